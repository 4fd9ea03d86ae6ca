"""RAR 4, RAR 5 and 7z password verdicts and inner names.

From real tool output, spec-built literals, writer round trips and hostile bytes.
"""

from __future__ import annotations

import lzma
import struct
import time
import zlib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from probe_fixtures import (
    RAR3_FILE_PASSWORD,
    RAR3_HEADERS_ENCRYPTED,
    RAR3_PLAIN,
    RAR3_UNICODE_NAMES,
    RAR3_VOLUME1_HEAD,
    RAR5_FILE_PASSWORD_HEAD,
    RAR5_HEADERS_ENCRYPTED_HEAD,
    RAR5_VOLUME1_HEAD,
    SEVENZIP_AES_DATA,
    SEVENZIP_AES_HEADER,
    SEVENZIP_LAST_VOLUME_TAIL,
    SEVENZIP_LZMA_HEADER,
    SEVENZIP_RAW_HEADER,
    SEVENZIP_VOLUME1_HEAD,
)

from usenet_ops.corpus.payloads import RarEntry, SevenZipEntry, rar4_volume, rar5_volume, sevenzip_archive, split_volumes
from usenet_ops.domain.probe.archives import (
    ArchiveError,
    ArchiveFormat,
    ArchiveInfo,
    PasswordVerdict,
    archive_format,
    inspect_archive,
    inspect_rar,
    inspect_sevenzip,
    read_sevenzip_start,
)

MOVIE = "Movie.Name.2019.1080p.BluRay.x264-GRP"
SEVENZIP_NAMES = (f"{MOVIE}/grp.nfo", f"{MOVIE}/movie.name.2019.1080p.bluray.x264-grp.mkv")

# --- real RAR archives (WinRAR, via rarfile's test files) ------------------------------


def test_rar3_with_encrypted_files_is_passworded_and_its_names_are_read() -> None:
    info = inspect_archive(RAR3_FILE_PASSWORD)
    assert (info.format, info.verdict, info.headers_encrypted) == (ArchiveFormat.RAR4, PasswordVerdict.PASSWORDED, False)
    assert info.names == ("file1.txt", "file2.txt")
    assert all(e.encrypted for e in info.entries)


def test_rar3_with_encrypted_headers_is_passworded_without_names() -> None:
    info = inspect_archive(RAR3_HEADERS_ENCRYPTED)
    assert (info.verdict, info.headers_encrypted, info.entries) == (PasswordVerdict.PASSWORDED, True, ())
    assert "headers are encrypted" in info.reason


def test_rar3_without_password_is_none() -> None:
    info = inspect_archive(RAR3_PLAIN)
    assert (info.verdict, info.names, info.damaged, info.truncated) == (
        PasswordVerdict.NONE,
        ("file1.txt", "file2.txt"),
        False,
        False,
    )


def test_rar3_compressed_unicode_names_decode_including_astral_characters() -> None:
    info = inspect_archive(RAR3_UNICODE_NAMES)
    assert info.names == ("𝐀𝐁𝐁𝐂.txt", "уииоотивл.txt")


def test_a_cut_rar3_first_volume_still_names_its_file() -> None:
    info = inspect_archive(RAR3_VOLUME1_HEAD)
    assert (info.verdict, info.names, info.volume, info.first_volume, info.truncated) == (
        PasswordVerdict.NONE,
        ("vols/bigfile.txt",),
        True,
        True,
        True,
    )


def test_rar5_with_file_encryption_records_is_passworded_with_names() -> None:
    info = inspect_archive(RAR5_FILE_PASSWORD_HEAD)
    assert (info.format, info.verdict) == (ArchiveFormat.RAR5, PasswordVerdict.PASSWORDED)
    assert info.names == ("stest1.txt", "stest2.txt") and info.entries[0].size == 2048


def test_rar5_with_an_archive_encryption_header_is_passworded_without_names() -> None:
    info = inspect_archive(RAR5_HEADERS_ENCRYPTED_HEAD)
    assert (info.verdict, info.headers_encrypted, info.entries) == (PasswordVerdict.PASSWORDED, True, ())


def test_a_cut_rar5_first_volume_names_its_file_and_says_first_volume() -> None:
    info = inspect_archive(RAR5_VOLUME1_HEAD)
    assert (info.verdict, info.names, info.volume, info.first_volume) == (PasswordVerdict.NONE, ("vols/bigfile.txt",), True, True)


