"""The Spotnet index pass: read the spot group, verify each spot, store it with its label, apply moderation.

XOVER the spot group (free.pt) in ``spot_batch_size`` ranges, forward from
the read position first, then backfill down through the group's history,
``spot_max_batches`` round trips per pass (docs/adr/0017). Each line is
parsed and its header signature checked from the overview alone; a new,
header-verified spot costs one (pipelined) HEAD for its X-XML document and
the poster's key. Every batch's spots, moderation commands, outcome counts
and the new read position commit in ONE transaction, so a crash re-reads
the batch and stores nothing twice.

Moderation (spotnet.md section 6): verified commands are stored, and applied
after the batch's spots are inserted (a spot and its delete can share a
batch); a command read before its target (the backfill reads newest first)
deletes the target the moment it is stored, and a spot a moderator deleted is
never fetched. A deleted spot's release leaves the catalogue only when the
spot created it (``store.spot_records.mark_deleted``).

A bad article never stops a pass; a batch the server keeps failing is left
for the next pass, and the pass then fails (``SpotPassFailed``) so the run is
not green.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from usenet_ops.domain.overview import OverviewBatch, OverviewRecord
from usenet_ops.domain.spotnet.signature import KeyRing
from usenet_ops.domain.spotnet.spots import ModerationCommand, Rejected, Spot, command_applies, complete_spot, read_spot
from usenet_ops.nntp import replies
from usenet_ops.nntp.errors import NNTPError
from usenet_ops.nntp.pool import Pool
from usenet_ops.nntp.values import ArticleData, GroupInfo
from usenet_ops.passes.envelope import EndsAs, pass_envelope
from usenet_ops.passes.spot_pass import (
    ACCEPTED,
    BATCH_ATTEMPTS,
    DELETED_UNREAD,
    ERROR,
    HEAD_MISSING,
    KNOWN,
    MALFORMED,
    RELEASE_REMOVED,
    SPOT_DELETED,
    SPOT_GROUP,
    STORE_REFUSED,
    Counted,
    Link,
    SpotPassFailed,
    SpotPassState,
    finish,
    progress,
    retrying,
    sample,
)
from usenet_ops.settings import Settings
from usenet_ops.store import spot_records
from usenet_ops.store.db import Conn
from usenet_ops.store.db_errors import DatabaseError

log = logging.getLogger(__name__)

HEAD_WINDOW = 32  # HEADs in flight at once: headers are small, so a deeper pipeline costs little memory


@dataclass
class IndexReport(Counted):
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
class _Batch(Counted):
    """One XOVER range, read and judged, ready to commit."""

    lo: int = 0
    hi: int = 0
    articles: int = 0
    heads: int = 0
    spots: list[spot_records.NewSpot] = field(default_factory=list)
    commands: list[ModerationCommand] = field(default_factory=list)


def _judge_overview(batch: OverviewBatch, keyring: KeyRing, now: int,
                    out: _Batch) -> dict[str, tuple[OverviewRecord, Spot]]:
    """Parse and verify every overview line; count rejections, collect commands; return header-verified spots."""
    candidates: dict[str, tuple[OverviewRecord, Spot]] = {}
    if batch.malformed:
        out.note(MALFORMED, sample(batch.malformed_sample or b""), batch.malformed)
    for rec in batch.records:
        try:
            result = read_spot(subject=rec.subject, from_=rec.from_, message_id=rec.message_id, date=rec.date,
                               keyring=keyring, now=now)
        except Exception as exc:  # invariant 5: one article never stops a pass; the sample names it
            log.warning("spot %r could not be judged: %s: %s", rec.message_id[:120], type(exc).__name__, exc)
            out.note(ERROR, sample(rec.message_id, f"{type(exc).__name__}: {exc}"))
            continue
        if isinstance(result, Rejected):
            out.note(result.reason.value, sample(rec.message_id, result.detail))
        elif isinstance(result, ModerationCommand):
            out.commands.append(result)
            out.note(f"command_{result.issuer.value}", sample(result.message_id, f"{result.verb} {result.target}"))
        elif result.header.message_id in candidates:
            out.note(KNOWN, sample(rec.message_id, "listed twice in one XOVER reply"))
        else:
            candidates[result.header.message_id] = (rec, result)
    return candidates


def _judge_heads(candidates: dict[str, tuple[OverviewRecord, Spot]], heads: dict[str, ArticleData | None],
                 keyring: KeyRing, backbone: str, out: _Batch) -> None:
    """Read each spot's HEAD into a verified spot to store, or count why not (the header stages ran already)."""
    for mid, (rec, listed) in candidates.items():
        art = heads.get(mid)
        if art is None:
            out.note(HEAD_MISSING, sample(mid))
            continue
        out.heads += 1
        try:
            result = complete_spot(listed, art.lines, keyring)
        except Exception as exc:  # invariant 5
            log.warning("spot %s could not be read: %s: %s", mid, type(exc).__name__, exc)
            out.note(ERROR, sample(mid, f"{type(exc).__name__}: {exc}"))
            continue
        if isinstance(result, Rejected):
            out.note(result.reason.value, sample(mid, result.detail))
            continue
        release = result.release(allow_no_nzb=True)
        if isinstance(release, Rejected):
            out.note(release.reason.value, sample(mid, release.detail))
            continue
        no_nzb = not release.nzb_segments
        out.spots.append(spot_records.NewSpot(release, backbone, rec.number or None, "failed" if no_nzb else "pending",
                                              "nzb_missing" if no_nzb else None))


