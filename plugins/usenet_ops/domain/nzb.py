"""Store NZBs compactly, render them to NZB 1.1 XML, and parse them strictly.

The catalogue keeps each release's NZB as message-ids and sizes, encoded
column-wise and zstd-compressed; the XML is rendered on request. Rendering
is string building, never a DOM, because it is on the API's download path
and runs once per grab.

Invariants kept here:
- ``decode_compact(encode_compact(files)) == list(files)`` exactly, for any
  text (lone surrogates included), so the stored form loses nothing.
- ``render_nzb`` output is always well-formed XML that ``parse_nzb`` accepts:
  every text and attribute goes through ``xml_safe`` and is escaped, so a
  control character in a subject or poster cannot break a client's download.
- no rendered segment carries an id ``domain.message_ids`` refuses (issue 31):
  such a segment is left out, so a downloader that writes ``BODY <id>``
  uncleaned is never handed a command to inject (``_servable``).
- ``parse_nzb`` never expands entities and never touches the network.
"""

from __future__ import annotations

import re
import struct
import sys
import threading
from array import array
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import accumulate, repeat
from typing import TYPE_CHECKING, NamedTuple

import zstandard

# lxml is imported by the parsers below, not here: the crawl and the build import this module (to encode and
# render NZBs, which needs no XML parser) and would pay ~18 ms and ~5 MiB of resident memory for nothing.
if TYPE_CHECKING:
    from lxml import etree

from usenet_ops.domain import message_ids
from usenet_ops.domain.identity import strip_brackets
from usenet_ops.domain.xmltext import xml_safe

__all__ = [
    "NZB_NAMESPACE",
    "FileColumns",
    "NzbFile",
    "NzbFormatError",
    "NzbSegment",
    "decode_columns",
    "FileHead",
    "decode_compact",
    "decode_heads",
    "encode_columns",
    "encode_compact",
    "parse_nzb",
    "parse_nzb_meta",
    "render_compact",
    "render_nzb",
]

NZB_NAMESPACE = "http://www.newzbin.com/DTD/2003/nzb"
_DOCTYPE = '<!DOCTYPE nzb PUBLIC "-//newzBin//DTD NZB 1.1//EN" "http://www.newzbin.com/DTD/nzb/nzb-1.1.dtd">'

_MAGIC = b"UNZ\x01"
_MAX_DECOMPRESSED = 1 << 30  # a corrupt or hostile frame must not allocate unbounded memory
_STR = "surrogatepass"


class NzbFormatError(ValueError):
    """An NZB (compact or XML) is corrupt or not an NZB; the message names the problem."""


@dataclass(frozen=True, slots=True)
class NzbSegment:
    """One article of a file: its number within the file, size and message-id (no brackets)."""

    number: int
    bytes: int
    message_id: str


@dataclass(frozen=True, slots=True)
class NzbFile:
    """One file of a release as an NZB lists it; ``date`` is unix seconds."""

    subject: str
    poster: str
    date: int
    groups: tuple[str, ...]
    segments: tuple[NzbSegment, ...]


class FileColumns(NamedTuple):
    """One file in column form: what encoding, decoding and rendering work from.

    ``numbers``, ``sizes`` and ``message_ids`` are parallel, in segment order.
    """

    subject: str
    poster: str
    date: int
    groups: tuple[str, ...]
    numbers: Sequence[int]
    sizes: Sequence[int]
    message_ids: list[str]

    @classmethod
    def of(cls, f: NzbFile) -> FileColumns:
        """Return ``f`` in column form (its segments in their order)."""
        segs = f.segments
        return cls(f.subject, f.poster, f.date, f.groups, [s.number for s in segs], [s.bytes for s in segs],
                   [s.message_id for s in segs])


# --- compact form ------------------------------------------------------------

_U32 = struct.Struct("<I")
_I64 = struct.Struct("<q")
_DATE_GROUPS = struct.Struct("<qI")
_BIG_ENDIAN = sys.byteorder == "big"
_ZSTD_LEVEL = 3
# A compressor per thread: building one costs as much as compressing a small
# release, and an instance must not be shared between threads.
_per_thread = threading.local()


def _compress(body: bytes) -> bytes:
    cctx = getattr(_per_thread, "cctx", None)
    if cctx is None:
        cctx = _per_thread.cctx = zstandard.ZstdCompressor(level=_ZSTD_LEVEL)
    return cctx.compress(body)


