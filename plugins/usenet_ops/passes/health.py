"""The health sweep: are each release's articles still on the servers? Pipelined STAT, one backbone at a time.

Plain Python, no Airflow: the DAG's plan and check tasks and ``usenet-ops
health run`` call ``plan`` and ``check_releases`` with their dependencies.
The verdict rules are in ``domain.health_verdicts``; this module does the I/O.

How the sweep gives up (the seed's three skips, never collapsed):

- the pool had nothing to lend (busy, benched, or the dial failed):
  TRANSIENT, the pass ends at once: the crawl is using those connections
  and waiting for them is its loss. Nothing is stamped; the release is
  retried promptly.
- the connection failed while held (timeout, drop, 400, a lost login):
  TRANSPORT, that release is abandoned unstamped and the next one tried;
  only ``health_transport_yield`` of them in a row end the pass (the pool
  itself is sick), and the task then fails so the run is not green. Any
  release that reaches an answer resets the run.
- the server answered, but not usably (or the stored NZB is unreadable):
  ROW, the release is stamped inconclusive with its verdict untouched, so it
  does not lead every batch while the rest of the catalogue goes unchecked.

A stored segment whose message-id ``domain.message_ids`` refuses (a catalogue
row from before issue 31, or one another path let in: `x@y>\\r\\nQUIT`) is
never sent: it is counted (``bad_message_ids``) and recorded ABSENT, since no
downloader can fetch it as stored; so the release is judged on what can be
fetched, never healthy with a segment nobody can ask for, and the pass goes
on.

A STAT is one short line, so each one has its own deadline
(``health_stat_timeout_sec``, set in the pool's timeouts), never the
whole-command deadline sized for an OVER. Connections are taken with
``Pool.try_acquire`` per chunk of ``health_stat_chunk`` STATs and handed
back between chunks. Results are committed a few releases at a time
(``store.health_records.write``), so a task killed mid-batch and re-run redoes only
what it had not stored: what it stored is no longer due.
"""

from __future__ import annotations

import enum
import logging
import random
import time
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from usenet_ops.domain import health_verdicts, message_ids
from usenet_ops.domain.hints import OperatorHint
from usenet_ops.domain.nzb import NzbFormatError, decode_columns
from usenet_ops.nntp import replies
from usenet_ops.nntp.errors import NNTPError
from usenet_ops.nntp.pool import Pool
from usenet_ops.nntp.provider import ProviderConfig, Role
from usenet_ops.nntp.values import StatOutcome
from usenet_ops.passes.envelope import EndsAs, pass_envelope
from usenet_ops.settings import Settings
from usenet_ops.store import health_rechecks, health_records
from usenet_ops.store.db import Conn
from usenet_ops.store.pass_log import PassState

log = logging.getLogger(__name__)

LOAD_CHUNK = 20  # releases whose NZBs are read at once
FLUSH_RELEASES = 25  # checks stored per transaction ...
FLUSH_EVERY_S = 2.0  # ... or after this long, whichever comes first
PROGRESS_EVERY_S = 30.0

_STAT = {StatOutcome.PRESENT: health_verdicts.Stat.PRESENT, StatOutcome.ABSENT: health_verdicts.Stat.ABSENT,
         StatOutcome.UNUSABLE: health_verdicts.Stat.UNUSABLE}


class Ending(enum.StrEnum):
    """Why a check task stopped (a stable contract: reports, health_passes.ended)."""

    DONE = "done"  # every release of the batch was looked at
    BUDGET = "budget"  # health_budget_sec ran out; the rest stays due
    STAT_BUDGET = "stat_budget"  # health_max_stats were sent; the rest stays due
    POOL_BUSY = "pool_busy"  # TRANSIENT: the pool had nothing to lend; yielded to the crawl
    TRANSPORT = "transport"  # health_transport_yield releases in a row failed on the connection


class HealthProviderSick(OperatorHint):
    """Several releases in a row failed on the connection: the provider or the pool is sick."""

    hint = ("the provider's connections keep failing mid-STAT: check `usenet-ops provider test`, the provider's "
            "status, and health_stat_timeout_sec; the releases stay due and are retried next run")


