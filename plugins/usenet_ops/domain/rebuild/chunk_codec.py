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

Layout, version 1 (integers are LEB128 varints, signed ones zigzagged;
text is a varint byte length then UTF-8 with surrogatepass)::

    "URC" 0x01, then one zstd frame (content size and checksum in its header) of the body:
      set_id group poster base  file_total  n_groups groups...  n_files
      per file: file_id name subject index(0 none, else zigzag+1) part_total
                posted(minus the previous file's) art_lo(minus the previous file's) art_hi(minus art_lo)
                n_parts n_sizes n_ids
      parts:   per file, runs of consecutive numbers: n_runs, (start minus the expected one, length-1)...
      sizes:   per file, the first minus the previous file's first, then each minus the file's first
      ids:     prefix suffix  n_bytes middles (each id's, markers in it, ended by NUL)
               n_deltas deltas...  n_hex hex_lengths...  n_bytes hex_bytes

An id's middle is what lies between the chunk's shared prefix and suffix
(both cut at a word's edge). In it, a word (a run of ASCII letters and
digits) that is a random hex token of one case becomes 0x04 (lower) or 0x05
(upper), its length and bytes going to the hex columns; a word of 4..18
digits (a timestamp, an article number: a counter) becomes 0x03 when it is
close to the previous id's counter of the same ordinal, its difference
going to the delta column; a digit run equal to the segment's part number
becomes 0x01, one equal to the file's part total 0x02. Valid message-ids
are printable ASCII, so these bytes and the NUL never occur in one. Part
numbers are mostly one run (two bytes a file); equal sizes are zeros,
which zstd stores as one match.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Sequence

import zstandard

from usenet_ops.domain.message_ids import MAX_BARE, valid_bare
from usenet_ops.domain.rebuild.records import ChunkFile, SetChunk

__all__ = ["ChunkCorrupt", "MAGIC", "MAX_BODY", "MAX_SEGMENTS", "VERSION", "decode", "encode"]

MAGIC = b"URC"
VERSION = 1
_HEAD = len(MAGIC) + 1

# The largest real chunk: one set's files from one batch of at most 50k overview lines (REBUILD part 2);
# a set of 200 files x 400 segments (80k) with 60-byte ids is ~6 MiB of body. The caps sit a few times above.
MAX_SEGMENTS = 1 << 18  # part numbers, sizes and message-ids each, over all files (3.3x that 80k set)
MAX_BODY = 32 << 20
_ZSTD_LEVEL = 6  # measured on chunks: 1% fewer bytes than level 3 at 2x its small cost; 19 saves 1.5% more at 17x
_INT64_MIN, _INT64_MAX = -(1 << 63), (1 << 63) - 1

_END, _PART, _TOTAL, _COUNTER, _HEX_LOWER, _HEX_UPPER = range(6)
_MAX_COUNTER_STEP = 1 << 20  # a timestamp or article number moves less than this between two ids of a set
_WORD = re.compile(r"[0-9A-Za-z]+")
_DIGITS = re.compile(r"[0-9]+")
_MARKERS = re.compile(r"([\x01-\x05])")
_HEX_LOWER_WORD = re.compile(r"[0-9a-f]+")
_HEX_UPPER_WORD = re.compile(r"[0-9A-F]+")

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
    if values and not (all(isinstance(v, int) for v in values) and _INT64_MIN <= min(values) and max(values) <= _INT64_MAX):
        raise ValueError(f"{what} holds a value that is not an int64; a chunk stores int64 only, fix the record")


def _runs_of_consecutive(out: bytearray, parts: Sequence[int]) -> None:
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


def _sizes_from_first(out: bytearray, sizes: Sequence[int], previous_first: int) -> int:
    """Write sizes as differences from the file's first: equal sizes are zeros (runs zstd stores as one match),
    a yEnc article's few bytes of escaping jitter a small number, the short last part one larger one."""
    if not sizes:
        return previous_first
    first = sizes[0]
    _svar(out, first - previous_first)
    for s in sizes[1:]:
        _svar(out, s - first)
    return first


def _common_prefix(a: str, b: str) -> int:
    n = min(len(a), len(b))
    i = 0
    while i < n and a[i] == b[i]:
        i += 1
    return i


def _template(ids: list[str]) -> tuple[int, int]:
    """Return the lengths of the prefix and suffix every id shares, each ending at a word's edge.

    A cut inside a word would hide the part number, the counter or the hex
    token it belongs to (``part1`` shared by part10..part19), so the prefix
    ends and the suffix starts with a non-alphanumeric character (or is
    empty). The suffix is taken from what the prefix leaves: no overlap.
    """
    if not ids:
        return 0, 0
    lo, hi = min(ids), max(ids)
    if lo == hi:  # one id (or copies of one): nothing is shared but its host
        return 0, len(lo) - lo.rindex("@")
    plen = _common_prefix(lo, hi)
    first = ids[0]
    while plen and first[plen - 1].isalnum():
        plen -= 1
    tails = [m[plen:][::-1] for m in ids]
    slen = _common_prefix(min(tails), max(tails))
    while slen and tails[0][slen - 1].isalnum():
        slen -= 1
    return plen, slen


def _counters(mid: str, start: int, end: int) -> list[int]:
    """Return the counters in ``mid[start:end]`` (``start`` at a word's edge): words of 4..18 digits without
    a leading zero, the shape of a timestamp or an article number. Digits inside a word (hex, base62) are
    random, never a counter."""
    return [int(w) for w in _WORD.findall(mid, start, end) if w.isdigit() and 4 <= len(w) <= 18 and w[0] != "0"]


def _hex_word(word: str) -> int:
    """Return the marker of a random hex token (8+ characters of one case, a letter among them, not a
    timestamp with a tail glued on as nyuu writes it), or -1. Such a token is stored as its bytes."""
    if len(word) < 8 or word.isdigit() or word[:6].isdigit():
        return -1
    if _HEX_LOWER_WORD.fullmatch(word):
        return _HEX_LOWER
    if _HEX_UPPER_WORD.fullmatch(word):
        return _HEX_UPPER
    return -1


class _IdColumns:
    """The message-id section's columns while it is written: middles with markers, counter deltas, hex tokens."""

    __slots__ = ("middles", "deltas", "n_deltas", "hex_lengths", "n_hex", "hex_bytes")

    def __init__(self) -> None:
        self.middles = bytearray()
        self.deltas = bytearray()
        self.n_deltas = 0
        self.hex_lengths = bytearray()
        self.n_hex = 0
        self.hex_bytes = bytearray()

    def add(self, mid: str, plen: int, end: int, part: str, part_total: str, previous: list[int]) -> list[int]:
        """Append one id's middle ``mid[plen:end]``; return its counters (the next id's bases)."""
        out = self.middles
        counters: list[int] = []
        pos = plen
        for w in _WORD.finditer(mid, plen, end):
            word = w.group()
            if word.isalpha():
                continue
            a, b = w.span()
            hexed = _hex_word(word)
            if hexed >= 0:
                out += mid[pos:a].encode("ascii")
                out.append(hexed)
                _uvar(self.hex_lengths, b - a)
                self.n_hex += 1
                self.hex_bytes += bytes.fromhex(word if len(word) % 2 == 0 else word + "0")
                pos = b
                continue
            if word.isdigit() and 4 <= len(word) <= 18 and word[0] != "0":
                k = len(counters)
                value = int(word)
                counters.append(value)
                if word != part and word != part_total:
                    if k < len(previous) and abs(value - previous[k]) < _MAX_COUNTER_STEP:
                        out += mid[pos:a].encode("ascii")
                        out.append(_COUNTER)
                        _svar(self.deltas, value - previous[k])
                        self.n_deltas += 1
                        pos = b
                    continue
            for d in _DIGITS.finditer(word):
                run = d.group()
                marker = _PART if run == part else _TOTAL if run == part_total else -1
                if marker < 0 or (run[0] == "0" and len(run) > 1):
                    continue
                out += mid[pos : a + d.start()].encode("ascii")
                out.append(marker)
                pos = a + d.end()
        out += mid[pos:end].encode("ascii")
        out.append(_END)
        return counters

    def write(self, body: bytearray) -> None:
        _uvar(body, len(self.middles))
        body += self.middles
        _uvar(body, self.n_deltas)
        body += self.deltas
        _uvar(body, self.n_hex)
        body += self.hex_lengths
        _uvar(body, len(self.hex_bytes))
        body += self.hex_bytes


def _encode_ids(files: Sequence[ChunkFile], body: bytearray) -> int:
    """Write the message-id section; return how many bytes of hex tokens end the body."""
    ids = [m for f in files for m in f.message_ids]
    for m in ids:
        if not valid_bare(m):
            raise ValueError(f"message-id {m!r} is not one domain.message_ids accepts; ingest must not have staged it")
    plen, slen = _template(ids)
    first = ids[0] if ids else ""
    _text(body, first[:plen])
    _text(body, first[len(first) - slen :] if slen else "")
    cols = _IdColumns()
    previous: list[int] = []
    for f in files:
        parts = f.parts
        part_total = str(f.part_total) if f.part_total >= 0 else ""
        for i, mid in enumerate(f.message_ids):
            part = str(parts[i]) if i < len(parts) and parts[i] >= 0 else ""
            previous = cols.add(mid, plen, len(mid) - slen, part, part_total, previous)
    cols.write(body)
    return len(cols.hex_bytes)


def _body(chunk: SetChunk) -> tuple[bytes, int]:
    """Return the body and how many bytes of random hex tokens end it."""
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
    random_tail = _encode_ids(files, body)
    if len(body) > MAX_BODY:
        raise ValueError(f"chunk of set {chunk.set_id} encodes to {len(body)} bytes, over {MAX_BODY}; "
                         "read the range in smaller batches")
    return bytes(body), random_tail


def encode(chunk: SetChunk) -> bytes:
    """Return the stored form of ``chunk``: the layout above, zstd-compressed.

    Raises ValueError for what could not decode back exactly: an integer
    outside int64, a message-id ``domain.message_ids`` refuses, a chunk over
    the caps. Deterministic: equal chunks encode to equal bytes, so a re-run
    of a range writes what it wrote before.
    """
    body, random_tail = _body(chunk)
    cctx = getattr(_per_thread, "cctx", None)
    if cctx is None:
        # The checksum (4 bytes a chunk, ~0.2% of the store) turns a flipped bit into ChunkCorrupt
        # instead of a wrong message-id served in an NZB.
        cctx = _per_thread.cctx = zstandard.ZstdCompressor(level=_ZSTD_LEVEL, write_content_size=True,
                                                           write_checksum=True)
    if not random_tail:
        return MAGIC + bytes((VERSION,)) + cctx.compress(body)
    # The hex tokens' bytes go in a block of their own: zstd keeps one literal table per block, and random
    # bytes coded with a table built for text cost more than their 8 bits (~0.7 byte an id on ngPost's).
    cut = len(body) - random_tail
    cobj = cctx.compressobj(size=len(body))
    frame = cobj.compress(body[:cut]) + cobj.flush(zstandard.COMPRESSOBJ_FLUSH_BLOCK)
    return MAGIC + bytes((VERSION,)) + frame + cobj.compress(body[cut:]) + cobj.flush()


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
    out = [first]
    for _ in range(n - 1):
        out.append(first + r.svar())
    if min(out) < _INT64_MIN or max(out) > _INT64_MAX:
        raise _corrupt("a size is outside int64")
    return tuple(out), first


class _IdStreams:
    """The message-id section's columns while it is read; every take is checked against what is left."""

    __slots__ = ("prefix", "deltas", "used", "hex_lengths", "hex_bytes", "hex_pos", "hexed")

    def __init__(self, r: _Reader, prefix: str) -> None:
        self.prefix = prefix
        self.deltas = [r.svar() for _ in range(r.count("counter deltas"))]
        self.used = 0
        self.hex_lengths = [r.uvar() for _ in range(r.count("hex tokens"))]
        self.hexed = 0
        self.hex_bytes = r.take(r.count("bytes of hex tokens"))
        self.hex_pos = 0

    def counter(self, previous: list[int], k: int) -> str:
        if k >= len(previous) or self.used >= len(self.deltas):
            raise _corrupt("a message-id refers to a counter the previous one does not have")
        number = previous[k] + self.deltas[self.used]
        self.used += 1
        if number < 0:
            raise _corrupt("a message-id's counter is negative")
        return str(number)

    def hex_token(self, upper: bool) -> str:
        if self.hexed >= len(self.hex_lengths):
            raise _corrupt("a message-id refers to a hex token the chunk does not have")
        length = self.hex_lengths[self.hexed]
        self.hexed += 1
        size = (length + 1) // 2
        if length > MAX_BARE or self.hex_pos + size > len(self.hex_bytes):
            raise _corrupt(f"a hex token of {length} characters runs past its column")
        token = self.hex_bytes[self.hex_pos : self.hex_pos + size].hex()[:length]
        self.hex_pos += size
        return token.upper() if upper else token

    def finish(self) -> None:
        if self.used != len(self.deltas) or self.hexed != len(self.hex_lengths) or self.hex_pos != len(self.hex_bytes):
            raise _corrupt("counter deltas or hex tokens are left over after the last message-id")

    def expand(self, middle: str, part: int | None, part_total: int, previous: list[int]) -> str:
        """Return ``middle`` with its markers replaced.

        A counter's base is the previous id's counter of the same ordinal,
        counted in the full id as the encoder counted it: a counter starts a
        word, so the words before it are whole in the text rebuilt so far.
        """
        pieces = _MARKERS.split(middle)
        text = self.prefix + pieces[0]
        scanned, k = len(self.prefix), 0  # counters before ``scanned`` are counted in k; each character scanned once
        for j in range(1, len(pieces), 2):
            marker = ord(pieces[j])
            if marker == _PART:
                if part is None:
                    raise _corrupt("a message-id refers to a part number its segment does not have")
                value = str(part)
            elif marker == _TOTAL:
                value = str(part_total)
            elif marker == _COUNTER:
                k += len(_counters(text, scanned, len(text)))
                scanned = len(text)
                value = self.counter(previous, k)
            else:
                value = self.hex_token(marker == _HEX_UPPER)
            text += value + pieces[j + 1]
            if len(text) > MAX_BARE:
                raise _corrupt(f"a message-id is longer than {MAX_BARE} characters")
        return text[len(self.prefix) :]


def _decode_ids(r: _Reader, heads: list[tuple[int, int, tuple[int, ...]]]) -> list[tuple[str, ...]]:
    """Rebuild every file's message-ids; ``heads`` is (part_total, n_ids, parts) per file."""
    prefix, suffix = r.text(), r.text()
    if not (prefix.isascii() and suffix.isascii()):
        raise _corrupt("the message-ids' shared prefix or suffix is not ASCII")
    total = sum(h[1] for h in heads)
    raw = r.take(r.count("bytes of message-ids"))
    try:
        text = raw.decode("ascii")
    except UnicodeDecodeError:
        raise _corrupt("message-ids hold a byte outside ASCII") from None
    middles = text.split("\x00")
    if len(middles) != total + 1 or middles[-1]:
        raise _corrupt(f"{len(middles) - 1} message-ids end in the data, the files list {total}")
    streams = _IdStreams(r, prefix)
    track = bool(streams.deltas)
    room = MAX_BARE - len(prefix) - len(suffix)
    plen, k = len(prefix), 0
    out: list[tuple[str, ...]] = []
    previous: list[int] = []
    for part_total, n_ids, parts in heads:
        ids = []
        for i in range(n_ids):
            middle = middles[k]
            k += 1
            if len(middle) > room:
                raise _corrupt(f"a message-id is longer than {MAX_BARE} characters")
            if _MARKERS.search(middle):
                middle = streams.expand(middle, parts[i] if i < len(parts) else None, part_total, previous)
            mid = prefix + middle + suffix
            if not valid_bare(mid):
                raise _corrupt(f"message-id {mid[:80]!r} is not one domain.message_ids accepts")
            if track:
                previous = _counters(mid, plen, len(mid) - len(suffix))
            ids.append(mid)
        out.append(tuple(ids))
    streams.finish()
    return out


def decode(data: bytes) -> SetChunk:
    """Return the chunk ``data`` stores; raise ChunkCorrupt (a ValueError) for anything else.

    Why so strict: a chunk is read once, at settling, long after it was
    written; what it yields goes into NZBs and probe commands. A wrong
    magic or version, a truncation, trailing bytes, a count the bytes
    cannot hold, a body over the cap or an invalid message-id is refused
    with what was wrong, never repaired or guessed.
    """
    r = _Reader(_unwrap(data))
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
    ids = _decode_ids(r, [(row[4], row[8][2], p) for row, p in zip(rows, parts, strict=True)])
    if r.left():
        raise _corrupt(f"{r.left()} bytes follow the last field")
    files = tuple(
        ChunkFile(file_id=row[0], name=row[1], subject=row[2], file_index=row[3], part_total=row[4], posted=row[5],
                  art_lo=row[6], art_hi=row[7], parts=p, sizes=s, message_ids=m)
        for row, p, s, m in zip(rows, parts, sizes, ids, strict=True))
    return SetChunk(set_id=set_id, group=group, poster=poster, base=base, file_total=file_total, groups=groups,
                    files=files)

