"""The synthetic group: pure, deterministic, any size, with a manifest computable for any range."""

from __future__ import annotations

import random

import pytest

from usenet_ops.corpus import synthetic
from usenet_ops.corpus.synthetic import BLOCK, GroupSpec, SyntheticCorpus
from usenet_ops.domain import ingest
from usenet_ops.domain.overview import OverviewFormat

HUGE = GroupSpec("alt.binaries.synth.huge", count=25_000_000_000, low=1_000)
HOSTILE = GroupSpec("alt.binaries.synth.hostile", count=50_000, low=1, hostile=True)


def _lines(c: SyntheticCorpus, group: str, lo: int, hi: int, backbone: str = "a") -> list[bytes]:
    start, end = c.positions(backbone, group, lo, hi)
    return list(c.overview_lines(backbone, group, start, end))


def test_same_number_gives_the_same_line_in_any_order_and_any_instance() -> None:
    numbers = [1_000, 12_345_678_901, 24_999_999_999, 7_777_777_777]
    first = SyntheticCorpus(5, [HUGE])
    expected = {n: _lines(first, HUGE.name, n, n) for n in numbers}
    second = SyntheticCorpus(5, [HUGE], cache_blocks=1)
    for n in reversed(numbers):
        assert _lines(second, HUGE.name, n, n) == expected[n]
    assert _lines(SyntheticCorpus(6, [HUGE]), HUGE.name, 7_777_777_777, 7_777_777_800) != \
        _lines(first, HUGE.name, 7_777_777_777, 7_777_777_800)


