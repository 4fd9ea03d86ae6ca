"""Stage a crawl's batches in order, on one committer thread that merges what queued: Stager.

Why: one staging transaction per OVER batch left the reading thread idle
half the time, waiting for Postgres (ADR 0006). The committer takes every
batch queued since its last commit and stages them in ONE transaction with
the run's coverage and the last batch's watermark, so a commit's fixed cost
is shared by as many batches as arrived while the previous one was in
Postgres.

Invariants:

1. Batches commit in order, and a transaction only ever holds a contiguous
   run of article numbers (``submit`` refuses a gap), at most ``MERGE_MAX``
   of them; its coverage and watermark are those of the batches it holds.
2. The reader runs at most ``MERGE_MAX`` batches ahead of the last commit.
3. A commit's error stops the committer and is raised by every later
   ``submit`` or ``flush``; what committed before it is still handed out
   (``take_done``), so the report counts it.
4. A batch queued but not committed when the pass stops is dropped: the next
   pass reads it again from the last committed watermark.
5. A transaction Postgres refuses for its data (``store.db_errors.refused_data``:
   a value ingest's bounds did not catch) does not stop the group: its files
   are staged in halves, a refused half halved again, until each refused
   file stands alone. The refused files' article spans are quarantined with
   the watermark moving past them (``store.quarantine``), never as coverage;
   every other file stages as usual. More than ``MAX_QUARANTINED`` refused
   files is not poison but a fault that follows every row: the error is
   raised as before and nothing moves (docs/adr/0009).
"""

from __future__ import annotations

import logging
import threading
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from usenet_ops.domain import ingest
from usenet_ops.domain.hints import OperatorHint
from usenet_ops.domain.ingest import FileAggregate, IngestResult
from usenet_ops.domain.overview import lines_numbered
from usenet_ops.domain.text import escape_bytes
from usenet_ops.store import quarantine, telemetry
from usenet_ops.store.crawl_state import Statement
from usenet_ops.store.db import Conn
from usenet_ops.store.db_errors import describe, refused_data
from usenet_ops.store.staging import BatchSink, StageOutcome

log = logging.getLogger(__name__)

# OVER batches a lagging committer takes into one transaction at most; also
# how many batches the reader may run ahead of the last commit.
MERGE_MAX = 6
# Files one commit may set aside. Poison is a few posts; a refusal that
# follows every row (a schema change, a bug) would otherwise quarantine every
# file of every batch while the crawl "moves on".
MAX_QUARANTINED = 16


class PoisonNotLocalized(OperatorHint):
    """Postgres refused so much of one batch that it cannot be poison in a few posts."""


@dataclass
class _Batch:
    """One OVER batch waiting to commit: its ingest result, its range and its reply (for a quarantine's sample)."""

    result: IngestResult
    lo: int
    hi: int
    block: bytes | None = None


@dataclass
class Committed:
    """One committed transaction: its outcome, the batches' ingest results in order, the last article it covered.

    ``quarantined`` lists the ranges set aside on the way (a refused batch's
    salvage commits in several transactions; they are reported as one).
    """

    outcome: StageOutcome
    results: list[IngestResult]
    hi: int
    quarantined: list[quarantine.PoisonRange] = field(default_factory=list)
    quarantine_ids: list[int] = field(default_factory=list)


