"""`usenet-ops build`: the pass outside Airflow and the outcomes table; --json outputs are a contract."""

from __future__ import annotations

import datetime as dt
import json

from usenet_ops.cli.main import main
from usenet_ops.store import building


def test_build_run_json_is_the_pass_report(db, pg_dsn: str, capsys) -> None:
    assert main(["build", "run", "--dsn", pg_dsn, "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert set(report) == {"rounds", "candidates", "built", "merged", "segments", "outcomes", "ready_left", "seconds",
                           "sets_per_sec"}
    assert report["built"] == 0 and report["outcomes"] == {}


def test_build_outcomes_prints_one_json_object_per_day_and_reason(db, pg_dsn: str, capsys) -> None:
    today = dt.date.today()
    building.record_outcomes(db, {"built": (2, "A.Release"), "expired": (5, "Old.Base")}, day=today)
    building.record_outcomes(db, {"junk": (1, "spam")}, day=today - dt.timedelta(days=30))
    assert main(["build", "outcomes", "--dsn", pg_dsn, "--json"]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert lines == [{"day": today.isoformat(), "reason": "expired", "count": 5, "sample": "Old.Base",
                      "samples": ["Old.Base"]},
                     {"day": today.isoformat(), "reason": "built", "count": 2, "sample": "A.Release",
                      "samples": ["A.Release"]}]
    assert main(["build", "outcomes", "--dsn", pg_dsn, "--days", "60"]) == 0
    table = capsys.readouterr().out
    assert "expired" in table and "spam" in table


def test_build_outcomes_keeps_five_distinct_samples_and_filters_one_reason_with_its_rules(db, pg_dsn, capsys) -> None:
    for k in range(8):
        building.record_outcomes(db, {"unnamed": (1, f"hash{k % 6}"), "junk": (1, f"spam{k}"),
                                      "junk:spam_marketing": (1, f"spam{k}")})
    assert main(["build", "outcomes", "--dsn", pg_dsn, "--days", "1", "--reason", "junk", "--json"]) == 0
    lines = {r["reason"]: r for r in map(json.loads, capsys.readouterr().out.splitlines())}
    assert set(lines) == {"junk", "junk:spam_marketing"}
    assert lines["junk"]["count"] == 8 and lines["junk"]["samples"] == [f"spam{k}" for k in range(5)]
    assert main(["build", "outcomes", "--dsn", pg_dsn, "--days", "1", "--reason", "unnamed", "--samples"]) == 0
    out = capsys.readouterr().out
    assert out.count("unnamed: hash") == 5 and "spam" not in out


def test_build_failures_lists_retrying_and_rejected_sets_with_their_reasons(db, pg_dsn: str, capsys) -> None:
    building.record_failures(db, [("s1", "alt.binaries.a", "Bug.Base", "parse_error", "KeyError: 'x' at tags.py:10")],
                             reject_at=3)
    building.record_failures(db, [("s2", "alt.binaries.b", "Evil\x00.Base", "catalogue_refused", "23514: check")],
                             reject_at=1)
    assert main(["build", "failures", "--dsn", pg_dsn, "--json"]) == 0
    rows = {r["set_id"]: r for r in map(json.loads, capsys.readouterr().out.splitlines())}
    assert set(rows) == {"s1", "s2"}
    assert rows["s1"]["rejected_at"] is None and rows["s1"]["attempts"] == 1 and "KeyError" in rows["s1"]["detail"]
    assert rows["s2"]["rejected_at"] is not None and rows["s2"]["base"] == "Evil.Base"
    assert set(rows["s1"]) == {"set_id", "group", "base", "reason", "detail", "attempts", "first_failed",
                               "last_failed", "rejected_at"}
    assert main(["build", "failures", "--rejected", "--dsn", pg_dsn]) == 0
    table = capsys.readouterr().out
    assert "Evil.Base" in table and "Bug.Base" not in table and "rejected" in table
