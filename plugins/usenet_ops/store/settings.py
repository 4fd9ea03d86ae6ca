"""The settings table: live overrides of the knobs declared in ``usenet_ops.settings``.

One row per overridden knob (``usenet.settings``: key, JSON value). Every
load validates what is stored, so a bad override is reported naming the knob
and the fix rather than silently used. An override of a knob whose feature
is not built yet (stored before the knob was withdrawn) is ignored with a
warning: it must not stop every pass.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Mapping
from typing import Any

from usenet_ops.settings import KNOBS, Settings, SettingsError, coerce, split_stored
from usenet_ops.store.db import Conn

log = logging.getLogger(__name__)


def load(conn: Conn) -> Settings:
    """Return the live settings: code defaults overridden by the settings table."""
    return _validated(overrides(conn), warn=True)


# Knobs only a command that checks their preconditions may set: knob -> that command.
GUARDED = {"staging": "usenet-ops staging switch redis|pg [--migrate]"}


def set_value(conn: Conn, name: str, raw: Any, *, guarded_ok: bool = False) -> Any:
    """Validate and store one override; return the typed value stored.

    A guarded knob (``GUARDED``) is refused unless ``guarded_ok``: switching
    the staging backend with sets still staged in the other one would strand
    them, so only ``staging switch`` (which checks) sets it.
    """
    value = coerce(name, raw)
    if name in GUARDED and not guarded_ok:
        raise SettingsError(f"{name} is changed with `{GUARDED[name]}`, which refuses while the other backend "
                            "still holds staged sets (or moves them with --migrate)")
    _validated({**overrides(conn), name: value}, warn=False)  # the stored set, with this value, must load
    conn.execute(
        """INSERT INTO usenet.settings (key, value, updated_at) VALUES (%s, %s::jsonb, now())
           ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()""",
        (name, json.dumps(value)),
    )
    return value


def unset(conn: Conn, name: str) -> bool:
    """Remove an override (back to the default); return whether one existed.

    A stored key that is no knob (a withdrawn one, or a corrupt row) can be
    removed too: that is the fix the load errors and warnings point to.
    """
    cur = conn.execute("DELETE FROM usenet.settings WHERE key = %s", (name,))
    if cur.rowcount == 0 and name not in KNOBS:
        coerce(name, None)  # raises: unknown (with suggestions), or which feature the knob waits for
    return cur.rowcount > 0


def overrides(conn: Conn) -> dict[str, Any]:
    """Return the stored overrides as {key: value}."""
    return {_row(r)[0]: _row(r)[1] for r in conn.execute("SELECT key, value FROM usenet.settings ORDER BY key")}


def _validated(stored: Mapping[str, Any], *, warn: bool) -> Settings:
    live, ignored = split_stored(stored)
    if warn:
        for message in ignored.values():
            log.warning("%s", message)
    try:
        return Settings.from_overrides(live)
    except SettingsError as exc:
        raise SettingsError(f"stored override is invalid: {exc} Fix it with `usenet-ops settings set` or `unset`.") from exc


def _row(row: Any) -> tuple[str, Any]:
    if isinstance(row, dict):
        return row["key"], row["value"]
    return row[0], row[1]