@dataclass(frozen=True)
class HealthTarget:
    """Which provider checks, on which backbone, and which backbones count for a release's verdict."""

    provider: str
    backbone: str
    backbones: tuple[str, ...]
    run_id: str = ""


@dataclass
class HealthReport:
    """What one check task did, with its costs."""

    provider: str
    backbone: str
    planned: int = 0
    not_due: int = 0
    looked_at: int = 0
    concluded: int = 0
    gone: int = 0
    verdicts: Counter[str] = field(default_factory=Counter)
    skips: Counter[str] = field(default_factory=Counter)
    stats: int = 0
    bad_message_ids: int = 0  # stored segment ids never sent (domain.message_ids refused them), judged absent
    lease_seconds: float = 0.0
    seconds: float = 0.0
    ended: Ending = Ending.DONE
    message: str = ""
    census: dict[str, int] | None = None
    state: PassState = PassState.DONE  # the pass row's state (failed also when ended by transport failures)

    @property
    def stats_per_second(self) -> float:
        """Return STATs per second of the task's time."""
        return self.stats / self.seconds if self.seconds > 0 else 0.0

    def as_dict(self) -> dict[str, Any]:
        """Return the report as the task's return value (JSON)."""
        return {
            "provider": self.provider, "backbone": self.backbone, "planned": self.planned, "not_due": self.not_due,
            "looked_at": self.looked_at, "concluded": self.concluded, "gone": self.gone,
            "verdicts": dict(self.verdicts), "skips": dict(self.skips), "stats": self.stats,
            "bad_message_ids": self.bad_message_ids, "connections": 1,
            "lease_seconds": round(self.lease_seconds, 3), "seconds": round(self.seconds, 3),
            "stats_per_second": round(self.stats_per_second, 1), "ended": self.ended.value,
            "message": self.message, "census": self.census,
        }


@dataclass(frozen=True)
class HealthPlan:
    """One backbone's batches for this run, and what seeding added."""

    batches: list[list[int]]
    seeded: int

    @property
    def releases(self) -> int:
        """Return how many releases the batches hold."""
        return sum(len(b) for b in self.batches)


def choose_checkers(providers: Sequence[ProviderConfig]) -> dict[str, str]:
    """Return {backbone: provider name} of the one provider that checks each backbone.

    Article numbers differ per backbone but a STAT by message-id asks the
    same thing of every account on one backbone, so one check per backbone
    is enough. A fill account checks when the backbone has one: completing
    is what the seed keeps fill accounts for, and it spares the crawling
    accounts' connections (issue 32); then a primary, then a backup; within a
    role the lowest ``priority`` (SABnzbd's order: 0 first), then the order
    the providers were configured in.
    """
    rank = {Role.FILL: 0, Role.PRIMARY: 1, Role.BACKUP: 2}
    chosen: dict[str, ProviderConfig] = {}
    for p in providers:
        best = chosen.get(p.backbone)
        if best is None or (rank[p.role], p.priority) < (rank[best.role], best.priority):
            chosen[p.backbone] = p
    return {bb: p.name for bb, p in chosen.items()}


def health_due(conn: Conn, settings: Settings, backbone: str) -> bool:
    """Return whether ``health_interval_min`` has passed since a check task last started on ``backbone``."""
    return not health_records.started_within(conn, backbone, settings.health_interval_min)


def plan(conn: Conn, backbone: str, settings: Settings) -> HealthPlan:
    """Seed new releases' rows and return this run's batches of due releases for ``backbone``."""
    seeded = health_records.seed(conn, backbone)
    size = settings.health_batch_size
    limit = size * settings.health_batches_per_run
    # A person's recheck request (store.health_rechecks) goes first, whatever its due date (issue 32).
    asked = health_rechecks.pending(conn, backbone, limit=limit)
    due = health_records.due(conn, backbone, min_age_hours=settings.health_min_age_hours, limit=limit)
    taken = frozenset(asked)
    ids = asked + [i for i in due if i not in taken][: limit - len(asked)]
    batches = [ids[i : i + size] for i in range(0, len(ids), size)]
    log.info("health plan %s: %d new release(s) seeded, %d due in %d batch(es)", backbone, seeded, len(ids),
             len(batches))
    return HealthPlan(batches, seeded)


