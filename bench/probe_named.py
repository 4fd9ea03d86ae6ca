"""Measure how many complete hashed-name uploads the probes name from their par2, on a seed the tests never use.

Run: ``.venv/bin/python -m bench.probe_named [--seed 4242] [--articles 60000]``

Issue 28's goal: >= 95% of complete hashed-name uploads (extensions or
none) named from their par2 on loads the tests never tuned on. A corpus is
generated with its own seed (the probe tests use 19 and 7): its par2 sets
are written as par2cmdline and ParPar write them, some unusual (tiny
slices, no index, no index and a damaged smallest volume:
``corpus.probes.PAR2_SHAPES``). Each obfuscated upload is catalogued
unnamed three times over, once per way posters name files
(``corpus.probes.HASHED_STYLES``: one hash with the suffixes, a hash per
file keeping its last extension, a hash per file and no extension), its
candidates chosen by the build's picker from the files in upload order, and
the real pass (``passes.probe.run_probes``) drains the queue from a news
server in its own process. Releases are built directly from the manifest,
so the figure measures the probes, not grouping.

Prints, per style and in all: uploads, named correctly, the share, bytes
and articles read per release (mean and max), and the misnamed by par2
shape.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import secrets
import shutil
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any

from bench.health_stat import serve


def catalogue(conn: Any, manifest: dict[str, Any], style: str) -> dict[int, dict[str, Any]]:
    """Catalogue the complete obfuscated uploads with par2 unnamed, their files named as ``style`` posters name them."""
    from usenet_ops.corpus.probes import hashed_names
    from usenet_ops.domain.assembly.release import CatalogueRelease
    from usenet_ops.domain.identity import content_hash
    from usenet_ops.domain.nzb import NzbFile, NzbSegment, encode_compact
    from usenet_ops.domain.probe.candidates import FileArticles, choose
    from usenet_ops.store import probe_queue
    from usenet_ops.store.catalogue import PostgresCatalogue

    seed = int(manifest["seed"])
    picked = [e for e in manifest["releases"] if e.get("expect_in_catalogue") and e.get("obfuscated_name")
              and (e.get("probe") or {}).get("has_par2")]
    rels = []
    for e in picked:
        files = [NzbFile(f'"{f["name"]}" yEnc (1/{f["segments_expected"]})', "poster", 0, ("g",),
                         tuple(NzbSegment(s["number"], s["bytes"], s["message_id"]) for s in f["segments"]))
                 for f in e["files"] if f["segments"]]
        ids = [s.message_id for f in files for s in f.segments]
        rels.append(CatalogueRelease(
            content_hash=content_hash(ids), title=e["obfuscated_name"], search_name=e["obfuscated_name"],
            groups=tuple(e["newsgroups"]), poster="poster", posted_at=dt.datetime.now(dt.UTC), size=e["size"],
            files=len(files), segments=len(ids), par2=True, completion=100.0, category=8020, tags=(), series=None,
            season=None, episode=None, air_date=None, pack=False, imdb=None, tvdb=None, origin="crawl",
            broken=False, series_key=None, nzb=encode_compact(files), named=False))
    with conn.transaction():
        PostgresCatalogue().add(conn, rels)
    by_hash = {r.content_hash: e for r, e in zip(rels, picked, strict=True)}
    rows = {int(r["id"]): by_hash[r["content_hash"]]
            for r in conn.execute("SELECT id, content_hash FROM usenet.releases").fetchall()}
    candidates = []
    for rid, e in rows.items():
        posted = [f for f in e["files"] if f["segments"]]
        names = hashed_names(seed, e["id"], [f["name"] for f in posted], style)
        files_in_order = [FileArticles(n, [s["number"] for s in f["segments"]], [s["message_id"] for s in f["segments"]],
                                       sum(int(s["bytes"]) for s in f["segments"]))
                          for n, f in zip(names, posted, strict=True)]
        candidates += [probe_queue.Candidate(rid, c.kind, c.message_id, c.file_name, c.size, c.priority)
                       for c in choose(files_in_order, named=False)]
    with conn.transaction():
        probe_queue.enqueue(conn, candidates)
    return rows


def measure(conn: Any, url: str, manifest: dict[str, Any], style: str) -> dict[str, Any]:
    """Catalogue, probe and score one style; the catalogue is emptied first."""
    from usenet_ops.nntp.pool import Pool, PoolSettings
    from usenet_ops.nntp.provider import ProviderConfig
    from usenet_ops.passes.probe import run_probes
    from usenet_ops.settings import Settings

    conn.execute("TRUNCATE usenet.releases, usenet.build_outcomes CASCADE")
    rows = catalogue(conn, manifest, style)
    settings = Settings.from_overrides({"probe_batch_size": 100_000, "probe_budget_mb": 100_000})
    cfg = ProviderConfig.from_url(url, compression=False, backbone="bench", name="bench")
    with Pool(cfg, PoolSettings.from_knobs(settings)) as pool:
        report = run_probes(conn, pool, settings, provider="bench", claimant=f"bench-{style}")
    got = {int(r["id"]): r for r in conn.execute(
        "SELECT r.id, r.title, coalesce(p.bytes_read, 0) AS bytes, coalesce(p.articles, 0) AS articles"
        " FROM usenet.releases r LEFT JOIN usenet.release_probes p ON p.release_id = r.id").fetchall()}
    named = [rid for rid, e in rows.items() if got[rid]["title"] == e["probe"]["true_name"]]
    missed = Counter(e["probe"].get("par2", {}).get("shape", "?") for rid, e in rows.items() if rid not in named)
    by_shape = Counter(e["probe"].get("par2", {}).get("shape", "?") for e in rows.values())
    total = len(rows)
    return {
        "uploads": total, "named": len(named), "share": round(len(named) / total, 4) if total else 0.0,
        "bytes_per_release": round(sum(int(r["bytes"]) for r in got.values()) / total) if total else 0,
        "max_bytes_per_release": max((int(r["bytes"]) for r in got.values()), default=0),
        "articles_per_release": round(sum(int(r["articles"]) for r in got.values()) / total, 2) if total else 0,
        "max_articles_per_release": max((int(r["articles"]) for r in got.values()), default=0),
        "shapes": dict(by_shape), "missed_by_shape": dict(missed),
        "sample_missed": [(got[rid]["title"], e["probe"]["true_name"]) for rid, e in rows.items()
                          if rid not in named][:5],
        "hostile": report.hostile and dict(report.hostile), "still_unnamed": report.still_unnamed,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seed", type=int, default=4242, help="generator seed (the tests use 19 and 7)")
    parser.add_argument("--articles", type=int, default=60_000, help="corpus size in articles")
    args = parser.parse_args()

    from usenet_ops import corpus
    from usenet_ops.corpus.probes import HASHED_STYLES
    from usenet_ops.devtools import localservices
    from usenet_ops.store import db, migrations

    scratch = Path(tempfile.mkdtemp(prefix="bench-probe-named-"))
    generated = corpus.generate(articles=args.articles, seed=args.seed, out=scratch / "corpus")
    manifest = generated.read()
    pg = localservices.find_or_start_postgres(None, scratch)
    name = f"bench_probe_named_{secrets.token_hex(3)}"
    out: dict[str, Any] = {"seed": args.seed, "articles": args.articles, "styles": {}}
    try:
        dsn = localservices.create_database(pg.url, name)
        migrations.migrate(dsn)
        with serve(generated.directory) as url, db.connect(dsn, autocommit=True) as conn:
            for style in HASHED_STYLES:
                out["styles"][style] = measure(conn, url, manifest, style)
        total = sum(s["uploads"] for s in out["styles"].values())
        named = sum(s["named"] for s in out["styles"].values())
        out["all"] = {"uploads": total, "named": named, "share": round(named / total, 4) if total else 0.0}
        print(json.dumps(out, indent=1))
    finally:
        localservices.drop_database(pg.url, name)
        pg.stop()
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
