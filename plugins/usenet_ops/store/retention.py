"""Retention: delete diagnostics past their horizon and, only when asked, old releases.

Rule counters and build outcomes are not diagnostics here: they are bounded
and their history is the point. The per-day drops and samples of each junk
rule (``junk_samples``, what ``filters audit --days`` reads) are: a day goes
whole once its midnight is past the horizon. Deleting releases is a separate
call the prune pass makes only when ``nzb_retention_days`` is set (invariant 6).
"""

from __future__ import annotations

from usenet_ops.store.db import Conn

# (table, timestamp column) of each diagnostic series, in the order the prune report lists them.
DIAGNOSTIC_SERIES = (("crawl_passes", "started_at"), ("build_passes", "started_at"), ("health_passes", "started_at"),
                     ("provider_checks", "at"), ("errors", "at"), ("spot_passes", "started_at"),
                     ("build_failures", "last_failed"), ("tagfill_passes", "started_at"),
                     ("junk_samples", "day"))


def delete_diagnostics(conn: Conn, horizon_days: int) -> dict[str, int]:
    """Delete diagnostic rows older than the horizon; return {table: rows deleted}."""
    deleted: dict[str, int] = {}
    for table, column in DIAGNOSTIC_SERIES:
        cur = conn.execute(
            f"DELETE FROM usenet.{table} WHERE {column} < now() - make_interval(days => %s)", (horizon_days,))
        deleted[table] = cur.rowcount
    return deleted


def delete_releases_older_than(conn: Conn, days: int) -> int:
    """Delete releases posted more than ``days`` days ago; return how many."""
    cur = conn.execute(
        "DELETE FROM usenet.releases WHERE posted_at < now() - make_interval(days => %s)", (days,))
    return cur.rowcount
