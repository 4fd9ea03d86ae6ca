"""Payload writers: deterministic bytes, refused impossible requests, and formats other readers accept."""

from __future__ import annotations

import hashlib
import lzma
import struct
import zlib

import pytest

from usenet_ops.corpus import content
from usenet_ops.corpus.payloads import (
    NfoEncoding,
    Par2Source,
    PayloadError,
    RarEntry,
    SevenZipEntry,
    nfo_bytes,
    nfo_text,
    par2_index,
    par2_packet,
    rar4_volume,
    rar5_volume,
    sevenzip_archive,
    split_volumes,
)


def test_writers_are_deterministic() -> None:
    entries = [RarEntry("a.mkv", b"a", encrypted=True)]
    assert rar4_volume(entries, headers_encrypted=True) == rar4_volume(entries, headers_encrypted=True)
    assert rar5_volume(entries) == rar5_volume(entries)
    assert sevenzip_archive([SevenZipEntry("a", b"a")], encrypt_header=True) == sevenzip_archive(
        [SevenZipEntry("a", b"a")], encrypt_header=True
    )
    assert par2_index([Par2Source("a", 1)]) == par2_index([Par2Source("a", 1)])


def test_par2_source_from_bytes_has_the_real_md5s() -> None:
    data = bytes(range(256)) * 100
    src = Par2Source.from_bytes("x.bin", data)
    assert (src.size, src.md5, src.md5_16k) == (len(data), hashlib.md5(data).digest(), hashlib.md5(data[:16384]).digest())


def test_par2_index_matches_the_corpus_writer_for_the_same_files() -> None:
    # content.par2_index is the corpus's own (Main, FileDesc, Creator) writer.
    md5 = b"\x11" * 16
    ours = par2_index([Par2Source("x.rar", 10, md5=md5, md5_16k=md5)], slice_size=768_000, creator="usenet-ops corpus")
    theirs = content.par2_index([("x.rar", 10, md5)], 768_000)
    assert ours == theirs


def test_par2_writer_refuses_bad_slices_and_packets() -> None:
    with pytest.raises(PayloadError, match="slice_size"):
        par2_index([Par2Source("a", 1)], slice_size=3)
    with pytest.raises(PayloadError):
        par2_packet(b"short", b"t" * 16, b"")


def test_rar4_header_crcs_follow_the_spec() -> None:
    data = rar4_volume([RarEntry("a.txt", b"abc")])
    assert data.startswith(b"Rar!\x1a\x07\x00")
    crc, htype, flags, size = struct.unpack_from("<HBHH", data, 7)
    assert (htype, size) == (0x73, 13) and crc == zlib.crc32(data[9:20]) & 0xFFFF


def test_rar5_header_crcs_follow_the_spec() -> None:
    data = rar5_volume([RarEntry("a.txt", b"abc")])
    (crc,) = struct.unpack_from("<I", data, 8)
    size = data[12]
    assert crc == zlib.crc32(data[12 : 13 + size])


def test_7z_signature_header_and_lzma_header_are_what_7zip_writes() -> None:
    data = sevenzip_archive([SevenZipEntry("a.txt", b"abc")], compress_header=True)
    assert data[:8] == b"7z\xbc\xaf\x27\x1c\x00\x04"
    (start_crc,) = struct.unpack_from("<I", data, 8)
    offset, size, next_crc = struct.unpack_from("<QQI", data, 12)
    assert start_crc == zlib.crc32(data[12:32])
    header = data[32 + offset : 32 + offset + size]
    assert zlib.crc32(header) == next_crc and header[0] == 0x17
    # The packed header is a raw LZMA1 stream with 7-Zip's default properties (lc3 lp0 pb2).
    packed = data[32 + 3 : 32 + offset]
    out = lzma.LZMADecompressor(
        lzma.FORMAT_RAW, filters=[{"id": lzma.FILTER_LZMA1, "lc": 3, "lp": 0, "pb": 2, "dict_size": 1 << 16}]
    ).decompress(packed)
    assert out[0] == 0x01


def test_split_volumes_cuts_in_order_and_refuses_zero() -> None:
    assert split_volumes(b"abcdefg", 3) == [b"abc", b"def", b"g"]
    with pytest.raises(PayloadError):
        split_volumes(b"abc", 0)


def test_nfo_bytes_carry_their_bom() -> None:
    text = nfo_text("X", art=False)
    assert nfo_bytes(text, NfoEncoding.UTF16LE_BOM).startswith(b"\xff\xfe")
    assert nfo_bytes(text, NfoEncoding.UTF16BE_BOM).startswith(b"\xfe\xff")
    assert nfo_bytes(text, NfoEncoding.UTF8_BOM).startswith(b"\xef\xbb\xbf")
    assert nfo_bytes(nfo_text("X"), NfoEncoding.CP437).count(b"\xcd") >= 58
