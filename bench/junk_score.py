"""Benchmark the title scorer: its cost per distinct title, alone and as the engine's title_score rule.

Run: ``.venv/bin/python -m bench.junk_score [--repeat N]``.

Figures are per distinct title (the engine memoises per base within a batch,
so this is the cost a batch pays once per base), over every title of the
labelled corpora, and as a ratio against the engine without the rule,
measured in the same run (the machine is shared, so absolute numbers are
noisy; the ratio is the figure to compare).
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from pathlib import Path

from usenet_ops.domain import junk, junk_score

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data" / "junk"


def _titles() -> list[str]:
    titles: list[str] = []
    for name in ("legit.txt", "junk.txt", "legit_handwritten.txt", "junk_handwritten.txt", "independent/legit.txt",
                 "independent/spam.txt"):
        for line in (DATA / name).read_text(encoding="utf-8").splitlines():
            entry = junk.parse_audit_line(line)
            if entry is not None:
                titles.append(entry.title)
    for name in ("train.tsv", "test.tsv"):
        for line in (DATA / "scorer" / name).read_text(encoding="utf-8").splitlines():
            if line and not line.startswith("#"):
                titles.append(line.split("\t", 2)[2])
    return titles


def _per_title(fn: Callable[[str], object], titles: list[str], repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        started = time.perf_counter()
        for t in titles:
            fn(t)
        best = min(best, time.perf_counter() - started)
    return best / len(titles)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    titles = _titles()
    rules = junk.load_tsv(ROOT / "include" / "seed" / "junk_rules.tsv")
    engine = junk.JunkEngine(rules)
    without = junk.JunkEngine([r for r in rules if r.name != "title_score"])
    scorer = junk_score.shipped()

    def judge(t: str) -> object:
        return scorer.judge(junk.name_parts(t), whole=junk.strip_transport(t))

    def with_rule(t: str) -> object:
        return engine.evaluate(t, stage=junk.Stage.INGEST)

    def no_rule(t: str) -> object:
        return without.evaluate(t, stage=junk.Stage.INGEST)

    alone = _per_title(judge, titles, args.repeat)
    full = _per_title(with_rule, titles, args.repeat)
    base = _per_title(no_rule, titles, args.repeat)
    print(f"{len(titles)} distinct titles, model {scorer.version}")
    print(f"scorer alone (parts, guard, features, score): {alone * 1e6:7.1f} us per title")
    print(f"engine, ingest stage, with title_score:       {full * 1e6:7.1f} us per title")
    print(f"engine, ingest stage, without title_score:    {base * 1e6:7.1f} us per title ({full / base:.2f}x with it)")


if __name__ == "__main__":
    main()
