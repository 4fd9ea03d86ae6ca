"""Settling (REBUILD part 7): promote history sets whose ranges are read and that have gone quiet.

The rebuild path's backfill writes chunks (``store.rebuild_sink``), never
staged sets; this pass is its build. A set settles when its article span on
each backbone it was read on is covered (the ranges holding it are done,
whichever order they completed in) and no chunk arrived for
``rebuild_settle_hours``. Settled sets of one key are planned into uploads
with the live grouping rule, their chunks merged and judged
(``domain.rebuild.settle``); complete ones go through the live build's own
store (``build.store_sets``: assembly, junk rules, classification, one
catalogue row per content hash, probe candidates), so a release both paths
find is one row. Incomplete ones are marked so (with their figures kept in
``rb_sets``) and never served; their chunks stay for phase 2 and for a
later range that may still complete them (a new chunk reopens a set).

One transaction per chunk of sets: a crash re-judges the same sets.
"""

from __future__ import annotations

import bisect
import datetime as dt
import logging
import time
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

from usenet_ops.domain import backfill_plan
from usenet_ops.domain.assembly.staged import StagedSet
from usenet_ops.domain.assembly.uploads import SIBLING_GAP
from usenet_ops.domain.rebuild import chunk_codec, records, settle
from usenet_ops.passes import build
from usenet_ops.settings import Settings
from usenet_ops.store import crawl_state, rebuild_chunks
from usenet_ops.store.catalogue import ReleaseSink
from usenet_ops.store.db import Conn
from usenet_ops.store.staging import COLLISION_SPAN, StagingBackend

log = logging.getLogger(__name__)

__all__ = ["SettleReport", "settle_pass"]

# Sets judged per transaction.
CHUNK = 500


@dataclass
class SettleReport:
    """What one settling pass did."""

    candidates: int = 0
    waiting: int = 0  # idle, but a range around them is not read yet
    uploads: int = 0
    promoted: int = 0
    incomplete: int = 0
    dropped: int = 0
    kept: int = 0  # assembly raised: judged again next pass
    handed: int = 0  # sets at the forward crawl's edge, handed to live staging to meet the crawl's part
    corrupt: int = 0  # a chunk that did not decode: its range must be re-read
    months_attached: int = 0  # months of chunks moved out of the default partition into their own
    months_waiting: int = 0  # months left in the default this pass (the lock was busy): tried next pass
    seconds: float = 0.0
    samples: dict[str, str] = field(default_factory=dict)

    def as_dict(self) -> dict[str, Any]:
        return {"kind": "settle", "candidates": self.candidates, "waiting": self.waiting, "uploads": self.uploads,
                "promoted": self.promoted, "incomplete": self.incomplete, "dropped": self.dropped,
                "kept": self.kept, "handed": self.handed, "corrupt": self.corrupt,
                "months_attached": self.months_attached, "months_waiting": self.months_waiting,
                "seconds": round(self.seconds, 3),
                "samples": self.samples}


class _Coverage:
    """Each (backbone, group)'s read ranges, loaded once a pass: a pass judges up to ``limit`` sets, not one query each."""

    def __init__(self, conn: Conn) -> None:
        self.conn = conn
        self.ranges: dict[tuple[str, str], tuple[list[int], list[tuple[int, int]]]] = {}

    def read(self, span: rebuild_chunks.SetSpan) -> bool:
        """Say whether a set's span on one backbone is wholly covered (every range holding it is done)."""
        key = (span.backbone, span.group)
        if key not in self.ranges:
            rows = crawl_state.coverage(self.conn, span.backbone, span.group)
            self.ranges[key] = ([hi for _, hi in rows], rows)
        ends, rows = self.ranges[key]
        first = bisect.bisect_left(ends, span.art_lo)  # the first range ending at or after the span's start
        touching = []
        for lo, hi in rows[first:]:
            if lo > span.art_hi:
                break
            touching.append((lo, hi))
        return not backfill_plan.gaps(span.art_lo, span.art_hi, touching, [])

    def all_read(self, s: rebuild_chunks.RebuildSet) -> bool:
        return bool(s.spans) and all(self.read(span) for span in s.spans)


