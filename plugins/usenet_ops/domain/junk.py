"""Junk rules: data-driven, ordered, attributed, Unicode-correct.

On real binary groups junk outnumbers releases by orders of magnitude, and
every mistake is silent: a rule that drops real releases looks exactly like a
rule that works. So the rules are data (include/seed/junk_rules.tsv, seeded
into the junk_rules table), compiled once into an immutable JunkEngine and
evaluated in order; the first rule that fires wins and is named in the
Verdict, so every drop is attributable.

Invariants kept here:
- an engine never changes after it is built; a reload builds a new one and
  EngineHolder swaps the reference in one assignment, so a batch in flight
  sees one consistent rule set;
- a broken rule is reported in ``JunkEngine.problems`` and skipped; it never
  takes the other rules down with it;
- size-banded rules fire only when the release's total size is known (the
  build stage); the ingest stage runs the unsized subset;
- letters and digits are judged by Unicode category and ratios are taken
  over characters, never bytes: deciding them the ASCII way once dropped
  every Japanese-titled release while the rule's counter climbed as if it
  were working;
- a title that no rule fires on and that wears a disguise (leetspeak,
  look-alike letters, spaced letters, odd separators: evasion.reveal) is read again with the
  disguise undone by the title-scope rules, in the same order; the Verdict
  says what was read. The obfuscation and file scopes read only the raw
  name (a machine-made name is not a disguise).
"""

from __future__ import annotations

import csv
import re
import threading
import unicodedata
from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field, replace
from enum import Enum
from functools import lru_cache
from pathlib import Path

from usenet_ops.domain import evasion, regex_literals
from usenet_ops.domain.tokens import is_random_token
from usenet_ops.domain.tokens import punct_ratio as _special_ratio_of


class Stage(Enum):
    """Where a rule may run: ingest (one title per file, no size) or build (release, sized)."""

    INGEST = "ingest"
    BUILD = "build"


class Scope(Enum):
    """What a rule judges, and what a hit means.

    ``title``: the release's name (the subject's base at ingest, the title at
    build); a hit drops it. ``file``: each file's own name with its
    extension (``Show.S01E01.mkv.exe``); the base a subject parses into never
    carries a file's extension, so executable bait passed every title rule
    (issue 16). ``obfuscation``: the release's name is machine-made; a hit
    keeps an upload whose articles group into files as an *unnamed* release
    (phase 2 names it from its par2 or NFO) and drops only posts that cannot
    be grouped. A title handed to ``evaluate`` (``filters test``, the audit)
    is judged by every scope: a raw subject holds its file name.
    """

    TITLE = "title"
    FILE = "file"
    OBFUSCATION = "obfuscation"


class RuleKind(Enum):
    """How a rule's pattern column is read."""

    REGEX = "regex"
    HEURISTIC = "heuristic"


class RuleError(ValueError):
    """A junk rule cannot be compiled; the message names the rule and the fix."""


@dataclass(frozen=True)
class SizeBand:
    """A half-open size interval [min_bytes, max_bytes) a sized rule applies to."""

    min_bytes: int = 0
    max_bytes: int | None = None

    def contains(self, size: int) -> bool:
        return size >= self.min_bytes and (self.max_bytes is None or size < self.max_bytes)

    def __str__(self) -> str:
        if self.max_bytes is not None and self.min_bytes == 0:
            return "<" + format_bytes(self.max_bytes)
        if self.max_bytes is None:
            return ">=" + format_bytes(self.min_bytes)
        return f"{format_bytes(self.min_bytes)}..{format_bytes(self.max_bytes)}"


_UNITS = {"": 1, "B": 1, "KIB": 1 << 10, "MIB": 1 << 20, "GIB": 1 << 30, "KB": 1000, "MB": 10**6, "GB": 10**9}
_BAND_PART = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*([KMG]i?B|B)?\s*$", re.IGNORECASE)


def _parse_bytes(text: str) -> int:
    match = _BAND_PART.match(text)
    if not match:
        raise RuleError(f"size {text!r} is not a size; write e.g. 1MiB, 500KiB or 5242880")
    unit = (match.group(2) or "").upper()
    return int(float(match.group(1)) * _UNITS[unit])


