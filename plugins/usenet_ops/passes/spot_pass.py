"""What the two passes of the Spotnet import share: outcome names, states, the connection, progress.

The import runs as two passes because their costs differ by orders of
magnitude, as the seed ran them (docs/adr/0017): ``spot_index`` reads the
spot group (XOVER, one pipelined HEAD per new spot) and ``spot_fetch``
downloads the NZBs of the spots it stored (one BODY per NZB article). Both
borrow one connection from the provider's pool (``Link``), retry what a
reconnect can cure (``retrying``), count every candidate's fate by name in
``spot_outcomes`` (the names below, beside the domain's rejection reasons
and the payload errors) and record themselves in ``spot_passes``.
"""

from __future__ import annotations

import enum
import logging
import time
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar

from usenet_ops.domain.hints import OperatorHint
from usenet_ops.nntp import replies
from usenet_ops.nntp.client import NNTPClient
from usenet_ops.nntp.errors import NNTPError
from usenet_ops.nntp.pool import Pool
from usenet_ops.nntp.values import GroupInfo
from usenet_ops.store import spot_records
from usenet_ops.store.db import Conn
from usenet_ops.store.db_errors import DatabaseError

log = logging.getLogger(__name__)

SPOT_GROUP = "free.pt"  # a fixed property of the protocol (the seed's SpotGroup), not configuration
BATCH_ATTEMPTS = 3
PROGRESS_EVERY_SEC = 5.0

T = TypeVar("T")

# Outcome names besides the domain's rejection reasons (spotnet.Reason, spot_payload.PayloadError).
ACCEPTED = "accepted_"  # + trust label
KNOWN = "known"  # already stored (a re-read batch)
DELETED_UNREAD = "deleted_unread"  # a moderator had deleted it before it was read: never fetched
SPOT_DELETED = "spot_deleted"  # an event, not a fate: a stored spot removed by a moderation command
DELETED_BEFORE_IMPORT = "deleted_before_import"  # removed while its NZB was being fetched
HEAD_MISSING = "head_missing"  # XOVER listed it, HEAD answered 430
MALFORMED = "overview_malformed"
ERROR = "error"  # an unexpected failure on one article: a bug, counted with its sample
IMPORTED = "imported"  # became a new catalogue release
JOINED = "joined"  # its release was in the catalogue already (built from headers or another spot)
RELEASE_INVALID = "release_invalid"
BLACKLISTED = "blacklist"
RELEASE_REMOVED = "release_removed"
STORE_REFUSED = "store_refused"  # the database refused to hold it (quarantined and counted; the batch went on)


class SpotPassState(enum.StrEnum):
    """How a spot pass ended. The values are a stable contract: reports, spot_passes.state."""

    DONE = "done"
    SKIPPED = "skipped"  # not due (spot_interval_min) and nothing left over
    MISSING = "missing"  # the provider does not carry the spot group (411)
    MOVED = "moved"  # another runner moved the read position; nothing more was written
    FAILED = "failed"


class SpotPassFailed(OperatorHint):
    """Spot work failed (batches or NZB fetches the server kept refusing); the run must not end green."""


@dataclass
class Counted:
    """Outcome counts with the first sample of each."""

    outcomes: Counter[str] = field(default_factory=Counter)
    samples: dict[str, str] = field(default_factory=dict)

    def note(self, outcome: str, sample: str = "", n: int = 1) -> None:
        self.outcomes[outcome] += n
        if sample:
            self.samples.setdefault(outcome, sample[:300])

    def fold(self, other: Counted) -> None:
        self.outcomes.update(other.outcomes)
        for k, v in other.samples.items():
            self.samples.setdefault(k, v)


class PassReport(Protocol):
    """What ``progress`` and ``finish`` need of a pass's report."""

    seconds: float

    def as_dict(self) -> dict[str, Any]: ...


# --- the connection ------------------------------------------------------------------------


class Link:
    """The pass's one NNTP connection, borrowed from the provider's pool.

    A failure hands it back with its error so the pool decides its fate (as
    the crawl does, ADR 0001); the next use borrows a fresh one and selects
    the group again.
    """

    def __init__(self, pool: Pool) -> None:
        self._pool = pool
        self._client: NNTPClient | None = None
        self._selected: str | None = None
        self._wire_at_borrow = 0
        self.wire_bytes = 0

    def client(self) -> NNTPClient:
        """Return the held connection, or borrow a fresh one (a dead one goes back to the pool first)."""
        client = self._client
        if client is None or not client.connected:
            if client is not None:
                self._give_back(None)
            client = self._pool.acquire(self._pool.settings.timeouts.dial)
            self._client = client
            self._selected = None
            self._wire_at_borrow = client.counters.wire_in
        return client

    def select(self, group: str) -> GroupInfo | None:
        """Select ``group`` (always asks: the answer carries the server's bounds); None on 411."""
        info = self.client().group(group)
        self._selected = group if info is not None else None
        return info

    def selected(self, group: str) -> NNTPClient | None:
        """Return a connection with ``group`` selected (selecting it on a fresh one); None when it is gone."""
        client = self.client()
        if self._selected != group and self.select(group) is None:
            return None
        return client

    def discard(self, error: NNTPError) -> None:
        """Hand the connection back after ``error``; the pool decides whether it is ever lent again."""
        if self._client is not None:
            self._give_back(error)

    def close(self) -> None:
        """Hand the connection back at the end of the pass."""
        if self._client is not None:
            self._give_back(None)

    def _give_back(self, error: NNTPError | None) -> None:
        client, self._client, self._selected = self._client, None, None
        assert client is not None
        self.wire_bytes += client.counters.wire_in - self._wire_at_borrow
        self._pool.release(client, error)


def retrying(link: Link, what: str, op: Callable[[], T]) -> T:
    """Run ``op``, retrying on a fresh connection what a reconnect can cure; raise the last failure."""
    attempt = 1
    while True:
        try:
            return op()
        except NNTPError as exc:
            link.discard(exc)
            if not replies.cured_by_reconnect(exc) or attempt >= BATCH_ATTEMPTS:
                raise
            log.warning("%s failed (attempt %d/%d): %s; retrying on a fresh connection", what, attempt,
                        BATCH_ATTEMPTS, exc)
            time.sleep(min(0.2 * attempt, 1.0))
            attempt += 1


def sample(mid: bytes | str, detail: str = "") -> str:
    """Return an outcome's sample: the article's message-id and what was wrong with it, short."""
    text = mid.decode("latin-1", "replace") if isinstance(mid, bytes) else mid
    return f"{text[:120]}{': ' + detail if detail else ''}"


def progress(conn: Conn, pass_id: int, report: PassReport, started: float,
              clock: Callable[[], float], last: float) -> float:
    """Write the pass's report so far every few seconds (status shows live progress); return the last write."""
    now = clock()
    if now - last < PROGRESS_EVERY_SEC:
        return last
    report.seconds = now - started
    try:
        spot_records.update_pass(conn, pass_id, report.as_dict())
    except DatabaseError as exc:
        log.warning("could not record spot pass progress: %s", exc)
    return now


def finish(conn: Conn, pass_id: int, report: dict[str, Any], state: SpotPassState) -> None:
    """Close a pass's row with its report and state (a failure to record is logged, never raised)."""
    try:
        spot_records.update_pass(conn, pass_id, report, state=state.value)
    except DatabaseError as exc:
        log.warning("could not record the spot pass: %s", exc)


def chunks(items: Sequence[T], size: int) -> Iterator[Sequence[T]]:
    """Yield ``items`` in slices of ``size``."""
    for i in range(0, len(items), size):
        yield items[i : i + size]


