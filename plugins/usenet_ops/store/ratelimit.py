"""Per-key token buckets in Redis: the API's burst limit, shared by every worker and host.

A bucket is named by the key's hash (``apikeys.hash_key``), never by its
row id: two catalogues sharing one Redis (or two test sessions) number their
keys alike, while hashes of random keys never meet.

A bucket holds up to ``burst`` tokens and refills at ``rate`` tokens per
second; a request takes one token or is refused with the seconds until one
is back. The refill, the take and the bucket's expiry run in ONE Lua script,
so concurrent workers (and API hosts sharing the Redis) can never both take
the last token. Time is the Redis server's (``TIME``), not each host's
clock, so hosts with skewed clocks share one fair bucket. A bucket left alone
expires once it would be full again: idle keys cost Redis nothing.

What a refusal means to a client (HTTP 429 and Retry-After) is the API's
business (``usenet_ops.api.keys``); this module only keeps the buckets.
"""

from __future__ import annotations

import math
import threading
import time
from collections.abc import Callable

import redis

# KEYS[1] the bucket; ARGV rate (tokens/s), burst (capacity). Returns {allowed 0|1, wait seconds as a string}.
# Lua numbers go back to Redis as integers, so the wait travels as text.
_TAKE = """
local rate = tonumber(ARGV[1])
local burst = tonumber(ARGV[2])
local now_parts = redis.call('TIME')
local now = tonumber(now_parts[1]) + tonumber(now_parts[2]) / 1000000
local state = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(state[1])
local at = tonumber(state[2])
if tokens == nil or at == nil then
  tokens = burst
  at = now
end
tokens = math.min(burst, tokens + math.max(0, now - at) * rate)
local allowed = 0
local wait = 0
if tokens >= 1 then
  tokens = tokens - 1
  allowed = 1
else
  wait = (1 - tokens) / rate
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil((burst - tokens) / rate * 1000) + 1000)
return {allowed, tostring(wait)}
"""


class BucketsUnavailable(RuntimeError):
    """Redis could not be asked; the message says which URL and why."""


class TokenBuckets:
    """Token buckets named by API key hash, in one Redis.

    After a failed call Redis is not asked again for ``cooldown`` seconds
    (each call raises at once), so a Redis that hangs or is down costs one
    connect timeout per cooldown, not one per request.
    """

    def __init__(self, url: str, *, prefix: str = "usenet:burst:", timeout: float = 0.25, cooldown: float = 5.0,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self._url = url
        self._prefix = prefix
        self._client = redis.Redis.from_url(url, socket_timeout=timeout, socket_connect_timeout=timeout)
        self._take = self._client.register_script(_TAKE)
        self._cooldown = cooldown
        self._clock = clock
        self._down_until = 0.0
        self._lock = threading.Lock()

    def take(self, bucket: str, *, rate: float, burst: int) -> float:
        """Take one token from a bucket; return 0.0 when allowed, else the seconds until a token is back.

        Raises BucketsUnavailable when Redis cannot be asked (now, or within
        the cooldown after a failure).
        """
        if rate <= 0 or burst < 1:
            raise ValueError(f"a bucket needs rate > 0 and burst >= 1, got rate={rate} burst={burst}")
        with self._lock:
            down = self._clock() < self._down_until
        if down:
            raise BucketsUnavailable(f"Redis at {_redacted(self._url)} failed less than {self._cooldown:g}s ago")
        try:
            allowed, wait = self._take(keys=[f"{self._prefix}{bucket}"], args=[repr(float(rate)), int(burst)])
        except redis.RedisError as exc:
            with self._lock:
                self._down_until = self._clock() + self._cooldown
            raise BucketsUnavailable(f"Redis at {_redacted(self._url)}: {exc}") from exc
        if int(allowed):
            return 0.0
        return max(float(wait), 1e-3)

    def close(self) -> None:
        """Close the Redis connections."""
        self._client.close()


def retry_after(wait: float) -> int:
    """Return a Retry-After in whole seconds for a wait (at least 1: 0 would invite an immediate retry)."""
    return max(1, math.ceil(wait))


def _redacted(url: str) -> str:
    """Return a Redis URL without its password (it lands in logs and error messages)."""
    head, sep, tail = url.rpartition("@")
    if not sep:
        return url
    scheme, _, _ = head.partition("://")
    return f"{scheme}://***@{tail}"
