"""Every CLI change the README calls audited writes its audit row: who, from the CLI, what, target, old/new, outcome.

Issue 32 item 7: `settings set|unset`, `backfill reset`, `groups reset-watermark`,
`staging switch`, `apikey create|limit|revoke` and `spots set-key|reset-key`
changed the indexer and left the audit log empty. Each test runs the real
command against real Postgres (and a real Redis for the staging switch) and
reads the rows back; each fails on the code before the fix (no row).
"""

from __future__ import annotations

import getpass
import json

import pytest

from usenet_ops.cli.main import main
from usenet_ops.store import audit, crawl_state
from usenet_ops.store import settings as settings_store

USER = getpass.getuser()


def _rows(db, action: str) -> list[dict]:
    return [r for r in reversed(audit.recent(db, limit=200)) if r["action"] == action]


def test_settings_set_and_unset_record_old_and_new_values_and_refusals(db, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["settings", "set", "batch", "5000"]) == 0
    assert main(["settings", "set", "batch", "6000"]) == 0
    assert main(["settings", "set", "batch", "6000"]) == 0  # the value it has: no change, no row
    assert main(["settings", "set", "batch", "5"]) == 1  # out of range: refused, and recorded
    assert "out of range" in capsys.readouterr().err
    assert main(["settings", "unset", "batch"]) == 0
    assert main(["settings", "unset", "batch"]) == 0  # nothing to drop: no row
    assert main(["settings", "set", "staging", "redis"]) == 1  # guarded: only `staging switch` may set it
    sets = _rows(db, "settings.set")
    assert [(r["actor"], r["source"], r["target"], r["outcome"]) for r in sets] == [
        (USER, "cli", "batch", "ok"), (USER, "cli", "batch", "ok"), (USER, "cli", "batch", "refused"),
        (USER, "cli", "staging", "refused")]
    assert (sets[0]["detail"]["old"], sets[0]["detail"]["new"], sets[0]["detail"]["was_overridden"]) == (3000, 5000, False)
    assert (sets[1]["detail"]["old"], sets[1]["detail"]["new"], sets[1]["detail"]["was_overridden"]) == (5000, 6000, True)
    assert sets[2]["detail"]["values"] == {"batch": "5"} and "out of range" in sets[2]["detail"]["errors"]["batch"]
    assert "staging switch" in sets[3]["message"]
    unsets = _rows(db, "settings.unset")
    assert [(r["target"], r["detail"]["old"], r["detail"]["new"], r["outcome"]) for r in unsets] == [
        ("batch", 6000, 3000, "ok")]
    assert settings_store.overrides(db) == {}


def _group_state(db, backbone: str, group: str, *, next_article: int, first: int) -> None:
    crawl_state.take_fence(db, backbone, group, "test")
    db.execute(*crawl_state.watermark_sql(backbone, group, next_article, first))


