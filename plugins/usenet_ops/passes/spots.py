"""The Spotnet import: index the spot group, then fetch each new spot's NZB into the catalogue.

Two passes, as the seed ran them, because their costs differ by orders of
magnitude (docs/adr/0017):

- ``index_spots``: XOVER the spot group (free.pt) in ``spot_batch_size``
  ranges, forward from the read position first, then backfill down through
  the group's history, ``spot_max_batches`` round trips per pass. Each line
  is parsed and its header signature checked from the overview alone; a new,
  header-verified spot costs one (pipelined) HEAD for its X-XML document and
  the poster's key. Every batch's spots, moderation commands, outcome counts
  and the new read position commit in ONE transaction, so a crash re-reads
  the batch and stores nothing twice.
- ``fetch_spots``: for up to ``spot_fetch_batch`` pending spots, BODY every
  NZB segment (in order, all of them: the NZB is one DEFLATE stream), decode,
  build the catalogue release (``domain.spot_release``) and insert it
  through the ReleaseSink: the content hash is the one any release gets, so
  a spot and the same upload built from headers are one row.

Moderation (spotnet.md section 6): verified commands are stored, and applied
after the batch's spots are inserted (a spot and its delete can share a
batch); a command read before its target (the backfill reads newest first)
deletes the target the moment it is stored, and a spot a moderator deleted is
never fetched. A deleted spot's release leaves the catalogue only when the
spot created it (``store.spots.mark_deleted``).

Every candidate's fate is counted in ``spot_outcomes`` (rejections by reason,
accepted spots by trust label, imports, joins, payload failures, deletions).
A bad article never stops a pass; a batch the server keeps failing is left
for the next pass, and the pass then fails (``SpotPassFailed``) so the run is
not green.
"""

from __future__ import annotations

import enum
import logging
import time
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

from usenet_ops.domain.blacklist import Blacklist
from usenet_ops.domain.errors import OperatorHint
from usenet_ops.domain.overview import OverviewBatch, OverviewRecord
from usenet_ops.domain.release import CatalogueRelease
from usenet_ops.domain.spot_payload import MAX_PAYLOAD, NzbPayload, PayloadError, PayloadRejected, decode_nzb_payload
from usenet_ops.domain.spot_release import spot_catalogue_release
from usenet_ops.domain.spot_signature import KeyRing
from usenet_ops.domain.spotnet import (
    ModerationCommand,
    Rejected,
    Spot,
    SpotRelease,
    command_applies,
    complete_spot,
    read_spot,
)
from usenet_ops.nntp import replies
from usenet_ops.nntp.client import NNTPClient
from usenet_ops.nntp.errors import NNTPError
from usenet_ops.nntp.pool import Pool
from usenet_ops.nntp.values import ArticleData, GroupInfo
from usenet_ops.settings import Settings
from usenet_ops.store import spots as store
from usenet_ops.store.catalogue import ReleaseSink
from usenet_ops.store.db import Conn
from usenet_ops.store.errors import DatabaseError

log = logging.getLogger(__name__)

SPOT_GROUP = "free.pt"  # a fixed property of the protocol (the seed's SpotGroup), not configuration
BATCH_ATTEMPTS = 3
FETCH_CHUNK = 100  # spots per catalogue transaction
BODY_WINDOW = 8  # BODY commands in flight (each ~1 MiB on real spots: in flight is in memory)
PIPELINE_SEGMENTS = 32  # NZB articles of several small spots fetched in one pipelined run (held until decoded)
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
class _Counted:
    """Outcome counts with the first sample of each."""

    outcomes: Counter[str] = field(default_factory=Counter)
    samples: dict[str, str] = field(default_factory=dict)

    def note(self, outcome: str, sample: str = "", n: int = 1) -> None:
        self.outcomes[outcome] += n
        if sample:
            self.samples.setdefault(outcome, sample[:300])

    def fold(self, other: _Counted) -> None:
        self.outcomes.update(other.outcomes)
        for k, v in other.samples.items():
            self.samples.setdefault(k, v)


