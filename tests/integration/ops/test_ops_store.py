"""The store reads and writes behind status.json, the watchdog and the alert path."""

from __future__ import annotations

import datetime as dt

import pytest

from usenet_ops.store import alert_records, pass_log, provider_checks, status_reads
from usenet_ops.store.staging_pg import PgStaging


def _crawl_pass(db, run_id: str, group: str, *, provider: str = "p1", started: str = "now()",
                finished: str | None = None, updated: str = "now()", articles: int = 0) -> None:
    db.execute(f"""INSERT INTO usenet.crawl_passes (run_id, provider, backbone, group_name, started_at, updated_at,
                                                    finished_at, articles)
                   VALUES (%s, %s, 'b', %s, {started}, {updated}, {finished or 'NULL'}, %s)""",
               (run_id, provider, group, articles))


def test_catalogue_size_is_exact_below_the_cap_and_an_estimate_above(db, monkeypatch: pytest.MonkeyPatch) -> None:
    assert status_reads.catalogue_size(db) == (0, True)
    db.execute("""INSERT INTO usenet.releases (content_hash, title, search_name, groups, poster, posted_at, size, files,
                  segments, par2, completion, category, tags, origin, broken, nzb)
                  SELECT '00000000000000aa', 'A.Release', 'A Release', ARRAY['g'], 'p', now(), 1, 1, 1, false, 100,
                         8010, ARRAY[]::text[], 'crawl', false, '\\x00'::bytea""")
    assert status_reads.catalogue_size(db) == (1, True)
    monkeypatch.setattr(status_reads, "EXACT_COUNT_CAP", 0)
    assert status_reads.catalogue_size(db)[1] is False


def test_pending_sets_counts_forming_and_collision_but_not_ready(db) -> None:
    for set_id, state in (("s1", "forming"), ("s2", "collision"), ("s3", "ready")):
        db.execute("""INSERT INTO usenet.staged_sets (set_id, group_name, base, poster, backbone, art_lo, art_hi, status)
                      VALUES (%s, 'g', 'b', 'p', 'x', 1, 2, %s)""", (set_id, state))
    assert PgStaging().pending_count(db) == 2


def test_pending_sets_count_the_same_on_both_backends(db, staging_backend) -> None:
    from stagedsets import complete_set, stage

    stage(db, complete_set("Whole.Upload.2024-GRP"), staging=staging_backend)
    stage(db, complete_set("Half.Upload.2024-GRP", first_article=5000)[:1], staging=staging_backend)
    assert staging_backend.ready_count(db) == 1 and staging_backend.pending_count(db) == 1


def test_latest_crawl_run_totals_every_group_of_the_newest_run_id(db) -> None:
    assert status_reads.latest_crawl_run(db) is None
    _crawl_pass(db, "old", "g1", started="now() - interval '1 hour'", finished="now()", articles=5)
    _crawl_pass(db, "new", "g1", finished="now()", articles=10)
    _crawl_pass(db, "new", "g2", articles=20)
    run = status_reads.latest_crawl_run(db)
    assert run is not None
    assert (run["run_id"], run["groups"], run["groups_done"], run["running"], run["articles"], run["reading"]) == \
           ("new", 2, 1, 1, 30, "g2")


def test_duty_seconds_counts_the_trailing_hour_only_and_refuses_other_tables(db) -> None:
    assert status_reads.duty_seconds(db, "build_passes") == 0.0
    db.execute("""INSERT INTO usenet.build_passes (started_at, finished_at)
                  VALUES (now() - interval '2 hours', now() - interval '30 minutes')""")
    assert status_reads.duty_seconds(db, "build_passes") == pytest.approx(1800.0, abs=5)
    with pytest.raises(ValueError, match="not a pass table"):
        status_reads.duty_seconds(db, "releases; DROP TABLE x")


def test_last_crawl_and_last_build(db) -> None:
    assert status_reads.last_crawl(db) == {"s": None, "running": None}
    assert status_reads.last_build(db) is None
    _crawl_pass(db, "r", "g")
    db.execute("INSERT INTO usenet.build_passes (state, finished_at) VALUES ('done', now())")
    assert status_reads.last_crawl(db)["running"] is True
    build = status_reads.last_build(db)
    assert build is not None and build["running"] is False and build["state"] == "done"


