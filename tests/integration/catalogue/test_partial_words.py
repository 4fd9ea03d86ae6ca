"""Partial words from the catalogue's words (migration 135, ADR 0022): the same pages as the trigram test of the names.

A query word that is no whole word is looked up among the distinct words of
named releases; the releases are then found by those words through the
finder. Each part must find exactly what ``search_name ILIKE '%part%'``
finds, over names the way posters write them (dots, dashes, brackets,
accents, other scripts, digits glued to letters), and the word list must
hold every word of every named release however it became named.
"""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta

import psycopg
import pytest
from releasefactory import make_release

from usenet_ops.store import catalogue as cat
from usenet_ops.store.catalogue import ReleaseQuery

NAMES = (
    "Interstellar.2014.1080p.BluRay.x264-SPARKS",
    "The.Dark.Knight.2008.2160p.UHD.BluRay.x265-TERMiNAL",
    "[SubsPlease] Sousou no Frieren - 27 (1080p) [A1B2C3D4]",
    "Spider-Man.Across.the.Spider-Verse.2023.720p.WEB-DL.DDP5.1.H.264",
    "Amélie.2001.FRENCH.1080p.BluRay.x264-LOST",
    "Pokémon.Détective.Pikachu.2019.MULTi.1080p",
    "Кино.Фильм.2020.WEB-DL.1080p",
    "日本語のタイトル.2021.1080p",
    "Artist_Name-Album_Title-WEB-2024-GRP",
    "Don't.Look.Up.2021.1080p.NF.WEB-DL.DDP5.1.Atmos",
    "S01E02.only.Show.s01e02.480p",
    "x264x265h264.AC3-5.1.DTS-HD.MA",
    "O'Brother.Where.Art.Thou.2000.1080p",
    "C++.Programming.Primer.5th.Edition.epub",
    "www.example.com.release.2020",
    "Bad\x01Name.With\x7fControls.1999",
    "aaaa.aaab.aabb.abbb.bbbb",
)


def _trigram(db, query: ReleaseQuery) -> list[int]:
    """Every match of the trigram test of the names, newest first (the reference)."""
    where, params = cat._where(query, trigram=True)
    rows = db.execute(psycopg.sql.SQL(
        "SELECT r.id FROM releases r WHERE {} ORDER BY r.posted_at DESC, r.id DESC").format(where), params)
    return [r["id"] for r in rows]


@pytest.fixture
def names(db, catalogue):
    rng = random.Random(135)
    now = datetime.now(UTC)
    releases = [make_release(name, posted_at=now - timedelta(hours=rng.randint(0, 20000)),
                             category=rng.choice((2040, 5040, 3010))) for name in NAMES for _ in range(3)]
    catalogue.add(db, releases)
    db.execute("UPDATE releases SET named = false WHERE id % 3 = 0")  # hidden until named: not in search
    db.execute("ANALYZE releases")
    return releases


def _parts(rng: random.Random) -> list[str]:
    """Fragments of the names' words (3 to 6 characters, as a client sends them: lowercase, no punctuation)."""
    words = sorted({w for name in NAMES for w in cat.search_words(name) if len(w) >= 3})
    out = set()
    for w in words:
        for size in (3, 4, 6):
            if len(w) >= size:
                start = rng.randrange(len(w) - size + 1)
                out.add(w[start:start + size])
    return sorted(out) + ["zzzq", "4x2", "1080", "2014", "erst", "knig", "mana"]


def test_each_part_finds_what_the_trigram_test_of_the_names_finds(db, names) -> None:
    rng = random.Random(1350)
    searched = 0
    for part in _parts(rng):
        query = ReleaseQuery(words=(part,))
        page = cat.PostgresCatalogue().search(db, query)
        expected = _trigram(db, query)
        got = [r.id for r in page.items]
        # A whole word is answered as a whole word (search's first pass): a name holding it holds the part too.
        assert set(got) <= set(expected), part
        if not _is_whole_word(db, part):
            assert got == expected[:100], part
            assert page.total == len(expected), part
            # Answered from the words, not the trigram test it is compared with.
            if cat._PLAIN_PART.fullmatch(part):
                assert cat._partial_words(db, (part,))[0] is not None, part
                searched += 1
    assert searched > 40


