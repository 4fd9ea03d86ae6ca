"""Fixtures for the news server tests: a small corpus and a raw-socket client.

The tests speak NNTP over real sockets with this bare transcript client (not
the project's NNTP client), so a server bug cannot hide behind a client bug.
"""

from __future__ import annotations

import socket
import zlib
from collections.abc import Iterator
from pathlib import Path

import pytest

from usenet_ops import corpus, newsserver


class Raw:
    """A line-level NNTP peer: send commands, read status lines and blocks verbatim."""

    def __init__(self, host: str, port: int, timeout: float = 10.0) -> None:
        self.sock = socket.create_connection((host, port), timeout=timeout)
        self.buf = b""
        self.inflate: zlib._Decompress | None = None
        self.deflate: zlib._Compress | None = None

    def _fill(self) -> bool:
        chunk = self.sock.recv(65536)
        if not chunk:
            return False
        self.buf += self.inflate.decompress(chunk) if self.inflate else chunk
        return True

    def line(self) -> bytes:
        """Return the next line with its CRLF; b"" at EOF."""
        while b"\n" not in self.buf:
            if not self._fill():
                out, self.buf = self.buf, b""
                return out
        i = self.buf.index(b"\n") + 1
        out, self.buf = self.buf[:i], self.buf[i:]
        return out

    def raw(self, n: int) -> bytes:
        """Return exactly n bytes (or fewer at EOF)."""
        while len(self.buf) < n and self._fill():
            pass
        out, self.buf = self.buf[:n], self.buf[n:]
        return out

    def rest(self) -> bytes:
        """Read until EOF and return everything."""
        while self._fill():
            pass
        out, self.buf = self.buf, b""
        return out

    def send(self, text: str | bytes) -> None:
        data = text.encode() if isinstance(text, str) else text
        data += b"\r\n"
        if self.deflate is not None:
            data = self.deflate.compress(data) + self.deflate.flush(zlib.Z_SYNC_FLUSH)
        self.sock.sendall(data)

    def cmd(self, text: str) -> str:
        """Send one command; return its status line without CRLF."""
        self.send(text)
        return self.line().decode("utf-8", "replace").rstrip("\r\n")

    def block(self) -> list[bytes]:
        """Read a multi-line block verbatim (dot-stuffed, no CRLF), up to the terminator."""
        out = []
        while True:
            ln = self.line()
            if ln == b".\r\n":
                return out
            if not ln:
                raise EOFError(f"connection closed inside a block after {len(out)} lines")
            assert ln.endswith(b"\r\n"), ln
            out.append(ln[:-2])

    def multi(self, text: str) -> tuple[str, list[bytes]]:
        """Send a command whose success is multi-line (LISTGROUP's 211 included)."""
        status = self.cmd(text)
        listgroup = text.upper().startswith("LISTGROUP") and status.startswith("211 ")
        return status, self.block() if listgroup or (status[:1] in "12" and status[:3] not in _SINGLE) else []

    def close(self) -> None:
        self.sock.close()


_SINGLE = {"111", "200", "201", "205", "206", "211", "223", "281", "290", "381"}


def unstuff(lines: list[bytes]) -> list[bytes]:
    return [ln[1:] if ln.startswith(b"..") else ln for ln in lines]


@pytest.fixture(scope="session")
def small_corpus(tmp_path_factory: pytest.TempPathFactory) -> corpus.Corpus:
    out: Path = tmp_path_factory.mktemp("corpus") / "c2000"
    corpus.generate(articles=2000, seed=11, out=out)
    return corpus.load(out)


@pytest.fixture()
def server(small_corpus: corpus.Corpus) -> Iterator[newsserver.ServerHandle]:
    with newsserver.serve(small_corpus) as handle:
        yield handle


@pytest.fixture()
def peer(server: newsserver.ServerHandle) -> Iterator[Raw]:
    raw = Raw(server.host, server.port)
    greeting = raw.line()
    assert greeting.startswith(b"201 "), greeting
    yield raw
    raw.close()


def busiest_group(c: corpus.Corpus, backbone: str = "a") -> tuple[str, int, int, int]:
    name = max(c.group_names(), key=lambda g: c.group_bounds(backbone, g)[0])
    count, low, high = c.group_bounds(backbone, name)
    return name, count, low, high
