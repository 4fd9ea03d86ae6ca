"""Decide what each provider account does from its role: which accounts crawl a backbone, and which groups each takes.

Why: a provider's ``role`` (primary / fill / backup) was parsed and read by
nothing, so a backup account was crawled like a primary, a fill account
(bought to complete articles the primary lacks) spent its connections on
overviews, and two accounts on one backbone both crawled every group and
fenced each other. The seed's fleet: primaries crawl; fill accounts
complete (probes, health checks, missing articles) and never crawl; a
backup crawls only while the primaries of its backbone fail.

Invariants:

1. A fill account never crawls.
2. On each backbone the crawling accounts are its answering primaries; when
   none answers, its answering backups; when nothing answers, its primaries
   (then its backups) all the same: a stale failed check must not stop the
   crawl for good, and the crawl's own errors say what is wrong.
   "Failing" means the account's latest connection check failed; an account
   with no check yet is not failing.
3. The crawling accounts of one backbone split its groups without overlap:
   account i of n (ordered by priority, then connection id) owns the groups
   whose CRC-32 of the name is i modulo n. So each group is crawled once per
   run on a backbone, always by the same account while the crawling set is
   unchanged (its turns and fences stay with one account). CRC-32, not
   Python's ``hash()``: that is salted per process, and the accounts plan in
   different processes.
4. Backbones are independent: article numbers are per backbone, so every
   backbone crawls every group with its own accounts.

Pure: the adapters read the accounts (Airflow connections) and the latest
checks (``store.provider_checks``); ``passes.plan`` applies a share.
"""

from __future__ import annotations

import math
import zlib
from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass

# Role values as nntp.provider.Role spells them (the domain does not import the NNTP layer).
PRIMARY = "primary"
FILL = "fill"
BACKUP = "backup"


@dataclass(frozen=True)
class Account:
    """One provider account as the roles see it."""

    conn_id: str
    backbone: str
    role: str = PRIMARY
    priority: int = 0


@dataclass(frozen=True)
class Share:
    """Account ``index`` of the ``of`` accounts crawling one backbone: the groups it owns and its part of the cap."""

    index: int = 0
    of: int = 1

    def __post_init__(self) -> None:
        if self.of < 1 or not 0 <= self.index < self.of:
            raise ValueError(f"a share is an index below its count, not {self.index} of {self.of}")

    def owns(self, group: str) -> bool:
        """Return whether this account crawls ``group`` (stable across processes and runs)."""
        return self.of == 1 or zlib.crc32(group.encode("utf-8", "surrogateescape")) % self.of == self.index

    def cap(self, max_groups: int, mine: tuple[int, int], everyone: tuple[int, int]) -> int:
        """Return this account's part of a per-backbone cap (0 = no cap), from (critical, other) group counts.

        ``mine`` counts the candidate groups this share owns, ``everyone`` all
        of the backbone's. Proportional, not an even split: CRC-32 shares are
        uneven, and an even split would leave the larger share's groups
        waiting longer than the turn bound ``ceil(others / (cap - critical))``
        promises. Each share keeps its own critical groups and the others'
        slots in proportion to its others, rounded up, so that bound holds
        per share; the shares together may exceed the cap by one per extra
        account.
        """
        if max_groups <= 0:
            return 0
        crit, others = mine
        all_crit, all_others = everyone
        if crit + others == 0:
            return 1
        if all_crit >= max_groups:  # the critical groups alone take turns under the cap
            return max(1, math.ceil(max_groups * crit / all_crit)) if crit else 1
        slots = max_groups - all_crit
        return max(1, crit + (math.ceil(slots * others / all_others) if all_others else 0))

    def label(self) -> str:
        """Return "share 2 of 3" (1-based, for logs and notes)."""
        return f"share {self.index + 1} of {self.of}"


@dataclass(frozen=True)
class Duty:
    """What one account does now: crawls its share, stands by, or completes; ``reason`` says why in words."""

    account: Account
    crawls: bool
    share: Share | None
    reason: str
    standing_by_for: tuple[str, ...] = ()

    def doing(self, owned: int | None = None, total: int | None = None) -> str:
        """Return the account's activity in one line, with ``owned`` of ``total`` active groups when given."""
        bb = self.account.backbone
        if self.crawls:
            counted = f"{owned} of {total} groups" if owned is not None and total is not None else "its share of the groups"
            prefix = "backup: " if self.account.role == BACKUP else ""
            return f"{prefix}crawls {counted} on backbone {bb}" + (f" ({self.reason})" if self.reason else "")
        return self.reason


def _order(accounts: Iterable[Account]) -> list[Account]:
    return sorted(accounts, key=lambda a: (a.priority, a.conn_id))


def duties(accounts: Sequence[Account], failing: Collection[str]) -> dict[str, Duty]:
    """Return each account's duty, {conn_id: Duty}, from every account and the conn ids whose latest check failed."""
    out: dict[str, Duty] = {}
    backbones: dict[str, list[Account]] = {}
    for a in accounts:
        backbones.setdefault(a.backbone, []).append(a)
    for bb, members in backbones.items():
        primaries = _order(a for a in members if a.role == PRIMARY)
        backups = _order(a for a in members if a.role == BACKUP)
        up_primaries = [a for a in primaries if a.conn_id not in failing]
        up_backups = [a for a in backups if a.conn_id not in failing]
        if up_primaries:
            crawlers, why = up_primaries, ""
        elif up_backups:
            crawlers = up_backups
            why = (f"no primary on {bb} answers: {', '.join(a.conn_id for a in primaries)} failed its latest check"
                   if primaries else f"no primary account on {bb}")
        elif primaries:
            crawlers = primaries
            why = "every account on this backbone failed its latest check; crawling anyway, the crawl reports why"
        else:
            crawlers = backups
            why = ("no primary account on this backbone and every backup failed its latest check; crawling anyway"
                   if backups else "")
        for i, a in enumerate(crawlers):
            out[a.conn_id] = Duty(a, crawls=True, share=Share(i, len(crawlers)), reason=why)
        for a in members:
            if a.conn_id in out:
                continue
            if a.role == FILL:
                out[a.conn_id] = Duty(a, crawls=False, share=None, reason="fill: probes and health only, never crawls")
            elif a.role == BACKUP:
                answering = tuple(c.conn_id for c in crawlers)
                out[a.conn_id] = Duty(a, crawls=False, share=None, standing_by_for=answering,
                                      reason=f"backup: standing by while {', '.join(answering)} answers")
            else:  # a failing primary while another primary (or a backup) of its backbone crawls
                out[a.conn_id] = Duty(a, crawls=False, share=None,
                                      reason=f"primary: its latest check failed; {', '.join(c.conn_id for c in crawlers)}"
                                             f" crawls backbone {bb} until it answers")
    return out


def owned_groups(share: Share | None, groups: Iterable[str]) -> list[str]:
    """Return the groups ``share`` crawls (none without a share), in the given order."""
    return [] if share is None else [g for g in groups if share.owns(g)]
