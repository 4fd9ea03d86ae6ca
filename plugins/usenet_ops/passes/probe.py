"""The probe pass (phase 2): read a few articles per release to name it, find its ids, flag its password.

Plain Python, no Airflow: DAG ``usenet_probe``'s mapped tasks and
``usenet-ops probes run`` call :func:`run_probes` with their dependencies.

One task, on one provider: claim candidates from the probe queue (priority
order; then the same releases' other candidates, so a 7z set's first
volume and last-volume tail are read together), BODY each through the
provider's pool, decode with ``domain.probe.findings`` (``learn``/``summarise``),
then per release, in ONE transaction: merge what was learned
(``store.probes.record``: name, ids, password, NFO), name an unnamed release
(issue 16's ``releases.named = false``) through the catalogue's one seam
``catalogue.set_named`` (title, then category, tags and episode re-derived
by the build's own classifiers, ``domain.probe.renaming``; it enters search and
feeds), count the outcome ``named`` (or ``still_unnamed`` when every
candidate was read and none named it) in ``build_outcomes``, and mark its
queue rows done. Candidates are the build's (``domain.probe.candidates``);
this pass never chooses any.

Invariants:
- bytes are bounded: the task stops claiming once ``probe_budget_mb`` is
  spent, hands back what it claimed and did not fetch, and refuses any
  body over ``probe_article_kb`` (counted as hostile);
- a bad body never stops the pass: the decoders return values, a body
  they cannot read is counted (``hostile``) and its row finished with the
  reason; so is a candidate whose stored message-id ``domain.message_ids``
  refuses (``bad_message_id``): it is never sent, so no id can inject a
  command into the session; a missing article (430) or a transport failure goes back to the
  queue for ANOTHER provider (``probe_queue.fail``), written off after
  ``probe_max_attempts``;
- idempotent under SIGKILL: a release's facts and its rows' 'done' commit
  together; a killed task leaves claimed rows that the lease gives back,
  and the merge in ``store.probes.record`` makes a second reading of the
  same articles write the same row;
- a probe that learns nothing moves on (issue 28): an unnamed release's
  fallback candidates (next small file, other par2 files, volume tails) are
  read one at a time, each finished in its own transaction with what its
  bytes were, until one names it or ``probe_release_kb`` is spent; garbage
  where par2 was expected is "learned nothing", never an error;
- a run in which the provider kept failing is not green: after
  ``TRANSPORT_YIELD`` releases in a row failed on the connection the task
  raises :class:`ProbeProviderSick` (its report is stored first).
"""

from __future__ import annotations

import datetime as dt
import enum
import logging
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from usenet_ops.domain import message_ids
from usenet_ops.domain.assembly.assemble import Outcome
from usenet_ops.domain.hints import OperatorHint
from usenet_ops.domain.probe.archives import PasswordVerdict
from usenet_ops.domain.probe.candidates import FALLBACK_KINDS
from usenet_ops.domain.probe.findings import (
    BodyFault,
    ContentKind,
    ProbeFinding,
    ProbeKind,
    content_label,
    learn,
    summarise,
)
from usenet_ops.domain.probe.nfo import decode_nfo
from usenet_ops.domain.probe.renaming import needs_name, renamed
from usenet_ops.nntp.errors import NNTPError, NNTPReplyTooLarge
from usenet_ops.nntp.pool import Pool
from usenet_ops.passes.envelope import pass_envelope
from usenet_ops.passes.spot_pass import Link, retrying
from usenet_ops.settings import Settings
from usenet_ops.store import building, probe_queue, probes
from usenet_ops.store.db import Conn
from usenet_ops.store.pass_log import PassState

log = logging.getLogger(__name__)

