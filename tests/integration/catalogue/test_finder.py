"""The finder (migrations 132/133, ADR 0022): window by window inside one index, the same pages as the plain tests.

store.catalogue answers a named query with words, a group, a season or
episode, or an id from the finder's index: the filter as tokens, the
posting hour as bucket tokens, windows newest first. It must return exactly
the page the plain filter walked newest first returns, for every shape a
client sends, with the windows split (a tiny cap) and unsplit, and nothing
a title or a hostile group name could forge.
"""

from __future__ import annotations

import contextlib
import random
import re
from datetime import UTC, datetime, timedelta

import psycopg
import pytest
from releasefactory import make_release

from usenet_ops.domain.categories import expand_categories
from usenet_ops.store import catalogue as cat
from usenet_ops.store.catalogue import ReleaseQuery

CATEGORIES = (2000, 2030, 2040, 2045, 5030, 5040, 5045, 5070, 7020, 3010, 8010)
WORDS = ("alpha", "bravo", "charlie", "delta", "echo", "kilo", "2040", "5000")
GROUPS = ("alt.binaries.teevee", "alt.binaries.movies", "a.b.x'y", "a.b.back\\slash", "a.b.sp ace|&!:*")


def _plain(db, query: ReleaseQuery) -> list[int]:
    """Every match of the plain filter, newest first (the reference)."""
    where, params = cat._where(query)
    rows = db.execute(psycopg.sql.SQL(
        "SELECT r.id FROM releases r WHERE {} ORDER BY r.posted_at DESC, r.id DESC").format(where), params)
    return [r["id"] for r in rows]


@pytest.fixture
def shelf(db, catalogue):
    rng = random.Random(132)
    now = datetime.now(UTC)
    releases = []
    for i in range(500):
        words = ".".join(rng.sample(WORDS, rng.randint(1, 3)))
        # Hours to years back, a few in the next day (a poster's clock), a cluster in one hour.
        age = rng.choice((timedelta(minutes=rng.randint(0, 600)), timedelta(hours=rng.randint(0, 2000)),
                          timedelta(days=rng.randint(0, 7000)), timedelta(hours=-rng.randint(1, 20)),
                          timedelta(minutes=30 + rng.random())))
        season = rng.choice((None, 1, 2, 3))
        releases.append(make_release(
            f"{words}.{i}-GRP", category=rng.choice(CATEGORIES), posted_at=now - age,
            groups=tuple(rng.sample(GROUPS, rng.randint(1, 2))), season=season,
            episode=rng.randint(1, 4) if season else None, imdb=rng.choice((None, "0133093", "1375666")),
            tvdb=rng.choice((None, 70001, 70002))))
    # A title cannot forge a token: '#' never survives the text parser.
    releases.append(make_release("Alpha.#2040.Forged-GRP", category=8010, posted_at=now))
    releases.append(make_release("Alpha #5040 #s1 #galt.binaries.teevee forged-GRP", category=3010, posted_at=now))
    catalogue.add(db, releases)
    db.execute("UPDATE releases SET dead = true WHERE id % 7 = 0")
    db.execute("UPDATE releases SET named = false WHERE id % 11 = 0")
    db.execute("ANALYZE releases")
    return releases


