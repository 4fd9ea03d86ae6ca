"""The build pass: complete staged sets -> filtered, classified releases in the catalogue.

Each chunk of candidates is one transaction: lock (SKIP LOCKED), assemble,
filter, store through the ReleaseSink, delete the staged rows, count the
outcomes. A crash anywhere rolls all of it back, so a re-run builds the same
releases once (content_hash is unique; a duplicate is counted and dropped).

One bad set never blocks the others (invariant 5), and none is retried
forever: a set whose assembly raises (a parser bug) is counted
``parse_error``, stays staged and is retried in later passes (not again in
this one); after ``build_error_retries`` attempts it is set aside. A release
the catalogue refuses (the sink reports it; the others of its chunk are
stored) is set aside at once. A set aside is counted ``rejected``, its staged
rows are removed and its reason is kept in ``build_failures``
(``usenet-ops build failures``).

A pass drains up to ``build_drain_per_pass`` sets per round and, unless
``build_no_catchup``, keeps starting rounds while ready work remains and the
time budget allows. Each round also runs the bounded walk-past sweep.

A salvaged release (data gaps par2 covers, stored ``broken``) gets its
build's health verdict in the same transaction (``health_records.record_build``),
so the API shows it needs repair from the moment it exists. When the
complete upload of a salvaged release is built later (its message-ids a
strict superset, the seed's nzb-heal rule), the salvaged one moves to
``release_removals`` as ``superseded``, restorable like tag fill's removals
(``usenet-ops tagfill restore``); counted ``superseded`` in build outcomes.

The staging backend is passed in (``store.staging.StagingBackend``), and
both are driven through the same claims: on pg a chunk's sets are locked in
the chunk's transaction and deleted in it; on Redis they are claimed in
Redis, stored in one Postgres transaction and deleted from Redis after its
COMMIT: a crash in between builds the sets again, which the unique content
hash counts as duplicates (docs/adr/0015-redis-staging.md). One code path,
so the two backends count, filter and build exactly alike.
"""

from __future__ import annotations

import dataclasses
import logging
import time
import traceback
from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from usenet_ops.domain import junk
from usenet_ops.domain.assembly.assemble import Assembly, Outcome, Salvage, StagedSet, assemble, salvage_verdict
from usenet_ops.domain.assembly.release import CatalogueRelease
from usenet_ops.domain.blacklist import Blacklist
from usenet_ops.domain.health_verdicts import BuildHealth, UploadFile, build_health, completes
from usenet_ops.domain.nzb import NzbFormatError, decode_columns
from usenet_ops.domain.rederive import Removal
from usenet_ops.passes.envelope import pass_envelope
from usenet_ops.settings import Settings
from usenet_ops.store import building, health_records, junk_samples, pass_log, probe_queue, tagfill_state
from usenet_ops.store.catalogue import ReleaseSink, release_ids, salvaged_of
from usenet_ops.store.db import Conn
from usenet_ops.store.staging import StagingBackend

log = logging.getLogger(__name__)

CHUNK = 100  # sets per transaction
SALVAGE_PER_ROUND = 25
WALK_PAST = "walk_past"  # the sweep's cursor name (building.get_cursor)

# Outcome -> (count, first sample) of one chunk or sweep.
Tally = dict[Outcome, tuple[int, str]]

# build_failures.reason: what failed (rejected_at says whether the set was set aside).
FAILED_ASSEMBLY = "parse_error"
REFUSED_BY_CATALOGUE = "catalogue_refused"
# build_outcomes reason counting salvaged releases taken out because their complete upload was built; and the
# release_removals family they are recorded under (rule_id: the id of the release that completes them).
SUPERSEDED = "superseded"
# build_outcomes reason counting releases stored under a title repaired from ROT18 (domain.rot18).
ROT18_REPAIRED = "rot18_repaired"


@dataclass
class BuildReport:
    """What one build pass did."""

    rounds: int = 0
    candidates: int = 0
    built: int = 0
    segments: int = 0
    outcomes: Counter[str] = field(default_factory=Counter)  # keyed by Outcome value, as reported and logged
    samples: dict[str, str] = field(default_factory=dict)
    ready_left: int = 0
    merged: int = 0
    seconds: float = 0.0
    state: pass_log.PassState = pass_log.PassState.DONE  # the pass row's (the envelope's; not in the report's dict)
    message: str = ""

    def count(self, outcome: Outcome, sample: str, n: int = 1) -> None:
        key = outcome.value
        self.outcomes[key] += n
        self.samples.setdefault(key, sample)

    def as_dict(self) -> dict:
        return {"rounds": self.rounds, "candidates": self.candidates, "built": self.built, "merged": self.merged,
                "segments": self.segments, "outcomes": dict(self.outcomes), "ready_left": self.ready_left,
                "seconds": round(self.seconds, 3),
                "sets_per_sec": round(self.candidates / self.seconds, 1) if self.seconds else 0.0}


