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

from psycopg import sql
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
    burst_rate: float | None = None  # requests/s of the key's burst limit; None = the service default, 0 = none
    burst_size: int | None = None  # tokens the bucket holds; None = the service default


@dataclass(frozen=True)
class NewKey:
    """A freshly created key: ``key`` is shown once and never stored."""

    key: str
    record: ApiKey


@dataclass(frozen=True)
class Usage:
    """A key's usage today after counting this request, with its limits (None = unlimited; burst: the default)."""

    key_id: int
    requests: int
    grabs: int
    requests_per_day: int | None
    grabs_per_day: int | None
    burst_rate: float | None = None
    burst_size: int | None = None

    @property
    def limited(self) -> bool:
        """Report whether the key has any daily limit."""
        return self.requests_per_day is not None or self.grabs_per_day is not None


@dataclass(frozen=True)
class KeyLimits:
    """An active key's id and burst limit (None = the service default), read without counting anything."""

    key_id: int
    burst_rate: float | None
    burst_size: int | None


class KeyNotFound(LookupError):
    """No active key matches; the message says how to find the right one."""


_SELECT = """
SELECT k.id, k.name, k.prefix, k.requests_per_day, k.grabs_per_day, k.created_at, k.revoked_at,
       coalesce(u.requests, 0) AS requests_today, coalesce(u.grabs, 0) AS grabs_today, k.burst_rate, k.burst_size
FROM api_keys k
LEFT JOIN api_usage u ON u.key_id = k.id AND u.day = (now() AT TIME ZONE 'utc')::date
"""

_COUNT = """
WITH k AS (
    SELECT id, requests_per_day, grabs_per_day, burst_rate, burst_size
    FROM api_keys WHERE key_hash = %(hash)s AND revoked_at IS NULL
), u AS (
    INSERT INTO api_usage (key_id, day, requests, grabs)
    SELECT id, (now() AT TIME ZONE 'utc')::date, 1, 0 FROM k
    ON CONFLICT (key_id, day) DO UPDATE SET requests = api_usage.requests + 1
    RETURNING key_id, requests, grabs
)
SELECT u.key_id, u.requests, u.grabs, k.requests_per_day, k.grabs_per_day, k.burst_rate, k.burst_size
FROM u JOIN k ON k.id = u.key_id
"""

# One grab more, only while the key is under its daily grab limit (atomic: two workers serving the
# last allowed grab at once cannot both count it).
_GRAB = """
INSERT INTO api_usage AS u (key_id, day, requests, grabs)
SELECT k.id, (now() AT TIME ZONE 'utc')::date, 0, 1 FROM api_keys k
WHERE k.id = %(key_id)s AND (k.grabs_per_day IS NULL OR k.grabs_per_day > 0)
ON CONFLICT (key_id, day) DO UPDATE SET grabs = u.grabs + 1
WHERE NOT EXISTS (SELECT 1 FROM api_keys k WHERE k.id = u.key_id AND u.grabs >= k.grabs_per_day)
RETURNING u.grabs
"""


