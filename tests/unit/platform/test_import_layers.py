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

Around that order: each third-party stack has an owning layer (THIRD_PARTY:
Airflow in adapters, Flask in api, the Postgres and Redis drivers in store),
so a layer can be run and tested without the others' stacks installed or
configured; DAG files and the files Airflow and gunicorn load by path reach
the package through one layer each, and DAG files open nothing when the
dag-processor imports them; nothing in the package imports bench, tests or
dags; no modules import each other in a cycle; and SQL is written in store/
only. Every rule has a self-test that feeds it the violation it exists for,
so none of them can pass by seeing nothing.
"""

from __future__ import annotations

import ast
import functools
import re
import sys
from collections import deque
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
PACKAGE = ROOT / "plugins" / "usenet_ops"
STDLIB = frozenset(sys.stdlib_module_names) | {"__future__"}

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

# Third-party packages that belong to one layer: top-level import name -> the layers that may import it, at any
# depth. Packages not listed (lxml, zstandard, cryptography: parsers and codecs) serve whichever layer parses.
THIRD_PARTY: dict[str, set[str]] = {
    # Airflow runs the DAGs; only the adapters know it (dags/ and the plugin entry: DAG_IMPORTS, ENTRY_FILES).
    "airflow": {"adapters"},
    "pendulum": {"adapters"},  # Airflow's datetimes (a DAG's start_date); everything else uses datetime
    "sqlalchemy": {"adapters"},  # Airflow's metadata database (pools, runs); the indexer's database is store's psycopg
    # The Usenet view in the Airflow UI: Airflow 3 plugins mount ASGI apps, so the adapters serve it with FastAPI.
    "fastapi": {"adapters"},
    "starlette": {"adapters"},
    # The Newznab API. No Flask in adapters: the view above is the only web app Airflow serves.
    "flask": {"api"},
    "werkzeug": {"api"},
    "gunicorn": {"api", "cli"},  # api configures the server it runs under (access log); cli's `api serve` starts it
    # The drivers: store/ is the only runtime layer that talks to Postgres and Redis. devtools starts throwaway
    # Postgres and Redis for the demo and the tests, creates their databases, waits until they answer and follows
    # the demo's run in them: service plumbing that no runtime module imports.
    "psycopg": {"store", "devtools"},
    "psycopg_pool": {"store"},
    "redis": {"store", "devtools"},
    # Above the package: the benchmarks, the tests and the DAG files import it, never the other way.
    "bench": set(),
    "tests": set(),
    "conftest": set(),
    "dags": set(),
}

# What a DAG file may import, at any depth (task bodies too): the standard library, these, and the package
# through its adapters. A DAG file stays a declaration; the operators import their pass inside execute.
DAG_THIRD_PARTY = {"airflow", "pendulum"}
DAG_LAYERS = {"adapters", "usenet_ops", "settings"}
# At a DAG file's import, which the dag-processor repeats every few seconds: no driver anywhere in what it
# loads (nor store/ or passes/, where the drivers are used), and no network client in the file itself.
DRIVERS = {"psycopg", "psycopg_pool", "redis"}
NETWORK = {"socket", "ssl", "http", "urllib", "smtplib", "ftplib", "requests", "httpx"}

# The files loaded by path rather than imported from the package: third-party packages they may import
# besides the standard library, and the one layer each reaches the package through.
ENTRY_FILES: dict[Path, tuple[set[str], set[str]]] = {
    # Airflow's plugin scan, in every process; the view's app is imported on its first request.
    ROOT / "plugins" / "usenet_ops_plugin.py": ({"airflow"}, {"adapters"}),
    ROOT / "api" / "wsgi.py": (set(), {"api"}),  # gunicorn's app
    ROOT / "api" / "gunicorn.conf.py": (set(), {"api"}),  # gunicorn's settings
}


def _layer(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else "usenet_ops"


def _module_name(path: Path) -> str:
    if not path.is_relative_to(PACKAGE.parent):
        return path.stem  # a DAG file: a top-level module of the dags folder
    rel = path.relative_to(PACKAGE.parent).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


MODULES = sorted(p for p in PACKAGE.rglob("*.py"))
MODULE_PATHS = {_module_name(p): p for p in MODULES}
DAGS = sorted((ROOT / "dags").glob("*.py"))


@functools.cache
def _parse_file(path: Path) -> ast.Module:
    return ast.parse(path.read_text(), str(path))


def _parse(path: Path, source: str | None = None) -> ast.Module:
    return _parse_file(path) if source is None else ast.parse(source, str(path))


def _resolve(path: Path, nodes: Iterable[ast.AST]) -> list[tuple[int, str]]:
    """Return (line, imported module) for the import statements among nodes, relative imports made absolute.

    ``from a import b`` imports the module ``a.b`` when there is one (the package ``a`` only runs on the way),
    else the name ``b`` of ``a``: an edge to ``a``.
    """
    module = _module_name(path)
    package = module if path.name == "__init__.py" else module.rsplit(".", 1)[0]
    found: list[tuple[int, str]] = []
    for node in nodes:
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            submodules = [f"{target}.{alias.name}" for alias in node.names if f"{target}.{alias.name}" in MODULE_PATHS]
            if len(submodules) < len(node.names):
                found.append((node.lineno, target))
            found += [(node.lineno, name) for name in submodules]
    return found


def _all_imports(path: Path, source: str | None = None) -> list[tuple[int, str]]:
    """Return (line, imported module) for every import in a file, at any depth: functions, TYPE_CHECKING, all."""
    return _resolve(path, ast.walk(_parse(path, source)))


def _imports(path: Path, source: str | None = None) -> list[tuple[int, str]]:
    """Return (line, imported module) for every import of usenet_ops in a file, at any depth."""
    return [(line, name) for line, name in _all_imports(path, source)
            if name == "usenet_ops" or name.startswith("usenet_ops.")]


def _top(module: str) -> str:
    return module.split(".")[0]


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
    assert found == {"usenet_ops.passes.crawl", "usenet_ops", "usenet_ops.adapters", "usenet_ops.api.app"}
    assert {_layer(name) for name in found} - ALLOWED["store"] - BASE == {"passes", "adapters", "api"}


# Third-party stacks


def _third_party_violations(path: Path, source: str | None = None) -> list[str]:
    layer = _layer(_module_name(path))
    return [f"line {line}: {name}" for line, name in _all_imports(path, source)
            if _top(name) in THIRD_PARTY and layer not in THIRD_PARTY[_top(name)]]


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_third_party_stacks_are_imported_by_their_own_layer_only(path: Path) -> None:
    bad = _third_party_violations(path)
    assert not bad, (f"{path.relative_to(PACKAGE)} ({_layer(_module_name(path))}) imports another layer's "
                     f"third-party stack (THIRD_PARTY): {bad}")


def test_the_third_party_check_sees_lazy_type_checking_and_submodule_imports() -> None:
    source = ("from typing import TYPE_CHECKING\nimport redis\nif TYPE_CHECKING:\n    from flask import Flask\n"
              "def f():\n    import airflow.sdk\n    from psycopg import sql\n    from bench.run import main\n")
    bad = _third_party_violations(PACKAGE / "store" / "probe.py", source)
    assert bad == ["line 4: flask", "line 6: airflow.sdk", "line 8: bench.run"]
    assert _third_party_violations(PACKAGE / "cli" / "probe.py", "def f():\n    from tests.unit import x\n")


# DAG files and the entry files


def _dag_violations(path: Path, source: str | None = None) -> list[str]:
    bad = []
    for line, name in _all_imports(path, source):
        if _top(name) == "usenet_ops":
            allowed = _layer(name) in DAG_LAYERS
        else:
            allowed = _top(name) in STDLIB | DAG_THIRD_PARTY
        if not allowed:
            bad.append(f"line {line}: {name}")
    return bad


@pytest.mark.parametrize("path", DAGS, ids=lambda p: p.name)
def test_dag_files_reach_the_package_through_the_adapters_only(path: Path) -> None:
    bad = _dag_violations(path)
    assert not bad, (f"dags/{path.name} imports {bad}; a DAG file declares tasks with the adapters' operators "
                     "and dagconfig, and a task body it needs belongs in an adapters module")


def test_the_dag_check_sees_a_task_body_reaching_into_the_passes() -> None:
    source = ("from airflow.sdk import task\nfrom usenet_ops.adapters import dagconfig\nimport pendulum\n"
              "@task\ndef summarize():\n    from usenet_ops.passes.health import summarize_reports\n"
              "    import psycopg\n")
    assert _dag_violations(ROOT / "dags" / "probe.py", source) == ["line 6: usenet_ops.passes.health", "line 7: psycopg"]


def _is_type_checking(test: ast.expr) -> bool:
    return isinstance(test, ast.Name | ast.Attribute) and ast.unparse(test).endswith("TYPE_CHECKING")


def _run_at_import(statements: Iterable[ast.stmt]) -> Iterator[ast.stmt]:
    """Yield the import statements that run when their module is imported: not in functions, not under TYPE_CHECKING."""
    for stmt in statements:
        if isinstance(stmt, ast.Import | ast.ImportFrom):
            yield stmt
        elif isinstance(stmt, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        elif isinstance(stmt, ast.If) and _is_type_checking(stmt.test):
            yield from _run_at_import(stmt.orelse)
        else:  # class bodies, if/else, try/except/finally, with, loops, match: all run at import
            for field in ("body", "orelse", "finalbody"):
                yield from _run_at_import(getattr(stmt, field, []))
            for block in getattr(stmt, "handlers", []) + getattr(stmt, "cases", []):
                yield from _run_at_import(block.body)


def _loaded_at_import(path: Path, source: str | None = None) -> dict[str, str]:
    """Return every module that importing the file loads, following the package's modules, with the chain to it."""
    chains: dict[str, str] = {}
    todo: list[tuple[Path, str | None, str]] = [(path, source, path.name)]
    while todo:
        file, text, chain = todo.pop()
        for _, name in _resolve(file, _run_at_import(_parse(file, text).body)):
            parts = name.split(".")
            for depth in range(1, len(parts) + 1):  # ``import a.b.c`` runs a and a.b first
                module = ".".join(parts[:depth])
                if module not in chains:
                    chains[module] = f"{chain} -> {module}"
                    if module in MODULE_PATHS:
                        todo.append((MODULE_PATHS[module], None, chains[module]))
    return chains