# A nameless file this small (encoded) may be the NFO: read even after a name was found, while no ids are known.
SMALL_FILE = 128 * 1024
CLAIM_CHUNK = 25  # candidates claimed at once: small, so a spent budget hands little back
TRANSPORT_YIELD = 5  # releases in a row failing on the connection before the task gives up
_PASSWORD_ATTR = {PasswordVerdict.PASSWORDED: 1, PasswordVerdict.POSSIBLY: 2}
# A candidate whose stored id domain.message_ids refuses (counted under ``hostile``; the row is finished unread).
BAD_MESSAGE_ID = "bad_message_id"


class Ending(enum.StrEnum):
    """Why a probe task stopped (a stable contract: reports, probe_passes.ended)."""

    DONE = "done"  # claimed its batch, or the queue ran dry
    BUDGET = "budget"  # probe_budget_mb was spent; the rest stays queued
    TRANSPORT = "transport"  # TRANSPORT_YIELD releases in a row failed on the connection


class ProbeProviderSick(OperatorHint):
    """Several releases in a row failed on the connection."""

    hint = ("the provider's connections keep failing mid-BODY: check `usenet-ops provider test` and the provider's "
            "status; the candidates went back to the queue for another provider")


@dataclass
class ProbeReport:
    """What one probe task did, with its costs (the task's return value, ``probes run --json``)."""

    provider: str
    claimed: int = 0
    articles: int = 0
    bytes_read: int = 0
    releases: int = 0
    named: int = 0
    still_unnamed: int = 0  # unnamed releases whose every candidate was read and none gave a name
    ids: int = 0
    passworded: int = 0
    hostile: Counter[str] = field(default_factory=Counter)
    failures: Counter[str] = field(default_factory=Counter)
    handed_back: int = 0
    gone: int = 0
    seconds: float = 0.0
    ended: Ending = Ending.DONE
    message: str = ""
    state: PassState = PassState.DONE  # failed when the pass raised (the envelope's; not in the XCom)

    def as_dict(self) -> dict[str, Any]:
        """Return the report as JSON-able values."""
        secs = self.seconds
        return {
            "provider": self.provider, "claimed": self.claimed, "articles": self.articles,
            "bytes_read": self.bytes_read, "releases": self.releases, "named": self.named,
            "still_unnamed": self.still_unnamed, "ids": self.ids,
            "passworded": self.passworded, "hostile": sum(self.hostile.values()),
            "hostile_by_fault": dict(self.hostile), "failures": sum(self.failures.values()),
            "failures_by_reason": dict(self.failures), "handed_back": self.handed_back, "gone": self.gone,
            "seconds": round(secs, 3), "articles_per_second": round(self.articles / secs, 1) if secs > 0 else 0.0,
            "bytes_per_second": round(self.bytes_read / secs) if secs > 0 else 0,
            "bytes_per_named_release": round(self.bytes_read / self.named) if self.named else 0,
            "ended": self.ended.value, "message": self.message,
        }


@dataclass
class _Fetched:
    row: probe_queue.Claimed
    nbytes: int
    note: str
    finding: ProbeFinding | None = None
    nfo_text: str | None = None
    nfo_encoding: str | None = None


def _kind(value: str) -> ProbeKind:
    try:
        return ProbeKind(value)
    except ValueError:
        return ProbeKind.LONE_FILE


def _hostility(finding: ProbeFinding) -> str | None:
    """Name what was wrong with a body the decoders still read (truncated yEnc, par2 packets that lie), or None."""
    body = finding.body
    if body is not None and body.truncated:
        return "truncated"
    if body is not None and body.crc.value == "mismatch":
        return "crc_mismatch"
    if finding.par2 is not None and (finding.par2.bad_length or finding.par2.bad_md5):
        return "par2_bad_packets"
    return None


