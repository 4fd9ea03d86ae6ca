"""Lend NNTP connections to one provider, bounded, lazy and self-healing: Pool.

Why: providers cap concurrent connections per account and reap idle
sessions after seconds to minutes. A pool that pre-opens connections, or
lends a socket the server already closed, turns every quiet gap into a
reconnect storm discovered one op-timeout at a time.

Invariants:

1. At most ``size`` connections are open (lent + idle) at any moment.
2. Connections are dialled lazily, on borrow, never pre-opened.
3. A connection found dead at borrow time (closed, or the server spoke
   unasked) is replaced transparently once; a second failure propagates.
4. A connection returned after a protocol error, timeout or auth error is
   closed, never lent again; each such discard counts one reset. After a
   compression error the provider is dialled without compression from then
   on, and no compressed connection is lent again.
5. A provider whose dials keep failing is benched for ``cooldown_s``; while
   benched every borrow fails at once with NNTPProviderDown.
6. ``try_borrow()`` never waits: a health check must not starve the crawl.
   ``borrow()`` is a block; a holder that keeps its connection across many
   calls (the crawl) pairs ``acquire()`` with ``release(client, error)``, and
   the same rules apply to what it hands back.
7. Any per-lease deadline override (the short STAT deadline) is cleared
   when the lease ends, so it never follows the connection to the next user.
"""

from __future__ import annotations

import logging
import ssl
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from usenet_ops.nntp.client import NNTPClient
from usenet_ops.nntp.errors import (
    NNTPAuthError,
    NNTPBadMessageId,
    NNTPCompressionError,
    NNTPError,
    NNTPPoolBusy,
    NNTPProtocolError,
    NNTPProviderDown,
    NNTPTimeout,
    NNTPTooManyConnections,
)
from usenet_ops.nntp.provider import ProviderConfig
from usenet_ops.nntp.values import Compression, ReplyLimits, Timeouts
from usenet_ops.settings import Settings

log = logging.getLogger(__name__)

Clock = Callable[[], float]


@dataclass(frozen=True)
class PoolSettings:
    """Pool knobs (the seed's keepalive_min, provider_down_cooldown_min, ...), in seconds."""

    keepalive_s: float = 120.0  # 0 disables the keepalive probe
    cooldown_s: float = 600.0
    down_after_failures: int = 3
    timeouts: Timeouts = Timeouts()
    limits: ReplyLimits = ReplyLimits()

    @classmethod
    def from_knobs(cls, knobs: Settings) -> PoolSettings:
        """Build from the indexer's knobs (keepalive_min, provider_down_cooldown_min, dial_timeout_sec,
        op_timeout_sec, health_stat_timeout_sec, max_line_kib, max_reply_mib).

        Read as typed attributes, never by name: a renamed knob fails mypy
        here instead of silently leaving its default in force.
        """
        return cls(
            keepalive_s=knobs.keepalive_min * 60.0,
            cooldown_s=knobs.provider_down_cooldown_min * 60.0,
            timeouts=Timeouts(
                dial=float(knobs.dial_timeout_sec),
                command=float(knobs.op_timeout_sec),
                stat=float(knobs.health_stat_timeout_sec),
            ),
            limits=ReplyLimits(
                max_line_bytes=knobs.max_line_kib * 1024,
                max_reply_bytes=knobs.max_reply_mib * 1024 * 1024,
            ),
        )


@dataclass(frozen=True)
class PoolStats:
    """A snapshot for telemetry: dial state, counts and wire bytes."""

    provider: str
    target: int
    open: int
    idle: int
    busy: int
    dialled: bool
    down: bool
    down_for_s: float
    resets: int
    dial_failures: int
    wire_bytes_in: int
    plain_bytes_in: int
    wire_bytes_out: int