def _decompress(frame: bytes) -> bytes:
    """Decompress one frame with this thread's decompressor (building one costs ~10x decompressing a release)."""
    dctx = getattr(_per_thread, "dctx", None)
    if dctx is None:
        dctx = _per_thread.dctx = zstandard.ZstdDecompressor()
    try:
        return bytes(dctx.decompress(frame, max_output_size=_MAX_DECOMPRESSED))
    except zstandard.ZstdError as exc:
        raise NzbFormatError(f"compact NZB does not decompress ({exc}); the stored blob is corrupt") from exc


def _le(arr: array) -> bytes:
    if _BIG_ENDIAN:
        arr = array(arr.typecode, arr)
        arr.byteswap()
    return arr.tobytes()


def _common_prefix_len(items: list[str]) -> int:
    lo, hi = min(items), max(items)
    n = min(len(lo), len(hi))
    i = 0
    while i < n and lo[i] == hi[i]:
        i += 1
    return i


def _sized(text: str) -> bytes:
    b = text.encode("utf-8", _STR)
    return _U32.pack(len(b)) + b


def _cut_template(ids: list[str]) -> tuple[int, str, bytes, array]:
    """Return the shared prefix length and suffix of ids, and their middles joined, with byte lengths.

    The template is cut on characters, not bytes, so every piece decodes on
    its own (a byte cut could split a UTF-8 sequence). The suffix is the host
    part ("@ngPost.com") when every id shares it.
    """
    plen = _common_prefix_len(ids)
    first = ids[0]
    at = first.rfind("@")
    suffix = first[at:] if at >= plen else ""
    slen = len(suffix)
    lines = "\n".join(ids)
    if lines.isascii() and lines.count("\n") == len(ids) - 1:
        # No id holds "\n", so each "\n" ends an id: counting suffix+"\n"
        # counts the ids ending with the suffix, and replacing it (then
        # "\n"+prefix) cuts the template from every id in one C-level pass
        # each, instead of a slice per id.
        text = lines + "\n"
        lens = list(map(len, ids))
        if suffix and (min(lens) < plen + slen or text.count(suffix + "\n") != len(ids)):
            suffix, slen = "", 0
        if slen:
            text = text.replace(suffix + "\n", "\n")
        if plen:
            text = ("\n" + text).replace("\n" + first[:plen], "\n")
        cut = plen + slen
        return plen, suffix, text.replace("\n", "").encode("ascii"), array("I", [n - cut for n in lens])
    if suffix and (min(map(len, ids)) < plen + slen or not all(map(str.endswith, ids, repeat(suffix)))):
        suffix, slen = "", 0
    mids_s = [m[plen:-slen] for m in ids] if slen else [m[plen:] for m in ids]
    joined_s = "".join(mids_s)
    if joined_s.isascii():
        return plen, suffix, joined_s.encode("ascii"), array("I", map(len, mids_s))
    middles = [m.encode("utf-8", _STR) for m in mids_s]
    return plen, suffix, b"".join(middles), array("I", map(len, middles))


def encode_compact(files: Sequence[NzbFile]) -> bytes:
    """Encode files column-wise and compress with zstd.

    Why: the catalogue holds one NZB per release for ~100M releases. Per file
    the message-ids share a template (a common prefix and suffix, stored
    once); numbers and sizes are packed arrays; zstd takes the rest. The
    per-segment work is C-level (array packing, joins), so encoding keeps
    up with the build pass.
    """
    return encode_columns([FileColumns.of(f) for f in files])


def encode_columns(files: Sequence[FileColumns]) -> bytes:
    """Encode files already in column form; the same bytes as ``encode_compact`` of the same files.

    Why: the build pass has the columns at hand (it reads numbers to order
    the segments and ids to hash them), so it need not build NzbFiles only
    for them to be taken apart again.
    """
    parts: list[bytes] = [_U32.pack(len(files))]
    put = parts.append
    # The files of a release share one poster and one groups tuple: encode
    # them again only when the object changes.
    poster: str | None = None
    groups: tuple[str, ...] | None = None
    poster_b = groups_b = b""
    for f in files:
        put(_sized(f.subject))
        if f.poster is not poster:
            poster, poster_b = f.poster, _sized(f.poster)
        put(poster_b)
        put(_DATE_GROUPS.pack(f.date, len(f.groups)))
        if f.groups is not groups:
            groups, groups_b = f.groups, b"".join(map(_sized, f.groups))
        put(groups_b)
        ids = f.message_ids
        put(_U32.pack(len(ids)))
        if not ids:
            continue
        try:
            numbers = array("I", f.numbers)
            sizes = array("q", f.sizes)
        except OverflowError as exc:
            raise ValueError(
                f"file {f.subject!r}: a segment number or size is outside 0..2^32 / int64; fix the segment data"
            ) from exc
        plen, suffix_s, joined, lengths = _cut_template(ids)
        first = ids[0]
        put(_sized(first[:plen]))
        put(_sized(suffix_s))
        put(_le(numbers))
        put(_le(sizes))
        put(_le(lengths))
        put(_U32.pack(len(joined)))
        put(joined)
    return _MAGIC + _compress(b"".join(parts))


