"""The Postgres catalogue: idempotent adds in the caller's transaction, indexed reads, cheap totals."""

from __future__ import annotations

from datetime import date

import psycopg
import pytest
from releasefactory import daily, episode, make_release

from usenet_ops.domain.nzb import decode_compact
from usenet_ops.store import catalogue as cat
from usenet_ops.store.catalogue import ReleaseQuery


def test_add_inserts_once_and_reports_duplicates_on_rerun(db, catalogue):
    releases = [make_release(f"Title.{i}.720p-GRP") for i in range(3)]
    first = catalogue.add(db, releases)
    second = catalogue.add(db, releases)
    assert (first.inserted, first.duplicates) == (3, 0)
    assert (second.inserted, second.duplicates) == (0, 3)
    assert first.guids == {r.content_hash: r.content_hash for r in releases}
    assert db.execute("SELECT count(*) AS n FROM releases").fetchone()["n"] == 3


def test_add_returns_the_ids_of_the_rows_it_inserted_and_only_those(db, catalogue):
    old = make_release("Already.Here.720p-GRP")
    catalogue.add(db, [old])
    fresh = [make_release(f"New.{i}.720p-GRP") for i in range(3)]
    result = catalogue.add(db, [old, *fresh, fresh[0]])
    stored = cat.release_ids(db, [r.content_hash for r in [old, *fresh]])
    assert result.ids == {r.content_hash: stored[r.content_hash] for r in fresh}
    assert result.inserted_hashes == frozenset(result.ids) and old.content_hash not in result.ids


def test_add_counts_a_hash_repeated_within_one_batch_as_duplicate(db, catalogue):
    r = make_release("Same.Release-GRP")
    result = catalogue.add(db, [r, r])
    assert (result.inserted, result.duplicates) == (1, 1)


def test_add_commits_or_rolls_back_with_the_callers_transaction(pg_dsn, db, catalogue):
    from usenet_ops.store import db as store_db

    r = make_release("Rolled.Back-GRP")
    with store_db.connect(pg_dsn) as conn:
        catalogue.add(conn, [r])
        conn.rollback()
    assert catalogue.by_guid(db, r.content_hash) is None
    with store_db.session(pg_dsn) as conn:
        catalogue.add(conn, [r])
    assert catalogue.by_guid(db, r.content_hash) is not None


def test_stored_release_round_trips_fields_and_compact_nzb(db, catalogue):
    r = episode("Some Show", 3, 7, imdb="tt0944947", tvdb=121361, tags=("1080p", "x265", "German"))
    catalogue.add(db, [r])
    stored = catalogue.nzb(db, r.content_hash)
    assert stored is not None
    row = stored.release
    assert (row.title, row.season, row.episode, row.tvdb, row.imdb) == (r.title, 3, 7, 121361, "0944947")
    assert row.posted_at == r.posted_at and row.posted_at.utcoffset().total_seconds() == 0
    assert row.groups == r.groups and row.tags == r.tags and row.grabs == 0
    assert decode_compact(stored.compact) == decode_compact(r.nzb)


def test_text_with_nul_characters_is_stored_without_them(db, catalogue):
    r = make_release("Bad\x00Title-GRP", poster="po\x00ster@x")
    assert catalogue.add(db, [r]).inserted == 1
    row = catalogue.by_guid(db, r.content_hash)
    assert row.title == "BadTitle-GRP" and row.poster == "poster@x"


def test_unknown_or_malformed_guid_is_none(db, catalogue):
    assert catalogue.by_guid(db, "0123456789abcdef") is None
    assert catalogue.nzb(db, "'; DROP TABLE releases; --") is None


