"""The Flask application: routes, the per-request catalogue connection, one error handler.

Routes:
- ``/api?t=...``: caps, search, tvsearch, movie, music, book, details, get,
  getnfo (and Newznab's remaining functions, answered 203);
- ``/rss``: the browse feed by category (Newznab's ``/rss?t=<cat>&r=<key>``
  form and ``cat=``/``apikey=`` both work);
- ``/getnzb/<guid>.nzb``: the NZB, with HTTP statuses a downloader acts on
  (404 unknown, 401 bad key, 429 limit).

Every refusal is an ``ApiError`` rendered by ``_render_error``; anything
unexpected is logged with its traceback on the server and answered as
Newznab error 900, never as an HTML 500 page.
"""

from __future__ import annotations

import gzip
import logging
import threading
import unicodedata
from urllib.parse import quote

import psycopg
from flask import Flask, Response, g, request
from psycopg.rows import dict_row
from psycopg_pool import ConnectionPool, PoolTimeout
from werkzeug.exceptions import HTTPException

from usenet_ops import __version__
from usenet_ops.api import feed
from usenet_ops.api.config import ApiConfig
from usenet_ops.api.errors import ApiError, ErrorCode
from usenet_ops.api.keys import KeyStore
from usenet_ops.api.params import Params, parse_output, parse_query_string, require
from usenet_ops.api.search import build_query, search_title
from usenet_ops.store import db
from usenet_ops.store.catalogue import Page, PostgresCatalogue
from usenet_ops.store.db import Conn

log = logging.getLogger(__name__)

SEARCH_FUNCTIONS = frozenset({"search", "tvsearch", "movie", "music", "book"})
# Newznab functions this service knows but does not offer: 203, not 202.
NOT_AVAILABLE = frozenset({"getnfo", "info", "cartadd", "cartdel", "comments", "commentadd", "register", "user"})


class Catalogue:
    """The process's connection pool to the catalogue, opened on first use (after gunicorn forks)."""

    def __init__(self, config: ApiConfig) -> None:
        self._config = config
        self._pool: ConnectionPool | None = None
        self._lock = threading.Lock()

    def pool(self) -> ConnectionPool:
        """Return the pool, opening it on first call."""
        if self._pool is None:
            with self._lock:
                if self._pool is None:
                    pool = ConnectionPool(
                        self._config.dsn,
                        min_size=self._config.pool_min,
                        max_size=self._config.pool_max,
                        kwargs={
                            "autocommit": True,
                            "row_factory": dict_row,
                            # Custom plans always: a generic plan for "category = ANY($1)"
                            # or "ILIKE $2" cannot know how selective the values are.
                            # statement_timeout: a pathological query costs one error 900,
                            # never a worker stuck for minutes. synchronous_commit=off: the
                            # only writes here are usage and grab counters; waiting for a WAL
                            # flush on each (~4 ms measured) would double a search's latency,
                            # and a crash loses at most a fraction of a second of counts.
                            "options": (f"-c search_path={db.SCHEMA},public -c plan_cache_mode=force_custom_plan "
                                        f"-c statement_timeout={self._config.statement_timeout_ms} "
                                        "-c synchronous_commit=off"),
                            "application_name": "usenet-ops-api",
                        },
                        timeout=self._config.pool_timeout,
                        open=False,
                        name="usenet-api",
                    )
                    pool.open(wait=False)
                    self._pool = pool
        return self._pool

    def close(self) -> None:
        """Close the pool (tests, shutdown)."""
        if self._pool is not None:
            self._pool.close()
            self._pool = None


