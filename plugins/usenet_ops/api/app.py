"""The Flask application: the factory, the Newznab blueprint, the per-request connection, one error handler.

Routes (blueprint ``newznab``):
- ``/api?t=...``: caps, search, tvsearch, movie, music, book, details, get,
  getnfo (and Newznab's remaining functions, answered 203);
- ``/rss``: the browse feed by category (Newznab's ``/rss?t=<cat>&r=<key>``
  form and ``cat=``/``apikey=`` both work);
- ``/api?t=details&id=<guid>&recheck=1`` also queues a health recheck of
  that release (the seed's recheck button); ``X-Usenet-Health-Recheck``
  then says ``queued`` or ``checked`` with the request's time;
- ``/getnzb/<guid>.nzb``: the NZB, with HTTP statuses a downloader acts on
  (404 unknown, 401 bad key, 429 limit); a GET that is served counts the
  grab (for the key and the release), a HEAD or an error does not.

``build`` puts what the views share into ``app.extensions`` (the keys
below): the settings, the catalogue's connection pool, the release and key
stores, the caps cache. A request borrows one connection, on first need,
and gives it back in the app context's teardown.

Abuse is refused before it costs work (``api.keys``): a request that no
known key vouches for (caps, open mode, a missing or unknown key) takes a
token from its client address's in-process bucket before any query, and a
key's burst is checked before its request is counted. The address is the
TCP peer's: behind a reverse proxy every client shares the proxy's bucket.
Every answer says ``X-Content-Type-Options: nosniff`` (``no_sniffing``).

Every refusal is an ``ApiError``; every failure, whatever its class, is
turned into one by ``as_api_error`` and rendered by the one handler,
``render_error``. Anything unexpected is logged with its traceback on the
server and answered as Newznab error 900, never as an HTML 500 page.
"""

from __future__ import annotations

import gzip
import logging
import time
from typing import Any

from flask import Blueprint, Flask, Response, current_app, g, request
from werkzeug.exceptions import HTTPException

from usenet_ops import __version__
from usenet_ops.api import feed
from usenet_ops.api import keys as api_keys
from usenet_ops.api.client_buckets import LocalBuckets, client_address
from usenet_ops.api.config import ApiConfig
from usenet_ops.api.errors import ApiError, ErrorCode, missing
from usenet_ops.api.params import Params, parse_output, parse_query_string, require
from usenet_ops.api.search import build_query, id_then_name, search_title
from usenet_ops.settings import Settings, SettingsError
from usenet_ops.store import health_rechecks, probes
from usenet_ops.store import settings as settings_store
from usenet_ops.store.apikeys import KeyStore
from usenet_ops.store.catalogue import Page, PostgresCatalogue, served_ids
from usenet_ops.store.db import Conn
from usenet_ops.store.db_errors import DatabaseError
from usenet_ops.store.pool import CatalogueBusy, CataloguePool, is_unavailable
from usenet_ops.store.ratelimit import TokenBuckets
from usenet_ops.store.server_groups import indexed_for_caps
from usenet_ops.store.spot_records import labels as spot_labels

log = logging.getLogger(__name__)

# app.extensions keys.
CONFIG = "usenet_api_config"
CATALOGUE = "usenet_catalogue"
RELEASES = "usenet_releases"
KEYS = "usenet_apikeys"
CAPS = "usenet_caps"
KNOBS = "usenet_knobs"
# The live knobs (health_hide_dead) are re-read from the settings table at most this often per process.
KNOBS_TTL_S = 30.0
BUCKETS = "usenet_burst_buckets"  # TokenBuckets, or None without USENET_REDIS_URL
GUARDS = "usenet_guards"  # api_keys.Guards: the limits met before any query

SEARCH_FUNCTIONS = frozenset({"search", "tvsearch", "movie", "music", "book"})
# Newznab functions this service knows but does not offer: 203, not 202.
NOT_AVAILABLE = frozenset({"info", "cartadd", "cartdel", "comments", "commentadd", "register", "user"})
# caps is cached per (base URL, format); the base URL comes from the client's Host header, so the cache is bounded.
CAPS_ENTRIES = 64

newznab = Blueprint("newznab", __name__)


