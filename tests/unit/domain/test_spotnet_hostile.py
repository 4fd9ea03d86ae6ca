"""Spot decoders under attack (issue 31): linear X-XML repair, bounded NZB payloads, no injected message-id.

No timings: each test asserts the work done (characters scanned), the output
(what is kept), or the memory a fresh process needed.
"""

from __future__ import annotations

import re
import subprocess
import sys
import zlib

from hypothesis import given, settings
from hypothesis import strategies as st

from usenet_ops.corpus.hostile_spot_inputs import (
    CAPS,
    DECODERS,
    bomb_payload,
    injected_id_nzb,
    worst_xml,
)
from usenet_ops.domain import message_ids
from usenet_ops.domain.nzb import NzbFile, NzbSegment, render_nzb
from usenet_ops.domain.spotnet import spots
from usenet_ops.domain.spotnet.payload import (
    MAX_INFLATED,
    MAX_NZB_ENTRIES,
    NzbPayload,
    PayloadError,
    PayloadRejected,
    decode_nzb_payload,
    encode_payload,
    escape_payload,
)
from usenet_ops.domain.spotnet.spots import SpotPosting, parse_spot_xml, repair_xml


class _Counting(str):
    """A str whose find() adds up the characters it scanned (the work of a find-based scanner)."""

    scanned = 0

    def find(self, sub: str, start: int | None = None, end: int | None = None) -> int:  # type: ignore[override]
        begin = 0 if start is None else start
        hit = str.find(self, sub, begin, len(self) if end is None else end)
        _Counting.scanned += (hit + len(sub) if hit >= 0 else len(self)) - begin
        return hit


# Fragments that aim at the span scanners: openers, closers, CDATA markers and filler.
_FRAGMENTS = st.lists(st.sampled_from(["<Title>", "</Title>", "<![CDATA[", "]]>", "x", "&", "<", "]]", "<Title"]),
                      max_size=60).map("".join)


@given(_FRAGMENTS)
def test_span_scan_finds_what_the_lazy_regex_found(text: str) -> None:
    pattern = re.compile(r"<Title>(.*?)</Title>", re.S)
    expected = [(m.start(), m.start(1), m.end(1), m.end()) for m in pattern.finditer(text)]
    assert list(spots._spans(text, "<Title>", "</Title>")) == expected
    cdata = re.compile(r"<!\[CDATA\[.*?\]\]>", re.S)
    assert [(s, e) for s, _, _, e in spots._spans(text, "<![CDATA[", "]]>")] == [m.span() for m in cdata.finditer(text)]


@settings(max_examples=50)
@given(st.integers(min_value=1, max_value=4000), st.sampled_from(["<Title>", "<![CDATA[", "<Title>x</Title><Title>"]))
def test_span_scan_reads_each_character_about_once_however_many_openers(repeat: int, unit: str) -> None:
    # The regex it replaced scanned to the end from every opener: repeat**2 / 2 units for this input.
    text = _Counting(unit * repeat)
    _Counting.scanned = 0
    opener, closer = ("<![CDATA[", "]]>") if unit.startswith("<!") else ("<Title>", "</Title>")
    list(spots._spans(text, opener, closer))
    assert _Counting.scanned <= 2 * len(text) + len(closer)


