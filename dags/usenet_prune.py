"""usenet_prune: stale staging, the diagnostics horizon, opt-in catalogue retention.

Daily. Deleting releases happens only when ``nzb_retention_days`` is set
(default 0: keep forever). The seed's cadence knob (``prune_interval_min``)
is not offered: the schedule is this DAG's own.
"""

from __future__ import annotations

from datetime import timedelta

from airflow.sdk import dag

from usenet_ops.adapters import dagconfig
from usenet_ops.adapters.operators import PruneOperator


@dag(
    dag_id="usenet_prune",
    schedule=timedelta(days=1),
    start_date=dagconfig.START_DATE,
    catchup=False,
    max_active_runs=1,
    tags=dagconfig.TAGS,
    default_args=dagconfig.default_args(),
    doc_md=__doc__,
)
def usenet_prune() -> None:
    PruneOperator(task_id="prune", execution_timeout=timedelta(hours=1))


usenet_prune()
