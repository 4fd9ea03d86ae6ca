"""Benchmark the junk engine: titles/s per article, per distinct base, memoised per batch.

Run: ``.venv/bin/python -m bench.junk_engine [--articles N] [--bases N]``.

Figures are ratios against a baseline measured in the same run: one bare
``re.search`` of a single compiled alternation of every regex rule over the
same titles (what a naive "one big regex" filter would cost, without
attribution, heuristics or size bands). The realistic batch is many articles
sharing few release bases, as an overview batch does (a release's segments
and files share its base).
"""

from __future__ import annotations

import argparse
import random
import re
import time
from collections.abc import Callable
from pathlib import Path

from usenet_ops.domain import junk

ROOT = Path(__file__).resolve().parents[1]


def _corpus() -> list[junk.AuditEntry]:
    entries: list[junk.AuditEntry] = []
    for name in ("legit.txt", "junk.txt", "legit_handwritten.txt", "junk_handwritten.txt"):
        for line in (ROOT / "tests" / "data" / "junk" / name).read_text(encoding="utf-8").splitlines():
            entry = junk.parse_audit_line(line)
            if entry is not None:
                entries.append(entry)
    return entries


def _alternation(rules: list[junk.JunkRule]) -> re.Pattern[str]:
    parts = []
    for r in rules:
        if r.kind is not junk.RuleKind.REGEX:
            continue
        pattern = r.pattern
        if pattern.startswith("(?i)"):
            pattern = f"(?i:{pattern[4:]})"
        parts.append(f"(?:{pattern})")
    return re.compile("|".join(parts))


def _rate(fn: Callable[[], int], repeat: int = 3) -> float:
    best = float("inf")
    n = 0
    for _ in range(repeat):
        start = time.perf_counter()
        n = fn()
        best = min(best, time.perf_counter() - start)
    return n / best


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--articles", type=int, default=200_000, help="articles in the realistic batch")
    parser.add_argument("--bases", type=int, default=400, help="distinct release bases in that batch")
    args = parser.parse_args(argv)

    rules = junk.load_tsv(ROOT / "include" / "seed" / "junk_rules.tsv")
    engine = junk.JunkEngine(rules)
    big = _alternation(rules)
    corpus = _corpus()
    titles = [e.title for e in corpus]
    rng = random.Random(7)
    bases = rng.sample(titles, min(args.bases, len(titles)))
    batch = [rng.choice(bases) for _ in range(args.articles)]

    def baseline(items: list[str]) -> Callable[[], int]:
        def run() -> int:
            search = big.search
            for t in items:
                search(t)
            return len(items)
        return run

    def per_title(items: list[str], stage: junk.Stage) -> Callable[[], int]:
        def run() -> int:
            evaluate = engine.evaluate
            for t in items:
                evaluate(t, stage=stage)
            return len(items)
        return run

    def memoised(items: list[str]) -> Callable[[], int]:
        def run() -> int:
            check = engine.evaluator(junk.Stage.INGEST, group="alt.binaries.test").check
            for t in items:
                check(t)
            return len(items)
        return run

    sized = [(e.title, e.size, e.group) for e in corpus]

    def build_stage() -> int:
        for t, s, g in sized:
            engine.evaluate(t, size=s, group=g, stage=junk.Stage.BUILD)
        return len(sized)

    base_distinct = _rate(baseline(titles))
    base_batch = _rate(baseline(batch), repeat=2)
    rows = [
        ("baseline: one alternation re.search, distinct titles", base_distinct, base_distinct),
        ("evaluate() ingest stage, distinct titles", _rate(per_title(titles, junk.Stage.INGEST)), base_distinct),
        ("evaluate() build stage with size+group, distinct titles", _rate(build_stage), base_distinct),
        ("baseline: one alternation re.search, realistic batch", base_batch, base_batch),
        ("evaluate() per article, realistic batch", _rate(per_title(batch, junk.Stage.INGEST), repeat=1), base_batch),
        ("evaluator().check() memoised, realistic batch", _rate(memoised(batch), repeat=2), base_batch),
    ]
    print(f"junk engine: {len(engine.active(junk.Stage.BUILD))} rules, {len(titles)} distinct titles, "
          f"batch of {len(batch)} articles over {len(bases)} bases")
    width = max(len(r[0]) for r in rows)
    for label, rate, ref in rows:
        print(f"  {label.ljust(width)}  {rate:>12,.0f} titles/s  x{rate / ref:5.2f} vs baseline")


if __name__ == "__main__":
    main()
