"""Plan a group's history as range partitions: the gap complement of coverage, cut into aligned blocks.

Why: the forward crawl reads only the newest ``max_articles_per_group``
articles of a group and then moves forward, so everything older is
unreachable without a backfill (the seed's downward walk; REBUILD's 2 M
ranges, oldest era first). Providers keep 5,000-7,000 days: a group's
history is millions to billions of article numbers, so the plan must be
cheap and its memory must not grow with the group's depth.

Invariants:

1. A partition never overlaps coverage (what was read and staged) nor an
   open quarantined range (read, refused, set aside: reading it again is the
   operator's retry, not a gap to fill), and never leaves [floor, ceiling].
2. Partitions are the gaps cut at multiples of ``size`` in article-number
   space, so two runs planned at different moments cut the same history at
   the same places: a partition's block number (``lo // size``) names it,
   its claim and its progress row, whatever the coverage was at planning.
   An overlapping run therefore claims the same block and finds it taken.
3. Planning is a generator over the sorted ranges: O(coverage ranges) memory
   and O(partitions returned) time, whatever the group's depth.

Pure: no I/O. The store supplies coverage and quarantine; ``floor_day``
says which posting date is a group's floor (its ``crawl_depth_days``, else
``retention_days``) and ``passes.backfill`` resolves dates to article numbers.
"""

from __future__ import annotations

import datetime as dt
import enum
import itertools
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

Range = tuple[int, int]  # closed: (lo, hi), lo <= hi


class Order(enum.StrEnum):
    """Which end of the history a backfill walks first (knob ``backfill_order``)."""

    NEWEST_FIRST = "newest_first"  # the Go seed's downward walk: recent history is searched first
    OLDEST_FIRST = "oldest_first"  # REBUILD's oldest era first: the dense 2008-2018 files first


def order_for(knob: str, path: str) -> Order:
    """Return the walk order: the knob's, or for ``auto`` the path's own (REBUILD's oldest era first on rebuild).

    The staging path keeps the seed's downward walk: what it stages waits for
    its older neighbours to be read before it is judged, so reading downward
    from the forward crawl settles history soonest. The rebuild path settles
    by range and writes once, and REBUILD orders it oldest era first (2008-2018
    holds 63% of the readable files on 17% of the lines).
    """
    if knob == "auto":
        return Order.OLDEST_FIRST if path == "rebuild" else Order.NEWEST_FIRST
    return Order(knob)


@dataclass(frozen=True, order=True)
class Partition:
    """One range of article numbers a single ``crawl_range`` task reads: [lo, hi] inside block ``block``."""

    block: int
    lo: int
    hi: int

    @property
    def articles(self) -> int:
        """Return how many article numbers the partition spans (numbers, not existing articles)."""
        return self.hi - self.lo + 1

    def as_dict(self) -> dict[str, int]:
        """Return the partition as JSON (a mapped task's argument, the CLI's plan)."""
        return {"block": self.block, "lo": self.lo, "hi": self.hi, "articles": self.articles}


def normalize(ranges: Sequence[Range]) -> list[Range]:
    """Return closed ranges sorted and merged where they overlap or touch; empty or inverted ones dropped."""
    out: list[list[int]] = []
    for lo, hi in sorted(r for r in ranges if r[1] >= r[0]):
        if out and lo <= out[-1][1] + 1:
            out[-1][1] = max(out[-1][1], hi)
        else:
            out.append([lo, hi])
    return [(a, b) for a, b in out]


def gaps(floor: int, ceiling: int, covered: Sequence[Range], holes: Sequence[Range] = ()) -> list[Range]:
    """Return [floor, ceiling] minus ``covered`` and ``holes`` (closed ranges), ascending.

    ``holes`` are open quarantined ranges: neither covered nor to be read.
    """
    if ceiling < floor:
        return []
    out: list[Range] = []
    at = floor
    for lo, hi in normalize([*covered, *holes]):
        if hi < at:
            continue
        if lo > ceiling:
            break
        if lo > at:
            out.append((at, lo - 1))
        at = max(at, hi + 1)
        if at > ceiling:
            return out
    if at <= ceiling:
        out.append((at, ceiling))
    return out


def remaining(floor: int, ceiling: int, covered: Sequence[Range], holes: Sequence[Range] = ()) -> int:
    """Return how many article numbers of [floor, ceiling] are neither covered nor quarantined."""
    return sum(hi - lo + 1 for lo, hi in gaps(floor, ceiling, covered, holes))


