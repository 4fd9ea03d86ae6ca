"""Read a server's group list (LIST ACTIVE, LIST COUNTS) and rank it by article count.

Why: an operator starts from the groups a server actually carries (the
seed's fetch-groups action; REBUILD's "top 1000 from LIST ACTIVE"), not from
a shipped list alone. The list is the server's text and a hostile or broken
server controls every byte of it, so each line is checked here before a name
can reach the curated list.

Invariants kept here:
- line formats: LIST ACTIVE is ``name high low status`` (RFC 3977 7.6.3);
  LIST COUNTS is ``name high low count status`` (RFC 6048 2.2). Fields are
  separated by spaces; anything after the last field is ignored;
- a line that is not one of these is counted by its reason and skipped, never
  raised: garbage, NUL or other control characters, bytes that are not UTF-8,
  a line over MAX_LINE_BYTES, a negative number, a number above the 63 bits
  the crawl's state holds, a name that is not a valid group name, a second
  line for a name already listed, an alias (status ``=other.group``: its
  articles are filed in the other group, RFC 3977 7.6.3);
- names are lower-cased (the curated list's form); the first line for a name
  wins;
- the article count: LIST COUNTS' own figure when the server gives it;
  otherwise the span ``high - low + 1`` (0 when ``high < low``, RFC 3977
  7.6.3: an empty group), an upper bound of what GROUP would say, so a
  ranking refined by GROUP can stop once no unasked span can beat the
  current cut (``refine``).
"""

from __future__ import annotations

import enum
import heapq
import re
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace

__all__ = ["MAX_ARTICLE_NUMBER", "MAX_LINE_BYTES", "MAX_NAME_CHARS", "Format", "ListedGroup", "Listing", "Skip",
           "Refined", "RefineStopped", "counted", "parse", "rank", "refine", "span", "valid_name"]

MAX_ARTICLE_NUMBER = 2**63 - 1  # what the crawl's state (bigint) holds
MAX_NAME_CHARS = 255  # the curated list's limit (store.groups.validate_name)
# A real LIST ACTIVE line is a name and three short fields, well under 300 bytes; past this it is hostile.
MAX_LINE_BYTES = 1024
SAMPLE_CHARS = 120

# The curated list's name rule (include/sql/001_newsgroups.sql CHECK), applied to the lower-cased name.
_NAME = re.compile(r"[a-z0-9][a-z0-9+_.-]*\Z")
_CONTROL = re.compile(rb"[\x00-\x08\x0b-\x1f\x7f]")
# ASCII digits only: int() would also read "1_000" and other scripts' digits.
_NUMBER = re.compile(r"[+-]?[0-9]+\Z")


class Format(str, enum.Enum):
    """Which LIST keyword produced the lines."""

    ACTIVE = "active"
    COUNTS = "counts"


class Skip(str, enum.Enum):
    """Why a listed line was left out (counted, never raised)."""

    MALFORMED = "malformed"  # too few fields, or a number that is not a whole number
    CONTROL = "control_chars"  # NUL or another control character
    ENCODING = "bad_encoding"  # not UTF-8
    TOO_LONG = "too_long"  # over MAX_LINE_BYTES
    NEGATIVE = "negative"  # a negative article number or count
    OUT_OF_RANGE = "out_of_range"  # a number above MAX_ARTICLE_NUMBER
    BAD_NAME = "bad_name"  # not a valid group name (characters, length)
    DUPLICATE = "duplicate"  # a second line for a name
    ALIAS = "alias"  # status "=other.group"


@dataclass(frozen=True)
class ListedGroup:
    """One group as the server lists it; ``counted`` says ``count`` is the server's figure, not the span."""

    name: str
    high: int
    low: int
    count: int
    status: str
    counted: bool

    def as_dict(self) -> dict[str, object]:
        return {"name": self.name, "high": self.high, "low": self.low, "count": self.count, "status": self.status,
                "counted": self.counted}


@dataclass
class Listing:
    """What a LIST reply held: the valid groups, and each skipped line counted by reason with a first sample."""

    groups: list[ListedGroup] = field(default_factory=list)
    lines: int = 0
    skipped: Counter[str] = field(default_factory=Counter)
    samples: dict[str, str] = field(default_factory=dict)

    def skip(self, reason: Skip, line: bytes) -> None:
        self.skipped[reason.value] += 1
        self.samples.setdefault(reason.value, _sample(line))


def valid_name(name: str) -> bool:
    """Return whether ``name`` (already lower-cased) may enter the curated list."""
    return len(name) <= MAX_NAME_CHARS and _NAME.match(name) is not None


def span(high: int, low: int) -> int:
    """Return the article count a LIST ACTIVE line implies: ``high - low + 1``, 0 for an empty group."""
    return high - low + 1 if high >= low else 0


