"""Operator actions: one implementation for the CLI and the view, each change and its audit row in one transaction."""

from __future__ import annotations

import json

import pytest

from usenet_ops.cli.main import main
from usenet_ops.passes import actions
from usenet_ops.store import audit, filters, groups, monitor_tokens
from usenet_ops.store.audit import Outcome, Source

ADMIN = actions.Actor("alice", Source.VIEW)


def _audit(db) -> list[tuple[str, str, str, str]]:
    return [(r["actor"], r["source"], r["action"], r["outcome"]) for r in reversed(audit.recent(db, limit=50))]


def test_cli_changes_are_audited_as_the_os_user(db, capsys: pytest.CaptureFixture[str]) -> None:
    import getpass

    assert main(["groups", "add", "alt.binaries.cli", "--tier", "low"]) == 0
    assert main(["groups", "tune", "alt.binaries.cli", "--deactivate", "--throttle", "9"]) == 0
    assert main(["groups", "remove", "alt.binaries.cli"]) == 0
    assert main(["groups", "remove", "alt.binaries.cli"]) == 1  # a refusal: printed, and audited
    assert "no such group" in capsys.readouterr().err
    assert main(["blacklist", "add", "poster", "bad@example"]) == 0
    assert main(["blacklist", "disable", "1"]) == 0
    assert main(["posters", "watch", "Someone"]) == 0
    assert main(["posters", "unwatch", "someone"]) == 0
    user = getpass.getuser()
    assert _audit(db) == [(user, "cli", a, o) for a, o in [
        ("group.add", "ok"), ("group.tune", "ok"), ("group.remove", "ok"), ("group.remove", "refused"),
        ("blacklist.add", "ok"), ("blacklist.disable", "ok"), ("poster.watch", "ok"), ("poster.unwatch", "ok")]]
    capsys.readouterr()
    assert main(["audit", "list", "--json", "--limit", "2"]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [x["action"] for x in lines] == ["poster.unwatch", "poster.watch"]


def test_a_refused_change_leaves_nothing_but_its_audit_row(db) -> None:
    filters.seed_rules(db)
    before = filters.rules_version(db)
    with pytest.raises(filters.FilterStoreError):
        actions.move_rule(db, ADMIN, "no-such-rule", 1)
    with pytest.raises(filters.FilterStoreError):
        actions.add_blacklist(db, ADMIN, "subject", "(unclosed")
    assert filters.rules_version(db) == before and not filters.load_blacklist_rules(db)
    rows = audit.recent(db)
    assert [(r["action"], r["outcome"]) for r in rows] == [("blacklist.add", "refused"), ("junk.move", "refused")]
    assert "unclosed" in rows[0]["target"] and rows[0]["message"]


def test_a_change_whose_audit_row_cannot_be_written_is_rolled_back(db) -> None:
    long_actor = actions.Actor("x" * 300, Source.VIEW)  # capped, not refused
    actions.add_group(db, long_actor, "alt.binaries.capped")
    assert audit.recent(db)[0]["actor"] == "x" * 200
    db.execute("ALTER TABLE usenet.audit_log ADD CONSTRAINT no_more CHECK (action <> 'group.remove') NOT VALID")
    try:
        with pytest.raises(Exception, match="no_more"):
            actions.remove_group(db, ADMIN, "alt.binaries.capped")
        assert groups.get(db, "alt.binaries.capped") is not None  # the change went with its audit row
    finally:
        db.execute("ALTER TABLE usenet.audit_log DROP CONSTRAINT no_more")


def test_rule_toggle_changes_the_engine_the_next_pass_loads(db) -> None:
    from usenet_ops.domain.junk import Stage
    from usenet_ops.passes import compose

    filters.seed_rules(db)
    title = "Movie.2024.1080p.WEB-DL.x264-GRP.exe"
    verdict = compose.load_build_filters(db).junk.evaluate(title, size=2_000_000_000, stage=Stage.BUILD)
    assert verdict is not None
    actions.set_rule_enabled(db, ADMIN, verdict.name, False)
    again = compose.load_build_filters(db).junk.evaluate(title, size=2_000_000_000, stage=Stage.BUILD)
    assert again is None or again.rule_id != verdict.rule_id
    assert audit.recent(db)[0]["detail"] == {"rule_id": verdict.rule_id}


def test_monitor_tokens_from_the_cli(db, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["monitor", "create", "prometheus", "--json"]) == 0
    token = json.loads(capsys.readouterr().out)["token"]
    assert monitor_tokens.check(db, token) == "prometheus"
    assert main(["monitor", "create", "prometheus"]) == 1
    assert "exists" in capsys.readouterr().err
    assert main(["monitor", "revoke", "prometheus"]) == 0
    assert monitor_tokens.check(db, token) is None
    assert main(["monitor", "create", "prometheus"]) == 0  # the name is free again
    rows = audit.recent(db)
    assert all(token not in json.dumps(r, default=str) for r in rows)  # the token itself is never audited
    assert [(r["action"], r["outcome"]) for r in reversed(rows)] == [
        ("monitor.token_create", "ok"), ("monitor.token_create", "refused"), ("monitor.token_revoke", "ok"),
        ("monitor.token_create", "ok")]
    assert Outcome.REFUSED.value == "refused"
