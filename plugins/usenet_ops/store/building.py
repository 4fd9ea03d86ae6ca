"""Build-side staging access: lock candidates, load sets, remove what was built or dropped.

Candidates are locked with FOR UPDATE SKIP LOCKED inside the caller's
transaction, so two build tasks never assemble the same set, and a crash
rolls the lock, the catalogue rows and the staging deletes back together.
Every query is bounded by its LIMIT: a pass costs O(ready sets), never a
scan of all staging.
"""

from __future__ import annotations

import datetime as dt
from collections import defaultdict
from collections.abc import Collection, Mapping, Sequence
from typing import Any

from psycopg.rows import tuple_row

from usenet_ops.domain import bounds
from usenet_ops.domain.assembly.assemble import SegmentColumns, StagedFile, StagedSet
from usenet_ops.domain.assembly.siblings import plan_sibling_merges
from usenet_ops.store.db import Conn, one

# Uncounted sets settle once the crawl has read this many articles past them
# (or everything the server had past them, when that is fewer).
SETTLE_MARGIN = 200
# An uncounted set whose span is not yet covered below settles anyway after this long without a new article.
SETTLE_AFTER_HOURS = 24
# A failure's detail: the exception and where it was raised, or the database's refusal.
FAILURE_DETAIL_CHARS = 1000


def lock_ready(conn: Conn, limit: int, *, grace_min: int, skip: Collection[str] = (),
               history: bool = False) -> list[str]:
    """Lock up to ``limit`` buildable sets: ready ones, then settled uncounted ones; never those in ``skip``.

    ``skip`` holds the sets this pass already tried and kept for a later one
    (their assembly raised): they are still ready, and the oldest first.

    An uncounted set settles once the crawl has read ``SETTLE_MARGIN``
    articles past it (or it went idle). With ``history`` (the backfill is
    on) its span must also be covered from ``SETTLE_MARGIN`` below it (or
    the server's low): a file straddling a backfill partition's edge, or
    the forward crawl's first article, waits for the partition below instead
    of being built short (REBUILD part 7); after ``SETTLE_AFTER`` without a
    new article it settles anyway, as REBUILD's "no chunk for a day".
    """
    skipped = list(skip)
    rows = conn.execute(
        """SELECT set_id FROM usenet.staged_sets WHERE status = 'ready' AND NOT (set_id = ANY(%s))
           ORDER BY ready_since, set_id LIMIT %s FOR UPDATE SKIP LOCKED""",
        (skipped, limit),
    ).fetchall()
    ids = [r["set_id"] for r in rows]
    if len(ids) < limit:
        rows = conn.execute(
            """SELECT s.set_id FROM usenet.staged_sets s
               LEFT JOIN usenet.group_state g ON g.backbone = s.backbone AND g.group_name = s.group_name
               WHERE s.status = 'settling' AND NOT (s.set_id = ANY(%s))
                 AND (g.next_article > s.art_hi + LEAST(%s, GREATEST(COALESCE(g.server_high, 0) - s.art_hi, 0))
                      OR s.last_seen < now() - make_interval(mins => %s))
                 AND (NOT %s OR s.last_seen < now() - make_interval(hours => %s)
                      OR EXISTS (SELECT 1 FROM usenet.coverage c
                                 WHERE c.backbone = s.backbone AND c.group_name = s.group_name AND c.hi >= s.art_hi
                                   AND c.lo <= GREATEST(s.art_lo - %s,
                                                        COALESCE(g.server_low, g.first_article, 0))))
               ORDER BY s.last_seen, s.set_id LIMIT %s FOR UPDATE OF s SKIP LOCKED""",
            (skipped, SETTLE_MARGIN, grace_min, history, SETTLE_AFTER_HOURS, SETTLE_MARGIN, limit - len(ids)),
        ).fetchall()
        ids += [r["set_id"] for r in rows]
    return ids