@dataclass
class IndexReport(_Counted):
    """What one index pass did."""

    provider: str = ""
    backbone: str = ""
    group: str = SPOT_GROUP
    state: SpotPassState = SpotPassState.DONE
    batches: int = 0
    forward_batches: int = 0
    backfill_batches: int = 0
    failed_batches: int = 0
    articles: int = 0
    heads: int = 0
    spots: int = 0
    commands: int = 0
    deleted: int = 0
    next_article: int | None = None
    back_article: int | None = None
    server_low: int | None = None
    server_high: int | None = None
    backlog: int = 0
    history_left: int = 0
    wire_bytes: int = 0
    seconds: float = 0.0
    message: str = ""

    @property
    def more(self) -> bool:
        """Say whether the group still holds articles this pass did not read (the next wake-up continues)."""
        return self.state is SpotPassState.DONE and (self.backlog > 0 or self.history_left > 0)

    def as_dict(self) -> dict[str, Any]:
        """Return the report as the task's return value (JSON)."""
        return {
            "kind": "index", "provider": self.provider, "backbone": self.backbone, "group": self.group,
            "state": self.state.value, "batches": self.batches, "forward_batches": self.forward_batches,
            "backfill_batches": self.backfill_batches, "failed_batches": self.failed_batches,
            "articles": self.articles, "heads": self.heads, "spots": self.spots, "commands": self.commands,
            "deleted": self.deleted, "next_article": self.next_article, "back_article": self.back_article,
            "server_low": self.server_low, "server_high": self.server_high, "backlog": self.backlog,
            "history_left": self.history_left, "more": self.more, "wire_bytes": self.wire_bytes,
            "seconds": round(self.seconds, 3),
            "articles_per_sec": round(self.articles / self.seconds, 1) if self.seconds > 0 else 0.0,
            "spots_per_sec": round(self.spots / self.seconds, 1) if self.seconds > 0 else 0.0,
            "outcomes": dict(self.outcomes), "message": self.message,
        }


@dataclass
class FetchReport(_Counted):
    """What one fetch pass did."""

    provider: str = ""
    backbone: str = ""
    state: SpotPassState = SpotPassState.DONE
    candidates: int = 0
    imported: int = 0
    joined: int = 0
    failed: int = 0
    failed_fetches: int = 0
    bodies: int = 0
    segments_missing: int = 0
    pending_left: int = 0
    wire_bytes: int = 0
    seconds: float = 0.0
    message: str = ""

    def as_dict(self) -> dict[str, Any]:
        """Return the report as the task's return value (JSON)."""
        done = self.imported + self.joined + self.failed
        return {
            "kind": "fetch", "provider": self.provider, "backbone": self.backbone, "state": self.state.value,
            "candidates": self.candidates, "imported": self.imported, "joined": self.joined, "failed": self.failed,
            "failed_fetches": self.failed_fetches, "bodies": self.bodies, "segments_missing": self.segments_missing,
            "pending_left": self.pending_left, "wire_bytes": self.wire_bytes, "seconds": round(self.seconds, 3),
            "spots_per_sec": round(done / self.seconds, 1) if self.seconds > 0 else 0.0,
            "outcomes": dict(self.outcomes), "message": self.message,
        }


# --- the connection ------------------------------------------------------------------------


class _Link:
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
        if self._client is not None:
            self._give_back(error)

    def close(self) -> None:
        if self._client is not None:
            self._give_back(None)

    def _give_back(self, error: NNTPError | None) -> None:
        client, self._client, self._selected = self._client, None, None
        assert client is not None
        self.wire_bytes += client.counters.wire_in - self._wire_at_borrow
        self._pool.release(client, error)


def _retrying(link: _Link, what: str, op: Callable[[], T]) -> T:
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


# --- the index pass ------------------------------------------------------------------------------


@dataclass
class _Batch(_Counted):
    """One XOVER range, read and judged, ready to commit."""

    lo: int = 0
    hi: int = 0
    articles: int = 0
    heads: int = 0
    spots: list[store.NewSpot] = field(default_factory=list)
    commands: list[ModerationCommand] = field(default_factory=list)


def _sample(mid: bytes | str, detail: str = "") -> str:
    text = mid.decode("latin-1", "replace") if isinstance(mid, bytes) else mid
    return f"{text[:120]}{': ' + detail if detail else ''}"


