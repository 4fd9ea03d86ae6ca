"""Decode the NZB and image payloads a spot points at.

A spot's ``<NZB>`` lists message-ids in alt.binaries.ftd, in order. Each
article's body is one piece of a single stream (reference spotnet.md
section 5): the lines are joined without their line ends, a four-symbol
escape is undone (``=A`` NUL, ``=B`` CR, ``=C`` LF, ``=D`` "="), and the result
is raw DEFLATE (RFC 1951) holding the NZB XML. Images use the same escape
without compression.

Invariants kept here:
- Every body is used, in the order given: the stream only inflates whole
  (Spottarr issue 195 kept the last segment and got "unsupported compression
  method"). A stream that ends early is a rejection, not a shorter NZB.
- Line ends are removed before unescaping, so an escape split across a line
  break (``=`` at the end of one line, the letter on the next) still decodes.
- Unescaping is one left-to-right pass: ``=DA`` is "=" then "A", never NUL.
- Inflation is bounded (``max_inflated``): a 1 MiB body can inflate to a
  gigabyte, so the output is capped and the cap is a rejection.
- The result is parsed by ``nzb.parse_nzb`` (strict, no entities, no
  network): a stub such as ``<xml><error>`` or Spotnet Classic's dummy NZB is a
  rejection, never a "successful" empty release.

Not from the reference, accepted because it is unambiguous: a zlib- or
gzip-wrapped stream (the brief's "deflate/gzip"; raw DEFLATE is tried first)
and a yEnc-framed body (a line starting ``=ybegin``: "=y" is not a Spotnet
escape, so the two cannot be confused).
"""

from __future__ import annotations

import zlib
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from usenet_ops.domain.nzb import NzbFile, NzbFormatError, parse_nzb
from usenet_ops.domain.probe import yenc

__all__ = [
    "MAX_IMAGE_BYTES",
    "MAX_INFLATED",
    "MAX_PAYLOAD",
    "Body",
    "NzbPayload",
    "PayloadError",
    "PayloadRejected",
    "decode_image_payload",
    "decode_nzb_payload",
    "encode_payload",
    "escape_payload",
    "join_bodies",
    "unescape_payload",
]

MAX_PAYLOAD = 32 * 1024 * 1024  # escaped bytes over all segments (Spotweb posts ~1 MiB per article)
MAX_INFLATED = 64 * 1024 * 1024  # NZB XML after inflation; ~500k segments of a typical NZB
MAX_IMAGE_BYTES = 1024 * 1024 + 4096  # Spotnet refuses images over 1 MB (spotlib CreateSpot)
MAX_SEGMENTS = 512

Body = bytes | Sequence[bytes]
"""One article body: the bytes of the BODY reply, or its dot-unstuffed lines."""


class PayloadError(Enum):
    """Why a payload was not decoded (the counted rejection reasons)."""

    EMPTY = "payload_empty"
    TOO_MANY_SEGMENTS = "payload_too_many_segments"
    TOO_LARGE = "payload_too_large"
    BAD_YENC = "payload_bad_yenc"
    NOT_DEFLATE = "payload_not_deflate"
    TRUNCATED = "payload_truncated"
    BOMB = "payload_inflates_past_cap"
    NOT_NZB = "payload_not_nzb"


@dataclass(frozen=True, slots=True)
class PayloadRejected:
    """A payload that could not be decoded, with the reason and a short detail."""

    reason: PayloadError
    detail: str = ""


@dataclass(frozen=True, slots=True)
class NzbPayload:
    """A decoded NZB: its files (the project's model), the XML and how it was wrapped."""

    files: tuple[NzbFile, ...]
    xml: bytes
    container: str  # "deflate" (the protocol), "zlib" or "gzip"
    compressed_bytes: int


_UNESCAPE = {ord("A"): b"\x00", ord("B"): b"\r", ord("C"): b"\n", ord("D"): b"="}


