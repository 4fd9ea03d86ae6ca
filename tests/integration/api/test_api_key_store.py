"""The key store on real Postgres: one statement counts a request and reads the key's limits."""

from __future__ import annotations

import pytest

from usenet_ops.store.apikeys import KeyNotFound, KeyStore, Usage


def test_count_request_counts_requests_and_returns_the_limits_and_count_grab_stops_at_the_grab_limit(db):
    store = KeyStore()
    new = store.create(db, "hydra", requests_per_day=10, grabs_per_day=2, burst_rate=0.5, burst_size=3)
    assert store.count_request(db, new.key) == Usage(new.record.id, 1, 0, 10, 2, 0.5, 3)
    assert store.count_grab(db, new.record.id) == 1
    assert store.count_request(db, new.key) == Usage(new.record.id, 2, 1, 10, 2, 0.5, 3)
    assert store.count_grab(db, new.record.id) == 2
    assert store.count_grab(db, new.record.id) is None, "the day's grabs are used up: nothing more is counted"
    record = store.get(db, new.record.id)
    assert (record.requests_today, record.grabs_today, record.burst_rate, record.burst_size) == (2, 2, 0.5, 3)


def test_count_grab_starts_the_day_and_refuses_a_key_allowed_no_grabs(db):
    store = KeyStore()
    unlimited, none_allowed = store.create(db, "sab"), store.create(db, "browse-only", grabs_per_day=0)
    assert store.count_grab(db, unlimited.record.id) == 1, "no request counted yet today: the grab opens the day"
    assert store.count_grab(db, none_allowed.record.id) is None
    assert store.get(db, none_allowed.record.id).grabs_today == 0


def test_concurrent_grabs_never_count_past_the_limit(db, pg_dsn):
    from concurrent.futures import ThreadPoolExecutor

    from usenet_ops.store import db as store_db

    store = KeyStore()
    new = store.create(db, "racer", grabs_per_day=5)

    def grab(_: int) -> int | None:
        with store_db.connect(pg_dsn, autocommit=True) as conn:
            return store.count_grab(conn, new.record.id)

    with ThreadPoolExecutor(8) as pool:
        results = list(pool.map(grab, range(20)))
    assert sorted(r for r in results if r is not None) == [1, 2, 3, 4, 5]
    assert store.get(db, new.record.id).grabs_today == 5


def test_count_request_for_an_unknown_or_revoked_key_is_none_and_counts_nothing(db):
    store = KeyStore()
    new = store.create(db, "radarr")
    assert store.count_request(db, "0" * 32) is None
    store.revoke(db, str(new.record.id))
    assert store.count_request(db, new.key) is None
    assert db.execute("SELECT count(*) AS n FROM api_usage").fetchone()["n"] == 0


def test_list_hides_revoked_keys_unless_asked_and_get_of_an_unknown_id_is_none(db):
    store = KeyStore()
    kept, gone = store.create(db, "kept"), store.create(db, "gone")
    store.revoke(db, gone.record.prefix)
    assert [k.name for k in store.list(db)] == ["kept"]
    assert [(k.name, k.revoked_at is not None) for k in store.list(db, include_revoked=True)] == [
        ("kept", False), ("gone", True)]
    assert store.get(db, 999) is None and kept.record.requests_per_day is None


def test_revoking_twice_says_how_to_find_the_key(db):
    store = KeyStore()
    new = store.create(db, "once")
    store.revoke(db, new.record.prefix)
    with pytest.raises(KeyNotFound, match="apikey list"):
        store.revoke(db, new.record.prefix)


def test_set_limits_changes_and_unsets_limits_of_a_key_named_by_prefix_or_id(db):
    store = KeyStore()
    new = store.create(db, "tuned", requests_per_day=100)
    record = store.set_limits(db, new.record.prefix, {"burst_rate": 2.0, "burst_size": 5, "requests_per_day": None})
    assert (record.burst_rate, record.burst_size, record.requests_per_day) == (2.0, 5, None)
    assert store.set_limits(db, str(new.record.id), {"burst_rate": 0}).burst_rate == 0
    with pytest.raises(ValueError, match="not a key limit"):
        store.set_limits(db, str(new.record.id), {"key_hash": "x"})
    store.revoke(db, str(new.record.id))
    with pytest.raises(KeyNotFound, match="apikey list"):
        store.set_limits(db, str(new.record.id), {"burst_rate": 1.0})