def _import_time_io(path: Path, source: str | None = None) -> list[str]:
    direct = [f"line {line}: {name}" for line, name in _resolve(path, _run_at_import(_parse(path, source).body))
              if _top(name) in NETWORK | DRIVERS]
    loaded = _loaded_at_import(path, source)
    reached = [chain for module, chain in loaded.items()
               if _top(module) in DRIVERS or (_top(module) == "usenet_ops" and _layer(module) in {"store", "passes"})]
    return direct + reached


@pytest.mark.parametrize("path", DAGS, ids=lambda p: p.name)
def test_dag_files_load_no_driver_or_network_client_at_import(path: Path) -> None:
    bad = _import_time_io(path)
    assert not bad, f"dags/{path.name} loads at import (every dag-processor parse): {bad}; import it in the task"


def test_the_import_time_check_follows_the_package_and_skips_function_bodies() -> None:
    source = ("import socket\nfrom typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import redis\n"
              "from usenet_ops.store import db\ndef f():\n    import psycopg_pool\n")
    bad = _import_time_io(ROOT / "dags" / "probe.py", source)
    assert bad[0] == "line 1: socket"
    assert "probe.py -> usenet_ops.store.db -> psycopg" in bad
    assert not [chain for chain in bad if "redis" in chain or "psycopg_pool" in chain]


