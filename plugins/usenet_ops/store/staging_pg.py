"""pg staging: staged sets, files and segment chunks in Postgres, staged with the crawl state in ONE transaction.

The durable backend and the default (``store.staging`` says what every
backend promises). Invariants kept here:
1. the watermark and coverage advance only in the transaction that stages
   the batch's articles; a failed batch leaves both untouched;
2. the fencing token is checked inside that transaction, under a row lock:
   a task that lost ownership writes nothing;
3. a file's parts are staged once: its part bitmap (domain/part_bitmap.py),
   read and written back under the file row's lock, admits each (file, part)
   once, so re-reads, other providers and other backbones add nothing twice;
4. set aggregates and readiness are recomputed only for the sets a batch
   touched, so a batch costs O(its own sets), never O(all staging);
5. a claim locks its sets FOR UPDATE SKIP LOCKED inside the claim's
   transaction, so two build tasks never assemble the same set, and a crash
   rolls the lock, the catalogue rows and the staging deletes back together.
   Every query is bounded by its LIMIT: a pass costs O(ready sets), never a
   scan of all staging.
"""

from __future__ import annotations

import datetime as dt
from collections import defaultdict
from collections.abc import Collection, Iterable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from psycopg.rows import tuple_row

from usenet_ops.domain.assembly.staged import SegmentColumns, StagedFile, StagedSet
from usenet_ops.domain.assembly.uploads import SIBLING_GAP, plan_upload_merges
from usenet_ops.domain.ingest import MAX_SET_GROUPS, FileAggregate
from usenet_ops.domain.part_bitmap import new_parts
from usenet_ops.fastpath import scanner as _native
from usenet_ops.store import crawl_state
from usenet_ops.store.crawl_state import Statement
from usenet_ops.store.db import Conn, Script, array_literal, one
from usenet_ops.store.filters import HitCounts, record_hits
from usenet_ops.store.staging import (
    COLLISION_SPAN,
    MERGE_CANDIDATES,
    SETTLE_AFTER_HOURS,
    SETTLE_MARGIN,
    Claim,
    MovedSet,
    SetStatus,
    StageOutcome,
    StagingInfo,
    StagingMode,
    pending_set,
    pressure_pct,
)


