"""The protocol core at STARTTLS and on over-long overview lines (issue 31), fed literal bytes."""

from __future__ import annotations

import zlib

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from usenet_ops.nntp.errors import NNTPProtocolError, NNTPReplyTooLarge, NNTPTLSError
from usenet_ops.nntp.protocol import MAX_LONG_LINES, NNTPProtocol, ProtocolState
from usenet_ops.nntp.values import ReplyLimits, Response


def _ready() -> NNTPProtocol:
    proto = NNTPProtocol()
    proto.receive_data(b"200 ready\r\n")
    assert proto.next_response() is not None
    return proto


def test_start_tls_with_nothing_buffered_goes_ahead() -> None:
    proto = _ready()
    proto.command("STARTTLS")
    proto.receive_data(b"382 continue\r\n")
    resp = proto.next_response()
    assert resp is not None and resp.code == 382
    proto.start_tls()
    assert proto.state is ProtocolState.OPEN


def test_start_tls_refuses_bytes_that_came_with_the_382() -> None:
    proto = _ready()
    proto.command("STARTTLS")
    proto.receive_data(b"382 continue\r\n101 Capability list:\r\nFAKE\r\n.\r\n")
    assert proto.next_response() is not None
    with pytest.raises(NNTPTLSError) as caught:
        proto.start_tls()
    assert not caught.value.configuration and "101 Capability" in str(caught.value)
    assert proto.state is ProtocolState.BROKEN
    with pytest.raises(NNTPProtocolError):
        proto.next_response()


def test_start_tls_refuses_while_a_reply_is_still_owed() -> None:
    proto = _ready()
    proto.commands(["STARTTLS", "CAPABILITIES"])  # a pipelined command would be answered in plain text
    proto.receive_data(b"382 continue\r\n")
    assert proto.next_response() is not None
    with pytest.raises(NNTPTLSError):
        proto.start_tls()


# -- over-long overview lines (invariant 9) ------------------------------------------------------------

KIB = 1024
LIMITS = ReplyLimits(max_line_bytes=64, max_reply_bytes=64 * KIB)


def _line(number: int, length: int) -> bytes:
    head = b"%d\tsubject " % number
    return head + b"s" * max(length - len(head), 0)


def _proto(limits: ReplyLimits = LIMITS) -> NNTPProtocol:
    proto = NNTPProtocol(limits)
    proto.receive_data(b"200 ready\r\n")
    assert proto.next_response() is not None
    return proto


def _feed(proto: NNTPProtocol, wire: bytes, cuts: list[int]) -> Response:
    """Feed ``wire`` in reads of ``cuts`` bytes (then the rest); return the one reply it holds."""
    got: list[Response] = []
    at = 0
    for size in [*cuts, len(wire)]:
        proto.receive_data(wire[at : at + size])
        at += size
        resp = proto.next_response()
        if resp is not None:
            got.append(resp)
        if at >= len(wire):
            break
    assert len(got) == 1, got
    return got[0]


