"""The operator blacklist: per field, fail closed, one bad pattern isolated."""

from __future__ import annotations

from usenet_ops.domain.blacklist import Blacklist, BlacklistRule


def test_rule_matches_only_its_own_field_case_insensitively() -> None:
    bl = Blacklist([BlacklistRule(1, "poster", r"spammer@example\.com")])
    assert bl.match({"subject": "from SPAMMER@example.com", "poster": "Bob <bob@x>"}) is None
    hit = bl.match({"poster": "Spammer <SPAMMER@EXAMPLE.COM>"})
    assert hit is not None and hit.rule_id == 1 and hit.field == "poster"


def test_unknown_field_fails_closed_and_is_reported() -> None:
    bl = Blacklist([BlacklistRule(1, "Subject ", "."), BlacklistRule(2, "name", "cam")])
    assert bl.match({"Subject ": "anything", "subject": "anything"}) is None
    assert [p.rule_id for p in bl.problems] == [1]
    assert "unknown field" in bl.problems[0].problem
    assert bl.match({"name": "Movie.2024.CAM"}).rule_id == 2


def test_one_invalid_pattern_is_isolated_while_the_others_keep_working() -> None:
    bl = Blacklist([BlacklistRule(1, "subject", "(broken"), BlacklistRule(2, "subject", r"\bHDCAM\b"),
                    BlacklistRule(3, "group", r"^alt\.binaries\.spam$")])
    assert [p.rule_id for p in bl.problems] == [1]
    assert "invalid regex" in bl.problems[0].problem
    assert len(bl) == 2
    assert bl.match({"subject": "Film 2024 HDCAM"}).rule_id == 2
    assert bl.match({"group": "alt.binaries.spam"}).rule_id == 3


def test_lowest_rule_id_wins_across_fields() -> None:
    bl = Blacklist([BlacklistRule(5, "subject", "x"), BlacklistRule(2, "poster", "y")])
    assert bl.match({"subject": "x", "poster": "y"}).rule_id == 2


def test_disabled_rules_and_missing_fields_do_not_match() -> None:
    bl = Blacklist([BlacklistRule(1, "subject", "x", enabled=False), BlacklistRule(2, "poster", "y")])
    assert bl.match({"subject": "x"}) is None
    assert bl.match({"poster": None}) is None
    assert bl.match({}) is None