def test_rar_after_a_self_extractor_stub_is_found() -> None:
    info = inspect_rar(b"MZ" + b"\x00" * 5000 + RAR3_PLAIN)
    assert info.names == ("file1.txt", "file2.txt")


# --- real 7z archives (7-Zip 26.02) ----------------------------------------------------


def test_7z_with_lzma_encoded_header_is_decompressed_and_listed() -> None:
    info = inspect_archive(SEVENZIP_LZMA_HEADER)
    assert (info.format, info.verdict) == (ArchiveFormat.SEVENZIP, PasswordVerdict.NONE)
    assert info.names == SEVENZIP_NAMES
    assert [e.size for e in info.entries] == [0, 10, 680] and info.entries[0].is_dir


def test_7z_with_plain_header_is_listed() -> None:
    assert inspect_archive(SEVENZIP_RAW_HEADER).names == SEVENZIP_NAMES


def test_7z_with_aes_data_is_passworded_and_still_listed() -> None:
    info = inspect_archive(SEVENZIP_AES_DATA)
    assert (info.verdict, info.headers_encrypted, info.names) == (PasswordVerdict.PASSWORDED, False, SEVENZIP_NAMES)
    assert [e.encrypted for e in info.entries] == [False, True, True]


def test_7z_with_aes_header_is_passworded_without_names() -> None:
    info = inspect_archive(SEVENZIP_AES_HEADER)
    assert (info.verdict, info.headers_encrypted, info.entries) == (PasswordVerdict.PASSWORDED, True, ())


def test_7z_first_volume_alone_is_unknown_and_says_how_much_tail_to_fetch() -> None:
    info = inspect_archive(SEVENZIP_VOLUME1_HEAD)
    assert (info.verdict, info.truncated, info.tail_bytes_needed) == (PasswordVerdict.UNKNOWN, True, 35)
    assert "last volume" in info.reason


def test_7z_first_volume_with_the_last_volumes_tail_is_listed() -> None:
    info = inspect_archive(SEVENZIP_VOLUME1_HEAD, tail=SEVENZIP_LAST_VOLUME_TAIL)
    assert info.verdict is PasswordVerdict.NONE
    assert info.names == (*SEVENZIP_NAMES, "rnd.bin")


def test_7z_tail_too_short_for_the_packed_header_asks_for_more() -> None:
    info = inspect_archive(SEVENZIP_VOLUME1_HEAD, tail=SEVENZIP_LAST_VOLUME_TAIL[-100:])
    assert (info.verdict, info.tail_bytes_needed) == (PasswordVerdict.UNKNOWN, 228)


def test_7z_tail_that_does_not_end_the_archive_fails_the_header_crc() -> None:
    info = inspect_archive(SEVENZIP_VOLUME1_HEAD, tail=SEVENZIP_LAST_VOLUME_TAIL[:-10])
    assert (info.verdict, info.damaged) == (PasswordVerdict.UNKNOWN, True)


def test_7z_signature_header_fields() -> None:
    start = read_sevenzip_start(SEVENZIP_LZMA_HEADER)
    assert start.crc_ok and start.version == (0, 4) and start.archive_size == len(SEVENZIP_LZMA_HEADER)
    with pytest.raises(ArchiveError, match="no 7z signature"):
        read_sevenzip_start(b"PK\x03\x04")


# --- literals built from the specs, not through our writers --------------------------------


def _rar4_block(htype: int, flags: int, fields: bytes) -> bytes:
    size = 7 + len(fields)
    body = bytes([htype]) + flags.to_bytes(2, "little") + size.to_bytes(2, "little") + fields
    return (zlib.crc32(body) & 0xFFFF).to_bytes(2, "little") + body


def _rar4_file_fields(name: bytes, flags_extra: bytes = b"") -> bytes:
    # PACK_SIZE, UNP_SIZE, HOST_OS, FILE_CRC, FTIME, UNP_VER, METHOD, NAME_SIZE, ATTR
    return (
        (0).to_bytes(4, "little")
        + (1234).to_bytes(4, "little")
        + b"\x02"
        + b"\x00" * 4
        + b"\x00" * 4
        + b"\x1d\x30"
        + len(name).to_bytes(2, "little")
        + (0x20).to_bytes(4, "little")
        + name
        + flags_extra
    )


