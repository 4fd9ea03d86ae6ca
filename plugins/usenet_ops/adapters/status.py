"""The operator's status report (status.json), computed from telemetry in Postgres and Airflow's metadata.

Every number comes from rows the passes write (crawl_passes, build_passes,
staging_counts, errors, provider_checks), so the report is accurate from any
process: the Airflow api-server plugin, the CLI or a monitor. The reads are
in store/status_reads.py (each bounded or index-backed); where Airflow's metadata
database is reachable, the DAGs' run state and the provider pools are added.
"""

from __future__ import annotations

import datetime as dt
import logging
import os
import sys
from typing import Any

from usenet_ops.adapters import assets, backfill_window
from usenet_ops.passes import compose, eviction_figures
from usenet_ops.settings import Settings
from usenet_ops.store import (
    alert_records,
    groups,
    health_records,
    provider_checks,
    rebuild_chunks,
    spot_records,
    status_reads,
)
from usenet_ops.store.db import Conn

log = logging.getLogger(__name__)

# The usenet_build task whose pass report (passes.rebuild_settle.SettleReport) is its catalogue Asset event's extra.
SETTLE_DAG, SETTLE_TASK = "usenet_build", "settle"


def _iso(value: Any) -> str | None:
    return value.isoformat() if isinstance(value, (dt.datetime, dt.date)) else None


def crawl_summary(conn: Conn) -> dict[str, Any]:
    """Summarise the latest crawl run (all groups of its run id)."""
    row = status_reads.latest_crawl_run(conn)
    if row is None:
        return {"running": False, "groups": 0}
    seconds = (row["last"] - row["started"]).total_seconds() if row["last"] and row["started"] else 0.0
    return {
        "run_id": row["run_id"], "running": row["running"] > 0, "groups": row["groups"],
        "groups_done": row["groups_done"], "batches": row["batches"], "failed_batches": row["failed_batches"],
        "reading": row["reading"] or "", "articles": row["articles"], "staged": row["staged"],
        "wire_bytes": row["wire_bytes"], "backlog": row["backlog"], "started_at": _iso(row["started"]),
        "duration_seconds": round(seconds, 1),
        "articles_per_second": round(float(row["articles"]) / seconds, 1) if seconds > 0 else 0.0,
    }


def _duty(conn: Conn, table: str) -> float:
    """Return the trailing-hour busy percentage of a job from its pass rows."""
    return round(min(100.0, 100.0 * status_reads.duty_seconds(conn, table) / 3600.0), 2)


def _jobs(conn: Conn, airflow_jobs: dict[str, dict] | None) -> list[dict[str, Any]]:
    crawl_last = status_reads.last_crawl(conn)
    build_last = status_reads.last_build(conn)
    health_last = health_records.last_pass(conn)
    jobs: list[dict[str, Any]] = [
        {"name": "usenet_crawl", "running": bool(crawl_last["running"]), "last_run": _iso(crawl_last["s"]),
         "duty_pct": _duty(conn, "crawl_passes")},
        {"name": "usenet_build", "running": bool(build_last and build_last["running"]),
         "last_run": _iso(build_last["s"]) if build_last else None, "duty_pct": _duty(conn, "build_passes")},
        {"name": "usenet_health", "running": bool(health_last["running"]), "last_run": _iso(health_last["s"]),
         "duty_pct": _duty(conn, "health_passes")},
    ]
    for job in jobs:
        info = (airflow_jobs or {}).get(str(job["name"]), {})
        job["status"] = info.get("status") or ("running" if job["running"] else ("idle" if job["last_run"] else "never run"))
        job["next_run"] = info.get("next_run")
        job["paused"] = info.get("paused")
    return jobs


def backfill_summary(conn: Conn, settings: Settings) -> dict[str, Any]:
    """Return the backfill's section: totals (remaining, rate, the slowest ETA) and one entry per (backbone, group)."""
    from usenet_ops.passes import backfill

    rows = backfill.status(conn, settings, sets_cap=backfill.POLL_SETS_CAP)
    for r in rows:
        r["last_at"] = _iso(r["last_at"])
    known = [r for r in rows if r["remaining"] is not None]
    etas = [r["eta_sec"] for r in known if r["remaining"]]
    return {
        "enabled": not settings.skip_backfill,
        "remaining": sum(r["remaining"] for r in known),
        "articles_per_sec": round(sum(r["articles_per_sec"] for r in known), 1),
        "eta_sec": None if any(e is None for e in etas) else max(etas, default=0),
        "groups": rows,
        # Airflow's unfinished backfills of the usenet DAGs, each with a warning when a pause holds its runs
        # (None where Airflow's metadata is not reachable). Issue 32.
        "airflow_backfills": backfill_window.waiting_backfills(),
    }


