"""The tag fill pass: carry today's classifier to releases an older one built, and sweep out what it now rejects.

A plan (``plan``) hands out id ranges of the catalogue while a walk to the
current classifier version (domain.classifier) is unfinished; each range is
one batch (``run_batch``, a mapped Airflow task): crawl releases in the range
not at the current version are read in chunks of ``CHUNK`` rows, each chunk
one transaction. Per release the build's own functions re-derive search
name, category, tags and episode fields (``domain.rederive.Judge``: one per
batch, each distinct input of a pure step computed once); when the sweep is
on (``tagfill_sweep``) the current junk rules and blacklist are applied as
the build applies them, and a release they reject is moved to
``release_removals``: hidden from every API read, counted per rule,
restorable (``usenet-ops tagfill restore``) until the prune pass purges it
after ``tagfill_grace_days``.

While Postgres writes a chunk (a second thread runs its write, commit and
the next chunk's lock), the batch judges the next chunk's rows read ahead
without a lock; a judgement is used only for the row version the chunk then
locks (same id and xmin), any other row is read again under its lock.

Every release locked is written with the current version in the same
transaction (re-derived or not, removed releases leave the table), so a
SIGKILL at any point loses a chunk's work only, and a re-run reads exactly
the releases not yet written: the same end state, nothing doubled. A release
the classifier cannot judge (corrupt NZB, absurd title, a classifier bug) is
counted ``unjudgeable`` with a sample, stamped with the version so it is not
read forever, and left as it was; it never stops the batch.
"""

from __future__ import annotations

import logging
import time
from collections import Counter
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor, wait
from dataclasses import dataclass, field
from typing import Any

from usenet_ops.domain import rederive
from usenet_ops.passes.build import BuildFilters
from usenet_ops.passes.envelope import pass_envelope
from usenet_ops.settings import Settings
from usenet_ops.store import tagfill_state
from usenet_ops.store.db import Conn
from usenet_ops.store.pass_log import PassState

log = logging.getLogger(__name__)

CHUNK = 500  # releases per transaction
# A running batch stamps its pass row with every chunk (CHUNK releases: ~0.2 s at the 2,200-2,600 releases/s measured
# at 1M releases in issue 33, ~8 s at the 64/s of a machine at load 20); a row without a heartbeat for this long
# belongs to a batch that was killed, and the next plan marks it 'abandoned'. Far past the chunk time even on a
# starved machine: a slow batch is not mistaken for a dead one (and a heartbeat from one that was puts its row back
# to 'running').
LEASE_SEC = 600.0


@dataclass
class TagFillReport:
    """What one batch (or a whole CLI run) did."""

    version: str = ""
    ranges: int = 0
    examined: int = 0
    changed: int = 0
    removed: int = 0
    unjudgeable: int = 0
    by_rule: Counter[str] = field(default_factory=Counter)  # "junk:<id> <name>" / "blacklist:<id> ..." -> removed
    samples: dict[str, str] = field(default_factory=dict)
    seconds: float = 0.0
    state: PassState = PassState.DONE  # the pass row's (the envelope's; not in the report's dict)
    message: str = ""

    def as_dict(self) -> dict[str, Any]:
        return {"version": self.version, "ranges": self.ranges, "examined": self.examined, "changed": self.changed,
                "removed": self.removed, "unjudgeable": self.unjudgeable, "by_rule": dict(self.by_rule),
                "samples": dict(self.samples), "seconds": round(self.seconds, 3),
                "releases_per_sec": round(self.examined / self.seconds, 1) if self.seconds else 0.0}

    def fold(self, other: TagFillReport) -> None:
        self.version = other.version or self.version
        self.ranges += other.ranges
        self.examined += other.examined
        self.changed += other.changed
        self.removed += other.removed
        self.unjudgeable += other.unjudgeable
        self.by_rule.update(other.by_rule)
        for k, v in other.samples.items():
            self.samples.setdefault(k, v)
        self.seconds += other.seconds


def rule_key(removal: rederive.Removal) -> str:
    """Return the report's key for a rule: family, id and name (stable across runs, readable in a log)."""
    return f"{removal.family}:{removal.rule_id} {removal.rule_name}"[:120]


def plan(conn: Conn, settings: Settings, version: str, *, lease_sec: float = LEASE_SEC) -> list[tuple[int, int]]:
    """Return the id ranges the next batches re-derive (empty when the catalogue is at ``version``).

    First marks batches that stopped without closing their row (killed
    mid-run) 'abandoned', so status never shows a dead batch as running.
    """
    for p in tagfill_state.abandon_stale(conn, lease_sec):
        log.warning("tag fill batch %d [%d, %d) of run %r at %s stopped without finishing (no heartbeat since %s, "
                    "%d examined): marked abandoned; its releases not yet written are walked again", p["id"],
                    p["id_lo"], p["id_hi"], p["run_id"], p["version"], p["heartbeat_at"] or p["started_at"],
                    p["examined"])
    return tagfill_state.plan(conn, version, span=settings.tagfill_batch_size, max_batches=settings.tagfill_batches_per_run)


