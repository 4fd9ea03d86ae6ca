"""Keep one Airflow pool per NNTP provider: ``nntp_<conn_id>``, slots = its connection cap.

Why: an account's connection cap holds across every task on every worker;
only an Airflow pool enforces it cluster-wide. Tasks that open connections
run in their provider's pool with ``pool_slots`` = connections they open.
A task naming a pool that does not exist waits in "scheduled" forever
without an error, so pools are created from the connections themselves.

``pool_name`` and ``desired_pools`` are pure (DAG files and tests use them);
``nntp_connections`` and ``sync_pools`` need the Airflow metadata DB.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from usenet_ops.nntp.provider import DEFAULT_CONNECTIONS

POOL_PREFIX = "nntp_"
CONN_ENV_PREFIX = "AIRFLOW_CONN_"


def pool_name(conn_id: str) -> str:
    """Return the Airflow pool name of an nntp connection id."""
    return f"{POOL_PREFIX}{conn_id}"


@dataclass(frozen=True)
class NNTPConnectionRef:
    """An nntp connection as far as pools care: its id and connection cap."""

    conn_id: str
    connections: int = DEFAULT_CONNECTIONS
    source: str = "db"  # "db" or "env"


def _slots(extras: Mapping[str, Any]) -> int:
    value = extras.get("connections")
    try:
        slots = int(value) if value not in (None, "") else DEFAULT_CONNECTIONS
    except (TypeError, ValueError):
        slots = DEFAULT_CONNECTIONS
    return max(1, slots)


def desired_pools(connections: Iterable[Any]) -> dict[str, int]:
    """Return {pool name: slots} for nntp connections.

    Accepts NNTPConnectionRef, or Connection-like objects (``conn_id``,
    ``conn_type``, ``extra_dejson``); connections of other types are ignored.
    """
    out: dict[str, int] = {}
    for conn in connections:
        if isinstance(conn, NNTPConnectionRef):
            out[pool_name(conn.conn_id)] = conn.connections
            continue
        if getattr(conn, "conn_type", None) != "nntp":
            continue
        out[pool_name(conn.conn_id)] = _slots(getattr(conn, "extra_dejson", None) or {})
    return dict(sorted(out.items()))


def env_connections(environ: Mapping[str, str] | None = None) -> list[NNTPConnectionRef]:
    """Return the nntp connections defined in AIRFLOW_CONN_* variables (JSON or URI form).

    Env-var connections never show in the metadata DB, so they are read here.
    """
    environ = os.environ if environ is None else environ
    refs: list[NNTPConnectionRef] = []
    for key, value in environ.items():
        if not key.startswith(CONN_ENV_PREFIX) or not value:
            continue
        conn_id = key[len(CONN_ENV_PREFIX):].lower()
        text = value.strip()
        if text.startswith("{"):
            try:
                data = json.loads(text)
            except ValueError:
                continue
            if str(data.get("conn_type", "")).lower() != "nntp":
                continue
            extra = data.get("extra") or {}
            if isinstance(extra, str):
                try:
                    extra = json.loads(extra)
                except ValueError:
                    extra = {}
            refs.append(NNTPConnectionRef(conn_id, _slots(extra), "env"))
            continue
        scheme = text.split("://", 1)[0].lower()
        if scheme not in {"nntp", "nntps"}:
            continue
        from urllib.parse import parse_qsl, urlsplit

        query = dict(parse_qsl(urlsplit(text).query))
        refs.append(NNTPConnectionRef(conn_id, _slots(query), "env"))
    return refs


def db_connections() -> list[NNTPConnectionRef]:
    """Return the nntp connections stored in the Airflow metadata DB."""
    from airflow.models.connection import Connection
    from airflow.utils.session import create_session
    from sqlalchemy import select

    with create_session() as session:
        rows = session.scalars(select(Connection).where(Connection.conn_type == "nntp")).all()
        return [NNTPConnectionRef(c.conn_id, _slots(c.extra_dejson or {}), "db") for c in rows]


def nntp_connections() -> list[NNTPConnectionRef]:
    """Return every nntp connection: the metadata DB's, then env vars (env wins on a clash)."""
    merged = {ref.conn_id: ref for ref in db_connections()}
    merged.update({ref.conn_id: ref for ref in env_connections()})
    return [merged[k] for k in sorted(merged)]


@dataclass(frozen=True)
class PoolChange:
    """One pool after a sync: its name, slots, and what the sync did."""

    name: str
    slots: int
    action: str  # "created", "updated", "unchanged"


def sync_pools(connections: Iterable[NNTPConnectionRef] | None = None) -> list[PoolChange]:
    """Create or resize one Airflow pool per nntp connection; return what changed.

    Pools of removed connections are left in place (a running task may still
    name them); delete them with ``airflow pools delete`` when drained.
    """
    from airflow.models.pool import Pool

    refs = list(connections) if connections is not None else nntp_connections()
    wanted = desired_pools(refs)
    existing = {p.pool: p.slots for p in Pool.get_pools()}
    changes: list[PoolChange] = []
    for name, slots in wanted.items():
        if existing.get(name) == slots:
            changes.append(PoolChange(name, slots, "unchanged"))
            continue
        conn_id = name[len(POOL_PREFIX):]
        Pool.create_or_update_pool(
            name,
            slots=slots,
            description=f"NNTP provider {conn_id}: at most {slots} concurrent connections (usenet-ops pools sync)",
            include_deferred=False,
        )
        changes.append(PoolChange(name, slots, "updated" if name in existing else "created"))
    return changes
