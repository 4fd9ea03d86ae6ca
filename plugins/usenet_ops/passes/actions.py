"""Operator actions: one function per change an operator can make, audited, shared by the Usenet view and the CLI.

Why one module: the view (Airflow UI) and the CLI must change the indexer
the same way, through the same store functions, and every change must say
who made it. Each function here runs the store call and writes its audit row
in ONE transaction (a change without its audit row cannot exist); a request
the store refuses (an unknown group, a bad regex) is recorded as ``refused``
and one that fails (a database error) as ``failed``, each in a transaction
of its own, and the error is raised on to the caller, which shows it.

Permission is the caller's business (the view checks Airflow's auth
manager, the CLI runs with the database credentials it was given); an
action only records who the caller says the actor is.
"""

from __future__ import annotations

import enum
import logging
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from usenet_ops.domain import setting_changes
from usenet_ops.settings import SettingsError
from usenet_ops.store import audit, filters, groups, monitor_tokens, provider_checks, tagfill_state
from usenet_ops.store import settings as settings_store
from usenet_ops.store.audit import Outcome, Source
from usenet_ops.store.db import Conn
from usenet_ops.store.db_errors import DatabaseError

log = logging.getLogger(__name__)

T = TypeVar("T")

# What the store raises for a request it declines; the message says what to do.
REFUSALS: tuple[type[Exception], ...] = (groups.GroupError, filters.FilterStoreError, monitor_tokens.TokenError,
                                         ValueError)


class Action(str, enum.Enum):
    """Every operator action, as the audit log names it."""

    GROUP_ADD = "group.add"
    GROUP_TUNE = "group.tune"
    GROUP_REMOVE = "group.remove"
    JUNK_ENABLE = "junk.enable"
    JUNK_DISABLE = "junk.disable"
    JUNK_MOVE = "junk.move"
    BLACKLIST_ADD = "blacklist.add"
    BLACKLIST_REMOVE = "blacklist.remove"
    BLACKLIST_ENABLE = "blacklist.enable"
    BLACKLIST_DISABLE = "blacklist.disable"
    POSTER_WATCH = "poster.watch"
    POSTER_UNWATCH = "poster.unwatch"
    PROVIDER_TEST = "provider.test"
    DAG_RUN = "dag.run"
    MONITOR_TOKEN_CREATE = "monitor.token_create"
    MONITOR_TOKEN_REVOKE = "monitor.token_revoke"
    TAGFILL_RESTORE = "tagfill.restore"
    # The seed's remaining admin actions (issue 32): passes/maintenance.py.
    FILTER_RESET = "filters.reset"
    GROUP_PURGE = "group.purge"
    GROUP_FETCH = "group.fetch"
    HEALTH_RECHECK = "health.recheck"
    SETTINGS_SET = "settings.set"
    SETTINGS_UNSET = "settings.unset"
    BACKFILL_RESET = "backfill.reset"
    WATERMARK_RESET = "group.reset_watermark"
    STAGING_SWITCH = "staging.switch"
    APIKEY_CREATE = "apikey.create"
    APIKEY_LIMIT = "apikey.limit"
    APIKEY_REVOKE = "apikey.revoke"
    SPOT_KEY_SET = "spots.set_key"
    SPOT_KEY_RESET = "spots.reset_key"


@dataclass(frozen=True)
class Actor:
    """Who asks for an action, and through what."""

    name: str
    source: Source


