"""The hostile mix end to end through Airflow (issue 15 item 10): crawl DAG -> build DAG, twice.

A normal synthetic corpus plus the hostile mix (corpus/hostile.py: multi-KB
subjects, NUL and broken UTF-8 in encoded words, 65+ fields, CR inside
fields, giant Xref lists, 20-digit and out-of-range numbers, one article in
two groups under one message-id, ...) is served by the test news server over
a real socket; the DAGs run with dag.test() on this session's real Airflow
metadata database. Every good release is built, every hostile item is counted
under its reason, nothing is stuck, and a second pass is a no-op.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from usenet_ops import corpus as corpus_mod
from usenet_ops import newsserver
from usenet_ops.corpus.release import manifest_content_hash
from usenet_ops.domain import ingest, junk, nzb
from usenet_ops.domain.identity import content_hash
from usenet_ops.store import filters, groups, settings

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.airflow

# Outcomes only the hostile mix produces (the normal corpus has none of them): their totals must be exact.
DECLINES = (ingest.SUBJECT_TOO_LONG, ingest.OUT_OF_RANGE, ingest.BAD_MESSAGE_ID, ingest.NO_MESSAGE_ID,
            ingest.PARSE_DROPPED, ingest.QUARANTINED)


@pytest.fixture(scope="module")
def hostile_corpus(scratch_dir: Path):
    manifest = corpus_mod.generate(articles=3000, seed=5, out=scratch_dir / "e2e-hostile", hostile=True)
    mix = manifest.hostile()
    assert mix is not None
    return corpus_mod.load(manifest.directory), manifest.read(), mix["items"]


@pytest.fixture
def provider(hostile_corpus, monkeypatch: pytest.MonkeyPatch):
    with newsserver.serve(hostile_corpus[0], backbone="a") as srv:
        conn = {"conn_type": "nntp", "host": srv.host, "port": srv.port,
                "extra": {"backbone": "synthetic-a", "connections": 4}}
        monkeypatch.setenv("AIRFLOW_CONN_NNTP_DEFAULT", json.dumps(conn))
        yield srv


def _dags():
    from airflow.dag_processing.dagbag import DagBag

    bag = DagBag(dag_folder=str(ROOT / "dags"))
    assert bag.import_errors == {}
    return bag.dags["usenet_crawl"], bag.dags["usenet_build"]


def _states(run) -> list[tuple[str, int, str]]:
    return [(t.task_id, t.map_index, t.state) for t in run.get_task_instances()]


def _phase1(manifest: dict) -> dict[str, dict]:
    """The normal corpus's releases header-first indexing must build (tests/integration/conftest.py's rule)."""
    engine = junk.JunkEngine(junk.load_tsv(filters.default_tsv()))
    out = {}
    for r in manifest["releases"]:
        if not r.get("expect_in_catalogue") or r["kind"] == "hashed":
            continue
        if engine.evaluate(r["name"], size=r["size"], group=r["newsgroups"][0], stage=junk.Stage.BUILD) is not None:
            continue
        out[manifest_content_hash(r)] = r
    return out


def _known_limit(r: dict) -> bool:
    """Shapes header-first indexing cannot group (docs/subjects.md, tests/integration/build/test_build.py)."""
    album = r["kind"] in ("mp3", "flac") and r["subject_form"] in ("bare_quoted", "no_file_counter")
    return album or r["subject_encoding"] == "control_chars"


def _dropped(db, run_id: str) -> Counter[str]:
    total: Counter[str] = Counter()
    for row in db.execute("SELECT dropped FROM usenet.crawl_passes WHERE run_id = %s", (run_id,)):
        total.update(row["dropped"])
    return total


def test_a_corpus_with_the_hostile_mix_crawls_and_builds_through_airflow(airflow_db, db, hostile_corpus,
                                                                         provider) -> None:
    corpus, manifest, items = hostile_corpus
    for name in corpus.group_names():
        groups.add(db, name, tier=groups.Tier.CRITICAL)
    # Every group in one run (issue 32: past max_groups even critical groups take turns), so a second run is a no-op.
    for knob, value in {"crawl_headroom": 0, "max_articles_per_group": 1_000_000, "batch": 500,
                        "max_groups": max(20, len(corpus.group_names()))}.items():
        settings.set_value(db, knob, value)
    crawl_dag, build_dag = _dags()

    crawl_run = crawl_dag.test(run_conf={})
    assert crawl_run.state == "success", _states(crawl_run)
    assert all(state == "success" for *_, state in _states(crawl_run))

    # Every hostile item is counted under its reason (exactly: the normal corpus yields none of these).
    expected = Counter()
    for item in items:
        expected.update(item["expect"])
    dropped = _dropped(db, crawl_run.run_id)
    assert {r: dropped.get(r, 0) for r in DECLINES} == {r: expected.get(r, 0) for r in DECLINES}
    staged_ids = {r["message_id"] for r in db.execute("SELECT message_id FROM usenet.staged_segments")}
    hostile_releases = [i for i in items if i["release"]]
    for item in hostile_releases:
        ids = {s["message_id"] for f in item["release"]["files"] for s in f["segments"]}
        assert ids <= staged_ids, item["kind"]
    # Nothing that was staged can be refused, and nothing is left half-way: no quarantine, every
    # watermark past its group's high water mark, no stall.
    assert db.execute("SELECT count(*) AS n FROM usenet.quarantine").fetchone()["n"] == 0
    for row in db.execute("SELECT group_name, next_article, server_high, stalled_passes FROM usenet.group_state"):
        assert row["next_article"] == row["server_high"] + 1 and row["stalled_passes"] == 0, dict(row)
    posters = db.execute("SELECT max(length(poster)) AS n FROM usenet.staged_sets").fetchone()["n"]
    assert posters <= ingest.MAX_POSTER_CHARS

    build_run = build_dag.test()
    assert build_run.state == "success", _states(build_run)
    catalogue = {r["content_hash"]: dict(r) for r in db.execute(
        "SELECT content_hash, title, poster, groups, size, segments FROM usenet.releases")}

    # Every good release is built: the hostile ones (cleaned) and the normal corpus's.
    for item in hostile_releases:
        release = item["release"]
        h = manifest_content_hash(release)
        assert h in catalogue, (item["kind"], release["name"])
        row = catalogue[h]
        assert row["segments"] == sum(len(f["segments"]) for f in release["files"]), item["kind"]
        assert row["size"] == release["size"], item["kind"]
        assert "\x00" not in row["title"] and "\x00" not in row["poster"], item["kind"]
        assert len(row["groups"]) <= ingest.MAX_SET_GROUPS and len(row["poster"]) <= ingest.MAX_POSTER_CHARS
    normal = _phase1(manifest)
    missing = [r["name"] for h, r in normal.items() if h not in catalogue and not _known_limit(r)]
    assert not missing, f"{len(missing)} expected releases not built: {missing[:5]}"
    outcomes = {r["reason"]: r["n"] for r in db.execute(
        "SELECT reason, sum(count) AS n FROM usenet.build_outcomes GROUP BY reason")}
    assert outcomes.get("duplicate", 0) >= sum(i["duplicates"] for i in items) >= 1
    assert outcomes.get("error", 0) == 0
    ready = db.execute("SELECT count(*) AS n FROM usenet.staged_sets WHERE status = 'ready'").fetchone()["n"]
    assert ready == 0, "nothing is stuck: every ready set was built"

    # Every hostile release is served by the API as an NZB that parses strictly and lists exactly its segments.
    from usenet_ops.api import create_app
    from usenet_ops.api.config import ApiConfig

    client = create_app(ApiConfig.from_env({"USENET_API_OPEN": "1", "USENET_DSN": db.info.dsn})).test_client()
    for item in hostile_releases:
        segments = [s for f in item["release"]["files"] for s in f["segments"]]
        got = client.get(f"/api?t=get&id={content_hash([s['message_id'] for s in segments])}&apikey=demo")
        assert got.status_code == 200, item["kind"]
        served = [s for f in nzb.parse_nzb(got.data) for s in f.segments]
        assert sorted((s.message_id, s.bytes) for s in served) == sorted(
            (s["message_id"], s["bytes"]) for s in segments), item["kind"]
    search = client.get("/api?t=search&q=Hostile&apikey=demo&limit=100")
    assert search.status_code == 200 and search.data.count(b"<item>") >= len(hostile_releases) - 1

    # A second pass is a no-op: nothing new read, nothing new counted or built.
    before = len(catalogue)
    again = crawl_dag.test(run_conf={})
    assert again.state == "success", _states(again)
    reread = db.execute("SELECT coalesce(sum(articles), 0) AS n FROM usenet.crawl_passes WHERE run_id = %s",
                        (again.run_id,)).fetchone()["n"]
    assert reread == 0 and not _dropped(db, again.run_id)
    rebuilt = build_dag.test()
    assert rebuilt.state == "success"
    assert db.execute("SELECT count(*) AS n FROM usenet.releases").fetchone()["n"] == before
