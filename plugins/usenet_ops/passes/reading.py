"""What the forward crawl and the backfill share to read OVER batches into staging.

The session (one pooled NNTP connection with its group selected), bounded
batch reads with retries on a fresh connection, the report both fill, and
``Reading``: a pass's session, committer and report with the steps every
read of a range takes (submit a batch, flush, count what committed, close).
``passes.crawl`` reads a group forward from its watermark, ``passes.backfill``
reads a partition of its history; both are a short sequence of these steps.

The connection is borrowed from the provider's ``Pool`` and handed back with
the error of any failure, so the pool's rules apply: a broken connection is
discarded, compressed data that does not inflate makes the next dial plain,
a provider whose dials keep failing is benched. A batch that keeps failing
(dropped connection, 4xx, timeout) is retried on a fresh connection a few
times (``retrying``), then left for the next pass without advancing anything.
"""

from __future__ import annotations

import enum
import logging
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TypeVar

from usenet_ops.domain import ingest as ingest_mod
from usenet_ops.domain.overview import OverviewFormat
from usenet_ops.nntp import replies
from usenet_ops.nntp.client import OVER_AHEAD, NNTPClient
from usenet_ops.nntp.errors import NNTPError, NNTPReplyTooLarge
from usenet_ops.nntp.pool import Pool
from usenet_ops.nntp.values import GroupInfo
from usenet_ops.passes.committer import Committed, Stager
from usenet_ops.settings import Settings
from usenet_ops.store import telemetry
from usenet_ops.store.db import Conn
from usenet_ops.store.staging import BatchSink

log = logging.getLogger(__name__)

BATCH_ATTEMPTS = 3
# An article whose overview line is over max_line_kib: dropped from its batch, the rest read (issue 31).
LINE_TOO_LONG = "line_too_long"
# Such articles a report names one by one; beyond it they are only counted.
LONG_LINES_NAMED = 100

T = TypeVar("T")


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
    # Articles whose overview line was over max_line_kib (counted under LINE_TOO_LONG): article, bytes.
    long_lines: list[dict[str, int]] = field(default_factory=list)

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
            "long_lines": list(self.long_lines),
        }

    def figures(self) -> telemetry.PassFigures:
        """Return the figures the crawl_passes row records."""
        return telemetry.PassFigures(
            state=self.state.value, batches=self.batches, failed_batches=self.failed_batches,
            articles=self.articles, staged=self.staged, duplicates=self.duplicates,
            dropped={k: v for k, v in self.outcomes.items() if k != ingest_mod.STAGED},
            wire_bytes=self.wire_bytes, backlog=self.backlog, articles_per_sec=self.rate, message=self.message,
        )


class Session:
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


def retrying(session: Session, what: str, op: Callable[[], T]) -> T:
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


def select(session: Session) -> GroupInfo | None:
    """Select the group on a (fresh, when needed) connection, retrying what a reconnect can cure; None on 411."""
    return retrying(session, "connecting / GROUP", session.select)


def read_batch(session: Session, lo: int, hi: int,
               report: GroupReport) -> tuple[bytes, OverviewFormat, int] | None:
    """Read OVER lo-hi as one block, retrying on a fresh connection; None when the batch keeps failing.

    Returns the block, its format and the last article number it covers: a
    reply over the reply cap (max_reply_mib: articles with fat headers, or a
    cap set below ``batch`` x line size) is read again as its first half,
    down to one article, so such a range slows the pass instead of stopping
    the group. A line over the line cap (a poster's endless header) is left
    out of the block by the client and counted here (``count_long_lines``):
    the rest of the batch is read.
    """

    def read() -> tuple[bytes, OverviewFormat, tuple[tuple[int, int], ...]] | None:
        client = session.selected()
        if client is None:
            return None  # the group vanished on a fresh connection (411)
        fmt = client.overview_format
        return client.over_block(lo, hi), fmt, client.last_long_lines

    while True:
        try:
            got = retrying(session, f"OVER {lo}-{hi}", read)
            if got is None:
                return None
            block, fmt, long_lines = got
            if long_lines:
                count_long_lines(report, lo, hi, long_lines)
            return block, fmt, hi
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


def count_long_lines(report: GroupReport, lo: int, hi: int, long_lines: tuple[tuple[int, int], ...]) -> None:
    """Count articles whose overview line was over max_line_kib (left out of OVER lo-hi) and name them.

    Why: a poster controls a header's length; one such post used to fail
    the whole batch, and so the group, on every pass. It is dropped like a
    malformed line, counted under ``line_too_long`` with its article number
    in the report and the log, so an operator who wants it can raise
    max_line_kib and re-read it (a backfill of that range).
    """
    report.outcomes[LINE_TOO_LONG] += len(long_lines)
    report.articles += len(long_lines)  # read and dropped, like every other counted fate
    room = LONG_LINES_NAMED - len(report.long_lines)
    report.long_lines.extend({"article": n, "bytes": size} for n, size in long_lines[: max(room, 0)])
    log.warning("%s: OVER %d-%d: %d overview lines over max_line_kib left out (article, bytes: %s); the rest of the "
                "batch was read. Raise max_line_kib and backfill the range to read them", report.group, lo, hi,
                len(long_lines), ", ".join(f"{n} ({size:,})" for n, size in long_lines[:10]))


