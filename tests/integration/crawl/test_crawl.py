"""The forward crawl against the test news server over real sockets, scored by the manifest."""

from __future__ import annotations

import threading
import time

import pytest
from staging_state import clear, snapshot
from staging_view import backend_of, hook_stage_batch, staged_message_ids

from usenet_ops import newsserver
from usenet_ops.nntp.client import NNTPClient
from usenet_ops.nntp.pool import Pool, PoolSettings
from usenet_ops.nntp.provider import ProviderConfig
from usenet_ops.nntp.values import Timeouts
from usenet_ops.passes import compose, crawl
from usenet_ops.passes.crawl import CrawlState
from usenet_ops.store import crawl_state


def _run(db, server, group: str, backbone: str, **kw) -> crawl.GroupReport:
    """Crawl one group as a task does: from a pool of its own, closed at the end."""
    provider = ProviderConfig.from_url(server.url, backbone=backbone)
    settings_ = kw.pop("settings", None) or compose.load_settings(db)
    target = crawl.CrawlTarget(provider=server.url, backbone=backbone, group=group,
                               indexed_groups=compose.indexed_groups(db))
    with Pool(provider, kw.pop("pool_settings", None)) as pool:
        return crawl.crawl_group(target, conn=db, pool=pool, settings=settings_,
                                 filters=kw.pop("filters", compose.load_filters(db)), owner=kw.pop("owner", "test"),
                                 staging=kw.pop("staging", None) or compose.staging_backend(settings_), **kw)


def _staged_ids(db) -> set[str]:
    return {r["message_id"] for r in db.execute("SELECT message_id FROM usenet.staged_segments")}


def _expected_ids(manifest) -> set[str]:
    """Every segment of every non-junk post that headers can group.

    Set aside at ingest, counted, for phase 2 (REBUILD spec): posts with a
    fully random subject on every article (no counter to group by: counted
    not_binary) and obfuscated uploads (hashed names: counted under the
    hex_digest_name / random_name rules).
    """
    return {s["message_id"] for r in manifest["releases"]
            if not r["junk"] and r["subject_form"] != "random_per_article" and r["kind"] != "hashed"
            for f in r["files"] for s in f["segments"]}


def _crawl_all(db, server, groups_, backbone) -> list[crawl.GroupReport]:
    return [_run(db, server, g, backbone) for g in groups_]


@pytest.fixture
def stage_connect(pg_dsn):  # type: ignore[no-untyped-def]
    """A factory of autocommit connections: passed to crawl_group, it stages on a committer thread."""
    from usenet_ops.store import db as store_db

    return lambda: store_db.connect(pg_dsn, autocommit=True)


def _busiest_group(server, groups_) -> str:  # type: ignore[no-untyped-def]
    """Return the group with the most articles on the server (the most batches)."""
    with NNTPClient(ProviderConfig.from_url(server.url, backbone="a")).connect() as client:
        sizes = {g: info.count for g in groups_ if (info := client.group(g)) is not None}
    return max(sizes, key=sizes.__getitem__)


def _before_third_commit(monkeypatch, act) -> list[int]:  # type: ignore[no-untyped-def]
    """Run ``act(conn)`` just before the third staging commit; return the watermark each commit asked for."""
    calls: list[int] = []

    def hooked(real, backend, conn, **kw):  # type: ignore[no-untyped-def]
        calls.append(kw["next_article"])
        if len(calls) == 3:
            act(conn)
        return real(backend, conn, **kw)

    hook_stage_batch(monkeypatch, hooked)
    return calls


def _junk(db, reports) -> tuple[int, int]:  # type: ignore[no-untyped-def]
    """Return (junk drops the reports counted, junk rule hits written to the database)."""
    dropped = sum(n for r in reports for reason, n in r.outcomes.items() if reason.startswith("junk:"))
    written = db.execute("SELECT COALESCE(sum(hits), 0) AS n FROM usenet.filter_hits WHERE kind = 'junk'")
    return dropped, written.fetchone()["n"]


