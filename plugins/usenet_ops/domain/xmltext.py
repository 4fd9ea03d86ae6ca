"""Strip characters XML 1.0 cannot carry.

Subjects and posters are attacker-controlled header text: a single control
character makes an NZB or RSS document ill-formed, and strict clients
(SABnzbd, NZBGet, Sonarr) then reject the whole response, not one item.
"""

from __future__ import annotations

import re

__all__ = ["xml_safe"]

# XML 1.0 section 2.2 Char: #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF].
# Everything else, lone surrogates included, is removed.
_INVALID = re.compile("[^\t\n\r\x20-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")


def xml_safe(text: str) -> str:
    """Return text with every character XML 1.0 forbids removed."""
    if _INVALID.search(text) is None:
        return text
    return _INVALID.sub("", text)
