"""Decode RFC 2047 encoded-words in raw overview headers.

A subject is a raw header: a poster writing outside ASCII sends
``=?UTF-8?Q?...?=``. Left undecoded the title is unparseable (a base64 word
can even swallow the yEnc segment counter) and reads as punctuation soup to
the junk engine, which in production dropped 41.6 million articles that way.

Invariants kept here:
- ``decode_header`` never raises: bad input yields the raw header as text.
- Charsets without a codec are passed through unconverted (mojibake in the
  right release beats an absent release); so are Python's escape codecs
  (``unicode_escape``, ``punycode``...), which are not charsets and would
  make lone surrogates and NULs out of plain text.
- The stateful ISO-2022-* / UTF-7 / HZ family keeps the RAW header: decoding
  them unconverted spills ESC bytes and shift sequences into the title.
- One malformed encoded-word makes the whole header fall back to raw text,
  so a half-decoded subject never reaches the parser.
"""

from __future__ import annotations

import binascii
import codecs
import functools
import re

__all__ = ["decode_header", "decode_raw_bytes"]

# RFC 2047 section 2: encoded-word = "=?" charset "?" encoding "?" encoded-text "?="
# encoded-text holds no "?" and no whitespace. The charset may carry an
# RFC 2231 language suffix ("utf-8*en").
_WORD = re.compile(rb"=\?([^?\s*]+)(?:\*[^?\s]*)?\?([BbQq])\?([^?\s]*)\?=")
_Q_HEX = re.compile(rb"=([0-9A-Fa-f]{2})")

_STATEFUL_PREFIXES = ("iso-2022", "iso2022", "csiso2022")
# Python codecs that are not MIME charsets: they turn "\ud800" or "\x00"
# written in the text into a lone surrogate or a NUL, which no database and
# no XML document takes. A word naming one is treated as an unknown charset.
_NOT_CHARSETS = frozenset({"unicode_escape", "raw_unicode_escape", "punycode", "idna"})
_STATEFUL = frozenset({"utf-7", "utf7", "unicode-1-1-utf-7", "csunicode11utf7", "hz-gb-2312", "hz", "hz-gb"})


class _KeepRaw(Exception):
    """Signal that the header must be returned as raw text."""


def decode_raw_bytes(raw: bytes) -> str:
    """Decode 8-bit header bytes: UTF-8 when valid, else cp1252, else latin-1.

    Why: news readers post in whatever their locale is; UTF-8 is unambiguous
    when it validates, and cp1252 is the common legacy case (latin-1 covers the
    five bytes cp1252 leaves undefined).
    """
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        pass
    try:
        return raw.decode("cp1252")
    except UnicodeDecodeError:
        return raw.decode("latin-1")


@functools.lru_cache(maxsize=256)
def _charset_codec(charset: bytes) -> str | None:
    """Return a Python text codec name, None for unknown, raise _KeepRaw for stateful ones."""
    name = charset.decode("ascii", "replace").strip().lower()
    if name in _STATEFUL or name.startswith(_STATEFUL_PREFIXES):
        raise _KeepRaw
    try:
        info = codecs.lookup(name)
    except LookupError:
        return None
    # codecs.lookup also knows bytes-to-bytes codecs (base64, zlib, rot13);
    # a header naming one of them is not a text charset.
    if not getattr(info, "_is_text_encoding", True) or info.name.replace("-", "_") in _NOT_CHARSETS:
        return None
    if info.name in _STATEFUL or info.name.startswith(_STATEFUL_PREFIXES):
        raise _KeepRaw
    return info.name


def _decode_q(text: bytes) -> bytes:
    """Decode the Q encoding (RFC 2047 4.2): "_" is a space, =XX a byte."""
    text = text.replace(b"_", b" ")
    if b"=" not in text:
        return text
    out = _Q_HEX.sub(lambda m: bytes((int(m.group(1), 16),)), text)
    if b"=" in _Q_HEX.sub(b"", text):
        raise ValueError("stray '=' in Q-encoded word")
    return out


def _decode_b(text: bytes) -> bytes:
    """Decode the B encoding (base64), tolerating missing padding only."""
    rem = len(text) % 4
    if rem == 1:
        raise ValueError("base64 word of impossible length")
    if rem:
        text += b"=" * (4 - rem)
    return binascii.a2b_base64(text, strict_mode=True)


def _to_text(payload: bytes, codec: str | None) -> str:
    """Turn a decoded word's bytes into text; unknown or wrong charsets pass through."""
    if codec is not None:
        try:
            return payload.decode(codec)
        except (UnicodeDecodeError, LookupError):
            pass
    return decode_raw_bytes(payload)


def _decode_words(raw: bytes) -> str:
    parts: list[str] = []
    pos = 0
    # Bytes of consecutive words in one charset are joined before decoding:
    # encoders split multi-byte UTF-8 sequences across adjacent words.
    pending = bytearray()
    pending_codec: str | None = None
    pending_charset: bytes | None = None

    def flush() -> None:
        nonlocal pending_charset
        if pending_charset is not None:
            parts.append(_to_text(bytes(pending), pending_codec))
            pending.clear()
            pending_charset = None

    for m in _WORD.finditer(raw):
        start = m.start()
        between = raw[pos:start]
        adjacent = pending_charset is not None and (not between or between.isspace())
        if not adjacent:
            flush()
            if between:
                parts.append(decode_raw_bytes(between))
        charset = m.group(1).lower()
        enc = m.group(2)
        text = m.group(3)
        payload = _decode_b(text) if enc in b"Bb" else _decode_q(text)
        if pending_charset is not None and charset != pending_charset:
            flush()
        if pending_charset is None:
            pending_codec = _charset_codec(charset)
            pending_charset = charset
        pending += payload
        pos = m.end()
    flush()
    if pos < len(raw):
        parts.append(decode_raw_bytes(raw[pos:]))
    return "".join(parts)


def decode_header(raw: bytes) -> str:
    """Decode a raw header value to text, resolving RFC 2047 encoded-words.

    Why: every later stage (subject parsing, junk rules, titles) reads text;
    this is the one place bytes become text, so its fallbacks decide whether a
    foreign-language release survives ingest.
    """
    if b"=?" not in raw:
        try:
            return raw.decode("ascii")
        except UnicodeDecodeError:
            return decode_raw_bytes(raw)
    try:
        return _decode_words(raw)
    except _KeepRaw:
        return decode_raw_bytes(raw)
    except Exception:  # malformed word of any kind: the raw header, never a crash
        return decode_raw_bytes(raw)
