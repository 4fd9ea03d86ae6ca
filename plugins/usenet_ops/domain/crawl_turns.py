"""Choose which groups one crawl run reads when ``max_groups`` is below the active groups: turns, not a cut.

Why: cutting the same tier-ordered list at ``max_groups`` every run crawls
the same groups forever and never the rest (the shipped pack: 40 active
groups, ``max_groups`` 20, groups 21-40 never read, never backfilled). The
seed's words are the rule: tier decides ORDER, not entitlement; a critical
group "is crawled before everything else, every pass"; the low tier "only
with whatever capacity is left after the others".

Invariants:

1. Every critical group is in every run while the critical groups fit
   under the cap (when they alone exceed it, they take turns among
   themselves, and the run says that normal and low wait).
2. The other groups share the remaining slots by turn: least recently
   given a turn first, never-crawled first of all; ties go by tier (normal
   before low: the low tier gets what is left) then by the list's order.
   So each of them is read within ``ceil(others / slots)`` runs.
3. The chosen groups come back in the list's own order (tier, manual
   order, name): turns decide WHO, the tier still decides the ORDER.

Pure: the store supplies the groups and their last turns; ``passes.plan``
records the new turns.
"""

from __future__ import annotations

import datetime as dt
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

# Tier names as store.groups.Tier spells them (the domain does not import the store).
CRITICAL = "critical"
_RANK = {"critical": 0, "normal": 1, "low": 2}
_NEVER = dt.datetime.min.replace(tzinfo=dt.UTC)


@dataclass(frozen=True)
class Candidate:
    """One active group that may be crawled this run, in crawl order."""

    name: str
    tier: str


@dataclass
class Turns:
    """The groups of this run (crawl order), those that wait for a later turn, and what an operator should read."""

    chosen: list[str]
    waiting: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    within_runs: int = 1  # every group that waits is read within this many runs (the turn bound)


def choose(candidates: Sequence[Candidate], last_turn: Mapping[str, dt.datetime | None], cap: int) -> Turns:
    """Return this run's groups: all of them under the cap, else critical first and the others by turn.

    ``last_turn`` maps a group to when it was last given a turn (absent or
    None: never). ``cap`` 0 means no cap.
    """
    names = [c.name for c in candidates]
    if cap <= 0 or len(candidates) <= cap:
        return Turns(chosen=names)
    position = {c.name: i for i, c in enumerate(candidates)}

    def by_turn(c: Candidate) -> tuple[dt.datetime, int, int]:
        return last_turn.get(c.name) or _NEVER, _RANK.get(c.tier, 1), position[c.name]

    critical = [c for c in candidates if c.tier == CRITICAL]
    others = [c for c in candidates if c.tier != CRITICAL]
    if len(critical) >= cap:
        picked = {c.name for c in sorted(critical, key=by_turn)[:cap]}
        rotating = len(critical)
        slots = cap
        out = Turns(chosen=[n for n in names if n in picked])
        out.waiting = [n for n in names if n not in picked]
        out.within_runs = math.ceil(rotating / slots)
        out.notes.append(
            f"max_groups={cap} is not above the {len(critical)} critical group(s): they take turns "
            f"({len(picked)} this run, each within {out.within_runs} run(s)); the {len(others)} normal and low "
            f"group(s) are not crawled until max_groups is raised above {len(critical)}")
        return out
    slots = cap - len(critical)
    picked = {c.name for c in critical} | {c.name for c in sorted(others, key=by_turn)[:slots]}
    out = Turns(chosen=[n for n in names if n in picked])
    out.waiting = [n for n in names if n not in picked]
    out.within_runs = math.ceil(len(others) / slots)
    out.notes.append(
        f"max_groups={cap}: {len(out.chosen)} of {len(names)} group(s) this run (every critical one, then "
        f"{slots} of {len(others)} normal/low by turn, least recently crawled first); the {len(out.waiting)} "
        f"waiting take their turn in the next run(s): each group is crawled at least once every "
        f"{out.within_runs} run(s)")
    return out
