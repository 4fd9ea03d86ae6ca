"""The Usenet view's maintenance actions (issue 32): filter counter reset, group purge, health recheck.

Routes under ``/usenet/api/admin/``, mounted by ``adapters/plugin.py``
(``register``: the router plus the view's own connection, same-origin and
bounded-body checks, handed in as ``Hooks`` on the app's state, so this
module never imports the plugin that imports it). Each needs Airflow's Admin role
(``view_auth.Access.ADMIN``); a refusal is audited like every other view
action, and every change goes through ``passes.maintenance``, the same
functions the CLI calls. State-changing routes take a same-origin JSON POST
(the plugin's ``_same_origin`` and bounded ``_json_body``). A purge needs the
group's name typed again (``confirm``): the page's dialog asks for it.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from fastapi import APIRouter, FastAPI, HTTPException, Request
from fastapi.responses import JSONResponse
from starlette.concurrency import run_in_threadpool

from usenet_ops.adapters import view_auth
from usenet_ops.passes.actions import REFUSALS, Action, Actor
from usenet_ops.store.audit import Outcome, Source

router = APIRouter(prefix="/api/admin")


@dataclass(frozen=True)
class Hooks:
    """What the routes borrow from the view: its connection factory and its request checks."""

    connect: Callable[[], Any]
    same_origin: Callable[[Request], None]
    json_body: Callable[[Request], Awaitable[Any]]


def register(app: FastAPI, hooks: Hooks) -> None:
    """Mount the maintenance routes on the view's app, with the view's own hooks."""
    app.state.usenet_admin_hooks = hooks
    app.include_router(router)


def _hooks(request: Request) -> Hooks:
    hooks: Hooks = request.app.state.usenet_admin_hooks
    return hooks

MAX_TEXT = 300


async def _admin(request: Request, action: Action, target: str) -> Actor:
    """Return the signed-in admin as an Actor; 401/403 otherwise (a signed-in non-admin's refusal is audited)."""
    from usenet_ops.passes import actions

    connect = _hooks(request).connect
    user = await view_auth.current_user(request)
    actor = Actor(view_auth.user_name(user), Source.VIEW)
    if not view_auth.allowed(user, view_auth.Access.ADMIN):
        if view_auth.allowed(user, view_auth.Access.VIEW):
            def refuse() -> None:
                with connect() as conn:
                    # A target is the caller's text: a NUL (which Postgres text refuses) must not turn the refusal
                    # into a 500.
                    actions.record(conn, actor, action, target.replace("\x00", "")[:200], outcome=Outcome.REFUSED,
                                   message="needs the Admin role in Airflow")
            await run_in_threadpool(refuse)
        raise HTTPException(403, f"{action.value} needs the Admin role in Airflow; you are signed in as {actor.name}")
    return actor


def _text(body: Any, key: str) -> str:
    value = body.get(key) if isinstance(body, dict) else None
    if not isinstance(value, str) or not value.strip() or len(value) > MAX_TEXT or "\x00" in value:
        raise HTTPException(400, f"{key!r} is required: text of 1-{MAX_TEXT} characters")
    return value.strip()


async def _body(request: Request) -> Any:
    hooks = _hooks(request)
    hooks.same_origin(request)
    body = await hooks.json_body(request)
    if not isinstance(body, dict):
        raise HTTPException(400, "send a JSON object")
    return body


async def _run(request: Request, work: Any, refused: tuple[type[Exception], ...] = ()) -> JSONResponse:
    """Run ``work`` on a connection in a thread; a store refusal is a 400 with its message."""
    from usenet_ops.adapters import panels
    from usenet_ops.passes import maintenance

    connect = _hooks(request).connect

    def call() -> Any:
        with connect() as conn:
            return work(conn)

    refusals: tuple[type[Exception], ...] = (*REFUSALS, maintenance.PurgeNotConfirmed, *refused)
    try:
        result = await run_in_threadpool(call)
    except refusals as exc:
        return JSONResponse({"detail": str(exc)}, status_code=400)
    return JSONResponse({"ok": True, **panels.jsonable(result)})


@router.post("/filters/reset")
async def filters_reset(request: Request) -> JSONResponse:
    """Reset rule counters: ``{"family": "junk"|"blacklist"|null, "rule": id or name or null}``."""
    from usenet_ops.passes import maintenance
    from usenet_ops.store import filters

    body = await _body(request)
    raw_family, rule = body.get("family"), body.get("rule")
    if raw_family not in (None, "junk", "blacklist"):
        raise HTTPException(400, "'family' must be junk, blacklist or null (both)")
    if rule is not None and (isinstance(rule, bool) or not isinstance(rule, (int, str)) or len(str(rule)) > MAX_TEXT):
        raise HTTPException(400, "'rule' must be a rule id or name, or null (every rule of the family)")
    family = filters.RuleFamily(raw_family) if raw_family else None
    actor = await _admin(request, Action.FILTER_RESET, f"{raw_family or 'all'}:{rule if rule is not None else '*'}")

    def work(conn: Any) -> dict[str, Any]:
        rows = maintenance.reset_filter_counters(conn, actor, family=family, rule=rule)
        total = sum(int(r["hits"]) for r in rows)
        return {"message": f"reset {len(rows)} counter(s) holding {total:,} hit(s); the audit log keeps them",
                "reset": rows}

    return await _run(request, work)


@router.get("/groups/{name}/purge")
async def purge_preview(name: str, request: Request) -> JSONResponse:
    """Say what a purge of ``name`` would remove (read-only; the dialog shows it before asking)."""
    from usenet_ops.passes import maintenance

    await _admin(request, Action.GROUP_PURGE, name)
    if len(name) > MAX_TEXT or "\x00" in name:
        raise HTTPException(400, f"a group name is at most {MAX_TEXT} characters of text")
    return await _run(request, lambda conn: {"preview": maintenance.purge_preview(conn, name)})


@router.post("/groups/purge")
async def purge(request: Request) -> JSONResponse:
    """Purge a group: ``{"name": group, "releases": bool, "confirm": the group's name typed again}``."""
    from usenet_ops.passes import maintenance

    body = await _body(request)
    name = _text(body, "name")
    releases = body.get("releases", False)
    if not isinstance(releases, bool):
        raise HTTPException(400, "'releases' must be true or false")
    confirm = body.get("confirm") if isinstance(body.get("confirm"), str) else None
    actor = await _admin(request, Action.GROUP_PURGE, name)

    def work(conn: Any) -> dict[str, Any]:
        removed = maintenance.purge_group(conn, actor, name, releases=releases, confirm=confirm)
        return {"message": f"purged {name}: the backfill reads its history again", "removed": removed}

    return await _run(request, work)


@router.post("/groups/fetch")
async def groups_fetch(request: Request) -> JSONResponse:
    """Take groups from a provider's list: ``{"provider": conn id, "pattern": wildmat or null, "top": n,
    "min_articles": n, "activate": bool}`` (what ``usenet-ops groups fetch`` does; audited as group.fetch)."""
    from usenet_ops.adapters import dagconfig
    from usenet_ops.adapters.nntp_hook import NNTPHook
    from usenet_ops.domain.redaction import redact_urls
    from usenet_ops.nntp.errors import NNTPError
    from usenet_ops.nntp.pool import Pool, PoolSettings
    from usenet_ops.passes import compose
    from usenet_ops.passes import groups_fetch as fetch

    body = await _body(request)
    provider = _text(body, "provider")
    pattern = body.get("pattern") or None
    top, least, activate = body.get("top", fetch.DEFAULT_TOP), body.get("min_articles", 0), body.get("activate", False)
    if pattern is not None and (not isinstance(pattern, str) or len(pattern) > MAX_TEXT or "\x00" in pattern):
        raise HTTPException(400, f"'pattern' must be a wildmat of at most {MAX_TEXT} characters, or null")
    if not all(isinstance(v, int) and not isinstance(v, bool) for v in (top, least)) or not isinstance(activate, bool):
        raise HTTPException(400, "'top' and 'min_articles' must be whole numbers and 'activate' true or false")
    actor = await _admin(request, Action.GROUP_FETCH, pattern or "*")
    if provider not in dagconfig.provider_conn_ids():
        raise HTTPException(400, f"no provider {provider[:60]!r}: choose one of USENET_NNTP_CONN_IDS "
                                 f"({', '.join(dagconfig.provider_conn_ids())})")
    wanted = fetch.FetchRequest(pattern=pattern, top=top, min_articles=least, activate=activate)

    def work(conn: Any) -> dict[str, Any]:
        config = NNTPHook(provider).provider_config
        try:
            with Pool(config, PoolSettings.from_knobs(compose.load_settings(conn))) as pool, \
                    pool.borrow() as client:
                report = fetch.fetch_groups(conn, client, wanted, actor=actor, provider=provider)
        except NNTPError as exc:
            raise fetch.FetchRefused(f"{provider}: {redact_urls(str(exc))}") from exc
        return {"message": f"{provider}: {report.matched} group(s) matched, {len(report.added)} added, "
                           f"{len(report.activated)} activated, {len(report.kept)} already listed",
                "report": report.as_dict()}

    return await _run(request, work, refused=(fetch.FetchRefused,))


@router.post("/releases/recheck")
async def recheck(request: Request) -> JSONResponse:
    """Queue a health recheck of one release: ``{"guid": its guid}``; first in the next health pass."""
    from usenet_ops.passes import maintenance

    body = await _body(request)
    guid = _text(body, "guid")
    actor = await _admin(request, Action.HEALTH_RECHECK, guid)

    def work(conn: Any) -> dict[str, Any]:
        r = maintenance.request_recheck(conn, actor, guid)
        return {"message": f"health recheck of {r.title} {r.state}: first in the next health pass",
                "recheck": {"guid": r.guid, "state": r.state, "requested_at": r.requested_at}}

    return await _run(request, work)
