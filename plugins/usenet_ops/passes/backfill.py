"""The backfill: plan a group's history as partitions and read one partition (``crawl_range``).

Plain Python, no Airflow (docs/adr/0010). ``plan_provider`` returns the
partitions a run maps: per (backbone, group), the gap complement of
coverage between the group's floor (its ``crawl_depth_days``, else
``retention_days``, resolved to an article number) and the forward crawl's
first article, minus open
quarantine and live claims, cut into blocks of
``backfill_partition_articles`` (``domain.backfill_plan``), optionally narrowed
to a posting-date window resolved by binary search over article dates.

``crawl_range`` reads one partition through the forward crawl's own path
(bounded OVER reads halving past max_reply_mib, retries on a fresh
connection, ingest with its bounds, the committer thread, poison files
quarantined): each transaction stages a batch's rows, records its coverage
and the partition's progress under the partition's fencing token
(``store.backfill_state``), never the forward crawl's watermark. It reads only
what is not covered when it starts, so a re-run after a crash, a retry or
an overlapping run reads nothing twice, and staging's part bitmaps make a
batch read again after a lost commit add nothing twice.

Renumbering (docs/adr/0008): a group marked renumbered is never backfilled
(the numbers we planned with name other articles now); a partition above
the server's high water mark is the same evidence and marks the group.
Articles below the server's low water mark have expired: a partition
wholly below it ends ``expired`` without reading, and the plan's floor is
never below the low mark.
"""

from __future__ import annotations

import datetime as dt
import logging
import os
import socket
import time
from collections.abc import Callable
from contextlib import AbstractContextManager
from dataclasses import dataclass, field
from typing import Any

from usenet_ops.domain import backfill_plan
from usenet_ops.domain import ingest as ingest_mod
from usenet_ops.nntp.client import NNTPClient
from usenet_ops.nntp.pool import Pool
from usenet_ops.passes.crawl import GroupRenumbered
from usenet_ops.passes.date_boundary import Probe, over_probe, resolve
from usenet_ops.passes.envelope import EndsAs, pass_envelope
from usenet_ops.passes.reading import CrawlState, GroupReport, Reading, prefetch, read_batch, select
from usenet_ops.settings import Settings
from usenet_ops.store import backfill_state, crawl_state, groups, rebuild_chunks, renumber_marks, telemetry
from usenet_ops.store.db import Conn
from usenet_ops.store.staging import BatchSink, StagingFull

log = logging.getLogger(__name__)

# Partitions one run may map (Airflow's max_map_length is 1024): a date window with more is walked on by later runs.
MAX_MAPPED = 1000
# History sets counted per (group, state) where the figures are polled (status.json, the Usenet view): the count
# stops here and the row says it is not exact. `backfill status` counts exactly (an operator asked). Measured on
# 1 M sets in 1,000 groups: ~14 M index entries/s, so a poll reads at most 1,000 groups x 5 states x this cap
# (~0.35 s) where exact counts of 115 M sets would take ~8 s.
POLL_SETS_CAP = 1_000



def worker_name() -> str:
    """Return this process's worker name: USENET_WORKER_NAME (a Celery worker's) or the host name."""
    return os.environ.get("USENET_WORKER_NAME") or socket.gethostname()


@dataclass
class RangeReport(GroupReport):
    """What one crawl_range task did for one partition."""

    block: int = 0
    lo: int = 0
    hi: int = 0
    read: list[tuple[int, int]] = field(default_factory=list)  # the uncovered ranges it set out to read
    worker: str = field(default_factory=worker_name)  # which machine or Celery worker ran it
    sink: dict[str, int] = field(default_factory=dict)  # the rebuild path's chunk figures (ChunkSink.figures)

    def as_dict(self) -> dict[str, Any]:
        """Return the report as the task's XCom (the crawl report's keys plus the partition's)."""
        out = super().as_dict()
        out.update({"block": self.block, "lo": self.lo, "hi": self.hi, "read": [list(r) for r in self.read],
                    "kind": "backfill", "worker": self.worker})
        out.update(self.sink)
        return out


