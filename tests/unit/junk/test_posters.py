"""Poster watch: matched by pattern, nil-safe, successes and drops tallied alike."""

from __future__ import annotations

import pytest

from usenet_ops.domain.posters import PosterWatch, normalise_pattern


def test_pattern_matches_case_insensitively_as_a_substring_of_from() -> None:
    watch = PosterWatch(["Uploader@Example.com"])
    assert watch.match("Big Uploader <UPLOADER@example.COM>") == "uploader@example.com"
    assert watch.match("uploader@example.com (Big Uploader)") == "uploader@example.com"
    assert watch.match("someone <else@example.com>") is None


def test_none_and_empty_headers_are_safe_on_the_per_article_path() -> None:
    watch = PosterWatch(["x"])
    assert watch.match(None) is None and watch.match("") is None
    assert PosterWatch([]).match("x") is None and not PosterWatch([])


def test_tallies_are_keyed_by_pattern_with_a_stable_first_sample() -> None:
    watch = PosterWatch(["bob"])
    p = watch.match("Bob <bob@x>")
    watch.tally(p, "ingest", "staged", sample="first")
    watch.tally(p, "ingest", "staged", sample="second")
    watch.tally(p, "ingest", "junk:random_name", sample="j")
    watch.tally(p, "build", "built", count=3)
    drained = {(t.stage, t.reason): (t.count, t.sample) for t in watch.drain()}
    assert drained == {("ingest", "staged"): (2, "first"), ("ingest", "junk:random_name"): (1, "j"),
                       ("build", "built"): (3, "")}
    assert watch.drain() == [] and watch.pending() == 0


def test_empty_pattern_is_refused_with_a_hint() -> None:
    with pytest.raises(ValueError, match="part of the From header"):
        normalise_pattern("   ")