def run_probes(
    conn: Conn,
    pool: Pool,
    settings: Settings,
    *,
    provider: str,
    claimant: str,
    run_id: str = "",
    lease: dt.timedelta = probe_queue.DEFAULT_LEASE,
    clock: Callable[[], float] = time.monotonic,
) -> ProbeReport:
    """Drain up to ``probe_batch_size`` candidates on ``provider`` within the byte budget; return the report."""
    started = clock()
    report = ProbeReport(provider=provider)
    pass_id = probes.start_pass(conn, provider, run_id)
    budget = settings.probe_budget_mb * 1024 * 1024
    cap = settings.probe_article_kb * 1024
    nfo_chars = settings.nfo_max_kb * 1024
    link = Link(pool)
    in_a_row = 0

    def record() -> None:
        if report.ended is Ending.TRANSPORT:
            report.message = ProbeProviderSick.hint
        with conn.transaction():
            probes.finish_pass(conn, pass_id, report.as_dict())

    def summary() -> None:
        log.info("probe %s: %d articles, %d bytes (%.0f B/s), %d releases: %d named (%d stay unnamed), %d with ids,"
                 " %d passworded, %d hostile, %d failed, %d handed back; ended %s", provider, report.articles,
                 report.bytes_read, report.bytes_read / report.seconds if report.seconds > 0 else 0.0,
                 report.releases, report.named, report.still_unnamed, report.ids, report.passworded,
                 sum(report.hostile.values()), sum(report.failures.values()), report.handed_back, report.ended.value)

    with pass_envelope(report, f"probe {provider}", failed=PassState.FAILED, clock=clock, started=started,
                       close=link.close, record=record, summary=summary):
        while report.claimed < settings.probe_batch_size and report.ended is Ending.DONE:
            rows = probe_queue.claim(conn, claimant=claimant, provider=provider, lease=lease,
                                     limit=min(CLAIM_CHUNK, settings.probe_batch_size - report.claimed))
            if not rows:
                break
            rows += probe_queue.claim_siblings(conn, claimant=claimant, provider=provider, lease=lease,
                                               release_ids=sorted({r.release_id for r in rows}))
            report.claimed += len(rows)
            by_release: dict[int, list[probe_queue.Claimed]] = {}
            for r in rows:
                by_release.setdefault(r.release_id, []).append(r)
            pending = list(by_release.items())
            while pending:
                release_id, items = pending.pop(0)
                if report.bytes_read >= budget:
                    report.ended = Ending.BUDGET
                    leftover = [r.id for r in items] + [r.id for _, more in pending for r in more]
                    with conn.transaction():
                        report.handed_back += probe_queue.unclaim(conn, leftover, claimant=claimant)
                    break
                transport = _probe_release(conn, link, settings, report, release_id, items, provider=provider,
                                           claimant=claimant, cap=cap, nfo_chars=nfo_chars, budget=budget)
                in_a_row = in_a_row + 1 if transport else 0
                if in_a_row >= TRANSPORT_YIELD:
                    report.ended = Ending.TRANSPORT
                    leftover = [r.id for _, more in pending for r in more]
                    with conn.transaction():
                        report.handed_back += probe_queue.unclaim(conn, leftover, claimant=claimant)
                    break
    if report.ended is Ending.TRANSPORT:
        raise ProbeProviderSick(f"probe on {provider}: {TRANSPORT_YIELD} releases in a row failed on the connection",
                                ProbeProviderSick.hint)
    return report


@dataclass
class _Failed:
    row: probe_queue.Claimed
    error: str
    transport: bool


