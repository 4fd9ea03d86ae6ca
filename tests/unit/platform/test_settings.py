"""Settings: typed, validated, every knob documented, destructive knobs off."""

from __future__ import annotations

import pytest

from usenet_ops import settings


def test_defaults_match_the_seed_config() -> None:
    s = settings.Settings()
    assert s.retention_days == 6431
    assert s.nzb_retention_days == 0
    assert s.crawl_interval_min == 15
    assert s.batch == 3000
    assert s.max_groups == 20
    assert s.max_articles_per_group == 20000
    assert s.crawl_pressure_high_pct == 95
    assert s.backfill_pressure_high_pct == 85
    assert s.build_drain_per_pass == 500
    assert s.health_stat_timeout_sec == 10
    assert s.staging is settings.StagingMode.PG


def test_headroom_defaults_to_two_batches_and_follows_the_batch() -> None:
    assert settings.Settings().effective_crawl_headroom == 6000
    assert settings.Settings.from_overrides({"batch": 500}).effective_crawl_headroom == 1000
    assert settings.Settings.from_overrides({"crawl_headroom": 0}).effective_crawl_headroom == 0


def test_unknown_knob_names_the_knob_and_suggests_the_nearest() -> None:
    with pytest.raises(settings.SettingsError, match=r"unknown setting 'crawl_intervall_min'.*crawl_interval_min"):
        settings.Settings.from_overrides({"crawl_intervall_min": 5})


@pytest.mark.parametrize(
    ("name", "value", "message"),
    [
        ("batch", 0, r"batch = 0 is out of range: allowed 10 \.\. 100000"),
        ("crawl_pressure_high_pct", "101", r"crawl_pressure_high_pct = 101 is out of range: allowed 0 \.\. 100"),
        ("batch", "lots", r"batch must be a whole number in 10 \.\. 100000"),
        ("batch", True, r"batch must be a whole number"),
        ("crawl_no_catchup", "maybe", r"crawl_no_catchup must be true or false"),
        ("staging", "memcached", r"staging must be one of pg \| redis"),
    ],
)
def test_bad_values_name_the_knob_and_its_range(name: str, value: object, message: str) -> None:
    with pytest.raises(settings.SettingsError, match=message):
        settings.Settings.from_overrides({name: value})


def test_values_are_coerced_to_their_types() -> None:
    s = settings.Settings.from_overrides({"batch": "5_000", "crawl_no_catchup": "yes", "staging": "REDIS"})
    assert s.batch == 5000 and s.crawl_no_catchup is True and s.staging is settings.StagingMode.REDIS


def test_contradictory_pressure_thresholds_are_refused() -> None:
    with pytest.raises(settings.SettingsError, match="backfill_pressure_low_pct .* must be below"):
        settings.Settings.from_overrides({"backfill_pressure_low_pct": 90})


def test_every_knob_has_help_and_a_documented_range() -> None:
    for spec in settings.KNOBS.values():
        assert len(spec.help) > 10, spec.name
        if spec.type is int:
            assert spec.min is not None and spec.max is not None, spec.name
            assert spec.min <= spec.default <= spec.max, spec.name


def test_knobs_that_delete_data_are_off_by_default() -> None:
    destructive = [s for s in settings.KNOBS.values() if s.destructive]
    assert destructive, "nzb_retention_days deletes data and must be marked"
    for spec in destructive:
        assert not spec.default, f"{spec.name} deletes data and must default to off"


def test_docs_page_is_generated_from_the_code() -> None:
    from pathlib import Path

    page = (Path(__file__).resolve().parents[3] / "docs" / "settings.md").read_text()
    assert settings.markdown_table() in page, "docs/settings.md is stale: regenerate with `usenet-ops settings docs`"
