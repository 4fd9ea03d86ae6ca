"""RFC 2047 subject decoding: the seed's rules, and never a crash."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from usenet_ops.domain.rfc2047 import decode_header, decode_raw_bytes


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        (b'[01/10] - "Movie.part01.rar" yEnc (1/50)', '[01/10] - "Movie.part01.rar" yEnc (1/50)'),
        (b"=?UTF-8?Q?Caf=C3=A9_Society?=", "Café Society"),
        (b"=?utf-8?q?Caf=c3=a9?=", "Café"),
        (b"=?UTF-8?B?Q2Fmw6kgU29jaWV0eQ==?=", "Café Society"),
        (b"=?utf-8?b?Q2Fmw6k?=", "Café"),  # missing padding tolerated
        (b"=?ISO-8859-1?Q?Sch=F6ne?= Welt", "Schöne Welt"),
        (b"=?windows-1252?Q?=80uro?=", "€uro"),
        (b"=?UTF-8*en?Q?Hello?=", "Hello"),  # RFC 2231 language suffix
        (b"plain =?UTF-8?Q?caf=C3=A9?= text", "plain café text"),
    ],
)
def test_encoded_words_decode_to_text(raw: bytes, expected: str) -> None:
    assert decode_header(raw) == expected


def test_adjacent_encoded_words_join_without_the_whitespace_between_them() -> None:
    assert decode_header(b"=?UTF-8?Q?Hello_?= =?UTF-8?Q?World?=") == "Hello World"
    assert decode_header(b"=?UTF-8?Q?ab?=\r\n =?UTF-8?Q?cd?=") == "abcd"


def test_whitespace_between_an_encoded_word_and_plain_text_is_kept() -> None:
    assert decode_header(b"=?UTF-8?Q?ab?= cd") == "ab cd"


def test_utf8_sequence_split_across_adjacent_words_is_reassembled() -> None:
    # "é" is C3 A9; some encoders cut the sequence between two words.
    assert decode_header(b"=?UTF-8?Q?Caf=C3?= =?UTF-8?Q?=A9?=") == "Café"


def test_base64_word_hiding_the_segment_counter_is_decoded() -> None:
    # The seed's case: the whole subject, counter included, in one B word.
    import base64

    subject = '[1/3] - "Filmé.part1.rar" yEnc (7/99)'
    raw = b"=?UTF-8?B?" + base64.b64encode(subject.encode()) + b"?="
    assert decode_header(raw) == subject


def test_unknown_charset_passes_bytes_through_instead_of_dropping_them() -> None:
    out = decode_header(b"=?x-unknown-charset?Q?Caf=C3=A9?=")
    assert out == "Café"
    out = decode_header(b"=?x-unknown?Q?Caf=E9?=")
    assert out == "Café"


def test_bytes_codec_names_are_not_treated_as_charsets() -> None:
    assert decode_header(b"=?base64?Q?abc?=") == "abc"


@pytest.mark.parametrize("charset", [b"ISO-2022-JP", b"iso-2022-kr", b"UTF-7", b"utf7", b"HZ-GB-2312"])
def test_stateful_charsets_keep_the_raw_header(charset: bytes) -> None:
    raw = b"Show =?" + charset + b"?B?GyRCJUYlOSVIGyhC?= (1/2)"
    assert decode_header(raw) == raw.decode("ascii")


@pytest.mark.parametrize(
    "raw",
    [
        b"Title =?UTF-8?B?####?= (1/2)",  # invalid base64
        b"Title =?UTF-8?B?QUJDR?= (1/2)",  # impossible base64 length
        b"Title =?UTF-8?Q?bad=ZZhex?= (1/2)",  # stray '='
    ],
)
def test_malformed_word_falls_back_to_the_raw_header(raw: bytes) -> None:
    assert decode_header(raw) == raw.decode("ascii")


def test_unterminated_word_is_left_as_text() -> None:
    raw = b"Title =?UTF-8?Q?abc (1/2)"
    assert decode_header(raw) == raw.decode("ascii")


def test_raw_8bit_utf8_is_decoded_as_utf8() -> None:
    assert decode_header("Müller – Café (1/2)".encode()) == "Müller – Café (1/2)"


def test_raw_8bit_non_utf8_is_decoded_as_cp1252() -> None:
    assert decode_header(b"M\xfcller \x80 (1/2)") == "Müller € (1/2)"


def test_bytes_cp1252_leaves_undefined_fall_back_to_latin1() -> None:
    assert decode_raw_bytes(b"a\x81b\xe9") == "a\x81bé"


def test_wrong_declared_charset_does_not_lose_the_word() -> None:
    # Declared UTF-8, sent latin-1: decoded as cp1252 rather than dropped.
    assert decode_header(b"=?UTF-8?Q?Caf=E9?=") == "Café"


@settings(max_examples=400)
@given(st.binary(max_size=200))
def test_decode_header_never_raises_on_arbitrary_bytes(raw: bytes) -> None:
    assert isinstance(decode_header(raw), str)


@settings(max_examples=300)
@given(
    st.lists(
        st.one_of(
            st.binary(max_size=12),
            st.builds(
                lambda cs, enc, body: b"=?" + cs + b"?" + enc + b"?" + body + b"?=",
                st.sampled_from([b"utf-8", b"iso-8859-1", b"x-foo", b"utf-7", b"", b"base64"]),
                st.sampled_from([b"Q", b"b", b"x"]),
                st.binary(max_size=16),
            ),
        ),
        max_size=5,
    )
)
def test_decode_header_never_raises_on_encoded_word_soup(chunks: list[bytes]) -> None:
    assert isinstance(decode_header(b" ".join(chunks)), str)
