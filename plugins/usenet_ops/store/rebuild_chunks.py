"""The chunk store and the release catalogue of header-first history (REBUILD parts 3-4).

Tables (include/sql/130_rebuild_chunks.sql): ``rb_chunks`` (one write-once
row per set per batch of a backfill range, its payload the chunk codec's
opaque bytes), ``rb_sets`` (one catalogue row per set, its aggregates added
up once per batch) and ``rb_ranges`` (chunk rows and bytes per range, for
operators).

Invariants kept here:

1. Re-writing a (range, batch) changes nothing: chunk rows are inserted with
   ON CONFLICT DO NOTHING and the set upsert adds only the rows actually
   inserted (one statement, a CTE over the INSERT's RETURNING). A retried
   batch therefore never doubles a set's segments or size.
2. A set's aggregates equal what its chunk rows add up to (groups excepted:
   a union that never shrinks). ``begin_range`` recomputes them from the
   chunks a re-run leaves, so a range written twice counts once.
3. A chunk's ``posted_month`` is a pure function of its summary, so a re-run
   names the same primary key whatever partitions exist meanwhile; which
   partition holds the row changes nothing a reader sees.
4. Nothing here commits but ``attach_months`` (settling's, on an autocommit
   connection, one transaction a month): every other function runs in the
   caller's transaction, so a batch's chunks, its set upserts and the
   range's progress (the caller's) are durable together or not at all.

Lock order: set rows are upserted and recomputed in set_id order, so two
ranges sharing sets wait for each other instead of deadlocking.
"""

from __future__ import annotations

import datetime as dt
import enum
import logging
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import psycopg
from psycopg import sql

from usenet_ops.domain import bounds
from usenet_ops.domain.rebuild.records import SetChunk
from usenet_ops.store.backfill_state import PartitionKey
from usenet_ops.store.db import Conn, one

log = logging.getLogger(__name__)

__all__ = [
    "ChunkRefused",
    "GroupChunks",
    "MonthsAttached",
    "RebuildSet",
    "SetSpan",
    "SetState",
    "UNKNOWN_MONTH",
    "attach_months",
    "begin_range",
    "edge_candidates",
    "get_set",
    "group_chunk_figures",
    "group_ranges",
    "group_set_counts",
    "mark",
    "month_of",
    "range_chunk_bytes",
    "read_groups",
    "set_chunks",
    "set_payloads",
    "set_totals",
    "settle_candidates",
    "waiting_sets",
    "write_batch",
]

# posted_month of a chunk without a usable date: the default partition keeps it.
UNKNOWN_MONTH = dt.date(1970, 1, 1)
# Months are attached as partitions only inside this window. A date before
# binaries were posted, or after now, is a server's or poster's garbage: one
# hostile Date header must not make the store create a partition for the
# year 4000 (thousands of them, each with its own files and index). Such rows
# live in the default partition, where they are few.
FIRST_PARTITION_MONTH = dt.date(1990, 1, 1)
_BIGINT_MAX = 2**63 - 1
_INT_MAX = 2**31 - 1
# 253402300800 is 10000-01-01: beyond it a date has no month Postgres can store.
_TS_END = 253402300800
# A set id is the ingest key (20 hex digits); anything long is a caller's bug, and a btree row is capped at 2,704 B.
_SET_ID_CHARS = 64
# Postgres holds at most 1 GB in a bytea, and the driver sends a copy: far above any real chunk (20 B a segment).
MAX_PAYLOAD_BYTES = 256 * 1024 * 1024


class ChunkRefused(ValueError):
    """A chunk cannot be stored as given; the message names the set and what to fix."""


class SetState(enum.StrEnum):
    """Where a set of history stands (rb_sets.state)."""

    OPEN = "open"  # chunks may still arrive
    SETTLED = "settled"  # its ranges are done and it was quiet: completeness judged
    PROMOTED = "promoted"  # catalogued as a release (release_id)
    INCOMPLETE = "incomplete"  # settled and found wanting
    DROPPED = "dropped"  # garbage by rule; kept so a re-run does not resurrect it as new


@dataclass(frozen=True, slots=True)
class SetSpan:
    """The articles one (backbone, group) holds of a set: article numbers are per backbone."""

    backbone: str
    group: str
    art_lo: int
    art_hi: int


@dataclass(frozen=True, slots=True)
class RebuildSet:
    """One rb_sets row, with the per-backbone spans its chunks cover (what settling checks ranges against)."""

    set_id: str
    group: str
    poster: str
    base: str
    groups: tuple[str, ...]
    file_total: int
    segments: int
    size: int
    posted_min: int
    posted_max: int
    art_lo: int
    art_hi: int
    chunks: int
    last_chunk_at: dt.datetime
    state: SetState
    content_hash: str | None
    release_id: int | None
    settled_at: dt.datetime | None
    spans: tuple[SetSpan, ...]


def _month_sql(posted: str) -> str:
    """Return SQL for month_of(``posted``) where it names a month (0 < posted < year 10000), NULL elsewhere."""
    return (f"CASE WHEN {posted} > 0 AND {posted} < {_TS_END} "
            f"THEN date_trunc('month', to_timestamp({posted}) AT TIME ZONE 'UTC')::date END")


