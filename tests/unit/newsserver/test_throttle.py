"""The per-connection pacer (GCRA over lines): rate over any stretch, burst allowance, no banked credit."""

from __future__ import annotations

import asyncio

from usenet_ops.newsserver.throttle import LineBucket, Pacer, Throttle


def test_batches_wait_so_the_rate_holds_whatever_the_batch_size() -> None:
    pacer = Pacer()
    now = 0.0
    for batch in (2000, 1, 500, 3000, 37):
        now += pacer.delay(now, batch, rate=1000)
    assert abs(now - 5538 / 1000) < 1e-9


def test_a_burst_leaves_at_once_then_the_rate_applies() -> None:
    pacer = Pacer()
    assert pacer.delay(0.0, 500, rate=1000, burst=500) == 0.0
    assert abs(pacer.delay(0.0, 500, rate=1000, burst=500) - 0.5) < 1e-9


def test_an_idle_connection_banks_no_more_than_its_burst() -> None:
    pacer = Pacer()
    pacer.delay(0.0, 100, rate=100)
    # An hour idle: the next 1000 lines still take 10 s less the burst.
    assert abs(pacer.delay(3600.0, 1000, rate=100, burst=200) - 8.0) < 1e-9


def test_zero_or_negative_rate_is_unlimited() -> None:
    assert Pacer().delay(0.0, 10**9, rate=0) == 0.0
    assert Pacer().delay(0.0, 10**9, rate=-5) == 0.0


def test_bucket_reads_the_live_throttle() -> None:
    clock = [0.0]
    throttle = Throttle()
    bucket = LineBucket(throttle, clock=lambda: clock[0])
    assert not bucket.active
    asyncio.run(bucket.take(10**6))  # unlimited: returns at once
    throttle.lines_per_second = 10**9
    assert bucket.active
    asyncio.run(bucket.take(10))
    assert bucket.pacer.sent == 10
