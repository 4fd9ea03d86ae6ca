"""domain.backfill_plan: the gap complement of coverage, cut into aligned partitions, in either order."""

from __future__ import annotations

import time
import tracemalloc

from hypothesis import given
from hypothesis import strategies as st

from usenet_ops.domain.backfill_plan import Order, Partition, clip, covered_pct, gaps, normalize, partitions, plan, remaining


def test_gaps_are_the_complement_of_coverage_and_quarantine_inside_floor_and_ceiling() -> None:
    covered = [(150, 199), (300, 310), (311, 320), (900, 2000)]
    holes = [(400, 404)]
    assert gaps(100, 1000, covered, holes) == [(100, 149), (200, 299), (321, 399), (405, 899)]
    assert remaining(100, 1000, covered, holes) == 50 + 100 + 79 + 495


def test_an_empty_or_inverted_span_has_no_gaps() -> None:
    assert gaps(10, 9, []) == []
    assert gaps(10, 20, [(0, 100)]) == []
    assert covered_pct(10, 9, []) == 100.0


def test_partitions_are_cut_at_multiples_of_the_size_newest_first() -> None:
    got = plan(950, 3100, [(2000, 2100)], size=1000, order=Order.NEWEST_FIRST)
    assert got == [Partition(3, 3000, 3100), Partition(2, 2101, 2999), Partition(1, 1000, 1999),
                   Partition(0, 950, 999)]


def test_oldest_first_walks_up() -> None:
    got = plan(950, 3100, [(2000, 2100)], size=1000, order=Order.OLDEST_FIRST)
    assert [p.block for p in got] == [0, 1, 2, 3]


def test_a_block_with_several_gaps_is_one_partition_spanning_them() -> None:
    got = plan(0, 999, [(100, 199), (500, 599)], size=1000)
    assert got == [Partition(0, 0, 999)]
    assert len(list(partitions(0, 999, [(100, 199), (500, 599)], size=1000))) == 3


def test_limit_takes_the_first_blocks_in_order() -> None:
    assert [p.block for p in plan(0, 9999, [], size=1000, limit=3)] == [9, 8, 7]
    assert [p.block for p in plan(0, 9999, [], size=1000, limit=3, order=Order.OLDEST_FIRST)] == [0, 1, 2]


def test_a_spent_limit_plans_nothing() -> None:
    # A run's budget spent on the groups planned before: this group gets no partition, not one.
    assert plan(1, 10_000, [], size=100, limit=0) == []
    assert len(plan(1, 10_000, [], size=100, limit=1)) == 1
    assert len(plan(0, 9_999, [], size=100, limit=None)) == 100


def test_a_date_window_narrows_the_span() -> None:
    assert clip((500, 800), 600, 10_000) == (600, 800)
    assert clip(None, 1, 2) == (1, 2)
    lo, hi = clip((900, 950), 1000, 2000)
    assert plan(lo, hi, [], size=10) == []


def test_planning_ten_thousand_partitions_is_fast_and_memory_does_not_grow_with_depth() -> None:
    peaks = []
    for depth in (10_000, 10_000_000_000):
        tracemalloc.start()
        started = time.process_time()
        got = plan(1, depth * 2000, [(5, 10)], size=2000 if depth == 10_000 else depth // 5000, limit=10_000)
        elapsed = time.process_time() - started
        peaks.append(tracemalloc.get_traced_memory()[1])
        tracemalloc.stop()
        assert len(got) == 10_000
        assert elapsed < 5  # generous on a shared box; bench/backfill_plan.py measures it
    assert peaks[1] < peaks[0] * 1.5  # a million times deeper, the same memory


ranges = st.lists(st.tuples(st.integers(0, 3000), st.integers(0, 200)).map(lambda t: (t[0], t[0] + t[1])),
                  max_size=12)


@given(floor=st.integers(0, 1500), span=st.integers(0, 2000), covered=ranges, holes=ranges,
       size=st.integers(1, 700), order=st.sampled_from(list(Order)))
def test_partitions_cover_exactly_the_gaps_once_and_never_cross_a_block(
        floor: int, span: int, covered: list[tuple[int, int]], holes: list[tuple[int, int]], size: int,
        order: Order) -> None:
    ceiling = floor + span
    got = list(partitions(floor, ceiling, covered, holes, size=size, order=order))
    numbers = [n for p in got for n in range(p.lo, p.hi + 1)]
    assert len(numbers) == len(set(numbers))  # nothing planned twice
    blocked = {n for lo, hi in normalize([*covered, *holes]) for n in range(lo, hi + 1)}
    expected = {n for n in range(floor, ceiling + 1) if n not in blocked}
    assert set(numbers) == expected
    for p in got:
        assert p.lo // size == p.block == p.hi // size
    los = [p.lo for p in got]
    assert los == (sorted(los, reverse=True) if order is Order.NEWEST_FIRST else sorted(los))
    blocks = [p.block for p in plan(floor, ceiling, covered, holes, size=size, order=order)]
    assert len(blocks) == len(set(blocks))  # one planned entry per block


def test_the_gate_pauses_at_high_resumes_below_low_and_stops_at_the_ceiling() -> None:
    from usenet_ops.domain.backfill_plan import Gate, gate

    marks = {"high": 85, "low": 70, "ceiling": 98}
    assert gate(50, False, **marks) == (Gate.GO, False)
    assert gate(85, False, **marks) == (Gate.WAIT, True)
    assert gate(80, True, **marks) == (Gate.WAIT, True)  # paused: not yet below the low mark
    assert gate(69.9, True, **marks) == (Gate.GO, False)
    assert gate(98, False, **marks) == (Gate.STOP, True)
    assert gate(99, False, high=0, low=0, ceiling=0) == (Gate.GO, False)  # off


def test_the_walk_order_auto_is_the_paths_own() -> None:
    from usenet_ops.domain.backfill_plan import Order, order_for

    assert order_for("auto", "staging") is Order.NEWEST_FIRST
    assert order_for("auto", "rebuild") is Order.OLDEST_FIRST
    assert order_for("newest_first", "rebuild") is Order.NEWEST_FIRST
    assert order_for("oldest_first", "staging") is Order.OLDEST_FIRST
