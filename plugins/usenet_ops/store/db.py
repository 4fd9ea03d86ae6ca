"""Connections to the indexer's own Postgres (schema ``usenet``).

Airflow's metadata lives in its own database; everything the indexer owns
lives in schema ``usenet`` of the database named by USENET_DSN.
"""

from __future__ import annotations

import os
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any, TypeAlias, cast

import psycopg
from psycopg.rows import dict_row

SCHEMA = "usenet"

# Every connection made here returns rows as dicts; annotate with Conn so
# type checkers know ``row["column"]`` is right.
Conn: TypeAlias = "psycopg.Connection[dict[str, Any]]"
DEFAULT_DSN = "postgresql://postgres@127.0.0.1:5432/usenet_ops"


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
    """Open a connection with search_path set to the usenet schema."""
    target = resolve_dsn(dsn)
    try:
        conn = psycopg.connect(
            target,
            autocommit=autocommit,
            row_factory=dict_row if dict_rows else psycopg.rows.tuple_row,
            options=f"-c search_path={SCHEMA},public",
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
