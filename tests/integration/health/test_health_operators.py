"""The health operators: one planner per backbone, the live cadence, a sick provider or bad credentials fail the task."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest
from healthkit import knobs

from usenet_ops.store import settings as settings_store

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "nntp"))
from scripted import Fault, Script, ScriptedServer  # noqa: E402

pytestmark = pytest.mark.airflow


def _connect(monkeypatch: pytest.MonkeyPatch, conn_id: str, server, backbone: str, **extra: object) -> None:
    conn = {"conn_type": "nntp", "host": getattr(server, "host", "127.0.0.1"), "port": server.port,
            "extra": {"backbone": backbone, "connections": 2, "compression": "off", **extra}}
    monkeypatch.setenv(f"AIRFLOW_CONN_{conn_id.upper()}", json.dumps(conn))


def _context(run_type: str = "scheduled") -> dict:
    return {"dag_run": SimpleNamespace(run_type=run_type), "ti": SimpleNamespace(run_id="r1")}


def test_one_provider_per_backbone_plans_and_the_cadence_is_a_live_knob(db, servers, catalogued, monkeypatch) -> None:
    from usenet_ops.adapters.operators import HealthPlanOperator

    _connect(monkeypatch, "nntp_a", servers["a"], "synthetic-a", priority=5)
    _connect(monkeypatch, "nntp_a2", servers["a"], "synthetic-a", priority=1)  # same backbone, preferred
    _connect(monkeypatch, "nntp_b", servers["b"], "synthetic-b")
    ids = ["nntp_a", "nntp_a2", "nntp_b"]
    settings_store.set_value(db, "health_min_age_hours", 0)
    settings_store.set_value(db, "health_batch_size", 40)
    assert HealthPlanOperator(task_id="p", nntp_conn_id="nntp_a", nntp_conn_ids=ids).execute(_context()) == []
    batches = HealthPlanOperator(task_id="p", nntp_conn_id="nntp_a2", nntp_conn_ids=ids).execute(_context())
    assert [len(b["release_ids"]) for b in batches] == [40, 40, len(catalogued) - 80]
    assert all(b["backbones"] == ["synthetic-a", "synthetic-b"] for b in batches)
    db.execute("INSERT INTO usenet.health_passes (backbone) VALUES ('synthetic-a')")
    assert HealthPlanOperator(task_id="p", nntp_conn_id="nntp_a2", nntp_conn_ids=ids).execute(_context()) == []
    assert HealthPlanOperator(task_id="p", nntp_conn_id="nntp_a2", nntp_conn_ids=ids).execute(_context("manual"))
    assert HealthPlanOperator(task_id="p", nntp_conn_id="nntp_b", nntp_conn_ids=ids).execute(_context())


def test_a_provider_failing_mid_stat_fails_the_check_task(db, catalogued, monkeypatch) -> None:
    from usenet_ops.adapters.operators import HealthCheckOperator
    from usenet_ops.passes import health

    script = Script()
    script.handlers["STAT"] = lambda s, a: Fault.DROP
    settings_store.set_value(db, "health_min_age_hours", 0)
    settings_store.set_value(db, "health_transport_yield", 2)
    ids = [i for b in health.plan(db, "synthetic-a", knobs()).batches for i in b][:5]
    with ScriptedServer(script) as server:
        _connect(monkeypatch, "nntp_a", server, "synthetic-a")
        op = HealthCheckOperator(task_id="c", nntp_conn_id="nntp_a",
                                 batch={"release_ids": ids, "backbones": ["synthetic-a"]})
        with pytest.raises(health.HealthProviderSick):
            op.execute(_context())
    assert db.execute("SELECT state FROM usenet.health_passes").fetchone()["state"] == "failed"


def test_refused_credentials_fail_the_check_task_without_retries(db, catalogued, monkeypatch) -> None:
    from airflow.sdk.exceptions import AirflowFailException

    from usenet_ops.adapters.operators import HealthCheckOperator
    from usenet_ops.passes import health

    script = Script(users={"user": "right"})
    script.handlers["STAT"] = lambda s, a: b"480 authentication required\r\n"
    settings_store.set_value(db, "health_min_age_hours", 0)
    ids = [i for b in health.plan(db, "synthetic-a", knobs()).batches for i in b][:2]
    with ScriptedServer(script) as server:
        conn = {"conn_type": "nntp", "host": "127.0.0.1", "port": server.port, "login": "user", "password": "wrong",
                "extra": {"backbone": "synthetic-a", "compression": "off"}}
        monkeypatch.setenv("AIRFLOW_CONN_NNTP_A", json.dumps(conn))
        op = HealthCheckOperator(task_id="c", nntp_conn_id="nntp_a",
                                 batch={"release_ids": ids, "backbones": ["synthetic-a"]})
        with pytest.raises(AirflowFailException, match="not retried"):
            op.execute(_context())
