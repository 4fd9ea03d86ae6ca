"""The junk engine: ordered, attributed, size-banded, immutable, memoised."""

from __future__ import annotations

import dataclasses
import threading
from pathlib import Path

import pytest

from usenet_ops.domain import junk
from usenet_ops.domain.junk import JunkEngine, JunkRule, RuleKind, SizeBand, Stage

ROOT = Path(__file__).resolve().parents[3]
TSV = ROOT / "include" / "seed" / "junk_rules.tsv"


def rule(id: int, pattern: str, *, order: int | None = None, kind: RuleKind = RuleKind.REGEX,
         stage: Stage = Stage.INGEST, band: SizeBand | None = None, enabled: bool = True) -> JunkRule:
    return JunkRule(id, f"r{id}", kind, pattern, stage, band, enabled, order if order is not None else id * 10, f"reason {id}")


@pytest.fixture(scope="module")
def shipped() -> JunkEngine:
    return JunkEngine(junk.load_tsv(TSV))


def test_shipped_rules_number_at_least_24_each_with_a_written_reason(shipped: JunkEngine) -> None:
    assert len(shipped.rules) >= 24
    assert all(len(r.reason) > 40 for r in shipped.rules)
    assert shipped.problems == ()
    names = {r.name for r in shipped.rules}
    assert {"high_special_chars", "random_name", "under_1mib", "under_5mib", "blocked_executable",
            "password_bait"} <= names


def test_first_rule_in_order_wins_and_is_attributed() -> None:
    engine = JunkEngine([rule(1, "spam", order=20), rule(2, "spam", order=10)])
    verdict = engine.evaluate("buy spam now", stage=Stage.INGEST)
    assert verdict is not None and verdict.rule_id == 2 and verdict.name == "r2" and verdict.reason == "reason 2"
    assert "spam" in verdict.detail


def test_no_rule_firing_keeps_the_title() -> None:
    assert JunkEngine([rule(1, "spam")]).evaluate("Some.Movie.2019.1080p", stage=Stage.BUILD) is None


def test_disabled_rule_never_fires() -> None:
    engine = JunkEngine([rule(1, "spam", enabled=False), rule(2, "now")])
    verdict = engine.evaluate("spam now", stage=Stage.INGEST)
    assert verdict is not None and verdict.rule_id == 2


def test_ingest_runs_only_ingest_rules_and_build_runs_all() -> None:
    engine = JunkEngine([rule(1, "x", stage=Stage.BUILD), rule(2, "y")])
    assert engine.evaluate("x", stage=Stage.INGEST) is None
    assert engine.evaluate("x", stage=Stage.BUILD).rule_id == 1
    assert engine.evaluate("y", stage=Stage.BUILD).rule_id == 2
    assert [r.id for r in engine.active(Stage.INGEST)] == [2]


def test_size_banded_rule_fires_only_with_a_known_size_inside_its_band() -> None:
    engine = JunkEngine([rule(1, ".", stage=Stage.BUILD, band=SizeBand(0, 1 << 20))])
    assert engine.evaluate("tiny", stage=Stage.BUILD) is None, "unknown size: sized rules must not guess"
    assert engine.evaluate("tiny", size=(1 << 20) - 1, stage=Stage.BUILD).rule_id == 1
    assert engine.evaluate("tiny", size=1 << 20, stage=Stage.BUILD) is None


def test_size_banded_rule_at_ingest_stage_is_reported_not_run() -> None:
    engine = JunkEngine([rule(1, ".", stage=Stage.INGEST, band=SizeBand(0, 10)), rule(2, "ok")])
    assert [p.rule_id for p in engine.problems] == [1]
    assert "stage build" in engine.problems[0].problem
    assert engine.evaluate("ok", size=1, stage=Stage.BUILD).rule_id == 2


def test_invalid_regex_is_isolated_and_reported() -> None:
    engine = JunkEngine([rule(1, "(unclosed"), rule(2, "spam"), rule(3, "heur", kind=RuleKind.HEURISTIC)])
    assert {p.rule_id for p in engine.problems} == {1, 3}
    assert engine.evaluate("spam", stage=Stage.INGEST).rule_id == 2


def test_engine_is_immutable() -> None:
    engine = JunkEngine([rule(1, "spam")])
    with pytest.raises(AttributeError):
        engine.extra = 1  # type: ignore[attr-defined]
    with pytest.raises(AttributeError, match="EngineHolder.swap"):
        engine._rules = ()  # type: ignore[misc]
    assert isinstance(engine.rules, tuple)


def test_size_band_parsing_round_trips() -> None:
    assert junk.parse_size_band("-") is None
    assert junk.parse_size_band("<1MiB") == SizeBand(0, 1 << 20)
    assert junk.parse_size_band(">=1GiB") == SizeBand(1 << 30, None)
    assert junk.parse_size_band("1MiB..5MiB") == SizeBand(1 << 20, 5 << 20)
    assert str(junk.parse_size_band("<5MiB")) == "<5MiB"
    with pytest.raises(junk.RuleError, match="write"):
        junk.parse_size_band("small")


