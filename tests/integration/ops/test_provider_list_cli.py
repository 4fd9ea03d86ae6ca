"""`usenet-ops provider list`: each account's backbone, role and what it is doing, as text and --json."""

from __future__ import annotations

import json

import pytest

from usenet_ops.cli.main import main
from usenet_ops.store import groups, provider_checks

ACCOUNTS = {
    "nntp_main": {"host": "news.example.com", "extra": {"role": "primary", "connections": "8"}},
    "nntp_spare": {"host": "news2.example.com", "extra": {"role": "backup"}},
    "nntp_blocks": {"host": "fill.example.com", "extra": {"role": "fill", "backbone": "example.com"}},
    "nntp_other": {"host": "news.other.net", "login": "reader", "password": "s3cret", "extra": {"role": "primary"}},
}


@pytest.fixture
def fleet(monkeypatch: pytest.MonkeyPatch) -> None:
    for conn_id, conn in ACCOUNTS.items():
        monkeypatch.setenv(f"AIRFLOW_CONN_{conn_id.upper()}", json.dumps({"conn_type": "nntp", "port": 119, **conn}))
    monkeypatch.setenv("USENET_NNTP_CONN_IDS", ",".join([*ACCOUNTS, "nntp_missing"]))


def test_provider_list_json_names_each_accounts_role_and_what_it_is_doing(db, pg_dsn: str, capsys, fleet) -> None:
    for i in range(4):
        groups.add(db, f"alt.binaries.list{i}")
    assert main(["provider", "list", "--dsn", pg_dsn, "--json"]) == 0
    out = capsys.readouterr().out
    assert "s3cret" not in out
    rows = {r["conn_id"]: r for r in json.loads(out)["providers"]}
    assert list(rows) == [*ACCOUNTS, "nntp_missing"]
    assert {"conn_id", "server", "backbone", "role", "priority", "connections", "crawls", "share", "groups_owned",
            "groups_active", "failing", "doing", "last_check"} <= set(rows["nntp_main"])
    main_row = rows["nntp_main"]
    assert (main_row["role"], main_row["backbone"], main_row["connections"]) == ("primary", "example.com", 8)
    assert main_row["server"] == "nntp://news.example.com:119"
    assert main_row["crawls"] and main_row["doing"] == "crawls 4 of 4 groups on backbone example.com"
    assert rows["nntp_spare"]["doing"] == "backup: standing by while nntp_main answers"
    assert not rows["nntp_spare"]["crawls"]
    assert rows["nntp_blocks"]["doing"] == "fill: probes and health only, never crawls"
    assert rows["nntp_other"]["server"] == "nntp://reader@news.other.net:119"
    assert rows["nntp_other"]["doing"] == "crawls 4 of 4 groups on backbone other.net"
    assert rows["nntp_missing"]["role"] is None and rows["nntp_missing"]["doing"].startswith("unusable connection")


def test_provider_list_shows_the_backup_crawling_while_the_primary_fails(db, pg_dsn: str, capsys, fleet) -> None:
    groups.add(db, "alt.binaries.only")
    provider_checks.record_check(db, "nntp_main", ok=False, message="502 too many connections", seconds=0.2)
    assert main(["provider", "list", "--dsn", pg_dsn]) == 0
    lines = {line.split()[0]: line for line in capsys.readouterr().out.splitlines()[1:]}
    assert "backup: crawls 1 of 1 groups on backbone example.com (no primary on example.com answers" in lines["nntp_spare"]
    assert "primary: its latest check failed; nntp_spare crawls backbone example.com" in lines["nntp_main"]


def test_status_show_json_stays_one_object_whatever_airflow_prints_looking_connections_up(
        db, pg_dsn: str, capsys, fleet) -> None:
    """Airflow logs "Skipping masking for a secret as it's too short" to stdout for a short login: not into --json."""
    monkeypatch = pytest.MonkeyPatch()
    monkeypatch.setenv("AIRFLOW_CONN_NNTP_TINY", json.dumps({"conn_type": "nntp", "host": "tiny.example", "port": 119,
                                                             "login": "ab", "password": "xy"}))
    monkeypatch.setenv("USENET_NNTP_CONN_IDS", "nntp_tiny,nntp_other")
    try:
        assert main(["status", "show", "--json", "--dsn", pg_dsn]) == 0
        report = json.loads(capsys.readouterr().out)
    finally:
        monkeypatch.undo()
    assert {p["name"] for p in report["providers"]} == {"nntp_tiny", "nntp_other"}
