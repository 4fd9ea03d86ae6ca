"""Read what an archive's headers say: inner names, and whether a password guards it.

WHY: a passworded release is useless to everyone without the password and
is often bait; users want it flagged before they download 40 GB. Phase 2
fetches the first article of the first volume (RAR, 7z) and, for a 7z set,
the last article of the last volume, because 7z keeps its listing at the
end. From those bytes this module says "passworded", "none", "possibly" or
"unknown", and lists the inner file names it could read, which often name
an obfuscated release better than anything outside the archive.

Formats read (only what the verdict and names need):

* RAR 1.5-4.x ("Rar!\\x1a\\x07\\x00"): 7-byte block headers (CRC16, type,
  flags, size) plus a 4-byte data size when flag 0x8000 is set. Main header
  (0x73) flag 0x0080 MHD_PASSWORD means every later header is encrypted:
  names are unreadable. File header (0x74) flag 0x0004 means that file's
  data is encrypted; its name is still readable. Names are OEM bytes, or
  with flag 0x0200 a standard name, a NUL and RAR's compressed UTF-16.
* RAR 5 ("Rar!\\x1a\\x07\\x01\\x00"): headers of CRC32, vint size, vint type,
  vint flags, optional extra-area and data sizes. Type 4 (archive
  encryption header) means every later header is encrypted. A file header
  (type 2) whose extra area holds a record of type 0x01 is an encrypted
  file. Names are UTF-8.
* 7z ("7z\\xbc\\xaf\\x27\\x1c"): a 32-byte signature header gives the offset,
  size and CRC of the end header. An end header that is itself encoded
  (kEncodedHeader) by a coder chain holding AES (06 F1 07 01) is
  encrypted; otherwise it is decompressed (LZMA, LZMA2 or Copy, the coders
  7-Zip uses for headers) and read: a folder of the main streams coded by
  AES means encrypted data with readable names.

Invariants kept here:
* :func:`inspect_archive` and the per-format functions take any bytes and
  return an :class:`ArchiveInfo`; they raise nothing. Internally a
  malformed structure raises :class:`ArchiveError`, caught at the top and
  turned into ``damaged`` with the reason.
* Every length or count is checked against the bytes actually present
  before it is used to slice, loop or allocate; a header walk advances by
  at least one byte per step and stops after ``MAX_HEADERS``; decompressed
  7z headers are capped at ``MAX_HEADER_BYTES``, and the LZMA dictionary
  is never larger than that cap, whatever the stream declares.
* Names never hold control characters and use "/" as the separator.
"""

from __future__ import annotations

import enum
import lzma
import re
import struct
import zlib
from dataclasses import dataclass

__all__ = [
    "MAX_HEADERS",
    "MAX_HEADER_BYTES",
    "RAR4_MARKER",
    "RAR5_MARKER",
    "SEVENZIP_MARKER",
    "ArchiveEntry",
    "ArchiveError",
    "ArchiveFormat",
    "ArchiveInfo",
    "PasswordVerdict",
    "SevenZipStart",
    "archive_format",
    "inspect_archive",
    "inspect_rar",
    "inspect_sevenzip",
    "read_sevenzip_start",
]

RAR4_MARKER = b"Rar!\x1a\x07\x00"
RAR5_MARKER = b"Rar!\x1a\x07\x01\x00"
SEVENZIP_MARKER = b"7z\xbc\xaf\x27\x1c"
SEVENZIP_AES = b"\x06\xf1\x07\x01"

MAX_HEADERS = 4096
MAX_ENTRIES = 10_000
MAX_HEADER_BYTES = 8 * 1024 * 1024
# RAR 5 caps a header at 2 MB (its technote); a bigger size is damage.
_RAR5_MAX_HEADER = 2 * 1024 * 1024
_MAX_NAME = 4096

_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")
# Inner archives and password notes: a readable, unencrypted listing that
# holds these is often a wrapper around the passworded part.
_INNER_ARCHIVE = re.compile(r"\.(?:rar|r\d{2,3}|part\d{1,4}\.rar|7z|7z\.\d{3}|zip|z\d{2}|zipx|arj|ace|tar|tgz)$", re.I)
_PASSWORD_NOTE = re.compile(r"pass(?:word|wort|wd)|\bpw\b|kennwort|mot[ _.-]?de[ _.-]?passe|contrase", re.I)


class ArchiveError(ValueError):
    """The bytes break the archive format; the verdict cannot rest on them."""


class _Short(ArchiveError):
    """The buffer ended inside a structure: more bytes (a later article) would tell."""


class ArchiveFormat(enum.Enum):
    """Archive formats this module reads."""

    RAR4 = "rar4"
    RAR5 = "rar5"
    SEVENZIP = "7z"
    UNKNOWN = "unknown"


class PasswordVerdict(enum.Enum):
    """What the headers say about a password.

    NONE: headers were read and nothing is encrypted. PASSWORDED: a header
    says so (encrypted headers, or an encrypted file). POSSIBLY: nothing
    is encrypted, but the listing holds an inner archive or a password
    note, the usual wrapper of a passworded payload. UNKNOWN: the bytes
    did not reach a header that would tell (7z without its tail, a RAR
    buffer that ends before the first file header, damage).
    """

    NONE = "none"
    PASSWORDED = "passworded"
    POSSIBLY = "possibly"
    UNKNOWN = "unknown"


@dataclass(frozen=True)
class ArchiveEntry:
    """One file or directory named by an archive header.

    ``size`` is the unpacked size when the header states one; ``continued``
    says the entry's data started in an earlier volume (RAR).
    """

    name: str
    size: int | None
    is_dir: bool
    encrypted: bool
    continued: bool = False


