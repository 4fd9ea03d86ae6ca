"""Both Redis of docker-compose.yaml, started here with compose's own command line, hold their doors (issue 31).

Celery's broker Redis wants its password; the indexer's Redis has no default
user, and its users staging (the workers) and api (the API's burst buckets)
each reach their own keys only, through the real TokenBuckets and RedisStaging
code (Lua scripts included: Redis checks a script's commands against the
caller's ACL).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import pytest
import redis

from usenet_ops.devtools import localservices

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "unit" / "platform"))

from composeconfig import good_env, load  # noqa: E402

ENV = good_env()
SERVICES = load(ENV)["services"]


def _local(url: str, port: int) -> str:
    """Return the compose URL pointed at the server this test started."""
    parts = urlsplit(url)
    netloc = parts.netloc.rsplit("@", 1)[0] + f"@127.0.0.1:{port}"
    return urlunsplit(parts._replace(netloc=netloc))


def _start(service: str, data_dir: Path) -> Iterator[int]:
    binary = shutil.which("redis-server")
    assert binary, "redis-server is needed (the test harness starts Redis from it too)"
    command = SERVICES[service]["command"]
    assert command[0] == "redis-server"
    port = localservices.free_port()
    data_dir.mkdir()
    process = subprocess.Popen([binary, *command[1:], "--port", str(port), "--bind", "127.0.0.1", "--dir", str(data_dir)],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 20
        while not localservices.port_open("127.0.0.1", port):
            assert process.poll() is None and time.monotonic() < deadline, f"{service}'s redis-server did not start"
            time.sleep(0.05)
        yield port
    finally:
        process.terminate()
        process.wait(timeout=20)


@pytest.fixture(scope="module")
def usenet_redis(tmp_path_factory: pytest.TempPathFactory) -> Iterator[int]:
    yield from _start("redis-usenet", tmp_path_factory.mktemp("redis") / "usenet")


@pytest.fixture(scope="module")
def broker_redis(tmp_path_factory: pytest.TempPathFactory) -> Iterator[int]:
    yield from _start("redis", tmp_path_factory.mktemp("redis") / "broker")


def test_the_broker_refuses_a_client_without_its_password(broker_redis: int) -> None:
    with pytest.raises(redis.AuthenticationError):
        redis.Redis(port=broker_redis).ping()
    broker = _local(SERVICES["airflow-worker"]["environment"]["AIRFLOW__CELERY__BROKER_URL"], broker_redis)
    assert redis.Redis.from_url(broker).ping()


def test_the_indexer_redis_has_no_default_user(usenet_redis: int) -> None:
    with pytest.raises(redis.AuthenticationError):
        redis.Redis(port=usenet_redis).ping()
    with pytest.raises(redis.AuthenticationError):
        redis.Redis(port=usenet_redis, username="api", password=ENV["REDIS_STAGING_PASSWORD"]).ping()


def test_the_api_user_keeps_its_buckets_and_reaches_nothing_else(usenet_redis: int) -> None:
    from usenet_ops.store.ratelimit import TokenBuckets

    url = _local(SERVICES["usenet-api"]["environment"]["USENET_REDIS_URL"], usenet_redis)
    buckets = TokenBuckets(url)
    try:
        assert [buckets.take("k", rate=0.001, burst=2) for _ in range(2)] == [0.0, 0.0]
        assert buckets.take("k", rate=0.001, burst=2) > 0, "the bucket is kept: the third request waits"
    finally:
        buckets.close()
    client = redis.Redis.from_url(url)
    for command in (("GET", f"{ENV['USENET_STAGING_REDIS_PREFIX']}s:1"), ("FLUSHALL",), ("KEYS", "*"),
                    ("CONFIG", "GET", "requirepass"), ("INFO",)):
        with pytest.raises(redis.exceptions.NoPermissionError):
            client.execute_command(*command)


def test_the_staging_user_stages_under_its_prefix_only(usenet_redis: int) -> None:
    from usenet_ops.store.staging_redis import RedisStaging

    url = _local(SERVICES["airflow-worker"]["environment"]["USENET_REDIS_URL"], usenet_redis)
    staging = RedisStaging(url, prefix=ENV["USENET_STAGING_REDIS_PREFIX"])
    assert staging.memory().used > 0, "the pressure gate reads INFO memory"
    staging.client.set(staging.key("probe"), "1")
    assert staging.client.get(staging.key("probe")) == "1"
    # Staging's scripts build their keys from the prefix they are given (ARGV), as these do.
    script = "return redis.call('SET', ARGV[1] .. 'lua', 'x')"
    assert staging.client.eval(script, 0, staging.prefix) == "OK"
    with pytest.raises(redis.exceptions.ResponseError, match="can.t access"):
        staging.client.eval(script, 0, "usenet:burst:")
    for command in (("GET", "usenet:burst:k"), ("FLUSHDB",), ("CONFIG", "SET", "maxmemory-policy", "allkeys-lru")):
        with pytest.raises(redis.exceptions.NoPermissionError):
            staging.client.execute_command(*command)