def test_a_group_of_billions_is_served_with_a_bounded_cache() -> None:
    c = SyntheticCorpus(5, [HUGE], cache_blocks=8)
    count, low, high = c.group_bounds("a", HUGE.name)
    assert (count, low, high) == (25_000_000_000, 1_000, 25_000_000_999)
    for lo in range(low, high, high // 50):
        assert _lines(c, HUGE.name, lo, lo + 1500)
    assert len(c._cache) <= 8
    assert _lines(c, HUGE.name, high + 1, high + 100) == []
    assert _lines(c, HUGE.name, 1, low - 1) == []


def test_lines_are_overview_lines_the_ingest_parses_and_groups() -> None:
    c = SyntheticCorpus(9, [HUGE])
    lo = 3_000_000_000
    block = b"".join(c.overview_chunks("a", HUGE.name, lo, lo + 5000))
    fmt = OverviewFormat.default()
    result = ingest.ingest_block(block, fmt, group=HUGE.name, indexed_groups=frozenset({HUGE.name}))
    truth = synthetic.manifest(9, [HUGE], HUGE.name, lo, lo + 4999, releases=False)["counts"]
    assert result.articles == truth["lines"]
    assert result.outcomes.get("not_binary", 0) >= truth["chatter"]
    # Every article of a release is kept for staging (without filters: the junk rules are the crawl's).
    assert result.staged_articles == truth["articles"]


def test_dates_rise_with_numbers_across_the_groups_history() -> None:
    from email.utils import parsedate_to_datetime

    c = SyntheticCorpus(3, [HUGE])
    old = _lines(c, HUGE.name, HUGE.low + 10, HUGE.low + 10)[0].split(b"\t")[3]
    new = _lines(c, HUGE.name, HUGE.high - 10, HUGE.high - 10)[0].split(b"\t")[3]
    span = parsedate_to_datetime(new.decode()) - parsedate_to_datetime(old.decode())
    assert 6_900 <= span.days <= 7_000


def test_manifest_of_a_range_matches_what_is_served() -> None:
    groups = [HUGE]
    c = SyntheticCorpus(4, groups)
    lo, hi = 10_000_000_500, 10_000_004_700  # starts and ends mid-block
    served = _lines(c, HUGE.name, lo, hi)
    truth = synthetic.manifest(4, groups, HUGE.name, lo, hi)
    counts = truth["counts"]
    assert counts["lines"] == len(served)
    assert counts["lines"] + counts["gaps"] == hi - lo + 1
    served_ids = {ln.split(b"\t")[4][1:-1].decode() for ln in served}
    for release in truth["releases"]:
        ids = synthetic.content_ids(release)
        assert len(ids) == len(set(ids))
        assert set(ids) <= served_ids
    assert counts["releases_complete"] == len(truth["releases"]) > 0
    assert counts["releases_partial"] >= 1  # cut at both ends


def test_manifests_of_adjacent_ranges_add_up_to_the_whole() -> None:
    groups = [HOSTILE]
    whole = synthetic.manifest(2, groups, HOSTILE.name, 1, 50_000, releases=False)["counts"]
    parts = [synthetic.manifest(2, groups, HOSTILE.name, max(1, lo), lo + 9_999, releases=False)["counts"]
             for lo in range(0, 50_001, 10_000)]
    for key in ("lines", "gaps", "chatter", "hostile", "articles"):
        assert sum(p[key] for p in parts) == whole[key]
    # Cut on block boundaries, no release is partial.
    assert sum(p["releases_complete"] for p in parts) == whole["releases_complete"]


def test_a_message_id_resolves_to_its_article_and_a_forged_one_does_not() -> None:
    c = SyntheticCorpus(8, [HUGE, HOSTILE])
    line = _lines(c, HUGE.name, 20_000_000_000, 20_000_000_000)[0]
    mid = line.split(b"\t")[4][1:-1].decode()
    idx = c.lookup_message_id(mid)
    assert idx is not None and c.message_id(idx) == mid
    assert c.overview_line("a", idx, 0).split(b"\t")[1:5] == line.split(b"\t")[1:5]
    token, group, number = mid.split("@")[0].split(".")
    forged = f"{token}.{group}.{int(number) + 1}@{mid.split('@')[1]}"
    assert c.lookup_message_id(forged) is None
    for garbage in ("", "@", "x@y", "a.b.c@synthetic.usenet-ops.test", "0.99.1@synthetic.usenet-ops.test",
                    "\udcff.1.2@synthetic.usenet-ops.test"):
        assert c.lookup_message_id(garbage) is None


def test_backbone_b_numbers_the_same_articles_differently() -> None:
    c = SyntheticCorpus(8, [HUGE])
    a = _lines(c, HUGE.name, 5_000_000_000, 5_000_000_020)
    b = _lines(c, HUGE.name, 5_000_000_000 + synthetic.B_OFFSET, 5_000_000_020 + synthetic.B_OFFSET, "b")
    assert [ln.split(b"\t")[4] for ln in a] == [ln.split(b"\t")[4] for ln in b]
    assert all(int(x.split(b"\t")[0]) == int(y.split(b"\t")[0]) + synthetic.B_OFFSET for x, y in zip(b, a, strict=True))
    assert all(x.endswith(b":%d" % int(x.split(b"\t")[0])) for x in b)


def test_hostile_group_carries_every_malformed_kind_and_the_ingest_survives_them() -> None:
    c = SyntheticCorpus(1, [HOSTILE])
    block = b"".join(c.overview_chunks("a", HOSTILE.name, 1, 50_000))
    truth = synthetic.manifest(1, [HOSTILE], HOSTILE.name, 1, 50_000, releases=False)["counts"]
    assert truth["hostile"] > 50
    assert b"\xe9\xff\xfe" in block and b"\x1b[2J" in block and b"word " * 3000 in block
    result = ingest.ingest_block(block, OverviewFormat.default(), group=HOSTILE.name,
                                 indexed_groups=frozenset({HOSTILE.name}))
    assert result.articles + result.outcomes.get("malformed", 0) >= truth["lines"] - truth["hostile"]
    kept = result.staged_articles
    assert kept >= truth["articles"] - truth["articles_obfuscated"]


@pytest.mark.parametrize("seed", [0, 1, 2**63])
def test_every_block_fills_exactly_its_numbers(seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(20):
        block = rng.randrange(1, 10**7)
        plan = synthetic.plan_block(seed, 0, block, HUGE)
        assert len(plan.slots) == BLOCK
        posted = [s for s in plan.slots if isinstance(s, synthetic.SegmentSlot)]
        assert len(posted) == sum(r.articles for r in plan.releases)
        assert len(set(posted)) == len(posted)
