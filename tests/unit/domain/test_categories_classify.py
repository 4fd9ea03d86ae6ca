"""Newznab categories: the exact standard table and the classification order."""

from __future__ import annotations

import pytest

from usenet_ops.domain.categories import CATEGORIES, classify, descendants, looks_hashed


def test_table_matches_the_standard_subcategories_exactly() -> None:
    by_parent: dict[int, list[tuple[int, str]]] = {}
    for c in CATEGORIES.values():
        if c.parent is not None:
            by_parent.setdefault(c.parent, []).append((c.id, c.name))
    assert sorted(by_parent[2000]) == [
        (2010, "Foreign"), (2020, "Other"), (2030, "SD"), (2040, "HD"), (2045, "UHD"),
        (2050, "BluRay"), (2060, "3D"), (2070, "DVD"), (2080, "WEB-DL"), (2090, "x265"),
    ]
    assert sorted(by_parent[5000]) == [
        (5010, "WEB-DL"), (5020, "Foreign"), (5030, "SD"), (5040, "HD"), (5045, "UHD"),
        (5050, "Other"), (5060, "Sport"), (5070, "Anime"), (5080, "Documentary"), (5090, "x265"),
    ]
    assert sorted(by_parent[3000]) == [
        (3010, "MP3"), (3020, "Video"), (3030, "Audiobook"), (3040, "Lossless"), (3050, "Other"), (3060, "Foreign"),
    ]
    assert sorted(by_parent[7000])[:3] == [(7010, "Mags"), (7020, "EBook"), (7030, "Comics")]
    assert sorted(by_parent[8000]) == [(8010, "Misc"), (8020, "Hashed")]
    assert {c.name for c in CATEGORIES.values() if c.parent is None} == {
        "Console", "Movies", "Audio", "PC", "TV", "XXX", "Books", "Other"
    }
    assert CATEGORIES[7000].name == "Books" and CATEGORIES[8000].name == "Other"  # not ZED's swapped ranges


def test_qualified_name_is_parent_slash_sub() -> None:
    assert CATEGORIES[5040].qualified_name == "TV/HD"
    assert CATEGORIES[5000].qualified_name == "TV"


def test_descendants_cover_a_parent_and_only_its_children() -> None:
    assert descendants(5000) == frozenset({5000, 5010, 5020, 5030, 5040, 5045, 5050, 5060, 5070, 5080, 5090})
    assert descendants(5040) == frozenset({5040})
    assert descendants(12345) == frozenset()


