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
from usenet_ops.store import building, retention, tagfill_state
from usenet_ops.store import filters as filter_store
from usenet_ops.store.db import Conn
from usenet_ops.store.staging import StagingBackend

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


def prune(conn: Conn, settings: Settings, *, staging: StagingBackend) -> PruneReport:
    """Run every prune step; each chunk commits on its own so a crash loses nothing unpruned twice."""
    if not conn.autocommit:
        raise ValueError("prune needs an autocommit connection: each chunk commits in its own transaction")
    report = PruneReport()
    while True:
        # Sets idle past the horizon (on Redis also index entries whose set the TTL or an eviction took).
        with staging.claim_stale(conn, settings.staging_prune_hours, CHUNK) as claim:
            if not claim.ids:
                break
            report.expired_segments += claim.remove(claim.ids)
            sample = next((base for base in claim.bases.values() if base), "a staged set the backend no longer held")
            building.record_outcomes(conn, {Outcome.EXPIRED.value: (len(claim.ids), sample)})
            report.expired_sets += len(claim.ids)
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