def _is_whole_word(db, part: str) -> bool:
    row = db.execute("SELECT count(*) AS n FROM releases WHERE named AND search_vector @@ to_tsquery('simple', %s)",
                     (part,)).fetchone()
    return bool(row["n"])


def test_two_parts_are_both_required(db, names) -> None:
    query = ReleaseQuery(words=("terst", "luray"))
    expected = _trigram(db, query)
    assert expected
    assert [r.id for r in cat.PostgresCatalogue().search(db, query).items] == expected
    assert cat._partial_words(db, ("terst", "luray")) == ("'interstellar' & 'bluray'", False)


@pytest.mark.parametrize("part", ["aab", "terst", "ильм", "qqqzz"])
def test_a_partial_word_pages_as_its_first_page_does(db, names, part) -> None:
    """A client pages by offset (NZBHydra2 asks offset=100, 200, ...): every page is the partial matches' slice.

    The whole-word pass finds nothing at an offset past its (empty) first
    page; that must not be taken for "whole words matched, the partial
    path is not needed".
    """
    everything = _trigram(db, ReleaseQuery(words=(part,)))
    for offset in range(0, len(everything) + 2):
        query = ReleaseQuery(words=(part,), limit=1, offset=offset)
        page = cat.PostgresCatalogue().search(db, query)
        assert [r.id for r in page.items] == everything[offset:offset + 1], (part, offset)


def test_a_part_of_no_word_is_an_empty_exact_page_without_a_search(db, names, monkeypatch) -> None:
    monkeypatch.setattr(cat.PostgresCatalogue, "_page", _no_trigram(cat.PostgresCatalogue._page))
    page = cat.PostgresCatalogue().search(db, ReleaseQuery(words=("qqqzz",)))
    assert page.items == [] and page.total == 0 and page.total_exact


def _no_trigram(page):
    def wrapped(self, conn, q, *, trigram=False, words=None):
        assert not trigram, "the trigram path ran although the words could answer"
        return page(self, conn, q, trigram=trigram, words=words)
    return wrapped


def test_parts_the_words_cannot_answer_take_the_trigram_path(db, names, monkeypatch) -> None:
    # Another script or an accent: the text parser splits those its own way.
    assert cat._partial_words(db, ("ильм",)) == (None, False)
    assert cat._partial_words(db, ("méli",)) == (None, False)
    query = ReleaseQuery(words=("ильм",))
    assert [r.id for r in cat.PostgresCatalogue().search(db, query).items] == _trigram(db, query)
    # A part in more words than the lookup may return.
    monkeypatch.setattr(cat, "PARTIAL_WORDS_MAX", 2)
    assert cat._partial_words(db, ("aab",)) == ("('aaab' | 'aabb')", False)
    assert cat._partial_words(db, ("ab",)) == (None, True)  # aaab, aabb, abbb: many matches
    assert cat._partial_words(db, ("ab", "qqqzz")) == ("", False)  # a part in no word: nothing, however many the other
    monkeypatch.setattr(cat, "PARTIAL_WORDS_MAX", 1)  # "abb" is in aabb and abbb: many
    monkeypatch.setattr(cat, "DENSE_WALK_ROWS", 0)  # the finder answers, never the walk
    seen: list[tuple[bool, bool]] = []
    finder_page = cat._finder_page

    def spy(*args, **kwargs):
        seen.append((kwargs["trigram"], kwargs["many"]))
        return finder_page(*args, **kwargs)

    monkeypatch.setattr(cat, "_finder_page", spy)
    for cap in (cat.FINDER_MIN_CAP, 1):  # windows from the start, split down to hours with a cap of 1
        monkeypatch.setattr(cat, "FINDER_MIN_CAP", cap)
        for query in (ReleaseQuery(words=("abb",)), ReleaseQuery(words=("abb",), limit=2, offset=1)):
            page = cat.PostgresCatalogue().search(db, query)
            expected = _trigram(db, query)
            assert [r.id for r in page.items] == expected[query.offset:query.offset + query.limit]
    # The whole-word pass first (nothing), then the trigram path of a part in many words, which starts with windows.
    assert (True, True) in seen and all(many for trigram, many in seen if trigram), seen


