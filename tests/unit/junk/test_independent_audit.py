"""The second, independent audit set (issue 16 item 4): recall >= 95% at false positives <= 0.5%.

tests/data/junk/independent/ was written from public descriptions of Usenet
spam (ad copy padded with random tokens, bare domains, keygen and license-key
offers, punctuation noise, fake codec packs, pay-site pitches), not from the
rule texts; spam_heldout.txt was written after the rules and never tuned
against. Before issue 16's rules the engine caught 11% of spam.txt.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from usenet_ops.domain import junk

ROOT = Path(__file__).resolve().parents[3]
DATA = ROOT / "tests" / "data" / "junk"
INDEPENDENT = DATA / "independent"


def _entries(path: Path) -> list[junk.AuditEntry]:
    return [e for e in (junk.parse_audit_line(line) for line in path.read_text(encoding="utf-8").splitlines())
            if e is not None]


@pytest.fixture(scope="module")
def engine() -> junk.JunkEngine:
    return junk.JunkEngine(junk.load_tsv(ROOT / "include" / "seed" / "junk_rules.tsv"))


def _caught(engine: junk.JunkEngine, entries: list[junk.AuditEntry]) -> list[tuple[str, str]]:
    out = []
    for e in entries:
        v = engine.evaluate(e.title, size=e.size, group=e.group, stage=junk.Stage.BUILD)
        if v is not None:
            out.append((e.title, v.name))
    return out


def test_recall_on_the_independent_spam_is_at_least_95_percent(engine: junk.JunkEngine) -> None:
    spam = _entries(INDEPENDENT / "spam.txt") + _entries(INDEPENDENT / "spam_heldout.txt")
    assert len(spam) >= 200
    caught = _caught(engine, spam)
    assert len(caught) / len(spam) >= 0.95, sorted({e.title for e in spam} - {t for t, _ in caught})[:20]


def test_the_held_out_spam_is_reported_not_tuned(engine: junk.JunkEngine) -> None:
    held = _entries(INDEPENDENT / "spam_heldout.txt")
    assert len(held) >= 30
    # Measured 27 of 30 when written (docs/junk-rules.md); a rule change that loses more is a regression.
    assert len(_caught(engine, held)) >= 27


def test_false_positives_stay_at_most_half_a_percent_on_both_legitimate_sets(engine: junk.JunkEngine) -> None:
    for legit in (_entries(INDEPENDENT / "legit.txt"),
                  _entries(DATA / "legit.txt") + _entries(DATA / "legit_handwritten.txt")):
        dropped = _caught(engine, legit)
        assert len(dropped) / len(legit) <= 0.005, dropped[:20]


def test_the_independent_legitimate_set_holds_scripts_anime_music_and_software(engine: junk.JunkEngine) -> None:
    legit = _entries(INDEPENDENT / "legit.txt")
    text = "\n".join(e.title for e in legit)
    for marker in ("[SubsPlease]", "FLAC", "epub", "Кино", "宇多田ヒカル", "기생충", "Keijo!!!!!!!!", "Serial.Experiments",
                   "License.to.Drive", "Free.Guy"):
        assert marker in text, marker
    assert any(e.group and "software" in e.group for e in legit)


def test_each_rule_keeps_a_reason_and_an_order(engine: junk.JunkEngine) -> None:
    new = {"ad_phrase_padding", "bare_domain_post", "domain_pitch", "keygen_offer", "codec_player_bait",
           "pay_site_pitch"}
    rules = {r.name: r for r in engine.rules}
    assert new <= set(rules)
    for name in new:
        assert len(rules[name].reason) > 40 and rules[name].order > 0 and rules[name].scope is junk.Scope.TITLE
    assert len({r.order for r in engine.rules}) == len(engine.rules), "orders are distinct: evaluation is defined"
    names = {n for _, n in _caught(engine, _entries(INDEPENDENT / "spam.txt"))}
    assert new <= names, "each new rule catches something of the set it was written for"


def test_the_independent_set_is_reproducible(tmp_path: Path) -> None:
    spec = importlib.util.spec_from_file_location("make_audit", INDEPENDENT / "make_audit.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    module.HERE = tmp_path
    module.main()
    for name in ("spam.txt", "legit.txt"):
        assert (tmp_path / name).read_text(encoding="utf-8") == (INDEPENDENT / name).read_text(encoding="utf-8")
