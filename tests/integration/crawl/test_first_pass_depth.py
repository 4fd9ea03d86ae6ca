"""crawl_depth_days bounds a group's first forward pass (issue 32 item 2), resolved by date on the server.

A first pass reads up to ``max_articles_per_group`` below the top; in a slow
group that reaches far past the depth its operator set. With a depth, the
pass starts at the first article posted on the floor day (searched by date
over real sockets, cached like the backfill's floor); without one, as before.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator

import pytest
from staging_view import backend_of

from usenet_ops import newsserver
from usenet_ops.corpus import synthetic
from usenet_ops.corpus.synthetic import GroupSpec, SyntheticCorpus
from usenet_ops.nntp.pool import Pool
from usenet_ops.nntp.provider import ProviderConfig
from usenet_ops.passes import compose, crawl, date_boundary
from usenet_ops.passes.crawl import CrawlState
from usenet_ops.store import backfill_state, groups, settings

# 100 days of posts, the newest at END_EPOCH: dates rise with article numbers.
GROUP = GroupSpec("alt.binaries.synth.firstdepth", count=20_000, low=1, days=100.0)
NOW = float(synthetic.END_EPOCH)


@pytest.fixture()
def server() -> Iterator[newsserver.ServerHandle]:
    with newsserver.serve(SyntheticCorpus(6, [GROUP])) as handle:
        yield handle


def _first_pass(db, server, depth: int | None) -> crawl.GroupReport:  # type: ignore[no-untyped-def]
    target = crawl.CrawlTarget(provider=server.url, backbone="a", group=GROUP.name,
                               indexed_groups=compose.indexed_groups(db), depth_days=depth)
    with Pool(ProviderConfig.from_url(server.url, backbone="a")) as pool:
        return crawl.crawl_group(target, conn=db, pool=pool, settings=compose.load_settings(db),
                                 filters=compose.load_filters(db), owner="test", staging=backend_of(db),
                                 wall=lambda: NOW)


def _first_read(db) -> int:
    return int(db.execute("SELECT first_article FROM usenet.group_state WHERE group_name = %s",
                          (GROUP.name,)).fetchone()["first_article"])


@pytest.mark.parametrize("depth", [None, 10])
def test_a_groups_depth_bounds_its_first_pass(db, server, depth: int | None) -> None:
    groups.add(db, GROUP.name, tier=groups.Tier.CRITICAL)
    for knob, value in {"crawl_headroom": 0, "max_articles_per_group": 15_000, "batch": 2_000}.items():
        settings.set_value(db, knob, value)
    report = _first_pass(db, server, depth)
    assert report.state is CrawlState.DONE, report.as_dict()
    first = _first_read(db)
    if depth is None:
        assert first == GROUP.high - 15_000 + 1, "no depth: a first pass reads max_articles_per_group"
        return
    floor = dt.datetime.fromtimestamp(NOW, dt.UTC) - dt.timedelta(days=10)
    floor = floor.replace(hour=0, minute=0, second=0, microsecond=0)
    cached = backfill_state.boundary(db, "a", GROUP.name, floor)
    assert cached is not None and first == cached, "the pass starts where the floor day starts, and caches it"
    # 10 of 100 days: about the newest tenth of the group, far fewer than max_articles_per_group.
    assert 17_000 <= first <= 19_000 and first > GROUP.high - 15_000 + 1, first
    with Pool(ProviderConfig.from_url(server.url, backbone="a")) as pool, pool.borrow() as client:
        client.group(GROUP.name)
        probe = date_boundary.over_probe(client)
        at_first, before = probe(first), probe(first - 40)
    assert at_first is not None and at_first[1] >= floor.timestamp(), "the first article read is on the floor day"
    assert before is not None and (before[0] >= first or before[1] < floor.timestamp()), "what comes before is older"


def test_a_second_pass_goes_on_from_its_watermark_whatever_the_depth(db, server) -> None:
    groups.add(db, GROUP.name, tier=groups.Tier.CRITICAL)
    for knob, value in {"crawl_headroom": 0, "max_articles_per_group": 15_000, "batch": 2_000}.items():
        settings.set_value(db, knob, value)
    _first_pass(db, server, None)
    first = _first_read(db)
    again = _first_pass(db, server, 10)
    assert again.state is CrawlState.DONE and _first_read(db) == first, "the depth bounds a first pass only"
