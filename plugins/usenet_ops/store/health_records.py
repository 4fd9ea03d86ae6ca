"""Health in Postgres: which releases are due, what each check found, the release's verdict, the census.

Tables (include/sql/080_health.sql): ``release_checks`` (one row per
release and backbone), ``release_health`` (the release's verdict over the
configured backbones), ``health_cursors`` (seeding), ``health_passes`` (one
row per check task), and the ``releases.dead`` flag the API hides by.

Invariants kept here:
- a check's row, the release's verdict and its dead flag change in ONE
  transaction, under a lock on the release row, so two backbones finishing
  the same release at once never leave a verdict built from half the rows;
- a stored check is never rewritten by a check that did not conclude: an
  inconclusive one only stamps ``attempted_at`` (and its count and note);
- a row of a release that was deleted meanwhile is not recreated (the lock
  finds no release, the write is skipped);
- seeding is bounded per call and catches rows that committed late below
  its cursor (a lookback), so no release is left without a row.
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from usenet_ops.domain.health_verdicts import BuildHealth, CheckResult, Verdict, combine
from usenet_ops.store.db import Conn, one

# Seeding takes releases added at least this long ago (a build chunk still open must not be skipped) ...
SETTLE_MIN = 2
# ... and looks back this many ids below its cursor for rows that committed after it moved on.
LOOKBACK_IDS = 5000
SEED_PER_CALL = 50_000
# Below this many releases the census is counted on every call; above, a pass's recorded census is served.
EXACT_CENSUS_CAP = 100_000
VERDICTS = tuple(v.value for v in Verdict)


@dataclass(frozen=True)
class DueRelease:
    """A release a check task will look at: its id, guid, posting time and compact NZB."""

    id: int
    content_hash: str
    posted_at: dt.datetime
    nzb: bytes


# ---- seeding and selection ------------------------------------------------------


def seed(conn: Conn, backbone: str, *, limit: int = SEED_PER_CALL) -> int:
    """Give releases added since the last call a row for ``backbone`` (never checked, due from posting); return how many."""
    row = one(conn.execute(
        """WITH cur AS (
               SELECT COALESCE((SELECT seeded_through FROM usenet.health_cursors WHERE backbone = %(bb)s), 0) AS through),
           fresh AS (
               SELECT r.id, r.posted_at FROM usenet.releases r, cur
               WHERE r.id > cur.through AND r.added_at < now() - make_interval(mins => %(settle)s)
               ORDER BY r.id LIMIT %(limit)s),
           strays AS (
               SELECT r.id, r.posted_at FROM usenet.releases r, cur
               WHERE r.id > cur.through - %(lookback)s AND r.id <= cur.through
                 AND NOT EXISTS (SELECT 1 FROM usenet.release_checks c WHERE c.release_id = r.id AND c.backbone = %(bb)s)),
           ins AS (
               INSERT INTO usenet.release_checks (release_id, backbone, next_check_at)
               SELECT id, %(bb)s, posted_at FROM (SELECT * FROM fresh UNION ALL SELECT * FROM strays) s
               ON CONFLICT DO NOTHING RETURNING 1),
           moved AS (
               INSERT INTO usenet.health_cursors (backbone, seeded_through)
               SELECT %(bb)s, max(id) FROM fresh HAVING max(id) IS NOT NULL
               ON CONFLICT (backbone) DO UPDATE
               SET seeded_through = GREATEST(usenet.health_cursors.seeded_through, EXCLUDED.seeded_through),
                   updated_at = now()
               RETURNING 1)
           SELECT (SELECT count(*) FROM ins) AS inserted, (SELECT count(*) FROM moved) AS moved""",
        {"bb": backbone, "settle": SETTLE_MIN, "limit": limit, "lookback": LOOKBACK_IDS},
    ))
    return int(row["inserted"])


_DUE_NEVER = """SELECT release_id FROM usenet.release_checks
                WHERE backbone = %s AND attempted_at IS NULL AND next_check_at <= now() - make_interval(hours => %s)"""
_DUE_AGAIN = """SELECT release_id FROM usenet.release_checks
                WHERE backbone = %s AND attempted_at IS NOT NULL AND next_check_at <= now()"""


def due(conn: Conn, backbone: str, *, min_age_hours: int, limit: int) -> list[int]:
    """Return up to ``limit`` release ids due on ``backbone``: never checked first (newest first), then the most overdue."""
    never = [r["release_id"] for r in conn.execute(
        _DUE_NEVER + " ORDER BY next_check_at DESC LIMIT %s", (backbone, min_age_hours, limit))]
    if len(never) >= limit:
        return never
    again = [r["release_id"] for r in conn.execute(
        _DUE_AGAIN + " ORDER BY next_check_at LIMIT %s", (backbone, limit - len(never)))]
    return never + again


def still_due(conn: Conn, backbone: str, ids: Sequence[int], *, min_age_hours: int) -> list[int]:
    """Return the ids (in their order) still due on ``backbone``: a retried task skips what its first try stored."""
    if not ids:
        return []
    found = {r["release_id"] for r in conn.execute(
        f"SELECT release_id FROM ({_DUE_NEVER} UNION ALL {_DUE_AGAIN}) d WHERE release_id = ANY(%s)",
        (backbone, min_age_hours, backbone, list(ids)))}
    return [i for i in ids if i in found]


def load(conn: Conn, release_ids: Sequence[int]) -> list[DueRelease]:
    """Return the releases that still exist, in the order asked."""
    if not release_ids:
        return []
    rows = {r["id"]: r for r in conn.execute(
        "SELECT id, content_hash, posted_at, nzb FROM usenet.releases WHERE id = ANY(%s)", (list(release_ids),))}
    return [DueRelease(r["id"], r["content_hash"], r["posted_at"], bytes(r["nzb"]))
            for i in release_ids if (r := rows.get(i)) is not None]


def release_id(conn: Conn, guid: str) -> int | None:
    """Return the id of the release with this guid (its content_hash), or None."""
    row = conn.execute("SELECT id FROM usenet.releases WHERE content_hash = %s", (guid,)).fetchone()
    return int(row["id"]) if row else None


# ---- writes ------------------------------------------------------------------------


@dataclass(frozen=True)
class Outcome:
    """One release's check to store: a result with a verdict, or (result None or inconclusive) a stamp with a note."""

    release_id: int
    result: CheckResult | None
    next_check_at: dt.datetime
    note: str = ""

    @property
    def concluded(self) -> bool:
        """Return whether this outcome carries a verdict (False: it is stamped inconclusive)."""
        return self.result is not None and self.result.verdict is not None


