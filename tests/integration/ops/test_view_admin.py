"""The view's maintenance routes behind Airflow's own login: Admin only, refusals audited, the same actions as the CLI."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient

from usenet_ops.store import audit, filters, groups
from usenet_ops.store.filters import HitCounts, RuleFamily

pytestmark = pytest.mark.airflow

USERS = {"admin": ("admin", "admin-pw"), "viewer": ("viewer", "viewer-pw")}


@pytest.fixture(scope="module")
def app(airflow_db, tmp_path_factory: pytest.TempPathFactory) -> Iterator[TestClient]:
    home = tmp_path_factory.mktemp("sam-admin")
    passwords = home / "passwords.json"
    passwords.write_text(json.dumps({name: pw for name, (_, pw) in USERS.items()}))
    patch = pytest.MonkeyPatch()
    patch.setenv("AIRFLOW__CORE__SIMPLE_AUTH_MANAGER_USERS", "admin:admin,viewer:viewer")
    patch.setenv("AIRFLOW__CORE__SIMPLE_AUTH_MANAGER_PASSWORDS_FILE", str(passwords))
    from airflow.api_fastapi.app import create_app, purge_cached_app

    purge_cached_app()
    with TestClient(create_app(), base_url="http://127.0.0.1:8080") as client:
        yield client
    purge_cached_app()
    patch.undo()


def _as(client: TestClient, who: str) -> dict[str, str]:
    name, password = USERS[who]
    token = client.post("/auth/token", json={"username": name, "password": password}).json()["access_token"]
    return {"Authorization": f"Bearer {token}"}


def test_purge_needs_admin_and_the_typed_name_and_every_attempt_is_audited(app: TestClient, db) -> None:
    groups.add(db, "alt.binaries.purgeme")
    db.execute("INSERT INTO usenet.coverage (backbone, group_name, lo, hi) VALUES ('a', 'alt.binaries.purgeme', 1, 90)")
    viewer, admin = _as(app, "viewer"), _as(app, "admin")
    body = {"name": "alt.binaries.purgeme", "releases": False, "confirm": "alt.binaries.purgeme"}
    assert app.post("/usenet/api/admin/groups/purge", json=body, headers=viewer).status_code == 403
    preview = app.get("/usenet/api/admin/groups/alt.binaries.purgeme/purge", headers=admin)
    assert preview.status_code == 200 and preview.json()["preview"]["coverage_ranges"] == 1
    unconfirmed = app.post("/usenet/api/admin/groups/purge", json={**body, "confirm": "alt.binaries"}, headers=admin)
    assert unconfirmed.status_code == 400 and "confirm" in unconfirmed.json()["detail"]
    assert db.execute("SELECT count(*) AS n FROM usenet.coverage").fetchone()["n"] == 1
    done = app.post("/usenet/api/admin/groups/purge", json=body, headers=admin)
    assert done.status_code == 200 and done.json()["removed"]["fence"]["coverage_ranges"] == 1
    assert db.execute("SELECT count(*) AS n FROM usenet.coverage").fetchone()["n"] == 0
    assert [(r["actor"], r["action"], r["outcome"]) for r in reversed(audit.recent(db, limit=3))] == [
        ("viewer", "group.purge", "refused"), ("admin", "group.purge", "refused"), ("admin", "group.purge", "ok")]


def test_counter_reset_and_recheck_from_the_view(app: TestClient, db) -> None:
    filters.seed_rules(db)
    rule = filters.load_rules(db)[0]
    hits = HitCounts()
    hits.add_rule(RuleFamily.JUNK, rule.id, 12)
    filters.record_hits(db, hits)
    admin = _as(app, "admin")
    answer = app.post("/usenet/api/admin/filters/reset", json={"family": "junk", "rule": rule.name}, headers=admin)
    assert answer.status_code == 200 and answer.json()["reset"][0]["hits"] == 12
    assert filters.read_rule_hits(db, RuleFamily.JUNK) == {}
    missing = app.post("/usenet/api/admin/releases/recheck", json={"guid": "0123456789abcdef"}, headers=admin)
    assert missing.status_code == 400 and "no release has the guid" in missing.json()["detail"]
    script = app.get("/usenet/static/usenet-admin.js", headers=admin)
    assert script.status_code == 200 and "api/admin/groups/purge" in script.text
    assert 'src="static/usenet-admin.js"' in app.get("/usenet/", headers=admin).text


def test_groups_fetch_from_the_view_takes_the_top_groups_needs_admin_and_a_known_provider(
        app: TestClient, db, server_a, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 32 item 4 as a view action: what `usenet-ops groups fetch` does, over the same pass."""
    monkeypatch.setenv("AIRFLOW_CONN_NNTP_DEFAULT", json.dumps({"conn_type": "nntp", "host": server_a.host,
                                                                "port": server_a.port}))
    monkeypatch.setenv("USENET_NNTP_CONN_IDS", "nntp_default")
    body = {"provider": "nntp_default", "pattern": "alt.binaries.*", "top": 2, "min_articles": 0, "activate": False}
    viewer = app.post("/usenet/api/admin/groups/fetch", json=body, headers=_as(app, "viewer"))
    assert viewer.status_code == 403 and groups.list_groups(db) == []
    admin = _as(app, "admin")
    unknown = app.post("/usenet/api/admin/groups/fetch", json={**body, "provider": "nntp_elsewhere"}, headers=admin)
    assert unknown.status_code == 400 and "USENET_NNTP_CONN_IDS" in unknown.json()["detail"]
    bad = app.post("/usenet/api/admin/groups/fetch", json={**body, "pattern": "alt.[binaries"}, headers=admin)
    assert bad.status_code == 400, bad.text
    answer = app.post("/usenet/api/admin/groups/fetch", json=body, headers=admin)
    assert answer.status_code == 200, answer.text
    report = answer.json()["report"]
    added = [g["name"] for g in report["groups"] if g["change"] == "added"]
    assert report["added"] == len(added) == 2 and all(name.startswith("alt.binaries.") for name in added)
    listed = {g.name: g for g in groups.list_groups(db)}
    assert set(listed) == set(added) and not any(g.active for g in listed.values())
    fetched = [r for r in audit.recent(db) if r["action"] == "group.fetch"]
    assert [(r["actor"], r["source"], r["outcome"]) for r in fetched[:2]] == [("admin", "view", "ok"),
                                                                            ("admin", "view", "refused")]
    script = app.get("/usenet/static/usenet-admin.js", headers=admin)
    assert "api/admin/groups/fetch" in script.text
