"""The Usenet view's tabs as JSON: one function per tab, each assembled from store reads (one per panel).

Why JSON and not HTML: the page (adapters/static) builds every cell with
``textContent`` from these documents, so nothing a poster or a news server
wrote (subjects, greetings, error texts) is ever parsed as markup; the same
documents are what a script or test reads. A tab that grows (backfill ETA,
health census) adds a store read in ``store/dashboard.py`` and a key here;
a panel whose data does not exist yet is absent, never a placeholder.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import decimal
import enum
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from usenet_ops.adapters import airflow_meta, dagconfig, status
from usenet_ops.domain import junk_traffic
from usenet_ops.passes import compose, eviction_figures
from usenet_ops.store import (
    alert_records,
    audit,
    building,
    dashboard,
    filters,
    groups,
    health_rechecks,
    health_records,
    junk_samples,
    provider_checks,
    staging,
    status_reads,
)
from usenet_ops.store.db import Conn

# How many days of build outcomes the Builder tab shows.
OUTCOME_DAYS = 7


def jsonable(value: Any) -> Any:
    """Return ``value`` with every datetime, Decimal, Enum, tuple and dataclass turned into plain JSON types."""
    if isinstance(value, (dt.datetime, dt.date)):
        return value.isoformat()
    if isinstance(value, decimal.Decimal):
        return int(value) if value == value.to_integral_value() else float(value)
    if isinstance(value, enum.Enum):
        return jsonable(value.value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return jsonable(dataclasses.asdict(value))
    if isinstance(value, Mapping):
        return {str(k): jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple, set, frozenset)):
        return [jsonable(v) for v in value]
    return value


@dataclass
class Sources:
    """What the tabs read besides the indexer database: Airflow's connections, pools and DAGs (overridable in tests)."""

    provider_ids: Callable[[], list[str]] = dagconfig.provider_conn_ids
    fleet: Callable[[list[str]], list[dict[str, Any]]] = status.provider_fleet
    pools: Callable[[list[str]], dict[str, dict]] = status.airflow_pool_state
    dags: Callable[[], list[dict[str, Any]] | None] = airflow_meta.usenet_dags


def providers(conn: Conn, sources: Sources) -> dict[str, Any]:
    """Each nntp connection: backbone, role and what it is doing, pool slots used/total, open crawl passes, last test."""
    from usenet_ops.adapters import provider_duties
    from usenet_ops.domain.provider_roles import Account

    ids = sources.provider_ids()
    settings = compose.load_settings(conn)
    pools = sources.pools(ids)
    checks = provider_checks.latest_checks(conn)
    busy = status_reads.busy_by_provider(conn, settings.worker_stale_sec)
    fleet = sources.fleet(ids)
    accounts = [Account(p["name"], p["backbone"], p["role"], int(p.get("priority") or 0))
                for p in fleet if p.get("enabled") and p.get("backbone")]
    unusable = {p["name"]: str(p.get("error") or "unreadable") for p in fleet if not p.get("enabled")}
    duties = provider_duties.describe(conn, provider_duties.fleet_of(conn, accounts, unusable))
    rows = []
    for p in fleet:
        check = checks.get(p["name"])
        rows.append({
            **p, "pool": pools.get(p["name"]), "crawling": busy.get(p["name"], 0), "duty": duties.get(p["name"]),
            "last_check": None if check is None else {
                "at": check["at"], "ok": check["ok"], "message": check["message"], "source": check["source"],
                "latency_ms": round(1000 * float(check["seconds"]), 1), "capabilities": list(check["capabilities"]),
            },
        })
    return {"providers": rows}


def _backfill_cell(row: Mapping[str, Any] | None, sets_cap: int | None = None) -> dict[str, Any] | None:
    """Return a group's backfill progress on one backbone for the Groups tab (None before its first crawl).

    On the rebuild path (docs/adr/0021) the cell adds ``rebuild``: the
    chunk bytes its ranges hold and the group's open, promoted and incomplete
    history sets, each counted up to ``sets_cap`` (``cap``: a figure equal to
    it means at least that many). On the staging path nothing is added.
    """
    if row is None or row["remaining"] is None:
        return None
    cell = {"remaining": row["remaining"], "covered_pct": row["covered_pct"], "articles_per_sec": row["articles_per_sec"],
            "eta_sec": row["eta_sec"], "renumbered": row["renumbered"], "floor": row["floor"],
            "floor_resolved": row["floor_resolved"]}
    if row.get("path") == "rebuild":
        cell["rebuild"] = {"chunk_bytes": row["chunk_bytes"], "chunk_bytes_per_line": row["chunk_bytes_per_line"],
                           "open": row["sets_open"], "waiting": row["sets_waiting"], "promoted": row["sets_promoted"],
                           "incomplete": row["sets_incomplete"], "cap": None if row["sets_exact"] else sets_cap}
    return cell