def last_settle() -> dict[str, Any] | None:
    """Return the latest settle pass's report from Airflow's metadata (its catalogue Asset event), or None.

    The settle task publishes its report only there (``SettleOperator``):
    None where Airflow's metadata is not configured (the same test as
    ``backfill_window``: importing Airflow elsewhere would read an empty
    default database and call its nothing the truth), cannot be read, or
    holds no settle pass yet. One row, by the asset's (asset_id, timestamp)
    index read newest first.
    """
    if "airflow.models" not in sys.modules and not os.environ.get("AIRFLOW__DATABASE__SQL_ALCHEMY_CONN"):
        return None
    try:
        from airflow.models.asset import AssetEvent, AssetModel
        from airflow.utils.session import create_session
        from sqlalchemy import select
    except ImportError:
        return None
    try:
        with create_session() as session:
            row = session.execute(
                select(AssetEvent.timestamp, AssetEvent.source_run_id, AssetEvent.extra)
                .join(AssetModel, AssetModel.id == AssetEvent.asset_id)
                .where(AssetModel.uri == assets.CATALOGUE.uri, AssetEvent.source_dag_id == SETTLE_DAG,
                       AssetEvent.source_task_id == SETTLE_TASK)
                .order_by(AssetEvent.timestamp.desc()).limit(1)).first()
    except Exception as exc:  # the metadata database is down or not migrated: say nothing rather than guess
        log.debug("could not read the last settle pass from Airflow's metadata database: %s", exc)
        return None
    if row is None:
        return None
    at, run, extra = row
    return {**dict(extra or {}), "at": _iso(at), "run_id": run}


def rebuild_summary(conn: Conn, settings: Settings) -> dict[str, Any]:
    """Return the rebuild path's section: the knob, the chunk store's bytes, sets by state, the last settle pass.

    Chunk bytes are rb_ranges' sum (never a scan of the chunks); sets by
    state are counted up to EXACT_COUNT_CAP each and estimated above
    (``sets_exact``). The last settle pass's counts (``waiting``: quiet sets
    whose ranges are not all read; promoted, incomplete, handed, corrupt ...)
    are read from Airflow, where its report is recorded; without it
    ``last_settle`` is None and ``note`` says the figures are rb_sets' alone.
    """
    by_state, exact = rebuild_chunks.set_totals(conn, cap=status_reads.EXACT_COUNT_CAP)
    settle = last_settle()
    return {
        "path": settings.backfill_path,
        "chunk_bytes": rebuild_chunks.range_chunk_bytes(conn),
        "sets": {state.value: n for state, n in by_state.items()},
        "sets_exact": exact,
        "last_settle": settle,
        "note": None if settle is not None else (
            f"no settle pass on record here (its report is the {SETTLE_DAG}.{SETTLE_TASK} task's asset event in "
            "Airflow's metadata): sets are counted from rb_sets only"),
    }


def tagfill_summary(conn: Conn) -> dict[str, Any]:
    """Return tag fill's section: ``passes.tagfill.status`` at the classifier version the build would stamp now.

    The same object ``usenet-ops tagfill status --json`` prints (the classifier
    version, whether the catalogue is current, releases left, removals per
    rule, the last batches), with its timestamps as ISO strings.
    """
    from usenet_ops.passes import compose, tagfill

    out = tagfill.status(conn, compose.classifier_version(conn))
    if out["walk"]:
        out["walk"] = {k: _iso(v) if isinstance(v, dt.datetime) else v for k, v in out["walk"].items()}
    for r in out["removed_by_rule"]:
        r["last_removed"] = _iso(r["last_removed"])
    for p in out["recent"]:
        for key in ("started_at", "heartbeat_at", "finished_at"):
            p[key] = _iso(p[key])
    return out


