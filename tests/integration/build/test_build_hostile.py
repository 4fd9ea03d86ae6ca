"""Hostile releases through the build: one bad set never blocks the others, and nothing is retried forever."""

from __future__ import annotations

from stagedsets import complete_set, stage
from staging_view import backend_of

from usenet_ops.passes import build, compose
from usenet_ops.store.catalogue import PostgresCatalogue

# Several KB of ordinary words, as a poster can put in a subject (no scene token, so it is the title).
WORDS = ("the quick brown fox jumps over lazy dogs while seven wizards quietly judge boxing matches near "
         "crimson harbours and ancient libraries").split()


def long_words(n_bytes: int, seed: int = 0) -> str:
    out: list[str] = []
    i = seed
    while sum(len(w) + 1 for w in out) < n_bytes:
        out.append(f"{WORDS[i % len(WORDS)]}{i // len(WORDS)}")  # distinct words, so the search vector is big too
        i += 7
    return " ".join(out)


def _build(db) -> build.BuildReport:
    return build.build_pass(db, settings=compose.load_settings(db), sink=PostgresCatalogue(),
                            filters=build.BuildFilters(), staging=backend_of(db))


def _staged(db) -> int:
    return db.execute("SELECT count(*) AS n FROM usenet.staged_sets").fetchone()["n"]


def test_a_6kb_title_among_good_sets_neither_fails_the_pass_nor_blocks_the_good_ones(db) -> None:
    huge = long_words(6000)
    good = [f"Good.Release.{i}.2024.1080p.WEB-DL.x264-GRP" for i in range(5)]
    # The hostile set is staged first: it is the oldest ready set, the one every pass meets first.
    stage(db, complete_set(huge, first_article=10))
    for i, base in enumerate(good):
        stage(db, complete_set(base, first_article=1000 * (i + 1)))

    report = _build(db)

    titles = {r["title"] for r in db.execute("SELECT title FROM usenet.releases")}
    assert set(good) <= titles, "the good sets must build in the same pass"
    assert report.candidates == 6 and _staged(db) == 0
    # The hostile set is built with a bounded title, cut at a word boundary, or set aside as rejected.
    long_rows = db.execute("SELECT title, search_name FROM usenet.releases WHERE NOT (title = ANY(%s))",
                           (good,)).fetchall()
    if long_rows:
        (row,) = long_rows
        assert len(row["title"]) <= 512 and huge.startswith(row["title"])
        assert huge[len(row["title"])] == " ", "cut at a word boundary"
        assert len(row["search_name"]) <= 512
        assert report.outcomes["built"] == 6
    else:
        assert report.outcomes == {"built": 5, "rejected": 1}

    again = _build(db)
    assert again.candidates == 0 and again.outcomes == {}


def test_titles_in_every_script_fit_the_catalogue_and_its_search_index(db) -> None:
    # Worst cases for the covering index's row: many distinct short words, in 1-, 2-, 3- and 4-byte UTF-8.
    alphabets = {
        "ascii": [f"{a}{b}" for a in "abcdefghijklmnopqrstuvwxyz" for b in "0123456789"],
        "greek": [chr(c) for c in range(0x3B1, 0x3CA)] + [chr(c) + chr(d) for c in range(0x3B1, 0x3CA)
                                                          for d in range(0x3B1, 0x3B8)],
        "cjk": [chr(c) for c in range(0x4E00, 0x4E00 + 600)],
        "astral": [chr(c) for c in range(0x20000, 0x20000 + 600)],
    }
    for i, (script, words) in enumerate(alphabets.items()):
        stage(db, complete_set(" ".join(words), first_article=10_000 * (i + 1), tag=script))
    report = _build(db)
    assert report.outcomes == {"built": 4}, report.samples
    for row in db.execute("SELECT title, search_name FROM usenet.releases"):
        assert len(row["title"]) <= 512
        assert len(row["search_name"]) <= 512


class _Evil:
    """A CHECK constraint the catalogue refuses one title with: a real refusal from Postgres, for one row."""

    def __init__(self, db) -> None:
        self.db = db

    def __enter__(self) -> _Evil:
        self.db.execute("ALTER TABLE usenet.releases ADD CONSTRAINT test_refuse_evil CHECK (title NOT LIKE 'Evil%')")
        return self

    def __exit__(self, *exc: object) -> None:
        self.db.execute("ALTER TABLE usenet.releases DROP CONSTRAINT IF EXISTS test_refuse_evil")


def test_a_release_the_catalogue_refuses_is_set_aside_with_its_reason_and_the_chunk_still_builds(db) -> None:
    good = [f"Fine.Release.{i}.2023.720p.HDTV.x264-GRP" for i in range(3)]
    stage(db, complete_set("Evil.Release.2023.720p.HDTV.x264-GRP", first_article=10))
    for i, base in enumerate(good):
        stage(db, complete_set(base, first_article=1000 * (i + 1)))
    with _Evil(db):
        report = _build(db)
        again = _build(db)
    assert report.outcomes == {"built": 3, "rejected": 1}
    assert "23514" in report.samples["rejected"] and "Evil.Release" in report.samples["rejected"]
    assert {r["title"] for r in db.execute("SELECT title FROM usenet.releases")} == set(good)
    assert _staged(db) == 0, "the refused set's staged rows are removed"
    assert again.candidates == 0
    (failure,) = db.execute("SELECT * FROM usenet.build_failures").fetchall()
    assert failure["reason"] == "catalogue_refused" and failure["rejected_at"] is not None
    assert "test_refuse_evil" in failure["detail"] and failure["base"].startswith("Evil.Release")
    outcome = db.execute("SELECT count, sample FROM usenet.build_outcomes WHERE reason = 'rejected'").fetchone()
    assert outcome["count"] == 1 and "Evil" in outcome["sample"]


