"""Probe articles end to end: yEnc bodies, sniffing, release names from listings, findings and release summaries."""

from __future__ import annotations

import zlib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from probe_fixtures import PAR2CMDLINE_INDEX, SEVENZIP_LAST_VOLUME_TAIL, SEVENZIP_VOLUME1_HEAD

from usenet_ops.corpus.payloads import (
    NfoEncoding,
    Par2Source,
    RarEntry,
    SevenZipEntry,
    nfo_bytes,
    nfo_text,
    par2_index,
    rar4_volume,
    rar5_volume,
    sevenzip_archive,
    split_volumes,
)
from usenet_ops.domain.probe import yenc
from usenet_ops.domain.probe.archives import PasswordVerdict
from usenet_ops.domain.probe.findings import (
    BodyFailure,
    BodyFault,
    ContentKind,
    CrcVerdict,
    NameSource,
    ProbeBody,
    ProbeKind,
    decode_probe_body,
    inspect_body,
    learn,
    release_name,
    sniff,
    summarise,
)


def _article(
    data: bytes,
    *,
    name: str = "a8f7e6d5c4b3.bin",
    file_size: int | None = None,
    begin: int = 1,
    part: int | None = 1,
    total: int | None = 3,
) -> bytes:
    """Encode one article body (CRLF bytes) the way a poster would."""
    size = file_size if file_size is not None else len(data)
    lines = yenc.encode_part(data, name=name, file_size=size, part=part, total=total, begin=begin)
    return b"\r\n".join(lines) + b"\r\n"


# --- yEnc probe bodies ---------------------------------------------------------------------


def test_first_part_of_a_multipart_file_decodes_with_offset_and_crc() -> None:
    data = bytes(range(256)) * 10
    body = decode_probe_body(_article(data, file_size=10_000_000))
    assert isinstance(body, ProbeBody)
    assert (body.data, body.offset, body.file_size, body.part, body.total) == (data, 0, 10_000_000, 1, 3)
    assert body.crc is CrcVerdict.OK and body.size_ok and body.covers_start and not body.covers_end


def test_last_part_covers_the_end_of_its_file() -> None:
    data = b"tail" * 100
    body = decode_probe_body(_article(data, file_size=1400, begin=1001, part=3, total=3))
    assert isinstance(body, ProbeBody) and body.offset == 1000 and body.covers_end and not body.covers_start


def test_single_part_body_checks_crc32_against_the_whole_file() -> None:
    raw = (
        b"=ybegin line=128 size=3 name=x.nfo\r\n"
        + bytes((b + 42) & 255 for b in b"abc")
        + b"\r\n=yend size=3 crc32=%08x\r\n" % zlib.crc32(b"abc")
    )
    body = decode_probe_body(raw)
    assert isinstance(body, ProbeBody) and (body.data, body.crc, body.part) == (b"abc", CrcVerdict.OK, None)


def test_a_wrong_crc_is_a_verdict_not_a_failure() -> None:
    raw = _article(b"hello").replace(b"pcrc32=", b"pcrc32=1")
    body = decode_probe_body(raw)
    assert isinstance(body, ProbeBody) and body.crc is CrcVerdict.MISMATCH


def test_body_lines_as_a_list_decode_too() -> None:
    lines = yenc.encode_part(b"data", name="x", file_size=4)
    body = decode_probe_body(lines)
    assert isinstance(body, ProbeBody) and body.data == b"data"


def test_text_article_is_not_yenc() -> None:
    failure = decode_probe_body(b"Hello, this is a text post.\r\n")
    assert isinstance(failure, BodyFailure) and failure.fault is BodyFault.NOT_YENC


