"""The one alert path: log, record, webhook."""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, HTTPServer
from types import SimpleNamespace

import pytest

from usenet_ops.adapters import alerts
from usenet_ops.domain.errors import OperatorHint


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