def build(config: ApiConfig | None = None) -> Flask:
    """Build the app (see ``usenet_ops.api.create_app``); nothing connects until the first request."""
    cfg = config or ApiConfig.from_env()
    app = Flask("usenet_ops.api")
    app.extensions[CONFIG] = cfg
    app.extensions[CATALOGUE] = CataloguePool(
        cfg.dsn, min_size=cfg.pool_min, max_size=cfg.pool_max, timeout=cfg.pool_timeout,
        statement_timeout_ms=cfg.statement_timeout_ms,
    )
    app.extensions[RELEASES] = PostgresCatalogue()
    app.extensions[KEYS] = KeyStore()
    app.extensions[CAPS] = {}
    app.extensions[KNOBS] = {}
    # Redis is dialled on the first burst check, never here (gunicorn forks after building).
    app.extensions[BUCKETS] = TokenBuckets(cfg.redis_url) if cfg.redis_url else None
    app.extensions[GUARDS] = api_keys.Guards(
        clients=LocalBuckets(), known=api_keys.KnownKeys(), redis=app.extensions[BUCKETS],
        local_bursts=LocalBuckets(), burst=api_keys.Burst(cfg.burst_rate, cfg.burst_size))
    app.register_blueprint(newznab)
    app.teardown_appcontext(release_connection)
    app.after_request(no_sniffing)
    return app


def no_sniffing(response: Response) -> Response:
    """Forbid content sniffing on every answer, errors included.

    An NFO or a release name is Usenet text, written by anyone: a browser
    that sniffed it as HTML would run a poster's script on this origin.
    """
    response.headers["X-Content-Type-Options"] = "nosniff"
    return response


# ---- what the views share ----------------------------------------------------


def _config() -> ApiConfig:
    config: ApiConfig = current_app.extensions[CONFIG]
    return config


def _releases() -> PostgresCatalogue:
    releases: PostgresCatalogue = current_app.extensions[RELEASES]
    return releases


def connection() -> Conn:
    """Return this request's catalogue connection, borrowing it from the pool on first use."""
    if "usenet_conn" not in g:
        pool: CataloguePool = current_app.extensions[CATALOGUE]
        try:
            g.usenet_conn = pool.acquire()
        except CatalogueBusy:
            raise ApiError(ErrorCode.UNKNOWN_ERROR, "Catalogue busy or unreachable; retry shortly") from None
    conn: Conn = g.usenet_conn
    return conn


def release_connection(_exc: BaseException | None) -> None:
    """Give the request's connection back to the pool (registered as the app context's teardown)."""
    conn = g.pop("usenet_conn", None)
    if conn is not None:
        current_app.extensions[CATALOGUE].release(conn)


def _knobs() -> Settings:
    """Return the live knobs, re-read from the settings table every KNOBS_TTL_S seconds.

    A stored override that does not validate is logged and the defaults are
    used: a bad knob must not take the API down.
    """
    cache: dict[str, Any] = current_app.extensions[KNOBS]
    now = time.monotonic()
    knobs = cache.get("settings")
    if not isinstance(knobs, Settings) or now - cache.get("at", 0.0) > KNOBS_TTL_S:
        try:
            knobs = settings_store.load(connection())
        except SettingsError as exc:
            log.warning("settings table: %s; serving with the defaults", exc)
            knobs = Settings()
        cache.update(settings=knobs, at=now)
    return knobs


def _params() -> Params:
    if "usenet_params" not in g:
        g.usenet_params = parse_query_string(request.query_string)
    params: Params = g.usenet_params
    return params


def _output() -> str:
    """Return the requested format, or xml when the request cannot even say that (for errors and caps)."""
    try:
        return parse_output(_params())
    except ApiError:
        return "xml"


def _base_url() -> str:
    return _config().base_url or request.host_url.rstrip("/")


def _guards() -> api_keys.Guards:
    guards: api_keys.Guards = current_app.extensions[GUARDS]
    return guards


def _admit_anonymous() -> None:
    """Take a token from the client address's bucket (a request that no key vouches for), before any query."""
    api_keys.admit_client(_guards(), client_address(request.remote_addr))


def _authorise(p: Params, *, grab: bool = False) -> str | None:
    """Authorise (and count) the request by its key and return the key, to embed in the result's URLs."""
    key = p.first("apikey", "r")
    config = _config()
    if config.open_mode:
        api_keys.admit_open(_guards(), client_address(request.remote_addr), rate=config.burst_rate,
                            burst=config.burst_size)
        return key
    g.usenet_usage = api_keys.authorise(current_app.extensions[KEYS], connection, key, grab=grab,
                                        address=client_address(request.remote_addr), guards=_guards())
    return key


# ---- errors ------------------------------------------------------------------


