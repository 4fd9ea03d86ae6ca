"""Broken releases honestly (issue 32 item 6), over NNTP sockets, real Postgres and the Flask API.

A corpus release is served on backbone a with one data article missing from
the overview: the crawl stages the rest, the walk-past sweep salvages it
(par2 covers the gap) and the API shows it needs repair from that moment.
Backbone b serves the whole upload: its build supersedes the salvaged
release, which leaves search, is recorded among the removals and comes back
with `usenet-ops tagfill restore`.
"""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from typing import Any

import pytest
from staging_view import age

from usenet_ops import newsserver
from usenet_ops.domain.subjects import FileKind, file_kind, par2_recovery_blocks
from usenet_ops.newsserver.faults import Faults
from usenet_ops.nntp.pool import Pool
from usenet_ops.nntp.provider import ProviderConfig
from usenet_ops.passes import build, compose, crawl
from usenet_ops.store import health_records, settings

NS = {"newznab": "http://www.newznab.com/DTD/2010/feeds/attributes/"}


def _salvageable(release: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]] | None:
    """Return (the data file to cut, the segment to drop) when the build could salvage the release without it."""
    if len(release["newsgroups"]) != 1 or release["kind"] == "hashed" or not release["complete"]:
        return None
    vols = [f for f in release["files"] if file_kind(f["name"]) is FileKind.PAR2_VOLUME]
    data = [f for f in release["files"] if f["name"].endswith(".rar") and len(f["segments"]) >= 3]
    if not vols or not data:
        return None
    recovery = sum(s["bytes"] for f in vols for s in f["segments"])
    segment = data[0]["segments"][1]
    if sum(par2_recovery_blocks(f["name"]) for f in vols) < 1 or recovery < segment["bytes"]:
        return None
    return data[0], segment


@pytest.fixture
def chosen(crawl_corpus, phase1_expected) -> tuple[dict[str, Any], dict[str, Any]]:
    _, manifest = crawl_corpus
    for release in manifest["releases"]:
        if phase1_expected(release) and release["subject_form"] != "random_per_article":
            cut = _salvageable(release)
            if cut is not None:
                return release, cut[1]
    raise AssertionError("the crawl corpus holds no release a missing article leaves salvageable")


def _crawl(db, server, group: str, backbone: str) -> crawl.GroupReport:  # type: ignore[no-untyped-def]
    provider = ProviderConfig.from_url(server.url, backbone=backbone)
    loaded = compose.load_settings(db)
    target = crawl.CrawlTarget(provider=server.url, backbone=backbone, group=group,
                               indexed_groups=compose.indexed_groups(db))
    with Pool(provider) as pool:
        return crawl.crawl_group(target, conn=db, pool=pool, settings=loaded, filters=compose.load_filters(db),
                                 owner="test", staging=compose.staging_backend(loaded))


def _build(db) -> build.BuildReport:  # type: ignore[no-untyped-def]
    loaded = compose.load_settings(db)
    staging = compose.staging_backend(loaded)
    age(db, staging, 600)
    return build.build_pass(db, settings=loaded, sink=compose.release_sink(), filters=compose.load_build_filters(db),
                            staging=staging)


def _items(client, apikey: str, **params: str) -> dict[str, dict[str, list[str]]]:  # type: ignore[no-untyped-def]
    """Return {guid: {attr name: [values]}} of one API answer."""
    response = client.get("/api", query_string={"apikey": apikey, **params})
    assert response.status_code == 200, response.data[:300]
    items: dict[str, dict[str, list[str]]] = {}
    for item in ET.fromstring(response.data).iter("item"):
        attrs: dict[str, list[str]] = {}
        for a in item.findall("newznab:attr", NS):
            attrs.setdefault(a.get("name", ""), []).append(a.get("value", ""))
        items[item.findtext("guid") or ""] = attrs
    return items


@pytest.fixture
def api(pg_dsn):  # type: ignore[no-untyped-def]
    from usenet_ops.api import create_app
    from usenet_ops.api.config import ApiConfig

    app = create_app(ApiConfig(dsn=pg_dsn))
    yield app.test_client()
    app.extensions["usenet_catalogue"].close()


