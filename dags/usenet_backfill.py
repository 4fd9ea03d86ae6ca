"""usenet_backfill: walk groups' remaining history as range partitions, by article number.

per provider: plan -> one mapped crawl_range task per partition, in the
provider's pool below the forward crawl's priority (the crawl always wins a
provider's connections) -> check, the run's only leaf: it fails the run
naming each failed partition or quarantined range.

Scheduled wake-ups walk the remaining gap within ``backfill_batches_per_run``
once ``backfill_interval_min`` has passed; a manual run always walks (conf
{"from": ISO, "to": ISO} narrows it to a posting-date window). History by
posting date through Airflow's own backfill is usenet_history's (a week per
run): this DAG admits no backfill runs, whose 10-minute windows made a year
~52,600 runs. docs/adr/0010.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import timedelta
from typing import Any

from airflow.sdk import dag, task

from usenet_ops.adapters import dagconfig
from usenet_ops.adapters.history import WALKER_RUN_TYPES
from usenet_ops.adapters.operators import CrawlRangeOperator, PlanBackfillOperator

PROVIDERS = dagconfig.provider_conn_ids()


@dag(
    dag_id="usenet_backfill",
    schedule=timedelta(minutes=10),
    start_date=dagconfig.START_DATE,
    catchup=False,
    max_active_runs=1,
    # `airflow backfill create` and the UI's Backfill dialog are refused here by name: usenet_history reads dates.
    allowed_run_types=WALKER_RUN_TYPES,
    tags=dagconfig.TAGS,
    default_args=dagconfig.default_args(),
    doc_md=__doc__,
)
def usenet_backfill() -> None:
    per_provider = dagconfig.per_provider(
        "backfill",
        # The plan probes the server (date boundaries): it takes a slot of the provider's pool too.
        lambda conn_id: PlanBackfillOperator(task_id="plan", nntp_conn_id=conn_id, pool=dagconfig.pool_for(conn_id),
                                             **dagconfig.pool_priority("backfill")),
        CrawlRangeOperator, task_id="crawl_range", expand="partition",
        max_active_tis_per_dagrun=dagconfig.backfill_tasks_per_run(), execution_timeout=timedelta(hours=2))

    @task(trigger_rule="all_done")
    def check(planned: list[list[dict[str, Any]] | None],
              reports: list[Sequence[dict[str, Any] | None] | None]) -> dict[str, Any]:
        from usenet_ops.adapters.crawl_summary import check_backfill

        return check_backfill(PROVIDERS, planned, reports)

    check([planned.output for planned, _ in per_provider], [output for _, output in per_provider])


usenet_backfill()
