"""Ingest: every article's fate counted, files aggregated, crossposts staged once."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from usenet_ops.domain import ingest
from usenet_ops.domain.junk import JunkEngine, JunkRule, RuleKind, Stage
from usenet_ops.domain.overview import OverviewBatch, OverviewRecord


def rec(number: int, subject: bytes, msgid: bytes, *, xref: bytes | None = None, poster: bytes = b"poster <p@x>",
        size: int = 1000) -> OverviewRecord:
    return OverviewRecord(number, subject, poster, b"Mon, 30 Nov 2026 10:00:00 +0000", msgid, b"", size, 10, xref)


def release(n_files: int, n_parts: int, start: int = 1, name: bytes = b"My.Show.S01E01.720p") -> list[OverviewRecord]:
    out = []
    num = start
    for f in range(1, n_files + 1):
        for p in range(1, n_parts + 1):
            subject = b'%s [%02d/%02d] - "%s.part%02d.rar" yEnc (%d/%d)' % (name, f, n_files, name, f, p, n_parts)
            out.append(rec(num, subject, b"<%s-%d-%d@poster>" % (name, f, p)))
            num += 1
    return out


def test_articles_aggregate_per_file_and_share_one_set() -> None:
    result = ingest.ingest(release(3, 4), group="alt.binaries.test", indexed_groups={"alt.binaries.test"})
    assert len(result.files) == 3
    assert len({f.set_id for f in result.files.values()}) == 1
    for f in result.files.values():
        assert sorted(f.parts) == [1, 2, 3, 4]
        assert f.file_total == 3 and f.part_total == 4
        assert all(not m.startswith("<") for m in f.message_ids)
    assert result.outcomes == {"staged": 12}
    assert result.articles == 12


def test_every_article_fate_is_counted_including_malformed_lines() -> None:
    records = release(1, 2) + [rec(99, b"just a discussion post", b"<talk@x>")]
    batch = OverviewBatch(records, malformed=2, malformed_sample=b"garbage\tline")
    result = ingest.ingest(batch, group="alt.binaries.test", indexed_groups={"alt.binaries.test"})
    assert result.outcomes == {"staged": 2, "not_binary": 1, "parse_dropped": 2}
    assert result.articles == sum(result.outcomes.values()) == 5
    assert result.parse_sample == "garbage\tline"


def test_crosspost_is_staged_only_under_its_first_indexed_group() -> None:
    xref = b"news.example.com alt.binaries.first:10 alt.binaries.second:20"
    records = [rec(20, b'Name [1/1] - "a.rar" yEnc (1/1)', b"<x@y>", xref=xref)]
    indexed = {"alt.binaries.first", "alt.binaries.second"}
    second = ingest.ingest(records, group="alt.binaries.second", indexed_groups=indexed)
    first = ingest.ingest(records, group="alt.binaries.first", indexed_groups=indexed)
    assert second.outcomes == {"crosspost": 1} and not second.files
    assert first.outcomes == {"staged": 1}
    assert next(iter(first.files.values())).groups == {"alt.binaries.first", "alt.binaries.second"}


def test_crosspost_to_an_unindexed_first_group_stays_here() -> None:
    xref = b"host alt.binaries.unindexed:5 alt.binaries.here:7"
    records = [rec(7, b'Name [1/1] - "a.rar" yEnc (1/1)', b"<x@y>", xref=xref)]
    result = ingest.ingest(records, group="alt.binaries.here", indexed_groups={"alt.binaries.here"})
    assert result.outcomes == {"staged": 1}


def test_junk_is_evaluated_once_per_base_and_attributed_per_article() -> None:
    rule = JunkRule(id=7, name="spam_marker", kind=RuleKind.REGEX, pattern=r"(?i)free\s+money", stage=Stage.INGEST,
                    size_band=None, enabled=True, order=1, reason="spam")
    engine = JunkEngine([rule])
    records = release(2, 3, name=b"FREE MONEY now") + release(1, 2, start=50)
    result = ingest.ingest(records, group="alt.binaries.test", indexed_groups={"alt.binaries.test"},
                           filters=ingest.IngestFilters(junk=engine))
    assert result.outcomes == {"junk:spam_marker": 6, "staged": 2}
    assert result.junk_hits == {7: 6}


def test_rfc2047_subject_is_decoded_before_parsing() -> None:
    subject = b"=?UTF-8?B?" + __import__("base64").b64encode('日本語 [1/1] - "anime.mkv" yEnc (1/2)'.encode()) + b"?="
    result = ingest.ingest([rec(1, subject, b"<j@x>")], group="alt.binaries.test", indexed_groups=set())
    (f,) = result.files.values()
    assert f.file_name == "anime.mkv" and f.subject.startswith("日本語")


def test_article_without_message_id_is_counted_not_staged() -> None:
    result = ingest.ingest([rec(1, b'N [1/1] - "a.rar" yEnc (1/1)', b"")], group="g.a", indexed_groups=set())
    assert result.outcomes == {"no_message_id": 1} and not result.files


def test_article_span_and_date_are_folded_per_file() -> None:
    records = release(1, 3, start=100)
    records.reverse()  # arrival order must not matter
    (f,) = ingest.ingest(records, group="g.a", indexed_groups=set()).files.values()
    assert (f.art_lo, f.art_hi) == (100, 102)
    assert f.posted == 1796032800


def test_unreadable_date_is_zero_not_an_error() -> None:
    assert ingest.parse_date(b"not a date") == 0
    assert ingest.parse_date(b"\xff\xfe") == 0


_ZONES = ["+0000", "-0530", "+9999", "GMT", "UTC", "EST", "+000", "Z", "+0000 (UTC)", "-0800 (PST) x", "-0000"]


@settings(max_examples=600)
@given(st.sampled_from(["", "Mon, ", "Xyz, ", "Mon "]), st.integers(0, 99), st.sampled_from(
    ["Jan", "Feb", "Nov", "Dec", "nov", "Foo"]), st.integers(0, 9999), st.integers(0, 99), st.integers(0, 99),
    st.integers(0, 99), st.sampled_from(_ZONES), st.booleans())
def test_the_canonical_date_reader_agrees_with_the_email_parser(dow, day, mon, year, hh, mm, ss, zone, pad) -> None:
    """The fast reader accepts only the canonical form and then gives the email parser's answer."""
    from email.utils import mktime_tz, parsedate_tz

    fmt = "%s%02d %s %04d %02d:%02d:%02d %s" if pad else "%s%d %s %d %d:%d:%d %s"
    raw = (fmt % (dow, day, mon, year, hh, mm, ss, zone)).encode()
    try:
        parsed = parsedate_tz(raw.decode())
        expected = int(mktime_tz(parsed)) if parsed is not None else 0
    except (ValueError, IndexError, OverflowError):
        expected = 0
    assert ingest.parse_date(raw) == expected
    fast = ingest._canonical_date(raw)
    assert fast is None or fast == expected
