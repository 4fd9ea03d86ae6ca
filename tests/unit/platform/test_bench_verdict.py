"""The simulations' shared verdict: rule rejections counted once, incomplete releases known from the seed."""

from __future__ import annotations

from bench.verdict import incomplete_hashes, rejected_by_rule
from usenet_ops.corpus import synthetic
from usenet_ops.corpus.synthetic import GroupSpec
from usenet_ops.domain.identity import content_hash


def test_a_reason_and_its_per_rule_breakdown_count_once() -> None:
    outcomes = {"built": 40, "junk": 5, "junk:under_5mib": 1, "junk:tiny_hd_video": 4, "unnamed": 9,
                "walk_past": 3, "salvaged": 2, "duplicate": 7, "blacklisted": 1, "blacklisted:poster": 1}
    assert rejected_by_rule(outcomes) == 5 + 7 + 1
    assert rejected_by_rule({}) == 0
    assert rejected_by_rule({"built": 3, "unnamed": 1}) == 0


def test_incomplete_releases_are_those_the_manifest_counts_incomplete_inside_the_range() -> None:
    spec = GroupSpec("alt.binaries.synth.verdict", count=200_000, low=1_000)
    lo, hi = spec.low, spec.low + 60_000
    truth = synthetic.manifest(5, [spec], spec.name, lo, hi)
    found = incomplete_hashes(5, [spec], spec.name, lo, hi)
    complete = {content_hash(synthetic.content_ids(rel)) for rel in truth["releases"]}
    assert found, "a range this long holds releases missing a segment"
    assert complete and not found & complete
    assert len(found) <= truth["counts"]["releases_incomplete"]
    assert incomplete_hashes(5, [spec], spec.name, hi, lo) == set()  # an empty range
