"""Tag fill releases/s in a catalogue of 1M releases, against a plain SQL rewrite of the same rows in the same run.

The catalogue is COPYed in (corpus.catalogue_fill: real compact NZBs, stale
derived fields, an old classifier version), then tag fill re-derives
``--measure`` releases (whole batches from the lowest id, through the same
``passes.tagfill.run_batch`` the DAG maps) with the sweep on and a blacklist
rule that removes about 1 in 97. The baseline is an UPDATE that rewrites the
version column of the same number of rows by id range (the least any re-derive
must write), measured on the rows just after them, so both meet the same
table.

    python -m bench.tagfill --releases 1000000 --measure 50000
"""

from __future__ import annotations

import argparse
import json
import secrets
import tempfile
import time
from pathlib import Path


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--releases", type=int, default=1_000_000)
    parser.add_argument("--measure", type=int, default=50_000, help="releases tag fill re-derives (from the lowest id)")
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
            t0 = time.perf_counter()
            report = tagfill.run_batch(conn, 1, 1 + measure, settings=settings, filters=build_filters, run_id="bench")
            tagfill_s = time.perf_counter() - t0
            t0 = time.perf_counter()
            rewritten = 0
            for lo in range(1 + measure, 1 + 2 * measure, tagfill.CHUNK):
                rewritten += conn.execute("UPDATE releases SET classifier_version = 'baseline' WHERE id >= %s"
                                          " AND id < %s", (lo, min(lo + tagfill.CHUNK, 1 + 2 * measure))).rowcount
            baseline_s = time.perf_counter() - t0
        print(json.dumps({
            "releases": loaded, "copy_rows_per_s": round(loaded / load_s),
            "measured": report.examined, "changed": report.changed, "removed": report.removed,
            "unjudgeable": report.unjudgeable,
            "tagfill_releases_per_s": round(report.examined / tagfill_s, 1),
            "baseline_update_rows_per_s": round(rewritten / baseline_s, 1),
            "ratio_tagfill_vs_update": round((report.examined / tagfill_s) / (rewritten / baseline_s), 4),
        }, indent=1))
    finally:
        localservices.drop_database(pg.url, name)
        pg.stop()


if __name__ == "__main__":
    main()
