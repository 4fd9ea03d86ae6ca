"""The classifier version: the same in every process, moved by every input that changes a verdict, by nothing else."""

from __future__ import annotations

import dataclasses
import os
import subprocess
import sys

from usenet_ops.domain import classifier
from usenet_ops.domain.blacklist import BlacklistRule
from usenet_ops.domain.junk import load_tsv
from usenet_ops.store.filters import default_tsv

RULES = load_tsv(default_tsv())
BLACKLIST = [BlacklistRule(1, "name", "SPAMBOT"), BlacklistRule(2, "poster", "bot@", enabled=False)]


def test_the_version_is_the_same_under_every_hash_seed() -> None:
    code = "from usenet_ops.domain import classifier; print(classifier.code_fingerprint())"
    seen = {subprocess.run([sys.executable, "-c", code], env={**os.environ, "PYTHONHASHSEED": str(seed)},
                           capture_output=True, text=True, check=True).stdout for seed in (1, 2, 3, 4)}
    assert len(seen) == 1, "workers would re-derive each other's releases forever"


def test_rules_and_blacklist_move_the_version() -> None:
    base = classifier.version(RULES, BLACKLIST)
    assert len(base) == classifier.VERSION_CHARS and base == classifier.version(list(reversed(RULES)), BLACKLIST)
    changed_pattern = [dataclasses.replace(RULES[0], pattern=RULES[0].pattern + "x"), *RULES[1:]]
    disabled = [dataclasses.replace(RULES[0], enabled=False), *RULES[1:]]
    moved = [dataclasses.replace(RULES[0], order=999), *RULES[1:]]
    others = {classifier.version(changed_pattern, BLACKLIST), classifier.version(disabled, BLACKLIST),
              classifier.version(moved, BLACKLIST), classifier.version(RULES, BLACKLIST[:1] + [BLACKLIST[1]]
                                                                      + [BlacklistRule(3, "name", "X")])}
    assert base not in others and len(others) == 4


def test_text_that_changes_no_verdict_keeps_the_version() -> None:
    base = classifier.version(RULES, BLACKLIST)
    reworded = [dataclasses.replace(RULES[0], reason="another reason"), *RULES[1:]]
    assert classifier.version(reworded, BLACKLIST) == base
    assert classifier.version(RULES, [BLACKLIST[0], dataclasses.replace(BLACKLIST[1], pattern="y")]) == base, (
        "a disabled blacklist row does not count")
    assert classifier.version(RULES, [dataclasses.replace(BLACKLIST[0], note="why")] + BLACKLIST[1:]) == base


def test_the_revision_moves_the_version(monkeypatch) -> None:
    base = classifier.version(RULES, BLACKLIST)
    monkeypatch.setattr(classifier, "CLASSIFIER_REVISION", classifier.CLASSIFIER_REVISION + "+1")
    monkeypatch.setattr(classifier, "_CODE", None)
    assert classifier.version(RULES, BLACKLIST) != base
