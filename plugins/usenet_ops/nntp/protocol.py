"""Parse NNTP replies from bytes, with no sockets: the sans-I/O core.

Why: every provider quirk (dot-stuffing, compressed blocks, pipelined
replies, a server that drops mid-block) is decided here, in code that is fed
bytes and returns events, so it is tested with literal transcripts and the
socket loop around it stays a thin shell (the h11 pattern, see ADR 0001).

Invariants this module keeps:

1. Replies are matched to commands strictly in order (RFC 3977 3.5
   pipelining): every ``command()`` registers one expectation, every
   ``next_response()`` fulfils the oldest one. Bytes with no command waiting
   for them are a protocol error, never silently attached to the next reply.
2. A multi-line block is dot-unstuffed exactly once (RFC 3977 3.1.1): a line
   that starts with "." loses that one ".", the lone "." line ends the block.
3. Header and overview bytes are returned raw: 8-bit and invalid UTF-8 pass
   through untouched. Only the status line's text is decoded (it is
   informational).
4. After any error the protocol object is BROKEN and refuses further use, so
   a half-read reply can never be handed to the next command.
5. A reply after which the server ends the session (400, RFC 3977 3.2.1;
   205 after QUIT; 400/502 on the greeting) leaves the object CLOSED: it is
   handed out, then nothing more is sent or parsed. The shell reads
   ``state`` and closes its socket; it never sets the state itself, except
   by ``close()`` when it drops the transport.
6. COMPRESS DEFLATE (RFC 8054) applies to the whole stream from the byte
   after the 206 reply; XFEATURE COMPRESS GZIP applies per block, to the
   data after the status line of OVER/XOVER/HDR/XHDR replies only, with the
   terminating "." either inside the compressed data or right after it.
7. Memory is bounded whatever the server sends (docs/adr/0008): compressed
   data is inflated at most ``INFLATE_PIECE`` bytes per call, so a
   decompression bomb never allocates more than one piece past the cap; the
   bytes buffered for a reply never exceed ``ReplyLimits.max_reply_bytes``
   and no line in a block exceeds ``max_line_bytes``, or the object is
   BROKEN with ``NNTPReplyTooLarge`` naming the cap. These checks run per
   chunk received, never per line.
8. At STARTTLS (``start_tls``) nothing is buffered: a byte read after the
   382 line came in plain text, so it is refused, never read as TLS data.
9. In a reply whose every line is one article (OVER, XOVER, HDR, XHDR) a
   line over ``max_line_bytes`` is dropped as it streams in, never held
   whole, and recorded (its article number and length) in
   ``Response.long_lines``: a poster controls a header's length, so one
   post must not fail the batch it sits in. The dropped bytes still count
   towards the reply cap; a line past the reply cap itself, more than
   ``MAX_LONG_LINES`` such lines in one reply, or a long line in any other
   reply is refused as before (NNTPReplyTooLarge, ``max_line_kib``).
"""

from __future__ import annotations

import enum
import re
import zlib
from collections import deque
from dataclasses import dataclass
from typing import Final, NoReturn

from usenet_ops.nntp import replies
from usenet_ops.nntp.errors import NNTPCompressionError, NNTPProtocolError, NNTPReplyTooLarge, NNTPTLSError
from usenet_ops.nntp.values import ReplyLimits, Response

CRLF: Final = b"\r\n"
TERMINATOR: Final = b"\r\n.\r\n"
MAX_COMMAND_BYTES: Final = 512  # RFC 3977 3.1: a command line is at most 512 octets incl. CRLF
MAX_STATUS_BYTES: Final = 4096  # a status line this long without CRLF is garbage, not a slow server

