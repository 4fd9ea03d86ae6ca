"""bench.rebuild_sim's short mode runs end to end (CI asserts it runs, never a figure)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]


def test_rebuild_sim_short_mode_crawls_builds_and_reports() -> None:
    out = subprocess.run([sys.executable, "-m", "bench.rebuild_sim", "--connections", "2", "--duration", "8",
                          "--sample", "2", "--workers", "1", "--servers", "1", "--builders", "2"],
                         cwd=ROOT, capture_output=True, text=True, timeout=600, check=False)
    assert out.returncode == 0, out.stderr[-3000:]
    result = json.loads(out.stdout)
    assert result["lines"] > 0 and result["failed_groups"] == [], result["failures"]
    assert result["releases_built"] > 0
    assert result["build"]["builders"] == 2 and result["build"]["built"] == result["releases_built"]
    for key in ("lines_per_s", "fraction_of_ideal", "ready_sets_max", "pg_wal_mib_per_s", "cpu_s_per_million_lines",
                "peak_rss_mib"):
        assert key in result
    assert set(result["peak_rss_mib"]) >= {"worker", "build", "server", "postgres"}


def test_rebuild_sim_short_mode_on_the_rebuild_path_writes_chunks_and_settling_promotes_them() -> None:
    out = subprocess.run([sys.executable, "-m", "bench.rebuild_sim", "--path", "rebuild", "--connections", "2",
                          "--duration", "6", "--sample", "2", "--workers", "1", "--servers", "1", "--partition",
                          "5000", "--settle-quiet", "1"],
                         cwd=ROOT, capture_output=True, text=True, timeout=600, check=False)
    assert out.returncode == 0, out.stderr[-3000:]
    result = json.loads(out.stdout)
    assert result["path"] == "rebuild" and result["reader"] == "backfill"
    assert result["lines"] > 5000 and result["failed_groups"] == [], result["failures"]  # more than one partition read
    storage = result["storage"]
    assert storage["chunks"] > 0 and storage["chunk_payload_bytes"] > 0 and storage["staged_segments"] == 0
    assert result["chunk_store_bytes_per_line"] > 0
    # Settling promoted what was read (the bench's build stage is settle, then build): releases come from chunks.
    # (an upload of several sets is one release: promoted counts sets)
    assert result["build"]["settle_promoted"] > 0 and 0 < result["releases_built"] <= result["build"]["settle_promoted"]
    assert storage["rb_sets_by_state"].get("promoted") == result["build"]["settle_promoted"]
    assert result["build"]["built"] == 0 and result["ready_sets_max"] == 0  # nothing went through live staging
    assert "settle" in result["builder_cpu_s_per_million_lines"] and "open_sets_max" in result
