"""Summarise what the junk rules caught on real traffic, per rule and stage, over a window of days.

Pure: fed the per-day rows ``store.junk_samples`` keeps, it returns what
``usenet-ops filters audit --days N`` prints. Why it exists: a rule's
lifetime counter says nothing about what it is catching *now*, and the titles
it dropped were kept nowhere, so a new spam family (or a rule that started
dropping real releases) was seen first by users.

Definitions (docs/junk-rules.md, "Auditing real traffic"):

- the window is ``days`` UTC days ending today, today included;
- ``hits`` counts what the stage counts: ingest counts articles, build counts
  releases, so shares are taken within a stage, never across them;
- the trend compares today with the window's earlier days: today's hits so
  far, projected to a whole day (a morning is not a quiet day), over the mean
  per day of the earlier days. ``new``: nothing on the earlier days, hits
  today; ``rising``: at least ``RISING_RATIO`` times the mean; ``falling``: at
  most ``FALLING_RATIO`` of it; ``quiet``: no hit today yet; ``unknown``: a
  one-day window has no earlier days.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import Enum
from typing import Any

from usenet_ops.domain import junk

RISING_RATIO = 2.0
FALLING_RATIO = 0.5
# Today's hits are projected over at least this share of a day: one hour's
# hits a minute after midnight say little, and must not read as a surge.
MIN_ELAPSED = 1 / 24

# What a hit is, per stage: ingest drops articles, the build drops releases.
UNITS = {"ingest": "articles", "build": "releases"}


class Trend(Enum):
    """How a rule's hits today compare with its earlier days in the window."""

    NEW = "new"
    RISING = "rising"
    STEADY = "steady"
    FALLING = "falling"
    QUIET = "quiet"
    UNKNOWN = "unknown"


# The trends an operator should look at first, in that order.
_FIRST = {Trend.NEW: 0, Trend.RISING: 1}


@dataclass(frozen=True)
class DayCount:
    """One stored row: a rule's drops at one stage on one day, with its samples."""

    day: dt.date
    stage: str
    rule_id: int
    count: int
    samples: tuple[str, ...] = ()
    first_seen: dt.datetime | None = None
    last_seen: dt.datetime | None = None


@dataclass(frozen=True)
class RuleTraffic:
    """What one rule caught at one stage over the window."""

    rule_id: int
    stage: str
    hits: int
    share: float  # of every junk drop at this stage in the window
    daily: tuple[tuple[dt.date, int], ...]  # every day of the window, oldest first, zeros included
    last_day: int  # today's hits so far
    mean: float | None  # hits per day over the window's earlier days (None: a one-day window)
    ratio: float | None  # today projected to a whole day, over ``mean`` (None: no earlier hits to compare)
    trend: Trend
    samples: tuple[str, ...]  # newest day first, distinct
    first_seen: dt.datetime | None
    last_seen: dt.datetime | None

    @property
    def unit(self) -> str:
        return UNITS.get(self.stage, "drops")


@dataclass(frozen=True)
class TrafficReport:
    """Every rule that caught something (or was asked for) in the window, new and rising ones first."""

    first_day: dt.date
    last_day: dt.date
    dropped: Mapping[str, int]  # every junk drop in the window, per stage
    rules: tuple[RuleTraffic, ...]

    @property
    def days(self) -> int:
        return (self.last_day - self.first_day).days + 1


def window(today: dt.date, days: int) -> tuple[dt.date, dt.date]:
    """Return the first and last day of a window of ``days`` days ending ``today``."""
    if days < 1:
        raise ValueError("a window is at least one day")
    return today - dt.timedelta(days=days - 1), today


def trend(daily: list[int], elapsed: float) -> tuple[float | None, float | None, Trend]:
    """Return (mean of the earlier days, ratio, trend) for per-day hits oldest first, the last being today.

    ``elapsed`` is the share of today gone by (0..1]: today's hits are
    projected to a whole day before they are compared.
    """
    *earlier, today = daily
    if not earlier:
        return None, None, Trend.UNKNOWN
    mean = sum(earlier) / len(earlier)
    if today == 0:
        return mean, 0.0 if mean else None, Trend.QUIET
    if mean == 0:
        return mean, None, Trend.NEW
    ratio = today / max(elapsed, MIN_ELAPSED) / mean
    if ratio >= RISING_RATIO:
        return mean, ratio, Trend.RISING
    if ratio <= FALLING_RATIO:
        return mean, ratio, Trend.FALLING
    return mean, ratio, Trend.STEADY


