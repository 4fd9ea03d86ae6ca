"""Read the file list of a PAR2 recovery set from whatever bytes of it arrived.

WHY: most new uploads are obfuscated (random subjects and file names), but
their par2 index still lists the real names: a FileDesc packet per
protected file carries its name, size and MD5s. Phase 2 fetches only the
first article of the smallest .par2 (a few hundred KB at most), so this
parser reads a prefix of the file, not the file.

Format (Parity Volume Set Specification 2.0, 2003-05-11), all little-endian::

    packet  = magic "PAR2\\0PKT" | length u64 (whole packet, multiple of 4, >= 64)
            | MD5 of the packet from the set id to its end (16)
            | recovery set id (16) | type (16) | body
    Main     "PAR 2.0\\0Main\\0\\0\\0\\0": slice size u64 | recovery file count u32
             | file ids (16 each; the first `count` are the recovery set,
             the rest the non-recovery set); set id = MD5(body)
    FileDesc "PAR 2.0\\0FileDesc": file id | MD5 of file | MD5 of first 16 KiB
             | length u64 | name (no terminator, NUL padded to 4);
             file id = MD5(MD5-16k | length | name)
    UniFileN "PAR 2.0\\0UniFileN": file id | name in UTF-16 LE (optional)
    Creator  "PAR 2.0\\0Creator\\0": ASCII text

Invariants kept here:
* ``parse_par2`` takes any bytes and returns a :class:`Par2Index`; it
  raises nothing. A packet is believed only when its whole length is in the
  buffer and its MD5 matches, so a lying length field can never make us
  read, hash or allocate past the data we were given; such packets are
  counted (``bad_length``, ``bad_md5``) and the scan resumes at the next
  magic.
* Work is linear in the buffer: at most ``2 * len(data)`` bytes are hashed
  (``hashed_bytes`` says how many). Whole packets never overlap, so claims
  whose span holds no other magic are disjoint and cost at most one pass;
  a claim that spans another packet's magic (a lying length, or a rare
  packet whose body carries par2 bytes) is hashed from a budget of one
  more pass, and once that is spent it is counted ``bad_length`` unhashed.
  Without that budget, a magic every 16 bytes each claiming the rest of
  the buffer made the parser hash the remainder at every step (issue 31:
  ~45 s for an ordinary 700 KB article).
* A buffer cut inside a packet is the normal case for a probe: the packets
  before the cut are returned and ``truncated`` says the rest is missing.
* Names never hold control characters (they end up in Postgres text
  columns and in titles) and are at most ``MAX_NAME`` characters.
"""

from __future__ import annotations

import hashlib
import re
import struct
from dataclasses import dataclass

__all__ = [
    "MAGIC",
    "MAX_NAME",
    "Par2File",
    "Par2Index",
    "Par2Main",
    "decode_name",
    "parse_par2",
]

MAGIC = b"PAR2\x00PKT"
HEADER_SIZE = 64
# A path is at most 4096 bytes on Linux and 32767 UTF-16 units on Windows;
# anything longer is not a file name anybody can create, so it is cut.
MAX_NAME = 4096

TYPE_MAIN = b"PAR 2.0\x00Main\x00\x00\x00\x00"
TYPE_FILEDESC = b"PAR 2.0\x00FileDesc"
TYPE_UNIFILEN = b"PAR 2.0\x00UniFileN"
TYPE_CREATOR = b"PAR 2.0\x00Creator\x00"
TYPE_IFSC = b"PAR 2.0\x00IFSC\x00\x00\x00\x00"
TYPE_RECOVERY = b"PAR 2.0\x00RecvSlic"

_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")
_U64 = struct.Struct("<Q")
_MAIN_HEAD = struct.Struct("<QI")


@dataclass(frozen=True)
class Par2File:
    """One protected file as a FileDesc packet describes it.

    ``id_ok`` says whether the file id equals MD5(MD5-16k | length | raw
    name) as the spec defines it; a mismatch means the packet was written
    by a broken tool or edited, and the name deserves less trust.
    ``name_encoding`` names how the bytes were read: "utf-8", "cp1252" or
    "latin-1" for the FileDesc name, "utf-16-le" when a UniFileN packet
    supplied it.
    """

    file_id: bytes
    name: str
    size: int
    md5: bytes
    md5_16k: bytes
    name_encoding: str
    id_ok: bool
    in_recovery_set: bool | None


@dataclass(frozen=True)
class Par2Main:
    """The Main packet: slice size and the ids of every file in the set."""

    set_id: bytes
    slice_size: int
    recovery_ids: tuple[bytes, ...]
    other_ids: tuple[bytes, ...]
    set_id_ok: bool


