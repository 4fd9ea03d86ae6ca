"""Generate a group far larger than memory on demand, from a seed, with its manifest for any range.

WHY: REBUILD reads 7,000 days of the largest groups (billions of overview
lines per group). A corpus directory of that size cannot be written here, and
a simulation of that crawl must still score every release against a ground
truth. So the group is a pure function of ``(seed, group, article number)``:
numbers are cut into blocks of :data:`BLOCK` consecutive numbers, each block
is planned from its own seeded RNG (the releases posted in it, their files
and segments, the order their articles arrived in, the numbers a provider
never had), and rendered only when a client asks. No release crosses a block
boundary, so the manifest of any range is the union of its blocks' plans,
computable without reading anything else.

Posting model (real practice, not our corpus): a block holds a handful of
releases (a rar set with its .nfo and par2 volumes, 20-60 segments a file,
occasionally a single-file post or an obfuscated hex-named set), posted by
multi-connection posters whose articles interleave, plus chatter (posts
without a ``(p/t)`` counter, which an indexer counts and skips), about 1 %
of numbers missing (cancelled or expired articles), and about 3 % of releases
missing one segment (incomplete: never catalogued). With ``hostile`` set a
block also carries a few malformed lines (too few fields, a non-numeric
Bytes field, 8-bit garbage, an empty message-id, a subject past 16 KiB) that
an indexer must count and skip without stopping.

REBUILD's line mix (``garbage`` and ``crossposts``, both 0 by default): of
REBUILD's estimated 528 B overview lines, 93 B are crossposts read in a
group that is not their main one and 295 B are dropped as garbage or set
aside as per-article random subjects; only 140 B are kept segments. A corpus
that keeps nearly every line states per-line costs at ~3.6x what that history
costs a line, so a spec can give those shares: a block is then, by hash, a
flood block (what bots and per-article obfuscators post in runs: every line
a random subject and From without a counter, as ngPost's ``--obfuscate``
posts, or a crosspost whose Xref names another of the corpus's groups first)
or a release block as above. Flood blocks plan no release, so releases keep
their shape and the manifest stays the union of block plans.

Numbering: backbone "a" shows article n as number n; backbone "b" shows it
as n + :data:`B_OFFSET` (the message-id, which carries n, is the same on
both, as it is across real backbones).

Invariants:
* the same (seed, group, number) always yields the same line, in any
  process, whatever was asked before (no state between calls but a cache);
* :func:`manifest` over [lo, hi] lists exactly the releases whose every
  segment exists with a number in [lo, hi].
"""

from __future__ import annotations

import functools
import hashlib
import random
import time
from array import array
from collections import OrderedDict
from collections.abc import Iterator
from dataclasses import dataclass
from email.utils import formatdate
from typing import Any

BLOCK = 1000
B_OFFSET = 500_000_000
HOST = b"usenet-ops.test"
END_EPOCH = 1_767_225_600  # 2026-01-01T00:00:00Z: the newest article of every synthetic group
PART_BYTES = 768_000  # the usual yEnc part size (750 KiB)
_DOMAIN = "synthetic.usenet-ops.test"
_DOMAIN_B = _DOMAIN.encode()

_SHOWS = ("The.Daily.Report", "Night.Shift", "Harbour.Lights", "Deep.Field", "Cold.Case.Files", "Grand.Designs",
          "Kitchen.Wars", "Tour.De.France", "Formula.One", "Planet.Earth", "Space.Race", "Border.Control",
          "Murder.Island", "Late.Night.Live", "The.Bridge", "Inside.Story", "Wild.Coast", "Air.Crash.Files",
          "Motor.Week", "Ancient.Mysteries", "Home.Front", "Top.Chef.Masters", "Street.Food", "Mountain.Men")
_MOVIES = ("The.Long.Road", "Silent.Harbour", "Paper.Moon", "Iron.Winter", "The.Last.Signal", "Glass.River",
           "Night.Train.To.Lisbon", "Red.Horizon", "The.Quiet.Ones", "Northern.Lights")
_TAGS = ("720p.HDTV.x264", "1080p.WEB.h264", "1080p.WEB-DL.DDP5.1.H.264", "2160p.WEB.H265", "720p.WEB.x264",
         "1080p.BluRay.x264", "DVDRip.XviD", "1080p.AMZN.WEB-DL.DDP2.0.H.264")
_GROUPS = ("LOL", "DIMENSION", "NTb", "TEPES", "GGEZ", "SPARKS", "KOGi", "FLUX", "MiNX", "CAKES", "EDITH", "ION10")
_POSTERS = (b"Yenc@power-post.org (yEncBin)", b"poster <poster@example.com>", b"JBinUp <jbinup@nowhere.local>",
            b"ngPost <ngpost@ngPost.com>", b"Anonymous <anon@anon.org>", b"nzbgeek <geek@geek.invalid>",
            b"Bob <bob@b.ob>", b"teevee-poster <tv@alt.binaries.teevee>")
