"""The build's records in Postgres: outcomes per reason per day, failures and sets set aside, sweep cursors.

Whichever backend stages (``store.staging``), these live in Postgres and are
written in the transaction that stores the releases they count, so a crash
counts nothing twice.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping, Sequence
from typing import Any

from usenet_ops.domain import bounds
from usenet_ops.store.db import Conn

# A failure's detail: the exception and where it was raised, or the database's refusal.
FAILURE_DETAIL_CHARS = 1000


def record_outcomes(conn: Conn, outcomes: Mapping[str, tuple[int, str]],
                    day: dt.date | None = None) -> None:
    """Add outcome counts for today (one statement), keeping the first sample of each reason and up to
    ``SAMPLES`` distinct ones in ``samples`` (what ``build outcomes`` and the Builder tab show)."""
    if not outcomes:
        return
    keys = sorted(outcomes)
    conn.execute(
        """INSERT INTO usenet.build_outcomes (day, reason, count, sample, samples)
           SELECT d, r, c, s, CASE WHEN s = '' THEN '{}'::text[] ELSE ARRAY[s] END
           FROM unnest(%s::date[], %s::text[], %s::bigint[], %s::text[]) AS u(d, r, c, s)
           ON CONFLICT (day, reason) DO UPDATE SET count = usenet.build_outcomes.count + EXCLUDED.count,
               sample = CASE WHEN usenet.build_outcomes.sample = '' THEN EXCLUDED.sample
                             ELSE usenet.build_outcomes.sample END,
               samples = CASE WHEN cardinality(usenet.build_outcomes.samples) >= 5
                                   OR EXCLUDED.sample = ''
                                   OR EXCLUDED.sample = ANY (usenet.build_outcomes.samples)
                              THEN usenet.build_outcomes.samples
                              ELSE usenet.build_outcomes.samples || EXCLUDED.sample END""",
        ([day or dt.datetime.now(dt.UTC).date()] * len(keys), keys, [outcomes[k][0] for k in keys],
         [outcomes[k][1][:500] for k in keys]),
    )


def record_failures(conn: Conn, failures: Sequence[tuple[str, str, str, str, str]], *,
                    reject_at: int) -> dict[str, int]:
    """Count one more failed attempt for each (set_id, group, base, reason, detail); return {set_id: attempts}.

    A set whose attempts reach ``reject_at`` is marked set aside (rejected_at)
    in the same statement; ``reason`` and ``detail`` keep the latest failure.
    Runs in the caller's transaction, with the sets locked, so a crash
    counts nothing twice.
    """
    if not failures:
        return {}
    rows = sorted({f[0]: f for f in failures}.values())  # one row per set, in one lock order
    result = conn.execute(
        """INSERT INTO usenet.build_failures AS b (set_id, group_name, base, reason, detail, rejected_at)
           SELECT u.set_id, u.group_name, u.base, u.reason, u.detail, CASE WHEN 1 >= %s THEN now() END
           FROM unnest(%s::text[], %s::text[], %s::text[], %s::text[], %s::text[])
                AS u(set_id, group_name, base, reason, detail)
           ON CONFLICT (set_id) DO UPDATE SET
               attempts = b.attempts + 1, reason = EXCLUDED.reason, detail = EXCLUDED.detail, last_failed = now(),
               rejected_at = CASE WHEN b.attempts + 1 >= %s THEN coalesce(b.rejected_at, now()) END
           RETURNING set_id, attempts""",
        (reject_at, [r[0] for r in rows], [r[1] for r in rows],
         [bounds.cut_words(r[2], bounds.TITLE_CHARS) for r in rows], [r[3] for r in rows],
         [bounds.cut_middle(r[4], FAILURE_DETAIL_CHARS) for r in rows], reject_at),
    ).fetchall()
    return {r["set_id"]: int(r["attempts"]) for r in result}


def failures(conn: Conn, *, rejected_only: bool = False, limit: int = 100) -> list[dict[str, Any]]:
    """Return recorded build failures, most recent first (pending retries and sets set aside)."""
    where = "WHERE rejected_at IS NOT NULL" if rejected_only else ""
    return conn.execute(
        f"""SELECT set_id, group_name, base, reason, detail, attempts, first_failed, last_failed, rejected_at
            FROM usenet.build_failures {where} ORDER BY last_failed DESC, set_id LIMIT %s""", (limit,)).fetchall()


def outcomes_since(conn: Conn, days: int) -> list[dict[str, Any]]:
    """Return build_outcomes rows (day, reason, count, sample, samples) of the last ``days`` days, newest day first."""
    return conn.execute(
        """SELECT day, reason, count, sample, samples FROM usenet.build_outcomes
           WHERE day > current_date - %s ORDER BY day DESC, count DESC""", (days,)).fetchall()


def forget_failures(conn: Conn, set_ids: Sequence[str]) -> None:
    """Drop the pending retries of sets that are gone from staging (a set aside stays on record).

    pg staging's ``delete_sets`` does this in its statement; Redis staging
    deletes its sets outside Postgres, so its claims call this in their
    transaction.
    """
    if set_ids:
        conn.execute("DELETE FROM usenet.build_failures WHERE set_id = ANY(%s) AND rejected_at IS NULL",
                     (list(set_ids),))


def get_cursor(conn: Conn, sweep: str, group: str) -> str:
    row = conn.execute("SELECT cursor FROM usenet.sweep_cursors WHERE sweep = %s AND group_name = %s",
                       (sweep, group)).fetchone()
    return row["cursor"] if row else ""


def set_cursor(conn: Conn, sweep: str, group: str, cursor: str) -> None:
    conn.execute(
        """INSERT INTO usenet.sweep_cursors (sweep, group_name, cursor) VALUES (%s, %s, %s)
           ON CONFLICT (sweep, group_name) DO UPDATE SET cursor = EXCLUDED.cursor, updated_at = now()""",
        (sweep, group, cursor),
    )
