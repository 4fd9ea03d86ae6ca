"""Script a takedown and an expiry over a generated corpus, with the health verdict each release must end with.

WHY: the health sweep is only trustworthy if its verdicts are scored against
an answer key. A takedown plan says which message-ids each backbone loses
(a DMCA notice is served per provider, so takedowns differ per backbone) and
where each backbone's retention ends (articles posted before
``expire_before`` are gone), and computes, per catalogued release, the
verdict on each backbone and over both, from the corpus' own ground truth
(file roles, par2 volumes), never from the indexer's code.

Scenarios, each a real way releases die:

- ``dead``: every article taken down on both backbones (a release-wide notice);
- ``dead_on_a``: taken down on one backbone only; the other still serves it;
- ``broken``: whole data files taken down on both, more than the par2 repairs;
- ``repairable``: the first article of a few data files gone on both, within the par2;
- ``repairable_on_a``: the same on one backbone only;
- backbone "b" keeps less: its retention ends inside the corpus' posting span,
  so the oldest releases are gone there (and some straddle the cutoff).

The rule: a release with nothing left on a backbone is dead there; missing
data articles (rar/media/exe files) up to the recovery blocks left (a
volume's named blocks in proportion to its articles still there) is
repairable; more is broken; par2, .nfo and .sfv files may be missing from a
healthy release. Over backbones, the best verdict wins.

The plan is deterministic from the seed and written beside the manifest as
``takedown.json``.
"""

from __future__ import annotations

import email.utils
import json
import random
import re
from collections.abc import Mapping
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from usenet_ops.corpus.store import Corpus

FILE_NAME = "takedown.json"
BACKBONES = ("a", "b")
SCENARIOS = ("dead", "dead_on_a", "broken", "repairable", "repairable_on_a")
_DATA_ROLES = frozenset({"rar", "media", "exe"})
_VOLUME = re.compile(r"\.vol\d+[+-](\d+)\.par2$", re.I)
_RANK = {"healthy": 0, "repairable": 1, "broken": 2, "dead": 3}


def posted_epoch(date_header: bytes | str) -> float | None:
    """Return a Date header's moment as unix seconds, or None when it is not a date (the expiry clock)."""
    text = date_header.decode("latin-1") if isinstance(date_header, bytes) else date_header
    parsed = email.utils.parsedate_tz(text.strip())
    return float(email.utils.mktime_tz(parsed)) if parsed is not None else None


@dataclass(frozen=True)
class TakedownPlan:
    """What each backbone loses, and the verdicts the health sweep must reach."""

    seed: int
    remove: dict[str, frozenset[str]]  # backbone -> message-ids (no brackets) taken down there
    expire_before: dict[str, float]  # backbone -> unix seconds: older articles are gone there
    expected: dict[int, dict[str, Any]] = field(default_factory=dict)  # release id -> {a, b, release, available, ...}

    def write(self, directory: str | Path) -> Path:
        """Write ``takedown.json`` into the corpus directory; return its path."""
        path = Path(directory) / FILE_NAME
        doc = {
            "seed": self.seed,
            "remove": {bb: sorted(ids) for bb, ids in self.remove.items()},
            "expire_before": self.expire_before,
            "expected": {str(k): v for k, v in sorted(self.expected.items())},
        }
        path.write_text(json.dumps(doc, indent=1, sort_keys=True) + "\n", encoding="utf-8")
        return path

    @classmethod
    def read(cls, directory: str | Path) -> TakedownPlan:
        """Read ``takedown.json`` from a corpus directory."""
        doc = json.loads((Path(directory) / FILE_NAME).read_text(encoding="utf-8"))
        return cls(
            seed=int(doc["seed"]),
            remove={bb: frozenset(ids) for bb, ids in doc["remove"].items()},
            expire_before={bb: float(t) for bb, t in doc["expire_before"].items()},
            expected={int(k): v for k, v in doc["expected"].items()},
        )


