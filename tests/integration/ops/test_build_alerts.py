"""A build run through Airflow that meets a set it cannot assemble: green (the rest is built), and it alerts."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT / "tests" / "integration" / "build"))

pytestmark = pytest.mark.airflow


def test_a_build_run_with_a_parse_error_succeeds_builds_the_rest_and_alerts_naming_the_command(airflow_db, db) -> None:
    from airflow.dag_processing.dagbag import DagBag
    from stagedsets import complete_set, stage

    stage(db, complete_set("Corrupt.In.Airflow.2024.1080p.WEB-DL.x264-GRP", parts=40, first_article=10))
    stage(db, complete_set("Sound.In.Airflow.2024.1080p.WEB-DL.x264-GRP", parts=40, first_article=1000))  # 40 MB: no size junk
    db.execute("""UPDATE usenet.staged_chunks SET message_ids = message_ids || E'\\nstray@x' WHERE file_id IN (
                      SELECT f.file_id FROM usenet.staged_files f JOIN usenet.staged_sets s USING (set_id)
                      WHERE s.base LIKE 'Corrupt%' LIMIT 1)""")
    bag = DagBag(dag_folder=str(ROOT / "dags"))
    run = bag.dags["usenet_build"].test()
    assert run.state == "success"
    assert [r["title"] for r in db.execute("SELECT title FROM usenet.releases")] == [
        "Sound.In.Airflow.2024.1080p.WEB-DL.x264-GRP"]
    (alert,) = db.execute("SELECT job, task, kind, message, hint FROM usenet.errors").fetchall()
    assert (alert["job"], alert["task"], alert["kind"]) == ("usenet_build", "build", "build_failures")
    assert "1 parse_error" in alert["message"] and "CorruptStaging" in alert["message"]
    assert "usenet-ops build failures" in alert["hint"]