def _judge_overview(batch: OverviewBatch, keyring: KeyRing, now: int,
                    out: _Batch) -> dict[str, tuple[OverviewRecord, Spot]]:
    """Parse and verify every overview line; count rejections, collect commands; return header-verified spots."""
    candidates: dict[str, tuple[OverviewRecord, Spot]] = {}
    if batch.malformed:
        out.note(MALFORMED, _sample(batch.malformed_sample or b""), batch.malformed)
    for rec in batch.records:
        try:
            result = read_spot(subject=rec.subject, from_=rec.from_, message_id=rec.message_id, date=rec.date,
                               keyring=keyring, now=now)
        except Exception as exc:  # invariant 5: one article never stops a pass; the sample names it
            log.warning("spot %r could not be judged: %s: %s", rec.message_id[:120], type(exc).__name__, exc)
            out.note(ERROR, _sample(rec.message_id, f"{type(exc).__name__}: {exc}"))
            continue
        if isinstance(result, Rejected):
            out.note(result.reason.value, _sample(rec.message_id, result.detail))
        elif isinstance(result, ModerationCommand):
            out.commands.append(result)
            out.note(f"command_{result.issuer.value}", _sample(result.message_id, f"{result.verb} {result.target}"))
        elif result.header.message_id in candidates:
            out.note(KNOWN, _sample(rec.message_id, "listed twice in one XOVER reply"))
        else:
            candidates[result.header.message_id] = (rec, result)
    return candidates


def _judge_heads(candidates: dict[str, tuple[OverviewRecord, Spot]], heads: dict[str, ArticleData | None],
                 keyring: KeyRing, backbone: str, out: _Batch) -> None:
    """Read each spot's HEAD into a verified spot to store, or count why not (the header stages ran already)."""
    for mid, (rec, listed) in candidates.items():
        art = heads.get(mid)
        if art is None:
            out.note(HEAD_MISSING, _sample(mid))
            continue
        out.heads += 1
        try:
            result = complete_spot(listed, art.lines, keyring)
        except Exception as exc:  # invariant 5
            log.warning("spot %s could not be read: %s: %s", mid, type(exc).__name__, exc)
            out.note(ERROR, _sample(mid, f"{type(exc).__name__}: {exc}"))
            continue
        if isinstance(result, Rejected):
            out.note(result.reason.value, _sample(mid, result.detail))
            continue
        release = result.release(allow_no_nzb=True)
        if isinstance(release, Rejected):
            out.note(release.reason.value, _sample(mid, release.detail))
            continue
        no_nzb = not release.nzb_segments
        out.spots.append(store.NewSpot(release, backbone, rec.number or None, "failed" if no_nzb else "pending",
                                       "nzb_missing" if no_nzb else None))


