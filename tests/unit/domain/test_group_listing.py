"""LIST ACTIVE / LIST COUNTS lines: parsed, hostile ones counted and skipped, ranked; GROUP asked only while useful."""

from __future__ import annotations

from usenet_ops.domain import group_listing as gl
from usenet_ops.domain.group_listing import Format, ListedGroup


def test_active_lines_give_spans_and_counts_lines_give_counts() -> None:
    active = gl.parse([b"alt.binaries.tv 0000000200 0000000101 y", b"alt.empty 5 6 y"], Format.ACTIVE)
    assert [(g.name, g.count, g.counted) for g in active.groups] == [("alt.binaries.tv", 100, False),
                                                                    ("alt.empty", 0, False)]
    counts = gl.parse([b"Alt.Binaries.TV 200 101 42 m"], Format.COUNTS)
    assert counts.groups == [ListedGroup("alt.binaries.tv", 200, 101, 42, "m", counted=True)]


def test_hostile_lines_are_counted_by_reason_with_an_escaped_sample() -> None:
    lines = [b"", b"short 1 y", b"a.b 1e3 1 y", b"a.b \xd9\xa1 1 y", b"a.b 1_000 1 y", b"a.nul\x00 1 1 y",
             b"a.\xff 1 1 y", b"a.neg -1 1 y", b"a.big 9223372036854775808 1 y", b"a." + b"x" * 1100 + b" 1 1 y",
             b"a/b 1 1 y", b"a." + b"y" * 300 + b" 1 1 y", b"a.alias 1 1 =b.c", b"a.ok 1 1 y", b"A.OK 1 1 y"]
    listing = gl.parse(lines, Format.ACTIVE)
    assert [g.name for g in listing.groups] == ["a.ok"]
    assert listing.lines == len(lines)
    assert dict(listing.skipped) == {"malformed": 5, "control_chars": 1, "bad_encoding": 1, "negative": 1,
                                     "out_of_range": 1, "too_long": 1, "bad_name": 2, "alias": 1, "duplicate": 1}
    assert listing.samples["control_chars"] == "a.nul\\x00 1 1 y"
    assert listing.samples["too_long"].endswith("...") and len(listing.samples["too_long"]) < 200


def test_rank_takes_the_most_articles_first_and_leaves_out_the_small() -> None:
    groups = [ListedGroup(n, 0, 0, c, "y", True) for n, c in (("b", 5), ("a", 5), ("c", 9), ("d", 1))]
    assert [g.name for g in gl.rank(groups, top=3, min_articles=2)] == ["c", "a", "b"]


def test_refine_asks_group_largest_span_first_and_stops_when_no_span_can_reach_the_cut() -> None:
    spans = {"big": 1000, "mid": 500, "small": 100, "tiny": 10}
    real = {"big": 50, "mid": 400, "small": 90, "tiny": 10}
    groups = [ListedGroup(n, s, 1, s, "y", False) for n, s in spans.items()]
    asked: list[str] = []

    def ask(g: ListedGroup) -> ListedGroup | None:
        asked.append(g.name)
        return gl.counted(g, real[g.name])

    refined = gl.refine(groups, top=2, min_articles=0, ask=ask, limit=100)
    assert asked == ["big", "mid", "small"]  # tiny's span (10) cannot beat the 2nd count (90)
    assert [g.name for g in gl.rank(refined.groups, top=2)] == ["mid", "small"]
    assert (refined.asked, refined.gone, refined.estimated) == (3, 0, False)


def test_refine_leaves_out_a_gone_group_and_says_when_spans_still_rank() -> None:
    groups = [ListedGroup(n, s, 1, s, "y", False) for n, s in (("a", 30), ("b", 20), ("c", 10))]
    refined = gl.refine(groups, top=2, min_articles=0, ask=lambda g: None if g.name == "a" else gl.counted(g, 1),
                        limit=1)
    assert refined.gone == 1 and refined.estimated
    assert {g.name for g in refined.groups} == {"b", "c"}

    def broken(g: ListedGroup) -> ListedGroup | None:
        raise gl.RefineStopped("connection lost")

    refined = gl.refine(groups, top=2, min_articles=0, ask=broken, limit=100)
    assert refined.estimated and [g.count for g in refined.groups] == [30, 20, 10]
