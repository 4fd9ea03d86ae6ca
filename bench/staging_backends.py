"""Redis vs Postgres staging in the same run: crawl ingest lines/s and build segments/s.

Each round crawls the same corpus into a fresh database once with pg staging
and once with redis staging (order alternating between rounds), then runs one
build pass over what was staged; figures are medians over rounds and the
ratios medians of each round's redis/pg ratio.

    python -m bench.staging_backends --articles 200000 --rounds 3
"""

from __future__ import annotations

import argparse
import json
import os
import secrets
import statistics
import tempfile
import time
from pathlib import Path

from bench.crawl_ingest import news_server


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--articles", type=int, default=200_000)
    parser.add_argument("--batch", type=int, default=3000)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()

    from usenet_ops.devtools import localservices
    from usenet_ops.nntp.client import NNTPClient
    from usenet_ops.nntp.pool import Pool, PoolSettings
    from usenet_ops.nntp.provider import ProviderConfig
    from usenet_ops.passes import build, compose, crawl
    from usenet_ops.store import db, groups, migrations, settings
    from usenet_ops.store.catalogue import PostgresCatalogue

    scratch = Path(tempfile.mkdtemp(prefix="bench-staging-"))
    pg = localservices.find_or_start_postgres(None, scratch)
    rd = localservices.start_redis(scratch / "redis")
    os.environ["USENET_REDIS_URL"] = rd.url
    token = secrets.token_hex(3)
    made: list[str] = []
    rounds: list[dict[str, float]] = []
    try:
        with news_server(args.articles) as url:
            provider = ProviderConfig.from_url(url, backbone="bench")
            with NNTPClient(provider).connect() as client:
                names = [g.name for g in client.list_active("alt.binaries.*")]
            indexed = frozenset(names)

            def run(mode: str, i: int) -> tuple[float, float, int, int]:
                name = f"bench_staging_{token}_{mode}_{i}"
                dsn = localservices.create_database(pg.url, name)
                made.append(name)
                migrations.migrate(dsn)
                os.environ["USENET_STAGING_REDIS_PREFIX"] = f"bench:{token}:{i}:"
                conn = db.connect(dsn, autocommit=True)
                for n in names:
                    groups.add(conn, n)
                for knob, value in {"crawl_headroom": 0, "max_articles_per_group": 10**9, "batch": args.batch,
                                    "staging_max_rows": 10**10, "crawl_max_batches": 10**6,
                                    "build_drain_per_pass": 1_000_000, "walk_past_no_evict": True}.items():
                    settings.set_value(conn, knob, value)
                settings.set_value(conn, "staging", mode, guarded_ok=True)
                live = compose.load_settings(conn)
                backend = compose.staging_backend(live)
                filters = compose.load_filters(conn)
                articles = 0
                t0 = time.perf_counter()
                with Pool(provider, PoolSettings.from_knobs(live)) as pool:
                    for n in names:
                        target = crawl.CrawlTarget(provider=url, backbone="bench", group=n, indexed_groups=indexed)
                        articles += crawl.crawl_group(target, conn=conn, pool=pool, settings=live, filters=filters,
                                                     owner="bench", budget_sec=10**6, staging=backend,
                                                     stage_connect=lambda: db.connect(dsn, autocommit=True)).articles
                crawl_s = time.perf_counter() - t0
                t0 = time.perf_counter()
                report = build.build_pass(conn, settings=live, sink=PostgresCatalogue(),
                                          filters=compose.load_build_filters(conn), staging=backend,
                                          budget_sec=10**6)
                build_s = time.perf_counter() - t0
                conn.close()
                return articles / crawl_s, report.segments / build_s, articles, report.segments

            for i in range(args.rounds):
                order = ("pg", "redis") if i % 2 == 0 else ("redis", "pg")
                got = {mode: run(mode, i) for mode in order}
                rounds.append({"pg_lines": got["pg"][0], "redis_lines": got["redis"][0],
                               "pg_segments": got["pg"][1], "redis_segments": got["redis"][1],
                               "articles": got["pg"][2], "segments_pg": got["pg"][3],
                               "segments_redis": got["redis"][3]})

        def med(key: str) -> float:
            return statistics.median(r[key] for r in rounds)

        print(json.dumps({
            "articles": args.articles, "rounds": args.rounds,
            "pg_ingest_lines_per_s": round(med("pg_lines")), "redis_ingest_lines_per_s": round(med("redis_lines")),
            "ratio_ingest_redis_vs_pg": round(statistics.median(r["redis_lines"] / r["pg_lines"] for r in rounds), 3),
            "pg_build_segments_per_s": round(med("pg_segments")),
            "redis_build_segments_per_s": round(med("redis_segments")),
            "ratio_build_redis_vs_pg": round(statistics.median(r["redis_segments"] / r["pg_segments"]
                                                               for r in rounds), 3),
            "segments_built": {"pg": rounds[0]["segments_pg"], "redis": rounds[0]["segments_redis"]},
        }, indent=1))
    finally:
        for name in made:
            localservices.drop_database(pg.url, name)
        rd.stop()
        pg.stop()


if __name__ == "__main__":
    main()
