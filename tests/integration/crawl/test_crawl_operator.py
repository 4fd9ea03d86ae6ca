"""CrawlGroupOperator: the crawl on the hook's pool, and what no retry can fix failing the task at once."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest
from airflow.sdk.exceptions import AirflowFailException

from usenet_ops import newsserver
from usenet_ops.adapters.operators import CrawlGroupOperator
from usenet_ops.nntp.errors import NNTPTemporaryError
from usenet_ops.nntp.pool import PoolSettings
from usenet_ops.nntp.values import Timeouts
from usenet_ops.store import settings as settings_store

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "nntp"))

from scripted import Script, ScriptedServer, Session  # noqa: E402


def _context() -> dict:
    ti = SimpleNamespace(dag_id="usenet_crawl", run_id="manual__test", task_id="crawl_group", map_index=0,
                         try_number=1)
    return {"ti": ti}


def _connection(monkeypatch: pytest.MonkeyPatch, conn_id: str, **fields: object) -> str:
    monkeypatch.setenv(f"AIRFLOW_CONN_{conn_id.upper()}", json.dumps({"conn_type": "nntp", **fields}))
    return conn_id


def _operator(conn_id: str, group: str = "alt.binaries.test") -> CrawlGroupOperator:
    return CrawlGroupOperator(task_id="crawl_group", group=group, nntp_conn_id=conn_id)


def test_the_crawl_runs_on_the_hooks_pool_made_from_the_live_settings(crawl_db, crawl_corpus, corpus_groups,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    for knob, value in {"keepalive_min": 5, "provider_down_cooldown_min": 3, "op_timeout_sec": 45}.items():
        settings_store.set_value(crawl_db, knob, value)
    with newsserver.serve(crawl_corpus[0], backbone="a", require_auth=True) as srv:
        conn_id = _connection(monkeypatch, "nntp_op_ok", host=srv.host, port=srv.port, login="user",
                              password="pass", extra={"backbone": "a", "connections": 2})
        op = _operator(conn_id, corpus_groups[0])
        report = op.execute(_context())
    assert report["state"] == "done" and report["articles"] > 0 and report["failed_batches"] == 0
    assert op.hook.pool_settings == PoolSettings(keepalive_s=300, cooldown_s=180,
                                                 timeouts=Timeouts(dial=30, command=45, stat=10))
    assert "_pool" not in op.hook.__dict__, "the task closes its pool (QUIT, keepalive stopped)"


@pytest.mark.parametrize(("fields", "match"), [
    ({"port": 119}, "no host"),
    ({"host": "news.example.com", "extra": {"connections": "many"}}, "invalid literal"),
    ({"host": "news.example.com", "extra": {"tls": "sometimes"}}, "tls must be"),
], ids=["no-host", "bad-connections-extra", "bad-tls-extra"])
def test_an_unusable_connection_fails_the_task_at_once(monkeypatch: pytest.MonkeyPatch, fields: dict,
                                                       match: str) -> None:
    conn_id = _connection(monkeypatch, "nntp_op_bad", **fields)
    with pytest.raises(AirflowFailException, match=match):
        _operator(conn_id).execute(_context())


def test_refused_credentials_481_fail_the_task_at_once(crawl_db, crawl_corpus, corpus_groups,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    with newsserver.serve(crawl_corpus[0], backbone="a", require_auth=True) as srv:
        conn_id = _connection(monkeypatch, "nntp_op_481", host=srv.host, port=srv.port, login="user",
                              password="wrong", extra={"backbone": "a"})
        with pytest.raises(AirflowFailException, match="481.*not retried"):
            _operator(conn_id, corpus_groups[0]).execute(_context())
    row = crawl_db.execute("SELECT state FROM usenet.crawl_passes").fetchone()
    assert row["state"] == "failed"


def _refusing(code: bytes) -> Script:
    script = Script()

    def authinfo(s: Session, a: str) -> bytes:
        return b"381 password required\r\n" if a.upper().startswith("USER") else code + b" refused\r\n"

    script.handlers["AUTHINFO"] = authinfo
    return script


@pytest.mark.parametrize("code", [b"482", b"483"])
def test_a_refused_authentication_sequence_or_tls_requirement_fails_the_task_at_once(
        crawl_db, monkeypatch: pytest.MonkeyPatch, code: bytes) -> None:
    with ScriptedServer(_refusing(code)) as server:
        conn_id = _connection(monkeypatch, "nntp_op_refused", host="127.0.0.1", port=server.port, login="u",
                              password="p", extra={"tls": "off", "compression": "off"})
        with pytest.raises(AirflowFailException, match=code.decode()):
            _operator(conn_id).execute(_context())


def test_a_temporary_failure_is_left_to_airflows_retries(crawl_db, monkeypatch: pytest.MonkeyPatch) -> None:
    with ScriptedServer(Script(greeting=b"400 service temporarily unavailable\r\n")) as server:
        conn_id = _connection(monkeypatch, "nntp_op_busy", host="127.0.0.1", port=server.port,
                              extra={"tls": "off"})
        with pytest.raises(NNTPTemporaryError):
            _operator(conn_id).execute(_context())


def test_a_refused_starttls_fails_the_task_at_once_without_sending_the_password(
        crawl_db, monkeypatch: pytest.MonkeyPatch) -> None:
    script = Script(capabilities=["VERSION 2", "READER", "STARTTLS", "AUTHINFO USER"])
    script.handlers["STARTTLS"] = lambda s, a: b"580 can not initiate TLS negotiation\r\n"
    with ScriptedServer(script) as server:
        conn_id = _connection(monkeypatch, "nntp_op_starttls", host="127.0.0.1", port=server.port, login="u",
                              password="s3cret", extra={"tls": "starttls", "compression": "off"})
        with pytest.raises(AirflowFailException, match="refused STARTTLS.*not retried") as caught:
            _operator(conn_id).execute(_context())
        assert "s3cret" not in str(caught.value)
        assert not [c for c in server.commands if c.upper().startswith("AUTHINFO")], server.commands