class PgStaging:
    """The pg staging backend (``store.staging.StagingBackend``): stateless, every call on the caller's connection."""

    mode = StagingMode.PG

    def stage_batch(self, conn: Conn, *, backbone: str, group: str, fence: int, files: Iterable[FileAggregate],
                    covered: tuple[int, int] | None, next_article: int | None, hits: HitCounts | None = None,
                    resolves: int | None = None, fence_sql: Statement | None = None,
                    also: Sequence[Statement] = ()) -> StageOutcome:
        """Stage a batch's files, record its coverage and advance the watermark, atomically (see ``stage_batch``)."""
        return stage_batch(conn, backbone=backbone, group=group, fence=fence, files=files, covered=covered,
                           next_article=next_article, hits=hits, resolves=resolves, fence_sql=fence_sql, also=also)

    def staged_total(self, conn: Conn) -> int:
        """Return how many segments are staged across all groups (exact, cheap: one row per group)."""
        return int(one(conn.execute("SELECT COALESCE(sum(segments), 0) AS n FROM usenet.staging_counts"))["n"])

    def pressure(self, staged: int, capacity: int) -> float:
        """Return staged segments against ``staging_max_rows``, in percent."""
        return pressure_pct(staged, capacity)

    def census(self, conn: Conn, largest: int = 10) -> StagingInfo:
        """Return staged counts and the largest incomplete sets with their progress."""
        counts = one(conn.execute(
            """SELECT count(*) AS sets,
                      count(*) FILTER (WHERE status = 'ready') AS ready,
                      count(*) FILTER (WHERE status = 'settling') AS settling,
                      count(*) FILTER (WHERE status = 'collision') AS collisions
               FROM usenet.staged_sets"""
        ))
        rows = conn.execute(
            """SELECT set_id, group_name, base, status, file_total, files_seen, files_complete, segments_have,
                      segments_total, art_hi - art_lo AS span
               FROM usenet.staged_sets WHERE status IN ('forming', 'collision')
               ORDER BY segments_total DESC, set_id LIMIT %s""",
            (largest,),
        ).fetchall()
        pending = [pending_set(r["set_id"], r["group_name"], r["base"], r["status"], file_total=r["file_total"],
                               files_seen=r["files_seen"], files_complete=r["files_complete"],
                               segments_have=r["segments_have"], segments_total=r["segments_total"], span=r["span"])
                   for r in rows]
        return StagingInfo(staged_articles=self.staged_total(conn), sets=counts["sets"], ready=counts["ready"],
                           settling=counts["settling"], collisions=counts["collisions"], pending=pending)

    def pending_count(self, conn: Conn) -> int:
        """Return how many staged sets are still forming or in collision (counted up to 100,001)."""
        return int(one(conn.execute("SELECT count(*) AS n FROM (SELECT 1 FROM usenet.staged_sets WHERE status IN "
                                    "('forming', 'collision') LIMIT 100001) x"))["n"])

    def ready_count(self, conn: Conn) -> int:
        """Return how many sets are ready now (the partial index)."""
        return int(one(conn.execute("SELECT count(*) AS n FROM usenet.staged_sets WHERE status = 'ready'"))["n"])

    def ready_backlog(self, conn: Conn, waited_min: int) -> tuple[int, dt.datetime | None]:
        """Return (how many ready sets have waited longer than ``waited_min`` minutes, the oldest ready_since)."""
        row = one(conn.execute(
            """SELECT count(*) AS n, min(ready_since) AS oldest FROM usenet.staged_sets
               WHERE status = 'ready' AND ready_since < now() - make_interval(mins => %s)""", (waited_min,)))
        return int(row["n"]), row["oldest"]

    def merge_siblings(self, conn: Conn, *, idle_min: int, history: bool) -> int:
        """Merge the sets of one upload into one set, in a transaction of its own."""
        with conn.transaction():
            return merge_name_only_siblings(conn, idle_min=idle_min, history=history)

    @contextmanager
    def claim_ready(self, conn: Conn, limit: int, *, grace_min: int, skip: Collection[str] = (),
                    history: bool = False) -> Iterator[Claim]:
        """Lock up to ``limit`` buildable sets in a transaction that lasts the context (``lock_ready``)."""
        with conn.transaction():
            yield self._claim(conn, lock_ready(conn, limit, grace_min=grace_min, skip=skip, history=history))

    def sweepable_groups(self, conn: Conn) -> list[str]:
        """Return groups with incomplete staged sets whose coverage is on exactly one backbone."""
        rows = conn.execute(
            """SELECT c.group_name FROM usenet.coverage c
               WHERE EXISTS (SELECT 1 FROM usenet.staged_sets s WHERE s.group_name = c.group_name
                             AND s.status IN ('forming', 'collision'))
               GROUP BY c.group_name HAVING count(DISTINCT c.backbone) = 1 ORDER BY c.group_name"""
        ).fetchall()
        return [r["group_name"] for r in rows]

    @contextmanager
    def claim_walk_past(self, conn: Conn, group: str, *, after: str, grace_min: int, limit: int,
                        skip: Collection[str] = ()) -> Iterator[Claim]:
        """Lock the group's idle, incomplete, covered sets after ``after`` (set id order); the cursor is the last."""
        with conn.transaction():
            ids = walk_past_candidates(conn, group, after=after, grace_min=grace_min, limit=limit, skip=skip)
            claim = self._claim(conn, ids)
            claim.cursor = ids[-1] if len(ids) == limit else ""
            yield claim

    @contextmanager
    def claim_stale(self, conn: Conn, idle_hours: int, limit: int) -> Iterator[Claim]:
        """Lock up to ``limit`` sets idle longer than ``idle_hours``, longest idle first."""
        with conn.transaction():
            stale = lock_stale(conn, idle_hours, limit)
            claim = self._claim(conn, [set_id for set_id, _ in stale])
            claim.bases = dict(stale)
            yield claim

    def holds_sets(self, conn: Conn) -> int:
        """Return how many sets pg staging holds (the staging switch's drain check)."""
        return int(one(conn.execute("SELECT count(*) AS n FROM usenet.staged_sets"))["n"])

    def export_sets(self, conn: Conn, limit: int) -> list[MovedSet]:
        """Return up to ``limit`` staged sets (id order) with backbone, bounds and name_only, for the switch."""
        rows = conn.execute(
            """SELECT set_id, backbone, art_lo, art_hi, name_only FROM usenet.staged_sets
               ORDER BY set_id LIMIT %s""", (limit,)).fetchall()
        meta = {r["set_id"]: r for r in rows}
        return [MovedSet(s, meta[s.set_id]["backbone"], int(meta[s.set_id]["art_lo"]), int(meta[s.set_id]["art_hi"]),
                         bool(meta[s.set_id]["name_only"])) for s in load_sets(conn, list(meta))]

    def drop_sets(self, conn: Conn, set_ids: Sequence[str]) -> int:
        """Remove sets (with their files and segments) in a transaction of their own."""
        with conn.transaction():
            return delete_sets(conn, set_ids)

    @staticmethod
    def _claim(conn: Conn, ids: list[str]) -> Claim:
        return Claim(ids=ids, loader=lambda which: load_sets(conn, which),
                     remover=lambda which: delete_sets(conn, which), status_reader=lambda which: set_status(conn, which))


