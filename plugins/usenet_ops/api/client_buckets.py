"""In-process token buckets: the limits that hold before any database query and while Redis is down.

Two uses (``usenet_ops.api.keys``): requests without a known key (caps, open
mode, a missing or unknown key) take a token from their client address's
bucket before anything is looked up, so a flood of guessed keys costs a
lookup per token, not one per request; and a key's burst limit falls back to
these buckets when its Redis cannot be asked (per process, so N workers let
N times the burst through: a weaker limit, never none).

Invariants:
- memory is bounded: at most ``max_buckets`` buckets, the least recently
  used dropped first (a dropped bucket comes back full, so an attacker needs
  more addresses than ``max_buckets`` to gain anything by it);
- one lock around every take: two threads can never both take the last
  token;
- IPv6 clients are bucketed by their /64, the block one subscriber gets, so
  an attacker cannot mint a fresh bucket per address of their own prefix.
"""

from __future__ import annotations

import ipaddress
import threading
import time
from collections import OrderedDict
from collections.abc import Callable

MAX_BUCKETS = 16_384


class LocalBuckets:
    """Token buckets by name in this process's memory, bounded, thread-safe."""

    def __init__(self, *, max_buckets: int = MAX_BUCKETS, clock: Callable[[], float] = time.monotonic) -> None:
        if max_buckets < 1:
            raise ValueError(f"max_buckets must be at least 1, got {max_buckets}")
        self._max = max_buckets
        self._clock = clock
        self._buckets: OrderedDict[str, tuple[float, float]] = OrderedDict()  # name -> (tokens, at)
        self._lock = threading.Lock()

    def take(self, name: str, *, rate: float, burst: int) -> float:
        """Take one token; return 0.0 when allowed, else the seconds until a token is back (nothing is taken)."""
        if rate <= 0 or burst < 1:
            raise ValueError(f"a bucket needs rate > 0 and burst >= 1, got rate={rate} burst={burst}")
        with self._lock:
            now = self._clock()
            tokens, at = self._buckets.pop(name, (float(burst), now))
            tokens = min(float(burst), tokens + max(0.0, now - at) * rate)
            if tokens >= 1.0:
                self._buckets[name] = (tokens - 1.0, now)
                wait = 0.0
            else:
                self._buckets[name] = (tokens, now)
                wait = max((1.0 - tokens) / rate, 1e-3)
            while len(self._buckets) > self._max:
                self._buckets.popitem(last=False)
            return wait

    def __len__(self) -> int:
        with self._lock:
            return len(self._buckets)


def client_address(remote: str | None) -> str:
    """Return the bucket name of a client address: the IPv4 address, an IPv6 /64, or "unknown"."""
    if not remote:
        return "unknown"
    try:
        address = ipaddress.ip_address(remote.strip())
    except ValueError:
        return remote.strip()[:64] or "unknown"  # a unix socket or a test client's name: bucketed as it is
    if isinstance(address, ipaddress.IPv6Address):
        if address.ipv4_mapped is not None:
            return str(address.ipv4_mapped)
        return str(ipaddress.ip_network(f"{address}/64", strict=False))
    return str(address)
