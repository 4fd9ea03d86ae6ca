"""pg staging: stage a batch and advance the crawl state in ONE transaction.

Invariants kept here:
1. the watermark and coverage advance only in the transaction that stages
   the batch's articles; a failed batch leaves both untouched;
2. the fencing token of (backbone, group) is checked inside that
   transaction, under a row lock: a task that lost ownership writes nothing;
3. a file's parts are staged once: its part bitmap (domain/part_bitmap.py),
   read and written back under the file row's lock, admits each (file, part)
   once, so re-reads, other providers and other backbones add nothing twice;
4. set aggregates and readiness are recomputed only for the sets a batch
   touched, so a batch costs O(its own sets), never O(all staging).

The seam: two backends, selected by the ``staging`` knob (``configure``):
pg (this module, durable, the default) and redis (``store.staging_redis``,
fast, best-effort). ``stage_batch``, ``staged_total``, ``pressure`` and
``staging_info`` dispatch to the active one; coverage, watermarks and fences
stay here, in Postgres, for both (docs/adr/0015-redis-staging.md).
"""

from __future__ import annotations

import enum
import os
import threading
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from usenet_ops.domain.ingest import MAX_SET_GROUPS, FileAggregate
from usenet_ops.domain.part_bitmap import new_parts
from usenet_ops.fastpath import scanner as _native
from usenet_ops.store.db import Conn, Script, array_literal, one
from usenet_ops.store.filters import HitCounts, record_hits

# One statement and its parameters, queued into a staging transaction.
Statement = tuple[str, Any]

if TYPE_CHECKING:
    from usenet_ops.settings import Settings
    from usenet_ops.store.staging_redis import RedisStaging

# A set spanning this many article numbers is several uploads that collided
# on one base: it can never complete (the seed's collision rule, absolute on
# purpose: a ratio flags every set early in its arrival).
COLLISION_SPAN = 1_000_000


class StagingMode(enum.StrEnum):
    """Where staged sets live: the ``staging`` knob's values."""

    PG = "pg"
    REDIS = "redis"


class RedisNotConfigured(RuntimeError):
    """staging=redis without USENET_REDIS_URL: a refusal, never a silent fallback to pg."""


_lock = threading.Lock()
_redis: dict[tuple[str, str], RedisStaging] = {}
_active: RedisStaging | None = None  # None: pg


def configure(settings: Settings) -> RedisStaging | None:
    """Select the backend the ``staging`` knob names; return the Redis backend, or None for pg.

    Passes call this with the settings they loaded, so every stage, build and
    prune call of the process uses the same backend. Redis is named by
    USENET_REDIS_URL (its key prefix by USENET_STAGING_REDIS_PREFIX).
    """
    global _active
    if StagingMode(settings.staging) is StagingMode.PG:
        with _lock:
            _active = None
        return None
    backend = redis_backend()
    backend.ttl_hours = settings.staging_ttl_hours
    backend.evict_staleness_secs = settings.evict_staleness_secs
    with _lock:
        _active = backend
    return backend


def redis_backend() -> RedisStaging:
    """Return the Redis backend USENET_REDIS_URL names (one per URL and prefix in a process)."""
    from usenet_ops.store.staging_redis import DEFAULT_PREFIX, RedisStaging

    url = (os.environ.get("USENET_REDIS_URL") or "").strip()
    if not url:
        raise RedisNotConfigured("staging is set to redis but USENET_REDIS_URL is not set: set it to the Redis that "
                                 "stages (redis://host:6379/0), or switch back with `usenet-ops staging switch pg`")
    prefix = os.environ.get("USENET_STAGING_REDIS_PREFIX") or DEFAULT_PREFIX
    with _lock:
        backend = _redis.get((url, prefix))
        if backend is None:
            backend = _redis[(url, prefix)] = RedisStaging(url, prefix=prefix)
        return backend


def active() -> RedisStaging | None:
    """Return the active Redis backend, or None when staging is pg."""
    return _active


def mode() -> StagingMode:
    """Return the active backend's mode."""
    return StagingMode.PG if _active is None else StagingMode.REDIS


def use(backend: RedisStaging | None) -> None:
    """Make ``backend`` (None: pg) the active one: for tools and tests that pick a backend themselves."""
    global _active
    with _lock:
        _active = backend


class SetStatus(enum.StrEnum):
    """Lifecycle of a staged set (``staged_sets.status``).

    A StrEnum: its str() is the value, so the CLI's table and JSON print
    ``ready``, ``forming``, ... (a stable output contract).
    """

    FORMING = "forming"
    SETTLING = "settling"  # no file counter; every file seen is complete: waits to be sure no more arrive
    READY = "ready"
    COLLISION = "collision"


class FenceLost(RuntimeError):
    """Another task took over this (backbone, group); this one must stop and write nothing."""


