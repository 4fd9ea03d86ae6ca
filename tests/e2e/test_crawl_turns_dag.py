"""Through Airflow: with max_groups below the active groups, three usenet_crawl runs read every active group the
server has anything in, including the ones past the cap in crawl order.

usenet_setup's pack at its defaults (40 groups, max_groups 20, 7 critical) needs three runs; run through Airflow
that is 60 crawl tasks, 78 s here. This test keeps the proportions at a quarter of the tasks: the pack seeded,
10 of its groups left active (2 critical, 6 normal, 2 low) and max_groups 5, so again ceil(8 / 3) = 3 runs
(tests/integration/crawl/test_plan_turns.py plans the whole pack at the defaults in Postgres). The crawl DAG runs
with dag.test() against this session's real Airflow metadata database; the provider is an Airflow connection of
type nntp pointing at the test news server over a real socket. The server carries six of the active groups
(both critical, the last two normal, both low); the others are answered 411.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from usenet_ops import newsserver
from usenet_ops.corpus.synthetic import GroupSpec, SyntheticCorpus
from usenet_ops.store import groups, settings

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.airflow


def _active() -> list[tuple[str, str]]:
    """The 10 groups left active, in crawl order: the pack's first 2 critical, first 6 normal, last 2 low."""
    rank = {"critical": 0, "normal": 1, "low": 2}
    rows = sorted(groups.read_seed(), key=lambda r: (rank[r[1].value], r[2], r[0]))
    order = [(name, tier.value) for name, tier, _, _ in rows]
    by_tier = {t: [n for n, tt in order if tt == t] for t in rank}
    keep = set(by_tier["critical"][:2] + by_tier["normal"][:6] + by_tier["low"][-2:])
    return [(n, t) for n, t in order if n in keep]


def _served() -> list[str]:
    names = [n for n, _ in _active()]
    return names[:2] + names[6:]


@pytest.fixture
def provider(monkeypatch: pytest.MonkeyPatch) -> Iterator[newsserver.ServerHandle]:
    corpus = SyntheticCorpus(11, [GroupSpec(name, count=1_500, low=1, days=3.0) for name in _served()])
    with newsserver.serve(corpus, backbone="a") as srv:
        conn = {"conn_type": "nntp", "host": srv.host, "port": srv.port,
                "extra": {"backbone": "synthetic-a", "connections": 4}}
        monkeypatch.setenv("AIRFLOW_CONN_NNTP_DEFAULT", json.dumps(conn))
        yield srv


def _crawled(db) -> set[str]:
    return {r["group_name"] for r in db.execute(
        "SELECT group_name FROM usenet.group_state WHERE backbone = 'synthetic-a' AND next_article IS NOT NULL")}


def test_three_crawl_runs_read_every_active_group_with_anything_to_read(airflow_db, db, provider) -> None:
    from airflow.dag_processing.dagbag import DagBag

    assert groups.seed(db) == 40, "usenet_setup's curated pack"
    active = {n for n, _ in _active()}
    db.execute("UPDATE usenet.newsgroups SET active = name = ANY(%s)", (sorted(active),))
    settings.set_value(db, "max_groups", 5)
    settings.set_value(db, "crawl_headroom", 0)
    bag = DagBag(dag_folder=str(ROOT / "dags"))
    assert bag.import_errors == {}
    served = set(_served())
    late = {n for n, _ in _active()[5:]} & served
    assert len(late) == 4, "the old cut at 5 never read these"
    seen: list[set[str]] = []
    for _ in range(3):
        run = bag.dags["usenet_crawl"].test(run_conf={})
        assert run.state == "success", [(t.task_id, t.map_index, t.state) for t in run.get_task_instances()]
        planned = [t for t in run.get_task_instances() if t.task_id.endswith("crawl_group") and t.map_index >= 0]
        assert len(planned) == 5, "max_groups=5 groups a run"
        seen.append(_crawled(db))
    assert not late <= seen[0], "the first run is the critical groups and the first normal ones"
    assert seen[-1] == served, f"never read: {sorted(served - seen[-1])}"
    turns = db.execute("SELECT count(*) AS n FROM usenet.crawl_turns WHERE backbone = 'synthetic-a'").fetchone()
    assert turns["n"] == 10, "every active group had its turn in three runs"
