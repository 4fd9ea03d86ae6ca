"""API keys in tables api_keys and api_usage: create, list, revoke, and count a request against today's usage.

Only a SHA-256 of each key is stored. Keys are 128 random bits (32 hex
characters, the length Newznab clients expect), so a fast hash leaves nothing
to brute-force and keeps authorisation to one index probe. Counting a request
and reading the key's limits are ONE statement (an upsert on (key, UTC day)),
so two gunicorn workers can never both let the last allowed request through.
What a limit means to a client (error 100, HTTP 429) is the API's business
(``usenet_ops.api.keys``); this module only stores and counts.
"""

from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass
from datetime import datetime

from psycopg.rows import dict_row

from usenet_ops.store.db import Conn


def hash_key(key: str) -> str:
    """Return the stored form of a key."""
    return hashlib.sha256(key.encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class ApiKey:
    """One key as an operator sees it (never the key itself)."""

    id: int
    name: str
    prefix: str
    requests_per_day: int | None
    grabs_per_day: int | None
    created_at: datetime
    revoked_at: datetime | None
    requests_today: int
    grabs_today: int


@dataclass(frozen=True)
class NewKey:
    """A freshly created key: ``key`` is shown once and never stored."""

    key: str
    record: ApiKey


@dataclass(frozen=True)
class Usage:
    """A key's usage today after counting this request, with its limits (None = unlimited)."""

    key_id: int
    requests: int
    grabs: int
    requests_per_day: int | None
    grabs_per_day: int | None

    @property
    def limited(self) -> bool:
        """Report whether the key has any daily limit."""
        return self.requests_per_day is not None or self.grabs_per_day is not None


class KeyNotFound(LookupError):
    """No active key matches; the message says how to find the right one."""


_SELECT = """
SELECT k.id, k.name, k.prefix, k.requests_per_day, k.grabs_per_day, k.created_at, k.revoked_at,
       coalesce(u.requests, 0) AS requests_today, coalesce(u.grabs, 0) AS grabs_today
FROM api_keys k
LEFT JOIN api_usage u ON u.key_id = k.id AND u.day = (now() AT TIME ZONE 'utc')::date
"""

_COUNT = """
WITH k AS (
    SELECT id, requests_per_day, grabs_per_day FROM api_keys WHERE key_hash = %(hash)s AND revoked_at IS NULL
), u AS (
    INSERT INTO api_usage (key_id, day, requests, grabs)
    SELECT id, (now() AT TIME ZONE 'utc')::date, 1, %(grab)s FROM k
    ON CONFLICT (key_id, day) DO UPDATE
    SET requests = api_usage.requests + 1, grabs = api_usage.grabs + EXCLUDED.grabs
    RETURNING key_id, requests, grabs
)
SELECT u.key_id, u.requests, u.grabs, k.requests_per_day, k.grabs_per_day FROM u JOIN k ON k.id = u.key_id
"""


class KeyStore:
    """API keys in tables api_keys and api_usage."""

    def create(
        self, conn: Conn, name: str, *, requests_per_day: int | None = None,
        grabs_per_day: int | None = None,
    ) -> NewKey:
        """Create a key and return it with its record; the key itself is not recoverable later."""
        key = secrets.token_hex(16)
        row = conn.execute(
            """INSERT INTO api_keys (name, key_hash, prefix, requests_per_day, grabs_per_day)
               VALUES (%s, %s, %s, %s, %s) RETURNING id""",
            (name, hash_key(key), key[:8], requests_per_day, grabs_per_day),
        ).fetchone()
        record = self.get(conn, _first(row))
        assert record is not None
        return NewKey(key, record)

    def get(self, conn: Conn, key_id: int) -> ApiKey | None:
        """Return one key record by id."""
        with conn.cursor(row_factory=dict_row) as cur:
            row = cur.execute(_SELECT + " WHERE k.id = %s", (key_id,)).fetchone()
        return ApiKey(**row) if row else None

    def list(self, conn: Conn, *, include_revoked: bool = False) -> list[ApiKey]:
        """Return keys with today's usage, oldest first."""
        where = "" if include_revoked else " WHERE k.revoked_at IS NULL"
        with conn.cursor(row_factory=dict_row) as cur:
            rows = cur.execute(_SELECT + where + " ORDER BY k.id").fetchall()
        return [ApiKey(**r) for r in rows]

    def revoke(self, conn: Conn, ident: str) -> ApiKey:
        """Revoke one active key named by its id or its 8-character prefix."""
        ident = ident.strip()
        # A prefix is 8 hex characters and may be all digits (about 2% of keys),
        # so a prefix match is tried first; a plain number is otherwise an id.
        matches = conn.execute(
            "SELECT id FROM api_keys WHERE prefix = %s AND revoked_at IS NULL", (ident[:8],)
        ).fetchall() if len(ident) >= 8 else []
        if len(matches) > 1:
            raise KeyNotFound(f"prefix {ident!r} matches {len(matches)} keys; revoke by id (see `apikey list`)")
        if matches:
            target: int | None = _first(matches[0])
        elif ident.isdigit():
            target = int(ident)
        else:
            target = None
        rows = conn.execute(
            "UPDATE api_keys SET revoked_at = now() WHERE id = %s AND revoked_at IS NULL RETURNING id",
            (target if target is not None else -1,),
        ).fetchall()
        if not rows:
            raise KeyNotFound(f"no active key with id or prefix {ident!r}; `usenet-ops apikey list` shows them")
        record = self.get(conn, _first(rows[0]))
        assert record is not None
        return record

    def count_request(self, conn: Conn, key: str, *, grab: bool = False) -> Usage | None:
        """Count one request (and a grab) for an active key and return its usage today, limits included.

        Returns None, counting nothing, when no active key matches. The count
        is made before any limit is checked: usage is attempts, refused ones
        included.
        """
        with conn.cursor(row_factory=dict_row) as cur:
            row = cur.execute(_COUNT, {"hash": hash_key(key), "grab": 1 if grab else 0}).fetchone()
        if row is None:
            return None
        return Usage(int(row["key_id"]), int(row["requests"]), int(row["grabs"]), row["requests_per_day"],
                     row["grabs_per_day"])


def _first(row: object) -> int:
    if isinstance(row, dict):
        return int(next(iter(row.values())))
    return int(row[0])  # type: ignore[index]
