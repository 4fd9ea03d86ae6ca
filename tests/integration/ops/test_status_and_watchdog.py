"""status.json and the watchdog: numbers from telemetry, alerts that fire exactly once."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from usenet_ops import settings
from usenet_ops.adapters import status
from usenet_ops.devtools import localservices
from usenet_ops.passes import compose, watchdog
from usenet_ops.store import groups

ROOT = Path(__file__).resolve().parents[3]


def test_report_reads_live_numbers_from_telemetry(db) -> None:
    groups.add(db, "alt.binaries.x")
    db.execute("INSERT INTO usenet.staging_counts (group_name, segments) VALUES ('alt.binaries.x', 42)")
    db.execute("""INSERT INTO usenet.crawl_passes (run_id, provider, backbone, group_name, articles, staged, batches)
                  VALUES ('r1', 'nntp_default', 'b', 'alt.binaries.x', 1000, 900, 3)""")
    db.execute("INSERT INTO usenet.errors (job, task, message, hint) VALUES ('usenet_crawl', 'crawl_group', 'boom', 'x')")
    report = status.report(db, settings.Settings(), providers=[{"name": "nntp_default", "host": "h"}])
    assert report["staged_articles"] == 42 and report["active_groups"] == 1
    assert report["crawl"]["running"] is True and report["crawl"]["articles"] == 1000
    assert report["total_nzbs"] == 0 and report["total_nzbs_exact"] is True
    assert report["errors"][0]["op"] == "usenet_crawl.crawl_group"
    assert report["providers"][0]["busy"] == 1
    assert {j["name"] for j in report["jobs"]} >= {"usenet_crawl", "usenet_build"}


def test_build_lag_and_stalls_are_findings(db) -> None:
    db.execute("""INSERT INTO usenet.staged_sets (set_id, group_name, base, poster, backbone, art_lo, art_hi, status,
                  ready_since) VALUES ('s1', 'g', 'b', 'p', 'x', 1, 2, 'ready', now() - interval '2 hours')""")
    db.execute("INSERT INTO usenet.group_state (backbone, group_name, stalled_passes) VALUES ('x', 'g', 4)")
    defaults = settings.Settings()
    found = (watchdog.check_build(db, defaults, staging=compose.staging_backend(defaults))
             + watchdog.check_crawl(db, defaults))
    assert [f.check for f in found] == ["build", "crawl"]
    with pytest.raises(watchdog.WatchdogAlarm, match="waited more than 60 minutes") as info:
        watchdog.raise_for(found)
    assert "build_drain_per_pass" in info.value.hint and "build_parallelism (now 1" in info.value.hint


@pytest.mark.airflow
def test_dead_provider_fails_the_watchdog_with_exactly_one_alert(airflow_db, db,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    from airflow.dag_processing.dagbag import DagBag

    port = localservices.free_port()
    monkeypatch.setenv("AIRFLOW_CONN_NNTP_DEFAULT", json.dumps(
        {"conn_type": "nntp", "host": "127.0.0.1", "port": port, "extra": {"backbone": "dead"}}))
    dag = DagBag(dag_folder=str(ROOT / "dags")).dags["usenet_watchdog"]
    run = dag.test()
    assert run.state == "failed"
    alerts = db.execute("SELECT job, task, message, hint FROM usenet.errors").fetchall()
    assert len(alerts) == 1, alerts
    assert alerts[0]["job"] == "usenet_watchdog" and alerts[0]["task"] == "check"
    assert "nntp_default failed its connection test" in alerts[0]["message"]
    assert "provider test nntp_default" in alerts[0]["hint"]
    checks = db.execute("SELECT ok FROM usenet.provider_checks").fetchall()
    assert checks and not any(c["ok"] for c in checks)


@pytest.mark.airflow
def test_provider_pool_state_comes_from_airflow_pools(airflow_db) -> None:
    from airflow.models.pool import Pool

    Pool.create_or_update_pool("nntp_nntp_status", slots=6, description="test", include_deferred=False)
    state = status.airflow_pool_state(["nntp_status", "nntp_absent"])
    assert state["nntp_status"] == {"pool": "nntp_nntp_status", "slots": 6, "running": 0, "queued": 0, "open": 6}
    assert state["nntp_absent"] == {"pool": "nntp_nntp_absent", "missing": True}
