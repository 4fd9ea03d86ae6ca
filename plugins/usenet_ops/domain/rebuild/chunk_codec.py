"""Encode one set's chunk compactly and decode it back, refusing anything corrupt (REBUILD part 3).

Why: the chunk store holds every kept segment of 7,000 days of history
(~140 B segments, budgeted at ~3 TB), so a segment must cost a few bytes
beyond what its message-id's randomness forces. What is shared is stored
once: a set's message-ids have one posting tool's shape (one host after
'@', often a shared prefix, a counter that is the part number, a
timestamp or an article number that grows from one id to the next); part
numbers are mostly 1..N in a row; sizes are mostly equal but the last.
zstd then takes what is left. The random token of an id cannot be made
smaller than its information: a hex token is stored as the bytes it spells
(16 hex characters, 8 bytes), any other random text as it came, for zstd's
entropy coder; nothing here claims more.

Invariants kept here:
1. ``decode(encode(c)) == c`` exactly for every chunk whose integers fit
   int64 and whose message-ids ``domain.message_ids`` accepts (text of any
   kind, lone surrogates included); ``encode`` refuses the rest with
   ValueError, so a stored chunk always decodes.
2. ``decode`` of any bytes returns a chunk or raises ``ChunkCorrupt``, in
   time and memory linear in its input up to fixed caps: a decompressed body
   of at most ``MAX_BODY`` bytes (checked on the zstd frame's declared size
   before anything is allocated, so a zstd bomb costs nothing), at most
   ``MAX_SEGMENTS`` part numbers, sizes and message-ids each, and no count larger than the
   bytes left could hold.
3. Every decoded message-id passes ``domain.message_ids.valid_bare``: a
   corrupt chunk can never put a command-breaking id into an NZB or a probe.

Layout, version 2 (integers are LEB128 varints, signed ones zigzagged;
text is a varint byte length then UTF-8 with surrogatepass)::

    "URC" 0x02, then one zstd frame (content size and checksum in its header) of the body:
      set_id group poster base  file_total  n_groups groups...  n_files
      per file: file_id name subject index(0 none, else zigzag+1) part_total
                posted(minus the previous file's) art_lo(minus the previous file's) art_hi(minus art_lo)
                n_parts n_sizes n_ids
      parts:   per file, runs of consecutive numbers: n_runs, (start minus the expected one, length-1)...
      sizes:   per file, the first minus the previous file's first; with more than one, a width byte (1, 2, 4;
               0: varints) and each zigzagged difference from the file's first at that width, little-endian
      ids:     prefix suffix  n_bytes middles (each id's, ended by NUL)

An id's middle is what lies between the chunk's shared prefix and suffix
(both cut at a word's edge); zstd takes the rest. Version 1 also replaced
part numbers, counters and hex tokens inside the middles by markers and
columns: 1.9 B a line smaller on the synthetic corpus, but its per-word
regular expressions made the codec 63% of an edge worker's CPU and 59% of
settling's (docs/capacity.md, "The rebuild path"), against REBUILD's CPU
budget, which the path misses by more than its byte budget. Part numbers
are mostly one run (two bytes a file); equal sizes are zeros, which zstd
stores as one match.

Both ends of the body run in C where the extension is built
(plugins/usenet_ops/_native/chunk_codec.c): the same bytes and the same
fields, declining (None) whatever it would not vouch for, which the Python
code below then writes, reads or refuses by name. The Python code is the
definition; tests/unit/domain/test_chunk_codec_native.py holds the C to it.
In Python the body was ~0.3 us a line of an edge worker's CPU and the
reading ~0.2 us a line of settling's on REBUILD's mix; in C 0.06 and 0.07.
"""

from __future__ import annotations

import sys
import threading
from array import array
from collections.abc import Sequence

import zstandard

from usenet_ops.domain.message_ids import MAX_BARE, valid_bare
from usenet_ops.domain.rebuild.records import ChunkFile, SetChunk
from usenet_ops.fastpath import scanner as _native

__all__ = ["ChunkCorrupt", "MAGIC", "MAX_BODY", "MAX_SEGMENTS", "VERSION", "decode", "encode"]

MAGIC = b"URC"
VERSION = 2
_HEAD = len(MAGIC) + 1

