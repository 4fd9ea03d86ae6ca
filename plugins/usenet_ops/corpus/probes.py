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

import random
from dataclasses import dataclass, field

from usenet_ops.corpus import payloads
from usenet_ops.corpus.names import Kind

__all__ = ["Overlay", "ProbeTruth", "archive_overlays", "choose", "nfo_bytes", "sevenzip_names"]

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