@dataclass(frozen=True)
class BuildFilters:
    """Build-stage filters (None = not configured)."""

    junk: junk.JunkEngine | None = None
    blacklist: Blacklist | None = None
    # domain.classifier.version of these filters and the code: stored on each release built, so tag fill
    # knows which releases an older classifier derived (None: not recorded, tag fill re-derives them).
    classifier_version: str | None = None
    # settings.rot18_repair_enabled, set by build_pass from the live settings.
    rot18_repair: bool = True


def build_pass(
    conn: Conn,
    *,
    settings: Settings,
    sink: ReleaseSink,
    filters: BuildFilters,
    staging: StagingBackend,
    budget_sec: float = 600.0,
    clock: Callable[[], float] = time.monotonic,
    run_id: str = "",
) -> BuildReport:
    """Run rounds until no ready work remains (or the budget ends); return the report."""
    if not conn.autocommit:
        raise ValueError("build_pass needs an autocommit connection: each chunk commits in its own transaction")
    report = BuildReport()
    started = clock()
    filters = dataclasses.replace(filters, rot18_repair=settings.rot18_repair_enabled)
    pass_id = pass_log.start_build_pass(conn, run_id)
    kept: set[str] = set()  # sets whose assembly raised in this pass: retried in a later one, not again now

    def record() -> None:
        pass_log.finish_build_pass(conn, pass_id, rounds=report.rounds, candidates=report.candidates,
                                   built=report.built, segments=report.segments, outcomes=report.outcomes,
                                   ready_left=report.ready_left, seconds=report.seconds, state=report.state)

    def summary() -> None:
        log.info("build: %d rounds, %d candidates, %d built (%d segments), outcomes %s, %d ready left, %.1fs",
                 report.rounds, report.candidates, report.built, report.segments, dict(report.outcomes),
                 report.ready_left, report.seconds)

    with pass_envelope(report, "build", failed=pass_log.PassState.FAILED, clock=clock, started=started,
                       record=record, summary=summary):
        while True:
            report.rounds += 1
            report.merged += staging.merge_siblings(conn, idle_min=settings.walk_past_grace_min,
                                                    history=not settings.skip_backfill)
            drained = 0
            while drained < settings.build_drain_per_pass:
                limit = min(CHUNK, settings.build_drain_per_pass - drained)
                n = _build_chunk(staging, conn, report, settings, sink, filters, limit, kept)
                if n == 0:
                    break
                drained += n
            if not settings.walk_past_no_evict:
                _walk_past_round(staging, conn, report, settings, sink, filters, kept)
            if settings.build_no_catchup or drained < settings.build_drain_per_pass or clock() - started > budget_sec:
                break
        report.ready_left = staging.ready_count(conn)
    return report


def _build_chunk(staging: StagingBackend, conn: Conn, report: BuildReport, settings: Settings, sink: ReleaseSink,
                 filters: BuildFilters, limit: int, kept: set[str]) -> int:
    """Claim a chunk of buildable sets, store their releases and remove them, in one claim (one transaction)."""
    with staging.claim_ready(conn, limit, grace_min=settings.walk_past_grace_min, skip=kept,
                             history=not settings.skip_backfill) as claim:
        if not claim.ids:
            return 0
        sets = claim.load()
        stored = _store(conn, sets, sink, filters, broken=set(), retries=settings.build_error_retries)
        claim.remove([i for i in claim.ids if i not in stored.keep])
        outcomes = dict(stored.outcomes)
        if claim.gone:
            _merge(outcomes, Outcome.EXPIRED, "a ready set the backend no longer held (evicted or expired)", claim.gone)
        building.record_outcomes(conn, {**_by_reason(outcomes), **stored.by_rule})
        junk_samples.record_tally(conn, junk.Stage.BUILD, stored.junk)
    kept |= stored.keep
    _fold(report, outcomes, stored.segments)
    report.candidates += len(claim.ids)
    return len(claim.ids)


