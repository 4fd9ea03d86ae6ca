"""The finder's windows and bucket tokens (domain.search_windows): exact covers, contiguous windows, quoted lexemes."""

from __future__ import annotations

import random

import pytest

from usenet_ops.domain import search_windows as sw


def _hours(tokens: list[str]) -> set[int]:
    out: set[int] = set()
    for token in tokens:
        level, start = token[1:].split(":")
        size = 1 << (sw.SHIFT * int(level))
        out.update(range(int(start) * size, (int(start) + 1) * size))
    return out


@pytest.mark.parametrize("seed", range(40))
def test_a_cover_is_exactly_its_hours_with_few_buckets(seed) -> None:
    rng = random.Random(seed)
    lo = rng.choice((0, rng.randrange(0, 600_000), 8 ** 5 * 14))
    hi = lo + rng.choice((1, 7, 8, 9, 63, 64, 65, rng.randrange(1, 300_000)))
    tokens = sw.cover(lo, hi)
    assert _hours(tokens) == set(range(lo, hi))
    assert len(tokens) == len(set(tokens))
    # at most 7 buckets a level on each side of the largest aligned run
    assert len(tokens) <= 2 * 7 * sw.LEVELS + (hi - lo) // 8 ** (sw.LEVELS - 1)


def test_empty_and_negative_ranges_cover_nothing_and_clamp_at_zero() -> None:
    assert sw.cover(5, 5) == [] and sw.cover(9, 3) == []
    assert _hours(sw.cover(-10, 3)) == {0, 1, 2}


@pytest.mark.parametrize("now,oldest", [(500_000, 0), (500_000, 499_990), (500_000, 500_003), (3, 0), (0, 0),
                                        (492_000, 480_000)])
def test_the_first_window_holds_the_newest_hours_and_the_future_edge(now, oldest) -> None:
    lo, hi = sw.first_window(now, oldest)
    assert hi > now  # the newest reaches past now (a poster's clock runs ahead)
    assert hi % 8 ** (sw.LEVELS - 1) == 0 and hi - now <= 2 * 8 ** (sw.LEVELS - 1)
    assert lo == max(0, oldest, now + 1 - sw.FIRST_HOURS) and lo < hi


def test_the_hour_matches_migration_132() -> None:
    assert sw.hour_of(0) == 0 and sw.hour_of(3599.9) == 0 and sw.hour_of(3600) == 1
    assert sw.hour_of(-86400) == 0  # before 1970: clamped as release_times clamps


def test_a_split_halves_a_window_newer_half_first_and_stops_at_one_hour() -> None:
    assert sw.split(10, 20) == ((15, 20), (10, 15))
    assert sw.split(10, 11) is None


@pytest.mark.parametrize("value,quoted", [
    ("#galt.binaries.x", "'#galt.binaries.x'"),
    ("#ga.b.x'y", "'#ga.b.x''y'"),
    ("#ga\\b", "'#ga\\\\b'"),
    ("#g a|b&!c:*", "'#g a|b&!c:*'"),
    ("#g\x00nul", "'#gnul'"),
])
def test_lexemes_are_quoted_so_client_text_is_matched_not_parsed(value, quoted) -> None:
    assert sw.lexeme(value) == quoted


def test_any_of_and_all_of_compose_tsquery_text() -> None:
    assert sw.any_of([]) == "" and sw.any_of(["#1"]) == "'#1'"
    assert sw.any_of(["#1", "#2"]) == "('#1' | '#2')"
    assert sw.all_of(["'a'", "", "('b' | 'c')"]) == "'a' & ('b' | 'c')"


@pytest.mark.parametrize("start", [500_000 - 1_000, 500_000 - 3, 500_100, 0])
def test_the_first_window_from_a_sampled_start_reaches_it(start) -> None:
    lo, _ = sw.first_window(500_000, 0, start=start)
    assert lo == max(0, min(start, 500_000 + 1 - sw.FIRST_HOURS))
    assert sw.first_window(500_000, 499_999, start=start)[0] >= 499_999  # never older than the maxage bound


def test_the_hour_holding_a_share_of_rows_reads_the_equal_frequency_histogram() -> None:
    bounds = [0.0, 3600.0 * 100, 3600.0 * 200, 3600.0 * 1000, 3600.0 * 1100]  # 4 buckets of 25 % each
    assert sw.hour_holding(bounds, 0.25) == 1000  # the newest bucket: since hour 1000
    assert sw.hour_holding(bounds, 0.125) == 1050  # half of it, interpolated
    assert sw.hour_holding(bounds, 1.0) == 0 and sw.hour_holding(bounds, 5.0) == 0
    assert sw.hour_holding(bounds, 0.0) == 1100 and sw.hour_holding(bounds, -1.0) == 1100
    assert sw.hour_holding([], 0.5) is None and sw.hour_holding([7.0], 0.5) is None


def test_a_sampled_split_keeps_the_newest_share_but_never_more_than_half() -> None:
    sample = [100 + i for i in range(100)]  # one match an hour, 100..199
    assert sw.split(100, 200, sample, keep=0.1) == ((189, 200), (100, 189))
    assert sw.split(100, 200, sample, keep=0.9)[0][0] == 150  # at most half: the midpoint
    assert sw.split(100, 200, [], keep=0.1) == ((150, 200), (100, 150))
    assert sw.split(100, 200, [5, 900], keep=0.1) == ((150, 200), (100, 150))  # outside the window: ignored
    assert sw.split(100, 101, sample) is None
    newer, older = sw.split(0, 10, [9, 9, 9, 9], keep=0.0)
    assert newer == (9, 10) and older == (0, 9)


def test_a_split_of_a_window_reaching_into_the_future_cuts_among_its_rows() -> None:
    # [100, 60_000): rows end at hour 200 (now); the future part stays with the newer part
    newer, older = sw.split(100, 200, [150 + i for i in range(50)], keep=0.1, top=60_000)
    assert newer == (194, 60_000) and older == (100, 194)  # the sample's 10 % quantile from the newest
    assert sw.split(100, 101, [100], top=60_000) is None


def test_the_next_older_window_is_sized_by_the_density_the_last_one_showed() -> None:
    assert sw.older_window(1000, 0, width=10, matches=20, missing=80) == (1000 - 60, 1000)  # 1.5 x 80 at 2 an hour
    assert sw.older_window(1000, 0, width=10, matches=0, missing=80) == (1000 - 10 * sw.GROWTH, 1000)
    assert sw.older_window(1000, 990, width=10, matches=1, missing=500) == (990, 1000)  # clipped at the oldest
    assert sw.older_window(990, 990, width=10, matches=1, missing=5) is None
    assert sw.older_window(5, 0, width=0, matches=9, missing=1) == (4, 5)  # at least one hour


def test_the_share_since_an_hour_inverts_the_hour_holding_it() -> None:
    bounds = [0.0, 3600.0 * 100, 3600.0 * 200, 3600.0 * 1000, 3600.0 * 1100]
    assert sw.share_since(bounds, 1000) == pytest.approx(0.25)
    assert sw.share_since(bounds, 1050) == pytest.approx(0.125)
    assert sw.share_since(bounds, 0) == 1.0 and sw.share_since(bounds, 5000) == 0.0
    assert sw.share_since([], 7) == 1.0 and sw.share_since([5.0], 7) == 1.0
    for share in (0.05, 0.3, 0.6, 0.9):
        assert sw.share_since(bounds, sw.hour_holding(bounds, share)) == pytest.approx(share, abs=0.01)
    assert sw.share_since([10.0, 10.0, 3600.0 * 50], 0) == 1.0  # a bucket of one instant
