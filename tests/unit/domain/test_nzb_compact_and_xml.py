"""NZB: compact round-trip, NZB 1.1 rendering, strict parsing."""

from __future__ import annotations

import pytest
import zstandard
from hypothesis import given, settings
from hypothesis import strategies as st

from usenet_ops.domain.nzb import (
    NZB_NAMESPACE,
    NzbFile,
    NzbFormatError,
    NzbSegment,
    decode_compact,
    encode_compact,
    parse_nzb,
    parse_nzb_meta,
    render_compact,
    render_nzb,
)
from usenet_ops.domain.xmltext import xml_safe


def _release(files: int = 3, segments: int = 40) -> list[NzbFile]:
    return [
        NzbFile(
            subject=f'[{f}/{files}] - "Rel.part{f}.rar" yEnc (1/{segments})',
            poster="poster@example.com (Poster)",
            date=1_700_000_000 + f,
            groups=("alt.binaries.test", "alt.binaries.misc"),
            segments=tuple(
                NzbSegment(n, 768_000 + (n % 7), f"part{n}of{segments}.Xk3{f}Fq9wZ$a@powerpost2000AA.local")
                for n in range(1, segments + 1)
            ),
        )
        for f in range(1, files + 1)
    ]


def test_compact_round_trip_is_exact() -> None:
    files = _release()
    assert decode_compact(encode_compact(files)) == files


def test_compact_form_is_much_smaller_than_the_xml() -> None:
    files = _release(files=10, segments=200)
    assert len(encode_compact(files)) * 5 < len(render_nzb(files))


def test_compact_handles_empty_and_unusual_files() -> None:
    files = [
        NzbFile("", "", 0, (), ()),
        NzbFile("s\ud800", "p\x00", -5, ("g",), (NzbSegment(1, 0, ""), NzbSegment(2, 1, "x"))),
        NzbFile("one", "p", 2**40, ("g",), (NzbSegment(4_000_000_000, 2**62, "only@id"),)),
    ]
    assert decode_compact(encode_compact(files)) == files
    assert decode_compact(encode_compact([])) == []


def test_compact_template_never_splits_a_multibyte_character() -> None:
    files = [NzbFile("s", "p", 1, ("g",), (NzbSegment(1, 1, "aé1@x"), NzbSegment(2, 1, "aè2@x"), NzbSegment(3, 1, "a😀@x")))]
    assert decode_compact(encode_compact(files)) == files


def test_compact_template_prefix_and_suffix_never_overlap() -> None:
    files = [NzbFile("s", "p", 1, ("g",), (NzbSegment(1, 1, "a@xx@b"), NzbSegment(2, 1, "a@b"), NzbSegment(3, 1, "a@b")))]
    assert decode_compact(encode_compact(files)) == files


_host_ids = st.lists(
    st.builds(lambda a, b: f"{a}@{b}", st.text("ab@", max_size=4), st.sampled_from(["h", "b", "@b", ""])),
    min_size=1,
    max_size=6,
)


@settings(max_examples=300)
@given(_host_ids)
def test_compact_round_trip_with_shared_host_parts(ids: list[str]) -> None:
    files = [NzbFile("s", "p", 1, ("g",), tuple(NzbSegment(i + 1, i, m) for i, m in enumerate(ids)))]
    assert decode_compact(encode_compact(files)) == files


def test_render_compact_equals_rendering_the_decoded_files() -> None:
    files = _release(files=2, segments=5)
    files.append(NzbFile("ü\x00", "p", 3, ("g",), (NzbSegment(1, 2, "multi\nline@x"), NzbSegment(2, 2, "é@x"))))
    blob = encode_compact(files)
    assert render_compact(blob, title="T", category="C") == render_nzb(decode_compact(blob), title="T", category="C")
    assert parse_nzb(render_compact(blob))[0] == files[0]


def test_compact_refuses_out_of_range_segment_numbers_with_a_clear_error() -> None:
    with pytest.raises(ValueError, match="segment"):
        encode_compact([NzbFile("s", "p", 0, ("g",), (NzbSegment(-1, 1, "a"),))])


