"""Benchmark the phase 2 probe decoders: yEnc bodies, PAR2 packets, archive headers, NFO ids.

Run: ``.venv/bin/python -m bench.probe_decode [articles]``

Each figure has a baseline measured in the same run over the same bytes,
the least any reader of those bytes must do:
- yEnc: ``decode_probe_body`` on 716,800-byte posting-tool articles (MB of
  decoded data per second) vs ``zlib.crc32`` over the same encoded bodies,
  one pass over the bytes in C;
- PAR2: ``parse_par2`` on an index of 1,000 FileDesc packets (packets/s,
  every MD5 checked) vs a bare ``bytes.find`` scan for the packet magic;
- archives: ``inspect_archive`` on a RAR 5 first volume and on a 7z set's
  head and LZMA-compressed tail (probes/s);
- NFO: ``read_nfo`` on a CP437 NFO with ids (NFOs/s).

Phase 2 reads a few articles per release; ~200 M articles over the whole
history means the decoders must stay far below the network's cost
(~700 KB each), i.e. well above 100 MB/s of yEnc per process.
"""

from __future__ import annotations

import gc
import hashlib
import sys
import time
import zlib
from collections.abc import Callable

from usenet_ops.corpus.payloads import (
    NfoEncoding,
    Par2Source,
    RarEntry,
    SevenZipEntry,
    nfo_bytes,
    nfo_text,
    par2_index,
    rar5_volume,
    sevenzip_archive,
    split_volumes,
)
from usenet_ops.domain.probe import yenc
from usenet_ops.domain.probe.archives import inspect_archive
from usenet_ops.domain.probe.findings import ProbeBody, decode_probe_body
from usenet_ops.domain.probe.nfo import read_nfo
from usenet_ops.domain.probe.par2 import MAGIC, parse_par2

PART_SIZE = 716_800


def _best_of(fn: Callable[[], object], repeat: int = 5) -> float:
    best = float("inf")
    for _ in range(repeat):
        gc.collect()
        t0 = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t0)
    return best


def _articles(count: int) -> list[bytes]:
    # Random bytes: the worst case for escaping (~1.6% of bytes escaped),
    # which is what compressed archive volumes look like.
    out = []
    for i in range(count):
        data = hashlib.shake_256(f"article {i}".encode()).digest(PART_SIZE)
        lines = yenc.encode_part(data, name=f"obfuscated{i}.bin", file_size=PART_SIZE * 50, part=1, total=50)
        out.append(b"\r\n".join(lines) + b"\r\n")
    return out


def run(count: int = 200) -> dict[str, float]:
    """Measure and return the figures (rates and ratios to the same-run baselines)."""
    articles = _articles(count)
    encoded_mb = sum(len(a) for a in articles) / 1e6
    decoded_mb = count * PART_SIZE / 1e6

    def yenc_baseline() -> None:
        for a in articles:
            zlib.crc32(a)

    def yenc_probe() -> None:
        for a in articles:
            body = decode_probe_body(a)
            assert isinstance(body, ProbeBody)

    files = [
        Par2Source(f"Some.Release.Name.2024.1080p.WEB.H264-GRP/some.release.part{i:04d}.rar", 50_000_000) for i in range(1000)
    ]
    index = par2_index(files)
    packets = parse_par2(index).packets
    rounds = max(1, count // 10)

    def par2_baseline() -> None:
        for _ in range(rounds):
            pos = index.find(MAGIC)
            while pos >= 0:
                pos = index.find(MAGIC, pos + 8)

    def par2_parse() -> None:
        for _ in range(rounds):
            parse_par2(index)

    rar = rar5_volume(
        [RarEntry("Some.Release.Name.2024.1080p.WEB.H264-GRP.mkv", b"x" * 4096, size=8 * 10**9, encrypted=True)],
        volume=True,
        end=False,
    )
    entries = [SevenZipEntry(f"Release/file{i:03d}.mkv", bytes([i]) * 64) for i in range(200)]
    volumes = split_volumes(sevenzip_archive(entries, compress_header=True), 8192)
    head, tail = volumes[0], volumes[-1]
    nfo = (
        nfo_bytes(
            nfo_text("Some.Release.Name.2024.1080p.WEB.H264-GRP", imdb="tt0133093", tvdb=80379, tvmaze=169), NfoEncoding.CP437
        )
        * 20
    )
    small = count * 20

    def archives() -> None:
        for _ in range(small):
            inspect_archive(rar)
            inspect_archive(head, tail=tail)

    def nfos() -> None:
        for _ in range(small):
            read_nfo(nfo)

    t_yb = _best_of(yenc_baseline)
    t_y = _best_of(yenc_probe)
    t_pb = _best_of(par2_baseline)
    t_p = _best_of(par2_parse)
    t_a = _best_of(archives, repeat=3)
    t_n = _best_of(nfos, repeat=3)
    return {
        "yenc_articles": count,
        "yenc_baseline_crc32_encoded_mb_per_s": encoded_mb / t_yb,
        "yenc_probe_decode_mb_per_s": decoded_mb / t_y,
        "yenc_probe_articles_per_s": count / t_y,
        "yenc_ratio_to_baseline": t_yb / t_y,
        "par2_packets_per_index": packets,
        "par2_baseline_find_packets_per_s": packets * rounds / t_pb,
        "par2_parse_packets_per_s": packets * rounds / t_p,
        "par2_ratio_to_baseline": t_pb / t_p,
        "archive_probes_per_s": 2 * small / t_a,
        "nfo_reads_per_s": small / t_n,
        "nfo_bytes": len(nfo),
    }


def main(argv: list[str]) -> int:
    count = int(argv[1]) if len(argv) > 1 else 200
    figures = run(count)
    width = max(len(k) for k in figures)
    for k, v in figures.items():
        print(f"{k:<{width}}  {v:>14,.2f}" if isinstance(v, float) else f"{k:<{width}}  {v:>14,}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