def test_spec_rar4_file_header_with_lhd_password_is_passworded() -> None:
    data = (
        bytes.fromhex("526172211a0700")
        + _rar4_block(0x73, 0x0000, b"\x00" * 6)
        + _rar4_block(0x74, 0x8000 | 0x0004 | 0x0400, _rar4_file_fields(b"Dir\\secret.mkv", b"SALTSALT"))
    )
    info = inspect_archive(data)
    assert (info.verdict, info.names, info.entries[0].size) == (PasswordVerdict.PASSWORDED, ("Dir/secret.mkv",), 1234)


def test_spec_rar4_main_header_with_mhd_password_hides_everything_after_it() -> None:
    data = bytes.fromhex("526172211a0700") + _rar4_block(0x73, 0x0080, b"\x00" * 6) + b"\x8f" * 64
    info = inspect_archive(data)
    assert (info.verdict, info.headers_encrypted) == (PasswordVerdict.PASSWORDED, True)


def test_spec_rar4_header_with_a_bad_crc_stops_the_walk() -> None:
    block = bytearray(_rar4_block(0x74, 0x8000, _rar4_file_fields(b"a.mkv")))
    block[0] ^= 1
    info = inspect_archive(bytes.fromhex("526172211a0700") + _rar4_block(0x73, 0, b"\x00" * 6) + bytes(block))
    assert (info.verdict, info.damaged, info.entries) == (PasswordVerdict.UNKNOWN, True, ())


def _vint(v: int) -> bytes:
    out = b""
    while v >= 0x80:
        out += bytes([v & 0x7F | 0x80])
        v >>= 7
    return out + bytes([v])


def _rar5_header(body: bytes) -> bytes:
    sized = _vint(len(body)) + body
    return zlib.crc32(sized).to_bytes(4, "little") + sized


def test_spec_rar5_file_header_with_encryption_record_is_passworded() -> None:
    name = "Ünïcode.mkv".encode()
    record = b"\x01" + b"\x00\x01\x0f" + b"s" * 16 + b"i" * 16 + b"c" * 12  # type 1, version, flags, kdf, salt, iv, check
    extra = _vint(len(record)) + record
    fields = b"\x04" + _vint(5_000_000_000) + b"\x20" + b"\x00" * 4 + b"\x00" + b"\x01" + _vint(len(name)) + name
    file_header = _rar5_header(b"\x02" + b"\x03" + _vint(len(extra)) + _vint(16) + fields + extra) + b"\x00" * 16
    data = bytes.fromhex("526172211a070100") + _rar5_header(b"\x01\x00\x00") + file_header + _rar5_header(b"\x05\x00\x00")
    info = inspect_archive(data)
    assert (info.verdict, info.names, info.entries[0].size, info.truncated) == (
        PasswordVerdict.PASSWORDED,
        ("Ünïcode.mkv",),
        5_000_000_000,
        False,
    )


def test_spec_rar5_non_minimal_vints_are_read() -> None:
    # WinRAR writes some sizes as "9f 00" (31 in two bytes); the CMT header of rar5-psw.rar does.
    fields = b"\x00" + b"\x9f\x00" + b"\x00" + b"\x00" + b"\x01" + b"\x05" + b"a.txt"
    data = bytes.fromhex("526172211a070100") + _rar5_header(b"\x01\x00\x00") + _rar5_header(b"\x02\x00" + fields)
    assert inspect_archive(data).entries[0].size == 31


def test_spec_7z_plain_header_with_names_and_no_streams() -> None:
    names = "a.txt\x00dir\x00".encode("utf-16-le")
    header = (
        b"\x01"
        + b"\x05"
        + b"\x02"  # kHeader, kFilesInfo, 2 files
        + b"\x0e\x01\xc0"  # kEmptyStream: both empty
        + b"\x0f\x01\x80"  # kEmptyFile: the first is a file, the second a directory
        + b"\x11"
        + bytes([len(names) + 1])
        + b"\x00"
        + names
        + b"\x00\x00"
    )
    start = struct.pack("<QQI", 0, len(header), zlib.crc32(header))
    data = b"7z\xbc\xaf\x27\x1c\x00\x04" + struct.pack("<I", zlib.crc32(start)) + start + header
    info = inspect_archive(data)
    assert info.verdict is PasswordVerdict.NONE
    assert [(e.name, e.is_dir) for e in info.entries] == [("a.txt", False), ("dir", True)]


