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
5. A transaction Postgres refuses for its data (``store.errors.refused_data``:
   a value ingest's bounds did not catch) does not stop the group: its
   batches are staged one by one, and a refused batch is bisected by article
   number (its reply is ingested again in halves) until each refused range
   is as small as it can be. Those ranges are quarantined with the
   watermark moving past them (``store.quarantine``), never as coverage;
   every other range of the batch stages as usual, in order. More than
   ``MAX_QUARANTINED`` refused ranges in one batch is not poison but a fault
   that follows every row: the error is raised as before (docs/adr/0009).
"""

from __future__ import annotations

import logging
import threading
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

from usenet_ops.domain import ingest
from usenet_ops.domain.errors import OperatorHint
from usenet_ops.domain.ingest import IngestResult
from usenet_ops.domain.overview import OverviewFormat, lines_numbered, split_at_number
from usenet_ops.domain.text import escape_bytes
from usenet_ops.store import quarantine, staging, telemetry
from usenet_ops.store.db import Conn
from usenet_ops.store.errors import describe, refused_data

log = logging.getLogger(__name__)

# OVER batches a lagging committer takes into one transaction at most; also
# how many batches the reader may run ahead of the last commit.
MERGE_MAX = 6
# Refused ranges one batch may quarantine. Poison is a few posts; a refusal
# that follows every row (a schema change, a bug) would otherwise bisect the
# batch into thousands of one-article quarantines.
MAX_QUARANTINED = 16

# Re-ingest a batch's reply restricted to nothing new: (block, format, the asked range) -> result.
Reingest = Callable[[bytes, OverviewFormat | None, tuple[int, int]], IngestResult]


class PoisonNotLocalized(OperatorHint):
    """Postgres refused so much of one batch that it cannot be poison in a few posts."""


@dataclass
class _Batch:
    """One OVER batch waiting to commit: its ingest result, its range and (to bisect it) its reply."""

    result: IngestResult
    lo: int
    hi: int
    block: bytes | None = None
    fmt: OverviewFormat | None = None
    asked: tuple[int, int] | None = None  # the range the reply was asked for (lo..hi unless a piece of it)


@dataclass
class Committed:
    """One committed transaction: its outcome, the batches' ingest results in order, the last article it covered.

    ``quarantined`` lists the ranges set aside on the way (a refused batch's
    salvage commits in several transactions; they are reported as one).
    """

    outcome: staging.StageOutcome
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

    def __init__(self, conn: Conn, connect: Callable[[], Conn] | None, *, backbone: str, group: str,
                 fence: int, reingest: Reingest | None = None, provider: str = "", run_id: str = "") -> None:
        self._conn = conn
        self._backbone = backbone
        self._group = group
        self._fence = fence
        self._reingest = reingest
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
        outcome = staging.stage_batch(conn, backbone=self._backbone, group=self._group,
                                      fence=self._fence, files=files, covered=(lo, hi), next_article=hi + 1,
                                      hits=telemetry.filter_counts(results))
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
            log.warning("%s: Postgres refused articles %d-%d (%s); staging them batch by batch to set the "
                        "refused ones aside", self._group, batches[0].lo, batches[-1].hi, describe(exc))
            first = exc
        salvaged = [self._salvage(conn, b, first if len(batches) == 1 else None) for b in batches]
        return Committed(_sum_outcomes([c.outcome for c in salvaged]), [r for c in salvaged for r in c.results],
                         batches[-1].hi, [q for c in salvaged for q in c.quarantined],
                         [i for c in salvaged for i in c.quarantine_ids])

    def _salvage(self, conn: Conn, batch: _Batch, refused: BaseException | None) -> Committed:
        """Stage one batch whatever it takes: whole, else its ranges that stage, quarantining the refused ones."""
        if refused is None:
            try:
                return self._commit(conn, [batch])
            except BaseException as exc:
                if not refused_data(exc):
                    raise
                refused = exc
        pieces: list[Committed] = []
        self._bisect(conn, batch, refused, pieces)
        results = [r for c in pieces for r in c.results]
        merged = _merge_results(results)
        return Committed(_sum_outcomes([c.outcome for c in pieces]), [merged], batch.hi,
                         [q for c in pieces for q in c.quarantined], [i for c in pieces for i in c.quarantine_ids])

    def _bisect(self, conn: Conn, piece: _Batch, refused: BaseException, out: list[Committed]) -> None:
        """Stage ``piece`` (already refused once with ``refused``) in halves, down to single article numbers."""
        quarantined = sum(len(c.quarantined) for c in out)
        if piece.block is None or self._reingest is None or piece.lo >= piece.hi:
            out.append(self._quarantine(conn, piece, refused))
            return
        if quarantined >= MAX_QUARANTINED:
            raise PoisonNotLocalized(
                f"{self._group}: Postgres refused more than {MAX_QUARANTINED} separate ranges of articles "
                f"{piece.lo}-{piece.hi} ({describe(refused)}); that is not a few poisoned posts, so nothing more "
                "was set aside and the watermark stays",
                hint="the error above: a schema or settings change that every row now violates, or a bug "
                     "(`usenet-ops crawl quarantine list` shows what was set aside before this)",
            ) from refused
        mid = (piece.lo + piece.hi) // 2
        asked = piece.asked or (piece.lo, piece.hi)
        for lo, hi, block in zip((piece.lo, mid + 1), (mid, piece.hi), split_at_number(piece.block, mid),
                                 strict=True):
            half = _Batch(self._reingest(block, piece.fmt, asked), lo, hi, block, piece.fmt, asked)
            try:
                out.append(self._commit(conn, [half]))
            except BaseException as exc:
                if not refused_data(exc):
                    raise
                self._bisect(conn, half, exc, out)

    def _quarantine(self, conn: Conn, piece: _Batch, refused: BaseException) -> Committed:
        """Set ``piece`` aside: the quarantine row and the watermark past it, in one transaction."""
        lines = lines_numbered(piece.block, piece.lo, piece.hi) if piece.block is not None else []
        articles = len(lines) if piece.block is not None else piece.result.staged_articles
        poison = quarantine.PoisonRange(lo=piece.lo, hi=piece.hi, articles=articles, error=describe(refused),
                                        sample=escape_bytes(lines[0], 1000) if lines else "")
        outcomes = Counter(piece.result.outcomes)
        moved = outcomes.pop(ingest.STAGED, 0)
        if moved:
            outcomes[ingest.QUARANTINED] += moved
        result = IngestResult(files={}, articles=piece.result.articles, outcomes=outcomes,
                              junk_hits=piece.result.junk_hits, blacklist_hits=piece.result.blacklist_hits,
                              parse_sample=piece.result.parse_sample)
        entry_id = quarantine.record(conn, backbone=self._backbone, group=self._group, fence=self._fence,
                                     poison=poison, next_article=piece.hi + 1, provider=self._provider,
                                     run_id=self._run_id, hits=telemetry.filter_counts([result]))
        log.error("%s: quarantined articles %d-%d (%d lines): %s; sample: %s (quarantine id %d)",
                  self._group, piece.lo, piece.hi, articles, poison.error, poison.sample[:200], entry_id)
        return Committed(staging.StageOutcome(0, 0, 0, 0), [result], piece.hi, [poison], [entry_id])

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

    def submit(self, result: IngestResult, lo: int, hi: int, *, block: bytes | None = None,
               fmt: OverviewFormat | None = None) -> list[Committed]:
        """Stage a batch (queue it, with a committer); return the transactions committed since the last call, in order.

        ``block`` (the OVER reply as read) and its ``fmt`` let a refused batch
        be bisected; without them a refused batch is quarantined whole.
        """
        batch = _Batch(result, lo, hi, block, fmt)
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


def _sum_outcomes(outcomes: list[staging.StageOutcome]) -> staging.StageOutcome:
    """Return the staging outcomes of several transactions as one (the last known staged total)."""
    totals = [o.staged_total for o in outcomes if o.staged_total is not None]
    return staging.StageOutcome(
        inserted=sum(o.inserted for o in outcomes), duplicates=sum(o.duplicates for o in outcomes),
        sets_touched=sum(o.sets_touched for o in outcomes), ready_sets=sum(o.ready_sets for o in outcomes),
        staged_total=totals[-1] if totals else None)


def _merge_results(results: list[IngestResult]) -> IngestResult:
    """Return one batch's pieces as one result (the counts; the files are committed already)."""
    outcomes: Counter[str] = Counter()
    junk: Counter[int] = Counter()
    blacklist: Counter[int] = Counter()
    for r in results:
        outcomes.update(r.outcomes)
        junk.update(r.junk_hits)
        blacklist.update(r.blacklist_hits)
    sample = next((r.parse_sample for r in results if r.parse_sample), None)
    return IngestResult(files={}, articles=sum(r.articles for r in results), outcomes=outcomes, junk_hits=junk,
                        blacklist_hits=blacklist, parse_sample=sample)
