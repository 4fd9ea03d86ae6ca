"""Take groups from a server: read its group list, rank it by article count, add the top to the curated list.

The seed's fetch-groups action, and REBUILD's "top 1000 from LIST ACTIVE":
an operator starts from what a server carries rather than adding names one
at a time. Shared by ``usenet-ops groups fetch`` and, later, the Usenet
view's action: both call ``fetch_groups`` with a connected client and an
actor.

Order of work:
1. LIST COUNTS [wildmat] (RFC 6048 2.2: the server's own counts); a server
   without it (501/503) is read with LIST ACTIVE [wildmat] (RFC 3977 7.6.3),
   whose spans are then replaced by GROUP's counts, largest first, until no
   unasked span can change the ranking (``domain.group_listing.refine``, at
   most MAX_GROUP_ASKS round trips);
2. every line is checked; a hostile one (garbage, NULs, negative or huge
   numbers, a bad name) is counted by reason and skipped, never allowed to
   stop the pass;
3. the wildmat is applied here too (``domain.wildmat``), whatever the server
   did with it: a server may ignore it, and a pattern using INN's character
   classes is not sent at all, since RFC 3977 servers need not read them;
4. the ``top`` groups with at least ``min_articles`` are added, inactive
   unless ``activate`` (which also activates listed inactive ones); a group
   already listed keeps its tuning. The change and its audit row
   (``group.fetch``) commit in one transaction.
"""

from __future__ import annotations

import datetime as dt
import logging
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from usenet_ops.domain import group_listing, wildmat
from usenet_ops.domain.group_listing import Format, ListedGroup
from usenet_ops.nntp.client import NNTPClient
from usenet_ops.nntp.errors import NNTPPermanentError, NNTPProtocolError
from usenet_ops.passes.actions import REFUSALS, Action, Actor
from usenet_ops.store import audit, server_groups
from usenet_ops.store.db import Conn
from usenet_ops.store.db_errors import DatabaseError

log = logging.getLogger(__name__)

ACTION = Action.GROUP_FETCH.value  # the audit log's name of this action
MAX_TOP = 10_000
MAX_GROUP_ASKS = 2_000  # GROUP round trips one fetch may spend refining spans (about a minute on a real server)
DEFAULT_TOP = 100


class FetchRefused(ValueError):
    """A fetch request was refused before anything was read or written; the message says what to change."""


@dataclass(frozen=True)
class FetchRequest:
    """What to take: a wildmat (None: every group), how many, the least articles, and whether to activate."""

    pattern: str | None = None
    top: int = DEFAULT_TOP
    min_articles: int = 0
    activate: bool = False

    def checked(self) -> wildmat.Wildmat | None:
        """Return the parsed wildmat; raise FetchRefused for a request that cannot run."""
        if not 1 <= self.top <= MAX_TOP:
            raise FetchRefused(f"--top {self.top} is out of range: take 1 .. {MAX_TOP} groups")
        if self.min_articles < 0:
            raise FetchRefused(f"--min-articles {self.min_articles} is negative: give 0 or more")
        if self.pattern is None:
            return None
        try:
            return wildmat.parse(self.pattern)
        except wildmat.WildmatError as exc:
            raise FetchRefused(str(exc)) from exc


@dataclass
class GroupsFetchReport:
    """What one fetch read, skipped, ranked and changed."""

    provider: str = ""
    pattern: str | None = None
    source: str = ""  # "counts" (LIST COUNTS) or "active" (LIST ACTIVE, spans refined by GROUP)
    lines: int = 0
    valid: int = 0
    matched: int = 0
    skipped: Counter[str] = field(default_factory=Counter)
    samples: dict[str, str] = field(default_factory=dict)
    group_asked: int = 0
    group_gone: int = 0
    counts_estimated: bool = False  # a span still ranks a group (GROUP budget spent, or the connection lost)
    ranked: list[ListedGroup] = field(default_factory=list)
    added: list[str] = field(default_factory=list)
    activated: list[str] = field(default_factory=list)
    kept: list[str] = field(default_factory=list)
    seconds: float = 0.0

    def as_dict(self) -> dict[str, Any]:
        added, activated = set(self.added), set(self.activated)
        return {"provider": self.provider, "pattern": self.pattern, "source": self.source, "lines": self.lines,
                "valid": self.valid, "matched": self.matched, "skipped": dict(self.skipped),
                "skipped_samples": dict(self.samples), "group_asked": self.group_asked,
                "group_gone": self.group_gone, "counts_estimated": self.counts_estimated,
                "groups": [{**g.as_dict(), "rank": i,
                            "change": "added" if g.name in added else "activated" if g.name in activated
                            else "kept"}
                           for i, g in enumerate(self.ranked, 1)],
                "added": len(self.added), "activated": len(self.activated), "kept": len(self.kept),
                "seconds": round(self.seconds, 3)}


