"""Words within categories through migration 111's index: the same rows as the separate tests, one GIN lookup.

store.catalogue._where(category_token=True) tests a named-only query's
whole words and categories as one tsquery over ``search_vector`` plus a
'#<category>' token; the estimate and the sparse path use it. It must find
exactly what the plain tests (full-text @@ and category = / ANY) find, for
every shape of query a client sends, and nothing a title could forge.
"""

from __future__ import annotations

import random

import psycopg
import pytest
from releasefactory import make_release

from usenet_ops.store import catalogue as cat
from usenet_ops.store.catalogue import ReleaseQuery

CATEGORIES = (2000, 2030, 2040, 2045, 5030, 5040, 5045, 5070, 7020, 3010, 8010)
WORDS = ("alpha", "bravo", "charlie", "delta", "echo", "kilo", "2040", "5000")


def _ids(db, where: psycopg.sql.Composable, params: list) -> list[int]:
    rows = db.execute(psycopg.sql.SQL("SELECT r.id FROM releases r WHERE {} ORDER BY r.id").format(where), params)
    return [r["id"] for r in rows]


@pytest.fixture
def shelf(db, catalogue):
    rng = random.Random(111)
    releases = []
    for i in range(400):
        words = ".".join(rng.sample(WORDS, rng.randint(1, 3)))
        releases.append(make_release(f"{words}.{i}-GRP", category=rng.choice(CATEGORIES)))
    # A title cannot forge the category token: '#' never survives the text parser.
    releases.append(make_release("Alpha.#2040.Forged-GRP", category=8010))
    releases.append(make_release("Alpha #5040 forged-GRP", category=3010))
    catalogue.add(db, releases)
    db.execute("UPDATE releases SET dead = true WHERE id % 7 = 0")
    db.execute("UPDATE releases SET named = false WHERE id % 11 = 0")
    db.execute("ANALYZE releases")
    return releases


QUERIES = [
    ReleaseQuery(words=("alpha",), categories=frozenset({2040})),
    ReleaseQuery(words=("alpha",), categories=frozenset({2000, 2030, 2040, 2045})),
    ReleaseQuery(words=("alpha", "bravo"), categories=frozenset({5030, 5040, 5045, 5070})),
    ReleaseQuery(words=("2040",), categories=frozenset({2040, 8010})),
    ReleaseQuery(words=("echo",), categories=frozenset({9999})),
    ReleaseQuery(words=("kilo", "delta"), categories=frozenset(CATEGORIES), hide_dead=True),
    ReleaseQuery(words=("charlie",), categories=frozenset({7020, 3010}), min_size=1, max_size=10**12),
    ReleaseQuery(words=("alpha",), categories=frozenset({8010, 3010})),
]


@pytest.mark.parametrize("query", QUERIES, ids=lambda q: f"{'+'.join(q.words)}@{len(q.categories or ())}")
def test_the_token_form_finds_exactly_what_the_plain_tests_find(db, shelf, query) -> None:
    plain = _ids(db, *cat._where(query))
    token_where, token_params = cat._where(query, category_token=True)
    assert "array_to_tsvector" in token_where.as_string(db)
    assert _ids(db, token_where, token_params) == plain


def test_a_title_cannot_forge_the_category_token(db, shelf) -> None:
    forged = [r.content_hash for r in shelf if "orged" in r.title]
    query = ReleaseQuery(words=("alpha",), categories=frozenset({2040, 5040}))
    found = {r["content_hash"] for r in db.execute(
        psycopg.sql.SQL("SELECT content_hash FROM releases r WHERE {}").format(cat._where(query, category_token=True)[0]),
        cat._where(query, category_token=True)[1])}
    assert not found & set(forged)


@pytest.mark.parametrize("query", [
    ReleaseQuery(words=("alpha",)),  # no categories
    ReleaseQuery(words=("alpha",), categories=frozenset({2040}), include_unnamed=True),  # not what 111 indexes
    ReleaseQuery(categories=frozenset({2040})),  # no words
])
def test_queries_the_index_cannot_serve_keep_the_plain_tests(db, query) -> None:
    assert cat._where(query, category_token=True)[0].as_string(db) == cat._where(query)[0].as_string(db)


def test_the_sparse_plan_reads_words_within_categories_from_the_one_index(db, shelf) -> None:
    db.execute("SET enable_seqscan = off")
    try:
        where, params = cat._where(ReleaseQuery(words=("alpha",), categories=frozenset({2000, 2030, 2040})),
                                   category_token=True)
        plan = "\n".join(next(iter(r.values())) for r in db.execute(
            psycopg.sql.SQL("EXPLAIN SELECT r.id FROM releases r WHERE {} LIMIT 100").format(where), params))
    finally:
        db.execute("RESET enable_seqscan")
    assert "releases_search_category" in plan and "releases_category_posted_named" not in plan, plan


def test_search_results_with_words_and_categories_are_unchanged(db, shelf, catalogue, monkeypatch) -> None:
    """Through PostgresCatalogue.search: the sparse path (token form) pages as the dense walk (plain form) does."""
    query = ReleaseQuery(words=("alpha",), categories=frozenset({2000, 2030, 2040, 2045, 8010}), limit=7, offset=3)
    sparse = cat.PostgresCatalogue().search(db, query)
    monkeypatch.setattr(cat, "SPARSE_ROWS", -1)
    monkeypatch.setattr(cat, "SPARSE_SCALE", 0)
    dense = cat.PostgresCatalogue().search(db, query)
    assert [r.guid for r in sparse.items] == [r.guid for r in dense.items] and len(sparse.items) == 7
    assert sparse.total_exact and sparse.total >= 10
