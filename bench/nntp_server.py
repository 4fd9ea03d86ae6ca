"""Start the project's test news server in a subprocess for the NNTP benchmarks.

Why a subprocess: the server is asyncio Python; in the benchmark's own
process it would share the GIL with the client being measured and the
figures would measure contention, not the client.
"""

from __future__ import annotations

import json
import socket
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path


@contextmanager
def news_server(articles: int, seed: int = 7, backbone: str = "a") -> Iterator[str]:
    """Generate a corpus, serve it on a free loopback port, yield its nntp:// URL."""
    from usenet_ops import corpus

    out = Path(tempfile.mkdtemp(prefix="bench-nntp-"))
    manifest = corpus.generate(articles=articles, seed=seed, out=out)
    proc = subprocess.Popen(
        [sys.executable, "-m", "usenet_ops.cli.main", "newsserver", "--corpus", str(manifest.directory),
         "--port", "0", "--backbone", backbone, "--json"],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline()
        if not line:
            raise RuntimeError("the news server exited before listening; run it by hand to see why")
        info = json.loads(line)
        yield f"nntp://127.0.0.1:{info['port']}"
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()


def record_replies(url: str, commands: list[str]) -> dict[str, bytes]:
    """Send each command to the server once and keep its raw reply bytes (plain session)."""
    from urllib.parse import urlsplit

    from usenet_ops.nntp.protocol import NNTPProtocol

    parts = urlsplit(url)
    sock = socket.create_connection((parts.hostname, parts.port))
    proto = NNTPProtocol()
    replies: dict[str, bytes] = {}

    def read() -> bytes:
        raw = bytearray()
        while True:
            resp = proto.next_response()
            if resp is not None:
                return bytes(raw)
            chunk = sock.recv(262144)
            raw += chunk
            proto.receive_data(chunk)

    read()  # greeting
    for command in commands:
        sock.sendall(proto.command(command))
        replies[command] = read()
    sock.close()
    return replies


def _replay_main(listener: socket.socket, replies: dict[str, bytes]) -> None:
    import threading

    def serve(conn: socket.socket) -> None:
        conn.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        conn.sendall(b"200 replay server ready\r\n")
        buf = b""
        while True:
            chunk = conn.recv(65536)
            if not chunk:
                return
            buf += chunk
            while b"\r\n" in buf:
                line, buf = buf.split(b"\r\n", 1)
                command = line.decode()
                if command == "QUIT":
                    conn.sendall(b"205 bye\r\n")
                    conn.close()
                    return
                conn.sendall(replies.get(command, b"500 not recorded\r\n"))

    while True:
        conn, _ = listener.accept()
        threading.Thread(target=serve, args=(conn,), daemon=True).start()


@contextmanager
def replay_server(replies: dict[str, bytes]) -> Iterator[str]:
    """Serve recorded replies byte for byte from a forked process; yield its URL.

    The replay costs the server almost nothing, so a read-loop benchmark
    measures the client rather than the test server's speed.
    """
    with _forked_listener(_replay_main, replies) as url:
        yield url


@contextmanager
def _forked_listener(target: Callable[..., None], *args: object) -> Iterator[str]:
    """Listen on a free loopback port, run ``target(listener, *args)`` in a forked process; yield its URL."""
    import multiprocessing

    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(16)
    port = listener.getsockname()[1]
    proc = multiprocessing.get_context("fork").Process(target=target, args=(listener, *args), daemon=True)
    proc.start()
    listener.close()
    try:
        yield f"nntp://127.0.0.1:{port}"
    finally:
        proc.terminate()
        proc.join(5)


def _pump(src: socket.socket, dst: socket.socket, delay: float) -> None:
    import collections
    import threading
    import time

    queue: collections.deque[tuple[float, bytes]] = collections.deque()
    ready = threading.Condition()
    done = [False]

    def sender() -> None:
        while True:
            with ready:
                while not queue and not done[0]:
                    ready.wait()
                if not queue:
                    break
                due, chunk = queue.popleft()
            wait = due - time.monotonic()
            if wait > 0:
                time.sleep(wait)
            try:
                dst.sendall(chunk)
            except OSError:
                return
        try:
            dst.shutdown(socket.SHUT_WR)
        except OSError:
            pass

    threading.Thread(target=sender, daemon=True).start()
    while True:
        try:
            chunk = src.recv(262144)
        except OSError:
            chunk = b""
        with ready:
            if not chunk:
                done[0] = True
                ready.notify()
                return
            queue.append((time.monotonic() + delay, chunk))
            ready.notify()


def _proxy_main(listener: socket.socket, upstream: tuple[str, int], delay: float) -> None:
    import threading

    while True:
        conn, _ = listener.accept()
        up = socket.create_connection(upstream)
        for s in (conn, up):
            s.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        threading.Thread(target=_pump, args=(conn, up, delay), daemon=True).start()
        threading.Thread(target=_pump, args=(up, conn, delay), daemon=True).start()


@contextmanager
def latency_proxy(url: str, one_way_s: float) -> Iterator[str]:
    """Forward to ``url`` adding ``one_way_s`` of latency each way (no bandwidth cap); yield the proxy URL.

    Loopback has microsecond round trips; a provider is milliseconds away,
    which is the cost pipelining exists to hide.
    """
    from urllib.parse import urlsplit

    parts = urlsplit(url)
    with _forked_listener(_proxy_main, (parts.hostname, parts.port), one_way_s) as proxied:
        yield proxied
