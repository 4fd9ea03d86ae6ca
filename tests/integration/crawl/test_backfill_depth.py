"""crawl_depth_days over real sockets: a group's own depth sets its backfill floor, resolved by date on the server."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator

import pytest

from usenet_ops import newsserver
from usenet_ops.corpus import synthetic
from usenet_ops.corpus.synthetic import GroupSpec, SyntheticCorpus
from usenet_ops.nntp.pool import Pool
from usenet_ops.nntp.provider import ProviderConfig
from usenet_ops.passes import backfill, compose
from usenet_ops.store import backfill_state, groups
from usenet_ops.store import settings as settings_store

# 100 days of posts, the newest at END_EPOCH (2026-01-01): dates rise with article numbers.
GROUP = GroupSpec("alt.binaries.synth.depth", count=20_000, low=1, days=100.0)
NOW = dt.datetime.fromtimestamp(synthetic.END_EPOCH, dt.UTC)


@pytest.fixture()
def server() -> Iterator[newsserver.ServerHandle]:
    with newsserver.serve(SyntheticCorpus(5, [GROUP])) as handle:
        yield handle


def _row(db) -> dict:
    """The crawl state of a group whose forward crawl started at its newest 1,000 articles."""
    db.execute("""INSERT INTO usenet.group_state (backbone, group_name, first_article, next_article, server_low,
                                                  server_high)
                  VALUES ('a', %s, %s, %s, %s, %s)""", (GROUP.name, GROUP.high - 999, GROUP.high + 1, GROUP.low,
                                                        GROUP.high))
    return backfill_state.group_rows(db, backbone="a", group=GROUP.name)[0]


def _plan(db, server, row, depth: int | None) -> backfill.GroupPlan:
    live = compose.load_settings(db)
    with Pool(ProviderConfig.from_url(server.url, backbone="a")) as pool, backfill.Prober(pool) as prober:
        return backfill.plan_group(db, live, row, probe=prober.probe_for(GROUP.name), window=None, limit=None,
                                   now=NOW, depth_days=depth)


def test_a_groups_depth_bounds_its_backfill_floor_overriding_retention(db, server) -> None:
    groups.add(db, GROUP.name, tier=groups.Tier.CRITICAL)
    row = _row(db)
    settings_store.set_value(db, "retention_days", 50)
    site = _plan(db, server, row, None)
    shallow = _plan(db, server, row, 10)
    deep = _plan(db, server, row, 80)
    # Articles are spread over 100 days (dated per block of 1,000): 50 days back is about half way, 10 days back
    # about 90 %.
    assert site.floor is not None and shallow.floor is not None and deep.floor is not None
    assert 9_000 <= site.floor <= 12_000, site.as_dict()
    assert 17_000 <= shallow.floor <= 19_000, shallow.as_dict()
    assert 2_000 <= deep.floor <= 6_000, "a group's depth overrides the site's in both directions"
    assert all(p.lo >= shallow.floor for p in shallow.partitions)
    assert shallow.remaining < site.remaining < deep.remaining
    settings_store.set_value(db, "retention_days", 0)
    assert _plan(db, server, row, None).floor == GROUP.low, "no retention and no depth: everything the server holds"
    assert _plan(db, server, row, 10).floor == shallow.floor, "the depth alone bounds it (its boundary is cached)"


def test_plan_provider_and_status_use_each_groups_depth(db, server) -> None:
    groups.add(db, GROUP.name, tier=groups.Tier.CRITICAL)
    row = _row(db)
    groups.tune(db, GROUP.name, crawl_depth_days=10)
    live = compose.load_settings(db)
    assert live.retention_days == 0
    when = backfill.floor_date(live, dt.datetime.now(dt.UTC), 10)
    assert when is not None
    backfill_state.save_boundary(db, "a", GROUP.name, when, 15_000, 3)
    planned = backfill.plan_provider(db, live, "a", probe_for=None)
    assert planned[0].floor == 15_000, "the group's depth floor, though retention_days is 0 (no floor)"
    status = backfill.status(db, live, group=GROUP.name)[0]
    assert status["floor"] == 15_000 and status["floor_resolved"] is True
    assert status["depth_days"] == 10 and status["depth_source"] == "group"
    assert status["floor_date"] == when.date().isoformat()
    assert status["remaining"] == row["first_article"] - 15_000
