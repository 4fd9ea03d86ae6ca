"""Turn the few articles phase 2 reads per release into what they taught us.

WHY: phase 2 reads at most a handful of articles per release (REBUILD.md,
"probe candidates"): the first article of the smallest .par2, of the first
archive volume and of a lone random-named file, and for a 7z set the last
article of its last volume. Each body is yEnc; what is inside decides
which decoder reads it. This module is the pure seam between the fetch
(bytes in) and the catalogue (facts out):

* :func:`decode_probe_body` - one yEnc article (often the first part of a
  multi-part file) to bytes, its place in the file and a CRC verdict, or a
  :class:`BodyFailure` value saying why not;
* :func:`sniff` - what the bytes are, from their magic, not the file name
  (an obfuscated name says nothing);
* :func:`release_name` - the real release name from a file listing (par2
  FileDesc names, or an archive's inner names);
* :func:`learn` / :func:`inspect_body` - one probe to a :class:`ProbeFinding`;
* :func:`summarise` - a release's findings to one :class:`ReleaseProbe`
  (name, ids, password verdict, what another probe would settle).

Invariants kept here: nothing here raises on any body bytes (decoders
return values; ``BodyFailure`` is a value); no decoder sees more than
``max_bytes`` of a body; names hold no control characters.
"""

from __future__ import annotations

import enum
import os
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from zlib import crc32

from usenet_ops.domain.categories import looks_hashed
from usenet_ops.domain.episodes import parse_episode
from usenet_ops.domain.probe import yenc
from usenet_ops.domain.probe.archives import (
    ArchiveFormat,
    ArchiveInfo,
    PasswordVerdict,
    inspect_rar,
    inspect_sevenzip,
)
from usenet_ops.domain.probe.nfo import NfoIds, read_nfo
from usenet_ops.domain.probe.par2 import MAGIC as PAR2_MAGIC
from usenet_ops.domain.probe.par2 import Par2Index, decode_name, parse_par2
from usenet_ops.domain.subjects import FileKind, file_kind, file_stem

__all__ = [
    "MAX_PROBE_BYTES",
    "BodyFailure",
    "BodyFault",
    "ContentKind",
    "CrcVerdict",
    "DerivedName",
    "NameSource",
    "ProbeBody",
    "ProbeFinding",
    "ProbeKind",
    "ReleaseProbe",
    "content_label",
    "decode_probe_body",
    "inspect_body",
    "learn",
    "release_name",
    "sniff",
    "summarise",
]

# A yEnc article is ~700 KB encoded (posters' default is 716,800 bytes of
# data); 4 MiB leaves room for odd posters and refuses a server that
# streams garbage at us.
MAX_PROBE_BYTES = 4 * 1024 * 1024


# --- one yEnc article --------------------------------------------------------


class BodyFault(enum.Enum):
    """Why a probe body gave no bytes."""

    NOT_YENC = "not_yenc"
    TRUNCATED = "truncated"
    MALFORMED = "malformed"
    INCONSISTENT = "inconsistent"
    TOO_LARGE = "too_large"


@dataclass(frozen=True)
class BodyFailure:
    """A probe body that could not be decoded; ``detail`` says what to do next."""

    fault: BodyFault
    detail: str


class CrcVerdict(enum.Enum):
    """Whether the decoded bytes match the CRC the article declared."""

    OK = "ok"
    MISMATCH = "mismatch"
    ABSENT = "absent"


@dataclass(frozen=True)
class ProbeBody:
    """The decoded bytes of one article and where they sit in their file.

    ``offset`` is the 0-based file offset of ``data[0]`` (yEnc's
    ``begin - 1``). ``truncated`` is set when the article had no
    ``=yend`` line and the lines before the cut were decoded anyway.
    """

    name: str
    data: bytes
    offset: int
    file_size: int
    part: int | None
    total: int | None
    crc: CrcVerdict
    size_ok: bool
    truncated: bool = False

    @property
    def covers_start(self) -> bool:
        """Say whether the bytes start at the file's first byte."""
        return self.offset == 0

    @property
    def covers_end(self) -> bool:
        """Say whether the bytes end at the file's last byte (needed for a 7z tail)."""
        return not self.truncated and self.size_ok and self.offset + len(self.data) == self.file_size