class Stager:
    """Stage batches in order: synchronously, or on one committer thread with its own connection.

    With ``connect`` (a factory of autocommit connections) the reader queues
    each ingested batch and goes on reading while the committer stages;
    without it each ``submit`` stages at once on ``conn``.
    """

    def __init__(self, conn: Conn, connect: Callable[[], Conn] | None, *, staging: BatchSink, backbone: str,
                 group: str, fence: int, provider: str = "", run_id: str = "", fence_sql: Statement | None = None,
                 progress: Callable[[int, int, list[IngestResult]], list[Statement]] | None = None,
                 watermark: bool = True) -> None:
        self._conn = conn
        self.staging = staging  # the backend every transaction stages through (the backfill's gate reads it too)
        # A backfill partition stages under its own fence, records its progress in each transaction and never
        # moves the forward crawl's watermark (passes.backfill); the crawl uses the defaults.
        self._fence_sql = fence_sql
        self._progress = progress
        self._watermark = watermark
        self._backbone = backbone
        self._group = group
        self._fence = fence
        self._provider = provider
        self._run_id = run_id
        self._own: Conn | None = connect() if connect is not None else None
        self._cond = threading.Condition()
        self._queue: list[_Batch] = []
        self._done: list[Committed] = []
        self._flying: list[_Batch] = []  # being committed now
        self._error: BaseException | None = None
        self._closing = False
        # Segments staged across all groups as of the last commit (the crawl
        # seeds it from Postgres when its pressure gate is on).
        self.staged = 0
        self._thread: threading.Thread | None = None
        if self._own is not None:
            self._thread = threading.Thread(target=self._run, name=f"stage-{group}", daemon=True)
            self._thread.start()

    def _commit(self, conn: Conn, batches: list[_Batch]) -> Committed:
        files = [f for b in batches for f in b.result.files.values()]
        lo, hi = batches[0].lo, batches[-1].hi
        results = [b.result for b in batches]
        outcome = self.staging.stage_batch(conn, backbone=self._backbone, group=self._group,
                                           fence=self._fence, files=files, covered=(lo, hi),
                                           next_article=hi + 1 if self._watermark else None,
                                           hits=telemetry.filter_counts(results), fence_sql=self._fence_sql,
                                           also=self._progress(lo, hi, results) if self._progress else ())
        if outcome.staged_total is not None:
            with self._cond:
                self.staged = outcome.staged_total
        return Committed(outcome, results, hi)

    def _stage(self, conn: Conn, batches: list[_Batch]) -> Committed:
        try:
            return self._commit(conn, batches)
        except BaseException as exc:
            if not refused_data(exc):
                raise
            log.warning("%s: Postgres refused articles %d-%d (%s); staging their files in halves to set the "
                        "refused ones aside", self._group, batches[0].lo, batches[-1].hi, describe(exc))
        return self._salvage(conn, batches)

    def _salvage(self, conn: Conn, batches: list[_Batch]) -> Committed:
        """Stage a refused run file by file (in halves), quarantine the refused files' spans, move on.

        The files are staged in halves, each half in a transaction of its own
        without coverage or watermark (staging's bitmaps make a re-read after
        a crash here add nothing twice); a half Postgres refuses is halved
        again, down to one file. Then ONE transaction records the refused
        spans in quarantine, the run's coverage outside them, the watermark
        past the run and the rule counters.
        """
        units: dict[str, list[tuple[int, FileAggregate]]] = {}  # file id -> its aggregates (batch index, aggregate)
        for k, b in enumerate(batches):
            for f in b.result.files.values():
                units.setdefault(f.file_id, []).append((k, f))
        refused: list[tuple[list[tuple[int, FileAggregate]], BaseException]] = []
        staged: list[StageOutcome] = []
        self._bisect(conn, list(units.values()), refused, staged)
        lo, hi = batches[0].lo, batches[-1].hi
        poisons = self._poisons(batches, refused, lo, hi)
        results = _moved_to_quarantine([b.result for b in batches], refused)
        hits = telemetry.filter_counts(results)
        also = self._progress(lo, hi, results) if self._progress else ()
        try:
            ids = quarantine.settle(conn, backbone=self._backbone, group=self._group, fence=self._fence, lo=lo, hi=hi,
                                    poisons=poisons, provider=self._provider, run_id=self._run_id, hits=hits,
                                    fence_sql=self._fence_sql, also=also, watermark=self._watermark)
        except BaseException as exc:
            if not refused_data(exc):
                raise
            log.warning("%s: the rule counters of articles %d-%d were refused (%s); recorded without them",
                        self._group, lo, hi, describe(exc))
            ids = quarantine.settle(conn, backbone=self._backbone, group=self._group, fence=self._fence, lo=lo, hi=hi,
                                    poisons=poisons, provider=self._provider, run_id=self._run_id, hits=None,
                                    fence_sql=self._fence_sql, also=also, watermark=self._watermark)
        for entry_id, poison in zip(ids, poisons, strict=True):
            log.error("%s: quarantined articles %d-%d (%d articles): %s; sample: %s (quarantine id %d)",
                      self._group, poison.lo, poison.hi, poison.articles, poison.error, poison.sample[:300], entry_id)
        return Committed(_sum_outcomes(staged), results, hi, poisons, ids)

    def _bisect(self, conn: Conn, units: list[list[tuple[int, FileAggregate]]],
                refused: list[tuple[list[tuple[int, FileAggregate]], BaseException]],
                staged: list[StageOutcome]) -> None:
        """Stage ``units`` (files, each with its aggregates) in halves; collect the files Postgres refuses alone."""
        if not units:
            return
        half = (len(units) + 1) // 2
        parts = [units] if len(units) == 1 else [units[:half], units[half:]]
        for part in parts:
            try:
                staged.append(self.staging.stage_batch(
                    conn, backbone=self._backbone, group=self._group, fence=self._fence,
                    files=[f for unit in part for _, f in unit], covered=None, next_article=None,
                    fence_sql=self._fence_sql))
            except BaseException as exc:
                if not refused_data(exc):
                    raise
                if len(part) > 1:
                    self._bisect(conn, part, refused, staged)
                    continue
                refused.append((part[0], exc))
                if len(refused) > MAX_QUARANTINED:
                    raise PoisonNotLocalized(
                        f"{self._group}: Postgres refused more than {MAX_QUARANTINED} files on their own in "
                        f"articles {units[0][0][1].art_lo}-{units[-1][-1][1].art_hi} ({describe(exc)}); that is "
                        "not a few poisoned posts, so nothing was set aside and the watermark stays",
                        hint="the error above: a schema or settings change that every row now violates, or a bug "
                             "(`usenet-ops crawl quarantine list` shows ranges set aside before)",
                    ) from exc

    def _poisons(self, batches: list[_Batch], refused: list[tuple[list[tuple[int, FileAggregate]], BaseException]],
                 lo: int, hi: int) -> list[quarantine.PoisonRange]:
        """Return the refused files' article spans (merged where they touch), with the error and a sample line."""
        spans: list[tuple[int, int, int, BaseException, FileAggregate]] = []
        for unit, exc in refused:
            a = max(lo, min(f.art_lo for _, f in unit))
            b = min(hi, max(f.art_hi for _, f in unit))
            spans.append((a, b, sum(len(f.parts) for _, f in unit), exc, unit[0][1]))
        spans.sort(key=lambda s: s[:2])
        merged: list[list[Any]] = []
        for a, b, n, exc, f in spans:
            if merged and a <= merged[-1][1] + 1:
                merged[-1][1] = max(merged[-1][1], b)
                merged[-1][2] += n
            else:
                merged.append([a, b, n, exc, f])
        out = []
        for a, b, n, exc, f in merged:
            line = next((x for bt in batches if bt.block is not None and bt.lo <= a <= bt.hi
                         for x in lines_numbered(bt.block, a, a)), None)
            sample = escape_bytes(line, 1000) if line is not None else escape_bytes(f.subject.encode(), 1000)
            out.append(quarantine.PoisonRange(lo=a, hi=b, articles=n, error=describe(exc), sample=sample))
        return out

    def _run(self) -> None:
        assert self._own is not None  # the thread runs only with its own connection
        while True:
            with self._cond:
                while not self._queue and not self._closing:
                    self._cond.wait()
                if self._closing:
                    return
                batches, self._queue = self._queue[:MERGE_MAX], self._queue[MERGE_MAX:]
                self._flying = batches
            try:
                committed = self._stage(self._own, batches)
            except BaseException as exc:  # surfaced to the reader at its next submit or flush
                with self._cond:
                    self._error = exc
                    self._flying = []
                    self._queue.clear()
                    self._cond.notify_all()
                return
            with self._cond:
                self._done.append(committed)
                self._flying = []
                self._cond.notify_all()

    def staged_estimate(self) -> int:
        """Return the segments staged as of the last commit plus the articles queued or in flight (never fewer)."""
        with self._cond:
            return self.staged + sum(b.result.staged_articles for b in (*self._queue, *self._flying))

    def submit(self, result: IngestResult, lo: int, hi: int, *, block: bytes | None = None) -> list[Committed]:
        """Stage a batch (queue it, with a committer); return the transactions committed since the last call, in order.

        ``block`` is the OVER reply as read: a quarantine's sample is its
        refused line (else the file's subject).
        """
        batch = _Batch(result, lo, hi, block)
        if self._thread is None:
            return [self._stage(self._conn, [batch])]
        with self._cond:
            self._raise_error()
            if self._queue and lo != self._queue[-1].hi + 1:
                raise ValueError(f"batch {lo}-{hi} does not follow the queued one ending at {self._queue[-1].hi}; "
                                 "flush() before skipping ahead")
            # Bound how far reading runs ahead of the last commit.
            while len(self._queue) >= MERGE_MAX and self._error is None:
                self._cond.wait()
            self._raise_error()
            self._queue.append(batch)
            self._cond.notify_all()
            done, self._done = self._done, []
        return done

    def flush(self) -> list[Committed]:
        """Wait until every queued batch is committed; return them in order (or raise what a commit raised)."""
        if self._thread is None:
            return []
        with self._cond:
            while (self._queue or self._flying) and self._error is None:
                self._cond.wait()
            done, self._done = self._done, []
            if self._error is not None:
                self._done = done  # committed before the failure: still the caller's to count
                self._raise_error()
        return done

    def take_done(self) -> list[Committed]:
        """Return (and forget) transactions committed but not yet handed out, after close() or a failure."""
        with self._cond:
            done, self._done = self._done, []
        return done

    def _raise_error(self) -> None:
        # Sticky: the committer has stopped, so every later submit or flush must fail too.
        if self._error is not None:
            raise self._error

    def close(self) -> None:
        """Stop the committer (an in-flight commit finishes; what is queued is dropped) and close its connection."""
        if self._thread is not None:
            with self._cond:
                self._queue.clear()  # not committed: read again next pass
                self._closing = True
                self._cond.notify_all()
            # Let an in-flight commit finish (it is a valid, fenced batch) before closing its connection.
            self._thread.join()
        if self._own is not None:
            self._own.close()


