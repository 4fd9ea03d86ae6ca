"""Tag fill releases/s in a catalogue of 1M releases, against a plain SQL rewrite of the same rows in the same run.

The catalogue is COPYed in (corpus.catalogue_fill: real compact NZBs, stale
derived fields, an old classifier version), then tag fill re-derives
``--measure`` releases (whole batches from the lowest id, through the same
``passes.tagfill.run_batch`` the DAG maps) with the sweep on and a blacklist
rule that removes about 1 in 97. The baseline is a plain UPDATE of the same
rows and the same columns (every derived column and the version, each set to
what it holds), by id range, ``tagfill.CHUNK`` rows per statement, right
after the tag fill in the same run: the least a re-derive must write.

Measure at most ``catalogue_fill.SHAPES`` (20,000) releases: past that the
fill repeats titles and NZBs, and tag fill's per-batch memo
(``rederive.Judge``) would answer the repeats for free, a catalogue no
indexer has. ``distinct_titles_measured`` says how many distinct titles the
measured rows held.

    python -m bench.tagfill --releases 1000000 --measure 20000
"""

from __future__ import annotations

import argparse
import cProfile
import json
import os
import pstats
import secrets
import sys
import tempfile
import time
from pathlib import Path


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--releases", type=int, default=1_000_000)
    parser.add_argument("--measure", type=int, default=20_000,
                        help="releases tag fill re-derives (from the lowest id; at most 20,000 for distinct titles)")
    parser.add_argument("--profile", type=int, default=0, metavar="N",
                        help="run the tag fill under cProfile and print its N costliest functions (to stderr)")
    args = parser.parse_args()

    from usenet_ops.corpus import catalogue_fill
    from usenet_ops.devtools import localservices
    from usenet_ops.passes import compose, tagfill
    from usenet_ops.store import catalogue, db, filters, migrations

    scratch = Path(tempfile.mkdtemp(prefix="bench-tagfill-"))
    pg = localservices.find_or_start_postgres(None, scratch)
    name = f"bench_tagfill_{secrets.token_hex(3)}"
    dsn = localservices.create_database(pg.url, name)
    try:
        migrations.migrate(dsn)
        with db.connect(dsn, autocommit=True) as conn:
            t0 = time.perf_counter()
            loaded = catalogue.copy_releases(conn, catalogue_fill.COPY_COLUMNS, catalogue_fill.rows(args.releases))
            load_s = time.perf_counter() - t0
            conn.execute("ANALYZE releases")
            filters.add_blacklist(conn, "name", catalogue_fill.JUNK_MARKER, "bench")
            build_filters = compose.load_build_filters(conn)
            settings = compose.load_settings(conn)
            measure = min(args.measure, loaded // 2)
            t0, cpu0, main0 = time.perf_counter(), time.process_time(), time.thread_time()
            profiler = cProfile.Profile() if args.profile else None
            if profiler is not None:
                profiler.enable()
            report = tagfill.run_batch(conn, 1, 1 + measure, settings=settings, filters=build_filters, run_id="bench")
            if profiler is not None:
                profiler.disable()
            tagfill_s, tagfill_cpu_s = time.perf_counter() - t0, time.process_time() - cpu0
            main_cpu_s = time.thread_time() - main0
            # The baseline: the same rows, the same columns, by id range, CHUNK per statement (a plain UPDATE that
            # rewrites each derived column and the version with what it holds: the least a re-derive must write).
            t0 = time.perf_counter()
            rewritten = 0
            for lo in range(1, 1 + measure, tagfill.CHUNK):
                rewritten += conn.execute(
                    "UPDATE releases SET search_name = search_name, category = category, tags = tags, series = series,"
                    " series_key = series_key, season = season, episode = episode, air_date = air_date, pack = pack,"
                    " classifier_version = 'baseline' WHERE id >= %s AND id < %s AND origin = 'crawl'",
                    (lo, min(lo + tagfill.CHUNK, 1 + measure))).rowcount
            baseline_s = time.perf_counter() - t0
            distinct = conn.execute("SELECT count(DISTINCT title) AS n FROM releases WHERE id < %s",
                                    (1 + measure,)).fetchone()["n"]
        if profiler is not None:
            pstats.Stats(profiler, stream=sys.stderr).sort_stats("tottime").print_stats(args.profile)
            pstats.Stats(profiler, stream=sys.stderr).sort_stats("cumulative").print_stats(args.profile)
        print(json.dumps({
            "releases": loaded, "copy_rows_per_s": round(loaded / load_s),
            "measured": report.examined, "distinct_titles_measured": distinct, "changed": report.changed,
            "removed": report.removed, "unjudgeable": report.unjudgeable,
            "tagfill_releases_per_s": round(report.examined / tagfill_s, 1),
            "tagfill_seconds": round(tagfill_s, 2), "baseline_seconds": round(baseline_s, 2),
            # The worker's own CPU (judging, encoding, psycopg): releases per CPU-second of one task's process, the
            # rate a task reaches when its core is its own and Postgres keeps up.
            "tagfill_client_cpu_seconds": round(tagfill_cpu_s, 2),
            "tagfill_releases_per_client_cpu_s": round(report.examined / tagfill_cpu_s, 1) if tagfill_cpu_s else 0.0,
            # The batch's own thread (judging; the chunk writes run in a second thread, tagfill._walk): its CPU over
            # the wall is the share of the batch it was busy, the rest it waited for Postgres or for a core.
            "tagfill_main_thread_cpu_seconds": round(main_cpu_s, 2),
            "tagfill_main_thread_busy_share": round(main_cpu_s / tagfill_s, 3),
            "baseline_update_rows_per_s": round(rewritten / baseline_s, 1),
            "ratio_tagfill_vs_update": round((report.examined / tagfill_s) / (rewritten / baseline_s), 4),
            "load_average_1m": round(os.getloadavg()[0], 1),
        }, indent=1))
    finally:
        localservices.drop_database(pg.url, name)
        pg.stop()


if __name__ == "__main__":
    main()
