"""The health pass against real news servers on two backbones, after a scripted takedown and expiry.

Every verdict is scored against the takedown plan's answer key
(corpus/takedown.py), per backbone and over both; then the seed's three
skips, the budgets, seeding and the due order, each on purpose.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

import pytest
from healthkit import FAST_POOL, apply_takedown, knobs, pool_for

from usenet_ops.domain.health_verdicts import Verdict
from usenet_ops.nntp.pool import Pool
from usenet_ops.nntp.provider import ProviderConfig
from usenet_ops.passes import health
from usenet_ops.store import health_records
from usenet_ops.store import settings as settings_store

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "nntp"))
from scripted import Fault, Script, ScriptedServer  # noqa: E402

BACKBONES = ("synthetic-a", "synthetic-b")


def _target(bb: str) -> health.HealthTarget:
    return health.HealthTarget(provider=f"nntp_{bb}", backbone=f"synthetic-{bb}", backbones=BACKBONES, run_id="t")


def _sweep(db, servers, settings) -> dict[str, health.HealthReport]:
    reports = {}
    for bb, srv in servers.items():
        planned = health.plan(db, f"synthetic-{bb}", settings)
        with pool_for(srv) as pool:
            reports[bb] = health.check_releases(db, pool, _target(bb), [i for b in planned.batches for i in b], settings)
    return reports


def _verdicts(db) -> dict[str, dict]:
    rows = db.execute(
        """SELECT r.content_hash, r.dead, h.verdict AS release, h.available,
                  max(c.verdict) FILTER (WHERE c.backbone = 'synthetic-a') AS a,
                  max(c.verdict) FILTER (WHERE c.backbone = 'synthetic-b') AS b
           FROM usenet.releases r LEFT JOIN usenet.release_health h ON h.release_id = r.id
           LEFT JOIN usenet.release_checks c ON c.release_id = r.id
           GROUP BY r.content_hash, r.dead, h.verdict, h.available""").fetchall()
    return {r["content_hash"]: r for r in rows}


@pytest.mark.parametrize("mode", ["sample", "full", "par2"])
def test_after_a_takedown_every_verdict_equals_the_plans(db, servers, health_corpus, catalogued, mode) -> None:
    _, _, plan = health_corpus
    apply_takedown(servers, plan)
    settings = knobs(health_mode=mode)
    reports = _sweep(db, servers, settings)
    assert all(r.ended is health.Ending.DONE for r in reports.values())
    got = _verdicts(db)
    wrong = []
    for guid, rid in catalogued.items():
        want, row = plan.expected[rid], got[guid]
        if (row["a"], row["b"], row["release"], row["available"]) != (want["a"], want["b"], want["release"],
                                                                     want["available"]):
            wrong.append((want["name"], want["scenario"], want, dict(row)))
        assert row["dead"] is (want["a"] == want["b"] == "dead")
    assert not wrong, wrong[:5]
    scenarios = {e["scenario"] for e in plan.expected.values()}
    assert scenarios >= {"dead", "dead_on_a", "broken", "repairable", "repairable_on_a"}
    kinds = {(e["a"], e["b"]) for e in plan.expected.values()}
    assert {("dead", "healthy"), ("healthy", "dead"), ("dead", "dead")} <= kinds  # lost on one side, or both
    assert servers["a"].faults.counters["fault.takedown"] and servers["b"].faults.counters["fault.expired"]


def test_a_release_missing_on_one_provider_but_present_on_the_other_stays_available(db, servers, health_corpus,
                                                                                    catalogued) -> None:
    _, _, plan = health_corpus
    apply_takedown(servers, plan)
    _sweep(db, servers, knobs())
    got = _verdicts(db)
    one_sided = [g for g, rid in catalogued.items() if plan.expected[rid]["scenario"] == "dead_on_a"
                 and plan.expected[rid]["b"] == "healthy"]
    assert one_sided
    for guid in one_sided:
        assert got[guid]["a"] == "dead" and got[guid]["b"] == "healthy"
        assert got[guid]["available"] and not got[guid]["dead"] and got[guid]["release"] == "healthy"


def test_a_rerun_finds_nothing_due_and_changes_nothing(db, servers, health_corpus, catalogued) -> None:
    apply_takedown(servers, health_corpus[2])
    settings = knobs()
    first = _sweep(db, servers, settings)
    before = db.execute("SELECT * FROM usenet.release_checks ORDER BY release_id, backbone").fetchall()
    ids = [r["release_id"] for r in before if r["backbone"] == "synthetic-a"]
    with pool_for(servers["a"]) as pool:
        again = health.check_releases(db, pool, _target("a"), ids, settings)
    assert first["a"].concluded == len(ids) and again.not_due == len(ids) and again.stats == 0
    assert db.execute("SELECT * FROM usenet.release_checks ORDER BY release_id, backbone").fetchall() == before
    assert health.plan(db, "synthetic-a", settings).batches == []


# --- the three skips -----------------------------------------------------------------


def test_a_pool_with_nothing_to_lend_ends_the_pass_at_once_and_stamps_nothing(db, servers, catalogued) -> None:
    settings = knobs()
    ids = [i for b in health.plan(db, "synthetic-a", settings).batches for i in b]
    with pool_for(servers["a"], connections=1) as pool:
        held = pool.try_acquire()  # the crawl has the only connection
        report = health.check_releases(db, pool, _target("a"), ids, settings)
        pool.release(held)
    assert report.ended is health.Ending.POOL_BUSY and report.skips == {"transient": 1} and report.stats == 0
    assert db.execute("SELECT count(*) AS n FROM usenet.release_checks WHERE attempted_at IS NOT NULL").fetchone()["n"] == 0
    assert len(health_records.still_due(db, "synthetic-a", ids, min_age_hours=0)) == len(ids)  # retried promptly


@pytest.mark.parametrize("fault", [Fault.STALL, Fault.DROP])
def test_connections_failing_mid_check_abandon_releases_then_fail_the_task(db, catalogued, fault) -> None:
    settings = knobs(health_transport_yield=3)
    ids = [i for b in health.plan(db, "synthetic-a", settings).batches for i in b]
    script = Script()
    script.handlers["STAT"] = lambda s, a: fault  # a provider that quietly stopped answering, or hangs up
    started = time.monotonic()
    with ScriptedServer(script) as server:
        cfg = ProviderConfig.from_url(server.url(), compression=False, backbone="synthetic-a", name="nntp_a")
        with Pool(cfg, FAST_POOL) as pool, pytest.raises(health.HealthProviderSick, match="3 releases in a row"):
            health.check_releases(db, pool, _target("a"), ids, settings)
    # One STAT deadline (2 s) per release, never the whole-command one (5 s) sized for an OVER.
    assert time.monotonic() - started < 3 * FAST_POOL.timeouts.command
    row = db.execute("SELECT state, ended, skips FROM usenet.health_passes ORDER BY id DESC LIMIT 1").fetchone()
    assert (row["state"], row["ended"], row["skips"]) == ("failed", "transport", {"transport": 3})
    assert db.execute("SELECT count(*) AS n FROM usenet.release_checks WHERE attempted_at IS NOT NULL").fetchone()["n"] == 0


def test_one_release_answered_then_a_transport_failure_does_not_end_the_pass(db, servers, catalogued) -> None:
    settings = knobs(health_transport_yield=2)
    ids = [i for b in health.plan(db, "synthetic-a", settings).batches for i in b][:6]
    calls = {"n": 0}
    with pool_for(servers["a"]) as pool:
        real = pool.try_acquire

        def flaky():  # every other lease fails mid-STAT: the run of failures never reaches 2
            client = real()
            calls["n"] += 1
            if calls["n"] % 2 == 0:
                client.close()
            return client

        pool.try_acquire = flaky  # type: ignore[method-assign]
        report = health.check_releases(db, pool, _target("a"), ids, settings)
    assert report.ended is health.Ending.DONE and report.skips["transport"] >= 2 and report.concluded >= 2


def test_unusable_answers_stamp_the_release_and_keep_its_verdict(db, servers, catalogued) -> None:
    settings = knobs()
    ids = [i for b in health.plan(db, "synthetic-a", settings).batches for i in b][:3]
    with pool_for(servers["a"]) as pool:
        first = health.check_releases(db, pool, _target("a"), ids, settings)
    assert first.concluded == 3
    before = {r["release_id"]: r for r in db.execute(
        "SELECT * FROM usenet.release_checks WHERE release_id = ANY(%s)", (ids,))}
    script = Script()
    script.handlers["STAT"] = lambda s, a: b"502 access to this article is restricted\r\n"  # answered, not usably
    with ScriptedServer(script) as server:
        cfg = ProviderConfig.from_url(server.url(), compression=False, backbone="synthetic-a", name="nntp_a")
        with Pool(cfg, FAST_POOL) as pool:
            second = health.check_releases(db, pool, _target("a"), ids, settings, only_due=False)
    assert second.skips == {"row": 3} and second.concluded == 0
    for rid in ids:
        row = db.execute("SELECT * FROM usenet.release_checks WHERE release_id = %s AND backbone = 'synthetic-a'",
                         (rid,)).fetchone()
        old = before[rid]
        assert row["verdict"] == old["verdict"] and row["checked_at"] == old["checked_at"]
        assert row["attempted_at"] > old["attempted_at"] and row["inconclusive"] == 1 and "unusable" in row["note"]


def test_an_unreadable_stored_nzb_is_stamped_not_fatal(db, servers, catalogued) -> None:
    settings = knobs()
    ids = [i for b in health.plan(db, "synthetic-a", settings).batches for i in b][:4]
    db.execute("UPDATE usenet.releases SET nzb = %s WHERE id = %s", (b"UNZ\x01\x00garbage\xff" * 3, ids[1]))
    with pool_for(servers["a"]) as pool:
        report = health.check_releases(db, pool, _target("a"), ids, settings)
    assert report.concluded == 3 and report.skips == {"row": 1}
    row = db.execute("SELECT verdict, note, attempted_at FROM usenet.release_checks WHERE release_id = %s AND "
                     "backbone = 'synthetic-a'", (ids[1],)).fetchone()
    assert row["verdict"] is None and row["attempted_at"] is not None and "unreadable" in row["note"]
    # Stamped rows sort behind the never-attempted ones: it cannot lead every batch.
    assert ids[1] not in health_records.due(db, "synthetic-a", min_age_hours=0, limit=10_000)


# --- budgets ---------------------------------------------------------------------------


def test_the_stat_budget_ends_the_pass_and_leaves_the_rest_due(db, servers, catalogued) -> None:
    settings = knobs(health_max_stats=100, health_mode="full")
    ids = [i for b in health.plan(db, "synthetic-a", settings).batches for i in b]
    with pool_for(servers["a"]) as pool:
        report = health.check_releases(db, pool, _target("a"), ids, settings)
    assert report.ended is health.Ending.STAT_BUDGET and 0 < report.concluded < len(ids)
    assert report.stats < 100 + settings.health_stat_chunk
    left = health_records.still_due(db, "synthetic-a", ids, min_age_hours=0)
    assert len(left) == len(ids) - report.concluded


def test_the_time_budget_ends_the_pass(db, servers, catalogued) -> None:
    settings = knobs(health_budget_sec=10)
    ids = [i for b in health.plan(db, "synthetic-a", settings).batches for i in b]
    ticks = iter(range(0, 10_000, 4))
    with pool_for(servers["a"]) as pool:
        report = health.check_releases(db, pool, _target("a"), ids, settings, clock=lambda: float(next(ticks)))
    assert report.ended is health.Ending.BUDGET and report.concluded < len(ids)


# --- seeding and the due order ------------------------------------------------------------


def test_seeding_is_bounded_catches_late_commits_and_never_recreates_a_deleted_release(db, catalogued) -> None:
    n = len(catalogued)
    assert health_records.seed(db, "synthetic-a", limit=5) == 5
    assert health_records.seed(db, "synthetic-a") == n - 5
    assert health_records.seed(db, "synthetic-a") == 0
    # A row that committed late, below the cursor: the lookback finds it.
    victim = db.execute("SELECT min(release_id) AS id FROM usenet.release_checks").fetchone()["id"]
    db.execute("DELETE FROM usenet.release_checks WHERE release_id = %s", (victim,))
    assert health_records.seed(db, "synthetic-a") == 1
    db.execute("DELETE FROM usenet.releases WHERE id = %s", (victim,))
    assert db.execute("SELECT count(*) AS n FROM usenet.release_checks WHERE release_id = %s", (victim,)).fetchone()["n"] == 0
    assert health_records.seed(db, "synthetic-a") == 0


def test_fresh_releases_wait_for_the_min_age_and_builds_still_settling_are_not_seeded(db, catalogued) -> None:
    db.execute("UPDATE usenet.releases SET added_at = now()")
    assert health_records.seed(db, "synthetic-a") == 0  # a build transaction may still be open below them
    db.execute("UPDATE usenet.releases SET added_at = now() - interval '1 hour', posted_at = now() - interval '2 hours'")
    health_records.seed(db, "synthetic-a")
    assert health_records.due(db, "synthetic-a", min_age_hours=24, limit=100) == []
    assert len(health_records.due(db, "synthetic-a", min_age_hours=1, limit=10_000)) == len(catalogued)


def test_never_checked_come_first_newest_first_then_the_most_overdue(db, catalogued) -> None:
    health_records.seed(db, "synthetic-a")
    rows = db.execute("SELECT release_id, next_check_at FROM usenet.release_checks ORDER BY release_id").fetchall()
    a, b, c = (r["release_id"] for r in rows[:3])
    db.execute("UPDATE usenet.release_checks SET attempted_at = now(), next_check_at = now() - interval '3 days' "
               "WHERE release_id = %s", (a,))
    db.execute("UPDATE usenet.release_checks SET attempted_at = now(), next_check_at = now() - interval '9 days' "
               "WHERE release_id = %s", (b,))
    db.execute("UPDATE usenet.release_checks SET attempted_at = now(), next_check_at = now() + interval '1 day' "
               "WHERE release_id = %s", (c,))
    due = health_records.due(db, "synthetic-a", min_age_hours=0, limit=10_000)
    never = [r for r in rows if r["release_id"] not in (a, b, c)]
    newest = max(never, key=lambda r: r["next_check_at"])["release_id"]
    assert due[0] == newest and due[-2:] == [b, a] and c not in due


def test_the_census_counts_verdicts_and_overdue(db, servers, health_corpus, catalogued) -> None:
    apply_takedown(servers, health_corpus[2])
    settings = knobs()
    before = health_records.census(db, min_age_hours=0)
    assert before["checked"] == 0 and before["overdue"] == 0  # nothing seeded yet
    health_records.seed(db, "synthetic-a")
    assert health_records.census(db, min_age_hours=0)["overdue"] == len(catalogued)
    _sweep(db, servers, settings)
    census = health_records.census(db, min_age_hours=0)
    expected = health_corpus[2].expected
    for v in Verdict:
        assert census[v.value] == sum(1 for e in expected.values() if e["release"] == v.value), v
    assert census["checked"] == len(catalogued) and census["overdue"] == 0
    settings_store.set_value(db, "health_min_age_hours", 0)
    status = health_records.status(db, min_age_hours=0)
    assert status["census"] == census and status["census_exact"] and status["unchecked"] == 0
    assert status["rate"]["passes"] == 2 and status["rate"]["stats"] > 0