def as_api_error(error: Exception) -> ApiError:
    """Return the Newznab error a failure is answered with (logging what the client must not see)."""
    if isinstance(error, ApiError):
        return error
    if isinstance(error, HTTPException):
        code = ErrorCode.NO_SUCH_FUNCTION if error.code in (404, 405) else ErrorCode.UNKNOWN_ERROR
        return ApiError(code, error.description or error.name, status=error.code or 500)
    if is_unavailable(error):
        log.error("catalogue unavailable: %s", error)
        return ApiError(ErrorCode.UNKNOWN_ERROR, "Catalogue unavailable; retry later")
    log.exception("unexpected error answering %s", request.path, exc_info=error)
    return ApiError(ErrorCode.UNKNOWN_ERROR, "Internal error; the server log has the details")


@newznab.app_errorhandler(Exception)
def render_error(error: Exception) -> Response:
    """Answer any failure as ``<error code description/>`` (or its JSON shape), with Retry-After on a 429."""
    api_error = as_api_error(error)
    if _output() == "json":
        response = Response(feed.error_json(api_error), status=api_error.status, content_type=feed.JSON_CONTENT_TYPE)
    else:
        response = Response(feed.error_xml(api_error), status=api_error.status, content_type=feed.XML_CONTENT_TYPE)
    if api_error.retry_after is not None:
        response.headers["Retry-After"] = str(api_error.retry_after)
    return response


# ---- documents ---------------------------------------------------------------


def _caps() -> Response:
    _admit_anonymous()
    cfg = _config()
    cache: dict[tuple[str, str, frozenset[str], tuple[tuple[str, str], ...]], bytes] = current_app.extensions[CAPS]
    fmt = _output()
    ids = _served_ids()
    indexed = _caps_groups()
    key = (_base_url(), fmt, ids, indexed)
    body = cache.get(key)
    if body is None:
        info = feed.CapsInfo(cfg.title, _base_url(), cfg.default_limit, cfg.max_limit, cfg.retention_days,
                             __version__, ids, indexed)
        body = feed.caps_json(info) if fmt == "json" else feed.caps_xml(info)
        if len(cache) >= CAPS_ENTRIES:
            cache.clear()
        cache[key] = body
    return Response(body, content_type=feed.JSON_CONTENT_TYPE if fmt == "json" else feed.XML_CONTENT_TYPE)


def _served_ids() -> frozenset[str]:
    """Return the id parameters some listed release can answer (two index probes); none when the catalogue is away.

    caps needs no key and must answer even when the catalogue cannot: it then
    advertises no id, the honest answer while nothing can be checked. The
    two probes run only after the client address's bucket let caps through
    (``_caps``): a caps flood costs no query past the bucket.
    """
    try:
        return served_ids(connection())
    except (ApiError, DatabaseError):
        return frozenset()


def _caps_groups() -> tuple[tuple[str, str], ...]:
    """Return the indexed groups caps lists (``<groups>``); none when the catalogue is away, like ``_served_ids``."""
    try:
        return indexed_for_caps(connection())
    except (ApiError, DatabaseError):
        return ()


def _results(page: Page, key: str | None, description: str, *, details: bool = False) -> Response:
    links = feed.Links(_base_url(), key)
    title = _config().title
    # The Spotnet labels of the page's releases: one indexed probe (docs/adr/0017-spotnet-import.md).
    spots = spot_labels(connection(), [r.content_hash for r in page.items]) if page.items else {}
    if parse_output(_params()) == "json":
        return Response(feed.rss_json(page, links, title=title, description=description, details=details, spots=spots),
                        content_type=feed.JSON_CONTENT_TYPE)
    return Response(feed.rss_xml(page, links, title=title, description=description, usage=g.get("usenet_usage"),
                                 details=details, spots=spots),
                    content_type=feed.RSS_CONTENT_TYPE)


# t=details answers with this header while a health recheck of the release is queued or after it was answered.
RECHECK_HEADER = "X-Usenet-Health-Recheck"


def _details(p: Params, key: str | None) -> Response:
    guid = require(p, "id", "guid").lower()
    row = _releases().by_guid(connection(), guid)
    if row is None:
        raise ApiError(ErrorCode.NO_SUCH_ITEM, "No such item")
    response = _results(Page([row], 0, 1), key, "details", details=True)
    # The seed's recheck button on a release's page: t=details&recheck=1 queues a health check of this release, first
    # in the next health pass (store.health_rechecks; one request per release, so asking again costs nothing).
    if (p.get("recheck") or "").lower() in ("1", "true", "yes"):
        usage = g.get("usenet_usage")
        recheck: health_rechecks.Recheck | None = health_rechecks.request(
            connection(), guid, by=f"api key {usage.key_id}" if usage is not None else "api (open mode)", source="api")
    else:
        recheck = health_rechecks.state(connection(), guid)
    if recheck is not None:
        response.headers[RECHECK_HEADER] = f"{recheck.state}; requested={recheck.requested_at.isoformat()}"
    return response


