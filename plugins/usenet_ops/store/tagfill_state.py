"""Tag fill's tables: the walk over releases by id range, re-derived rows, removals and their restore, the pass log.

Invariants kept here:
- a release is read ``FOR UPDATE`` and written (re-derived fields and the
  version, or moved to ``release_removals``) in the caller's transaction:
  a SIGKILL rolls the chunk back and the next run reads it again, so a
  re-run reaches the same state (nothing doubled: a written row carries the
  current version and is not read again; a moved row is gone);
- a row read ahead without a lock (``ChunkWalk``) is a cache: what a chunk
  writes is judged from the row version it holds locked (same id and xmin);
- the walk touches releases by primary-key range only; the one check over
  the whole id range runs once per walk (``plan``), after that only above
  ``verified_below``;
- a removed release moves whole, with the rows hanging off it, so
  ``restore`` puts back the same id, guid and NZB; a restored release is
  never removed by the sweep again;
- only crawl releases (origin 'crawl') are re-derived: spotnet releases
  take their category from the spot, not from this classifier.
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from psycopg import sql
from psycopg.pq import TransactionStatus
from psycopg.rows import tuple_row
from psycopg.types.json import Jsonb

from usenet_ops.domain.probe.renaming import Derived
from usenet_ops.domain.rederive import Removal, StoredRelease
from usenet_ops.store.db import Conn, one

# The rows that reference a release (ON DELETE CASCADE) and travel with it into release_removals. Health verdicts
# are not kept: the next health sweep checks a restored release again.
DEPENDENTS = ("release_grabs", "release_probes", "probe_queue")
ORIGIN = "crawl"


# --- the walk ------------------------------------------------------------------


@dataclass(frozen=True)
class WalkState:
    """Where the walk to one classifier version stands (``tagfill_state``)."""

    version: str
    next_id: int
    verified_below: int
    walk_started: dt.datetime | None
    planned_at: dt.datetime | None
    finished_at: dt.datetime | None


def walk_state(conn: Conn) -> WalkState | None:
    """Return the walk's state, or None before the first plan."""
    row = conn.execute("SELECT version, next_id, verified_below, walk_started, planned_at, finished_at"
                       " FROM tagfill_state").fetchone()
    return WalkState(**row) if row else None


def planned_within(conn: Conn, minutes: int) -> bool:
    """Return whether a plan ran less than ``minutes`` ago (database clock)."""
    row = conn.execute("SELECT planned_at > now() - make_interval(mins => %s) AS recent FROM tagfill_state",
                       (minutes,)).fetchone()
    return bool(row and row["recent"])


def walking(conn: Conn, version: str) -> bool:
    """Return whether a walk to ``version`` is unfinished (ranges left to hand out, or the end check not passed)."""
    state = walk_state(conn)
    return state is None or state.version != version or state.finished_at is None


def plan(conn: Conn, version: str, *, span: int, max_batches: int) -> list[tuple[int, int]]:
    """Hand out up to ``max_batches`` id ranges [lo, hi) of ``span`` ids whose releases may need re-deriving.

    A new version starts a walk at the lowest id. When the walk has handed
    out every range, one check over the ids from ``verified_below`` finds
    releases still at another version (a batch that failed, a release built
    by an older worker during a deploy) and walks again from the first of
    them; when none is left the walk is finished and later plans check only
    the ids above it. Runs in its own transaction; the row lock serialises
    two planners.
    """
    if span < 1 or max_batches < 1:
        raise ValueError("span and max_batches must be at least 1")
    with conn.transaction():
        bounds = one(conn.execute("SELECT min(id) AS lo, max(id) AS hi FROM releases"))
        conn.execute("INSERT INTO tagfill_state (version, next_id) VALUES (%s, %s) ON CONFLICT DO NOTHING",
                     (version, bounds["lo"] or 0))
        state = one(conn.execute("SELECT version, next_id, verified_below FROM tagfill_state FOR UPDATE"))
        if state["version"] != version:
            state = one(conn.execute(
                "UPDATE tagfill_state SET version = %s, next_id = %s, verified_below = 0, walk_started = now(),"
                " finished_at = NULL RETURNING version, next_id, verified_below", (version, bounds["lo"] or 0)))
        conn.execute("UPDATE tagfill_state SET planned_at = now()")
        if bounds["hi"] is None:
            conn.execute("UPDATE tagfill_state SET finished_at = coalesce(finished_at, now())")
            return []
        top = int(bounds["hi"]) + 1
        start = int(state["next_id"])
        if start >= top:
            first = one(conn.execute(
                "SELECT min(id) AS first FROM releases WHERE id >= %s AND origin = %s"
                " AND classifier_version IS DISTINCT FROM %s", (state["verified_below"], ORIGIN, version)))["first"]
            if first is None:
                conn.execute("UPDATE tagfill_state SET verified_below = %s, finished_at = coalesce(finished_at, now())",
                             (top,))
                return []
            start = int(first)
            conn.execute("UPDATE tagfill_state SET finished_at = NULL")
        ranges = [(lo, min(lo + span, top)) for lo in range(start, top, span)][:max_batches]
        conn.execute("UPDATE tagfill_state SET next_id = %s", (ranges[-1][1],))
        return ranges