@dataclass(frozen=True)
class Written:
    """What ``write`` stored: each concluded release's verdict over the backbones, the stamped ones, the gone ones."""

    verdicts: dict[int, Verdict | None]
    stamped: frozenset[int]
    gone: frozenset[int]


_RECORD = """
INSERT INTO usenet.release_checks AS c (release_id, backbone, verdict, mode, provider, segments, checked, missing,
       unusable, data_checked, missing_data, recovery_blocks, recovery_available, missing_pct, checked_at, attempted_at,
       next_check_at, checks, note)
VALUES (%(id)s, %(bb)s, %(verdict)s, %(mode)s, %(provider)s, %(segments)s, %(checked)s, %(missing)s, %(unusable)s,
        %(data_checked)s, %(missing_data)s, %(recovery_blocks)s, %(recovery_available)s, %(missing_pct)s, now(), now(),
        %(next)s, 1, %(note)s)
ON CONFLICT (release_id, backbone) DO UPDATE SET
    verdict = EXCLUDED.verdict, mode = EXCLUDED.mode, provider = EXCLUDED.provider, segments = EXCLUDED.segments,
    checked = EXCLUDED.checked, missing = EXCLUDED.missing, unusable = EXCLUDED.unusable,
    data_checked = EXCLUDED.data_checked, missing_data = EXCLUDED.missing_data,
    recovery_blocks = EXCLUDED.recovery_blocks, recovery_available = EXCLUDED.recovery_available,
    missing_pct = EXCLUDED.missing_pct, checked_at = now(), attempted_at = now(),
    next_check_at = EXCLUDED.next_check_at, checks = c.checks + 1, note = EXCLUDED.note"""

