"""Ingest alone, in-process: the C scanner path against its pure-Python twin on the same OVER replies.

Reads every reply of a corpus once (over the test news server), keeps them in
memory, then times ``ingest_block`` (C scanner) over all of them and the
pure-Python path (``native=False``) over the first ``--python-lines`` lines'
worth of replies (it is an order of magnitude slower). Both figures are per
line, in the same run.

    python -m bench.ingest_only --articles 200000
    python -m bench.ingest_only --corpus /path/to/generated/corpus
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

from bench.crawl_ingest import news_server


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--articles", type=int, default=200_000)
    parser.add_argument("--corpus", type=Path, default=None)
    parser.add_argument("--batch", type=int, default=3000)
    parser.add_argument("--python-lines", type=int, default=200_000)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()

    from usenet_ops.domain import ingest, subjects
    from usenet_ops.nntp.client import NNTPClient
    from usenet_ops.nntp.provider import ProviderConfig

    with news_server(args.articles, corpus=args.corpus) as url:
        client = NNTPClient(ProviderConfig.from_url(url, backbone="bench", compression=False)).connect()
        names = [g.name for g in client.list_active("alt.binaries.*")]
        replies: list[tuple[str, bytes]] = []
        for n in names:
            info = client.group(n)
            assert info is not None
            for lo in range(info.low, info.high + 1, args.batch):
                replies.append((n, client.over_block(lo, min(lo + args.batch - 1, info.high))))
        fmt = client.overview_format
        client.quit()
    indexed = frozenset(names)
    lines = sum(block.count(b"\n") for _, block in replies)

    def timed(subset: list[tuple[str, bytes]], native: bool) -> float:
        best = float("inf")
        for _ in range(args.rounds):
            subjects._cache.clear()  # every round parses every file once, as a crawl does
            t0 = time.perf_counter()
            for n, block in subset:
                ingest.ingest_block(block, fmt, group=n, indexed_groups=indexed, native=native)
            best = min(best, time.perf_counter() - t0)
        return best

    c_s = timed(replies, True)
    subset, taken = [], 0
    for reply in replies:
        if taken >= args.python_lines:
            break
        subset.append(reply)
        taken += reply[1].count(b"\n")
    py_s = timed(subset, False)
    print(json.dumps({
        "lines": lines, "c_scanner": ingest.native_available(),
        "c_us_per_line": round(c_s / lines * 1e6, 3),
        "python_lines": taken, "python_us_per_line": round(py_s / taken * 1e6, 3),
        "speedup": round((py_s / taken) / (c_s / lines), 1),
    }, indent=1))


if __name__ == "__main__":
    main()
