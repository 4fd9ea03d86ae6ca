"""`make demo` leaves history for the backfill and writes .demo/env; `airflow backfill create` from it builds that history.

The acceptance of issue 32 item 9, against the running demo: the first
crawl starts each group at the demo's history split, so the corpus' older
posts are left; a shell that sources .demo/env (and nothing else of the
test's environment) drives the demo's own Airflow and indexer:
`airflow backfill create --dag-id usenet_history` over the three weeks
before the split makes three weekly runs, which read that history, and a
build turns it into releases posted before the split.
"""

from __future__ import annotations

import datetime as dt
import os
import shlex
import signal
import subprocess
import sys
import time
from pathlib import Path

import psycopg
import pytest
from psycopg.rows import dict_row
from test_demo_signals import Lines, _assert_all_stopped, _env, _reap

from usenet_ops.devtools.demo import HISTORY_FROM, HISTORY_SPLIT

ROOT = Path(__file__).resolve().parents[2]
RUNNING = "Everything keeps running"

pytestmark = [pytest.mark.airflow, pytest.mark.slow]


def _exports(env_file: Path) -> dict[str, str]:
    out = {}
    for line in env_file.read_text().splitlines():
        if line.startswith("export ") and "$PATH" not in line:
            key, _, value = line[len("export "):].partition("=")
            out[key] = shlex.split(value)[0] if value else ""
    return out


def _wait(check, timeout: float, what: str) -> None:  # type: ignore[no-untyped-def]
    deadline = time.time() + timeout
    while time.time() < deadline:
        if check():
            return
        time.sleep(3)
    raise AssertionError(f"timed out after {timeout:.0f}s waiting for {what}")


def test_a_backfill_by_date_from_the_demo_shell_builds_the_history_the_demo_left(scratch_dir: Path) -> None:
    demo_dir = scratch_dir / "demo-history"
    demo_dir.mkdir()
    env = {**_env(demo_dir), "USENET_DEMO_ARTICLES": "3000"}
    proc = subprocess.Popen([sys.executable, "-m", "usenet_ops.devtools.demo"], env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, start_new_session=True, cwd=ROOT)
    lines = Lines(proc.stdout.fileno())
    try:
        lines.until(RUNNING, 1800, proc)
        said = "\n".join(lines.seen)
        env_file = demo_dir / "env"
        assert f". {env_file}" in said
        assert "airflow backfill create --dag-id usenet_history --from-date 2025-11-01 --to-date 2025-11-20" in said
        assert env_file.stat().st_mode & 0o777 == 0o600, "it holds the JWT secret and the nntp password"
        exports = _exports(env_file)
        assert {"AIRFLOW_HOME", "AIRFLOW__DATABASE__SQL_ALCHEMY_CONN", "USENET_DSN",
                "AIRFLOW_CONN_NNTP_DEFAULT"} <= set(exports)
        # A shell that knows only what .demo/env says (none of the test session's Airflow or indexer settings).
        bare = {k: v for k, v in os.environ.items() if not k.startswith(("AIRFLOW", "USENET_", "_AIRFLOW"))}

        def shell(command: str) -> subprocess.CompletedProcess[str]:
            got = subprocess.run(["bash", "-c", f". {shlex.quote(str(env_file))} && {command}"], env=bare,
                                 capture_output=True, text=True, timeout=1200, cwd=ROOT)
            assert got.returncode == 0, f"{command}:\n{got.stdout[-2000:]}\n{got.stderr[-2000:]}"
            return got

        def history() -> dict[str, int]:
            import json

            rows = [json.loads(x) for x in shell("usenet-ops backfill status --json").stdout.splitlines() if x]
            return {r["group"]: int(r["remaining"] or 0) for r in rows}

        left = history()
        assert sum(left.values()) > 0 and sum(1 for n in left.values() if n) >= len(left) // 2, left
        usenet = exports["USENET_DSN"]
        airflow = exports["AIRFLOW__DATABASE__SQL_ALCHEMY_CONN"].replace("postgresql+psycopg://", "postgresql://")
        with psycopg.connect(usenet, row_factory=dict_row) as conn:
            old = conn.execute("SELECT count(*) AS n FROM usenet.releases WHERE posted_at < %s",
                               (HISTORY_SPLIT - dt.timedelta(days=1),)).fetchone()["n"]
        shell(f"airflow backfill create --dag-id usenet_history --from-date {HISTORY_FROM:%Y-%m-%d} "
              f"--to-date {HISTORY_SPLIT - dt.timedelta(days=1):%Y-%m-%d} --max-active-runs 2")

        def runs() -> list[dict]:
            with psycopg.connect(airflow, row_factory=dict_row) as af:
                return af.execute("""SELECT run_id, state FROM dag_run WHERE dag_id = 'usenet_history'
                                     AND run_type = 'backfill' ORDER BY data_interval_start""").fetchall()

        _wait(lambda: len(runs()) == 3 and all(r["state"] in ("success", "failed") for r in runs()), 2400,
              "the three weekly runs of usenet_history")
        assert [r["state"] for r in runs()] == ["success"] * 3, runs()
        after = history()
        assert sum(after.values()) < sum(left.values()) / 20, (left, after)
        shell("airflow dags trigger usenet_build --run-id history_build")

        def built() -> bool:
            with psycopg.connect(airflow) as af:
                row = af.execute("SELECT state FROM dag_run WHERE dag_id = 'usenet_build' AND run_id = 'history_build'"
                                 ).fetchone()
            return bool(row) and row[0] in ("success", "failed")

        _wait(built, 1200, "the build after the backfill")
        with psycopg.connect(usenet, row_factory=dict_row) as conn:
            new = conn.execute("SELECT count(*) AS n FROM usenet.releases WHERE posted_at < %s",
                               (HISTORY_SPLIT - dt.timedelta(days=1),)).fetchone()["n"]
        assert new > old, (old, new)
        print(f"demo history: {sum(left.values())} articles left, {sum(after.values())} after 3 runs; "
              f"releases posted before the split: {old} -> {new}")
        os.kill(proc.pid, signal.SIGTERM)
        assert proc.wait(timeout=180) == 0
    finally:
        if proc.poll() is None:
            _reap(proc, demo_dir)
    _assert_all_stopped(demo_dir)