def decode_probe_body(
    body: bytes | Sequence[bytes], *, max_bytes: int = MAX_PROBE_BYTES, allow_truncated: bool = False
) -> ProbeBody | BodyFailure:
    """Decode one yEnc article (dot-unstuffed) into a ProbeBody, or say why not.

    WHY a value, not an exception: a missing or mangled article is an
    expected outcome of probing millions of old posts, and the caller
    records it per candidate. ``allow_truncated`` decodes a body cut before
    ``=yend`` (a fetch stopped by a byte budget): PAR2 and archive headers
    are at the front, so the head of an article is still worth reading.
    """
    source: bytes | list[bytes]
    if isinstance(body, (bytes, bytearray, memoryview)):
        source = bytes(body)
        size = len(source)
    else:
        source = [bytes(ln).rstrip(b"\r\n") for ln in body]
        size = sum(len(ln) for ln in source)
    if size > max_bytes:
        return BodyFailure(
            BodyFault.TOO_LARGE,
            f"the body is {size} bytes, over the {max_bytes}-byte probe cap: raise the cap or skip the candidate",
        )
    # Markers are found with bytes.find on the body as given; yenc.decode
    # splits it once (a second split here cost a fifth of the decode).
    if isinstance(source, bytes):
        start = 0 if source.startswith(b"=ybegin ") else source.find(b"\n=ybegin ") + 1
        has_begin = source.startswith(b"=ybegin ") or start > 0
        truncated = has_begin and source.find(b"\n=yend", start) < 0
    else:
        first = next((i for i, ln in enumerate(source) if ln.startswith(b"=ybegin ")), None)
        has_begin = first is not None
        truncated = has_begin and not any(ln.startswith(b"=yend") for ln in source[(first or 0) + 1 :])
    if not has_begin:
        return BodyFailure(
            BodyFault.NOT_YENC, "no =ybegin line: the article is not a yEnc binary (a text post or a provider's error page)"
        )
    if truncated:
        if not allow_truncated:
            return BodyFailure(
                BodyFault.TRUNCATED, "no =yend line: the body was cut; fetch it again or decode with allow_truncated"
            )
        source = source + b"\r\n=yend\r\n" if isinstance(source, bytes) else [*source, b"=yend"]
    try:
        part = yenc.decode(source)
    except yenc.YencError as exc:
        return BodyFailure(BodyFault.MALFORMED, f"{exc}: the article's yEnc framing is unreadable; skip the candidate")
    if part.begin < 1 or part.end < part.begin - 1 or part.file_size < 0 or (part.file_size and part.end > part.file_size):
        return BodyFailure(
            BodyFault.INCONSISTENT,
            f"yEnc part range begin={part.begin} end={part.end} does not fit file size {part.file_size}; skip the candidate",
        )
    if part.total is not None and part.part is not None and not 1 <= part.part <= max(part.total, 1):
        return BodyFailure(BodyFault.INCONSISTENT, f"yEnc part {part.part} of {part.total}; skip the candidate")
    raw_name = part.name.encode("utf-8", "surrogateescape")
    name, _ = decode_name(raw_name)
    return ProbeBody(
        name=name,
        data=part.data,
        offset=part.begin - 1,
        file_size=part.file_size,
        part=part.part,
        total=part.total,
        crc=CrcVerdict.ABSENT if truncated else _crc_verdict(part),
        size_ok=not truncated and part.size_ok,
        truncated=truncated,
    )


def _crc_verdict(part: yenc.YencPart) -> CrcVerdict:
    """Check ``pcrc32`` (or, when the bytes are the whole file, ``crc32``)."""
    expected = part.part_crc32
    whole = part.begin == 1 and len(part.data) == part.file_size
    if expected is None and (part.part is None or whole):
        expected = part.file_crc32
    if expected is None:
        return CrcVerdict.ABSENT
    return CrcVerdict.OK if crc32(part.data) == expected else CrcVerdict.MISMATCH