@dataclass
class _Stored:
    """What storing a chunk's sets did: outcome counts with samples, segments stored, sets kept for a later pass."""

    outcomes: Tally
    segments: int
    keep: set[str]
    # "junk:<rule>" / "blocked_ext:<rule>" -> (count, first sample): which rule dropped what (build outcomes).
    by_rule: dict[str, tuple[int, str]] = field(default_factory=dict)
    junk: junk_samples.Tally = field(default_factory=junk_samples.Tally)  # per junk rule id, for `filters audit`
    # set id -> content hash of every set whose release is in the catalogue now (inserted, or there already)
    catalogued: dict[str, str] = field(default_factory=dict)


def _store(conn: Conn, sets: list[StagedSet], sink: ReleaseSink, filters: BuildFilters,
           broken: set[str], *, retries: int, salvaged: bool = False,
           health: dict[str, BuildHealth] | None = None, origin: str = "crawl") -> _Stored:
    """Assemble sets and add the releases through the sink; count every set's fate.

    ``health`` (set id -> the build's verdict) is written for the salvaged
    releases inserted; a complete release inserted takes out the salvaged
    releases it completes.
    """
    counts: dict[Outcome, list] = {}
    built: list[tuple[StagedSet, Assembly]] = []
    raised: list[tuple[StagedSet, str]] = []
    keep: set[str] = set()
    segments = 0
    by_rule: dict[str, tuple[int, str]] = {}
    junk_drops = junk_samples.Tally()

    def note(outcome: Outcome, sample: str, n: int = 1) -> None:
        counts.setdefault(outcome, [0, sample])[0] += n

    for staged in sets:
        try:
            result = assemble(staged, engine=filters.junk, blacklist=filters.blacklist,
                              broken=staged.set_id in broken, classifier_version=filters.classifier_version,
                              rot18_repair=filters.rot18_repair, origin=origin)
        except Exception as exc:  # one bad set must not stop the pass (invariant 5)
            log.exception("could not assemble set %s (%s)", staged.set_id, staged.base[:200])
            raised.append((staged, _summary(exc)))
            continue
        if result.outcome in (Outcome.BUILT, Outcome.UNNAMED):
            built.append((staged, result))
        else:
            note(result.outcome, result.detail)
            if result.rule_id is not None and result.outcome in (Outcome.JUNK, Outcome.BLOCKED_EXT):
                rule = f"{result.outcome.value}:{result.detail.partition(':')[0]}"
                n, first = by_rule.get(rule, (0, result.detail))
                by_rule[rule] = (n + 1, first)
                junk_drops.add(result.rule_id, result.detail.partition(": ")[2])
    if raised:
        attempts = building.record_failures(
            conn, [(s.set_id, s.group, s.base, FAILED_ASSEMBLY, why) for s, why in raised], reject_at=retries)
        for staged, why in raised:
            n = attempts.get(staged.set_id, retries)
            if n >= retries:
                note(Outcome.REJECTED, f"{why} (set aside after {n} passes) [{staged.base[:100]}]")
            else:
                note(Outcome.PARSE_ERROR, f"{why} (attempt {n} of {retries}) [{staged.base[:100]}]")
                keep.add(staged.set_id)
    if built:
        added = sink.add(conn, [a.release for _, a in built if a.release is not None])
        if added.rejected:
            refused = [(s, a, added.rejected[a.release.content_hash]) for s, a in built
                       if a.release is not None and a.release.content_hash in added.rejected]
            building.record_failures(
                conn, [(s.set_id, s.group, s.base, REFUSED_BY_CATALOGUE, why) for s, _, why in refused], reject_at=1)
            for s, a, why in refused:
                log.error("catalogue refused set %s (%s): %s", s.set_id, a.detail[:200], why)
                note(Outcome.REJECTED, f"{why} [{a.detail[:100]}]")
            built = [(s, a) for s, a in built if a.release is not None and a.release.content_hash not in added.rejected]
        new = [(s, a) for s, a in built if a.release is not None and a.release.content_hash in added.inserted_hashes]
        for _, a in new:
            note(Outcome.UNNAMED if a.outcome is Outcome.UNNAMED else Outcome.SALVAGED if salvaged else Outcome.BUILT,
                 a.detail)
        repaired = [a for _, a in new if a.rot18_from]
        if repaired:  # a counter beside the outcomes (it is no fate: each is counted built too)
            by_rule[ROT18_REPAIRED] = (len(repaired), f"{repaired[0].rot18_from} -> {repaired[0].detail}")
        if added.inserted:
            segments = sum(a.release.segments for _, a in built if a.release)
        if added.duplicates:
            note(Outcome.DUPLICATE, built[0][1].detail, added.duplicates)
        _enqueue_probes(conn, [a for _, a in new], added.ids)
        if health:
            _record_health(conn, {a.release.content_hash: health[s.set_id] for s, a in new
                                  if a.release is not None and s.set_id in health}, added.ids)
        superseded = _supersede(conn, [a.release for _, a in new if a.release is not None and not a.release.broken],
                                filters.classifier_version or "")
        if superseded[0]:
            by_rule[SUPERSEDED] = superseded
    catalogued = {s.set_id: a.release.content_hash for s, a in built if a.release is not None}
    return _Stored({k: (v[0], v[1]) for k, v in counts.items()}, segments, keep, by_rule, junk_drops, catalogued)


