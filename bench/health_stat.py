"""Health checking: pipelined STAT against one at a time, STAT checks/s per connection, a 1M-segment sweep.

Run: ``.venv/bin/python -m bench.health_stat [--articles 1000000] [--ids 2000]``

Figures, each against a baseline measured in the same run:

1. ``NNTPClient.stat_outcomes`` (the sweep's pipelined STAT, window 100)
   against one STAT at a time on the same connection and the same ids,
   over bare loopback and through a proxy adding 1 ms each way (a provider
   in the same city is 1-10 ms away). Target: >= 10x at 1 ms.
2. A sweep of a catalogue of N segments (a generated corpus of N articles,
   every release catalogued from its manifest) through the real pass
   (``passes.health.check_releases``: decode the stored NZB, plan, STAT,
   record), in ``sample`` mode (the default) and in ``full`` mode; STAT
   checks per second per connection = STATs / time holding the connection.
   Baseline: the same sweep in full mode (every segment).

The news server runs in its own process (bench/nntp_server.py), so the
figures measure the client and the pass, not GIL contention with the server.
"""

from __future__ import annotations

import argparse
import json
import secrets
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager, nullcontext
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from bench.nntp_server import latency_proxy


@contextmanager
def serve(directory: Path) -> Iterator[str]:
    """Serve a generated corpus from a subprocess; yield its URL."""
    proc = subprocess.Popen([sys.executable, "-m", "usenet_ops.cli.main", "newsserver", "--corpus", str(directory),
                             "--port", "0", "--json"], stdout=subprocess.PIPE, text=True)
    try:
        line = proc.stdout.readline() if proc.stdout else ""
        if not line:
            raise RuntimeError("the news server exited before listening; run it by hand to see why")
        yield f"nntp://127.0.0.1:{json.loads(line)['port']}"
    finally:
        proc.terminate()
        proc.wait(10)


def pipelined_vs_single(url: str, ids: list[str], single_count: int) -> dict[str, float]:
    """Return STAT/s one at a time and pipelined (stat_outcomes), best of 3, and their ratio."""
    from usenet_ops.nntp.client import NNTPClient
    from usenet_ops.nntp.provider import ProviderConfig
    from usenet_ops.nntp.values import StatOutcome, Timeouts

    with NNTPClient(ProviderConfig.from_url(url, compression=False), Timeouts(command=120, stat=30)) as c:
        c.stat_outcomes(ids[:200])  # warm-up
        single = piped = float("inf")
        for _ in range(3):
            sample = ids[:single_count]
            t0 = time.perf_counter()
            one = [c.stat(m) for m in sample]
            single = min(single, (time.perf_counter() - t0) / len(sample))
            t0 = time.perf_counter()
            many = c.stat_outcomes(ids)
            piped = min(piped, (time.perf_counter() - t0) / len(ids))
            assert [o is StatOutcome.PRESENT for o in many[:single_count]] == one, "the two paths disagree"
    return {"single_per_s": round(1 / single), "pipelined_per_s": round(1 / piped), "ratio": round(single / piped, 1)}


def catalogue_from_manifest(conn: Any, directory: Path) -> tuple[int, int]:
    """Catalogue every release of a corpus from its manifest; return (releases, segments)."""
    from usenet_ops.corpus import Manifest
    from usenet_ops.domain.assembly.release import CatalogueRelease
    from usenet_ops.domain.identity import content_hash
    from usenet_ops.domain.nzb import NzbFile, NzbSegment, encode_compact
    from usenet_ops.store.catalogue import PostgresCatalogue

    posted = datetime(2025, 11, 1, tzinfo=UTC)
    sink = PostgresCatalogue()
    batch: list[CatalogueRelease] = []
    releases = segments = 0
    for entry in Manifest.open(directory).iter_releases():
        files = [NzbFile(f'"{f["name"] or "spam.txt"}" yEnc (1/{f["segments_expected"]})', "poster", 0, ("g",),
                         tuple(NzbSegment(s["number"], s["bytes"], s["message_id"]) for s in f["segments"]))
                 for f in entry["files"] if f["segments"]]
        ids = [s.message_id for f in files for s in f.segments]
        if not ids:
            continue
        batch.append(CatalogueRelease(
            content_hash=content_hash(ids), title=entry["name"] or "x", search_name=entry["name"] or "x",
            groups=tuple(entry["newsgroups"]), poster="poster", posted_at=posted, size=entry["size"],
            files=len(files), segments=len(ids), par2=True, completion=100.0, category=entry["category"], tags=(),
            series=None, season=None, episode=None, air_date=None, pack=False, imdb=None, tvdb=None, origin="crawl",
            broken=False, series_key=None, nzb=encode_compact(files)))
        releases += 1
        segments += len(ids)
        if len(batch) >= 500:
            with conn.transaction():
                sink.add(conn, batch)
            batch.clear()
    with conn.transaction():
        sink.add(conn, batch)
    conn.execute("UPDATE usenet.releases SET added_at = now() - interval '1 hour'")
    conn.execute("VACUUM ANALYZE usenet.releases")
    return releases, segments