class _Indexer:
    """One index pass over one (backbone, spot group): reading, judging and committing batches."""

    def __init__(self, conn: Conn, link: _Link, report: IndexReport, *, keyring: KeyRing, now: int) -> None:
        self.conn = conn
        self.link = link
        self.report = report
        self.keyring = keyring
        self.now = now
        self.expect: tuple[int, int] | None = None

    def read(self, lo: int, hi: int) -> _Batch | None:
        """Read and judge one XOVER range (retrying on fresh connections); None when it keeps failing."""
        group = self.report.group
        out = _Batch(lo=lo, hi=hi)

        def over() -> OverviewBatch | None:
            client = self.link.selected(group)
            return client.over(lo, hi) if client is not None else None

        try:
            batch = _retrying(self.link, f"XOVER {group} {lo}-{hi}", over)
            if batch is None:
                raise _GroupGone(f"{group} vanished from the server (411) while it was read")
            out.articles = len(batch.records) + batch.malformed
            candidates = _judge_overview(batch, self.keyring, self.now, out)
            self._drop_known(candidates, out)
            heads: dict[str, ArticleData | None] = {}
            if candidates:
                ids = list(candidates)
                heads = _retrying(self.link, f"HEAD x{len(ids)}", lambda: self.link.client().head_many(ids))
        except NNTPError as exc:
            if not replies.cured_by_reconnect(exc):
                raise
            self.report.failed_batches += 1
            self.report.message = (f"XOVER/HEAD {lo}-{hi} failed {BATCH_ATTEMPTS} times ({exc}); "
                                   "left for the next pass (read position unchanged)")
            log.warning("%s: %s", group, self.report.message)
            return None
        _judge_heads(candidates, heads, self.keyring, self.report.backbone, out)
        return out

    def _drop_known(self, candidates: dict[str, tuple[OverviewRecord, Spot]], out: _Batch) -> None:
        """Drop spots already stored, and spots a stored or listed moderator command deleted: never fetched."""
        if not candidates:
            return
        for mid in store.known_ids(self.conn, candidates):
            del candidates[mid]
            out.note(KNOWN, mid)
        doomed = {c.target for c in store.commands_for(self.conn, candidates, moderator_only=True)}
        doomed |= {c.target for c in out.commands if command_applies(c, target_spotter_id=None, target_stamp=0)}
        for mid in doomed & candidates.keys():
            del candidates[mid]
            out.note(DELETED_UNREAD, _sample(mid, "a moderator deleted it before it was read"))

    def commit(self, out: _Batch, *, next_article: int, back_article: int, info: GroupInfo) -> None:
        """Store one batch with its commands, outcomes and the read position, in one transaction.

        A batch the database refuses (a value it cannot hold) is stored again
        spot by spot, each in a savepoint: the refused ones are counted
        (``store_refused``) and the rest of the batch, and the pass, go on.
        """
        try:
            counted, inserted, commands = self._commit(out, next_article, back_article, info, one_by_one=False)
        except store.SpotStateMoved:
            raise
        except DatabaseError as exc:
            if self.conn.closed or self.conn.broken:
                raise
            log.warning("%s: the database refused batch %d-%d (%s); storing its spots one by one",
                        self.report.group, out.lo, out.hi, str(exc).strip()[:200])
            counted, inserted, commands = self._commit(out, next_article, back_article, info, one_by_one=True)
        report = self.report
        self.expect = (next_article, back_article)
        report.batches += 1
        report.articles += out.articles
        report.heads += out.heads
        report.spots += inserted
        report.commands += commands
        report.deleted += counted.outcomes[DELETED_UNREAD] + counted.outcomes[SPOT_DELETED]
        report.fold(counted)
        report.next_article, report.back_article = next_article, back_article

    def _commit(self, out: _Batch, next_article: int, back_article: int, info: GroupInfo, *,
                one_by_one: bool) -> tuple[_Counted, int, int]:
        counted = _Counted()
        counted.fold(out)
        report = self.report
        with self.conn.transaction():
            commands = store.insert_commands(self.conn, out.commands)
            if one_by_one:
                ids, refused = store.insert_spots_each(self.conn, out.spots)
                for mid, why in refused:
                    counted.note(STORE_REFUSED, _sample(mid, why))
                inserted = set(ids)
            else:
                inserted = set(store.insert_spots(self.conn, out.spots))
            refused_ids = {m for m, _ in refused} if one_by_one else set()
            for spot in out.spots:
                mid = spot.release.message_id
                if mid in inserted:
                    counted.note(ACCEPTED + spot.release.trust, mid)
                    if spot.reason:
                        counted.note(spot.reason, mid)
                elif mid not in refused_ids:
                    counted.note(KNOWN, mid)
            deleted, removed = self._moderate(inserted, out.commands)
            if deleted:
                counted.note(SPOT_DELETED, "", deleted)
            if removed:
                counted.note(RELEASE_REMOVED, "", removed)
            store.add_outcomes(self.conn, counted.outcomes, counted.samples)
            store.advance(self.conn, report.backbone, report.group, expect=self.expect, next_article=next_article,
                          back_article=back_article, server_low=info.low, server_high=info.high)
        return counted, len(inserted), commands

    def _moderate(self, inserted: set[str], commands: Sequence[ModerationCommand]) -> tuple[int, int]:
        """Apply every stored command aimed at this batch's spots, and this batch's commands at any stored spot."""
        wanted = inserted | {c.target for c in commands}
        if not wanted:
            return 0, 0
        relevant = store.commands_for(self.conn, wanted)
        live = store.lock_targets(self.conn, {c.target for c in relevant})
        doomed = sorted({
            target.message_id for c in relevant if (target := live.get(c.target)) is not None
            and command_applies(c, target_spotter_id=target.spotter_id, target_stamp=target.stamp)
        })
        return store.mark_deleted(self.conn, doomed)


class _GroupGone(Exception):
    """The spot group vanished from the server mid-pass."""