@dataclass(frozen=True)
class ArchiveInfo:
    """The verdict on one archive and the evidence behind it.

    ``reason`` is one sentence for the operator: why this verdict, and for
    UNKNOWN what would settle it. ``tail_bytes_needed`` is, for a 7z whose
    end header was not (wholly) in the buffers, how many bytes counted
    back from the archive's end the next probe must cover; 0 otherwise.
    """

    format: ArchiveFormat
    verdict: PasswordVerdict
    reason: str
    entries: tuple[ArchiveEntry, ...] = ()
    headers_encrypted: bool = False
    volume: bool | None = None
    first_volume: bool | None = None
    solid: bool | None = None
    damaged: bool = False
    truncated: bool = False
    tail_bytes_needed: int = 0

    @property
    def names(self) -> tuple[str, ...]:
        """Return the names of the files (not directories) read from the headers."""
        return tuple(e.name for e in self.entries if not e.is_dir)


def archive_format(data: bytes) -> ArchiveFormat:
    """Name the archive format whose signature starts ``data``."""
    if data.startswith(RAR5_MARKER):
        return ArchiveFormat.RAR5
    if data.startswith(RAR4_MARKER):
        return ArchiveFormat.RAR4
    if data.startswith(SEVENZIP_MARKER):
        return ArchiveFormat.SEVENZIP
    return ArchiveFormat.UNKNOWN


def inspect_archive(head: bytes, *, tail: bytes | None = None, at_end: bool = False) -> ArchiveInfo:
    """Inspect a first-volume buffer (and for 7z the archive's tail); never raises.

    ``head`` starts at the archive's first byte (the first article of the
    first volume); ``at_end`` says it also ends where the volume ends (a
    one-article file), so a RAR walk that stops exactly there was not cut.
    ``tail`` is for 7z only: bytes that END at the archive's last byte (the
    last article of the last volume); see :func:`inspect_sevenzip`.
    """
    fmt = archive_format(head)
    if fmt is ArchiveFormat.SEVENZIP:
        return inspect_sevenzip(head, tail)
    if fmt is ArchiveFormat.UNKNOWN:
        return ArchiveInfo(fmt, PasswordVerdict.UNKNOWN, "no RAR or 7z signature at the start: not an archive volume we read")
    return inspect_rar(head, at_end=at_end)


def _finish(info: ArchiveInfo) -> ArchiveInfo:
    """Downgrade NONE to POSSIBLY when the listing holds a wrapper's tell-tales."""
    if info.verdict is not PasswordVerdict.NONE:
        return info
    for entry in info.entries:
        base = entry.name.rsplit("/", 1)[-1]
        if not entry.is_dir and _INNER_ARCHIVE.search(base):
            return _replace(
                info,
                PasswordVerdict.POSSIBLY,
                f"nothing is encrypted, but it wraps another archive ({base!r}), whose password this probe cannot see",
            )
        if _PASSWORD_NOTE.search(base):
            return _replace(info, PasswordVerdict.POSSIBLY, f"nothing is encrypted, but it holds a password note ({base!r})")
    return info


def _replace(info: ArchiveInfo, verdict: PasswordVerdict, reason: str) -> ArchiveInfo:
    return ArchiveInfo(
        info.format,
        verdict,
        reason,
        info.entries,
        info.headers_encrypted,
        info.volume,
        info.first_volume,
        info.solid,
        info.damaged,
        info.truncated,
        info.tail_bytes_needed,
    )


def _clean(name: str) -> str:
    if not name.isprintable():
        name = _CONTROL.sub("", name)
    return name[:_MAX_NAME]


# --- RAR 1.5-4.x -------------------------------------------------------------

_RAR4_HEAD = struct.Struct("<HBHH")
_RAR4_FILE = struct.Struct("<IIBIIBBHI")  # pack, unp, os, crc, time, ver, method, name size, attr
_MHD_VOLUME = 0x0001
_MHD_SOLID = 0x0008
_MHD_NEWNUMBERING = 0x0010
_MHD_PASSWORD = 0x0080
_MHD_FIRSTVOLUME = 0x0100
_LHD_SPLIT_BEFORE = 0x0001
_LHD_PASSWORD = 0x0004
_LHD_DIRECTORY = 0x00E0
_LHD_LARGE = 0x0100
_LHD_UNICODE = 0x0200
_LONG_BLOCK = 0x8000


def inspect_rar(data: bytes, *, at_end: bool = False) -> ArchiveInfo:
    """Walk RAR 4 or RAR 5 block headers from the signature on; never raises.

    The signature may follow a self-extractor stub, so it is searched for.
    ``at_end`` says the buffer ends where the volume does; otherwise a walk
    that reaches the buffer's end was cut (``truncated``), even on a block
    boundary.
    """
    if not isinstance(data, bytes):
        data = bytes(data)
    at5 = data.find(RAR5_MARKER)
    at4 = data.find(RAR4_MARKER)
    if at5 >= 0 and (at4 < 0 or at5 <= at4):
        return _finish(_rar5(data, at5 + len(RAR5_MARKER), at_end))
    if at4 >= 0:
        return _finish(_rar4(data, at4 + len(RAR4_MARKER), at_end))
    return ArchiveInfo(ArchiveFormat.UNKNOWN, PasswordVerdict.UNKNOWN, "no RAR signature in the buffer")


