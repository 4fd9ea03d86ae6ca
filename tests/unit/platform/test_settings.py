"""Settings: typed, validated, every knob documented and read, destructive knobs off."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from usenet_ops import settings

REPO = Path(__file__).resolve().parents[3]
PACKAGE = REPO / "plugins" / "usenet_ops"

# The seed's knobs withdrawn until their feature exists (issue 14): each must
# still be refused naming its feature, and a stored override of it ignored.
WITHDRAWN = [
    "connections", "backfill_no_catchup", "ready_reap_per_pass", "sink", "assign_term_min", "lease_ttl_min",
    "prune_interval_min",
    "nfo_enabled", "nfo_interval_min", "nfo_batch_size", "nfo_budget_mb", "nfo_max_retries",
    "image_enabled", "image_interval_min", "image_batch_size", "image_budget_mb", "image_max_retries",
    "junk_probe_enabled", "junk_probe_interval_min", "junk_probe_batch_size",
    "rot18_repair_interval_min", "rot18_repair_max_min", "spot_fetch_interval_min",
]


def test_defaults_match_the_seed_config() -> None:
    s = settings.Settings()
    assert s.nzb_retention_days == 0
    assert s.crawl_interval_min == 15
    assert s.batch == 3000
    assert s.max_groups == 20
    assert s.max_articles_per_group == 20000
    assert s.crawl_pressure_high_pct == 95
    assert s.build_drain_per_pass == 500
    assert s.health_stat_timeout_sec == 10
    assert s.backfill_partition_articles == 2_000_000 and s.backfill_order == "auto"
    assert (s.backfill_pressure_high_pct, s.crawl_pressure_high_pct) == (85, 95)  # the forward crawl yields last
    assert s.skip_backfill is False and s.retention_days == 0


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
    ],
)
def test_bad_values_name_the_knob_and_its_range(name: str, value: object, message: str) -> None:
    with pytest.raises(settings.SettingsError, match=message):
        settings.Settings.from_overrides({name: value})


def test_values_are_coerced_to_their_types() -> None:
    s = settings.Settings.from_overrides({"batch": "5_000", "crawl_no_catchup": "yes"})
    assert s.batch == 5000 and s.crawl_no_catchup is True


@pytest.mark.parametrize("name", WITHDRAWN)
def test_a_withdrawn_knob_is_refused_naming_the_feature_it_waits_for(name: str) -> None:
    assert name not in settings.KNOBS
    feature = settings.not_built(name)
    assert feature, f"{name} was withdrawn: NOT_BUILT must name its feature"
    with pytest.raises(settings.SettingsError, match=rf"^{name} belongs to .+, which is not built yet"):
        settings.coerce(name, "5")


@pytest.mark.parametrize(
    ("name", "message"),
    [
        ("prune_interval_min", "prune_interval_min belongs to a configurable prune cadence"),
        ("sink", "sink belongs to release sinks besides the internal catalogue, which is not built yet"),
        ("backfill_no_catchup", "backfill_no_catchup belongs to a catch-up loop in the backfill"),
        ("spot_fetch_interval_min", "spot_fetch_interval_min belongs to a separate cadence for the spot NZB fetch "
                                    r"\(usenet_spots fetches on every wake-up, after the index task\), which is not "
                                    "built yet"),
    ],
)
def test_withdrawn_knob_messages_read_as_sentences(name: str, message: str) -> None:
    with pytest.raises(settings.SettingsError, match=f"^{message}"):
        settings.Settings.from_overrides({name: 1})


def test_a_typo_of_a_live_knob_suggests_the_live_knob() -> None:
    with pytest.raises(settings.SettingsError, match=r"unknown setting.*Did you mean: health_stat_timeout_sec\b"):
        settings.coerce("health_stat_timeout_secs", 5)


def test_a_word_knob_takes_only_its_choices() -> None:
    assert settings.Settings.from_overrides({"health_mode": " FULL "}).health_mode == "full"
    assert settings.KNOBS["health_mode"].allowed == "full | sample | par2"
    for bad in ("quick", 3, True):
        with pytest.raises(settings.SettingsError, match=r"health_mode must be one of full \| sample \| par2"):
            settings.coerce("health_mode", bad)


def test_not_built_names_no_live_knob() -> None:
    assert settings.not_built("health_stat_timeout_sec") is None
    assert settings.not_built("staging_max_rows") is None
    live = [key for key in settings.NOT_BUILT if key in settings.KNOBS]
    assert not live, f"these knobs are back with their feature: drop them from NOT_BUILT: {live}"


def test_stored_overrides_of_withdrawn_knobs_are_set_aside_with_the_reason() -> None:
    live, ignored = settings.split_stored({"batch": 400, "prune_interval_min": 5, "no_such_knob": 1})
    assert live == {"batch": 400, "no_such_knob": 1}  # an unknown key stays, so validation names it
    assert list(ignored) == ["prune_interval_min"]
    assert "a configurable prune cadence (usenet_prune runs daily), which is not built yet" in ignored["prune_interval_min"]
    assert "usenet-ops settings unset prune_interval_min" in ignored["prune_interval_min"]


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
    page = (REPO / "docs" / "settings.md").read_text()
    assert settings.markdown_table() in page, "docs/settings.md is stale: regenerate with `usenet-ops settings docs`"


# --- no knob without a reader ---------------------------------------------------

# Where a knob may be read: the package (passes, adapters, the API, the demo,
# ...), the DAG files and the benchmarks; never settings.py itself.
READER_ROOTS = [PACKAGE, REPO / "dags", REPO / "bench"]


def _holds_settings(expr: ast.expr) -> bool:
    """Whether an expression names a Settings object: the code's convention is ``settings`` (or ``knobs``)."""
    name = expr.attr if isinstance(expr, ast.Attribute) else expr.id if isinstance(expr, ast.Name) else ""
    return name.endswith("settings") or name == "knobs"