def test_cut_body_is_truncated_unless_allowed_then_its_head_decodes() -> None:
    data = bytes(range(256)) * 20
    raw = _article(data)
    cut = raw[: len(raw) // 2]
    failure = decode_probe_body(cut)
    assert isinstance(failure, BodyFailure) and failure.fault is BodyFault.TRUNCATED
    body = decode_probe_body(cut, allow_truncated=True)
    assert isinstance(body, ProbeBody) and body.truncated and body.crc is CrcVerdict.ABSENT
    assert data.startswith(body.data) and len(body.data) > 1000 and not body.covers_end


@pytest.mark.parametrize(
    "raw",
    [
        b"=ybegin part=1 total=1 line=128 size=abc name=x\r\n=yend size=0\r\n",
        b"=ybegin part=1 total=1 line=128 size=10 name=x\r\n=ypart begin=x end=3\r\n=yend size=0\r\n",
    ],
)
def test_unreadable_header_fields_are_malformed(raw: bytes) -> None:
    failure = decode_probe_body(raw)
    assert isinstance(failure, BodyFailure) and failure.fault is BodyFault.MALFORMED


@pytest.mark.parametrize(
    "ranges",
    [b"begin=0 end=5", b"begin=10 end=3", b"begin=1 end=999"],
)
def test_impossible_part_ranges_are_inconsistent(ranges: bytes) -> None:
    raw = b"=ybegin part=1 total=2 line=128 size=100 name=x\r\n=ypart " + ranges + b"\r\n*\r\n=yend size=1 part=1\r\n"
    failure = decode_probe_body(raw)
    assert isinstance(failure, BodyFailure) and failure.fault is BodyFault.INCONSISTENT


def test_part_number_beyond_total_is_inconsistent() -> None:
    raw = b"=ybegin part=9 total=2 line=128 size=100 name=x\r\n=ypart begin=1 end=1\r\n*\r\n=yend size=1 part=9\r\n"
    failure = decode_probe_body(raw)
    assert isinstance(failure, BodyFailure) and failure.fault is BodyFault.INCONSISTENT


def test_body_over_the_cap_is_refused_before_decoding() -> None:
    failure = decode_probe_body(b"x" * 2000, max_bytes=1000)
    assert isinstance(failure, BodyFailure) and failure.fault is BodyFault.TOO_LARGE


def test_yenc_name_with_control_characters_is_cleaned() -> None:
    body = decode_probe_body(_article(b"x", name="evil\x1bname.bin"))
    assert isinstance(body, ProbeBody) and body.name == "evilname.bin"


@given(st.binary(max_size=3000))
@settings(max_examples=300, deadline=None)
def test_any_bytes_give_a_body_or_a_failure(raw: bytes) -> None:
    for candidate in (raw, b"=ybegin " + raw, b"=ybegin part=1 " + raw + b"\r\n=yend " + raw[:20]):
        result = decode_probe_body(candidate, allow_truncated=True)
        assert isinstance(result, (ProbeBody, BodyFailure))


def test_every_prefix_of_an_article_gives_a_body_or_a_failure() -> None:
    raw = _article(PAR2CMDLINE_INDEX, file_size=5000)
    for cut in range(0, len(raw) + 1, 7):
        assert isinstance(decode_probe_body(raw[:cut], allow_truncated=True), (ProbeBody, BodyFailure))


# --- sniffing ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("head", "kind"),
    [
        (PAR2CMDLINE_INDEX, ContentKind.PAR2),
        (b"Rar!\x1a\x07\x00\xcf\x90", ContentKind.RAR4),
        (b"Rar!\x1a\x07\x01\x00", ContentKind.RAR5),
        (SEVENZIP_VOLUME1_HEAD, ContentKind.SEVENZIP),
        (b"PK\x03\x04\x14\x00", ContentKind.ZIP),
        (b"\x1a\x45\xdf\xa3\x9f\x42", ContentKind.MATROSKA),
        (b"\x00\x00\x00\x20ftypisom", ContentKind.MP4),
        (b"RIFF\x00\x00\x00\x00AVI LIST", ContentKind.AVI),
        (bytes([0x47] + [0] * 187) * 3, ContentKind.MPEG_TS),
        (nfo_bytes(nfo_text("X-GRP"), NfoEncoding.CP437), ContentKind.TEXT),
        (nfo_bytes(nfo_text("X-GRP"), NfoEncoding.UTF16LE_BOM), ContentKind.TEXT),
        (bytes(range(256)) * 4, ContentKind.UNKNOWN),
        (b"", ContentKind.UNKNOWN),
    ],
)
def test_sniff_names_content_by_its_magic(head: bytes, kind: ContentKind) -> None:
    assert sniff(head) is kind


