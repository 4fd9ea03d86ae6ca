"""The backfill against the test news server over real sockets: plan, crawl_range, claims, dates, crashes."""

from __future__ import annotations

import datetime as dt

import pytest
from staging_state import clear, snapshot
from staging_view import backend_of, hook_stage_batch

from usenet_ops.domain import backfill_plan
from usenet_ops.nntp.client import NNTPClient
from usenet_ops.nntp.pool import Pool
from usenet_ops.nntp.provider import ProviderConfig
from usenet_ops.passes import backfill, compose, crawl, date_boundary
from usenet_ops.passes.crawl import CrawlState, GroupRenumbered
from usenet_ops.settings import Settings
from usenet_ops.store import backfill_state, crawl_state
from usenet_ops.store import settings as settings_store

SIZE = 97


def _forward(db, server, group: str, backbone: str, **kw) -> crawl.GroupReport:
    provider = ProviderConfig.from_url(server.url, backbone=backbone)
    target = crawl.CrawlTarget(provider=server.url, backbone=backbone, group=group,
                               indexed_groups=compose.indexed_groups(db))
    live = kw.pop("settings", None) or compose.load_settings(db)
    with Pool(provider) as pool:
        return crawl.crawl_group(target, conn=db, pool=pool, settings=live, filters=compose.load_filters(db),
                                 owner="forward", staging=compose.staging_backend(live), **kw)


def _range(db, server, group: str, backbone: str, part: backfill_plan.Partition, *, owner: str = "bf",
           settings: Settings | None = None, **kw) -> backfill.RangeReport:
    provider = ProviderConfig.from_url(server.url, backbone=backbone)
    s = settings or compose.load_settings(db)
    target = backfill.RangeTarget(provider=server.url, backbone=backbone, group=group,
                                  indexed_groups=compose.indexed_groups(db), partition=part,
                                  size=s.backfill_partition_articles)
    with Pool(provider) as pool:
        return backfill.crawl_range(target, conn=db, pool=pool, settings=s, filters=compose.load_filters(db),
                                    owner=owner, staging=compose.staging_backend(s), **kw)


def _plan(db, backbone: str, group: str | None = None, **kw) -> list[backfill.GroupPlan]:
    return backfill.plan_provider(db, compose.load_settings(db), backbone, probe_for=None, group=group, **kw)


def _backfill_all(db, server, backbone: str) -> list[backfill.RangeReport]:
    reports = []
    for gp in _plan(db, backbone):
        for part in gp.partitions:
            reports.append(_range(db, server, gp.group, backbone, part))
    return reports


def _empty_redis(backend) -> None:  # type: ignore[no-untyped-def]
    """Drop a Redis backend's keys (the test prefix's), as a fresh Redis would have none; pg: nothing to do."""
    if backend.mode == "redis":
        for key in backend.client.scan_iter(match=backend.key("*"), count=1000):
            backend.client.delete(key)


def _shallow(db) -> None:
    settings_store.set_value(db, "max_articles_per_group", 50)
    settings_store.set_value(db, "backfill_partition_articles", SIZE)


def _staging_only(snap: dict) -> dict:
    return {k: v for k, v in snap.items() if k in ("segments", "files", "sets", "counts")}


def test_backfill_after_a_shallow_first_pass_stages_what_a_full_read_stages(crawl_db, server_a, corpus_groups) -> None:
    db = crawl_db
    for g in corpus_groups:
        _forward(db, server_a, g, "a")
    full = snapshot(db)
    clear(db)
    _shallow(db)
    for g in corpus_groups:
        _forward(db, server_a, g, "a")
    shallow = snapshot(db)
    assert len(shallow["segments"]) < len(full["segments"])
    plans = _plan(db, "a")
    assert max(len(p.partitions) for p in plans) > 3  # several partitions per deep group
    reports = _backfill_all(db, server_a, "a")
    assert all(r.state is CrawlState.DONE for r in reports), [r.message for r in reports if r.state != CrawlState.DONE]
    after = snapshot(db)
    diff = [(a, b) for a, b in zip(after["sets"], full["sets"], strict=True) if a != b]
    assert not diff, [{k: (a[k], b[k]) for k in a if a[k] != b[k]} for a, b in diff[:3]]
    assert _staging_only(after) == _staging_only(full)
    assert after["coverage"] == full["coverage"]  # one range per group, low..high
    assert after["watermarks"] == full["watermarks"]  # the forward crawl's cursor never moved
    rows = db.execute("SELECT state, count(*) AS n FROM usenet.backfill_partitions GROUP BY state").fetchall()
    assert {r["state"]: r["n"] for r in rows} == {"done": len(reports)}
    # A re-run plans nothing and a re-read partition reads nothing: only what is not covered is read.
    assert all(p.partitions == [] and p.remaining == 0 for p in _plan(db, "a"))
    again = _range(db, server_a, plans[0].group, "a", plans[0].partitions[0])
    assert again.articles == 0 and again.read == [] and again.state is CrawlState.DONE


