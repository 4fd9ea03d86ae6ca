"""Token buckets in a real Redis: one Lua script refills, takes and expires atomically; Redis outages fail fast."""

from __future__ import annotations

import pytest
import redis

from usenet_ops.store.ratelimit import BucketsUnavailable, TokenBuckets


@pytest.fixture
def buckets(redis_url, redis_prefix):
    b = TokenBuckets(redis_url, prefix=redis_prefix)
    yield b
    b.close()


def test_a_full_bucket_gives_burst_tokens_then_says_how_long_until_the_next(buckets):
    assert [buckets.take("k", rate=2.0, burst=3) for _ in range(3)] == [0.0, 0.0, 0.0]
    wait = buckets.take("k", rate=2.0, burst=3)
    assert 0.4 < wait <= 0.5, "one token every 0.5 s"
    assert buckets.take("other", rate=2.0, burst=3) == 0.0


def test_a_refused_take_spends_nothing_and_the_bucket_expires_once_it_would_be_full(buckets, redis_url, redis_prefix):
    for _ in range(2):
        buckets.take("k", rate=10.0, burst=2)
    first, second = buckets.take("k", rate=10.0, burst=2), buckets.take("k", rate=10.0, burst=2)
    assert first > 0 and second > 0 and second <= first, "refusals take no token"
    client = redis.Redis.from_url(redis_url)
    ttl = client.pttl(f"{redis_prefix}k")
    assert 1000 < ttl <= 1300, "expires after refilling (0.2 s) plus a second"
    assert set(client.hgetall(f"{redis_prefix}k")) == {b"tokens", b"at"}


def test_bad_arguments_are_refused_before_redis(buckets):
    with pytest.raises(ValueError, match="rate > 0"):
        buckets.take("k", rate=0, burst=1)


def test_an_unreachable_redis_raises_once_then_fails_fast_for_the_cooldown_without_the_password():
    now = [100.0]
    down = TokenBuckets("redis://:hunter2@127.0.0.1:1/0", timeout=0.2, cooldown=5.0, clock=lambda: now[0])
    with pytest.raises(BucketsUnavailable) as first:
        down.take("k", rate=1.0, burst=1)
    assert "hunter2" not in str(first.value) and "127.0.0.1:1" in str(first.value)
    now[0] += 1.0
    with pytest.raises(BucketsUnavailable, match="failed less than 5s ago"):
        down.take("k", rate=1.0, burst=1)
    down.close()
