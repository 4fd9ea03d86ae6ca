"""The build pass: complete staged sets -> filtered, classified releases in the catalogue.

Each chunk of candidates is one transaction: lock (SKIP LOCKED), assemble,
filter, store through the ReleaseSink, delete the staged rows, count the
outcomes. A crash anywhere rolls all of it back, so a re-run builds the same
releases once (content_hash is unique; a duplicate is counted and dropped).

A pass drains up to ``build_drain_per_pass`` sets per round and, unless
``build_no_catchup``, keeps starting rounds while ready work remains and the
time budget allows. Each round also runs the bounded walk-past sweep.
"""

from __future__ import annotations

import json
import logging
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

import psycopg

from usenet_ops.domain import junk
from usenet_ops.domain.blacklist import Blacklist
from usenet_ops.domain.assemble import Assembly, Outcome, Salvage, StagedSet, assemble, salvage_verdict
from usenet_ops.settings import Settings
from usenet_ops.store import building
from usenet_ops.store.catalogue import ReleaseSink
from usenet_ops.store.db import Conn, one

log = logging.getLogger(__name__)

CHUNK = 100  # sets per transaction
SALVAGE_PER_ROUND = 25
WALK_PAST = "walk_past"


@dataclass
class BuildReport:
    """What one build pass did."""

    rounds: int = 0
    candidates: int = 0
    built: int = 0
    segments: int = 0
    outcomes: Counter[str] = field(default_factory=Counter)
    samples: dict[str, str] = field(default_factory=dict)
    ready_left: int = 0
    merged: int = 0
    seconds: float = 0.0

    def count(self, outcome: Outcome | str, sample: str, n: int = 1) -> None:
        key = outcome.value if isinstance(outcome, Outcome) else outcome
        self.outcomes[key] += n
        self.samples.setdefault(key, sample)

    def as_dict(self) -> dict:
        return {"rounds": self.rounds, "candidates": self.candidates, "built": self.built, "merged": self.merged,
                "segments": self.segments, "outcomes": dict(self.outcomes), "ready_left": self.ready_left,
                "seconds": round(self.seconds, 3),
                "sets_per_sec": round(self.candidates / self.seconds, 1) if self.seconds else 0.0}


@dataclass(frozen=True)
class BuildFilters:
    """Build-stage filters (None = not configured)."""

    junk: junk.JunkEngine | None = None
    blacklist: Blacklist | None = None


def build_pass(
    conn: Conn,
    *,
    settings: Settings,
    sink: ReleaseSink,
    filters: BuildFilters,
    budget_sec: float = 600.0,
    clock: Callable[[], float] = time.monotonic,
    run_id: str = "",
) -> BuildReport:
    """Run rounds until no ready work remains (or the budget ends); return the report."""
    if not conn.autocommit:
        raise ValueError("build_pass needs an autocommit connection: each chunk commits in its own transaction")
    report = BuildReport()
    started = clock()
    pass_id = one(conn.execute("INSERT INTO usenet.build_passes (run_id) VALUES (%s) RETURNING id", (run_id,)))["id"]
    state = "done"
    try:
        while True:
            report.rounds += 1
            with conn.transaction():
                report.merged += building.merge_name_only_siblings(conn)
            drained = 0
            while drained < settings.build_drain_per_pass:
                n = _build_chunk(conn, report, settings, sink, filters, min(CHUNK, settings.build_drain_per_pass - drained))
                if n == 0:
                    break
                drained += n
            if not settings.walk_past_no_evict:
                _walk_past_round(conn, report, settings, sink, filters)
            if settings.build_no_catchup or drained < settings.build_drain_per_pass or clock() - started > budget_sec:
                break
        report.ready_left = building.ready_count(conn)
        return report
    except Exception:
        state = "failed"
        raise
    finally:
        report.seconds = clock() - started
        try:
            conn.execute(
                """UPDATE usenet.build_passes SET finished_at = now(), rounds = %s, candidates = %s, built = %s,
                          segments = %s, outcomes = %s::jsonb, ready_left = %s, seconds = %s, state = %s,
                          staged_left = (SELECT COALESCE(sum(segments), 0) FROM usenet.staging_counts)
                   WHERE id = %s""",
                (report.rounds, report.candidates, report.built, report.segments,
                 json.dumps(dict(report.outcomes)), report.ready_left, report.seconds, state, pass_id),
            )
        except psycopg.Error as exc:
            log.warning("could not record the build pass: %s", exc)
        log.info("build: %d rounds, %d candidates, %d built (%d segments), outcomes %s, %d ready left, %.1fs",
                 report.rounds, report.candidates, report.built, report.segments, dict(report.outcomes),
                 report.ready_left, report.seconds)


