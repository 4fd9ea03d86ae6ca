"""Burst limits (token buckets in a real Redis) on top of the daily limits, and grabs counted only when served."""

from __future__ import annotations

import logging
import time
from concurrent.futures import ThreadPoolExecutor

import pytest
from feedcheck import error_of
from releasefactory import make_release

from usenet_ops.store.apikeys import KeyStore


def _grabs(db) -> tuple[int, int]:
    """Return (grabs counted for keys today, grabs counted for releases)."""
    keys = db.execute("SELECT coalesce(sum(grabs), 0) AS n FROM api_usage").fetchone()["n"]
    releases = db.execute("SELECT coalesce(sum(grabs), 0) AS n FROM release_grabs").fetchone()["n"]
    return int(keys), int(releases)


def test_a_burst_past_the_keys_bucket_answers_429_with_retry_after_in_seconds(db, make_app, redis_url):
    client = make_app(redis_url=redis_url).test_client()
    key = KeyStore().create(db, "bursty", burst_rate=0.5, burst_size=3).key
    assert [client.get(f"/api?t=search&apikey={key}").status_code for _ in range(3)] == [200, 200, 200]
    refused = client.get(f"/api?t=search&apikey={key}")
    assert refused.status_code == 429
    assert 1 <= int(refused.headers["Retry-After"]) <= 2, "one token comes back every 2 s"
    code, description = error_of(refused)
    assert code == 500 and "rate limit" in description and "3 at once" in description
    other = KeyStore().create(db, "calm", burst_rate=0.5, burst_size=3).key
    assert client.get(f"/api?t=search&apikey={other}").status_code == 200, "each key has its own bucket"


def test_the_bucket_refills_at_its_rate(db, make_app, redis_url):
    client = make_app(redis_url=redis_url).test_client()
    key = KeyStore().create(db, "refill", burst_rate=5, burst_size=2).key
    assert [client.get(f"/api?t=caps&apikey={key}").status_code for _ in range(3)] == [200] * 3, "caps needs no key"
    statuses = [client.get(f"/api?t=search&apikey={key}").status_code for _ in range(3)]
    assert statuses == [200, 200, 429]
    time.sleep(0.45)  # 5 tokens/s: two are back
    assert [client.get(f"/api?t=search&apikey={key}").status_code for _ in range(2)] == [200, 200]


def test_the_service_default_applies_to_keys_without_their_own_and_rate_0_exempts_a_key(db, make_app, redis_url):
    client = make_app(redis_url=redis_url, burst_rate=0.2, burst_size=2).test_client()
    plain = KeyStore().create(db, "plain").key
    exempt = KeyStore().create(db, "exempt", burst_rate=0).key
    assert [client.get(f"/api?t=search&apikey={plain}").status_code for _ in range(3)] == [200, 200, 429]
    assert {client.get(f"/api?t=search&apikey={exempt}").status_code for _ in range(5)} == {200}


def test_getnzb_bursts_share_the_bucket_and_a_refused_grab_is_not_counted(db, make_app, redis_url, add):
    (r,) = add(make_release("Burst.Grab-GRP"))
    client = make_app(redis_url=redis_url).test_client()
    key = KeyStore().create(db, "grabber", burst_rate=0.1, burst_size=2).key
    assert client.get(f"/api?t=search&apikey={key}").status_code == 200
    assert client.get(f"/getnzb/{r.content_hash}.nzb?apikey={key}").status_code == 200
    refused = client.get(f"/getnzb/{r.content_hash}.nzb?apikey={key}")
    assert refused.status_code == 429 and int(refused.headers["Retry-After"]) >= 1
    assert _grabs(db) == (1, 1)


def test_workers_sharing_one_redis_never_let_more_than_the_burst_through(db, make_app, redis_url):
    apps = [make_app(redis_url=redis_url, pool_max=8) for _ in range(2)]  # two workers, one Redis
    key = KeyStore().create(db, "swarm", burst_rate=0.01, burst_size=5).key

    def hit(i: int) -> int:
        return apps[i % 2].test_client().get(f"/api?t=search&apikey={key}").status_code

    with ThreadPoolExecutor(8) as pool:
        statuses = list(pool.map(hit, range(24)))
    assert statuses.count(200) == 5 and statuses.count(429) == 19


