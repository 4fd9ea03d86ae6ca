"""Match newsgroup names against RFC 3977 wildmats.

WHY: LIST ACTIVE and LIST NEWSGROUPS take a wildmat (``alt.binaries.*,!*.d``);
a client's group discovery is only tested if the server filters exactly as
INN does: comma-separated patterns, ``!`` negates, the LAST matching pattern
decides, ``*`` and ``?`` and ``[...]`` as in shell globs.
"""

from __future__ import annotations

import re
from functools import lru_cache


@lru_cache(maxsize=256)
def _compile(pattern: str) -> tuple[tuple[bool, re.Pattern[str]], ...]:
    parts: list[tuple[bool, re.Pattern[str]]] = []
    for raw in pattern.split(","):
        negate = raw.startswith("!")
        body = raw[1:] if negate else raw
        regex = ""
        i = 0
        while i < len(body):
            ch = body[i]
            if ch == "*":
                regex += ".*"
            elif ch == "?":
                regex += "."
            elif ch == "[":
                end = body.find("]", i + 2)
                if end < 0:
                    regex += re.escape(ch)
                else:
                    cls = body[i + 1 : end]
                    if cls.startswith("^"):
                        cls = "^" + cls[1:].replace("\\", "\\\\")
                    else:
                        cls = cls.replace("\\", "\\\\")
                    regex += f"[{cls}]"
                    i = end
            else:
                regex += re.escape(ch)
            i += 1
        parts.append((negate, re.compile(regex + r"\Z", re.DOTALL)))
    return tuple(parts)


def matches(pattern: str, name: str) -> bool:
    """Return True when ``name`` matches ``pattern`` (the last matching part decides)."""
    result = False
    for negate, regex in _compile(pattern):
        if regex.match(name):
            result = not negate
    return result
