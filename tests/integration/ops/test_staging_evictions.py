"""Staging's eviction figures: a real Redis at its maxmemory evicts, status.json says so, the watchdog alerts.

The Redis is this test's own (started here, maxmemory 2 MB, allkeys-lru),
so filling it past its ceiling evicts nothing any other test holds.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import redis

from usenet_ops import corpus as corpus_mod
from usenet_ops import newsserver
from usenet_ops.adapters import status
from usenet_ops.devtools import localservices
from usenet_ops.passes import compose, eviction_figures, watchdog
from usenet_ops.store import settings as settings_store
from usenet_ops.store import staging_evictions

ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture
def evicting_redis(tmp_path: Path, db, monkeypatch: pytest.MonkeyPatch):
    """A Redis of this test's own with a 2 MB ceiling under allkeys-lru, chosen as staging."""
    service = localservices.start_redis(tmp_path / "redis")
    client = redis.Redis.from_url(service.url)
    client.config_set("maxmemory", "2mb")
    client.config_set("maxmemory-policy", "allkeys-lru")
    monkeypatch.setenv("USENET_REDIS_URL", service.url)
    monkeypatch.setenv("USENET_STAGING_REDIS_PREFIX", "evict-test:")
    settings_store.set_value(db, "staging", "redis", guarded_ok=True)
    yield client
    client.close()
    service.stop()


def _overflow(client: redis.Redis) -> None:
    """Write ~6 MB into a 2 MB Redis: it evicts to make room; then empty it, so no eviction follows later."""
    pipe = client.pipeline(transaction=False)
    for i in range(3000):
        pipe.set(f"evict-test:filler:{i}", b"x" * 2048)
    pipe.execute()
    assert int(client.info("stats")["evicted_keys"]) > 0
    client.flushdb()  # evicted_keys keeps its count


def test_redis_evictions_show_in_the_figures_and_a_climb_is_a_finding(db, evicting_redis) -> None:
    staging = compose.staging_backend(compose.load_settings(db))
    assert watchdog.check_staging(db, staging) == []  # the first sample: nothing to compare with
    first = eviction_figures.figures(db, staging)
    assert first["backend"] == "redis" and first["evicted_keys"] == 0 and first["redis"]["policy"] == "allkeys-lru"
    _overflow(evicting_redis)
    (finding,) = watchdog.check_staging(db, staging)
    assert finding.check == "staging" and "Redis evicted" in finding.message and "noeviction" in finding.hint
    report = status.report(db, compose.load_settings(db))
    assert report["staging_evictions"]["evicted_keys"] > 0
    assert watchdog.check_staging(db, staging) == []  # no new eviction since the last sample: no finding


def test_hopeless_sheds_count_per_day_and_a_flood_of_them_is_a_finding(db) -> None:
    staging = compose.staging_backend(compose.load_settings(db))  # pg: no Redis figures, our counter still read
    assert watchdog.check_staging(db, staging) == []
    staging_evictions.record_hopeless(db, 40)
    assert watchdog.check_staging(db, staging) == []  # a few sheds are the sweep doing its job
    staging_evictions.record_hopeless(db, eviction_figures.HOPELESS_ALERT_PER_SAMPLE + 1)
    (finding,) = watchdog.check_staging(db, staging)
    assert f"{eviction_figures.HOPELESS_ALERT_PER_SAMPLE + 1:,} hopeless set(s)" in finding.message
    figures = eviction_figures.figures(db, staging)
    assert figures["evicted_keys"] is None and figures["hopeless_sets"]["today"] == 1041


@pytest.mark.airflow
def test_the_watchdog_dag_alerts_once_when_redis_evicts_staged_keys(airflow_db, db, evicting_redis, scratch_dir,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    from airflow.dag_processing.dagbag import DagBag

    manifest = corpus_mod.generate(articles=200, seed=5, out=scratch_dir / "evictions-corpus")
    with newsserver.serve(corpus_mod.load(manifest.directory), backbone="a") as news:
        monkeypatch.setenv("AIRFLOW_CONN_NNTP_DEFAULT", json.dumps(
            {"conn_type": "nntp", "host": news.host, "port": news.port, "extra": {"backbone": "a"}}))
        dag = DagBag(dag_folder=str(ROOT / "dags")).dags["usenet_watchdog"]
        assert dag.test().state == "success"  # the first sample
        assert not db.execute("SELECT 1 FROM usenet.errors").fetchall()
        _overflow(evicting_redis)
        assert dag.test().state == "failed"
    (alert,) = db.execute("SELECT job, task, message, hint FROM usenet.errors").fetchall()
    assert (alert["job"], alert["task"]) == ("usenet_watchdog", "check")
    assert "Redis evicted" in alert["message"] and "staged sets are being destroyed" in alert["message"]
    assert "maxmemory" in alert["hint"]
    samples = db.execute("SELECT backend, evicted_keys FROM usenet.staging_eviction_samples ORDER BY id").fetchall()
    # The first run's sample, then one per try of the second: each retry compared with the first run, found the
    # climb again and failed, so the run ended failed (one alert) instead of a retry turning it green.
    assert len(samples) >= 3 and samples[0]["evicted_keys"] == 0
    assert all(s["backend"] == "redis" and s["evicted_keys"] > 0 for s in samples[1:])