def index_spots(
    conn: Conn,
    pool: Pool,
    *,
    settings: Settings,
    keyring: KeyRing,
    provider: str,
    backbone: str,
    group: str = SPOT_GROUP,
    now: int | None = None,
    run_id: str = "",
    budget_sec: float = 1800.0,
    clock: Callable[[], float] = time.monotonic,
) -> IndexReport:
    """Read the spot group forward from the read position, then backfill its history; return what was done.

    ``spot_max_batches`` XOVER round trips per pass in all, forward first (new
    spots matter most), then down from the oldest article read. A first pass
    starts at the server's top and reads backwards, so the newest spots come
    first. ``now`` is the clock spots are judged against (future times are
    clamped to it); default: the wall clock.
    """
    if not conn.autocommit:
        raise ValueError("index_spots needs an autocommit connection: each batch commits in its own transaction")
    report = IndexReport(provider=provider, backbone=backbone, group=group)
    started = clock()
    pass_id = store.start_pass(conn, run_id=run_id, kind="index", provider=provider, backbone=backbone)
    link = _Link(pool)
    indexer = _Indexer(conn, link, report, keyring=keyring, now=int(time.time()) if now is None else now)
    last_progress = clock()
    try:
        info = _retrying(link, f"GROUP {group}", lambda: link.select(group))
        if info is None:
            report.state = SpotPassState.MISSING
            report.message = f"{group} is not carried by {provider} (411); spots need a provider that carries it"
            log.warning("%s", report.message)
            return report
        report.server_low, report.server_high = info.low, info.high
        top = info.high + 1
        state = store.read_state(conn, backbone, group)
        if state is None:
            with conn.transaction():
                store.advance(conn, backbone, group, expect=None, next_article=top, back_article=top,
                              server_low=info.low, server_high=info.high)
            next_article = back_article = top
        else:
            next_article, back_article = state.next_article, state.back_article
            if top < state.next_article:
                # The server renumbered (or replaced) the group: its numbers no longer mean what we
                # stored. Read it again from its top; stored spots are known by message-id.
                report.note("renumbered", f"server top {info.high} below the read position {state.next_article}")
                log.warning("%s on %s: the server's high water mark %d is below the read position %d; "
                            "reading the group again from its top", group, backbone, info.high, state.next_article)
                next_article = back_article = top
        indexer.expect = (state.next_article, state.back_article) if state else (top, top)
        report.next_article, report.back_article = next_article, back_article
        size = settings.spot_batch_size
        low = max(info.low, 1)
        failed = False

        def spent() -> bool:
            return report.batches >= settings.spot_max_batches or clock() - started > budget_sec or failed

        while next_article < top and not spent():
            lo, hi = next_article, min(next_article + size - 1, top - 1)
            out = indexer.read(lo, hi)
            if out is None:
                failed = True
                break
            indexer.commit(out, next_article=hi + 1, back_article=back_article, info=info)
            next_article = hi + 1
            report.forward_batches += 1
            last_progress = _progress(conn, pass_id, report, started, clock, last_progress)
        while back_article > low and not spent():
            hi = back_article - 1
            lo = max(low, hi - size + 1)
            out = indexer.read(lo, hi)
            if out is None:
                failed = True
                break
            indexer.commit(out, next_article=next_article, back_article=lo, info=info)
            back_article = lo
            report.backfill_batches += 1
            last_progress = _progress(conn, pass_id, report, started, clock, last_progress)
        report.backlog = max(0, top - next_article)
        report.history_left = max(0, back_article - low)
        if report.failed_batches:
            report.state = SpotPassState.FAILED
            raise SpotPassFailed(
                f"{group} on {provider}: {report.message}",
                hint=f"`usenet-ops provider test {provider} --group {group}`: does XOVER/HEAD answer in time?",
            )
        return report
    except store.SpotStateMoved as exc:
        report.state = SpotPassState.MOVED
        report.message = str(exc)
        log.warning("%s", exc)
        return report
    except _GroupGone as exc:
        report.state = SpotPassState.FAILED
        report.message = str(exc)
        raise SpotPassFailed(str(exc), hint=f"is {group} still carried by {provider}?") from exc
    except Exception as exc:
        report.state = SpotPassState.FAILED
        report.message = report.message or f"{type(exc).__name__}: {exc}"
        raise
    finally:
        link.close()
        report.wire_bytes = link.wire_bytes
        report.seconds = clock() - started
        _finish(conn, pass_id, report.as_dict(), report.state)
        log.info("spots index %s via %s [%s]: %s, %d batches (%d forward, %d backfill, %d failed), %d articles, "
                 "%d HEADs, %d new spots, %d commands, %d deleted, backlog %d, history left %d, %.1fs, "
                 "%.0f articles/s, outcomes %s", group, provider, backbone, report.state.value, report.batches,
                 report.forward_batches, report.backfill_batches, report.failed_batches, report.articles,
                 report.heads, report.spots, report.commands, report.deleted, report.backlog, report.history_left,
                 report.seconds, report.articles / report.seconds if report.seconds else 0.0, dict(report.outcomes))


