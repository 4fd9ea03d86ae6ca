"""The forward crawl against a throttled synthetic group of billions, scored by the range's manifest."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from staging_view import backend_of

from usenet_ops import newsserver
from usenet_ops.corpus import synthetic
from usenet_ops.corpus.synthetic import GroupSpec, SyntheticCorpus
from usenet_ops.newsserver import Throttle
from usenet_ops.nntp.pool import Pool
from usenet_ops.nntp.provider import ProviderConfig
from usenet_ops.passes import compose, crawl
from usenet_ops.passes.crawl import CrawlState
from usenet_ops.store import groups, settings

GROUP = GroupSpec("alt.binaries.synth.history", count=12_000_000_000, low=3_000_000, hostile=True)
SEED = 33
WINDOW = 24_000


@pytest.fixture()
def provider() -> Iterator[newsserver.ServerHandle]:
    throttle = Throttle(lines_per_second=200_000, command_latency=0.002)
    with newsserver.serve(SyntheticCorpus(SEED, [GROUP]), throttle=throttle) as handle:
        yield handle


def _crawl(db, server) -> crawl.GroupReport:  # type: ignore[no-untyped-def]
    target = crawl.CrawlTarget(provider=server.url, backbone="a", group=GROUP.name,
                               indexed_groups=compose.indexed_groups(db))
    with Pool(ProviderConfig.from_url(server.url, backbone="a")) as pool:
        return crawl.crawl_group(target, conn=db, pool=pool, settings=compose.load_settings(db),
                                 filters=compose.load_filters(db), owner="test",
                                 staging=backend_of(db))


def test_crawl_stages_every_named_article_of_the_window_once(db, provider) -> None:
    groups.add(db, GROUP.name, tier=groups.Tier.CRITICAL)
    for knob, value in {"crawl_headroom": 0, "max_articles_per_group": WINDOW, "batch": 3000}.items():
        settings.set_value(db, knob, value)
    report = _crawl(db, provider)
    assert report.state is CrawlState.DONE and report.failed_batches == 0, report.as_dict()
    lo, hi = GROUP.high - WINDOW + 1, GROUP.high
    truth = synthetic.manifest(SEED, [GROUP], GROUP.name, lo, hi)
    counts = truth["counts"]
    assert report.articles == sum(report.outcomes.values())
    # Every line read has a counted fate; hostile lines are counted, never stop the pass.
    assert report.articles + report.outcomes.get("malformed", 0) >= counts["lines"] - counts["hostile"]
    staged = {r["message_id"] for r in db.execute("SELECT message_id FROM usenet.staged_segments")}
    named = {m for rel in truth["releases"] if not rel["obfuscated"] for m in synthetic.content_ids(rel)}
    assert named and named <= staged, f"{len(named - staged)} articles of complete named releases not staged"
    # Hex-named (obfuscated) uploads are staged too, for the probes to name (issue 16); nothing beyond the
    # range's articles is staged, bar hostile lines that parse as articles of their own.
    hidden = {m for rel in truth["releases"] if rel["obfuscated"] for m in synthetic.content_ids(rel)}
    assert counts["articles_obfuscated"] and hidden <= staged, f"{len(hidden - staged)} obfuscated articles not staged"
    assert report.staged <= counts["articles"] + 2 * counts["hostile"]
    # A rerun from scratch doubles nothing.
    before = db.execute("SELECT count(*) AS n, sum(parts_have) AS p FROM usenet.staged_files").fetchone()
    db.execute("UPDATE usenet.group_state SET next_article = NULL")
    again = _crawl(db, provider)
    assert again.staged == 0 and again.duplicates > 0
    assert db.execute("SELECT count(*) AS n, sum(parts_have) AS p FROM usenet.staged_files").fetchone() == before