def check_releases(
    conn: Conn,
    pool: Pool,
    target: HealthTarget,
    release_ids: Sequence[int],
    settings: Settings,
    *,
    only_due: bool = True,
    clock: Callable[[], float] = time.monotonic,
) -> HealthReport:
    """Check releases on the target's backbone, storing results as they conclude (in transactions of a few); return the report.

    ``only_due=False`` checks even releases not due (an operator's
    ``health run --release``). Raises HealthProviderSick after
    ``health_transport_yield`` transport failures in a row (after recording
    the pass), and lets configuration errors (refused credentials, TLS
    required) propagate: no retry cures them.
    """
    if not conn.autocommit:
        raise ValueError("check_releases needs an autocommit connection: checks are committed a few at a time")
    report = HealthReport(target.provider, target.backbone, planned=len(release_ids))
    started = clock()
    pass_id = health_records.start_pass(conn, run_id=target.run_id, provider=target.provider, backbone=target.backbone,
                                        stale_after_sec=settings.health_budget_sec + 600)

    def record() -> None:
        if report.ended is Ending.TRANSPORT:
            report.state = PassState.FAILED
        report.census = health_records.census(conn, min_age_hours=settings.health_min_age_hours)
        health_records.finish_pass(conn, pass_id, state=report.state.value, ended=report.ended.value,
                                   releases=report.concluded, verdicts=report.verdicts, skips=report.skips,
                                   stats=report.stats, lease_seconds=report.lease_seconds, seconds=report.seconds,
                                   message=report.message, census=report.census)

    def summary() -> None:
        log.info("health %s on %s: %d of %d release(s) concluded %s, skips %s, %d gone, %d not due; %d STATs in "
                 "%.1fs (%.0f/s, a connection held %.1fs), %d bad message-id(s) not sent; ended %s%s",
                 target.provider, target.backbone, report.concluded, report.planned, dict(report.verdicts),
                 dict(report.skips), report.gone, report.not_due, report.stats, report.seconds,
                 report.stats_per_second, report.lease_seconds, report.bad_message_ids, report.ended.value,
                 f" ({report.message})" if report.message else "")

    with pass_envelope(report, f"health {target.provider} on {target.backbone}", failed=PassState.FAILED,
                       clock=clock, started=started, record=record, summary=summary,
                       endings={HealthProviderSick: EndsAs(PassState.FAILED, fails=True, keeps_message=True)}):
        _run(conn, pool, target, release_ids, settings, report, only_due=only_due, clock=clock, started=started)
    return report


class _Writer:
    """Buffer checks' outcomes and store them FLUSH_RELEASES (or FLUSH_EVERY_S) at a time, counting what was stored.

    A kill loses at most the buffered outcomes: those releases are still due
    and are checked again; nothing already stored changes.
    """

    def __init__(self, conn: Conn, target: HealthTarget, report: HealthReport, clock: Callable[[], float]) -> None:
        self._conn = conn
        self._target = target
        self._report = report
        self._clock = clock
        self._pending: list[health_records.Outcome] = []
        self._since = clock()

    def add(self, outcome: health_records.Outcome) -> None:
        self._pending.append(outcome)
        if len(self._pending) >= FLUSH_RELEASES or self._clock() - self._since > FLUSH_EVERY_S:
            self.flush()

    def flush(self) -> None:
        pending, self._pending = self._pending, []
        self._since = self._clock()
        if not pending:
            return
        t = self._target
        written = health_records.write(self._conn, t.backbone, provider=t.provider, outcomes=pending, backbones=t.backbones)
        report = self._report
        report.gone += len(written.gone)
        for o in pending:
            if o.release_id in written.gone:
                continue
            if o.concluded:
                assert o.result is not None and o.result.verdict is not None
                report.concluded += 1
                report.verdicts[o.result.verdict.value] += 1
            else:
                report.skips[health_verdicts.Skip.ROW.value] += 1


