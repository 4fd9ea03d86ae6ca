"""Decoding a spot's NZB and image payloads (reference section 5) into the project's NzbFile model."""

from __future__ import annotations

import zlib

import pytest
from hypothesis import given
from hypothesis import strategies as st

from usenet_ops.domain.nzb import NzbFile, NzbSegment, render_nzb
from usenet_ops.domain.probe import yenc
from usenet_ops.domain.spotnet.payload import (
    NzbPayload,
    PayloadError,
    PayloadRejected,
    decode_image_payload,
    decode_nzb_payload,
    encode_payload,
    escape_payload,
    join_bodies,
    unescape_payload,
)

FILES = [
    NzbFile(
        'Release [1/2] - "r.part1.rar" yEnc (1/2)',
        "Poster <p@example.com>",
        1_700_000_000,
        ("alt.binaries.test",),
        (NzbSegment(1, 716800, "a1@ngPost.com"), NzbSegment(2, 1000, "a2@ngPost.com")),
    ),
    NzbFile(
        'Release [2/2] - "r.part2.rar" yEnc (1/1)',
        "Poster <p@example.com>",
        1_700_000_000,
        ("alt.binaries.test", "alt.binaries.misc"),
        (NzbSegment(1, 5000, "b1@ngPost.com"),),
    ),
]
NZB = render_nzb(FILES, title="Release")


def deflate(data: bytes, wbits: int = -15) -> bytes:
    packer = zlib.compressobj(9, zlib.DEFLATED, wbits)
    return packer.compress(data) + packer.flush()


def ok(result: NzbPayload | PayloadRejected) -> NzbPayload:
    assert isinstance(result, NzbPayload), result
    return result


def reason(result: object) -> PayloadError:
    assert isinstance(result, PayloadRejected), result
    return result.reason


def test_escapes_decode_in_one_left_to_right_pass() -> None:
    assert unescape_payload(b"a=Ab=Bc=Cd=De") == b"a\x00b\rc\nd=e"
    # "=DA" is "=" then "A": the produced "=" is never decoded again.
    assert unescape_payload(b"=DA=DB") == b"=A=B"
    assert unescape_payload(b"x=Zy=") == b"x=Zy="  # unknown escapes and a trailing "=" are kept


@given(st.binary(max_size=2000))
def test_escape_then_unescape_is_the_identity(raw: bytes) -> None:
    escaped = escape_payload(raw)
    assert not any(c in escaped for c in b"\r\n\x00")
    assert unescape_payload(escaped) == raw


def test_an_escape_split_across_a_line_break_still_decodes() -> None:
    raw = deflate(NZB)
    escaped = escape_payload(raw)
    at = escaped.index(b"=") + 1
    body = escaped[:at] + b"\r\n" + escaped[at:]
    assert ok(decode_nzb_payload([body])).files == tuple(FILES)


def test_the_reference_pipeline_round_trips_to_the_nzb_model() -> None:
    bodies = encode_payload(NZB)
    result = ok(decode_nzb_payload(bodies))
    assert result.files == tuple(FILES)
    assert result.xml_bytes == len(NZB)
    assert result.container == "deflate"


def test_every_segment_is_needed_in_order() -> None:
    big = render_nzb(FILES * 200, title="Big")
    bodies = encode_payload(big, article_bytes=200)
    assert len(bodies) >= 3
    assert ok(decode_nzb_payload(bodies)).files == tuple(FILES * 200)
    # Spottarr#195: the last segment alone is not a stream; the first alone is cut short.
    assert reason(decode_nzb_payload(bodies[-1:])) in (PayloadError.NOT_DEFLATE, PayloadError.TRUNCATED)
    assert reason(decode_nzb_payload(bodies[:1])) is PayloadError.TRUNCATED
    assert reason(decode_nzb_payload(list(reversed(bodies)))) in (PayloadError.NOT_DEFLATE, PayloadError.TRUNCATED)


def test_bodies_may_be_bytes_or_lines() -> None:
    lines = encode_payload(NZB, line_length=100)[0]
    assert len(lines) > 1
    assert ok(decode_nzb_payload([b"\r\n".join(lines)])).files == ok(decode_nzb_payload([lines])).files


def test_join_bodies_drops_line_ends_only() -> None:
    assert join_bodies([b"ab\r\ncd", [b"ef", b"gh"]]) == b"abcdefgh"


def test_inflation_is_capped_so_a_zip_bomb_is_a_rejection() -> None:
    bomb = deflate(bytes(10 * 1024 * 1024))
    assert len(bomb) < 20_000
    result = decode_nzb_payload([escape_payload(bomb)], max_inflated=1024 * 1024)
    assert reason(result) is PayloadError.BOMB