def _read(link: Link, report: ProbeReport, row: probe_queue.Claimed, *, provider: str, cap: int,
          nfo_chars: int) -> _Fetched | _Failed:
    """BODY one candidate and decode it; a body the decoders cannot read is a value (counted hostile), never raised."""
    mid = message_ids.bracketed(row.message_id)
    if mid is None:
        # Never sent: `x@y>\r\nQUIT` would end the BODY command early and start another. Another provider
        # would get the same bytes, so the row is finished here, not handed back for a retry.
        report.hostile[BAD_MESSAGE_ID] += 1
        log.warning("probe %s: candidate %d of release %d has a stored message-id %r that is not one "
                    "(domain.message_ids); not sent", provider, row.id, row.release_id, row.message_id[:80])
        return _Fetched(row, 0, f"hostile: {BAD_MESSAGE_ID} {row.message_id!r}"[:200])
    try:
        art = retrying(link, f"BODY {mid}", lambda: link.client().body(mid))
    except NNTPReplyTooLarge as exc:
        report.hostile["reply_too_large"] += 1
        return _Fetched(row, 0, f"hostile: {exc}"[:200])
    except NNTPError as exc:
        report.failures["transport"] += 1
        return _Failed(row, f"transport: {exc}"[:300], True)
    if art is None:
        report.failures["absent"] += 1
        return _Failed(row, f"absent on {provider} (430)", False)
    nbytes = sum(len(line) + 2 for line in art.lines)
    report.articles += 1
    report.bytes_read += nbytes
    if nbytes > cap:
        report.hostile[BodyFault.TOO_LARGE.value] += 1
        return _Fetched(row, nbytes, f"hostile: {nbytes} bytes over probe_article_kb")
    finding = learn(_kind(row.kind), art.lines, max_bytes=cap)
    item = _Fetched(row, nbytes, "", finding)
    if finding.failure is not None:
        report.hostile[finding.failure.fault.value] += 1
        item.note = f"hostile: {finding.failure.detail}"[:200]
        return item
    fault = _hostility(finding)
    if finding.nfo_ids is not None and finding.body is not None and (
            finding.kind is ProbeKind.NFO or _has_ids([finding]) or finding.body.name.lower().endswith(".nfo")):
        # A text file read for what it is (an sfv, a readme) is kept as the NFO only when it cites ids.
        text = decode_nfo(finding.body.data, max_bytes=nfo_chars)
        item.nfo_text, item.nfo_encoding = text.text, text.encoding
        if text.cut:
            fault = fault or "nfo_over_cap"
    if fault is not None:
        report.hostile[fault] += 1
        item.note = f"hostile: {fault} (read what was readable)"
    return item


def _has_ids(findings: list[ProbeFinding]) -> bool:
    return any(f.nfo_ids is not None and (f.nfo_ids.imdb_id or f.nfo_ids.tvdb_id or f.nfo_ids.tvmaze_id)
               for f in findings)


def _not_7z(fetched: list[_Fetched]) -> bool:
    """Say whether the first archive volume read in this task is something other than 7z (its tail is moot)."""
    heads = [f.finding for f in fetched if f.row.kind == "archive_first" and f.finding is not None]
    return any(h.body is not None and h.content not in (ContentKind.SEVENZIP, ContentKind.UNKNOWN) for h in heads)


def _tail_needless(first: str | None) -> bool:
    """Say whether a file's tail can teach nothing, from what its first article was (``content_label``).

    A complete listing already read, or a file that is an archive, a video or text, has no par2 packets to
    add; a volume's head ("par2_partial"), garbage or an unread head leaves the tail worth its article.
    """
    return first is not None and first not in ("", "par2_partial", ContentKind.UNKNOWN.value)