_CHATTER = (b"Re: request: anyone have the last season?", b"FILL please", b"Test post, ignore",
            b"Re: Re: slow server today", b"<<< spam site >>> free access", b"Welcome to the group - read the FAQ")
# REBUILD's estimate (seeds/, REBUILD.md): of 528 B lines, 93 B are read outside their main group and 295 B of the
# 435 B in it are garbage or per-article random subjects; 140 B are kept segments.
REBUILD_CROSSPOSTS = 93 / 528
REBUILD_GARBAGE = 295 / 528
_HOSTILE_KINDS = ("few_fields", "bytes_not_numeric", "latin1_garbage", "empty_message_id", "huge_subject",
                  "control_chars")


@dataclass(frozen=True)
class GroupSpec:
    """One synthetic group: its name, first article number and article count (numbers low..low+count-1).

    ``days`` is how far back its oldest article was posted (dates rise with
    numbers, as on a real server); ``hostile`` mixes malformed lines in;
    ``garbage`` and ``crossposts`` are the shares of its lines posted as
    per-article random subjects and as crossposts whose main group is another
    (REBUILD's mix: :data:`REBUILD_GARBAGE`, :data:`REBUILD_CROSSPOSTS`).
    """

    name: str
    count: int
    low: int = 1
    days: float = 7000.0
    hostile: bool = False
    garbage: float = 0.0
    crossposts: float = 0.0

    def __post_init__(self) -> None:
        if not (0.0 <= self.garbage and 0.0 <= self.crossposts and self.garbage + self.crossposts < 1.0):
            raise ValueError(f"group {self.name}: garbage {self.garbage} and crossposts {self.crossposts} must be "
                             "shares >= 0 that leave room for releases (their sum below 1)")

    @property
    def flood(self) -> float:
        """Return the share of blocks that are flood blocks (garbage and crossposts, no release)."""
        return self.garbage + self.crossposts

    @property
    def high(self) -> int:
        """Return the group's last article number (backbone a)."""
        return self.low + self.count - 1


@dataclass(frozen=True)
class SegmentSlot:
    """Where one posted article sits: release, file, segment of file."""

    release: int
    file: int
    segment: int


@dataclass(frozen=True)
class PlannedFile:
    """A file of a planned release: its name and how many segments it was posted in."""

    name: str
    segments: int
    size: int


@dataclass(frozen=True)
class PlannedRelease:
    """A release posted inside one block: what an indexer should build from it."""

    serial: int
    name: str
    poster: bytes
    posted: int
    files: tuple[PlannedFile, ...]
    withheld: tuple[int, int] | None  # (file, segment) never posted: the release is incomplete
    obfuscated: bool

    @property
    def articles(self) -> int:
        """Return how many articles were posted (segments minus the withheld one)."""
        return sum(f.segments for f in self.files) - (1 if self.withheld else 0)

    def subject(self, file: int, segment: int) -> bytes:
        """Return the subject article (file, segment) was posted with (the counter form most posters use)."""
        f = self.files[file]
        return b'[%d]-[%s] [%02d/%02d] - "%s" yEnc (%d/%d)' % (
            self.serial, self.name.encode(), file + 1, len(self.files), f.name.encode(), segment, f.segments)


@dataclass(frozen=True)
class BlockPlan:
    """What one block of numbers holds: per offset, an article slot, chatter, a hostile line or a gap."""

    group: int
    block: int
    releases: tuple[PlannedRelease, ...]
    slots: tuple[SegmentSlot | str | None, ...]  # str: "chatter" or a hostile kind; None: no such article


def _rng(seed: int, *parts: object) -> random.Random:
    return random.Random(hashlib.blake2b(repr((seed, *parts)).encode(), digest_size=16).digest())


def message_id(seed: int, group: int, number: int) -> str:
    """Return the message-id (without brackets) of article ``number`` (backbone a) of group index ``group``.

    Reversible (:func:`parse_message_id`) so a lookup by message-id is a
    parse, not an index; the hex part stands for a poster tool's random token.
    """
    token = (number * 0x9E3779B97F4A7C15 + seed * 0xBF58476D1CE4E5B9 + group) & 0xFFFFFFFFFFFF
    return f"{token:012x}.{group}.{number}@{_DOMAIN}"


def parse_message_id(seed: int, mid: str) -> tuple[int, int] | None:
    """Return (group index, number) of a synthetic message-id (without brackets), or None when it is not one."""
    local, sep, domain = mid.partition("@")
    if not sep or domain != _DOMAIN:
        return None
    parts = local.split(".")
    if len(parts) != 3 or not parts[1].isdigit() or not parts[2].isdigit():
        return None
    group, number = int(parts[1]), int(parts[2])
    return (group, number) if message_id(seed, group, number) == mid else None


