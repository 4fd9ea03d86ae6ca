"""The settled prefix of an OVER reply by its Dates (issue 17 item 5): honest lines, garbage and lying clocks."""

from __future__ import annotations

import calendar
import email.utils

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from usenet_ops.domain.settling import Settled, settled_prefix, settles_at

CUTOFF = calendar.timegm((2025, 12, 1, 12, 0, 0))  # "now minus the delay"
OLD = b"Mon, 01 Dec 2025 08:00:00 +0000"  # four hours before the cutoff
NEW = b"Mon, 01 Dec 2025 13:00:00 +0000"  # an hour after it


def line(n: int | bytes, date: bytes = OLD, subject: bytes = b"Some.Release [1/3] - \"a.rar\" yEnc (1/2)") -> bytes:
    number = n if isinstance(n, bytes) else b"%d" % n
    return b"\t".join([number, subject, b"Poster <p@x.test>", date, b"<%s@x.test>" % number, b"", b"700", b"10",
                       b"Xref: h alt.binaries.test:" + number])


def block(*lines: bytes) -> bytes:
    return b"".join(x + b"\r\n" for x in lines)


def upto(data: bytes, lo: int, hi: int, cutoff: int, *, open_end: bool = False) -> int | None:
    """Return the last article number the settled prefix settles, or None when it settles nothing."""
    found = settled_prefix(data, lo, hi, cutoff, open_end=open_end)
    return None if found is None else found.upto


def stamp(seconds: int, zone: str = "+0000") -> bytes:
    """Return an RFC 5322 date of ``seconds`` written in ``zone`` (``+HHMM``)."""
    sign = -1 if zone[0] == "-" else 1
    offset = sign * (int(zone[1:3]) * 3600 + int(zone[3:5]) * 60)
    text = email.utils.formatdate(seconds + offset, usegmt=True)[:-4] + zone
    return text.encode()


def test_every_line_settled_settles_the_whole_range_asked_for_including_gaps() -> None:
    data = block(line(100), line(101), line(104), line(105))
    assert settled_prefix(data, 100, 110, CUTOFF) == Settled(110, len(data))
    assert upto(data, 100, 110, CUTOFF) == 110
    # At the server's high mark the numbers after the last line may be lines still propagating: not settled.
    assert settled_prefix(data, 100, 110, CUTOFF, open_end=True) == Settled(105, len(data))
    assert upto(data + block(line(110)), 100, 110, CUTOFF, open_end=True) == 110


def test_a_newer_line_stops_the_prefix_at_the_last_settled_line_before_it() -> None:
    head = block(line(100), line(101), line(103))
    data = head + block(line(104, NEW), line(105))
    assert settled_prefix(data, 100, 110, CUTOFF) == Settled(103, len(head))
    assert data[: len(head)] == head  # the cut is a line boundary: the rest is whole lines too


def test_a_first_line_that_is_not_settled_settles_nothing() -> None:
    assert settled_prefix(block(line(100, NEW), line(101)), 100, 110, CUTOFF) is None


def test_an_empty_reply_settles_nothing() -> None:
    assert settled_prefix(b"", 100, 110, CUTOFF) is None
    assert upto(b"", 100, 110, CUTOFF) is None


def test_unsorted_dates_stop_at_the_first_new_one_even_when_older_ones_follow() -> None:
    head = block(line(1), line(2, b"Mon, 01 Dec 2025 11:59:59 +0000"))
    data = head + block(line(3, NEW), line(4, b"Mon, 01 Dec 2025 02:00:00 +0000"))
    assert settled_prefix(data, 1, 9, CUTOFF) == Settled(2, len(head))


def test_a_date_exactly_at_the_cutoff_is_not_older_than_it() -> None:
    assert upto(block(line(1), line(2, stamp(CUTOFF))), 1, 2, CUTOFF) == 1
    assert upto(block(line(1), line(2, stamp(CUTOFF - 1))), 1, 2, CUTOFF) == 2


@pytest.mark.parametrize("zone", ["+1400", "-1200", "+0530", "-0930", "+0000"])
def test_the_same_instant_in_any_zone_gets_the_same_verdict(zone: str) -> None:
    before, after = stamp(CUTOFF - 60, zone), stamp(CUTOFF + 60, zone)
    assert upto(block(line(1, before)), 1, 1, CUTOFF) == 1
    assert upto(block(line(1, after)), 1, 1, CUTOFF) is None


