"""The access log's atoms: query strings dropped everywhere, client text escaped (no gunicorn process needed)."""

from __future__ import annotations

import datetime as dt
from types import SimpleNamespace

import pytest
from gunicorn.config import Config

from usenet_ops.api.accesslog import ACCESS_LOG_FORMAT, AccessLogger, gunicorn_options

KEY = "0123456789abcdef0123456789abcdef"


def _atoms(**environ: str) -> dict:
    base = {"REQUEST_METHOD": "GET", "RAW_URI": f"/api?t=search&apikey={KEY}", "PATH_INFO": "/api",
            "QUERY_STRING": f"t=search&apikey={KEY}", "SERVER_PROTOCOL": "HTTP/1.1", "REMOTE_ADDR": "10.0.0.1"}
    base.update(environ)
    response = SimpleNamespace(status="200 OK", sent=123, headers=[("Content-Type", "application/rss+xml")])
    request = SimpleNamespace(headers=[("REFERER", base.get("HTTP_REFERER", "-")), ("X-API-KEY", KEY)])
    return AccessLogger(Config()).atoms(response, request, base, dt.timedelta(milliseconds=12))


def test_the_request_line_keeps_method_path_and_protocol_but_never_the_query() -> None:
    atoms = _atoms()
    assert atoms["r"] == "GET /api HTTP/1.1" and atoms["q"] == "-"
    assert not any(KEY in str(v) for v in atoms.values()), "no atom may carry the key (environ and header atoms)"
    assert (ACCESS_LOG_FORMAT % atoms).count(KEY) == 0


def test_a_referer_loses_its_query_and_fragment_and_an_absolute_uri_its_query() -> None:
    atoms = _atoms(HTTP_REFERER=f"http://ui.example/search?apikey={KEY}#top",
                   RAW_URI=f"http://api.example/rss?r={KEY}")
    assert atoms["f"] == "http://ui.example/search" and atoms["r"] == "GET http://api.example/rss HTTP/1.1"


@pytest.mark.parametrize("text", ["/api\n127.0.0.1 forged", "/a\r\x1b[2Jb", "/\x00\x7f\x85\u2028"])
def test_unprintable_characters_in_a_path_or_user_agent_are_escaped(text: str) -> None:
    atoms = _atoms(RAW_URI=text, PATH_INFO=text, HTTP_USER_AGENT=text)
    for value in (atoms["r"], atoms["U"], atoms["a"]):
        assert value.isprintable(), value
    assert "\\n127.0.0.1 forged" in _atoms(RAW_URI="/api\n127.0.0.1 forged")["r"]


def test_a_huge_user_agent_is_cut() -> None:
    assert len(_atoms(HTTP_USER_AGENT="A" * 10_000)["a"]) == 200


def test_the_switch_sends_the_log_to_stdout_or_nowhere_and_always_sets_the_format() -> None:
    assert gunicorn_options(True)["accesslog"] == "-" and gunicorn_options(False)["accesslog"] is None
    assert gunicorn_options(False)["access_log_format"] == ACCESS_LOG_FORMAT
    assert "%(r)s" in ACCESS_LOG_FORMAT and "%(q)s" not in ACCESS_LOG_FORMAT
