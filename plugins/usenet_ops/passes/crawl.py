"""The forward crawl of one (provider, group): OVER batches into pg staging.

Plain Python, no Airflow: the DAG's task calls ``crawl_group`` with its
dependencies. Each batch is read, ingested (parse, filter, aggregate per
file) and staged together with its coverage, its rule counters and the new
watermark in one transaction under the group's fencing token (consecutive
batches that queued behind a slow commit share one; ``passes.committer``,
docs/adr/0006), so a crash at any point loses and doubles nothing: the next
run re-reads from the last committed watermark and staging's part bitmaps
absorb the overlap.

The connection is borrowed from the provider's ``Pool`` and handed back with
the error of any failure, so the pool's rules apply: a broken connection is
discarded, compressed data that does not inflate makes the next dial plain,
a provider whose dials keep failing is benched. A batch that keeps failing
(dropped connection, 4xx, timeout) is retried on a fresh connection a few
times (``_retrying``), then left for the next pass without advancing
anything. A group that makes no forward progress against a real backlog for
``STALL_PASSES`` passes (empty or failing ones) raises ``CrawlStalled``,
so the task fails and the alert names what to check. A group whose server
renumbered it (``domain.renumbering``) is marked and raises
``GroupRenumbered`` without reading, every pass, until an operator resets its
watermark (docs/adr/0008). A batch Postgres refuses for its data is staged
file by file, the refused files' spans are quarantined and the group moves on
(``passes.committer``, docs/adr/0009): the report lists them, and the run's
check task fails the run naming them.
"""

from __future__ import annotations

import datetime as dt
import enum
import logging
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TypeVar

from usenet_ops.domain import ingest as ingest_mod
from usenet_ops.domain import renumbering, settling
from usenet_ops.domain.hints import OperatorHint
from usenet_ops.domain.overview import OverviewFormat
from usenet_ops.domain.redaction import redact_urls
from usenet_ops.nntp import replies
from usenet_ops.nntp.client import NNTPClient
from usenet_ops.nntp.errors import NNTPError, NNTPReplyTooLarge
from usenet_ops.nntp.pool import Pool
from usenet_ops.nntp.values import GroupInfo
from usenet_ops.passes.committer import Committed, Stager
from usenet_ops.settings import Settings
from usenet_ops.store import renumbering as renumbering_store
from usenet_ops.store import staging, telemetry
from usenet_ops.store.db import Conn
from usenet_ops.store.db_errors import DatabaseError
from usenet_ops.store.staging_redis import StagingFull

log = logging.getLogger(__name__)

STALL_PASSES = 3
BATCH_ATTEMPTS = 3

T = TypeVar("T")


class CrawlStalled(OperatorHint):
    """A group made no forward progress against a backlog for several passes."""


class GroupRenumbered(OperatorHint):
    """The server renumbered the group: it is not read until an operator resets its watermark."""


class CrawlState(enum.StrEnum):
    """How a crawl pass ended. The values are a stable contract: reports, crawl_passes.state, alerts."""

    DONE = "done"
    MISSING = "missing"  # the provider does not carry the group (411)
    FENCED = "fenced"  # another task took the group over; nothing more was written
    PRESSURE = "pressure"  # staging is full; the watermark stays for the next pass
    FAILED = "failed"
    RENUMBERED = "renumbered"  # the server renumbered the group: nothing read until its watermark is reset
    BUSY = "busy"  # backfill: another task holds the partition live; nothing read
    EXPIRED = "expired"  # backfill: the partition lies below the server's low water mark; nothing left to read


