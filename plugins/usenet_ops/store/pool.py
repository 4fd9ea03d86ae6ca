"""The API service's pool of catalogue connections: one per process, opened on first use.

WHY on first use: gunicorn builds the app once and then forks its workers; a
pool opened before the fork would share its sockets between processes. The
first request of each worker opens that worker's own pool.

Sessions from this pool are tuned for the API's requests (see ``OPTIONS``);
the API never sees the driver: it asks ``acquire`` for a connection, hands it
to the store's repositories, gives it back with ``release``, and learns from
``is_unavailable`` whether a failure means "the database went away".
"""

from __future__ import annotations

import threading
from typing import Any

import psycopg
from psycopg.rows import dict_row
from psycopg_pool import ConnectionPool, PoolTimeout

from usenet_ops.store.db import SCHEMA, Conn

APPLICATION_NAME = "usenet-ops-api"
POOL_NAME = "usenet-api"


class CatalogueBusy(RuntimeError):
    """No catalogue connection came free within the pool's timeout (all in use, or the database unreachable)."""


def session_options(statement_timeout_ms: int) -> str:
    """Return the server options every API session starts with.

    Custom plans always: a generic plan for "category = ANY($1)" or "ILIKE $2"
    cannot know how selective the values are. statement_timeout: a
    pathological query costs one error 900, never a worker stuck for minutes.
    synchronous_commit=off: the only writes here are usage and grab counters;
    waiting for a WAL flush on each (~4 ms measured) would double a search's
    latency, and a crash loses at most a fraction of a second of counts.
    """
    return (f"-c search_path={SCHEMA},public -c plan_cache_mode=force_custom_plan "
            f"-c statement_timeout={statement_timeout_ms} "
            "-c synchronous_commit=off")


class CataloguePool:
    """A bounded pool of autocommit, dict-row connections to the catalogue, opened on first use."""

    def __init__(
        self, dsn: str, *, min_size: int = 1, max_size: int = 4, timeout: float = 5.0,
        statement_timeout_ms: int = 10_000,
    ) -> None:
        self._dsn = dsn
        self._min_size = min_size
        self._max_size = max_size
        self._timeout = timeout
        self._statement_timeout_ms = statement_timeout_ms
        # Any: the pool's connections return dict rows (the kwargs below), which its type parameter cannot say.
        self._pool: ConnectionPool[Any] | None = None
        self._lock = threading.Lock()

    def _open(self) -> ConnectionPool[Any]:
        if self._pool is None:
            with self._lock:
                if self._pool is None:
                    pool = ConnectionPool(
                        self._dsn,
                        min_size=self._min_size,
                        max_size=self._max_size,
                        kwargs={
                            "autocommit": True,
                            "row_factory": dict_row,
                            "options": session_options(self._statement_timeout_ms),
                            "application_name": APPLICATION_NAME,
                        },
                        timeout=self._timeout,
                        open=False,
                        name=POOL_NAME,
                    )
                    pool.open(wait=False)
                    self._pool = pool
        return self._pool

    def acquire(self) -> Conn:
        """Return a connection for one request; raises CatalogueBusy when none comes free in time."""
        try:
            conn: Conn = self._open().getconn()
            return conn
        except PoolTimeout:
            raise CatalogueBusy(f"no catalogue connection within {self._timeout:g} s") from None

    def release(self, conn: Conn) -> None:
        """Give a connection back to the pool (the end of its request)."""
        self._open().putconn(conn)

    def close(self) -> None:
        """Close the pool (tests, shutdown); the next ``acquire`` opens a new one."""
        if self._pool is not None:
            self._pool.close()
            self._pool = None


def is_unavailable(error: BaseException) -> bool:
    """Report whether an error means the database went away (restart, failover, network), not a bug."""
    return isinstance(error, psycopg.OperationalError)