# --- reading and writing releases ----------------------------------------------------

_DERIVED = ("search_name", "category", "tags", "series", "series_key", "season", "episode", "air_date", "pack")


_READ = f"SELECT id, title, poster, size, groups, nzb, {', '.join(_DERIVED)}, xmin::text::bigint FROM releases"
_OUTDATED = "id >= %s AND id > %s AND id < %s AND origin = %s AND classifier_version IS DISTINCT FROM %s"


def _releases(conn: Conn, where: str, params: Sequence[Any]) -> list[tuple[int, StoredRelease]]:
    """Return (xmin, release) of the rows ``where`` selects, in id order.

    Rows come as tuples (a dict per row costs more than the read itself at
    thousands of rows a second), only the columns a judgement reads.
    """
    with conn.cursor(row_factory=tuple_row) as cur:
        rows = cur.execute(f"{_READ} WHERE {where}", params).fetchall()
    return [(xmin, StoredRelease(id=i, poster=poster, size=size, groups=tuple(groups), nzb=bytes(blob),
                                 derived=Derived(title, search_name, category, tuple(tags), series, series_key, season,
                                                 episode, air_date, pack)))
            for (i, title, poster, size, groups, blob, search_name, category, tags, series, series_key, season,
                 episode, air_date, pack, xmin) in rows]


def lock_outdated(conn: Conn, lo: int, hi: int, version: str, *, after: int, limit: int) -> list[StoredRelease]:
    """Lock and return up to ``limit`` crawl releases with id in (after, hi), id >= lo, not at ``version``."""
    return [r for _, r in _releases(conn, f"{_OUTDATED} ORDER BY id LIMIT %s FOR UPDATE",
                                    (lo, after, hi, ORIGIN, version, limit))]


@dataclass(frozen=True)
class Chunk:
    """One chunk of a batch's walk, its rows locked in the open transaction, and the rows after it read ahead."""

    locked: list[tuple[int, int]]  # (id, xmin) in id order, locked FOR UPDATE
    keep: set[int]  # ids among them an operator restored (the sweep never removes them again)
    ahead: list[tuple[int, StoredRelease]]  # (xmin, release) of the next chunk's rows as of now, read without a lock