def _run(conn: Conn, pool: Pool, target: HealthTarget, release_ids: Sequence[int], settings: Settings,
         report: HealthReport, *, only_due: bool, clock: Callable[[], float], started: float) -> None:
    if only_due:
        due = set(health_records.still_due(conn, target.backbone, release_ids, min_age_hours=settings.health_min_age_hours))
        due |= health_rechecks.pending_among(conn, target.backbone, release_ids)  # asked for: checked even if not due
        ids = [i for i in release_ids if i in due]
    else:
        ids = list(release_ids)
    report.not_due = len(release_ids) - len(ids)
    db_now = health_records.now(conn)
    day = db_now.date().isoformat()
    writer = _Writer(conn, target, report, clock)
    transport_run = 0
    last_progress = started
    try:
        for k in range(0, len(ids), LOAD_CHUNK):
            chunk = ids[k : k + LOAD_CHUNK]
            loaded = health_records.load(conn, chunk)
            report.gone += len(chunk) - len(loaded)
            for release in loaded:
                if clock() - started > settings.health_budget_sec:
                    report.ended, report.message = Ending.BUDGET, f"health_budget_sec={settings.health_budget_sec} spent"
                    return
                if report.stats >= settings.health_max_stats:
                    report.ended = Ending.STAT_BUDGET
                    report.message = f"health_max_stats={settings.health_max_stats} sent"
                    return
                report.looked_at += 1
                outcome = _check_one(pool, release, target, settings, report, day=day, clock=clock, started=started)
                next_at = db_now + health_verdicts.next_check_delay(release.posted_at, db_now, settings.health_recheck_days)
                if outcome is health_verdicts.Skip.TRANSIENT:
                    report.skips[outcome.value] += 1
                    report.ended = Ending.POOL_BUSY
                    report.message = "the pool had no connection to lend; yielded to the crawl"
                    return
                if outcome is health_verdicts.Skip.TRANSPORT:
                    report.skips[outcome.value] += 1
                    transport_run += 1
                    if transport_run >= settings.health_transport_yield:
                        report.ended = Ending.TRANSPORT
                        report.message = (f"{transport_run} releases in a row failed on the connection "
                                          f"(health_transport_yield={settings.health_transport_yield})")
                        raise HealthProviderSick(f"health on {target.provider}: {report.message}")
                elif outcome is _OUT_OF_BUDGET:
                    over_time = clock() - started > settings.health_budget_sec
                    report.ended = Ending.BUDGET if over_time else Ending.STAT_BUDGET
                    report.message = "a budget ran out mid-release; that release stays due"
                    return
                elif isinstance(outcome, health_verdicts.CheckResult) and outcome.verdict is not None:
                    transport_run = 0
                    writer.add(health_records.Outcome(release.id, outcome, next_at))
                    log.debug("health %s %s: %s (%s)", target.backbone, release.content_hash, outcome.verdict,
                              outcome.reason)
                else:
                    transport_run = 0  # the server answered (or the NZB is unreadable): the connections work
                    note = outcome.reason if isinstance(outcome, health_verdicts.CheckResult) else str(outcome)
                    writer.add(health_records.Outcome(release.id, None, next_at, note))
                    log.info("health %s %s: inconclusive, stamped (%s)", target.backbone, release.content_hash, note)
                if clock() - last_progress > PROGRESS_EVERY_S:
                    last_progress = clock()
                    log.info("health %s: %d/%d releases looked at, %d concluded, %d STATs (%.0f/s)", target.backbone,
                             report.looked_at, len(ids), report.concluded, report.stats,
                             report.stats / max(1e-9, last_progress - started))
    finally:
        writer.flush()  # what concluded before a budget, a yield or a sick provider is kept


