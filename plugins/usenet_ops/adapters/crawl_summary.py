"""Fold a crawl run's mapped reports into one summary (the staging Asset's extra), and judge the run.

Invariant 7 of ARCHITECTURE.md: a run in which work failed never ends green.
The summary runs for every run (``all_done``) so the staging Asset is
updated and the build goes on whatever one group did; the check after it is
the run's only leaf, and fails the run when a group's crawl task failed for
good, a provider's plan failed, or a crawl set ranges aside in quarantine,
naming each one (docs/adr/0009).
"""

from __future__ import annotations

import logging
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from airflow.sdk.exceptions import AirflowFailException

from usenet_ops.domain.hints import OperatorHint

log = logging.getLogger(__name__)

# Report fields summed over the run's groups.
TOTALS = ("articles", "staged", "duplicates", "ready_sets", "batches", "failed_batches", "wire_bytes")


class CrawlRunFailed(AirflowFailException, OperatorHint):
    """Work of this crawl run failed or was set aside. Not retried: the check would only fail again."""


def summarize_crawl(reports: Iterable[Mapping[str, Any] | None]) -> dict[str, Any]:
    """Return {groups, <totals>, states[, quarantined]}; a mapped task that returned nothing (failed) is left out."""
    totals: Counter[str] = Counter()
    states: Counter[str] = Counter()
    groups = 0
    quarantined = 0
    for report in reports:
        if not report:
            continue
        groups += 1
        states[report.get("state", "unknown")] += 1
        for key in TOTALS:
            totals[key] += int(report.get(key) or 0)
        quarantined += len(report.get("quarantined") or ())
    summary: dict[str, Any] = {"groups": groups, **totals, "states": dict(states)}
    if quarantined:
        summary["quarantined"] = quarantined
    log.info("crawl summary: %s", summary)
    return summary


def run_problems(providers: Sequence[str], planned: Sequence[Sequence[str] | None],
                 reports: Sequence[Sequence[Mapping[str, Any] | None] | None]) -> list[str]:
    """Return what failed in a crawl run, one line each (empty: the run is green).

    ``planned[i]`` is provider i's plan (None when the plan task failed) and
    ``reports[i]`` the reports its mapped crawl tasks returned. A task that
    failed for good returned none, and Airflow leaves it out of the sequence
    rather than holding its place, so reports are matched to the plan by the
    group each one names.
    """
    problems = []
    for provider, groups, got in zip(providers, planned, reports, strict=True):
        if groups is None:
            problems.append(f"{provider}: the plan task failed, so no group was crawled")
            continue
        by_group = {r.get("group"): r for r in (got or []) if r}
        for group in groups:
            report = by_group.get(group.lower()) or by_group.get(group)
            if not report:
                problems.append(f"{provider} {group}: the crawl task failed (its alert and log say why)")
                continue
            for q in report.get("quarantined") or ():
                problems.append(
                    f"{provider} {group}: articles {q['lo']}-{q['hi']} quarantined ({q['articles']} articles, "
                    f"quarantine id {q['id']}): {q['error']}")
    return problems


def check_run(providers: Sequence[str], planned: Sequence[Sequence[str] | None],
              reports: Sequence[Sequence[Mapping[str, Any] | None] | None]) -> None:
    """Raise CrawlRunFailed naming every failed task and quarantined range of the run; return when it is green."""
    problems = run_problems(providers, planned, reports)
    if not problems:
        return
    quarantined = any("quarantined" in p for p in problems)
    raise CrawlRunFailed(
        f"crawl run: {len(problems)} problem(s): " + "; ".join(problems),
        hint=("`usenet-ops crawl quarantine list` shows each range with a sample line; fix the cause, then "
              "`usenet-ops crawl quarantine retry --id N`" if quarantined else
              "the failed crawl tasks' own alerts and logs (the other groups were crawled)"),
    )


def leases_of(items: Sequence[Mapping[str, Any] | None]) -> list[Mapping[str, Any] | None]:
    """Flatten a backfill run's mapped items: a task's several leases (``{"leases": [...]}``) become one each."""
    out: list[Mapping[str, Any] | None] = []
    for item in items:
        if item and "leases" in item:
            out.extend(item["leases"])
        else:
            out.append(item)
    return out


def backfill_problems(providers: Sequence[str], planned: Sequence[Sequence[Mapping[str, Any]] | None],
                      reports: Sequence[Sequence[Mapping[str, Any] | None] | None]) -> list[str]:
    """Return what failed in a backfill run, one line each: a failed plan, a failed crawl_range, a quarantine.

    Reports are matched to planned partitions by (group, block), as a
    failed mapped task leaves no report. A partition found busy (another
    run holds it) or stopped by back-pressure is not a failure: its history
    is read by its holder or the next run.
    """
    problems = []
    for provider, parts, got in zip(providers, planned, reports, strict=True):
        if parts is None:
            problems.append(f"{provider}: the backfill plan task failed, so no partition was read")
            continue
        by_key = {(r.get("group"), r.get("block")): r for r in leases_of(got or []) if r}
        for part in [p for p in leases_of(parts) if p]:
            where = f"{provider} {part['group']} {part['lo']}-{part['hi']}"
            report = by_key.get((part["group"], part["block"]))
            if not report:
                problems.append(f"{where}: the crawl_range task failed (its alert and log say why)")
                continue
            if report.get("state") in ("failed", "missing", "renumbered"):
                problems.append(f"{where}: {report.get('state')}: {report.get('message')}")
            for q in report.get("quarantined") or ():
                problems.append(f"{where}: articles {q['lo']}-{q['hi']} quarantined ({q['articles']} articles, "
                                f"quarantine id {q['id']}): {q['error']}")
    return problems


def check_backfill(providers: Sequence[str], planned: Sequence[Sequence[Mapping[str, Any]] | None],
                   reports: Sequence[Sequence[Mapping[str, Any] | None] | None]) -> dict[str, Any]:
    """Return the backfill run's summary; raise CrawlRunFailed naming every problem when work failed."""
    summary = summarize_crawl([r for per in reports for r in leases_of(per or [])])
    problems = backfill_problems(providers, planned, reports)
    if problems:
        raise CrawlRunFailed(
            f"backfill run: {len(problems)} problem(s): " + "; ".join(problems),
            hint="the failed tasks' alerts and logs; `usenet-ops backfill status` shows each group's progress "
                 "(a failed partition is planned again by the next run)")
    return summary
