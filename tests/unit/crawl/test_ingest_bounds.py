"""Ingest's bounds: nothing that leaves ingest can be refused by Postgres, and each decline is counted.

Issue 15 items 2 and 3. Every case runs through both paths (the C scanner
and the pure-Python definition) where the line is a whole overview line, and
a hypothesis property checks the guarantee on arbitrary bytes in every field.
"""

from __future__ import annotations

import base64

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from usenet_ops.domain import ingest
from usenet_ops.domain.overview import BEYOND_BIGINT, MAX_COUNT, OverviewBatch, OverviewRecord, parse_overview
from usenet_ops.domain.text import escape_bytes, strip_controls
from usenet_ops.nntp.protocol import join_block

GROUP = "alt.binaries.test"
INDEXED = frozenset({GROUP, "alt.binaries.other"})
DATE = b"Mon, 30 Nov 2026 10:00:00 +0000"
NATIVE = [False, True] if ingest.native_available() else [False]


def line(number: bytes | int, subject: bytes = b'Rel [1/1] - "a.rar" yEnc (1/2)', poster: bytes = b"p <p@x>",
         mid: bytes = b"<m@x>", size: bytes = b"700000", lines: bytes = b"10", xref: bytes | None = None,
         extra: tuple[bytes, ...] = ()) -> bytes:
    num = number if isinstance(number, bytes) else str(number).encode()
    fields = [num, subject, poster, DATE, mid, b"", size, lines]
    if xref is not None:
        fields.append(b"Xref: " + xref)
    return b"\t".join([*fields, *extra])


def ingest_both(lines: list[bytes], numbers: tuple[int, int] = ingest.ANY_NUMBER) -> list[ingest.IngestResult]:
    block = join_block(lines)
    return [ingest.ingest_block(block, group=GROUP, indexed_groups=INDEXED, native=n, numbers=numbers)
            for n in NATIVE]