def test_two_backbones_stage_every_non_junk_article_exactly_once(crawl_db, crawl_corpus, corpus_groups, server_a,
                                                                 server_b, staging_backend) -> None:
    _, manifest = crawl_corpus
    reports = _crawl_all(crawl_db, server_a, corpus_groups, "a")
    assert all(r.state is CrawlState.DONE and r.failed_batches == 0 for r in reports), [r.as_dict() for r in reports]
    after_a = staged_message_ids(crawl_db)
    expected = _expected_ids(manifest)
    assert expected <= after_a, f"{len(expected - after_a)} non-junk articles not staged"
    reports_b = _crawl_all(crawl_db, server_b, corpus_groups, "b")
    assert sum(r.staged for r in reports_b) == 0, "backbone b serves the same articles: nothing new to stage"
    assert sum(r.duplicates for r in reports_b) > 0
    assert staged_message_ids(crawl_db) == after_a
    assert staging_backend.staged_total(crawl_db) == len(after_a)
    # State is per backbone: both have their own watermark and coverage.
    states = crawl_db.execute("SELECT backbone, count(*) AS n FROM usenet.group_state GROUP BY backbone").fetchall()
    assert {r["backbone"]: r["n"] for r in states} == {"a": len(corpus_groups), "b": len(corpus_groups)}
    for g in corpus_groups:
        assert len(crawl_state.coverage(crawl_db, "a", g)) == 1


def test_every_read_article_has_a_counted_fate(crawl_db, corpus_groups, server_a) -> None:
    for report in _crawl_all(crawl_db, server_a, corpus_groups, "a"):
        assert report.articles == sum(report.outcomes.values()), report.as_dict()
    passes = crawl_db.execute("SELECT state, articles, staged, batches FROM usenet.crawl_passes").fetchall()
    assert len(passes) == len(corpus_groups) and all(p["state"] == "done" for p in passes)


def test_rerun_is_a_noop_and_crossposts_land_in_their_main_group(crawl_db, crawl_corpus, corpus_groups,
                                                                 server_a) -> None:
    _, manifest = crawl_corpus
    _crawl_all(crawl_db, server_a, corpus_groups, "a")
    before = crawl_db.execute("SELECT count(*) AS n, sum(parts_have) AS p FROM usenet.staged_files").fetchone()
    again = _crawl_all(crawl_db, server_a, corpus_groups, "a")
    assert sum(r.articles for r in again) == 0, "the watermark is at the top: nothing to read"
    crawl_db.execute("UPDATE usenet.group_state SET next_article = NULL")  # force a full re-read
    reread = _crawl_all(crawl_db, server_a, corpus_groups, "a")
    assert sum(r.staged for r in reread) == 0 and sum(r.duplicates for r in reread) > 0
    after = crawl_db.execute("SELECT count(*) AS n, sum(parts_have) AS p FROM usenet.staged_files").fetchone()
    assert after == before
    multi = [r for r in manifest["releases"] if len(r["newsgroups"]) > 1 and not r["junk"] and r["kind"] != "hashed"
             and r["subject_form"] != "random_per_article"]
    for release in multi:
        ids = [s["message_id"] for f in release["files"] for s in f["segments"]][:1]
        row = crawl_db.execute(
            """SELECT s.group_name FROM usenet.staged_segments g JOIN usenet.staged_files f USING (file_id)
               JOIN usenet.staged_sets s USING (set_id) WHERE g.message_id = ANY(%s)""", (ids,)).fetchone()
        assert row is not None and row["group_name"] in release["newsgroups"]


def test_a_task_that_lost_its_fence_writes_nothing(crawl_db, corpus_groups, server_a, staging_backend) -> None:
    group = corpus_groups[0]
    stale = crawl_state.take_fence(crawl_db, "a", group, "old-owner")
    crawl_state.take_fence(crawl_db, "a", group, "new-owner")
    with pytest.raises(crawl_state.FenceLost, match="superseded"):
        staging_backend.stage_batch(crawl_db, backbone="a", group=group, fence=stale, files=[], covered=(1, 10),
                                    next_article=11)
    assert crawl_state.coverage(crawl_db, "a", group) == []
    assert staging_backend.staged_total(crawl_db) == 0
    assert crawl_db.execute("SELECT next_article FROM usenet.group_state WHERE group_name = %s",
                            (group,)).fetchone()["next_article"] is None


