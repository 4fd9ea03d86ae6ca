"""Tag fill on real Postgres: releases built over NNTP re-derived, swept, restored, purged; hostile rows counted."""

from __future__ import annotations

import dataclasses

import pytest
from staging_view import backend_of

from usenet_ops.corpus import catalogue_fill
from usenet_ops.nntp.pool import Pool
from usenet_ops.nntp.provider import ProviderConfig
from usenet_ops.passes import build, compose, crawl, prune, tagfill
from usenet_ops.store import catalogue, filters, tagfill_state

DERIVED = "search_name, category, tags, series, series_key, season, episode, air_date, pack"


def _crawl_and_build(db, server, groups_: list[str]) -> None:
    provider = ProviderConfig.from_url(server.url, backbone="a")
    settings = compose.load_settings(db)
    ingest = compose.load_filters(db)
    with Pool(provider) as pool:
        for g in groups_:
            target = crawl.CrawlTarget(provider=server.url, backbone="a", group=g,
                                       indexed_groups=compose.indexed_groups(db))
            crawl.crawl_group(target, conn=db, pool=pool, settings=settings, filters=ingest, owner="test",
                              staging=compose.staging_backend(settings))
    build.build_pass(db, settings=settings, sink=catalogue.PostgresCatalogue(),
                     filters=compose.load_build_filters(db), budget_sec=120, staging=compose.staging_backend(settings))


def _derived(db) -> dict[int, tuple]:
    return {r["id"]: tuple(r.values())[1:] for r in db.execute(f"SELECT id, {DERIVED} FROM usenet.releases")}


def _outdate(db) -> None:
    """Make every release look built by an older classifier, and forget the finished walk (as a new version would)."""
    db.execute("UPDATE usenet.releases SET classifier_version = NULL")
    db.execute("DELETE FROM usenet.tagfill_state")


def _run(db, **knobs) -> tagfill.TagFillReport:
    settings = dataclasses.replace(compose.load_settings(db), **knobs)
    return tagfill.run(db, settings=settings, filters=compose.load_build_filters(db))


def test_build_stamps_the_version_and_tag_fill_of_unchanged_rules_rederives_exactly_what_the_build_derived(
        crawl_db, server_a, corpus_groups) -> None:
    _crawl_and_build(crawl_db, server_a, corpus_groups)
    version = compose.classifier_version(crawl_db)
    stamped = crawl_db.execute("SELECT classifier_version AS v, count(*) AS n FROM usenet.releases GROUP BY 1").fetchall()
    assert [(r["v"], r["n"] > 20) for r in stamped] == [(version, True)]
    built = _derived(crawl_db)
    # As if an older classifier had built them: wrong derived fields, no version.
    crawl_db.execute("UPDATE usenet.releases SET classifier_version = NULL, category = 8010, tags = '{}', "
                     "series = NULL, series_key = NULL, season = NULL, episode = NULL, pack = false")
    report = _run(crawl_db, tagfill_sweep=False)
    assert report.examined == len(built) and report.unjudgeable == 0 and report.removed == 0
    assert _derived(crawl_db) == built, "tag fill derives what the build derived from the same title and files"
    assert report.changed == sum(1 for v in built.values() if v[1] != 8010 or v[2] or v[3] or v[6] is not None)
    # At the version now: a second run reads nothing.
    assert _run(crawl_db).examined == 0
    # With the sweep on and the shipped rules, nothing the build kept is removed.
    _outdate(crawl_db)
    again = _run(crawl_db)
    assert (again.examined, again.removed, again.changed) == (len(built), 0, 0)


def test_a_blacklist_rule_sweeps_matching_releases_out_hidden_counted_and_restorable(db) -> None:
    catalogue.copy_releases(db, catalogue_fill.COPY_COLUMNS, catalogue_fill.rows(500))
    first = _run(db)
    assert (first.examined, first.removed) == (500, 0)
    victim = db.execute("SELECT id, content_hash, nzb FROM usenet.releases WHERE title LIKE %s ORDER BY id LIMIT 1",
                        (f"{catalogue_fill.JUNK_MARKER}%",)).fetchone()
    db.execute("INSERT INTO usenet.release_grabs (release_id, grabs) VALUES (%s, 7)", (victim["id"],))
    rule = filters.add_blacklist(db, "name", catalogue_fill.JUNK_MARKER, "spam bot")
    marked = db.execute("SELECT count(*) AS n FROM usenet.releases WHERE title LIKE %s",
                        (f"{catalogue_fill.JUNK_MARKER}%",)).fetchone()["n"]
    assert marked == len(range(0, 500, catalogue_fill.JUNK_EVERY))

    swept = _run(db)  # the rule changed the classifier version: every release is read again
    assert swept.examined == 500 and swept.removed == marked
    assert dict(swept.by_rule) == {f"blacklist:{rule} name ~ {catalogue_fill.JUNK_MARKER}": marked}
    assert catalogue.PostgresCatalogue().by_guid(db, victim["content_hash"]) is None, "hidden from the API"
    removed = [(r["family"], r["rule_id"], r["removed"]) for r in tagfill_state.removals_by_rule(db)]
    assert removed == [("blacklist", rule, marked)]
    assert _run(db).examined == 0, "the same state on a re-run: nothing read twice, nothing removed twice"

    assert tagfill_state.restore(db, victim["id"]) == "restored"
    back = catalogue.PostgresCatalogue().nzb(db, victim["content_hash"])
    assert back is not None and back.release.id == victim["id"] and back.compact == bytes(victim["nzb"])
    assert back.release.grabs == 7, "the rows hanging off the release come back with it"
    assert tagfill_state.restore(db, victim["id"]) == "already"
    _outdate(db)
    again = _run(db)
    assert (again.examined, again.removed) == (500 - marked + 1, 0), "a restored release is never swept again"
    assert catalogue.PostgresCatalogue().by_guid(db, victim["content_hash"]) is not None


