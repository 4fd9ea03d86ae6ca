"""Parse binary-post subjects into release base, file and segment counters.

This runs once per overview line, so it is the parse cost that scales. The
hot path is string operations only: ``rfind`` of the LAST ``(p/t)`` counter
(pynab's good idea: the last counter is the segment, earlier ones are the
file counter or part of the title), then a dict lookup on the subject minus
that counter. Every segment of a file shares that prefix, so the regex work
(name, file counter, base) runs once per FILE, not once per article.

Invariants kept here (docs/subjects.md has the grammar with examples):
- ``base`` is identical for every segment of every file of one upload, so
  files group into a release; it never contains the segment counter, the file
  counter or the file name.
- ``parse_subject`` never raises; ``None`` means "not a binary post".
- ``base``, ``file_name`` and ``file_key`` hold no control characters (they
  are stored in Postgres text columns, which reject NUL).
"""

from __future__ import annotations

import enum
import re
from typing import NamedTuple

__all__ = [
    "FileKind",
    "ParsedSubject",
    "file_kind",
    "base_from_name_only",
    "file_stem",
    "name_in_brackets",
    "par2_recovery_blocks",
    "parse_subject",
    "volume_number",
]


class ParsedSubject(NamedTuple):
    """What a subject says about one article of a binary post (immutable).

    A NamedTuple rather than a frozen dataclass: one is built per overview
    line, and a frozen dataclass's ``__init__`` (one ``object.__setattr__``
    per field) cost 1.3 us, 40% of the whole parse. Attribute access,
    immutability and equality are the same.
    """

    base: str
    file_name: str
    file_key: str
    file_index: int | None
    file_total: int | None
    part: int
    part_total: int


class FileKind(enum.Enum):
    """Closed set of file roles the build pass reasons about."""

    PAR2_INDEX = "par2_index"
    PAR2_VOLUME = "par2_volume"
    RAR = "rar"
    RAR_PART = "rar_part"
    SEVENZ = "7z"
    NFO = "nfo"
    SFV = "sfv"
    NZB = "nzb"
    VIDEO = "video"
    AUDIO = "audio"
    IMAGE = "image"
    EBOOK = "ebook"
    ARCHIVE_SPLIT = "archive_split"
    EXECUTABLE = "executable"
    OTHER = "other"


# --- segment counter -------------------------------------------------------

# Matched at the character after the "(" found by rfind; anchored, so cheap.
_SEGMENT = re.compile(r"\s*(\d{1,9})\s*/\s*(\d{1,9})\s*\)")

# --- names and extensions ---------------------------------------------------

_VIDEO = ("mkv", "avi", "mp4", "m4v", "wmv", "ts", "m2ts", "mov", "mpg", "mpeg", "vob", "webm", "flv", "divx", "xvid", "3gp")
_AUDIO = ("mp3", "flac", "m4a", "m4b", "ogg", "opus", "wav", "aac", "ape", "wma", "alac", "aiff", "dsf")
_IMAGE = ("jpg", "jpeg", "png", "gif", "bmp", "webp", "tif", "tiff")
_EBOOK = ("epub", "mobi", "azw", "azw3", "pdf", "cbr", "cbz", "cb7", "djvu", "lit", "fb2")
_EXECUTABLE = ("exe", "msi", "bat", "cmd", "com", "scr", "vbs", "js", "jar", "ps1", "pif", "lnk", "apk", "dmg")
_SINGLE_EXT: dict[str, FileKind] = {
    "par2": FileKind.PAR2_INDEX,
    "rar": FileKind.RAR,
    "7z": FileKind.SEVENZ,
    "nfo": FileKind.NFO,
    "sfv": FileKind.SFV,
    "nzb": FileKind.NZB,
    **dict.fromkeys(_VIDEO, FileKind.VIDEO),
    **dict.fromkeys(_AUDIO, FileKind.AUDIO),
    **dict.fromkeys(_IMAGE, FileKind.IMAGE),
    **dict.fromkeys(_EBOOK, FileKind.EBOOK),
    **dict.fromkeys(_EXECUTABLE, FileKind.EXECUTABLE),
}
_OTHER_KNOWN = (
    "zip", "iso", "img", "bin", "cue", "srt", "sub", "idx", "ass", "txt", "par", "md5", "sha1", "url", "doc", "docx",
    "rtf", "xml", "html",
)
# "com", "js", "url" and "html" end host names and links more often than files.
_KNOWN_EXT = "|".join(
    sorted({*_SINGLE_EXT, *_OTHER_KNOWN} - {"com", "js", "url", "html"}, key=len, reverse=True)
)

