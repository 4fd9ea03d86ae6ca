"""Thin Airflow operators over the passes: compose the dependencies -> run the pass -> return its report.

Every pass is bound to Airflow the same way, by one base: ``UsenetOperator``
opens the indexer database, hands ``run`` a ``passes.compose.Composition``
(settings, filters, staging backend, sink, ... each loaded on first use, the
same composition the CLI uses) and returns the pass's report as a dict (the
task's XCom). ``ProviderOperator`` adds the provider: its connection id (a
templated field), the hook from a cached property and the provider's pool
made with the live settings. The passes and the store are imported inside
``execute``: DAG files import this module at parse time, every few seconds,
and must stay light.

What no retry can change fails the task at once (AirflowFailException): a
connection without a host, unreadable extras, credentials the server
refuses, a required STARTTLS that fails (all from the hook), and a
renumbered group (``renumbered_fails_the_task``).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import AbstractContextManager, contextmanager
from functools import cached_property
from typing import TYPE_CHECKING, Any

from airflow.sdk import BaseOperator, Context
from airflow.sdk.exceptions import AirflowFailException

from usenet_ops.adapters.nntp_hook import NNTPHook

if TYPE_CHECKING:
    from usenet_ops.nntp.pool import Pool
    from usenet_ops.passes.compose import Composition


def manual_run(context: Context) -> bool:
    """Return whether an operator triggered this run by hand: a manual run ignores the cadence knobs."""
    dag_run = context.get("dag_run")
    return bool(dag_run and str(getattr(dag_run.run_type, "value", dag_run.run_type)) == "manual")


def task_owner(context: Context, *, attempt: bool = True) -> str:
    """Return ``dag/run/task[map_index]`` (``#try`` with ``attempt``): who holds a fence, a claim or a lease.

    Without the attempt a retry of a killed task is the same owner, so it
    takes over its own live claim at once (the backfill's partitions).
    """
    ti = context["ti"]
    owner = f"{ti.dag_id}/{ti.run_id}/{ti.task_id}[{getattr(ti, 'map_index', -1)}]"
    return f"{owner}#{getattr(ti, 'try_number', 0)}" if attempt else owner


def run_id(context: Context) -> str:
    """Return the run's id ("" outside a run), what pass rows and reports are filed under."""
    return str(context.get("run_id") or "")


@contextmanager
def renumbered_fails_the_task() -> Iterator[None]:
    """Fail the task at once on a renumbered group: only an operator's reset changes it (the hint travels as the cause)."""
    from usenet_ops.passes.crawl import GroupRenumbered

    try:
        yield
    except GroupRenumbered as exc:
        raise AirflowFailException(f"{exc} (not retried: reset the group's watermark, then clear the task)") from exc


class UsenetOperator(BaseOperator):
    """The base of every usenet operator: one database connection and one composition per task.

    Subclasses implement ``run(context, deps)``; ``execute`` owns the
    connection (autocommit: each pass commits its own transactions) and
    closes it whatever the pass does.
    """

    def execute(self, context: Context) -> Any:
        from usenet_ops.passes.compose import Composition
        from usenet_ops.store import db

        with db.connect(autocommit=True) as conn:
            return self.run(context, Composition(conn))

    def run(self, context: Context, deps: Composition) -> Any:
        raise NotImplementedError(f"{type(self).__name__} must implement run(context, deps)")

    def publish(self, context: Context, result: dict[str, Any]) -> dict[str, Any]:
        """Put ``result`` on every outlet's asset event (downstream DAGs read the counts), and return it."""
        for asset in self.outlets:
            context["outlet_events"][asset].extra = result
        return result


class ProviderOperator(UsenetOperator):
    """A usenet operator that talks to one provider: its Airflow connection, hook and pool."""

    template_fields: Sequence[str] = ("nntp_conn_id",)

    def __init__(self, *, nntp_conn_id: str = NNTPHook.default_conn_name, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.nntp_conn_id = nntp_conn_id

    @cached_property
    def hook(self) -> NNTPHook:
        return NNTPHook(self.nntp_conn_id)

    def provider_pool(self, deps: Composition) -> AbstractContextManager[Pool]:
        """Return the provider's NNTP connection pool made with the live settings (not the Airflow pool, ``self.pool``)."""
        return self.hook.pool_for(deps.settings)


class CrawlGroupOperator(ProviderOperator):
    """Crawl one newsgroup forward from one provider (one mapped task per (provider, group)).

    The crawl borrows its connection from the hook's pool, made with the
    live settings (keepalive, benching cooldown, deadlines).
    """

    template_fields = ("group", "nntp_conn_id")

    def __init__(self, *, group: str, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.group = group

    def run(self, context: Context, deps: Composition) -> dict[str, Any]:
        from usenet_ops.passes import crawl
        from usenet_ops.store import db, groups

        provider = self.hook.provider_config  # AirflowFailException when the connection is unusable
        row = groups.get(deps.conn, self.group)
        target = crawl.CrawlTarget(provider=self.nntp_conn_id, backbone=provider.backbone, group=self.group,
                                   indexed_groups=deps.indexed_groups, throttle=row.throttle if row else None,
                                   depth_days=row.crawl_depth_days if row else None)
        with self.provider_pool(deps) as pool, renumbered_fails_the_task():
            report = crawl.crawl_group(target, conn=deps.conn, pool=pool, settings=deps.settings, filters=deps.filters,
                                       owner=task_owner(context), run_id=run_id(context), staging=deps.staging,
                                       stage_connect=lambda: db.connect(autocommit=True))
        return report.as_dict()


class PlanCrawlOperator(ProviderOperator):
    """Plan one provider's crawl run: the groups its mapped crawl tasks expand over.

    Applies the provider's role (``domain.provider_roles``): a fill account
    and a backup whose primary answers plan nothing; the accounts crawling a
    backbone each plan their own share of its groups, so no group is crawled
    twice on one backbone. ``nntp_conn_ids`` are all the accounts (default:
    the DAGs' providers). Applies the live cadence knob: while
    ``crawl_interval_min`` has not passed since the last crawl pass started,
    a scheduled wake-up plans nothing (the mapped crawl then has no tasks); a
    manual trigger always plans.
    """

    template_fields = ("nntp_conn_id", "nntp_conn_ids")

    def __init__(self, *, nntp_conn_ids: Sequence[str] | None = None, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.nntp_conn_ids = None if nntp_conn_ids is None else list(nntp_conn_ids)

    def run(self, context: Context, deps: Composition) -> list[str]:
        from usenet_ops.adapters import dagconfig, provider_duties
        from usenet_ops.passes import plan

        me = self.hook.provider_config  # AirflowFailException when unusable
        ids = self.nntp_conn_ids if self.nntp_conn_ids is not None else dagconfig.provider_conn_ids()
        if self.nntp_conn_id not in ids:
            ids = [*ids, self.nntp_conn_id]
        fleet = provider_duties.read_fleet(deps.conn, ids,
                                           lambda c: me if c == self.nntp_conn_id else NNTPHook(c).provider_config)
        for conn_id, error in fleet.unusable.items():
            self.log.warning("provider %s is left out of the roles: %s", conn_id, error)
        duty = fleet.duties[self.nntp_conn_id]
        if not duty.crawls:
            self.log.info("plan: %s (role %s) crawls nothing this run: %s", self.nntp_conn_id, me.role.value,
                          duty.doing())
            return []
        if not manual_run(context) and not plan.crawl_due(deps.conn, deps.settings):
            self.log.info("last crawl pass started less than crawl_interval_min=%d minutes ago; "
                          "skipping this wake-up", deps.settings.crawl_interval_min)
            return []
        if duty.reason:
            self.log.warning("plan: %s (role %s) crawls: %s", self.nntp_conn_id, me.role.value, duty.reason)
        # Turns and the low-tier hold are per backbone (article numbers are).
        result = plan.plan_crawl(deps.conn, deps.settings, backbone=me.backbone, share=duty.share)
        for note in result.notes:
            self.log.info("plan: %s", note)
        self.log.info("plan: %d group(s) for %s: %s", len(result.groups), self.nntp_conn_id, ", ".join(result.groups))
        return list(result.groups)


class BuildPlanOperator(UsenetOperator):
    """Return the build workers of this run: ``[0, .., build_parallelism - 1]``, one mapped build task each."""

    def run(self, context: Context, deps: Composition) -> list[int]:
        n = deps.settings.build_parallelism
        self.log.info("build_parallelism=%d: %d build task(s) side by side", n, n)
        return list(range(n))


class SettleOperator(UsenetOperator):
    """Settle history read on the rebuild path (REBUILD part 7) before the build runs.

    Hands the sets at each forward crawl's edge to live staging (the build
    that follows completes them with the crawl's part) and promotes quiet,
    read, complete uploads into the catalogue. With no history on the rebuild
    path it reads two empty tables and ends. A chunk that does not decode is
    counted and alerts: its range must be re-read.
    """

    def run(self, context: Context, deps: Composition) -> dict[str, Any]:
        from usenet_ops.adapters import alerts
        from usenet_ops.passes import rebuild_settle

        report = rebuild_settle.settle_pass(deps.conn, settings=deps.settings, sink=deps.sink,
                                            filters=deps.build_filters, staging=deps.staging)
        result = self.publish(context, report.as_dict())
        if report.corrupt:
            alerts.deliver(alerts.notice(
                context, kind="rebuild_corrupt_chunks",
                error=f"{report.corrupt} history chunk(s) did not decode ({report.samples.get('corrupt', '')})",
                hint="`usenet-ops backfill reset <group> --backbone <backbone>` re-reads the group's history "
                     "(a re-read replaces its chunks)"))
        return result


class BuildOperator(UsenetOperator):
    """Run one build pass (with catch-up); its report is the XCom and the extra of every outlet's event.

    Sets whose assembly raised or that were set aside do not fail the task
    (the pass did all it could, and a retry would meet none of them again),
    but they alert: a parser bug or a refused release is for an operator.
    Several run side by side when ``build_parallelism`` > 1 (``worker`` is
    the mapped index, for the logs): each claims its own chunks.
    """

    def __init__(self, *, worker: int = 0, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.worker = worker

    def run(self, context: Context, deps: Composition) -> dict[str, Any]:
        from usenet_ops.adapters import alerts
        from usenet_ops.passes import build

        self.log.info("build worker %d of this run", self.worker)
        report = build.build_pass(deps.conn, settings=deps.settings, sink=deps.sink, filters=deps.build_filters,
                                  staging=deps.staging, run_id=run_id(context))
        result = self.publish(context, report.as_dict())
        failures = build.failure_summary(report)
        if failures:
            alerts.deliver(alerts.notice(
                context, kind="build_failures", error=failures,
                hint=f"`usenet-ops build failures` lists each set with its error; a parse_error set is retried for "
                     f"build_error_retries ({deps.settings.build_error_retries}) passes, then set aside as rejected"))
        return result


class PruneOperator(UsenetOperator):
    """Run one prune pass: stale staging, the diagnostics horizon, opt-in catalogue retention."""

    def run(self, context: Context, deps: Composition) -> dict[str, Any]:
        from usenet_ops.passes import prune

        return prune.prune(deps.conn, deps.settings, staging=deps.staging).as_dict()


class WatchdogOperator(UsenetOperator):
    """Run every watchdog check; raise WatchdogAlarm (-> one alert) when any fails."""

    template_fields = ("nntp_conn_ids",)

    def __init__(self, *, nntp_conn_ids: Sequence[str], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.nntp_conn_ids = list(nntp_conn_ids)

    @cached_property
    def hooks(self) -> dict[str, NNTPHook]:
        return {conn_id: NNTPHook(conn_id) for conn_id in self.nntp_conn_ids}

    def run(self, context: Context, deps: Composition) -> dict[str, Any]:
        from usenet_ops.passes import watchdog

        findings = watchdog.check_all(deps.conn, deps.settings,
                                      {name: hook.test_connection for name, hook in self.hooks.items()},
                                      staging=deps.staging, run_id=run_id(context))
        watchdog.raise_for(findings)
        return {"checks": list(watchdog.CHECKS), "providers": list(self.nntp_conn_ids)}


class HealthPlanOperator(ProviderOperator):
    """Plan one provider's health checks: batches of due releases its mapped check tasks expand over.

    Only the provider chosen for its backbone plans (one check per backbone
    is enough: a STAT by message-id asks every account on it the same thing);
    the others plan nothing. Applies the live cadence knob
    ``health_interval_min`` like the crawl's plan: a scheduled wake-up plans
    only once it has passed; a manual trigger always plans.
    """

    template_fields = ("nntp_conn_id", "nntp_conn_ids")

    def __init__(self, *, nntp_conn_ids: Sequence[str], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.nntp_conn_ids = list(nntp_conn_ids)

    def run(self, context: Context, deps: Composition) -> list[dict[str, Any]]:
        from usenet_ops.passes import health

        me = self.hook.provider_config  # AirflowFailException when unusable
        providers = [me]
        for conn_id in self.nntp_conn_ids:
            if conn_id == self.nntp_conn_id:
                continue
            try:
                providers.append(NNTPHook(conn_id).provider_config)
            except AirflowFailException as exc:
                self.log.warning("provider %s is not usable for health checks: %s", conn_id, exc)
        order = {c: i for i, c in enumerate(self.nntp_conn_ids)}
        checkers = health.choose_checkers(sorted(providers, key=lambda p: order.get(p.name, len(order))))
        if checkers.get(me.backbone) != self.nntp_conn_id:
            self.log.info("backbone %s is checked through %s; nothing to plan here", me.backbone,
                          checkers.get(me.backbone))
            return []
        if not manual_run(context) and not health.health_due(deps.conn, deps.settings, me.backbone):
            self.log.info("a health check on %s started less than health_interval_min=%d minutes ago; "
                          "skipping this wake-up", me.backbone, deps.settings.health_interval_min)
            return []
        planned = health.plan(deps.conn, me.backbone, deps.settings)
        backbones = sorted(checkers)
        return [{"release_ids": batch, "backbones": backbones} for batch in planned.batches]


class HealthCheckOperator(ProviderOperator):
    """Check one batch of releases on one provider's backbone by pipelined STAT (one mapped task per batch).

    Runs in the provider's Airflow pool at the lowest priority weight, holds
    at most one connection (taken and handed back per chunk of STATs), and
    stops at its budgets (``health_budget_sec``, ``health_max_stats``) or at
    once when the pool has nothing to lend. Several releases in a row failing
    on the connection fail the task (HealthProviderSick) so the run is not
    green; refused credentials fail it without retries.
    """

    template_fields = ("nntp_conn_id", "batch")

    def __init__(self, *, batch: dict[str, Any], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.batch = batch

    def run(self, context: Context, deps: Composition) -> dict[str, Any]:
        from usenet_ops.passes import health

        provider = self.hook.provider_config
        batch = dict(self.batch)
        target = health.HealthTarget(provider=self.nntp_conn_id, backbone=provider.backbone,
                                     backbones=tuple(batch.get("backbones") or (provider.backbone,)),
                                     run_id=run_id(context))
        with self.provider_pool(deps) as pool:
            report = health.check_releases(deps.conn, pool, target, [int(i) for i in batch.get("release_ids") or ()],
                                           deps.settings)
        return report.as_dict()


class SpotIndexOperator(ProviderOperator):
    """Index the Spotnet group from one provider: XOVER forward, then backfill, HEAD for new spots.

    Applies the live cadence knob: a scheduled wake-up runs only when no
    index pass started within ``spot_interval_min`` or the last one left
    unread articles; a manual trigger always runs. The key ring comes from
    the database (shipped keys, operator overrides: ``usenet-ops spots
    set-key``).
    """

    def __init__(self, *, budget_sec: float = 1800.0, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.budget_sec = budget_sec

    def run(self, context: Context, deps: Composition) -> dict[str, Any]:
        from usenet_ops.passes import spot_index
        from usenet_ops.passes.spot_pass import SpotPassState
        from usenet_ops.store import spot_records

        if not manual_run(context) and not spot_records.index_due(deps.conn, deps.settings.spot_interval_min):
            self.log.info("last spot index pass started less than spot_interval_min=%d minutes ago and "
                          "left nothing unread; skipping this wake-up", deps.settings.spot_interval_min)
            return {"kind": "index", "state": SpotPassState.SKIPPED.value}
        provider = self.hook.provider_config  # AirflowFailException when the connection is unusable
        with self.provider_pool(deps) as pool:
            report = spot_index.index_spots(deps.conn, pool, settings=deps.settings, keyring=deps.keyring,
                                            provider=self.nntp_conn_id, backbone=provider.backbone,
                                            run_id=run_id(context), budget_sec=self.budget_sec)
        return report.as_dict()


class SpotFetchOperator(ProviderOperator):
    """Fetch pending spots' NZBs from one provider and import them; the catalogue outlets get the counts."""

    def __init__(self, *, budget_sec: float = 1800.0, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.budget_sec = budget_sec

    def run(self, context: Context, deps: Composition) -> dict[str, Any]:
        from usenet_ops.passes import spot_fetch

        provider = self.hook.provider_config
        with self.provider_pool(deps) as pool:
            report = spot_fetch.fetch_spots(deps.conn, pool, settings=deps.settings, sink=deps.sink,
                                            provider=self.nntp_conn_id, backbone=provider.backbone,
                                            blacklist=deps.build_filters.blacklist, run_id=run_id(context),
                                            budget_sec=self.budget_sec)
        return self.publish(context, report.as_dict())


class PlanBackfillOperator(ProviderOperator):
    """Plan one provider's backfill run: the partitions its mapped crawl_range tasks expand over.

    Which history a run plans depends on how it was started (docs/adr/0010):
    a run of ``airflow backfill create`` (or the UI's Backfill dialog) plans
    exactly its data interval, a posting-date window resolved to article
    numbers per group (boundaries searched by OVER probes once, then cached);
    a scheduled wake-up walks the remaining gap within
    ``backfill_batches_per_run`` once ``backfill_interval_min`` has passed;
    a manual trigger always walks (conf ``{"from": ISO, "to": ISO}`` narrows
    it to a window). ``skip_backfill`` plans nothing.
    """

    def __init__(self, *, leases_per_task: int = 1, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.leases_per_task = max(1, leases_per_task)

    def run(self, context: Context, deps: Composition) -> list[dict[str, Any]]:
        from usenet_ops.adapters.backfill_window import run_window
        from usenet_ops.passes import backfill

        provider = self.hook.provider_config  # AirflowFailException when the connection is unusable
        dag_run = context.get("dag_run")
        kind = getattr(dag_run, "run_type", "") or ""
        run_type = str(getattr(kind, "value", kind))  # DagRunType is a str enum: its str() is "DagRunType.X"
        try:
            window = run_window(run_type, context)
        except ValueError as exc:  # an empty window: a retry would meet the same DAG
            raise AirflowFailException(str(exc)) from exc
        settings = deps.settings
        if settings.skip_backfill:
            self.log.info("skip_backfill is on: nothing planned")
            return []
        if window is None and run_type == "scheduled" and not backfill.walk_due(deps.conn, settings):
            self.log.info("a backfill partition was claimed less than backfill_interval_min=%d minutes ago; "
                          "skipping this wake-up", settings.backfill_interval_min)
            return []
        limit = settings.backfill_batches_per_run if window is None else backfill.MAX_MAPPED
        with self.provider_pool(deps) as pool, backfill.Prober(pool) as prober:
            plans = backfill.plan_provider(deps.conn, settings, provider.backbone, probe_for=prober.probe_for,
                                           window=window, limit=limit)
        mapped = backfill.mapped_partitions(plans, settings.backfill_partition_articles)
        for p in plans:
            self.log.info("plan %s [%s]: %d partition(s), %d article numbers left in [%s, %s]%s%s", p.group,
                          p.backbone, len(p.partitions), p.remaining, p.floor, p.ceiling,
                          f", window {p.window[0]}-{p.window[1]}" if p.window else "",
                          f" ({p.note})" if p.note else "")
        self.log.info("plan: %d partition(s) for %s%s", len(mapped), self.nntp_conn_id,
                      f" in window {window[0].isoformat()} .. {window[1].isoformat()}" if window else "")
        if self.leases_per_task > 1:
            n = self.leases_per_task
            # Consecutive partitions in plan order: the leases of one task are mostly one group's, read side by side.
            return [{"leases": mapped[k:k + n]} for k in range(0, len(mapped), n)]
        return mapped


class CrawlRangeOperator(ProviderOperator):
    """Read one backfill partition from one provider (one mapped task per partition, in the provider's pool).

    Or several (``{"leases": [...]}``, USENET_BACKFILL_LEASES_PER_TASK): read
    side by side in threads, each lease over its own pooled connection and
    its own database connection, the task holding as many pool slots.

    The claim's owner is the task without its try number, so Airflow's retry
    of a killed task resumes its partition at once while another run's task
    finds it busy. Stages through the composed backend, like the crawl.
    """

    template_fields = ("nntp_conn_id", "partition")

    def __init__(self, *, partition: dict[str, Any], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.partition = partition

    def run(self, context: Context, deps: Composition) -> dict[str, Any]:
        from usenet_ops.passes import backfill

        part = dict(self.partition)
        if "leases" not in part:
            with self.provider_pool(deps) as pool, renumbered_fails_the_task():
                return self._read(context, deps, pool, part, deps.conn).as_dict()
        leases = [dict(p) for p in part["leases"]]
        with self.provider_pool(deps) as pool, renumbered_fails_the_task():
            reports = backfill.read_leases(
                leases, lambda lease, conn: self._read(context, deps, pool, lease, conn))
        self.log.info("%d lease(s) read side by side: %s", len(reports),
                      ", ".join(f"{r.group} {r.lo}-{r.hi} {r.state.value}" for r in reports))
        return {"kind": "backfill_leases", "leases": [r.as_dict() for r in reports]}

    def _read(self, context: Context, deps: Composition, pool: Pool, part: dict[str, Any],
              conn: Any) -> Any:
        from usenet_ops.domain.backfill_plan import Partition
        from usenet_ops.passes import backfill, compose
        from usenet_ops.store import db

        provider = self.hook.provider_config
        target = backfill.RangeTarget(
            provider=self.nntp_conn_id, backbone=provider.backbone, group=str(part["group"]),
            indexed_groups=deps.indexed_groups,
            partition=Partition(int(part["block"]), int(part["lo"]), int(part["hi"])), size=int(part["size"]))
        # Each lease is its own claim: the owner names the task and the lease's block.
        owner = task_owner(context, attempt=False) + ("" if conn is deps.conn else f"#{target.partition.block}")
        return backfill.crawl_range(target, conn=conn, pool=pool, settings=deps.settings, filters=deps.filters,
                                    owner=owner, run_id=run_id(context),
                                    stage_connect=lambda: db.connect(autocommit=True),
                                    staging=compose.backfill_sink(deps.settings, target.key, target.partition.lo,
                                                                  lambda: deps.staging))


class ProbePlanOperator(ProviderOperator):
    """Plan one provider's probe tasks: ``probe_batches`` of them while candidates wait, none when the queue is empty."""

    def run(self, context: Context, deps: Composition) -> list[dict[str, Any]]:
        from usenet_ops.store import probe_queue

        pending = probe_queue.depth(deps.conn)["states"]["queued"]
        settings = deps.settings
        batches = min(settings.probe_batches, -(-pending // settings.probe_batch_size)) if pending else 0
        self.log.info("probe plan on %s: %d candidates queued -> %d task(s)", self.nntp_conn_id, pending, batches)
        return [{"batch": i} for i in range(batches)]


class ProbeOperator(ProviderOperator):
    """Drain one batch of the probe queue on one provider (one mapped task per batch, in the provider's pool).

    Reads at most ``probe_budget_mb`` and ``probe_batch_size`` candidates;
    a missing article goes back to the queue for another provider. Several
    releases in a row failing on the connection fail the task
    (ProbeProviderSick) so the run is not green.
    """

    template_fields = ("nntp_conn_id", "batch")

    def __init__(self, *, batch: dict[str, Any], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.batch = batch

    def run(self, context: Context, deps: Composition) -> dict[str, Any]:
        from usenet_ops.passes import probe

        with self.provider_pool(deps) as pool:
            report = probe.run_probes(deps.conn, pool, deps.settings, provider=self.nntp_conn_id,
                                      claimant=task_owner(context)[:200], run_id=run_id(context))
        return report.as_dict()


class TagFillPlanOperator(UsenetOperator):
    """Plan tag fill batches: id ranges of releases an older classifier built (none when the catalogue is current).

    A walk in progress is continued at every wake-up; a new walk (the
    classifier changed: code, junk rules, blacklist) or the check of newly
    built ids starts once ``tagfill_interval_min`` has passed since the last
    plan. A manual trigger always plans.
    """

    def run(self, context: Context, deps: Composition) -> list[dict[str, Any]]:
        from usenet_ops.passes import tagfill
        from usenet_ops.store import tagfill_state

        version = deps.classifier_version
        if (not manual_run(context) and not tagfill_state.walking(deps.conn, version)
                and tagfill_state.planned_within(deps.conn, deps.settings.tagfill_interval_min)):
            self.log.info("tag fill at %s is current and planned less than tagfill_interval_min=%d minutes ago; "
                          "skipping this wake-up", version, deps.settings.tagfill_interval_min)
            return []
        ranges = tagfill.plan(deps.conn, deps.settings, version)
        self.log.info("tag fill plan at classifier %s: %d batch(es) %s", version, len(ranges), ranges[:4])
        return [{"lo": lo, "hi": hi} for lo, hi in ranges]


class TagFillOperator(UsenetOperator):
    """Re-derive (and sweep) the releases of one id range: one mapped task per planned batch."""

    template_fields = ("batch",)

    def __init__(self, *, batch: dict[str, Any], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.batch = batch

    def run(self, context: Context, deps: Composition) -> dict[str, Any]:
        from usenet_ops.passes import tagfill

        report = tagfill.run_batch(deps.conn, int(self.batch["lo"]), int(self.batch["hi"]), settings=deps.settings,
                                   filters=deps.build_filters, run_id=run_id(context))
        return report.as_dict()
