"""What Airflow's metadata database says about the usenet DAGs: paused, next run, latest runs, duty.

Read in the api-server (the Usenet view, status.json), where the metadata
database is reachable through Airflow's own session. Every read is bounded:
the usenet DAGs, and per DAG its runs of the last day (at most 200).
"""

from __future__ import annotations

import datetime as dt
import logging
from typing import Any

log = logging.getLogger(__name__)

DAG_PREFIX = "usenet_"


def _iso(value: Any) -> str | None:
    return value.isoformat() if isinstance(value, (dt.datetime, dt.date)) else None


def duty_pct(runs: list[tuple[dt.datetime | None, dt.datetime | None]], now: dt.datetime,
             window: dt.timedelta = dt.timedelta(hours=1)) -> float:
    """Return the share of the trailing ``window`` covered by the runs' (start, end) spans, in percent.

    Overlapping runs (mapped work, a manual run beside a scheduled one)
    count once: the spans are merged first, so the figure stays <= 100.
    """
    since = now - window
    spans = sorted((max(s, since), min(e or now, now)) for s, e in runs if s is not None and (e or now) > since)
    busy = dt.timedelta()
    cur_start: dt.datetime | None = None
    cur_end: dt.datetime | None = None
    for start, end in spans:
        if end <= start:
            continue
        if cur_end is None or start > cur_end:
            if cur_start is not None and cur_end is not None:
                busy += cur_end - cur_start
            cur_start, cur_end = start, end
        else:
            cur_end = max(cur_end, end)
    if cur_start is not None and cur_end is not None:
        busy += cur_end - cur_start
    return round(100.0 * busy / window, 1)


def usenet_dags() -> list[dict[str, Any]] | None:
    """Return each usenet DAG with its schedule state and latest runs; None where Airflow's metadata is unreachable.

    Per DAG: dag_id, paused, schedule, next_run, last_run {run_id, state,
    start, end, type}, runs_24h {state: count}, duty_pct (trailing hour).
    """
    try:
        from airflow.models.dag import DagModel
        from airflow.models.dagrun import DagRun
        from airflow.utils.session import create_session
        from sqlalchemy import select
    except ImportError:  # not inside an Airflow installation
        return None
    now = dt.datetime.now(dt.UTC)
    out = []
    try:
        with create_session() as session:
            models = session.scalars(select(DagModel).where(DagModel.dag_id.like(f"{DAG_PREFIX}%"))
                                     .order_by(DagModel.dag_id)).all()
            for model in models:
                runs = session.scalars(
                    select(DagRun).where(DagRun.dag_id == model.dag_id,
                                         DagRun.run_after > now - dt.timedelta(days=1))
                    .order_by(DagRun.run_after.desc()).limit(200)).all()
                last = runs[0] if runs else session.scalars(
                    select(DagRun).where(DagRun.dag_id == model.dag_id).order_by(DagRun.run_after.desc()).limit(1)
                ).first()
                counts: dict[str, int] = {}
                for run in runs:
                    counts[str(run.state)] = counts.get(str(run.state), 0) + 1
                out.append({
                    "dag_id": model.dag_id,
                    "paused": bool(model.is_paused),
                    "schedule": model.timetable_summary,
                    "next_run": _iso(model.next_dagrun_create_after),
                    "last_run": {"run_id": last.run_id, "state": str(last.state), "type": str(last.run_type),
                                 "start": _iso(last.start_date), "end": _iso(last.end_date)} if last else None,
                    "runs_24h": counts,
                    "duty_pct": duty_pct([(r.start_date, r.end_date) for r in runs], now),
                })
    except Exception as exc:  # the metadata database is down or not migrated: the view says so
        log.warning("could not read the usenet DAGs from Airflow's metadata database: %s", exc)
        return None
    return out