_TRUNCATED = "compact NZB is truncated; re-encode it from staging or the source NZB"


class _Reader:
    __slots__ = ("buf", "pos")

    def __init__(self, buf: bytes) -> None:
        self.buf = buf
        self.pos = 0

    def take(self, n: int) -> bytes:
        end = self.pos + n
        if n < 0 or end > len(self.buf):
            raise NzbFormatError(_TRUNCATED)
        chunk = self.buf[self.pos : end]
        self.pos = end
        return chunk

    def u32(self) -> int:
        return int(_U32.unpack(self.take(4))[0])

    def i64(self) -> int:
        return int(_I64.unpack(self.take(8))[0])

    def text(self) -> str:
        return self.take(self.u32()).decode("utf-8", _STR)

    def arr(self, typecode: str, n: int) -> array:
        a = array(typecode)
        a.frombytes(self.take(n * a.itemsize))
        if _BIG_ENDIAN:
            a.byteswap()
        return a


def _split_ids(prefix: bytes, suffix: bytes, lengths: array, joined: bytes) -> list[str]:
    if sum(lengths) != len(joined):
        raise NzbFormatError("compact NZB message-id lengths disagree with their data")
    pre = prefix.decode("utf-8", _STR)
    suf = suffix.decode("utf-8", _STR)
    if joined.isascii():
        # One decode for the whole column; byte offsets are character offsets.
        text = joined.decode("ascii")
        ends = list(accumulate(lengths))
        starts = [0, *ends[:-1]]
        return [pre + text[a:b] + suf for a, b in zip(starts, ends, strict=True)]
    out = []
    pos = 0
    for ln in lengths:
        out.append(pre + joined[pos : pos + ln].decode("utf-8", _STR) + suf)
        pos += ln
    return out


def _decode_columns(blob: bytes) -> list[FileColumns]:
    if not isinstance(blob, (bytes, bytearray, memoryview)):
        raise NzbFormatError("compact NZB must be bytes")
    blob = bytes(blob)
    if not blob.startswith(_MAGIC):
        raise NzbFormatError("not a compact NZB (bad magic); the column may hold another format")
    body = _decompress(blob[len(_MAGIC) :])
    r = _Reader(body)
    try:
        files: list[FileColumns] = []
        for _ in range(r.u32()):
            subject = r.text()
            poster = r.text()
            date = r.i64()
            groups = tuple(r.text() for _ in range(r.u32()))
            n = r.u32()
            if not n:
                files.append(FileColumns(subject, poster, date, groups, (), (), []))
                continue
            prefix = r.take(r.u32())
            suffix = r.take(r.u32())
            numbers = r.arr("I", n)
            sizes = r.arr("q", n)
            lengths = r.arr("I", n)
            joined = r.take(r.u32())
            files.append(FileColumns(subject, poster, date, groups, numbers, sizes, _split_ids(prefix, suffix, lengths, joined)))
    except NzbFormatError:
        raise
    except (UnicodeDecodeError, struct.error, ValueError, MemoryError) as exc:
        raise NzbFormatError(f"compact NZB is corrupt ({exc})") from exc
    if r.pos != len(body):
        raise NzbFormatError("compact NZB has trailing bytes; the stored blob is corrupt")
    return files


def decode_columns(blob: bytes) -> list[FileColumns]:
    """Decode the compact form into column form, without an object per segment; raise NzbFormatError on corrupt input.

    Why: the health sweep reads every stored release's message-ids; a
    NzbSegment per article would cost more than the STATs' bookkeeping.
    """
    return _decode_columns(blob)


class FileHead(NamedTuple):
    """One file of a compact NZB without its segments: what re-deriving a release from the catalogue reads."""

    subject: str
    poster: str
    date: int
    groups: tuple[str, ...]
    segments: int