def test_a_salvaged_release_shows_its_health_at_once_and_its_complete_upload_supersedes_it_restorably(
        crawl_db, crawl_corpus, chosen, api, pg_dsn, capsys) -> None:
    corpus, _ = crawl_corpus
    release, dropped = chosen
    group = release["newsgroups"][0]
    idx = corpus.lookup_message_id(dropped["message_id"])
    assert idx is not None
    number = int(corpus.xref("a", idx).rpartition(b":")[2])
    settings.set_value(crawl_db, "walk_past_grace_min", 1)
    from usenet_ops.store.apikeys import KeyStore

    apikey = KeyStore().create(crawl_db, "tests").key

    # Backbone a lost one data article: its overview line is garbage, so the set can never complete there.
    faults = Faults(overview_override={(group, number): b"%d\tgarbage" % number})
    with newsserver.serve(corpus, backbone="a", faults=faults) as server_a:
        _crawl(crawl_db, server_a, group, "a")
    first = _build(crawl_db)
    assert first.outcomes.get("salvaged", 0) >= 1, first.as_dict()
    salvaged = crawl_db.execute(
        "SELECT r.id, r.content_hash, r.segments, h.verdict, h.source, h.missing_segments, h.recovery_blocks,"
        " h.recovery_needed FROM usenet.releases r JOIN usenet.release_health h ON h.release_id = r.id"
        " WHERE r.broken AND r.title = %s", (release["name"],)).fetchone()
    assert salvaged is not None, "the salvaged release has its build's verdict in release_health"
    assert (salvaged["verdict"], salvaged["source"], salvaged["missing_segments"], salvaged["recovery_needed"]) == (
        "repairable", "build", 1, 1)
    assert salvaged["recovery_blocks"] >= 1
    guid = salvaged["content_hash"]

    # The API: search and details say it needs repair, before any health sweep ran.
    found = _items(api, apikey, t="search", q=release["name"])
    assert found[guid]["health"] == ["repairable"]
    assert found[guid]["missingarticles"] == ["1"] and found[guid]["recoveryneeded"] == ["1"]
    details = _items(api, apikey, t="details", id=guid)[guid]
    assert details["health"] == ["repairable"] and details["healthsource"] == ["build"]
    # The health census counts it as repairable, not as a release nobody has judged.
    census = health_records.status(crawl_db, min_age_hours=24)["census"]
    assert census["repairable"] >= 1

    # Backbone b serves the whole upload: the complete release is built and the salvaged one is taken out.
    with newsserver.serve(corpus, backbone="b") as server_b:
        _crawl(crawl_db, server_b, group, "b")
    second = _build(crawl_db)
    assert second.outcomes.get("built", 0) >= 1, second.as_dict()
    complete = crawl_db.execute("SELECT id, content_hash, segments, broken FROM usenet.releases WHERE title = %s",
                                (release["name"],)).fetchall()
    assert len(complete) == 1 and complete[0]["broken"] is False
    assert complete[0]["segments"] == salvaged["segments"] + 1
    whole = complete[0]["content_hash"]
    found = _items(api, apikey, t="search", q=release["name"])
    assert guid not in found and whole in found and "health" not in found[whole]
    removal = crawl_db.execute("SELECT family, rule_id, detail FROM usenet.release_removals WHERE release_id = %s",
                               (salvaged["id"],)).fetchone()
    assert removal["family"] == "superseded" and removal["rule_id"] == complete[0]["id"]
    assert whole in removal["detail"]
    outcome = crawl_db.execute("SELECT count FROM usenet.build_outcomes WHERE reason = 'superseded'").fetchone()
    assert outcome is not None and outcome["count"] >= 1

    # Restorable by the CLI, with its id and guid; shown as repairable again (its broken flag travelled with it).
    from usenet_ops.cli.main import main

    capsys.readouterr()
    assert main(["tagfill", "restore", str(salvaged["id"]), "--dsn", pg_dsn, "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == {"release_id": salvaged["id"], "outcome": "restored"}
    back = _items(api, apikey, t="details", id=guid)
    assert back[guid]["health"] == ["repairable"]
    assert crawl_db.execute("SELECT count(*) AS n FROM usenet.releases WHERE content_hash = %s",
                            (guid,)).fetchone()["n"] == 1