# The largest real chunk: one set's files from one batch of at most 50k overview lines (REBUILD part 2);
# a set of 200 files x 400 segments (80k) with 60-byte ids is ~6 MiB of body. The caps sit a few times above.
MAX_SEGMENTS = 1 << 18  # part numbers, sizes and message-ids each, over all files (3.3x that 80k set)
MAX_BODY = 32 << 20
# Measured on the synthetic corpus' chunks (min of 5): level 3 14.72 B a line, encode 1.05 us a segment; level 6
# 14.51 B, 2.06 us. The encode is on every edge worker's path; 1.4% of bytes is not worth twice its CPU.
_ZSTD_LEVEL = 3
_INT64_MIN, _INT64_MAX = -(1 << 63), (1 << 63) - 1


_per_thread = threading.local()


class ChunkCorrupt(ValueError):
    """A stored chunk does not decode; the message names what is wrong. Re-read the range it came from."""


def _corrupt(what: str) -> ChunkCorrupt:
    return ChunkCorrupt(f"chunk is corrupt: {what}; re-read the range it came from")


# --- writing -------------------------------------------------------------------


def _uvar(out: bytearray, v: int) -> None:
    while v > 0x7F:
        out.append((v & 0x7F) | 0x80)
        v >>= 7
    out.append(v)


def _zigzag(v: int) -> int:
    return v << 1 if v >= 0 else ((-v) << 1) - 1


def _svar(out: bytearray, v: int) -> None:
    _uvar(out, _zigzag(v))


def _text(out: bytearray, s: str) -> None:
    b = s.encode("utf-8", "surrogatepass")
    _uvar(out, len(b))
    out += b


def _check_int(value: object, what: str) -> int:
    if not isinstance(value, int) or not _INT64_MIN <= value <= _INT64_MAX:
        raise ValueError(f"{what} is {value!r}, not an int64; a chunk stores int64 only, fix the record")
    return value


def _check_ints(values: Sequence[int], what: str) -> None:
    try:
        array("q", values)  # C speed: refuses a non-integer (TypeError) and anything outside int64 (OverflowError)
    except (TypeError, OverflowError):
        raise ValueError(f"{what} holds a value that is not an int64; a chunk stores int64 only, fix the record") from None
    if bool in set(map(type, values)):  # the types present, gathered in C (an int subclass array() accepts)
        raise ValueError(f"{what} holds a bool, not an int64; a chunk stores int64 only, fix the record")


def _runs_of_consecutive(out: bytearray, parts: Sequence[int]) -> None:
    n = len(parts)
    if n and parts[-1] - parts[0] == n - 1 and list(parts) == list(range(parts[0], parts[0] + n)):
        # The common case, compared in C: one run.
        _uvar(out, 1)
        _svar(out, parts[0] - 1)
        _uvar(out, n - 1)
        return
    runs: list[list[int]] = []
    for p in parts:
        if runs and p == runs[-1][0] + runs[-1][1]:
            runs[-1][1] += 1
        else:
            runs.append([p, 1])
    _uvar(out, len(runs))
    expected = 1
    for start, length in runs:
        _svar(out, start - expected)
        _uvar(out, length - 1)
        expected = start + length


# Widths of the packed size differences (the byte after a file's first size): 1, 2 or 4 bytes each, little-endian,
# or 0: varints (a difference past 2**31). Packing is done in C; a varint loop in Python cost a microsecond a segment.
_WIDTH_CODES = ((0x100, 1, "B"), (0x10000, 2, "H"), (0x100000000, 4, "I"))


def _sizes_from_first(out: bytearray, sizes: Sequence[int], previous_first: int) -> int:
    """Write sizes as zigzagged differences from the file's first, packed at the narrowest width that holds them:
    equal sizes are zeros (runs zstd stores as one match), a yEnc article's escaping jitters a small number, the
    short last part one larger one."""
    if not sizes:
        return previous_first
    first = sizes[0]
    _svar(out, first - previous_first)
    if len(sizes) == 1:
        return first
    zigzags = [(d << 1) if d >= 0 else ((-d) << 1) - 1 for d in [s - first for s in sizes[1:]]]
    top = max(zigzags)
    for bound, width, code in _WIDTH_CODES:
        if top < bound:
            out.append(width)
            packed = array(code, zigzags)
            if packed.itemsize != width:  # pragma: no cover - a platform whose C types differ
                raise RuntimeError(f"array {code!r} is {packed.itemsize} bytes here, not {width}")
            if sys.byteorder != "little":  # pragma: no cover
                packed.byteswap()
            out += packed.tobytes()
            return first
    out.append(0)
    for z in zigzags:
        _uvar(out, z)
    return first


