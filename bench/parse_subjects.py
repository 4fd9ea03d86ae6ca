"""Benchmark subject decoding and parsing per overview line.

Run: ``.venv/bin/python -m bench.parse_subjects [lines]``

Figures are lines/s and ratios against a baseline measured in the same run
over the same lines: a bare ``line.split(b"\\t")`` + ``.decode()`` of the
subject, i.e. the least any ingest path must do. The ingest target is
>= 200,000 overview lines/s per process for the WHOLE path (read, parse,
filter, aggregate, stage), so the parse step has to be well above it.
"""

from __future__ import annotations

import gc
import sys
import time
from collections.abc import Callable

from bench.parse_corpus import overview_lines
from usenet_ops.domain import subjects as subjects_mod
from usenet_ops.domain.rfc2047 import decode_header
from usenet_ops.domain.subjects import parse_subject


def _best_of(fn: Callable[[], object], repeat: int = 5) -> float:
    best = float("inf")
    for _ in range(repeat):
        gc.collect()
        t0 = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t0)
    return best


def run(count: int = 300_000) -> dict[str, float]:
    """Measure and return figures (lines/s and ratios) for README's table."""
    lines = overview_lines(count)
    cold_lines = overview_lines(min(count, 100_000), cold=True, seed=11)
    raw_subjects = [ln.split(b"\t")[1] for ln in lines]
    decoded = [decode_header(s) for s in raw_subjects]
    cold_subjects = [decode_header(ln.split(b"\t")[1]) for ln in cold_lines]

    def baseline() -> None:
        for ln in lines:
            f = ln.split(b"\t")
            f[1].decode("utf-8", "replace")

    def decode_only() -> None:
        for s in raw_subjects:
            decode_header(s)

    def parse_only() -> None:
        subjects_mod._cache.clear()
        for s in decoded:
            parse_subject(s)

    def parse_cold() -> None:
        subjects_mod._cache.clear()
        for s in cold_subjects:
            parse_subject(s)

    def split_decode_parse() -> None:
        subjects_mod._cache.clear()
        for ln in lines:
            f = ln.split(b"\t")
            parse_subject(decode_header(f[1]))

    n = len(lines)
    t_base = _best_of(baseline)
    t_decode = _best_of(decode_only)
    t_parse = _best_of(parse_only)
    t_cold = _best_of(parse_cold)
    t_all = _best_of(split_decode_parse)
    parsed = sum(1 for s in decoded if parse_subject(s) is not None)
    return {
        "lines": n,
        "parsed_fraction": parsed / n,
        "baseline_split_decode_lines_per_s": n / t_base,
        "decode_header_lines_per_s": n / t_decode,
        "parse_subject_lines_per_s": n / t_parse,
        "parse_subject_cold_lines_per_s": len(cold_subjects) / t_cold,
        "split_decode_parse_lines_per_s": n / t_all,
        "split_decode_parse_ratio_to_baseline": t_base / t_all,
    }


def main(argv: list[str]) -> int:
    count = int(argv[1]) if len(argv) > 1 else 300_000
    figures = run(count)
    width = max(len(k) for k in figures)
    for k, v in figures.items():
        print(f"{k:<{width}}  {v:>14,.2f}" if isinstance(v, float) else f"{k:<{width}}  {v:>14,}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
