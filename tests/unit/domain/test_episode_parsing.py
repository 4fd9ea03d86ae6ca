"""parse_episode and series_key: every search path Sonarr uses."""

from __future__ import annotations

import datetime

import pytest

from usenet_ops.domain.episodes import Episode, parse_episode, series_key


@pytest.mark.parametrize(
    ("title", "series", "season", "episode", "pack"),
    [
        ("The.Blacklist.S03E05.720p.HDTV.x264-GRP", "The Blacklist", 3, 5, False),
        ("Show.Name.S01E01E02.1080p.WEB", "Show Name", 1, 1, False),
        ("Show Name s02e10 720p", "Show Name", 2, 10, False),
        ("Show.Name.S01.E03.720p", "Show Name", 1, 3, False),
        ("Show 1x02 HDTV", "Show", 1, 2, False),
        ("Show.S03.COMPLETE.1080p.BluRay", "Show", 3, 0, True),
        ("Show.S03.1080p.WEB-DL", "Show", 3, 0, True),
        ("Show Season 2 Complete 720p", "Show", 2, 0, True),
        ("Marvels.Agents.of.S.H.I.E.L.D.S01E01.720p", "Marvels Agents of SHIELD", 1, 1, False),
        ("[Group] Show.S01E02 [1080p]", "Show", 1, 2, False),
    ],
)
def test_season_and_episode_markers(title: str, series: str, season: int, episode: int, pack: bool) -> None:
    e = parse_episode(title)
    assert (e.series, e.season, e.episode, e.pack) == (series, season, episode, pack)
    assert e.found()


@pytest.mark.parametrize(
    ("title", "series", "day"),
    [
        ("The.Daily.Show.2024.05.01.Guest.720p.WEB", "The Daily Show", datetime.date(2024, 5, 1)),
        ("Late Show 2024-05-01 1080p", "Late Show", datetime.date(2024, 5, 1)),
    ],
)
def test_daily_shows_parse_their_air_date(title: str, series: str, day: datetime.date) -> None:
    e = parse_episode(title)
    assert (e.series, e.air_date, e.season, e.episode) == (series, day, None, None)
    assert e.found()


def test_invalid_dates_are_not_daily_shows() -> None:
    assert parse_episode("Show.2024.02.31.720p").air_date is None


def test_anime_absolute_numbers_have_no_season() -> None:
    e = parse_episode("[SubsPlease] Kimetsu no Yaiba - 05v2 (1080p) [ABCD1234]")
    assert (e.series, e.season, e.episode, e.pack) == ("Kimetsu no Yaiba", None, 5, False)


def test_untagged_anime_needs_a_resolution_or_crc_bracket_after_the_number() -> None:
    e = parse_episode("Kusuriya no Hitorigoto - 18 [1080p]")
    assert (e.series, e.season, e.episode) == ("Kusuriya no Hitorigoto", None, 18)
    assert parse_episode("Title - 07 [ABCD1234]").episode == 7
    assert not parse_episode("Artist - 2019 - Album [FLAC]").found()


@pytest.mark.parametrize(
    "title",
    ["Movie.Name.2020.1080p.BluRay.x264-GRP", "Artist - 2019 - Album", "Movie (2019) - 1080p", "random words", ""],
)
def test_titles_without_a_series_marker_are_not_episodes(title: str) -> None:
    assert parse_episode(title) == Episode()
    assert not parse_episode(title).found()


def test_series_key_folds_punctuation_case_and_accents() -> None:
    assert series_key("Marvels.Agents.of.S.H.I.E.L.D.") == series_key("Marvel's Agents of SHIELD") == "marvelsagentsofshield"
    assert series_key("Pokémon") == series_key("POKEMON")
    assert series_key("進撃の巨人") == "進撃の巨人"


def test_series_key_of_parsed_series_matches_the_folded_name() -> None:
    e = parse_episode("The.Blacklist.S01E01")
    assert e.series_key == series_key("The Blacklist") == "theblacklist"