def _plan_release(rng: random.Random, serial: int, budget: int, posted: int) -> PlannedRelease | None:
    """Plan one release of at most ``budget`` articles, or None when none fits."""
    roll = rng.random()
    if roll < 0.6:
        name = f"{rng.choice(_SHOWS)}.S{rng.randint(1, 30):02d}E{rng.randint(1, 24):02d}.{rng.choice(_TAGS)}-" \
               f"{rng.choice(_GROUPS)}"
    elif roll < 0.85:
        name = f"{rng.choice(_MOVIES)}.{rng.randint(1970, 2025)}.{rng.choice(_TAGS)}-{rng.choice(_GROUPS)}"
    else:
        name = f"{rng.getrandbits(128):032x}"
    obfuscated = roll >= 0.85
    single = rng.random() < 0.1
    if single:
        segments = rng.randint(5, 120)
        ext = "mkv" if not obfuscated else "bin"
        size = segments * PART_BYTES - rng.randint(0, PART_BYTES - 1)
        files: list[PlannedFile] = [PlannedFile(f"{name}.{ext}", segments, size)]
    else:
        volumes = rng.randint(3, 15)
        per = rng.randint(20, 60)
        stem = name.lower() if not obfuscated else name
        files = [PlannedFile(f"{stem}.nfo", 1, rng.randint(800, 9000))]
        files += [PlannedFile(f"{stem}.part{v + 1:02d}.rar", per, per * PART_BYTES) for v in range(volumes)]
        files[-1] = PlannedFile(files[-1].name, files[-1].segments, files[-1].size - rng.randint(0, PART_BYTES - 1))
        files.append(PlannedFile(f"{stem}.par2", 1, rng.randint(20_000, 60_000)))
        files += [PlannedFile(f"{stem}.vol{v:02d}+{2 ** v:02d}.par2", max(1, per // 8), per // 8 * PART_BYTES)
                  for v in range(rng.randint(1, 3))]
    while sum(f.segments for f in files) > budget and len(files) > 3:
        files.pop(1 if len(files) > 4 else -1)
    if sum(f.segments for f in files) > budget:
        return None
    withheld = None
    if rng.random() < 0.03:
        fi = rng.randrange(len(files))
        withheld = (fi, rng.randint(1, files[fi].segments))
    poster = rng.choice(_POSTERS)
    return PlannedRelease(serial, name, poster, posted, tuple(files), withheld, obfuscated)


TEMPLATES = 251  # distinct block shapes (shared by every group); a block takes one by hash and re-serials its releases


def plan_block(seed: int, group: int, block: int, spec: GroupSpec) -> BlockPlan:
    """Plan block ``block`` (numbers block*BLOCK .. +BLOCK-1, backbone a) of group index ``group``.

    A pure function of its arguments. The shape (the releases, their files,
    the arrival order of their articles, gaps, chatter) is one of
    :data:`TEMPLATES` seeded shapes, picked by hash; the block gives its
    releases their own serials (so their names and message-ids are the
    block's own) and posting dates that rise with the numbers. Planning a
    shape costs milliseconds of Python; re-serialing one costs microseconds,
    which is what lets one process serve hundreds of thousands of lines a
    second.
    """
    mixed = _mix(seed, group, block)
    if spec.flood and (mixed >> 20) % 1_000_000 < spec.flood * 1_000_000:
        return BlockPlan(group, block, (), _flood_template(seed, mixed % TEMPLATES, spec.crossposts / spec.flood))
    shape = _template(seed, mixed % TEMPLATES, spec.hostile)
    t_block = _block_time(block, spec)
    serial_base = (group * 10**9 + block) * 16
    releases = tuple(PlannedRelease(serial_base + r, rel.name, rel.poster, t_block + rel.posted, rel.files,
                                    rel.withheld, rel.obfuscated) for r, rel in enumerate(shape.releases))
    return BlockPlan(group, block, releases, shape.slots)


def _block_time(block: int, spec: GroupSpec) -> int:
    """Return when block ``block`` of ``spec`` was posted (epoch seconds): dates rise with numbers."""
    first_block = spec.low // BLOCK
    span = max(1, spec.high // BLOCK - first_block + 1)
    return int(END_EPOCH - spec.days * 86400 * (1 - (block - first_block) / span))


def _mix(seed: int, group: int, block: int) -> int:
    x = (block * 0x9E3779B97F4A7C15 + group * 0xD6E8FEB86659FD93 + seed) & 0xFFFFFFFFFFFFFFFF
    x ^= x >> 31
    x = (x * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
    return x ^ (x >> 29)


@functools.lru_cache(maxsize=2 * TEMPLATES)
def _template(seed: int, shape: int, hostile: bool) -> BlockPlan:
    """Plan one block shape: its releases (serial = index, posted = offset seconds) and arrival order.

    Shapes are shared by every group of a seed, so the server's memory does
    not grow with the number of groups it serves (50 groups x per-group shapes
    held ~1 GB in the first 50-connection run).
    """
    rng = _rng(seed, "shape", shape, hostile)
    gaps = {i for i in range(BLOCK) if rng.random() < 0.01}
    bad: dict[int, str] = {}
    if hostile:
        for kind in _HOSTILE_KINDS:
            if rng.random() < 0.5:
                bad[rng.randrange(BLOCK)] = kind
    chatter = rng.randint(0, 8)
    budget = BLOCK - len(gaps | set(bad)) - chatter
    releases: list[PlannedRelease] = []
    while budget > 0 and len(releases) < 16:
        planned = _plan_release(rng, len(releases), budget, rng.randint(0, 3600))
        if planned is None:
            break
        releases.append(planned)
        budget -= planned.articles
    chatter += budget  # what no release filled is chatter: request threads, fills, spam
    # Arrival order: article k of a release goes out on connection k % C at t0 + (k // C) * pace + jitter.
    arrivals: list[tuple[float, SegmentSlot | str]] = []
    for r, rel in enumerate(releases):
        conns = rng.choice((1, 4, 8, 20, 50))
        pace = rng.uniform(0.2, 2.0)
        t0 = rng.uniform(0, 600)
        k = 0
        for fi, f in enumerate(rel.files):
            for seg in range(1, f.segments + 1):
                if rel.withheld == (fi, seg):
                    continue
                arrivals.append((t0 + (k // conns) * pace + rng.random() * pace, SegmentSlot(r, fi, seg)))
                k += 1
    arrivals += [(rng.uniform(0, 900), "chatter") for _ in range(chatter)]
    arrivals.sort(key=lambda a: a[0])
    order = iter(item for _, item in arrivals)
    slots: list[SegmentSlot | str | None] = []
    for i in range(BLOCK):
        if i in bad:
            slots.append(bad[i])
        elif i in gaps:
            slots.append(None)
        else:
            slots.append(next(order))
    return BlockPlan(0, shape, tuple(releases), tuple(slots))


@functools.lru_cache(maxsize=4 * TEMPLATES)
def _flood_template(seed: int, shape: int, crossposted: float) -> tuple[str | None, ...]:
    """Plan one flood block's slots: "garbage" or "crosspost" (a ``crossposted`` share), about 1 % gaps."""
    rng = _rng(seed, "flood", shape, crossposted)
    return tuple(None if rng.random() < 0.01 else "crosspost" if rng.random() < crossposted else "garbage"
                 for _ in range(BLOCK))


@functools.lru_cache(maxsize=2 * TEMPLATES)
def _template_parts(seed: int, shape: int, hostile: bool) -> tuple[tuple[int, bytes, bytes] | str | None, ...]:
    """Pre-render what a shape's lines share across blocks: per slot (release, subject after the serial, Bytes+Lines)."""
    plan = _template(seed, shape, hostile)
    parts: list[tuple[int, bytes, bytes] | str | None] = []
    for slot in plan.slots:
        if not isinstance(slot, SegmentSlot):
            parts.append(slot)
            continue
        rel = plan.releases[slot.release]
        f = rel.files[slot.file]
        size = max(1, PART_BYTES if slot.segment < f.segments else f.size - PART_BYTES * (f.segments - 1))
        tail = rel.subject(slot.file, slot.segment).partition(b"]")[2]
        parts.append((slot.release, tail, b"%d\t%d" % (size + size // 40 + 600, size // 128 + 4)))
    return tuple(parts)


def _hostile_rest(kind: str, mid: bytes, date: bytes) -> bytes:
    """Return the fields after the number of a malformed line of ``kind`` (each one a production failure)."""
    if kind == "few_fields":
        return b"[1/1] - \"truncated.bin\" yEnc (1/1)\tposter <p@p>"
    if kind == "bytes_not_numeric":
        return b"bad \"bytes.rar\" yEnc (1/2)\tp <p@p>\t%s\t<%s>\t\tmany\tlines" % (date, mid)
    if kind == "latin1_garbage":
        return b"\xe9\xff\xfe garbage \x80\x81 \"x.rar\" yEnc (1/2)\tp <p@p>\t%s\t<%s>\t\t793000\t6100" % (date, mid)
    if kind == "empty_message_id":
        return b"no id \"n.rar\" yEnc (1/2)\tp <p@p>\t%s\t\t\t793000\t6100" % date
    if kind == "huge_subject":
        return b"%s \"h.rar\" yEnc (1/2)\tp <p@p>\t%s\t<%s>\t\t793000\t6100" % (b"word " * 3500, date, mid)
    return b"ctl \x01\x02\x1b[2J \"c.rar\" yEnc (1/2)\tp <p@p>\t%s\t<%s>\t\t793000\t6100" % (date, mid)


class SyntheticCorpus:
    """Serve synthetic groups through the interface the news server reads a corpus by.

    Article "indexes" here encode (group index, number): ``group << 40 | n``.
    Rendered blocks are cached (a small LRU), so a batch that straddles two
    blocks plans each once; memory stays flat whatever range is read.
    """

    backbones: tuple[str, ...] = ("a", "b")

    def __init__(self, seed: int, groups: list[GroupSpec], *, cache_blocks: int = 256) -> None:
        if not groups:
            raise ValueError("a synthetic corpus needs at least one group")
        self.seed = seed
        self.specs = {g.name: g for g in sorted(groups, key=lambda g: g.name)}
        self._names = list(self.specs)
        self._gindex = {n: i for i, n in enumerate(self._names)}
        self.articles = sum(g.count for g in groups)
        self.directory = f"synthetic:seed={seed}"
        self._cache: OrderedDict[tuple[int, int], tuple[BlockPlan, list[bytes | None]]] = OrderedDict()
        self._cache_blocks = cache_blocks

    # -- groups -------------------------------------------------------------

    def group_names(self) -> list[str]:
        """Return every group name, sorted."""
        return list(self._names)

    def has_group(self, name: str) -> bool:
        """Say whether ``name`` is one of the synthetic groups."""
        return name in self._gindex

    def group_description(self, name: str) -> str:
        """Return the LIST NEWSGROUPS description."""
        return f"Synthetic group ({self.specs[name].count} articles, seed {self.seed})"

    def _main_of(self, gi: int) -> str:
        """Return the group a crosspost of group ``gi`` names first: the next of the corpus's groups."""
        if len(self._names) < 2:
            return "alt.binaries.synthetic.main"
        return self._names[(gi + 1) % len(self._names)]

    def _shift(self, backbone: str) -> int:
        return B_OFFSET if backbone == "b" else 0

    def group_bounds(self, backbone: str, name: str) -> tuple[int, int, int]:
        """Return (estimated count, low, high) as GROUP shows them (RFC 3977 6.1.1 allows an estimate)."""
        spec = self.specs[name]
        off = self._shift(backbone)
        return spec.count, spec.low + off, spec.high + off

    def positions(self, backbone: str, group: str, lo: int, hi: int) -> tuple[int, int]:
        """Return [start, end) in backbone-a numbers, clipped to the group (positions are numbers here)."""
        spec = self.specs[group]
        off = self._shift(backbone)
        start, end = max(lo - off, spec.low), min(hi - off, spec.high) + 1
        return (start, end) if start < end else (0, 0)

    def numbers_in_range(self, backbone: str, group: str, lo: int, hi: int) -> array:
        """Return the numbers that exist in lo..hi (the gaps left out)."""
        start, end = self.positions(backbone, group, lo, hi)
        off = self._shift(backbone)
        return array("Q", (n + off for n in range(start, end) if self._line(self._gindex[group], n) is not None))

    def lookup_number(self, backbone: str, group: str, number: int) -> int | None:
        """Return the article index of ``number``, or None (a gap, a hostile line or out of range)."""
        gi = self._gindex[group]
        n = number - self._shift(backbone)
        spec = self.specs[group]
        if not spec.low <= n <= spec.high:
            return None
        slot = self.plan(gi, n // BLOCK).slots[n % BLOCK]
        whole = isinstance(slot, SegmentSlot) or slot in ("chatter", "garbage", "crosspost")
        return (gi << 40) | n if whole else None

    def neighbour(self, backbone: str, group: str, number: int, direction: int) -> int | None:
        """Return the next (+1) or previous (-1) existing number, or None."""
        gi = self._gindex[group]
        spec = self.specs[group]
        off = self._shift(backbone)
        n = number - off + direction
        while spec.low <= n <= spec.high:
            if self._line(gi, n) is not None:
                return n + off
            n += direction
        return None

    # -- articles -----------------------------------------------------------

    def lookup_message_id(self, mid: str) -> int | None:
        """Return the article index of a message-id (without brackets), or None."""
        parsed = parse_message_id(self.seed, mid)
        if parsed is None or parsed[0] >= len(self._names):
            return None
        gi, n = parsed
        return self.lookup_number("a", self._names[gi], n)

    def _split(self, idx: int) -> tuple[int, int]:
        return idx >> 40, idx & ((1 << 40) - 1)

    def overview_fields(self, idx: int) -> list[bytes]:
        """Return Subject, From, Date, Message-ID, References, Bytes, Lines of article ``idx``."""
        gi, n = self._split(idx)
        line = self._line(gi, n)
        return (line or b"").split(b"\t")[1:8]

    def message_id(self, idx: int) -> str:
        """Return the message-id of article ``idx`` without brackets."""
        gi, n = self._split(idx)
        return message_id(self.seed, gi, n)

    def xref(self, backbone: str, idx: int) -> bytes:
        """Return the Xref value of article ``idx`` on ``backbone`` (a crosspost's main group first)."""
        gi, n = self._split(idx)
        line = self._line(gi, n) or b""
        entries = line.rpartition(b"\tXref: ")[2].split(b" ")[1:]
        off = self._shift(backbone)
        if len(entries) > 1:
            return b" ".join([b"news-%s.%s" % (backbone.encode(), HOST)] + [
                b"%s:%d" % (g, int(num) + off) for g, _, num in (e.rpartition(b":") for e in entries)])
        return b"news-%s.%s %s:%d" % (backbone.encode(), HOST, self._names[gi].encode(), n + off)

    def overview_line(self, backbone: str, idx: int, number: int) -> bytes:
        """Return one overview line with its number field as given (0 for OVER by message-id)."""
        gi, n = self._split(idx)
        line = self._line(gi, n) or b""
        head, _, rest = line.partition(b"\t")
        body, _, _ = rest.rpartition(b"\tXref: ")
        return b"%d\t%s\tXref: %s" % (number, body, self.xref(backbone, idx))

    def overview_lines(self, backbone: str, group: str, start: int, end: int) -> Iterator[bytes]:
        """Yield the lines of numbers [start, end) (backbone-a numbers, from :meth:`positions`)."""
        gi = self._gindex[group]
        for n in range(start, end):
            line = self._line(gi, n)
            if line is not None:
                yield self._on(backbone, gi, n, line)

    def overview_chunks(self, backbone: str, group: str, start: int, end: int, size: int = 2000) -> Iterator[bytes]:
        """Yield CRLF-terminated blocks of the lines in [start, end) (none starts with a dot: numbers first)."""
        gi = self._gindex[group]
        for lo in range(start, end, size):
            lines = [self._on(backbone, gi, n, line) for n in range(lo, min(end, lo + size))
                     if (line := self._line(gi, n)) is not None]
            if lines:
                lines.append(b"")
                yield b"\r\n".join(lines)

    def _on(self, backbone: str, gi: int, n: int, line: bytes) -> bytes:
        """Return a backbone-a line as ``backbone`` numbers it."""
        if backbone == "a":
            return line
        shifted = n + B_OFFSET
        head, _, rest = line.partition(b"\t")
        body, sep, old = rest.rpartition(b"\tXref: ")
        if not sep:
            return b"%d\t%s" % (shifted, rest)
        if old.count(b":") > 1:  # a crosspost: every group's number moves
            return b"%d\t%s\tXref: %s" % (shifted, body, self.xref(backbone, (gi << 40) | n))
        return b"%d\t%s\tXref: news-b.%s %s:%d" % (shifted, body, HOST, self._names[gi].encode(), shifted)

    def header_value(self, backbone: str, idx: int, field: str) -> bytes | None:
        """Return one header of article ``idx`` (overview fields, Xref, Newsgroups), or None."""
        key = field.lower()
        fields = self.overview_fields(idx)
        positions = {"subject": 0, "from": 1, "date": 2, "message-id": 3, "references": 4, "bytes": 5, ":bytes": 5,
                     "lines": 6, ":lines": 6}
        if key in positions:
            value = fields[positions[key]] if positions[key] < len(fields) else b""
            return value or None
        if key == "xref":
            return self.xref(backbone, idx)
        if key == "newsgroups":
            return self._names[idx >> 40].encode()
        return None

    def header_lines(self, backbone: str, group: str, start: int, end: int, field: str) -> Iterator[bytes]:
        """Yield "number value" lines for HDR/XHDR over numbers [start, end)."""
        gi = self._gindex[group]
        off = self._shift(backbone)
        for n in range(start, end):
            if self._line(gi, n) is not None:
                yield b"%d %s" % (n + off, self.header_value(backbone, (gi << 40) | n, field) or b"")

    def head_lines(self, backbone: str, idx: int) -> list[bytes]:
        """Return the article's header lines (Xref last)."""
        fields = self.overview_fields(idx)
        return [b"Path: usenet-ops.test!not-for-mail", b"From: " + fields[1],
                b"Newsgroups: " + self._names[idx >> 40].encode(), b"Subject: " + fields[0], b"Date: " + fields[2],
                b"Message-ID: " + fields[3], b"Xref: " + self.xref("a", idx)]

    def body_lines(self, idx: int) -> list[bytes]:
        """Return a short yEnc body (the payload is not what a simulation of overview crawling measures)."""
        from usenet_ops.domain.probe import yenc

        gi, n = self._split(idx)
        data = _rng(self.seed, "body", gi, n).randbytes(4096)
        return yenc.encode_part(data, name=f"{n}.bin", file_size=len(data))

    # -- blocks -------------------------------------------------------------

    def plan(self, gi: int, block: int) -> BlockPlan:
        """Return block ``block`` of group index ``gi``'s plan (cached with its rendering)."""
        return self._block(gi, block)[0]

    def _line(self, gi: int, n: int) -> bytes | None:
        spec = self.specs[self._names[gi]]
        if not spec.low <= n <= spec.high:
            return None
        return self._block(gi, n // BLOCK)[1][n % BLOCK]

    def _block(self, gi: int, block: int) -> tuple[BlockPlan, list[bytes | None]]:
        key = (gi, block)
        hit = self._cache.get(key)
        if hit is not None:
            self._cache.move_to_end(key)
            return hit
        name = self._names[gi]
        plan = plan_block(self.seed, gi, block, self.specs[name])
        rendered = render_block(self.seed, name, plan, self.specs[name], main=self._main_of(gi))
        self._cache[key] = (plan, rendered)
        while len(self._cache) > self._cache_blocks:
            self._cache.popitem(last=False)
        return plan, rendered


def render_block(seed: int, group_name: str, plan: BlockPlan, spec: GroupSpec, *,
                 main: str = "alt.binaries.synthetic.main") -> list[bytes | None]:
    """Render a block's overview lines on backbone a (None for a gap), INN's field order with ``Xref:full``.

    A crosspost's Xref names ``main`` first (the corpus passes another of its
    groups, so an indexer that crawls both reads it there, not here).
    """
    base = plan.block * BLOCK
    if not plan.releases and spec.flood and any(s in ("garbage", "crosspost") for s in plan.slots):
        return _render_flood(seed, group_name, plan, main, _block_time(plan.block, spec))
    shape = _mix(seed, plan.group, plan.block) % TEMPLATES
    parts = _template_parts(seed, shape, spec.hostile)
    heads = [b"%d" % r.serial for r in plan.releases]
    posters = [b"%s\t%s" % (r.poster, formatdate(r.posted, usegmt=True).encode()) for r in plan.releases]
    chatter_date = formatdate(plan.releases[0].posted if plan.releases else END_EPOCH, usegmt=True).encode()
    xref = b"Xref: news-a.%s %s:" % (HOST, group_name.encode())
    g = plan.group
    mix = seed * 0xBF58476D1CE4E5B9 + g
    out: list[bytes | None] = []
    for i, part in enumerate(parts):
        if part is None:
            out.append(None)
            continue
        n = base + i
        mid = b"%012x.%d.%d@" % ((n * 0x9E3779B97F4A7C15 + mix) & 0xFFFFFFFFFFFF, g, n) + _DOMAIN_B
        if type(part) is tuple:
            r, tail, sizes = part
            out.append(b"%d\t[%s]%s\t%s\t<%s>\t\t%s\t%s%d" % (n, heads[r], tail, posters[r], mid, sizes, xref, n))
        elif part == "chatter":
            out.append(b"%d\t%s\t%s\t%s\t<%s>\t\t%d\t%d\t%s%d" % (
                n, _CHATTER[n % len(_CHATTER)], _POSTERS[n % len(_POSTERS)], chatter_date, mid, 1200 + n % 900,
                20 + n % 30, xref, n))
        else:
            assert isinstance(part, str)
            out.append(b"%d\t%s\t%s%d" % (n, _hostile_rest(part, mid, chatter_date), xref, n))
    return out


def _render_flood(seed: int, group_name: str, plan: BlockPlan, main: str, posted: int) -> list[bytes | None]:
    """Render a flood block: per-article random subjects and Froms (no counter), and crossposts to ``main``."""
    base = plan.block * BLOCK
    g = plan.group
    mix = seed * 0xBF58476D1CE4E5B9 + g
    date = formatdate(posted, usegmt=True).encode()
    xref = b"Xref: news-a.%s %s:" % (HOST, group_name.encode())
    cross = b"Xref: news-a.%s %s:%%d %s:" % (HOST, main.encode(), group_name.encode())
    out: list[bytes | None] = []
    for i, slot in enumerate(plan.slots):
        if slot is None:
            out.append(None)
            continue
        n = base + i
        token = (n * 0x9E3779B97F4A7C15 + mix) & 0xFFFFFFFFFFFFFFFF
        mid = b"%012x.%d.%d@" % (token & 0xFFFFFFFFFFFF, g, n) + _DOMAIN_B
        if slot == "garbage":
            out.append(b"%d\t%016x%016x\t%08x@%06x.com\t%s\t<%s>\t\t%d\t%d\t%s%d" % (
                n, token, token * 0xD6E8FEB86659FD93 & 0xFFFFFFFFFFFFFFFF, token >> 32, token & 0xFFFFFF, date, mid,
                790_000 + n % 4000, 6_100 + n % 40, xref, n))
        else:
            upload, part = divmod(n, 50)
            out.append(b"%d\t[%d] - \"xp%d.part%02d.rar\" yEnc (%d/%d)\t%s\t%s\t<%s>\t\t793000\t6100\t%s%d" % (
                n, upload, upload, part // 10 + 1, part % 10 + 1, 10, _POSTERS[upload % len(_POSTERS)], date, mid,
                cross % n, n))
    return out


# -- the manifest of any range (pure) ------------------------------------------------


def manifest(seed: int, groups: list[GroupSpec], group: str, lo: int, hi: int, *,
             releases: bool = True) -> dict[str, Any]:
    """Return the ground truth of numbers lo..hi (backbone a) of ``group``.

    Counts what a crawl of exactly that range must see (overview lines,
    gaps, chatter, hostile lines, flood lines (``garbage``, ``crossposted``),
    articles of releases, of which
    ``articles_obfuscated`` carry hex names the probes must name) and, with
    ``releases``, every release complete inside the range: its serial, name,
    poster and files with their message-ids (what its content hash is
    computed over). A release partly outside the range, or missing a
    segment, is counted as incomplete. Costs one block plan per
    :data:`BLOCK` numbers.
    """
    ordered = sorted(groups, key=lambda g: g.name)
    gi = next(i for i, g in enumerate(ordered) if g.name == group)
    spec = ordered[gi]
    lo, hi = max(lo, spec.low), min(hi, spec.high)
    counts = {"numbers": max(0, hi - lo + 1), "lines": 0, "gaps": 0, "chatter": 0, "hostile": 0, "garbage": 0,
              "crossposted": 0, "articles": 0,
              "articles_obfuscated": 0, "releases_complete": 0, "releases_incomplete": 0, "releases_partial": 0}
    listed: list[dict[str, Any]] = []
    started = time.monotonic()
    for block in range(lo // BLOCK, hi // BLOCK + 1) if lo <= hi else ():
        plan = plan_block(seed, gi, block, spec)
        base = block * BLOCK
        numbers: dict[int, list[int]] = {}
        inside: dict[int, int] = {}
        for i, slot in enumerate(plan.slots):
            n = base + i
            if not lo <= n <= hi or not spec.low <= n <= spec.high:
                if isinstance(slot, SegmentSlot):
                    inside[slot.release] = -1 << 30  # a segment outside the range: partial
                continue
            if slot is None:
                counts["gaps"] += 1
                continue
            counts["lines"] += 1
            if isinstance(slot, SegmentSlot):
                counts["articles"] += 1
                counts["articles_obfuscated"] += plan.releases[slot.release].obfuscated
                inside[slot.release] = inside.get(slot.release, 0) + 1
                numbers.setdefault(slot.release, []).append(n)
            elif slot == "chatter":
                counts["chatter"] += 1
            elif slot == "garbage":
                counts["garbage"] += 1
            elif slot == "crosspost":
                counts["crossposted"] += 1
            else:
                counts["hostile"] += 1
        for r, rel in enumerate(plan.releases):
            seen = inside.get(r, 0)
            if seen < 0:
                counts["releases_partial"] += 1
            elif seen == 0:
                continue
            elif rel.withheld is not None:
                counts["releases_incomplete"] += 1
            else:
                counts["releases_complete"] += 1
                if releases:
                    listed.append(_release_entry(seed, plan, r, sorted(numbers[r])))
    out: dict[str, Any] = {"seed": seed, "group": group, "lo": lo, "hi": hi, "counts": counts,
                           "seconds": round(time.monotonic() - started, 3)}
    if releases:
        out["releases"] = listed
    return out


def _release_entry(seed: int, plan: BlockPlan, r: int, numbers: list[int]) -> dict[str, Any]:
    rel = plan.releases[r]
    by_slot: dict[tuple[int, int], str] = {}
    base = plan.block * BLOCK
    for i, slot in enumerate(plan.slots):
        if isinstance(slot, SegmentSlot) and slot.release == r:
            by_slot[(slot.file, slot.segment)] = message_id(seed, plan.group, base + i)
    return {
        "serial": rel.serial, "name": rel.name, "poster": rel.poster.decode(), "posted": rel.posted,
        "obfuscated": rel.obfuscated, "numbers": [numbers[0], numbers[-1]],
        "files": [{"name": f.name, "segments": [by_slot[(fi, s)] for s in range(1, f.segments + 1)]}
                  for fi, f in enumerate(rel.files)],
    }


def content_ids(entry: dict[str, Any]) -> list[str]:
    """Return every message-id of a manifest release entry (what its content hash is over)."""
    return [m for f in entry["files"] for m in f["segments"]]