def _nzb(guid: str, *, http_errors: bool) -> Response:
    releases = _releases()
    stored = releases.nzb(connection(), guid.lower())
    if stored is None:
        if http_errors:
            raise ApiError(ErrorCode.NO_SUCH_ITEM, "No such item", status=404)
        raise ApiError(ErrorCode.NO_SUCH_ITEM, "No such item")
    body = feed.nzb_document(stored)
    if request.method == "GET":  # counted once the NZB is there to serve; a HEAD probe is not a download
        usage = g.get("usenet_usage")
        if usage is not None:
            api_keys.count_grab(current_app.extensions[KEYS], connection(), usage)
        releases.record_grab(connection(), stored.release.id)
    response = Response(body, content_type=feed.NZB_CONTENT_TYPE)
    for name, value in feed.nzb_headers(stored.release):
        response.headers[name] = value
    response.headers["Vary"] = "Accept-Encoding"
    if "gzip" in request.headers.get("Accept-Encoding", "").lower():
        response.set_data(gzip.compress(body, compresslevel=5))
        response.headers["Content-Encoding"] = "gzip"
    return response


def _nfo(guid: str) -> Response:
    """Serve the NFO the probe pass stored for a release (t=getnfo); 300 when the release or its NFO is unknown."""
    exists, text = probes.nfo_by_guid(connection(), guid.lower())
    if not exists:
        raise ApiError(ErrorCode.NO_SUCH_ITEM, "No such item")
    if text is None:
        raise ApiError(ErrorCode.NO_SUCH_ITEM, "No NFO for this item (none was found or it was not probed yet)")
    return Response(feed.nfo_document(text), content_type="text/plain; charset=utf-8")


# ---- routes ------------------------------------------------------------------


@newznab.get("/api")
def api() -> Response:
    """Answer Newznab's ``/api?t=<function>``."""
    p = _params()
    function = p.get("t")
    if function is None:
        raise missing("t")
    function = function.lower()
    parse_output(p)
    if function == "caps":
        return _caps()
    if function in SEARCH_FUNCTIONS:
        key = _authorise(p)
        knobs = _knobs()
        query = build_query(function, p, _config(), hide_dead=knobs.health_hide_dead)
        first, fallback = id_then_name(query)
        page = _releases().search(connection(), first)
        if page.total == 0 and not page.items and fallback is not None:
            # An id that matches nothing, sent with a name: answer by the name (issue 16).
            page = _releases().search(connection(), fallback)
        return _results(page, key, search_title(function))
    if function == "details":
        key = _authorise(p)
        return _details(p, key)
    if function == "getnfo":
        _authorise(p)
        return _nfo(require(p, "id", "guid"))
    if function == "get":
        guid = require(p, "id", "guid")
        _authorise(p, grab=True)
        return _nzb(guid, http_errors=False)
    if function in NOT_AVAILABLE:
        _authorise(p)
        raise ApiError(ErrorCode.FUNCTION_NOT_AVAILABLE, f"Function not available ({function})")
    raise ApiError(ErrorCode.NO_SUCH_FUNCTION, f"No such function ({function})")


@newznab.get("/rss")
def rss() -> Response:
    """Answer the browse feed; Newznab's own RSS URL carries the category in t= and the key in r=."""
    values = dict(_params().values)
    t = values.pop("t", None)
    if t is not None and "cat" not in values:
        values["cat"] = t
    browse = Params(values)
    parse_output(browse)
    key = _authorise(browse)
    knobs = _knobs()
    query = build_query("search", browse, _config(), hide_dead=knobs.health_hide_dead)
    return _results(_releases().search(connection(), query), key, "browse")


@newznab.get("/getnzb/<string:name>")
def getnzb(name: str) -> Response:
    """Serve an NZB by its file name; a bad key is HTTP 401, an unknown guid 404."""
    p = _params()
    guid = name[:-4] if name.lower().endswith(".nzb") else name
    try:
        _authorise(p, grab=True)
    except ApiError as error:
        if error.code is ErrorCode.BAD_CREDENTIALS:
            raise ApiError(error.code, error.description, status=401) from None
        raise
    return _nzb(guid, http_errors=True)
