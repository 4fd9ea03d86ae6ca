"""Choose the articles phase 2 reads to name a release or judge its archive (REBUILD part 5).

Pure: the build pass calls ``choose`` with a set's files and stores what it
returns in the probe queue (``store.probe_queue``) once the release has an
id. A few articles per release, never one per file: the first article of the
smallest .par2 (the index: it lists every file's real name), of the first
archive volume (a RAR or 7z header names what is inside), of a lone file (its
container names itself), of the NFO; and for a 7z set the LAST article of its
last volume, where 7z keeps its listing. Lower priority is probed first
(REBUILD part 5: by the release's state, then kind): unnamed releases before
named ones, and within each, settled (complete) releases before salvaged
ones (broken sets: fewer of their probes read, and fewer of them are ever
grabbed), then by kind (the par2 index names the most for the fewest bytes).

This is the ONE place candidates are chosen: the build stores what it
returns, the probe pass only drains the queue, and tests build their
expectations from it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from usenet_ops.domain.subjects import FileKind, file_kind, volume_number

__all__ = ["ProbeChoice", "FileArticles", "choose", "priority", "KIND_RANK", "UNNAMED_PRIORITY", "NAMED_PRIORITY",
           "SALVAGED_OFFSET"]

# Offsets by kind within a release's band: what names most for the fewest bytes first.
KIND_RANK = {"par2_index": 0, "nfo": 1, "archive_first": 2, "lone_file": 3, "archive_last": 4}
UNNAMED_PRIORITY = 10
NAMED_PRIORITY = 100
SALVAGED_OFFSET = 30  # a salvaged (broken) release after every settled one of the same band

_ARCHIVE = (FileKind.RAR, FileKind.RAR_PART, FileKind.SEVENZ, FileKind.ARCHIVE_SPLIT)
_SIDE = (FileKind.PAR2_INDEX, FileKind.PAR2_VOLUME, FileKind.NFO, FileKind.SFV, FileKind.NZB)


@dataclass(frozen=True)
class ProbeChoice:
    """One article to probe: its kind, message-id, file and the file's size, and its priority."""

    kind: str
    message_id: str
    file_name: str
    size: int
    priority: int


@dataclass(frozen=True)
class FileArticles:
    """What ``choose`` needs of a file: its name, its segments' numbers and message-ids in any order, its bytes.

    ``kind`` is ``file_kind(name)`` where the caller has it already (the build does), else found here.
    """

    name: str
    numbers: Sequence[int]
    message_ids: Sequence[str]
    size: int
    kind: FileKind | None = None


def _edge(f: FileArticles, *, last: bool) -> str:
    pairs = zip(f.numbers, f.message_ids, strict=True)
    return (max if last else min)(pairs)[1]


def _archive_order(f: FileArticles, kind: FileKind) -> tuple[int, int, str]:
    # "x.rar" is the first volume of an old-style set (x.r00 follows it).
    first_of_old_set = kind is FileKind.RAR
    return (0 if first_of_old_set else 1, volume_number(f.name) or 0, f.name)


def priority(kind: str, *, named: bool, settled: bool = True) -> int:
    """Return a candidate's queue priority (lower first): the release's state, then the kind."""
    return (NAMED_PRIORITY if named else UNNAMED_PRIORITY) + (0 if settled else SALVAGED_OFFSET) + KIND_RANK[kind]


def choose(files: Sequence[FileArticles], *, named: bool, settled: bool = True) -> list[ProbeChoice]:
    """Return the probe candidates of one release's files (at most one per kind)."""
    present = [f for f in files if f.message_ids]
    out: list[ProbeChoice] = []

    def add(kind: str, f: FileArticles, *, last: bool = False) -> None:
        out.append(ProbeChoice(kind, _edge(f, last=last), f.name, f.size, priority(kind, named=named, settled=settled)))

    kinds = {f.name: f.kind if f.kind is not None else file_kind(f.name) for f in present}
    par2 = [f for f in present if kinds[f.name] is FileKind.PAR2_INDEX]
    if par2:
        add("par2_index", min(par2, key=lambda f: (f.size, f.name)))
    nfo = [f for f in present if kinds[f.name] is FileKind.NFO]
    if nfo:
        add("nfo", min(nfo, key=lambda f: f.name))
    archives = sorted((f for f in present if kinds[f.name] in _ARCHIVE), key=lambda f: _archive_order(f, kinds[f.name]))
    if archives:
        add("archive_first", archives[0])
        sevenz = [f for f in archives if kinds[f.name] is FileKind.SEVENZ or f.name.lower().endswith(".7z")]
        if sevenz:
            tail = max(sevenz, key=lambda f: (volume_number(f.name) or 0, f.name))
            add("archive_last", tail, last=True)
    data = [f for f in present if kinds[f.name] not in _SIDE and kinds[f.name] not in _ARCHIVE]
    if not archives and len(data) == 1:
        add("lone_file", data[0])
    return out
