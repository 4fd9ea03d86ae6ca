"""The crawl run's summary and check: which failures and quarantines fail the run, named."""

from __future__ import annotations

import pytest

from usenet_ops.adapters.crawl_summary import CrawlRunFailed, check_run, run_problems, summarize_crawl


def _report(group: str, **kw) -> dict:
    return {"group": group, "state": "done", "articles": 10, "staged": 8, **kw}


Q = {"id": 7, "lo": 100, "hi": 104, "articles": 3, "error": "CharacterNotInRepertoire [22021]: bad"}


def test_a_green_run_has_no_problems_and_the_check_passes() -> None:
    planned = [["a.b", "c.d"]]
    reports = [[_report("c.d"), _report("a.b")]]  # any order
    assert run_problems(["p"], planned, reports) == []
    check_run(["p"], planned, reports)


def test_a_failed_task_is_named_by_its_group_even_though_airflow_drops_it_from_the_sequence() -> None:
    planned = [["a.b", "c.d", "e.f"], ["a.b"]]
    reports = [[_report("a.b"), _report("e.f")], None]
    assert run_problems(["p1", "p2"], planned, reports) == [
        "p1 c.d: the crawl task failed (its alert and log say why)",
        "p2 a.b: the crawl task failed (its alert and log say why)"]


def test_a_failed_plan_and_a_quarantined_range_are_problems_and_the_check_raises_with_a_hint() -> None:
    planned = [None, ["x.y"]]
    reports = [None, [_report("x.y", quarantined=[Q])]]
    problems = run_problems(["p1", "p2"], planned, reports)
    assert problems == ["p1: the plan task failed, so no group was crawled",
                        "p2 x.y: articles 100-104 quarantined (3 articles, quarantine id 7): "
                        "CharacterNotInRepertoire [22021]: bad"]
    with pytest.raises(CrawlRunFailed, match="2 problem") as info:
        check_run(["p1", "p2"], planned, reports)
    assert "crawl quarantine retry --id N" in info.value.hint


def test_the_summary_counts_quarantined_ranges_only_when_there_are_some() -> None:
    assert "quarantined" not in summarize_crawl([_report("a"), None])
    assert summarize_crawl([_report("a", quarantined=[Q, Q]), _report("b")])["quarantined"] == 2


def test_a_backfill_run_fails_naming_failed_partitions_and_quarantines_but_not_busy_ones() -> None:
    from usenet_ops.adapters.crawl_summary import backfill_problems, check_backfill

    planned = [[{"group": "a.b", "block": 1, "lo": 100, "hi": 199}, {"group": "a.b", "block": 2, "lo": 200, "hi": 299},
                {"group": "c.d", "block": 1, "lo": 100, "hi": 150}]]
    ok = [[{"group": "a.b", "block": 1, "state": "done", "articles": 5},
           {"group": "a.b", "block": 2, "state": "busy", "articles": 0},
           {"group": "c.d", "block": 1, "state": "pressure", "articles": 1}]]
    assert backfill_problems(["p"], planned, ok) == []
    assert check_backfill(["p"], planned, ok)["articles"] == 6
    failed = [[{"group": "a.b", "block": 1, "state": "done", "quarantined": [Q]}]]
    problems = backfill_problems(["p"], planned, failed)
    assert len(problems) == 3
    assert "quarantine id 7" in problems[0] and "a.b 200-299: the crawl_range task failed" in problems[1]
    with pytest.raises(CrawlRunFailed, match="backfill run: 3 problem"):
        check_backfill(["p"], planned, failed)
    assert backfill_problems(["p"], [None], [None]) == ["p: the backfill plan task failed, so no partition was read"]
