"""Backfill state: partition claims and progress, date boundaries, the pressure gate (docs/adr/0010).

Invariants kept here:

1. A partition is claimed by taking a new fencing token on its row; every
   staging transaction of the claim locks the row and checks the token
   (``fence_sql``), so a task that lost its claim writes nothing.
2. A live claim (state ``running`` with a heartbeat younger than
   ``CLAIM_STALE_SEC``) is only taken over by a retry of the same task
   (same owner without the try number): overlapping runs never read one
   range twice, and a SIGKILLed task's retry resumes at once.
3. Progress (``progress_sql``) is written in the batch's own staging
   transaction, so it never runs ahead of what is staged.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from typing import Any

from usenet_ops.domain.backfill_plan import Partition
from usenet_ops.store.db import Conn
from usenet_ops.store.staging import Statement

# A running claim without a heartbeat for this long is abandoned (its task died
# without a retry): another run may take the partition.
CLAIM_STALE_SEC = 300


@dataclass(frozen=True)
class PartitionKey:
    """Names one partition row."""

    backbone: str
    group: str
    size: int
    block: int


def claim(conn: Conn, key: PartitionKey, part: Partition, *, owner: str, run_id: str,
          stale_sec: int = CLAIM_STALE_SEC, worker: str = "") -> int | None:
    """Claim a partition; return its new fencing token, or None when another task holds it live.

    ``owner`` identifies the task without its try number: a retry of the
    same task takes over a live claim (its previous try is dead or will be
    fenced out), anyone else waits for the claim to finish or go stale.
    """
    row = conn.execute(
        """INSERT INTO usenet.backfill_partitions AS p
               (backbone, group_name, size, block, lo, hi, state, fence_token, owner, run_id, claimed_at,
                heartbeat_at, read_to, message, worker)
           VALUES (%(b)s, %(g)s, %(size)s, %(block)s, %(lo)s, %(hi)s, 'running', 1, %(owner)s, %(run)s, now(), now(),
                   NULL, '', %(worker)s)
           ON CONFLICT (backbone, group_name, size, block) DO UPDATE SET
               lo = LEAST(p.lo, EXCLUDED.lo), hi = GREATEST(p.hi, EXCLUDED.hi), state = 'running',
               fence_token = p.fence_token + 1, owner = EXCLUDED.owner, run_id = EXCLUDED.run_id,
               claimed_at = now(), heartbeat_at = now(), read_to = NULL, finished_at = NULL, message = '',
               worker = EXCLUDED.worker
           WHERE p.state <> 'running' OR p.owner = EXCLUDED.owner
              OR p.heartbeat_at < now() - make_interval(secs => %(stale)s)
           RETURNING fence_token""",
        {"b": key.backbone, "g": key.group, "size": key.size, "block": key.block, "lo": part.lo, "hi": part.hi,
         "owner": owner, "run": run_id, "stale": stale_sec, "worker": worker},
    ).fetchone()
    return int(row["fence_token"]) if row else None


def last_claimed(conn: Conn) -> dt.datetime | None:
    """Return when a partition was last claimed (any group), or None."""
    row = conn.execute("SELECT max(claimed_at) AS at FROM usenet.backfill_partitions").fetchone()
    return row["at"] if row else None


def holder(conn: Conn, key: PartitionKey) -> dict[str, Any] | None:
    """Return the partition row (who holds it, since when), or None."""
    return conn.execute(
        """SELECT owner, run_id, state, heartbeat_at, read_to, fence_token FROM usenet.backfill_partitions
           WHERE backbone = %s AND group_name = %s AND size = %s AND block = %s""",
        (key.backbone, key.group, key.size, key.block)).fetchone()


def fence_sql(key: PartitionKey) -> Statement:
    """Return the statement that locks the partition row and reads its fencing token (inside a staging transaction)."""
    return ("""SELECT fence_token FROM usenet.backfill_partitions
               WHERE backbone = %s AND group_name = %s AND size = %s AND block = %s FOR UPDATE""",
            (key.backbone, key.group, key.size, key.block))


def progress_sql(key: PartitionKey, *, read_to: int, articles: int) -> Statement:
    """Return the statement recording a committed batch on the partition row (same transaction as its rows)."""
    return ("""UPDATE usenet.backfill_partitions SET read_to = %s, articles = articles + %s, heartbeat_at = now()
               WHERE backbone = %s AND group_name = %s AND size = %s AND block = %s""",
            (read_to, articles, key.backbone, key.group, key.size, key.block))


def finish(conn: Conn, key: PartitionKey, fence: int, *, state: str, staged: int, seconds: float,
           message: str = "") -> bool:
    """Close the claim with ``state``; return False when the fence was lost (nothing written)."""
    cur = conn.execute(
        """UPDATE usenet.backfill_partitions SET state = %s, staged = staged + %s, seconds = seconds + %s,
                  message = %s, finished_at = now(), heartbeat_at = now()
           WHERE backbone = %s AND group_name = %s AND size = %s AND block = %s AND fence_token = %s""",
        (state, staged, seconds, message[:2000], key.backbone, key.group, key.size, key.block, fence))
    return cur.rowcount == 1


def boundary(conn: Conn, backbone: str, group: str, at: dt.datetime) -> int | None:
    """Return the cached first article posted at or after ``at``, or None when not searched yet."""
    row = conn.execute(
        "SELECT article FROM usenet.backfill_boundaries WHERE backbone = %s AND group_name = %s AND at = %s",
        (backbone, group, at)).fetchone()
    return int(row["article"]) if row else None


def save_boundary(conn: Conn, backbone: str, group: str, at: dt.datetime, article: int, probes: int) -> None:
    """Cache a searched boundary (a concurrent search of the same one keeps the first)."""
    conn.execute(
        """INSERT INTO usenet.backfill_boundaries (backbone, group_name, at, article, probes)
           VALUES (%s, %s, %s, %s, %s) ON CONFLICT DO NOTHING""", (backbone, group, at, article, probes))


def gate_paused(conn: Conn) -> bool:
    """Return whether the pressure gate is paused (it resumes below the low mark)."""
    row = conn.execute("SELECT paused FROM usenet.backfill_gate").fetchone()
    return bool(row and row["paused"])


def set_gate(conn: Conn, paused: bool) -> None:
    """Record the pressure gate's state when it changes."""
    conn.execute(
        """INSERT INTO usenet.backfill_gate (id, paused) VALUES (true, %s)
           ON CONFLICT (id) DO UPDATE SET paused = EXCLUDED.paused, changed_at = now()
           WHERE usenet.backfill_gate.paused IS DISTINCT FROM EXCLUDED.paused""", (paused,))


