"""Newznab parameter parsing: lenient where clients differ, strict where a guess would mislead."""

from __future__ import annotations

from datetime import date

import pytest

from usenet_ops.api.errors import ApiError, ErrorCode
from usenet_ops.api.params import (
    EpisodeFilter,
    parse_categories,
    parse_episode,
    parse_imdb,
    parse_limit,
    parse_offset,
    parse_output,
    parse_query_string,
)


def P(qs: str | bytes):
    return parse_query_string(qs.encode() if isinstance(qs, str) else qs)


def code_of(fn, *args) -> int:
    with pytest.raises(ApiError) as info:
        fn(*args)
    return int(info.value.code)


def test_names_are_case_insensitive_and_empty_values_are_absent():
    p = P("T=tvsearch&Q=&ApiKey=abc&season=1")
    assert p.get("t") == "tvsearch" and p.get("apikey") == "abc"
    assert p.get("q") is None


def test_identical_repeats_are_accepted_and_conflicting_repeats_refused():
    assert P("t=search&t=search").get("t") == "search"
    assert code_of(P, "t=search&t=caps") == ErrorCode.INCORRECT_PARAMETER


def test_invalid_utf8_is_incorrect_parameter_not_replacement_characters():
    assert code_of(P, b"t=search&q=%FF%FE") == ErrorCode.INCORRECT_PARAMETER
    assert P("q=%E6%97%A5%E6%9C%AC").get("q") == "日本"
    assert P("q=日本".encode()).get("q") == "日本"  # raw UTF-8 is read as UTF-8, not Latin-1
    assert code_of(P, b"t=search&q=\xff") == ErrorCode.INCORRECT_PARAMETER


def test_nul_and_oversized_values_are_refused():
    assert code_of(P, "q=a%00b") == ErrorCode.INCORRECT_PARAMETER
    assert code_of(P, "q=" + "a" * 5000) == ErrorCode.INCORRECT_PARAMETER


def test_plus_is_a_space_as_sonarr_anime_search_sends_it():
    assert P("q=Some+Anime+05").get("q") == "Some Anime 05"


@pytest.mark.parametrize(
    "qs, expected",
    [
        ("season=1&ep=2", EpisodeFilter(season=1, episode=2)),
        ("season=S01&ep=E02", EpisodeFilter(season=1, episode=2)),
        ("season=s01&ep=e02", EpisodeFilter(season=1, episode=2)),
        ("season=00", EpisodeFilter(season=0)),
        ("season=2026&ep=03/15", EpisodeFilter(air_date=date(2026, 3, 15))),
        ("season=2026", EpisodeFilter(year=2026)),
        ("ep=5", EpisodeFilter(episode=5)),
        ("", EpisodeFilter()),
    ],
)
def test_season_and_episode_forms_clients_send(qs, expected):
    assert parse_episode(P(qs)) == expected


@pytest.mark.parametrize("qs", ["season=x", "ep=abc", "season=1&ep=03/15", "season=2026&ep=02/30", "season=-1"])
def test_unusable_season_or_episode_is_incorrect_parameter(qs):
    assert code_of(parse_episode, P(qs)) == ErrorCode.INCORRECT_PARAMETER


@pytest.mark.parametrize("raw", ["tt0944947", "0944947", "944947", "TT0944947"])
def test_imdbid_with_or_without_tt(raw):
    assert parse_imdb(P(f"imdbid={raw}")) == "0944947"


def test_imdbid_garbage_is_incorrect():
    assert code_of(parse_imdb, P("imdbid=tt12ab")) == ErrorCode.INCORRECT_PARAMETER


def test_limit_defaults_clamps_and_refuses_non_numbers():
    assert parse_limit(P(""), 100, 100) == 100
    assert parse_limit(P("limit=0"), 100, 100) == 100
    assert parse_limit(P("limit=25"), 100, 100) == 25
    assert parse_limit(P("limit=1000"), 100, 100) == 100
    assert parse_limit(P("limit=99999999999"), 100, 100) == 100
    assert code_of(parse_limit, P("limit=-1"), 100, 100) == ErrorCode.INCORRECT_PARAMETER
    assert code_of(parse_limit, P("limit=1e9"), 100, 100) == ErrorCode.INCORRECT_PARAMETER
    assert code_of(parse_limit, P("limit=" + "9" * 40), 100, 100) == ErrorCode.INCORRECT_PARAMETER


def test_offset_beyond_the_maximum_is_refused():
    assert parse_offset(P("offset=200"), 10_000) == 200
    assert code_of(parse_offset, P("offset=10001"), 10_000) == ErrorCode.INCORRECT_PARAMETER
    assert code_of(parse_offset, P("offset=abc"), 10_000) == ErrorCode.INCORRECT_PARAMETER


def test_categories_list_is_validated_and_deduplicated():
    assert parse_categories(P("cat=5030,5040,5030")) == (5030, 5040)
    assert parse_categories(P("cat=5030,%20")) == (5030,)
    assert parse_categories(P("")) is None
    assert code_of(parse_categories, P("cat=5030;DROP")) == ErrorCode.INCORRECT_PARAMETER


def test_output_format():
    assert parse_output(P("o=JSON")) == "json"
    assert parse_output(P("")) == "xml"
    assert code_of(parse_output, P("o=yaml")) == ErrorCode.INCORRECT_PARAMETER
