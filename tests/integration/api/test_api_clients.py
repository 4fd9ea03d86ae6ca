"""Replay the exact request shapes of Sonarr, Radarr, Prowlarr and NZBHydra2 (newznab-clients.md §3-§4)."""

from __future__ import annotations

import re
from datetime import UTC, date, datetime
from email.utils import parsedate_to_datetime

from feedcheck import NS, attrs, error_of, items, parse_feed
from releasefactory import daily, episode, make_release

SONARR_CATS = "5030,5040,5070"
RADARR_CATS = "2000,2010,2020,2030,2040,2045,2050,2060"
ITEM_ORDER = ["title", "guid", "link", "comments", "pubDate", "category", "description", "enclosure"]
RFC1123 = re.compile(r"^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} \+0000$")


def sonarr(kind: str, key: str, extra: str = "", offset: int = 0) -> str:
    return f"/api?t={kind}&cat={SONARR_CATS}&extended=1{extra}&apikey={key}&offset={offset}&limit=100"


def assert_client_valid_item(item, key):
    names = [child.tag for child in item if not isinstance(child.tag, str) or not child.tag.startswith("{")]
    assert names == ITEM_ORDER
    enclosure = item.find("enclosure")
    assert enclosure.get("type") == "application/x-nzb"
    assert enclosure.get("url").startswith("http://") and f"apikey={key}" in enclosure.get("url")
    assert int(enclosure.get("length")) > 0
    pub = item.findtext("pubDate")
    assert RFC1123.match(pub), pub
    parsed = parsedate_to_datetime(pub)
    assert parsed.strftime("%a") == pub[:3]  # weekday agrees with the date (Java's parser checks)
    for a in item.findall("newznab:attr", NS):
        assert a.get("name") and a.get("value") is not None
    assert attrs(item, "size") and attrs(item, "category") and attrs(item, "usenetdate")


def test_sonarr_rss_sync_and_indexer_test_gets_newest_first_valid_items(client, apikey, add):
    add(episode("Show", 1, 1), episode("Show", 1, 2, category=5070), make_release("Movie.2014-GRP", category=2040))
    root = parse_feed(client.get(sonarr("tvsearch", apikey)))
    assert root.nsmap.get("newznab") == NS["newznab"]
    assert "torznab" not in root.nsmap
    found = items(root)
    assert [i.findtext("title") for i in found] == ["Show.S01E01.1080p.WEB-DL.x264-GRP",
                                                    "Show.S01E02.1080p.WEB-DL.x264-GRP"]
    dates = [parsedate_to_datetime(i.findtext("pubDate")) for i in found]
    assert dates == sorted(dates, reverse=True)
    for item in found:
        assert_client_valid_item(item, apikey)
    response = root.find("channel/newznab:response", NS)
    assert (response.get("offset"), response.get("total")) == ("0", "2")


def test_sonarr_id_search_with_tt_imdbid_season_and_episode(client, apikey, add):
    add(episode("Show", 1, 2, tvdb=121361), episode("Show", 1, 3, tvdb=121361), episode("Nope", 1, 2, tvdb=5))
    url = sonarr("tvsearch", apikey, "&tvdbid=121361&imdbid=tt0944947&season=1&ep=2")
    found = items(parse_feed(client.get(url)))
    assert [i.findtext("title") for i in found] == ["Show.S01E02.1080p.WEB-DL.x264-GRP"]
    assert attrs(found[0], "tvdbid") == ["121361"]
    assert attrs(found[0], "season") == ["S01"] and attrs(found[0], "episode") == ["E02"]


def test_sonarr_title_search_with_escaped_spaces(client, apikey, add):
    add(episode("Some Show", 2, 5), episode("Some Show", 2, 6), episode("Other Show", 2, 5))
    found = items(parse_feed(client.get(sonarr("tvsearch", apikey, "&q=Some%20Show&season=2&ep=5"))))
    assert [i.findtext("title") for i in found] == ["Some.Show.S02E05.1080p.WEB-DL.x264-GRP"]


