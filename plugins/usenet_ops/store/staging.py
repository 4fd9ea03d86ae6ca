"""The staging seam: one ``StagingBackend`` protocol, two implementations, chosen once by composition.

Why a protocol passed in, not a module global: staging used to be selected
by ``configure()`` setting a global that every pass had to remember to call.
The backfill forgot, so under ``staging=redis`` a partition staged into
Postgres while the build read Redis, and the history sat where the build
never looked. Now ``passes.compose.staging_backend`` builds the backend the
``staging`` knob names, and every pass that stages, builds or prunes takes
it as a required argument: a caller cannot forget it.

The implementations: ``store.staging_pg.PgStaging`` (durable, the default)
and ``store.staging_redis.RedisStaging`` (fast, best-effort;
docs/adr/0015-redis-staging.md). Coverage, watermarks and fences stay in
Postgres for both (``store.crawl_state``), written in the transaction that
stages the batch, so the crawl state moves the same way whichever stages.

What a backend promises (the build pass and the tests rely on every one):
1. ``stage_batch`` stages a batch's files with its coverage, watermark,
   rule counters and the caller's extra statements (``also``) in ONE
   Postgres transaction under the fence ``fence_sql`` selects (the group's
   by default, a backfill partition's when given); a lost fence writes
   nothing; a part is staged once however often it is offered.
2. A claim (``claim_ready``, ``claim_walk_past``, ``claim_stale``) is a
   context: inside it the connection is in a transaction, the claimed sets
   are the caller's alone (no other builder gets them), and sets the
   caller ``remove``s are gone once the context exits normally; on an
   exception nothing is removed and the claims lapse.
3. Readiness, settling and collisions follow one rule set (the constants
   below), so both backends build the same releases from the same articles.
"""

from __future__ import annotations

import datetime as dt
import enum
from collections.abc import Callable, Collection, Iterable, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass, field
from typing import Protocol

from usenet_ops.domain.assembly.staged import StagedSet
from usenet_ops.domain.hints import OperatorHint
from usenet_ops.domain.ingest import FileAggregate
from usenet_ops.store.crawl_state import Statement
from usenet_ops.store.db import Conn
from usenet_ops.store.filters import HitCounts

# A set spanning this many article numbers is several uploads that collided
# on one base: it can never complete (the seed's collision rule, absolute on
# purpose: a ratio flags every set early in its arrival).
COLLISION_SPAN = 1_000_000
# Uncounted sets settle once the crawl has read this many articles past them
# (or everything the server had past them, when that is fewer).
SETTLE_MARGIN = 200
# An uncounted set whose span is not yet covered below settles anyway after this long without a new article.
SETTLE_AFTER_HOURS = 24
# At most this many fragment sets (complete, forming, with a sibling under their key) are planned in one merge:
# all of them on any real load (they collapse into one set per upload as they merge); the bound keeps one
# pathological poster from making a build pass load millions of rows.
MERGE_CANDIDATES = 200_000


class StagingMode(enum.StrEnum):
    """Where staged sets live: the ``staging`` knob's values."""

    PG = "pg"
    REDIS = "redis"


class SetStatus(enum.StrEnum):
    """Lifecycle of a staged set.

    A StrEnum: its str() is the value, so the CLI's table and JSON print
    ``ready``, ``forming``, ... (a stable output contract).
    """

    FORMING = "forming"
    SETTLING = "settling"  # no file counter; every file seen is complete: waits to be sure no more arrive
    READY = "ready"
    COLLISION = "collision"


class RedisNotConfigured(RuntimeError):
    """staging=redis without USENET_REDIS_URL: a refusal, never a silent fallback to pg."""


class StagingFull(OperatorHint):
    """The backend refused the batch at its ceiling (Redis at maxmemory): nothing was written."""


class StagingUnavailable(OperatorHint):
    """The backend could not be reached; nothing of the batch was recorded in Postgres."""


@dataclass(frozen=True)
class StageOutcome:
    """What one staged batch changed."""

    inserted: int
    duplicates: int
    sets_touched: int
    ready_sets: int
    staged_total: int | None = None  # segments staged across all groups right after this commit


@dataclass(frozen=True)
class PendingSet:
    """One incomplete staged set and its progress (files for multi-file sets, else segments)."""

    set_id: str
    group: str
    base: str
    status: SetStatus
    have: int
    need: int
    segments_have: int
    segments_total: int
    span: int
    multi: bool

    @property
    def pct(self) -> int:
        return int(100 * self.have / self.need) if self.need else 0


def pending_set(set_id: str, group: str, base: str, status: str, *, file_total: int, files_seen: int,
                files_complete: int, segments_have: int, segments_total: int, span: int) -> PendingSet:
    """Return an incomplete set's progress from its counters: files for a multi-file set, else segments."""
    multi = file_total > 1 or files_seen > 1
    need = file_total or files_seen
    return PendingSet(set_id=set_id, group=group, base=base, status=SetStatus(status),
                      have=files_complete if multi else segments_have, need=need if multi else segments_total,
                      segments_have=segments_have, segments_total=segments_total, span=span, multi=multi)


@dataclass(frozen=True)
class StagingInfo:
    """The builder's view of staging: why nothing is building, at a glance."""

    staged_articles: int
    sets: int
    ready: int
    settling: int
    collisions: int
    pending: list[PendingSet]


@dataclass(frozen=True)
class MovedSet:
    """A staged set as the staging switch moves it: the set and the crawl facts ``stage_batch`` needs again."""

    staged: StagedSet
    backbone: str
    art_lo: int
    art_hi: int
    name_only: bool