# The months set ``s``'s chunk rows can be in (rows ``c``): what lets Postgres skip the other months' partitions
# when it looks a set's chunks up by set_id (rb_chunks_set is an index per partition, ~12 a year of history).
# Exact, not a guess: a chunk's posted_month is month_of(its posted_min), and a dated chunk's posted_min lies
# between the set's posted_min (the least non-zero chunk posted_min) and posted_max (the greatest chunk
# posted_max), both kept in the same statement as the chunk rows; an undated or implausibly dated chunk is
# UNKNOWN_MONTH. A set posted_max past year 10000 has no upper bound.
_SET_MONTHS = (f"(c.posted_month = DATE '{UNKNOWN_MONTH.isoformat()}' OR c.posted_month BETWEEN "
               f"COALESCE({_month_sql('s.posted_min')}, DATE '{UNKNOWN_MONTH.isoformat()}') AND "
               f"COALESCE({_month_sql('s.posted_max')}, CASE WHEN s.posted_max >= {_TS_END} THEN DATE 'infinity' "
               f"ELSE DATE '{UNKNOWN_MONTH.isoformat()}' END))")

# The same for a range ``r`` (an rb_ranges row): its chunks ``c`` are in the months of its dated chunks
# (month_lo .. month_hi, migration 138) or undated; NULL months (no dated chunk) leave only the undated.
_RANGE_MONTHS = (f"(c.posted_month = DATE '{UNKNOWN_MONTH.isoformat()}' "
                 "OR c.posted_month BETWEEN r.month_lo AND r.month_hi)")


def month_of(posted: int) -> dt.date:
    """Return the first day of the UTC month of unix time ``posted``; UNKNOWN_MONTH for 0, negatives, year 10000+."""
    if posted <= 0 or posted >= _TS_END:
        return UNKNOWN_MONTH
    day = dt.datetime.fromtimestamp(posted, dt.UTC)
    return dt.date(day.year, day.month, 1)


