"""parse_tags: most specific tag first, no false languages from common words."""

from __future__ import annotations

import pytest

from usenet_ops.domain.tags import Tags, parse_tags


@pytest.mark.parametrize(
    ("title", "expected"),
    [
        ("Movie.2020.2160p.UHD.BluRay.REMUX.HDR.HEVC.TrueHD.Atmos-GRP", ("2160p", "Remux", "x265", "TrueHD", None)),
        ("Show.S01E01.1080p.AMZN.WEB-DL.DDP5.1.H.264-NTb", ("1080p", "WEB-DL", "x264", "EAC3", None)),
        ("Show.S01E01.1080p.AMZN.WEBRip.DDP5.1.x264-NTb", ("1080p", "WEBRip", "x264", "EAC3", None)),
        ("Show.S01E01.720p.HDTV.x264-GRP", ("720p", "HDTV", "x264", None, None)),
        ("Film.German.DL.1080p.BluRay.x264-GRP", ("1080p", "BluRay", "x264", None, "German")),
        ("Show.S02.MULTi.1080p.WEB.H264-GRP", ("1080p", "WEB-DL", "x264", None, "Multi")),
        ("Movie.1999.DVDRip.XviD.AC3-GRP", (None, "DVD", "XviD", "AC3", None)),
        ("Movie.2021.1080p.BluRay.DTS-HD.MA.5.1.x264", ("1080p", "BluRay", "x264", "DTS-HD", None)),
        ("Artist - Album (2019) [FLAC 24bit]", (None, None, None, "FLAC", None)),
        ("[SubsPlease] Title - 05 (1080p) [Dual Audio]", ("1080p", None, None, None, "Dual Audio")),
        ("Movie.2020.4K.HDR.WEB.AV1.Opus", ("2160p", "WEB-DL", "AV1", "Opus", None)),
    ],
)
def test_tags_are_parsed_from_scene_titles(title: str, expected: tuple) -> None:
    t = parse_tags(title)
    assert (t.resolution, t.source, t.video, t.audio, t.language) == expected


@pytest.mark.parametrize("title", ["Dan.Brown.Inferno.2016.1080p", "Fin.2023.720p", "Dual.Survival.S01E01.720p", "Nor.Cal.Life"])
def test_common_words_are_not_read_as_languages(title: str) -> None:
    assert parse_tags(title).language is None


def test_as_list_keeps_field_order_and_skips_missing() -> None:
    assert Tags(resolution="1080p", audio="AAC").as_list() == ["1080p", "AAC"]
    assert Tags().as_list() == [] and Tags().empty()


def test_tokens_inside_words_do_not_match() -> None:
    t = parse_tags("Webster.Hotel.Dtsomething.Avocado")
    assert (t.source, t.audio, t.video) == (None, None, None)
