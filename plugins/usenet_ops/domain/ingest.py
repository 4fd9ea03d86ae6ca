"""Turn one OVER batch into per-file aggregates ready to stage.

Pure: no sockets, no database. The crawl pass feeds it one OVER reply as
read (``ingest_block``) and stages what it returns in one transaction.

Two paths give the same result. The pure-Python one (``ingest``,
``ingest_lines``, ``ingest_block(native=False)``) is the definition. The C
scanner (plugins/usenet_ops/_native, docs/adr/0005, 0006) does the per-line
work for the plain lines, grouped per file, and hands back every line it is
not sure about to the Python path; tests/unit/crawl/test_ingest_native.py
holds the two equal on hostile input.

Per article the work is: decode the subject (RFC 2047, short-circuited for
plain ASCII), parse it, apply the crosspost rule, look up the memoised
verdicts of its release base and file, and append one segment to its file.
Everything else (junk rules, blacklist, date parsing, hashing of ids) runs
once per distinct base or file in the batch, never once per article.

Every article's fate is counted (invariant 4): staged, or dropped under a
named reason (``not_binary``, ``crosspost``, ``junk:<rule>``,
``blacklist:<id>``, ``no_message_id``, ``bad_message_id``,
``out_of_range``, ``subject_too_long``), and malformed overview lines are
counted as ``parse_dropped`` with one sample kept.

Nothing that leaves here can be refused by Postgres (docs/adr/0009): text is
stripped of control characters and surrogates (``domain.text``), the poster
is capped (a name-only set indexes it), Xref group names must be names,
article numbers lie in the range the batch asked for, and sizes are
clamped (``domain.overview``). Message-ids pass ``domain.message_ids``, the
one validation every id from outside passes (issue 31): an id that could end
a ``BODY <id>`` command early (CR, LF, space, a bracket inside) is never
staged, so it never reaches the catalogue, an NZB or our own STAT/BODY.
"""

from __future__ import annotations

import calendar
import functools
import hashlib
from collections import Counter
from collections.abc import Callable, Collection, Iterable, Mapping
from dataclasses import dataclass, field
from email.utils import mktime_tz, parsedate_tz

from usenet_ops.domain import junk, message_ids
from usenet_ops.domain.blacklist import Blacklist
from usenet_ops.domain.overview import (
    BIGINT_MAX,
    MAX_COUNT,
    OverviewBatch,
    OverviewFormat,
    OverviewRecord,
    parse_overview,
    split_block,
)
from usenet_ops.domain.posters import PosterWatch
from usenet_ops.domain.rfc2047 import decode_header
from usenet_ops.domain.subjects import (
    MAX_SEGMENTS,
    ParsedSubject,
    base_from_name_only,
    file_stem,
    name_in_brackets,
    parse_subject,
)
from usenet_ops.domain.text import cap, escape_bytes, strip_controls
from usenet_ops.fastpath import scanner as _native

# Outcome names used in telemetry, build_outcomes and poster tallies.
NOT_BINARY = "not_binary"
CROSSPOST = "crosspost"
NO_MESSAGE_ID = "no_message_id"
BAD_MESSAGE_ID = "bad_message_id"  # not a message-id domain.message_ids accepts (controls, spaces, brackets, length)
OUT_OF_RANGE = "out_of_range"  # an article number outside the OVER range asked for (or past bigint)
SUBJECT_TOO_LONG = "subject_too_long"
PARSE_DROPPED = "parse_dropped"
STAGED = "staged"
# The poster recorded for a set of the bracketed-name style, whose tools post every article under a
# fresh random From (subjects.name_in_brackets): no one of those names is the uploader's.
RANDOM_POSTERS = "(a random poster per article)"
# Would have staged, but Postgres refused the range it was in; set aside for a
# retry (passes/committer.py, store/quarantine.py). Counted by the committer.
QUARANTINED = "quarantined"

