"""Assemble a staged set into a catalogue release: pure, no database.

The build pass loads a set's files and segments and calls ``assemble``; the
result is either a ``CatalogueRelease`` or the reason it is not one. Filter
order is fixed and documented: empty, junk (build stage, with the size
known), blacklist. Every outcome has a name from ``Outcome``.
"""

from __future__ import annotations

import datetime as dt
import enum
from collections.abc import Sequence
from dataclasses import dataclass
from operator import attrgetter

from usenet_ops.domain import bounds, categories, episodes, identity, junk, nzb, rot18, tags, titles
from usenet_ops.domain.assembly.release import CatalogueRelease
from usenet_ops.domain.assembly.staged import SegmentColumns, StagedFile, StagedSet
from usenet_ops.domain.blacklist import Blacklist
from usenet_ops.domain.probe import candidates
from usenet_ops.domain.subjects import FileKind, file_kind


class Outcome(str, enum.Enum):
    """The fate of one build candidate (build_outcomes reasons)."""

    BUILT = "built"
    UNNAMED = "unnamed"  # built, but its name is machine-made: stored unnamed (not searchable) until a probe names it
    DUPLICATE = "duplicate"
    INCOMPLETE = "incomplete"
    JUNK = "junk"
    BLACKLIST = "blacklist"
    BLOCKED_EXT = "blocked_ext"
    EMPTY = "empty"
    COLLISION = "collision"
    WALK_PAST = "walk_past"
    SALVAGED = "salvaged"
    PARSE_ERROR = "parse_error"  # assembly raised (a parser bug): the set stays staged for a later pass
    REJECTED = "rejected"  # set aside: the catalogue refused it, or its assembly kept raising
    EXPIRED = "expired"  # idle in staging past staging_prune_hours (the prune pass)
    NAMED = "named"  # an unnamed release that phase 2 named from its par2 or archive listing (the probe pass)
    STILL_UNNAMED = "still_unnamed"  # an unnamed release whose probes were all read and named nothing (probe pass)


class CorruptStaging(ValueError):
    """Staging handed over a file it cannot have written whole: a bug upstream, raised so the pass counts it."""


@dataclass(frozen=True)
class Assembly:
    """The result of assembling a set: a release, or the outcome that stopped it."""

    outcome: Outcome
    release: CatalogueRelease | None = None
    detail: str = ""
    rule_id: int | None = None
    probes: tuple[candidates.ProbeChoice, ...] = ()
    rot18_from: str = ""  # the posted, ROT18-garbled title the release's title was repaired from (domain.rot18)


def _file_order(f: StagedFile) -> tuple:
    return (f.file_index if f.file_index is not None else 1 << 30, f.file_name, f.file_id)


_NUMBER = attrgetter("number")


def _by_number(segments: Sequence[nzb.NzbSegment]) -> tuple[nzb.NzbSegment, ...]:
    # Staging hands rows back in heap order, which is mostly part order: a
    # sorted file is returned as it is (a stable sort would not move it).
    numbers = [s.number for s in segments]
    if numbers == sorted(numbers):
        return tuple(segments)  # no copy when it is a tuple already
    return tuple(sorted(segments, key=_NUMBER))


def _present_files(staged: StagedSet) -> list[StagedFile]:
    return [f for f in sorted(staged.files, key=_file_order) if f.segments]


def _columns(staged: StagedSet, present: Sequence[StagedFile]) -> list[nzb.FileColumns]:
    """Return what ``nzb_files`` returns, in column form: one pass per column per file.

    Subjects, poster and groups are bounded and NUL-free (``domain.bounds``):
    they are posters' text, and the NZB carries them to every downloader.
    """
    groups = bounds.bound_groups(staged.groups or (staged.group,), first=staged.group)
    poster = bounds.cut_words(staged.poster, bounds.POSTER_CHARS)
    out = []
    for f in present:
        segs = f.segments
        if isinstance(segs, SegmentColumns):  # as staging loads them: no objects to take apart
            numbers, sizes, ids = segs.numbers, segs.sizes, segs.message_ids
        else:
            numbers, sizes, ids = [s.number for s in segs], [s.bytes for s in segs], [s.message_id for s in segs]
        if numbers != sorted(numbers):  # C-level, and linear on the usual already-sorted file
            order = sorted(range(len(numbers)), key=numbers.__getitem__)  # stable, as nzb_files' sort
            numbers, sizes, ids = [numbers[i] for i in order], [sizes[i] for i in order], [ids[i] for i in order]
        out.append(nzb.FileColumns(bounds.cut_middle(f.subject, bounds.SUBJECT_CHARS), poster,
                                   f.posted or staged.posted_min, groups, numbers, sizes, ids))
    return out


