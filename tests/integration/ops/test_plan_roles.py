"""The crawl's plan task applies provider roles: fill never plans, a backup only while its primaries fail, shares split."""

from __future__ import annotations

import json
from types import SimpleNamespace

import pytest

from usenet_ops.store import groups, provider_checks

pytestmark = pytest.mark.airflow

NAMES = [f"alt.binaries.roles{i}" for i in range(8)]
ACCOUNTS = {
    "nntp_a": {"backbone": "bb", "role": "primary", "priority": "0"},
    "nntp_c": {"backbone": "bb", "role": "primary", "priority": "1"},
    "nntp_b": {"backbone": "bb", "role": "backup"},
    "nntp_f": {"backbone": "bb", "role": "fill"},
    "nntp_o": {"backbone": "other", "role": "primary"},
}


@pytest.fixture
def fleet(monkeypatch: pytest.MonkeyPatch) -> None:
    for conn_id, extra in ACCOUNTS.items():
        conn = {"conn_type": "nntp", "host": "127.0.0.1", "port": 9, "extra": extra}
        monkeypatch.setenv(f"AIRFLOW_CONN_{conn_id.upper()}", json.dumps(conn))
    monkeypatch.setenv("USENET_NNTP_CONN_IDS", ",".join(ACCOUNTS))


def _plan(conn_id: str) -> list[str]:
    from usenet_ops.adapters.operators import PlanCrawlOperator

    return PlanCrawlOperator(task_id="plan", nntp_conn_id=conn_id).execute(
        {"dag_run": SimpleNamespace(run_type="manual")})


def test_primaries_split_a_backbone_and_fill_and_backup_plan_nothing(db, fleet) -> None:
    for name in NAMES:
        groups.add(db, name)
    a, c = _plan("nntp_a"), _plan("nntp_c")
    assert a and c and not set(a) & set(c), "before roles both primaries planned every group"
    assert sorted(a + c) == NAMES
    assert _plan("nntp_b") == [], "a backup stands by while its primaries answer"
    assert _plan("nntp_f") == [], "a fill account never crawls"
    assert _plan("nntp_o") == NAMES, "another backbone crawls every group with its own account"


def test_a_backup_crawls_the_whole_backbone_while_its_primaries_latest_checks_fail(db, fleet) -> None:
    for name in NAMES:
        groups.add(db, name)
    for conn_id in ("nntp_a", "nntp_c"):
        provider_checks.record_check(db, conn_id, ok=True, message="200 ok", seconds=0.1)
        provider_checks.record_check(db, conn_id, ok=False, message="connection refused", seconds=0.1)
    assert _plan("nntp_a") == [] and _plan("nntp_c") == []
    assert _plan("nntp_b") == NAMES
    provider_checks.record_check(db, "nntp_c", ok=True, message="200 ok again", seconds=0.1)
    assert _plan("nntp_c") == NAMES and _plan("nntp_b") == [], "the primary answers again: the backup stands by"
