"""A spot and the same upload built from overview lines are ONE catalogue row, whichever comes first.

The crawl corpus is crawled and built as the DAGs do; spots announcing its
releases (signed with the test ring, their NZBs naming the very articles the
server holds) are imported beside it. The identity is the content hash over
the NZB's message-ids, so the second arrival finds the first.
"""

from __future__ import annotations

from typing import Any

import pytest
from spot_helpers import Runner, outcomes, release_rows, spot_rows
from staging_view import backend_of

from usenet_ops import newsserver
from usenet_ops.corpus.spots import SpotCase, SpotCorpus, moderation_command, spot_for_nzb
from usenet_ops.domain import nzb
from usenet_ops.domain.identity import content_hash
from usenet_ops.domain.nzb import NzbFile, NzbSegment
from usenet_ops.nntp.pool import Pool
from usenet_ops.nntp.provider import ProviderConfig
from usenet_ops.passes import build, compose, crawl
from usenet_ops.store import groups
from usenet_ops.store import settings as settings_store
from usenet_ops.store.catalogue import PostgresCatalogue


def _crawl_and_build(conn: Any, url: str, manifest: dict) -> build.BuildReport:
    names = sorted({g for r in manifest["releases"] for g in r["newsgroups"]})
    for name in names:
        if groups.get(conn, name) is None:
            groups.add(conn, name, tier=groups.Tier.CRITICAL)
    for knob, value in {"crawl_headroom": 0, "max_articles_per_group": 1_000_000, "batch": 400}.items():
        settings_store.set_value(conn, knob, value)
    with Pool(ProviderConfig.from_url(url, backbone="a")) as pool:
        for name in names:
            target = crawl.CrawlTarget(provider=url, backbone="a", group=name,
                                       indexed_groups=compose.indexed_groups(conn))
            crawl.crawl_group(target, conn=conn, pool=pool, settings=compose.load_settings(conn),
                              filters=compose.load_filters(conn), owner="test",
                              staging=backend_of(conn))
    return build.build_pass(conn, settings=compose.load_settings(conn), sink=compose.release_sink(),
                            filters=compose.load_build_filters(conn), staging=backend_of(conn))


def _manifest_files(release: dict) -> list[NzbFile]:
    return [NzbFile(f'{release["name"]} - "{f["name"]}" yEnc (1/{len(f["segments"])})', release["poster"],
                    1_700_000_000, tuple(release["newsgroups"]),
                    tuple(NzbSegment(s["number"], s["bytes"], s["message_id"]) for s in f["segments"]))
            for f in release["files"]]


def _serve(small_corpus, cases: list[SpotCase], commands=()) -> newsserver.ServerHandle:  # type: ignore[no-untyped-def]
    source = newsserver.SpotSource({"free.pt": [c.article for c in cases] + list(commands),
                                    "alt.binaries.ftd": [a for c in cases for a in c.payload]})
    return newsserver.serve(small_corpus[0], spots=source)


def test_a_spot_joins_the_release_built_from_headers_and_names_an_obfuscated_upload(
        spot_db, small_corpus, spot_corpus: SpotCorpus) -> None:
    corpus, manifest = small_corpus
    with newsserver.serve(corpus) as srv:
        _crawl_and_build(spot_db, srv.url, manifest)
    built = release_rows(spot_db)
    assert built and all(r["origin"] == "crawl" for r in built.values())
    guid = max(built, key=lambda h: built[h]["size"])
    stored = PostgresCatalogue().nzb(spot_db, guid)
    assert stored is not None
    joined = spot_for_nzb(nzb.decode_compact(stored.compact), title="Curated.Name.2024.1080p.BluRay.x264-GRP",
                          name="joins")
    hashed = next(r for r in manifest["releases"] if r["kind"] == "hashed" and r["complete"])
    hashed_guid = content_hash(m["message_id"] for f in hashed["files"] for m in f["segments"])
    # Issue 16: the crawl keeps an obfuscated upload, stored unnamed (phase 2 names it); the spot joins it.
    assert hashed_guid in built, "the crawl keeps an obfuscated upload as an unnamed release"
    assert spot_db.execute("SELECT named FROM usenet.releases WHERE content_hash = %s",
                           (hashed_guid,)).fetchone()["named"] is False
    named = spot_for_nzb(_manifest_files(hashed), title=hashed["name"], name="names")
    with _serve(small_corpus, [joined, named]) as srv:
        index, fetch = Runner(spot_db, srv.url, spot_corpus.now).both()
    assert (index.spots, fetch.imported, fetch.joined) == (2, 0, 2)
    after = release_rows(spot_db)
    assert len(after) == len(built)
    assert after[guid] == built[guid], "the header-built row is left as it was: one row, its fields"
    spots_ = spot_rows(spot_db)
    assert spots_[joined.article.message_id]["content_hash"] == guid
    assert spots_[named.article.message_id]["content_hash"] == hashed_guid
    assert outcomes(spot_db)["joined"] == 2