_PAR2_VOL = re.compile(r"\.vol(\d{1,5})[+-](\d{1,5})\.par2$", re.I)
_RAR_PART = re.compile(r"\.part(\d{1,5})\.rar$", re.I)
_RAR_OLD = re.compile(r"\.r(\d{2,3})$", re.I)
_SEVENZ_VOL = re.compile(r"\.7z\.(\d{3,4})$", re.I)
_SPLIT_VOL = re.compile(r"\.(\d{3,4})$")

# A name ends in a known extension or a volume suffix. Used for unquoted and
# bracketed names, where a bare "x.y" is too weak (titles are dotted).
_NAME_TAIL = (
    r"\.(?:vol\d{1,5}[+-]\d{1,5}\.par2|part\d{1,5}\.rar|7z\.\d{3,4}|r\d{2,3}|\d{3}|"
    + _KNOWN_EXT
    + r")"
)
_LOOKS_LIKE_NAME = re.compile(r"^[^\"]+" + _NAME_TAIL + r"$", re.I)
_UNQUOTED_NAME = re.compile(
    r"(?:^|(?<=[\s\-\[(:]))([^\s\"\[\]()]+" + _NAME_TAIL + r")(?=$|[\s\])\-,])", re.I
)
_EXT_WORD = re.compile(r"[ ._-]+(?:" + "|".join((*_VIDEO, *_AUDIO, *_EBOOK, "rar", "7z", "zip", "iso")) + r")$", re.I)
_TOKEN = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._\-()+&',!]*$")
_DOTTED = re.compile(r"\.")
_RANDOM_TOKEN = re.compile(r"^(?=[A-Za-z0-9]*\d)(?=[A-Za-z0-9]*[A-Za-z])[A-Za-z0-9]+$")
_BRACKETED = re.compile(r"\[([^\[\]]+)\]")
# Longest suffix first: a par2 volume before .par2, ".part01.rar" before ".rar".
_STEM_SUFFIX = re.compile(
    r"(?:\.vol\d{1,5}[+-]\d{1,5}\.par2|\.part\d{1,5}\.rar|\.7z\.\d{3,4}|\.r\d{2,3}|\.\d{3,4}|\.[A-Za-z0-9]{1,5})$",
    re.I,
)

# --- file counter and base cleanup -------------------------------------------

# One space may sit inside the digits ("[0 3/07]"): see _despace.
_FILE_COUNTER = re.compile(
    r"[\[(]\s*(?:files?\s+)?(\d{1,4} \d{1,4}|\d{1,5})\s*(?:/|of)\s*(\d{1,4} \d{1,4}|\d{1,5})\s*[\])]", re.I)
# "File 3 of 12" (GoPostStuff, PowerPost): the word goes with the counter, or every upload of the style would
# share the base "File" and collide on one set.
_FILE_OF = re.compile(r"(?<![\w.])(?:files?\s+)?(\d{1,5})\s+of\s+(\d{1,5})(?![\w.])", re.I)
# The yEnc marker, and bracket pairs left empty by removing a counter or name.
_YENC = re.compile(r"(?<![\w.])yenc(?![\w.])", re.I)
_EMPTY_BRACKETS = re.compile(r"[\[({]\s*[\])}]")
_ALNUM = re.compile(r"[^\W_]")
_SEPARATOR_RUN = re.compile(r"[-–|:](?:\s*[-–|:])+")
_SPACES = re.compile(r"\s+")
_CONTROL = re.compile(r"\x1b\[[0-?]*[ -/]*[@-~]|[\x00-\x1f\x7f-\x9f]")
# A byte count or "36.70 MB" ending the text outside a bracketed name (ngPost's size suffix).
_SIZE_TAIL = re.compile(r"(?:^|\s)\d{1,15}\s*$|(?:^|\s)\d{1,6}(?:[.,]\d{1,3})?\s*[KMGT]i?B\s*$", re.I)
_EDGE = " -–_|:.,;"
_EDGE_QUOTES = _EDGE + "\"'"