def parse(lines: Iterable[bytes], fmt: Format) -> Listing:
    """Parse the lines of a LIST ACTIVE or LIST COUNTS reply; count and skip every line that is not valid."""
    out = Listing()
    seen: set[str] = set()
    fields = 5 if fmt is Format.COUNTS else 4
    for line in lines:
        out.lines += 1
        if len(line) > MAX_LINE_BYTES:
            out.skip(Skip.TOO_LONG, line)
            continue
        if _CONTROL.search(line):
            out.skip(Skip.CONTROL, line)
            continue
        try:
            text = line.decode("utf-8")
        except UnicodeDecodeError:
            out.skip(Skip.ENCODING, line)
            continue
        parts = text.split()
        if len(parts) < fields:
            out.skip(Skip.MALFORMED, line)
            continue
        if not all(_NUMBER.match(p) for p in parts[1 : fields - 1]):
            out.skip(Skip.MALFORMED, line)
            continue
        numbers = [int(p) for p in parts[1 : fields - 1]]
        if any(n < 0 for n in numbers):
            out.skip(Skip.NEGATIVE, line)
            continue
        if any(n > MAX_ARTICLE_NUMBER for n in numbers):
            out.skip(Skip.OUT_OF_RANGE, line)
            continue
        name, status = parts[0].lower(), parts[fields - 1]
        if not valid_name(name):
            out.skip(Skip.BAD_NAME, line)
            continue
        if status.startswith("="):
            out.skip(Skip.ALIAS, line)
            continue
        if name in seen:
            out.skip(Skip.DUPLICATE, line)
            continue
        seen.add(name)
        high, low = numbers[0], numbers[1]
        if fmt is Format.COUNTS:
            out.groups.append(ListedGroup(name, high, low, numbers[2], status, counted=True))
        else:
            out.groups.append(ListedGroup(name, high, low, span(high, low), status, counted=False))
    return out


def rank(groups: Sequence[ListedGroup], *, top: int, min_articles: int = 0) -> list[ListedGroup]:
    """Return the ``top`` groups by article count (most first, then by name), those below ``min_articles`` left out."""
    kept = [g for g in groups if g.count >= min_articles]
    kept.sort(key=lambda g: (-g.count, g.name))
    return kept[:top]


class RefineStopped(Exception):
    """Raised by a ``refine`` asker that can ask no more (its connection is gone); the rest keep their spans."""


@dataclass(frozen=True)
class Refined:
    """Groups after ``refine``: how many were asked, how many the server no longer has, and whether asking stopped
    early (the limit, or the asker) while a span could still change the ranking."""

    groups: list[ListedGroup]
    asked: int
    gone: int
    estimated: bool


def refine(groups: Sequence[ListedGroup], *, top: int, min_articles: int,
           ask: Callable[[ListedGroup], ListedGroup | None], limit: int) -> Refined:
    """Replace spans by the server's counts (``ask``: GROUP) until no unasked span can change the ranking.

    Why: without LIST COUNTS a group's span is an upper bound of its count
    (GROUP's figure, RFC 3977 6.1.1), and asking GROUP of every listed group
    costs a round trip each, on lists of 100,000 groups. Spans are asked
    largest first; asking stops once the largest unasked span cannot reach
    the ``top``-th counted group nor ``min_articles``, or after ``limit``
    asks. ``ask`` returns None for a group the server no longer has (411),
    which is left out.
    """
    final = [g for g in groups if g.counted]
    heap: list[int] = []  # the counts of the best ``top`` counted groups, smallest first
    for g in final:
        _keep_best(heap, g.count, top, min_articles)
    pending = sorted((g for g in groups if not g.counted), key=lambda g: (-g.count, g.name))
    asked = gone = 0
    estimated = False
    for i, g in enumerate(pending):
        full = len(heap) >= top
        if g.count < min_articles or (full and g.count <= heap[0]):
            final += pending[i:]
            break
        if asked >= limit:
            estimated = True
            final += pending[i:]
            break
        try:
            answer = ask(g)
        except RefineStopped:
            estimated = True
            final += pending[i:]
            break
        asked += 1
        if answer is None:
            gone += 1
            continue
        final.append(answer)
        _keep_best(heap, answer.count, top, min_articles)
    return Refined(final, asked, gone, estimated)


def _keep_best(heap: list[int], count: int, top: int, min_articles: int) -> None:
    if count < min_articles or top <= 0:
        return
    if len(heap) < top:
        heapq.heappush(heap, count)
    elif count > heap[0]:
        heapq.heapreplace(heap, count)


def counted(group: ListedGroup, count: int, *, low: int | None = None, high: int | None = None) -> ListedGroup:
    """Return ``group`` with the server's own count (from GROUP), its bounds too when given."""
    return replace(group, count=max(count, 0), low=group.low if low is None else low,
                   high=group.high if high is None else high, counted=True)


def _sample(line: bytes) -> str:
    """Return a line as a short, printable sample for the report (escaped; hostile bytes shown, never kept raw)."""
    return repr(line[:SAMPLE_CHARS])[2:-1] + ("..." if len(line) > SAMPLE_CHARS else "")
