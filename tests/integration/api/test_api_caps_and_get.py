"""caps (open, truthful, cached) and NZB downloads (headers, gzip, grabs, strict parse)."""

from __future__ import annotations

import gzip
from urllib.parse import unquote

from feedcheck import error_of
from lxml import etree
from releasefactory import make_release

from usenet_ops.domain.nzb import parse_nzb, parse_nzb_meta


def caps_root(client, query="t=caps"):
    response = client.get(f"/api?{query}")
    assert response.status_code == 200
    assert "text/html" not in response.headers["Content-Type"]
    return etree.fromstring(response.data, etree.XMLParser(recover=False))


def test_caps_is_open_and_shaped_for_sonarr_radarr_and_prowlarr(client, add):
    root = caps_root(client)
    assert root.tag == "caps"
    limits = root.find("limits")
    assert int(limits.get("default")) == 100 and int(limits.get("max")) >= 100
    searching = {el.tag: el for el in root.find("searching")}
    assert set(searching) == {"search", "tv-search", "movie-search", "audio-search", "book-search"}
    assert all(el.get("available") == "yes" for el in searching.values())
    tv = searching["tv-search"].get("supportedParams").split(",")
    assert {"q", "season", "ep"} <= set(tv)
    # Standard and unsupported never listed; ids only once a release carries one (an empty catalogue: none).
    assert not {"cat", "limit", "offset", "rid", "tvmazeid", "tvdbid", "imdbid"} & set(tv)
    assert searching["movie-search"].get("supportedParams").split(",") == ["q"]
    assert {"artist", "album", "q"} <= set(searching["audio-search"].get("supportedParams").split(","))
    cats = {int(c.get("id")): c for c in root.find("categories")}
    assert cats[5000].get("name") == "TV" and cats[2000].get("name") == "Movies"
    subs = {int(s.get("id")): s.get("name") for s in cats[5000]}
    assert subs[5040] == "HD" and subs[5070] == "Anime"
    assert {int(s.get("id")) for s in cats[2000]} >= {2010, 2020, 2030, 2040, 2045, 2050, 2060}


def _params(client, mode):
    return caps_root(client).find("searching").find(mode).get("supportedParams").split(",")


def test_caps_advertises_an_id_only_once_a_listed_release_carries_it(client, add, db):
    add(make_release("Some.Show.S01E02.1080p-GRP", category=5040))
    assert "tvdbid" not in _params(client, "tv-search") and "imdbid" not in _params(client, "movie-search")
    add(make_release("Some.Show.S01E03.1080p-GRP", category=5040, tvdb=121361))
    assert "tvdbid" in _params(client, "tv-search") and "imdbid" not in _params(client, "tv-search")
    add(make_release("A.Film.2024.1080p-GRP", category=2040, imdb="0944947"))
    assert _params(client, "movie-search") == ["q", "imdbid"]
    assert {"tvdbid", "imdbid"} <= set(_params(client, "tv-search"))
    doc = client.get("/api?t=caps&o=json").get_json()
    assert "imdbid" in doc["searching"]["movie_search"]["@attributes"]["supportedParams"]
    # An unnamed release's ids are not listed, so they are not advertised either.
    db.execute("UPDATE usenet.releases SET named = false WHERE tvdb IS NOT NULL OR imdb IS NOT NULL")
    assert "tvdbid" not in _params(client, "tv-search") and _params(client, "movie-search") == ["q"]


def test_caps_case_insensitive_names_and_ignores_unknown_parameters(client):
    assert caps_root(client, "T=CAPS&foo=bar&apikey=wrong").tag == "caps"


def test_caps_json(client):
    doc = client.get("/api?t=caps&o=json").get_json()
    assert doc["limits"]["@attributes"]["default"] == "100"
    assert doc["searching"]["tv_search"]["@attributes"]["available"] == "yes"