def _probe_release(conn: Conn, link: Link, settings: Settings, report: ProbeReport, release_id: int,
                   items: list[probe_queue.Claimed], *, provider: str, claimant: str, cap: int, nfo_chars: int,
                   budget: int) -> bool:
    """Fetch, decode and store one release's claimed candidates; return True when the connection failed it.

    The primary candidates are read together and stored in one transaction. Then, while the release stays
    unnamed, its fallbacks are read one at a time (``candidates.FALLBACK_KINDS``: smallest file first within a
    kind) within ``probe_release_kb``; each is finished in its own transaction with what its bytes were, so a
    task killed mid-walk resumes at the next untried candidate. Whatever transaction finishes the release's
    last open row of an unnamed release counts it ``still_unnamed``.
    """
    primaries = [r for r in items if r.kind not in FALLBACK_KINDS]
    fallbacks = sorted((r for r in items if r.kind in FALLBACK_KINDS), key=lambda r: (r.priority, r.size, r.id))
    transport = False
    fetched: list[_Fetched] = []
    failed: list[_Failed] = []
    for row in sorted(primaries, key=lambda r: r.kind == "archive_last"):
        if row.kind == "archive_last" and _not_7z(fetched):
            fetched.append(_Fetched(row, 0, "skipped: the first archive volume is not 7z"))
            continue
        got = _read(link, report, row, provider=provider, cap=cap, nfo_chars=nfo_chars)
        if isinstance(got, _Failed):
            failed.append(got)
            transport = transport or got.transport
        else:
            fetched.append(got)
    ctx = probes.contexts(conn, [release_id]).get(release_id)
    named = False
    counted = False
    seen: set[str] = set()  # "ids", "passworded": each counted once per release
    findings = [f.finding for f in fetched if f.finding is not None]
    with conn.transaction():
        _fail(conn, settings, failed, claimant=claimant, provider=provider)
        if fetched:
            if ctx is None:
                report.gone += 1
            else:
                named, learned = _store(conn, report, ctx, fetched, findings, nfo_chars=nfo_chars)
                _count(report, learned, seen)
                report.releases += 1
                counted = True
        for f in fetched:
            probe_queue.finish(conn, f.row.id, claimant=claimant, bytes_read=f.nbytes, note=f.note,
                               content=content_label(f.finding) if f.finding is not None else "")
        if not fallbacks:
            _close_out(conn, report, release_id, ctx, named)
    if not fallbacks:
        return transport and not fetched

    # The fallback walk: one candidate at a time, each finished in its own transaction.
    contents = probe_queue.read_contents(conn, release_id)
    spent = probe_queue.release_bytes(conn, release_id)
    limit = settings.probe_release_kb * 1024
    finished = ctx is None or (ctx.named and not needs_name(ctx.title))
    read_any = bool(fetched)
    for k, row in enumerate(fallbacks):
        why = None
        if ctx is None or finished:
            why = "gone" if ctx is None else "named"
        elif spent >= limit:
            why = f"release budget spent ({spent} bytes of probe_release_kb)"
        elif named and not (row.kind == "next_file" and row.size <= SMALL_FILE and not _has_ids(findings)):
            # Named: only a small nameless file is still worth its article, while no NFO gave ids.
            why = "named"
        elif row.kind == "par2_tail" and _tail_needless(contents.get(row.file_name)):
            why = f"its first article was {contents.get(row.file_name)}"
        if why is not None:
            with conn.transaction():
                probe_queue.finish(conn, row.id, claimant=claimant, bytes_read=0, note=f"skipped: {why}")
                _close_out(conn, report, release_id, ctx, named)
            continue
        if report.bytes_read >= budget:
            with conn.transaction():
                report.handed_back += probe_queue.unclaim(conn, [r.id for r in fallbacks[k:]], claimant=claimant)
            break
        got = _read(link, report, row, provider=provider, cap=cap, nfo_chars=nfo_chars)
        with conn.transaction():
            if isinstance(got, _Failed):
                transport = transport or got.transport
                _fail(conn, settings, [got], claimant=claimant, provider=provider)
                continue
            read_any = True
            spent += got.nbytes
            label = content_label(got.finding) if got.finding is not None else ""
            if label:
                contents.setdefault(row.file_name, label)
            if got.finding is not None:
                findings.append(got.finding)
            if ctx is not None:
                now, learned = _store(conn, report, ctx, [got], findings, nfo_chars=nfo_chars)
                named = named or now
                _count(report, learned, seen)
                if not counted:
                    report.releases += 1
                    counted = True
            if named or not got.note:
                got.note = got.note or ("named" if named else "learned nothing: next candidate")
            probe_queue.finish(conn, row.id, claimant=claimant, bytes_read=got.nbytes, note=got.note, content=label)
            _close_out(conn, report, release_id, ctx, named)
    return transport and not read_any


