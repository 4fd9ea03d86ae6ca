"""Say how much of an OVER reply is settled by its Dates: old enough that its releases' parts have propagated.

Why: the crawl keeps coverage (which the walk-past sweep reasons from) off
the newest ``crawl_headroom`` articles, because parts of a release posted
moments ago may still be on their way to this server: covering their
siblings would make the sweep judge a live set dead. On a quiet group that
rule alone left the newest articles uncovered, and re-read every pass, until
as many new articles were posted, possibly for days (issue 17 item 5). An
article whose Date is older than a propagation delay is past that risk: the
parts posted with it have had the delay to arrive, and arrivals take numbers
above the high mark, never inside a range already answered.

Invariants:

1. The settled part is a prefix of the reply in its own order: it starts at
   the first line and stops at the first line that is not plainly settled,
   so coverage never skips over an article it could not judge.
2. A line is plainly settled only when it has an article number within the
   range asked for, above the previous line's (a server that sends numbers
   out of order is not trusted further), the RFC 3977 fields up to Date, and
   a Date that parses (``ingest.parse_date``), carries no control bytes and
   lies strictly before the cutoff. An unreadable, absent or future Date (a
   poster's lying clock) stops the prefix: the headroom rule covers that
   article later, as before.
3. Gaps between settled lines are settled (no article holds those numbers);
   when every line is settled the whole range asked for is, as the server
   answered for all of it, except at the high mark (``open_end``): there a
   number without an overview line may be an article whose line has not
   propagated yet (the very reason for the headroom), so the numbers after
   the last line are read again next pass. An empty reply settles nothing:
   an empty answer about the newest numbers proves nothing about them.

Pure: bytes in, numbers out; the cutoff is the caller's clock.
"""

from __future__ import annotations

from dataclasses import dataclass

from usenet_ops.domain.ingest import parse_date
from usenet_ops.domain.overview import article_number, split_block

# Bytes no honest Date header holds (C0 controls and DEL; a tab would have split the field).
_CONTROL = bytes(range(0x20)) + b"\x7f"
# Overview fields up to and including Date: number, Subject, From, Date.
_DATE_AT = 3
# Longer than any Date a client writes ("Wed, 31 Dec 2025 23:59:59 +0000 (Coordinated Universal Time)" is 62):
# such a field is garbage, and the email parser's time on it is not spent.
_MAX_DATE = 200


@dataclass(frozen=True)
class Settled:
    """The settled prefix of an OVER reply for lo..hi.

    ``upto`` is the last article number it settles (lo..upto may be covered);
    ``cut`` is where it ends in the reply: ``block[:cut]`` holds its lines,
    ``block[cut:]`` the rest (each part whole CRLF-terminated lines).
    """

    upto: int
    cut: int


def settled_prefix(block: bytes, lo: int, hi: int, cutoff: int, *, open_end: bool = False) -> Settled | None:
    """Return the prefix of ``block`` (OVER lo-hi) whose every line carries a Date before ``cutoff``; None if empty.

    ``cutoff`` is unix seconds (now minus the propagation delay). A cut-off
    last line (no CRLF) is not a line: it stops the prefix like garbage.
    ``open_end``: ``hi`` is the server's high mark, so numbers after the last
    line are not settled (invariant 3).
    """
    end = block.rfind(b"\r\n")
    lines = split_block(block[: end + 2]) if end >= 0 else []
    last: int | None = None
    low = lo
    cut = 0
    # One verdict per distinct Date: the crawl judges every line above the headroom each pass, and an
    # upload's articles share their Date by the dozen (parse_date was most of a line's cost).
    verdicts: dict[bytes, bool] = {}
    for line in lines:
        fields = line.split(b"\t", _DATE_AT + 1)
        if len(fields) <= _DATE_AT + 1:  # the fields after Date (Message-ID, ...) must be there too
            break
        raw = fields[0]
        # Up to 18 digits an int is below 2**63 (article_number's bound): the common case without the call.
        number = int(raw) if raw.isdigit() and len(raw) <= 18 else article_number(raw)
        if number is None or not low <= number <= hi:
            break
        date = fields[_DATE_AT]
        settled = verdicts.get(date)
        if settled is None:
            settled = verdicts[date] = _settled_date(date, cutoff)
        if not settled:
            break
        last = number
        low = number + 1
        cut += len(line) + 2
    else:
        if last is None:
            return None
        # Every line settled; a cut-off tail (cut < len(block)) is not a line the server finished.
        return Settled(hi if cut == len(block) and not open_end else last, cut)
    return None if last is None else Settled(last, cut)


def settles_at(block: bytes, delay_sec: int, now: float) -> int | None:
    """Return when the first line of ``block`` settles (its Date + ``delay_sec``, unix seconds); None if it never will.

    The first line that stopped a settled prefix decides when the prefix can
    grow again: until then nothing after it can be covered. A line without a
    readable Date never settles by Date (the headroom rule covers it), nor
    does one whose Date is settled already at ``now``: the prefix stopped
    there for another reason (no article number, numbers out of order), which
    no waiting cures.
    """
    end = block.find(b"\r\n")
    fields = block[: end if end >= 0 else len(block)].split(b"\t", _DATE_AT + 1)
    if len(fields) <= _DATE_AT:
        return None
    when = _date_of(fields[_DATE_AT])
    # Settled means strictly older than the delay (``_settled_date``): at ``when + delay_sec`` itself it is not yet.
    return when + delay_sec if when > 0 and when + delay_sec >= now else None


def _date_of(date: bytes) -> int:
    """Return a Date field as unix seconds; 0 unless it is readable, bounded and free of control bytes."""
    if not date or len(date) > _MAX_DATE or date.translate(None, _CONTROL) != date:
        return 0
    return parse_date(date)


def _settled_date(date: bytes, cutoff: int) -> bool:
    """Say whether a Date field is readable, free of control bytes and strictly before ``cutoff``."""
    return 0 < _date_of(date) < cutoff
