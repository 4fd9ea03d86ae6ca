"""The build stores a ROT18-garbled release under its repaired title (searchable by its real words) and counts it."""

from __future__ import annotations

from stagedsets import complete_set, stage

from usenet_ops.domain import rot18
from usenet_ops.passes import build, compose
from usenet_ops.store import building, filters
from usenet_ops.store.catalogue import PostgresCatalogue, ReleaseQuery
from usenet_ops.store.staging_pg import PgStaging

REAL = "Show.Name.S01E02.1080p.WEB.H264-GRP"
ODD = "Cwm.Rhondda.Gymraeg.Choir.2019.FLAC-WLS"  # Welsh, consonant-heavy: looks rotated, is not


def test_a_garbled_release_is_stored_repaired_and_counted_and_an_odd_real_name_is_kept(db) -> None:
    filters.seed_rules(db)
    garbled = rot18.decode(REAL)
    stage(db, complete_set(garbled, tag="a", parts=12) + complete_set(ODD, tag="b", parts=12, first_article=500))
    report = build.build_pass(db, settings=compose.load_settings(db), sink=PostgresCatalogue(),
                              filters=compose.load_build_filters(db), staging=PgStaging())
    assert report.built == 2, report.outcomes
    titles = {r["title"]: r for r in db.execute("SELECT title, season, episode, category FROM usenet.releases")}
    assert set(titles) == {REAL, ODD}
    assert (titles[REAL]["season"], titles[REAL]["episode"]) == (1, 2)
    assert titles[REAL]["category"] // 1000 == 5  # TV, derived from the repaired name
    found = PostgresCatalogue().search(db, ReleaseQuery(words=("show", "name")))
    assert [r.title for r in found.items] == [REAL]
    outcomes = {r["reason"]: r for r in building.outcomes_since(db, 1)}
    assert outcomes[build.ROT18_REPAIRED]["count"] == 1
    assert outcomes[build.ROT18_REPAIRED]["sample"] == f"{garbled} -> {REAL}"


def test_switched_off_the_garbled_title_is_stored_as_posted(db) -> None:
    from usenet_ops.store import settings as settings_store

    filters.seed_rules(db)
    settings_store.set_value(db, "rot18_repair_enabled", False)
    garbled = rot18.decode(REAL)
    stage(db, complete_set(garbled, tag="a", parts=12))
    report = build.build_pass(db, settings=compose.load_settings(db), sink=PostgresCatalogue(),
                              filters=compose.load_build_filters(db), staging=PgStaging())
    assert report.built == 1, report.outcomes
    assert [r["title"] for r in db.execute("SELECT title FROM usenet.releases")] == [garbled]
    assert build.ROT18_REPAIRED not in {r["reason"] for r in building.outcomes_since(db, 1)}
