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
  reason; a missing article (430) or a transport failure goes back to the
  queue for ANOTHER provider (``probe_queue.fail``), written off after
  ``probe_max_attempts``;
- idempotent under SIGKILL: a release's facts and its rows' 'done' commit
  together; a killed task leaves claimed rows that the lease gives back,
  and the merge in ``store.probes.record`` makes a second reading of the
  same articles write the same row;
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

from usenet_ops.domain.assembly.assemble import Outcome
from usenet_ops.domain.hints import OperatorHint
from usenet_ops.domain.probe.archives import PasswordVerdict
from usenet_ops.domain.probe.findings import BodyFault, ProbeFinding, ProbeKind, learn, summarise
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

CLAIM_CHUNK = 25  # candidates claimed at once: small, so a spent budget hands little back
TRANSPORT_YIELD = 5  # releases in a row failing on the connection before the task gives up
_PASSWORD_ATTR = {PasswordVerdict.PASSWORDED: 1, PasswordVerdict.POSSIBLY: 2}


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
                                           claimant=claimant, cap=cap, nfo_chars=nfo_chars)
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


def _probe_release(conn: Conn, link: Link, settings: Settings, report: ProbeReport, release_id: int,
                   items: list[probe_queue.Claimed], *, provider: str, claimant: str, cap: int, nfo_chars: int) -> bool:
    """Fetch, decode and store one release's claimed candidates; return True when the connection failed it."""
    fetched: list[_Fetched] = []
    failed: list[tuple[probe_queue.Claimed, str, int]] = []
    transport = False
    for row in items:
        mid = row.message_id.strip("<>")
        try:
            art = retrying(link, f"BODY <{mid}>", lambda mid=mid: link.client().body(f"<{mid}>"))  # type: ignore[misc]
        except NNTPReplyTooLarge as exc:
            report.hostile["reply_too_large"] += 1
            fetched.append(_Fetched(row, 0, f"hostile: {exc}"[:200]))
            continue
        except NNTPError as exc:
            report.failures["transport"] += 1
            failed.append((row, f"transport: {exc}"[:300], 0))
            transport = True
            continue
        if art is None:
            report.failures["absent"] += 1
            failed.append((row, f"absent on {provider} (430)", 0))
            continue
        nbytes = sum(len(line) + 2 for line in art.lines)
        report.articles += 1
        report.bytes_read += nbytes
        if nbytes > cap:
            report.hostile[BodyFault.TOO_LARGE.value] += 1
            fetched.append(_Fetched(row, nbytes, f"hostile: {nbytes} bytes over probe_article_kb"))
            continue
        kind = _kind(row.kind)
        finding = learn(kind, art.lines, max_bytes=cap)
        item = _Fetched(row, nbytes, "", finding)
        if finding.failure is not None:
            report.hostile[finding.failure.fault.value] += 1
            item.note = f"hostile: {finding.failure.detail}"[:200]
        else:
            fault = _hostility(finding)
            if finding.nfo_ids is not None and finding.body is not None:
                text = decode_nfo(finding.body.data, max_bytes=nfo_chars)
                item.nfo_text, item.nfo_encoding = text.text, text.encoding
                if text.cut:
                    fault = fault or "nfo_over_cap"
            if fault is not None:
                report.hostile[fault] += 1
                item.note = f"hostile: {fault} (read what was readable)"
        fetched.append(item)

    with conn.transaction():
        for row, error, nbytes in failed:
            probe_queue.fail(conn, row.id, claimant=claimant, provider=provider, error=error,
                             max_attempts=settings.probe_max_attempts, bytes_read=nbytes)
        if fetched:
            findings = [f.finding for f in fetched if f.finding is not None]
            summary = summarise(findings)
            ctx = probes.contexts(conn, [release_id]).get(release_id)
            nfo = next((f for f in fetched if f.nfo_text is not None), None)
            if ctx is None:
                report.gone += 1
            else:
                new = None
                hashed = ctx.named and needs_name(ctx.title)  # a named row with a machine-made title (pre-issue-16)
                if summary.name is not None and (not ctx.named or hashed):
                    names = [n for f in findings if f.par2 is not None for n, _ in f.par2.names_and_sizes()]
                    names += list(summary.inner_names)
                    new = renamed(summary.name.name, group=ctx.groups[0] if ctx.groups else "", file_names=names,
                                  size=ctx.size)
                password = _PASSWORD_ATTR.get(summary.password, 0)
                has_ids = bool(summary.imdb or summary.tvdb or summary.tvmaze)
                outcome = ("named" if new is not None else "ids" if has_ids else "passworded" if password == 1
                           else "learned" if (summary.name or summary.inner_names or nfo) else "nothing")
                rec = probes.ProbeRecord(
                    release_id=release_id, learned_name=summary.name.name if summary.name else None,
                    name_source=summary.name.source.value if summary.name else None, imdb=summary.imdb,
                    tvdb=summary.tvdb, tvmaze=summary.tvmaze, password=password,
                    password_reason=summary.password_reason, nfo=nfo.nfo_text if nfo else None,
                    nfo_encoding=nfo.nfo_encoding if nfo else None, inner_names=summary.inner_names,
                    outcome=outcome, bytes_read=sum(f.nbytes for f in fetched), articles=len(fetched))
                exists, named = probes.record(conn, rec, new, nfo_chars=nfo_chars, rename_hashed=hashed)
                if exists:
                    report.releases += 1
                    report.named += int(named)
                    report.ids += int(has_ids)
                    report.passworded += int(password == 1)
                    # Unnamed and every candidate read (none went back to the queue): it stays hidden.
                    unsolved = not ctx.named and not named and not failed
                    report.still_unnamed += int(unsolved)
                    if named and new is not None:
                        building.record_outcomes(conn, {Outcome.NAMED.value: (1, new.title)})
                    elif unsolved:
                        building.record_outcomes(conn, {Outcome.STILL_UNNAMED.value: (1, ctx.title)})
                else:
                    report.gone += 1
            for f in fetched:
                probe_queue.finish(conn, f.row.id, claimant=claimant, bytes_read=f.nbytes, note=f.note)
    return transport and not fetched
