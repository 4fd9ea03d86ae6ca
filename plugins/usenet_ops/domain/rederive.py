"""Re-derive a stored release with the current classifier, and judge it by the current junk rules and blacklist.

WHY: a category fix, a new tag or a new junk rule otherwise reaches only
releases built after the deploy; the seed's Tag Fill job carries it to
releases built last year, and its junk sweep removes what got past ingest
and build under older rules. This module is the pure half: it takes one
stored release (its row and the file heads of its NZB) and returns the
fields the build would derive today and, when a rule now rejects it, the
rule. The pass (passes/tagfill.py) reads, writes and counts.

Invariants kept here:
- the same functions as the build (``domain.probe.renaming.renamed`` over
  categories.classify, tags, episodes), fed what the build fed them: the
  title, the first group the set was posted to (the NZB lists it first),
  each file's name parsed from its subject, the total size;
- the title is never rewritten (it may be a name phase 2 learned, and it is
  what users searched for); only what is derived from it;
- a junk hit of scope ``obfuscation`` removes nothing (at build it keeps
  the upload as an unnamed release; a stored release is already kept);
- any input that cannot be judged raises ``UnjudgeableRelease`` with the
  reason: the pass counts it and moves on.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from usenet_ops.domain import junk, nzb
from usenet_ops.domain.blacklist import Blacklist
from usenet_ops.domain.probe import renaming
from usenet_ops.domain.probe.renaming import Derived
from usenet_ops.domain.subjects import parse_subject

__all__ = ["Derived", "Removal", "StoredRelease", "UnjudgeableRelease", "Verdict", "judge"]

# A title past this is not one the build wrote (bounds.TITLE_CHARS is 512);
# judging megabytes of text per row would stall the batch, so it is counted.
MAX_TITLE_CHARS = 4096
MAX_FILES = 100_000


class UnjudgeableRelease(ValueError):
    """A stored release tag fill cannot re-derive (corrupt NZB, absurd title); the message says which and why."""


@dataclass(frozen=True)
class StoredRelease:
    """What tag fill reads of one catalogue row; ``derived`` holds its stored title and derived columns."""

    id: int
    poster: str
    size: int
    groups: tuple[str, ...]
    nzb: bytes
    derived: Derived

    @property
    def title(self) -> str:
        return self.derived.title


@dataclass(frozen=True)
class Removal:
    """The rule that now rejects a stored release: which family, which rule, what it saw."""

    family: str  # "junk" | "blacklist" (filter_hits' families)
    rule_id: int
    rule_name: str
    detail: str


@dataclass(frozen=True)
class Verdict:
    """Tag fill's answer for one release: the fields derived today, whether they differ, and a removal if any."""

    derived: Derived
    changed: bool
    removal: Removal | None


def _file_names(heads: Sequence[nzb.FileHead]) -> list[str]:
    """Return each file's name as staging parsed it from the subject (the subject itself when it has no counter)."""
    names = []
    for h in heads:
        parsed = parse_subject(h.subject)
        names.append(parsed.file_name if parsed is not None and parsed.file_name else h.subject)
    return names


def judge(r: StoredRelease, *, engine: junk.JunkEngine | None, blacklist: Blacklist | None,
          sweep: bool = True) -> Verdict:
    """Return the fields the build would derive for ``r`` today and the rule that rejects it (``sweep`` only)."""
    if len(r.title) > MAX_TITLE_CHARS:
        raise UnjudgeableRelease(f"title of {len(r.title)} characters (the build writes at most 512)")
    if "\x00" in r.title:
        raise UnjudgeableRelease("title holds a NUL character")
    try:
        heads = nzb.decode_heads(r.nzb)
    except nzb.NzbFormatError as exc:
        raise UnjudgeableRelease(f"its NZB: {exc}") from exc
    if len(heads) > MAX_FILES:
        raise UnjudgeableRelease(f"its NZB lists {len(heads)} files")
    names = _file_names(heads)
    group = next((h.groups[0] for h in heads if h.groups), r.groups[0] if r.groups else "")
    new = renaming.renamed(r.title, group=group, file_names=names, size=r.size)
    derived = replace(new, title=r.title)  # the title is never rewritten, only what is derived from it
    removal = _removal(r, new.title, names, group, heads, engine, blacklist) if sweep else None
    return Verdict(derived, derived != r.derived, removal)


def _removal(r: StoredRelease, title: str, names: Sequence[str], group: str, heads: Sequence[nzb.FileHead],
             engine: junk.JunkEngine | None, blacklist: Blacklist | None) -> Removal | None:
    """Apply the build's filters in the build's order: title rules, each file's own name, then the blacklist."""
    if engine is not None:
        verdict = engine.evaluate(title, size=r.size, group=group, stage=junk.Stage.BUILD)
        if verdict is not None and not verdict.unnamed:
            return Removal("junk", verdict.rule_id, verdict.name, f"{verdict.detail}: {title[:200]}")
        for name in dict.fromkeys(names):
            verdict = engine.evaluate_file(name, group=group, stage=junk.Stage.BUILD)
            if verdict is not None:
                return Removal("junk", verdict.rule_id, verdict.name, f"{verdict.detail}: {name[:200]}")
    if blacklist is not None and len(blacklist):
        subject = heads[0].subject if heads else ""
        hit = blacklist.match({"subject": subject, "poster": r.poster, "group": group, "name": title})
        if hit is not None:
            return Removal("blacklist", hit.rule_id, f"{hit.field} ~ {hit.pattern}"[:200], f"{hit.field}: {title[:200]}")
    return None
