"""Imports point down only (ARCHITECTURE.md, "Layers").

Every module of the package is parsed and every import it makes is checked,
including imports inside functions and under ``TYPE_CHECKING``: a lazy
import is still a dependency, it only hides it from a quick read.

The order, bottom up: ``domain`` (pure) -> ``nntp`` and ``store`` (siblings:
neither imports the other) -> ``passes`` -> ``adapters`` (Airflow) and
``api`` (Flask, never Airflow; siblings) -> ``cli``. The package root
(``__version__``), the optional C extension and the settings' definitions sit
beside ``domain``. ``corpus`` and ``newsserver`` are the synthetic news
server; ``devtools`` (demo, throwaway services) is developer tooling that no
runtime module imports.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[3] / "plugins" / "usenet_ops"

# Importable from every layer.
BASE = {"usenet_ops", "fastpath", "_overview_scan", "settings"}

ALLOWED: dict[str, set[str]] = {
    "domain": {"domain"},
    "nntp": {"nntp", "domain"},
    "store": {"store", "domain"},
    "passes": {"passes", "store", "nntp", "domain"},
    "adapters": {"adapters", "passes", "store", "nntp", "domain"},
    "api": {"api", "store", "domain"},
    "corpus": {"corpus", "domain"},
    "newsserver": {"newsserver", "corpus", "domain"},
    "cli": {"cli", "adapters", "api", "passes", "store", "nntp", "domain", "corpus", "newsserver"},
    "devtools": {"devtools", "cli", "adapters", "api", "passes", "store", "nntp", "domain", "corpus", "newsserver"},
}


def _layer(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else "usenet_ops"


def _module_name(path: Path) -> str:
    rel = path.relative_to(PACKAGE.parent).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _imports(path: Path, source: str | None = None) -> list[tuple[int, str]]:
    """Return (line, imported module) for every import of usenet_ops in a file, at any depth."""
    module = _module_name(path)
    package = module if path.name == "__init__.py" else module.rsplit(".", 1)[0]
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(path.read_text() if source is None else source, str(path))):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            found.append((node.lineno, target))
            # ``from usenet_ops import store`` imports the subpackage itself.
            if target == "usenet_ops":
                found += [(node.lineno, f"usenet_ops.{alias.name}") for alias in node.names
                          if (PACKAGE / alias.name).is_dir() or (PACKAGE / f"{alias.name}.py").is_file()]
    return [(line, name) for line, name in found if name == "usenet_ops" or name.startswith("usenet_ops.")]


MODULES = sorted(p for p in PACKAGE.rglob("*.py"))


def test_every_module_sits_in_a_known_layer() -> None:
    unknown = {_layer(_module_name(p)) for p in MODULES} - set(ALLOWED) - BASE
    assert not unknown, f"modules outside the layer map: {sorted(unknown)}; place them in ALLOWED"


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_imports_point_down_only(path: Path) -> None:
    layer = _layer(_module_name(path))
    allowed = ALLOWED.get(layer, set()) | BASE
    if layer in BASE - {"usenet_ops"}:
        allowed = BASE | {"domain"}
    bad = [f"line {line}: {name}" for line, name in _imports(path)
           if _layer(name) not in allowed]
    assert not bad, f"{path.relative_to(PACKAGE)} ({layer}) imports upward or sideways: {bad}"


def test_the_walker_sees_relative_function_level_and_type_checking_imports() -> None:
    source = ("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from usenet_ops.passes.crawl import X\n"
              "def f():\n    from usenet_ops import adapters, __version__\n    from ..api import app\n")
    found = {name for _, name in _imports(PACKAGE / "store" / "probe.py", source)}
    assert found == {"usenet_ops.passes.crawl", "usenet_ops", "usenet_ops.adapters", "usenet_ops.api"}
    assert {_layer(name) for name in found} - ALLOWED["store"] - BASE == {"passes", "adapters", "api"}


_SQL = re.compile(r"\b(SELECT\b[\s\S]*\bFROM|INSERT\s+INTO|UPDATE\s+\S+\s+SET|DELETE\s+FROM|CREATE\s+(TABLE|INDEX)"
                  r"|ALTER\s+TABLE|TRUNCATE)\b")
# Outside store/, only these may hold SQL: the demo's throwaway-cluster setup.
SQL_OUTSIDE_STORE_ALLOWED = {"devtools"}


def _string_constants(path: Path) -> list[tuple[int, str]]:
    return [(node.lineno, node.value) for node in ast.walk(ast.parse(path.read_text(), str(path)))
            if isinstance(node, ast.Constant) and isinstance(node.value, str)]


@pytest.mark.parametrize("path", [p for p in MODULES if _layer(_module_name(p)) not in {"store"} | SQL_OUTSIDE_STORE_ALLOWED],
                         ids=lambda p: str(p.relative_to(PACKAGE)))
def test_sql_and_psycopg_live_in_store_only(path: Path) -> None:
    sql = [f"line {line}: {text.strip()[:60]!r}" for line, text in _string_constants(path) if _SQL.search(text)]
    assert not sql, f"{path.relative_to(PACKAGE)} holds SQL; move it into a store/ function: {sql}"
    drivers = [f"line {node.lineno}" for node in ast.walk(ast.parse(path.read_text()))
               if (isinstance(node, ast.Import) and any(a.name.split(".")[0] == "psycopg" for a in node.names))
               or (isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] in {"psycopg", "psycopg_pool"})]
    assert not drivers, f"{path.relative_to(PACKAGE)} imports psycopg ({drivers}); only store/ talks to the driver"


def test_the_sql_detector_knows_sql_from_prose() -> None:
    assert _SQL.search("SELECT 1 FROM usenet.junk_rules LIMIT 1")
    assert _SQL.search("INSERT INTO usenet.errors (job) VALUES (%s)")
    assert _SQL.search("UPDATE usenet.groups SET enabled = false")
    assert not _SQL.search("select a group from the list, then update the settings")
