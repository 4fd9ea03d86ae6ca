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


def test_no_burst_limit_needs_no_buckets_and_one_without_buckets_is_served_with_a_warning(caplog):
    import logging

    from usenet_ops.api import keys
    from usenet_ops.api.keys import Burst, check_burst

    keys._warned.clear()
    check_burst("k", usage(), None, Burst())  # rate 0: nothing to check
    with caplog.at_level(logging.WARNING, logger="usenet_ops.api.keys"):
        for _ in range(3):
            check_burst("k", Usage(7, 1, 0, None, None, 1.0, 2), None, Burst())
    assert [r.getMessage() for r in caplog.records].count(caplog.records[0].getMessage()) == 1, "warned once"
    assert "USENET_REDIS_URL" in caplog.records[0].getMessage()


def test_retry_after_of_a_burst_is_whole_seconds_and_never_zero():
    from usenet_ops.store.ratelimit import retry_after

    assert [retry_after(w) for w in (0.001, 0.5, 1.0, 1.01, 7.9)] == [1, 1, 1, 2, 8]