@dataclass(frozen=True)
class Par2Index:
    """What the buffer said about one recovery set, and what it could not say.

    ``files`` are in the order their FileDesc packets appeared, one per file
    id. ``missing_ids`` are files the Main packet lists whose FileDesc was
    not in the buffer (the article ended first): the name list is then
    incomplete and another article would complete it. ``hashed_bytes`` is
    the work the MD5 checks did, at most twice the buffer's length.
    """

    set_id: bytes | None
    main: Par2Main | None
    files: tuple[Par2File, ...]
    creator: str | None
    packets: int
    bad_md5: int
    bad_length: int
    other_sets: int
    skipped_bytes: int
    truncated: bool
    hashed_bytes: int = 0

    @property
    def missing_ids(self) -> tuple[bytes, ...]:
        """Return the ids the Main packet lists that no FileDesc described."""
        if self.main is None:
            return ()
        seen = {f.file_id for f in self.files}
        return tuple(i for i in (*self.main.recovery_ids, *self.main.other_ids) if i not in seen)

    @property
    def complete(self) -> bool:
        """Say whether the Main packet was read and every file it lists is described."""
        return self.main is not None and not self.missing_ids

    def names_and_sizes(self) -> list[tuple[str, int]]:
        """Return (name, size) of every described file, the input release naming takes."""
        return [(f.name, f.size) for f in self.files]


def decode_name(raw: bytes) -> tuple[str, str]:
    """Decode a FileDesc name; return (text, encoding used).

    WHY: the spec says ASCII, but clients wrote whatever the OS handed them:
    UTF-8 on Unix and in par2cmdline 0.8+, the ANSI code page (cp1252 in the
    West) in QuickPar-era Windows tools. UTF-8 is tried first because a
    legacy 8-bit name is almost never valid UTF-8 by accident; cp1252
    leaves five bytes undefined, and then Latin-1, which maps every byte,
    is the last resort. Padding NULs are dropped and control characters
    removed.
    """
    text = raw.rstrip(b"\x00")
    for encoding in ("utf-8", "cp1252"):
        try:
            name = text.decode(encoding)
            break
        except UnicodeDecodeError:
            continue
    else:
        encoding = "latin-1"
        name = text.decode("latin-1")
    return _clean_name(name), encoding


def _clean_name(name: str) -> str:
    if not name.isprintable():
        name = _CONTROL.sub("", name)
    return name[:MAX_NAME]


def _decode_utf16(raw: bytes) -> str | None:
    # UniFileN names are NUL padded to 4 bytes, i.e. 0 or 1 UTF-16 NUL units.
    if len(raw) % 2:
        raw = raw[:-1]
    try:
        name = raw.decode("utf-16-le").rstrip("\x00")
    except UnicodeDecodeError:
        return None
    return _clean_name(name) or None


@dataclass
class _Set:
    main: Par2Main | None = None
    descs: dict[bytes, tuple[bytes, bytes, bytes, int, bytes]] | None = None
    unicode: dict[bytes, str] | None = None
    creator: str | None = None
    packets: int = 0
    rank: int = 0


def parse_par2(data: bytes) -> Par2Index:
    """Parse the packets of a (possibly partial) PAR2 file; never raises.

    WHY a scan rather than a walk: a probe's buffer may start with junk
    (a poster's prepended bytes), hold packets of several sets (files
    concatenated by a tool), or contain a packet whose length lies; each
    good packet is found by its magic and proven by its MD5, so one bad
    packet costs only itself.
    """
    if not isinstance(data, bytes):
        data = bytes(data)
    n = len(data)
    view = memoryview(data)
    sets: dict[bytes, _Set] = {}
    order: list[bytes] = []
    bad_md5 = bad_length = 0
    truncated = False
    hashed = 0
    # Bytes that claims spanning another magic may still cost (see the module's invariants).
    overlap_budget = n
    pos = data.find(MAGIC)
    skipped = n if pos < 0 else pos
    while pos >= 0:
        if pos + HEADER_SIZE > n:
            truncated = True
            break
        (length,) = _U64.unpack_from(data, pos + 8)
        end = pos + length
        if length < HEADER_SIZE or length % 4:
            bad_length += 1
            pos, skipped = _resync(data, pos, skipped)
            continue
        if end > n:
            # Cut by the end of the article, or a lying length: the next
            # magic inside the claimed span tells them apart.
            nxt = data.find(MAGIC, pos + 8)
            if nxt < 0:
                truncated = True
                break
            bad_length += 1
            skipped += nxt - pos
            pos = nxt
            continue
        inner = data.find(MAGIC, pos + 8, end)
        if inner >= 0:
            if length - 32 > overlap_budget:
                bad_length += 1
                skipped += inner - pos
                pos = inner
                continue
            overlap_budget -= length - 32
        hashed += length - 32
        if hashlib.md5(view[pos + 32 : end]).digest() != data[pos + 16 : pos + 32]:
            bad_md5 += 1
            if inner >= 0:
                skipped += inner - pos
                pos = inner
            else:
                pos, skipped = _resync(data, pos, skipped)
            continue
        set_id = data[pos + 32 : pos + 48]
        entry = sets.get(set_id)
        if entry is None:
            entry = sets[set_id] = _Set(rank=len(order))
            order.append(set_id)
        entry.packets += 1
        _read_packet(entry, set_id, data[pos + 48 : pos + 64], view[pos + 64 : end])
        if data.startswith(MAGIC, end):
            pos = end
            continue
        pos = data.find(MAGIC, end)
        if pos >= 0:
            skipped += pos - end
        elif n - end < len(MAGIC) and MAGIC.startswith(data[end:]):
            truncated = truncated or end < n  # cut inside the next magic
        else:
            skipped += n - end
    return _index(sets, order, bad_md5, bad_length, skipped, truncated, hashed)