def group_rows(conn: Conn, *, backbone: str | None = None, group: str | None = None) -> list[dict[str, Any]]:
    """Return per (backbone, group) the crawl state a plan needs: bounds, the forward crawl's start, renumbering."""
    return conn.execute(
        """SELECT backbone, group_name, first_article, next_article, server_low, server_high, renumbered_at
           FROM usenet.group_state
           WHERE (%(b)s::text IS NULL OR backbone = %(b)s) AND (%(g)s::text IS NULL OR group_name = %(g)s)
           ORDER BY backbone, group_name""", {"b": backbone, "g": group}).fetchall()


def partition_figures(conn: Conn, *, hours: int = 1) -> dict[tuple[str, str], dict[str, Any]]:
    """Return per (backbone, group) partition counts by state and the read rate over the last ``hours``."""
    rows = conn.execute(
        """SELECT backbone, group_name,
                  count(*) FILTER (WHERE state = 'running') AS running,
                  count(*) FILTER (WHERE state = 'done') AS done,
                  count(*) FILTER (WHERE state IN ('failed', 'pressure')) AS unfinished,
                  COALESCE(sum(articles) FILTER (WHERE heartbeat_at > now() - make_interval(hours => %s)), 0)
                      AS recent_articles,
                  COALESCE(sum(seconds) FILTER (WHERE heartbeat_at > now() - make_interval(hours => %s)), 0)
                      AS recent_seconds,
                  max(heartbeat_at) AS last_at
           FROM usenet.backfill_partitions GROUP BY backbone, group_name""", (hours, hours)).fetchall()
    return {(r["backbone"], r["group_name"]): dict(r) for r in rows}


def running_partitions(conn: Conn, backbone: str, group: str) -> list[tuple[int, int]]:
    """Return the ranges of live claims of (backbone, group): a plan leaves them to their holder."""
    rows = conn.execute(
        """SELECT lo, hi FROM usenet.backfill_partitions
           WHERE backbone = %s AND group_name = %s AND state = 'running'
             AND heartbeat_at > now() - make_interval(secs => %s) ORDER BY lo""",
        (backbone, group, CLAIM_STALE_SEC)).fetchall()
    return [(r["lo"], r["hi"]) for r in rows]


def reset(conn: Conn, backbone: str, group: str, *, below: int | None) -> dict[str, int]:
    """Forget coverage (and partition rows) of (backbone, group) below ``below`` (all when None), in one transaction.

    Staged rows are kept (staging dedups a re-read). Coverage above the
    forward crawl's start is the crawl's and stays; so do open quarantine rows.
    """
    limit = below if below is not None else 2**62
    with conn.transaction():
        state = conn.execute(
            "SELECT first_article FROM usenet.group_state WHERE backbone = %s AND group_name = %s FOR UPDATE",
            (backbone, group)).fetchone()
        first = state["first_article"] if state and state["first_article"] is not None else None
        cut = min(limit, first) if first is not None else limit
        trimmed = conn.execute(
            """UPDATE usenet.coverage SET lo = %s WHERE backbone = %s AND group_name = %s AND lo < %s AND hi >= %s""",
            (cut, backbone, group, cut, cut)).rowcount
        removed = conn.execute(
            "DELETE FROM usenet.coverage WHERE backbone = %s AND group_name = %s AND hi < %s",
            (backbone, group, cut)).rowcount
        parts = conn.execute(
            "DELETE FROM usenet.backfill_partitions WHERE backbone = %s AND group_name = %s AND lo < %s",
            (backbone, group, cut)).rowcount
    return {"coverage_ranges_removed": removed, "coverage_ranges_trimmed": trimmed, "partitions_removed": parts,
            "below": cut}


def coverage_in(conn: Conn, backbone: str, group: str, lo: int, hi: int) -> list[tuple[int, int]]:
    """Return the coverage ranges of (backbone, group) that touch [lo, hi], in order."""
    rows = conn.execute(
        """SELECT lo, hi FROM usenet.coverage WHERE backbone = %s AND group_name = %s AND hi >= %s AND lo <= %s
           ORDER BY lo""", (backbone, group, lo, hi)).fetchall()
    return [(r["lo"], r["hi"]) for r in rows]


def quarantined_in(conn: Conn, backbone: str, group: str, lo: int, hi: int) -> list[tuple[int, int]]:
    """Return the open quarantined ranges of (backbone, group) that touch [lo, hi]."""
    rows = conn.execute(
        """SELECT lo, hi FROM usenet.quarantine WHERE backbone = %s AND group_name = %s AND cleared_at IS NULL
             AND hi >= %s AND lo <= %s ORDER BY lo""", (backbone, group, lo, hi)).fetchall()
    return [(r["lo"], r["hi"]) for r in rows]