# --- release names from listings -----------------------------------------------------------------

MOVIE = "Movie.Name.2019.1080p.BluRay.x264-GRP"


@pytest.mark.parametrize(
    ("files", "name", "source"),
    [
        pytest.param(
            [(f"{MOVIE}.mkv", 8_000_000_000), (f"{MOVIE}.nfo", 3000), (f"Sample/{MOVIE.lower()}-sample.mkv", 5 * 10**7)],
            MOVIE,
            NameSource.MAIN_FILE,
            id="scene_single_file_with_sample",
        ),
        pytest.param(
            [(f"{MOVIE.lower()}.part{i:02d}.rar", 10**8) for i in range(1, 40)] + [(f"{MOVIE.lower()}.nfo", 999)],
            MOVIE.lower(),
            NameSource.MAIN_FILE,
            id="scene_rar_parts",
        ),
        pytest.param(
            [(f"{MOVIE.lower()}.r{i:02d}", 5 * 10**7) for i in range(40)]
            + [(f"{MOVIE.lower()}.rar", 5 * 10**7), (f"{MOVIE.lower()}.sfv", 900)],
            MOVIE.lower(),
            NameSource.MAIN_FILE,
            id="scene_old_rar_volumes",
        ),
        pytest.param(
            [("movie.7z.001", 100), ("movie.7z.002", 100), ("movie.7z.003", 7)], "movie", NameSource.MAIN_FILE, id="7z_volumes"
        ),
        pytest.param(
            [("show.name.s01e01.720p.hdtv.x264-grp.mkv.001", 100), ("show.name.s01e01.720p.hdtv.x264-grp.mkv.002", 100)],
            "show.name.s01e01.720p.hdtv.x264-grp",
            NameSource.MAIN_FILE,
            id="hjsplit_volumes",
        ),
        pytest.param(
            [(f"Show.Name.S01.1080p.WEB.H264-GRP/Show.Name.S01E0{i}.1080p.WEB.H264-GRP.mkv", 2 * 10**9) for i in range(1, 4)],
            "Show.Name.S01.1080p.WEB.H264-GRP",
            NameSource.FOLDER,
            id="season_folder",
        ),
        pytest.param(
            [(f"Show.Name.S02E{i:02d}.Episode.Title.{i}.1080p.WEB.H264-GRP.mkv", 2 * 10**9 + i) for i in range(1, 9)],
            "Show.Name.S02.1080p.WEB.H264-GRP",
            NameSource.PACK,
            id="multi_episode_pack_without_folder",
        ),
        pytest.param(
            [(f"Show Name - S01E{i:02d} - Title {i} [WEBDL-1080p].mkv", 10**9) for i in range(1, 4)],
            "Show Name - S01 [WEBDL-1080p]",
            NameSource.PACK,
            id="spaced_episode_pack",
        ),
        pytest.param(
            [(f"[SubsPlease] Frieren - {i:02d} (1080p) [ABCD{i:04d}].mkv", 14 * 10**8) for i in range(1, 13)],
            "[SubsPlease] Frieren",
            NameSource.PACK,
            id="anime_group_pack_with_crc_tags",
        ),
        pytest.param(
            [(f"[Erai-raws] Spy x Family - {i:02d} [1080p].mkv", 14 * 10**8) for i in range(1, 4)],
            "[Erai-raws] Spy x Family [1080p]",
            NameSource.PACK,
            id="anime_group_pack",
        ),
        pytest.param(
            [("[ASW] Dandadan - 05 [1080p HEVC][A1B2C3D4].mkv", 10**9)],
            "[ASW] Dandadan - 05 [1080p HEVC][A1B2C3D4]",
            NameSource.MAIN_FILE,
            id="anime_single_episode",
        ),
        pytest.param(
            [
                ("Some Movie (2019) [1080p]/Some Movie (2019) [1080p].mp4", 3 * 10**9),
                ("Some Movie (2019) [1080p]/Subs/English.srt", 3000),
            ],
            "Some Movie (2019) [1080p]",
            NameSource.FOLDER,
            id="spaces_with_nested_subs_folder",
        ),
        pytest.param(
            [(f"{MOVIE}\\{MOVIE.lower()}.mkv", 10**9), (f"{MOVIE}\\Proof\\proof.jpg", 10**5)],
            MOVIE,
            NameSource.FOLDER,
            id="windows_separators",
        ),
        pytest.param(
            [(f"{MOVIE}/BDMV/STREAM/00001.m2ts", 3 * 10**10), (f"{MOVIE}/BDMV/index.bdmv", 100)],
            MOVIE,
            NameSource.FOLDER,
            id="bluray_disc_structure",
        ),
        pytest.param(
            [(f"{i:02d}-artist_name-track_title_{i}.flac", 3 * 10**7 + i) for i in range(1, 12)]
            + [("00-artist_name-album_title-2020-grp.nfo", 2000), ("00-artist_name-album_title-2020-grp.m3u", 500)],
            "artist_name-album_title-2020-grp",
            NameSource.SIDE_FILE,
            id="scene_album_named_by_its_nfo",
        ),
        pytest.param(
            [("Artist - Album (2020) [FLAC]/01 - Intro.flac", 10**7), ("Artist - Album (2020) [FLAC]/02 - Song.flac", 2 * 10**7)],
            "Artist - Album (2020) [FLAC]",
            NameSource.FOLDER,
            id="album_folder",
        ),
        pytest.param(
            [("CD1/movie-grp.rar", 5), ("CD2/movie-grp.rar", 5)],
            "movie-grp",
            NameSource.MAIN_FILE,
            id="generic_cd_folders_are_not_names",
        ),
        pytest.param([("../../Real.Name-GRP.mkv", 5)], "Real.Name-GRP", NameSource.MAIN_FILE, id="dot_dot_components_dropped"),
        pytest.param(
            [("Movies/Real.Name.2020-GRP.mkv", 5)],
            "Real.Name.2020-GRP",
            NameSource.MAIN_FILE,
            id="generic_top_folder_is_not_a_name",
        ),
    ],
)
def test_release_name_from_real_world_listings(files: list[tuple[str, int]], name: str, source: NameSource) -> None:
    derived = release_name(files)
    assert derived is not None and (derived.name, derived.source) == (name, source)


