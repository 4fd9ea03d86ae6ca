"""The key store on real Postgres: one statement counts a request and reads the key's limits."""

from __future__ import annotations

import pytest

from usenet_ops.store.apikeys import KeyNotFound, KeyStore, Usage


def test_count_request_counts_requests_and_grabs_and_returns_the_limits(db):
    store = KeyStore()
    new = store.create(db, "hydra", requests_per_day=10, grabs_per_day=2)
    assert store.count_request(db, new.key) == Usage(new.record.id, 1, 0, 10, 2)
    assert store.count_request(db, new.key, grab=True) == Usage(new.record.id, 2, 1, 10, 2)
    record = store.get(db, new.record.id)
    assert (record.requests_today, record.grabs_today) == (2, 1)


def test_count_request_for_an_unknown_or_revoked_key_is_none_and_counts_nothing(db):
    store = KeyStore()
    new = store.create(db, "radarr")
    assert store.count_request(db, "0" * 32) is None
    store.revoke(db, str(new.record.id))
    assert store.count_request(db, new.key, grab=True) is None
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
