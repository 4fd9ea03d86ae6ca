"""Run pytest with an AddressSanitizer build of the C scanner (and chunk codec) in place of the normal one (`make asan`).

Usage: python tests/run_with_asan.py PATH_TO_ASAN_SO [pytest args...], with
libasan preloaded (the Makefile does it). The instrumented module is put in
sys.modules under the scanner's name before anything imports it, so every
test runs the checked build; the run fails if it is not the one in use.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

# The repository's root, as pytest's own runs have it: test modules import shared strategies as tests.unit....
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def main(argv: list[str]) -> int:
    spec = importlib.util.spec_from_file_location("usenet_ops._overview_scan", argv[0])
    if spec is None or spec.loader is None:
        print(f"cannot load {argv[0]}", file=sys.stderr)
        return 2
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    sys.modules["usenet_ops._overview_scan"] = module
    import pytest

    from usenet_ops import fastpath

    if fastpath.scanner is not module:
        print("the AddressSanitizer build is not the scanner in use", file=sys.stderr)
        return 2
    return int(pytest.main(argv[1:]))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