def stage_batch(
    conn: Conn,
    *,
    backbone: str,
    group: str,
    fence: int,
    files: Iterable[FileAggregate],
    covered: tuple[int, int] | None,
    next_article: int | None,
    hits: HitCounts | None = None,
    resolves: int | None = None,
    fence_sql: Statement | None = None,
    also: Sequence[Statement] = (),
) -> StageOutcome:
    """Stage a batch's files, record its coverage and advance the watermark, atomically.

    ``next_article`` None leaves the watermark alone (a quarantined range
    below it read again); ``resolves`` is the quarantine row such a read
    clears, in the same transaction (``store.quarantine``).

    ``fence_sql`` selects another fencing token FOR UPDATE than the group's
    (a backfill partition's: ``store.backfill_state``), and ``also`` are more
    statements of the same transaction (the partition's progress), so a
    backfill batch's rows, coverage and progress commit together too.

    ``files`` may hold several aggregates of one file (consecutive OVER
    batches staged together when the committer lags): they are applied in
    their order, exactly as if each batch had been staged on its own.

    Three round trips, whatever the batch holds: (1) BEGIN, the fence check
    and the files upsert, which locks the batch's files and returns their part
    bitmaps; (2) the new chunks, with binary parameters (most of the batch's
    bytes: inside a script Postgres would lex and parse every one); (3) every
    other write, the rule counters (``hits``) and the COMMIT. (1) and (3) are
    scripts of statements bound on the client (``db.Script``): on the committer
    thread every network wait also waits for the GIL, so waits, not rows, were
    the cost (docs/adr/0005, 0006).
    """
    # One lock order for every writer (no deadlocks); the sort is stable, so
    # a file's aggregates keep their batch order.
    files = sorted(files, key=lambda f: f.file_id)
    if not conn.autocommit:
        raise ValueError("staging needs an autocommit connection: each batch is its own BEGIN ... COMMIT")
    script = Script(conn)
    try:
        # The batch's rows, coverage and watermark commit together, so losing
        # the last commit in a crash loses them together (re-read next pass):
        # waiting for the WAL flush buys no safety here, only latency.
        script.execute("BEGIN")
        script.execute("SET LOCAL synchronous_commit TO off")
        fence_rows = script.execute(*(fence_sql or crawl_state.group_fence_sql(backbone, group)))
        file_rows = script.execute(*_files_sql(files)) if files else None
        script.run()  # round trip 1
        # A lost fence raises here; the rollback below undoes the upsert: nothing is written.
        row = fence_rows.one()
        crawl_state.check_fence(row["fence_token"] if row else None, fence, backbone, group)
        current = {r["file_id"]: (r["set_id"], r["parts_bits"]) for r in file_rows.rows} if file_rows else {}
        inserted, offered, touched, owners = _insert_segments(script, files, current)
        refresh = None
        if touched:
            sql, params, set_ids = _sets_sql(backbone, touched)
            script.execute(sql, params)
            refresh = script.execute(*_refresh_sql(sorted(set(set_ids) | owners)))
            script.execute(
                """INSERT INTO usenet.staging_counts (group_name, segments) VALUES (%s, %s)
                   ON CONFLICT (group_name) DO UPDATE SET segments = usenet.staging_counts.segments + EXCLUDED.segments""",
                (group, inserted),
            )
        if hits:  # the batches' filter counters count exactly when their rows do
            record_hits(script, hits)
        total_rows = script.execute("SELECT COALESCE(sum(segments), 0) AS n FROM usenet.staging_counts")
        for statement in crawl_state.batch_tail(backbone, group, covered=covered, next_article=next_article,
                                                resolves=resolves, also=also):
            script.execute(*statement)
        script.execute("COMMIT")
        script.run()  # round trip 2
    except BaseException:
        script.abort()
        raise
    ready = _count_ready(refresh.rows) if refresh is not None else 0
    total = total_rows.one()
    return StageOutcome(inserted=inserted, duplicates=offered - inserted, sets_touched=len({f.set_id for f in touched}),
                        ready_sets=ready, staged_total=int(total["n"]) if total else None)


