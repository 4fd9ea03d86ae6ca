"""Crawl planning: tier order, the max_groups cap, hold_low_until_backfilled (failing open)."""

from __future__ import annotations

import psycopg

from usenet_ops import settings
from usenet_ops.passes import plan
from usenet_ops.store import groups


def _groups(db) -> None:
    groups.add(db, "alt.binaries.low", tier=groups.Tier.LOW)
    groups.add(db, "alt.binaries.crit", tier=groups.Tier.CRITICAL)
    groups.add(db, "alt.binaries.norm", tier=groups.Tier.NORMAL)
    groups.add(db, "alt.binaries.off", tier=groups.Tier.CRITICAL, active=False)


def test_plan_orders_by_tier_and_skips_inactive(db) -> None:
    _groups(db)
    assert plan.plan_crawl(db, settings.Settings()).groups == ["alt.binaries.crit", "alt.binaries.norm",
                                                                 "alt.binaries.low"]


def test_max_groups_caps_the_pass_and_says_so(db) -> None:
    _groups(db)
    result = plan.plan_crawl(db, settings.Settings.from_overrides({"max_groups": 2}))
    assert result.groups == ["alt.binaries.crit", "alt.binaries.norm"]
    assert any("max_groups=2" in note for note in result.notes)


def test_low_tier_is_held_while_a_critical_group_has_history_to_pull(db) -> None:
    _groups(db)
    db.execute("""INSERT INTO usenet.group_state (backbone, group_name, first_article, server_low)
                  VALUES ('bb', 'alt.binaries.crit', 5000, 100)""")
    held = plan.plan_crawl(db, settings.Settings.from_overrides({"hold_low_until_backfilled": True}))
    assert held.groups == ["alt.binaries.crit", "alt.binaries.norm"] and held.held == ["alt.binaries.low"]
    assert any("held 1 low-tier group" in note for note in held.notes)
    off = plan.plan_crawl(db, settings.Settings())
    assert "alt.binaries.low" in off.groups, "off by default"
    db.execute("INSERT INTO usenet.coverage VALUES ('bb', 'alt.binaries.crit', 2000, 6000)")
    partly = plan.plan_crawl(db, settings.Settings.from_overrides({"hold_low_until_backfilled": True}))
    assert partly.held == ["alt.binaries.low"], "real backfill progress: 100..1999 are still to read"
    skipped = plan.plan_crawl(db, settings.Settings.from_overrides({"hold_low_until_backfilled": True,
                                                                   "skip_backfill": True}))
    assert skipped.held == [], "with the backfill off nothing will ever pull that history"
    db.execute("UPDATE usenet.coverage SET lo = 100")
    backfilled = plan.plan_crawl(db, settings.Settings.from_overrides({"hold_low_until_backfilled": True}))
    assert backfilled.held == []
    db.execute("DELETE FROM usenet.coverage")
    db.execute("UPDATE usenet.group_state SET first_article = server_low")
    caught_up = plan.plan_crawl(db, settings.Settings.from_overrides({"hold_low_until_backfilled": True}))
    assert caught_up.held == []


def test_the_hold_fails_open_when_its_check_errors(db, monkeypatch) -> None:
    _groups(db)

    def broken(*args, **kwargs):
        raise psycopg.OperationalError("connection reset")

    monkeypatch.setattr(groups, "history_pending", broken)
    result = plan.plan_crawl(db, settings.Settings.from_overrides({"hold_low_until_backfilled": True}))
    assert "alt.binaries.low" in result.groups
    assert any("crawling the low tier anyway" in note for note in result.notes)
