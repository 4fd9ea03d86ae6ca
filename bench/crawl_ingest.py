"""End-to-end ingest rate: read + parse + filter + aggregate + stage into Postgres.

Measured per process against the raw OVER read rate of the same data in the
same run (the baseline: the client reading the same ranges and only splitting
lines; also given: reading each reply whole without splitting it, as the crawl
does). Each round runs the baselines and the crawl back to back; the figures
are medians over rounds and the ratios medians of each round's ratio. Also
reports read+parse+ingest without staging and the process's peak RSS, so
memory can be compared across corpus sizes.

    python -m bench.crawl_ingest --articles 200000
"""

from __future__ import annotations

import argparse
import json
import resource
import secrets
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path


@contextmanager
def news_server(articles: int, seed: int = 7, corpus: Path | None = None, latency_ms: float = 0.0) -> Iterator[str]:
    """Serve a corpus (generated here unless given) from a subprocess, so this process's RSS is the crawl's alone."""
    out = corpus or Path(tempfile.mkdtemp(prefix="bench-ingest-corpus-"))
    cli = [sys.executable, "-m", "usenet_ops.cli.main"]
    if corpus is None:
        subprocess.run([*cli, "corpus", "generate", "--articles", str(articles), "--seed", str(seed), "--out", str(out)],
                       check=True, stdout=subprocess.DEVNULL)
    proc = subprocess.Popen([*cli, "newsserver", "--corpus", str(out), "--port", "0", "--json",
                             "--latency-ms", str(latency_ms)],
                            stdout=subprocess.PIPE, text=True)
    try:
        line = proc.stdout.readline() if proc.stdout else ""
        if not line:
            raise RuntimeError("the news server exited before listening; run it by hand to see why")
        yield f"nntp://127.0.0.1:{json.loads(line)['port']}"
    finally:
        proc.terminate()
        proc.wait(10)
        if corpus is None:
            shutil.rmtree(out, ignore_errors=True)  # a 5M corpus is 2 GB


