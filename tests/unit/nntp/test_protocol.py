"""The sans-I/O core, fed literal transcripts."""

from __future__ import annotations

import zlib

import pytest

from usenet_ops.domain.overview import split_block
from usenet_ops.nntp.errors import NNTPProtocolError
from usenet_ops.nntp.protocol import NNTPProtocol, ProtocolState, join_block, parse_status_line, unstuff


def _ready(*commands: str) -> NNTPProtocol:
    proto = NNTPProtocol()
    proto.receive_data(b"200 news.example ready\r\n")
    greeting = proto.next_response()
    assert greeting is not None and greeting.code == 200
    for c in commands:
        proto.command(c)
    return proto


def test_greeting_is_the_first_reply() -> None:
    proto = NNTPProtocol()
    assert proto.next_response() is None
    proto.receive_data(b"201 no posting\r\n")
    resp = proto.next_response()
    assert resp is not None and (resp.code, resp.message, resp.lines) == (201, "no posting", None)


def test_multiline_block_with_dot_stuffing_is_unstuffed_once() -> None:
    proto = _ready("BODY 1")
    proto.receive_data(b"222 1 <a@b> body\r\nplain\r\n..one dot\r\n...two dots\r\n.\r\n")
    resp = proto.next_response()
    assert resp is not None
    assert resp.lines == [b"plain", b".one dot", b"..two dots"]


def test_first_line_stuffed_is_unstuffed() -> None:
    assert unstuff(b"..x\r\ny") == [b".x", b"y"]


@pytest.mark.parametrize("whole", [False, True], ids=["lines", "block"])
@pytest.mark.parametrize(
    ("command", "wire", "lines"),
    [
        ("BODY 1", b"222 1 <m> body\r\nfirst\r\n..dot\r\n.\r\n", [b"first", b".dot"]),
        ("OVER 1-2", b"224 overview\r\n1\tS\tF\tD\t<m>\t\t10\t2\r\n2\t.S\r\n.\r\n",
         [b"1\tS\tF\tD\t<m>\t\t10\t2", b"2\t.S"]),
        ("OVER 5-1", b"224 nothing\r\n.\r\n", []),
        ("OVER 1-1", b"224 one empty line\r\n\r\n.\r\n", [b""]),
    ],
)
def test_block_split_across_reads_at_every_offset(command: str, wire: bytes, lines: list[bytes], whole: bool) -> None:
    """Lines, or (asked for ``block``) the same lines whole, wherever the reads cut the reply."""
    for cut in range(1, len(wire)):
        proto = _ready()
        proto.command(command, block=whole)
        proto.receive_data(wire[:cut])
        first = proto.next_response()
        if first is None:
            proto.receive_data(wire[cut:])
            first = proto.next_response()
        assert first is not None, cut
        if whole:
            assert first.lines is None and first.block == join_block(lines), cut
            assert split_block(first.block) == lines, cut
        else:
            assert first.lines == lines and first.block is None, cut


def test_pipelined_block_and_line_requests_each_get_their_form() -> None:
    proto = _ready()
    proto.command("OVER 1-1", block=True)
    proto.command("OVER 2-2")
    proto.receive_data(b"224 a\r\n1\tx\r\n.\r\n224 b\r\n2\ty\r\n.\r\n")
    first, second = proto.next_response(), proto.next_response()
    assert first is not None and first.block == b"1\tx\r\n" and first.lines is None
    assert second is not None and second.lines == [b"2\ty"] and second.block is None


def test_a_cut_off_block_is_refused_not_shortened() -> None:
    with pytest.raises(ValueError, match="cut off"):
        split_block(b"1\tx\r\n2\ty")


def test_pipelined_over_replies_are_split_at_each_terminator() -> None:
    proto = _ready("OVER 1-1", "OVER 2-2")
    proto.receive_data(b"224 a\r\n1\tx\r\n.\r\n224 b\r\n2\ty\r\n.\r\n")
    first, second = proto.next_response(), proto.next_response()
    assert first is not None and first.lines == [b"1\tx"]
    assert second is not None and second.lines == [b"2\ty"]


def test_empty_block_has_no_lines() -> None:
    proto = _ready("OVER 5-1")
    proto.receive_data(b"224 nothing\r\n.\r\n")
    resp = proto.next_response()
    assert resp is not None and resp.lines == []


