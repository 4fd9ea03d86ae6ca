"""Abuse is refused before it costs work (issue 31): counted on the wire between the API and a real Postgres.

The API's DSN points at a TCP relay in front of this session's Postgres that
counts every byte the API sends; "no database query" is then "no byte
crossed the relay", whatever the driver, the pool or the store would do.
"""

from __future__ import annotations

import dataclasses
import secrets
import socket
import threading
from collections.abc import Iterator

import pytest
from feedcheck import error_of
from psycopg.conninfo import conninfo_to_dict, make_conninfo
from releasefactory import make_release
from test_api_probes import _probe

from usenet_ops.api.client_buckets import LocalBuckets
from usenet_ops.api.keys import ANON_BURST
from usenet_ops.store.apikeys import KeyStore


class CountingRelay:
    """A TCP relay to Postgres that counts the bytes clients send through it."""

    def __init__(self, host: str, port: int) -> None:
        self._upstream = (host, port)
        self._server = socket.create_server(("127.0.0.1", 0))
        self.port = self._server.getsockname()[1]
        self._lock = threading.Lock()
        self._sent = 0
        self._sockets: list[socket.socket] = [self._server]
        threading.Thread(target=self._accept, daemon=True).start()

    @property
    def sent(self) -> int:
        with self._lock:
            return self._sent

    def _accept(self) -> None:
        while True:
            try:
                client, _ = self._server.accept()
            except OSError:
                return
            upstream = socket.create_connection(self._upstream)
            self._sockets += [client, upstream]
            threading.Thread(target=self._pipe, args=(client, upstream, True), daemon=True).start()
            threading.Thread(target=self._pipe, args=(upstream, client, False), daemon=True).start()

    def _pipe(self, source: socket.socket, target: socket.socket, counted: bool) -> None:
        try:
            while chunk := source.recv(65536):
                if counted:
                    with self._lock:
                        self._sent += len(chunk)
                target.sendall(chunk)
        except OSError:
            pass
        finally:
            for s in (source, target):
                try:
                    s.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass

    def close(self) -> None:
        for s in self._sockets:
            s.close()


@pytest.fixture
def relay(pg_dsn: str) -> Iterator[tuple[CountingRelay, str]]:
    params = conninfo_to_dict(pg_dsn)
    counting = CountingRelay(str(params.get("host") or "127.0.0.1"), int(params.get("port") or 5432))
    try:
        yield counting, make_conninfo(pg_dsn, host="127.0.0.1", port=str(counting.port))
    finally:
        counting.close()


def _guess() -> str:
    return secrets.token_hex(16)


def _still(app):
    """Stop the clock of the app's address buckets: no token comes back however slow this machine is."""
    guards = app.extensions["usenet_guards"]
    app.extensions["usenet_guards"] = dataclasses.replace(guards, clients=LocalBuckets(clock=lambda: 0.0))
    return app


def test_guessed_keys_past_the_address_burst_are_refused_without_a_byte_to_postgres(db, make_app, relay):
    counting, dsn = relay
    client = _still(make_app(dsn=dsn, pool_min=0)).test_client()
    known = KeyStore().create(db, "regular").key
    assert client.get(f"/api?t=search&apikey={known}").status_code == 200  # seen valid before the flood
    for _ in range(ANON_BURST - 1):  # the known key's first lookup took one of the address's tokens
        assert error_of(client.get(f"/api?t=search&apikey={_guess()}"))[0] == 100
    before = counting.sent
    for path in (f"/api?t=search&apikey={_guess()}", f"/getnzb/{'0' * 16}.nzb?apikey={_guess()}",
                 f"/rss?t=2000&r={_guess()}", "/api?t=search", "/api?t=caps", "/api?t=caps&apikey=x"):
        refused = client.get(path)
        assert refused.status_code == 429, (path, refused.data[:200])
        assert error_of(refused)[0] == 500 and int(refused.headers["Retry-After"]) >= 1
        assert "without a valid API key" in error_of(refused)[1]
    assert counting.sent == before, "a refused request sent nothing to Postgres"
    # The flood does not lock out the address's key already known valid, nor another address.
    assert client.get(f"/api?t=search&apikey={known}").status_code == 200
    other = client.get(f"/api?t=search&apikey={_guess()}", environ_base={"REMOTE_ADDR": "198.51.100.7"})
    assert error_of(other)[0] == 100
    fresh = KeyStore().create(db, "fresh").key
    assert client.get(f"/api?t=search&apikey={fresh}").status_code == 429, "not yet known: waits for a token"