@dataclass(frozen=True)
class StageOutcome:
    """What one staged batch changed."""

    inserted: int
    duplicates: int
    sets_touched: int
    ready_sets: int
    staged_total: int | None = None  # segments staged across all groups right after this commit


def take_fence(conn: Conn, backbone: str, group: str, owner: str) -> int:
    """Take ownership of (backbone, group) for a crawl task; return the new fencing token."""
    row = conn.execute(
        """INSERT INTO usenet.group_state (backbone, group_name, fence_token, fence_owner, fence_taken_at)
           VALUES (%s, %s, 1, %s, now())
           ON CONFLICT (backbone, group_name) DO UPDATE
           SET fence_token = usenet.group_state.fence_token + 1, fence_owner = EXCLUDED.fence_owner,
               fence_taken_at = now()
           RETURNING fence_token""",
        (backbone, group, owner),
    ).fetchone()
    assert row is not None  # INSERT ... ON CONFLICT DO UPDATE ... RETURNING always yields the row
    return int(row["fence_token"])


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
    backend = _active
    if backend is not None:
        return backend.stage_batch(conn, backbone=backbone, group=group, fence=fence, files=files,  # type: ignore[no-any-return]
                                   covered=covered, next_article=next_article, hits=hits, resolves=resolves)
    script = Script(conn)
    try:
        # The batch's rows, coverage and watermark commit together, so losing
        # the last commit in a crash loses them together (re-read next pass):
        # waiting for the WAL flush buys no safety here, only latency.
        script.execute("BEGIN")
        script.execute("SET LOCAL synchronous_commit TO off")
        fence_rows = script.execute(*(fence_sql or group_fence_sql(backbone, group)))
        file_rows = script.execute(*_files_sql(files)) if files else None
        script.run()  # round trip 1
        # A lost fence raises here; the rollback below undoes the upsert: nothing is written.
        row = fence_rows.one()
        _fence_ok(row["fence_token"] if row else None, fence, backbone, group)
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
        if covered is not None and covered[1] >= covered[0]:
            script.execute(*coverage_sql(backbone, group, covered[0], covered[1]))
        if next_article is not None:
            script.execute(*watermark_sql(backbone, group, next_article, covered[0] if covered else next_article))
        for statement in also:
            script.execute(*statement)
        if resolves is not None:
            script.execute(
                """UPDATE usenet.quarantine SET cleared_at = now(), attempts = attempts + 1, last_retry_at = now()
                   WHERE id = %s AND cleared_at IS NULL""", (resolves,))
        script.execute("COMMIT")
        script.run()  # round trip 2
    except BaseException:
        script.abort()
        raise
    ready = _count_ready(refresh.rows) if refresh is not None else 0
    total = total_rows.one()
    return StageOutcome(inserted=inserted, duplicates=offered - inserted, sets_touched=len({f.set_id for f in touched}),
                        ready_sets=ready, staged_total=int(total["n"]) if total else None)


def group_fence_sql(backbone: str, group: str) -> Statement:
    """Return the statement that locks (backbone, group)'s crawl state and reads its fencing token."""
    return ("SELECT fence_token FROM usenet.group_state WHERE backbone = %s AND group_name = %s FOR UPDATE",
            (backbone, group))


def watermark_sql(backbone: str, group: str, next_article: int, first: int) -> tuple[str, tuple[Any, ...]]:
    """Return the statement that moves (backbone, group)'s watermark to ``next_article`` (``first``: a first pass's start)."""
    return (
        """UPDATE usenet.group_state SET next_article = %s, last_crawl_at = now(),
                  first_article = COALESCE(first_article, %s),
                  last_progress_at = CASE WHEN next_article IS DISTINCT FROM %s THEN now() ELSE last_progress_at END
           WHERE backbone = %s AND group_name = %s""",
        (next_article, first, next_article, backbone, group),
    )


def check_fence(current: int | None, token: int, backbone: str, group: str) -> None:
    """Raise FenceLost unless ``current`` (read under the row lock) is still ``token``."""
    _fence_ok(current, token, backbone, group)


def _fence_ok(current: int | None, token: int, backbone: str, group: str) -> None:
    if current != token:
        raise FenceLost(
            f"{group} on backbone {backbone}: fencing token {token} was superseded by {current}; "
            "another crawl task owns this group now, so this one stops without writing"
        )


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


def add_coverage(conn: Conn, backbone: str, group: str, lo: int, hi: int) -> None:
    """Record [lo, hi] as fetched, merged with overlapping or adjacent ranges."""
    if hi < lo:
        return
    conn.execute(*coverage_sql(backbone, group, lo, hi))