# --- what the bytes are ------------------------------------------------------


class ContentKind(enum.Enum):
    """What a file's first bytes say it is."""

    PAR2 = "par2"
    RAR4 = "rar4"
    RAR5 = "rar5"
    SEVENZIP = "7z"
    ZIP = "zip"
    MATROSKA = "matroska"
    MP4 = "mp4"
    AVI = "avi"
    MPEG_TS = "mpeg_ts"
    TEXT = "text"
    UNKNOWN = "unknown"


_TEXT_BYTES = bytes(range(0x20, 0x100)) + b"\t\n\r\x0c\x1a"


def sniff(data: bytes) -> ContentKind:
    """Name what ``data`` (a file's first bytes) is, from its magic; never raises."""
    head = bytes(data[:4096])
    if head.startswith(PAR2_MAGIC):
        return ContentKind.PAR2
    if head.startswith(b"Rar!\x1a\x07\x01\x00"):
        return ContentKind.RAR5
    if head.startswith(b"Rar!\x1a\x07\x00"):
        return ContentKind.RAR4
    if head.startswith(b"7z\xbc\xaf\x27\x1c"):
        return ContentKind.SEVENZIP
    if head.startswith(b"PK\x03\x04"):
        return ContentKind.ZIP
    if head.startswith(b"\x1a\x45\xdf\xa3"):
        return ContentKind.MATROSKA
    if head[4:8] == b"ftyp":
        return ContentKind.MP4
    if head.startswith(b"RIFF") and head[8:12] == b"AVI ":
        return ContentKind.AVI
    if len(head) > 376 and head[0] == 0x47 and head[188] == 0x47 and head[376] == 0x47:
        return ContentKind.MPEG_TS
    if head.startswith((b"\xff\xfe", b"\xfe\xff")) and len(head) >= 4:
        return ContentKind.TEXT
    if head and len(head.translate(None, _TEXT_BYTES)) * 100 <= len(head):
        return ContentKind.TEXT
    return ContentKind.UNKNOWN


# --- the real name from a file listing ----------------------------------------


class NameSource(enum.Enum):
    """Which part of the listing the name came from (most to least trusted)."""

    FOLDER = "folder"
    PACK = "pack"
    MAIN_FILE = "main_file"
    SIDE_FILE = "side_file"


@dataclass(frozen=True)
class DerivedName:
    """A release name read from a listing, and what it rests on."""

    name: str
    source: NameSource
    main_file: str


_SIDE_EXTS = frozenset("nfo sfv srr srs nzb txt url md5 sha1 sha256 jpg jpeg png gif bmp par2 m3u m3u8 cue log diz exe".split())
_SAMPLE = re.compile(r"(?:^|[ ._\-\[(])(?:sample|proof|trailer)(?:[ ._\-\])]|$)", re.I)
_GENERIC_FOLDER = re.compile(
    r"^(?:samples?|subs?|subtitles?|proofs?|extras?|featurettes?|covers?|artwork|scans?|bdmv|video_ts|audio_ts|"
    r"certificate|bonus|movies?|films?|tv|shows?|series|music|audio|videos?|downloads?|files?|data|"
    r"new folder|complete|extracted|etc|tmp|(?:cd|dvd|disc|disk|part|season|s)[ ._-]?\d{1,2})$",
    re.I,
)
_MEDIA_KINDS = (FileKind.VIDEO, FileKind.AUDIO, FileKind.EBOOK, FileKind.EXECUTABLE)
_SEASON_EPISODE = re.compile(r"(?<![A-Za-z0-9])(S\d{1,4})[ ._-]?E\d{1,4}(?:(?:[ ._-]?E|-)\d{1,4})*(?![0-9])", re.I)
_SEPARATORS = " ._-"
_BOUNDARY = " ._-[]()"
_LEADING_TRACK = re.compile(r"^0{1,3}[ ._-]+")