def test_a_live_claim_is_not_read_twice_and_a_retry_of_the_same_task_takes_it_over(crawl_db, server_a,
                                                                                    corpus_groups) -> None:
    db = crawl_db
    _shallow(db)
    group = corpus_groups[0]
    _forward(db, server_a, group, "a")
    part = _plan(db, "a", group)[0].partitions[0]
    key = backfill_state.PartitionKey("a", group, SIZE, part.block)
    assert backfill_state.claim(db, key, part, owner="other-run/task[0]", run_id="r1") == 1
    busy = _range(db, server_a, group, "a", part, owner="mine")
    assert busy.state is CrawlState.BUSY and busy.articles == 0 and "other-run" in busy.message
    assert part not in _plan(db, "a", group)[0].partitions  # the plan leaves a live claim to its holder
    # The holder's retry (same owner, next try) resumes at once; the first try's fence is dead.
    took = _range(db, server_a, group, "a", part, owner="other-run/task[0]")
    assert took.state is CrawlState.DONE and took.articles > 0
    with pytest.raises(crawl_state.FenceLost):
        backend_of(db).stage_batch(db, backbone="a", group=group, fence=1, files=[], covered=(part.lo, part.lo),
                                   next_article=None, fence_sql=backfill_state.fence_sql(key))


def test_a_crash_mid_partition_then_a_rerun_reads_only_the_rest_and_stages_the_same(
        crawl_db, server_a, corpus_groups, monkeypatch) -> None:
    db = crawl_db
    settings_store.set_value(db, "batch", 30)
    _shallow(db)
    group = corpus_groups[0]
    _forward(db, server_a, group, "a")
    parts = _plan(db, "a", group)[0].partitions
    for part in parts:
        _range(db, server_a, group, "a", part)
    whole = snapshot(db)
    clear(db)
    db.execute("TRUNCATE usenet.backfill_partitions")
    _forward(db, server_a, group, "a")
    calls = {"n": 0}

    def dies_on_the_third_commit(real, backend, conn, **kw):  # type: ignore[no-untyped-def]
        calls["n"] += 1
        if calls["n"] == 3:
            raise SystemExit("killed")  # what a SIGKILL leaves: two commits in, the third never happened
        return real(backend, conn, **kw)

    victim = max(parts, key=lambda p: p.articles)
    assert victim.articles > 60  # four batches of 30
    parts = [victim] + [p for p in parts if p != victim]
    with pytest.MonkeyPatch.context() as mp:
        hook_stage_batch(mp, dies_on_the_third_commit)
        with pytest.raises(SystemExit):
            _range(db, server_a, group, "a", parts[0], owner="t[0]")
    covered = crawl_state.coverage(db, "a", group)
    half = [r for r in covered if r[1] < parts[0].hi + 1 and r[1] >= parts[0].lo]
    assert half, "the two committed batches are covered"
    rerun = _range(db, server_a, group, "a", parts[0], owner="t[0]")
    assert rerun.read and rerun.read[0][0] > parts[0].lo  # starts after what committed
    for part in parts[1:]:
        _range(db, server_a, group, "a", part)
    assert snapshot(db) == whole


