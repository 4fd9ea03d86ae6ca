"""Issue 28, deliverable 1: an upload under one counter is one release whatever its files are called.

Uploads posted as real tools post them (``corpus.posting``: hashed names with and without extensions and of
several lengths, hashed data with a readable par2 or nfo, episode packs, season packs with nfo/sfv/par2 extras
and out-of-order files, counters as ``[01/12]``, ``(1/12)``, ``File 1 of 12``; two packs by one poster
interleaved, two hashed uploads with the same N by one poster back to back; other traffic between them) are
ingested by the one ingest path, staged and built, and every upload must be ONE release holding exactly its
articles (scored by content hash, never by title), with nothing left waiting:
- on Postgres and on Redis staging;
- in one batch, and in backfill partitions taken newest first (a file split across each partition edge);
- with partitions read alternately from two backbones whose article numbers differ.
"""

from __future__ import annotations

import pytest
from staging_state import clear

from usenet_ops.corpus.posting import Upload, posting_load
from usenet_ops.domain import ingest
from usenet_ops.nntp.protocol import join_block
from usenet_ops.passes import build, compose
from usenet_ops.store import crawl_state, settings
from usenet_ops.store.catalogue import PostgresCatalogue

GROUP = "alt.binaries.uploads"
OTHER_BACKBONE_OFFSET = 7_000_000


def _on_other_backbone(line: bytes) -> bytes:
    """The same article as another backbone numbers it (dates and ids are the article's own)."""
    fields = line.split(b"\t")
    n = int(fields[0]) + OTHER_BACKBONE_OFFSET
    fields[0] = str(n).encode()
    fields[-1] = f"Xref: other.example {GROUP}:{n}".encode()
    return b"\t".join(fields)


def _stage_and_build(db, backend, batches: list[tuple[str, list[bytes]]]) -> dict[str, int]:  # type: ignore[no-untyped-def]
    for backbone, lines in batches:
        result = ingest.ingest_block(join_block(lines), None, group=GROUP, indexed_groups={GROUP},
                                     filters=compose.load_filters(db))
        fence = crawl_state.take_fence(db, backbone, GROUP, "test")
        numbers = [int(x.split(b"\t", 1)[0]) for x in lines if x.split(b"\t", 1)[0].isdigit()]
        # Each batch records what it read, as the crawl and the backfill do: the merge judges a run by it.
        backend.stage_batch(db, backbone=backbone, group=GROUP, fence=fence, files=list(result.files.values()),
                            covered=(min(numbers), max(numbers)), next_article=None)
        # A build pass after every batch, as the build DAG runs beside the crawl: merges happen on partial state.
        build.build_pass(db, settings=compose.load_settings(db), sink=PostgresCatalogue(),
                         filters=compose.load_build_filters(db), staging=backend)
    for _ in range(4):
        report = build.build_pass(db, settings=compose.load_settings(db), sink=PostgresCatalogue(),
                                  filters=compose.load_build_filters(db), staging=backend)
        if not report.built and not report.merged:
            break
    return {r["content_hash"]: int(r["files"]) for r in db.execute("SELECT content_hash, files FROM usenet.releases")}


def _score(uploads: list[Upload], built: dict[str, int]) -> list[str]:
    """Return the uploads not built as one complete release."""
    return [f"{u.style} ({len(u.files)} files, {u.files[0].subject!r})" for u in uploads
            if built.get(u.content_hash) != len(u.files)]


def _batches(lines: list[bytes], shape: str) -> list[tuple[str, list[bytes]]]:
    if shape == "one batch":
        return [("a", lines)]
    size = len(lines) // 5 + 1
    parts = [lines[k:k + size] for k in range(0, len(lines), size)][::-1]
    if shape == "partitions":
        return [("a", p) for p in parts]
    return [("a", p) if k % 2 == 0 else ("b", [_on_other_backbone(x) for x in p]) for k, p in enumerate(parts)]


@pytest.mark.parametrize("seed", [3, 4])
@pytest.mark.parametrize("mode", ["pg", "redis"])
def test_every_upload_under_one_counter_is_one_complete_release(db, redis_url, redis_prefix, monkeypatch, seed: int,
                                                                 mode: str) -> None:  # type: ignore[no-untyped-def]
    from staging_view import staged_sets

    uploads, lines = posting_load(seed, group=GROUP, per_style=3)
    assert {u.style for u in uploads} >= {"hashed_ext", "hashed_bare", "mixed", "episode_pack", "season_pack"}
    for k, shape in enumerate(("one batch", "partitions", "two backbones")):
        clear(db)
        db.execute("TRUNCATE usenet.releases, usenet.build_outcomes, usenet.build_failures, usenet.probe_queue, "
                   "usenet.filter_hits CASCADE")
        if mode == "redis":
            monkeypatch.setenv("USENET_REDIS_URL", redis_url)
            monkeypatch.setenv("USENET_STAGING_REDIS_PREFIX", f"{redis_prefix}{k}:")
        settings.set_value(db, "staging", mode, guarded_ok=True)
        backend = compose.staging_backend(compose.load_settings(db))
        built = _stage_and_build(db, backend, _batches(lines, shape))
        missed = _score(uploads, built)
        assert not missed, (shape, missed, {r["reason"]: r["count"] for r in db.execute(
            "SELECT reason, count FROM usenet.build_outcomes")}, sorted(staged_sets(db, backend).values())[:8])
        assert len(built) == len(uploads), (shape, "a release that is no upload was built")
        assert not staged_sets(db, backend), (shape, "nothing is left waiting")