def _parts(name: str) -> list[str]:
    return [p for p in name.replace("\\", "/").split("/") if p not in ("", ".", "..")]


def _stem(base: str) -> str:
    """Strip volume suffixes and the extension; "x.mkv.001" -> "x"."""
    stem = file_stem(base).strip()
    if stem != base and file_kind(stem) in _MEDIA_KINDS:
        inner = file_stem(stem)
        if inner and inner != stem:
            stem = inner
    return stem.strip(_SEPARATORS) or stem


def _is_side(base: str) -> bool:
    dot = base.rfind(".")
    ext = base[dot + 1 :].lower() if dot > 0 else ""
    return ext in _SIDE_EXTS or file_kind(base) in (FileKind.PAR2_INDEX, FileKind.PAR2_VOLUME, FileKind.SFV, FileKind.NFO)


def _usable(name: str) -> bool:
    return len(name) >= 3 and any(c.isalnum() for c in name) and not looks_hashed(name)


def release_name(files: Iterable[tuple[str, int]]) -> DerivedName | None:
    """Derive a release's real name from its file listing; None when it shows none.

    WHY these rules, in this order: a scene release's folder is its name
    ("Name-GRP/name-grp.mkv", "Name-GRP/BDMV/..."); a season of episode
    files is named for the season ("Show.S01E01...", "Show.S01E02..." ->
    "Show.S01..."); otherwise the main content, the stem of the group of
    files (volumes share a stem) with the most bytes; samples, proofs and
    side files (nfo, sfv, par2, images) never name a release unless nothing
    else does. A name that is itself a hash names nothing (the archive
    inside may do better), so the result is None then. Names are kept as
    written: scene dots, spaces and [Group] tags are all real names.
    """
    items: list[tuple[list[str], int]] = []
    for name, size in files:
        parts = _parts(name) if isinstance(name, str) else []
        if parts:
            items.append((parts, max(0, int(size)) if isinstance(size, int) else 0))
    if not items:
        return None
    content = [it for it in items if not _is_side(it[0][-1]) and not any(_SAMPLE.search(p) for p in it[0])]
    side = [it for it in items if _is_side(it[0][-1])]
    pool = content or [it for it in items if file_kind(it[0][-1]) not in (FileKind.PAR2_INDEX, FileKind.PAR2_VOLUME)] or items

    # Groups by directory and stem: the volumes of one archive are one group.
    totals: dict[tuple[str, ...], int] = {}
    firsts: dict[tuple[str, ...], list[str]] = {}
    for parts, size in pool:
        key = (*parts[:-1], _stem(parts[-1]))
        totals[key] = totals.get(key, 0) + size
        firsts.setdefault(key, parts)
    ranked = sorted(totals, key=lambda k: -totals[k])
    main_key = ranked[0]
    main_size = totals[main_key]
    main_file = "/".join(firsts[main_key])

    tops = {parts[0] for parts, _ in pool if len(parts) > 1}
    if len(tops) == 1 and all(len(parts) > 1 for parts, _ in pool):
        folder = next(iter(tops)).strip()
        if not _GENERIC_FOLDER.match(folder) and _usable(folder):
            return DerivedName(folder, NameSource.FOLDER, main_file)

    big = [key[-1] for key in ranked if totals[key] * 5 >= main_size]
    if len(big) >= 2:
        pack = _pack_name(big)
        if pack is not None and _usable(pack):
            return DerivedName(pack, NameSource.PACK, main_file)

    stem = main_key[-1]
    # An album's tracks ("01-artist-title.flac") name songs, not the
    # release; its "00-artist-album-2020-grp.nfo/.sfv/.m3u" names it.
    tracks = len(big) >= 3 and file_kind(firsts[main_key][-1]) is FileKind.AUDIO
    if _usable(stem) and not tracks:
        return DerivedName(stem, NameSource.MAIN_FILE, main_file)
    for parts, _ in side:
        candidate = _LEADING_TRACK.sub("", _stem(parts[-1]))
        if file_kind(parts[-1]) not in (FileKind.PAR2_INDEX, FileKind.PAR2_VOLUME) and _usable(candidate) and len(candidate) >= 8:
            return DerivedName(candidate, NameSource.SIDE_FILE, main_file)
    if _usable(stem):
        return DerivedName(stem, NameSource.MAIN_FILE, main_file)
    return None


