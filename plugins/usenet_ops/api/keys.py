"""Authorise a Newznab request by its key, against the key's daily limits.

The keys and their counters live in ``usenet_ops.store.apikeys``; this module
says what they mean to a client: error 100 for a missing, unknown or revoked
key; HTTP 429 with Retry-After (seconds to UTC midnight, when the day's
counters start again) once the day's requests or grabs are used up, with
the descriptions Sonarr keys its back-off on.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from usenet_ops.api.errors import ApiError, ErrorCode, rate_limited
from usenet_ops.store.apikeys import KeyStore, Usage
from usenet_ops.store.db import Conn


def seconds_until_utc_midnight(now: datetime | None = None) -> int:
    """Return the Retry-After for a daily limit: seconds until the UTC day rolls over."""
    current = now or datetime.now(UTC)
    tomorrow = (current + timedelta(days=1)).replace(hour=0, minute=0, second=0, microsecond=0)
    return max(1, int((tomorrow - current).total_seconds()))


def check_limits(usage: Usage, *, grab: bool = False, now: datetime | None = None) -> None:
    """Raise the 429 ApiError when this request (already counted in ``usage``) went past a daily limit."""
    if usage.requests_per_day is not None and usage.requests > usage.requests_per_day:
        raise rate_limited(ErrorCode.REQUEST_LIMIT, seconds_until_utc_midnight(now))
    if grab and usage.grabs_per_day is not None and usage.grabs > usage.grabs_per_day:
        raise rate_limited(ErrorCode.DOWNLOAD_LIMIT, seconds_until_utc_midnight(now))


def authorise(keys: KeyStore, conn: Conn, key: str | None, *, grab: bool = False) -> Usage:
    """Count one request (and a grab) for the key and return today's usage.

    Raises ApiError 100 for a missing, unknown or revoked key, and a 429
    ApiError once the day's request or grab limit is used up.
    """
    if not key:
        raise ApiError(ErrorCode.BAD_CREDENTIALS, "Incorrect user credentials (no apikey sent)")
    usage = keys.count_request(conn, key, grab=grab)
    if usage is None:
        raise ApiError(ErrorCode.BAD_CREDENTIALS, "Incorrect user credentials")
    check_limits(usage, grab=grab)
    return usage
