"""Backfill rates: read+stage of partitions vs the raw OVER read of the same ranges; partitions in parallel.

One run: a corpus served from a subprocess, a shallow first pass of every
group (the forward crawl), then the history planned as partitions
(``backfill_partition_articles``). Measured in the same run:

* raw: the client reading the partitions' ranges with OVER, only splitting
  lines (the baseline);
* backfill: ``crawl_range`` over the same partitions, one after the other,
  into a fresh database (read + ingest + stage + coverage + progress);
* parallel: the same partitions into another fresh database from
  ``--workers`` processes at once, against one process (the speedup).

``--latency-ms`` delays every reply, as a provider's round trip does.

    python -m bench.backfill --articles 200000 --workers 4
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import secrets
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from bench.crawl_ingest import news_server

FIRST_PASS = 500


def _setup(dsn: str, url: str, names: list[str], size: int, batch: int) -> list[dict[str, Any]]:
    """Seed a database with a shallow first pass of every group; return the partitions of the history."""
    from usenet_ops.nntp.pool import Pool
    from usenet_ops.nntp.provider import ProviderConfig
    from usenet_ops.passes import backfill, compose, crawl
    from usenet_ops.store import db, groups, settings

    conn = db.connect(dsn, autocommit=True)
    for n in names:
        groups.add(conn, n)
    for knob, value in {"crawl_headroom": 0, "max_articles_per_group": FIRST_PASS, "batch": batch,
                        "staging_max_rows": 10**10, "backfill_partition_articles": size,
                        "backfill_pressure_high_pct": 0, "max_groups": 0}.items():
        settings.set_value(conn, knob, value)
    live = compose.load_settings(conn)
    with Pool(ProviderConfig.from_url(url, backbone="bench")) as pool:
        for n in names:
            crawl.crawl_group(crawl.CrawlTarget(provider=url, backbone="bench", group=n,
                                                indexed_groups=frozenset(names)),
                              conn=conn, pool=pool, settings=live, filters=compose.load_filters(conn), owner="bench",
                              staging=compose.staging_backend(live))
    plans = backfill.plan_provider(conn, live, "bench", probe_for=None)
    conn.close()
    return backfill.mapped_partitions(plans, size)


def _run_parts(dsn: str, url: str, parts: list[dict[str, Any]], names: list[str]) -> tuple[int, float]:
    """Read ``parts`` with crawl_range one after the other; return (articles, seconds)."""
    from usenet_ops.domain.backfill_plan import Partition
    from usenet_ops.nntp.pool import Pool
    from usenet_ops.nntp.provider import ProviderConfig
    from usenet_ops.passes import backfill, compose
    from usenet_ops.store import db

    conn = db.connect(dsn, autocommit=True)
    live = compose.load_settings(conn)
    filters = compose.load_filters(conn)
    articles = 0
    t0 = time.perf_counter()
    with Pool(ProviderConfig.from_url(url, backbone="bench")) as pool:
        for p in parts:
            target = backfill.RangeTarget(provider=url, backbone="bench", group=p["group"],
                                          indexed_groups=frozenset(names),
                                          partition=Partition(p["block"], p["lo"], p["hi"]), size=p["size"])
            report = backfill.crawl_range(target, conn=conn, pool=pool, settings=live, filters=filters,
                                          owner=f"bench-{p['group']}-{p['block']}", budget_sec=10**6,
                                          stage_connect=lambda: db.connect(dsn, autocommit=True),
                                          staging=compose.staging_backend(live))
            articles += report.articles
    took = time.perf_counter() - t0
    conn.close()
    return articles, took


def _worker(args: tuple[str, str, list[dict[str, Any]], list[str], float]) -> tuple[int, float]:
    """Read a share of the partitions, starting at the common ``start_at`` (imports and setup are not timed)."""
    dsn, url, parts, names, start_at = args
    import usenet_ops.passes.backfill  # noqa: F401 - imported before the clock starts

    time.sleep(max(0.0, start_at - time.time()))
    articles, _ = _run_parts(dsn, url, parts, names)
    return articles, time.time()


def plan_figures() -> dict[str, Any]:
    """Time planning 10,000 partitions and its peak memory for a shallow and a 10^6 times deeper group."""
    import tracemalloc

    from usenet_ops.domain.backfill_plan import plan

    out: dict[str, Any] = {}
    for label, depth, size in (("shallow", 20_000_000_000, 2_000_000), ("deep", 20_000_000_000_000_000, 2 * 10**12)):
        covered = [(k * size * 3, k * size * 3 + 1000) for k in range(2000)]  # 2,000 coverage ranges
        times = []
        for _ in range(5):
            t0 = time.perf_counter()
            got = plan(1, depth, covered, size=size, limit=10_000)
            times.append(time.perf_counter() - t0)
        tracemalloc.start()
        plan(1, depth, covered, size=size, limit=10_000)
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
        out[label] = {"partitions": len(got), "seconds_median": round(statistics.median(times), 4),
                      "peak_kib": round(peak / 1024)}
    out["memory_ratio_deep_vs_shallow"] = round(out["deep"]["peak_kib"] / max(out["shallow"]["peak_kib"], 1), 2)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--articles", type=int, default=200_000)
    parser.add_argument("--partition", type=int, default=20_000, help="backfill_partition_articles")
    parser.add_argument("--batch", type=int, default=3000)
    parser.add_argument("--workers", type=int, default=4)
    parser.add_argument("--latency-ms", type=float, default=0.0)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--plan-only", action="store_true", help="only the planning figures (no server, no database)")
    args = parser.parse_args()
    planning = plan_figures()
    if args.plan_only:
        print(json.dumps({"planning": planning}, indent=1))
        return

    from usenet_ops.devtools import localservices
    from usenet_ops.nntp.client import NNTPClient
    from usenet_ops.nntp.provider import ProviderConfig
    from usenet_ops.store import migrations

    scratch = Path(tempfile.mkdtemp(prefix="bench-backfill-"))
    pg = localservices.find_or_start_postgres(None, scratch)
    token = secrets.token_hex(3)
    made: list[str] = []

    def fresh(url: str, names: list[str], tag: str) -> tuple[str, list[dict[str, Any]]]:
        name = f"bench_backfill_{token}_{tag}"
        dsn = localservices.create_database(pg.url, name)
        made.append(name)
        migrations.migrate(dsn)
        return dsn, _setup(dsn, url, names, args.partition, args.batch)

    try:
        with news_server(args.articles, latency_ms=args.latency_ms) as url:
            client = NNTPClient(ProviderConfig.from_url(url, backbone="bench")).connect()
            names = [g.name for g in client.list_active("alt.binaries.*")]
            rounds = []
            for i in range(args.rounds):
                dsn, parts = fresh(url, names, f"{i}s")
                t0 = time.perf_counter()
                lines = 0
                for p in parts:  # the baseline: the same ranges, read and split, nothing else
                    client.group(p["group"])
                    for lo in range(p["lo"], p["hi"] + 1, args.batch):
                        lines += len(client.over_lines(lo, min(lo + args.batch - 1, p["hi"])))
                raw = time.perf_counter() - t0
                articles, one = _run_parts(dsn, url, parts, names)
                dsn_p, parts_p = fresh(url, names, f"{i}p")
                shares = [parts_p[k::args.workers] for k in range(args.workers)]
                start_at = time.time() + 20 + 5 * args.workers  # every worker imported and waiting by then
                with multiprocessing.get_context("spawn").Pool(args.workers) as procs:
                    got = procs.map(_worker, [(dsn_p, url, share, names, start_at) for share in shares])
                many = max(end for _, end in got) - start_at
                assert sum(a for a, _ in got) == articles, "both runs read the same history"
                rounds.append({"raw": lines / raw, "backfill": articles / one, "parallel": articles / many,
                               "partitions": len(parts), "articles": articles, "one_s": one, "many_s": many})
            client.quit()

        def med(key: str) -> float:
            return statistics.median(r[key] for r in rounds)

        print(json.dumps({
            "articles": args.articles, "partitions": rounds[0]["partitions"], "history_articles": rounds[0]["articles"],
            "latency_ms": args.latency_ms, "workers": args.workers, "rounds": args.rounds,
            "raw_over_lines_per_s": round(med("raw")), "backfill_lines_per_s": round(med("backfill")),
            "parallel_lines_per_s": round(med("parallel")),
            "ratio_backfill_vs_raw": round(statistics.median(r["backfill"] / r["raw"] for r in rounds), 3),
            "speedup_parallel_vs_one": round(statistics.median(r["one_s"] / r["many_s"] for r in rounds), 2),
            "planning": planning,
        }, indent=1))
    finally:
        for name in made:
            localservices.drop_database(pg.url, name)
        pg.stop()


if __name__ == "__main__":
    main()
