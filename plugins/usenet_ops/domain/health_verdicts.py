"""Judge whether a release can still be downloaded, from STAT answers: what to ask, when to stop, the verdict.

Sans I/O, like the NNTP core: ``ReleaseCheck`` says which segments to STAT
next (``wanted``) and takes the answers (``record``); the health pass owns the
sockets. The rules, each from the seed's health sweep or real posting:

- Verdicts per release and backbone: HEALTHY (every data article there),
  REPAIRABLE (the missing data fits in the par2 recovery that is there),
  BROKEN (it does not), DEAD (nothing there at all). A release is available
  when any backbone calls it healthy or repairable: message-ids are global.
- Recovery is read from the par2 volume names (``x.vol07+08.par2`` = 8
  blocks), never from their bytes: no article body is fetched. A volume with
  missing articles counts in proportion to what is left of it. One missing
  data article costs one block: Nyuu, ngPost and ParPar cut par2 slices to
  the article size by default. (Blocks larger than an article make this
  pessimistic; blocks much smaller, as par2cmdline's default block count
  gives small releases, make it optimistic: see docs/adr/0012.)
- Only data counts against recovery: par2 files and the small extras no par2
  set covers (.nfo, .sfv, .nzb) may be missing from a healthy release.
- Modes: FULL STATs every segment. PAR2 STATs the data in order and stops as
  soon as the missing count provably exceeds the recovery named (BROKEN) or
  provably stays within the recovery there (REPAIRABLE). SAMPLE STATs the
  first and last segment of every file (takedowns remove whole files) plus a
  random sample of the data, sized so that a release missing more than its
  par2 repairs is caught 99 times in 100; any gap found escalates to PAR2 so
  the verdict is counted, not guessed.
- DEAD is never concluded from a prefix: before it, the first and last
  segment of every file must have been asked and found absent.
- A check whose answers are too often unusable (a 5xx for one article, a 223
  naming another article) has no verdict: the pass stamps it inconclusive
  (the seed's "row" skip) and leaves the stored verdict alone.
"""

from __future__ import annotations

import enum
import math
import random
import re
from collections import deque
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta

from usenet_ops.domain.nzb import FileColumns
from usenet_ops.domain.subjects import FileKind, file_kind, par2_recovery_blocks, parse_subject

__all__ = [
    "BuildHealth",
    "CheckResult",
    "UploadFile",
    "FileLayout",
    "Layout",
    "Mode",
    "ReleaseCheck",
    "Role",
    "Skip",
    "Stat",
    "Verdict",
    "build_health",
    "combine",
    "completes",
    "layout_of",
    "next_check_delay",
]

# A check whose unusable answers exceed this share (and UNUSABLE_MIN) has no verdict.
UNUSABLE_SHARE = 0.10
UNUSABLE_MIN = 2
# Past this many answers, a majority of unusable ones ends the check early: more STATs will not help.
UNUSABLE_EARLY_AFTER = 20
# A sample must catch a release missing more than its recovery with this probability.
SAMPLE_CONFIDENCE = 0.99
# The sample never grows beyond this many times health_sample_size (a release without par2
# would otherwise always be checked in full).
SAMPLE_GROWTH_CAP = 8


class Verdict(enum.StrEnum):
    """What a check concluded about a release on one backbone (stored values: a stable contract)."""

    HEALTHY = "healthy"
    REPAIRABLE = "repairable"
    BROKEN = "broken"
    DEAD = "dead"

    @property
    def available(self) -> bool:
        """Return whether a downloader can complete the release (healthy or repairable)."""
        return self is Verdict.HEALTHY or self is Verdict.REPAIRABLE

    @property
    def rank(self) -> int:
        """Return 0 for the best verdict, 3 for the worst."""
        return _RANK[self]


_RANK = {Verdict.HEALTHY: 0, Verdict.REPAIRABLE: 1, Verdict.BROKEN: 2, Verdict.DEAD: 3}


class Mode(enum.StrEnum):
    """How much of a release one check STATs (knob ``health_mode``)."""

    FULL = "full"
    SAMPLE = "sample"
    PAR2 = "par2"


class Skip(enum.StrEnum):
    """The seed's three ways a release fails to get a verdict; they are not interchangeable."""

    TRANSIENT = "transient"  # the pool had nothing to lend: the pass ends at once; nothing stamped
    TRANSPORT = "transport"  # the connection failed while held: the release is abandoned unstamped
    ROW = "row"  # the server answered, but not usably (or the NZB is unreadable): stamped, verdict kept