@pytest.mark.parametrize("committer", [False, True], ids=["synchronous", "committer-thread"])
def test_pressure_gate_stops_staging_and_leaves_the_watermark(crawl_db, corpus_groups, server_a, stage_connect,
                                                             committer, staging_backend) -> None:
    from usenet_ops.store import settings

    settings.set_value(crawl_db, "staging_max_rows", 1000)
    kw = {"stage_connect": stage_connect} if committer else {}
    reports = [_run(crawl_db, server_a, g, "a", **kw) for g in corpus_groups]
    assert any(r.state is CrawlState.PRESSURE for r in reports)
    gated = [r for r in reports if r.state is CrawlState.PRESSURE]
    for r in gated:
        state = crawl_db.execute("SELECT next_article FROM usenet.group_state WHERE backbone = 'a' AND group_name = %s",
                                 (r.group,)).fetchone()
        assert r.backlog > 0
        assert state["next_article"] == r.next_article or (r.next_article is None and state["next_article"] is None)
    assert staging_backend.staged_total(crawl_db) < 1000 + 400 * 30


def _heal_when_fired(faults, counter: str, **off) -> threading.Thread:
    """Switch a fault off the moment it has fired once (the crawl's retry waits >= 0.2 s)."""

    def watch() -> None:
        deadline = time.monotonic() + 30
        while faults.counters.get(counter, 0) < 1 and time.monotonic() < deadline:
            time.sleep(0.001)
        for name, value in off.items():
            setattr(faults, name, value)

    thread = threading.Thread(target=watch, daemon=True)
    thread.start()
    return thread


@pytest.mark.parametrize(
    ("fault", "value", "counter", "healed"),
    [
        ("drop_after_lines", 150, "fault.drop_after_lines", None),
        ("greeting_code", 502, "fault.greeting", None),
        ("greeting_code", 400, "fault.greeting", None),
        ("truncate_block", 40, "fault.truncate_block", None),
        ("garbage_status_line", b"\x00\xffgarbage", "fault.garbage_status_line", None),
    ],
)
def test_faults_are_retried_on_a_fresh_connection_and_lose_nothing(crawl_db, crawl_corpus, corpus_groups, server_a,
                                                                   fault, value, counter, healed) -> None:
    releases = crawl_corpus[1]["releases"]
    group = max(corpus_groups, key=lambda g: sum(g in r["newsgroups"] for r in releases))
    setattr(server_a.faults, fault, value)
    watcher = _heal_when_fired(server_a.faults, counter, **{fault: healed})
    report = _run(crawl_db, server_a, group, "a")
    watcher.join(5)
    assert server_a.faults.counters[counter] >= 1, f"{fault} never fired"
    assert report.state is CrawlState.DONE and report.failed_batches == 0, report.as_dict()
    assert report.staged > 0 and report.backlog == 0


def test_an_expired_login_480_mid_session_is_cured_by_a_fresh_login(crawl_db, crawl_corpus, corpus_groups) -> None:
    from usenet_ops.store import settings

    settings.set_value(crawl_db, "batch", 50)  # many OVERs per session, so logins expire mid-crawl
    with newsserver.serve(crawl_corpus[0], backbone="a", require_auth=True) as srv:
        srv.faults.auth_expire_after_commands = 6
        reports = _crawl_all(crawl_db, srv, corpus_groups, "a")
        assert srv.faults.counters["fault.auth_expired"] >= 1
    assert all(r.state is CrawlState.DONE and r.failed_batches == 0 for r in reports)