def _files_sql(files: Sequence[FileAggregate]) -> tuple[str, tuple[Any, ...]]:
    """Return the upsert of the batch's files; its rows (file_id, set_id, parts_bits) come back locked.

    The row lock is the dedup's guard: a concurrent crawl of the same file
    (another provider) waits here until this transaction commits, then reads
    the bitmap this one wrote. A merged file keeps the set it was merged into.
    Several aggregates of one file become one row, folded as the conflict
    clause folds them across batches (largest part total, earliest known date).
    """
    rows: dict[str, list[Any]] = {}
    for f in files:
        row = rows.get(f.file_id)
        if row is None:
            rows[f.file_id] = [f.set_id, f.file_name, f.subject, f.file_index, f.part_total, f.posted]
            continue
        row[4] = max(row[4], f.part_total)
        posted = f.posted
        if posted and (not row[5] or posted < row[5]):
            row[5] = posted
    keys = list(rows)
    return (
        """INSERT INTO usenet.staged_files AS t
               (file_id, set_id, file_name, subject, file_index, part_total, posted)
           SELECT * FROM unnest(%s::text[], %s::text[], %s::text[], %s::text[], %s::int[], %s::int[], %s::bigint[])
           ON CONFLICT (file_id) DO UPDATE SET
               part_total = GREATEST(t.part_total, EXCLUDED.part_total),
               posted = CASE WHEN t.posted = 0 THEN EXCLUDED.posted
                             WHEN EXCLUDED.posted = 0 THEN t.posted
                             ELSE LEAST(t.posted, EXCLUDED.posted) END
           RETURNING file_id, set_id, parts_bits""",
        (array_literal(keys), *(array_literal([rows[k][i] for k in keys]) for i in range(6))),
    )


def render_chunk(stored: bytes, parts: list[int], sizes: list[int],
                 message_ids: list[str]) -> tuple[bytes, str, str, str, int, int] | None:
    """Return one file's new segments as a chunk row: (bits, parts, sizes, ids, count, bytes), or None.

    The pure-Python twin of the C ``chunk`` (tests hold them equal): keep the
    parts not in the bitmap, clamp sizes to an int4 (a lying :bytes must not
    fail the batch), render parts and sizes as array literals and the ids as
    one newline-separated string (ingest removed control characters from ids).
    Refuses what the C one refuses, the same way: anything but exact lists,
    exact ints (no bool, no ``__index__`` object) and exact str (TypeError),
    parts outside 1..2**24 (ValueError).
    """
    if type(parts) is not list or type(sizes) is not list or type(message_ids) is not list:
        raise TypeError("parts, sizes and message_ids must be lists (exactly list)")
    if len(sizes) != len(parts) or len(message_ids) != len(parts):
        raise ValueError("parts, sizes and message_ids differ in length")
    if any(type(p) is not int for p in parts) or any(type(z) is not int for z in sizes):
        raise TypeError("parts and sizes must be ints (exactly int: no bool, no __index__)")
    if any(type(m) is not str for m in message_ids):
        raise TypeError("message_ids must be str (exactly str)")
    if parts and not 1 <= min(parts) <= max(parts) <= 1 << 24:
        raise ValueError("part numbers must be 1..2**24")
    bits = bytearray(stored)
    keep = new_parts(bits, parts)
    if not keep:
        return None
    kept_sizes = [min(max(sizes[i], 0), 2_147_483_647) for i in keep]
    return (bytes(bits), "{" + ",".join(str(parts[i]) for i in keep) + "}",
            "{" + ",".join(map(str, kept_sizes)) + "}", "\n".join(message_ids[i] for i in keep), len(keep),
            sum(kept_sizes))


