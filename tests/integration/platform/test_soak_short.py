"""bench.soak's short mode: every fault kind injected, then the manifest verdict (CI asserts it runs, never a figure)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]


def test_soak_short_mode_survives_every_fault_and_matches_the_manifest() -> None:
    out = subprocess.run([sys.executable, "-m", "bench.soak", "--duration", "90", "--fault-every", "12",
                          "--fault-length", "6", "--sample", "5", "--watch", "4", "--groups", "2",
                          "--post-rate", "400", "--rate", "3000", "--pass-budget", "10"],
                         cwd=ROOT, capture_output=True, text=True, timeout=900, check=False)
    result = json.loads(out.stdout)
    assert out.returncode == 0, (result.get("checks"), out.stderr[-3000:])
    # Every kind of fault happened, and the run still equals the manifest of the range it read.
    assert set(result["fault_kinds"]) == {"drop", "reject_400", "stall", "pg_restart", "worker_sigkill"}
    checks = result["checks"]
    assert checks["crawl_caught_up"] and checks["nothing_lost"] and checks["nothing_doubled"]
    assert result["releases_expected"] > 100 and result["releases_lost"] == 0 and result["releases_unexpected"] == 0
    # The faults raised alerts (recorded in usenet.errors), and every one was cleared by the end.
    assert sum(result["alerts"]["raised"].values()) >= 1 and result["alerts"]["recorded_in_usenet_errors"] >= 1
    assert result["alerts"]["open_at_end"] == [] and result["alerts"]["final_findings"] == []
    assert result["api"]["ok"] > 0 and result["api"]["errors_last_minutes"][-1] == 0
    assert result["memory_judged"] is False and checks["memory_flat"] is None  # too short to judge a slope
