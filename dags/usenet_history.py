"""usenet_history: read groups' history by posting date, a week per run, through Airflow's own backfill.

    airflow backfill create --dag-id usenet_history --from-date 2025-01-01 --to-date 2025-12-31 \
        [--max-active-runs N] [--run-backwards]

(or the UI's Backfill dialog) makes one run per week from --from-date: a
year is 53 runs. Each run's data interval is its posting-date window; per
provider, plan resolves the window's edges to article numbers (searched once
per group, then cached) and maps one crawl_range task per partition of it,
in the provider's pool below the forward crawl's priority -> check, the
run's only leaf, fails the run naming each failed partition or quarantined
range. A manual run reads the window of its conf {"from": ISO, "to": ISO}.

The DAG is created unpaused: its own weekly wake-ups plan nothing (the
remaining gap is walked by usenet_backfill), and a backfill of a paused DAG
waits without a word (`usenet-ops backfill status` and status.json say so).
docs/adr/0010.
"""

from __future__ import annotations

import pendulum
from airflow.sdk import DeltaDataIntervalTimetable, dag

from usenet_ops.adapters import dagconfig, range_dags
from usenet_ops.adapters.history import HISTORY_WINDOW, PlanHistoryOperator


@dag(
    dag_id="usenet_history",
    # A data-interval timetable: each run's interval is the posting-date window it reads (a trigger
    # timetable's runs have none). Delta windows start at --from-date, unaligned.
    schedule=DeltaDataIntervalTimetable(HISTORY_WINDOW),
    # History starts long before the indexer: a date-window backfill may reach back to 2008 (REBUILD's era).
    start_date=pendulum.datetime(2008, 1, 1, tz="UTC"),
    catchup=False,
    max_active_runs=1,
    is_paused_upon_creation=False,
    tags=dagconfig.TAGS,
    default_args=dagconfig.default_args(),
    doc_md=__doc__,
)
def usenet_history() -> None:
    range_dags.read_ranges(PlanHistoryOperator)


usenet_history()
