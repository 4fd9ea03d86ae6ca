"""Health in the API: dead releases leave search, feeds and browse; repairable and broken ones say how much is missing."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from feedcheck import attrs, items, parse_feed
from releasefactory import make_release

from usenet_ops.domain.health_verdicts import CheckResult, Verdict
from usenet_ops.store import health_records
from usenet_ops.store import settings as settings_store

BACKBONES = ("bb-a", "bb-b")


def _check(verdict: Verdict, missing_pct_of_20: int = 0) -> CheckResult:
    return CheckResult(verdict=verdict, mode="sample+par2", segments=24, checked=24, present=24 - missing_pct_of_20,
                       missing=missing_pct_of_20, unusable=0, data_segments=20, data_checked=20,
                       missing_data=missing_pct_of_20, recovery_blocks=3, recovery_available=3)


def _record(db, guid: str, per_backbone: dict[str, Verdict], missing: int = 0) -> None:
    rid = health_records.release_id(db, guid)
    for bb, v in per_backbone.items():
        health_records.record(db, rid, bb, provider=f"p-{bb}", result=_check(v, 20 if v is Verdict.DEAD else missing),
                              next_check_at=datetime.now(UTC) + timedelta(days=1), backbones=BACKBONES)


@pytest.fixture
def shelf(db, add):
    """Five releases of one show: healthy, repairable, broken, dead everywhere, dead on one backbone only."""
    names = ["healthy", "repairable", "broken", "deadall", "deadone"]
    releases = {n: add(make_release(f"Shelf.Show.S01E0{i}.{n}.1080p-GRP", category=5040))[0]
                for i, n in enumerate(names, 1)}
    _record(db, releases["healthy"].content_hash, {"bb-a": Verdict.HEALTHY, "bb-b": Verdict.HEALTHY})
    _record(db, releases["repairable"].content_hash, {"bb-a": Verdict.REPAIRABLE, "bb-b": Verdict.DEAD}, missing=3)
    _record(db, releases["broken"].content_hash, {"bb-a": Verdict.BROKEN, "bb-b": Verdict.BROKEN}, missing=5)
    _record(db, releases["deadall"].content_hash, {"bb-a": Verdict.DEAD, "bb-b": Verdict.DEAD})
    _record(db, releases["deadone"].content_hash, {"bb-a": Verdict.DEAD})  # bb-b not checked yet: not hidden
    return {n: r.content_hash for n, r in releases.items()}


def _titles(root) -> dict[str, object]:
    return {item.findtext("title").split(".")[3]: item for item in items(root)}


@pytest.mark.parametrize("query", ["/api?t=search&q=shelf", "/api?t=tvsearch&q=shelf", "/rss?t=5040", "/api?t=search"])
def test_dead_releases_leave_search_feeds_and_browse(client, apikey, shelf, query) -> None:
    root = parse_feed(client.get(f"{query}&apikey={apikey}"))
    found = _titles(root)
    assert set(found) == {"healthy", "repairable", "broken", "deadone"}
    assert int(root.find("./channel/{*}response").get("total")) == 4


def test_repairable_and_broken_carry_the_missing_percentage_healthy_ones_nothing(client, apikey, shelf) -> None:
    found = _titles(parse_feed(client.get(f"/api?t=search&q=shelf&apikey={apikey}")))
    assert attrs(found["repairable"], "health") == ["repairable"] and attrs(found["repairable"], "missing") == ["15"]
    assert attrs(found["broken"], "health") == ["broken"] and attrs(found["broken"], "missing") == ["25"]
    assert attrs(found["healthy"], "health") == [] and attrs(found["healthy"], "missing") == []
    assert attrs(found["deadone"], "health") == []  # its best checked verdict is dead, yet bb-b may still serve it
    doc = client.get(f"/api?t=search&q=shelf&o=json&apikey={apikey}").get_json()
    by_title = {i["title"].split(".")[3]: {a["@attributes"]["name"]: a["@attributes"]["value"] for a in i["attr"]}
                for i in doc["channel"]["item"]}
    assert by_title["broken"]["health"] == "broken" and by_title["broken"]["missing"] == "25"


def test_details_show_the_last_check_even_of_a_dead_release(client, apikey, shelf) -> None:
    root = parse_feed(client.get(f"/api?t=details&id={shelf['deadall']}&apikey={apikey}"))
    (item,) = items(root)
    assert attrs(item, "health") == ["dead"] and attrs(item, "missing") == ["100"]
    (checked,) = attrs(item, "healthchecked")
    assert checked.endswith("+0000")
    (healthy,) = items(parse_feed(client.get(f"/api?t=details&id={shelf['healthy']}&apikey={apikey}")))
    assert attrs(healthy, "health") == ["healthy"] and attrs(healthy, "healthchecked")
    got = client.get(f"/api?t=get&id={shelf['deadall']}&apikey={apikey}")
    assert got.status_code == 200  # a client holding the guid still gets the NZB


def test_hiding_dead_releases_is_a_live_knob(db, make_app, apikey, shelf) -> None:
    settings_store.set_value(db, "health_hide_dead", False)
    client = make_app().test_client()
    found = _titles(parse_feed(client.get(f"/api?t=search&q=shelf&apikey={apikey}")))
    assert "deadall" in found and attrs(found["deadall"], "health") == []  # feeds mark only repairable and broken


def test_a_dead_release_coming_back_on_one_backbone_returns_to_the_feeds(db, client, apikey, shelf) -> None:
    _record(db, shelf["deadall"], {"bb-b": Verdict.REPAIRABLE}, missing=2)
    found = _titles(parse_feed(client.get(f"/api?t=search&q=shelf&apikey={apikey}")))
    assert attrs(found["deadall"], "health") == ["repairable"]
    assert db.execute("SELECT dead FROM usenet.releases WHERE content_hash = %s", (shelf["deadall"],)).fetchone()["dead"] is False


def test_a_release_without_a_check_has_no_health_attrs(client, apikey, add) -> None:
    (r,) = add(make_release("Fresh.Show.S01E01.1080p-GRP", category=5040))
    (item,) = items(parse_feed(client.get(f"/api?t=details&id={r.content_hash}&apikey={apikey}")))
    assert attrs(item, "health") == [] and attrs(item, "healthchecked") == []


def test_the_dense_path_hides_dead_releases_too(client, apikey, shelf, monkeypatch: pytest.MonkeyPatch) -> None:
    from usenet_ops.store import catalogue

    monkeypatch.setattr(catalogue, "SPARSE_ROWS", -1)  # every request walks the newest-first covering index
    monkeypatch.setattr(catalogue, "SPARSE_SCALE", 0)
    found = _titles(parse_feed(client.get(f"/api?t=search&q=shelf&limit=2&apikey={apikey}")))
    assert len(found) == 2 and "deadall" not in found
    rest = _titles(parse_feed(client.get(f"/api?t=search&q=shelf&limit=2&offset=2&apikey={apikey}")))
    assert set(found) | set(rest) == {"healthy", "repairable", "broken", "deadone"}


def test_the_walk_that_hides_dead_releases_uses_the_live_only_index(db, shelf) -> None:
    # A tiny table makes the planner sort a bitmap scan; rule that out to see the walk a large catalogue takes.
    for knob in ("enable_seqscan", "enable_bitmapscan", "enable_sort"):
        db.execute(f"SET {knob} = off")
    try:
        text = str(db.execute(
            "EXPLAIN (FORMAT JSON) SELECT r.* FROM usenet.releases r WHERE r.named AND NOT r.dead AND r.category = ANY(%s) "
            "ORDER BY r.posted_at DESC, r.id DESC LIMIT 10", ([5040, 5030],)).fetchone())
    finally:
        db.execute("RESET ALL")
    # The partial index holds live rows only: the walk never meets a dead one (no filter on r.dead left).
    assert "releases_posted_live_named" in text and "dead" not in text.split("Filter", 1)[-1], text
    assert "named" not in text.split("Filter", 1)[-1], text


def test_tvsearch_by_words_and_episode_ands_the_episode_index_with_the_words(db, shelf) -> None:
    # Migration 110: a popular show's words match thousands of releases; the episode's own index must cut them
    # before the heap is read. A tiny table makes the planner prefer a scan; rule that out to see the large-catalogue plan.
    for knob in ("enable_seqscan", "enable_indexscan", "enable_sort"):
        db.execute(f"SET {knob} = off")
    try:
        text = str(db.execute(
            "EXPLAIN (FORMAT JSON) SELECT r.id FROM usenet.releases r WHERE r.named "
            "AND r.search_vector @@ to_tsquery('simple', %s) AND r.season = %s AND r.episode = %s",
            ("show & name", 3, 5)).fetchone())
    finally:
        db.execute("RESET ALL")
    assert "releases_season_episode" in text, text
