"""Crawl -> build against the manifest: complete releases exactly once, nothing incomplete stored."""

from __future__ import annotations

from staging_view import backend_of

from usenet_ops.domain import nzb
from usenet_ops.nntp.pool import Pool
from usenet_ops.nntp.provider import ProviderConfig
from usenet_ops.passes import build, compose, crawl
from usenet_ops.store.catalogue import PostgresCatalogue


def _crawl(db, server, groups_, backbone="a") -> None:
    provider = ProviderConfig.from_url(server.url, backbone=backbone)
    settings = compose.load_settings(db)
    filters = compose.load_filters(db)
    with Pool(provider) as pool:
        for g in groups_:
            target = crawl.CrawlTarget(provider=server.url, backbone=backbone, group=g,
                                       indexed_groups=compose.indexed_groups(db))
            crawl.crawl_group(target, conn=db, pool=pool, settings=settings, filters=filters, owner="test",
                              staging=compose.staging_backend(settings))


def _build(db) -> build.BuildReport:
    return build.build_pass(db, settings=compose.load_settings(db), sink=PostgresCatalogue(),
                            filters=compose.load_build_filters(db), staging=backend_of(db))


def _catalogue(db) -> dict[str, dict]:
    rows = db.execute("SELECT content_hash, title, size, files, segments, category, broken FROM usenet.releases").fetchall()
    return {r["content_hash"]: dict(r) for r in rows}


def _expected(manifest, predicate):
    from usenet_ops.domain.identity import content_hash

    out = {}
    for r in manifest["releases"]:
        if not predicate(r):
            continue
        ids = [s["message_id"] for f in r["files"] for s in f["segments"]]
        out[content_hash(ids)] = r
    return out


def test_every_expected_release_is_built_once_with_files_segments_size(crawl_db, crawl_corpus, corpus_groups,
                                                                       server_a, phase1_expected,
                                                                       staging_backend) -> None:
    _, manifest = crawl_corpus
    _crawl(crawl_db, server_a, corpus_groups)
    report = _build(crawl_db)
    catalogue = _catalogue(crawl_db)
    expected = _expected(manifest, phase1_expected)
    missing = {h: r for h, r in expected.items() if h not in catalogue}
    # Known limits of header-first indexing (docs/subjects.md), each a shape
    # the corpus posts on purpose; anything else missing is a bug:
    # - an album posted without a file counter whose tracks share no name;
    # - a subject with a control character inside a word on some articles
    #   (a tab becomes a space in the overview, so the pieces cannot be rejoined).
    def known_limit(r: dict) -> bool:
        album = r["kind"] in ("mp3", "flac") and r["subject_form"] in ("bare_quoted", "no_file_counter")
        return album or r["subject_encoding"] == "control_chars"

    unexplained = [r["name"] for r in missing.values() if not known_limit(r)]
    assert not unexplained, f"{len(unexplained)} expected releases not built: {unexplained[:5]}"
    missing_names = [r["name"] for r in missing.values()]
    assert len(missing) <= 0.03 * len(expected), f"{len(missing)} of {len(expected)} missing: {missing_names}"
    for h, r in expected.items():
        if h in missing:
            continue
        row = catalogue[h]
        assert row["files"] == len([f for f in r["files"] if f["segments"]]), r["name"]
        assert row["segments"] == sum(len(f["segments"]) for f in r["files"]), r["name"]
        assert row["size"] == sum(s["bytes"] for f in r["files"] for s in f["segments"]), r["name"]
    assert report.outcomes["built"] + report.outcomes.get("unnamed", 0) == len(catalogue)
    assert sum(report.outcomes.values()) == report.candidates


def test_no_incomplete_release_is_stored_as_complete(crawl_db, crawl_corpus, corpus_groups, server_a,
                                                    staging_backend) -> None:
    from usenet_ops.domain.identity import content_hash

    _, manifest = crawl_corpus
    _crawl(crawl_db, server_a, corpus_groups)
    _build(crawl_db)
    catalogue = _catalogue(crawl_db)
    for r in manifest["releases"]:
        if r["complete"]:
            continue
        ids = [s["message_id"] for f in r["files"] for s in f["segments"]]
        row = catalogue.get(content_hash(ids))
        assert row is None or row["broken"], f"incomplete {r['name']} stored as complete"