_STAMP = """
INSERT INTO usenet.release_checks AS c (release_id, backbone, provider, attempted_at, next_check_at, inconclusive, note)
VALUES (%(id)s, %(bb)s, %(provider)s, now(), %(next)s, 1, %(note)s)
ON CONFLICT (release_id, backbone) DO UPDATE SET
    provider = EXCLUDED.provider, attempted_at = now(), next_check_at = EXCLUDED.next_check_at,
    inconclusive = c.inconclusive + 1, note = EXCLUDED.note"""

_HEALTH = """
INSERT INTO usenet.release_health (release_id, verdict, available, missing_pct, backbones, checked_at, source,
       missing_files, missing_segments, recovery_blocks, recovery_needed)
VALUES (%s, %s, %s, %s, %s, %s, 'check', NULL, %s, %s, %s)
ON CONFLICT (release_id) DO UPDATE SET verdict = EXCLUDED.verdict, available = EXCLUDED.available,
    missing_pct = EXCLUDED.missing_pct, backbones = EXCLUDED.backbones, checked_at = EXCLUDED.checked_at,
    source = 'check', missing_files = NULL, missing_segments = EXCLUDED.missing_segments,
    recovery_blocks = EXCLUDED.recovery_blocks, recovery_needed = EXCLUDED.recovery_needed"""

# The build's verdict on a salvaged release (issue 32 item 6): never over a check's, which knows more.
_BUILD_HEALTH = """
INSERT INTO usenet.release_health (release_id, verdict, available, missing_pct, backbones, checked_at, source,
       missing_files, missing_segments, recovery_blocks, recovery_needed)
VALUES (%s, %s, %s, %s, 0, now(), 'build', %s, %s, %s, %s)
ON CONFLICT (release_id) DO NOTHING"""


def write(conn: Conn, backbone: str, *, provider: str, outcomes: Sequence[Outcome],
          backbones: Sequence[str]) -> Written:
    """Store checks of several releases on ``backbone`` and their verdicts over ``backbones``, in ONE transaction.

    Concluded checks replace the backbone's row and recompute the release's
    verdict (and dead flag); inconclusive ones only stamp the row (the
    seed's row skip: attempted, due again later, verdict untouched). The
    releases are locked in id order first, so two backbones writing the same
    releases serialise without deadlocking; releases deleted meanwhile are
    skipped, never recreated. One transaction for many checks: its commit is
    the costly part of storing one (measured: half the sweep's time when
    each check committed alone).
    """
    if not outcomes:
        return Written({}, frozenset(), frozenset())
    ids = sorted({o.release_id for o in outcomes})
    with conn.transaction():
        alive = {r["id"] for r in conn.execute(
            "SELECT id FROM usenet.releases WHERE id = ANY(%s) ORDER BY id FOR NO KEY UPDATE", (ids,))}
        concluded = [o for o in outcomes if o.release_id in alive and o.concluded]
        stamped = [o for o in outcomes if o.release_id in alive and not o.concluded]
        with conn.cursor() as cur:
            if concluded:
                cur.executemany(_RECORD, [_record_params(o, backbone, provider) for o in concluded])
            if stamped:
                cur.executemany(_STAMP, [{"id": o.release_id, "bb": backbone, "provider": provider,
                                          "next": o.next_check_at, "note": o.note[:500]} for o in stamped])
        verdicts = _summarise(conn, sorted({o.release_id for o in concluded}), backbones)
    return Written(verdicts, frozenset(o.release_id for o in stamped), frozenset(set(ids) - alive))


