"""The backfill through Airflow on a real metadata database: two backbones, groups far deeper than a first pass.

The acceptance of issue 17: a corpus whose groups are ~50x
``max_articles_per_group`` deep, served by two news servers whose backbones
number it differently; the crawl DAG reads the newest articles, the backfill
DAG reads the history as mapped crawl_range tasks, and staging and the
catalogue then equal those of a full read. Overlapping runs read nothing
twice; a crawl_range killed with SIGKILL mid-partition is re-run to the same
state.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from usenet_ops import corpus as corpus_mod
from usenet_ops import newsserver
from usenet_ops.corpus.release import manifest_content_hash
from usenet_ops.newsserver.faults import Faults
from usenet_ops.store import crawl_state, groups, settings

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests" / "integration"))
from staging_state import snapshot  # noqa: E402

pytestmark = pytest.mark.airflow

FIRST_PASS = 8  # max_articles_per_group: the busiest groups are ~50x deeper
PARTITION = 400


@pytest.fixture(scope="module")
def deep_corpus(scratch_dir: Path):
    manifest = corpus_mod.generate(articles=3000, seed=17, out=scratch_dir / "e2e-backfill")
    return corpus_mod.load(manifest.directory), manifest.read()


@pytest.fixture
def providers(deep_corpus, monkeypatch: pytest.MonkeyPatch):
    with newsserver.serve(deep_corpus[0], backbone="a") as a, newsserver.serve(deep_corpus[0], backbone="b") as b:
        for conn_id, srv, bb in (("nntp_default", a, "synthetic-a"), ("nntp_b", b, "synthetic-b")):
            conn = {"conn_type": "nntp", "host": srv.host, "port": srv.port,
                    "extra": {"backbone": bb, "connections": 4}}
            monkeypatch.setenv(f"AIRFLOW_CONN_{conn_id.upper()}", json.dumps(conn))
        monkeypatch.setenv("USENET_NNTP_CONN_IDS", "nntp_default,nntp_b")
        yield a, b


def _bag():
    from airflow.dag_processing.dagbag import DagBag

    bag = DagBag(dag_folder=str(ROOT / "dags"))
    assert bag.import_errors == {}
    return bag


def _states(run) -> list[tuple[str, int, str]]:
    return sorted((t.task_id, t.map_index, str(t.state)) for t in run.get_task_instances())


def _truncate(db) -> None:
    tables = [r["tablename"] for r in db.execute(
        "SELECT tablename FROM pg_tables WHERE schemaname = 'usenet' AND tablename <> 'schema_migrations'")]
    db.execute("TRUNCATE " + ", ".join(f"usenet.{t}" for t in tables) + " RESTART IDENTITY CASCADE")


def _setup(db, manifest, *, first_pass: int) -> None:
    for name in sorted({g for r in manifest["releases"] for g in r["newsgroups"]}):
        groups.add(db, name, tier=groups.Tier.CRITICAL)
    for knob, value in {"crawl_headroom": 0, "max_articles_per_group": first_pass, "batch": 40, "max_groups": 0,
                        "backfill_partition_articles": PARTITION, "backfill_batches_per_run": 1000}.items():
        settings.set_value(db, knob, value)


def _catalogue(db) -> set[str]:
    return {r["content_hash"] for r in db.execute("SELECT content_hash FROM usenet.releases")}


def _staging(db) -> dict:
    """Staging as two runs that must agree are compared on.

    A set's article span (art_lo, art_hi) is recorded in the numbering of the
    backbone that staged it first (numbers are per backbone, so two spans
    cannot be merged): with two providers read in a different order, which
    backbone came first differs, so the span is left out here (the
    single-backbone test in tests/integration/crawl/test_backfill.py compares
    it too).
    The set's dates (posted_min, posted_max) are likewise left out: a file's
    date is exact (its row folds every batch's), but a set recomputes its
    dates only when it gains segments, and on backbone b (numbered by
    arrival, up to 90 s off posting order) a batch of duplicates can still
    lower a file's date by a second.
    """
    snap = snapshot(db)
    out = {k: snap[k] for k in ("segments", "files", "counts")}
    order_dependent = ("art_lo", "art_hi", "posted_min", "posted_max")
    out["sets"] = [{k: v for k, v in row.items() if k not in order_dependent} for row in snap["sets"]]
    return out


def _same(got: dict, want: dict) -> None:
    for table in want:
        diff = [(a, b) for a, b in zip(got[table], want[table], strict=False) if a != b]
        assert not diff and len(got[table]) == len(want[table]), (
            table, len(got[table]), len(want[table]), [{k: (a[k], b[k]) for k in a if a[k] != b[k]} for a, b in diff[:3]])


def _left_staged(db) -> list[str]:
    """The sets a build left in staging (a full read and a backfill must leave the same ones)."""
    return [r["set_id"] for r in db.execute("SELECT set_id FROM usenet.staged_sets ORDER BY set_id")]


def _why_unbuilt(db, set_ids: set[str]) -> list[dict]:
    """What the build's settle rule saw for sets a full read built and the backfill did not.

    A set's span is in the numbering of the backbone that staged it first; the
    rule wants that backbone's coverage from SETTLE_MARGIN below the span (or
    the server's low) to its top, and the forward crawl past it.
    """
    out = []
    for sid in sorted(set_ids):
        row = db.execute("""SELECT set_id, group_name, backbone, status, art_lo, art_hi, files_seen, file_total,
                                   files_complete, last_seen FROM usenet.staged_sets WHERE set_id = %s""",
                         (sid,)).fetchone()
        if row is None:
            continue
        state = db.execute("""SELECT backbone, server_low, first_article, next_article, server_high
                              FROM usenet.group_state WHERE group_name = %s ORDER BY backbone""",
                           (row["group_name"],)).fetchall()
        cov = db.execute("SELECT backbone, lo, hi FROM usenet.coverage WHERE group_name = %s ORDER BY backbone, lo",
                         (row["group_name"],)).fetchall()
        out.append({"set": dict(row), "group_state": [dict(r) for r in state], "coverage": [dict(r) for r in cov]})
    return out


def test_backfill_dag_on_two_backbones_equals_a_full_read(airflow_db, db, deep_corpus, providers) -> None:
    _, manifest = deep_corpus
    bag = _bag()
    crawl_dag, build_dag, backfill_dag = (bag.dags[d] for d in ("usenet_crawl", "usenet_build", "usenet_backfill"))

    # The reference: a full forward read of both backbones, then a build.
    _setup(db, manifest, first_pass=1_000_000)
    assert crawl_dag.test().state == "success"
    full_staging = _staging(db)
    assert build_dag.test().state == "success"
    full_catalogue = _catalogue(db)
    full_left = _left_staged(db)
    assert full_catalogue
    deepest = db.execute("SELECT max(server_count) AS n FROM usenet.group_state").fetchone()["n"]
    assert deepest >= 50 * FIRST_PASS

    # A shallow first pass, then the backfill DAG.
    _truncate(db)
    _setup(db, manifest, first_pass=FIRST_PASS)
    assert crawl_dag.test().state == "success"
    assert len(_staging(db)["segments"]) < len(full_staging["segments"]) / 5
    run = backfill_dag.test()
    assert run.state == "success", _states(run)
    mapped = [t for t in run.get_task_instances() if t.task_id.endswith("crawl_range")]
    assert {t.task_id.split(".")[0] for t in mapped} == {"nntp_default", "nntp_b"}  # both backbones
    assert len(mapped) > 20
    assert all(str(t.state) == "success" for t in mapped)
    _same(_staging(db), full_staging)
    assert build_dag.test().state == "success"
    assert _catalogue(db) == full_catalogue, _why_unbuilt(db, set(_left_staged(db)) - set(full_left))

    # Nothing left: the next run maps no partition and reads nothing.
    again = backfill_dag.test()
    assert again.state == "success"
    assert not [t for t in again.get_task_instances() if t.task_id.endswith("crawl_range") and t.map_index >= 0]
    parts = db.execute("SELECT backbone, count(*) AS n, sum(articles) AS a FROM usenet.backfill_partitions "
                       "GROUP BY backbone ORDER BY backbone").fetchall()
    assert [r["backbone"] for r in parts] == ["synthetic-a", "synthetic-b"]



def _build_until_idle(build_dag) -> None:
    """Run the build DAG until a pass builds and merges nothing more (uploads merged across runs build later)."""
    for _ in range(6):
        run = build_dag.test()
        assert run.state == "success", _states(run)
        reports = [ti.xcom_pull(task_ids=ti.task_id, map_indexes=ti.map_index) for ti in run.get_task_instances()
                   if ti.task_id == "build"]
        if not any(r and (r.get("built") or r.get("merged")) for r in reports):
            return


def test_on_redis_a_capped_first_pass_and_the_backfill_build_what_pg_builds(airflow_db, db, deep_corpus, providers,
                                                                           redis_url, redis_prefix,
                                                                           monkeypatch) -> None:
    """Issue 29: staging is composed once and passed to every pass, the backfill's crawl_range included.

    Before, a backfill task never selected the backend: under staging=redis it staged into Postgres while
    the build read Redis (history sat where the build never looked), and Redis's batches were fenced with
    the group's token and wrote no partition progress. Here, through Airflow: a full read on pg is the
    reference; a capped first pass plus the backfill DAG on Redis builds the same catalogue release for
    release, with every partition's progress recorded and nothing staged in Postgres. (A full read on each
    backend building the same catalogue: tests/integration/build/test_build.py.)
    """
    from staging_view import staged_message_ids

    _, manifest = deep_corpus
    bag = _bag()
    crawl_dag, build_dag, backfill_dag = (bag.dags[d] for d in ("usenet_crawl", "usenet_build", "usenet_backfill"))
    _setup(db, manifest, first_pass=1_000_000)
    assert crawl_dag.test().state == "success"
    _build_until_idle(build_dag)
    on_pg = _catalogue(db)
    assert on_pg
    # Issue 28: uploads only the grouping rule joins (a hash per file, an episode pack) are in the reference, so
    # the Redis and backfill run below must build each as one complete release too.
    by_upload = [r for r in manifest["releases"]
                 if r.get("expect_in_catalogue") and r.get("subject_form") != "random_per_article"
                 and (r.get("episode_pack") and r["size"] >= 5 << 20  # a smaller video is junk (under_5mib)
                      or r.get("hashed_style") in ("hashed_ext", "hashed_bare"))]
    assert len(by_upload) >= 3
    assert not [(r["name"], r.get("hashed_style"), r["newsgroups"], r.get("withheld")) for r in by_upload
                if manifest_content_hash(r) not in on_pg]

    _truncate(db)
    monkeypatch.setenv("USENET_REDIS_URL", redis_url)
    monkeypatch.setenv("USENET_STAGING_REDIS_PREFIX", redis_prefix)
    _setup(db, manifest, first_pass=FIRST_PASS)
    settings.set_value(db, "staging", "redis", guarded_ok=True)
    assert crawl_dag.test().state == "success"
    run = backfill_dag.test()
    assert run.state == "success", _states(run)
    mapped = [t for t in run.get_task_instances() if t.task_id.endswith("crawl_range")]
    assert len(mapped) > 20 and all(str(t.state) == "success" for t in mapped)
    parts = db.execute("SELECT state, articles, read_to, hi FROM usenet.backfill_partitions").fetchall()
    assert parts and all(p["state"] == "done" for p in parts), parts[:5]
    assert sum(p["articles"] for p in parts) > 0 and all(p["read_to"] is not None for p in parts), \
        "each partition's progress commits with its batches, on Redis too"
    assert db.execute("SELECT count(*) AS n FROM usenet.staged_files").fetchone()["n"] == 0, \
        "staging=redis: nothing staged in Postgres, by the crawl or the backfill"
    assert staged_message_ids(db), "what was read is staged in Redis"
    _build_until_idle(build_dag)
    got = _catalogue(db)
    assert got == on_pg, {"missing": len(on_pg - got), "extra": len(got - on_pg)}


KILLABLE = """
import sys
from usenet_ops.domain.backfill_plan import Partition
from usenet_ops.nntp.pool import Pool
from usenet_ops.nntp.provider import ProviderConfig
from usenet_ops.passes import backfill, compose
from usenet_ops.store import db as store_db