def report(conn: Conn, settings: Settings, *, providers: list[dict[str, Any]] | None = None,
           airflow_jobs: dict[str, dict] | None = None, pools: dict[str, dict] | None = None) -> dict[str, Any]:
    """Return the status report (the seed's StatusReport fields)."""
    total, exact = status_reads.catalogue_size(conn)
    backend = compose.staging_backend(settings)
    staged = backend.staged_total(conn)
    ready = backend.ready_count(conn)
    pending = backend.pending_count(conn)
    active = groups.active_count(conn)
    errors = alert_records.recent_alerts(conn, limit=20)
    stalled = groups.stalled_groups(conn, at_least=1, limit=50)
    workers = status_reads.open_crawl_passes(conn, settings.worker_stale_sec)
    checks = provider_checks.latest_checks(conn)
    busy = status_reads.busy_by_provider(conn, settings.worker_stale_sec)
    fleet = []
    for p in providers or []:
        check = checks.get(p["name"])
        fleet.append({**p, "busy": busy.get(p["name"], 0), "pool": (pools or {}).get(p["name"]),
                      "last_check": {"at": _iso(check["at"]), "ok": check["ok"], "message": check["message"]}
                      if check else None,
                      "down": bool(check and not check["ok"])})
    last_seen = max((w["updated_at"] for w in workers), default=None)
    return {
        "generated_at": dt.datetime.now(dt.UTC).isoformat(),
        "crawl": crawl_summary(conn),
        "providers": fleet,
        "active_groups": active,
        "staged_articles": int(staged),
        "ready_groups": int(ready),
        "pending_count": int(pending),
        "total_nzbs": total,
        "total_nzbs_exact": exact,
        "jobs": _jobs(conn, airflow_jobs),
        "health": health_records.status(conn, min_age_hours=settings.health_min_age_hours),
        "errors": [{"at": _iso(e["at"]), "op": f"{e['job']}.{e['task']}", "message": e["message"], "hint": e["hint"]}
                   for e in errors],
        "stalled": [dict(s) for s in stalled],
        "workers": [{"provider": w["provider"], "group": w["group_name"], "run_id": w["run_id"],
                     "last_seen": _iso(w["updated_at"]), "stale": w["stale"]} for w in workers],
        "worker_last_seen": _iso(last_seen),
        "worker_stale": any(w["stale"] for w in workers),
        "spots": spot_records.summary(conn),
        "backfill": backfill_summary(conn, settings),
        # The rebuild path's history (issue 30, docs/adr/0021): chunk bytes, sets by state, the last settle pass.
        "rebuild": rebuild_summary(conn, settings),
        "tagfill": tagfill_summary(conn),
        # Redis' own evictions (INFO stats) and our hopeless sheds, with the last hour's climb (issue 32).
        "staging_evictions": eviction_figures.figures(conn, backend),
    }


def provider_fleet(conn_ids: list[str]) -> list[dict[str, Any]]:
    """Describe the configured providers (never their passwords)."""
    fleet = []
    for conn_id in conn_ids:
        try:
            from usenet_ops.adapters.nntp_hook import NNTPHook

            cfg = NNTPHook(conn_id).provider_config
            fleet.append({"name": conn_id, "host": cfg.host, "port": cfg.port, "backbone": cfg.backbone,
                          "role": cfg.role.value, "priority": cfg.priority, "connections": cfg.connections, "tls": cfg.tls.value,
                          "enabled": True})
        except Exception as exc:  # a misconfigured provider is reported, not fatal to the report
            fleet.append({"name": conn_id, "enabled": False, "error": f"{type(exc).__name__}: {exc}"})
    return fleet


def airflow_jobs() -> dict[str, dict]:
    """Return each usenet DAG's paused flag, next run and last run state from Airflow's metadata DB.

    Only callable where Airflow's metadata database is reachable (the
    api-server plugin); elsewhere returns {} and the report falls back to
    the passes' own telemetry.
    """
    try:
        from airflow.models.dag import DagModel
        from airflow.models.dagrun import DagRun
        from airflow.utils.session import create_session
        from sqlalchemy import select

        out: dict[str, dict] = {}
        with create_session() as session:
            for model in session.scalars(select(DagModel).where(DagModel.dag_id.like("usenet_%"))):
                last = session.scalars(select(DagRun).where(DagRun.dag_id == model.dag_id)
                                       .order_by(DagRun.run_after.desc()).limit(1)).first()
                out[model.dag_id] = {
                    "paused": model.is_paused,
                    "next_run": _iso(model.next_dagrun_create_after),
                    "status": (str(last.state) if last else "never run") if not model.is_paused else "paused",
                }
        return out
    except Exception:
        return {}


def airflow_pool_state(conn_ids: list[str]) -> dict[str, dict]:
    """Return live Airflow pool state per provider: slots, running, queued, open.

    The pools cap each provider's connections cluster-wide, so their occupancy
    is the provider's live dial state. Only available where Airflow's metadata
    database is reachable (the api-server plugin); elsewhere {}.
    """
    try:
        from airflow.models.pool import Pool

        from usenet_ops.adapters.pools import pool_name

        stats = Pool.slots_stats()
        out = {}
        for conn_id in conn_ids:
            name = pool_name(conn_id)
            if name in stats:
                st = stats[name]
                out[conn_id] = {"pool": name, "slots": st["total"], "running": st["running"],
                                "queued": st["queued"], "open": st["open"]}
            else:
                out[conn_id] = {"pool": name, "missing": True}
        return out
    except Exception:
        return {}
