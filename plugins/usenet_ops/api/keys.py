"""Authorise a Newznab request by its key, against the key's daily and burst limits.

The keys and their counters live in ``usenet_ops.store.apikeys``, the burst
buckets in ``usenet_ops.store.ratelimit``; this module says what they mean to
a client: error 100 for a missing, unknown or revoked key; HTTP 429 with
Retry-After once the day's requests or grabs are used up (seconds to UTC
midnight, when the day's counters start again) or a burst is used up
(seconds until the bucket holds a token again), with the descriptions Sonarr
keys its back-off on. Sonarr, Radarr and Prowlarr read the 429 and honour
Retry-After before looking at the body, so a burst costs them seconds, not
the hour a daily "Request limit reached" body costs.

A grab is counted once the NZB is served (``count_grab``), not when it is
asked for: a HEAD probe, an unknown guid or a failed render is no download.

The burst limit fails open: when Redis cannot be asked, requests are served
(the daily limits still hold, they are counted in Postgres) and a warning is
logged at most once a minute, because an outage of the limiter must not
become an outage of the API.
"""

from __future__ import annotations

import logging
import threading
import time
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from usenet_ops.api.errors import ApiError, ErrorCode, rate_limited
from usenet_ops.store.apikeys import KeyStore, Usage, hash_key
from usenet_ops.store.db import Conn
from usenet_ops.store.ratelimit import BucketsUnavailable, TokenBuckets, retry_after

log = logging.getLogger(__name__)

WARN_EVERY_S = 60.0


@dataclass(frozen=True)
class Burst:
    """The burst limit of keys that set none of their own: requests per second (0 = none) and bucket size."""

    rate: float = 0.0
    size: int = 20


def seconds_until_utc_midnight(now: datetime | None = None) -> int:
    """Return the Retry-After for a daily limit: seconds until the UTC day rolls over."""
    current = now or datetime.now(UTC)
    tomorrow = (current + timedelta(days=1)).replace(hour=0, minute=0, second=0, microsecond=0)
    return max(1, int((tomorrow - current).total_seconds()))


def check_limits(usage: Usage, *, grab: bool = False, now: datetime | None = None) -> None:
    """Raise the 429 ApiError when this request (counted in ``usage``) went past a daily limit.

    A grab is refused once the day's grabs (served NZBs, this one not yet
    among them) reach the limit.
    """
    if usage.requests_per_day is not None and usage.requests > usage.requests_per_day:
        raise rate_limited(ErrorCode.REQUEST_LIMIT, seconds_until_utc_midnight(now))
    if grab and usage.grabs_per_day is not None and usage.grabs >= usage.grabs_per_day:
        raise rate_limited(ErrorCode.DOWNLOAD_LIMIT, seconds_until_utc_midnight(now))


def check_burst(key: str, usage: Usage, buckets: TokenBuckets | None, default: Burst) -> None:
    """Take a token from the key's bucket; raise the 429 ApiError (Retry-After: seconds) when it is empty."""
    rate = usage.burst_rate if usage.burst_rate is not None else default.rate
    if rate <= 0:
        return
    size = usage.burst_size if usage.burst_size is not None else default.size
    if buckets is None:
        _warn("no-redis", "key %d has a burst limit (%g/s) but USENET_REDIS_URL is not set: the limit is not "
                          "enforced; set USENET_REDIS_URL to a Redis every API worker reaches", usage.key_id, rate)
        return
    try:
        wait = buckets.take(hash_key(key)[:32], rate=rate, burst=size)
    except BucketsUnavailable as exc:
        _warn("redis-down", "burst limits are not enforced while Redis cannot be asked: %s", exc)
        return
    if wait > 0:
        seconds = retry_after(wait)
        raise ApiError(ErrorCode.REQUEST_LIMIT,
                       f"Request rate limit reached ({size} at once, {rate:g} per second); retry after {seconds} s",
                       status=429, retry_after=seconds)


def authorise(keys: KeyStore, conn: Conn, key: str | None, *, grab: bool = False,
              buckets: TokenBuckets | None = None, burst: Burst = Burst()) -> Usage:
    """Count one request for the key and return today's usage.

    Raises ApiError 100 for a missing, unknown or revoked key, and a 429
    ApiError once the day's request or grab limit, or the key's burst, is
    used up. The grab itself is counted later, by ``count_grab``.
    """
    if not key:
        raise ApiError(ErrorCode.BAD_CREDENTIALS, "Incorrect user credentials (no apikey sent)")
    usage = keys.count_request(conn, key)
    if usage is None:
        raise ApiError(ErrorCode.BAD_CREDENTIALS, "Incorrect user credentials")
    check_limits(usage, grab=grab)
    check_burst(key, usage, buckets, burst)
    return usage


def count_grab(keys: KeyStore, conn: Conn, usage: Usage) -> None:
    """Count a served NZB against the key; raise the 429 ApiError if a concurrent grab took the day's last one."""
    if keys.count_grab(conn, usage.key_id) is None:
        raise rate_limited(ErrorCode.DOWNLOAD_LIMIT, seconds_until_utc_midnight())


_warned: dict[str, float] = {}
_warned_lock = threading.Lock()


def _warn(kind: str, message: str, *args: object) -> None:
    """Log a warning of this kind at most once every WARN_EVERY_S seconds per process."""
    now = time.monotonic()
    with _warned_lock:
        if now - _warned.get(kind, -WARN_EVERY_S) < WARN_EVERY_S:
            return
        _warned[kind] = now
    log.warning(message, *args)
