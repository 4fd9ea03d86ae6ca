"""Repair release names garbled with ROT18 (ROT13 on ASCII letters, ROT5 on digits).

Why: some posters garble their release names with ROT18
("Fubj.Anzr.F56R57.6535c.JRO.U719-TEC" for
"Show.Name.S01E02.1080p.WEB.H264-GRP") so that takedown robots matching
names do not find them. Stored as posted, such a release is complete and
unfindable: no client searches for "Fubj Anzr", and the category, episode
and quality tags derived from the garbled name are wrong (the seed's
``rot18_repair_*``, which rewrote catalogue titles after the fact).

The decision is the one the issue asks for: the decoded name must read as a
release name and the posted one must not. "Reads as a release name" is the
title scorer's structure guard (``junk_score.release_structure``: an episode
marker, a resolution, a source or codec tag, a version, a catalogue number,
a scene group suffix, ...), asked of the whole name and of each of its
dot/space-separated tokens; ``evidence`` counts the hits.

Invariants kept here:
- a name is repaired only when its decoded form shows at least
  ``MIN_EVIDENCE`` hits, the whole name among them, and at least
  ``MARGIN`` more than the posted form: ROT18 of a real title is noise that
  almost never spells a resolution or an episode marker, let alone two,
  while a garbled title's structure (a ``-GRP`` suffix on a dotted name, a
  fansub ``[Group] Name - 05`` shape) survives the rotation and must not
  make it look real;
- a name with no ASCII letter is never touched; characters other than ASCII
  letters and digits are kept as they are (ROT18 leaves them alone);
- pure and bounded: at most ``MAX_CHARS`` are read (titles are cut to
  ``bounds.TITLE_CHARS`` before this), at most ``MAX_TOKENS`` tokens asked.
"""

from __future__ import annotations

import re
import string

from usenet_ops.domain.junk_score import release_structure

__all__ = ["MARGIN", "MIN_EVIDENCE", "decode", "evidence", "repair"]

MIN_EVIDENCE = 2
MARGIN = 2
MAX_CHARS = 512
MAX_TOKENS = 40

_ROT18 = str.maketrans(
    string.ascii_lowercase + string.ascii_uppercase + string.digits,
    string.ascii_lowercase[13:] + string.ascii_lowercase[:13] + string.ascii_uppercase[13:]
    + string.ascii_uppercase[:13] + string.digits[5:] + string.digits[:5],
)
# Tokens of a name: scene names join words with dots or underscores, others with spaces. "-" and brackets stay
# inside a token, where they carry structure ("WEB-DL", "x264-GRP", "[ABCD1234]", "(2019)").
_TOKENS = re.compile(r"[\s._]+")
# A bracketed CRC token: the scorer's guard counts it only with a fansub's whole shape (junk_score, v10), but as one
# token among a name's it still says "release", and its rotation ([NOPQ6789]) is not hex.
_CRC = re.compile(r"\[[0-9A-Fa-f]{8}\]")


def decode(text: str) -> str:
    """Return ``text`` with ROT13 applied to ASCII letters and ROT5 to digits (its own inverse)."""
    return text.translate(_ROT18)


def evidence(name: str) -> int:
    """Return how many release-structure markers a name shows: the whole name (0 or 1) plus each token's."""
    name = name[:MAX_CHARS]
    hits = 1 if release_structure(name) is not None else 0
    for token in _TOKENS.split(name)[:MAX_TOKENS]:
        if token and (release_structure(token) is not None or _CRC.fullmatch(token)):
            hits += 1
    return hits


def repair(name: str) -> str | None:
    """Return the decoded name when ``name`` is a ROT18-garbled release name, else None."""
    if not any("a" <= c.lower() <= "z" for c in name[:MAX_CHARS]):
        return None
    decoded = decode(name)
    # The cheap test first: the decoded whole must read as a release name, which a real title's rotation
    # almost never does, so most names cost one structure check.
    if release_structure(decoded[:MAX_CHARS]) is None:
        return None
    gained = evidence(decoded)
    if gained < MIN_EVIDENCE or gained < evidence(name) + MARGIN:
        return None
    return decoded