def test_repeated_title_openers_repair_to_a_document_no_larger_than_the_input() -> None:
    doc = "<Spotnet><Posting>" + "<Title>" * (spots.MAX_XML // 7 - 3)
    repaired, _ = repair_xml(doc)
    assert len(repaired) <= len(doc)
    assert isinstance(parse_spot_xml(doc), (SpotPosting, spots.Rejected))


def test_the_worst_case_xml_generator_hits_every_repair() -> None:
    _, repairs = repair_xml(worst_xml(8192).decode("utf-8"))
    assert {"control_chars", "tag_whitespace", "cdata_wrapped"} <= set(repairs)


@settings(max_examples=40, deadline=None)
@given(st.lists(st.sampled_from(spots._WRAP), min_size=1, max_size=5),
       st.lists(st.sampled_from(["a", "&", "<", "]]>", "&amp;", "<b>", " "]), max_size=12).map("".join))
def test_cdata_wrapping_keeps_its_meaning_with_the_linear_scan(names: list[str], body: str) -> None:
    doc = "".join(f"<{n}>{body}</{n}>" for n in names)
    out = spots._wrap_cdata(doc)
    for name in names:
        m = re.compile(rf"<{name}>(.*?)</{name}>", re.S).search(doc)
        assert m is not None
        needs = spots._NEEDS_CDATA.search(m.group(1)) is not None
        assert (f"<{name}><![CDATA[" in out) == needs


# --- NZB payloads ----------------------------------------------------------------------


def _deflate(data: bytes) -> bytes:
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    return packer.compress(data) + packer.flush()


def test_an_injected_segment_id_is_counted_and_skipped_never_kept() -> None:
    # Before issue 31 "x@y>\r\nQUIT" went into the catalogue and every NZB served for the spot.
    result = decode_nzb_payload([escape_payload(_deflate(injected_id_nzb(3)))])
    assert isinstance(result, NzbPayload), result
    assert [s.message_id for f in result.files for s in f.segments] == ["good@example.com"]
    assert result.invalid_ids == 3 and "QUIT" in result.invalid_sample


def test_an_nzb_whose_every_segment_id_is_invalid_is_a_rejection() -> None:
    xml = injected_id_nzb(2).replace(b"good@example.com", b"no at sign")
    result = decode_nzb_payload([escape_payload(_deflate(xml))])
    assert isinstance(result, PayloadRejected) and result.reason is PayloadError.BAD_MESSAGE_IDS


def test_the_largest_real_looking_spot_nzb_fits_under_the_caps() -> None:
    # 60,000 segments: the corpus's biggest UHD film or season pack (names.KIND_ARTICLES), 140 per volume.
    files = [NzbFile(f'Big.Release [{f:03d}/429] - "big.part{f:03d}.rar" yEnc (1/140)', "P <p@example.com>",
                     1_700_000_000, ("alt.binaries.multimedia", "alt.binaries.hdtv"),
                     tuple(NzbSegment(n, 716_800, f"part{n}of140.{f:016X}ABCDEF@powerpost2000AA.local")
                           for n in range(1, 141)))
             for f in range(1, 430)]
    xml = render_nzb(files, title="Big.Release")
    assert 4 * len(xml) <= MAX_INFLATED + 2 * 1024 * 1024
    result = decode_nzb_payload(encode_payload(xml))
    assert isinstance(result, NzbPayload), result
    assert sum(len(f.segments) for f in result.files) == 60_060
    assert result.xml_bytes == len(xml)


def test_an_nzb_of_more_elements_than_the_cap_is_too_large() -> None:
    result = decode_nzb_payload([bomb_payload(4 * 1024 * 1024)], max_entries=10_000)
    assert isinstance(result, PayloadRejected) and result.reason is PayloadError.TOO_LARGE
    assert MAX_NZB_ENTRIES >= 4 * 60_000


def test_a_sixteen_mib_inflation_bomb_stays_in_bounded_memory() -> None:
    # A 49 KB payload that inflates to 16 MiB of segments took ~390 MiB as a tree; read as a stream it
    # needs the Python objects of what it keeps. Measured in a fresh process: peak RSS growth.
    code = (
        "import resource\n"
        "from usenet_ops.corpus.hostile_spot_inputs import bomb_payload\n"
        "from usenet_ops.domain.spotnet.payload import decode_nzb_payload\n"
        "import lxml.etree\n"
        "body = bomb_payload(16 * 1024 * 1024)\n"
        "assert len(body) < 64 * 1024, len(body)\n"
        "before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss\n"
        "result = decode_nzb_payload([body])\n"
        "after = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss\n"
        "print(result.reason.value, (after - before) // 1024)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split()
    assert out[0] == "payload_too_large"
    assert int(out[1]) < 80, f"{out[1]} MiB"


_SEGMENT_IDS = st.sampled_from(["a@b", "x@y&gt;&#13;&#10;QUIT", "", "no-at", "&lt;c@d&gt;", "sp ace@x", "e@f\t"])
_ELEMENTS = st.lists(st.one_of(
    _SEGMENT_IDS.map(lambda i: f'<segment bytes="1" number="1">{i}</segment>'),
    st.just('<segment bytes="x" number="1">a@b</segment>'),
    st.just("<group>a.b</group>"),
    st.just("<groups>"), st.just("</groups>"), st.just("<segments>"), st.just("</segments>"),
    st.just('<file subject="s" poster="p" date="1">'), st.just("</file>"),
    st.just('<head><meta type="a">b</meta></head>'), st.just("<![CDATA[x]]>"), st.just("&amp;"),
), max_size=40)


@settings(max_examples=150, deadline=None)
@given(_ELEMENTS)
def test_any_nzb_structure_decodes_to_valid_ids_or_a_counted_rejection(parts: list[str]) -> None:
    xml = ('<nzb xmlns="http://www.newzbin.com/DTD/2003/nzb">' + "".join(parts) + "</nzb>").encode()
    result = decode_nzb_payload([escape_payload(_deflate(xml))])
    assert isinstance(result, (NzbPayload, PayloadRejected))
    if isinstance(result, NzbPayload):
        kept = [s.message_id for f in result.files for s in f.segments]
        assert all(message_ids.valid_bare(m) for m in kept)
        assert len(kept) + result.invalid_ids <= xml.count(b"<segment ")


def test_every_decoder_entry_generates_its_size_and_decodes_without_raising() -> None:
    for name, (make, decode) in DECODERS.items():
        data = make(16 * 1024)
        assert len(data) == 16 * 1024, name
        decode(data)
        assert CAPS[name] >= 50 * 1024
