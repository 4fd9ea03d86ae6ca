"""Forward-only SQL migrations from include/sql/NNN_<what>.sql.

Invariants kept here:
- a file is applied in ONE transaction together with its version row, so a
  crash leaves either the whole migration or none of it; unless its first
  line is ``-- usenet-ops: no-transaction`` (``NO_TRANSACTION``): then its
  statements run one by one in autocommit, every one re-runnable, and the
  version row is written only after the last succeeded, so an interrupted
  run is finished by the next one;
- an index on a table that already holds rows is built CONCURRENTLY, in a
  no-transaction migration (ADR 0019, decision 10): a transactional CREATE
  INDEX blocks every write to the table for the whole build (~16 minutes at
  115 M releases). The runner resumes such a build: an INVALID index left by
  an interrupted one is dropped CONCURRENTLY and built again before the
  migration is recorded;
- one runner at a time: an advisory lock serialises concurrent runners (two
  processes starting together must leave one consistent schema, and must
  not both build an index);
- an applied file is never edited: its checksum is recorded and a mismatch is
  reported, not silently re-applied.
"""

from __future__ import annotations

import hashlib
import logging
import re
import time
from dataclasses import dataclass
from pathlib import Path

import psycopg
from psycopg import sql

from usenet_ops.store import db
from usenet_ops.store.db import Conn

log = logging.getLogger(__name__)

# An arbitrary constant; the advisory-lock key space is per database.
_LOCK_KEY = 0x75736E6F  # "usno"
_NAME = re.compile(r"^(\d{3})_([a-z0-9_]+)\.sql$")
NO_TRANSACTION = "-- usenet-ops: no-transaction"
# How long a waiting runner sleeps between tries of the lock (doubling up to the cap).
_LOCK_POLL_S = (0.05, 1.0)

_CREATE_INDEX = re.compile(
    r"^CREATE\s+(?:UNIQUE\s+)?INDEX\s+(?P<concurrently>CONCURRENTLY\s+)?(?P<ine>IF\s+NOT\s+EXISTS\s+)?"
    r"(?P<name>[A-Za-z_][\w$]*)?\s*ON\s+(?:ONLY\s+)?(?P<table>[A-Za-z_][\w$]*(?:\.[A-Za-z_][\w$]*)?)",
    re.IGNORECASE,
)
_DROP_INDEX = re.compile(r"^DROP\s+INDEX\s+(?P<concurrently>CONCURRENTLY\s+)?(?P<ie>IF\s+EXISTS\s+)?", re.IGNORECASE)


class MigrationError(RuntimeError):
    """A migration could not be applied, or the history disagrees with the files."""


@dataclass(frozen=True)
class Migration:
    """One migration file."""

    version: int
    name: str
    path: Path
    checksum: str
    transactional: bool = True

    @property
    def sql(self) -> str:
        return _text(self.path)


@dataclass(frozen=True)
class MigrationState:
    """A migration and whether (and when) it was applied."""

    migration: Migration
    applied_at: str | None
    checksum_ok: bool


@dataclass(frozen=True)
class IndexBuild:
    """A CREATE INDEX statement as the runner reads it: which index, on which table, how."""

    name: str | None
    table: str
    concurrently: bool
    if_not_exists: bool

    @property
    def qualified_name(self) -> str | None:
        """Return the index's name in the table's schema (an index always lives in its table's schema)."""
        if self.name is None:
            return None
        schema, _, _ = self.table.rpartition(".")
        return f"{schema}.{self.name}" if schema else self.name


