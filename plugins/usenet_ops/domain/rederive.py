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

from collections.abc import Hashable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from usenet_ops.domain import junk, nzb
from usenet_ops.domain.blacklist import Blacklist
from usenet_ops.domain.probe import renaming
from usenet_ops.domain.probe.renaming import Derived
from usenet_ops.domain.subjects import parse_subject

__all__ = ["Derived", "Judge", "Removal", "StoredRelease", "UnjudgeableRelease", "Verdict", "judge"]

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


def _judgeable_heads(r: StoredRelease) -> list[nzb.FileHead]:
    """Return the release's NZB file heads; raise UnjudgeableRelease for what the build would never have stored."""
    title = r.derived.title
    if len(title) > MAX_TITLE_CHARS:
        raise UnjudgeableRelease(f"title of {len(title)} characters (the build writes at most 512)")
    if "\x00" in title:
        raise UnjudgeableRelease("title holds a NUL character")
    try:
        heads = nzb.decode_heads(r.nzb)
    except nzb.NzbFormatError as exc:
        raise UnjudgeableRelease(f"its NZB: {exc}") from exc
    if len(heads) > MAX_FILES:
        raise UnjudgeableRelease(f"its NZB lists {len(heads)} files")
    return heads


def judge(r: StoredRelease, *, engine: junk.JunkEngine | None, blacklist: Blacklist | None,
          sweep: bool = True) -> Verdict:
    """Return the fields the build would derive for ``r`` today and the rule that rejects it (``sweep`` only)."""
    heads = _judgeable_heads(r)
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


# A memo this full is emptied, not grown, and an input longer than MEMO_KEY_CHARS is computed, not kept: a batch's
# memory stays bounded (~50k keys of at most ~8 KB) whatever the catalogue holds, hostile rows included.
MEMO_ENTRIES = 50_000
MEMO_KEY_CHARS = 8192


class _Memo(dict[Hashable, Any]):
    """A dict emptied when it reaches ``cap`` entries (bounded memory; a batch walks ids, so old keys rarely recur)."""

    def __init__(self, cap: int) -> None:
        super().__init__()
        self.cap = cap

    def put(self, key: Hashable, value: object, chars: int) -> None:
        if chars > MEMO_KEY_CHARS:
            return
        if len(self) >= self.cap:
            self.clear()
        self[key] = value


class Judge:
    """Judge the releases of one tag fill batch as ``judge`` does, each distinct input of a pure step computed once.

    WHY: a tag fill walk re-derives the whole catalogue, so its per-release
    cost is the walk's cost. The expensive steps are pure functions of a few
    fields: the file name parsed from a subject, the build's derivation
    (``renaming.renamed``) of (title, group, file names, size), a junk verdict
    of (title, size, group) or of (file name, group). Reposts, multi-group
    posts and the file names every upload shares (``sample.mkv``,
    ``01-track.flac``, ``.nfo``) repeat them; each is computed once per batch.
    The memo keys are the exact inputs, so a memoised answer is the one the
    step would compute (a unit test checks ``Judge`` against ``judge`` on a
    varied catalogue). One per batch: the rules it holds are the batch's.
    """

    def __init__(self, *, engine: junk.JunkEngine | None, blacklist: Blacklist | None,
                 memo_entries: int = MEMO_ENTRIES) -> None:
        self.engine = engine
        self.blacklist = blacklist if blacklist is not None and len(blacklist) else None
        self._names = _Memo(memo_entries)
        self._derived = _Memo(memo_entries)
        self._titles = _Memo(memo_entries)
        self._files = _Memo(memo_entries)

    def __call__(self, r: StoredRelease, *, sweep: bool = True) -> Verdict:
        """Return what ``judge(r, engine=..., blacklist=..., sweep=sweep)`` returns; raise as it raises."""
        title = r.derived.title
        heads = _judgeable_heads(r)
        names = tuple(self._file_name(h.subject) for h in heads)
        group = next((h.groups[0] for h in heads if h.groups), r.groups[0] if r.groups else "")
        key = (title, group, names, r.size)
        new = self._derived.get(key)
        if new is None:
            new = renaming.renamed(title, group=group, file_names=names, size=r.size)
            self._derived.put(key, new, len(title) + sum(map(len, names)))
        derived = new if new.title == title else replace(new, title=title)
        removal = self._removal(r, new.title, names, group, heads) if sweep else None
        return Verdict(derived, derived != r.derived, removal)

    def _file_name(self, subject: str) -> str:
        name: str | None = self._names.get(subject)
        if name is None:
            parsed = parse_subject(subject)
            name = parsed.file_name if parsed is not None and parsed.file_name else subject
            self._names.put(subject, name, len(subject))
        return name

    def _removal(self, r: StoredRelease, title: str, names: Sequence[str], group: str,
                 heads: Sequence[nzb.FileHead]) -> Removal | None:
        """``_removal`` with the junk verdicts memoised (same rules, same order)."""
        engine = self.engine
        if engine is not None:
            key = (title, r.size, group)
            if key in self._titles:
                verdict = self._titles[key]
            else:
                verdict = engine.evaluate(title, size=r.size, group=group, stage=junk.Stage.BUILD)
                self._titles.put(key, verdict, len(title))
            if verdict is not None and not verdict.unnamed:
                return Removal("junk", verdict.rule_id, verdict.name, f"{verdict.detail}: {title[:200]}")
            for name in dict.fromkeys(names):
                fkey = (name, group)
                if fkey in self._files:
                    verdict = self._files[fkey]
                else:
                    verdict = engine.evaluate_file(name, group=group, stage=junk.Stage.BUILD)
                    self._files.put(fkey, verdict, len(name))
                if verdict is not None:
                    return Removal("junk", verdict.rule_id, verdict.name, f"{verdict.detail}: {name[:200]}")
        if self.blacklist is not None:
            subject = heads[0].subject if heads else ""
            hit = self.blacklist.match({"subject": subject, "poster": r.poster, "group": group, "name": title})
            if hit is not None:
                return Removal("blacklist", hit.rule_id, f"{hit.field} ~ {hit.pattern}"[:200], f"{hit.field}: {title[:200]}")
        return None