def sweep(conn: Any, url: str, mode: str, ids: list[int], backbone: str) -> dict[str, Any]:
    """Run the real pass over every release in ``mode``; return its figures."""
    from usenet_ops.nntp.pool import Pool, PoolSettings
    from usenet_ops.nntp.provider import ProviderConfig
    from usenet_ops.passes import health
    from usenet_ops.settings import Settings

    settings = Settings.from_overrides({"health_mode": mode, "health_min_age_hours": 0, "health_budget_sec": 86_400,
                                        "health_max_stats": 1_000_000_000})
    target = health.HealthTarget(provider="bench", backbone=backbone, backbones=(backbone,), run_id="bench")
    cfg = ProviderConfig.from_url(url, compression=False, backbone=backbone)
    with Pool(cfg, PoolSettings.from_knobs(settings)) as pool:
        t0 = time.perf_counter()
        report = health.check_releases(conn, pool, target, ids, settings, only_due=False)
        seconds = time.perf_counter() - t0
    assert report.concluded == len(ids), report.as_dict()
    return {"seconds": round(seconds, 1), "releases_per_s": round(len(ids) / seconds, 1), "stats": report.stats,
            "stats_per_s_per_connection": round(report.stats / report.lease_seconds),
            "lease_share": round(report.lease_seconds / seconds, 3), "verdicts": dict(report.verdicts)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--articles", type=int, default=1_000_000, help="corpus size = segments swept")
    parser.add_argument("--ids", type=int, default=2000, help="message-ids in the pipelined-vs-single comparison")
    args = parser.parse_args()

    from usenet_ops import corpus
    from usenet_ops.devtools import localservices
    from usenet_ops.store import db, migrations

    scratch = Path(tempfile.mkdtemp(prefix="bench-health-"))
    t0 = time.perf_counter()
    manifest = corpus.generate(articles=args.articles, seed=7, out=scratch / "corpus")
    generated_s = time.perf_counter() - t0
    pg = localservices.find_or_start_postgres(None, scratch)
    name = f"bench_health_{secrets.token_hex(3)}"
    out: dict[str, Any] = {"articles": args.articles, "corpus_generate_s": round(generated_s, 1)}
    try:
        dsn = localservices.create_database(pg.url, name)
        migrations.migrate(dsn)
        with serve(manifest.directory) as url, db.connect(dsn, autocommit=True) as conn:
            sample_ids = []
            for entry in manifest.iter_releases():
                sample_ids.extend(s["message_id"] for f in entry["files"] for s in f["segments"])
                if len(sample_ids) >= args.ids:
                    break
            for label, one_way in (("loopback", 0.0), ("latency_1ms", 0.001)):
                with latency_proxy(url, one_way) if one_way else nullcontext(url) as target:
                    out[f"stat_{label}"] = pipelined_vs_single(target, sample_ids[: args.ids],
                                                               args.ids if not one_way else 200)
            t0 = time.perf_counter()
            releases, segments = catalogue_from_manifest(conn, manifest.directory)
            out["catalogue"] = {"releases": releases, "segments": segments,
                                "load_s": round(time.perf_counter() - t0, 1)}
            ids = [r["id"] for r in conn.execute("SELECT id FROM usenet.releases ORDER BY id")]
            out["sweep_sample"] = sweep(conn, url, "sample", ids, "bench-sample")
            out["sweep_full"] = sweep(conn, url, "full", ids, "bench-full")
            s, f = out["sweep_sample"], out["sweep_full"]
            out["sample_vs_full_time"] = round(s["seconds"] / f["seconds"], 3)
            out["sample_segments_covered_per_s"] = round(segments / s["seconds"])
            out["stats_per_s_per_connection_median"] = statistics.median(
                [s["stats_per_s_per_connection"], f["stats_per_s_per_connection"]])
        print(json.dumps(out, indent=1))
    finally:
        localservices.drop_database(pg.url, name)
        pg.stop()
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