@dataclass
class Claim:
    """Sets claimed for one unit of build (or prune) work; see the module's promise 2.

    ``ids`` in the backend's order; ``bases`` (stale claims) each set's
    base, for the outcome's sample; ``cursor`` (walk-past claims) where the
    group's walk goes on next time ("" = from the start); ``gone`` how many
    claimed sets the backend no longer held when they were loaded (expired,
    evicted). The callables are the backend's, bound to the claim's
    transaction.
    """

    ids: list[str]
    loader: Callable[[Sequence[str]], list[StagedSet]]
    remover: Callable[[Sequence[str]], int]
    status_reader: Callable[[Sequence[str]], dict[str, str]]
    bases: dict[str, str] = field(default_factory=dict)
    cursor: str = ""
    gone: int = 0

    def load(self) -> list[StagedSet]:
        """Load the claimed sets with their files and segments (a set the backend no longer holds is left out)."""
        sets = self.loader(self.ids) if self.ids else []
        self.gone = len(self.ids) - len(sets)
        return sets

    def statuses(self) -> dict[str, str]:
        """Return {set_id: status} of the claimed sets."""
        return self.status_reader(self.ids) if self.ids else {}

    def remove(self, set_ids: Sequence[str]) -> int:
        """Remove these claimed sets (built, rejected, expired); return the segments removed (Redis: once committed)."""
        return self.remover(list(set_ids)) if set_ids else 0


class BatchSink(Protocol):
    """Where a reading pass's batches go: what the committer and the backfill's gate need, and nothing more.

    Every staging backend is one; so is the rebuild path's chunk sink
    (``store.rebuild_sink``), which keeps no staged sets.
    """

    def stage_batch(self, conn: Conn, *, backbone: str, group: str, fence: int, files: Iterable[FileAggregate],
                    covered: tuple[int, int] | None, next_article: int | None, hits: HitCounts | None = None,
                    resolves: int | None = None, fence_sql: Statement | None = None,
                    also: Sequence[Statement] = ()) -> StageOutcome:
        """Stage a batch's files with its coverage, watermark and ``also``, atomically, under the fence."""
        ...

    def staged_total(self, conn: Conn) -> int:
        """Return how many segments are staged across all groups."""
        ...

    def pressure(self, staged: int, capacity: int) -> float:
        """Return the fill the pressure gates compare with their thresholds, in percent."""
        ...


class StagingBackend(BatchSink, Protocol):
    """Where staged sets live; see the module's docstring for what every implementation promises."""

    mode: StagingMode

    def census(self, conn: Conn, largest: int = 10) -> StagingInfo:
        """Return staged counts and the largest incomplete sets with their progress."""
        ...

    def pending_count(self, conn: Conn) -> int:
        """Return how many sets are still forming or in collision (bounded: counted up to 100,001)."""
        ...

    def ready_count(self, conn: Conn) -> int:
        """Return how many sets are ready now."""
        ...

    def ready_backlog(self, conn: Conn, waited_min: int) -> tuple[int, dt.datetime | None]:
        """Return (ready sets waiting longer than ``waited_min`` minutes, the oldest one's ready time)."""
        ...

    def merge_siblings(self, conn: Conn, *, idle_min: int, history: bool) -> int:
        """Merge the sets of one upload (``domain.assembly.uploads``); return how many were merged away.

        An upload short of a file merges once all its sets have been idle ``idle_min`` minutes (the walk-past
        sweep's grace, so the sweep judges the upload, not its files). With ``history`` (the backfill is on) a
        set's run is known only once coverage reaches ``SIBLING_GAP`` below it (the settle rule's reasoning):
        a newest-first backfill must not judge an upload whose older neighbours are still unread.
        """
        ...

    def claim_ready(self, conn: Conn, limit: int, *, grace_min: int, skip: Collection[str] = (),
                    history: bool = False) -> AbstractContextManager[Claim]:
        """Claim up to ``limit`` buildable sets: ready ones, then settled uncounted ones; never those in ``skip``."""
        ...

    def sweepable_groups(self, conn: Conn) -> list[str]:
        """Return the groups the walk-past sweep may judge: incomplete sets, coverage on exactly one backbone."""
        ...

    def claim_walk_past(self, conn: Conn, group: str, *, after: str, grace_min: int, limit: int,
                        skip: Collection[str] = ()) -> AbstractContextManager[Claim]:
        """Claim idle, incomplete sets of ``group`` whose whole span lies in fetched coverage, from ``after``."""
        ...

    def claim_stale(self, conn: Conn, idle_hours: int, limit: int) -> AbstractContextManager[Claim]:
        """Claim up to ``limit`` sets idle longer than ``idle_hours`` (and entries whose set is gone)."""
        ...

    def holds_sets(self, conn: Conn) -> int:
        """Return how many sets this backend holds (the switch's drain check)."""
        ...

    def export_sets(self, conn: Conn, limit: int) -> list[MovedSet]:
        """Return up to ``limit`` staged sets with their crawl facts, for the staging switch to move."""
        ...

    def drop_sets(self, conn: Conn, set_ids: Sequence[str]) -> int:
        """Remove sets outside a claim (the switch, after moving them); return the segments removed."""
        ...


def pressure_pct(staged: int, capacity: int) -> float:
    """Return staging fill as a percentage of capacity (staging_max_rows)."""
    return 100.0 * staged / max(capacity, 1)
