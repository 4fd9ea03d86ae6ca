"""The backfill's DAG body, shared by the walker (usenet_backfill) and the history DAG (usenet_history).

A module of its own because it wires operators into a DAG: dagconfig sits
below the operators (they read its pools and priorities), this sits above
both.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import timedelta
from typing import TYPE_CHECKING, Any

from airflow.sdk import task

from usenet_ops.adapters import dagconfig
from usenet_ops.adapters.operators import CrawlRangeOperator

if TYPE_CHECKING:
    from airflow.sdk import BaseOperator


def read_ranges(plan: Callable[..., BaseOperator]) -> None:
    """Declare the backfill's body (the walker and the history DAG alike): plan, mapped crawl_range, check.

    Per provider, ``plan`` (it probes the server for date boundaries, so it
    takes a slot of the provider's pool too) returns partitions and
    ``crawl_range`` reads them at the backfill's priority (one lease a task,
    or ``dagconfig.backfill_leases_per_task`` side by side); ``check``, the
    run's only leaf, fails the run naming failed partitions. Called inside
    the ``@dag`` function.
    """
    providers = dagconfig.provider_conn_ids()
    leases = dagconfig.backfill_leases_per_task()
    ranges = dagconfig.per_provider(
        "backfill",
        lambda conn_id: plan(task_id="plan", nntp_conn_id=conn_id, pool=dagconfig.pool_for(conn_id),
                             leases_per_task=leases, **dagconfig.pool_priority("backfill")),
        CrawlRangeOperator, task_id="crawl_range", expand="partition", pool_slots=leases,
        max_active_tis_per_dagrun=dagconfig.backfill_tasks_per_run(), execution_timeout=timedelta(hours=2))

    @task(trigger_rule="all_done")
    def check(planned: list[list[dict[str, Any]] | None],
              reports: list[Sequence[dict[str, Any] | None] | None]) -> dict[str, Any]:
        from usenet_ops.adapters.crawl_summary import check_backfill

        return check_backfill(providers, planned, reports)

    # A @task is called with XComArgs, which Airflow resolves to the typed values at run time.
    check([planned.output for planned, _ in ranges], [output for _, output in ranges])  # type: ignore[misc]