class ChunkWalk:
    """Walk the outdated crawl releases of [lo, hi) one transaction per chunk, reading each next chunk ahead.

    WHY: a batch's wall time was the judging (the worker's CPU) plus the
    chunk's write and locked read (Postgres's), one after the other. With the
    next chunk read ahead (no lock) the caller judges it while Postgres writes
    this one and locks the next (``advance``, from a second thread; psycopg
    waits for the server without the GIL). A judgement made from the read-ahead
    copy is used only if the locked row is the same row version: same id, same
    ``xmin`` (every UPDATE of a row makes a version with the xmin of its
    transaction; a restore inserts a new one). Any other locked row is read
    again under its lock (``fetch``) and judged then, so what a chunk writes is
    still judged from the row it holds locked, as ``lock_outdated`` did.

    One transaction at a time, opened by ``advance`` and committed by the next
    ``advance`` after the caller's ``finish`` wrote the chunk; ``close`` rolls
    an open one back. Only one thread uses the connection at a time.
    """

    def __init__(self, conn: Conn, lo: int, hi: int, version: str, *, limit: int, sweep: bool) -> None:
        if not conn.autocommit or conn.info.transaction_status != TransactionStatus.IDLE:
            raise ValueError("a chunk walk needs an idle autocommit connection: each chunk is its own transaction")
        self.conn = conn
        self.lo, self.hi, self.version, self.limit, self.sweep = lo, hi, version, limit, sweep
        self._open = False

    def advance(self, after: int, finish: Callable[[Conn], None] | None = None) -> Chunk:
        """Run ``finish`` and commit the open chunk (if any); lock the next one after ``after``; read the one after."""
        conn = self.conn
        if self._open:
            if finish is not None:
                finish(conn)
            conn.execute("COMMIT")
            self._open = False
        conn.execute("BEGIN")
        self._open = True
        with conn.cursor(row_factory=tuple_row) as cur:
            locked = [(int(i), int(x)) for i, x in cur.execute(
                f"SELECT id, xmin::text::bigint FROM releases WHERE {_OUTDATED} ORDER BY id LIMIT %s FOR UPDATE",
                (self.lo, after, self.hi, ORIGIN, self.version, self.limit)).fetchall()]
        if not locked:
            conn.execute("COMMIT")
            self._open = False
            return Chunk([], set(), [])
        keep = restored_among(conn, [i for i, _ in locked]) if self.sweep else set()
        ahead = _releases(conn, f"{_OUTDATED} ORDER BY id LIMIT %s",
                          (self.lo, locked[-1][0], self.hi, ORIGIN, self.version, self.limit))
        return Chunk(locked, keep, ahead)

    def fetch(self, ids: Sequence[int]) -> list[tuple[int, StoredRelease]]:
        """Return (xmin, release) of rows the open chunk holds locked (read again: the read-ahead copy was older)."""
        return _releases(self.conn, "id = ANY(%s) ORDER BY id", (list(ids),))

    def close(self) -> None:
        """Roll back a chunk left open (the walk stopped on an error); its rows are read again by a later run."""
        if self.conn.closed:  # a lost connection: the server rolled the chunk back already
            self._open = False
            return
        if self._open or self.conn.info.transaction_status != TransactionStatus.IDLE:
            self.conn.execute("ROLLBACK")
            self._open = False


def restored_among(conn: Conn, ids: Sequence[int]) -> set[int]:
    """Return the ids an operator restored (the sweep never removes them again)."""
    if not ids:
        return set()
    rows = conn.execute("SELECT release_id FROM release_removals WHERE restored_at IS NOT NULL AND release_id = ANY(%s)",
                        (list(ids),)).fetchall()
    return {int(r["release_id"]) for r in rows}


# Tags travel as one text per release joined by this separator (unnest of a 2-D array would demand equal lengths,
# and a jsonb per row costs more to send than the row's other fields together). No tag holds it (domain.tags).
_TAG_SEP = "\x1f"


def write_derived(conn: Conn, version: str, changed: Mapping[int, Derived], unchanged: Sequence[int]) -> None:
    """Write re-derived fields of ``changed`` (never the title) and the version of both (one statement each).

    Every row read is written with the version (the walk's progress and its
    crash-safety are the version on the row); only ``changed`` rows get
    their derived columns sent and set.
    """
    if changed:
        ids = list(changed)
        d = [changed[i] for i in ids]
        tags = []
        for x in d:
            if any(_TAG_SEP in t for t in x.tags):
                raise ValueError(f"a tag holds the separator {_TAG_SEP!r}: {x.tags!r}; change _TAG_SEP")
            tags.append(_TAG_SEP.join(x.tags))
        conn.execute(
            """UPDATE releases r SET search_name = v.search_name, category = v.category,
                      tags = string_to_array(v.tags, E'\\x1f'), series = v.series,
                      series_key = v.series_key, season = v.season, episode = v.episode, air_date = v.air_date,
                      pack = v.pack, classifier_version = %s
               FROM unnest(%s::bigint[], %s::text[], %s::int[], %s::text[], %s::text[], %s::text[], %s::int[],
                           %s::int[], %s::date[], %s::boolean[])
                    AS v(id, search_name, category, tags, series, series_key, season, episode, air_date, pack)
               WHERE r.id = v.id""",
            (version, ids, [x.search_name for x in d], [x.category for x in d], tags,
             [x.series for x in d], [x.series_key for x in d], [x.season for x in d], [x.episode for x in d],
             [x.air_date for x in d], [x.pack for x in d]))
    if unchanged:
        conn.execute("UPDATE releases SET classifier_version = %s WHERE id = ANY(%s)", (version, list(unchanged)))