def _build_chunk(conn: Conn, report: BuildReport, settings: Settings, sink: ReleaseSink,
                 filters: BuildFilters, limit: int) -> int:
    with conn.transaction():
        ids = building.lock_ready(conn, limit, grace_min=settings.walk_past_grace_min)
        if not ids:
            return 0
        sets = building.load_sets(conn, ids)
        outcomes = _store(conn, sets, sink, filters, broken=set())
        building.delete_sets(conn, ids)
        building.record_outcomes(conn, {k: v for k, v in outcomes.items() if k != "_segments"})
    _fold(report, outcomes)
    report.candidates += len(ids)
    return len(ids)


def _store(conn: Conn, sets: list[StagedSet], sink: ReleaseSink, filters: BuildFilters,
           broken: set[str], salvaged: bool = False) -> dict[str, tuple[int, str]]:
    """Assemble sets, add the releases through the sink; return outcome counts with samples."""
    counts: dict[str, list] = {}
    built: list[Assembly] = []

    def note(outcome: Outcome, sample: str) -> None:
        entry = counts.setdefault(outcome.value, [0, sample])
        entry[0] += 1

    for staged in sets:
        try:
            result = assemble(staged, engine=filters.junk, blacklist=filters.blacklist,
                              broken=staged.set_id in broken)
        except Exception as exc:  # one bad set must not stop the pass (invariant 5)
            log.exception("could not assemble set %s (%s)", staged.set_id, staged.base)
            note(Outcome.ERROR, f"{type(exc).__name__}: {exc} [{staged.base}]")
            continue
        if result.outcome is Outcome.BUILT:
            built.append(result)
        else:
            note(result.outcome, result.detail)
    if built:
        added = sink.add(conn, [a.release for a in built if a.release is not None])
        duplicates = len(built) - added.inserted
        if added.inserted:
            counts.setdefault(Outcome.SALVAGED.value if salvaged else Outcome.BUILT.value,
                              [0, built[0].detail])[0] += added.inserted
            counts.setdefault("_segments", [0, ""])[0] += sum(a.release.segments for a in built if a.release)
        if duplicates:
            counts.setdefault(Outcome.DUPLICATE.value, [0, built[0].detail])[0] += duplicates
    return {k: (v[0], v[1]) for k, v in counts.items()}


def _fold(report: BuildReport, outcomes: dict[str, tuple[int, str]]) -> None:
    for reason, (n, sample) in outcomes.items():
        if reason == "_segments":
            report.segments += n
            continue
        report.count(reason, sample, n)
        if reason in (Outcome.BUILT.value, Outcome.SALVAGED.value):
            report.built += n


def _walk_past_round(conn: Conn, report: BuildReport, settings: Settings, sink: ReleaseSink,
                     filters: BuildFilters) -> None:
    """Evict (or salvage) sets that can never complete; bounded per round, cursors persist."""
    budget = settings.walk_past_sweep_per_round
    salvage_left = 0 if settings.walk_past_no_salvage else SALVAGE_PER_ROUND
    for group in building.sweepable_groups(conn):
        if budget <= 0:
            break
        with conn.transaction():
            cursor = building.get_cursor(conn, WALK_PAST, group)
            ids = building.walk_past_candidates(conn, group, after=cursor, grace_min=settings.walk_past_grace_min,
                                                limit=budget)
            building.set_cursor(conn, WALK_PAST, group, ids[-1] if len(ids) == budget else "")
            if not ids:
                continue
            budget -= len(ids)
            statuses = building.set_status(conn, ids)
            sets = building.load_sets(conn, ids)
            outcomes: dict[str, tuple[int, str]] = {}
            to_build: list[StagedSet] = []
            broken: set[str] = set()
            for staged in sets:
                if statuses.get(staged.set_id) == "collision":
                    _merge(outcomes, Outcome.COLLISION.value, staged.base)
                    continue
                verdict = salvage_verdict(staged) if salvage_left > 0 else Salvage.EVICT
                if verdict is Salvage.EVICT:
                    _merge(outcomes, Outcome.WALK_PAST.value, staged.base)
                    continue
                salvage_left -= 1
                to_build.append(staged)
                if verdict is Salvage.BROKEN:
                    broken.add(staged.set_id)
            for reason, (n, sample) in _store(conn, to_build, sink, filters, broken, salvaged=True).items():
                _merge(outcomes, reason, sample, n)
            building.delete_sets(conn, ids)
            building.record_outcomes(conn, {k: v for k, v in outcomes.items() if k != "_segments"})
        _fold(report, outcomes)


def _merge(outcomes: dict[str, tuple[int, str]], reason: str, sample: str, n: int = 1) -> None:
    count, first = outcomes.get(reason, (0, sample))
    outcomes[reason] = (count + n, first or sample)