def _pack_name(stems: list[str]) -> str | None:
    """Name several same-sized content files as one pack, or None when they are not one.

    Scene episodes keep everything but the episode number ("S01E02" ->
    "S01") and the parts that differ (episode titles); other series
    ("[Grp] Show - 01 [1080p]") keep their common beginning and end.
    """
    episodes = [parse_episode(s) for s in stems]
    if not all(e.found() and e.air_date is None for e in episodes):
        return None
    if len({e.series_key for e in episodes}) != 1 or len({e.season for e in episodes}) != 1:
        return None
    if len({e.episode for e in episodes}) < 2:
        return None
    ordered = sorted(stems, key=lambda s: (parse_episode(s).episode or 0, s))
    marks = [_SEASON_EPISODE.search(s) for s in ordered]
    if all(m is not None for m in marks):
        first = marks[0]
        assert first is not None
        prefix = ordered[0][: first.start()]
        tails = [s[m.end() :] for s, m in zip(ordered, marks, strict=True) if m is not None]
        suffix = _common_suffix(tails)
        return (prefix + first.group(1) + suffix).strip(_SEPARATORS)
    prefix = os.path.commonprefix(ordered)
    cut = max(prefix.rfind(c) for c in _BOUNDARY)
    prefix = prefix[: cut + 1] if cut >= 0 else ""
    suffix = _common_suffix(ordered)
    if len(prefix) + len(suffix) > min(len(s) for s in ordered):
        suffix = ""
    joiner = "." if "." in prefix and " " not in prefix else " "
    head = prefix.rstrip(_SEPARATORS)
    tail = suffix.lstrip(_SEPARATORS)
    name = f"{head}{joiner}{tail}" if head and tail else head or tail
    return name.strip(_SEPARATORS) or None


def _common_suffix(texts: list[str]) -> str:
    """Return the common ending of ``texts`` from a separator on, or "" when it has no word.

    "...(1080p) [ABCD0001]" and "...(1080p) [ABCD0002]" share only "]": a
    cut bracket, not a word, so nothing is kept.
    """
    suffix = os.path.commonprefix([t[::-1] for t in texts])[::-1]
    start = next((i for i, c in enumerate(suffix) if c in _SEPARATORS), None)
    if start is None:
        return ""
    suffix = suffix[start:]
    return suffix if any(c.isalnum() for c in suffix) else ""


# --- one probe, one release --------------------------------------------------


class ProbeKind(enum.Enum):
    """Which probe candidate an article was (REBUILD.md, probe candidates)."""

    PAR2_INDEX = "par2_index"
    ARCHIVE_FIRST = "archive_first"
    ARCHIVE_LAST = "archive_last"
    LONE_FILE = "lone_file"
    NFO = "nfo"
    # Chosen by size because the name says nothing (issue 28); recognised by their bytes.
    SMALLEST_FILE = "smallest_file"
    NEXT_FILE = "next_file"
    PAR2_OTHER = "par2_other"
    PAR2_TAIL = "par2_tail"


# Kinds whose file's name says nothing of what it is: a text body is read as an NFO, any body is searched
# for par2 packets wherever they start (a volume's tail starts inside a recovery slice).
_BY_CONTENT = frozenset({ProbeKind.LONE_FILE, ProbeKind.SMALLEST_FILE, ProbeKind.NEXT_FILE, ProbeKind.PAR2_OTHER,
                         ProbeKind.PAR2_TAIL})
_PAR2_KINDS = frozenset({ProbeKind.PAR2_INDEX, ProbeKind.PAR2_OTHER, ProbeKind.PAR2_TAIL})


