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

import logging
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

from usenet_ops.domain import junk
from usenet_ops.domain.assemble import Assembly, Outcome, Salvage, StagedSet, assemble, salvage_verdict
from usenet_ops.domain.blacklist import Blacklist
from usenet_ops.settings import Settings
from usenet_ops.store import building, pass_log
from usenet_ops.store.catalogue import ReleaseSink
from usenet_ops.store.db import Conn
from usenet_ops.store.errors import DatabaseError

log = logging.getLogger(__name__)

CHUNK = 100  # sets per transaction
SALVAGE_PER_ROUND = 25
WALK_PAST = "walk_past"  # the sweep's cursor name (building.get_cursor)

# Outcome -> (count, first sample) of one chunk or sweep.
Tally = dict[Outcome, tuple[int, str]]


@dataclass
class BuildReport:
    """What one build pass did."""

    rounds: int = 0
    candidates: int = 0
    built: int = 0
    segments: int = 0
    outcomes: Counter[str] = field(default_factory=Counter)  # keyed by Outcome value, as reported and logged
    samples: dict[str, str] = field(default_factory=dict)
    ready_left: int = 0
    merged: int = 0
    seconds: float = 0.0

    def count(self, outcome: Outcome, sample: str, n: int = 1) -> None:
        key = outcome.value
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
    pass_id = pass_log.start_build_pass(conn, run_id)
    state = pass_log.PassState.DONE
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
        state = pass_log.PassState.FAILED
        raise
    finally:
        report.seconds = clock() - started
        try:
            pass_log.finish_build_pass(conn, pass_id, rounds=report.rounds, candidates=report.candidates,
                                       built=report.built, segments=report.segments, outcomes=report.outcomes,
                                       ready_left=report.ready_left, seconds=report.seconds, state=state)
        except DatabaseError as exc:
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
        outcomes, segments = _store(conn, sets, sink, filters, broken=set())
        building.delete_sets(conn, ids)
        building.record_outcomes(conn, _by_reason(outcomes))
    _fold(report, outcomes, segments)
    report.candidates += len(ids)
    return len(ids)


def _store(conn: Conn, sets: list[StagedSet], sink: ReleaseSink, filters: BuildFilters,
           broken: set[str], salvaged: bool = False) -> tuple[Tally, int]:
    """Assemble sets, add the releases through the sink; return outcome counts with samples, and segments stored."""
    counts: dict[Outcome, list] = {}
    built: list[Assembly] = []
    segments = 0

    def note(outcome: Outcome, sample: str) -> None:
        entry = counts.setdefault(outcome, [0, sample])
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
            counts.setdefault(Outcome.SALVAGED if salvaged else Outcome.BUILT, [0, built[0].detail])[0] += added.inserted
            segments = sum(a.release.segments for a in built if a.release)
        if duplicates:
            counts.setdefault(Outcome.DUPLICATE, [0, built[0].detail])[0] += duplicates
    return {k: (v[0], v[1]) for k, v in counts.items()}, segments


def _by_reason(outcomes: Tally) -> dict[str, tuple[int, str]]:
    """Return a tally keyed by build_outcomes reason (the Outcome's value), as the store records it."""
    return {outcome.value: counted for outcome, counted in outcomes.items()}


def _fold(report: BuildReport, outcomes: Tally, segments: int) -> None:
    report.segments += segments
    for outcome, (n, sample) in outcomes.items():
        report.count(outcome, sample, n)
        if outcome in (Outcome.BUILT, Outcome.SALVAGED):
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
            outcomes: Tally = {}
            to_build: list[StagedSet] = []
            broken: set[str] = set()
            for staged in sets:
                if statuses.get(staged.set_id) == "collision":
                    _merge(outcomes, Outcome.COLLISION, staged.base)
                    continue
                verdict = salvage_verdict(staged) if salvage_left > 0 else Salvage.EVICT
                if verdict is Salvage.EVICT:
                    _merge(outcomes, Outcome.WALK_PAST, staged.base)
                    continue
                salvage_left -= 1
                to_build.append(staged)
                if verdict is Salvage.BROKEN:
                    broken.add(staged.set_id)
            stored, segments = _store(conn, to_build, sink, filters, broken, salvaged=True)
            for outcome, (n, sample) in stored.items():
                _merge(outcomes, outcome, sample, n)
            building.delete_sets(conn, ids)
            building.record_outcomes(conn, _by_reason(outcomes))
        _fold(report, outcomes, segments)


def _merge(outcomes: Tally, outcome: Outcome, sample: str, n: int = 1) -> None:
    count, first = outcomes.get(outcome, (0, sample))
    outcomes[outcome] = (count + n, first or sample)
