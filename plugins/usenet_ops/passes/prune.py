"""The prune pass: stale staging, the diagnostics horizon, and opt-in catalogue retention.

- Staged sets idle longer than ``staging_prune_hours`` are removed and counted
  as the build outcome ``expired`` (the walk-past sweep judges most dead sets
  sooner; this catches the rest, e.g. groups crawled on two backbones).
- Diagnostic series older than ``diag_keep_days`` are deleted: instrument
  counters, crawl and build pass rows, provider checks, recorded errors.
  Rule counters and build outcomes are kept (bounded, and the history is
  the point).
- Releases older than ``nzb_retention_days`` are deleted ONLY when that knob
  is set: it is 0 (keep forever) by default, because deleting a catalogue is
  not something a default should do quietly (invariant 6).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field

import psycopg

from usenet_ops.settings import Settings
from usenet_ops.store import building
from usenet_ops.store import filters as filter_store
from usenet_ops.store.db import Conn

log = logging.getLogger(__name__)

CHUNK = 500


@dataclass
class PruneReport:
    """What one prune pass removed."""

    expired_sets: int = 0
    expired_segments: int = 0
    diagnostics: dict[str, int] = field(default_factory=dict)
    releases_deleted: int = 0

    def as_dict(self) -> dict:
        return {"expired_sets": self.expired_sets, "expired_segments": self.expired_segments,
                "diagnostics": self.diagnostics, "releases_deleted": self.releases_deleted}


def prune(conn: Conn, settings: Settings) -> PruneReport:
    """Run every prune step; each chunk commits on its own so a crash loses nothing unpruned twice."""
    if not conn.autocommit:
        raise ValueError("prune needs an autocommit connection: each chunk commits in its own transaction")
    report = PruneReport()
    while True:
        with conn.transaction():
            rows = conn.execute(
                """SELECT set_id, base FROM usenet.staged_sets
                   WHERE last_seen < now() - make_interval(hours => %s)
                   ORDER BY last_seen LIMIT %s FOR UPDATE SKIP LOCKED""",
                (settings.staging_prune_hours, CHUNK),
            ).fetchall()
            if not rows:
                break
            ids = [r["set_id"] for r in rows]
            report.expired_segments += building.delete_sets(conn, ids)
            building.record_outcomes(conn, {"expired": (len(ids), rows[0]["base"])})
            report.expired_sets += len(ids)
    horizon = settings.diag_keep_days
    report.diagnostics["filter_instruments"] = filter_store.prune_instruments(conn, horizon)
    for table, column in (("crawl_passes", "started_at"), ("build_passes", "started_at"),
                          ("provider_checks", "at"), ("errors", "at")):
        cur = conn.execute(
            f"DELETE FROM usenet.{table} WHERE {column} < now() - make_interval(days => %s)", (horizon,))
        report.diagnostics[table] = cur.rowcount
    if settings.nzb_retention_days > 0:
        cur = conn.execute(
            "DELETE FROM usenet.releases WHERE posted_at < now() - make_interval(days => %s)",
            (settings.nzb_retention_days,),
        )
        report.releases_deleted = cur.rowcount
    log.info("prune: %d stale staged sets (%d segments) expired, diagnostics removed %s, %d releases deleted "
             "(nzb_retention_days=%d)", report.expired_sets, report.expired_segments, report.diagnostics,
             report.releases_deleted, settings.nzb_retention_days)
    return report
