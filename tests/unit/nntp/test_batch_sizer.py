"""OverBatchSizer grows quick ranges and halves slow ones."""

from __future__ import annotations

from usenet_ops.nntp.batch_sizer import OverBatchSizer


def test_quick_full_replies_double_the_range_up_to_the_maximum() -> None:
    sizer = OverBatchSizer(batch=1000, maximum=3000, target_s=1.0)
    assert sizer.observe(1000, 0.1) == 2000
    assert sizer.observe(2000, 0.1) == 3000
    assert sizer.observe(3000, 0.1) == 3000


def test_a_short_tail_range_does_not_grow_the_batch() -> None:
    sizer = OverBatchSizer(batch=1000)
    assert sizer.observe(10, 0.01) == 1000


def test_a_reply_near_the_deadline_halves_the_range_down_to_the_minimum() -> None:
    sizer = OverBatchSizer(batch=400, minimum=100, ceiling_s=5.0)
    assert sizer.observe(400, 6.0) == 200
    assert sizer.observe(200, 6.0) == 100
    assert sizer.observe(100, 6.0) == 100


def test_next_range_stops_at_the_high_bound() -> None:
    sizer = OverBatchSizer(batch=100)
    assert sizer.next_range(1, 50) == (1, 50)
    assert sizer.next_range(1, 500) == (1, 100)