def _text(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise MigrationError(f"{path.name} is not UTF-8 text ({exc.reason} at byte {exc.start}): "
                             "save the migration as UTF-8") from exc


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
        raw = path.read_bytes()
        checksum = hashlib.sha256(raw).hexdigest()
        first_line = raw.split(b"\n", 1)[0].strip()
        transactional = first_line != NO_TRANSACTION.encode()
        found[version] = Migration(version, match.group(2), path, checksum, transactional)
    return [found[v] for v in sorted(found)]


def statements(text: str) -> list[str]:
    """Split SQL text into its statements, comments removed; raise MigrationError on an unterminated one.

    WHY not one ``execute`` of the whole file: Postgres runs a multi-statement
    query string as one implicit transaction, and CREATE INDEX CONCURRENTLY
    refuses to run inside one. Semicolons inside quotes, quoted identifiers,
    dollar-quoted bodies and comments do not end a statement. One pass over
    the text: linear in its size whatever it holds.
    """
    out: list[str] = []
    buf: list[str] = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c == "-" and text.startswith("--", i):
            end = text.find("\n", i)
            i = n if end < 0 else end
            buf.append(" ")
            continue
        if c == "/" and text.startswith("/*", i):
            end = text.find("*/", i + 2)
            if end < 0:
                raise MigrationError(f"an unterminated /* comment starts at character {i}: close it with */")
            buf.append(" ")
            i = end + 2
            continue
        if c in "'\"":
            end = i + 1
            while True:
                end = text.find(c, end)
                if end < 0:
                    what = "string" if c == "'" else "quoted identifier"
                    raise MigrationError(f"an unterminated {what} starts at character {i}: close it with {c}")
                if text.startswith(c * 2, end):  # a doubled quote is the quote itself
                    end += 2
                    continue
                break
            buf.append(text[i:end + 1])
            i = end + 1
            continue
        if c == "$":
            tag = re.match(r"\$(?:[A-Za-z_][A-Za-z_0-9]*)?\$", text[i:i + 64])
            if tag and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_")):
                end = text.find(tag.group(0), i + len(tag.group(0)))
                if end < 0:
                    raise MigrationError(f"an unterminated {tag.group(0)} quoted body starts at character {i}")
                end += len(tag.group(0))
                buf.append(text[i:end])
                i = end
                continue
        if c == ";":
            statement = "".join(buf).strip()
            if statement:
                out.append(statement)
            buf = []
            i += 1
            continue
        buf.append(c)
        i += 1
    statement = "".join(buf).strip()
    if statement:
        out.append(statement)
    return out


def index_build(statement: str) -> IndexBuild | None:
    """Return what a CREATE INDEX statement (comments removed, as ``statements`` yields) builds, else None."""
    match = _CREATE_INDEX.match(statement)
    if not match:
        return None
    return IndexBuild(match.group("name"), match.group("table").lower(), bool(match.group("concurrently")),
                      bool(match.group("ine")))


def check_no_transaction(m: Migration) -> list[str]:
    """Return the statements of a no-transaction migration, refusing one a re-run could not finish.

    Such a migration is resumed by running it again from its first statement,
    so every statement must be a no-op once done: an index is built
    ``CONCURRENTLY IF NOT EXISTS`` under a name (the runner finds a half-built
    one by it), dropped ``CONCURRENTLY IF EXISTS``.
    """
    found = statements(m.sql)
    if not found:
        raise MigrationError(f"{m.path.name} has no statement after its no-transaction marker")
    for statement in found:
        build = index_build(statement)
        head = " ".join(statement.split()[:8])
        if build is not None and not (build.concurrently and build.if_not_exists and build.name):
            raise MigrationError(
                f"{m.path.name}: {head}...: a no-transaction migration builds an index as "
                "CREATE INDEX CONCURRENTLY IF NOT EXISTS <name> ON ... (an interrupted run is resumed by running "
                "the file again, and the name is how the runner finds a half-built index)")
        drop = _DROP_INDEX.match(statement)
        if drop and not (drop.group("concurrently") and drop.group("ie")):
            raise MigrationError(
                f"{m.path.name}: {head}...: a no-transaction migration drops an index as "
                "DROP INDEX CONCURRENTLY IF EXISTS (a plain DROP INDEX locks out every reader of the table)")
    return found


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


def _lock(conn: Conn) -> None:
    """Take the runners' session-level advisory lock, polling for it.

    WHY poll instead of ``pg_advisory_lock``: a runner blocked inside that
    call holds a snapshot for as long as it waits, and CREATE INDEX
    CONCURRENTLY waits for every transaction of the database with an older
    snapshot: the builder would wait for the waiter, which waits for the
    builder (Postgres' deadlock detector then cancels one of them). A
    ``pg_try_advisory_lock`` returns at once, and between tries this
    connection holds nothing.
    """
    pause, cap = _LOCK_POLL_S
    waited = 0.0
    while not db.one(conn.execute("SELECT pg_try_advisory_lock(%s) AS ok", (_LOCK_KEY,)))["ok"]:
        if waited == 0.0:
            log.info("another migration runner holds the lock; waiting for it to finish")
        time.sleep(pause)
        waited += pause
        pause = min(cap, pause * 2)


def _index_state(conn: Conn, qualified: str) -> bool | None:
    """Return whether the index is valid (usable by queries), or None when it does not exist."""
    row = conn.execute("SELECT i.indisvalid AS valid FROM pg_index i WHERE i.indexrelid = to_regclass(%s)",
                       (qualified,)).fetchone()
    return None if row is None else bool(row["valid"])


def _drop_index(conn: Conn, qualified: str) -> None:
    conn.execute(sql.SQL("DROP INDEX CONCURRENTLY IF EXISTS {}").format(
        sql.Identifier(*qualified.split("."))))


def _apply_transactional(conn: Conn, m: Migration) -> None:
    try:
        with conn.transaction():
            conn.execute(m.sql)
            _record(conn, m)
    except psycopg.Error as exc:
        raise MigrationError(f"{m.path.name} failed and was rolled back: {str(exc).strip()}") from exc


def _apply_no_transaction(conn: Conn, m: Migration) -> list[str]:
    """Run the statements one by one in autocommit, then record the migration; return the indexes rebuilt.

    An index left INVALID (its build interrupted: a cancel, a lost
    connection, a unique violation) still exists, so ``IF NOT EXISTS`` would
    skip it and the migration would be recorded with an index no query can
    use; it is dropped CONCURRENTLY and built again instead.
    """
    rebuilt: list[str] = []
    for number, statement in enumerate(check_no_transaction(m), 1):
        build = index_build(statement)
        qualified = build.qualified_name if build else None
        try:
            if qualified is not None and _index_state(conn, qualified) is False:
                log.warning("%s: index %s is INVALID (an interrupted build); dropping it to build it again",
                            m.path.name, qualified)
                _drop_index(conn, qualified)
                rebuilt.append(qualified)
            conn.execute(statement)
        except psycopg.Error as exc:
            detail = " ".join(str(exc).split())
            left = f" Index {qualified} may be left INVALID: the next run drops and rebuilds it." if qualified else ""
            raise MigrationError(
                f"{m.path.name} failed at statement {number} and is not recorded as applied: {detail}.{left} "
                "Its earlier statements stay done; fix the cause and run the migrations again "
                "(they resume from the start, every statement is re-runnable)") from exc
        if qualified is not None and _index_state(conn, qualified) is not True:
            raise MigrationError(
                f"{m.path.name}: index {qualified} is not valid after its build; run the migrations again "
                "(the runner drops an invalid index and builds it again)")
    with conn.transaction():
        _record(conn, m)
    return rebuilt


def _record(conn: Conn, m: Migration) -> None:
    conn.execute(
        f"INSERT INTO {db.SCHEMA}.schema_migrations (version, name, checksum) VALUES (%s, %s, %s)",
        (m.version, m.name, m.checksum),
    )


def migrate(dsn: str | None = None, directory: Path | None = None) -> list[Migration]:
    """Apply every pending migration; return those applied (empty when up to date)."""
    migrations = discover(directory)
    applied_now: list[Migration] = []
    with db.connect(dsn, autocommit=True) as conn:
        # Session-level lock: held across the per-migration transactions below,
        # so a second runner waits and then finds nothing pending.
        _lock(conn)
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
                started = time.monotonic()
                if m.transactional:
                    _apply_transactional(conn, m)
                else:
                    rebuilt = _apply_no_transaction(conn, m)
                    log.info("applied %s without a transaction in %.1f s%s", m.path.name,
                             time.monotonic() - started,
                             f" (rebuilt invalid {', '.join(rebuilt)})" if rebuilt else "")
                applied_now.append(m)
        finally:
            if not conn.closed:
                conn.execute("SELECT pg_advisory_unlock(%s)", (_LOCK_KEY,))
    return applied_now