_new_parsed = tuple.__new__
# Every end-anchored suffix pattern fits in this many trailing characters
# (".vol12345+12345.par2" is 20), so searches start there, not at 0.
_SUFFIX_SPAN = 24
# Parsed prefixes kept (cleared when full). Consecutive OVER batches share
# only the files that straddle them, so a few thousand entries catch every
# repeat; 65,536 made a crawl's RSS grow by 40 MiB with the group (measured).
_CACHE_MAX = 1 << 13
# More segments than this in one file (about 700 GB at the usual 700 kB per
# article) is a counter no poster writes: it is not a binary post. Staging
# keeps a bitmap of the parts each file holds, so the bound also caps that
# bitmap at 128 KiB.
MAX_SEGMENTS = 1 << 20
_cache: dict[str, tuple[str, str, str, int | None, int | None]] = {}


def parse_subject(subject: str) -> ParsedSubject | None:
    """Parse one subject; return None when it carries no ``(p/t)`` segment counter.

    Why: the crawl stages per file and the build completes per release; both
    need the release base, the file identity and the counters from every
    overview line, at hundreds of thousands of lines a second.
    """
    try:
        i = subject.rfind("(")
        # Fast path: "(12/137)" with nothing odd inside, checked with string
        # methods; anything else goes through the anchored regex.
        j = subject.find(")", i)
        p, sep, t = subject[i + 1 : j].partition("/")
        if not (j > i >= 0 and sep and p.isdecimal() and t.isdecimal() and len(p) < 10 and len(t) < 10):
            while i >= 0:
                m = _SEGMENT.match(subject, i + 1)
                if m is not None:
                    break
                i = subject.rfind("(", 0, i)
            else:
                return None
            p, t = m.groups()
        part = int(p)
        total = int(t)
        if total < 1 or part < 1 or part > total or total > MAX_SEGMENTS:
            return None
        prefix = subject[:i]
        hit = _cache.get(prefix)
        if hit is None:
            hit = _parse_prefix(prefix)
            if len(_cache) >= _CACHE_MAX:
                _cache.clear()
            _cache[prefix] = hit
        return _new_parsed(ParsedSubject, (*hit, part, total))
    except Exception:  # bad input never stops a pass; the caller counts a drop
        return None


def _clean(text: str) -> str:
    """Normalise a base: no yEnc marker, no empty brackets, one separator, trimmed."""
    if not text:
        return text
    if "yenc" in text.lower():
        text = _YENC.sub(" ", text)
    text = _EMPTY_BRACKETS.sub(" ", text)
    text = _SEPARATOR_RUN.sub(" - ", text)
    if "  " in text or not text.isascii():
        text = _SPACES.sub(" ", text)
    return text.strip(_EDGE_QUOTES)


def file_stem(file_name: str) -> str:
    """Return the name without its extension or volume suffix.

    Why: "x.part01.rar", "x.vol003+04.par2", "x.r01" and "x.nfo" are one
    release; when the subject says nothing outside the file name the stem is
    the only thing they share.
    """
    m = _STEM_SUFFIX.search(file_name, max(0, len(file_name) - _SUFFIX_SPAN))
    if m is None or m.start() == 0:
        return file_name
    return file_name[: m.start()]


def _bracketed_name(text: str) -> tuple[int, int, str] | None:
    """Find the rightmost [...] holding a file name; brackets may nest inside it.

    "[PRiVATE]-[tag]-[[ASW] Show - 11 [720p].mkv]-[1/5]": the name carries
    its own brackets, so a flat "[^]]*" match would cut it apart.
    """
    close = text.rfind("]")
    while close > 0:
        depth = 0
        i = close
        while i >= 0:
            c = text[i]
            if c == "]":
                depth += 1
            elif c == "[":
                depth -= 1
                if depth == 0:
                    break
            i -= 1
        if i < 0:
            return None
        inner = text[i + 1 : close].strip()
        if _LOOKS_LIKE_NAME.match(inner):
            return i, close + 1, inner
        close = text.rfind("]", 0, close)
    return None