class KeyStore:
    """API keys in tables api_keys and api_usage."""

    def create(
        self, conn: Conn, name: str, *, requests_per_day: int | None = None,
        grabs_per_day: int | None = None, burst_rate: float | None = None, burst_size: int | None = None,
    ) -> NewKey:
        """Create a key and return it with its record; the key itself is not recoverable later."""
        key = secrets.token_hex(16)
        row = conn.execute(
            """INSERT INTO api_keys (name, key_hash, prefix, requests_per_day, grabs_per_day, burst_rate, burst_size)
               VALUES (%s, %s, %s, %s, %s, %s, %s) RETURNING id""",
            (name, hash_key(key), key[:8], requests_per_day, grabs_per_day, burst_rate, burst_size),
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
        rows = conn.execute(
            "UPDATE api_keys SET revoked_at = now() WHERE id = %s AND revoked_at IS NULL RETURNING id",
            (self._resolve(conn, ident),),
        ).fetchall()
        if not rows:
            raise KeyNotFound(f"no active key with id or prefix {ident.strip()!r}; `usenet-ops apikey list` shows them")
        record = self.get(conn, _first(rows[0]))
        assert record is not None
        return record

    def _resolve(self, conn: Conn, ident: str) -> int:
        """Return the id of the one active key named by its id or its 8-character prefix, or raise KeyNotFound."""
        ident = ident.strip()
        # A prefix is 8 hex characters and may be all digits (about 2% of keys),
        # so a prefix match is tried first; a plain number is otherwise an id.
        matches = conn.execute(
            "SELECT id FROM api_keys WHERE prefix = %s AND revoked_at IS NULL", (ident[:8],)
        ).fetchall() if len(ident) >= 8 else []
        if len(matches) > 1:
            raise KeyNotFound(f"prefix {ident!r} matches {len(matches)} keys; name the key by id (see `apikey list`)")
        if matches:
            return _first(matches[0])
        if ident.isdigit() and len(ident) <= 18:
            row = conn.execute("SELECT id FROM api_keys WHERE id = %s AND revoked_at IS NULL", (int(ident),)).fetchone()
            if row is not None:
                return _first(row)
        raise KeyNotFound(f"no active key with id or prefix {ident!r}; `usenet-ops apikey list` shows them")

    def count_request(self, conn: Conn, key: str) -> Usage | None:
        """Count one request for an active key and return its usage today, limits included.

        Returns None, counting nothing, when no active key matches. The count
        is made before any limit is checked: usage is attempts, refused ones
        included. Grabs are counted apart, once an NZB is served
        (``count_grab``).
        """
        with conn.cursor(row_factory=dict_row) as cur:
            row = cur.execute(_COUNT, {"hash": hash_key(key)}).fetchone()
        if row is None:
            return None
        return Usage(int(row["key_id"]), int(row["requests"]), int(row["grabs"]), row["requests_per_day"],
                     row["grabs_per_day"], row["burst_rate"], row["burst_size"])

    def limits(self, conn: Conn, key: str) -> KeyLimits | None:
        """Return an active key's burst limit without counting a request; None when no active key matches.

        The API checks a key's burst before ``count_request`` writes the
        request: a refused burst must not cost a write (issue 31).
        """
        with conn.cursor(row_factory=dict_row) as cur:
            row = cur.execute("SELECT id, burst_rate, burst_size FROM api_keys WHERE key_hash = %s "
                              "AND revoked_at IS NULL", (hash_key(key),)).fetchone()
        if row is None:
            return None
        return KeyLimits(int(row["id"]), row["burst_rate"], row["burst_size"])

    def count_grab(self, conn: Conn, key_id: int) -> int | None:
        """Count one served NZB for the key; return its grabs today, or None (nothing counted) at its daily limit."""
        row = conn.execute(_GRAB, {"key_id": key_id}).fetchone()
        return None if row is None else _first(row)

    def set_limits(self, conn: Conn, ident: str, changes: dict[str, int | float | None]) -> ApiKey:
        """Change limits of one active key named by id or prefix; ``changes`` maps column -> value (None = unset)."""
        allowed = {"requests_per_day", "grabs_per_day", "burst_rate", "burst_size"}
        unknown = set(changes) - allowed
        if unknown:
            raise ValueError(f"not a key limit: {sorted(unknown)}; limits are {sorted(allowed)}")
        target = self._resolve(conn, ident)
        for column in sorted(changes):
            conn.execute(sql.SQL("UPDATE api_keys SET {} = %s WHERE id = %s").format(sql.Identifier(column)),
                         (changes[column], target))
        record = self.get(conn, target)
        assert record is not None
        return record


def _first(row: object) -> int:
    if isinstance(row, dict):
        return int(next(iter(row.values())))
    return int(row[0])  # type: ignore[index]