# Commands whose block a server may XFEATURE-gzip.
_GZIP_VERBS: Final = frozenset({"OVER", "XOVER", "HDR", "XHDR", "XZVER", "XZHDR"})
# Replies whose every line starts with an article number (never with ".").
_NUMBERED_VERBS: Final = frozenset({"OVER", "XOVER", "HDR", "XHDR", "LISTGROUP"})
_GZIP_MAGIC: Final = (0x78, 0x1F)  # zlib header, gzip header; an overview line starts with a digit
# Replies whose over-long line is dropped and recorded rather than refused (invariant 9).
_SKIPPABLE_VERBS: Final = frozenset({"OVER", "XOVER", "HDR", "XHDR"})
# Over-long lines one reply may drop. More is not a few posts but a cap set too low or a hostile server.
MAX_LONG_LINES: Final = 1000
_ARTICLE_NUMBER: Final = re.compile(rb"[0-9]{1,19}")
# The most one decompress call may return. A DEFLATE stream can inflate ~1000:1,
# so one 256 KiB read of a bomb would otherwise allocate ~256 MB in one call.
INFLATE_PIECE: Final = 1024 * 1024


class ProtocolState(enum.Enum):
    """Whether the protocol object can still be used."""

    OPEN = "open"
    CLOSED = "closed"  # the server said it ends the session, or the shell dropped the transport
    BROKEN = "broken"  # a protocol error: the stream can no longer be trusted


def join_block(lines: list[bytes]) -> bytes:
    """Return lines as a block: each followed by CRLF."""
    return CRLF.join(lines) + CRLF if lines else b""


@dataclass(frozen=True, slots=True)
class _Expectation:
    verb: str
    multiline: frozenset[int]
    block: bool = False  # hand the body over as one bytes block, not split into lines


_GREETING: Final = _Expectation("GREETING", frozenset())

# Per verb, the success codes after which a multi-line block follows (replies.COMMANDS).
_MULTILINE: Final[dict[str, frozenset[int]]] = {verb: c.block for verb, c in replies.COMMANDS.items() if c.block}


def parse_status_line(line: bytes) -> tuple[int, str]:
    """Split a status line (without CRLF) into code and text, or raise.

    A status line is three digits, then a space or the end (RFC 3977 3.2).
    Anything else is garbage from a broken server or a desynchronised stream.
    """
    if len(line) < 3 or not line[:3].isdigit() or (len(line) > 3 and line[3:4] != b" "):
        shown = line[:80].decode("latin-1")
        raise NNTPProtocolError(
            f"garbled status line {shown!r}: the server is not speaking NNTP or the stream is out of step; "
            "the connection was dropped, retry on a fresh one"
        )
    code = int(line[:3])
    if not 100 <= code <= 599:
        raise NNTPProtocolError(f"status code {code} is outside 1xx-5xx; the connection was dropped, retry on a fresh one")
    return code, line[4:].decode("utf-8", "replace")


def unstuff(block: bytes) -> list[bytes]:
    """Split a block body (no final CRLF, no terminator) into dot-unstuffed lines.

    Exactly one leading "." is removed from each line that has one. The scan
    for dots is a single C-level search, so a block without stuffed lines
    costs one ``split``.
    """
    if not block:
        return []
    lines = block.split(CRLF)
    if block[:1] == b"." or b"\r\n." in block:
        lines = [line[1:] if line[:1] == b"." else line for line in lines]
    return lines


@dataclass(slots=True)
class _Skip:
    """The over-long line being dropped as it arrives (invariant 9)."""

    number: int  # its article number (0 when it does not start with one)
    length: int  # bytes dropped so far
    gz: bool  # in an XFEATURE GZIP block's inflated data, not the stream buffer
    cr: bool  # what was dropped ends in CR: an LF next ends the line


def _article_number(buf: bytes | bytearray, start: int) -> int:
    found = _ARTICLE_NUMBER.match(buf, start, start + 20)
    return int(found.group()) if found else 0