def _sum_outcomes(outcomes: list[StageOutcome]) -> StageOutcome:
    """Return the staging outcomes of several transactions as one (the last known staged total)."""
    totals = [o.staged_total for o in outcomes if o.staged_total is not None]
    return StageOutcome(
        inserted=sum(o.inserted for o in outcomes), duplicates=sum(o.duplicates for o in outcomes),
        sets_touched=sum(o.sets_touched for o in outcomes), ready_sets=sum(o.ready_sets for o in outcomes),
        staged_total=totals[-1] if totals else None)


def _moved_to_quarantine(results: list[IngestResult],
                         refused: list[tuple[list[tuple[int, FileAggregate]], BaseException]]) -> list[IngestResult]:
    """Return the batches' results with the refused files' articles counted ``quarantined``, not ``staged``."""
    moved: Counter[int] = Counter()
    for unit, _ in refused:
        for k, f in unit:
            moved[k] += len(f.parts)
    out = []
    for k, r in enumerate(results):
        if not moved[k]:
            out.append(r)
            continue
        outcomes = Counter(r.outcomes)
        outcomes[ingest.STAGED] -= moved[k]
        outcomes[ingest.QUARANTINED] += moved[k]
        out.append(IngestResult(files=r.files, articles=r.articles, outcomes=+outcomes, junk_hits=r.junk_hits,
                                blacklist_hits=r.blacklist_hits, parse_sample=r.parse_sample,
                                junk_samples=r.junk_samples))
    return out