def test_dates_resolve_to_article_numbers_by_binary_search_and_are_cached(crawl_db, server_a, crawl_corpus,
                                                                           corpus_groups) -> None:
    db = crawl_db
    corpus, _ = crawl_corpus
    group = corpus_groups[0]
    _, low, high = corpus.group_bounds("a", group)
    numbers = list(corpus.numbers_in_range("a", group, low, high))
    when = {}
    with NNTPClient(ProviderConfig.from_url(server_a.url, backbone="a")).connect() as client:
        client.group(group)
        probe = date_boundary.over_probe(client)
        for n in numbers[:: max(1, len(numbers) // 40)]:
            got = probe(n)
            assert got is not None and got[0] == n
            when[n] = got[1]
        target_n = sorted(when)[len(when) // 2]
        at = dt.datetime.fromtimestamp(when[target_n], dt.UTC)
        found = date_boundary.resolve(db, probe, "a", group, at, low, high)
    assert found is not None
    # Backbone a numbers in posting order: the boundary is the first article of that second or later.
    assert found <= target_n
    with NNTPClient(ProviderConfig.from_url(server_a.url, backbone="a")).connect() as client:
        client.group(group)
        assert date_boundary.over_probe(client)(found)[1] >= when[target_n]  # type: ignore[index]
    # Cached: no probe is needed the second time.
    assert date_boundary.resolve(db, None, "a", group, at, low, high) == found
    assert date_boundary.search_boundary(lambda n: None, 10, 1, 1000)[0] == 1001  # nothing dated: past the end


def test_search_tolerates_gaps_and_garbage() -> None:
    dates = {n: 1000 + n for n in range(1, 5001) if n % 7}  # every 7th number missing
    for n in range(2000, 2100):
        dates.pop(n, None)  # a run of 100 missing numbers

    def probe(n: int):  # type: ignore[no-untyped-def]
        for m in range(n, n + date_boundary.PROBE_SPAN):
            if m in dates:
                return m, dates[m]
        return None

    for at in (1001, 1500, 3050, 3101, 5999, 6001):
        got, probes = date_boundary.search_boundary(probe, at, 1, 5000)
        want = min((n for n in dates if dates[n] >= at), default=5001)
        assert got == want, at
        assert probes < 40


def test_a_renumbered_group_is_never_backfilled(crawl_db, server_a, corpus_groups) -> None:
    db = crawl_db
    _shallow(db)
    group = corpus_groups[0]
    _forward(db, server_a, group, "a")
    part = _plan(db, "a", group)[0].partitions[0]
    high = db.execute("SELECT server_high FROM usenet.group_state WHERE backbone='a' AND group_name=%s",
                      (group,)).fetchone()["server_high"]
    above = backfill_plan.Partition(part.block + 10_000, high + 10 * SIZE, high + 11 * SIZE - 1)
    with pytest.raises(GroupRenumbered, match="above the server's high water mark"):
        _range(db, server_a, group, "a", above)
    plan = _plan(db, "a", group)[0]
    assert plan.partitions == [] and "renumbered" in plan.note
    with pytest.raises(GroupRenumbered, match="marked renumbered"):
        _range(db, server_a, group, "a", part)


def test_a_partition_below_the_low_mark_has_expired(crawl_db, server_a, corpus_groups) -> None:
    db = crawl_db
    group = corpus_groups[0]
    _forward(db, server_a, group, "a")
    got = _range(db, server_a, group, "a", backfill_plan.Partition(0, 1, 10))
    assert got.state is CrawlState.EXPIRED and got.articles == 0


def test_the_gate_stops_at_the_ceiling_and_waits_for_the_drain(crawl_db, server_a, corpus_groups) -> None:
    db = crawl_db
    _shallow(db)
    group = corpus_groups[0]
    _forward(db, server_a, group, "a")
    part = _plan(db, "a", group)[0].partitions[0]
    full = Settings.from_overrides({**compose.load_settings(db).as_dict(), "staging_max_rows": 1000,
                                    "backfill_pressure_ceiling_pct": 1, "backfill_pressure_high_pct": 1,
                                    "backfill_pressure_low_pct": 0})
    got = _range(db, server_a, group, "a", part, settings=full)
    assert got.state is CrawlState.PRESSURE and got.articles == 0 and "ceiling" in got.message
    waits = Settings.from_overrides({**full.as_dict(), "backfill_pressure_ceiling_pct": 100,
                                     "backfill_drain_wait_sec": 1})
    slept: list[float] = []
    got = _range(db, server_a, group, "a", part, settings=waits, sleep=slept.append)
    assert got.state is CrawlState.PRESSURE and "backfill_drain_wait_sec=1" in got.message and slept
    assert backfill_state.gate_paused(db)
    row = db.execute("SELECT state FROM usenet.backfill_partitions").fetchone()
    assert row["state"] == "pressure"


def test_backfill_stages_on_either_backend_what_a_full_read_stages(crawl_db, server_a, corpus_groups,
                                                                    staging_backend) -> None:
    """Issue 21: the backfill writes through the staging seam, so on Redis it stages what a full read stages."""
    from staging_view import staged_message_ids

    db = crawl_db
    for g in corpus_groups:
        _forward(db, server_a, g, "a")
    full = staged_message_ids(db)
    total = staging_backend.staged_total(db)
    clear(db)
    _empty_redis(staging_backend)
    assert staged_message_ids(db) == set()
    _shallow(db)
    for g in corpus_groups:
        _forward(db, server_a, g, "a")
    assert len(staged_message_ids(db)) < len(full)
    reports = _backfill_all(db, server_a, "a")
    assert reports and all(r.state is CrawlState.DONE for r in reports), [r.message for r in reports]
    assert staged_message_ids(db) == full
    assert staging_backend.staged_total(db) == total
    assert all(p.partitions == [] for p in _plan(db, "a"))


def test_cli_status_plan_and_reset(crawl_db, server_a, corpus_groups, pg_dsn, capsys) -> None:
    import json

    from usenet_ops.cli.main import main

    db = crawl_db
    _shallow(db)
    group = max(corpus_groups, key=lambda g: len(_plan(db, "a", g)[0].partitions) if _forward(
        db, server_a, g, "a") else 0)
    capsys.readouterr()
    assert main(["backfill", "plan", "--group", group, "--limit", "0", "--json", "--dsn", pg_dsn]) == 0
    planned = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert planned and all(p["group"] == group and p["backbone"] == "a" for p in planned)
    assert [p["lo"] for p in planned] == sorted((p["lo"] for p in planned), reverse=True)  # newest first
    first = backfill_plan.Partition(planned[0]["block"], planned[0]["lo"], planned[0]["hi"])
    _range(db, server_a, group, "a", first)
    assert main(["backfill", "status", "--group", group, "--json", "--dsn", pg_dsn]) == 0
    status = json.loads(capsys.readouterr().out.splitlines()[0])
    assert status["partitions_done"] == 1 and 0 < status["covered_pct"] < 100
    assert status["remaining"] == sum(p["articles"] for p in planned[1:]) or status["remaining"] > 0
    assert status["articles_per_sec"] > 0 and status["eta_sec"] is not None
    assert main(["backfill", "status", "--dsn", pg_dsn]) == 0
    assert "covered%" in capsys.readouterr().out
    # The same figures in status.json and on the operator view's Groups tab.
    from usenet_ops.adapters import panels
    from usenet_ops.adapters import status as status_json

    section = status_json.report(db, compose.load_settings(db))["backfill"]
    json.dumps(section)
    assert section["enabled"] and section["remaining"] >= status["remaining"] > 0
    assert {(g["backbone"], g["group"]) for g in section["groups"]} >= {("a", group)}
    tab = panels.groups_tab(db, panels.Sources())
    cell = next(b["backfill"] for g in tab["groups"] if g["name"] == group for b in g["backbones"])
    assert cell["covered_pct"] == status["covered_pct"] and cell["remaining"] == status["remaining"]
    assert main(["backfill", "reset", group, "--backbone", "a", "--dsn", pg_dsn]) == 1  # no terminal, no --yes
    assert "confirmation" in capsys.readouterr().err
    assert main(["backfill", "reset", group, "--backbone", "a", "--yes", "--json", "--dsn", pg_dsn]) == 0
    reset = json.loads(capsys.readouterr().out)
    assert reset["partitions_removed"] == 1 and reset["below"] == status["ceiling"] + 1
    assert main(["backfill", "status", "--group", group, "--json", "--dsn", pg_dsn]) == 0
    after = json.loads(capsys.readouterr().out.splitlines()[0])
    assert after["covered_pct"] == 0 and after["partitions_done"] == 0
    # The forward crawl's own coverage stays.
    assert crawl_state.coverage(db, "a", group)[-1][1] >= status["ceiling"] + 1


def test_a_quiet_group_stages_up_to_the_high_mark_but_covers_only_below_the_headroom(crawl_db, server_a,
                                                                                   corpus_groups) -> None:
    db = crawl_db
    settings_store.set_value(db, "crawl_headroom", 40)
    settings_store.set_value(db, "crawl_settle_delay_min", 0)  # the headroom rule alone (test_settling.py: by Date)
    group = corpus_groups[0]
    report = _forward(db, server_a, group, "a")
    high = report.server_high
    assert report.unsettled > 0
    covered = crawl_state.coverage(db, "a", group)
    assert covered[-1][1] == high - 40  # coverage (and the watermark) stop at the headroom
    state = db.execute("SELECT next_article FROM usenet.group_state WHERE group_name = %s", (group,)).fetchone()
    assert state["next_article"] == high - 40 + 1
    # ... yet the newest articles are staged: a release whose last part is among them can complete now.
    top = db.execute("SELECT max(art_hi) AS hi FROM usenet.staged_sets WHERE group_name = %s", (group,)).fetchone()
    assert top["hi"] > high - 40
    before = snapshot(db)
    again = _forward(db, server_a, group, "a")  # nothing new posted: the tail is read again, nothing doubles
    assert again.staged == 0 and _staging_only(snapshot(db)) == _staging_only(before)


def test_reset_after_renumbering_forgets_the_backfills_old_numbers(crawl_db, server_a, corpus_groups) -> None:
    from usenet_ops.store import renumber_marks

    db = crawl_db
    _shallow(db)
    group = corpus_groups[0]
    _forward(db, server_a, group, "a")
    part = _plan(db, "a", group)[0].partitions[0]
    _range(db, server_a, group, "a", part)
    backfill_state.save_boundary(db, "a", group, dt.datetime(2025, 11, 2, tzinfo=dt.UTC), part.lo, 3)
    renumber_marks.mark(db, "a", group, reason="high_below_watermark", evidence={})
    renumber_marks.reset_watermark(db, "a", group, to=None, owner="op")
    for table in ("backfill_partitions", "backfill_boundaries"):
        assert db.execute(f"SELECT count(*) AS n FROM usenet.{table}").fetchone()["n"] == 0, table
    key = backfill_state.PartitionKey("a", group, SIZE, part.block)
    with pytest.raises(crawl_state.FenceLost):  # a backfill task of the old numbering writes nothing more
        backend_of(db).stage_batch(db, backbone="a", group=group, fence=1, files=[], covered=(part.lo, part.lo),
                                   next_article=None, fence_sql=backfill_state.fence_sql(key))


def _build_until_idle(db) -> set[str]:  # type: ignore[no-untyped-def]
    from usenet_ops.passes import build
    from usenet_ops.store.catalogue import PostgresCatalogue

    for _ in range(10):
        live = compose.load_settings(db)
        report = build.build_pass(db, settings=live, sink=PostgresCatalogue(), filters=compose.load_build_filters(db),
                                  staging=compose.staging_backend(live))
        if not report.built and not report.merged:
            break
    return {r["content_hash"] for r in db.execute("SELECT content_hash FROM usenet.releases")}


def test_two_backbones_backfilled_in_an_adversarial_order_build_what_one_full_read_builds(
        crawl_db, server_a, server_b, corpus_groups, staging_backend) -> None:
    """Fragments of one upload staged first by different backbones (numbers that say nothing of each other)
    are still merged and built: name-only siblings join across backbones by date (domain.assembly.uploads)."""
    from staging_view import staged_message_ids

    db = crawl_db
    for g in corpus_groups:
        _forward(db, server_a, g, "a")
    full_staged = staged_message_ids(db)
    full = _build_until_idle(db)
    assert full
    clear(db)
    db.execute("TRUNCATE usenet.backfill_partitions, usenet.backfill_boundaries, usenet.releases, "
               "usenet.build_outcomes, usenet.build_failures, usenet.sweep_cursors, usenet.probe_queue CASCADE")
    _empty_redis(staging_backend)
    _shallow(db)
    for g in corpus_groups:
        _forward(db, server_a, g, "a")
        _forward(db, server_b, g, "b")
    # Small partitions, a's every other one first, then all of b's, then the rest of a's: an upload straddling
    # a partition edge has its fragments staged first by different backbones.
    settings_store.set_value(db, "backfill_partition_articles", 11)
    for backbone, server, pick in (("a", server_a, 0), ("b", server_b, None), ("a", server_a, None)):
        while plans := [gp for gp in _plan(db, backbone) if gp.partitions]:
            for gp in plans:
                parts = sorted(gp.partitions, key=lambda p: p.lo)
                for part in parts[pick::2] if pick is not None else parts:
                    assert _range(db, server, gp.group, backbone, part).state is CrawlState.DONE
            if pick is not None:
                break
    got = staged_message_ids(db)
    assert got == full_staged
    built = _build_until_idle(db)
    assert built == full, {"missing": len(full - built), "extra": len(built - full)}


def test_a_runs_limit_holds_across_every_group_of_the_provider(crawl_db, server_a, corpus_groups) -> None:
    """The budget of one run (backfill_batches_per_run, or MAX_MAPPED for a window) is for all groups together:
    past it a group plans nothing, so a run never pushes more partitions than Airflow can map."""
    db = crawl_db
    _shallow(db)
    for g in corpus_groups:
        _forward(db, server_a, g, "a")
    every = _plan(db, "a")
    with_history = [p for p in every if p.partitions]
    assert len(with_history) >= 4
    for limit in (1, 3, len(with_history) - 1):
        plans = _plan(db, "a", limit=limit)
        assert sum(len(p.partitions) for p in plans) == limit, [(p.group, len(p.partitions)) for p in plans]
    assert sum(len(p.partitions) for p in _plan(db, "a", limit=0)) == 0
