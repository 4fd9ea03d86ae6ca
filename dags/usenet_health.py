"""usenet_health: are the catalogue's articles still on the servers? Pipelined STAT, verdicts per backbone.

per provider: plan -> one mapped check task per batch of ``health_batch_size``
due releases, in the provider's pool at the lowest priority weight (crawl and
backfill first) -> summary. Only one provider per backbone plans (a STAT by
message-id asks every account on a backbone the same thing). The cadence
knob ``health_interval_min`` is applied live by the plan task (the DAG wakes
every 5 minutes); a manual trigger always plans. Due: never-checked releases
first (newest first, after ``health_min_age_hours``), then by their next
check time (a quarter of their age, at least daily, at most
``health_recheck_days``). A failed check task fails the run.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import timedelta
from typing import Any

from airflow.sdk import dag, task

from usenet_ops.adapters import dag_tasks, dagconfig
from usenet_ops.adapters.operators import HealthCheckOperator, HealthPlanOperator

PROVIDERS = dagconfig.provider_conn_ids()


@dag(
    dag_id="usenet_health",
    schedule=timedelta(minutes=5),
    start_date=dagconfig.START_DATE,
    catchup=False,
    max_active_runs=1,
    tags=dagconfig.TAGS,
    default_args=dagconfig.default_args(),
    doc_md=__doc__,
)
def usenet_health() -> None:
    checked = dagconfig.per_provider(
        "health", lambda conn_id: HealthPlanOperator(task_id="plan", nntp_conn_id=conn_id, nntp_conn_ids=PROVIDERS),
        HealthCheckOperator, task_id="check", expand="batch", max_active_tis_per_dagrun=2,
        execution_timeout=timedelta(hours=1))

    # none_failed: a provider with nothing due (its checks skipped) does not skip the summary; a failed check fails it.
    @task(trigger_rule="none_failed")
    def summarize(reports: list[Sequence[dict[str, Any] | None]]) -> dict[str, Any]:
        return dag_tasks.summarize_health(reports)

    summarize([output for _, output in checked])


usenet_health()