def remove(conn: Conn, version: str, removals: Mapping[int, Removal]) -> int:
    """Move releases into ``release_removals`` (with their dependent rows) and out of the catalogue; return how many."""
    if not removals:
        return 0
    ids = list(removals)
    r = [removals[i] for i in ids]
    deps = sql.SQL(", ").join(
        sql.SQL("{name}, (SELECT coalesce(jsonb_agg(to_jsonb(d)), '[]'::jsonb) FROM {table} d"
                " WHERE d.release_id = r.id)").format(name=sql.Literal(t), table=sql.Identifier(t))
        for t in DEPENDENTS)
    conn.execute(
        sql.SQL("""INSERT INTO release_removals (release_id, content_hash, title, family, rule_id, rule_name, detail,
                                              classifier_version, release, dependents)
               SELECT r.id, r.content_hash, r.title, v.family, v.rule_id, v.rule_name, v.detail, %s,
                      to_jsonb(r) - 'search_vector', jsonb_build_object({deps})
               FROM releases r JOIN unnest(%s::bigint[], %s::text[], %s::bigint[], %s::text[], %s::text[])
                    AS v(id, family, rule_id, rule_name, detail) ON v.id = r.id
               ON CONFLICT (release_id) DO NOTHING""").format(deps=deps),
        (version, ids, [x.family for x in r], [x.rule_id for x in r], [x.rule_name[:200] for x in r],
         [x.detail[:500] for x in r]))
    return conn.execute("DELETE FROM releases WHERE id = ANY(%s)", (ids,)).rowcount


# --- restore and purge -------------------------------------------------------------------


def _columns(conn: Conn, table: str) -> list[str]:
    rows = conn.execute(
        "SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = %s"
        " AND is_generated = 'NEVER' ORDER BY ordinal_position", (table,)).fetchall()
    return [r["column_name"] for r in rows]


def restore(conn: Conn, release_id: int) -> str:
    """Put a removed release back with its id, guid, NZB and dependent rows; return what happened.

    ``restored``; ``absent`` (never removed, or purged); ``already`` (restored
    before); ``duplicate`` (a release with the same content was built again
    meanwhile: the removal is marked restored and the copy dropped).
    """
    with conn.transaction():
        row = conn.execute("SELECT release, dependents, restored_at FROM release_removals WHERE release_id = %s"
                           " FOR UPDATE", (release_id,)).fetchone()
        if row is None:
            return "absent"
        if row["restored_at"] is not None:
            return "already"
        outcome = "restored"
        cols = _columns(conn, "releases")
        col_list = sql.SQL(", ").join(map(sql.Identifier, cols))
        inserted = conn.execute(
            sql.SQL("INSERT INTO releases ({cols}) SELECT {cols} FROM jsonb_populate_record(NULL::releases, %s)"
                    " ON CONFLICT DO NOTHING").format(cols=col_list), (Jsonb(row["release"]),)).rowcount
        if inserted:
            for table in DEPENDENTS:
                rows = (row["dependents"] or {}).get(table) or []
                if not rows:
                    continue
                dep_cols = sql.SQL(", ").join(map(sql.Identifier, _columns(conn, table)))
                conn.execute(sql.SQL("INSERT INTO {t} ({cols}) SELECT {cols} FROM jsonb_populate_recordset(NULL::{t}, %s)"
                                     " ON CONFLICT DO NOTHING").format(t=sql.Identifier(table), cols=dep_cols),
                             (Jsonb(rows),))
        else:
            outcome = "duplicate"
        conn.execute("UPDATE release_removals SET restored_at = now(), release = NULL, dependents = '{}'"
                     " WHERE release_id = %s", (release_id,))
        return outcome


def purge(conn: Conn, grace_days: int) -> int:
    """Delete removals older than the grace period that were not restored; return how many."""
    return conn.execute("DELETE FROM release_removals WHERE restored_at IS NULL"
                        " AND removed_at < now() - make_interval(days => %s)", (grace_days,)).rowcount


def removals_by_rule(conn: Conn) -> list[dict[str, Any]]:
    """Return releases removed and still recoverable, per rule, busiest first, with the newest removal."""
    return [dict(r) for r in conn.execute(
        """SELECT family, rule_id, rule_name, count(*) AS removed, max(removed_at) AS last_removed
           FROM release_removals WHERE restored_at IS NULL
           GROUP BY family, rule_id, rule_name ORDER BY count(*) DESC, family, rule_id""").fetchall()]


