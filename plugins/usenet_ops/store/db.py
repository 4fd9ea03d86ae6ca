"""Connections to the indexer's own Postgres (schema ``usenet``).

Airflow's metadata lives in its own database; everything the indexer owns
lives in schema ``usenet`` of the database named by USENET_DSN.
"""

from __future__ import annotations

import os
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Protocol, TypeAlias, cast

import psycopg
from psycopg.pq import TransactionStatus
from psycopg.rows import dict_row

SCHEMA = "usenet"

# Every connection made here returns rows as dicts; annotate with Conn so
# type checkers know ``row["column"]`` is right.
Conn: TypeAlias = "psycopg.Connection[dict[str, Any]]"
DEFAULT_DSN = "postgresql://postgres@127.0.0.1:5432/usenet_ops"


class Executes(Protocol):
    """Runs a statement: a connection, or staging's script (which sends its statements in one round trip)."""

    def execute(self, query: str, params: Sequence[Any] | None = None) -> object: ...


class DatabaseUnavailable(RuntimeError):
    """The indexer database cannot be reached; the message names the fix."""


def resolve_dsn(dsn: str | None = None) -> str:
    """Return the DSN to use: the argument, else USENET_DSN, else the local default."""
    return dsn or os.environ.get("USENET_DSN") or DEFAULT_DSN


def include_dir() -> Path:
    """Return the project's include/ directory (SQL migrations and seed data).

    USENET_INCLUDE_DIR overrides it for installs where the package is not run
    from a checkout.
    """
    override = os.environ.get("USENET_INCLUDE_DIR")
    if override:
        return Path(override)
    return Path(__file__).resolve().parents[3] / "include"


def connect(dsn: str | None = None, *, autocommit: bool = False, dict_rows: bool = True) -> Conn:
    """Open a connection with search_path set to the usenet schema, and JIT compilation off.

    Why JIT off: the passes' statements are short and index-driven, and
    Postgres JIT-compiles any whose estimated cost passes jit_above_cost
    (100,000 by default), which a lookup across the chunk store's month
    partitions does from ~200 months on: settling's candidate query took
    1.2 s, of which 1.14 s compiling, against 35 ms without (4,800 sets over
    240 months; docs/capacity.md A11-A12). The session setting leaves the
    server's own default alone.
    """
    target = resolve_dsn(dsn)
    try:
        conn = psycopg.connect(
            target,
            autocommit=autocommit,
            row_factory=dict_row if dict_rows else psycopg.rows.tuple_row,
            options=f"-c search_path={SCHEMA},public -c jit=off",
            connect_timeout=10,
            application_name="usenet-ops",
        )
    except psycopg.OperationalError as exc:
        raise DatabaseUnavailable(
            f"cannot connect to the indexer database ({redact(target)}): {str(exc).strip()}. "
            "Set USENET_DSN (or --dsn) to a reachable Postgres, or start one (make demo starts its own)."
        ) from exc
    return cast(Conn, conn)


def one(cursor: psycopg.Cursor[dict[str, Any]]) -> dict[str, Any]:
    """Return the single row of a query that always yields one (an aggregate, a RETURNING)."""
    row = cursor.fetchone()
    if row is None:
        raise RuntimeError("expected one row and got none; the query's WHERE no longer matches what it assumed")
    return row


@contextmanager
def session(dsn: str | None = None) -> Iterator[Conn]:
    """Yield a connection that commits on success and always closes."""
    conn = connect(dsn)
    try:
        with conn:
            yield conn
    finally:
        conn.close()


class Rows:
    """The rows one statement of a ``Script`` returned, once the script has run."""

    __slots__ = ("rows",)

    def __init__(self) -> None:
        self.rows: list[dict[str, Any]] = []

    def one(self) -> dict[str, Any] | None:
        return self.rows[0] if self.rows else None