def coverage_sql(backbone: str, group: str, lo: int, hi: int) -> tuple[str, dict[str, Any]]:
    """Return the statement recording [lo, hi] as fetched, merged with overlapping or adjacent ranges."""
    return (
        """WITH merged AS (
               DELETE FROM usenet.coverage
               WHERE backbone = %(b)s AND group_name = %(g)s AND hi >= %(lo)s - 1 AND lo <= %(hi)s + 1
               RETURNING lo, hi)
           INSERT INTO usenet.coverage (backbone, group_name, lo, hi)
           SELECT %(b)s, %(g)s, LEAST(%(lo)s, min(lo)), GREATEST(%(hi)s, max(hi)) FROM merged""",
        {"b": backbone, "g": group, "lo": lo, "hi": hi},
    )


def coverage(conn: Conn, backbone: str, group: str) -> list[tuple[int, int]]:
    """Return the fetched ranges of (backbone, group) in order."""
    rows = conn.execute(
        "SELECT lo, hi FROM usenet.coverage WHERE backbone = %s AND group_name = %s ORDER BY lo", (backbone, group)
    ).fetchall()
    return [(r["lo"], r["hi"]) if isinstance(r, dict) else (r[0], r[1]) for r in rows]


def staged_total(conn: Conn) -> int:
    """Return how many segments are staged across all groups (exact, cheap)."""
    if _active is not None:
        return _active.staged_total()
    return int(one(conn.execute("SELECT COALESCE(sum(segments), 0) AS n FROM usenet.staging_counts"))["n"])


def pressure_pct(staged: int, capacity: int) -> float:
    """Return staging fill as a percentage of capacity (staging_max_rows)."""
    return 100.0 * staged / max(capacity, 1)


def pressure(staged: int, capacity: int) -> float:
    """Return the active backend's fill, what the pressure gates compare with their thresholds.

    pg: staged segments against ``staging_max_rows``. redis: used memory
    against maxmemory from INFO memory (rows as pg when Redis has no ceiling):
    under allkeys-* a write at the ceiling evicts forming sets, so the gate
    must stop short of it (the seed's 97.4 M evicted keys).
    """
    if _active is not None:
        return _active.pressure_pct(staged, capacity)
    return pressure_pct(staged, capacity)


@dataclass(frozen=True)
class PendingSet:
    """One incomplete staged set and its progress (files for multi-file sets, else segments)."""

    set_id: str
    group: str
    base: str
    status: SetStatus
    have: int
    need: int
    segments_have: int
    segments_total: int
    span: int
    multi: bool

    @property
    def pct(self) -> int:
        return int(100 * self.have / self.need) if self.need else 0


@dataclass(frozen=True)
class StagingInfo:
    """The builder's view of staging: why nothing is building, at a glance."""

    staged_articles: int
    sets: int
    ready: int
    settling: int
    collisions: int
    pending: list[PendingSet]


def staging_info(conn: Conn, largest: int = 10) -> StagingInfo:
    """Return staged counts and the largest incomplete sets with their progress."""
    if _active is not None:
        return _redis_info(_active, largest)
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
    pending = []
    for r in rows:
        multi = r["file_total"] > 1 or r["files_seen"] > 1
        need = r["file_total"] or r["files_seen"]
        pending.append(PendingSet(
            set_id=r["set_id"], group=r["group_name"], base=r["base"], status=SetStatus(r["status"]),
            have=r["files_complete"] if multi else r["segments_have"],
            need=need if multi else r["segments_total"],
            segments_have=r["segments_have"], segments_total=r["segments_total"], span=r["span"], multi=multi,
        ))
    return StagingInfo(
        staged_articles=staged_total(conn), sets=counts["sets"], ready=counts["ready"], settling=counts["settling"],
        collisions=counts["collisions"], pending=pending,
    )


def _redis_info(backend: RedisStaging, largest: int) -> StagingInfo:
    counts = backend.counts()
    pending = []
    for r in backend.largest_pending(largest)[:largest]:
        file_total, files_seen = int(r.get("file_total", 0)), int(r.get("files_seen", 0))
        multi = file_total > 1 or files_seen > 1
        need = file_total or files_seen
        seg_have, seg_total = int(r.get("segments_have", 0)), int(r.get("segments_total", 0))
        pending.append(PendingSet(
            set_id=r["set_id"], group=r.get("group", ""), base=r.get("base", ""), status=SetStatus(r["status"]),
            have=int(r.get("files_complete", 0)) if multi else seg_have, need=need if multi else seg_total,
            segments_have=seg_have, segments_total=seg_total, span=int(r["art_hi"]) - int(r["art_lo"]), multi=multi))
    return StagingInfo(staged_articles=backend.staged_total(), sets=counts["sets"], ready=counts["ready"],
                       settling=counts["settling"], collisions=backend.collisions(), pending=pending)