class Stat(enum.IntEnum):
    """What is known of one segment."""

    UNKNOWN = 0
    PRESENT = 1
    ABSENT = 2
    UNUSABLE = 3


class Role(enum.Enum):
    """What a file is to a download."""

    DATA = "data"  # needed: counts against the recovery blocks
    EXTRA = "extra"  # .nfo, .sfv, .nzb: no par2 set covers them, no download fails without them
    PAR2_INDEX = "par2_index"
    PAR2_VOLUME = "par2_volume"


_EXTRA_KINDS = frozenset({FileKind.NFO, FileKind.SFV, FileKind.NZB})
_QUOTED = re.compile(r'"([^"]{1,512})"')


@dataclass(frozen=True, slots=True)
class FileLayout:
    """One file of a release: its role, where its segments sit in ``Layout.message_ids``, its recovery blocks."""

    name: str
    role: Role
    start: int
    count: int
    blocks: int
    bytes: int


@dataclass(frozen=True)
class Layout:
    """A release as the health check sees it: its files and every segment's message-id."""

    files: tuple[FileLayout, ...]
    message_ids: tuple[str, ...]

    @property
    def segments(self) -> int:
        """Return how many segments the release has."""
        return len(self.message_ids)

    @property
    def declared_blocks(self) -> int:
        """Return the recovery blocks the par2 volume names declare."""
        return sum(f.blocks for f in self.files if f.role is Role.PAR2_VOLUME)

    @property
    def data_segments(self) -> int:
        """Return how many segments belong to data files."""
        return sum(f.count for f in self.files if f.role is Role.DATA)


def _file_name(subject: str) -> str:
    parsed = parse_subject(subject)
    if parsed is not None and parsed.file_name:
        return parsed.file_name
    quoted = _QUOTED.search(subject)
    return quoted.group(1) if quoted else subject


def _role(name: str) -> tuple[Role, int]:
    kind = file_kind(name)
    if kind is FileKind.PAR2_VOLUME:
        return Role.PAR2_VOLUME, par2_recovery_blocks(name)
    if kind is FileKind.PAR2_INDEX:
        return Role.PAR2_INDEX, 0
    if kind in _EXTRA_KINDS:
        return Role.EXTRA, 0
    return Role.DATA, 0


def layout_of(files: Sequence[FileColumns]) -> Layout:
    """Build a release's layout from its decoded compact NZB (files in their stored order).

    File names come from the subjects the build pass stored; a file whose
    name says nothing (an obfuscated upload) is data. A release with no data
    file at all is judged as if every file were data.
    """
    ids: list[str] = []
    out: list[FileLayout] = []
    for f in files:
        name = _file_name(f.subject)
        role, blocks = _role(name)
        out.append(FileLayout(name, role, len(ids), len(f.message_ids), blocks, int(sum(f.sizes))))
        ids.extend(f.message_ids)
    if out and not any(f.role is Role.DATA for f in out):
        out = [FileLayout(f.name, Role.DATA, f.start, f.count, 0, f.bytes) for f in out]
    return Layout(tuple(out), tuple(ids))


@dataclass(frozen=True)
class CheckResult:
    """What one check of one release on one backbone found; ``verdict`` None means inconclusive."""

    verdict: Verdict | None
    mode: str
    segments: int
    checked: int
    present: int
    missing: int
    unusable: int
    data_segments: int
    data_checked: int
    missing_data: int
    recovery_blocks: int
    recovery_available: int
    reason: str = ""

    @property
    def missing_pct(self) -> float:
        """Return the share of the data articles asked about that are missing, in percent (100 when dead)."""
        if self.verdict is Verdict.DEAD:
            return 100.0
        if not self.data_checked:
            return 0.0
        return round(100.0 * self.missing_data / self.data_checked, 2)


class _Phase(enum.Enum):
    SAMPLE = "sample"
    COUNT = "count"  # par2 counting: data in order, volumes when they can decide
    FULL = "full"
    DEAD_PROBE = "dead_probe"  # broken with nothing present so far: ask the ends of every file first
    DONE = "done"


@dataclass
class _Tally:
    present: int = 0
    absent: int = 0
    unusable: int = 0

    @property
    def answered(self) -> int:
        return self.present + self.absent + self.unusable


