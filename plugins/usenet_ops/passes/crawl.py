"""The forward crawl of one (provider, group): OVER batches into pg staging.

Plain Python, no Airflow: the DAG's task calls ``crawl_group`` with its
dependencies. Each batch is read, ingested (parse, filter, aggregate per
file) and staged together with its coverage, its rule counters and the new
watermark in one transaction under the group's fencing token (consecutive
batches that queued behind a slow commit share one; docs/adr/0006), so a
crash at any point loses and doubles nothing: the next run re-reads from the
last committed watermark and staging's part bitmaps absorb the overlap.

A batch that keeps failing (dropped connection, 4xx, timeout) is retried on
a fresh connection a few times, then left for the next pass without
advancing anything. A group that makes no forward progress against a real
backlog for ``STALL_PASSES`` passes raises ``CrawlStalled``, so the task
fails and the alert names what to check.
"""

from __future__ import annotations

import logging
import threading
import time
from collections import Counter
from collections.abc import Callable, Collection
from dataclasses import dataclass, field

import psycopg

from usenet_ops.domain.errors import OperatorHint
from usenet_ops.nntp.client import GroupInfo, NNTPClient
from usenet_ops.nntp.errors import NNTPAuthError, NNTPError, NNTPPermanentError
from usenet_ops.domain.overview import OverviewFormat
from usenet_ops.domain import ingest as ingest_mod
from usenet_ops.settings import Settings
from usenet_ops.store import staging
from usenet_ops.store import telemetry
from usenet_ops.store.db import Conn

log = logging.getLogger(__name__)

STALL_PASSES = 3
BATCH_ATTEMPTS = 3


class CrawlStalled(OperatorHint):
    """A group made no forward progress against a backlog for several passes."""


@dataclass
class GroupReport:
    """What one crawl task did for one group."""

    provider: str
    backbone: str
    group: str
    state: str = "done"  # done | missing | fenced | pressure | failed
    batches: int = 0
    failed_batches: int = 0
    articles: int = 0
    staged: int = 0
    duplicates: int = 0
    ready_sets: int = 0
    wire_bytes: int = 0
    backlog: int = 0
    next_article: int | None = None
    server_low: int | None = None
    server_high: int | None = None
    seconds: float = 0.0
    outcomes: Counter[str] = field(default_factory=Counter)
    message: str = ""

    @property
    def rate(self) -> float:
        return self.articles / self.seconds if self.seconds > 0 else 0.0

    def as_dict(self) -> dict:
        return {
            "provider": self.provider, "backbone": self.backbone, "group": self.group, "state": self.state,
            "batches": self.batches, "failed_batches": self.failed_batches, "articles": self.articles,
            "staged": self.staged, "duplicates": self.duplicates, "ready_sets": self.ready_sets,
            "wire_bytes": self.wire_bytes, "backlog": self.backlog, "next_article": self.next_article,
            "server_low": self.server_low, "server_high": self.server_high, "seconds": round(self.seconds, 3),
            "articles_per_sec": round(self.rate, 1), "outcomes": dict(self.outcomes), "message": self.message,
        }


@dataclass(frozen=True)
class CrawlTarget:
    """Where and what to crawl."""

    provider: str  # connection id or URL, for reports
    backbone: str
    group: str
    indexed_groups: frozenset[str]
    throttle: int | None = None  # per-group max articles per pass


class _Session:
    """One NNTP connection with its group selected; replaced after a failure."""

    def __init__(self, open_client: Callable[[], NNTPClient], group: str) -> None:
        self._open = open_client
        self._group = group
        self.client: NNTPClient | None = None
        self.wire_bytes = 0

    def select(self) -> GroupInfo | None:
        if self.client is None or not self.client.connected:
            self.client = self._open()
        return self.client.group(self._group)

    def reset(self) -> None:
        if self.client is not None:
            self.wire_bytes += self.client.counters.wire_in
            self.client.close()
        self.client = None

    def close(self) -> None:
        if self.client is not None:
            try:
                self.wire_bytes += self.client.counters.wire_in
                self.client.quit()
            except NNTPError:
                self.client.close()
        self.client = None


def plan_start(info: GroupInfo, next_article: int | None, settings: Settings) -> tuple[int, int]:
    """Return (first article to read, last article to read) for this pass.

    The top stops ``crawl_headroom`` below the server's high water mark: the
    newest articles' overview lines may still be propagating, and coverage
    recorded over them would make the walk-past sweep judge live sets dead.
    A first pass starts at most ``max_articles_per_group`` below that top.
    """
    top = info.high - settings.effective_crawl_headroom
    if next_article is None:
        start = max(info.low, top - settings.max_articles_per_group + 1)
    else:
        # Articles below the server's low water mark have expired; skipping
        # them loses nothing that could still be fetched.
        start = max(next_article, info.low)
    return start, top