def _next_month(month: dt.date) -> dt.date:
    return dt.date(month.year + month.month // 12, month.month % 12 + 1, 1)


def _partition_name(month: dt.date) -> str:
    return f"rb_chunks_{month.year:04d}_{month.month:02d}"


def _check_int(set_id: str, field: str, value: int, low: int, high: int) -> None:
    if not low <= value <= high:
        raise ChunkRefused(
            f"set {set_id!r}: {field} {value} is outside {low}..{high}; the chunk's summary is corrupt "
            "(an overview field the edge worker should have counted as malformed): quarantine the batch")


def _check_key(key: PartitionKey) -> None:
    for field, value in (("backbone", key.backbone), ("group", key.group)):
        if not value or "\x00" in value or len(value) > bounds.GROUP_CHARS:
            raise ChunkRefused(f"range key {field} {value[:80]!r} is empty, holds NUL or is over "
                               f"{bounds.GROUP_CHARS} chars; the range plan is wrong, not the data")
    if not 0 < key.size <= _BIGINT_MAX or not 0 <= key.block <= _BIGINT_MAX:
        raise ChunkRefused(f"range key size {key.size} / block {key.block} out of range; the range plan is wrong")


def _rows(chunks: Sequence[tuple[SetChunk, bytes]]) -> dict[str, list[Any]]:
    """Return the batch as column arrays, text bounded and storable; raise ChunkRefused on a record that cannot be.

    Text is bounded, not refused (``domain.bounds``, as the live catalogue
    does): a hostile poster or base must not cost the batch. Numbers and the
    payload are refused: a wrong count or a truncated payload would store a
    lie, and the caller quarantines the batch instead.
    """
    cols: dict[str, list[Any]] = {name: [] for name in (
        "set_id", "posted_month", "files", "segments", "size", "posted_min", "posted_max", "art_lo", "art_hi",
        "file_total", "payload", "group_name", "poster", "base", "groups")}
    seen: set[str] = set()
    for chunk, payload in chunks:
        set_id = chunk.set_id
        if not set_id or len(set_id) > _SET_ID_CHARS or not set_id.isascii() or not set_id.isprintable():
            raise ChunkRefused(f"set id {set_id[:80]!r} is not an ingest key (1..{_SET_ID_CHARS} printable ASCII); "
                               "chunks must come from domain.rebuild.records.chunks_from_files")
        if set_id in seen:
            raise ChunkRefused(f"set {set_id!r} appears twice in one batch; a batch holds one chunk per set "
                               "(chunks_from_files merges a set's files)")
        seen.add(set_id)
        if not isinstance(payload, bytes | bytearray | memoryview) or not 0 < len(payload) <= MAX_PAYLOAD_BYTES:
            size = len(payload) if isinstance(payload, bytes | bytearray | memoryview) else type(payload).__name__
            raise ChunkRefused(f"set {set_id!r}: payload ({size}) must be 1..{MAX_PAYLOAD_BYTES} bytes from "
                               "chunk_codec.encode; split the batch or quarantine it")
        summary = chunk.summary()
        _check_int(set_id, "files", summary.files, 0, _INT_MAX)
        _check_int(set_id, "segments", summary.segments, 0, _INT_MAX)
        _check_int(set_id, "file_total", chunk.file_total, -_INT_MAX, _INT_MAX)
        _check_int(set_id, "size", summary.size, 0, _BIGINT_MAX)
        for field in ("posted_min", "posted_max", "art_lo", "art_hi"):
            _check_int(set_id, field, getattr(summary, field), -_BIGINT_MAX, _BIGINT_MAX)
        group = bounds.cut_words(chunk.group, bounds.GROUP_CHARS) or "unknown"
        cols["set_id"].append(set_id)
        cols["posted_month"].append(month_of(summary.posted_min))
        cols["files"].append(summary.files)
        cols["segments"].append(summary.segments)
        cols["size"].append(summary.size)
        cols["posted_min"].append(summary.posted_min)
        cols["posted_max"].append(summary.posted_max)
        cols["art_lo"].append(summary.art_lo)
        cols["art_hi"].append(summary.art_hi)
        cols["file_total"].append(max(chunk.file_total, 0))
        cols["payload"].append(bytes(payload))
        cols["group_name"].append(group)
        cols["poster"].append(bounds.cut_words(chunk.poster, bounds.POSTER_CHARS))
        cols["base"].append(bounds.cut_words(chunk.base, bounds.TITLE_CHARS))
        # Joined by newline (bound_groups keeps printable names only): unnest cannot take a ragged text[][].
        cols["groups"].append("\n".join(bounds.bound_groups(chunk.groups, first=group)) if chunk.groups else "")
    return cols


_ATTACHED = """SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
               WHERE i.inhparent = 'usenet.rb_chunks'::regclass AND c.relname = ANY(%s)"""


# How long attaching a month waits for the chunk store's other users (a writer's batch is one short transaction;
# writers arriving meanwhile queue behind the lock, so this is also the longest a writer stalls for one month).
ATTACH_LOCK_TIMEOUT_MS = 3000
# The chunk row's columns, in the table's order: what a month's rows are moved out of the default by.
_COLUMNS = ("part_size", "block", "size", "posted_min", "posted_max", "art_lo", "art_hi", "batch", "files", "segments",
            "file_total", "posted_month", "backbone", "group_name", "set_id", "payload")


@dataclass(frozen=True, slots=True)
class MonthsAttached:
    """What one ``attach_months`` did: partitions attached, and months left in the default until the next call."""

    attached: tuple[str, ...] = ()
    waiting: tuple[dt.date, ...] = ()
    rows_moved: int = 0


def attach_months(conn: Conn, *, lock_timeout_ms: int = ATTACH_LOCK_TIMEOUT_MS,
                  today: dt.date | None = None) -> MonthsAttached:
    """Give each month the default partition holds rows of its own partition, moving those rows into it.

    Why here and not in the writers (until 2026-12-06 each batch attached its
    months inside its own transaction): ATTACH needs an ACCESS EXCLUSIVE lock
    on the default partition, which every writer routing an undated row or a
    not-yet-attached month holds until it commits, while the writers reaching
    the same month waited on the attacher's advisory lock. Fifty lease
    threads deadlocked on that within minutes (A10: 227 of ~230 months of the
    synthetic history stayed in the default, the store's partitioning
    defeated), each failed month then cost every later batch a lock and a
    lookup, and each later ATTACH scanned a growing default under that lock:
    at REBUILD's ~3 TB, hours of every writer stopped. Now writers never
    attach (a month without a partition goes to the default, which is always
    correct) and settling moves a month out of the default (two callers
    serialise on the lock, the second finding the month attached): one
    transaction per month that locks the whole chunk table
    (waiting at most ``lock_timeout_ms`` for the batches in flight, each one
    short transaction), creates the month's table, moves the default's rows
    of that month into it and attaches it. Holding the parent's lock means no
    writer is between routing a row and inserting it: a row can never be
    sent to the default after its month was attached (Postgres would refuse
    it as a partition-constraint violation). A month whose lock was not
    granted in time, or whose attach failed, stays in the default and is
    tried again next call; nothing is lost either way.

    Months outside FIRST_PARTITION_MONTH .. next month stay in the default
    (one hostile Date header must not create a partition for the year 4000).
    """
    if not conn.autocommit:
        raise ValueError("attach_months needs an autocommit connection: each month commits on its own")
    last = _next_month(today or dt.datetime.now(dt.UTC).date())
    months = [r["m"] for r in conn.execute(
        """SELECT DISTINCT posted_month AS m FROM usenet.rb_chunks_default
           WHERE posted_month BETWEEN %s AND %s ORDER BY 1""", (FIRST_PARTITION_MONTH, last))]
    attached: list[str] = []
    waiting: list[dt.date] = []
    moved = 0
    columns = sql.SQL(", ").join(sql.Identifier(c) for c in _COLUMNS)
    for month in months:
        name = _partition_name(month)
        try:
            with conn.transaction():
                conn.execute(sql.SQL("SET LOCAL lock_timeout = {}").format(sql.Literal(f"{int(lock_timeout_ms)}ms")))
                conn.execute("LOCK TABLE usenet.rb_chunks IN ACCESS EXCLUSIVE MODE")
                if conn.execute(_ATTACHED, ([name],)).fetchone():
                    # Another caller attached it after this one listed the months (its rows moved with it): done.
                    continue
                conn.execute(sql.SQL(
                    "CREATE TABLE usenet.{} (LIKE usenet.rb_chunks INCLUDING DEFAULTS INCLUDING CONSTRAINTS "
                    "INCLUDING STORAGE)").format(sql.Identifier(name)))
                cur = conn.execute(sql.SQL(
                    "WITH moved AS (DELETE FROM usenet.rb_chunks_default WHERE posted_month = %s RETURNING {cols}) "
                    "INSERT INTO usenet.{name} ({cols}) SELECT {cols} FROM moved").format(
                        cols=columns, name=sql.Identifier(name)), (month,))
                rows = cur.rowcount
                conn.execute(sql.SQL("ALTER TABLE usenet.rb_chunks ATTACH PARTITION usenet.{} "
                                     "FOR VALUES FROM ({}) TO ({})").format(
                    sql.Identifier(name), sql.Literal(month), sql.Literal(_next_month(month))))
        except psycopg.Error as exc:
            waiting.append(month)
            text = str(exc).strip()
            log.warning("rebuild chunks: month %s stays in the default partition for now (%s); attached on a later "
                        "pass", month, text.splitlines()[0] if text else type(exc).__name__)
            continue
        attached.append(name)
        moved += rows
        log.info("rebuild chunks: attached partition %s (%d rows moved out of the default)", name, rows)
    return MonthsAttached(tuple(attached), tuple(waiting), moved)


_WRITE = """
WITH input AS (
    SELECT * FROM unnest(%(set_id)s::text[], %(posted_month)s::date[], %(files)s::int[], %(segments)s::int[],
                         %(size)s::bigint[], %(posted_min)s::bigint[], %(posted_max)s::bigint[], %(art_lo)s::bigint[],
                         %(art_hi)s::bigint[], %(file_total)s::int[], %(payload)s::bytea[], %(group_name)s::text[],
                         %(poster)s::text[], %(base)s::text[], %(groups)s::text[])
        AS t(set_id, posted_month, files, segments, size, posted_min, posted_max, art_lo, art_hi, file_total, payload,
             group_name, poster, base, groups)
), ins AS (
    INSERT INTO usenet.rb_chunks (backbone, group_name, part_size, block, batch, set_id, posted_month, files, segments,
                                  size, posted_min, posted_max, art_lo, art_hi, file_total, payload)
    SELECT %(backbone)s, %(range_group)s, %(part_size)s, %(block)s, %(batch)s, set_id, posted_month, files, segments,
           size, posted_min, posted_max, art_lo, art_hi, file_total, payload
    FROM input
    ON CONFLICT DO NOTHING
    RETURNING set_id, segments, size, posted_min, posted_max, art_lo, art_hi, file_total, posted_month,
              octet_length(payload) AS bytes
), sets AS (
    INSERT INTO usenet.rb_sets AS s (set_id, group_name, poster, base, groups, file_total, segments, size, posted_min,
                                     posted_max, art_lo, art_hi, chunks, last_chunk_at)
    SELECT i.set_id, t.group_name, t.poster, t.base, string_to_array(t.groups, E'\\n'), i.file_total,
           i.segments, i.size, i.posted_min, i.posted_max, i.art_lo, i.art_hi, 1, now()
    FROM ins i JOIN input t USING (set_id)
    ORDER BY i.set_id
    ON CONFLICT (set_id) DO UPDATE SET
        groups = CASE WHEN EXCLUDED.groups <@ s.groups THEN s.groups
                      ELSE ARRAY(SELECT DISTINCT g FROM unnest(s.groups || EXCLUDED.groups) g ORDER BY g
                                 LIMIT %(groups_max)s) END,
        file_total = GREATEST(s.file_total, EXCLUDED.file_total),
        segments = s.segments + EXCLUDED.segments,
        -- Saturates: sizes from a hostile overview could add past bigint, which would refuse the whole batch.
        size = LEAST(s.size::numeric + EXCLUDED.size, 9223372036854775807)::bigint,
        posted_min = COALESCE(LEAST(NULLIF(s.posted_min, 0), NULLIF(EXCLUDED.posted_min, 0)), 0),
        posted_max = GREATEST(s.posted_max, EXCLUDED.posted_max),
        art_lo = COALESCE(LEAST(NULLIF(s.art_lo, 0), NULLIF(EXCLUDED.art_lo, 0)), 0),
        art_hi = GREATEST(s.art_hi, EXCLUDED.art_hi),
        chunks = s.chunks + 1,
        last_chunk_at = now(),
        -- A judged set that grows is judged again; a promoted or dropped one keeps its fate (phase 2 owns it).
        state = CASE WHEN s.state IN ('settled', 'incomplete') THEN 'open' ELSE s.state END,
        settled_at = CASE WHEN s.state IN ('settled', 'incomplete') THEN NULL ELSE s.settled_at END
    RETURNING 1
), totals AS (
    INSERT INTO usenet.rb_ranges AS r (backbone, group_name, part_size, block, chunks, payload_bytes, month_lo,
                                       month_hi)
    SELECT %(backbone)s, %(range_group)s, %(part_size)s, %(block)s, count(*), sum(bytes),
           min(posted_month) FILTER (WHERE posted_month <> %(unknown_month)s),
           max(posted_month) FILTER (WHERE posted_month <> %(unknown_month)s)
    FROM ins HAVING count(*) > 0
    ON CONFLICT (backbone, group_name, part_size, block) DO UPDATE SET
        chunks = r.chunks + EXCLUDED.chunks, payload_bytes = r.payload_bytes + EXCLUDED.payload_bytes,
        -- LEAST and GREATEST skip NULLs: a batch without a dated chunk leaves the window as it was.
        month_lo = LEAST(r.month_lo, EXCLUDED.month_lo), month_hi = GREATEST(r.month_hi, EXCLUDED.month_hi),
        updated_at = now()
    RETURNING 1
)
SELECT count(*) AS chunks, COALESCE(sum(bytes), 0)::bigint AS bytes FROM ins
"""


def write_batch(conn: Conn, key: PartitionKey, batch: int, chunks: Sequence[tuple[SetChunk, bytes]]) -> int:
    """Store one batch's chunks and add them to their sets; return the payload bytes written (0 on a re-write).

    One INSERT of all chunk rows and ONE upsert of all their sets, in one
    statement: at ~115 M releases the catalogue takes one row write per set
    per batch, never one per file or segment (REBUILD part 4). Runs in the
    caller's transaction. It never attaches a partition (``attach_months``
    does, in settling): a month without one goes to the default partition.
    """
    _check_key(key)
    if not 0 <= batch <= _INT_MAX:
        raise ChunkRefused(f"batch {batch} must be 0..{_INT_MAX} (the batch's order within its range)")
    if not chunks:
        return 0
    cols = _rows(chunks)
    params = {**cols, "backbone": key.backbone, "range_group": key.group, "part_size": key.size,
              "block": key.block, "batch": batch, "groups_max": bounds.GROUPS_MAX, "unknown_month": UNKNOWN_MONTH}
    row = one(conn.execute(_WRITE, params))
    log.debug("rebuild chunks: %s/%s block %d batch %d: %d of %d chunks new, %d payload bytes",
              key.backbone, key.group, key.block, batch, row["chunks"], len(chunks), row["bytes"])
    return int(row["bytes"])


def begin_range(conn: Conn, key: PartitionKey) -> int:
    """Delete a range's chunks before it is (re-)read and recompute its sets from the chunks left; return rows deleted.

    Why delete, not merge: a re-run may batch the range differently (another
    batch size, a server that returns more now), so its chunks cannot be
    matched to the old ones; REBUILD part 3 replaces the range whole. A set
    left with no chunk is deleted, unless promoted: its release exists and
    the re-run's chunks will find the row again. Idempotent.
    """
    _check_key(key)
    params = {"backbone": key.backbone, "group": key.group, "part_size": key.size, "block": key.block}
    gone = conn.execute(
        """WITH gone AS (
               DELETE FROM usenet.rb_chunks
               WHERE backbone = %(backbone)s AND group_name = %(group)s AND part_size = %(part_size)s
                 AND block = %(block)s
               RETURNING set_id)
           SELECT set_id, count(*) AS n FROM gone GROUP BY set_id ORDER BY set_id""", params).fetchall()
    touched = [r["set_id"] for r in gone]
    conn.execute("""DELETE FROM usenet.rb_ranges
                    WHERE backbone = %(backbone)s AND group_name = %(group)s AND part_size = %(part_size)s
                      AND block = %(block)s""", params)
    if not touched:
        return 0
    conn.execute("SELECT 1 FROM usenet.rb_sets WHERE set_id = ANY(%s) ORDER BY set_id FOR UPDATE", (touched,))
    conn.execute(
        f"""UPDATE usenet.rb_sets s SET
               chunks = a.chunks, segments = a.segments, size = a.size,
               file_total = CASE WHEN a.chunks > 0 THEN a.file_total ELSE s.file_total END,
               posted_min = a.posted_min, posted_max = a.posted_max, art_lo = a.art_lo, art_hi = a.art_hi
           FROM (SELECT s.set_id, count(c.set_id)::int AS chunks, COALESCE(sum(c.segments), 0)::bigint AS segments,
                        LEAST(COALESCE(sum(c.size), 0), 9223372036854775807)::bigint AS size,
                        COALESCE(max(c.file_total), 0) AS file_total,
                        COALESCE(min(NULLIF(c.posted_min, 0)), 0) AS posted_min,
                        COALESCE(max(c.posted_max), 0) AS posted_max,
                        COALESCE(min(NULLIF(c.art_lo, 0)), 0) AS art_lo, COALESCE(max(c.art_hi), 0) AS art_hi
                 FROM usenet.rb_sets s LEFT JOIN usenet.rb_chunks c ON c.set_id = s.set_id AND {_SET_MONTHS}
                 WHERE s.set_id = ANY(%s)
                 GROUP BY s.set_id) a
           WHERE s.set_id = a.set_id""", (touched,))
    conn.execute("DELETE FROM usenet.rb_sets WHERE set_id = ANY(%s) AND chunks = 0 AND state <> 'promoted'",
                 (touched,))
    deleted = sum(int(r["n"]) for r in gone)
    log.info("rebuild chunks: range %s/%s block %d replaced: %d chunks of %d sets deleted",
             key.backbone, key.group, key.block, deleted, len(touched))
    return deleted


def set_payloads(conn: Conn, set_id: str) -> list[bytes]:
    """Return a set's chunk payloads in (range, batch) order: the order its articles were read, for settling and NZBs."""
    rows = conn.execute(
        f"""SELECT c.payload FROM usenet.rb_sets s JOIN usenet.rb_chunks c ON c.set_id = s.set_id AND {_SET_MONTHS}
            WHERE s.set_id = %s ORDER BY c.backbone, c.group_name, c.part_size, c.block, c.batch""",
        (set_id,)).fetchall()
    return [bytes(r["payload"]) for r in rows]


def set_chunks(conn: Conn, set_ids: Sequence[str]) -> dict[str, list[tuple[str, bytes]]]:
    """Return each set's (backbone, payload) pairs in (range, batch) order; a set without chunks is absent.

    One query for a whole chunk of sets being settled: the backbone comes
    along because article numbers (and so the chunk's spans) are per backbone.
    Each set's chunks are looked up in the months its row spans only
    (``_SET_MONTHS``): with a partition a month, by set_id alone the lookup
    would probe every month's index (A11: 436 ms a call over 230 months).
    A chunk whose set row is gone is not returned (none is: begin_range
    deletes a set only with its last chunk).
    """
    out: dict[str, list[tuple[str, bytes]]] = {}
    if not set_ids:
        return out
    for r in conn.execute(
            f"""SELECT c.set_id, c.backbone, c.payload FROM usenet.rb_sets s
                JOIN usenet.rb_chunks c ON c.set_id = s.set_id AND {_SET_MONTHS}
                WHERE s.set_id = ANY(%s)
                ORDER BY c.set_id, c.backbone, c.group_name, c.part_size, c.block, c.batch""",
            (sorted(set(set_ids)),)):
        out.setdefault(r["set_id"], []).append((r["backbone"], bytes(r["payload"])))
    return out


def read_groups(conn: Conn) -> list[tuple[str, str]]:
    """Return every (backbone, group) some range of history holds chunks for, sorted."""
    return [(r["backbone"], r["group_name"]) for r in conn.execute(
        "SELECT DISTINCT backbone, group_name FROM usenet.rb_ranges ORDER BY backbone, group_name")]


def range_chunk_bytes(conn: Conn, key: PartitionKey | None = None) -> int:
    """Return the chunk payload bytes stored for one range, or for all of them without ``key``.

    Read from rb_ranges, kept by every batch: summing the payloads
    themselves would scan the whole chunk store (terabytes at full scale).
    """
    if key is None:
        return int(one(conn.execute("SELECT COALESCE(sum(payload_bytes), 0)::bigint AS n FROM usenet.rb_ranges"))["n"])
    row = conn.execute(
        """SELECT payload_bytes FROM usenet.rb_ranges
           WHERE backbone = %s AND group_name = %s AND part_size = %s AND block = %s""",
        (key.backbone, key.group, key.size, key.block)).fetchone()
    return int(row["payload_bytes"]) if row else 0


@dataclass(frozen=True, slots=True)
class GroupChunks:
    """What the chunk store holds of one (backbone, group), from rb_ranges: never a scan of the chunks."""

    ranges: int
    chunks: int
    payload_bytes: int
    # Overview lines read into the ranges whose backfill partition row counts them, and those ranges' payload
    # bytes: bytes per line is measured only where both are known (a partition row reset away leaves its range
    # unmeasured rather than counted as zero lines).
    articles: int
    measured_bytes: int

    @property
    def bytes_per_line(self) -> float | None:
        """Return payload bytes per overview line read into chunks, None where no lines are counted."""
        return round(self.measured_bytes / self.articles, 2) if self.articles > 0 else None


def group_chunk_figures(conn: Conn, *, backbone: str | None = None,
                        group: str | None = None) -> dict[tuple[str, str], GroupChunks]:
    """Return per (backbone, group) its ranges' chunk rows, payload bytes and the lines read into them.

    One pass over rb_ranges (a row per range: a few hundred thousand at full
    scale) joined to the backfill's partition rows by their shared key; the
    chunk store itself (terabytes) is never read.
    """
    rows = conn.execute(
        """SELECT r.backbone, r.group_name, count(*) AS ranges, sum(r.chunks)::bigint AS chunks,
                  sum(r.payload_bytes)::bigint AS payload_bytes,
                  COALESCE(sum(p.articles) FILTER (WHERE p.articles > 0), 0)::bigint AS articles,
                  COALESCE(sum(r.payload_bytes) FILTER (WHERE p.articles > 0), 0)::bigint AS measured_bytes
           FROM usenet.rb_ranges r
           LEFT JOIN usenet.backfill_partitions p ON p.backbone = r.backbone AND p.group_name = r.group_name
                AND p.size = r.part_size AND p.block = r.block
           WHERE (%(b)s::text IS NULL OR r.backbone = %(b)s) AND (%(g)s::text IS NULL OR r.group_name = %(g)s)
           GROUP BY r.backbone, r.group_name""", {"b": backbone, "g": group}).fetchall()
    return {(r["backbone"], r["group_name"]): GroupChunks(int(r["ranges"]), int(r["chunks"]), int(r["payload_bytes"]),
                                                          int(r["articles"]), int(r["measured_bytes"]))
            for r in rows}


def group_ranges(conn: Conn, backbone: str, group: str) -> list[PartitionKey]:
    """Return the ranges of (backbone, group) that hold chunks, in article order (a prefix scan of rb_ranges' key)."""
    return [PartitionKey(r["backbone"], r["group_name"], int(r["part_size"]), int(r["block"])) for r in conn.execute(
        """SELECT backbone, group_name, part_size, block FROM usenet.rb_ranges
           WHERE backbone = %s AND group_name = %s ORDER BY block::numeric * part_size, part_size""",
        (backbone, group))]


def group_set_counts(conn: Conn, groups: Sequence[str], *, cap: int | None = None) -> dict[str, dict[SetState, int]]:
    """Return per group its history sets counted by state, each count stopping at ``cap`` (None: exact).

    One index-only range scan per (group, state) on rb_sets_group_state
    (migration 131): the cost follows the groups asked for, never the whole
    catalogue (~115 M rows at full scale). A figure polled every few seconds
    passes a cap: a count equal to it means "at least".
    """
    names = sorted({g for g in groups if g})
    if not names:
        return {}
    if cap is not None and cap < 1:
        raise ValueError(f"cap must be a positive count or None for exact counts, got {cap}")
    out: dict[str, dict[SetState, int]] = {g: dict.fromkeys(SetState, 0) for g in names}
    for r in conn.execute(
            """SELECT g.name, st.state,
                      (SELECT count(*) FROM (SELECT 1 FROM usenet.rb_sets s
                                             WHERE s.group_name = g.name AND s.state = st.state LIMIT %(cap)s) x) AS n
               FROM unnest(%(groups)s::text[]) AS g(name) CROSS JOIN unnest(%(states)s::text[]) AS st(state)""",
            {"groups": names, "states": [s.value for s in SetState], "cap": cap}):
        out[r["name"]][SetState(r["state"])] = int(r["n"])
    return out


def waiting_sets(conn: Conn, groups: Sequence[str]) -> dict[str, int]:
    """Return per group its open sets with a chunk in a range not read to the end: REBUILD's fragments waiting.

    A range is read when its backfill partition is ``done``; one without a
    partition row (reset, purged) is not. The chunks searched are those of
    unfinished ranges only (a primary-key prefix scan each), so the cost
    follows the ranges being read, not the group's history.
    """
    names = sorted({g for g in groups if g})
    if not names:
        return {}
    out = dict.fromkeys(names, 0)
    for r in conn.execute(
            f"""SELECT r.group_name, count(DISTINCT s.set_id) AS n
               FROM usenet.rb_ranges r
               LEFT JOIN usenet.backfill_partitions p ON p.backbone = r.backbone AND p.group_name = r.group_name
                    AND p.size = r.part_size AND p.block = r.block
               JOIN usenet.rb_chunks c ON c.backbone = r.backbone AND c.group_name = r.group_name
                    AND c.part_size = r.part_size AND c.block = r.block AND {_RANGE_MONTHS}
               JOIN usenet.rb_sets s ON s.set_id = c.set_id AND s.state = 'open'
               WHERE r.group_name = ANY(%s) AND p.state IS DISTINCT FROM 'done'
               GROUP BY r.group_name""", (names,)):
        out[r["group_name"]] = int(r["n"])
    return out


def set_totals(conn: Conn, *, cap: int) -> tuple[dict[SetState, int], bool]:
    """Return the whole catalogue's sets by state and whether every figure is exact.

    Up to ``cap`` per state the sets are counted (an index-only scan of
    rb_sets_settling's state prefix); above, the planner's statistics give
    the figure (rows times the state's frequency, never below ``cap``), as
    the release catalogue's size is served: counting ~115 M rows on every
    poll of status.json is what must not happen.
    """
    if cap < 1:
        raise ValueError(f"cap must be a positive count, got {cap}")
    rows = conn.execute(
        """SELECT st.state, (SELECT count(*) FROM (SELECT 1 FROM usenet.rb_sets s WHERE s.state = st.state
                                                  LIMIT %(cap)s + 1) x) AS n
           FROM unnest(%(states)s::text[]) AS st(state)""",
        {"states": [s.value for s in SetState], "cap": cap}).fetchall()
    counts = {SetState(r["state"]): int(r["n"]) for r in rows}
    over = [s for s, n in counts.items() if n > cap]
    if not over:
        return counts, True
    stats = conn.execute(
        """SELECT c.reltuples::bigint AS rows, s.most_common_vals::text::text[] AS vals, s.most_common_freqs AS freqs
           FROM pg_class c LEFT JOIN pg_stats s ON s.schemaname = 'usenet' AND s.tablename = 'rb_sets'
                AND s.attname = 'state'
           WHERE c.oid = 'usenet.rb_sets'::regclass""").fetchone()
    share = dict(zip(stats["vals"] or [], stats["freqs"] or [], strict=False)) if stats else {}
    rows_est = max(int(stats["rows"]), 0) if stats else 0
    for state in over:
        counts[state] = max(cap, round(rows_est * float(share.get(state.value, 0.0))))
    return counts, False


_SET_COLUMNS = f"""s.set_id, s.group_name, s.poster, s.base, s.groups, s.file_total, s.segments, s.size, s.posted_min,
    s.posted_max, s.art_lo, s.art_hi, s.chunks, s.last_chunk_at, s.state, s.content_hash, s.release_id, s.settled_at,
    (SELECT COALESCE(json_agg(json_build_array(x.backbone, x.group_name, x.lo, x.hi)
                              ORDER BY x.backbone, x.group_name), '[]')
     FROM (SELECT c.backbone, c.group_name, min(c.art_lo) AS lo, max(c.art_hi) AS hi
           FROM usenet.rb_chunks c WHERE c.set_id = s.set_id AND {_SET_MONTHS}
           GROUP BY c.backbone, c.group_name) x) AS spans"""


def _set(row: dict[str, Any]) -> RebuildSet:
    return RebuildSet(
        set_id=row["set_id"], group=row["group_name"], poster=row["poster"], base=row["base"],
        groups=tuple(row["groups"]), file_total=row["file_total"], segments=row["segments"], size=row["size"],
        posted_min=row["posted_min"], posted_max=row["posted_max"], art_lo=row["art_lo"], art_hi=row["art_hi"],
        chunks=row["chunks"], last_chunk_at=row["last_chunk_at"], state=SetState(row["state"]),
        content_hash=row["content_hash"], release_id=row["release_id"], settled_at=row["settled_at"],
        spans=tuple(SetSpan(b, g, int(lo), int(hi)) for b, g, lo, hi in row["spans"]))


def get_set(conn: Conn, set_id: str) -> RebuildSet | None:
    """Return one set's catalogue row with its spans, None when there is none."""
    row = conn.execute(f"SELECT {_SET_COLUMNS} FROM usenet.rb_sets s WHERE s.set_id = %s", (set_id,)).fetchone()
    return _set(row) if row else None


def settle_candidates(conn: Conn, *, idle_before: dt.datetime, limit: int) -> list[RebuildSet]:
    """Return up to ``limit`` open sets whose last chunk arrived before ``idle_before``, quietest first.

    Quiet is half of REBUILD's settling rule; the other half, "the ranges
    covering its posting span are done", is the caller's (the range plan
    lives with the backfill state): each candidate carries the article span
    it holds per (backbone, group) to check the ranges against.
    """
    if limit <= 0:
        return []
    if idle_before.tzinfo is None:
        raise ValueError("idle_before must be timezone-aware (last_chunk_at is timestamptz); pass a UTC datetime")
    rows = conn.execute(
        f"""SELECT {_SET_COLUMNS} FROM usenet.rb_sets s
            WHERE s.state = 'open' AND s.last_chunk_at < %s
            ORDER BY s.last_chunk_at, s.set_id LIMIT %s""", (idle_before, limit)).fetchall()
    return [_set(r) for r in rows]


def edge_candidates(conn: Conn, backbone: str, group: str, art_from: int) -> list[RebuildSet]:
    """Return the open sets with a chunk of (backbone, group) reaching article ``art_from`` or later.

    Settling hands these to live staging: the rest of their upload may be
    the forward crawl's. Only the ranges that can hold such articles are
    searched (rb_ranges names them; each is one primary-key range scan), so
    the cost follows the edge, not the group's history.
    """
    rows = conn.execute(
        f"""SELECT {_SET_COLUMNS} FROM usenet.rb_sets s
            WHERE s.state = 'open' AND s.set_id IN (
                SELECT c.set_id FROM usenet.rb_ranges r
                JOIN usenet.rb_chunks c ON c.backbone = r.backbone AND c.group_name = r.group_name
                     AND c.part_size = r.part_size AND c.block = r.block AND {_RANGE_MONTHS}
                WHERE r.backbone = %(backbone)s AND r.group_name = %(group)s
                  AND (r.block + 1)::numeric * r.part_size > %(art)s AND c.art_hi >= %(art)s)
            ORDER BY s.set_id""", {"backbone": backbone, "group": group, "art": art_from}).fetchall()
    return [_set(r) for r in rows]


def mark(conn: Conn, set_ids: Sequence[str], state: SetState, content_hash: str | None = None,
         release_id: int | None = None) -> int:
    """Set the state of ``set_ids`` (and the release identity when given); return the rows changed.

    A judged state stamps settled_at; back to open clears it. A hash or
    release id not given is kept, never erased: marking a promoted set
    dropped must not lose which release it became.
    """
    state = SetState(state)
    if not set_ids:
        return 0
    return conn.execute(
        """UPDATE usenet.rb_sets SET state = %(state)s,
               settled_at = CASE WHEN %(state)s = 'open' THEN NULL ELSE COALESCE(settled_at, now()) END,
               content_hash = COALESCE(%(hash)s, content_hash), release_id = COALESCE(%(release)s, release_id)
           WHERE set_id = ANY(%(ids)s)""",
        {"state": state.value, "hash": content_hash, "release": release_id, "ids": sorted(set(set_ids))}).rowcount


def mark_promoted(conn: Conn, hashes: Mapping[str, str]) -> int:
    """Mark sets promoted with each one's content hash (set id -> hash) in one statement; return the rows changed.

    Why one statement: settling promoted a chunk's uploads with one UPDATE
    per release (a round trip and an executor start each, ~20 a chunk of
    sets), where one UPDATE over the pairs does the same rows.
    """
    if not hashes:
        return 0
    pairs = sorted(hashes.items())
    return conn.execute(
        """UPDATE usenet.rb_sets s SET state = 'promoted', settled_at = COALESCE(s.settled_at, now()),
               content_hash = p.content_hash
           FROM unnest(%s::text[], %s::text[]) AS p(set_id, content_hash)
           WHERE s.set_id = p.set_id""",
        ([k for k, _ in pairs], [h for _, h in pairs])).rowcount
