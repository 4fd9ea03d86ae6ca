"""The Usenet view's panel reads: one function per panel, each bounded and cheap enough to poll.

Every read here is either bounded by a LIMIT, aggregated into a fixed number
of rows (hours, days, buckets), or keyed on a small table (groups, passes of
one run); none counts or scans the catalogue. A new panel (backfill, health)
adds its own function here and its assembly in ``adapters/panels.py``.
Integers summed by Postgres come back as ``numeric``; every sum is cast back
to bigint/float8 in SQL so the view's JSON never meets a Decimal.
"""

from __future__ import annotations

from typing import Any

from usenet_ops.store.db import Conn

# How many cells a group's coverage bar has.
COVERAGE_BUCKETS = 48


def crawl_run_groups(conn: Conn, *, limit: int = 500) -> list[dict[str, Any]]:
    """Return the latest crawl run's passes, group by group in start order, with the group's server bounds."""
    return conn.execute(
        """SELECT p.id, p.run_id, p.provider, p.backbone, p.group_name, p.state, p.started_at, p.updated_at,
                  p.finished_at, p.batches, p.failed_batches, p.articles, p.staged, p.duplicates, p.dropped,
                  p.wire_bytes, p.backlog, p.articles_per_sec, p.message,
                  s.next_article, s.server_low, s.server_high
           FROM usenet.crawl_passes p
           LEFT JOIN usenet.group_state s ON s.backbone = p.backbone AND s.group_name = p.group_name
           WHERE p.run_id = (SELECT run_id FROM usenet.crawl_passes ORDER BY started_at DESC LIMIT 1)
             AND p.started_at > now() - interval '2 days'
           ORDER BY p.started_at, p.id LIMIT %s""", (limit,)).fetchall()


def group_rows(conn: Conn) -> list[dict[str, Any]]:
    """Return each curated group with, per backbone it was crawled on, its state, latest pass and staged count."""
    return conn.execute(
        """SELECT n.name, n.active, n.tier, n.manual_order, n.throttle, n.crawl_depth_days, n.description,
                  s.backbone, s.next_article, s.first_article, s.server_low, s.server_high, s.server_count,
                  s.last_crawl_at, s.last_progress_at, COALESCE(s.stalled_passes, 0) AS stalled_passes,
                  COALESCE(c.segments, 0)::bigint AS staged_segments,
                  lp.articles_per_sec, lp.backlog, lp.articles AS last_articles, lp.state AS last_state,
                  lp.finished_at AS last_finished_at
           FROM usenet.newsgroups n
           LEFT JOIN usenet.group_state s ON s.group_name = n.name
           LEFT JOIN usenet.staging_counts c ON c.group_name = n.name
           LEFT JOIN LATERAL (SELECT p.articles_per_sec, p.backlog, p.articles, p.state, p.finished_at
                              FROM usenet.crawl_passes p
                              WHERE p.backbone = s.backbone AND p.group_name = n.name
                              ORDER BY p.started_at DESC LIMIT 1) lp ON true
           ORDER BY CASE n.tier WHEN 'critical' THEN 0 WHEN 'normal' THEN 1 ELSE 2 END, n.manual_order, n.name,
                    s.backbone NULLS LAST""").fetchall()


