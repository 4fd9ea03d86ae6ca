"""Turn OVER/XOVER lines into overview records, with field positions from the server.

Why: servers order overview fields differently past the first seven, and
the Xref field (which carries the crosspost groups and per-group article
numbers) sits wherever LIST OVERVIEW.FMT says. Reading it from a fixed
position silently misattributes crossposts on the servers that differ.

Invariants:

1. Field positions come from LIST OVERVIEW.FMT when the server has one;
   otherwise RFC 3977 8.4's seven defaults, with any "Xref: ..." extra field
   recognised by its prefix.
2. The Xref value is returned without its "Xref: " prefix whether the server
   sent the prefix ("Xref:full") or not.
3. Header values stay raw bytes; decoding (RFC 2047, charsets) is ingest's
   job. Article numbers, :bytes and :lines are ints.
4. A malformed line (too few fields, an article number that is not plain
   digits: "-5", "+5", " 5", "1_0" are not numbers, though Python's int()
   takes them) is counted and skipped, never raised: one bad line must not
   lose a batch.
5. Numbers are bounded: an article number past Postgres' bigint comes back as
   ``BEYOND_BIGINT`` (ingest declines it as out of range), and :bytes and
   :lines are clamped to 0..MAX_COUNT (an int4: a lying counter must not
   fail the staging batch, and nobody posts a 2 GiB article).

OverviewRecord is a NamedTuple rather than a frozen dataclass on purpose: it
is built once per article on the crawl's hot path, and tuple construction is
several times cheaper than a frozen dataclass's ``__init__``.
"""

from __future__ import annotations

import builtins
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import NamedTuple

DEFAULT_FIELDS: tuple[str, ...] = ("Subject:", "From:", "Date:", "Message-ID:", "References:", ":bytes", ":lines")
_XREF_PREFIX = b"xref: "
_XREF_PREFIXES = (b"Xref: ", b"XREF: ", b"xref: ")

# Postgres' bigint, the type of every stored article number.
BIGINT_MAX = (1 << 63) - 1
# An article number written with more digits than any bigint has.
BEYOND_BIGINT = 1 << 63
# :bytes and :lines are clamped to an int4 (staged_chunks.sizes is int[]).
MAX_COUNT = (1 << 31) - 1


class OverviewRecord(NamedTuple):
    """One article's overview: number and raw header fields.

    ``from_`` is the From header (``from`` is a Python keyword). ``extra``
    holds the fields after the first seven other than Xref, in the order of
    ``OverviewFormat.extra_names``.
    """

    number: int
    subject: bytes
    from_: bytes
    date: bytes
    message_id: bytes
    references: bytes
    bytes: int
    lines: int
    # The field named ``bytes`` above shadows the type inside this class body.
    xref: builtins.bytes | None
    extra: tuple[builtins.bytes, ...] = ()


@dataclass(frozen=True)
class OverviewFormat:
    """Where each overview field sits, as LIST OVERVIEW.FMT describes it.

    ``xref_index`` is the 0-based index of Xref among the fields after the
    article number, or None when the format does not list it.
    """

    names: tuple[str, ...] = DEFAULT_FIELDS
    xref_index: int | None = None
    from_server: bool = False
    extra_names: tuple[str, ...] = field(default=())

    @classmethod
    def default(cls) -> OverviewFormat:
        """Return RFC 3977's defaults, for a server without LIST OVERVIEW.FMT."""
        return cls()

    @classmethod
    def from_lines(cls, lines: Sequence[bytes]) -> OverviewFormat:
        """Build the format from LIST OVERVIEW.FMT lines (e.g. ``b"Xref:full"``).

        Older servers list "Bytes:" and "Lines:" where RFC 3977 says ":bytes"
        and ":lines"; both mean the same metadata in positions 6 and 7.
        """
        names = [ln.decode("latin-1").strip() for ln in lines if ln.strip()]
        if not names:
            return cls.default()
        xref_index = None
        extra: list[str] = []
        for i, name in enumerate(names):
            base = name.split(":full")[0].split(":FULL")[0].rstrip(":").lower()
            if i >= len(DEFAULT_FIELDS):
                if base == "xref":
                    xref_index = i
                else:
                    extra.append(name)
        return cls(tuple(names), xref_index, True, tuple(extra))