def _progress(conn: Conn, pass_id: int, report: IndexReport | FetchReport, started: float,
              clock: Callable[[], float], last: float) -> float:
    """Write the pass's report so far every few seconds (status shows live progress); return the last write."""
    now = clock()
    if now - last < PROGRESS_EVERY_SEC:
        return last
    report.seconds = now - started
    try:
        store.update_pass(conn, pass_id, report.as_dict())
    except DatabaseError as exc:
        log.warning("could not record spot pass progress: %s", exc)
    return now


def _finish(conn: Conn, pass_id: int, report: dict[str, Any], state: SpotPassState) -> None:
    try:
        store.update_pass(conn, pass_id, report, state=state.value)
    except DatabaseError as exc:
        log.warning("could not record the spot pass: %s", exc)


# --- the fetch pass ---------------------------------------------------------------------------------


def _chunks(items: Sequence[T], size: int) -> Iterator[Sequence[T]]:
    for i in range(0, len(items), size):
        yield items[i : i + size]


@dataclass
class _Fetched:
    """What fetching one spot's NZB gave: a release, or the reason there is none."""

    release: CatalogueRelease | None
    reason: str = ""
    detail: str = ""
    bodies: int = 0
    missing: int = 0


def _fetch_chunk(link: _Link, chunk: Sequence[SpotRelease], results: dict[str, _Fetched]) -> None:
    """Fetch the NZBs of a chunk of spots into ``results``, pipelining BODY across spots.

    Small NZBs (the usual one to a few articles) are fetched together, up to
    ``PIPELINE_SEGMENTS`` articles in one pipelined run: one round trip per
    spot would make the round trip the cost. A spot naming more articles is
    fetched alone, a window at a time, so it can be refused at the byte cap
    before it is held whole. ``results`` fills as spots complete, so a failure
    midway keeps what was fetched.
    """
    group: list[SpotRelease] = []
    count = 0

    def flush() -> None:
        nonlocal count
        if group:
            ids = [m for spot in group for m in spot.nzb_segments]
            got = _retrying(link, f"BODY x{len(ids)} for {len(group)} spots",
                            lambda: link.client().body_many(ids, window=BODY_WINDOW))
            for spot in group:
                results[spot.message_id] = _decode(spot, [got.get(m) for m in spot.nzb_segments])
            group.clear()
        count = 0

    for spot in chunk:
        n = len(spot.nzb_segments)
        if n > PIPELINE_SEGMENTS:
            flush()
            results[spot.message_id] = _fetch_large(link, spot)
            continue
        if count + n > PIPELINE_SEGMENTS:
            flush()
        group.append(spot)
        count += n
    flush()


def _fetch_large(link: _Link, spot: SpotRelease) -> _Fetched:
    """Fetch a many-article NZB a window at a time, refusing it once it passes ``MAX_PAYLOAD``."""
    arts: list[ArticleData | None] = []
    total = 0
    for window in _chunks(spot.nzb_segments, BODY_WINDOW):
        ids = list(window)
        got = _retrying(link, f"BODY x{len(ids)} for {spot.message_id}",
                        lambda ids=ids: link.client().body_many(ids, window=BODY_WINDOW))  # type: ignore[misc]
        for mid in ids:
            art = got.get(mid)
            arts.append(art)
            if art is not None:
                total += sum(len(line) for line in art.lines)
        if total > MAX_PAYLOAD:
            present = sum(1 for a in arts if a is not None)
            return _Fetched(None, PayloadError.TOO_LARGE.value, f"over {MAX_PAYLOAD} bytes after {present} segments",
                            present, len(arts) - present)
    return _decode(spot, arts)


