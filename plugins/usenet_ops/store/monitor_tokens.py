"""Monitoring tokens (table ``usenet.monitor_tokens``): read-only access to status.json without an Airflow login.

Only a SHA-256 of each token is stored; a token is 256 random bits, so a
fast hash leaves nothing to brute-force and checking one is an index probe.
The token itself is shown once, at creation.
"""

from __future__ import annotations

import hashlib
import secrets
from typing import Any

from usenet_ops.store.db import Conn

PREFIX = "umt_"


class TokenError(ValueError):
    """A token operation was refused; the message says what to do."""


def _hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "replace")).hexdigest()


def create(conn: Conn, name: str) -> str:
    """Create a token named ``name``; return the token (shown once, never stored)."""
    name = name.strip()
    if not name or len(name) > 100:
        raise TokenError("a monitor token needs a name of 1-100 characters (e.g. the monitoring system's)")
    token = PREFIX + secrets.token_hex(32)
    row = conn.execute(
        """INSERT INTO usenet.monitor_tokens (name, token_hash) VALUES (%s, %s)
           ON CONFLICT (name) DO NOTHING RETURNING id""", (name, _hash(token))).fetchone()
    if row is None:
        raise TokenError(f"a monitor token named {name!r} exists; revoke it first or pick another name")
    return token


def check(conn: Conn, token: str) -> str | None:
    """Return the name of the active token ``token``, recording its use; None when unknown or revoked."""
    if not token.startswith(PREFIX) or len(token) > 200:
        return None
    row = conn.execute(
        """UPDATE usenet.monitor_tokens SET last_used_at = now()
           WHERE token_hash = %s AND revoked_at IS NULL RETURNING name""", (_hash(token),)).fetchone()
    return str(row["name"]) if row else None


def revoke(conn: Conn, name: str) -> bool:
    """Revoke the token named ``name`` (its row stays, renamed, so the name can be reused); return whether it existed."""
    row = conn.execute(
        """UPDATE usenet.monitor_tokens SET revoked_at = now(), name = name || ' (revoked ' || id || ')'
           WHERE name = %s AND revoked_at IS NULL RETURNING id""", (name.strip(),)).fetchone()
    return row is not None


def list_tokens(conn: Conn) -> list[dict[str, Any]]:
    """Return every token's name, creation, last use and revocation (never the token)."""
    return conn.execute(
        "SELECT name, created_at, last_used_at, revoked_at FROM usenet.monitor_tokens ORDER BY created_at").fetchall()
