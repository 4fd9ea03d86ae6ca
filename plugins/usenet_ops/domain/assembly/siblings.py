"""Which name-only sets are fragments of one upload: the merge plan both staging backends apply.

A name-only set is one file of a multi-file upload whose subject names the
file but no shared release name (``[PRiVATE]-[WtFnZb]-[file.ext]-[i/N]``,
``"01-artist-track_01.mp3" yEnc (1/9)`` under varying posters): each file
stages as a set of its own, and the build merges the fragments back into one
set before it judges completeness.

Fragments are judged close by article number only within one backbone:
numbers are per backbone, so a set's span is in the numbering of the
backbone that staged it first. When two providers (or two backfill
partitions on different backbones) read an upload's files in a different
order, its fragments carry different backbones, and their numbers say
nothing about each other; their posting dates (Date headers, the same on
every backbone) do. Phase 1 clusters each backbone's fragments by number
(as before); phase 2 joins clusters of different backbones whose dates lie
within ``SIBLING_SECONDS``. Either phase keeps a cluster's file slots
disjoint, so two consecutive uploads with the same N never mix.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

# Sibling sets of one backbone further apart than this many article numbers are not one upload.
SIBLING_GAP = 20_000
# Clusters of different backbones whose posting dates are further apart than this are not one upload: an
# upload's files are posted within minutes; SIBLING_GAP articles span about as long in a busy group.
SIBLING_SECONDS = 3600


@dataclass
class _Cluster:
    rows: list[Mapping[str, Any]] = field(default_factory=list)
    slots: set[int] = field(default_factory=set)
    posted_min: int = 0  # 0: no member carried a readable date
    posted_max: int = 0

    def add(self, row: Mapping[str, Any], own: set[int]) -> None:
        self.rows.append(row)
        self.slots |= own
        lo, hi = int(row.get("posted_min") or 0), int(row.get("posted_max") or 0)
        if lo > 0:
            self.posted_min = lo if not self.posted_min else min(self.posted_min, lo)
            self.posted_max = max(self.posted_max, hi, lo)

    def absorb(self, other: _Cluster) -> None:
        self.rows += other.rows
        self.slots |= other.slots
        if other.posted_min:
            self.posted_min = other.posted_min if not self.posted_min else min(self.posted_min, other.posted_min)
            self.posted_max = max(self.posted_max, other.posted_max)

    @property
    def backbones(self) -> set[str]:
        return {str(r["backbone"]) for r in self.rows}


def _key(row: Mapping[str, Any]) -> tuple[Any, ...]:
    return row["group_name"], row["poster"], row["file_total"]


def _near(a: _Cluster, b: _Cluster) -> bool:
    """Whether clusters of different backbones are one upload: both dated, dates close, slots disjoint."""
    return bool(a.posted_min and b.posted_min and not a.backbones & b.backbones and not a.slots & b.slots
                and b.posted_min - a.posted_max <= SIBLING_SECONDS and a.posted_min - b.posted_max <= SIBLING_SECONDS)


def plan_sibling_merges(rows: Sequence[Mapping[str, Any]],
                        files: Iterable[tuple[str, int | None, bool]]) -> list[tuple[str, list[str]]]:
    """Return the merges of name-only siblings as (target set, sets merged into it).

    ``rows`` are the candidate sets (set_id, group_name, poster, file_total,
    backbone, art_lo, art_hi, and optionally posted_min/posted_max as unix
    seconds, 0 when unknown), in any order; ``files`` their files as
    (set_id, file_index, complete). A set with an incomplete file, or a
    file index outside 1..N, is never merged. The target is the first set
    of a cluster in (backbone, art_lo, set_id) order, so the plan does not
    depend on the order the rows came in.
    """
    slots: dict[str, set[int]] = defaultdict(set)
    complete: dict[str, bool] = defaultdict(lambda: True)
    for set_id, index, done in files:
        if index is not None:
            slots[set_id].add(index)
        complete[set_id] = complete[set_id] and done
    usable = [r for r in rows
              if complete[r["set_id"]] and slots.get(r["set_id"])
              and all(1 <= i <= r["file_total"] for i in slots[r["set_id"]])]
    usable.sort(key=lambda r: (*_key(r), r["backbone"], r["art_lo"], r["set_id"]))

    # Phase 1: within a backbone, by article number.
    clusters: list[_Cluster] = []
    for row in usable:
        own = slots[row["set_id"]]
        last = clusters[-1] if clusters else None
        if (last is None or _key(row) != _key(last.rows[0]) or row["backbone"] != last.rows[0]["backbone"]
                or row["art_lo"] > max(c["art_hi"] for c in last.rows) + SIBLING_GAP or own & last.slots):
            last = _Cluster()
            clusters.append(last)
        last.add(row, own)

    # Phase 2: across backbones, by posting date (numbers of two backbones say nothing of each other).
    clusters.sort(key=lambda c: (*_key(c.rows[0]), c.posted_min or 0, c.rows[0]["backbone"], c.rows[0]["set_id"]))
    joined: list[_Cluster] = []
    for cluster in clusters:
        into = next((c for c in reversed(joined) if _key(c.rows[0]) == _key(cluster.rows[0]) and _near(c, cluster)),
                    None)
        if into is None:
            joined.append(cluster)
        else:
            into.absorb(cluster)

    merges: list[tuple[str, list[str]]] = []
    for cluster in joined:
        if len(cluster.rows) > 1:
            ordered = sorted(cluster.rows, key=lambda r: (r["backbone"], r["art_lo"], r["set_id"]))
            merges.append((ordered[0]["set_id"], [r["set_id"] for r in ordered[1:]]))
    return merges
