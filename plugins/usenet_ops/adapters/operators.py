"""Thin Airflow operators over the passes: fetch config -> run the pass -> return its report."""

from __future__ import annotations

from functools import cached_property
from typing import Any

from airflow.sdk import BaseOperator

from usenet_ops.adapters.nntp_hook import NNTPHook


class CrawlGroupOperator(BaseOperator):
    """Crawl one newsgroup forward from one provider (one mapped task per (provider, group))."""

    template_fields = ("group", "nntp_conn_id")

    def __init__(self, *, group: str, nntp_conn_id: str = NNTPHook.default_conn_name, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.group = group
        self.nntp_conn_id = nntp_conn_id

    @cached_property
    def hook(self) -> NNTPHook:
        return NNTPHook(self.nntp_conn_id)

    def execute(self, context: Any) -> dict:
        from usenet_ops.passes import crawl, wiring
        from usenet_ops.store import db, groups

        ti = context["ti"]
        owner = f"{ti.dag_id}/{ti.run_id}/{ti.task_id}[{ti.map_index}]#{ti.try_number}"
        provider = self.hook.provider_config
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
            timeouts = wiring.nntp_timeouts(settings)
            report = crawl.crawl_group(
                target,
                conn=conn,
                open_client=lambda: self.hook.get_client(timeouts).connect(),
                settings=settings,
                filters=wiring.load_filters(conn),
                owner=owner,
                run_id=str(ti.run_id),
                stage_connect=lambda: db.connect(autocommit=True),
            )
        return report.as_dict()
