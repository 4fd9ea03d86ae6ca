"""The crawl and the build as operators run them: a fresh `usenet-ops` process per pass, CPU, wall and peak RSS.

bench.crawl_ingest and bench.build_pass time the passes inside one warm
process, after every import: what a new process pays before and around the
pass (imports, module-level tables, settings and filters, per-group setup)
never shows there, and neither does memory a pass holds only while it runs.
Each pass here is its own child process, as `usenet-ops crawl run` and
`usenet-ops build run` are for an operator and each Airflow task is; its
figures come from ``os.wait4`` in a bare launcher (the child's user+system CPU and ru_maxrss).

Per round, in a fresh database (a copy of a migrated template, the knobs set
once): ``crawl`` reads every article of several groups of different sizes
from the project's news server (plain OVER, as the issue's run), ``crawl_noop``
runs the same command again (nothing new: the per-process and per-pass cost
alone), ``build`` builds what the crawl staged and ``build_noop`` runs once
more with nothing ready.

Baselines in the same run, each a fresh process too: ``read`` reads the same
OVER ranges with the NNTP client and throws them away (what any crawl process
must do); ``load`` connects and copies every staging table out (what the
build must read). The ratios are medians of each round's ratio. With
``--against DIR`` (a checkout with its own .venv, e.g. a worktree of an older
commit; repeatable) every pass also runs with that tree, interleaved round by
round in rotating order against the same news server, and the ratios
this/that tree are printed too (keyed by the directory's name).

    python -m bench.crawl_process --articles 360000
    python -m bench.crawl_process --corpus /tmp/corpus --against /tmp/old-tree --rounds 5
"""

from __future__ import annotations

import argparse
import json
import os
import secrets
import shutil
import statistics
import subprocess
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

PASSES = ("crawl", "crawl_noop", "build", "build_noop")

# What the read baseline does in its own process: the client reading the ranges in the crawl's batches.
READ_SCRIPT = """
import sys
from usenet_ops.nntp.client import NNTPClient
from usenet_ops.nntp.provider import ProviderConfig
url, batch, groups = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
client = NNTPClient(ProviderConfig.from_url(url, backbone="bench", compression=False)).connect()
lines = 0
for name in groups:
    info = client.group(name)
    for lo in range(info.low, info.high + 1, batch):
        lines += client.over_block(lo, min(lo + batch - 1, info.high)).count(b"\\n")
client.quit()
print(lines)
"""

# What the load baseline does: connect and copy out every staging table (the rows the build reads).
LOAD_SCRIPT = """
import sys
from usenet_ops.store import db
total = 0
with db.connect(sys.argv[1], autocommit=True) as conn:
    names = [r["table_name"] for r in conn.execute(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'usenet' "
        "AND table_type = 'BASE TABLE' AND table_name LIKE 'staged%%' ORDER BY 1")]
    cur = conn.cursor()
    for name in names:
        with cur.copy(f"COPY usenet.{name} TO STDOUT") as copy:
            for chunk in copy:
                total += len(chunk)
print(total)
"""


@dataclass
class Tree:
    """A checkout whose CLI runs the passes: its interpreter and the environment its children get."""

    tag: str
    python: str
    env: dict[str, str]

    def cli(self, *args: str) -> list[str]:
        return [self.python, "-m", "usenet_ops.cli.main", *args]


# Starts one measured child and writes its wait4 figures to a file. Linux carries a process's peak RSS across
# exec, and a child forked (or vforked) from this process starts with this process's pages: measured directly,
# every child's ru_maxrss would be at least this benchmark's own (~35 MiB with psycopg). The launcher is a bare
# interpreter (-I -S, ~11 MiB), so its children's peaks are their own.
LAUNCHER = """
import json, os, subprocess, sys, time
started = time.perf_counter()
proc = subprocess.Popen(sys.argv[2:])
_, status, usage = os.wait4(proc.pid, 0)
with open(sys.argv[1], "w") as out:
    json.dump({"wall_s": time.perf_counter() - started, "cpu_s": usage.ru_utime + usage.ru_stime,
               "peak_rss_mib": usage.ru_maxrss / 1024, "returncode": os.waitstatus_to_exitcode(status)}, out)
"""


