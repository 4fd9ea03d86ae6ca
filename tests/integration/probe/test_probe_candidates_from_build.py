"""The build's one call into the picker (``assemble`` -> ``candidates.choose``) for uploads posted as obfuscating
tools post them (``corpus.posting``: a hash per file, with or without extensions): each is built as one unnamed
release (when the build judges its name machine-made) whose candidates start with its smallest file and carry
fallbacks."""

from __future__ import annotations

from usenet_ops.corpus.posting import posting_load
from usenet_ops.domain import ingest
from usenet_ops.domain.probe.candidates import FALLBACK_KINDS
from usenet_ops.nntp.protocol import join_block
from usenet_ops.passes import build, compose
from usenet_ops.store import crawl_state
from usenet_ops.store.catalogue import PostgresCatalogue

GROUP = "alt.binaries.obfuscated"


def test_hashed_uploads_are_built_unnamed_with_candidates_by_what_their_files_are(db) -> None:
    uploads, lines = posting_load(11, group=GROUP, per_style=3)
    backend = compose.staging_backend(compose.load_settings(db))
    result = ingest.ingest_block(join_block(lines), None, group=GROUP, indexed_groups={GROUP},
                                 filters=compose.load_filters(db))
    fence = crawl_state.take_fence(db, "a", GROUP, "test")
    # The batch records what it read, as the crawl does: the build merges an upload's files once its run is read.
    backend.stage_batch(db, backbone="a", group=GROUP, fence=fence, files=list(result.files.values()),
                        covered=(1, len(lines)), next_article=None)
    for _ in range(4):
        report = build.build_pass(db, settings=compose.load_settings(db), sink=PostgresCatalogue(),
                                  filters=compose.load_build_filters(db), staging=backend)
        if not report.built and not report.merged:
            break
    rows = {r["content_hash"]: r for r in db.execute("SELECT id, content_hash, named FROM usenet.releases")}
    checked = 0
    for u in uploads:
        if u.style not in ("hashed_bare", "hashed_ext") or u.content_hash not in rows:
            continue
        row = rows[u.content_hash]
        if row["named"]:
            continue  # a random name the build judged readable (the title rules' call): no fallbacks for it
        queue = db.execute("SELECT kind, file_name, size FROM usenet.probe_queue WHERE release_id = %s",
                           (row["id"],)).fetchall()
        primary = [q for q in queue if q["kind"] not in FALLBACK_KINDS]
        least = min(f.size for f in u.files)
        smallest = {f.name for f in u.files if f.size == least}
        if u.style == "hashed_bare":
            # Nothing in the names: the smallest file (usually the par2 index) is read first, by what it is.
            assert {"smallest_file", "archive_first"} <= {q["kind"] for q in primary}, queue
            assert next(q for q in queue if q["kind"] == "smallest_file")["file_name"] in smallest
        else:
            assert "par2_index" in {q["kind"] for q in primary}, queue
        assert any(q["kind"] in FALLBACK_KINDS for q in queue), queue
        checked += 1
    assert checked >= 3