def test_open_crawl_passes_flag_stale_workers_and_busy_counts_only_live_ones(db) -> None:
    _crawl_pass(db, "r", "g1", provider="p1")
    _crawl_pass(db, "r", "g2", provider="p1", updated="now() - interval '10 minutes'")
    _crawl_pass(db, "r", "g3", provider="p2", finished="now()")
    workers = status_reads.open_crawl_passes(db, stale_after_sec=120)
    assert [(w["group_name"], w["stale"]) for w in workers] == [("g1", False), ("g2", True)]
    assert status_reads.busy_by_provider(db, stale_after_sec=120) == {"p1": 1}


def test_alerts_are_recorded_and_read_newest_first(db) -> None:
    for n in range(3):
        alert_records.record_alert(db, job="usenet_crawl", task="crawl_group", run_id="r", map_index=n, try_number=1,
                                   kind="task_failure", message=f"boom {n}", hint="h", delivered=("log",))
    recent = alert_records.recent_alerts(db, limit=2)
    assert [r["message"] for r in recent] == ["boom 2", "boom 1"]
    row = db.execute("SELECT delivered, kind FROM usenet.errors WHERE map_index = 0").fetchone()
    assert row == {"delivered": ["log"], "kind": "task_failure"}


def test_provider_checks_keep_the_latest_per_provider_and_cap_the_message(db) -> None:
    provider_checks.record_check(db, "p1", ok=False, message="x" * 5000, seconds=0.1)
    db.execute("UPDATE usenet.provider_checks SET at = now() - interval '1 minute'")
    provider_checks.record_check(db, "p1", ok=True, message="ok", seconds=0.1)
    provider_checks.record_check(db, "p2", ok=False, message="refused", seconds=0.1)
    latest = provider_checks.latest_checks(db)
    assert {name: (c["ok"], c["message"]) for name, c in latest.items()} == {"p1": (True, "ok"), "p2": (False, "refused")}
    assert db.execute("SELECT max(length(message)) AS n FROM usenet.provider_checks").fetchone()["n"] == 2000


def test_crawl_started_within_uses_the_last_start(db) -> None:
    assert pass_log.crawl_started_within(db, 15) is False
    _crawl_pass(db, "r", "g", started="now() - interval '20 minutes'")
    assert pass_log.crawl_started_within(db, 15) is False
    assert pass_log.crawl_started_within(db, 30) is True


def test_crawl_activity_is_late_only_with_active_groups_and_an_old_last_start(db) -> None:
    assert pass_log.crawl_activity(db, late_after_min=50) == pass_log.CrawlActivity(0, None, False)
    _crawl_pass(db, "r", "g", started="now() - interval '2 hours'")
    assert pass_log.crawl_activity(db, late_after_min=50).late is False, "no active group: nothing to be late for"
    db.execute("INSERT INTO usenet.newsgroups (name) VALUES ('alt.binaries.x')")
    activity = pass_log.crawl_activity(db, late_after_min=50)
    assert activity.active_groups == 1 and activity.late is True
    assert isinstance(activity.last_started, dt.datetime)
    assert pass_log.crawl_activity(db, late_after_min=180).late is False


def test_a_build_pass_row_is_opened_and_closed_with_its_counts(db) -> None:
    db.execute("INSERT INTO usenet.staging_counts (group_name, segments) VALUES ('g', 7)")
    pass_id = pass_log.start_build_pass(db, "run-1")
    pass_log.finish_build_pass(db, pass_id, rounds=2, candidates=5, built=3, segments=40,
                               outcomes={"built": 3, "junk": 2}, ready_left=1, seconds=1.5,
                               state=pass_log.PassState.FAILED)
    row = db.execute("SELECT * FROM usenet.build_passes WHERE id = %s", (pass_id,)).fetchone()
    assert row["run_id"] == "run-1" and row["finished_at"] is not None
    assert (row["rounds"], row["candidates"], row["built"], row["segments"], row["ready_left"], row["staged_left"]) == \
           (2, 5, 3, 40, 1, 7)
    assert row["outcomes"] == {"built": 3, "junk": 2} and row["state"] == "failed"
