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

from datetime import timedelta

from airflow.sdk import dag

from usenet_ops.adapters import dagconfig, range_dags
from usenet_ops.adapters.history import WALKER_RUN_TYPES
from usenet_ops.adapters.operators import PlanBackfillOperator


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
    range_dags.read_ranges(PlanBackfillOperator)


usenet_backfill()
