"""The core's bounds (ADR 0008): a bomb, an endless line or a runaway reply cannot grow memory past the caps."""

from __future__ import annotations

import random
import tracemalloc
import zlib

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from usenet_ops.nntp.errors import NNTPReplyTooLarge
from usenet_ops.nntp.protocol import INFLATE_PIECE, NNTPProtocol, ProtocolState, _LineGuard
from usenet_ops.nntp.values import ReplyLimits

KIB = 1024
MIB = 1024 * 1024
SMALL = ReplyLimits(max_line_bytes=64 * KIB, max_reply_bytes=4 * MIB)


def _ready(limits: ReplyLimits = SMALL) -> NNTPProtocol:
    proto = NNTPProtocol(limits)
    proto.receive_data(b"200 ready\r\n")
    assert proto.next_response() is not None
    return proto


def _deflate_stream(head: bytes, unit: bytes, plain_bytes: int) -> bytes:
    """Return one raw DEFLATE stream: ``head``, then ``unit`` repeated to ``plain_bytes`` (compressed piece by piece)."""
    comp = zlib.compressobj(9, zlib.DEFLATED, -15)
    piece = unit * (MIB // len(unit))
    out = [comp.compress(head)]
    out += [comp.compress(piece) for _ in range(plain_bytes // len(piece))]
    out.append(comp.flush(zlib.Z_SYNC_FLUSH))
    return b"".join(out)


LINE = b"1\tsubject\tposter\tdate\t<m@x>\t\t100\t2\tXref: h a.b:1\r\n"


def _feed_until_refused(proto: NNTPProtocol, wire: bytes, chunk: int = 256 * KIB) -> NNTPReplyTooLarge:
    with pytest.raises(NNTPReplyTooLarge) as caught:
        for at in range(0, len(wire), chunk):
            proto.receive_data(wire[at : at + chunk])
            assert proto.next_response() is None
    assert proto.state is ProtocolState.BROKEN
    return caught.value


def test_a_deflate_bomb_is_refused_at_the_reply_cap_without_inflating_it_whole() -> None:
    proto = _ready()
    proto.command("COMPRESS DEFLATE")
    proto.receive_data(b"206 compression active\r\n")
    assert proto.next_response() is not None
    proto.start_deflate()
    proto.command("OVER 1-3000", block=True)
    # 256 MiB of overview-looking lines, under 1 MiB on the wire: a few reads hold the whole bomb.
    bomb = _deflate_stream(b"224 overview follows\r\n", LINE, 256 * MIB)
    assert len(bomb) < 1 * MIB
    tracemalloc.start()
    try:
        error = _feed_until_refused(proto, bomb)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert error.cap == "max_reply_mib"
    assert "max_reply_mib=4" in str(error) and "lower `batch`" in str(error) and "OVER" in str(error)
    assert peak < SMALL.max_reply_bytes + 4 * INFLATE_PIECE + 2 * MIB, f"peak {peak / MIB:.1f} MiB"


def test_a_gzip_block_bomb_is_refused_at_the_reply_cap() -> None:
    proto = _ready()
    proto.enable_gzip(terminator=True)
    proto.command("XOVER 1-3000", block=True)
    comp = zlib.compressobj(9)
    parts = [comp.compress(LINE * (MIB // len(LINE))) for _ in range(256)]
    wire = b"224 overview follows [COMPRESS=GZIP]\r\n" + b"".join(parts) + comp.flush()
    tracemalloc.start()
    try:
        error = _feed_until_refused(proto, wire)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert error.cap == "max_reply_mib" and "XOVER" in str(error)
    assert peak < SMALL.max_reply_bytes + 4 * INFLATE_PIECE + 2 * MIB, f"peak {peak / MIB:.1f} MiB"


def test_an_endless_line_is_refused_at_the_line_cap_long_before_the_reply_cap() -> None:
    """In a reply whose lines are not articles (an overview line is dropped instead: test_protocol_transport)."""
    proto = _ready()
    proto.command("LIST ACTIVE")
    proto.receive_data(b"215 list follows\r\nalt.test 1 2 y")
    assert proto.next_response() is None
    with pytest.raises(NNTPReplyTooLarge) as caught:
        for _ in range(1000):
            proto.receive_data(b"x" * (16 * KIB))
            assert proto.next_response() is None
    assert caught.value.cap == "max_line_kib" and "LIST" in str(caught.value)
    assert "max_line_kib=64" in str(caught.value) and "raise max_line_kib" in str(caught.value)
    assert proto.plain_bytes_in < SMALL.max_line_bytes + 64 * KIB


def test_an_endless_line_inside_a_gzip_block_is_refused_at_the_line_cap() -> None:
    proto = _ready()
    proto.enable_gzip()
    proto.command("XOVER 1-10")
    comp = zlib.compressobj(9)
    wire = b"224 overview follows [COMPRESS=GZIP]\r\n" + comp.compress(b"1\t" + b"y" * (8 * MIB)) + comp.flush()
    error = _feed_until_refused(proto, wire)
    assert error.cap == "max_line_kib"


@pytest.mark.parametrize("whole", [False, True], ids=["lines", "block"])
def test_a_long_line_inside_one_read_between_short_ones_is_found(whole: bool) -> None:
    """Refused in a reply whose lines are not articles; dropped and recorded in an OVER reply (invariant 9)."""
    wire = b"1\tshort\r\n2\t" + b"z" * (100 * KIB) + b"\r\n3\tshort\r\n.\r\n"
    proto = _ready()
    proto.command("BODY 1")
    proto.receive_data(b"222 1 <m@x> body\r\n" + wire)  # everything, terminator included, in one read
    with pytest.raises(NNTPReplyTooLarge):
        proto.next_response()
    proto = _ready()
    proto.command("OVER 1-3", block=whole)
    proto.receive_data(b"224 overview\r\n" + wire)
    resp = proto.next_response()
    assert resp is not None and resp.long_lines == ((2, 2 + 100 * KIB),)
    assert (resp.block if whole else resp.lines) == (b"1\tshort\r\n3\tshort\r\n" if whole else
                                                     [b"1\tshort", b"3\tshort"])


def test_lines_and_replies_just_under_the_caps_are_read() -> None:
    proto = _ready(ReplyLimits(max_line_bytes=1000, max_reply_bytes=64 * KIB))
    proto.command("BODY 1")
    lines = [b"a" * 1000, b"b" * 999, b"c"]
    proto.receive_data(b"222 1 <m> body\r\n" + b"\r\n".join(lines) + b"\r\n.\r\n")
    resp = proto.next_response()
    assert resp is not None and resp.lines == lines


def test_the_reply_cap_counts_the_buffer_not_the_session() -> None:
    """Many replies, each under the cap, add up to far more than it: nothing is refused."""
    proto = _ready(ReplyLimits(max_line_bytes=4 * KIB, max_reply_bytes=64 * KIB))
    block = b"224 overview\r\n" + LINE * 1000 + b".\r\n"  # ~50 KiB
    for _ in range(20):
        proto.command("OVER 1-1000", block=True)
        proto.receive_data(block)
        resp = proto.next_response()
        assert resp is not None and resp.block == LINE * 1000
    assert proto.plain_bytes_in > 15 * 64 * KIB


def test_deflate_reads_inflate_in_bounded_pieces_and_lose_nothing() -> None:
    """A stream that inflates to several pieces per read comes out byte for byte."""
    proto = _ready(ReplyLimits())
    proto.command("COMPRESS DEFLATE")
    proto.receive_data(b"206 ok\r\n")
    assert proto.next_response() is not None
    proto.start_deflate()
    rng = random.Random(5)
    lines = [b"%d\t%s\tposter\t<%d@x>\t\t%d\t1" % (n, bytes(rng.choice(b"abcdef ") for _ in range(rng.randint(5, 300))),
                                                  n, rng.randint(1, 10**6)) for n in range(1, 40_001)]
    plain = b"224 overview\r\n" + b"\r\n".join(lines) + b"\r\n.\r\n"
    comp = zlib.compressobj(9, zlib.DEFLATED, -15)
    wire = comp.compress(plain) + comp.flush(zlib.Z_SYNC_FLUSH)
    assert len(plain) > 3 * INFLATE_PIECE
    proto.command("OVER 1-40000", block=True)
    proto.receive_data(wire)  # one read that inflates to several pieces
    resp = proto.next_response()
    assert resp is not None and resp.block == b"\r\n".join(lines) + b"\r\n"
    assert proto.plain_bytes_in == len(plain) + len(b"206 ok\r\n") + len(b"200 ready\r\n")


def _longest_line(data: bytes) -> int:
    return max((len(line) for line in data.split(b"\r\n")), default=0)


@given(
    lines=st.lists(st.integers(min_value=0, max_value=300), min_size=1, max_size=60),
    cuts=st.lists(st.integers(min_value=1, max_value=400), max_size=30),
    cap=st.integers(min_value=16, max_value=260),
)
# A read that ends between a line's CR and its LF: the CR is not part of the line (found by this test).
@example(lines=[129], cuts=[130], cap=129)
def test_the_line_guard_finds_a_line_over_the_cap_wherever_the_reads_cut(lines: list[int], cuts: list[int],
                                                                         cap: int) -> None:
    """The guard's verdict equals measuring every line, for any line lengths and read boundaries."""
    data = b"".join(b"x" * n + b"\r\n" for n in lines)
    guard = _LineGuard(cap)
    buf = bytearray()
    found = 0
    at = 0
    for size in [*cuts, len(data)]:
        buf += data[at : at + size]
        at += size
        found = found or guard.too_long(buf)
        if at >= len(data):
            break
    longest = _longest_line(data)
    assert bool(found) == (longest > cap), (found, longest, cap)
    if found:
        assert found > cap
