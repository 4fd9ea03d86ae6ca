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



# Releases one refresh step rolls up, and how long a release must be in the catalogue before it is counted: a
# release id is taken when its row is written, so a build transaction still open can commit an id below one
# already counted; waiting this long (far beyond any build transaction) means the cursor never passes one.
RELEASE_DAYS_STEP = 20_000
RELEASE_DAYS_LAG = "10 minutes"


def refresh_release_days(conn: Conn, *, steps: int = 5, step: int = RELEASE_DAYS_STEP) -> int:
    """Roll releases above the cursor into per group, per day counts (``usenet.group_release_days``); return how many.

    At most ``steps`` x ``step`` releases per call, in id order, through the
    primary key: a poll never scans the catalogue, and a long backlog (a
    view not opened for months) is worked down over a few calls. One
    transaction per step holds the cursor's row lock, so two viewers
    refreshing at once never count a release twice.
    """
    total = 0
    # A database restored or emptied without the cursor's row starts again from the first release.
    conn.execute("INSERT INTO usenet.group_release_cursor (singleton) VALUES (true) ON CONFLICT DO NOTHING")
    for _ in range(steps):
        with conn.transaction():
            # The step ends before the first release younger than the lag: the cursor never passes one.
            row = conn.execute(
                """WITH cur AS (SELECT rolled_to FROM usenet.group_release_cursor WHERE singleton FOR UPDATE),
                        head AS (SELECT r.id, r.groups, r.added_at FROM usenet.releases r
                                 WHERE r.id > (SELECT rolled_to FROM cur) ORDER BY r.id LIMIT %(n)s),
                        batch AS (SELECT * FROM head WHERE head.id < COALESCE(
                                      (SELECT min(h.id) FROM head h WHERE h.added_at >= now() - %(lag)s::interval),
                                      'infinity'::numeric)),
                        counted AS (
                            INSERT INTO usenet.group_release_days AS d (group_name, day, built, last_added_at)
                            SELECT g, (b.added_at AT TIME ZONE 'UTC')::date, count(*), max(b.added_at)
                            FROM batch b CROSS JOIN LATERAL unnest(b.groups) AS g
                            GROUP BY 1, 2 ORDER BY 1, 2
                            ON CONFLICT (group_name, day) DO UPDATE
                            SET built = d.built + EXCLUDED.built,
                                last_added_at = GREATEST(d.last_added_at, EXCLUDED.last_added_at))
                   UPDATE usenet.group_release_cursor SET rolled_to = COALESCE((SELECT max(id) FROM batch), rolled_to),
                          rolled_at = now()
                   WHERE singleton RETURNING (SELECT count(*) FROM batch) AS n""",
                {"lag": RELEASE_DAYS_LAG, "n": step}).fetchone()
            done = int(row["n"]) if row else 0
        total += done
        if done < step:
            break
    if total:
        conn.execute(
            """DELETE FROM usenet.group_release_days d
               WHERE d.day < (now() AT TIME ZONE 'UTC')::date - 32
                 AND d.day < (SELECT max(x.day) FROM usenet.group_release_days x WHERE x.group_name = d.group_name)""")
    return total


def group_activity(conn: Conn) -> dict[str, dict[str, Any]]:
    """Return per curated group: releases built in 1/7/30 days, the last release's time, the last article seen.

    Releases come from the per-day rollup (refreshed first, bounded), so
    the windows are whole UTC days: ``built_1d`` is today, ``built_7d`` and
    ``built_30d`` the last 7 and 30 days with today. The last
    article seen is the forward crawl's newest read article on any backbone
    (its number there and when the watermark last moved), so a dead group
    (nothing new on the server) and a quiet one (articles, no releases)
    look different.
    """
    refresh_release_days(conn)
    # The releases above the cursor (the last RELEASE_DAYS_LAG, or a backlog's next step) are counted live, not
    # stored: a release is on the tab the moment it is built.
    fresh = {r["group_name"]: r for r in conn.execute(
        """SELECT g AS group_name,
                  count(*) FILTER (WHERE b.added_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')
                      AS today,
                  count(*) FILTER (WHERE b.added_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
                                                       - interval '6 days') AS week,
                  count(*) FILTER (WHERE b.added_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
                                                       - interval '29 days') AS month,
                  max(b.added_at) AS last_at
           FROM (SELECT r.groups, r.added_at FROM usenet.releases r
                 WHERE r.id > COALESCE((SELECT rolled_to FROM usenet.group_release_cursor WHERE singleton), 0)
                 ORDER BY r.id LIMIT %s) b CROSS JOIN LATERAL unnest(b.groups) AS g
           GROUP BY g""", (RELEASE_DAYS_STEP,))}
    rows = conn.execute(
        """SELECT n.name,
                  COALESCE(sum(d.built) FILTER (WHERE d.day >= (now() AT TIME ZONE 'UTC')::date), 0)::bigint AS built_1d,
                  COALESCE(sum(d.built) FILTER (WHERE d.day > (now() AT TIME ZONE 'UTC')::date - 7), 0)::bigint
                      AS built_7d,
                  COALESCE(sum(d.built) FILTER (WHERE d.day > (now() AT TIME ZONE 'UTC')::date - 30), 0)::bigint
                      AS built_30d,
                  max(d.last_added_at) AS last_release_at,
                  (SELECT max(s.last_progress_at) FROM usenet.group_state s WHERE s.group_name = n.name)
                      AS last_article_at,
                  (SELECT s.next_article - 1 FROM usenet.group_state s WHERE s.group_name = n.name
                     AND s.next_article IS NOT NULL ORDER BY s.last_progress_at DESC NULLS LAST LIMIT 1)
                      AS last_article,
                  (SELECT s.backbone FROM usenet.group_state s WHERE s.group_name = n.name
                     AND s.next_article IS NOT NULL ORDER BY s.last_progress_at DESC NULLS LAST LIMIT 1)
                      AS last_article_backbone
           FROM usenet.newsgroups n LEFT JOIN usenet.group_release_days d ON d.group_name = n.name
           GROUP BY n.name""").fetchall()
    out = {}
    for r in rows:
        entry = dict(r)
        live = fresh.get(r["name"])
        if live is not None:
            entry["built_1d"] += int(live["today"])
            entry["built_7d"] += int(live["week"])
            entry["built_30d"] += int(live["month"])
            entry["last_release_at"] = max(x for x in (entry["last_release_at"], live["last_at"]) if x is not None)
        out[r["name"]] = entry
    return out
