"""bench.catalogue_scale's short mode runs end to end (CI asserts it runs and reports, never a figure)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]


def test_catalogue_scale_short_mode_loads_measures_and_reports() -> None:
    out = subprocess.run([sys.executable, "-m", "bench.catalogue_scale", "--releases", "3000", "--baseline", "500",
                          "--samples", "3", "--part-samples", "2", "--inserts", "200", "--years", "1",
                          "--jobs", "1", "--shared-buffers", "64MB", "--partitioned"],
                         cwd=ROOT, capture_output=True, text=True, timeout=900, check=False)
    assert out.returncode == 0, out.stderr[-3000:]
    result = json.loads(out.stdout)
    assert result["load_big"]["releases"] == 3000 and result["load_big"]["load_per_s"] > 0
    assert result["storage_big"]["releases"] == 3000
    for part in ("heap", "toast", "indexes", "total"):
        assert result["storage_big"]["per_release"][part] > 0
    kinds = {"search common word", "search rare word", "tvsearch q+season+ep", "tvsearch tvdbid+season+ep",
             "movie imdbid", "browse by cat", "get (NZB)"}
    assert kinds <= set(result["api"]) and kinds <= set(result["partitioned_api"])
    for figures in result["api"].values():
        assert figures["p99_ms"] >= figures["p50_ms"] > 0 and figures["p99_ratio"] > 0
    assert result["insert"]["releases_per_s"] > 0 and result["insert"]["baseline"]["releases_per_s"] > 0
    assert result["partitioned_build"]["partitions"] >= 12
    assert result["partitioned_insert"]["releases_per_s"] > 0