def test_a_stalled_server_times_out_and_the_retry_succeeds(crawl_db, corpus_groups, server_a) -> None:
    group = corpus_groups[0]
    server_a.faults.latency_per_response = 3.0

    def heal() -> None:
        time.sleep(1.5)  # after the first command timed out (1 s)
        server_a.faults.latency_per_response = 0.0

    threading.Thread(target=heal, daemon=True).start()
    started = time.monotonic()
    report = _run(crawl_db, server_a, group, "a",
                  pool_settings=PoolSettings(timeouts=Timeouts(dial=5, command=1.0, stat=1.0)))
    assert report.state is CrawlState.DONE and report.staged > 0
    assert time.monotonic() - started < 30, "a stall must never hang past the timeouts"


def test_wrong_credentials_fail_the_task_instead_of_retrying_forever(crawl_db, crawl_corpus, corpus_groups) -> None:
    from usenet_ops.nntp.errors import NNTPAuthError

    with newsserver.serve(crawl_corpus[0], backbone="a", require_auth=True) as srv:
        provider = ProviderConfig.from_url(srv.url.replace("user:pass", "user:wrong"), backbone="a")
        target = crawl.CrawlTarget(provider="bad", backbone="a", group=corpus_groups[0],
                                   indexed_groups=compose.indexed_groups(crawl_db))
        with Pool(provider) as pool, pytest.raises(NNTPAuthError):
            crawl.crawl_group(target, conn=crawl_db, pool=pool, settings=compose.load_settings(crawl_db),
                              filters=compose.load_filters(crawl_db), owner="test", staging=backend_of(crawl_db))
    row = crawl_db.execute("SELECT state FROM usenet.crawl_passes").fetchone()
    assert row["state"] == "failed"


def test_a_batch_that_keeps_failing_is_counted_and_coverage_does_not_advance(crawl_db, corpus_groups,
                                                                             server_a) -> None:
    group = corpus_groups[0]
    server_a.faults.drop_after_lines = 5
    report = _run(crawl_db, server_a, group, "a")
    assert report.failed_batches == 1 and report.staged == 0
    assert crawl_state.coverage(crawl_db, "a", group) == []
    row = crawl_db.execute("SELECT next_article FROM usenet.group_state WHERE backbone='a' AND group_name=%s",
                           (group,)).fetchone()
    assert row["next_article"] is None
    server_a.faults.drop_after_lines = None
    healed = _run(crawl_db, server_a, group, "a")
    assert healed.failed_batches == 0 and healed.staged > 0


def test_no_progress_for_three_passes_raises_a_stall_that_names_what_to_check(crawl_db, corpus_groups,
                                                                              server_a) -> None:
    group = corpus_groups[0]
    server_a.faults.drop_after_lines = 5
    for _ in range(2):
        assert _run(crawl_db, server_a, group, "a").failed_batches == 1
    with pytest.raises(crawl.CrawlStalled, match="no forward progress for 3 passes") as info:
        _run(crawl_db, server_a, group, "a")
    assert "provider test" in info.value.hint


def test_group_missing_on_the_server_is_reported_not_failed(crawl_db, server_a) -> None:
    report = _run(crawl_db, server_a, "alt.binaries.not.carried", "a")
    assert report.state is CrawlState.MISSING and "411" in report.message


def test_overlapped_staging_stages_exactly_what_the_synchronous_path_does(crawl_db, crawl_corpus, corpus_groups,
                                                                         server_a, stage_connect) -> None:
    _, manifest = crawl_corpus
    provider = ProviderConfig.from_url(server_a.url, backbone="a")
    live = compose.load_settings(crawl_db)
    filters = compose.load_filters(crawl_db)
    reports = []
    with Pool(provider) as pool:
        for g in corpus_groups:
            target = crawl.CrawlTarget(provider=server_a.url, backbone="a", group=g,
                                       indexed_groups=compose.indexed_groups(crawl_db))
            reports.append(crawl.crawl_group(target, conn=crawl_db, pool=pool, settings=live, filters=filters,
                                             owner="overlap", stage_connect=stage_connect,
                                             staging=compose.staging_backend(live)))
    assert all(r.state is CrawlState.DONE and r.failed_batches == 0 for r in reports)
    assert _expected_ids(manifest) <= _staged_ids(crawl_db)
    staged = sum(r.staged for r in reports)
    assert staged == len(_staged_ids(crawl_db))
    assert all(r.articles == sum(r.outcomes.values()) for r in reports)
    states = crawl_db.execute("SELECT group_name, next_article, server_high FROM usenet.group_state").fetchall()
    assert all(s["next_article"] == s["server_high"] + 1 for s in states)