def test_every_entry_file_is_in_the_table() -> None:
    found = set((ROOT / "plugins").glob("*.py")) | set((ROOT / "api").glob("*.py"))
    assert found == set(ENTRY_FILES), f"place these entry files in ENTRY_FILES: {sorted(map(str, found ^ set(ENTRY_FILES)))}"


def _entry_violations(path: Path, source: str | None = None) -> list[str]:
    third_party, layers = ENTRY_FILES[path]
    return [f"line {line}: {name}" for line, name in _all_imports(path, source)
            if (_layer(name) not in layers if _top(name) == "usenet_ops" else _top(name) not in STDLIB | third_party)]


@pytest.mark.parametrize("path", sorted(ENTRY_FILES), ids=lambda p: str(p.relative_to(ROOT)))
def test_entry_files_reach_the_package_through_one_layer(path: Path) -> None:
    bad = _entry_violations(path)
    assert not bad, f"{path.relative_to(ROOT)} may import only {ENTRY_FILES[path]} (ENTRY_FILES): {bad}"


def test_the_entry_check_sees_the_plugin_import_a_pass() -> None:
    source = "async def f():\n    from usenet_ops.adapters.plugin import app\n    from usenet_ops.passes import crawl\n"
    assert _entry_violations(ROOT / "plugins" / "usenet_ops_plugin.py", source) == ["line 3: usenet_ops.passes.crawl"]


