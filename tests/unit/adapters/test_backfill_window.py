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