def test_spec_7z_encoded_header_whose_coder_is_aes_is_passworded() -> None:
    folder = b"\x01" + b"\x24\x06\xf1\x07\x01\x02\x53\x07"  # 1 coder: id size 4 + props, AES, 2 bytes of props
    encoded = b"\x17" + b"\x06\x00\x01\x09\x10\x00" + b"\x07\x0b\x01\x00" + folder + b"\x0c\x10\x00" + b"\x00"
    start = struct.pack("<QQI", 16, len(encoded), zlib.crc32(encoded))
    data = b"7z\xbc\xaf\x27\x1c\x00\x04" + struct.pack("<I", zlib.crc32(start)) + start + b"\xaa" * 16 + encoded
    info = inspect_archive(data)
    assert (info.verdict, info.headers_encrypted) == (PasswordVerdict.PASSWORDED, True)


# --- writer round trips ------------------------------------------------------------------

_names = st.lists(
    st.text(st.characters(blacklist_categories=("Cs", "Cc"), blacklist_characters="/\\\x00"), min_size=1, max_size=30),
    min_size=1,
    max_size=6,
    unique=True,
)


@given(_names, st.booleans(), st.booleans(), st.booleans())
@settings(max_examples=150, deadline=None)
def test_rar4_writer_round_trip(names: list[str], encrypted: bool, headers: bool, unicode: bool) -> None:
    entries = [RarEntry(f"Rel/{n}", n.encode() * 3, encrypted=encrypted) for n in names]
    info = inspect_archive(rar4_volume(entries, headers_encrypted=headers, unicode_names=unicode))
    if headers:
        assert (info.verdict, info.entries) == (PasswordVerdict.PASSWORDED, ())
        return
    assert info.names == tuple(f"Rel/{n}" for n in names)
    assert info.verdict is (PasswordVerdict.PASSWORDED if encrypted else info.verdict)
    assert not info.damaged and not info.truncated


@given(_names, st.booleans(), st.booleans())
@settings(max_examples=150, deadline=None)
def test_rar5_writer_round_trip(names: list[str], encrypted: bool, headers: bool) -> None:
    entries = [RarEntry(f"Rel/{n}", b"x" * len(n), encrypted=encrypted) for n in names]
    info = inspect_archive(rar5_volume(entries, headers_encrypted=headers))
    if headers:
        assert (info.verdict, info.headers_encrypted) == (PasswordVerdict.PASSWORDED, True)
        return
    assert info.names == tuple(f"Rel/{n}" for n in names)
    assert [e.size for e in info.entries] == [len(n) for n in names]
    if encrypted:
        assert info.verdict is PasswordVerdict.PASSWORDED


@given(_names, st.booleans(), st.booleans(), st.booleans())
@settings(max_examples=150, deadline=None)
def test_7z_writer_round_trip(names: list[str], data: bool, header: bool, compress: bool) -> None:
    entries = [SevenZipEntry(f"Rel/{n}", n.encode()) for n in names]
    info = inspect_archive(sevenzip_archive(entries, encrypt_data=data, encrypt_header=header, compress_header=compress))
    if header:
        assert (info.verdict, info.headers_encrypted) == (PasswordVerdict.PASSWORDED, True)
        return
    assert info.names == tuple(f"Rel/{n}" for n in names)
    assert [e.size for e in info.entries] == [len(n.encode()) for n in names]
    if data:
        assert info.verdict is PasswordVerdict.PASSWORDED


def test_7z_writer_volumes_read_from_first_head_and_last_tail() -> None:
    entries = [SevenZipEntry(f"{MOVIE}/movie.mkv", bytes(range(256)) * 40), SevenZipEntry(f"{MOVIE}/grp.nfo", b"nfo")]
    volumes = split_volumes(sevenzip_archive(entries, compress_header=True), 4000)
    info = inspect_archive(volumes[0][:500], tail=volumes[-1])
    assert info.names == (f"{MOVIE}/movie.mkv", f"{MOVIE}/grp.nfo") and len(volumes) == 3


def test_rar4_large_file_sizes_use_the_high_words() -> None:
    info = inspect_archive(rar4_volume([RarEntry("big.mkv", b"x", size=5 * 2**32 + 7)], end=False))
    assert info.entries[0].size == 5 * 2**32 + 7


def test_rar4_directories_are_entries_but_not_names() -> None:
    info = inspect_archive(rar4_volume([RarEntry("Dir", is_dir=True), RarEntry("Dir/a.mkv", b"a")]))
    assert [e.is_dir for e in info.entries] == [True, False] and info.names == ("Dir/a.mkv",)


