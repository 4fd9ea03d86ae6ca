"""What the simulations' verdicts share: scoring a build's outcomes and a range's incomplete releases.

bench.soak and bench.rebuild_sim_airflow judge "nothing lost, nothing
doubled" against the synthetic manifest the same way; one copy keeps them
agreeing when the build's outcomes change (issue 16 added a per-rule
``junk:<rule>`` row beside each ``junk`` count, which a plain sum counted twice).
"""

from __future__ import annotations

from collections.abc import Mapping

from usenet_ops.corpus.synthetic import GroupSpec

# Outcomes that are not a rule turning a complete set away: built, left unnamed for the probes, and the two
# about the manifest's incomplete releases (a dead set walked past, or one built from it by par2 salvage).
NOT_REJECTIONS = frozenset({"built", "unnamed", "walk_past", "salvaged"})


def rejected_by_rule(outcomes: Mapping[str, int]) -> int:
    """Return how many sets a rule turned away: each reason's total once, never its per-rule breakdown rows."""
    return sum(n for reason, n in outcomes.items() if reason not in NOT_REJECTIONS and ":" not in reason)


def incomplete_hashes(seed: int, specs: list[GroupSpec], group: str, lo: int, hi: int) -> set[str]:
    """Return the content hashes of releases missing a segment inside lo..hi, over the segments they do have.

    The build salvages such a set once it is declared dead (par2 can repair one
    missing segment): a catalogue row the manifest's complete list lacks, yet
    no doubling. Only releases wholly inside the range count.
    """
    from usenet_ops.corpus import synthetic
    from usenet_ops.domain.identity import content_hash

    ordered = sorted(specs, key=lambda g: g.name)
    gi = next(i for i, g in enumerate(ordered) if g.name == group)
    out: set[str] = set()
    for block in range(lo // synthetic.BLOCK, hi // synthetic.BLOCK + 1) if lo <= hi else ():
        plan = synthetic.plan_block(seed, gi, block, ordered[gi])
        base = block * synthetic.BLOCK
        ids: dict[int, list[str]] = {}
        outside: set[int] = set()
        for i, slot in enumerate(plan.slots):
            if isinstance(slot, synthetic.SegmentSlot) and plan.releases[slot.release].withheld is not None:
                if lo <= base + i <= hi:
                    ids.setdefault(slot.release, []).append(synthetic.message_id(seed, gi, base + i))
                else:
                    outside.add(slot.release)
        out.update(content_hash(m) for r, m in ids.items() if r not in outside)
    return out
