"""Write the real bytes phase 2 probes read: par2 indexes, NFOs, RAR and 7z volumes.

WHY: the probe decoders (``usenet_ops.domain.probe.par2``, ``nfo``, ``archives``)
need bodies whose answer is known: a par2 index naming given files, an NFO
citing given ids in a given encoding, a RAR or 7z first volume that is or
is not passworded. Tests round-trip these through the decoders, and the
corpus generator can post them so the news server serves realistic probe
targets.

What is real and what is not:
* PAR2: Main, FileDesc, optional UniFileN and Creator packets exactly as
  the Parchive 2.0 spec lays them out, every MD5 correct (file ids, packet
  hashes, the set id). No IFSC or recovery packets.
* RAR 4 / RAR 5: marker, main header, file headers, stored (uncompressed)
  data and the end block, every header CRC correct. "Encrypted" data and
  headers are flagged exactly as WinRAR flags them, but the bytes after
  the flags are deterministic pseudo-random filler, not AES: no decoder
  here decrypts, and a reader that tried would fail as with a wrong
  password.
* 7z: signature header, packed streams, and an end header that is plain,
  LZMA-compressed (as 7-Zip writes it by default) or "AES"-encoded (the
  coder chain 7-Zip writes with -mhe=on; filler instead of ciphertext).
  File data is stored with the Copy coder, or flagged AES with filler.

Everything is deterministic: the same arguments give the same bytes.
"""

from __future__ import annotations

import enum
import hashlib
import lzma
import struct
import zlib
from collections.abc import Sequence
from dataclasses import dataclass

__all__ = [
    "NfoEncoding",
    "NfoStyle",
    "Par2Source",
    "PayloadError",
    "RarEntry",
    "SevenZipEntry",
    "nfo_bytes",
    "nfo_text",
    "par2_index",
    "par2_packet",
    "rar4_volume",
    "rar5_volume",
    "sevenzip_archive",
    "sevenzip_ends",
    "split_volumes",
]


class PayloadError(ValueError):
    """A writer was asked for bytes the format cannot hold; the message says which field."""


def _filler(seed: bytes, length: int) -> bytes:
    """Return deterministic bytes that look like ciphertext."""
    return hashlib.shake_256(seed).digest(length) if length else b""


# --- PAR2 ---------------------------------------------------------------------

PAR2_MAGIC = b"PAR2\x00PKT"
_T_MAIN = b"PAR 2.0\x00Main\x00\x00\x00\x00"
_T_DESC = b"PAR 2.0\x00FileDesc"
_T_UNI = b"PAR 2.0\x00UniFileN"
_T_CREATOR = b"PAR 2.0\x00Creator\x00"


@dataclass(frozen=True)
class Par2Source:
    """One file a par2 index protects.

    ``md5`` and ``md5_16k`` default to stand-ins derived from the name
    (the corpus never materialises multi-GB files); :meth:`from_bytes`
    computes the real ones.
    """

    name: str
    size: int
    md5: bytes | None = None
    md5_16k: bytes | None = None

    @classmethod
    def from_bytes(cls, name: str, data: bytes) -> Par2Source:
        """Describe a file whose bytes are at hand, with its real MD5s."""
        return cls(name, len(data), hashlib.md5(data).digest(), hashlib.md5(data[:16384]).digest())


def _pad4(data: bytes) -> bytes:
    return data + b"\x00" * (-len(data) % 4)


def par2_packet(set_id: bytes, ptype: bytes, body: bytes) -> bytes:
    """Frame one PAR2 packet: magic, length, MD5 of set id + type + body."""
    if len(set_id) != 16 or len(ptype) != 16 or len(body) % 4:
        raise PayloadError("a PAR2 packet needs a 16-byte set id, a 16-byte type and a body padded to 4 bytes")
    digest = hashlib.md5(set_id + ptype + body).digest()
    return PAR2_MAGIC + struct.pack("<Q", 64 + len(body)) + digest + set_id + ptype + body