def run_batch(conn: Conn, lo: int, hi: int, *, settings: Settings, filters: BuildFilters, run_id: str = "",
              clock: Callable[[], float] = time.monotonic) -> TagFillReport:
    """Re-derive (and sweep) the crawl releases with id in [lo, hi) not at the filters' classifier version."""
    if not conn.autocommit:
        raise ValueError("tag fill needs an autocommit connection: each chunk commits in its own transaction")
    version = filters.classifier_version
    if not version:
        raise ValueError("the filters carry no classifier version; compose them with compose.load_build_filters")
    report = TagFillReport(version=version, ranges=1)
    started = clock()
    pass_id = tagfill_state.start_pass(conn, run_id=run_id, version=version, lo=lo, hi=hi)

    def record() -> None:
        sample = "; ".join(f"{k}: {v}" for k, v in list(report.samples.items())[:3])
        tagfill_state.finish_pass(conn, pass_id, state=report.state.value, examined=report.examined,
                                  changed=report.changed, removed=report.removed, unjudgeable=report.unjudgeable,
                                  by_rule=report.by_rule, sample=sample, seconds=report.seconds)

    def summary() -> None:
        log.info("tagfill [%d, %d) at %s: %d examined, %d changed, %d removed %s, %d unjudgeable, %.1fs (%.0f/s)",
                 lo, hi, version, report.examined, report.changed, report.removed, dict(report.by_rule),
                 report.unjudgeable, report.seconds, report.examined / report.seconds if report.seconds else 0.0)

    with pass_envelope(report, f"tagfill [{lo}, {hi})", failed=PassState.FAILED, clock=clock, started=started,
                       record=record, summary=summary):
        _walk(conn, lo, hi, version, settings, rederive.Judge(engine=filters.junk, blacklist=filters.blacklist),
              report, pass_id)
    return report


# What a chunk's rows were judged from and what the judgement said: (xmin, the row, a Verdict or the exception).
_Judged = dict[int, tuple[int, rederive.StoredRelease, rederive.Verdict | Exception]]


def _judge_all(judge: rederive.Judge, rows: list[tuple[int, rederive.StoredRelease]], sweep: bool) -> _Judged:
    out: _Judged = {}
    for xmin, r in rows:
        try:
            out[r.id] = (xmin, r, judge(r, sweep=sweep))
        except Exception as exc:  # one bad row never stops the batch (invariant 5): counted when its chunk is written
            out[r.id] = (xmin, r, exc)
    return out


def _walk(conn: Conn, lo: int, hi: int, version: str, settings: Settings, judge: rederive.Judge,
          report: TagFillReport, pass_id: int) -> None:
    """Walk [lo, hi) chunk by chunk, judging each next chunk's read-ahead rows while Postgres writes this one.

    Each chunk is still one transaction that locks its rows, judges each
    from the row version it holds (a read-ahead judgement counts only for the
    same id and xmin; ``tagfill_state.ChunkWalk``) and writes every row it
    locked; the thread only lets the worker's CPU and Postgres's overlap.
    """
    sweep = settings.tagfill_sweep
    walk = tagfill_state.ChunkWalk(conn, lo, hi, version, limit=CHUNK, sweep=sweep)
    pending: Future[tagfill_state.Chunk] | None = None
    with ThreadPoolExecutor(1, thread_name_prefix="tagfill-db") as pool:
        try:
            chunk = walk.advance(lo - 1)
            judged: _Judged = {}
            while chunk.locked:
                misses = [i for i, xmin in chunk.locked if i not in judged or judged[i][0] != xmin]
                if misses:
                    judged.update(_judge_all(judge, walk.fetch(misses), sweep))
                write = _Write(chunk, judged, version, settings, judge, report, pass_id)
                pending = pool.submit(walk.advance, chunk.locked[-1][0], write)
                judged = _judge_all(judge, chunk.ahead, sweep)
                chunk = pending.result()
                pending = None
                report.removed += write.removed
                report.changed += len(write.changed)
        finally:
            if pending is not None:
                wait([pending])  # the connection is the other thread's until its statement returns
            walk.close()