# Every article number a batch may hold when the caller names no range (0 is
# what OVER by message-id answers, RFC 3977 8.3.2).
ANY_NUMBER = (0, BIGINT_MAX)
# RFC 3977 3.6: a message-id (angle brackets included) is at most 250
# octets; INN refuses longer ones (NNTP_MAXLEN_MSGID).
MAX_MESSAGE_ID = message_ids.MAX_BRACKETED
# A subject is one header; RFC 5322 folds it in 998-octet lines, and overview
# unfolds it. Real subjects stay under 500 bytes (obfuscated posts with long
# folder paths are the longest seen), but a subject of several KB of ordinary
# words is still a post (issue 15): it is staged and built, its title bounded
# at the catalogue (domain/bounds.py). Past 16 KiB the post is an attack on
# the indexer, not a release anyone posts: declined and counted.
MAX_SUBJECT_BYTES = 16384
# The poster is part of a set's key and of the name-only sets' btree index
# (include/sql/023): capped so an index row stays far under its 2,704-byte limit.
MAX_POSTER_CHARS = 255
# Newsgroup names: RFC 3977 sets no bound; every real one is far under this.
MAX_GROUP_NAME = 255
# Groups recorded per set from Xref: a crosspost to thousands of groups (a
# giant Xref list) would bloat every staged set and catalogue row it reaches.
MAX_SET_GROUPS = 64
# Distinct sample titles kept per junk rule per batch for `filters audit --days` (store.junk_samples): a
# bounded handful, taken once per distinct file verdict, never per article.
JUNK_SAMPLES = 5
JUNK_SAMPLE_CHARS = 300


@dataclass(frozen=True)
class IngestFilters:
    """The filters ingest applies; each is optional (None = not configured)."""

    junk: junk.JunkEngine | None = None
    blacklist: Blacklist | None = None
    posters: PosterWatch | None = None


@dataclass(slots=True)
class FileAggregate:
    """One file's segments from one batch, with what staging needs to know of its set."""

    set_id: str
    file_id: str
    group: str
    base: str
    poster: str
    file_name: str
    subject: str
    file_index: int | None
    file_total: int
    part_total: int
    date_raw: bytes
    groups: set[str]
    message_ids: list[str] = field(default_factory=list)
    parts: list[int] = field(default_factory=list)
    sizes: list[int] = field(default_factory=list)
    art_lo: int = 0
    art_hi: int = 0
    name_only: bool = False

    @property
    def posted(self) -> int:
        """Unix seconds of the file's first article (0 when the Date header is unreadable)."""
        return _parse_date_cached(self.date_raw)


@dataclass
class IngestResult:
    """What a batch yielded: files to stage and the fate of every article."""

    files: dict[str, FileAggregate]
    articles: int
    outcomes: Counter[str]
    junk_hits: Counter[int]
    blacklist_hits: Counter[int]
    parse_sample: str | None = None
    junk_samples: dict[int, list[str]] = field(default_factory=dict)  # rule id -> up to JUNK_SAMPLES titles

    @property
    def staged_articles(self) -> int:
        return self.outcomes[STAGED]


_MONTHS = {name: i for i, name in enumerate(
    (b"Jan", b"Feb", b"Mar", b"Apr", b"May", b"Jun", b"Jul", b"Aug", b"Sep", b"Oct", b"Nov", b"Dec"), 1)}


