"""Live overrides in the settings table."""

from __future__ import annotations

import logging

import pytest

from usenet_ops import settings
from usenet_ops.cli.main import main
from usenet_ops.store import settings as settings_store


def test_override_round_trips_and_unset_restores_default(db) -> None:
    assert settings_store.set_value(db, "batch", "4000") == 4000
    assert settings_store.load(db).batch == 4000
    assert settings_store.unset(db, "batch") is True
    assert settings_store.load(db).batch == 3000


def test_set_refuses_out_of_range_and_stores_nothing(db) -> None:
    with pytest.raises(settings.SettingsError, match="out of range"):
        settings_store.set_value(db, "crawl_interval_min", 0)
    assert settings_store.overrides(db) == {}


def test_a_corrupt_stored_override_is_reported_with_the_fix(db) -> None:
    db.execute("INSERT INTO usenet.settings (key, value) VALUES ('batch', '\"-5\"')")
    with pytest.raises(settings.SettingsError, match=r"stored override is invalid: batch = -5 .* settings set"):
        settings_store.load(db)
    assert settings_store.set_value(db, "batch", 500) == 500  # the fix the message names works
    assert settings_store.load(db).batch == 500


def test_an_unknown_stored_key_can_be_unset(db) -> None:
    db.execute("INSERT INTO usenet.settings (key, value) VALUES ('no_such_knob', '1')")
    with pytest.raises(settings.SettingsError, match="stored override is invalid: unknown setting 'no_such_knob'"):
        settings_store.load(db)
    assert settings_store.unset(db, "no_such_knob") is True
    assert settings_store.load(db) == settings.Settings()
    with pytest.raises(settings.SettingsError, match="unknown setting 'no_such_knob'"):
        settings_store.unset(db, "no_such_knob")


def test_a_stored_override_of_a_withdrawn_knob_is_ignored_with_a_warning(db, caplog: pytest.LogCaptureFixture) -> None:
    db.execute("INSERT INTO usenet.settings (key, value) VALUES ('prune_interval_min', '5')")
    settings_store.set_value(db, "batch", 400)  # setting another knob is not blocked by them either
    with caplog.at_level(logging.WARNING, logger="usenet_ops.store.settings"):
        live = settings_store.load(db)
    assert live.batch == 400 and live == settings.Settings.from_overrides({"batch": 400})
    warned = " ".join(r.getMessage() for r in caplog.records)
    assert "prune_interval_min belongs to a configurable prune cadence (usenet_prune runs daily), which is not built" in warned
    assert settings_store.unset(db, "prune_interval_min") is True  # the cleanup the warning names
    assert set(settings_store.overrides(db)) == {"batch"}


def test_set_and_unset_of_a_withdrawn_knob_name_its_feature(db) -> None:
    with pytest.raises(settings.SettingsError, match="^nfo_enabled belongs to the NFO pass, which is not built yet"):
        settings_store.set_value(db, "nfo_enabled", True)
    with pytest.raises(settings.SettingsError, match="^nfo_enabled belongs to the NFO pass"):
        settings_store.unset(db, "nfo_enabled")
    assert settings_store.overrides(db) == {}


def test_cli_set_get_and_bad_value(db, pg_dsn: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["settings", "set", "max_groups", "0", "--dsn", pg_dsn]) == 0
    assert main(["settings", "get", "max_groups", "--json", "--dsn", pg_dsn]) == 0
    out = capsys.readouterr().out
    assert '"value": 0' in out and '"overridden": true' in out
    assert main(["settings", "set", "max_grups", "3", "--dsn", pg_dsn]) == 1
    assert "unknown setting 'max_grups'. Did you mean: max_groups?" in capsys.readouterr().err


@pytest.mark.parametrize("verb", [["set", "prune_interval_min", "5"], ["get", "prune_interval_min"]])
def test_cli_refuses_a_withdrawn_knob_naming_its_feature(db, pg_dsn: str, verb: list[str],
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["settings", *verb, "--dsn", pg_dsn]) == 1
    err = capsys.readouterr().err
    assert "prune_interval_min belongs to a configurable prune cadence (usenet_prune runs daily), which is not built" in err
    assert settings_store.overrides(db) == {}