def removed(conn: Conn, *, limit: int, rule_id: int | None = None) -> list[dict[str, Any]]:
    """Return removed releases (recoverable and restored), newest first."""
    return [dict(r) for r in conn.execute(
        """SELECT release_id, content_hash, title, family, rule_id, rule_name, detail, classifier_version,
                  removed_at, restored_at FROM release_removals
           WHERE (%(rule)s::bigint IS NULL OR rule_id = %(rule)s) ORDER BY removed_at DESC, release_id DESC
           LIMIT %(limit)s""", {"rule": rule_id, "limit": limit}).fetchall()]


# --- the pass log ---------------------------------------------------------------------------


def start_pass(conn: Conn, *, run_id: str, version: str, lo: int, hi: int) -> int:
    """Open a tag fill batch row; return its id."""
    return int(one(conn.execute("INSERT INTO tagfill_passes (run_id, version, id_lo, id_hi) VALUES (%s, %s, %s, %s)"
                                " RETURNING id", (run_id, version, lo, hi)))["id"])


def heartbeat(conn: Conn, pass_id: int, *, examined: int, changed: int, removed: int, unjudgeable: int) -> None:
    """Stamp a running batch's liveness and counts (in the chunk's transaction, so they match what it committed).

    A row the plan marked 'abandoned' while its batch was merely slow goes
    back to 'running': the batch is alive after all.
    """
    conn.execute(
        """UPDATE tagfill_passes SET heartbeat_at = now(), state = 'running', finished_at = NULL, examined = %s,
                  changed = %s, removed = %s, unjudgeable = %s WHERE id = %s AND state IN ('running', 'abandoned')""",
        (examined, changed, removed, unjudgeable, pass_id))


def abandon_stale(conn: Conn, lease_sec: float) -> list[dict[str, Any]]:
    """Mark 'running' batches without a heartbeat for ``lease_sec`` 'abandoned'; return them (id, run, range, counts).

    Their releases are safe (each chunk commits whole; the walk's end check
    finds what they did not write); this only makes the pass log honest.
    """
    return [dict(r) for r in conn.execute(
        """UPDATE tagfill_passes SET state = 'abandoned', finished_at = now(),
                  seconds = EXTRACT(EPOCH FROM (coalesce(heartbeat_at, started_at) - started_at)),
                  sample = left('abandoned: no heartbeat for ' || round(EXTRACT(EPOCH FROM
                                (now() - coalesce(heartbeat_at, started_at))))::text
                                || ' s (the task was killed or its worker lost); its range is walked again. '
                                || sample, 500)
           WHERE state = 'running' AND coalesce(heartbeat_at, started_at) < now() - make_interval(secs => %s)
           RETURNING id, run_id, version, id_lo, id_hi, started_at, heartbeat_at, examined""",
        (lease_sec,)).fetchall()]


def finish_pass(conn: Conn, pass_id: int, *, state: str, examined: int, changed: int, removed: int,
                unjudgeable: int, by_rule: Mapping[str, int], sample: str, seconds: float) -> None:
    """Close a tag fill batch row with its counts."""
    conn.execute(
        """UPDATE tagfill_passes SET finished_at = now(), state = %s, examined = %s, changed = %s, removed = %s,
                  unjudgeable = %s, by_rule = %s, sample = %s, seconds = %s WHERE id = %s""",
        (state, examined, changed, removed, unjudgeable, json.dumps(dict(by_rule)), sample[:500], seconds, pass_id))


def recent_passes(conn: Conn, limit: int = 10) -> list[dict[str, Any]]:
    """Return the newest tag fill batches."""
    return [dict(r) for r in conn.execute(
        """SELECT id, run_id, version, id_lo, id_hi, started_at, heartbeat_at, finished_at, state, examined, changed, removed,
                  unjudgeable, by_rule, sample, seconds FROM tagfill_passes ORDER BY started_at DESC, id DESC
           LIMIT %s""", (limit,)).fetchall()]


def outdated_estimate(conn: Conn, version: str) -> int:
    """Return how many crawl releases are not at ``version`` among ids not yet verified (exact; a PK range read)."""
    state = walk_state(conn)
    below = state.verified_below if state is not None and state.version == version else 0
    return int(one(conn.execute("SELECT count(*) AS n FROM releases WHERE id >= %s AND origin = %s"
                                " AND classifier_version IS DISTINCT FROM %s", (below, ORIGIN, version)))["n"])
