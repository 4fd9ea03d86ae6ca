"""Several leases read side by side in one process (USENET_BACKFILL_LEASES_PER_TASK): as if each were its own task."""

from __future__ import annotations

import pytest
from staging_state import clear, snapshot

from usenet_ops.adapters.crawl_summary import backfill_problems, leases_of
from usenet_ops.nntp.pool import Pool
from usenet_ops.nntp.provider import ProviderConfig
from usenet_ops.passes import backfill, compose, crawl
from usenet_ops.passes.crawl import CrawlState
from usenet_ops.store import db as store_db
from usenet_ops.store import settings as settings_store

SIZE = 53


def _forward(db, server, group: str) -> None:  # type: ignore[no-untyped-def]
    live = compose.load_settings(db)
    target = crawl.CrawlTarget(provider=server.url, backbone="a", group=group, indexed_groups=compose.indexed_groups(db))
    with Pool(ProviderConfig.from_url(server.url, backbone="a")) as pool:
        crawl.crawl_group(target, conn=db, pool=pool, settings=live, filters=compose.load_filters(db),
                          owner="forward", staging=compose.staging_backend(live))


def _reader(db, pool: Pool):  # type: ignore[no-untyped-def]
    s = compose.load_settings(db)
    indexed = compose.indexed_groups(db)

    def read_one(lease: dict, conn) -> backfill.RangeReport:  # type: ignore[no-untyped-def]
        from usenet_ops.domain.backfill_plan import Partition

        target = backfill.RangeTarget(provider="p", backbone="a", group=lease["group"], indexed_groups=indexed,
                                      partition=Partition(lease["block"], lease["lo"], lease["hi"]), size=SIZE)
        return backfill.crawl_range(target, conn=conn, pool=pool, settings=s, filters=compose.load_filters(conn),
                                    owner=f"task#{lease['block']}", staging=compose.staging_backend(s),
                                    stage_connect=lambda: store_db.connect(autocommit=True))
    return read_one


def test_leases_read_side_by_side_stage_what_a_full_read_stages(crawl_db, server_a, corpus_groups) -> None:
    db = crawl_db
    for g in corpus_groups:
        _forward(db, server_a, g)
    full = snapshot(db)
    clear(db)
    settings_store.set_value(db, "max_articles_per_group", 50)
    settings_store.set_value(db, "backfill_partition_articles", SIZE)
    for g in corpus_groups:
        _forward(db, server_a, g)
    s = compose.load_settings(db)
    leases = backfill.mapped_partitions(backfill.plan_provider(db, s, "a", probe_for=None, limit=1000), SIZE)
    assert len(leases) > 8
    provider = ProviderConfig.from_url(server_a.url, backbone="a")
    with Pool(provider) as pool:
        read_one = _reader(db, pool)
        reports = []
        for k in range(0, len(leases), 6):  # six leases a task, each over its own connection
            reports += backfill.read_leases(leases[k:k + 6], read_one)
    assert [(r.group, r.block) for r in reports] == [(x["group"], x["block"]) for x in leases], "lease order kept"
    assert all(r.state is CrawlState.DONE for r in reports), [r.message for r in reports]
    after = snapshot(db)
    assert after["segments"] == full["segments"] and after["files"] == full["files"]
    assert after["coverage"] == full["coverage"]
    claims = db.execute("SELECT DISTINCT owner FROM usenet.backfill_partitions").fetchall()
    assert len(claims) == len(leases), "each lease is its own claim"


def test_a_lease_that_raises_does_not_stop_the_others_and_fails_the_task(crawl_db, server_a, corpus_groups) -> None:
    db = crawl_db
    settings_store.set_value(db, "max_articles_per_group", 50)
    settings_store.set_value(db, "backfill_partition_articles", SIZE)
    for g in corpus_groups[:3]:
        _forward(db, server_a, g)
    s = compose.load_settings(db)
    leases = backfill.mapped_partitions(backfill.plan_provider(db, s, "a", probe_for=None, limit=1000), SIZE)[:4]
    with Pool(ProviderConfig.from_url(server_a.url, backbone="a")) as pool:
        read_one = _reader(db, pool)

        def second_breaks(lease: dict, conn):  # type: ignore[no-untyped-def]
            if lease is leases[1]:
                raise RuntimeError("lease 2 broke")
            return read_one(lease, conn)

        with pytest.raises(RuntimeError, match="lease 2 broke"):
            backfill.read_leases(leases, second_breaks)
    done = {(r["group_name"], r["block"]) for r in db.execute(
        "SELECT group_name, block FROM usenet.backfill_partitions WHERE state = 'done'")}
    assert done == {(x["group"], x["block"]) for k, x in enumerate(leases) if k != 1}


def test_the_run_check_reads_each_lease_of_a_task() -> None:
    planned = [[{"leases": [{"group": "g", "block": 1, "lo": 1, "hi": 9}, {"group": "g", "block": 2, "lo": 10,
                                                                            "hi": 19}]},
                {"leases": [{"group": "h", "block": 1, "lo": 1, "hi": 9}]}]]
    reports = [[{"kind": "backfill_leases", "leases": [
        {"group": "g", "block": 1, "state": "done"},
        {"group": "g", "block": 2, "state": "failed", "message": "boom"}]}, None]]
    problems = backfill_problems(["p"], planned, reports)
    assert any("g 10-19: failed: boom" in p for p in problems)
    assert any("h 1-9: the crawl_range task failed" in p for p in problems)
    assert not any("g 1-9" in p for p in problems)
    assert len(leases_of(reports[0])) == 3


def test_adjacent_coverage_recorded_by_two_transactions_at_once_is_one_range(crawl_db, pg_dsn) -> None:
    """Two leases commit adjacent coverage at the same moment: without serialising, each sees only its own row and
    both insert (two adjacent rows that no later write merges; the walk-past sweep and the merge's run rule want
    one row to hold a span)."""
    import threading

    import psycopg
    from psycopg.rows import dict_row

    from usenet_ops.store import crawl_state

    first = psycopg.connect(pg_dsn, autocommit=True, row_factory=dict_row)
    second = psycopg.connect(pg_dsn, autocommit=True, row_factory=dict_row)
    try:
        with first.transaction():
            crawl_state.add_coverage(first, "a", "alt.binaries.race", 100, 199)
            done = threading.Event()

            def other() -> None:
                with second.transaction():
                    crawl_state.add_coverage(second, "a", "alt.binaries.race", 200, 299)
                done.set()

            thread = threading.Thread(target=other)
            thread.start()
            assert not done.wait(1.0), "the second write waits for the first to commit"
        thread.join(30)
        assert done.is_set()
        assert crawl_state.coverage(crawl_db, "a", "alt.binaries.race") == [(100, 299)]
    finally:
        first.close()
        second.close()
