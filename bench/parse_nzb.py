"""Benchmark NZB rendering, the compact form and strict parsing.

Run: ``.venv/bin/python -m bench.parse_nzb [segments]``

Baselines measured in the same run on the same release:
- render: an lxml DOM built and serialised (the obvious way), vs our string
  builder; reported as MB/s of NZB XML and as a ratio;
- compact: zstd over the rendered XML at the same level, vs the column
  encoding; reported as bytes per segment and as a size ratio.
"""

from __future__ import annotations

import gc
import random
import string
import sys
import time
from collections.abc import Callable

import zstandard
from lxml import etree

from usenet_ops.domain.nzb import (
    NZB_NAMESPACE,
    NzbFile,
    NzbSegment,
    decode_compact,
    encode_compact,
    parse_nzb,
    render_compact,
    render_nzb,
)


def _release(total_segments: int, files: int = 50) -> list[NzbFile]:
    # Message-ids as posting tools make them: a random token per article and
    # a fixed host part, so the template scheme has something real to do.
    rng = random.Random(5)
    per_file = max(1, total_segments // files)
    return [
        NzbFile(
            subject=(f"Some.Release.Name.2024.1080p.WEB.H264-GRP [{f:02d}/{files}] - "
                     f'"some.release.part{f:02d}.rar" yEnc (1/{per_file})'),
            poster="Poster <poster@example.com>",
            date=1_732_960_000 + f,
            groups=("alt.binaries.test", "alt.binaries.misc"),
            segments=tuple(
                NzbSegment(
                    n,
                    739_213 - rng.randrange(0, 2_000) * (n == per_file),
                    f"{''.join(rng.choices(_ALPHABET, k=22))}${rng.randrange(10**6)}@ngPost.com",
                )
                for n in range(1, per_file + 1)
            ),
        )
        for f in range(1, files + 1)
    ]


_ALPHABET = string.ascii_letters + string.digits


def _lxml_render(files: list[NzbFile]) -> bytes:
    ns = f"{{{NZB_NAMESPACE}}}"
    root = etree.Element(ns + "nzb", nsmap={None: NZB_NAMESPACE})
    for f in files:
        fe = etree.SubElement(root, ns + "file", poster=f.poster, date=str(f.date), subject=f.subject)
        ge = etree.SubElement(fe, ns + "groups")
        for g in f.groups:
            etree.SubElement(ge, ns + "group").text = g
        se = etree.SubElement(fe, ns + "segments")
        for s in f.segments:
            e = etree.SubElement(se, ns + "segment", bytes=str(s.bytes), number=str(s.number))
            e.text = s.message_id
    return etree.tostring(root, xml_declaration=True, encoding="UTF-8")


def _best_of(fn: Callable[[], object], repeat: int = 5) -> float:
    best = float("inf")
    for _ in range(repeat):
        gc.collect()
        t0 = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t0)
    return best


def run(total_segments: int = 100_000) -> dict[str, float]:
    """Measure and return figures for README's table."""
    files = _release(total_segments)
    segs = sum(len(f.segments) for f in files)
    xml = render_nzb(files, title="Some.Release.Name.2024.1080p.WEB.H264-GRP", category="TV > HD")
    blob = encode_compact(files)
    xml_zstd = zstandard.ZstdCompressor(level=3).compress(xml)
    mb = len(xml) / 1e6

    t_render = _best_of(lambda: render_nzb(files, title="t", category="c"))
    t_lxml = _best_of(lambda: _lxml_render(files))
    t_encode = _best_of(lambda: encode_compact(files))
    t_decode = _best_of(lambda: decode_compact(blob))
    t_decode_render = _best_of(lambda: render_compact(blob))
    t_parse = _best_of(lambda: parse_nzb(xml), repeat=3)
    return {
        "segments": segs,
        "xml_bytes": len(xml),
        "render_mb_per_s": mb / t_render,
        "render_ratio_to_lxml_dom": t_lxml / t_render,
        "render_compact_mb_per_s": mb / t_decode_render,
        "encode_compact_segments_per_s": segs / t_encode,
        "decode_compact_segments_per_s": segs / t_decode,
        "parse_nzb_mb_per_s": mb / t_parse,
        "compact_bytes_per_segment": len(blob) / segs,
        "compact_size_ratio_to_zstd_xml": len(blob) / len(xml_zstd),
        "compact_size_ratio_to_xml": len(blob) / len(xml),
    }


def main(argv: list[str]) -> int:
    total = int(argv[1]) if len(argv) > 1 else 100_000
    figures = run(total)
    width = max(len(k) for k in figures)
    for k, v in figures.items():
        print(f"{k:<{width}}  {v:>14,.3f}" if isinstance(v, float) else f"{k:<{width}}  {v:>14,}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
