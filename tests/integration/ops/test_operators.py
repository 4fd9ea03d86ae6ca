"""The pass operators: what a DAG run hands on (Asset events with their extra), the plan's cadence skip."""

from __future__ import annotations

import json
from pathlib import Path
from types import SimpleNamespace

import pytest

from usenet_ops.store import groups

ROOT = Path(__file__).resolve().parents[3]

pytestmark = pytest.mark.airflow


def _dag(dag_id: str):
    from airflow.dag_processing.dagbag import DagBag

    bag = DagBag(dag_folder=str(ROOT / "dags"))
    assert bag.import_errors == {}
    return bag.dags[dag_id]


def _asset_events(dag_id: str, run_id: str) -> list[tuple[str, str, dict]]:
    """Return (task_id, asset uri, extra) of every Asset event a DAG run emitted."""
    from airflow.models.asset import AssetEvent, AssetModel
    from airflow.utils.session import create_session
    from sqlalchemy import select

    with create_session() as session:
        rows = session.execute(
            select(AssetEvent.source_task_id, AssetModel.uri, AssetEvent.extra)
            .join(AssetModel, AssetModel.id == AssetEvent.asset_id)
            .where(AssetEvent.source_dag_id == dag_id, AssetEvent.source_run_id == run_id)
        ).all()
    return [(task_id, uri, dict(extra)) for task_id, uri, extra in rows]


def test_the_build_run_updates_the_catalogue_asset_with_the_pass_report(airflow_db, db) -> None:
    run = _dag("usenet_build").test()
    assert run.state == "success"
    events = _asset_events("usenet_build", run.run_id)
    # The settle task first (history on the rebuild path; here none: its report says so), then the build.
    assert [(task_id, uri) for task_id, uri, _ in events] == [("settle", "usenet://indexer/catalogue"),
                                                             ("build", "usenet://indexer/catalogue")]
    settled = events[0][2]
    assert settled["kind"] == "settle" and settled["candidates"] == 0 and settled["promoted"] == 0
    extra = events[1][2]
    assert extra["built"] == 0 and extra["candidates"] == 0 and extra["rounds"] == 1 and "outcomes" in extra
    recorded = db.execute("SELECT run_id, state FROM usenet.build_passes").fetchall()
    assert [(r["run_id"], r["state"]) for r in recorded] == [(run.run_id, "done")]


def test_build_parallelism_maps_that_many_build_tasks_each_recording_its_pass(airflow_db, db) -> None:
    from usenet_ops.store import settings

    settings.set_value(db, "build_parallelism", 3)
    run = _dag("usenet_build").test()
    assert run.state == "success"
    builds = sorted((t.map_index, t.state) for t in run.get_task_instances() if t.task_id == "build")
    assert builds == [(0, "success"), (1, "success"), (2, "success")]
    events = _asset_events("usenet_build", run.run_id)
    assert [(task_id, uri) for task_id, uri, _ in events] == [("settle", "usenet://indexer/catalogue")] + \
        [("build", "usenet://indexer/catalogue")] * 3
    recorded = db.execute("SELECT run_id, state FROM usenet.build_passes").fetchall()
    assert [(r["run_id"], r["state"]) for r in recorded] == [(run.run_id, "done")] * 3


@pytest.fixture
def nntp_default(monkeypatch: pytest.MonkeyPatch) -> None:
    """Define nntp_default (never dialled here): the plan reads its backbone and role."""
    monkeypatch.setenv("AIRFLOW_CONN_NNTP_DEFAULT", json.dumps({"conn_type": "nntp", "host": "127.0.0.1", "port": 9}))


def test_a_crawl_run_with_nothing_planned_still_updates_the_staging_asset(airflow_db, db, nntp_default) -> None:
    run = _dag("usenet_crawl").test()
    assert run.state == "success", [(t.task_id, t.map_index, t.state) for t in run.get_task_instances()]
    events = _asset_events("usenet_crawl", run.run_id)
    assert events == [("summarize", "usenet://indexer/staging", {"groups": 0, "states": {}})]


def _plan_context(run_type: str) -> dict:
    return {"dag_run": SimpleNamespace(run_type=run_type)}


def test_plan_skips_a_scheduled_wake_up_inside_crawl_interval_but_never_a_manual_run(db, nntp_default) -> None:
    from usenet_ops.adapters.operators import PlanCrawlOperator

    groups.add(db, "alt.binaries.x")
    plan = PlanCrawlOperator(task_id="plan", nntp_conn_id="nntp_default")
    assert plan.execute(_plan_context("scheduled")) == ["alt.binaries.x"], "no crawl pass yet: due"
    db.execute("""INSERT INTO usenet.crawl_passes (run_id, provider, backbone, group_name)
                  VALUES ('r1', 'nntp_default', 'b', 'alt.binaries.x')""")
    assert plan.execute(_plan_context("scheduled")) == []
    assert plan.execute(_plan_context("manual")) == ["alt.binaries.x"]
    db.execute("UPDATE usenet.crawl_passes SET started_at = now() - interval '16 minutes'")
    assert plan.execute(_plan_context("scheduled")) == ["alt.binaries.x"], "crawl_interval_min (15) has passed"


def test_prune_operator_returns_the_pass_report(db) -> None:
    from usenet_ops.adapters.operators import PruneOperator

    report = PruneOperator(task_id="prune").execute({})
    assert report == {"expired_sets": 0, "expired_segments": 0, "releases_deleted": 0, "removals_purged": 0,
                      "diagnostics": {"filter_instruments": 0, "crawl_passes": 0, "build_passes": 0,
                                      "health_passes": 0, "provider_checks": 0, "errors": 0, "spot_passes": 0,
                                      "build_failures": 0, "tagfill_passes": 0, "junk_samples": 0}}