class _Indexer:
    """One index pass over one (backbone, spot group): reading, judging and committing batches."""

    def __init__(self, conn: Conn, link: Link, report: IndexReport, *, keyring: KeyRing, now: int) -> None:
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
            batch = retrying(self.link, f"XOVER {group} {lo}-{hi}", over)
            if batch is None:
                raise _GroupGone(f"{group} vanished from the server (411) while it was read")
            out.articles = len(batch.records) + batch.malformed
            candidates = _judge_overview(batch, self.keyring, self.now, out)
            self._drop_known(candidates, out)
            heads: dict[str, ArticleData | None] = {}
            if candidates:
                ids = list(candidates)
                heads = retrying(self.link, f"HEAD x{len(ids)}",
                                 lambda: self.link.client().fetch_many("HEAD", ids, window=HEAD_WINDOW))
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
        for mid in spot_records.known_ids(self.conn, candidates):
            del candidates[mid]
            out.note(KNOWN, mid)
        doomed = {c.target for c in spot_records.commands_for(self.conn, candidates, moderator_only=True)}
        doomed |= {c.target for c in out.commands if command_applies(c, target_spotter_id=None, target_stamp=0)}
        for mid in doomed & candidates.keys():
            del candidates[mid]
            out.note(DELETED_UNREAD, sample(mid, "a moderator deleted it before it was read"))

    def commit(self, out: _Batch, *, next_article: int, back_article: int, info: GroupInfo) -> None:
        """Store one batch with its commands, outcomes and the read position, in one transaction.

        A batch the database refuses (a value it cannot hold) is stored again
        spot by spot, each in a savepoint: the refused ones are counted
        (``store_refused``) and the rest of the batch, and the pass, go on.
        """
        try:
            counted, inserted, commands = self._commit(out, next_article, back_article, info, one_by_one=False)
        except spot_records.SpotStateMoved:
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
                one_by_one: bool) -> tuple[Counted, int, int]:
        counted = Counted()
        counted.fold(out)
        report = self.report
        with self.conn.transaction():
            commands = spot_records.insert_commands(self.conn, out.commands)
            if one_by_one:
                ids, refused = spot_records.insert_spots_each(self.conn, out.spots)
                for mid, why in refused:
                    counted.note(STORE_REFUSED, sample(mid, why))
                inserted = set(ids)
            else:
                inserted = set(spot_records.insert_spots(self.conn, out.spots))
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
            spot_records.add_outcomes(self.conn, counted.outcomes, counted.samples)
            spot_records.advance(self.conn, report.backbone, report.group, expect=self.expect, next_article=next_article,
                                 back_article=back_article, server_low=info.low, server_high=info.high)
        return counted, len(inserted), commands

    def _moderate(self, inserted: set[str], commands: Sequence[ModerationCommand]) -> tuple[int, int]:
        """Apply every stored command aimed at this batch's spots, and this batch's commands at any stored spot."""
        wanted = inserted | {c.target for c in commands}
        if not wanted:
            return 0, 0
        relevant = spot_records.commands_for(self.conn, wanted)
        live = spot_records.lock_targets(self.conn, {c.target for c in relevant})
        doomed = sorted({
            target.message_id for c in relevant if (target := live.get(c.target)) is not None
            and command_applies(c, target_spotter_id=target.spotter_id, target_stamp=target.stamp)
        })
        return spot_records.mark_deleted(self.conn, doomed)


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
    pass_id = spot_records.start_pass(conn, run_id=run_id, kind="index", provider=provider, backbone=backbone)
    link = Link(pool)
    indexer = _Indexer(conn, link, report, keyring=keyring, now=int(time.time()) if now is None else now)
    last_progress = clock()

    def close() -> None:
        link.close()
        report.wire_bytes = link.wire_bytes

    def summary() -> None:
        log.info("spots index %s via %s [%s]: %s, %d batches (%d forward, %d backfill, %d failed), %d articles, "
                 "%d HEADs, %d new spots, %d commands, %d deleted, backlog %d, history left %d, %.1fs, "
                 "%.0f articles/s, outcomes %s", group, provider, backbone, report.state.value, report.batches,
                 report.forward_batches, report.backfill_batches, report.failed_batches, report.articles,
                 report.heads, report.spots, report.commands, report.deleted, report.backlog, report.history_left,
                 report.seconds, report.articles / report.seconds if report.seconds else 0.0, dict(report.outcomes))

    with pass_envelope(report, f"spots index {group} via {provider}", failed=SpotPassState.FAILED, clock=clock,
                       started=started, close=close, record=lambda: finish(conn, pass_id, report.as_dict(), report.state),
                       summary=summary,
                       endings={spot_records.SpotStateMoved: EndsAs(SpotPassState.MOVED),
                                SpotPassFailed: EndsAs(SpotPassState.FAILED, fails=True, keeps_message=True)}):
        try:
            info = retrying(link, f"GROUP {group}", lambda: link.select(group))
            if info is None:
                report.state = SpotPassState.MISSING
                report.message = f"{group} is not carried by {provider} (411); spots need a provider that carries it"
                log.warning("%s", report.message)
                return report
            report.server_low, report.server_high = info.low, info.high
            top = info.high + 1
            state = spot_records.read_state(conn, backbone, group)
            if state is None:
                with conn.transaction():
                    spot_records.advance(conn, backbone, group, expect=None, next_article=top, back_article=top,
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
                last_progress = progress(conn, pass_id, report, started, clock, last_progress)
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
                last_progress = progress(conn, pass_id, report, started, clock, last_progress)
            report.backlog = max(0, top - next_article)
            report.history_left = max(0, back_article - low)
            if report.failed_batches:
                report.state = SpotPassState.FAILED
                raise SpotPassFailed(
                    f"{group} on {provider}: {report.message}",
                    hint=f"`usenet-ops provider test {provider} --group {group}`: does XOVER/HEAD answer in time?",
                )
            return report
        except _GroupGone as exc:
            report.state = SpotPassState.FAILED
            report.message = str(exc)
            raise SpotPassFailed(str(exc), hint=f"is {group} still carried by {provider}?") from exc
    return report


