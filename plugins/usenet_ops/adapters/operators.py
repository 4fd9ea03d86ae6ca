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

from collections.abc import Sequence
from functools import cached_property
from typing import Any

from airflow.sdk import BaseOperator, Context

from usenet_ops.adapters.nntp_hook import NNTPHook


class CrawlGroupOperator(BaseOperator):
    """Crawl one newsgroup forward from one provider (one mapped task per (provider, group)).

    The crawl borrows its connection from the hook's pool, made with the
    live settings (keepalive, benching cooldown, deadlines). A connection
    without a host, unreadable extras and credentials the server refuses
    fail the task at once (AirflowFailException) instead of retrying.
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
        from usenet_ops.nntp.pool import PoolSettings
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
            self.hook.configure_pool(PoolSettings.from_knobs(settings))
            try:
                with self.hook.configuration_errors_fail_the_task():
                    report = crawl.crawl_group(
                        target,
                        conn=conn,
                        pool=self.hook.get_conn(),
                        settings=settings,
                        filters=compose.load_filters(conn),
                        owner=owner,
                        run_id=str(ti.run_id),
                        stage_connect=lambda: db.connect(autocommit=True),
                    )
            finally:
                self.hook.close()
        return report.as_dict()


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


class BuildOperator(BaseOperator):
    """Run one build pass (with catch-up); its report is the XCom and the extra of every outlet's event.

    Sets whose assembly raised or that were set aside do not fail the task
    (the pass did all it could, and a retry would meet none of them again),
    but they alert: a parser bug or a refused release is for an operator.
    """

    def execute(self, context: Context) -> dict[str, Any]:
        from usenet_ops.adapters import alerts
        from usenet_ops.passes import build, compose
        from usenet_ops.store import db

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