def _release_stem(file_name: str) -> str:
    """Return the stem that names a release: also without a trailing extension word.

    "X (1998).mobi" and its par2 "X (1998) mobi.par2", or "x.mkv.001" and
    "x.mkv.par2", are one release; their stems differ only by that word.
    """
    stem = file_stem(file_name)
    m = _EXT_WORD.search(stem, max(0, len(stem) - 12))
    if m is not None and m.start() > 0:
        stem = stem[: m.start()]
    return _clean(stem)


def _despace(text: str, *, is_name: bool) -> str:
    """Remove a lone space that splits one scene-style token in two.

    Why: overview replaces a TAB in a subject with a space (RFC 3977 8.3),
    and relays insert stray controls at random places, differently on each
    article; "Shr inking.S01E13.1080p-GRP" on one article and
    "Shrinking.S01E13.1080p-GRP" on the next must agree. Scene names and
    random tokens never contain spaces, so one space inside such a token is
    an artifact. Text with other spaces (real words) is left alone.
    """
    if text.count(" ") != 1:
        return text
    joined = text.replace(" ", "")
    probe = file_stem(joined) if is_name else joined
    if not _TOKEN.match(probe):
        return text
    if len(_DOTTED.split(probe)) >= 3 or (len(probe) >= 16 and _RANDOM_TOKEN.match(probe)):
        return joined
    return text


def _has_alnum(text: str) -> bool:
    return _ALNUM.search(text) is not None


def _parse_prefix(prefix: str) -> tuple[str, str, str, int | None, int | None]:
    """Parse the subject minus its segment counter (once per file, then cached)."""
    if not prefix.isprintable():
        # Deleted, not replaced by spaces: posting tools and relays drop them
        # at random places inside words, differently on each article.
        prefix = _CONTROL.sub("", prefix)
    rest = prefix.strip()
    # The trailing yEnc marker is in nearly every subject: cut it with string
    # operations instead of a regex pass.
    if rest[-4:].lower() == "yenc" and (len(rest) == 4 or not rest[-5].isalnum()):
        rest = rest[:-4].rstrip()

    name = ""
    folder = ""
    outside = rest
    name_from_brackets = False
    q2 = rest.rfind('"')
    q1 = rest.rfind('"', 0, q2) if q2 > 0 else -1
    if q1 >= 0:
        name = _despace(rest[q1 + 1 : q2].strip(), is_name=True)
        outside = rest[:q1] + " " + rest[q2 + 1 :]
        if name and "[" in outside:
            # "[PRiVATE]-[tag]-[x.mkv]-[1/5] - "x.mkv"": the bracketed copy of the
            # name differs per file, so it must not stay in the base.
            found_br = _bracketed_name(outside)
            if found_br is not None and found_br[2].rpartition("/")[2].strip() == name:
                start, end, inner = found_br
                folder = inner.rpartition("/")[0]
                outside = outside[:start] + " " + outside[end:]
                name_from_brackets = True
    if not name:
        # [PRiVATE]-[WtFnZb]-[Release.Name/file.mkv]-[1/5] - "" : the name is
        # bracketed, often with the release folder before the last "/".
        found_br = _bracketed_name(outside)
        if found_br is not None:
            start, end, inner = found_br
            folder, _, name = inner.rpartition("/")
            name = name.strip()
            outside = outside[:start] + " " + outside[end:]
            name_from_brackets = True
    if not name and q1 < 0:
        found = None
        for um in _UNQUOTED_NAME.finditer(outside):
            found = um
        if found is not None:
            name = found.group(1)
            outside = outside[: found.start(1)] + " " + outside[found.end(1) :]

    file_index: int | None = None
    file_total: int | None = None
    counter = None
    for cm in _FILE_COUNTER.finditer(outside):
        counter = cm
    if counter is None and "of" in outside.lower():
        for cm in _FILE_OF.finditer(outside):
            counter = cm
    if counter is not None:
        idx, tot = int(counter.group(1).replace(" ", "")), int(counter.group(2).replace(" ", ""))
        if tot >= 1 and 0 <= idx <= tot:
            file_index, file_total = idx, tot
            outside = outside[: counter.start()] + " " + outside[counter.end() :]

    if name_from_brackets and _SIZE_TAIL.search(outside):
        # A size after "yEnc" differs per file; the bracketed style groups by tag and name only.
        outside = _SIZE_TAIL.sub(" ", outside)
    base = _despace(_clean(outside), is_name=False)
    folder = _clean(folder)
    if name_from_brackets:
        # The text outside the brackets is a poster's fixed tag, the same for
        # every upload; the folder (or the stem) is what tells releases apart.
        tail = folder or _release_stem(name)
        base = f"{base} - {tail}" if base else tail
    elif not _has_alnum(base):
        base = _release_stem(name) if name else ""
    elif name and "[" in base and not _has_alnum(_BRACKETED.sub(" ", base)):
        # Only bracketed tags outside the name ("[N3wZ] [01/15] - ..."): a
        # posting tool's constant tag would merge every upload into one
        # never-completing set, so the name's stem joins the base.
        base = f"{base} - {_release_stem(name)}"
    if name:
        file_key = f"{base}/{name}" if base else name
    else:
        file_key = _SPACES.sub(" ", rest)
    if not base:
        base = file_key.strip(_EDGE) or "?"
    return base, name, file_key, file_index, file_total


