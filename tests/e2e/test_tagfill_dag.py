"""usenet_tagfill end to end through Airflow: plan -> mapped batches by id range -> summary, then a current catalogue."""

from __future__ import annotations

from pathlib import Path

import pytest

from usenet_ops.corpus import catalogue_fill
from usenet_ops.passes import compose
from usenet_ops.store import catalogue, filters, settings

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.airflow


def _states(run) -> list[tuple[str, int, str]]:
    return sorted((t.task_id, t.map_index, t.state) for t in run.get_task_instances())


def test_tagfill_dag_rederives_and_sweeps_in_mapped_batches_then_has_nothing_left(airflow_db, db) -> None:
    from airflow.dag_processing.dagbag import DagBag

    catalogue.copy_releases(db, catalogue_fill.COPY_COLUMNS, catalogue_fill.rows(300))
    rule = filters.add_blacklist(db, "name", catalogue_fill.JUNK_MARKER, "e2e")
    settings.set_value(db, "tagfill_batch_size", 100)
    bag = DagBag(dag_folder=str(ROOT / "dags"))
    assert bag.import_errors == {}
    dag = bag.dags["usenet_tagfill"]
    assert {t.task_id for t in dag.tasks} == {"plan", "tagfill", "summarize"}

    run = dag.test()
    assert run.state == "success", _states(run)
    assert [s for s in _states(run) if s[0] == "tagfill"] == [("tagfill", i, "success") for i in range(3)]
    version = compose.classifier_version(db)
    counts = db.execute("SELECT count(*) AS n, count(*) FILTER (WHERE classifier_version = %s) AS current"
                        " FROM usenet.releases", (version,)).fetchone()
    removed = [r["rule_id"] for r in db.execute("SELECT rule_id FROM usenet.release_removals")]
    assert removed == [rule] * 4 and (counts["n"], counts["current"]) == (296, 296)
    summary = run.get_task_instance("summarize").xcom_pull(task_ids="summarize")
    assert summary["examined"] == 300 and summary["removed"] == 4 and summary["ranges"] == 3

    again = dag.test()
    assert again.state == "success", _states(again)
    assert db.execute("SELECT count(*) AS n FROM usenet.tagfill_passes").fetchone()["n"] == 3, "no batch planned"
