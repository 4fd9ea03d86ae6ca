"""Build-side store functions behind the prune pass, the watchdog and `build outcomes`; retention deletes."""

from __future__ import annotations

import datetime as dt

from usenet_ops.store import building, retention, staging_pg


def _set(db, set_id: str, *, status: str = "forming", idle: str = "0 minutes", ready_for: str | None = None) -> None:
    db.execute(f"""INSERT INTO usenet.staged_sets (set_id, group_name, base, poster, backbone, art_lo, art_hi, status,
                                                   last_seen, ready_since)
                   VALUES (%s, 'g', %s, 'p', 'b', 1, 2, %s, now() - interval '{idle}',
                           {f"now() - interval '{ready_for}'" if ready_for else 'NULL'})""",
               (set_id, f"Base.{set_id}", status))


def test_lock_stale_returns_idle_sets_longest_idle_first_up_to_the_limit(db) -> None:
    _set(db, "a", idle="30 hours")
    _set(db, "b", idle="50 hours")
    _set(db, "c", idle="40 hours")
    _set(db, "fresh", idle="1 hour")
    assert staging_pg.lock_stale(db, 24, 2) == [("b", "Base.b"), ("c", "Base.c")]
    assert [s for s, _ in staging_pg.lock_stale(db, 24, 10)] == ["b", "c", "a"]


def test_ready_backlog_counts_only_sets_ready_longer_than_the_lag(db) -> None:
    assert staging_pg.PgStaging().ready_backlog(db, 60) == (0, None)
    _set(db, "old", status="ready", ready_for="2 hours")
    _set(db, "older", status="ready", ready_for="3 hours")
    _set(db, "new", status="ready", ready_for="5 minutes")
    waiting, oldest = staging_pg.PgStaging().ready_backlog(db, 60)
    assert waiting == 2 and isinstance(oldest, dt.datetime)
    assert oldest < dt.datetime.now(dt.UTC) - dt.timedelta(hours=2, minutes=59)


def test_outcomes_since_reads_the_window_newest_day_first_then_busiest(db) -> None:
    today = dt.date.today()
    building.record_outcomes(db, {"built": (3, "a"), "junk": (9, "b")}, day=today)
    building.record_outcomes(db, {"built": (1, "c")}, day=today - dt.timedelta(days=1))
    building.record_outcomes(db, {"built": (1, "d")}, day=today - dt.timedelta(days=10))
    rows = building.outcomes_since(db, 7)
    assert [(r["day"], r["reason"], r["count"], r["sample"]) for r in rows] == [
        (today, "junk", 9, "b"), (today, "built", 3, "a"), (today - dt.timedelta(days=1), "built", 1, "c")]


def test_delete_diagnostics_reports_every_series_in_order(db) -> None:
    db.execute("INSERT INTO usenet.errors (at, job, message) VALUES (now() - interval '30 days', 'j', 'old')")
    db.execute("INSERT INTO usenet.provider_checks (provider, at, ok) VALUES ('p', now() - interval '30 days', true), "
               "('p', now(), true)")
    db.execute("INSERT INTO usenet.build_passes (started_at) VALUES (now() - interval '30 days')")
    db.execute("""INSERT INTO usenet.crawl_passes (provider, backbone, group_name, started_at)
                  VALUES ('p', 'b', 'g', now() - interval '1 day')""")
    db.execute("""INSERT INTO usenet.spot_passes (kind, provider, backbone, started_at)
                  VALUES ('index', 'p', 'b', now() - interval '30 days'), ('fetch', 'p', 'b', now())""")
    db.execute("""INSERT INTO usenet.build_failures (set_id, group_name, base, reason, last_failed, rejected_at)
                  VALUES ('old', 'g', 'b', 'parse_error', now() - interval '30 days', now() - interval '30 days'),
                         ('new', 'g', 'b', 'parse_error', now(), now())""")
    deleted = retention.delete_diagnostics(db, 14)
    assert list(deleted.items()) == [("crawl_passes", 0), ("build_passes", 1), ("health_passes", 0),
                                     ("provider_checks", 1), ("errors", 1), ("spot_passes", 1), ("build_failures", 1),
                                     ("tagfill_passes", 0), ("junk_samples", 0)]
    assert [r["set_id"] for r in db.execute("SELECT set_id FROM usenet.build_failures")] == ["new"]
    assert db.execute("SELECT count(*) AS n FROM usenet.provider_checks").fetchone()["n"] == 1


def test_delete_releases_older_than_keeps_newer_releases(db) -> None:
    for content_hash, age in (("00000000000000aa", "400 days"), ("00000000000000bb", "10 days")):
        db.execute(f"""INSERT INTO usenet.releases (content_hash, title, search_name, groups, poster, posted_at, size,
                       files, segments, par2, completion, category, tags, origin, broken, nzb)
                       SELECT %s, 'R', 'R', ARRAY['g'], 'p', now() - interval '{age}', 1, 1, 1, false, 100, 8010,
                              ARRAY[]::text[], 'crawl', false, '\\x00'::bytea""", (content_hash,))
    assert retention.delete_releases_older_than(db, 365) == 1
    assert [r["content_hash"] for r in db.execute("SELECT content_hash FROM usenet.releases")] == ["00000000000000bb"]
