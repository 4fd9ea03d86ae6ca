"""Read every provider account and its latest check, and say what each one does (``domain.provider_roles``).

Why here: the accounts are Airflow connections (read through the NNTP hook)
and "failing" is the watchdog's latest connection check in the indexer
database; the crawl's plan task, ``usenet-ops provider list`` and the
view's Providers tab all need the same answer, so they ask this one place.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from usenet_ops.domain import provider_roles as roles
from usenet_ops.nntp.provider import ProviderConfig
from usenet_ops.store import groups, provider_checks
from usenet_ops.store.db import Conn


def _hook_config(conn_id: str) -> ProviderConfig:
    from usenet_ops.adapters.nntp_hook import NNTPHook

    return NNTPHook(conn_id).provider_config


@dataclass
class Fleet:
    """Every account's duty, the accounts that could not be read (conn id -> why), and the failing conn ids."""

    duties: dict[str, roles.Duty]
    configs: dict[str, ProviderConfig] = field(default_factory=dict)
    unusable: dict[str, str] = field(default_factory=dict)
    failing: set[str] = field(default_factory=set)


def failing_accounts(conn: Conn) -> set[str]:
    """Return the conn ids whose latest connection check failed (never checked: not failing)."""
    return {name for name, check in provider_checks.latest_checks(conn).items() if not check["ok"]}


def read_fleet(conn: Conn, conn_ids: Sequence[str],
               read: Callable[[str], ProviderConfig] = _hook_config) -> Fleet:
    """Return every account's duty now; an account whose connection cannot be read is left out of the roles.

    Left out, not counted as a primary that answers: a primary with a broken
    connection cannot crawl, so its backbone's backup should.
    """
    accounts = []
    configs: dict[str, ProviderConfig] = {}
    unusable: dict[str, str] = {}
    for conn_id in conn_ids:
        try:
            cfg = read(conn_id)
        except Exception as exc:  # noqa: BLE001 - an unreadable connection is reported, not fatal to the others
            unusable[conn_id] = f"{type(exc).__name__}: {exc}"
            continue
        configs[conn_id] = cfg
        accounts.append(roles.Account(conn_id, cfg.backbone, cfg.role.value, cfg.priority))
    return fleet_of(conn, accounts, unusable, configs)


def fleet_of(conn: Conn, accounts: Sequence[roles.Account], unusable: dict[str, str] | None = None,
             configs: dict[str, ProviderConfig] | None = None) -> Fleet:
    """Return the duties of accounts already read (the view's fleet rows), with the latest checks from ``conn``."""
    failing = failing_accounts(conn)
    known = {a.conn_id for a in accounts} | set(unusable or {})
    return Fleet(roles.duties(accounts, failing), dict(configs or {}), dict(unusable or {}), failing & known)


def describe(conn: Conn, fleet: Fleet) -> dict[str, dict[str, Any]]:
    """Return {conn_id: {role, backbone, priority, crawls, share, groups_owned, groups_active, failing, doing}}."""
    active = [g.name for g in groups.list_groups(conn, active_only=True)]
    out: dict[str, dict[str, Any]] = {}
    for conn_id, duty in fleet.duties.items():
        owned = len(roles.owned_groups(duty.share, active)) if duty.crawls else 0
        out[conn_id] = {
            "role": duty.account.role, "backbone": duty.account.backbone, "priority": duty.account.priority,
            "crawls": duty.crawls,
            "share": None if duty.share is None else {"index": duty.share.index, "of": duty.share.of},
            "groups_owned": owned, "groups_active": len(active), "failing": conn_id in fleet.failing,
            "doing": duty.doing(owned, len(active)),
        }
    for conn_id, error in fleet.unusable.items():
        out[conn_id] = {"role": None, "backbone": None, "priority": None, "crawls": False, "share": None,
                        "groups_owned": 0, "groups_active": len(active), "failing": conn_id in fleet.failing,
                        "doing": f"unusable connection, nothing runs on it: {error}"}
    return out
