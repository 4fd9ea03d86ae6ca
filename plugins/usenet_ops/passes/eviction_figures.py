"""Staging's eviction figures: what Redis evicted on its own, what our hopeless eviction shed, and whether they climb.

Why (the seed's staging census): Redis at maxmemory under an allkeys-*
policy evicts the coldest keys, which are the forming sets waiting between
crawl visits, and production lost 97.4 M keys that way without a word. The
signal is the DELTA: ``evicted_keys`` climbing means Redis is destroying
staged work. Our own hopeless eviction is expected (sets of ended uploads),
but thousands shed between two watchdog runs means live uploads are judged
abandoned (``evict_staleness_secs`` shorter than the pressure pauses, as the
seed warns). Read by status.json, the Builder tab and the watchdog, which
samples them each run and alerts when they climb.
"""

from __future__ import annotations

import logging
from typing import Any

from usenet_ops.store import staging_evictions
from usenet_ops.store.db import Conn
from usenet_ops.store.staging import StagingBackend

log = logging.getLogger(__name__)

# Hopeless sets shed between two watchdog samples (10 minutes apart) above which live uploads are being lost.
HOPELESS_ALERT_PER_SAMPLE = 1000


def _redis_info(staging: StagingBackend) -> dict[str, Any] | None:
    """Return Redis' own memory and eviction figures (None for pg staging, or when Redis does not answer)."""
    from usenet_ops.store.staging_redis import RedisStaging

    if not isinstance(staging, RedisStaging):
        return None
    try:
        info = staging.memory()
    except Exception as exc:  # a status read must not fail on a Redis that is away; the figure says so
        log.warning("redis staging: INFO failed: %s", exc)
        return {"error": f"{type(exc).__name__}: {exc}"[:300]}
    return {"evicted_keys": info.evicted_keys, "policy": info.policy, "used_memory": info.used,
            "maxmemory": info.maxmemory}


def figures(conn: Conn, staging: StagingBackend) -> dict[str, Any]:
    """Return the eviction figures: Redis' evicted keys (INFO stats), our hopeless sheds, and the last hour's climb."""
    redis = _redis_info(staging)
    hopeless = staging_evictions.hopeless_totals(conn)
    base = staging_evictions.sample_an_hour_ago(conn)
    evicted = redis.get("evicted_keys") if redis else None
    climb: dict[str, Any] = {"since": base["at"] if base else None, "evicted_keys": None, "hopeless_sets": None}
    if base is not None:
        climb["hopeless_sets"] = max(0, hopeless["total"] - int(base["hopeless_sets"]))
        if evicted is not None and base["evicted_keys"] is not None:
            # INFO's counter starts again when Redis restarts: a smaller value is a fresh count, not a negative climb.
            climb["evicted_keys"] = evicted - base["evicted_keys"] if evicted >= base["evicted_keys"] else evicted
    return {"backend": str(staging.mode), "redis": redis, "evicted_keys": evicted, "hopeless_sets": hopeless,
            "last_hour": climb}


def sample(conn: Conn, staging: StagingBackend, *, run_id: str = "") -> list[str]:
    """Record this run's figures and return what climbed since the previous run's sample (empty: nothing to alert on).

    A retry of run ``run_id`` compares with the run before it, as its first
    try did, so the climb it found is found again and the run fails (and
    alerts) instead of a retry turning it green.
    """
    redis = _redis_info(staging)
    evicted = redis.get("evicted_keys") if redis else None
    hopeless = staging_evictions.hopeless_totals(conn)["total"]
    previous = staging_evictions.latest_sample(conn, before_run=run_id)
    staging_evictions.record_sample(conn, backend=str(staging.mode), evicted_keys=evicted, hopeless_sets=hopeless,
                                    policy=str(redis.get("policy", "")) if redis else "", run_id=run_id)
    if previous is None:
        return []
    climbed = []
    if evicted is not None and previous["evicted_keys"] is not None:
        grew = evicted - previous["evicted_keys"] if evicted >= previous["evicted_keys"] else evicted
        if grew > 0:
            climbed.append(f"Redis evicted {grew:,} key(s) since {previous['at']:%Y-%m-%d %H:%M} UTC "
                           f"(evicted_keys {evicted:,}, policy {redis.get('policy') if redis else '?'}): "
                           "staged sets are being destroyed")
    shed = hopeless - int(previous["hopeless_sets"])
    if shed > HOPELESS_ALERT_PER_SAMPLE:
        climbed.append(f"{shed:,} hopeless set(s) evicted since {previous['at']:%Y-%m-%d %H:%M} UTC "
                       f"(over {HOPELESS_ALERT_PER_SAMPLE:,} between two checks): live uploads are being judged "
                       "abandoned")
    return climbed