def settle_pass(conn: Conn, *, settings: Settings, sink: ReleaseSink, filters: build.BuildFilters,
                staging: StagingBackend, now: dt.datetime | None = None, limit: int = 100_000,
                edge_window: int = SIBLING_GAP, clock: Any = time.monotonic) -> SettleReport:
    """Judge up to ``limit`` quiet history sets; promote the complete uploads into the catalogue.

    Sets at the forward crawl's edge (within ``edge_window`` articles of its
    first article: by default the grouping rule's own run window,
    ``SIBLING_GAP``) are not judged here: the rest of their upload may be the
    crawl's, staged live. They are handed to ``staging`` as soon as their
    ranges are read, quiet or not (the live build judges an idle incomplete
    set within minutes, so the history half must be there first), and the
    live build builds the upload once, complete.
    """
    if not conn.autocommit:
        raise ValueError("settle_pass needs an autocommit connection: each chunk of sets commits on its own")
    report = SettleReport()
    started = clock()
    now = now or dt.datetime.now(dt.UTC)
    # The chunk store's months are attached here, by settling, never by the writers (see attach_months).
    months = rebuild_chunks.attach_months(conn)
    report.months_attached, report.months_waiting = len(months.attached), len(months.waiting)
    _hand_over(conn, staging, report, edge_window)
    idle_before = now - dt.timedelta(hours=settings.rebuild_settle_hours)
    sets = rebuild_chunks.settle_candidates(conn, idle_before=idle_before, limit=limit)
    report.candidates = len(sets)
    coverage = _Coverage(conn)
    ready = [s for s in sets if coverage.all_read(s)]
    report.waiting = len(sets) - len(ready)
    # One upload's sets share a key (group, poster, N): plan each key's sets together, in chunks of keys.
    by_key: dict[tuple[str, str, int], list[rebuild_chunks.RebuildSet]] = defaultdict(list)
    for s in ready:
        by_key[(s.group, s.poster, s.file_total)].append(s)
    batch: list[rebuild_chunks.RebuildSet] = []
    for key in sorted(by_key):
        batch.extend(by_key[key])
        if len(batch) >= CHUNK:
            _settle_chunk(conn, batch, settings=settings, sink=sink, filters=filters, report=report)
            batch = []
    if batch:
        _settle_chunk(conn, batch, settings=settings, sink=sink, filters=filters, report=report)
    report.seconds = clock() - started
    log.info("settle: %d quiet sets, %d waiting for a range, %d uploads: %d promoted, %d incomplete, %d dropped, "
             "%d kept, %d handed to live staging, %d corrupt, %d months attached (%d left in the default), %.1fs",
             report.candidates, report.waiting, report.uploads, report.promoted, report.incomplete, report.dropped,
             report.kept, report.handed, report.corrupt, report.months_attached, report.months_waiting,
             report.seconds)
    return report


def _hand_over(conn: Conn, staging: StagingBackend, report: SettleReport, window: int) -> None:
    """Stage the read sets at each forward crawl's edge into live staging (same keys), then mark them settled.

    Every one, complete or not: an upload whose history files look complete
    may still have files in the crawl's part (extras, par2 volumes past the
    counter), and judging it here would catalogue it short beside the whole
    one the live build makes. Staged under the group's current fencing
    token (borrowed, not taken: ``crawl_state.forward_edge``), without
    coverage or watermark. A crash between the staging and the mark stages
    them again next pass, which adds nothing twice (staging keeps each part
    once).
    """
    coverage = _Coverage(conn)
    for backbone, group, first, fence in _edges(conn):
        sets = [s for s in rebuild_chunks.edge_candidates(conn, backbone, group, first - window) if coverage.all_read(s)]
        if not sets:
            continue
        loaded = rebuild_chunks.set_chunks(conn, [s.set_id for s in sets])
        files = []
        for s in sets:
            # This backbone's chunks only: another backbone's hold the same articles under numbers that would make
            # the staged set's span meaningless (a collision by span).
            for chunk_backbone, payload in loaded.get(s.set_id, []):
                if chunk_backbone != backbone:
                    continue
                try:
                    files.extend(records.aggregates(chunk_codec.decode(payload)))
                except chunk_codec.ChunkCorrupt as exc:
                    report.corrupt += 1
                    report.samples.setdefault("corrupt", f"{s.set_id}: {exc}")
        try:
            staging.stage_batch(conn, backbone=backbone, group=group, fence=fence, files=files, covered=None,
                                next_article=None)
        except crawl_state.FenceLost:
            log.info("settle: %s [%s] changed hands while its edge was handed over; again next pass", group,
                     backbone)
            continue
        with conn.transaction():
            rebuild_chunks.mark(conn, [s.set_id for s in sets], rebuild_chunks.SetState.SETTLED)
        report.handed += len(sets)


