"""bench.crawl_process's tiny mode runs end to end, against a second tree too (CI asserts its shape, never a figure)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]


def test_crawl_process_tiny_mode_measures_every_pass_of_both_trees(tmp_path: Path) -> None:
    # A second "checkout" that is this one under another name: the bench only needs DIR/.venv/bin/python.
    other = tmp_path / "other"
    other.mkdir()
    (other / ".venv").symlink_to(Path(sys.prefix), target_is_directory=True)
    out = subprocess.run([sys.executable, "-m", "bench.crawl_process", "--articles", "3000", "--groups", "3",
                          "--rounds", "1", "--warmup", "0", "--against", str(other)],
                         cwd=ROOT, capture_output=True, text=True, timeout=900, check=False)
    assert out.returncode == 0, out.stderr[-3000:]
    result = json.loads(out.stdout)
    assert len(result["groups"]) == 3 and len(set(result["groups"].values())) == 3  # different sizes
    assert set(result["passes"]) == {"this", "other"}
    assert result["baseline"]["read"]["lines"] > 0 and result["baseline"]["load"]["bytes"] > 0
    for tree in ("this", "other"):
        figures = result["passes"][tree]
        assert figures["crawl"]["articles"] == result["baseline"]["read"]["lines"]  # crawl_headroom 0: every line
        assert figures["crawl_noop"]["articles"] == 0 and figures["build_noop"]["built"] == 0
        assert figures["build"]["built"] > 0
        for name in ("crawl", "crawl_noop", "build", "build_noop"):
            assert figures[name]["cpu_s"] > 0 and figures[name]["peak_rss_mib"] > 0 and figures[name]["wall_s"] > 0
    for key in ("crawl_cpu_s_vs_read", "crawl_peak_rss_mib_vs_read", "build_cpu_s_vs_load", "build_peak_rss_mib_vs_load",
                "crawl_cpu_s_this_vs_other", "crawl_noop_peak_rss_mib_this_vs_other", "build_wall_s_this_vs_other"):
        assert result["ratios"][key] > 0
    assert len(result["per_round"]["this"]) == 1