def test_search_is_newest_first_and_pages_with_exact_totals(db, catalogue):
    releases = [make_release(f"Paged.Release.{i}-GRP") for i in range(25)]
    catalogue.add(db, releases)
    newest_first = sorted(releases, key=lambda r: r.posted_at, reverse=True)
    page1 = catalogue.search(db, ReleaseQuery(limit=10))
    page3 = catalogue.search(db, ReleaseQuery(limit=10, offset=20))
    beyond = catalogue.search(db, ReleaseQuery(limit=10, offset=40))
    assert [r.guid for r in page1.items] == [r.content_hash for r in newest_first[:10]]
    assert [r.guid for r in page3.items] == [r.content_hash for r in newest_first[20:]]
    assert (page1.total, page3.total, beyond.total) == (25, 25, 25)
    assert beyond.items == [] and page1.total_exact


def test_dense_filter_reports_the_planner_estimate_but_pages_exactly(db, catalogue, monkeypatch):
    monkeypatch.setattr(cat, "SPARSE_ROWS", 0)
    monkeypatch.setattr(cat, "SPARSE_SCALE", 0)
    releases = [make_release(f"Many.{i}-GRP") for i in range(30)]
    catalogue.add(db, releases)
    db.execute("ANALYZE releases")
    newest_first = [r.content_hash for r in sorted(releases, key=lambda r: r.posted_at, reverse=True)]
    page = catalogue.search(db, ReleaseQuery(limit=10, offset=10))
    assert [r.guid for r in page.items] == newest_first[10:20]
    assert not page.total_exact and page.total >= 20
    last = catalogue.search(db, ReleaseQuery(limit=25, offset=10))
    assert (len(last.items), last.total, last.total_exact) == (20, 30, True)
    none = catalogue.search(db, ReleaseQuery(words=("absent",), limit=10))
    assert (none.items, none.total, none.total_exact) == ([], 0, True)


def test_the_sparse_threshold_grows_with_the_catalogue_rows_postgres_knows(db, catalogue, monkeypatch):
    """The same filter is counted exactly once the table's estimated size scales the threshold above it.

    A browse filter (a category): words, groups, episodes and ids go through the finder (test_finder.py)."""
    releases = [make_release(f"Scaled.{i}-GRP") for i in range(30)]
    catalogue.add(db, releases)
    db.execute("ANALYZE releases")
    monkeypatch.setattr(cat, "SPARSE_ROWS", 0)
    monkeypatch.setattr(cat, "SPARSE_SCALE", 0)
    dense = cat.PostgresCatalogue().search(db, ReleaseQuery(categories=frozenset({5040}), limit=10))
    assert len(dense.items) == 10 and not dense.total_exact
    monkeypatch.setattr(cat, "SPARSE_SCALE", 10.0)  # 10 * sqrt(10 * 30 rows) = 173 >= the estimate of 30
    scaled = cat.PostgresCatalogue().search(db, ReleaseQuery(categories=frozenset({5040}), limit=10))
    assert [r.guid for r in scaled.items] == [r.guid for r in dense.items]
    assert (scaled.total, scaled.total_exact) == (30, True)


def test_sparse_guess_that_collects_too_many_matches_falls_back_to_the_ordered_walk(db, catalogue, monkeypatch):
    monkeypatch.setattr(cat, "sparse_limits", lambda rows, depth: (10**9, 5))  # always sparse, capped at 5
    releases = [make_release(f"Misjudged.{i}-GRP") for i in range(30)]
    catalogue.add(db, releases)
    newest_first = [r.content_hash for r in sorted(releases, key=lambda r: r.posted_at, reverse=True)]
    page = catalogue.search(db, ReleaseQuery(words=("misjudged",), limit=10))
    assert [r.guid for r in page.items] == newest_first[:10]


def test_sparse_filter_counts_exactly_even_past_the_last_page(db, catalogue):
    catalogue.add(db, [make_release(f"Counted.{i}-GRP") for i in range(7)])
    beyond = catalogue.search(db, ReleaseQuery(words=("counted",), limit=5, offset=50))
    assert (beyond.items, beyond.total, beyond.total_exact) == ([], 7, True)