def _common_prefix(a: str, b: str) -> int:
    n = min(len(a), len(b))
    i = 0
    while i < n and a[i] == b[i]:
        i += 1
    return i


def _template(ids: list[str]) -> tuple[int, int]:
    """Return the lengths of the prefix and the suffix every id shares (the suffix taken from what the prefix leaves).

    The lexicographically smallest and largest ids bound every id's common
    prefix (two comparisons in C, not one an id); the suffix likewise over
    the reversed rests.
    """
    if not ids:
        return 0, 0
    lo, hi = min(ids), max(ids)
    if lo == hi:  # one id (or copies of one): nothing is shared but its host
        return 0, len(lo) - lo.rindex("@")
    plen = _common_prefix(lo, hi)
    tails = [m[plen:][::-1] for m in ids]
    return plen, _common_prefix(min(tails), max(tails))


# Valid ids (domain.message_ids), checked over all of a chunk's ids in C-speed scans rather than one check an id
# (a regular expression repeating a group per id grew superlinearly past ~100k ids: SRE keeps state per
# repetition): printable ASCII without space, '<' or '>' (the bytes a translate leaves after deleting the allowed
# ones); an '@' with something on both sides in every id (an '@' that is neither the first nor the last
# character). Lengths are checked apart (so every id holds 3 characters or more). Measured on 300k ids: 0.17 s
# with two multi-line regexes, 0.045 s this way.
_ID_BYTES = bytes([*range(0x21, 0x3C), 0x3D, *range(0x3F, 0x7F), 0x0A])


def _valid_ids(ids: Sequence[str]) -> bool:
    """Say whether every id is one ``domain.message_ids.valid_bare`` accepts (whole-text scans, not one per id)."""
    if not ids:
        return True
    if min(map(len, ids)) < 3 or max(map(len, ids)) > MAX_BARE:
        return False
    text = "\n".join(ids)
    if text.count("\n") != len(ids) - 1:  # an id holds the separator itself
        return False
    try:
        raw = text.encode("ascii")
    except UnicodeEncodeError:
        return False
    return not raw.translate(None, _ID_BYTES) and all("@" in m[1:-1] for m in ids)


def _encode_ids(files: Sequence[ChunkFile], body: bytearray) -> None:
    """Write the message-id section: the shared prefix and suffix, then each id's middle ended by NUL."""
    ids = [m for f in files for m in f.message_ids]
    if not _valid_ids(ids):
        bad = next((m for m in ids if not valid_bare(m)), ids[0])
        raise ValueError(f"message-id {bad!r} is not one domain.message_ids accepts; ingest must not have staged it")
    plen, slen = _template(ids)
    first = ids[0] if ids else ""
    _text(body, first[:plen])
    _text(body, first[len(first) - slen :] if slen else "")
    if not ids:
        _uvar(body, 0)
        return
    middles = [m[plen:-slen] for m in ids] if slen else ([m[plen:] for m in ids] if plen else ids)
    raw = ("\x00".join(middles) + "\x00").encode("ascii")
    _uvar(body, len(raw))
    body += raw


def _body(chunk: SetChunk, *, native: bool = True) -> bytes:
    """Return the body (the layout above, before compression).

    The C body (plugins/usenet_ops/_native/chunk_codec.c) writes the same
    bytes for every plainly valid chunk and declines the rest (None), which
    ``_python_body`` then writes or refuses with what is wrong; the Python
    body is the definition (tests/unit/domain/test_chunk_codec_native.py).
    """
    if native and _native is not None:
        body = _native.chunk_body(chunk, MAX_SEGMENTS, MAX_BODY, MAX_BARE)
        if body is not None:
            return body
    return _python_body(chunk)


