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
