"""Issue 19's acceptance, end to end through Airflow on the test news server: crawl -> build -> usenet_probe.

A corpus with hashed (obfuscated) uploads whose par2 lists the real names,
NFOs carrying IMDb / TheTVDB ids, and RAR4 / RAR5 / 7z archives plain and
encrypted; the manifest carries each release's probe truth. Through the
crawl and build DAGs the hashed uploads are stored unnamed (issue 16) with
their probe candidates; a `usenet-ops probes run` is SIGKILLed mid-pass,
hostile bodies are served for some candidates, then the usenet_probe DAG:
>= 95% of obfuscated releases whose par2 survives are named correctly and
searchable through the API; every NFO's ids are served as attrs and match
id searches; every encrypted archive is flagged and nothing else; a few
articles per release; the outcome `named` is in the build report; a second
run reads nothing and changes nothing.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from lxml import etree

from usenet_ops.corpus import hostile_inputs, payloads
from usenet_ops.corpus.release import manifest_content_hash
from usenet_ops.domain.assembly.release import normalise_imdb
from usenet_ops.domain.probe import yenc
from usenet_ops.store import groups, settings
from usenet_ops.store.catalogue import served_ids

ROOT = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent
NS = {"newznab": "http://www.newznab.com/DTD/2010/feeds/attributes/"}

pytestmark = pytest.mark.airflow


def _hash(release: dict) -> str:
    return manifest_content_hash(release)


def _states(run) -> list[tuple[str, int, str]]:
    return [(t.task_id, t.map_index, t.state) for t in run.get_task_instances()]


def _hostile() -> list[list[bytes]]:
    """Bodies hostile posters upload: truncated yEnc, a par2 whose packet length lies, an NFO bomb, not yEnc."""
    par2 = payloads.par2_index([payloads.Par2Source("Real.Name.2020.1080p.mkv", 10_000_000)])
    liar = bytearray(par2)
    liar[8:16] = (2**62).to_bytes(8, "little")
    bomb = b"\x1f\x8bPK\x03\x04" + b"A" * 3_000_000
    truncated = yenc.encode_part(par2, name="x.par2", file_size=len(par2), part=1, total=1)

    def lines(data: bytes, name: str) -> list[bytes]:
        return [ln.rstrip(b"\r\n") for ln in yenc.encode_part(data, name=name, file_size=len(data), part=1, total=1)]

    return [[ln.rstrip(b"\r\n") for ln in truncated[: len(truncated) // 2]], lines(bytes(liar), "y.par2"),
            lines(bomb, "z.nfo"), [b"This article was removed", b"", b"\x00\xff garbage"]]


def _items(client, url: str) -> dict[str, dict[str, str]]:
    """Return {guid: {attr: value}} of an API listing (XML, as Newznab clients read it)."""
    doc = etree.fromstring(client.get(url).data)
    out = {}
    for item in doc.iter("item"):
        attrs = {a.get("name"): a.get("value") for a in item.findall("newznab:attr", NS)}
        out[item.findtext("guid")] = {**attrs, "title": item.findtext("title")}
    return out


def test_crawl_build_probe_names_ids_passwords_through_airflow(airflow_db, db, pg_dsn, seed7_corpus,
                                                               provider) -> None:
    from airflow.dag_processing.dagbag import DagBag

    from usenet_ops.api import create_app
    from usenet_ops.api.config import ApiConfig

    _, manifest = seed7_corpus
    releases = manifest["releases"]
    for name in sorted({g for r in releases for g in r["newsgroups"]}):
        groups.add(db, name, tier=groups.Tier.CRITICAL)
    for knob, value in {"crawl_headroom": 0, "max_articles_per_group": 1_000_000, "batch": 500}.items():
        settings.set_value(db, knob, value)
    bag = DagBag(dag_folder=str(ROOT / "dags"))
    assert bag.import_errors == {}
    crawl_run = bag.dags["usenet_crawl"].test(run_conf={})
    assert crawl_run.state == "success", _states(crawl_run)
    assert bag.dags["usenet_build"].test().state == "success"

    rows = {r["content_hash"]: r for r in db.execute(
        "SELECT id, content_hash, title, named FROM usenet.releases").fetchall()}
    by_row = {rows[_hash(r)]["id"]: r for r in releases if r.get("probe") and _hash(r) in rows}
    obfuscated = [r for r in by_row.values() if r.get("obfuscated_name") and r["probe"]["has_par2"]]
    assert len(obfuscated) >= 10
    assert all(not rows[_hash(r)]["named"] for r in obfuscated), "the build stores hashed uploads unnamed"
    queued = db.execute("SELECT count(*) AS n FROM usenet.probe_queue WHERE state = 'queued'").fetchone()["n"]
    assert queued >= len(by_row)

    # Hostile bodies for candidates whose release has no truth to score (named, no ids, plain archive).
    plain = [rid for rid, r in by_row.items() if not r.get("obfuscated_name") and not r["probe"]["imdb"]
             and not r["probe"]["tvdb"] and not r["probe"]["passworded"]]
    hostile_rows = db.execute("SELECT message_id FROM usenet.probe_queue WHERE release_id = ANY(%s) ORDER BY id"
                              " LIMIT 4", (plain,)).fetchall()
    assert len(hostile_rows) == 4
    provider.faults.body_override = {r["message_id"].strip("<>"): body
                                     for r, body in zip(hostile_rows, _hostile(), strict=True)}
    # Issue 31: an obfuscated upload whose first candidate is a crafted PAR2 (a packet magic every 16 bytes, each
    # claiming the rest of the buffer: quadratic hashing before); the probe reads it in linear time, learns
    # nothing, and names the upload from its next candidate.
    crafted_release = next(rows[_hash(r)]["id"] for r in obfuscated if not (
        r["probe"]["imdb"] or r["probe"]["tvdb"] or r["probe"]["passworded"]))
    crafted = db.execute("SELECT message_id FROM usenet.probe_queue WHERE release_id = %s"
                         " ORDER BY priority, id LIMIT 1", (crafted_release,)).fetchone()["message_id"].strip("<>")
    crafted_par2 = hostile_inputs.par2_claims(700_000)
    provider.faults.body_override[crafted] = [
        ln.rstrip(b"\r\n") for ln in yenc.encode_part(crafted_par2, name="x.par2", file_size=len(crafted_par2),
                                                        part=1, total=1)]

    # A probe task SIGKILLed mid-pass (its claims come back when the lease runs out).
    provider.faults.latency_per_response = 0.02
    url = f"{provider.url}?backbone=synthetic-a&compression=off"
    proc = subprocess.Popen([str(BIN / "usenet-ops"), "probes", "run", "--provider", url],
                            env={**os.environ, "USENET_DSN": pg_dsn}, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL, start_new_session=True)
    deadline = time.monotonic() + 180
    while proc.poll() is None and time.monotonic() < deadline and db.execute(
            "SELECT count(*) AS n FROM usenet.release_probes").fetchone()["n"] < 5:
        time.sleep(0.01)
    assert proc.poll() is None, "the probe run ended before it could be killed"
    os.killpg(proc.pid, signal.SIGKILL)
    proc.wait(30)
    assert db.execute("SELECT count(*) AS n FROM usenet.probe_queue WHERE state = 'claimed'").fetchone()["n"] > 0
    db.execute("UPDATE usenet.probe_queue SET claimed_at = claimed_at - interval '1 day' WHERE state = 'claimed'")
    provider.faults.latency_per_response = 0.0

    for knob, value in {"probe_batch_size": 100_000, "probe_budget_mb": 100_000}.items():
        settings.set_value(db, knob, value)
    probe_dag = bag.dags["usenet_probe"]
    probe_run = probe_dag.test()
    assert probe_run.state == "success", _states(probe_run)
    assert {r["state"] for r in db.execute("SELECT DISTINCT state FROM usenet.probe_queue")} == {"done"}
    passes = db.execute("SELECT sum(hostile) AS hostile, sum(named) AS named FROM usenet.probe_passes"
                        " WHERE finished_at IS NOT NULL").fetchone()
    assert provider.faults.counters["fault.body_override"] >= 5 and passes["hostile"] >= 3
    named_after_crafted = db.execute("SELECT named FROM usenet.releases WHERE id = %s", (crafted_release,)).fetchone()
    assert named_after_crafted["named"], "the crafted PAR2 taught nothing; the next candidate named the upload"

    client = create_app(ApiConfig.from_env({"USENET_API_OPEN": "1", "USENET_DSN": db.info.dsn})).test_client()
    now = {r["id"]: r for r in db.execute(
        "SELECT r.id, r.content_hash, r.title, r.named, r.imdb, r.tvdb, r.password, r.category,"
        " p.bytes_read, p.articles FROM usenet.releases r LEFT JOIN usenet.release_probes p ON p.release_id = r.id")}

    # 1. Obfuscated releases whose par2 survives: named correctly, shown to search (by their real name).
    right = [r for r in obfuscated if now[rows[_hash(r)]["id"]]["title"] == r["probe"]["true_name"]]
    assert len(right) >= 0.95 * len(obfuscated), [(r["obfuscated_name"], now[rows[_hash(r)]["id"]]["title"])
                                                   for r in obfuscated if r not in right]
    for style in ("stem", "hashed_ext", "hashed_bare"):  # issue 28: names by content whatever the files are called
        mine = [r for r in obfuscated if (r.get("hashed_style") or "stem") == style]
        assert mine and sum(r in right for r in mine) >= 0.95 * len(mine), (style, len(mine))
    for r in right:
        row = now[rows[_hash(r)]["id"]]
        assert row["named"] and row["category"] != 8020, r["probe"]["true_name"]
        words = r["probe"]["true_name"].replace(".", " ").replace("-", " ")
        found = _items(client, f"/api?t=search&apikey=demo&limit=100&q={words}")
        assert row["content_hash"] in found, r["probe"]["true_name"]
    outcomes = {o["reason"]: o for o in db.execute("SELECT reason, count, samples FROM usenet.build_outcomes")}
    # Counted once per release named, by the killed run (whose pass row never finished) and the DAG's tasks alike.
    probed_named = db.execute("SELECT count(*) AS n FROM usenet.release_probes WHERE outcome = 'named'").fetchone()["n"]
    assert outcomes["named"]["count"] == probed_named >= len(right) and outcomes["named"]["samples"]
    assert passes["named"] < probed_named, "the killed run named some before it died"

    # 2. Ids for every NFO that carries one: stored, served as attrs, matched by id searches.
    with_ids = [(rid, r) for rid, r in by_row.items() if r["probe"]["imdb"] or r["probe"]["tvdb"]]
    assert len(with_ids) >= 10
    for rid, r in with_ids:
        row, t = now[rid], r["probe"]
        if t["imdb"]:
            assert row["imdb"] == normalise_imdb(t["imdb"]), r["name"]
        if t["tvdb"]:
            assert row["tvdb"] == t["tvdb"], r["name"]
        if not row["named"]:
            continue  # an id on a release still hidden is stored, not served
        if t["imdb"]:
            got = _items(client, f"/api?t=movie&apikey=demo&limit=100&imdbid={row['imdb']}")
            assert got[row["content_hash"]]["imdb"] == row["imdb"], r["name"]
        if t["tvdb"]:
            got = _items(client, f"/api?t=tvsearch&apikey=demo&limit=100&tvdbid={row['tvdb']}")
            assert got[row["content_hash"]]["tvdbid"] == str(row["tvdb"]), r["name"]
    assert served_ids(db) == {"imdbid", "tvdbid"}
    caps = etree.fromstring(client.get("/api?t=caps").data)
    assert "tvdbid" in caps.find("searching").find("tv-search").get("supportedParams").split(",")

    # 3. Every encrypted archive flagged, no false flags; the attr says so.
    flagged = {rid for rid, row in now.items() if row["password"] == 1}
    truth = {rid for rid, r in by_row.items() if r["probe"]["passworded"]}
    assert len(truth) >= 5 and flagged & set(by_row) == truth
    assert not {rid for rid, row in now.items() if row["password"] != 0 and rid in by_row} - truth
    listed = _items(client, "/api?t=search&apikey=demo&limit=100")
    assert all(a["password"] == ("1" if rid in truth else "0") for rid, row in now.items()
               for guid, a in listed.items() if guid == row["content_hash"])

    # 4. A few articles per release, never a whole file: an unnamed upload whose names say nothing walks its
    # fallbacks (issue 28) one article at a time, within the per-release budget.
    from usenet_ops.passes import compose

    budget = compose.load_settings(db).probe_release_kb * 1024
    assert max(int(row["articles"] or 0) for row in now.values()) <= 10
    assert max(int(row["bytes_read"] or 0) for row in now.values()) <= budget + 1024 * 1024  # the last read may end past it

    # 5. A second run reads nothing and changes nothing (the kill and re-run doubled nothing).
    assert db.execute("SELECT count(*) AS n FROM usenet.release_probes").fetchone()["n"] == len(
        {r["release_id"] for r in db.execute("SELECT release_id FROM usenet.probe_queue")})
    stored = db.execute("SELECT id, title, named, imdb, tvdb, password FROM usenet.releases ORDER BY id").fetchall()
    again = probe_dag.test()
    assert again.state == "success", _states(again)
    assert db.execute("SELECT id, title, named, imdb, tvdb, password FROM usenet.releases ORDER BY id").fetchall() \
        == stored
    assert db.execute("SELECT count, samples FROM usenet.build_outcomes WHERE reason = 'named'").fetchone()["count"] \
        == outcomes["named"]["count"]