def decode_heads(blob: bytes) -> list[FileHead]:
    """Decode only each file's subject, poster, date, groups and segment count; raise NzbFormatError on corrupt input.

    Why: tag fill re-derives every stored release from its file names; the
    segment columns (most of the bytes) are skipped, not split into ids.
    """
    if not isinstance(blob, (bytes, bytearray, memoryview)):
        raise NzbFormatError("compact NZB must be bytes")
    blob = bytes(blob)
    if not blob.startswith(_MAGIC):
        raise NzbFormatError("not a compact NZB (bad magic); the column may hold another format")
    body = _decompress(blob[len(_MAGIC) :])
    # The _Reader's walk inlined (offsets and unpack_from, no method call or slice per field): tag fill decodes
    # every release of the catalogue. Same checks: a field past the end is truncation (the one way unpack_from
    # raises struct.error here), bad UTF-8 is corruption, a byte left over is trailing bytes.
    u32 = _U32.unpack_from
    end = len(body)
    heads: list[FileHead] = []
    try:
        (count,) = u32(body, 0)
        pos = 4
        for _ in range(count):
            (ln,) = u32(body, pos)
            pos += 4
            if pos + ln > end:
                raise NzbFormatError(_TRUNCATED)
            subject = body[pos : pos + ln].decode("utf-8", _STR)
            pos += ln
            (ln,) = u32(body, pos)
            pos += 4
            if pos + ln > end:
                raise NzbFormatError(_TRUNCATED)
            poster = body[pos : pos + ln].decode("utf-8", _STR)
            pos += ln
            date, ngroups = _DATE_GROUPS.unpack_from(body, pos)
            pos += 12
            groups = []
            for _ in range(ngroups):
                (ln,) = u32(body, pos)
                pos += 4
                if pos + ln > end:
                    raise NzbFormatError(_TRUNCATED)
                groups.append(body[pos : pos + ln].decode("utf-8", _STR))
                pos += ln
            (n,) = u32(body, pos)
            pos += 4
            if n:
                (ln,) = u32(body, pos)  # message-id prefix
                pos += 4 + ln
                (ln,) = u32(body, pos)  # suffix
                pos += 4 + ln + n * 16  # then numbers (u32), sizes (i64), id lengths (u32)
                (ln,) = u32(body, pos)  # the joined ids
                pos += 4 + ln
                if pos > end:
                    raise NzbFormatError(_TRUNCATED)
            heads.append(FileHead(subject, poster, date, tuple(groups), n))
    except NzbFormatError:
        raise
    except struct.error as exc:
        raise NzbFormatError(_TRUNCATED) from exc
    except (UnicodeDecodeError, ValueError, MemoryError) as exc:
        raise NzbFormatError(f"compact NZB is corrupt ({exc})") from exc
    if pos != end:
        raise NzbFormatError("compact NZB has trailing bytes; the stored blob is corrupt")
    return heads


def decode_compact(blob: bytes) -> list[NzbFile]:
    """Decode the compact form back into files; raise NzbFormatError on corrupt input."""
    return [
        NzbFile(
            c.subject,
            c.poster,
            c.date,
            c.groups,
            tuple(map(NzbSegment, c.numbers, c.sizes, c.message_ids)),
        )
        for c in _decode_columns(blob)
    ]


def render_compact(
    blob: bytes,
    *,
    title: str | None = None,
    category: str | None = None,
    meta: Mapping[str, str] | None = None,
) -> bytes:
    """Render a compact NZB straight to NZB 1.1 XML (same output as render_nzb(decode_compact(blob))).

    Why: the API's download path; going through NzbSegment objects costs
    more than the rendering itself on a 100k-segment release.
    """
    return _render_columns(_decode_columns(blob), title=title, category=category, meta=meta)


# --- XML render ----------------------------------------------------------------

