"""Thin Airflow operators over the passes: fetch config -> run the pass -> return its report.

Every pass is bound to Airflow the same way: an operator that stores its
arguments, names its templated fields, gets its hook from a cached property,
and in ``execute`` opens the indexer database, composes the pass's
dependencies (passes/compose.py, which the CLI uses too), runs the pass and
returns its report as a dict (the task's XCom). The passes and the store are
imported inside ``execute``: DAG files import this module at parse time,
every few seconds, and must stay light.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from functools import cached_property
from typing import Any

from airflow.sdk import BaseOperator, Context
from airflow.sdk.exceptions import AirflowFailException

from usenet_ops.adapters.nntp_hook import NNTPHook


class CrawlGroupOperator(BaseOperator):
    """Crawl one newsgroup forward from one provider (one mapped task per (provider, group)).

    The crawl borrows its connection from the hook's pool, made with the
    live settings (keepalive, benching cooldown, deadlines). A connection
    without a host, unreadable extras, credentials the server refuses, a
    required STARTTLS that fails and a renumbered group fail the task at once
    (AirflowFailException) instead of retrying: a retry meets the same state.
    """

    template_fields = ("group", "nntp_conn_id")

    def __init__(self, *, group: str, nntp_conn_id: str = NNTPHook.default_conn_name, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.group = group
        self.nntp_conn_id = nntp_conn_id

    @cached_property
    def hook(self) -> NNTPHook:
        return NNTPHook(self.nntp_conn_id)

    def execute(self, context: Any) -> dict[str, Any]:
        from usenet_ops.passes import compose, crawl
        from usenet_ops.store import db, groups

        ti = context["ti"]
        owner = f"{ti.dag_id}/{ti.run_id}/{ti.task_id}[{ti.map_index}]#{ti.try_number}"
        provider = self.hook.provider_config  # AirflowFailException when the connection is unusable
        with db.connect(autocommit=True) as conn:
            settings = compose.load_settings(conn)
            row = groups.get(conn, self.group)
            target = crawl.CrawlTarget(
                provider=self.nntp_conn_id,
                backbone=provider.backbone,
                group=self.group,
                indexed_groups=compose.indexed_groups(conn),
                throttle=row.throttle if row else None,
            )
            with self.hook.pool_for(settings) as pool, _renumbered_fails_the_task(crawl.GroupRenumbered):
                report = crawl.crawl_group(
                    target,
                    conn=conn,
                    pool=pool,
                    settings=settings,
                    filters=compose.load_filters(conn),
                    owner=owner,
                    run_id=str(ti.run_id),
                    stage_connect=lambda: db.connect(autocommit=True),
                )
        return report.as_dict()


@contextmanager
def _renumbered_fails_the_task(renumbered: type[Exception]) -> Iterator[None]:
    """Fail the task at once on a renumbered group: only an operator's reset changes it (the hint travels as the cause)."""
    try:
        yield
    except renumbered as exc:
        raise AirflowFailException(f"{exc} (not retried: reset the group's watermark, then clear the task)") from exc


