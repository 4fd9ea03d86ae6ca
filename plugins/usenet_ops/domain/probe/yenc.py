"""Encode and decode yEnc article bodies, and do CRC-32 arithmetic.

WHY: binaries on Usenet are yEnc (yEnc 1.3: each byte + 42 mod 256, with
NUL, LF, CR and "=" escaped as "=" + (byte + 64), lines of ~128 characters,
``=ybegin``/``=ypart``/``=yend`` framing carrying the file size, the part's
byte range and CRC-32s). The indexer decodes bodies (NZB checks, health
probes) and the test server encodes them, so both directions live here,
pure, and are tested against each other and against zlib.

Rules kept here:
* an escape is never split across lines (a line may be 129 characters);
* a "." opening a line, and TAB or SPACE opening or closing a line, are
  escaped too, so dot-stuffing and trailing-whitespace stripping by servers
  cannot corrupt data;
* the decoder takes lines already dot-unstuffed by the NNTP layer and checks
  the part CRC (``pcrc32``) against the decoded bytes.

CRC arithmetic (``crc32_combine``, ``crc32_zeros``) follows zlib's
``crc32_combine_op``/``x2nmodp``: the CRC of A+B from crc(A), crc(B), len(B)
without reading A or B. The synthetic corpus uses it to know the CRC of
multi-gigabyte files it never materialises.
"""

from __future__ import annotations

import re
import zlib
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

LINE_LENGTH = 128

_ENCODE = bytes((b + 42) & 0xFF for b in range(256))
_DECODE = bytes((b - 42) & 0xFF for b in range(256))
_EDGE = frozenset(b"\t .")
_EDGE_END = frozenset(b"\t ")


class YencError(ValueError):
    """A body that is not yEnc or whose framing is broken; skip the article."""


@dataclass(frozen=True)
class YencPart:
    """One decoded yEnc body."""

    name: str
    part: int | None
    total: int | None
    file_size: int
    begin: int
    end: int
    data: bytes
    part_crc32: int | None
    file_crc32: int | None
    declared_size: int

    @property
    def crc_ok(self) -> bool:
        """Say whether the decoded bytes match the declared part CRC (True when none declared)."""
        expected = self.part_crc32 if self.part is not None else (self.file_crc32 if self.part_crc32 is None else self.part_crc32)
        return expected is None or zlib.crc32(self.data) == expected

    @property
    def size_ok(self) -> bool:
        """Say whether the decoded length matches ``=yend size=``."""
        return len(self.data) == self.declared_size


def _escape(data: bytes) -> bytes:
    # bytes.replace runs at memory speed; "=" goes first because the other
    # escapes introduce "=" themselves.
    translated = data.translate(_ENCODE)
    if b"=" in translated:
        translated = translated.replace(b"=", b"=}")
    if b"\x00" in translated:
        translated = translated.replace(b"\x00", b"=@")
    if b"\n" in translated:
        translated = translated.replace(b"\n", b"=J")
    if b"\r" in translated:
        translated = translated.replace(b"\r", b"=M")
    return translated


def _wrap(escaped: bytes, line_length: int) -> Iterator[bytes]:
    total = len(escaped)
    pos = 0
    # Past the last "=" no escape can be split, so lines are plain slices.
    last_escape = escaped.rfind(b"=")
    while pos < total and pos <= last_escape:
        end = pos + line_length
        if end >= total:
            end = total
        elif escaped[end - 1] == 61:  # never split an escape
            end += 1
        yield _finish(escaped[pos:end])
        pos = end
    for start in range(pos, total, line_length):
        line = escaped[start : start + line_length]
        yield _finish(line) if line[0] in _EDGE or line[-1] in _EDGE_END else line


def _finish(line: bytes) -> bytes:
    if line[0] in _EDGE:
        line = b"=" + bytes(((line[0] + 64) & 0xFF,)) + line[1:]
    if line[-1] in _EDGE_END and len(line) > 2:
        line = line[:-1] + b"=" + bytes(((line[-1] + 64) & 0xFF,))
    return line


def encode_lines(data: bytes, line_length: int = LINE_LENGTH) -> list[bytes]:
    """Encode raw bytes into yEnc data lines (no framing, no CRLF)."""
    return list(_wrap(_escape(data), line_length))