def nzb_files(staged: StagedSet) -> list[nzb.NzbFile]:
    """Return the set's files as NZB files: ordered by file counter, segments by number, text bounded."""
    groups = bounds.bound_groups(staged.groups or (staged.group,), first=staged.group)
    poster = bounds.cut_words(staged.poster, bounds.POSTER_CHARS)
    return [
        nzb.NzbFile(subject=bounds.cut_middle(f.subject, bounds.SUBJECT_CHARS), poster=poster,
                    date=f.posted or staged.posted_min, groups=groups, segments=_by_number(f.segments))
        for f in _present_files(staged)
    ]


def assemble(
    staged: StagedSet,
    *,
    engine: junk.JunkEngine | None,
    blacklist: Blacklist | None,
    broken: bool = False,
    origin: str = "crawl",
    classifier_version: str | None = None,
    rot18_repair: bool = True,
) -> Assembly:
    """Turn a complete (or salvaged) staged set into a catalogue release, or say why not.

    Raises CorruptStaging for a file staging could not load whole: that is a
    bug, not a verdict on the release, and the build pass retries such sets.
    """
    for f in staged.files:
        if f.defect:
            raise CorruptStaging(f"file {f.file_name[:200]!r}: {f.defect}")
    present = _present_files(staged)
    if not present:
        return Assembly(Outcome.EMPTY, detail=staged.base)
    columns = _columns(staged, present)
    names = [f.file_name for f in present]
    kinds = [file_kind(n) for n in names]
    file_sizes = [sum(c.sizes) for c in columns]
    size = sum(file_sizes)
    title = titles.release_title(staged.base, names, kinds=kinds)
    # A ROT18-garbled name is stored repaired, before any filter or classifier reads it (issue 32 item 10).
    garbled, repaired = title, (rot18.repair(title) if rot18_repair else None)
    title = repaired or title
    named = True
    if engine is not None:
        verdict = engine.evaluate(title, size=size, group=staged.group, stage=junk.Stage.BUILD)
        if verdict is not None and verdict.unnamed:
            # A machine-made name on a complete upload: kept for phase 2 to name (REBUILD part 5).
            named = False
        elif verdict is not None:
            return Assembly(_junk_outcome(verdict), detail=f"{verdict.name}: {title}", rule_id=verdict.rule_id)
        for name in dict.fromkeys(names):
            # The title never carries a file's extension: each file is judged by its own name.
            verdict = engine.evaluate_file(name, group=staged.group, stage=junk.Stage.BUILD)
            if verdict is not None:
                return Assembly(_junk_outcome(verdict), detail=f"{verdict.name}: {name} in {title}",
                                rule_id=verdict.rule_id)
    if blacklist is not None:
        hit = blacklist.match({"subject": present[0].subject, "poster": staged.poster, "group": staged.group,
                               "name": title})
        if hit is not None:
            return Assembly(Outcome.BLACKLIST, detail=f"rule {hit.rule_id}: {title}", rule_id=hit.rule_id)
    message_ids: list[str] = []
    for c in columns:
        message_ids += c.message_ids
    segments_total = sum(max(f.part_total, len(f.segments)) for f in staged.files)
    have = len(message_ids)
    episode = episodes.parse_episode(title)
    quality = tags.parse_tags(title)
    posted = staged.posted_min or min((c.date for c in columns if c.date), default=0)
    release = CatalogueRelease(
        content_hash=identity.content_hash(message_ids),
        title=title,
        search_name=titles.search_name(title),
        groups=tuple(sorted(bounds.bound_groups(tuple(sorted(set(staged.groups) | {staged.group})),
                                                first=staged.group))),
        poster=columns[0].poster,
        posted_at=dt.datetime.fromtimestamp(posted, tz=dt.UTC) if posted else dt.datetime.now(dt.UTC),
        size=size,
        files=len(columns),
        segments=have,
        par2=FileKind.PAR2_INDEX in kinds or FileKind.PAR2_VOLUME in kinds,
        completion=round(min(100.0, 100.0 * have / segments_total), 2) if segments_total else 100.0,
        category=categories.classify(title, group=staged.group, file_names=names, size=size,
                                     file_kinds=kinds, tags=quality, episode=episode),
        tags=tuple(quality.as_list()),
        series=episode.series or None,
        series_key=episode.series_key or None,
        season=episode.season,
        episode=episode.episode,
        air_date=episode.air_date,
        pack=episode.pack,
        imdb=None,
        tvdb=None,
        origin=origin,
        broken=broken,
        nzb=nzb.encode_columns(columns),
        named=named,
        classifier_version=classifier_version,
    )
    probes = candidates.choose(
        [candidates.FileArticles(f.file_name, c.numbers, c.message_ids, n, kind)
         for f, c, n, kind in zip(present, columns, file_sizes, kinds, strict=True)], named=named, settled=not broken)
    return Assembly(Outcome.BUILT if named else Outcome.UNNAMED, release=release, detail=title, probes=tuple(probes),
                    rot18_from=garbled if repaired else "")