def test_caps_and_open_mode_are_limited_per_address_before_the_catalogue(db, make_app, relay):
    counting, dsn = relay
    caps = _still(make_app(dsn=dsn, pool_min=0)).test_client()
    assert [caps.get("/api?t=caps").status_code for _ in range(ANON_BURST)] == [200] * ANON_BURST
    before = counting.sent
    assert caps.get("/api?t=caps").status_code == 429
    assert counting.sent == before
    assert caps.get("/api?t=caps", environ_base={"REMOTE_ADDR": "2001:db8:1:2::9"}).status_code == 200
    # Open mode (the operator's choice to serve without keys) is limited per address at the configured burst,
    # not at the setup allowance: a client syncing its categories must not see 429s by default.
    unlimited = _still(make_app(dsn=dsn, pool_min=0, open_mode=True)).test_client()
    assert {unlimited.get("/api?t=search").status_code for _ in range(ANON_BURST + 20)} == {200}
    open_ = _still(make_app(dsn=dsn, pool_min=0, open_mode=True, burst_rate=0.01, burst_size=5)).test_client()
    before = counting.sent
    statuses = [open_.get("/api?t=search").status_code for _ in range(6)]
    assert statuses == [200] * 5 + [429]
    sent = counting.sent
    assert open_.get("/api?t=search").status_code == 429 and counting.sent == sent, "refused before any query"
    assert sent > before


def test_a_burst_refused_by_the_keys_bucket_is_not_counted_and_costs_no_query(db, make_app, relay, redis_url):
    counting, dsn = relay
    client = make_app(dsn=dsn, pool_min=0, redis_url=redis_url).test_client()
    key = KeyStore().create(db, "bursty", burst_rate=0.01, burst_size=2).key
    assert [client.get(f"/api?t=search&apikey={key}").status_code for _ in range(2)] == [200, 200]
    before = counting.sent
    assert [client.get(f"/api?t=search&apikey={key}").status_code for _ in range(3)] == [429] * 3
    assert counting.sent == before, "the burst is checked before the usage write (and any read)"
    assert db.execute("SELECT requests FROM api_usage").fetchone()["requests"] == 2


def test_the_address_limit_holds_with_redis_down(db, make_app):
    client = _still(make_app(redis_url="redis://127.0.0.1:1/0")).test_client()  # nothing listens on port 1
    statuses = [client.get(f"/api?t=search&apikey={_guess()}").status_code for _ in range(ANON_BURST + 3)]
    assert statuses == [200] * ANON_BURST + [429] * 3


def test_a_revoked_key_is_refused_at_once_though_it_was_known(db, make_app):
    client = make_app().test_client()
    created = KeyStore().create(db, "gone")
    assert client.get(f"/api?t=search&apikey={created.key}").status_code == 200
    KeyStore().revoke(db, created.record.prefix)
    assert error_of(client.get(f"/api?t=search&apikey={created.key}"))[0] == 100


def test_every_answer_forbids_content_sniffing(db, client, add, apikey):
    (release,) = add(make_release("Nfo.Sniff.2020.1080p-GRP", category=2040))
    rid = db.execute("SELECT id FROM releases").fetchone()["id"]
    _probe(db, rid, nfo="<html><script>alert(1)</script></html>\r\n")
    paths = [f"/api?t=getnfo&id={release.content_hash}&apikey={apikey}", "/api?t=caps", "/api?t=caps&o=json",
             f"/api?t=search&apikey={apikey}", f"/rss?apikey={apikey}", f"/getnzb/{release.content_hash}.nzb?apikey={apikey}",
             "/api?t=search&apikey=wrong", "/api?t=nope", "/nowhere", f"/getnzb/{'f' * 16}.nzb?apikey={apikey}"]
    for path in paths:
        answer = client.get(path)
        assert answer.headers.get("X-Content-Type-Options") == "nosniff", path
    nfo = client.get(paths[0])
    assert nfo.headers["Content-Type"].startswith("text/plain") and b"<script>" in nfo.data
