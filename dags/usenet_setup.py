"""usenet_setup: bring the indexer database up to date from the Airflow UI.

Applies pending migrations and loads the shipped seed data (curated groups).
Both steps are idempotent, so the DAG is safe to trigger at any time; the
compose init service and `make demo` run the same steps through the CLI.
"""

from __future__ import annotations

from airflow.sdk import dag, task

from usenet_ops.adapters import dag_tasks, dagconfig


@dag(
    dag_id="usenet_setup",
    schedule=None,
    start_date=dagconfig.START_DATE,
    catchup=False,
    max_active_runs=1,
    tags=dagconfig.TAGS,
    default_args=dagconfig.default_args(),
    doc_md=__doc__,
)
def usenet_setup() -> None:
    @task
    def migrate() -> list[str]:
        return dag_tasks.migrate()

    @task
    def seed_groups() -> int:
        return dag_tasks.seed_groups()

    migrate() >> seed_groups()


usenet_setup()
