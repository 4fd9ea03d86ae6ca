"""The view's Settings routes behind Airflow's own login: the knobs as typed fields, a preview, Admin-only saves.

Airflow's API app is built in-process with the plugin mounted as the
api-server mounts it, with SimpleAuthManager users and real JWTs; the
settings and the audit log are real Postgres. Issue 32 item 7: before, no
route served or changed a knob (404), so every test here failed.
"""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient

from usenet_ops import settings
from usenet_ops.store import audit
from usenet_ops.store import settings as settings_store

pytestmark = pytest.mark.airflow

USERS = {"admin": ("admin", "admin-pw"), "viewer": ("viewer", "viewer-pw")}
ORIGIN = {"Origin": "http://127.0.0.1:8080"}


@pytest.fixture(scope="module")
def airflow_app(airflow_db, tmp_path_factory: pytest.TempPathFactory) -> Iterator[TestClient]:
    home = tmp_path_factory.mktemp("sam-settings")
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
    answer = client.post("/auth/token", json={"username": name, "password": password})
    assert answer.status_code in (200, 201), answer.text
    return {"Authorization": f"Bearer {answer.json()['access_token']}", **ORIGIN}


def test_the_knobs_come_by_group_with_their_types_bounds_help_and_values(airflow_app: TestClient, db) -> None:
    settings_store.set_value(db, "batch", 4000)
    doc = airflow_app.get("/usenet/api/settings", headers=_as(airflow_app, "viewer")).json()
    knobs = {k["name"]: k for g in doc["groups"] for k in g["knobs"]}
    assert set(knobs) == set(settings.KNOBS) and doc["admin"] is False
    batch = knobs["batch"]
    assert (batch["type"], batch["value"], batch["default"], batch["overridden"]) == ("int", 4000, 3000, True)
    assert (batch["min"], batch["max"], batch["help"]) == (10, 100_000, settings.KNOBS["batch"].help)
    assert knobs["health_mode"]["type"] == "choice" and knobs["health_mode"]["choices"] == ["full", "sample", "par2"]
    assert knobs["skip_backfill"]["type"] == "bool" and knobs["nzb_retention_days"]["destructive"] is True
    assert knobs["staging"]["guarded"] and knobs["staging"]["boot"] is True
    assert airflow_app.get("/usenet/api/settings", headers=_as(airflow_app, "admin")).json()["admin"] is True
    assert airflow_app.get("/usenet/api/settings").status_code == 401


def test_preview_names_each_refused_value_and_diffs_the_rest_changing_nothing(airflow_app: TestClient, db) -> None:
    answer = airflow_app.post("/usenet/api/settings/preview", headers=_as(airflow_app, "viewer"),
                              json={"set": {"batch": "5", "health_mode": "sample", "max_groups": "40",
                                            "skip_backfill": True, "nope": 1}, "unset": []})
    assert answer.status_code == 200, answer.text
    body = answer.json()
    assert set(body["errors"]) == {"batch", "nope"} and "out of range" in body["errors"]["batch"]
    # In knob order; the default given explicitly is a change too: it pins the knob against a new default.
    assert [(c["name"], c["old"], c["new"], c["was_overridden"]) for c in body["changes"]] == [
        ("max_groups", 20, 40, False), ("skip_backfill", False, True, False), ("health_mode", "sample", "sample", False)]
    assert settings_store.overrides(db) == {} and not audit.recent(db)


