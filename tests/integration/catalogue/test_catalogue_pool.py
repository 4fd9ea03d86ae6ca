"""The API's pool of catalogue connections: sessions tuned for the API, bounded, opened on first use."""

from __future__ import annotations

import psycopg
import pytest

from usenet_ops.store.pool import CatalogueBusy, CataloguePool, is_unavailable


@pytest.fixture
def pool(pg_dsn):
    pool = CataloguePool(pg_dsn, min_size=0, max_size=1, timeout=1.0, statement_timeout_ms=250)
    yield pool
    pool.close()


def test_a_session_reads_the_usenet_schema_with_dict_rows_and_the_apis_settings(pool, db):
    conn = pool.acquire()
    try:
        assert conn.autocommit
        row = conn.execute(
            "SELECT current_setting('search_path') AS path, current_setting('plan_cache_mode') AS plans, "
            "current_setting('statement_timeout') AS timeout, current_setting('synchronous_commit') AS sync, "
            "current_setting('application_name') AS app, count(*) AS releases FROM releases"
        ).fetchone()
    finally:
        pool.release(conn)
    assert row == {"path": "usenet,public", "plans": "force_custom_plan", "timeout": "250ms", "sync": "off",
                   "app": "usenet-ops-api", "releases": 0}


def test_a_released_connection_serves_the_next_request_and_an_unreleased_one_makes_it_wait(pool):
    first = pool.acquire()
    pool.release(first)
    second = pool.acquire()
    try:
        with pytest.raises(CatalogueBusy, match="1 s"):
            pool.acquire()
    finally:
        pool.release(second)


def test_a_statement_past_its_timeout_is_reported_as_the_database_being_unavailable(pool):
    conn = pool.acquire()
    try:
        with pytest.raises(psycopg.OperationalError) as cancelled:
            conn.execute("SELECT pg_sleep(2)")
    finally:
        pool.release(conn)
    assert is_unavailable(cancelled.value)
    assert not is_unavailable(ValueError("x")) and not is_unavailable(psycopg.ProgrammingError("x"))


def test_close_then_acquire_opens_a_new_pool(pool):
    pool.release(pool.acquire())
    pool.close()
    conn = pool.acquire()
    try:
        assert conn.execute("SELECT 1 AS one").fetchone() == {"one": 1}
    finally:
        pool.release(conn)