def encoded_shape(head: bytes, zero_fill: int, line_length: int = LINE_LENGTH) -> tuple[int, int]:
    """Return (octets incl. CRLFs, line count) of the data lines of ``head + zero_fill NULs``.

    WHY: NULs encode to "*" and never escape, so only ``head`` needs real
    encoding; the rest is arithmetic. The corpus uses this to state Bytes and
    Lines of a 700 KB article without building it.
    """
    escaped = _escape(head)
    if zero_fill <= line_length + 1:
        lines = list(_wrap(escaped + b"*" * zero_fill, line_length))
        return sum(len(x) + 2 for x in lines), len(lines)
    total = len(escaped) + zero_fill
    probe = escaped + b"*" * (line_length + 1)
    pos = 0
    octets = 0
    count = 0
    limit = len(escaped)
    while pos < limit:
        end = pos + line_length
        if probe[end - 1] == 61:
            end += 1
        octets += len(_finish(probe[pos:end])) + 2
        count += 1
        pos = end
    rest = total - pos
    full, tail = divmod(rest, line_length)
    octets += full * (line_length + 2) + (tail + 2 if tail else 0)
    count += full + (1 if tail else 0)
    return octets, count


def encode_lines_zero_tail(head: bytes, zero_fill: int, line_length: int = LINE_LENGTH) -> list[bytes]:
    """Encode ``head + zero_fill NULs`` exactly as :func:`encode_lines` would, fast.

    WHY: the corpus's bulk parts are a short random head and NULs; NULs
    encode to "*" and never escape, so past the head every line is the same
    ``b"*" * line_length`` object and the list is built in C.
    """
    if zero_fill <= line_length + 1:
        return encode_lines(head + bytes(zero_fill), line_length)
    escaped = _escape(head)
    probe = escaped + b"*" * (line_length + 1)
    limit = len(escaped)
    lines = []
    pos = 0
    while pos < limit:
        end = pos + line_length
        if probe[end - 1] == 61:
            end += 1
        lines.append(_finish(probe[pos:end]))
        pos = end
    rest = limit + zero_fill - pos
    full, tail = divmod(rest, line_length)
    lines.extend([b"*" * line_length] * full)
    if tail:
        lines.append(b"*" * tail)
    return lines


def frame(
    lines: Iterable[bytes],
    *,
    name: str,
    file_size: int,
    part: int | None,
    total: int | None,
    begin: int,
    end: int,
    part_size: int,
    part_crc32: int,
    file_crc32: int | None,
    line_length: int = LINE_LENGTH,
) -> list[bytes]:
    """Wrap encoded data lines in =ybegin/=ypart/=yend (multi-part when ``part`` is set)."""
    if part is None:
        head = [f"=ybegin line={line_length} size={file_size} name={name}".encode("utf-8", "surrogateescape")]
        crc = part_crc32 if file_crc32 is None else file_crc32
        tail = f"=yend size={part_size} crc32={crc:08x}".encode()
    else:
        head = [
            f"=ybegin part={part} total={total} line={line_length} size={file_size} name={name}".encode(
                "utf-8", "surrogateescape"
            ),
            f"=ypart begin={begin} end={end}".encode(),
        ]
        trailer = f"=yend size={part_size} part={part} pcrc32={part_crc32:08x}"
        if file_crc32 is not None:
            trailer += f" crc32={file_crc32:08x}"
        tail = trailer.encode()
    return [*head, *lines, tail]


def encode_part(
    data: bytes,
    *,
    name: str,
    file_size: int,
    part: int | None = None,
    total: int | None = None,
    begin: int = 1,
    file_crc32: int | None = None,
    line_length: int = LINE_LENGTH,
) -> list[bytes]:
    """Encode one part (or a whole single-part file) as framed yEnc body lines."""
    return frame(
        encode_lines(data, line_length),
        name=name,
        file_size=file_size,
        part=part,
        total=total,
        begin=begin,
        end=begin + len(data) - 1,
        part_size=len(data),
        part_crc32=zlib.crc32(data),
        file_crc32=file_crc32,
        line_length=line_length,
    )


# The lookbehind starts a key only where a word begins: without it a long
# run of word characters with no "=" was retried from each of its
# positions, quadratic in the line (a 64 KiB "=ybegin aaaa..." line cost
# 25 s before issue 31). With it each run is tried once.
_KEYWORDS = re.compile(rb"(?<!\w)(\w+)=(\S+)")
# Escapes are undone a slice at a time, so the pieces of a body full of "="
# never all exist at once (a 4 MiB "=A=A..." body was 2 M objects).
_UNESCAPE_CHUNK = 1 << 16
_MAX_KEYWORDS = 1024
_EQ_RUN = re.compile(rb"={2,}")