@dataclass
class _Walk:
    """Mutable state of one header walk, frozen into an ArchiveInfo at the end."""

    fmt: ArchiveFormat
    entries: list[ArchiveEntry]
    volume: bool | None = None
    first_volume: bool | None = None
    solid: bool | None = None
    headers_encrypted: bool = False
    damaged: str = ""
    truncated: bool = False
    ended: bool = False

    def info(self) -> ArchiveInfo:
        entries = tuple(self.entries)
        if self.headers_encrypted:
            verdict, reason = (
                PasswordVerdict.PASSWORDED,
                "the archive's headers are encrypted (a password hides even the file names)",
            )
        elif any(e.encrypted for e in entries):
            first = next(e for e in entries if e.encrypted)
            verdict, reason = PasswordVerdict.PASSWORDED, f"file {first.name!r} is encrypted"
        elif any(not e.is_dir for e in entries):
            verdict, reason = PasswordVerdict.NONE, f"{len(entries)} file header(s) read, none encrypted"
        elif self.damaged:
            verdict, reason = PasswordVerdict.UNKNOWN, f"damaged before any file header: {self.damaged}"
        elif self.truncated:
            verdict, reason = (
                PasswordVerdict.UNKNOWN,
                "the buffer ends before the first file header: probe more of the first volume",
            )
        else:
            verdict, reason = PasswordVerdict.UNKNOWN, "no file header in the archive"
        return ArchiveInfo(
            self.fmt,
            verdict,
            reason,
            entries,
            self.headers_encrypted,
            self.volume,
            self.first_volume,
            self.solid,
            bool(self.damaged),
            self.truncated,
        )


def _rar4(data: bytes, pos: int, at_end: bool) -> ArchiveInfo:
    walk = _Walk(ArchiveFormat.RAR4, [])
    n = len(data)
    for _ in range(MAX_HEADERS):
        if pos + 7 > n:
            # Ending exactly on a block boundary of a whole volume is fine
            # (RAR 1.5 wrote no end block); anything else was cut.
            walk.truncated = not (at_end and pos == n)
            break
        crc, htype, flags, hsize = _RAR4_HEAD.unpack_from(data, pos)
        if hsize < 7 or (flags & _LONG_BLOCK and hsize < 11):
            walk.damaged = f"a block header at byte {pos} declares {hsize} bytes"
            break
        if pos + hsize > n:
            walk.truncated = True
            break
        if zlib.crc32(data[pos + 2 : pos + hsize]) & 0xFFFF != crc and not _rar4_crc_exempt(htype, flags):
            walk.damaged = f"the CRC of the block header at byte {pos} does not match"
            break
        add_size = struct.unpack_from("<I", data, pos + 7)[0] if flags & _LONG_BLOCK else 0
        if htype == 0x73:
            walk.volume = bool(flags & _MHD_VOLUME)
            walk.solid = bool(flags & _MHD_SOLID)
            if walk.volume and flags & _MHD_NEWNUMBERING:
                walk.first_volume = bool(flags & _MHD_FIRSTVOLUME)
            if flags & _MHD_PASSWORD:
                walk.headers_encrypted = True
                break
        elif htype in (0x74, 0x7A):
            try:
                entry, packed = _rar4_file(data, pos, flags, hsize)
            except ArchiveError as exc:
                walk.damaged = str(exc)
                break
            add_size = packed
            if htype == 0x74 and len(walk.entries) < MAX_ENTRIES:
                walk.entries.append(entry)
        elif htype == 0x7B:
            walk.ended = True
            break
        pos += hsize + add_size
    else:
        walk.damaged = f"more than {MAX_HEADERS} block headers"
    return walk.info()


def _rar4_crc_exempt(htype: int, flags: int) -> bool:
    """Say whether unrar accepts this header with any CRC.

    A main header with an inline RAR 1.5-2.x comment (flag 0x0002), and a
    file header with an inline file comment (flag 0x0008), have their CRC
    over the part before the comment; old authenticity-verification (0x76)
    and signature (0x79) blocks never had a proper one.
    """
    return (htype == 0x73 and bool(flags & 0x0002)) or (htype == 0x74 and bool(flags & 0x0008)) or htype in (0x76, 0x79)


def _rar4_file(data: bytes, pos: int, flags: int, hsize: int) -> tuple[ArchiveEntry, int]:
    fixed = 7 + _RAR4_FILE.size
    if hsize < fixed:
        raise ArchiveError(f"the file header at byte {pos} is shorter than its fixed fields")
    pack, unp, _os, _crc, _time, _ver, _method, name_size, _attr = _RAR4_FILE.unpack_from(data, pos + 7)
    name_at = pos + fixed
    if flags & _LHD_LARGE:
        if hsize < fixed + 8:
            raise ArchiveError(f"the file header at byte {pos} lacks its 64-bit sizes")
        high_pack, high_unp = struct.unpack_from("<II", data, name_at)
        pack |= high_pack << 32
        unp |= high_unp << 32
        name_at += 8
    if name_at + name_size > pos + hsize:
        raise ArchiveError(f"the file name at byte {pos} runs past its header")
    raw = data[name_at : name_at + name_size]
    name = _rar4_name(raw, bool(flags & _LHD_UNICODE))
    entry = ArchiveEntry(
        name=name,
        size=None if unp == 0xFFFFFFFF else unp,
        is_dir=flags & _LHD_DIRECTORY == _LHD_DIRECTORY,
        encrypted=bool(flags & _LHD_PASSWORD),
        continued=bool(flags & _LHD_SPLIT_BEFORE),
    )
    return entry, pack


def _rar4_name(raw: bytes, unicode: bool) -> str:
    """Decode a RAR 4 name: OEM bytes, UTF-8, or RAR's compressed UTF-16."""
    if unicode:
        nul = raw.find(b"\x00")
        if nul < 0:
            name = raw.decode("utf-8", "replace")
        else:
            name = _rar_unicode(raw[:nul], raw[nul + 1 :])
    else:
        try:
            name = raw.decode("utf-8")
        except UnicodeDecodeError:
            name = raw.decode("cp437")
    # RAR 4 stores Windows separators.
    return _clean(name.replace("\\", "/"))


