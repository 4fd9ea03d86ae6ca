"""usenet_watchdog: turn silent trouble into alerts every 10 minutes.

Tests each provider's connection, checks that the crawl keeps running and no
group is stalled, and that complete sets do not wait long to be built. Any
finding fails the task, and the one failure callback alerts with the job,
the error and what to check.
"""

from __future__ import annotations

from datetime import timedelta

from airflow.sdk import dag

from usenet_ops.adapters import dagconfig
from usenet_ops.adapters.operators import WatchdogOperator

PROVIDERS = dagconfig.provider_conn_ids()


@dag(
    dag_id="usenet_watchdog",
    schedule=timedelta(minutes=10),
    start_date=dagconfig.START_DATE,
    catchup=False,
    max_active_runs=1,
    tags=dagconfig.TAGS,
    # Short retries: a watchdog that takes half an hour to alert is no watchdog.
    default_args=dagconfig.default_args(retry_delay=timedelta(seconds=5), retry_exponential_backoff=False),
    doc_md=__doc__,
)
def usenet_watchdog() -> None:
    WatchdogOperator(task_id="check", nntp_conn_ids=PROVIDERS, execution_timeout=timedelta(minutes=5))


usenet_watchdog()
