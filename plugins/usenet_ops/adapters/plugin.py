"""The Usenet view in the Airflow UI: a page, its JSON per tab, its actions, and status.json.

Mounted by the AirflowPlugin (plugins/usenet_ops_plugin.py) at /usenet in the
api-server, beside the UI, so the UI's own login covers it (view_auth). The
page is static HTML and one script (adapters/static/, no build step): the
script fetches ``api/tabs/<name>`` and builds every cell with textContent.
Every response carries a Content-Security-Policy that allows only this
origin's script and style (nothing inline), and frames only by the UI.

State-changing routes are POST with a JSON body: a cross-site form can send
neither (the session cookie is SameSite=Lax and a JSON content type needs a
CORS preflight we never answer), and an Origin, when sent, must be ours.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from importlib import resources
from typing import Annotated, Any

from fastapi import Depends, FastAPI, HTTPException, Request, Response
from fastapi.responses import HTMLResponse, JSONResponse, RedirectResponse

from usenet_ops.adapters import panels, view_actions, view_admin, view_auth, view_settings

log = logging.getLogger(__name__)

app = FastAPI(title="usenet-ops view", docs_url=None, redoc_url=None, openapi_url=None)

CSP = ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
       "form-action 'self'; frame-ancestors 'self'; base-uri 'none'")
STATIC = {"usenet.js": "text/javascript; charset=utf-8", "usenet.css": "text/css; charset=utf-8"}


@app.middleware("http")
async def security_headers(request: Request, call_next: Callable[[Request], Awaitable[Response]]) -> Response:
    """Send the CSP and its companions on every answer, errors included."""
    response = await call_next(request)
    response.headers["Content-Security-Policy"] = CSP
    response.headers["X-Content-Type-Options"] = "nosniff"
    response.headers["Referrer-Policy"] = "same-origin"
    if request.url.path.rstrip("/").endswith((".json", "/me")) or "/api/" in request.url.path:
        response.headers["Cache-Control"] = "no-store"
    return response


async def viewer(request: Request) -> Any:
    """Return the signed-in Airflow user allowed to read the view (401 without identity, 403 without permission)."""
    user = await view_auth.current_user(request)
    if not view_auth.allowed(user, view_auth.Access.VIEW):
        raise HTTPException(403, f"{view_auth.user_name(user)} may not read the Usenet view")
    return user


Viewer = Annotated[Any, Depends(viewer)]


def _connect() -> Any:
    from usenet_ops.store import db

    try:
        return db.connect(autocommit=True)
    except db.DatabaseUnavailable as exc:
        raise HTTPException(503, str(exc)) from exc


def _same_origin(request: Request) -> None:
    """Refuse a state-changing request that is not a same-origin JSON call."""
    if not request.headers.get("content-type", "").startswith("application/json"):
        raise HTTPException(415, "send the action as application/json")
    origin = request.headers.get("origin")
    if origin and origin.split("://", 1)[-1] != request.headers.get("host", ""):
        raise HTTPException(403, "cross-origin request refused")


MAX_BODY = 64 * 1024  # an action or a title to test: far more is an attack, not a request


async def _json_body(request: Request) -> Any:
    """Return the request's JSON, reading at most MAX_BODY bytes of it (413 past that, before reading more).

    A declared Content-Length over the limit is refused unread; a body sent
    without one (chunked) is read chunk by chunk and refused at the first
    chunk past the limit, so an over-long body never sits in memory whole.
    """
    declared = request.headers.get("content-length")
    if declared is not None:
        if not declared.strip().isdigit():
            raise HTTPException(400, "Content-Length is not a number of bytes")
        if int(declared) > MAX_BODY:
            raise HTTPException(413, f"request body over {MAX_BODY // 1024} KiB")
    chunks: list[bytes] = []
    size = 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > MAX_BODY:
            raise HTTPException(413, f"request body over {MAX_BODY // 1024} KiB")
        chunks.append(chunk)
    raw = b"".join(chunks)
    import json

    try:
        return json.loads(raw or b"null")
    except ValueError as exc:
        raise HTTPException(400, f"the body is not JSON: {exc}") from exc


@app.get("/", response_class=HTMLResponse, response_model=None)
async def page(request: Request) -> Response:
    """Serve the page's shell to a signed-in user; send anyone else to Airflow's login, which comes back here."""
    user = await view_auth.optional_user(request)
    if user is None:
        return RedirectResponse(view_auth.login_url(request), status_code=307)
    if not view_auth.allowed(user, view_auth.Access.VIEW):
        return HTMLResponse("<!doctype html><title>Forbidden</title><p>Your Airflow role may not read the Usenet "
                            "view.</p>", status_code=403)
    shell = resources.files("usenet_ops.adapters").joinpath("static/usenet.html").read_text(encoding="utf-8")
    return HTMLResponse(shell)


@app.get("/static/{name}", response_model=None)
def static(name: str) -> Response:
    """Serve the page's script and stylesheet (public: they hold no data)."""
    if name not in STATIC:
        raise HTTPException(404, "no such file")
    body = resources.files("usenet_ops.adapters").joinpath(f"static/{name}").read_bytes()
    return Response(body, media_type=STATIC[name], headers={"Cache-Control": "no-cache"})