CASES = [
    ("Movie.Name.2020.2160p.UHD.BluRay.x265-GRP", {}, 2045),
    ("Movie.Name.2020.1080p.BluRay.x264-GRP", {}, 2040),
    ("Movie.Name.2020.1080p.WEB-DL.DD5.1.H.264-GRP", {}, 2040),
    ("Movie.Name.2020.WEB-DL.H.264-GRP", {}, 2080),
    ("Movie.Name.2020.x265-GRP", {}, 2090),
    ("Movie.Name.2020.1080p.BluRay.x265-GRP", {}, 2040),
    ("Movie.Name.2019.COMPLETE.BLURAY-GRP", {}, 2050),
    ("Movie.Name.2019.DVDRip.XviD-GRP", {}, 2030),
    ("Movie.Name.2019.German.1080p.BluRay.x264", {}, 2010),
    ("Movie.2010.3D.HSBS.1080p.BluRay", {}, 2060),
    ("Win.Win.2011.1080p.BluRay.x264", {}, 2040),
    ("Show.S01E01.720p.HDTV.x264-GRP", {}, 5040),
    ("Show.S01E01.HDTV.x264-GRP", {}, 5030),
    ("Show.S01E01.1080p.WEB.H264-GRP", {}, 5040),
    ("Show.S01E01.WEB.H264-GRP", {}, 5010),
    ("Show.S01E01.x265-GRP", {}, 5090),
    ("Show.S01E01.2160p.WEB.H265", {}, 5045),
    ("Show.S01E01.1080p.BluRay.x265", {}, 5040),
    ("[ASW] Some Anime - 18 [1080p]", {"group": "alt.binaries.multimedia.anime"}, 5070),
    ("Some Anime Title 1080p", {"group": "alt.binaries.anime"}, 5070),
    ("Show.S02.German.720p.HDTV.x264", {}, 5020),
    ("[SubsPlease] Kimetsu - 05 (1080p)", {}, 5070),
    ("Show.S01E01.1080p", {"group": "alt.binaries.anime"}, 5070),
    ("NFL.2024.09.08.Chiefs.vs.Ravens.720p", {}, 5060),
    ("Planet.Earth.S01E01.Documentary.1080p.BluRay", {}, 5080),
    ("Some Show Name 720p", {"group": "alt.binaries.teevee"}, 5040),
    ("Artist - Album (2019) [FLAC]", {"file_names": ["01.flac", "02.flac"]}, 3040),
    ("Artist-Album-WEB-2019-GRP", {"file_names": ["01.mp3", "02.mp3", "cover.jpg"]}, 3010),
    ("Author - Title Unabridged", {"file_names": ["a.m4b"]}, 3030),
    ("Author - Book Title (retail) epub", {}, 7020),
    ("Author - Book", {"file_names": ["a.epub"]}, 7020),
    ("Some Comic 001 (2020)", {"file_names": ["a.cbr"]}, 7030),
    ("Adobe.Photoshop.2024.x64.Multilingual", {}, 4000),
    ("Tool.v1.x64", {"group": "alt.binaries.0day"}, 4010),
    ("Tool.v2.ISO", {"file_names": ["tool.iso"], "group": "alt.binaries.warez"}, 4020),
    ("Game.Name-CODEX", {}, 4050),
    ("App.v1.2.Android", {}, 4070),
    ("Game.Name.NSW-VENOM", {}, 1090),
    ("Game.PS4-DUPLEX", {}, 1180),
    ("a8F3kQ9zLm2Xp7Wd", {}, 8020),
    ("qukpIpiDEivYVernp3TZLTyvRfIiNIYT", {"file_names": ["qukpIpiDEivYVernp3TZLTyvRfIiNIYT.part01.rar"]}, 8020),
    ("d41d8cd98f00b204e9800998ecf8427e", {}, 8020),
    ("random chat", {}, 8010),
    ("Some.Video.XXX.1080p", {}, 6000),
    ("Any title", {"group": "alt.binaries.erotica", "file_names": ["a.jpg", "b.jpg"]}, 6060),
    ("Movie Name 2020", {"file_names": ["movie.mkv"], "size": 10**9}, 2020),
]


@pytest.mark.parametrize(("title", "kw", "expected"), CASES, ids=[c[0][:40] for c in CASES])
def test_classify_returns_the_most_specific_category(title: str, kw: dict, expected: int) -> None:
    assert classify(title, **kw) == expected


def test_resolution_decides_before_source_so_default_client_categories_find_releases() -> None:
    # Sonarr asks 5030,5040 by default; Radarr 2000-2060. WEB-DL/x265 subcats would hide these.
    assert classify("Show.S01E01.1080p.AMZN.WEB-DL.DDP5.1.H.264-NTb") in (5030, 5040)
    assert classify("Movie.2020.1080p.WEB-DL.x265-GRP") in range(2000, 2061)


def test_adult_content_wins_over_every_other_rule() -> None:
    assert classify("Show.S01E01.XXX.1080p") // 1000 == 6


def test_classify_always_returns_a_known_category() -> None:
    for title in ["", "???", "ü" * 50, "S99E99", "x" * 500]:
        assert classify(title, file_names=["a.bin", ""]) in CATEGORIES


@pytest.mark.parametrize(
    ("name", "hashed"),
    [
        ("a8F3kQ9zLm2Xp7Wd", True),
        ("d41d8cd98f00b204e9800998ecf8427e", True),
        ("3f2a8c1d-1234-abcd-9876-0123456789ab", True),
        ("TheMovieName2020", False),
        ("Artist-Album-WEB-2019-GRP", False),
        ("Documentation", False),
        ("Show.S01E01", False),
    ],
)
def test_looks_hashed_separates_random_tokens_from_names(name: str, hashed: bool) -> None:
    assert looks_hashed(name) is hashed
