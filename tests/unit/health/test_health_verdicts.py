"""The health verdict (domain/health_verdicts.py): layout from the NZB, the three modes, the par2 bound, inconclusive checks."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

from usenet_ops.domain import health_verdicts
from usenet_ops.domain.health_verdicts import Layout, Mode, ReleaseCheck, Role, Stat, Verdict
from usenet_ops.domain.nzb import FileColumns

ARTICLE = 750_000


def _file(name: str, segments: int, size: int = ARTICLE, index: int = 1, total: int = 9) -> FileColumns:
    subject = f'Some.Release [{index}/{total}] - "{name}" yEnc (1/{segments})'
    mids = [f"{name}.{n}@poster" for n in range(1, segments + 1)]
    return FileColumns(subject, "poster <p@x>", 1_760_000_000, ("alt.binaries.test",), list(range(1, segments + 1)),
                       [size] * segments, mids)


def _release(data: list[int], vols: list[int] | None = None) -> Layout:
    """Data files of the given segment counts, a par2 index, and volumes of the given block counts (1 segment per block)."""
    files = [_file(f"Show.S01E01.part{i + 1:02d}.rar", n) for i, n in enumerate(data)]
    files.append(_file("Show.S01E01.par2", 1, size=40_000))
    start = 0
    for blocks in vols or []:
        files.append(_file(f"Show.S01E01.vol{start:02d}+{blocks:02d}.par2", blocks))
        start += blocks
    return health_verdicts.layout_of(files)


def _run(check: ReleaseCheck, missing: set[int], chunk: int = 7, unusable: set[int] = frozenset()) -> health_verdicts.CheckResult:
    asked: list[int] = []
    while not check.done:
        wanted = check.wanted(chunk)
        assert wanted, "the check neither finished nor asked for anything: it would stall the pass"
        assert not set(wanted) & set(asked), "a segment was handed out twice"
        asked += wanted
        check.record((i, Stat.UNUSABLE if i in unusable else Stat.ABSENT if i in missing else Stat.PRESENT)
                     for i in wanted)
    result = check.result()
    result_asked.append(len(asked))
    return result


result_asked: list[int] = []


def _asked() -> int:
    return result_asked[-1]


def _segments_of(layout: Layout, role: Role) -> list[int]:
    return [i for f in layout.files if f.role is role for i in range(f.start, f.start + f.count)]


def _oracle(layout: Layout, missing: set[int]) -> Verdict:
    """The rule written out independently: present nowhere -> dead; data gaps against the volumes that are left."""
    if len(missing) == layout.segments:
        return Verdict.DEAD
    data_missing = len(missing & set(_segments_of(layout, Role.DATA)))
    if data_missing == 0:
        return Verdict.HEALTHY
    left = sum(f.blocks * (f.count - len(missing & set(range(f.start, f.start + f.count)))) // f.count
               for f in layout.files if f.role is Role.PAR2_VOLUME)
    return Verdict.REPAIRABLE if data_missing <= left else Verdict.BROKEN


# --- layout ---------------------------------------------------------------------


def test_layout_reads_roles_and_recovery_blocks_from_the_file_names() -> None:
    layout = _release([10, 10], [1, 2, 4])
    roles = [f.role for f in layout.files]
    assert roles == [Role.DATA, Role.DATA, Role.PAR2_INDEX, Role.PAR2_VOLUME, Role.PAR2_VOLUME, Role.PAR2_VOLUME]
    assert layout.declared_blocks == 7 and layout.data_segments == 20 and layout.segments == 28


@pytest.mark.parametrize(("name", "blocks"), [
    ("x.vol07+08.par2", 8), ("x.vol000+001.PAR2", 1), ("x.vol0+1.par2", 1), ("Movie.2019.vol127-64.par2", 64),
    ("x.par2", 0), ("x.vol07+08.par2.txt", 0), ("x.rar", 0),
])
def test_recovery_blocks_come_from_par2_volume_names(name: str, blocks: int) -> None:
    from usenet_ops.domain.subjects import par2_recovery_blocks

    assert par2_recovery_blocks(name) == blocks


def test_nfo_sfv_and_nzb_are_extras_that_no_download_needs() -> None:
    layout = health_verdicts.layout_of([_file("a.part1.rar", 4), _file("a.nfo", 1), _file("a.sfv", 1), _file("a.nzb", 1)])
    assert [f.role for f in layout.files] == [Role.DATA, Role.EXTRA, Role.EXTRA, Role.EXTRA]


def test_an_upload_whose_names_say_nothing_is_all_data() -> None:
    files = [FileColumns(f"{n:032x} yEnc (1/3)", "p", 0, ("g",), [1, 2, 3], [1, 1, 1], [f"{n}.{k}@x" for k in range(3)])
             for n in range(3)]
    layout = health_verdicts.layout_of(files)
    assert {f.role for f in layout.files} == {Role.DATA} and layout.declared_blocks == 0


def test_garbage_subjects_never_break_the_layout() -> None:
    files = [FileColumns("\x00\udcff(((/)))", "", 0, (), [1], [0], ["a@b"]), FileColumns("", "", 0, (), [], [], [])]
    layout = health_verdicts.layout_of(files)
    assert layout.segments == 1 and layout.files[1].count == 0
    assert _run(ReleaseCheck(layout, Mode.FULL), set()).verdict is Verdict.HEALTHY


# --- full -----------------------------------------------------------------------


def test_full_check_of_a_complete_release_is_healthy_and_asks_everything() -> None:
    layout = _release([20, 20], [1, 2, 4])
    result = _run(ReleaseCheck(layout, Mode.FULL), set())
    assert result.verdict is Verdict.HEALTHY and result.checked == layout.segments == _asked()
    assert result.missing == 0 and result.missing_pct == 0.0 and result.recovery_available == 7


def test_missing_data_within_the_recovery_is_repairable_and_beyond_it_broken() -> None:
    layout = _release([20, 20], [1, 2, 4])  # 7 blocks
    data = _segments_of(layout, Role.DATA)
    repairable = _run(ReleaseCheck(layout, Mode.FULL), set(data[3:10]))
    assert repairable.verdict is Verdict.REPAIRABLE and repairable.missing_data == 7
    assert repairable.missing_pct == pytest.approx(100 * 7 / 40)
    broken = _run(ReleaseCheck(layout, Mode.FULL), set(data[3:11]))
    assert broken.verdict is Verdict.BROKEN and broken.missing_data == 8


def test_lost_volume_articles_shrink_the_recovery_that_is_left() -> None:
    layout = _release([20], [1, 2, 4])
    data, vols = _segments_of(layout, Role.DATA), _segments_of(layout, Role.PAR2_VOLUME)
    assert _run(ReleaseCheck(layout, Mode.FULL), set(data[:6])).verdict is Verdict.REPAIRABLE
    # The 4-block volume lost one of its 4 articles: 3 of its blocks and 3 others are left, 6 in all.
    assert _run(ReleaseCheck(layout, Mode.FULL), set(data[:6]) | {vols[-1]}).verdict is Verdict.REPAIRABLE
    assert _run(ReleaseCheck(layout, Mode.FULL), set(data[:6]) | set(vols[-2:])).verdict is Verdict.BROKEN


def test_only_par2_or_extras_missing_is_still_healthy() -> None:
    layout = health_verdicts.layout_of([_file("a.part1.rar", 10), _file("a.nfo", 1), _file("a.par2", 1),
                                        _file("a.vol00+02.par2", 2)])
    missing = set(range(10, layout.segments))
    result = _run(ReleaseCheck(layout, Mode.FULL), missing)
    assert result.verdict is Verdict.HEALTHY and result.missing == 4 and result.missing_data == 0


def test_nothing_there_is_dead_and_a_release_without_par2_missing_one_article_is_broken() -> None:
    layout = _release([5, 5])
    assert _run(ReleaseCheck(layout, Mode.FULL), set(range(layout.segments))).verdict is Verdict.DEAD
    assert _run(ReleaseCheck(layout, Mode.FULL), {3}).verdict is Verdict.BROKEN


# --- par2 -----------------------------------------------------------------------


def test_par2_mode_stops_as_soon_as_the_missing_count_exceeds_the_recovery_named() -> None:
    layout = _release([100, 100, 100], [1, 2, 4, 8])  # 15 blocks
    data = _segments_of(layout, Role.DATA)
    result = _run(ReleaseCheck(layout, Mode.PAR2), set(data[5:45]), chunk=10)
    assert result.verdict is Verdict.BROKEN
    assert _asked() <= 30, "it went on asking after 16 missing data articles proved the release broken"


def test_par2_mode_stops_once_the_missing_count_provably_fits_in_the_recovery() -> None:
    layout = _release([100, 100, 100], [1, 2, 4, 8])  # 15 blocks
    data = _segments_of(layout, Role.DATA)
    result = _run(ReleaseCheck(layout, Mode.PAR2), {data[0], data[1]}, chunk=10)
    assert result.verdict is Verdict.REPAIRABLE
    assert _asked() < layout.segments - 5, "a repairable release was asked about in full"
    assert result.recovery_available >= 13


def test_par2_mode_needs_every_data_segment_to_call_a_release_healthy() -> None:
    layout = _release([50, 50], [1, 2, 4])
    result = _run(ReleaseCheck(layout, Mode.PAR2), set())
    assert result.verdict is Verdict.HEALTHY and _asked() == 100  # the volumes were never needed


def test_par2_mode_calls_dead_only_after_asking_the_ends_of_every_file() -> None:
    layout = _release([100, 100], [1, 2])
    everything = set(range(layout.segments))
    result = _run(ReleaseCheck(layout, Mode.PAR2), everything, chunk=5)
    assert result.verdict is Verdict.DEAD
    # Broken after 4 data articles; dead only once the first and last of every file were asked too.
    assert result.missing >= 2 * len(layout.files) - 1
    # A middle segment of the last file still there: the ends are all gone, yet it is not dead.
    last = layout.files[1]
    alive = everything - {last.start + 1}
    assert _run(ReleaseCheck(layout, Mode.FULL), alive).verdict is Verdict.BROKEN


# --- sample -----------------------------------------------------------------------


def test_sample_of_a_complete_release_asks_the_ends_and_a_sample_only() -> None:
    layout = _release([200, 200, 200], [1, 2, 4, 8, 16])
    check = ReleaseCheck(layout, Mode.SAMPLE, sample_size=32, rng=random.Random(1))
    result = _run(check, set())
    assert result.verdict is Verdict.HEALTHY and result.mode == "sample"
    ends = {i for f in layout.files for i in (f.start, f.start + f.count - 1)}  # one-segment files have one end
    assert _asked() == len(ends) + check.sample_target()
    assert _asked() < layout.segments / 3


def test_a_taken_down_file_is_caught_by_the_sample_and_counted_exactly() -> None:
    layout = _release([100, 100, 100], [1, 2, 4, 8])
    second = layout.files[1]
    gone = set(range(second.start, second.start + second.count))
    result = _run(ReleaseCheck(layout, Mode.SAMPLE, rng=random.Random(3)), gone)
    assert result.verdict is Verdict.BROKEN and result.mode == "sample+par2"


def test_a_gap_at_a_file_end_escalates_and_ends_repairable() -> None:
    layout = _release([100, 100, 100], [1, 2, 4, 8])
    ends = {f.start for f in layout.files if f.role is Role.DATA}
    result = _run(ReleaseCheck(layout, Mode.SAMPLE, rng=random.Random(4)), ends)
    assert result.verdict is Verdict.REPAIRABLE and result.mode == "sample+par2" and result.missing_data == 3


def test_the_sample_grows_with_what_the_par2_cannot_repair_and_stays_capped() -> None:
    generous = ReleaseCheck(_release([300], [16, 32]), Mode.SAMPLE, sample_size=10)
    thin = ReleaseCheck(_release([300], [1, 2]), Mode.SAMPLE, sample_size=10)
    none = ReleaseCheck(_release([300]), Mode.SAMPLE, sample_size=10)
    assert 10 <= generous.sample_target() < thin.sample_target() <= none.sample_target() == 80


def test_the_same_rng_seed_samples_the_same_segments() -> None:
    layout = _release([500], [8, 16])
    a = ReleaseCheck(layout, Mode.SAMPLE, rng=random.Random("abc:a:2026-01-01")).wanted(10_000)
    b = ReleaseCheck(layout, Mode.SAMPLE, rng=random.Random("abc:a:2026-01-01")).wanted(10_000)
    c = ReleaseCheck(layout, Mode.SAMPLE, rng=random.Random("abc:a:2026-01-02")).wanted(10_000)
    assert a == b and a != c


# --- inconclusive -------------------------------------------------------------------


def test_too_many_unusable_answers_leave_the_check_without_a_verdict() -> None:
    layout = _release([50], [4])
    result = _run(ReleaseCheck(layout, Mode.FULL), set(), unusable=set(range(0, 50, 5)))
    assert result.verdict is None and "unusable" in result.reason and result.unusable == 10


def test_a_few_unusable_answers_do_not_block_a_verdict() -> None:
    layout = _release([100], [4])
    assert _run(ReleaseCheck(layout, Mode.FULL), set(), unusable={5, 70}).verdict is Verdict.REPAIRABLE


def test_a_server_answering_mostly_garbage_ends_the_check_early() -> None:
    layout = _release([1000], [8])
    result = _run(ReleaseCheck(layout, Mode.FULL), set(), unusable=set(range(1008)), chunk=10)
    assert result.verdict is None and _asked() <= 30


def test_an_empty_nzb_is_inconclusive_at_once() -> None:
    check = ReleaseCheck(Layout((), ()), Mode.SAMPLE)
    assert check.done and check.wanted(10) == [] and check.result().verdict is None


# --- properties --------------------------------------------------------------------


@st.composite
def _scenarios(draw: st.DrawFn) -> tuple[Layout, set[int]]:
    data = draw(st.lists(st.integers(1, 30), min_size=1, max_size=4))
    vols = draw(st.lists(st.integers(1, 8), max_size=4))
    layout = _release(data, vols)
    n = layout.segments
    kind = draw(st.sampled_from(["none", "all", "some", "files"]))
    if kind == "none":
        missing: set[int] = set()
    elif kind == "all":
        missing = set(range(n))
    elif kind == "files":
        picked = draw(st.lists(st.integers(0, len(layout.files) - 1), max_size=3))
        missing = {i for k in picked for i in range(layout.files[k].start, layout.files[k].start + layout.files[k].count)}
    else:
        missing = set(draw(st.lists(st.integers(0, n - 1), max_size=n)))
    return layout, missing


@given(_scenarios(), st.integers(1, 40), st.integers(0, 2**32))
def test_every_mode_agrees_with_the_rule_written_out(scenario: tuple[Layout, set[int]], chunk: int, seed: int) -> None:
    layout, missing = scenario
    expected = _oracle(layout, missing)
    assert _run(ReleaseCheck(layout, Mode.FULL), missing, chunk).verdict is expected
    par2 = _run(ReleaseCheck(layout, Mode.PAR2), missing, chunk).verdict
    # par2 stops early: it may call dead a release whose only survivors sit in the middle of files it never asked.
    assert par2 is expected or (par2 is Verdict.DEAD and expected is Verdict.BROKEN)
    sample = _run(ReleaseCheck(layout, Mode.SAMPLE, rng=random.Random(seed)), missing, chunk)
    if sample.mode == "sample":  # the sample found no gap: a miss is possible only for a damaged release
        assert sample.verdict is Verdict.HEALTHY and expected is not Verdict.DEAD
    else:
        assert sample.verdict is expected or (sample.verdict is Verdict.DEAD and expected is Verdict.BROKEN)


# --- across backbones and time ------------------------------------------------------------


def test_a_release_is_as_good_as_its_best_backbone() -> None:
    assert health_verdicts.combine({"a": Verdict.DEAD, "b": Verdict.REPAIRABLE}) is Verdict.REPAIRABLE
    assert health_verdicts.combine({"a": Verdict.DEAD, "b": None}) is Verdict.DEAD
    assert health_verdicts.combine({"a": None}) is None and health_verdicts.combine({}) is None
    assert Verdict.REPAIRABLE.available and not Verdict.BROKEN.available


def test_newer_releases_are_checked_more_often() -> None:
    now = datetime(2026, 3, 1, tzinfo=UTC)
    assert health_verdicts.next_check_delay(now - timedelta(hours=30), now, 30) == timedelta(days=1)
    assert health_verdicts.next_check_delay(now - timedelta(days=20), now, 30) == timedelta(days=5)
    assert health_verdicts.next_check_delay(now - timedelta(days=400), now, 30) == timedelta(days=30)
    assert health_verdicts.next_check_delay(now + timedelta(days=2), now, 30) == timedelta(days=1)  # a clock skewed ahead
