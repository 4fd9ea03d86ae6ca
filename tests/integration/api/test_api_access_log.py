"""The access log over real gunicorn: a true/false switch, no query strings (API keys), no forged lines."""

from __future__ import annotations

import http.client
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
SECRET = "5ec12e7a5ec12e7a5ec12e7a5ec12e7a"


def _serve(argv: list[str], env: dict[str, str], cwd: Path) -> subprocess.Popen:
    return subprocess.Popen(argv, env={**os.environ, **env}, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            start_new_session=True)


def _wait_ready(proc: subprocess.Popen, port: int) -> None:
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise AssertionError(f"the server exited: {proc.stdout.read().decode(errors='replace')[-2000:]}")
        try:
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=2)
            conn.request("GET", "/api?t=caps")
            conn.getresponse().read()
            return
        except OSError:
            time.sleep(0.2)
    raise AssertionError("the server did not answer within 30 s")


def _hostile_requests(port: int) -> None:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
    for path, headers in [
        (f"/api?t=search&apikey={SECRET}&q=x", {}),
        (f"/rss?t=5000&r={SECRET}", {"Referer": f"http://example.com/page?apikey={SECRET}"}),
        (f"/getnzb/0123456789abcdef.nzb?apikey={SECRET}", {"User-Agent": 'Sonarr/4 "quoted" \\ end'}),
        # gunicorn refuses a control character in a header (400) before the app: never logged raw.
        (f"/api?t=search&apikey={SECRET}", {"User-Agent": "x \x1b[31mred"}),
        ("/api%0a127.0.0.1%20FORGED%20LINE?t=caps", {}),
    ]:
        conn.request("GET", path, headers=headers)
        conn.getresponse().read()


def _stop(proc: subprocess.Popen) -> str:
    os.killpg(proc.pid, signal.SIGTERM)
    out, _ = proc.communicate(timeout=30)
    return out.decode("utf-8", errors="replace")


def _access_lines(output: str) -> list[str]:
    return [line for line in output.splitlines() if '"GET ' in line]


@pytest.mark.slow
def test_api_serve_with_the_access_log_on_writes_paths_but_never_query_strings_or_forged_lines(db, pg_dsn, tmp_path):
    from usenet_ops.devtools.localservices import free_port

    port = free_port()
    proc = _serve([sys.executable, "-m", "usenet_ops.cli.main", "api", "serve", "--port", str(port), "--workers", "1",
                   "--open"], {"USENET_DSN": pg_dsn, "USENET_API_ACCESS_LOG": "true"}, tmp_path)
    try:
        _wait_ready(proc, port)
        _hostile_requests(port)
    finally:
        output = _stop(proc)
    lines = _access_lines(output)
    assert SECRET not in output, "an API key reached the log"
    assert any('"GET /api HTTP/1.1" 200' in line for line in lines), output[-2000:]
    assert any('"GET /rss HTTP/1.1" 200' in line and '"http://example.com/page"' in line for line in lines)
    assert any('"GET /getnzb/0123456789abcdef.nzb HTTP/1.1" 404' in line and '"Sonarr/4 \\"quoted\\" \\ end"' in line
               for line in lines), output
    assert "\x1b" not in output
    assert not any(line.startswith("127.0.0.1 FORGED") for line in output.splitlines())
    assert any("/api%0a127.0.0.1%20FORGED%20LINE" in line for line in lines)


@pytest.mark.slow
def test_api_serve_with_the_access_log_off_writes_none(db, pg_dsn, tmp_path):
    from usenet_ops.devtools.localservices import free_port

    port = free_port()
    proc = _serve([sys.executable, "-m", "usenet_ops.cli.main", "api", "serve", "--port", str(port), "--workers", "1",
                   "--open"], {"USENET_DSN": pg_dsn, "USENET_API_ACCESS_LOG": "false"}, tmp_path)
    try:
        _wait_ready(proc, port)
        _hostile_requests(port)
    finally:
        output = _stop(proc)
    assert _access_lines(output) == [] and "Booting worker" in output


def test_api_serve_refuses_an_access_log_value_that_is_not_a_switch(pg_dsn, tmp_path):
    proc = subprocess.run([sys.executable, "-m", "usenet_ops.cli.main", "api", "serve", "--port", "1"],
                          env={**os.environ, "USENET_DSN": pg_dsn, "USENET_API_ACCESS_LOG": "/var/log/api.log"},
                          cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 1 and "USENET_API_ACCESS_LOG='/var/log/api.log' is not a switch" in proc.stderr


@pytest.mark.slow
@pytest.mark.parametrize("switch", ["0", "1"])
def test_gunicorn_conf_reads_the_switch_and_never_opens_a_file_named_by_it(db, pg_dsn, tmp_path, switch):
    from usenet_ops.devtools.localservices import free_port

    port = free_port()
    proc = _serve([str(Path(sys.executable).parent / "gunicorn"), "-c", str(ROOT / "api" / "gunicorn.conf.py"),
                   "--pythonpath", str(ROOT), "--workers", "1", "api.wsgi:app"],
                  {"USENET_DSN": pg_dsn, "USENET_API_ACCESS_LOG": switch, "USENET_API_PORT": str(port),
                   "USENET_API_OPEN": "1"}, tmp_path)
    try:
        _wait_ready(proc, port)
        _hostile_requests(port)
    finally:
        output = _stop(proc)
    assert not (tmp_path / switch).exists(), "the switch's value was taken for a log file"
    assert SECRET not in output
    lines = _access_lines(output)
    if switch == "1":
        assert any('"GET /api HTTP/1.1" 200' in line for line in lines), output[-2000:]
    else:
        assert lines == []