# Cycles


@functools.cache
def _graph() -> dict[str, dict[str, int]]:
    """Return module -> {package module it imports: first line}, over every import at any depth."""
    graph: dict[str, dict[str, int]] = {}
    for name, path in MODULE_PATHS.items():
        edges: dict[str, int] = {}
        for line, target in _all_imports(path):
            if target in MODULE_PATHS and target != name:
                edges.setdefault(target, line)
        graph[name] = edges
    return graph


def _cycles(graph: Mapping[str, Mapping[str, int]]) -> list[list[str]]:
    """Return, per strongly connected component of two or more modules, its shortest cycle through its first module.

    Tarjan's algorithm finds the components; a breadth-first search inside one gives the path to report.
    """
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    components: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for succ in graph.get(node, {}):
            if succ not in index:
                visit(succ)
                low[node] = min(low[node], low[succ])
            elif succ in stack:
                low[node] = min(low[node], index[succ])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                components.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    cycles = []
    for component in components:
        start, members = component[0], set(component)
        came_from: dict[str, str] = {}
        queue = deque([start])
        while start not in came_from:
            node = queue.popleft()
            for succ in sorted(graph[node]):
                if succ in members and succ not in came_from:
                    came_from[succ] = node
                    queue.append(succ)
        path = [start]
        while len(path) == 1 or path[-1] != start:
            path.append(came_from[path[-1]])
        cycles.append(path[::-1])
    return sorted(cycles)


def _describe(cycle: list[str], graph: Mapping[str, Mapping[str, int]]) -> str:
    return cycle[0] + "".join(f" -> (line {graph[a][b]}) {b}" for a, b in zip(cycle, cycle[1:], strict=False))


def _cycle_layer(module: str) -> str:
    return "base" if _layer(module) in BASE else _layer(module)


@pytest.mark.parametrize("layer", sorted(set(ALLOWED) | {"base"}))
def test_no_import_cycles_inside_a_layer(layer: str) -> None:
    """A cycle through a lazy import is still a cycle: neither module can be understood, tested or moved alone.

    The graph is the whole package's, so a cycle that crossed layers would show under each layer it touches.
    """
    graph = _graph()
    found = [_describe(cycle, graph) for cycle in _cycles(graph) if any(_cycle_layer(m) == layer for m in cycle)]
    assert not found, f"import cycles in {layer}: {found}"


def test_the_cycle_finder_reports_the_shortest_path_round_each_cycle() -> None:
    graph = {"a": {"b": 1}, "b": {"c": 2, "d": 3}, "c": {"a": 4}, "d": {"b": 5}, "e": {"a": 6}, "f": {}}
    assert _cycles(graph) == [["a", "b", "c", "a"]]
    assert _describe(["a", "b", "c", "a"], graph) == "a -> (line 1) b -> (line 2) c -> (line 4) a"
    assert _cycles({"x": {"y": 1}, "y": {}}) == []


