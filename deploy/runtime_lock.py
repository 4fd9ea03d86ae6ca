"""Print requirements.lock without the test tools and what only they need: the production image's lock.

    python deploy/runtime_lock.py requirements.lock > runtime.lock

Why filter one lock rather than keep two: `make lock` compiles one hash-pinned
lock from requirements.in, and the development venv and the image must run the
same versions of everything they share. The test tools (pyproject's `test`
extra) and uv are listed in requirements.in beside the runtime; the image
installs none of them. A package stays when a runtime requirement reaches it:
uv's `# via` annotations name, for each package, every package that requires
it, so the runtime set is everything reachable from the runtime roots.

Standard library only: it runs in the image's build before anything is installed.
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

# requirements.in's development tools: the `test` extra of pyproject.toml, and uv (which builds the venv).
DEV_TOOLS = frozenset({"pytest", "pytest-xdist", "hypothesis", "selenium", "mypy", "ruff", "uv"})
ROOT_MARK = "-r requirements.in"
_REQUIREMENT = re.compile(r"^([A-Za-z0-9][A-Za-z0-9._-]*)(?:\[[^\]]*\])?==")


def canonical(name: str) -> str:
    """Return the package name as PEP 503 compares it."""
    return re.sub(r"[-_.]+", "-", name).lower()


@dataclass
class Block:
    """One package of the lock: its lines (requirement, hashes, comments) and who requires it."""

    name: str
    lines: list[str] = field(default_factory=list)
    via: set[str] = field(default_factory=set)


def parse(text: str) -> tuple[list[str], list[Block]]:
    """Return the lock's header lines and its packages, in order."""
    header: list[str] = []
    blocks: list[Block] = []
    in_via = False
    for line in text.splitlines():
        match = _REQUIREMENT.match(line)
        if match:
            blocks.append(Block(canonical(match.group(1)), [line]))
            in_via = False
            continue
        if not blocks:
            header.append(line)
            continue
        block = blocks[-1]
        block.lines.append(line)
        comment = line.strip().removeprefix("#").strip()
        if line.strip().startswith("# via"):
            rest = comment.removeprefix("via").strip()
            in_via = not rest
            if rest:
                block.via.add(rest if rest == ROOT_MARK else canonical(rest))
        elif in_via and line.strip().startswith("#") and comment:
            block.via.add(comment if comment == ROOT_MARK else canonical(comment.split()[0]))
        else:
            in_via = False
    return header, blocks


def runtime(blocks: list[Block]) -> list[Block]:
    """Return the packages a runtime root reaches: roots from requirements.in that are no dev tool, and so on."""
    keep = {b.name for b in blocks if ROOT_MARK in b.via and b.name not in DEV_TOOLS}
    changed = True
    while changed:
        changed = False
        for b in blocks:
            if b.name not in keep and b.name not in DEV_TOOLS and b.via & keep:
                keep.add(b.name)
                changed = True
    return [b for b in blocks if b.name in keep]


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print("usage: runtime_lock.py requirements.lock > runtime.lock", file=sys.stderr)
        return 2
    header, blocks = parse(Path(argv[1]).read_text(encoding="utf-8"))
    kept = runtime(blocks)
    dropped = sorted(b.name for b in blocks if b not in kept)
    out = [*header, f"# Runtime only (deploy/runtime_lock.py): {len(dropped)} development packages left out."]
    for b in kept:
        out.extend(b.lines)
    sys.stdout.write("\n".join(out) + "\n")
    print(f"runtime lock: {len(kept)} packages kept, {len(dropped)} left out: {', '.join(dropped)}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
