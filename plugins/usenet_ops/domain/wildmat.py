"""Match newsgroup names against wildmats (RFC 3977 section 4), as INN's uwildmat does.

Why a module of our own: an operator's ``--pattern`` picks which of a
server's groups the indexer takes (``usenet-ops groups fetch``), so it must
mean what it means to the server and to INN, and it runs against every name
a server lists (hundreds of thousands), so its cost must not depend on how
the pattern is written.

Invariants kept here:
- syntax (RFC 3977 4.1): patterns separated by ``,``; a pattern starting
  with ``!`` negates; ``*`` is any run of characters, ``?`` any one
  character (a code point, not an octet: RFC 3977 4.2 matches UTF-8
  characters); everything else matches itself, case-sensitively;
- semantics (RFC 3977 4.2): the RIGHTMOST pattern that matches decides, and a
  wildmat none of whose patterns matches does not match (so ``!*.d`` alone
  matches nothing);
- INN's extensions, which RFC 3977 4.3 leaves room for by reserving ``[``,
  ``]`` and ``\\``: a character class ``[...]`` with ranges (``[0-9]``),
  ``^`` after ``[`` negating it, ``]`` first or ``-`` first or last taken
  literally; ``\\`` makes the next character literal outside a class;
- linear cost: matching is the two-pointer glob walk (one fallback point, the
  last ``*``), O(len(name) x len(pattern)) whatever the pattern; a regular
  expression built from ``a*a*a*a*b`` would backtrack exponentially;
- a pattern the syntax refuses (empty, whitespace or control characters, an
  unclosed class, a trailing ``\\``, longer than MAX_CHARS) raises
  ``WildmatError`` naming the fault: it is the operator's input, and it may
  be sent to a server in a command line.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

__all__ = ["MAX_CHARS", "Wildmat", "WildmatError", "matches", "parse"]

# RFC 3977 3.1: a command line is at most 512 octets; "LIST ACTIVE " and CRLF leave this for the wildmat.
MAX_CHARS = 497


class WildmatError(ValueError):
    """A wildmat is not valid; the message says what is wrong and how to write it."""


@dataclass(frozen=True)
class _Class:
    """A ``[...]`` character class: single characters and inclusive ranges, maybe negated."""

    negate: bool
    chars: frozenset[str]
    ranges: tuple[tuple[str, str], ...]

    def matches(self, ch: str) -> bool:
        hit = ch in self.chars or any(lo <= ch <= hi for lo, hi in self.ranges)
        return hit != self.negate


# One item of a pattern: a literal character, ANY (?), STAR (*) or a class.
_ANY = "?"
_STAR = "*"
_Item = tuple[str, str] | _Class  # ("lit", ch) / ("any", "") / ("star", "") or a class


@dataclass(frozen=True)
class _Pattern:
    negate: bool
    items: tuple[_Item, ...]

    def matches(self, text: str) -> bool:
        items = self.items
        ti = pi = 0
        star_pi, star_ti = -1, 0
        n, m = len(text), len(items)
        while ti < n:
            if pi < m:
                item = items[pi]
                if _is_star(item):
                    star_pi, star_ti = pi, ti
                    pi += 1
                    continue
                if _one(item, text[ti]):
                    ti += 1
                    pi += 1
                    continue
            if star_pi < 0:
                return False
            # Let the last star take one more character and retry what follows it.
            star_ti += 1
            ti, pi = star_ti, star_pi + 1
        while pi < m and _is_star(items[pi]):
            pi += 1
        return pi == m


def _is_star(item: _Item) -> bool:
    return isinstance(item, tuple) and item[0] == "star"


def _one(item: _Item, ch: str) -> bool:
    if isinstance(item, _Class):
        return item.matches(ch)
    kind, value = item
    return kind == "any" or value == ch


@dataclass(frozen=True)
class Wildmat:
    """A parsed wildmat: ``matches(name)`` applies RFC 3977's rightmost-match rule."""

    text: str
    patterns: tuple[_Pattern, ...]

    def matches(self, name: str) -> bool:
        """Return whether ``name`` matches (the rightmost matching pattern decides; none matching: False)."""
        for pattern in reversed(self.patterns):
            if pattern.matches(name):
                return not pattern.negate
        return False

    @property
    def standard(self) -> bool:
        """Say whether the wildmat uses only RFC 3977's own syntax (no class, no escape): any server reads it so."""
        return not any(c in self.text for c in "[]\\")


