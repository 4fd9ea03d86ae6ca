"""The sparse/dense plan threshold grows with the catalogue as sqrt(depth * rows) (store.catalogue.sparse_limits)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from usenet_ops.store import catalogue as cat

FLOOR = (cat.SPARSE_ROWS, cat.SPARSE_CAP_FACTOR * cat.SPARSE_ROWS)


def test_small_catalogues_keep_the_floor() -> None:
    assert cat.sparse_limits(0, 100) == FLOOR
    assert cat.sparse_limits(50_000, 100) == FLOOR
    assert cat.sparse_limits(-1, 100) == FLOOR  # reltuples of a never-analysed table


def test_the_floor_is_where_c1_measured_the_crossing_at_a_million() -> None:
    threshold, cap = cat.sparse_limits(1_000_000, 100)
    assert threshold == pytest.approx(2000, rel=0.01) and cap == 2 * threshold


@pytest.mark.parametrize("rows", [10_000_000, 115_000_000])
def test_large_catalogues_scale_by_the_square_root(rows: int) -> None:
    threshold, cap = cat.sparse_limits(rows, 100)
    assert threshold == int(cat.SPARSE_SCALE * (100 * rows) ** 0.5)
    assert cap == cat.SPARSE_CAP_FACTOR * threshold
    # 100x the rows gives 10x the threshold, not 100x: both plans' worst case grows as sqrt(rows).
    bigger, _ = cat.sparse_limits(rows * 100, 100)
    assert bigger == pytest.approx(10 * threshold, rel=0.01)


def test_a_deep_page_raises_the_threshold() -> None:
    shallow, _ = cat.sparse_limits(10_000_000, 100)
    deep, _ = cat.sparse_limits(10_000_000, 5_100)
    assert deep > shallow * 7


def test_a_zero_depth_is_read_as_one() -> None:
    assert cat.sparse_limits(10**12, 0) == cat.sparse_limits(10**12, 1)


@given(st.integers(min_value=-10, max_value=10**12), st.integers(min_value=0, max_value=10**6),
       st.integers(min_value=0, max_value=10**6))
def test_monotone_in_rows_and_depth_and_never_below_the_floor(rows: int, depth: int, more: int) -> None:
    threshold, cap = cat.sparse_limits(rows, depth)
    assert threshold >= cat.SPARSE_ROWS and cap >= threshold
    assert cat.sparse_limits(rows + more, depth)[0] >= threshold
    assert cat.sparse_limits(rows, depth + more)[0] >= threshold
