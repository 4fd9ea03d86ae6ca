"""Settling's judgement (REBUILD part 7): a set's chunks merged into the staged set the live build would judge.

A set's chunks come from several batches, several ranges (a file crossing a
range edge) and possibly two backbones (the same history read twice): they
are merged by file key, and a file's segments by part number. Where two
copies of a file or a part differ (one name posted twice by one poster: the same key),
the earlier posted copy's name and counter and the smaller message-id of
a part win, so the merge does not depend on the order the
chunks were written in nor on how the committer grouped batches (staging's
part bitmaps keep whichever copy arrived first, which a re-run cannot
promise). The result is a ``StagedSet``: the live build's
own ``assemble`` then gives it the same content hash, title, classification,
junk verdict and probe candidates a live-built release gets, so one upload
found by both paths is one catalogue row.

``judge`` says what staging's recount says of the same files (store/
staging_pg's ``_refresh_sql`` and the Redis script): a counted set ([i/N]) is
complete when every slot 1..N holds a complete file; two different files
in one slot are a collision; an uncounted set is complete when every file
seen is complete. Its figures (expected vs found files and segments) are
what the catalogue shows for an incomplete set.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from usenet_ops.domain.assembly.staged import SegmentColumns, StagedFile, StagedSet
from usenet_ops.domain.assembly.uploads import plan_upload_merges
from usenet_ops.domain.rebuild.records import ChunkFile, SetChunk, ordered_unique

__all__ = ["Candidate", "Completeness", "candidate", "judge", "merge_set", "plan_uploads"]


def merge_set(chunks: Iterable[SetChunk], *, set_id: str | None = None) -> StagedSet:
    """Merge one set's chunks (in range, batch order) into a staged set; ``set_id`` names an upload's merge.

    Chunks of several sets (an upload whose files staged under several keys,
    planned by ``assembly.uploads``) merge into one set under ``set_id``; the
    first chunk's group, poster and base are the set's.
    Raises ValueError on no chunks.
    """
    copies: dict[str, list[ChunkFile]] = {}
    first: SetChunk | None = None
    groups: set[str] = set()
    file_total = 0
    for chunk in chunks:
        first = first or chunk
        groups.update(chunk.groups)
        file_total = max(file_total, chunk.file_total)
        for f in chunk.files:
            copies.setdefault(f.file_id, []).append(f)
    files: dict[str, dict] = {}
    for file_id, fs in copies.items():
        f = fs[0]
        have = files[file_id] = {"file": f, "posted": f.posted, "part_total": f.part_total}
        # Segments become columns (SegmentColumns) either way: assembly encodes from columns, and a frozen
        # NzbSegment per part cost ~1.5 us (a third of settling, measured).
        if len(fs) == 1 and ordered_unique(f.parts):
            # One copy with each part once, in order (nearly every file: one batch read it whole): its columns as
            # they are, without the per-part merge below.
            if len(f.sizes) != len(f.parts) or len(f.message_ids) != len(f.parts):
                raise ValueError(f"file {f.name!r}: {len(f.parts)} parts, {len(f.sizes)} sizes, "
                                 f"{len(f.message_ids)} message-ids")
            have["columns"] = SegmentColumns(list(f.parts), list(f.sizes), list(f.message_ids))
            continue
        segments: dict[int, tuple[int, str]] = {}  # part -> (size, message-id)
        for k, copy in enumerate(fs):
            if k:
                have["part_total"] = max(have["part_total"], copy.part_total)
                if copy.posted and (not have["posted"] or copy.posted < have["posted"]):
                    have["posted"] = copy.posted
                if _first(copy) < _first(have["file"]):
                    have["file"] = copy  # the name, subject and counter shown: the earliest copy's, whatever the order
            for part, size, mid in zip(copy.parts, copy.sizes, copy.message_ids, strict=True):
                held = segments.get(part)
                if held is None or mid < held[1]:
                    segments[part] = (size, mid)
        numbers = sorted(segments)
        have["columns"] = SegmentColumns(numbers, [segments[p][0] for p in numbers], [segments[p][1] for p in numbers])
    if first is None:
        raise ValueError("a set with no chunks cannot be merged: its ranges were replaced since it was listed")
    staged_files = []
    for file_id in sorted(files, key=lambda k: (files[k]["file"].file_index is None, files[k]["file"].file_index or 0,
                                                files[k]["file"].name, k)):
        have = files[file_id]
        f = have["file"]
        staged_files.append(StagedFile(file_id=file_id, file_name=f.name, subject=f.subject, file_index=f.file_index,
                                       part_total=have["part_total"], posted=have["posted"], segments=have["columns"]))
    posted = [f.posted for f in staged_files if f.posted]
    return StagedSet(set_id=set_id or first.set_id, group=first.group, base=first.base, poster=first.poster,
                     groups=tuple(sorted(groups)), file_total=file_total, posted_min=min(posted, default=0),
                     files=tuple(staged_files))


def _first(f: ChunkFile) -> tuple[int, int, str]:
    """Order two copies of one file (a name posted twice by one poster): the earlier posted, then the lower counter.

    The subject is the last resort only: a chunk's subject is its batch's first article of the file (its segment
    counter differs), so it depends on where batches were cut.
    """
    return (f.posted or 2**63, -1 if f.file_index is None else f.file_index, f.subject)


@dataclass(frozen=True)
class Completeness:
    """What a merged set holds against what its counters promise."""

    status: str  # ready | settling | forming | collision: staging's own words
    files_expected: int  # N of [i/N]; 0 when uncounted
    files_found: int
    files_complete: int  # complete slots for a counted set, else complete files
    segments_expected: int
    segments_found: int

    @property
    def complete(self) -> bool:
        return self.status in ("ready", "settling")


def judge(staged: StagedSet, *, collision_span: int, art_span: int = 0) -> Completeness:
    """Judge a merged set as staging's recount does; ``art_span`` is its article-number span on one backbone."""
    total = staged.file_total
    complete_files = 0
    slots: set[int] = set()
    in_slots = 0
    have = need = 0
    for f in staged.files:
        done = len(f.segments) >= f.part_total
        have += len(f.segments)
        need += max(f.part_total, len(f.segments))
        complete_files += done
        if total > 0 and f.file_index is not None and 1 <= f.file_index <= total:
            in_slots += 1
            if done:
                slots.add(f.file_index)
    claimed = {f.file_index for f in staged.files
               if total > 0 and f.file_index is not None and 1 <= f.file_index <= total}
    clashes = in_slots - len(claimed)
    if art_span >= collision_span or clashes > 0:
        status = "collision"
    elif total > 0 and len(slots) >= total:
        status = "ready"
    elif total == 0 and complete_files == len(staged.files):
        status = "settling"
    else:
        status = "forming"
    return Completeness(status=status, files_expected=total, files_found=len(staged.files),
                        files_complete=len(slots) if total > 0 else complete_files,
                        segments_expected=need, segments_found=have)


