"""The Usenet view's actions: validate a request, check who may do it, run it through passes.actions.

A request is ``{"action": NAME, ...parameters}`` (JSON). Parameters come from
a browser, so each is checked for type and size here before any store call;
a malformed request is a 400 with a message, never a stack trace. The
permission check happens before anything runs, and a refusal is audited too.
Every change goes through ``usenet_ops.passes.actions``, the same functions
the CLI calls, so the two cannot drift and both are audited alike.

Run-now sends the caller's Airflow token to Airflow's REST API, so where it
goes is configuration, never the request (issue 31: a forged Host header
made the view POST the token to any host): ``[api] base_url`` when Airflow
has one, else this api-server itself on the loopback at ``[api] port``. No
redirect is followed and no proxy from the environment is used: either
would carry the token somewhere the configuration did not name.
"""

from __future__ import annotations

import json
import logging
import urllib.error
import urllib.request
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from usenet_ops.adapters import dagconfig, view_auth
from usenet_ops.passes import actions
from usenet_ops.passes.actions import Action, Actor
from usenet_ops.store import groups
from usenet_ops.store.audit import Outcome, Source
from usenet_ops.store.db import Conn

log = logging.getLogger(__name__)

MAX_TEXT = 500  # a pattern, a note, a group name: longer is a mistake or an attack


class BadRequest(ValueError):
    """The request is malformed; the message says which parameter and what it takes."""


class Forbidden(PermissionError):
    """The caller may not do this; the message says what permission it takes."""


@dataclass(frozen=True)
class Result:
    """What an action returns to the page: a sentence for the operator and any data (the new rule order...)."""

    message: str
    data: Mapping[str, Any] | None = None


def _text(params: Mapping[str, Any], key: str, *, required: bool = True, default: str = "") -> str:
    value = params.get(key, None)
    if value is None or value == "":
        if required:
            raise BadRequest(f"{key!r} is required")
        return default
    if not isinstance(value, str):
        raise BadRequest(f"{key!r} must be text")
    if len(value) > MAX_TEXT or "\x00" in value:
        raise BadRequest(f"{key!r} must be at most {MAX_TEXT} characters of text")
    return value.strip()


def _int(params: Mapping[str, Any], key: str, *, required: bool = True, minimum: int | None = None) -> int | None:
    value = params.get(key, None)
    if value is None or value == "":
        if required:
            raise BadRequest(f"{key!r} is required")
        return None
    if isinstance(value, bool) or not isinstance(value, (int, str)):
        raise BadRequest(f"{key!r} must be a whole number")
    try:
        number = int(value)
    except ValueError:
        raise BadRequest(f"{key!r} must be a whole number") from None
    if not -(2**31) < number < 2**31 or (minimum is not None and number < minimum):
        raise BadRequest(f"{key!r} must be a whole number{f' of at least {minimum}' if minimum is not None else ''}")
    return number


def _bool(params: Mapping[str, Any], key: str) -> bool:
    value = params.get(key)
    if not isinstance(value, bool):
        raise BadRequest(f"{key!r} must be true or false")
    return value


def _tier(params: Mapping[str, Any], key: str = "tier", *, required: bool = False) -> groups.Tier | None:
    raw = _text(params, key, required=required)
    if not raw:
        return None
    try:
        return groups.Tier(raw)
    except ValueError:
        raise BadRequest(f"{key!r} must be one of {', '.join(t.value for t in groups.Tier)}") from None


def _optional_positive(params: Mapping[str, Any], key: str) -> object:
    """A knob that may be cleared: absent = unchanged, "none" or null-with-key = clear, else a positive number."""
    if key not in params:
        return groups._UNSET
    if params[key] is None or params[key] == "none":
        return None
    return _int(params, key, minimum=1)


# --- one handler per action ---------------------------------------------------


def _group_add(conn: Conn, actor: Actor, p: Mapping[str, Any]) -> Result:
    name = _text(p, "name")
    added = actions.add_group(conn, actor, name, tier=_tier(p) or groups.Tier.NORMAL,
                              manual_order=_int(p, "order", required=False) or 0,
                              description=_text(p, "description", required=False),
                              active=not p.get("inactive", False))
    return Result(f"added {name}" if added else f"{name} is already in the list")


