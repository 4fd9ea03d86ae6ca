"""Through Airflow: provider roles in usenet_crawl (issue 32 item 3) on one backbone of four accounts.

Two primaries (priorities 0 and 1), one fill account and one backup, all Airflow connections of type nntp on
backbone synthetic-a pointing at the same test news server. The rule is domain.provider_roles: the answering
primaries split the backbone's groups by CRC-32 (each group crawled once a run, by one account), a fill account
never crawls, a backup stands by until every primary's latest watchdog check failed and then crawls the whole
backbone. The crawl DAG runs with dag.test() against this session's real Airflow metadata database; the DAG reads
its providers (USENET_NNTP_CONN_IDS) when it is parsed, so the fleet is set before the DagBag is built.
tests/integration/ops/test_plan_roles.py checks the plan task alone; this checks the whole run.
"""

from __future__ import annotations

import json
import zlib
from collections.abc import Iterator
from pathlib import Path

import pytest

from usenet_ops import newsserver
from usenet_ops.corpus.synthetic import GroupSpec, SyntheticCorpus
from usenet_ops.store import groups, provider_checks, settings

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.airflow

BACKBONE = "synthetic-a"
PRIMARIES = ("nntp_p0", "nntp_p1")
FILL = "nntp_fill"
BACKUP = "nntp_backup"
ACCOUNTS = {
    "nntp_p0": {"role": "primary", "priority": 0},
    "nntp_p1": {"role": "primary", "priority": 1},
    FILL: {"role": "fill"},
    BACKUP: {"role": "backup"},
}
GROUPS = [f"alt.binaries.roles.e2e{i}" for i in range(6)]


@pytest.fixture
def fleet(monkeypatch: pytest.MonkeyPatch) -> Iterator[newsserver.ServerHandle]:
    corpus = SyntheticCorpus(13, [GroupSpec(name, count=200, low=1, days=2.0) for name in GROUPS])
    with newsserver.serve(corpus, backbone="a") as srv:
        for conn_id, extra in ACCOUNTS.items():
            conn = {"conn_type": "nntp", "host": srv.host, "port": srv.port,
                    "extra": {"backbone": BACKBONE, "connections": 2, **extra}}
            monkeypatch.setenv(f"AIRFLOW_CONN_{conn_id.upper()}", json.dumps(conn))
        monkeypatch.setenv("USENET_NNTP_CONN_IDS", ",".join(ACCOUNTS))
        yield srv


def _states(run) -> list[tuple[str, int, str]]:
    return [(t.task_id, t.map_index, t.state) for t in run.get_task_instances()]


def _plans(run) -> dict[str, list[str]]:
    """Each account's plan XCom in ``run``: {conn_id: [group, ...]}."""
    out = {}
    for conn_id in ACCOUNTS:
        [ti] = [t for t in run.get_task_instances() if t.task_id == f"{conn_id}.plan"]
        out[conn_id] = list(ti.xcom_pull(task_ids=f"{conn_id}.plan") or [])
    return out


def _mapped(run, conn_id: str) -> list:
    return [t for t in run.get_task_instances() if t.task_id == f"{conn_id}.crawl_group" and t.map_index >= 0]


def _passes(db, run_id: str) -> list[tuple[str, str, str]]:
    return [(r["group_name"], r["provider"], r["state"]) for r in db.execute(
        "SELECT group_name, provider, state FROM usenet.crawl_passes WHERE run_id = %s AND backbone = %s "
        "ORDER BY group_name, id", (run_id, BACKBONE))]


def test_primaries_split_the_backbone_then_the_backup_crawls_while_they_fail(airflow_db, db, fleet) -> None:
    from airflow.dag_processing.dagbag import DagBag

    owners = {name: PRIMARIES[zlib.crc32(name.encode()) % 2] for name in GROUPS}
    assert set(owners.values()) == set(PRIMARIES), "the groups must give both primaries a share"
    for name in GROUPS:
        groups.add(db, name)
    settings.set_value(db, "max_groups", 50)
    settings.set_value(db, "crawl_headroom", 0)
    bag = DagBag(dag_folder=str(ROOT / "dags"))
    assert bag.import_errors == {}
    crawl = bag.dags["usenet_crawl"]
    assert {f"{c}.plan" for c in ACCOUNTS} <= {t.task_id for t in crawl.tasks}, "one plan task per account"

    # Run 1: both primaries answer (no check yet is not failing); they split the groups, fill and backup idle.
    run = crawl.test(run_conf={})
    assert run.state == "success", _states(run)
    plans = _plans(run)
    assert plans[FILL] == [] and not _mapped(run, FILL), "a fill account never crawls"
    assert plans[BACKUP] == [] and not _mapped(run, BACKUP), "a backup stands by while its primaries answer"
    for conn_id in PRIMARIES:
        assert sorted(plans[conn_id]) == sorted(n for n, o in owners.items() if o == conn_id), conn_id
        assert len(_mapped(run, conn_id)) == len(plans[conn_id])
    passes = _passes(db, run.run_id)
    assert sorted(g for g, _, _ in passes) == sorted(GROUPS), f"each group crawled exactly once: {passes}"
    assert all(provider == owners[g] for g, provider, _ in passes), passes
    assert {state for _, _, state in passes} == {"done"}, passes
    staged = {r["group_name"]: r["next_article"] for r in db.execute(
        "SELECT group_name, next_article FROM usenet.group_state WHERE backbone = %s", (BACKBONE,))}
    assert set(staged) == set(GROUPS) and all(staged.values()), staged

    # Run 2: the watchdog's latest check failed for both primaries: the backup crawls the whole backbone.
    for conn_id in PRIMARIES:
        provider_checks.record_check(db, conn_id, ok=False, message="connection refused", seconds=0.1)
    run2 = crawl.test(run_conf={})
    assert run2.state == "success", _states(run2)
    plans2 = _plans(run2)
    assert plans2[PRIMARIES[0]] == [] and plans2[PRIMARIES[1]] == [], "failing primaries plan nothing"
    assert plans2[FILL] == [], "a fill account never crawls, not even for a backup"
    assert sorted(plans2[BACKUP]) == sorted(GROUPS), "the backup takes the whole backbone, unshared"
    assert all(not _mapped(run2, c) for c in (*PRIMARIES, FILL))
    passes2 = _passes(db, run2.run_id)
    assert sorted(g for g, _, _ in passes2) == sorted(GROUPS), passes2
    assert {provider for _, provider, _ in passes2} == {BACKUP}, passes2