def _rar_unicode(std: bytes, enc: bytes) -> str:
    """Decode RAR 3's compressed UTF-16 name (unrar's EncodeFileName::Decode).

    Each 2-bit op says how the next UTF-16 unit is made: a low byte with a
    zero high byte, a low byte with the shared high byte, a literal unit,
    or a run copied from the standard (8-bit) name, optionally shifted.
    The output is bounded by the standard name's length (unrar bounds it
    the same way), so a hostile run count cannot grow it, and by what
    :func:`_clean` keeps of a name.
    """
    if not enc:
        return std.decode("cp437")
    units: list[int] = []
    # Past 2 * _MAX_NAME units the name is cut by _clean anyway; stopping
    # there bounds the per op Python loop to a constant per header.
    limit = min(max(len(std), 1) * 2, 2 * _MAX_NAME)
    high = enc[0]
    i = 1
    flags = 0
    bits = 0
    n = len(enc)
    while i < n and len(units) < limit:
        if bits == 0:
            flags = enc[i]
            i += 1
            bits = 8
            if i >= n:
                break
        bits -= 2
        op = (flags >> bits) & 3
        if op == 0:
            units.append(enc[i])
            i += 1
        elif op == 1:
            units.append(enc[i] | (high << 8))
            i += 1
        elif op == 2:
            if i + 1 >= n:
                break
            units.append(enc[i] | (enc[i + 1] << 8))
            i += 2
        else:
            length = enc[i]
            i += 1
            if length & 0x80:
                if i >= n:
                    break
                correction = enc[i]
                i += 1
                for _ in range((length & 0x7F) + 2):
                    if len(units) >= len(std):
                        break
                    units.append(((std[len(units)] + correction) & 0xFF) | (high << 8))
            else:
                for _ in range(length + 2):
                    if len(units) >= len(std):
                        break
                    units.append(std[len(units)])
    raw = struct.pack(f"<{len(units)}H", *units)
    return raw.decode("utf-16-le", "replace")


# --- RAR 5 -------------------------------------------------------------------

_R5_MAIN, _R5_FILE, _R5_SERVICE, _R5_CRYPT, _R5_END = 1, 2, 3, 4, 5
_R5_HAS_EXTRA = 0x0001
_R5_HAS_DATA = 0x0002
_R5_SPLIT_BEFORE = 0x0008
_R5_EXTRA_CRYPT = 0x01
# RAR 5 defines seven extra record types (crypt, hash, time, version,
# redirection, owner, service data); a header with more records than a
# few of each is built to spin the record loop, not written by WinRAR.
_R5_MAX_RECORDS = 64


def _vint(data: bytes, pos: int, end: int) -> tuple[int, int]:
    """Read a RAR 5 vint (7 bits a byte, low first, high bit = more); return (value, next pos)."""
    value = 0
    shift = 0
    while pos < end:
        b = data[pos]
        pos += 1
        value |= (b & 0x7F) << shift
        if not b & 0x80:
            return value, pos
        shift += 7
        if shift >= 70:
            raise ArchiveError("a RAR 5 number runs over 10 bytes")
    raise _Short("the buffer ends inside a RAR 5 number")


def _rar5(data: bytes, pos: int, at_end: bool) -> ArchiveInfo:
    walk = _Walk(ArchiveFormat.RAR5, [])
    n = len(data)
    for _ in range(MAX_HEADERS):
        try:
            if pos == n and at_end:
                break
            if pos + 5 > n:
                raise _Short("the buffer ends before the next header")
            (crc,) = struct.unpack_from("<I", data, pos)
            size, body = _vint(data, pos + 4, min(n, pos + 14))
            if size == 0 or size > _RAR5_MAX_HEADER:
                raise ArchiveError(f"the header at byte {pos} declares {size} bytes")
            end = body + size
            if end > n:
                raise _Short("the buffer ends inside a header")
            if zlib.crc32(data[pos + 4 : end]) != crc:
                raise ArchiveError(f"the CRC of the header at byte {pos} does not match")
            htype, p = _vint(data, body, end)
            hflags, p = _vint(data, p, end)
            extra = data_size = 0
            if hflags & _R5_HAS_EXTRA:
                extra, p = _vint(data, p, end)
            if hflags & _R5_HAS_DATA:
                data_size, p = _vint(data, p, end)
            if extra > end - p:
                raise ArchiveError(f"the extra area of the header at byte {pos} runs past it")
            if htype == _R5_MAIN:
                arch_flags, p = _vint(data, p, end)
                walk.volume = bool(arch_flags & 0x0001)
                walk.solid = bool(arch_flags & 0x0004)
                if walk.volume:
                    # The volume number field is present in every volume but the first.
                    walk.first_volume = not arch_flags & 0x0002
            elif htype == _R5_CRYPT:
                walk.headers_encrypted = True
                break
            elif htype in (_R5_FILE, _R5_SERVICE):
                entry = _rar5_file(data, p, end, extra, hflags, pos)
                if htype == _R5_FILE and len(walk.entries) < MAX_ENTRIES:
                    walk.entries.append(entry)
            elif htype == _R5_END:
                walk.ended = True
                break
            pos = end + data_size
        except _Short:
            walk.truncated = True
            break
        except ArchiveError as exc:
            walk.damaged = str(exc)
            break
    else:
        walk.damaged = f"more than {MAX_HEADERS} headers"
    return walk.info()


