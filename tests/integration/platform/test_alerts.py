"""The one alert path: log, record, webhook."""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, HTTPServer
from types import SimpleNamespace

import pytest

from usenet_ops.adapters import alerts
from usenet_ops.domain.hints import OperatorHint


class _Hook(BaseHTTPRequestHandler):
    received: list[dict] = []

    def do_POST(self) -> None:  # noqa: N802 - http.server API
        body = self.rfile.read(int(self.headers["Content-Length"]))
        _Hook.received.append(json.loads(body))
        self.send_response(204)
        self.end_headers()

    def log_message(self, *args) -> None:
        pass


@pytest.fixture
def webhook(monkeypatch: pytest.MonkeyPatch):
    server = HTTPServer(("127.0.0.1", 0), _Hook)
    _Hook.received = []
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    monkeypatch.setenv("USENET_ALERT_WEBHOOK", f"http://127.0.0.1:{server.server_port}/alert")
    yield _Hook.received
    server.shutdown()


def _context(exc: BaseException) -> dict:
    ti = SimpleNamespace(dag_id="usenet_crawl", task_id="crawl_group", run_id="manual__1", map_index=3, try_number=2)
    return {"ti": ti, "exception": exc}


def test_a_failure_produces_exactly_one_alert_with_job_error_and_hint(db, webhook) -> None:
    exc = OperatorHint("alt.binaries.x made no progress for 3 passes", hint="the provider's GROUP bounds")
    alerts.on_task_failure(_context(exc))
    rows = db.execute("SELECT job, task, map_index, try_number, message, hint, delivered FROM usenet.errors").fetchall()
    assert len(rows) == 1
    row = rows[0]
    assert row["job"] == "usenet_crawl" and row["task"] == "crawl_group" and row["map_index"] == 3
    assert "made no progress" in row["message"] and row["hint"] == "the provider's GROUP bounds"
    assert row["delivered"] == ["log", "webhook"]
    assert len(webhook) == 1 and webhook[0]["job"] == "usenet_crawl" and webhook[0]["hint"] == "the provider's GROUP bounds"


def test_a_dead_webhook_does_not_raise_and_is_not_claimed_delivered(db, monkeypatch: pytest.MonkeyPatch) -> None:
    from usenet_ops.devtools import localservices

    monkeypatch.setenv("USENET_ALERT_WEBHOOK", f"http://127.0.0.1:{localservices.free_port()}/nothing")
    alerts.on_task_failure(_context(RuntimeError("boom")))
    row = db.execute("SELECT message, hint, delivered FROM usenet.errors").fetchone()
    assert row["delivered"] == ["log"]
    assert row["message"] == "RuntimeError: boom" and "task log" in row["hint"]


class _SMTPServer:
    """A one-connection-at-a-time SMTP server over real sockets that records what it was sent.

    ``transcript`` holds every command line; "<tls>" marks where the session
    switched to TLS. Enough of RFC 5321/3207/4954 for smtplib: EHLO, STARTTLS,
    AUTH PLAIN, MAIL, RCPT, DATA, QUIT.
    """

    def __init__(self, offer_starttls: bool) -> None:
        import socket
        import ssl

        from scripted import self_signed_cert

        self.cert, key = self_signed_cert()
        self.tls = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        self.tls.load_cert_chain(self.cert, key)
        self.offer_starttls = offer_starttls
        self.transcript: list[str] = []
        self.messages: list[bytes] = []
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port = self.listener.getsockname()[1]
        self.thread = threading.Thread(target=self._serve, daemon=True)
        self.thread.start()

    def _serve(self) -> None:
        import ssl

        while True:
            try:
                sock, _ = self.listener.accept()
            except OSError:
                return
            tls = False
            reader = sock.makefile("rb")
            try:
                sock.sendall(b"220 test smtp\r\n")
                while True:
                    line = reader.readline()
                    if not line:
                        break
                    text = line.decode().rstrip("\r\n")
                    self.transcript.append(text)
                    verb = text.split(" ", 1)[0].upper()
                    if verb == "EHLO":
                        caps = ["250-test", "250-AUTH PLAIN"] + (["250-STARTTLS"] if self.offer_starttls and not tls
                                                                 else [])
                        sock.sendall(("\r\n".join([*caps, "250 OK"]) + "\r\n").encode())
                    elif verb == "STARTTLS":
                        sock.sendall(b"220 go ahead\r\n")
                        sock = self.tls.wrap_socket(sock, server_side=True)
                        reader = sock.makefile("rb")
                        tls = True
                        self.transcript.append("<tls>")
                    elif verb == "AUTH":
                        sock.sendall(b"235 ok\r\n")
                    elif verb == "DATA":
                        sock.sendall(b"354 go\r\n")
                        body = b""
                        while (chunk := reader.readline()) not in (b".\r\n", b""):
                            body += chunk
                        self.messages.append(body)
                        sock.sendall(b"250 queued\r\n")
                    elif verb == "QUIT":
                        sock.sendall(b"221 bye\r\n")
                        break
                    else:
                        sock.sendall(b"250 ok\r\n")
            except (OSError, ssl.SSLError):
                pass
            finally:
                sock.close()

    def close(self) -> None:
        self.listener.close()


