"""What the edge worker emits per batch: one chunk per release candidate (set), write-once (REBUILD parts 2-3).

A chunk is one set's files as ONE batch of one lease saw them: each file's
name, counter and segments (numbers, sizes, message-ids without brackets).
The set key is the live path's (``ingest.set_id_for``: group, poster,
base), and the file key is ``ingest.file_id_for``, so a set whose files
cross a lease's edge, or whose segments came in two batches, is the same
set and the same file in every chunk: settling merges its chunks by file
key and judges the whole, exactly as the live build judges a staged set.
That is what makes fragments need no store of their own (part 6): a file
crossing a range edge is simply a set with chunks in two ranges, and it
settles only once both ranges are done.

Aggregates (``ChunkSummary``) are what the release catalogue adds up once
per set per batch; the segments themselves are encoded by
``domain.rebuild.chunk_codec`` and never read again until settling.
"""

from __future__ import annotations

import email.utils
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import chain

from usenet_ops.domain.ingest import FileAggregate, is_name_only
from usenet_ops.domain.subjects import parse_subject

__all__ = ["ChunkFile", "SetChunk", "ChunkSummary", "aggregates", "chunks_from_files", "ordered_unique"]


@dataclass(frozen=True, slots=True)
class ChunkFile:
    """One file's segments from one batch."""

    file_id: str
    name: str
    subject: str
    file_index: int | None
    part_total: int
    posted: int  # unix seconds of the file's first readable article in this batch, 0 unknown
    art_lo: int
    art_hi: int
    parts: tuple[int, ...]
    sizes: tuple[int, ...]
    message_ids: tuple[str, ...]  # without angle brackets, as ingest keeps them


@dataclass(frozen=True, slots=True)
class SetChunk:
    """One release candidate's files from one batch: the unit written once to the chunk store."""

    set_id: str
    group: str
    poster: str
    base: str
    file_total: int
    groups: tuple[str, ...]  # the crosspost's groups (Xref), the set's own group included
    files: tuple[ChunkFile, ...]

    def summary(self) -> ChunkSummary:
        segments = sum(len(f.parts) for f in self.files)
        size = sum(sum(f.sizes) for f in self.files)
        dated = [f.posted for f in self.files if f.posted]
        return ChunkSummary(
            files=len(self.files), segments=segments, size=size,
            posted_min=min(dated, default=0), posted_max=max(dated, default=0),
            art_lo=min((f.art_lo for f in self.files), default=0),
            art_hi=max((f.art_hi for f in self.files), default=0))


@dataclass(frozen=True, slots=True)
class ChunkSummary:
    """A chunk's aggregates: what the release catalogue's row adds up."""

    files: int
    segments: int
    size: int
    posted_min: int
    posted_max: int
    art_lo: int
    art_hi: int


def ordered_unique(parts: Sequence[int]) -> bool:
    """Say whether each part number occurs once, ascending (sorted and set run in C)."""
    return list(parts) == sorted(parts) and len(set(parts)) == len(parts)


def chunks_from_files(files: Iterable[FileAggregate]) -> list[SetChunk]:
    """Return one chunk per set of a batch's file aggregates (``IngestResult.files``), in set key order.

    Deterministic: a batch read twice gives equal chunks (files by file key,
    segments by part number then message-id), so a re-run of a range writes
    byte-identical records.
    """
    by_set: dict[str, dict[str, list[FileAggregate]]] = {}
    for agg in files:
        by_set.setdefault(agg.set_id, {}).setdefault(agg.file_id, []).append(agg)
    out = []
    for set_id in sorted(by_set):
        by_file = by_set[set_id]
        aggs = [a for file_id in sorted(by_file) for a in by_file[file_id]]
        first = aggs[0]
        groups: set[str] = set()
        for a in aggs:
            groups |= a.groups
        groups.add(first.group)
        chunk_files = []
        for file_id in sorted(by_file):
            # Several aggregates of one file: consecutive batches committed together when the committer lags.
            same = by_file[file_id]
            head = same[0]
            if len(same) == 1 and ordered_unique(head.parts) and len(head.message_ids) == len(head.sizes) == len(
                    head.parts):
                # One aggregate, each part once and in order (the usual file): sorting its (part, id, size)
                # triples would give these columns back, at ~1 us a segment.
                parts, sizes, ids = tuple(head.parts), tuple(head.sizes), tuple(head.message_ids)
            else:
                # (part, id, size) triples deduplicated and sorted, built and taken apart in C (zip, set, sorted):
                # the synthetic and real posters' parts arrive out of order in most files.
                order = sorted(set(chain.from_iterable(zip(a.parts, a.message_ids, a.sizes, strict=True)
                                                       for a in same)))
                parts, ids, sizes = (tuple(c) for c in zip(*order, strict=True)) if order else ((), (), ())
            dated = [a.posted for a in same if a.posted]
            chunk_files.append(ChunkFile(
                file_id=file_id, name=head.file_name, subject=head.subject, file_index=head.file_index,
                part_total=max(a.part_total for a in same), posted=min(dated, default=0),
                art_lo=min(a.art_lo for a in same), art_hi=max(a.art_hi for a in same),
                parts=parts, sizes=sizes, message_ids=ids))
        out.append(SetChunk(set_id=set_id, group=first.group, poster=first.poster, base=first.base,
                            file_total=max(a.file_total for a in aggs), groups=tuple(sorted(groups)),
                            files=tuple(chunk_files)))
    return out


def aggregates(chunk: SetChunk) -> list[FileAggregate]:
    """Return a chunk's files as the crawl's aggregates: what a staging backend's ``stage_batch`` takes.

    Settling hands the sets at the forward crawl's edge to live staging this
    way, under their own keys, so they meet the forward crawl's part of the
    same upload (``passes.rebuild_settle``).
    """
    parsed = [parse_subject(f.subject) for f in chunk.files]
    return [FileAggregate(
        set_id=chunk.set_id, file_id=f.file_id, group=chunk.group, base=chunk.base, poster=chunk.poster,
        file_name=f.name, subject=f.subject, file_index=f.file_index, file_total=chunk.file_total,
        part_total=f.part_total, date_raw=email.utils.formatdate(f.posted, usegmt=True).encode() if f.posted else b"",
        groups=set(chunk.groups), message_ids=list(f.message_ids), parts=list(f.parts), sizes=list(f.sizes),
        art_lo=f.art_lo, art_hi=f.art_hi, name_only=p is not None and is_name_only(p))
        for f, p in zip(chunk.files, parsed, strict=True)]
