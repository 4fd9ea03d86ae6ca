"""In-process token buckets: refill, refusal, bounded memory, and how client addresses are bucketed."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import pytest

from usenet_ops.api.client_buckets import LocalBuckets, client_address


def test_a_full_bucket_gives_its_burst_then_says_how_long_until_the_next_token():
    now = [0.0]
    buckets = LocalBuckets(clock=lambda: now[0])
    assert [buckets.take("a", rate=2.0, burst=3) for _ in range(3)] == [0.0, 0.0, 0.0]
    assert buckets.take("a", rate=2.0, burst=3) == pytest.approx(0.5)
    now[0] = 0.25
    assert buckets.take("a", rate=2.0, burst=3) == pytest.approx(0.25), "a refusal takes nothing"
    now[0] = 0.5
    assert buckets.take("a", rate=2.0, burst=3) == 0.0
    now[0] = 1000.0
    assert [buckets.take("a", rate=2.0, burst=3) for _ in range(4)][-1] > 0, "refills to the burst, no further"


def test_memory_is_bounded_least_recently_used_out_first():
    now = [0.0]
    buckets = LocalBuckets(max_buckets=3, clock=lambda: now[0])
    for name in ("a", "b", "c"):
        buckets.take(name, rate=1.0, burst=1)
    buckets.take("a", rate=1.0, burst=1)  # refused, and now the most recently used
    buckets.take("d", rate=1.0, burst=1)
    assert len(buckets) == 3
    assert buckets.take("a", rate=1.0, burst=1) > 0, "a was kept, still empty"
    assert buckets.take("b", rate=1.0, burst=1) == 0.0, "b was dropped: it comes back full"


def test_threads_never_take_more_than_the_burst():
    buckets = LocalBuckets()
    with ThreadPoolExecutor(8) as pool:
        waits = list(pool.map(lambda _: buckets.take("x", rate=0.001, burst=50), range(400)))
    assert waits.count(0.0) == 50


def test_bad_arguments_are_refused():
    with pytest.raises(ValueError):
        LocalBuckets().take("a", rate=0, burst=1)
    with pytest.raises(ValueError):
        LocalBuckets(max_buckets=0)


@pytest.mark.parametrize(("remote", "bucket"), [
    ("192.0.2.7", "192.0.2.7"),
    ("2001:db8:1:2:aaaa::1", "2001:db8:1:2::/64"),
    ("2001:db8:1:2:ffff:1:2:3", "2001:db8:1:2::/64"),
    ("::ffff:192.0.2.7", "192.0.2.7"),
    (None, "unknown"),
    ("", "unknown"),
    ("localhost", "localhost"),
])
def test_client_addresses_are_bucketed_by_host_or_ipv6_64(remote, bucket):
    assert client_address(remote) == bucket