def ready_backlog(conn: Conn, waited_min: int) -> tuple[int, dt.datetime | None]:
    """Return (how many ready sets have waited longer than ``waited_min`` minutes, the oldest ready_since)."""
    from usenet_ops.store import staging

    backend = staging.active()
    if backend is not None:
        n, oldest = backend.ready_backlog(waited_min)
        return n, dt.datetime.fromtimestamp(oldest, dt.UTC) if oldest is not None else None
    row = one(conn.execute(
        """SELECT count(*) AS n, min(ready_since) AS oldest FROM usenet.staged_sets
           WHERE status = 'ready' AND ready_since < now() - make_interval(mins => %s)""", (waited_min,)))
    return int(row["n"]), row["oldest"]


def lock_stale(conn: Conn, idle_hours: int, limit: int) -> list[tuple[str, str]]:
    """Lock up to ``limit`` sets idle longer than ``idle_hours``, longest idle first; return (set_id, base)."""
    rows = conn.execute(
        """SELECT set_id, base FROM usenet.staged_sets
           WHERE last_seen < now() - make_interval(hours => %s)
           ORDER BY last_seen LIMIT %s FOR UPDATE SKIP LOCKED""",
        (idle_hours, limit),
    ).fetchall()
    return [(r["set_id"], r["base"]) for r in rows]


def ready_count(conn: Conn) -> int:
    """Return how many sets are ready now (uses the partial index; redis: the ready queue's length)."""
    from usenet_ops.store import staging

    backend = staging.active()
    if backend is not None:
        return backend.ready_count()
    return int(one(conn.execute("SELECT count(*) AS n FROM usenet.staged_sets WHERE status = 'ready'"))["n"])


def load_sets(conn: Conn, set_ids: Sequence[str]) -> list[StagedSet]:
    """Load sets with their files and segments."""
    if not set_ids:
        return []
    sets = conn.execute(
        """SELECT set_id, group_name, base, poster, groups, file_total, posted_min
           FROM usenet.staged_sets WHERE set_id = ANY(%s)""",
        (list(set_ids),),
    ).fetchall()
    files = conn.execute(
        """SELECT file_id, set_id, file_name, subject, file_index, part_total, posted
           FROM usenet.staged_files WHERE set_id = ANY(%s)""",
        (list(set_ids),),
    ).fetchall()
    # Tuple rows, one per staged chunk (a file's segments from one batch).
    with conn.cursor(row_factory=tuple_row) as cur:
        chunks = cur.execute(
            "SELECT file_id, parts, sizes, message_ids FROM usenet.staged_chunks WHERE file_id = ANY(%s)",
            ([f["file_id"] for f in files],),
        ).fetchall()
    by_file: dict[str, SegmentColumns] = {}
    defects: dict[str, str] = {}
    for file_id, parts, sizes, message_ids in chunks:
        ids = message_ids.split("\n")
        if not len(parts) == len(sizes) == len(ids):
            # One message-id per line: an id holding a line break would shift every id after it.
            defects[file_id] = (f"a staged chunk holds {len(parts)} parts, {len(sizes)} sizes and "
                                f"{len(ids)} message-ids")
            continue
        have = by_file.get(file_id)
        if have is None:
            by_file[file_id] = SegmentColumns(parts, sizes, ids)
        else:  # a file staged over several batches: one column set
            have.numbers += parts
            have.sizes += sizes
            have.message_ids += ids
    files_by_set: dict[str, list[StagedFile]] = defaultdict(list)
    for f in files:
        files_by_set[f["set_id"]].append(StagedFile(
            file_id=f["file_id"], file_name=f["file_name"], subject=f["subject"], file_index=f["file_index"],
            part_total=f["part_total"], posted=f["posted"],
            segments=by_file.get(f["file_id"]) or SegmentColumns([], [], []), defect=defects.get(f["file_id"], ""),
        ))
    return [
        StagedSet(set_id=s["set_id"], group=s["group_name"], base=s["base"], poster=s["poster"],
                  groups=tuple(s["groups"] or ()), file_total=s["file_total"], posted_min=s["posted_min"],
                  files=tuple(files_by_set.get(s["set_id"], ())))
        for s in sets
    ]