def test_utf8_and_invalid_8bit_bytes_are_returned_raw() -> None:
    proto = _ready("HEAD 1")
    raw = "Subject: caf\u00e9".encode() + b" \xff\xfe\x80"
    proto.receive_data(b"221 1 <a@b>\r\n" + raw + b"\r\n.\r\n")
    resp = proto.next_response()
    assert resp is not None and resp.lines == [raw]


def test_pipelined_replies_come_back_in_command_order() -> None:
    proto = _ready("STAT <a@b>", "STAT <c@d>", "GROUP x")
    proto.receive_data(b"223 0 <a@b>\r\n430 no\r\n211 3 1 3 x\r\n")
    codes = [proto.next_response().code for _ in range(3)]  # type: ignore[union-attr]
    assert codes == [223, 430, 211]
    assert proto.pending == 0


def test_group_211_is_single_line_but_listgroup_211_is_multiline() -> None:
    proto = _ready("GROUP g", "LISTGROUP g")
    proto.receive_data(b"211 2 1 2 g\r\n211 2 1 2 g list\r\n1\r\n2\r\n.\r\n")
    first, second = proto.next_response(), proto.next_response()
    assert first is not None and first.lines is None
    assert second is not None and second.lines == [b"1", b"2"]


@pytest.mark.parametrize("line", [b"hello there", b"2x0 nope", b"20", b"2000 x", b"\xff\xfe", b"700 weird"])
def test_garbage_status_line_is_a_protocol_error_and_breaks_the_connection(line: bytes) -> None:
    proto = _ready("DATE")
    proto.receive_data(line + b"\r\n")
    with pytest.raises(NNTPProtocolError):
        proto.next_response()
    assert proto.state is ProtocolState.BROKEN
    with pytest.raises(NNTPProtocolError):
        proto.command("DATE")


def test_truncated_block_at_eof_is_a_protocol_error() -> None:
    proto = _ready("OVER 1-3")
    proto.receive_data(b"224 data\r\n1\tS\tF\tD\t<m>\t\t1\t1\r\n")
    assert proto.next_response() is None
    proto.receive_data(b"")
    with pytest.raises(NNTPProtocolError, match="truncated"):
        proto.next_response()


def test_unsolicited_bytes_are_a_protocol_error() -> None:
    proto = _ready()
    proto.receive_data(b"400 idle timeout\r\n")
    with pytest.raises(NNTPProtocolError, match="no command outstanding"):
        proto.next_response()


def test_status_line_without_crlf_past_the_limit_is_garbage() -> None:
    proto = _ready("DATE")
    proto.receive_data(b"1" * 5000)
    with pytest.raises(NNTPProtocolError):
        proto.next_response()


def test_command_with_newline_is_refused_locally() -> None:
    proto = _ready()
    with pytest.raises(ValueError):
        proto.command("GROUP a\r\nQUIT")


def test_parse_status_line_keeps_text() -> None:
    assert parse_status_line(b"211 3 1 3 alt.test") == (211, "3 1 3 alt.test")
    assert parse_status_line(b"205") == (205, "")


def test_compress_deflate_inflates_bytes_already_buffered_after_206() -> None:
    proto = _ready("COMPRESS DEFLATE")
    server = zlib.compressobj(6, zlib.DEFLATED, -15)
    tail = server.compress(b"111 20260101000000\r\n") + server.flush(zlib.Z_SYNC_FLUSH)
    proto.receive_data(b"206 Compression active\r\n" + tail[:5])
    resp = proto.next_response()
    assert resp is not None and resp.code == 206
    proto.start_deflate()
    out = proto.command("DATE")
    assert zlib.decompressobj(-15).decompress(out) == b"DATE\r\n"
    proto.receive_data(tail[5:])
    date = proto.next_response()
    assert date is not None and date.code == 111
    assert proto.wire_bytes_in < proto.plain_bytes_in + 200


def _gzip_block(text: bytes) -> bytes:
    return zlib.compress(text)


def test_xfeature_gzip_block_with_terminator_after_compressed_data() -> None:
    proto = _ready("XOVER 1-2")
    proto.enable_gzip()
    data = _gzip_block(b"1\tS\tF\tD\t<m>\t\t1\t1\r\n..2\tS\r\n")
    wire = b"224 data [COMPRESS=GZIP]\r\n" + data + b".\r\n" + b"111 20260101000000\r\n"
    proto.command("DATE")
    for cut in (1, 20, len(wire) - 22, len(wire) - 1):
        p2 = _ready("XOVER 1-2", "DATE")
        p2.enable_gzip()
        p2.receive_data(wire[:cut])
        r = p2.next_response()
        p2.receive_data(wire[cut:])
        r = r or p2.next_response()
        assert r is not None and r.lines == [b"1\tS\tF\tD\t<m>\t\t1\t1", b".2\tS"], cut
        d = p2.next_response()
        assert d is not None and d.code == 111