def _rar5_file(data: bytes, p: int, end: int, extra: int, hflags: int, pos: int) -> ArchiveEntry:
    file_flags, p = _vint(data, p, end)
    unpacked, p = _vint(data, p, end)
    _attributes, p = _vint(data, p, end)
    if file_flags & 0x0002:
        p += 4
    if file_flags & 0x0004:
        p += 4
    _compression, p = _vint(data, p, end)
    _host, p = _vint(data, p, end)
    name_len, p = _vint(data, p, end)
    extra_at = end - extra
    if p + name_len > extra_at:
        raise ArchiveError(f"the file name of the header at byte {pos} runs past it")
    name = _clean(data[p : p + name_len].decode("utf-8", "replace"))
    encrypted = False
    q = extra_at
    records = 0
    while q < end:
        records += 1
        if records > _R5_MAX_RECORDS:
            raise ArchiveError(f"the header at byte {pos} has more than {_R5_MAX_RECORDS} extra records")
        rsize, r = _vint(data, q, end)
        if rsize == 0 or r + rsize > end:
            raise ArchiveError(f"an extra record of the header at byte {pos} runs past it")
        rtype, _ = _vint(data, r, r + rsize)
        if rtype == _R5_EXTRA_CRYPT:
            encrypted = True
        q = r + rsize
    return ArchiveEntry(
        name=name,
        size=None if file_flags & 0x0008 else unpacked,
        is_dir=bool(file_flags & 0x0001),
        encrypted=encrypted,
        continued=bool(hflags & _R5_SPLIT_BEFORE),
    )


# --- 7z ----------------------------------------------------------------------

_SIG_HEADER = struct.Struct("<6sBBIQQI")
_K_END, _K_HEADER, _K_ARCHIVE_PROPS, _K_ADDITIONAL, _K_MAIN = 0x00, 0x01, 0x02, 0x03, 0x04
_K_FILES, _K_PACK, _K_UNPACK, _K_SUBSTREAMS, _K_SIZE, _K_CRC = 0x05, 0x06, 0x07, 0x08, 0x09, 0x0A
_K_FOLDER, _K_UNPACK_SIZE, _K_NUM_UNPACK, _K_EMPTY_STREAM, _K_EMPTY_FILE = 0x0B, 0x0C, 0x0D, 0x0E, 0x0F
_K_NAME, _K_ATTRIBUTES, _K_ENCODED_HEADER, _K_DUMMY = 0x11, 0x15, 0x17, 0x19
_CODER_COPY = b"\x00"
_CODER_LZMA = b"\x03\x01\x01"
_CODER_LZMA2 = b"\x21"
_MAX_CODERS = 64
# 7-Zip's reader (7zIn.cpp ReadDatabase2) decodes one kEncodedHeader and then
# requires a plain kHeader; each further level could inflate another
# MAX_HEADER_BYTES from the same few packed bytes.
_MAX_ENCODED_DEPTH = 1
_MAX_STREAMS = 1_000_000


@dataclass(frozen=True)
class SevenZipStart:
    """The 7z signature header: where the end header is and how to check it.

    ``next_offset`` counts from the end of this 32-byte header, so the end
    header spans ``[32 + next_offset, 32 + next_offset + next_size)`` of the
    archive (all volumes joined). ``crc_ok`` says the start header's own
    CRC matched.
    """

    version: tuple[int, int]
    next_offset: int
    next_size: int
    next_crc: int
    crc_ok: bool

    @property
    def archive_size(self) -> int:
        """Return the archive's size when (as 7-Zip writes it) the end header ends it."""
        return 32 + self.next_offset + self.next_size


def read_sevenzip_start(data: bytes) -> SevenZipStart:
    """Read the signature header at the start of a 7z (first) volume.

    Raises ArchiveError when ``data`` does not start with one; the message
    says which check failed.
    """
    if not data.startswith(SEVENZIP_MARKER):
        raise ArchiveError("no 7z signature at the start of the buffer")
    if len(data) < 32:
        raise _Short("the buffer ends inside the 7z signature header")
    _sig, major, minor, start_crc, offset, size, next_crc = _SIG_HEADER.unpack_from(data, 0)
    return SevenZipStart((major, minor), offset, size, next_crc, zlib.crc32(data[12:32]) == start_crc)


@dataclass
class _Folder:
    coders: list[tuple[bytes, bytes]]  # (codec id, properties)
    out_streams: int
    bound_out: set[int]
    unpack_sizes: list[int]
    crc: int | None = None
    substreams: int = 1

    def main_size(self) -> int | None:
        for i, size in enumerate(self.unpack_sizes):
            if i not in self.bound_out:
                return size
        return None

    @property
    def encrypted(self) -> bool:
        return any(cid == SEVENZIP_AES for cid, _ in self.coders)


@dataclass
class _Streams:
    pack_pos: int = 0
    pack_sizes: list[int] | None = None
    folders: list[_Folder] | None = None
    sub_sizes: list[int] | None = None


