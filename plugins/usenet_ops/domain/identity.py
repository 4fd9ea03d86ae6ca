"""Compute a release's content identity from its message-ids.

content_hash is the first 16 hex characters of sha256 over the release's
message-ids without angle brackets, sorted, joined by "\\n". It is the same
scheme the production host uses, so dedup is shared across catalogues; any
change to it splits identities silently, which is why it is pinned by tests.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable

__all__ = ["content_hash", "strip_brackets"]


def strip_brackets(message_id: str) -> str:
    """Return the message-id without surrounding whitespace and angle brackets."""
    mid = message_id.strip()
    if mid.startswith("<") and mid.endswith(">"):
        return mid[1:-1]
    return mid


def content_hash(message_ids: Iterable[str]) -> str:
    """Return the 16-hex content identity of a release.

    Why: two uploads are the same release exactly when they reference the same
    articles; the order files arrive in, or which provider delivered them,
    must not matter.
    """
    ids = sorted(message_ids)
    joined = "\n".join(ids)
    # Staged ids are stored without brackets; only strip when some id needs it.
    # Three scans of the joined text rule that out without a per-id check.
    if ("<" in joined or ">" in joined or " " in joined) and any(
        m[:1] in ("<", " ") or m[-1:] in (">", " ") for m in ids
    ):
        ids = sorted([strip_brackets(m) for m in ids])
        joined = "\n".join(ids)
    digest = hashlib.sha256(joined.encode("utf-8", "surrogatepass"))
    return digest.hexdigest()[:16]
