"""The seed's remaining admin actions, audited, shared by the Usenet view and the CLI (issue 32, item 8).

- filter counter reset (the seed's filter-reset): rule counters start again;
  the audit row keeps what they held, the one place the lifetime figures
  survive;
- group purge (the seed's groups-purge): a group's staging on BOTH staging
  backends (a staging switch may have left sets on the other), its coverage
  and backfill partitions, and on request its releases. Needs a
  confirmation from the caller (``--yes``, the view's dialog);
- a health recheck of one release, queued first for the next health pass.

Each goes through ``passes.actions.audited`` (the change and its audit row,
or its refusal), as every other operator action does. The purge is the
exception in shape: it removes a large group in many short transactions,
so its audit row is written when it ends, with what each step removed, and
a failure part-way is recorded ``failed`` with what was removed by then.
"""

from __future__ import annotations

import logging
from typing import Any

from usenet_ops.passes.actions import Action, Actor, audited, record
from usenet_ops.store import filters, group_purge, health_rechecks, staging_pg
from usenet_ops.store.audit import Outcome
from usenet_ops.store.db import Conn
from usenet_ops.store.groups import GroupError, validate_name

log = logging.getLogger(__name__)


class PurgeNotConfirmed(ValueError):
    """A purge was asked for without its confirmation; the message says how to confirm."""


def reset_filter_counters(conn: Conn, actor: Actor, *, family: filters.RuleFamily | None = None,
                          rule: str | int | None = None) -> list[dict[str, Any]]:
    """Reset rule counters (one rule, one family, or all); return what each held. Audited with those figures."""
    target = f"{family.value if family else 'all'}:{rule}" if rule is not None else (family.value if family else "all")

    def describe(rows: list[dict[str, Any]]) -> dict[str, Any]:
        return {"counters": len(rows), "hits": sum(int(r["hits"]) for r in rows),
                "was": {f"{r['kind']}:{r['rule_id']}": int(r["hits"]) for r in rows}}

    return audited(conn, actor, Action.FILTER_RESET, target,
                   lambda: filters.reset_rule_hits(conn, family, rule), describe=describe)


def _redis_backend() -> Any | None:
    """Return the Redis staging backend USENET_REDIS_URL names, None when no Redis is configured."""
    from usenet_ops.store import staging_redis
    from usenet_ops.store.staging import RedisNotConfigured

    try:
        return staging_redis.from_environment(ttl_hours=1, evict_staleness_secs=0)
    except RedisNotConfigured:
        return None


def purge_preview(conn: Conn, group: str) -> dict[str, Any]:
    """Return what a purge of ``group`` would remove: staging on each backend, coverage, partitions, releases."""
    name = validate_name(group)
    out = group_purge.preview(conn, name)
    out["group"] = name
    out["staging"] = {"pg": staging_pg.staged_in_group(conn, name)}
    redis_backend = _redis_backend()
    if redis_backend is not None:
        out["staging"]["redis"] = redis_backend.staged_in_group(name)
    return out


def purge_group(conn: Conn, actor: Actor, group: str, *, releases: bool, confirm: str | None) -> dict[str, Any]:
    """Purge ``group``'s staging (both backends), coverage and, with ``releases``, its releases; return the figures.

    ``confirm`` must repeat the group's name (the CLI's ``--yes`` does; the
    view's dialog has the operator type it): a purge is not undone. Refused
    (PurgeNotConfirmed, GroupError) before anything is removed, and audited
    either way.
    """
    detail: dict[str, Any] = {"with_releases": releases}
    try:
        name = validate_name(group)
        if (confirm or "").strip().lower() != name:
            raise PurgeNotConfirmed(f"a purge of {name} removes its staging and coverage{' and releases' if releases else ''}"
                                    f" for good: confirm it (`--yes` on the CLI, or type the group's name)")
        preview = group_purge.preview(conn, name)
        if not (preview["curated"] or preview["crawled"] or preview["releases"]):
            raise GroupError(f"{name} is neither in the curated list nor crawled, and has no releases: nothing to purge")
    except (ValueError, GroupError) as exc:
        record(conn, actor, Action.GROUP_PURGE, str(group)[:200], outcome=Outcome.REFUSED, message=str(exc),
               detail=detail)
        raise
    removed: dict[str, Any] = {}
    try:
        removed["fence"] = group_purge.forget_coverage(conn, name)  # first: running tasks of the group stop writing
        removed["staging_pg"] = staging_pg.purge_group(conn, name)
        redis_backend = _redis_backend()
        removed["staging_redis"] = redis_backend.purge_group(name) if redis_backend is not None else None
        if releases:
            removed["releases"] = group_purge.delete_releases(conn, name)
    except Exception as exc:  # any failure part-way (Postgres, Redis) is recorded with what was removed by then
        record(conn, actor, Action.GROUP_PURGE, name, outcome=Outcome.FAILED,
               message=f"{type(exc).__name__}: {exc}; removed so far: {removed}", detail={**detail, **removed})
        raise
    record(conn, actor, Action.GROUP_PURGE, name, detail={**detail, **removed})
    log.info("purged %s by %s: %s", name, actor.name, removed)
    return removed


def request_recheck(conn: Conn, actor: Actor, guid: str) -> health_rechecks.Recheck:
    """Queue a health recheck of the release ``guid`` (first in the next health pass); audited."""
    key = guid.strip().lower()
    return audited(conn, actor, Action.HEALTH_RECHECK, key,
                   lambda: health_rechecks.request(conn, key, by=actor.name, source=actor.source.value),
                   describe=lambda r: {"release_id": r.release_id, "requested_at": r.requested_at, "state": r.state})