QUERIES = [
    ReleaseQuery(words=("alpha",)),
    ReleaseQuery(words=("alpha",), categories=frozenset({2040})),
    ReleaseQuery(words=("alpha",), categories=frozenset({2000, 2030, 2040, 2045})),
    ReleaseQuery(words=("alpha", "bravo"), categories=frozenset({5030, 5040, 5045, 5070})),
    ReleaseQuery(words=("2040",), categories=frozenset({2040, 8010})),
    ReleaseQuery(words=("echo",), categories=frozenset({9999})),
    ReleaseQuery(words=("kilo", "delta"), categories=frozenset(CATEGORIES), hide_dead=True),
    ReleaseQuery(words=("charlie",), categories=frozenset({7020, 3010}), min_size=1, max_size=10**12),
    ReleaseQuery(words=("bravo",), max_age_days=30),
    ReleaseQuery(words=("delta",), season=2, episode=3, categories=frozenset({5030, 5040})),
    ReleaseQuery(season=1, episode=2),  # one episode: the '#x1.2' token
    ReleaseQuery(season=3),  # a season: '#s3'
    ReleaseQuery(episode=2, words=("alpha",)),  # an episode number alone: '#e2'
    ReleaseQuery(season=12, episode=1),  # '#x12.1' is not '#x1.21
    ReleaseQuery(tvdb=70001, season=3),
    ReleaseQuery(imdb="0133093", categories=frozenset({2000, 2030, 2040, 2045})),
    ReleaseQuery(imdb="1375666", tvdb=70002),
    ReleaseQuery(group="alt.binaries.teevee"),
    ReleaseQuery(group="a.b.x'y", words=("alpha",)),
    ReleaseQuery(group="a.b.back\\slash"),
    ReleaseQuery(group="a.b.sp ace|&!:*", categories=frozenset({5040})),
    ReleaseQuery(group="alt.binaries.none"),
    ReleaseQuery(words=("alpha",), offset=40, limit=25),
    ReleaseQuery(words=("alpha",), offset=400),
    # Whole trees (136's '#p<top>' tokens), alone, with another tree's part, with a lone subcategory.
    ReleaseQuery(words=("alpha",), categories=expand_categories([2000])),
    ReleaseQuery(words=("bravo",), categories=expand_categories([5000]) | {2040}),
    ReleaseQuery(group="alt.binaries.teevee", categories=expand_categories([2000, 5000, 7000])),
    ReleaseQuery(season=1, categories=expand_categories([5000]) - {5030}),
    # Confined to the movie tree (137's own index): the top alone, a part of it, with filters the heap keeps.
    ReleaseQuery(words=("alpha",), categories=frozenset({2000})),
    ReleaseQuery(words=("bravo", "charlie"), categories=expand_categories([2000]) - {2000}),
    ReleaseQuery(words=("delta",), categories=expand_categories([2000]), hide_dead=True, max_age_days=4000),
    ReleaseQuery(group="alt.binaries.movies", categories=expand_categories([2000]), offset=5, limit=7),
    ReleaseQuery(imdb="1375666", categories=frozenset({2045})),
]


def _label(q: ReleaseQuery) -> str:
    return "+".join(q.words) or q.group or f"s{q.season}e{q.episode}i{q.imdb}t{q.tvdb}"


@pytest.fixture
def finder_only(monkeypatch):
    """No planner estimate sends a query straight to the walk: the finder answers every query it can."""
    monkeypatch.setattr(cat, "DENSE_WALK_ROWS", 0)


@pytest.mark.parametrize("broad", [False, True], ids=["cat-tokens", "cat-heap"])
@pytest.mark.parametrize("cap", [cat.FINDER_MIN_CAP, 3], ids=["whole", "split"])
@pytest.mark.parametrize("query", QUERIES, ids=_label)
def test_the_finder_pages_as_the_plain_filter_does(db, shelf, finder_only, monkeypatch, query, cap, broad) -> None:
    monkeypatch.setattr(cat, "FINDER_MIN_CAP", cap)
    monkeypatch.setattr(cat, "BROAD_CATEGORY_SHARE", 0.0 if broad else 2.0)
    expected = _plain(db, query)
    page = cat.PostgresCatalogue().search(db, query)
    assert [r.id for r in page.items] == expected[query.offset:query.offset + query.limit]
    if page.total_exact:
        assert page.total == len(expected)
    else:
        assert page.total >= query.offset + len(page.items)


def test_whole_trees_are_one_token_and_the_rest_their_own() -> None:
    assert cat._category_tokens(expand_categories([2000])) == ["#p2000"]
    assert cat._category_tokens(expand_categories([2000]) | {5030}) == ["#p2000", "#5030"]
    assert cat._category_tokens(expand_categories([2000]) - {2000}) == [
        f"#{c}" for c in sorted(expand_categories([2000]) - {2000})]  # the top itself not asked: not the tree
    assert cat._category_tokens(frozenset({9999})) == ["#9999"]
    assert cat._category_tokens(frozenset()) == []


def test_ids_go_to_their_btree_and_the_rest_to_the_finder() -> None:
    assert not cat._finds(ReleaseQuery(tvdb=70001, season=3))
    assert cat._finds(ReleaseQuery(imdb="0133093", words=("alpha",))) and cat._finds(ReleaseQuery(imdb="0133093"))
    assert cat._finds(ReleaseQuery(season=1, episode=2)) and cat._finds(ReleaseQuery(group="a.b"))


