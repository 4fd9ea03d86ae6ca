"""Thin Airflow operators over the passes: fetch config -> run the pass -> return its report."""

from __future__ import annotations

from functools import cached_property
from typing import Any

from airflow.sdk import BaseOperator

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
        from usenet_ops.passes import crawl, wiring
        from usenet_ops.store import db, groups

        ti = context["ti"]
        owner = f"{ti.dag_id}/{ti.run_id}/{ti.task_id}[{ti.map_index}]#{ti.try_number}"
        provider = self.hook.provider_config  # AirflowFailException when the connection is unusable
        with db.connect(autocommit=True) as conn:
            settings = wiring.load_settings(conn)
            row = groups.get(conn, self.group)
            target = crawl.CrawlTarget(
                provider=self.nntp_conn_id,
                backbone=provider.backbone,
                group=self.group,
                indexed_groups=wiring.indexed_groups(conn),
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
                        filters=wiring.load_filters(conn),
                        owner=owner,
                        run_id=str(ti.run_id),
                        stage_connect=lambda: db.connect(autocommit=True),
                    )
            finally:
                self.hook.close()
        return report.as_dict()