def _resync(data: bytes, bad: int, skipped: int) -> tuple[int, int]:
    """Skip the untrusted packet at ``bad``: resume at the next magic after its own."""
    nxt = data.find(MAGIC, bad + 8)
    skipped += (nxt if nxt >= 0 else len(data)) - bad
    return nxt, skipped


def _read_packet(entry: _Set, set_id: bytes, ptype: bytes, body: memoryview) -> None:
    size = len(body)
    if ptype == TYPE_FILEDESC and size >= 56:
        file_id = bytes(body[0:16])
        if entry.descs is None:
            entry.descs = {}
        if file_id not in entry.descs:
            (length,) = _U64.unpack_from(body, 48)
            entry.descs[file_id] = (bytes(body[16:32]), bytes(body[32:48]), bytes(body[56:]), length, file_id)
    elif ptype == TYPE_MAIN and size >= 12 and entry.main is None:
        slice_size, count = _MAIN_HEAD.unpack_from(body, 0)
        ids = [bytes(body[i : i + 16]) for i in range(12, size - 15, 16)]
        entry.main = Par2Main(
            set_id=set_id,
            slice_size=slice_size,
            recovery_ids=tuple(ids[:count]),
            other_ids=tuple(ids[count:]),
            set_id_ok=hashlib.md5(body).digest() == set_id,
        )
    elif ptype == TYPE_UNIFILEN and size >= 16:
        name = _decode_utf16(bytes(body[16:]))
        if name is not None:
            if entry.unicode is None:
                entry.unicode = {}
            entry.unicode.setdefault(bytes(body[0:16]), name)
    elif ptype == TYPE_CREATOR and entry.creator is None:
        entry.creator = _clean_name(bytes(body).rstrip(b"\x00").decode("ascii", "replace"))


def _index(
    sets: dict[bytes, _Set],
    order: list[bytes],
    bad_md5: int,
    bad_length: int,
    skipped: int,
    truncated: bool,
    hashed: int,
) -> Par2Index:
    if not sets:
        return Par2Index(None, None, (), None, 0, bad_md5, bad_length, 0, skipped, truncated, hashed)
    # The set a probe is about has a Main packet and the most descriptions;
    # a stray packet of another set (concatenated files) never wins. Ties go to the first
    # seen by its rank (order.index here was quadratic in a buffer of one-packet sets).
    chosen = max(order, key=lambda s: (sets[s].main is not None, len(sets[s].descs or ()), sets[s].packets, -sets[s].rank))
    entry = sets[chosen]
    recovery = set(entry.main.recovery_ids) if entry.main is not None else None
    files = []
    for md5, md5_16k, raw, length, file_id in (entry.descs or {}).values():
        name, encoding = decode_name(raw)
        unicode = (entry.unicode or {}).get(file_id)
        if unicode is not None:
            name, encoding = unicode, "utf-16-le"
        stored = raw.rstrip(b"\x00")
        files.append(
            Par2File(
                file_id=file_id,
                name=name,
                size=length,
                md5=md5,
                md5_16k=md5_16k,
                name_encoding=encoding,
                id_ok=hashlib.md5(md5_16k + _U64.pack(length) + stored).digest() == file_id,
                in_recovery_set=None if recovery is None else file_id in recovery,
            )
        )
    return Par2Index(
        set_id=chosen,
        main=entry.main,
        files=tuple(files),
        creator=entry.creator,
        packets=sum(s.packets for s in sets.values()),
        bad_md5=bad_md5,
        bad_length=bad_length,
        other_sets=sum(s.packets for k, s in sets.items() if k != chosen),
        skipped_bytes=skipped,
        truncated=truncated,
        hashed_bytes=hashed,
    )