def test_until_the_words_are_complete_the_trigram_path_answers(db, names) -> None:
    """135 builds its trigram index after the fill: without a valid one the word list may be short."""
    with db.transaction():
        db.execute("DROP INDEX usenet.release_words_trgm")
        assert cat._partial_words(db, ("terst",)) == (None, False)
        query = ReleaseQuery(words=("terst",))
        assert [r.id for r in cat.PostgresCatalogue().search(db, query).items] == _trigram(db, query)
        db.execute("ROLLBACK")  # puts the index back
    assert cat._partial_words(db, ("terst",)) == ("'interstellar'", False)


def _words(db) -> set[str]:
    return {r["word"] for r in db.execute("SELECT word FROM release_words")}


def test_every_way_a_release_becomes_named_adds_its_words(db, catalogue) -> None:
    catalogue.add(db, [make_release("Hidden.Gem.2020-GRP")])
    db.execute("UPDATE releases SET named = false")
    db.execute("TRUNCATE release_words")
    catalogue.add(db, [make_release("Plainly.Named.Film.1999-GRP")])
    assert {"plainly", "named", "film", "1999", "grp"} <= _words(db)
    assert not {"hidden", "gem"} & _words(db)
    db.execute("UPDATE releases SET named = true WHERE search_name LIKE 'Hidden%'")
    assert {"hidden", "gem", "2020"} <= _words(db)
    db.execute("UPDATE releases SET search_name = 'Renamed Thing 2021' WHERE search_name LIKE 'Hidden%'")
    assert {"renamed", "thing", "2021"} <= _words(db)
    before = db.execute("SELECT count(*) AS n FROM release_words").fetchone()["n"]
    db.execute("UPDATE releases SET dead = true")  # not a name change: nothing added
    db.execute("UPDATE releases SET search_name = search_name")
    assert db.execute("SELECT count(*) AS n FROM release_words").fetchone()["n"] == before
    # A word is kept once however many releases hold it.
    catalogue.add(db, [make_release("Plainly.Named.Film.1999.REPACK-GRP")])
    rows = db.execute("SELECT word, count(*) AS n FROM release_words GROUP BY word HAVING count(*) > 1").fetchall()
    assert rows == []


def test_the_fill_finds_every_named_release_word_and_no_other(db, names) -> None:
    expected = {r["w"] for r in db.execute(
        "SELECT DISTINCT unnest(tsvector_to_array(search_vector)) AS w FROM releases WHERE named")}
    db.execute("TRUNCATE release_words")
    cat.fill_release_words(db)
    assert _words(db) == expected
    cat.fill_release_words(db)  # re-runnable: nothing doubled
    assert db.execute("SELECT count(*) AS n FROM release_words").fetchone()["n"] == len(expected)


@pytest.mark.parametrize("part", ["\x00abc", "ab%c", "a_bc", "abc'", "a\\bc", "ａｂｃ", "x" * 5000])
def test_hostile_parts_match_nothing_or_what_the_trigram_test_matches(db, names, part) -> None:
    words = cat.search_words(part)
    query = ReleaseQuery(words=words)
    page = cat.PostgresCatalogue().search(db, query)
    if words and all(len(w) >= 3 for w in words):
        assert [r.id for r in page.items] == _trigram(db, query)[:100]
