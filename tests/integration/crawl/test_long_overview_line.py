"""One overview line over max_line_kib in the middle of a batch (issue 31): counted and left out, the rest read.

Before, the line made the client refuse the whole OVER reply (NNTPReplyTooLarge,
``max_line_kib``), which is not split further: the group's crawl failed on
every pass behind one post whose header its poster made long.
"""

from __future__ import annotations

import pytest
from staging_state import clear
from staging_view import backend_of, staged_message_ids

from usenet_ops.nntp.pool import Pool, PoolSettings
from usenet_ops.nntp.provider import ProviderConfig
from usenet_ops.passes import compose, crawl
from usenet_ops.passes.reading import LINE_TOO_LONG, CrawlState
from usenet_ops.store import settings as settings_store


def _line(crawl_corpus, group: str, number: int) -> bytes:  # type: ignore[no-untyped-def]
    store = crawl_corpus[0]
    idx = store.lookup_number("a", group, number)
    assert idx is not None, f"{group} has no article {number} on backbone a"
    return store.overview_line("a", idx, number)


def _forward(db, url: str, group: str) -> crawl.GroupReport:  # type: ignore[no-untyped-def]
    provider = ProviderConfig.from_url(url, backbone="a")
    target = crawl.CrawlTarget(provider=url, backbone="a", group=group, indexed_groups=compose.indexed_groups(db))
    settings = compose.load_settings(db)
    with Pool(provider, PoolSettings.from_knobs(settings)) as pool:  # max_line_kib from the knobs, as the DAG does
        return crawl.crawl_group(target, conn=db, pool=pool, settings=settings, filters=compose.load_filters(db),
                                 owner="forward", staging=backend_of(db))


@pytest.mark.parametrize("compression", ["on", "off"])
def test_an_overview_line_over_max_line_kib_is_counted_and_the_rest_of_its_batch_is_staged(
        crawl_db, server_a, corpus_groups, crawl_corpus, compression: str) -> None:  # type: ignore[no-untyped-def]
    db, group = crawl_db, corpus_groups[0]
    settings_store.set_value(db, "max_line_kib", 4)
    url = f"{server_a.url}?compression={compression}"
    # A first pass reads the group as served; then it is read again from the start with one line made long.
    first = _forward(db, url, group)
    assert first.state is CrawlState.DONE and first.outcomes[LINE_TOO_LONG] == 0, first.as_dict()
    low, high = first.server_low, first.server_high
    assert low is not None and high is not None and high - low > 100
    staged_first = staged_message_ids(db)
    clear(db)
    long_at = low + (high - low) // 2
    fields = _line(crawl_corpus, group, long_at).split(b"\t")
    fields[1] = fields[1] + b" " + b"L" * (64 * 1024)  # a subject its poster padded to 64 KiB
    long_line = b"\t".join(fields)
    long_mid = fields[4].decode().strip("<>")
    server_a.faults.overview_override = {(group, long_at): long_line}

    report = _forward(db, url, group)

    assert server_a.faults.counters["fault.overview_override"] >= 1
    assert report.state is CrawlState.DONE and report.failed_batches == 0, report.as_dict()
    assert report.outcomes[LINE_TOO_LONG] == 1
    assert report.long_lines == [{"article": long_at, "bytes": len(long_line)}]
    assert report.next_article == high + 1  # the pass went on to the end of the group
    assert report.articles == first.articles  # every article has a counted fate, the long one included
    # Everything else in its batch (and the group) was read and staged as before; only that article is not.
    assert staged_message_ids(db) == staged_first - {long_mid}
    row = db.execute("SELECT dropped FROM usenet.crawl_passes ORDER BY id DESC LIMIT 1").fetchone()
    assert row is not None and row["dropped"].get(LINE_TOO_LONG) == 1
