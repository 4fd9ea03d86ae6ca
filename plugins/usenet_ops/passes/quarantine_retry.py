"""Retry a quarantined range: read it again through the normal staging path, clear it when it stages.

Plain Python, no Airflow: ``usenet-ops crawl quarantine retry`` calls it.
The range is read in batches of ``settings.batch`` articles with the crawl's
own ingest (bounds, filters), each batch's files are staged without coverage
or watermark, and one last transaction records the whole range as coverage
and clears the quarantine row (docs/adr/0009). The group's watermark is never
moved: the range lies behind it.

A retry takes the group's fencing token, as a crawl task does: a crawl
running on the group at that moment loses it and stops without writing
(its report says ``fenced``); the next run goes on from the watermark.
"""

from __future__ import annotations

import enum
import logging
from dataclasses import dataclass, field
from typing import Any

from usenet_ops.domain import ingest as ingest_mod
from usenet_ops.nntp.errors import NNTPError
from usenet_ops.nntp.pool import Pool
from usenet_ops.settings import Settings
from usenet_ops.store import crawl_state, quarantine, telemetry
from usenet_ops.store.db import Conn
from usenet_ops.store.db_errors import describe, refused_data
from usenet_ops.store.staging import StagingBackend

log = logging.getLogger(__name__)


class RetryState(enum.StrEnum):
    """How a retry ended (a stable contract: the CLI's JSON)."""

    CLEARED = "cleared"  # staged; the range is coverage now and the row is closed
    REFUSED = "refused"  # Postgres refused it again; the row stays open with the error
    FAILED = "failed"  # the provider could not be read (or the group is gone); the row stays open


@dataclass
class RetryReport:
    """What one retry did."""

    id: int
    group: str
    lo: int
    hi: int
    state: RetryState
    articles: int = 0
    staged: int = 0
    outcomes: dict[str, int] = field(default_factory=dict)
    message: str = ""

    def as_dict(self) -> dict[str, Any]:
        return {"id": self.id, "group": self.group, "lo": self.lo, "hi": self.hi, "state": self.state.value,
                "articles": self.articles, "staged": self.staged, "outcomes": self.outcomes, "message": self.message}


def retry(entry: quarantine.QuarantineEntry, *, conn: Conn, pool: Pool, settings: Settings,
          filters: ingest_mod.IngestFilters, indexed_groups: frozenset[str], owner: str,
          staging: StagingBackend) -> RetryReport:
    """Read ``entry``'s range again from ``pool``'s provider and stage it; clear the row when it stages."""
    report = RetryReport(entry.id, entry.group, entry.lo, entry.hi, RetryState.FAILED)
    fence = crawl_state.take_fence(conn, entry.backbone, entry.group, owner)
    try:
        with pool.borrow(pool.settings.timeouts.dial) as client:
            if client.group(entry.group) is None:
                report.message = f"{entry.group} is not carried by this provider (411)"
                quarantine.note_retry_failed(conn, entry.id, report.message)
                return report
            fmt = client.overview_format
            lo = entry.lo
            while lo <= entry.hi:
                hi = min(entry.hi, lo + settings.batch - 1)
                result = ingest_mod.ingest_block(client.over_block(lo, hi), fmt, group=entry.group,
                                                 indexed_groups=indexed_groups, filters=filters, numbers=(lo, hi))
                report.articles += result.articles
                for reason, n in result.outcomes.items():
                    report.outcomes[reason] = report.outcomes.get(reason, 0) + n
                staged = staging.stage_batch(conn, backbone=entry.backbone, group=entry.group, fence=fence,
                                             files=result.files.values(), covered=None, next_article=None,
                                             hits=telemetry.filter_counts([result]))
                report.staged += staged.inserted
                lo = hi + 1
        staging.stage_batch(conn, backbone=entry.backbone, group=entry.group, fence=fence, files=(),
                            covered=(entry.lo, entry.hi), next_article=None, resolves=entry.id)
    except NNTPError as exc:
        report.message = f"reading {entry.group} {entry.lo}-{entry.hi} failed: {type(exc).__name__}: {exc}"
        quarantine.note_retry_failed(conn, entry.id, report.message)
        return report
    except crawl_state.FenceLost:
        raise
    except Exception as exc:
        if not refused_data(exc):
            raise
        report.state = RetryState.REFUSED
        report.message = describe(exc)
        quarantine.note_retry_failed(conn, entry.id, report.message)
        log.warning("quarantine %d (%s %d-%d) refused again: %s", entry.id, entry.group, entry.lo, entry.hi,
                    report.message)
        return report
    report.state = RetryState.CLEARED
    log.info("quarantine %d (%s %d-%d) cleared: %d articles read, %d staged", entry.id, entry.group, entry.lo,
             entry.hi, report.articles, report.staged)
    return report