@pytest.mark.parametrize(
    "blob",
    [
        b"",
        b"garbage",
        b"UNZ\x01not zstd",
        b"UNZ\x01" + zstandard.ZstdCompressor().compress(b"\x05\x00\x00\x00"),  # truncated
        b"UNZ\x01" + zstandard.ZstdCompressor().compress(b"\x00\x00\x00\x00extra"),  # trailing bytes
    ],
)
def test_decode_compact_raises_format_error_on_corrupt_input(blob: bytes) -> None:
    with pytest.raises(NzbFormatError):
        decode_compact(blob)


def test_decode_compact_detects_a_truncated_real_blob() -> None:
    body = zstandard.ZstdDecompressor().decompress(encode_compact(_release())[4:])
    with pytest.raises(NzbFormatError):
        decode_compact(b"UNZ\x01" + zstandard.ZstdCompressor().compress(body[:-3]))


def test_render_produces_nzb_1_1_with_head_files_groups_and_segments() -> None:
    files = _release(files=2, segments=3)
    xml = render_nzb(files, title="Rel", category="TV > HD").decode()
    assert xml.startswith('<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE nzb PUBLIC "-//newzBin//DTD NZB 1.1//EN"')
    assert f'<nzb xmlns="{NZB_NAMESPACE}">' in xml
    assert '<meta type="title">Rel</meta>' in xml
    assert '<meta type="category">TV &gt; HD</meta>' in xml
    assert 'poster="poster@example.com (Poster)" date="1700000001"' in xml
    assert '<segment bytes="768001" number="1">part1of3.Xk31Fq9wZ$a@powerpost2000AA.local</segment>' in xml
    assert xml.count("<file ") == 2 and xml.count("<segment ") == 6 and xml.count("<group>") == 4
    assert "<" + "part" not in xml  # message-ids never carry angle brackets


def test_render_then_parse_returns_the_same_files() -> None:
    files = _release()
    assert parse_nzb(render_nzb(files)) == files


def test_control_characters_in_subject_and_poster_never_produce_invalid_xml() -> None:
    nasty = "A\x00B\x01\x08\x0b\x0c\x1f\ufffe\uffff\ud800<&>\"'\t\r\n"
    # The id is a real one: an id with controls is never served (test_nzb_served_ids.py).
    files = [NzbFile(nasty, nasty, 1, (nasty + "grp",), (NzbSegment(1, 10, "id&'\"@x"),))]
    out = render_nzb(files, title=nasty, category=nasty, meta={"password": nasty})
    parsed = parse_nzb(out)
    assert parsed[0].subject == xml_safe(nasty)
    assert parsed[0].poster == xml_safe(nasty)
    assert parse_nzb_meta(out)["title"] == xml_safe(nasty)


def test_meta_entries_are_rendered_and_title_argument_wins() -> None:
    out = render_nzb(_release(1, 1), title="T", meta={"title": "ignored", "password": "pw", "tag": "x"})
    assert parse_nzb_meta(out) == {"title": "T", "password": "pw", "tag": "x"}


@pytest.mark.parametrize(
    ("doc", "message"),
    [
        (b"not xml", "well-formed"),
        (b"<foo/>", "root element"),
        (b'<nzb xmlns="http://example.com/other"/>', "root element"),
        (b"<nzb></nzb>", "no files"),
        (b'<nzb><file poster="p" date="1"><groups><group>g</group></groups></file></nzb>', "subject"),
        (b'<nzb><file poster="p" subject="s" date="x"/></nzb>', "non-integer date"),
        (b'<nzb><file poster="p" subject="s" date="1">'
         b'<segments><segment bytes="1" number="1">a</segment></segments></file></nzb>', "no groups"),
        (b'<nzb><file poster="p" subject="s" date="1"><groups><group>g</group></groups></file></nzb>', "no segments"),
        (b'<nzb><file poster="p" subject="s" date="1"><groups><group>g</group></groups>'
         b'<segments><segment bytes="1">a</segment></segments></file></nzb>', "number"),
        (b'<nzb><file poster="p" subject="s" date="1"><groups><group>g</group></groups>'
         b'<segments><segment bytes="1" number="1"> </segment></segments></file></nzb>', "message-id"),
        (b'<nzb><file poster="p" subject="s" date="1"><groups><group>g</group></groups>'
         b'<segments><segment bytes="1" number="0">a</segment></segments></file></nzb>', "number must be"),
        (b'<nzb><other/></nzb>', "unexpected element"),
    ],
)
def test_parse_nzb_names_the_problem(doc: bytes, message: str) -> None:
    with pytest.raises(NzbFormatError, match=message):
        parse_nzb(doc)


