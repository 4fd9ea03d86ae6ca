"""A group's crawl state in Postgres, whichever backend stages: fencing tokens, coverage and the watermark.

Both staging backends (``store.staging_pg``, ``store.staging_redis``) and the
quarantine record these in the transaction that stages a batch, so they live
here, below all of them: the backends never import each other.

Invariants kept here:
1. the fencing token of (backbone, group) is read under a row lock
   (``group_fence_sql`` ... FOR UPDATE) in the staging transaction: a task that
   lost ownership writes nothing (``check_fence`` raises FenceLost);
2. coverage ranges merge with overlapping or adjacent ranges, so a group's
   coverage is a short sorted list whatever order batches and partitions
   commit in.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from usenet_ops.store.db import Conn

# One statement and its parameters, queued into a staging transaction.
Statement = tuple[str, Any]


class FenceLost(RuntimeError):
    """Another task took over this (backbone, group); this one must stop and write nothing."""


def take_fence(conn: Conn, backbone: str, group: str, owner: str) -> int:
    """Take ownership of (backbone, group) for a crawl task; return the new fencing token."""
    row = conn.execute(
        """INSERT INTO usenet.group_state (backbone, group_name, fence_token, fence_owner, fence_taken_at)
           VALUES (%s, %s, 1, %s, now())
           ON CONFLICT (backbone, group_name) DO UPDATE
           SET fence_token = usenet.group_state.fence_token + 1, fence_owner = EXCLUDED.fence_owner,
               fence_taken_at = now()
           RETURNING fence_token""",
        (backbone, group, owner),
    ).fetchone()
    assert row is not None  # INSERT ... ON CONFLICT DO UPDATE ... RETURNING always yields the row
    return int(row["fence_token"])


def forward_edge(conn: Conn, backbone: str, group: str) -> tuple[int | None, int | None]:
    """Return (the forward crawl's first article, the group's current fencing token); (None, None) if never crawled.

    Settling of history hands the sets at the forward crawl's edge to live
    staging under the current token, without taking it (the crawl keeps its
    group): a crawl that takes a new one meanwhile makes that write fail
    with FenceLost, and settling tries again next pass.
    """
    row = conn.execute("SELECT first_article, fence_token FROM usenet.group_state WHERE backbone = %s "
                       "AND group_name = %s", (backbone, group)).fetchone()
    if row is None:
        return None, None
    first = row["first_article"]
    return (int(first) if first is not None else None), int(row["fence_token"])


def group_fence_sql(backbone: str, group: str) -> Statement:
    """Return the statement that locks (backbone, group)'s crawl state and reads its fencing token."""
    return ("SELECT fence_token FROM usenet.group_state WHERE backbone = %s AND group_name = %s FOR UPDATE",
            (backbone, group))


def check_fence(current: int | None, token: int, backbone: str, group: str) -> None:
    """Raise FenceLost unless ``current`` (read under the row lock) is still ``token``."""
    if current != token:
        raise FenceLost(
            f"{group} on backbone {backbone}: fencing token {token} was superseded by {current}; "
            "another crawl task owns this group now, so this one stops without writing"
        )


def watermark_sql(backbone: str, group: str, next_article: int, first: int) -> Statement:
    """Return the statement that moves (backbone, group)'s watermark to ``next_article`` (``first``: a first pass's start)."""
    return (
        """UPDATE usenet.group_state SET next_article = %s, last_crawl_at = now(),
                  first_article = COALESCE(first_article, %s),
                  last_progress_at = CASE WHEN next_article IS DISTINCT FROM %s THEN now() ELSE last_progress_at END
           WHERE backbone = %s AND group_name = %s""",
        (next_article, first, next_article, backbone, group),
    )


def tail_sql(backbone: str, group: str, staged_to: int, settles_at: int | None) -> Statement:
    """Return the statement recording the tail staged without coverage: up to ``staged_to``, settling at ``settles_at``.

    Committed with the tail's last uncovered batch, so it never names
    articles that were not staged (``passes.crawl``, migration 112).
    """
    return ("""UPDATE usenet.group_state SET tail_staged_to = %s, tail_settles_at = %s
               WHERE backbone = %s AND group_name = %s""", (staged_to, settles_at, backbone, group))