def test_an_admin_saves_in_one_transaction_and_every_knob_is_audited_with_old_and_new(airflow_app: TestClient,
                                                                                       db) -> None:
    h = _as(airflow_app, "admin")
    answer = airflow_app.post("/usenet/api/settings", headers=h, json={
        "set": {"max_groups": "40", "health_mode": "par2"}, "expected": {"max_groups": 20, "health_mode": "sample"}})
    assert answer.status_code == 200, answer.text
    assert settings_store.overrides(db) == {"max_groups": 40, "health_mode": "par2"}
    rows = list(reversed(audit.recent(db)))
    assert [(r["actor"], r["source"], r["action"], r["target"], r["outcome"]) for r in rows] == [
        ("admin", "view", "settings.set", "max_groups", "ok"), ("admin", "view", "settings.set", "health_mode", "ok")]
    assert (rows[0]["detail"]["old"], rows[0]["detail"]["new"]) == (20, 40)
    # One refused value refuses the whole change: nothing of it is stored, the refusal is audited in place.
    bad = airflow_app.post("/usenet/api/settings", headers=h, json={"set": {"max_groups": "50", "batch": "x"}})
    assert bad.status_code == 400 and set(bad.json()["errors"]) == {"batch"}
    assert settings_store.overrides(db)["max_groups"] == 40
    # A knob someone changed since the form was loaded is not overwritten unseen.
    stale = airflow_app.post("/usenet/api/settings", headers=h, json={"set": {"max_groups": "60"},
                                                                      "expected": {"max_groups": 20}})
    assert stale.status_code == 409 and "meanwhile" in stale.json()["errors"]["max_groups"]
    back = airflow_app.post("/usenet/api/settings", headers=h, json={"unset": ["max_groups"],
                                                                     "expected": {"max_groups": 40}})
    assert back.status_code == 200 and "max_groups" not in settings_store.overrides(db)
    outcomes = [(r["action"], r["outcome"]) for r in reversed(audit.recent(db))][2:]
    assert outcomes == [("settings.set", "refused"), ("settings.set", "refused"), ("settings.unset", "ok")]


def test_a_viewer_cannot_save_and_the_refusal_is_audited(airflow_app: TestClient, db) -> None:
    answer = airflow_app.post("/usenet/api/settings", headers=_as(airflow_app, "viewer"),
                              json={"set": {"max_groups": "40"}})
    assert answer.status_code == 403 and "Admin" in answer.json()["detail"]
    assert settings_store.overrides(db) == {}
    row = audit.recent(db)[0]
    assert (row["actor"], row["source"], row["action"], row["outcome"]) == ("viewer", "view", "settings.set", "refused")


@pytest.mark.parametrize("body", [
    [], "x", {"set": []}, {"set": {}}, {"set": {"a" * 101: 1}}, {"set": {"batch": {"nested": 1}}},
    {"set": {"batch": "9" * 300}}, {"unset": "batch"}, {"set": {"batch": 1}, "expected": []},
])
def test_malformed_bodies_are_400_with_a_message(airflow_app: TestClient, db, body) -> None:
    answer = airflow_app.post("/usenet/api/settings", headers=_as(airflow_app, "admin"), json=body)
    assert answer.status_code == 400 and answer.json()["detail"]
    assert settings_store.overrides(db) == {}


def test_a_cross_origin_save_is_refused(airflow_app: TestClient, db) -> None:
    h = {**_as(airflow_app, "admin"), "Origin": "http://evil.example"}
    assert airflow_app.post("/usenet/api/settings", headers=h, json={"set": {"batch": "5000"}}).status_code == 403
    assert settings_store.overrides(db) == {}


def test_the_page_loads_the_settings_script_and_stylesheet_from_this_origin(airflow_app: TestClient, db) -> None:
    html = airflow_app.get("/usenet/", headers=_as(airflow_app, "viewer")).text
    assert '<script src="static/usenet-settings.js" defer>' in html and "<script>" not in html
    script = airflow_app.get("/usenet/static/usenet-settings.js")
    assert script.status_code == 200 and script.headers["content-type"].startswith("text/javascript")
    assert "innerHTML" not in script.text and "localStorage" not in script.text
    assert airflow_app.get("/usenet/static/usenet-settings.css").status_code == 200


def test_an_action_refused_for_its_parameters_is_audited_too(airflow_app: TestClient, db) -> None:
    # Before: a parameter the view refused (a 400 before any store call) left no audit row at all.
    h = _as(airflow_app, "admin")
    answer = airflow_app.post("/usenet/api/actions", headers=h, json={"action": "group.tune", "name": "alt.binaries.x",
                                                                      "tier": "top"})
    assert answer.status_code == 400 and "tier" in answer.json()["detail"]
    row = audit.recent(db)[0]
    assert (row["actor"], row["source"], row["action"], row["target"], row["outcome"]) == (
        "admin", "view", "group.tune", "alt.binaries.x", "refused")
    assert "tier" in row["message"]
    nul = airflow_app.post("/usenet/api/actions", headers=h, json={"action": "group.add", "name": "alt.\x00x"})
    assert nul.status_code == 400  # its refusal is recorded with the NUL escaped (Postgres text holds none)
    assert audit.recent(db)[0]["target"] == "alt.\\x00x" and audit.recent(db)[0]["outcome"] == "refused"
