"""The Spotnet fetch pass: download the NZBs of stored spots and import them into the catalogue.

For up to ``spot_fetch_batch`` pending spots, BODY every NZB segment (in
order, all of them: the NZB is one DEFLATE stream, section 5), decode, build
the catalogue release (``domain.spotnet.release``) and insert it through the
ReleaseSink: the content hash is the one any release gets, so a spot and the
same upload built from headers are one row (docs/adr/0017). Each chunk of
spots commits in one transaction: releases, spot states, outcome counts.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from usenet_ops.domain.assembly.release import CatalogueRelease
from usenet_ops.domain.blacklist import Blacklist
from usenet_ops.domain.spotnet.payload import MAX_PAYLOAD, NzbPayload, PayloadError, PayloadRejected, decode_nzb_payload
from usenet_ops.domain.spotnet.release import spot_catalogue_release
from usenet_ops.domain.spotnet.spots import SpotRelease
from usenet_ops.nntp import replies
from usenet_ops.nntp.errors import NNTPError
from usenet_ops.nntp.pool import Pool
from usenet_ops.nntp.values import ArticleData
from usenet_ops.passes.envelope import EndsAs, pass_envelope
from usenet_ops.passes.spot_pass import (
    BLACKLISTED,
    DELETED_BEFORE_IMPORT,
    ERROR,
    IMPORTED,
    JOINED,
    RELEASE_INVALID,
    STORE_REFUSED,
    Counted,
    Link,
    SpotPassFailed,
    SpotPassState,
    chunks,
    finish,
    progress,
    retrying,
    sample,
)
from usenet_ops.settings import Settings
from usenet_ops.store import spot_records
from usenet_ops.store.catalogue import ReleaseSink
from usenet_ops.store.db import Conn

log = logging.getLogger(__name__)

NZB_SEGMENT_ID_INVALID = "nzb_segment_id_invalid"  # outcome: NZB segments skipped, their release incomplete
FETCH_CHUNK = 100  # spots per catalogue transaction
BODY_WINDOW = 8  # BODY commands in flight (each ~1 MiB on real spots: in flight is in memory)
PIPELINE_SEGMENTS = 32  # NZB articles of several small spots fetched in one pipelined run (held until decoded)


@dataclass
class FetchReport(Counted):
    """What one fetch pass did."""

    provider: str = ""
    backbone: str = ""
    state: SpotPassState = SpotPassState.DONE
    candidates: int = 0
    imported: int = 0
    joined: int = 0
    failed: int = 0
    failed_fetches: int = 0
    bodies: int = 0
    segments_missing: int = 0
    pending_left: int = 0
    wire_bytes: int = 0
    seconds: float = 0.0
    message: str = ""

    def as_dict(self) -> dict[str, Any]:
        """Return the report as the task's return value (JSON)."""
        done = self.imported + self.joined + self.failed
        return {
            "kind": "fetch", "provider": self.provider, "backbone": self.backbone, "state": self.state.value,
            "candidates": self.candidates, "imported": self.imported, "joined": self.joined, "failed": self.failed,
            "failed_fetches": self.failed_fetches, "bodies": self.bodies, "segments_missing": self.segments_missing,
            "pending_left": self.pending_left, "wire_bytes": self.wire_bytes, "seconds": round(self.seconds, 3),
            "spots_per_sec": round(done / self.seconds, 1) if self.seconds > 0 else 0.0,
            "outcomes": dict(self.outcomes), "message": self.message,
        }


@dataclass
class _Fetched:
    """What fetching one spot's NZB gave: a release, or the reason there is none."""

    release: CatalogueRelease | None
    reason: str = ""
    detail: str = ""
    bodies: int = 0
    missing: int = 0
    invalid_ids: int = 0  # NZB segments skipped for an id that is not a message-id
    invalid_sample: str = ""


def _fetch_chunk(link: Link, chunk: Sequence[SpotRelease], results: dict[str, _Fetched]) -> None:
    """Fetch the NZBs of a chunk of spots into ``results``, pipelining BODY across spots.

    Small NZBs (the usual one to a few articles) are fetched together, up to
    ``PIPELINE_SEGMENTS`` articles in one pipelined run: one round trip per
    spot would make the round trip the cost. A spot naming more articles is
    fetched alone, a window at a time, so it can be refused at the byte cap
    before it is held whole. ``results`` fills as spots complete, so a failure
    midway keeps what was fetched.
    """
    group: list[SpotRelease] = []
    count = 0

    def flush() -> None:
        nonlocal count
        if group:
            ids = [m for spot in group for m in spot.nzb_segments]
            got = retrying(link, f"BODY x{len(ids)} for {len(group)} spots",
                            lambda: link.client().fetch_many("BODY", ids, window=BODY_WINDOW))
            for spot in group:
                results[spot.message_id] = _decode(spot, [got.get(m) for m in spot.nzb_segments])
            group.clear()
        count = 0

    for spot in chunk:
        n = len(spot.nzb_segments)
        if n > PIPELINE_SEGMENTS:
            flush()
            results[spot.message_id] = _fetch_large(link, spot)
            continue
        if count + n > PIPELINE_SEGMENTS:
            flush()
        group.append(spot)
        count += n
    flush()


