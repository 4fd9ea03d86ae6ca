"""Switch the staging backend (pg <-> redis): refuse while the other holds sets, or move them first.

Why an operator action and not a knob flip: the crawl records coverage and
watermarks in Postgres as it stages, so sets left in the backend being
switched away from are never read again; they would sit there until their
TTL or the prune horizon while the catalogue misses them. ``switch`` refuses
while the current backend holds sets unless told to ``migrate`` them: each
set is staged into the new backend with the same ids (through its public
``stage_batch``, no coverage, no watermark), then removed from the old one;
re-running after a crash adds nothing twice (part bitmaps on both sides).
Pause the crawl while switching: moving a group takes its fence.
"""

from __future__ import annotations

import email.utils
import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from usenet_ops.domain.ingest import FileAggregate
from usenet_ops.store import crawl_state
from usenet_ops.store import settings as settings_store
from usenet_ops.store.db import Conn
from usenet_ops.store.staging import MovedSet, StagingBackend, StagingMode

log = logging.getLogger(__name__)

CHUNK = 200
OWNER = "staging-switch"


class SwitchRefused(RuntimeError):
    """The current backend still holds staged sets; the message says how to drain or move them."""


@dataclass
class SwitchReport:
    """What a switch did."""

    previous: str
    current: str
    held: int
    moved_sets: int = 0
    moved_segments: int = 0

    def as_dict(self) -> dict[str, Any]:
        return {"previous": self.previous, "current": self.current, "held": self.held,
                "moved_sets": self.moved_sets, "moved_segments": self.moved_segments}


def switch(conn: Conn, target: StagingMode, *, backend_for: Callable[[StagingMode], StagingBackend],
           migrate: bool = False) -> SwitchReport:
    """Make ``target`` the staging backend; refuse (SwitchRefused) while the current one holds sets unless ``migrate``.

    ``backend_for`` composes a backend by mode (``passes.compose.staging_backend``):
    the switch is the one operation that needs both at once.
    """
    settings = settings_store.load(conn)
    current = StagingMode(settings.staging)
    report = SwitchReport(previous=str(current), current=str(target), held=0)
    if target is current:
        return report
    destination = backend_for(target)
    destination.holds_sets(conn)  # refuse before anything moves when the new backend cannot be reached
    source = backend_for(current)
    report.held = source.holds_sets(conn)
    if report.held and not migrate:
        raise SwitchRefused(
            f"{report.held} sets are staged in {current}: switching now would strand them. Let the build drain "
            f"them (pause usenet_crawl, run usenet_build until `usenet-ops staging status` shows 0 sets), or move "
            f"them with `usenet-ops staging switch {target} --migrate`")
    if report.held:
        report.moved_sets, report.moved_segments = _move(conn, source, destination)
    settings_store.set_value(conn, "staging", str(target), guarded_ok=True)
    log.info("staging switched from %s to %s (%d sets, %d segments moved)", current, target, report.moved_sets,
             report.moved_segments)
    return report


def _move(conn: Conn, source: StagingBackend, destination: StagingBackend) -> tuple[int, int]:
    """Move every set from ``source`` to ``destination``, a chunk at a time; return (sets, segments) moved."""
    sets = segments = 0
    while True:
        chunk = source.export_sets(conn, CHUNK)
        if not chunk:
            return sets, segments
        for key, files in _batches(chunk).items():
            backbone, group = key
            fence = crawl_state.take_fence(conn, backbone, group, OWNER)
            segments += destination.stage_batch(conn, backbone=backbone, group=group, fence=fence, files=files,
                                                covered=None, next_article=None).inserted
        source.drop_sets(conn, [m.staged.set_id for m in chunk])
        sets += len(chunk)


def _batches(moved: list[MovedSet]) -> dict[tuple[str, str], list[FileAggregate]]:
    """Return the sets' files as crawl aggregates, by (backbone, group): what stage_batch takes."""
    out: dict[tuple[str, str], list[FileAggregate]] = {}
    for m in moved:
        s = m.staged
        for f in s.files:
            agg = FileAggregate(
                set_id=s.set_id, file_id=f.file_id, group=s.group, base=s.base, poster=s.poster,
                file_name=f.file_name, subject=f.subject, file_index=f.file_index, file_total=s.file_total,
                part_total=f.part_total, date_raw=_date(f.posted or s.posted_min), groups=set(s.groups),
                message_ids=[seg.message_id for seg in f.segments], parts=[seg.number for seg in f.segments],
                sizes=[seg.bytes for seg in f.segments], art_lo=m.art_lo, art_hi=m.art_hi, name_only=m.name_only)
            out.setdefault((m.backbone, s.group), []).append(agg)
    return out


def _date(posted: int) -> bytes:
    return email.utils.formatdate(posted, usegmt=True).encode() if posted else b""