class Script:
    """Statements bound on the client and sent as one simple query: one round trip, one wait.

    Why: the crawl stages on a committer thread while its main thread reads
    and parses; each time the committer waits on the network it must then win
    the GIL back, which can take the interpreter's switch interval (5 ms)
    while the main thread is busy. psycopg's pipeline mode still waits once
    per statement (18 waits a staging batch, measured); a script waits once
    (docs/adr/0005). Parameters are bound by psycopg's client-side cursor (its
    own quoting); the connection must be in autocommit mode, and the script
    carries its own BEGIN ... COMMIT.
    """

    def __init__(self, conn: Conn) -> None:
        if not conn.autocommit:
            raise ValueError("a script needs an autocommit connection: it carries its own BEGIN ... COMMIT")
        self._conn = conn
        self._cur = psycopg.ClientCursor(conn, row_factory=dict_row)
        self._sql: list[str] = []
        self._rows: list[Rows] = []

    def execute(self, query: str, params: Sequence[Any] | Mapping[str, Any] | None = None) -> Rows:
        """Queue one statement; its rows are in the returned handle after the next ``run``."""
        self._sql.append(self._cur.mogrify(query, params) if params is not None else query)
        rows = Rows()
        self._rows.append(rows)
        return rows

    def direct(self, query: str, params: Sequence[Any]) -> None:
        """Run one statement now, its parameters bound by the server (after any queued statements)."""
        if self._sql:
            self.run()
        self._conn.execute(query, params)

    def run(self) -> None:
        """Send the queued statements as one query and hand each its rows."""
        cur, handles = self._cur, self._rows
        text = ";\n".join(self._sql)
        self._sql, self._rows = [], []
        cur.execute(text)
        i = 0
        while True:
            if cur.description is not None:
                handles[i].rows = cur.fetchall()
            i += 1
            if not cur.nextset():
                break

    def abort(self) -> None:
        """Roll back the transaction a failed script left open (a broken connection is left to its owner)."""
        if not self._conn.closed and self._conn.info.transaction_status != TransactionStatus.IDLE:
            try:
                self._conn.execute("ROLLBACK")
            except psycopg.Error:
                pass


def redact(dsn: str) -> str:
    """Return the DSN without its password, for logs and error messages."""
    try:
        info = psycopg.conninfo.conninfo_to_dict(dsn)
    except psycopg.ProgrammingError:
        return "<unparseable DSN>"
    if "password" in info:
        info["password"] = "***"
    return psycopg.conninfo.make_conninfo("", **{k: v for k, v in info.items() if v is not None})


def text_array(values: Sequence[str]) -> str:
    """Return a Postgres text[] literal of ``values``, every element double-quoted (``array_literal``'s str case).

    Quoting every element means braces, commas, spaces and "NULL" need no
    thought; only backslash and double quote are escaped, and a list without
    either is joined in one step.
    """
    if not values:
        return "{}"
    body = '","'.join(values)
    if "\\" in body or body.count('"') != 2 * (len(values) - 1):  # quotes beyond the separators
        body = '","'.join(map(_array_escape, values))
    return '{"' + body + '"}'


def _array_escape(text: str) -> str:
    """Escape one element for a double-quoted place in an array literal."""
    return text.replace("\\", "\\\\").replace('"', '\\"')


def array_literal(values: Sequence[Any]) -> str:
    """Return a Postgres array literal of str, int, bool, bytes or None elements, for one text parameter.

    The staging statements send their per-file columns this way (cast in SQL,
    e.g. ``%s::int[]``): psycopg's list dumper examines each element with a
    regex, which cost the crawl's committer more than Postgres did. bytes
    become ``\\x`` hex (bytea input), None becomes NULL.
    """
    if not values:
        return "{}"
    if all(type(v) is str for v in values):
        return text_array(values)
    out = []
    for v in values:
        if v is None:
            out.append("NULL")
        elif v is True or v is False:
            out.append("t" if v else "f")
        elif isinstance(v, int):
            out.append(str(v))
        elif isinstance(v, (bytes, bytearray, memoryview)):
            out.append('"\\\\x' + bytes(v).hex() + '"')
        else:
            out.append('"' + _array_escape(str(v)) + '"')
    return "{" + ",".join(out) + "}"
