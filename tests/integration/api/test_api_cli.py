"""The operator CLI: `apikey create|list|revoke`, `releases list|nzb`, and `api serve` under gunicorn."""

from __future__ import annotations

import dataclasses
import json
import os
import signal
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest
from releasefactory import make_release

from usenet_ops.cli.main import main
from usenet_ops.domain.nzb import parse_nzb


def run(capsys, *argv):
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_apikey_create_list_revoke_round_trip(db, pg_dsn, capsys):
    code, out, _ = run(capsys, "apikey", "create", "sonarr", "--requests-per-day", "500", "--json", "--dsn", pg_dsn)
    created = json.loads(out)
    assert code == 0 and len(created["key"]) == 32 and created["requests_per_day"] == 500
    code, out, _ = run(capsys, "apikey", "list", "--json", "--dsn", pg_dsn)
    listed = [json.loads(line) for line in out.splitlines()]
    assert [k["name"] for k in listed] == ["sonarr"] and "key" not in listed[0]
    code, out, _ = run(capsys, "apikey", "revoke", created["prefix"], "--dsn", pg_dsn)
    assert code == 0 and "revoked" in out
    code, out, _ = run(capsys, "apikey", "list", "--json", "--dsn", pg_dsn)
    assert out == ""
    code, _, err = run(capsys, "apikey", "revoke", created["prefix"], "--dsn", pg_dsn)
    assert code == 1 and "apikey list" in err


def test_releases_list_json_is_one_object_per_release_newest_first(db, pg_dsn, capsys):
    from usenet_ops.store.catalogue import PostgresCatalogue

    older, newer = make_release("Older-GRP"), make_release("Newer-GRP", groups=("alt.binaries.x",))
    newer = dataclasses.replace(newer, posted_at=older.posted_at.replace(year=2030))
    PostgresCatalogue().add(db, [older, newer])
    code, out, _ = run(capsys, "releases", "list", "--json", "--dsn", pg_dsn)
    rows = [json.loads(line) for line in out.splitlines()]
    assert [r["title"] for r in rows] == ["Newer-GRP", "Older-GRP"]
    assert set(rows[0]) == {"guid", "title", "groups", "size", "files", "segments", "category", "posted_at",
                            "content_hash"}
    code, out, _ = run(capsys, "releases", "list", "--group", "alt.binaries.x", "--json", "--dsn", pg_dsn)
    assert [json.loads(line)["title"] for line in out.splitlines()] == ["Newer-GRP"]


def test_releases_nzb_writes_exactly_what_the_api_serves(db, pg_dsn, capsys, tmp_path, make_app):
    from usenet_ops.store.apikeys import KeyStore
    from usenet_ops.store.catalogue import PostgresCatalogue

    r = make_release("Served.Same-GRP")
    PostgresCatalogue().add(db, [r])
    target = tmp_path / "out.nzb"
    code, _, _ = run(capsys, "releases", "nzb", r.content_hash, "-o", str(target), "--dsn", pg_dsn)
    key = KeyStore().create(db, "t").key
    served = make_app().test_client().get(f"/getnzb/{r.content_hash}.nzb?apikey={key}").data
    assert code == 0 and target.read_bytes() == served and parse_nzb(served)
    code, _, err = run(capsys, "releases", "nzb", "ffffffffffffffff", "--dsn", pg_dsn)
    assert code == 1 and "releases list" in err


@pytest.mark.slow
def test_api_serve_runs_gunicorn_workers_that_answer_over_a_socket(db, pg_dsn, scratch_dir):
    from usenet_ops.devtools.localservices import free_port

    port = free_port()
    env = {**os.environ, "USENET_DSN": pg_dsn}
    proc = subprocess.Popen(
        [sys.executable, "-m", "usenet_ops.cli.main", "api", "serve", "--port", str(port), "--workers", "2", "--open"],
        env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, start_new_session=True,
    )
    try:
        deadline = time.monotonic() + 30
        body = b""
        while time.monotonic() < deadline:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/api?t=caps", timeout=2) as response:
                    body = response.read()
                    ctype = response.headers["Content-Type"]
                break
            except OSError:
                time.sleep(0.2)
        assert body.startswith(b"<?xml") and b"<caps>" in body and "text/html" not in ctype
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/api?t=search", timeout=5) as response:
            assert response.headers["Content-Type"].startswith("application/rss+xml")
    finally:
        os.killpg(proc.pid, signal.SIGTERM)
        proc.wait(timeout=30)


def test_wsgi_entry_point_builds_the_same_app(pg_dsn, monkeypatch):
    monkeypatch.setenv("USENET_DSN", pg_dsn)
    root = Path(__file__).resolve().parents[3]
    monkeypatch.syspath_prepend(str(root))
    import importlib

    module = importlib.import_module("api.wsgi")
    assert module.app.name == "usenet_ops.api"
    assert module.app.test_client().get("/api?t=caps").status_code == 200
    module.app.extensions["usenet_catalogue"].close()


def test_revoke_by_an_all_digit_prefix_revokes_that_key_not_an_id(db, pg_dsn, capsys):
    from usenet_ops.store.apikeys import KeyStore

    code, out, _ = run(capsys, "apikey", "create", "digits", "--json", "--dsn", pg_dsn)
    created = json.loads(out)
    db.execute("UPDATE usenet.api_keys SET prefix = '12345678' WHERE id = %s", (created["id"],))
    record = KeyStore().revoke(db, "12345678")
    assert record.id == created["id"] and record.revoked_at is not None


def test_apikey_burst_limits_at_creation_and_limit_changes_them_later(db, pg_dsn, capsys):
    code, out, _ = run(capsys, "apikey", "create", "hydra", "--burst-rate", "2", "--burst-size", "10", "--json",
                       "--dsn", pg_dsn)
    created = json.loads(out)
    assert code == 0 and (created["burst_rate"], created["burst_size"]) == (2.0, 10)
    code, out, _ = run(capsys, "apikey", "limit", created["prefix"], "--burst-rate", "0", "--grabs-per-day", "50",
                       "--burst-size", "unset", "--json", "--dsn", pg_dsn)
    changed = json.loads(out)
    assert code == 0 and (changed["burst_rate"], changed["burst_size"], changed["grabs_per_day"]) == (0.0, None, 50)
    code, out, _ = run(capsys, "apikey", "list", "--dsn", pg_dsn)
    assert "none" in out.splitlines()[-1], "burst 0 reads as no burst limit"
    code, _, err = run(capsys, "apikey", "limit", created["prefix"], "--burst-size", "0", "--dsn", pg_dsn)
    assert code == 1 and "--burst-size must be >= 1" in err
    code, _, err = run(capsys, "apikey", "limit", created["prefix"], "--burst-rate", "fast", "--dsn", pg_dsn)
    assert code == 1 and "number or `unset`" in err
    code, _, err = run(capsys, "apikey", "limit", created["prefix"], "--dsn", pg_dsn)
    assert code == 1 and "say what to change" in err
    code, _, err = run(capsys, "apikey", "create", "x", "--burst-rate", "-1", "--dsn", pg_dsn)
    assert code == 1 and "--burst-rate must be >= 0" in err