def test_tsv_with_a_missing_reason_is_rejected_naming_the_line() -> None:
    text = "\t".join(junk.TSV_COLUMNS) + "\n1\tx\tregex\tx\tingest\t-\ttrue\t10\t\ttitle\n"
    with pytest.raises(junk.RuleError, match="line 2: every rule needs a written reason"):
        junk.parse_tsv(text)


def test_tsv_with_a_duplicate_id_is_rejected() -> None:
    row = "1\tx\tregex\tx\tingest\t-\ttrue\t10\twhy\ttitle\n"
    with pytest.raises(junk.RuleError, match="used twice"):
        junk.parse_tsv("\t".join(junk.TSV_COLUMNS) + "\n" + row + row)


def test_batch_evaluator_judges_each_distinct_base_once_but_counts_every_article() -> None:
    calls: list[str] = []

    class Counting(JunkEngine):
        def evaluate(self, title, *, size=None, group=None, stage):  # type: ignore[override]
            calls.append(title)
            return super().evaluate(title, size=size, group=group, stage=stage)

    engine = Counting([rule(1, "spam")])
    batch = engine.evaluator(Stage.INGEST)
    for _ in range(500):
        batch.check("spam post")
        batch.check("Real.Release.2020")
    assert sorted(calls) == ["Real.Release.2020", "spam post"]
    assert batch.calls == 1000 and batch.distinct == 2
    assert batch.hits == {1: 500}


def test_holder_swaps_atomically_and_readers_keep_their_engine() -> None:
    old = JunkEngine([rule(1, "spam")])
    new = JunkEngine([rule(2, "ham")])
    holder = junk.EngineHolder(old, version=1)
    taken = holder.engine
    seen: set[int] = set()

    def reader() -> None:
        for _ in range(2000):
            e = holder.engine
            v = e.evaluate("spam ham", stage=Stage.INGEST)
            seen.add(v.rule_id)

    threads = [threading.Thread(target=reader) for _ in range(3)]
    for t in threads:
        t.start()
    assert holder.swap(new, version=2) is old
    for t in threads:
        t.join()
    assert seen <= {1, 2}
    assert holder.engine is new and holder.version == 2
    assert taken.evaluate("spam", stage=Stage.INGEST).rule_id == 1, "a batch's engine never changes under it"


def test_tsv_without_the_scope_column_still_reads_and_every_rule_judges_titles() -> None:
    header = "\t".join(junk.TSV_COLUMNS[:-1])
    rules = junk.parse_tsv(header + "\n1\tx\tregex\tx\tingest\t-\ttrue\t10\twhy\n")
    assert [r.scope for r in rules] == [junk.Scope.TITLE]


def test_tsv_with_an_unknown_scope_is_rejected_naming_the_line() -> None:
    with pytest.raises(junk.RuleError, match="line 2"):
        junk.parse_tsv("\t".join(junk.TSV_COLUMNS) + "\n1\tx\tregex\tx\tingest\t-\ttrue\t10\twhy\tfiles\n")


def test_engine_for_shares_one_engine_per_set_of_rules_and_compiles_an_edit_afresh() -> None:
    # Every pass and backfill lease loads the rules: equal rules must not compile again (docs/capacity.md A8).
    rules = [rule(1, r"(?i)\bfree\s+money\b"), rule(2, r"(?i)\bcheap\s+pills\b")]
    first = junk.engine_for(rules)
    assert junk.engine_for(list(rules)) is first
    assert junk.engine_for(tuple(rules)) is first
    edited = [rules[0], rule(2, r"(?i)\bcheap\s+meds\b")]
    other = junk.engine_for(edited)
    assert other is not first
    assert first.evaluate("cheap pills here", stage=Stage.INGEST) is not None
    assert other.evaluate("cheap pills here", stage=Stage.INGEST) is None
    assert other.evaluate("cheap meds here", stage=Stage.INGEST) is not None
    disabled = [rules[0], dataclasses.replace(rules[1], enabled=False)]
    assert junk.engine_for(disabled) is not first
    assert junk.engine_for(disabled).evaluate("cheap pills here", stage=Stage.INGEST) is None
    reordered = [dataclasses.replace(rules[0], order=9), rules[1]]
    assert junk.engine_for(reordered) is not first  # the order attributes verdicts: it is part of the key


def test_engine_for_compiles_once_when_threads_ask_together() -> None:
    # A task's lease threads load the rules at the same moment: one compile, one engine for all of them.
    rules = [rule(1, r"(?i)\bthreads\s+together\b"), rule(2, r"(?i)\bone\s+compile\b")]
    got: list[JunkEngine] = []
    start = threading.Barrier(6)

    def ask() -> None:
        start.wait()
        got.append(junk.engine_for(rules))

    threads = [threading.Thread(target=ask) for _ in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(got) == 6 and all(e is got[0] for e in got)