def _insert_segments(
    script: Script, files: Sequence[FileAggregate], current: dict[str, tuple[str, bytes]]
) -> tuple[int, int, list[FileAggregate], set[str]]:
    """Queue the writes of the batch's new segments; return (inserted, offered, touched files, owning sets).

    ``current`` holds each file's owning set and part bitmap as locked by the
    upsert. The new segments go in as one chunk row per file, and the files'
    bitmaps and counters are written back in one statement: per article,
    Postgres does no index work at all.
    """
    touched: list[FileAggregate] = []
    owners: set[str] = set()
    updates: dict[str, tuple[bytes, int, int]] = {}  # file_id -> (bitmap, new parts, new bytes)
    # One chunk row per file: parts and sizes as array literals,
    # the ids as one newline-separated string (ingest removed control
    # characters from them), all built here with joins: the generic list
    # dumper escapes element by element, and a text[] would cost Postgres a
    # parse per id.
    chunk_files: list[str] = []
    slot: dict[str, int] = {}  # file_id -> its chunk's position in the lists
    chunk_ids: list[str] = []
    chunk_parts: list[str] = []
    chunk_sizes: list[str] = []
    inserted = offered = 0
    render = _native.chunk if _native is not None else render_chunk
    for f in files:
        offered += len(f.parts)
        owner, stored = current[f.file_id]
        seen = updates.get(f.file_id)
        row = render(seen[0] if seen else stored, f.parts, f.sizes, f.message_ids)
        if row is None:
            continue
        bits, parts_lit, sizes_lit, ids_text, n, total = row
        at = slot.get(f.file_id)
        if at is None:
            slot[f.file_id] = len(chunk_files)
            chunk_files.append(f.file_id)
            chunk_parts.append(parts_lit)
            chunk_sizes.append(sizes_lit)
            chunk_ids.append(ids_text)
        else:  # the file's next batch: one chunk row for the transaction, its segments in batch order
            chunk_parts[at] = chunk_parts[at][:-1] + "," + parts_lit[1:]
            chunk_sizes[at] = chunk_sizes[at][:-1] + "," + sizes_lit[1:]
            chunk_ids[at] = chunk_ids[at] + "\n" + ids_text
        touched.append(f)
        owners.add(owner)
        updates[f.file_id] = (bits, n + seen[1], total + seen[2]) if seen else (bits, n, total)
        inserted += n
    if touched:
        ids = list(updates)
        # The chunks are most of the batch's bytes, so they alone go out of
        # line as binary parameters, their own round trip: inside a script
        # Postgres lexes every byte of a literal and parses the text[] again
        # (about 12 ns a byte, measured: half of the whole commit).
        script.direct(
            """INSERT INTO usenet.staged_chunks (file_id, parts, sizes, message_ids)
               SELECT f, p::int[], s::int[], m FROM unnest(%b::text[], %b::text[], %b::text[], %b::text[])
                   AS u(f, p, s, m)""",
            (chunk_files, chunk_parts, chunk_sizes, chunk_ids),
        )
        script.execute(
            """UPDATE usenet.staged_files t SET parts_bits = u.bits, parts_have = t.parts_have + u.n,
                      bytes = t.bytes + u.b
               FROM unnest(%s::text[], %s::bytea[], %s::int[], %s::bigint[]) AS u(file_id, bits, n, b)
               WHERE t.file_id = u.file_id AND t.file_id = ANY(%s::text[])""",  # ANY: by the key's index, not a scan
            (array_literal(ids), array_literal([u[0] for u in updates.values()]),
             array_literal([u[1] for u in updates.values()]), array_literal([u[2] for u in updates.values()]),
             array_literal(ids)),
        )
    return inserted, offered, touched, owners


