"""The prefilter alternation and the literal guards are optimisations only: verdicts equal plain in-order evaluation.

The reference runs each regex rule's own pattern with ``re.search`` (no
guard, no alternation) and each heuristic's check, rule by rule in order.
"""

from __future__ import annotations

import re
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from usenet_ops.domain import evasion, junk, junk_score

ROOT = Path(__file__).resolve().parents[3]
RULES = junk.load_tsv(ROOT / "include" / "seed" / "junk_rules.tsv")
ENGINE = junk.JunkEngine(RULES)
COMPILED = [junk._compile_rule(r) for r in sorted(RULES, key=lambda r: (r.order, r.id)) if r.enabled]
PLAIN = {c.rule.id: re.compile(c.rule.pattern) for c in COMPILED if c.rule.kind is junk.RuleKind.REGEX}


def reference(title: str, size: int | None, group: str | None, stage: junk.Stage) -> str | None:
    """Every rule in order on the title; then, when it wears a disguise, the title-scope rules but the scorer on
    the title with its disguise undone (the engine's second reading, evasion.reveal). The title is the subject
    without a community's signature (v21: junk.without_signature), as the engine reads it."""
    title = junk.without_signature(title)
    first = _in_order(title, size, group, stage, revealed=False)
    if first is not None or not title:
        return first
    shown = evasion.reveal(title, junk_score.shipped().vocabulary)
    return _in_order(shown.text, size, group, stage, revealed=True) if shown.disguised else None


def _in_order(title: str, size: int | None, group: str | None, stage: junk.Stage, *, revealed: bool) -> str | None:
    view = junk.TitleView(title, size, group)
    for c in COMPILED:
        if stage is junk.Stage.INGEST and c.rule.stage is not junk.Stage.INGEST:
            continue
        if revealed and (c.rule.scope is not junk.Scope.TITLE or c.rule.pattern.startswith("title_score")):
            continue
        band = c.rule.size_band
        if band is not None and (size is None or not band.contains(size)):
            continue
        plain = PLAIN.get(c.rule.id)
        if (plain.search(title) is not None) if plain is not None else (c.check(view) is not None):
            return c.rule.name
    return None


def _scorer_titles() -> list[str]:
    titles = []
    # The evaluation splits (train.tsv's ~19k rows would make this the suite's slowest unit test for no new shape).
    for path in sorted((ROOT / "tests" / "data" / "junk" / "scorer").glob("*.tsv")):
        if path.name == "train.tsv":
            continue
        for line in path.read_text(encoding="utf-8").splitlines():
            parts = line.split("\t")
            if len(parts) == 3:
                titles.append(parts[2])
    return titles


def test_plain_regex_rules_share_a_prefilter() -> None:
    steps = ENGINE._plan_of(junk.Stage.INGEST)
    assert any(s.prefilter is not None and len(s.members) >= 5 for s in steps)
    # ... and the shared step has a literal guard (every member's needed words are known), as most rules do.
    assert any(s.guard is not None and len(s.members) >= 5 for s in steps)
    guarded = [c for c in COMPILED if c.literals is not None]
    assert len(guarded) >= 15, [c.rule.name for c in guarded]


def test_scorer_sets_get_the_in_order_verdict() -> None:
    # ~9,000 titles written as spam and legitimate names by several hands: the guards' words meet real phrasing.
    titles = _scorer_titles()
    assert len(titles) > 5000
    for k, title in enumerate(titles):
        for size in (None, 700 << 10) if k % 4 == 0 else (None,):  # the size-banded rules on a quarter of them
            got = ENGINE.evaluate(title, size=size, group="alt.binaries.misc", stage=junk.Stage.BUILD)
            assert (got.name if got else None) == reference(title, size, "alt.binaries.misc", junk.Stage.BUILD), title


def test_corpus_verdicts_equal_in_order_evaluation() -> None:
    for name in ("legit.txt", "junk.txt", "legit_handwritten.txt", "junk_handwritten.txt"):
        for line in (ROOT / "tests" / "data" / "junk" / name).read_text(encoding="utf-8").splitlines():
            e = junk.parse_audit_line(line)
            if e is None:
                continue
            for stage in junk.Stage:
                got = ENGINE.evaluate(e.title, size=e.size, group=e.group, stage=stage)
                assert (got.name if got else None) == reference(e.title, e.size, e.group, stage), e


@settings(max_examples=300, deadline=None)
@given(
    title=st.lists(
        st.sampled_from(list("aZ09.-_ !#\"[](){}/:;=?@") + ["yEnc", "bit.ly/", "password at www.", ".exe", ".mkv", "1080p",
                                                          "Xk3jF9qLm2", "free", "葬", "ж", "{Tags:A=ja;}",
                                                          # guard words in other cases, split, and Unicode folds
                                                          "PASSWORD", "Pass", "word", "KEYGEN", "ke", "ygen", "ſ",
                                                          "ı", "\u212a", "Telegram", "whatsapp", "WWW.", ".COM",
                                                          "download", "now", "Watch", "online", "crack"]),
        max_size=30,
    ).map("".join),
    size=st.one_of(st.none(), st.integers(min_value=0, max_value=100 << 20)),
)
def test_arbitrary_titles_get_the_in_order_verdict(title: str, size: int | None) -> None:
    got = ENGINE.evaluate(title, size=size, group="alt.binaries.movies", stage=junk.Stage.BUILD)
    assert (got.name if got else None) == reference(title, size, "alt.binaries.movies", junk.Stage.BUILD)


def test_a_stage_plan_is_made_on_first_use_only() -> None:
    # A crawl process evaluates the ingest stage only: the build stage's prefilters are never compiled there.
    engine = junk.JunkEngine(ENGINE.rules)
    assert engine._plans == {} and engine._file_plans == {}
    engine.evaluate("Some.Show.S01E01.720p.WEB-DL", stage=junk.Stage.INGEST)
    engine.evaluate_file("Some.Show.S01E01.720p.WEB-DL.mkv", stage=junk.Stage.INGEST)
    assert set(engine._plans) == {junk.Stage.INGEST} and set(engine._file_plans) == {junk.Stage.INGEST}
    assert engine._plan_of(junk.Stage.INGEST) is engine._plan_of(junk.Stage.INGEST)