# A literal CR in text is normalised to LF by every parser; escaping keeps it.
_TEXT_ESC = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;", "\r": "&#13;"})
# In attributes, tab/newline/CR are escaped so parsers do not normalise them to spaces.
_ATTR_ESC = str.maketrans(
    {"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "\t": "&#9;", "\n": "&#10;", "\r": "&#13;"}
)


def _text(s: str) -> str:
    return xml_safe(s).translate(_TEXT_ESC)


def _attr(s: str) -> str:
    return xml_safe(s).translate(_ATTR_ESC)


def _texts(items: Sequence[str]) -> list[str]:
    """Escape a column of texts with one pass over their join when that is safe."""
    if not items:
        return []
    joined = "\n".join(items)
    if joined.count("\n") != len(items) - 1:  # an item holds "\n": no safe separator
        return [_text(i) for i in items]
    return _text(joined).split("\n")


# Lines that are each a message-id as domain.message_ids.valid_bare has it (printable ASCII without space or
# brackets, an '@' neither first nor last), length aside: one character, then no '@' up to the first '@', then
# at least one: no two ways to match a line, so the scan is linear in the joined ids.
_ID_LINES = re.compile(r"(?:[\x21-\x3b\x3d\x3f-\x7e][\x21-\x3b\x3d\x3f\x41-\x7e]*@[\x21-\x3b\x3d\x3f-\x7e]+\n)*")


def _servable(f: FileColumns) -> tuple[Sequence[int], Sequence[int], Sequence[str]]:
    """Return a file's (numbers, sizes, ids) without the segments whose id ``domain.message_ids`` refuses.

    Why: the last guard before an NZB leaves us (issue 31). Ingest and the
    spot import refuse such ids, but a row stored before they did would
    still hand every downloader `x@y>\\r\\nQUIT`, which one that writes
    ``BODY <id>`` uncleaned sends as a second command on the user's account.
    Left out, the segment is missing as an absent article is (par2 repairs
    it), which is also what the health pass judges it. One regex scan of
    the file's joined ids keeps the grab path cheap; ids are checked one by
    one only when it finds something.
    """
    ids = f.message_ids
    if ids and max(map(len, ids)) <= message_ids.MAX_BARE:
        joined = "\n".join(ids) + "\n"
        if joined.count("\n") == len(ids) and _ID_LINES.fullmatch(joined) is not None:
            return f.numbers, f.sizes, ids
    keep = [k for k, m in enumerate(ids) if message_ids.valid_bare(m)]
    return [f.numbers[k] for k in keep], [f.sizes[k] for k in keep], [ids[k] for k in keep]


def _render_columns(
    files: Sequence[FileColumns],
    *,
    title: str | None,
    category: str | None,
    meta: Mapping[str, str] | None,
) -> bytes:
    parts: list[str] = [
        '<?xml version="1.0" encoding="UTF-8"?>\n',
        _DOCTYPE,
        f'\n<nzb xmlns="{NZB_NAMESPACE}">\n',
    ]
    head: list[tuple[str, str]] = []
    if title is not None:
        head.append(("title", title))
    if category is not None:
        head.append(("category", category))
    for k, v in (meta or {}).items():
        if (k == "title" and title is not None) or (k == "category" and category is not None):
            continue
        head.append((k, v))
    if head:
        parts.append(" <head>\n")
        for k, v in head:
            parts.append(f'  <meta type="{_attr(k)}">{_text(v)}</meta>\n')
        parts.append(" </head>\n")
    for f in files:
        numbers, sizes, ids = _servable(f)
        if f.message_ids and not ids:
            continue  # every segment was refused: a file element without segments is not an NZB file
        parts.append(f' <file poster="{_attr(f.poster)}" date="{int(f.date)}" subject="{_attr(f.subject)}">\n  <groups>\n')
        for g in f.groups:
            parts.append(f"   <group>{_text(g)}</group>\n")
        parts.append("  </groups>\n  <segments>\n")
        parts.extend(
            [
                f'   <segment bytes="{b}" number="{n}">{m}</segment>\n'
                for b, n, m in zip(map(int, sizes), map(int, numbers), _texts(ids), strict=True)
            ]
        )
        parts.append("  </segments>\n </file>\n")
    parts.append("</nzb>\n")
    return "".join(parts).encode("utf-8")


def render_nzb(
    files: Sequence[NzbFile],
    *,
    title: str | None = None,
    category: str | None = None,
    meta: Mapping[str, str] | None = None,
) -> bytes:
    """Render files as an NZB 1.1 document (UTF-8 bytes).

    Why: this is exactly what a downloader receives; it must be well-formed
    for every subject a poster can write, and cheap enough to render per grab.
    """
    return _render_columns([FileColumns.of(f) for f in files], title=title, category=category, meta=meta)


# --- XML parse -------------------------------------------------------------------


def _parser() -> etree.XMLParser:
    from lxml import etree

    return etree.XMLParser(
        resolve_entities=False,
        no_network=True,
        load_dtd=False,
        dtd_validation=False,
        huge_tree=False,
        remove_comments=True,
        remove_pis=True,
    )


def _local(tag: object) -> str:
    if not isinstance(tag, str):
        return ""
    return tag.rpartition("}")[2] if tag.startswith("{") else tag


def _int_attr(el: etree._Element, name: str, where: str) -> int:
    raw = el.get(name)
    if raw is None:
        raise NzbFormatError(f"{where} has no {name} attribute")
    try:
        return int(raw.strip())
    except ValueError:
        raise NzbFormatError(f"{where} has a non-integer {name} ({raw[:40]!r})") from None


def parse_nzb(data: bytes) -> list[NzbFile]:
    """Parse an NZB document strictly; raise NzbFormatError naming the problem.

    Why: an NZB we cannot read back is an NZB a client cannot download, so
    this is the acceptance check for rendering and the gate for imports. It
    refuses internal DTD subsets (entity expansion) and never fetches the DTD.
    """
    from lxml import etree

    try:
        root = etree.fromstring(data, _parser())
    except etree.XMLSyntaxError as exc:
        raise NzbFormatError(f"NZB is not well-formed XML: {exc}") from exc
    except (ValueError, TypeError) as exc:
        raise NzbFormatError(f"NZB could not be read: {exc}") from exc
    dtd = root.getroottree().docinfo.internalDTD
    if dtd is not None and (any(True for _ in dtd.iterentities()) or any(True for _ in dtd.iterelements())):
        raise NzbFormatError("NZB has an internal DTD subset (entity declarations are refused); strip the DOCTYPE subset")
    if _local(root.tag) != "nzb" or (etree.QName(root).namespace not in (None, NZB_NAMESPACE)):
        raise NzbFormatError(f"root element is {root.tag!r}, not <nzb> in the NZB 1.1 namespace")
    files: list[NzbFile] = []
    for child in root:
        name = _local(child.tag)
        if name == "head":
            continue
        if name != "file":
            raise NzbFormatError(f"unexpected element <{name}> under <nzb>")
        where = f"file {len(files) + 1}"
        subject = child.get("subject")
        poster = child.get("poster")
        if subject is None or poster is None:
            raise NzbFormatError(f"{where} lacks its subject or poster attribute")
        date = _int_attr(child, "date", where)
        groups: list[str] = []
        segments: list[NzbSegment] = []
        seen_groups = seen_segments = False
        for part in child:
            pname = _local(part.tag)
            if pname == "groups":
                seen_groups = True
                for g in part:
                    if _local(g.tag) != "group":
                        raise NzbFormatError(f"{where}: unexpected <{_local(g.tag)}> in <groups>")
                    text = (g.text or "").strip()
                    if not text:
                        raise NzbFormatError(f"{where}: empty <group>")
                    if len(g):
                        raise NzbFormatError(f"{where}: <group> holds markup or an unexpanded entity")
                    groups.append(text)
            elif pname == "segments":
                seen_segments = True
                for s in part:
                    if _local(s.tag) != "segment":
                        raise NzbFormatError(f"{where}: unexpected <{_local(s.tag)}> in <segments>")
                    swhere = f"{where} segment {len(segments) + 1}"
                    number = _int_attr(s, "number", swhere)
                    size = _int_attr(s, "bytes", swhere)
                    if number < 1 or size < 0:
                        raise NzbFormatError(f"{swhere}: number must be >= 1 and bytes >= 0")
                    if len(s):
                        raise NzbFormatError(f"{swhere}: message-id holds markup or an unexpanded entity")
                    mid = strip_brackets(s.text or "")
                    if not mid:
                        raise NzbFormatError(f"{swhere} has no message-id")
                    segments.append(NzbSegment(number, size, mid))
            else:
                raise NzbFormatError(f"{where}: unexpected element <{pname}>")
        if not seen_groups or not groups:
            raise NzbFormatError(f"{where} lists no groups")
        if not seen_segments or not segments:
            raise NzbFormatError(f"{where} lists no segments")
        files.append(NzbFile(subject, poster, date, tuple(groups), tuple(segments)))
    if not files:
        raise NzbFormatError("NZB lists no files")
    return files


def parse_nzb_meta(data: bytes) -> dict[str, str]:
    """Return the <head> meta entries of an NZB (type -> text)."""
    from lxml import etree

    try:
        root = etree.fromstring(data, _parser())
    except etree.XMLSyntaxError as exc:
        raise NzbFormatError(f"NZB is not well-formed XML: {exc}") from exc
    out: dict[str, str] = {}
    for child in root:
        if _local(child.tag) == "head":
            for m in child:
                if _local(m.tag) == "meta" and m.get("type"):
                    out[m.get("type")] = m.text or ""
    return out
