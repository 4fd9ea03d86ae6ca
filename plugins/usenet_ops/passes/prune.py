"""The prune pass: stale staging, the diagnostics horizon, and opt-in catalogue retention.

- Staged sets idle longer than ``staging_prune_hours`` are removed and counted
  as the build outcome ``expired`` (the walk-past sweep judges most dead sets
  sooner; this catches the rest, e.g. groups crawled on two backbones).
- Diagnostic series older than ``diag_keep_days`` are deleted: instrument
  counters, crawl, build, health and spot pass rows, provider checks, recorded errors,
  build failures (sets set aside, with their reasons).
  Rule counters and build outcomes are kept (bounded, and the history is
  the point).
- Releases the tag fill sweep removed (``release_removals``) are purged once
  ``tagfill_grace_days`` have passed without an operator restoring them.
- Releases older than ``nzb_retention_days`` are deleted ONLY when that knob
  is set: it is 0 (keep forever) by default, because deleting a catalogue is
  not something a default should do quietly (invariant 6).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field

from usenet_ops.domain.assembly.assemble import Outcome
from usenet_ops.settings import Settings
from usenet_ops.store import building, retention, staging, tagfill_state
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
    removals_purged: int = 0

    def as_dict(self) -> dict:
        return {"expired_sets": self.expired_sets, "expired_segments": self.expired_segments,
                "diagnostics": self.diagnostics, "releases_deleted": self.releases_deleted,
                "removals_purged": self.removals_purged}


def prune(conn: Conn, settings: Settings) -> PruneReport:
    """Run every prune step; each chunk commits on its own so a crash loses nothing unpruned twice."""
    if not conn.autocommit:
        raise ValueError("prune needs an autocommit connection: each chunk commits in its own transaction")
    report = PruneReport()
    backend = staging.configure(settings)
    while backend is not None:
        # redis: sets idle past the horizon, and index entries whose set the TTL or an eviction took (fossils).
        stale_ids = backend.stale(settings.staging_prune_hours, CHUNK)
        fossils = backend.fossils(CHUNK)
        ids = list(dict.fromkeys([set_id for set_id, _ in stale_ids] + fossils))
        if not ids:
            break
        segments = backend.delete_sets(ids)
        with conn.transaction():
            building.forget_failures(conn, ids)
            building.record_outcomes(conn, {Outcome.EXPIRED.value: (len(ids), next(
                (base for _, base in stale_ids if base), "a staged set Redis no longer held (TTL or eviction)"))})
        report.expired_segments += segments
        report.expired_sets += len(ids)
    while backend is None:
        with conn.transaction():
            stale = building.lock_stale(conn, settings.staging_prune_hours, CHUNK)
            if not stale:
                break
            ids = [set_id for set_id, _ in stale]
            report.expired_segments += building.delete_sets(conn, ids)
            building.record_outcomes(conn, {Outcome.EXPIRED.value: (len(ids), stale[0][1])})
            report.expired_sets += len(ids)
    horizon = settings.diag_keep_days
    report.diagnostics["filter_instruments"] = filter_store.prune_instruments(conn, horizon)
    report.diagnostics.update(retention.delete_diagnostics(conn, horizon))
    report.removals_purged = tagfill_state.purge(conn, settings.tagfill_grace_days)
    if settings.nzb_retention_days > 0:
        report.releases_deleted = retention.delete_releases_older_than(conn, settings.nzb_retention_days)
    log.info("prune: %d stale staged sets (%d segments) expired, diagnostics removed %s, %d releases deleted "
             "(nzb_retention_days=%d), %d swept releases purged after tagfill_grace_days=%d", report.expired_sets,
             report.expired_segments, report.diagnostics, report.releases_deleted, settings.nzb_retention_days,
             report.removals_purged, settings.tagfill_grace_days)
    return report
