"""bench.rebuild_sim_airflow's short mode: backfill partitions through Airflow + Celery, state equal to the manifest.

CI asserts it runs and what it staged and built matches the synthetic
manifest of every group's whole range; never a figure.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.airflow


def test_rebuild_sim_airflow_short_mode_maps_partitions_on_celery_and_matches_the_manifest() -> None:
    out = subprocess.run([sys.executable, "-m", "bench.rebuild_sim_airflow", "--connections", "2", "--depth", "6000",
                          "--partition", "1500", "--no-baseline", "--sample", "3", "--duration", "600"],
                         cwd=ROOT, capture_output=True, text=True, timeout=1500, check=False)
    assert out.returncode == 0, out.stderr[-3000:]
    result = json.loads(out.stdout)["airflow"]
    assert result["dag_run"] == "success"
    assert result["crawl_range_tasks"].get("success", 0) >= 4  # 6,000 articles in 1,500-article partitions, 2 groups
    assert "CeleryExecutor" in result["executor"]
    verdict = result["verdict"]
    assert verdict["passed"] and verdict["lost"] == 0 and verdict["unexpected"] == 0
    assert verdict["releases_expected"] > 10 and verdict["releases_built"] > 0
    assert result["lines"] >= 2 * 6000 * 0.9  # the backfill's lines are counted, not only the first pass's
    for key in ("lines_per_s", "fraction_of_ideal", "ready_sets_max", "pg_wal_mib_per_s", "cpu_s_per_million_lines"):
        assert key in result
    assert set(result["peak_rss_mib"]) >= {"worker", "airflow", "build", "server"}


def test_rebuild_sim_airflow_short_mode_on_the_rebuild_path_with_rebuilds_line_mix() -> None:
    # Issue 30's benchmark shape in small: the history as chunks (backfill_path=rebuild), settled and promoted by the
    # builder, on a corpus posting REBUILD's mix (per-article random subjects and crossposts beside the releases).
    out = subprocess.run([sys.executable, "-m", "bench.rebuild_sim_airflow", "--connections", "2", "--depth", "30000",
                          "--partition", "5000", "--no-baseline", "--sample", "3", "--duration", "600",
                          "--path", "rebuild", "--mix", "rebuild", "--settle-quiet", "3", "--pg-statements", "5"],
                         cwd=ROOT, capture_output=True, text=True, timeout=1500, check=False)
    assert out.returncode == 0, out.stderr[-3000:]
    result = json.loads(out.stdout)["airflow"]
    assert (result["path"], result["mix"], result["dag_run"]) == ("rebuild", "rebuild", "success")
    verdict = result["verdict"]
    assert verdict["passed"] and verdict["lost"] == 0 and verdict["unexpected"] == 0 and verdict["waiting"] == 0
    assert verdict["releases_expected"] > 20 and verdict["releases_built"] + verdict["rejected_by_rule"] >= \
        verdict["releases_expected"]
    # Chunks were written and the flood lines were not kept: the store is a fraction of the dense corpus's ~12 B/line.
    assert 0 < result["chunk_store_bytes_per_line"] < 8
    assert result["lines"] >= 2 * 30000 * 0.9
    # The task processes' memory together (issue 30: 50 connections in <= 4 GB) is reported beside each one's peak.
    assert result["peak_rss_total_mib"]["worker"] >= result["peak_rss_mib"]["worker"] > 0
    # Whose statements Postgres ran: the indexer's database and Airflow's, each named, the costliest listed.
    shares = result["postgres_cpu_share_by_database"]
    assert set(shares) <= {"indexer", "airflow", "other"} and shares.get("indexer", 0) > 0
    assert abs(sum(shares.values()) - 1) < 0.01
    statements = result["pg_statements"]
    assert any(db.startswith("bench_rbaf_meta_") for db in statements["ms_by_database"])
    assert 0 < len(statements["top"]) <= 5 and all(t["calls"] > 0 and t["query"] for t in statements["top"])
    assert any("rb_chunks" in t["query"] or "rb_sets" in t["query"] or "releases" in t["query"]
               for t in statements["top"])
