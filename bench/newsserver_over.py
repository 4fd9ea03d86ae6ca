"""Measure the test news server's OVER rate on loopback (plain, DEFLATE, GZIP).

Run: ``.venv/bin/python -m bench.newsserver_over [--articles N] [--corpus DIR]``

WHY: the client benchmarks must measure the client, so the server has to be
faster than any client; this shows by how much. The server runs in its own
process (``usenet-ops newsserver``), the measuring client here is a bare
socket reader that only finds the terminator (no parsing), so the figure is
the server's ceiling. The baseline, measured in the same run, is a trivial
asyncio sender streaming the same OVER bytes from memory over loopback: the
ratio says how close the real server gets to "just sending bytes".
"""

from __future__ import annotations

import argparse
import asyncio
import json
import socket
import subprocess
import sys
import tempfile
import threading
import time
import zlib
from pathlib import Path

CHUNK = 20_000


def _recv_block(sock: socket.socket, inflate: zlib._Decompress | None) -> tuple[int, int, int]:
    """Read one multi-line block; return (lines, payload bytes, wire bytes)."""
    wire = 0
    tail = b""
    lines = 0
    payload = 0
    while True:
        chunk = sock.recv(1 << 20)
        if not chunk:
            raise EOFError("server closed the connection")
        wire += len(chunk)
        data = inflate.decompress(chunk) if inflate else chunk
        payload += len(data)
        lines += data.count(b"\n")
        probe = tail + data
        if probe.endswith(b"\r\n.\r\n"):
            return lines - 1, payload, wire
        tail = probe[-5:]


def _read_status(sock: socket.socket, inflate: zlib._Decompress | None = None) -> bytes:
    out = b""
    while not out.endswith(b"\r\n"):
        chunk = sock.recv(1)
        if not chunk:
            raise EOFError("server closed the connection")
        out += inflate.decompress(chunk) if inflate else chunk
    return out


def _recv_gzip_block(sock: socket.socket) -> tuple[int, int, int]:
    inflate = zlib.decompressobj()
    wire = 0
    payload = 0
    lines = 0
    pending = b""
    while not inflate.eof:
        chunk = sock.recv(1 << 20)
        wire += len(chunk)
        data = inflate.decompress(chunk)
        payload += len(data)
        lines += data.count(b"\n")
        pending = inflate.unused_data
    while not pending.endswith(b".\r\n"):
        pending += sock.recv(16)
    return lines - 1, payload, wire


def measure(port: int, group: str, low: int, high: int, mode: str) -> dict[str, float]:
    """OVER the whole group in CHUNK-article commands; return the rates."""
    sock = socket.create_connection(("127.0.0.1", port))
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4 << 20)
    _read_status(sock)
    inflate = None
    deflate = None
    if mode == "deflate":
        sock.sendall(b"COMPRESS DEFLATE\r\n")
        assert _read_status(sock).startswith(b"206")
        inflate = zlib.decompressobj(-15)
        deflate = zlib.compressobj(6, zlib.DEFLATED, -15)
    elif mode == "gzip":
        sock.sendall(b"XFEATURE COMPRESS GZIP\r\n")
        assert _read_status(sock).startswith(b"290")

    def send(text: str) -> None:
        data = text.encode() + b"\r\n"
        if deflate is not None:
            data = deflate.compress(data) + deflate.flush(zlib.Z_SYNC_FLUSH)
        sock.sendall(data)

    send(f"GROUP {group}")
    if inflate is None:
        _read_status(sock)
    else:
        # The GROUP answer arrives compressed; read it through the inflater.
        buf = b""
        while not buf.endswith(b"\r\n"):
            buf += inflate.decompress(sock.recv(1))
    started = time.perf_counter()
    lines = payload = wire = 0
    lo = low
    while lo <= high:
        hi = min(high, lo + CHUNK - 1)
        send(f"XOVER {lo}-{hi}")
        if mode == "gzip":
            _read_status(sock)
            n, p, w = _recv_gzip_block(sock)
        else:
            n, p, w = _recv_block(sock, inflate)
            n -= 1  # the status line
        lines += n
        payload += p
        wire += w
        lo = hi + 1
    seconds = time.perf_counter() - started
    sock.close()
    return {"lines": lines, "seconds": seconds, "lines_per_s": lines / seconds, "mb_per_s": payload / seconds / 1e6,
            "wire_mb_per_s": wire / seconds / 1e6}


def measure_body(port: int, message_ids: list[str]) -> dict[str, float]:
    """Fetch bodies by message-id one after another; return the rates."""
    sock = socket.create_connection(("127.0.0.1", port))
    _read_status(sock)
    started = time.perf_counter()
    payload = 0
    for mid in message_ids:
        sock.sendall(f"BODY <{mid}>\r\n".encode())
        _, p, _ = _recv_block(sock, None)
        payload += p
    seconds = time.perf_counter() - started
    sock.close()
    return {"bodies_per_s": len(message_ids) / seconds, "mb_per_s": payload / seconds / 1e6}