def test_the_graph_counts_lazy_imports_and_resolves_submodules() -> None:
    source = "def f():\n    from usenet_ops.nntp import replies, NNTPClient\n    from . import protocol\n"
    found = {name for _, name in _all_imports(PACKAGE / "nntp" / "probe.py", source)}
    assert found == {"usenet_ops.nntp.replies", "usenet_ops.nntp", "usenet_ops.nntp.protocol"}


# SQL

# SQL is written with upper-case keywords here and prose is not: a case-sensitive match is what keeps
# "select a group from the list" out. Each alternative is a statement shape or a fragment one is built from.
_SQL = re.compile("|".join((
    r"\bSELECT\b[\s\S]*\bFROM\b",
    r"\bSELECT\s+(\*|\d+\b|[a-z_][\w.]*\s*\()",  # SELECT 1, SELECT count(*), SELECT pg_advisory_lock(...)
    r"\bWITH\s+(RECURSIVE\s+)?\w+\s*(\([^)]*\)\s*)?AS\s+((NOT\s+)?MATERIALIZED\s+)?\(",
    r"\bINSERT\s+INTO\b",
    r"\bUPDATE\s+\S+\s+SET\b",
    r"\bDELETE\s+FROM\b",
    r"\bMERGE\s+INTO\b",
    r"\bON\s+CONFLICT\b",
    r"\bCOPY\s+(\(\s*(SELECT|WITH|VALUES|TABLE)\b|[\w.\"]+\s*(\([^)]*\)\s*)?(FROM|TO)\b)",
    r"\b(CREATE|DROP|ALTER)\s+(OR\s+REPLACE\s+|UNIQUE\s+|TEMP(ORARY)?\s+|UNLOGGED\s+)*"
    r"(TABLE|INDEX|EXTENSION|SCHEMA|VIEW|MATERIALIZED\s+VIEW|FUNCTION|TRIGGER|SEQUENCE|TYPE|DATABASE|ROLE)\b",
    r"\bTRUNCATE\b",
    r"\bVACUUM\b(\s*\(|\s+(FULL|FREEZE|VERBOSE|ANALYZE)\b|\s+[a-z_][\w.]*\s*(;|$))",
    r"\bANALYZE\b(\s*\(|\s+VERBOSE\b|\s+[a-z_][\w.]*\s*(;|$))",
    r"\bEXPLAIN\s+(\(|ANALYZE\b|SELECT\b)",
    r"\bSET\s+(LOCAL\s+|SESSION\s+)?[a-z_][\w.]*\s*(=|TO\b)",
    r"\bLOCK\s+(TABLE\b|[a-z_][\w.]*\s+IN\s+[A-Z ]+\bMODE\b)",
    r"\b(ORDER|GROUP)\s+BY\b",
    r"\bWHERE\s+(NOT\s+)?\(?[a-z_][\w.]*\s*(=|<>|!=|<|>|@@|~|\b(IN|IS|LIKE|ILIKE|BETWEEN)\b)",
)), re.MULTILINE)
# psycopg's composition of SQL from parts: SQL wherever it is called, whatever its strings say.
_SQL_COMPOSITION = re.compile(r"(psycopg\.)?sql\.(SQL|Identifier|Literal|Placeholder|Composed)")
# Outside store/, only these may hold SQL: the demo's throwaway-cluster setup.
SQL_OUTSIDE_STORE_ALLOWED = {"devtools"}


def _string_texts(tree: ast.AST) -> list[tuple[int, str]]:
    """Return (line, text) of every string literal; an f-string as one text, each replacement field read as ``x``.

    Its constant parts alone would split ``f"SELECT {cols} FROM {table}"`` into "SELECT " and " FROM ".
    """
    parts = {id(value) for node in ast.walk(tree) if isinstance(node, ast.JoinedStr) for value in node.values}
    texts = []
    for node in ast.walk(tree):
        if isinstance(node, ast.JoinedStr):
            texts.append((node.lineno, "".join(v.value if isinstance(v, ast.Constant) else "x" for v in node.values)))
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in parts:
            texts.append((node.lineno, node.value))
    return texts


