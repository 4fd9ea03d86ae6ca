"""Overview lines whose message-ids are not message-ids, read by the crawl from a news server (issue 31, item 2).

Before, ingest staged an id with a space or a bracket inside (only controls
and length were refused), so `x@y>\\rQUIT` reached the catalogue, every
served NZB and our own STAT/BODY. Now each such line is counted
``bad_message_id`` (in the report and the pass row) and left out; the rest
of its batch, and its file's other segments, are staged as before.
"""

from __future__ import annotations

import pytest
from staging_state import clear
from staging_view import backend_of, staged_message_ids

from usenet_ops.domain import message_ids
from usenet_ops.domain.ingest import BAD_MESSAGE_ID
from usenet_ops.nntp.pool import Pool, PoolSettings
from usenet_ops.nntp.provider import ProviderConfig
from usenet_ops.passes import compose, crawl
from usenet_ops.passes.reading import CrawlState

HOSTILE = [b"<a b@x>", b"<x@y>\rQUIT", b"<a<b@x>", b"<no-at-sign.example>", b"<" + b"x" * 247 + b"@x>",
           b"<caf\xc3\xa9@x>"]


def _forward(db, url: str, group: str) -> crawl.GroupReport:  # type: ignore[no-untyped-def]
    provider = ProviderConfig.from_url(url, backbone="a")
    target = crawl.CrawlTarget(provider=url, backbone="a", group=group, indexed_groups=compose.indexed_groups(db))
    settings = compose.load_settings(db)
    with Pool(provider, PoolSettings.from_knobs(settings)) as pool:
        return crawl.crawl_group(target, conn=db, pool=pool, settings=settings, filters=compose.load_filters(db),
                                 owner="forward", staging=backend_of(db))


@pytest.mark.parametrize("compression", ["on", "off"])
def test_overview_lines_with_hostile_message_ids_are_counted_and_the_rest_staged(
        crawl_db, server_a, corpus_groups, crawl_corpus, compression: str) -> None:  # type: ignore[no-untyped-def]
    db, group = crawl_db, corpus_groups[0]
    url = f"{server_a.url}?compression={compression}"
    first = _forward(db, url, group)
    assert first.state is CrawlState.DONE and first.outcomes[BAD_MESSAGE_ID] == 0, first.as_dict()
    low, high = first.server_low, first.server_high
    assert low is not None and high is not None and high - low > 100
    staged_first = staged_message_ids(db)
    clear(db)
    store = crawl_corpus[0]
    override: dict[tuple[str, int], bytes] = {}
    replaced: set[str] = set()
    number = low + (high - low) // 3
    for mid in HOSTILE:
        idx = store.lookup_number("a", group, number)
        while idx is None:  # a gap in the numbering: the next article
            number += 1
            idx = store.lookup_number("a", group, number)
        fields = store.overview_line("a", idx, number).split(b"\t")
        replaced.add(fields[4].decode().strip("<>"))
        fields[4] = mid
        override[(group, number)] = b"\t".join(fields)
        number += 7
    server_a.faults.overview_override = override

    report = _forward(db, url, group)

    assert server_a.faults.counters["fault.overview_override"] >= len(HOSTILE)
    assert report.state is CrawlState.DONE and report.failed_batches == 0, report.as_dict()
    assert report.outcomes[BAD_MESSAGE_ID] == len(HOSTILE)
    assert report.articles == first.articles  # every article has a counted fate
    staged = staged_message_ids(db)
    assert staged == staged_first - replaced and all(message_ids.valid_bare(m) for m in staged)
    row = db.execute("SELECT dropped FROM usenet.crawl_passes ORDER BY id DESC LIMIT 1").fetchone()
    assert row is not None and row["dropped"].get(BAD_MESSAGE_ID) == len(HOSTILE)
