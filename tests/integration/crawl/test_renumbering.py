"""A renumbered group (ADR 0008): marked, alerted, never read silently, resumed by an operator's reset.

The news server renumbers a group live (``Faults.renumber``): the crawl
reads the group under one numbering, the server moves it, the next pass
must stop and say so, the other groups go on, and `usenet-ops groups
reset-watermark` resumes it.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest
from airflow.sdk.exceptions import AirflowFailException
from staging_view import backend_of

from usenet_ops.adapters import alerts
from usenet_ops.adapters.operators import CrawlGroupOperator
from usenet_ops.cli.main import main
from usenet_ops.nntp.pool import Pool
from usenet_ops.nntp.provider import ProviderConfig
from usenet_ops.passes import compose, crawl
from usenet_ops.passes.crawl import CrawlState
from usenet_ops.store import crawl_state

OLD = 10_000  # the offset of the numbering the group had before the server reset it


def _run(db, server, group: str) -> crawl.GroupReport:  # type: ignore[no-untyped-def]
    provider = ProviderConfig.from_url(server.url, backbone="a")
    target = crawl.CrawlTarget(provider=provider.redacted_url(), backbone="a", group=group,
                               indexed_groups=compose.indexed_groups(db))
    with Pool(provider) as pool:
        return crawl.crawl_group(target, conn=db, pool=pool, settings=compose.load_settings(db),
                                 filters=compose.load_filters(db), owner="test",
                                 staging=backend_of(db))


def _state(db, group: str) -> dict:  # type: ignore[no-untyped-def]
    return db.execute("SELECT * FROM usenet.group_state WHERE backbone = 'a' AND group_name = %s", (group,)).fetchone()


def _last_pass(db, group: str) -> dict:  # type: ignore[no-untyped-def]
    return db.execute("SELECT state, articles, message FROM usenet.crawl_passes WHERE group_name = %s "
                      "ORDER BY id DESC LIMIT 1", (group,)).fetchone()


def _overs(server) -> int:  # type: ignore[no-untyped-def]
    return server.faults.counters["cmd.OVER"] + server.faults.counters["cmd.XOVER"]


def _two_groups(crawl_corpus, corpus_groups) -> tuple[str, str]:  # type: ignore[no-untyped-def]
    corpus = crawl_corpus[0]
    by_size = sorted(corpus_groups, key=lambda g: -corpus.group_bounds("a", g)[0])
    return by_size[0], by_size[1]


def test_a_group_renumbered_down_stops_alerts_every_pass_and_the_others_go_on(crawl_db, crawl_corpus, corpus_groups,
                                                                            server_a) -> None:
    group, other = _two_groups(crawl_corpus, corpus_groups)
    count, low, high = crawl_corpus[0].group_bounds("a", group)
    server_a.faults.renumber[group] = OLD
    first = _run(crawl_db, server_a, group)
    assert first.state is CrawlState.DONE and first.staged > 0
    watermark = _state(crawl_db, group)["next_article"] - 1
    assert watermark == high + OLD
    coverage_before = crawl_state.coverage(crawl_db, "a", group)

    server_a.faults.renumber[group] = 0  # the server renumbers: its high drops far below our watermark
    overs = _overs(server_a)
    with pytest.raises(crawl.GroupRenumbered) as caught:
        _run(crawl_db, server_a, group)
    assert f"high water mark {high} is below the last article we read ({watermark})" in str(caught.value)
    assert f"reset-watermark {group} --backbone a" in caught.value.hint
    assert _overs(server_a) == overs, "nothing is read from a renumbered group"
    state = _state(crawl_db, group)
    assert state["renumbered_reason"] == "high_below_watermark" and state["next_article"] == watermark + 1
    assert state["renumbered_evidence"]["server_high"] == high and state["server_high"] == high
    assert crawl_state.coverage(crawl_db, "a", group) == coverage_before
    assert _last_pass(crawl_db, group)["state"] == "renumbered"

    # The other groups are not affected.
    assert _run(crawl_db, server_a, other).state is CrawlState.DONE

    # Every later pass alerts again, reads nothing, keeps the first detection.
    overs = _overs(server_a)
    with pytest.raises(crawl.GroupRenumbered, match="marked renumbered since"):
        _run(crawl_db, server_a, group)
    assert _overs(server_a) == overs
    assert _state(crawl_db, group)["renumbered_at"] == state["renumbered_at"]


def test_reset_watermark_resumes_the_group_under_its_new_numbering(crawl_db, crawl_corpus, corpus_groups, server_a,
                                                                  pg_dsn, capsys) -> None:
    group, _ = _two_groups(crawl_corpus, corpus_groups)
    count, low, high = crawl_corpus[0].group_bounds("a", group)
    server_a.faults.renumber[group] = OLD
    staged_first = _run(crawl_db, server_a, group).staged
    server_a.faults.renumber[group] = 0
    with pytest.raises(crawl.GroupRenumbered):
        _run(crawl_db, server_a, group)
    fence = _state(crawl_db, group)["fence_token"]

    assert main(["groups", "renumbered", "--json", "--dsn", pg_dsn]) == 0
    listed = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [(r["backbone"], r["group"], r["reason"]) for r in listed] == [("a", group, "high_below_watermark")]
    assert main(["groups", "renumbered", "--dsn", pg_dsn]) == 0
    table = capsys.readouterr().out
    assert group in table and "high_below_watermark" in table and "reset-watermark" in table

    assert main(["groups", "reset-watermark", group, "--backbone", "a", "--yes", "--json", "--dsn", pg_dsn]) == 0
    reset = json.loads(capsys.readouterr().out)
    assert reset == {"backbone": "a", "group": group, "previous_next_article": high + OLD + 1, "next_article": None,
                     "was_renumbered": True, "renumbered_reason": "high_below_watermark", "coverage_removed": 1,
                     "server_low": low, "server_high": high}
    state = _state(crawl_db, group)
    assert state["renumbered_at"] is None and state["fence_token"] == fence + 1
    assert crawl_state.coverage(crawl_db, "a", group) == []

    again = _run(crawl_db, server_a, group)
    assert again.state is CrawlState.DONE and again.articles == first_articles(crawl_corpus, group)
    assert again.staged == 0 and again.duplicates > 0, "the same articles under new numbers: staging dedups them"
    assert staged_first > 0
    assert _state(crawl_db, group)["next_article"] == high + 1
    assert crawl_state.coverage(crawl_db, "a", group) == [(low, high)]
    assert main(["groups", "renumbered", "--dsn", pg_dsn]) == 0
    assert "no group is marked renumbered" in capsys.readouterr().out


def first_articles(crawl_corpus, group: str) -> int:  # type: ignore[no-untyped-def]
    return crawl_corpus[0].group_bounds("a", group)[0]


def test_reset_watermark_to_n_resumes_after_article_n(crawl_db, crawl_corpus, corpus_groups, server_a, pg_dsn,
                                                      capsys) -> None:
    group, _ = _two_groups(crawl_corpus, corpus_groups)
    count, low, high = crawl_corpus[0].group_bounds("a", group)
    server_a.faults.renumber[group] = OLD
    _run(crawl_db, server_a, group)
    server_a.faults.renumber[group] = 0
    with pytest.raises(crawl.GroupRenumbered):
        _run(crawl_db, server_a, group)
    middle = (low + high) // 2
    assert main(["groups", "reset-watermark", group, "--backbone", "a", "--to", str(middle), "--yes",
                 "--dsn", pg_dsn]) == 0
    assert f"next article {high + OLD + 1} -> article {middle + 1}" in capsys.readouterr().out
    again = _run(crawl_db, server_a, group)
    assert again.state is CrawlState.DONE
    assert again.articles == len(crawl_corpus[0].numbers_in_range("a", group, middle + 1, high))
    assert crawl_state.coverage(crawl_db, "a", group) == [(middle + 1, high)]


def test_reset_watermark_asks_for_confirmation_and_refuses_what_it_cannot_do(crawl_db, crawl_corpus, corpus_groups,
                                                                            server_a, pg_dsn, capsys,
                                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    group, _ = _two_groups(crawl_corpus, corpus_groups)
    _run(crawl_db, server_a, group)
    before = _state(crawl_db, group)["next_article"]
    # Not a terminal and no --yes: refused, nothing changed.
    assert main(["groups", "reset-watermark", group, "--backbone", "a", "--to", "5", "--dsn", pg_dsn]) == 1
    assert "--yes" in capsys.readouterr().err
    # A terminal that answers no: nothing changed; yes: reset.
    monkeypatch.setattr(sys.stdin, "isatty", lambda: True)
    monkeypatch.setattr("builtins.input", lambda prompt: "n")
    assert main(["groups", "reset-watermark", group, "--backbone", "a", "--to", "5", "--dsn", pg_dsn]) == 1
    assert _state(crawl_db, group)["next_article"] == before
    asked: list[str] = []
    monkeypatch.setattr("builtins.input", lambda prompt: asked.append(prompt) or "y")
    assert main(["groups", "reset-watermark", group, "--backbone", "a", "--to", "5", "--dsn", pg_dsn]) == 0
    assert f"next article {before}" in asked[0] and "not marked renumbered" in asked[0]
    assert _state(crawl_db, group)["next_article"] == 6
    capsys.readouterr()
    # Unknown state and a negative --to are errors that say why.
    assert main(["groups", "reset-watermark", group, "--backbone", "zz", "--yes", "--dsn", pg_dsn]) == 1
    assert "no crawl state" in capsys.readouterr().err
    assert main(["groups", "reset-watermark", group, "--backbone", "a", "--to", "-3", "--yes", "--dsn", pg_dsn]) == 1


def test_a_group_renumbered_up_since_a_recent_look_is_caught(crawl_db, crawl_corpus, corpus_groups, server_a) -> None:
    group, _ = _two_groups(crawl_corpus, corpus_groups)
    count, low, high = crawl_corpus[0].group_bounds("a", group)
    _run(crawl_db, server_a, group)
    server_a.faults.renumber[group] = 1_000_000
    with pytest.raises(crawl.GroupRenumbered, match="renumbered up"):
        _run(crawl_db, server_a, group)
    assert _state(crawl_db, group)["renumbered_reason"] == "low_past_known_high"


def test_a_low_past_everything_after_a_long_absence_is_expiry_and_the_crawl_reads_on(crawl_db, crawl_corpus,
                                                                                     corpus_groups, server_a) -> None:
    group, _ = _two_groups(crawl_corpus, corpus_groups)
    count, low, high = crawl_corpus[0].group_bounds("a", group)
    _run(crawl_db, server_a, group)
    crawl_db.execute("UPDATE usenet.group_state SET bounds_at = now() - interval '3 days' WHERE group_name = %s",
                     (group,))
    server_a.faults.renumber[group] = 1_000_000
    report = _run(crawl_db, server_a, group)
    assert report.state is CrawlState.DONE and report.staged == 0 and report.duplicates > 0  # re-read, nothing lost
    assert _state(crawl_db, group)["renumbered_at"] is None


def _context() -> dict:
    ti = SimpleNamespace(dag_id="usenet_crawl", run_id="manual__renumbered", task_id="crawl_group", map_index=0,
                         try_number=1)
    return {"ti": ti}


def test_the_crawl_task_fails_at_once_and_the_alert_names_the_reset(crawl_db, crawl_corpus, corpus_groups, server_a,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    group, _ = _two_groups(crawl_corpus, corpus_groups)
    monkeypatch.setenv("AIRFLOW_CONN_NNTP_RENUMBERED", json.dumps(
        {"conn_type": "nntp", "host": server_a.host, "port": server_a.port, "extra": {"backbone": "a"}}))
    operator = CrawlGroupOperator(task_id="crawl_group", group=group, nntp_conn_id="nntp_renumbered")
    server_a.faults.renumber[group] = OLD
    assert operator.execute(_context())["state"] == "done"
    server_a.faults.renumber[group] = 0
    with pytest.raises(AirflowFailException, match="not retried") as caught:
        CrawlGroupOperator(task_id="crawl_group", group=group, nntp_conn_id="nntp_renumbered").execute(_context())
    alerts.on_task_failure({**_context(), "exception": caught.value})
    row = crawl_db.execute("SELECT message, hint FROM usenet.errors").fetchone()
    assert "renumbered down" in row["message"] and f"reset-watermark {group} --backbone a" in row["hint"]


@pytest.mark.airflow
def test_a_crawl_run_fails_the_renumbered_groups_task_alerts_once_per_task_and_crawls_the_others(
        airflow_db, crawl_db, crawl_corpus, corpus_groups, server_a, monkeypatch: pytest.MonkeyPatch) -> None:
    from airflow.dag_processing.dagbag import DagBag

    group, _ = _two_groups(crawl_corpus, corpus_groups)
    count, low, high = crawl_corpus[0].group_bounds("a", group)
    from usenet_ops.store import settings as settings_store

    settings_store.set_value(crawl_db, "max_groups", 0)  # every group is planned
    # Our watermark is where the group's old numbering had got to, far above the server's high now.
    crawl_db.execute("INSERT INTO usenet.group_state (backbone, group_name, next_article, server_low, server_high, "
                     "bounds_at) VALUES ('a', %s, %s, %s, %s, now() - interval '10 minutes')",
                     (group, high + OLD + 1, low + OLD, high + OLD))
    monkeypatch.setenv("AIRFLOW_CONN_NNTP_DEFAULT", json.dumps(
        {"conn_type": "nntp", "host": server_a.host, "port": server_a.port, "extra": {"backbone": "a"}}))
    bag = DagBag(dag_folder=str(Path(__file__).resolve().parents[3] / "dags"))
    run = bag.dags["usenet_crawl"].test(run_conf={})
    crawled = {(ti.map_index, ti.state) for ti in run.get_task_instances() if ti.task_id.endswith("crawl_group")}
    states = [state for _, state in crawled]
    assert len(states) == len(corpus_groups), crawled
    assert states.count("failed") == 1 and states.count("success") == len(states) - 1, crawled
    # One alert from the group's task (naming the reset), one from the run's check task (the run is not green).
    assert run.state == "failed"
    errors = crawl_db.execute("SELECT task, message, hint FROM usenet.errors ORDER BY id").fetchall()
    assert [e["task"].rsplit(".", 1)[-1] for e in errors] == ["crawl_group", "check"], errors
    assert "renumbered down" in errors[0]["message"] and f"reset-watermark {group} --backbone a" in errors[0]["hint"]
    assert group in errors[1]["message"]
    state = _state(crawl_db, group)
    assert state["renumbered_reason"] == "high_below_watermark" and state["next_article"] == high + OLD + 1
    others = crawl_db.execute("SELECT count(*) AS n FROM usenet.group_state WHERE next_article IS NOT NULL "
                              "AND renumbered_at IS NULL").fetchone()["n"]
    assert others == len(states) - 1