def _sql_found(path: Path, source: str | None = None) -> list[str]:
    tree = _parse(path, source)
    found = [f"line {line}: {text.strip()[:60]!r}" for line, text in _string_texts(tree) if _SQL.search(text)]
    return found + [f"line {node.lineno}: {ast.unparse(node)}" for node in ast.walk(tree)
                    if isinstance(node, ast.Attribute) and _SQL_COMPOSITION.fullmatch(ast.unparse(node))]


@pytest.mark.parametrize(
    "path", [p for p in MODULES if _layer(_module_name(p)) not in {"store"} | SQL_OUTSIDE_STORE_ALLOWED]
    + DAGS + sorted(ENTRY_FILES), ids=lambda p: str(p.relative_to(ROOT)))
def test_sql_lives_in_store_only(path: Path) -> None:
    sql = _sql_found(path)
    assert not sql, f"{path.relative_to(ROOT)} holds SQL; move it into a store/ function: {sql}"


@pytest.mark.parametrize("text", [
    "SELECT 1 FROM usenet.junk_rules LIMIT 1",
    "SELECT count(*)",
    "SELECT pg_advisory_xact_lock(%s)",
    "WITH RECURSIVE due(id) AS (VALUES (1))",
    "WITH due AS MATERIALIZED (",
    "INSERT INTO usenet.errors (job) VALUES (%s)",
    "INSERT INTO releases_archive SELECT * FROM releases",
    "UPDATE usenet.groups SET enabled = false",
    "DELETE FROM parts p USING releases r WHERE p.release_id = r.id",
    "MERGE INTO releases r USING staged s ON r.id = s.id",
    " ON CONFLICT (message_id) DO NOTHING",
    "COPY staging_parts (group_id, number) FROM STDIN",
    "COPY (SELECT 1) TO STDOUT",
    "CREATE EXTENSION IF NOT EXISTS pg_trgm",
    "CREATE UNIQUE INDEX CONCURRENTLY releases_hash ON releases (content_hash)",
    "DROP TABLE IF EXISTS staging_parts",
    "ALTER TABLE releases ADD COLUMN tags text[]",
    "TRUNCATE staging_parts",
    "VACUUM (ANALYZE) usenet.parts",
    "VACUUM usenet.parts",
    "ANALYZE usenet.releases",
    "EXPLAIN (FORMAT JSON) SELECT 1",
    "SET LOCAL statement_timeout = '5s'",
    "SET LOCAL lock_timeout TO 1000",
    "LOCK TABLE usenet.releases IN SHARE ROW EXCLUSIVE MODE",
    "LOCK releases IN ACCESS EXCLUSIVE MODE",
    " ORDER BY posted DESC",
    " WHERE group_id = %s",
])
def test_the_sql_detector_finds_each_statement_shape(text: str) -> None:
    assert _SQL.search(text)


@pytest.mark.parametrize("text", [
    "select a group from the list, then update the settings",
    "copy the file from the server",
    "delete from the list what the rules reject and insert into the catalogue what they keep",
    "with the lock held, set the knob to 5 where the group is new; order by size, group by poster",
    "VACUUM and ANALYZE run on autovacuum's schedule",
    "LOCK: the build's advisory lock is held",
    "rows for a COPY (``store.catalogue.copy_rows``)",
    "SELECT the provider with --provider",
    "explain the plan; analyze the result",
])
def test_the_sql_detector_leaves_prose_alone(text: str) -> None:
    assert not _SQL.search(text)


def test_the_sql_check_reads_f_strings_whole_and_sees_psycopg_composition() -> None:
    source = ('def f(conn, cols, table):\n    conn.execute(f"SELECT {cols} FROM {table}")\n'
              '    conn.execute(f"VACUUM {table}")\n'
              '    return sql.SQL(", ").join(map(sql.Identifier, cols))\n')
    assert sorted(_sql_found(PACKAGE / "passes" / "probe.py", source)) == [
        "line 2: 'SELECT x FROM x'", "line 3: 'VACUUM x'", "line 4: sql.Identifier", "line 4: sql.SQL"]
