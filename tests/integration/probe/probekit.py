"""Helpers for the probe tests: catalogue manifest releases as the build makes them, enqueue their candidates."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from usenet_ops.corpus.probes import HASHED_STYLES, hashed_names
from usenet_ops.domain.probe.candidates import FileArticles, choose
from usenet_ops.store import probe_queue
from usenet_ops.store.catalogue import PostgresCatalogue

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "health"))
from healthkit import pool_for, release_of  # noqa: E402

__all__ = ["candidates", "catalogue", "files_of", "pool_for", "scorable", "style_of"]


def scorable(entry: dict[str, Any]) -> bool:
    """Say whether a manifest release is built (complete, not junk) and carries probe truth."""
    return bool(entry.get("expect_in_catalogue")) and bool(entry.get("probe"))


def catalogue(db: Any, corpus: Any, manifest: dict[str, Any]) -> dict[int, int]:
    """Catalogue the scorable releases as the build does (an obfuscated one unnamed, under its hashed name).

    Returns {release row id: manifest release id}.
    """
    picked = [e for e in manifest["releases"] if scorable(e)]
    rels = []
    for e in picked:
        r = release_of(e, corpus)
        if e.get("obfuscated_name"):
            from dataclasses import replace

            r = replace(r, title=e["obfuscated_name"], search_name=e["obfuscated_name"], category=8020, named=False)
        rels.append(r)
    PostgresCatalogue().add(db, rels)
    by_hash = {r.content_hash: e["id"] for r, e in zip(rels, picked, strict=True)}
    rows = db.execute("SELECT id, content_hash FROM usenet.releases").fetchall()
    return {int(r["id"]): by_hash[r["content_hash"]] for r in rows}


def style_of(entry: dict[str, Any]) -> str:
    """Return how an obfuscated upload's files are named for the probes (each style in turn, by release id)."""
    return HASHED_STYLES[entry["id"] % len(HASHED_STYLES)] if entry.get("obfuscated_name") else "stem"


def files_of(entry: dict[str, Any], *, seed: int, style: str | None = None) -> list[FileArticles]:
    """Return a manifest release's files as the build hands them to ``choose``.

    An obfuscated upload's files are renamed as ``style`` posters name them (every file its own hash, with
    or without its extension: issue 28) and sized as the build sizes them (the articles' bytes), so the
    candidates are chosen as they would be for such an upload, whatever grouping does with it.
    """
    posted = [f for f in entry["files"] if f["segments"]]
    names = hashed_names(seed, entry["id"], [f["name"] for f in posted],
                         (style or style_of(entry)) if entry.get("obfuscated_name") else "stem")
    return [FileArticles(n, [s["number"] for s in f["segments"]], [s["message_id"] for s in f["segments"]],
                         sum(int(s.get("bytes", 0)) for s in f["segments"]) or f["size"])
            for n, f in zip(names, posted, strict=True)]


def candidates(release_id: int, entry: dict[str, Any], *, seed: int = 0,
               style: str | None = None) -> list[probe_queue.Candidate]:
    """Return the release's probe candidates as the build records them: chosen by the build's own picker."""
    return [probe_queue.Candidate(release_id, c.kind, c.message_id, c.file_name, c.size, c.priority)
            for c in choose(files_of(entry, seed=seed, style=style), named=not entry.get("obfuscated_name"))]


def enqueue_all(db: Any, ids: dict[int, int], manifest: dict[str, Any], *, style: str | None = None) -> int:
    """Enqueue every catalogued release's candidates; return the rows added."""
    by_id = {e["id"]: e for e in manifest["releases"]}
    seed = int(manifest.get("seed", 0))
    rows = [c for rid, mid in ids.items() for c in candidates(rid, by_id[mid], seed=seed, style=style)]
    return probe_queue.enqueue(db, rows)


def score(db: Any, ids: dict[int, int], manifest: dict[str, Any]) -> dict[str, Any]:
    """Score the catalogue against the manifest's probe truth (what the acceptance asks)."""
    from usenet_ops.domain.assembly.release import normalise_imdb

    by_id = {e["id"]: e for e in manifest["releases"]}
    rows = {int(r["id"]): r for r in db.execute(
        "SELECT r.id, r.title, r.imdb, r.tvdb, r.password, r.category, p.bytes_read, p.articles, p.nfo"
        " FROM usenet.releases r LEFT JOIN usenet.release_probes p ON p.release_id = r.id").fetchall()}
    s: dict[str, Any] = {"obfuscated_with_par2": 0, "named_correctly": 0, "misnamed": [], "nfo_ids": 0,
                         "ids_found": 0, "ids_missed": [], "passworded": 0, "flagged": 0, "false_flags": [],
                         "max_bytes_per_release": 0, "max_articles_per_release": 0}
    for rid, mid in ids.items():
        e, row = by_id[mid], rows[rid]
        t = e["probe"]
        if e.get("obfuscated_name") and t["has_par2"]:
            s["obfuscated_with_par2"] += 1
            if row["title"] == t["true_name"]:
                s["named_correctly"] += 1
            else:
                s["misnamed"].append((rid, row["title"], t["true_name"]))
        if t["imdb"] or t["tvdb"]:
            s["nfo_ids"] += 1
            ok = (not t["imdb"] or row["imdb"] == normalise_imdb(t["imdb"])) and (not t["tvdb"] or row["tvdb"] == t["tvdb"])
            s["ids_found"] += int(ok)
            if not ok:
                s["ids_missed"].append((rid, t["imdb"], t["tvdb"], row["imdb"], row["tvdb"]))
        if t["passworded"]:
            s["passworded"] += 1
            s["flagged"] += int(row["password"] == 1)
        elif row["password"] != 0:
            s["false_flags"].append(rid)
        s["max_bytes_per_release"] = max(s["max_bytes_per_release"], int(row["bytes_read"] or 0))
        s["max_articles_per_release"] = max(s["max_articles_per_release"], int(row["articles"] or 0))
    return s