def _group_tune(conn: Conn, actor: Actor, p: Mapping[str, Any]) -> Result:
    name = _text(p, "name")
    active = _bool(p, "active") if "active" in p else None
    group = actions.tune_group(conn, actor, name, active=active, tier=_tier(p),
                               manual_order=_int(p, "order", required=False),
                               crawl_depth_days=_optional_positive(p, "depth_days"),
                               throttle=_optional_positive(p, "throttle"))
    return Result(f"{group.name}: {'active' if group.active else 'inactive'}, tier {group.tier.value}, "
                  f"order {group.manual_order}, throttle {group.throttle or '-'}")


def _group_remove(conn: Conn, actor: Actor, p: Mapping[str, Any]) -> Result:
    name = _text(p, "name")
    actions.remove_group(conn, actor, name)
    return Result(f"removed {name} (its crawl state and releases are kept)")


def _rule(p: Mapping[str, Any]) -> str | int:
    rule = p.get("rule")
    if isinstance(rule, int) and not isinstance(rule, bool):
        return rule
    return _text(p, "rule")


def _junk_toggle(enabled: bool) -> Callable[[Conn, Actor, Mapping[str, Any]], Result]:
    def handler(conn: Conn, actor: Actor, p: Mapping[str, Any]) -> Result:
        rule_id = actions.set_rule_enabled(conn, actor, _rule(p), enabled)
        return Result(f"junk rule {rule_id} {'enabled' if enabled else 'disabled'}; the next pass's engine uses it",
                      {"rule_id": rule_id})
    return handler


def _junk_move(conn: Conn, actor: Actor, p: Mapping[str, Any]) -> Result:
    order = actions.move_rule(conn, actor, _rule(p), _int(p, "position", minimum=1) or 1)
    return Result("moved; the next pass evaluates the rules in the new order", {"order": order})


def _blacklist_add(conn: Conn, actor: Actor, p: Mapping[str, Any]) -> Result:
    rule_id = actions.add_blacklist(conn, actor, _text(p, "field"), _text(p, "pattern"), _text(p, "note", required=False))
    return Result(f"blacklist rule {rule_id} added", {"id": rule_id})


def _blacklist_id(p: Mapping[str, Any]) -> int:
    value = _int(p, "id", minimum=1)
    assert value is not None
    return value


def _blacklist_remove(conn: Conn, actor: Actor, p: Mapping[str, Any]) -> Result:
    rule_id = _blacklist_id(p)
    actions.remove_blacklist(conn, actor, rule_id)
    return Result(f"blacklist rule {rule_id} removed")


def _blacklist_toggle(enabled: bool) -> Callable[[Conn, Actor, Mapping[str, Any]], Result]:
    def handler(conn: Conn, actor: Actor, p: Mapping[str, Any]) -> Result:
        rule_id = _blacklist_id(p)
        actions.set_blacklist_enabled(conn, actor, rule_id, enabled)
        return Result(f"blacklist rule {rule_id} {'enabled' if enabled else 'disabled'}")
    return handler


def _poster_watch(conn: Conn, actor: Actor, p: Mapping[str, Any]) -> Result:
    stored = actions.watch_poster(conn, actor, _text(p, "pattern"), _text(p, "note", required=False))
    return Result(f"watching posters matching {stored!r}")


def _poster_unwatch(conn: Conn, actor: Actor, p: Mapping[str, Any]) -> Result:
    pattern = _text(p, "pattern")
    actions.unwatch_poster(conn, actor, pattern)
    return Result(f"stopped watching {pattern!r}")


def _provider_test(conn: Conn, actor: Actor, p: Mapping[str, Any]) -> Result:
    from usenet_ops.adapters.nntp_hook import NNTPHook

    name = _text(p, "name")
    if name not in dagconfig.provider_conn_ids():
        raise BadRequest(f"{name!r} is not one of the providers ({', '.join(dagconfig.provider_conn_ids())})")
    probe = NNTPHook(name).probe()
    actions.record_provider_test(conn, actor, name, ok=probe.ok, message=probe.message, seconds=probe.seconds,
                                 capabilities=probe.capabilities)
    return Result(f"{name}: {'OK' if probe.ok else 'FAILED'} in {probe.seconds * 1000:.0f} ms: {probe.message}",
                  {"ok": probe.ok})


