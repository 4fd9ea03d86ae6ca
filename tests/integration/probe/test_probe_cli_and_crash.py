"""`usenet-ops probes status|run` and a probe run killed with SIGKILL mid-pass, then re-run: nothing lost or doubled."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from probekit import score

from usenet_ops.cli.main import main

BIN = Path(sys.executable).parent


def _url(server) -> str:
    return f"{server.url}?backbone=synthetic-{server.backbone}&compression=off"


def test_probes_run_then_status_report_counts_and_rates(db, pg_dsn, servers, probe_corpus, queued, capsys) -> None:
    assert main(["probes", "status", "--json", "--dsn", pg_dsn]) == 0
    before = json.loads(capsys.readouterr().out)
    assert before["queue"]["states"]["queued"] > 0 and before["learned"]["named"] == 0
    main(["settings", "set", "probe_budget_mb", "100000", "--dsn", pg_dsn])
    main(["settings", "set", "probe_batch_size", "100000", "--dsn", pg_dsn])
    capsys.readouterr()
    assert main(["probes", "run", "--json", "--dsn", pg_dsn, "--provider", _url(servers["a"])]) == 0
    (report,) = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert report["ended"] == "done" and report["named"] > 0 and report["articles"] > 0
    assert main(["probes", "status", "--json", "--dsn", pg_dsn]) == 0
    after = json.loads(capsys.readouterr().out)
    assert after["queue"]["states"]["queued"] == 0 and after["learned"]["named"] == report["named"]
    assert after["learned"]["last_day"]["articles_per_second"] > 0
    assert main(["probes", "status", "--dsn", pg_dsn]) == 0
    assert f"{report['named']} named" in capsys.readouterr().out


def test_a_probe_run_killed_mid_pass_and_re_run_loses_and_doubles_nothing(db, pg_dsn, servers, probe_corpus,
                                                                           queued) -> None:
    _, manifest = probe_corpus
    servers["a"].faults.latency_per_response = 0.01  # slow enough that the kill lands mid-pass
    env = {**os.environ, "USENET_DSN": pg_dsn}
    args = [str(BIN / "usenet-ops"), "probes", "run", "--provider", _url(servers["a"])]
    kills = 0
    for _ in range(3):
        target = db.execute("SELECT count(*) AS n FROM usenet.release_probes").fetchone()["n"] + 10
        proc = subprocess.Popen(args, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                start_new_session=True)
        deadline = time.monotonic() + 120
        while proc.poll() is None and time.monotonic() < deadline and db.execute(
                "SELECT count(*) AS n FROM usenet.release_probes").fetchone()["n"] < target:
            time.sleep(0.01)
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            kills += 1
        proc.wait(30)
        # The killed task's lease runs out (as after probe_queue.DEFAULT_LEASE).
        db.execute("UPDATE usenet.probe_queue SET claimed_at = claimed_at - interval '1 day' WHERE state = 'claimed'")
    assert kills >= 2
    servers["a"].faults.latency_per_response = 0.0
    env_settings = ["--dsn", pg_dsn]
    main(["settings", "set", "probe_budget_mb", "100000", *env_settings])
    main(["settings", "set", "probe_batch_size", "100000", *env_settings])
    assert subprocess.run(args, env=env, capture_output=True, timeout=600).returncode == 0
    depth = db.execute("SELECT state, count(*) AS n FROM usenet.probe_queue GROUP BY 1").fetchall()
    assert {r["state"] for r in depth} == {"done"}
    s = score(db, queued, manifest)
    assert s["named_correctly"] >= 0.95 * s["obfuscated_with_par2"], s["misnamed"]
    assert s["ids_found"] == s["nfo_ids"] and s["flagged"] == s["passworded"] and not s["false_flags"]
    # One probe row per release; a release's name never came from a second, different reading.
    assert db.execute("SELECT count(*) AS n FROM usenet.release_probes").fetchone()["n"] == len(
        {r["release_id"] for r in db.execute("SELECT release_id FROM usenet.probe_queue").fetchall()})
