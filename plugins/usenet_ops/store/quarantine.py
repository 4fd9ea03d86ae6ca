"""Quarantined article ranges: what Postgres refused to stage, set aside so the group moves on.

Invariants kept here (docs/adr/0009):

1. A range is quarantined in ONE transaction with the coverage around it and
   the watermark moving past it, under the group's fencing token: a crash
   leaves all or none of them, and a task that lost the group writes nothing.
2. A quarantined range is never written as coverage. Only a retry that
   stages it (a backend's ``stage_batch(..., resolves=id)``) records its
   coverage, and clears the row in that same transaction.
3. Rows are kept after they clear (``cleared_at``): the history of what was
   refused, and when it went through, stays readable.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from usenet_ops.store import crawl_state
from usenet_ops.store.db import Conn, Script
from usenet_ops.store.filters import HitCounts, record_hits


@dataclass(frozen=True)
class PoisonRange:
    """A range the crawl could not stage: its numbers, its lines, why, and the first such line."""

    lo: int
    hi: int
    articles: int
    error: str
    sample: str


@dataclass(frozen=True)
class QuarantineEntry:
    """One quarantine row."""

    id: int
    backbone: str
    group: str
    lo: int
    hi: int
    articles: int
    error: str
    sample: str
    provider: str
    run_id: str
    quarantined_at: datetime
    attempts: int
    last_retry_at: datetime | None
    last_error: str
    cleared_at: datetime | None

    @property
    def open(self) -> bool:
        return self.cleared_at is None

    def as_dict(self) -> dict[str, Any]:
        """Return the row as the CLI's JSON prints it (a stable contract; times as ISO strings)."""
        return {
            "id": self.id, "backbone": self.backbone, "group": self.group, "lo": self.lo, "hi": self.hi,
            "articles": self.articles, "error": self.error, "sample": self.sample, "provider": self.provider,
            "run_id": self.run_id, "quarantined_at": self.quarantined_at.isoformat(), "attempts": self.attempts,
            "last_retry_at": self.last_retry_at.isoformat() if self.last_retry_at else None,
            "last_error": self.last_error, "cleared_at": self.cleared_at.isoformat() if self.cleared_at else None,
            "open": self.open,
        }


def settle(conn: Conn, *, backbone: str, group: str, fence: int, lo: int, hi: int, poisons: Sequence[PoisonRange],
           provider: str = "", run_id: str = "", hits: HitCounts | None = None,
           fence_sql: crawl_state.Statement | None = None, also: Sequence[crawl_state.Statement] = (),
           watermark: bool = True) -> list[int]:
    """Close articles lo..hi whose files are staged: quarantine ``poisons``, cover the rest, move the watermark.

    One transaction under the fencing token: the quarantine rows, the
    coverage of lo..hi minus the poisoned spans, the watermark at hi + 1 and
    the rule counters (``hits``). Returns the rows' ids, in ``poisons`` order.
    A backfill partition passes its own fence (``fence_sql``), its progress
    (``also``) and ``watermark=False``: history below the forward crawl's
    start never moves its watermark.
    """
    script = Script(conn)
    try:
        script.execute("BEGIN")
        fence_rows = script.execute(*(fence_sql or crawl_state.group_fence_sql(backbone, group)))
        script.run()
        row = fence_rows.one()
        crawl_state.check_fence(row["fence_token"] if row else None, fence, backbone, group)
        inserted = [script.execute(
            """INSERT INTO usenet.quarantine (backbone, group_name, lo, hi, articles, error, sample, provider, run_id)
               VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s) RETURNING id""",
            (backbone, group, p.lo, p.hi, p.articles, p.error, p.sample, provider, run_id)) for p in poisons]
        for a, b in outside(lo, hi, [(p.lo, p.hi) for p in poisons]):
            script.execute(*crawl_state.coverage_lock_sql(backbone, group))
            script.execute(*crawl_state.coverage_sql(backbone, group, a, b))
        if hits:
            record_hits(script, hits)
        if watermark:
            script.execute(*crawl_state.watermark_sql(backbone, group, hi + 1, lo))
        for statement in also:
            script.execute(*statement)
        script.execute("COMMIT")
        script.run()
    except BaseException:
        script.abort()
        raise
    ids = []
    for handle in inserted:
        got = handle.one()
        assert got is not None  # INSERT ... RETURNING yields its row
        ids.append(int(got["id"]))
    return ids


def outside(lo: int, hi: int, holes: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
    """Return lo..hi minus ``holes`` (closed ranges) as closed ranges, in order."""
    out = []
    at = lo
    for a, b in sorted(holes):
        if a > at:
            out.append((at, min(a - 1, hi)))
        at = max(at, b + 1)
        if at > hi:
            break
    if at <= hi:
        out.append((at, hi))
    return out


_COLUMNS = """id, backbone, group_name, lo, hi, articles, error, sample, provider, run_id, quarantined_at, attempts,
              last_retry_at, last_error, cleared_at"""


def _entry(r: dict[str, Any]) -> QuarantineEntry:
    return QuarantineEntry(
        id=r["id"], backbone=r["backbone"], group=r["group_name"], lo=r["lo"], hi=r["hi"], articles=r["articles"],
        error=r["error"], sample=r["sample"], provider=r["provider"], run_id=r["run_id"],
        quarantined_at=r["quarantined_at"], attempts=r["attempts"], last_retry_at=r["last_retry_at"],
        last_error=r["last_error"], cleared_at=r["cleared_at"])


def entries(conn: Conn, *, entry_id: int | None = None, group: str | None = None,
            include_cleared: bool = False) -> list[QuarantineEntry]:
    """Return quarantine rows (open ones unless ``include_cleared``), by group and range."""
    rows = conn.execute(
        f"""SELECT {_COLUMNS} FROM usenet.quarantine
            WHERE (%(id)s::bigint IS NULL OR id = %(id)s) AND (%(g)s::text IS NULL OR group_name = %(g)s)
              AND (%(all)s OR cleared_at IS NULL)
            ORDER BY group_name, backbone, lo, id""",
        {"id": entry_id, "g": group, "all": include_cleared or entry_id is not None},
    ).fetchall()
    return [_entry(r) for r in rows]


def note_retry_failed(conn: Conn, entry_id: int, error: str) -> None:
    """Count a retry that did not clear the range, and keep its error."""
    conn.execute(
        """UPDATE usenet.quarantine SET attempts = attempts + 1, last_retry_at = now(), last_error = %s
           WHERE id = %s""", (error, entry_id))
