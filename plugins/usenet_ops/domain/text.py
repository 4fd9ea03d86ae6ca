"""Make text from outside (posters, servers) fit to store and to show.

Why: every header value is written by anyone on Usenet, some of them on
purpose to break indexers. Postgres refuses a NUL in ``text`` and cannot
encode a lone surrogate (which Python's escape codecs produce from an
encoded word), and one refused value used to fail a whole staging batch and
freeze the group's crawl behind it (issue 15). So text is made storable where
it enters: ingest (subjects, posters, Xref group names) and the samples kept
for operators.

Invariants:

1. ``strip_controls`` output holds no C0, DEL, C1 or surrogate code point:
   Postgres takes it, and XML 1.0 takes all of it but the C1 range's absence
   matters only to terminals.
2. ``escape_bytes`` output is printable ASCII (and TAB) whatever the input,
   and shows every byte that was not (``\\x00``), so a sample names the poison.
"""

from __future__ import annotations

import re

__all__ = ["cap", "escape_bytes", "strip_controls"]

_ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]")
# C0, DEL, C1 and the surrogate range (U+D800-U+DFFF: a lone one cannot be
# encoded in UTF-8, so psycopg refuses the whole statement).
_UNSTORABLE = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff]+")
# Everything but printable ASCII and TAB (overview's field separator, kept so
# a sample still shows its fields); the backslash too, so an escape is unambiguous.
_UNPRINTABLE_BYTES = re.compile(rb"[^\t\x20-\x5b\x5d-\x7e]")


def strip_controls(text: str) -> str:
    """Remove control characters, ANSI escape sequences and surrogates from decoded header text.

    Posting tools and broken relays leave C0 controls, DEL and terminal escape
    sequences at random places in subjects, differently on each article of one
    file; left in, they split one file into many and one release into dozens.
    They are deleted, not replaced by spaces, because they sit inside words.
    """
    if text.isprintable():
        return text
    if "\x1b" in text:
        text = _ANSI.sub("", text)
    return _UNSTORABLE.sub("", text)


def cap(text: str, limit: int) -> str:
    """Return ``text`` cut to at most ``limit`` characters (a bound for indexed columns)."""
    return text if len(text) <= limit else text[:limit]


def escape_bytes(raw: bytes, limit: int = 500) -> str:
    """Return the first ``limit`` bytes of ``raw`` as printable ASCII and TAB, every other byte as ``\\xNN``.

    For samples kept so an operator can see what a server or poster sent:
    a NUL or a broken UTF-8 sequence is the point of the sample, so it is
    shown, not decoded away (and a sample must itself be storable).
    """
    head = raw[:limit]
    if not _UNPRINTABLE_BYTES.search(head):
        return head.decode("ascii")
    return _UNPRINTABLE_BYTES.sub(lambda m: b"\\x%02x" % m.group()[0], head).decode("ascii")