class _BuggyJunkEngine:
    """A junk engine with a parser bug: it raises on one title (a fake of our own JunkEngine interface)."""

    def evaluate(self, title: str, **_: object) -> None:
        if "Trips.The.Parser" in title:
            raise KeyError("tag table has no entry for 'x265-10bit'")
        return None

    def evaluate_file(self, file_name: str, **_: object) -> None:
        return None


def _build_with(db, filters: build.BuildFilters, **knobs: int) -> build.BuildReport:
    from usenet_ops.store import settings

    for knob, value in knobs.items():
        settings.set_value(db, knob, value)
    return build.build_pass(db, settings=compose.load_settings(db), sink=PostgresCatalogue(), filters=filters,
                            staging=backend_of(db))


def test_a_set_whose_assembly_raises_is_kept_and_retried_then_set_aside_after_the_retry_limit(db) -> None:
    buggy = build.BuildFilters(junk=_BuggyJunkEngine())  # type: ignore[arg-type]
    stage(db, complete_set("Trips.The.Parser.2024.1080p.WEB-DL.x265-GRP", first_article=10))
    stage(db, complete_set("Builds.Fine.2024.1080p.WEB-DL.x264-GRP", first_article=1000))

    first = _build_with(db, buggy, build_error_retries=3)
    assert first.outcomes == {"built": 1, "parse_error": 1}, "tried once in the pass, not looped on"
    assert "KeyError" in first.samples["parse_error"] and "in evaluate" in first.samples["parse_error"]
    assert _staged(db) == 1, "kept for the next pass, not deleted"
    (pending,) = db.execute("SELECT * FROM usenet.build_failures").fetchall()
    assert pending["attempts"] == 1 and pending["rejected_at"] is None and pending["reason"] == "parse_error"

    second = _build_with(db, buggy)
    assert second.outcomes == {"parse_error": 1} and _staged(db) == 1
    third = _build_with(db, buggy)
    assert third.outcomes == {"rejected": 1}
    assert "after 3 passes" in third.samples["rejected"] and "KeyError" in third.samples["rejected"]
    assert _staged(db) == 0
    (aside,) = db.execute("SELECT * FROM usenet.build_failures").fetchall()
    assert aside["attempts"] == 3 and aside["rejected_at"] is not None and "tag table" in aside["detail"]
    assert _build_with(db, buggy).candidates == 0

    stored = {r["reason"]: r["count"] for r in db.execute("SELECT reason, count FROM usenet.build_outcomes")}
    assert stored == {"built": 1, "parse_error": 2, "rejected": 1}
    assert "error" not in stored and "not_binary" not in stored


def test_a_set_that_builds_after_a_fix_leaves_no_pending_failure_behind(db) -> None:
    stage(db, complete_set("Trips.The.Parser.2024.1080p.WEB-DL.x265-GRP", first_article=10))
    assert _build_with(db, build.BuildFilters(junk=_BuggyJunkEngine()), build_error_retries=3).outcomes == {  # type: ignore[arg-type]
        "parse_error": 1}
    fixed = _build_with(db, build.BuildFilters())
    assert fixed.outcomes == {"built": 1}
    assert db.execute("SELECT count(*) AS n FROM usenet.build_failures").fetchone()["n"] == 0


def test_a_corrupt_staged_chunk_is_a_parse_error_of_its_set_not_a_failed_pass(db) -> None:
    stage(db, complete_set("Corrupt.Chunk.2024.1080p.WEB-DL.x264-GRP", first_article=10))
    stage(db, complete_set("Intact.Chunk.2024.1080p.WEB-DL.x264-GRP", first_article=1000))
    # A message-id holding a line break: one id more than parts, every id after it shifted.
    db.execute("""UPDATE usenet.staged_chunks SET message_ids = message_ids || E'\\nstray@x'
                  WHERE file_id IN (SELECT file_id FROM usenet.staged_files WHERE file_name = 'file01.part01.rar'
                                    ORDER BY file_id LIMIT 1)""")
    report = _build_with(db, build.BuildFilters(), build_error_retries=2)
    assert report.outcomes == {"built": 1, "parse_error": 1}
    assert "CorruptStaging" in report.samples["parse_error"] and "message-ids" in report.samples["parse_error"]
    assert _build_with(db, build.BuildFilters()).outcomes == {"rejected": 1}
    assert _staged(db) == 0


def test_a_failure_that_is_not_the_rows_fails_the_pass_and_sets_nothing_aside(db, pg_dsn) -> None:
    import pytest

    from usenet_ops.store import db as store_db
    from usenet_ops.store.db_errors import DatabaseError

    stage(db, complete_set("Waits.For.A.Lock.2024.1080p.WEB-DL.x264-GRP", first_article=10))
    with store_db.connect(pg_dsn) as locker:
        locker.execute("LOCK TABLE usenet.releases IN ACCESS EXCLUSIVE MODE")
        db.execute("SET statement_timeout = '300ms'")
        try:
            with pytest.raises(DatabaseError, match="statement timeout"):
                _build(db)
        finally:
            db.execute("RESET statement_timeout")
            locker.rollback()
    assert _staged(db) == 1 and db.execute("SELECT count(*) AS n FROM usenet.build_failures").fetchone()["n"] == 0
    assert _build(db).outcomes == {"built": 1}