def test_rar5_continued_volume_is_not_first() -> None:
    info = inspect_archive(rar5_volume([RarEntry("a.mkv", b"a")], volume=True, volume_number=3))
    assert (info.volume, info.first_volume) == (True, False)


# --- "possibly" ----------------------------------------------------------------------------


@pytest.mark.parametrize("inner", ["inner.part01.rar", "payload.7z", "data.zip", "x.r00", "PASSWORD.txt", "get pw here.url"])
def test_a_plain_archive_wrapping_an_archive_or_a_password_note_is_possibly(inner: str) -> None:
    info = inspect_archive(rar5_volume([RarEntry("Movie.mkv", b"m"), RarEntry(inner, b"i")]))
    assert info.verdict is PasswordVerdict.POSSIBLY and repr(inner) in info.reason


def test_an_encrypted_archive_stays_passworded_whatever_it_holds() -> None:
    info = inspect_archive(rar5_volume([RarEntry("inner.rar", b"i", encrypted=True)]))
    assert info.verdict is PasswordVerdict.PASSWORDED


# --- not archives, and hostile bytes ---------------------------------------------------------


def test_non_archive_bytes_are_unknown_format() -> None:
    assert archive_format(b"\x1a\x45\xdf\xa3") is ArchiveFormat.UNKNOWN
    info = inspect_archive(b"\x1a\x45\xdf\xa3 matroska")
    assert (info.format, info.verdict) == (ArchiveFormat.UNKNOWN, PasswordVerdict.UNKNOWN)


def test_rar4_buffer_ending_before_any_file_header_is_unknown_and_truncated() -> None:
    info = inspect_archive(RAR3_PLAIN[:25])
    assert (info.verdict, info.truncated) == (PasswordVerdict.UNKNOWN, True)
    assert "probe more" in info.reason


_FIXTURES = {
    "rar3_psw": RAR3_FILE_PASSWORD,
    "rar3_hpsw": RAR3_HEADERS_ENCRYPTED,
    "rar3_unicode": RAR3_UNICODE_NAMES,
    "rar5_psw": RAR5_FILE_PASSWORD_HEAD,
    "7z_lzma": SEVENZIP_LZMA_HEADER,
    "7z_raw": SEVENZIP_RAW_HEADER,
    "7z_aes_data": SEVENZIP_AES_DATA,
    "7z_aes_header": SEVENZIP_AES_HEADER,
}


@pytest.mark.parametrize("name", list(_FIXTURES))
def test_every_prefix_of_a_real_archive_gives_a_verdict(name: str) -> None:
    data = _FIXTURES[name]
    full = set(inspect_archive(data).names)
    for cut in range(len(data) + 1):
        info = inspect_archive(data[:cut])
        assert isinstance(info, ArchiveInfo)
        assert set(info.names) <= full


@pytest.mark.parametrize("name", list(_FIXTURES))
@given(st.data())
@settings(max_examples=100, deadline=None)
def test_flipped_bytes_in_a_real_archive_never_raise(name: str, data: st.DataObject) -> None:
    buf = bytearray(_FIXTURES[name])
    for _ in range(data.draw(st.integers(1, 6))):
        buf[data.draw(st.integers(0, len(buf) - 1))] = data.draw(st.integers(0, 255))
    assert isinstance(inspect_archive(bytes(buf)), ArchiveInfo)


@given(st.sampled_from([b"Rar!\x1a\x07\x00", b"Rar!\x1a\x07\x01\x00", b"7z\xbc\xaf\x27\x1c"]), st.binary(max_size=3000))
@settings(max_examples=400, deadline=None)
def test_a_signature_followed_by_random_bytes_never_raises(signature: bytes, noise: bytes) -> None:
    assert isinstance(inspect_archive(signature + noise, tail=noise), ArchiveInfo)


def _sevenzip_with_header(header: bytes, packed: bytes = b"") -> bytes:
    start = struct.pack("<QQI", len(packed), len(header), zlib.crc32(header))
    return b"7z\xbc\xaf\x27\x1c\x00\x04" + struct.pack("<I", zlib.crc32(start)) + start + packed + header