def test_prune_purges_removals_past_the_grace_and_keeps_restored_ones(db) -> None:
    catalogue.copy_releases(db, catalogue_fill.COPY_COLUMNS, catalogue_fill.rows(200))
    filters.add_blacklist(db, "name", catalogue_fill.JUNK_MARKER)
    assert _run(db).removed == 3
    ids = [r["release_id"] for r in db.execute("SELECT release_id FROM usenet.release_removals ORDER BY 1")]
    assert tagfill_state.restore(db, ids[0]) == "restored"
    db.execute("UPDATE usenet.release_removals SET removed_at = now() - interval '31 days'")
    db.execute("UPDATE usenet.release_removals SET removed_at = now() WHERE release_id = %s", (ids[2],))
    report = prune.prune(db, compose.load_settings(db), staging=backend_of(db))
    assert report.removals_purged == 1
    left = {r["release_id"]: r["restored_at"] is not None
            for r in db.execute("SELECT release_id, restored_at FROM usenet.release_removals")}
    assert left == {ids[0]: True, ids[2]: False}
    assert tagfill_state.restore(db, ids[1]) == "absent"


def test_hostile_rows_are_counted_stamped_and_never_stop_the_batch(db) -> None:
    catalogue.copy_releases(db, catalogue_fill.COPY_COLUMNS, catalogue_fill.rows(50))
    db.execute("UPDATE usenet.releases SET nzb = '\\x554e5a01deadbeef'::bytea WHERE id = 3")  # magic, then garbage
    db.execute("UPDATE usenet.releases SET nzb = ''::bytea WHERE id = 4")
    db.execute("UPDATE usenet.releases SET title = repeat('Huge.Title.', 20000) WHERE id = 5")
    db.execute("UPDATE usenet.releases SET title = E'Odd \\u0001\\u001f\\u200b\\ud7ff title ' || repeat('x', 400)"
               " WHERE id = 6")
    report = _run(db)
    assert report.examined == 50 and report.unjudgeable == 3
    assert "release 3" in report.samples["unjudgeable"]
    assert db.execute("SELECT count(*) AS n FROM usenet.releases WHERE classifier_version = %s",
                      (report.version,)).fetchone()["n"] == 50
    assert _run(db).examined == 0, "an unjudgeable row is not read forever"
    passes = tagfill_state.recent_passes(db)
    assert passes[0]["state"] == "done" and passes[0]["unjudgeable"] == 3


def test_spotnet_releases_are_not_rederived(db) -> None:
    catalogue.copy_releases(db, catalogue_fill.COPY_COLUMNS, catalogue_fill.rows(10))
    db.execute("UPDATE usenet.releases SET origin = 'spotnet', category = 2040 WHERE id <= 4")
    report = _run(db)
    assert report.examined == 6
    assert [r["category"] for r in db.execute("SELECT category FROM usenet.releases WHERE id <= 4")] == [2040] * 4


def test_plan_walks_by_id_range_then_checks_only_new_ids(db) -> None:
    catalogue.copy_releases(db, catalogue_fill.COPY_COLUMNS, catalogue_fill.rows(1000))
    assert tagfill_state.plan(db, "v1", span=300, max_batches=2) == [(1, 301), (301, 601)]
    assert tagfill_state.plan(db, "v1", span=300, max_batches=2) == [(601, 901), (901, 1001)]
    # The walk handed out every range, but no batch ran: the end check walks again from the first outdated id.
    assert tagfill_state.plan(db, "v1", span=300, max_batches=1) == [(1, 301)]
    db.execute("UPDATE usenet.releases SET classifier_version = 'v1'")
    db.execute("UPDATE usenet.tagfill_state SET next_id = 1001")
    assert tagfill_state.plan(db, "v1", span=300, max_batches=4) == []
    assert not tagfill_state.walking(db, "v1") and tagfill_state.walk_state(db).verified_below == 1001
    catalogue.copy_releases(db, catalogue_fill.COPY_COLUMNS, catalogue_fill.rows(5, start=1000))
    assert tagfill_state.plan(db, "v1", span=300, max_batches=4) == [(1001, 1006)], "only ids above the verified ones"
    assert tagfill_state.plan(db, "v2", span=600, max_batches=4) == [(1, 601), (601, 1006)], "a new version walks anew"


@pytest.mark.parametrize("sweep", [True, False])
def test_the_sweep_knob_turns_removal_off(db, sweep: bool) -> None:
    catalogue.copy_releases(db, catalogue_fill.COPY_COLUMNS, catalogue_fill.rows(100))
    filters.add_blacklist(db, "name", catalogue_fill.JUNK_MARKER)
    assert _run(db, tagfill_sweep=sweep).removed == (2 if sweep else 0)