@pytest.fixture
def smtp_env(monkeypatch: pytest.MonkeyPatch):
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "nntp"))
    servers: list[_SMTPServer] = []

    def start(offer_starttls: bool, login: bool) -> _SMTPServer:
        server = _SMTPServer(offer_starttls)
        servers.append(server)
        monkeypatch.setenv("SSL_CERT_FILE", server.cert)  # ssl.create_default_context() trusts it
        monkeypatch.setenv("USENET_ALERT_SMTP_HOST", f"127.0.0.1:{server.port}")
        monkeypatch.setenv("USENET_ALERT_EMAIL", "ops@example.com")
        if login:
            monkeypatch.setenv("USENET_ALERT_SMTP_USER", "alerts")
            monkeypatch.setenv("USENET_ALERT_SMTP_PASSWORD", "mail-secret")
        return server

    yield start
    for server in servers:
        server.close()


def _auth_lines(server: _SMTPServer) -> list[str]:
    return [t for t in server.transcript if t.upper().startswith("AUTH")]


def test_alert_mail_uses_starttls_when_offered_and_logs_in_only_after_it(db, smtp_env) -> None:
    server = smtp_env(offer_starttls=True, login=True)
    alerts.on_task_failure(_context(RuntimeError("provider down")))
    row = db.execute("SELECT delivered FROM usenet.errors").fetchone()
    assert row["delivered"] == ["log", "smtp"]
    assert "<tls>" in server.transcript and _auth_lines(server)
    assert server.transcript.index("<tls>") < server.transcript.index(_auth_lines(server)[0])
    assert server.transcript.index("STARTTLS") < server.transcript.index("<tls>")
    assert len(server.messages) == 1 and b"provider down" in server.messages[0]


def test_alert_mail_never_sends_a_login_to_a_server_without_starttls(db, smtp_env) -> None:
    server = smtp_env(offer_starttls=False, login=True)
    alerts.on_task_failure(_context(RuntimeError("provider down")))
    row = db.execute("SELECT delivered FROM usenet.errors").fetchone()
    assert row["delivered"] == ["log"], "no TLS, a login configured: no mail rather than a plain-text password"
    assert _auth_lines(server) == [] and server.messages == []
    assert not any("mail-secret" in t for t in server.transcript)


def test_alert_mail_without_a_login_is_sent_even_where_tls_is_not_offered(db, smtp_env) -> None:
    server = smtp_env(offer_starttls=False, login=False)
    alerts.on_task_failure(_context(RuntimeError("provider down")))
    assert db.execute("SELECT delivered FROM usenet.errors").fetchone()["delivered"] == ["log", "smtp"]
    assert "<tls>" not in server.transcript and len(server.messages) == 1


def test_a_password_in_an_error_is_redacted_in_every_channel(db, webhook, smtp_env) -> None:
    server = smtp_env(offer_starttls=True, login=False)
    exc = OperatorHint("dial nntp://reader:hunter2@news.example.com:119 failed",
                       hint="check nntps://reader:hunter2@news.example.com")
    alerts.on_task_failure(_context(exc))
    row = db.execute("SELECT message, hint FROM usenet.errors").fetchone()
    assert "hunter2" not in row["message"] + row["hint"] and "nntp://reader:***@news.example.com" in row["message"]
    assert "hunter2" not in json.dumps(webhook)
    assert len(server.messages) == 1 and b"hunter2" not in server.messages[0]


def test_a_hint_survives_being_wrapped_by_airflows_fail_exception(db) -> None:
    from airflow.sdk.exceptions import AirflowFailException

    try:
        try:
            raise OperatorHint("group renumbered", hint="usenet-ops groups reset-watermark")
        except OperatorHint as inner:
            raise AirflowFailException(f"{inner} (not retried)") from inner
    except AirflowFailException as outer:
        alerts.on_task_failure(_context(outer))
    assert db.execute("SELECT hint FROM usenet.errors").fetchone()["hint"] == "usenet-ops groups reset-watermark"
