"""What a key's usage means to a client: 429 with Retry-After past a daily limit (pure, no database)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from usenet_ops.api.errors import ApiError, ErrorCode
from usenet_ops.api.keys import check_limits, seconds_until_utc_midnight
from usenet_ops.store.apikeys import Usage

NOON = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)


def usage(requests=1, grabs=0, requests_per_day=None, grabs_per_day=None) -> Usage:
    return Usage(7, requests, grabs, requests_per_day, grabs_per_day)


def test_retry_after_counts_the_seconds_to_utc_midnight_and_is_never_zero():
    assert seconds_until_utc_midnight(NOON) == 12 * 3600
    assert seconds_until_utc_midnight(datetime(2026, 3, 1, 23, 59, 59, 999_000, tzinfo=UTC)) == 1
    assert 0 < seconds_until_utc_midnight() <= 86_400


def test_the_last_allowed_request_passes_and_the_next_is_refused_with_sonarrs_text():
    check_limits(usage(requests=5, requests_per_day=5), now=NOON)
    with pytest.raises(ApiError) as refused:
        check_limits(usage(requests=6, requests_per_day=5), now=NOON)
    error = refused.value
    assert (error.code, error.description, error.status, error.retry_after) == (
        ErrorCode.REQUEST_LIMIT, "Request limit reached", 429, 12 * 3600)


def test_a_grab_limit_refuses_only_grabs():
    spent = usage(grabs=2, grabs_per_day=1)
    check_limits(spent, grab=False, now=NOON)
    with pytest.raises(ApiError) as refused:
        check_limits(spent, grab=True, now=NOON)
    assert (refused.value.code, refused.value.description, refused.value.status) == (
        ErrorCode.DOWNLOAD_LIMIT, "Download limit reached", 429)


def test_a_key_without_limits_is_never_refused_and_reports_no_limits():
    unlimited = usage(requests=10**6, grabs=10**6)
    check_limits(unlimited, grab=True)
    assert not unlimited.limited and usage(grabs_per_day=3).limited


def test_a_grab_is_refused_once_the_served_grabs_reach_the_limit():
    check_limits(usage(grabs=1, grabs_per_day=2), grab=True, now=NOON)
    with pytest.raises(ApiError) as refused:
        check_limits(usage(grabs=2, grabs_per_day=2), grab=True, now=NOON)
    assert refused.value.code is ErrorCode.DOWNLOAD_LIMIT


def _guards(clock, burst=None):
    from usenet_ops.api.client_buckets import LocalBuckets
    from usenet_ops.api.keys import Burst, Guards, KnownKeys

    return Guards(clients=LocalBuckets(clock=clock), known=KnownKeys(clock=clock), redis=None,
                  local_bursts=LocalBuckets(clock=clock), burst=burst or Burst())


def test_a_burst_limit_without_redis_holds_per_process_and_warns_once_what_to_set(caplog):
    import logging

    from usenet_ops.api import keys
    from usenet_ops.api.keys import check_burst
    from usenet_ops.store.apikeys import KeyLimits

    keys._warned.clear()
    now = [100.0]
    guards = _guards(lambda: now[0])
    for _ in range(10):
        check_burst("k", KeyLimits(7, None, None), guards)  # rate 0 (the default): nothing to check
    with caplog.at_level(logging.WARNING, logger="usenet_ops.api.keys"):
        check_burst("k", KeyLimits(7, 1.0, 2), guards)
        check_burst("k", KeyLimits(7, 1.0, 2), guards)
        with pytest.raises(ApiError) as refused:
            check_burst("k", KeyLimits(7, 1.0, 2), guards)
    assert (refused.value.status, refused.value.retry_after) == (429, 1)
    now[0] += 1.0
    check_burst("k", KeyLimits(7, 1.0, 2), guards)  # a token is back after 1 s at 1/s
    assert [r.getMessage() for r in caplog.records].count(caplog.records[0].getMessage()) == 1, "warned once"
    assert "USENET_REDIS_URL" in caplog.records[0].getMessage()


def test_requests_without_a_known_key_share_their_addresss_bucket():
    from usenet_ops.api.keys import ANON_BURST, ANON_RATE, admit_client

    now = [0.0]
    guards = _guards(lambda: now[0])
    for _ in range(ANON_BURST):
        admit_client(guards, "192.0.2.1")
    with pytest.raises(ApiError) as refused:
        admit_client(guards, "192.0.2.1")
    assert refused.value.status == 429 and refused.value.code is ErrorCode.REQUEST_LIMIT
    assert refused.value.retry_after == 1
    admit_client(guards, "192.0.2.2")  # another address has its own bucket
    now[0] += 1 / ANON_RATE
    admit_client(guards, "192.0.2.1")


def test_a_known_key_is_forgotten_after_its_ttl_and_the_cache_is_bounded():
    from usenet_ops.api.keys import KnownKeys
    from usenet_ops.store.apikeys import KeyLimits

    now = [0.0]
    known = KnownKeys(ttl=30.0, max_keys=2, clock=lambda: now[0])
    for name in ("a", "b", "c"):
        known.put(name, KeyLimits(1, None, None))
    assert known.get("a") is None and known.get("b") is not None and known.get("c") is not None
    now[0] = 31.0
    assert known.get("b") is None
    known.put("d", KeyLimits(4, 1.0, 2))
    known.forget("d")
    assert known.get("d") is None


def test_retry_after_of_a_burst_is_whole_seconds_and_never_zero():
    from usenet_ops.store.ratelimit import retry_after

    assert [retry_after(w) for w in (0.001, 0.5, 1.0, 1.01, 7.9)] == [1, 1, 1, 2, 8]
