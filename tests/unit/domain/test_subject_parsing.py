"""Subject grammar: counters, names, the release base, and what must not group."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from usenet_ops.domain.subjects import (
    FileKind,
    ParsedSubject,
    base_from_name_only,
    file_kind,
    file_stem,
    parse_subject,
    volume_number,
)

# (subject, base, file_name, file_index, file_total, part, part_total)
CASES = [
    ('[01/15] - "Name.part01.rar" yEnc (1/50)', "Name", "Name.part01.rar", 1, 15, 1, 50),
    ('Name [03/45] - "name.r01" yEnc (12/137)', "Name", "name.r01", 3, 45, 12, 137),
    ('"name.vol003+04.par2" yEnc (1/7)', "name", "name.vol003+04.par2", None, None, 1, 7),
    ('Name - "x" yEnc (1/50)', "Name", "x", None, None, 1, 50),
    ('Some.Release [1/3] - "a.rar" yEnc (1/50) 123456789', "Some.Release", "a.rar", 1, 3, 1, 50),
    ('Some Show (1/5) - "file.nfo" yEnc (01/50)', "Some Show", "file.nfo", 1, 5, 1, 50),
    ('Some Show (2 of 5) - "file.r00" yEnc (3/50)', "Some Show", "file.r00", 2, 5, 3, 50),
    ('Some Show - File 2 of 5 - "file.r00" yEnc (3/50)', "Some Show", "file.r00", 2, 5, 3, 50),
    # The word goes with the counter: left in the base, every "File i of N" upload of a poster shared one set.
    ('File 3 of 12: - "9f0c2a7be41d" yEnc (1/2)', "9f0c2a7be41d", "9f0c2a7be41d", 3, 12, 1, 2),
    ('Show [Files 03 of 12] - "a.mkv" yEnc (1/2)', "Show", "a.mkv", 3, 12, 1, 2),
    ('(01/12) "[ASW] Show - 01 (1080p).mkv" yEnc (5/9) 734003200', "[ASW] Show - 01 (1080p)",
     "[ASW] Show - 01 (1080p).mkv", 1, 12, 5, 9),
    ("Show.S01E01.720p name.part01.rar yEnc (1/10)", "Show.S01E01.720p", "name.part01.rar", None, None, 1, 10),
    ("Movie.2020.1080p yEnc (1/1)", "Movie.2020.1080p", "", None, None, 1, 1),
    ('[1/1] - "single.nzb" yEnc (1/1)', "single", "single.nzb", 1, 1, 1, 1),
    ('Re: "pic.jpg" (1/1)', "Re", "pic.jpg", None, None, 1, 1),
    ('[00/45] - "Name.nfo" yEnc (1/1)', "Name", "Name.nfo", 0, 45, 1, 1),
    ('Name (1/2) [1/3] - "a.7z.001" yEnc (5/9)', "Name (1/2)", "a.7z.001", 1, 3, 5, 9),
    (
        '[PRiVATE]-[WtFnZb]-[real.name.mkv]-[1/5] - "" yEnc (1/34)',
        "[PRiVATE]-[WtFnZb] - real.name",
        "real.name.mkv",
        1,
        5,
        1,
        34,
    ),
    (
        '[N3wZ] \\6aRDfl37b\\::[PRiVATE]-[WtFnZb]-[Rel.Name.2024/file.mkv]-[2/5] - "" yEnc (3/34)',
        "[N3wZ] \\6aRDfl37b\\ - [PRiVATE]-[WtFnZb] - Rel.Name.2024",
        "file.mkv",
        2,
        5,
        3,
        34,
    ),
    ('[N3wZ] [01/15] - "name.part01.rar" yEnc (1/50)', "[N3wZ] - name", "name.part01.rar", 1, 15, 1, 50),
    (
        'a8f7e6d5c4b3a2f1 [1/9] - "a8f7e6d5c4b3a2f1.part1.rar" yEnc (1/9)',
        "a8f7e6d5c4b3a2f1",
        "a8f7e6d5c4b3a2f1.part1.rar",
        1,
        9,
        1,
        9,
    ),
    ('Café Société [1/2] - "cafe.rar" yEnc (1/2)', "Café Société", "cafe.rar", 1, 2, 1, 2),
    (
        '[PRiVATE]-[abfd00]-[[ASW] Show - 11 [720p].mkv]-[1/5] - "" yEnc (1/3)',
        "[PRiVATE]-[abfd00] - [ASW] Show - 11 [720p]",
        "[ASW] Show - 11 [720p].mkv",
        1,
        5,
        1,
        3,
    ),
]


@pytest.mark.parametrize("case", CASES, ids=[c[0][:40] for c in CASES])
def test_subject_parses_into_base_name_and_counters(case: tuple) -> None:
    subject, base, name, fi, ft, part, total = case
    got = parse_subject(subject)
    assert got is not None
    assert (got.base, got.file_name, got.file_index, got.file_total, got.part, got.part_total) == (
        base,
        name,
        fi,
        ft,
        part,
        total,
    )


@pytest.mark.parametrize(
    "subject",
    [
        "Just a discussion post",
        'Name - "x" yEnc',
        "Name (a/b)",
        "Name (0/5)",  # segment numbers start at 1
        "Name (6/5)",  # part beyond total is malformed
        "Name (1/0)",
        "",
        "(",
        "(1/",
    ],
)
def test_subject_without_a_valid_segment_counter_is_not_a_binary_post(subject: str) -> None:
    assert parse_subject(subject) is None


def test_the_last_counter_is_the_segment_counter() -> None:
    got = parse_subject('Name (03/45) - "file.r01" yEnc (12/137)')
    assert got is not None
    assert (got.part, got.part_total) == (12, 137)
    assert (got.file_index, got.file_total) == (3, 45)


def test_size_suffix_after_the_counter_is_ignored() -> None:
    a = parse_subject('Rel [1/3] - "a.rar" yEnc (1/50) 123456789')
    b = parse_subject('Rel [1/3] - "a.rar" yEnc (2/50)')
    assert a is not None and b is not None
    assert a.file_key == b.file_key and a.base == b.base


def _group(subjects: list[str]) -> set[str]:
    out = set()
    for s in subjects:
        p = parse_subject(s)
        assert p is not None, s
        out.add(p.base)
    return out


RELEASES_THAT_GROUP = [
    [
        '[01/04] - "My.Release.part1.rar" yEnc (1/50)',
        '[01/04] - "My.Release.part1.rar" yEnc (50/50)',
        '[02/04] - "My.Release.part2.rar" yEnc (7/50)',
        '[03/04] - "My.Release.par2" yEnc (1/1)',
        '[04/04] - "My.Release.vol00+01.par2" yEnc (1/2)',
        '[00/04] - "My.Release.nfo" yEnc (1/1)',
    ],
    [
        'My Show S01E02 [1/4] - "ms.rar" yEnc (1/20)',
        'My Show S01E02 [2/4] - "ms.r00" yEnc (1/20)',
        'My Show S01E02 [3/4] - "ms.r01" yEnc (20/20)',
        'My Show S01E02 [4/4] - "ms.sfv" yEnc (1/1)',
    ],
    [
        'Album - (1/3) - "01 - Track.mp3" yEnc (1/9)',
        'Album - (2/3) - "02 - Other.mp3" yEnc (1/9)',
        'Album - (3/3) - "cover.jpg" yEnc (1/1)',
    ],
    [
        "[PRiVATE]-[WtFnZb]-[Show.S01/a.mkv]-[1/3] - \"\" yEnc (1/30)",
        "[PRiVATE]-[WtFnZb]-[Show.S01/b.mkv]-[2/3] - \"\" yEnc (9/30)",
        "[PRiVATE]-[WtFnZb]-[Show.S01/Show.S01.par2]-[3/3] - \"\" yEnc (1/1)",
    ],
    [
        '[1/2] - "Author - Title (2002).epub" yEnc (1/7)',
        '[2/2] - "Author - Title (2002) epub.par2" yEnc (1/1)',
    ],
    [
        '[PRiVATE]-[abfd00]-[[ASW] Show - 11 [720p].mkv]-[1/3] - "" yEnc (1/30)',
        '[PRiVATE]-[abfd00]-[[ASW] Show - 11 [720p].par2]-[2/3] - "" yEnc (1/1)',
        '[PRiVATE]-[abfd00]-[[ASW] Show - 11 [720p].vol00+01.par2]-[3/3] - "" yEnc (1/1)',
    ],
    [
        '"Some.Movie.mkv.001" yEnc (1/100)',
        '"Some.Movie.mkv.002" yEnc (1/100)',
        '"Some.Movie.mkv.par2" yEnc (1/1)',
        '"Some.Movie.mkv.vol0+1.par2" yEnc (1/3)',
    ],
    [
        '"obf8c1d2e3.7z.001" yEnc (1/100)',
        '"obf8c1d2e3.7z.002" yEnc (1/100)',
        '"obf8c1d2e3.vol0+1.par2" yEnc (1/3)',
    ],
]


@pytest.mark.parametrize("subjects", RELEASES_THAT_GROUP, ids=[s[0][:30] for s in RELEASES_THAT_GROUP])
def test_every_file_and_segment_of_one_release_shares_its_base(subjects: list[str]) -> None:
    assert len(_group(subjects)) == 1


RELEASES_THAT_MUST_NOT_GROUP = [
    ['[01/15] - "Alpha.part01.rar" yEnc (1/50)', '[01/15] - "Beta.part01.rar" yEnc (1/50)'],
    ['Show S01E01 [1/5] - "a.rar" yEnc (1/5)', 'Show S01E02 [1/5] - "a.rar" yEnc (1/5)'],
    ["[PRiVATE]-[WtFnZb]-[Alpha/x.mkv]-[1/2] - \"\" yEnc (1/3)", "[PRiVATE]-[WtFnZb]-[Beta/x.mkv]-[1/2] - \"\" yEnc (1/3)"],
    ["[PRiVATE]-[WtFnZb]-[alpha.mkv]-[1/1] - \"\" yEnc (1/3)", "[PRiVATE]-[WtFnZb]-[beta.mkv]-[1/1] - \"\" yEnc (1/3)"],
    ['[N3wZ] [1/2] - "alpha.rar" yEnc (1/3)', '[N3wZ] [1/2] - "beta.rar" yEnc (1/3)'],
    ['"aaaa1111.part1.rar" yEnc (1/3)', '"bbbb2222.part1.rar" yEnc (1/3)'],
]


@pytest.mark.parametrize("subjects", RELEASES_THAT_MUST_NOT_GROUP, ids=[s[0][:30] for s in RELEASES_THAT_MUST_NOT_GROUP])
def test_different_releases_get_different_bases(subjects: list[str]) -> None:
    assert len(_group(subjects)) == len(subjects)


def test_file_key_is_the_same_for_every_segment_and_differs_between_files() -> None:
    segs = [parse_subject(f'Rel [1/2] - "a.rar" yEnc ({i}/9)') for i in range(1, 10)]
    other = parse_subject('Rel [2/2] - "b.rar" yEnc (1/9)')
    keys = {s.file_key for s in segs if s is not None}
    assert len(keys) == 1 and len(segs) == 9
    assert other is not None and other.file_key not in keys


def test_file_key_without_a_name_is_the_subject_minus_its_last_counter() -> None:
    a = parse_subject("Some post without name [1/2] yEnc (1/3)")
    b = parse_subject("Some post without name [2/2] yEnc (1/3)")
    assert a is not None and b is not None
    assert a.file_key == "Some post without name [1/2]"
    assert a.file_key != b.file_key
    assert a.base == b.base == "Some post without name"


def test_control_characters_are_deleted_so_every_article_of_a_file_agrees() -> None:
    clean = parse_subject('Some Name [1/2] - "file.rar" yEnc (1/3)')
    for dirty in (
        'Some\x01 Name [1/2] - "file.rar" yEnc (1/3)',
        'Some Na\x1b[0mme [1/2] - "file.rar" yEnc (1/3)',
        'Some Name [1/2] - "fi\x7fle.rar" yEnc (1/3)',
        'Some Name\x08 [1/2] - "file.rar" yEnc (1/3)',
    ):
        got = parse_subject(dirty)
        assert got is not None and clean is not None
        assert (got.base, got.file_key, got.file_name) == (clean.base, clean.file_key, clean.file_name)


def test_control_characters_never_reach_base_or_keys() -> None:
    got = parse_subject('Bad\x00Name\x07 [1/2] - "fi\x1fle.rar" yEnc (1/3)')
    assert got is not None
    for text in (got.base, got.file_name, got.file_key):
        assert not any(ord(c) < 32 for c in text)


def test_parsed_subject_is_frozen() -> None:
    got = parse_subject('a [1/2] - "b.rar" yEnc (1/3)')
    assert isinstance(got, ParsedSubject)
    with pytest.raises(AttributeError):
        got.part = 3  # type: ignore[misc]


@settings(max_examples=500)
@given(st.text(max_size=200))
def test_parse_subject_never_raises_on_arbitrary_text(subject: str) -> None:
    got = parse_subject(subject)
    assert got is None or 1 <= got.part <= got.part_total


@settings(max_examples=300)
@given(
    st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=60),
    st.integers(1, 999),
    st.integers(1, 999),
)
def test_any_text_with_a_trailing_counter_parses(text: str, p: int, extra: int) -> None:
    got = parse_subject(f"{text} yEnc ({p}/{p + extra})")
    assert got is not None
    assert (got.part, got.part_total) == (p, p + extra)


@pytest.mark.parametrize(
    ("name", "kind"),
    [
        ("x.par2", FileKind.PAR2_INDEX),
        ("x.vol003+04.PAR2", FileKind.PAR2_VOLUME),
        ("x.rar", FileKind.RAR),
        ("x.part01.rar", FileKind.RAR_PART),
        ("x.r00", FileKind.RAR_PART),
        ("x.r123", FileKind.RAR_PART),
        ("x.7z", FileKind.SEVENZ),
        ("x.7z.001", FileKind.SEVENZ),
        ("x.001", FileKind.ARCHIVE_SPLIT),
        ("x.mkv.002", FileKind.ARCHIVE_SPLIT),
        ("x.nfo", FileKind.NFO),
        ("x.sfv", FileKind.SFV),
        ("x.nzb", FileKind.NZB),
        ("x.MKV", FileKind.VIDEO),
        ("x.flac", FileKind.AUDIO),
        ("x.jpg", FileKind.IMAGE),
        ("x.epub", FileKind.EBOOK),
        ("x.exe", FileKind.EXECUTABLE),
        ("x.zip", FileKind.OTHER),
        ("noextension", FileKind.OTHER),
        ("", FileKind.OTHER),
    ],
)
def test_file_kind_classifies_by_extension_and_volume_suffix(name: str, kind: FileKind) -> None:
    assert file_kind(name) is kind


@pytest.mark.parametrize(
    ("name", "number"),
    [
        ("x.part07.rar", 7),
        ("x.r03", 3),
        ("x.7z.012", 12),
        ("x.004", 4),
        ("x.vol015+08.par2", 15),
        ("x.rar", None),
        ("x.par2", None),
        ("x.mkv", None),
    ],
)
def test_volume_number_reads_every_volume_scheme(name: str, number: int | None) -> None:
    assert volume_number(name) == number


@pytest.mark.parametrize(
    ("name", "stem"),
    [
        ("Rel.part01.rar", "Rel"),
        ("Rel.vol00+01.par2", "Rel"),
        ("Rel.par2", "Rel"),
        ("Rel.r05", "Rel"),
        ("Rel.7z.001", "Rel"),
        ("Rel.mkv.001", "Rel.mkv"),
        ("Rel.nfo", "Rel"),
        ("noext", "noext"),
    ],
)
def test_file_stem_drops_extension_and_volume_suffix(name: str, stem: str) -> None:
    assert file_stem(name) == stem


@pytest.mark.parametrize(
    ("subject", "name_only"),
    [
        ('[01/17] - "01-bonobo-track_01.mp3" yEnc (1/8)', True),
        ('"name.vol003+04.par2" yEnc (1/7)', True),
        ('Album Name [01/17] - "01-track.mp3" yEnc (1/8)', False),
        ("[PRiVATE]-[WtFnZb]-[a.mkv]-[1/2] - \"\" yEnc (1/3)", False),
        ("No name here [1/2] yEnc (1/3)", False),
    ],
)
def test_base_from_name_only_flags_bases_without_outside_text(subject: str, name_only: bool) -> None:
    p = parse_subject(subject)
    assert p is not None
    assert base_from_name_only(p) is name_only


@pytest.mark.parametrize(
    "dirty",
    [
        'Shr inking.S01E13.1080p.WEB-DL.H.264-GRP [3/7] - "shrinking.part03.rar" yEnc (1/9)',
        'Shrinking.S01E13.1080p.WEB-DL.H.264-GRP [0 3/7] - "shrinking.part03.rar" yEnc (1/9)',
        'Shrinking.S01E13.1080p.WEB-DL.H.264-GRP [3/7] - "shrin king.part03.rar" yEnc (1/9)',
    ],
)
def test_a_stray_space_from_an_overview_tab_does_not_split_a_scene_release(dirty: str) -> None:
    clean = parse_subject('Shrinking.S01E13.1080p.WEB-DL.H.264-GRP [3/7] - "shrinking.part03.rar" yEnc (1/9)')
    got = parse_subject(dirty)
    assert clean is not None and got is not None
    assert got.base == clean.base
    if "shrin king" not in dirty:
        assert got.file_key == clean.file_key and got.file_index == 3


def test_a_stray_space_inside_a_random_token_is_removed() -> None:
    a = parse_subject('[1/8] - "5529fa2dc2c5046aa2b1d83c8948cb2b.part01.rar" yEnc (1/7)')
    b = parse_subject('[1/8] - "55 29fa2dc2c5046aa2b1d83c8948cb2b.part01.rar" yEnc (1/7)')
    assert a is not None and b is not None and a.base == b.base and a.file_key == b.file_key


@pytest.mark.parametrize(
    ("subject", "base"),
    [
        ('Holiday videos [1/2] - "a.rar" yEnc (1/3)', "Holiday videos"),
        ('[1/2] - "Some Movie.part01.rar" yEnc (1/3)', "Some Movie"),
        ('[1/2] - "01 Track.mp3" yEnc (1/3)', "01 Track"),
    ],
)
def test_real_spaces_between_words_are_kept(subject: str, base: str) -> None:
    got = parse_subject(subject)
    assert got is not None and got.base == base


@pytest.mark.parametrize(
    ("subject", "counter"),
    [
        ("x (1/23", None),
        ("x (1/2) y (3/4", (1, 2)),
        ("x ( 3 / 04 )", (3, 4)),
        ("x (3/4) 1234 (note)", (3, 4)),
        ("x (1234567890/1234567891)", None),
    ],
)
def test_segment_counter_edges(subject: str, counter: tuple[int, int] | None) -> None:
    got = parse_subject(subject)
    assert (None if got is None else (got.part, got.part_total)) == counter