def audited(conn: Conn, actor: Actor, action: Action, target: str, change: Callable[[], T],
            detail: Mapping[str, Any] | None = None, describe: Callable[[T], Mapping[str, Any]] | None = None,
            *, refused: tuple[type[Exception], ...] = ()) -> T:
    """Run ``change`` and record it in one transaction; record a refusal or failure, then raise it on.

    ``refused`` adds the caller's own refusals (a store's LookupError for an
    unknown key or group) to ``REFUSALS``: recorded ``refused``, not ``failed``.
    """
    try:
        with conn.transaction():
            result = change()
            extra = dict(describe(result)) if describe else {}
            audit.record(conn, actor=actor.name, source=actor.source, action=action.value, target=target,
                         detail={**(detail or {}), **extra})
        return result
    except (*REFUSALS, *refused) as exc:
        _record_failure(conn, actor, action, target, detail, Outcome.REFUSED, str(exc))
        raise
    except DatabaseError as exc:
        _record_failure(conn, actor, action, target, detail, Outcome.FAILED, f"{type(exc).__name__}: {exc}")
        raise


def _record_failure(conn: Conn, actor: Actor, action: Action, target: str, detail: Mapping[str, Any] | None,
                    outcome: Outcome, message: str) -> None:
    try:
        with conn.transaction():
            audit.record(conn, actor=actor.name, source=actor.source, action=action.value, target=target,
                         detail=detail, outcome=outcome, message=message)
    except DatabaseError as exc:  # the connection itself is gone: the caller sees the original error
        log.warning("could not audit the %s %s of %s by %s: %s", outcome.value, action.value, target, actor.name, exc)


def record(conn: Conn, actor: Actor, action: Action, target: str, *, outcome: Outcome = Outcome.OK,
           message: str = "", detail: Mapping[str, Any] | None = None) -> None:
    """Record an action carried out outside the indexer database (a DAG run through Airflow's REST API)."""
    with conn.transaction():
        audit.record(conn, actor=actor.name, source=actor.source, action=action.value, target=target,
                     detail=detail, outcome=outcome, message=message)


# --- groups -----------------------------------------------------------------


def add_group(conn: Conn, actor: Actor, name: str, *, tier: groups.Tier = groups.Tier.NORMAL, manual_order: int = 0,
              description: str = "", active: bool = True) -> bool:
    """Add a curated group; return False when it was already in the list (nothing changed)."""
    detail = {"tier": tier.value, "order": manual_order, "active": active}
    return audited(conn, actor, Action.GROUP_ADD, name,
                   lambda: groups.add(conn, name, tier=tier, manual_order=manual_order, description=description,
                                      active=active),
                   detail, lambda added: {"added": added})


def tune_group(conn: Conn, actor: Actor, name: str, **changes: Any) -> groups.Newsgroup:
    """Change a group's tuning (``groups.tune``'s keywords: active, tier, manual_order, crawl_depth_days, throttle)."""
    detail = {k: (v.value if isinstance(v, enum.Enum) else v) for k, v in changes.items() if v is not groups._UNSET}
    return audited(conn, actor, Action.GROUP_TUNE, name, lambda: groups.tune(conn, name, **changes), detail)


def remove_group(conn: Conn, actor: Actor, name: str) -> None:
    """Remove a group from the curated list (its crawl state and releases are kept)."""
    def change() -> None:
        if not groups.remove(conn, name):
            raise groups.GroupError(f"no such group {name!r}; the Groups tab (or `usenet-ops groups list`) lists them")
    audited(conn, actor, Action.GROUP_REMOVE, name, change)


# --- junk rules -------------------------------------------------------------


def set_rule_enabled(conn: Conn, actor: Actor, rule: str | int, enabled: bool) -> int:
    """Enable or disable a junk rule by id or name; return its id (the next pass's engine loads the change)."""
    return audited(conn, actor, Action.JUNK_ENABLE if enabled else Action.JUNK_DISABLE, str(rule),
                   lambda: filters.set_enabled(conn, rule, enabled), describe=lambda rule_id: {"rule_id": rule_id})


def move_rule(conn: Conn, actor: Actor, rule: str | int, position: int) -> list[int]:
    """Move a junk rule to a 1-based place in evaluation order; return the rule ids in the new order."""
    return audited(conn, actor, Action.JUNK_MOVE, str(rule), lambda: filters.move_rule(conn, rule, position),
                   {"position": position})


