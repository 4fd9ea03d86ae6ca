"""The operator blacklist: editorial regexes per field, failing closed.

Invariants kept here:
- a rule naming a field we do not know matches NOTHING and is reported in
  ``Blacklist.problems``; guessing a field would drop releases nobody asked
  to drop;
- one invalid pattern is isolated and reported while every other rule keeps
  working: an operator's typo must not switch the whole blacklist off;
- patterns are case-insensitive (operators type names the way they read
  them, posters vary the case).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import Enum


class BlacklistField(Enum):
    """The fields a blacklist rule may match against."""

    SUBJECT = "subject"
    POSTER = "poster"
    GROUP = "group"
    NAME = "name"


FIELD_NAMES = frozenset(f.value for f in BlacklistField)


@dataclass(frozen=True)
class BlacklistRule:
    """One row of the blacklist table."""

    id: int
    field: str
    pattern: str
    enabled: bool = True
    note: str = ""


@dataclass(frozen=True)
class BlacklistHit:
    """The rule that matched, and the field text it matched in."""

    rule_id: int
    field: str
    pattern: str


@dataclass(frozen=True)
class BlacklistProblem:
    """A rule that can never match, and why."""

    rule_id: int
    field: str
    pattern: str
    problem: str


def check_rule(field: str, pattern: str) -> str | None:
    """Return what is wrong with a (field, pattern) pair, or None when it compiles."""
    if field not in FIELD_NAMES:
        return f"unknown field {field!r}; use one of {', '.join(sorted(FIELD_NAMES))} (the rule matches nothing)"
    try:
        re.compile(pattern, re.IGNORECASE)
    except re.error as exc:
        return f"invalid regex ({exc}); the rule matches nothing until it is fixed"
    return None


class Blacklist:
    """Compiled blacklist rules grouped by field; immutable once built."""

    __slots__ = ("_by_field", "_problems", "_size")

    def __init__(self, rules: Iterable[BlacklistRule]) -> None:
        by_field: dict[str, list[tuple[BlacklistRule, re.Pattern[str]]]] = {}
        problems: list[BlacklistProblem] = []
        size = 0
        for rule in sorted(rules, key=lambda r: r.id):
            if not rule.enabled:
                continue
            problem = check_rule(rule.field, rule.pattern)
            if problem is not None:
                problems.append(BlacklistProblem(rule.id, rule.field, rule.pattern, problem))
                continue
            by_field.setdefault(rule.field, []).append((rule, re.compile(rule.pattern, re.IGNORECASE)))
            size += 1
        self._by_field = {k: tuple(v) for k, v in by_field.items()}
        self._problems = tuple(problems)
        self._size = size

    @property
    def problems(self) -> tuple[BlacklistProblem, ...]:
        """Rules that match nothing (unknown field, invalid pattern)."""
        return self._problems

    def __len__(self) -> int:
        return self._size

    def match(self, fields: Mapping[str, str | None]) -> BlacklistHit | None:
        """Return the lowest-id rule matching any given field, or None.

        ``fields`` maps field names (subject, poster, group, name) to the text
        to test; absent or None fields are simply not tested.
        """
        best: BlacklistHit | None = None
        for field, compiled in self._by_field.items():
            text = fields.get(field)
            if not text:
                continue
            for rule, regex in compiled:
                if best is not None and rule.id >= best.rule_id:
                    break
                if regex.search(text):
                    best = BlacklistHit(rule.id, field, rule.pattern)
                    break
        return best
