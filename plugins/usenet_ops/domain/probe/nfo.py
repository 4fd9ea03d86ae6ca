"""Decode .nfo files and find the IMDb, TheTVDB and TVmaze ids they cite.

WHY: an obfuscated release's NFO is often the only readable thing about it,
and the id it cites is what Sonarr and Radarr search by (``imdbid=``,
``tvdbid=``, ``tvmazeid=``). Reading one id is worth more than any name
guess: it identifies the work exactly.

Encodings NFOs use, in the order they are recognised:
* a BOM: UTF-8 (EF BB BF), UTF-16 LE (FF FE), UTF-16 BE (FE FF);
* UTF-16 without a BOM, when every other byte of a text is NUL;
* UTF-8 without a BOM, when the bytes are valid UTF-8;
* CP437, the DOS code page scene art is drawn in, when the 8-bit bytes
  are mostly its box-drawing and block range (0xB0-0xDF);
* otherwise cp1252 (a Windows editor's text), and Latin-1 for the five
  bytes cp1252 leaves undefined.

Invariants kept here:
* nothing here raises on any input; at most ``MAX_NFO_BYTES`` of input are
  decoded (real NFOs are a few KB; a 100 MB "NFO" is an attack or a
  mislabelled binary) and only the decoded text is searched;
* every pattern is linear: bounded quantifiers, no nested repetition, so a
  hostile text cannot make a search backtrack;
* ids are returned most cited first, ties in order of first appearance, so
  ``imdb[0]`` is the release's own title and a "see also" link comes later.
"""

from __future__ import annotations

import codecs
import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TypeVar

__all__ = ["MAX_NFO_BYTES", "NfoIds", "NfoText", "decode_nfo", "find_ids", "read_nfo"]

MAX_NFO_BYTES = 256 * 1024
_T = TypeVar("_T")

_BOMS = (
    (codecs.BOM_UTF8, "utf-8-sig"),
    (codecs.BOM_UTF16_LE, "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be"),
)


@dataclass(frozen=True)
class NfoText:
    """Decoded NFO text and how it was decoded.

    ``encoding`` is one of "utf-8-sig", "utf-16-le", "utf-16-be", "utf-8",
    "ascii", "cp437", "cp1252" or "latin-1"; ``cut`` says the input was
    longer than the cap and only its head was decoded.
    """

    text: str
    encoding: str
    cut: bool


@dataclass(frozen=True)
class NfoIds:
    """The ids an NFO cites, each most cited first.

    ``imdb`` holds "tt" plus 7 or 8 digits (the catalogue's
    ``normalise_imdb`` turns one into its stored form); ``tvdb_series``
    and ``tvdb_episodes`` are numeric TheTVDB ids; ``tvdb_slugs`` are the
    series slugs of TheTVDB's newer URLs (``/series/breaking-bad``), which
    name a series without giving its number; ``tvmaze`` are show ids.
    """

    imdb: tuple[str, ...] = ()
    tvdb_series: tuple[int, ...] = ()
    tvdb_episodes: tuple[int, ...] = ()
    tvdb_slugs: tuple[str, ...] = ()
    tvmaze: tuple[int, ...] = ()

    @property
    def imdb_id(self) -> str | None:
        """Return the IMDb id the NFO is most likely about, or None."""
        return self.imdb[0] if self.imdb else None

    @property
    def tvdb_id(self) -> int | None:
        """Return the TheTVDB series id the NFO is most likely about, or None."""
        return self.tvdb_series[0] if self.tvdb_series else None

    @property
    def tvmaze_id(self) -> int | None:
        """Return the TVmaze show id the NFO is most likely about, or None."""
        return self.tvmaze[0] if self.tvmaze else None

    def found(self) -> bool:
        """Say whether any id was found."""
        return bool(self.imdb or self.tvdb_series or self.tvdb_episodes or self.tvdb_slugs or self.tvmaze)


def decode_nfo(data: bytes, *, max_bytes: int = MAX_NFO_BYTES) -> NfoText:
    """Decode NFO bytes to text, choosing the encoding as the module docstring says."""
    if not isinstance(data, bytes):
        data = bytes(data)
    cut = len(data) > max_bytes
    head = data[: max(0, max_bytes)]
    for bom, encoding in _BOMS:
        if head.startswith(bom):
            return NfoText(_decode_prefix(head[len(bom) :], encoding.removesuffix("-sig")), encoding, cut)
    utf16 = _bomless_utf16(head)
    if utf16 is not None:
        return NfoText(_decode_prefix(head, utf16), utf16, cut)
    if head.isascii():
        return NfoText(head.decode("ascii"), "ascii", cut)
    try:
        # final=False: a cap that lands inside a multi-byte sequence leaves
        # an incomplete tail, which is not evidence against UTF-8.
        text = codecs.getincrementaldecoder("utf-8")("strict").decode(head, final=not cut)
        return NfoText(text, "utf-8", cut)
    except UnicodeDecodeError:
        pass
    if _looks_cp437(head):
        return NfoText(head.decode("cp437"), "cp437", cut)
    try:
        return NfoText(head.decode("cp1252"), "cp1252", cut)
    except UnicodeDecodeError:
        return NfoText(head.decode("latin-1"), "latin-1", cut)


def _decode_prefix(head: bytes, encoding: str) -> str:
    # A cap may split a UTF-16 unit or a surrogate pair; replace, never raise.
    return codecs.getincrementaldecoder(encoding)("replace").decode(head, final=False)