@dataclass(frozen=True)
class RangeTarget:
    """Which partition of which group to read, from where."""

    provider: str
    backbone: str
    group: str
    indexed_groups: frozenset[str]
    partition: backfill_plan.Partition
    size: int

    @property
    def key(self) -> backfill_state.PartitionKey:
        return backfill_state.PartitionKey(self.backbone, self.group, self.size, self.partition.block)


@dataclass
class GroupPlan:
    """One (backbone, group)'s history: its span, what remains, the partitions mapped now, and why not more."""

    backbone: str
    group: str
    floor: int | None = None
    ceiling: int | None = None
    window: tuple[int, int] | None = None
    remaining: int = 0
    partitions: list[backfill_plan.Partition] = field(default_factory=list)
    note: str = ""

    def as_dict(self) -> dict[str, Any]:
        return {"backbone": self.backbone, "group": self.group, "floor": self.floor, "ceiling": self.ceiling,
                "window": list(self.window) if self.window else None, "remaining": self.remaining,
                "partitions": [p.as_dict() for p in self.partitions], "note": self.note}


def floor_date(settings: Settings, now: dt.datetime, depth_days: int | None = None) -> dt.datetime | None:
    """Return a group's floor date (midnight UTC, so it is searched once a day), or None for no floor.

    ``depth_days`` is the group's ``crawl_depth_days``: set, it overrides
    ``retention_days`` for that group (``domain.backfill_plan.floor_day``).
    """
    return backfill_plan.floor_day(now, settings.retention_days, depth_days)


def plan_group(conn: Conn, settings: Settings, row: dict[str, Any], *, probe: Probe | None,
               window: tuple[dt.datetime, dt.datetime] | None, limit: int | None,
               now: dt.datetime | None = None, depth_days: int | None = None) -> GroupPlan:
    """Return one (backbone, group)'s plan from its crawl state row (``store.backfill_state.group_rows``).

    ``window`` is a posting-date window [start, end): its edges are resolved
    to article numbers (cached), and only its partitions are planned.
    ``depth_days`` is the group's ``crawl_depth_days`` (None: ``retention_days``).
    """
    backbone, group = row["backbone"], row["group_name"]
    out = GroupPlan(backbone, group)
    if row.get("renumbered_at") is not None:
        out.note = "marked renumbered: not backfilled until its watermark is reset (docs/adr/0008)"
        return out
    first, low, high = row.get("first_article"), row.get("server_low"), row.get("server_high")
    if first is None or low is None or high is None:
        out.note = "the forward crawl has not read it yet: the backfill starts below its first article"
        return out
    floor, ceiling = int(low), int(first) - 1
    when = floor_date(settings, now or dt.datetime.now(dt.UTC), depth_days)
    if when is not None:
        at = resolve(conn, probe, backbone, group, when, int(low), int(high))
        if at is None:
            what = "crawl_depth_days" if depth_days else "retention"
            out.note = f"{what} floor {when:%Y-%m-%d} not resolved yet (needs a probe of the server)"
            return out
        floor = max(floor, at)
    out.floor, out.ceiling = floor, ceiling
    if window is not None:
        edges = [resolve(conn, probe, backbone, group, w, int(low), int(high)) for w in window]
        if edges[0] is None or edges[1] is None:
            out.note = "date window not resolved (needs a probe of the server)"
            return out
        out.window = (edges[0], edges[1] - 1)
    lo, hi = backfill_plan.clip(out.window, floor, ceiling)
    covered = backfill_state.coverage_in(conn, backbone, group, lo, hi)
    holes = (backfill_state.quarantined_in(conn, backbone, group, lo, hi)
             + backfill_state.running_partitions(conn, backbone, group))
    out.remaining = backfill_plan.remaining(floor, ceiling,
                                            backfill_state.coverage_in(conn, backbone, group, floor, ceiling),
                                            backfill_state.quarantined_in(conn, backbone, group, floor, ceiling))
    out.partitions = backfill_plan.plan(lo, hi, covered, holes, size=settings.backfill_partition_articles,
                                   order=backfill_plan.order_for(settings.backfill_order, settings.backfill_path), limit=limit)
    return out


