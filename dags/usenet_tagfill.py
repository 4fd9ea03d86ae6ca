"""usenet_tagfill: carry today's classifier to releases an older one built; sweep out what the rules now reject.

plan -> ``tagfill`` mapped over id ranges of ``tagfill_batch_size`` ids (at
most ``tagfill_batches_per_run`` per run) -> summary. Wakes every 15 minutes:
a walk in progress continues at once, a new one (the classifier version
changed: code, junk rules or blacklist) starts once ``tagfill_interval_min``
has passed since the last plan; a manual trigger always plans. Each batch
re-derives search name, category, tags and episode fields with the build's
own functions and, with ``tagfill_sweep``, moves releases the current junk
rules or blacklist reject to ``release_removals`` (restorable for
``tagfill_grace_days``; docs/adr/0020-tag-fill.md). A failed batch fails the
run; its range is walked again by the next plan.
"""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from airflow.sdk import dag, task

from usenet_ops.adapters import dag_tasks, dagconfig
from usenet_ops.adapters.operators import TagFillOperator, TagFillPlanOperator


@dag(
    dag_id="usenet_tagfill",
    schedule=timedelta(minutes=15),
    start_date=dagconfig.START_DATE,
    catchup=False,
    max_active_runs=1,
    tags=dagconfig.TAGS,
    default_args=dagconfig.default_args(),
    doc_md=__doc__,
)
def usenet_tagfill() -> None:
    planned = TagFillPlanOperator(task_id="plan")
    batches = TagFillOperator.partial(
        task_id="tagfill",
        max_active_tis_per_dagrun=2,
        execution_timeout=timedelta(hours=2),
    ).expand(batch=planned.output)

    # none_failed: nothing to plan (batches skipped) does not skip the summary; a failed batch fails it.
    @task(trigger_rule="none_failed")
    def summarize(reports: list[dict[str, Any] | None]) -> dict[str, Any]:
        return dag_tasks.summarize_tagfill(reports)

    summarize(batches.output)


usenet_tagfill()
