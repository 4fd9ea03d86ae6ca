"""Recorded alerts (table ``usenet.errors``): one row per alert, read by status.json and the CLI."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from usenet_ops.store.db import Conn


def record_alert(conn: Conn, *, job: str, task: str, run_id: str, map_index: int, try_number: int, kind: str,
                 message: str, hint: str, delivered: Sequence[str]) -> None:
    """Store one alert with the channels it was delivered through."""
    conn.execute(
        """INSERT INTO usenet.errors (job, task, run_id, map_index, try_number, kind, message, hint, delivered)
           VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s)""",
        (job, task, run_id, map_index, try_number, kind, message, hint, list(delivered)),
    )


def recent_alerts(conn: Conn, limit: int = 20) -> list[dict[str, Any]]:
    """Return the latest alerts, newest first."""
    return conn.execute(
        "SELECT at, job, task, map_index, message, hint FROM usenet.errors ORDER BY at DESC LIMIT %s", (limit,)
    ).fetchall()
