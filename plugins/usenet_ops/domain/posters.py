"""Poster watch: every outcome for a watched poster, tallied by pattern.

filter_hits answers "which rule drops the most"; an operator who says "this
poster puts out a hundred releases a day and I have four of them" needs the
question asked the other way round. A watched pattern is matched
case-insensitively as a substring of From, and the tally is keyed by the
PATTERN, not the raw header, so one poster's history does not scatter across
header variants ("Bob <b@x>", "bob@x (Bob)"). Successes are tallied too:
"nothing at all" and "all of it junked at ingest" look identical from outside
and have opposite fixes.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass


@dataclass(frozen=True)
class PosterTally:
    """Accumulated outcomes for one (pattern, stage, reason)."""

    pattern: str
    stage: str
    reason: str
    count: int
    sample: str


def normalise_pattern(pattern: str) -> str:
    """Return the stored form of a watch pattern (trimmed, lowercased); raise ValueError if empty."""
    value = pattern.strip().lower()
    if not value:
        raise ValueError("a poster-watch pattern cannot be empty; give part of the From header, e.g. an address")
    return value


class PosterWatch:
    """Match From headers against watched patterns and accumulate outcomes per batch."""

    def __init__(self, patterns: Iterable[str]) -> None:
        self._patterns: tuple[str, ...] = tuple(sorted({normalise_pattern(p) for p in patterns}))
        self._tally: dict[tuple[str, str, str], list] = {}
        self._cache: dict[str, str | None] = {}

    @property
    def patterns(self) -> tuple[str, ...]:
        return self._patterns

    def __bool__(self) -> bool:
        return bool(self._patterns)

    def match(self, from_header: str | None) -> str | None:
        """Return the first watched pattern contained in From (case-insensitive), or None.

        Safe on the per-article path: None/empty input and an empty watch list
        cost one check; repeated headers are answered from a small cache.
        """
        if not from_header or not self._patterns:
            return None
        try:
            return self._cache[from_header]
        except KeyError:
            pass
        folded = from_header.lower()
        found = next((p for p in self._patterns if p in folded), None)
        if len(self._cache) < 65536:
            self._cache[from_header] = found
        return found

    def tally(self, pattern: str, stage: str, reason: str, *, sample: str = "", count: int = 1) -> None:
        """Count one outcome (or ``count``) for a watched pattern; the first sample sticks."""
        key = (pattern, stage, reason)
        entry = self._tally.get(key)
        if entry is None:
            self._tally[key] = [count, sample]
        else:
            entry[0] += count
            if not entry[1]:
                entry[1] = sample

    def pending(self) -> int:
        """How many distinct (pattern, stage, reason) tallies await a flush."""
        return len(self._tally)

    def drain(self) -> list[PosterTally]:
        """Return and clear the accumulated tallies (the store writes them in one statement)."""
        out = [PosterTally(p, s, r, n, sample) for (p, s, r), (n, sample) in sorted(self._tally.items())]
        self._tally.clear()
        return out
