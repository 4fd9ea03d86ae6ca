"""domain.setting_changes: the diff the view shows before Save and the audit log records after it."""

from __future__ import annotations

from usenet_ops.domain import setting_changes
from usenet_ops.settings import KNOBS


def test_only_real_changes_are_listed_in_knob_order_with_old_and_new() -> None:
    changes, errors = setting_changes.plan({"batch": 4000, "health_mode": "par2"},
                                           {"health_mode": "full", "batch": "4000", "max_groups": "40"})
    assert errors == {}
    assert [(c.name, c.old, c.new, c.was_overridden, c.overridden) for c in changes] == [
        ("max_groups", 20, 40, False, True), ("health_mode", "par2", "full", True, True)]  # batch: no change


def test_each_refused_value_is_named_with_the_knobs_own_message() -> None:
    changes, errors = setting_changes.plan({}, {"batch": "5", "skip_backfill": "maybe", "health_mode": "all",
                                                "bacth": "10", "rot18_repair_max_min": "1"})
    assert not changes
    assert "out of range" in errors["batch"] and "10 .. 100000" in errors["batch"]
    assert "true or false" in errors["skip_backfill"] and "full | sample | par2" in errors["health_mode"]
    assert "Did you mean: batch" in errors["bacth"] and "not built yet" in errors["rot18_repair_max_min"]


def test_unset_drops_an_override_back_to_the_default_and_a_missing_one_is_no_change() -> None:
    changes, errors = setting_changes.plan({"batch": 4000, "withdrawn_knob": 1}, {}, ["batch", "max_groups",
                                                                                       "withdrawn_knob"])
    assert [(c.name, c.old, c.new, c.overridden) for c in changes] == [
        ("batch", 4000, KNOBS["batch"].default, False), ("withdrawn_knob", 1, None, False)]
    assert errors == {}
    _, errors = setting_changes.plan({}, {"batch": "4000"}, ["batch", "no_such_knob"])
    assert "both set and reset" in errors["batch"] and "unknown setting" in errors["no_such_knob"]


def test_a_default_given_explicitly_pins_the_knob_and_a_corrupt_override_shows_as_stored() -> None:
    changes, _ = setting_changes.plan({}, {"batch": "3000"})
    assert [(c.old, c.new, c.was_overridden, c.overridden) for c in changes] == [(3000, 3000, False, True)]
    assert setting_changes.current({"batch": "lots"}, "batch") == "lots"
    changes, _ = setting_changes.plan({"batch": "lots"}, {"batch": "3000"})
    assert [(c.old, c.new) for c in changes] == [("lots", 3000)]
    changes, _ = setting_changes.plan({"skip_backfill": 1}, {"skip_backfill": True})
    assert changes == []  # 1 stored is read as true: setting true changes nothing
