"""usenet_build: assemble complete staged sets into catalogue releases.

Runs as soon as a crawl updates the staging Asset (data-aware), and every
30 minutes as a fallback (the walk-past sweep and settling of sets without a
file counter need time, not new articles). One pass drains up to
``build_drain_per_pass`` sets per round and keeps going while ready work
remains (unless ``build_no_catchup``). Its outlet, the catalogue Asset,
carries the pass's counts (the seed's release-indexed event).

settle -> plan -> ``build`` mapped over ``build_parallelism`` workers: passes
side by side, each claiming its own chunks (SKIP LOCKED in Postgres, a claim
key in Redis), on whichever Celery workers are free. ``settle`` promotes
history read on the rebuild path (``backfill_path=rebuild``, docs/adr/0021)
and hands the sets at the forward crawl's edge to staging first, so the
build completes them with the crawl's part; without such history it ends at
once.
"""

from __future__ import annotations

from datetime import timedelta

from airflow.sdk import AssetOrTimeSchedule, CronTriggerTimetable, dag

from usenet_ops.adapters import assets, dagconfig
from usenet_ops.adapters.operators import BuildOperator, BuildPlanOperator, SettleOperator


@dag(
    dag_id="usenet_build",
    schedule=AssetOrTimeSchedule(
        timetable=CronTriggerTimetable("*/30 * * * *", timezone="UTC"), assets=[assets.STAGING]
    ),
    start_date=dagconfig.START_DATE,
    catchup=False,
    max_active_runs=1,
    tags=dagconfig.TAGS,
    default_args=dagconfig.default_args(),
    doc_md=__doc__,
)
def usenet_build() -> None:
    settle = SettleOperator(task_id="settle", outlets=[assets.CATALOGUE], execution_timeout=timedelta(hours=1))
    workers = BuildPlanOperator(task_id="plan")
    settle >> workers
    BuildOperator.partial(task_id="build", outlets=[assets.CATALOGUE],
                          execution_timeout=timedelta(hours=1)).expand(worker=workers.output)


usenet_build()
