"""Benchmark the probe pass end to end: probe articles/s and bytes read per named release.

Run: ``.venv/bin/python -m bench.probe_pass [--articles 15000]``

A generated corpus (hashed uploads whose par2 lists the real names, NFOs
with ids, RAR/7z archives plain and encrypted) is catalogued from its
manifest as the build stores it (obfuscated releases unnamed), its
candidates chosen by the build's own picker (``candidates.choose``)
and enqueued; then the real pass (``passes.probe.run_probes``: claim, BODY,
decode, merge, name, finish) drains the queue from a news server in its own
process. Baselines measured in the same run:

- articles/s: the same message-ids fetched with bare BODY on one pooled
  connection, nothing decoded or stored (the transport's ceiling);
- bytes per named release: the bytes of the whole release (what naming it
  by downloading it would cost).
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import secrets
import shutil
import tempfile
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

from bench.health_stat import serve


def catalogue(conn: Any, manifest: dict[str, Any]) -> tuple[dict[int, dict[str, Any]], int]:
    """Catalogue the releases with probe truth (obfuscated ones unnamed) and enqueue their candidates.

    Returns ({release row id: manifest entry}, candidates enqueued).
    """
    from usenet_ops.domain.assembly.release import CatalogueRelease
    from usenet_ops.domain.identity import content_hash
    from usenet_ops.domain.nzb import NzbFile, NzbSegment, encode_compact
    from usenet_ops.domain.probe.candidates import FileArticles, choose
    from usenet_ops.store import probe_queue
    from usenet_ops.store.catalogue import PostgresCatalogue

    picked = [e for e in manifest["releases"] if e.get("expect_in_catalogue") and e.get("probe")]
    rels = []
    for e in picked:
        files = [NzbFile(f'"{f["name"]}" yEnc (1/{f["segments_expected"]})', "poster", 0, ("g",),
                         tuple(NzbSegment(s["number"], s["bytes"], s["message_id"]) for s in f["segments"]))
                 for f in e["files"] if f["segments"]]
        ids = [s.message_id for f in files for s in f.segments]
        r = CatalogueRelease(
            content_hash=content_hash(ids), title=e["name"], search_name=e["name"], groups=tuple(e["newsgroups"]),
            poster="poster", posted_at=dt.datetime.now(dt.UTC), size=e["size"],
            files=len(files), segments=len(ids), par2=True, completion=100.0, category=e["category"], tags=(),
            series=None, season=None, episode=None, air_date=None, pack=False, imdb=None, tvdb=None, origin="crawl",
            broken=False, series_key=None, nzb=encode_compact(files))
        if e.get("obfuscated_name"):
            r = replace(r, title=e["obfuscated_name"], search_name=e["obfuscated_name"], category=8020, named=False)
        rels.append(r)
    with conn.transaction():
        PostgresCatalogue().add(conn, rels)
    by_hash = {r.content_hash: e for r, e in zip(rels, picked, strict=True)}
    rows = {int(r["id"]): by_hash[r["content_hash"]]
            for r in conn.execute("SELECT id, content_hash FROM usenet.releases").fetchall()}
    candidates = []
    for rid, e in rows.items():
        articles = [FileArticles(f["name"], [s["number"] for s in f["segments"]],
                                               [s["message_id"] for s in f["segments"]], f["size"])
                 for f in e["files"] if f["segments"]]
        candidates += [probe_queue.Candidate(rid, c.kind, c.message_id, c.file_name, c.size, c.priority)
                       for c in choose(articles, named=not e.get("obfuscated_name"))]
    with conn.transaction():
        added = probe_queue.enqueue(conn, candidates)
    return rows, added


def bare_bodies(url: str, message_ids: list[str]) -> tuple[float, int]:
    """Fetch each message-id with BODY on one pooled connection; return (seconds, bytes)."""
    from usenet_ops.nntp.pool import Pool, PoolSettings
    from usenet_ops.nntp.provider import ProviderConfig
    from usenet_ops.settings import Settings

    cfg = ProviderConfig.from_url(url, compression=False, backbone="bench")
    with Pool(cfg, PoolSettings.from_knobs(Settings.from_overrides({}))) as pool:
        with pool.borrow(10.0) as client:
            t0 = time.perf_counter()
            nbytes = 0
            for mid in message_ids:
                art = client.body(f"<{mid.strip('<>')}>")
                nbytes += sum(len(line) + 2 for line in art.lines) if art is not None else 0
            seconds = time.perf_counter() - t0
    return seconds, nbytes


def probe(conn: Any, url: str) -> dict[str, Any]:
    """Run the real pass over the whole queue; return its report."""
    from usenet_ops.nntp.pool import Pool, PoolSettings
    from usenet_ops.nntp.provider import ProviderConfig
    from usenet_ops.passes.probe import run_probes
    from usenet_ops.settings import Settings

    settings = Settings.from_overrides({"probe_batch_size": 100_000, "probe_budget_mb": 100_000})
    cfg = ProviderConfig.from_url(url, compression=False, backbone="bench", name="bench")
    with Pool(cfg, PoolSettings.from_knobs(settings)) as pool:
        report = run_probes(conn, pool, settings, provider="bench", claimant="bench")
    return report.as_dict()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--articles", type=int, default=15_000, help="corpus size in articles")
    args = parser.parse_args()

    from usenet_ops import corpus
    from usenet_ops.devtools import localservices
    from usenet_ops.store import db, migrations

    scratch = Path(tempfile.mkdtemp(prefix="bench-probe-"))
    manifest = corpus.generate(articles=args.articles, seed=19, out=scratch / "corpus")
    pg = localservices.find_or_start_postgres(None, scratch)
    name = f"bench_probe_{secrets.token_hex(3)}"
    out: dict[str, Any] = {"articles": args.articles}
    try:
        dsn = localservices.create_database(pg.url, name)
        migrations.migrate(dsn)
        with serve(manifest.directory) as url, db.connect(dsn, autocommit=True) as conn:
            rows, added = catalogue(conn, manifest.read())
            mids = [r["message_id"] for r in conn.execute("SELECT message_id FROM usenet.probe_queue ORDER BY id")]
            base_s, base_bytes = bare_bodies(url, mids)
            report = probe(conn, url)
            named = conn.execute(
                "SELECT r.id, p.bytes_read FROM usenet.releases r JOIN usenet.release_probes p ON p.release_id = r.id"
                " WHERE p.outcome = 'named'").fetchall()
            whole = sum(int(rows[r["id"]]["size"]) for r in named)
            read = sum(int(r["bytes_read"]) for r in named)
            out.update({
                "releases": len(rows), "candidates": added, "named": len(named),
                "probe_articles_per_s": report["articles_per_second"], "probe_seconds": report["seconds"],
                "bare_body_articles_per_s": round(len(mids) / base_s, 1), "bare_body_bytes": base_bytes,
                "articles_ratio_to_bare_body": round(report["articles_per_second"] / (len(mids) / base_s), 3),
                "bytes_per_named_release": round(read / len(named)) if named else 0,
                "release_bytes_per_named_release": round(whole / len(named)) if named else 0,
                "bytes_ratio_to_whole_release": round(read / whole, 5) if whole else 0.0,
                "report": {k: report[k] for k in ("articles", "bytes_read", "named", "ids", "passworded",
                                                  "still_unnamed", "hostile", "failures", "ended")},
            })
        print(json.dumps(out, indent=1))
    finally:
        localservices.drop_database(pg.url, name)
        pg.stop()
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
