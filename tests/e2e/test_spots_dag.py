"""End to end through Airflow: usenet_spots imports the generated spots as the manifest says, once.

The DAG runs with dag.test() against this session's real Airflow metadata
database; the provider is an Airflow connection of type nntp pointing at the
test news server, which serves free.pt and alt.binaries.ftd beside a small
crawl corpus. The corpus's test key ring is installed as operator keys, as an
operator installs a rotated key.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace

import pytest

from usenet_ops import corpus as corpus_mod
from usenet_ops import newsserver
from usenet_ops.corpus.spots import ServedArticle, SpotCorpus, generate_spots
from usenet_ops.domain.spotnet.signature import escape_base64
from usenet_ops.store import settings, spot_records

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.airflow

# Hostile articles in the spot group: a From with NULs and invalid bytes, a 50 KB Subject, a lying overview.
HOSTILE = [
    ServedArticle("nul@hostile.test", "free.pt", (("Subject", b"T\x00itle | tag"),
                                                 ("From", b"N\x00ick <\xff\xfe@13a09.1.20.1749990000.1.NL.x>"),
                                                 ("Message-ID", b"<nul@hostile.test>")), (b"",)),
    ServedArticle("long@hostile.test", "free.pt", (("Subject", b"S" * 50_000), ("From", b"x <y@z>"),
                                                  ("Message-ID", b"<long@hostile.test>")), (b"",)),
]


@pytest.fixture(scope="module")
def spots() -> SpotCorpus:
    return generate_spots(1)


@pytest.fixture(scope="module")
def base_corpus(scratch_dir: Path):
    manifest = corpus_mod.generate(articles=300, seed=9, out=scratch_dir / "e2e-spots-corpus")
    return corpus_mod.load(manifest.directory)


@pytest.fixture
def provider(base_corpus, spots, monkeypatch: pytest.MonkeyPatch) -> Iterator[newsserver.ServerHandle]:
    source = newsserver.SpotSource.from_corpus(spots, extra=HOSTILE)
    with newsserver.serve(base_corpus, backbone="a", require_auth=True, spots=source) as srv:
        conn = {"conn_type": "nntp", "host": srv.host, "port": srv.port, "login": "user", "password": "pass",
                "extra": {"backbone": "synthetic-a", "connections": 2}}
        monkeypatch.setenv("AIRFLOW_CONN_NNTP_DEFAULT", json.dumps(conn))
        yield srv


def _dag():
    from airflow.dag_processing.dagbag import DagBag

    bag = DagBag(dag_folder=str(ROOT / "dags"))
    assert bag.import_errors == {}
    return bag.dags["usenet_spots"]


def _install(db, corpus: SpotCorpus) -> None:
    for key_id in corpus.keyring:
        spot_records.set_key(db, key_id, escape_base64(corpus.keyring.keys[key_id].modulus_bytes),
                             role=corpus.keyring.roles[key_id])
    settings.set_value(db, "spot_batch_size", 10)


def _asset_events(run_id: str) -> list[tuple[str, str, dict]]:
    from airflow.models.asset import AssetEvent, AssetModel
    from airflow.utils.session import create_session
    from sqlalchemy import select

    with create_session() as session:
        rows = session.execute(
            select(AssetEvent.source_task_id, AssetModel.uri, AssetEvent.extra)
            .join(AssetModel, AssetModel.id == AssetEvent.asset_id)
            .where(AssetEvent.source_dag_id == "usenet_spots", AssetEvent.source_run_id == run_id)
        ).all()
    return [(task_id, uri, dict(extra)) for task_id, uri, extra in rows]


def _task_states(run) -> dict[str, str]:  # type: ignore[no-untyped-def]
    return {t.task_id: t.state for t in run.get_task_instances()}


def test_the_spots_dag_imports_every_valid_spot_once_with_its_label_and_category(airflow_db, db, provider,
                                                                                 spots: SpotCorpus) -> None:
    _install(db, spots)
    run = _dag().test()
    assert run.state == "success", _task_states(run)
    stored = {r["message_id"]: r for r in db.execute("SELECT * FROM usenet.spots")}
    releases = {r["content_hash"]: r for r in db.execute("SELECT content_hash, title, category, origin FROM usenet.releases")}
    deleted = {c.expect["target"] for c in spots.cases if c.expect["kind"] == "command" and c.expect.get("applies")}
    for case in spots.cases:
        mid, expect = case.article.message_id, case.expect
        if expect["kind"] != "spot":
            continue
        if expect["outcome"] == "rejected":
            assert mid not in stored, f"{case.name}: tampered or broken spots are rejected"
        elif mid in deleted:
            assert mid not in stored or stored[mid]["state"] == "deleted", case.name
        elif expect["nzb"] == "ok":
            row = stored[mid]
            assert (row["state"], row["trust"], row["category"]) == ("imported", expect["trust"], expect["category"]), \
                case.name
            assert releases[row["content_hash"]]["category"] == expect["category"]
    assert not {m for m in stored if m.endswith("@hostile.test")}
    counts = {r["outcome"]: r["n"] for r in db.execute(
        "SELECT outcome, sum(count) AS n FROM usenet.spot_outcomes GROUP BY outcome")}
    assert counts["header_signature_invalid"] >= 3 and counts["subject_too_long"] == 1
    events = _asset_events(run.run_id)
    assert [(task, uri) for task, uri, _ in events] == [("fetch", "usenet://indexer/catalogue")]
    assert events[0][2]["imported"] == len(releases) and events[0][2]["kind"] == "fetch"
    before = (stored, releases)
    again = _dag().test()
    assert again.state == "success", _task_states(again)
    after = ({r["message_id"]: r for r in db.execute("SELECT * FROM usenet.spots")},
             {r["content_hash"]: r for r in db.execute("SELECT content_hash, title, category, origin FROM usenet.releases")})
    assert after == before, "a re-run imports nothing new"
    passes = db.execute("SELECT kind, state, report FROM usenet.spot_passes ORDER BY id").fetchall()
    assert [(p["kind"], p["state"]) for p in passes] == [("index", "done"), ("fetch", "done")] * 2
    assert passes[2]["report"]["spots"] == 0 and passes[3]["report"]["candidates"] == 0


def test_a_scheduled_wake_up_inside_the_interval_skips_the_index_but_a_backlog_does_not(
        db, monkeypatch: pytest.MonkeyPatch) -> None:
    from usenet_ops.adapters.operators import SpotIndexOperator

    monkeypatch.setenv("AIRFLOW_CONN_NNTP_NOHOST", json.dumps({"conn_type": "nntp", "port": 119}))
    op = SpotIndexOperator(task_id="index", nntp_conn_id="nntp_nohost")
    scheduled = {"dag_run": SimpleNamespace(run_type="scheduled"), "run_id": "scheduled__x"}
    db.execute("""INSERT INTO usenet.spot_passes (kind, provider, backbone, finished_at, state, report)
                  VALUES ('index', 'p', 'b', now(), 'done', '{"more": false}')""")
    assert op.execute(scheduled) == {"kind": "index", "state": "skipped"}
    db.execute("""UPDATE usenet.spot_passes SET report = '{"more": true}'""")
    from airflow.sdk.exceptions import AirflowFailException

    with pytest.raises(AirflowFailException, match="no host"):  # due again: on to the (unusable) provider
        op.execute(scheduled)