def _fetch_large(link: Link, spot: SpotRelease) -> _Fetched:
    """Fetch a many-article NZB a window at a time, refusing it once it passes ``MAX_PAYLOAD``."""
    arts: list[ArticleData | None] = []
    total = 0
    for window in chunks(spot.nzb_segments, BODY_WINDOW):
        ids = list(window)
        got = retrying(link, f"BODY x{len(ids)} for {spot.message_id}",
                        lambda ids=ids: link.client().fetch_many("BODY", ids, window=BODY_WINDOW))  # type: ignore[misc]
        for mid in ids:
            art = got.get(mid)
            arts.append(art)
            if art is not None:
                total += sum(len(line) for line in art.lines)
        if total > MAX_PAYLOAD:
            present = sum(1 for a in arts if a is not None)
            return _Fetched(None, PayloadError.TOO_LARGE.value, f"over {MAX_PAYLOAD} bytes after {present} segments",
                            present, len(arts) - present)
    return _decode(spot, arts)


def _decode(spot: SpotRelease, arts: Sequence[ArticleData | None]) -> _Fetched:
    """Decode a spot's NZB from its segments' bodies (None: the server did not have it) and build the release.

    A segment the server does not have (430) is left out: the stream then
    decodes short and the decoder names it (``payload_truncated``).
    """
    bodies = [a.lines for a in arts if a is not None]
    missing = len(arts) - len(bodies)
    if sum(len(line) for body in bodies for line in body) > MAX_PAYLOAD:
        return _Fetched(None, PayloadError.TOO_LARGE.value, f"over {MAX_PAYLOAD} bytes", len(bodies), missing)
    try:
        payload: NzbPayload | PayloadRejected = (
            decode_nzb_payload(bodies) if bodies else PayloadRejected(PayloadError.EMPTY, "no segment could be fetched"))
    except Exception as exc:  # invariant 5
        log.exception("spot %s: the NZB payload could not be decoded", spot.message_id)
        return _Fetched(None, ERROR, f"{type(exc).__name__}: {exc}", len(bodies), missing)
    if isinstance(payload, PayloadRejected):
        detail = payload.detail + (f" ({missing} of {len(spot.nzb_segments)} segments absent)" if missing else "")
        return _Fetched(None, payload.reason.value, detail, len(bodies), missing)
    try:
        release = spot_catalogue_release(spot, payload.files, lost_segments=payload.invalid_ids)
    except ValueError as exc:
        return _Fetched(None, RELEASE_INVALID, str(exc), len(bodies), missing)
    except Exception as exc:  # invariant 5: a bug on one spot is counted with its sample, the pass goes on
        log.exception("spot %s: the release could not be built", spot.message_id)
        return _Fetched(None, ERROR, f"{type(exc).__name__}: {exc}", len(bodies), missing)
    return _Fetched(release, bodies=len(bodies), missing=missing, invalid_ids=payload.invalid_ids,
                    invalid_sample=payload.invalid_sample)