def unescape_payload(data: bytes) -> bytes:
    """Undo ``=A``/``=B``/``=C``/``=D`` in one left-to-right pass.

    Every "=" starts an escape, so splitting on "=" gives, after the first
    piece, pieces whose first byte is the escape letter. A "=" followed by any
    other byte (or by nothing) is kept as it is, as Spotweb's ``str_replace``
    keeps it; the inflater then decides whether the stream is usable.
    """
    if b"=" not in data:
        return data
    parts = data.split(b"=")
    out = [parts[0]]
    for part in parts[1:]:
        rep = _UNESCAPE.get(part[0]) if part else None
        if rep is None:
            out.append(b"=" + part)
        else:
            out.append(rep)
            out.append(part[1:])
    return b"".join(out)


def escape_payload(raw: bytes) -> bytes:
    """Apply the escape (the writer's side: "=" first, so it is never escaped twice)."""
    return raw.replace(b"=", b"=D").replace(b"\n", b"=C").replace(b"\r", b"=B").replace(b"\x00", b"=A")


def _body_bytes(body: Body) -> bytes:
    if isinstance(body, (bytes, bytearray, memoryview)):
        return bytes(body)
    return b"".join(body)


def join_bodies(bodies: Sequence[Body]) -> bytes:
    """Join the segment bodies in order, dropping every CR and LF (the line structure).

    Real CR/LF bytes are always escaped, so a bare CR or LF is a line end.
    """
    return b"".join(_body_bytes(b) for b in bodies).replace(b"\r", b"").replace(b"\n", b"")


def _is_yenc(body: Body) -> bool:
    if isinstance(body, (bytes, bytearray, memoryview)):
        return bytes(body[:8]) == b"=ybegin "
    return bool(body) and body[0][:8] == b"=ybegin "


def _yenc_bytes(bodies: Sequence[Body]) -> bytes | PayloadRejected:
    out: list[bytes] = []
    for i, body in enumerate(bodies):
        try:
            part = yenc.decode(bytes(body) if isinstance(body, (bytes, bytearray, memoryview)) else body)
        except yenc.YencError as exc:
            return PayloadRejected(PayloadError.BAD_YENC, f"segment {i + 1}: {exc}")
        if not part.crc_ok:
            return PayloadRejected(PayloadError.BAD_YENC, f"segment {i + 1}: part CRC mismatch")
        out.append(part.data)
    return b"".join(out)


def _raw_stream(bodies: Sequence[Body], max_payload: int) -> bytes | PayloadRejected:
    if not bodies:
        return PayloadRejected(PayloadError.EMPTY, "the spot lists no segments")
    if len(bodies) > MAX_SEGMENTS:
        return PayloadRejected(PayloadError.TOO_MANY_SEGMENTS, f"{len(bodies)} segments (cap {MAX_SEGMENTS})")
    total = sum(len(_body_bytes(b)) for b in bodies)
    if total > max_payload:
        return PayloadRejected(PayloadError.TOO_LARGE, f"{total} bytes (cap {max_payload})")
    if all(_is_yenc(b) for b in bodies):
        return _yenc_bytes(bodies)
    data = unescape_payload(join_bodies(bodies))
    if not data:
        return PayloadRejected(PayloadError.EMPTY, "the segments are empty")
    return data


def _inflate(data: bytes, wbits: int, cap: int) -> bytes | PayloadRejected:
    inflater = zlib.decompressobj(wbits)
    try:
        out = inflater.decompress(data, cap + 1)
    except zlib.error as exc:
        return PayloadRejected(PayloadError.NOT_DEFLATE, str(exc))
    if len(out) > cap:
        return PayloadRejected(PayloadError.BOMB, f"inflates past {cap} bytes")
    if not inflater.eof:
        return PayloadRejected(PayloadError.TRUNCATED, "the stream ends before its last block (a segment missing or cut?)")
    return out