def build(config: ApiConfig | None = None) -> Flask:
    """Build the app (see ``usenet_ops.api.create_app``)."""
    cfg = config or ApiConfig.from_env()
    app = Flask("usenet_ops.api")
    app.config["USENET_API"] = cfg
    catalogue_pool = Catalogue(cfg)
    app.extensions["usenet_catalogue"] = catalogue_pool
    sink = PostgresCatalogue()
    keys = KeyStore()
    caps_cache: dict[tuple[str, str], bytes] = {}

    def conn() -> Conn:
        if "usenet_conn" not in g:
            try:
                g.usenet_conn = catalogue_pool.pool().getconn()
            except PoolTimeout:
                raise ApiError(ErrorCode.UNKNOWN_ERROR, "Catalogue busy or unreachable; retry shortly") from None
        return g.usenet_conn

    @app.teardown_appcontext
    def _release(_exc: BaseException | None) -> None:
        connection = g.pop("usenet_conn", None)
        if connection is not None:
            catalogue_pool.pool().putconn(connection)

    def base_url() -> str:
        return cfg.base_url or request.host_url.rstrip("/")

    def params() -> Params:
        if "usenet_params" not in g:
            g.usenet_params = parse_query_string(request.query_string)
        return g.usenet_params

    def output() -> str:
        try:
            return parse_output(params())
        except ApiError:
            return "xml"

    def authorise(p: Params, *, grab: bool = False) -> str | None:
        key = p.first("apikey", "r")
        if cfg.open_mode:
            return key
        g.usenet_usage = keys.authorise(conn(), key, grab=grab)
        return key

    # ---- error rendering ------------------------------------------------------

    def render_error(error: ApiError) -> Response:
        if output() == "json":
            response = Response(feed.error_json(error), status=error.status, content_type=feed.JSON_CONTENT_TYPE)
        else:
            response = Response(feed.error_xml(error), status=error.status, content_type=feed.XML_CONTENT_TYPE)
        if error.retry_after is not None:
            response.headers["Retry-After"] = str(error.retry_after)
        return response

    @app.errorhandler(ApiError)
    def _api_error(error: ApiError) -> Response:
        return render_error(error)

    @app.errorhandler(HTTPException)
    def _http_error(error: HTTPException) -> Response:
        code = ErrorCode.NO_SUCH_FUNCTION if error.code in (404, 405) else ErrorCode.UNKNOWN_ERROR
        return render_error(ApiError(code, error.description or error.name, status=error.code or 500))

    @app.errorhandler(psycopg.OperationalError)
    def _db_down(error: psycopg.OperationalError) -> Response:
        log.error("catalogue unavailable: %s", error)
        return render_error(ApiError(ErrorCode.UNKNOWN_ERROR, "Catalogue unavailable; retry later"))

    @app.errorhandler(Exception)
    def _unexpected(error: Exception) -> Response:
        log.exception("unexpected error answering %s", request.path)
        return render_error(ApiError(ErrorCode.UNKNOWN_ERROR, "Internal error; the server log has the details"))

    # ---- documents ------------------------------------------------------------

    def caps() -> Response:
        fmt = output()
        key = (base_url(), fmt)
        body = caps_cache.get(key)
        if body is None:
            info = feed.CapsInfo(cfg.title, base_url(), cfg.default_limit, cfg.max_limit, cfg.retention_days,
                                 __version__)
            body = feed.caps_json(info) if fmt == "json" else feed.caps_xml(info)
            if len(caps_cache) >= 64:  # keyed by the client's Host header: keep it bounded
                caps_cache.clear()
            caps_cache[key] = body
        return Response(body, content_type=feed.JSON_CONTENT_TYPE if fmt == "json" else feed.XML_CONTENT_TYPE)

    def results(page: Page, key: str | None, description: str) -> Response:
        links = feed.Links(base_url(), key)
        if parse_output(params()) == "json":
            return Response(feed.rss_json(page, links, title=cfg.title, description=description),
                            content_type=feed.JSON_CONTENT_TYPE)
        return Response(feed.rss_xml(page, links, title=cfg.title, description=description,
                                     usage=g.get("usenet_usage")),
                        content_type=feed.RSS_CONTENT_TYPE)

    def details(p: Params, key: str | None) -> Response:
        guid = require(p, "id", "guid").lower()
        row = sink.by_guid(conn(), guid)
        if row is None:
            raise ApiError(ErrorCode.NO_SUCH_ITEM, "No such item")
        return results(Page([row], 0, 1), key, "details")

    def nzb(guid: str, *, http_errors: bool) -> Response:
        stored = sink.nzb(conn(), guid.lower())
        if stored is None:
            if http_errors:
                raise ApiError(ErrorCode.NO_SUCH_ITEM, "No such item", status=404)
            raise ApiError(ErrorCode.NO_SUCH_ITEM, "No such item")
        release = stored.release
        category = feed.nzb_category(release)
        body = feed.nzb_document(stored)
        if request.method == "GET":  # a HEAD probe is not a download
            sink.record_grab(conn(), release.id)
        response = Response(body, content_type=feed.NZB_CONTENT_TYPE)
        name = _file_name(release.title)
        ascii_name = _ascii(name) or release.guid
        response.headers["Content-Disposition"] = (
            f'attachment; filename="{ascii_name}.nzb"; filename*=UTF-8\'\'{quote(name + ".nzb", safe="")}'
        )
        response.headers["X-DNZB-Name"] = ascii_name
        response.headers["X-DNZB-Category"] = _ascii(category) or "Other"
        response.headers["Vary"] = "Accept-Encoding"
        if "gzip" in request.headers.get("Accept-Encoding", "").lower():
            response.set_data(gzip.compress(body, compresslevel=5))
            response.headers["Content-Encoding"] = "gzip"
        return response

    # ---- routes ---------------------------------------------------------------

    @app.get("/api")
    def api() -> Response:
        p = params()
        function = p.get("t")
        if function is None:
            raise ApiError(ErrorCode.MISSING_PARAMETER, "Missing parameter (t)")
        function = function.lower()
        parse_output(p)
        if function == "caps":
            return caps()
        if function in SEARCH_FUNCTIONS:
            key = authorise(p)
            query = build_query(function, p, cfg)
            return results(sink.search(conn(), query), key, search_title(function))
        if function == "details":
            key = authorise(p)
            return details(p, key)
        if function == "get":
            guid = require(p, "id", "guid")
            authorise(p, grab=True)
            return nzb(guid, http_errors=False)
        if function in NOT_AVAILABLE:
            authorise(p)
            raise ApiError(ErrorCode.FUNCTION_NOT_AVAILABLE, f"Function not available ({function})")
        raise ApiError(ErrorCode.NO_SUCH_FUNCTION, f"No such function ({function})")

    @app.get("/rss")
    def rss() -> Response:
        p = params()
        # Newznab's own RSS URL carries the category in t= and the key in r=.
        values = dict(p.values)
        t = values.pop("t", None)
        if t is not None and "cat" not in values:
            values["cat"] = t
        browse = Params(values)
        parse_output(browse)
        key = authorise(browse)
        query = build_query("search", browse, cfg)
        return results(sink.search(conn(), query), key, "browse")

    @app.get("/getnzb/<string:name>")
    def getnzb(name: str) -> Response:
        p = params()
        guid = name[:-4] if name.lower().endswith(".nzb") else name
        try:
            authorise(p, grab=True)
        except ApiError as error:
            if error.code is ErrorCode.BAD_CREDENTIALS:
                raise ApiError(error.code, error.description, status=401) from None
            raise
        return nzb(guid, http_errors=True)

    return app


_FILE_UNSAFE = str.maketrans({c: "_" for c in '/\\:*?"<>|'})


def _file_name(title: str) -> str:
    cleaned = "".join(ch for ch in title if unicodedata.category(ch)[0] != "C")
    return cleaned.translate(_FILE_UNSAFE).strip(" .") or "release"


def _ascii(value: str) -> str:
    folded = unicodedata.normalize("NFKD", value).encode("ascii", "ignore").decode("ascii")
    return "".join(ch for ch in folded if 32 <= ord(ch) < 127 and ch != '"').strip()
