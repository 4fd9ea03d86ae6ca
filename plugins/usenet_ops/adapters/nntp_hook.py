"""Read an Airflow Connection of type "nntp" into our pool: NNTPHook.

Why: providers are Airflow Connections (host, port, login, password and a
few extras), so operators edit them in the UI and test them with its Test
button. The hook only translates; the transport is ``usenet_ops.nntp``,
which runs without Airflow. Extras are read from an allowlist, never
forwarded wholesale. Importing this module touches no database.
"""

from __future__ import annotations

from functools import cached_property
from typing import Any, Protocol

from airflow.sdk import BaseHook

from usenet_ops.nntp.client import NNTPClient, Timeouts
from usenet_ops.nntp.errors import NNTPError
from usenet_ops.nntp.pool import Pool, PoolSettings
from usenet_ops.nntp.provider import PLAIN_PORT, TLS_PORT, ProviderConfig, TLSMode, extras_to_kwargs


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
    tls = kwargs.pop("tls", TLSMode.OFF if conn.port == PLAIN_PORT else TLSMode.IMPLICIT if conn.port == TLS_PORT else TLSMode.OFF)
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
        """Return the provider described by the connection (read once)."""
        return provider_config_from_connection(self.get_connection(self.nntp_conn_id))

    def get_conn(self) -> Pool:
        """Return this provider's pool (cached: one pool per hook)."""
        return self._pool

    @cached_property
    def _pool(self) -> Pool:
        return Pool(self.provider_config, self.pool_settings)

    def close(self) -> None:
        """Close the pool if one was made (QUIT idle connections)."""
        pool = self.__dict__.pop("_pool", None)
        if pool is not None:
            pool.close()

    def get_client(self, timeouts: Timeouts | None = None) -> NNTPClient:
        """Return a single unconnected client (for one-off work outside the pool)."""
        return NNTPClient(self.provider_config, timeouts or self.pool_settings.timeouts)

    def test_connection(self) -> tuple[bool, str]:
        """Dial, log in and say what was negotiated (the Connections page's Test button)."""
        try:
            cfg = self.provider_config
            client = NNTPClient(cfg, Timeouts(dial=15.0, command=15.0, stat=5.0))
            with client:
                greeting = client.greeting.status_line if client.greeting else ""
                auth = "authenticated" if client.authenticated else "no login"
                server_date = client.date()
            return True, (
                f"connected to {cfg.host}:{cfg.port} ({'TLS' if client.tls_active else 'plain'}, {auth}, "
                f"compression {client.compression.value}); greeting {greeting!r}; server clock {server_date:%Y-%m-%d %H:%M:%S}Z"
            )
        except (NNTPError, ValueError) as exc:
            return False, str(exc)
