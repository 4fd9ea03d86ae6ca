"""Duty from DAG runs: the share of the trailing hour covered by runs, overlaps counted once."""

from __future__ import annotations

import datetime as dt

from usenet_ops.adapters.airflow_meta import duty_pct
from usenet_ops.adapters.panels import jsonable

NOW = dt.datetime(2026, 12, 1, 12, 0, tzinfo=dt.UTC)


def _at(minutes_ago: float) -> dt.datetime:
    return NOW - dt.timedelta(minutes=minutes_ago)


def test_overlapping_runs_count_once_and_a_running_one_counts_to_now() -> None:
    runs = [(_at(50), _at(40)), (_at(45), _at(35)), (_at(10), None)]
    assert duty_pct(runs, NOW) == round(100 * (15 + 10) / 60, 1)


def test_runs_before_the_window_are_cut_at_its_start_and_unstarted_runs_ignored() -> None:
    runs = [(_at(90), _at(30)), (None, None), (_at(120), _at(70))]
    assert duty_pct(runs, NOW) == 50.0


def test_duty_never_exceeds_100_and_is_zero_without_runs() -> None:
    assert duty_pct([(_at(200), None), (_at(30), None)], NOW) == 100.0
    assert duty_pct([], NOW) == 0.0
    assert duty_pct([(_at(5), _at(10))], NOW) == 0.0  # an end before its start adds nothing


def test_jsonable_turns_database_values_into_json_types() -> None:
    import decimal
    import enum

    class Tier(str, enum.Enum):
        LOW = "low"

    value = {"n": decimal.Decimal("12"), "x": decimal.Decimal("1.5"), "at": NOW, "day": NOW.date(),
             "tier": Tier.LOW, "t": (1, 2), 3: {"s": {"a"}}}
    assert jsonable(value) == {"n": 12, "x": 1.5, "at": NOW.isoformat(), "day": "2026-12-01", "tier": "low",
                               "t": [1, 2], "3": {"s": ["a"]}}
    assert isinstance(jsonable(decimal.Decimal("12")), int)