def par2_index(
    files: Sequence[Par2Source],
    *,
    slice_size: int = 768_000,
    creator: str | None = "usenet-ops payloads",
    name_encoding: str = "utf-8",
    unicode_names: bool = False,
) -> bytes:
    """Build a par2 index file: Main, then per file FileDesc (and UniFileN), then Creator.

    ``name_encoding`` is how FileDesc names are stored ("cp1252" writes a
    QuickPar-era legacy name); ``unicode_names`` adds UniFileN packets.
    """
    if slice_size <= 0 or slice_size % 4:
        raise PayloadError(f"slice_size must be a positive multiple of 4, got {slice_size}")
    described = []
    for f in files:
        raw = f.name.encode(name_encoding)
        md5_16k = f.md5_16k if f.md5_16k is not None else hashlib.md5(b"16k:" + raw).digest()
        md5 = f.md5 if f.md5 is not None else (md5_16k if f.size <= 16384 else hashlib.md5(b"all:" + raw).digest())
        file_id = hashlib.md5(md5_16k + struct.pack("<Q", f.size) + raw).digest()
        described.append((file_id, md5, md5_16k, f.size, raw, f.name))
    ids = sorted(d[0] for d in described)
    main_body = struct.pack("<QI", slice_size, len(ids)) + b"".join(ids)
    set_id = hashlib.md5(main_body).digest()
    out = [par2_packet(set_id, _T_MAIN, main_body)]
    for file_id, md5, md5_16k, size, raw, name in described:
        out.append(par2_packet(set_id, _T_DESC, file_id + md5 + md5_16k + struct.pack("<Q", size) + _pad4(raw)))
        if unicode_names:
            out.append(par2_packet(set_id, _T_UNI, file_id + _pad4(name.encode("utf-16-le"))))
    if creator is not None:
        out.append(par2_packet(set_id, _T_CREATOR, _pad4(creator.encode("ascii", "replace"))))
    return b"".join(out)


# --- NFO ----------------------------------------------------------------------


class NfoEncoding(enum.Enum):
    """Encodings NFOs are found in."""

    CP437 = "cp437"
    UTF8 = "utf-8"
    UTF8_BOM = "utf-8-sig"
    UTF16LE_BOM = "utf-16-le-bom"
    UTF16BE_BOM = "utf-16-be-bom"
    LATIN1 = "latin-1"


class NfoStyle(enum.Enum):
    """How an NFO writes its links: today's URLs, 2000s URLs, or labelled bare ids."""

    URL = "url"
    OLD_URL = "old_url"
    BARE = "bare"


def nfo_text(
    release: str,
    *,
    imdb: str | None = None,
    tvdb: int | None = None,
    tvmaze: int | None = None,
    style: NfoStyle = NfoStyle.URL,
    art: bool = True,
) -> str:
    """Render an NFO's text citing the given ids in ``style``; ``imdb`` is "tt" + digits.

    ``art`` draws CP437 box lines (only CP437 and the Unicode encodings can
    hold them; use ``art=False`` for Latin-1).
    """
    bar = "\u2550" * 58 if art else "=" * 58
    top, bottom = ("\u2554" + bar + "\u2557", "\u255a" + bar + "\u255d") if art else (bar, bar)
    lines = [top, f"  {release}", bottom, "", "  Notes .....: a release for testing, r\u00e9sum\u00e9 and caf\u00e9", ""]
    if imdb is not None:
        digits = imdb[2:] if imdb.startswith("tt") else imdb
        lines.append(
            {
                NfoStyle.URL: f"  IMDb ......: https://www.imdb.com/title/tt{digits}/",
                NfoStyle.OLD_URL: f"  IMDb ......: http://us.imdb.com/Title?{digits}",
                NfoStyle.BARE: f"  IMDb ......: tt{digits}",
            }[style]
        )
    if tvdb is not None:
        lines.append(
            {
                NfoStyle.URL: f"  TheTVDB ...: https://thetvdb.com/dereferrer/series/{tvdb}",
                NfoStyle.OLD_URL: f"  TheTVDB ...: http://thetvdb.com/?tab=series&id={tvdb}&lid=7",
                NfoStyle.BARE: f"  TVDB ID ...: {tvdb}",
            }[style]
        )
    if tvmaze is not None:
        lines.append(f"  TVmaze ....: https://www.tvmaze.com/shows/{tvmaze}/some-show")
    lines += ["", bottom if art else bar, ""]
    return "\r\n".join(lines)


