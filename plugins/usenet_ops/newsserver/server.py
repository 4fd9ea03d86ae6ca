"""Run the news server's sockets: framing, compression, limits and faults.

WHY: this is the thin asyncio shell around :class:`Session`. It owns what
the wire sees: CRLF framing, dot-stuffing of data lines (a line starting
with "." gets one more "."), the ".\\r\\n" terminator, RFC 8054 raw-deflate
stream compression, XFEATURE GZIP block compression, the connection limit
(502 then close, as providers do) and the faults a test switched on.

Invariants:
* every data line leaves dot-stuffed exactly once, every block ends with
  ".\\r\\n" unless a fault deliberately truncates it;
* a connection over the limit is answered 502 and closed before any greeting;
* faults are read at the moment they apply, so a test can flip one between
  two commands of a live session.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import logging
import ssl
import threading
import zlib
from collections.abc import Iterable
from pathlib import Path
from types import TracebackType

from usenet_ops.corpus.store import Corpus
from usenet_ops.corpus.synthetic import SyntheticCorpus
from usenet_ops.newsserver.faults import Faults
from usenet_ops.newsserver.session import Compression, Reply, Session
from usenet_ops.newsserver.spots import SpotSource
from usenet_ops.newsserver.throttle import LineBucket, Throttle

log = logging.getLogger(__name__)

_BATCH = 2000
_MAX_LINE = 64 * 1024
_READ_AHEAD_CHUNKS = 16  # socket reads (<= 64 KiB each) a connection may hold before they are parsed
# A bomb's unit: an overview-looking line, so only the size of the reply is wrong.
_BOMB_LINE = b"1\tbomb [1/1] - \"b.bin\" yEnc (1/1)\tp <p@b>\tMon, 1 Jan 2026 00:00:00 +0000\t<b@b>\t\t100\t1\r\n"
_FLOOD_PIECE = 256 * 1024
# Level 1: overview text still shrinks ~9.5x (vs ~11x at 6) at twice the speed;
# the server must never be what limits a client benchmark.
_LEVEL = 1


class _Wire:
    """Read command lines and write bytes, through RFC 8054 deflate once active."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.reader = reader
        self.writer = writer
        self.buf = b""
        self.inflate: zlib._Decompress | None = None
        self.deflate: zlib._Compress | None = None
        # Raw socket reads with the moment each arrived, taken by a pump that reads while replies are written, so
        # a pipelined command's arrival is known (``arrived``) and a round trip is charged from it, not from when
        # the previous reply ended. Bounded: a client that only sends waits on TCP, as before.
        self._chunks: asyncio.Queue[tuple[float, bytes]] = asyncio.Queue(maxsize=_READ_AHEAD_CHUNKS)
        self._eof = False
        self.arrived = 0.0  # loop time at which the last line readline returned had fully arrived
        self._pump = asyncio.ensure_future(self._read_socket())

    async def _read_socket(self) -> None:
        loop = asyncio.get_running_loop()
        try:
            while True:
                chunk = await self.reader.read(65536)
                await self._chunks.put((loop.time(), chunk))
                if not chunk:
                    return
        except OSError:  # a reset, a TLS error: ConnectionError and ssl.SSLError are both OSErrors
            await self._chunks.put((loop.time(), b""))  # the session reads it as the peer gone

    def close(self) -> None:
        """Stop reading the socket (the session is over)."""
        self._pump.cancel()

    def start_deflate(self) -> None:
        self.inflate = zlib.decompressobj(-15)
        self.deflate = zlib.compressobj(_LEVEL, zlib.DEFLATED, -15)
        # Bytes the client pipelined after COMPRESS are already compressed.
        pending, self.buf = self.buf, b""
        if pending:
            self.buf = self.inflate.decompress(pending)

    async def readline(self) -> bytes | None:
        while True:
            nl = self.buf.find(b"\n")
            if nl >= 0:
                line, self.buf = self.buf[:nl], self.buf[nl + 1 :]
                return line[:-1] if line.endswith(b"\r") else line
            if len(self.buf) > _MAX_LINE:
                line, self.buf = self.buf, b""
                return line
            if self._eof:
                return None
            self.arrived, chunk = await self._chunks.get()
            if not chunk:
                self._eof = True
                return None
            self.buf += self.inflate.decompress(chunk) if self.inflate else chunk

    def write(self, data: bytes) -> None:
        if self.deflate is not None:
            data = self.deflate.compress(data)
            if not data:
                return
        self.writer.write(data)

    async def drain(self) -> None:
        if self.deflate is not None:
            tail = self.deflate.flush(zlib.Z_SYNC_FLUSH)
            if tail:
                self.writer.write(tail)
        await self.writer.drain()