def _python_body(chunk: SetChunk) -> bytes:
    """Return the body in Python: the definition the C body is held to, and the path for what it declines."""
    body = bytearray()
    for s in (chunk.set_id, chunk.group, chunk.poster, chunk.base):
        _text(body, s)
    _svar(body, _check_int(chunk.file_total, "file_total"))
    _uvar(body, len(chunk.groups))
    for g in chunk.groups:
        _text(body, g)
    files = chunk.files
    _uvar(body, len(files))
    posted = art_lo = 0
    totals = [0, 0, 0]
    for f in files:
        _text(body, f.file_id)
        _text(body, f.name)
        _text(body, f.subject)
        if f.file_index is None:
            _uvar(body, 0)
        else:
            v = _check_int(f.file_index, "file_index")
            _uvar(body, _zigzag(v) + 1)
        _svar(body, _check_int(f.part_total, "part_total"))
        _svar(body, _check_int(f.posted, "posted") - posted)
        _svar(body, _check_int(f.art_lo, "art_lo") - art_lo)
        _svar(body, _check_int(f.art_hi, "art_hi") - f.art_lo)
        posted, art_lo = f.posted, f.art_lo
        _check_ints(f.parts, f"file {f.name!r} parts")
        _check_ints(f.sizes, f"file {f.name!r} sizes")
        for k, n in enumerate((len(f.parts), len(f.sizes), len(f.message_ids))):
            _uvar(body, n)
            totals[k] += n
    if max(totals, default=0) > MAX_SEGMENTS:
        raise ValueError(f"chunk of set {chunk.set_id} holds {max(totals)} segments, over {MAX_SEGMENTS}; "
                         "read the range in smaller batches")
    for f in files:
        _runs_of_consecutive(body, f.parts)
    size = 0
    for f in files:
        size = _sizes_from_first(body, f.sizes, size)
    _encode_ids(files, body)
    if len(body) > MAX_BODY:
        raise ValueError(f"chunk of set {chunk.set_id} encodes to {len(body)} bytes, over {MAX_BODY}; "
                         "read the range in smaller batches")
    return bytes(body)


def encode(chunk: SetChunk) -> bytes:
    """Return the stored form of ``chunk``: the layout above, zstd-compressed.

    Raises ValueError for what could not decode back exactly: an integer
    outside int64, a message-id ``domain.message_ids`` refuses, a chunk over
    the caps. Deterministic: equal chunks encode to equal bytes, so a re-run
    of a range writes what it wrote before.
    """
    body = _body(chunk)
    cctx = getattr(_per_thread, "cctx", None)
    if cctx is None:
        # The checksum (4 bytes a chunk, ~0.2% of the store) turns a flipped bit into ChunkCorrupt
        # instead of a wrong message-id served in an NZB.
        cctx = _per_thread.cctx = zstandard.ZstdCompressor(level=_ZSTD_LEVEL, write_content_size=True,
                                                           write_checksum=True)
    return MAGIC + bytes((VERSION,)) + cctx.compress(body)


# --- reading -------------------------------------------------------------------


class _Reader:
    __slots__ = ("buf", "pos", "end")

    def __init__(self, buf: bytes) -> None:
        self.buf = buf
        self.pos = 0
        self.end = len(buf)

    def left(self) -> int:
        return self.end - self.pos

    def uvar(self) -> int:
        buf, pos = self.buf, self.pos
        if pos >= self.end:
            raise _corrupt("it ends inside a number (truncated)")
        b = buf[pos]
        if b < 0x80:
            self.pos = pos + 1
            return b
        value = shift = 0
        for i in range(pos, min(pos + 10, self.end)):
            b = buf[i]
            value |= (b & 0x7F) << shift
            if b < 0x80:
                self.pos = i + 1
                return value
            shift += 7
        raise _corrupt("a number runs past its 10 bytes or the end (truncated or garbage)")

    def svar(self) -> int:
        v = self.uvar()
        return -((v + 1) >> 1) if v & 1 else v >> 1

    def count(self, what: str, least: int = 1) -> int:
        n = self.uvar()
        if n * least > self.left():
            raise _corrupt(f"{n} {what} cannot fit in the {self.left()} bytes left")
        return n

    def take(self, n: int) -> bytes:
        if n > self.left():
            raise _corrupt(f"a field of {n} bytes runs past the end (truncated)")
        out = self.buf[self.pos : self.pos + n]
        self.pos += n
        return out

    def text(self) -> str:
        raw = self.take(self.uvar())
        try:
            return raw.decode("utf-8", "surrogatepass")
        except UnicodeDecodeError as exc:
            raise _corrupt(f"text is not UTF-8 ({exc.reason})") from None