def test_a_dense_estimate_walks_newest_first_and_finds_the_same_page(db, shelf, monkeypatch) -> None:
    query = ReleaseQuery(words=("alpha",), limit=10)
    monkeypatch.setattr(cat, "_finder_page", lambda *a, **k: pytest.fail("a plainly dense query reached the finder"))
    monkeypatch.setattr(cat, "DENSE_WALK_ROWS", 10**9)
    page = cat.PostgresCatalogue().search(db, query)
    assert [r.id for r in page.items] == _plain(db, query)[:10]


def test_a_small_cap_splits_windows_and_still_finds_every_match(db, shelf, finder_only, monkeypatch) -> None:
    """With a cap of 1 most windows split down to hours; an hour holding 2+ matches falls back to the walk."""
    monkeypatch.setattr(cat, "FINDER_MIN_CAP", 1)
    query = ReleaseQuery(words=("alpha",), limit=5)
    expected = _plain(db, query)
    assert len(expected) > 5
    page = cat.PostgresCatalogue().search(db, query)
    assert [r.id for r in page.items] == expected[:5]


def test_partial_words_find_by_window_as_the_plain_trigram_test(db, shelf, finder_only, monkeypatch) -> None:
    for cap in (cat.FINDER_MIN_CAP, 2):
        monkeypatch.setattr(cat, "FINDER_MIN_CAP", cap)
        query = ReleaseQuery(words=("lph",), categories=frozenset({2040, 5040}), limit=10)
        where, params = cat._where(query, trigram=True)
        expected = [r["id"] for r in db.execute(psycopg.sql.SQL(
            "SELECT r.id FROM releases r WHERE {} ORDER BY r.posted_at DESC, r.id DESC").format(where), params)]
        assert expected
        page = cat.PostgresCatalogue().search(db, query)  # no whole word "lph": the trigram fallback
        assert [r.id for r in page.items] == expected[:10]


def test_a_first_pass_past_the_cap_is_never_counted_again(db, shelf, finder_only, monkeypatch) -> None:
    """The whole-history pass read more than cap: the total is at least that, without a counting pass."""
    monkeypatch.setattr(cat, "FINDER_MIN_CAP", 3)
    statements: list[str] = []
    bitmap_only = cat._bitmap_only

    class Recording:
        def __init__(self, cur):
            self.cur = cur

        def execute(self, query, params=None):
            statements.append(query.as_string(db) if hasattr(query, "as_string") else str(query))
            return self.cur.execute(query, params)

    @contextlib.contextmanager
    def recording(conn):
        with bitmap_only(conn) as cur:
            yield Recording(cur)

    # Five old matches: the window of the newest holds one, and most rows are newer, so by the posting-time
    # histogram the rest would look like a handful, which only a pass over the history could count.
    now = datetime.now(UTC)
    cat.PostgresCatalogue().add(db, [make_release(f"Zulu.Old.{i}-GRP", category=2040, posted_at=now - timedelta(
        days=6900 + i)) for i in range(5)])
    db.execute("ANALYZE releases")
    monkeypatch.setattr(cat, "_bitmap_only", recording)
    query = ReleaseQuery(words=("zulu",), limit=1)
    expected = _plain(db, query)
    assert len(expected) == 5
    page = cat.PostgresCatalogue().search(db, query)
    assert [r.id for r in page.items] == expected[:1]
    assert page.total >= 4 and (page.total == len(expected) or not page.total_exact)
    assert not any("count(*)" in s for s in statements), statements


def test_a_part_in_many_words_sizes_its_windows_by_a_share_of_the_named_rows(db, shelf, monkeypatch) -> None:
    seen: list[int] = []
    finder_page = cat._finder_page

    def spy(*args, **kwargs):
        seen.append(kwargs["estimate"])
        return finder_page(*args, **kwargs)

    monkeypatch.setattr(cat, "_finder_page", spy)
    monkeypatch.setattr(cat, "DENSE_WALK_ROWS", 0)
    monkeypatch.setattr(cat, "PARTIAL_MANY_SHARE", 0.5)
    named = db.execute("SELECT count(*) AS n FROM releases WHERE named").fetchone()["n"]
    query = ReleaseQuery(words=("lph",), limit=10)  # no whole word "lph"
    cat.PostgresCatalogue().search(db, query)  # the planner's estimate for the pattern
    page = cat.PostgresCatalogue()._page(db, query, trigram=True, many=True)
    assert seen[-1] >= int(0.5 * named * 0.8), (seen, named)  # the planner's count of named rows, about
    where, params = cat._where(query, trigram=True)
    expected = [r["id"] for r in db.execute(psycopg.sql.SQL(
        "SELECT r.id FROM releases r WHERE {} ORDER BY r.posted_at DESC, r.id DESC").format(where), params)]
    assert [r.id for r in page.items] == expected[:10]