def base_from_name_only(parsed: ParsedSubject) -> bool:
    """Report whether the base came from the file name alone (nothing outside it).

    Why: such bases cannot tie an album's "01-track.flac" files to its
    "Album-GRP.par2" (docs/subjects.md, known limits). Staging can key these
    sets more loosely, e.g. by (group, poster, file_total) and article-number
    proximity, without loosening every other set.
    """
    return bool(parsed.file_name) and parsed.base == _release_stem(parsed.file_name)


def name_in_brackets(parsed: ParsedSubject, subject: str) -> bool:
    """Say whether a post names its files in brackets with an empty quoted name (``[tag]-[x.mkv]-[1/5] - ""``).

    Why: the posting tools that write this style (ngPost among them) give
    every article a fresh random From, so a set keyed by poster splits into
    one set per article and never completes (issue 16: about half of these
    releases were missed). Their base holds the poster's tag and the release
    folder or stem, which is what keys the set instead.
    """
    name = parsed.file_name
    return bool(name) and '""' in subject and (f"[{name}]" in subject or f"/{name}]" in subject)


def file_kind(file_name: str) -> FileKind:
    """Classify a file name by its extension and volume suffix."""
    lower = file_name[-_SUFFIX_SPAN:].lower().rstrip()
    dot = lower.rfind(".")
    if dot < 0:
        return FileKind.OTHER
    ext = lower[dot + 1 :]
    if ext == "par2":
        return FileKind.PAR2_VOLUME if _PAR2_VOL.search(lower) else FileKind.PAR2_INDEX
    if ext == "rar":
        return FileKind.RAR_PART if _RAR_PART.search(lower) else FileKind.RAR
    if ext.isdigit() and 3 <= len(ext) <= 4:
        return FileKind.SEVENZ if lower[:dot].endswith(".7z") else FileKind.ARCHIVE_SPLIT
    if len(ext) in (3, 4) and ext[0] == "r" and ext[1:].isdigit():
        return FileKind.RAR_PART
    return _SINGLE_EXT.get(ext, FileKind.OTHER)


def volume_number(file_name: str) -> int | None:
    """Return the volume number a name carries, or None for a single file.

    ``.partNN.rar`` -> NN, ``.rNN`` -> NN, ``.7z.NNN`` / ``.NNN`` -> NNN,
    ``.volNN+MM.par2`` -> NN (the first block of the volume).
    """
    name = file_name.rstrip()[-_SUFFIX_SPAN:]
    for pattern in (_PAR2_VOL, _RAR_PART, _SEVENZ_VOL, _RAR_OLD, _SPLIT_VOL):
        m = pattern.search(name)
        if m is not None:
            return int(m.group(1))
    return None


def par2_recovery_blocks(file_name: str) -> int:
    """Return the recovery blocks a par2 volume's name declares (``x.vol07+08.par2`` -> 8); 0 for any other name.

    Every par2 client names volumes ``<base>.vol<first>+<count>.par2`` (a few
    old ones ``-``), so the name says what a volume can repair without a
    byte of it being read: what the health sweep weighs missing articles
    against.
    """
    m = _PAR2_VOL.search(file_name.rstrip()[-_SUFFIX_SPAN:])
    return int(m.group(2)) if m is not None else 0
