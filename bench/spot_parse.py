"""Benchmark the Spotnet layer: spots/s parsed and verified, and NZB payload decoding.

Run: ``.venv/bin/python -m bench.spot_parse [spots]``

Spots are the generated corpus's accepted spots (moderator-signed,
self-signed with 384- and 1024-bit keys, unsigned, and the hostile-XML
variants), cycled to ``spots``. Figures:
- ``xover``: From/Subject parse + header verification (what a listing
  pass does per XOVER line that is a spot);
- ``full``: the whole ``read_spot`` with the HEAD (X-XML reassembly and
  repairs, key parsing, user and X-XML signatures, lxml parse);
- baseline, measured in the same run over the same documents: a bare
  ``lxml.etree.fromstring`` of each X-XML document, the least any import
  must do; reported as the ratio full / baseline time;
- ``rsa_verify_384``/``_1024``: single signature checks per second;
- ``nzb_decode``: unescape + inflate + strict NZB parse, MB/s of NZB XML.
"""

from __future__ import annotations

import gc
import sys
import time
from collections.abc import Callable

from lxml import etree

from usenet_ops.corpus.spots import NOW, generate_spots, make_key
from usenet_ops.domain.nzb import NzbFile, NzbSegment, render_nzb
from usenet_ops.domain.spotnet.payload import NzbPayload, decode_nzb_payload, encode_payload
from usenet_ops.domain.spotnet.signature import verify
from usenet_ops.domain.spotnet.spots import Spot, parse_spot_header, read_spot, verify_spot_header


def _best_of(fn: Callable[[], object], repeat: int = 5) -> float:
    best = float("inf")
    for _ in range(repeat):
        gc.collect()
        t0 = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t0)
    return best


def run(count: int = 20_000) -> dict[str, float]:
    """Measure and return the figures (spots/s, ratios, MB/s)."""
    corpus = generate_spots(1)
    cases = [c for c in corpus.cases if c.expect["kind"] == "spot" and c.expect["outcome"] == "accepted"]
    inputs = []
    for i in range(count):
        art = cases[i % len(cases)].article
        ov = art.overview()
        inputs.append((ov["subject"], ov["from"], ov["message_id"], art.head_lines()))
    docs = [b"".join(v for k, v in cases[i % len(cases)].article.headers if k == "X-XML") for i in range(count)]
    ring = corpus.keyring

    def xover() -> None:
        for subject, from_, mid, _ in inputs:
            header = parse_spot_header(subject, from_, mid, now=NOW)
            verify_spot_header(header, ring)  # type: ignore[arg-type]

    def full() -> None:
        for subject, from_, mid, head in inputs:
            spot = read_spot(subject=subject, from_=from_, message_id=mid, head=head, keyring=ring, now=NOW)
            assert isinstance(spot, Spot)

    parser = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False, recover=True)

    def baseline() -> None:
        for doc in docs:
            etree.fromstring(doc, parser)

    t_xover = _best_of(xover, 3)
    t_full = _best_of(full, 3)
    t_base = _best_of(baseline, 3)

    small, big = make_key("bench:384"), make_key("bench:1024", 1024)
    sig_small, sig_big = small.sign(b"<m@spot.net>"), big.sign(b"<m@spot.net>")
    n_rsa = 5000
    t_rsa_small = _best_of(lambda: [verify(small.public, sig_small, b"<m@spot.net>") for _ in range(n_rsa)], 3)
    t_rsa_big = _best_of(lambda: [verify(big.public, sig_big, b"<m@spot.net>") for _ in range(n_rsa)], 3)

    files = [
        NzbFile(
            f'Release [{f}/100] - "r.part{f:03d}.rar" yEnc (1/100)',
            "Poster <p@example.com>",
            1_700_000_000,
            ("alt.binaries.test",),
            tuple(NzbSegment(n, 716_800, f"{f:03d}x{n:05d}abcdefghij@ngPost.com") for n in range(1, 101)),
        )
        for f in range(1, 101)
    ]
    nzb = render_nzb(files, title="Release")
    bodies = encode_payload(nzb)
    decoded = decode_nzb_payload(bodies)
    assert isinstance(decoded, NzbPayload) and len(decoded.files) == 100
    t_nzb = _best_of(lambda: decode_nzb_payload(bodies), 3)

    return {
        "spots": count,
        "xover_spots_per_s": count / t_xover,
        "full_spots_per_s": count / t_full,
        "baseline_lxml_parse_per_s": count / t_base,
        "full_time_ratio_to_baseline": t_full / t_base,
        "rsa_verify_384_per_s": n_rsa / t_rsa_small,
        "rsa_verify_1024_per_s": n_rsa / t_rsa_big,
        "nzb_segments": sum(len(f.segments) for f in files),
        "nzb_decode_mb_per_s": len(nzb) / 1e6 / t_nzb,
    }


def main(argv: list[str]) -> int:
    count = int(argv[1]) if len(argv) > 1 else 20_000
    figures = run(count)
    width = max(len(k) for k in figures)
    for k, v in figures.items():
        print(f"{k:<{width}}  {v:>14,.2f}" if isinstance(v, float) else f"{k:<{width}}  {v:>14,}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
