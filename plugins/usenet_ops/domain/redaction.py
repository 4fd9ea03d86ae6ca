"""Remove passwords from URLs in text that leaves the process: errors, alerts, CLI output.

Why: a provider is often given as ``nntp://user:password@host``; an error
that quotes the URL it could not use, or an alert that quotes the error,
would put the password in task logs, the ``usenet.errors`` table, a webhook
and a mail. Every such exit passes its text through ``redact_urls`` (the
alert path and the CLI's error printer do it for everything they show), so
a message written without thought for secrets still cannot leak one.
"""

from __future__ import annotations

import re
from typing import Final

MASK: Final = "***"

# scheme://user:password@ -> scheme://user:***@ ; the password runs to the last "@" before a "/", a quote, an
# ASCII space or control character (so an unescaped "@" inside it is masked too).
_USERINFO: Final = re.compile(
    r"(?P<scheme>\b[A-Za-z][A-Za-z0-9+.\-]*://)(?P<user>[^:/@\x00-\x20'\"]*):(?P<pw>[^/\x00-\x20'\"]*)@"
)


def redact_urls(text: str) -> str:
    """Return ``text`` with the password of every ``scheme://user:password@`` URL replaced by ``***``."""
    if "://" not in text:
        return text
    return _USERINFO.sub(lambda m: f"{m['scheme']}{m['user']}:{MASK}@", text)