def baseline(block: bytes, repeats: int) -> dict[str, float]:
    """Stream a pre-rendered block from a trivial asyncio sender in another thread."""
    ready = threading.Event()
    port_box: list[int] = []

    async def handler(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        for _ in range(repeats):
            await reader.readline()
            writer.write(block)
            await writer.drain()
        writer.close()

    def run() -> None:
        loop = asyncio.new_event_loop()
        server = loop.run_until_complete(asyncio.start_server(handler, "127.0.0.1", 0))
        port_box.append(server.sockets[0].getsockname()[1])
        ready.set()
        loop.run_until_complete(asyncio.sleep(120))

    threading.Thread(target=run, daemon=True).start()
    ready.wait()
    sock = socket.create_connection(("127.0.0.1", port_box[0]))
    started = time.perf_counter()
    lines = payload = 0
    for _ in range(repeats):
        sock.sendall(b"XOVER\r\n")
        n, p, _ = _recv_block(sock, None)
        lines += n
        payload += p
    seconds = time.perf_counter() - started
    return {"lines_per_s": lines / seconds, "mb_per_s": payload / seconds / 1e6}


def _rss_kib(pid: int) -> dict[str, int]:
    out = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(("VmRSS:", "VmHWM:")):
            out[line.split(":")[0]] = int(line.split()[1])
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--articles", type=int, default=300_000, help="corpus size when --corpus is not given")
    parser.add_argument("--corpus", help="an existing corpus directory")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    from usenet_ops import corpus

    if args.corpus:
        directory = Path(args.corpus)
    else:
        directory = Path(tempfile.mkdtemp(prefix="bench-newsserver-"))
        t = time.perf_counter()
        corpus.generate(articles=args.articles, seed=args.seed, out=directory)
        print(f"generated {args.articles} articles in {time.perf_counter() - t:.1f}s")
    loaded = corpus.load(directory)
    group = max(loaded.group_names(), key=lambda g: loaded.group_bounds("a", g)[0])
    count, low, high = loaded.group_bounds("a", group)
    proc = subprocess.Popen(
        [sys.executable, "-m", "usenet_ops.cli.main", "newsserver", "--corpus", str(directory), "--port", "0", "--json"],
        stdout=subprocess.PIPE, text=True,
    )
    try:
        assert proc.stdout is not None
        info = json.loads(proc.stdout.readline())
        rss_idle = _rss_kib(proc.pid)
        results = {mode: measure(info["port"], group, low, high, mode) for mode in ("plain", "deflate", "gzip")}
        start, end = loaded.positions("a", group, low, high)
        step = max(1, (end - start) // 300)
        mids = [loaded.message_id(i) for i in loaded._arts["a"][loaded._gindex[group]][start:end:step]]
        body = measure_body(info["port"], mids)
        one = loaded.release(loaded._rel[loaded._arts["a"][loaded._gindex[group]][start]])
        same = [a.message_id for a in one.articles[:300]]
        body_same = measure_body(info["port"], same)
        rss = _rss_kib(proc.pid)
    finally:
        proc.terminate()
        proc.wait(timeout=10)
    start, end = loaded.positions("a", group, low, high)
    sample = min(CHUNK, end - start)
    lines = loaded.overview_lines("a", group, start, start + sample)
    block = b"224 Overview\r\n" + b"".join(ln + b"\r\n" for ln in lines) + b".\r\n"
    base = baseline(block, max(3, count // max(sample, 1)))
    print(f"corpus {loaded.articles} articles; OVER of {group}: {count} articles in {CHUNK}-article commands; 1 client")
    print(f"baseline (asyncio sender of pre-rendered bytes): {base['lines_per_s']:,.0f} lines/s, {base['mb_per_s']:.1f} MB/s")
    for mode, r in results.items():
        print(
            f"{mode:8s} {r['lines_per_s']:>10,.0f} lines/s  {r['mb_per_s']:6.1f} MB/s overview"
            f"  {r['wire_mb_per_s']:6.1f} MB/s wire  = {r['lines_per_s'] / base['lines_per_s']:.2f}x baseline"
        )
    print(f"BODY     {body['bodies_per_s']:>10,.0f} bodies/s {body['mb_per_s']:6.1f} MB/s ({len(mids)} spread over the group,"
          f" each from a different release: rebuild included; = {body['mb_per_s'] / base['mb_per_s']:.2f}x baseline MB/s)")
    print(f"BODY     {body_same['bodies_per_s']:>10,.0f} bodies/s {body_same['mb_per_s']:6.1f} MB/s ({len(same)} of one release,"
          f" as a downloader fetches them; = {body_same['mb_per_s'] / base['mb_per_s']:.2f}x baseline MB/s)")
    print(f"server RSS: idle {rss_idle.get('VmRSS', 0) / 1024:.0f} MiB, after runs {rss.get('VmRSS', 0) / 1024:.0f} MiB, "
          f"peak {rss.get('VmHWM', 0) / 1024:.0f} MiB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