@pytest.mark.parametrize(
    "header",
    [
        b"\x01\x05" + b"\xff" + b"\xff" * 8 + b"\x00\x00",  # 2**64-1 files
        b"\x01\x04\x06\x00\xff" + b"\xff" * 8,  # 2**64-1 pack streams
        b"\x01\x04\x07\x0b\xfe" + b"\xff" * 7,  # 2**56-1 folders
        b"\x01\x04\x07\x0b\x01\x00\x7f",  # 127 coders in a folder
        b"\x01\x04\x08\x0d\xff" + b"\xff" * 8 + b"\x0a\x01",  # 2**64-1 substreams, all CRCs "defined"
        b"\x01\x05\x02\x11\xff" + b"\xff" * 8,  # a name property of 2**64-1 bytes
        b"\x01\x02" + b"\x05\xff" + b"\xff" * 8,  # an archive property of 2**64-1 bytes
    ],
    ids=["files", "pack_streams", "folders", "coders", "substreams", "name_size", "archive_prop"],
)
def test_7z_lying_counts_are_refused_without_allocating(header: bytes) -> None:
    started = time.perf_counter()
    info = inspect_archive(_sevenzip_with_header(header))
    assert time.perf_counter() - started < 1
    assert (info.verdict, info.damaged) == (PasswordVerdict.UNKNOWN, True)


def test_7z_lzma_header_declaring_a_4gb_dictionary_decodes_with_a_capped_one() -> None:
    raw = b"\x01\x05\x01\x11\x05\x00a\x00\x00\x00\x00\x00"
    packed = lzma.compress(
        raw, format=lzma.FORMAT_RAW, filters=[{"id": lzma.FILTER_LZMA1, "lc": 3, "lp": 0, "pb": 2, "dict_size": 1 << 16}]
    )
    folder = b"\x01\x23\x03\x01\x01\x05\x5d\xff\xff\xff\xff"  # LZMA, dict_size 0xFFFFFFFF
    encoded = (
        b"\x17\x06\x00\x01\x09"
        + bytes([len(packed)])
        + b"\x00"
        + b"\x07\x0b\x01\x00"
        + folder
        + b"\x0c"
        + bytes([len(raw)])
        + b"\x0a\x01"
        + struct.pack("<I", zlib.crc32(raw))
        + b"\x00\x00"
    )
    info = inspect_archive(_sevenzip_with_header(encoded, packed))
    assert info.names == ("a",)


def test_7z_encoded_header_claiming_a_huge_unpacked_size_is_refused() -> None:
    folder = b"\x01\x23\x03\x01\x01\x05\x5d\x00\x00\x01\x00"
    encoded = b"\x17\x06\x00\x01\x09\x04\x00" + b"\x07\x0b\x01\x00" + folder + b"\x0c\xff" + b"\xff" * 8 + b"\x00\x00"
    info = inspect_archive(_sevenzip_with_header(encoded, b"abcd"))
    assert info.damaged and "cap" in info.reason


def test_7z_signature_declaring_a_huge_end_header_is_refused() -> None:
    start = struct.pack("<QQI", 0, 2**62, 0)
    data = b"7z\xbc\xaf\x27\x1c\x00\x04" + struct.pack("<I", zlib.crc32(start)) + start
    info = inspect_sevenzip(data, b"x" * 100)
    assert info.damaged and info.tail_bytes_needed == 0


def test_rar4_thousands_of_empty_blocks_stop_at_the_header_cap() -> None:
    block = _rar4_block(0x79, 0x0000, b"")  # an old signature block: 7 bytes, no data
    info = inspect_archive(bytes.fromhex("526172211a0700") + _rar4_block(0x73, 0, b"\x00" * 6) + block * 5000)
    assert info.damaged and "more than" in info.reason


def test_rar5_header_size_over_two_megabytes_is_damage() -> None:
    data = bytes.fromhex("526172211a070100") + b"\x00\x00\x00\x00" + _vint(3 * 1024 * 1024) + b"\x01\x00"
    info = inspect_archive(data)
    assert (info.verdict, info.damaged) == (PasswordVerdict.UNKNOWN, True)


def test_rar_unicode_name_runs_are_bounded_by_the_standard_name() -> None:
    # std "ab", then a run op (3) asking for 0x7f + 2 copies: only 2 units can come from std.
    name = b"ab\x00" + b"\x00" + b"\xc0" + b"\x7f"
    fields = _rar4_file_fields(name)
    data = bytes.fromhex("526172211a0700") + _rar4_block(0x73, 0, b"\x00" * 6) + _rar4_block(0x74, 0x8000 | 0x0200, fields)
    assert inspect_archive(data).names == ("ab",)
