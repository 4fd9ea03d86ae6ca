"""`usenet-ops health status|run` and a health pass killed with SIGKILL mid-check, then re-run."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

from healthkit import apply_takedown

from usenet_ops.cli.main import main
from usenet_ops.store import settings as settings_store

BIN = Path(sys.executable).parent


def _url(server) -> str:
    return f"{server.url}?backbone=synthetic-{server.backbone}&compression=off"


def _args(servers) -> list[str]:
    return [a for srv in servers.values() for a in ("--provider", _url(srv))]


def test_health_run_then_status_report_the_census(db, pg_dsn, servers, health_corpus, catalogued, capsys) -> None:
    apply_takedown(servers, health_corpus[2])
    settings_store.set_value(db, "health_min_age_hours", 0)
    assert main(["health", "status", "--json", "--dsn", pg_dsn]) == 0
    before = json.loads(capsys.readouterr().out)
    assert before["census"]["checked"] == 0 and before["unchecked"] == len(catalogued)
    assert main(["health", "run", "--json", "--dsn", pg_dsn, *_args(servers)]) == 0
    reports = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert {r["backbone"] for r in reports} == {"synthetic-a", "synthetic-b"}
    assert all(r["ended"] == "done" and r["concluded"] == len(catalogued) and r["stats"] > 0 for r in reports)
    assert main(["health", "status", "--json", "--dsn", pg_dsn]) == 0
    after = json.loads(capsys.readouterr().out)
    expected = health_corpus[2].expected
    assert after["census"]["checked"] == len(catalogued) and after["unchecked"] == 0
    assert after["census"]["dead"] == sum(1 for e in expected.values() if e["release"] == "dead") > 0
    assert after["rate"]["passes"] == 2 and after["rate"]["releases_per_hour"] == 2 * len(catalogued)
    assert main(["health", "status", "--dsn", pg_dsn]) == 0
    text = capsys.readouterr().out
    assert f"checked: {len(catalogued)}" in text and "dead: " in text
    assert main(["status", "show", "--json", "--dsn", pg_dsn]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["health"]["census"] == after["census"]  # status.json serves the same numbers
    assert {"name": "usenet_health"}.items() <= next(j for j in report["jobs"] if j["name"] == "usenet_health").items()


def test_health_run_of_one_release_checks_it_due_or_not_and_prints_its_checks(db, pg_dsn, servers, health_corpus,
                                                                             catalogued, capsys) -> None:
    _, _, plan = health_corpus
    apply_takedown(servers, plan)
    guid = next(g for g, rid in catalogued.items() if plan.expected[rid]["scenario"] == "dead_on_a")
    assert main(["health", "run", "--release", guid, "--json", "--dsn", pg_dsn, *_args(servers)]) == 0
    *reports, checks = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [r["concluded"] for r in reports] == [1, 1]
    by_bb = {c["backbone"]: c for c in checks["checks"]}
    assert by_bb["synthetic-a"]["verdict"] == "dead" and by_bb["synthetic-b"]["verdict"] == plan.expected[
        catalogued[guid]]["b"]
    assert main(["health", "run", "--release", "0123456789abcdef", "--dsn", pg_dsn, *_args(servers)]) == 1
    assert "no release with guid" in capsys.readouterr().err


def _rows(db) -> dict[tuple[int, str], tuple]:
    return {(r["release_id"], r["backbone"]): (r["verdict"], r["checked_at"], r["missing"], r["checks"])
            for r in db.execute("SELECT * FROM usenet.release_checks WHERE checked_at IS NOT NULL")}


def test_a_health_run_killed_mid_check_and_rerun_changes_nothing_already_stored(db, pg_dsn, servers, health_corpus,
                                                                               catalogued) -> None:
    _, _, plan = health_corpus
    apply_takedown(servers, plan)
    for knob, value in {"health_min_age_hours": 0, "health_mode": "full"}.items():
        settings_store.set_value(db, knob, value)
    for srv in servers.values():
        srv.faults.latency_per_response = 0.002  # slow enough that a kill lands mid-pass
    env = {**os.environ, "USENET_DSN": pg_dsn}
    args = [str(BIN / "usenet-ops"), "health", "run", *_args(servers)]
    rng = random.Random(18)
    kills = 0
    seen: dict[tuple[int, str], tuple] = {}
    for _ in range(4):
        target = len(_rows(db)) + rng.randint(1, 15)
        proc = subprocess.Popen(args, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                start_new_session=True)
        deadline = time.monotonic() + 120
        while proc.poll() is None and len(_rows(db)) < target and time.monotonic() < deadline:
            time.sleep(0.005)
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            kills += 1
        proc.wait(30)
        now = _rows(db)
        assert all(now[k] == v for k, v in seen.items()), "a kill or a re-run rewrote a stored check"
        seen = now
    assert kills >= 2, "the health run finished before it could be killed; slow the servers down"
    for srv in servers.values():
        srv.faults.latency_per_response = 0.0
    assert subprocess.run(args, env=env, capture_output=True, timeout=300).returncode == 0
    final = _rows(db)
    assert all(final[k] == v for k, v in seen.items())
    assert len(final) == 2 * len(catalogued)  # everything checked once on each backbone, nothing twice
    assert {v[3] for v in final.values()} == {1}
    got = {r["content_hash"]: r["verdict"] for r in db.execute(
        "SELECT r.content_hash, h.verdict FROM usenet.releases r JOIN usenet.release_health h ON h.release_id = r.id")}
    assert got == {g: plan.expected[rid]["release"] for g, rid in catalogued.items()}
    abandoned = db.execute("SELECT count(*) AS n FROM usenet.health_passes WHERE finished_at IS NULL").fetchone()["n"]
    assert abandoned <= 2 * kills  # killed passes stay open until a later pass closes them as abandoned
