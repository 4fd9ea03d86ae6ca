"""API configuration from USENET_API_* variables."""

from __future__ import annotations

import pytest

from usenet_ops.api.config import ApiConfig, ConfigError


def test_defaults_without_environment():
    config = ApiConfig.from_env({"USENET_DSN": "postgresql://x@h/db"})
    assert (config.dsn, config.open_mode, config.default_limit, config.max_limit) == ("postgresql://x@h/db", False, 100, 100)
    assert config.base_url is None


def test_values_are_read_and_base_url_loses_its_trailing_slash():
    config = ApiConfig.from_env({"USENET_API_OPEN": "1", "USENET_API_BASE_URL": "https://idx.example/",
                                 "USENET_API_MAX_LIMIT": "500", "USENET_API_STATEMENT_TIMEOUT_MS": "2000"})
    assert config.open_mode and config.base_url == "https://idx.example"
    assert config.max_limit == 500 and config.statement_timeout_ms == 2000


@pytest.mark.parametrize("env", [{"USENET_API_MAX_LIMIT": "lots"}, {"USENET_API_POOL_MAX": "0"},
                                 {"USENET_API_DEFAULT_LIMIT": "200", "USENET_API_MAX_LIMIT": "100"}])
def test_unusable_values_name_the_variable(env):
    with pytest.raises(ConfigError, match="USENET_API_"):
        ApiConfig.from_env(env)


@pytest.mark.parametrize(("raw", "expected"), [("", False), ("0", False), ("false", False), ("off", False),
                                               ("1", True), ("true", True), ("YES", True), (" on ", True)])
def test_access_log_is_a_true_false_switch(raw, expected):
    assert ApiConfig.from_env({"USENET_API_ACCESS_LOG": raw}).access_log is expected


@pytest.mark.parametrize("raw", ["-", "/var/log/api.log", "2", "enabled"])
def test_an_access_log_value_that_is_no_switch_is_refused_with_the_fix(raw):
    with pytest.raises(ConfigError, match="USENET_API_ACCESS_LOG=.* is not a switch: give true or false"):
        ApiConfig.from_env({"USENET_API_ACCESS_LOG": raw})


def test_burst_defaults_and_redis_url_are_read():
    config = ApiConfig.from_env({"USENET_API_BURST_RATE": "2.5", "USENET_API_BURST_SIZE": "10",
                                 "USENET_REDIS_URL": " redis://r:6379/1 "})
    assert (config.burst_rate, config.burst_size, config.redis_url) == (2.5, 10, "redis://r:6379/1")
    default = ApiConfig.from_env({})
    assert (default.burst_rate, default.redis_url) == (0.0, None), "no burst limit unless asked for"
    with pytest.raises(ConfigError, match="USENET_API_BURST_SIZE"):
        ApiConfig.from_env({"USENET_API_BURST_SIZE": "0"})