def _int64(v: int, what: str) -> int:
    if not _INT64_MIN <= v <= _INT64_MAX:
        raise _corrupt(f"{what} {v} is outside int64")
    return v


def _unwrap(data: bytes) -> bytes:
    """Return the body of a stored chunk: check the header, decompress within the cap."""
    if not isinstance(data, (bytes, bytearray, memoryview)):
        raise ChunkCorrupt(f"a chunk is bytes, not {type(data).__name__}; re-read the range it came from")
    data = bytes(data)
    if len(data) < _HEAD:
        raise _corrupt(f"{len(data)} bytes is shorter than the header (truncated)")
    if data[: len(MAGIC)] != MAGIC:
        raise _corrupt(f"magic {data[:len(MAGIC)]!r} is not {MAGIC!r}: not a chunk")
    version = data[len(MAGIC)]
    if version != VERSION:
        raise _corrupt(f"version {version} is not one this code reads ({VERSION})")
    payload = data[_HEAD:]
    try:
        declared = zstandard.frame_content_size(payload)
    except zstandard.ZstdError as exc:
        raise _corrupt(f"zstd frame header unreadable ({exc})") from None
    if declared < 0 or declared > MAX_BODY:
        # Unknown (-1) or over the cap: refused before a byte is allocated, so a bomb costs nothing.
        raise _corrupt(f"zstd frame declares {'no size' if declared < 0 else f'{declared} bytes'}, "
                       f"not a size up to the cap of {MAX_BODY}")
    dobj = zstandard.ZstdDecompressor(max_window_size=1 << 26).decompressobj()
    try:
        # zstd stops with an error once a block writes past the declared size, so this stays bounded.
        body = dobj.decompress(payload)
    except zstandard.ZstdError as exc:
        raise _corrupt(f"zstd frame does not decompress ({exc})") from None
    if not dobj.eof:
        raise _corrupt("zstd frame ends early (truncated)")
    if dobj.unused_data:
        raise _corrupt(f"{len(dobj.unused_data)} bytes follow the zstd frame")
    if len(body) != declared:
        raise _corrupt(f"zstd frame gave {len(body)} bytes, declared {declared}")
    return body


def _parts(r: _Reader, n: int) -> tuple[int, ...]:
    out: list[int] = []
    expected = 1
    for _ in range(r.count("runs of part numbers", 2)):
        start = expected + r.svar()
        length = r.uvar() + 1
        if length > n - len(out):
            raise _corrupt(f"runs of part numbers hold more than the file's {n}")
        _int64(start, "a part number")
        _int64(start + length - 1, "a part number")
        out.extend(range(start, start + length))
        expected = start + length
    if len(out) != n:
        raise _corrupt(f"runs of part numbers hold {len(out)}, the file {n}")
    return tuple(out)


def _sizes(r: _Reader, n: int, previous_first: int) -> tuple[tuple[int, ...], int]:
    if not n:
        return (), previous_first
    if n > r.left():
        raise _corrupt(f"{n} sizes cannot fit in the {r.left()} bytes left")
    first = _int64(previous_first + r.svar(), "a size")
    if n == 1:
        return (first,), first
    width = r.take(1)[0]
    if width in (1, 2, 4):
        packed = array({1: "B", 2: "H", 4: "I"}[width])
        packed.frombytes(r.take(width * (n - 1)))
        if sys.byteorder != "little":  # pragma: no cover
            packed.byteswap()
        zigzags: Sequence[int] = packed
    elif width == 0:
        zigzags = [r.uvar() for _ in range(n - 1)]
    else:
        raise _corrupt(f"sizes packed {width} bytes wide (1, 2, 4 or 0 for varints)")
    out = (first, *[first + ((z >> 1) if not z & 1 else -((z + 1) >> 1)) for z in zigzags])
    if min(out) < _INT64_MIN or max(out) > _INT64_MAX:
        raise _corrupt("a size is outside int64")
    return out, first


