"""Read Spotnet categories and map them to the catalogue's Newznab ids.

A spot names a head category (1 Image, 2 Sound, 3 Games, 4 Applications; 1-based
on the wire, reference spotnet.md section 4) and subcategories: a letter
(a format/platform, b source/format, c language or bitrate, d genre, z type)
and a 0-based number. The mapping follows Spotweb's ``spotAcat2nabcat`` table
as the reference gives it, into the ids ``domain/categories.py`` uses.

Where the reference's clients disagree or Spotweb's table has no usable id,
the choice is written next to the rule:
- Spotweb's table files Image/z3 a8 under "65040" (a typo); we use 6040, the
  reference's "HD formats -> 6040".
- Image/z4 (pictures): Spotweb says 7010, which in standard Newznab (our
  table: 7000 Books) is Books/Mags; Spottarr says 8000. We use 8010 Other/Misc,
  the id ``categories.classify`` gives to what it cannot place.
- Image/z2 books without a book format have no Spotweb entry; we use 7020.
- Games/Apps entries Spotweb spells as names, not ids ("TUX", "PS", "PS2",
  "GBA", "GC", "3DS", "OS/2", "NAV") or lacks (PS4, Xbox One) get the closest
  id of our table: consoles without their own id 1090, 3DS 1110, PS4 1180,
  Xbox One 1140, Linux games 4050, other application platforms 4000.
- Sound/z2 (podcast) -> 3050 (Spottarr; Spotweb maps podcasts by format).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import NamedTuple

__all__ = [
    "HEAD_NAMES",
    "SubCategory",
    "infer_type",
    "newznab_categories",
    "newznab_category",
    "normalise",
    "parse_header_subcats",
    "parse_xml_subcat",
]

HEAD_NAMES = {1: "Image", 2: "Sound", 3: "Games", 4: "Applications"}
IMAGE, SOUND, GAMES, APPS = 1, 2, 3, 4
_LETTERS = frozenset("abcdz")
MAX_SUBCATS = 64
_MAX_DIGITS = 3  # wire values are 0..99; three digits still parses FTD oddities, more is junk


class SubCategory(NamedTuple):
    """One subcategory: its letter and 0-based number as on the wire ("a09" -> ("a", 9))."""

    letter: str
    number: int

    def wire(self) -> str:
        """Return the two-digit wire form used by new spots ("a09")."""
        return f"{self.letter}{self.number:02d}"


def parse_header_subcats(text: str) -> tuple[SubCategory, ...]:
    """Parse the subcategory run of From field [0] after its two digits ("a09b04z01").

    New spots pad numbers to two digits, FTD spots do not ("a9b4c0d15"), so
    this splits on letters the way Spotweb's ``parseHeader`` does instead of
    taking fixed three-character groups (spotlib's rule, which drops FTD
    spots). Letters outside a/b/c/d/z and letters without a number are
    skipped, as Spotweb skips them; more than MAX_SUBCATS entries are cut.
    """
    out: list[SubCategory] = []
    for m in re.finditer(r"([A-Za-z])(\d*)", text):
        letter, digits = m.group(1).lower(), m.group(2)
        if letter not in _LETTERS or not digits or len(digits) > _MAX_DIGITS:
            continue
        out.append(SubCategory(letter, int(digits)))
        if len(out) == MAX_SUBCATS:
            break
    return tuple(out)


_XML_SUB = re.compile(rf"(\d+)([abcdzABCDZ])(\d{{1,{_MAX_DIGITS}}})(?!\d)")


def parse_xml_subcat(text: str) -> SubCategory | None:
    """Parse one XML ``<Sub>`` value ("01a09": category digits, letter, number); None if none.

    The pattern is Spotweb's ``(\\d+)([abcdz])(\\d+)``, searched, not anchored.
    """
    m = _XML_SUB.search(text[:64])
    if m is None:
        return None
    return SubCategory(m.group(2).lower(), int(m.group(3)))


_ADULT_D = frozenset({23, 24, 25, 26, *range(72, 90)})
# Spotweb mapDeprecatedGenreSubCategories: old adult genres moved to the 72.. block.
_LEGACY_D = {23: 75, 24: 74, 25: 73, 26: 72}


def infer_type(head: int, subcats: Sequence[SubCategory]) -> int | None:
    """Return the z (type) number Spotweb infers for a spot that lists none.

    Spotweb ``createSubcatZ`` walks the a, then b, then d entries and lets the
    LAST matching rule win, so a genre can override a format: an ePub (a5,
    book) with genre d11 (series) ends up z1. That order is kept on purpose.
    Only Image and Sound have types.
    """
    if head == SOUND:
        return 0
    if head != IMAGE:
        return None
    z: int | None = None
    ordered = [s for letter in "abd" for s in subcats if s.letter == letter]
    for s in ordered:
        if s.letter == "d" and s.number in _ADULT_D:
            z = 3
        elif (s.letter, s.number) in (("b", 4), ("d", 11)):
            z = 1
        elif (s.letter, s.number) in (("a", 5), ("a", 11)):
            z = 2
        elif (s.letter, s.number) in (("a", 12), ("a", 13)):
            z = 4
        elif z is None:
            z = 0
    return 0 if z is None else z


def normalise(head: int, subcats: Sequence[SubCategory]) -> tuple[SubCategory, ...]:
    """Return the subcategories as Spotweb stores them: type inferred, legacy codes remapped.

    - no z entry: add the inferred one (``infer_type``);
    - Image d23..d26 (legacy adult genres) become d75/d74/d73/d72;
    - books (Image z2): subtitle codes c1/c2/c6 become c11 (Dutch text),
      c3/c4/c7 become c10 (English text) (Spotweb issue 1724).
    Duplicates are dropped, first occurrence kept.
    """
    items = list(subcats)
    if not any(s.letter == "z" for s in items):
        z = infer_type(head, items)
        if z is not None:
            items.append(SubCategory("z", z))
    if head == IMAGE:
        items = [SubCategory("d", _LEGACY_D[s.number]) if s.letter == "d" and s.number in _LEGACY_D else s for s in items]
        if _first(items, "z") == 2:
            items = [_book_language(s) for s in items]
    seen: set[SubCategory] = set()
    out: list[SubCategory] = []
    for s in items:
        if s not in seen:
            seen.add(s)
            out.append(s)
    return tuple(out)


def _book_language(s: SubCategory) -> SubCategory:
    if s.letter != "c":
        return s
    if s.number in (1, 2, 6):
        return SubCategory("c", 11)
    if s.number in (3, 4, 7):
        return SubCategory("c", 10)
    return s


def _first(subcats: Iterable[SubCategory], letter: str) -> int | None:
    for s in subcats:
        if s.letter == letter:
            return s.number
    return None


_SD = frozenset({0, 1, 2, 3, 10})
_HD = frozenset({4, 7, 8, 9})
_EBOOK = frozenset({5, 11})


def _movie(a: int | None, default: int) -> int:
    if a in _SD:
        return 2030
    if a in _HD:
        return 2040
    if a in _EBOOK:
        return 7020
    return {6: 2050, 14: 2060, 15: 2045}.get(a, default) if a is not None else default


def _series(a: int | None) -> int:
    if a in _SD:
        return 5030
    if a in _HD or a == 6:
        return 5040
    if a in _EBOOK:
        return 7020
    return {14: 5050, 15: 5045}.get(a, 5000) if a is not None else 5000


def _erotica(a: int | None) -> int:
    if a in _SD:
        return 6030
    if a in _HD or a == 6:
        return 6040
    return 6000


_SOUND_LOSSY = frozenset({0, 1, 3, 6})  # MP3, WMA, OGG, AAC
_SOUND_LOSSLESS = frozenset({2, 4, 5, 7, 8})  # WAV, EAC, DTS, APE, FLAC
_GAMES = {
    0: 4050,
    1: 4030,
    2: 4050,
    3: 1090,
    4: 1090,
    5: 1020,
    6: 1040,
    7: 1050,
    8: 1090,
    9: 1090,
    10: 1010,
    11: 1030,
    12: 1080,
    13: 4040,
    14: 4040,
    15: 4040,
    16: 1110,
    17: 1180,
    18: 1140,
}
_APPS = {0: 4020, 1: 4030, 2: 4000, 3: 4000, 4: 4040, 5: 4000, 6: 4060, 7: 4070}
MISC = 8010


def newznab_category(head: int, subcats: Sequence[SubCategory]) -> int:
    """Return the most specific Newznab id for a spot (head 1-based, subcats as parsed).

    Uses the first a and the first z entry, as Spotweb's ``Cat2NewznabCat``
    does; a missing z is inferred first. Unknown heads are 8010 Other/Misc.
    """
    subs = normalise(head, subcats)
    a = _first(subs, "a")
    z = _first(subs, "z")
    if head == IMAGE:
        if z == 1:
            return _series(a)
        if z == 3:
            return _erotica(a)
        if z == 4:
            return MISC
        if z == 2:
            return _movie(a, 7020)
        return _movie(a, 2000)
    if head == SOUND:
        if z == 3:
            return 3030
        if z == 2:
            return 3050
        if a in _SOUND_LOSSY:
            return 3010
        if a in _SOUND_LOSSLESS:
            return 3040
        return 3000
    if head == GAMES:
        return _GAMES.get(a, 4050) if a is not None else 4050
    if head == APPS:
        return _APPS.get(a, 4000) if a is not None else 4000
    return MISC


def newznab_categories(head: int, subcats: Sequence[SubCategory]) -> tuple[int, ...]:
    """Return every Newznab id a spot belongs to: the specific one first, then its parent.

    Spotweb also files any Image spot with source b4 (TV) or b6 (satellite)
    under 5000, whatever its type; that id is added too.
    """
    primary = newznab_category(head, subcats)
    out = [primary]
    parent = primary - primary % 1000
    if parent != primary:
        out.append(parent)
    if head == IMAGE and any(s.letter == "b" and s.number in (4, 6) for s in subcats) and 5000 not in out:
        out.append(5000)
    return tuple(out)

