"""The API's listings with unnamed releases in the catalogue: 093's named-only indexes against the plain walks.

Loads ``--releases`` synthetic releases (bench.api_latency's loader), marks
``--unnamed`` of them (a share, spread over time as obfuscated uploads are)
unnamed, then runs the catalogue's own dense-path SQL for a newest-first
browse, a category browse and a browse without dead releases, under
``EXPLAIN (ANALYZE, BUFFERS)``: shared buffers touched (deterministic) and
time, first with 093's partial indexes, then with them dropped and 030's /
081's walks back (the baseline in the same run). Prints one JSON object.

    python -m bench.named_listing --releases 200000 --unnamed 0.6
"""

from __future__ import annotations

import argparse
import json
import os
import tempfile
from pathlib import Path

from psycopg import sql

from bench.api_latency import load
from usenet_ops.devtools import localservices
from usenet_ops.store import catalogue, db, migrations

QUERIES = {
    "browse": catalogue.ReleaseQuery(limit=100),
    "category": catalogue.ReleaseQuery(categories=frozenset({5040}), limit=100),
    "live": catalogue.ReleaseQuery(hide_dead=True, limit=100),
}


def _explain(conn: db.Conn, q: catalogue.ReleaseQuery) -> tuple[int, float]:
    where, params = catalogue._where(q)
    plan = conn.execute(sql.SQL("EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) SELECT r.* FROM releases r WHERE {} "
                                "ORDER BY r.posted_at DESC, r.id DESC LIMIT 100").format(where), params).fetchone()
    doc = next(iter(plan.values()))[0]
    top = doc["Plan"]
    return int(top.get("Shared Hit Blocks", 0) + top.get("Shared Read Blocks", 0)), float(doc["Execution Time"])


def _measure(conn: db.Conn, rounds: int) -> dict[str, dict[str, float]]:
    out = {}
    for name, q in QUERIES.items():
        runs = sorted(_explain(conn, q) for _ in range(rounds))
        buffers, ms = runs[len(runs) // 2]
        out[name] = {"buffers": buffers, "ms": round(ms, 3)}
    return out


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--releases", type=int, default=200_000)
    parser.add_argument("--unnamed", type=float, default=0.6)
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args(argv)
    scratch = Path(tempfile.mkdtemp(prefix="usenet-bench-named-"))
    pg = localservices.find_or_start_postgres(os.environ.get("USENET_BENCH_ADMIN_URL"), scratch)
    dsn = localservices.create_database(pg.url, f"usenet_bench_named_{os.getpid()}")
    migrations.migrate(dsn)
    load(dsn, args.releases)
    with db.connect(dsn, autocommit=True) as conn:
        conn.execute("UPDATE releases SET named = false WHERE (id * 7919) %% 1000 < %s", (int(args.unnamed * 1000),))
        conn.execute("UPDATE releases SET dead = true WHERE id % 50 = 0")
        conn.execute("VACUUM ANALYZE releases")
        named = _measure(conn, args.rounds)
        for index in ("releases_posted_named", "releases_posted_live_named", "releases_category_posted_named"):
            conn.execute(f"DROP INDEX {index}")
        conn.execute("CREATE INDEX releases_posted_live ON releases (posted_at DESC, id DESC) WHERE NOT dead")
        conn.execute("CREATE INDEX releases_category_posted ON releases (category, posted_at DESC, id DESC)")
        conn.execute("VACUUM ANALYZE releases")
        plain = _measure(conn, args.rounds)
    print(json.dumps({"releases": args.releases, "unnamed_share": args.unnamed, "named_indexes": named,
                      "plain_walks": plain,
                      "buffer_ratio": {k: round(named[k]["buffers"] / max(1, plain[k]["buffers"]), 3) for k in named}}))


if __name__ == "__main__":
    main()
