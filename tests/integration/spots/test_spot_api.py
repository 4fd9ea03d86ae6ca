"""The Newznab API shows what a spot adds: the trust label, whether it rests on a weak key, the description."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any
from xml.etree import ElementTree

import pytest
from spot_helpers import Runner, spot_rows

from usenet_ops.corpus.spots import SpotCorpus

NS = {"newznab": "http://www.newznab.com/DTD/2010/feeds/attributes/"}


@pytest.fixture
def api(runner: Runner, pg_dsn: str) -> Iterator[Any]:
    from usenet_ops.api import create_app
    from usenet_ops.api.config import ApiConfig

    runner.both()
    app = create_app(ApiConfig(dsn=pg_dsn, open_mode=True))
    yield app.test_client()
    app.extensions["usenet_catalogue"].close()


def _items(body: bytes) -> dict[str, dict[str, Any]]:
    root = ElementTree.fromstring(body)
    out = {}
    for item in root.iter("item"):
        attrs: dict[str, list[str]] = {}
        for a in item.findall("newznab:attr", NS):
            attrs.setdefault(a.get("name", ""), []).append(a.get("value", ""))
        out[item.findtext("guid", "")] = {"title": item.findtext("title"), "description": item.findtext("description"),
                                          "attrs": attrs}
    return out


def _guid(runner: Runner, corpus: SpotCorpus, case: str) -> str:
    return spot_rows(runner.conn)[corpus.case(case).article.message_id]["content_hash"]


def test_search_results_carry_the_spot_label_key_strength_and_description(api, runner: Runner, spot_corpus) -> None:
    items = _items(api.get("/api?t=search&limit=100").data)
    assert len(items) == sum(1 for r in spot_rows(runner.conn).values() if r["state"] == "imported")
    strong = items[_guid(runner, spot_corpus, "self_signed_spotweb")]
    assert strong["attrs"]["spotnet_trust"] == ["self-signed"] and strong["attrs"]["spotnet_weak_key"] == ["0"]
    weak = items[_guid(runner, spot_corpus, "moderator_signed")]
    assert weak["attrs"]["spotnet_trust"] == ["moderator"] and weak["attrs"]["spotnet_weak_key"] == ["1"]
    assert weak["description"] == "Een mooie film.\n\nMet ondertitels.\nVeel plezier!"
    unsigned = items[_guid(runner, spot_corpus, "unsigned_ftd")]
    assert unsigned["attrs"]["spotnet_trust"] == ["unsigned"] and unsigned["attrs"]["spotnet_weak_key"] == ["0"]
    assert all(len(i["attrs"]["spotnet_trust"]) == 1 for i in items.values())


def test_details_json_and_a_release_without_a_spot(api, runner: Runner, spot_corpus) -> None:
    guid = _guid(runner, spot_corpus, "moderator_signed_key4_plain")
    details = _items(api.get(f"/api?t=details&id={guid}").data)
    assert details[guid]["attrs"]["spotnet_trust"] == ["moderator"]
    doc = json.loads(api.get(f"/api?t=details&id={guid}&o=json").data)
    item = doc["channel"]["item"][0]
    attrs = {a["@attributes"]["name"]: a["@attributes"]["value"] for a in item["attr"]}
    assert attrs["spotnet_trust"] == "moderator" and attrs["spotnet_weak_key"] == "1"
    assert item["description"].startswith("Een mooie film.")
    # The same release without its spot (deleted by a moderator after import): plain Newznab again.
    runner.conn.execute("UPDATE usenet.spots SET state = 'deleted' WHERE content_hash = %s", (guid,))
    plain = _items(api.get(f"/api?t=details&id={guid}").data)[guid]
    assert "spotnet_trust" not in plain["attrs"] and plain["description"] == plain["title"]


def test_the_best_of_several_spots_speaks_for_a_release(api, runner: Runner, spot_corpus) -> None:
    guid = _guid(runner, spot_corpus, "hashcash_only")
    weak_mid = spot_corpus.case("moderator_signed").article.message_id
    runner.conn.execute("UPDATE usenet.spots SET content_hash = %s WHERE message_id = %s", (guid, weak_mid))
    item = _items(api.get(f"/api?t=details&id={guid}").data)[guid]
    assert item["attrs"]["spotnet_trust"] == ["moderator"], "moderator beats unsigned"


def test_spot_text_is_escaped_for_xml(api, runner: Runner, spot_corpus) -> None:
    guid = _guid(runner, spot_corpus, "xml_no_cdata_ampersand")
    runner.conn.execute("UPDATE usenet.spots SET description = %s WHERE content_hash = %s",
                        ("<b>&amp; \x01 </description> & \"quoted\"", guid))
    body = api.get(f"/api?t=details&id={guid}").data
    item = _items(body)[guid]
    assert item["title"] == "Tom.and.Jerry.1080p & Tom <3"
    assert item["description"] == "<b>&amp;  </description> & \"quoted\""
