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


# -- REBUILD's line mix: flood blocks of per-article random subjects and crossposts beside the releases --------------

MIX_A = GroupSpec("alt.binaries.synth.mix.a", count=40_000_000, low=1, garbage=synthetic.REBUILD_GARBAGE,
                  crossposts=synthetic.REBUILD_CROSSPOSTS)
MIX_B = GroupSpec("alt.binaries.synth.mix.b", count=40_000_000, low=1, garbage=synthetic.REBUILD_GARBAGE,
                  crossposts=synthetic.REBUILD_CROSSPOSTS)


def test_the_rebuild_mix_posts_rebuilds_shares_of_kept_garbage_and_crossposted_lines() -> None:
    # 5,000 blocks: the shares converge on REBUILD's estimate (140 B kept, 295 B garbage, 93 B crossposts of 528 B).
    counts = synthetic.manifest(3, [MIX_A, MIX_B], MIX_A.name, 1, 5_000_000, releases=False)["counts"]
    lines = counts["lines"]
    assert abs(counts["garbage"] / lines - 295 / 528) < 0.03
    assert abs(counts["crossposted"] / lines - 93 / 528) < 0.03
    assert abs(counts["articles"] / lines - 140 / 528) < 0.03
    # Releases keep their shape: the same articles per complete release as the dense corpus, within noise.
    dense = synthetic.manifest(3, [HUGE], HUGE.name, 1_000, 1_000_999, releases=False)["counts"]
    per_release = counts["articles"] / counts["releases_complete"]
    assert 0.8 < per_release / (dense["articles"] / dense["releases_complete"]) < 1.25


def test_the_ingest_sets_aside_every_flood_line_and_keeps_every_release_segment() -> None:
    c = SyntheticCorpus(5, [MIX_A, MIX_B])
    lo, hi = 7_000_000, 7_199_999
    block = b"".join(c.overview_chunks("a", MIX_A.name, lo, hi + 1))
    truth = synthetic.manifest(5, [MIX_A, MIX_B], MIX_A.name, lo, hi, releases=False)["counts"]
    assert truth["garbage"] and truth["crossposted"] and truth["articles"]
    both = frozenset({MIX_A.name, MIX_B.name})
    result = ingest.ingest_block(block, OverviewFormat.default(), group=MIX_A.name, indexed_groups=both)
    assert result.articles == truth["lines"]
    assert result.outcomes["not_binary"] == truth["garbage"] + truth["chatter"]
    assert result.outcomes["crosspost"] == truth["crossposted"]
    assert result.staged_articles == truth["articles"]
    # An indexer that does not crawl the main group reads the crosspost here, as the rule says.
    alone = ingest.ingest_block(block, OverviewFormat.default(), group=MIX_A.name,
                                indexed_groups=frozenset({MIX_A.name}))
    assert alone.outcomes.get("crosspost", 0) == 0
    assert alone.staged_articles == truth["articles"] + truth["crossposted"]


def test_a_crosspost_names_its_main_group_first_on_both_backbones_and_by_message_id() -> None:
    c = SyntheticCorpus(5, [MIX_A, MIX_B])
    a = [ln for ln in _lines(c, MIX_A.name, 7_000_000, 7_050_000) if b" yEnc (" in ln and b"xp" in ln]
    assert a
    line = a[0]
    n = int(line.split(b"\t")[0])
    assert line.endswith(b"Xref: news-a.usenet-ops.test %s:%d %s:%d" % (MIX_B.name.encode(), n, MIX_A.name.encode(), n))
    b = _lines(c, MIX_A.name, n + synthetic.B_OFFSET, n + synthetic.B_OFFSET, "b")[0]
    shifted = n + synthetic.B_OFFSET
    assert b.endswith(b"Xref: news-b.usenet-ops.test %s:%d %s:%d" % (MIX_B.name.encode(), shifted,
                                                                       MIX_A.name.encode(), shifted))
    idx = c.lookup_message_id(line.split(b"\t")[4][1:-1].decode())
    assert idx is not None and c.overview_line("a", idx, 0).endswith(line.rpartition(b"\t")[2])
    # One group alone: the crosspost names a group outside the corpus.
    solo = SyntheticCorpus(5, [MIX_A])
    assert b"alt.binaries.synthetic.main:%d" % n in _lines(solo, MIX_A.name, n, n)[0]


def test_garbage_lines_are_random_per_article_and_carry_no_counter() -> None:
    c = SyntheticCorpus(5, [MIX_A, MIX_B])
    lines = [ln for ln in _lines(c, MIX_A.name, 9_000_000, 9_020_000) if b" yEnc (" not in ln
             and ln.split(b"\t")[1] not in synthetic._CHATTER]
    subjects = [ln.split(b"\t")[1] for ln in lines]
    posters = [ln.split(b"\t")[2] for ln in lines]
    assert len(subjects) > 5_000
    assert len(set(subjects)) == len(subjects) and len(set(posters)) > 0.99 * len(posters)
    assert all(b"(" not in s and b"[" not in s for s in subjects)


def test_the_default_mix_is_unchanged_and_bad_shares_are_refused() -> None:
    # A spec without shares serves what it always served (the pinned line of an older test holds).
    plain = GroupSpec(HUGE.name, HUGE.count, HUGE.low)
    assert _lines(SyntheticCorpus(5, [plain]), HUGE.name, 1_000, 1_500) == _lines(SyntheticCorpus(5, [HUGE]),
                                                                                  HUGE.name, 1_000, 1_500)
    assert all(not s for s in [plain.flood])
    for garbage, crossposts in ((1.0, 0.0), (0.6, 0.4), (-0.1, 0.0), (0.0, -0.5)):
        with pytest.raises(ValueError, match="shares"):
            GroupSpec("x", 10, garbage=garbage, crossposts=crossposts)


def test_manifests_of_adjacent_ranges_add_up_with_the_rebuild_mix() -> None:
    groups = [MIX_A, MIX_B]
    whole = synthetic.manifest(2, groups, MIX_A.name, 1, 59_999, releases=False)["counts"]
    parts = [synthetic.manifest(2, groups, MIX_A.name, max(1, lo), lo + 9_999, releases=False)["counts"]
             for lo in range(0, 60_000, 10_000)]
    for key in ("lines", "gaps", "chatter", "garbage", "crossposted", "articles", "releases_complete"):
        assert sum(p[key] for p in parts) == whole[key]


def test_the_news_servers_mix_option_gives_every_group_rebuilds_shares() -> None:
    from usenet_ops.cli import common, newsserver

    dense, = newsserver._synthetic_groups(["alt.binaries.x:1000"], 7000.0)
    assert (dense.garbage, dense.crossposts) == (0.0, 0.0)
    mixed = newsserver._synthetic_groups(["alt.binaries.x:1000", "alt.binaries.y:50:7"], 30.0, "rebuild")
    assert [(g.name, g.count, g.low, g.days) for g in mixed] == [("alt.binaries.x", 1000, 1, 30.0),
                                                                ("alt.binaries.y", 50, 7, 30.0)]
    assert all((g.garbage, g.crossposts) == (synthetic.REBUILD_GARBAGE, synthetic.REBUILD_CROSSPOSTS) for g in mixed)
    with pytest.raises(common.CLIError, match="NAME:COUNT"):
        newsserver._synthetic_groups(["alt.binaries.x:many"], 7000.0, "rebuild")
