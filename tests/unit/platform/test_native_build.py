"""The C scanner is optional, but where a compiler works a failed or stale build must not pass unnoticed.

setup.py builds it with ``optional=True`` so an install without a compiler
succeeds (the crawl then runs its pure-Python path). The price: a compile
error in plugins/usenet_ops/_native also "succeeds", silently keeping an old
in-tree module or none, and the differential tests of the scanner would then
test a stale build or skip.
"""

from __future__ import annotations

import os
import shlex
import subprocess
import sysconfig
from pathlib import Path

import pytest

from usenet_ops.domain import ingest

NATIVE = Path(__file__).resolve().parents[3] / "plugins" / "usenet_ops" / "_native"
SOURCES = (NATIVE / "overview_scan.c", NATIVE / "chunk_codec.c")


def _compiler_works(tmp_path: Path) -> bool:
    cc = shlex.split(os.environ.get("CC") or sysconfig.get_config_var("CC") or "cc")
    probe = tmp_path / "probe.c"
    probe.write_text("int main(void) { return 0; }\n")
    try:
        return subprocess.run([*cc, "-c", str(probe), "-o", str(tmp_path / "probe.o")],
                              capture_output=True, timeout=60).returncode == 0
    except (OSError, subprocess.TimeoutExpired):
        return False


def test_the_scanner_is_built_from_the_current_source_where_a_compiler_works(tmp_path: Path) -> None:
    if not _compiler_works(tmp_path):
        pytest.skip("no working C compiler: the pure-Python path is the one in use, by design")
    assert ingest.native_available(), (
        "a C compiler works but usenet_ops._overview_scan did not build: run "
        "`.venv/bin/python setup.py build_ext --inplace` to see the compile error")
    from usenet_ops import _overview_scan

    built = Path(_overview_scan.__file__).stat().st_mtime
    for source in SOURCES:
        assert built >= source.stat().st_mtime, (
            f"{_overview_scan.__file__} is older than {source.name}: the last build failed or did not run; "
            "`make install` rebuilds it (`setup.py build_ext --inplace` shows the error)")
    assert hasattr(_overview_scan, "chunk_body") and hasattr(_overview_scan, "chunk_unbody")
