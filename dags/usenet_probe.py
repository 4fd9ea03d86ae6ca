"""usenet_probe: phase 2 - read a few articles per release to name obfuscated uploads, find ids, flag passwords.

per provider: plan -> one mapped probe task per batch (``probe_batches`` at
most, while candidates wait), in the provider's pool below crawl and
backfill -> summary. Each task claims ``probe_batch_size`` candidates from
the probe queue (filled at build), reads them within ``probe_budget_mb``,
and stores what it learned per release (docs/adr/0016-probes.md). An
article missing on one provider goes back to the queue for another. A
failed probe task fails the run.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import timedelta
from typing import Any

from airflow.sdk import dag, task

from usenet_ops.adapters import dagconfig
from usenet_ops.adapters.operators import ProbeOperator, ProbePlanOperator


@dag(
    dag_id="usenet_probe",
    schedule=timedelta(minutes=10),
    start_date=dagconfig.START_DATE,
    catchup=False,
    max_active_runs=1,
    tags=dagconfig.TAGS,
    default_args=dagconfig.default_args(),
    doc_md=__doc__,
)
def usenet_probe() -> None:
    probed = dagconfig.per_provider(
        "probe", lambda conn_id: ProbePlanOperator(task_id="plan", nntp_conn_id=conn_id),
        ProbeOperator, task_id="probe", expand="batch", execution_timeout=timedelta(hours=1))

    @task(trigger_rule="none_failed")
    def summarize(reports: list[Sequence[dict[str, Any] | None]]) -> dict[str, Any]:
        flat = [r for per_provider in reports for r in per_provider or () if r]
        keys = ("articles", "bytes_read", "releases", "named", "still_unnamed", "ids", "passworded", "hostile",
                "failures")
        return {"tasks": len(flat), **{k: sum(int(r.get(k, 0)) for r in flat) for k in keys}}

    summarize([output for _, output in probed])


usenet_probe()
