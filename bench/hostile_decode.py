"""Measure every Usenet decoder on its worst-case input: CPU and peak memory per input byte.

Run: ``.venv/bin/python -m bench.hostile_decode [names...] [--small BYTES] [--json]``

For each entry of ``corpus.hostile_inputs.DECODERS`` (and of
``corpus.hostile_spot_inputs.DECODERS`` when that module exists) the
worst-case shape is built at 64 KiB and at the decoder's cap (``CAPS``;
the probe's 4 MiB body cap unless the module names another), decoded, and
measured:

- CPU: ``time.process_time`` of the decode, the best of enough repeats to
  fill a quarter second, divided by the input's bytes;
- memory: the larger of tracemalloc's peak (Python objects) and the rise
  of the process's peak RSS (``VmHWM``, reset through ``clear_refs``:
  lxml, zstd and lzma allocate outside Python), divided by the input's bytes.

``ratio`` is CPU per byte at the cap over CPU per byte at 64 KiB: 1.0 is
linear, and issue 31 holds every decoder within 1.5. A decoder whose cap
is not above 64 KiB gets no ratio. Exit status 1 names any decoder over.
The baseline row is ``zlib.crc32`` over the same bytes, one pass in C:
what reading the input at all costs.
"""

from __future__ import annotations

import gc
import json
import sys
import time
import tracemalloc
import zlib
from collections.abc import Callable
from pathlib import Path

from usenet_ops.corpus import hostile_inputs
from usenet_ops.domain.probe.findings import MAX_PROBE_BYTES

SMALL = 64 * 1024
LINEAR_LIMIT = 1.5
_MIN_SECONDS = 0.25


def _decoders() -> tuple[dict[str, tuple[Callable[[int], bytes], Callable[[bytes], object]]], dict[str, int]]:
    decoders = dict(hostile_inputs.DECODERS)
    caps = dict(hostile_inputs.CAPS)
    try:
        from usenet_ops.corpus import hostile_spot_inputs  # type: ignore[attr-defined,unused-ignore]
    except ImportError:
        return decoders, caps
    spot = hostile_spot_inputs.DECODERS
    decoders.update(spot)
    caps.update(getattr(hostile_spot_inputs, "CAPS", {}))
    return decoders, caps


def _status(field: str) -> int:
    """Return a /proc/self/status memory field in bytes (0 where /proc is absent)."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith(field + ":"):
                return int(line.split()[1]) * 1024
    except OSError:
        pass
    return 0


def _reset_peak_rss() -> None:
    try:
        Path("/proc/self/clear_refs").write_text("5")
    except OSError:
        pass


def _cpu(decode: Callable[[bytes], object], payload: bytes) -> float:
    best = float("inf")
    spent = 0.0
    runs = 0
    while runs < 2 or (spent < _MIN_SECONDS and runs < 50):
        gc.collect()
        t0 = time.process_time()
        decode(payload)
        took = time.process_time() - t0
        best = min(best, took)
        spent += took
        runs += 1
    return best


def _memory(decode: Callable[[bytes], object], payload: bytes) -> int:
    gc.collect()
    _reset_peak_rss()
    rss = _status("VmRSS")
    tracemalloc.start()
    try:
        decode(payload)
        _, traced = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    return max(traced, _status("VmHWM") - rss)


def measure(name: str, make: Callable[[int], bytes], decode: Callable[[bytes], object], size: int) -> dict[str, float]:
    """Build the worst case of ``size`` bytes and return its CPU and memory per byte."""
    payload = make(size)
    n = max(1, len(payload))
    cpu = _cpu(decode, payload)
    return {
        "bytes": float(len(payload)),
        "cpu_s": cpu,
        "cpu_ns_per_byte": cpu * 1e9 / n,
        "peak_bytes_per_byte": _memory(decode, payload) / n,
    }


def run(names: list[str] | None = None, small: int = SMALL) -> dict[str, dict[str, float]]:
    """Measure each decoder at ``small`` bytes and at its cap; return name -> figures."""
    decoders, caps = _decoders()
    chosen = names or list(decoders)
    unknown = [n for n in chosen if n not in decoders]
    if unknown:
        raise SystemExit(f"unknown decoder(s) {', '.join(unknown)}; choose from {', '.join(decoders)}")
    out: dict[str, dict[str, float]] = {}
    baseline_small = measure("crc32", bytes, zlib.crc32, small)
    cap = max(caps.values(), default=small)
    baseline_cap = measure("crc32", bytes, zlib.crc32, cap)
    out["baseline_crc32"] = _row(baseline_small, baseline_cap)
    for name in chosen:
        make, decode = decoders[name]
        at_cap = caps.get(name, MAX_PROBE_BYTES)
        low = measure(name, make, decode, small)
        high = measure(name, make, decode, at_cap) if at_cap > small else low
        out[name] = _row(low, high)
    return out


def _row(low: dict[str, float], high: dict[str, float]) -> dict[str, float]:
    ratio = high["cpu_ns_per_byte"] / low["cpu_ns_per_byte"] if high is not low and low["cpu_ns_per_byte"] else 0.0
    return {
        "small_bytes": low["bytes"],
        "small_cpu_ns_per_byte": low["cpu_ns_per_byte"],
        "small_peak_bytes_per_byte": low["peak_bytes_per_byte"],
        "cap_bytes": high["bytes"],
        "cap_cpu_s": high["cpu_s"],
        "cap_cpu_ns_per_byte": high["cpu_ns_per_byte"],
        "cap_peak_bytes_per_byte": high["peak_bytes_per_byte"],
        "ratio": ratio,
    }


def main(argv: list[str]) -> int:
    args = argv[1:]
    as_json = "--json" in args
    small = SMALL
    if "--small" in args:
        small = int(args[args.index("--small") + 1])
    names = [a for i, a in enumerate(args) if not a.startswith("--") and (i == 0 or args[i - 1] != "--small")]
    figures = run(names or None, small)
    over = [n for n, row in figures.items() if n != "baseline_crc32" and row["ratio"] > LINEAR_LIMIT]
    if as_json:
        print(json.dumps({"figures": figures, "over_linear_limit": over}, indent=2))
    else:
        width = max(len(n) for n in figures)
        print(f"{'decoder':<{width}}  {'cap':>9}  {'ns/B 64K':>9}  {'ns/B cap':>9}  {'ratio':>6}  "
              f"{'mem/B 64K':>9}  {'mem/B cap':>9}  {'cap cpu s':>9}")
        for n, row in figures.items():
            print(f"{n:<{width}}  {int(row['cap_bytes']):>9,}  {row['small_cpu_ns_per_byte']:>9.1f}  "
                  f"{row['cap_cpu_ns_per_byte']:>9.1f}  {row['ratio']:>6.2f}  {row['small_peak_bytes_per_byte']:>9.2f}  "
                  f"{row['cap_peak_bytes_per_byte']:>9.2f}  {row['cap_cpu_s']:>9.3f}")
        if over:
            print(f"over {LINEAR_LIMIT}x of linear: {', '.join(over)}")
    return 1 if over else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