def _activity(row: Mapping[str, Any] | None) -> dict[str, Any]:
    """Return a group's activity for the Groups tab: releases built in 1/7/30 UTC days, the last release and article."""
    row = row or {}
    return {"built_1d": int(row.get("built_1d") or 0), "built_7d": int(row.get("built_7d") or 0),
            "built_30d": int(row.get("built_30d") or 0), "last_release_at": row.get("last_release_at"),
            "last_article": row.get("last_article"), "last_article_at": row.get("last_article_at"),
            "last_article_backbone": row.get("last_article_backbone")}


def groups_tab(conn: Conn, sources: Sources) -> dict[str, Any]:
    """Each curated group: tier, active, depth and its floor, activity (quiet or dead), and per backbone its coverage
    bar, backlog, rate and stalls."""
    from usenet_ops.domain import backfill_plan
    from usenet_ops.passes import backfill

    settings = compose.load_settings(conn)
    now = dt.datetime.now(dt.UTC)
    cover = dashboard.coverage_buckets(conn)
    history = {(b["backbone"], b["group"]): b for b in backfill.status(conn, settings, sets_cap=backfill.POLL_SETS_CAP)}
    activity = dashboard.group_activity(conn)
    out: dict[str, dict[str, Any]] = {}
    for r in dashboard.group_rows(conn):
        floor_at = backfill_plan.floor_day(now, settings.retention_days, r["crawl_depth_days"])
        entry = out.setdefault(r["name"], {
            "name": r["name"], "active": r["active"], "tier": r["tier"], "order": r["manual_order"],
            "throttle": r["throttle"], "depth_days": r["crawl_depth_days"], "description": r["description"],
            "staged_segments": r["staged_segments"], "backbones": [],
            # The depth in force (the group's own, else retention_days; None: all the server holds) and its floor.
            "depth_days_effective": backfill_plan.depth_days(settings.retention_days, r["crawl_depth_days"]) or None,
            "floor_date": floor_at.date() if floor_at else None,
            "activity": _activity(activity.get(r["name"])),
        })
        if r["backbone"] is None:
            continue
        c = cover.get((r["backbone"], r["name"]))
        coverage = None if c is None else {
            "span": c["span"], "covered": c["covered"], "gaps": max(0, c["span"] - c["covered"]),
            # One list of cells per kind of coverage; backfill and quarantine add theirs when they record them.
            "cells": {"crawled": [round(x, 3) for x in c["cells"]]},
        }
        entry["backbones"].append({
            "backbone": r["backbone"], "server_low": r["server_low"], "server_high": r["server_high"],
            "next_article": r["next_article"], "backlog": r["backlog"], "articles_per_sec": r["articles_per_sec"],
            "last_state": r["last_state"], "last_crawl_at": r["last_crawl_at"], "stalled_passes": r["stalled_passes"],
            "coverage": coverage,
            "backfill": _backfill_cell(history.get((r["backbone"], r["name"])), backfill.POLL_SETS_CAP),
        })
    return {"groups": list(out.values()), "tiers": [t.value for t in groups.Tier]}