def fetch_spots(
    conn: Conn,
    pool: Pool,
    *,
    settings: Settings,
    sink: ReleaseSink,
    provider: str,
    backbone: str,
    blacklist: Blacklist | None = None,
    run_id: str = "",
    budget_sec: float = 1800.0,
    clock: Callable[[], float] = time.monotonic,
) -> FetchReport:
    """Fetch the NZBs of up to ``spot_fetch_batch`` pending spots and import them into the catalogue.

    Each chunk of spots commits in one transaction: the releases (through
    ``sink``, idempotent on content_hash), the spots' new states and the
    outcome counts. A spot deleted while its NZB was being fetched is not
    imported. A spot whose NZB cannot be decoded is ``failed`` with the
    reason (``usenet-ops spots retry`` puts it back in the queue).
    """
    if not conn.autocommit:
        raise ValueError("fetch_spots needs an autocommit connection: each chunk commits in its own transaction")
    report = FetchReport(provider=provider, backbone=backbone)
    started = clock()
    pass_id = spot_records.start_pass(conn, run_id=run_id, kind="fetch", provider=provider, backbone=backbone)
    link = Link(pool)
    last_progress = clock()

    def close() -> None:
        link.close()
        report.wire_bytes = link.wire_bytes

    def summary() -> None:
        log.info("spots fetch via %s [%s]: %s, %d candidates, %d imported, %d joined an existing release, %d failed, "
                 "%d bodies (%d segments absent), %d pending left, %.1fs, outcomes %s", provider, backbone,
                 report.state.value, report.candidates, report.imported, report.joined, report.failed, report.bodies,
                 report.segments_missing, report.pending_left, report.seconds, dict(report.outcomes))

    with pass_envelope(report, f"spots fetch via {provider}", failed=SpotPassState.FAILED, clock=clock,
                       started=started, close=close, record=lambda: finish(conn, pass_id, report.as_dict(), report.state),
                       summary=summary,
                       endings={SpotPassFailed: EndsAs(SpotPassState.FAILED, fails=True, keeps_message=True)}):
        todo = spot_records.pending(conn, settings.spot_fetch_batch)
        for chunk in chunks(todo, FETCH_CHUNK):
            if clock() - started > budget_sec:
                report.message = f"time budget of {budget_sec:.0f}s spent; the rest is fetched next pass"
                break
            results: dict[str, _Fetched] = {}
            try:
                _fetch_chunk(link, chunk, results)
            except NNTPError as exc:
                if not replies.cured_by_reconnect(exc):
                    raise
                report.failed_fetches += 1
                report.message = f"BODY kept failing ({exc}); the spots left are fetched next pass"
                log.warning("spots fetch: %s", report.message)
            _import_chunk(conn, results, sink, blacklist, report)
            last_progress = progress(conn, pass_id, report, started, clock, last_progress)
            if report.failed_fetches:
                break
        report.pending_left = spot_records.pending_count(conn)
        if report.failed_fetches:
            report.state = SpotPassState.FAILED
            raise SpotPassFailed(f"spot NZB fetch via {provider}: {report.message}",
                                 hint=f"`usenet-ops provider test {provider}`: does BODY by message-id answer?")
        return report
    return report


def _blacklisted(blacklist: Blacklist | None, release: CatalogueRelease) -> str | None:
    if blacklist is None:
        return None
    hit = blacklist.match({"poster": release.poster, "group": release.groups[0], "name": release.title,
                           "subject": release.title})
    return f"rule {hit.rule_id}: {release.title}" if hit is not None else None


def _import_chunk(conn: Conn, results: dict[str, _Fetched], sink: ReleaseSink, blacklist: Blacklist | None,
                  report: FetchReport) -> None:
    """Commit one chunk: releases through the sink, spot states and outcome counts, in one transaction.

    A release the catalogue refuses (it stores each under a savepoint when a
    chunk is refused, and reports the refused ones: store/catalogue.py) fails
    its spot (``store_refused``); the others are imported.
    """
    if not results:
        return
    counted, added, duplicates, failed = _store_chunk(conn, results, sink, blacklist)
    for got in results.values():
        report.bodies += got.bodies
        report.segments_missing += got.missing
    report.candidates += len(results)
    report.imported += added
    report.joined += duplicates
    report.failed += failed
    report.fold(counted)


def _store_chunk(conn: Conn, results: dict[str, _Fetched], sink: ReleaseSink,
                 blacklist: Blacklist | None) -> tuple[Counted, int, int, int]:
    counted = Counted()
    added = duplicates = 0
    with conn.transaction():
        live = spot_records.lock_pending(conn, results)
        imported: dict[str, str] = {}
        failed: dict[str, str] = {}
        releases: list[tuple[str, CatalogueRelease]] = []
        for mid, got in results.items():
            if mid not in live:
                counted.note(DELETED_BEFORE_IMPORT, sample(mid, "deleted while its NZB was fetched"))
                continue
            if got.invalid_ids:
                # Skipped, never stored: an id like "x@y>\r\nQUIT" would reach every downloader's BODY command.
                counted.note(NZB_SEGMENT_ID_INVALID, sample(mid, got.invalid_sample), got.invalid_ids)
            if got.release is None:
                failed[mid] = got.reason
                counted.note(got.reason, sample(mid, got.detail))
                continue
            hit = _blacklisted(blacklist, got.release)
            if hit is not None:
                failed[mid] = BLACKLISTED
                counted.note(BLACKLISTED, sample(mid, hit))
                continue
            releases.append((mid, got.release))
        if releases:
            result = sink.add(conn, [r for _, r in releases])
            added, duplicates = result.inserted, result.duplicates
            for mid, release in releases:
                reason = result.rejected.get(release.content_hash)
                if reason is None:
                    imported[mid] = release.content_hash
                else:
                    failed[mid] = STORE_REFUSED
                    counted.note(STORE_REFUSED, sample(mid, reason[:200]))
            counted.note(IMPORTED, releases[0][1].title, added)
            counted.note(JOINED, releases[0][1].title, duplicates)
        spot_records.mark_imported(conn, imported)
        spot_records.mark_failed(conn, failed)
        spot_records.add_outcomes(conn, counted.outcomes, counted.samples)
    return counted, added, duplicates, len(failed)