def matches(pattern: str, name: str) -> bool:
    """Return whether ``name`` matches the wildmat ``pattern``; raise WildmatError for a malformed one."""
    return parse(pattern).matches(name)


@lru_cache(maxsize=256)
def parse(pattern: str) -> Wildmat:
    """Parse a wildmat, or raise WildmatError saying what is wrong with it."""
    if not pattern:
        raise WildmatError("the wildmat is empty; give a pattern such as 'alt.binaries.*'")
    if len(pattern) > MAX_CHARS:
        raise WildmatError(f"the wildmat is {len(pattern)} characters; at most {MAX_CHARS} fit in a command line")
    bad = next((c for c in pattern if c.isspace() or ord(c) < 0x20 or ord(c) == 0x7F), None)
    if bad is not None:
        raise WildmatError(f"the wildmat holds {bad!r}: spaces and control characters are not allowed "
                           "(RFC 3977 4.1); separate patterns with ','")
    parts = _split(pattern)
    return Wildmat(pattern, tuple(_pattern(p, pattern) for p in parts))


def _split(pattern: str) -> list[str]:
    """Split at top-level commas: a comma inside a class or after a backslash belongs to its pattern."""
    parts: list[str] = []
    start = i = 0
    while i < len(pattern):
        ch = pattern[i]
        if ch == "\\":
            i += 2
            continue
        if ch == "[":
            i = _class_end(pattern, i) + 1
            continue
        if ch == ",":
            parts.append(pattern[start:i])
            start = i + 1
        i += 1
    parts.append(pattern[start:])
    return parts


def _class_end(text: str, start: int) -> int:
    """Return the index of the ``]`` closing the class opened at ``start``, or raise WildmatError."""
    i = start + 1
    if i < len(text) and text[i] == "^":
        i += 1
    if i < len(text) and text[i] == "]":  # a "]" first in the class is literal
        i += 1
    end = text.find("]", i)
    if end < 0:
        raise WildmatError(f"unclosed '[' at position {start + 1} of {text!r}; close the class with ']' "
                           "or write '\\[' for a literal bracket")
    return end


def _pattern(raw: str, whole: str) -> _Pattern:
    negate = raw.startswith("!")
    body = raw[1:] if negate else raw
    if not body:
        raise WildmatError(f"{whole!r} has an empty pattern (two commas in a row, or a lone '!'); "
                           "remove it or give it a name")
    items: list[_Item] = []
    i = 0
    while i < len(body):
        ch = body[i]
        if ch == "*":
            if not (items and _is_star(items[-1])):  # ** is *
                items.append(("star", ""))
        elif ch == "?":
            items.append(("any", ""))
        elif ch == "\\":
            if i + 1 >= len(body):
                raise WildmatError(f"{whole!r} ends a pattern with '\\'; escape a character after it or drop it")
            i += 1
            items.append(("lit", body[i]))
        elif ch == "[":
            end = _class_end(body, i)
            items.append(_parse_class(body[i + 1 : end]))
            i = end
        else:
            items.append(("lit", ch))
        i += 1
    return _Pattern(negate, tuple(items))


def _parse_class(spec: str) -> _Class:
    negate = spec.startswith("^")
    if negate:
        spec = spec[1:]
    chars: set[str] = set()
    ranges: list[tuple[str, str]] = []
    i = 0
    while i < len(spec):
        ch = spec[i]
        # "a-z" is a range; "-" first or last is itself (uwildmat: [^]-] is "neither ] nor -").
        if i + 2 < len(spec) and spec[i + 1] == "-":
            lo, hi = ch, spec[i + 2]
            if lo > hi:
                raise WildmatError(f"the range '{lo}-{hi}' is reversed; write '{hi}-{lo}'")
            ranges.append((lo, hi))
            i += 3
            continue
        chars.add(ch)
        i += 1
    return _Class(negate, frozenset(chars), tuple(ranges))