# --- blacklist --------------------------------------------------------------


def add_blacklist(conn: Conn, actor: Actor, field: str, pattern: str, note: str = "") -> int:
    """Add a blacklist rule (validated first); return its id."""
    return audited(conn, actor, Action.BLACKLIST_ADD, f"{field} ~* {pattern}",
                   lambda: filters.add_blacklist(conn, field, pattern, note), {"note": note},
                   lambda rule_id: {"rule_id": rule_id})


def remove_blacklist(conn: Conn, actor: Actor, rule_id: int) -> None:
    """Remove a blacklist rule and its counter."""
    def change() -> None:
        if not filters.remove_blacklist(conn, rule_id):
            raise filters.FilterStoreError(f"no blacklist rule {rule_id}; the Filters tab (or `usenet-ops blacklist "
                                           "list`) shows the ids")
    audited(conn, actor, Action.BLACKLIST_REMOVE, str(rule_id), change)


def set_blacklist_enabled(conn: Conn, actor: Actor, rule_id: int, enabled: bool) -> None:
    """Enable or disable a blacklist rule (its counter is kept)."""
    def change() -> None:
        if not filters.set_blacklist_enabled(conn, rule_id, enabled):
            raise filters.FilterStoreError(f"no blacklist rule {rule_id}; the Filters tab (or `usenet-ops blacklist "
                                           "list`) shows the ids")
    audited(conn, actor, Action.BLACKLIST_ENABLE if enabled else Action.BLACKLIST_DISABLE, str(rule_id), change)


# --- poster watch -----------------------------------------------------------


def watch_poster(conn: Conn, actor: Actor, pattern: str, note: str = "") -> str:
    """Watch a poster pattern; return the stored (lowercased) pattern."""
    return audited(conn, actor, Action.POSTER_WATCH, pattern, lambda: filters.watch_poster(conn, pattern, note),
                   {"note": note})


def unwatch_poster(conn: Conn, actor: Actor, pattern: str) -> None:
    """Stop watching a poster pattern (its tallies go with it)."""
    def change() -> None:
        if not filters.unwatch_poster(conn, pattern):
            raise filters.FilterStoreError(f"{pattern!r} is not watched; the Filters tab (or `usenet-ops posters "
                                           "report`) lists the watched patterns")
    audited(conn, actor, Action.POSTER_UNWATCH, pattern, change)


# --- providers and monitoring -----------------------------------------------


def record_provider_test(conn: Conn, actor: Actor, provider: str, *, ok: bool, message: str, seconds: float,
                         capabilities: Sequence[str] = ()) -> None:
    """Record a provider connection test an operator asked for (the check row and its audit row together)."""
    audited(conn, actor, Action.PROVIDER_TEST, provider,
            lambda: provider_checks.record_check(conn, provider, ok=ok, message=message, seconds=seconds,
                                                 capabilities=capabilities, source=actor.source.value),
            {"ok": ok, "seconds": round(seconds, 3)})


def create_monitor_token(conn: Conn, actor: Actor, name: str) -> str:
    """Create a monitoring token; return it (shown once: the audit row never holds it)."""
    return audited(conn, actor, Action.MONITOR_TOKEN_CREATE, name, lambda: monitor_tokens.create(conn, name))


def revoke_monitor_token(conn: Conn, actor: Actor, name: str) -> None:
    """Revoke a monitoring token by name."""
    def change() -> None:
        if not monitor_tokens.revoke(conn, name):
            raise monitor_tokens.TokenError(f"no active monitor token named {name!r}; `usenet-ops monitor list` "
                                            "shows them")
    audited(conn, actor, Action.MONITOR_TOKEN_REVOKE, name, change)


# --- tag fill -----------------------------------------------------------------


class RestoreRefused(ValueError):
    """The release is not among the sweep's removals (never removed, or purged after tagfill_grace_days)."""


