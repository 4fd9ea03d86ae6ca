"""Judge single tokens and runs of text by shape: machine-made tokens, punctuation share (pure, no rules).

Kept apart from ``junk`` (the rule engine) so that what judges shapes can be
shared without cycles: the engine's heuristics, the learned title scorer
(``junk_score``, which ``junk`` loads as a rule) and the grouping of uploads
(``assembly.uploads``, which must tell a hashed name from a readable one).
"""

from __future__ import annotations

from itertools import pairwise

__all__ = ["is_random_token", "punct_ratio"]

_ASCII_PUNCT = frozenset("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~")
_VOWELS_Y = frozenset("aeiouyAEIOUY")


def punct_ratio(text: str) -> tuple[float, int]:
    """Return (share of ASCII punctuation, characters counted), whitespace ignored, a run of one mark counted once."""
    special = counted = 0
    previous = ""
    for ch in text:
        if ch.isspace():
            previous = ""
            continue
        if ch in _ASCII_PUNCT:
            if ch == previous:
                continue
            special += 1
        counted += 1
        previous = ch
    return (special / counted if counted else 0.0), counted


def _class_of(ch: str) -> int:
    if ch.isdigit():
        return 0
    return 1 if ch.islower() else 2


def _max_consonant_run(token: str) -> int:
    best = run = 0
    for ch in token:
        if ch.isalpha() and ch not in _VOWELS_Y:
            run += 1
            best = max(best, run)
        else:
            run = 0
    return best


def is_random_token(token: str) -> bool:
    """Say whether an ASCII token looks machine-made (a hash or random base36/62).

    Hex digests of 16+ characters; tokens of 10+ characters that switch
    between digits, lower and upper case far more often than words and codec
    tags do (random base36/62 switches about every other character); letter
    runs no language writes (five consonants in a row) or with almost no
    vowels. Non-ASCII tokens are never judged: no script is random.
    """
    n = len(token)
    if n < 10 or not token.isascii() or not token.isalnum():
        return False
    digits = sum(ch.isdigit() for ch in token)
    letters = n - digits
    # A hex digest may carry a single letter (b683541606470199): 16 hex characters with a letter are no word.
    if n >= 16 and digits >= 2 and letters >= 1 and all(ch in "0123456789abcdef" for ch in token.lower()):
        return True
    switches = sum(_class_of(a) != _class_of(b) for a, b in pairwise(token))
    # y breaks a consonant run (rhythm) but is not counted as a vowel here.
    vowels = sum(ch in "aeiouAEIOU" for ch in token)
    vowel_ratio = vowels / letters if letters else 1.0
    run = _max_consonant_run(token)
    if digits >= 2 and letters >= 2:
        if switches >= max(3, 0.2 * n):
            return True
        if switches >= 3 and (vowel_ratio < 0.3 or run >= 4):
            return True
    if letters >= 8:
        if run >= 5 or vowel_ratio < 0.2 or (vowel_ratio < 0.3 and run >= 4):
            return True
        alpha = [ch for ch in token if ch.isalpha()]
        case_switches = sum(a.islower() != b.islower() for a, b in pairwise(alpha))
        if case_switches >= 0.4 * len(alpha):
            return True
    return False