class Pool:
    """A bounded, lazily dialled set of NNTPClients for one provider."""

    def __init__(
        self,
        config: ProviderConfig,
        settings: PoolSettings | None = None,
        *,
        ssl_context: ssl.SSLContext | None = None,
        clock: Clock = time.monotonic,
        client_factory: Callable[[ProviderConfig, Timeouts, ssl.SSLContext | None], NNTPClient] | None = None,
    ) -> None:
        self.config = config
        self.settings = settings or PoolSettings()
        self.size = config.connections
        self._ssl_context = ssl_context
        self._clock = clock
        self._factory = client_factory or (lambda cfg, t, ctx: NNTPClient(cfg, t, ctx, limits=self.settings.limits))
        self._cond = threading.Condition()
        self._idle: list[NNTPClient] = []
        self._open = 0
        self._dialled = False
        self._closed = False
        self.resets = 0
        self._failures = 0
        self._down_until = 0.0
        self._dial_failures = 0
        self._wire = [0, 0, 0]  # bytes of connections already closed
        self._keepalive_thread: threading.Thread | None = None
        self._stop = threading.Event()

    # -- lending -------------------------------------------------------------

    @contextmanager
    def borrow(self, timeout: float | None = None) -> Iterator[NNTPClient]:
        """Lend a connection for the block, waiting up to ``timeout`` seconds (None: forever).

        Raises NNTPPoolBusy when none frees up in time, NNTPProviderDown
        while the provider is benched, or the dial error of a fresh one.
        """
        client = self._acquire(timeout, wait=True)
        with self._lease(client) as lent:
            yield lent

    @contextmanager
    def try_borrow(self) -> Iterator[NNTPClient]:
        """Lend a connection only if one is free right now, else raise NNTPPoolBusy at once."""
        client = self._acquire(0, wait=False)
        with self._lease(client) as lent:
            yield lent

    def try_acquire(self) -> NNTPClient:
        """Lend a connection until ``release()`` only if one is free right now; else raise NNTPPoolBusy at once.

        For a caller that must tell "the pool had nothing to lend" (this call
        raises: busy, benched, or the dial failed) from "the connection failed
        while held" (the caller's own call raises): the health sweep yields to
        the crawl on the first and carries on after the second.
        """
        return self._acquire(0, wait=False)

    def acquire(self, timeout: float | None = None) -> NNTPClient:
        """Lend a connection until ``release()``, waiting up to ``timeout`` seconds (None: forever).

        For a holder that keeps one connection across many calls (the crawl);
        raises like ``borrow()``.
        """
        return self._acquire(timeout, wait=True)

    def release(self, client: NNTPClient, error: BaseException | None = None) -> None:
        """Take back a lent connection; ``error`` is what its last use raised (None: it ended cleanly).

        A protocol error, timeout or auth error discards it (not a refused
        message-id: nothing was sent, the session is in step); a compression
        error also makes every later dial plain; otherwise it is lent again
        only if it is still in step (no reply outstanding).
        """
        if isinstance(error, NNTPBadMessageId):
            self._release(client, discard=not client.reusable)  # refused before a byte was sent: still in step
        elif isinstance(error, NNTPCompressionError):
            self._release(client, discard=True)
            self._disable_compression()
        elif isinstance(error, (NNTPProtocolError, NNTPTimeout, NNTPAuthError)):
            self._release(client, discard=True)
        else:
            # Any other failure in the caller: the reply stream may be mid-way.
            stale = client.compression is not Compression.NONE and not self.config.compression
            self._release(client, discard=stale or not client.reusable)

    @contextmanager
    def _lease(self, client: NNTPClient) -> Iterator[NNTPClient]:
        try:
            yield client
        except BaseException as exc:
            self.release(client, exc)
            raise
        self.release(client)

    def _disable_compression(self) -> None:
        """Dial without compression from now on: it was negotiated but its data did not inflate."""
        if self.config.compression:
            log.warning("compression from %s is corrupt; dialling it without compression from now on", self.config.name)
            with self._cond:
                self.config = self.config.with_(compression=False)
                idle, self._idle = self._idle, []
                self._open -= len(idle)
            for client in idle:
                self._retire(client)

    def _acquire(self, timeout: float | None, wait: bool) -> NNTPClient:
        deadline = None if timeout is None else self._clock() + timeout
        with self._cond:
            while True:
                if self._closed:
                    raise NNTPPoolBusy(f"pool for {self.config.name} is closed")
                self._check_down()
                if self._idle:
                    client = self._idle.pop()  # LIFO: the most recently used is the likeliest alive
                    break
                if self._open < self.size:
                    self._open += 1
                    client = None  # type: ignore[assignment]  # dialled below, outside the lock
                    break
                if not wait:
                    raise NNTPPoolBusy(
                        f"all {self.size} connections to {self.config.name} are in use; try again later "
                        "(a health check should yield to the crawl here)"
                    )
                remaining = None if deadline is None else deadline - self._clock()
                if remaining is not None and remaining <= 0:
                    raise NNTPPoolBusy(
                        f"no connection to {self.config.name} freed up within {timeout:g}s; all {self.size} are in use"
                    )
                self._cond.wait(remaining)
        if client is not None:
            if not client.looks_dead():
                return client
            # Invariant 3: found dead at borrow time -> replace once, transparently.
            self._retire(client)
            with self._cond:
                self.resets += 1
        return self._dial_slot()

    def _dial_slot(self) -> NNTPClient:
        """Dial into a slot already counted in ``_open``; give the slot back on failure."""
        try:
            client = self._factory(self.config, self.settings.timeouts, self._ssl_context)
            client.connect()
        except NNTPTooManyConnections:
            self._give_back_slot()
            raise
        except NNTPAuthError:
            self._give_back_slot()
            self._bench("authentication refused")
            raise
        except NNTPError:
            self._give_back_slot()
            self._note_failure()
            raise
        with self._cond:
            self._failures = 0
            self._dialled = True
        self._start_keepalive()
        return client

    def _give_back_slot(self) -> None:
        with self._cond:
            self._open -= 1
            self._dial_failures += 1
            self._cond.notify()

    def _release(self, client: NNTPClient, discard: bool) -> None:
        client.timeouts = self.settings.timeouts  # invariant 7: drop any per-lease deadline
        if discard or self._closed:
            self._retire(client)
            with self._cond:
                self._open -= 1
                if discard and not self._closed:
                    self.resets += 1
                self._cond.notify()
            return
        with self._cond:
            self._idle.append(client)
            self._cond.notify()

    def _retire(self, client: NNTPClient, *, send_quit: bool = False) -> None:
        """Add the client's wire counters to the pool's, then drop it (saying QUIT first when ``send_quit``)."""
        c = client.counters
        with self._cond:
            self._wire[0] += c.wire_in
            self._wire[1] += c.plain_in
            self._wire[2] += c.wire_out
        if send_quit:
            client.quit()
        else:
            client.close()

    # -- benching ------------------------------------------------------------

    def _check_down(self) -> None:
        left = self._down_until - self._clock()
        if left > 0:
            raise NNTPProviderDown(
                f"provider {self.config.name} is benched for another {left:.0f}s after repeated failures; "
                "use another provider or wait for the cooldown",
                left,
            )

    def _note_failure(self) -> None:
        with self._cond:
            self._failures += 1
            failures = self._failures
        if failures >= self.settings.down_after_failures:
            self._bench(f"{failures} failures in a row")

    def _bench(self, why: str) -> None:
        with self._cond:
            self._down_until = self._clock() + self.settings.cooldown_s
            self._failures = 0
        log.warning("benching provider %s for %.0fs: %s", self.config.name, self.settings.cooldown_s, why)

    @property
    def down(self) -> bool:
        """Return whether the provider is benched now."""
        return self._down_until > self._clock()

    # -- keepalive -------------------------------------------------------------

    def keepalive(self) -> int:
        """Probe idle connections idle longer than keepalive_s with DATE; drop dead ones.

        Return how many were dropped. Called by the background thread, and
        callable directly (tests, a scheduler tick).
        """
        limit = self.settings.keepalive_s
        now = time.monotonic()
        with self._cond:
            due = [c for c in self._idle if now - c.last_used >= limit]
            for c in due:
                self._idle.remove(c)
        dropped = 0
        for client in due:
            alive = False
            if not client.looks_dead():
                try:
                    client.date()
                    alive = True
                except NNTPError:
                    alive = False
            if alive:
                with self._cond:
                    self._idle.append(client)
                    self._cond.notify()
            else:
                dropped += 1
                self._retire(client)
                with self._cond:
                    self._open -= 1
                    self.resets += 1
                    self._cond.notify()
        return dropped

    def _start_keepalive(self) -> None:
        if self.settings.keepalive_s <= 0 or self._keepalive_thread is not None:
            return
        with self._cond:
            if self._keepalive_thread is not None:
                return
            self._keepalive_thread = threading.Thread(
                target=self._keepalive_loop, name=f"nntp-keepalive-{self.config.name}", daemon=True
            )
        self._keepalive_thread.start()

    def _keepalive_loop(self) -> None:
        interval = max(self.settings.keepalive_s / 2, 0.05)
        while not self._stop.wait(interval):
            try:
                self.keepalive()
            except Exception:  # noqa: BLE001 - the probe must never kill its thread
                log.exception("keepalive probe of %s failed", self.config.name)

    # -- lifecycle / telemetry -------------------------------------------------

    def close(self) -> None:
        """QUIT idle connections, stop the keepalive, refuse further borrows."""
        self._stop.set()
        with self._cond:
            self._closed = True
            idle, self._idle = self._idle, []
            self._open -= len(idle)
            self._cond.notify_all()
        for client in idle:
            self._retire(client, send_quit=True)

    def __enter__(self) -> Pool:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def stats(self) -> PoolStats:
        """Return a telemetry snapshot (open/idle/busy, resets, benching, wire bytes)."""
        with self._cond:
            idle = list(self._idle)
            open_, resets = self._open, self.resets
            wire = list(self._wire)
            down_for = max(0.0, self._down_until - self._clock())
        for c in idle:
            counters = c.counters
            wire[0] += counters.wire_in
            wire[1] += counters.plain_in
            wire[2] += counters.wire_out
        return PoolStats(
            provider=self.config.name,
            target=self.size,
            open=open_,
            idle=len(idle),
            busy=open_ - len(idle),
            dialled=self._dialled,
            down=down_for > 0,
            down_for_s=down_for,
            resets=resets,
            dial_failures=self._dial_failures,
            wire_bytes_in=wire[0],
            plain_bytes_in=wire[1],
            wire_bytes_out=wire[2],
        )
