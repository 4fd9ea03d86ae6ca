"""Build the worst input of a given size for each decoder of bytes from Usenet.

WHY: a decoder that is linear on real data can still be quadratic on data
shaped against its loops (issue 31: a PAR2 magic every 16 bytes, each
claiming the rest of the buffer, made the parser hash the remainder at
every step; a 64 KiB ``=ybegin`` line of word characters cost the yEnc
header pattern 25 s). Random bytes almost never reach those loops, so each
shape here aims at one: the step that re-scans, the count a header
declares, the per-item work a tiny item maximises.

``DECODERS`` maps a name to ``(make_worst_case(size_bytes), decode(payload))``:
the shape at its most expensive parameters, and the call the probe pass
makes on such bytes. Every ``decode`` here returns its decoder's failure
as a value instead of raising it (``YencError``, ``NzbFormatError``), so a
caller can treat any exception as a bug. ``CAPS`` is the largest input the
production path hands each decoder (the probe's 4 MiB body cap; an NFO is
read to its own cap). The shape functions take the parameters the
hypothesis strategies in tests/unit/hostile vary.

Shapes are deterministic: the same size and parameters give the same bytes.
"""

from __future__ import annotations

import hashlib
import struct
import zlib
from collections.abc import Callable

from usenet_ops.domain.nzb import NzbFormatError, parse_nzb
from usenet_ops.domain.probe import yenc
from usenet_ops.domain.probe.archives import MAX_ENTRIES, RAR4_MARKER, RAR5_MARKER, SEVENZIP_MARKER
from usenet_ops.domain.probe.findings import (
    MAX_PROBE_BYTES,
    CrcVerdict,
    ProbeBody,
    ProbeKind,
    decode_probe_body,
    inspect_body,
)
from usenet_ops.domain.probe.nfo import MAX_NFO_BYTES, read_nfo
from usenet_ops.domain.probe.par2 import MAGIC

__all__ = [
    "CAPS",
    "DECODERS",
    "nfo_ids",
    "nzb_segments",
    "chunk_ids",
    "par2_claims",
    "par2_filedescs",
    "rar4_unicode_names",
    "rar5_extra_records",
    "sevenzip_names",
    "yenc_body",
]

# The XML an NZB decoder meets: a spot's inflated payload is capped by the
# spot import (hostile_spot_inputs); an imported NZB file by the probe cap's order.
_NZB_CAP = 16 * 1024 * 1024


def _fit(parts: list[bytes], size: int, filler: bytes = b"\x00") -> bytes:
    """Join ``parts`` and pad or cut to exactly ``size`` bytes."""
    out = b"".join(parts)
    if len(out) >= size:
        return out[:size]
    return out + (filler * (size - len(out) + 1))[: size - len(out)]


# --- yEnc ---------------------------------------------------------------------


