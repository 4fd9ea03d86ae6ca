"""Name-only fragments of one upload: merged by number on a backbone, by date across backbones, never mixed."""

from __future__ import annotations

import itertools
import random
from typing import Any

from usenet_ops.domain.assembly.siblings import SIBLING_GAP, SIBLING_SECONDS, plan_sibling_merges

T0 = 1_764_546_000


def _set(set_id: str, backbone: str, lo: int, hi: int, posted: int | None = T0, *, poster: str = "p",
         total: int = 7, group: str = "alt.binaries.sounds.mp3") -> dict[str, Any]:
    return {"set_id": set_id, "group_name": group, "poster": poster, "file_total": total, "backbone": backbone,
            "art_lo": lo, "art_hi": hi, "posted_min": posted or 0, "posted_max": posted or 0}


def _files(**slots: list[int]) -> list[tuple[str, int | None, bool]]:
    return [(sid, i, True) for sid, idx in slots.items() for i in idx]


def _groups(merges: list[tuple[str, list[str]]]) -> set[frozenset[str]]:
    return {frozenset([t, *o]) for t, o in merges}


def test_fragments_on_one_backbone_merge_by_number_and_a_far_one_stays_apart() -> None:
    rows = [_set("s1", "a", 100, 110), _set("s2", "a", 111, 130), _set("s3", "a", 130 + SIBLING_GAP + 1, 130 + SIBLING_GAP + 5)]
    merges = plan_sibling_merges(rows, _files(s1=[1], s2=[2, 3], s3=[4]))
    assert merges == [("s1", ["s2"])]


def test_fragments_staged_first_by_two_backbones_merge_by_date() -> None:
    # The two-backbone backfill's case: file 1 was staged first by backbone b (numbered near 292 M), files 2-7 by a.
    rows = [_set("frag_b", "b", 291_994_350, 291_994_372, T0 - 10), _set("frag_a", "a", 4_710_932, 4_710_939, T0 + 12)]
    merges = plan_sibling_merges(rows, _files(frag_b=[1], frag_a=[2, 3, 4, 5, 6, 7]))
    assert _groups(merges) == {frozenset({"frag_a", "frag_b"})}
    assert merges[0][0] == "frag_a"  # the target is the first in (backbone, number) order, whatever came in first


def test_across_backbones_dates_too_far_apart_or_unknown_or_clashing_slots_never_merge() -> None:
    far = [_set("x", "a", 10, 20, T0), _set("y", "b", 10, 20, T0 + SIBLING_SECONDS + 1)]
    assert plan_sibling_merges(far, _files(x=[1], y=[2])) == []
    undated = [_set("x", "a", 10, 20, None), _set("y", "b", 10, 20, T0)]
    assert plan_sibling_merges(undated, _files(x=[1], y=[2])) == []
    clash = [_set("x", "a", 10, 20), _set("y", "b", 10, 20)]
    assert plan_sibling_merges(clash, _files(x=[1, 2], y=[2, 3])) == []
    other_poster = [_set("x", "a", 10, 20), _set("y", "b", 10, 20, poster="q")]
    assert plan_sibling_merges(other_poster, _files(x=[1], y=[2])) == []
    other_total = [_set("x", "a", 10, 20), _set("y", "b", 10, 20, total=8)]
    assert plan_sibling_merges(other_total, _files(x=[1], y=[2])) == []


def test_an_incomplete_or_out_of_range_fragment_is_never_merged() -> None:
    rows = [_set("x", "a", 10, 20), _set("y", "b", 10, 20), _set("z", "b", 30, 40, T0 + 5)]
    files = [("x", 1, True), ("y", 2, False), ("z", 9, True)]  # y has an incomplete file; z's index is above N
    assert plan_sibling_merges(rows, files) == []
    assert plan_sibling_merges(rows, [("x", None, True), ("y", None, True)]) == []  # no slot known at all


def test_two_uploads_with_the_same_total_on_two_backbones_stay_two() -> None:
    # Album one (files 1-7) posted at T0, album two at T0 + 2 h; each split across both backbones.
    rows = [_set("one_a", "a", 100, 120, T0), _set("one_b", "b", 5_000, 5_010, T0 + 30),
            _set("two_a", "a", 900, 930, T0 + 7200), _set("two_b", "b", 5_900, 5_910, T0 + 7230)]
    merges = plan_sibling_merges(rows, _files(one_a=[1, 2, 3], one_b=[4, 5, 6, 7], two_a=[1, 2], two_b=[3, 4, 5]))
    assert _groups(merges) == {frozenset({"one_a", "one_b"}), frozenset({"two_a", "two_b"})}


def test_the_plan_does_not_depend_on_the_order_rows_arrive_in() -> None:
    rows = [_set("f1", "b", 5_000, 5_004, T0), _set("f2", "a", 100, 110, T0 + 40), _set("f3", "a", 111, 140, T0 + 80),
            _set("f4", "b", 5_020, 5_030, T0 + 120), _set("g1", "a", 60_000, 60_010, T0 + 9000)]
    files = _files(f1=[1], f2=[2, 3], f3=[4], f4=[5, 6, 7], g1=[1])
    want = plan_sibling_merges(rows, files)
    assert _groups(want) == {frozenset({"f1", "f2", "f3", "f4"})}
    rng = random.Random(5)
    for perm in itertools.islice(itertools.permutations(rows), 0, 120, 7):
        shuffled = list(perm)
        rng.shuffle(files)
        assert plan_sibling_merges(shuffled, files) == want


def test_garbage_fields_do_not_raise() -> None:
    rows = [_set("x", "a", 10, 20), {**_set("y", "b", 10, 20), "posted_min": None, "posted_max": None},
            {**_set("z", "c", 10, 20), "posted_min": -5, "posted_max": 0}]
    assert plan_sibling_merges(rows, _files(x=[1], y=[2], z=[3])) == []
    assert plan_sibling_merges([], []) == []


def test_every_cluster_of_every_key_is_planned_whatever_precedes_it() -> None:
    # Regression: a cluster whose key differs from the last one planned was dropped, so only the first
    # key of a group could ever merge (two music uploads of the hostile pipeline stayed unbuilt).
    rows = [_set("p1", "a", 60, 66, poster="p", total=3), _set("p2", "a", 70, 76, poster="p", total=3),
            _set("q1", "a", 59, 63, poster="q", total=3), _set("q2", "a", 82, 85, poster="q", total=3),
            _set("r1", "a", 10, 12, poster="r", total=4), _set("r2", "a", 13, 20, poster="r", total=4)]
    merges = plan_sibling_merges(rows, _files(p1=[1], p2=[2, 3], q1=[2, 3], q2=[1], r1=[1, 2], r2=[3, 4]))
    assert _groups(merges) == {frozenset({"p1", "p2"}), frozenset({"q1", "q2"}), frozenset({"r1", "r2"})}


def test_on_one_backbone_dates_change_nothing() -> None:
    rng = random.Random(11)
    for _ in range(300):
        rows, files = [], []
        for i in range(rng.randint(2, 9)):
            lo = rng.randint(0, 60_000)
            rows.append(_set(f"s{i}", "a", lo, lo + rng.randint(0, 9), rng.choice([None, T0, T0 + 99_999]),
                             poster=rng.choice("pq"), total=rng.choice([3, 4])))
            files += [(f"s{i}", k, rng.random() < 0.9) for k in rng.sample(range(6), rng.randint(0, 2))]
        undated = [{**r, "posted_min": 0, "posted_max": 0} for r in rows]
        assert plan_sibling_merges(rows, files) == plan_sibling_merges(undated, files)