def _sets_sql(backbone: str, files: Sequence[FileAggregate]) -> tuple[str, tuple[Any, ...], list[str]]:
    """Return the upsert of the files' sets (statement, parameters, set ids in lock order)."""
    sets: dict[str, dict] = {}
    for f in files:
        s = sets.get(f.set_id)
        posted = f.posted
        if s is None:
            sets[f.set_id] = {"group": f.group, "base": f.base, "poster": f.poster, "groups": set(f.groups),
                              "file_total": f.file_total, "lo": f.art_lo, "hi": f.art_hi,
                              "pmin": posted, "pmax": posted, "name_only": f.name_only}
        else:
            s["groups"] |= f.groups
            s["name_only"] = s["name_only"] or f.name_only
            s["file_total"] = max(s["file_total"], f.file_total)
            s["lo"], s["hi"] = min(s["lo"], f.art_lo), max(s["hi"], f.art_hi)
            if posted:
                s["pmin"] = min(s["pmin"], posted) if s["pmin"] else posted
                s["pmax"] = max(s["pmax"], posted)
    keys = sorted(sets)  # a stable order avoids deadlocks between concurrent crawls of a crossposted set
    sql = """INSERT INTO usenet.staged_sets
               (set_id, group_name, base, poster, groups, file_total, backbone, art_lo, art_hi, posted_min, posted_max,
                name_only)
           SELECT s.set_id, s.grp, s.base, s.poster, string_to_array(s.groups, E'\\x1f'), s.file_total, %s,
                  s.lo, s.hi, s.pmin, s.pmax, s.name_only
           FROM unnest(%s::text[], %s::text[], %s::text[], %s::text[], %s::text[], %s::int[], %s::bigint[],
                       %s::bigint[], %s::bigint[], %s::bigint[], %s::boolean[])
                AS s(set_id, grp, base, poster, groups, file_total, lo, hi, pmin, pmax, name_only)
           ON CONFLICT (set_id) DO UPDATE SET
               file_total = GREATEST(usenet.staged_sets.file_total, EXCLUDED.file_total),
               art_lo = CASE WHEN usenet.staged_sets.backbone = EXCLUDED.backbone
                             THEN LEAST(usenet.staged_sets.art_lo, EXCLUDED.art_lo) ELSE usenet.staged_sets.art_lo END,
               art_hi = CASE WHEN usenet.staged_sets.backbone = EXCLUDED.backbone
                             THEN GREATEST(usenet.staged_sets.art_hi, EXCLUDED.art_hi) ELSE usenet.staged_sets.art_hi END,
               posted_min = CASE WHEN usenet.staged_sets.posted_min = 0 THEN EXCLUDED.posted_min
                                 WHEN EXCLUDED.posted_min = 0 THEN usenet.staged_sets.posted_min
                                 ELSE LEAST(usenet.staged_sets.posted_min, EXCLUDED.posted_min) END,
               posted_max = GREATEST(usenet.staged_sets.posted_max, EXCLUDED.posted_max),
               groups = (ARRAY(SELECT DISTINCT g FROM unnest(usenet.staged_sets.groups || EXCLUDED.groups) AS g
                               ORDER BY g))[1:%s],
               name_only = usenet.staged_sets.name_only OR EXCLUDED.name_only,
               last_seen = now()"""
    columns: tuple[list[Any], ...] = (
        keys,
        [sets[k]["group"] for k in keys],
        [sets[k]["base"] for k in keys],
        [sets[k]["poster"] for k in keys],
        ["\x1f".join(sorted(sets[k]["groups"])[:MAX_SET_GROUPS]) for k in keys],
        [sets[k]["file_total"] for k in keys],
        [sets[k]["lo"] for k in keys],
        [sets[k]["hi"] for k in keys],
        [sets[k]["pmin"] for k in keys],
        [sets[k]["pmax"] for k in keys],
        [sets[k]["name_only"] for k in keys],
    )
    # The groups are bounded per set as they are per file (ingest.MAX_SET_GROUPS): a poster crossposting each
    # segment to other groups would otherwise grow one set's array without end, batch after batch.
    params = (backbone, *(array_literal(column) for column in columns), MAX_SET_GROUPS)
    return sql, params, keys


def refresh_sets(conn: Conn, set_ids: Sequence[str]) -> int:
    """Recompute counters and status of the touched sets; return how many are ready now."""
    sql, params = _refresh_sql(set_ids)
    return _count_ready(conn.execute(sql, params, prepare=False).fetchall())


def _count_ready(rows: Sequence[dict[str, Any]]) -> int:
    return sum(1 for r in rows if r["status"] == SetStatus.READY.value)