@dataclass(frozen=True)
class ProbeFinding:
    """What one probe article taught: its body (or failure) and each decoder's result."""

    kind: ProbeKind
    body: ProbeBody | None
    failure: BodyFailure | None
    content: ContentKind = ContentKind.UNKNOWN
    par2: Par2Index | None = None
    nfo_ids: NfoIds | None = None
    nfo_encoding: str | None = None
    archive: ArchiveInfo | None = None
    name: DerivedName | None = None


def learn(kind: ProbeKind, body: bytes | Sequence[bytes], *, max_bytes: int = MAX_PROBE_BYTES) -> ProbeFinding:
    """Decode one probe article and read it with the decoder its bytes call for."""
    decoded = decode_probe_body(body, max_bytes=max_bytes, allow_truncated=True)
    if isinstance(decoded, BodyFailure):
        return ProbeFinding(kind, None, decoded)
    return inspect_body(kind, decoded)


def inspect_body(kind: ProbeKind, body: ProbeBody) -> ProbeFinding:
    """Read a decoded body: PAR2 packets, archive headers or NFO text, as its magic says.

    A body that does not start the file (a 7z tail) is kept for
    :func:`summarise`, which pairs it with the first volume's start.
    """
    content = sniff(body.data) if body.covers_start else ContentKind.UNKNOWN
    par2 = archive = None
    nfo_ids = None
    nfo_encoding = None
    name = None
    # Par2 packets are found by their magic wherever they sit: at the start of an index, after the first
    # recovery slice of a volume (par2cmdline and ParPar repeat the critical packets there), in a tail.
    search = body.data[:65536] if body.covers_start else body.data
    if content is ContentKind.PAR2 or (PAR2_MAGIC in search and (
            kind is ProbeKind.PAR2_INDEX or (content is ContentKind.UNKNOWN and kind in _PAR2_KINDS | _BY_CONTENT))):
        par2 = parse_par2(body.data)
        name = release_name(par2.names_and_sizes())
        content = ContentKind.PAR2
    elif content in (ContentKind.RAR4, ContentKind.RAR5):
        archive = inspect_rar(body.data, at_end=body.covers_end)
    elif content is ContentKind.SEVENZIP:
        archive = inspect_sevenzip(body.data, body.data if body.covers_end else None)
    elif kind is ProbeKind.NFO or (
        content is ContentKind.TEXT and (kind in _BY_CONTENT or body.name.lower().endswith(".nfo"))
    ):
        # An NFO probe is read whatever sniff says: UTF-16 without a BOM is
        # full of NULs and does not look like text to a byte count.
        text, nfo_ids = read_nfo(body.data)
        nfo_encoding = text.encoding
    if archive is not None and archive.entries:
        name = release_name((e.name, e.size or 0) for e in archive.entries if not e.is_dir)
    return ProbeFinding(kind, body, None, content, par2, nfo_ids, nfo_encoding, archive, name)


@dataclass(frozen=True)
class ReleaseProbe:
    """What phase 2 learned about one release from all its probes.

    ``needs`` lists, for the operator and the scheduler, what another probe
    would settle (e.g. a 7z tail that must reach further back).
    """

    name: DerivedName | None
    imdb: str | None
    tvdb: int | None
    tvmaze: int | None
    password: PasswordVerdict
    password_reason: str
    inner_names: tuple[str, ...]
    failures: tuple[BodyFailure, ...]
    needs: tuple[str, ...]


_VERDICT_RANK = {
    PasswordVerdict.PASSWORDED: 3,
    PasswordVerdict.POSSIBLY: 2,
    PasswordVerdict.NONE: 1,
    PasswordVerdict.UNKNOWN: 0,
}
_NAME_RANK = {NameSource.FOLDER: 3, NameSource.PACK: 3, NameSource.MAIN_FILE: 2, NameSource.SIDE_FILE: 1}