def test_get_serves_a_strictly_parseable_nzb_with_downloader_headers(client, apikey, add):
    (r,) = add(make_release("Some.Show.S01E02.1080p-GRP", category=5040))
    response = client.get(f"/api?t=get&id={r.content_hash}&apikey={apikey}")
    assert response.status_code == 200
    assert response.headers["Content-Type"] == "application/x-nzb"
    assert 'filename="Some.Show.S01E02.1080p-GRP.nzb"' in response.headers["Content-Disposition"]
    assert response.headers["X-DNZB-Name"] == "Some.Show.S01E02.1080p-GRP"
    assert response.headers["X-DNZB-Category"] == "TV"
    files = parse_nzb(response.data)
    assert sum(len(f.segments) for f in files) == r.segments
    assert all(not s.message_id.startswith("<") for f in files for s in f.segments)
    assert parse_nzb_meta(response.data) == {"title": r.title, "category": "TV"}


def test_getnzb_path_gzip_when_accepted_and_grabs_counted(client, apikey, add):
    (r,) = add(make_release("Zipped-GRP"))
    url = f"/getnzb/{r.content_hash}.nzb?apikey={apikey}"
    plain = client.get(url)
    zipped = client.get(url, headers={"Accept-Encoding": "gzip, deflate"})
    assert zipped.headers["Content-Encoding"] == "gzip"
    assert gzip.decompress(zipped.data) == plain.data
    root = etree.fromstring(client.get(f"/api?t=details&id={r.content_hash}&apikey={apikey}").data)
    grabs = [a.get("value") for a in root.iter("{*}attr") if a.get("name") == "grabs"]
    assert grabs == ["2"]


def test_enclosure_url_downloads_the_nzb(client, apikey, add):
    (r,) = add(make_release("Linked-GRP"))
    root = etree.fromstring(client.get(f"/api?t=search&apikey={apikey}").data)
    url = root.find("channel/item/enclosure").get("url")
    path = url.split("://", 1)[1].split("/", 1)[1]
    response = client.get("/" + path)
    assert response.status_code == 200 and parse_nzb(response.data)


def test_unknown_id_is_error_300_on_api_and_404_on_getnzb(client, apikey):
    assert error_of(client.get(f"/api?t=get&id=0000000000000000&apikey={apikey}")) == (300, "No such item")
    response = client.get(f"/getnzb/0000000000000000.nzb?apikey={apikey}")
    assert response.status_code == 404


def test_non_ascii_title_gets_an_rfc5987_file_name(client, apikey, add):
    (r,) = add(make_release("日本語.タイトル.1080p-GRP"))
    response = client.get(f"/api?t=get&id={r.content_hash}&apikey={apikey}")
    disposition = response.headers["Content-Disposition"]
    assert "filename*=UTF-8''" in disposition
    assert unquote(disposition.split("filename*=UTF-8''", 1)[1]) == "日本語.タイトル.1080p-GRP.nzb"
    assert response.headers["X-DNZB-Name"].isascii()


def test_cart_functions_are_not_available_and_unknown_is_202(client, apikey):
    # getnfo is served since the probe pass (issue 19): an unknown id is "no such item" (300).
    assert error_of(client.get(f"/api?t=getnfo&id=0000000000000000&apikey={apikey}"))[0] == 300
    assert error_of(client.get(f"/api?t=cartadd&id=1&apikey={apikey}"))[0] == 203
    assert error_of(client.get(f"/api?t=frobnicate&apikey={apikey}"))[0] == 202
    assert error_of(client.get("/api"))[0] == 200


def test_head_probe_is_not_counted_as_a_grab(client, apikey, add):
    (r,) = add(make_release("Probed-GRP"))
    assert client.head(f"/getnzb/{r.content_hash}.nzb?apikey={apikey}").status_code == 200
    root = etree.fromstring(client.get(f"/api?t=details&id={r.content_hash}&apikey={apikey}").data)
    assert [a.get("value") for a in root.iter("{*}attr") if a.get("name") == "grabs"] == ["0"]