def plan_provider(conn: Conn, settings: Settings, backbone: str, *, probe_for: Callable[[str], Probe | None] | None,
                  window: tuple[dt.datetime, dt.datetime] | None = None, group: str | None = None,
                  limit: int | None = None) -> list[GroupPlan]:
    """Return the plans of a backbone's active groups (or one group), at most ``limit`` partitions in all.

    ``probe_for(group)`` selects the group on a connection and returns its
    date probe (None: only cached boundaries are used, as the CLI's plan
    does without a server). Groups are taken in crawl order (tier first).
    """
    active = groups.list_groups(conn, active_only=True)
    order = {g.name: i for i, g in enumerate(active)}
    depth = {g.name: g.crawl_depth_days for g in active}
    rows = [r for r in backfill_state.group_rows(conn, backbone=backbone, group=group) if r["group_name"] in order]
    rows.sort(key=lambda r: order[r["group_name"]])
    plans = []
    left = limit
    for row in rows:
        days = depth[row["group_name"]]
        needs_probe = backfill_plan.depth_days(settings.retention_days, days) > 0 or window is not None
        probe = probe_for(row["group_name"]) if (probe_for is not None and needs_probe) else None
        got = plan_group(conn, settings, row, probe=probe, window=window, limit=left, depth_days=days)
        plans.append(got)
        if left is not None:
            left -= len(got.partitions)
            if left <= 0:
                left = 0
    return plans


def walk_due(conn: Conn, settings: Settings) -> bool:
    """Return whether ``backfill_interval_min`` has passed since a partition was last claimed."""
    last = backfill_state.last_claimed(conn)
    return last is None or last < dt.datetime.now(dt.UTC) - dt.timedelta(minutes=settings.backfill_interval_min)


def mapped_partitions(plans: list[GroupPlan], size: int) -> list[dict[str, Any]]:
    """Return the plans' partitions as the mapped crawl_range tasks' arguments (JSON), in plan order."""
    return [{"group": p.group, "backbone": p.backbone, "size": size, **part.as_dict()}
            for p in plans for part in p.partitions]


class Prober:
    """One pooled connection for a plan's date probes: ``probe_for(group)`` selects the group and probes it."""

    def __init__(self, pool: Pool) -> None:
        self._pool = pool
        self._client: NNTPClient | None = None

    def __enter__(self) -> Prober:
        return self

    def __exit__(self, *exc: object) -> None:
        if self._client is not None:
            self._pool.release(self._client, exc[1] if isinstance(exc[1], BaseException) else None)
            self._client = None

    def probe_for(self, group: str) -> Probe | None:
        """Return the date probe of ``group`` (None when the server lacks it)."""
        if self._client is None or not self._client.connected:
            self._client = self._pool.acquire(self._pool.settings.timeouts.dial)
        if self._client.group(group) is None:
            return None
        return over_probe(self._client)


def crawl_range(target: RangeTarget, *, conn: Conn, pool: Pool, settings: Settings,
                filters: ingest_mod.IngestFilters, owner: str, run_id: str = "",
                clock: Callable[[], float] = time.monotonic, budget_sec: float | None = None,
                stage_connect: Callable[[], Conn] | None = None,
                sleep: Callable[[float], None] = time.sleep, staging: BatchSink) -> RangeReport:
    """Read one partition's uncovered articles into staging; return what was done.

    ``owner`` names the task without its try number (a retry takes over its
    own live claim). Ends ``busy`` without reading when another task holds
    the partition live, ``pressure`` when the gate stopped it (the rest is
    read next run), ``expired`` when the server no longer holds it. Batches
    stage through ``staging`` under the partition's own fence, each with its
    coverage and the partition's progress, never the forward crawl's
    watermark.
    """
    if not conn.autocommit:
        raise ValueError("crawl_range needs an autocommit connection: each batch commits in its own transaction")
    run = _PartitionRead(target, conn=conn, pool=pool, settings=settings, filters=filters, staging=staging,
                         clock=clock, sleep=sleep,
                         budget=settings.backfill_budget_sec if budget_sec is None else budget_sec)
    if not run.claim(owner, run_id):
        return run.report
    with run.envelope():
        bounds = run.look()
        if bounds is not None:
            run.start_committer(stage_connect, fence=run.fence, run_id=run_id,
                                fence_sql=backfill_state.fence_sql(target.key), progress=run.progress_sql,
                                watermark=False)
            run.read(*bounds)
    figures = getattr(staging, "figures", None)
    if callable(figures):
        got = run.report.sink = figures()
        if got.get("chunks"):
            log.info("%s %d-%d: %d chunks written, %d payload bytes (%.1f B a segment), %d segments of obfuscated "
                     "sets", run.name, target.partition.lo, target.partition.hi, got["chunks"], got["chunk_bytes"],
                     got["chunk_bytes"] / max(1, got["chunk_segments"]), got["obfuscated_segments"])
    return run.report


