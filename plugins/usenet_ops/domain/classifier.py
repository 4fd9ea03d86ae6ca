"""The classifier's version: one short hash over everything that decides a release's category, tags and fate.

WHY: the tag fill pass (passes/tagfill.py) re-derives releases built by an
older classifier, so a category fix or a new junk rule reaches releases
built last year (the seed's Tag Fill job). It needs to know, per release,
which classifier built it; the build stores ``version(...)`` in
``releases.classifier_version`` and tag fill re-derives every release whose
stored version differs.

The version covers:
- ``CLASSIFIER_REVISION``, bumped by hand whenever the *code* of the
  classifier changes (categories.classify, tags, episodes, titles, the
  file-kind table): logic cannot be fingerprinted reliably, so a person says
  "this changed";
- every compiled regex of those modules and the category table, read from
  the modules themselves: a pattern edited without a bump still changes the
  version (a forgotten bump only misses pure logic changes);
- the enabled junk rules (what they match, in which order and scope) and
  the enabled blacklist rows, because the sweep applies them to stored
  releases: an operator adding a rule is a classifier change too.

Pure: the caller hands in the rules it loaded; nothing is read from a
database here.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterable
from types import ModuleType

from usenet_ops.domain import categories, episodes, subjects, tags, titles
from usenet_ops.domain.blacklist import BlacklistRule
from usenet_ops.domain.junk import JunkRule

__all__ = ["CLASSIFIER_REVISION", "VERSION_CHARS", "code_fingerprint", "version"]

# Bump (any new value) when classify / parse_tags / parse_episode / release_title /
# file_kind change in a way a regex fingerprint cannot see. Every crawl release
# is then re-derived by the next tag fill walk.
CLASSIFIER_REVISION = "2026.1"

VERSION_CHARS = 12

_MODULES: tuple[ModuleType, ...] = (categories, episodes, subjects, tags, titles)


def _canonical(pattern: str) -> str:
    """Return a pattern's characters, sorted: what it is made of, whatever the order of its alternatives.

    Why: some tables are joined from sets (file extensions, ordered by length
    only), whose order changes with every process's hash seed; the version
    must be the same in every worker or each would re-derive what the other
    wrote. A reordering that changes meaning is a code change: bump
    ``CLASSIFIER_REVISION``.
    """
    return "".join(sorted(pattern))


def _patterns(module: ModuleType) -> list[str]:
    """Return ``name flags pattern`` of each module-level compiled regex (also inside tuples of pairs), sorted."""
    out: list[str] = []
    for name, value in vars(module).items():
        if isinstance(value, re.Pattern):
            out.append(f"{name} {value.flags} {_canonical(value.pattern)}")
        elif isinstance(value, tuple):
            for i, item in enumerate(value):
                parts = item if isinstance(item, tuple) else (item,)
                for j, part in enumerate(parts):
                    if isinstance(part, re.Pattern):
                        out.append(f"{name}[{i}][{j}] {part.flags} {_canonical(part.pattern)}")
                    elif isinstance(part, str) and any(isinstance(p, re.Pattern) for p in parts):
                        out.append(f"{name}[{i}][{j}] {part}")
    return sorted(out)


def code_fingerprint() -> str:
    """Return the hash of the classifier's code inputs: the revision, the modules' regexes and the category table."""
    h = hashlib.sha256()
    h.update(CLASSIFIER_REVISION.encode())
    for module in _MODULES:
        h.update(b"\x1e" + module.__name__.encode())
        for line in _patterns(module):
            h.update(b"\x1f" + line.encode("utf-8", "surrogatepass"))
    for cid in sorted(categories.CATEGORIES):
        c = categories.CATEGORIES[cid]
        h.update(f"\x1d{c.id}:{c.name}:{c.parent}".encode())
    return h.hexdigest()


_CODE: str | None = None


def version(junk_rules: Iterable[JunkRule], blacklist_rules: Iterable[BlacklistRule]) -> str:
    """Return the classifier version: ``VERSION_CHARS`` hex over the code fingerprint, enabled junk rules and blacklist.

    Disabled rules and the rules' ids in the database's order do not count:
    only what a rule does and where it runs. The operator's reason text and
    notes do not count either (editing them changes no verdict).
    """
    global _CODE
    if _CODE is None:
        _CODE = code_fingerprint()
    h = hashlib.sha256(_CODE.encode())
    enabled = sorted((r for r in junk_rules if r.enabled), key=lambda r: (r.order, r.id))
    for r in enabled:
        band = str(r.size_band) if r.size_band is not None else "-"
        h.update("\x1f".join(("junk", str(r.id), r.name, r.kind.value, r.pattern, r.stage.value, band,
                              r.scope.value)).encode("utf-8", "surrogatepass") + b"\x1e")
    for b in sorted((b for b in blacklist_rules if b.enabled), key=lambda b: (b.field, b.pattern, b.id)):
        h.update("\x1f".join(("blacklist", str(b.id), b.field, b.pattern)).encode("utf-8", "surrogatepass") + b"\x1e")
    return h.hexdigest()[:VERSION_CHARS]
