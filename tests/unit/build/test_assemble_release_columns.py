"""Assembly builds its release from columns; the release is what the NzbFile route gives.

``assemble`` reads each file's numbers, sizes and ids once and encodes the
compact NZB from them, skipping the sort for files already in part order.
These tests pin the release to the definition: the compact NZB of
``nzb_files`` (files by counter, segments stably by number), the content
hash of its ids, its size and counts.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from usenet_ops.domain import bounds
from usenet_ops.domain.assembly.assemble import Outcome, StagedFile, StagedSet, assemble, nzb_files
from usenet_ops.domain.identity import content_hash
from usenet_ops.domain.nzb import NzbSegment, decode_compact, encode_compact

_segment = st.builds(
    NzbSegment,
    number=st.integers(1, 6),  # small, so files repeat and reorder numbers
    bytes=st.integers(0, 10**6),
    message_id=st.sampled_from(["", "x", "a@h"]).flatmap(
        lambda p: st.text(alphabet="ab@.<> é", max_size=6).map(lambda m: f"{p}{m}@host.example")
    ),
)
_file = st.builds(
    StagedFile,
    file_id=st.text(alphabet="fg", min_size=1, max_size=3),
    file_name=st.sampled_from(["Show.Name.S01E02.1080p.WEB-DL.x264-GRP.part01.rar", "x.par2", "x.vol00+01.par2",
                               "01 - Track.flac", "", "a.nfo"]),
    subject=st.text(max_size=10),
    file_index=st.none() | st.integers(1, 4),
    part_total=st.integers(0, 8),
    posted=st.integers(0, 2).map(lambda n: n * 1_700_000_000),
    segments=st.lists(_segment, max_size=8).map(tuple),
)
_set = st.builds(
    StagedSet,
    set_id=st.just("s1"),
    group=st.sampled_from(["alt.binaries.teevee", "alt.binaries.mp3"]),
    base=st.sampled_from(["Show.Name.S01E02.1080p.WEB-DL.x264-GRP", "[PRiVATE]-[x]", ""]),
    poster=st.just("poster@example.com"),
    groups=st.lists(st.sampled_from(["alt.binaries.a", "alt.binaries.b"]), max_size=2).map(tuple),
    file_total=st.integers(0, 4),
    posted_min=st.sampled_from([0, 1_700_000_123]),
    files=st.lists(_file, max_size=4).map(tuple),
)


@settings(max_examples=300)
@given(_set)
def test_assembled_release_is_the_compact_form_of_its_nzb_files(staged: StagedSet) -> None:
    result = assemble(staged, engine=None, blacklist=None)
    files = nzb_files(staged)
    if not files:
        assert result.outcome is Outcome.EMPTY
        return
    release = result.release
    assert release is not None
    assert release.nzb == encode_compact(files)
    assert decode_compact(release.nzb) == files
    ids = [s.message_id for f in files for s in f.segments]
    assert release.content_hash == content_hash(ids)
    assert release.segments == len(ids)
    assert release.files == len(files)
    assert release.size == sum(s.bytes for f in files for s in f.segments)


@settings(max_examples=200)
@given(_set)
def test_nzb_files_orders_files_by_counter_and_segments_stably_by_number(staged: StagedSet) -> None:
    present = sorted((f for f in staged.files if f.segments),
                     key=lambda f: (f.file_index if f.file_index is not None else 1 << 30, f.file_name, f.file_id))
    got = nzb_files(staged)
    assert [f.subject for f in got] == [bounds.cut_middle(f.subject, bounds.SUBJECT_CHARS) for f in present]
    assert [f.segments for f in got] == [tuple(sorted(f.segments, key=lambda s: s.number)) for f in present]


def test_a_file_already_in_part_order_keeps_its_segment_tuple() -> None:
    segs = tuple(NzbSegment(n, 10, f"{n}@h") for n in (1, 2, 2, 3))
    staged = StagedSet("s", "g", "b", "p", (), 1, 1, (StagedFile("f", "x.rar", "subj", 1, 4, 1, segs),))
    assert nzb_files(staged)[0].segments is segs


def test_a_hostile_set_assembles_into_bounded_nul_free_text_everywhere() -> None:
    subject = "[1/2] - " + "padding " * 700 + '"Hostile.Release.part01.rar" yEnc (1/1)\x00'
    staged = StagedSet(
        set_id="s1", group="alt.binaries.own", base=" ".join(f"w{i}" for i in range(2000)),
        poster="P\x00" * 2000 + "\udc80", groups=tuple(f"alt.binaries.g{i:03d}" for i in range(300)) + ("x" * 4000,),
        file_total=2, posted_min=1_700_000_000,
        files=tuple(StagedFile(file_id=f"f{i}", file_name=f"hostile.part0{i}.rar", subject=subject, file_index=i,
                               part_total=1, posted=1_700_000_000,
                               segments=(NzbSegment(1, 700_000, f"id{i}@h"),)) for i in (1, 2)),
    )
    release = assemble(staged, engine=None, blacklist=None).release
    assert release is not None
    assert len(release.title) <= bounds.TITLE_CHARS and len(release.search_name) <= bounds.TITLE_CHARS
    assert len(release.poster) <= bounds.POSTER_CHARS and "\x00" not in release.poster
    release.poster.encode("utf-8")
    assert len(release.groups) == bounds.GROUPS_MAX and "alt.binaries.own" in release.groups
    for f in decode_compact(release.nzb):
        assert len(f.subject) <= bounds.SUBJECT_CHARS and "\x00" not in f.subject
        assert f.subject.endswith('"Hostile.Release.part01.rar" yEnc (1/1)')
        assert f.poster == release.poster and len(f.groups) <= bounds.GROUPS_MAX
