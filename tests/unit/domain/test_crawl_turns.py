"""Crawl turns: with max_groups below the active groups every group is crawled within a bounded number of runs."""

from __future__ import annotations

import datetime as dt
import math

from usenet_ops.domain import backfill_plan
from usenet_ops.domain.crawl_turns import Candidate, choose
from usenet_ops.store import groups


def _pack() -> list[Candidate]:
    """The shipped curated pack (include/seed/newsgroups.tsv), in crawl order, as usenet_setup seeds it."""
    rank = {"critical": 0, "normal": 1, "low": 2}
    rows = sorted(groups.read_seed(), key=lambda r: (rank[r[1].value], r[2], r[0]))
    return [Candidate(name, tier.value) for name, tier, _, _ in rows]


def _runs(candidates: list[Candidate], cap: int, runs: int) -> list[list[str]]:
    """Plan ``runs`` runs in a row, recording each run's turn as the plan does."""
    last: dict[str, dt.datetime | None] = {}
    clock = dt.datetime(2026, 1, 1, tzinfo=dt.UTC)
    out = []
    for i in range(runs):
        turns = choose(candidates, last, cap)
        out.append(turns.chosen)
        for name in turns.chosen:
            last[name] = clock + dt.timedelta(minutes=15 * i)
    return out


def test_the_shipped_pack_at_max_groups_20_is_crawled_whole_within_three_runs() -> None:
    pack = _pack()
    assert len(pack) == 40, "the test models usenet_setup's defaults: 40 curated groups"
    critical = {c.name for c in pack if c.tier == "critical"}
    runs = _runs(pack, 20, 3)
    assert all(len(r) == 20 for r in runs)
    assert all(critical <= set(r) for r in runs), "critical groups are crawled every run"
    assert set(runs[0]) | set(runs[1]) != {c.name for c in pack}, "two runs are not enough with 7 critical"
    assert set().union(*runs) == {c.name for c in pack}, "every active group within three runs"
    others = len(pack) - len(critical)
    assert choose(pack, {}, 20).within_runs == math.ceil(others / (20 - len(critical))) == 3


def test_the_same_cut_every_run_is_gone() -> None:
    pack = _pack()
    first, second = _runs(pack, 20, 2)
    assert first != second
    assert not (set(first) - {c.name for c in pack if c.tier == "critical"}) & set(second)


def test_turns_keep_coming_round_every_group_within_the_bound_forever() -> None:
    pack = _pack()
    bound = choose(pack, {}, 12).within_runs
    runs = _runs(pack, 12, 10 * bound)
    for start in range(len(runs) - bound + 1):
        assert set().union(*runs[start:start + bound]) == {c.name for c in pack}, f"window at run {start}"


def test_the_low_tier_gets_what_capacity_is_left() -> None:
    pack = [Candidate("c", "critical"), Candidate("n1", "normal"), Candidate("n2", "normal"),
            Candidate("l1", "low"), Candidate("l2", "low")]
    first = choose(pack, {}, 3)
    assert first.chosen == ["c", "n1", "n2"], "never-crawled ties go normal first, the low tier after"
    assert first.waiting == ["l1", "l2"]
    assert any("next run" in note for note in first.notes)
    later = dt.datetime(2026, 1, 1, tzinfo=dt.UTC)
    second = choose(pack, {"c": later, "n1": later, "n2": later}, 3)
    assert second.chosen == ["c", "l1", "l2"], "their turn comes: the low tier is not starved"


def test_the_chosen_groups_come_back_in_tier_order() -> None:
    pack = [Candidate("c", "critical"), Candidate("n1", "normal"), Candidate("n2", "normal"), Candidate("l1", "low")]
    old, new = dt.datetime(2025, 1, 1, tzinfo=dt.UTC), dt.datetime(2026, 1, 1, tzinfo=dt.UTC)
    assert choose(pack, {"n1": new, "n2": new, "l1": old}, 3).chosen == ["c", "n1", "l1"]


def test_no_cap_or_room_for_all_crawls_everything_without_notes() -> None:
    pack = _pack()
    assert choose(pack, {}, 0).chosen == [c.name for c in pack]
    full = choose(pack, {}, 40)
    assert full.chosen == [c.name for c in pack] and full.waiting == [] and full.notes == []


def test_critical_groups_beyond_the_cap_take_turns_and_say_the_rest_waits() -> None:
    pack = [Candidate(f"c{i}", "critical") for i in range(3)] + [Candidate("n", "normal")]
    runs = _runs(pack, 2, 2)
    assert set().union(*runs) == {"c0", "c1", "c2"}
    note = choose(pack, {}, 2).notes[0]
    assert "not crawled until max_groups is raised above 3" in note


def test_a_groups_own_depth_overrides_retention_for_its_floor() -> None:
    now = dt.datetime(2026, 3, 10, 15, 30, tzinfo=dt.UTC)
    assert backfill_plan.floor_day(now, 3000, 7) == dt.datetime(2026, 3, 3, tzinfo=dt.UTC)
    assert backfill_plan.floor_day(now, 0, 7) == dt.datetime(2026, 3, 3, tzinfo=dt.UTC), "deeper than none: bounded"
    assert backfill_plan.floor_day(now, 3, 30) == dt.datetime(2026, 2, 8, tzinfo=dt.UTC), "deeper than the site"
    assert backfill_plan.floor_day(now, 3, None) == dt.datetime(2026, 3, 7, tzinfo=dt.UTC)
    assert backfill_plan.floor_day(now, 0, None) is None
    assert backfill_plan.depth_days(3000, None) == 3000 and backfill_plan.depth_days(3000, 5) == 5
