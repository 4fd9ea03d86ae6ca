"""Bound the text a release carries into the catalogue: length, UTF-8 bytes, no NUL.

Posters write what they like into a subject (several KB of words, NUL from an
encoded-word, lone surrogates from a decoder), and the build turns subjects
into titles, search names and NZB file entries. Unbounded, one such post
failed the catalogue insert (a btree index row is capped at 2,704 bytes), the
chunk's transaction rolled back, and because the oldest ready set is drawn
first every later build pass failed on the same set.

The limits follow what Newznab indexers store and clients accept: newznab,
nZEDb and NNTmux keep ``name`` and ``searchname`` in VARCHAR(255); a title
(and the search name made from it) of up to 512 characters still names any
real release, and no btree index carries either (include/sql/070).
"""

from __future__ import annotations

import re

__all__ = [
    "GROUPS_MAX",
    "GROUP_CHARS",
    "POSTER_CHARS",
    "SUBJECT_CHARS",
    "TEXT_CHARS",
    "TITLE_CHARS",
    "bound_groups",
    "cut_middle",
    "cut_words",
    "text_safe",
]

TITLE_CHARS = 512  # a release title, and the search name made from it
POSTER_CHARS = 255
# A newsgroup name (RFC 5536 3.1.4) is far shorter; longer "names" come from
# a hostile Xref header and are dropped, not cut: a cut name is no group.
GROUP_CHARS = 255
# Crossposting to more groups is itself abuse (servers refuse it on posting);
# the catalogue keeps the first ones, the release's own group among them.
GROUPS_MAX = 64
# An NZB file entry's subject: head and tail are kept (the release name
# leads, the quoted file name and yEnc counter close it, and downloaders take
# the file name from there).
SUBJECT_CHARS = 1024
# Any other free text column (series, tags): no real value comes near.
TEXT_CHARS = 255

_SEPARATORS = " \t._-"
_SURROGATE = re.compile("[\ud800-\udfff]")
_ELLIPSIS = " … "


def text_safe(text: str) -> str:
    """Return text Postgres can store: no NUL, lone surrogates replaced by U+FFFD.

    Why: a NUL in a text value and an unencodable surrogate both make the
    driver or the server refuse the whole statement, not one value.
    """
    if "\x00" in text:
        text = text.replace("\x00", "")
    if not text.isascii() and _SURROGATE.search(text) is not None:
        text = _SURROGATE.sub("\ufffd", text)
    return text


def _fits(text: str, max_chars: int, max_bytes: int | None) -> bool:
    if len(text) > max_chars:
        return False
    if max_bytes is None or len(text) * 4 <= max_bytes or text.isascii() and len(text) <= max_bytes:
        return True
    return len(text.encode("utf-8")) <= max_bytes


def cut_words(text: str, max_chars: int, max_bytes: int | None = None) -> str:
    """Return text cut to max_chars (and max_bytes of UTF-8) at a word boundary, trailing separators stripped; no NUL.

    The cut falls on the last separator (space, dot, underscore, hyphen: the
    scene's word separators too) in the allowed span, unless that would throw
    away more than half of it: a run without separators is cut hard.
    """
    text = text_safe(text)
    if _fits(text, max_chars, max_bytes):
        return text
    head = text[:max_chars]
    if max_bytes is not None:
        data = head.encode("utf-8")
        if len(data) > max_bytes:
            head = data[:max_bytes].decode("utf-8", "ignore")  # never half a character
    if text[len(head)] not in _SEPARATORS:
        cut = max(head.rfind(c) for c in _SEPARATORS)
        if cut >= len(head) // 2:
            head = head[:cut]
    return head.rstrip(_SEPARATORS) or head


def cut_middle(text: str, max_chars: int) -> str:
    """Return text of at most max_chars, its middle replaced by an ellipsis when too long; no NUL."""
    text = text_safe(text)
    if len(text) <= max_chars:
        return text
    keep = max_chars - len(_ELLIPSIS)
    head = keep // 2
    return text[:head] + _ELLIPSIS + text[len(text) - (keep - head):]


def bound_groups(groups: tuple[str, ...], first: str | None = None) -> tuple[str, ...]:
    """Return at most GROUPS_MAX usable group names, sorted, keeping ``first`` (the release's own group).

    A name longer than GROUP_CHARS, or holding whitespace or a control
    character, is no newsgroup name (RFC 5536 3.1.4): it is dropped, never cut.
    """
    usable = sorted({g for g in groups if 0 < len(g) <= GROUP_CHARS and g.isprintable() and " " not in g})
    if len(usable) > GROUPS_MAX:
        kept = usable[:GROUPS_MAX]
        if first in usable and first not in kept:
            kept = sorted([first, *kept[: GROUPS_MAX - 1]])
        usable = kept
    if not usable and groups:  # nothing usable: keep the first name, made storable, so the release has a group
        return (cut_words(groups[0], GROUP_CHARS) or "unknown",)
    return tuple(usable)
