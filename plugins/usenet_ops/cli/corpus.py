"""`usenet-ops corpus`: generate and describe synthetic Usenet corpora."""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from usenet_ops.cli import common


def register(nouns: argparse._SubParsersAction) -> None:
    verbs = common.add_noun(nouns, "corpus", "synthetic Usenet corpora with a ground-truth manifest")
    p = common.add_verb(verbs, "generate", _generate, "generate a deterministic corpus (same seed, same bytes)")
    p.add_argument("--articles", type=int, required=True, help="exact number of articles to generate")
    p.add_argument("--seed", type=int, default=1, help="seed (default 1)")
    p.add_argument("--out", required=True, help="directory to write (created if missing)")
    p.add_argument("--hostile", action="store_true",
                   help="add the hostile mix (hostile.json: lines posted to break indexers, and what each must be "
                        "counted or built as)")
    p.add_argument("--json", action="store_true", help="print one JSON object with the result")
    p = common.add_verb(verbs, "info", _info, "describe a generated corpus")
    p.add_argument("directory", help="corpus directory")
    p.add_argument("--json", action="store_true", help="print one JSON object")


def _generate(args: argparse.Namespace) -> int:
    from usenet_ops import corpus

    if args.articles < 1:
        raise common.CLIError("--articles must be at least 1")
    started = time.monotonic()
    try:
        manifest = corpus.generate(articles=args.articles, seed=args.seed, out=args.out, hostile=args.hostile)
    except OSError as exc:
        raise common.CLIError(f"cannot write the corpus to {args.out}: {exc}; choose a writable --out") from exc
    seconds = time.monotonic() - started
    result = {
        "directory": str(manifest.directory),
        "manifest": str(manifest.path),
        "seed": manifest.seed,
        "articles": manifest.articles,
        "releases": manifest.releases,
        "seconds": round(seconds, 3),
        "articles_per_second": round(manifest.articles / max(seconds, 1e-9)),
    }
    mix = manifest.hostile()
    if mix is not None:
        result["hostile_items"] = len(mix["items"])
        result["hostile_lines"] = sum(item["lines"] for item in mix["items"])
    if args.json:
        common.print_json(result)
    else:
        print(f"generated {manifest.articles} articles in {manifest.releases} releases in {seconds:.1f}s -> {manifest.directory}")
    return 0


def _info(args: argparse.Namespace) -> int:
    from usenet_ops import corpus

    try:
        loaded = corpus.load(Path(args.directory))
    except corpus.CorpusError as exc:
        raise common.CLIError(str(exc)) from exc
    meta = loaded.meta
    info = {
        "directory": str(loaded.directory),
        "seed": loaded.seed,
        "articles": loaded.articles,
        "releases": meta["releases"],
        "summary": meta["summary"],
        "groups": {
            bb: {g: {"count": c, "low": lo, "high": hi} for g, (c, lo, hi) in groups.items()}
            for bb, groups in meta["backbones"].items()
        },
    }
    if args.json:
        common.print_json(info)
        return 0
    print(f"corpus {loaded.directory}: {loaded.articles} articles, {meta['releases']} releases, seed {loaded.seed}")
    rows = []
    for g in loaded.group_names():
        a = loaded.group_bounds("a", g)
        b = loaded.group_bounds("b", g)
        rows.append((g, a[0], f"{a[1]}-{a[2]}", f"{b[1]}-{b[2]}"))
    common.print_table(["group", "articles", "numbers on a", "numbers on b"], rows)
    return 0
