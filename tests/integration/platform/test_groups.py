"""The curated newsgroup list."""

from __future__ import annotations

import json

import pytest

from usenet_ops.cli.main import main
from usenet_ops.store import groups


def test_seed_is_idempotent_and_keeps_operator_tuning(db) -> None:
    added = groups.seed(db)
    assert added == len(groups.read_seed()) and added >= 30
    groups.tune(db, "alt.binaries.boneless", tier=groups.Tier.LOW, throttle=500)
    assert groups.seed(db) == 0
    tuned = groups.get(db, "alt.binaries.boneless")
    assert tuned is not None and tuned.tier is groups.Tier.LOW and tuned.throttle == 500


def test_list_is_in_tier_then_manual_order(db) -> None:
    groups.add(db, "alt.binaries.zzz", tier=groups.Tier.CRITICAL, manual_order=5)
    groups.add(db, "alt.binaries.aaa", tier=groups.Tier.LOW, manual_order=0)
    groups.add(db, "alt.binaries.mmm", tier=groups.Tier.CRITICAL, manual_order=1)
    assert [g.name for g in groups.list_groups(db)] == ["alt.binaries.mmm", "alt.binaries.zzz", "alt.binaries.aaa"]


def test_tune_clears_overrides_with_none_and_rejects_nonsense(db) -> None:
    groups.add(db, "alt.binaries.test")
    groups.tune(db, "alt.binaries.test", crawl_depth_days=30)
    assert groups.get(db, "alt.binaries.test").crawl_depth_days == 30
    groups.tune(db, "alt.binaries.test", crawl_depth_days=None)
    assert groups.get(db, "alt.binaries.test").crawl_depth_days is None
    with pytest.raises(groups.GroupError, match="positive whole number"):
        groups.tune(db, "alt.binaries.test", throttle=-3)
    with pytest.raises(groups.GroupError, match="add it first"):
        groups.tune(db, "alt.binaries.nope", active=False)


@pytest.mark.parametrize("bad", ["Alt Binaries", "alt.binaries.test;DROP TABLE x", "", ".leading.dot", "a\x00b"])
def test_invalid_names_are_refused(db, bad: str) -> None:
    with pytest.raises(groups.GroupError, match="not a valid newsgroup name"):
        groups.add(db, bad)


def test_cli_round_trip(db, pg_dsn: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["groups", "add", "alt.binaries.cli", "--tier", "critical", "--dsn", pg_dsn]) == 0
    assert main(["groups", "tune", "alt.binaries.cli", "--deactivate", "--throttle", "100", "--dsn", pg_dsn]) == 0
    capsys.readouterr()
    assert main(["groups", "list", "--json", "--dsn", pg_dsn]) == 0
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert rows == [
        {"name": "alt.binaries.cli", "active": False, "tier": "critical", "manual_order": 0, "crawl_depth_days": None,
         "throttle": 100, "description": ""}
    ]
    assert main(["groups", "remove", "alt.binaries.cli", "--dsn", pg_dsn]) == 0
    assert main(["groups", "remove", "alt.binaries.cli", "--dsn", pg_dsn]) == 1
