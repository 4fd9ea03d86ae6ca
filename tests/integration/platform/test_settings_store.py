"""Live overrides in the settings table."""

from __future__ import annotations

import pytest

from usenet_ops import settings
from usenet_ops.cli.main import main


def test_override_round_trips_and_unset_restores_default(db) -> None:
    assert settings.set_value(db, "batch", "4000") == 4000
    assert settings.load(db).batch == 4000
    assert settings.unset(db, "batch") is True
    assert settings.load(db).batch == 3000


def test_set_refuses_out_of_range_and_stores_nothing(db) -> None:
    with pytest.raises(settings.SettingsError, match="out of range"):
        settings.set_value(db, "crawl_interval_min", 0)
    assert settings.overrides(db) == {}


def test_a_corrupt_stored_override_is_reported_with_the_fix(db) -> None:
    db.execute("INSERT INTO usenet.settings (key, value) VALUES ('batch', '\"-5\"')")
    with pytest.raises(settings.SettingsError, match=r"stored override is invalid: batch = -5 .* settings set"):
        settings.load(db)


def test_cli_set_get_and_bad_value(db, pg_dsn: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["settings", "set", "max_groups", "0", "--dsn", pg_dsn]) == 0
    assert main(["settings", "get", "max_groups", "--json", "--dsn", pg_dsn]) == 0
    out = capsys.readouterr().out
    assert '"value": 0' in out and '"overridden": true' in out
    assert main(["settings", "set", "max_grups", "3", "--dsn", pg_dsn]) == 1
    assert "unknown setting 'max_grups'. Did you mean: max_groups?" in capsys.readouterr().err
