"""Invariants 1 and 2 under SIGKILL: a crawl or build killed mid-pass and re-run loses and doubles nothing."""

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
from staging_state import snapshot

from usenet_ops.devtools import localservices
from usenet_ops.store import db as store_db
from usenet_ops.store import groups, migrations, settings

BIN = Path(sys.executable).parent


@pytest.fixture
def twin_dbs(pg_admin_url: str, corpus_groups):
    """Two fresh indexer databases: a reference run and a crashed-and-resumed run."""
    names = [f"usenet_crash_{secrets.token_hex(3)}" for _ in range(2)]
    dsns = []
    for name in names:
        dsn = localservices.create_database(pg_admin_url, name)
        migrations.migrate(dsn)
        with store_db.connect(dsn, autocommit=True) as conn:
            for g in corpus_groups:
                groups.add(conn, g)
            for knob, value in {"crawl_headroom": 0, "max_articles_per_group": 1_000_000, "batch": 100,
                                "walk_past_no_evict": True}.items():
                settings.set_value(conn, knob, value)
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
        return {**snapshot(conn), "releases": {tuple(r.values()) for r in conn.execute(
            "SELECT content_hash, title, size, files, segments, category FROM usenet.releases")}}


def test_crawl_killed_at_random_points_then_rerun_stages_the_same_set(twin_dbs, server_a, corpus_groups) -> None:
    reference, crashed = twin_dbs
    args = ["crawl", "run", server_a.url, *[a for g in corpus_groups for a in ("--group", g)]]
    assert _cli(reference, *args).wait(300) == 0
    rng = random.Random(2026)
    server_a.faults.latency_per_response = 0.01  # slow enough that a kill lands mid-pass
    kills = 0

    def staged() -> int:
        with store_db.connect(crashed, autocommit=True) as conn:
            return conn.execute("SELECT COALESCE(sum(segments), 0) AS n FROM usenet.staging_counts").fetchone()["n"]

    for _ in range(6):
        # Kill a few commits into the pass, at a random point between them.
        target = staged() + rng.randint(1, 400)
        proc = _cli(crashed, *args)
        deadline = time.monotonic() + 120
        while proc.poll() is None and staged() < target and time.monotonic() < deadline:
            time.sleep(0.005)
        time.sleep(rng.uniform(0, 0.05))
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            kills += 1
        proc.wait(30)
    server_a.faults.latency_per_response = None
    assert kills >= 3, "the crawl finished before it could be killed; slow the server down"
    assert _cli(crashed, *args).wait(300) == 0
    assert _snapshot(crashed) == _snapshot(reference)


def test_build_killed_mid_pass_then_rerun_yields_the_same_catalogue(twin_dbs, server_a, corpus_groups) -> None:
    reference, crashed = twin_dbs
    args = ["crawl", "run", server_a.url, *[a for g in corpus_groups for a in ("--group", g)]]
    for dsn in twin_dbs:
        assert _cli(dsn, *args).wait(300) == 0
        with store_db.connect(dsn, autocommit=True) as conn:
            settings.set_value(conn, "build_drain_per_pass", 1)  # many small transactions to land a kill in
    assert _cli(reference, "build", "run").wait(300) == 0
    rng = random.Random(7)
    kills = 0

    def releases() -> int:
        with store_db.connect(crashed, autocommit=True) as conn:
            return conn.execute("SELECT count(*) AS n FROM usenet.releases").fetchone()["n"]

    for _ in range(5):
        # Kill a few transactions into the pass (not after a fixed sleep: a fast machine finished first).
        target = releases() + rng.randint(1, 5)
        proc = _cli(crashed, "build", "run")
        deadline = time.monotonic() + 120
        while proc.poll() is None and releases() < target and time.monotonic() < deadline:
            time.sleep(0.005)
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            kills += 1
        proc.wait(30)
    assert kills >= 1, "the build finished before it could be killed"
    assert _cli(crashed, "build", "run").wait(300) == 0
    ref, got = _snapshot(reference), _snapshot(crashed)
    assert got["releases"] == ref["releases"] and ref["releases"]
    assert got["sets"] == ref["sets"] and got["counts"] == ref["counts"]
