"""Invariants 1 and 2 under SIGKILL: a spot import killed mid-pass and re-run yields the state of a clean run."""

from __future__ import annotations

import os
import random
import secrets
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from spot_helpers import install_keys

from usenet_ops.devtools import localservices
from usenet_ops.store import db as store_db
from usenet_ops.store import migrations, settings, spot_records

BIN = Path(sys.executable).parent

pytestmark = pytest.mark.slow


@pytest.fixture
def twin_dbs(pg_admin_url: str, spot_corpus):
    """Two fresh indexer databases: a reference run and a killed-and-resumed run."""
    names = [f"usenet_spotcrash_{secrets.token_hex(3)}" for _ in range(2)]
    dsns = []
    for name in names:
        dsn = localservices.create_database(pg_admin_url, name)
        migrations.migrate(dsn)
        with store_db.connect(dsn, autocommit=True) as conn:
            spot_records.seed_keys(conn)
            install_keys(conn, spot_corpus)
            settings.set_value(conn, "spot_batch_size", 10)  # several batches (commits) to land a kill between
            settings.set_value(conn, "spot_fetch_batch", 100)
        dsns.append(dsn)
    yield dsns
    for name in names:
        localservices.drop_database(pg_admin_url, name)


def _cli(dsn: str, *argv: str) -> subprocess.Popen:
    env = {**os.environ, "USENET_DSN": dsn}
    return subprocess.Popen([str(BIN / "usenet-ops"), *argv], env=env, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL, start_new_session=True)


def _snapshot(dsn: str) -> dict:
    with store_db.connect(dsn, autocommit=True) as conn:
        return {
            "spots": {tuple(r.values()) for r in conn.execute(
                "SELECT message_id, state, reason, trust, category, title, content_hash FROM usenet.spots")},
            "commands": {r["message_id"] for r in conn.execute("SELECT message_id FROM usenet.spot_commands")},
            "releases": {tuple(r.values()) for r in conn.execute(
                "SELECT content_hash, title, size, files, segments, category, origin FROM usenet.releases")},
            "outcomes": {r["outcome"]: int(r["n"]) for r in conn.execute(
                "SELECT outcome, sum(count) AS n FROM usenet.spot_outcomes GROUP BY outcome")},
            "position": [tuple(r.values()) for r in conn.execute(
                "SELECT backbone, group_name, next_article, back_article FROM usenet.spot_state")],
        }


def _progress(dsn: str) -> int:
    with store_db.connect(dsn, autocommit=True) as conn:
        return int(conn.execute(
            """SELECT (SELECT count(*) FROM usenet.spot_commands) + (SELECT count(*) FROM usenet.spots)
                      + (SELECT count(*) FROM usenet.spots WHERE state <> 'pending') AS n""").fetchone()["n"])


def test_a_spot_import_killed_at_random_points_then_rerun_ends_as_a_clean_run(twin_dbs, spot_server) -> None:
    reference, crashed = twin_dbs
    args = ["spots", "run", spot_server.url]
    assert _cli(reference, *args).wait(300) == 0
    spot_server.faults.latency_per_response = 0.02  # slow enough that a kill lands mid-pass
    rng = random.Random(22)
    kills = 0
    for _ in range(8):
        target = _progress(crashed) + rng.randint(1, 6)
        proc = _cli(crashed, *args)
        deadline = time.monotonic() + 120
        while proc.poll() is None and _progress(crashed) < target and time.monotonic() < deadline:
            time.sleep(0.005)
        time.sleep(rng.uniform(0, 0.03))
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            kills += 1
        proc.wait(30)
    spot_server.faults.latency_per_response = 0.0
    assert kills >= 3, "the import finished before it could be killed; slow the server down"
    assert _cli(crashed, *args).wait(300) == 0
    got, ref = _snapshot(crashed), _snapshot(reference)
    assert ref["releases"] and got["spots"] == ref["spots"] and got["releases"] == ref["releases"]
    assert got["commands"] == ref["commands"] and got["position"] == ref["position"]
    assert got["outcomes"] == ref["outcomes"], "every batch counted once: with the rows it counts, or not at all"