def nfo_bytes(text: str, encoding: NfoEncoding) -> bytes:
    """Encode NFO text as ``encoding`` (with its BOM where it has one)."""
    if encoding is NfoEncoding.UTF16LE_BOM:
        return b"\xff\xfe" + text.encode("utf-16-le")
    if encoding is NfoEncoding.UTF16BE_BOM:
        return b"\xfe\xff" + text.encode("utf-16-be")
    try:
        return text.encode(encoding.value)
    except UnicodeEncodeError as exc:
        raise PayloadError(f"the text cannot be written in {encoding.value}: {exc}; render it with art=False") from exc


# --- RAR ----------------------------------------------------------------------


@dataclass(frozen=True)
class RarEntry:
    """One file (or directory) to put in a RAR volume, stored uncompressed.

    ``size`` is the unpacked size to declare (defaults to ``len(data)``),
    so a first volume can describe a large file whose data continues in
    later volumes. ``packed_size`` declares the packed size and writes no
    data after the header: the caller's volume goes on with the file's
    bytes (the corpus never materialises a multi-GB volume).
    """

    name: str
    data: bytes = b""
    size: int | None = None
    encrypted: bool = False
    is_dir: bool = False
    packed_size: int | None = None


RAR4_MARKER = b"Rar!\x1a\x07\x00"
RAR5_MARKER = b"Rar!\x1a\x07\x01\x00"
_DOS_TIME = 0x5A6B3C21


def _rar4_block(htype: int, flags: int, fields: bytes) -> bytes:
    size = 7 + len(fields)
    if size > 0xFFFF:
        raise PayloadError(f"a RAR 4 header of {size} bytes does not fit its 16-bit size")
    rest = struct.pack("<BHH", htype, flags, size) + fields
    return struct.pack("<H", zlib.crc32(rest) & 0xFFFF) + rest


def _rar_unicode_name(name: str) -> bytes:
    """Encode a name as RAR 3 does with flag 0x0200: ASCII name, NUL, compressed UTF-16.

    Every unit is written as op 2 (a literal 16-bit unit), which every
    unrar decodes; WinRAR packs tighter, the result is the same name.
    """
    units = struct.unpack(f"<{len(name.encode('utf-16-le')) // 2}H", name.encode("utf-16-le"))
    enc = bytearray(b"\x00")
    for i in range(0, len(units), 4):
        group = units[i : i + 4]
        enc.append(0xAA)
        for u in group:
            enc += struct.pack("<H", u)
    std = name.encode("ascii", "replace")
    return std + b"\x00" + bytes(enc)


def rar4_volume(
    entries: Sequence[RarEntry],
    *,
    volume: bool = False,
    first_volume: bool = True,
    headers_encrypted: bool = False,
    solid: bool = False,
    unicode_names: bool = False,
    end: bool = True,
) -> bytes:
    """Build a RAR 4 archive (or volume): marker, main header, file headers, data, end block.

    ``headers_encrypted`` sets MHD_PASSWORD and follows the main header
    with salted filler, as ``rar -hp`` leaves it: nothing after it is
    readable. An entry's ``encrypted`` sets LHD_PASSWORD and LHD_SALT.
    """
    flags = 0
    if volume:
        flags |= 0x0001 | 0x0010 | (0x0100 if first_volume else 0)
    if solid:
        flags |= 0x0008
    if headers_encrypted:
        flags |= 0x0080
    out = [RAR4_MARKER, _rar4_block(0x73, flags, struct.pack("<HI", 0, 0))]
    if headers_encrypted:
        seed = "|".join(e.name for e in entries).encode()
        out.append(_filler(b"rar4-hp:" + seed, 8 + 16 * max(1, len(entries) * 4)))
        return b"".join(out)
    for entry in entries:
        out.append(_rar4_file(entry, unicode_names))
    if end:
        out.append(_rar4_block(0x7B, 0x4000, b""))
    return b"".join(out)


