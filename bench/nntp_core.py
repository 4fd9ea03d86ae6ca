"""The sans-I/O core's read rate on recorded OVER replies, plain, DEFLATE and GZIP: CPU time, no sockets.

Run: ``.venv/bin/python -m bench.nntp_core [--lines 300000] [--batch 3000] [--against OLD_protocol.py]``

Why: the crawl's figures move +-50% with the machine's load (a news server,
Postgres and the crawl share two cores), too much to see what the core's
bounds (ADR 0008: inflate in 1 MiB pieces, the reply and line caps) cost.
This feeds the same bytes to ``NNTPProtocol`` in 256 KiB reads, as the
socket shell does, and measures this process's CPU time only. Baseline, in
the same run: the least any reader must do with those bytes (inflate them in
one call per read when compressed, find each reply's terminator, copy it
out). ``--against`` also times another version of ``protocol.py`` (e.g.
``git show REV:plugins/usenet_ops/nntp/protocol.py > /tmp/old.py``) on the
same bytes, rounds interleaved, for a before/after ratio.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import statistics
import sys
import time
import zlib
from collections.abc import Callable
from functools import partial
from types import ModuleType

from usenet_ops.nntp import protocol as current

READ = 256 * 1024
ROUNDS = 7


def _lines(count: int) -> list[bytes]:
    """Return overview-like lines: varied subjects, posters, ids and sizes (~330 bytes each)."""
    out = []
    for n in range(1, count + 1):
        name = f"Some.Show.S{n % 30:02d}E{n % 24:02d}.1080p.WEB.h264-GRP{n % 97}"
        out.append(
            f"{n}\t[{n % 50}/50] - \"{name}.part{n % 50:02d}.rar\" yEnc ({n % 120 + 1}/120)\tposter{n % 13} "
            f"<p{n % 13}@example.com>\tMon, 1 Jan 2026 00:{n % 60:02d}:00 +0000\t<{n}.{n * 7919}@news.example>\t\t"
            f"{700_000 + n % 50_000}\t{5400 + n % 300}\tXref: news.example alt.binaries.test:{n}".encode()
        )
    return out


def _replies(lines: list[bytes], batch: int) -> list[bytes]:
    return [b"224 overview follows\r\n" + b"".join(ln + b"\r\n" for ln in lines[i : i + batch]) + b".\r\n"
            for i in range(0, len(lines), batch)]


def _deflate_stream(replies: list[bytes]) -> list[bytes]:
    """One raw DEFLATE stream, sync-flushed after each reply (as a server at level 1 sends it)."""
    comp = zlib.compressobj(1, zlib.DEFLATED, -15)
    return [comp.compress(r) + comp.flush(zlib.Z_SYNC_FLUSH) for r in replies]


def _gzip_blocks(replies: list[bytes]) -> list[bytes]:
    """XFEATURE COMPRESS GZIP TERMINATOR: the status line plain, the block and its "." line in one zlib stream."""
    out = []
    for r in replies:
        status, _, body = r.partition(b"\r\n")
        out.append(status + b" [COMPRESS=GZIP]\r\n" + zlib.compress(body, 1))
    return out


def _reads(data: bytes) -> list[bytes]:
    return [data[i : i + READ] for i in range(0, len(data), READ)]


def _run_core(module: ModuleType, mode: str, wire: list[bytes], batch: int) -> float:
    """Feed one reply's wire bytes at a time (the crawl has one OVER in flight); return CPU seconds."""
    proto = module.NNTPProtocol()
    proto.receive_data(b"200 ready\r\n")
    proto.next_response()
    if mode == "deflate":
        proto.command("COMPRESS DEFLATE")
        proto.receive_data(b"206 ok\r\n")
        proto.next_response()
        proto.start_deflate()
    elif mode == "gzip":
        proto.enable_gzip(terminator=True)
    started = time.process_time()
    for reply in wire:
        proto.command(f"OVER 1-{batch}", block=True)
        resp = None
        for chunk in _reads(reply):
            proto.receive_data(chunk)
            resp = proto.next_response()
        assert resp is not None and resp.code == 224, resp
    return time.process_time() - started


def _run_bare(mode: str, wire: list[bytes]) -> float:
    started = time.process_time()
    inflater = zlib.decompressobj(-15) if mode == "deflate" else None
    for reply in wire:
        buf = bytearray()
        if mode == "gzip":
            status_end = reply.index(b"\r\n") + 2
            body = zlib.decompress(reply[status_end:])
            buf += reply[:status_end] + body
        else:
            for chunk in _reads(reply):
                buf += inflater.decompress(chunk) if inflater is not None else chunk
        end = buf.rfind(b"\r\n.\r\n")
        bytes(buf[buf.index(b"\r\n") + 2 : end + 2])
    return time.process_time() - started


def _load(path: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location("bench_other_protocol", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while the class is made
    spec.loader.exec_module(module)
    return module


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--lines", type=int, default=300_000)
    parser.add_argument("--batch", type=int, default=3000)
    parser.add_argument("--against", help="another protocol.py to time on the same bytes (before/after)")
    args = parser.parse_args()
    replies = _replies(_lines(args.lines), args.batch)
    plain_bytes = sum(len(r) for r in replies)
    wires: dict[str, list[bytes]] = {"plain": replies, "deflate": _deflate_stream(replies),
                                     "gzip": _gzip_blocks(replies)}
    other = _load(args.against) if args.against else None
    result: dict[str, object] = {"lines": args.lines, "batch": args.batch, "plain_mb": round(plain_bytes / 1e6, 1)}
    for mode, wire in wires.items():
        samples: dict[str, list[float]] = {"core": [], "bare": [], "other": []}
        runs: list[tuple[str, Callable[[], float]]] = [
            ("core", partial(_run_core, current, mode, wire, args.batch)),
            ("bare", partial(_run_bare, mode, wire)),
        ]
        if other is not None:
            runs.append(("other", partial(_run_core, other, mode, wire, args.batch)))
        for _ in range(ROUNDS):
            for name, run in runs:
                samples[name].append(run())
        core, bare = statistics.median(samples["core"]), statistics.median(samples["bare"])
        entry: dict[str, object] = {
            "wire_mb": round(sum(len(w) for w in wire) / 1e6, 1),
            "core_lines_per_cpu_s": round(args.lines / core),
            "bare_lines_per_cpu_s": round(args.lines / bare),
            "ratio_core_vs_bare": round(bare / core, 3),
        }
        if other is not None:
            before = statistics.median(samples["other"])
            entry["other_lines_per_cpu_s"] = round(args.lines / before)
            # Paired per round: > 1 means this core is faster than --against.
            entry["ratio_core_vs_other"] = round(statistics.median(
                o / c for o, c in zip(samples["other"], samples["core"], strict=True)), 3)
        result[mode] = entry
    print(json.dumps(result, indent=1))


if __name__ == "__main__":
    main()