def _refresh_sql(set_ids: Sequence[str]) -> tuple[str, dict[str, Any]]:
    """Queue the recount of the touched sets' counters and status; the cursor returns their statuses.

    ``posted_min`` and ``posted_max`` are the earliest and latest of its
    files' dates, so they depend neither on where OVER batches or backfill
    partitions cut a file nor on which backbone's batch brought a file's
    new parts first.

    A counted set ([i/N]) is ready when every slot 1..N holds a complete file;
    files numbered 0 (an nfo posted as [00/N]) or above N are extras and never
    required. Two different files claiming one slot mean two uploads collided
    on the set's key: the set is flagged a collision rather than completed as
    a mixture. A set without a counter settles when every file seen is complete.
    """
    return (
        """UPDATE usenet.staged_sets s SET
               files_seen = a.files,
               files_complete = CASE WHEN s.file_total > 0 THEN a.complete_slots ELSE a.complete_files END,
               segments_have = a.have, segments_total = a.total, bytes = a.bytes,
               posted_min = COALESCE(a.pmin, s.posted_min), posted_max = COALESCE(a.pmax, s.posted_max),
               status = CASE
                   WHEN s.art_hi - s.art_lo >= %(span)s OR a.clashes > 0 THEN 'collision'
                   WHEN s.file_total > 0 AND a.complete_slots >= s.file_total THEN 'ready'
                   WHEN s.file_total = 0 AND a.complete_files = a.files THEN 'settling'
                   ELSE 'forming' END,
               ready_since = CASE
                   WHEN s.file_total > 0 AND a.complete_slots >= s.file_total AND a.clashes = 0
                        AND s.art_hi - s.art_lo < %(span)s
                   THEN COALESCE(s.ready_since, now()) ELSE NULL END
           FROM (SELECT f.set_id, count(*) AS files,
                        count(*) FILTER (WHERE f.parts_have >= f.part_total) AS complete_files,
                        count(DISTINCT f.file_index) FILTER (
                            WHERE f.parts_have >= f.part_total AND f.file_index BETWEEN 1 AND t.file_total)
                            AS complete_slots,
                        count(*) FILTER (WHERE f.file_index BETWEEN 1 AND t.file_total)
                            - count(DISTINCT f.file_index) FILTER (WHERE f.file_index BETWEEN 1 AND t.file_total)
                            AS clashes,
                        sum(f.parts_have) AS have, sum(f.part_total) AS total, sum(f.bytes) AS bytes,
                        min(f.posted) FILTER (WHERE f.posted > 0) AS pmin,
                        max(f.posted) FILTER (WHERE f.posted > 0) AS pmax
                 FROM usenet.staged_files f JOIN usenet.staged_sets t ON t.set_id = f.set_id
                 WHERE f.set_id = ANY(%(ids)s::text[]) AND t.set_id = ANY(%(ids)s::text[]) GROUP BY f.set_id) a
           WHERE s.set_id = a.set_id AND s.set_id = ANY(%(ids)s::text[])
           RETURNING s.status""",
        {"span": COLLISION_SPAN, "ids": array_literal(list(set_ids))},
    )


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


def lock_stale(conn: Conn, idle_hours: int, limit: int) -> list[tuple[str, str]]:
    """Lock up to ``limit`` sets idle longer than ``idle_hours``, longest idle first; return (set_id, base)."""
    rows = conn.execute(
        """SELECT set_id, base FROM usenet.staged_sets
           WHERE last_seen < now() - make_interval(hours => %s)
           ORDER BY last_seen LIMIT %s FOR UPDATE SKIP LOCKED""",
        (idle_hours, limit),
    ).fetchall()
    return [(r["set_id"], r["base"]) for r in rows]


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


def set_status(conn: Conn, set_ids: Sequence[str]) -> dict[str, str]:
    """Return {set_id: status} for the given sets."""
    rows = conn.execute("SELECT set_id, status FROM usenet.staged_sets WHERE set_id = ANY(%s)",
                        (list(set_ids),)).fetchall()
    return {r["set_id"]: r["status"] for r in rows}