def seed_noise(dsn: str, sets: int) -> None:
    """Stage ``sets`` incomplete sets of 10 files x 50 segments (bench.build_pass's seed)."""
    from bench.build_pass import seed
    from usenet_ops.store import db

    with db.connect(dsn, autocommit=True) as conn:
        seed(conn, "noise", sets, 10, 50, ready=False)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--articles", type=int, default=200_000)
    parser.add_argument("--batch", type=int, default=3000)
    parser.add_argument("--staged-noise", type=int, default=0, metavar="SETS",
                        help="stage this many incomplete sets (10 files x 50 segments) in each round's database "
                             "before the crawl: staging's cost per batch must not grow with what is staged")
    parser.add_argument("--rounds", type=int, default=3,
                        help="rounds of (raw read, block read, read+ingest, crawl into a fresh database); medians")
    parser.add_argument("--corpus", type=Path, default=None,
                        help="serve this corpus (from `usenet-ops corpus generate`) instead of generating one")
    parser.add_argument("--compression", choices=("on", "off"), default="off",
                        help="negotiate COMPRESS DEFLATE (off by default: on loopback it only moves CPU from the wire "
                             "to both ends, and the server's share competes with the crawl on a small machine)")
    args = parser.parse_args()
    if args.corpus is not None:
        args.articles = json.loads((args.corpus / "corpus.json").read_text())["articles"]

    from usenet_ops.devtools import localservices
    from usenet_ops.domain import ingest
    from usenet_ops.nntp.client import NNTPClient
    from usenet_ops.nntp.pool import Pool, PoolSettings
    from usenet_ops.nntp.provider import ProviderConfig
    from usenet_ops.passes import compose, crawl
    from usenet_ops.store import db, groups, migrations, settings

    scratch = Path(tempfile.mkdtemp(prefix="bench-ingest-"))
    pg = localservices.find_or_start_postgres(None, scratch)
    token = secrets.token_hex(3)
    made: list[str] = []
    try:
        with news_server(args.articles, corpus=args.corpus) as url:
            provider = ProviderConfig.from_url(url, backbone="bench", compression=args.compression == "on")
            client = NNTPClient(provider).connect()
            names = [g.name for g in client.list_active("alt.binaries.*")]
            bounds = {n: client.group(n) for n in names}
            indexed = frozenset(names)

            def read_all(take) -> tuple[int, float]:  # type: ignore[no-untyped-def]
                lines = 0
                t0 = time.perf_counter()
                for n, info in bounds.items():
                    client.group(n)
                    for lo in range(info.low, info.high + 1, args.batch):
                        lines += take(n, lo, min(lo + args.batch - 1, info.high))
                return lines, time.perf_counter() - t0

            def crawl_all(dsn: str) -> tuple[int, int, float]:
                conn = db.connect(dsn, autocommit=True)
                for n in names:
                    groups.add(conn, n)
                for knob, value in {"crawl_headroom": 0, "max_articles_per_group": 10**9, "batch": args.batch,
                                    "staging_max_rows": 10**10, "crawl_max_batches": 10**6}.items():
                    settings.set_value(conn, knob, value)
                live = compose.load_settings(conn)
                filters = compose.load_filters(conn)
                articles = staged = 0
                t0 = time.perf_counter()
                # As the CLI crawls: one pool, its connection reused from group to group.
                with Pool(provider, PoolSettings.from_knobs(live)) as pool:
                    for n in names:
                        target = crawl.CrawlTarget(provider=url, backbone="bench", group=n, indexed_groups=indexed)
                        report = crawl.crawl_group(target, conn=conn, pool=pool, settings=live, filters=filters,
                                                   owner="bench", budget_sec=10**6,
                                                   stage_connect=lambda: db.connect(dsn, autocommit=True),
                                                   staging=compose.staging_backend(live))
                        articles += report.articles
                        staged += report.staged
                took = time.perf_counter() - t0
                conn.close()
                return articles, staged, took

            rounds = []
            for i in range(args.rounds):
                # Each round measures the baselines and the crawl back to back (a fresh database for the
                # crawl), so drift on a shared machine hits both sides of each ratio alike.
                total_lines, raw = read_all(lambda n, lo, hi: len(client.over_lines(lo, hi)))
                _, raw_block = read_all(lambda n, lo, hi: client.over_block(lo, hi).count(b"\n"))
                parsed, no_stage = read_all(lambda n, lo, hi: ingest.ingest_block(
                    client.over_block(lo, hi), client.overview_format, group=n, indexed_groups=indexed).articles)
                name = f"bench_ingest_{token}_{i}"
                dsn = localservices.create_database(pg.url, name)
                made.append(name)
                migrations.migrate(dsn)
                if args.staged_noise:
                    seed_noise(dsn, args.staged_noise)
                articles, staged, e2e = crawl_all(dsn)
                rounds.append({"raw": total_lines / raw, "raw_block": total_lines / raw_block,
                               "no_stage": parsed / no_stage, "e2e": articles / e2e, "staged": staged,
                               "lines": total_lines})
            client.quit()
        peak_mib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024

        def med(key: str) -> float:
            return statistics.median(r[key] for r in rounds)

        def ratio(num: str, den: str) -> float:
            return round(statistics.median(r[num] / r[den] for r in rounds), 3)

        result = {
            "articles": args.articles, "overview_lines": rounds[0]["lines"], "compression": args.compression,
            "rounds": args.rounds, "staged_noise_sets": args.staged_noise,
            "raw_over_lines_per_s": round(med("raw")),
            "raw_over_block_lines_per_s": round(med("raw_block")),
            "read_parse_ingest_lines_per_s": round(med("no_stage")),
            "end_to_end_lines_per_s": round(med("e2e")),
            "staged": rounds[0]["staged"],
            "ratio_end_to_end_vs_raw": ratio("e2e", "raw"),
            "ratio_end_to_end_vs_raw_block": ratio("e2e", "raw_block"),
            "ratio_ingest_no_staging_vs_raw": ratio("no_stage", "raw"),
            "ratios_end_to_end_vs_raw": [round(r["e2e"] / r["raw"], 3) for r in rounds],
            "peak_rss_mib": round(peak_mib, 1),
            "c_scanner": ingest.native_available(),
        }
        print(json.dumps(result, indent=1))
    finally:
        for name in made:
            localservices.drop_database(pg.url, name)
        pg.stop()

if __name__ == "__main__":
    main()