def read_leases(leases: list[dict[str, Any]], read_one: Callable[[dict[str, Any], Conn], RangeReport], *,
                connect: Callable[[], Conn] | None = None) -> list[RangeReport]:
    """Read several leases side by side in threads of this process; return their reports in lease order.

    Why: one task process per connection costs ~190 MiB of RSS each (the
    Airflow task runner and our imports); threads share them, and the work
    is mostly waiting on the provider and on Postgres. Each lease gets its
    own autocommit database connection (a psycopg connection is not shared
    between threads) and, through ``read_one``, its own pooled NNTP
    connection, claim and fence, exactly as a task of its own would. A lease
    that raises does not stop the others: every one is read, then the first
    error is raised (a renumbered group still fails the task).
    """
    import threading

    from usenet_ops.store import db

    make = connect or (lambda: db.connect(autocommit=True))
    reports: list[RangeReport | None] = [None] * len(leases)
    errors: list[BaseException] = []

    def one(k: int) -> None:
        try:
            conn = make()
            try:
                reports[k] = read_one(leases[k], conn)
            finally:
                conn.close()
        except BaseException as exc:  # noqa: BLE001 - re-raised below, after the other leases
            errors.append(exc)

    threads = [threading.Thread(target=one, args=(k,), name=f"lease-{leases[k].get('group')}-{leases[k].get('block')}")
               for k in range(len(leases))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    if errors:
        raise errors[0]
    return [r for r in reports if r is not None]


class _PartitionRead(Reading):
    """One backfill partition read into staging: the steps ``crawl_range`` runs, in order."""

    report: RangeReport

    def __init__(self, target: RangeTarget, *, sleep: Callable[[float], None], **kw: Any) -> None:
        part = target.partition
        super().__init__(RangeReport(target.provider, target.backbone, target.group, block=part.block, lo=part.lo,
                                     hi=part.hi), indexed_groups=target.indexed_groups, **kw)
        self.target = target
        self.sleep = sleep
        self.fence = 0
        self.finished = False
        self.holes: list[tuple[int, int]] = []
        self.gate_paused = False  # the shared gate's state as this task knows it

    @property
    def name(self) -> str:
        """Return ``group [backbone]`` for log lines."""
        return f"{self.target.group} [{self.target.backbone}]"

    def claim(self, owner: str, run_id: str) -> bool:
        """Claim the partition (its fence); False, with the report ``busy``, when another task holds it live."""
        part, report = self.target.partition, self.report
        fence = backfill_state.claim(self.conn, self.target.key, part, owner=owner, run_id=run_id,
                                     worker=self.report.worker)
        if fence is None:
            held = backfill_state.holder(self.conn, self.target.key) or {}
            report.state = CrawlState.BUSY
            report.message = (f"partition {part.lo}-{part.hi} is being read by {held.get('owner')} (run "
                              f"{held.get('run_id')}); nothing read here, so no range is read twice")
            log.info("%s: %s", self.target.group, report.message)
            return False
        self.fence = fence
        return True

    def envelope(self) -> AbstractContextManager[None]:
        """Return how this read ends (``passes.envelope``): the claim is closed with the partition's state."""
        return pass_envelope(
            self.report, self.target.group, failed=CrawlState.FAILED, clock=self.clock, started=self.started,
            endings={crawl_state.FenceLost: EndsAs(CrawlState.FENCED),
                     StagingFull: EndsAs(CrawlState.PRESSURE, with_hint=True),
                     GroupRenumbered: EndsAs(CrawlState.RENUMBERED, fails=True)},
            close=self.close, record=self._record, summary=self._summary)

    def look(self) -> tuple[int, int] | None:
        """Return the articles of the partition the server still holds; None when missing or expired.

        Raises GroupRenumbered for a group marked renumbered, and marks it
        when the partition lies above the server's high water mark (the
        numbers we planned with name other articles now).
        """
        t, part, report = self.target, self.target.partition, self.report
        prior = telemetry.group_state(self.conn, t.backbone, t.group)
        if prior.get("renumbered_at") is not None:
            raise GroupRenumbered(
                f"{t.group} on {t.provider} [{t.backbone}] is marked renumbered; its history is not "
                "backfilled across the jump", hint=f"`usenet-ops groups reset-watermark {t.group} --backbone "
                                                    f"{t.backbone}` after checking the numbering")
        info = select(self.session)
        if info is None:
            report.state = CrawlState.MISSING
            report.message = f"{t.group} is not carried by {t.provider} (411)"
            return None
        report.server_low, report.server_high = info.low, info.high
        if info.count > 0 and part.lo > info.high:
            found = {"kind": "partition_above_high", "partition": [part.lo, part.hi], "server_low": info.low,
                     "server_high": info.high}
            renumber_marks.mark(self.conn, t.backbone, t.group, reason="partition_above_high", evidence=found)
            raise GroupRenumbered(
                f"{t.group} on {t.provider} [{t.backbone}]: backfill partition {part.lo}-{part.hi} "
                f"lies above the server's high water mark {info.high}: the group was renumbered down; the backfill "
                "stopped reading it", hint=f"`usenet-ops groups reset-watermark {t.group} --backbone "
                                          f"{t.backbone}`, then `usenet-ops backfill reset {t.group} "
                                          f"--backbone {t.backbone}`")
        lo, hi = max(part.lo, info.low), min(part.hi, info.high)
        if lo > hi:
            report.state = CrawlState.EXPIRED
            report.message = (f"articles {part.lo}-{part.hi} are below the server's low water mark {info.low}: "
                              "expired, nothing to read")
            return None
        return lo, hi

    def progress_sql(self, lo: int, hi: int, results: list[ingest_mod.IngestResult]) -> list[crawl_state.Statement]:
        """Return the partition's progress statement, committed in the transaction of the batches it counts."""
        return [backfill_state.progress_sql(self.target.key, read_to=hi, articles=sum(r.articles for r in results))]

    def read(self, lo: int, hi: int) -> None:
        """Read what is not covered of lo..hi (the quarantine's holes left out), then say what is left."""
        t, report = self.target, self.report
        self.holes = backfill_state.quarantined_in(self.conn, t.backbone, t.group, lo, hi)
        todo = backfill_plan.gaps(lo, hi, backfill_state.coverage_in(self.conn, t.backbone, t.group, lo, hi),
                                  self.holes)
        report.read = todo
        stopped = self._read_gaps(todo)
        self.flush()
        report.backlog = sum(b - a + 1 for a, b in backfill_plan.gaps(lo, hi, backfill_state.coverage_in(
            self.conn, t.backbone, t.group, lo, hi), self.holes))
        if not stopped and report.backlog == 0 and report.state is CrawlState.DONE:
            self.finished = True
        elif report.state is CrawlState.DONE:
            report.message = report.message or f"{report.backlog} articles left for the next run (budget)"

    def _read_gaps(self, todo: list[tuple[int, int]]) -> bool:
        """Read the gaps in order, batch by batch; return True when stopped early (budget, pressure, failed batch)."""
        span = self.settings.batch
        gate_on = self.settings.backfill_pressure_high_pct > 0
        assert self.stager is not None
        if gate_on:
            self.stager.staged = self.staging.staged_total(self.conn)
            self.gate_paused = backfill_state.gate_paused(self.conn)
        for gap_lo, gap_hi in todo:
            at = gap_lo
            while at <= gap_hi:
                if gate_on and not self._pass_gate():
                    return True
                if self.spent:
                    return True
                hi = min(at + span - 1, gap_hi)
                batch = read_batch(self.session, at, hi, self.report)
                if batch is None:
                    return True
                block, fmt, read_hi = batch
                if read_hi < hi:
                    span, hi = read_hi - at + 1, read_hi
                prefetch(self.session, hi + 1, span, gap_hi)
                self.stage(block, fmt, at, hi)
                at = hi + 1
            self.flush()  # the next gap does not follow this one: the committer needs contiguous runs
        return False

    def _pass_gate(self) -> bool:
        """Apply the back-pressure gate before a batch; return False when the task must stop (state PRESSURE).

        A change of the gate is written to ``usenet.backfill_gate`` so every
        backfill task sees it. The fill is the staging backend's own measure
        (Redis: its memory against maxmemory), as the crawl's gate reads it.
        """
        settings, report, stager = self.settings, self.report, self.stager
        assert stager is not None
        marks = {"high": settings.backfill_pressure_high_pct, "low": settings.backfill_pressure_low_pct,
                 "ceiling": settings.backfill_pressure_ceiling_pct}
        pct = self.staging.pressure(stager.staged_estimate(), settings.staging_max_rows)
        decision, now_paused = backfill_plan.gate(pct, self.gate_paused, **marks)
        waited_from = self.clock()
        while True:
            if now_paused != self.gate_paused:
                backfill_state.set_gate(self.conn, now_paused)
                self.gate_paused = now_paused
                log.info("%s: backfill gate %s at %.0f%% of staging_max_rows", self.name,
                         "paused" if now_paused else "resumed", pct)
            if decision is backfill_plan.Gate.GO:
                return True
            if decision is backfill_plan.Gate.STOP or self.clock() - waited_from >= settings.backfill_drain_wait_sec:
                report.state = CrawlState.PRESSURE
                report.message = (f"staging at {pct:.0f}% of staging_max_rows: "
                                  + ("at backfill_pressure_ceiling_pct, stopped" if decision is backfill_plan.Gate.STOP
                                     else f"waited backfill_drain_wait_sec={settings.backfill_drain_wait_sec}s for the "
                                          f"build to bring it below backfill_pressure_low_pct="
                                          f"{settings.backfill_pressure_low_pct}")
                                  + "; the partition is resumed next run")
                log.warning("%s: %s", self.name, report.message)
                return False
            self.flush()
            self.sleep(1.0)
            stager.staged = self.staging.staged_total(self.conn)
            pct = self.staging.pressure(stager.staged, settings.staging_max_rows)
            decision, now_paused = backfill_plan.gate(pct, now_paused, **marks)

    def _record(self) -> None:
        """Close the claim with the partition's state: the report still tells if this fails (the claim goes stale)."""
        report, part = self.report, self.target.partition
        state = {CrawlState.DONE: "done" if self.finished else "planned", CrawlState.PRESSURE: "pressure",
                 CrawlState.EXPIRED: "expired", CrawlState.MISSING: "failed", CrawlState.FAILED: "failed",
                 CrawlState.RENUMBERED: "failed"}.get(report.state)
        if state is None:
            return
        try:
            backfill_state.finish(self.conn, self.target.key, self.fence, state=state, staged=report.staged,
                                  seconds=report.seconds, message=report.message)
        except Exception as exc:  # the report still tells; the claim goes stale and is taken over
            log.warning("could not close the claim of %s %d-%d: %s", self.target.group, part.lo, part.hi, exc)

    def _summary(self) -> None:
        t, part, report = self.target, self.target.partition, self.report
        log.info(
            "backfill %s [%s] partition %d-%d via %s: %s, %d batches (%d failed), %d articles read, %d staged, "
            "%d duplicate, %d ready sets, %d left, %.1fs, %.0f articles/s",
            t.group, t.backbone, part.lo, part.hi, t.provider, report.state.value, report.batches,
            report.failed_batches, report.articles, report.staged, report.duplicates, report.ready_sets,
            report.backlog, report.seconds, report.rate)


def status(conn: Conn, settings: Settings, *, backbone: str | None = None, group: str | None = None,
           sets_cap: int | None = None) -> list[dict[str, Any]]:
    """Return per (backbone, group) the backfill's progress: span, remaining articles, covered %, rate and ETA.

    Planned from cached boundaries only (no server): a floor date not
    searched yet shows as the server's low water mark (``floor_resolved``
    false). The floor date is the group's ``crawl_depth_days`` back, else
    ``retention_days`` (``depth_source`` says which). The rate is the
    partitions' articles over their reading time in the last hour.

    The rebuild path's figures (docs/adr/0021) come along whatever the path
    (history read as chunks stays when the knob goes back to staging):
    ``history_figures`` says what they are and what they cost.
    """
    figures = backfill_state.partition_figures(conn)
    now = dt.datetime.now(dt.UTC)
    depth = {g.name: g.crawl_depth_days for g in groups.list_groups(conn)}
    rows = backfill_state.group_rows(conn, backbone=backbone, group=group)
    history = history_figures(conn, settings, rows, sets_cap=sets_cap)
    out = []
    for row in rows:
        bb, name = row["backbone"], row["group_name"]
        fig = figures.get((bb, name), {})
        own = depth.get(name)
        floor_at = floor_date(settings, now, own)
        entry: dict[str, Any] = {
            "backbone": bb, "group": name, "floor": None, "ceiling": None, "remaining": None, "covered_pct": None,
            "partitions_done": int(fig.get("done") or 0), "partitions_running": int(fig.get("running") or 0),
            "partitions_unfinished": int(fig.get("unfinished") or 0), "articles_per_sec": 0.0, "eta_sec": None,
            "renumbered": row.get("renumbered_at") is not None, "last_at": fig.get("last_at"),
            "depth_days": backfill_plan.depth_days(settings.retention_days, own) or None,
            "depth_source": "group" if own else ("retention_days" if floor_at is not None else None),
            "floor_date": floor_at.date().isoformat() if floor_at is not None else None, "floor_resolved": None,
        }
        if row["first_article"] is not None and row["server_low"] is not None:
            floor = int(row["server_low"])
            if floor_at is not None:
                cached = backfill_state.boundary(conn, bb, name, floor_at)
                entry["floor_resolved"] = cached is not None
                floor = max(floor, cached) if cached is not None else floor
            ceiling = int(row["first_article"]) - 1
            covered = backfill_state.coverage_in(conn, bb, name, floor, ceiling)
            holes = backfill_state.quarantined_in(conn, bb, name, floor, ceiling)
            left = backfill_plan.remaining(floor, ceiling, covered, holes)
            entry.update(floor=floor, ceiling=ceiling, remaining=left,
                         covered_pct=round(backfill_plan.covered_pct(floor, ceiling, covered), 2))
            seconds = float(fig.get("recent_seconds") or 0)
            rate = float(fig.get("recent_articles") or 0) / seconds if seconds > 0 else 0.0
            entry["articles_per_sec"] = round(rate, 1)
            entry["eta_sec"] = round(left / rate) if rate > 0 and left else (0 if not left else None)
        entry.update(history[(bb, name)])
        out.append(entry)
    return out


def history_figures(conn: Conn, settings: Settings, rows: list[dict[str, Any]], *,
                    sets_cap: int | None = None) -> dict[tuple[str, str], dict[str, Any]]:
    """Return per (backbone, group) of ``rows`` the rebuild path's figures: chunk bytes and the group's history sets.

    ``chunk_bytes`` is the payload of the (backbone, group)'s ranges from
    rb_ranges, ``chunk_bytes_per_line`` that over the overview lines its
    partitions read (None until some are counted). The ``sets_*`` counts are
    the group's history catalogue, the same on every backbone's row (a set is
    the group's, whichever backbones read it): open, ``waiting`` (open with a
    chunk in a range not read to the end: REBUILD's fragments waiting),
    promoted, incomplete, handed (settled: given to live staging at the
    forward crawl's edge) and dropped. Each count stops at ``sets_cap``
    (None: exact); ``sets_exact`` is false when one reached it.
    """
    if not rows:
        return {}
    names = sorted({r["group_name"] for r in rows})
    if len(rows) == 1:  # `--group G --backbone B`: a prefix scan of rb_ranges' key, not all of it
        chunks = rebuild_chunks.group_chunk_figures(conn, backbone=rows[0]["backbone"], group=rows[0]["group_name"])
    else:
        chunks = rebuild_chunks.group_chunk_figures(conn)
    counts = rebuild_chunks.group_set_counts(conn, names, cap=sets_cap)
    waiting = rebuild_chunks.waiting_sets(conn, names)
    state = rebuild_chunks.SetState
    out = {}
    for r in rows:
        key = (r["backbone"], r["group_name"])
        held = chunks.get(key)
        by_state = counts.get(r["group_name"], dict.fromkeys(state, 0))
        out[key] = {
            "path": settings.backfill_path,
            "chunk_bytes": held.payload_bytes if held else 0,
            "chunk_bytes_per_line": held.bytes_per_line if held else None,
            "sets_open": by_state[state.OPEN], "sets_waiting": waiting.get(r["group_name"], 0),
            "sets_promoted": by_state[state.PROMOTED], "sets_incomplete": by_state[state.INCOMPLETE],
            "sets_handed": by_state[state.SETTLED], "sets_dropped": by_state[state.DROPPED],
            "sets_exact": sets_cap is None or all(n < sets_cap for n in by_state.values()),
        }
    return out


def reset(conn: Conn, settings: Settings, backbone: str, group: str, *, below: int | None) -> dict[str, Any]:
    """Forget (backbone, group)'s backfill coverage below ``below`` (all history when None); return what went.

    On the rebuild path a re-read must replace what the first read wrote
    (REBUILD part 3: no per-file dedup, and a re-run may batch a range
    differently), so every range of chunks with articles below the cut is
    emptied (``rebuild_chunks.begin_range``: its sets' aggregates become what
    the other ranges hold; a promoted set stays, with its content hash). A
    range is replaced whole, so a cut inside one moves up to the range's end:
    its articles above the cut would otherwise be covered yet hold no chunk.
    One transaction: coverage, partition rows and chunks go together.
    """
    rebuild = settings.backfill_path == "rebuild"
    replaced: list[backfill_state.PartitionKey] = []
    chunks_removed = 0
    with conn.transaction():
        cut = below
        ranges = rebuild_chunks.group_ranges(conn, backbone, group) if rebuild else []
        if ranges:
            row = backfill_state.group_rows(conn, backbone=backbone, group=group)
            first = row[0]["first_article"] if row else None
            limit = below if below is not None else 2**62
            cut = min(limit, first) if first is not None else limit
            moved = True
            while moved:  # ranges of two partition sizes (the knob changed) may overlap: widen until none straddles
                moved = False
                for k in ranges:
                    lo, hi = k.block * k.size, (k.block + 1) * k.size - 1
                    if lo < cut <= hi:
                        cut, moved = hi + 1, True
        removed: dict[str, Any] = dict(backfill_state.reset(conn, backbone, group, below=cut))
        # Read again now that the partition rows are gone: a batch that committed meanwhile is in a range listed
        # here, and any later one finds its partition's fence gone and writes nothing.
        ranges = rebuild_chunks.group_ranges(conn, backbone, group) if rebuild else []
        for k in ranges:
            if k.block * k.size < removed["below"]:
                chunks_removed += rebuild_chunks.begin_range(conn, k)
                replaced.append(k)
    if replaced:
        log.info("backfill reset %s [%s]: %d chunks of %d ranges below article %d replaced", group, backbone,
                 chunks_removed, len(replaced), removed["below"])
    return {**removed, "path": settings.backfill_path, "chunk_ranges_replaced": len(replaced),
            "chunks_removed": chunks_removed}