def run_child(argv: list[str], env: dict[str, str], cwd: Path) -> dict[str, Any]:
    """Run one child to its end; return its wall, CPU (user+system) and peak RSS from wait4, and its stdout."""
    with tempfile.TemporaryFile("w+") as out, tempfile.TemporaryFile("w+") as err, \
            tempfile.NamedTemporaryFile("r", suffix=".json") as figures:
        subprocess.run([sys.executable, "-I", "-S", "-c", LAUNCHER, figures.name, *argv], stdout=out, stderr=err,
                       env=env, cwd=cwd, check=False)
        out.seek(0)
        err.seek(0)
        stdout, stderr = out.read(), err.read()
        got = json.loads(figures.read() or "{}")
    if got.get("returncode") != 0:
        shown = " ".join(a if len(a) < 80 else "<script>" for a in argv[:8])
        raise RuntimeError(f"{shown} ... exited {got.get('returncode')}: {stderr[-2000:]}")
    return {"wall_s": got["wall_s"], "cpu_s": got["cpu_s"], "peak_rss_mib": got["peak_rss_mib"], "stdout": stdout}


def pick_groups(corpus: Path, count: int) -> dict[str, int]:
    """Return ``count`` groups of the corpus spread over its sizes (largest to smallest), with their article counts."""
    sizes = json.loads((corpus / "corpus.json").read_text())["backbones"]["a"]
    ranked = sorted(sizes, key=lambda g: (-sizes[g][0], g))
    if count >= len(ranked):
        chosen = ranked
    else:
        chosen = [ranked[round(k * (len(ranked) - 1) / max(1, count - 1))] for k in range(count)]
    return {g: sizes[g][0] for g in chosen}


def prepare_template(tree: Tree, admin: Any, name: str, knobs: dict[str, str], cwd: Path) -> list[str]:
    """Create a database migrated by the tree's own CLI, with the knobs set: each round copies it.

    Return the knobs the tree refused (an older tree lacks a newer knob: it runs without it).
    """
    from usenet_ops.devtools import localservices

    dsn = localservices.create_database(admin.url, name)
    run_child(tree.cli("db", "migrate", "--dsn", dsn), tree.env, cwd)
    refused = []
    for knob, value in knobs.items():
        try:
            run_child(tree.cli("settings", "set", "--dsn", dsn, knob, value), tree.env, cwd)
        except RuntimeError:
            refused.append(knob)
    return refused


