"""The harness's fallback path: throwaway servers from the system's binaries.

Exercised explicitly (not only when localhost has no servers), so the path CI
needs on a bare machine is tested on every run.
"""

from __future__ import annotations

from pathlib import Path

import psycopg
import redis

from usenet_ops.devtools import localservices


def test_throwaway_postgres_starts_answers_and_stops(tmp_path: Path) -> None:
    service = localservices.start_postgres(tmp_path / "pg")
    try:
        with psycopg.connect(service.url) as conn:
            assert conn.execute("SELECT current_setting('listen_addresses')").fetchone()[0] == "127.0.0.1"
        url = localservices.create_database(service.url, "probe")
        with psycopg.connect(url) as conn:
            assert conn.execute("SELECT current_database()").fetchone()[0] == "probe"
    finally:
        service.stop()
    assert not localservices.postgres_answers(service.url)


def test_throwaway_redis_starts_answers_and_stops(tmp_path: Path) -> None:
    service = localservices.start_redis(tmp_path / "redis")
    try:
        client = redis.Redis.from_url(service.url)
        client.set("k", "v")
        assert client.get("k") == b"v"
        assert client.config_get("save")["save"] == ""
    finally:
        service.stop()
    assert not localservices.redis_answers(service.url)


def test_session_redis_fixture_is_reachable(redis_url: str, redis_prefix: str) -> None:
    client = redis.Redis.from_url(redis_url)
    client.set(redis_prefix + "probe", "1")
    assert client.get(redis_prefix + "probe") == b"1"


def test_an_unreachable_explicit_url_is_an_error_that_names_it(tmp_path: Path) -> None:
    import pytest

    dead = f"postgresql://postgres@127.0.0.1:{localservices.free_port()}/postgres"
    with pytest.raises(localservices.ServiceUnavailable, match="does not answer"):
        localservices.find_or_start_postgres(dead, tmp_path)


def test_a_port_held_without_listening_is_not_bindable() -> None:
    """The demo's preferred ports sit in the ephemeral range: nothing answers there, yet a bind fails."""
    import socket

    from usenet_ops.devtools import localservices

    with socket.socket() as held:
        held.bind(("127.0.0.1", 0))
        port = held.getsockname()[1]
        assert not localservices.port_open("127.0.0.1", port)  # nobody answers...
        assert not localservices.port_bindable("127.0.0.1", port)  # ...and still no server could bind it
    assert localservices.port_bindable("127.0.0.1", port)
