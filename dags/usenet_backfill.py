"""usenet_backfill: read groups' history as range partitions, by article number or by posting date.

per provider: plan -> one mapped crawl_range task per partition, in the
provider's pool below the forward crawl's priority (the crawl always wins a
provider's connections) -> check, the run's only leaf: it fails the run
naming each failed partition or quarantined range.

Airflow's own backfill drives history by posting date: each run's data
interval is a posting-date window, so `airflow backfill create --dag-id
usenet_backfill --from-date ... --to-date ... [--run-backwards]
[--max-active-runs N]` and the UI's Backfill dialog read exactly those
windows (each edge resolved to article numbers once, then cached). Scheduled
wake-ups walk the remaining gap within ``backfill_batches_per_run`` once
``backfill_interval_min`` has passed. docs/adr/0010.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import timedelta
from typing import Any

import pendulum
from airflow.sdk import DeltaDataIntervalTimetable, dag, task

from usenet_ops.adapters import dagconfig
from usenet_ops.adapters.operators import CrawlRangeOperator, PlanBackfillOperator

PROVIDERS = dagconfig.provider_conn_ids()


@dag(
    dag_id="usenet_backfill",
    # A data-interval timetable, not a bare timedelta: Airflow 3 turns timedelta(minutes=10) into a
    # DeltaTriggerTimetable whose runs have an empty data interval (start == end), so every backfill
    # run's posting-date window was empty and `airflow backfill create` planned nothing.
    schedule=DeltaDataIntervalTimetable(timedelta(minutes=10)),
    # History starts long before the indexer: a date-window backfill may reach back to 2008 (REBUILD's era).
    start_date=pendulum.datetime(2008, 1, 1, tz="UTC"),
    catchup=False,
    max_active_runs=1,
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
