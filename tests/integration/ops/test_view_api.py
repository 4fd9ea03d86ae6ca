"""The Usenet view's JSON behind Airflow's own login: Airflow's app, its SimpleAuthManager, real JWTs, real Postgres.

The api-server's FastAPI app is built in-process (``create_app``), so the
plugin is mounted exactly as the api-server mounts it and every request goes
through Airflow's ``get_user`` and auth manager; the browser test
(tests/e2e/test_view_browser.py) runs the same against a real api-server.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from filled import crawl_and_build

from usenet_ops.store import audit, filters, groups, monitor_tokens

pytestmark = pytest.mark.airflow

USERS = {"admin": ("admin", "admin-pw"), "viewer": ("viewer", "viewer-pw"), "user": ("user", "user-pw")}


@pytest.fixture(scope="module")
def airflow_app(airflow_db, tmp_path_factory: pytest.TempPathFactory) -> Iterator[TestClient]:
    """Airflow's API app with this package's plugin, three SimpleAuthManager users (admin, viewer, user)."""
    home = tmp_path_factory.mktemp("sam")
    passwords = home / "passwords.json"
    passwords.write_text(json.dumps({name: pw for name, (_, pw) in USERS.items()}))
    patch = pytest.MonkeyPatch()
    patch.setenv("AIRFLOW__CORE__SIMPLE_AUTH_MANAGER_USERS", "admin:admin,viewer:viewer,user:user")
    patch.setenv("AIRFLOW__CORE__SIMPLE_AUTH_MANAGER_PASSWORDS_FILE", str(passwords))
    from airflow.api_fastapi.app import create_app, purge_cached_app

    purge_cached_app()
    with TestClient(create_app(), base_url="http://127.0.0.1:8080") as client:
        yield client
    purge_cached_app()
    patch.undo()


def _token(client: TestClient, who: str) -> str:
    name, password = USERS[who]
    answer = client.post("/auth/token", json={"username": name, "password": password})
    assert answer.status_code in (200, 201), answer.text
    return str(answer.json()["access_token"])


def _as(who: str, client: TestClient) -> dict[str, str]:
    return {"Authorization": f"Bearer {_token(client, who)}"}


@pytest.fixture
def filled(crawl_db, server_a, corpus_groups):
    """The indexer database after a real crawl of every corpus group and one build pass."""
    crawl_and_build(crawl_db, server_a.url, corpus_groups)
    return crawl_db


def test_without_an_airflow_identity_every_route_is_refused(airflow_app: TestClient, db) -> None:
    for path in ("/usenet/api/me", "/usenet/api/tabs/providers", "/usenet/status.json"):
        assert airflow_app.get(path).status_code == 401, path
    garbage = {"Authorization": "Bearer not-a-jwt"}
    assert airflow_app.get("/usenet/api/tabs/groups", headers=garbage).status_code == 403
    assert airflow_app.post("/usenet/api/actions", json={"action": "group.add", "name": "alt.x"}).status_code == 401
    # The page itself sends a browser to Airflow's login, which comes back to it.
    page = airflow_app.get("/usenet/", follow_redirects=False)
    assert page.status_code == 307 and "/auth/login" in page.headers["location"]
    assert "next=" in page.headers["location"] and "usenet" in page.headers["location"]
    assert not groups.list_groups(db)


def test_every_answer_carries_the_content_security_policy(airflow_app: TestClient, db) -> None:
    for path in ("/usenet/", "/usenet/static/usenet.js", "/usenet/api/tabs/groups", "/usenet/api/me"):
        answer = airflow_app.get(path, headers=_as("viewer", airflow_app))
        assert answer.status_code == 200, (path, answer.text[:200])
        csp = answer.headers["content-security-policy"]
        assert "script-src 'self'" in csp and "unsafe-inline" not in csp and "frame-ancestors 'self'" in csp
        assert answer.headers["x-content-type-options"] == "nosniff"
    assert airflow_app.get("/usenet/static/../plugin.py").status_code == 404


def test_the_page_shell_has_no_inline_script_and_no_key(airflow_app: TestClient, db) -> None:
    html = airflow_app.get("/usenet/", headers=_as("viewer", airflow_app)).text
    assert '<script src="static/usenet.js"' in html and "<script>" not in html and "onclick=" not in html
    script = airflow_app.get("/usenet/static/usenet.js").text
    assert "innerHTML" not in script and "localStorage" not in script and "?key=" not in script


def test_tabs_show_the_numbers_of_a_real_crawl_and_build(airflow_app: TestClient, filled, corpus_groups) -> None:
    h = _as("viewer", airflow_app)
    crawl = airflow_app.get("/usenet/api/tabs/crawl", headers=h).json()
    passes = filled.execute("SELECT group_name, articles, staged FROM usenet.crawl_passes").fetchall()
    assert {g["group"] for g in crawl["groups"]} == set(corpus_groups)
    assert crawl["run"]["articles"] == sum(p["articles"] for p in passes) > 0
    by_group = {g["group"]: g for g in crawl["groups"]}
    for p in passes:
        assert by_group[p["group_name"]]["articles"] == p["articles"]
        assert by_group[p["group_name"]]["progress_pct"] == 100.0
    assert sum(x["articles"] for x in crawl["ingest_per_hour"]) == crawl["run"]["articles"]

    builder = airflow_app.get("/usenet/api/tabs/builder", headers=h).json()
    releases = filled.execute("SELECT count(*) AS n FROM usenet.releases").fetchone()["n"]
    assert builder["releases"]["total"] == releases > 0
    assert len(builder["releases"]["newest"]) == min(15, releases)
    staged = filled.execute("SELECT COALESCE(sum(segments), 0)::bigint AS n FROM usenet.staging_counts").fetchone()["n"]
    assert builder["census"]["staged_articles"] == staged
    built = filled.execute("SELECT sum(built)::bigint AS n FROM usenet.build_passes").fetchone()["n"]
    assert sum(d["built"] for d in builder["catalogue_growth"]) == built
    outcomes = filled.execute("SELECT sum(count)::bigint AS n FROM usenet.build_outcomes WHERE reason NOT LIKE '%:%'")\
        .fetchone()["n"]  # "junk:<rule>" rows break "junk" down (issue 16): the mix counts them once
    assert sum(builder["outcome_mix"].values()) == outcomes
    assert builder["health"]["releases"] == releases and builder["health"]["unchecked"] == releases  # none checked

    tab = airflow_app.get("/usenet/api/tabs/groups", headers=h).json()
    covered = {(b["backbone"], g["name"]): b["coverage"] for g in tab["groups"] for b in g["backbones"]}
    for row in filled.execute("SELECT backbone, group_name, server_low, server_high FROM usenet.group_state"):
        cov = covered[(row["backbone"], row["group_name"])]
        assert cov["span"] == row["server_high"] - row["server_low"] + 1
        ranges = filled.execute("SELECT lo, hi FROM usenet.coverage WHERE backbone = %s AND group_name = %s",
                                (row["backbone"], row["group_name"])).fetchall()
        expected = sum(min(r["hi"], row["server_high"]) - max(r["lo"], row["server_low"]) + 1 for r in ranges
                       if r["hi"] >= row["server_low"] and r["lo"] <= row["server_high"])
        assert cov["covered"] == expected and cov["gaps"] == cov["span"] - expected
        assert len(cov["cells"]["crawled"]) == 48 and all(0.0 <= c <= 1.0 for c in cov["cells"]["crawled"])

    rules = airflow_app.get("/usenet/api/tabs/filters", headers=h).json()
    hits = filters.read_rule_hits(filled, filters.RuleFamily.JUNK)
    assert {r["id"]: r["hits"] for r in rules["rules"] if r["hits"]} == {k: v for k, v in hits.items() if v}
    assert [r["place"] for r in rules["rules"]] == list(range(1, len(rules["rules"]) + 1))
    week = {r["id"]: r["hits"] for r in rules["traffic"]["rules"] if r["stage"] == "ingest"}
    assert week == {k: v for k, v in hits.items() if v}, "all crawled today: this week's drops are the lifetime hits"

    status = airflow_app.get("/usenet/status.json", headers=h)
    assert status.status_code == 200 and status.json()["crawl"]["articles"] == crawl["run"]["articles"]


def test_a_viewer_may_read_but_not_change_and_the_refusal_is_audited(airflow_app: TestClient, db) -> None:
    h = _as("viewer", airflow_app)
    me = airflow_app.get("/usenet/api/me", headers=h).json()
    assert me == {"name": "viewer", "admin": False, "tabs": ["providers", "groups", "crawl", "builder", "filters",
                                                             "jobs", "audit"]}
    refused = airflow_app.post("/usenet/api/actions", headers=h, json={"action": "group.add", "name": "alt.binaries.x"})
    assert refused.status_code == 403 and "Admin role" in refused.json()["detail"]
    assert groups.get(db, "alt.binaries.x") is None
    row = audit.recent(db, limit=1)[0]
    assert (row["actor"], row["source"], row["action"], row["outcome"]) == ("viewer", "view", "group.add", "refused")
    # Airflow's OP-like "user" role is no admin either.
    assert airflow_app.post("/usenet/api/actions", headers=_as("user", airflow_app),
                            json={"action": "junk.disable", "rule": 1}).status_code == 403


def test_admin_actions_change_the_indexer_through_the_cli_functions_and_are_audited(airflow_app: TestClient, db) -> None:
    h = _as("admin", airflow_app)
    filters.seed_rules(db)

    def post(body: dict) -> dict:
        answer = airflow_app.post("/usenet/api/actions", headers=h, json=body)
        assert answer.status_code == 200, answer.text
        return answer.json()

    post({"action": "group.add", "name": "alt.binaries.view", "tier": "critical"})
    post({"action": "group.tune", "name": "alt.binaries.view", "active": False, "throttle": 500})
    g = groups.get(db, "alt.binaries.view")
    assert g is not None and g.tier is groups.Tier.CRITICAL and not g.active and g.throttle == 500
    rule = filters.load_rules(db)[3]
    post({"action": "junk.disable", "rule": rule.name})
    assert not {r.id: r for r in filters.load_rules(db)}[rule.id].enabled
    order = post({"action": "junk.move", "rule": rule.name, "position": 1})["data"]["order"]
    assert order[0] == rule.id and filters.load_rules(db)[0].id == rule.id
    rule_id = post({"action": "blacklist.add", "field": "poster", "pattern": "spam@example", "note": "n"})["data"]["id"]
    post({"action": "blacklist.disable", "id": rule_id})
    assert not filters.load_blacklist_rules(db)[0].enabled
    post({"action": "poster.watch", "pattern": "Uploader@Example"})
    post({"action": "poster.unwatch", "pattern": "uploader@example"})
    post({"action": "group.remove", "name": "alt.binaries.view"})
    assert groups.get(db, "alt.binaries.view") is None
    rows = audit.recent(db, limit=20)
    assert [r["action"] for r in reversed(rows)] == [
        "group.add", "group.tune", "junk.disable", "junk.move", "blacklist.add", "blacklist.disable", "poster.watch",
        "poster.unwatch", "group.remove"]
    assert {(r["actor"], r["source"], r["outcome"]) for r in rows} == {("admin", "view", "ok")}
    listed = airflow_app.get("/usenet/api/tabs/audit", headers=h).json()["entries"]
    assert [e["id"] for e in listed] == [r["id"] for r in rows]


def test_hostile_action_requests_get_a_400_and_change_nothing(airflow_app: TestClient, db) -> None:
    h = _as("admin", airflow_app)
    bad = [
        {"action": "nope"}, [], "x", {"action": "group.add"}, {"action": "group.add", "name": 7},
        {"action": "group.add", "name": "a" * 5000}, {"action": "group.add", "name": "alt.\x00x"},
        {"action": "group.add", "name": "Not A Group!"}, {"action": "group.tune", "name": "alt.absent", "tier": "top"},
        {"action": "junk.move", "rule": "absent-rule", "position": 1}, {"action": "junk.move", "rule": 1, "position": 0},
        {"action": "junk.move", "rule": 1, "position": "1e999"}, {"action": "blacklist.add", "field": "subject",
                                                                   "pattern": "("},
        {"action": "blacklist.remove", "id": True}, {"action": "blacklist.remove", "id": 99999999999999999999},
        {"action": "dag.run", "dag_id": "../../etc"}, {"action": "provider.test", "name": "nntp_absent"},
    ]
    for body in bad:
        answer = airflow_app.post("/usenet/api/actions", headers=h, json=body)
        assert answer.status_code == 400, (body, answer.status_code, answer.text)
        assert answer.json()["detail"]
    assert airflow_app.post("/usenet/api/actions", headers={**h, "Content-Type": "text/plain"},
                            content=b'{"action":"group.add","name":"alt.x"}').status_code == 415
    assert airflow_app.post("/usenet/api/actions", headers={**h, "Origin": "http://evil.example"},
                            json={"action": "group.add", "name": "alt.x"}).status_code == 403
    assert airflow_app.post("/usenet/api/actions", headers={**h, "Content-Type": "application/json"},
                            content=b"{not json").status_code == 400
    assert not groups.list_groups(db)


def test_a_monitor_token_reads_status_json_only(airflow_app: TestClient, db) -> None:
    token = monitor_tokens.create(db, "prometheus")
    ok = airflow_app.get("/usenet/status.json", headers={"X-Usenet-Monitor-Token": token})
    assert ok.status_code == 200 and "staged_articles" in ok.json()
    assert airflow_app.get("/usenet/api/tabs/jobs", headers={"X-Usenet-Monitor-Token": token}).status_code == 401
    assert airflow_app.get("/usenet/status.json", headers={"X-Usenet-Monitor-Token": "umt_" + "0" * 64}).status_code == 401
    assert airflow_app.get(f"/usenet/status.json?key={token}").status_code == 401  # never from the URL
    assert monitor_tokens.revoke(db, "prometheus")
    assert airflow_app.get("/usenet/status.json", headers={"X-Usenet-Monitor-Token": token}).status_code == 401
    assert monitor_tokens.list_tokens(db)[0]["last_used_at"] is not None


def test_the_filter_tester_uses_the_engine_the_next_pass_loads(airflow_app: TestClient, db) -> None:
    filters.seed_rules(db)
    h = _as("viewer", airflow_app)
    title = "Some.Show.S01E01.1080p.WEB-DL.x264-GRP.exe"
    first = airflow_app.post("/usenet/api/filters/test", headers=h, json={"title": title, "size": 50_000_000}).json()
    assert first["junk"] is True, first
    filters.set_enabled(db, first["rule"], False)
    second = airflow_app.post("/usenet/api/filters/test", headers=h, json={"title": title, "size": 50_000_000}).json()
    assert second["engine_version"] != first["engine_version"] and second["rule"] != first["rule"]
    for body in ({}, {"title": ""}, {"title": "x" * 3000}, {"title": "x", "size": "big"}, {"title": "x", "size": -1}):
        assert airflow_app.post("/usenet/api/filters/test", headers=h, json=body).status_code == 400


def test_unknown_tab_is_a_404_naming_the_tabs(airflow_app: TestClient, db) -> None:
    answer = airflow_app.get("/usenet/api/tabs/%3Cscript%3E", headers=_as("viewer", airflow_app))
    assert answer.status_code == 404 and "providers" in answer.json()["detail"]


def test_the_plugin_registers_the_view_in_the_ui(airflow_app: TestClient) -> None:
    plugins = airflow_app.get("/api/v2/plugins", headers=_as("admin", airflow_app)).json()["plugins"]
    ours = next(p for p in plugins if p["name"] == "usenet_ops")
    assert ours["external_views"][0]["href"] == "usenet/" and ours["external_views"][0]["url_route"] == "usenet"
    assert Path(__file__).name  # the module ran inside Airflow's app