def test_a_title_cannot_forge_a_token(db, shelf, finder_only) -> None:
    forged = {r.content_hash for r in shelf if "orged" in r.title}
    for query in (ReleaseQuery(words=("alpha",), categories=frozenset({2040, 5040})),
                  ReleaseQuery(season=1), ReleaseQuery(group="alt.binaries.teevee")):
        found = {r.guid for r in cat.PostgresCatalogue().search(db, query).items}
        assert not found & forged


@pytest.mark.parametrize("query", [
    ReleaseQuery(words=("alpha",), include_unnamed=True),  # the operator's listing: unnamed rows are not indexed
    ReleaseQuery(tvdb=70001, season=3),  # an id: its btree
    ReleaseQuery(categories=frozenset({2040})),  # browse: the category walk
    ReleaseQuery(min_size=10),
])
def test_queries_the_finder_cannot_serve_keep_the_plain_paths(db, shelf, query) -> None:
    assert not cat._finds(query)
    page = cat.PostgresCatalogue().search(db, query)
    assert [r.id for r in page.items] == _plain(db, query)[:query.limit]


def _step_plan(db, query: ReleaseQuery, *, generic: bool = False) -> str:
    """EXPLAIN one finder step of ``query`` as _finder_page asks it, or a prepared statement's generic plan of it."""
    where, params = cat._finder_where(query, trigram=False)
    step = psycopg.sql.SQL("SELECT r.id FROM releases r WHERE {} AND release_finder_times(r.posted_at) @@ "
                           "%s::tsquery LIMIT 100").format(where)
    values = [*params, "'@5:0' | '@5:14'"]
    with db.transaction():
        db.execute("SET LOCAL enable_seqscan = off")
        db.execute("SET LOCAL enable_indexscan = off")
        if not generic:
            rows = db.execute(psycopg.sql.SQL("EXPLAIN {}").format(step), values).fetchall()
            return "\n".join(next(iter(r.values())) for r in rows)
        # What a connection's prepared statement runs after a few executions: one plan for any parameters.
        db.execute("SET LOCAL plan_cache_mode = force_generic_plan")
        marks = iter(range(1, 100))
        text = re.sub("%s", lambda _: f"${next(marks)}", step.as_string(db))
        db.execute(f"PREPARE finder_step AS {text}")
        try:
            literals = ", ".join(psycopg.sql.Literal(v).as_string(db) for v in values)
            rows = db.execute(f"EXPLAIN EXECUTE finder_step({literals})").fetchall()
        finally:
            db.execute("DEALLOCATE finder_step")
        return "\n".join(next(iter(r.values())) for r in rows)


def test_a_step_reads_the_finder_index_only(db, shelf) -> None:
    plan = _step_plan(db, ReleaseQuery(words=("alpha",), categories=frozenset({5030, 5040})))
    assert "releases_finder_parents" in plan and "releases_category_posted_named" not in plan, plan
    assert "Seq Scan" not in plan, plan


@pytest.mark.parametrize("generic", [False, True], ids=["custom", "generic"])
@pytest.mark.parametrize("query", [
    ReleaseQuery(words=("alpha",), categories=frozenset({2000, 2030})),
    ReleaseQuery(words=("alpha",), categories=expand_categories([2000])),
    ReleaseQuery(group="alt.binaries.movies", categories=frozenset({2045}), max_age_days=30),
], ids=["part", "tree", "group"])
def test_a_movie_tree_step_reads_the_trees_own_index(db, shelf, query, generic) -> None:
    plan = _step_plan(db, query, generic=generic)
    assert "releases_finder_movies" in plan and "releases_finder_parents" not in plan, plan
    assert "Seq Scan" not in plan, plan