def test_a_local_clock_before_the_cutoff_in_a_zone_west_of_it_is_after_the_cutoff() -> None:
    # 11:00 at -1200 is 23:00 UTC: eleven hours after the cutoff though the wall clock reads earlier.
    assert upto(block(line(1, b"Mon, 01 Dec 2025 11:00:00 -1200")), 1, 1, CUTOFF) is None
    assert upto(block(line(1, b"Mon, 01 Dec 2025 11:00:00 +1400")), 1, 1, CUTOFF) == 1


@pytest.mark.parametrize("date", [b"Mon, 01 Dec 2025 06:00:00 EST", b"1 Dec 25 08:00:00 GMT",
                                  b"Mon, 1 Dec 2025 08:00:00 +0000 (UTC)", b"01 Dec 2025 08:00 +0000"])
def test_older_forms_of_a_readable_date_settle(date: bytes) -> None:  # 06:00 EST is 11:00 UTC
    assert upto(block(line(1, date)), 1, 1, CUTOFF) == 1


@pytest.mark.parametrize("date", [
    b"Fri, 01 Dec 2999 08:00:00 +0000",  # a lying clock, far in the future
    b"Mon, 01 Dec 2025 13:00:00 +0000",  # an hour ahead
    b"Thu, 31 Dec 99999 23:59:59 +0000",  # past any calendar the parser takes
    b"1 Dec 1969 00:00:00 +0000",  # before the epoch: no post carries it honestly
    b"",  # absent
    b"yesterday",
    b"Mon, 01 Dec 2025 08:00:00 +0000\x00",  # a NUL byte
    b"\x00",
    b"Mon, 01 D\xe9c 2025 08:00:00 +0000",  # invalid UTF-8 (a Latin-1 month name)
    b"\xff\xfe\xfd",
    b"Mon, 01 Dec 2025 08:00:00 +0000\x1b[0m",  # a control sequence
    b"Mon, 01 Dec 2025 08:00:00 +0000" + b" " * 300,  # longer than any Date
])
def test_an_unreadable_future_or_garbage_date_stops_the_prefix_there(date: bytes) -> None:
    head = block(line(1), line(2))
    data = head + block(line(3, date), line(4))
    assert settled_prefix(data, 1, 9, CUTOFF) == Settled(2, len(head))


def test_invalid_utf8_and_nul_elsewhere_on_the_line_do_not_matter_when_the_date_is_good() -> None:
    data = block(line(1, subject=b"\xff\xfe bad \xc3("), line(2, subject=b"nul\x00inside"))
    assert upto(data, 1, 2, CUTOFF) == 2


@pytest.mark.parametrize("bad", [
    b"",  # an empty line
    b"garbage without tabs",
    b"7\tSubject only",  # missing fields
    b"7\tSubject\tFrom <f@x>\t" + OLD,  # Date is there but nothing after it
    line(b""),  # no number
    line(b"seven"),
    line(b"-7"),
    line(b" 7"),
    line(b"7\x00"),
    line(b"99999999999999999999999"),  # beyond any bigint
])
def test_a_line_without_a_usable_number_or_fields_stops_the_prefix(bad: bytes) -> None:
    head = block(line(5), line(6))
    data = head + block(bad, line(8))
    assert settled_prefix(data, 5, 9, CUTOFF) == Settled(6, len(head))


def test_a_number_outside_the_range_or_going_backwards_stops_the_prefix() -> None:
    assert upto(block(line(5), line(6), line(4), line(7)), 5, 9, CUTOFF) == 6  # backwards
    assert upto(block(line(5), line(6), line(6), line(7)), 5, 9, CUTOFF) == 6  # repeated
    assert upto(block(line(5), line(12)), 5, 9, CUTOFF) == 5  # past hi
    assert upto(block(line(3), line(5)), 5, 9, CUTOFF) is None  # below lo


def test_a_cut_off_last_line_is_not_settled_and_the_range_past_it_is_not_claimed() -> None:
    head = block(line(1), line(2))
    assert settled_prefix(head + line(3)[:20], 1, 9, CUTOFF) == Settled(2, len(head))
    assert settled_prefix(line(1), 1, 9, CUTOFF) is None  # no CRLF at all