def crawl_group(
    target: CrawlTarget,
    *,
    conn: Conn,
    open_client: Callable[[], NNTPClient],
    settings: Settings,
    filters: ingest_mod.IngestFilters,
    owner: str,
    run_id: str = "",
    clock: Callable[[], float] = time.monotonic,
    budget_sec: float | None = None,
    stage_connect: Callable[[], Conn] | None = None,
) -> GroupReport:
    """Crawl one group forward from its watermark; return what was done.

    With ``stage_connect`` (a factory of autocommit connections), batch N is
    staged on its own connection by one committer thread while batch N+1 is
    read and ingested: Postgres' time overlaps Python's. At most one batch is
    in flight and batches commit in order, each with its own watermark, so
    the invariants are those of the synchronous path; a batch read but not
    yet committed when the pass stops is simply read again next pass.
    """
    report = GroupReport(target.provider, target.backbone, target.group)
    started = clock()
    budget = settings.crawl_budget_sec if budget_sec is None else budget_sec
    if not conn.autocommit:
        raise ValueError("crawl_group needs an autocommit connection: each batch commits in its own transaction")
    fence = staging.take_fence(conn, target.backbone, target.group, owner)
    pass_id = telemetry.start_crawl_pass(conn, run_id, target.provider, target.backbone, target.group)
    session = _Session(open_client, target.group)
    prior = telemetry.group_state(conn, target.backbone, target.group)
    last_progress_update = clock()
    stager: _Stager | None = None
    try:
        stager = _Stager(conn, stage_connect, target, fence)
        info = _select(session)
        if info is None:
            report.state = "missing"
            report.message = f"{target.group} is not carried by {target.provider} (411)"
            log.warning("%s: %s", target.group, report.message)
            return report
        telemetry.record_bounds(conn, target.backbone, target.group, info)
        report.server_low, report.server_high = info.low, info.high
        next_article, top = plan_start(info, prior.get("next_article"), settings)
        limit = target.throttle or None
        gate = bool(settings.crawl_pressure_high_pct)
        if gate:
            stager.staged = staging.staged_total(conn)
        while True:
            round_batches = 0
            while next_article <= top and round_batches < settings.crawl_max_batches:
                if limit is not None and report.articles >= limit:
                    break
                # The last commit's count plus what is queued: no query per batch.
                if (gate and staging.pressure_pct(stager.staged_estimate(), settings.staging_max_rows)
                        >= settings.crawl_pressure_high_pct):
                    report.state = "pressure"
                    report.message = (f"staging is at or above crawl_pressure_high_pct ({settings.crawl_pressure_high_pct}%); "
                                      "watermark left in place, the articles are read next pass")
                    log.warning("%s: %s", target.group, report.message)
                    break
                hi = min(next_article + settings.batch - 1, top)
                batch = _read_batch(session, next_article, hi, report)
                if batch is None:
                    break
                block, fmt = batch
                if hi < top:  # the server builds the next batch while this one is ingested and staged
                    _prefetch(session, hi + 1, min(hi + settings.batch, top))
                result = ingest_mod.ingest_block(block, fmt, group=target.group,
                                                 indexed_groups=target.indexed_groups, filters=filters)
                for done in stager.submit(result, next_article, hi):
                    _fold(conn, report, done, filters)
                round_batches += 1
                next_article = hi + 1
                if clock() - last_progress_update > 5:
                    report.seconds = clock() - started
                    report.backlog = max(0, top - next_article + 1)
                    telemetry.update_crawl_pass(conn, pass_id, report)
                    last_progress_update = clock()
                if clock() - started > budget:
                    break
            for done in stager.flush():
                _fold(conn, report, done, filters)
            report.backlog = max(0, top - next_article + 1)
            if (report.state != "done" or report.failed_batches or settings.crawl_no_catchup
                    or clock() - started > budget or (limit is not None and report.articles >= limit)):
                break
            # Catch-up: look at the server again; keep going while it holds a
            # backlog, so new articles never wait for the next interval.
            fresh = _select(session)
            if fresh is None:
                break
            new_top = fresh.high - settings.effective_crawl_headroom
            report.server_high = fresh.high
            if report.backlog == 0 and new_top <= top:
                break
            top = max(top, new_top)
            report.backlog = max(0, top - next_article + 1)
        _judge_progress(conn, target, report, prior.get("next_article"), settings)
        return report
    except staging.FenceLost as exc:
        report.state = "fenced"
        report.message = str(exc)
        log.warning("%s", exc)
        return report
    except Exception as exc:
        report.state = "failed"
        report.message = f"{type(exc).__name__}: {exc}"
        raise
    finally:
        if stager is not None:
            stager.close()
            for done in stager.take_done():  # committed before a failure: the report still counts them
                _count(report, done)
        session.close()
        report.wire_bytes = session.wire_bytes
        report.seconds = clock() - started
        try:
            telemetry.finish_crawl_pass(conn, pass_id, report)
        except psycopg.Error as exc:
            log.warning("could not record crawl telemetry for %s: %s", target.group, exc)
        log.info(
            "crawl %s via %s [%s]: %s, %d batches (%d failed), %d articles read, %d staged, %d duplicate, "
            "%d ready sets, backlog %d, %.1fs, %.0f articles/s, dropped %s",
            target.group, target.provider, target.backbone, report.state, report.batches, report.failed_batches,
            report.articles, report.staged, report.duplicates, report.ready_sets, report.backlog, report.seconds,
            report.rate, {k: v for k, v in report.outcomes.items() if k != ingest_mod.STAGED},
        )


