"""API keys: hashed storage, 100 for missing/bad/revoked keys, open mode, per-key daily limits with 429."""

from __future__ import annotations

from feedcheck import error_of
from releasefactory import make_release

from usenet_ops.store.apikeys import KeyStore, hash_key


def test_keys_are_stored_only_as_hashes(db):
    new = KeyStore().create(db, "sonarr")
    rows = db.execute("SELECT * FROM api_keys").fetchall()
    assert len(new.key) == 32
    assert all(new.key not in str(v) for v in rows[0].values() if v is not None and v != new.key[:8])
    assert rows[0]["key_hash"] == hash_key(new.key)


def test_missing_bad_and_revoked_keys_get_error_100_but_caps_stays_open(client, db):
    store = KeyStore()
    new = store.create(db, "radarr")
    assert error_of(client.get("/api?t=search"))[0] == 100
    assert error_of(client.get("/api?t=search&apikey=nope"))[0] == 100
    assert client.get(f"/api?t=search&apikey={new.key}").status_code == 200
    store.revoke(db, new.record.prefix)
    code, description = error_of(client.get(f"/api?t=search&apikey={new.key}"))
    assert code == 100 and description == "Incorrect user credentials"
    assert client.get("/api?t=caps").data.count(b"<caps>") == 1


def test_bad_key_on_getnzb_is_http_401(client, add):
    (r,) = add(make_release("Locked-GRP"))
    assert client.get(f"/getnzb/{r.content_hash}.nzb?apikey=bad").status_code == 401


def test_open_mode_accepts_any_key_or_none(db, make_app, add):
    client = make_app(open_mode=True).test_client()
    (r,) = add(make_release("Open-GRP"))
    assert b"<item>" in client.get("/api?t=search").data
    assert b"<item>" in client.get("/api?t=search&apikey=whatever").data
    assert client.get(f"/getnzb/{r.content_hash}.nzb").status_code == 200


def test_request_limit_answers_429_with_retry_after_and_sonarr_description(client, db):
    new = KeyStore().create(db, "limited", requests_per_day=2)
    for _ in range(2):
        assert client.get(f"/api?t=search&apikey={new.key}").status_code == 200
    response = client.get(f"/api?t=search&apikey={new.key}")
    assert response.status_code == 429
    assert 0 < int(response.headers["Retry-After"]) <= 86400
    assert error_of(response) == (500, "Request limit reached")


def test_grab_limit_answers_429_on_get_while_searches_continue(client, db, add):
    (r,) = add(make_release("Grab-GRP"))
    new = KeyStore().create(db, "grabber", grabs_per_day=1)
    assert client.get(f"/getnzb/{r.content_hash}.nzb?apikey={new.key}").status_code == 200
    second = client.get(f"/api?t=get&id={r.content_hash}&apikey={new.key}")
    assert second.status_code == 429 and error_of(second)[0] == 501
    assert client.get(f"/api?t=search&apikey={new.key}").status_code == 200
    usage = KeyStore().list(db)[0]
    assert (usage.requests_today, usage.grabs_today) == (3, 1), "requests are attempts; grabs are served NZBs"


def test_revoke_by_unknown_prefix_says_how_to_find_keys(db):
    import pytest

    from usenet_ops.store.apikeys import KeyNotFound

    with pytest.raises(KeyNotFound, match="apikey list"):
        KeyStore().revoke(db, "deadbeef")


def test_limited_key_sees_newznab_apilimits_and_unlimited_key_does_not(client, db):
    from feedcheck import NS, parse_feed

    limited = KeyStore().create(db, "hydra", requests_per_day=50, grabs_per_day=5)
    client.get(f"/api?t=search&apikey={limited.key}")
    root = parse_feed(client.get(f"/api?t=search&apikey={limited.key}"))
    limits = root.find("channel/newznab:apilimits", NS)
    assert limits is not None
    assert {k: limits.get(k) for k in ("apiCurrent", "apiMax", "grabCurrent", "grabMax")} == {
        "apiCurrent": "2", "apiMax": "50", "grabCurrent": "0", "grabMax": "5"}
    unlimited = KeyStore().create(db, "sonarr")
    assert parse_feed(client.get(f"/api?t=search&apikey={unlimited.key}")).find("channel/newznab:apilimits", NS) is None


def test_each_request_gives_its_connection_back_so_a_one_connection_pool_serves_them_all(db, make_app, add):
    (r,) = add(make_release("Pooled-GRP"))
    key = KeyStore().create(db, "pooled").key
    client = make_app(pool_min=0, pool_max=1, pool_timeout=1.0).test_client()
    for path in (f"/api?t=search&apikey={key}", f"/getnzb/{r.content_hash}.nzb?apikey={key}",
                 f"/api?t=details&id={r.content_hash}&apikey={key}", "/api?t=search&apikey=wrong"):
        response = client.get(path)
        assert response.status_code == 200 or error_of(response)[0] == 100, (path, response.data[:200])
    assert KeyStore().list(db)[0].requests_today == 3