def _reads(tree: ast.AST) -> set[str]:
    """Return the names a module reads from a Settings object: ``settings.x``, or "x" given to a function by name."""
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Load) and _holds_settings(node.value):
            found.add(node.attr)
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name):  # getattr(knobs, "x"), get("x", 2)
            found |= {a.value for a in node.args if isinstance(a, ast.Constant) and isinstance(a.value, str)}
    return found


def _derived() -> dict[str, set[str]]:
    """Return, for each property or method of Settings, the knobs it reads (``self.x``)."""
    tree = ast.parse((PACKAGE / "settings.py").read_text())
    cls = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "Settings")
    return {
        fn.name: {n.attr for n in ast.walk(fn) if isinstance(n, ast.Attribute) and isinstance(n.value, ast.Name)
                  and n.value.id == "self"}
        for fn in cls.body if isinstance(fn, ast.FunctionDef)
    }


def _knobs_read_outside_settings() -> set[str]:
    reads: set[str] = set()
    for root in READER_ROOTS:
        for path in root.rglob("*.py"):
            if path != PACKAGE / "settings.py":
                reads |= _reads(ast.parse(path.read_text(), str(path)))
    for name, knobs in _derived().items():  # a property read outside reads its knobs (effective_crawl_headroom)
        if name in reads:
            reads |= knobs
    return reads


def test_every_knob_has_a_reader_outside_settings() -> None:
    unread = sorted(set(settings.KNOBS) - _knobs_read_outside_settings())
    assert not unread, (
        f"knobs that no code reads: {unread}. `settings set` would succeed and do nothing: remove them "
        "(and name their feature in NOT_BUILT) until the code that reads them exists"
    )


def test_the_reader_walker_sees_attributes_getattr_and_properties_but_not_writes() -> None:
    source = (
        "def f(settings, cfg, self):\n"
        "    a = settings.batch + self.settings.max_groups + cfg.connections\n"
        "    b = getattr(knobs, 'keepalive_min', None)\n"
        "    settings_store.set_value(conn, 'sink', 1)\n"
        "    extras.get('staging')\n"
        "    return settings.effective_crawl_headroom\n"
    )
    found = _reads(ast.parse(source))
    assert {"batch", "max_groups", "keepalive_min", "effective_crawl_headroom"} <= found
    assert not {"connections", "sink", "staging"} & found
    assert _derived()["effective_crawl_headroom"] >= {"batch", "crawl_headroom"}
