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
from dataclasses import dataclass
from typing import Any

from usenet_ops.domain.assembly.assemble import StagedSet
from usenet_ops.domain.ingest import FileAggregate
from usenet_ops.store import building, staging
from usenet_ops.store import settings as settings_store
from usenet_ops.store.db import Conn
from usenet_ops.store.staging import StagingMode
from usenet_ops.store.staging_redis import RedisStaging

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


def held(conn: Conn, mode: StagingMode) -> int:
    """Return how many sets ``mode``'s backend holds."""
    if mode is StagingMode.PG:
        return building.staged_set_count(conn)
    return staging.redis_backend().holds_sets()


def switch(conn: Conn, target: StagingMode, *, migrate: bool = False) -> SwitchReport:
    """Make ``target`` the staging backend; refuse (SwitchRefused) while the current one holds sets unless ``migrate``."""
    current = StagingMode(settings_store.load(conn).staging)
    report = SwitchReport(previous=str(current), current=str(target), held=0)
    if target is current:
        return report
    if target is StagingMode.REDIS:
        staging.redis_backend().client.ping()  # refuse before anything moves when Redis cannot be reached
    report.held = held(conn, current)
    if report.held and not migrate:
        raise SwitchRefused(
            f"{report.held} sets are staged in {current}: switching now would strand them. Let the build drain "
            f"them (pause usenet_crawl, run usenet_build until `usenet-ops staging status` shows 0 sets), or move "
            f"them with `usenet-ops staging switch {target} --migrate`")
    if report.held:
        redis_side = staging.redis_backend()
        if current is StagingMode.PG:
            report.moved_sets, report.moved_segments = _pg_to_redis(conn, redis_side)
        else:
            report.moved_sets, report.moved_segments = _redis_to_pg(conn, redis_side)
    settings_store.set_value(conn, "staging", str(target), guarded_ok=True)
    log.info("staging switched from %s to %s (%d sets, %d segments moved)", current, target, report.moved_sets,
             report.moved_segments)
    return report


def _pg_to_redis(conn: Conn, target: RedisStaging) -> tuple[int, int]:
    sets = segments = 0
    while True:
        rows = building.staged_set_meta(conn, CHUNK)
        if not rows:
            return sets, segments
        extra = {r["set_id"]: r for r in rows}
        loaded = building.load_sets(conn, list(extra))
        for key, files in _batches(loaded, extra).items():
            backbone, group = key
            fence = staging.take_fence(conn, backbone, group, OWNER)
            segments += target.stage_batch(conn, backbone=backbone, group=group, fence=fence, files=files,
                                           covered=None, next_article=None).inserted
        with conn.transaction():
            building.delete_sets(conn, list(extra))
        sets += len(loaded)


def _redis_to_pg(conn: Conn, source: RedisStaging) -> tuple[int, int]:
    sets = segments = 0
    staging.use(None)
    while True:
        ids = source.client.zrange(source.key("all"), 0, CHUNK - 1)
        if not ids:
            return sets, segments
        loaded = source.load_sets(ids)
        pipe = source.client.pipeline(transaction=False)
        for set_id in ids:
            pipe.hmget(source.key(f"s:{set_id}"), ["backbone", "art_lo", "art_hi", "posted_max", "name_only"])
        extra = {set_id: {"backbone": m[0], "art_lo": int(m[1]), "art_hi": int(m[2]), "posted_max": int(m[3]),
                          "name_only": m[4] == "1"}
                 for set_id, m in zip(ids, pipe.execute(), strict=True) if m[0] is not None}
        for key, files in _batches([s for s in loaded if s.set_id in extra], extra).items():
            backbone, group = key
            fence = staging.take_fence(conn, backbone, group, OWNER)
            segments += staging.stage_batch(conn, backbone=backbone, group=group, fence=fence, files=files,
                                            covered=None, next_article=None).inserted
        source.delete_sets(ids)
        sets += len(loaded)


def _batches(loaded: list[StagedSet], extra: dict[str, Any]) -> dict[tuple[str, str], list[FileAggregate]]:
    """Return the sets' files as crawl aggregates, by (backbone, group): what stage_batch takes."""
    out: dict[tuple[str, str], list[FileAggregate]] = {}
    for s in loaded:
        meta = extra[s.set_id]
        for f in s.files:
            agg = FileAggregate(
                set_id=s.set_id, file_id=f.file_id, group=s.group, base=s.base, poster=s.poster,
                file_name=f.file_name, subject=f.subject, file_index=f.file_index, file_total=s.file_total,
                part_total=f.part_total, date_raw=_date(f.posted or s.posted_min), groups=set(s.groups),
                message_ids=[seg.message_id for seg in f.segments], parts=[seg.number for seg in f.segments],
                sizes=[seg.bytes for seg in f.segments], art_lo=int(meta["art_lo"]), art_hi=int(meta["art_hi"]),
                name_only=bool(meta["name_only"]))
            out.setdefault((meta["backbone"], s.group), []).append(agg)
    return out


def _date(posted: int) -> bytes:
    return email.utils.formatdate(posted, usegmt=True).encode() if posted else b""