def test_xfeature_gzip_block_with_terminator_inside_and_after_compressed_data() -> None:
    proto = _ready("XOVER 1-2", "DATE")
    proto.enable_gzip()
    proto.receive_data(b"224 data\r\n" + _gzip_block(b"1\tS\r\n.\r\n") + b".\r\n111 20260101000000\r\n")
    r = proto.next_response()
    assert r is not None and r.lines == [b"1\tS"]
    d = proto.next_response()
    assert d is not None and d.code == 111


def test_xfeature_gzip_terminator_block_has_nothing_after_compressed_data() -> None:
    proto = _ready("XOVER 1-2", "DATE")
    proto.enable_gzip(terminator=True)
    proto.receive_data(b"224 data\r\n" + _gzip_block(b"1\tS\r\n.\r\n") + b"111 20260101000000\r\n")
    r = proto.next_response()
    assert r is not None and r.lines == [b"1\tS"]
    d = proto.next_response()
    assert d is not None and d.code == 111


def test_xfeature_gzip_enabled_still_reads_a_plain_block() -> None:
    proto = _ready("XOVER 1-2")
    proto.enable_gzip()
    proto.receive_data(b"224 data\r\n1\tS\r\n.\r\n")
    r = proto.next_response()
    assert r is not None and r.lines == [b"1\tS"]


def test_corrupt_gzip_block_is_a_protocol_error() -> None:
    proto = _ready("XOVER 1-2")
    proto.enable_gzip()
    proto.receive_data(b"224 data\r\nx\x9cnot really zlib at all\r\n.\r\n")
    with pytest.raises(NNTPProtocolError, match="corrupt"):
        proto.next_response()


@pytest.mark.parametrize("command", ["OVER 1-10", "GROUP a.b", "STAT <m@x>"])
def test_400_mid_session_is_handed_out_then_the_core_is_closed(command: str) -> None:
    """RFC 3977 3.2.1: after 400 the server closes; the core decides that, not the socket shell."""
    proto = _ready(command, "DATE")
    proto.receive_data(b"400 idle timeout, closing\r\n")
    resp = proto.next_response()
    assert resp is not None and resp.code == 400
    assert proto.state is ProtocolState.CLOSED
    with pytest.raises(NNTPProtocolError, match="closed"):
        proto.next_response()  # the DATE owed after it will never come
    with pytest.raises(NNTPProtocolError, match="closed"):
        proto.command("DATE")


@pytest.mark.parametrize(("greeting", "closed"), [(b"200 ok", False), (b"201 no posting", False),
                                                   (b"400 not now", True), (b"502 too many connections", True)])
def test_a_greeting_that_refuses_service_closes_the_core(greeting: bytes, closed: bool) -> None:
    proto = NNTPProtocol()
    proto.receive_data(greeting + b"\r\n")
    assert proto.next_response() is not None
    assert (proto.state is ProtocolState.CLOSED) is closed


def test_502_after_the_greeting_does_not_close_the_session() -> None:
    proto = _ready("AUTHINFO USER u")
    proto.receive_data(b"502 command unavailable\r\n")
    assert proto.next_response() is not None and proto.state is ProtocolState.OPEN


def test_quit_reply_205_closes_the_core() -> None:
    proto = _ready("QUIT")
    proto.receive_data(b"205 bye\r\n")
    assert proto.next_response() is not None and proto.state is ProtocolState.CLOSED


def test_close_from_the_shell_refuses_reuse_and_a_broken_core_stays_broken() -> None:
    proto = _ready()
    proto.close()
    assert proto.state is ProtocolState.CLOSED
    with pytest.raises(NNTPProtocolError):
        proto.command("DATE")
    broken = _ready("DATE")
    broken.receive_data(b"garbage\r\n")
    with pytest.raises(NNTPProtocolError):
        broken.next_response()
    broken.close()
    assert broken.state is ProtocolState.BROKEN


def test_the_state_is_read_only_for_the_shell() -> None:
    proto = _ready()
    with pytest.raises(AttributeError):
        proto.state = ProtocolState.BROKEN  # type: ignore[misc]
