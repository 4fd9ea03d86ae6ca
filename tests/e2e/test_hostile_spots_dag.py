"""Issue 31's acceptance for spots, end to end through Airflow: the usenet_spots DAG under crafted spots.

Beside the generated spot corpus (every valid spot must still import as the
manifest says), the test news server serves spots an attacker can post
cheaply: an NZB payload whose segment id decodes to ``x@y>\\r\\nQUIT``, an
X-XML made of repair-loop openers (quadratic before), and a payload that
inflates to 40 MiB of one segment repeated. The DAG runs with dag.test() on
this session's real Airflow metadata database. Every pass succeeds, every bad
item is counted under its reason, and no NZB the API serves carries a control
character.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from usenet_ops import corpus as corpus_mod
from usenet_ops import newsserver
from usenet_ops.corpus.hostile_spot_inputs import bomb_payload
from usenet_ops.corpus.spots import NOW, SpotCase, SpotCorpus, _rewrite_xml, generate_spots, spot_for_nzb
from usenet_ops.domain import nzb
from usenet_ops.domain.nzb import NzbFile, NzbSegment
from usenet_ops.domain.spotnet.payload import encode_payload
from usenet_ops.domain.spotnet.signature import escape_base64
from usenet_ops.store import settings, spot_records

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.airflow

CONTROL = {c for c in range(0x20) if c not in (0x09, 0x0A, 0x0D)}


def _files(name: str) -> list[NzbFile]:
    segments = tuple(NzbSegment(n, 700_000, f"{name}.{n}@poster.example") for n in (1, 2, 3))
    return [NzbFile(f'{name} [1/1] - "{name}.rar" yEnc (1/3)', "P <p@example.com>", NOW - 86_400,
                    ("alt.binaries.test",), segments)]


def _injected() -> SpotCase:
    files = _files("injected")
    case = spot_for_nzb(files, title="Injected.Release.2024.1080p-GRP", name="r2-injected")
    # Our NZB writer refuses such an id, so the spotter's payload is written by hand (CR LF as references).
    xml = nzb.render_nzb(files, title="x").replace(b"injected.2@poster.example", b"x@y&gt;&#13;&#10;QUIT")
    (article,) = case.payload
    return dataclasses.replace(case, payload=(dataclasses.replace(article, body=tuple(encode_payload(xml)[0])),))


def _quadratic_xml() -> SpotCase:
    case = spot_for_nzb(_files("openers"), title="Openers.Release.2024.720p-GRP", name="r2-openers")
    # ~45 KiB of element openers without closers, under the 50 KiB X-XML cap: each one scanned to the end before.
    article = _rewrite_xml(case.article, lambda x: x.replace("</Title>", "</Title>" + "<Title>" * 6_400, 1), None)
    return dataclasses.replace(case, article=article)


def _bomb() -> SpotCase:
    case = spot_for_nzb(_files("bomb"), title="Bomb.Release.2024.2160p-GRP", name="r2-bomb")
    body = bomb_payload(40 * 1024 * 1024)
    (article,) = case.payload
    lines = tuple(body[i:i + 900] for i in range(0, len(body), 900))
    return dataclasses.replace(case, payload=(dataclasses.replace(article, body=lines),))


@pytest.fixture(scope="module")
def spots() -> SpotCorpus:
    return generate_spots(1)


@pytest.fixture(scope="module")
def hostile() -> dict[str, SpotCase]:
    return {"injected": _injected(), "openers": _quadratic_xml(), "bomb": _bomb()}


@pytest.fixture(scope="module")
def base_corpus(scratch_dir: Path):  # type: ignore[no-untyped-def]
    manifest = corpus_mod.generate(articles=300, seed=9, out=scratch_dir / "e2e-hostile-spots-corpus")
    return corpus_mod.load(manifest.directory)


@pytest.fixture
def provider(base_corpus, spots: SpotCorpus, hostile: dict[str, SpotCase],
             monkeypatch: pytest.MonkeyPatch) -> Iterator[newsserver.ServerHandle]:
    extra = [c.article for c in hostile.values()] + [p for c in hostile.values() for p in c.payload]
    source = newsserver.SpotSource.from_corpus(spots, append=extra)
    with newsserver.serve(base_corpus, backbone="a", require_auth=True, spots=source) as srv:
        conn = {"conn_type": "nntp", "host": srv.host, "port": srv.port, "login": "user", "password": "pass",
                "extra": {"backbone": "synthetic-a", "connections": 2}}
        monkeypatch.setenv("AIRFLOW_CONN_NNTP_DEFAULT", json.dumps(conn))
        yield srv


def _task_states(run) -> dict[str, str]:  # type: ignore[no-untyped-def]
    return {t.task_id: t.state for t in run.get_task_instances()}


def test_crafted_spots_are_counted_and_the_good_ones_imported_through_airflow(
        airflow_db, db, provider, spots: SpotCorpus, hostile: dict[str, SpotCase]) -> None:
    from airflow.dag_processing.dagbag import DagBag

    from usenet_ops.api import create_app
    from usenet_ops.api.config import ApiConfig

    for key_id in spots.keyring:
        spot_records.set_key(db, key_id, escape_base64(spots.keyring.keys[key_id].modulus_bytes),
                             role=spots.keyring.roles[key_id])
    settings.set_value(db, "spot_batch_size", 10)
    bag = DagBag(dag_folder=str(ROOT / "dags"))
    assert bag.import_errors == {}
    run = bag.dags["usenet_spots"].test()
    assert run.state == "success", _task_states(run)

    stored = {r["message_id"]: r for r in db.execute(
        "SELECT message_id, state, reason, content_hash FROM usenet.spots")}
    # The generated corpus imports as its manifest says, the crafted spots beside it notwithstanding.
    deleted = {c.expect["target"] for c in spots.cases if c.expect["kind"] == "command" and c.expect.get("applies")}
    good = [c for c in spots.cases if c.expect["kind"] == "spot" and c.expect["outcome"] != "rejected"
            and c.expect.get("nzb") == "ok" and c.article.message_id not in deleted]
    assert good and all(stored[c.article.message_id]["state"] == "imported" for c in good)
    counts = {r["outcome"]: int(r["n"]) for r in db.execute(
        "SELECT outcome, sum(count) AS n FROM usenet.spot_outcomes GROUP BY outcome")}

    # The injected id: counted and skipped; the spot is imported without it, as an incomplete release.
    injected = stored[hostile["injected"].article.message_id]
    assert injected["state"] == "imported" and counts["nzb_segment_id_invalid"] == 1
    row = db.execute("SELECT nzb, completion FROM usenet.releases WHERE content_hash = %s",
                     (injected["content_hash"],)).fetchone()
    ids = [s.message_id for f in nzb.decode_compact(row["nzb"]) for s in f.segments]
    assert ids == ["injected.1@poster.example", "injected.3@poster.example"] and float(row["completion"]) < 100
    # The bomb: refused at the inflation cap, counted; nothing of it stored.
    bomb = stored[hostile["bomb"].article.message_id]
    assert (bomb["state"], bomb["reason"]) == ("failed", "payload_inflates_past_cap")
    assert counts["payload_inflates_past_cap"] >= 1
    # The openers: read in linear time and judged like any spot (imported, or counted under its reason).
    # The openers: the repair reads them in linear time; the spot is indexed and judged like any other (its
    # NZB reference does not survive the repair, so it ends failed under that reason, not stuck pending).
    openers = stored[hostile["openers"].article.message_id]
    assert openers["state"] == "imported" or (openers["state"] == "failed" and openers["reason"] in counts)

    # No NZB the API serves carries a control character.
    client = create_app(ApiConfig.from_env({"USENET_API_OPEN": "1", "USENET_DSN": db.info.dsn})).test_client()
    guids = [r["content_hash"] for r in db.execute("SELECT content_hash FROM usenet.releases WHERE origin = 'spotnet'")]
    assert len(guids) >= len(good)
    for guid in guids:
        got = client.get(f"/api?t=get&apikey=demo&id={guid}")
        assert got.status_code == 200, guid
        assert not CONTROL & set(got.data) and b"QUIT" not in got.data, guid

    again = bag.dags["usenet_spots"].test()
    assert again.state == "success", _task_states(again)
    assert {r["message_id"] for r in db.execute("SELECT message_id FROM usenet.spots")} == set(stored)
