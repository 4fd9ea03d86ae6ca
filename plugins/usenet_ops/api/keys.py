"""Authorise a Newznab request by its key, against per-address, burst and daily limits, cheapest first.

The keys and their counters live in ``usenet_ops.store.apikeys``, the burst
buckets in ``usenet_ops.store.ratelimit`` (Redis) and
``usenet_ops.api.client_buckets`` (this process); this module says what they
mean to a client: error 100 for a missing, unknown or revoked key; HTTP 429
with Retry-After once the day's requests or grabs are used up (seconds to
UTC midnight, when the day's counters start again) or a burst is used up
(seconds until the bucket holds a token again), with the descriptions Sonarr
keys its back-off on. Sonarr, Radarr and Prowlarr read the 429 and honour
Retry-After before looking at the body, so a burst costs them seconds, not
the hour a daily "Request limit reached" body costs.

Order of the checks (issue 31: abuse is refused before it costs work):
1. a request without a key known valid in this process (caps, a
   missing, unknown or not yet seen key) takes a token from its client
   address's in-process bucket, before any database query: a flood of
   guessed keys costs one lookup per token, and holds with Redis down
   (in open mode, ``admit_open``: the configured burst per address);
2. a key's burst limit (read once per KNOWN_KEY_TTL_S, without counting);
3. only then is the request counted (a write), and the daily limits checked.

A grab is counted once the NZB is served (``count_grab``), not when it is
asked for: a HEAD probe, an unknown guid or a failed render is no download.

The burst limit of a key is shared by every worker through Redis; when Redis
is not configured or cannot be asked, each process keeps the buckets itself
(a per-worker limit, weaker but never none) and a warning is logged at most
once a minute, because an outage of the limiter must not become an outage of
the API, nor an open door.
"""

from __future__ import annotations

import logging
import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from usenet_ops.api.client_buckets import LocalBuckets
from usenet_ops.api.errors import ApiError, ErrorCode, rate_limited
from usenet_ops.store.apikeys import KeyLimits, KeyStore, Usage, hash_key
from usenet_ops.store.db import Conn
from usenet_ops.store.ratelimit import BucketsUnavailable, TokenBuckets, retry_after

log = logging.getLogger(__name__)

WARN_EVERY_S = 60.0
# Requests without a known key, per client address: a client setting up (caps, a first search) sends a few
# dozen at once, then a handful a minute; a key-guessing flood sends thousands.
ANON_RATE = 2.0  # tokens per second
ANON_BURST = 60
# How long a key's burst limit is trusted without asking the database again (`apikey limit` applies this late;
# a revocation applies at once: the request count refuses a revoked key).
KNOWN_KEY_TTL_S = 30.0
KNOWN_KEYS_MAX = 4_096


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


class KnownKeys:
    """Burst limits of keys seen valid lately in this process, by key hash: the check before any query.

    Bounded (KNOWN_KEYS_MAX, least recently used out first) and short-lived
    (KNOWN_KEY_TTL_S): only keys the database said are valid get in, so an
    attacker cannot fill it with guesses.
    """

    def __init__(self, *, ttl: float = KNOWN_KEY_TTL_S, max_keys: int = KNOWN_KEYS_MAX,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self._ttl = ttl
        self._max = max_keys
        self._clock = clock
        self._keys: OrderedDict[str, tuple[KeyLimits, float]] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key_hash: str) -> KeyLimits | None:
        """Return the key's limits if it was seen valid less than the TTL ago."""
        with self._lock:
            entry = self._keys.get(key_hash)
            if entry is None:
                return None
            if self._clock() - entry[1] > self._ttl:
                del self._keys[key_hash]
                return None
            self._keys.move_to_end(key_hash)
            return entry[0]

    def put(self, key_hash: str, limits: KeyLimits) -> None:
        """Remember a key the database just said is valid."""
        with self._lock:
            self._keys[key_hash] = (limits, self._clock())
            self._keys.move_to_end(key_hash)
            while len(self._keys) > self._max:
                self._keys.popitem(last=False)

    def forget(self, key_hash: str) -> None:
        """Drop a key the database no longer knows (revoked since it was seen)."""
        with self._lock:
            self._keys.pop(key_hash, None)


@dataclass(frozen=True)
class Guards:
    """The limits a request meets before any work, one set per app (per worker process)."""

    clients: LocalBuckets
    known: KnownKeys
    redis: TokenBuckets | None
    local_bursts: LocalBuckets
    burst: Burst


