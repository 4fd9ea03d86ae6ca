"""Decide what phase 2 can learn from a corpus release, and write the bytes that teach it.

WHY: the probe pass (``passes/probe.py``) reads a handful of articles per
release: the par2 index, the NFO, the first archive volume and, for a 7z
set, the end of its last volume. To score it, those articles must carry
real bytes whose answer is in the manifest: a par2 index naming the
release's true files (an obfuscated upload posts hashed names, its par2
keeps the real ones, as posters who rename after par2-ing leave it), an NFO
citing ids in the encodings NFOs really use, RAR4/RAR5 first-volume
headers and 7z signature and end headers, plain or passworded.

Everything here is drawn from its own random stream
(``usenet-ops:{seed}:probe:{rid}``), so the release's other draws (names,
sizes, posting order) are those of a corpus without probes.

Only the bytes a probe reads are written: an archive header at the start
of the first volume's first article, a 7z end header at the end of the
last volume's last article (as ``overlays``: segment, offset, bytes over a
part of NULs). Every other part stays the cheap synthetic bulk.
"""

from __future__ import annotations

import hashlib
import random
import re
import struct
from dataclasses import dataclass, field

from usenet_ops.corpus import payloads
from usenet_ops.corpus.names import Kind

__all__ = ["Overlay", "PAR2_SHAPES", "Par2Plan", "Par2Set", "ProbeTruth", "archive_overlays", "choose", "nfo_bytes",
           "HASHED_STYLES", "hashed_names", "par2_plan", "par2_set", "segment_overlays", "sevenzip_names",
           "volume_blocks"]

_MOVIES = (Kind.MOVIE_HD, Kind.MOVIE_UHD, Kind.HASHED)
_TV = (Kind.TV_HD, Kind.TV_PACK, Kind.TV_SD)
_NFO_ENCODINGS = (
    (payloads.NfoEncoding.CP437, 50),
    (payloads.NfoEncoding.UTF8, 15),
    (payloads.NfoEncoding.UTF8_BOM, 10),
    (payloads.NfoEncoding.UTF16LE_BOM, 10),
    (payloads.NfoEncoding.LATIN1, 15),
)

# (segment, offset in the part, bytes): the part is NULs with these bytes at the offset.
Overlay = tuple[int, int, bytes]


@dataclass(frozen=True)
class ProbeTruth:
    """What a correct probe pass learns about one release (the manifest's "probe" entry)."""

    archive: str | None  # "rar4", "rar5", "7z" or None (no archive volumes)
    passworded: bool
    headers_encrypted: bool
    imdb: str | None
    tvdb: int | None
    tvmaze: int | None
    nfo_encoding: str
    nfo_style: str
    inner_ext: str
    extra: dict[str, object] = field(default_factory=dict)

    def manifest(self, true_name: str, *, has_par2: bool, has_nfo: bool) -> dict[str, object]:
        """Return the manifest entry: the true name and what each probe must find."""
        return {
            "true_name": true_name,
            "archive": self.archive,
            "passworded": self.passworded,
            "headers_encrypted": self.headers_encrypted,
            "has_par2": has_par2,
            "has_nfo": has_nfo,
            "imdb": self.imdb if has_nfo else None,
            "tvdb": self.tvdb if has_nfo else None,
            "tvmaze": self.tvmaze if has_nfo else None,
            "nfo_encoding": self.nfo_encoding if has_nfo else None,
        }


def _weighted(rng: random.Random, pairs: tuple[tuple[payloads.NfoEncoding, int], ...]) -> payloads.NfoEncoding:
    roll = rng.randrange(sum(w for _, w in pairs))
    for value, weight in pairs:
        roll -= weight
        if roll < 0:
            return value
    return pairs[-1][0]


