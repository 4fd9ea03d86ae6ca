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
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass

from usenet_ops.domain.ingest import IngestResult
from usenet_ops.store import staging, telemetry
from usenet_ops.store.db import Conn

# OVER batches a lagging committer takes into one transaction at most; also
# how many batches the reader may run ahead of the last commit.
MERGE_MAX = 6

_Batch = tuple[IngestResult, int, int]  # ingest result, first and last article number


@dataclass
class Committed:
    """One committed transaction: its outcome, the batches' ingest results in order, the last article it covered."""

    outcome: staging.StageOutcome
    results: list[IngestResult]
    hi: int


class Stager:
    """Stage batches in order: synchronously, or on one committer thread with its own connection.

    With ``connect`` (a factory of autocommit connections) the reader queues
    each ingested batch and goes on reading while the committer stages;
    without it each ``submit`` stages at once on ``conn``.
    """

    def __init__(self, conn: Conn, connect: Callable[[], Conn] | None, *, backbone: str, group: str,
                 fence: int) -> None:
        self._conn = conn
        self._backbone = backbone
        self._group = group
        self._fence = fence
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

    def _stage(self, conn: Conn, batches: list[_Batch]) -> Committed:
        files = [f for result, _, _ in batches for f in result.files.values()]
        lo, hi = batches[0][1], batches[-1][2]
        results = [result for result, _, _ in batches]
        outcome = staging.stage_batch(conn, backbone=self._backbone, group=self._group,
                                      fence=self._fence, files=files, covered=(lo, hi), next_article=hi + 1,
                                      hits=telemetry.filter_counts(results))
        if outcome.staged_total is not None:
            with self._cond:
                self.staged = outcome.staged_total
        return Committed(outcome, results, hi)

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
            return self.staged + sum(r.staged_articles for r, _, _ in (*self._queue, *self._flying))

    def submit(self, result: IngestResult, lo: int, hi: int) -> list[Committed]:
        """Stage a batch (queue it, with a committer); return the transactions committed since the last call, in order."""
        if self._thread is None:
            return [self._stage(self._conn, [(result, lo, hi)])]
        with self._cond:
            self._raise_error()
            if self._queue and lo != self._queue[-1][2] + 1:
                raise ValueError(f"batch {lo}-{hi} does not follow the queued one ending at {self._queue[-1][2]}; "
                                 "flush() before skipping ahead")
            # Bound how far reading runs ahead of the last commit.
            while len(self._queue) >= MERGE_MAX and self._error is None:
                self._cond.wait()
            self._raise_error()
            self._queue.append((result, lo, hi))
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