@dataclass(frozen=True)
class OverviewBatch:
    """The records of one OVER/XOVER reply and how many lines were unusable."""

    records: list[OverviewRecord]
    malformed: int = 0
    malformed_sample: bytes | None = None

    def __iter__(self) -> Iterator[OverviewRecord]:
        return iter(self.records)

    def __len__(self) -> int:
        return len(self.records)


def _count(value: bytes) -> int:
    """Return :bytes or :lines clamped to 0..MAX_COUNT; 0 when unreadable (int() refuses over 4,300 digits)."""
    try:
        n = int(value)
    except ValueError:
        try:
            n = int(value.strip())
        except ValueError:
            return 0
    return n if 0 <= n <= MAX_COUNT else (0 if n < 0 else MAX_COUNT)


def article_number(value: bytes) -> int | None:
    """Return an article number field as an int (``BEYOND_BIGINT`` past bigint), or None when it is not digits."""
    if not value.isdigit():  # bytes.isdigit is ASCII only
        return None
    if len(value) > 19 and len(value.lstrip(b"0")) > 19:
        return BEYOND_BIGINT
    n = int(value)
    return n if n <= BIGINT_MAX else BEYOND_BIGINT


def parse_overview(lines: Iterable[bytes], fmt: OverviewFormat | None = None) -> OverviewBatch:
    """Parse OVER/XOVER lines into records; count and skip malformed ones."""
    fmt = fmt or OverviewFormat.default()
    records: list[OverviewRecord] = []
    append = records.append
    new = tuple.__new__  # builds the NamedTuple without its Python-level __new__ (hot path)
    cls = OverviewRecord
    malformed = 0
    sample: bytes | None = None
    # Index into the split line: field i of the format is at i + 1 (0 is the number).
    xref_at = fmt.xref_index + 1 if fmt.xref_index is not None else None
    sniff_xref = not fmt.from_server
    extra_at = tuple(i + 1 for i in range(len(DEFAULT_FIELDS), len(fmt.names)) if i != fmt.xref_index)
    prefixes = _XREF_PREFIXES
    for line in lines:
        f = line.split(b"\t")
        n = len(f)
        if n < 8:
            malformed += 1
            sample = sample or line[:200]
            continue
        number = article_number(f[0])
        if number is None:
            malformed += 1
            sample = sample or line[:200]
            continue
        size = _count(f[6])
        count = _count(f[7])
        xref: bytes | None = None
        extra: tuple[bytes, ...] = ()
        if n > 8:
            if xref_at is not None:
                if xref_at < n:
                    xref = f[xref_at]
                    if xref.startswith(prefixes):
                        xref = xref[6:]
                    elif xref[:6].lower() == _XREF_PREFIX:
                        xref = xref[6:]
                    xref = xref or None
                if extra_at:
                    extra = tuple([f[i] for i in extra_at if i < n])
            elif sniff_xref:
                rest = []
                for value in f[8:]:
                    if xref is None and value[:6].lower() == _XREF_PREFIX:
                        xref = value[6:]
                    else:
                        rest.append(value)
                extra = tuple(rest)
            elif extra_at:
                extra = tuple([f[i] for i in extra_at if i < n])
        append(new(cls, (number, f[1], f[2], f[3], f[4], f[5], size, count, xref, extra)))
    return OverviewBatch(records, malformed, sample)


def split_block(block: bytes) -> list[bytes]:
    """Return the lines of a block (each line ends in CRLF); raise ValueError on a cut-off last line."""
    if block and not block.endswith(b"\r\n"):
        raise ValueError("a block's last line must end in CRLF: it was cut off")
    return block.split(b"\r\n")[:-1]


def lines_numbered(block: bytes, lo: int, hi: int) -> list[bytes]:
    """Return the lines of a block whose article number lies in lo..hi (a quarantine's sample; never hot)."""
    out = []
    for line in split_block(block):
        n = article_number(line.split(b"\t", 1)[0])
        if n is not None and lo <= n <= hi:
            out.append(line)
    return out
