"""The probe queue in Postgres: candidates recorded at build, claimed and finished by the probe pass.

Table: include/sql/090_probe_queue.sql. Invariants kept here:

- enqueueing is idempotent: a (release, kind, message-id) is one row, so a
  re-run build or a crashed and re-run task adds nothing;
- a claim is a lease (``FOR UPDATE SKIP LOCKED``): two tasks never take the
  same row at once, and a claim older than ``lease`` is taken back, so a task
  killed mid-batch loses nothing;
- a claim skips rows this provider already failed, so an article missing on
  one provider is retried on another; after ``max_attempts`` it is 'failed';
- finishing is by id and claimant: a task whose lease was taken back writes
  nothing over the new claimant's row;
- what was tried is remembered (issue 28): a fallback read that taught
  nothing is finished in its own transaction with what its bytes were
  (``content``), so a re-run after a crash neither reads it again nor loses
  the candidates after it; ``release_bytes`` is what the release's rows read
  across runs, the per-release byte budget's measure.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from usenet_ops.store.db import Conn, one

KINDS = ("par2_index", "archive_first", "archive_last", "lone_file", "nfo", "smallest_file", "next_file", "par2_other",
         "par2_tail")
DEFAULT_LEASE = dt.timedelta(minutes=30)


@dataclass(frozen=True)
class Candidate:
    """One probe candidate of a release, as the build records it (lower priority is probed first)."""

    release_id: int
    kind: str
    message_id: str
    file_name: str = ""
    size: int = 0
    priority: int = 100


@dataclass(frozen=True)
class Claimed:
    """A row a probe task holds: what to fetch, and for which release."""

    id: int
    release_id: int
    kind: str
    message_id: str
    file_name: str
    size: int
    attempts: int
    priority: int


def enqueue(conn: Conn, candidates: Sequence[Candidate]) -> int:
    """Record candidates (no commit); an existing (release, kind, message-id) is left alone. Returns rows added."""
    rows = [c for c in candidates if c.kind in KINDS and 3 <= len(c.message_id) <= 512]
    if not rows:
        return 0
    cur = conn.execute(
        "INSERT INTO probe_queue (release_id, kind, message_id, file_name, size, priority) "
        "SELECT * FROM unnest(%s::bigint[], %s::text[], %s::text[], %s::text[], %s::bigint[], %s::smallint[]) "
        "ON CONFLICT (release_id, kind, message_id) DO NOTHING",
        ([c.release_id for c in rows], [c.kind for c in rows], [c.message_id for c in rows],
         [c.file_name[:1024] for c in rows], [max(0, c.size) for c in rows], [c.priority for c in rows]),
    )
    return cur.rowcount


def claim(conn: Conn, *, claimant: str, provider: str, limit: int,
          lease: dt.timedelta = DEFAULT_LEASE) -> list[Claimed]:
    """Lease up to ``limit`` ready rows in priority order (commits), skipping rows ``provider`` already failed."""
    with conn.transaction():
        rows = conn.execute(
            "WITH picked AS ("
            "  SELECT id FROM probe_queue"
            "  WHERE (state = 'queued' OR (state = 'claimed' AND claimed_at < now() - %s::interval))"
            "    AND NOT (%s = ANY (failed_providers))"
            "  ORDER BY priority, id LIMIT %s FOR UPDATE SKIP LOCKED)"
            " UPDATE probe_queue q SET state = 'claimed', claimed_by = %s, claimed_at = now(),"
            "   attempts = q.attempts + 1"
            " FROM picked WHERE q.id = picked.id"
            " RETURNING q.id, q.release_id, q.kind, q.message_id, q.file_name, q.size, q.attempts, q.priority",
            (lease, provider, limit, claimant),
        ).fetchall()
    return sorted((Claimed(**r) for r in rows), key=lambda c: (c.priority, c.id))


def finish(conn: Conn, row_id: int, *, claimant: str, bytes_read: int, note: str = "", content: str = "") -> bool:
    """Mark a claimed row done (no commit). False when the lease was lost to another claimant."""
    cur = conn.execute(
        "UPDATE probe_queue SET state = 'done', finished_at = now(), bytes_read = bytes_read + %s, note = %s,"
        " content = %s WHERE id = %s AND state = 'claimed' AND claimed_by = %s",
        (max(0, bytes_read), note[:500], content[:32], row_id, claimant),
    )
    return cur.rowcount == 1


def release_bytes(conn: Conn, release_id: int) -> int:
    """Return the bytes the release's probe rows have read, in every run (the per-release budget's measure)."""
    row = one(conn.execute("SELECT coalesce(sum(bytes_read), 0) AS n FROM probe_queue WHERE release_id = %s",
                           (release_id,)))
    return int(row["n"])


def read_contents(conn: Conn, release_id: int) -> dict[str, str]:
    """Return {file name: what its read bytes were} of the release's finished rows that read something."""
    rows = conn.execute(
        "SELECT file_name, content FROM probe_queue WHERE release_id = %s AND state = 'done' AND content <> ''"
        " ORDER BY id", (release_id,)).fetchall()
    out: dict[str, str] = {}
    for r in rows:
        out.setdefault(r["file_name"], r["content"])
    return out


