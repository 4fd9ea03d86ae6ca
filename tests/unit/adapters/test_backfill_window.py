"""Which posting-date window a usenet_backfill run plans, by how Airflow started it."""

from __future__ import annotations

import datetime as dt
from types import SimpleNamespace

import pytest
from airflow.utils.types import DagRunType

from usenet_ops.adapters.backfill_window import run_window

START = dt.datetime(2025, 11, 3, 6, 0, tzinfo=dt.UTC)
END = START + dt.timedelta(minutes=10)


def _kind(run_type: DagRunType) -> str:
    # What PlanBackfillOperator passes: the enum's value (str() of a str enum is "DagRunType.BACKFILL_JOB").
    return str(run_type.value)


def test_a_backfill_run_plans_its_data_interval() -> None:
    context = {"data_interval_start": START, "data_interval_end": END, "dag_run": SimpleNamespace(conf={})}
    assert run_window(_kind(DagRunType.BACKFILL_JOB), context) == (START, END)


def test_a_scheduled_run_walks_the_gap_and_a_manual_one_may_name_a_window() -> None:
    context = {"data_interval_start": START, "data_interval_end": END, "dag_run": SimpleNamespace(conf={})}
    assert run_window(_kind(DagRunType.SCHEDULED), context) is None
    assert run_window(_kind(DagRunType.MANUAL), context) is None
    named = {"dag_run": SimpleNamespace(conf={"from": "2025-11-03T06:00", "to": "2025-11-03T06:10:00+00:00"})}
    assert run_window(_kind(DagRunType.MANUAL), named) == (START, END)


def test_a_backfill_run_with_an_empty_interval_fails_instead_of_planning_nothing() -> None:
    # What a trigger timetable gives every run (Airflow 3's reading of schedule=timedelta(...)).
    context = {"data_interval_start": START, "data_interval_end": START, "dag_run": SimpleNamespace(conf={})}
    with pytest.raises(ValueError, match="DeltaDataIntervalTimetable"):
        run_window(_kind(DagRunType.BACKFILL_JOB), context)


def test_queued_runs_of_a_paused_dag_are_named_with_the_command_that_starts_them() -> None:
    from usenet_ops.adapters.backfill_window import waiting_notice

    got = waiting_notice("usenet_history", 7, dag_paused=True, backfill_paused=False, states={"queued": 3})
    assert got is not None
    assert "3 run(s) queued" in got and "`airflow dags unpause usenet_history`" in got


def test_a_paused_backfill_is_told_apart_from_a_paused_dag() -> None:
    from usenet_ops.adapters.backfill_window import waiting_notice

    got = waiting_notice("usenet_history", 7, dag_paused=False, backfill_paused=True, states={"queued": 1})
    assert got is not None and "/api/v2/backfills/7/unpause" in got and "dags unpause" not in got


def test_nothing_is_said_when_no_run_waits_or_nothing_holds_them() -> None:
    from usenet_ops.adapters.backfill_window import waiting_notice

    assert waiting_notice("usenet_history", 7, dag_paused=True, backfill_paused=True,
                          states={"success": 4, "running": 1}) is None
    assert waiting_notice("usenet_history", 7, dag_paused=False, backfill_paused=False, states={"queued": 5}) is None


def test_a_scheduled_run_has_no_window_and_a_backfill_run_its_interval() -> None:
    from usenet_ops.adapters.backfill_window import run_type

    start, end = dt.datetime(2025, 11, 1, tzinfo=dt.UTC), dt.datetime(2025, 11, 8, tzinfo=dt.UTC)
    backfill = {"dag_run": SimpleNamespace(run_type=SimpleNamespace(value="backfill"), conf={}),
                "data_interval_start": start, "data_interval_end": end}
    assert run_type(backfill) == "backfill" and run_window(run_type(backfill), backfill) == (start, end)
    scheduled = {"dag_run": SimpleNamespace(run_type="scheduled", conf={}), "data_interval_start": start,
                 "data_interval_end": end}
    assert run_window(run_type(scheduled), scheduled) is None
    assert run_type({}) == ""
