"""Plan a crawl pass: which groups, in which order, for which providers."""

from __future__ import annotations

import logging
from dataclasses import dataclass, field

import psycopg

from usenet_ops.settings import Settings
from usenet_ops.store import groups
from usenet_ops.store.db import Conn

log = logging.getLogger(__name__)


@dataclass
class CrawlPlan:
    """Groups to crawl in tier order, and what was held back and why."""

    groups: list[str]
    held: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)


def history_pending(conn: Conn, backbone: str | None = None) -> bool:
    """Return whether a critical group still has history to pull (on that backbone).

    History remains while the first article we ever crawled is above the
    server's low water mark.
    """
    row = conn.execute(
        """SELECT 1 FROM usenet.group_state s JOIN usenet.newsgroups n ON n.name = s.group_name
           WHERE n.active AND n.tier = 'critical' AND (%s::text IS NULL OR s.backbone = %s)
             AND s.first_article IS NOT NULL AND s.server_low IS NOT NULL AND s.first_article > s.server_low
           LIMIT 1""",
        (backbone, backbone),
    ).fetchone()
    return row is not None


def plan_crawl(conn: Conn, settings: Settings, backbone: str | None = None) -> CrawlPlan:
    """Return the ordered, capped group list for one crawl pass."""
    active = groups.list_groups(conn, active_only=True)
    plan = CrawlPlan(groups=[])
    hold_low = False
    if settings.hold_low_until_backfilled:
        try:
            hold_low = history_pending(conn, backbone)
        except psycopg.Error as exc:
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