def _canonical_date(raw: bytes) -> int | None:
    """Read "[Ddd,] D Mon YYYY HH:MM:SS +ZZZZ [...]" (or GMT/UTC) exactly; None for anything else.

    Why: nearly every Date header has this form, and the email parser takes
    about 9 us for it, once per file staged. The arithmetic is the email
    parser's own (calendar.timegm of the fields, minus the offset), so both
    agree on every header this accepts (tests/unit/crawl/test_ingest.py).
    """
    parts = raw.split()
    if parts and parts[0].endswith(b","):
        del parts[0]
    if len(parts) < 5:  # what follows the zone, often a comment like "(PST)", is ignored (as the email parser does)
        return None
    day, mon, year, clock, zone = parts[:5]
    month = _MONTHS.get(mon)
    if (month is None or not day.isdigit() or len(day) > 2 or not year.isdigit() or len(year) != 4
            or year[0] == 48 or len(clock) != 8 or clock[2] != 58 or clock[5] != 58):  # 48 "0", 58 ":"
        return None
    hh, mm, ss = clock[:2], clock[3:5], clock[6:]
    if not (hh.isdigit() and mm.isdigit() and ss.isdigit()):
        return None
    if zone in (b"GMT", b"UTC"):
        offset = 0
    elif len(zone) == 5 and zone[0] in b"+-" and zone[1:].isdigit():
        v = int(zone[1:])
        offset = (v // 100) * 3600 + (v % 100) * 60
        if zone[0] == 45:  # "-"
            offset = -offset
    else:
        return None
    return calendar.timegm((int(year), month, int(day), int(hh), int(mm), int(ss))) - offset


def parse_date(raw: bytes) -> int:
    """Return the Date header as unix seconds, or 0 when it cannot be read."""
    fast = _canonical_date(raw)
    if fast is not None:
        return fast
    try:
        parts = parsedate_tz(raw.decode("latin-1"))
    except (ValueError, IndexError, OverflowError):
        return 0
    if parts is None:
        return 0
    try:
        return int(mktime_tz(parts))
    except (OverflowError, ValueError):
        return 0


@functools.lru_cache(maxsize=4096)
def _parse_date_cached(raw: bytes) -> int:
    # Staging asks once per file and again per set, and a date outside the
    # canonical form takes the email parser (about 9 us): worth caching.
    return parse_date(raw)


def set_id_for(group: str, poster: str, base: str) -> str:
    """Return the staging key of a release candidate: (group, poster, base)."""
    return hashlib.blake2b(f"{group}\0{poster}\0{base}".encode("utf-8", "surrogatepass"), digest_size=10).hexdigest()


def file_id_for(set_id: str, file_key: str) -> str:
    """Return the staging key of a file within its set."""
    return hashlib.blake2b(f"{set_id}\0{file_key}".encode("utf-8", "surrogatepass"), digest_size=10).hexdigest()


def xref_groups(xref: bytes | None) -> list[str]:
    """Return the groups named in an Xref value (``host group:num group:num``), in order.

    A token whose name holds a control character or runs past
    ``MAX_GROUP_NAME`` is not a newsgroup (Postgres would refuse a NUL in
    ``staged_sets.groups``) and is skipped; it can never be an indexed group,
    so the crosspost rule does not change.
    """
    if not xref:
        return []
    out = []
    for token in xref.split()[1:]:
        name, sep, _ = token.rpartition(b":")
        if sep and name and len(name) <= MAX_GROUP_NAME:
            text = name.decode("latin-1")
            if text.isprintable():
                out.append(text.lower())
    return out


def _set_groups(xref: bytes | None, group: str) -> set[str]:
    """Return the groups a file records: its own and the Xref's first others, ``MAX_SET_GROUPS`` in all."""
    names = xref_groups(xref)
    if not names:
        return {group}
    kept = {group}
    for name in names:
        if len(kept) >= MAX_SET_GROUPS:
            break
        kept.add(name)
    return kept


def main_group(xref: bytes | None, current: str, indexed: Collection[str]) -> str:
    """Return the group an article is staged under: the first indexed group of its Xref.

    An article crossposted to several groups we crawl is read once per group;
    staging it only under its first indexed group keeps one copy and one
    release (the seed's crosspost main-group rule). Without an Xref, or when no
    listed group is indexed, the group being crawled is its home.
    """
    for name in xref_groups(xref):
        if name in indexed:
            return name
    return current


def _clean_message_id(raw: bytes) -> tuple[str, str | None]:
    """Return (the id without brackets, None), or ("", the reason it cannot be stored).

    The line's own whitespace around the field is framing (bytes.strip, as
    the C scanner trims it); what is left must be an id
    ``domain.message_ids`` accepts. An id with a CR, LF, space, NUL or a
    bracket inside would split the staged chunk's id list, fail the batch or
    end a downloader's ``BODY <id>`` early and start another command.
    """
    raw = raw.strip()
    if raw in (b"", b"<>"):
        return "", NO_MESSAGE_ID
    if len(raw) > MAX_MESSAGE_ID:
        return "", BAD_MESSAGE_ID
    inner = message_ids.bare(raw.decode("latin-1"))  # any 8-bit byte makes it invalid, whatever its charset
    return (inner, None) if inner is not None else ("", BAD_MESSAGE_ID)


def scanner_limits(numbers: tuple[int, int] = ANY_NUMBER) -> tuple[int, int, int, int, int, int, int]:
    """Return the bounds the C scanner applies (its ``limits`` argument): the ones this module defines."""
    return (MAX_SEGMENTS, numbers[0], numbers[1], MAX_SUBJECT_BYTES, MAX_MESSAGE_ID, MAX_GROUP_NAME, MAX_COUNT)


def native_available() -> bool:
    """Return whether the C overview scanner was built (``ingest_block`` then uses it)."""
    return _native is not None


class _Batch:
    """One batch's accumulating state: files, outcomes and the per-file memo.

    Both paths feed it: ``add_record`` takes one article (the pure-Python
    path, and the lines the C scanner declines), ``add_group`` takes a run of
    articles of one file that the C scanner grouped. Per group it does exactly
    what ``add_record`` would do per article, with counts.
    """

    def __init__(self, group: str, indexed_groups: Collection[str], filters: IngestFilters,
                 decode: Callable[[bytes], str], numbers: tuple[int, int]) -> None:
        self.group = group = group.lower()
        self.lo, self.hi = numbers
        self.indexed = indexed_groups if group in indexed_groups else {*indexed_groups, group}
        self.filters = filters
        self.decode = decode
        self.outcomes: Counter[str] = Counter()
        self.blacklist_hits: Counter[int] = Counter()
        self.junk_hits: Counter[int] = Counter()
        self.evaluator = filters.junk.evaluator(junk.Stage.INGEST, group=group) if filters.junk else None
        self.files: dict[str, FileAggregate] = {}
        # Memo per (poster, file key): the file's id and verdict, so per-article
        # work after parsing is a dict lookup.
        self.file_memo: dict[tuple[str, str, str], tuple[_Drop | None, str, str, str]] = {}
        self.poster_memo: dict[bytes, str] = {}
        self.watch = filters.posters if filters.posters else None
        self.articles = 0
        self.junk_samples: dict[int, list[str]] = {}
        self.junk_scopes: dict[int, junk.Scope] | None = None

    def poster(self, raw: bytes) -> str:
        poster = self.poster_memo.get(raw)
        if poster is None:
            # Once per distinct From in the batch: decoded, made storable, capped.
            poster = self.poster_memo[raw] = cap(strip_controls(self.decode(raw)), MAX_POSTER_CHARS)
        return poster

    def _file(self, poster: str, parsed: ParsedSubject, subject: str) -> tuple[_Drop | None, str, str, str]:
        memo_key = (poster, parsed.base, parsed.file_key)
        memo = self.file_memo.get(memo_key)
        if memo is None:
            drop = _verdict(self.evaluator, self.filters.blacklist, parsed, subject, poster, self.group)
            if drop is not None and drop.family == "junk":
                self._junk_sample(drop.rule_id, parsed)
            # The bracketed-name style posts every article under a random From: key its set without the
            # poster, and record one poster that does not depend on which article a batch met first.
            keyed = RANDOM_POSTERS if name_in_brackets(parsed, subject) else poster
            set_id = set_id_for(self.group, "" if keyed == RANDOM_POSTERS else poster, parsed.base)
            memo = self.file_memo[memo_key] = (drop, file_id_for(set_id, parsed.file_key), set_id, keyed)
        return memo

    def _junk_sample(self, rule_id: int, parsed: ParsedSubject) -> None:
        """Keep what a junk rule judged (the base; a file-scope rule's file name in it) as one of a few samples."""
        kept = self.junk_samples.setdefault(rule_id, [])
        if len(kept) >= JUNK_SAMPLES or self.filters.junk is None:
            return
        if self.junk_scopes is None:
            self.junk_scopes = {r.id: r.scope for r in self.filters.junk.rules}
        text = parsed.base
        if self.junk_scopes.get(rule_id) is junk.Scope.FILE and parsed.file_name:
            text = f"{parsed.file_name} in {parsed.base}"
        text = cap(text, JUNK_SAMPLE_CHARS)
        if text not in kept:
            kept.append(text)

    def _not_binary(self, poster: str, n: int) -> None:
        self.outcomes[NOT_BINARY] += n
        _tally(self.watch, poster, NOT_BINARY, n)

    def _drop(self, drop: _Drop, poster: str, n: int) -> None:
        self.outcomes[drop.reason] += n
        (self.junk_hits if drop.family == "junk" else self.blacklist_hits)[drop.rule_id] += n
        _tally(self.watch, poster, drop.reason, n)

    def _aggregate(self, file_id: str, set_id: str, parsed: ParsedSubject, poster: str, subject: str,
                   date: bytes, xref: bytes | None, number: int) -> FileAggregate:
        group = self.group
        return FileAggregate(
            set_id=set_id,
            file_id=file_id,
            group=group,
            base=parsed.base,
            poster=poster,
            file_name=parsed.file_name,
            subject=subject,
            file_index=parsed.file_index,
            file_total=parsed.file_total or 0,
            part_total=parsed.part_total,
            date_raw=date,
            groups=_set_groups(xref, group),
            art_lo=number,
            art_hi=number,
            name_only=is_name_only(parsed),
        )

    def add_record(self, rec: OverviewRecord) -> None:
        self.articles += 1
        if not self.lo <= rec.number <= self.hi:
            # Not an article of the range asked for (a lying or buggy server,
            # or past bigint): staging it would widen the file's span, or fail
            # the batch, and coverage would claim numbers never asked for.
            self.outcomes[OUT_OF_RANGE] += 1
            return
        if len(rec.subject) > MAX_SUBJECT_BYTES:
            self.outcomes[SUBJECT_TOO_LONG] += 1
            return
        subject = strip_controls(self.decode(rec.subject))
        parsed: ParsedSubject | None = parse_subject(subject)
        poster = self.poster(rec.from_)
        if parsed is None:
            self._not_binary(poster, 1)
            return
        # Only a crosspost (two or more "group:number" pairs) can live elsewhere.
        xref = rec.xref
        if xref and xref.count(b":") > 1 and main_group(xref, self.group, self.indexed) != self.group:
            self.outcomes[CROSSPOST] += 1
            return
        drop, file_id, set_id, set_poster = self._file(poster, parsed, subject)
        if drop is not None:
            self._drop(drop, poster, 1)
            return
        message_id, refused = _clean_message_id(rec.message_id)
        if refused is not None:
            self.outcomes[refused] += 1
            return
        agg = self.files.get(file_id)
        if agg is None:
            agg = self.files[file_id] = self._aggregate(file_id, set_id, parsed, set_poster, subject, rec.date, xref,
                                                        rec.number)
        else:
            if parsed.part_total > agg.part_total:
                agg.part_total = parsed.part_total
            if rec.date != agg.date_raw and not agg.posted:
                # The file's date is its first readable one: an undated or garbled first article must not leave
                # it undated when the next one says (a full read and a read split at that line then agree).
                agg.date_raw = rec.date
        agg.message_ids.append(message_id)
        agg.parts.append(parsed.part)
        agg.sizes.append(rec.bytes)
        if rec.number < agg.art_lo:
            agg.art_lo = rec.number
        elif rec.number > agg.art_hi:
            agg.art_hi = rec.number
        self.outcomes[STAGED] += 1
        _tally(self.watch, poster, STAGED)

    def add_not_binary(self, from_: bytes, count: int) -> None:
        """Count ``count`` articles from one poster whose subjects carry no segment counter."""
        self.articles += count
        self._not_binary(self.poster(from_), count)

    def add_not_binaries(self, by_poster: Mapping[bytes, int]) -> None:
        """Count the scanner's articles without a segment counter, per raw From.

        Without a poster watch nothing needs the poster's name: the count is
        one sum. Per-article obfuscators (ngPost's ``--obfuscate``) post every
        article under a fresh random From, so decoding each one was ~40 % of
        the ingest's time on REBUILD's line mix (docs/capacity.md RB12).
        """
        if self.watch is None:
            total = sum(by_poster.values())
            if total:
                self.articles += total
                self.outcomes[NOT_BINARY] += total
            return
        for from_, n in by_poster.items():
            self.add_not_binary(from_, n)

    def add_group(self, count: int, away: int, from_: bytes, subject: str | bytes | None, date: bytes | None,
                  xref: bytes | None, lo: int, hi: int, part_total: int, message_ids: list[str], parts: list[int],
                  sizes: list[int]) -> None:
        """Take ``count`` articles of one file (``away`` of them crossposted elsewhere) from the C scanner."""
        self.articles += count
        poster = self.poster(from_)
        staged = count - away
        if isinstance(subject, bytes):  # 8-bit or encoded words before the counter: decode once per group
            subject = strip_controls(self.decode(subject))
        # Every line of the group has the same subject up to its counter; the
        # parse (cached per prefix) is therefore the same for all of them.
        parsed = parse_subject(subject) if subject is not None else None
        if parsed is None and subject is not None:
            self._not_binary(poster, count)
            return
        if away:
            self.outcomes[CROSSPOST] += away
        if not staged or parsed is None or subject is None or date is None:
            return
        drop, file_id, set_id, set_poster = self._file(poster, parsed, subject)
        if drop is not None:
            self._drop(drop, poster, staged)
            return
        agg = self.files.get(file_id)
        if agg is None:
            agg = self.files[file_id] = self._aggregate(file_id, set_id, parsed, set_poster, subject, date, xref, lo)
            agg.art_hi = hi
            agg.message_ids = message_ids
            agg.parts = parts
            agg.sizes = sizes
        else:
            agg.message_ids.extend(message_ids)
            agg.parts.extend(parts)
            agg.sizes.extend(sizes)
            agg.art_lo = min(agg.art_lo, lo)
            agg.art_hi = max(agg.art_hi, hi)
            if date != agg.date_raw and not agg.posted:
                agg.date_raw = date  # the first readable date, as add_record keeps it
        if part_total > agg.part_total:
            agg.part_total = part_total
        self.outcomes[STAGED] += staged
        _tally(self.watch, poster, STAGED, staged)

    def result(self, malformed: int, malformed_sample: bytes | None) -> IngestResult:
        if malformed:
            self.outcomes[PARSE_DROPPED] += malformed
        sample = escape_bytes(malformed_sample) if malformed_sample else None
        return IngestResult(
            files=self.files,
            articles=self.articles + malformed,
            outcomes=self.outcomes,
            junk_hits=self.junk_hits,
            blacklist_hits=self.blacklist_hits,
            parse_sample=sample,
            junk_samples=self.junk_samples,
        )


def ingest(
    batch: OverviewBatch | Iterable[OverviewRecord],
    *,
    group: str,
    indexed_groups: Collection[str],
    filters: IngestFilters = IngestFilters(),
    malformed: int = 0,
    malformed_sample: bytes | None = None,
    decode: Callable[[bytes], str] = decode_header,
    numbers: tuple[int, int] = ANY_NUMBER,
) -> IngestResult:
    """Aggregate one batch's records per file, applying the ingest filters (the pure-Python path).

    ``numbers`` is the (first, last) article number the batch asked for; an
    article numbered outside it is counted ``out_of_range``, never staged.
    """
    if isinstance(batch, OverviewBatch):
        malformed += batch.malformed
        malformed_sample = malformed_sample or batch.malformed_sample
        records: Iterable[OverviewRecord] = batch.records
    else:
        records = batch
    acc = _Batch(group, indexed_groups, filters, decode, numbers)
    for rec in records:
        acc.add_record(rec)
    return acc.result(malformed, malformed_sample)


def ingest_lines(
    lines: list[bytes],
    fmt: OverviewFormat | None = None,
    *,
    group: str,
    indexed_groups: Collection[str],
    filters: IngestFilters = IngestFilters(),
    numbers: tuple[int, int] = ANY_NUMBER,
) -> IngestResult:
    """Aggregate raw OVER lines per file: the definition ``ingest_block`` is held to (pure Python)."""
    return ingest(parse_overview(lines, fmt or OverviewFormat.default()), group=group,
                  indexed_groups=indexed_groups, filters=filters, numbers=numbers)


def ingest_block(
    block: bytes,
    fmt: OverviewFormat | None = None,
    *,
    group: str,
    indexed_groups: Collection[str],
    filters: IngestFilters = IngestFilters(),
    native: bool = True,
    numbers: tuple[int, int] = ANY_NUMBER,
) -> IngestResult:
    """Aggregate one OVER reply as read (each line ending in CRLF; ``NNTPClient.over_block``) per file.

    With the C scanner built (and ``native``), plain lines are grouped per
    file in C and each group is taken in one step; the lines it declines (odd
    encodings, control characters, malformed fields, unusual counters) and
    every line without the scanner go through ``parse_overview`` and the
    per-article path. The reply is never split into a bytes object per line
    (that cost the crawl's reading thread a fifth of its time): only declined
    lines become objects. The result is ``ingest_lines(split_block(block))``
    either way (the message-ids of a file may come in another order), which
    tests/unit/crawl/test_ingest_native.py checks on hostile input
    (tests/unit/crawl/test_scanner_fuzz.py on whole mutated replies).
    The scanner declines every line a bound of ingest concerns (a number
    outside ``numbers``, a subject past ``MAX_SUBJECT_BYTES``, a message-id
    ``domain.message_ids`` would refuse, a control byte in Xref), so the
    Python path decides those and counts them.
    """
    fmt = fmt or OverviewFormat.default()
    lo, hi = numbers
    if not (0 <= lo and hi <= BIGINT_MAX):
        raise ValueError(f"article numbers {lo}-{hi} are outside 0..2**63-1")
    if not native or _native is None:
        return ingest_lines(split_block(block), fmt, group=group, indexed_groups=indexed_groups, filters=filters,
                            numbers=numbers)
    acc = _Batch(group, indexed_groups, filters, decode_header, numbers)
    xref_at = fmt.xref_index + 1 if fmt.xref_index is not None else -1
    groups, slow, not_binary, slow_lines = _native.scan_block(block, xref_at, not fmt.from_server, acc.group,
                                                              acc.indexed, scanner_limits(numbers))
    declined = dict(zip(slow, slow_lines, strict=True))
    acc.add_not_binaries(not_binary)
    # Take groups and declined lines in the order of their first line, so the
    # article that creates a file's aggregate is the one the per-article path
    # would have seen first (its subject and date are the file's). A group
    # whose every line is crossposted elsewhere has first line -1: only counts.
    events: list[tuple[int, int]] = [(g[0], k) for k, g in enumerate(groups)]
    events.extend((index, -1) for index in slow)
    events.sort()
    malformed = 0
    sample: bytes | None = None
    for index, k in events:
        if k >= 0:
            acc.add_group(*groups[k][1:])
            continue
        one = parse_overview((declined[index],), fmt)
        if one.records:
            acc.add_record(one.records[0])
        else:
            malformed += one.malformed
            sample = sample or one.malformed_sample
    return acc.result(malformed, sample)


@dataclass(frozen=True, slots=True)
class _Drop:
    family: str  # junk | blacklist
    rule_id: int
    reason: str


def _verdict(
    evaluator: junk.BatchEvaluator | None,
    blacklist: Blacklist | None,
    parsed: ParsedSubject,
    subject: str,
    poster: str,
    group: str,
) -> _Drop | None:
    """Return the drop for a file (the first filter that fires), or None to keep it."""
    if evaluator is not None:
        verdict = evaluator.check(parsed.base)
        if verdict is not None and not (verdict.unnamed and groups_into_files(parsed)):
            return _Drop("junk", verdict.rule_id, f"junk:{verdict.name}")
        # The base never carries a file's extension ("Show.S01E01.mkv.exe"
        # parses to the base "Show.S01E01"): file-scope rules see each name.
        verdict = evaluator.check_file(parsed.file_name) if parsed.file_name else None
        if verdict is not None:
            return _Drop("junk", verdict.rule_id, f"junk:{verdict.name}")
    if blacklist is not None:
        hit = blacklist.match({"subject": subject, "poster": poster, "group": group, "name": parsed.file_name})
        if hit is not None:
            return _Drop("blacklist", hit.rule_id, f"blacklist:{hit.rule_id}")
    return None


def is_name_only(parsed: ParsedSubject) -> bool:
    """Say whether a counted file's set is keyed by its own file name (staging's ``name_only``: an upload's fragment).

    Such sets are what ``assembly.uploads`` merges into one upload. Also
    recomputed from a stored subject when history's chunks are handed to
    staging (``domain.rebuild.records.aggregates``).
    """
    return bool(parsed.file_total) and (base_from_name_only(parsed) or parsed.base.endswith(file_stem(parsed.file_name)))


def groups_into_files(parsed: ParsedSubject) -> bool:
    """Say whether a post's articles group into files: a file name, a file counter, or several segments.

    Why: an obfuscated upload (hashed or random names) is kept as an unnamed
    release because phase 2 can name it from its par2 or NFO; a subject that
    changes with every article (no file name, no file counter, one segment)
    never forms a file, so it stays counted under its rule and dropped
    (REBUILD part 2).
    """
    return bool(parsed.file_name) or parsed.file_total is not None or parsed.part_total > 1


def _tally(watch: PosterWatch | None, poster: str, reason: str, count: int = 1) -> None:
    if watch is None:
        return
    pattern = watch.match(poster)
    if pattern is not None:
        watch.tally(pattern, "ingest", reason, count=count)
