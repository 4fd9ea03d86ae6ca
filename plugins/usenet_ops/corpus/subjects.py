"""Write article subjects in the forms posters really use, raw or RFC 2047.

WHY: the subject is all an indexer sees of a binary before it builds a
release. Every form below broke a parser somewhere: a missing file counter,
a size after the segment counter, an empty quoted name with the real name
in [PRiVATE] brackets, hashed names, one random subject per article, a
base64 encoded-word that swallows the "(1/50)" counter, a stateful
ISO-2022-JP word, raw 8-bit bytes and control characters.
"""

from __future__ import annotations

import base64
import random
import re
from collections.abc import Callable
from enum import Enum


class Form(Enum):
    """The structure of a binary subject."""

    COUNTER_QUOTED = "counter_quoted"  # [01/15] - "Name.part01.rar" yEnc (1/50)
    NAME_COUNTER_QUOTED = "name_counter_quoted"  # Name [03/45] - "name.r01" yEnc (12/137)
    BARE_QUOTED = "bare_quoted"  # "name.vol003+04.par2" yEnc (1/7)
    NO_FILE_COUNTER = "no_file_counter"  # Name - "x" yEnc (1/50)
    SIZE_SUFFIX = "size_suffix"  # Name [01/15] - "x" yEnc (1/50) 36700160
    PRIVATE = "private"  # [PRiVATE]-[WtFnZb]-[real.name.mkv]-[1/5] - "" yEnc (1/34)
    RANDOM = "random_per_article"  # a fresh random string on every article


# How the PRIVATE (WtFnZb) style varies between posting tools and posters (issue 16).
PRIVATE_VARIANTS = ("plain", "size", "counter_first", "folder", "spaced")


class Encoding(Enum):
    """How the subject's bytes are written."""

    PLAIN = "plain"
    B_WHOLE = "rfc2047_utf8_b_whole"  # the whole subject, counter included, in =?UTF-8?B?
    Q_TITLE = "rfc2047_utf8_q_title"  # only the leading name in =?UTF-8?Q?
    LATIN1_Q = "rfc2047_iso8859_1_q"
    ISO2022JP = "rfc2047_iso2022jp_b"
    RAW_UTF8 = "raw_utf8"
    RAW_LATIN1 = "raw_latin1"
    CONTROL = "control_chars"


FORM_WEIGHTS = (
    (Form.COUNTER_QUOTED, 30),
    (Form.NAME_COUNTER_QUOTED, 30),
    (Form.BARE_QUOTED, 8),
    (Form.NO_FILE_COUNTER, 10),
    (Form.SIZE_SUFFIX, 8),
    (Form.PRIVATE, 6),
    (Form.RANDOM, 3),
)


def choose_encoding(name: str, rng: random.Random) -> Encoding:
    """Pick how a poster writes ``name``: mostly plain, non-ASCII names often encoded."""
    if not name.isascii():
        try:
            name.encode("latin-1")
            latin = True
        except UnicodeEncodeError:
            latin = False
        try:
            name.encode("iso2022_jp")
            jis = not latin
        except UnicodeEncodeError:
            jis = False
        options = [Encoding.B_WHOLE, Encoding.Q_TITLE, Encoding.RAW_UTF8]
        if latin:
            options += [Encoding.LATIN1_Q, Encoding.RAW_LATIN1]
        if jis:
            options += [Encoding.ISO2022JP]
        return rng.choice(options)
    roll = rng.random()
    if roll < 0.05:
        return Encoding.B_WHOLE
    if roll < 0.08:
        return Encoding.Q_TITLE
    if roll < 0.10:
        return Encoding.CONTROL
    return Encoding.PLAIN


def _b_words(text: str, charset: str = "UTF-8", codec: str = "utf-8") -> bytes:
    words = []
    chunk = ""
    for ch in text:
        if len((chunk + ch).encode(codec)) > 42:
            words.append(chunk)
            chunk = ""
        chunk += ch
    if chunk:
        words.append(chunk)
    return b" ".join(
        b"=?" + charset.encode() + b"?B?" + base64.b64encode(w.encode(codec)) + b"?=" for w in words
    )


