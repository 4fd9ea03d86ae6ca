"""The prefilter alternation is an optimisation only: verdicts equal plain in-order evaluation."""

from __future__ import annotations

from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from usenet_ops.domain import junk

ROOT = Path(__file__).resolve().parents[3]
RULES = junk.load_tsv(ROOT / "include" / "seed" / "junk_rules.tsv")
ENGINE = junk.JunkEngine(RULES)
COMPILED = [junk._compile_rule(r) for r in sorted(RULES, key=lambda r: (r.order, r.id)) if r.enabled]


def reference(title: str, size: int | None, group: str | None, stage: junk.Stage) -> str | None:
    view = junk.TitleView(title, size, group)
    for c in COMPILED:
        if stage is junk.Stage.INGEST and c.rule.stage is not junk.Stage.INGEST:
            continue
        band = c.rule.size_band
        if band is not None and (size is None or not band.contains(size)):
            continue
        if c.check(view) is not None:
            return c.rule.name
    return None


def test_plain_regex_rules_share_a_prefilter() -> None:
    steps = ENGINE._plan_of(junk.Stage.INGEST)
    assert any(s.prefilter is not None and len(s.members) >= 5 for s in steps)


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
                                                          "Xk3jF9qLm2", "free", "葬", "ж", "{Tags:A=ja;}"]),
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