def read_ranked(client: NNTPClient, request: FetchRequest, report: GroupsFetchReport) -> list[ListedGroup]:
    """Read the server's list and return the groups ranked (at most ``request.top``); fill the report's counts."""
    pattern = request.checked()
    server_pattern = pattern.text if pattern is not None and pattern.standard else None
    lines = client.list_lines("COUNTS", server_pattern)
    fmt = Format.COUNTS
    if lines is None:
        lines, fmt = client.list_lines("ACTIVE", server_pattern), Format.ACTIVE
    if lines is None:
        raise NNTPPermanentError("the server refuses LIST ACTIVE (RFC 3977 7.6.3), so it lists no groups; "
                                 "try another provider")
    listing = group_listing.parse(lines, fmt)
    report.source, report.lines, report.valid = fmt.value, listing.lines, len(listing.groups)
    report.skipped.update(listing.skipped)
    report.samples.update(listing.samples)
    matched = [g for g in listing.groups if pattern is None or pattern.matches(g.name)]
    report.matched = len(matched)
    if fmt is Format.ACTIVE:
        refined = group_listing.refine(matched, top=request.top, min_articles=request.min_articles,
                                       ask=_group_asker(client, report), limit=MAX_GROUP_ASKS)
        matched = refined.groups
        report.group_asked, report.group_gone = refined.asked, refined.gone
        report.counts_estimated = refined.estimated
    return group_listing.rank(matched, top=request.top, min_articles=request.min_articles)


def _group_asker(client: NNTPClient, report: GroupsFetchReport) -> Callable[[ListedGroup], ListedGroup | None]:
    def ask(g: ListedGroup) -> ListedGroup | None:
        try:
            info = client.group(g.name)
        except NNTPProtocolError as exc:
            # A GROUP reply with garbage numbers drops the connection (nntp.client): the rest keep their spans.
            report.skipped["group_reply_bad"] += 1
            report.samples.setdefault("group_reply_bad", f"{g.name}: {str(exc)[:200]}")
            raise group_listing.RefineStopped(str(exc)) from exc
        if info is None:
            return None
        return group_listing.counted(g, info.count, low=info.low, high=info.high)
    return ask


def fetch_groups(conn: Conn, client: NNTPClient, request: FetchRequest, *, actor: Actor, provider: str = "",
                 clock: Callable[[], float] = time.monotonic) -> GroupsFetchReport:
    """Read the server's group list, rank it, add the top groups; audited as ``group.fetch``; return the report.

    A request refused before anything runs (a bad wildmat, ``top`` out of
    range) is audited ``refused`` and raised as FetchRefused; a server or
    database failure is audited ``failed`` and raised on.
    """
    started = clock()
    report = GroupsFetchReport(provider=provider, pattern=request.pattern)
    detail = {"provider": provider, "pattern": request.pattern, "top": request.top,
              "min_articles": request.min_articles, "activate": request.activate}
    try:
        ranked = read_ranked(client, request, report)
    except REFUSALS as exc:
        _audit_failure(conn, actor, detail, audit.Outcome.REFUSED, str(exc))
        raise
    except Exception as exc:
        _audit_failure(conn, actor, detail, audit.Outcome.FAILED, f"{type(exc).__name__}: {exc}")
        raise
    report.ranked = ranked
    today = dt.datetime.now(dt.UTC).date().isoformat()
    descriptions = [f"from {provider or 'the server'}'s group list: {g.count:,} articles on {today}"
                    for g in ranked]
    try:
        with conn.transaction():
            upserted = server_groups.upsert_from_server(conn, [g.name for g in ranked], descriptions,
                                                        activate=request.activate)
            report.added, report.activated, report.kept = upserted.added, upserted.activated, upserted.kept
            report.seconds = clock() - started
            audit.record(conn, actor=actor.name, source=actor.source, action=ACTION, target=request.pattern or "*",
                         detail={**detail, "source": report.source, "lines": report.lines,
                                 "skipped": dict(report.skipped), "added": upserted.added,
                                 "activated": upserted.activated, "kept": len(upserted.kept)})
    except DatabaseError as exc:
        _audit_failure(conn, actor, detail, audit.Outcome.FAILED, f"{type(exc).__name__}: {exc}")
        raise
    log.info("groups fetch from %s (%s, pattern %s): %d lines, %d valid, %d matched, %d skipped %s, %d GROUP asked; "
             "%d ranked: %d added, %d activated, %d kept, %.1fs", provider, report.source, request.pattern,
             report.lines, report.valid, report.matched, sum(report.skipped.values()), dict(report.skipped),
             report.group_asked, len(ranked), len(report.added), len(report.activated), len(report.kept),
             report.seconds)
    return report


def _audit_failure(conn: Conn, actor: Actor, detail: dict[str, Any], outcome: audit.Outcome, message: str) -> None:
    try:
        with conn.transaction():
            audit.record(conn, actor=actor.name, source=actor.source, action=ACTION, target=str(detail["pattern"] or "*"),
                         detail=detail, outcome=outcome, message=message)
    except DatabaseError as exc:  # the connection itself is gone: the caller sees the original error
        log.warning("could not audit the %s %s by %s: %s", outcome.value, ACTION, actor.name, exc)