# OVER batches a lagging committer takes into one transaction at most; also
# how many batches the reader may run ahead of the last commit.
MERGE_MAX = 6


class _Stager:
    """Stage batches in order: synchronously, or on one committer thread with its own connection.

    With a committer, the reader queues each ingested batch and goes on
    reading; the committer takes every batch queued since its last commit
    (up to ``MERGE_MAX``, always a contiguous run of article numbers) and
    stages them in ONE transaction with the run's coverage and the last
    batch's watermark. A commit's fixed cost (round trips, statements,
    per-file rows) is then shared by as many batches as arrived while the
    previous one was in Postgres: the committer keeps up by adapting, and
    the invariants are those of one batch per transaction. A batch queued
    but not committed when the pass stops is read again next pass.
    """

    def __init__(self, conn: Conn, connect: Callable[[], Conn] | None,
                 target: CrawlTarget, fence: int) -> None:
        self._conn = conn
        self._target = target
        self._fence = fence
        self._own: Conn | None = connect() if connect is not None else None
        self._cond = threading.Condition()
        self._queue: list[tuple[ingest_mod.IngestResult, int, int]] = []
        self._done: list[_Committed] = []
        self._flying: list[tuple[ingest_mod.IngestResult, int, int]] = []  # being committed now
        self._error: BaseException | None = None
        self._closing = False
        # Segments staged across all groups as of the last commit (the crawl
        # seeds it from Postgres when its pressure gate is on).
        self.staged = 0
        self._thread: threading.Thread | None = None
        if self._own is not None:
            self._thread = threading.Thread(target=self._run, name=f"stage-{target.group}", daemon=True)
            self._thread.start()

    def _stage(self, conn: Conn, batches: list[tuple[ingest_mod.IngestResult, int, int]]) -> _Committed:
        files = [f for result, _, _ in batches for f in result.files.values()]
        lo, hi = batches[0][1], batches[-1][2]
        results = [result for result, _, _ in batches]
        outcome = staging.stage_batch(conn, backbone=self._target.backbone, group=self._target.group,
                                      fence=self._fence, files=files, covered=(lo, hi), next_article=hi + 1,
                                      hits=telemetry.filter_counts(results))
        if outcome.staged_total is not None:
            with self._cond:
                self.staged = outcome.staged_total
        return _Committed(outcome, results, hi)

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
        """Segments staged as of the last commit plus the articles queued or in flight: never fewer than staged."""
        with self._cond:
            return self.staged + sum(r.staged_articles for r, _, _ in (*self._queue, *self._flying))

    def submit(self, result: ingest_mod.IngestResult, lo: int, hi: int) -> list[_Committed]:
        """Stage a batch (queue it, with a committer); return the batches committed since the last call, in order."""
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

    def flush(self) -> list[_Committed]:
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

    def take_done(self) -> list[_Committed]:
        """Return (and forget) transactions committed but not yet handed out, after close() or a failure."""
        with self._cond:
            done, self._done = self._done, []
        return done

    def _raise_error(self) -> None:
        # Sticky: the committer has stopped, so every later submit or flush must fail too.
        if self._error is not None:
            raise self._error

    def close(self) -> None:
        if self._thread is not None:
            with self._cond:
                self._queue.clear()  # not committed: read again next pass
                self._closing = True
                self._cond.notify_all()
            # Let an in-flight commit finish (it is a valid, fenced batch) before closing its connection.
            self._thread.join()
        if self._own is not None:
            self._own.close()