def test_obfuscated_listing_names_nothing() -> None:
    files = [(f"a8f7e6d5c4b3a2f1e0d9c8b7a6.part{i:02d}.rar", 10**8) for i in range(1, 5)]
    assert release_name(files) is None


def test_hashed_folder_falls_through_to_the_file() -> None:
    derived = release_name([("8d7f6a5e4c3b2a1f0e9d8c7b6a5f4e3d/Real.Movie.2020.1080p-GRP.mkv", 10**9)])
    assert derived is not None and derived.name == "Real.Movie.2020.1080p-GRP"


def test_empty_or_nameless_listings_name_nothing() -> None:
    assert release_name([]) is None
    assert release_name([("", 5), ("/", 3)]) is None


@given(st.lists(st.tuples(st.text(max_size=60), st.integers(-5, 10**12)), max_size=20))
@settings(max_examples=300, deadline=None)
def test_release_name_never_raises_and_never_returns_control_characters(files: list[tuple[str, int]]) -> None:
    derived = release_name(files)
    assert derived is None or (derived.name and "/" not in derived.name)


# --- findings and summaries -------------------------------------------------------------------------


def test_par2_probe_names_an_obfuscated_release() -> None:
    index = par2_index([Par2Source(f"{MOVIE}/{MOVIE.lower()}.mkv", 8 * 10**9), Par2Source(f"{MOVIE}/{MOVIE.lower()}.nfo", 3000)])
    finding = learn(ProbeKind.PAR2_INDEX, _article(index, name="x7Gh2Kq9.par2", part=None, total=None))
    assert finding.content is ContentKind.PAR2 and finding.par2 is not None and finding.par2.complete
    assert finding.name is not None and (finding.name.name, finding.name.source) == (MOVIE, NameSource.FOLDER)
    assert summarise([finding]).name == finding.name


