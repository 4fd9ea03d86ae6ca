"""Which posting-date window a usenet_backfill run plans, from how Airflow started it.

Why a module of its own: the rule is the contract between Airflow's own
backfill (``airflow backfill create``, the UI's Backfill dialog) and the
planner, and it is tested without running a task. A backfill run's data
interval IS its posting-date window; a manual run may name one in its conf
(``{"from": ISO, "to": ISO}``); a scheduled run has none (it walks the
remaining gap by article number).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from typing import Any


def _aware(value: Any) -> dt.datetime:
    when = value if isinstance(value, dt.datetime) else dt.datetime.fromisoformat(str(value))
    return when if when.tzinfo is not None else when.replace(tzinfo=dt.UTC)


def run_window(run_type: str, context: Mapping[str, Any]) -> tuple[dt.datetime, dt.datetime] | None:
    """Return the run's [start, end) posting-date window, or None to walk the remaining gap."""
    if run_type == "backfill":
        start, end = context.get("data_interval_start"), context.get("data_interval_end")
        if start is None or end is None:
            return None
        window = _aware(start).astimezone(dt.UTC), _aware(end).astimezone(dt.UTC)
        if window[1] <= window[0]:
            # A trigger timetable (a bare timedelta or cron schedule in Airflow 3) gives runs no interval:
            # planning it would read nothing and still succeed.
            raise ValueError(f"backfill run has an empty data interval {window[0].isoformat()} .. "
                             f"{window[1].isoformat()}: give the DAG a data-interval timetable "
                             "(schedule=DeltaDataIntervalTimetable(...)), not a trigger timetable")
        return window
    dag_run = context.get("dag_run")
    conf = getattr(dag_run, "conf", None) or {}
    if run_type == "manual" and conf.get("from") and conf.get("to"):
        return _aware(conf["from"]).astimezone(dt.UTC), _aware(conf["to"]).astimezone(dt.UTC)
    return None