def _cut(gap: Range, size: int, descending: bool) -> Iterator[Partition]:
    lo, hi = gap
    blocks = range(hi // size, lo // size - 1, -1) if descending else range(lo // size, hi // size + 1)
    for k in blocks:
        yield Partition(k, max(lo, k * size), min(hi, (k + 1) * size - 1))


def partitions(floor: int, ceiling: int, covered: Sequence[Range], holes: Sequence[Range] = (), *,
               size: int, order: Order = Order.NEWEST_FIRST) -> Iterator[Partition]:
    """Yield the gaps of [floor, ceiling] cut at multiples of ``size``, in ``order``.

    A block holding several gaps (coverage or a quarantined range inside it)
    yields one partition per gap, all with the block's number: the claim is
    per block, so they are read by one task in turn (``group_by_block``).
    """
    if size < 1:
        raise ValueError(f"partition size must be at least 1; got {size}")
    found = gaps(floor, ceiling, covered, holes)
    descending = order is Order.NEWEST_FIRST
    for gap in reversed(found) if descending else found:
        yield from _cut(gap, size, descending)


def plan(floor: int, ceiling: int, covered: Sequence[Range], holes: Sequence[Range] = (), *, size: int,
         order: Order = Order.NEWEST_FIRST, limit: int | None = None) -> list[Partition]:
    """Return the first ``limit`` blocks' partitions (all when None), in ``order``, one entry per block.

    A block with several gaps comes back as one partition spanning them
    (lo of the first, hi of the last): ``crawl_range`` reads only what is
    uncovered inside it, so coverage between its gaps is never read again.
    """
    out: list[Partition] = []
    for block, parts in itertools.groupby(partitions(floor, ceiling, covered, holes, size=size, order=order),
                                          key=lambda p: p.block):
        # Checked before appending: a limit of 0 (a run's budget spent on the groups before) plans nothing.
        # Checked after, it planned one partition per remaining group, and 50 groups past a budget of 1,000
        # pushed 1,044 partitions, over Airflow's max_map_length: the plan task failed every run.
        if limit is not None and len(out) >= limit:
            break
        members = list(parts)
        out.append(Partition(block, min(p.lo for p in members), max(p.hi for p in members)))
    return out


def depth_days(retention_days: int, crawl_depth_days: int | None) -> int:
    """Return how many days back a group's history reaches: its own ``crawl_depth_days``, else ``retention_days``.

    The group's override wins in both directions (a shallow group on a deep
    site, a deep one on a shallow site); 0 means no floor (everything the
    server holds).
    """
    if crawl_depth_days is not None and crawl_depth_days > 0:
        return crawl_depth_days
    return max(0, retention_days)


def floor_day(now: dt.datetime, retention_days: int, crawl_depth_days: int | None = None) -> dt.datetime | None:
    """Return the posting date a group's history stops at (midnight UTC), or None for no floor.

    Midnight, so the date (and the article number cached for it) changes
    once a day: a floor moving with the clock would be searched on the
    server on every plan.
    """
    days = depth_days(retention_days, crawl_depth_days)
    if days <= 0:
        return None
    day = (now.astimezone(dt.UTC) - dt.timedelta(days=days)).date()
    return dt.datetime(day.year, day.month, day.day, tzinfo=dt.UTC)


def clip(window: Range | None, floor: int, ceiling: int) -> Range:
    """Return [floor, ceiling] narrowed to ``window`` (a date window resolved to article numbers), possibly empty."""
    if window is None:
        return floor, ceiling
    return max(floor, window[0]), min(ceiling, window[1])


def covered_pct(floor: int, ceiling: int, covered: Sequence[Range]) -> float:
    """Return the share of [floor, ceiling] inside ``covered``, in percent (100 for an empty span)."""
    span = ceiling - floor + 1
    if span <= 0:
        return 100.0
    return 100.0 * (span - remaining(floor, ceiling, covered)) / span


class Gate(enum.StrEnum):
    """What the back-pressure gate says before a backfill batch."""

    GO = "go"
    WAIT = "wait"  # above the high mark (or not yet below the low one): wait for the build to drain
    STOP = "stop"  # at the ceiling: stop now, even with nothing to drain


def gate(pct: float, paused: bool, *, high: int, low: int, ceiling: int) -> tuple[Gate, bool]:
    """Return (decision, paused afterwards) for staging at ``pct`` % of capacity.

    Hysteresis: the backfill pauses at ``high`` and resumes only below
    ``low``, so it does not flap at the mark; at ``ceiling`` it stops
    whatever it is waiting for. ``high`` 0 turns the gate off (right on a
    backend that refuses writes when full instead of destroying data).
    History matters less than new articles: the forward crawl's own gate
    (crawl_pressure_high_pct) sits above this one.
    """
    if high <= 0:
        return Gate.GO, False
    if pct >= max(ceiling, high):
        return Gate.STOP, True
    if paused:
        return (Gate.GO, False) if pct < min(low, high) else (Gate.WAIT, True)
    return (Gate.WAIT, True) if pct >= high else (Gate.GO, False)
