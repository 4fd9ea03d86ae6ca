"""Which posting-date window a backfill run plans, from how Airflow started it; and what a waiting backfill needs.

Why a module of its own: the rules are the contract between Airflow's own
backfill (``airflow backfill create``, the UI's Backfill dialog) and the
planner, and they are tested without running a task. A backfill run's data
interval IS its posting-date window; a manual run may name one in its conf
(``{"from": ISO, "to": ISO}``); a scheduled run has none (the walker,
usenet_backfill, walks the remaining gap by article number; usenet_history
plans nothing then).
"""

from __future__ import annotations

import datetime as dt
import logging
import os
import sys
from collections.abc import Mapping
from typing import Any

log = logging.getLogger(__name__)

# Bounded reads of Airflow's metadata (status.json is polled).
MAX_BACKFILLS = 20


def _aware(value: Any) -> dt.datetime:
    when = value if isinstance(value, dt.datetime) else dt.datetime.fromisoformat(str(value))
    return when if when.tzinfo is not None else when.replace(tzinfo=dt.UTC)


def run_type(context: Mapping[str, Any]) -> str:
    """Return the run's type as Airflow stores it ("backfill", "scheduled", "manual", ...; "" outside a run)."""
    kind = getattr(context.get("dag_run"), "run_type", "") or ""
    return str(getattr(kind, "value", kind))  # DagRunType is a str enum: its str() is "DagRunType.X"


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


def waiting_notice(dag_id: str, backfill_id: int, *, dag_paused: bool, backfill_paused: bool,
                   states: Mapping[str, int]) -> str | None:
    """Return why an unfinished backfill's runs do not start and what to do, or None when nothing holds them.

    Airflow's scheduler starts no queued run of a paused DAG, nor of a paused
    backfill, and says nothing: the runs sit queued, and no task of that DAG
    runs to log it. ``airflow backfill create`` does not unpause (the UI's
    dialog offers to), so this is the operator's first question.
    """
    waiting = int(states.get("queued", 0))
    if not waiting:
        return None
    if dag_paused:
        return (f"backfill {backfill_id} of {dag_id}: {waiting} run(s) queued and none will start while the DAG is "
                f"paused: `airflow dags unpause {dag_id}` (or the toggle in the Airflow UI)")
    if backfill_paused:
        return (f"backfill {backfill_id} of {dag_id}: {waiting} run(s) queued and none will start while the backfill "
                f"is paused: unpause it in the Airflow UI's backfill banner, or POST /api/v2/backfills/{backfill_id}"
                "/unpause")
    return None


def _airflow_configured() -> bool:
    """Return whether this process can reach Airflow's metadata: inside Airflow, or told where it is.

    Importing Airflow elsewhere would read a default configuration (a SQLite
    file under ~/airflow) and report that database's nothing as the truth.
    """
    return "airflow.models" in sys.modules or bool(os.environ.get("AIRFLOW__DATABASE__SQL_ALCHEMY_CONN"))


def waiting_backfills() -> list[dict[str, Any]] | None:
    """Return the usenet DAGs' unfinished backfills, each with its runs' states and a warning when they cannot start.

    None where Airflow's metadata is not configured or cannot be read (the
    caller shows nothing rather than a guess). Per backfill: id, dag_id,
    from, to, dag_paused, paused, runs {state: count}, warning (None, or
    what holds the runs and the command that frees them).
    """
    if not _airflow_configured():
        return None
    try:
        from airflow.models.backfill import Backfill
        from airflow.models.dag import DagModel
        from airflow.models.dagrun import DagRun
        from airflow.utils.session import create_session
        from sqlalchemy import func, select
    except ImportError:
        return None
    out: list[dict[str, Any]] = []
    try:
        with create_session() as session:
            rows = session.execute(
                select(Backfill, DagModel.is_paused).join(DagModel, DagModel.dag_id == Backfill.dag_id)
                .where(Backfill.dag_id.like("usenet_%"), Backfill.completed_at.is_(None))
                .order_by(Backfill.id).limit(MAX_BACKFILLS)).all()
            for backfill, dag_paused in rows:
                states = {str(getattr(state, "value", state)): int(n) for state, n in session.execute(
                    select(DagRun.state, func.count()).where(DagRun.backfill_id == backfill.id)
                    .group_by(DagRun.state)).all()}
                out.append({
                    "id": backfill.id, "dag_id": backfill.dag_id,
                    "from": backfill.from_date.isoformat(), "to": backfill.to_date.isoformat(),
                    "dag_paused": bool(dag_paused), "paused": bool(backfill.is_paused), "runs": states,
                    "warning": waiting_notice(backfill.dag_id, backfill.id, dag_paused=bool(dag_paused),
                                              backfill_paused=bool(backfill.is_paused), states=states),
                })
    except Exception as exc:  # the metadata database is down or not migrated: say nothing rather than guess
        log.debug("could not read the usenet DAGs' backfills from Airflow's metadata database: %s", exc)
        return None
    return out
