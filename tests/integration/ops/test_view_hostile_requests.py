"""The Usenet view under attack (issue 31): Run-now's token goes only where Airflow's configuration says, and an
over-long body is refused before it is read.

Airflow's own app with its SimpleAuthManager (the ``airflow_app`` fixture of
test_view_api) answers; "Airflow's REST API" and "the attacker" are real HTTP
listeners on other ports, so what reaches each is what went over a socket.
The body tests serve the same app with uvicorn on a real socket, because an
in-process client reads a whole body before the app sees it.
"""

from __future__ import annotations

import json
import socket
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest
from fastapi.testclient import TestClient
from test_view_api import _as, _token, airflow_app  # noqa: F401  (airflow_app: the module's fixture, shared)

from usenet_ops.store import audit

pytestmark = pytest.mark.airflow


class Listener:
    """An HTTP server that records every request it receives and answers as told."""

    def __init__(self, status: int = 200, headers: dict[str, str] | None = None, body: Any = None) -> None:
        self.requests: list[dict[str, Any]] = []
        self.connections = 0
        listener = self

        class Handler(BaseHTTPRequestHandler):
            def setup(self) -> None:
                listener.connections += 1
                super().setup()

            def do_POST(self) -> None:  # noqa: N802  (http.server's name)
                length = int(self.headers.get("Content-Length") or 0)
                listener.requests.append({"path": self.path, "authorization": self.headers.get("Authorization"),
                                          "body": self.rfile.read(length)})
                payload = json.dumps(body if body is not None else {}).encode()
                self.send_response(status)
                for name, value in (headers or {}).items():
                    self.send_header(name, value)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(payload)))
                self.end_headers()
                self.wfile.write(payload)

            do_GET = do_POST  # noqa: N815  (a proxy is sent GET-less absolute URLs too; record them all)

            def log_message(self, *args: object) -> None:
                pass

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.port = self._server.server_address[1]
        self.url = f"http://127.0.0.1:{self.port}"
        threading.Thread(target=self._server.serve_forever, daemon=True).start()

    def close(self) -> None:
        self._server.shutdown()
        self._server.server_close()


@pytest.fixture
def attacker() -> Iterator[Listener]:
    listener = Listener(body={"dag_run_id": "stolen", "state": "queued"})
    yield listener
    listener.close()


@pytest.fixture
def airflow_api(monkeypatch: pytest.MonkeyPatch) -> Iterator[Listener]:
    """Airflow's REST API as configured ([api] base_url): answers a DAG run created."""
    listener = Listener(body={"dag_run_id": "manual__from_view", "state": "queued"})
    monkeypatch.setenv("AIRFLOW__API__BASE_URL", listener.url)
    yield listener
    listener.close()


def _run_now(client: TestClient, host: str) -> Any:
    headers = {**_as("admin", client), "Host": host}
    return client.post("/usenet/api/actions", headers=headers, json={"action": "dag.run", "dag_id": "usenet_prune"})


def test_a_forged_host_header_sends_nothing_to_that_host(airflow_app: TestClient, db, attacker: Listener,  # noqa: F811
                                                         airflow_api: Listener) -> None:
    answer = _run_now(airflow_app, f"127.0.0.1:{attacker.port}")
    assert answer.status_code == 200, answer.text
    assert answer.json()["data"]["run_id"] == "manual__from_view"
    assert attacker.connections == 0 and attacker.requests == [], "the token went to the Host header's server"
    (sent,) = airflow_api.requests
    assert sent["path"] == "/api/v2/dags/usenet_prune/dagRuns" and sent["authorization"].startswith("Bearer ey")