def summarise(findings: Sequence[ProbeFinding]) -> ReleaseProbe:
    """Fold one release's findings into its facts.

    The name comes from the par2 listing first (it lists what the poster
    protected, outside any archive), then from archive inner names. The
    password verdict is the strongest any archive gave (passworded over
    possibly over none over unknown). A 7z set's first volume and its
    last-volume tail are read together here.
    """
    archives = [f.archive for f in findings if f.archive is not None]
    needs: list[str] = []
    first_7z = next((f for f in findings if f.content is ContentKind.SEVENZIP and f.kind is not ProbeKind.ARCHIVE_LAST), None)
    tail = next((f for f in findings if f.kind is ProbeKind.ARCHIVE_LAST and f.body is not None), None)
    if first_7z is not None and first_7z.body is not None:
        if tail is not None and tail.body is not None and tail.body.covers_end:
            combined = inspect_sevenzip(first_7z.body.data, tail.body.data)
            archives = [a for a in archives if a.format is not ArchiveFormat.SEVENZIP] + [combined]
        for a in archives:
            if a.format is ArchiveFormat.SEVENZIP and a.tail_bytes_needed:
                needs.append(f"7z end header: probe the last {a.tail_bytes_needed} bytes of the last volume")
        if tail is not None and tail.body is not None and not tail.body.covers_end:
            needs.append("7z tail: the probed article does not end the last volume; probe its last article")

    par2_names = _par2_names(findings)
    archive_names = [f.name for f in findings if f.archive is not None and f.name is not None]
    for a in archives:
        if a.entries and not any(f.archive is a for f in findings):
            derived = release_name((e.name, e.size or 0) for e in a.entries if not e.is_dir)
            if derived is not None:
                archive_names.append(derived)
    name = _best_name(par2_names) or _best_name(archive_names)

    best = max(archives, key=lambda a: _VERDICT_RANK[a.verdict], default=None)
    password = best.verdict if best is not None else PasswordVerdict.UNKNOWN
    reason = best.reason if best is not None else "no archive volume was probed"
    for a in archives:
        if a.verdict is PasswordVerdict.UNKNOWN and a.format is not ArchiveFormat.SEVENZIP and a.truncated:
            needs.append(f"{a.format.value}: {a.reason}")

    ids = [f.nfo_ids for f in findings if f.nfo_ids is not None]
    inner = tuple(dict.fromkeys(n for a in archives for n in a.names))
    return ReleaseProbe(
        name=name,
        imdb=next((i.imdb_id for i in ids if i.imdb_id), None),
        tvdb=next((i.tvdb_id for i in ids if i.tvdb_id), None),
        tvmaze=next((i.tvmaze_id for i in ids if i.tvmaze_id), None),
        password=password,
        password_reason=reason,
        inner_names=inner,
        failures=tuple(f.failure for f in findings if f.failure is not None),
        needs=tuple(dict.fromkeys(needs)),
    )


def _par2_names(findings: Sequence[ProbeFinding]) -> list[DerivedName]:
    """Return the names par2 listings give, the fullest first: each set's FileDescs from every body read.

    WHY merged: a volume's tail or a big index's first article may hold only some of the set's FileDesc
    packets; the packets of one set (same set id) read from several articles list more files together.
    """
    sets: dict[bytes | None, dict[bytes, tuple[str, int]]] = {}
    for f in findings:
        if f.par2 is not None and f.par2.files:
            listed = sets.setdefault(f.par2.set_id, {})
            for p in f.par2.files:
                listed.setdefault(p.file_id, (p.name, p.size))
    merged = [release_name(files.values()) for files in sorted(sets.values(), key=len, reverse=True)]
    single = [f.name for f in findings if f.par2 is not None and f.name is not None]
    return [n for n in merged if n is not None] or single


def content_label(finding: ProbeFinding) -> str:
    """Name what a probe's bytes were, for the queue's record: "" unread, "par2" (a whole listing), "par2_partial".

    A re-run reads it to skip what is known (a volume's tail when its first article already listed every file,
    or when the file turned out to be an archive or a video).
    """
    if finding.body is None:
        return ""
    if finding.par2 is not None:
        return "par2" if finding.par2.complete else "par2_partial"
    return finding.content.value


def _best_name(names: list[DerivedName]) -> DerivedName | None:
    return max(names, key=lambda n: _NAME_RANK[n.source], default=None)
