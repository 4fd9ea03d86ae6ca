"""ROT18 title repair: garbled release names are decoded; real names, however odd, are left alone."""

from __future__ import annotations

import pytest

from usenet_ops.domain import rot18

# Real release names of the kinds posted garbled: scene TV and film, anime, music, a daily show, a season pack.
REAL = [
    "Show.Name.S01E02.1080p.WEB.H264-GRP",
    "Some.Movie.2019.1080p.BluRay.x264-GRP",
    "[SubsPlease] Some Anime - 05 (1080p) [ABCD1234]",
    "Artist - Album (2020) [FLAC]",
    "Artist-Album-WEB-2020-GRP",
    "Mozart - Requiem - 24bit FLAC",
    "The.Daily.Show.2024.03.14.720p.HDTV.x264-NGP",
    "Some.Series.S03.COMPLETE.2160p.AMZN.WEB-DL.DDP5.1.HDR.HEVC-NTb",
    "Film Title (1999) 720p",
    "Show Name S02E11 480p",
]

# Names that merely look odd (hashes, acronyms, consonant-heavy languages, rotated-looking words): never "repaired".
ODD = [
    "a3f9c0e1b2d4f6a8c0e2",
    "9f2c4e1a7b3d5f60812a4c6e8b0d2f41",
    "NASA.FBI.CIA.NSA",
    "ZDF.ARD.NHK.BBC",
    "Cwm.Rhondda.Gymraeg",
    "Przygody.Koziolka.Matolka",
    "Vyyhzvangv",
    "Grfg.Zrffntr",
    "xXx_Qwrtp_Zzz",
    "KJV.Bible.Audio.mp3",
    "Ubuntu-22.04.3-desktop-amd64",
    "Hohagh-77.59.8-qrfxgbc-nzq19",  # a software name's ROT18: its version survives rotation, so it stays
    "東京 - 第05話",
]


def test_decode_is_its_own_inverse_and_leaves_other_characters() -> None:
    assert rot18.decode("Show.Name.S01E02.1080p-GRP") == "Fubj.Anzr.F56R57.6535c-TEC"
    assert rot18.decode(rot18.decode("Ab9 [ü] 東京")) == "Ab9 [ü] 東京"


@pytest.mark.parametrize("real", REAL)
def test_a_garbled_release_name_is_repaired(real: str) -> None:
    garbled = rot18.decode(real)
    assert rot18.repair(garbled) == real


@pytest.mark.parametrize("real", REAL)
def test_a_real_release_name_is_never_rotated(real: str) -> None:
    assert rot18.repair(real) is None


@pytest.mark.parametrize("name", ODD)
def test_a_name_that_merely_looks_odd_is_left_alone(name: str) -> None:
    assert rot18.repair(name) is None


def test_only_the_first_max_chars_are_read_and_a_megabyte_title_is_cheap() -> None:
    import time

    garbled = rot18.decode("Show.Name.S01E02.1080p.WEB.H264-GRP")
    assert rot18.repair("\x00" * 3 + garbled) is not None
    started = time.perf_counter()
    assert rot18.repair("x " * 500_000 + garbled) is None  # its structure lies past MAX_CHARS: not read
    assert time.perf_counter() - started < 1.0
    assert rot18.repair("") is None and rot18.repair("6535") is None