def plan(corpus: Corpus, manifest: Mapping[str, Any], *, seed: int = 0, per_scenario: int = 3,
         expire_share: float = 0.2) -> TakedownPlan:
    """Plan a takedown over the releases a correct indexer catalogues (``expect_in_catalogue``).

    ``per_scenario`` releases get each scenario (those it cannot apply to are
    passed over); backbone "b"'s retention ends where ``expire_share`` of
    those releases are fully posted.
    """
    rng = random.Random(f"usenet-ops:{seed}:takedown")
    releases = [r for r in manifest["releases"] if r.get("expect_in_catalogue")]
    times = {r["id"]: _article_times(corpus, r) for r in releases}
    remove: dict[str, set[str]] = {bb: set() for bb in BACKBONES}
    scenario_of: dict[int, str] = {}
    pool = list(releases)
    rng.shuffle(pool)
    for scenario in SCENARIOS:
        taken = 0
        for release in pool:
            if taken >= per_scenario:
                break
            if release["id"] in scenario_of:
                continue
            victims = _victims(release, scenario)
            if victims is None:
                continue
            scenario_of[release["id"]] = scenario
            for bb in ("a",) if scenario.endswith("_on_a") else BACKBONES:
                remove[bb] |= victims
            taken += 1
    ends = sorted(max(t.values()) for t in times.values() if t)
    expire_before = {"b": ends[int(len(ends) * expire_share)] + 1} if ends else {}
    expected: dict[int, dict[str, Any]] = {}
    for release in releases:
        per_backbone = {}
        for bb in BACKBONES:
            cutoff = expire_before.get(bb)
            gone = {m for m, t in times[release["id"]].items() if cutoff is not None and t < cutoff} | (
                remove[bb] & set(times[release["id"]]))
            per_backbone[bb] = verdict(release, gone)
        best = min(per_backbone.values(), key=_RANK.__getitem__)
        expected[release["id"]] = {**per_backbone, "release": best, "available": best in ("healthy", "repairable"),
                                   "scenario": scenario_of.get(release["id"], ""), "name": release["name"]}
    return TakedownPlan(seed, {bb: frozenset(ids) for bb, ids in remove.items()}, expire_before, expected)


def _article_times(corpus: Corpus, release: Mapping[str, Any]) -> dict[str, float]:
    """Return message-id -> posting time (from the Date header the server serves) of a release's articles."""
    out: dict[str, float] = {}
    for f in release["files"]:
        for s in f["segments"]:
            idx = corpus.lookup_message_id(s["message_id"])
            if idx is None:
                continue
            when = posted_epoch(corpus.overview_fields(idx)[2])
            if when is not None:
                out[s["message_id"]] = when
    return out


def _data_files(release: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    return [f for f in release["files"] if f["role"] in _DATA_ROLES and f["segments"]]


def _recovery(release: Mapping[str, Any], gone: AbstractSet[str] = frozenset()) -> int:
    left = 0
    for f in release["files"]:
        m = _VOLUME.search(f["name"])
        if m is None or not f["segments"]:
            continue
        there = sum(1 for s in f["segments"] if s["message_id"] not in gone)
        left += int(m.group(1)) * there // len(f["segments"])
    return left


def _victims(release: Mapping[str, Any], scenario: str) -> set[str] | None:
    """Return the message-ids a scenario takes down from a release, or None when it cannot apply."""
    every = {s["message_id"] for f in release["files"] for s in f["segments"]}
    data = _data_files(release)
    if scenario in ("dead", "dead_on_a"):
        return every
    recovery = _recovery(release)
    if scenario == "broken":
        victims: set[str] = set()
        for f in sorted(data, key=lambda f: -len(f["segments"])):
            if len(victims) > recovery:
                break
            victims |= {s["message_id"] for s in f["segments"]}
        return victims if len(victims) > recovery and victims != every else None
    # repairable: the first article of up to `recovery` data files (a sample always asks file ends).
    if recovery < 1 or not data:
        return None
    return {f["segments"][0]["message_id"] for f in data[:recovery]}


def verdict(release: Mapping[str, Any], gone: AbstractSet[str]) -> str:
    """Return the verdict a release must get on a backbone that lost ``gone`` (message-ids)."""
    every = [s["message_id"] for f in release["files"] for s in f["segments"]]
    if every and all(m in gone for m in every):
        return "dead"
    missing = sum(1 for f in _data_files(release) for s in f["segments"] if s["message_id"] in gone)
    if missing == 0:
        return "healthy"
    return "repairable" if missing <= _recovery(release, gone) else "broken"