def test_an_unreachable_redis_falls_back_to_per_worker_buckets_and_daily_limits_still_hold(db, make_app, caplog):
    from usenet_ops.api import keys

    keys._warned.clear()
    client = make_app(redis_url="redis://127.0.0.1:1/0").test_client()  # nothing listens on port 1
    key = KeyStore().create(db, "open", burst_rate=0.01, burst_size=3, requests_per_day=2).key
    with caplog.at_level(logging.WARNING, logger="usenet_ops.api.keys"):
        started = time.monotonic()
        answers = [client.get(f"/api?t=search&apikey={key}") for _ in range(5)]
        elapsed = time.monotonic() - started
    assert [a.status_code for a in answers] == [200, 200, 429, 429, 429]
    assert error_of(answers[2])[1] == "Request limit reached", "the third: the daily limit (counted in Postgres)"
    assert "rate limit" in error_of(answers[3])[1] and int(answers[3].headers["Retry-After"]) > 60, \
        "then the burst of 3, held in this process while Redis is down"
    assert elapsed < 3, "Redis is not dialled again within its cooldown"
    warnings = [r.getMessage() for r in caplog.records if "per API worker" in r.getMessage()]
    assert len(warnings) == 1 and "127.0.0.1:1" in warnings[0]


def test_a_burst_limit_without_redis_holds_per_worker_and_says_what_to_set(db, make_app, caplog):
    from usenet_ops.api import keys

    keys._warned.clear()
    client = make_app().test_client()
    key = KeyStore().create(db, "no-redis", burst_rate=0.01, burst_size=1).key
    with caplog.at_level(logging.WARNING, logger="usenet_ops.api.keys"):
        assert [client.get(f"/api?t=search&apikey={key}").status_code for _ in range(3)] == [200, 429, 429]
    assert any("USENET_REDIS_URL" in r.getMessage() for r in caplog.records)


def test_a_grab_is_counted_once_served_and_never_for_head_unknown_guids_or_refusals(db, client, add):
    (r,) = add(make_release("Counted.Grab-GRP"))
    key = KeyStore().create(db, "sab", grabs_per_day=2).key
    assert client.head(f"/getnzb/{r.content_hash}.nzb?apikey={key}").status_code == 200
    assert _grabs(db) == (0, 0), "a HEAD probe is no download"
    assert client.get(f"/getnzb/ffffffffffffffff.nzb?apikey={key}").status_code == 404
    assert error_of(client.get(f"/api?t=get&id=ffffffffffffffff&apikey={key}"))[0] == 300
    assert _grabs(db) == (0, 0), "an unknown guid is no download"
    assert client.get(f"/getnzb/{r.content_hash}.nzb?apikey={key}").status_code == 200
    assert client.get(f"/api?t=get&id={r.content_hash}&apikey={key}").status_code == 200
    assert _grabs(db) == (2, 2)
    third = client.get(f"/getnzb/{r.content_hash}.nzb?apikey={key}")
    assert third.status_code == 429 and error_of(third)[0] == 501
    assert _grabs(db) == (2, 2)


def test_a_render_failure_counts_no_grab(db, client, add):
    (r,) = add(make_release("Broken.Blob-GRP"))
    db.execute("UPDATE usenet.releases SET nzb = '\\x554e5a01deadbeef'::bytea WHERE content_hash = %s",
               (r.content_hash,))
    key = KeyStore().create(db, "nzbget").key
    response = client.get(f"/getnzb/{r.content_hash}.nzb?apikey={key}")
    assert response.status_code == 200 and error_of(response)[0] == 900
    assert _grabs(db) == (0, 0)


@pytest.mark.parametrize("rate", ["-1", "fast", "nan"])
def test_a_bad_burst_rate_is_refused_naming_the_variable(rate):
    from usenet_ops.api.config import ApiConfig, ConfigError

    with pytest.raises(ConfigError, match="USENET_API_BURST_RATE"):
        ApiConfig.from_env({"USENET_DSN": "postgresql://x/y", "USENET_API_BURST_RATE": rate})
