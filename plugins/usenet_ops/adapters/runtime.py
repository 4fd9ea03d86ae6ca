"""Task bodies of the DAGs' small @task steps (plan, summarize), importable without side effects."""

from __future__ import annotations

import logging
from collections import Counter
from collections.abc import Iterable, Sequence

log = logging.getLogger(__name__)


def plan_crawl_for(providers: Sequence[str], *, manual: bool = False) -> dict[str, list[str]]:
    """Return {provider conn id: groups to crawl}; empty lists while the crawl interval has not passed."""
    from usenet_ops.passes import plan, wiring
    from usenet_ops.store import db

    with db.connect(autocommit=True) as conn:
        settings = wiring.load_settings(conn)
        if not manual:
            row = conn.execute(
                "SELECT max(started_at) > now() - make_interval(mins => %s) AS recent FROM usenet.crawl_passes",
                (settings.crawl_interval_min,),
            ).fetchone()
            if row and row["recent"]:
                log.info("last crawl pass started less than crawl_interval_min=%d minutes ago; skipping this wake-up",
                         settings.crawl_interval_min)
                return {p: [] for p in providers}
        result = plan.plan_crawl(conn, settings)
    for note in result.notes:
        log.info("plan: %s", note)
    log.info("plan: %d group(s) for %d provider(s): %s", len(result.groups), len(providers), ", ".join(result.groups))
    return {p: list(result.groups) for p in providers}


def summarize_crawl(reports: Iterable[dict | None]) -> dict:
    """Fold the mapped crawl reports into one summary (the staging Asset's extra)."""
    totals: Counter[str] = Counter()
    states: Counter[str] = Counter()
    groups = 0
    for report in reports:
        if not report:
            continue
        groups += 1
        states[report.get("state", "unknown")] += 1
        for key in ("articles", "staged", "duplicates", "ready_sets", "batches", "failed_batches", "wire_bytes"):
            totals[key] += int(report.get(key) or 0)
    summary = {"groups": groups, **totals, "states": dict(states)}
    log.info("crawl summary: %s", summary)
    return summary


def run_build(run_id: str = "") -> dict:
    """Run one build pass (with catch-up) and return its report; the task's outlet carries it."""
    from usenet_ops.passes import build, wiring
    from usenet_ops.store import db
    from usenet_ops.store.catalogue import PostgresCatalogue

    with db.connect(autocommit=True) as conn:
        settings = wiring.load_settings(conn)
        report = build.build_pass(conn, settings=settings, sink=PostgresCatalogue(),
                                  filters=wiring.load_build_filters(conn), run_id=run_id)
    return report.as_dict()


def run_watchdog(providers: Sequence[str]) -> dict:
    """Run every watchdog check; raise WatchdogAlarm (-> one alert) when any fails."""
    from usenet_ops.adapters.nntp_hook import NNTPHook
    from usenet_ops.passes import watchdog, wiring
    from usenet_ops.store import db

    with db.connect(autocommit=True) as conn:
        settings = wiring.load_settings(conn)
        findings = watchdog.check_providers(conn, {p: NNTPHook(p).test_connection for p in providers})
        findings += watchdog.check_crawl(conn, settings)
        findings += watchdog.check_build(conn, settings)
    watchdog.raise_for(findings)
    return {"checks": ["providers", "crawl", "build"], "providers": list(providers)}


def run_prune() -> dict:
    """Run one prune pass and return its report."""
    from usenet_ops.passes import prune, wiring
    from usenet_ops.store import db

    with db.connect(autocommit=True) as conn:
        return prune.prune(conn, wiring.load_settings(conn)).as_dict()