def test_backfill_reset_records_the_coverage_it_forgot(db, capsys: pytest.CaptureFixture[str]) -> None:
    _group_state(db, "bb", "alt.binaries.reset", next_article=9000, first=5000)
    for lo, hi in ((1000, 1999), (3000, 3999), (5000, 8999)):
        crawl_state.add_coverage(db, "bb", "alt.binaries.reset", lo, hi)
    assert main(["backfill", "reset", "alt.binaries.reset", "--backbone", "bb", "--below", "3500", "--yes",
                 "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert "coverage_before" not in out and out["coverage_ranges_removed"] == 1  # the --json contract is unchanged
    assert main(["backfill", "reset", "alt.binaries.nothing", "--backbone", "bb", "--yes"]) == 1
    rows = _rows(db, "backfill.reset")
    assert [(r["actor"], r["source"], r["target"], r["outcome"]) for r in rows] == [
        (USER, "cli", "alt.binaries.reset [bb]", "ok"), (USER, "cli", "alt.binaries.nothing [bb]", "refused")]
    detail = rows[0]["detail"]
    assert detail["coverage_before"] == [[1000, 1999], [3000, 3999]]  # what the next runs read again
    assert (detail["below"], detail["coverage_ranges_removed"], detail["coverage_ranges_trimmed"]) == (3500, 1, 1)
    assert "nothing to reset" in rows[1]["message"]


def test_reset_watermark_records_the_cursor_before_and_after(db, capsys: pytest.CaptureFixture[str]) -> None:
    _group_state(db, "bb", "alt.binaries.cursor", next_article=9000, first=5000)
    assert main(["groups", "reset-watermark", "alt.binaries.cursor", "--backbone", "bb", "--to", "7000",
                 "--yes"]) == 0
    assert main(["groups", "reset-watermark", "alt.binaries.gone", "--backbone", "bb", "--yes"]) == 1
    rows = _rows(db, "group.reset_watermark")
    assert [(r["actor"], r["source"], r["target"], r["outcome"]) for r in rows] == [
        (USER, "cli", "alt.binaries.cursor [bb]", "ok"), (USER, "cli", "alt.binaries.gone [bb]", "refused")]
    assert (rows[0]["detail"]["old"], rows[0]["detail"]["new"], rows[0]["detail"]["to"]) == (9000, 7001, 7000)


def test_staging_switch_records_each_switch_and_a_refusal(db, redis_url: str, redis_prefix: str,
                                                          monkeypatch: pytest.MonkeyPatch,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("USENET_REDIS_URL", redis_url)
    monkeypatch.setenv("USENET_STAGING_REDIS_PREFIX", redis_prefix)
    assert main(["staging", "switch", "redis"]) == 0
    assert main(["staging", "switch", "pg"]) == 0
    monkeypatch.setenv("USENET_REDIS_URL", "redis://127.0.0.1:1/0")  # nothing listens: the switch is refused
    assert main(["staging", "switch", "redis"]) == 1
    capsys.readouterr()
    rows = _rows(db, "staging.switch")
    assert [(r["actor"], r["source"], r["target"], r["outcome"]) for r in rows][:2] == [
        (USER, "cli", "redis", "ok"), (USER, "cli", "pg", "ok")]
    assert (rows[0]["detail"]["old"], rows[0]["detail"]["new"]) == ("pg", "redis")
    assert (rows[1]["detail"]["old"], rows[1]["detail"]["new"]) == ("redis", "pg")
    assert len(rows) == 3 and rows[2]["outcome"] in ("refused", "failed") and rows[2]["message"]
    assert settings_store.overrides(db).get("staging") == "pg"


def test_apikey_changes_are_recorded_without_the_key(db, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["apikey", "create", "sonarr", "--requests-per-day", "100", "--json"]) == 0
    made = json.loads(capsys.readouterr().out)
    assert main(["apikey", "limit", made["key"], "--requests-per-day", "250", "--grabs-per-day", "9"]) == 0
    assert main(["apikey", "revoke", str(made["id"])]) == 0
    assert main(["apikey", "revoke", str(made["id"])]) == 1  # already revoked: refused
    capsys.readouterr()
    rows = [r for r in reversed(audit.recent(db)) if r["action"].startswith("apikey.")]
    assert [(r["actor"], r["source"], r["action"], r["outcome"]) for r in rows] == [
        (USER, "cli", "apikey.create", "ok"), (USER, "cli", "apikey.limit", "ok"), (USER, "cli", "apikey.revoke", "ok"),
        (USER, "cli", "apikey.revoke", "refused")]
    assert rows[0]["target"] == "sonarr" and rows[0]["detail"]["id"] == made["id"]
    assert rows[0]["detail"]["new"]["requests_per_day"] == 100
    assert rows[1]["target"] == made["key"][:8]  # a whole key pasted as the id is cut to its prefix
    assert rows[1]["detail"]["old"] == {"requests_per_day": 100, "grabs_per_day": None}
    assert rows[1]["detail"]["new"] == {"requests_per_day": 250, "grabs_per_day": 9}
    assert rows[2]["detail"]["new"]["revoked_at"] and rows[3]["message"]
    dumped = json.dumps([dict(r, at=None) for r in audit.recent(db)], default=str)
    assert made["key"] not in dumped


def test_spot_key_changes_record_the_key_before_and_after(db, capsys: pytest.CaptureFixture[str]) -> None:
    from usenet_ops.corpus.spots import make_key
    from usenet_ops.domain.spotnet.signature import escape_base64

    key = make_key("audit-rotated", 1024)
    assert main(["spots", "set-key", "3", escape_base64(key.public.modulus_bytes), "--role", "signing-service",
                 "--note", "rotated"]) == 0
    assert main(["spots", "set-key", "7", "AQAB"]) == 1  # no key by design: refused
    assert main(["spots", "reset-key", "3"]) == 0
    capsys.readouterr()
    rows = [r for r in reversed(audit.recent(db)) if r["action"].startswith("spots.")]
    assert [(r["actor"], r["source"], r["action"], r["target"], r["outcome"]) for r in rows] == [
        (USER, "cli", "spots.set_key", "key 3", "ok"), (USER, "cli", "spots.set_key", "key 7", "refused"),
        (USER, "cli", "spots.reset_key", "key 3", "ok")]
    set_row, reset_row = rows[0]["detail"], rows[2]["detail"]
    assert set_row["old"]["source"] == "shipped" and set_row["new"]["source"] == "operator"
    assert set_row["new"]["bits"] == 1024 and set_row["old"]["sha256"] != set_row["new"]["sha256"]
    assert reset_row["dropped"] is True and reset_row["old"] == set_row["new"]
    assert reset_row["new"]["sha256"] == set_row["old"]["sha256"]  # the shipped key is back