def delete_sets(conn: Conn, set_ids: Sequence[str]) -> int:
    """Remove sets with their files and segments; keep staging_counts exact. Return segments removed."""
    if not set_ids:
        return 0
    ids = list(set_ids)
    removed = conn.execute(
        """WITH f AS (DELETE FROM usenet.staged_files WHERE set_id = ANY(%s) RETURNING file_id, set_id),
                seg AS (DELETE FROM usenet.staged_chunks WHERE file_id = ANY(ARRAY(SELECT file_id FROM f))
                        RETURNING file_id, cardinality(parts) AS n),  -- ANY(ARRAY): by index, not a scan of staging
                s AS (DELETE FROM usenet.staged_sets WHERE set_id = ANY(%s) RETURNING set_id, group_name),
                -- a failure waiting for its retry ends with its set; a set aside (rejected) stays on record
                b AS (DELETE FROM usenet.build_failures WHERE set_id = ANY(%s) AND rejected_at IS NULL)
           SELECT s.group_name, COALESCE(sum(seg.n), 0) AS n
           FROM s LEFT JOIN f ON f.set_id = s.set_id LEFT JOIN seg ON seg.file_id = f.file_id
           GROUP BY s.group_name""",
        (ids, ids, ids),
    ).fetchall()
    total = 0
    if removed:
        removed = sorted(removed, key=lambda r: r["group_name"])
        groups = [r["group_name"] for r in removed]
        counts = [int(r["n"]) for r in removed]
        total = sum(counts)
        # Lock the counters in one order: concurrent build workers (and crawls)
        # touching the same groups then queue instead of deadlocking.
        conn.execute("SELECT 1 FROM usenet.staging_counts WHERE group_name = ANY(%s) ORDER BY group_name FOR UPDATE",
                     (groups,))
        conn.execute(
            """UPDATE usenet.staging_counts c SET segments = GREATEST(0, c.segments - d.n)
               FROM unnest(%s::text[], %s::bigint[]) AS d(group_name, n) WHERE c.group_name = d.group_name""",
            (groups, counts),
        )
    return total


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


def walk_past_candidates(conn: Conn, group: str, *, after: str, grace_min: int, limit: int,
                         skip: Collection[str] = ()) -> list[str]:
    """Lock idle, incomplete sets of a group whose whole article span lies inside fetched coverage.

    Groups covered on more than one backbone are skipped by the caller:
    article numbers are per backbone, so a mixed span cannot be judged.
    Sets in ``skip`` (kept for a later pass) are not taken.
    """
    rows = conn.execute(
        """SELECT s.set_id FROM usenet.staged_sets s
           WHERE s.group_name = %s AND s.set_id > %s AND s.status IN ('forming', 'collision')
             AND NOT (s.set_id = ANY(%s))
             AND s.last_seen < now() - make_interval(mins => %s)
             AND EXISTS (SELECT 1 FROM usenet.coverage c
                         WHERE c.backbone = s.backbone AND c.group_name = s.group_name
                           AND c.lo <= s.art_lo AND c.hi >= s.art_hi)
           ORDER BY s.set_id LIMIT %s FOR UPDATE OF s SKIP LOCKED""",
        (group, after, list(skip), grace_min, limit),
    ).fetchall()
    return [r["set_id"] for r in rows]


def sweepable_groups(conn: Conn) -> list[str]:
    """Return groups with incomplete staged sets whose coverage is on exactly one backbone."""
    rows = conn.execute(
        """SELECT c.group_name FROM usenet.coverage c
           WHERE EXISTS (SELECT 1 FROM usenet.staged_sets s WHERE s.group_name = c.group_name
                         AND s.status IN ('forming', 'collision'))
           GROUP BY c.group_name HAVING count(DISTINCT c.backbone) = 1 ORDER BY c.group_name"""
    ).fetchall()
    return [r["group_name"] for r in rows]


def staged_set_count(conn: Conn) -> int:
    """Return how many sets pg staging holds (the staging switch's drain check)."""
    return int(one(conn.execute("SELECT count(*) AS n FROM usenet.staged_sets"))["n"])


def staged_set_meta(conn: Conn, limit: int) -> list[dict[str, Any]]:
    """Return up to ``limit`` staged sets' ids with backbone, bounds and name_only, in id order (for a migration)."""
    return conn.execute(
        """SELECT set_id, backbone, art_lo, art_hi, posted_max, name_only FROM usenet.staged_sets
           ORDER BY set_id LIMIT %s""", (limit,)).fetchall()


