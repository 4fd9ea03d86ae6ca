"""Plan a crawl pass: which groups, in which order, for which providers.

With ``max_groups`` below the active groups, groups take turns
(``domain.crawl_turns``): every critical group every run, the other slots to
the least recently crawled, normal before low on a tie. Turns are kept per
backbone (``usenet.crawl_turns``), read and written in one transaction under
the backbone's lock, so two accounts on one backbone planning in the same
run take different groups rather than the same ones twice. With several
accounts crawling one backbone (``domain.provider_roles``), each plans only
the groups of its share, under its part of the cap, so no group is crawled
twice on a backbone in a run.
"""

from __future__ import annotations

import datetime as dt
import logging
from dataclasses import dataclass, field

from usenet_ops.domain import backfill_plan, crawl_turns
from usenet_ops.domain.provider_roles import Share
from usenet_ops.settings import Settings
from usenet_ops.store import groups, pass_log
from usenet_ops.store.db import Conn
from usenet_ops.store.db_errors import DatabaseError

log = logging.getLogger(__name__)


@dataclass
class CrawlPlan:
    """Groups to crawl in tier order, what was held back and why, and what waits for its turn."""

    groups: list[str]
    held: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    waiting: list[str] = field(default_factory=list)


def crawl_due(conn: Conn, settings: Settings) -> bool:
    """Return whether ``crawl_interval_min`` has passed since the last crawl pass started.

    The crawl DAG wakes every few minutes and asks this, so the interval is a
    live knob rather than a schedule that needs a deploy.
    """
    return not pass_log.crawl_started_within(conn, settings.crawl_interval_min)


def _hold_low(conn: Conn, settings: Settings, backbone: str | None, active: list[groups.Newsgroup],
              plan: CrawlPlan) -> bool:
    """Return whether the low tier sits out this run: a critical group on ``backbone`` still has history to pull.

    Asked per backbone, as the seed says: article numbers, and so backfill
    progress, are per backbone. Each critical group's floor is its own
    ``crawl_depth_days`` when set. Fails OPEN: a failed check crawls the low
    tier rather than turning a transient query failure into an outage for
    every low-tier group.
    """
    if not settings.hold_low_until_backfilled or settings.skip_backfill:  # no backfill: nothing to wait for
        return False
    now = dt.datetime.now(dt.UTC)
    floors = {}
    for g in active:
        if g.tier is groups.Tier.CRITICAL and g.crawl_depth_days:
            at = backfill_plan.floor_day(now, settings.retention_days, g.crawl_depth_days)
            if at is not None:
                floors[g.name] = at
    try:
        with conn.transaction():  # a savepoint: a failed check leaves the plan's transaction usable
            return groups.history_pending(conn, backbone, backfill_plan.floor_day(now, settings.retention_days),
                                          floors)
    except DatabaseError as exc:
        plan.notes.append(f"hold_low_until_backfilled check failed ({exc}); crawling the low tier anyway")
        log.warning(plan.notes[-1])
        return False


def _tier_counts(candidates: list[crawl_turns.Candidate]) -> tuple[int, int]:
    critical = sum(1 for c in candidates if c.tier == crawl_turns.CRITICAL)
    return critical, len(candidates) - critical


def plan_crawl(conn: Conn, settings: Settings, backbone: str | None = None, share: Share | None = None) -> CrawlPlan:
    """Return the groups of one crawl run on ``backbone``, in tier order, and record their turn.

    Without a backbone (a preview) no turns are read or recorded: the run
    would be the first ``max_groups`` in tier order, and the note says so.
    With a ``share`` (one of several accounts crawling the backbone) only the
    groups it owns are planned, held or turned, under its part of
    ``max_groups``; the others are its fellow accounts' and appear nowhere
    in this plan.
    """
    with conn.transaction():
        if backbone is not None:
            groups.lock_turns(conn, backbone)
        active = groups.list_groups(conn, active_only=True)
        plan = CrawlPlan(groups=[])
        # The hold asks about every critical group of the backbone, whichever account crawls it.
        hold_low = _hold_low(conn, settings, backbone, active, plan)
        candidates = []
        for g in active:
            if hold_low and g.tier is groups.Tier.LOW:
                plan.held.append(g.name)
                continue
            candidates.append(crawl_turns.Candidate(g.name, g.tier.value))
        cap = settings.max_groups
        if share is not None and share.of > 1:
            everyone = candidates
            candidates = [c for c in everyone if share.owns(c.name)]
            plan.held = [n for n in plan.held if share.owns(n)]
            cap = share.cap(cap, _tier_counts(candidates), _tier_counts(everyone))
            if settings.max_groups and _tier_counts(everyone)[0] >= settings.max_groups:
                # Only critical groups fit under the cap: this share's others wait like everyone's.
                skipped = [c for c in candidates if c.tier != crawl_turns.CRITICAL]
                candidates = [c for c in candidates if c.tier == crawl_turns.CRITICAL]
                if skipped:
                    plan.notes.append(f"max_groups={settings.max_groups} is not above the backbone's critical "
                                      f"groups: this share's {len(skipped)} normal and low group(s) are not crawled")
            plan.notes.append(f"{share.label()} of the accounts crawling"
                              + (f" backbone {backbone}" if backbone else " this backbone")
                              + f": {len(candidates)} of {len(everyone)} group(s)"
                              + (f", its part of max_groups={settings.max_groups} is {cap}" if cap else ""))
        if plan.held:
            plan.notes.append(
                f"held {len(plan.held)} low-tier group(s) while a critical group"
                + (f" on backbone {backbone}" if backbone else "") + " still has history to pull: "
                + ", ".join(plan.held[:10]) + (" ..." if len(plan.held) > 10 else ""))
            log.info(plan.notes[-1])
        last = groups.crawl_turns(conn, backbone) if backbone is not None else {}
        turns = crawl_turns.choose(candidates, last, cap)
        plan.groups, plan.waiting = turns.chosen, turns.waiting
        if backbone is None and turns.waiting:
            plan.notes.append(f"max_groups={cap}: a preview without a backbone keeps no turns; "
                              f"{len(turns.waiting)} group(s) are left out of it")
        else:
            plan.notes.extend(turns.notes)
        if backbone is not None and plan.groups:
            groups.record_turns(conn, backbone, plan.groups)
    if not plan.groups and plan.held:
        log.warning("every group of this pass was held; nothing to crawl")
    return plan
