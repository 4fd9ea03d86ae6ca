"""`usenet-ops spots ...`: the operator's surface of the import (a stable --json contract) and status.json's `spots`."""

from __future__ import annotations

import json

import pytest

from usenet_ops.cli.main import main
from usenet_ops.corpus.spots import SpotCorpus, make_key
from usenet_ops.domain.spotnet.signature import escape_base64


def _json_lines(text: str) -> list[dict]:
    return [json.loads(line) for line in text.splitlines() if line.strip()]


def test_run_then_status_report_the_passes_outcomes_and_keys(spot_db, spot_server, pg_dsn: str, capsys,
                                                             spot_corpus: SpotCorpus) -> None:
    assert main(["spots", "run", spot_server.url, "--dsn", pg_dsn, "--json"]) == 0
    index, fetch = _json_lines(capsys.readouterr().out)
    assert (index["kind"], index["state"], index["more"]) == ("index", "done", False)
    assert index["spots"] == 26 and index["articles"] == len(spot_corpus.numbered()["free.pt"])
    assert (fetch["kind"], fetch["state"], fetch["pending_left"]) == ("fetch", "done", 0)
    assert fetch["imported"] == 20 and fetch["outcomes"]["payload_truncated"] == 1
    assert main(["spots", "status", "--dsn", pg_dsn, "--json"]) == 0
    status = json.loads(capsys.readouterr().out)
    assert set(status) == {"positions", "pending", "days", "accepted", "imported", "joined", "deleted", "outcomes",
                           "last_index", "last_fetch", "keys"}
    assert status["positions"][0]["backlog"] == 0 and status["positions"][0]["history_left"] == 0
    assert status["accepted"] == {"moderator": 18, "self-signed": 5, "unsigned": 3}
    assert (status["imported"], status["deleted"], status["pending"]) == (20, 2, 0)
    assert status["last_index"]["state"] == "done" and status["last_fetch"]["report"]["imported"] == 20
    assert [(k["key_id"], k["source"], k["bits"], k["weak"]) for k in status["keys"]] == [
        (2, "operator", 384, True), (3, "operator", 384, True), (4, "operator", 384, True)]
    assert main(["spots", "status", "--dsn", pg_dsn]) == 0
    text = capsys.readouterr().out
    assert "free.pt on 127.0.0.1: read 1..46" in text and "imported 20" in text \
        and "key 2 moderator (operator): 384 bits WEAK" in text


def test_status_json_carries_the_spot_summary(spot_db, pg_dsn: str, capsys, monkeypatch) -> None:
    monkeypatch.setenv("USENET_NNTP_CONN_IDS", "nntp_missing")
    assert main(["status", "show", "--dsn", pg_dsn, "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["spots"]["last_index"] is None and report["spots"]["pending"] == 0


def test_list_filters_by_state_and_trust(runner, pg_dsn: str, capsys) -> None:
    runner.both()
    assert main(["spots", "list", "--dsn", pg_dsn, "--state", "failed", "--json"]) == 0
    failed = _json_lines(capsys.readouterr().out)
    assert {r["reason"] for r in failed} == {"payload_truncated", "payload_inflates_past_cap", "payload_not_nzb",
                                            "payload_not_deflate", "nzb_missing"}
    assert main(["spots", "list", "--dsn", pg_dsn, "--trust", "self-signed"]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0].split() == ["posted_at", "trust", "weak", "state", "category", "guid", "title"]
    assert len(out.splitlines()) == 1 + 5


def test_keys_set_key_and_reset_key(db, pg_dsn: str, capsys) -> None:
    assert main(["spots", "keys", "--dsn", pg_dsn, "--json"]) == 0
    shipped = _json_lines(capsys.readouterr().out)
    assert [(k["key_id"], k["source"]) for k in shipped] == [(2, "shipped"), (3, "shipped"), (4, "shipped")]
    key = make_key("cli-rotated", 1024)
    assert main(["spots", "set-key", "3", escape_base64(key.public.modulus_bytes), "--role", "signing-service",
                 "--dsn", pg_dsn]) == 0
    assert "1024 bits" in capsys.readouterr().out
    assert main(["spots", "keys", "--dsn", pg_dsn, "--json"]) == 0
    assert [(k["key_id"], k["source"], k["bits"]) for k in _json_lines(capsys.readouterr().out)][1] == (3, "operator", 1024)
    assert main(["spots", "reset-key", "3", "--dsn", pg_dsn]) == 0
    assert "shipped key applies" in capsys.readouterr().out
    assert main(["spots", "reset-key", "3", "--dsn", pg_dsn]) == 0
    assert "nothing changed" in capsys.readouterr().out


@pytest.mark.parametrize(("argv", "message"), [
    (["spots", "set-key", "7", "AQAB"], "no key by design"),
    (["spots", "set-key", "2", "%%%"], "not base64"),
    (["spots", "list", "--limit", "0"], "--limit must be between 1 and 10000"),
])
def test_refusals_name_the_fix(db, pg_dsn: str, capsys, argv: list[str], message: str) -> None:
    assert main([*argv, "--dsn", pg_dsn]) == 1
    assert message in capsys.readouterr().err


def test_retry_reports_how_many_went_back(runner, pg_dsn: str, capsys) -> None:
    runner.both()
    assert main(["spots", "retry", "--dsn", pg_dsn, "--reason", "payload_truncated"]) == 0
    assert capsys.readouterr().out.strip() == "1 spot(s) back in the fetch queue"


def test_a_provider_without_the_spot_group_ends_the_index_missing(db, pg_dsn: str, capsys, small_corpus) -> None:
    from usenet_ops import newsserver

    with newsserver.serve(small_corpus[0]) as srv:
        assert main(["spots", "run", srv.url, "--dsn", pg_dsn, "--json", "--index-only"]) == 0
    report = _json_lines(capsys.readouterr().out)[0]
    assert report["state"] == "missing" and "free.pt is not carried" in report["message"]


def test_the_newsserver_cli_serves_the_spot_corpus_and_writes_its_manifest(small_corpus, spot_corpus, tmp_path) -> None:
    import signal
    import subprocess
    import sys
    from pathlib import Path

    from usenet_ops.nntp.client import NNTPClient
    from usenet_ops.nntp.provider import ProviderConfig

    cli = Path(sys.executable).parent / "usenet-ops"
    proc = subprocess.Popen([str(cli), "newsserver", "--corpus", str(small_corpus[0].directory), "--port", "0",
                             "--spots", "1", "--spots-manifest", str(tmp_path), "--json"],
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        listener = json.loads(proc.stdout.readline())
        with NNTPClient(ProviderConfig.from_url(listener["url"])).connect() as client:
            info = client.group("free.pt")
            assert info is not None and info.count == len(spot_corpus.numbered()["free.pt"])
        manifest = json.loads((tmp_path / "manifest.json").read_text())
        assert manifest["keys"].keys() == {"2", "3", "4"} and len(manifest["cases"]) == len(spot_corpus.cases)
    finally:
        proc.send_signal(signal.SIGTERM)
        proc.wait(30)