def test_par2cmdline_probe_names_the_release_by_its_folder() -> None:
    finding = learn(ProbeKind.PAR2_INDEX, _article(PAR2CMDLINE_INDEX, part=None, total=None))
    assert finding.name is not None and finding.name.name == "Show.Name.S01E01.1080p.WEB.H264-GRP"


def test_rar_probe_gives_names_and_verdict() -> None:
    volume = rar5_volume([RarEntry(f"{MOVIE}.mkv", b"m" * 5000, size=8 * 10**9, encrypted=True)], volume=True, end=False)
    finding = learn(ProbeKind.ARCHIVE_FIRST, _article(volume, file_size=10**8))
    assert finding.archive is not None and finding.archive.verdict is PasswordVerdict.PASSWORDED
    assert finding.name is not None and finding.name.name == MOVIE
    summary = summarise([finding])
    assert (summary.password, summary.inner_names) == (PasswordVerdict.PASSWORDED, (f"{MOVIE}.mkv",))


def test_nfo_probe_gives_ids() -> None:
    nfo = nfo_bytes(nfo_text(MOVIE, imdb="tt0133093", tvdb=80379, tvmaze=169), NfoEncoding.CP437)
    finding = learn(ProbeKind.NFO, _article(nfo, name="a.nfo", part=None, total=None))
    assert finding.nfo_encoding == "cp437"
    summary = summarise([finding])
    assert (summary.imdb, summary.tvdb, summary.tvmaze) == ("tt0133093", 80379, 169)
    assert summary.password is PasswordVerdict.UNKNOWN and summary.name is None


def test_nfo_probe_in_bomless_utf16_is_read_though_it_does_not_sniff_as_text() -> None:
    raw = nfo_text("X-GRP", imdb="tt0133093", art=False).encode("utf-16-le")
    finding = learn(ProbeKind.NFO, _article(raw, name="x.nfo", part=None, total=None))
    assert finding.content is ContentKind.UNKNOWN and finding.nfo_encoding == "utf-16-le"
    assert finding.nfo_ids is not None and finding.nfo_ids.imdb_id == "tt0133093"


def test_lone_file_is_read_by_what_it_is_not_what_it_is_called() -> None:
    volume = rar4_volume([RarEntry(f"{MOVIE}.mkv", b"m")])
    finding = learn(ProbeKind.LONE_FILE, _article(volume, name="9f8e7d6c5b4a", part=None, total=None))
    assert finding.content is ContentKind.RAR4 and finding.archive is not None and finding.name is not None


