"""yEnc encode/decode and CRC-32 arithmetic against zlib."""

from __future__ import annotations

import zlib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from usenet_ops.domain.probe import yenc


@given(st.binary(max_size=3000), st.integers(min_value=1, max_value=10**9))
@settings(max_examples=200, deadline=None)
def test_encoded_part_decodes_to_the_same_bytes_and_crc(data: bytes, begin: int) -> None:
    if not data:
        return
    lines = yenc.encode_part(data, name="a b.bin", file_size=begin + len(data) + 5, part=3, total=9, begin=begin, file_crc32=7)
    part = yenc.decode(lines)
    assert part.data == data
    assert part.crc_ok and part.size_ok
    assert (part.begin, part.end, part.part, part.total, part.name) == (begin, begin + len(data) - 1, 3, 9, "a b.bin")


def test_critical_bytes_and_line_edges_are_escaped() -> None:
    # NUL, LF, CR and "=" after +42 are 214, 224, 227, 19; "." is 4, TAB 223, SPACE 246.
    data = bytes([214, 224, 227, 19]) + bytes([4]) + b"\x00" * 200 + bytes([246])
    lines = yenc.encode_lines(data, line_length=128)
    joined = b"".join(lines)
    assert b"\x00" not in joined and b"\r" not in joined and b"\n" not in joined
    assert not any(ln.startswith(b".") or ln[:1] in (b" ", b"\t") or ln[-1:] in (b" ", b"\t") for ln in lines)
    assert yenc.decode(yenc.encode_part(data, name="x", file_size=len(data))).data == data


def test_an_escape_is_never_split_across_lines() -> None:
    data = b"\x00" * 126 + bytes([214]) + b"\x00" * 10  # the escape lands on column 127/128
    lines = yenc.encode_lines(data)
    assert all(not ln.endswith(b"=") for ln in lines)
    assert yenc.decode(yenc.encode_part(data, name="x", file_size=len(data))).data == data


def test_single_part_body_from_a_poster_decodes_with_crlf_bytes() -> None:
    encoded = bytes((b + 42) & 255 for b in b"abc")
    body = (b"=ybegin line=128 size=3 name=tiny file.txt\r\n" + encoded
            + b"\r\n=yend size=3 crc32=%08x\r\n" % zlib.crc32(b"abc"))
    part = yenc.decode(body)
    assert (part.name, part.part, part.data, part.crc_ok) == ("tiny file.txt", None, b"abc", True)


def test_a_wrong_part_crc_is_reported_not_raised() -> None:
    lines = yenc.encode_part(b"hello", name="x", file_size=5, part=1, total=1)
    lines[-1] = lines[-1].replace(b"pcrc32=", b"pcrc32=0") [:-1]
    part = yenc.decode(lines)
    assert part.data == b"hello" and not part.crc_ok


@pytest.mark.parametrize("body", [b"no yenc here\r\n", b"=ybegin line=128 size=3 name=x\r\nabc\r\n"])
def test_non_yenc_or_truncated_bodies_raise_yenc_error(body: bytes) -> None:
    with pytest.raises(yenc.YencError):
        yenc.decode(body)


@given(st.binary(max_size=600), st.integers(min_value=0, max_value=5000))
@settings(max_examples=150, deadline=None)
def test_encoded_shape_matches_real_encoding_of_head_plus_zeros(head: bytes, zeros: int) -> None:
    if not head and not zeros:
        return
    lines = yenc.encode_lines(head + bytes(zeros))
    assert yenc.encoded_shape(head, zeros) == (sum(len(x) + 2 for x in lines), len(lines))


@given(st.binary(max_size=300), st.binary(max_size=300), st.integers(min_value=0, max_value=100_000))
@settings(max_examples=150, deadline=None)
def test_crc_combine_and_zero_extension_agree_with_zlib(a: bytes, b: bytes, zeros: int) -> None:
    assert yenc.crc32_combine(zlib.crc32(a), zlib.crc32(b), len(b)) == zlib.crc32(a + b)
    assert yenc.crc32_zeros(zlib.crc32(a), zeros) == zlib.crc32(a + bytes(zeros))


@given(st.binary(min_size=1, max_size=600), st.integers(min_value=0, max_value=6000))
@settings(max_examples=200, deadline=None)
def test_zero_tail_fast_path_equals_the_generic_encoder(head: bytes, zeros: int) -> None:
    assert yenc.encode_lines_zero_tail(head, zeros) == yenc.encode_lines(head + bytes(zeros))