def test_a_lagging_committer_merges_batches_and_stages_what_the_synchronous_path_does(
        crawl_db, corpus_groups, server_a, stage_connect, monkeypatch) -> None:
    """When Postgres is slower than reading, the committer stages every queued batch in one transaction;
    the staged state, the counts and the watermarks are those of one transaction per batch."""
    from usenet_ops.store import settings

    settings.set_value(crawl_db, "batch", 40)  # many batches per group
    live = compose.load_settings(crawl_db)

    sync_reports = [_run(crawl_db, server_a, g, "a", settings=live) for g in corpus_groups]
    expected = snapshot(crawl_db)
    clear(crawl_db)

    transactions: list[int] = []

    def slow_stage(real, backend, conn, **kw):  # type: ignore[no-untyped-def]
        time.sleep(0.02)  # Postgres "slower" than reading: batches queue up behind each commit
        transactions.append(kw["next_article"])
        return real(backend, conn, **kw)

    hook_stage_batch(monkeypatch, slow_stage)
    merged_reports = [_run(crawl_db, server_a, g, "a", settings=live, stage_connect=stage_connect)
                      for g in corpus_groups]
    batches = sum(r.batches for r in merged_reports)
    assert batches == sum(r.batches for r in sync_reports)
    assert len(transactions) < batches / 2, (len(transactions), batches)  # batches were merged
    assert snapshot(crawl_db) == expected
    for a, b in zip(sync_reports, merged_reports, strict=True):
        assert (a.state, a.articles, a.staged, a.duplicates, a.next_article, a.outcomes) == \
               (b.state, b.articles, b.staged, b.duplicates, b.next_article, b.outcomes)


def test_a_fence_lost_under_the_committer_stops_the_task_and_writes_nothing_more(crawl_db, corpus_groups, server_a,
                                                                                 stage_connect, monkeypatch) -> None:
    from usenet_ops.store import settings

    settings.set_value(crawl_db, "batch", 10)
    group = _busiest_group(server_a, corpus_groups)
    # Another task takes the group over between two commits.
    calls = _before_third_commit(monkeypatch, lambda conn: crawl_state.take_fence(crawl_db, "a", group, "usurper"))
    report = _run(crawl_db, server_a, group, "a", stage_connect=stage_connect)
    assert report.state is CrawlState.FENCED and "superseded" in report.message
    assert report.next_article == calls[1]  # the report counts exactly the two commits that landed
    row = crawl_db.execute("SELECT next_article, fence_owner FROM usenet.group_state WHERE backbone = 'a' "
                           "AND group_name = %s", (group,)).fetchone()
    assert row["fence_owner"] == "usurper"
    assert row["next_article"] == calls[1]  # the second commit's watermark: nothing after the takeover landed
    assert len(calls) == 3  # the task stopped at the first refused commit
    covered = crawl_state.coverage(crawl_db, "a", group)
    assert covered and covered[-1][1] == calls[1] - 1
    # The refused transaction's rule counters went with it: only the committed batches' drops are counted.
    dropped, written = _junk(crawl_db, [report])
    assert written == dropped


@pytest.mark.parametrize("committer", [False, True], ids=["synchronous", "committer-thread"])
def test_rule_counters_are_written_with_the_batches_they_count(crawl_db, corpus_groups, server_a, stage_connect,
                                                              committer) -> None:
    """Junk and blacklist hits land in the staging transaction of their batches: exactly the report's drops."""
    kw = {"stage_connect": stage_connect} if committer else {}
    reports = [_run(crawl_db, server_a, g, "a", **kw) for g in corpus_groups]
    dropped, written = _junk(crawl_db, reports)
    assert dropped > 0, "the corpus has junk posts"
    assert written == dropped