def _rar4_file(entry: RarEntry, unicode_names: bool) -> bytes:
    raw_name = entry.name.replace("/", "\\")
    if unicode_names and not raw_name.isascii():
        name = _rar_unicode_name(raw_name)
        fflags = 0x0200
    else:
        name = raw_name.encode("utf-8")
        fflags = 0x0200 if unicode_names else 0
    fflags |= 0x8000
    data = entry.data
    if entry.is_dir:
        fflags |= 0x00E0
        data = b""
    salt = b""
    if entry.encrypted:
        fflags |= 0x0004 | 0x0400
        salt = _filler(b"salt:" + name, 8)
        data = _filler(b"rar4-data:" + name, -(-max(1, len(data)) // 16) * 16)
    unpacked = entry.size if entry.size is not None else len(entry.data)
    packed = len(data)
    if entry.packed_size is not None:
        packed, data = entry.packed_size, b""
    large = unpacked > 0xFFFFFFFF or packed > 0xFFFFFFFF
    if large:
        fflags |= 0x0100
    fields = struct.pack(
        "<IIBIIBBHI",
        packed & 0xFFFFFFFF,
        unpacked & 0xFFFFFFFF,
        2,
        zlib.crc32(entry.data),
        _DOS_TIME,
        29,
        0x30,
        len(name),
        0x10 if entry.is_dir else 0x20,
    )
    if large:
        fields += struct.pack("<II", packed >> 32, unpacked >> 32)
    return _rar4_block(0x74, fflags, fields + name + salt) + data


def _vint(value: int) -> bytes:
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        if value:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def _rar5_header(htype: int, flags: int, fields: bytes, extra: bytes = b"", data_size: int | None = None) -> bytes:
    if extra:
        flags |= 0x0001
    if data_size is not None:
        flags |= 0x0002
    body = _vint(htype) + _vint(flags)
    if extra:
        body += _vint(len(extra))
    if data_size is not None:
        body += _vint(data_size)
    body += fields + extra
    sized = _vint(len(body)) + body
    return struct.pack("<I", zlib.crc32(sized)) + sized


def rar5_volume(
    entries: Sequence[RarEntry],
    *,
    volume: bool = False,
    volume_number: int = 0,
    headers_encrypted: bool = False,
    solid: bool = False,
    end: bool = True,
) -> bytes:
    """Build a RAR 5 archive (or volume): signature, main header, file headers, data, end header.

    ``headers_encrypted`` writes the archive encryption header (type 4)
    and then filler where the encrypted headers would be, as ``rar -hp``
    does. An entry's ``encrypted`` adds the file encryption extra record
    (type 0x01) to its header.
    """
    out = [RAR5_MARKER]
    if headers_encrypted:
        seed = "|".join(e.name for e in entries).encode()
        fields = _vint(0) + _vint(0x0001) + bytes([15]) + _filler(b"salt:" + seed, 16) + _filler(b"check:" + seed, 12)
        out.append(_rar5_header(4, 0, fields))
        out.append(_filler(b"rar5-hp:" + seed, 16 + 32 * max(1, len(entries) * 3)))
        return b"".join(out)
    arch_flags = (0x0001 if volume else 0) | (0x0002 if volume and volume_number > 0 else 0) | (0x0004 if solid else 0)
    fields = _vint(arch_flags) + (_vint(volume_number) if volume and volume_number > 0 else b"")
    out.append(_rar5_header(1, 0, fields))
    for entry in entries:
        name = entry.name.encode("utf-8")
        data = b"" if entry.is_dir else entry.data
        extra = b""
        if entry.encrypted:
            record = _vint(0x01) + _vint(0) + _vint(0x0001) + bytes([15]) + _filler(b"salt:" + name, 16)
            record += _filler(b"iv:" + name, 16) + _filler(b"check:" + name, 12)
            extra = _vint(len(record)) + record
            data = _filler(b"rar5-data:" + name, -(-max(1, len(data)) // 16) * 16)
        unpacked = entry.size if entry.size is not None else len(entry.data)
        file_flags = 0x0004 | (0x0001 if entry.is_dir else 0)
        fields = _vint(file_flags) + _vint(unpacked) + _vint(0x10 if entry.is_dir else 0x20)
        fields += struct.pack("<I", zlib.crc32(entry.data)) + _vint(0) + _vint(0) + _vint(len(name)) + name
        packed = len(data)
        if entry.packed_size is not None:
            packed, data = entry.packed_size, b""
        out.append(_rar5_header(2, 0, fields, extra, None if entry.is_dir else packed) + data)
    if end:
        out.append(_rar5_header(5, 0, _vint(0)))
    return b"".join(out)


# --- 7z -----------------------------------------------------------------------

SEVENZIP_MARKER = b"7z\xbc\xaf\x27\x1c"
_AES = b"\x06\xf1\x07\x01"
_AES_PROPS = b"\x53\x07" + bytes(16)


@dataclass(frozen=True)
class SevenZipEntry:
    """One file or directory to put in a 7z archive."""

    name: str
    data: bytes = b""
    is_dir: bool = False


def _num(value: int) -> bytes:
    """Encode a 7z NUMBER (first byte's leading 1-bits count the extra bytes)."""
    for extra in range(8):
        if value < 1 << (7 * (extra + 1)):
            high = value >> (8 * extra)
            first = (0xFF00 >> extra) & 0xFF | high
            return bytes([first]) + value.to_bytes(8, "little")[:extra]
    return b"\xff" + value.to_bytes(8, "little")


def _bits(flags: Sequence[bool]) -> bytes:
    out = bytearray((len(flags) + 7) // 8)
    for i, f in enumerate(flags):
        if f:
            out[i >> 3] |= 0x80 >> (i & 7)
    return bytes(out)


def _coder(codec: bytes, props: bytes = b"") -> bytes:
    flags = len(codec) | (0x20 if props else 0)
    return bytes([flags]) + codec + (_num(len(props)) + props if props else b"")


def _folder(encrypted: bool, inner: bytes = b"\x01\x00") -> bytes:
    """One folder: ``inner`` coder alone, or inner coder fed by AES (7-Zip's order)."""
    if not encrypted:
        return _num(1) + inner
    return _num(2) + inner + _coder(_AES, _AES_PROPS) + _num(0) + _num(1)


def _streams(pack_pos: int, pack_size: int, unpack_sizes: list[int], crc: int | None, encrypted: bool, inner: bytes) -> bytes:
    out = bytes([0x06]) + _num(pack_pos) + _num(1) + b"\x09" + _num(pack_size) + b"\x00"
    out += b"\x07\x0b" + _num(1) + b"\x00" + _folder(encrypted, inner) + b"\x0c" + b"".join(_num(s) for s in unpack_sizes)
    if crc is not None:
        out += b"\x0a\x01" + struct.pack("<I", crc)
    # Ends UnPackInfo; the caller ends StreamsInfo (after SubStreamsInfo, if any).
    return out + b"\x00"


def sevenzip_archive(
    entries: Sequence[SevenZipEntry],
    *,
    encrypt_data: bool = False,
    encrypt_header: bool = False,
    compress_header: bool = False,
) -> bytes:
    """Build a whole 7z archive: signature header, packed data, end header.

    All file data goes in one folder (Copy coder, or Copy fed by AES with
    filler for ``encrypt_data``). ``compress_header`` LZMA-encodes the end
    header as 7-Zip does by default; ``encrypt_header`` encodes it with
    LZMA fed by AES (``7z -mhe=on``), filler in place of the ciphertext.
    """
    files = [e for e in entries if not e.is_dir and e.data]
    packed_data = b"".join(e.data for e in files)
    if encrypt_data:
        packed_data = _filler(b"7z-data:" + packed_data, -(-len(packed_data) // 16) * 16)
    header = bytearray(b"\x01")
    if files:
        sizes = [len(e.data) for e in files]
        unpack = [sum(sizes)] * (2 if encrypt_data else 1)
        header += b"\x04" + _streams(0, len(packed_data), unpack, None, encrypt_data, b"\x01\x00")
        header += b"\x08\x0d" + _num(len(files))
        if len(files) > 1:
            header += b"\x09" + b"".join(_num(s) for s in sizes[:-1])
        header += b"\x0a\x01" + b"".join(struct.pack("<I", zlib.crc32(e.data)) for e in files) + b"\x00"
        header += b"\x00"
    if entries:
        header += b"\x05" + _num(len(entries))
        empty = [e.is_dir or not e.data for e in entries]
        if any(empty):
            header += b"\x0e" + _num(len(_bits(empty))) + _bits(empty)
            empty_files = [not e.is_dir for e, is_empty in zip(entries, empty, strict=True) if is_empty]
            if any(empty_files):
                header += b"\x0f" + _num(len(_bits(empty_files))) + _bits(empty_files)
        names = b"\x00" + b"".join(e.name.encode("utf-16-le") + b"\x00\x00" for e in entries)
        header += b"\x11" + _num(len(names)) + names + b"\x00"
    header += b"\x00"
    raw = bytes(header)
    body = packed_data
    if compress_header or encrypt_header:
        lzma_props = {"id": lzma.FILTER_LZMA1, "lc": 3, "lp": 0, "pb": 2, "dict_size": 1 << 16}
        packed_header = lzma.compress(raw, format=lzma.FORMAT_RAW, filters=[lzma_props])
        inner = _coder(b"\x03\x01\x01", bytes([0x5D]) + (1 << 16).to_bytes(4, "little"))
        unpack = [len(raw)]
        if encrypt_header:
            unpack.append(len(packed_header))
            packed_header = _filler(b"7z-header:" + raw, -(-len(packed_header) // 16) * 16)
        encoded = b"\x17" + _streams(len(body), len(packed_header), unpack, zlib.crc32(raw), encrypt_header, inner) + b"\x00"
        body += packed_header
        raw = encoded
    start = struct.pack("<QQI", len(body), len(raw), zlib.crc32(raw))
    return SEVENZIP_MARKER + b"\x00\x04" + struct.pack("<I", zlib.crc32(start)) + start + body + raw


def sevenzip_ends(
    entries: Sequence[tuple[str, int]],
    archive_size: int,
    *,
    encrypt_data: bool = False,
    encrypt_header: bool = False,
) -> tuple[bytes, bytes]:
    """Return the first 32 bytes and the tail of a 7z archive of ``archive_size`` bytes holding ``entries``.

    WHY: a multi-volume 7z set keeps its listing at the very end of the
    last volume; the corpus writes only the ends (signature header, end
    header) and leaves the packed data between them implicit. Entries are
    (name, size); their data is one folder (Copy, or Copy fed by AES with
    ``encrypt_data``); ``encrypt_header`` LZMA-encodes the end header fed by
    AES (``7z -mhe=on``, filler for ciphertext).
    """
    sizes = [max(0, int(s)) for _, s in entries]
    files = [(n, s) for (n, _), s in zip(entries, sizes, strict=True)]
    tail = b""
    for _ in range(4):  # the sizes written depend on the tail's length: iterate to the fixed point
        pack_size = max(0, archive_size - 32 - len(tail))
        header = bytearray(b"\x01")
        data_files = [s for _, s in files if s]
        if data_files:
            unpack = [sum(data_files)] * (2 if encrypt_data else 1)
            header += b"\x04" + _streams(0, pack_size, unpack, None, encrypt_data, b"\x01\x00")
            header += b"\x08\x0d" + _num(len(data_files))
            if len(data_files) > 1:
                header += b"\x09" + b"".join(_num(s) for s in data_files[:-1])
            header += b"\x00\x00"
        if files:
            header += b"\x05" + _num(len(files))
            empty = [not s for _, s in files]
            if any(empty):
                header += b"\x0e" + _num(len(_bits(empty))) + _bits(empty) + b"\x0f" + _num(len(_bits(empty))) + _bits(empty)
            names = b"\x00" + b"".join(n.encode("utf-16-le") + b"\x00\x00" for n, _ in files)
            header += b"\x11" + _num(len(names)) + names + b"\x00"
        header += b"\x00"
        raw = bytes(header)
        packed_header = b""
        if encrypt_header:
            lzma_props = {"id": lzma.FILTER_LZMA1, "lc": 3, "lp": 0, "pb": 2, "dict_size": 1 << 16}
            compressed = lzma.compress(raw, format=lzma.FORMAT_RAW, filters=[lzma_props])
            inner = _coder(b"\x03\x01\x01", bytes([0x5D]) + (1 << 16).to_bytes(4, "little"))
            packed_header = _filler(b"7z-header:" + raw, -(-len(compressed) // 16) * 16)
            pack_pos = max(0, archive_size - 32 - len(tail))
            raw = b"\x17" + _streams(pack_pos, len(packed_header), [len(raw), len(compressed)],
                                     zlib.crc32(header), True, inner) + b"\x00"
        new_tail = packed_header + raw
        if new_tail == tail:
            break
        tail = new_tail
    final = tail[len(tail) - len(raw):]
    start = struct.pack("<QQI", archive_size - 32 - len(final), len(final), zlib.crc32(final))
    return SEVENZIP_MARKER + b"\x00\x04" + struct.pack("<I", zlib.crc32(start)) + start, tail


def split_volumes(archive: bytes, volume_size: int) -> list[bytes]:
    """Cut an archive into volumes of ``volume_size`` bytes (the last shorter), as ``7z -v`` does."""
    if volume_size <= 0:
        raise PayloadError(f"volume_size must be positive, got {volume_size}")
    return [archive[i : i + volume_size] for i in range(0, len(archive), volume_size)] or [b""]
