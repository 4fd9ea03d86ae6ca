"""Overview records: field positions, Xref handling, malformed lines."""

from __future__ import annotations

from usenet_ops.domain.overview import OverviewFormat, parse_overview

LINE = b"42\tSubj \xff\tposter <p@x>\tMon, 1 Jan 2026\t<id@x>\t<ref@x>\t1234\t17"


def test_default_format_parses_numbers_as_ints_and_headers_as_raw_bytes() -> None:
    batch = parse_overview([LINE])
    rec = batch.records[0]
    assert (rec.number, rec.bytes, rec.lines) == (42, 1234, 17)
    assert rec.subject == b"Subj \xff"
    assert rec.message_id == b"<id@x>"
    assert rec.xref is None


def test_xref_full_from_overview_fmt_strips_the_prefix() -> None:
    fmt = OverviewFormat.from_lines([b"Subject:", b"From:", b"Date:", b"Message-ID:", b"References:",
                                     b":bytes", b":lines", b"Xref:full"])
    batch = parse_overview([LINE + b"\tXref: news.x a.b.c:42 a.b.d:7"], fmt)
    assert batch.records[0].xref == b"news.x a.b.c:42 a.b.d:7"


def test_xref_without_prefix_is_taken_as_is() -> None:
    fmt = OverviewFormat.from_lines([b"Subject:", b"From:", b"Date:", b"Message-ID:", b"References:",
                                     b"Bytes:", b"Lines:", b"Xref:full"])
    batch = parse_overview([LINE + b"\tnews.x a.b.c:42"], fmt)
    assert batch.records[0].xref == b"news.x a.b.c:42"


def test_xref_after_another_extra_field_is_found_by_position() -> None:
    fmt = OverviewFormat.from_lines([b"Subject:", b"From:", b"Date:", b"Message-ID:", b"References:",
                                     b":bytes", b":lines", b"X-Trace:full", b"Xref:full"])
    batch = parse_overview([LINE + b"\tX-Trace: t\tXref: h g:1"], fmt)
    rec = batch.records[0]
    assert rec.xref == b"h g:1"
    assert rec.extra == (b"X-Trace: t",)
    assert fmt.extra_names == ("X-Trace:full",)


def test_default_format_sniffs_an_xref_extra_field() -> None:
    batch = parse_overview([LINE + b"\tXref: h g:1"])
    assert batch.records[0].xref == b"h g:1"


def test_malformed_lines_are_counted_and_skipped() -> None:
    batch = parse_overview([b"garbage", LINE, b"x\ta\tb\tc\td\te\t1\t1"])
    assert len(batch) == 1
    assert batch.malformed == 2
    assert batch.malformed_sample == b"garbage"


def test_unparseable_byte_and_line_counts_become_zero() -> None:
    batch = parse_overview([b"7\ts\tf\td\t<m>\t\t\t"])
    rec = batch.records[0]
    assert (rec.number, rec.bytes, rec.lines) == (7, 0, 0)
