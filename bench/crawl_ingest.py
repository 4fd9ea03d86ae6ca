"""End-to-end ingest rate: read + parse + filter + aggregate + stage into Postgres.

Measured per process against the raw OVER read rate of the same data in the
same run (the baseline: the client reading the same ranges and only splitting
lines). Also reports the stages apart (read+parse+ingest without staging) and
the process's peak RSS, so memory can be compared across corpus sizes.

    python -m bench.crawl_ingest --articles 200000
"""

from __future__ import annotations

import argparse
import json
import resource
import secrets
import shutil
import tempfile
import time
from pathlib import Path

import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def news_server(articles: int, seed: int = 7, corpus: Path | None = None) -> Iterator[str]:
    """Serve a corpus (generated here unless given) from a subprocess, so this process's RSS is the crawl's alone."""
    out = corpus or Path(tempfile.mkdtemp(prefix="bench-ingest-corpus-"))
    cli = [sys.executable, "-m", "usenet_ops.cli.main"]
    if corpus is None:
        subprocess.run([*cli, "corpus", "generate", "--articles", str(articles), "--seed", str(seed), "--out", str(out)],
                       check=True, stdout=subprocess.DEVNULL)
    proc = subprocess.Popen([*cli, "newsserver", "--corpus", str(out), "--port", "0", "--json"],
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--articles", type=int, default=200_000)
    parser.add_argument("--batch", type=int, default=3000)
    parser.add_argument("--corpus", type=Path, default=None,
                        help="serve this corpus (from `usenet-ops corpus generate`) instead of generating one")
    parser.add_argument("--compression", choices=("on", "off"), default="off",
                        help="negotiate COMPRESS DEFLATE (off by default: on loopback it only moves CPU from the wire "
                             "to both ends, and the server's share competes with the crawl on a small machine)")
    args = parser.parse_args()
    if args.corpus is not None:
        args.articles = json.loads((args.corpus / "corpus.json").read_text())["articles"]

    from usenet_ops import localservices, settings
    from usenet_ops.nntp.client import NNTPClient
    from usenet_ops.nntp.provider import ProviderConfig
    from usenet_ops.passes import crawl, ingest, wiring
    from usenet_ops.store import db, groups, migrations

    scratch = Path(tempfile.mkdtemp(prefix="bench-ingest-"))
    pg = localservices.find_or_start_postgres(None, scratch)
    name = f"bench_ingest_{secrets.token_hex(3)}"
    dsn = localservices.create_database(pg.url, name)
    try:
        migrations.migrate(dsn)
        with news_server(args.articles, corpus=args.corpus) as url:
            provider = ProviderConfig.from_url(url, backbone="bench", compression=args.compression == "on")
            client = NNTPClient(provider).connect()
            names = [g.name for g in client.list_active("alt.binaries.*")]
            bounds = {n: client.group(n) for n in names}
            total_lines = 0
            # Baseline: the raw OVER read of every range the crawl will read.
            t0 = time.perf_counter()
            for n, info in bounds.items():
                client.group(n)
                for lo in range(info.low, info.high + 1, args.batch):
                    total_lines += len(client.over_lines(lo, min(lo + args.batch - 1, info.high)))
            raw = time.perf_counter() - t0
            # Read + parse + ingest (no staging).
            t0 = time.perf_counter()
            parsed = 0
            indexed = frozenset(names)
            for n, info in bounds.items():
                client.group(n)
                for lo in range(info.low, info.high + 1, args.batch):
                    lines = client.over_lines(lo, min(lo + args.batch - 1, info.high))
                    parsed += ingest.ingest_lines(lines, client.overview_format, group=n,
                                                  indexed_groups=indexed).articles
            no_stage = time.perf_counter() - t0
            client.quit()
            # End to end through the crawl pass into Postgres staging.
            conn = db.connect(dsn, autocommit=True)
            for n in names:
                groups.add(conn, n)
            for knob, value in {"crawl_headroom": 0, "max_articles_per_group": 10**9, "batch": args.batch,
                                "staging_max_rows": 10**10, "crawl_max_batches": 10**6}.items():
                settings.set_value(conn, knob, value)
            live = wiring.load_settings(conn)
            filters = wiring.load_filters(conn)
            t0 = time.perf_counter()
            articles = staged = 0
            for n in names:
                target = crawl.CrawlTarget(provider=url, backbone="bench", group=n, indexed_groups=indexed)
                report = crawl.crawl_group(target, conn=conn, open_client=lambda: NNTPClient(provider).connect(),
                                           settings=live, filters=filters, owner="bench", budget_sec=10**6,
                                           stage_connect=lambda: db.connect(dsn, autocommit=True))
                articles += report.articles
                staged += report.staged
            e2e = time.perf_counter() - t0
            conn.close()
        peak_mib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        result = {
            "articles": args.articles, "overview_lines": total_lines, "compression": args.compression,
            "raw_over_lines_per_s": round(total_lines / raw),
            "read_parse_ingest_lines_per_s": round(parsed / no_stage),
            "end_to_end_lines_per_s": round(articles / e2e),
            "staged": staged,
            "ratio_end_to_end_vs_raw": round((articles / e2e) / (total_lines / raw), 3),
            "ratio_ingest_no_staging_vs_raw": round((parsed / no_stage) / (total_lines / raw), 3),
            "peak_rss_mib": round(peak_mib, 1),
            "c_scanner": ingest.native_available(),
        }
        print(json.dumps(result, indent=1))
    finally:
        localservices.drop_database(pg.url, name)
        pg.stop()


if __name__ == "__main__":
    main()
