"""Build passes side by side (build_parallelism > 1): every set built once, nothing lost, on both staging backends.

usenet_build maps ``build_parallelism`` build tasks; each runs a whole
build pass on its own connection. Chunks are claimed with SKIP LOCKED (pg)
or a claim key (Redis), so two passes never build one set; this runs three
passes at once with tiny chunks, so their claims interleave on every chunk.
"""

from __future__ import annotations

import threading

from staging_view import backend_of

from usenet_ops.corpus.release import manifest_content_hash
from usenet_ops.nntp.pool import Pool
from usenet_ops.nntp.provider import ProviderConfig
from usenet_ops.passes import build, compose, crawl
from usenet_ops.store import db as store_db
from usenet_ops.store import settings as settings_store
from usenet_ops.store.catalogue import PostgresCatalogue

PASSES = 3


def _crawl(conn, server, groups_) -> None:
    provider = ProviderConfig.from_url(server.url, backbone="a")
    settings = compose.load_settings(conn)
    with Pool(provider) as pool:
        for g in groups_:
            target = crawl.CrawlTarget(provider=server.url, backbone="a", group=g,
                                       indexed_groups=compose.indexed_groups(conn))
            crawl.crawl_group(target, conn=conn, pool=pool, settings=settings, filters=compose.load_filters(conn),
                              owner="test", staging=compose.staging_backend(settings))


def _parallel_build(dsn: str) -> list[build.BuildReport]:
    barrier = threading.Barrier(PASSES)
    reports: list[build.BuildReport | BaseException] = []
    lock = threading.Lock()

    def run() -> None:
        try:
            with store_db.connect(dsn, autocommit=True) as conn:
                settings = compose.load_settings(conn)
                filters = compose.load_build_filters(conn)
                barrier.wait(timeout=30)
                report: build.BuildReport | BaseException = build.build_pass(
                    conn, settings=settings, sink=PostgresCatalogue(), filters=filters, staging=compose.staging_backend(settings))
        except BaseException as exc:  # noqa: BLE001  # handed to the test thread, which raises it
            report = exc
        with lock:
            reports.append(report)

    threads = [threading.Thread(target=run) for _ in range(PASSES)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=300)
    assert all(not t.is_alive() for t in threads), "a build pass hung"
    for r in reports:
        if isinstance(r, BaseException):
            raise r
    return [r for r in reports if isinstance(r, build.BuildReport)]


def test_passes_side_by_side_build_every_set_once(crawl_db, crawl_corpus, corpus_groups, server_a, pg_dsn,
                                                  phase1_expected, staging_backend, monkeypatch) -> None:
    _, manifest = crawl_corpus
    monkeypatch.setattr(build, "CHUNK", 3)  # many small claims: the passes interleave on every chunk
    settings_store.set_value(crawl_db, "build_drain_per_pass", 9)
    _crawl(crawl_db, server_a, corpus_groups)
    ready = crawl_db.execute("SELECT count(*) AS n FROM usenet.staged_sets WHERE status = 'ready'").fetchone()["n"]
    reports = _parallel_build(pg_dsn)

    working = [r for r in reports if r.candidates > 0]
    assert len(working) >= 2, f"the passes did not share the work: {[r.candidates for r in reports]}"
    hashes = [r["content_hash"] for r in crawl_db.execute("SELECT content_hash FROM usenet.releases")]
    stored = sum(r.outcomes.get("built", 0) + r.outcomes.get("unnamed", 0) for r in reports)
    assert stored == len(hashes), "a set was built by two passes (one counted a duplicate) or one was lost"
    assert sum(r.outcomes.get("duplicate", 0) for r in reports) == 0
    assert sum(r.candidates for r in reports) >= ready
    outcomes = {r["reason"]: r["count"] for r in crawl_db.execute("SELECT reason, count FROM usenet.build_outcomes")
                if ":" not in r["reason"]}  # junk:<rule> rows break the junk total down
    folded: dict[str, int] = {}
    for r in reports:
        for reason, n in r.outcomes.items():
            folded[reason] = folded.get(reason, 0) + n
    assert outcomes == folded
    # What one pass would build: every expected release of the manifest, bar header-first indexing's known limits.
    expected = {manifest_content_hash(r): r
                for r in manifest["releases"] if phase1_expected(r)}
    missing = [r for h, r in expected.items() if h not in set(hashes)]
    unexplained = [r["name"] for r in missing
                   if not (r["kind"] in ("mp3", "flac") and r["subject_form"] in ("bare_quoted", "no_file_counter"))
                   and r["subject_encoding"] != "control_chars"]
    assert not unexplained, unexplained[:5]
    assert len(missing) <= 0.03 * len(expected)
    again = build.build_pass(crawl_db, settings=compose.load_settings(crawl_db), sink=PostgresCatalogue(),
                             filters=compose.load_build_filters(crawl_db),
                             staging=backend_of(crawl_db))
    assert again.built == 0 and again.ready_left == 0