def format_bytes(n: int) -> str:
    """Render a byte count the way the TSV writes it (exact binary units when possible)."""
    for unit, factor in (("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)):
        if n >= factor and n % factor == 0:
            return f"{n // factor}{unit}"
    return str(n)


def parse_size_band(text: str) -> SizeBand | None:
    """Parse ``-``/empty (no band), ``<5MiB``, ``>=1GiB`` or ``1MiB..5MiB``."""
    text = text.strip()
    if text in ("", "-"):
        return None
    if text.startswith("<"):
        return SizeBand(0, _parse_bytes(text[1:]))
    if text.startswith(">="):
        return SizeBand(_parse_bytes(text[2:]), None)
    if ".." in text:
        lo, hi = text.split("..", 1)
        return SizeBand(_parse_bytes(lo), _parse_bytes(hi))
    raise RuleError(f"size band {text!r} is not understood; write -, <5MiB, >=1GiB or 1MiB..5MiB")


@dataclass(frozen=True)
class JunkRule:
    """One row of junk_rules: what to match, where, and why it exists."""

    id: int
    name: str
    kind: RuleKind
    pattern: str
    stage: Stage
    size_band: SizeBand | None
    enabled: bool
    order: int
    reason: str
    scope: Scope = Scope.TITLE


@dataclass(frozen=True)
class Verdict:
    """Why a title is junk: the rule that fired first, and what it saw."""

    rule_id: int
    name: str
    reason: str
    detail: str
    scope: Scope = Scope.TITLE

    @property
    def unnamed(self) -> bool:
        """Whether the hit means "keep as an unnamed release" rather than "drop"."""
        return self.scope is Scope.OBFUSCATION


@dataclass(frozen=True)
class RuleProblem:
    """A rule that could not be compiled and is therefore skipped."""

    rule_id: int
    name: str
    problem: str


# --- title shapes shared by the heuristics ---------------------------------

_TAGS_BLOCK = re.compile(r"\{Tags:[^{}]*\}\s*$", re.IGNORECASE)
# Everything from "yEnc" on is the posting tool's; a title that STARTS with
# yEnc is left alone (cutting it would leave nothing, and "empty" is a verdict).
_YENC_TAIL = re.compile(r"(?<=.)\s*\byEnc\b.*$", re.IGNORECASE | re.DOTALL)
_COUNTER = re.compile(r"[\[(]\s*\d+\s*(?:/|of)\s*\d+\s*[\])]", re.IGNORECASE)
_TRANSPORT_EXT = re.compile(
    r"(?:\.(?:part\d{1,4}|vol\d+[+-]\d+|r\d{2,3}|\d{3}|7z|zip|rar|par2|nzb|nfo|sfv|md5|sha1|sha256))+(?=$|[\s\"\])])",
    re.IGNORECASE,
)
# What may follow a file extension that is really the file's: the end, a
# quote or bracket, or a transport suffix (setup.exe.part01.rar, x.exe.vol01+02.par2).
_AFTER_EXT = r"(?=$|[\s\"\])]|\.(?:vol\d|par2|part\d|r\d\d|7z|zip|rar|\d{3}\b))"
_TOKEN_SPLIT = re.compile(r"[\s\-_.\[\](){}\"'+,;:|/\\]+")
# File extensions and posting words that say nothing about whether a name is readable.
_NEUTRAL = frozenset(
    "mkv mp4 avi m4v wmv mov ts iso img bin rar zip 7z par2 vol part nfo sfv exe yenc r00 r01 r05 001".split()
)


def strip_tags_block(title: str) -> str:
    """Remove a trailing ``{Tags:...}`` metadata block.

    It is ``;=`` almost end to end, so a long language list read as
    punctuation soup to high_special_chars.
    """
    if "{" not in title:
        return title
    return _TAGS_BLOCK.sub("", title).rstrip()


def _cut_tail(title: str) -> str:
    """Strip the {Tags:...} block and everything from ``yEnc`` on (guards skip the regex when absent)."""
    text = strip_tags_block(title)
    if "enc" in text.lower():
        text = _YENC_TAIL.sub("", text)
    return text


# The EFNet request-fill shell: [request id]-[FULL]-[#channel@network]-[ name ]-[i/N]. Its channel names a group
# ([#a.b.sounds.flac@EFNet]), which read as a codec tag once counted as the name (fresh5.tsv, v6's look).
_REQUEST_SHELL = re.compile(r"\[#[^\]\s]{1,80}\]|\[\d{3,9}\](?=\s*-\s*\[)|\[(?:FULL|PART|REPOST|REQ|INCOMPLETE)\](?=\s*-)",
                            re.IGNORECASE)


# The unbracketed file counter some posting tools write between a release's name and its file's ("Name - File 68 of
# 81: name.part67.rar", "Datei 3 von 12:"): without it the two names read as one (fresh15.tsv: a tutorial's scene name
# lost its structure, and a band's name in the file part read as a pitch in the release's tags).
_FILE_COUNTER = re.compile(
    r"(?:^|(?<=[\s\-\[(|]))(?:files?|datei|fichier|archivo|bestand|plik|fil)\s*#?\d{1,5}\s*(?:of|von|de|van|sur|av|z|/)"
    r"\s*\d{1,5}(?![\w.])\s*[:\])\-]*",
    re.IGNORECASE,
)
_FILE_WORDS = ("fil", "fich", "datei", "archivo", "bestand", "plik")


def _has_file_counter(text: str) -> bool:
    lowered = text.lower()
    return any(w in lowered for w in _FILE_WORDS) and _FILE_COUNTER.search(text) is not None


# A posting community's site tag in a chain of brackets ("[ TOWN ]-[ www.town.ag ]-[ partner of www.ssl-news.info ]-[
# name ]-[01/28]"): the poster's signature, not the name (fresh17.tsv, v18: 12 releases under
# the town.ag shell read as ad copy whose title was the site). The address still counts where it is read raw.
_SITE_TAG = re.compile(
    r"\[\s*(?:(?:partner\s+of|powered\s+by|sponsored\s+by|presented\s+by|brought\s+by|by)\s+)?(?:https?://)?(?:www\.)?"
    r"[a-z0-9-]{2,40}(?:\.[a-z0-9-]{2,40}){0,2}\.(?:com|net|org|info|ag|to|cc|tv|me|eu|nl|de|ws|biz|io|xyz|club|site"
    r"|online|co|cx|su|ru)\s*\](?=\s*-\s*\[)|\[\s*TOWN\s*\](?=\s*-\s*\[)",
    re.IGNORECASE,
)


# A posting community's signature around a posting tool's subject ("<-> www.usenet-4all.info <-> powered by
# secretusenet.com <-> [33/38] - "Conan 405.cbr" yEnc", ">ssl-news.info< name >www.binnewz.club< - (15/48) - ..."):
# web addresses, the words such signatures are written with and separators, nothing else. The communities sign every
# post so (fresh17-fresh21.tsv: town.ag, usenet-4all, binnewz, highspeed-usenet); read as a pitch, every release
# they post was dropped (fresh21.tsv, v21: 44 of 47 drops). A signature holding any other word (an offer, a drug, a
# call to act) is no signature, and the name and file it signs are judged as ever.
_SIG_ADDRESS = (r"(?:https?://)?(?:www\.)?[a-z0-9][a-z0-9-]{0,40}(?:\.[a-z0-9-]{1,40}){0,2}"
                r"\.(?:com|net|org|info|ag|to|cc|tv|me|eu|nl|de|be|fr|it|es|ws|biz|io|xyz|club|site|online|co|cx|su|ru"
                r"|us|uk|ch|at|se|pl|cz|space|website|top|pw|in|la|nu|ly)")
_SIG_WORDS = (r"(?:(?:powered|sponsored|presented|brought(?:\s+to\s+you)?|supported|upped|uploaded|posted|hosted)\s+by"
              r"|partner\s+of|member\s+of|courtesy\s+of|presents?|by|via|and|&)")
_SIG_SEP = r"[^\w\s\"]+"
_SIGNATURE = re.compile(rf"(?:\s*(?:{_SIG_SEP}|{_SIG_WORDS}(?=\W)|{_SIG_ADDRESS}(?![\w.-])))*\s*", re.IGNORECASE)
# The community's own name as its tag, in brackets beside its address ("[ TOWN ]-[ www.town.ag ]").
_SIG_TAG = re.compile(r"\[\s*([a-z0-9-]{2,24})\s*\]", re.IGNORECASE)
_SIG_LABEL = re.compile(r"(?:www\.)?([a-z0-9-]{2,40})\.[a-z]{2,8}\b", re.IGNORECASE)
_SIG_HAS_ADDRESS = re.compile(_SIG_ADDRESS + r"(?![\w.-])", re.IGNORECASE)
# Bounds: a subject past a few hundred characters is not a posting tool's (ingest caps subjects; this keeps the
# scans linear), and a signature is a few addresses long.
_SIG_TITLE_MAX = 512
_SIG_MAX = 160
_SIG_SEGMENT = re.compile(r"\[([^\[\]\"]{4,160})\]\s*-?\s*(?=\[)|(?<=-)\s*\[([^\[\]\"]{4,160})\]\s*$")
_EMPTY_SEGMENT = re.compile(r"\[\s*\]\s*-?\s*")
_SIG_AFTER_YENC = re.compile(r"\byEnc\b\s*(?:[\[(]\s*\d+\s*/\s*\d+\s*[\])])?\s*(?:[\d.,]+\s*[kmg]i?b\b)?\s*(?P<sig>\S.*)$",
                             re.IGNORECASE)
_OPENERS = "([{\"'"
_SIG_WRAPPERS = "<>[(|:~*=#"
_SIG_CALL = re.compile(r"\b(?:visit|at|on|to|from|see|join|get|buy|order|call|contact|via|by|here)\W*$", re.IGNORECASE)
_POSTED = re.compile(r'[\[(]\s*\d+\s*(?:/|of)\s*\d+\s*[\])]\s*-?\s*"|"[^"]+"\s*(?:yEnc|-\s*[\[(]?\d+\s*/)',
                     re.IGNORECASE)


def without_signature(title: str) -> str:
    """Return a posting tool's subject without a community's signature (or the title unchanged).

    Only where what is left is a posting tool's subject (a counter and a quoted file name): the signature is the
    poster's, the subject is the release's, and every rule judges the subject (JunkEngine.evaluate calls this
    first, at both stages). Text is removed only as whole signatures (addresses, signature words, separators, a
    bracketed tag naming the address): at the start, just before the counter (set off by its own mark, not after a
    call such as "visit"), after the yEnc tail, and as a bracket of a ``]-[`` chain.
    """
    if "." not in title or len(title) > _SIG_TITLE_MAX:
        return title
    lowered = title.lower()
    chained = "]-[" in title or "] - [" in title or "]- [" in title or "] -[" in title
    if _POSTED.search(title) is None and not (chained and _COUNTER.search(title) and '"' in title):
        return title
    out = title
    if "[" in out:
        labels = {m.group(1).lower() for m in _SIG_LABEL.finditer(out)}
        out = _SIG_TAG.sub(lambda m: "[ ]" if m.group(1).lower() in labels else m.group(0), out)
        if chained:
            # A bracket of a chain that holds a whole signature, wherever it stands ("]-[ www.nzbstars.com ]-[").
            out = _SIG_SEGMENT.sub(lambda m: "" if _whole_signature(m.group(1) or m.group(2)) else m.group(0), out)
            out = _EMPTY_SEGMENT.sub("", out)
    if "yenc" in lowered:
        # A signature after the yEnc tail ("... yEnc (1/64) - powered by www.ssl-news.info").
        after = _SIG_AFTER_YENC.search(out)
        if after is not None and _whole_signature(after.group("sig")):
            out = out[:after.start("sig")].rstrip(" -")
    first = _POSTED.search(out)
    if first is None:
        return out.strip() if out != title and _COUNTER.search(out) and '"' in out else title
    lead = _SIGNATURE.match(out, 0, first.start())
    if lead and lead.end() and _SIG_HAS_ADDRESS.search(lead.group(0)):
        end = lead.end()
        while end and out[end - 1] in _OPENERS:  # the name's own opening bracket is the name's
            end -= 1
        out = out[end:]
    counter = _POSTED.search(out)
    if counter is not None and counter.start() > 0:
        head, tail = out[:counter.start()], out[counter.start():]
        # A signature between the name and the counter: the longest run of signature tokens ending at the counter,
        # set off by its own marks (">www.binnewz.club< - "), and not the object of a call ("visit >site<").
        for start in range(max(1, len(head) - _SIG_MAX), len(head)):
            if not head[start - 1].isspace() or head[start] not in _SIG_WRAPPERS:
                continue
            piece = head[start:]
            if _SIGNATURE.fullmatch(piece) and _SIG_HAS_ADDRESS.search(piece) and not _SIG_CALL.search(head[:start]):
                head = head[:start]
                break
        out = head.rstrip() + (" " if head.strip() else "") + tail
    out = out.strip()
    return out if out and _POSTED.search(out) else title


def _whole_signature(text: str) -> bool:
    """Say whether text is nothing but a signature: addresses, signature words and separators, one address at least."""
    return _SIGNATURE.fullmatch(text) is not None and _SIG_HAS_ADDRESS.search(text) is not None


def _drop_shell(text: str) -> str:
    if "[" in text and ("[#" in text or "]-[" in text):
        text = _REQUEST_SHELL.sub(" ", text)
    if "]-[" in text or "] -[" in text or "]- [" in text:
        text = _SITE_TAG.sub(" ", text)
    if "/" in text or "of" in text.lower():
        text = _COUNTER.sub(" ", text)
    if _has_file_counter(text):
        text = _FILE_COUNTER.sub(" ", text)
    if "." in text:
        text = _TRANSPORT_EXT.sub("", text)
    return text


def strip_transport(title: str) -> str:
    """Remove the posting shell: yEnc tail, (i/N) counters, quotes, archive/par2 suffixes.

    What is left is the part a human (or a bot) chose as the name.
    """
    return _drop_shell(_cut_tail(title)).replace('"', " ").strip(" -")


_QUOTED = re.compile(r'"([^"]*)"')
_MEDIA_EXT = re.compile(r"\.[A-Za-z0-9]{2,4}$")
_PART_EDGE = " -_[]|:"


def name_parts(title: str) -> list[str]:
    """Return the human-chosen name parts of a subject: the quoted file name and the text around it.

    Each part has its counters, archive/par2 suffixes and one trailing file
    extension removed. A posting whose subject carries a readable name and an
    obfuscated file name has one readable part, so shape rules that require
    EVERY part to match keep it.
    """
    out: list[str] = []
    for piece in _names(_cut_tail(title)):
        piece = _drop_shell(piece).strip(_PART_EDGE)
        if "." in piece:
            piece = _TRANSPORT_EXT.sub("", _MEDIA_EXT.sub("", piece)).strip(_PART_EDGE)
        if piece:
            out.append(piece)
    return out


class TitleView:
    """One title under evaluation; derived forms are computed once and shared by every rule."""

    __slots__ = ("raw", "size", "group", "_transport", "_parts", "_folded", "_fold_known")

    def __init__(self, raw: str, size: int | None = None, group: str | None = None) -> None:
        self.raw = raw
        self.size = size
        self.group = group
        self._transport: str | None = None
        self._parts: list[str] | None = None
        self._folded: str | None = None
        self._fold_known = False

    @property
    def folded(self) -> str | None:
        """The raw title lower-cased when ASCII, else None: what regex_literals guards test (see there)."""
        if not self._fold_known:
            self._folded = regex_literals.fold(self.raw)
            self._fold_known = True
        return self._folded

    @property
    def transport(self) -> str:
        """The title without its posting shell (see strip_transport)."""
        if self._transport is None:
            self._transport = strip_transport(self.raw)
        return self._transport

    @property
    def parts(self) -> list[str]:
        """The human-chosen name parts (see name_parts)."""
        if self._parts is None:
            self._parts = name_parts(self.raw)
        return self._parts


def special_ratio(title: str) -> tuple[float, int]:
    """Return (share of ASCII punctuation, characters counted) for a title.

    Counted over characters (not bytes), whitespace ignored; only ASCII
    punctuation is "special" because the obfuscation bots work in ASCII while
    【】（）｜ are ordinary structure in their own script; a run of the same
    mark counts once because ``Keijo!!!!!!!!`` is a title style, not garble.
    """
    return _special_ratio_of(strip_transport(title))


def _has_letter_or_digit(text: str) -> bool:
    # str.isalnum is Unicode-aware: letters (L*) and numbers of every script.
    return any(ch.isalnum() for ch in text)


# --- heuristics -------------------------------------------------------------

Check = Callable[[TitleView], "str | None"]


def _params(text: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for part in text.split(";"):
        part = part.strip()
        if not part:
            continue
        if "=" not in part:
            raise RuleError(f"heuristic parameter {part!r} must be key=value")
        key, value = part.split("=", 1)
        out[key.strip()] = value.strip()
    return out


def _float(params: Mapping[str, str], key: str, default: float) -> float:
    try:
        return float(params.get(key, default))
    except ValueError as exc:
        raise RuleError(f"parameter {key}={params[key]!r} must be a number") from exc


def _high_special_chars(params: Mapping[str, str]) -> Check:
    threshold = _float(params, "ratio", 0.45)
    min_chars = int(_float(params, "min_chars", 8))

    def check(view: TitleView) -> str | None:
        ratio, counted = _special_ratio_of(view.transport)
        if counted >= min_chars and ratio >= threshold:
            return f"{ratio:.0%} of {counted} characters are ASCII punctuation (limit {threshold:.0%})"
        return None

    return check


def _random_name(params: Mapping[str, str]) -> Check:
    coverage = _float(params, "coverage", 0.8)
    min_chars = int(_float(params, "min_chars", 12))

    def check(view: TitleView) -> str | None:
        if len(view.transport) < min_chars:
            return None
        tokens = _TOKEN_SPLIT.split(view.transport)
        if max(map(len, tokens)) < 10:
            return None  # no token long enough to judge
        random_chars = other = 0
        sample = ""
        for token in tokens:
            if not token or token.lower() in _NEUTRAL:
                continue
            if is_random_token(token):
                random_chars += len(token)
                sample = sample or token
            else:
                other += len(token) if token.isalnum() else sum(ch.isalnum() for ch in token)
        total = random_chars + other
        if random_chars >= min_chars and random_chars >= coverage * total:
            return f"machine-made name {sample!r} is {random_chars / total:.0%} of the name"
        return None

    return check


def _empty_name(params: Mapping[str, str]) -> Check:
    def check(view: TitleView) -> str | None:
        if not _has_letter_or_digit(view.transport):
            return "no letter or digit left once the posting shell is removed"
        return None

    return check


# The letter rows of the keyboards posters type on (QWERTY, AZERTY, QWERTZ): a name typed by running a finger along
# one row (asdfghjkl, qwertyuiop, rprtrtq) is somebody filling a required field, not a release (fresh10.tsv, v12).
_KEYBOARD_ROWS = ("qwertyuiop", "asdfghjkl", "zxcvbnm", "azertyuiop", "qsdfghjklm", "wxcvbn", "qwertzuiop", "yxcvbnm")


_UNSPEAKABLE = re.compile(r"[^aeiouy]{4,}|[aeiouy]{3,}|q(?!u)")


def _keyboard_mash(params: Mapping[str, str]) -> Check:
    """Fire when every name part is one word of ``min_letters`` or more letters, all from one keyboard row, or words
    without a vowel (v16).

    One case throughout (``RetroPie`` is a name: its capitals were chosen), and a word no language spells: four
    consonants or three vowels in a row, or a q without its u. Words typed on one row (``typewriter``,
    ``property``, ``territory``, ``perpetuity``) alternate their letters as speech does. A machine's random name
    draws from every row: seven letters from one row by chance is ~1 in 500, ten ~1 in 15,000.
    """
    min_letters = int(_float(params, "min_letters", 7))
    if min_letters < 5:
        raise RuleError(f"keyboard_mash: min_letters={min_letters} must be at least 5 (short words are typed on one "
                        "row by chance: 'were', 'sad'); fix the pattern column")
    rows = tuple(frozenset(r) for r in _KEYBOARD_ROWS)

    def mashed(part: str) -> bool:
        word = part.strip(" ._-")
        if len(word) < min_letters or not word.isascii() or not word.isalpha():
            return False
        if not (word.islower() or word.isupper()):
            return False
        low = word.lower()
        letters = set(low)
        return any(letters <= row for row in rows) and _UNSPEAKABLE.search(low) is not None

    def vowelless(part: str) -> bool:
        # Several lower-case words and not one vowel among them ("pbvv bp hvp wkqpbx", "jkjk sqmt"): keys struck at
        # random. A machine's name is one token, an acronym is written in capitals, and a word of any language
        # written in Latin letters has a vowel (y counted as one), Czech tongue-twisters apart.
        words = part.split()
        return (len(words) >= 2 and sum(map(len, words)) >= min_letters
                and all(len(w) >= 2 and w.isascii() and w.isalpha() and w.islower() and _VOWELS.isdisjoint(w)
                        for w in words))

    def check(view: TitleView) -> str | None:
        parts = view.parts
        if parts and all(mashed(p) for p in parts):
            return f"typed along one keyboard row: {parts[0][:40]!r}"
        if parts and all(vowelless(p) for p in parts):
            return f"words without a vowel: {parts[0][:40]!r}"
        return None

    return check


_VOWELS = frozenset("aeiouy")


# --- encoding garbage ---------------------------------------------------------

# An RFC 2047 encoded word. The overview's subject is decoded at ingest (rfc2047.decode_header); one that is still
# here did not decode (bad base64, a charset without a codec, a word cut short), so nothing readable is behind it.
_ENCODED_WORD = re.compile(r"=\?[^?\s]{1,40}\?[BbQq]\?[^?\s]*\?=")
# UTF-8's lead bytes read as Latin-1/Windows-1252 (U+00C2-U+00DF two-byte, U+00E0-U+00EF three-byte) and its
# continuation bytes so read (U+0080-U+00BF, and the Windows-1252 letters in 0x80-0x9F).
_MOJI_LEAD = frozenset(chr(c) for c in range(0xC2, 0xF0))
_MOJI_CONT = frozenset([*(chr(c) for c in range(0x80, 0xC0)), *"€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ"])
_BOX_DRAWING = re.compile(r"[\u2500-\u259f](?=[^\W\d_])|(?<=[^\W\d_])[\u2500-\u259f]")


def _mojibake_units(text: str) -> int:
    """Count the characters of ``text`` that are UTF-8 bytes read one by one as Latin-1 or Windows-1252.

    A lead byte followed by a continuation byte is the classic pair ("Ã©" for "é"); when a client also dropped the
    C1 controls (0x80-0x9F have no Latin-1 glyph) the leads are left side by side or alone at a word's end ("ZaÅ¼Ã³ÅÄ",
    "ìëíì¸ì"). An accented capital in ordinary text stands before another letter of its word (ESPAÑA, Ðorđe), and
    an accented small letter in its own word is rare beside ones that all are (Italian "è" among words).
    """
    count = 0
    n = len(text)
    for i, ch in enumerate(text):
        if ch in _MOJI_CONT:
            count += i > 0 and (text[i - 1] in _MOJI_LEAD or text[i - 1] in _MOJI_CONT)
            continue
        if ch not in _MOJI_LEAD or ch == "ß":
            continue
        before = text[i - 1] if i else " "
        after = text[i + 1] if i + 1 < n else " "
        if after in _MOJI_CONT or after in _MOJI_LEAD or before in _MOJI_LEAD:
            count += 1
        elif ch.isupper() and before.islower() and not after.isalpha():
            count += 1  # "gÄÅlÄ": a capital after small letters, ending the word
        elif before.isspace() and after.isspace():
            count += 1  # a lead alone between spaces ("ì ì¬ë")
    return count


# Words a search engine is baited with: what a page promises (download, free, watch, stream), the formats and
# qualities searched for (1080p, mp3, flac, bluray), the places (torrent, nzb, netflix, 123movies). A release name uses
# a few of them once each, in its tags; a stuffed name is mostly these, and says some of them again.
_BAIT_WORDS = frozenset("""
download downloads free torrent torrents stream streaming watch online hd hq 720p 1080p 2160p 4k uhd movie movies film
films cinema mp3 flac 320kbps remix remixes dj playlist top best hits nzb nzbs xvid bluray premium crack cracked key keys
full new mix songs song music album albums charts ringtones dvdrip dvdr mac license magnet iptv unblocked gratis proxy
official tutorial mirror cheap subtitles sub indo hdrip webrip web dl x264 x265 hevc series episodes tv show netflix
fmovies 123movies yify latest games game pc iso apk mod hack cheats serial keygen activator patch ebook pdf epub
audiobook leaked exclusive vip link links pelicula completa ganzer deutsch complet vf nonton
""".split())


def _keyword_stuffing(params: Mapping[str, str]) -> Check:
    """Fire on a name that is mostly search-bait words, some said again ("bluray+stream+download+cinema+new+film+cinema").

    Judged on the longest name part (a posting tool's copy of the name in its file name is not a repeat), with
    ``min_words`` words or more, ``share`` of them bait words and ``repeats`` repeats among those (issue 28, v25).
    """
    min_words = int(_float(params, "min_words", 8))
    share = _float(params, "share", 0.6)
    repeats = int(_float(params, "repeats", 2))

    def check(view: TitleView) -> str | None:
        parts = view.parts
        if not parts:
            return None
        words = [w.lower() for w in _TITLE_WORDS.findall(max(parts, key=len)[:512])]
        if len(words) < min_words:
            return None
        bait = Counter(w for w in words if w in _BAIT_WORDS)
        total = sum(bait.values())
        said_again = total - len(bait)
        if total >= share * len(words) and said_again >= repeats:
            return f"{total} of {len(words)} words are search bait, {said_again} said again"
        return None

    return check


def _reads_as_utf8(text: str, codecs: tuple[str, ...]) -> bool:
    """Say whether ``text`` is UTF-8 shown through one of ``codecs`` ("Sigur R├│s": UTF-8 read as code page 437)."""
    for codec in codecs:
        try:
            text.encode(codec).decode("utf-8")
        except (UnicodeEncodeError, UnicodeDecodeError):
            continue
        return True
    return False


def _encoding_garbage(params: Mapping[str, str]) -> Check:
    """Fire on a name that is bytes no decoding made into text: an encoded word that did not decode, UTF-8 read
    byte by byte that cannot be read back (its C1 bytes lost), box-drawing characters inside words (code page 866 read
    as 1251), or soup of Latin-1 symbols.

    A name mis-decoded once and intact is repaired and read (junk_score.repair_mojibake); what is left here has no
    name in it. Obfuscation scope: an upload whose subject its poster's client mangled groups into files and is kept as
    an unnamed release, so its par2 can still name it; a lone post of garbage is dropped (issue 28, v24).
    """
    min_chars = int(_float(params, "min_chars", 8))
    share = _float(params, "share", 0.4)

    def check(view: TitleView) -> str | None:
        text = view.transport[:1024].strip()  # garbage shows in its first kilobyte; a hostile megabyte is not read
        if "=?" in text and _ENCODED_WORD.search(text) is not None:
            from usenet_ops.domain import rfc2047  # a leaf module; imported where a title holds an encoded word

            decoded = rfc2047.decode_header(text.encode("utf-8", "surrogatepass"))
            word = _ENCODED_WORD.search(decoded)
            if word is not None:
                return f"an encoded word that does not decode: {word.group(0)[:60]!r}"
            if "\ufffd" in decoded or any(unicodedata.category(c) == "Cc" for c in decoded):
                return f"an encoded word that decodes to invalid bytes: {text[:60]!r}"
            text = decoded.strip()
        counted = [c for c in text if not c.isspace()]
        if len(counted) < min_chars:
            return None
        if len(_BOX_DRAWING.findall(text)) >= 2 and not _reads_as_utf8(text, ("cp437", "cp850", "cp866")):
            return f"box-drawing characters inside words (a code page read as another): {text[:60]!r}"
        if any(c in _MOJI_LEAD for c in text):
            from usenet_ops.domain import junk_score  # imported on first use: it imports this module

            if junk_score.repair_mojibake(text) == text and _mojibake_units(text) >= share * len(counted):
                return f"UTF-8 read byte by byte, not repairable: {text[:60]!r}"
        soup = sum(1 for c in counted if ord(c) > 0x7F and unicodedata.category(c)[0] in "SPN"
                   and unicodedata.category(c) != "Nd")
        if soup >= 0.5 * len(counted) and sum(c.isalpha() for c in counted) < 0.3 * len(counted):
            return f"symbols without words: {text[:60]!r}"
        return None

    return check


# GOG's offline installers name themselves setup_<title>_<version>_[(64bit)_][(<lang>)_](<build>).exe: a store's
# own naming, posted to general groups as often as to games groups (fresh3.tsv and fresh4.tsv each carried seven);
# codec and password bait names itself after what it pretends to be, not after a store's build numbers.
_GOG_INSTALLER = re.compile(
    r"(?:^|[\s\"/\\([])setup_(?=[a-z0-9_]*[a-z]{3})[a-z0-9_]{3,120}?_v?\d{1,4}(?:\.\d{1,8}){1,4}[a-z]?"
    r"(?:_\([a-z0-9.]{1,12}\))?(?:_\(64bit\))?(?:_\([a-z]{2,3}\))?_\(\d{4,6}\)\.exe"
    # ...and the volumes a big installer is posted in (.r19, .001, .part03.rar, its par2).
    r'(?:\.(?:r\d\d|\d{3}|part\d{1,3}\.rar|vol\d+\+\d+\.par2|par2))?(?=$|[\s"\])])',
    re.IGNORECASE,
)


# Software names itself: a product and a dotted version (Firefox Setup 121.0.exe, python-3.12.1-amd64.exe,
# VirtualBox-7.0.12-159484-Win.exe, JetBrains IntelliJ IDEA Community 2023.3.2.exe); the blind splits fresh6-fresh11
# carried ~90 such installers, every one legitimate, posted in general groups as often as in software groups. Bait
# is named after what it pretends to unlock or play: a media release's marks or the words of the trap.
_SOFTWARE_VERSION = re.compile(r"(?:^|[\s._\-(])(?:v?\d{1,4}(?:\.\d{1,6}){1,3}|build[\s._]?\d{3,7})(?=$|[\s._\-)])",
                               re.IGNORECASE)
_NOT_SOFTWARE = re.compile(
    r"\b(?:\d{3,4}p|s\d{1,2}e\d{1,3}|x26[45]|h\.?26[45]|hevc|xvid|divx|web-?dl|webrip|bluray|brrip|bdrip|hdtv|hdrip|hdcam"
    r"|dvdrip|remux|mkv|mp4|avi|wmv|movie|film|episode|season|codecs?|decoder|crack(?:ed)?|keygen|patch(?:er)?|activator"
    r"|serial|password|passwort|unlock(?:er)?|drm|licen[cs]e|survey|generator|hack|cheat|free)\b",
    re.IGNORECASE,
)


# Groups named for one kind of media, where nobody posts programs: there an installer is bait whatever it is called.
_MEDIA_GROUP = re.compile(
    r"movie|moovee|hdtv|teevee|\btv\b|x26[45]|hevc|mp3|flac|sounds|music|anime|e-?books?|comics|erotica|dvd|bluray"
    r"|mpeg|divx|xvid|pictures|audiobooks?|documentaries|tvseries|series",
    re.IGNORECASE,
)


# What an installer is called when it names nothing else ("setup.exe", "installer_x64.msi", "JellyfinServerSetup.exe").
_INSTALLER_WORDS = frozenset("setup install installer installation x64 x86 amd64 arm64 win32 win64 64bit 32bit server "
                             "client portable offline web".split())
_INSTALLER_SUFFIX = re.compile(r"(?<=[a-z0-9])(?:setup|installer|install)$", re.IGNORECASE)
# Bait names an installer after what it pretends to play or show; software after itself.
_INSTALLER_BAIT = re.compile(r"player|video|viewer|watch|stream|movie|film|codec|hd\b|full|unlock|view|play",
                             re.IGNORECASE)


def _software_named(name: str) -> bool:
    """Say whether an executable's name is software's own, with no media marks or bait words.

    A product with a dotted version (Firefox Setup 121.0.exe), or (v17, after fresh16.tsv's look) an installer that names
    nothing but itself: the generic names (setup.exe, install.msi, installer_x64.msi), one product word with an
    installer word (JellyfinServerSetup.exe, Obs Setup.exe), or a Windows Installer package named by its product
    alone (SABnzbd.msi; a bare "Viagra.exe" stays bait). Not a random token, not more words than that.
    """
    base = name.rsplit(".", 1)[0].strip()
    words = [w for w in re.split(r"[._\-\s]+", base) if w]
    if _NOT_SOFTWARE.search(" ".join(words)) is not None:
        return False
    # A name spelled with underscores for its spaces spells its version the same way (Kestrel_Backup_Suite_15_5_x64.msi,
    # fresh26.tsv's look): read as dots there.
    if _SOFTWARE_VERSION.search(base if " " in base or "." in base else base.replace("_", ".")) is not None:
        return True
    if not 1 <= len(words) <= 3 or _INSTALLER_BAIT.search(base) is not None:
        return False
    others = [w for w in words if w.lower() not in _INSTALLER_WORDS]
    if len(others) > 1 or any(is_random_token(w) or not w.isascii() or not w.isalnum() for w in others):
        return False
    if not others or len(others) < len(words) or _INSTALLER_SUFFIX.search(others[0]) is not None:
        return True  # installer words alone, or a product with one (SABnzbd Setup.exe, JellyfinServerSetup.exe)
    return name.lower().endswith(".msi")  # a Windows Installer package is named by its product alone (SABnzbd.msi)


def _file_name_at(text: str) -> str:
    """Return the file name that ends ``text``: after its opening quote, else without counters before it.

    ('[3/7] - "setup.exe' -> 'setup.exe', 'File 12 of 25 - Setup.exe' -> 'Setup.exe'; a name with spaces keeps them.)
    """
    if '"' in text:
        text = text.rsplit('"', 1)[1]
    return _drop_shell(text).strip(' -[]()|:"')


def _blocked_executable(params: Mapping[str, str]) -> Check:
    exts = [e.strip().lower() for e in params.get("ext", "exe").split(",") if e.strip()]
    entries = [a.strip().lower() for a in params.get("allow_groups", "").split(",") if a.strip()]
    # A name is a substring of the group ("pc" in alt.binaries.warez.ibm-pc); a leading dot names a whole segment,
    # for words a substring would find elsewhere (".comp" is alt.binaries.comp, not ...mp3.complete_cd).
    allow = [a for a in entries if not a.startswith(".")]
    segments = frozenset(a[1:] for a in entries if a.startswith(".") and len(a) > 1)
    ext_re = re.compile(r"\.(" + "|".join(map(re.escape, exts)) + r")" + _AFTER_EXT, re.IGNORECASE)

    def check(view: TitleView) -> str | None:
        if "." not in view.raw:
            return None
        tail = _cut_tail(view.raw)
        match = ext_re.search(tail)
        if not match:
            return None
        g = (view.group or "").lower()
        if g and (any(a in g for a in allow) or (segments and not segments.isdisjoint(g.split(".")))):
            return None
        if match.group(1).lower() == "exe" and _GOG_INSTALLER.search(view.raw):
            return None
        # The file's own name, or the subject's up to it (a versioned release name over an obfuscated file name).
        named = tail[:match.end()]
        if not (g and _MEDIA_GROUP.search(g)) and (_software_named(_file_name_at(named))
                                                   or _software_named(named.strip().strip('"'))):
            return None
        where = f"group {view.group}" if view.group else "an unknown group"
        return f".{match.group(1).lower()} file in {where} (allowed only in software groups)"

    return check


_WORD = re.compile(r"[^\W\d_]{3,}")
# Articles, prepositions and conjunctions of the languages release names are written in (three letters or more:
# _WORD's floor). A long title says them again and again ("The Lord of the Rings - The Return of the King");
# stuffing repeats the words it wants found.
_FUNCTION_WORDS = frozenset({
    "the", "and", "for", "with", "from", "into", "der", "die", "das", "den", "dem", "des", "und", "von", "mit", "ein",
    "eine", "les", "une", "aux", "pour", "dans", "sur", "avec", "los", "las", "del", "con", "por", "para", "una",
    "uno", "gli", "della", "dello", "degli", "delle", "nel", "nella", "per", "het", "een", "van", "voor", "met",
    "dos", "nos", "nas", "och", "att", "med", "til", "det",
})
# A repeated function word is stuffing only when the part has fewer distinct other words than this.
_OTHER_WORDS = 3


def _repeated_word(params: Mapping[str, str]) -> Check:
    limit = int(_float(params, "max_repeats", 4))

    def check(view: TitleView) -> str | None:
        # Counted within each name part: a subject that repeats its name in the file name
        # ("Zevin - Tomorrow and Tomorrow and Tomorrow ... - "Zevin - Tomorrow and ...epub"") says it twice,
        # which is the posting tool's habit, not keyword stuffing (fresh3.tsv, issue 28). An unquoted file name
        # after the name is not a part of its own ("The Prodigy - The Fat of the Land (1997) - the.prodigy.-.the.
        # fat.of.the.land.(1997).m3u": "the" six times, fresh24.tsv): a function word counts only in a part of
        # few other words ("The The The The The The").
        for text in view.parts or (view.transport,):
            words = _WORD.findall(text)
            if len(words) <= limit:
                continue
            counts = Counter(w.casefold() for w in words)
            others = sum(1 for w in counts if w not in _FUNCTION_WORDS)
            for word, n in counts.most_common():
                if n <= limit:
                    break
                if word not in _FUNCTION_WORDS or others < _OTHER_WORDS:
                    return f"the word {word!r} repeats {n} times (limit {limit})"
        return None

    return check


def _name_regex(raw: str) -> Check:
    try:
        regex = re.compile(raw)
    except re.error as exc:
        raise RuleError(f"name_regex: invalid regex ({exc})") from exc

    def check(view: TitleView) -> str | None:
        parts = view.parts
        if parts and all(regex.search(p) for p in parts):
            return f"every name part matches ({parts[0]!r})"
        return None

    return check


# What says "advertising" beside a phrase: a site (defanged too), a handle, a phone number, a price or a percentage, a
# messenger, a pictograph. A work's title carries none of them (issue 28, v12).
_PITCH_SIGN = re.compile(
    r"://|\bwww\.|\b[a-z0-9-]{2,40}(?:\.|\s?(?:\(\.\)|\[\.\])\s?|\s(?:dot|\(dot\)|\[dot\])\s)"
    r"(?:com|net|org|info|biz|ru|cn|to|cc|ws|tk|io|me|co|xyz|top|site|shop|store|online|club|live|tv|app|link|pw|su"
    r"|in|us|eu|de|uk)\b"
    r"|(?:^|\s)@[a-z0-9_]{3,}|\b(?:telegram|whats\s?app|t\.me|wa\.me|dm\s+(?:me|us|@))\b"
    r"|(?:\+\d{1,3}[\s.-]?)?\(?\b\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b"
    r"|[$€£¥₹]\s?\d|\d\s?(?:[$€£%]|usd\b|eur\b|dollars?\b)",
    re.IGNORECASE,
)
# Where one titled part of a name ends and the next begins: "Artist - Title", "Show: Episode", "Show | Title",
# "Title by Author".
_FRAME_SPLIT = re.compile(r"\s+[-\u2013\u2014|]\s+|(?<=\w)[:\uff1a]\s+|\s+by\s+(?=[A-Z])")
_CASED_WORD = re.compile(r"[^\W\d_][\w']*")


def _title_cased(segment: str) -> bool:
    """Say whether a segment is written the way works are titled: capitalised words, not shouted in capitals."""
    words = _CASED_WORD.findall(segment)
    if not words or not words[0][0].isupper():
        return False
    long = [w for w in words if len(w) >= 4]
    if len(long) >= 2 and all(w.isupper() for w in long):
        return False
    return not long or 2 * sum(w[0].isupper() for w in long) >= len(long)


def _names_a_work(text: str, start: int, end: int) -> bool:
    """Say whether the phrase at ``text[start:end]`` sits where a work's title sits.

    In a release name's title (the scorer's release structure: a year, a resolution, a codec...), or inside one
    title-cased part of a name framed as "Artist - Title", "Show: Episode" or "Title by Author": the song
    "Fifth Harmony - Work from Home", the episode "Moneybox Live #548: Click Here to Win".
    """
    from usenet_ops.domain import junk_score  # imported on first use: it imports this module

    if junk_score.release_structure(text) is not None:
        # ...before its tags: what follows them is not the title (Skeleton Tree (2016) [MP3 320] WORK FROM HOME).
        tags = _TITLE_END.search(text)
        return tags is None or end <= tags.start()
    cuts = [0, *[i for m in _FRAME_SPLIT.finditer(text) for i in (m.start(), m.end())], len(text)]
    if len(cuts) < 4:
        return False
    for lo, hi in zip(cuts[::2], cuts[1::2], strict=True):
        if lo <= start and end <= hi:
            others = text[:lo] + " " + text[hi:]
            return _title_cased(text[lo:hi]) and _CASED_WORD.search(others) is not None
    return False


def _ad_phrase(raw: str) -> Check:
    """Fire on an advertising phrase (the pattern), unless the phrase is the title of a work.

    Works are named with the trade's words: the song "Work from Home", the podcast episode "Click Here to Win",
    the film "How to Make Money Selling Drugs (2012)", the band "Viagra Boys"; as plain regexes these rules made
    about half of the verdicts on legitimate titles in every blind split (fresh3-fresh10.tsv, issue 28). A phrase
    is read as a title when it is the only pitch in the name, nothing else advertises (``_PITCH_SIGN``: a site,
    a handle, a phone number, a price, a pictograph) and it sits where a title sits (``_names_a_work``); spam
    that dresses as a release still shows a second pitch or a way to pay or reach it.
    """
    try:
        regex = re.compile(raw)
    except re.error as exc:
        raise RuleError(f"ad_phrase: invalid regex ({exc}); fix the pattern column") from exc
    guard = regex_literals.guard_for(regex_literals.required_literals(raw))

    def check(view: TitleView) -> str | None:
        if guard is not None and not guard.may_match(view.folded):
            return None
        text = view.transport[:512]
        matches = list(regex.finditer(text))
        if not matches:
            match = regex.search(view.raw)
            return None if match is None else _matched(match)
        first = matches[0]
        phrases = {" ".join(m.group(0).lower().split()) for m in matches}
        if (len(phrases) == 1 and _PITCH_SIGN.search(view.raw) is None and not _pictograph(view.raw)
                and _names_a_work(text, first.start(), first.end())):
            return None
        return _matched(first)

    return check


def _matched(match: re.Match[str]) -> str:
    """The detail of a pattern's hit: what it matched (regex rules and ad_phrase say it the same way)."""
    return f"matched {match.group(0)!r}" if match.group(0) else "pattern matched"


def _pictograph(text: str) -> bool:
    return any(unicodedata.category(ch) == "So" and ch not in "\u00a9\u00ae\u2122\u2116" for ch in text[:512])


def _title_score(params: Mapping[str, str]) -> Check:
    """Judge a title by the learned scorer (junk_score): fire when every name part scores >= threshold.

    The structure guard lives in the scorer: a name part carrying release
    structure (episode marker, resolution, source, codec, scene group...) is
    never junk here, whatever its score; only the rules can drop it. Nor is a
    machine-made name (a hash, random base62, ``ubyNLO-41aebb8f010b``): those
    tokens are no evidence for the scorer (junk_score.EVIDENCE), so an
    obfuscated upload is left to the obfuscation scope, which keeps it
    unnamed for the probes (issue 28: such uploads were dropped at ingest).
    """
    from usenet_ops.domain import junk_score  # imported on first use: it imports this module

    threshold = _float(params, "threshold", 0.6)
    if not 0.5 <= threshold < 1.0:
        raise RuleError(f"title_score: threshold={threshold} must be in [0.5, 1.0)")
    scorer = junk_score.shipped()

    def check(view: TitleView) -> str | None:
        score = scorer.judge(view.parts, whole=view.transport)
        if score is None or not score.is_junk(threshold):
            return None
        return score.describe(threshold)

    return check


# The tags of a release name follow its resolution, source or codec (in a film's name, its year; in software's, its
# version: App.v5.2.Incl.Keygen, never App.v5.2.Cracked.Guaranteed.Profit): what comes
# there is a closed vocabulary (PROPER, MULTi, DDP5.1, -GROUP), never an offer. Spam dresses as a release by gluing
# its pitch into that zone (Film.2006.1080p.WEB-DL.x264-NO.RX.TRAMADOL, Show.S01E06.720p.HDTV.x264.HOT.STOCK.ALERT:
# ~95 of fresh6.tsv's spam rows), where the structure guard keeps the scorer away by design.
_TAG_ANCHOR = re.compile(
    r"(?<![^\W_])(?:(?:240|360|480|540|576|720|1080|1440|2160)[pi]|4k|uhd|web-?dl|web-?rip|blu-?ray|bdrip|brrip|hdtv"
    r"|dvdrip|hdrip|hdcam|x26[45]|h\.?26[45]|hevc|xvid|divx|flac|mp3|v\d{1,4}(?:\.\d{1,6}){1,3}"
    r"|(?P<year>(?:19|20)\d\d))(?![^\W_])",
    re.IGNORECASE,
)
_EPISODE_MARK = re.compile(r"(?<![^\W_])s\d{1,2}[ ._-]?e\d{1,4}(?![^\W_])", re.IGNORECASE)
_TAG_PITCH = re.compile(
    r"\b(?:free (?:spins?|tokens?|mint|eth|btc|gift ?cards?|solar panels?)|(?:amazon |steam |apple )?gift ?cards?"
    r"|no rx|order (?:online|now|today)|buy (?:now|followers|likes|passports?|diplomas?)|claim (?:now|your|prize|reward"
    r"|airdrop|compensation)|you won|lotto winner|hot stock|stock alert|trading bot|forex signals?|passive income"
    r"|get rich|bad credit|instant loans?|payday loans?|essay writing|fake (?:diploma|passport|id)s?|hire a hacker"
    r"|verify your account|secure login|parcel on hold|pay (?:the )?fee|pc cleaner|speed ?up pro|live cams?"
    r"|escorts?|cbd gummies|oem keys?|win ?1[01] keys?|enlarge (?:now|it)|maxsize pills|enhancement pills"
    r"|tramadol|xanax|viagra|cialis|oxycodone|adderall|phentermine|modafinil|airdrop"
    r"|guaranteed (?:profits?|returns?|income|winnings?)|no (?:human )?(?:survey|verification)"
    r"|(?:unlimited|free) (?:coins|gems|robux|v ?bucks|diamonds|money)|no loss|undetected|hwid spoofer|aim ?bot"
    r"|wall ?hack|cheat loader|exam dumps?|brain ?dumps?|actual exam|fixed (?:match(?:es)?|odds)|100 ?pct sure"
    r"|sure (?:odds|wins?|tips)|bonus (?:offer|code)|limited offer|act now|order now)\b"
)


def _ad_in_release_tags(params: Mapping[str, str]) -> Check:
    def check(view: TitleView) -> str | None:
        # Name by name: a subject repeats its release's name as the file's, and the tags of the first are not
        # followed by the second's words ("Viagra Boys - Cave World 2022 AAC [41/48] "Viagra Boys - ...par2"").
        for part in _names(view.raw):
            found = _tag_pitch(part[:512])
            if found is not None:
                return found
        return None

    return check


def _names(title: str) -> list[str]:
    """Return a subject's names as posted (the quoted file name and the rest, or either side of a file counter).

    "Name - File 3 of 12: file name": the file's name follows the counter unquoted; two names, as if quoted.

    Unlike name_parts nothing is cut: a pitch may sit where an extension would (...x264-ORDER.NOW).
    """
    if '"' in title:
        return _QUOTED.findall(title) + [_QUOTED.sub(" ", title)]
    if _has_file_counter(title):
        counter = _FILE_COUNTER.search(title)
        assert counter is not None
        return [title[:counter.start()], title[counter.end():]]
    return [title]


def _tag_pitch(text: str) -> str | None:
    """Return the offer in one name's tag zone (after its first tag anchor), or None."""
    for anchor in _TAG_ANCHOR.finditer(text):
        # After a year, a series' episode marker and title may follow: only a film's year opens its tags.
        if anchor.group("year") and _EPISODE_MARK.search(text, anchor.end()):
            continue
        zone = " ".join(re.split(r"[\W_]+", text[anchor.end():].lower()))
        pitch = _TAG_PITCH.search(zone)
        if pitch is not None:
            return f"an offer in a release name's tags: {pitch.group(0)!r} after {anchor.group(0)!r}"
        return None
    return None


# Where a release name's title ends and its tags begin: a year, a resolution, a source, a codec, a version, an episode
# or season marker, or a scene word (READ.NFO, Incl, COMPLETE, PROPER, REPACK, MULTi).
_TITLE_END = re.compile(
    r"(?:^|(?<=[ ._\-\[(]))(?:(?:19|20)\d\d|\d{3,4}[pi]|4k|uhd|web-?dl|web-?rip|web|blu-?ray|bdrip|brrip|hdtv|hdrip"
    r"|dvdrip|hdcam|x26[45]|h\.?26[45]|hevc|xvid|v\d{1,4}(?:\.\d{1,6}){1,3}|s\d{1,2}e\d{1,3}|s\d{1,2}|read\.?nfo|incl"
    r"|complete|proper|repack|multi)(?=$|[ ._\-\])])",
    re.IGNORECASE,
)
# What a poster or a mail client puts before a name: [TAG] brackets, reply and forward prefixes, decoration.
_TITLE_LEAD = re.compile(r"^(?:\s*(?:\[[^\]]{1,30}\]|(?:re|fw|fwd|aw|odp|antw|tr|sv|wg)\s*:|[^\w\s]+)\s*)+",
                         re.IGNORECASE)
_TITLE_WORDS = re.compile(r"[^\W_]+")
# The scorer's evidence that says "advertising" (a sentence alone does not: film titles are sentences too).
_AD_EVIDENCE = frozenset({"hype:2", "hype:3", "second_person", "imperative_first", "imperatives", "money", "phone",
                          "domain", "commerce", "claim_number", "padded_prose", "leet", "lookalikes", "spaced_letters",
                          "odd_separators", "defanged", "alternating_case"})


def _ad_copy_release_name(params: Mapping[str, str]) -> Check:
    """Fire when a release name's title (the words before its tags) reads as advertising to the scorer.

    Spam dresses a whole pitch as a release (``Online.casino.with.instant.crypto.withdrawals.2026.1080p.HDTV.x264-EVO``,
    fresh9.tsv: ~50 of 120 misses); the structure guard keeps the scorer from any name with tags, as it must, so
    this written rule asks the scorer about the title alone: at least ``min_words`` words, a score at or above
    ``threshold``, and advertising evidence (addressing the reader, money, a contact, a claim), which a film's
    title that is a sentence (I.Know.What.You.Did.Last.Summer.1997) does not carry together with such a score.
    """
    from usenet_ops.domain import junk_score  # imported on first use: it imports this module

    threshold = _float(params, "threshold", 0.9)
    min_words = int(_float(params, "min_words", 5))
    if not 0.5 <= threshold < 1.0 or min_words < 2:
        raise RuleError(f"ad_copy_release_name: threshold={threshold} must be in [0.5, 1.0) and min_words={min_words} "
                        "at least 2 (a title of one word is no ad copy); fix the pattern column")
    scorer = junk_score.shipped()

    def check(view: TitleView) -> str | None:
        text = view.transport[:512]
        end = _TITLE_END.search(text)
        if end is None or junk_score.release_structure(text) is None:
            return None
        title = _TITLE_LEAD.sub("", text[:end.start()]).strip(" ._-[(")
        if len(_TITLE_WORDS.findall(title)) < min_words:
            return None
        score = scorer.judge([title])
        if score is None or score.probability < threshold:
            return None
        evidence = sorted(set(score.evidence) & _AD_EVIDENCE)
        if not evidence:
            return None
        return (f"the title of a release name reads as advertising: score {score.probability:.3f} >= {threshold:.2f} "
                f"on {title[:80]!r}; evidence: {', '.join(evidence)}")

    return check


HEURISTICS: Mapping[str, Callable[[Mapping[str, str]], Check]] = {
    "high_special_chars": _high_special_chars,
    "random_name": _random_name,
    "empty_name": _empty_name,
    "blocked_executable": _blocked_executable,
    "repeated_word": _repeated_word,
    "title_score": _title_score,
    "ad_in_release_tags": _ad_in_release_tags,
    "ad_copy_release_name": _ad_copy_release_name,
    "keyboard_mash": _keyboard_mash,
    "encoding_garbage": _encoding_garbage,
    "keyword_stuffing": _keyword_stuffing,
}

# Heuristics whose parameter is one raw value (a regex may contain ';' and '=').
RAW_HEURISTICS: Mapping[str, Callable[[str], Check]] = {
    "name_regex": _name_regex,
    "ad_phrase": _ad_phrase,
}


# --- the engine -------------------------------------------------------------


@dataclass(frozen=True)
class _Compiled:
    rule: JunkRule
    check: Check
    # The regex source when this rule may share a prefilter alternation with
    # its neighbours (a plain regex without size band or global flags).
    combinable: str | None = None
    # Strings one of which every match contains (regex_literals), None when unknown.
    literals: frozenset[str] | None = None


@dataclass(frozen=True)
class _Step:
    """Consecutive rules; a run of plain regexes is skipped whole when its alternation misses.

    ``guard``: when every member's needed literals are known, their union; an
    ASCII title holding none of them skips the step without running the
    alternation (tens of microseconds a title), and one holding some runs
    only the members whose own guard lets them (each check tests its own).
    """

    prefilter: re.Pattern[str] | None
    members: tuple[_Compiled, ...]
    guard: regex_literals.Guard | None = None


_GLOBAL_FLAGS = re.compile(r"^\(\?([aiLmsux]+)\)")


def _combinable(pattern: str) -> str | None:
    """Return the pattern rewritten to scoped flags for an alternation, or None if it cannot join one."""
    if re.search(r"\\\d|\(\?P=|\(\?\(", pattern):
        return None  # backreferences and conditionals are positional; they cannot be merged
    match = _GLOBAL_FLAGS.match(pattern)
    if match:
        flags = match.group(1)
        if set(flags) - {"i", "s", "m", "x"}:
            return None
        return f"(?{flags}:{pattern[match.end():]})"
    return f"(?:{pattern})"


def _plan(compiled: tuple[_Compiled, ...]) -> tuple[_Step, ...]:
    steps: list[_Step] = []
    run: list[_Compiled] = []

    def close() -> None:
        if len(run) >= 2:
            sources = "|".join(c.combinable for c in run if c.combinable)
            needs = [c.literals for c in run]
            union = frozenset().union(*needs) if all(needs) else None  # type: ignore[arg-type]
            try:
                steps.append(_Step(re.compile(sources), tuple(run), regex_literals.guard_for(union)))
            except re.error:  # the parts compiled alone; never let merging break them
                steps.extend(_Step(None, (c,)) for c in run)
        else:
            steps.extend(_Step(None, (c,)) for c in run)
        run.clear()

    for c in compiled:
        if c.combinable is not None and c.rule.size_band is None:
            run.append(c)
            continue
        close()
        steps.append(_Step(None, (c,)))
    close()
    return tuple(steps)


def _compile_rule(rule: JunkRule) -> _Compiled:
    if rule.size_band is not None and rule.stage is not Stage.BUILD:
        raise RuleError(f"rule {rule.name}: a size-banded rule must have stage build (sizes are unknown at ingest)")
    if rule.kind is RuleKind.REGEX:
        try:
            regex = re.compile(rule.pattern)
        except re.error as exc:
            raise RuleError(f"rule {rule.name}: invalid regex ({exc}); fix the pattern column") from exc
        literals = regex_literals.required_literals(rule.pattern)
        guard = regex_literals.guard_for(literals)

        def check(view: TitleView) -> str | None:
            if guard is not None and not guard.may_match(view.folded):
                return None
            match = regex.search(view.raw)
            return None if match is None else _matched(match)

        return _Compiled(rule, check, _combinable(rule.pattern), literals)
    name, _, params = rule.pattern.partition(":")
    name = name.strip()
    try:
        if name in RAW_HEURISTICS:
            return _Compiled(rule, RAW_HEURISTICS[name](params))
        factory = HEURISTICS.get(name)
        if factory is None:
            known = ", ".join(sorted([*HEURISTICS, *RAW_HEURISTICS]))
            raise RuleError(f"unknown heuristic {name!r}; known: {known}")
        return _Compiled(rule, factory(_params(params)))
    except RuleError as exc:
        raise RuleError(f"rule {rule.name}: {exc}") from exc


# How much of a name the engine reads (see JunkEngine.evaluate).
_TITLE_READ = 8192


class JunkEngine:
    """An immutable, compiled, ordered rule set. Build a new one to change it."""

    __slots__ = ("_rules", "_ingest", "_build", "_problems", "_plans", "_file_plans", "_reveal_plans", "_vocabulary")
    _rules: tuple[JunkRule, ...]
    _build: tuple[_Compiled, ...]
    _ingest: tuple[_Compiled, ...]
    _problems: tuple[RuleProblem, ...]
    _plans: dict[Stage, tuple[_Step, ...]]
    _file_plans: dict[Stage, tuple[_Step, ...]]
    _reveal_plans: dict[Stage, tuple[_Step, ...]]
    _vocabulary: frozenset[str] | None

    def __init__(self, rules: Iterable[JunkRule], *, vocabulary: Iterable[str] | None = None) -> None:
        """Compile ``rules``; ``vocabulary`` is what leetspeak may decode to (default: the shipped scorer's)."""
        ordered = sorted(rules, key=lambda r: (r.order, r.id))
        compiled: list[_Compiled] = []
        problems: list[RuleProblem] = []
        for rule in ordered:
            if not rule.enabled:
                continue
            try:
                compiled.append(_compile_rule(rule))
            except RuleError as exc:
                problems.append(RuleProblem(rule.id, rule.name, str(exc)))
        build = tuple(compiled)
        ingest = tuple(c for c in compiled if c.rule.stage is Stage.INGEST)
        init = object.__setattr__
        init(self, "_rules", tuple(ordered))
        init(self, "_build", build)
        init(self, "_ingest", ingest)
        init(self, "_problems", tuple(problems))
        # Each stage's plan is made on its first use (``_plan_of``): its prefilters are regex alternations, ~9 ms
        # a stage to compile, and a crawl process evaluates only the ingest stage, a build only the build stage.
        init(self, "_plans", {})
        init(self, "_file_plans", {})
        init(self, "_reveal_plans", {})
        init(self, "_vocabulary", None if vocabulary is None else frozenset(vocabulary))

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("a JunkEngine is immutable; build a new one and install it with EngineHolder.swap")

    @property
    def rules(self) -> tuple[JunkRule, ...]:
        """Every rule (enabled or not) in evaluation order."""
        return self._rules

    @property
    def problems(self) -> tuple[RuleProblem, ...]:
        """Rules that failed to compile and are skipped."""
        return self._problems

    def active(self, stage: Stage) -> tuple[JunkRule, ...]:
        """Return the rules that run at a stage, in evaluation order."""
        return tuple(c.rule for c in (self._build if stage is Stage.BUILD else self._ingest))

    def evaluate(
        self, title: str, *, size: int | None = None, group: str | None = None, stage: Stage
    ) -> Verdict | None:
        """Return the first rule that fires for a title, or None to keep it.

        The ingest stage runs only ingest rules; the build stage runs all of
        them. A size-banded rule needs a known size inside its band.
        """
        # A name is judged on its first _TITLE_READ characters: no subject is longer (bounds.SUBJECT_CHARS keeps 1,024 in
        # an NZB), and a hostile megabyte would cost every pattern a pass over all of it (issue 28 v26: ~60 rules).
        title = without_signature(title[:_TITLE_READ])
        verdict = self._run(self._plan_of(stage), title, size, group)
        if verdict is not None or not title:
            return verdict
        shown = evasion.reveal(title, self._known())
        if not shown.disguised:
            return None
        verdict = self._run(self._reveal_plan_of(stage), shown.text, size, group)
        if verdict is None:
            return None
        return replace(verdict, detail=f"{verdict.detail}; read with its disguise undone as {shown.text[:120]!r}")

    def _known(self) -> frozenset[str]:
        """Return the words leetspeak may decode to: the engine's own, else the shipped scorer's (loaded once)."""
        if self._vocabulary is None:
            from usenet_ops.domain import junk_score  # imported on first use: it imports this module

            object.__setattr__(self, "_vocabulary", junk_score.shipped().vocabulary)
        return self._vocabulary  # type: ignore[return-value]

    def _reveal_plan_of(self, stage: Stage) -> tuple[_Step, ...]:
        """Return the plan a disguised title is read again with: the title-scope rules but the scorer.

        The scorer undoes disguises itself (junk_score.read), so a second reading would only cost.
        """
        plan = self._reveal_plans.get(stage)
        if plan is None:
            compiled = self._build if stage is Stage.BUILD else self._ingest
            plan = self._reveal_plans[stage] = _plan(tuple(
                c for c in compiled
                if c.rule.scope is Scope.TITLE
                and not (c.rule.kind is RuleKind.HEURISTIC and c.rule.pattern.lstrip().startswith("title_score"))
            ))
        return plan

    def evaluate_file(self, file_name: str, *, group: str | None = None, stage: Stage) -> Verdict | None:
        """Return the first ``file``-scope rule that fires for one file's own name (with its extension), or None.

        Why: the build and ingest judge a release by its base or title, which
        never carry a file's extension; bait named ``Show.S01E01.mkv.exe``
        passed as ``Show.S01E01``. Every file of a release goes through here.
        """
        if not file_name:
            return None
        return self._run(self._plan_of(stage, files=True), file_name, None, group)

    def _plan_of(self, stage: Stage, *, files: bool = False) -> tuple[_Step, ...]:
        """Return a stage's plan (its ``file``-scope rules only with ``files``), made once on first use.

        Two threads may both make it the first time; they make the same plan, and either is kept.
        """
        plans = self._file_plans if files else self._plans
        plan = plans.get(stage)
        if plan is None:
            compiled = self._build if stage is Stage.BUILD else self._ingest
            if files:
                compiled = tuple(c for c in compiled if c.rule.scope is Scope.FILE)
            plan = plans[stage] = _plan(compiled)
        return plan

    def _run(self, plan: tuple[_Step, ...], title: str, size: int | None, group: str | None) -> Verdict | None:
        view = TitleView(title, size, group)
        for step in plan:
            members = step.members
            if step.prefilter is not None:
                if step.guard is not None and view.folded is not None:
                    present = step.guard.present(view.folded)
                    if not present:
                        continue
                    # Only members one of whose needed literals is present can match (order kept).
                    members = tuple(c for c in members if c.literals is not None and not c.literals.isdisjoint(present))
                elif step.prefilter.search(title) is None:
                    continue
            for compiled in members:
                band = compiled.rule.size_band
                if band is not None and (size is None or not band.contains(size)):
                    continue
                detail = compiled.check(view)
                if detail is not None:
                    rule = compiled.rule
                    if band is not None and size is not None:
                        detail = f"{detail}; total size {size} bytes is in band {band}"
                    return Verdict(rule.id, rule.name, rule.reason, detail, rule.scope)
        return None

    def evaluator(self, stage: Stage, *, group: str | None = None) -> BatchEvaluator:
        """Return a per-batch evaluator that judges each distinct release base once."""
        return BatchEvaluator(self, stage, group)


@dataclass
class BatchEvaluator:
    """Memoised evaluation for one batch; counts hits per article, evaluates per base.

    A batch of overview lines carries thousands of articles that share a few
    dozen release bases; judging each article would make the junk engine the
    ingest bottleneck. Use one per batch and drop it afterwards (the memo is
    unbounded within the batch).
    """

    engine: JunkEngine
    stage: Stage
    group: str | None = None
    hits: Counter[int] = field(default_factory=Counter)
    calls: int = 0
    _memo: dict[tuple[str, int | None], Verdict | None] = field(default_factory=dict)

    def check_file(self, file_name: str) -> Verdict | None:
        """Return the ``file``-scope verdict for one file name, evaluating each distinct name once."""
        self.calls += 1
        key = ("\0file\0" + file_name, None)
        try:
            verdict = self._memo[key]
        except KeyError:
            verdict = self._memo[key] = self.engine.evaluate_file(file_name, group=self.group, stage=self.stage)
        if verdict is not None:
            self.hits[verdict.rule_id] += 1
        return verdict

    def check(self, base: str, size: int | None = None) -> Verdict | None:
        """Return the verdict for a release base, evaluating it only the first time it is seen."""
        self.calls += 1
        key = (base, size)
        try:
            verdict = self._memo[key]
        except KeyError:
            verdict = self._memo[key] = self.engine.evaluate(base, size=size, group=self.group, stage=self.stage)
        if verdict is not None:
            self.hits[verdict.rule_id] += 1
        return verdict

    @property
    def distinct(self) -> int:
        """How many distinct bases were actually evaluated."""
        return len(self._memo)


def engine_for(rules: Iterable[JunkRule]) -> JunkEngine:
    """Return the engine of ``rules``, the same object for every caller that passes equal rules.

    Why: every pass and every backfill lease loads the rules and made a new
    engine of them, and compiling one (each rule's pattern, then each stage's
    prefilter alternations on first use) was paid again each time: a
    settling process made one per pass (4,143 passes in A8's 20 minutes,
    docs/capacity.md), and a task's lease threads, starting together,
    compiled one each side by side (four in a profiled worker). An
    engine is immutable, so equal rules (frozen rows, compared whole:
    pattern, order, band, scope, enabled) can share one; an edited rule is a
    different key and compiles afresh. One lock: threads asking at once
    wait for one compile instead of each doing it.
    """
    key = tuple(rules)
    try:
        hash(key)
    except TypeError:  # a rule whose fields cannot be hashed: compile it, uncached
        return JunkEngine(key)
    with _ENGINES_LOCK:
        return _engine_of(key)


_ENGINES_LOCK = threading.Lock()


@lru_cache(maxsize=8)
def _engine_of(rules: tuple[JunkRule, ...]) -> JunkEngine:
    return JunkEngine(rules)


class EngineHolder:
    """Hold the live engine; swap it atomically on reload, without a restart.

    Readers take ``holder.engine`` once per batch and keep that reference, so
    a reload in another thread never changes the rules under a batch.
    """

    def __init__(self, engine: JunkEngine, version: object = None) -> None:
        self._engine = engine
        self._version = version
        self._lock = threading.Lock()

    @property
    def engine(self) -> JunkEngine:
        return self._engine

    @property
    def version(self) -> object:
        return self._version

    def swap(self, engine: JunkEngine, version: object = None) -> JunkEngine:
        """Install a new engine; return the one it replaced."""
        with self._lock:
            old, self._engine, self._version = self._engine, engine, version
        return old


# --- the shipped TSV --------------------------------------------------------

TSV_COLUMNS = ("id", "name", "kind", "pattern", "stage", "size_band", "enabled", "order", "reason", "scope")
# A file written before the scope column (every rule then judges titles) still reads.
_TSV_COLUMNS_V1 = TSV_COLUMNS[:-1]


def parse_tsv(text: str, *, source: str = "junk_rules.tsv") -> list[JunkRule]:
    """Parse the rules TSV (header row, ``#`` comments); raise RuleError naming the bad line."""
    lines = [ln for ln in text.splitlines() if ln.strip() and not ln.lstrip().startswith("#")]
    if not lines:
        return []
    reader = csv.reader(lines, delimiter="\t", quoting=csv.QUOTE_NONE)
    header = next(reader)
    columns = tuple(h.strip() for h in header)
    if columns not in (TSV_COLUMNS, _TSV_COLUMNS_V1):
        raise RuleError(f"{source}: header must be {' '.join(TSV_COLUMNS)} (tab-separated), got {header}")
    rules: list[JunkRule] = []
    seen: set[int] = set()
    for lineno, row in enumerate(reader, start=2):
        if len(row) != len(columns):
            raise RuleError(f"{source} rule line {lineno}: expected {len(columns)} tab-separated columns, got {len(row)}")
        try:
            rule = JunkRule(
                id=int(row[0]),
                name=row[1].strip(),
                kind=RuleKind(row[2].strip()),
                pattern=row[3],
                stage=Stage(row[4].strip()),
                size_band=parse_size_band(row[5]),
                enabled=row[6].strip().lower() in ("1", "true", "yes", "on"),
                order=int(row[7]),
                reason=row[8].strip(),
                scope=Scope(row[9].strip() or "title") if len(row) > 9 else Scope.TITLE,
            )
        except ValueError as exc:
            raise RuleError(f"{source} rule line {lineno}: {exc}") from exc
        if rule.id in seen:
            raise RuleError(f"{source} rule line {lineno}: id {rule.id} is used twice")
        if not rule.reason:
            raise RuleError(f"{source} rule line {lineno}: every rule needs a written reason")
        seen.add(rule.id)
        rules.append(rule)
    return rules


def load_tsv(path: Path) -> list[JunkRule]:
    """Read and parse a rules TSV file."""
    return parse_tsv(path.read_text(encoding="utf-8"), source=str(path))


# --- audit ------------------------------------------------------------------


@dataclass(frozen=True)
class AuditEntry:
    """One title to audit, with its total size and group when known."""

    title: str
    size: int | None = None
    group: str | None = None


def parse_audit_line(line: str) -> AuditEntry | None:
    """Parse ``TITLE[<TAB>SIZE|-[<TAB>GROUP]]``; None for blank lines and ``#`` comments.

    A size column that is not a number raises ValueError naming it, so a
    malformed corpus is noticed instead of silently auditing unsized.
    """
    line = line.rstrip("\r\n")
    if not line.strip() or line.startswith("#"):
        return None
    parts = line.split("\t")
    size: int | None = None
    if len(parts) > 1 and parts[1].strip() not in ("", "-"):
        try:
            size = int(parts[1])
        except ValueError as exc:
            raise ValueError(f"size column {parts[1]!r} is not a byte count (use - for unknown)") from exc
    group = parts[2].strip() if len(parts) > 2 and parts[2].strip() else None
    return AuditEntry(parts[0], size, group)


@dataclass(frozen=True)
class RuleAudit:
    """What one rule would drop: how many titles and a few samples."""

    rule_id: int
    name: str
    count: int
    samples: tuple[str, ...]


@dataclass(frozen=True)
class AuditReport:
    """The engine's verdicts over a title list, per rule in evaluation order."""

    total: int
    dropped: int
    by_rule: tuple[RuleAudit, ...]

    @property
    def kept(self) -> int:
        return self.total - self.dropped


def audit(engine: JunkEngine, entries: Iterable[AuditEntry], *, samples: int = 3) -> AuditReport:
    """Run the engine (build stage) over titles and report, per rule, what it would drop."""
    counts: Counter[int] = Counter()
    seen: dict[int, list[str]] = {}
    total = 0
    for entry in entries:
        total += 1
        verdict = engine.evaluate(entry.title, size=entry.size, group=entry.group, stage=Stage.BUILD)
        if verdict is None:
            continue
        counts[verdict.rule_id] += 1
        bucket = seen.setdefault(verdict.rule_id, [])
        if len(bucket) < samples:
            bucket.append(entry.title)
    by_rule = tuple(
        RuleAudit(r.id, r.name, counts[r.id], tuple(seen.get(r.id, ()))) for r in engine.active(Stage.BUILD) if counts[r.id]
    )
    return AuditReport(total, sum(counts.values()), by_rule)