def _edges(conn: Conn) -> list[tuple[str, str, int, int]]:
    """Return (backbone, group, the forward crawl's first article, fencing token) of every group history was read for."""
    out = []
    for backbone, group in rebuild_chunks.read_groups(conn):
        first, fence = crawl_state.forward_edge(conn, backbone, group)
        if first is not None and fence is not None:
            out.append((backbone, group, first, fence))
    return out


def _settle_chunk(conn: Conn, sets: list[rebuild_chunks.RebuildSet], *, settings: Settings, sink: ReleaseSink,
                  filters: build.BuildFilters, report: SettleReport) -> None:
    """Judge one chunk of sets in one transaction: promote complete uploads, mark the rest."""
    with conn.transaction():
        loaded = rebuild_chunks.set_chunks(conn, [s.set_id for s in sets])
        entries: dict[str, list[tuple[str, Any]]] = {}
        corrupt: list[str] = []
        for s in sets:
            try:
                entries[s.set_id] = [(backbone, chunk_codec.decode(payload)) for backbone, payload in
                                     loaded.get(s.set_id, [])]
            except chunk_codec.ChunkCorrupt as exc:
                corrupt.append(s.set_id)
                report.samples.setdefault("corrupt", f"{s.set_id}: {exc}")
        several = {s.set_id: len({span.backbone for span in s.spans}) > 1 for s in sets}
        candidates = {k: settle.candidate(entries[k], run_known=None if several[k] else True)
                      for k in entries if entries[k]}
        merged: list[StagedSet] = []
        members: dict[str, list[str]] = {}
        incomplete: list[str] = []
        for upload in settle.plan_uploads(candidates.values()):
            report.uploads += 1
            alone = candidates[upload[0]].staged if len(upload) == 1 else None
            # A set that is its own upload was merged for its candidate already (under its own key): not again.
            staged = alone if alone is not None and alone.set_id == upload[0] else settle.merge_set(
                (c for m in upload for _, c in entries[m]), set_id=upload[0])
            # The span on the upload's first backbone (numbers of two backbones say nothing of each other).
            own = [candidates[m] for m in upload if candidates[m].backbone == candidates[upload[0]].backbone]
            span = max(c.art_hi for c in own) - min(c.art_lo for c in own)
            verdict = settle.judge(staged, collision_span=COLLISION_SPAN, art_span=span)
            if verdict.complete:
                merged.append(staged)
                members[upload[0]] = upload
            else:
                incomplete.extend(upload)
                report.samples.setdefault("incomplete", f"{staged.base[:120]}: {verdict.files_complete} of "
                                                        f"{verdict.files_expected} files, {verdict.segments_found} "
                                                        f"of {verdict.segments_expected} segments")
        stored = build.store_sets(conn, merged, settings=settings, sink=sink, filters=filters,
                                  origin_note="settle") if merged else None
        promoted: dict[str, str] = {}
        dropped: list[str] = []
        kept: list[str] = []
        for staged in merged:
            upload = members[staged.set_id]
            if stored is not None and staged.set_id in stored.catalogued:
                for m in upload:
                    promoted[m] = stored.catalogued[staged.set_id]
            elif stored is not None and staged.set_id in stored.keep:
                kept.extend(upload)
            else:
                dropped.extend(upload)
        rebuild_chunks.mark_promoted(conn, promoted)
        if incomplete:
            rebuild_chunks.mark(conn, incomplete, rebuild_chunks.SetState.INCOMPLETE)
        if dropped:
            rebuild_chunks.mark(conn, dropped, rebuild_chunks.SetState.DROPPED)
        report.promoted += len(promoted)
        report.incomplete += len(incomplete)
        report.dropped += len(dropped)
        report.kept += len(kept)
        report.corrupt += len(corrupt)