def _junk_outcome(verdict: junk.Verdict) -> Outcome:
    """Return the outcome a junk verdict counts as: ``blocked_ext`` for a file's own name or an executable rule."""
    if verdict.scope is junk.Scope.FILE or "exec" in verdict.name or "ext" in verdict.name:
        return Outcome.BLOCKED_EXT
    return Outcome.JUNK


def par2_recovery_bytes(files: Sequence[StagedFile]) -> int:
    """Return the bytes of complete par2 recovery volumes (what a repair can draw on)."""
    return sum(
        sum(s.bytes for s in f.segments)
        for f in files
        if file_kind(f.file_name) is FileKind.PAR2_VOLUME and len(f.segments) >= f.part_total
    )


class Salvage(str, enum.Enum):
    """What the walk-past sweep can do with a set that can never complete."""

    NORMAL = "normal"  # all data present, only par2 missing: build as a normal release
    BROKEN = "broken"  # data gaps that surviving par2 can repair: build marked broken
    EVICT = "evict"  # beyond repair


def salvage_verdict(staged: StagedSet) -> Salvage:
    """Judge a dead set with the health rule: data gaps against par2 that survives.

    Whole files that never arrived are judged by their position: posters put
    the par2 volumes after the data, so when every missing file counter lies
    above the last data file present (and a par2 file is present to say what
    the set holds) the missing files are taken to be par2 volumes. Any other
    missing file is data of unknown size, which no par2 sum can be shown to
    cover: the set is evicted.
    """
    data_missing = 0
    data_missing_bytes = 0
    data_indexes: list[int] = []
    has_par2 = False
    for f in staged.files:
        kind = file_kind(f.file_name)
        if kind in (FileKind.PAR2_INDEX, FileKind.PAR2_VOLUME):
            has_par2 = True
            continue
        if f.file_index is not None:
            data_indexes.append(f.file_index)
        missing = max(0, f.part_total - len(f.segments))
        if missing:
            avg = sum(s.bytes for s in f.segments) / len(f.segments) if f.segments else 0
            data_missing += missing
            data_missing_bytes += int(missing * avg)
    if not data_indexes and not any(file_kind(f.file_name) not in (FileKind.PAR2_INDEX, FileKind.PAR2_VOLUME)
                                     for f in staged.files):
        return Salvage.EVICT
    present = {f.file_index for f in staged.files if f.file_index is not None}
    if staged.file_total and len(present) < staged.file_total:
        absent = set(range(1, staged.file_total + 1)) - present
        if not has_par2 or not data_indexes or min(absent) <= max(data_indexes):
            return Salvage.EVICT
    if data_missing == 0:
        return Salvage.NORMAL
    if data_missing_bytes and par2_recovery_bytes(staged.files) >= data_missing_bytes:
        return Salvage.BROKEN
    return Salvage.EVICT