def store_sets(conn: Conn, sets: list[StagedSet], *, settings: Settings, sink: ReleaseSink,
               filters: BuildFilters, origin_note: str = "") -> _Stored:
    """Assemble and store sets that did not come from staging (settled history), and record their outcomes.

    The live build's own path (``_store``): the same assembly, junk rules,
    catalogue insert (one row per content hash, whichever path finds it
    first) and probe candidates. Returns what was stored, with each set's
    content hash where its release is in the catalogue.
    """
    filters = dataclasses.replace(filters, rot18_repair=settings.rot18_repair_enabled)
    stored = _store(conn, sets, sink, filters, broken=set(), retries=settings.build_error_retries, origin="rebuild")
    building.record_outcomes(conn, {**_by_reason(stored.outcomes), **stored.by_rule})
    junk_samples.record_tally(conn, junk.Stage.BUILD, stored.junk)
    if origin_note:
        log.info("%s: %d sets, %d catalogued, outcomes %s", origin_note, len(sets), len(stored.catalogued),
                 {k.value: v[0] for k, v in stored.outcomes.items()})
    return stored


def _ids_of(conn: Conn, hashes: list[str], known: Mapping[str, int]) -> dict[str, int]:
    """Return the release id of each content hash: the ones the insert returned, the rest looked up (another sink)."""
    missing = [h for h in hashes if h not in known]
    return {**{h: known[h] for h in hashes if h in known}, **(release_ids(conn, missing) if missing else {})}


def _enqueue_probes(conn: Conn, assemblies: list[Assembly], known_ids: Mapping[str, int]) -> None:
    """Record the probe candidates of the releases just inserted (REBUILD part 5), in the chunk's transaction."""
    wanted = {a.release.content_hash: a.probes for a in assemblies if a.release is not None and a.probes}
    if not wanted:
        return
    ids = _ids_of(conn, list(wanted), known_ids)
    probe_queue.enqueue(conn, [
        probe_queue.Candidate(ids[h], p.kind, p.message_id, p.file_name, p.size, p.priority)
        for h, probes in wanted.items() if h in ids for p in probes])


def _record_health(conn: Conn, by_hash: dict[str, BuildHealth], known_ids: Mapping[str, int]) -> None:
    """Write the build's verdict of the salvaged releases just inserted, in the chunk's transaction."""
    if by_hash:
        ids = _ids_of(conn, list(by_hash), known_ids)
        health_records.record_build(conn, {ids[h]: v for h, v in by_hash.items() if h in ids})


def _set_health(staged: StagedSet) -> BuildHealth:
    """Return a salvaged set's health as the build sees it: every file's articles against what it claims."""
    present = {f.file_index for f in staged.files if f.file_index is not None}
    return build_health([UploadFile(f.file_name, f.part_total, len(f.segments)) for f in staged.files],
                        missing_files=max(0, staged.file_total - len(present)) if staged.file_total else 0)


def _message_ids(blob: bytes) -> list[str] | None:
    """Return a stored NZB's message-ids, or None when it cannot be read (that release is left alone)."""
    try:
        return [m for f in decode_columns(blob) for m in f.message_ids]
    except NzbFormatError:
        return None


def _supersede(conn: Conn, releases: list[CatalogueRelease], version: str) -> tuple[int, str]:
    """Move the salvaged releases these complete releases complete to ``release_removals``; return (count, sample).

    A candidate is a salvaged release of the same poster sharing a group,
    and it goes only when its message-ids are a strict subset of the new
    release's (``health_verdicts.completes``). One an operator restored stays.
    Runs in the chunk's transaction: the complete release and the removal
    commit together.
    """
    if not releases:
        return 0, ""
    candidates = salvaged_of(conn, [r.poster for r in releases])
    if not candidates:
        return 0, ""
    kept = tagfill_state.restored_among(conn, [c.id for c in candidates])
    ids = release_ids(conn, [r.content_hash for r in releases])
    parts: dict[int, list[str] | None] = {}
    removals: dict[int, Removal] = {}
    sample = ""
    for release in releases:
        whole: list[str] | None = None
        for c in candidates:
            if (c.id in removals or c.id in kept or c.poster != release.poster or release.content_hash not in ids
                    or not set(c.groups) & set(release.groups)):
                continue
            if whole is None:
                whole = _message_ids(release.nzb) or []
            if c.id not in parts:
                parts[c.id] = _message_ids(c.nzb)
            part = parts[c.id]
            if part is not None and completes(part, whole):
                removals[c.id] = Removal(SUPERSEDED, ids[release.content_hash], SUPERSEDED,
                                         f"completed by {release.content_hash}: {release.title}")
                sample = sample or f"{c.title} -> {release.content_hash}"
    return tagfill_state.remove(conn, version, removals), sample