# Actions that change the indexer: each needs ADMIN.
HANDLERS: dict[Action, Callable[[Conn, Actor, Mapping[str, Any]], Result]] = {
    Action.GROUP_ADD: _group_add,
    Action.GROUP_TUNE: _group_tune,
    Action.GROUP_REMOVE: _group_remove,
    Action.JUNK_ENABLE: _junk_toggle(True),
    Action.JUNK_DISABLE: _junk_toggle(False),
    Action.JUNK_MOVE: _junk_move,
    Action.BLACKLIST_ADD: _blacklist_add,
    Action.BLACKLIST_REMOVE: _blacklist_remove,
    Action.BLACKLIST_ENABLE: _blacklist_toggle(True),
    Action.BLACKLIST_DISABLE: _blacklist_toggle(False),
    Action.POSTER_WATCH: _poster_watch,
    Action.POSTER_UNWATCH: _poster_unwatch,
    Action.PROVIDER_TEST: _provider_test,
}


def parse(body: Any) -> tuple[Action, Mapping[str, Any]]:
    """Return the action a request body names and its parameters; BadRequest when it names none we know."""
    if not isinstance(body, dict):
        raise BadRequest("send a JSON object: {\"action\": ..., parameters}")
    name = body.get("action")
    try:
        action = Action(name)
    except ValueError:
        raise BadRequest(f"unknown action {str(name)[:60]!r}") from None
    if action not in HANDLERS and action is not Action.DAG_RUN:
        raise BadRequest(f"{action.value} is not available from the view")
    return action, body


class NotConfigured(RuntimeError):
    """Airflow's REST API address cannot be read from the configuration; the message says what to set."""


def airflow_api_base() -> str:
    """Return the base URL of Airflow's REST API, from Airflow's configuration only.

    ``[api] base_url`` (AIRFLOW__API__BASE_URL) names it when set; else the
    view runs inside the api-server, which answers on the loopback at
    ``[api] port`` (plain HTTP unless ``[api] ssl_cert`` is set, and then a
    loopback certificate would not match: base_url must be set).
    """
    from airflow.configuration import conf

    base = (conf.get("api", "base_url", fallback="") or "").strip().rstrip("/")
    if not base:
        if (conf.get("api", "ssl_cert", fallback="") or "").strip():
            raise NotConfigured("the api-server serves TLS: set AIRFLOW__API__BASE_URL to the https address its "
                                "certificate names, for the view's Run-now")
        port = str(conf.get("api", "port", fallback="8080") or "8080").strip()
        if not port.isdigit():
            raise NotConfigured(f"[api] port {port[:20]!r} is not a port: fix it or set AIRFLOW__API__BASE_URL")
        return f"http://127.0.0.1:{int(port)}"
    scheme, sep, rest = base.partition("://")
    if not sep or scheme.lower() not in ("http", "https") or not rest or any(c in base for c in "?#@ \t\r\n"):
        raise NotConfigured(f"AIRFLOW__API__BASE_URL={base[:100]!r} is not an http(s) URL without credentials, "
                            "query or fragment: fix it for the view's Run-now")
    return base


def run(conn: Conn, user: Any, action: Action, params: Mapping[str, Any], *, token: str | None,
        api_base: Callable[[], str] = airflow_api_base) -> Result:
    """Check the caller's permission, then run the action; Forbidden, BadRequest or the store's refusal otherwise."""
    actor = Actor(view_auth.user_name(user), Source.VIEW)
    if action is Action.DAG_RUN:
        return _dag_run(conn, user, actor, params, token=token, api_base=api_base)
    if not view_auth.allowed(user, view_auth.Access.ADMIN):
        actions.record(conn, actor, action, _target(params), outcome=Outcome.REFUSED,
                       message="needs the Admin role in Airflow")
        raise Forbidden(f"{action.value} needs the Admin role in Airflow; you are signed in as {actor.name}")
    try:
        return HANDLERS[action](conn, actor, params)
    except BadRequest as exc:  # a parameter refused before any store call: the action's own row never came
        actions.record(conn, actor, action, _target(params), outcome=Outcome.REFUSED, message=str(exc))
        raise