def summarise(rows: Iterable[DayCount], *, today: dt.date, days: int, elapsed: float, samples: int,
              include: Iterable[tuple[int, str]] = ()) -> TrafficReport:
    """Fold the window's rows into one entry per (rule, stage).

    ``include`` names (rule, stage) pairs to report even without a hit (the
    rule an operator asked about). Rows outside the window are ignored.
    """
    first, last = window(today, days)
    per: dict[tuple[int, str], list[DayCount]] = {key: [] for key in include}
    dropped: dict[str, int] = {}
    for row in rows:
        if first <= row.day <= last:
            per.setdefault((row.rule_id, row.stage), []).append(row)
            dropped[row.stage] = dropped.get(row.stage, 0) + row.count
    out = []
    for (rule_id, stage), found in per.items():
        by_day: dict[dt.date, int] = {}
        for row in found:
            by_day[row.day] = by_day.get(row.day, 0) + row.count
        daily = [(first + dt.timedelta(days=i), by_day.get(first + dt.timedelta(days=i), 0)) for i in range(days)]
        mean, ratio, verdict = trend([n for _, n in daily], elapsed)
        hits = sum(by_day.values())
        total = dropped.get(stage, 0)
        out.append(RuleTraffic(
            rule_id=rule_id, stage=stage, hits=hits, share=hits / total if total else 0.0, daily=tuple(daily),
            last_day=daily[-1][1], mean=mean, ratio=ratio, trend=verdict,
            samples=_newest_samples(found, samples),
            first_seen=min((r.first_seen for r in found if r.first_seen is not None), default=None),
            last_seen=max((r.last_seen for r in found if r.last_seen is not None), default=None),
        ))
    out.sort(key=lambda r: (_FIRST.get(r.trend, 2), -r.hits, r.stage, r.rule_id))
    return TrafficReport(first, last, dropped, tuple(out))


def _newest_samples(rows: list[DayCount], limit: int) -> tuple[str, ...]:
    kept: dict[str, None] = {}
    for row in sorted(rows, key=lambda r: r.day, reverse=True):
        for sample in row.samples:
            if len(kept) >= limit:
                return tuple(kept)
            kept.setdefault(sample, None)
    return tuple(kept)


def rule_name(rule_id: int, rule: junk.JunkRule | None) -> str:
    """Return a rule's name, or say that its id is no longer a rule (its days outlive it)."""
    return rule.name if rule is not None else f"(rule {rule_id}, no longer in junk_rules)"


def entry_json(entry: RuleTraffic, rule: junk.JunkRule | None) -> dict[str, Any]:
    """Return one report entry as `filters audit --days --json` and the Filters tab give it (a stable contract)."""
    return {
        "id": entry.rule_id, "name": rule_name(entry.rule_id, rule), "stage": entry.stage, "unit": entry.unit,
        "rule_stage": rule.stage.value if rule else None, "scope": rule.scope.value if rule else None,
        "enabled": rule.enabled if rule else None,
        "hits": entry.hits, "share": round(entry.share, 6),
        "daily": [{"day": day.isoformat(), "hits": n} for day, n in entry.daily],
        "last_day": entry.last_day, "mean": None if entry.mean is None else round(entry.mean, 3),
        "ratio": None if entry.ratio is None else round(entry.ratio, 3), "trend": entry.trend.value,
        "first_seen": entry.first_seen.isoformat() if entry.first_seen else None,
        "last_seen": entry.last_seen.isoformat() if entry.last_seen else None,
        "samples": list(entry.samples),
    }


def report_json(report: TrafficReport, rules: Mapping[int, junk.JunkRule],
                entries: Iterable[RuleTraffic] | None = None) -> dict[str, Any]:
    """Return a report (or some of its entries) with the window and every stage's drops."""
    return {
        "days": report.days, "from": report.first_day.isoformat(), "to": report.last_day.isoformat(),
        "dropped": {stage: report.dropped.get(stage, 0) for stage in UNITS},
        "units": dict(UNITS),
        "rules": [entry_json(r, rules.get(r.rule_id)) for r in (report.rules if entries is None else entries)],
    }