def test_rebuild_is_a_noop_and_every_nzb_parses_strictly(crawl_db, corpus_groups, server_a, staging_backend) -> None:
    _crawl(crawl_db, server_a, corpus_groups)
    _build(crawl_db)
    before = _catalogue(crawl_db)
    again = _build(crawl_db)
    assert again.built == 0 and _catalogue(crawl_db) == before
    for row in crawl_db.execute("SELECT title, nzb, segments FROM usenet.releases"):
        files = nzb.decode_compact(row["nzb"])
        rendered = nzb.render_nzb(files, title=row["title"])
        parsed = nzb.parse_nzb(rendered)
        assert sum(len(f.segments) for f in parsed) == row["segments"]


def test_build_outcomes_account_for_every_candidate(crawl_db, corpus_groups, server_a, staging_backend) -> None:
    _crawl(crawl_db, server_a, corpus_groups)
    report = _build(crawl_db)
    stored = {r["reason"]: r["count"] for r in crawl_db.execute("SELECT reason, count FROM usenet.build_outcomes")}
    # "junk:<rule>" / "blocked_ext:<rule>" rows break their family down by rule (the report counts the family).
    assert {k: v for k, v in stored.items() if ":" not in k} == dict(report.outcomes)
    for family in {k.partition(":")[0] for k in stored if ":" in k}:
        assert sum(v for k, v in stored.items() if k.startswith(family + ":")) == stored[family], family
    assert crawl_db.execute("SELECT count(*) AS n FROM usenet.staged_sets WHERE status = 'ready'").fetchone()["n"] == 0


def _outcomes(db) -> dict[str, int]:
    return {r["reason"]: int(r["count"]) for r in db.execute("SELECT reason, count FROM usenet.build_outcomes")}


def _build_until_idle(db) -> None:
    for _ in range(5):
        report = _build(db)
        if not report.built and not report.merged:
            return


def test_both_backends_build_the_same_catalogue_release_for_release(crawl_db, crawl_corpus, corpus_groups, server_a,
                                                                    redis_url, redis_prefix, monkeypatch) -> None:
    """Issue 29: the same articles through pg staging and through Redis staging give the same catalogue, the same
    outcome counts and the same sets left waiting: one set of rules, one build path, two stores."""
    from staging_state import clear
    from staging_view import staged_sets

    from usenet_ops.store import settings

    _crawl(crawl_db, server_a, corpus_groups)
    _build_until_idle(crawl_db)
    on_pg = (_catalogue(crawl_db), _outcomes(crawl_db), set(staged_sets(crawl_db)))
    assert on_pg[0]
    clear(crawl_db)
    crawl_db.execute("TRUNCATE usenet.releases, usenet.build_outcomes, usenet.build_failures, usenet.sweep_cursors, "
                     "usenet.probe_queue, usenet.filter_hits CASCADE")
    monkeypatch.setenv("USENET_REDIS_URL", redis_url)
    monkeypatch.setenv("USENET_STAGING_REDIS_PREFIX", redis_prefix)
    settings.set_value(crawl_db, "staging", "redis", guarded_ok=True)
    assert backend_of(crawl_db).mode == "redis"
    _crawl(crawl_db, server_a, corpus_groups)
    _build_until_idle(crawl_db)
    on_redis = (_catalogue(crawl_db), _outcomes(crawl_db), set(staged_sets(crawl_db)))
    assert on_redis[0] == on_pg[0], {"only pg": sorted(set(on_pg[0]) - set(on_redis[0]))[:5],
                                     "only redis": sorted(set(on_redis[0]) - set(on_pg[0]))[:5]}
    assert on_redis[1] == on_pg[1]
    assert on_redis[2] == on_pg[2], "the same sets are left waiting for their missing parts"