def _target(params: Mapping[str, Any]) -> str:
    """Return what a request names as its target, for the audit row of its refusal (Postgres text holds no NUL)."""
    raw = str(params.get("name") or params.get("rule") or params.get("id") or params.get("pattern") or "")[:200]
    return raw.replace("\x00", "\\x00")


def _dag_run(conn: Conn, user: Any, actor: Actor, p: Mapping[str, Any], *, token: str | None,
             api_base: Callable[[], str]) -> Result:
    """Create a DAG run through Airflow's REST API with the caller's own token (Airflow checks it again)."""
    dag_id = _text(p, "dag_id")
    if not dag_id.startswith("usenet_") or len(dag_id) > 100 or not dag_id.replace("_", "").isalnum():
        raise BadRequest("dag_id must name one of the usenet DAGs")
    if not view_auth.may_trigger(user, dag_id):
        actions.record(conn, actor, Action.DAG_RUN, dag_id, outcome=Outcome.REFUSED,
                       message="Airflow does not let this user trigger the DAG")
        raise Forbidden(f"Airflow does not let {actor.name} trigger {dag_id} (a DAG run permission is needed)")
    if not token:
        raise Forbidden("no Airflow session token on the request; sign in again")
    try:
        base = api_base()
    except NotConfigured as exc:
        actions.record(conn, actor, Action.DAG_RUN, dag_id, outcome=Outcome.FAILED, message=str(exc))
        raise BadRequest(str(exc)) from None
    status, answer = _post_json(f"{base}/api/v2/dags/{dag_id}/dagRuns",
                                {"logical_date": None, "note": f"Run now from the Usenet view by {actor.name}"}, token)
    if status >= 300:
        detail = str(answer.get("detail", answer))[:500] if isinstance(answer, dict) else str(answer)[:500]
        actions.record(conn, actor, Action.DAG_RUN, dag_id, outcome=Outcome.FAILED,
                       message=f"Airflow answered {status}: {detail}")
        raise BadRequest(f"Airflow refused the run of {dag_id} ({status}): {detail}")
    run_id = str(answer.get("dag_run_id", "")) if isinstance(answer, dict) else ""
    actions.record(conn, actor, Action.DAG_RUN, dag_id, detail={"run_id": run_id, "state": answer.get("state")})
    return Result(f"{dag_id}: run {run_id} created ({answer.get('state')})", {"run_id": run_id})


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    """Answer a redirect as the error it is here: following it would send the token where it points."""

    def redirect_request(self, req: urllib.request.Request, fp: Any, code: int, msg: str, headers: Any,
                         newurl: str) -> None:
        return None


# No proxy from the environment (HTTP_PROXY would see the token) and no redirect.
_OPENER = urllib.request.build_opener(urllib.request.ProxyHandler({}), _NoRedirect())


def _post_json(url: str, body: Mapping[str, Any], token: str) -> tuple[int, Any]:
    request = urllib.request.Request(url, data=json.dumps(body).encode(), method="POST",
                                     headers={"Content-Type": "application/json", "Authorization": f"Bearer {token}"})
    try:
        with _OPENER.open(request, timeout=30) as response:
            return response.status, json.loads(response.read() or b"{}")
    except urllib.error.HTTPError as exc:
        if 300 <= exc.code < 400:
            exc.close()
            return exc.code, {"detail": f"Airflow's REST API at {url} answered with a redirect, which is not followed "
                                        "(it would carry your token); set AIRFLOW__API__BASE_URL to the address "
                                        "that serves the API itself"}
        try:
            return exc.code, json.loads(exc.read() or b"{}")
        except ValueError:
            return exc.code, {"detail": exc.reason}
    except (urllib.error.URLError, OSError, ValueError) as exc:
        return 599, {"detail": f"could not reach Airflow's REST API at {url}: {exc}"}