def copy_database(admin: Any, template: str, name: str) -> str:
    import psycopg

    from usenet_ops.devtools import localservices

    with psycopg.connect(admin.url, autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        conn.execute(f'CREATE DATABASE "{name}" TEMPLATE "{template}"')
    return localservices.with_database(admin.url, name)


def one_round(tree: Tree, admin: Any, template: str, name: str, url: str, groups: list[str], cwd: Path,
              staged: Callable[[str], None] | None = None) -> dict[str, dict[str, Any]]:
    """Run the four passes of one tree in a fresh copy of its template; return each pass's figures.

    ``staged`` is called with the database's DSN between the crawls and the build (the load baseline).
    """
    from usenet_ops.devtools import localservices

    dsn = copy_database(admin, template, name)
    try:
        crawl = tree.cli("crawl", "run", "--dsn", dsn, f"{url}?compression=off", "--json",
                         *(a for g in groups for a in ("--group", g)))
        build = tree.cli("build", "run", "--dsn", dsn, "--json")
        out: dict[str, dict[str, Any]] = {}
        for pass_name, argv in (("crawl", crawl), ("crawl_noop", crawl), ("build", build), ("build_noop", build)):
            if pass_name == "build" and staged is not None:
                staged(dsn)
            got = run_child(argv, tree.env, cwd)
            lines = [json.loads(x) for x in got.pop("stdout").splitlines() if x.startswith("{")]
            if pass_name.startswith("crawl"):
                got["articles"] = sum(r["articles"] for r in lines)
                # Read above crawl_headroom (since issue 17): covered once settled by Date, else read again next pass.
                got["above_headroom"] = sum(r.get("settled", 0) + r.get("unsettled", 0) for r in lines)
                got["groups"] = len(lines)
            else:
                got["built"] = lines[-1]["built"] if lines else 0
            out[pass_name] = got
        return out
    finally:
        localservices.drop_database(admin.url, name)


def read_baseline(url: str, groups: list[str], batch: int, env: dict[str, str], cwd: Path) -> dict[str, Any]:
    """Read the groups' OVER ranges in a fresh process (this checkout's client) and throw them away."""
    read = run_child([sys.executable, "-c", READ_SCRIPT, url, str(batch), *groups], env, cwd)
    read["lines"] = int(read.pop("stdout"))
    return read


def load_baseline(dsn: str, env: dict[str, str], cwd: Path) -> dict[str, Any]:
    """Copy every staging table out in a fresh process (what the build has to read)."""
    load = run_child([sys.executable, "-c", LOAD_SCRIPT, dsn], env, cwd)
    load["bytes"] = int(load.pop("stdout"))
    return load


def median_figures(rounds: list[dict[str, Any]]) -> dict[str, Any]:
    """Return per-key medians of a list of figure dicts (rounded), and the least CPU and wall of any round.

    On a shared machine other jobs only ever add to a process's time, so the
    least of the rounds is the steadiest view of what the pass itself costs.
    """
    out = {k: round(statistics.median(r[k] for r in rounds), 3) for k in rounds[0]}
    for k in ("cpu_s", "wall_s"):
        out[f"{k}_min"] = round(min(r[k] for r in rounds), 3)
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--articles", type=int, default=360_000, help="corpus size to generate (default 360,000)")
    parser.add_argument("--corpus", type=Path, default=None, help="serve this corpus instead of generating one")
    parser.add_argument("--groups", type=int, default=4, help="groups crawled, spread over the corpus's sizes")
    parser.add_argument("--group", action="append", default=[], metavar="G", help="crawl these groups instead")
    parser.add_argument("--rounds", type=int, default=3, help="measured rounds (medians)")
    parser.add_argument("--warmup", type=int, default=1, help="rounds run first and not counted (page cache, pycs)")
    parser.add_argument("--against", type=Path, action="append", default=[], metavar="DIR",
                        help="also run every pass with the checkout DIR (its DIR/.venv), interleaved (repeatable)")
    parser.add_argument("--bytecode", choices=("as-is", "cached"), default="as-is",
                        help="as-is: the children inherit this environment (PYTHONDONTWRITEBYTECODE and all); "
                             "cached: each tree's .pyc files in a private PYTHONPYCACHEPREFIX, written by the warm-up")
    parser.add_argument("--headroom", default="0",
                        help="crawl_headroom knob (default 0: every tree reads every article; 'shipped' keeps the "
                             "shipped default, under which code since issue 17 also reads the newest "
                             "crawl_headroom articles of each group that older code left for a later pass)")
    parser.add_argument("--knob", action="append", default=[], metavar="NAME=VALUE",
                        help="set another knob in every tree's databases (repeatable; a tree that lacks it runs "
                             "without it, and the output says so)")
    args = parser.parse_args()
    if args.bytecode == "cached" and args.warmup < 1:
        parser.error("--bytecode cached needs --warmup >= 1 (the warm-up writes the .pyc files)")

    from bench.crawl_ingest import news_server
    from usenet_ops.devtools import localservices

    scratch = Path(tempfile.mkdtemp(prefix="bench-crawl-process-"))
    cwd = scratch / "cwd"  # children start outside any checkout: each imports its own tree's package
    cwd.mkdir()
    trees = [Tree("this", sys.executable, dict(os.environ))]
    for other in args.against:
        python = other / ".venv" / "bin" / "python"
        if not python.exists():
            parser.error(f"{python} does not exist: --against takes a checkout with its .venv (`make install` there)")
        tag = other.resolve().name
        if tag in {t.tag for t in trees}:
            parser.error(f"two trees would be named {tag!r}: give checkouts with different directory names")
        trees.append(Tree(tag, str(python), dict(os.environ)))
    for tree in trees:
        if args.bytecode == "cached":
            tree.env.pop("PYTHONDONTWRITEBYTECODE", None)
            tree.env["PYTHONPYCACHEPREFIX"] = str(scratch / f"pyc-{tree.tag}")
    corpus = args.corpus
    if corpus is None:
        corpus = scratch / "corpus"
        subprocess.run([sys.executable, "-m", "usenet_ops.cli.main", "corpus", "generate", "--articles",
                        str(args.articles), "--seed", "7", "--out", str(corpus)], check=True, stdout=subprocess.DEVNULL)
    if args.group:
        sizes = json.loads((corpus / "corpus.json").read_text())["backbones"]["a"]
        chosen = {g: sizes[g][0] for g in args.group}
    else:
        chosen = pick_groups(corpus, args.groups)
    corpus_articles = json.loads((corpus / "corpus.json").read_text())["articles"]
    knobs = {"max_articles_per_group": "1000000000"}  # the first pass reads each group whole
    if args.headroom != "shipped":
        knobs["crawl_headroom"] = str(args.headroom)
    for item in args.knob:
        name, sep, value = item.partition("=")
        if not sep or not name:
            parser.error(f"--knob {item!r} is not NAME=VALUE")
        knobs[name] = value

    admin = localservices.find_or_start_postgres(None, scratch)
    token = secrets.token_hex(3)
    templates = {t.tag: f"bench_cp_{token}_{t.tag}_tmpl" for t in trees}
    made = list(templates.values())
    refused: dict[str, list[str]] = {}
    figures: dict[str, list[dict[str, dict[str, Any]]]] = {t.tag: [] for t in trees}
    base_rounds: list[dict[str, Any]] = []
    try:
        for tree in trees:
            refused[tree.tag] = prepare_template(tree, admin, templates[tree.tag], knobs, cwd)
        batch = 3000  # the shipped batch knob: the read baseline asks the same ranges
        with news_server(0, corpus=corpus) as url:
            for i in range(args.warmup + args.rounds):
                # Rotate which tree goes first, so drift on a shared machine hits every side alike.
                order = trees[i % len(trees):] + trees[:i % len(trees)]
                this_round = {}
                base = {"read": read_baseline(url, list(chosen), batch, trees[0].env, cwd)}

                def load(dsn: str, base: dict[str, Any] = base) -> None:  # this checkout's staged rows, pre-build
                    base["load"] = load_baseline(dsn, trees[0].env, cwd)

                for tree in order:
                    name = f"bench_cp_{token}_{tree.tag}_{i}"
                    this_round[tree.tag] = one_round(tree, admin, templates[tree.tag], name, url, list(chosen), cwd,
                                                     staged=load if tree.tag == "this" else None)
                if i >= args.warmup:
                    for tag, got in this_round.items():
                        figures[tag].append(got)
                    base_rounds.append(base)
    finally:
        for name in made:
            localservices.drop_database(admin.url, name)
        admin.stop()
        shutil.rmtree(scratch, ignore_errors=True)

    def per_round_ratio(num: tuple[str, str, str], den: tuple[str, str, str] | tuple[str, str]) -> float:
        values = []
        for k in range(args.rounds):
            n = figures[num[0]][k][num[1]][num[2]]
            d = (base_rounds[k][den[0]][den[1]] if len(den) == 2
                 else figures[den[0]][k][den[1]][den[2]])  # type: ignore[misc]
            values.append(n / d if d else float("nan"))
        return round(statistics.median(values), 3)

    result: dict[str, Any] = {
        "corpus_articles": corpus_articles,
        "groups": chosen, "rounds": args.rounds, "warmup": args.warmup, "bytecode": args.bytecode,
        "dont_write_bytecode": bool(os.environ.get("PYTHONDONTWRITEBYTECODE")) and args.bytecode == "as-is",
        "knobs": knobs, "knobs_refused": {t: k for t, k in refused.items() if k},
        "baseline": {"read": median_figures([b["read"] for b in base_rounds]),
                     "load": median_figures([b["load"] for b in base_rounds])},
        "trees": {t.tag: t.python for t in trees},
        "passes": {},
    }
    for tree in trees:
        mine = result["passes"][tree.tag] = {p: median_figures([r[p] for r in figures[tree.tag]]) for p in PASSES}
        crawl = mine["crawl"]
        crawl["us_cpu_per_article"] = round(1e6 * crawl["cpu_s"] / crawl["articles"], 2) if crawl["articles"] else None
    ratios: dict[str, float] = {}
    for tree in trees:
        prefix = "" if tree.tag == "this" else f"{tree.tag}_"
        for what in ("cpu_s", "peak_rss_mib"):
            ratios[f"{prefix}crawl_{what}_vs_read"] = per_round_ratio((tree.tag, "crawl", what), ("read", what))
            ratios[f"{prefix}build_{what}_vs_load"] = per_round_ratio((tree.tag, "build", what), ("load", what))
    for tree in trees[1:]:
        for p in PASSES:
            for what in ("cpu_s", "wall_s", "peak_rss_mib"):
                ratios[f"{p}_{what}_this_vs_{tree.tag}"] = per_round_ratio(("this", p, what), (tree.tag, p, what))
    result["ratios"] = ratios
    result["per_round"] = {tag: [{p: {k: round(v, 3) for k, v in r[p].items()} for p in PASSES} for r in figures[tag]]
                           for tag in figures}
    print(json.dumps(result, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