def yenc_body(size: int, *, escape_every: int = 1, line: int = 128, keyword_line: int = 0) -> bytes:
    """A yEnc article of ``size`` bytes whose data is an escape every ``escape_every`` bytes.

    ``escape_every=1`` makes every data byte an escape (the decoder's per
    escape work at its densest); ``keyword_line`` pads the ``=ybegin``
    line with that many word characters before ``name=`` (the keyword
    pattern's retry loop); ``line`` is the data line length (the line
    splitting's per line cost).
    """
    head = b"=ybegin part=1 total=1 line=128 size=" + str(size).encode() + b" " + b"a" * keyword_line + b" name=x.bin\r\n"
    head += b"=ypart begin=1 end=" + str(size).encode() + b"\r\n"
    tail = b"=yend size=" + str(size).encode() + b" part=1 pcrc32=00000000\r\n"
    room = max(0, size - len(head) - len(tail))
    unit = (b"=A" + b"*" * max(0, escape_every - 1))
    data_line = (unit * (line // len(unit) + 1))[:line] + b"\r\n"
    body = data_line * (room // len(data_line) + 1)
    return head + body[:room] + tail


# --- PAR2 ---------------------------------------------------------------------


def par2_claims(size: int, *, period: int = 16, shrink: int = 0) -> bytes:
    """A magic every ``period`` bytes, each claiming the rest of the buffer less ``shrink`` bytes.

    The issue 31 attack: before the fix every claim fitted the buffer, so
    each one's MD5 was computed over the remainder, quadratic in ``size``.
    """
    period = max(16, period)
    out = bytearray()
    for at in range(0, size, period):
        claim = max(64, (size - at - shrink) & ~3)
        out += (MAGIC + struct.pack("<Q", claim)).ljust(period, b"\x00")
    return bytes(out[:size])


def _packet(set_id: bytes, ptype: bytes, body: bytes) -> bytes:
    body += b"\x00" * (-len(body) % 4)
    md5 = hashlib.md5(set_id + ptype + body).digest()
    return MAGIC + struct.pack("<Q", 64 + len(body)) + md5 + set_id + ptype + body


def par2_filedescs(size: int, *, name_len: int = 16, sets: int = 1) -> bytes:
    """Valid FileDesc packets with the shortest names, all the same size, named as episodes.

    Every packet is a file the listing holds and release naming weighs
    (equal sizes make each a "big" file, episode names send them through
    the pack naming); ``sets`` spreads them over that many set ids (the
    per-set bookkeeping and the choice of the main set).
    """
    out: list[bytes] = []
    total = 0
    i = 0
    while total < size:
        set_id = hashlib.md5(b"set%d" % (i % max(1, sets))).digest()
        name = (b"Show.S01E%05d" % i).ljust(max(13, name_len), b"x")[: max(13, name_len)] + b".mkv"
        md5_16k = hashlib.md5(b"%d" % i).digest()
        file_id = hashlib.md5(md5_16k + struct.pack("<Q", 1_000_000) + name).digest()
        packet = _packet(set_id, b"PAR 2.0\x00FileDesc", file_id + md5_16k + md5_16k + struct.pack("<Q", 1_000_000) + name)
        out.append(packet)
        total += len(packet)
        i += 1
    return _fit(out, size)


# --- NFO ----------------------------------------------------------------------


def nfo_ids(size: int, *, unit: str = "url") -> bytes:
    """An NFO that is nothing but ids, each distinct: ``unit`` picks which pattern's loop it feeds.

    "url": thetvdb.com links with a query of many pairs (the per link
    parse); "imdb": bare tt ids; "label": "TVDB ID ....: n" labels (read
    only when no link gave a series); "slashes": imdb links with long
    slash runs (the one unbounded repetition).
    """
    parts: list[bytes] = []
    total = 0
    i = 0
    while total < size:
        if unit == "imdb":
            piece = b"tt%07d " % (i % 10_000_000)
        elif unit == "label":
            piece = b"TVDB ID ....................: %d\n" % (10 + i)
        elif unit == "slashes":
            piece = b"imdb.com" + b"/" * 200 + b"x "
        else:
            piece = b"thetvdb.com/?" + b"&".join(b"k%d=v%d" % (j, j) for j in range(20)) + b"&tab=series&id=%d " % (i + 1)
        parts.append(piece)
        total += len(piece)
        i += 1
    return _fit(parts, size, b" ")


# --- RAR 4 ----------------------------------------------------------------------


def _rar4_block(htype: int, flags: int, fields: bytes) -> bytes:
    rest = struct.pack("<BHH", htype, flags, 7 + len(fields)) + fields
    return struct.pack("<H", zlib.crc32(rest) & 0xFFFF) + rest


def rar4_unicode_names(size: int, *, name_len: int = 60_000) -> bytes:
    """RAR 4 file headers whose names are RAR's compressed UTF-16 at its densest (one op per byte).

    The name decoder loops in Python per op; a name of ``name_len`` bytes
    is half an 8-bit name, half ops that each copy one byte (op 0).
    """
    half = max(4, min(name_len, 65_000) // 2)
    std = b"n" * half
    enc = bytearray(b"\x00")
    while len(enc) < half:
        enc += b"\x00" + b"a" * 4  # flags byte: four op-0 units
    name = std + b"\x00" + bytes(enc[:half])
    parts = [RAR4_MARKER, _rar4_block(0x73, 0, struct.pack("<HI", 0, 0))]
    total = sum(map(len, parts))
    while total < size:
        fields = struct.pack("<IIBIIBBHI", 0, 1, 2, 0, 0, 29, 0x30, len(name), 0x20)
        block = _rar4_block(0x74, 0x8000 | 0x0200, fields + name)
        parts.append(block)
        total += len(block)
    return _fit(parts, size)


# --- RAR 5 ----------------------------------------------------------------------


def _vint(value: int) -> bytes:
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        if not value:
            out.append(byte)
            return bytes(out)
        out.append(byte | 0x80)


def _rar5_header(htype: int, fields: bytes, extra: bytes) -> bytes:
    flags = 0x0001 if extra else 0
    body = _vint(htype) + _vint(flags) + (_vint(len(extra)) if extra else b"") + fields + extra
    sized = _vint(len(body)) + body
    return struct.pack("<I", zlib.crc32(sized)) + sized


def rar5_extra_records(size: int, *, records: int = 100_000, name_len: int = 2) -> bytes:
    """RAR 5 file headers whose extra area is ``records`` two-byte records (the record loop's densest)."""
    parts = [RAR5_MARKER, _rar5_header(1, _vint(0), b"")]
    total = sum(map(len, parts))
    i = 0
    while total < size:
        name = (b"%d" % i).ljust(max(1, name_len), b"f")
        fields = _vint(0) + _vint(1) + _vint(0x20) + _vint(0) + _vint(0) + _vint(len(name)) + name
        room = max(0, min(records * 2, size - total - 64, 1 << 20))
        header = _rar5_header(2, fields, b"\x01\x07" * (room // 2))
        parts.append(header)
        total += len(header)
        i += 1
    return _fit(parts, size)


# --- 7z -------------------------------------------------------------------------


def _num(value: int) -> bytes:
    """Encode a 7z NUMBER (the first byte's leading 1-bits count the extra bytes)."""
    if value < 0x80:
        return bytes([value])
    if value < 0x4000:
        return bytes([0x80 | (value >> 8), value & 0xFF])
    if value < 0x200000:
        return bytes([0xC0 | (value >> 16)]) + (value & 0xFFFF).to_bytes(2, "little")
    return b"\xff" + value.to_bytes(8, "little")


def sevenzip_names(size: int, *, name_chars: int | None = None) -> bytes:
    """A whole 7z whose plain end header lists as many files as fit, each named by ``name_chars`` UTF-16 units.

    The listing's per file work (names split, entries built, release
    naming over them). By default names are as long as lets the listing
    reach the reader's MAX_ENTRIES entries, the most it turns into entries.
    """
    room = max(64, size - 32 - 16)
    if name_chars is None:
        name_chars = max(1, room // (2 * MAX_ENTRIES) - 1)
    per = 2 * (max(1, name_chars) + 1)
    count = room // per
    names = b"".join(("f" * max(1, name_chars)).encode("utf-16-le") + b"\x00\x00" for _ in range(count))
    prop = b"\x00" + names
    header = b"\x01\x05" + _num(count) + b"\x11" + _num(len(prop)) + prop + b"\x00\x00"
    start = struct.pack("<QQI", 0, len(header), zlib.crc32(header))
    signature = SEVENZIP_MARKER + b"\x00\x04" + struct.pack("<I", zlib.crc32(start)) + start
    return signature + header


# --- NZB ------------------------------------------------------------------------


def nzb_segments(size: int, *, id_len: int = 3) -> bytes:
    """An NZB of one file whose segments are as small as XML allows (the per element work)."""
    head = (
        b'<?xml version="1.0" encoding="UTF-8"?>\n<nzb xmlns="http://www.newzbin.com/DTD/2003/nzb">'
        b'<file poster="p" date="1" subject="s"><groups><group>a.b</group></groups><segments>'
    )
    tail = b"</segments></file></nzb>\n"
    mid = b"@".join([b"a" * max(1, id_len - 2), b"b"])
    parts = [head]
    total = len(head) + len(tail)
    i = 1
    while True:
        seg = b'<segment bytes="1" number="%d">%s</segment>' % (i, mid)
        if total + len(seg) > size:
            break
        parts.append(seg)
        total += len(seg)
        i += 1
    return b"".join(parts) + tail


def chunk_ids(size: int, *, id_len: int = 24) -> bytes:
    """A stored history chunk (``domain.rebuild.chunk_codec``) of about ``size`` bytes: one file of as many segments
    as random ids of ``id_len`` characters fill (random: zstd cannot shrink them, so the most ids per stored byte)."""
    import random as random_mod

    from usenet_ops.domain.rebuild import chunk_codec
    from usenet_ops.domain.rebuild.records import ChunkFile, SetChunk

    rng = random_mod.Random(size * 131 + id_len)
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
    n = max(1, size // max(4, id_len * 3 // 4 + 2))
    ids = tuple("".join(rng.choice(alphabet) for _ in range(max(1, id_len - 2))) + "@h" for _ in range(n))

    def encoded(k: int) -> bytes:
        f = ChunkFile("f", "n", "s", 1, k, 0, 0, 0, tuple(range(1, k + 1)), (700_000,) * k, ids[:k])
        return chunk_codec.encode(SetChunk("s", "g", "p", "b", 1, ("g",), (f,)))

    data = encoded(n)
    while len(data) > size and n > 1:  # trim to the size asked for (ids are random: ~linear in n)
        n = n * 9 // 10
        data = encoded(n)
    return data


def _decode_chunk(payload: bytes) -> object:
    from usenet_ops.domain.rebuild import chunk_codec

    try:
        return chunk_codec.decode(payload)
    except chunk_codec.ChunkCorrupt as exc:
        return exc


# --- the calls the probe pass makes ------------------------------------------------


def _body(data: bytes, name: str) -> ProbeBody:
    return ProbeBody(name, data, 0, len(data), 1, 1, CrcVerdict.OK, True)


def _decode_yenc(payload: bytes) -> object:
    return decode_probe_body(payload, allow_truncated=True)


def _decode_par2(payload: bytes) -> object:
    return inspect_body(ProbeKind.PAR2_INDEX, _body(payload, "x.par2"))


def _decode_nfo(payload: bytes) -> object:
    return read_nfo(payload)


def _decode_archive(payload: bytes) -> object:
    # A whole volume in one buffer: the RAR walk reads to its end, a 7z is its own tail.
    return inspect_body(ProbeKind.ARCHIVE_FIRST, _body(payload, "x.bin"))


def _decode_nzb(payload: bytes) -> object:
    try:
        return parse_nzb(payload)
    except NzbFormatError as exc:
        return exc


def _decode_yenc_strict(payload: bytes) -> object:
    try:
        return yenc.decode(payload)
    except yenc.YencError as exc:
        return exc


DECODERS: dict[str, tuple[Callable[[int], bytes], Callable[[bytes], object]]] = {
    "yenc_escapes": (yenc_body, _decode_yenc),
    "yenc_keyword_line": (lambda size: yenc_body(size, keyword_line=max(0, size - 200)), _decode_yenc_strict),
    "yenc_short_lines": (lambda size: yenc_body(size, escape_every=2, line=2), _decode_yenc),
    "par2_claims": (par2_claims, _decode_par2),
    "par2_filedescs": (par2_filedescs, _decode_par2),
    "par2_sets": (lambda size: par2_filedescs(size, sets=size), _decode_par2),
    "nfo_urls": (nfo_ids, _decode_nfo),
    "nfo_imdb": (lambda size: nfo_ids(size, unit="imdb"), _decode_nfo),
    "rar4_unicode_names": (rar4_unicode_names, _decode_archive),
    "rar5_extra_records": (rar5_extra_records, _decode_archive),
    "7z_names": (sevenzip_names, _decode_archive),
    "nzb_segments": (nzb_segments, _decode_nzb),
    "chunk_ids": (chunk_ids, _decode_chunk),
}

CAPS: dict[str, int] = dict.fromkeys(DECODERS, MAX_PROBE_BYTES)
CAPS.update({"nfo_urls": MAX_NFO_BYTES, "nfo_imdb": MAX_NFO_BYTES, "nzb_segments": _NZB_CAP,
             # A stored chunk: one set of one batch; the largest real one is ~1 MB stored (200 files x 400 segments).
             "chunk_ids": 4 << 20})
