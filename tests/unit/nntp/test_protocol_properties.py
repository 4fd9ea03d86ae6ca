"""Property tests: any lines, dot-stuffed and split anywhere, come back exactly."""

from __future__ import annotations

import zlib

from hypothesis import given, settings
from hypothesis import strategies as st

from usenet_ops.nntp.protocol import NNTPProtocol

# A data line is any bytes without CR or LF (8-bit and invalid UTF-8 included).
line = st.binary(max_size=40).map(lambda b: b.replace(b"\r", b"").replace(b"\n", b""))
dotty = st.one_of(line, line.map(lambda b: b"." + b), st.just(b"."), st.just(b".."))


def _stuff(lines: list[bytes]) -> bytes:
    return b"".join((b"." + ln if ln.startswith(b".") else ln) + b"\r\n" for ln in lines)


def _feed(proto: NNTPProtocol, wire: bytes, cuts: list[int]) -> list:
    out = []
    last = 0
    for cut in sorted({c % (len(wire) + 1) for c in cuts}) + [len(wire)]:
        if cut > last:
            proto.receive_data(wire[last:cut])
        last = cut
        while (resp := proto.next_response()) is not None:
            out.append(resp)
    return out


@settings(max_examples=300, deadline=None)
@given(st.lists(dotty, max_size=20), st.lists(st.integers(min_value=0), max_size=6))
def test_any_body_round_trips_through_stuffing_and_any_split(lines: list[bytes], cuts: list[int]) -> None:
    proto = NNTPProtocol()
    proto.command("BODY 1")
    proto.command("DATE")
    wire = b"200 hi\r\n222 1 <a@b>\r\n" + _stuff(lines) + b".\r\n111 20260101000000\r\n"
    replies = _feed(proto, wire, cuts)
    assert [r.code for r in replies] == [200, 222, 111]
    assert replies[1].lines == lines


numbered = st.lists(st.tuples(st.integers(min_value=0, max_value=10**9), line), max_size=20).map(
    lambda rows: [str(n).encode() + b"\t" + text for n, text in rows]
)


@settings(max_examples=200, deadline=None)
@given(numbered, st.lists(st.integers(min_value=0), max_size=6), st.sampled_from(["plain", "gzip", "gzip-terminator"]))
def test_any_overview_block_round_trips_plain_or_gzip(lines: list[bytes], cuts: list[int], mode: str) -> None:
    proto = NNTPProtocol()
    if mode != "plain":
        proto.enable_gzip(terminator=mode == "gzip-terminator")
    proto.command("XOVER 1-9")
    body = _stuff(lines) + b".\r\n"
    if mode == "plain":
        block = body
    elif mode == "gzip":
        block = zlib.compress(body) + b".\r\n"
    else:
        block = zlib.compress(body)
    replies = _feed(proto, b"200 hi\r\n224 overview\r\n" + block, cuts)
    assert [r.code for r in replies] == [200, 224]
    assert replies[1].lines == lines


@settings(max_examples=100, deadline=None)
@given(st.lists(dotty, max_size=10), st.lists(st.integers(min_value=0), max_size=6))
def test_deflate_stream_round_trips_at_any_split(lines: list[bytes], cuts: list[int]) -> None:
    proto = NNTPProtocol()
    proto.command("COMPRESS DEFLATE")
    proto.receive_data(b"200 hi\r\n206 ok\r\n")
    assert proto.next_response().code == 200  # type: ignore[union-attr]
    assert proto.next_response().code == 206  # type: ignore[union-attr]
    proto.start_deflate()
    proto.command("HEAD 1")
    z = zlib.compressobj(6, zlib.DEFLATED, -15)
    wire = z.compress(b"221 1 <a@b>\r\n" + _stuff(lines) + b".\r\n") + z.flush(zlib.Z_SYNC_FLUSH)
    replies = _feed(proto, wire, cuts)
    assert [r.code for r in replies] == [221]
    assert replies[0].lines == lines
