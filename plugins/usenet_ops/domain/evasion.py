"""Undo the surface disguises spam wears to slip past word lists: leetspeak, look-alike letters, spaced letters.

Why: the junk rules and the title scorer read words, and spam that writes
its words so no list matches them (``Y0ur pr35cr1p710n r3fi1l``,
``P_A_S_S_W_O_R_T``, ``Complete~one~short~survey~to~unlock``, ``Ambiеn Nо
Presсriрtіon`` with Cyrillic letters) was kept whatever it said (issue 28:
fresh7.tsv, ~30 of 75 misses; fresh8.tsv, ~12 of 88). A release name
carries none of these: a digit inside a word that reads as a known word once
the usual letter-for-digit substitutions are undone is a disguise, not a
version or a codec (``x264``, ``1080p``, ``S01E01``, ``DDP5`` decode to no
word); spaced single letters are a word taken apart; ``*``, ``~``, ``+`` and
``|`` between words are spaces that filters do not see; a site written
``easycodec dot ru`` or ``bestshop365(.)biz`` is a link hidden from link
filters (v12).

Pure: the vocabulary (what counts as a known word) is passed in; the title
scorer ships one built from its training corpus (junk_score.shipped()).
Bounded: text past ``MAX_CHARS`` is not read, and a token's decodings are
capped, so hostile input costs no more than a long title.
"""

from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Container
from dataclasses import dataclass

MAX_CHARS = 512
# The substitutions posters use for letters; 1 and 6 stand for two letters each.
_LEET: dict[str, str] = {"0": "o", "1": "il", "2": "z", "3": "e", "4": "a", "5": "s", "6": "gb", "7": "t", "8": "b",
                         "9": "g"}
_MAX_AMBIGUOUS = 4  # at most 2**4 spellings tried per token
# A number with an ordinal or a unit is a number: 1st, 2nd, 90s, 10k, 5m.
_NUMBER = re.compile(r"\d+(?:st|nd|rd|th|s|k|m|h|x|p|i|d|g|b|kb|mb|gb|tb|fps|bit|ch|hz|khz|mhz)")
# A token of letters and digits with at least one of each: the only kind leetspeak makes.
_MIXED = re.compile(r"(?<![^\W_])(?=[^\W_]*\d)(?=[^\W_]*[^\W\d_])[^\W_]+")
# Single letters each followed by the same separator, four or more in a row: a word spelled apart.
_SPACED = re.compile(r"(?<![^\W_])[^\W\d_]([ _*~+|.-])(?:[^\W\d_]\1){2,}[^\W\d_](?![^\W_])")
# One of * ~ + | standing for a space between words (after a word or its punctuation, before a word).
_ODD = re.compile(r"(?<=[^\s*~+|])[ ]?[*~+|][ ]?(?=[^\W_])")


# Cyrillic and Greek letters drawn like Latin ones: spam writes "Blаdе Runner" with a Cyrillic a and e so that no
# word list matches it while a reader sees no difference (fresh8.tsv). A word mixing such a letter with Latin letters
# is a disguise; a word written in one script (Мастер, Ζορμπάς) is left alone.
_LOOKALIKES = {
    "а": "a", "в": "b", "е": "e", "к": "k", "м": "m", "н": "h", "о": "o", "р": "p", "с": "c", "т": "t", "у": "y",
    "х": "x", "і": "i", "ј": "j", "ѕ": "s", "ԁ": "d", "ӏ": "l", "ԛ": "q", "ԝ": "w", "ь": "b", "А": "A", "В": "B",
    "Е": "E", "К": "K", "М": "M", "Н": "H", "О": "O", "Р": "P", "С": "C", "Т": "T", "Х": "X", "І": "I", "Ј": "J",
    "Ѕ": "S", "У": "Y", "α": "a", "ο": "o", "ρ": "p", "ν": "v", "ι": "i", "κ": "k", "τ": "t", "υ": "u", "χ": "x",
    "Α": "A", "Β": "B", "Ε": "E", "Ζ": "Z", "Η": "H", "Ι": "I", "Κ": "K", "Μ": "M", "Ν": "N", "Ο": "O", "Ρ": "P",
    "Τ": "T", "Υ": "Y", "Χ": "X",
}
_LATIN_OF = str.maketrans(_LOOKALIKES)
_LOOKALIKE = re.compile("[" + "".join(_LOOKALIKES) + "]")
_TOKEN = re.compile(r"[^\W_]+")
# A word whose letters flip case at most steps (``CoMpRaR sEgUiDoReS``, ``FReNcH``): a word list matches it, a
# duplicate filter keyed on the exact text does not, and no name is written so. One such word is a name's own
# (``LaTeX``, scene tags like ``DiRFiX``): reveal counts them and the scorer wants two (v14, fresh12.tsv).
_CASED_RUN = re.compile(r"[^\W\d_]{4,}")
_LOWER_UPPER = re.compile(r"[a-z][A-Z]")


def _alternates(word: str) -> bool:
    cased = [ch for ch in word if ch.isupper() or ch.islower()]
    if len(cased) < 4:
        return False
    flips = sum(a.isupper() != b.isupper() for a, b in zip(cased, cased[1:], strict=False))
    return flips >= max(3, 0.6 * (len(cased) - 1))