def _record_params(o: Outcome, backbone: str, provider: str) -> dict[str, Any]:
    r = o.result
    assert r is not None and r.verdict is not None  # only concluded outcomes are recorded
    return {"id": o.release_id, "bb": backbone, "verdict": r.verdict.value, "mode": r.mode, "provider": provider,
            "segments": r.segments, "checked": r.checked, "missing": r.missing, "unusable": r.unusable,
            "data_checked": r.data_checked, "missing_data": r.missing_data, "recovery_blocks": r.recovery_blocks,
            "recovery_available": r.recovery_available, "missing_pct": r.missing_pct, "next": o.next_check_at,
            "note": (o.note or r.reason)[:500]}


def record(conn: Conn, release_id: int, backbone: str, *, provider: str, result: CheckResult,
           next_check_at: dt.datetime, backbones: Sequence[str]) -> Verdict | None:
    """Store one concluded check (``write`` of one); return the release's verdict, None when it was deleted."""
    if result.verdict is None:
        raise ValueError("an inconclusive check is stamped (write an Outcome without a result), never recorded as a verdict")
    written = write(conn, backbone, provider=provider, outcomes=[Outcome(release_id, result, next_check_at)],
                    backbones=backbones)
    return written.verdicts.get(release_id)


def _summarise(conn: Conn, release_ids: Sequence[int], backbones: Sequence[str]) -> dict[int, Verdict | None]:
    """Recompute the releases' verdicts from their checks on ``backbones``; flip dead flags only where they change."""
    if not release_ids:
        return {}
    rows: dict[int, list[dict[str, Any]]] = {i: [] for i in release_ids}
    for r in conn.execute(
            "SELECT release_id, backbone, verdict, missing_pct, missing_data, recovery_available, checked_at "
            "FROM usenet.release_checks "
            "WHERE release_id = ANY(%s) AND backbone = ANY(%s)", (list(release_ids), list(backbones))):
        rows[r["release_id"]].append(r)
    out: dict[int, Verdict | None] = {}
    upserts: list[tuple[Any, ...]] = []
    cleared: list[int] = []
    dead: list[bool] = []
    for rid in release_ids:
        verdicts: dict[str, Verdict | None] = dict.fromkeys(backbones)
        verdicts.update({r["backbone"]: Verdict(r["verdict"]) if r["verdict"] else None for r in rows[rid]})
        best = out[rid] = combine(verdicts)
        if best is None:
            cleared.append(rid)
            dead.append(False)
            continue
        decided = min((r for r in rows[rid] if r["verdict"] == best.value), key=lambda r: r["missing_pct"])
        # What is missing as the best backbone's check saw it: one recovery block per missing data article.
        upserts.append((rid, best.value, best.available, decided["missing_pct"],
                        sum(1 for v in verdicts.values() if v is not None),
                        max(r["checked_at"] for r in rows[rid] if r["checked_at"]),
                        decided["missing_data"], decided["recovery_available"], decided["missing_data"]))
        dead.append(best is Verdict.DEAD and all(v is not None for v in verdicts.values()))
    with conn.cursor() as cur:
        if upserts:
            cur.executemany(_HEALTH, upserts)
    if cleared:
        # A build's verdict stays until a check on a configured backbone concludes.
        conn.execute("DELETE FROM usenet.release_health WHERE release_id = ANY(%s) AND source = 'check'", (cleared,))
    conn.execute(
        """UPDATE usenet.releases r SET dead = d.dead FROM unnest(%s::bigint[], %s::boolean[]) AS d(id, dead)
           WHERE r.id = d.id AND r.dead IS DISTINCT FROM d.dead""", (list(release_ids), dead))
    return out


