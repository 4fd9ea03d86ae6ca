"""The literal strings a regex cannot match without: a sound, cheap guard in front of an expensive search.

WHY: the junk rules are Python regexes that mostly start ``(?i)\\b(?:...)``;
the engine runs up to ~30 of them over every title, and Python's matcher
tries each alternative at every position (~30 us a title for one
alternation of 17 rules, the largest single cost of a tag fill walk). Almost
every rule needs one of a few words to be present (``password``, ``keygen``,
``bit.ly``...). ``required_literals`` reads that set out of the parsed
pattern, the way RE2's and Hyperscan's prefilters do; ``Guard`` answers "can
this pattern match this text at all?" with substring tests on the text
lower-cased once.

Soundness (a guard that says "no" when the regex would match drops a rule's
hit, so every step errs towards "maybe"):
- a literal is kept only if every match must contain it: alternation is the
  union of its branches' needs (unknown if any branch is unknown), a
  sequence takes its strongest element, an optional or repeated-from-zero
  part and any lookaround need nothing;
- the test is on lower-cased text, which is only sound for ASCII: under
  IGNORECASE Python also equates ``ı``/``i``, ``ſ``/``s``, the Kelvin sign
  and ``k``. So a guard answers only for ASCII text and is built only from
  ASCII literals; for anything else the caller runs the regex.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

# The regex parser is private (re._parser since 3.11, sre_parse before, which now warns on import); it is what
# re.compile itself runs, so the tree read here is the one the matcher executes.
_parse: Any = importlib.import_module("re._parser")
_c: Any = importlib.import_module("re._constants")

__all__ = ["Guard", "guard_for", "required_literals"]

# A need of more strings than this costs more to test than the regex saves.
MAX_LITERALS = 96
# Literals shorter than this are in almost every title (a guard of "a" or "s" saves nothing).
MIN_CHARS = 2

_REPEATS = {_c.MAX_REPEAT, _c.MIN_REPEAT}
_POSSESSIVE = getattr(_c, "POSSESSIVE_REPEAT", None)
if _POSSESSIVE is not None:
    _REPEATS.add(_POSSESSIVE)
_ATOMIC = getattr(_c, "ATOMIC_GROUP", None)

Need = frozenset[str] | None  # None: nothing is known to be required


def _strength(need: frozenset[str]) -> tuple[int, int]:
    """Order needs: the longer their shortest string, and then the fewer strings, the rarer a hit."""
    return (min(len(s) for s in need), -len(need))


def _best(a: Need, b: Need) -> Need:
    if a is None:
        return b
    if b is None:
        return a
    return a if _strength(a) >= _strength(b) else b


def _usable(need: Need) -> Need:
    if need is None or not need or len(need) > MAX_LITERALS:
        return None
    if any(len(s) < MIN_CHARS or not s.isascii() for s in need):
        return None
    return need


def _sequence(items: list[tuple[Any, Any]]) -> Need:
    """What a sequence of nodes needs: its longest literal run or its strongest element."""
    best: Need = None
    run: list[str] = []

    def close() -> None:
        nonlocal best
        if run:
            best = _best(best, _usable(frozenset(["".join(run).lower()])))
            run.clear()

    for op, av in items:
        if op is _c.LITERAL:
            run.append(chr(av))
            continue
        if op is _c.BRANCH and run:
            # Python's parser factors a common prefix out of an alternation: "(?:ot|o/t)" parses as "o" then
            # ("t" | "/t"), whose parts are too short to need alone. Each match holds the run followed by one
            # branch, so by the run joined to that branch's own leading literals.
            head = "".join(run)
            best = _best(best, _usable(frozenset((head + _leading(branch)).lower() for branch in av[1])))
        close()
        best = _best(best, _usable(_node(op, av)))
    close()
    return best


def _leading(branch: list[tuple[Any, Any]]) -> str:
    """The literal characters a branch starts with ("" when it starts with anything else)."""
    out: list[str] = []
    for op, av in branch:
        if op is not _c.LITERAL:
            break
        out.append(chr(av))
    return "".join(out)


def _node(op: Any, av: Any) -> Need:
    if op is _c.SUBPATTERN:
        return _sequence(list(av[-1]))
    if _ATOMIC is not None and op is _ATOMIC:
        return _sequence(list(av))
    if op is _c.BRANCH:
        union: set[str] = set()
        for branch in av[1]:
            need = _usable(_sequence(list(branch)))
            if need is None:
                return None
            union |= need
        return frozenset(union)
    if op in _REPEATS:
        low, _high, item = av
        return _sequence(list(item)) if low >= 1 else None
    return None  # classes, anchors, lookarounds, backreferences, conditionals: nothing known


@lru_cache(maxsize=4096)
def required_literals(pattern: str) -> frozenset[str] | None:
    """Return lower-case ASCII strings one of which every match of ``pattern`` contains, or None if unknown.

    None also for a pattern that does not compile: the caller reports it. Cached by pattern, as ``re.compile``
    is: a pass that loads its rules again (every build and settle pass does) must not parse them again (~0.3 ms
    a rule).
    """
    try:
        parsed = _parse.parse(pattern, 0)
    except (re.error, RecursionError, OverflowError, ValueError):
        return None
    return _usable(_sequence(list(parsed)))


@dataclass(frozen=True)
class Guard:
    """A compiled need: ``may_match(folded)`` is False only when the regex cannot match the text."""

    literals: frozenset[str]
    _any: re.Pattern[str]
    _each: re.Pattern[str]
    _prefixes: Mapping[str, tuple[str, ...]]  # each literal -> the literals it starts with (itself included)

    def may_match(self, folded: str | None) -> bool:
        """``folded``: the text lower-cased, or None when it is not ASCII (then the guard cannot tell)."""
        return folded is None or self._any.search(folded) is not None

    def present(self, folded: str) -> set[str]:
        """Return the guard's literals that occur in ``folded`` (an ASCII text lower-cased), overlaps included.

        One pass: at each position the longest literal starting there is
        found (a lookahead, so matches may overlap), and every shorter
        literal that is a prefix of it is present too.
        """
        found: set[str] = set()
        for longest in set(self._each.findall(folded)):
            found.update(self._prefixes[longest])
        return found


@lru_cache(maxsize=1024)
def guard_for(literals: frozenset[str] | None) -> Guard | None:
    """Return a Guard over a need (``required_literals``' answer, or a union of them), or None.

    Cached: a pass loads the rules and builds a new engine each time, and
    the union of a prefilter's needs (hundreds of literals, a quadratic
    prefix table) was 10 % of a settling process's CPU rebuilt every pass
    (docs/capacity.md RB12). A Guard is immutable, so sharing it is safe.
    """
    if literals is None or not literals:
        return None
    # Longest first, so at a position the longest literal there is the one reported; escaped, so '.' is a dot.
    alternation = "|".join(re.escape(s) for s in sorted(literals, key=lambda s: (-len(s), s)))
    prefixes = {m: tuple(s for s in literals if m.startswith(s)) for m in literals}
    return Guard(literals, re.compile(alternation), re.compile(f"(?=({alternation}))"), prefixes)


def fold(text: str) -> str | None:
    """Return the text as guards test it: lower-cased when ASCII, else None (guards answer "maybe")."""
    return text.lower() if text.isascii() else None