def choose(seed: int, rid: int, kind: Kind, *, has_archive: bool) -> ProbeTruth:
    """Draw release ``rid``'s probe truth from its own random stream."""
    rng = random.Random(f"usenet-ops:{seed}:probe:{rid}")
    archive = None
    if has_archive:
        roll = rng.random()
        archive = "7z" if roll < 0.2 else "rar5" if roll < 0.6 else "rar4"
    passworded = has_archive and rng.random() < 0.15
    headers_encrypted = passworded and rng.random() < 0.4
    imdb = tvdb = tvmaze = None
    if kind in _MOVIES and rng.random() < 0.7:
        imdb = f"tt{rng.randint(100_000, 39_999_999):07d}"
    elif kind in _TV and rng.random() < 0.7:
        tvdb = rng.randint(70_000, 450_000)
        if rng.random() < 0.3:
            tvmaze = rng.randint(1, 80_000)
    elif kind is Kind.ANIME and rng.random() < 0.3:
        tvdb = rng.randint(70_000, 450_000)
    encoding = _weighted(rng, _NFO_ENCODINGS)
    style = rng.choice((payloads.NfoStyle.URL, payloads.NfoStyle.URL, payloads.NfoStyle.OLD_URL, payloads.NfoStyle.BARE))
    inner_ext = ".iso" if kind in (Kind.SOFTWARE, Kind.SOFTWARE_ISO) else ".mkv"
    return ProbeTruth(archive, passworded, headers_encrypted, imdb, tvdb, tvmaze, encoding.value, style.value,
                      inner_ext)


def nfo_bytes(truth: ProbeTruth, name: str) -> bytes:
    """Render the release's NFO in its drawn encoding, citing its ids."""
    encoding = payloads.NfoEncoding(truth.nfo_encoding)
    art = encoding is not payloads.NfoEncoding.LATIN1
    text = payloads.nfo_text(name, imdb=truth.imdb, tvdb=truth.tvdb, tvmaze=truth.tvmaze,
                             style=payloads.NfoStyle(truth.nfo_style), art=art)
    try:
        return payloads.nfo_bytes(text, encoding)
    except payloads.PayloadError:  # a name the legacy code page cannot hold: such NFOs are written in UTF-8
        return payloads.nfo_bytes(text, payloads.NfoEncoding.UTF8)


def sevenzip_names(base: str, volumes: int) -> list[str]:
    """Name a 7z set's volumes as ``7z -v`` does: base.7z.001, base.7z.002, ..."""
    return [f"{base}.7z.{v + 1:03d}" for v in range(volumes)]


