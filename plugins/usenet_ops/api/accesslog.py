"""The API's access log under gunicorn: no query strings, no control characters.

Newznab clients send the API key in the query string (``apikey=``, ``r=``),
so gunicorn's default line (``"%(r)s"``: method, path AND query) writes every
key to the log, and with it to whoever reads the logs. The line here keeps
the method, the path, the status, the size and the time, and drops the query
everywhere it could appear (the request line, the referer, the environ and
header atoms). What is left of client text (path, user agent, referer) has
its unprintable characters escaped: a decoded ``%0a`` in a path must not
forge a log line (gunicorn escapes the double quotes).
"""

from __future__ import annotations

from typing import Any

from gunicorn import glogging

ACCESS_LOG_FORMAT = '%(h)s %(t)s "%(r)s" %(s)s %(B)s %(M)sms "%(f)s" "%(a)s"'
LOGGER_CLASS = "usenet_ops.api.accesslog.AccessLogger"
AGENT_CHARS = 200


def _printable(text: str) -> str:
    """Return text with unprintable characters escaped (gunicorn escapes double quotes itself)."""
    if text.isprintable():
        return text
    return "".join(c if c.isprintable() else c.encode("unicode_escape").decode("ascii") for c in text)


def _without_query(uri: str) -> str:
    return uri.split("?", 1)[0].split("#", 1)[0]


class AccessLogger(glogging.Logger):
    """gunicorn's logger with query strings dropped and client text escaped in every access-log atom."""

    def atoms(self, resp: Any, req: Any, environ: dict[str, Any], request_time: Any) -> dict[str, Any]:
        """Return gunicorn's atoms, made safe to write (see the module docstring)."""
        atoms = {k: v for k, v in super().atoms(resp, req, environ, request_time).items()
                 if not (k.startswith("{") and k[-2:] in ("}e", "}i"))}
        path = _printable(_without_query(str(environ.get("RAW_URI") or environ.get("PATH_INFO") or "")))
        atoms["r"] = f"{_printable(str(environ.get('REQUEST_METHOD', '-')))} {path} " \
                     f"{_printable(str(environ.get('SERVER_PROTOCOL', '-')))}"
        atoms["U"] = _printable(str(atoms.get("U") or ""))
        atoms["q"] = "-"
        referer = environ.get("HTTP_REFERER")
        atoms["f"] = _printable(_without_query(str(referer))) if referer else "-"
        atoms["a"] = _printable(str(environ.get("HTTP_USER_AGENT", "-")))[:AGENT_CHARS]
        return atoms


def gunicorn_options(enabled: bool) -> dict[str, Any]:
    """Return gunicorn's access-log settings: to stdout when ``enabled``, else none; always our format and logger."""
    return {"accesslog": "-" if enabled else None, "access_log_format": ACCESS_LOG_FORMAT,
            "logger_class": LOGGER_CLASS}
