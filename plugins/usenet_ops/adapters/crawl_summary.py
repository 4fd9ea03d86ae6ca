"""Fold a crawl run's mapped reports into one summary: the staging Asset's extra."""

from __future__ import annotations

import logging
from collections import Counter
from collections.abc import Iterable, Mapping
from typing import Any

log = logging.getLogger(__name__)

# Report fields summed over the run's groups.
TOTALS = ("articles", "staged", "duplicates", "ready_sets", "batches", "failed_batches", "wire_bytes")


def summarize_crawl(reports: Iterable[Mapping[str, Any] | None]) -> dict[str, Any]:
    """Return {groups, <totals>, states}; a mapped task that returned nothing (failed, skipped) is left out."""
    totals: Counter[str] = Counter()
    states: Counter[str] = Counter()
    groups = 0
    for report in reports:
        if not report:
            continue
        groups += 1
        states[report.get("state", "unknown")] += 1
        for key in TOTALS:
            totals[key] += int(report.get(key) or 0)
    summary = {"groups": groups, **totals, "states": dict(states)}
    log.info("crawl summary: %s", summary)
    return summary
