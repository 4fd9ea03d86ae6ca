"""The Usenet view's Settings: every knob as a typed form field, a diff before Save, changes by Admins only.

The seed's operators tuned the indexer from its admin knobs form; here the
knobs are ``usenet_ops.settings`` (types, bounds, help and defaults in code)
with live overrides in the settings table. Three routes, mounted on the
view's app by ``register``:

- ``GET api/settings``: the knobs by group, each with its value, default,
  bounds or choices, help and whether it is overridden (any viewer);
- ``POST api/settings/preview``: what a change would do (old and new per
  knob) or why each refused value is refused, so the page shows errors next
  to their fields and the diff before anything is saved (read-only);
- ``POST api/settings``: save, through ``passes.actions.change_settings``,
  the function ``usenet-ops settings set`` calls, so the CLI and the view
  validate and audit alike. Admin only; a refusal (permission, a value, a
  knob someone changed since the form was loaded) is audited too.

A request body comes from a browser: its shape and sizes are checked here
before any store call; a malformed one is a 400 with a message.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from typing import Any

from fastapi import Depends, FastAPI, HTTPException, Request
from fastapi.responses import JSONResponse

from usenet_ops import settings
from usenet_ops.adapters import view_auth
from usenet_ops.domain import setting_changes

STATIC = {"usenet-settings.js": "text/javascript; charset=utf-8",
          "usenet-settings.css": "text/css; charset=utf-8"}

MAX_NAME = 100  # a knob's name; longer is not one


def knob_document(stored: Mapping[str, Any]) -> dict[str, Any]:
    """Return the knobs by group, as the form renders them (the settings' own types, bounds and help)."""
    from usenet_ops.store import settings as settings_store

    live, ignored = settings.split_stored(stored)
    groups: dict[str, list[dict[str, Any]]] = {}
    for spec in settings.KNOBS.values():
        problem = None
        if spec.name in live:
            try:
                settings.coerce(spec.name, live[spec.name])
            except settings.SettingsError as exc:
                problem = str(exc)
        groups.setdefault(spec.group, []).append({
            "name": spec.name,
            "type": "bool" if spec.type is bool else "choice" if spec.type is str else "int",
            "value": setting_changes.current(stored, spec.name),
            "default": spec.default,
            "overridden": spec.name in stored,
            "min": spec.min, "max": spec.max, "choices": list(spec.choices), "allowed": spec.allowed,
            "help": spec.help, "boot": spec.boot, "destructive": spec.destructive,
            "guarded": settings_store.GUARDED.get(spec.name),
            "problem": problem,
        })
    return {"groups": [{"name": name, "knobs": knobs} for name, knobs in groups.items()],
            "ignored": [{"name": name, "message": message} for name, message in ignored.items()]}


def parse_change(body: Any) -> tuple[dict[str, Any], list[str], dict[str, Any] | None]:
    """Return (values, unset, expected) from a request body; HTTPException 400 when it is not that shape."""
    if not isinstance(body, dict):
        raise HTTPException(400, 'send {"set": {knob: value}, "unset": [knob], "expected": {knob: value}}')
    values = body.get("set", {}) or {}
    unset = body.get("unset", []) or []
    expected = body.get("expected")
    limit = len(settings.KNOBS) + 20
    if not isinstance(values, dict) or len(values) > limit:
        raise HTTPException(400, f"'set' must be an object of at most {limit} knobs")
    if not isinstance(unset, list) or len(unset) > limit:
        raise HTTPException(400, f"'unset' must be a list of at most {limit} knob names")
    if expected is not None and (not isinstance(expected, dict) or len(expected) > limit):
        raise HTTPException(400, f"'expected' must be an object of at most {limit} knobs")
    for name in [*values, *unset, *(expected or {})]:
        if not isinstance(name, str) or not 0 < len(name) <= MAX_NAME:
            raise HTTPException(400, f"a knob name is text of 1-{MAX_NAME} characters")
    for name, raw in [*values.items(), *(expected or {}).items()]:
        if not isinstance(raw, (str, int, bool)) or (isinstance(raw, str) and len(raw) > 200):
            raise HTTPException(400, f"{name}: a value is a number, true/false or a short text")
    if not values and not unset:
        raise HTTPException(400, "nothing to change: 'set' and 'unset' are both empty")
    return values, [str(n) for n in unset], expected


def register(app: FastAPI, *, viewer: Callable[[Request], Awaitable[Any]], connect: Callable[[], Any],
             same_origin: Callable[[Request], None], json_body: Callable[[Request], Awaitable[Any]]) -> None:
    """Mount the Settings routes on the view's app, with the view's own login, connection and body checks."""
    from starlette.concurrency import run_in_threadpool

    # A default, not an Annotated alias: annotations are strings here (PEP 563), resolved in module globals.
    signed_in = Depends(viewer)

    @app.get("/api/settings")
    def read_settings(user: Any = signed_in) -> dict[str, Any]:
        """Return every knob, by group, with its value and what it may be set to."""
        from usenet_ops.store import settings as settings_store

        with connect() as conn:
            document = knob_document(settings_store.overrides(conn))
        return {**document, "admin": view_auth.allowed(user, view_auth.Access.ADMIN)}

    @app.post("/api/settings/preview")
    async def preview_settings(request: Request, user: Any = signed_in) -> dict[str, Any]:
        """Say what a change would do, or why each refused value is refused; change nothing."""
        same_origin(request)
        values, unset, _ = parse_change(await json_body(request))

        def work() -> dict[str, Any]:
            from usenet_ops.store import settings as settings_store

            with connect() as conn:
                changes, errors = setting_changes.plan(settings_store.overrides(conn), values, unset)
            for c in changes:
                if c.name in settings_store.GUARDED and c.overridden:
                    errors[c.name] = f"{c.name} is changed with `{settings_store.GUARDED[c.name]}`"
            return {"changes": [_shown(c) for c in changes], "errors": errors}

        return await run_in_threadpool(work)

    @app.post("/api/settings")
    async def save_settings(request: Request, user: Any = signed_in) -> JSONResponse:
        """Save a change (Admin only): one transaction, one audit row per knob; a refusal is audited too."""
        same_origin(request)
        values, unset, expected = parse_change(await json_body(request))

        def work() -> JSONResponse:
            from usenet_ops.passes import actions
            from usenet_ops.store.audit import Outcome, Source

            actor = actions.Actor(view_auth.user_name(user), Source.VIEW)
            with connect() as conn:
                if not view_auth.allowed(user, view_auth.Access.ADMIN):
                    actions.record(conn, actor, actions.Action.SETTINGS_SET, ", ".join([*values, *unset])[:500],
                                   outcome=Outcome.REFUSED, message="needs the Admin role in Airflow",
                                   detail={"values": values, "unset": unset})
                    return JSONResponse({"detail": f"changing settings needs the Admin role in Airflow; you are "
                                                   f"signed in as {actor.name}"}, status_code=403)
                try:
                    changes = actions.change_settings(conn, actor, values, unset, expected=expected)
                except actions.SettingsRefused as exc:
                    stale = any("meanwhile" in why for why in exc.errors.values())
                    return JSONResponse({"detail": str(exc), "errors": exc.errors}, status_code=409 if stale else 400)
                except settings.SettingsError as exc:
                    return JSONResponse({"detail": str(exc), "errors": {}}, status_code=400)
            shown = [_shown(c) for c in changes]
            message = (f"saved {len(changes)} change(s): " + ", ".join(f"{c.name} {c.old} -> {c.new}" for c in changes)
                       if changes else "nothing changed: every knob already had that value")
            return JSONResponse({"ok": True, "message": message, "changes": shown})

        return await run_in_threadpool(work)


def _shown(change: setting_changes.KnobChange) -> dict[str, Any]:
    """Return a change as the page's diff shows it: with the knob's flags an operator must see before saving."""
    spec = settings.KNOBS.get(change.name)
    return {**change.as_dict(), "boot": bool(spec and spec.boot), "destructive": bool(spec and spec.destructive)}
