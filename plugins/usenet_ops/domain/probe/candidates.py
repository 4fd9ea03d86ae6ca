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

Names lie on obfuscated uploads (issue 28): every file a different hash,
with or without an extension. So candidates are also chosen by what the
files ARE, which only their bytes say:

* files whose kind the name does not tell (``FileKind.OTHER``: no
  extension, or one that means nothing) are candidates by size, smallest
  first: the par2 index is usually an upload's smallest file, often one
  segment; the probe recognises it (or an RAR, a 7z, an NFO) by its magic
  (``domain.probe.findings.sniff``), whatever it is called;
* an unnamed release also gets FALLBACK candidates (``FALLBACK_KINDS``),
  read one by one, in order, only while the release is still unnamed and
  its byte budget lasts (``passes/probe.py``): the next smallest unknown
  files, the other par2-named files (when every par2 file is a hash, the
  smallest may be a volume or a damaged index), and the LAST article of par2
  volumes and small unknown files, where par2cmdline and ParPar repeat the
  critical packets (Main, FileDesc) after the first recovery slice: in a
  one-slice volume that is the file's tail.

This is the ONE place candidates are chosen: the build stores what it
returns, the probe pass only drains the queue, and tests build their
expectations from it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from usenet_ops.domain.subjects import FileKind, file_kind, volume_number

__all__ = ["ProbeChoice", "FileArticles", "choose", "priority", "KIND_RANK", "UNNAMED_PRIORITY", "NAMED_PRIORITY",
           "SALVAGED_OFFSET", "FALLBACK_KINDS", "MAX_BY_SIZE"]

# Offsets by kind within a release's band: what names most for the fewest bytes first; the fallbacks last,
# in the order they are tried (the pass reads one kind's rows smallest file first).
KIND_RANK = {"par2_index": 0, "smallest_file": 0, "nfo": 1, "archive_first": 2, "lone_file": 3, "archive_last": 4,
             "next_file": 5, "par2_other": 6, "par2_tail": 7}
FALLBACK_KINDS = frozenset({"next_file", "par2_other", "par2_tail"})
UNNAMED_PRIORITY = 10
NAMED_PRIORITY = 100
SALVAGED_OFFSET = 30  # a salvaged (broken) release after every settled one of the same band
# Files probed by size per release (first articles, and as many tails): a par2 set is an index and a handful
# of volumes; past that the byte budget would end the walk anyway.
MAX_BY_SIZE = 6

