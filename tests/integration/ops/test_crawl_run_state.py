"""A crawl run in which work failed never ends green (issue 15), run through Airflow on its real metadata DB.

Before: the only leaf was `summarize` (all_done), so a run whose group task
failed for good was green in the UI's run list. Now `check` is the leaf: it
fails the run naming the failed group or the quarantined range, while the
other groups are still crawled and the staging Asset is still updated.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from usenet_ops import newsserver

ROOT = Path(__file__).resolve().parents[3]

pytestmark = pytest.mark.airflow


@pytest.fixture
def provider(crawl_corpus, monkeypatch: pytest.MonkeyPatch):
    with newsserver.serve(crawl_corpus[0], backbone="a") as srv:
        conn = {"conn_type": "nntp", "host": srv.host, "port": srv.port, "extra": {"backbone": "a", "connections": 4}}
        monkeypatch.setenv("AIRFLOW_CONN_NNTP_DEFAULT", json.dumps(conn))
        yield srv


@pytest.fixture
def refusal(db):
    """Make Postgres refuse staging rows: ``refuse(sql_condition_on_NEW, table)``; removed afterwards."""
    made: list[str] = []

    def refuse(condition: str, table: str) -> None:
        db.execute(f"""CREATE OR REPLACE FUNCTION usenet.test_refuse_{table}() RETURNS trigger LANGUAGE plpgsql AS $$
                       BEGIN
                           IF {condition} THEN
                               RAISE EXCEPTION 'test refusal' USING ERRCODE = '22021';
                           END IF;
                           RETURN NEW;
                       END $$""")
        db.execute(f"""CREATE TRIGGER test_refuse BEFORE INSERT ON usenet.{table}
                       FOR EACH ROW EXECUTE FUNCTION usenet.test_refuse_{table}()""")
        made.append(table)

    yield refuse
    for table in made:
        db.execute(f"DROP TRIGGER IF EXISTS test_refuse ON usenet.{table}")
        db.execute(f"DROP FUNCTION IF EXISTS usenet.test_refuse_{table}()")


def _crawl_dag():
    from airflow.dag_processing.dagbag import DagBag

    bag = DagBag(dag_folder=str(ROOT / "dags"))
    assert bag.import_errors == {}
    dag = bag.dags["usenet_crawl"]
    for t in dag.tasks:  # a failure is final at once: the test need not wait out retry delays
        t.retries = 0
    return dag


def _states(run) -> dict[tuple[str, int], str]:
    return {(t.task_id, t.map_index): t.state for t in run.get_task_instances()}


def _staging_events(run_id: str) -> list[dict]:
    from airflow.models.asset import AssetEvent
    from airflow.utils.session import create_session
    from sqlalchemy import select

    with create_session() as session:
        rows = session.execute(select(AssetEvent.extra).where(AssetEvent.source_dag_id == "usenet_crawl",
                                                              AssetEvent.source_run_id == run_id)).all()
    return [dict(r[0]) for r in rows]


def test_a_run_with_a_group_that_failed_for_good_ends_failed_and_the_others_complete(
        airflow_db, crawl_db, corpus_groups, provider, refusal) -> None:
    bad, good = corpus_groups[0], corpus_groups[1:]
    # Every set of one group is refused: not poison (more than a few files), so its task fails.
    refusal(f"NEW.group_name = '{bad}'", "staged_sets")
    run = _crawl_dag().test(run_conf={})
    states = _states(run)
    assert run.state == "failed", states
    crawl_states = [s for (task, _), s in states.items() if task.endswith("crawl_group")]
    assert crawl_states.count("failed") == 1 and crawl_states.count("success") == len(crawl_states) - 1 > 5
    assert states[("summarize", -1)] == "success" and states[("check", -1)] == "failed"
    events = _staging_events(run.run_id)
    assert len(events) == 1 and events[0]["groups"] == len(crawl_states) - 1, "the build hears of the others"
    staged = {r["group_name"] for r in crawl_db.execute("SELECT DISTINCT group_name FROM usenet.staged_sets")}
    assert bad not in staged and len(staged) > 5 and staged <= set(good)
    alerts = crawl_db.execute("SELECT task, message, hint FROM usenet.errors ORDER BY id").fetchall()
    check_alerts = [a for a in alerts if a["task"] == "check"]
    assert len(check_alerts) == 1 and f"nntp_default {bad}: the crawl task failed" in check_alerts[0]["message"]


def test_a_run_that_quarantined_a_range_alerts_naming_it_and_ends_failed(
        airflow_db, crawl_db, crawl_corpus, corpus_groups, provider, refusal) -> None:
    _, manifest = crawl_corpus
    target = next(f["name"] for r in manifest["releases"] if r["newsgroups"] == [corpus_groups[0]]
                  and not r["junk"] and r["kind"] != "hashed" and r["subject_form"] != "random_per_article"
                  for f in r["files"][:1] if f["segments"])
    refusal("NEW.file_name = '" + target.replace("'", "''") + "'", "staged_files")
    run = _crawl_dag().test(run_conf={})
    states = _states(run)
    assert run.state == "failed", states
    assert all(s == "success" for (task, _), s in states.items() if task != "check"), states
    (row,) = crawl_db.execute("SELECT id, group_name, lo, hi FROM usenet.quarantine").fetchall()
    (alert,) = crawl_db.execute("SELECT message, hint FROM usenet.errors WHERE task = 'check'").fetchall()
    assert f"{row['group_name']}: articles {row['lo']}-{row['hi']} quarantined" in alert["message"]
    assert f"quarantine id {row['id']}" in alert["message"] and "crawl quarantine retry" in alert["hint"]
    assert _staging_events(run.run_id)[0]["quarantined"] == 1

    # The next run has nothing new to set aside: it is green again.
    again = _crawl_dag().test(run_conf={})
    assert again.state == "success", _states(again)
