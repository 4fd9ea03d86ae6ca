"""The audit log (table ``usenet.audit_log``): who changed what, when, from where, and how it ended.

Written by ``usenet_ops.passes.actions`` (one function per operator action,
called by the Usenet view and the CLI alike) in the same transaction as the
change it records, so a change without its audit row cannot exist. Every
change the README lists is one: groups, junk rules, blacklist, poster watch,
monitor tokens, tag fill restores, settings (one row per knob, ``detail``
holding ``old`` and ``new``), backfill reset, reset-watermark, API keys (by
id and prefix, never the key), spot keys (by fingerprint), filter counter
resets, group purges and fetches. The staging switch is the one change
recorded after it ends rather than with it: moving sets spans Redis and many
commits. A refusal (permission, validation) is recorded ``refused``, an
error ``failed``. Read by the view's Audit tab and ``usenet-ops audit list``.
"""

from __future__ import annotations

import enum
import json
from collections.abc import Mapping
from typing import Any

from usenet_ops.store.db import Conn

# Text fields are capped: an action's target and message come from operators'
# input and error texts, and the log must stay cheap to list.
MAX_TEXT = 2000


class Source(str, enum.Enum):
    """Where an action came from."""

    VIEW = "view"
    CLI = "cli"
    MONITOR = "monitor"


class Outcome(str, enum.Enum):
    """How an action ended: done, refused (permission or validation), or failed (an error)."""

    OK = "ok"
    REFUSED = "refused"
    FAILED = "failed"


def record(conn: Conn, *, actor: str, source: Source, action: str, target: str = "",
           detail: Mapping[str, Any] | None = None, outcome: Outcome = Outcome.OK, message: str = "") -> int:
    """Store one audit row; return its id."""
    row = conn.execute(
        """INSERT INTO usenet.audit_log (actor, source, action, target, detail, outcome, message)
           VALUES (%s, %s, %s, %s, %s::jsonb, %s, %s) RETURNING id""",
        (actor[:200], source.value, action[:100], target[:MAX_TEXT],
         json.dumps(dict(detail or {}), default=str), outcome.value, message[:MAX_TEXT]),
    ).fetchone()
    assert row is not None  # INSERT ... RETURNING yields its row
    return int(row["id"])


def recent(conn: Conn, *, limit: int = 100, before_id: int | None = None) -> list[dict[str, Any]]:
    """Return audit rows newest first (keyset paging: ``before_id`` is the last id of the previous page)."""
    return conn.execute(
        """SELECT id, at, actor, source, action, target, detail, outcome, message FROM usenet.audit_log
           WHERE %s::bigint IS NULL OR id < %s ORDER BY id DESC LIMIT %s""",
        (before_id, before_id, max(1, min(limit, 1000))),
    ).fetchall()