def test_until_the_trees_index_is_built_its_queries_are_answered_alike(db, shelf, finder_only) -> None:
    """137 builds CONCURRENTLY (minutes at 10 M): meanwhile a tree query reads 136's index, the tree on the heap."""
    queries = [ReleaseQuery(words=("alpha",), categories=expand_categories([2000])),
               ReleaseQuery(group="alt.binaries.movies", categories=frozenset({2040, 2045}), limit=5, offset=3),
               ReleaseQuery(season=1, categories=expand_categories([5000]))]
    with db.transaction():
        db.execute("DROP INDEX usenet.releases_finder_movies")
        assert "releases_finder_parents" in _step_plan(db, queries[0])
        for query in queries:
            page = cat.PostgresCatalogue().search(db, query)
            assert [r.id for r in page.items] == _plain(db, query)[query.offset:query.offset + query.limit]
        db.execute("ROLLBACK")  # puts the index back


def test_only_a_query_confined_to_a_tree_with_its_own_index_carries_its_predicate() -> None:
    assert cat._finder_tree(ReleaseQuery(words=("a",), categories=expand_categories([2000]))) == 2000
    assert cat._finder_tree(ReleaseQuery(words=("a",), categories=frozenset({2040}))) == 2000
    assert cat._finder_tree(ReleaseQuery(words=("a",), categories=frozenset({2040, 5040}))) is None
    assert cat._finder_tree(ReleaseQuery(words=("a",), categories=expand_categories([5000]))) is None  # no index
    assert cat._finder_tree(ReleaseQuery(words=("a",))) is None
    assert cat._finder_tree(ReleaseQuery(words=("a",), categories=frozenset({-2000, 2040}))) is None
    # The whole tree needs no token inside its own index (every row there has '#p2000'); a part keeps its own.
    assert "#p2000" not in cat._filter_tokens(ReleaseQuery(categories=expand_categories([2000])), tree=2000)
    assert "#p2000" in cat._filter_tokens(ReleaseQuery(categories=expand_categories([2000])))
    assert "#2040" in cat._filter_tokens(ReleaseQuery(categories=frozenset({2040})), tree=2000)
    where, _ = cat._finder_where(ReleaseQuery(words=("a",), categories=frozenset({2040})), trigram=True)
    assert ">= 2000" not in repr(where)  # the trigram step reads names, not the tree's tokens


def test_the_finder_leaves_the_callers_planner_settings_alone(db, shelf, finder_only) -> None:
    with db.transaction():
        cat.PostgresCatalogue().search(db, ReleaseQuery(words=("alpha",)))
        settings = db.execute("SELECT current_setting('enable_seqscan') AS s, "
                              "current_setting('enable_indexscan') AS i").fetchone()
    assert settings == {"s": "on", "i": "on"}


@pytest.mark.parametrize("query", [
    ReleaseQuery(group="a" * 5000),
    ReleaseQuery(group="alt.binaries.teevee\x00"),
    ReleaseQuery(group="'" * 200 + "\\" * 50),
    ReleaseQuery(words=("x" * 3000,)),
    ReleaseQuery(words=("alpha",), group=":*|&!()"),
    ReleaseQuery(season=2**31 - 1, episode=2**31 - 1),
    # Categories no client sends but a caller could pass: inside the movie tree but unknown, past int, negative.
    ReleaseQuery(words=("alpha",), categories=frozenset({2999, 2040})),
    ReleaseQuery(words=("alpha",), categories=frozenset({2**31 - 1})),
    ReleaseQuery(words=("alpha",), categories=frozenset({-2000, -1})),
    ReleaseQuery(words=("alpha", "x" * 3000), categories=expand_categories([2000])),
], ids=["long-group", "nul-group", "quotes", "long-word", "operators", "int-max", "tree-unknown", "cat-int-max",
        "cat-negative", "tree-long-word"])
def test_hostile_filters_match_nothing_or_what_the_plain_filter_matches(db, shelf, finder_only, query) -> None:
    page = cat.PostgresCatalogue().search(db, query)
    group = query.group or ""
    if len(group) > 255 or "\x00" in group:  # no stored group is: nothing, without asking Postgres
        assert (page.items, page.total) == ([], 0)
    else:
        assert [r.id for r in page.items] == _plain(db, query)[:query.limit]