def test_words_match_whole_prefix_and_infix_parts_case_insensitively(db, catalogue):
    catalogue.add(db, [make_release("Interstellar.2014.2160p.UHD.BluRay-GRP", category=2045),
                       make_release("Other.Movie.2014.720p-GRP", category=2040)])

    def titles(text):
        return [r.title for r in catalogue.search(db, ReleaseQuery(words=cat.search_words(text))).items]

    assert titles("interstellar 2160p") == ["Interstellar.2014.2160p.UHD.BluRay-GRP"]
    assert titles("INTERST") == ["Interstellar.2014.2160p.UHD.BluRay-GRP"]  # prefix, full-text
    assert titles("terstel") == ["Interstellar.2014.2160p.UHD.BluRay-GRP"]  # infix, trigram
    assert len(titles("2014")) == 2
    assert titles("nonexistent") == []


def test_category_filter_matches_the_given_set_only(db, catalogue):
    catalogue.add(db, [make_release("A-GRP", category=5040), make_release("B-GRP", category=5030),
                       make_release("C-GRP", category=2040)])
    page = catalogue.search(db, ReleaseQuery(categories=frozenset({5030, 5040})))
    assert sorted(r.title for r in page.items) == ["A-GRP", "B-GRP"]
    assert catalogue.search(db, ReleaseQuery(categories=frozenset())).items == []


def test_episode_id_and_daily_filters_use_parsed_fields(db, catalogue):
    catalogue.add(db, [
        episode("Show", 1, 1, tvdb=100), episode("Show", 1, 2, tvdb=100), episode("Show", 2, 1, tvdb=100),
        episode("Other", 1, 1, tvdb=200, imdb="0000001"),
        daily("Late Show", date(2026, 3, 15)), daily("Late Show", date(2026, 3, 16)),
    ])

    def titles(**kw):
        return sorted(r.title for r in catalogue.search(db, ReleaseQuery(**kw)).items)

    assert titles(tvdb=100, season=1, episode=2) == ["Show.S01E02.1080p.WEB-DL.x264-GRP"]
    assert len(titles(tvdb=100, season=1)) == 2
    assert len(titles(tvdb=100, imdb="0000001", season=1, episode=1)) == 2  # ids are ORed
    assert titles(air_date=date(2026, 3, 15)) == ["Late.Show.2026.03.15.720p.HDTV.x264-GRP"]
    assert len(titles(year=2026)) == 2


def test_size_age_and_group_filters(db, catalogue):
    catalogue.add(db, [make_release("Small-GRP", size=10), make_release("Big-GRP", size=10**9),
                       make_release("Elsewhere-GRP", groups=("alt.binaries.other",))])
    assert [r.title for r in catalogue.search(db, ReleaseQuery(min_size=10**8)).items] == ["Big-GRP"]
    assert [r.title for r in catalogue.search(db, ReleaseQuery(max_size=100)).items] == ["Small-GRP"]
    assert [r.title for r in catalogue.search(db, ReleaseQuery(group="alt.binaries.other")).items] == ["Elsewhere-GRP"]
    assert catalogue.search(db, ReleaseQuery(max_age_days=1)).items == []  # factory dates are Nov 2026 minus minutes
    assert len(catalogue.search(db, ReleaseQuery(max_age_days=36500)).items) == 3


def test_record_grab_counts_per_release(db, catalogue):
    r = make_release("Grabbed-GRP")
    catalogue.add(db, [r])
    row = catalogue.by_guid(db, r.content_hash)
    catalogue.record_grab(db, row.id)
    catalogue.record_grab(db, row.id)
    assert catalogue.by_guid(db, r.content_hash).grabs == 2


def test_sql_metacharacters_in_words_are_data(db, catalogue):
    catalogue.add(db, [make_release("Plain-GRP")])
    for text in ["' OR 1=1 --", "a:* | b", "x'); DELETE FROM releases; --", "!(zz)"]:
        assert catalogue.search(db, ReleaseQuery(words=cat.search_words(text))).items == []
    for text in ["%", "_", "\\", "'"]:  # punctuation only: no words, the same as an empty q
        assert cat.search_words(text) == ()
    assert db.execute("SELECT count(*) AS n FROM releases").fetchone()["n"] == 1