def crawl(conn: Conn, sources: Sources) -> dict[str, Any]:
    """The latest crawl run group by group (progress, articles/s, drops by reason) and ingest per hour."""
    rows = []
    drops: dict[str, int] = {}
    for r in dashboard.crawl_run_groups(conn):
        dropped = {str(k): int(v) for k, v in (r["dropped"] or {}).items()}
        for k, v in dropped.items():
            drops[k] = drops.get(k, 0) + v
        done = r["finished_at"] is not None
        todo = int(r["articles"]) + int(r["backlog"])
        rows.append({
            "group": r["group_name"], "provider": r["provider"], "backbone": r["backbone"], "state": r["state"],
            "running": not done, "started_at": r["started_at"], "updated_at": r["updated_at"],
            "finished_at": r["finished_at"], "batches": r["batches"], "failed_batches": r["failed_batches"],
            "articles": r["articles"], "staged": r["staged"], "duplicates": r["duplicates"], "backlog": r["backlog"],
            "articles_per_sec": round(float(r["articles_per_sec"]), 1), "wire_bytes": r["wire_bytes"],
            "progress_pct": 100.0 if done and not r["backlog"] else (round(100.0 * int(r["articles"]) / todo, 1)
                                                                     if todo else 0.0),
            "dropped": dict(sorted(dropped.items(), key=lambda kv: -kv[1])), "message": r["message"],
        })
    by_hour = {h["hour"]: h for h in dashboard.ingest_series(conn)}
    now = dt.datetime.now(dt.UTC).replace(minute=0, second=0, microsecond=0)
    series = []
    for back in range(23, -1, -1):  # every hour of the last day, quiet ones as zero, so the chart's axis is time
        hour = now - dt.timedelta(hours=back)
        h = by_hour.get(hour, {"articles": 0, "staged": 0})
        series.append({"hour": hour, "articles": int(h["articles"]), "staged": int(h["staged"]),
                       "articles_per_sec": round(int(h["articles"]) / 3600.0, 2)})
    return {"run": status.crawl_summary(conn), "groups": rows,
            "dropped": dict(sorted(drops.items(), key=lambda kv: -kv[1])), "ingest_per_hour": series}


def _why(p: staging.PendingSet) -> str:
    """Say why an incomplete set is not built yet, in the operator's words."""
    if p.status is staging.SetStatus.COLLISION:
        return "two uploads share this name: their articles sit far apart; waits for the walk-past sweep"
    if p.multi:
        return f"{p.have} of {p.need} files complete ({p.segments_have}/{p.segments_total} segments)"
    return f"{p.segments_have} of {p.segments_total} segments staged"


def builder(conn: Conn, sources: Sources) -> dict[str, Any]:
    """Staging census, the largest incomplete sets and why, outcomes per reason per day, newest releases, charts."""
    settings = compose.load_settings(conn)
    backend = compose.staging_backend(settings)
    info = backend.census(conn, largest=10)
    forming = max(0, info.sets - info.ready - info.settling - info.collisions)
    outcomes = building.outcomes_since(conn, OUTCOME_DAYS)
    mix: dict[str, int] = {}
    for o in outcomes:
        if ":" not in o["reason"]:  # "junk:<rule>" rows break "junk" down; counted once, under "junk"
            mix[o["reason"]] = mix.get(o["reason"], 0) + int(o["count"])
    total, exact = status_reads.catalogue_size(conn)
    capacity = settings.staging_max_rows
    return {
        "census": {"staged_articles": info.staged_articles, "sets": info.sets, "ready": info.ready,
                   "forming": forming, "settling": info.settling, "collision": info.collisions,
                   "capacity": capacity,
                   "pressure_pct": round(backend.pressure(info.staged_articles, capacity), 2),
                   "backend": str(backend.mode)},
        "pending": [{"group": p.group, "base": p.base, "status": p.status, "have": p.have, "need": p.need,
                     "pct": p.pct, "why": _why(p)} for p in info.pending],
        "outcomes": [{"day": o["day"], "reason": o["reason"], "count": o["count"], "sample": o["sample"],
                      "samples": list(o["samples"] or [])} for o in outcomes],
        "outcome_mix": dict(sorted(mix.items(), key=lambda kv: -kv[1])),
        "releases": {"total": total, "exact": exact, "newest": dashboard.newest_releases(conn)},
        "passes": dashboard.recent_build_passes(conn),
        "staging_series": dashboard.staging_series(conn),
        "catalogue_growth": dashboard.catalogue_growth(conn),
        # The health sweep's census (issue 18), the same object status.json and `health status` show.
        "health": health_records.status(conn, min_age_hours=settings.health_min_age_hours),
        # Tag fill (issue 21): the same object as status.json's ``tagfill`` and `tagfill status --json`.
        "tagfill": status.tagfill_summary(conn),
        # Staging's eviction figures (issue 32): the object status.json carries as ``staging_evictions``.
        "evictions": eviction_figures.figures(conn, backend),
        # Health rechecks people asked for (issue 32), newest first, queued or answered.
        "rechecks": [dataclasses.asdict(r) | {"state": r.state} for r in health_rechecks.recent(conn, limit=20)],
    }