class _LineGuard:
    """Find a line longer than ``cap`` in a growing buffer, in a few C-level searches per chunk.

    Why: checking each line's length would put a Python step per overview
    line on the crawl's hot path. Instead, for the bytes added since the last
    look: the line running into them and the one left open at their end are
    measured directly; any line wholly inside them that is longer than
    ``cap`` contains a whole tile of ``cap // 2`` bytes with no CRLF, so one
    ``find`` per tile (a few per chunk) finds every such line, and only a
    tile without a CRLF costs an exact measure.
    """

    __slots__ = ("cap", "checked", "line_start", "tile")

    def __init__(self, cap: int) -> None:
        self.cap = cap
        self.tile = max(cap // 2, 1)
        self.checked = 0  # buf[:checked] was looked at
        self.line_start = 0  # where the line still open at ``checked`` starts

    def reset(self) -> None:
        """Start again at offset 0 (the buffer's front was consumed)."""
        self.checked = 0
        self.line_start = 0

    def rewind(self, offset: int) -> None:
        """Look again from ``offset``, where a line starts (the bytes from there on were cut and moved)."""
        self.checked = offset
        self.line_start = offset

    def too_long(self, buf: bytes | bytearray) -> int:
        """Return the length of a line over the cap in what was added since the last call, else 0."""
        found = self.find(buf)
        if found is None:
            return 0
        start, stop = found
        return stop - start if stop >= 0 else _open_length(buf, start)

    def find(self, buf: bytes | bytearray) -> tuple[int, int] | None:
        """Return (start, CRLF offset or -1 while open) of a line over the cap in what was added, else None."""
        end = len(buf)
        if end <= self.checked:
            return None
        cap = self.cap
        first = buf.find(CRLF, max(self.checked - 1, self.line_start), end)
        self.checked = end
        if first < 0:
            return (self.line_start, -1) if _open_length(buf, self.line_start) > cap else None
        if first - self.line_start > cap:
            return self.line_start, first
        last = buf.rfind(CRLF, first, end)
        tile = self.tile
        pos = first + 2
        while pos + tile <= last:
            if buf.find(CRLF, pos, pos + tile + 1) >= 0:
                pos += tile
                continue
            start = buf.rfind(CRLF, first, pos + 1) + 2
            stop = buf.find(CRLF, pos, last + 2)
            if stop - start > cap:
                return start, stop
            pos = stop + 2
        self.line_start = last + 2
        return (self.line_start, -1) if _open_length(buf, self.line_start) > cap else None


def _open_length(buf: bytes | bytearray, start: int) -> int:
    """Return the length of the line left open at the end of ``buf`` from ``start``.

    A CR at the end may be the first half of its CRLF, not part of the line.
    """
    end = len(buf)
    return end - start - (1 if end and buf[end - 1] == 13 else 0)


class NNTPProtocol:
    """Turn bytes from a server into Responses, in command order.

    Usage: ``data = proto.command("GROUP a.b")`` gives the bytes to send;
    ``proto.receive_data(chunk)`` feeds what arrived (``b""`` means EOF);
    ``proto.next_response()`` returns a Response or None when more bytes are
    needed. The first expected reply is the greeting. ``limits`` caps a
    line and a reply (invariant 7).
    """

    def __init__(self, limits: ReplyLimits | None = None) -> None:
        self.limits = limits or ReplyLimits()
        self._guard = _LineGuard(self.limits.max_line_bytes)  # lines of a plain block in _buf
        self._gzguard = _LineGuard(self.limits.max_line_bytes)  # lines of an inflated GZIP block in _gzout
        self._buf = bytearray()
        self._pending: deque[_Expectation] = deque([_GREETING])
        self._eof = False
        self._state = ProtocolState.OPEN
        # The current reply whose status line is already consumed.
        self._head: tuple[_Expectation, int, str] | None = None
        self._scan = 0  # resume point for the terminator search in _buf
        self._stuffed = False  # the current block has a dot-stuffed line
        self._inflater: zlib._Decompress | None = None
        self._deflater: zlib._Compress | None = None
        self._gzip_enabled = False
        self._gzip_terminator = False
        self._gz: zlib._Decompress | None = None
        self._gzout = bytearray()
        self._gz_done = False
        self._long: list[tuple[int, int]] = []  # over-long lines dropped from the current block (invariant 9)
        self._skip: _Skip | None = None
        self._skipped = 0  # their bytes, counted towards the reply cap
        self.wire_bytes_in = 0
        self.plain_bytes_in = 0
        self.wire_bytes_out = 0

    # -- outgoing ---------------------------------------------------------

    def command(self, line: str, *, block: bool = False) -> bytes:
        """Register one command and return the bytes to put on the wire.

        With ``block``, a multi-line reply comes back as ``Response.block``.
        """
        return self.commands([line], block=block)

    def commands(self, lines: list[str], *, block: bool = False) -> bytes:
        """Register several pipelined commands and return their wire bytes."""
        self._check_open()
        raw = bytearray()
        for line in lines:
            encoded = line.encode("utf-8")
            if b"\r" in encoded or b"\n" in encoded or b"\0" in encoded:
                raise ValueError("an NNTP command must not contain CR, LF or NUL")
            if len(encoded) + 2 > MAX_COMMAND_BYTES:
                raise ValueError(f"NNTP command longer than {MAX_COMMAND_BYTES} octets (RFC 3977 3.1)")
            verb = line.split(" ", 1)[0].upper()
            self._pending.append(_Expectation(verb, _MULTILINE.get(verb, frozenset()), block))
            raw += encoded
            raw += CRLF
        data = bytes(raw)
        if self._deflater is not None:
            data = self._deflater.compress(data) + self._deflater.flush(zlib.Z_SYNC_FLUSH)
        self.wire_bytes_out += len(data)
        return data

    @property
    def pending(self) -> int:
        """Return how many replies are still owed by the server."""
        return len(self._pending)

    # -- compression --------------------------------------------------------

    def start_deflate(self) -> None:
        """Switch both directions to raw DEFLATE (after a 206 reply, RFC 8054 2.2.2).

        Bytes already buffered after the 206 line were compressed by the
        server, so they are inflated now.
        """
        self._check_open()
        if self._head is not None or self._pending:
            raise RuntimeError("start_deflate() must be called once the 206 reply was read and nothing is pending")
        self._inflater = zlib.decompressobj(-15)
        self._deflater = zlib.compressobj(6, zlib.DEFLATED, -15)
        leftover = bytes(self._buf)
        self._buf.clear()
        self._scan = 0
        if leftover:
            self.plain_bytes_in -= len(leftover)
            self._inflate(leftover)

    def enable_gzip(self, terminator: bool = False) -> None:
        """Accept XFEATURE COMPRESS GZIP blocks from now on (after a 290 reply).

        ``terminator``: the session asked for XFEATURE COMPRESS GZIP
        TERMINATOR, so the "." line is inside the compressed data and nothing
        follows it. Without it, a plain ".\r\n" follows the compressed data
        whether or not the data also holds one (servers differ).
        """
        self._gzip_enabled = True
        self._gzip_terminator = terminator

    def start_tls(self) -> None:
        """Say the TLS handshake starts now (after a 382 reply, RFC 4642 2.2.2): nothing may be buffered.

        Why: bytes that arrived after the 382 line but before the handshake
        came in plain text; a man in the middle can append a fake capability
        list or login reply to the 382 and have it read as if it came over
        TLS. RFC 4642 2.2.2 says the client starts the handshake right after
        the 382, so anything already buffered (or a reply still owed) is a
        protocol error: the object is BROKEN and NNTPTLSError raised.
        """
        self._check_open()
        if self._buf or self._head is not None or self._pending:
            self._state = ProtocolState.BROKEN
            shown = bytes(self._buf[:80]).decode("latin-1")
            raise NNTPTLSError(
                f"{len(self._buf)} bytes arrived after the 382 reply to STARTTLS, before the TLS handshake "
                f"({shown!r}): plain-text data a man in the middle could have injected; the connection was dropped "
                "before any login. Retry; if it keeps happening, the path to the provider is tampered with or its "
                "STARTTLS is broken: use tls=on (port 563)",
                configuration=False,
            )

    @property
    def deflate_active(self) -> bool:
        """Return whether COMPRESS DEFLATE is active on the stream."""
        return self._inflater is not None

    # -- incoming -----------------------------------------------------------

    def receive_data(self, data: bytes) -> None:
        """Feed bytes read from the socket; ``b""`` says the server closed."""
        if not data:
            self._eof = True
            return
        self.wire_bytes_in += len(data)
        if self._inflater is not None:
            self._inflate(data)
        else:
            self._append_plain(data)

    def _append_plain(self, data: bytes) -> None:
        self.plain_bytes_in += len(data)
        if self._skip is not None and not self._skip.gz:
            data = self._skip_through(data)
        self._buf += data
        if len(self._buf) + self._skipped > self.limits.max_reply_bytes:
            if self._may_skip(gz=False):
                self._check_lines(self._buf, self._guard, gz=False)
            if len(self._buf) + self._skipped > self.limits.max_reply_bytes:
                self._refuse_size(self._buf)

    def _inflate(self, data: bytes) -> None:
        """Inflate DEFLATE stream bytes into the buffer, one bounded piece at a time (invariant 7)."""
        inflater = self._inflater
        assert inflater is not None
        try:
            while True:
                out = inflater.decompress(data, INFLATE_PIECE)
                self._append_plain(out)  # raises past the reply cap: at most one piece over it was allocated
                if self._head is not None and self._head[1] in self._head[0].multiline:
                    # A block is being read from the buffer's front: an endless line is
                    # refused (or dropped) at the line cap, not after a whole read has inflated.
                    self._check_lines(self._buf, self._guard, gz=False)
                data = inflater.unconsumed_tail
                if not data and len(out) < INFLATE_PIECE:
                    return
        except zlib.error as exc:
            self._fail(
                f"COMPRESS DEFLATE stream is corrupt ({exc}); the connection was dropped, retry or set compression off",
                NNTPCompressionError,
            )

    def next_response(self) -> Response | None:
        """Return the next complete reply, or None if more bytes are needed."""
        self._check_open()
        if self._head is None:
            if not self._read_status():
                return None
        assert self._head is not None
        exp, code, message = self._head
        if code not in exp.multiline:
            self._head = None
            return Response(code, message, None, exp.verb)
        lines = self._read_block(exp)
        if lines is None:
            return None
        self._head = None
        long_lines = tuple(self._long)
        self._long.clear()
        self._skipped = 0
        if exp.block:
            body = lines if isinstance(lines, bytes) else join_block(lines)
            return Response(code, message, None, exp.verb, body, long_lines)
        assert isinstance(lines, list)  # only a block request is answered with bytes
        return Response(code, message, lines, exp.verb, long_lines=long_lines)

    def _read_status(self) -> bool:
        buf = self._buf
        eol = buf.find(CRLF)
        if eol < 0:
            if len(buf) > MAX_STATUS_BYTES:
                self._fail("status line longer than 4096 bytes without CRLF: garbage from the server; connection dropped")
            if self._eof:
                self._fail_eof(bool(buf))
            return False
        if not self._pending:
            shown = bytes(buf[:80]).decode("latin-1")
            self._fail(f"the server sent {shown!r} with no command outstanding; the connection was dropped")
        line = bytes(buf[:eol])
        del buf[: eol + 2]
        try:
            code, message = parse_status_line(line)
        except NNTPProtocolError:
            self._state = ProtocolState.BROKEN
            raise
        exp = self._pending.popleft()
        self._guard.reset()  # a block, if one follows, starts at the buffer's front
        self._long.clear()
        self._skipped = 0
        if replies.closes_session(code, greeting=exp is _GREETING):
            # The server ends the session after this reply: hand it out, then nothing more.
            self._state = ProtocolState.CLOSED
        self._head = (exp, code, message)
        self._scan = 0
        return True

    def _read_block(self, exp: _Expectation) -> list[bytes] | bytes | None:
        if self._gz is not None or (
            self._gzip_enabled and exp.verb in _GZIP_VERBS and self._buf[:1] and self._buf[0] in _GZIP_MAGIC
        ):
            return self._read_gzip_block()
        buf = self._buf
        self._check_lines(buf, self._guard, gz=False)  # first: a dropped line may leave only the "." line
        if buf[:3] == b".\r\n":
            del buf[:3]
            self._stuffed = False
            self._guard.reset()
            return b"" if exp.block else []
        if exp.verb in _NUMBERED_VERBS and not self._pending:
            # Fast path (the crawl's hot loop): every line of these replies
            # starts with an article number, so none is dot-stuffed, and with
            # no later reply owed the terminator can only be the last bytes.
            if buf.endswith(TERMINATOR):
                return self._take_block(len(buf) - 5, exp.block)
            if self._eof:
                self._fail_eof(True)
            return None
        if self._scan == 0 and buf[:1] == b".":
            self._stuffed = True
        # One pass finds both the terminator and any stuffed line: every
        # "\r\n." is either the start of ".\r\n" (the end) or a stuffed line.
        pos = self._scan
        while True:
            hit = buf.find(b"\r\n.", pos)
            if hit < 0:
                self._scan = max(len(buf) - 2, 0)
                break
            if len(buf) < hit + 5:
                self._scan = hit
                break
            if buf[hit + 3] == 13 and buf[hit + 4] == 10:
                return self._take_block(hit, exp.block)
            self._stuffed = True
            pos = hit + 3
        if self._eof:
            self._fail_eof(True)
        return None

    def _take_block(self, end: int, whole: bool = False) -> list[bytes] | bytes:
        buf = self._buf
        self._guard.reset()  # what is left in the buffer is the next reply
        if whole and not self._stuffed:
            # The body as it is: one copy, no split (the crawl's C scanner walks it).
            with memoryview(buf) as view:
                data = bytes(view[: end + 2])  # every line with its CRLF: b"" is no line, b"\r\n" one empty line
            if end + 5 == len(buf):
                buf.clear()
            else:
                del buf[: end + 5]
            self._scan = 0
            return data
        if end + 5 == len(buf):
            # The usual case: the block ends the buffer. One copy, one split.
            lines = bytes(buf).split(CRLF)
            buf.clear()
            del lines[-2:]  # the "." line and the empty string after its CRLF
        else:
            with memoryview(buf) as view:
                data = bytes(view[:end])
            del buf[: end + 5]
            lines = data.split(CRLF)
        self._scan = 0
        if self._stuffed:
            self._stuffed = False
            lines = [line[1:] if line[:1] == b"." else line for line in lines]
        return lines

    def _read_gzip_block(self) -> list[bytes] | None:
        buf = self._buf
        if self._gz is None:
            self._gz = zlib.decompressobj(47)  # 32 + 15: accept a zlib or a gzip header
            self._gzout = bytearray()
            self._gz_done = False
            self._gzguard.reset()
        if not self._gz_done:
            if buf:
                compressed = bytes(buf)
                buf.clear()
                self._inflate_gzip(compressed)
            if not self._gz_done:
                if self._eof:
                    self._fail_eof(True)
                return None
        text = self._gzout
        inside = text == b".\r\n" or text.endswith(TERMINATOR)
        if inside:
            body = bytes(text[:-5]) if len(text) > 3 else b""
        else:
            body = bytes(text[:-2]) if text.endswith(CRLF) else bytes(text)
        if not (inside and self._gzip_terminator):
            # A plain "." line follows the compressed data (XFEATURE COMPRESS GZIP).
            if len(buf) < 3:
                if self._eof:
                    self._fail_eof(True)
                return None
            if buf[:3] != b".\r\n":
                self._fail(
                    "XFEATURE COMPRESS GZIP block not followed by its '.' terminator; the connection was dropped",
                    NNTPCompressionError,
                )
            del buf[:3]
        self._gz = None
        self._gzout = bytearray()
        return unstuff(body)

    def _inflate_gzip(self, compressed: bytes) -> None:
        """Inflate a GZIP block's bytes into ``_gzout``, one bounded piece at a time (invariant 7)."""
        gz = self._gz
        assert gz is not None
        cap = self.limits.max_reply_bytes
        data = compressed
        produced = 0
        rest = b""
        try:
            while True:
                out = gz.decompress(data, INFLATE_PIECE)
                produced += len(out)
                self._gzout += self._skip_through(out) if self._skip is not None and self._skip.gz else out
                if len(self._gzout) + self._skipped > cap:
                    self._check_lines(self._gzout, self._gzguard, gz=True)
                    if len(self._gzout) + self._skipped > cap:
                        self._refuse_size(self._gzout)
                self._check_lines(self._gzout, self._gzguard, gz=True)
                if gz.eof:
                    rest = gz.unused_data  # the bytes after the block (unconsumed_tail repeats them)
                    self._gz_done = True
                    self._buf += rest
                    break
                data = gz.unconsumed_tail
                if not data and len(out) < INFLATE_PIECE:
                    break
        except zlib.error as exc:
            self._fail(
                f"XFEATURE COMPRESS GZIP block is corrupt ({exc}); the connection was dropped, "
                "retry or set compression off for this provider",
                NNTPCompressionError,
            )
        self.plain_bytes_in += produced - (len(compressed) - len(rest))

    # -- limits -----------------------------------------------------------------

    def _may_skip(self, *, gz: bool) -> bool:
        """Return whether an over-long line in what is buffered now may be dropped (invariant 9).

        Only inside a block of a reply whose lines are articles, and, in the
        stream buffer, only while no later reply is owed: then every byte
        buffered belongs to this block.
        """
        head = self._head
        return (head is not None and head[1] in head[0].multiline and head[0].verb in _SKIPPABLE_VERBS
                and (gz or not self._pending))

    def _check_lines(self, buf: bytearray, guard: _LineGuard, *, gz: bool) -> None:
        """Refuse a line over the line cap in what was added to ``buf``, or drop and record it where allowed."""
        while True:
            found = guard.find(buf)
            if found is None:
                return
            start, stop = found
            length = stop - start if stop >= 0 else _open_length(buf, start)
            # The line before it is the block's "." line: it belongs to no reply (the stream is out of step).
            after_end = buf[start - 5 : start] == TERMINATOR if start >= 5 else buf[:start] == b".\r\n"
            if after_end or not self._may_skip(gz=gz):
                self._too_long_line(length)  # past the block's end, or a reply whose lines are not articles
            if len(self._long) >= MAX_LONG_LINES:
                self._too_long_line(length, many=True)
            number = _article_number(buf, start)
            if stop >= 0:
                self._record_long(number, stop - start)
                del buf[start : stop + 2]
            else:
                self._skip = _Skip(number, len(buf) - start, gz, buf[-1] == 13)
                del buf[start:]
                self._check_skip_size()
            guard.rewind(start)
            if not gz:
                self._scan = min(self._scan, max(start - 2, 0))

    def _skip_through(self, data: bytes) -> bytes:
        """Drop ``data`` up to the end of the over-long line being skipped; return what follows that line."""
        skip = self._skip
        assert skip is not None  # callers check
        if skip.cr and data[:1] == b"\n":
            skip.length -= 1  # the CR dropped last was the first half of the line's CRLF
            rest = data[1:]
        else:
            eol = data.find(CRLF)
            if eol < 0:
                skip.length += len(data)
                skip.cr = data[-1:] == b"\r"
                self._check_skip_size()
                return b""
            skip.length += eol
            rest = data[eol + 2 :]
        self._skip = None
        self._record_long(skip.number, skip.length)
        return rest

    def _record_long(self, number: int, length: int) -> None:
        self._long.append((number, length))
        self._skipped += length + 2

    def _check_skip_size(self) -> None:
        """Refuse a dropped line that runs past the reply cap: an endless line, not a long header."""
        skip = self._skip
        assert skip is not None
        if skip.length + self._skipped > self.limits.max_reply_bytes:
            self._too_long_line(skip.length, endless=True)

    def _verb(self) -> str:
        if self._head is not None:
            return self._head[0].verb
        return self._pending[0].verb if self._pending else "unsolicited"

    def _refuse_size(self, buf: bytearray) -> NoReturn:
        """Raise for a buffer past the reply cap: as an endless line when its open line is over the line cap."""
        eol = buf.rfind(CRLF)
        open_line = len(buf) - (eol + 2 if eol >= 0 else 0)
        if open_line > self.limits.max_line_bytes:
            self._too_long_line(open_line)
        self._too_large_reply(len(buf))

    def _too_large_reply(self, size: int) -> NoReturn:
        cap = self.limits.max_reply_bytes
        self._state = ProtocolState.BROKEN
        raise NNTPReplyTooLarge(
            f"the {self._verb()} reply passed {size:,} bytes before it ended, over the cap of {cap:,} bytes "
            f"(max_reply_mib={cap // (1024 * 1024)}): a decompression bomb or a runaway server; the connection was "
            "dropped. If the provider's replies really are this large, lower `batch` or raise max_reply_mib",
            "max_reply_mib",
        )

    def _too_long_line(self, length: int, *, endless: bool = False, many: bool = False) -> NoReturn:
        cap = self.limits.max_line_bytes
        self._state = ProtocolState.BROKEN
        if endless or many:
            what = (f"a line of the {self._verb()} reply ran past {length:,} bytes, beyond the reply cap of "
                    f"{self.limits.max_reply_bytes:,} bytes: an endless line (max_line_kib={cap // 1024})" if endless else
                    f"the {self._verb()} reply had more than {MAX_LONG_LINES} lines over the line cap of {cap:,} "
                    f"bytes (max_line_kib={cap // 1024}): not a few long posts")
            raise NNTPReplyTooLarge(f"{what}; the connection was dropped. If the provider really sends such lines, "
                                    "raise max_line_kib", "max_line_kib")
        raise NNTPReplyTooLarge(
            f"a line of the {self._verb()} reply is {length:,} bytes or more without CRLF, over the cap of {cap:,} "
            f"bytes (max_line_kib={cap // 1024}): an endless line or a runaway server; the connection was dropped. "
            "If the provider really sends lines this long, raise max_line_kib",
            "max_line_kib",
        )

    # -- state ----------------------------------------------------------------

    @property
    def state(self) -> ProtocolState:
        """Return whether the object is OPEN, CLOSED (session ended) or BROKEN (protocol error)."""
        return self._state

    def close(self) -> None:
        """Say the transport is gone (the shell closed its socket): refuse further use.

        A BROKEN object stays BROKEN, so the reason it failed is kept.
        """
        if self._state is ProtocolState.OPEN:
            self._state = ProtocolState.CLOSED

    def _check_open(self) -> None:
        if self._state is ProtocolState.BROKEN:
            raise NNTPProtocolError("this NNTP connection failed earlier and cannot be reused; open a fresh one")
        if self._state is ProtocolState.CLOSED:
            raise NNTPProtocolError("this NNTP connection is closed (the server ended the session or the socket was "
                                    "dropped); open a fresh one")

    def _fail(self, message: str, error: type[NNTPProtocolError] = NNTPProtocolError) -> NoReturn:
        self._state = ProtocolState.BROKEN
        raise error(message)

    def _fail_eof(self, partial: bool) -> NoReturn:
        if partial or self._head is not None:
            self._fail("the server closed the connection in the middle of a reply (truncated); retry on a fresh connection")
        self._fail("the server closed the connection before replying; retry on a fresh connection")