def _stuff(lines: list[bytes]) -> bytes:
    data = b"\r\n".join(lines) + b"\r\n"
    if data[:1] == b"." or b"\n." in data:
        data = b"\r\n".join(b"." + ln if ln[:1] == b"." else ln for ln in lines) + b"\r\n"
    return data


class _Server:
    def __init__(
        self,
        corpus: Corpus | SyntheticCorpus,
        *,
        backbone: str,
        require_auth: bool,
        users: dict[str, str],
        read_only_users: frozenset[str],
        max_connections: int,
        compression: bool,
        faults: Faults,
        idle_timeout: float | None,
        spots: SpotSource | None = None,
        throttle: Throttle | None = None,
    ) -> None:
        self.corpus = corpus
        self.spots = spots
        self.throttle = throttle or Throttle()
        self.backbone = backbone
        self.require_auth = require_auth
        self.users = users
        self.read_only_users = read_only_users
        self.max_connections = max_connections
        self.compression = compression
        self.faults = faults
        self.idle_timeout = idle_timeout
        self.live = 0
        self.tasks: set[asyncio.Task[None]] = set()

    async def connection(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        task = asyncio.current_task()
        if task is not None:
            self.tasks.add(task)
        faults = self.faults
        try:
            if self.live >= self.max_connections:
                faults.count("refused.connection_limit")
                writer.write(b"502 Too many connections from your host\r\n")
                await writer.drain()
                return
            self.live += 1
            try:
                await self._session(reader, writer)
            finally:
                self.live -= 1
        except (ConnectionError, asyncio.IncompleteReadError, ssl.SSLError):
            pass
        except asyncio.CancelledError:
            pass
        except Exception:  # a bug here must not kill the listener, but must be visible
            log.exception("newsserver: connection handler failed")
        finally:
            if task is not None:
                self.tasks.discard(task)
            with contextlib.suppress(Exception):
                writer.close()

    async def _session(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        faults = self.faults
        faults.count("connections")
        if faults.greeting_code is not None:
            faults.count("fault.greeting")
            text = "Service temporarily unavailable" if faults.greeting_code < 500 else "Too many connections"
            writer.write(f"{faults.greeting_code} {text}\r\n".encode())
            await writer.drain()
            return
        wire = _Wire(reader, writer)
        try:
            await self._serve(wire, faults)
        finally:
            wire.close()

    async def _serve(self, wire: _Wire, faults: Faults) -> None:
        bucket = LineBucket(self.throttle)
        session = Session(
            self.corpus,
            backbone=self.backbone,
            faults=faults,
            require_auth=self.require_auth,
            users=self.users,
            read_only_users=self.read_only_users,
            compression_allowed=self.compression,
            hostname=f"news-{self.backbone}.usenet-ops.test",
            spots=self.spots,
        )
        wire.write(b"201 usenet-ops test news server ready (posting prohibited)\r\n")
        await wire.drain()
        while True:
            timeout = faults.idle_disconnect_after or self.idle_timeout
            try:
                line = await asyncio.wait_for(wire.readline(), timeout)
            except TimeoutError:
                faults.count("fault.idle_disconnect")
                return
            if line is None:
                return
            reply = session.handle(line)
            if reply.read_post:
                wire.write(reply.status.encode() + b"\r\n")
                await wire.drain()
                while await wire.readline() not in (None, b"."):
                    pass
                wire.write(b"441 Posting failed: this test server stores nothing\r\n")
                await wire.drain()
                continue
            if self.throttle.command_latency:
                # A round trip counted from the command's arrival: a pipelined command that waited behind the
                # previous reply has spent (part of) it already, as it would have on its way from a client.
                due = wire.arrived + self.throttle.command_latency - asyncio.get_running_loop().time()
                if due > 0:
                    await asyncio.sleep(due)
            if not await self._send(wire, session, reply, bucket) or reply.close:
                return
            if reply.after is not None:
                reply.after()
                if session.compression is Compression.DEFLATE and wire.deflate is None:
                    wire.start_deflate()

    async def _send(self, wire: _Wire, session: Session, reply: Reply, bucket: LineBucket | None = None) -> bool:
        """Write one reply; False when a fault closed the connection.

        ``bucket`` paces this connection's OVER/HDR data lines (a provider's
        per-connection throttle): each batch waits until the bucket holds
        its lines, so the rate holds whatever batch size the client asks.
        """
        pace = bucket if bucket is not None and bucket.active and reply.block else None
        faults = self.faults
        if faults.latency_per_response:
            await asyncio.sleep(faults.latency_per_response)
        status = faults.take_garbage() or reply.status.encode("utf-8") + b"\r\n"
        if reply.lines is None:
            wire.write(status)
            await wire.drain()
            return True
        if reply.block and (faults.bomb_bytes or faults.endless_line_bytes):
            return await self._send_flood(wire, session, status)
        wire.write(status)
        limit, limit_kind = self._line_limit(reply)
        gzip_mode = bool(reply.block) and session.compression in (Compression.GZIP, Compression.GZIP_TERMINATOR)
        per_line = faults.latency_per_line
        if reply.chunks is not None and limit is None and not per_line:
            if gzip_mode:
                block = b"".join(reply.chunks)
                if pace is not None:
                    await pace.take(block.count(b"\n"))
                wire.write(zlib.compress(block + b".\r\n", _LEVEL))
                if session.compression is Compression.GZIP:
                    wire.write(b".\r\n")
            else:
                for chunk in reply.chunks:
                    if pace is not None:
                        await pace.take(chunk.count(b"\n"))
                    wire.write(chunk)
                    await wire.drain()
                wire.write(b".\r\n")
            await wire.drain()
            return True
        if gzip_mode:
            return await self._send_gzip(wire, session, reply.lines, limit, limit_kind, pace)
        sent = 0
        lines = iter(reply.lines)
        batch_size = 1 if per_line else _BATCH
        while True:
            batch = list(itertools.islice(lines, batch_size))
            if not batch:
                break
            if limit is not None and sent + len(batch) >= limit:
                batch = batch[: limit - sent]
                if batch:
                    wire.write(_stuff(batch))
                faults.count(f"fault.{limit_kind}")
                await wire.drain()
                return False
            if per_line:
                await asyncio.sleep(per_line)
            if pace is not None:
                await pace.take(len(batch))
            wire.write(_stuff(batch))
            sent += len(batch)
            await wire.drain()
        wire.write(b".\r\n")
        await wire.drain()
        return True

    async def _send_flood(self, wire: _Wire, session: Session, status: bytes) -> bool:
        """Send a bomb (``bomb_bytes`` of short lines, then the terminator) or an endless line (then close).

        Generated a piece at a time and compressed as the session asked, so
        the server never holds what it sends: a few KiB on the wire can stand
        for gigabytes of plain text, as a hostile server's would.
        """
        faults = self.faults
        endless = faults.endless_line_bytes
        unit = b"x" * 64 if endless else _BOMB_LINE
        total = endless if endless else (faults.bomb_bytes or 0) // len(unit) * len(unit)  # whole lines
        faults.count("fault.endless_line" if endless else "fault.bomb")
        gzip_mode = session.compression in (Compression.GZIP, Compression.GZIP_TERMINATOR)
        comp = zlib.compressobj(9) if gzip_mode else None
        piece = unit * (_FLOOD_PIECE // len(unit))
        wire.write(status)
        sent = 0
        while sent < total:
            chunk = piece[: total - sent]
            data = comp.compress(chunk) if comp is not None else chunk
            if data:
                wire.write(data)  # DEFLATE, when active, compresses it on the way out
            await wire.drain()
            sent += len(chunk)
        if endless:
            if comp is not None:
                wire.write(comp.flush(zlib.Z_SYNC_FLUSH))
            await wire.drain()
            return False  # never ends its line: close
        if comp is not None:
            wire.write(comp.compress(b".\r\n") + comp.flush())
            if session.compression is Compression.GZIP:
                wire.write(b".\r\n")
        else:
            wire.write(b".\r\n")
        await wire.drain()
        return True

    def _line_limit(self, reply: Reply) -> tuple[int | None, str]:
        faults = self.faults
        if reply.block == "over" and faults.drop_after_lines is not None:
            return faults.drop_after_lines, "drop_after_lines"
        if faults.truncate_block is not None:
            return faults.truncate_block, "truncate_block"
        return None, ""

    async def _send_gzip(
        self, wire: _Wire, session: Session, lines: Iterable[bytes], limit: int | None, limit_kind: str,
        pace: LineBucket | None = None,
    ) -> bool:
        material = list(lines)
        if pace is not None:
            await pace.take(len(material) if limit is None else min(limit, len(material)))
        if limit is not None and len(material) >= limit:
            packed = zlib.compress(_stuff(material[:limit]) if limit else b"", _LEVEL)
            wire.write(packed[: max(1, len(packed) // 2)])
            self.faults.count(f"fault.{limit_kind}")
            await wire.drain()
            return False
        body = (_stuff(material) if material else b"") + b".\r\n"
        wire.write(zlib.compress(body, _LEVEL))
        if session.compression is Compression.GZIP:
            wire.write(b".\r\n")
        await wire.drain()
        return True


class ServerHandle:
    """A running listener: address, live faults, connection count, stop()."""

    def __init__(self, server: _Server, host: str, users: dict[str, str]) -> None:
        self._server = server
        self.host = host
        self.port = 0
        self.backbone = server.backbone
        self.faults = server.faults
        self._users = users
        self._loop: asyncio.AbstractEventLoop | None = None
        self._asyncio_server: asyncio.base_events.Server | None = None
        self._thread: threading.Thread | None = None
        self._stopped = threading.Event()

    @property
    def url(self) -> str:
        """Return ``nntp://user:pass@host:port`` with the first account."""
        if self._users:
            user, password = next(iter(self._users.items()))
            return f"nntp://{user}:{password}@{self.host}:{self.port}"
        return f"nntp://{self.host}:{self.port}"

    @property
    def connections(self) -> int:
        """Return the number of live (admitted) connections."""
        return self._server.live

    @property
    def throttle(self) -> Throttle:
        """Return the listener's per-connection throttle (change its fields live; new batches obey them)."""
        return self._server.throttle

    @property
    def corpus(self) -> Corpus | SyntheticCorpus:
        """Return the corpus this listener serves."""
        return self._server.corpus

    def stop(self) -> None:
        """Close the listener and every open connection; wait for the thread."""
        loop = self._loop
        if loop is None or self._stopped.is_set():
            return
        self._stopped.set()

        async def _shutdown() -> None:
            if self._asyncio_server is not None:
                self._asyncio_server.close()
            for task in list(self._server.tasks):
                task.cancel()
            await asyncio.sleep(0)
            loop.stop()

        asyncio.run_coroutine_threadsafe(_shutdown(), loop)
        if self._thread is not None:
            self._thread.join(timeout=10)

    def wait(self) -> None:
        """Block until the server is stopped (for the CLI)."""
        if self._thread is not None:
            self._thread.join()

    def __enter__(self) -> ServerHandle:
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.stop()


def serve(
    corpus: Corpus | SyntheticCorpus | str | Path,
    *,
    host: str = "127.0.0.1",
    port: int = 0,
    backbone: str = "a",
    require_auth: bool = False,
    users: dict[str, str] | None = None,
    read_only_users: Iterable[str] = (),
    max_connections: int = 50,
    compression: bool = True,
    faults: Faults | None = None,
    ssl_context: ssl.SSLContext | None = None,
    idle_timeout: float | None = None,
    spots: SpotSource | None = None,
    throttle: Throttle | None = None,
) -> ServerHandle:
    """Start a listener for ``corpus`` in a background thread and return its handle.

    ``spots`` serves Spotnet groups (free.pt, alt.binaries.ftd) beside the
    corpus (``usenet_ops.newsserver.spots.SpotSource``). ``corpus`` may be a
    :class:`~usenet_ops.corpus.synthetic.SyntheticCorpus` (groups generated
    on demand, any size). ``throttle`` paces every connection like a
    provider (lines/s, latency per command).
    """
    from usenet_ops.corpus.store import load

    loaded = corpus if isinstance(corpus, Corpus | SyntheticCorpus) else load(corpus)
    if backbone not in loaded.backbones:
        raise ValueError(f"unknown backbone {backbone!r}; this corpus has {', '.join(loaded.backbones)}")
    accounts = {"user": "pass"} if users is None else dict(users)
    server = _Server(
        loaded,
        backbone=backbone,
        require_auth=require_auth,
        users=accounts,
        read_only_users=frozenset(read_only_users),
        max_connections=max_connections,
        compression=compression,
        faults=faults or Faults(),
        idle_timeout=idle_timeout,
        spots=spots,
        throttle=throttle,
    )
    handle = ServerHandle(server, host, accounts)
    ready = threading.Event()
    failure: list[BaseException] = []

    def _run() -> None:
        loop = asyncio.new_event_loop()
        handle._loop = loop
        asyncio.set_event_loop(loop)
        try:
            srv = loop.run_until_complete(
                asyncio.start_server(server.connection, host, port, ssl=ssl_context, limit=_MAX_LINE, backlog=512)
            )
        except BaseException as exc:  # reported to the caller of serve()
            failure.append(exc)
            ready.set()
            loop.close()
            return
        handle._asyncio_server = srv
        handle.port = srv.sockets[0].getsockname()[1]
        ready.set()
        try:
            loop.run_forever()
        finally:
            srv.close()
            with contextlib.suppress(Exception):
                loop.run_until_complete(srv.wait_closed())
            loop.close()

    thread = threading.Thread(target=_run, name=f"newsserver-{backbone}", daemon=True)
    handle._thread = thread
    thread.start()
    ready.wait()
    if failure:
        raise OSError(f"news server could not listen on {host}:{port}: {failure[0]}; pick another --port") from failure[0]
    return handle