@dataclass
class GroupReport:
    """What one crawl task did for one group."""

    provider: str
    backbone: str
    group: str
    state: CrawlState = CrawlState.DONE
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
    quarantined: list[dict[str, Any]] = field(default_factory=list)  # ranges set aside: id, lo, hi, articles, error
    unsettled: int = 0  # articles above the headroom staged without coverage (read again, and covered, next pass)
    settled: int = 0  # articles above the headroom covered at once: older by Date than crawl_settle_delay_min

    @property
    def rate(self) -> float:
        """Return articles read per second so far."""
        return self.articles / self.seconds if self.seconds > 0 else 0.0

    def as_dict(self) -> dict[str, Any]:
        """Return the report as the task's return value (JSON; ``state`` as its string)."""
        return {
            "provider": self.provider, "backbone": self.backbone, "group": self.group, "state": self.state.value,
            "batches": self.batches, "failed_batches": self.failed_batches, "articles": self.articles,
            "staged": self.staged, "duplicates": self.duplicates, "ready_sets": self.ready_sets,
            "wire_bytes": self.wire_bytes, "backlog": self.backlog, "next_article": self.next_article,
            "server_low": self.server_low, "server_high": self.server_high, "seconds": round(self.seconds, 3),
            "articles_per_sec": round(self.rate, 1), "outcomes": dict(self.outcomes), "message": self.message,
            "quarantined": list(self.quarantined), "unsettled": self.unsettled, "settled": self.settled,
        }

    def figures(self) -> telemetry.PassFigures:
        """Return the figures the crawl_passes row records."""
        return telemetry.PassFigures(
            state=self.state.value, batches=self.batches, failed_batches=self.failed_batches,
            articles=self.articles, staged=self.staged, duplicates=self.duplicates,
            dropped={k: v for k, v in self.outcomes.items() if k != ingest_mod.STAGED},
            wire_bytes=self.wire_bytes, backlog=self.backlog, articles_per_sec=self.rate, message=self.message,
        )


@dataclass(frozen=True)
class CrawlTarget:
    """Where and what to crawl."""

    provider: str  # connection id or URL, for reports
    backbone: str
    group: str
    indexed_groups: frozenset[str]
    throttle: int | None = None  # per-group max articles per pass