def storable(text: str) -> bool:
    """What Postgres takes in a text column: valid UTF-8 without NUL (and we promise no controls either)."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return strip_controls(text) == text


def assert_storable(result: ingest.IngestResult) -> None:
    for f in result.files.values():
        for text in (f.base, f.poster, f.file_name, f.subject, f.group, *f.groups, *f.message_ids):
            assert storable(text), repr(text)
        assert len(f.poster) <= ingest.MAX_POSTER_CHARS
        assert len(f.groups) <= ingest.MAX_SET_GROUPS
        assert all(0 <= s <= MAX_COUNT for s in f.sizes)
        assert all(len(m.encode()) <= ingest.MAX_MESSAGE_ID for m in f.message_ids)


# -- item 2: text ----------------------------------------------------------------------------------------------------


def test_nul_and_controls_in_an_encoded_subject_and_poster_are_removed() -> None:
    subject = b"=?UTF-8?B?" + base64.b64encode(b'Re\x00l\x07 [1/1] - "a.rar" yEnc (1/2)') + b"?="
    poster = b"=?utf-8?q?Bad=00Guy=1B[31m?= <b@x>"
    for result in ingest_both([line(1, subject, poster)]):
        (f,) = result.files.values()
        assert f.subject == 'Rel [1/1] - "a.rar" yEnc (1/2)' and f.base == "Rel"
        assert f.poster == "BadGuy <b@x>"
        assert_storable(result)


def test_invalid_utf8_in_an_encoded_word_becomes_text_without_controls() -> None:
    subject = b"=?utf-8?b?" + base64.b64encode(b"R\xc3\x28el\x80\x9d [1/1] - \"a.rar\" yEnc (1/2)") + b"?="
    for result in ingest_both([line(1, subject)]):
        (f,) = result.files.values()
        assert "(1/2)" in f.subject and f.file_name == "a.rar"
        assert_storable(result)


def test_an_escape_codec_named_as_charset_cannot_make_a_lone_surrogate() -> None:
    subject = b"=?unicode_escape?q?R=5Cud800el?= [1/1] - \"a.rar\" yEnc (1/2)"
    for result in ingest_both([line(1, subject)]):
        (f,) = result.files.values()
        assert_storable(result)
        assert "\\ud800" in f.subject, "not decoded by an escape codec: the bytes pass through as text"


def test_lone_surrogates_from_any_decoder_are_removed() -> None:
    records = [OverviewRecord(1, b"s", b"p", DATE, b"<m@x>", b"", 10, 1, None)]

    def decode(raw: bytes) -> str:
        return 'Rel\ud800 [1/1] - "a\udfff.rar" yEnc (1/2)' if raw == b"s" else "Poster \udc80<p@x>"

    result = ingest.ingest(records, group=GROUP, indexed_groups=INDEXED, decode=decode)
    (f,) = result.files.values()
    assert f.subject == 'Rel [1/1] - "a.rar" yEnc (1/2)' and f.poster == "Poster <p@x>"
    assert_storable(result)


def test_the_poster_is_capped_for_the_name_only_sets_index() -> None:
    poster = b"Spammer " + b"x" * 5000 + b" <s@x>"
    for result in ingest_both([line(1, poster=poster)]):
        (f,) = result.files.values()
        assert len(f.poster) == ingest.MAX_POSTER_CHARS and f.poster.startswith("Spammer xxx")


def test_xref_names_with_controls_or_absurd_length_are_not_groups() -> None:
    bad = b"news.example alt.bin\x00aries.x:5 alt.\x01x:6 " + b"a" * 300 + b":7 " + GROUP.encode() + b":1"
    for result in ingest_both([line(1, xref=bad)]):
        (f,) = result.files.values()
        assert f.groups == {GROUP}
        assert result.outcomes == {"staged": 1}


def test_a_giant_xref_list_is_capped_but_its_main_group_is_still_found() -> None:
    names = [b"alt.spam.%d:%d" % (i, i) for i in range(5000)]
    here = b"news.example " + b" ".join([*names, GROUP.encode() + b":1"])
    elsewhere = b"news.example " + b" ".join([*names, b"alt.binaries.other:9", GROUP.encode() + b":2"])
    for result in ingest_both([line(1, xref=here), line(2, mid=b"<n@x>", xref=elsewhere)]):
        (f,) = result.files.values()
        assert len(f.groups) == ingest.MAX_SET_GROUPS
        assert result.outcomes == {"staged": 1, "crosspost": 1}


def test_message_ids_with_controls_or_past_rfc_5536_length_are_declined_and_counted() -> None:
    lines = [
        line(1, mid=b"<a\x00b@x>"),
        line(2, mid=b"<a\nb@x>"),
        line(3, mid=b"<" + b"x" * 247 + b"@x>"),  # 251 octets with brackets
        line(4, mid=b"<" + b"x" * 246 + b"@x>"),  # 250: the longest allowed
        line(5, mid=b"<>"),
        line(6, mid=b"<ok@x>"),
    ]
    for result in ingest_both(lines):
        assert result.outcomes == {"bad_message_id": 3, "no_message_id": 1, "staged": 2}
        assert_storable(result)


def test_a_subject_past_the_cap_is_declined_and_counted_before_anything_else() -> None:
    cap = ingest.MAX_SUBJECT_BYTES
    long = b"Words " * (cap // 6 + 1) + b'[1/1] - "a.rar" yEnc (1/2)'
    no_counter = b"words " * (cap // 6 + 1)
    # Several KB of ordinary words is still a post (issue 15 item 1): staged, its title bounded later.
    several_kb = b"Words " * 1000 + b'[1/1] - "a.rar" yEnc (1/2)'
    for result in ingest_both([line(1, long), line(2, no_counter), line(3, several_kb, mid=b"<n@x>")]):
        assert result.outcomes == {"subject_too_long": 2, "staged": 1}


def test_a_malformed_line_sample_shows_its_bytes_and_is_storable() -> None:
    for result in ingest_both([b"x\x00y\tbroken\xff"]):
        assert result.parse_sample == "x\\x00y\tbroken\\xff"
        assert storable(result.parse_sample.replace("\t", " "))


def test_escape_bytes_shows_every_unprintable_byte_and_the_backslash() -> None:
    assert escape_bytes(b"a\\b\x00\r\n\xe9\t", limit=100) == "a\\x5cb\\x00\\x0d\\x0a\\xe9\t"
    assert escape_bytes(b"x" * 600) == "x" * 500


# -- item 3: numbers -------------------------------------------------------------------------------------------------


def test_article_numbers_outside_the_asked_range_or_past_bigint_are_declined_and_counted() -> None:
    lines = [line(n, mid=b"<%d@x>" % i) for i, n in enumerate(
        [100, 99, 201, 0, 150, b"99999999999999999999", b"9223372036854775808", b"00000000000000000000150"])]
    for result in ingest_both(lines, numbers=(100, 200)):
        assert result.outcomes == {"out_of_range": 5, "staged": 3}
        (f,) = result.files.values()
        assert (f.art_lo, f.art_hi) == (100, 150)


def test_signed_spaced_or_underscored_numbers_are_malformed_not_numbers() -> None:
    for raw in (b"-5", b"+5", b" 5", b"5 ", b"1_0", b"", b"\xd9\xa3"):
        batch = parse_overview([line(raw)])
        assert batch.malformed == 1 and not batch.records, raw
    assert parse_overview([line(b"9" * 30)]).records[0].number == BEYOND_BIGINT
    assert parse_overview([line(b"0" * 30 + b"7")]).records[0].number == 7


@pytest.mark.parametrize("raw, want", [
    (b"-5", 0), (b"+5", 5), (b" 7 ", 7), (b"99999999999999999999", MAX_COUNT), (b"9" * 5000, 0), (b"x", 0),
    (b"2147483648", MAX_COUNT), (b"2147483647", MAX_COUNT), (b"", 0)])
def test_bytes_and_lines_are_clamped_to_an_int4(raw: bytes, want: int) -> None:
    (record,) = parse_overview([line(1, size=raw, lines=raw)]).records
    assert record.bytes == want and record.lines == want


def test_scanner_clamps_bytes_as_the_python_path_does() -> None:
    lines = [line(1, size=b"999999999999999999"), line(2, mid=b"<n@x>", size=b"123")]
    results = ingest_both(lines)
    for result in results:
        (f,) = result.files.values()
        assert sorted(f.sizes) == [123, MAX_COUNT]


def test_ingest_refuses_a_range_no_bigint_can_hold() -> None:
    with pytest.raises(ValueError, match="outside"):
        ingest.ingest_block(b"", group=GROUP, indexed_groups=INDEXED, numbers=(1, 1 << 63))


# -- the property ----------------------------------------------------------------------------------------------------

_pieces = st.sampled_from([
    b"\x00", b"\x01", b"\x1b[31m", b"\x7f", b"\x85", b"\xc3", b"\xed\xa0\x80", b"\xff", b"=?utf-8?b?AA==?=",
    b"=?unicode_escape?q?=5Cud800?=", b"=?utf-16-le?b?ANg=?=", b"=?utf-8?q?=00?=", b"\r", b"\n", b"(1/2)", b"[1/3]",
    b'"f.rar"', b" yEnc ", b"=?", b"?=", b"(", b")", b"/", b":", b"<", b">", b" ", b"Rel.Name", b"\xe2\x80\x8b",
])
_field = st.lists(_pieces, max_size=12).map(b"".join)


@settings(max_examples=300)
@given(st.lists(st.tuples(_field, _field, _field, _field, st.integers(0, 300)), min_size=1, max_size=20))
def test_whatever_the_fields_hold_ingest_yields_only_storable_text(rows: list[tuple[bytes, ...]]) -> None:
    lines = []
    for i, (subject, poster, mid, xref_name, n) in enumerate(rows):
        xref = b"h " + xref_name + b":%d " % n + GROUP.encode() + b":%d" % (i + 1)
        lines.append(line(i + 1, subject + b' [1/1] - "a.rar" yEnc (1/2)', poster, b"<" + mid + b"@x>", xref=xref))
        lines.append(line(i + 1, subject, poster, mid, xref=xref))
    block = join_block(lines)
    outs = [ingest.ingest_block(block, group=GROUP, indexed_groups=INDEXED, native=n) for n in NATIVE]
    for result in outs:
        assert_storable(result)
        assert result.articles == sum(result.outcomes.values())


def test_a_batch_of_records_keeps_its_malformed_count() -> None:
    batch = OverviewBatch([], malformed=3, malformed_sample=b"\x00")
    result = ingest.ingest(batch, group=GROUP, indexed_groups=INDEXED)
    assert result.outcomes == {"parse_dropped": 3} and result.parse_sample == "\\x00"