def _decode(spot: SpotRelease, arts: Sequence[ArticleData | None]) -> _Fetched:
    """Decode a spot's NZB from its segments' bodies (None: the server did not have it) and build the release.

    A segment the server does not have (430) is left out: the stream then
    decodes short and the decoder names it (``payload_truncated``).
    """
    bodies = [a.lines for a in arts if a is not None]
    missing = len(arts) - len(bodies)
    if sum(len(line) for body in bodies for line in body) > MAX_PAYLOAD:
        return _Fetched(None, PayloadError.TOO_LARGE.value, f"over {MAX_PAYLOAD} bytes", len(bodies), missing)
    try:
        payload: NzbPayload | PayloadRejected = (
            decode_nzb_payload(bodies) if bodies else PayloadRejected(PayloadError.EMPTY, "no segment could be fetched"))
    except Exception as exc:  # invariant 5
        log.exception("spot %s: the NZB payload could not be decoded", spot.message_id)
        return _Fetched(None, ERROR, f"{type(exc).__name__}: {exc}", len(bodies), missing)
    if isinstance(payload, PayloadRejected):
        detail = payload.detail + (f" ({missing} of {len(spot.nzb_segments)} segments absent)" if missing else "")
        return _Fetched(None, payload.reason.value, detail, len(bodies), missing)
    try:
        release = spot_catalogue_release(spot, payload.files)
    except ValueError as exc:
        return _Fetched(None, RELEASE_INVALID, str(exc), len(bodies), missing)
    except Exception as exc:  # invariant 5: a bug on one spot is counted with its sample, the pass goes on
        log.exception("spot %s: the release could not be built", spot.message_id)
        return _Fetched(None, ERROR, f"{type(exc).__name__}: {exc}", len(bodies), missing)
    return _Fetched(release, bodies=len(bodies), missing=missing)


def fetch_spots(
    conn: Conn,
    pool: Pool,
    *,
    settings: Settings,
    sink: ReleaseSink,
    provider: str,
    backbone: str,
    blacklist: Blacklist | None = None,
    run_id: str = "",
    budget_sec: float = 1800.0,
    clock: Callable[[], float] = time.monotonic,
) -> FetchReport:
    """Fetch the NZBs of up to ``spot_fetch_batch`` pending spots and import them into the catalogue.

    Each chunk of spots commits in one transaction: the releases (through
    ``sink``, idempotent on content_hash), the spots' new states and the
    outcome counts. A spot deleted while its NZB was being fetched is not
    imported. A spot whose NZB cannot be decoded is ``failed`` with the
    reason (``usenet-ops spots retry`` puts it back in the queue).
    """
    if not conn.autocommit:
        raise ValueError("fetch_spots needs an autocommit connection: each chunk commits in its own transaction")
    report = FetchReport(provider=provider, backbone=backbone)
    started = clock()
    pass_id = store.start_pass(conn, run_id=run_id, kind="fetch", provider=provider, backbone=backbone)
    link = _Link(pool)
    last_progress = clock()
    try:
        todo = store.pending(conn, settings.spot_fetch_batch)
        for chunk in _chunks(todo, FETCH_CHUNK):
            if clock() - started > budget_sec:
                report.message = f"time budget of {budget_sec:.0f}s spent; the rest is fetched next pass"
                break
            results: dict[str, _Fetched] = {}
            try:
                _fetch_chunk(link, chunk, results)
            except NNTPError as exc:
                if not replies.cured_by_reconnect(exc):
                    raise
                report.failed_fetches += 1
                report.message = f"BODY kept failing ({exc}); the spots left are fetched next pass"
                log.warning("spots fetch: %s", report.message)
            _import_chunk(conn, results, sink, blacklist, report)
            last_progress = _progress(conn, pass_id, report, started, clock, last_progress)
            if report.failed_fetches:
                break
        report.pending_left = store.pending_count(conn)
        if report.failed_fetches:
            report.state = SpotPassState.FAILED
            raise SpotPassFailed(f"spot NZB fetch via {provider}: {report.message}",
                                 hint=f"`usenet-ops provider test {provider}`: does BODY by message-id answer?")
        return report
    except Exception as exc:
        report.state = SpotPassState.FAILED
        report.message = report.message or f"{type(exc).__name__}: {exc}"
        raise
    finally:
        link.close()
        report.wire_bytes = link.wire_bytes
        report.seconds = clock() - started
        _finish(conn, pass_id, report.as_dict(), report.state)
        log.info("spots fetch via %s [%s]: %s, %d candidates, %d imported, %d joined an existing release, %d failed, "
                 "%d bodies (%d segments absent), %d pending left, %.1fs, outcomes %s", provider, backbone,
                 report.state.value, report.candidates, report.imported, report.joined, report.failed, report.bodies,
                 report.segments_missing, report.pending_left, report.seconds, dict(report.outcomes))


