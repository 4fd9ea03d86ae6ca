"""docker-compose.yaml as compose would run it: parsed, then interpolated from a .env the way compose does.

There is no Docker engine here. Compose's interpolation is small and documented
(docs.docker.com/reference/compose-file/interpolation): ``$$`` is a dollar,
``$NAME`` and ``${NAME}`` substitute, ``${NAME:-x}``/``${NAME-x}`` default,
``${NAME:?msg}``/``${NAME?msg}`` refuse, ``${NAME:+x}``/``${NAME+x}`` replace,
operands nest (``${A:-${B:?msg}}``), and only values are interpolated, never
keys. An operand is evaluated only when its operator uses it, as in compose.
"""

from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parents[3]
COMPOSE_FILE = ROOT / "docker-compose.yaml"
_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


class Refused(Exception):
    """Compose would not start: a required variable is unset or empty."""

    def __init__(self, name: str, message: str) -> None:
        super().__init__(f"required variable {name} is missing a value: {message}")
        self.name = name


def deploy_module(name: str) -> ModuleType:
    """Import deploy/<name>.py (deploy/ is a folder of scripts, not a package)."""
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, ROOT / "deploy" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def _braced_end(text: str, start: int) -> int:
    """Return the index of the '}' closing the '${' whose body starts at start."""
    depth = 1
    i = start
    while i < len(text):
        if text.startswith("$$", i):
            i += 2
            continue
        if text.startswith("${", i):
            depth += 1
            i += 2
            continue
        if text[i] == "}":
            depth -= 1
            if depth == 0:
                return i
        i += 1
    raise ValueError(f"unclosed ${{ in {text!r}")


def interpolate(text: str, env: dict[str, str]) -> str:
    """Return text with every variable substituted as compose substitutes it; raise Refused as compose refuses."""
    out: list[str] = []
    i = 0
    while i < len(text):
        if text.startswith("$$", i):
            out.append("$")
            i += 2
        elif text.startswith("${", i):
            end = _braced_end(text, i + 2)
            out.append(_braced(text[i + 2:end], env))
            i = end + 1
        elif text[i] == "$" and (m := _NAME.match(text, i + 1)):
            out.append(env.get(m.group(0), ""))
            i = m.end()
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def _braced(body: str, env: dict[str, str]) -> str:
    m = _NAME.match(body)
    if m is None:
        raise ValueError(f"not a variable: ${{{body}}}")
    name, rest = m.group(0), body[m.end():]
    value = env.get(name)
    if not rest:
        return value or ""
    for op in (":-", ":?", ":+", "-", "?", "+"):
        if rest.startswith(op):
            operand = rest[len(op):]
            present = bool(value) if op.startswith(":") else value is not None
            if op.endswith("-"):
                return value if present and value is not None else interpolate(operand, env)
            if op.endswith("?"):
                if not present:
                    raise Refused(name, interpolate(operand, env))
                return value or ""
            return interpolate(operand, env) if present else ""
    raise ValueError(f"unsupported expression ${{{body}}}")


def _walk(node: Any, env: dict[str, str]) -> Any:
    if isinstance(node, str):
        return interpolate(node, env)
    if isinstance(node, list):
        return [_walk(v, env) for v in node]
    if isinstance(node, dict):
        return {k: _walk(v, env) for k, v in node.items()}
    return node


def load(env: dict[str, str]) -> dict[str, Any]:
    """Return docker-compose.yaml as compose would run it with this .env (anchors and merges resolved)."""
    raw = yaml.safe_load(COMPOSE_FILE.read_text(encoding="utf-8"))
    result: dict[str, Any] = _walk(raw, env)
    return result


def good_env() -> dict[str, str]:
    """Return .env.example's values with every secret made by deploy/env_secrets.py, as `init` writes them."""
    env_secrets = deploy_module("env_secrets")
    text = env_secrets.filled((ROOT / ".env.example").read_text(encoding="utf-8"), {})
    values: dict[str, str] = {}
    for line in text.splitlines():
        if line.strip() and not line.startswith("#") and "=" in line:
            name, _, value = line.partition("=")
            values[name] = value
    return values