@app.get("/api/me")
def me(user: Viewer) -> dict[str, Any]:
    """Say who is signed in and what the page may offer them."""
    return {"name": view_auth.user_name(user), "admin": view_auth.allowed(user, view_auth.Access.ADMIN),
            "tabs": list(panels.TABS)}


@app.get("/api/tabs/{name}")
def tab(name: str, user: Viewer) -> dict[str, Any]:
    """Return one tab's document."""
    if name not in panels.TABS:
        raise HTTPException(404, f"no tab {name[:40]!r}; tabs: {', '.join(panels.TABS)}")
    with _connect() as conn:
        return panels.tab(conn, name)


@app.post("/api/actions")
async def action(request: Request, user: Viewer) -> JSONResponse:
    """Run one operator action (admin, or Airflow's DAG-run permission for Run-now); it is audited either way."""
    _same_origin(request)
    body = await _json_body(request)
    token = view_auth.caller_token(request)

    def work() -> view_actions.Result:
        action_, params = view_actions.parse(body)
        with _connect() as conn:
            # Run-now reaches Airflow at its configured address (view_actions.airflow_api_base), never at
            # one taken from this request's Host header: that would send the caller's token to any host.
            return view_actions.run(conn, user, action_, params, token=token)

    from starlette.concurrency import run_in_threadpool

    from usenet_ops.passes.actions import REFUSALS

    try:
        result = await run_in_threadpool(work)
    except view_actions.Forbidden as exc:
        return JSONResponse({"detail": str(exc)}, status_code=403)
    except REFUSALS as exc:  # view_actions.BadRequest is a ValueError, one of them
        return JSONResponse({"detail": str(exc)}, status_code=400)
    return JSONResponse({"ok": True, "message": result.message, "data": panels.jsonable(result.data or {})})


@app.post("/api/filters/test")
async def filters_test(request: Request, user: Viewer) -> dict[str, Any]:
    """Judge a title with the junk engine exactly as the next build pass loads it (read-only)."""
    body = await _json_body(request)
    if not isinstance(body, dict) or not isinstance(body.get("title"), str) or not 0 < len(body["title"]) <= 2000:
        raise HTTPException(400, "send {\"title\": text of 1-2000 characters, \"size\": bytes or null}")
    size = body.get("size")
    if size is not None and (isinstance(size, bool) or not isinstance(size, int) or not 0 <= size < 2**62):
        raise HTTPException(400, "size must be a whole number of bytes or null")
    group = body.get("group") if isinstance(body.get("group"), str) else None

    def work() -> dict[str, Any]:
        from usenet_ops.domain import junk
        from usenet_ops.passes import compose
        from usenet_ops.store import filters

        with _connect() as conn:
            engine = compose.load_build_filters(conn).junk
            version = filters.rules_version(conn)
        if engine is None:
            raise HTTPException(503, "no junk engine: junk_rules is empty (`usenet-ops filters seed`)")
        verdict = engine.evaluate(body["title"], size=size, group=group, stage=junk.Stage.BUILD)
        return {"engine_version": version, "junk": verdict is not None,
                "rule_id": verdict.rule_id if verdict else None, "rule": verdict.name if verdict else None,
                "detail": verdict.detail if verdict else None}

    from starlette.concurrency import run_in_threadpool

    return await run_in_threadpool(work)


@app.get("/status.json")
async def status_json(request: Request) -> JSONResponse:
    """The status report for monitors and scripts: a signed-in Airflow user, or a monitor token in its header."""
    token = request.headers.get(view_auth.MONITOR_HEADER)
    user = None
    if not token:
        user = await view_auth.current_user(request)  # 401 / 403 as Airflow decides
        if not view_auth.allowed(user, view_auth.Access.VIEW):
            return JSONResponse({"detail": "your Airflow role may not read the Usenet status"}, status_code=403)

    def work() -> tuple[int, dict[str, Any]]:
        from usenet_ops.adapters import dagconfig, status
        from usenet_ops.passes import compose
        from usenet_ops.store import monitor_tokens

        with _connect() as conn:
            if token is not None and monitor_tokens.check(conn, token) is None:
                return 401, {"detail": "unknown or revoked monitor token (`usenet-ops monitor list`)"}
            conn_ids = dagconfig.provider_conn_ids()
            report = status.report(conn, compose.load_settings(conn), providers=status.provider_fleet(conn_ids),
                                   airflow_jobs=status.airflow_jobs(), pools=status.airflow_pool_state(conn_ids))
        return 200, panels.jsonable(report)

    from starlette.concurrency import run_in_threadpool

    code, payload = await run_in_threadpool(work)
    return JSONResponse(payload, status_code=code)


# The Settings tab (issue 32): its routes and its script and stylesheet, in a module of their own.
view_settings.register(app, viewer=viewer, connect=_connect, same_origin=_same_origin, json_body=_json_body)
STATIC.update(view_settings.STATIC)


# Maintenance actions (issue 32): filter counter reset, group purge, health recheck (adapters/view_admin.py).
view_admin.register(app, view_admin.Hooks(connect=_connect, same_origin=_same_origin, json_body=_json_body))
STATIC["usenet-admin.js"] = "text/javascript; charset=utf-8"
