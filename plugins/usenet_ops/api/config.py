"""Configuration of the API service, read from USENET_API_* environment variables.

WHY environment: the same code runs under gunicorn, the CLI, tests and a
container; nothing is read at import time, only when ``from_env`` is called.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass

from usenet_ops.settings import switch
from usenet_ops.store import db


class ConfigError(ValueError):
    """A USENET_API_* variable holds an unusable value; the message names it and the fix."""


@dataclass(frozen=True)
class ApiConfig:
    """Settings of one API process."""

    dsn: str
    open_mode: bool = False
    base_url: str | None = None
    default_limit: int = 100
    max_limit: int = 100
    max_offset: int = 10_000
    max_query_chars: int = 255
    retention_days: int = 3000
    pool_min: int = 1
    pool_max: int = 4
    pool_timeout: float = 5.0
    statement_timeout_ms: int = 10_000
    title: str = "usenet-ops"
    access_log: bool = False
    # The burst limit (a token bucket per key in Redis) of keys that do not set their own:
    # requests per second (0 = none) and how many may come at once.
    burst_rate: float = 0.0
    burst_size: int = 20
    redis_url: str | None = None

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None) -> ApiConfig:
        """Read the configuration from the environment (USENET_DSN, USENET_API_*)."""
        env = os.environ if environ is None else environ

        def integer(name: str, default: int, minimum: int) -> int:
            raw = env.get(f"USENET_API_{name}")
            if raw is None or raw.strip() == "":
                return default
            try:
                value = int(raw)
            except ValueError:
                raise ConfigError(f"USENET_API_{name}={raw!r} is not a whole number; unset it or give one") from None
            if value < minimum:
                raise ConfigError(f"USENET_API_{name}={value} must be >= {minimum}")
            return value

        base = (env.get("USENET_API_BASE_URL") or "").strip().rstrip("/") or None
        config = cls(
            dsn=db.resolve_dsn(env.get("USENET_DSN")),
            open_mode=(env.get("USENET_API_OPEN", "").strip().lower() in {"1", "true", "yes", "on"}),
            base_url=base,
            default_limit=integer("DEFAULT_LIMIT", cls.default_limit, 1),
            max_limit=integer("MAX_LIMIT", cls.max_limit, 1),
            max_offset=integer("MAX_OFFSET", cls.max_offset, 0),
            max_query_chars=integer("MAX_QUERY_CHARS", cls.max_query_chars, 1),
            retention_days=integer("RETENTION_DAYS", cls.retention_days, 1),
            pool_min=integer("POOL_MIN", cls.pool_min, 0),
            pool_max=integer("POOL_MAX", cls.pool_max, 1),
            pool_timeout=float(integer("POOL_TIMEOUT", int(cls.pool_timeout), 1)),
            statement_timeout_ms=integer("STATEMENT_TIMEOUT_MS", cls.statement_timeout_ms, 100),
            title=(env.get("USENET_API_TITLE") or cls.title).strip() or cls.title,
            access_log=access_log_enabled(env),
            burst_rate=_rate(env, "USENET_API_BURST_RATE", cls.burst_rate),
            burst_size=integer("BURST_SIZE", cls.burst_size, 1),
            redis_url=(env.get("USENET_REDIS_URL") or "").strip() or None,
        )
        if config.default_limit > config.max_limit:
            raise ConfigError("USENET_API_DEFAULT_LIMIT must not exceed USENET_API_MAX_LIMIT")
        return config


def access_log_enabled(environ: Mapping[str, str] | None = None) -> bool:
    """Return USENET_API_ACCESS_LOG as a switch: true writes gunicorn's access log to stdout (without query strings).

    Read on its own too, by api/gunicorn.conf.py, before any app is built.
    """
    env = os.environ if environ is None else environ
    raw = env.get("USENET_API_ACCESS_LOG", "")
    if raw.strip() == "":
        return False
    flag = switch(raw)
    if flag is None:
        raise ConfigError(f"USENET_API_ACCESS_LOG={raw!r} is not a switch: give true or false (the access log, when on, "
                          "goes to stdout with the rest of gunicorn's output; redirect that to keep it in a file)")
    return flag


def _rate(env: Mapping[str, str], name: str, default: float) -> float:
    raw = env.get(name)
    if raw is None or raw.strip() == "":
        return default
    try:
        value = float(raw)
    except ValueError:
        raise ConfigError(f"{name}={raw!r} is not a number of requests per second; unset it or give one") from None
    if not 0 <= value <= 1_000_000 or value != value:
        raise ConfigError(f"{name}={value} must be between 0 (no burst limit) and 1000000")
    return value