def merge_name_only_siblings(conn: Conn, *, idle_min: int, history: bool, limit: int = MERGE_CANDIDATES) -> int:
    """Merge the sets of one upload into one set; return how many sets were merged away.

    The plan is ``domain.assembly.uploads.plan_upload_merges`` (the one
    grouping rule, shared with Redis staging): same group, poster and [i/N]
    total, complete files in disjoint slots, one posting run by number on a
    backbone or by date across backbones. Every candidate is planned at
    once: a fragment is complete (no file still arriving) and forming, and
    its key has a sibling; planning part of them (a LIMIT in key order)
    starved every key past it. The merged set keeps the target's backbone,
    and its span folds in only the spans numbered on that backbone (another
    backbone's numbers would make it meaningless to the settle rule and the
    walk-past sweep). With ``history`` (the backfill is on) a set's run is
    known once coverage reaches from ``SIBLING_GAP`` below it (or the
    server's low) to its start (what came before it is read; the newest
    articles inside the crawl's headroom need not be), or after
    ``SETTLE_AFTER_HOURS`` without a new article (the settle rule's own bound). Where its own backbone has not
    read that far but another backbone has read the group, the history
    cannot say (numbers of two backbones say nothing of each other; the
    walk-past sweep skips such groups for the same reason): run_known is
    NULL, and posting order decides. Runs in the caller's transaction
    with the candidates locked.
    """
    rows = conn.execute(
        """SELECT set_id, group_name, poster, file_total, backbone, art_lo, art_hi, posted_min, posted_max, base,
                  extract(epoch FROM last_seen)::bigint AS last_seen,
                  extract(epoch FROM now() - make_interval(mins => %s))::bigint AS idle_before,
                  CASE WHEN NOT %s OR last_seen < now() - make_interval(hours => %s)
                            OR EXISTS (SELECT 1 FROM usenet.coverage v
                                       WHERE v.backbone = c.backbone AND v.group_name = c.group_name
                                         AND v.hi >= c.art_lo AND v.lo <= GREATEST(
                                             c.art_lo - %s, COALESCE(c.server_low, c.first_article, 0), 1)) THEN TRUE
                       WHEN EXISTS (SELECT 1 FROM usenet.coverage w
                                    WHERE w.group_name = c.group_name AND w.backbone <> c.backbone) THEN NULL
                       ELSE FALSE END AS run_known
           FROM (SELECT s.*, g.server_low, g.first_article,
                        count(*) OVER (PARTITION BY s.group_name, s.poster, s.file_total) AS siblings
                 FROM usenet.staged_sets s
                 LEFT JOIN usenet.group_state g ON g.backbone = s.backbone AND g.group_name = s.group_name
                 WHERE s.name_only AND s.status = 'forming' AND s.file_total > 1 AND s.files_seen > 0
                   AND NOT EXISTS (SELECT 1 FROM usenet.staged_files f
                                   WHERE f.set_id = s.set_id AND f.parts_have < f.part_total)) c
           WHERE siblings > 1
           ORDER BY group_name, poster, file_total, backbone, art_lo LIMIT %s""",
        (idle_min, history, SETTLE_AFTER_HOURS, SIBLING_GAP, limit),
    ).fetchall()
    if len(rows) < 2:
        return 0
    locked = {r["set_id"] for r in conn.execute(
        "SELECT set_id FROM usenet.staged_sets WHERE set_id = ANY(%s) AND status = 'forming' FOR UPDATE SKIP LOCKED",
        ([r["set_id"] for r in rows],))}
    if len(locked) < len(rows):
        return 0  # another build pass is merging (or sweeping) some of them: planning part of an upload could split it
    files = conn.execute(
        """SELECT set_id, file_index, parts_have >= part_total AS complete FROM usenet.staged_files
           WHERE set_id = ANY(%s)""",
        ([r["set_id"] for r in rows],),
    ).fetchall()
    merges = plan_upload_merges(rows, [(f["set_id"], f["file_index"], f["complete"]) for f in files],
                                idle_before=int(rows[0]["idle_before"]))
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


# --- group purge (issue 32: the seed's groups-purge) ---------------------------------------------------------


PURGE_CHUNK = 500  # sets per transaction: a large group is purged in many short transactions, never one huge one


def staged_in_group(conn: Conn, group: str) -> dict[str, int]:
    """Return what pg staging holds for ``group``: sets and segments (the purge's preview)."""
    row = one(conn.execute(
        """SELECT (SELECT count(*) FROM usenet.staged_sets WHERE group_name = %(g)s) AS sets,
                  COALESCE((SELECT segments FROM usenet.staging_counts WHERE group_name = %(g)s), 0) AS segments""",
        {"g": group}))
    return {"sets": int(row["sets"]), "segments": int(row["segments"])}


def purge_group(conn: Conn, group: str) -> dict[str, int]:
    """Remove every set pg staging holds for ``group`` (files, segments, counters), a chunk per transaction.

    A set a build task holds (its claim's row lock) is skipped, never waited
    for: the build deletes it itself once its release is stored. Returns
    {sets, segments, skipped}.
    """
    sets = segments = 0
    while True:
        with conn.transaction():
            ids = [r["set_id"] for r in conn.execute(
                """SELECT set_id FROM usenet.staged_sets WHERE group_name = %s ORDER BY set_id
                   LIMIT %s FOR UPDATE SKIP LOCKED""", (group, PURGE_CHUNK))]
            if ids:
                segments += delete_sets(conn, ids)
                sets += len(ids)
        if len(ids) < PURGE_CHUNK:
            break
    skipped = int(one(conn.execute("SELECT count(*) AS n FROM usenet.staged_sets WHERE group_name = %s",
                                   (group,)))["n"])
    if not skipped:
        conn.execute("DELETE FROM usenet.staging_counts WHERE group_name = %s", (group,))
    return {"sets": sets, "segments": segments, "skipped": skipped}