def test_the_escaped_payload_size_is_capped_before_decoding() -> None:
    assert reason(decode_nzb_payload([b"x" * 2000], max_payload=1000)) is PayloadError.TOO_LARGE


def test_too_many_segments_are_refused() -> None:
    assert reason(decode_nzb_payload([b"x"] * 600)) is PayloadError.TOO_MANY_SEGMENTS


def test_no_segments_or_empty_segments_are_empty() -> None:
    assert reason(decode_nzb_payload([])) is PayloadError.EMPTY
    assert reason(decode_nzb_payload([b"", b"\r\n"])) is PayloadError.EMPTY


def test_a_truncated_stream_is_not_a_shorter_nzb() -> None:
    raw = deflate(NZB)
    assert reason(decode_nzb_payload([escape_payload(raw[: len(raw) // 2])])) is PayloadError.TRUNCATED


def test_garbage_is_not_deflate() -> None:
    assert reason(decode_nzb_payload([b"\xff" * 100])) is PayloadError.NOT_DEFLATE


@pytest.mark.parametrize(
    "xml",
    [
        b"<xml><error>NZB not available</error></xml>",  # Spotweb's cached stub (spotweb#623)
        b"Deze spot is alleen voor Spotnet Classic",  # a dummy payload (spotweb#252)
        b"<nzb xmlns='http://www.newzbin.com/DTD/2003/nzb'></nzb>",
        b'<!DOCTYPE nzb [<!ENTITY a "aaaa">]><nzb><file poster="p" date="1" subject="&a;"/></nzb>',
    ],
)
def test_a_payload_that_is_not_an_nzb_is_rejected_never_an_empty_release(xml: bytes) -> None:
    assert reason(decode_nzb_payload(encode_payload(xml))) is PayloadError.NOT_NZB


@pytest.mark.parametrize(("wbits", "container"), [(15, "zlib"), (31, "gzip")])
def test_zlib_and_gzip_wrapped_streams_are_accepted(wbits: int, container: str) -> None:
    result = ok(decode_nzb_payload([escape_payload(deflate(NZB, wbits))]))
    assert result.container == container and result.files == tuple(FILES)


def test_latin1_nzb_with_or_without_a_declaration_parses() -> None:
    files = [NzbFile("Caf\u00e9 [1/1]", "J\u00fcrgen <j@x>", 1, ("a.b.c",), (NzbSegment(1, 1, "m@x"),))]
    utf8 = render_nzb(files).decode("utf-8")
    declared = utf8.replace('encoding="UTF-8"', 'encoding="ISO-8859-1"').encode("latin-1")
    assert ok(decode_nzb_payload(encode_payload(declared))).files == tuple(files)
    bare = utf8.split("?>", 1)[1].encode("latin-1")
    assert ok(decode_nzb_payload(encode_payload(bare))).files == tuple(files)


def test_yenc_framed_bodies_are_decoded_before_inflating() -> None:
    raw = deflate(NZB)
    half = len(raw) // 2
    bodies = [
        b"\r\n".join(yenc.encode_part(raw[:half], name="nzb", part=1, total=2, begin=1, file_size=len(raw))),
        b"\r\n".join(yenc.encode_part(raw[half:], name="nzb", part=2, total=2, begin=half + 1, file_size=len(raw))),
    ]
    assert ok(decode_nzb_payload(bodies)).files == tuple(FILES)


def test_a_yenc_body_with_a_bad_crc_is_rejected() -> None:
    raw = deflate(NZB)
    lines = yenc.encode_part(raw, name="nzb", part=1, total=1, begin=1, file_size=len(raw))
    lines[1] = bytes([lines[1][0] ^ 1]) + lines[1][1:]
    assert reason(decode_nzb_payload([lines])) is PayloadError.BAD_YENC


def test_images_use_the_same_escape_without_compression_and_are_capped() -> None:
    image = bytes(range(256)) * 40
    assert decode_image_payload(encode_payload(image, compress=False)) == image
    assert reason(decode_image_payload(encode_payload(image, compress=False), max_bytes=1000)) is PayloadError.TOO_LARGE


def test_the_writer_never_splits_an_escape_and_refuses_silly_line_lengths() -> None:
    raw = b"=" * 50 + b"\n" * 50
    lines = encode_payload(raw, compress=False, line_length=7)[0]
    assert all(not line.endswith(b"=") for line in lines)
    assert unescape_payload(b"".join(lines)) == raw
    with pytest.raises(ValueError):
        encode_payload(raw, line_length=1)
