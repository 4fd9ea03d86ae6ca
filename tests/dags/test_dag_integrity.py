"""DAG integrity: every file in dags/ imports cleanly and follows the house rules.

Runs against the session's real Airflow metadata database (Postgres).
"""

from __future__ import annotations

import importlib.util
import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DAG_FILES = sorted(p for p in (ROOT / "dags").glob("*.py") if not p.name.startswith("_"))


@pytest.fixture(scope="module")
def dagbag(airflow_db: str):
    from airflow.dag_processing.dagbag import DagBag

    return DagBag(dag_folder=str(ROOT / "dags"))


def test_there_are_dags() -> None:
    assert DAG_FILES, "dags/ holds no DAG files"


def test_no_import_errors(dagbag) -> None:
    assert dagbag.import_errors == {}


@pytest.mark.parametrize("path", DAG_FILES, ids=lambda p: p.name)
def test_dag_id_equals_file_name(dagbag, path: Path) -> None:
    dag_ids = [d.dag_id for d in dagbag.dags.values() if Path(d.fileloc).name == path.name]
    assert dag_ids == [path.stem]


@pytest.mark.parametrize("path", DAG_FILES, ids=lambda p: p.name)
def test_house_rules(dagbag, path: Path) -> None:
    dag = dagbag.dags[path.stem]
    assert "usenet" in dag.tags
    assert dag.max_active_runs == 1
    assert dag.catchup is False
    for t in dag.tasks:
        assert t.owner == "usenet-ops", t.task_id
        assert t.retries >= 2, t.task_id
        assert t.on_failure_callback, f"{t.task_id} has no on_failure_callback"


@pytest.mark.parametrize("path", DAG_FILES, ids=lambda p: p.name)
def test_every_pool_is_one_the_project_creates(dagbag, path: Path) -> None:
    from usenet_ops.adapters import dagconfig

    known = {"default_pool"} | {dagconfig.pool_for(c) for c in dagconfig.provider_conn_ids()}
    pools = {t.pool for t in dagbag.dags[path.stem].tasks}
    assert pools <= known, f"unknown pools {pools - known}: a task in a missing pool waits forever"


@pytest.mark.parametrize("path", DAG_FILES, ids=lambda p: p.name)
def test_no_db_or_network_at_import_time(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import psycopg

    def refuse(*args, **kwargs):
        raise AssertionError(f"{path.name} opened a connection at import time")

    monkeypatch.setattr(socket.socket, "connect", refuse)
    monkeypatch.setattr(socket, "create_connection", refuse)
    monkeypatch.setattr(psycopg, "connect", refuse)
    name = f"_integrity_{path.stem}"
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    try:
        spec.loader.exec_module(module)
    finally:
        sys.modules.pop(name, None)


def test_plugins_folder_imports_without_errors() -> None:
    from airflow import plugins_manager

    plugins, errors = plugins_manager._get_plugins()
    assert errors == {}


def test_the_usenet_view_is_mounted_in_the_airflow_api_server(airflow_db, monkeypatch: pytest.MonkeyPatch) -> None:
    from airflow import plugins_manager
    from airflow.api_fastapi.app import create_app
    from fastapi.testclient import TestClient

    plugins, errors = plugins_manager._get_plugins()
    assert errors == {}
    assert "usenet_ops" in {p.name for p in plugins}
    client = TestClient(create_app())
    assert client.get("/usenet/status.json").status_code == 401  # Airflow's login, no key of our own
    page = client.get("/usenet/", follow_redirects=False)
    assert page.status_code == 307 and "/auth/login" in page.headers["location"]
    assert client.get("/usenet/static/usenet.js").status_code == 200


def test_task_processes_load_the_plugin_without_the_view() -> None:
    """Every task process loads the plugins (macros): the view, its passes and Redis wait for the api-server."""
    probe = (
        "import sys\n"
        "from airflow.sdk.plugins_manager import _get_plugins\n"
        "plugins, errors = _get_plugins()\n"
        "assert errors == {}, errors\n"
        "assert 'usenet_ops' in {p.name for p in plugins}\n"
        "heavy = sorted(m for m in ('usenet_ops.adapters.plugin', 'usenet_ops.passes.compose', 'redis')"
        " if m in sys.modules)\n"
        "print('heavy=' + ','.join(heavy))\n"
    )
    proc = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=900,
                          env=os.environ.copy())
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "heavy=\n" in proc.stdout, proc.stdout[-2000:]


def _synced(dagbag) -> None:
    """Write the bag's DAGs to the session's metadata database, as the dag-processor does."""
    from airflow.dag_processing.bundles.manager import DagBundlesManager
    from airflow.dag_processing.dagbag import sync_bag_to_db

    DagBundlesManager().sync_bundles_to_db()
    sync_bag_to_db(dagbag, "dags-folder", None)


def test_a_year_of_history_by_date_is_53_weekly_runs_of_usenet_history(dagbag) -> None:
    """Issue 32: `airflow backfill create` over a year made ~52,600 ten-minute runs of usenet_backfill."""
    import datetime as dt

    from airflow.models.backfill import ReprocessBehavior, _do_dry_run
    from airflow.sdk import DeltaDataIntervalTimetable
    from airflow.utils.session import create_session

    dag = dagbag.get_dag("usenet_history")
    assert isinstance(dag.timetable, DeltaDataIntervalTimetable), type(dag.timetable)
    assert dag.is_paused_upon_creation is False, "a backfill of a paused DAG waits without a word"
    _synced(dagbag)
    with create_session() as session:
        runs = list(_do_dry_run(dag_id="usenet_history", from_date=dt.datetime(2025, 1, 1, tzinfo=dt.UTC),
                                to_date=dt.datetime(2025, 12, 31, tzinfo=dt.UTC), reverse=False,
                                reprocess_behavior=ReprocessBehavior.NONE, session=session))
    assert len(runs) == 53
    assert runs[0].data_interval.start == dt.datetime(2025, 1, 1, tzinfo=dt.UTC)
    assert all(r.data_interval.end - r.data_interval.start == dt.timedelta(days=7) for r in runs)
    assert all(a.data_interval.end == b.data_interval.start for a, b in zip(runs, runs[1:], strict=False))


def test_the_walker_refuses_backfill_runs_by_name(dagbag) -> None:
    import datetime as dt

    from airflow.exceptions import DagRunTypeNotAllowed
    from airflow.models.backfill import _create_backfill

    _synced(dagbag)
    with pytest.raises(DagRunTypeNotAllowed, match="usenet_backfill"):
        _create_backfill(dag_id="usenet_backfill", from_date=dt.datetime(2025, 11, 1, tzinfo=dt.UTC),
                         to_date=dt.datetime(2025, 11, 3, tzinfo=dt.UTC), max_active_runs=1, reverse=False,
                         dag_run_conf=None, triggering_user_name="test")