def _blacklisted(blacklist: Blacklist | None, release: CatalogueRelease) -> str | None:
    if blacklist is None:
        return None
    hit = blacklist.match({"poster": release.poster, "group": release.groups[0], "name": release.title,
                           "subject": release.title})
    return f"rule {hit.rule_id}: {release.title}" if hit is not None else None


def _import_chunk(conn: Conn, results: dict[str, _Fetched], sink: ReleaseSink, blacklist: Blacklist | None,
                  report: FetchReport) -> None:
    """Commit one chunk: releases through the sink, spot states and outcome counts, in one transaction.

    A chunk the database refuses is stored again release by release, each in
    a savepoint: a refused one fails its spot (``store_refused``), the others
    are imported.
    """
    if not results:
        return
    try:
        counted, added, duplicates, failed = _store_chunk(conn, results, sink, blacklist, one_by_one=False)
    except DatabaseError as exc:
        if conn.closed or conn.broken:
            raise
        log.warning("spots fetch: the database refused a chunk of %d spots (%s); storing them one by one",
                    len(results), str(exc).strip()[:200])
        counted, added, duplicates, failed = _store_chunk(conn, results, sink, blacklist, one_by_one=True)
    for got in results.values():
        report.bodies += got.bodies
        report.segments_missing += got.missing
    report.candidates += len(results)
    report.imported += added
    report.joined += duplicates
    report.failed += failed
    report.fold(counted)


def _store_chunk(conn: Conn, results: dict[str, _Fetched], sink: ReleaseSink, blacklist: Blacklist | None, *,
                 one_by_one: bool) -> tuple[_Counted, int, int, int]:
    counted = _Counted()
    added = duplicates = 0
    with conn.transaction():
        live = store.lock_pending(conn, results)
        imported: dict[str, str] = {}
        failed: dict[str, str] = {}
        releases: list[tuple[str, CatalogueRelease]] = []
        for mid, got in results.items():
            if mid not in live:
                counted.note(DELETED_BEFORE_IMPORT, _sample(mid, "deleted while its NZB was fetched"))
                continue
            if got.release is None:
                failed[mid] = got.reason
                counted.note(got.reason, _sample(mid, got.detail))
                continue
            hit = _blacklisted(blacklist, got.release)
            if hit is not None:
                failed[mid] = BLACKLISTED
                counted.note(BLACKLISTED, _sample(mid, hit))
                continue
            releases.append((mid, got.release))
        if one_by_one:
            for mid, release in releases:
                try:
                    with conn.transaction():
                        result = sink.add(conn, [release])
                except DatabaseError as exc:
                    if conn.closed or conn.broken:
                        raise
                    failed[mid] = STORE_REFUSED
                    counted.note(STORE_REFUSED, _sample(mid, str(exc).strip()[:200]))
                    continue
                added += result.inserted
                duplicates += result.duplicates
                imported[mid] = release.content_hash
        elif releases:
            result = sink.add(conn, [r for _, r in releases])
            added, duplicates = result.inserted, result.duplicates
            imported = {mid: r.content_hash for mid, r in releases}
        if releases:
            counted.note(IMPORTED, releases[0][1].title, added)
            counted.note(JOINED, releases[0][1].title, duplicates)
        store.mark_imported(conn, imported)
        store.mark_failed(conn, failed)
        store.add_outcomes(conn, counted.outcomes, counted.samples)
    return counted, added, duplicates, len(failed)