@dataclass(frozen=True)
class Candidate:
    """A set settling may promote: its merged files, where its articles lie, and on which backbone."""

    staged: StagedSet
    backbone: str
    art_lo: int
    art_hi: int
    # False/None as ``assembly.uploads`` reads ``run_known``: None when the group's history around the set was read
    # on several backbones, whose numbers say nothing of each other (posting order then tells a counter's restart).
    run_known: bool | None = True


def candidate(entries: Sequence[tuple[str, SetChunk]], *, run_known: bool | None = True) -> Candidate:
    """Return a set's candidate from its chunks as (backbone, chunk) in (range, batch) order.

    Article numbers of two backbones say nothing of each other: the span is
    the first backbone's only (a set read on two backbones is placed by that
    one; the other's chunks add files and segments, never numbers).
    Raises ValueError on no chunks.
    """
    if not entries:
        raise ValueError("a set with no chunks cannot settle: its ranges were replaced since it was listed")
    backbone = entries[0][0]
    own = [f for b, c in entries if b == backbone for f in c.files]
    return Candidate(merge_set(c for _, c in entries), backbone, min(f.art_lo for f in own),
                     max(f.art_hi for f in own), run_known)


def plan_uploads(candidates: Iterable[Candidate]) -> list[list[str]]:
    """Return the uploads among settling sets as lists of set keys (the first is the upload's), every set once.

    The live build's one grouping rule (``assembly.uploads``): files under one
    counter, one poster and one posting run are one upload whatever their
    names. Settling calls it once the ranges around the sets are read, so
    every fragment's run is known and every one is idle: an upload short of a
    file merges too, and is judged (incomplete) as one.
    """
    listed = list(candidates)
    rows: list[dict[str, object]] = []
    files: list[tuple[str, int | None, bool]] = []
    for c in listed:
        s = c.staged
        dated = [f.posted for f in s.files if f.posted]
        rows.append({"set_id": s.set_id, "group_name": s.group, "poster": s.poster, "file_total": s.file_total,
                     "backbone": c.backbone, "art_lo": c.art_lo, "art_hi": c.art_hi, "base": s.base,
                     "posted_min": min(dated, default=0), "posted_max": max(dated, default=0), "last_seen": 1,
                     "run_known": c.run_known})
        files.extend((s.set_id, f.file_index, len(f.segments) >= f.part_total) for f in s.files)
    merged: dict[str, list[str]] = dict(plan_upload_merges(rows, files, idle_before=2))
    absorbed = {m for members in merged.values() for m in members}
    out = []
    for c in sorted(listed, key=lambda c: (c.backbone, c.art_lo, c.staged.set_id)):
        key = c.staged.set_id
        if key not in absorbed:
            out.append([key, *merged.get(key, [])])
    return out