def test_a_redirect_from_the_configured_api_is_not_followed(airflow_app: TestClient, db, attacker: Listener,  # noqa: F811
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    redirecting = Listener(status=307, headers={"Location": f"{attacker.url}/api/v2/dags/usenet_prune/dagRuns"})
    monkeypatch.setenv("AIRFLOW__API__BASE_URL", redirecting.url)
    try:
        answer = _run_now(airflow_app, "127.0.0.1:8080")
    finally:
        redirecting.close()
    assert answer.status_code == 400 and "redirect" in answer.json()["detail"]
    assert len(redirecting.requests) == 1 and attacker.connections == 0
    row = audit.recent(db, limit=1)[0]
    assert (row["action"], row["outcome"]) == ("dag.run", "failed")


def test_a_proxy_from_the_environment_never_sees_the_token(airflow_app: TestClient, db, attacker: Listener,  # noqa: F811
                                                           airflow_api: Listener,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("http_proxy", "HTTP_PROXY", "https_proxy", "HTTPS_PROXY"):
        monkeypatch.setenv(name, attacker.url)
    for name in ("no_proxy", "NO_PROXY"):
        monkeypatch.delenv(name, raising=False)
    assert _run_now(airflow_app, "127.0.0.1:8080").status_code == 200
    assert attacker.connections == 0 and len(airflow_api.requests) == 1


def test_without_a_base_url_run_now_asks_this_api_server_on_the_loopback(airflow_app: TestClient, db,  # noqa: F811
                                                                         attacker: Listener,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    local = Listener(body={"dag_run_id": "manual__loopback", "state": "queued"})
    monkeypatch.delenv("AIRFLOW__API__BASE_URL", raising=False)
    monkeypatch.setenv("AIRFLOW__API__PORT", str(local.port))
    try:
        answer = _run_now(airflow_app, f"127.0.0.1:{attacker.port}")
    finally:
        local.close()
    assert answer.status_code == 200 and answer.json()["data"]["run_id"] == "manual__loopback"
    assert attacker.connections == 0 and len(local.requests) == 1


@pytest.mark.parametrize("base", ["ftp://airflow.example", "http://user:pw@airflow.example", "airflow:8080"])
def test_a_base_url_that_is_no_plain_http_url_is_refused_naming_the_setting(airflow_app: TestClient, db,  # noqa: F811
                                                                           monkeypatch: pytest.MonkeyPatch,
                                                                           base: str) -> None:
    monkeypatch.setenv("AIRFLOW__API__BASE_URL", base)
    answer = _run_now(airflow_app, "127.0.0.1:8080")
    assert answer.status_code == 400 and "AIRFLOW__API__BASE_URL" in answer.json()["detail"]


def test_a_declared_over_long_body_is_refused_with_413(airflow_app: TestClient, db) -> None:  # noqa: F811
    headers = {**_as("admin", airflow_app), "Content-Type": "application/json", "Content-Length": str(10**9)}
    body = b'{"action": "group.add", "name": "alt.binaries.small"}'
    answer = airflow_app.post("/usenet/api/actions", headers=headers, content=body)
    assert answer.status_code == 413
    bad = airflow_app.post("/usenet/api/filters/test", content=b'{"title": "x"}',
                           headers={**headers, "Content-Length": "12abc"})
    assert bad.status_code == 400


# ---- on a real socket --------------------------------------------------------


@pytest.fixture
def served(airflow_app: TestClient) -> Iterator[int]:  # noqa: F811
    """The same Airflow app served by uvicorn on a free loopback port; yield the port."""
    import uvicorn

    server = uvicorn.Server(uvicorn.Config(airflow_app.app, host="127.0.0.1", port=0, lifespan="off",
                                           log_level="warning"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not (server.started and server.servers):
        assert time.monotonic() < deadline, "uvicorn did not start"
        time.sleep(0.05)
    yield server.servers[0].sockets[0].getsockname()[1]
    server.should_exit = True
    thread.join(10)


def _head(port: int, token: str, framing: str) -> socket.socket:
    sock = socket.create_connection(("127.0.0.1", port), timeout=10)
    sock.sendall((f"POST /usenet/api/actions HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nAuthorization: Bearer {token}\r\n"
                  f"Content-Type: application/json\r\n{framing}\r\n").encode())
    return sock


def test_a_declared_over_long_body_is_answered_413_before_a_byte_of_it_is_sent(served: int,
                                                                              airflow_app: TestClient,  # noqa: F811
                                                                              db) -> None:
    sock = _head(served, _token(airflow_app, "admin"), "Content-Length: 100000000\r\n")
    with sock:
        answer = sock.recv(4096)  # the old code waited here for 100 MB that never come
    assert answer.startswith(b"HTTP/1.1 413"), answer[:200]


def test_a_chunked_over_long_body_is_refused_at_the_first_chunk_past_64_kib(served: int, airflow_app: TestClient,  # noqa: F811
                                                                             db) -> None:
    sock = _head(served, _token(airflow_app, "admin"), "Transfer-Encoding: chunked\r\n")
    chunk = b"4000\r\n" + b" " * 0x4000 + b"\r\n"  # 16 KiB of JSON whitespace
    sent = 0
    answer = b""
    with sock:
        sock.settimeout(0.3)
        while sent < 4 * 1024 * 1024 and not answer:
            try:
                sock.sendall(chunk)
            except OSError:
                break  # the server answered and closed
            sent += 0x4000
            try:
                answer = sock.recv(4096)
            except TimeoutError:
                continue
        if not answer:
            sock.settimeout(5)
            answer = sock.recv(4096)
    assert answer.startswith(b"HTTP/1.1 413"), answer[:200]
    assert sent <= 64 * 1024 + 3 * 0x4000, f"refused only after {sent} bytes"
