"""usenet_crawl: forward-crawl every active group from every provider into staging.

per provider: plan -> one mapped crawl task per group, in the provider's
pool -> summary, which updates the staging Asset the build DAG waits on,
whatever each group did -> check, the run's only leaf: it fails the run when
a group's crawl failed for good or set ranges aside in quarantine, naming
them (a run in which work failed never ends green).
The cadence knob ``crawl_interval_min`` is applied live by the plan task
(the DAG wakes every 5 minutes and skips until the interval has passed), so
changing it needs no deploy; a manual trigger always runs.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import timedelta
from typing import TYPE_CHECKING, Any

from airflow.sdk import dag, task

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
    per_provider = dagconfig.per_provider(
        "crawl", lambda conn_id: PlanCrawlOperator(task_id="plan", nntp_conn_id=conn_id),
        CrawlGroupOperator, task_id="crawl_group", expand="group", max_active_tis_per_dagrun=8,
        execution_timeout=timedelta(hours=2))
    plans = [planned for planned, _ in per_provider]
    crawled = [output for _, output in per_provider]

    @task(outlets=[assets.STAGING], trigger_rule="all_done")
    def summarize(reports: list[Sequence[dict[str, Any] | None]],
                  outlet_events: OutletEventAccessorsProtocol | None = None) -> dict[str, Any]:
        from usenet_ops.adapters.crawl_summary import summarize_crawl

        summary = summarize_crawl([r for per_provider in reports for r in per_provider])
        if outlet_events is not None:
            outlet_events[assets.STAGING].extra = summary
        return summary

    @task(trigger_rule="all_done")
    def check(planned: list[list[str] | None], reports: list[Sequence[dict[str, Any] | None] | None]) -> None:
        from usenet_ops.adapters.crawl_summary import check_run

        check_run(PROVIDERS, planned, reports)

    summarize(crawled) >> check([p.output for p in plans], crawled)


usenet_crawl()