def test_parse_nzb_refuses_entity_declarations() -> None:
    bomb = (
        b'<?xml version="1.0"?><!DOCTYPE nzb [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;">]>'
        b'<nzb><file poster="p" subject="&b;" date="1"><groups><group>g</group></groups>'
        b'<segments><segment bytes="1" number="1">x</segment></segments></file></nzb>'
    )
    with pytest.raises(NzbFormatError):
        parse_nzb(bomb)


def test_parse_nzb_never_fetches_external_entities(tmp_path) -> None:
    secret = tmp_path / "secret.txt"
    secret.write_text("TOPSECRET")
    doc = (
        f'<?xml version="1.0"?><!DOCTYPE nzb [<!ENTITY x SYSTEM "file://{secret}">]>'
        '<nzb><file poster="p" subject="s" date="1"><groups><group>&x;</group></groups>'
        '<segments><segment bytes="1" number="1">x</segment></segments></file></nzb>'
    ).encode()
    with pytest.raises(NzbFormatError):
        parse_nzb(doc)


def test_parse_nzb_accepts_bracketed_message_ids_and_no_namespace() -> None:
    doc = (
        b'<nzb><file poster="p" subject="s" date="7"><groups><group>g</group></groups>'
        b'<segments><segment bytes="5" number="1">&lt;a@b&gt;</segment></segments></file></nzb>'
    )
    assert parse_nzb(doc) == [NzbFile("s", "p", 7, ("g",), (NzbSegment(1, 5, "a@b"),))]


_text = st.text(max_size=30)
_segment = st.builds(
    NzbSegment,
    number=st.integers(1, 2**32 - 1),
    bytes=st.integers(0, 2**62),
    message_id=st.text(min_size=0, max_size=40),
)
_file = st.builds(
    NzbFile,
    subject=_text,
    poster=_text,
    date=st.integers(-(2**62), 2**62),
    groups=st.lists(_text, max_size=3).map(tuple),
    segments=st.lists(_segment, max_size=12).map(tuple),
)


@settings(max_examples=200)
@given(st.lists(_file, max_size=5))
def test_compact_round_trip_property(files: list[NzbFile]) -> None:
    blob = encode_compact(files)
    assert decode_compact(blob) == files


# Ids as domain.message_ids accepts them (an id it refuses is never rendered: test_nzb_served_ids.py), with the
# characters XML escapes among them.
_id_part = st.text(alphabet=st.sampled_from("&\"'$%=?[]{}!#.ab09@"), min_size=1, max_size=14)
_visible_id = st.builds(lambda a, b: f"{a}@{b}", _id_part, _id_part)
_render_file = st.builds(
    NzbFile,
    subject=st.text(max_size=40),
    poster=st.text(max_size=40),
    date=st.integers(0, 2**40),
    groups=st.lists(st.text(alphabet="abcdefghij.", min_size=1, max_size=20), min_size=1, max_size=3).map(tuple),
    segments=st.lists(
        st.builds(NzbSegment, number=st.integers(1, 10_000), bytes=st.integers(0, 10**9), message_id=_visible_id),
        min_size=1,
        max_size=6,
    ).map(tuple),
)


@settings(max_examples=200)
@given(st.lists(_render_file, min_size=1, max_size=4), st.text(max_size=30))
def test_render_output_always_parses_strictly(files: list[NzbFile], title: str) -> None:
    out = render_nzb(files, title=title, category="Other")
    assert render_compact(encode_compact(files), title=title, category="Other") == out
    parsed = parse_nzb(out)
    assert len(parsed) == len(files)
    for got, want in zip(parsed, files, strict=True):
        assert got.subject == xml_safe(want.subject)
        assert got.poster == xml_safe(want.poster)
        assert got.date == want.date
        assert [s.number for s in got.segments] == [s.number for s in want.segments]
        assert [s.bytes for s in got.segments] == [s.bytes for s in want.segments]