def test_search_uses_indexes_not_a_sequential_scan(db, catalogue):
    catalogue.add(db, [make_release(f"Indexed.Title.{i}-GRP", category=5040 if i % 2 else 2040) for i in range(200)])
    db.execute("ANALYZE releases")
    db.execute("SET enable_seqscan = off")
    try:
        for query in (ReleaseQuery(words=("indexed", "title")), ReleaseQuery(categories=frozenset({5040})),
                      ReleaseQuery(tvdb=1, season=1, episode=1)):
            where, params = cat._where(query)
            plan = db.execute(
                psycopg.sql.SQL("EXPLAIN SELECT 1 FROM releases r WHERE {} ORDER BY r.posted_at DESC LIMIT 100")
                .format(where), params,
            ).fetchall()
            text = "\n".join(next(iter(row.values())) for row in plan)
            assert "Seq Scan" not in text, text
    finally:
        db.execute("RESET enable_seqscan")


@pytest.mark.parametrize("value", ["tt0944947", "0944947", "944947", "TT944947"])
def test_imdb_is_stored_as_seven_digits(db, catalogue, value):
    r = make_release("Movie-GRP", imdb=value, category=2040)
    catalogue.add(db, [r])
    assert catalogue.by_guid(db, r.content_hash).imdb == "0944947"


def test_the_store_bounds_and_cleans_every_text_column_whatever_a_sink_is_handed(db):
    import dataclasses

    from usenet_ops.domain import bounds

    hostile = dataclasses.replace(
        make_release("Plain-GRP"), title="T\x00itle " * 1000, search_name="s\x00earch " * 1000,
        poster="p\udc80" * 500, groups=("alt.binaries.ok", "g" * 5000, *(f"alt.binaries.{i}" for i in range(100))),
        tags=("1080p\x00", "x" * 999), series="S\x00" * 400, series_key="k" * 999,
    )
    result = cat.PostgresCatalogue().add(db, [hostile])
    assert (result.inserted, result.rejected) == (1, {})
    row = db.execute("SELECT * FROM usenet.releases").fetchone()
    assert len(row["title"]) <= bounds.TITLE_CHARS and row["title"].startswith("Title Title")
    assert len(row["search_name"]) <= bounds.TITLE_CHARS and "\x00" not in row["search_name"]
    assert len(row["poster"]) <= bounds.POSTER_CHARS and "\ufffd" in row["poster"]
    assert len(row["groups"]) == bounds.GROUPS_MAX and "g" * 5000 not in row["groups"]
    assert row["tags"][0] == "1080p" and len(row["tags"][1]) <= bounds.TEXT_CHARS
    assert row["series"] == "S" * bounds.TEXT_CHARS and len(row["series_key"]) <= bounds.TEXT_CHARS


def test_add_sets_aside_only_the_rows_postgres_refuses_and_stores_the_rest(db):
    good, evil = make_release("Kept-GRP"), make_release("Refused-GRP")
    db.execute("ALTER TABLE usenet.releases ADD CONSTRAINT test_refuse CHECK (title <> 'Refused-GRP')")
    try:
        result = cat.PostgresCatalogue().add(db, [good, evil, good])
    finally:
        db.execute("ALTER TABLE usenet.releases DROP CONSTRAINT test_refuse")
    assert (result.inserted, result.duplicates) == (1, 1)
    assert list(result.rejected) == [evil.content_hash] and "test_refuse" in result.rejected[evil.content_hash]
    assert list(result.ids) == [good.content_hash]  # retried row by row: the kept row's id still comes back
    assert [r["title"] for r in db.execute("SELECT title FROM usenet.releases")] == ["Kept-GRP"]
