"""Executable bait (issue 16 item 1): file-scope rules see every file's own name, at ingest (both paths) and build."""

from __future__ import annotations

import pytest

from usenet_ops.domain import ingest, junk
from usenet_ops.domain.assembly.assemble import Outcome, StagedFile, StagedSet, assemble
from usenet_ops.domain.nzb import NzbSegment
from usenet_ops.nntp.protocol import join_block
from usenet_ops.store.filters import default_tsv

ENGINE = junk.JunkEngine(junk.load_tsv(default_tsv()))
FILTERS = ingest.IngestFilters(junk=ENGINE)
GROUP = "alt.binaries.multimedia"
SEGMENT = 716_800  # a usual article: 700 KiB


def _lines(subject: str, parts: int, start: int = 1, tag: str = "b") -> list[bytes]:
    out = []
    for p in range(1, parts + 1):
        n = start + p - 1
        out.append(b"\t".join([str(n).encode(), f"{subject} ({p}/{parts})".encode(), b"Poster <p@x.example>",
                               b"Mon, 30 Nov 2026 10:00:00 +0000", f"<{tag}{p}.{n}@bait>".encode(), b"",
                               str(SEGMENT).encode(), b"5000"]))
    return out


BAIT = [
    '"Some.Show.S01E01.1080p.mkv.exe" yEnc',
    'Some.Show.S01E02.1080p.WEB.H264-GRP [1/1] - "Some.Show.S01E02.1080p.WEB.H264-GRP.mkv.exe" yEnc',
    '[PRiVATE]-[WtFnZb]-[The.Film.2024.2160p.UHD.BluRay.x265-TEAM.mp4.scr]-[1/1] - "" yEnc',
    'The.Film.2024.1080p.BluRay.x264-TEAM [1/1] - "The.Film.2024.1080p.BluRay.x264-TEAM.exe" yEnc',
    '"Another.Show.S02E05.720p.HDTV.x264-LOL.avi.lnk" yEnc',
]


@pytest.mark.parametrize("native", [True, False], ids=["c-scanner", "python"])
@pytest.mark.parametrize("subject", BAIT)
def test_bait_at_realistic_size_is_dropped_at_ingest_under_a_file_rule(subject: str, native: bool) -> None:
    if native and not ingest.native_available():
        pytest.skip("the C scanner was not built")
    lines = _lines(subject, parts=40)  # 40 x 700 KiB: tens of MB, as bait is posted
    result = ingest.ingest_block(join_block(lines), group=GROUP, indexed_groups={GROUP}, filters=FILTERS,
                                 native=native)
    assert not result.files, result.files
    reasons = {k for k in result.outcomes if k.startswith("junk:")}
    assert reasons & {"junk:double_extension_exe", "junk:malware_extension", "junk:blocked_executable",
                       "junk:media_named_program"}, result.outcomes
    assert sum(result.outcomes.values()) == 40


def test_an_installer_in_a_software_group_is_kept_and_a_real_episode_is_kept() -> None:
    lines = _lines('Some.App.v2.1 [1/1] - "setup.exe" yEnc', parts=5)
    kept = ingest.ingest_block(join_block(lines), group="alt.binaries.pc.software", indexed_groups=set(),
                               filters=FILTERS)
    assert kept.outcomes == {"staged": 5}
    show = _lines('Some.Show.S01E01.1080p.WEB.H264-GRP [1/1] - "Some.Show.S01E01.1080p.WEB.H264-GRP.mkv" yEnc', 5)
    assert ingest.ingest_block(join_block(show), group=GROUP, indexed_groups=set(), filters=FILTERS).outcomes == {
        "staged": 5}


def _staged(names: list[str], group: str = GROUP, base: str = "Some.Show.S01E01.1080p") -> StagedSet:
    files = tuple(
        StagedFile(f"f{i}", name, f'"{name}" yEnc (1/40)', i + 1, 40, 1_700_000_000,
                   tuple(NzbSegment(p, SEGMENT, f"{i}.{p}@x") for p in range(1, 41)))
        for i, name in enumerate(names))
    return StagedSet("s", group, base, "p <p@x>", (group,), len(names), 1_700_000_000, files)


def test_build_refuses_an_executable_payload_outside_software_groups_whatever_its_size() -> None:
    for names in (["Some.Show.S01E01.1080p.mkv.exe"], ["Some.Show.S01E01.1080p.exe", "Some.Show.S01E01.1080p.par2"],
                  ["Some.Show.S01E01.1080p.exe.part01.rar", "Some.Show.S01E01.1080p.exe.part02.rar"]):
        result = assemble(_staged(names), engine=ENGINE, blacklist=None)
        assert result.outcome is Outcome.BLOCKED_EXT, (names, result)
        assert result.release is None


def test_build_keeps_an_installer_in_a_software_group() -> None:
    result = assemble(_staged(["setup.exe"], group="alt.binaries.pc.software", base="Some.App.v2.1"), engine=ENGINE,
                      blacklist=None)
    assert result.outcome is Outcome.BUILT


def test_file_scope_rules_still_fire_on_a_raw_subject_in_filters_test() -> None:
    verdict = ENGINE.evaluate('"Some.Show.S01E01.1080p.mkv.exe" yEnc (1/40)', stage=junk.Stage.BUILD, group=GROUP)
    assert verdict is not None and verdict.name == "double_extension_exe" and verdict.scope is junk.Scope.FILE