class _Reader:
    """A cursor over a 7z header that raises _Short instead of reading past the end."""

    def __init__(self, data: bytes) -> None:
        self.data = data
        self.pos = 0
        self.end = len(data)

    def left(self) -> int:
        return self.end - self.pos

    def byte(self) -> int:
        if self.pos >= self.end:
            raise _Short("the 7z header ends early")
        b = self.data[self.pos]
        self.pos += 1
        return b

    def take(self, count: int) -> bytes:
        if count < 0 or count > self.end - self.pos:
            raise ArchiveError(f"a 7z field of {count} bytes runs past the header")
        out = self.data[self.pos : self.pos + count]
        self.pos += count
        return out

    def number(self) -> int:
        """Read a 7z NUMBER: leading 1-bits of the first byte count the extra bytes."""
        first = self.byte()
        mask = 0x80
        value = 0
        for i in range(8):
            if not first & mask:
                return value | ((first & (mask - 1)) << (8 * i))
            value |= self.byte() << (8 * i)
            mask >>= 1
        return value

    def count(self, per_item_bits: int = 8) -> int:
        """Read a count of items that each take at least ``per_item_bits`` of the header."""
        value = self.number()
        if value * per_item_bits > self.left() * 8 + 64:
            raise ArchiveError(f"a 7z count of {value} cannot fit in the {self.left()} bytes left")
        return value

    def u32(self) -> int:
        return int.from_bytes(self.take(4), "little")

    def bits(self, count: int) -> list[bool]:
        raw = self.take((count + 7) // 8)
        return [bool(raw[i >> 3] & (0x80 >> (i & 7))) for i in range(count)]

    def defined(self, count: int) -> list[bool]:
        """Read a 7z "all defined" byte or bit vector; every caller then reads a u32 per item."""
        if self.byte():
            if count * 4 > self.left():
                raise ArchiveError(f"{count} 7z checksums cannot fit in the {self.left()} bytes left")
            return [True] * count
        return self.bits(count)

    def expect(self, prop: int) -> None:
        got = self.byte()
        if got != prop:
            raise ArchiveError(f"expected 7z property {prop:#x}, found {got:#x}")


def inspect_sevenzip(head: bytes, tail: bytes | None = None) -> ArchiveInfo:
    """Read a 7z's end header from the buffers that hold it; never raises.

    ``head`` starts at the archive's first byte. The end header is found
    in ``head`` when the whole archive fits in it, else in ``tail``, which
    must END at the archive's last byte (the last article of the last
    volume, ``.7z.NNN``). 7-Zip writes the end header last, so the archive
    ends where the signature header says the end header ends; the end
    header's CRC proves the alignment.
    """
    if not isinstance(head, bytes):
        head = bytes(head)
    try:
        start = read_sevenzip_start(head)
    except _Short as exc:
        return ArchiveInfo(ArchiveFormat.SEVENZIP, PasswordVerdict.UNKNOWN, str(exc), truncated=True)
    except ArchiveError as exc:
        return ArchiveInfo(ArchiveFormat.UNKNOWN, PasswordVerdict.UNKNOWN, str(exc))
    if not start.crc_ok:
        return ArchiveInfo(
            ArchiveFormat.SEVENZIP, PasswordVerdict.UNKNOWN, "the 7z signature header's CRC does not match", damaged=True
        )
    if start.next_size == 0:
        return ArchiveInfo(ArchiveFormat.SEVENZIP, PasswordVerdict.NONE, "an empty 7z archive (no end header)")
    if start.next_size > MAX_HEADER_BYTES:
        return ArchiveInfo(
            ArchiveFormat.SEVENZIP,
            PasswordVerdict.UNKNOWN,
            f"the signature header declares a {start.next_size}-byte end header (cap {MAX_HEADER_BYTES})",
            damaged=True,
        )
    space = _Space(head, tail, start.archive_size)
    begin = 32 + start.next_offset
    header = space.get(begin, start.archive_size)
    if header is None:
        return ArchiveInfo(
            ArchiveFormat.SEVENZIP,
            PasswordVerdict.UNKNOWN,
            "7z keeps its listing at the end: probe the last article of the last volume",
            truncated=True,
            tail_bytes_needed=start.next_size,
        )
    if zlib.crc32(header) != start.next_crc:
        return ArchiveInfo(
            ArchiveFormat.SEVENZIP,
            PasswordVerdict.UNKNOWN,
            "the end header's CRC does not match: the tail does not end at the archive's end, or is damaged",
            damaged=True,
        )
    try:
        return _finish(_sevenzip_header(header, space, 0))
    except _Short as exc:
        return ArchiveInfo(ArchiveFormat.SEVENZIP, PasswordVerdict.UNKNOWN, str(exc), damaged=True)
    except _NeedTail as need:
        return ArchiveInfo(
            ArchiveFormat.SEVENZIP,
            PasswordVerdict.UNKNOWN,
            "the compressed listing starts before the tail buffer: probe more of the last volume",
            truncated=True,
            tail_bytes_needed=need.count,
        )
    except ArchiveError as exc:
        return ArchiveInfo(ArchiveFormat.SEVENZIP, PasswordVerdict.UNKNOWN, str(exc), damaged=True)


class _NeedTail(ArchiveError):
    def __init__(self, count: int) -> None:
        super().__init__(f"need {count} bytes from the archive's end")
        self.count = count


class _Space:
    """The archive's byte space as far as the buffers cover it: head from 0, tail up to the end."""

    def __init__(self, head: bytes, tail: bytes | None, size: int) -> None:
        self.head = head
        self.tail = tail or b""
        self.size = size
        self.tail_at = size - len(self.tail)

    def get(self, begin: int, end: int) -> bytes | None:
        if begin < 0 or end < begin:
            return None
        if end <= len(self.head):
            return self.head[begin:end]
        if self.tail and begin >= self.tail_at >= 0 and end <= self.size:
            return self.tail[begin - self.tail_at : end - self.tail_at]
        return None


def _sevenzip_header(header: bytes, space: _Space, depth: int) -> ArchiveInfo:
    r = _Reader(header)
    kind = r.byte()
    if kind == _K_ENCODED_HEADER:
        if depth >= _MAX_ENCODED_DEPTH:
            raise ArchiveError("7z encoded headers nest too deep")
        streams = _streams_info(r)
        folders = streams.folders or []
        if any(f.encrypted for f in folders):
            return ArchiveInfo(
                ArchiveFormat.SEVENZIP,
                PasswordVerdict.PASSWORDED,
                "the 7z listing is AES encrypted (a password hides even the file names)",
                headers_encrypted=True,
            )
        return _sevenzip_header(_unpack_header(streams, space), space, depth + 1)
    if kind != _K_HEADER:
        raise ArchiveError(f"the 7z end header starts with {kind:#x}, not a header")
    main = _Streams()
    entries: list[ArchiveEntry] = []
    prop = r.byte()
    if prop == _K_ARCHIVE_PROPS:
        while r.byte() != _K_END:
            r.take(r.number())
        prop = r.byte()
    if prop == _K_ADDITIONAL:
        _streams_info(r)
        prop = r.byte()
    if prop == _K_MAIN:
        main = _streams_info(r)
        prop = r.byte()
    if prop == _K_FILES:
        entries = _files_info(r, main)
        prop = r.byte()
    if prop != _K_END:
        raise ArchiveError(f"unexpected 7z header property {prop:#x}")
    folders = main.folders or []
    solid = any(f.substreams > 1 for f in folders)
    if any(f.encrypted for f in folders):
        first = next((e.name for e in entries if e.encrypted), None)
        what = f"file {first!r} is" if first else "the packed data is"
        return ArchiveInfo(
            ArchiveFormat.SEVENZIP, PasswordVerdict.PASSWORDED, f"{what} AES encrypted", tuple(entries), solid=solid
        )
    if not entries:
        return ArchiveInfo(ArchiveFormat.SEVENZIP, PasswordVerdict.NONE, "a 7z archive with no files", solid=solid)
    return ArchiveInfo(
        ArchiveFormat.SEVENZIP,
        PasswordVerdict.NONE,
        f"{len(entries)} entries listed, none encrypted",
        tuple(entries),
        solid=solid,
    )


def _streams_info(r: _Reader) -> _Streams:
    out = _Streams()
    prop = r.byte()
    if prop == _K_PACK:
        out.pack_pos = r.number()
        count = r.count()
        prop = r.byte()
        while prop != _K_END:
            if prop == _K_SIZE:
                out.pack_sizes = [r.number() for _ in range(count)]
            elif prop == _K_CRC:
                defined = r.defined(count)
                for d in defined:
                    if d:
                        r.u32()
            else:
                raise ArchiveError(f"unexpected 7z pack property {prop:#x}")
            prop = r.byte()
        prop = r.byte()
    if prop == _K_UNPACK:
        out.folders = _unpack_info(r)
        prop = r.byte()
    if prop == _K_SUBSTREAMS:
        out.sub_sizes = _substreams_info(r, out.folders or [])
        prop = r.byte()
    if prop != _K_END:
        raise ArchiveError(f"unexpected 7z streams property {prop:#x}")
    return out


def _unpack_info(r: _Reader) -> list[_Folder]:
    r.expect(_K_FOLDER)
    count = r.count()
    if r.byte():
        raise ArchiveError("7z folders stored outside the header are not read")
    folders = [_folder(r) for _ in range(count)]
    r.expect(_K_UNPACK_SIZE)
    for folder in folders:
        folder.unpack_sizes = [r.number() for _ in range(folder.out_streams)]
    prop = r.byte()
    if prop == _K_CRC:
        for folder, d in zip(folders, r.defined(len(folders)), strict=True):
            if d:
                folder.crc = r.u32()
        prop = r.byte()
    if prop != _K_END:
        raise ArchiveError(f"unexpected 7z unpack property {prop:#x}")
    return folders


def _folder(r: _Reader) -> _Folder:
    n_coders = r.count()
    if not 0 < n_coders <= _MAX_CODERS:
        raise ArchiveError(f"a 7z folder with {n_coders} coders")
    coders = []
    total_in = total_out = 0
    for _ in range(n_coders):
        flags = r.byte()
        if flags & 0xC0:
            raise ArchiveError("a 7z coder uses reserved flag bits")
        codec = r.take(flags & 0x0F)
        ins = outs = 1
        if flags & 0x10:
            ins, outs = r.count(), r.count()
            if ins > _MAX_CODERS or outs > _MAX_CODERS:
                raise ArchiveError("a 7z coder with too many streams")
        props = r.take(r.number()) if flags & 0x20 else b""
        coders.append((codec, props))
        total_in += ins
        total_out += outs
    bound_out = set()
    for _ in range(total_out - 1):
        r.number()
        bound_out.add(r.number())
    packed = total_in - (total_out - 1)
    if packed < 1:
        raise ArchiveError("a 7z folder binds more streams than it has")
    if packed > 1:
        for _ in range(packed):
            r.number()
    return _Folder(coders, total_out, bound_out, [])


def _substreams_info(r: _Reader, folders: list[_Folder]) -> list[int]:
    prop = r.byte()
    if prop == _K_NUM_UNPACK:
        for folder in folders:
            folder.substreams = r.number()
        prop = r.byte()
    # Every substream is a file, and every file's name takes at least 2
    # bytes of this same header: a count beyond that is a lie, refused
    # before it sizes any list.
    total = sum(f.substreams for f in folders)
    if total > min(_MAX_STREAMS, r.end // 2 + 1):
        raise ArchiveError(f"7z substream count {total} cannot fit in a {r.end}-byte header")
    sizes: list[int] = []
    if prop == _K_SIZE:
        for folder in folders:
            if folder.substreams == 0:
                continue
            known = 0
            for _ in range(folder.substreams - 1):
                size = r.number()
                sizes.append(size)
                known += size
            main = folder.main_size()
            sizes.append(max(0, (main or 0) - known))
        prop = r.byte()
    else:
        for folder in folders:
            if folder.substreams == 1:
                sizes.append(folder.main_size() or 0)
            elif folder.substreams > 1:
                raise ArchiveError("7z substreams without their sizes")
    # Digests of the streams whose CRC the folder does not already give.
    unknown = sum(f.substreams for f in folders if not (f.substreams == 1 and f.crc is not None))
    while prop != _K_END:
        if prop == _K_CRC:
            for d in r.defined(unknown):
                if d:
                    r.u32()
        else:
            r.take(r.number())
        prop = r.byte()
    return sizes


def _files_info(r: _Reader, main: _Streams) -> list[ArchiveEntry]:
    count = r.number()
    if count > _MAX_STREAMS:
        raise ArchiveError(f"a 7z listing of {count} files is more than {_MAX_STREAMS}")
    empty_stream: list[bool] = []
    empty_file: list[bool] = []
    names: list[str] = []
    attributes: list[int | None] = []
    while True:
        prop = r.byte()
        if prop == _K_END:
            break
        size = r.number()
        body = _Reader(r.take(size))
        if prop == _K_EMPTY_STREAM:
            empty_stream = body.bits(count)
        elif prop == _K_EMPTY_FILE:
            empty_file = body.bits(sum(empty_stream))
        elif prop == _K_NAME:
            if body.byte():
                raise ArchiveError("7z names stored outside the header are not read")
            raw = body.take(body.left() & ~1)
            # Only the first MAX_ENTRIES names become entries: splitting
            # the rest made an object per two header bytes.
            keep = min(count, MAX_ENTRIES)
            names = [_clean(n) for n in raw.decode("utf-16-le", "replace").split("\x00", keep)[:keep]]
        elif prop == _K_ATTRIBUTES:
            defined = body.defined(count)
            if body.byte():
                raise ArchiveError("7z attributes stored outside the header are not read")
            attributes = [body.u32() if d else None for d in defined]
    folders = main.folders or []
    # Files with a stream take the substreams in order; each folder holds
    # `substreams` of them, so a file's folder says whether it is encrypted.
    stream_folder: list[_Folder] = [f for f in folders for _ in range(f.substreams)]
    sizes = main.sub_sizes or []
    entries = []
    stream = 0
    empty_index = 0
    for i in range(min(count, MAX_ENTRIES)):
        name = names[i] if i < len(names) else f"file{i}"
        attr = attributes[i] if i < len(attributes) else None
        has_stream = not (empty_stream[i] if i < len(empty_stream) else False)
        if has_stream:
            folder = stream_folder[stream] if stream < len(stream_folder) else None
            stream_size = sizes[stream] if stream < len(sizes) else None
            stream += 1
            entries.append(ArchiveEntry(name, stream_size, bool(attr and attr & 0x10), bool(folder and folder.encrypted)))
        else:
            is_file = empty_file[empty_index] if empty_index < len(empty_file) else False
            empty_index += 1
            is_dir = not is_file or bool(attr and attr & 0x10)
            entries.append(ArchiveEntry(name, 0, is_dir, False))
    return entries


def _unpack_header(streams: _Streams, space: _Space) -> bytes:
    """Decompress an encoded 7z header from the packed stream the buffers hold."""
    folders = streams.folders or []
    sizes = streams.pack_sizes or []
    if len(folders) != 1 or len(sizes) < 1:
        raise ArchiveError("an encoded 7z header with other than one folder")
    folder = folders[0]
    if len(folder.coders) != 1:
        ids = ", ".join(c.hex() for c, _ in folder.coders)
        raise ArchiveError(f"an encoded 7z header with a coder chain ({ids}) this reader does not decode")
    begin = 32 + streams.pack_pos
    packed = space.get(begin, begin + sizes[0])
    if packed is None:
        if begin + sizes[0] > space.size or begin < 0:
            raise ArchiveError("the encoded 7z header's packed stream lies outside the archive")
        raise _NeedTail(space.size - begin)
    want = folder.main_size()
    if want is None or want > MAX_HEADER_BYTES:
        raise ArchiveError(f"an encoded 7z header that unpacks to {want} bytes (cap {MAX_HEADER_BYTES})")
    codec, props = folder.coders[0]
    out = _decode(codec, props, packed, want)
    if len(out) != want:
        raise ArchiveError(f"the encoded 7z header unpacked to {len(out)} bytes, not {want}")
    if folder.crc is not None and zlib.crc32(out) != folder.crc:
        raise ArchiveError("the unpacked 7z header's CRC does not match")
    return out


def _decode(codec: bytes, props: bytes, packed: bytes, want: int) -> bytes:
    # The dictionary needs no more room than the output it can refer back
    # into; capping it keeps a declared 4 GB dictionary from being allocated.
    cap = max(4096, min(want, MAX_HEADER_BYTES))
    try:
        if codec == _CODER_COPY:
            return packed[:want]
        if codec == _CODER_LZMA:
            if len(props) < 5:
                raise ArchiveError("LZMA coder properties are shorter than 5 bytes")
            d = props[0]
            if d >= 9 * 5 * 5:
                raise ArchiveError("LZMA coder properties are out of range")
            lc, lp, pb = d % 9, (d // 9) % 5, d // 45
            dict_size = min(int.from_bytes(props[1:5], "little"), cap)
            filters = [{"id": lzma.FILTER_LZMA1, "lc": lc, "lp": lp, "pb": pb, "dict_size": max(4096, dict_size)}]
        elif codec == _CODER_LZMA2:
            filters = [{"id": lzma.FILTER_LZMA2, "dict_size": cap}]
        else:
            raise ArchiveError(f"the 7z header is coded by {codec.hex()}, which this reader does not decode")
        return lzma.LZMADecompressor(format=lzma.FORMAT_RAW, filters=filters).decompress(packed, max_length=want)
    except (lzma.LZMAError, ValueError, MemoryError) as exc:
        if isinstance(exc, ArchiveError):
            raise
        raise ArchiveError(f"the 7z header does not decompress: {exc}") from exc
