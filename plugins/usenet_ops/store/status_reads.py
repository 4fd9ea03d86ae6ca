"""The status report's reads: bounded or index-backed, cheap enough to poll every few seconds.

Every number comes from rows the passes write (crawl_passes, build_passes,
staged_sets, releases), so the report is accurate from any process. The
catalogue total is the planner's estimate above a cap: an exact count of a
large catalogue on every poll is what must not happen.
"""

from __future__ import annotations

from typing import Any

from usenet_ops.store.db import Conn, one

# Below this many rows the catalogue is counted exactly; above, the planner's estimate is used.
EXACT_COUNT_CAP = 100_000
# Tables whose rows carry started_at/finished_at of one pass each (for duty_seconds).
PASS_TABLES = ("crawl_passes", "build_passes", "health_passes")


def catalogue_size(conn: Conn) -> tuple[int, bool]:
    """Return (releases in the catalogue, whether that number is exact)."""
    row = one(conn.execute(
        "SELECT count(*) AS n FROM (SELECT 1 FROM usenet.releases LIMIT %s) AS capped", (EXACT_COUNT_CAP + 1,)
    ))
    if row["n"] <= EXACT_COUNT_CAP:
        return int(row["n"]), True
    est = one(conn.execute("SELECT reltuples::bigint AS n FROM pg_class WHERE oid = 'usenet.releases'::regclass"))
    return max(int(est["n"]), EXACT_COUNT_CAP), False


def latest_crawl_run(conn: Conn) -> dict[str, Any] | None:
    """Return the totals of the latest crawl run (all groups of its run id), or None before the first.

    Columns: run_id, groups, groups_done, running, batches, failed_batches,
    articles, staged, wire_bytes, backlog, started, last, reading.
    """
    latest = conn.execute("SELECT run_id FROM usenet.crawl_passes ORDER BY started_at DESC LIMIT 1").fetchone()
    if latest is None:
        return None
    row = one(conn.execute(
        # sum() of integers is numeric in Postgres (psycopg: Decimal); cast back, so callers do arithmetic
        # with floats and JSON serialises the report (a Decimal broke status.json after the first real crawl).
        """SELECT count(*) AS groups,
                  count(*) FILTER (WHERE finished_at IS NOT NULL) AS groups_done,
                  count(*) FILTER (WHERE finished_at IS NULL) AS running,
                  COALESCE(sum(batches), 0)::bigint AS batches,
                  COALESCE(sum(failed_batches), 0)::bigint AS failed_batches,
                  COALESCE(sum(articles), 0)::bigint AS articles, COALESCE(sum(staged), 0)::bigint AS staged,
                  COALESCE(sum(wire_bytes), 0)::bigint AS wire_bytes, COALESCE(sum(backlog), 0)::bigint AS backlog,
                  min(started_at) AS started, max(COALESCE(finished_at, updated_at)) AS last,
                  (array_agg(group_name ORDER BY updated_at DESC) FILTER (WHERE finished_at IS NULL))[1] AS reading
           FROM usenet.crawl_passes WHERE run_id = %s AND started_at > now() - interval '1 day'""",
        (latest["run_id"],),
    ))
    return {"run_id": latest["run_id"], **row}


def duty_seconds(conn: Conn, table: str) -> float:
    """Return how many seconds of the trailing hour a job's passes were running (``table``: PASS_TABLES)."""
    if table not in PASS_TABLES:
        raise ValueError(f"{table!r} is not a pass table; one of {', '.join(PASS_TABLES)}")
    row = one(conn.execute(
        f"""SELECT COALESCE(sum(EXTRACT(EPOCH FROM (LEAST(COALESCE(finished_at, now()), now())
                       - GREATEST(started_at, now() - interval '1 hour')))), 0) AS busy
            FROM usenet.{table} WHERE COALESCE(finished_at, now()) > now() - interval '1 hour'"""
    ))
    return float(row["busy"])  # EXTRACT(EPOCH ...) is numeric: a Decimal until converted


def last_crawl(conn: Conn) -> dict[str, Any]:
    """Return the latest crawl start within a day and whether any crawl pass of that day is running: {s, running}."""
    return one(conn.execute(
        "SELECT max(started_at) AS s, bool_or(finished_at IS NULL) AS running FROM usenet.crawl_passes "
        "WHERE started_at > now() - interval '1 day'"))


def last_build(conn: Conn) -> dict[str, Any] | None:
    """Return the latest build pass: {s, running, state}, or None before the first."""
    return conn.execute(
        "SELECT started_at AS s, finished_at IS NULL AS running, state FROM usenet.build_passes "
        "ORDER BY started_at DESC LIMIT 1").fetchone()


def open_crawl_passes(conn: Conn, stale_after_sec: int) -> list[dict[str, Any]]:
    """Return the crawl passes still open (the workers): provider, group_name, run_id, updated_at, stale."""
    return conn.execute(
        """SELECT provider, group_name, run_id, updated_at,
                  updated_at < now() - make_interval(secs => %s) AS stale
           FROM usenet.crawl_passes WHERE finished_at IS NULL AND started_at > now() - interval '1 day'
           ORDER BY updated_at DESC LIMIT 100""",
        (stale_after_sec,),
    ).fetchall()


def busy_by_provider(conn: Conn, stale_after_sec: int) -> dict[str, int]:
    """Return {provider: open crawl passes updated within the last ``stale_after_sec`` seconds}."""
    return {r["provider"]: r["n"] for r in conn.execute(
        """SELECT provider, count(*) AS n FROM usenet.crawl_passes WHERE finished_at IS NULL
           AND updated_at > now() - make_interval(secs => %s) GROUP BY provider""", (stale_after_sec,))}
