"""The health sweep end to end through Airflow, two providers on different backbones.

crawl DAG and build DAG fill the catalogue from both providers; then a
scripted takedown (one backbone loses some releases, the other keeps less
history) and the usenet_health DAG: every verdict must equal the takedown
plan's answer key, a release lost on one provider but served by the other
stays available and searchable, dead ones leave the feeds, and a second run
changes nothing already stored.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from usenet_ops import corpus as corpus_mod
from usenet_ops import newsserver
from usenet_ops.corpus import takedown
from usenet_ops.corpus.release import manifest_content_hash
from usenet_ops.store import groups, settings

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.airflow


@pytest.fixture(scope="module")
def health_e2e_corpus(scratch_dir: Path):
    manifest = corpus_mod.generate(articles=3000, seed=7, out=scratch_dir / "e2e-health-corpus")
    return corpus_mod.load(manifest.directory), manifest.read()


@pytest.fixture
def providers(health_e2e_corpus, monkeypatch: pytest.MonkeyPatch):
    corpus = health_e2e_corpus[0]
    with newsserver.serve(corpus, backbone="a", require_auth=True) as a, \
            newsserver.serve(corpus, backbone="b", require_auth=True) as b:
        for conn_id, srv in (("nntp_a", a), ("nntp_b", b)):
            conn = {"conn_type": "nntp", "host": srv.host, "port": srv.port, "login": "user", "password": "pass",
                    "extra": {"backbone": f"synthetic-{srv.backbone}", "connections": 3}}
            monkeypatch.setenv(f"AIRFLOW_CONN_{conn_id.upper()}", json.dumps(conn))
        monkeypatch.setenv("USENET_NNTP_CONN_IDS", "nntp_a,nntp_b")
        yield {"a": a, "b": b}


def _dagbag():
    from airflow.dag_processing.dagbag import DagBag

    bag = DagBag(dag_folder=str(ROOT / "dags"))
    assert bag.import_errors == {}
    return bag


def _states(run) -> list[tuple[str, int, str]]:
    return [(t.task_id, t.map_index, t.state) for t in run.get_task_instances()]


def test_takedown_then_health_dag_verdicts_equal_the_plan(airflow_db, db, health_e2e_corpus, providers) -> None:
    from usenet_ops.api import create_app
    from usenet_ops.api.config import ApiConfig

    corpus, manifest = health_e2e_corpus
    for name in sorted({g for r in manifest["releases"] for g in r["newsgroups"]}):
        groups.add(db, name, tier=groups.Tier.CRITICAL)
    for knob, value in {"crawl_headroom": 0, "max_articles_per_group": 1_000_000, "batch": 500,
                        "health_batch_size": 20, "health_batches_per_run": 10}.items():
        settings.set_value(db, knob, value)
    bag = _dagbag()
    health_dag = bag.dags["usenet_health"]
    assert {t.task_id for t in health_dag.tasks} == {"nntp_a.plan", "nntp_a.check", "nntp_b.plan", "nntp_b.check",
                                                     "summarize"}
    check = health_dag.get_task("nntp_a.check")
    assert check.pool == "nntp_nntp_a" and check.priority_weight < bag.dags["usenet_crawl"].get_task(
        "nntp_a.crawl_group").priority_weight

    crawl_run = bag.dags["usenet_crawl"].test(run_conf={})
    assert crawl_run.state == "success", _states(crawl_run)
    build_run = bag.dags["usenet_build"].test()
    assert build_run.state == "success", _states(build_run)
    # The releases were built "an hour ago": the sweep seeds only builds that are surely committed.
    db.execute("UPDATE usenet.releases SET added_at = now() - interval '1 hour'")
    built = {r["content_hash"]: r["id"] for r in db.execute("SELECT id, content_hash FROM usenet.releases")}

    plan = takedown.plan(corpus, manifest, seed=7)
    for bb, srv in providers.items():
        srv.faults.take_down(plan.remove.get(bb, ()))
        srv.faults.expire_before = plan.expire_before.get(bb)
    by_hash = {manifest_content_hash(r): r["id"]
               for r in manifest["releases"] if r["id"] in plan.expected}
    scored = {h: rid for h, rid in by_hash.items() if h in built}
    assert len(scored) >= 0.8 * len(built) and {plan.expected[r]["scenario"] for r in scored.values()} >= {
        "dead", "dead_on_a", "broken", "repairable"}

    health_run = health_dag.test()
    assert health_run.state == "success", _states(health_run)
    mapped = [s for s in _states(health_run) if s[0].endswith(".check")]
    assert len(mapped) >= 4 and all(state == "success" for *_, state in mapped)

    rows = db.execute(
        """SELECT r.content_hash, r.dead, h.verdict, h.available,
                  max(c.verdict) FILTER (WHERE c.backbone = 'synthetic-a') AS a,
                  max(c.verdict) FILTER (WHERE c.backbone = 'synthetic-b') AS b
           FROM usenet.releases r JOIN usenet.release_health h ON h.release_id = r.id
           JOIN usenet.release_checks c ON c.release_id = r.id
           GROUP BY r.content_hash, r.dead, h.verdict, h.available""").fetchall()
    got = {r["content_hash"]: r for r in rows}
    assert set(got) == set(built)  # every catalogued release has a verdict on both backbones
    wrong = [(plan.expected[rid], dict(got[h])) for h, rid in scored.items()
             if (got[h]["a"], got[h]["b"], got[h]["verdict"], got[h]["available"], got[h]["dead"])
             != (plan.expected[rid]["a"], plan.expected[rid]["b"], plan.expected[rid]["release"],
                 plan.expected[rid]["available"], plan.expected[rid]["release"] == "dead")]
    assert not wrong, wrong[:3]

    app = create_app(ApiConfig.from_env({"USENET_API_OPEN": "1", "USENET_DSN": db.info.dsn}))
    client = app.test_client()
    listed_guids: set[str] = set()
    for offset in range(0, 5000, 100):  # the corpus lists more than one page: read them all
        page = client.get(f"/api?t=search&limit=100&offset={offset}&apikey=demo&o=json").get_json()["channel"]
        items = page.get("item") or []
        listed_guids |= {i["guid"] for i in (items if isinstance(items, list) else [items])}
        if len(items) < 100:
            break
    # An obfuscated upload is catalogued unnamed and hidden until the probes name it (issue 16), dead or not.
    named = {r["content_hash"] for r in db.execute("SELECT content_hash FROM usenet.releases WHERE named")}
    assert named & set(scored)
    for h, rid in scored.items():
        want = plan.expected[rid]
        assert (h in listed_guids) is (want["release"] != "dead" and h in named), (want["name"], want["release"])
    one_sided = [h for h, rid in scored.items()
                 if plan.expected[rid]["a"] == "dead" and plan.expected[rid]["available"] and h in named]
    assert one_sided and all(h in listed_guids for h in one_sided)

    stored = db.execute("SELECT * FROM usenet.release_checks ORDER BY release_id, backbone").fetchall()
    again = health_dag.test()
    assert again.state == "success", _states(again)
    assert db.execute("SELECT * FROM usenet.release_checks ORDER BY release_id, backbone").fetchall() == stored
