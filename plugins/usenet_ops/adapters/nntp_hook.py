"""Read an Airflow Connection of type "nntp" into our pool: NNTPHook.

Why: providers are Airflow Connections (host, port, login, password and a
few extras), so operators edit them in the UI and test them with its Test
button. The hook only translates; the transport is ``usenet_ops.nntp``,
which runs without Airflow. Extras are read from an allowlist, never
forwarded wholesale. Importing this module touches no database.

Every task gets its connections from ``get_conn()``, the provider's
``Pool`` (benching, compression fallback, keepalive, dead-connection
replacement; settings from the live knobs via ``configure_pool``). Only the
Test button dials one client of its own: it checks the connection's
settings and must not bench the provider.

What no retry can fix fails the task at once (``AirflowFailException``): a
connection without a host or with unreadable extras, credentials the server
refuses (481/482), a server that wants TLS (483).
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cached_property
from typing import Any, Protocol

from airflow.sdk import BaseHook
from airflow.sdk.exceptions import AirflowFailException

from usenet_ops.nntp import replies
from usenet_ops.nntp.client import NNTPClient
from usenet_ops.nntp.errors import NNTPError
from usenet_ops.nntp.pool import Pool, PoolSettings
from usenet_ops.nntp.provider import PLAIN_PORT, TLS_PORT, ProviderConfig, TLSMode, extras_to_kwargs
from usenet_ops.nntp.values import Timeouts
from usenet_ops.settings import Settings


class ConnectionLike(Protocol):
    """The parts of an Airflow Connection the hook reads."""

    conn_id: str
    host: str | None
    port: int | None
    login: str | None
    password: str | None

    @property
    def extra_dejson(self) -> dict[str, Any]: ...


def provider_config_from_connection(conn: ConnectionLike) -> ProviderConfig:
    """Build a ProviderConfig from a Connection's fields and allowlisted extras.

    Raises ValueError with the field to fix when the connection is unusable.
    """
    if not conn.host:
        raise ValueError(f"connection {conn.conn_id!r} has no host; set it to the provider's news server")
    try:
        kwargs = extras_to_kwargs(conn.extra_dejson or {})
    except ValueError as exc:
        raise ValueError(f"connection {conn.conn_id!r}: {exc}") from exc
    # Without a tls extra the port decides: the NNTPS port means implicit TLS, any other port plain.
    tls = kwargs.pop("tls", TLSMode.IMPLICIT if conn.port == TLS_PORT else TLSMode.OFF)
    port = conn.port or (TLS_PORT if tls is TLSMode.IMPLICIT else PLAIN_PORT)
    return ProviderConfig(
        host=conn.host,
        port=int(port),
        username=conn.login or None,
        password=conn.password or None,
        tls=tls,
        name=conn.conn_id,
        **kwargs,
    )


class NotAnNNTPConnection(ValueError):
    """The connection id names an Airflow connection of another type."""


def provider_config_from_conn_id(conn_id: str) -> ProviderConfig:
    """Look an "nntp" connection up by id outside a task and read it (for the CLI).

    Why not the hook: a task gets its connections through the task runner;
    a process outside a task asks Airflow's secrets chain itself (env var,
    secrets backend, then the metadata database). Raises NotAnNNTPConnection
    for a connection of another type, ValueError for an unusable one, and
    whatever the lookup raises when there is no such connection.
    """
    from airflow.models.connection import Connection

    conn = Connection.get_connection_from_secrets(conn_id)
    if conn.conn_type != "nntp":
        raise NotAnNNTPConnection(f"Airflow connection {conn_id!r} is of type {conn.conn_type!r}, not 'nntp'")
    return provider_config_from_connection(conn)


class NNTPHook(BaseHook):
    """Give tasks a connection pool to one NNTP provider (conn_type "nntp")."""

    conn_name_attr = "nntp_conn_id"
    default_conn_name = "nntp_default"
    conn_type = "nntp"
    hook_name = "NNTP (Usenet provider)"

    def __init__(
        self,
        nntp_conn_id: str = default_conn_name,
        *,
        pool_settings: PoolSettings | None = None,
        **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        self.nntp_conn_id = nntp_conn_id
        self.pool_settings = pool_settings or PoolSettings()

    @cached_property
    def provider_config(self) -> ProviderConfig:
        """Return the provider described by the connection (read once).

        Raises AirflowFailException when the connection cannot describe a
        provider (no host, unreadable extras): a retry would read it again.
        """
        try:
            return provider_config_from_connection(self.get_connection(self.nntp_conn_id))
        except ValueError as exc:
            raise AirflowFailException(f"{exc} (not retried: fix the Airflow connection, then clear the task)") from exc

    @staticmethod
    @contextmanager
    def configuration_errors_fail_the_task() -> Iterator[None]:
        """Raise AirflowFailException for an NNTP failure only a configuration change can cure (481, 482, 483).

        Why: Airflow retries a task that raises; refused credentials fail
        the same way on every retry, and each retry is one more refused
        login on the provider's account.
        """
        try:
            yield
        except NNTPError as exc:
            if replies.needs_configuration(exc):
                raise AirflowFailException(
                    f"{exc} (not retried: fix the Airflow connection, then clear the task)"
                ) from exc
            raise

    def configure_pool(self, settings: PoolSettings) -> None:
        """Make ``get_conn()``'s pool with these settings (the live knobs: ``PoolSettings.from_knobs``).

        A pool already made with other settings is closed; the next
        ``get_conn()`` makes a new one.
        """
        if settings != self.pool_settings:
            self.close()
            self.pool_settings = settings

    @contextmanager
    def pool_for(self, knobs: Settings) -> Iterator[Pool]:
        """Yield this provider's pool made with the live knobs, for one task's pass; close it after.

        Every NNTP operator's pass runs inside this: an NNTP failure only a
        configuration change cures fails the task instead of being retried
        (``configuration_errors_fail_the_task``), and the pool's connections
        are QUIT whatever the pass raised.
        """
        self.configure_pool(PoolSettings.from_knobs(knobs))
        try:
            with self.configuration_errors_fail_the_task():
                yield self.get_conn()
        finally:
            self.close()

    def get_conn(self) -> Pool:
        """Return this provider's pool (cached: one pool per hook)."""
        return self._pool

    @cached_property
    def _pool(self) -> Pool:
        return Pool(self.provider_config, self.pool_settings)

    def close(self) -> None:
        """Close the pool if one was made (QUIT idle connections, stop its keepalive)."""
        pool = self.__dict__.pop("_pool", None)
        if pool is not None:
            pool.close()

    def test_connection(self) -> tuple[bool, str]:
        """Dial, log in and say what was negotiated (the Connections page's Test button)."""
        probe = self.probe()
        return probe.ok, probe.message

    def probe(self) -> ConnectionProbe:
        """Dial, log in, read the server's clock; return the outcome with its latency and the advertised capabilities.

        The Usenet view's Test button records all three; ``test_connection``
        is the same dial reduced to Airflow's (ok, message).
        """
        started = time.monotonic()
        caps: tuple[str, ...] = ()
        try:
            cfg = self.provider_config
            client = NNTPClient(cfg, Timeouts(dial=15.0, command=15.0, stat=5.0))
            with client:
                greeting = client.greeting.status_line if client.greeting else ""
                auth = "authenticated" if client.authenticated else "no login"
                caps = tuple(" ".join((label, *args)) for label, args in sorted(client.caps.labels.items()))
                server_date = client.date()
            message = (
                f"connected to {cfg.host}:{cfg.port} ({'TLS' if client.tls_active else 'plain'}, {auth}, "
                f"compression {client.compression.value}); greeting {greeting!r}; server clock {server_date:%Y-%m-%d %H:%M:%S}Z"
            )
            return ConnectionProbe(True, message, time.monotonic() - started, caps)
        except (NNTPError, AirflowFailException, ValueError, OSError) as exc:
            return ConnectionProbe(False, str(exc), time.monotonic() - started, caps)


@dataclass(frozen=True)
class ConnectionProbe:
    """One connection test: its outcome, how long it took, what the server advertised (CAPABILITIES lines)."""

    ok: bool
    message: str
    seconds: float
    capabilities: tuple[str, ...]
