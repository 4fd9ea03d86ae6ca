"""Provider connection checks (table ``usenet.provider_checks``): the watchdog and the view's Test button write, status reads."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from usenet_ops.store.db import Conn


def record_check(conn: Conn, provider: str, *, ok: bool, message: str, seconds: float,
                 capabilities: Sequence[str] = (), source: str = "watchdog") -> None:
    """Store the outcome of one provider's connection test (the message is capped at 2,000 characters)."""
    conn.execute(
        """INSERT INTO provider_checks (provider, ok, message, seconds, capabilities, source)
           VALUES (%s, %s, %s, %s, %s, %s)""",
        (provider, ok, message[:2000], seconds, [c[:100] for c in list(capabilities)[:100]], source[:20]))


def latest_checks(conn: Conn) -> dict[str, dict[str, Any]]:
    """Return each provider's latest check, {provider: {provider, at, ok, message, seconds, source, capabilities}}.

    ``capabilities`` comes from the latest check that recorded any (the
    watchdog's tests record none), so a later watchdog run does not hide
    what the server advertised.
    """
    return {
        r["provider"]: r for r in conn.execute(
            """SELECT DISTINCT ON (c.provider) c.provider, c.at, c.ok, c.message, c.seconds, c.source,
                      COALESCE((SELECT k.capabilities FROM provider_checks k
                                WHERE k.provider = c.provider AND k.capabilities <> '{}'
                                ORDER BY k.at DESC LIMIT 1), '{}') AS capabilities
               FROM provider_checks c ORDER BY c.provider, c.at DESC""")
    }