class PlanCrawlOperator(BaseOperator):
    """Plan one provider's crawl run: the groups its mapped crawl tasks expand over.

    Applies the live cadence knob: while ``crawl_interval_min`` has not passed
    since the last crawl pass started, a scheduled wake-up plans nothing (the
    mapped crawl then has no tasks); a manual trigger always plans.
    """

    template_fields = ("nntp_conn_id",)

    def __init__(self, *, nntp_conn_id: str = NNTPHook.default_conn_name, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.nntp_conn_id = nntp_conn_id

    def execute(self, context: Context) -> list[str]:
        from usenet_ops.passes import compose, plan
        from usenet_ops.store import db

        dag_run = context.get("dag_run")
        manual = bool(dag_run and dag_run.run_type == "manual")
        with db.connect(autocommit=True) as conn:
            settings = compose.load_settings(conn)
            if not manual and not plan.crawl_due(conn, settings):
                self.log.info("last crawl pass started less than crawl_interval_min=%d minutes ago; "
                              "skipping this wake-up", settings.crawl_interval_min)
                return []
            result = plan.plan_crawl(conn, settings)
        for note in result.notes:
            self.log.info("plan: %s", note)
        self.log.info("plan: %d group(s) for %d provider(s): %s", len(result.groups), 1, ", ".join(result.groups))
        return list(result.groups)


class BuildPlanOperator(BaseOperator):
    """Return the build workers of this run: ``[0, .., build_parallelism - 1]``, one mapped build task each."""

    def execute(self, context: Context) -> list[int]:
        from usenet_ops.passes import compose
        from usenet_ops.store import db

        with db.connect(autocommit=True) as conn:
            settings = compose.load_settings(conn)
        n = settings.build_parallelism
        self.log.info("build_parallelism=%d: %d build task(s) side by side", n, n)
        return list(range(n))


class BuildOperator(BaseOperator):
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

    def execute(self, context: Context) -> dict[str, Any]:
        from usenet_ops.adapters import alerts
        from usenet_ops.passes import build, compose
        from usenet_ops.store import db

        self.log.info("build worker %d of this run", self.worker)
        with db.connect(autocommit=True) as conn:
            settings = compose.load_settings(conn)
            report = build.build_pass(conn, settings=settings, sink=compose.release_sink(),
                                      filters=compose.load_build_filters(conn), run_id=str(context.get("run_id") or ""))
        result = report.as_dict()
        for asset in self.outlets:
            context["outlet_events"][asset].extra = result
        failures = build.failure_summary(report)
        if failures:
            alerts.deliver(alerts.notice(
                context, kind="build_failures", error=failures,
                hint=f"`usenet-ops build failures` lists each set with its error; a parse_error set is retried for "
                     f"build_error_retries ({settings.build_error_retries}) passes, then set aside as rejected"))
        return result


class PruneOperator(BaseOperator):
    """Run one prune pass: stale staging, the diagnostics horizon, opt-in catalogue retention."""

    def execute(self, context: Context) -> dict[str, Any]:
        from usenet_ops.passes import compose, prune
        from usenet_ops.store import db

        with db.connect(autocommit=True) as conn:
            return prune.prune(conn, compose.load_settings(conn)).as_dict()


class WatchdogOperator(BaseOperator):
    """Run every watchdog check; raise WatchdogAlarm (-> one alert) when any fails."""

    template_fields = ("nntp_conn_ids",)

    def __init__(self, *, nntp_conn_ids: Sequence[str], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.nntp_conn_ids = list(nntp_conn_ids)

    @cached_property
    def hooks(self) -> dict[str, NNTPHook]:
        return {conn_id: NNTPHook(conn_id) for conn_id in self.nntp_conn_ids}

    def execute(self, context: Context) -> dict[str, Any]:
        from usenet_ops.passes import compose, watchdog
        from usenet_ops.store import db

        with db.connect(autocommit=True) as conn:
            findings = watchdog.check_all(conn, compose.load_settings(conn),
                                          {name: hook.test_connection for name, hook in self.hooks.items()})
        watchdog.raise_for(findings)
        return {"checks": list(watchdog.CHECKS), "providers": list(self.nntp_conn_ids)}


class HealthPlanOperator(BaseOperator):
    """Plan one provider's health checks: batches of due releases its mapped check tasks expand over.

    Only the provider chosen for its backbone plans (one check per backbone
    is enough: a STAT by message-id asks every account on it the same thing);
    the others plan nothing. Applies the live cadence knob
    ``health_interval_min`` like the crawl's plan: a scheduled wake-up plans
    only once it has passed; a manual trigger always plans.
    """

    template_fields = ("nntp_conn_id", "nntp_conn_ids")

    def __init__(self, *, nntp_conn_id: str, nntp_conn_ids: Sequence[str], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.nntp_conn_id = nntp_conn_id
        self.nntp_conn_ids = list(nntp_conn_ids)

    def execute(self, context: Context) -> list[dict[str, Any]]:
        from airflow.sdk.exceptions import AirflowFailException

        from usenet_ops.passes import compose, health
        from usenet_ops.store import db

        me = NNTPHook(self.nntp_conn_id).provider_config  # AirflowFailException when unusable
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
        dag_run = context.get("dag_run")
        manual = bool(dag_run and dag_run.run_type == "manual")
        with db.connect(autocommit=True) as conn:
            settings = compose.load_settings(conn)
            if not manual and not health.health_due(conn, settings, me.backbone):
                self.log.info("a health check on %s started less than health_interval_min=%d minutes ago; "
                              "skipping this wake-up", me.backbone, settings.health_interval_min)
                return []
            planned = health.plan(conn, me.backbone, settings)
        backbones = sorted(checkers)
        return [{"release_ids": batch, "backbones": backbones} for batch in planned.batches]


class HealthCheckOperator(BaseOperator):
    """Check one batch of releases on one provider's backbone by pipelined STAT (one mapped task per batch).

    Runs in the provider's Airflow pool at the lowest priority weight, holds
    at most one connection (taken and handed back per chunk of STATs), and
    stops at its budgets (``health_budget_sec``, ``health_max_stats``) or at
    once when the pool has nothing to lend. Several releases in a row failing
    on the connection fail the task (HealthProviderSick) so the run is not
    green; refused credentials fail it without retries.
    """

    template_fields = ("nntp_conn_id", "batch")

    def __init__(self, *, batch: dict[str, Any], nntp_conn_id: str = NNTPHook.default_conn_name, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.batch = batch
        self.nntp_conn_id = nntp_conn_id

    @cached_property
    def hook(self) -> NNTPHook:
        return NNTPHook(self.nntp_conn_id)

    def execute(self, context: Any) -> dict[str, Any]:
        from usenet_ops.passes import compose, health
        from usenet_ops.store import db

        provider = self.hook.provider_config
        batch = dict(self.batch)
        target = health.HealthTarget(provider=self.nntp_conn_id, backbone=provider.backbone,
                                     backbones=tuple(batch.get("backbones") or (provider.backbone,)),
                                     run_id=str(context["ti"].run_id))
        with db.connect(autocommit=True) as conn:
            settings = compose.load_settings(conn)
            with self.hook.pool_for(settings) as pool:
                report = health.check_releases(conn, pool, target,
                                               [int(i) for i in batch.get("release_ids") or ()], settings)
        return report.as_dict()


class SpotIndexOperator(BaseOperator):
    """Index the Spotnet group from one provider: XOVER forward, then backfill, HEAD for new spots.

    Applies the live cadence knob: a scheduled wake-up runs only when no
    index pass started within ``spot_interval_min`` or the last one left
    unread articles; a manual trigger always runs. The key ring comes from
    the database (shipped keys, operator overrides: ``usenet-ops spots
    set-key``).
    """

    template_fields = ("nntp_conn_id",)

    def __init__(self, *, nntp_conn_id: str = NNTPHook.default_conn_name, budget_sec: float = 1800.0,
                 **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.nntp_conn_id = nntp_conn_id
        self.budget_sec = budget_sec

    @cached_property
    def hook(self) -> NNTPHook:
        return NNTPHook(self.nntp_conn_id)

    def execute(self, context: Context) -> dict[str, Any]:
        from usenet_ops.passes import compose, spot_index
        from usenet_ops.passes.spot_pass import SpotPassState
        from usenet_ops.store import db, spot_records

        dag_run = context.get("dag_run")
        manual = bool(dag_run and dag_run.run_type == "manual")
        with db.connect(autocommit=True) as conn:
            settings = compose.load_settings(conn)
            if not manual and not spot_records.index_due(conn, settings.spot_interval_min):
                self.log.info("last spot index pass started less than spot_interval_min=%d minutes ago and "
                              "left nothing unread; skipping this wake-up", settings.spot_interval_min)
                return {"kind": "index", "state": SpotPassState.SKIPPED.value}
            provider = self.hook.provider_config  # AirflowFailException when the connection is unusable
            with self.hook.pool_for(settings) as pool:
                report = spot_index.index_spots(conn, pool, settings=settings,
                                           keyring=compose.load_keyring(conn), provider=self.nntp_conn_id,
                                           backbone=provider.backbone, run_id=str(context.get("run_id") or ""),
                                           budget_sec=self.budget_sec)
        return report.as_dict()


class SpotFetchOperator(BaseOperator):
    """Fetch pending spots' NZBs from one provider and import them; the catalogue outlets get the counts."""

    template_fields = ("nntp_conn_id",)

    def __init__(self, *, nntp_conn_id: str = NNTPHook.default_conn_name, budget_sec: float = 1800.0,
                 **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.nntp_conn_id = nntp_conn_id
        self.budget_sec = budget_sec

    @cached_property
    def hook(self) -> NNTPHook:
        return NNTPHook(self.nntp_conn_id)

    def execute(self, context: Context) -> dict[str, Any]:
        from usenet_ops.passes import compose, spot_fetch
        from usenet_ops.store import db

        provider = self.hook.provider_config
        with db.connect(autocommit=True) as conn:
            settings = compose.load_settings(conn)
            with self.hook.pool_for(settings) as pool:
                report = spot_fetch.fetch_spots(conn, pool, settings=settings,
                                           sink=compose.release_sink(), provider=self.nntp_conn_id,
                                           backbone=provider.backbone,
                                           blacklist=compose.load_build_filters(conn).blacklist,
                                           run_id=str(context.get("run_id") or ""), budget_sec=self.budget_sec)
        result = report.as_dict()
        for asset in self.outlets:
            context["outlet_events"][asset].extra = result
        return result


class PlanBackfillOperator(BaseOperator):
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

    template_fields = ("nntp_conn_id",)

    def __init__(self, *, nntp_conn_id: str = NNTPHook.default_conn_name, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.nntp_conn_id = nntp_conn_id

    @cached_property
    def hook(self) -> NNTPHook:
        return NNTPHook(self.nntp_conn_id)

    def execute(self, context: Context) -> list[dict[str, Any]]:
        from usenet_ops.adapters.backfill_window import run_window
        from usenet_ops.passes import backfill, compose
        from usenet_ops.store import db

        provider = self.hook.provider_config  # AirflowFailException when the connection is unusable
        dag_run = context.get("dag_run")
        kind = getattr(dag_run, "run_type", "") or ""
        run_type = str(getattr(kind, "value", kind))  # DagRunType is a str enum: its str() is "DagRunType.X"
        try:
            window = run_window(run_type, context)
        except ValueError as exc:  # an empty window: a retry would meet the same DAG
            raise AirflowFailException(str(exc)) from exc
        with db.connect(autocommit=True) as conn:
            settings = compose.load_settings(conn)
            if settings.skip_backfill:
                self.log.info("skip_backfill is on: nothing planned")
                return []
            if window is None and run_type == "scheduled" and not backfill.walk_due(conn, settings):
                self.log.info("a backfill partition was claimed less than backfill_interval_min=%d minutes ago; "
                              "skipping this wake-up", settings.backfill_interval_min)
                return []
            limit = settings.backfill_batches_per_run if window is None else backfill.MAX_MAPPED
            with self.hook.pool_for(settings) as pool, backfill.Prober(pool) as prober:
                plans = backfill.plan_provider(conn, settings, provider.backbone, probe_for=prober.probe_for,
                                               window=window, limit=limit)
        mapped = backfill.mapped_partitions(plans, settings.backfill_partition_articles)
        for p in plans:
            self.log.info("plan %s [%s]: %d partition(s), %d article numbers left in [%s, %s]%s%s", p.group,
                          p.backbone, len(p.partitions), p.remaining, p.floor, p.ceiling,
                          f", window {p.window[0]}-{p.window[1]}" if p.window else "",
                          f" ({p.note})" if p.note else "")
        self.log.info("plan: %d partition(s) for %s%s", len(mapped), self.nntp_conn_id,
                      f" in window {window[0].isoformat()} .. {window[1].isoformat()}" if window else "")
        return mapped


class CrawlRangeOperator(BaseOperator):
    """Read one backfill partition from one provider (one mapped task per partition, in the provider's pool).

    The claim's owner is the task without its try number, so Airflow's retry
    of a killed task resumes its partition at once while another run's task
    finds it busy. A renumbered group and unusable credentials fail at once.
    """

    template_fields = ("nntp_conn_id", "partition")

    def __init__(self, *, partition: dict[str, Any], nntp_conn_id: str = NNTPHook.default_conn_name,
                 **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.partition = partition
        self.nntp_conn_id = nntp_conn_id

    @cached_property
    def hook(self) -> NNTPHook:
        return NNTPHook(self.nntp_conn_id)

    def execute(self, context: Any) -> dict[str, Any]:
        from usenet_ops.domain.backfill_plan import Partition
        from usenet_ops.passes import backfill, compose, crawl
        from usenet_ops.store import db

        ti = context["ti"]
        owner = f"{ti.dag_id}/{ti.run_id}/{ti.task_id}[{ti.map_index}]"
        provider = self.hook.provider_config
        part = dict(self.partition)
        with db.connect(autocommit=True) as conn:
            settings = compose.load_settings(conn)
            target = backfill.RangeTarget(
                provider=self.nntp_conn_id, backbone=provider.backbone, group=str(part["group"]),
                indexed_groups=compose.indexed_groups(conn),
                partition=Partition(int(part["block"]), int(part["lo"]), int(part["hi"])), size=int(part["size"]))
            with self.hook.pool_for(settings) as pool, _renumbered_fails_the_task(crawl.GroupRenumbered):
                report = backfill.crawl_range(target, conn=conn, pool=pool, settings=settings,
                                              filters=compose.load_filters(conn), owner=owner,
                                              run_id=str(ti.run_id),
                                              stage_connect=lambda: db.connect(autocommit=True))
        return report.as_dict()


class ProbePlanOperator(BaseOperator):
    """Plan one provider's probe tasks: ``probe_batches`` of them while candidates wait, none when the queue is empty."""

    template_fields = ("nntp_conn_id",)

    def __init__(self, *, nntp_conn_id: str = NNTPHook.default_conn_name, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.nntp_conn_id = nntp_conn_id

    def execute(self, context: Any) -> list[dict[str, Any]]:
        from usenet_ops.passes import compose
        from usenet_ops.store import db, probe_queue

        with db.connect(autocommit=True) as conn:
            settings = compose.load_settings(conn)
            pending = probe_queue.depth(conn)["states"]["queued"]
        batches = min(settings.probe_batches, -(-pending // settings.probe_batch_size)) if pending else 0
        self.log.info("probe plan on %s: %d candidates queued -> %d task(s)", self.nntp_conn_id, pending, batches)
        return [{"batch": i} for i in range(batches)]


class ProbeOperator(BaseOperator):
    """Drain one batch of the probe queue on one provider (one mapped task per batch, in the provider's pool).

    Reads at most ``probe_budget_mb`` and ``probe_batch_size`` candidates;
    a missing article goes back to the queue for another provider. Several
    releases in a row failing on the connection fail the task
    (ProbeProviderSick) so the run is not green.
    """

    template_fields = ("nntp_conn_id", "batch")

    def __init__(self, *, batch: dict[str, Any], nntp_conn_id: str = NNTPHook.default_conn_name, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.batch = batch
        self.nntp_conn_id = nntp_conn_id

    @cached_property
    def hook(self) -> NNTPHook:
        return NNTPHook(self.nntp_conn_id)

    def execute(self, context: Any) -> dict[str, Any]:
        from usenet_ops.passes import compose, probe
        from usenet_ops.store import db

        ti = context["ti"]
        claimant = f"{ti.dag_id}/{ti.run_id}/{ti.task_id}/{getattr(ti, 'map_index', -1)}/{getattr(ti, 'try_number', 0)}"
        with db.connect(autocommit=True) as conn:
            settings = compose.load_settings(conn)
            with self.hook.pool_for(settings) as pool:
                report = probe.run_probes(conn, pool, settings, provider=self.nntp_conn_id,
                                          claimant=claimant[:200], run_id=str(ti.run_id))
        return report.as_dict()


class TagFillPlanOperator(BaseOperator):
    """Plan tag fill batches: id ranges of releases an older classifier built (none when the catalogue is current).

    A walk in progress is continued at every wake-up; a new walk (the
    classifier changed: code, junk rules, blacklist) or the check of newly
    built ids starts once ``tagfill_interval_min`` has passed since the last
    plan. A manual trigger always plans.
    """

    def execute(self, context: Context) -> list[dict[str, Any]]:
        from usenet_ops.passes import compose, tagfill
        from usenet_ops.store import db, tagfill_state

        dag_run = context.get("dag_run")
        manual = bool(dag_run and dag_run.run_type == "manual")
        with db.connect(autocommit=True) as conn:
            settings = compose.load_settings(conn)
            version = compose.classifier_version(conn)
            if (not manual and not tagfill_state.walking(conn, version)
                    and tagfill_state.planned_within(conn, settings.tagfill_interval_min)):
                self.log.info("tag fill at %s is current and planned less than tagfill_interval_min=%d minutes ago; "
                              "skipping this wake-up", version, settings.tagfill_interval_min)
                return []
            ranges = tagfill.plan(conn, settings, version)
        self.log.info("tag fill plan at classifier %s: %d batch(es) %s", version, len(ranges), ranges[:4])
        return [{"lo": lo, "hi": hi} for lo, hi in ranges]


class TagFillOperator(BaseOperator):
    """Re-derive (and sweep) the releases of one id range: one mapped task per planned batch."""

    template_fields = ("batch",)

    def __init__(self, *, batch: dict[str, Any], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.batch = batch

    def execute(self, context: Any) -> dict[str, Any]:
        from usenet_ops.passes import compose, tagfill
        from usenet_ops.store import db

        with db.connect(autocommit=True) as conn:
            report = tagfill.run_batch(conn, int(self.batch["lo"]), int(self.batch["hi"]),
                                       settings=compose.load_settings(conn), filters=compose.load_build_filters(conn),
                                       run_id=str(context.get("run_id") or ""))
        return report.as_dict()