def archive_overlays(
    truth: ProbeTruth, name: str, volumes: list[tuple[int, int, int]]
) -> dict[int, tuple[Overlay, ...]]:
    """Return, per file index, the overlays that make its volumes a real archive's ends.

    ``volumes`` are the archive's (file index, size, part size) in volume
    order. The archive holds one file, ``name`` + the inner extension, of
    nearly the set's size; a 7z set also lists its NFO-less folder layout
    (``name/name.ext``), as 7-Zip packs a directory.
    """
    if truth.archive is None or not volumes:
        return {}
    total = sum(size for _, size, _ in volumes)
    inner = name + truth.inner_ext
    first_index, first_size, _ = volumes[0]
    out: dict[int, list[Overlay]] = {}
    if truth.archive in ("rar4", "rar5"):
        entry = payloads.RarEntry(inner, size=max(0, total - 256), encrypted=truth.passworded,
                                  packed_size=max(0, first_size - 256))
        if truth.archive == "rar4":
            head = payloads.rar4_volume([entry], volume=len(volumes) > 1, headers_encrypted=truth.headers_encrypted,
                                        end=False)
        else:
            head = payloads.rar5_volume([entry], volume=len(volumes) > 1, headers_encrypted=truth.headers_encrypted,
                                        end=False)
        out.setdefault(first_index, []).append((1, 0, head))
    else:
        entries = [(f"{name}/{inner}", max(1, total - 4096))]
        head, tail = payloads.sevenzip_ends(entries, total, encrypt_data=truth.passworded,
                                            encrypt_header=truth.headers_encrypted)
        out.setdefault(first_index, []).append((1, 0, head))
        last_index, last_size, part_size = volumes[-1]
        segments = max(1, -(-last_size // part_size))
        last_length = last_size - (segments - 1) * part_size
        if len(tail) <= last_length:
            out.setdefault(last_index, []).append((segments, last_length - len(tail), tail))
    return {k: tuple(v) for k, v in out.items()}


def materialise(length: int, overlays: tuple[Overlay, ...], segment: int) -> bytes | None:
    """Return the bytes of ``segment`` (``length`` long) when overlays write into it, else None."""
    mine = [(off, data) for seg, off, data in overlays if seg == segment]
    if not mine:
        return None
    part = bytearray(length)
    for off, data in mine:
        chunk = data[: max(0, length - off)]
        part[off : off + len(chunk)] = chunk
    return bytes(part)


# --- par2 sets as par2cmdline and ParPar write them ----------------------------

_T_MAIN = b"PAR 2.0\x00Main\x00\x00\x00\x00"
_T_DESC = b"PAR 2.0\x00FileDesc"
_T_IFSC = b"PAR 2.0\x00IFSC\x00\x00\x00\x00"
_T_UNI = b"PAR 2.0\x00UniFileN"
_T_RECV = b"PAR 2.0\x00RecvSlic"
_T_CREATOR = b"PAR 2.0\x00Creator\x00"
_CREATORS = {"par2cmdline": "Created by par2cmdline version 0.8.1.",
             "parpar": "ParPar v0.4.2 [https://animetosho.org/app/parpar]"}
_VOLUME = re.compile(r"\.vol(\d+)[+-](\d+)\.par2$", re.I)
# How a set's par2 files turn out (issue 28): as the tool wrote them, or unusual.
PAR2_SHAPES = (("normal", 55), ("tiny", 15), ("missing_index", 15), ("missing_index_damaged", 15))


@dataclass(frozen=True)
class Par2Plan:
    """How one release's par2 set is written: the tool, its slice size, and what is unusual about it.

    ``shape``: "normal"; "tiny" (a slice of a few KB: every volume fits one article); "missing_index" (the
    index was never posted: only volumes name the set); "missing_index_damaged" (and the smallest volume's
    critical packets are damaged, so the next volume must be read).
    """

    tool: str
    shape: str
    slice_size: int

    @property
    def missing_index(self) -> bool:
        """Say whether the index file is left out of the upload."""
        return self.shape.startswith("missing_index")


@dataclass(frozen=True)
class Par2Set:
    """A written par2 set: the index's bytes and, per volume (by file index), its size and overlays."""

    index: bytes
    volumes: dict[int, tuple[int, tuple[Overlay, ...]]]
    slice_size: int


def min_slice(total: int, part_size: int) -> int:
    """Return the smallest slice a tool would use for ``total`` data bytes.

    Both tools refuse more than 32768 input slices; and a slice so small that the IFSC checksums (20 bytes
    a slice) outgrow an eighth of an article is not one a poster picks (every volume repeats them).
    """
    least = max(4, -(-total // 32768), -(-160 * total // max(1, part_size)))
    return -(-least // 4) * 4


def par2_plan(seed: int, rid: int, *, part_size: int, volumes: bool) -> Par2Plan:
    """Draw release ``rid``'s par2 tool, slice size and shape from its own random stream."""
    rng = random.Random(f"usenet-ops:{seed}:par2:{rid}")
    tool = "parpar" if rng.random() < 0.5 else "par2cmdline"
    roll = rng.randrange(sum(w for _, w in PAR2_SHAPES))
    shape = "normal"
    for value, weight in PAR2_SHAPES:
        roll -= weight
        if roll < 0:
            shape = value
            break
    if not volumes and shape != "tiny":
        shape = "normal"  # no volumes to name the set without its index
    if shape == "tiny":
        slice_size = rng.choice((1024, 4096, 16384))  # raised to what the data allows (min_slice)
    elif tool == "parpar":
        slice_size = rng.choice((716_800, 1_048_576, part_size - part_size % 4))  # "-s700K", "-s1M", "-s1x article"
    else:
        slice_size = rng.choice((768_000, part_size - part_size % 4, 2 * part_size - 2 * part_size % 4))
    return Par2Plan(tool, shape, max(4, slice_size))


def volume_blocks(name: str) -> tuple[int, int] | None:
    """Return (first exponent, block count) of a ``.volNN+MM.par2`` name, or None."""
    m = _VOLUME.search(name)
    return (int(m.group(1)), int(m.group(2))) if m else None


def _packet(set_id: bytes, ptype: bytes, body: bytes) -> bytes:
    return payloads.par2_packet(set_id, ptype, body)


def _critical(plan: Par2Plan, files: list[tuple[str, int, bytes]], slice_size: int) -> tuple[bytes, list[bytes], bytes]:
    """Return (set id, critical packets in the tool's order, creator packet).

    Both tools write per file its FileDesc then its IFSC (per slice: MD5 and CRC-32), then the Main packet
    (par2cmdline sorts the files by file id; ParPar keeps the order it was given); ParPar adds UniFileN for a
    name that is not ASCII. IFSC checksums are stand-ins (the corpus never materialises whole files).
    """
    described = []
    for name, size, md5_16k in files:
        raw = name.encode("utf-8")
        file_id = hashlib.md5(md5_16k + struct.pack("<Q", size) + raw).digest()
        described.append((file_id, name, raw, size, md5_16k))
    if plan.tool == "par2cmdline":
        described.sort()
    ids = sorted(d[0] for d in described)
    main_body = struct.pack("<QI", slice_size, len(ids)) + b"".join(ids)
    set_id = hashlib.md5(main_body).digest()
    crit: list[bytes] = []
    for file_id, name, raw, size, md5_16k in described:
        desc = file_id + md5_16k + md5_16k + struct.pack("<Q", size) + raw + b"\x00" * (-len(raw) % 4)
        if plan.tool == "parpar" and not name.isascii():
            uni = name.encode("utf-16-le")
            desc_packets = [_packet(set_id, _T_DESC, desc), _packet(set_id, _T_UNI, file_id + uni + b"\x00" * (-len(uni) % 4))]
        else:
            desc_packets = [_packet(set_id, _T_DESC, desc)]
        crit.append(b"".join(desc_packets))
        slices = -(-size // slice_size) if size else 0
        crit.append(_packet(set_id, _T_IFSC, file_id + bytes(20 * slices)))
    crit.append(_packet(set_id, _T_MAIN, main_body))
    creator = _CREATORS[plan.tool].encode()
    return set_id, crit, _packet(set_id, _T_CREATOR, creator + b"\x00" * (-len(creator) % 4))


def _volume_order(tool: str, count: int, ncrit: int) -> list[int]:
    """Return a volume's packets in order: -1 a recovery slice, i >= 0 the i-th critical packet (cycled).

    par2cmdline: bit_length(count) copies of each critical packet, spread after the recovery packets as an
    accumulator fills; ParPar ("pow2"): max(floor(log2(count)), 1) copies, critical packets written after each
    recovery packet until their share is reached. Both start with a recovery packet, so the first critical
    packets follow the first slice.
    """
    out: list[int] = []
    written = 0
    if tool == "par2cmdline":
        copies = count.bit_length()
        acc = 0
        for _ in range(count):
            out.append(-1)
            acc += copies * ncrit
            while acc >= count:
                out.append(written % ncrit)
                written += 1
                acc -= count
        return out
    copies = max(count.bit_length() - 1, 1)
    total = copies * ncrit
    for i in range(count):
        out.append(-1)
        while written * count < total * (i + 1):
            out.append(written % ncrit)
            written += 1
    return out


def _crit_sizes(plan: Par2Plan, files: list[tuple[str, int, bytes]], slice_size: int) -> list[int]:
    """Return the critical packets' lengths, in order, without building them (the slice-size search's measure)."""
    sizes = []
    ordered = files
    if plan.tool == "par2cmdline":
        ordered = sorted(files, key=lambda f: hashlib.md5(f[2] + struct.pack("<Q", f[1]) + f[0].encode()).digest())
    for name, size, _ in ordered:
        raw = len(name.encode("utf-8"))
        desc = 64 + 56 + raw + (-raw % 4)
        if plan.tool == "parpar" and not name.isascii():
            uni = len(name.encode("utf-16-le"))
            desc += 64 + 16 + uni + (-uni % 4)
        sizes += [desc, 64 + 16 + 20 * (-(-size // slice_size) if size else 0)]
    return [*sizes, 64 + 12 + 16 * len(files)]


def _layout(plan: Par2Plan, crit: list[int], count: int, slice_size: int) -> int:
    order = _volume_order(plan.tool, count, len(crit))
    return sum(68 + slice_size if k < 0 else crit[k] for k in order) + 64 + 64


def segment_overlays(spans: list[tuple[int, bytes]], part_size: int) -> tuple[Overlay, ...]:
    """Cut (file offset, bytes) spans into per-segment overlays (a packet may straddle two articles)."""
    out: list[Overlay] = []
    for offset, data in spans:
        pos = 0
        while pos < len(data):
            seg, off = divmod(offset + pos, part_size)
            take = min(len(data) - pos, part_size - off)
            out.append((seg + 1, off, data[pos : pos + take]))
            pos += take
    return tuple(out)


def par2_set(plan: Par2Plan, files: list[tuple[str, int, bytes]], volumes: dict[int, tuple[int, int, int]],
             part_size: int) -> Par2Set:
    """Write a par2 set for ``files`` (true name, size, MD5 of the first 16 KiB).

    ``volumes`` maps a volume's file index to (first exponent, block count, most bytes it may take): the
    slice size is the plan's, made smaller until every volume fits its planned articles (so the corpus posts
    the articles it planned). A volume is what the tool writes: recovery packets (the slice bytes are the
    part's NULs; their MD5 is exact where the whole packet fits one article, the only place a reader can
    check it) with the critical packets repeated among them, then the creator.
    """
    least = min_slice(sum(size for _, size, _ in files), part_size)
    slice_size = max(least, plan.slice_size)
    for _ in range(20):
        crit_sizes = _crit_sizes(plan, files, slice_size)
        over = max(((_layout(plan, crit_sizes, count, slice_size) - room) / max(count, 1)
                    for _, count, room in volumes.values()), default=0.0)
        if over <= 0 or slice_size <= least:
            break  # fits (or cannot shrink further: the volume takes an article more than planned)
        slice_size = max(least, (slice_size - int(over) - 4) // 4 * 4)
    set_id, crit, creator = _critical(plan, files, slice_size)
    index = b"".join(crit) + creator
    out: dict[int, tuple[int, tuple[Overlay, ...]]] = {}
    smallest = min(volumes, key=lambda i: (volumes[i][1], i), default=None)
    for i, (first, count, _) in volumes.items():
        spans: list[tuple[int, bytes]] = []
        pos = 0
        exponent = first
        damaged = plan.shape == "missing_index_damaged" and i == smallest
        for k in _volume_order(plan.tool, count, len(crit)):
            if k < 0:
                body_head = struct.pack("<I", exponent)
                if 68 + slice_size <= part_size:
                    digest = hashlib.md5(set_id + _T_RECV + body_head + bytes(slice_size)).digest()
                else:
                    digest = hashlib.md5(set_id + _T_RECV + body_head).digest()  # a stand-in: see the docstring
                header = (payloads.PAR2_MAGIC + struct.pack("<Q", 68 + slice_size) + digest + set_id + _T_RECV
                          + body_head)
                spans.append((pos, header))
                pos += 68 + slice_size
                exponent += 1
            else:
                packet = crit[k]
                if damaged:  # bytes flipped inside the body: the packet's MD5 no longer holds
                    packet = packet[:70] + bytes(b ^ 0x5A for b in packet[70:90]) + packet[90:]
                spans.append((pos, packet))
                pos += len(packet)
        spans.append((pos, creator))
        pos += len(creator)
        out[i] = (pos, segment_overlays(spans, part_size))
    return Par2Set(index, out, slice_size)


# --- how obfuscating posters name their files ---------------------------------

# "stem": one hash for the upload, the files keep their suffixes (x.part01.rar, x.vol00+01.par2); "hashed_ext":
# every file its own hash and only its last extension (a.rar, b.par2, c.par2: every par2 file looks like an
# index); "hashed_bare": every file its own hash, no extension (nyuu/ngPost obfuscation).
HASHED_STYLES = ("stem", "hashed_ext", "hashed_bare")


def hashed_names(seed: int, rid: int, names: list[str], style: str) -> list[str]:
    """Return ``names`` as an obfuscating poster of ``style`` renames them (its own random stream)."""
    if style == "stem":
        return list(names)
    rng = random.Random(f"usenet-ops:{seed}:hashed-names:{rid}")
    out = []
    for name in names:
        stem = "".join(rng.choice("0123456789abcdef") for _ in range(rng.choice((16, 32, 40))))
        dot = name.rfind(".")
        out.append(stem + name[dot:] if style == "hashed_ext" and dot > 0 else stem)
    return out