@settings(max_examples=300, deadline=None)
@given(
    lengths=st.lists(st.integers(min_value=2, max_value=200), min_size=1, max_size=40),
    cuts=st.lists(st.integers(min_value=1, max_value=300), max_size=40),
    whole=st.booleans(),
    mode=st.sampled_from(["plain", "deflate", "gzip"]),
)
# A long line cut between its CR and LF, a long last line, a long only line.
@example(lengths=[65], cuts=[len(b"224 x\r\n") + 65], whole=False, mode="plain")
@example(lengths=[10, 300], cuts=[], whole=True, mode="plain")
@example(lengths=[300], cuts=[1, 1, 1], whole=False, mode="deflate")
def test_lines_over_the_cap_are_dropped_and_recorded_wherever_the_reads_cut(
        lengths: list[int], cuts: list[int], whole: bool, mode: str) -> None:
    """The reply reads as the lines under the cap; every line over it is in long_lines with its number and length."""
    lines = [_line(n, length) for n, length in enumerate(lengths, 1)]
    body = b"".join(line + b"\r\n" for line in lines)
    proto = _proto()
    if mode == "gzip":
        proto.enable_gzip()
        wire = b"224 overview [COMPRESS=GZIP]\r\n" + zlib.compress(body) + b".\r\n"
        whole = False  # a GZIP block comes back as lines
    else:
        wire = b"224 x\r\n" + body + b".\r\n"
    data = proto.command("XOVER 1-99", block=whole)
    assert data
    if mode == "deflate":
        # COMPRESS DEFLATE from the 206 on: the reply below is on the compressed stream.
        proto = _proto()
        proto.command("COMPRESS DEFLATE")
        proto.receive_data(b"206 ok\r\n")
        assert proto.next_response() is not None
        proto.start_deflate()
        proto.command("XOVER 1-99", block=whole)
        comp = zlib.compressobj(6, zlib.DEFLATED, -15)
        wire = comp.compress(wire) + comp.flush(zlib.Z_SYNC_FLUSH)
    resp = _feed(proto, wire, cuts)
    kept = [line for line in lines if len(line) <= LIMITS.max_line_bytes]
    assert resp.long_lines == tuple((n, len(line)) for n, line in enumerate(lines, 1)
                                    if len(line) > LIMITS.max_line_bytes)
    if whole:
        assert resp.block == b"".join(line + b"\r\n" for line in kept)
    else:
        assert resp.lines == kept
    proto.command("DATE")  # the stream is in step after the reply
    more = b"111 20260101000000\r\n"
    if mode == "deflate":
        more = comp.compress(more) + comp.flush(zlib.Z_SYNC_FLUSH)
    proto.receive_data(more)
    after = proto.next_response()
    assert after is not None and after.code == 111 and after.long_lines == ()


def test_an_endless_overview_line_is_dropped_as_it_comes_and_refused_at_the_reply_cap() -> None:
    """Memory stays at the line cap; bandwidth stops at the reply cap, naming max_line_kib."""
    proto = _proto()
    proto.command("OVER 1-10", block=True)
    proto.receive_data(b"224 overview follows\r\n1\tfine\r\n2\tsubject")
    with pytest.raises(NNTPReplyTooLarge) as caught:
        for _ in range(10_000):
            proto.receive_data(b"x" * KIB)
            assert proto.next_response() is None
            assert len(proto._buf) < 2 * KIB  # dropped as it arrives, never held
    assert caught.value.cap == "max_line_kib" and "endless line" in str(caught.value)
    assert LIMITS.max_reply_bytes <= proto.plain_bytes_in < LIMITS.max_reply_bytes + 4 * KIB


def test_more_long_lines_than_a_few_posts_make_is_refused() -> None:
    proto = _proto(ReplyLimits(max_line_bytes=16, max_reply_bytes=4 * 1024 * KIB))
    proto.command("OVER 1-5000")
    body = b"".join(_line(n, 40) + b"\r\n" for n in range(1, MAX_LONG_LINES + 2))
    with pytest.raises(NNTPReplyTooLarge) as caught:
        _feed(proto, b"224 x\r\n" + body + b".\r\n", [])
    assert caught.value.cap == "max_line_kib" and f"more than {MAX_LONG_LINES}" in str(caught.value)


def test_a_long_line_in_a_pipelined_reply_is_refused_not_dropped() -> None:
    """With another reply owed, the buffer may hold that reply too: nothing is cut from it."""
    proto = _proto()
    proto.commands(["OVER 1-2", "DATE"])
    wire = b"224 x\r\n" + _line(1, 10) + b"\r\n" + _line(2, 300) + b"\r\n.\r\n111 20260101000000\r\n"
    with pytest.raises(NNTPReplyTooLarge):
        _feed(proto, wire, [])