def _summary(exc: BaseException) -> str:
    """Return an exception in one line with where it was raised: what a parser bug's report needs first."""
    frames = traceback.extract_tb(exc.__traceback__)
    where = f" at {Path(frames[-1].filename).name}:{frames[-1].lineno} in {frames[-1].name}" if frames else ""
    message = " ".join(str(exc).split())[:300]
    return f"{type(exc).__name__}: {message}{where}"


def failure_summary(report: BuildReport) -> str:
    """Return one line on the pass's parse errors and sets set aside, with a sample of each; "" when none."""
    parts = [f"{report.outcomes[o.value]} {o.value} (e.g. {report.samples.get(o.value, '')[:300]})"
             for o in (Outcome.PARSE_ERROR, Outcome.REJECTED) if report.outcomes.get(o.value)]
    return "build: " + "; ".join(parts) if parts else ""


def _by_reason(outcomes: Tally) -> dict[str, tuple[int, str]]:
    """Return a tally keyed by build_outcomes reason (the Outcome's value), as the store records it."""
    return {outcome.value: counted for outcome, counted in outcomes.items()}


def _fold(report: BuildReport, outcomes: Tally, segments: int) -> None:
    report.segments += segments
    for outcome, (n, sample) in outcomes.items():
        report.count(outcome, sample, n)
        if outcome in (Outcome.BUILT, Outcome.SALVAGED, Outcome.UNNAMED):
            report.built += n


def _walk_past_round(staging: StagingBackend, conn: Conn, report: BuildReport, settings: Settings,
                     sink: ReleaseSink, filters: BuildFilters, kept: set[str]) -> None:
    """Evict (or salvage) sets that can never complete; bounded per round, cursors persist."""
    budget = settings.walk_past_sweep_per_round
    salvage_left = 0 if settings.walk_past_no_salvage else SALVAGE_PER_ROUND
    for group in staging.sweepable_groups(conn):
        if budget <= 0:
            break
        cursor = building.get_cursor(conn, WALK_PAST, group)
        with staging.claim_walk_past(conn, group, after=cursor, grace_min=settings.walk_past_grace_min,
                                     limit=budget, skip=kept) as claim:
            building.set_cursor(conn, WALK_PAST, group, claim.cursor)
            if not claim.ids:
                continue
            budget -= len(claim.ids)
            statuses = claim.statuses()
            outcomes: Tally = {}
            to_build: list[StagedSet] = []
            broken: set[str] = set()
            health: dict[str, BuildHealth] = {}
            for staged in claim.load():
                if statuses.get(staged.set_id) == "collision":
                    _merge(outcomes, Outcome.COLLISION, staged.base)
                    continue
                verdict = salvage_verdict(staged) if salvage_left > 0 else Salvage.EVICT
                if verdict is Salvage.EVICT:
                    _merge(outcomes, Outcome.WALK_PAST, staged.base)
                    continue
                salvage_left -= 1
                to_build.append(staged)
                if verdict is Salvage.BROKEN:
                    broken.add(staged.set_id)
                    health[staged.set_id] = _set_health(staged)
            stored = _store(conn, to_build, sink, filters, broken, retries=settings.build_error_retries,
                            salvaged=True, health=health)
            for outcome, (n, sample) in stored.outcomes.items():
                _merge(outcomes, outcome, sample, n)
            claim.remove([i for i in claim.ids if i not in stored.keep])
            building.record_outcomes(conn, {**_by_reason(outcomes), **stored.by_rule})
            junk_samples.record_tally(conn, junk.Stage.BUILD, stored.junk)
        kept |= stored.keep
        _fold(report, outcomes, stored.segments)


def _merge(outcomes: Tally, outcome: Outcome, sample: str, n: int = 1) -> None:
    count, first = outcomes.get(outcome, (0, sample))
    outcomes[outcome] = (count + n, first or sample)