def record_build(conn: Conn, verdicts: Mapping[int, BuildHealth]) -> None:
    """Give salvaged releases their build's verdict (source 'build'), counted in the census like any verdict.

    Runs in the build's chunk transaction, so a release and its health
    commit together and a client never sees a salvaged release as whole.
    A release that already has a verdict keeps it (a check knows more than
    the build). The health sweep still checks the release in its turn, and
    its first concluded check replaces this row.
    """
    if not verdicts:
        return
    with conn.cursor() as cur:
        cur.executemany(_BUILD_HEALTH, [
            (rid, h.verdict.value, h.verdict.available, h.missing_pct, h.missing_files, h.missing_segments,
             h.recovery_blocks, h.recovery_needed) for rid, h in sorted(verdicts.items())])


# ---- reads -------------------------------------------------------------------------


def checks_of(conn: Conn, release_id: int) -> list[dict[str, Any]]:
    """Return every backbone's check of a release (for ``health run --release`` and the details page)."""
    return conn.execute(
        """SELECT backbone, verdict, mode, provider, segments, checked, missing, unusable, data_checked, missing_data,
                  recovery_blocks, recovery_available, missing_pct, checked_at, attempted_at, next_check_at, checks,
                  inconclusive, note
           FROM usenet.release_checks WHERE release_id = %s ORDER BY backbone""", (release_id,)).fetchall()


def census(conn: Conn, *, min_age_hours: int) -> dict[str, int]:
    """Count releases by verdict, checked at all, and overdue (due for a check now on some backbone; exact)."""
    counts = {r["verdict"]: int(r["n"]) for r in conn.execute(
        "SELECT verdict, count(*) AS n FROM usenet.release_health GROUP BY verdict")}
    overdue = one(conn.execute(
        """SELECT count(DISTINCT release_id) AS n FROM usenet.release_checks
           WHERE next_check_at <= now()
             AND (attempted_at IS NOT NULL OR next_check_at <= now() - make_interval(hours => %s))""",
        (min_age_hours,)))["n"]
    return {"checked": sum(counts.values()), **{v: counts.get(v, 0) for v in VERDICTS}, "overdue": int(overdue)}


def latest_census(conn: Conn) -> dict[str, Any] | None:
    """Return the census the latest finished check task recorded, with when ({"at": ..., **counts}), or None."""
    row = conn.execute(
        "SELECT finished_at, census FROM usenet.health_passes WHERE census IS NOT NULL "
        "ORDER BY started_at DESC LIMIT 1").fetchone()
    return {"at": row["finished_at"], **row["census"]} if row else None


def check_rate(conn: Conn, *, hours: int = 1) -> dict[str, float]:
    """Return the trailing window's checking: releases concluded per hour, STATs per second of work, passes."""
    row = one(conn.execute(
        """SELECT count(*) AS passes, COALESCE(sum(releases), 0) AS releases, COALESCE(sum(stats), 0) AS stats,
                  COALESCE(sum(seconds), 0) AS seconds, COALESCE(sum(lease_seconds), 0) AS lease_seconds,
                  (SELECT count(*) FROM usenet.release_checks WHERE checked_at > now() - make_interval(hours => %s))
                      AS concluded
           FROM usenet.health_passes WHERE started_at > now() - make_interval(hours => %s)""", (hours, hours)))
    seconds = float(row["seconds"])
    return {
        "passes": int(row["passes"]),
        "releases_per_hour": round(int(row["concluded"]) / hours, 1),
        "stats": int(row["stats"]),
        "stats_per_second": round(int(row["stats"]) / seconds, 1) if seconds > 0 else 0.0,
        "lease_seconds": round(float(row["lease_seconds"]), 1),
    }


