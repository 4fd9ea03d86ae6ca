"""Build throughput: segments/s from staging to catalogue, and the cost of incomplete noise.

Staging is synthesised in SQL (complete sets of F files x P segments) in a
scratch database. Figures, all from the same run:
- build segments/s, against a baseline of merely reading the same segments
  out of staging (one query for the chunks, split into per-segment tuples) -- the floor any build must pay;
- the pass time with 10x as many incomplete sets staged beside the ready
  ones, as a ratio to the same pass without them (the build must be
  O(ready sets), so the ratio should stay near 1): two databases, the same
  ready sets built in both round by round, the median of the paired ratios.

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
from typing import Any

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
       'Bench.Release.' || s || ' [' || f || '/' || %(files)s || '] - '
           || '"Bench.Release.' || s || '.part' || f || '.rar" yEnc (1/' || %(parts)s || ')',
       f, %(parts)s, CASE WHEN %(ready)s OR f > 1 THEN %(parts)s ELSE %(parts)s - 1 END, %(parts)s::bigint * 700000, 1764000000
FROM generate_series(1, %(sets)s) AS s, generate_series(1, %(files)s) AS f;
INSERT INTO usenet.staged_chunks (file_id, parts, sizes, message_ids)
SELECT %(p)s || s || '-' || f, array_agg(p ORDER BY p), array_agg(700000),
       string_agg(md5(%(p)s || s || '-' || f || '-' || p) || '@bench.local', E'\n' ORDER BY p)
FROM generate_series(1, %(sets)s) AS s, generate_series(1, %(files)s) AS f, generate_series(1, %(parts)s) AS p
WHERE %(ready)s OR f > 1 OR p < %(parts)s
GROUP BY s, f;
"""


def seed(conn: Any, prefix: str, sets: int, files: int, parts: int, *, ready: bool) -> None:
    """Stage ``sets`` sets of ``files`` x ``parts`` segments (complete or one short: ``ready``) and analyse the tables."""
    params = {"p": prefix, "sets": sets, "files": files, "parts": parts, "ready": ready}
    for statement in filter(str.strip, SEED_SQL.split(";")):
        conn.execute(statement, params)
    for table in ("staged_sets", "staged_files", "staged_chunks"):
        conn.execute(f"ANALYZE usenet.{table}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sets", type=int, default=2000)
    parser.add_argument("--files", type=int, default=10)
    parser.add_argument("--parts", type=int, default=50)
    parser.add_argument("--rounds", type=int, default=5, help="median of this many paired clean and noisy passes")
    args = parser.parse_args()

    from usenet_ops.devtools import localservices
    from usenet_ops.passes import build, compose
    from usenet_ops.store import db, migrations, settings
    from usenet_ops.store.catalogue import PostgresCatalogue

    scratch = Path(tempfile.mkdtemp(prefix="bench-build-"))
    pg = localservices.find_or_start_postgres(None, scratch)
    token = secrets.token_hex(3)
    # Two databases, identical but for the noise: each round builds the same
    # ready sets in both, back to back, so drift on a shared machine (and the
    # catalogue's growth) hits both sides of each pair alike.
    names = {"clean": f"bench_build_{token}", "noisy": f"bench_build_{token}_noise"}
    segments = args.sets * args.files * args.parts
    conns: dict[str, db.Conn] = {}
    try:
        for side, name in names.items():
            dsn = localservices.create_database(pg.url, name)
            migrations.migrate(dsn)
            conns[side] = db.connect(dsn, autocommit=True)
            settings.set_value(conns[side], "build_drain_per_pass", 1_000_000)
            settings.set_value(conns[side], "walk_past_no_evict", True)

        def timed_build(conn: db.Conn) -> tuple[float, build.BuildReport]:
            live = compose.load_settings(conn)
            t0 = time.perf_counter()
            report = build.build_pass(conn, settings=live, sink=PostgresCatalogue(), filters=compose.load_build_filters(conn),
                                      budget_sec=10**6, staging=compose.staging_backend(live))
            return time.perf_counter() - t0, report

        seed(conns["noisy"], "noise", args.sets * 10, args.files, args.parts, ready=False)
        baselines, cleans, noisies, ratios = [], [], [], []
        for i in range(args.rounds):
            for side in ("clean", "noisy") if i % 2 == 0 else ("noisy", "clean"):  # alternate who goes first
                conn = conns[side]
                seed(conn, f"r{i}-", args.sets, args.files, args.parts, ready=True)
                if side == "clean":
                    t0 = time.perf_counter()
                    # The floor: fetch every staged chunk and split it into per-segment tuples.
                    with conn.cursor(row_factory=tuple_row) as cur:
                        chunks = cur.execute("SELECT file_id, parts, sizes, message_ids FROM usenet.staged_chunks").fetchall()
                    rows = [seg for fid, parts, sizes, ids in chunks for seg in zip(parts, sizes, ids.split("\n"), strict=True)]
                    baselines.append(len(rows) / (time.perf_counter() - t0))
                took, report = timed_build(conn)
                assert report.built == args.sets, report.as_dict()
                (cleans if side == "clean" else noisies).append(took)
            ratios.append(noisies[-1] / cleans[-1])
        baseline_rate, clean_s, noisy_s = statistics.median(baselines), statistics.median(cleans), statistics.median(noisies)
        print(json.dumps({
            "sets": args.sets, "segments": segments, "rounds": args.rounds,
            "baseline_read_segments_per_s": round(baseline_rate),
            "build_segments_per_s": round(segments / clean_s),
            "build_segments_per_s_best": round(segments / min(cleans)),
            "ratio_build_vs_read": round((segments / clean_s) / baseline_rate, 3),
            "clean_pass_s": round(clean_s, 2),
            "pass_with_10x_incomplete_noise_s": round(noisy_s, 2),
            "noise_ratio": round(statistics.median(ratios), 3),
            "noise_ratios": [round(r, 3) for r in ratios],
        }, indent=1))
    finally:
        for conn in conns.values():
            conn.close()
        for name in names.values():
            localservices.drop_database(pg.url, name)
        pg.stop()

if __name__ == "__main__":
    main()
