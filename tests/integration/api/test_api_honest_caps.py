"""Honest caps and the id->name fallback (issue 16 item 5), replaying Sonarr, SickChill and Prowlarr.

Each client is modelled by the request sequence newznab-clients.md records
from its source: it reads caps, then searches by id only when caps lists the
id (Sonarr tier 1, SickChill's "tvdbid and then no q"), else by name;
Prowlarr passes ids and q through as the calling app sent them. The
catalogue is a phase-1 one: no release carries an id yet.
"""

from __future__ import annotations

from urllib.parse import quote

from feedcheck import items, parse_feed
from lxml import etree
from releasefactory import episode, make_release

SONARR_CATS = "5030,5040,5070"
TVDB_SHOW = 121361


def _supported(client, mode: str) -> set[str]:
    root = etree.fromstring(client.get("/api?t=caps").data)
    return set(root.find("searching").find(mode).get("supportedParams").split(","))


def _titles(client, url: str) -> list[str]:
    return [i.findtext("title") for i in items(parse_feed(client.get(url)))]


def _catalogue(add) -> None:
    add(episode("Some Show", 6, 7), episode("Some Show", 6, 8), episode("Other Show", 6, 7),
        make_release("A.Film.2024.1080p.BluRay.x264-TEAM", category=2040))


def sonarr_episode_search(client, key: str, *, title: str, tvdb: int, season: int, ep: int) -> list[str]:
    """Sonarr's tiers (NewznabRequestGenerator.cs): ids if tv-search lists one, then the title, first tier with results."""
    params = _supported(client, "tv-search")
    base = f"/api?t=tvsearch&cat={SONARR_CATS}&extended=1&apikey={key}&offset=0&limit=100"
    if {"tvdbid", "imdbid"} & params:
        found = _titles(client, f"{base}&tvdbid={tvdb}&imdbid=tt0944947&season={season}&ep={ep}")
        if found:
            return found
    return _titles(client, f"{base}&q={quote(title)}&season={season}&ep={ep}")


def sickchill_episode_search(client, key: str, *, title: str, tvdb: int, season: int, ep: int) -> list[str]:
    """SickChill (newznab.py): tvdbid when caps lists it, and then no q; one page only."""
    params = _supported(client, "tv-search")
    url = f"/api?t=tvsearch&limit=100&offset=0&cat=5030,5040&maxage=3000&apikey={key}"
    url += f"&tvdbid={tvdb}" if "tvdbid" in params else f"&q={quote(title)}"
    return _titles(client, f"{url}&season={season}&ep={ep}")


def test_sonarr_finds_the_episode_by_name_because_caps_lists_no_id(client, apikey, add):
    _catalogue(add)
    assert not {"tvdbid", "imdbid"} & _supported(client, "tv-search")
    found = sonarr_episode_search(client, apikey, title="Some Show", tvdb=TVDB_SHOW, season=6, ep=7)
    assert found == ["Some.Show.S06E07.1080p.WEB-DL.x264-GRP"]


def test_sonarr_under_the_old_caps_would_have_found_nothing(client, apikey, add):
    # What issue 16 measured: tier 1 alone (the id, no q) returns nothing on a phase-1 catalogue.
    _catalogue(add)
    url = f"/api?t=tvsearch&cat={SONARR_CATS}&extended=1&apikey={apikey}&offset=0&limit=100&tvdbid={TVDB_SHOW}"
    assert _titles(client, url + "&season=6&ep=7") == []


def test_sickchill_sends_the_name_and_finds_the_episode(client, apikey, add):
    _catalogue(add)
    found = sickchill_episode_search(client, apikey, title="Some Show", tvdb=TVDB_SHOW, season=6, ep=7)
    assert found == ["Some.Show.S06E07.1080p.WEB-DL.x264-GRP"]


def test_prowlarr_passes_id_and_q_through_and_an_unmatched_id_falls_back_to_the_name(client, apikey, add):
    _catalogue(add)
    base = f"/api?t=tvsearch&extended=1&cat=5030,5040&apikey={apikey}&offset=0&limit=100"
    for ids in (f"&tvdbid={TVDB_SHOW}", "&imdbid=tt0944947", f"&tvdbid={TVDB_SHOW}&tvmazeid=82", "&rid=24493"):
        found = _titles(client, f"{base}{ids}&q=Some%20Show&season=6&ep=7")
        assert found == ["Some.Show.S06E07.1080p.WEB-DL.x264-GRP"], ids
    movie = f"/api?t=movie&extended=1&cat=2000,2040&apikey={apikey}&offset=0&limit=100"
    assert _titles(client, f"{movie}&imdbid=0944947&q=A%20Film") == ["A.Film.2024.1080p.BluRay.x264-TEAM"]


def test_an_id_that_matches_wins_over_the_name_and_an_id_alone_never_falls_back(client, apikey, add):
    _catalogue(add)
    add(episode("Renamed Show", 6, 7, tvdb=TVDB_SHOW))
    base = f"/api?t=tvsearch&extended=1&cat=5030,5040&apikey={apikey}&offset=0&limit=100"
    assert _titles(client, f"{base}&tvdbid={TVDB_SHOW}&q=Some%20Show&season=6&ep=7") == [
        "Renamed.Show.S06E07.1080p.WEB-DL.x264-GRP"]
    # An id alone is an id query: no fallback to "everything" (NZBHydra2 reads that as "ids ignored").
    assert _titles(client, f"{base}&tvdbid=999999&season=6&ep=7") == []
    assert "tvdbid" in _supported(client, "tv-search"), "now a release carries one, caps says so"


def test_prowlarr_indexer_test_lists_named_releases_only(client, apikey, add, db):
    _catalogue(add)
    add(make_release("9f2c4e1a7b3d5f60812a4c6e8b0d2f41", category=8020, named=False))
    found = _titles(client, f"/api?t=search&extended=1&cat=2000,5000,8000&apikey={apikey}")
    assert found and "9f2c4e1a7b3d5f60812a4c6e8b0d2f41" not in found
    assert _titles(client, f"/api?t=search&q=9f2c4e1a7b3d5f60812a4c6e8b0d2f41&apikey={apikey}") == []