def test_a_deleted_spot_takes_only_its_own_release_with_it(spot_db, small_corpus, spot_corpus) -> None:
    corpus, manifest = small_corpus
    with newsserver.serve(corpus) as srv:
        _crawl_and_build(spot_db, srv.url, manifest)
    built = release_rows(spot_db)
    guid = max(built, key=lambda h: built[h]["size"])
    stored = PostgresCatalogue().nzb(spot_db, guid)
    assert stored is not None
    joined = spot_for_nzb(nzb.decode_compact(stored.compact), title="Joined", name="joined")
    hashed = next(r for r in manifest["releases"] if r["kind"] == "hashed" and r["complete"])
    own = spot_for_nzb(_manifest_files(hashed), title=hashed["name"], name="own")
    with _serve(small_corpus, [joined, own]) as srv:
        Runner(spot_db, srv.url, spot_corpus.now).both()
    own_hash = spot_rows(spot_db)[own.article.message_id]["content_hash"]
    commands = [moderation_command(c.article.message_id, name=f"delete-{c.name}") for c in (joined, own)]
    commands.append(moderation_command(joined.article.message_id, name="forged", forged=True))
    with _serve(small_corpus, [joined, own], commands) as srv:
        index, _ = Runner(spot_db, srv.url, spot_corpus.now).both()
    assert index.deleted == 2 and index.outcomes["header_signature_invalid"] == 1
    after = release_rows(spot_db)
    assert guid in after and after[guid] == built[guid], "Usenet content built from headers stays"
    # Issue 16: the crawl keeps the obfuscated upload (unnamed), so it is Usenet content built from headers too.
    assert own_hash in built and after[own_hash] == built[own_hash], "a release the headers built stays"
    assert {spot_rows(spot_db)[c.article.message_id]["state"] for c in (joined, own)} == {"deleted"}


@pytest.mark.slow
def test_spots_first_then_the_crawl_builds_nothing_twice(spot_db, small_corpus, spot_corpus, phase1_expected) -> None:
    corpus, manifest = small_corpus
    wanted = [r for r in manifest["releases"] if phase1_expected(r)]
    assert len(wanted) >= 5
    # A spot's Subject is Latin-1 (section 1): a title beyond it is posted with "?" for what it cannot hold.
    cases = [spot_for_nzb(_manifest_files(r), title=r["name"].encode("latin-1", "replace").decode("latin-1"),
                          name=f"first-{r['id']}") for r in wanted]
    with _serve(small_corpus, cases) as srv:
        _, fetch = Runner(spot_db, srv.url, spot_corpus.now).both()
    assert fetch.imported == len(wanted)
    spotted = set(release_rows(spot_db))
    with newsserver.serve(corpus) as srv:
        report = _crawl_and_build(spot_db, srv.url, manifest)
    after = release_rows(spot_db)
    # Each upload the crawl assembled that a spot had brought in already is a duplicate, not a second row
    # (an upload the build's junk rules drop by its file names is not assembled at all).
    assert report.outcomes["duplicate"] >= len(wanted) - report.outcomes["junk"] >= 5, report.outcomes
    assert spotted <= after.keys() and all(after[h]["origin"] == "spotnet" for h in spotted)
    assert len(after) == len(spotted) + report.built
    seen: dict[str, str] = {}
    for guid in after:
        stored = PostgresCatalogue().nzb(spot_db, guid)
        assert stored is not None
        for mid in (s.message_id for f in nzb.decode_compact(stored.compact) for s in f.segments):
            assert seen.setdefault(mid, guid) == guid, f"{mid} is in two catalogue rows"
