"""One validation for every message-id that comes from outside (issue 31).

Why: a message-id is sent to a provider inside a command (`BODY <id>`,
`STAT <id>`) by us and by every downloader that reads our NZBs. An id from
an overview line, a spot's NZB payload, an NFO or a spot header that carries
a CR, LF, space or a bracket can end the command early and start another
(`x@y>\\r\\nQUIT`): stored, it is served in the NZB to every user and breaks
our own health and probe passes on every run. RFC 5536 3.1.3 (msg-id) and
RFC 3977 3.6 (at most 250 octets, printable US-ASCII, no '>' inside) define
what a real one looks like; everything else is counted and skipped by the
caller, never repaired.

Forms: `bare` is the id without its angle brackets (what the catalogue and
the NZB store), `bracketed` is `<bare>` (what goes on the wire).
"""

from __future__ import annotations

import re

MAX_BRACKETED = 250  # RFC 3977 3.6: a message-id is at most 250 octets, brackets included
MAX_BARE = MAX_BRACKETED - 2

# Printable US-ASCII without space, '<' or '>' (RFC 3977 3.6; RFC 5536's msg-id is stricter
# but real servers and posting tools exceed it, e.g. '$' and '%' in ids, so only what can
# break a command or an XML attribute is refused). One '@' at least, not at either end.
_BARE = re.compile(r"[\x21-\x3b\x3d\x3f-\x7e]+@[\x21-\x3b\x3d\x3f-\x7e]+", re.ASCII)


def valid_bare(value: str) -> bool:
    """Return whether `value` (no brackets) is a message-id safe to store and send."""
    return isinstance(value, str) and 3 <= len(value) <= MAX_BARE and _BARE.fullmatch(value) is not None


def bare(value: str) -> str | None:
    """The id without brackets, or None when it is not a valid message-id.

    Accepts `<id>` or `id`; surrounding ASCII whitespace (a line's own
    framing) is dropped, inner whitespace or controls make it invalid.
    """
    if not isinstance(value, str):
        return None
    text = value.strip(" \t\r\n")
    if text.startswith("<") and text.endswith(">"):
        text = text[1:-1]
    return text if valid_bare(text) else None


def bracketed(value: str) -> str | None:
    """`<id>` for the wire, or None when it is not a valid message-id."""
    inner = bare(value)
    return None if inner is None else f"<{inner}>"
