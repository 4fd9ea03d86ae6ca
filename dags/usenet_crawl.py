"""usenet_crawl: forward-crawl every active group from every provider into staging.

per provider: plan -> one mapped crawl task per group, in the provider's
pool -> summary, which updates the staging Asset the build DAG waits on.
The cadence knob ``crawl_interval_min`` is applied live by the plan task
(the DAG wakes every 5 minutes and skips until the interval has passed), so
changing it needs no deploy; a manual trigger always runs.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import timedelta
from typing import TYPE_CHECKING, Any

from airflow.sdk import TaskGroup, dag, task

from usenet_ops.adapters import assets, dagconfig
from usenet_ops.adapters.operators import CrawlGroupOperator, PlanCrawlOperator

if TYPE_CHECKING:
    from airflow.sdk.types import OutletEventAccessorsProtocol

PROVIDERS = dagconfig.provider_conn_ids()


@dag(
    dag_id="usenet_crawl",
    schedule=timedelta(minutes=5),
    start_date=dagconfig.START_DATE,
    catchup=False,
    max_active_runs=1,
    tags=dagconfig.TAGS,
    default_args=dagconfig.default_args(),
    doc_md=__doc__,
)
def usenet_crawl() -> None:
    crawled = []
    for conn_id in PROVIDERS:
        with TaskGroup(group_id=conn_id):
            planned = PlanCrawlOperator(task_id="plan", nntp_conn_id=conn_id)
            crawled.append(
                CrawlGroupOperator.partial(
                    task_id="crawl_group",
                    nntp_conn_id=conn_id,
                    pool=dagconfig.pool_for(conn_id),
                    pool_slots=1,
                    max_active_tis_per_dagrun=8,
                    execution_timeout=timedelta(hours=2),
                    **dagconfig.pool_priority("crawl"),
                ).expand(group=planned.output)
            )

    @task(outlets=[assets.STAGING], trigger_rule="all_done")
    def summarize(reports: list[Sequence[dict[str, Any] | None]],
                  outlet_events: OutletEventAccessorsProtocol | None = None) -> dict[str, Any]:
        from usenet_ops.adapters.crawl_summary import summarize_crawl

        summary = summarize_crawl([r for per_provider in reports for r in per_provider])
        if outlet_events is not None:
            outlet_events[assets.STAGING].extra = summary
        return summary

    summarize([c.output for c in crawled])


usenet_crawl()