def test_sonarr_season_search_including_season_00(client, apikey, add):
    add(episode("Show", 3, 1, tvdb=7), episode("Show", 3, 0, tvdb=7, pack=True, title="Show.S03.1080p-GRP"),
        episode("Show", 0, 1, tvdb=7), episode("Show", 4, 1, tvdb=7))
    season3 = items(parse_feed(client.get(sonarr("tvsearch", apikey, "&tvdbid=7&season=3"))))
    assert sorted(i.findtext("title") for i in season3) == ["Show.S03.1080p-GRP", "Show.S03E01.1080p.WEB-DL.x264-GRP"]
    pack = next(i for i in season3 if i.findtext("title") == "Show.S03.1080p-GRP")
    assert attrs(pack, "episode") == []  # a pack is not episode 0
    specials = items(parse_feed(client.get(sonarr("tvsearch", apikey, "&tvdbid=7&season=00"))))
    assert [i.findtext("title") for i in specials] == ["Show.S00E01.1080p.WEB-DL.x264-GRP"]


def test_sonarr_daily_search_with_literal_slash(client, apikey, add):
    add(daily("Late Show", date(2026, 3, 15), tvdb=9), daily("Late Show", date(2026, 3, 16), tvdb=9))
    found = items(parse_feed(client.get(sonarr("tvsearch", apikey, "&tvdbid=9&season=2026&ep=03/15"))))
    assert [i.findtext("title") for i in found] == ["Late.Show.2026.03.15.720p.HDTV.x264-GRP"]


def test_sonarr_anime_search_with_plus_as_space(client, apikey, add):
    add(make_release("[Group] Some Anime - 05 [1080p]", category=5070, episode=5),
        make_release("[Group] Some Anime - 06 [1080p]", category=5070, episode=6))
    url = f"/api?t=search&cat=5070&extended=1&apikey={apikey}&offset=0&limit=100&q=Some+Anime+05"
    found = items(parse_feed(client.get(url)))
    assert [i.findtext("title") for i in found] == ["[Group] Some Anime - 05 [1080p]"]


def test_radarr_id_search_with_digits_imdbid_and_title_fallback(client, apikey, add):
    add(make_release("Interstellar.2014.1080p.BluRay.x264-GRP", category=2040, imdb="tt0816692"),
        make_release("Other.2014.1080p-GRP", category=2040))
    tier1 = f"/api?t=movie&cat={RADARR_CATS}&extended=1&apikey={apikey}&offset=0&limit=100&tmdbid=157336&imdbid=0816692"
    found = items(parse_feed(client.get(tier1)))
    assert [i.findtext("title") for i in found] == ["Interstellar.2014.1080p.BluRay.x264-GRP"]
    assert attrs(found[0], "imdb") == ["0816692"]
    tier2 = f"/api?t=search&cat={RADARR_CATS}&extended=1&apikey={apikey}&offset=0&limit=100&q=Interstellar%202014"
    assert len(items(parse_feed(client.get(tier2)))) == 1


def test_radarr_tmdbid_alone_is_an_empty_result_not_the_whole_catalogue(client, apikey, add):
    add(make_release("Movie.2014-GRP", category=2040))
    url = f"/api?t=movie&cat={RADARR_CATS}&extended=1&apikey={apikey}&offset=0&limit=100&tmdbid=157336"
    root = parse_feed(client.get(url))
    assert items(root) == [] and root.find("channel/newznab:response", NS).get("total") == "0"


def test_prowlarr_indexer_test_browse_without_q_returns_results(client, apikey, add):
    add(make_release("Anything.1080p-GRP", category=5040))
    found = items(parse_feed(client.get(f"/api?t=search&extended=1&cat=2000,5000&apikey={apikey}")))
    assert len(found) == 1
    assert attrs(found[0], "category") == ["5000", "5040"]
    assert attrs(found[0], "grabs") == ["0"] and attrs(found[0], "files") == ["2"]