@settings(max_examples=300, deadline=None)
@given(st.lists(st.one_of(st.binary(max_size=80), st.sampled_from([line(1), line(2, NEW), line(3)])), max_size=12))
def test_any_bytes_give_a_prefix_of_whole_lines_within_the_range_and_never_raise(parts: list[bytes]) -> None:
    data = b"\r\n".join(parts)
    found = settled_prefix(data, 1, 9, CUTOFF)
    if found is None:
        return
    assert 1 <= found.upto <= 9
    assert 0 < found.cut <= len(data) and data[: found.cut].endswith(b"\r\n")


def _line_by_line(data: bytes, lo: int, hi: int, cutoff: int, open_end: bool) -> Settled | None:
    """The prefix as the invariants spell it, one line at a time: what the memoised loop must equal."""
    from usenet_ops.domain.ingest import parse_date
    from usenet_ops.domain.overview import article_number, split_block

    end = data.rfind(b"\r\n")
    last, cut = None, 0
    for text in split_block(data[: end + 2]) if end >= 0 else []:
        fields = text.split(b"\t", 4)
        number = article_number(fields[0]) if len(fields) == 5 else None
        low = lo if last is None else last + 1
        date = fields[3] if number is not None else b""
        if (number is None or not low <= number <= hi or not date or len(date) > 200
                or any(b < 0x20 or b == 0x7F for b in date) or not 0 < parse_date(date) < cutoff):
            return None if last is None else Settled(last, cut)
        last, cut = number, cut + len(text) + 2
    if last is None:
        return None
    return Settled(hi if cut == len(data) and not open_end else last, cut)


@settings(max_examples=400, deadline=None)
@given(st.lists(st.one_of(
    st.builds(line, st.integers(1, 12), st.sampled_from([OLD, NEW, b"", b"garbage", b"\x00", stamp(CUTOFF),
                                                         stamp(CUTOFF - 1), OLD + b"\x1b"])),
    st.builds(line, st.sampled_from([b"", b"x", b"0007", b"9" * 18, b"9" * 19, b"9" * 25])),
    st.binary(max_size=40)), max_size=12), st.booleans(), st.booleans())
def test_the_memoised_loop_equals_the_line_by_line_definition(parts: list[bytes], open_end: bool, cut_off: bool) -> None:
    data = b"".join(p + b"\r\n" for p in parts)
    if cut_off and data:
        data = data[:-1]
    assert settled_prefix(data, 1, 10**19, CUTOFF, open_end=open_end) == _line_by_line(data, 1, 10**19, CUTOFF, open_end)
    assert settled_prefix(data, 2, 9, CUTOFF, open_end=open_end) == _line_by_line(data, 2, 9, CUTOFF, open_end)


DELAY = 4 * 3600


def test_settles_at_is_the_first_lines_date_plus_the_delay_while_that_is_still_ahead() -> None:
    new = calendar.timegm((2025, 12, 1, 13, 0, 0))
    assert settles_at(block(line(5, NEW), line(6, OLD)), DELAY, now=new) == new + DELAY
    assert settles_at(block(line(5, NEW)), DELAY, now=new + DELAY) == new + DELAY, "strictly older settles"
    assert settles_at(block(line(5, NEW)), DELAY, now=new + DELAY + 1) is None, "settled already: stopped otherwise"


@pytest.mark.parametrize("raw", [
    block(line(5, b"")),  # no Date
    block(line(5, b"not a date at all")),
    block(line(5, OLD + b"\x00")),  # a NUL inside
    block(line(5, b"x" * 5000)),  # a huge field
    block(line(5, b"Mon, 01 Dec 2025 08:00:\x0100 +0000")),  # a control byte
    b"5\tsubject only\r\n",  # too few fields
    b"",  # nothing at all
    b"\x00\xff\xfe" * 100,  # no line, no tab, bytes that decode to nothing
    block(line(b"x5", OLD)),  # no article number, a Date long settled: no waiting cures it
])
def test_a_line_no_date_will_settle_never_settles_by_date(raw: bytes) -> None:
    assert settles_at(raw, DELAY, now=CUTOFF + DELAY) is None


@settings(max_examples=300)
@given(st.binary(max_size=400), st.integers(min_value=0, max_value=10**6))
def test_settles_at_on_random_bytes_returns_a_time_ahead_or_none(raw: bytes, delay: int) -> None:
    got = settles_at(raw, delay, now=CUTOFF)
    assert got is None or got >= CUTOFF
