"""What the probe pass learned, served: password attr, t=getnfo, id params in caps only when ids are held."""

from __future__ import annotations

from feedcheck import error_of
from lxml import etree
from releasefactory import make_release

from usenet_ops.store import probes as store


def _probe(db, release_id: int, *, password: int = 0, nfo: str | None = None, imdb: str | None = None) -> None:
    store.record(db, store.ProbeRecord(
        release_id=release_id, learned_name=None, name_source=None, imdb=imdb, tvdb=None, tvmaze=None,
        password=password, password_reason="file 'x.mkv' is encrypted" if password else "", nfo=nfo,
        nfo_encoding="cp437" if nfo else None, inner_names=(), outcome="passworded" if password else "ids",
        bytes_read=1000, articles=1), None, nfo_chars=65536)


def _attrs(data: bytes) -> dict[str, dict[str, str]]:
    root = etree.fromstring(data)
    ns = {"newznab": "http://www.newznab.com/DTD/2010/feeds/attributes/"}
    out = {}
    for item in root.iter("item"):
        out[item.findtext("title")] = {a.get("name"): a.get("value") for a in item.findall("newznab:attr", ns)}
    return out


def test_password_attr_carries_the_probe_verdict(client, db, add, apikey):
    add(make_release("Locked.Movie.2020.1080p-GRP"), make_release("Open.Movie.2020.1080p-GRP"))
    ids = {r["title"]: r["id"] for r in db.execute("SELECT id, title FROM releases").fetchall()}
    _probe(db, ids["Locked.Movie.2020.1080p-GRP"], password=1)
    _probe(db, ids["Open.Movie.2020.1080p-GRP"], password=0)
    attrs = _attrs(client.get(f"/api?t=search&q=movie&apikey={apikey}").data)
    assert attrs["Locked.Movie.2020.1080p-GRP"]["password"] == "1"
    assert attrs["Open.Movie.2020.1080p-GRP"]["password"] == "0"
    js = client.get(f"/api?t=search&q=locked&o=json&apikey={apikey}").get_json()
    item = js["channel"]["item"]
    item = item[0] if isinstance(item, list) else item
    assert {"@attributes": {"name": "password", "value": "1"}} in item["attr"]


def test_getnfo_serves_the_stored_nfo_and_says_when_there_is_none(client, db, add, apikey):
    (with_nfo, without) = add(make_release("Nfo.Movie.2020.1080p-GRP", category=2040),
                              make_release("Bare.Movie.2020.1080p-GRP", category=2040))
    rid = db.execute("SELECT id FROM releases WHERE title = 'Nfo.Movie.2020.1080p-GRP'").fetchone()["id"]
    _probe(db, rid, nfo="\u2554\u2550\u2557 Nfo.Movie\r\n  IMDb: https://www.imdb.com/title/tt0944947/\r\n",
           imdb="tt0944947")
    got = client.get(f"/api?t=getnfo&id={with_nfo.content_hash}&apikey={apikey}")
    assert got.status_code == 200 and "tt0944947" in got.data.decode() and "\u2554" in got.data.decode()
    assert error_of(client.get(f"/api?t=getnfo&id={without.content_hash}&apikey={apikey}"))[0] == 300
    assert error_of(client.get(f"/api?t=getnfo&id=0123456789abcdef&apikey={apikey}"))[0] == 300
    assert error_of(client.get(f"/api?t=getnfo&apikey={apikey}"))[0] == 200
    # The id the NFO carried is on the release, and an id search finds it.
    assert client.get(f"/api?t=movie&imdbid=tt0944947&apikey={apikey}").data.count(b"<item>") == 1


def test_caps_advertises_id_params_only_when_the_catalogue_holds_such_ids(client, db, add):
    def params(element: str) -> list[str]:
        root = etree.fromstring(client.get("/api?t=caps").data)
        return root.find("searching").find(element).get("supportedParams").split(",")

    assert params("movie-search") == ["q"] and "tvdbid" not in params("tv-search")
    add(make_release("Some.Movie.2020.1080p-GRP", imdb="0944947"))
    assert params("movie-search") == ["q", "imdbid"] and "tvdbid" not in params("tv-search")
    add(make_release("Some.Show.S01E01.1080p-GRP", tvdb=81189))
    assert "tvdbid" in params("tv-search")
