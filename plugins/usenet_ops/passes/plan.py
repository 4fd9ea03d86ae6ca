"""Plan a crawl pass: which groups, in which order, for which providers."""

from __future__ import annotations

import datetime as dt
import logging
from dataclasses import dataclass, field

from usenet_ops.settings import Settings
from usenet_ops.store import groups, pass_log
from usenet_ops.store.db import Conn
from usenet_ops.store.db_errors import DatabaseError

log = logging.getLogger(__name__)


@dataclass
class CrawlPlan:
    """Groups to crawl in tier order, and what was held back and why."""

    groups: list[str]
    held: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)


def crawl_due(conn: Conn, settings: Settings) -> bool:
    """Return whether ``crawl_interval_min`` has passed since the last crawl pass started.

    The crawl DAG wakes every few minutes and asks this, so the interval is a
    live knob rather than a schedule that needs a deploy.
    """
    return not pass_log.crawl_started_within(conn, settings.crawl_interval_min)


def plan_crawl(conn: Conn, settings: Settings, backbone: str | None = None) -> CrawlPlan:
    """Return the ordered, capped group list for one crawl pass."""
    active = groups.list_groups(conn, active_only=True)
    plan = CrawlPlan(groups=[])
    hold_low = False
    if settings.hold_low_until_backfilled and not settings.skip_backfill:  # no backfill: nothing to wait for
        # Here, not at import: the crawl imports this module and reads the floor only when it holds the low tier.
        from usenet_ops.passes import backfill

        try:
            floor = backfill.floor_date(settings, dt.datetime.now(dt.UTC))
            hold_low = groups.history_pending(conn, backbone, floor)
        except DatabaseError as exc:
            # Fail OPEN: a transient query failure must not become an outage
            # for every low-tier group.
            conn.rollback() if not conn.autocommit else None
            plan.notes.append(f"hold_low_until_backfilled check failed ({exc}); crawling the low tier anyway")
            log.warning(plan.notes[-1])
    for g in active:
        if hold_low and g.tier is groups.Tier.LOW:
            plan.held.append(g.name)
            continue
        plan.groups.append(g.name)
    if plan.held:
        plan.notes.append(
            f"held {len(plan.held)} low-tier group(s) while a critical group still has history to pull: "
            + ", ".join(plan.held[:10]) + (" ..." if len(plan.held) > 10 else "")
        )
        log.info(plan.notes[-1])
    if settings.max_groups and len(plan.groups) > settings.max_groups:
        dropped = plan.groups[settings.max_groups:]
        plan.groups = plan.groups[: settings.max_groups]
        plan.notes.append(f"max_groups={settings.max_groups}: {len(dropped)} group(s) wait for a later pass")
    if not plan.groups and plan.held:
        log.warning("every group of this pass was held; nothing to crawl")
    return plan
