"""release_title and search_name."""

from __future__ import annotations

import pytest

from usenet_ops.domain.subjects import parse_subject
from usenet_ops.domain.titles import release_title, search_name


@pytest.mark.parametrize(
    ("base", "files", "title"),
    [
        ("Show.Name.S01E02.1080p.WEB.H264-GRP", ["abc.rar"], "Show.Name.S01E02.1080p.WEB.H264-GRP"),
        ("[N3wZ] \\6aRDfl37b\\ - [PRiVATE]-[WtFnZb] - Rel.Name.2024.1080p.WEB-GRP", ["file.mkv"], "Rel.Name.2024.1080p.WEB-GRP"),
        (
            "Name",
            ["Movie.Title.2020.1080p.BluRay.x264-GRP.part01.rar", "Movie.Title.2020.1080p.BluRay.x264-GRP.nfo"],
            "Movie.Title.2020.1080p.BluRay.x264-GRP",
        ),
        ("My Show S01E02", ["ms.rar", "ms.r00"], "My Show S01E02"),
        ("[PRiVATE]-[WtFnZb] - real.name", ["real.name.mkv"], "real.name"),
        ("[N3wZ] - name", ["name.part01.rar"], "name"),
        ("", ["Some.Release.Name.mkv.001"], "Some.Release.Name"),
        ("", [], "untitled"),
        ("a8f7e6d5c4b3", ["a8f7e6d5c4b3.part1.rar"], "a8f7e6d5c4b3"),
        (
            "01-bonobo-track_01",
            ["01-bonobo-track_01.mp3", "02-bonobo-track_02.mp3", "Bonobo-Greatest_Hits-WEB-1985-MOD.par2"],
            "Bonobo-Greatest_Hits-WEB-1985-MOD",
        ),
        ("", ["Some.Release.Name.2024.mkv.par2"], "Some.Release.Name.2024"),
        (
            "[ASW] Kusuriya no Hitorigoto - 18 [1080p]",
            ["[ASW] Kusuriya no Hitorigoto - 18 [1080p].mkv"],
            "[ASW] Kusuriya no Hitorigoto - 18 [1080p]",
        ),
        ("=?ISO-2022-JP?B?GyRCJFwbKEI=?= - 08 [720p]", ["[Subs] Title - 08 [720p].mkv"], "[Subs] Title - 08 [720p]"),
    ],
)
def test_release_title_prefers_a_scene_name_then_the_main_file_then_the_base(base: str, files: list[str], title: str) -> None:
    assert release_title(base, files) == title


def test_release_title_of_a_parsed_subject_drops_poster_tags() -> None:
    p = parse_subject('[N3wZ] \\6aRDfl37b\\::[PRiVATE]-[WtFnZb]-[The.Show.S01E01.720p.WEB.H264-GRP/x.mkv]-[1/3] - "" yEnc (1/9)')
    assert p is not None
    assert release_title(p.base, [p.file_name]) == "The.Show.S01E01.720p.WEB.H264-GRP"


@pytest.mark.parametrize(
    ("title", "name"),
    [
        ("Show.Name.S01E02.1080p", "Show Name S01E02 1080p"),
        ("Some_Release__Name", "Some Release Name"),
        ("  spaced   out  ", "spaced out"),
        ("Rel.Name-GRP", "Rel Name-GRP"),
    ],
)
def test_search_name_turns_separators_into_single_spaces(title: str, name: str) -> None:
    assert search_name(title) == name


def test_a_lower_cased_file_name_takes_the_subjects_casing() -> None:
    # Issue 16 item 6: posting tools lower-case file names; the subject keeps the poster's form.
    from usenet_ops.domain.titles import release_title

    files = ["some.show.s01e02.1080p.web.h264-grp.mkv", "some.show.s01e02.1080p.web.h264-grp.par2"]
    for base in ("Some Show S01E02 - Some.Show.S01E02.1080p.WEB.H264-GRP",
                 "[PRiVATE]-[WtFnZb] - Some.Show.S01E02.1080p.WEB.H264-GRP",
                 "Some Show S01E02 1080p WEB H264-GRP"):
        assert release_title(base, files) == "Some.Show.S01E02.1080p.WEB.H264-GRP", base
    # No subject form to take: the file's own stays; a subject that disagrees beyond case does not lend it.
    assert release_title("", ["Some.Show.S01E02.1080p.WEB.H264-GRP.mkv"]) == "Some.Show.S01E02.1080p.WEB.H264-GRP"
    assert release_title("Other Words", files) == "some.show.s01e02.1080p.web.h264-grp"
