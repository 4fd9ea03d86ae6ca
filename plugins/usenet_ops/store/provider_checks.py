"""Provider connection checks (table ``usenet.provider_checks``): the watchdog writes, status reads."""

from __future__ import annotations

from typing import Any

from usenet_ops.store.db import Conn


def record_check(conn: Conn, provider: str, *, ok: bool, message: str, seconds: float) -> None:
    """Store the outcome of one provider's connection test (the message is capped at 2,000 characters)."""
    conn.execute("INSERT INTO usenet.provider_checks (provider, ok, message, seconds) VALUES (%s, %s, %s, %s)",
                 (provider, ok, message[:2000], seconds))


def latest_checks(conn: Conn) -> dict[str, dict[str, Any]]:
    """Return each provider's latest check, {provider: {provider, at, ok, message}}."""
    return {
        r["provider"]: r for r in conn.execute(
            """SELECT DISTINCT ON (provider) provider, at, ok, message FROM usenet.provider_checks
               ORDER BY provider, at DESC""")
    }
