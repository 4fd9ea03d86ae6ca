"""Who is asking the Usenet view, and may they: Airflow's own login and auth manager, no key of ours.

The view is mounted in the api-server beside the Airflow UI, so the UI's
session (the ``_token`` JWT cookie) or an ``Authorization: Bearer`` JWT from
``POST /auth/token`` identifies the caller, through Airflow's ``get_user``
(a Bearer wins over the cookie). Three levels:

- VIEW: read the view and its JSON: ``is_authorized_custom_view(GET, "Usenet")``
  (under the SimpleAuthManager: any role);
- ADMIN: change the indexer (groups, rules, blacklist, poster watch, provider
  tests, monitor tokens). Under the SimpleAuthManager this is the ADMIN role
  (its custom-view check ignores the method and would let a viewer through);
  under other managers ``is_authorized_custom_view(PUT, "Usenet")``;
- a DAG run: Airflow's own ``is_authorized_dag(POST, RUN)`` for that DAG,
  and the run is then created through Airflow's REST API with the caller's
  token, so Airflow checks it once more.

Monitoring systems without a login use a monitor token (store/monitor_tokens)
on status.json only, sent as the ``X-Usenet-Monitor-Token`` header.
"""

from __future__ import annotations

import enum
from typing import Any

from fastapi import HTTPException, Request

RESOURCE = "Usenet"
MONITOR_HEADER = "x-usenet-monitor-token"
COOKIE = "_token"


class Access(str, enum.Enum):
    """What a request wants to do."""

    VIEW = "view"
    ADMIN = "admin"


async def current_user(request: Request) -> Any:
    """Return the Airflow user making the request; raise HTTPException 401 (no identity) or 403 (bad token)."""
    from airflow.api_fastapi.core_api.security import bearer_scheme, get_user

    credentials = await bearer_scheme(request)
    return await get_user(request, None, credentials)


async def optional_user(request: Request) -> Any | None:
    """Return the Airflow user, or None when the request carries no valid identity."""
    try:
        return await current_user(request)
    except HTTPException:
        return None


def _manager() -> Any:
    from airflow.api_fastapi.app import get_auth_manager

    return get_auth_manager()


def allowed(user: Any, access: Access) -> bool:
    """Return whether ``user`` may ``access`` the view, by Airflow's auth manager."""
    manager = _manager()
    if access is Access.VIEW:
        return bool(manager.is_authorized_custom_view(method="GET", resource_name=RESOURCE, user=user))
    from airflow.api_fastapi.auth.managers.simple.simple_auth_manager import SimpleAuthManager

    if isinstance(manager, SimpleAuthManager):
        return str(getattr(user, "role", "") or "").upper() == "ADMIN"
    return bool(manager.is_authorized_custom_view(method="PUT", resource_name=RESOURCE, user=user))


def may_trigger(user: Any, dag_id: str) -> bool:
    """Return whether Airflow lets ``user`` create a run of ``dag_id``."""
    from airflow.api_fastapi.auth.managers.models.resource_details import DagAccessEntity, DagDetails

    return bool(_manager().is_authorized_dag(method="POST", access_entity=DagAccessEntity.RUN,
                                             details=DagDetails(id=dag_id), user=user))


def user_name(user: Any) -> str:
    """Return the name the audit log records for ``user``."""
    try:
        return str(user.get_name())
    except Exception:
        return str(getattr(user, "username", "") or "unknown")


def caller_token(request: Request) -> str | None:
    """Return the JWT the caller authenticated with (Bearer first, as Airflow decides, then the UI's cookie)."""
    header = request.headers.get("authorization", "")
    scheme, _, value = header.partition(" ")
    if scheme.lower() == "bearer" and value.strip():
        return value.strip()
    return request.cookies.get(COOKIE) or None


def login_url(request: Request) -> str:
    """Return the Airflow login page that comes back to this request's URL after logging in."""
    return str(_manager().get_url_login(next_url=str(request.url)))