# A site's name written so no link filter sees it (``easycodec dot ru``, ``bestshop365(.)biz``, ``site[.]com``):
# the dot bracketed, or spelled out in one case before a top-level domain that is no English word (``The Dot in the
# Sky``, ``from one dot to another`` stay). Release names never write a dot this way.
_DEFANGED = re.compile(
    r"(?<=[A-Za-z0-9])\s?(?:\(\.\)|\[\.\]|\{\.\}|\((?i:dot)\)|\[(?i:dot)\])\s?"
    r"(?=(?i:com|net|org|info|biz|ru|cn|to|cc|ws|tk|io|me|co|xyz|top|site|shop|store|online|club|live|tv|app|link|pw"
    r"|su|in|us|eu|de|uk|vip|pro|fun|icu|buzz|click|win|bid|cloud|space|website|life|today)\b)"
    r"|(?<=[A-Za-z0-9])\s(?:dot|DOT)\s(?=(?i:com|net|org|info|biz|ru|cn|xyz|io|cc|ws|tk|pw|su|uk|eu|icu)\b)",
)


@dataclass(frozen=True, slots=True)
class Revealed:
    """A text with its disguises undone, and how many of each kind were found (0 everywhere: nothing changed)."""

    text: str
    leet: int = 0
    spaced: int = 0
    separators: int = 0
    lookalikes: int = 0
    defanged: int = 0
    alternating: int = 0  # words written in alternating case (``sEgUiDoReS``); the text is left as it was

    @property
    def disguised(self) -> bool:
        """Say whether any disguise was undone."""
        return bool(self.leet or self.spaced or self.separators or self.lookalikes or self.defanged)


def decode_leet(token: str, vocabulary: Container[str]) -> str | None:
    """Return the known word a letters-and-digits token spells with digits read as letters, or None.

    Only tokens of letters and digits, at least one of each, are tried (a number is a number); the
    decoded word must be in ``vocabulary`` (lower case), so ``x264``, ``1080p``, ``S01E01`` and
    random upload names decode to nothing, while ``7o`` and ``1n`` read as the words they stand for.
    """
    if token.isalpha() or token.isdigit() or len(token) > 24:
        return None
    lowered = token.lower()
    if not all(ch.isalpha() or ch in _LEET for ch in lowered) or _NUMBER.fullmatch(lowered):
        return None
    # One letter among digits is an episode or season marker (S01, E12), a codec (x264) or a short word (7o, 1n).
    longest = 2 if sum(ch.isalpha() for ch in lowered) == 1 else 24
    choices = [_LEET.get(ch, ch) for ch in lowered]
    if sum(len(c) > 1 for c in choices) > _MAX_AMBIGUOUS:
        return None
    if len(lowered) > longest:
        return None
    for spelling in itertools.product(*choices):
        word = "".join(spelling)
        if word in vocabulary:
            return word
    return None


@functools.lru_cache(maxsize=65536)
def _decode_cached(token: str, vocabulary: frozenset[str]) -> str | None:
    """decode_leet, remembered: release names repeat their mixed tokens (1080p, x264, S01E01) title after title."""
    return decode_leet(token, vocabulary)


def reveal(text: str, vocabulary: Container[str]) -> Revealed:
    """Return ``text`` with look-alike letters read as Latin, spaced letters joined, odd separators read as spaces,
    defanged sites' dots restored and leetspeak decoded, in that order (a disguised word may wear two: ``Р4SSWORD``).

    Everything else is kept as it was (dots, underscores, brackets, the posting shell), so a rule
    that matched the original still reads the same shape.
    """
    text = text[:MAX_CHARS]
    lookalikes = 0
    if not text.isascii() and _LOOKALIKE.search(text) is not None:
        def latin(match: re.Match[str]) -> str:
            nonlocal lookalikes
            word = match.group(0)
            if word.isascii() or not any(ch.isascii() for ch in word) or _LOOKALIKE.search(word) is None:
                return word
            shown = word.translate(_LATIN_OF)
            if not shown.isascii():
                return word  # a word of its own script with a Latin letter in it, not a Latin word in disguise
            lookalikes += 1
            return shown

        text = _TOKEN.sub(latin, text)
    spaced = 0
    if _SPACED.search(text) is not None:
        def join(match: re.Match[str]) -> str:
            nonlocal spaced
            letters = match.group(0)[::2]
            if match.group(1) == "." or not all(ch.isupper() or ch.islower() for ch in letters):
                return match.group(0)  # S.H.I.E.L.D. is an acronym's way; uncased scripts do not spell apart
            spaced += 1
            return letters

        text = _SPACED.sub(join, text)
    separators = 0
    if _ODD.search(text) is not None:
        spaced_out, found = _ODD.subn(" ", text)
        if found >= 2:
            text, separators = spaced_out, found
    defanged = 0
    if _DEFANGED.search(text) is not None:
        text, defanged = _DEFANGED.subn(".", text)
    leet = 0
    if any(ch.isdigit() for ch in text):
        pieces: list[str] = []
        last = 0
        for match in _MIXED.finditer(text):
            word = _decode_cached(match.group(0), vocabulary) if isinstance(vocabulary, frozenset) else \
                decode_leet(match.group(0), vocabulary)
            if word is not None:
                pieces.append(text[last:match.start()])
                pieces.append(word)
                last = match.end()
                leet += 1
        if leet:
            pieces.append(text[last:])
            text = "".join(pieces)
    alternating = 0
    # Three flips in a word need a lower case letter followed by a capital; most names have none (exact for ASCII).
    if not text.isascii() or _LOWER_UPPER.search(text) is not None:
        alternating = sum(_alternates(w) for w in _CASED_RUN.findall(text))
    return Revealed(text, leet, spaced, separators, lookalikes, defanged, alternating)