def _container(data: bytes) -> list[tuple[str, int]]:
    if data[:2] == b"\x1f\x8b":
        return [("gzip", 31), ("deflate", -15)]
    order = [("deflate", -15)]
    if len(data) >= 2 and data[0] & 0x0F == 8 and (data[0] << 8 | data[1]) % 31 == 0:
        order.append(("zlib", 15))
    return order


def decode_nzb_payload(
    bodies: Sequence[Body],
    *,
    max_payload: int = MAX_PAYLOAD,
    max_inflated: int = MAX_INFLATED,
) -> NzbPayload | PayloadRejected:
    """Decode a spot's NZB from the bodies of ALL its segments, in the spot's order.

    Returns the parsed NZB or a rejection naming why (counted by the caller).
    The NZB XML is kept as written: Spotnet compresses it as ISO-8859-1, so a
    document without an encoding declaration that is not UTF-8 is read as
    Latin-1.
    """
    data = _raw_stream(bodies, max_payload)
    if isinstance(data, PayloadRejected):
        return data
    first: PayloadRejected | None = None
    for name, wbits in _container(data):
        xml = _inflate(data, wbits, max_inflated)
        if isinstance(xml, PayloadRejected):
            if xml.reason is PayloadError.BOMB:
                return xml
            first = first or xml
            continue
        files = _parse(xml)
        if isinstance(files, PayloadRejected):
            return files
        return NzbPayload(tuple(files), xml, name, len(data))
    assert first is not None
    return first


def _parse(xml: bytes) -> list[NzbFile] | PayloadRejected:
    head = xml.lstrip()[:1]
    if head != b"<":
        return PayloadRejected(PayloadError.NOT_NZB, f"inflated data does not start with '<' ({xml[:20]!r})")
    try:
        return parse_nzb(xml)
    except NzbFormatError as exc:
        first = str(exc)
    if not xml.lstrip().startswith(b"<?xml") or b"encoding" not in xml[:100]:
        try:
            xml.decode("utf-8")
        except UnicodeDecodeError:
            try:
                return parse_nzb(xml.decode("latin-1").encode("utf-8"))
            except NzbFormatError as exc:
                first = str(exc)
    return PayloadRejected(PayloadError.NOT_NZB, first[:200])


def decode_image_payload(bodies: Sequence[Body], *, max_bytes: int = MAX_IMAGE_BYTES) -> bytes | PayloadRejected:
    """Decode a spot's image: the same escape as the NZB, not compressed, at most ~1 MB."""
    data = _raw_stream(bodies, 2 * max_bytes)
    if isinstance(data, PayloadRejected):
        return data
    if len(data) > max_bytes:
        return PayloadRejected(PayloadError.TOO_LARGE, f"image of {len(data)} bytes (cap {max_bytes})")
    return data


def encode_payload(
    raw: bytes, *, compress: bool = True, line_length: int = 900, article_bytes: int = 1024 * 1024
) -> list[list[bytes]]:
    """Encode a payload as a poster does: deflate, escape, ~900-character lines, ~1 MiB per article.

    Returns the articles' bodies as lists of lines (before dot-stuffing).
    An escape is never split across lines here, though readers must cope
    with writers that do.
    """
    if line_length < 2:
        raise ValueError("line_length must be at least 2 (an escape is two characters)")
    if compress:
        packer = zlib.compressobj(9, zlib.DEFLATED, -15)
        raw = packer.compress(raw) + packer.flush()
    articles: list[list[bytes]] = []
    for start in range(0, max(len(raw), 1), article_bytes):
        escaped = escape_payload(raw[start : start + article_bytes])
        lines: list[bytes] = []
        pos = 0
        while pos < len(escaped):
            end = min(pos + line_length, len(escaped))
            # Keep "=X" together; a trailing "=" moves to the next line.
            if escaped[end - 1 : end] == b"=" and end < len(escaped):
                end -= 1
            lines.append(escaped[pos:end])
            pos = end
        articles.append(lines)
    return articles