def restore_release(conn: Conn, actor: Actor, release_id: int) -> str:
    """Put a release the tag fill sweep removed back; return the store's outcome (``store.tagfill_state.restore``).

    ``restored``, ``already`` and ``duplicate`` are recorded ``ok`` with the
    outcome in the detail; ``absent`` is a refusal (nothing to restore),
    recorded ``refused`` and returned, not raised, so a list of ids goes on.
    """
    def change() -> str:
        outcome = tagfill_state.restore(conn, release_id)
        if outcome == "absent":
            raise RestoreRefused(f"release {release_id} is not among the removed releases (never removed, or purged "
                                 "after tagfill_grace_days); `usenet-ops tagfill removed` lists them")
        return outcome

    try:
        return audited(conn, actor, Action.TAGFILL_RESTORE, f"release {release_id}", change,
                       detail={"release_id": release_id}, describe=lambda outcome: {"outcome": outcome})
    except RestoreRefused:
        return "absent"


# --- settings (knobs) -----------------------------------------------------------


class SettingsRefused(SettingsError):
    """Some values of a knob change are refused; ``errors`` maps each knob to why (the view shows them in place)."""

    def __init__(self, errors: Mapping[str, str]) -> None:
        self.errors = dict(errors)
        super().__init__("; ".join(f"{name}: {why}" if not why.startswith(name) else why
                                   for name, why in self.errors.items()))


def change_settings(conn: Conn, actor: Actor, values: Mapping[str, Any], unset: Sequence[str] = (), *,
                    expected: Mapping[str, Any] | None = None) -> list[setting_changes.KnobChange]:
    """Override knobs and drop overrides in ONE transaction, one audit row per knob changed; return the changes.

    Every value is validated first (the knob's type and bounds, and the
    stored set must still load); any refusal refuses the whole change and is
    recorded once, ``refused``, with each knob's reason. ``expected`` holds
    the values the caller's diff was made against (the view's form): a knob
    changed since by someone else is refused rather than overwritten
    unseen. A value the knob already has is no change and writes no row.
    """
    names = list(dict.fromkeys([*values, *unset]))
    target = ", ".join(names)[:500]
    request = {"values": dict(values), "unset": list(unset)}

    def change() -> list[setting_changes.KnobChange]:
        stored = settings_store.overrides(conn)
        changes, errors = setting_changes.plan(stored, values, unset)
        for name, seen in (expected or {}).items():
            now = setting_changes.current(stored, name)
            if name in values or name in unset:
                if seen != now and name not in errors:
                    errors[name] = (f"{name} is {now!r} now, not {seen!r} as when the form was loaded: someone "
                                    "changed it meanwhile; reload and review again")
        for c in changes:
            if c.name in settings_store.GUARDED and c.overridden:
                errors[c.name] = (f"{c.name} is changed with `{settings_store.GUARDED[c.name]}`, which checks that "
                                  "no staged set would be stranded")
        if errors:
            raise SettingsRefused(errors)
        for c in changes:
            if c.overridden:
                settings_store.set_value(conn, c.name, c.new)
            else:
                settings_store.unset(conn, c.name)
            audit.record(conn, actor=actor.name, source=actor.source,
                         action=(Action.SETTINGS_SET if c.overridden else Action.SETTINGS_UNSET).value,
                         target=c.name, detail=c.as_dict())
        return changes

    try:
        with conn.transaction():
            return change()
    except SettingsRefused as exc:
        _record_failure(conn, actor, Action.SETTINGS_SET, target, {**request, "errors": exc.errors},
                        Outcome.REFUSED, str(exc))
        raise
    except REFUSALS as exc:  # the stored set would not load with these values, or a guarded knob
        _record_failure(conn, actor, Action.SETTINGS_SET, target, request, Outcome.REFUSED, str(exc))
        raise
    except DatabaseError as exc:
        _record_failure(conn, actor, Action.SETTINGS_SET, target, request, Outcome.FAILED,
                        f"{type(exc).__name__}: {exc}")
        raise