def _fail(conn: Conn, settings: Settings, failed: list[_Failed], *, claimant: str, provider: str) -> None:
    """Send failed fetches back to the queue for another provider (no commit)."""
    for f in failed:
        probe_queue.fail(conn, f.row.id, claimant=claimant, provider=provider, error=f.error,
                         max_attempts=settings.probe_max_attempts)


def _count(report: ProbeReport, learned: set[str], seen: set[str]) -> None:
    """Count a release's ids and password verdict once, whichever of its reads found them."""
    report.ids += int("ids" in learned - seen)
    report.passworded += int("passworded" in learned - seen)
    seen |= learned


def _store(conn: Conn, report: ProbeReport, ctx: probes.ReleaseContext, fetched: list[_Fetched],
           named_by: list[ProbeFinding], *, nfo_chars: int) -> tuple[bool, set[str]]:
    """Merge what ``fetched`` taught into the release (no commit); name it from ``named_by``.

    Returns (named now, what was learned of "ids" and "passworded").

    ``named_by`` holds every finding of the release read in this task, so par2 packets of one set read from
    several articles (an index's head, a volume's tail) are listed together.
    """
    findings = [f.finding for f in fetched if f.finding is not None]
    summary = summarise(findings)
    name = summarise(named_by).name if named_by else None
    nfo = next((f for f in fetched if f.nfo_text is not None), None)
    new = None
    hashed = ctx.named and needs_name(ctx.title)  # a named row with a machine-made title (pre-issue-16)
    if name is not None and (not ctx.named or hashed):
        names = [n for f in named_by if f.par2 is not None for n, _ in f.par2.names_and_sizes()]
        names += list(summary.inner_names)
        new = renamed(name.name, group=ctx.groups[0] if ctx.groups else "", file_names=names, size=ctx.size)
    password = _PASSWORD_ATTR.get(summary.password, 0)
    has_ids = bool(summary.imdb or summary.tvdb or summary.tvmaze)
    outcome = ("named" if new is not None else "ids" if has_ids else "passworded" if password == 1
               else "learned" if (name or summary.inner_names or nfo) else "nothing")
    rec = probes.ProbeRecord(
        release_id=ctx.id, learned_name=name.name if name else None,
        name_source=name.source.value if name else None, imdb=summary.imdb,
        tvdb=summary.tvdb, tvmaze=summary.tvmaze, password=password,
        password_reason=summary.password_reason, nfo=nfo.nfo_text if nfo else None,
        nfo_encoding=nfo.nfo_encoding if nfo else None, inner_names=summary.inner_names,
        outcome=outcome, bytes_read=sum(f.nbytes for f in fetched),
        articles=sum(1 for f in fetched if f.nbytes or f.finding is not None))
    exists, named = probes.record(conn, rec, new, nfo_chars=nfo_chars, rename_hashed=hashed)
    if not exists:
        report.gone += 1
        return False, set()
    report.named += int(named)
    if named and new is not None:
        building.record_outcomes(conn, {Outcome.NAMED.value: (1, new.title)})
    return named, {k for k, v in (("ids", has_ids), ("passworded", password == 1)) if v}


def _close_out(conn: Conn, report: ProbeReport, release_id: int, ctx: probes.ReleaseContext | None,
               named: bool) -> None:
    """Count an unnamed release ``still_unnamed`` once its last candidate is finished (no commit).

    Called in every transaction that finishes a release's rows, so exactly the one that closes the last open
    row counts it, in the same commit: a crash can neither lose nor double the count.
    """
    if ctx is None or ctx.named or named or probe_queue.open_rows(conn, release_id):
        return
    if probes.is_unnamed(conn, release_id):
        report.still_unnamed += 1
        building.record_outcomes(conn, {Outcome.STILL_UNNAMED.value: (1, ctx.title)})
