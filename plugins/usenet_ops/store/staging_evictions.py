"""Staging's eviction figures in Postgres: hopeless sets our Redis eviction shed, and the watchdog's samples.

Why: the seed's staging census found that Redis evicting keys under
maxmemory destroyed completed releases silently (97.4 M evicted keys in
production) and that "the signal is in the DELTA between rows". Redis' own
``evicted_keys`` (INFO stats) counts since its start; our hopeless eviction
(``RedisStaging.evict_hopeless``) ran in a backend object that lives one
pass. Tables (include/sql/128_admin_actions.sql, 129_eviction_sample_runs.sql): ``staging_evictions`` (our
hopeless sheds per UTC day) and ``staging_eviction_samples`` (what the
watchdog read each run, so "climbing" is the difference of two samples).
"""

from __future__ import annotations

from typing import Any

from usenet_ops.store.db import Conn, one

# Samples are kept this long (the seed prunes its staging census at 14 days).
SAMPLE_DAYS = 14


def record_hopeless(conn: Conn, sets: int) -> None:
    """Add ``sets`` hopeless sets shed now to today's (UTC) row."""
    if sets <= 0:
        return
    conn.execute(
        """INSERT INTO usenet.staging_evictions (day, hopeless_sets) VALUES ((now() AT TIME ZONE 'UTC')::date, %s)
           ON CONFLICT (day) DO UPDATE SET hopeless_sets = usenet.staging_evictions.hopeless_sets + EXCLUDED.hopeless_sets,
                                           updated_at = now()""", (sets,))


def hopeless_totals(conn: Conn) -> dict[str, int]:
    """Return hopeless sets shed today (UTC), in the last 7 days (today included) and ever."""
    row = one(conn.execute(
        """SELECT COALESCE(sum(hopeless_sets) FILTER (WHERE day = (now() AT TIME ZONE 'UTC')::date), 0) AS today,
                  COALESCE(sum(hopeless_sets) FILTER (WHERE day > (now() AT TIME ZONE 'UTC')::date - 7), 0) AS days_7,
                  COALESCE(sum(hopeless_sets), 0) AS total
           FROM usenet.staging_evictions"""))
    return {"today": int(row["today"]), "days_7": int(row["days_7"]), "total": int(row["total"])}


def record_sample(conn: Conn, *, backend: str, evicted_keys: int | None, hopeless_sets: int, policy: str,
                  run_id: str = "") -> None:
    """Store what the watchdog run ``run_id`` read now, and drop samples past SAMPLE_DAYS."""
    with conn.transaction():
        conn.execute("""INSERT INTO usenet.staging_eviction_samples (backend, evicted_keys, hopeless_sets, policy, run_id)
                        VALUES (%s, %s, %s, %s, %s)""", (backend, evicted_keys, hopeless_sets, policy[:40], run_id[:250]))
        conn.execute("DELETE FROM usenet.staging_eviction_samples WHERE at < now() - make_interval(days => %s)",
                     (SAMPLE_DAYS,))


def latest_sample(conn: Conn, *, before_run: str = "") -> dict[str, Any] | None:
    """Return the newest sample ({at, backend, evicted_keys, hopeless_sets, policy}), None before the first.

    With ``before_run``, the newest one another run took: a retry compares
    with the run before its own, as its first try did.
    """
    return conn.execute(
        """SELECT at, backend, evicted_keys, hopeless_sets, policy FROM usenet.staging_eviction_samples
           WHERE %(run)s = '' OR run_id <> %(run)s ORDER BY id DESC LIMIT 1""", {"run": before_run}).fetchone()


def sample_an_hour_ago(conn: Conn) -> dict[str, Any] | None:
    """Return the newest sample at least an hour old (the base of the "last hour" figures), None without one."""
    return conn.execute(
        """SELECT at, backend, evicted_keys, hopeless_sets, policy FROM usenet.staging_eviction_samples
           WHERE at <= now() - interval '1 hour' ORDER BY at DESC LIMIT 1""").fetchone()