@dataclass
class _Committed:
    """One committed transaction: its outcome, the batches' ingest results in order, the last article it covered."""

    outcome: staging.StageOutcome
    results: list[ingest_mod.IngestResult]
    hi: int


def _fold(conn: Conn, report: GroupReport, done: _Committed, filters: ingest_mod.IngestFilters) -> None:
    """Count a committed transaction in the report and flush the poster tallies (after its commit, never before).

    Its rule counters were written in the transaction itself.
    """
    telemetry.flush_poster_tallies(conn, filters)
    _count(report, done)


def _count(report: GroupReport, done: _Committed) -> None:
    """Count a committed transaction in the report (no I/O: also on the way out of a failing pass)."""
    outcome = done.outcome
    for result in done.results:
        report.batches += 1
        report.articles += result.articles
        report.outcomes.update(result.outcomes)
    report.staged += outcome.inserted
    report.duplicates += outcome.duplicates
    report.ready_sets += outcome.ready_sets
    report.next_article = done.hi + 1


def _retryable(exc: NNTPError) -> bool:
    """Return whether a fresh connection can cure this failure.

    A 480 in the middle of a session is an expired login: a new connection
    logs in again. 481/482 (credentials refused) and other 5xx replies fail
    the same way every time, so they end the task and the alert says to
    check the provider.
    """
    if isinstance(exc, NNTPAuthError):
        return exc.code == 480
    return not isinstance(exc, NNTPPermanentError)


def _select(session: _Session) -> GroupInfo | None:
    """Select the group on a (fresh, when needed) connection, retrying what a reconnect can cure."""
    for attempt in range(1, BATCH_ATTEMPTS + 1):
        try:
            return session.select()
        except NNTPError as exc:
            if not _retryable(exc) or attempt == BATCH_ATTEMPTS:
                raise
            log.warning("connecting / GROUP failed (attempt %d/%d): %s; retrying on a fresh connection",
                        attempt, BATCH_ATTEMPTS, exc)
            session.reset()
            time.sleep(min(0.2 * attempt, 1.0))
    return None


def _read_batch(session: _Session, lo: int, hi: int,
                report: GroupReport) -> tuple[bytes, OverviewFormat] | None:
    """Read OVER lo-hi as one block, retrying on a fresh connection; None when the batch keeps failing."""
    for attempt in range(1, BATCH_ATTEMPTS + 1):
        try:
            if session.client is None or not session.client.connected:
                if session.select() is None:
                    return None
            client = session.client
            assert client is not None  # select() above connected it
            fmt = client.overview_format
            return client.over_block(lo, hi), fmt
        except NNTPError as exc:
            if not _retryable(exc):
                raise
            log.warning("OVER %d-%d failed (attempt %d/%d): %s; retrying on a fresh connection",
                        lo, hi, attempt, BATCH_ATTEMPTS, exc)
            session.reset()
            time.sleep(min(0.2 * attempt, 1.0))
    report.failed_batches += 1
    report.message = f"OVER {lo}-{hi} failed {BATCH_ATTEMPTS} times; left for the next pass (watermark unchanged)"
    return None


def _prefetch(session: _Session, lo: int, hi: int) -> None:
    """Send the next OVER ahead; a failure here is left for that batch's own read to meet and retry."""
    if session.client is None:
        return
    try:
        session.client.over_prefetch(lo, hi, block=True)
    except NNTPError as exc:
        log.debug("OVER %d-%d could not be sent ahead (%s); it is read in turn", lo, hi, exc)


def _judge_progress(conn: Conn, target: CrawlTarget, report: GroupReport, before: int | None,
                    settings: Settings) -> None:
    """Count passes without progress against a backlog; raise CrawlStalled at the limit."""
    progressed = report.next_article is not None and report.next_article != before
    stuck = not progressed and report.backlog > 0 and report.state in ("done", "failed")
    stalled = telemetry.mark_stall(conn, target.backbone, target.group, stuck)
    if stuck and stalled >= STALL_PASSES:
        raise CrawlStalled(
            f"{target.group} on {target.provider} made no forward progress for {stalled} passes with "
            f"{report.backlog} articles outstanding ({report.failed_batches} failed batches: {report.message})",
            hint=f"`usenet-ops provider test {target.provider} --group {target.group}`: is OVER answering, "
                 "is the account's connection cap reached, are batches timing out (op_timeout_sec vs batch)?",
        )