def coverage_buckets(conn: Conn, buckets: int = COVERAGE_BUCKETS) -> dict[tuple[str, str], dict[str, Any]]:
    """Return per (backbone, group) the fetched coverage inside the server's bounds, cut into ``buckets`` cells.

    {(backbone, group): {"span": articles the server holds, "covered": of those fetched,
    "cells": [fraction 0..1 of each cell covered]}}. Only groups with known
    bounds appear. The cells are computed in SQL, so the result stays
    ``buckets`` numbers per group however fragmented the coverage is.
    """
    out: dict[tuple[str, str], dict[str, Any]] = {}
    for g in conn.execute(
            """SELECT backbone, group_name, (server_high - server_low + 1)::bigint AS span
               FROM usenet.group_state WHERE server_low IS NOT NULL AND server_high >= server_low"""):
        out[(g["backbone"], g["group_name"])] = {"span": int(g["span"]), "covered": 0, "cells": [0.0] * buckets}
    rows = conn.execute(
        """WITH g AS (SELECT backbone, group_name, server_low AS lo, server_high AS hi,
                             (server_high - server_low + 1)::float8 / %(n)s AS width
                      FROM usenet.group_state WHERE server_low IS NOT NULL AND server_high >= server_low),
                r AS (SELECT g.backbone, g.group_name, g.lo, g.width,
                             GREATEST(c.lo, g.lo) AS a, LEAST(c.hi, g.hi) AS b
                      FROM usenet.coverage c JOIN g ON g.backbone = c.backbone AND g.group_name = c.group_name
                      WHERE c.hi >= g.lo AND c.lo <= g.hi)
           SELECT r.backbone, r.group_name, k AS cell,
                  (sum(LEAST(r.b + 1, r.lo + (k + 1) * r.width) - GREATEST(r.a, r.lo + k * r.width)) / min(r.width))::float8
                      AS filled
           FROM r CROSS JOIN LATERAL generate_series(
                    LEAST(%(n)s - 1, floor((r.a - r.lo) / r.width)::int),
                    LEAST(%(n)s - 1, floor((r.b - r.lo) / r.width)::int)) AS k
           GROUP BY r.backbone, r.group_name, k""", {"n": buckets}).fetchall()
    for r in rows:
        entry = out.get((r["backbone"], r["group_name"]))
        if entry is not None:
            entry["cells"][r["cell"]] = max(0.0, min(1.0, float(r["filled"])))
    for r in conn.execute(
            """SELECT c.backbone, c.group_name,
                      sum(LEAST(c.hi, s.server_high) - GREATEST(c.lo, s.server_low) + 1)::bigint AS covered
               FROM usenet.coverage c JOIN usenet.group_state s ON s.backbone = c.backbone AND s.group_name = c.group_name
               WHERE c.hi >= s.server_low AND c.lo <= s.server_high GROUP BY c.backbone, c.group_name"""):
        entry = out.get((r["backbone"], r["group_name"]))
        if entry is not None:
            entry["covered"] = int(r["covered"])
    return out


def ingest_series(conn: Conn, *, hours: int = 24) -> list[dict[str, Any]]:
    """Return per hour of the last ``hours``: articles read and staged by crawl passes, and their busy seconds."""
    return conn.execute(
        """SELECT date_trunc('hour', COALESCE(finished_at, updated_at) AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS hour,
                  sum(articles)::bigint AS articles, sum(staged)::bigint AS staged,
                  sum(EXTRACT(EPOCH FROM COALESCE(finished_at, updated_at) - started_at))::float8 AS busy_seconds
           FROM usenet.crawl_passes
           WHERE started_at > now() - make_interval(hours => %s + 1)
             AND COALESCE(finished_at, updated_at) > now() - make_interval(hours => %s)
           GROUP BY 1 ORDER BY 1""", (hours, hours)).fetchall()


def staging_series(conn: Conn, *, hours: int = 24, limit: int = 2000) -> list[dict[str, Any]]:
    """Return what each build pass of the last ``hours`` left staged: (at, staged_left, ready_left), oldest first."""
    return conn.execute(
        """SELECT finished_at AS at, staged_left, ready_left FROM (
               SELECT finished_at, staged_left, ready_left FROM usenet.build_passes
               WHERE started_at > now() - make_interval(hours => %s) AND finished_at IS NOT NULL
               ORDER BY started_at DESC LIMIT %s) x ORDER BY at""", (hours, limit)).fetchall()


def catalogue_growth(conn: Conn, *, days: int = 30) -> list[dict[str, Any]]:
    """Return releases added per UTC day over the last ``days``, from the build passes' counts."""
    return conn.execute(
        """SELECT (started_at AT TIME ZONE 'UTC')::date AS day, sum(built)::bigint AS built,
                  count(*)::int AS passes
           FROM usenet.build_passes WHERE started_at > now() - make_interval(days => %s)
           GROUP BY 1 ORDER BY 1""", (days,)).fetchall()


def recent_build_passes(conn: Conn, *, limit: int = 10) -> list[dict[str, Any]]:
    """Return the latest build passes, newest first."""
    return conn.execute(
        """SELECT id, run_id, started_at, finished_at, rounds, candidates, built, segments, outcomes, ready_left,
                  staged_left, seconds, state FROM usenet.build_passes ORDER BY started_at DESC LIMIT %s""",
        (limit,)).fetchall()


def newest_releases(conn: Conn, *, limit: int = 15) -> list[dict[str, Any]]:
    """Return the releases added last (by id: the insertion order, through the primary key)."""
    return conn.execute(
        """SELECT content_hash, title, size, category, groups, poster, posted_at, added_at, files, completion
           FROM usenet.releases ORDER BY id DESC LIMIT %s""", (limit,)).fetchall()