_Q_SAFE = frozenset(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!*+-/.")


def _q_word(text: str, charset: str, codec: str) -> bytes:
    out = bytearray()
    for byte in text.encode(codec):
        if byte == 0x20:
            out += b"_"
        elif byte in _Q_SAFE:
            out.append(byte)
        else:
            out += f"={byte:02X}".encode()
    return b"=?" + charset.encode() + b"?Q?" + bytes(out) + b"?="


_NON_ASCII_SPAN = re.compile(r"\S*[^\x00-\x7f]\S*(?:\s+\S*[^\x00-\x7f]\S*)*")


def _encode_spans(text: str, encode_span: Callable[[str], bytes]) -> bytes:
    """Encode each run of non-ASCII words (with the spaces inside it) as encoded-words.

    WHY: whitespace between two adjacent encoded-words is dropped by
    decoders (RFC 2047 section 6.2), so the spaces of a run must travel
    inside the encoded text; ASCII words around it stay plain.
    """
    out = bytearray()
    pos = 0
    for m in _NON_ASCII_SPAN.finditer(text):
        out += text[pos : m.start()].encode("ascii")
        out += encode_span(m.group(0))
        pos = m.end()
    out += text[pos:].encode("ascii")
    return bytes(out)


def render(prefix: str, rest: str, encoding: Encoding, rng: random.Random) -> bytes:
    """Return subject bytes: ``prefix`` is the leading name part, ``rest`` the counters/filename."""
    whole = prefix + rest
    if encoding is Encoding.B_WHOLE:
        return _b_words(whole)
    if encoding is Encoding.Q_TITLE:
        if whole.isascii() and prefix:
            return _q_word(prefix.rstrip(), "UTF-8", "utf-8") + (b" " if prefix.endswith(" ") else b"") + rest.encode()
        return _encode_spans(whole, lambda span: _q_word(span, "UTF-8", "utf-8"))
    if encoding is Encoding.LATIN1_Q:
        return _encode_spans(whole, lambda span: _q_word(span, "ISO-8859-1", "latin-1"))
    if encoding is Encoding.ISO2022JP:
        return _encode_spans(whole, lambda span: _b_words(span, "ISO-2022-JP", "iso2022_jp"))
    if encoding is Encoding.RAW_LATIN1:
        return whole.encode("latin-1", "replace")
    if encoding is Encoding.CONTROL:
        raw = whole.encode("utf-8")
        cut = rng.randrange(1, max(2, min(len(raw), 20)))
        return raw[:cut] + rng.choice((b"\x01", b"\x7f", b"\t", b"\x1b[0m", b"\x08")) + raw[cut:]
    return whole.encode("utf-8")


def counter(i: int, n: int) -> str:
    """Format a zero-padded file counter "[03/45]" body (``03/45``)."""
    width = len(str(n))
    return f"{i:0{width}d}/{n}"


def binary_subject(
    form: Form,
    *,
    display: str,
    filename: str,
    file_no: int,
    file_count: int,
    segment: int,
    segments: int,
    file_size: int,
    private_tag: str,
    encoding: Encoding,
    rng: random.Random,
    private_variant: str = "plain",
    folder: str = "",
) -> bytes:
    """Render one article's subject for a binary segment."""
    seg = f"({segment}/{segments})"
    if form is Form.COUNTER_QUOTED:
        return render("", f'[{counter(file_no, file_count)}] - "{filename}" yEnc {seg}', encoding, rng)
    if form is Form.NAME_COUNTER_QUOTED:
        return render(f"{display} ", f'[{counter(file_no, file_count)}] - "{filename}" yEnc {seg}', encoding, rng)
    if form is Form.BARE_QUOTED:
        return render("", f'"{filename}" yEnc {seg}', encoding, rng)
    if form is Form.NO_FILE_COUNTER:
        return render(f"{display} ", f'- "{filename}" yEnc {seg}', encoding, rng)
    if form is Form.SIZE_SUFFIX:
        size = f"{file_size}" if file_size % 2 else f"{file_size / 1048576:.2f} MB"
        return render(f"{display} ", f'[{counter(file_no, file_count)}] - "{filename}" yEnc {seg} {size}', encoding, rng)
    if form is Form.PRIVATE:
        if private_variant == "size":
            return render("", f'[PRiVATE]-[{private_tag}]-[{filename}]-[{file_no}/{file_count}] - "" yEnc {file_size} {seg}',
                          encoding, rng)
        if private_variant == "counter_first":
            return render("", f'[PRiVATE]-[{private_tag}]-[{file_no}/{file_count}]-[{filename}] - "" yEnc {seg}', encoding, rng)
        if private_variant == "folder" and folder:
            return render("", f'[PRiVATE]-[{private_tag}]-[{folder}/{filename}]-[{file_no}/{file_count}] - "" yEnc {seg}',
                          encoding, rng)
        if private_variant == "spaced":
            return render("", f'[PRiVATE] - [{private_tag}] - [{filename}] - [{file_no:02d}/{file_count:02d}] - "" yEnc {seg}',
                          encoding, rng)
        return render("", f'[PRiVATE]-[{private_tag}]-[{filename}]-[{file_no}/{file_count}] - "" yEnc {seg}', encoding, rng)
    length = rng.randint(16, 48)
    return "".join(rng.choice("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") for _ in range(length)).encode()