def _decode_ids(r: _Reader, counts: list[int]) -> list[tuple[str, ...]]:
    """Rebuild every file's message-ids; ``counts`` is how many ids each file holds."""
    prefix, suffix = r.text(), r.text()
    if not (prefix.isascii() and suffix.isascii()):
        raise _corrupt("the message-ids' shared prefix or suffix is not ASCII")
    total = sum(counts)
    raw = r.take(r.count("bytes of message-ids"))
    if not total:
        if raw:
            raise _corrupt("message-id bytes follow, the files list none")
        return [() for _ in counts]
    try:
        text = raw.decode("ascii")
    except UnicodeDecodeError:
        raise _corrupt("message-ids hold a byte outside ASCII") from None
    middles = text.split("\x00")
    if len(middles) != total + 1 or middles[-1]:
        raise _corrupt(f"{len(middles) - 1} message-ids end in the data, the files list {total}")
    middles.pop()
    ids = [prefix + m + suffix for m in middles] if prefix or suffix else middles
    if not _valid_ids(ids):
        bad = next((m for m in ids if not valid_bare(m)), ids[0])
        raise _corrupt(f"message-id {bad[:80]!r} is not one domain.message_ids accepts")
    out: list[tuple[str, ...]] = []
    k = 0
    for n in counts:
        out.append(tuple(ids[k : k + n]))
        k += n
    return out


def decode(data: bytes, *, native: bool = True) -> SetChunk:
    """Return the chunk ``data`` stores; raise ChunkCorrupt (a ValueError) for anything else.

    Why so strict: a chunk is read once, at settling, long after it was
    written; what it yields goes into NZBs and probe commands. A wrong
    magic or version, a truncation, trailing bytes, a count the bytes
    cannot hold, a body over the cap or an invalid message-id is refused
    with what was wrong, never repaired or guessed.

    The body is read in C where built (plugins/usenet_ops/_native/chunk_codec.c),
    which returns the same fields for every body the Python reader accepts
    and declines every other (None); the Python reader then names the fault.
    """
    body = _unwrap(data)
    if native and _native is not None:
        fields = _native.chunk_unbody(body, MAX_SEGMENTS, MAX_BARE)
        if fields is not None:
            set_id, group, poster, base, file_total, groups, rows = fields
            return SetChunk(set_id=set_id, group=group, poster=poster, base=base, file_total=file_total,
                            groups=groups, files=tuple(ChunkFile(*row) for row in rows))
    return _python_decode_body(body)


def _python_decode_body(body: bytes) -> SetChunk:
    """Read a body in Python: the definition the C reader is held to, and what names a corrupt body's fault."""
    r = _Reader(body)
    set_id, group, poster, base = r.text(), r.text(), r.text(), r.text()
    file_total = _int64(r.svar(), "file_total")
    groups = tuple(r.text() for _ in range(r.count("groups")))
    n_files = r.count("files", 11)  # 3 texts, 5 numbers, 3 counts: a byte each at least
    posted = art_lo = 0
    rows = []
    totals = [0, 0, 0]
    for _ in range(n_files):
        file_id, name, subject = r.text(), r.text(), r.text()
        index = r.uvar()
        file_index = None if index == 0 else _int64(-(index >> 1) if (index - 1) & 1 else (index - 1) >> 1, "file_index")
        part_total = _int64(r.svar(), "part_total")
        posted = _int64(posted + r.svar(), "posted")
        art_lo = _int64(art_lo + r.svar(), "art_lo")
        art_hi = _int64(art_lo + r.svar(), "art_hi")
        counts = (r.uvar(), r.uvar(), r.uvar())
        for k in range(3):
            totals[k] += counts[k]
            if totals[k] > MAX_SEGMENTS:
                raise _corrupt(f"files list over {MAX_SEGMENTS} segments")
        rows.append((file_id, name, subject, file_index, part_total, posted, art_lo, art_hi, counts))
    parts = [_parts(r, row[8][0]) for row in rows]
    sizes = []
    size = 0
    for row in rows:
        s, size = _sizes(r, row[8][1], size)
        sizes.append(s)
    ids = _decode_ids(r, [row[8][2] for row in rows])
    if r.left():
        raise _corrupt(f"{r.left()} bytes follow the last field")
    files = tuple(
        ChunkFile(file_id=row[0], name=row[1], subject=row[2], file_index=row[3], part_total=row[4], posted=row[5],
                  art_lo=row[6], art_hi=row[7], parts=p, sizes=s, message_ids=m)
        for row, p, s, m in zip(rows, parts, sizes, ids, strict=True))
    return SetChunk(set_id=set_id, group=group, poster=poster, base=base, file_total=file_total, groups=groups,
                    files=files)

