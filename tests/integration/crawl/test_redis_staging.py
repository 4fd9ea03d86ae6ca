"""Redis staging's own failure modes, against real redis-servers of the test's own (seed: eviction, restarts).

Each test starts its redis-server on a free port, so maxmemory, policies and
kills never touch a Redis another test (or engineer) uses.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
import redis
from staging_view import backend_of, hook_stage_batch, staged_message_ids

from usenet_ops.devtools import localservices
from usenet_ops.nntp.pool import Pool
from usenet_ops.nntp.provider import ProviderConfig
from usenet_ops.passes import build, compose, crawl, staging_switch
from usenet_ops.passes.crawl import CrawlState
from usenet_ops.store import settings
from usenet_ops.store.catalogue import PostgresCatalogue
from usenet_ops.store.staging import StagingMode

BIN = Path(sys.executable).parent


class OwnRedis:
    """A redis-server of this test: append-only (fsync always), killable and restartable on its port."""

    def __init__(self, data: Path) -> None:
        self.port = localservices.free_port()
        self.data = data
        self.url = f"redis://127.0.0.1:{self.port}/0"
        self.proc: subprocess.Popen | None = None
        self.start()

    def start(self) -> None:
        self.data.mkdir(parents=True, exist_ok=True)
        self.proc = subprocess.Popen(
            ["redis-server", "--port", str(self.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "yes",
             "--appendfsync", "always", "--dir", str(self.data), "--logfile", str(self.data / "redis.log")],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 20
        while not localservices.redis_answers(self.url):
            assert time.monotonic() < deadline, "redis-server did not start"
            time.sleep(0.05)

    def kill(self) -> None:
        assert self.proc is not None
        self.proc.kill()
        self.proc.wait(10)

    def client(self) -> redis.Redis:
        return redis.Redis.from_url(self.url, decode_responses=True)


@pytest.fixture
def own_redis(scratch_dir, monkeypatch, crawl_db, request):  # type: ignore[no-untyped-def]
    server = OwnRedis(scratch_dir / f"redis-{request.node.name[:40]}-{os.getpid()}")
    monkeypatch.setenv("USENET_REDIS_URL", server.url)
    monkeypatch.setenv("USENET_STAGING_REDIS_PREFIX", "t:")
    settings.set_value(crawl_db, "staging", "redis", guarded_ok=True)
    yield server
    server.kill()


def _crawl(db, server, groups_, **kw) -> list[crawl.GroupReport]:  # type: ignore[no-untyped-def]
    provider = ProviderConfig.from_url(server.url, backbone="a")
    out = []
    with Pool(provider) as pool:
        for g in groups_:
            target = crawl.CrawlTarget(provider=server.url, backbone="a", group=g,
                                       indexed_groups=compose.indexed_groups(db))
            live = compose.load_settings(db)
            out.append(crawl.crawl_group(target, conn=db, pool=pool, settings=live, filters=compose.load_filters(db),
                                         owner="test", staging=compose.staging_backend(live), **kw))
    return out


def _watermarks(db) -> dict[str, int | None]:  # type: ignore[no-untyped-def]
    return {r["group_name"]: r["next_article"] for r in db.execute(
        "SELECT group_name, next_article FROM usenet.group_state WHERE backbone = 'a'")}


def _small_ceiling(client: redis.Redis, policy: str, headroom: int) -> int:
    used = int(client.info("memory")["used_memory"])
    client.config_set("maxmemory", used + headroom)
    client.config_set("maxmemory-policy", policy)
    return used + headroom


def test_gate_on_keeps_allkeys_lru_below_its_ceiling_and_nothing_is_evicted(crawl_db, corpus_groups, server_a,
                                                                            own_redis) -> None:
    client = own_redis.client()
    # Redis's first script call and client buffers cost about 0.6 MB once, whatever is staged: the headroom is
    # well above that, so what fills it is the staged sets.
    _small_ceiling(client, "allkeys-lru", 2_000_000)
    # The gate looks before each batch: a batch must be small next to the 5% it leaves (the seed's sizing).
    settings.set_value(crawl_db, "batch", 50)
    reports = _crawl(crawl_db, server_a, corpus_groups)
    assert any(r.state is CrawlState.PRESSURE for r in reports), [r.as_dict() for r in reports]
    assert int(client.info("stats")["evicted_keys"]) == 0
    for r in reports:
        if r.state is CrawlState.PRESSURE:
            assert r.backlog > 0 and _watermarks(crawl_db).get(r.group) == r.next_article


def test_gate_off_under_allkeys_lru_evicts_staged_sets_as_the_seed_saw(crawl_db, corpus_groups, server_a,
                                                                       own_redis) -> None:
    client = own_redis.client()
    _small_ceiling(client, "allkeys-lru", 600_000)
    settings.set_value(crawl_db, "crawl_pressure_high_pct", 0)
    reports = _crawl(crawl_db, server_a, corpus_groups)
    assert int(client.info("stats")["evicted_keys"]) > 0, "a full allkeys-lru Redis evicts what the crawl stages"
    # The watermark moved past articles whose sets were then evicted: they are lost to the forward crawl.
    done = [r for r in reports if r.state is CrawlState.DONE and r.backlog == 0]
    assert done and len(staged_message_ids(crawl_db)) < sum(r.staged for r in reports)


def test_noeviction_refusal_pauses_the_pass_without_moving_the_watermark(crawl_db, corpus_groups, server_a,
                                                                         own_redis) -> None:
    client = own_redis.client()
    _small_ceiling(client, "noeviction", 300_000)
    settings.set_value(crawl_db, "crawl_pressure_high_pct", 0)  # the seed: no gate where a full server refuses
    reports = _crawl(crawl_db, server_a, corpus_groups)
    refused = [r for r in reports if r.state is CrawlState.PRESSURE]
    assert refused, [r.as_dict() for r in reports]
    assert "maxmemory" in refused[0].message
    assert int(client.info("stats")["evicted_keys"]) == 0
    marks = _watermarks(crawl_db)
    for r in refused:
        # Every staged article lies below the watermark; the refused batch and the rest are read next pass.
        assert marks.get(r.group) is None or marks[r.group] <= r.server_high
    client.config_set("maxmemory", 0)
    again = _crawl(crawl_db, server_a, corpus_groups)
    assert all(r.state is CrawlState.DONE for r in again)
    assert sum(r.staged for r in again) > 0


def test_a_redis_restart_mid_pass_fails_the_pass_and_the_rerun_loses_and_doubles_nothing(
        crawl_db, corpus_groups, server_a, own_redis, crawl_corpus) -> None:
    calls = {"n": 0}

    def restart_on_fifth(real, backend, conn, **kw):  # type: ignore[no-untyped-def]
        calls["n"] += 1
        if calls["n"] == 5:
            own_redis.kill()
            own_redis.start()  # append-only: everything acknowledged before the kill is back
            backend.client.connection_pool.disconnect()
            own_redis.kill()  # down while this batch stages
            try:
                return real(backend, conn, **kw)
            finally:
                own_redis.start()
        return real(backend, conn, **kw)

    with pytest.MonkeyPatch.context() as mp:
        hook_stage_batch(mp, restart_on_fifth)
        with pytest.raises(Exception, match="could not stage|Connection|connect"):
            _crawl(crawl_db, server_a, corpus_groups)
    backend = backend_of(crawl_db)
    backend.client.connection_pool.disconnect()
    reports = _crawl(crawl_db, server_a, corpus_groups)
    assert all(r.state is CrawlState.DONE for r in reports)
    ids = staged_message_ids(crawl_db)
    assert backend.staged_total(crawl_db) == len(ids)
    from test_crawl import _expected_ids
    assert _expected_ids(crawl_corpus[1]) <= ids


def test_crawl_killed_mid_batch_on_redis_then_rerun_stages_and_builds_the_same(
        crawl_db, corpus_groups, server_a, own_redis, pg_dsn) -> None:
    settings.set_value(crawl_db, "batch", 100)
    settings.set_value(crawl_db, "walk_past_no_evict", True)
    env = {**os.environ}
    args = [str(BIN / "usenet-ops"), "crawl", "run", server_a.url, *[a for g in corpus_groups for a in ("--group", g)]]
    for delay in (0.8, 1.5):
        proc = subprocess.Popen(args, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                start_new_session=True)
        time.sleep(delay)
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait(30)
    assert subprocess.run(args, env=env, capture_output=True, timeout=300).returncode == 0
    crashed = staged_message_ids(crawl_db)
    assert backend_of(crawl_db).staged_total(crawl_db) == len(crashed), "no part counted twice"
    # A clean reference run on a fresh prefix of the same Redis, from scratch.
    reference_prefix = "ref:"
    os.environ["USENET_STAGING_REDIS_PREFIX"] = reference_prefix
    try:
        crawl_db.execute("TRUNCATE usenet.group_state, usenet.coverage")
        ref_env = {**os.environ}
        assert subprocess.run(args, env=ref_env, capture_output=True, timeout=300).returncode == 0
        reference = staged_message_ids(crawl_db)
    finally:
        os.environ["USENET_STAGING_REDIS_PREFIX"] = "t:"
    assert crashed == reference
    report = build.build_pass(crawl_db, settings=compose.load_settings(crawl_db), sink=PostgresCatalogue(),
                              filters=compose.load_build_filters(crawl_db), staging=backend_of(crawl_db))
    assert report.built > 0
    assert crawl_db.execute("SELECT count(*) = count(DISTINCT content_hash) AS ok FROM usenet.releases").fetchone()["ok"]


def test_switch_refuses_while_pg_holds_sets_and_migrate_moves_them_to_build_on_redis(
        crawl_db, corpus_groups, server_a, own_redis) -> None:
    settings.set_value(crawl_db, "staging", "pg", guarded_ok=True)
    _crawl(crawl_db, server_a, corpus_groups)
    before = staged_message_ids(crawl_db)
    assert before
    live = compose.load_settings(crawl_db)

    def backend_for(mode):  # type: ignore[no-untyped-def]
        return compose.staging_backend(live, mode)

    with pytest.raises(staging_switch.SwitchRefused, match="--migrate"):
        staging_switch.switch(crawl_db, StagingMode.REDIS, backend_for=backend_for)
    with pytest.raises(settings.SettingsError, match="staging switch"):
        settings.set_value(crawl_db, "staging", "redis")
    report = staging_switch.switch(crawl_db, StagingMode.REDIS, migrate=True, backend_for=backend_for)
    assert report.moved_sets == report.held > 0
    assert crawl_db.execute("SELECT count(*) AS n FROM usenet.staged_sets").fetchone()["n"] == 0
    redis_side = backend_of(crawl_db)
    assert redis_side.mode is StagingMode.REDIS
    assert staged_message_ids(crawl_db) == before
    assert redis_side.staged_total(crawl_db) == len(before)
    built = build.build_pass(crawl_db, settings=compose.load_settings(crawl_db), sink=PostgresCatalogue(),
                             filters=compose.load_build_filters(crawl_db), staging=redis_side)
    assert built.built > 0
    # And back: what is left moves to pg whole.
    left = staged_message_ids(crawl_db)
    back = staging_switch.switch(crawl_db, StagingMode.PG, migrate=True, backend_for=backend_for)
    assert back.current == "pg"
    assert backend_of(crawl_db).mode is StagingMode.PG
    assert staged_message_ids(crawl_db) == left
