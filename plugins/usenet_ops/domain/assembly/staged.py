"""What staging hands the build: a set's files and their segments (value types only, no assembly).

Kept apart from ``assembly.assemble`` so that staging can name them without
importing assembly, and with it the classifier's tables, the title and tag
parsers and the probe candidates: a crawl process stages, it never assembles.
``assembly.assemble`` imports them from here (its callers may keep naming them there).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from usenet_ops.domain import nzb


class SegmentColumns(Sequence[nzb.NzbSegment]):
    """A file's segments as three parallel columns, read as a sequence of NzbSegment.

    Why: staging stores a file's segments as columns, and assembly encodes
    from columns; building 250,000 NzbSegment objects per pass only to take
    them apart again was a third of the build's time. Objects are made only
    for code that iterates (salvage checks, NZB listing).
    """

    __slots__ = ("numbers", "sizes", "message_ids")

    def __init__(self, numbers: list[int], sizes: list[int], message_ids: list[str]) -> None:
        if not len(numbers) == len(sizes) == len(message_ids):
            raise ValueError("segment columns differ in length; the staged chunk is corrupt")
        self.numbers = numbers
        self.sizes = sizes
        self.message_ids = message_ids

    def __len__(self) -> int:
        return len(self.numbers)

    def __iter__(self):  # type: ignore[no-untyped-def]
        return map(nzb.NzbSegment, self.numbers, self.sizes, self.message_ids)

    def __getitem__(self, i):  # type: ignore[no-untyped-def]
        if isinstance(i, slice):
            return tuple(self)[i]
        return nzb.NzbSegment(self.numbers[i], self.sizes[i], self.message_ids[i])

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Sequence) and tuple(self) == tuple(other)

    def __hash__(self) -> int:
        return hash(tuple(self))

    def __repr__(self) -> str:
        return f"SegmentColumns({len(self)} segments)"


@dataclass(frozen=True)
class StagedFile:
    """One staged file with its segments, as the build pass loads it."""

    file_id: str
    file_name: str
    subject: str
    file_index: int | None
    part_total: int
    posted: int
    segments: Sequence[nzb.NzbSegment]  # a tuple, or SegmentColumns as staging loads them
    defect: str = ""  # why staging could not hand over this file's segments (then assembly raises)


@dataclass(frozen=True)
class StagedSet:
    """One staged set: what staging knows about a release candidate."""

    set_id: str
    group: str
    base: str
    poster: str
    groups: tuple[str, ...]
    file_total: int
    posted_min: int
    files: tuple[StagedFile, ...]
