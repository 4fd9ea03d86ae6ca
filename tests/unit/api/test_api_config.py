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