class _Budget(enum.Enum):
    OUT = "out"


_OUT_OF_BUDGET = _Budget.OUT
_Outcome = health_verdicts.CheckResult | str | health_verdicts.Skip | _Budget


def _check_one(pool: Pool, release: health_records.DueRelease, target: HealthTarget, settings: Settings,
               report: HealthReport, *, day: str, clock: Callable[[], float], started: float) -> _Outcome:
    """Check one release; return its result, an unreadable-NZB note (a row skip), a Skip, or out-of-budget."""
    try:
        files = decode_columns(release.nzb)
    except NzbFormatError as exc:
        return f"the stored NZB is unreadable: {exc}"
    layout = health_verdicts.layout_of(files)
    warned = False
    check = health_verdicts.ReleaseCheck(layout, health_verdicts.Mode(settings.health_mode),
                                         sample_size=settings.health_sample_size,
                                         rng=random.Random(f"{release.content_hash}:{target.backbone}:{day}"))
    while not check.done:
        if clock() - started > settings.health_budget_sec or report.stats >= settings.health_max_stats:
            return _OUT_OF_BUDGET
        asked = check.wanted(settings.health_stat_chunk)
        if not asked:
            return "the check asked for nothing before concluding"  # a bug guard: never loop forever
        # Validated as asked (a sample asks a few of thousands): "" marks an id refused, never sent.
        wire = {i: message_ids.bracketed(layout.message_ids[i]) or "" for i in asked}
        refused = [i for i in asked if not wire[i]]
        if refused:
            if not warned:
                warned = True
                log.warning("health %s %s: stored message-id %r is not a message-id (domain.message_ids); judged "
                            "absent, never sent; rebuild or remove the release", target.backbone,
                            release.content_hash, layout.message_ids[refused[0]][:80])
            report.bad_message_ids += len(refused)
            check.record((i, health_verdicts.Stat.ABSENT) for i in refused)
        wanted = [i for i in asked if wire[i]]
        if not wanted or check.done:
            continue
        try:
            client = pool.try_acquire()
        except NNTPError as exc:
            if replies.needs_configuration(exc):
                raise
            log.info("health %s: no connection to lend (%s)", target.backbone, exc)
            return health_verdicts.Skip.TRANSIENT
        leased = clock()
        try:
            outcomes = client.stat_outcomes([wire[i] for i in wanted])
        except NNTPError as exc:
            pool.release(client, exc)
            if replies.needs_configuration(exc):
                raise
            log.info("health %s %s: the connection failed mid-check (%s)", target.backbone, release.content_hash, exc)
            return health_verdicts.Skip.TRANSPORT
        except BaseException as exc:
            pool.release(client, exc)
            raise
        else:
            pool.release(client)
        finally:
            report.lease_seconds += clock() - leased
            report.stats += len(wanted)
        check.record(zip(wanted, (_STAT[o] for o in outcomes), strict=True))
    return check.result()


# Report fields summed over a run's check tasks.
_TOTALS = ("planned", "not_due", "looked_at", "concluded", "gone", "stats", "bad_message_ids")


def summarize_reports(reports: Sequence[Mapping[str, Any] | None]) -> dict[str, Any]:
    """Fold a health run's check reports into one summary (a task that returned nothing is left out)."""
    totals: Counter[str] = Counter()
    verdicts: Counter[str] = Counter()
    skips: Counter[str] = Counter()
    endings: Counter[str] = Counter()
    census = None
    tasks = 0
    for report in reports:
        if not report:
            continue
        tasks += 1
        for key in _TOTALS:
            totals[key] += int(report.get(key) or 0)
        verdicts.update(report.get("verdicts") or {})
        skips.update(report.get("skips") or {})
        endings[str(report.get("ended", ""))] += 1
        census = report.get("census") or census
    summary = {"tasks": tasks, **totals, "verdicts": dict(verdicts), "skips": dict(skips), "ended": dict(endings),
               "census": census}
    log.info("health summary: %s", summary)
    return summary
