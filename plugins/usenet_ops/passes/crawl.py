"""The forward crawl of one (provider, group): OVER batches into staging (pg or Redis, passed in).

Plain Python, no Airflow: the DAG's task calls ``crawl_group`` with its
dependencies. Each batch is read, ingested (parse, filter, aggregate per
file) and staged together with its coverage, its rule counters and the new
watermark in one transaction under the group's fencing token (consecutive
batches that queued behind a slow commit share one; ``passes.committer``,
docs/adr/0006), so a crash at any point loses and doubles nothing: the next
run re-reads from the last committed watermark and staging's part bitmaps
absorb the overlap. The reading machinery (session, bounded reads with
retries, the committer, the report) is ``passes.reading``'s, shared with the
backfill; how the pass ends is ``passes.envelope``'s, shared with every pass.

A group that makes no forward progress against a real backlog for
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
import logging
import time
from collections.abc import Callable
from contextlib import AbstractContextManager
from dataclasses import dataclass
from typing import Any

from usenet_ops.domain import backfill_plan, renumbering, settling
from usenet_ops.domain import ingest as ingest_mod
from usenet_ops.domain.hints import OperatorHint
from usenet_ops.nntp.errors import NNTPError
from usenet_ops.nntp.pool import Pool
from usenet_ops.nntp.values import GroupInfo
from usenet_ops.passes import date_boundary
from usenet_ops.passes.envelope import EndsAs, pass_envelope
from usenet_ops.passes.reading import (
    CrawlState,
    GroupReport,
    Reading,
    prefetch,
    read_batch,
    select,
)
from usenet_ops.settings import Settings
from usenet_ops.store import crawl_state, renumber_marks, telemetry
from usenet_ops.store.db import Conn
from usenet_ops.store.db_errors import DatabaseError
from usenet_ops.store.staging import StagingBackend, StagingFull

__all__ = ["CrawlStalled", "CrawlState", "CrawlTarget", "GroupRenumbered", "GroupReport", "crawl_group", "plan_start"]

log = logging.getLogger(__name__)

STALL_PASSES = 3
PROGRESS_EVERY_SEC = 5.0


class CrawlStalled(OperatorHint):
    """A group made no forward progress against a backlog for several passes."""


class GroupRenumbered(OperatorHint):
    """The server renumbered the group: it is not read until an operator resets its watermark."""


@dataclass(frozen=True)
class CrawlTarget:
    """Where and what to crawl."""

    provider: str  # connection id or URL, for reports
    backbone: str
    group: str
    indexed_groups: frozenset[str]
    throttle: int | None = None  # per-group max articles per pass
    depth_days: int | None = None  # the group's crawl_depth_days: a first pass reads nothing posted before it


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
    staging: StagingBackend,
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
    if not conn.autocommit:
        raise ValueError("crawl_group needs an autocommit connection: each batch commits in its own transaction")
    run = _GroupCrawl(target, conn=conn, pool=pool, settings=settings, filters=filters, staging=staging, clock=clock,
                      budget=settings.crawl_budget_sec if budget_sec is None else budget_sec, run_id=run_id)
    run.take_over(owner)
    with run.envelope():
        run.start_committer(stage_connect, fence=run.fence, run_id=run_id)
        info = run.look()
        if info is not None:
            top = run.read_forward(info, wall())
            run.read_above_headroom(top, wall())
            run.judge_progress()
    return run.report


class _GroupCrawl(Reading):
    """One forward pass over one group: the steps ``crawl_group`` runs, in order."""

    def __init__(self, target: CrawlTarget, *, run_id: str, **kw: Any) -> None:
        super().__init__(GroupReport(target.provider, target.backbone, target.group),
                         indexed_groups=target.indexed_groups, **kw)
        self.target = target
        self.run_id = run_id
        self.fence = 0
        self.pass_id = 0
        self.prior: dict[str, Any] = {}
        self.next_article = 0
        self._last_progress = self.clock()

    def take_over(self, owner: str) -> None:
        """Take the group's fence (any older task of it writes nothing more), open the pass row, read the state."""
        t = self.target
        self.fence = crawl_state.take_fence(self.conn, t.backbone, t.group, owner)
        self.pass_id = telemetry.start_crawl_pass(self.conn, self.run_id, t.provider, t.backbone, t.group)
        self.prior = telemetry.group_state(self.conn, t.backbone, t.group)

    def envelope(self) -> AbstractContextManager[None]:
        """Return how this pass ends (``passes.envelope``): fenced, pressure and renumbered are its own states."""
        return pass_envelope(
            self.report, self.target.group, failed=CrawlState.FAILED, clock=self.clock, started=self.started,
            endings={crawl_state.FenceLost: EndsAs(CrawlState.FENCED),
                     # noeviction at maxmemory: Redis refused the batch whole, so the watermark stays at the
                     # last committed batch and the articles are read again once the build has made room.
                     StagingFull: EndsAs(CrawlState.PRESSURE, with_hint=True),
                     GroupRenumbered: EndsAs(CrawlState.RENUMBERED, fails=True)},
            on_failure=self._count_failed_pass, close=self.close, record=self._record, summary=self._summary)

    def look(self) -> GroupInfo | None:
        """Select the group and record its bounds; None when the server lacks it; raise when it was renumbered."""
        t, report = self.target, self.report
        info = select(self.session)
        if info is None:
            report.state = CrawlState.MISSING
            report.message = f"{t.group} is not carried by {t.provider} (411)"
            log.warning("%s: %s", t.group, report.message)
            return None
        renumbered = _check_numbering(self.conn, t, info, self.prior)
        telemetry.record_bounds(self.conn, t.backbone, t.group, low=info.low, high=info.high, count=info.count)
        report.server_low, report.server_high = info.low, info.high
        if renumbered is not None:
            raise renumbered
        return info

    def _depth_floor(self, info: GroupInfo, top: int, now: float) -> int:
        """Return the first article posted on the group's depth floor (``crawl_depth_days``), or 0 for none.

        Only a group with its own depth is bounded here: its operator said how
        far back it is worth reading, and a first pass of up to
        ``max_articles_per_group`` may reach far past that in a slow group.
        The boundary is searched by date (a few OVERs) and cached, as the
        backfill's floor is; an unreadable search leaves the pass as it was.
        """
        days = self.target.depth_days
        if not days or days <= 0:
            return 0
        floor = backfill_plan.floor_day(dt.datetime.fromtimestamp(now, dt.UTC), self.settings.retention_days, days)
        client = self.session.selected()
        if floor is None or client is None:
            return 0
        try:
            found = date_boundary.resolve(self.conn, date_boundary.over_probe(client), self.target.backbone,
                                          self.target.group, floor, info.low, top)
        except NNTPError as exc:
            log.warning("%s: could not find where %s starts (%s); the first pass is not bounded by its depth",
                        self.target.group, floor.date(), exc)
            return 0
        if found is not None and found > info.low:
            log.info("%s: first pass starts at article %d, the first posted on %s (crawl_depth_days %d)",
                     self.target.group, found, floor.date(), days)
        return found or 0

    def read_forward(self, info: GroupInfo, now: float) -> int:
        """Read from the watermark to the top, then catch up while the server holds a backlog; return the top.

        A first pass starts no earlier than the group's depth floor (``now``
        less its ``crawl_depth_days``) when it has one.

        Stops at the budget, the group's throttle, a failed batch or the
        pressure gate; each round reads at most ``crawl_max_batches``.
        """
        settings, report = self.settings, self.report
        self.next_article, top = plan_start(info, self.prior.get("next_article"), settings)
        if self.prior.get("next_article") is None:
            self.next_article = max(self.next_article, self._depth_floor(info, top, now))
        limit = self.target.throttle or None
        span = settings.batch  # shrinks for the rest of the pass when a reply passes max_reply_mib
        gate = bool(settings.crawl_pressure_high_pct)
        assert self.stager is not None
        if gate:
            self.stager.staged = self.staging.staged_total(self.conn)
        while True:
            for _ in range(settings.crawl_max_batches):
                if self.next_article > top or (limit is not None and report.articles >= limit):
                    break
                if gate and self._gate_closed():
                    break
                span = self._read_one(top, span)
                if span == 0 or self.spent:
                    break
            self.flush()
            report.backlog = max(0, top - self.next_article + 1)
            if (report.state is not CrawlState.DONE or report.failed_batches or settings.crawl_no_catchup
                    or self.spent or (limit is not None and report.articles >= limit)):
                return top
            # Catch-up: look at the server again; keep going while it holds a
            # backlog, so new articles never wait for the next interval.
            fresh = select(self.session)
            if fresh is None:
                return top
            new_top = fresh.high - settings.effective_crawl_headroom
            report.server_high = fresh.high
            if report.backlog == 0 and new_top <= top:
                return top
            top = max(top, new_top)
            report.backlog = max(0, top - self.next_article + 1)

    def _gate_closed(self) -> bool:
        """Whether staging is full (the last commit's count plus what is queued: no query per batch)."""
        settings = self.settings
        assert self.stager is not None
        if self.staging.pressure(self.stager.staged_estimate(), settings.staging_max_rows) < \
                settings.crawl_pressure_high_pct:
            return False
        self.report.state = CrawlState.PRESSURE
        self.report.message = (f"staging is at or above crawl_pressure_high_pct ({settings.crawl_pressure_high_pct}%); "
                               "watermark left in place, the articles are read next pass")
        log.warning("%s: %s", self.target.group, self.report.message)
        return True

    def _read_one(self, top: int, span: int) -> int:
        """Read, ingest and submit the next batch; return the batch size to use next (0: the batch failed)."""
        lo = self.next_article
        hi = min(lo + span - 1, top)
        batch = read_batch(self.session, lo, hi, self.report)
        if batch is None:
            return 0
        block, fmt, read_hi = batch
        if read_hi < hi:
            span, hi = read_hi - lo + 1, read_hi
        # The server builds the next batches while this one is ingested and staged.
        prefetch(self.session, hi + 1, span, top)
        self.stage(block, fmt, lo, hi)
        self.next_article = hi + 1
        if self.clock() - self._last_progress > PROGRESS_EVERY_SEC:
            self.report.seconds = self.clock() - self.started
            self.report.backlog = max(0, top - self.next_article + 1)
            telemetry.update_crawl_pass(self.conn, self.pass_id, self.report.figures())
            self._last_progress = self.clock()
        return span

    def read_above_headroom(self, top: int, now: float) -> None:
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
        quiet filters, and the group's state records how far it was staged and
        when its first unsettled line's Date settles (in the last uncovered
        batch's transaction, migration 112): later passes read only what
        arrived above it until then, and read it again (staging's bitmaps add
        nothing twice) to cover it once settled by either rule. A batch split
        so commits twice, on purpose: Redis staging marks a batch done by its
        covered range (store.staging_redis), so uncovered files must not ride in
        a covered transaction. Done once the pass caught up (no backlog), so it
        is at most ``crawl_headroom`` articles a pass.
        """
        report, settings = self.report, self.settings
        if not (report.state is CrawlState.DONE and not report.failed_batches and report.backlog == 0
                and report.server_high is not None and settings.effective_crawl_headroom > 0):
            return
        # After a pass that settled the tail by Date the watermark may lie above the headroom: start there.
        at, hi = max(top + 1, self.next_article), report.server_high
        # The poster watch counts unsettled articles when they are read again and covered, not now as well.
        quiet = ingest_mod.IngestFilters(junk=self.filters.junk, blacklist=self.filters.blacklist)
        delay = settings.crawl_settle_delay_min
        cutoff = int(now) - delay * 60 if delay else None
        t = self.target
        settles = self.prior.get("tail_settles_at")
        staged_to = self.prior.get("tail_staged_to")
        if staged_to is not None and staged_to >= at and (settles is None or now <= settles):
            # What an earlier pass staged of the tail cannot have settled yet (its first unsettled line's Date
            # plus the delay is still ahead; None: no Date will, only the headroom): read only what arrived
            # above it, staged without coverage, instead of the same lines again every pass.
            at, cutoff = staged_to + 1, None
        else:
            settles = None
        while at <= hi:
            end = min(at + settings.batch - 1, hi)
            batch = read_batch(self.session, at, end, report)
            if batch is None:
                return
            block, fmt, end = batch
            rest_lo, rest = at, block
            if cutoff is not None:
                found = settling.settled_prefix(block, at, end, cutoff, open_end=end >= hi)
                if found is not None:
                    head = block[:found.cut]
                    report.settled += self.stage(head, fmt, at, found.upto).articles
                    self.flush()
                    rest_lo, rest = found.upto + 1, block[found.cut:]
                if found is None or found.upto < end:
                    cutoff = None  # coverage stays contiguous: nothing past the first unsettled line is covered
                    settles = settling.settles_at(block[found.cut if found else 0:], delay * 60, now)
            if rest:
                result = self.ingest(rest, fmt, rest_lo, end, filters=quiet)
                outcome = self.staging.stage_batch(
                    self.conn, backbone=t.backbone, group=t.group, fence=self.fence, files=list(result.files.values()),
                    covered=None, next_article=None, also=[crawl_state.tail_sql(t.backbone, t.group, end, settles)])
                report.unsettled += result.articles
                report.staged += outcome.inserted
                report.duplicates += outcome.duplicates
                report.ready_sets += outcome.ready_sets
            at = end + 1

    def judge_progress(self) -> None:
        """Count a pass without progress against a backlog; raise CrawlStalled at the limit."""
        t, report = self.target, self.report
        progressed = report.next_article is not None and report.next_article != self.prior.get("next_article")
        stuck = not progressed and report.backlog > 0 and report.state in (CrawlState.DONE, CrawlState.FAILED)
        stalled = telemetry.mark_stall(self.conn, t.backbone, t.group, stuck)
        if stuck and stalled >= STALL_PASSES:
            raise CrawlStalled(
                f"{t.group} on {t.provider} made no forward progress for {stalled} passes with "
                f"{report.backlog} articles outstanding ({report.failed_batches} failed batches: {report.message})",
                hint=f"`usenet-ops provider test {t.provider} --group {t.group}`: is OVER answering, "
                     "is the account's connection cap reached, are batches timing out (op_timeout_sec vs batch)?",
            )

    def _count_failed_pass(self, exc: BaseException) -> None:
        """Count a failing pass towards the stall limit (unless it moved the watermark); raise CrawlStalled at it.

        A group whose every pass fails (a batch that kills the connection, a
        refusal that is not poison) is as stuck as one whose passes stage
        nothing; without this the stall counter reset only on success and never
        rose on failure, so the stall alert never came. A stall was counted
        by ``judge_progress`` already.
        """
        if isinstance(exc, CrawlStalled):
            return
        t, report = self.target, self.report
        progressed = report.next_article is not None and report.next_article != self.prior.get("next_article")
        try:
            stalled = telemetry.mark_stall(self.conn, t.backbone, t.group, not progressed)
        except DatabaseError as db_exc:
            log.warning("could not count the failed pass of %s: %s", t.group, db_exc)
            return
        if not progressed and stalled >= STALL_PASSES:
            raise CrawlStalled(
                f"{t.group} on {t.provider}: {stalled} passes in a row made no forward progress; "
                f"this one failed with {type(exc).__name__}: {exc}",
                hint=f"the error above; `usenet-ops provider test {t.provider} --group {t.group}`, and "
                     f"`usenet-ops crawl quarantine list --group {t.group}` for ranges already set aside",
            ) from exc

    def _record(self) -> None:
        telemetry.finish_crawl_pass(self.conn, self.pass_id, self.report.figures())

    def _summary(self) -> None:
        t, report = self.target, self.report
        log.info(
            "crawl %s via %s [%s]: %s, %d batches (%d failed), %d articles read, %d staged, %d duplicate, "
            "%d ready sets, backlog %d, above the headroom %d settled by Date and %d unsettled, %.1fs, "
            "%.0f articles/s, dropped %s",
            t.group, t.provider, t.backbone, report.state.value, report.batches, report.failed_batches,
            report.articles, report.staged, report.duplicates, report.ready_sets, report.backlog, report.settled,
            report.unsettled, report.seconds, report.rate,
            {k: v for k, v in report.outcomes.items() if k != ingest_mod.STAGED},
        )


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
    renumber_marks.mark(conn, target.backbone, target.group, reason=found.kind.value, evidence=found.as_dict())
    log.error("%s: %s; the crawl stopped reading it", where, found.describe())
    return GroupRenumbered(f"{where}: {found.describe()}; the crawl stopped reading it", hint=hint)