def test_the_committers_database_connection_dropping_fails_the_task_and_a_rerun_completes(
        crawl_db, crawl_corpus, corpus_groups, server_a, stage_connect, monkeypatch) -> None:
    import psycopg

    from usenet_ops.store import settings

    _, manifest = crawl_corpus
    settings.set_value(crawl_db, "batch", 10)
    group = _busiest_group(server_a, corpus_groups)
    # The server ends the committer's session (restart, failover, idle killer).
    calls = _before_third_commit(
        monkeypatch, lambda conn: crawl_db.execute("SELECT pg_terminate_backend(%s)", (conn.info.backend_pid,)))
    with pytest.raises(psycopg.OperationalError):
        _run(crawl_db, server_a, group, "a", stage_connect=stage_connect)
    row = crawl_db.execute("SELECT next_article FROM usenet.group_state WHERE backbone = 'a' AND group_name = %s",
                           (group,)).fetchone()
    assert row["next_article"] == calls[1]  # the last commit's watermark; the failed one wrote nothing
    monkeypatch.undo()
    for g in corpus_groups:
        report = _run(crawl_db, server_a, g, "a", stage_connect=stage_connect)
        assert report.state is CrawlState.DONE and report.failed_batches == 0, report.as_dict()
    staged = _staged_ids(crawl_db)
    assert _expected_ids(manifest) <= staged
    per_file = crawl_db.execute(
        """SELECT f.file_id, f.parts_have, (SELECT count(*) FROM usenet.staged_segments s WHERE s.file_id = f.file_id) AS n
           FROM usenet.staged_files f""").fetchall()
    assert all(r["parts_have"] == r["n"] for r in per_file)  # nothing doubled by the re-read


def test_a_reply_over_the_reply_cap_is_read_again_in_halves_and_stages_everything(crawl_db, corpus_groups,
                                                                                 server_a, caplog) -> None:
    """A batch whose OVER reply passes max_reply_mib shrinks for the pass instead of stalling the group (ADR 0008)."""
    from usenet_ops.nntp.values import ReplyLimits

    group = _busiest_group(server_a, corpus_groups)
    normal = _run(crawl_db, server_a, group, "a")
    staged = _staged_ids(crawl_db)
    clear(crawl_db)
    # ~300-byte lines: a 400-article batch is ~120 KB, over a 64 KiB cap; halves (~60 KB) fit.
    tight = PoolSettings(limits=ReplyLimits(max_line_bytes=16 * 1024, max_reply_bytes=64 * 1024))
    with caplog.at_level("WARNING", logger="usenet_ops.passes.crawl"):
        report = _run(crawl_db, server_a, group, "a", pool_settings=tight)
    assert report.state is CrawlState.DONE and report.failed_batches == 0, report.as_dict()
    assert report.articles == normal.articles and _staged_ids(crawl_db) == staged
    assert report.batches > normal.batches
    assert any("passed max_reply_mib" in r.message for r in caplog.records)
    assert len(crawl_state.coverage(crawl_db, "a", group)) == 1, "the halves are contiguous: one covered range"


def test_a_line_over_the_line_cap_fails_the_pass_naming_the_cap(crawl_db, corpus_groups, server_a) -> None:
    from usenet_ops.nntp.errors import NNTPReplyTooLarge
    from usenet_ops.nntp.values import ReplyLimits

    group = _busiest_group(server_a, corpus_groups)
    server_a.faults.endless_line_bytes = 8 * 1024 * 1024
    tight = PoolSettings(limits=ReplyLimits(max_line_bytes=64 * 1024, max_reply_bytes=4 * 1024 * 1024))
    with pytest.raises(NNTPReplyTooLarge, match="max_line_kib"):
        _run(crawl_db, server_a, group, "a", pool_settings=tight)
    assert server_a.faults.counters["fault.endless_line"] == 1, "not retried: the same range sends the same line"
    row = crawl_db.execute("SELECT state, message FROM usenet.crawl_passes").fetchone()
    assert row["state"] == "failed" and "max_line_kib" in row["message"]
    assert crawl_db.execute("SELECT next_article FROM usenet.group_state").fetchone()["next_article"] is None
