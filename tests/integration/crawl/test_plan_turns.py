"""Crawl turns in Postgres: max_groups takes turns per backbone, hold_low is asked per backbone with each group's depth."""

from __future__ import annotations

import datetime as dt
import math

from usenet_ops import settings
from usenet_ops.domain import backfill_plan
from usenet_ops.passes import plan
from usenet_ops.store import backfill_state, groups


def _pack(db) -> list[str]:
    """Seed the shipped curated pack, as usenet_setup does; return its groups in crawl order."""
    assert groups.seed(db) == 40
    return [g.name for g in groups.list_groups(db, active_only=True)]


def test_three_runs_on_one_backbone_crawl_every_group_of_the_shipped_pack_at_the_default_cap(db) -> None:
    names = _pack(db)
    defaults = settings.Settings()
    assert defaults.max_groups == 20
    critical = {g.name for g in groups.list_groups(db) if g.tier is groups.Tier.CRITICAL}
    runs = [plan.plan_crawl(db, defaults, backbone="bb") for _ in range(3)]
    assert all(len(r.groups) == 20 for r in runs)
    assert all(critical <= set(r.groups) for r in runs), "critical groups every run"
    assert set().union(*(r.groups for r in runs)) == set(names)
    assert runs[0].groups != runs[1].groups, "the old cut planned the same 20 every run"
    bound = math.ceil((40 - len(critical)) / (20 - len(critical)))
    assert any(f"at least once every {bound} run(s)" in n for n in runs[0].notes)
    assert not any("wait for a later pass" in n for n in runs[0].notes)
    turns = groups.crawl_turns(db, "bb")
    assert set(turns) == set(names)


def test_turns_are_kept_per_backbone(db) -> None:
    _pack(db)
    capped = settings.Settings.from_overrides({"max_groups": 10})
    a1 = plan.plan_crawl(db, capped, backbone="a")
    b1 = plan.plan_crawl(db, capped, backbone="b")
    assert a1.groups == b1.groups, "backbone b has had no turn yet: it starts where a started"
    a2 = plan.plan_crawl(db, capped, backbone="a")
    assert a2.groups != a1.groups


def test_two_accounts_on_one_backbone_planning_in_one_run_take_different_groups(db) -> None:
    _pack(db)
    capped = settings.Settings.from_overrides({"max_groups": 20})
    first = plan.plan_crawl(db, capped, backbone="bb")
    second = plan.plan_crawl(db, capped, backbone="bb")
    critical = {g.name for g in groups.list_groups(db) if g.tier is groups.Tier.CRITICAL}
    assert not (set(first.groups) - critical) & (set(second.groups) - critical)


def test_a_preview_without_a_backbone_records_no_turn_and_says_so(db) -> None:
    _pack(db)
    preview = plan.plan_crawl(db, settings.Settings())
    assert len(preview.groups) == 20
    assert any("keeps no turns" in n for n in preview.notes)
    assert db.execute("SELECT count(*) AS n FROM usenet.crawl_turns").fetchone()["n"] == 0


def test_a_deactivated_and_reactivated_group_comes_first(db) -> None:
    _pack(db)
    capped = settings.Settings.from_overrides({"max_groups": 20})
    runs = [plan.plan_crawl(db, capped, backbone="bb") for _ in range(3)]  # every group has had a turn
    picked = runs[2].groups[-1]  # the latest turn: it would wait two runs
    groups.tune(db, picked, active=False)
    db.execute("UPDATE usenet.crawl_turns SET turn_at = turn_at - interval '1 day' WHERE group_name = %s", (picked,))
    groups.tune(db, picked, active=True)
    assert picked in plan.plan_crawl(db, capped, backbone="bb").groups


def _crit_state(db, backbone: str) -> None:
    groups.add(db, "alt.binaries.crit", tier=groups.Tier.CRITICAL)
    groups.add(db, "alt.binaries.low", tier=groups.Tier.LOW)
    db.execute("""INSERT INTO usenet.group_state (backbone, group_name, first_article, server_low)
                  VALUES (%s, 'alt.binaries.crit', 5000, 100)""", (backbone,))


def test_hold_low_is_asked_per_backbone(db) -> None:
    _crit_state(db, "behind")
    db.execute("""INSERT INTO usenet.group_state (backbone, group_name, first_article, server_low)
                  VALUES ('caught_up', 'alt.binaries.crit', 100, 100)""")
    hold = settings.Settings.from_overrides({"hold_low_until_backfilled": True})
    assert plan.plan_crawl(db, hold, backbone="behind").held == ["alt.binaries.low"]
    other = plan.plan_crawl(db, hold, backbone="caught_up")
    assert other.held == [] and "alt.binaries.low" in other.groups, "its critical group has no history left"


def test_hold_low_reads_a_critical_groups_own_depth_floor(db) -> None:
    _crit_state(db, "bb")
    db.execute("INSERT INTO usenet.coverage VALUES ('bb', 'alt.binaries.crit', 3000, 6000)")
    hold = settings.Settings.from_overrides({"hold_low_until_backfilled": True})
    assert plan.plan_crawl(db, hold, backbone="bb").held == ["alt.binaries.low"], "100..2999 still to read"
    groups.tune(db, "alt.binaries.crit", crawl_depth_days=3)
    at = backfill_plan.floor_day(dt.datetime.now(dt.UTC), 0, 3)
    assert at is not None
    backfill_state.save_boundary(db, "bb", "alt.binaries.crit", at, 3500, 4)
    assert plan.plan_crawl(db, hold, backbone="bb").held == [], "its 3-day floor (article 3500) is covered"
