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
    # The stable keys, unchanged; issue 32 added the depth's floor and the activity beside them.
    assert [{k: r[k] for k in ("name", "active", "tier", "manual_order", "crawl_depth_days", "throttle",
                               "description")} for r in rows] == [
        {"name": "alt.binaries.cli", "active": False, "tier": "critical", "manual_order": 0, "crawl_depth_days": None,
         "throttle": 100, "description": ""}
    ]
    assert rows[0]["built_30d"] == 0 and rows[0]["floor_date"] is None
    assert main(["groups", "remove", "alt.binaries.cli", "--dsn", pg_dsn]) == 0
    assert main(["groups", "remove", "alt.binaries.cli", "--dsn", pg_dsn]) == 1


def test_active_count_ignores_inactive_groups(db) -> None:
    groups.add(db, "alt.binaries.on")
    groups.add(db, "alt.binaries.off", active=False)
    assert groups.active_count(db) == 1


def test_history_pending_only_for_an_active_critical_group_above_the_low_water_mark(db) -> None:
    groups.add(db, "alt.binaries.crit", tier=groups.Tier.CRITICAL)
    groups.add(db, "alt.binaries.norm", tier=groups.Tier.NORMAL)
    db.execute("""INSERT INTO usenet.group_state (backbone, group_name, first_article, server_low)
                  VALUES ('b1', 'alt.binaries.norm', 5000, 100), ('b1', 'alt.binaries.crit', 100, 100),
                         ('b2', 'alt.binaries.crit', 5000, 100)""")
    assert groups.history_pending(db) is True
    assert groups.history_pending(db, "b2") is True
    assert groups.history_pending(db, "b1") is False, "b1's critical group is caught up; its normal group does not count"
    groups.tune(db, "alt.binaries.crit", active=False)
    assert groups.history_pending(db) is False


def test_stalled_groups_most_stalled_first_from_the_threshold_up_to_the_limit(db) -> None:
    db.execute("""INSERT INTO usenet.group_state (backbone, group_name, stalled_passes)
                  VALUES ('b', 'g0', 0), ('b', 'g1', 1), ('b', 'g3', 3), ('b', 'g5', 5)""")
    assert [s["group_name"] for s in groups.stalled_groups(db, at_least=1, limit=50)] == ["g5", "g3", "g1"]
    assert groups.stalled_groups(db, at_least=3, limit=1) == [{"backbone": "b", "group_name": "g5", "stalled_passes": 5}]
