"""NNTPHook, provider info, pools and the provider CLI, against the scripted server."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from scripted import Script, ScriptedServer, Session, block

from usenet_ops.adapters import pools
from usenet_ops.adapters.nntp_hook import NNTPHook, provider_config_from_connection
from usenet_ops.adapters.provider_info import get_provider_info
from usenet_ops.cli.main import main as cli_main
from usenet_ops.nntp.pool import Pool
from usenet_ops.nntp.provider import Role, TLSMode

LINES = [f"{n}\tsubject {n}\tposter\tdate\t<m{n}@x>\t\t{1000 + n}\t10\tXref: h alt.test:{n}".encode() for n in range(1, 301)]


def _group(s: Session, a: str) -> bytes:
    return b"211 300 1 300 alt.test\r\n" if a == "alt.test" else b"411 no such group\r\n"


def _over(offset: int):  # type: ignore[no-untyped-def]
    def handler(s: Session, a: str) -> bytes:
        lo, _, hi = a.partition("-")
        picked = [ln for ln in LINES if int(lo) <= int(ln.split(b"\t")[0]) <= int(hi)]
        return block("224 overview", picked)

    return handler


def _stat(offset: int):  # type: ignore[no-untyped-def]
    def handler(s: Session, a: str) -> bytes:
        n = int(a.strip("<>").split("@")[0][1:])
        return f"223 {n + offset} {a}\r\n".encode()

    return handler


def news_script(offset: int = 0, **kw: object) -> Script:
    script = Script(**kw)  # type: ignore[arg-type]
    script.handlers.update({"GROUP": _group, "OVER": _over(offset), "STAT": _stat(offset)})
    return script


def test_provider_info_declares_the_nntp_connection_type_and_its_fields() -> None:
    info = get_provider_info()
    assert info["package-name"] == "usenet-ops"
    (ct,) = info["connection-types"]
    assert ct["connection-type"] == "nntp"
    assert ct["hook-class-name"] == f"{NNTPHook.__module__}.{NNTPHook.__name__}"
    assert set(ct["conn-fields"]) == {"tls", "connections", "backbone", "role", "priority", "compression",
                                      "allow_plaintext_login"}
    # Every extra the provider reads is a field of the form, and nothing else is.
    from usenet_ops.nntp.provider import EXTRA_KEYS
    assert set(ct["conn-fields"]) == set(EXTRA_KEYS)


def test_airflow_discovers_the_connection_type_from_the_installed_package() -> None:
    from airflow.providers_manager import ProvidersManager

    pm = ProvidersManager()
    assert "usenet-ops" in pm.providers
    assert pm.hooks["nntp"].hook_class_name == "usenet_ops.adapters.nntp_hook.NNTPHook"
    assert "extra__nntp__connections" in pm.connection_form_widgets


def test_hook_module_imports_without_an_airflow_database() -> None:
    code = "import usenet_ops.adapters.nntp_hook, usenet_ops.adapters.pools, usenet_ops.adapters.provider_info"
    env = {"PATH": "/usr/bin:/bin", "AIRFLOW__DATABASE__SQL_ALCHEMY_CONN": "postgresql+psycopg://nobody@127.0.0.1:1/none"}
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120)
    assert proc.returncode == 0, proc.stderr[-2000:]


class _Conn:
    def __init__(self, conn_id: str, port: int | None, extra: dict, login: str | None = None,
                 password: str | None = None, host: str = "news.eweka.nl", conn_type: str = "nntp") -> None:
        self.conn_id, self.host, self.port, self.login, self.password = conn_id, host, port, login, password
        self.extra_dejson, self.conn_type = extra, conn_type


def test_connection_extras_are_read_from_the_allowlist_and_parsed_from_strings() -> None:
    cfg = provider_config_from_connection(_Conn("eweka", None, {
        "tls": "true", "connections": "8", "role": "fill", "priority": "2", "compression": "off",
        "use_ssl": False, "unknown": "ignored"}, "u", "p"))
    assert (cfg.tls, cfg.port, cfg.connections, cfg.role, cfg.priority, cfg.compression) == (
        TLSMode.IMPLICIT, 563, 8, Role.FILL, 2, False)
    assert cfg.backbone == "eweka.nl"
    assert cfg.name == "eweka"


def test_desired_pools_one_per_nntp_connection_with_its_cap() -> None:
    conns = [_Conn("a", 119, {"connections": "6"}), _Conn("b", 119, {}), _Conn("pg", 5432, {}, conn_type="postgres")]
    assert pools.desired_pools(conns) == {"nntp_a": 6, "nntp_b": 4}
    assert pools.pool_name("eweka") == "nntp_eweka"


def test_env_var_connections_are_found_in_json_and_uri_form() -> None:
    env = {
        "AIRFLOW_CONN_NNTP_ONE": json.dumps({"conn_type": "nntp", "host": "h", "extra": {"connections": 3}}),
        "AIRFLOW_CONN_NNTP_TWO": "nntp://u:p@h:119/?connections=7",
        "AIRFLOW_CONN_PG": "postgresql://x@y/z",
    }
    refs = {r.conn_id: r.connections for r in pools.env_connections(env)}
    assert refs == {"nntp_one": 3, "nntp_two": 7}


def test_hook_test_connection_and_get_conn_against_a_server(monkeypatch: pytest.MonkeyPatch) -> None:
    with ScriptedServer(news_script(users={"u": "pw"})) as server:
        monkeypatch.setenv("AIRFLOW_CONN_NNTP_SCRIPTED", json.dumps({
            "conn_type": "nntp", "host": "127.0.0.1", "port": server.port, "login": "u", "password": "pw",
            "extra": {"tls": "off", "connections": 2}}))
        hook = NNTPHook("nntp_scripted")
        ok, message = hook.test_connection()
        assert ok, message
        assert "authenticated" in message and "pw" not in message
        pool = hook.get_conn()
        assert isinstance(pool, Pool) and pool.size == 2
        with pool.borrow(2) as c:
            assert c.group("alt.test") is not None
        pool.close()
        monkeypatch.setenv("AIRFLOW_CONN_NNTP_BAD", json.dumps({
            "conn_type": "nntp", "host": "127.0.0.1", "port": server.port, "login": "u", "password": "nope",
            "extra": {"tls": "off"}}))
        ok, message = NNTPHook("nntp_bad").test_connection()
        assert not ok and "credentials" in message


@pytest.mark.airflow
def test_pools_sync_creates_and_resizes_provider_pools(airflow_db: str, monkeypatch: pytest.MonkeyPatch,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("AIRFLOW_CONN_NNTP_SYNCME", "nntp://u:p@news.example.com:119/?connections=5")
    assert cli_main(["pools", "sync", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert {"name": "nntp_nntp_syncme", "slots": 5, "action": "created"} in out["pools"]
    monkeypatch.setenv("AIRFLOW_CONN_NNTP_SYNCME", "nntp://u:p@news.example.com:119/?connections=3")
    assert cli_main(["pools", "sync", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert {"name": "nntp_nntp_syncme", "slots": 3, "action": "updated"} in out["pools"]
    from airflow.models.pool import Pool as AirflowPool

    assert {p.pool: p.slots for p in AirflowPool.get_pools()}["nntp_nntp_syncme"] == 3


def test_provider_test_cli_reports_group_bounds_and_over_rate_as_json(capsys: pytest.CaptureFixture[str]) -> None:
    with ScriptedServer(news_script(users={"u": "pw"})) as server:
        code = cli_main(["provider", "test", server.url("u", "pw"), "--group", "alt.test", "--sample", "250",
                         "--batch", "100", "--json"])
    report = json.loads(capsys.readouterr().out)
    assert code == 0
    assert report["auth"] is True and report["compression"] == "none"
    assert report["group"] == {"name": "alt.test", "exists": True, "count": 300, "low": 1, "high": 300}
    assert report["over"]["lines"] == 250 and report["over"]["low"] == 51
    assert report["greeting"].startswith("200")
    assert "pw" not in report["provider"]


def test_provider_test_cli_reports_refused_auth_and_fails(capsys: pytest.CaptureFixture[str]) -> None:
    with ScriptedServer(news_script(users={"u": "pw"})) as server:
        code = cli_main(["provider", "test", server.url("u", "bad"), "--json"])
    report = json.loads(capsys.readouterr().out)
    assert code == 1 and report["auth"] is False and report["error"]["class"] == "NNTPAuthError"


@pytest.mark.parametrize(("offset", "verdict"), [(0, "same backbone"), (1000, "different backbone")])
def test_provider_probe_compares_numbering_by_stat(offset: int, verdict: str, capsys: pytest.CaptureFixture[str]) -> None:
    with ScriptedServer(news_script()) as ref, ScriptedServer(news_script(offset)) as other:
        code = cli_main(["provider", "probe", other.url(), "--reference", ref.url(), "--group", "alt.test",
                         "--sample", "50", "--json"])
    report = json.loads(capsys.readouterr().out)
    assert code == 0
    assert report["verdict"] == verdict
    assert report["sampled"] == 50 and report["shared"] == 50


def test_provider_test_cli_accepts_an_airflow_conn_id(monkeypatch: pytest.MonkeyPatch,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    with ScriptedServer(news_script()) as server:
        monkeypatch.setenv("AIRFLOW_CONN_NNTP_CLI", f"nntp://127.0.0.1:{server.port}/?tls=off&backbone=scripted")
        code = cli_main(["provider", "test", "nntp_cli", "--json"])
    report = json.loads(capsys.readouterr().out)
    assert code == 0 and report["ok"] and report["backbone"] == "scripted"


def test_provider_test_cli_over_implicit_tls_with_a_ca_file(tls_pair, tmp_path: Path,  # type: ignore[no-untyped-def]
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    import ssl as ssl_mod

    server_ctx, client_ctx = tls_pair
    ca = tmp_path / "ca.pem"
    ca.write_text("".join(ssl_mod.DER_cert_to_PEM_cert(c) for c in client_ctx.get_ca_certs(binary_form=True)))
    with ScriptedServer(news_script(), tls=server_ctx) as server:
        code = cli_main(["provider", "test", server.url(scheme="nntps"), "--ca-file", str(ca), "--json"])
    report = json.loads(capsys.readouterr().out)
    assert code == 0 and report["tls"] is True


def test_hook_test_button_reports_an_unusable_connection_instead_of_raising(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("AIRFLOW_CONN_NNTP_NOHOST", json.dumps({"conn_type": "nntp", "port": 119}))
    ok, message = NNTPHook("nntp_nohost").test_connection()
    assert not ok and "no host" in message


def test_configure_pool_replaces_a_pool_made_with_other_settings(monkeypatch: pytest.MonkeyPatch) -> None:
    from usenet_ops.nntp.pool import PoolSettings

    monkeypatch.setenv("AIRFLOW_CONN_NNTP_CFG", "nntp://news.example.com:119/?connections=2")
    hook = NNTPHook("nntp_cfg")
    first = hook.get_conn()
    hook.configure_pool(PoolSettings(keepalive_s=0))
    second = hook.get_conn()
    assert second is not first and second.settings.keepalive_s == 0
    hook.configure_pool(PoolSettings(keepalive_s=0))
    assert hook.get_conn() is second
    hook.close()


def test_pool_for_fails_the_task_on_refused_credentials_and_always_closes_the_pool(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from airflow.sdk.exceptions import AirflowFailException

    from usenet_ops.nntp.errors import NNTPAuthError, NNTPTemporaryError
    from usenet_ops.settings import Settings

    monkeypatch.setenv("AIRFLOW_CONN_NNTP_PF", "nntp://news.example.com:119/?connections=2")
    hook = NNTPHook("nntp_pf")
    knobs = Settings()
    with pytest.raises(AirflowFailException, match="not retried"), hook.pool_for(knobs) as pool:
        assert isinstance(pool, Pool) and "_pool" in hook.__dict__
        raise NNTPAuthError("481 authentication rejected", code=481)
    assert "_pool" not in hook.__dict__  # closed: its connections QUIT
    # A failure a retry may cure is raised as it is (Airflow retries it), and the pool is closed all the same.
    with pytest.raises(NNTPTemporaryError), hook.pool_for(knobs):
        raise NNTPTemporaryError("400 service temporarily unavailable", code=400)
    assert "_pool" not in hook.__dict__
    from dataclasses import replace

    from usenet_ops.nntp.pool import PoolSettings

    live = replace(knobs, keepalive_min=0)
    with hook.pool_for(live) as pool:  # the pool is made with the live knobs
        assert pool.settings == PoolSettings.from_knobs(live) != PoolSettings.from_knobs(knobs)