class _Session:
    """The pass's one NNTP connection, borrowed from the provider's pool, with its group selected.

    A failure hands the connection back with its error so the pool decides
    its fate (discard it, dial the next one plain after a compression error,
    count a failed dial towards benching); the next use borrows a fresh one.
    The end of the pass hands it back for reuse when it is still in step.
    """

    def __init__(self, pool: Pool, group: str) -> None:
        self._pool = pool
        self._group = group
        self.client: NNTPClient | None = None
        self._wire_at_borrow = 0
        self.wire_bytes = 0  # read on the wire while this pass held a connection

    def select(self) -> GroupInfo | None:
        """Select the group (on a fresh connection when none is held); None when the server lacks it (411)."""
        client = self.client
        if client is None or not client.connected:
            client = self._borrow()
        return client.group(self._group)

    def selected(self) -> NNTPClient | None:
        """Return the held connection, or a fresh one with the group selected; None when the group is gone (411)."""
        client = self.client
        if client is not None and client.connected:
            return client
        if self.select() is None:
            return None
        return self.client

    def _borrow(self) -> NNTPClient:
        if self.client is not None:
            self._give_back(None)  # closed under us (the server ended it): the pool discards it
        client = self._pool.acquire(self._pool.settings.timeouts.dial)
        self.client = client
        self._wire_at_borrow = client.counters.wire_in
        return client

    def discard(self, error: NNTPError) -> None:
        """Hand the connection back after ``error``; the pool decides whether it can ever be lent again."""
        if self.client is not None:
            self._give_back(error)

    def close(self) -> None:
        """Hand the connection back at the end of the pass."""
        if self.client is not None:
            self._give_back(None)

    def _give_back(self, error: NNTPError | None) -> None:
        client, self.client = self.client, None
        assert client is not None  # callers check
        self.wire_bytes += client.counters.wire_in - self._wire_at_borrow
        self._pool.release(client, error)


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
    pool: Pool,
    settings: Settings,
    filters: ingest_mod.IngestFilters,
    owner: str,
    run_id: str = "",
    clock: Callable[[], float] = time.monotonic,
    budget_sec: float | None = None,
    stage_connect: Callable[[], Conn] | None = None,
    wall: Callable[[], float] = time.time,
) -> GroupReport:
    """Crawl one group forward from its watermark; return what was done.

    The NNTP connection is borrowed from ``pool`` (the provider's; the
    caller owns it and closes it) and handed back at the end.
    With ``stage_connect`` (a factory of autocommit connections), batches are
    staged on their own connection by one committer thread while the next
    ones are read and ingested: Postgres' time overlaps Python's. Batches
    commit in order, a contiguous run per transaction with its watermark
    (``passes.committer``), so the invariants are those of the synchronous
    path; a batch read but not yet committed when the pass stops is simply
    read again next pass. ``wall`` is the clock an article's Date is judged
    against (``crawl_settle_delay_min``).
    """
    report = GroupReport(target.provider, target.backbone, target.group)
    started = clock()
    budget = settings.crawl_budget_sec if budget_sec is None else budget_sec
    if not conn.autocommit:
        raise ValueError("crawl_group needs an autocommit connection: each batch commits in its own transaction")
    staging.configure(settings)
    fence = staging.take_fence(conn, target.backbone, target.group, owner)
    pass_id = telemetry.start_crawl_pass(conn, run_id, target.provider, target.backbone, target.group)
    session = _Session(pool, target.group)
    prior = telemetry.group_state(conn, target.backbone, target.group)
    last_progress_update = clock()
    stager: Stager | None = None
    try:
        stager = Stager(conn, stage_connect, backbone=target.backbone, group=target.group, fence=fence,
                        provider=target.provider, run_id=run_id)
        info = _select(session)
        if info is None:
            report.state = CrawlState.MISSING
            report.message = f"{target.group} is not carried by {target.provider} (411)"
            log.warning("%s: %s", target.group, report.message)
            return report
        renumbered = _check_numbering(conn, target, info, prior)
        telemetry.record_bounds(conn, target.backbone, target.group, low=info.low, high=info.high, count=info.count)
        report.server_low, report.server_high = info.low, info.high
        if renumbered is not None:
            raise renumbered
        next_article, top = plan_start(info, prior.get("next_article"), settings)
        limit = target.throttle or None
        span = settings.batch  # shrinks for the rest of the pass when a reply passes max_reply_mib
        gate = bool(settings.crawl_pressure_high_pct)
        if gate:
            stager.staged = staging.staged_total(conn)
        while True:
            round_batches = 0
            while next_article <= top and round_batches < settings.crawl_max_batches:
                if limit is not None and report.articles >= limit:
                    break
                # The last commit's count plus what is queued: no query per batch.
                if (gate and staging.pressure(stager.staged_estimate(), settings.staging_max_rows)
                        >= settings.crawl_pressure_high_pct):
                    report.state = CrawlState.PRESSURE
                    report.message = (f"staging is at or above crawl_pressure_high_pct ({settings.crawl_pressure_high_pct}%); "
                                      "watermark left in place, the articles are read next pass")
                    log.warning("%s: %s", target.group, report.message)
                    break
                hi = min(next_article + span - 1, top)
                batch = _read_batch(session, next_article, hi, report)
                if batch is None:
                    break
                block, fmt, read_hi = batch
                if read_hi < hi:
                    span, hi = read_hi - next_article + 1, read_hi
                if hi < top:  # the server builds the next batch while this one is ingested and staged
                    _prefetch(session, hi + 1, min(hi + span, top))
                result = ingest_mod.ingest_block(block, fmt, group=target.group, indexed_groups=target.indexed_groups,
                                                 filters=filters, numbers=(next_article, hi))
                for done in stager.submit(result, next_article, hi, block=block):
                    _fold(conn, report, done, filters)
                round_batches += 1
                next_article = hi + 1
                if clock() - last_progress_update > 5:
                    report.seconds = clock() - started
                    report.backlog = max(0, top - next_article + 1)
                    telemetry.update_crawl_pass(conn, pass_id, report.figures())
                    last_progress_update = clock()
                if clock() - started > budget:
                    break
            for done in stager.flush():
                _fold(conn, report, done, filters)
            report.backlog = max(0, top - next_article + 1)
            if (report.state is not CrawlState.DONE or report.failed_batches or settings.crawl_no_catchup
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
        if (report.state is CrawlState.DONE and not report.failed_batches and report.backlog == 0
                and report.server_high is not None and settings.effective_crawl_headroom > 0):
            # After a pass that settled the tail by Date the watermark may lie above the headroom: start there.
            _read_unsettled(conn, session, target, report, fence, filters, stager, max(top + 1, next_article),
                            report.server_high, settings, wall())
        _judge_progress(conn, target, report, prior.get("next_article"), settings)
        return report
    except staging.FenceLost as exc:
        report.state = CrawlState.FENCED
        report.message = str(exc)
        log.warning("%s", exc)
        return report
    except StagingFull as exc:
        # noeviction at maxmemory: Redis refused the batch whole, so the watermark stays at the
        # last committed batch and the articles are read again once the build has made room.
        report.state = CrawlState.PRESSURE
        report.message = f"{exc}; {exc.hint}"
        log.warning("%s: %s", target.group, report.message)
        return report
    except GroupRenumbered as exc:
        report.state = CrawlState.RENUMBERED
        report.message = str(exc)
        raise
    except Exception as exc:
        report.state = CrawlState.FAILED
        report.message = redact_urls(f"{type(exc).__name__}: {exc}")  # crawl_passes and status.json show it
        if not isinstance(exc, CrawlStalled):  # a stall was counted by _judge_progress already
            _count_failed_pass(conn, target, report, prior.get("next_article"), exc)
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
            telemetry.finish_crawl_pass(conn, pass_id, report.figures())
        except DatabaseError as exc:
            log.warning("could not record crawl telemetry for %s: %s", target.group, exc)
        log.info(
            "crawl %s via %s [%s]: %s, %d batches (%d failed), %d articles read, %d staged, %d duplicate, "
            "%d ready sets, backlog %d, above the headroom %d settled by Date and %d unsettled, %.1fs, "
            "%.0f articles/s, dropped %s",
            target.group, target.provider, target.backbone, report.state.value, report.batches, report.failed_batches,
            report.articles, report.staged, report.duplicates, report.ready_sets, report.backlog, report.settled,
            report.unsettled, report.seconds, report.rate,
            {k: v for k, v in report.outcomes.items() if k != ingest_mod.STAGED},
        )


# The batch reader, its session and its retries, shared with the backfill's crawl_range (passes.backfill).
Session = _Session


def read_batch(session: _Session, lo: int, hi: int, report: GroupReport) -> tuple[bytes, OverviewFormat, int] | None:
    """Read OVER lo-hi as one block (see ``_read_batch``): halving over max_reply_mib, retries, bounded reads."""
    return _read_batch(session, lo, hi, report)


def select(session: _Session) -> GroupInfo | None:
    """Select the group, retrying what a reconnect cures; None when the server lacks it (411)."""
    return _select(session)


def prefetch(session: _Session, lo: int, hi: int) -> None:
    """Send the next OVER ahead of its read."""
    _prefetch(session, lo, hi)


def count_committed(report: GroupReport, done: Committed) -> None:
    """Count a committed transaction in the report."""
    _count(report, done)


def _read_unsettled(conn: Conn, session: _Session, target: CrawlTarget, report: GroupReport, fence: int,
                    filters: ingest_mod.IngestFilters, stager: Stager, lo: int, hi: int, settings: Settings,
                    now: float) -> None:
    """Stage the articles above the headroom (up to the high mark); cover only the prefix settled by Date.

    Why: the headroom keeps coverage off the newest articles, whose releases'
    other parts may still be propagating (the walk-past sweep reasons from
    coverage). On a quiet group it also kept them unread until as many new
    articles were posted, possibly for days. Staging them now lets a
    release whose last part is among them complete and be built at once.

    An article whose Date is older than ``crawl_settle_delay_min`` has
    propagated (``domain.settling``): while every batch so far was settled
    to its end, a batch's settled prefix goes through the Stager exactly as
    the main loop's batches do (one transaction with its coverage, the
    watermark and the rule counters; the poster watch's tallies after the
    commit; a refused file quarantined), so the next pass does not read it
    again. The rest is staged without coverage or watermark and with the
    quiet filters: the next pass reads it again (staging's bitmaps add
    nothing twice) and covers it once settled by either rule. A batch split
    so commits twice, on purpose: Redis staging marks a batch done by its
    covered range (store.staging_redis), so uncovered files must not ride in
    a covered transaction. Done once the pass caught up (no backlog), so it
    is at most ``crawl_headroom`` articles a pass.
    """
    # The poster watch counts unsettled articles when they are read again and covered, not now as well.
    quiet = ingest_mod.IngestFilters(junk=filters.junk, blacklist=filters.blacklist)
    delay = settings.crawl_settle_delay_min
    cutoff = int(now) - delay * 60 if delay else None
    at = lo
    while at <= hi:
        end = min(at + settings.batch - 1, hi)
        batch = _read_batch(session, at, end, report)
        if batch is None:
            return
        block, fmt, end = batch
        rest_lo, rest = at, block
        if cutoff is not None:
            found = settling.settled_prefix(block, at, end, cutoff, open_end=end >= hi)
            if found is not None:
                head = block[:found.cut]
                result = ingest_mod.ingest_block(head, fmt, group=target.group, indexed_groups=target.indexed_groups,
                                                 filters=filters, numbers=(at, found.upto))
                for done in (*stager.submit(result, at, found.upto, block=head), *stager.flush()):
                    _fold(conn, report, done, filters)
                report.settled += result.articles
                rest_lo, rest = found.upto + 1, block[found.cut:]
            if found is None or found.upto < end:
                cutoff = None  # coverage stays contiguous: nothing past the first unsettled line is covered
        if rest:
            result = ingest_mod.ingest_block(rest, fmt, group=target.group, indexed_groups=target.indexed_groups,
                                             filters=quiet, numbers=(rest_lo, end))
            outcome = staging.stage_batch(conn, backbone=target.backbone, group=target.group, fence=fence,
                                          files=list(result.files.values()), covered=None, next_article=None)
            report.unsettled += result.articles
            report.staged += outcome.inserted
            report.duplicates += outcome.duplicates
            report.ready_sets += outcome.ready_sets
        at = end + 1


def _check_numbering(conn: Conn, target: CrawlTarget, info: GroupInfo, prior: dict[str, Any]) -> GroupRenumbered | None:
    """Return the error to raise when the group is (or was found) renumbered; mark it when found now.

    Judged against the bounds recorded at the previous look, so before this
    pass records its own.
    """
    where = f"{target.group} on {target.provider} [{target.backbone}]"
    hint = (f"check the group's numbering on the provider (`usenet-ops provider test {target.provider} --group "
            f"{target.group}`), then `usenet-ops groups reset-watermark {target.group} --backbone {target.backbone}` "
            "(--to N resumes after article N; without it the next pass starts like a first pass, "
            "max_articles_per_group below the top)")
    if prior.get("renumbered_at") is not None:
        return GroupRenumbered(
            f"{where} is marked renumbered since {prior['renumbered_at'].astimezone(dt.UTC):%Y-%m-%d %H:%M}Z "
            f"({prior.get('renumbered_reason')}); it is not crawled until its watermark is reset", hint=hint)
    next_article = prior.get("next_article")
    found = renumbering.judge(next_article=next_article, count=info.count, low=info.low, high=info.high,
                              last_high=prior.get("server_high"), last_look=prior.get("bounds_at"),
                              now=dt.datetime.now(dt.UTC))
    if found is None:
        if next_article is not None and info.count > 0 and info.low > next_article:
            log.warning("%s: %d article numbers expired before they were read (server low %d, our next %d)",
                        where, info.low - next_article, info.low, next_article)
        return None
    renumbering_store.mark(conn, target.backbone, target.group, reason=found.kind.value, evidence=found.as_dict())
    log.error("%s: %s; the crawl stopped reading it", where, found.describe())
    return GroupRenumbered(f"{where}: {found.describe()}; the crawl stopped reading it", hint=hint)


def _fold(conn: Conn, report: GroupReport, done: Committed, filters: ingest_mod.IngestFilters) -> None:
    """Count a committed transaction in the report and flush the poster tallies (after its commit, never before).

    Its rule counters were written in the transaction itself.
    """
    telemetry.flush_poster_tallies(conn, filters)
    _count(report, done)


def _count(report: GroupReport, done: Committed) -> None:
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
    for entry_id, poison in zip(done.quarantine_ids, done.quarantined, strict=True):
        report.quarantined.append({"id": entry_id, "lo": poison.lo, "hi": poison.hi, "articles": poison.articles,
                                   "error": poison.error})


def _retrying(session: _Session, what: str, op: Callable[[], T]) -> T:
    """Run ``op``, retrying on a fresh connection what a reconnect can cure; raise the last failure.

    Every failure hands the connection back with its error first, so the
    pool applies its rules before the next attempt borrows: after a
    compression error that attempt dials without compression. 481/482
    (credentials refused), 483 and 5xx replies are not retried
    (``replies.cured_by_reconnect``): they fail the same way every time.
    """
    attempt = 1
    while True:
        try:
            return op()
        except NNTPError as exc:
            session.discard(exc)
            if not replies.cured_by_reconnect(exc) or attempt >= BATCH_ATTEMPTS:
                raise
            log.warning("%s failed (attempt %d/%d): %s; retrying on a fresh connection",
                        what, attempt, BATCH_ATTEMPTS, exc)
            time.sleep(min(0.2 * attempt, 1.0))
            attempt += 1


def _select(session: _Session) -> GroupInfo | None:
    """Select the group on a (fresh, when needed) connection, retrying what a reconnect can cure."""
    return _retrying(session, "connecting / GROUP", session.select)


def _read_batch(session: _Session, lo: int, hi: int,
                report: GroupReport) -> tuple[bytes, OverviewFormat, int] | None:
    """Read OVER lo-hi as one block, retrying on a fresh connection; None when the batch keeps failing.

    Returns the block, its format and the last article number it covers: a
    reply over the reply cap (max_reply_mib: articles with fat headers, or a
    cap set below ``batch`` x line size) is read again as its first half,
    down to one article, so such a range slows the pass instead of stopping
    the group. A line over the line cap is not split (one article's line is
    over it): it raises, naming the cap.
    """

    def read() -> tuple[bytes, OverviewFormat] | None:
        client = session.selected()
        if client is None:
            return None  # the group vanished on a fresh connection (411)
        fmt = client.overview_format
        return client.over_block(lo, hi), fmt

    while True:
        try:
            got = _retrying(session, f"OVER {lo}-{hi}", read)
            return None if got is None else (*got, hi)
        except NNTPReplyTooLarge as exc:
            if exc.cap != "max_reply_mib" or hi <= lo:
                raise
            log.warning("%s: OVER %d-%d passed max_reply_mib; reading %d-%d instead (the batch shrinks for this "
                        "pass)", report.group, lo, hi, lo, lo + (hi - lo) // 2)
            hi = lo + (hi - lo) // 2
            continue
        except NNTPError as exc:
            if not replies.cured_by_reconnect(exc):
                raise
            report.failed_batches += 1
            report.message = (f"OVER {lo}-{hi} failed {BATCH_ATTEMPTS} times; left for the next pass "
                              "(watermark unchanged)")
            log.warning("%s: %s (last error: %s)", report.group, report.message, exc)
            return None


def _prefetch(session: _Session, lo: int, hi: int) -> None:
    """Send the next OVER ahead; a failure here is left for that batch's own read to meet and retry."""
    if session.client is None:
        return
    try:
        session.client.over_prefetch(lo, hi, block=True)
    except NNTPError as exc:
        log.debug("OVER %d-%d could not be sent ahead (%s); it is read in turn", lo, hi, exc)


def _count_failed_pass(conn: Conn, target: CrawlTarget, report: GroupReport, before: int | None,
                       exc: Exception) -> None:
    """Count a failing pass towards the stall limit (unless it moved the watermark); raise CrawlStalled at the limit.

    A group whose every pass fails (a batch that kills the connection, a
    refusal that is not poison) is as stuck as one whose passes stage
    nothing; without this the stall counter reset only on success and never
    rose on failure, so the stall alert never came.
    """
    progressed = report.next_article is not None and report.next_article != before
    try:
        stalled = telemetry.mark_stall(conn, target.backbone, target.group, not progressed)
    except DatabaseError as db_exc:
        log.warning("could not count the failed pass of %s: %s", target.group, db_exc)
        return
    if not progressed and stalled >= STALL_PASSES:
        raise CrawlStalled(
            f"{target.group} on {target.provider}: {stalled} passes in a row made no forward progress; "
            f"this one failed with {type(exc).__name__}: {exc}",
            hint=f"the error above; `usenet-ops provider test {target.provider} --group {target.group}`, and "
                 f"`usenet-ops crawl quarantine list --group {target.group}` for ranges already set aside",
        ) from exc


def _judge_progress(conn: Conn, target: CrawlTarget, report: GroupReport, before: int | None,
                    settings: Settings) -> None:
    """Count passes without progress against a backlog; raise CrawlStalled at the limit."""
    progressed = report.next_article is not None and report.next_article != before
    stuck = not progressed and report.backlog > 0 and report.state in (CrawlState.DONE, CrawlState.FAILED)
    stalled = telemetry.mark_stall(conn, target.backbone, target.group, stuck)
    if stuck and stalled >= STALL_PASSES:
        raise CrawlStalled(
            f"{target.group} on {target.provider} made no forward progress for {stalled} passes with "
            f"{report.backlog} articles outstanding ({report.failed_batches} failed batches: {report.message})",
            hint=f"`usenet-ops provider test {target.provider} --group {target.group}`: is OVER answering, "
                 "is the account's connection cap reached, are batches timing out (op_timeout_sec vs batch)?",
        )
