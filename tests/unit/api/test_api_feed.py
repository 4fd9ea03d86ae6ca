"""Newznab document rendering: namespace, order, dates, escaping, attrs (pure, no database)."""

from __future__ import annotations

import dataclasses
from datetime import UTC, date, datetime

import pytest
from lxml import etree

from usenet_ops.api import feed
from usenet_ops.api.errors import ApiError, ErrorCode
from usenet_ops.domain.assembly.release import CatalogueRelease, InvalidRelease
from usenet_ops.store.catalogue import Page, ReleaseRow

NS = {"newznab": feed.NEWZNAB_NS}


_ROW = ReleaseRow(
    id=1, guid="0123456789abcdef", content_hash="0123456789abcdef", title="Show.S01E02.1080p-GRP",
    search_name="Show S01E02 1080p GRP", groups=("alt.binaries.a", "alt.binaries.b"), poster="p@x",
    posted_at=datetime(2026, 3, 1, 8, 5, 9, tzinfo=UTC), added_at=datetime(2026, 3, 1, tzinfo=UTC),
    size=123, files=2, segments=4, par2=True, completion=100.0, category=5040, tags=("1080p",), series="Show",
    season=1, episode=2, air_date=None, pack=False, imdb=None, tvdb=77, origin="crawl", broken=False, grabs=3,
)


def row(**overrides) -> ReleaseRow:
    return dataclasses.replace(_ROW, **overrides)


def render(*rows, key="k&y"):
    data = feed.rss_xml(Page(list(rows), 0, len(rows)), feed.Links("http://idx.example:8080", key),
                        title="t", description="d")
    return data, etree.fromstring(data, etree.XMLParser(recover=False))


def test_pubdate_is_rfc1123_with_plus_0000_and_the_right_weekday():
    _, root = render(row())
    assert root.findtext("channel/item/pubDate") == "Sun, 01 Mar 2026 08:05:09 +0000"


def test_namespace_prefix_is_literal_newznab_and_torznab_is_absent():
    data, root = render(row())
    assert b'xmlns:newznab="http://www.newznab.com/DTD/2010/feeds/attributes/"' in data
    assert b"torznab" not in data
    assert root.find("channel/newznab:response", NS).get("total") == "1"


def test_key_in_urls_is_escaped_and_absolute():
    _, root = render(row())
    url = root.find("channel/item/enclosure").get("url")
    assert url == "http://idx.example:8080/getnzb/0123456789abcdef.nzb?apikey=k%26y"
    assert root.findtext("channel/item/link") == url


def test_every_xml_invalid_character_is_stripped_from_text_and_attributes():
    nasty = "A\x00B\x01C\x0bD\x1fE\ufffeF\ud800G & <x> \"q\""
    data, root = render(row(title=nasty, poster=nasty, groups=(nasty,)))
    item = root.find("channel/item")
    assert item.findtext("title") == 'ABCDEFG & <x> "q"'
    poster = [a.get("value") for a in item.findall("newznab:attr", NS) if a.get("name") == "poster"]
    assert poster == ['ABCDEFG & <x> "q"']


def test_category_attrs_list_every_level_and_the_text_names_both():
    _, root = render(row(category=5040))
    item = root.find("channel/item")
    assert [a.get("value") for a in item.findall("newznab:attr", NS) if a.get("name") == "category"] == ["5000", "5040"]
    assert item.findtext("category") == "TV > HD"


def test_pack_has_season_but_no_episode_and_daily_has_air_date():
    pack = dict(feed.item_attrs(row(pack=True, episode=0)))
    assert pack["season"] == "S01" and "episode" not in pack
    aired = dict(feed.item_attrs(row(season=None, episode=None, air_date=date(2026, 3, 15))))
    assert aired["tvairdate"] == "Sun, 15 Mar 2026 00:00:00 +0000"


def test_error_document_escapes_its_description():
    data = feed.error_xml(ApiError(ErrorCode.INCORRECT_PARAMETER, 'bad "q" <&>'))
    root = etree.fromstring(data)
    assert (root.get("code"), root.get("description")) == ("201", 'bad "q" <&>')


_RELEASE = CatalogueRelease(
    content_hash="0123456789abcdef", title="T", search_name="T", groups=("a.b",), poster="p",
    posted_at=datetime(2026, 1, 1, tzinfo=UTC), size=1, files=1, segments=1, par2=False,
    completion=100.0, category=8010, tags=(), series=None, series_key=None, season=None, episode=None,
    air_date=None, pack=False, imdb=None, tvdb=None, origin="crawl", broken=False, nzb=b"x",
)


def release(**overrides) -> CatalogueRelease:
    """Return the default release with ``overrides`` (validated again, as a new release is)."""
    return dataclasses.replace(_RELEASE, **overrides)


@pytest.mark.parametrize(
    "overrides",
    [
        {"content_hash": "ABC"},
        {"content_hash": "0123456789ABCDEF"},
        {"posted_at": datetime(2026, 1, 1)},
        {"completion": 101.0},
        {"groups": ()},
        {"imdb": "tt12x"},
        {"title": ""},
        {"size": -1},
    ],
)
def test_catalogue_release_refuses_broken_values(overrides):
    with pytest.raises(InvalidRelease):
        release(**overrides)


def test_catalogue_release_accepts_a_valid_value():
    assert release(imdb="tt0944947").imdb == "tt0944947"


def test_nzb_headers_name_the_file_in_ascii_and_utf8_and_the_job_and_top_category():
    headers = feed.nzb_headers(row(title="Some.Show.S01E02.1080p-GRP", category=5040))
    assert headers == [
        ("Content-Disposition",
         "attachment; filename=\"Some.Show.S01E02.1080p-GRP.nzb\"; filename*=UTF-8''Some.Show.S01E02.1080p-GRP.nzb"),
        ("X-DNZB-Name", "Some.Show.S01E02.1080p-GRP"),
        ("X-DNZB-Category", "TV"),
    ]


def test_nzb_headers_fall_back_to_the_guid_when_nothing_of_the_title_is_ascii():
    headers = dict(feed.nzb_headers(row(title="日本語", category=123456)))
    assert headers["X-DNZB-Name"] == "0123456789abcdef" and headers["X-DNZB-Category"] == "Other"
    assert headers["Content-Disposition"].endswith("filename*=UTF-8''%E6%97%A5%E6%9C%AC%E8%AA%9E.nzb")


def test_nzb_file_name_drops_control_characters_and_replaces_path_and_shell_characters():
    assert feed.nzb_file_name('a/b\\c:d*e?f"g<h>i|j\x00\x1fk') == "a_b_c_d_e_f_g_h_i_jk"
    assert feed.nzb_file_name(" .Name. ") == "Name"
    assert feed.nzb_file_name("\x01 . ") == "release"


def test_header_ascii_folds_accents_and_drops_quotes_and_what_latin1_headers_cannot_carry():
    assert feed.header_ascii('Amélie "Poulain" – 日本\t') == "Amelie Poulain"
    assert feed.header_ascii("日本語") == ""


def test_nzb_file_name_of_a_512_character_title_fits_a_file_system_name_with_room_for_suffixes():
    title = ".".join(f"Word{i}" for i in range(100))[:512]
    name = feed.nzb_file_name(title)
    assert len(name.encode()) <= 200 and title.startswith(name) and not name.endswith(".")
    cjk = feed.nzb_file_name("日本語のタイトル" * 64)
    assert len(cjk.encode()) <= 200 and cjk.startswith("日本語")