def _fields(line: bytes, *, rest_is_name: bool) -> dict[str, bytes]:
    text = line
    name = b""
    if rest_is_name:
        idx = line.find(b" name=")
        if idx >= 0:
            text, name = line[:idx], line[idx + 6 :]
    # The keywords yEnc defines take under a hundred bytes; a megabyte of
    # "a=b " pairs would only build a megabyte's worth of tuples.
    out = {k.decode(): v for k, v in _KEYWORDS.findall(text, 0, _MAX_KEYWORDS)}
    if rest_is_name:
        out["name"] = name.rstrip()
    return out


def _unescape(joined: bytes) -> bytes:
    """Undo "=" escapes (the escaped byte is the next one minus 64); the result is still +42 encoded."""
    if b"=" not in joined:
        return joined
    if b"==" in joined:
        # yEnc never writes "==" ("=" itself is escaped as "=}"); a run of
        # them escapes the byte after the run, as each empty piece is dropped.
        joined = _EQ_RUN.sub(b"=", joined)
    out = bytearray()
    total = len(joined)
    start = 0
    while start < total:
        stop = min(start + _UNESCAPE_CHUNK, total)
        # Never cut an escape: a slice ending in "=" takes the byte after it.
        if joined[stop - 1] == 61 and stop < total:
            stop += 1
        pieces = joined[start:stop].split(b"=")
        out += pieces[0]
        for piece in pieces[1:]:
            if piece:
                out.append((piece[0] - 64) & 0xFF)
                out += piece[1:]
        start = stop
    return bytes(out)


def _line_at(data: bytes, start: int) -> tuple[bytes, int]:
    """Return the line starting at ``start`` without its CR LF, and where the next line starts."""
    nl = data.find(b"\n", start)
    end = len(data) if nl < 0 else nl
    line = data[start:end]
    return (line[:-1] if line.endswith(b"\r") else line), end + 1


def _split_body(body: bytes) -> tuple[bytes, bytes | None, bytes, bytes]:
    """Find the framing lines of a bytes body; return (=ybegin, =ypart or None, =yend, data lines joined).

    WHY by offsets, not by splitting into lines: a body of short lines
    split into a list costs some 40 bytes of objects per line, so a hostile
    4 MiB body of empty lines held hundreds of MiB; here the data lines are
    joined by two bytes.replace passes.
    """
    start = 0 if body.startswith(b"=ybegin ") else body.find(b"\n=ybegin ") + 1
    if start == 0 and not body.startswith(b"=ybegin "):
        raise YencError("no =ybegin line: the body is not yEnc")
    begin_line, cursor = _line_at(body, start)
    part_line = None
    if body.startswith(b"=ypart ", cursor):
        part_line, cursor = _line_at(body, cursor)
    if cursor > len(body):
        raise YencError("no =yend line: the body is truncated")
    stop = cursor if body.startswith(b"=yend", cursor) else body.find(b"\n=yend", cursor - 1) + 1
    if stop == 0:
        raise YencError("no =yend line: the body is truncated")
    end_line, _ = _line_at(body, stop)
    # Each data line loses one CR before its LF, exactly as a per-line strip would.
    region = body[cursor:stop]
    joined = region.replace(b"\r\n", b"\n").replace(b"\n", b"")
    return begin_line, part_line, end_line, joined


def _split_lines(body: Iterable[bytes]) -> tuple[bytes, bytes | None, bytes, bytes]:
    """Find the framing lines of a body already split into lines; same result as :func:`_split_body`."""
    lines = [ln.rstrip(b"\r\n") for ln in body]
    start = next((i for i, ln in enumerate(lines) if ln.startswith(b"=ybegin ")), None)
    if start is None:
        raise YencError("no =ybegin line: the body is not yEnc")
    cursor = start + 1
    part_line = None
    if cursor < len(lines) and lines[cursor].startswith(b"=ypart "):
        part_line = lines[cursor]
        cursor += 1
    stop = next((i for i in range(cursor, len(lines)) if lines[i].startswith(b"=yend")), None)
    if stop is None:
        raise YencError("no =yend line: the body is truncated")
    return lines[start], part_line, lines[stop], b"".join(lines[cursor:stop])