_ARCHIVE = (FileKind.RAR, FileKind.RAR_PART, FileKind.SEVENZ, FileKind.ARCHIVE_SPLIT)
_SIDE = (FileKind.PAR2_INDEX, FileKind.PAR2_VOLUME, FileKind.NFO, FileKind.SFV, FileKind.NZB)
_PAR2 = (FileKind.PAR2_INDEX, FileKind.PAR2_VOLUME)


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
    A release's files are passed in the upload's file order (the build sorts them by file counter): when the
    names say nothing, that order is what tells the first archive volume.
    """

    name: str
    numbers: Sequence[int]
    message_ids: Sequence[str]
    size: int
    kind: FileKind | None = None


def _edge(f: FileArticles, *, last: bool) -> str:
    pairs = zip(f.numbers, f.message_ids, strict=True)
    return (max if last else min)(pairs)[1]


def _archive_order(f: FileArticles, kind: FileKind) -> tuple[int, int]:
    # "x.rar" is the first volume of an old-style set (x.r00 follows it); volumes whose names carry no number
    # (every one "<hash>.rar") keep the upload's file order (the sort is stable).
    first_of_old_set = kind is FileKind.RAR
    return (0 if first_of_old_set else 1, volume_number(f.name) or 0)


def _by_size(f: FileArticles) -> tuple[int, int, str]:
    return (max(0, f.size), len(f.message_ids), f.name)


def priority(kind: str, *, named: bool, settled: bool = True) -> int:
    """Return a candidate's queue priority (lower first): the release's state, then the kind."""
    return (NAMED_PRIORITY if named else UNNAMED_PRIORITY) + (0 if settled else SALVAGED_OFFSET) + KIND_RANK[kind]


def choose(files: Sequence[FileArticles], *, named: bool, settled: bool = True) -> list[ProbeChoice]:
    """Return the probe candidates of one release's files: one per kind, then (unnamed) the fallbacks in order."""
    present = [f for f in files if f.message_ids and len(f.numbers) == len(f.message_ids)]
    out: list[ProbeChoice] = []
    taken: set[str] = set()

    def add(kind: str, f: FileArticles, *, last: bool = False) -> None:
        mid = _edge(f, last=last)
        if mid not in taken:
            taken.add(mid)
            out.append(ProbeChoice(kind, mid, f.name, f.size, priority(kind, named=named, settled=settled)))

    kinds = {id(f): f.kind if f.kind is not None else file_kind(f.name) for f in present}
    par2 = sorted((f for f in present if kinds[id(f)] is FileKind.PAR2_INDEX), key=_by_size)
    if par2:
        add("par2_index", par2[0])
        if len(par2[0].message_ids) > 1:
            # An index over one article: par2cmdline writes Main last, after every FileDesc and IFSC, so the
            # head and the tail together list the set (the probe merges one set's packets).
            add("par2_index", par2[0], last=True)
    nfo = [f for f in present if kinds[id(f)] is FileKind.NFO]
    if nfo:
        add("nfo", min(nfo, key=lambda f: f.name))
    archives = sorted((f for f in present if kinds[id(f)] in _ARCHIVE), key=lambda f: _archive_order(f, kinds[id(f)]))
    if archives:
        add("archive_first", archives[0])
        sevenz = [f for f in archives if kinds[id(f)] is FileKind.SEVENZ or f.name.lower().endswith(".7z")]
        split = [f for f in archives if kinds[id(f)] is FileKind.ARCHIVE_SPLIT]
        if sevenz or len(split) == len(archives):
            # A 7z set's listing is at its end; "x.001" volumes may be one whose name lost ".7z" (the probe pass
            # reads this tail only when the first volume's bytes say 7z).
            tail = max(sevenz or split, key=lambda f: (volume_number(f.name) or 0, f.name))
            add("archive_last", tail, last=True)
    data = [f for f in present if kinds[id(f)] not in _SIDE and kinds[id(f)] not in _ARCHIVE]
    if not archives and len(data) == 1:
        add("lone_file", data[0])
    nameless = [f for f in present if kinds[id(f)] is FileKind.OTHER]
    if not archives and len(nameless) > 1:
        # The first archive volume (its header says whether the set is passworded) is, of the upload's big
        # files, the first posted: ``files`` come in the upload's file order (the build sorts by file counter);
        # the last big one may end a 7z set, whose listing is at its end.
        largest = max(max(0, f.size) for f in nameless)
        big = [f for f in nameless if max(0, f.size) * 4 >= largest]
        add("archive_first", big[0])
        if len(big) > 1:
            add("archive_last", big[-1], last=True)
    unknown = sorted(nameless, key=_by_size)[:MAX_BY_SIZE]
    if unknown and not par2 and not any(kinds[id(f)] is FileKind.PAR2_VOLUME for f in present):
        add("smallest_file", unknown[0])
    if named:
        return out
    # Fallbacks, read only while the release stays unnamed: the next small files, the other par2 files,
    # then the tails where the critical packets repeat.
    for f in unknown:
        add("next_file", f)
    volumes = sorted((f for f in present if kinds[id(f)] in _PAR2), key=_by_size)[:MAX_BY_SIZE]
    for f in volumes:
        add("par2_other", f)
    for f in sorted((*volumes, *unknown), key=_by_size):
        if len(f.message_ids) > 1:
            add("par2_tail", f, last=True)
    return out