def _bomless_utf16(head: bytes) -> str | None:
    sample = head[:4096]
    if len(sample) < 8:
        return None
    even_nul = sample[0::2].count(0)
    odd_nul = sample[1::2].count(0)
    half = len(sample) // 2
    # Latin text in UTF-16 has a NUL in most units' high byte (box drawing,
    # U+25xx, does not), and almost never in the low byte.
    if odd_nul * 2 >= half and even_nul * 20 < half:
        return "utf-16-le"
    if even_nul * 2 >= half and odd_nul * 20 < half:
        return "utf-16-be"
    return None


_BOX = bytes(range(0xB0, 0xE0))
_HIGH = bytes(range(0x80, 0x100))


def _looks_cp437(head: bytes) -> bool:
    """Say whether the 8-bit bytes are mostly CP437 box drawing and blocks.

    WHY: the same bytes are "ÛÛÛ" in cp1252 and "███" in CP437; scene art
    uses 0xB0-0xDF (shades, lines, blocks) for most of its 8-bit bytes,
    while Western text in cp1252 uses 0xE0-0xFF (lower-case accents) most.
    """
    sample = head[:65536]
    high = len(sample) - len(sample.translate(None, _HIGH))
    box = len(sample) - len(sample.translate(None, _BOX))
    return high > 0 and box * 2 >= high


# --- id patterns (all linear: bounded repetitions, no nesting) --------------

_IMDB_TT = re.compile(r"(?<![A-Za-z0-9])tt(\d{7,8})(?!\d)", re.I)
# Old links without "tt": imdb.com/Title?0133093 and imdb.com/title/0133093.
_IMDB_OLD = re.compile(r"imdb\.[a-z.]{2,12}/+(?:title[/?]|Title\?)(\d{7,8})(?!\d)", re.I)
_TVDB_URL = re.compile(r"thetvdb\.com[^\s\"'<>()\[\]]{0,300}", re.I)
_TVDB_QUERY_PAIR = re.compile(r"[?&;]([A-Za-z_]{1,20})=([A-Za-z0-9_-]{1,40})")
_TVDB_PATH = re.compile(
    r"/(?:dereferrer/)?(series|episode)s?/([A-Za-z0-9_-]{1,100})(?:/episodes/(\d{1,10}))?", re.I
)
# "TVDB: 80379", "TVDb ID 80379", "thetvdb id #80379", "TVDB ID ....: 80379"
# (NFOs pad labels with dot leaders) in plain text.
_TVDB_LABEL = re.compile(r"(?<![A-Za-z0-9])(?:the)?tvdb(?:[ _-]?id)?[ \t.]{0,20}[:#=]?[ \t]{0,4}#?(\d{2,9})(?!\d)", re.I)
_TVMAZE = re.compile(r"tvmaze\.com/+shows/(\d{1,9})(?!\d)", re.I)


def _ranked(values: Iterable[_T]) -> tuple[_T, ...]:
    # Counter keeps first-insertion order, and sorted() is stable.
    counts = Counter(values)
    return tuple(sorted(counts, key=lambda v: -counts[v]))


def find_ids(text: str) -> NfoIds:
    """Find the ids a text cites; see :class:`NfoIds` for their forms."""
    text = text[: MAX_NFO_BYTES * 2]
    imdb = [f"tt{m.group(1)}" for m in _IMDB_TT.finditer(text)]
    imdb += [f"tt{m.group(1)}" for m in _IMDB_OLD.finditer(text)]
    series: list[int] = []
    episodes: list[int] = []
    slugs: list[str] = []
    for m in _TVDB_URL.finditer(text):
        _read_tvdb_url(m.group(0), series, episodes, slugs)
    if not series:
        series += [int(m.group(1)) for m in _TVDB_LABEL.finditer(text)]
    tvmaze = [int(m.group(1)) for m in _TVMAZE.finditer(text)]
    return NfoIds(
        imdb=_ranked(imdb),
        tvdb_series=_ranked(i for i in series if i > 0),
        tvdb_episodes=_ranked(i for i in episodes if i > 0),
        tvdb_slugs=_ranked(slugs),
        tvmaze=_ranked(i for i in tvmaze if i > 0),
    )


def _read_tvdb_url(url: str, series: list[int], episodes: list[int], slugs: list[str]) -> None:
    """Read one thetvdb.com link in its old (?tab=series&id=N) or new (/series/N) form.

    Old episode links are ``?tab=episode&seriesid=S&seasonid=X&id=E``: there
    ``id`` is the episode, ``seriesid`` the series.
    """
    query = {k.lower(): v for k, v in _TVDB_QUERY_PAIR.findall(url)}
    if query:
        tab = query.get("tab", "series").lower()
        if query.get("seriesid", "").isdigit():
            series.append(int(query["seriesid"]))
        if query.get("id", "").isdigit():
            (episodes if tab == "episode" else series).append(int(query["id"]))
        return
    m = _TVDB_PATH.search(url)
    if m is None:
        return
    kind, key, episode = m.group(1).lower(), m.group(2), m.group(3)
    if kind == "episode":
        if key.isdigit():
            episodes.append(int(key))
        return
    if key.isdigit():
        series.append(int(key))
    elif key.lower() not in ("episodes", "search"):
        slugs.append(key.lower())
    if episode:
        episodes.append(int(episode))


def read_nfo(data: bytes, *, max_bytes: int = MAX_NFO_BYTES) -> tuple[NfoText, NfoIds]:
    """Decode an NFO and find its ids in one call (what a probe does)."""
    text = decode_nfo(data, max_bytes=max_bytes)
    return text, find_ids(text.text)