class _Write:
    """One chunk's outcome, counted into the report, written by ``__call__`` in the chunk's transaction."""

    def __init__(self, chunk: tagfill_state.Chunk, judged: _Judged, version: str, settings: Settings,
                 judge: rederive.Judge, report: TagFillReport, pass_id: int) -> None:
        self.version = version
        self.pass_id = pass_id
        self.changed: dict[int, rederive.Derived] = {}
        self.unchanged: list[int] = []
        self.removals: dict[int, rederive.Removal] = {}
        self.removed = 0
        for i, _ in chunk.locked:
            _, r, outcome = judged[i]
            report.examined += 1
            if i in chunk.keep and settings.tagfill_sweep:
                try:  # restored by an operator: judged without the sweep (never removed again)
                    outcome = judge(r, sweep=False)
                except Exception as exc:
                    outcome = exc
            if isinstance(outcome, Exception):
                report.unjudgeable += 1
                report.samples.setdefault("unjudgeable", f"release {i}: {type(outcome).__name__}: {str(outcome)[:200]}")
                if not isinstance(outcome, rederive.UnjudgeableRelease):
                    log.error("tag fill could not judge release %d", i, exc_info=outcome)
                self.unchanged.append(i)
            elif outcome.removal is not None:
                self.removals[i] = outcome.removal
                key = rule_key(outcome.removal)
                report.by_rule[key] += 1
                report.samples.setdefault(key, outcome.removal.detail[:200])
            elif outcome.changed:
                self.changed[i] = outcome.derived
                report.samples.setdefault("changed", f"release {i}: {r.title[:150]}")
            else:
                self.unchanged.append(i)
        # The pass row's heartbeat carries the counts as of this chunk (its removals counted as they are written).
        self.counts = (report.examined, report.changed + len(self.changed), report.removed, report.unjudgeable)

    def __call__(self, conn: Conn) -> None:
        tagfill_state.write_derived(conn, self.version, self.changed, self.unchanged)
        self.removed = tagfill_state.remove(conn, self.version, self.removals)
        examined, changed, removed, unjudgeable = self.counts
        tagfill_state.heartbeat(conn, self.pass_id, examined=examined, changed=changed, removed=removed + self.removed,
                                unjudgeable=unjudgeable)


def run(conn: Conn, *, settings: Settings, filters: BuildFilters, budget_sec: float = 3600.0, run_id: str = "",
        clock: Callable[[], float] = time.monotonic) -> TagFillReport:
    """Plan and run batches in this process until the walk is finished or the budget is spent (the CLI's run)."""
    total = TagFillReport(version=filters.classifier_version or "")
    started = clock()
    while clock() - started < budget_sec:
        ranges = plan(conn, settings, total.version)
        if not ranges:
            break
        for lo, hi in ranges:
            total.fold(run_batch(conn, lo, hi, settings=settings, filters=filters, run_id=run_id, clock=clock))
    total.seconds = clock() - started
    return total


def summarize(reports: list[dict[str, Any] | None]) -> dict[str, Any]:
    """Fold the mapped batches' reports into one (the DAG's summary task)."""
    total = TagFillReport()
    for r in reports:
        if not r:
            continue
        part = TagFillReport(version=r.get("version", ""), ranges=r.get("ranges", 0), examined=r.get("examined", 0),
                             changed=r.get("changed", 0), removed=r.get("removed", 0),
                             unjudgeable=r.get("unjudgeable", 0), by_rule=Counter(r.get("by_rule", {})),
                             samples=dict(r.get("samples", {})), seconds=r.get("seconds", 0.0))
        total.fold(part)
    out = total.as_dict()
    log.info("tagfill run: %d ranges, %d examined, %d changed, %d removed %s, %d unjudgeable", total.ranges,
             total.examined, total.changed, total.removed, dict(total.by_rule), total.unjudgeable)
    return out


def status(conn: Conn, version: str) -> dict[str, Any]:
    """Return where tag fill stands: the current version, the walk, releases left, removals per rule, recent batches.

    The ``--json`` of ``usenet-ops tagfill status`` and the ``tagfill`` section of status.json: add keys, never
    change them.
    """
    state = tagfill_state.walk_state(conn)
    walk = None
    if state is not None:
        walk = {"version": state.version, "next_id": state.next_id, "verified_below": state.verified_below,
                "walk_started": state.walk_started, "planned_at": state.planned_at, "finished_at": state.finished_at}
    by_rule = tagfill_state.removals_by_rule(conn)
    return {
        "version": version,
        "current": state is not None and state.version == version and state.finished_at is not None,
        "walk": walk,
        "outdated": tagfill_state.outdated_estimate(conn, version),
        "recoverable": sum(int(r["removed"]) for r in by_rule),
        "removed_by_rule": [{"family": r["family"], "rule_id": r["rule_id"], "rule_name": r["rule_name"],
                             "removed": r["removed"], "last_removed": r["last_removed"]} for r in by_rule],
        "recent": [dict(p) for p in tagfill_state.recent_passes(conn, 5)],
    }
