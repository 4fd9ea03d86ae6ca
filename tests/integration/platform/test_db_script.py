"""db.Script: statements bound on the client, sent as one query, each handed its own rows."""

from __future__ import annotations

import psycopg
import pytest
from psycopg.pq import TransactionStatus

from usenet_ops.store import db as db_mod


def test_a_script_hands_each_statement_its_own_rows(db) -> None:
    script = db_mod.Script(db)
    script.execute("BEGIN")
    first = script.execute("SELECT %s::int AS n, %s::text AS t", (1, "it's \"quoted\""))
    silent = script.execute("CREATE TEMP TABLE scratch (n int) ON COMMIT DROP")
    many = script.execute("SELECT g AS n FROM generate_series(1, %(k)s) AS g", {"k": 3})
    script.execute("COMMIT")
    script.run()
    assert first.one() == {"n": 1, "t": "it's \"quoted\""}
    assert silent.one() is None
    assert [r["n"] for r in many.rows] == [1, 2, 3]
    assert db.info.transaction_status == TransactionStatus.IDLE


def test_direct_runs_the_queued_statements_first_then_binds_on_the_server(db) -> None:
    script = db_mod.Script(db)
    script.execute("BEGIN")
    script.execute("CREATE TEMP TABLE scratch (b bytea) ON COMMIT DROP")
    script.direct("INSERT INTO scratch VALUES (%b)", (b"\x00\xff",))
    got = script.execute("SELECT b FROM scratch")
    script.execute("COMMIT")
    script.run()
    assert got.one() == {"b": b"\x00\xff"}


def test_abort_rolls_back_what_a_failed_script_left_open(db) -> None:
    script = db_mod.Script(db)
    script.execute("BEGIN")
    script.execute("CREATE TEMP TABLE scratch (n int)")
    script.run()
    with pytest.raises(psycopg.errors.DivisionByZero):
        script.execute("SELECT 1 / 0")
        script.run()
    script.abort()
    assert db.info.transaction_status == TransactionStatus.IDLE
    assert db.execute("SELECT to_regclass('pg_temp.scratch') AS t").fetchone()["t"] is None


def test_a_script_needs_an_autocommit_connection(pg_dsn: str) -> None:
    with db_mod.connect(pg_dsn) as conn, pytest.raises(ValueError, match="autocommit"):
        db_mod.Script(conn)
