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
