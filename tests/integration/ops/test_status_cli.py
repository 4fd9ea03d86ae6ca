"""`usenet-ops status show`: the same report as status.json, from the indexer database."""

from __future__ import annotations

import json

import pytest

from usenet_ops.cli.main import main
from usenet_ops.store import groups


def test_status_show_json_carries_status_json_fields(db, pg_dsn: str, capsys, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("USENET_NNTP_CONN_IDS", "nntp_missing")
    groups.add(db, "alt.binaries.x")
    db.execute("INSERT INTO usenet.group_state (backbone, group_name, stalled_passes) VALUES ('b', 'alt.binaries.x', 4)")
    assert main(["status", "show", "--dsn", pg_dsn, "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert {"crawl", "providers", "active_groups", "staged_articles", "ready_groups", "pending_count", "total_nzbs",
            "total_nzbs_exact", "jobs", "errors", "stalled", "workers", "worker_last_seen", "worker_stale"} <= set(report)
    assert report["active_groups"] == 1 and report["crawl"] == {"running": False, "groups": 0}
    assert report["stalled"] == [{"backbone": "b", "group_name": "alt.binaries.x", "stalled_passes": 4}]
    assert report["providers"][0]["name"] == "nntp_missing" and report["providers"][0]["enabled"] is False


def test_status_show_prints_a_readable_summary(db, pg_dsn: str, capsys) -> None:
    db.execute("INSERT INTO usenet.errors (job, task, message, hint) VALUES ('usenet_build', 'build', 'boom', 'look')")
    assert main(["status", "show", "--dsn", pg_dsn]) == 0
    out = capsys.readouterr().out
    assert "catalogue: 0 releases" in out and "job usenet_build: never run" in out
    assert "error " in out and "usenet_build.build: boom -- check: look" in out