def started_within(conn: Conn, backbone: str, minutes: int) -> bool:
    """Return whether a check task on ``backbone`` started less than ``minutes`` ago (database clock)."""
    row = one(conn.execute(
        "SELECT COALESCE(max(started_at) > now() - make_interval(mins => %s), false) AS recent "
        "FROM usenet.health_passes WHERE backbone = %s", (minutes, backbone)))
    return bool(row["recent"])


def last_pass(conn: Conn) -> dict[str, Any]:
    """Return the latest check task's start within a day and whether one is running: {s, running}."""
    return one(conn.execute(
        "SELECT max(started_at) AS s, COALESCE(bool_or(finished_at IS NULL), false) AS running "
        "FROM usenet.health_passes WHERE started_at > now() - interval '1 day'"))


def now(conn: Conn) -> dt.datetime:
    """Return the database's clock (every due time is compared with it)."""
    return one(conn.execute("SELECT now() AS t"))["t"]  # type: ignore[no-any-return]


# ---- the pass log ----------------------------------------------------------------------


def start_pass(conn: Conn, *, run_id: str, provider: str, backbone: str, stale_after_sec: int = 3600) -> int:
    """Open a health pass row; return its id.

    Rows of passes on this backbone still open after ``stale_after_sec`` (a
    task killed mid-pass never closes its own) are closed as abandoned
    first, so the status does not show a sweep running forever.
    """
    conn.execute(
        """UPDATE usenet.health_passes SET finished_at = now(), state = 'abandoned', ended = 'killed'
           WHERE backbone = %s AND finished_at IS NULL AND started_at < now() - make_interval(secs => %s)""",
        (backbone, stale_after_sec))
    return int(one(conn.execute(
        "INSERT INTO usenet.health_passes (run_id, provider, backbone) VALUES (%s, %s, %s) RETURNING id",
        (run_id, provider, backbone)))["id"])


def finish_pass(conn: Conn, pass_id: int, *, state: str, ended: str, releases: int, verdicts: Mapping[str, int],
                skips: Mapping[str, int], stats: int, lease_seconds: float, seconds: float, message: str,
                census: Mapping[str, int] | None) -> None:
    """Close a health pass row with its figures."""
    conn.execute(
        """UPDATE usenet.health_passes SET finished_at = now(), state = %s, ended = %s, releases = %s,
                  verdicts = %s::jsonb, skips = %s::jsonb, stats = %s, lease_seconds = %s, seconds = %s, message = %s,
                  census = %s::jsonb
           WHERE id = %s""",
        (state, ended, releases, json.dumps(dict(verdicts)), json.dumps(dict(skips)), stats, lease_seconds, seconds,
         message[:2000], json.dumps(dict(census)) if census is not None else None, pass_id),
    )


def status(conn: Conn, *, min_age_hours: int) -> dict[str, Any]:
    """Return the health numbers status.json, the operator view and ``usenet-ops health status`` show.

    {releases, unchecked, census: {checked, healthy, repairable, broken,
    dead, overdue}, census_exact, census_at, rate: check_rate()}. Up to
    EXACT_CENSUS_CAP releases the census is counted now; above, the one the
    latest check task recorded is served (counting a large catalogue on
    every poll is what must not happen).
    """
    from usenet_ops.store.status_reads import catalogue_size

    total, total_exact = catalogue_size(conn)
    exact = total_exact and total <= EXACT_CENSUS_CAP
    at: dt.datetime | None = now(conn)
    counts: dict[str, int] = {}
    if exact:
        counts = census(conn, min_age_hours=min_age_hours)
    else:
        latest = latest_census(conn)
        if latest is not None:
            at = latest.pop("at")
            counts = {k: int(v) for k, v in latest.items()}
        else:
            at = None
    counts = {"checked": 0, **dict.fromkeys(VERDICTS, 0), "overdue": 0, **counts}
    return {
        "releases": total,
        "unchecked": max(0, total - counts["checked"]),
        "census": counts,
        "census_exact": exact,
        "census_at": at.isoformat() if at else None,
        "rate": check_rate(conn),
    }
