"""caps lists the indexed groups (``<groups>``, as newznab's caps does): the active curated ones, escaped."""

from __future__ import annotations

from lxml import etree

from usenet_ops.store import groups


def _groups(client, query: str = "t=caps") -> dict[str, str]:
    response = client.get(f"/api?{query}")
    assert response.status_code == 200
    root = etree.fromstring(response.data, etree.XMLParser(recover=False))
    listed = root.find("groups")
    return {} if listed is None else {g.get("name"): g.get("description") for g in listed}


def test_caps_lists_the_active_groups_with_their_descriptions(client, db) -> None:
    assert _groups(client) == {}  # nothing indexed: no <groups> element at all
    groups.add(db, "alt.binaries.teevee", description='TV & "more" <b>')
    groups.add(db, "alt.binaries.inactive", active=False)
    groups.add(db, "alt.binaries.anime")
    assert _groups(client) == {"alt.binaries.anime": "", "alt.binaries.teevee": 'TV & "more" <b>'}
    doc = client.get("/api?t=caps&o=json").get_json()
    assert [g["@attributes"]["name"] for g in doc["groups"]["group"]] == ["alt.binaries.anime", "alt.binaries.teevee"]
    # A group deactivated later leaves the next caps (the cache is keyed by the list).
    groups.tune(db, "alt.binaries.anime", active=False)
    assert set(_groups(client)) == {"alt.binaries.teevee"}