def test_nzbhydra_checks_and_paging_with_limit_1000(client, apikey, add):
    add(*[make_release(f"Album.{i}.MP3-GRP", category=3010) for i in range(150)])
    add(episode("Game of Thrones", 1, 1, tvdb=121361), make_release("GOT-GRP", imdb="26443597", category=2040))
    assert len(items(parse_feed(client.get(f"/api?t=search&q=mp3&apikey={apikey}")))) == 100
    assert len(items(parse_feed(client.get(f"/api?t=movie&imdbid=26443597&apikey={apikey}")))) == 1
    assert len(items(parse_feed(client.get(f"/api?t=tvsearch&tvdbid=121361&apikey={apikey}")))) == 1
    root = parse_feed(client.get(f"/api?t=search&q=mp3&limit=1000&offset=0&extended=1&password=0&apikey={apikey}"))
    response = root.find("channel/newznab:response", NS)
    assert len(items(root)) == 100 and response.get("total") == "150"
    root = parse_feed(client.get(f"/api?t=search&q=mp3&limit=1000&offset=100&apikey={apikey}"))
    assert len(items(root)) == 50 and root.find("channel/newznab:response", NS).get("total") == "150"


def test_nzbhydra_id_probe_for_an_unknown_show_reports_no_results_not_everything(client, apikey, add):
    add(*[episode("Show", 1, i, tvdb=1) for i in range(1, 5)])
    root = parse_feed(client.get(f"/api?t=tvsearch&tvdbid=121361&rid=24493&apikey={apikey}"))
    assert items(root) == [] and root.find("channel/newznab:response", NS).get("total") == "0"


def test_details_returns_exactly_one_item_and_300_for_unknown(client, apikey, add):
    (r,) = add(make_release("Detailed-GRP"))
    found = items(parse_feed(client.get(f"/api?t=details&id={r.content_hash}&apikey={apikey}")))
    assert len(found) == 1 and found[0].findtext("guid") == r.content_hash
    assert len(items(parse_feed(client.get(f"/api?t=details&guid={r.content_hash}&apikey={apikey}")))) == 1
    assert error_of(client.get(f"/api?t=details&id=ffffffffffffffff&apikey={apikey}"))[0] == 300


def test_empty_catalogue_answers_a_valid_empty_channel(client, apikey):
    for url in (sonarr("tvsearch", apikey), f"/api?t=search&apikey={apikey}", f"/rss?t=5000&r={apikey}",
                f"/api?t=movie&imdbid=1&apikey={apikey}"):
        root = parse_feed(client.get(url))
        assert root.tag == "rss" and root.get("version") == "2.0"
        assert items(root) == []
        assert root.find("channel/newznab:response", NS).get("total") == "0"


def test_rss_browse_by_category_in_newznab_and_plain_forms(client, apikey, add):
    add(make_release("Tv-GRP", category=5040), make_release("Film-GRP", category=2040))
    assert [i.findtext("title") for i in items(parse_feed(client.get(f"/rss?t=5000&dl=1&i=1&r={apikey}")))] == ["Tv-GRP"]
    assert [i.findtext("title") for i in items(parse_feed(client.get(f"/rss?cat=2000&apikey={apikey}")))] == ["Film-GRP"]
    assert len(items(parse_feed(client.get(f"/rss?apikey={apikey}")))) == 2


def test_maxage_minsize_maxsize_filter_and_prowlarr_maxage_copy_is_ignored(client, apikey, add, db):
    now = datetime.now(UTC)
    add(make_release("Fresh-GRP", posted_at=now, size=5 * 10**9), make_release("Old-GRP", size=10**6))

    def titles(query: str) -> list[str | None]:
        return [i.findtext("title") for i in items(parse_feed(client.get(f"/api?t=search&{query}&apikey={apikey}")))]

    assert titles("maxage=2") == ["Fresh-GRP"]
    assert titles("minsize=1000000000") == ["Fresh-GRP"]
    assert titles("maxsize=2000000") == ["Old-GRP"]
    prowlarr = f"/api?t=search&maxage=3000&minsize=3000&maxsize=3000&apikey={apikey}"
    assert len(items(parse_feed(client.get(prowlarr)))) == 2