@dataclass
class ReleaseCheck:
    """The state of one release's check on one backbone.

    Call ``wanted(n)`` for up to n segment indexes to STAT (their message-ids
    are ``layout.message_ids[i]``), ``record`` the answers, repeat until
    ``done``; then ``result()``. Indexes handed out are never handed out
    again. ``rng`` draws the sample (seed it per release and day, so a check
    re-run after a crash asks the same segments).
    """

    layout: Layout
    mode: Mode
    sample_size: int = 32
    rng: random.Random = field(default_factory=random.Random)

    def __post_init__(self) -> None:
        n = self.layout.segments
        self._state = bytearray(n)
        self._asked = bytearray(n)
        self._owner: list[int] = []  # segment index -> file index
        for i, f in enumerate(self.layout.files):
            self._owner.extend([i] * f.count)
        self._role = [self.layout.files[i].role for i in self._owner]
        self._data = [i for i in range(n) if self._role[i] is Role.DATA]
        self._vols = [i for i in range(n) if self._role[i] is Role.PAR2_VOLUME]
        self._ends = sorted({i for f in self.layout.files if f.count for i in (f.start, f.start + f.count - 1)})
        self._all = _Tally()
        self._data_tally = _Tally()
        self._per_file = [_Tally() for _ in self.layout.files]
        self._queue: deque[int] = deque()
        self._pending = 0
        self._verdict: Verdict | None = None
        self._reason = ""
        self._escalated = False
        if n == 0:
            self._finish(None, "the NZB lists no segments")
        elif self.mode is Mode.FULL:
            self._phase = _Phase.FULL
            self._queue.extend(range(n))
        elif self.mode is Mode.PAR2:
            self._phase = _Phase.COUNT
            self._queue.extend(self._data)
        else:
            self._phase = _Phase.SAMPLE
            self._queue.extend(self._sample())

    # -- the plan --------------------------------------------------------------

    def _sample(self) -> list[int]:
        """Return the first and last segment of every file plus a random sample of the data, in order."""
        chosen = set(self._ends)
        rest = [i for i in self._data if i not in chosen]
        chosen.update(self.rng.sample(rest, min(len(rest), self.sample_target())))
        return sorted(chosen)

    def sample_target(self) -> int:
        """Return how many random data segments a sample asks for.

        Enough that a release missing one article more than its recovery can
        repair (the smallest broken one) shows a gap with SAMPLE_CONFIDENCE,
        never fewer than ``sample_size``, never more than SAMPLE_GROWTH_CAP
        times it.
        """
        data = len(self._data)
        if not data:
            return 0
        repairable = self.layout.declared_blocks
        share = min(1.0, (repairable + 1) / data)
        needed = data if share >= 1.0 else math.ceil(math.log(1 - SAMPLE_CONFIDENCE) / math.log(1 - share))
        return max(self.sample_size, min(needed, self.sample_size * SAMPLE_GROWTH_CAP))

    # -- the loop ----------------------------------------------------------------

    @property
    def done(self) -> bool:
        """Return whether the check has concluded (a verdict, or inconclusive)."""
        return self._phase is _Phase.DONE

    def wanted(self, limit: int) -> list[int]:
        """Return up to ``limit`` segment indexes to STAT next; [] once done (or while answers are awaited)."""
        out: list[int] = []
        while len(out) < limit and not self.done:
            if not self._queue:
                self._advance()
                if not self._queue:
                    break
                continue
            i = self._queue.popleft()
            if not self._asked[i]:
                self._asked[i] = 1
                self._pending += 1
                out.append(i)
        return out

    def record(self, answers: Iterable[tuple[int, Stat]]) -> None:
        """Take the answers for indexes handed out by ``wanted``; then decide whether more is needed."""
        for i, stat in answers:
            if self._state[i] != Stat.UNKNOWN or stat is Stat.UNKNOWN or not self._asked[i]:
                continue
            self._state[i] = stat
            self._pending -= 1
            tallies = [self._all, self._per_file[self._owner[i]]]
            if self._role[i] is Role.DATA:
                tallies.append(self._data_tally)
            for t in tallies:
                if stat is Stat.PRESENT:
                    t.present += 1
                elif stat is Stat.ABSENT:
                    t.absent += 1
                else:
                    t.unusable += 1
        if self.done:
            return
        a = self._all
        if a.answered >= UNUSABLE_EARLY_AFTER and a.unusable * 2 > a.answered:
            self._finish(None, f"{a.unusable} of {a.answered} answers were unusable")
            return
        self._advance()

    # -- decisions -----------------------------------------------------------------

    def _unasked(self, indexes: Sequence[int]) -> list[int]:
        return [i for i in indexes if not self._asked[i]]

    def _recovery(self) -> tuple[int, int]:
        """Return (upper, lower) bounds of the recovery blocks that are there, from what is known of the volumes.

        A volume counts in proportion to its articles: the upper bound
        counts the unknown ones as present, the lower bound as missing.
        """
        upper = lower = 0
        for f, t in zip(self.layout.files, self._per_file, strict=True):
            if f.role is not Role.PAR2_VOLUME or not f.count:
                continue
            upper += f.blocks * (f.count - t.absent) // f.count
            lower += f.blocks * t.present // f.count
        return upper, lower

    def _advance(self) -> None:
        if self._phase is _Phase.COUNT:
            self._count()
            return
        if self._queue or self._pending:
            return  # more to ask, or answers still to come
        if self._phase is _Phase.SAMPLE:
            if self._all.absent == 0:
                self._finish(Verdict.HEALTHY, "no gap in the sample")
                return
            self._escalated = True
            self._phase = _Phase.COUNT
            self._queue.extend(self._unasked(self._data))
            self._count()
        elif self._phase is _Phase.FULL:
            self._conclude_counted()
        elif self._phase is _Phase.DEAD_PROBE:
            if self._all.present == 0:
                self._finish(Verdict.DEAD, "no segment of any file is there")
            else:
                self._finish(Verdict.BROKEN, "missing more data than the par2 recovery named")

    def _count(self) -> None:
        """Par2 counting: stop as soon as the missing data provably exceeds or fits in the recovery."""
        d = self._data_tally
        upper, lower = self._recovery()
        if d.absent > upper:
            self._broken()
            return
        data_open = len(self._data) - d.answered  # not asked yet, or asked and not answered
        if data_open:
            worst = d.absent + d.unusable + data_open
            if d.absent and worst <= lower:
                self._finish(Verdict.REPAIRABLE, "the missing data provably fits in the par2 recovery")
            elif d.absent and worst <= upper:
                self._queue_volumes()  # knowing the volumes may end the check early
            return
        if d.absent == 0 and d.unusable == 0:
            self._finish(Verdict.HEALTHY, "every data segment is there")
        elif d.absent + d.unusable <= lower:
            self._finish(Verdict.REPAIRABLE, "the missing data fits in the par2 recovery")
        elif not self._queue_volumes() and not self._pending:
            self._conclude_counted()

    def _queue_volumes(self) -> bool:
        """Put the volumes' unasked segments first so the recovery there becomes known; False if none is left."""
        queued = set(self._queue)
        fresh = [i for i in self._unasked(self._vols) if i not in queued]
        self._queue.extendleft(reversed(fresh))
        return bool(fresh) or any(i in queued for i in self._vols)

    def _broken(self) -> None:
        if self._all.present == 0:
            probes = self._unasked(self._ends)
            if probes or self._pending:
                self._phase = _Phase.DEAD_PROBE
                self._queue.clear()
                self._queue.extend(probes)
                return
            self._finish(Verdict.DEAD, "no segment of any file is there")
            return
        self._finish(Verdict.BROKEN, "missing more data than the par2 recovery named")

    def _conclude_counted(self) -> None:
        """Decide once everything that will be asked was answered."""
        a, d = self._all, self._data_tally
        if a.present + a.absent == 0:
            self._finish(None, "no usable answer")
            return
        if a.present == 0:
            self._finish(Verdict.DEAD, "no segment of any file is there")
            return
        upper, lower = self._recovery()
        if d.absent == 0 and d.unusable == 0:
            self._finish(Verdict.HEALTHY, "every data segment is there")
        elif d.absent + d.unusable <= lower:
            self._finish(Verdict.REPAIRABLE, "the missing data fits in the par2 recovery")
        elif d.absent > upper:
            self._finish(Verdict.BROKEN, "missing more data than the par2 recovery holds")
        else:
            self._finish(None, "unusable answers decide between repairable and broken")

    def _finish(self, verdict: Verdict | None, reason: str) -> None:
        a = self._all
        if verdict is not None and a.unusable > max(UNUSABLE_MIN, UNUSABLE_SHARE * a.answered):
            verdict, reason = None, f"{a.unusable} of {a.answered} answers were unusable"
        self._verdict = verdict
        self._reason = reason
        self._phase = _Phase.DONE
        self._queue.clear()

    # -- the outcome -------------------------------------------------------------

    @property
    def mode_used(self) -> str:
        """Return the mode as run: "sample+par2" when a sample found a gap and escalated."""
        return f"{Mode.SAMPLE}+{Mode.PAR2}" if self._escalated else str(self.mode)

    def result(self) -> CheckResult:
        """Return the result; call once ``done``."""
        if not self.done:
            raise RuntimeError("the check is not done: keep asking wanted() and recording the answers")
        a, d = self._all, self._data_tally
        _, lower = self._recovery()
        return CheckResult(
            verdict=self._verdict,
            mode=self.mode_used,
            segments=self.layout.segments,
            checked=a.present + a.absent,
            present=a.present,
            missing=a.absent,
            unusable=a.unusable,
            data_segments=len(self._data),
            data_checked=d.present + d.absent,
            missing_data=d.absent,
            recovery_blocks=self.layout.declared_blocks,
            recovery_available=lower,
            reason=self._reason,
        )


