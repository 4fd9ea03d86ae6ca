"""Measure corpus generation: articles/s, peak memory, and the recipe's share.

Run: ``.venv/bin/python -m bench.newsserver_corpus [--articles N] [--seed S]``

WHY: a 5M-article corpus must generate on a 2-core machine in minutes, not
hours. The baseline, measured in the same run, is the pure release recipe
(``build_release`` for the same releases, nothing written): the ratio says
what the generator adds on top of synthesising the articles (overview
store, numbering of two backbones, message-id index, manifest).
"""

from __future__ import annotations

import argparse
import resource
import shutil
import tempfile
import time
from pathlib import Path


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--articles", type=int, default=200_000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    from usenet_ops import corpus
    from usenet_ops.corpus.release import build_release

    out = Path(tempfile.mkdtemp(prefix="bench-corpus-"))
    try:
        started = time.perf_counter()
        manifest = corpus.generate(articles=args.articles, seed=args.seed, out=out)
        total = time.perf_counter() - started
        peak_mib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        loaded = corpus.load(out)
        caps = loaded._caps
        started = time.perf_counter()
        for rid in range(manifest.releases):
            build_release(args.seed, rid, caps[rid], loaded.size_cap)
        recipe = time.perf_counter() - started
        size = sum(p.stat().st_size for p in out.iterdir())
    finally:
        shutil.rmtree(out, ignore_errors=True)
    print(f"corpus of {manifest.articles:,} articles in {manifest.releases:,} releases (seed {args.seed})")
    print(f"baseline (release recipe only): {recipe:.1f}s = {manifest.articles / recipe:,.0f} articles/s")
    print(f"full generation:                {total:.1f}s = {manifest.articles / total:,.0f} articles/s"
          f" = {total / recipe:.2f}x baseline time")
    print(f"on disk {size / 2**20:,.0f} MiB ({size / manifest.articles:.0f} B/article); peak RSS {peak_mib:,.0f} MiB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
