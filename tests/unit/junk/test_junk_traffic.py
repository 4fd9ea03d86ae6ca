"""The traffic audit's arithmetic: window, per-day series, shares within a stage, trend, samples."""

from __future__ import annotations

import datetime as dt

import pytest

from usenet_ops.domain.junk_traffic import DayCount, Trend, summarise, trend, window

TODAY = dt.date(2026, 12, 2)


def test_window_counts_today_as_its_last_day() -> None:
    assert window(TODAY, 1) == (TODAY, TODAY)
    assert window(TODAY, 7) == (dt.date(2026, 11, 26), TODAY)
    with pytest.raises(ValueError):
        window(TODAY, 0)


@pytest.mark.parametrize(("daily", "elapsed", "expected"), [
    ([0, 0, 0, 5], 1.0, Trend.NEW),
    ([10, 10, 10, 40], 1.0, Trend.RISING),
    ([10, 10, 10, 10], 1.0, Trend.STEADY),
    ([10, 10, 10, 3], 1.0, Trend.FALLING),
    ([10, 10, 10, 0], 1.0, Trend.QUIET),
    ([7], 0.5, Trend.UNKNOWN),
    # a morning's hits are projected to a whole day: 30 by 06:00 is a pace of 120, not a fall from 100
    ([100, 100, 30], 0.25, Trend.STEADY),
    ([100, 100, 60], 0.25, Trend.RISING),
])
def test_trend_compares_today_projected_to_a_day_with_the_earlier_days(daily, elapsed, expected) -> None:
    assert trend(daily, elapsed)[2] is expected


def test_a_minute_after_midnight_is_projected_as_an_hour() -> None:
    mean, ratio, verdict = trend([100, 100, 5], 1 / 1440)
    assert mean == 100 and ratio == pytest.approx(1.2) and verdict is Trend.STEADY


def test_summarise_shares_are_within_a_stage_and_samples_newest_first() -> None:
    rows = [
        DayCount(TODAY - dt.timedelta(days=2), "ingest", 1, 30, ("a-old", "b")),
        DayCount(TODAY, "ingest", 1, 10, ("a-new", "b")),
        DayCount(TODAY, "ingest", 2, 60, ("c",)),
        DayCount(TODAY, "build", 1, 4, ("d",)),
        DayCount(TODAY - dt.timedelta(days=9), "ingest", 2, 1000, ("outside",)),
    ]
    report = summarise(rows, today=TODAY, days=3, elapsed=1.0, samples=3, include=[(9, "build")])
    assert report.days == 3 and dict(report.dropped) == {"ingest": 100, "build": 4}
    got = {(r.rule_id, r.stage): r for r in report.rules}
    assert got[(1, "ingest")].share == pytest.approx(0.4) and got[(1, "build")].share == 1.0
    assert got[(1, "ingest")].daily == ((TODAY - dt.timedelta(days=2), 30), (TODAY - dt.timedelta(days=1), 0),
                                        (TODAY, 10))
    assert got[(1, "ingest")].samples == ("a-new", "b", "a-old")
    assert got[(2, "ingest")].trend is Trend.NEW and got[(2, "ingest")].samples == ("c",)
    assert got[(9, "build")].hits == 0 and got[(9, "build")].trend is Trend.QUIET
    assert [(r.rule_id, r.stage) for r in report.rules][:2] == [(2, "ingest"), (1, "build")], "new ones first"
