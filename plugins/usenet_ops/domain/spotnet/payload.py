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
- Inflation is bounded (``max_inflated``) and incremental: a 49 KB body can
  inflate to 16 MiB of XML, so the stream is inflated 64 KiB at a time, fed to
  a pull parser as it comes, and stopped at the cap (a rejection). The cap is
  four times the largest real-looking spot NZB (60,000 segments, the corpus's
  biggest UHD film or season pack: 6.2 MB of XML, 0.8-1.1 MB deflated), and
  the NZB may hold at most ``MAX_NZB_ENTRIES`` elements: at ~9 us of
  Python per element read, that bounds a hostile payload to ~2 s of CPU.
- The XML is never held whole and never built into a full tree (that cost
  ~20 bytes of tree per byte of XML: 311 MiB for the 16 MiB bomb): the pull
  parser (hardened as ``nzb.parse_nzb``'s: no entities, no DTD, no network)
  yields each ``<segment>`` and ``<group>`` as it ends, and each is dropped
  from the tree once read. The structure rules are ``nzb.parse_nzb``'s,
  checked as each element starts: a stub such as ``<xml><error>`` or Spotnet
  Classic's dummy NZB is a rejection, never a "successful" empty release.
- Every segment id passes ``message_ids.bare`` before it is kept: an id that
  decodes to ``x@y>\r\nQUIT`` would be served in our NZB to every downloader
  (command injection on their provider account). A bad segment is counted
  (``NzbPayload.invalid_ids``) and skipped; its file keeps the others, and the
  release's completion counts it as missing: the spotter's NZB is then
  incomplete, which is what a downloader needs to know, while one hostile
  line cannot take the rest of a spot down. A file left with no segment is
  dropped; an NZB left with no file is a rejection (``payload_message_ids_invalid``).

Not from the reference, accepted because it is unambiguous: a zlib- or
gzip-wrapped stream (the brief's "deflate/gzip"; raw DEFLATE is tried first)
and a yEnc-framed body (a line starting ``=ybegin``: "=y" is not a Spotnet
escape, so the two cannot be confused).
"""

from __future__ import annotations

import zlib
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING

from usenet_ops.domain import message_ids
from usenet_ops.domain.nzb import NZB_NAMESPACE, NzbFile, NzbFormatError, NzbSegment
from usenet_ops.domain.probe import yenc

if TYPE_CHECKING:
    from lxml import etree

__all__ = [
    "MAX_IMAGE_BYTES",
    "MAX_INFLATED",
    "MAX_NZB_ENTRIES",
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
MAX_INFLATED = 24 * 1024 * 1024  # NZB XML after inflation: 4x the largest real-looking spot NZB (6.2 MB)
MAX_NZB_ENTRIES = 250_000  # elements an NZB may hold (metadata included): 4x the largest real-looking one (~62,200)
INFLATE_CHUNK = 64 * 1024  # inflated bytes handed to the parser at a time
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
    BAD_MESSAGE_IDS = "payload_message_ids_invalid"


@dataclass(frozen=True, slots=True)
class PayloadRejected:
    """A payload that could not be decoded, with the reason and a short detail."""

    reason: PayloadError
    detail: str = ""


@dataclass(frozen=True, slots=True)
class NzbPayload:
    """A decoded NZB: its files (the project's model), how it was wrapped and what was skipped.

    ``invalid_ids`` counts the segments skipped for an id that is not a
    message-id (``invalid_sample`` shows the first, escaped); the files hold
    only the valid ones.
    """

    files: tuple[NzbFile, ...]
    xml_bytes: int
    container: str  # "deflate" (the protocol), "zlib" or "gzip"
    compressed_bytes: int
    invalid_ids: int = 0
    invalid_sample: str = ""


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
    max_entries: int = MAX_NZB_ENTRIES,
) -> NzbPayload | PayloadRejected:
    """Decode a spot's NZB from the bodies of ALL its segments, in the spot's order.

    Returns the parsed NZB or a rejection naming why (counted by the caller).
    Spotnet compresses the NZB as ISO-8859-1, so a document without an
    encoding declaration that does not parse as UTF-8 is read again as
    Latin-1 (at most twice the work).
    """
    data = _raw_stream(bodies, max_payload)
    if isinstance(data, PayloadRejected):
        return data
    first: PayloadRejected | None = None
    for name, wbits in _container(data):
        result = _read_stream(data, wbits, max_inflated, max_entries, None)
        if isinstance(result, _Latin1Retry):
            retry = _read_stream(data, wbits, max_inflated, max_entries, "iso-8859-1")
            result = retry if isinstance(retry, tuple) else result.rejected  # else the UTF-8 reading's error
        if isinstance(result, PayloadRejected):
            if result.reason in (PayloadError.NOT_DEFLATE, PayloadError.TRUNCATED):
                first = first or result
                continue
            return result
        files, inflated, invalid, sample = result
        return NzbPayload(tuple(files), inflated, name, len(data), invalid, sample)
    assert first is not None
    return first


@dataclass(frozen=True, slots=True)
class _Latin1Retry:
    """The UTF-8 read failed on a document that declares no encoding: read it again as Latin-1."""

    rejected: PayloadRejected


def _inflated(data: bytes, wbits: int, cap: int) -> Iterator[bytes | PayloadRejected]:
    """Yield the inflated stream in chunks of at most INFLATE_CHUNK; end with a rejection if it fails.

    ``unconsumed_tail`` carries the input not yet inflated, so no chunk is
    larger than asked and memory stays at one chunk whatever the ratio.
    """
    inflater = zlib.decompressobj(wbits)
    pending = data
    total = 0
    while True:
        try:
            chunk = inflater.decompress(pending, INFLATE_CHUNK)
        except zlib.error as exc:
            yield PayloadRejected(PayloadError.NOT_DEFLATE, str(exc))
            return
        pending = inflater.unconsumed_tail
        total += len(chunk)
        if total > cap:
            yield PayloadRejected(PayloadError.BOMB, f"inflates past {cap} bytes")
            return
        if chunk:
            yield chunk
        if inflater.eof:
            return
        if not chunk and not pending:
            yield PayloadRejected(PayloadError.TRUNCATED,
                                  "the stream ends before its last block (a segment missing or cut?)")
            return


def _read_stream(
    data: bytes, wbits: int, cap: int, max_entries: int, encoding: str | None
) -> tuple[list[NzbFile], int, int, str] | PayloadRejected | _Latin1Retry:
    """Inflate and parse one container reading; the stream's own failure outranks the XML's.

    When the XML fails first, the rest of the stream is still inflated (and
    discarded, up to the cap) so that a bomb, a cut stream or a corrupt one
    is named as such, as when the whole stream was inflated before parsing.
    """
    reader = _NzbReader(max_entries, encoding)
    chunks = _inflated(data, wbits, cap)
    inflated = 0
    failure: PayloadRejected | None = None
    head = b""
    for chunk in chunks:
        if isinstance(chunk, PayloadRejected):
            return chunk
        inflated += len(chunk)
        if len(head) < 128:
            head += chunk[: 128 - len(head)]
        failure = reader.feed(chunk)
        if failure is not None:
            break
    if failure is not None:
        for rest in chunks:
            if isinstance(rest, PayloadRejected):
                return rest
    else:
        failure = reader.close()
    if failure is None:
        return reader.files, inflated, reader.invalid, reader.sample
    if reader.syntax_failed and encoding is None and b"encoding" not in head[:100]:
        return _Latin1Retry(failure)
    return failure


_PARSER_OPTIONS = {
    "resolve_entities": False,
    "no_network": True,
    "load_dtd": False,
    "dtd_validation": False,
    "huge_tree": False,
    "remove_comments": True,
    "remove_pis": True,
}


def _int_attr(el: etree._Element, name: str, where: str) -> int:
    raw = el.get(name)
    if raw is None:
        raise NzbFormatError(f"{where} has no {name} attribute")
    try:
        return int(raw)  # int() strips whitespace itself; over 4,300 digits it refuses (sys.int_info)
    except ValueError:
        raise NzbFormatError(f"{where} has a non-integer {name} ({raw[:40]!r})") from None


class _TooMany(NzbFormatError):
    """The NZB lists more entries than ``max_entries``: counted as too large, not as malformed."""

    def __init__(self, cap: int) -> None:
        super().__init__(f"the NZB holds more than {cap} elements")
        self.cap = cap


class _NzbReader:
    """Read an NZB from a pull parser: ``nzb.parse_nzb``'s rules, element by element, nothing kept behind.

    Structure is checked as each element starts (an unexpected element fails
    before its content is read); ``<segment>``, ``<group>`` and everything
    under ``<head>`` are read as they end and removed from the tree, so the
    tree holds the open elements and nothing else.
    """

    def __init__(self, max_entries: int, encoding: str | None) -> None:
        from lxml import etree

        self._etree = etree
        self._parser = etree.XMLPullParser(events=("start", "end"), encoding=encoding, **_PARSER_OPTIONS)
        self.files: list[NzbFile] = []
        self.invalid = 0
        self.sample = ""
        self.syntax_failed = False
        self._max_entries = max_entries
        self._entries = 0
        self._started = False
        self._seen = b""
        self._file: tuple[str, str, int] | None = None
        self._groups: list[str] = []
        self._segments: list[NzbSegment] = []
        self._seen_groups = self._seen_segments = False
        self._file_invalid = 0
        self._stack: list[str] = []
        self._names: dict[object, str] = {}

    def feed(self, chunk: bytes) -> PayloadRejected | None:
        """Parse one chunk of the inflated stream; a rejection as soon as it is known."""
        if not self._started:
            self._seen += chunk[:64]
            lead = self._seen.lstrip()
            if lead and lead[:1] != b"<":
                return PayloadRejected(PayloadError.NOT_NZB, f"inflated data does not start with '<' ({lead[:20]!r})")
        try:
            self._parser.feed(chunk)
            self._events()
        except self._etree.XMLSyntaxError as exc:
            self.syntax_failed = True
            return PayloadRejected(PayloadError.NOT_NZB, f"NZB is not well-formed XML: {exc}"[:200])
        except _TooMany as exc:
            return PayloadRejected(PayloadError.TOO_LARGE, str(exc))
        except NzbFormatError as exc:
            return PayloadRejected(PayloadError.NOT_NZB, str(exc)[:200])
        except (ValueError, TypeError) as exc:
            return PayloadRejected(PayloadError.NOT_NZB, f"NZB could not be read: {exc}"[:200])
        return None

    def close(self) -> PayloadRejected | None:
        """Finish the document: the last events, then the NZB-level rules (some file, some segment)."""
        try:
            self._parser.close()
            self._events()
        except self._etree.XMLSyntaxError as exc:
            self.syntax_failed = True
            return PayloadRejected(PayloadError.NOT_NZB, f"NZB is not well-formed XML: {exc}"[:200])
        except NzbFormatError as exc:
            return PayloadRejected(PayloadError.NOT_NZB, str(exc)[:200])
        if not self._started:
            return PayloadRejected(PayloadError.NOT_NZB, "the inflated data holds no XML element")
        if not self.files:
            if self.invalid:
                return PayloadRejected(PayloadError.BAD_MESSAGE_IDS,
                                       f"every segment id is invalid ({self.invalid}, first {self.sample})")
            return PayloadRejected(PayloadError.NOT_NZB, "NZB lists no files")
        return None

    def _events(self) -> None:
        for event, el in self._parser.read_events():
            if event == "start":
                self._start(el)
            else:
                self._end(el)

    def _local(self, tag: object) -> str:
        name = self._names.get(tag)
        if name is None:
            name = tag.rpartition("}")[2] if isinstance(tag, str) else ""
            self._names[tag] = name
        return name

    def _start(self, el: etree._Element) -> None:
        name = self._local(el.tag)
        stack = self._stack
        depth = len(stack)
        stack.append(name)
        self._entries += 1
        if self._entries > self._max_entries:
            raise _TooMany(self._max_entries)
        if depth == 0:
            self._started = True
            if name != "nzb" or self._etree.QName(el).namespace not in (None, NZB_NAMESPACE):
                raise NzbFormatError(f"root element is {el.tag!r}, not <nzb> in the NZB 1.1 namespace")
            dtd = el.getroottree().docinfo.internalDTD
            if dtd is not None and (any(True for _ in dtd.iterentities()) or any(True for _ in dtd.iterelements())):
                raise NzbFormatError("NZB has an internal DTD subset (entity declarations are refused)")
            return
        if depth == 1:
            if name == "file":
                where = f"file {len(self.files) + 1}"
                subject, poster = el.get("subject"), el.get("poster")
                if subject is None or poster is None:
                    raise NzbFormatError(f"{where} lacks its subject or poster attribute")
                self._file = (subject, poster, _int_attr(el, "date", where))
                self._groups, self._segments = [], []
                self._seen_groups = self._seen_segments = False
                self._file_invalid = 0
            elif name != "head":
                raise NzbFormatError(f"unexpected element <{name}> under <nzb>")
            return
        if stack[1] == "head":
            return
        where = f"file {len(self.files) + 1}"
        parent = stack[depth - 1]
        if depth == 2:
            if name == "groups":
                self._seen_groups = True
            elif name == "segments":
                self._seen_segments = True
            else:
                raise NzbFormatError(f"{where}: unexpected element <{name}>")
        elif depth == 3 and parent == "groups":
            if name != "group":
                raise NzbFormatError(f"{where}: unexpected <{name}> in <groups>")
        elif depth == 3:
            if name != "segment":
                raise NzbFormatError(f"{where}: unexpected <{name}> in <segments>")
        elif parent == "group":
            raise NzbFormatError(f"{where}: <group> holds markup or an unexpanded entity")
        else:
            raise NzbFormatError(f"{where} segment {len(self._segments) + 1}: message-id holds markup")

    def _end(self, el: etree._Element) -> None:
        stack = self._stack
        name = stack.pop()
        depth = len(stack)
        if depth == 0:
            return
        if depth == 1:  # <file> or <head> ends
            if name == "file":
                self._end_file()
            _drop(el)
            return
        if stack[1] == "head":
            _drop(el)
            return
        if depth != 3:
            return
        where = f"file {len(self.files) + 1}"
        if name == "group":
            text = (el.text or "").strip()
            if not text:
                raise NzbFormatError(f"{where}: empty <group>")
            if len(el):
                raise NzbFormatError(f"{where}: <group> holds markup or an unexpanded entity")
            self._groups.append(text)
        else:
            swhere = f"{where} segment {len(self._segments) + 1}"
            number = _int_attr(el, "number", swhere)
            size = _int_attr(el, "bytes", swhere)
            if number < 1 or size < 0:
                raise NzbFormatError(f"{swhere}: number must be >= 1 and bytes >= 0")
            if len(el):
                raise NzbFormatError(f"{swhere}: message-id holds markup or an unexpanded entity")
            raw = el.text or ""
            mid = message_ids.bare(raw)
            if mid is None:
                self.invalid += 1
                self._file_invalid += 1
                if not self.sample:
                    self.sample = repr(raw[:80])
            else:
                self._segments.append(NzbSegment(number, size, mid))
        _drop(el)

    def _end_file(self) -> None:
        where = f"file {len(self.files) + 1}"
        assert self._file is not None
        if not self._seen_groups or not self._groups:
            raise NzbFormatError(f"{where} lists no groups")
        if not self._seen_segments or (not self._segments and not self._file_invalid):
            raise NzbFormatError(f"{where} lists no segments")
        if self._segments:
            subject, poster, date = self._file
            self.files.append(NzbFile(subject, poster, date, tuple(self._groups), tuple(self._segments)))
        self._file = None


def _drop(el: etree._Element) -> None:
    """Free a read element: its content, then the element itself from its parent (read siblings went before it)."""
    el.clear()
    parent = el.getparent()
    if parent is not None:
        parent.remove(el)


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
