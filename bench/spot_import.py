"""Benchmark the Spotnet import end to end: spots/s from the news server into the catalogue.

Run: ``.venv/bin/python -m bench.spot_import --spots 3000``

A feed of valid moderator-signed spots (``corpus.spots.generate_spot_feed``:
each with a one-article NZB of 3 files x 4 segments) is served by the test
news server in another thread of this process; each round imports it into a
fresh database with the passes the DAG runs (``index_spots``: XOVER, header
checks, pipelined HEAD, XML, signatures, one transaction per batch;
``fetch_spots``: pipelined BODY, unescape, inflate, NZB parse, release,
catalogue insert).

Baseline, measured in the same round over the same articles: the bare wire
work, the least any import must do: XOVER of every range, HEAD of every
spot and BODY of every NZB article through the same client (pipelined the
same way), without parsing, verifying or storing anything. Reported as the
ratio of import time to wire time. Medians of ``--rounds`` rounds.
"""

from __future__ import annotations

import argparse
import json
import secrets
import statistics
import tempfile
import time
from pathlib import Path


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--spots", type=int, default=3000)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()

    from usenet_ops import corpus as corpus_mod
    from usenet_ops import newsserver
    from usenet_ops.corpus.spots import generate_spot_feed
    from usenet_ops.devtools import localservices
    from usenet_ops.domain.spotnet.signature import escape_base64
    from usenet_ops.nntp.client import NNTPClient
    from usenet_ops.nntp.pool import Pool
    from usenet_ops.nntp.provider import ProviderConfig
    from usenet_ops.passes import compose, spot_fetch, spot_index
    from usenet_ops.store import db, migrations, settings, spot_records

    scratch = Path(tempfile.mkdtemp(prefix="bench-spots-"))
    started = time.perf_counter()
    feed = generate_spot_feed(args.spots)
    generated = time.perf_counter() - started
    base = corpus_mod.load(corpus_mod.generate(articles=50, seed=1, out=scratch / "corpus").directory)
    pg = localservices.find_or_start_postgres(None, scratch)
    token = secrets.token_hex(3)
    names: list[str] = []
    rounds: list[dict[str, float]] = []
    with newsserver.serve(base, spots=newsserver.SpotSource.from_corpus(feed), compression=False) as srv:
        provider = ProviderConfig.from_url(srv.url, backbone="bench")
        try:
            for i in range(args.rounds):
                # The floor: the same XOVER ranges, HEADs and BODYs, read and thrown away.
                t0 = time.perf_counter()
                with NNTPClient(provider).connect() as client:
                    info = client.group("free.pt")
                    assert info is not None
                    mids: list[str] = []
                    for lo in range(info.low, info.high + 1, 1000):
                        mids += [line.split(b"\t")[4].decode()[1:-1]
                                 for line in client.over_lines(lo, min(lo + 999, info.high))]
                    client.fetch_many("HEAD", mids, window=32)
                    payload = [a.message_id for c in feed.cases for a in c.payload]
                    for j in range(0, len(payload), 8):
                        client.fetch_many("BODY", payload[j:j + 8], window=8)
                wire = time.perf_counter() - t0

                name = f"bench_spots_{token}_{i}"
                names.append(name)
                dsn = localservices.create_database(pg.url, name)
                migrations.migrate(dsn)
                with db.connect(dsn, autocommit=True) as conn:
                    spot_records.seed_keys(conn)
                    for key_id in feed.keyring:
                        spot_records.set_key(conn, key_id, escape_base64(feed.keyring.keys[key_id].modulus_bytes),
                                             role=feed.keyring.roles[key_id])
                    for knob, value in {"spot_batch_size": 1000, "spot_max_batches": 100_000,
                                        "spot_fetch_batch": args.spots}.items():
                        settings.set_value(conn, knob, value)
                    live = compose.load_settings(conn)
                    with Pool(provider) as pool:
                        t0 = time.perf_counter()
                        index = spot_index.index_spots(conn, pool, settings=live, keyring=compose.load_keyring(conn),
                                                  provider="bench", backbone="bench", now=feed.now, budget_sec=10**6)
                        t_index = time.perf_counter() - t0
                        t0 = time.perf_counter()
                        fetch = spot_fetch.fetch_spots(conn, pool, settings=live, sink=compose.release_sink(),
                                                  provider="bench", backbone="bench", budget_sec=10**6)
                        t_fetch = time.perf_counter() - t0
                    assert index.spots == args.spots and fetch.imported == args.spots, (index.as_dict(), fetch.as_dict())
                rounds.append({"wire": wire, "index": t_index, "fetch": t_fetch})
        finally:
            for name in names:
                localservices.drop_database(pg.url, name)
            pg.stop()
    wire = statistics.median(r["wire"] for r in rounds)
    index_s = statistics.median(r["index"] for r in rounds)
    fetch_s = statistics.median(r["fetch"] for r in rounds)
    total = statistics.median(r["index"] + r["fetch"] for r in rounds)
    print(json.dumps({
        "spots": args.spots, "rounds": args.rounds, "feed_generated_s": round(generated, 1),
        "import_spots_per_s": round(args.spots / total),
        "index_spots_per_s": round(args.spots / index_s),
        "fetch_spots_per_s": round(args.spots / fetch_s),
        "baseline_wire_spots_per_s": round(args.spots / wire),
        "ratio_import_time_to_wire_time": round(total / wire, 2),
        "round_ratios": [round((r["index"] + r["fetch"]) / r["wire"], 2) for r in rounds],
    }, indent=1))


if __name__ == "__main__":
    main()