def resolve_sql(quarantine_id: int) -> Statement:
    """Return the statement that clears a quarantine row: its range staged in the same transaction (a retry)."""
    return ("""UPDATE usenet.quarantine SET cleared_at = now(), attempts = attempts + 1, last_retry_at = now()
               WHERE id = %s AND cleared_at IS NULL""", (quarantine_id,))


def coverage_lock_sql(backbone: str, group: str) -> Statement:
    """Return the statement that serialises coverage writes of (backbone, group) until the transaction ends.

    ``coverage_sql`` merges the new range with the rows it can see; two
    transactions recording adjacent ranges at once (backfill leases read side
    by side, parallel crawl_range tasks, the forward crawl beside the top
    partition) each see the other's row only after it commits, and both
    insert: two adjacent rows, never merged again. Every check that wants
    one row to hold a span (the walk-past sweep, the merge's run rule) then
    misjudges. Taken right before the merge, in its own statement, so the
    merge's snapshot sees the rows the lock's previous holder committed.
    """
    return ("SELECT pg_advisory_xact_lock(%s::int, hashtext(%s))", (_COVERAGE_LOCK, f"{backbone}\x1f{group}"))


# The advisory lock class of coverage writes (pg_advisory_xact_lock(class, key)): "cov" in ASCII.
_COVERAGE_LOCK = 0x636F76


def coverage_sql(backbone: str, group: str, lo: int, hi: int) -> Statement:
    """Return the statement recording [lo, hi] as fetched, merged with overlapping or adjacent ranges."""
    return (
        """WITH merged AS (
               DELETE FROM usenet.coverage
               WHERE backbone = %(b)s AND group_name = %(g)s AND hi >= %(lo)s - 1 AND lo <= %(hi)s + 1
               RETURNING lo, hi)
           INSERT INTO usenet.coverage (backbone, group_name, lo, hi)
           SELECT %(b)s, %(g)s, LEAST(%(lo)s, min(lo)), GREATEST(%(hi)s, max(hi)) FROM merged""",
        {"b": backbone, "g": group, "lo": lo, "hi": hi},
    )


def add_coverage(conn: Conn, backbone: str, group: str, lo: int, hi: int) -> None:
    """Record [lo, hi] as fetched, merged with overlapping or adjacent ranges."""
    if hi < lo:
        return
    conn.execute(*coverage_lock_sql(backbone, group))
    conn.execute(*coverage_sql(backbone, group, lo, hi))


def coverage(conn: Conn, backbone: str, group: str) -> list[tuple[int, int]]:
    """Return the fetched ranges of (backbone, group) in order."""
    rows = conn.execute(
        "SELECT lo, hi FROM usenet.coverage WHERE backbone = %s AND group_name = %s ORDER BY lo", (backbone, group)
    ).fetchall()
    return [(r["lo"], r["hi"]) if isinstance(r, dict) else (r[0], r[1]) for r in rows]


def batch_tail(backbone: str, group: str, *, covered: tuple[int, int] | None, next_article: int | None,
               resolves: int | None, also: Sequence[Statement] = ()) -> list[Statement]:
    """Return the crawl-state statements that close a staging transaction, in their order.

    Coverage of ``covered``, the watermark at ``next_article`` (None: left
    alone), the caller's own statements (``also``: a backfill partition's
    progress) and the quarantine row a retry clears (``resolves``). Both
    backends end a batch with exactly these, so the crawl state moves the
    same way whichever one staged the files.
    """
    out: list[Statement] = []
    if covered is not None and covered[1] >= covered[0]:
        out.append(coverage_lock_sql(backbone, group))
        out.append(coverage_sql(backbone, group, covered[0], covered[1]))
    if next_article is not None:
        out.append(watermark_sql(backbone, group, next_article, covered[0] if covered else next_article))
    out.extend(also)
    if resolves is not None:
        out.append(resolve_sql(resolves))
    return out