def test_categories_include_subcategories_and_unknown_only_is_empty(client, apikey, add):
    add(make_release("Hd-GRP", category=5040), make_release("Anime-GRP", category=5070),
        make_release("Film-GRP", category=2040))
    assert len(items(parse_feed(client.get(f"/api?t=search&cat=5000&apikey={apikey}")))) == 2
    assert len(items(parse_feed(client.get(f"/api?t=search&cat=5040,999999&apikey={apikey}")))) == 1
    assert items(parse_feed(client.get(f"/api?t=search&cat=999999&apikey={apikey}"))) == []


def test_item_with_control_characters_stays_well_formed(client, apikey, add):
    add(make_release("Bad\x01Title\x1b[0m.S01-GRP", poster="evil\x07@x <y>", groups=("alt.binaries.a&b",)))
    (item,) = items(parse_feed(client.get(f"/api?t=search&apikey={apikey}")))
    assert item.findtext("title") == "BadTitle[0m.S01-GRP"
    assert attrs(item, "poster") == ["evil@x <y>"] and attrs(item, "group") == ["alt.binaries.a&b"]


def test_quality_and_language_attrs_where_known(client, apikey, add):
    add(make_release("Film.2160p.x265.DTS.German-GRP", category=2045, tags=("2160p", "BluRay", "x265", "DTS", "German")))
    (item,) = items(parse_feed(client.get(f"/api?t=search&apikey={apikey}")))
    assert (attrs(item, "resolution"), attrs(item, "video"), attrs(item, "audio"), attrs(item, "language")) == (
        ["2160p"], ["x265"], ["DTS"], ["German"])


def test_json_output_has_the_simplexml_shape(client, apikey, add):
    add(make_release("Json-GRP"))
    response = client.get(f"/api?t=search&o=json&apikey={apikey}")
    assert response.headers["Content-Type"].startswith("application/json")
    doc = response.get_json()
    assert doc["channel"]["response"]["@attributes"] == {"offset": "0", "total": "1"}
    (item,) = doc["channel"]["item"]
    assert item["enclosure"]["@attributes"]["type"] == "application/x-nzb"
    assert {"@attributes": {"name": "size", "value": "1500000"}} in item["attr"]


def test_sickchill_tvdbid_search_with_retention_maxage_and_literal_attr_tags(client, apikey, add):
    from datetime import timedelta

    recent = datetime.now(UTC) - timedelta(days=3)
    add(episode("Show", 1, 4, tvdb=555, posted_at=recent))
    url = f"/api?t=tvsearch&limit=100&offset=0&cat=5030,5040&maxage=3000&apikey={apikey}&tvdbid=555&season=1&ep=4"
    response = client.get(url)
    assert b'<newznab:attr name="size"' in response.data  # SickChill matches the literal prefixed tag
    assert len(items(parse_feed(response))) == 1


def test_lazylibrarian_reads_children_by_position(client, apikey, add):
    add(make_release("Author - Book Title (2020) [EPUB]", category=7020))
    (item,) = items(parse_feed(client.get(f"/api?t=search&cat=7020&q=&apikey={apikey}")))
    children = list(item)
    assert (children[0].tag, children[2].tag, children[4].tag, children[7].tag) == ("title", "link", "pubDate",
                                                                                     "enclosure")


def test_lidarr_music_search_with_empty_q_and_artist_album(client, apikey, add):
    add(make_release("Some Artist - Great Album (2019) [FLAC]", category=3040),
        make_release("Other Artist - Great Album (2019) [FLAC]", category=3040))
    url = f"/api?t=music&cat=3000&extended=1&apikey={apikey}&offset=0&limit=100&q=&artist=Some%20Artist&album=Great%20Album"
    assert [i.findtext("title") for i in items(parse_feed(client.get(url)))] == ["Some Artist - Great Album (2019) [FLAC]"]


def test_book_search_by_author_and_title(client, apikey, add):
    add(make_release("Jane Doe - Winter Garden (2021) [EPUB]", category=7020),
        make_release("Jane Doe - Summer House (2022) [EPUB]", category=7020))
    url = f"/api?t=book&cat=7020&author=Jane%20Doe&title=Winter%20Garden&apikey={apikey}"
    assert [i.findtext("title") for i in items(parse_feed(client.get(url)))] == ["Jane Doe - Winter Garden (2021) [EPUB]"]