def open_rows(conn: Conn, release_id: int) -> int:
    """Return how many of the release's rows are still queued or claimed."""
    row = one(conn.execute(
        "SELECT count(*) AS n FROM probe_queue WHERE release_id = %s AND state IN ('queued', 'claimed')",
        (release_id,)))
    return int(row["n"])


def fail(conn: Conn, row_id: int, *, claimant: str, provider: str, error: str, max_attempts: int,
         bytes_read: int = 0) -> str | None:
    """Record a failed fetch (no commit): back to 'queued' for another provider, or 'failed' at max attempts.

    Returns the row's new state, or None when the lease was lost.
    """
    row = conn.execute(
        "UPDATE probe_queue SET failed_providers = array_append(failed_providers, %s), note = %s,"
        " bytes_read = bytes_read + %s,"
        " state = CASE WHEN attempts >= %s THEN 'failed' ELSE 'queued' END,"
        " finished_at = CASE WHEN attempts >= %s THEN now() END, claimed_by = '', claimed_at = NULL "
        "WHERE id = %s AND state = 'claimed' AND claimed_by = %s RETURNING state",
        (provider, error[:500], max(0, bytes_read), max_attempts, max_attempts, row_id, claimant),
    ).fetchone()
    return None if row is None else str(row["state"])


def depth(conn: Conn) -> dict[str, Any]:
    """Counts per state and kind, and the bytes read: what ``probes status`` prints."""
    rows = conn.execute(
        "SELECT state, kind, count(*) AS n, coalesce(sum(bytes_read), 0) AS bytes FROM probe_queue GROUP BY 1, 2"
    ).fetchall()
    states = dict.fromkeys(("queued", "claimed", "done", "failed"), 0)
    kinds: dict[str, int] = {}
    total_bytes = 0
    for r in rows:
        states[r["state"]] += int(r["n"])
        if r["state"] in ("queued", "claimed"):
            kinds[r["kind"]] = kinds.get(r["kind"], 0) + int(r["n"])
        total_bytes += int(r["bytes"])
    releases = one(conn.execute(
        "SELECT count(DISTINCT release_id) AS n FROM probe_queue WHERE state IN ('queued', 'claimed')"))
    return {"states": states, "pending_by_kind": kinds, "bytes_read": total_bytes,
            "releases_pending": int(releases["n"])}


def for_release(conn: Conn, release_id: int) -> list[dict[str, Any]]:
    """A release's candidates in priority order (the operator view and tests read them)."""
    return conn.execute(
        "SELECT id, kind, message_id, file_name, size, priority, state, attempts, failed_providers, bytes_read, note,"
        " content "
        "FROM probe_queue WHERE release_id = %s ORDER BY priority, id", (release_id,)
    ).fetchall()


def claim_siblings(conn: Conn, *, claimant: str, provider: str, release_ids: Sequence[int],
                   lease: dt.timedelta = DEFAULT_LEASE) -> list[Claimed]:
    """Lease the other ready rows of ``release_ids`` (commits), so one task reads all of a release's probes.

    WHY: a 7z set's listing needs its first volume and its last volume's
    tail read together (``domain.probe.findings.summarise``); a claim by priority can
    split a release's rows across tasks.
    """
    if not release_ids:
        return []
    with conn.transaction():
        rows = conn.execute(
            "WITH picked AS ("
            "  SELECT id FROM probe_queue"
            "  WHERE release_id = ANY(%s)"
            "    AND (state = 'queued' OR (state = 'claimed' AND claimed_at < now() - %s::interval))"
            "    AND NOT (%s = ANY (failed_providers))"
            "  FOR UPDATE SKIP LOCKED)"
            " UPDATE probe_queue q SET state = 'claimed', claimed_by = %s, claimed_at = now(),"
            "   attempts = q.attempts + 1"
            " FROM picked WHERE q.id = picked.id"
            " RETURNING q.id, q.release_id, q.kind, q.message_id, q.file_name, q.size, q.attempts, q.priority",
            (list(release_ids), lease, provider, claimant),
        ).fetchall()
    return sorted((Claimed(**r) for r in rows), key=lambda c: (c.priority, c.id))


def unclaim(conn: Conn, row_ids: Sequence[int], *, claimant: str) -> int:
    """Hand back claimed rows that were never fetched (no commit): queued again, the attempt not counted."""
    if not row_ids:
        return 0
    cur = conn.execute(
        "UPDATE probe_queue SET state = 'queued', claimed_by = '', claimed_at = NULL,"
        " attempts = greatest(attempts - 1, 0) WHERE id = ANY(%s) AND state = 'claimed' AND claimed_by = %s",
        (list(row_ids), claimant),
    )
    return cur.rowcount
