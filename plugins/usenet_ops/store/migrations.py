"""Forward-only SQL migrations from include/sql/NNN_<what>.sql.

Invariants kept here:
- each file is applied in ONE transaction together with its version row, so a
  crash leaves either the whole migration or none of it;
- an advisory lock serialises concurrent runners (two processes starting
  together must leave one consistent schema);
- an applied file is never edited: its checksum is recorded and a mismatch is
  reported, not silently re-applied.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from pathlib import Path

import psycopg

from usenet_ops.store import db
from usenet_ops.store.db import Conn

# An arbitrary constant; the advisory-lock key space is per database.
_LOCK_KEY = 0x75736E6F  # "usno"
_NAME = re.compile(r"^(\d{3})_([a-z0-9_]+)\.sql$")


class MigrationError(RuntimeError):
    """A migration could not be applied, or the history disagrees with the files."""


@dataclass(frozen=True)
class Migration:
    """One migration file."""

    version: int
    name: str
    path: Path
    checksum: str

    @property
    def sql(self) -> str:
        return self.path.read_text(encoding="utf-8")


@dataclass(frozen=True)
class MigrationState:
    """A migration and whether (and when) it was applied."""

    migration: Migration
    applied_at: str | None
    checksum_ok: bool


def discover(directory: Path | None = None) -> list[Migration]:
    """Return the migrations in version order; reject misnamed or duplicate files."""
    folder = directory or db.include_dir() / "sql"
    found: dict[int, Migration] = {}
    for path in sorted(folder.glob("*.sql")):
        match = _NAME.match(path.name)
        if not match:
            raise MigrationError(f"{path.name}: migration files must be named NNN_<what>.sql (lowercase)")
        version = int(match.group(1))
        if version in found:
            raise MigrationError(f"{path.name}: version {version:03d} is used twice ({found[version].path.name})")
        checksum = hashlib.sha256(path.read_bytes()).hexdigest()
        found[version] = Migration(version, match.group(2), path, checksum)
    return [found[v] for v in sorted(found)]


def _ensure_history(conn: Conn) -> None:
    conn.execute(f"CREATE SCHEMA IF NOT EXISTS {db.SCHEMA}")
    conn.execute(
        f"""CREATE TABLE IF NOT EXISTS {db.SCHEMA}.schema_migrations (
                version    integer PRIMARY KEY,
                name       text NOT NULL,
                checksum   text NOT NULL,
                applied_at timestamptz NOT NULL DEFAULT now())"""
    )


def status(dsn: str | None = None, directory: Path | None = None) -> list[MigrationState]:
    """Return every known migration with its applied state."""
    migrations = discover(directory)
    with db.connect(dsn, autocommit=True) as conn:
        exists = conn.execute("SELECT to_regclass(%s) AS t", (f"{db.SCHEMA}.schema_migrations",)).fetchone()
        applied: dict[int, dict] = {}
        if exists and exists["t"]:
            rows = conn.execute(f"SELECT version, checksum, applied_at FROM {db.SCHEMA}.schema_migrations").fetchall()
            applied = {r["version"]: r for r in rows}
    return [
        MigrationState(
            m,
            applied[m.version]["applied_at"].isoformat() if m.version in applied else None,
            m.version not in applied or applied[m.version]["checksum"] == m.checksum,
        )
        for m in migrations
    ]


def migrate(dsn: str | None = None, directory: Path | None = None) -> list[Migration]:
    """Apply every pending migration; return those applied (empty when up to date)."""
    migrations = discover(directory)
    applied_now: list[Migration] = []
    with db.connect(dsn, autocommit=True) as conn:
        # Session-level lock: held across the per-migration transactions below,
        # so a second runner waits and then finds nothing pending.
        conn.execute("SELECT pg_advisory_lock(%s)", (_LOCK_KEY,))
        try:
            with conn.transaction():
                _ensure_history(conn)
            done = {
                r["version"]: r["checksum"]
                for r in conn.execute(f"SELECT version, checksum FROM {db.SCHEMA}.schema_migrations")
            }
            for m in migrations:
                if m.version in done:
                    if done[m.version] != m.checksum:
                        raise MigrationError(
                            f"{m.path.name} was edited after it was applied (checksum differs). "
                            "Applied migrations are never edited: revert the file and add a new migration."
                        )
                    continue
                try:
                    with conn.transaction():
                        conn.execute(m.sql)
                        conn.execute(
                            f"INSERT INTO {db.SCHEMA}.schema_migrations (version, name, checksum) VALUES (%s, %s, %s)",
                            (m.version, m.name, m.checksum),
                        )
                except psycopg.Error as exc:
                    raise MigrationError(f"{m.path.name} failed and was rolled back: {str(exc).strip()}") from exc
                applied_now.append(m)
        finally:
            conn.execute("SELECT pg_advisory_unlock(%s)", (_LOCK_KEY,))
    return applied_now
