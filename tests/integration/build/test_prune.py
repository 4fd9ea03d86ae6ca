"""The prune pass: stale staging expires and is counted; retention deletes nothing unless asked."""

from __future__ import annotations

from staging_view import age, backend_of

from usenet_ops.passes import compose, prune
from usenet_ops.store import settings


def _stale_set(db, set_id: str) -> None:
    db.execute("""INSERT INTO usenet.staged_sets (set_id, group_name, base, poster, backbone, art_lo, art_hi, last_seen)
                  VALUES (%s, 'g', 'Old.Base', 'p', 'b', 1, 2, now() - interval '2 days')""", (set_id,))
    db.execute("""INSERT INTO usenet.staged_files (file_id, set_id, file_name, subject, part_total, parts_have)
                  VALUES (%s, %s, 'f', 's', 2, 1)""", (set_id + "f", set_id))
    db.execute("INSERT INTO usenet.staged_chunks (file_id, parts, sizes, message_ids) VALUES (%s, '{1}', '{10}', %s)",
               (set_id + "f", set_id + "@x"))
    db.execute("""INSERT INTO usenet.staging_counts (group_name, segments) VALUES ('g', 1)
                  ON CONFLICT (group_name) DO UPDATE SET segments = usenet.staging_counts.segments + 1""")


def test_stale_sets_expire_counted_and_fresh_ones_stay(db) -> None:
    _stale_set(db, "old1")
    _stale_set(db, "old2")
    db.execute("""INSERT INTO usenet.staged_sets (set_id, group_name, base, poster, backbone, art_lo, art_hi)
                  VALUES ('fresh', 'g', 'New', 'p', 'b', 1, 2)""")
    report = prune.prune(db, compose.load_settings(db), staging=backend_of(db))
    assert report.expired_sets == 2 and report.expired_segments == 2
    assert [r["set_id"] for r in db.execute("SELECT set_id FROM usenet.staged_sets")] == ["fresh"]
    assert backend_of(db).staged_total(db) == 0
    assert db.execute("SELECT count FROM usenet.build_outcomes WHERE reason = 'expired'").fetchone()["count"] == 2


def test_diagnostics_past_the_horizon_are_deleted(db) -> None:
    db.execute("INSERT INTO usenet.errors (at, job, message) VALUES (now() - interval '30 days', 'j', 'old'), "
               "(now(), 'j', 'new')")
    db.execute("INSERT INTO usenet.health_passes (backbone, started_at) VALUES ('b', now() - interval '30 days'), "
               "('b', now())")
    report = prune.prune(db, compose.load_settings(db), staging=backend_of(db))
    assert report.diagnostics["errors"] == 1 and report.diagnostics["health_passes"] == 1
    assert [r["message"] for r in db.execute("SELECT message FROM usenet.errors")] == ["new"]


def test_release_retention_is_off_by_default_and_deletes_only_when_set(db) -> None:
    db.execute("""INSERT INTO usenet.releases (content_hash, title, search_name, groups, poster, posted_at, size, files,
                  segments, par2, completion, category, tags, origin, broken, nzb)
                  SELECT '00000000000000aa', 'Old.Release', 'Old Release', ARRAY['g'], 'p', now() - interval '400 days',
                         1, 1, 1, false, 100, 8010, ARRAY[]::text[], 'crawl', false, '\\x00'::bytea""")
    assert prune.prune(db, compose.load_settings(db),
                       staging=backend_of(db)).releases_deleted == 0
    assert db.execute("SELECT count(*) AS n FROM usenet.releases").fetchone()["n"] == 1
    settings.set_value(db, "nzb_retention_days", 365)
    assert prune.prune(db, compose.load_settings(db), staging=backend_of(db)).releases_deleted == 1


def test_idle_sets_expire_counted_on_either_backend_and_fresh_ones_stay(db, staging_backend) -> None:
    from stagedsets import complete_set, stage

    settings.set_value(db, "staging_prune_hours", 24)
    stage(db, complete_set("Idle.Upload.2024-GRP")[:1], staging=staging_backend)  # one of two files: forming
    age(db, staging_backend, 30 * 3600)
    stage(db, complete_set("Fresh.Upload.2024-GRP", first_article=5000)[:1], staging=staging_backend)
    assert staging_backend.holds_sets(db) == 2
    report = prune.prune(db, compose.load_settings(db), staging=staging_backend)
    assert (report.expired_sets, report.expired_segments) == (1, 3)
    assert staging_backend.holds_sets(db) == 1 and staging_backend.staged_total(db) == 3
    row = db.execute("SELECT count, sample FROM usenet.build_outcomes WHERE reason = 'expired'").fetchone()
    assert row["count"] == 1 and row["sample"] == "Idle.Upload.2024-GRP"
    assert prune.prune(db, compose.load_settings(db), staging=staging_backend).expired_sets == 0, "nothing twice"
