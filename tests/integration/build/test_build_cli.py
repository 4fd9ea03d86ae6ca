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
    assert lines == [{"day": today.isoformat(), "reason": "expired", "count": 5, "sample": "Old.Base"},
                     {"day": today.isoformat(), "reason": "built", "count": 2, "sample": "A.Release"}]
    assert main(["build", "outcomes", "--dsn", pg_dsn, "--days", "60"]) == 0
    table = capsys.readouterr().out
    assert "expired" in table and "spam" in table