url, group, block, lo, hi, size = sys.argv[1], sys.argv[2], *map(int, sys.argv[3:])
conn = store_db.connect(autocommit=True)
target = backfill.RangeTarget(provider="p", backbone="synthetic-a", group=group,
                              indexed_groups=compose.indexed_groups(conn), partition=Partition(block, lo, hi),
                              size=size)
with Pool(ProviderConfig.from_url(url, backbone="synthetic-a")) as pool:
    live = compose.load_settings(conn)
    # Where the task would send its batches: staging, or chunks on the rebuild path (the backfill_path knob).
    backfill.crawl_range(target, conn=conn, pool=pool, settings=live, filters=compose.load_filters(conn),
                         owner="killed-task[0]", staging=compose.backfill_sink(
                             live, target.key, lo, lambda: compose.staging_backend(live)))
"""


def test_sigkill_mid_partition_then_rerun_gives_the_same_state(airflow_db, db, deep_corpus, providers) -> None:
    _, manifest = deep_corpus
    bag = _bag()
    crawl_dag, backfill_dag = bag.dags["usenet_crawl"], bag.dags["usenet_backfill"]
    _setup(db, manifest, first_pass=1_000_000)
    settings.set_value(db, "batch", 10)
    assert crawl_dag.test().state == "success"
    full = _staging(db)
    _truncate(db)
    _setup(db, manifest, first_pass=FIRST_PASS)
    settings.set_value(db, "batch", 10)
    settings.set_value(db, "backfill_partition_articles", 100_000)  # one partition per group: a long read
    assert crawl_dag.test().state == "success"
    group, lo, hi = kill_mid_partition(db, deep_corpus)
    # The re-run: another run finds the dead claim live (no heartbeat timeout yet) and leaves it;
    # the same task's retry (same owner) takes over at once.
    db.execute("UPDATE usenet.backfill_partitions SET heartbeat_at = now() - interval '1 hour' WHERE group_name = %s",
               (group,))
    run = backfill_dag.test()
    assert run.state == "success", _states(run)
    _same(_staging(db), full)


def kill_mid_partition(db, deep_corpus) -> tuple[str, int, int]:  # type: ignore[no-untyped-def]
    """Run ``KILLABLE`` (a crawl_range of the deepest group's whole history on backbone a, one partition) in a process
    of its own against a slow news server, SIGKILL it once it has committed some batches; return (group, lo, hi).
    The partition is left claimed and running mid-range, as a killed task leaves it."""
    row = db.execute("""SELECT group_name, first_article, server_low FROM usenet.group_state
                        WHERE backbone = 'synthetic-a' ORDER BY first_article - server_low DESC LIMIT 1""").fetchone()
    group, lo, hi = row["group_name"], row["server_low"], row["first_article"] - 1
    slow = Faults()
    slow.latency_per_response = 0.05  # 50 ms an OVER: the kill lands mid-partition
    with newsserver.serve(deep_corpus[0], backbone="a", faults=slow) as srv:
        proc = subprocess.Popen([sys.executable, "-c", KILLABLE, srv.url, group, str(lo // 100_000), str(lo),
                                 str(hi), "100000"], env=os.environ.copy(), start_new_session=True)
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            got = db.execute("SELECT read_to FROM usenet.backfill_partitions WHERE group_name = %s",
                             (group,)).fetchone()
            if got and got["read_to"] is not None and got["read_to"] >= lo + 30:
                break
            time.sleep(0.05)
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait(timeout=10)
    row = db.execute("SELECT state, read_to FROM usenet.backfill_partitions WHERE group_name = %s",
                     (group,)).fetchone()
    assert row["state"] == "running" and lo < row["read_to"] < hi  # killed mid-range
    return group, lo, hi


def _forward_all(db, url: str, backbone: str) -> None:
    from usenet_ops.nntp.pool import Pool
    from usenet_ops.nntp.provider import ProviderConfig
    from usenet_ops.passes import compose, crawl

    for g in groups.list_groups(db, active_only=True):
        target = crawl.CrawlTarget(provider="nntp_default", backbone=backbone, group=g.name,
                                   indexed_groups=compose.indexed_groups(db))
        with Pool(ProviderConfig.from_url(url, backbone=backbone)) as pool:
            crawl.crawl_group(target, conn=db, pool=pool, settings=compose.load_settings(db),
                              filters=compose.load_filters(db), owner="forward",
                              staging=compose.staging_backend(compose.load_settings(db)))


def _quiet_scheduled_walks(db) -> None:
    """Keep scheduled wake-ups from walking: a partition claimed "just now" and a week between walks."""
    from usenet_ops.domain import backfill_plan
    from usenet_ops.store import backfill_state

    settings.set_value(db, "backfill_interval_min", 10_080)
    size = settings.load(db).backfill_partition_articles
    backfill_state.claim(db, backfill_state.PartitionKey("synthetic-a", "placeholder.group", size, 0),
                         backfill_plan.Partition(0, 0, 0), owner="test", run_id="test")


def _sync_pools(env: dict[str, str]) -> None:
    """Create the providers' pools with the operator's command, before the cluster starts.

    It needs only the migrated metadata DB, so it runs before the cluster's
    components start importing Airflow on the same two cores: on this shared
    machine an Airflow import alone takes minutes of wall clock under load,
    and a task naming a missing pool would wait in "scheduled" forever.
    """
    sync = subprocess.run([str(Path(sys.executable).parent / "usenet-ops"), "pools", "sync", "--json"],
                          env={**os.environ, **env}, capture_output=True, text=True, timeout=1200)
    assert sync.returncode == 0, sync.stdout + sync.stderr
    assert {p["name"] for p in json.loads(sync.stdout)["pools"]} == {"nntp_nntp_default"}, sync.stdout


def _af(sql: str, params: tuple = ()) -> list[dict]:
    import psycopg
    from psycopg.rows import dict_row

    url = os.environ["AIRFLOW__DATABASE__SQL_ALCHEMY_CONN"].replace("postgresql+psycopg://", "postgresql://")
    with psycopg.connect(url, row_factory=dict_row) as conn:
        return conn.execute(sql, params).fetchall()


def _usenet_ops(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    proc = subprocess.run([str(Path(sys.executable).parent / "usenet-ops"), *args], env={**os.environ, **env},
                          capture_output=True, text=True, timeout=1200)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return proc


def test_airflow_backfill_create_of_two_weeks_is_two_usenet_history_runs_that_build_that_history(
        airflow_db, db, deep_corpus, scratch_dir) -> None:
    """Issue 32: history by date is a week per run, a paused DAG's backfill says so, and the windows are built.

    Through a running scheduler: `airflow backfill create --dag-id usenet_history` over two weeks of the
    corpus' month makes two runs (the walker's 10-minute windows made 2,017); created while the DAG is
    paused, `usenet-ops backfill status` and status.json name the pause and the command; unpaused, each run
    maps exactly its window's partitions, and a build then makes releases of that fortnight.
    """
    import datetime as dt

    from airflow_cluster import cluster, wait_for

    from usenet_ops.adapters import status
    from usenet_ops.domain import backfill_plan
    from usenet_ops.store import backfill_state

    corpus, manifest = deep_corpus
    size = 100
    start = dt.datetime(2025, 11, 8, tzinfo=dt.UTC)  # the corpus is posted over November 2025
    end = start + dt.timedelta(days=14)
    with newsserver.serve(corpus, backbone="a") as srv:
        conn_json = json.dumps({"conn_type": "nntp", "host": srv.host, "port": srv.port,
                                "extra": {"backbone": "synthetic-a", "connections": 4}})
        env = {"AIRFLOW_CONN_NNTP_DEFAULT": conn_json, "USENET_NNTP_CONN_IDS": "nntp_default"}
        _setup(db, manifest, first_pass=FIRST_PASS)
        settings.set_value(db, "backfill_partition_articles", size)
        _forward_all(db, srv.url, "synthetic-a")
        _build_until_idle(_bag().dags["usenet_build"])
        before_catalogue = _catalogue(db)
        # Only the windows read here: the walker (paused anyway) is kept quiet as in the tests above.
        _quiet_scheduled_walks(db)
        rows = backfill_state.group_rows(db, backbone="synthetic-a")
        before = {r["group_name"]: crawl_state.coverage(db, "synthetic-a", r["group_name"]) for r in rows}
        _sync_pools(env)
        with cluster(scratch_dir, extra_env=env) as af:
            wait_for(lambda: bool(_af("SELECT 1 FROM dag WHERE dag_id = 'usenet_history'")), 900,
                     "the dag-processor to parse usenet_history")
            assert _af("SELECT is_paused FROM dag WHERE dag_id = 'usenet_history'")[0]["is_paused"] is False, \
                "usenet_history is created unpaused (the cluster pauses new DAGs by default)"
            af.airflow("dags", "pause", "usenet_history")
            # One run at a time: a block the week's edge cuts is planned by both runs, and a run that plans while
            # the other reads it leaves it (a live claim) to the walker, so the exact partitions below need order.
            af.airflow("backfill", "create", "--dag-id", "usenet_history", "--from-date", start.isoformat(),
                       "--to-date", (end - dt.timedelta(days=7)).isoformat(), "--max-active-runs", "1")
            queued = _af("SELECT state FROM dag_run WHERE dag_id = 'usenet_history' AND run_type = 'backfill'")
            assert [r["state"] for r in queued] == ["queued", "queued"], queued
            said = _usenet_ops(env, "backfill", "status").stderr
            assert "2 run(s) queued" in said and "`airflow dags unpause usenet_history`" in said, said
            waiting = status.report(db, settings.load(db))["backfill"]["airflow_backfills"]
            assert [(b["dag_id"], b["dag_paused"], bool(b["warning"])) for b in waiting] == \
                [("usenet_history", True, True)], waiting
            af.airflow("dags", "unpause", "usenet_history")

            def finished() -> bool:
                runs = _af("SELECT state FROM dag_run WHERE dag_id = 'usenet_history' AND run_type = 'backfill'")
                return bool(runs) and all(r["state"] in ("success", "failed") for r in runs)

            wait_for(finished, 1500, "the backfill runs to finish: " + af.log_tail("scheduler", 2000), every=3)
            assert not _usenet_ops(env, "backfill", "status").stderr.count("WARNING"), "nothing waits any more"
        runs = _af("""SELECT run_id, state, data_interval_start AS s, data_interval_end AS e FROM dag_run
                      WHERE dag_id = 'usenet_history' AND run_type = 'backfill' ORDER BY data_interval_start""")
    assert [r["state"] for r in runs] == ["success"] * 2, runs
    assert [(r["s"], r["e"]) for r in runs] == [(start, start + dt.timedelta(days=7)), (start + dt.timedelta(days=7), end)]
    # Exactly the windows' partitions, planned from the coverage before the runs and the cached boundaries.
    expected = set()
    for r in rows:
        g = r["group_name"]
        floor, ceiling = r["server_low"], r["first_article"] - 1
        for run in runs:
            lo_at = backfill_state.boundary(db, "synthetic-a", g, run["s"])
            hi_at = backfill_state.boundary(db, "synthetic-a", g, run["e"])
            assert lo_at is not None and hi_at is not None, "every window edge was searched once and cached"
            lo, hi = backfill_plan.clip((lo_at, hi_at - 1), floor, ceiling)
            expected |= {(g, p.block, p.lo, p.hi) for p in backfill_plan.plan(lo, hi, before[g], size=size)}
    # A block the week's edge cuts is planned by both runs (its row, keyed by block, holds the later claim).
    mapped = {(x["group_name"], x["block"]) for x in db.execute(
        "SELECT group_name, block FROM usenet.backfill_partitions WHERE run_id LIKE 'backfill__%%'")}
    assert expected and mapped == {(g, block) for g, block, _, _ in expected}
    for r in rows:
        g = r["group_name"]
        grown = backfill_plan.normalize(before[g] + [(lo, hi) for gg, _, lo, hi in expected if gg == g])
        assert crawl_state.coverage(db, "synthetic-a", g) == grown, g
    boundaries = db.execute("SELECT count(DISTINCT at) AS d FROM usenet.backfill_boundaries").fetchone()
    assert boundaries["d"] == 3  # three edges (start, +7 days, +14 days), each searched once per group
    # That history is built: new releases, posted in the fortnight (a release crossing an edge may start a day out).
    _build_until_idle(_bag().dags["usenet_build"])
    new = db.execute("SELECT posted_at FROM usenet.releases WHERE NOT (content_hash = ANY(%s))",
                     (list(before_catalogue),)).fetchall()
    assert len(new) >= 10, (len(new), len(before_catalogue))
    slack = dt.timedelta(days=1)
    assert all(start - slack <= r["posted_at"] < end + slack for r in new), sorted(r["posted_at"] for r in new)[:5]


def test_celery_executor_with_two_workers_stages_what_a_full_read_stages(
        airflow_db, db, deep_corpus, scratch_dir, redis_url) -> None:
    from airflow_cluster import cluster, wait_for

    corpus, manifest = deep_corpus
    with newsserver.serve(corpus, backbone="a") as srv:
        conn_json = json.dumps({"conn_type": "nntp", "host": srv.host, "port": srv.port,
                                "extra": {"backbone": "synthetic-a", "connections": 4}})
        env = {"AIRFLOW_CONN_NNTP_DEFAULT": conn_json, "USENET_NNTP_CONN_IDS": "nntp_default"}
        _setup(db, manifest, first_pass=1_000_000)
        _forward_all(db, srv.url, "synthetic-a")
        full = _staging(db)
        _truncate(db)
        _setup(db, manifest, first_pass=FIRST_PASS)
        _forward_all(db, srv.url, "synthetic-a")
        # Unpausing creates the latest scheduled run at once (catchup=False), and it would walk the whole
        # gap before celery_walk (max_active_runs=1) starts: a claim "just now" keeps scheduled wake-ups
        # quiet, and a manual run always walks.
        _quiet_scheduled_walks(db)
        _sync_pools(env)
        started = time.monotonic()
        since = _af("SELECT now() AS t")[0]["t"]
        with cluster(scratch_dir, executor="CeleryExecutor", celery_workers=2, redis_url=redis_url,
                     extra_env=env) as af:
            # Parsed by THIS cluster's dag-processor: an earlier test of the session (LocalExecutor, dag.test())
            # left usenet_backfill serialized with the queue "default", and a run made from that version sent
            # its tasks to a queue no worker of this cluster serves (seen in CI: queued until the timeout).
            wait_for(lambda: bool(_af("SELECT 1 FROM dag WHERE dag_id = 'usenet_backfill' AND last_parsed_time > %s",
                                      (since,))), 900, "this cluster's dag-processor to parse usenet_backfill")
            af.airflow("dags", "unpause", "usenet_backfill")
            af.airflow("dags", "trigger", "usenet_backfill", "--run-id", "celery_walk")

            def finished() -> bool:
                runs = _af("SELECT state FROM dag_run WHERE dag_id = 'usenet_backfill' AND run_id = 'celery_walk'")
                return bool(runs) and runs[0]["state"] in ("success", "failed")

            wait_for(finished, 900, "the Celery run to finish: " + af.log_tail("scheduler", 1500), every=3)
            state = _af("SELECT state FROM dag_run WHERE dag_id = 'usenet_backfill' AND run_id = 'celery_walk'")
            assert state[0]["state"] == "success", af.log_tail("celery-worker1")
        seconds = time.monotonic() - started
    _same(_staging(db), full)
    workers = db.execute("""SELECT worker, count(*) AS n, sum(articles) AS a FROM usenet.backfill_partitions
                            WHERE run_id = 'celery_walk' GROUP BY worker ORDER BY worker""").fetchall()
    assert [w["worker"] for w in workers] == ["worker1", "worker2"], workers  # partitions ran on both workers
    total = sum(int(w["a"]) for w in workers)
    print(f"celery backfill: {total} articles in {seconds:.1f}s wall (cluster start included) "
          f"over {sum(w['n'] for w in workers)} partitions")