# The Filters tab's traffic window: a week shows a new spam family against its rule's usual days.
TRAFFIC_DAYS = 7


def filters_tab(conn: Conn, sources: Sources) -> dict[str, Any]:
    """Junk rules in evaluation order (hits, share, drift), what they caught this week, the blacklist, the poster
    watch, the engine's version."""
    stats = filters.rule_stats(conn)
    rules = {s.rule.id: s.rule for s in stats}
    engine = filters.load_engine(conn)
    black = filters.load_blacklist_rules(conn)
    black_hits = filters.read_rule_hits(conn, filters.RuleFamily.BLACKLIST)
    from usenet_ops.domain.blacklist import Blacklist

    black_problems = {p.rule_id: p.problem for p in Blacklist(black).problems}
    posters: dict[str, dict[str, Any]] = {}
    for r in filters.poster_report(conn):
        entry = posters.setdefault(r["pattern"], {"pattern": r["pattern"], "note": r["note"], "total": 0,
                                                  "outcomes": []})
        if r["stage"] is not None:
            entry["total"] += int(r["count"])
            entry["outcomes"].append({"stage": r["stage"], "reason": r["reason"], "count": r["count"],
                                      "sample": r["sample"], "last_seen": r["last_seen"]})
    return {
        "engine_version": filters.rules_version(conn),
        "rules": [{"place": s.place, "id": s.rule.id, "name": s.rule.name, "kind": s.rule.kind, "stage": s.rule.stage,
                   "size_band": str(s.rule.size_band) if s.rule.size_band else None, "enabled": s.rule.enabled,
                   "hits": s.hits, "share": round(s.share, 4), "drift": s.drift, "reason": s.rule.reason}
                  for s in stats],
        "problems": [{"id": p.rule_id, "name": p.name, "problem": p.problem} for p in engine.problems],
        "blacklist": [{"id": r.id, "field": r.field, "pattern": r.pattern, "enabled": r.enabled, "note": r.note,
                       "hits": black_hits.get(r.id, 0), "problem": black_problems.get(r.id)} for r in black],
        "posters": list(posters.values()),
        # What each rule caught on real traffic, the object `filters audit --days 7 --json` prints (issue 28).
        "traffic": junk_traffic.report_json(junk_samples.traffic(conn, rules, days=TRAFFIC_DAYS, samples=3), rules),
    }


def jobs(conn: Conn, sources: Sources) -> dict[str, Any]:
    """Each usenet DAG (state, next run, duty %), the passes' own telemetry, and the recent alerts with hints."""
    dags = sources.dags()
    last_build = dashboard.recent_build_passes(conn, limit=1)
    return {
        "dags": dags, "airflow_reachable": dags is not None,
        "passes": {"crawl": status.crawl_summary(conn),
                   "build": last_build[0] if last_build else None},
        "alerts": [{"at": a["at"], "job": a["job"], "task": a["task"], "map_index": a["map_index"],
                    "message": a["message"], "hint": a["hint"]} for a in alert_records.recent_alerts(conn, limit=30)],
    }


def audit_tab(conn: Conn, sources: Sources) -> dict[str, Any]:
    """The latest operator actions: who, what, when, from where, and how each ended."""
    return {"entries": audit.recent(conn, limit=200)}


# The tabs, in the order the page shows them. A new tab is one function and one entry.
TABS: dict[str, Callable[[Conn, Sources], dict[str, Any]]] = {
    "providers": providers,
    "groups": groups_tab,
    "crawl": crawl,
    "builder": builder,
    "filters": filters_tab,
    "jobs": jobs,
    "audit": audit_tab,
}


def tab(conn: Conn, name: str, sources: Sources | None = None) -> dict[str, Any]:
    """Return one tab's document, JSON-ready; KeyError for an unknown tab."""
    return jsonable({"tab": name, "generated_at": dt.datetime.now(dt.UTC), **TABS[name](conn, sources or Sources())})