def test_7z_set_is_read_from_its_first_volume_and_its_last_article() -> None:
    entries = [
        SevenZipEntry(
            f"{MOVIE}/{MOVIE.lower()}.mkv",
            bytes(range(256)) * 30,
        ),
        SevenZipEntry(f"{MOVIE}/grp.nfo", b"n"),
    ]
    volumes = split_volumes(sevenzip_archive(entries, encrypt_data=True, compress_header=True), 3000)
    first = learn(ProbeKind.ARCHIVE_FIRST, _article(volumes[0][:1000], name="v.7z.001", file_size=3000))
    assert first.archive is not None and first.archive.verdict is PasswordVerdict.UNKNOWN
    last_size = len(volumes[-1])
    last = learn(ProbeKind.ARCHIVE_LAST, _article(volumes[-1], name="v.7z.003", file_size=last_size, part=None, total=None))
    summary = summarise([first, last])
    assert summary.password is PasswordVerdict.PASSWORDED
    assert summary.name is not None and summary.name.name == MOVIE
    assert summary.needs == ()


def test_7z_first_volume_alone_says_what_to_probe_next() -> None:
    first = learn(ProbeKind.ARCHIVE_FIRST, _article(SEVENZIP_VOLUME1_HEAD, file_size=2048))
    summary = summarise([first])
    assert summary.password is PasswordVerdict.UNKNOWN
    assert summary.needs == ("7z end header: probe the last 35 bytes of the last volume",)


def test_7z_real_volumes_combine_in_the_summary() -> None:
    first = inspect_body(
        ProbeKind.ARCHIVE_FIRST, ProbeBody("v.7z.001", SEVENZIP_VOLUME1_HEAD, 0, 2048, 1, 3, CrcVerdict.OK, True)
    )
    tail = inspect_body(
        ProbeKind.ARCHIVE_LAST, ProbeBody("v.7z.003", SEVENZIP_LAST_VOLUME_TAIL, 1454, 1854, 3, 3, CrcVerdict.OK, True)
    )
    summary = summarise([first, tail])
    assert summary.password is PasswordVerdict.NONE and "rnd.bin" in summary.inner_names


def test_the_strongest_password_verdict_wins_and_failures_are_kept() -> None:
    plain = learn(ProbeKind.ARCHIVE_FIRST, _article(rar5_volume([RarEntry("a.mkv", b"a")])))
    locked = learn(ProbeKind.LONE_FILE, _article(rar5_volume([RarEntry("b.mkv", b"b")], headers_encrypted=True)))
    missing = learn(ProbeKind.NFO, b"430 no such article\r\n")
    summary = summarise([plain, locked, missing])
    assert summary.password is PasswordVerdict.PASSWORDED
    assert [f.fault for f in summary.failures] == [BodyFault.NOT_YENC]


def test_par2_name_beats_an_archive_inner_name() -> None:
    par2 = learn(ProbeKind.PAR2_INDEX, _article(par2_index([Par2Source(f"{MOVIE}.mkv", 10**9)]), part=None, total=None))
    rar = learn(ProbeKind.ARCHIVE_FIRST, _article(rar5_volume([RarEntry("Other.Name.2020-GRP.mkv", b"x")])))
    summary = summarise([rar, par2])
    assert summary.name is not None and summary.name.name == MOVIE


def test_obfuscated_par2_falls_back_to_the_archive_inner_name() -> None:
    par2 = learn(
        ProbeKind.PAR2_INDEX,
        _article(par2_index([Par2Source("k2j3h4g5f6d7s8a9q0w1e2r3.part1.rar", 10**9)]), part=None, total=None),
    )
    rar = learn(ProbeKind.ARCHIVE_FIRST, _article(rar5_volume([RarEntry(f"{MOVIE}.mkv", b"x")])))
    summary = summarise([par2, rar])
    assert summary.name is not None and summary.name.name == MOVIE


def test_a_truncated_rar_probe_says_to_read_more() -> None:
    volume = rar4_volume([RarEntry(f"{MOVIE}.mkv", b"x")])
    finding = learn(ProbeKind.ARCHIVE_FIRST, _article(volume[:20], file_size=10**6))
    summary = summarise([finding])
    assert summary.password is PasswordVerdict.UNKNOWN and summary.needs and "rar4" in summary.needs[0]
