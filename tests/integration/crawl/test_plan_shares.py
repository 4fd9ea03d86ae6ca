"""plan_crawl with provider shares in Postgres: accounts on one backbone crawl each group once between them."""

from __future__ import annotations

from usenet_ops import settings
from usenet_ops.domain import provider_roles as roles
from usenet_ops.domain.provider_roles import Account, Share
from usenet_ops.passes import plan
from usenet_ops.store import groups


def _pack(db) -> list[str]:
    assert groups.seed(db) == 40
    return [g.name for g in groups.list_groups(db, active_only=True)]


def test_two_primaries_without_a_cap_plan_disjoint_shares_that_cover_every_group(db) -> None:
    names = _pack(db)
    uncapped = settings.Settings.from_overrides({"max_groups": 0})
    duties = roles.duties([Account("a", "bb"), Account("b", "bb")], failing=())
    first = plan.plan_crawl(db, uncapped, backbone="bb", share=duties["a"].share)
    second = plan.plan_crawl(db, uncapped, backbone="bb", share=duties["b"].share)
    assert not set(first.groups) & set(second.groups), "before shares both accounts planned all 40"
    assert sorted(first.groups + second.groups) == sorted(names)
    assert first.groups == [n for n in names if n in set(first.groups)], "tier order is kept"
    assert any("share 1 of 2" in n and f"of {len(names)} group(s)" in n for n in first.notes)


def test_shares_at_the_default_cap_cover_the_pack_in_three_runs_each_group_once_per_run(db) -> None:
    names = _pack(db)
    defaults = settings.Settings()
    shares = [Share(0, 2), Share(1, 2)]
    seen: list[str] = []
    for _ in range(3):
        run = [plan.plan_crawl(db, defaults, backbone="bb", share=s).groups for s in shares]
        assert not set(run[0]) & set(run[1])
        assert sum(len(r) for r in run) <= defaults.max_groups + 1, "the cap is split, not doubled"
        seen.extend(run[0] + run[1])
    assert set(seen) == set(names)


def test_a_share_records_turns_only_for_its_own_groups(db) -> None:
    names = _pack(db)
    capped = settings.Settings.from_overrides({"max_groups": 10})
    share = Share(1, 2)
    result = plan.plan_crawl(db, capped, backbone="bb", share=share)
    turns = groups.crawl_turns(db, "bb")
    assert set(turns) == set(result.groups)
    assert all(share.owns(n) for n in turns)
    assert set(result.waiting) <= {n for n in names if share.owns(n)}, "the other share's groups are not waiting here"


def test_a_single_share_plans_as_without_one(db) -> None:
    _pack(db)
    alone = plan.plan_crawl(db, settings.Settings.from_overrides({"max_groups": 0}), backbone="x", share=Share(0, 1))
    assert len(alone.groups) == 40
    assert not any("share" in n for n in alone.notes)