def combine(verdicts: Mapping[str, Verdict | None]) -> Verdict | None:
    """Return a release's verdict over its backbones: the best one any backbone reached (None: none checked).

    Message-ids are global: a release one provider lost and another still
    serves is available to anyone with both.
    """
    known = [v for v in verdicts.values() if v is not None]
    return min(known, key=lambda v: v.rank) if known else None


def next_check_delay(posted_at: datetime, now: datetime, recheck_days: int) -> timedelta:
    """Return how long until a release is checked again: a quarter of its age, at least a day, at most recheck_days.

    Newer releases are checked more often because takedowns strike in the
    first days and weeks; an old release that survived them changes only by
    retention, slowly.
    """
    age = max(timedelta(0), now - posted_at)
    return min(timedelta(days=recheck_days), max(timedelta(days=1), age / 4))


@dataclass(frozen=True, slots=True)
class UploadFile:
    """One file of a salvaged upload as the build saw it: its name, the articles it claims, the articles that came."""

    name: str
    expected: int
    present: int


@dataclass(frozen=True)
class BuildHealth:
    """A salvaged release's health as its build knows it, before any STAT: the verdict and what is missing.

    ``recovery_blocks`` counts the par2 volumes that arrived (a volume with
    missing articles in proportion to what came, as a check counts it);
    ``recovery_needed`` is one block per missing data article, the health
    rule's assumption (docs/adr/0012). Whole files that never came are
    counted apart: the salvage keeps a set only when they are par2 volumes.
    """

    verdict: Verdict
    missing_files: int
    missing_segments: int
    data_segments: int
    recovery_blocks: int

    @property
    def recovery_needed(self) -> int:
        """Return the recovery blocks a repair needs: one per missing data article."""
        return self.missing_segments

    @property
    def missing_pct(self) -> float:
        """Return the share of the data articles missing, in percent (the health records' ``missing_pct``)."""
        return round(100.0 * self.missing_segments / self.data_segments, 2) if self.data_segments else 0.0