def prefetch(session: Session, lo: int, span: int, top: int) -> None:
    """Keep the next OVERs from ``lo`` (``span`` articles each, none past ``top``) sent ahead, as many as the client keeps.

    Why two and not one: the next batch's OVER, sent only once this batch's
    reply is read, reaches the provider after its pipe ran dry, so every
    batch paid a round trip on top of its lines (~5 % of a throttled
    connection's rate at 30 ms). With the batch after it queued too, a reply
    always waits behind the one being sent. Ranges already sent are not sent
    again. A failure here is left for that batch's own read to meet and retry.
    """
    client = session.client
    if client is None or span <= 0:
        return
    for _ in range(OVER_AHEAD):
        if lo > top:
            return
        hi = min(lo + span - 1, top)
        try:
            client.over_prefetch(lo, hi, block=True)
        except NNTPError as exc:
            log.debug("OVER %d-%d could not be sent ahead (%s); it is read in turn", lo, hi, exc)
            return
        lo = hi + 1


def count_committed(report: GroupReport, done: Committed) -> None:
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


class Reading:
    """One pass reading OVER ranges of a group into staging: its session, committer, report and clock.

    The steps both the forward crawl and the backfill take, named once:
    ``start_committer`` (a Stager on the pass's fence), ``stage`` (ingest a
    block and submit it), ``flush`` (wait for every queued commit), and
    ``close`` (stop the committer, count what committed before a failure,
    hand the connection back). Every commit is counted in the report and
    flushes the poster watch's tallies only after it (never before).
    """

    def __init__(self, report: GroupReport, *, conn: Conn, pool: Pool, settings: Settings,
                 filters: ingest_mod.IngestFilters, staging: BatchSink, indexed_groups: frozenset[str],
                 clock: Callable[[], float], budget: float) -> None:
        self.report = report
        self.conn = conn
        self.settings = settings
        self.filters = filters
        self.staging = staging
        self.indexed_groups = indexed_groups
        self.clock = clock
        self.started = clock()
        self.budget = budget
        self.session = Session(pool, report.group)
        self.stager: Stager | None = None

    @property
    def spent(self) -> bool:
        """Whether the pass's time budget is used up."""
        return self.clock() - self.started > self.budget

    def start_committer(self, stage_connect: Callable[[], Conn] | None, *, fence: int, run_id: str,
                        **kw: Any) -> Stager:
        """Start staging under ``fence`` (on a committer thread of its own with ``stage_connect``)."""
        r = self.report
        self.stager = Stager(self.conn, stage_connect, staging=self.staging, backbone=r.backbone, group=r.group,
                             fence=fence, provider=r.provider, run_id=run_id, **kw)
        return self.stager

    def ingest(self, block: bytes, fmt: OverviewFormat, lo: int, hi: int,
               filters: ingest_mod.IngestFilters | None = None) -> ingest_mod.IngestResult:
        """Parse, filter and aggregate one OVER block of articles lo..hi (the pass's filters unless given)."""
        return ingest_mod.ingest_block(block, fmt, group=self.report.group, indexed_groups=self.indexed_groups,
                                       filters=filters or self.filters, numbers=(lo, hi))

    def stage(self, block: bytes, fmt: OverviewFormat, lo: int, hi: int) -> ingest_mod.IngestResult:
        """Ingest a block and submit it to the committer; count every transaction committed meanwhile."""
        assert self.stager is not None  # start_committer first
        result = self.ingest(block, fmt, lo, hi)
        for done in self.stager.submit(result, lo, hi, block=block):
            self.fold(done)
        return result

    def flush(self) -> None:
        """Wait for every queued batch to commit and count them."""
        if self.stager is not None:
            for done in self.stager.flush():
                self.fold(done)

    def fold(self, done: Committed) -> None:
        """Count a committed transaction and flush the poster tallies (after its commit, never before).

        Its rule counters were written in the transaction itself.
        """
        telemetry.flush_poster_tallies(self.conn, self.filters)
        count_committed(self.report, done)

    def close(self) -> None:
        """Stop the committer (counting what committed before a failure) and hand the connection back."""
        if self.stager is not None:
            self.stager.close()
            for done in self.stager.take_done():
                count_committed(self.report, done)
        self.session.close()
        self.report.wire_bytes = self.session.wire_bytes
