"""Benchmark pipelined STAT against one STAT at a time, on the same connection.

Run: ``.venv/bin/python -m bench.nntp_stat [articles] [ids]``

The health sweep STATs every segment of a release; one at a time, each STAT
costs a full round trip, so the rate is bounded by latency, not bandwidth.
``stat_many`` keeps up to ``window`` STATs in flight. Both paths run in the
same run against the project's test news server (a subprocess), with the
same message-ids, first over bare loopback (round trip ~= the server's own
per-command time, the least favourable case for pipelining), then through a
proxy adding 1 ms each way (a provider in the same city is 1-10 ms away).
Target: pipelined >= 10x.
"""

from __future__ import annotations

import sys
import time
from contextlib import nullcontext

from bench.nntp_server import latency_proxy, news_server
from usenet_ops.nntp.client import NNTPClient
from usenet_ops.nntp.provider import ProviderConfig
from usenet_ops.nntp.values import Timeouts


def _collect_ids(url: str, count: int) -> list[str]:
    ids: list[str] = []
    with NNTPClient(ProviderConfig.from_url(url, compression=False), Timeouts(command=120)) as c:
        for g in sorted(c.list_active(), key=lambda g: g.low - g.high):
            if g.high < g.low:
                continue
            c.group(g.name)
            ids.extend(r.message_id.decode() for r in c.over(g.low, g.high))
            if len(ids) >= count:
                break
    return ids[:count]


def _compare(url: str, ids: list[str], single_count: int, window: int) -> dict[str, float]:
    cfg = ProviderConfig.from_url(url, compression=False)
    with NNTPClient(cfg, Timeouts(command=120, stat=30)) as c:
        c.stat_many(ids[:200], window)  # warm-up
        best_single = best_piped = float("inf")
        for _ in range(3):
            sample = ids[:single_count]
            t0 = time.perf_counter()
            single = {m: c.stat(m) for m in sample}
            best_single = min(best_single, (time.perf_counter() - t0) / len(sample))
            t0 = time.perf_counter()
            piped = c.stat_many(ids, window)
            best_piped = min(best_piped, (time.perf_counter() - t0) / len(ids))
            assert all(piped[m] == single[m] for m in sample), "pipelined and one-at-a-time STAT disagree"
    return {"single_per_s": 1 / best_single, "pipelined_per_s": 1 / best_piped, "ratio": best_single / best_piped}


def run(articles: int = 20000, count: int = 2000, window: int = 100) -> dict[str, dict[str, float]]:
    """Measure and return STAT/s for both paths and their ratio, on loopback and at 1 ms latency."""
    out: dict[str, dict[str, float]] = {}
    with news_server(articles) as url:
        ids = _collect_ids(url, count)
        for name, one_way in (("loopback", 0.0), ("latency_1ms", 0.001)):
            ctx = latency_proxy(url, one_way) if one_way else nullcontext(url)
            with ctx as target:
                # One at a time at 2 ms per round trip: time a sample, not all ids.
                out[name] = _compare(target, ids, count if not one_way else 200, window)
                out[name]["ids"] = len(ids)
    return out


def main() -> None:
    articles = int(sys.argv[1]) if len(sys.argv) > 1 else 20000
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 2000
    results = run(articles, count)
    print(f"NNTP STAT, {count} message-ids, window 100, best of 3")
    print(f"{'path':14} {'one at a time':>14} {'pipelined':>12} {'ratio':>7}")
    for name, r in results.items():
        print(f"{name:14} {r['single_per_s']:>12,.0f}/s {r['pipelined_per_s']:>10,.0f}/s {r['ratio']:>6.1f}x")


if __name__ == "__main__":
    main()