def build_health(files: Sequence[UploadFile], *, missing_files: int = 0) -> BuildHealth:
    """Judge a salvaged upload by the health rule over what its build saw: missing data against par2 recovery.

    WHY the same rule as a check: the seed scores a salvage with the rule the
    health sweep applies to stored releases, so the verdict a client sees at
    build and the one a later sweep stores speak the same language (a
    salvage whose gaps par2 covers is ``repairable``, one it does not cover
    ``broken``). Extras (.nfo, .sfv) and par2 files never count as missing
    data; a set with no data file is judged as if every file were data, as
    ``layout_of`` does.
    """
    roles = [_role(f.name) for f in files]
    if not any(role is Role.DATA for role, _ in roles):
        roles = [(Role.DATA, 0) for _ in files]
    missing = data = 0
    recovery = 0
    for f, (role, blocks) in zip(files, roles, strict=True):
        expected = max(f.expected, f.present, 0)
        if role is Role.DATA:
            data += expected
            missing += expected - f.present
        elif role is Role.PAR2_VOLUME and expected:
            recovery += blocks * f.present // expected
    if missing == 0:
        verdict = Verdict.HEALTHY
    elif missing <= recovery:
        verdict = Verdict.REPAIRABLE
    else:
        verdict = Verdict.BROKEN
    return BuildHealth(verdict, max(0, missing_files), missing, data, recovery)


def completes(salvaged: Iterable[str], complete: Iterable[str]) -> bool:
    """Return whether ``complete`` is the whole upload a salvaged release is a part of (the seed's nzb-heal rule).

    The seed: when a later walk completes a salvaged release for real, the
    salvaged NZB's message-ids are a strict subset of the new one's. Strict,
    so a release never supersedes itself, and any article the salvage holds
    that the new one lacks means a different upload, which is kept.
    """
    part = frozenset(salvaged)
    whole = frozenset(complete)
    return bool(part) and part < whole