def decode(body: bytes | Iterable[bytes]) -> YencPart:
    """Decode a yEnc body (bytes with CRLF/LF line ends, or dot-unstuffed lines).

    Linear in the body with memory a small multiple of it: framing lines are
    found with bytes.find, keyword fields with a pattern that never retries
    inside a word, escapes a slice at a time.
    """
    if isinstance(body, (bytes, bytearray)):
        begin_line, part_line, end_line, joined = _split_body(bytes(body))
    else:
        begin_line, part_line, end_line, joined = _split_lines(body)
    begin_fields = _fields(begin_line, rest_is_name=True)
    part_fields = _fields(part_line, rest_is_name=False) if part_line is not None else {}
    end_fields = _fields(end_line, rest_is_name=False)
    data = _unescape(joined).translate(_DECODE)
    try:
        file_size = int(begin_fields.get("size", b"0"))
        part = int(begin_fields["part"]) if "part" in begin_fields else None
        total = int(begin_fields["total"]) if "total" in begin_fields else None
        pbegin = int(part_fields.get("begin", b"1"))
        pend = int(part_fields.get("end", str(pbegin + len(data) - 1).encode()))
        declared = int(end_fields.get("size", str(len(data)).encode()))
        pcrc = int(end_fields["pcrc32"], 16) if "pcrc32" in end_fields else None
        fcrc = int(end_fields["crc32"], 16) if "crc32" in end_fields else None
    except ValueError as exc:
        raise YencError(f"malformed yEnc header field: {exc}") from exc
    return YencPart(
        name=begin_fields["name"].decode("utf-8", "surrogateescape"),
        part=part,
        total=total,
        file_size=file_size,
        begin=pbegin,
        end=pend,
        data=data,
        part_crc32=pcrc,
        file_crc32=fcrc,
        declared_size=declared,
    )


# -- CRC-32 arithmetic (zlib's crc32_combine, reflected polynomial) ----------

_POLY = 0xEDB88320


def _multmodp(a: int, b: int) -> int:
    m = 1 << 31
    p = 0
    while True:
        if a & m:
            p ^= b
            if (a & (m - 1)) == 0:
                break
        m >>= 1
        b = (b >> 1) ^ _POLY if b & 1 else b >> 1
    return p


def _x2n_table() -> list[int]:
    table = [1 << 30]
    for _ in range(31):
        table.append(_multmodp(table[-1], table[-1]))
    return table


_X2N = _x2n_table()
_SHIFT_CACHE: dict[int, int] = {}


def _x8nmodp(length: int) -> int:
    cached = _SHIFT_CACHE.get(length)
    if cached is not None:
        return cached
    p = 1 << 31
    k = 3
    n = length
    while n:
        if n & 1:
            p = _multmodp(_X2N[k & 31], p)
        n >>= 1
        k += 1
    if len(_SHIFT_CACHE) < 4096:
        _SHIFT_CACHE[length] = p
    return p


_TABLES: dict[int, tuple[list[int], list[int], list[int], list[int]]] = {}
_USES: dict[int, int] = {}


def _shift(length: int, value: int) -> int:
    """Multiply ``value`` by x^(8*length) mod P; byte tables for lengths used often.

    WHY: the corpus shifts by the same few part lengths millions of times;
    for a fixed length the operation is linear in ``value``, so four
    256-entry tables turn 32 polynomial steps into four lookups.
    """
    tables = _TABLES.get(length)
    if tables is None:
        uses = _USES.get(length, 0) + 1
        if uses < 512 or len(_TABLES) >= 64:
            if len(_USES) < 65536:
                _USES[length] = uses
            return _multmodp(_x8nmodp(length), value)
        op = _x8nmodp(length)
        tables = tuple([_multmodp(op, v << (8 * k)) for v in range(256)] for k in range(4))  # type: ignore[assignment]
        _TABLES[length] = tables  # type: ignore[assignment]
    t0, t1, t2, t3 = tables  # type: ignore[misc]
    return t0[value & 0xFF] ^ t1[(value >> 8) & 0xFF] ^ t2[(value >> 16) & 0xFF] ^ t3[value >> 24]


def crc32_combine(crc1: int, crc2: int, len2: int) -> int:
    """Return crc32(A + B) given crc32(A), crc32(B) and len(B)."""
    return _shift(len2, crc1) ^ crc2


def crc32_zeros(crc: int, count: int) -> int:
    """Return crc32(A + count NUL bytes) given crc32(A)."""
    if count == 0:
        return crc
    return _shift(count, crc ^ 0xFFFFFFFF) ^ 0xFFFFFFFF