def single_backbone_groups(conn: Conn) -> list[str]:
    """Return groups whose coverage is on exactly one backbone (redis staging's walk-past judges only those)."""
    rows = conn.execute(
        """SELECT group_name FROM usenet.coverage GROUP BY group_name HAVING count(DISTINCT backbone) = 1
           ORDER BY group_name""").fetchall()
    return [r["group_name"] for r in rows]


def forget_failures(conn: Conn, set_ids: Sequence[str]) -> None:
    """Drop the pending retries of sets that are gone from staging (a set aside stays on record).

    pg's ``delete_sets`` does this in its statement; redis staging deletes its
    sets outside Postgres, so the build calls this in its transaction.
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


def set_status(conn: Conn, set_ids: Sequence[str]) -> dict[str, str]:
    """Return {set_id: status} for the given sets."""
    rows = conn.execute("SELECT set_id, status FROM usenet.staged_sets WHERE set_id = ANY(%s)",
                        (list(set_ids),)).fetchall()
    return {r["set_id"]: r["status"] for r in rows}


def merge_name_only_siblings(conn: Conn, limit: int = 5000) -> int:
    """Merge name-only sets of one upload into one set; return how many sets were merged away.

    The plan is ``domain.assembly.siblings.plan_sibling_merges`` (shared with Redis
    staging): same group, poster and [i/N] total, complete files in disjoint
    slots, close by number on one backbone or by date across backbones. The
    merged set keeps the target's backbone, and its span folds in only the
    spans numbered on that backbone (another backbone's numbers would make it
    meaningless to the settle rule and the walk-past sweep). Runs in the
    caller's transaction with the candidates locked.
    """
    from usenet_ops.store.staging import refresh_sets

    rows = conn.execute(
        """SELECT set_id, group_name, poster, file_total, backbone, art_lo, art_hi, posted_min, posted_max
           FROM usenet.staged_sets
           WHERE name_only AND status = 'forming' AND file_total > 1 AND files_seen > 0
             AND files_complete >= 0
           ORDER BY group_name, poster, file_total, backbone, art_lo LIMIT %s
           FOR UPDATE SKIP LOCKED""",
        (limit,),
    ).fetchall()
    if len(rows) < 2:
        return 0
    files = conn.execute(
        """SELECT set_id, file_index, parts_have >= part_total AS complete FROM usenet.staged_files
           WHERE set_id = ANY(%s)""",
        ([r["set_id"] for r in rows],),
    ).fetchall()
    merges = plan_sibling_merges(rows, [(f["set_id"], f["file_index"], f["complete"]) for f in files])
    merged = 0
    backbone = {r["set_id"]: r["backbone"] for r in rows}
    for target, others in merges:
        conn.execute("UPDATE usenet.staged_files SET set_id = %s WHERE set_id = ANY(%s)", (target, others))
        conn.execute(
            """UPDATE usenet.staged_sets t SET
                   art_lo = LEAST(t.art_lo, COALESCE(o.lo, t.art_lo)), art_hi = GREATEST(t.art_hi, COALESCE(o.hi, t.art_hi)),
                   posted_min = LEAST(NULLIF(t.posted_min, 0), o.pmin), posted_max = GREATEST(t.posted_max, o.pmax),
                   groups = ARRAY(SELECT DISTINCT g FROM unnest(t.groups || o.groups) AS g ORDER BY g),
                   last_seen = GREATEST(t.last_seen, o.seen)
               FROM (SELECT min(art_lo) FILTER (WHERE backbone = %s) AS lo,
                            max(art_hi) FILTER (WHERE backbone = %s) AS hi, min(NULLIF(posted_min, 0)) AS pmin,
                            max(posted_max) AS pmax, array_agg(DISTINCT g) AS groups, max(last_seen) AS seen
                     FROM usenet.staged_sets, unnest(groups) AS g WHERE set_id = ANY(%s)) o
               WHERE t.set_id = %s""",
            (backbone[target], backbone[target], others, target),
        )
        conn.execute("DELETE FROM usenet.staged_sets WHERE set_id = ANY(%s)", (others,))
        refresh_sets(conn, [target])
        merged += len(others)
    return merged
