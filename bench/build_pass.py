"""Build throughput: segments/s from staging to catalogue, and the cost of incomplete noise.

Staging is synthesised in SQL (complete sets of F files x P segments) in a
scratch database. Figures, all from the same run:
- build segments/s, against a baseline of merely reading the same segments
  out of staging (one query for the chunks, split into per-segment tuples) -- the floor any build must pay;
- the pass time with 10x as many incomplete sets staged beside the ready
  ones, as a ratio to the same pass without them (the build must be
  O(ready sets), so the ratio should stay near 1).

    python -m bench.build_pass --sets 2000 --files 10 --parts 50
"""

from __future__ import annotations

import argparse
import json
import secrets
import statistics
import tempfile
import time
from pathlib import Path

from psycopg.rows import tuple_row

SEED_SQL = """
INSERT INTO usenet.staged_sets (set_id, group_name, base, poster, groups, file_total, files_seen, files_complete,
    segments_have, segments_total, bytes, backbone, art_lo, art_hi, posted_min, posted_max, status, ready_since)
SELECT %(p)s || s, 'alt.binaries.bench', 'Bench.Release.' || %(p)s || s || '.1080p.WEB-DL.x264-GRP', 'poster@bench',
       ARRAY['alt.binaries.bench'], %(files)s, %(files)s, CASE WHEN %(ready)s THEN %(files)s ELSE %(files)s - 1 END,
       %(files)s * %(parts)s, %(files)s * %(parts)s, %(files)s::bigint * %(parts)s * 700000, 'bench', s * 1000, s * 1000 + 999,
       1764000000, 1764000000, CASE WHEN %(ready)s THEN 'ready' ELSE 'forming' END, CASE WHEN %(ready)s THEN now() END
FROM generate_series(1, %(sets)s) AS s;
INSERT INTO usenet.staged_files (file_id, set_id, file_name, subject, file_index, part_total, parts_have, bytes, posted)
SELECT %(p)s || s || '-' || f, %(p)s || s, 'Bench.Release.' || s || '.part' || lpad(f::text, 2, '0') || '.rar',
       'Bench.Release.' || s || ' [' || f || '/' || %(files)s || '] - "Bench.Release.' || s || '.part' || f || '.rar" yEnc (1/' || %(parts)s || ')',
       f, %(parts)s, CASE WHEN %(ready)s OR f > 1 THEN %(parts)s ELSE %(parts)s - 1 END, %(parts)s::bigint * 700000, 1764000000
FROM generate_series(1, %(sets)s) AS s, generate_series(1, %(files)s) AS f;
INSERT INTO usenet.staged_chunks (file_id, parts, sizes, message_ids)
SELECT %(p)s || s || '-' || f, array_agg(p ORDER BY p), array_agg(700000),
       string_agg(md5(%(p)s || s || '-' || f || '-' || p) || '@bench.local', E'\n' ORDER BY p)
FROM generate_series(1, %(sets)s) AS s, generate_series(1, %(files)s) AS f, generate_series(1, %(parts)s) AS p
WHERE %(ready)s OR f > 1 OR p < %(parts)s
GROUP BY s, f;
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sets", type=int, default=2000)
    parser.add_argument("--files", type=int, default=10)
    parser.add_argument("--parts", type=int, default=50)
    parser.add_argument("--rounds", type=int, default=3, help="median of this many clean and noisy passes")
    args = parser.parse_args()

    from usenet_ops import localservices, settings
    from usenet_ops.passes import build, wiring
    from usenet_ops.store import db, migrations
    from usenet_ops.store.catalogue import PostgresCatalogue

    scratch = Path(tempfile.mkdtemp(prefix="bench-build-"))
    pg = localservices.find_or_start_postgres(None, scratch)
    name = f"bench_build_{secrets.token_hex(3)}"
    dsn = localservices.create_database(pg.url, name)
    segments = args.sets * args.files * args.parts
    try:
        migrations.migrate(dsn)
        conn = db.connect(dsn, autocommit=True)
        settings.set_value(conn, "build_drain_per_pass", 1_000_000)
        settings.set_value(conn, "walk_past_no_evict", True)

        def seed(prefix: str, sets: int, ready: bool) -> None:
            params = {"p": prefix, "sets": sets, "files": args.files, "parts": args.parts, "ready": ready}
            for statement in filter(str.strip, SEED_SQL.split(";")):
                conn.execute(statement, params)
            for table in ("staged_sets", "staged_files", "staged_chunks"):
                conn.execute(f"ANALYZE usenet.{table}")

        def timed_build() -> tuple[float, build.BuildReport]:
            live = wiring.load_settings(conn)
            t0 = time.perf_counter()
            report = build.build_pass(conn, settings=live, sink=PostgresCatalogue(), filters=wiring.load_build_filters(conn),
                                      budget_sec=10**6)
            return time.perf_counter() - t0, report

        # Medians of several rounds: single passes swing by 20-30% on a shared machine.
        baselines, cleans, noisies = [], [], []
        for i in range(args.rounds):
            seed(f"a{i}-", args.sets, True)
            t0 = time.perf_counter()
            # The floor: fetch every staged chunk and split it into per-segment tuples.
            with conn.cursor(row_factory=tuple_row) as cur:
                chunks = cur.execute("SELECT file_id, parts, sizes, message_ids FROM usenet.staged_chunks").fetchall()
            rows = [seg for fid, parts, sizes, ids in chunks for seg in zip(parts, sizes, ids.split("\n"))]
            baselines.append(len(rows) / (time.perf_counter() - t0))
            clean_s, clean = timed_build()
            assert clean.built == args.sets, clean.as_dict()
            cleans.append(clean_s)
        seed("noise", args.sets * 10, False)
        for i in range(args.rounds):
            seed(f"b{i}-", args.sets, True)
            noisy_s, noisy = timed_build()
            assert noisy.built == args.sets, noisy.as_dict()
            noisies.append(noisy_s)
        baseline_rate, clean_s, noisy_s = statistics.median(baselines), statistics.median(cleans), statistics.median(noisies)
        print(json.dumps({
            "sets": args.sets, "segments": segments, "rounds": args.rounds,
            "baseline_read_segments_per_s": round(baseline_rate),
            "build_segments_per_s": round(segments / clean_s),
            "build_segments_per_s_best": round(segments / min(cleans)),
            "ratio_build_vs_read": round((segments / clean_s) / baseline_rate, 3),
            "clean_pass_s": round(clean_s, 2),
            "pass_with_10x_incomplete_noise_s": round(noisy_s, 2),
            "noise_ratio": round(noisy_s / clean_s, 3),
        }, indent=1))
        conn.close()
    finally:
        localservices.drop_database(pg.url, name)
        pg.stop()


if __name__ == "__main__":
    main()
