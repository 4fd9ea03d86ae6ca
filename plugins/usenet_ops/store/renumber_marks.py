"""Keep the renumbered mark of a (backbone, group) and reset its watermark: the operator's way out.

Why: a renumbered group must stay stopped until someone has looked (the
crawl alerts every pass meanwhile), and the reset must be as safe as the
crawl itself: it takes the group's fence, so a crawl task still running
writes nothing more, and it moves the cursor, the mark and (for a renumbered
group) the coverage of the old numbering in one transaction.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from usenet_ops.store.db import Conn


class NoCrawlState(LookupError):
    """The (backbone, group) has no crawl state: nothing to reset."""


@dataclass(frozen=True)
class WatermarkReset:
    """What a reset changed (the CLI's --json output)."""

    backbone: str
    group: str
    previous_next_article: int | None
    next_article: int | None  # None: the next pass plans like a first pass
    was_renumbered: bool
    renumbered_reason: str | None
    coverage_removed: int
    server_low: int | None
    server_high: int | None

    def as_dict(self) -> dict[str, Any]:
        """Return the reset as JSON-ready values."""
        return {"backbone": self.backbone, "group": self.group, "previous_next_article": self.previous_next_article,
                "next_article": self.next_article, "was_renumbered": self.was_renumbered,
                "renumbered_reason": self.renumbered_reason, "coverage_removed": self.coverage_removed,
                "server_low": self.server_low, "server_high": self.server_high}


def mark(conn: Conn, backbone: str, group: str, *, reason: str, evidence: dict[str, Any]) -> None:
    """Mark (backbone, group) renumbered; a group already marked keeps its first detection and evidence."""
    conn.execute(
        """UPDATE usenet.group_state
           SET renumbered_at = COALESCE(renumbered_at, now()),
               renumbered_reason = COALESCE(renumbered_reason, %s),
               renumbered_evidence = COALESCE(renumbered_evidence, %s::jsonb)
           WHERE backbone = %s AND group_name = %s""",
        (reason, json.dumps(evidence), backbone, group),
    )


def marked(conn: Conn, *, backbone: str | None = None) -> list[dict[str, Any]]:
    """Return the groups marked renumbered (on one backbone, or all), oldest detection first."""
    return conn.execute(
        """SELECT backbone, group_name, renumbered_at, renumbered_reason, renumbered_evidence, next_article,
                  server_low, server_high
           FROM usenet.group_state WHERE renumbered_at IS NOT NULL AND (%s::text IS NULL OR backbone = %s)
           ORDER BY renumbered_at, backbone, group_name""",
        (backbone, backbone),
    ).fetchall()


def reset_watermark(conn: Conn, backbone: str, group: str, *, to: int | None, owner: str) -> WatermarkReset:
    """Set the group's cursor to resume after article ``to`` (None: plan the next pass like a first one).

    In one transaction: take the fence (a running crawl task of this group
    writes nothing more), move ``next_article``, clear the renumbered mark
    and the stall count; for a renumbered group also drop its coverage and
    first article, which name articles of the old numbering (the walk-past
    sweep would otherwise judge new sets by them), and its backfill partitions
    and cached date boundaries (ADR 0010).
    """
    with conn.transaction():
        row = conn.execute(
            """SELECT next_article, renumbered_at, renumbered_reason, server_low, server_high
               FROM usenet.group_state WHERE backbone = %s AND group_name = %s FOR UPDATE""",
            (backbone, group),
        ).fetchone()
        if row is None:
            raise NoCrawlState(
                f"no crawl state for {group} on backbone {backbone}: nothing to reset "
                "(check both names: the backbone is the provider connection's `backbone` extra or its host's domain)"
            )
        was_renumbered = row["renumbered_at"] is not None
        next_article = None if to is None else to + 1
        conn.execute(
            """UPDATE usenet.group_state
               SET next_article = %s, renumbered_at = NULL, renumbered_reason = NULL, renumbered_evidence = NULL,
                   stalled_passes = 0, fence_token = fence_token + 1, fence_owner = %s, fence_taken_at = now(),
                   tail_staged_to = NULL, tail_settles_at = NULL,
                   first_article = CASE WHEN %s THEN NULL ELSE first_article END
               WHERE backbone = %s AND group_name = %s""",
            (next_article, owner, was_renumbered, backbone, group),
        )
        removed = 0
        if was_renumbered:
            removed = conn.execute("DELETE FROM usenet.coverage WHERE backbone = %s AND group_name = %s",
                                   (backbone, group)).rowcount
            # The backfill's partitions and date boundaries name old numbers too: a partition row's fence
            # dies with it (a backfill task still reading writes nothing more), and dates are searched again.
            for table in ("backfill_partitions", "backfill_boundaries"):
                conn.execute(f"DELETE FROM usenet.{table} WHERE backbone = %s AND group_name = %s", (backbone, group))
    return WatermarkReset(backbone, group, row["next_article"], next_article, was_renumbered, row["renumbered_reason"],
                          removed, row["server_low"], row["server_high"])