def admit_client(guards: Guards, address: str) -> None:
    """Take a token from the client address's bucket; raise the 429 ApiError when it is empty."""
    wait = guards.clients.take(address, rate=ANON_RATE, burst=ANON_BURST)
    if wait > 0:
        seconds = retry_after(wait)
        raise ApiError(ErrorCode.REQUEST_LIMIT,
                       f"Too many requests without a valid API key from this address ({ANON_BURST} at once, "
                       f"{ANON_RATE:g} per second); retry after {seconds} s",
                       status=429, retry_after=seconds)


def admit_open(guards: Guards, address: str, *, rate: float, burst: int) -> None:
    """In open mode, take a token from the address's bucket at the configured burst (USENET_API_BURST_*).

    Open mode is the operator's choice to serve without keys (a trusted
    network): every request there is a real search, so the address pays the
    burst a default key would (unlimited when USENET_API_BURST_RATE is 0),
    not the setup allowance of ``admit_client``, which a client syncing
    several categories would exhaust in seconds.
    """
    if rate <= 0:
        return
    wait = guards.clients.take(f"open:{address}", rate=rate, burst=burst)
    if wait > 0:
        seconds = retry_after(wait)
        raise ApiError(ErrorCode.REQUEST_LIMIT,
                       f"Too many requests from this address ({burst} at once, {rate:g} per second); "
                       f"retry after {seconds} s", status=429, retry_after=seconds)


def check_burst(key: str, limits: KeyLimits, guards: Guards) -> None:
    """Take a token from the key's bucket; raise the 429 ApiError (Retry-After: seconds) when it is empty.

    The bucket is in Redis (shared by every worker) when it can be asked,
    else in this process.
    """
    rate = limits.burst_rate if limits.burst_rate is not None else guards.burst.rate
    if rate <= 0:
        return
    size = limits.burst_size if limits.burst_size is not None else guards.burst.size
    bucket = hash_key(key)[:32]
    wait: float | None = None
    if guards.redis is None:
        _warn("no-redis", "key %d has a burst limit (%g/s) but USENET_REDIS_URL is not set: each API worker "
                          "enforces it alone (N workers let N times the burst through); set USENET_REDIS_URL to a "
                          "Redis every API worker reaches", limits.key_id, rate)
    else:
        try:
            wait = guards.redis.take(bucket, rate=rate, burst=size)
        except BucketsUnavailable as exc:
            _warn("redis-down", "burst limits are enforced per API worker while Redis cannot be asked: %s", exc)
    if wait is None:
        wait = guards.local_bursts.take(bucket, rate=rate, burst=size)
    if wait > 0:
        seconds = retry_after(wait)
        raise ApiError(ErrorCode.REQUEST_LIMIT,
                       f"Request rate limit reached ({size} at once, {rate:g} per second); retry after {seconds} s",
                       status=429, retry_after=seconds)


def authorise(keys: KeyStore, conn: Callable[[], Conn], key: str | None, *, address: str, guards: Guards,
              grab: bool = False) -> Usage:
    """Check the request's limits, cheapest first, then count it for the key and return today's usage.

    ``conn`` is called only once the in-process limits let the request
    through: a refused request borrows no connection. Raises ApiError 100 for
    a missing, unknown or revoked key, and a 429 ApiError once the client
    address's bucket (no known key), the key's burst, or the day's request or
    grab limit is used up. The grab itself is counted later, by ``count_grab``.
    """
    if not key:
        admit_client(guards, address)
        raise ApiError(ErrorCode.BAD_CREDENTIALS, "Incorrect user credentials (no apikey sent)")
    key_hash = hash_key(key)
    limits = guards.known.get(key_hash)
    if limits is None:
        admit_client(guards, address)
        limits = keys.limits(conn(), key)
        if limits is None:
            raise ApiError(ErrorCode.BAD_CREDENTIALS, "Incorrect user credentials")
        guards.known.put(key_hash, limits)
    check_burst(key, limits, guards)
    usage = keys.count_request(conn(), key)
    if usage is None:  # revoked since it was looked up
        guards.known.forget(key_hash)
        raise ApiError(ErrorCode.BAD_CREDENTIALS, "Incorrect user credentials")
    check_limits(usage, grab=grab)
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
