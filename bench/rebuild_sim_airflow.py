"""REBUILD simulated through Airflow: backfill partitions mapped with the CeleryExecutor, compared with plain processes.

``bench.rebuild_sim`` crawls with plain worker processes; a real run goes
through Airflow: the ``usenet_backfill`` DAG plans each group's history as
range partitions and maps one ``crawl_range`` task per partition onto Celery
workers, inside the provider's pool (sized to the N connections). This runs
that shape: a metadata database, Redis as the broker, the api-server (the
task execution API), the scheduler, the dag-processor and ``--celery-workers``
Celery workers (default: the cores), against ``--connections`` synthetic
groups (one connection each) served by throttled news server processes, with
the build running alongside (the same builder process as ``bench.rebuild_sim``).

It reports what ``bench.rebuild_sim`` reports (steady lines/s and its
fraction of the ideal, the ready backlog over time, Postgres writes, CPU
seconds per million lines per role -- Airflow's own processes counted as
``airflow``, the Celery workers and their task processes as ``worker`` --,
peak RSS per process), and, unless ``--no-baseline``, first runs
``bench.rebuild_sim`` with the same connections, rate and duration: the
plain-process mode from the same run, so the Airflow overhead is a ratio
(``airflow_vs_plain``).

``--path rebuild`` sets ``backfill_path`` so the partitions write chunks
and the builder settles and promotes them (``bench.rebuild_sim --path``);
``--mix rebuild`` serves REBUILD's estimated line mix (``newsserver
--synthetic-mix``); ``--leases-per-task N`` lets one task read N partitions
(``USENET_BACKFILL_LEASES_PER_TASK``). The CPU per role is each process
tree's, summed afresh every sample.

With ``--depth`` small enough that the run finishes (the short mode), the
staged and built state is scored against the synthetic manifest of every
group's whole range: nothing lost, nothing doubled.

    python -m bench.rebuild_sim_airflow --connections 50 --duration 1800
    python -m bench.rebuild_sim_airflow --connections 50 --duration 1200 --path rebuild --mix rebuild \
        --leases-per-task 10 --no-baseline    # issue 30's benchmark (docs/capacity.md A5/A6)
    python -m bench.rebuild_sim_airflow --connections 2 --depth 6000 --no-baseline   # the short mode a test runs
"""

from __future__ import annotations

import argparse
import json
import os
import secrets
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from bench import rebuild_sim
from bench.verdict import incomplete_hashes, rejected_by_rule
from usenet_ops.corpus import synthetic
from usenet_ops.corpus.synthetic import GroupSpec

SEED = 2324
FIRST_PASS = 1000  # the forward crawl's window: the backfill reads everything below it


def _airflow_env(scratch: Path, af_sqla: str, redis_url: str, api_port: int, dsn: str, nntp: dict[str, Any],
                 tasks: int) -> dict[str, str]:
    dags = scratch / "dags"
    dags.mkdir(exist_ok=True)
    link = dags / "usenet_backfill.py"
    if not link.exists():
        link.symlink_to(Path(__file__).resolve().parents[1] / "dags" / "usenet_backfill.py")
    home = scratch / "airflow"
    home.mkdir(exist_ok=True)
    return {
        **os.environ,
        "AIRFLOW_HOME": str(home),
        "AIRFLOW__CORE__EXECUTOR": "CeleryExecutor",
        "AIRFLOW__DATABASE__SQL_ALCHEMY_CONN": af_sqla,
        "AIRFLOW__CELERY__BROKER_URL": redis_url,
        "AIRFLOW__CELERY__RESULT_BACKEND": "db+" + af_sqla,
        # Its own queue: a test cluster on the same broker must never take this run's tasks, nor it theirs.
        "AIRFLOW__OPERATORS__DEFAULT_QUEUE": f"usenet-sim-{api_port}",
        "AIRFLOW__CORE__DAGS_FOLDER": str(dags),
        "AIRFLOW__CORE__LOAD_EXAMPLES": "False",
        "AIRFLOW__CORE__EXECUTION_API_SERVER_URL": f"http://127.0.0.1:{api_port}/execution/",
        "AIRFLOW__API__PORT": str(api_port),
        "AIRFLOW__API_AUTH__JWT_SECRET": secrets.token_hex(16),
        "AIRFLOW__CORE__FERNET_KEY": "",
        "AIRFLOW__CORE__PARALLELISM": str(tasks + 8),
        "AIRFLOW__CORE__MAX_ACTIVE_TASKS_PER_DAG": str(tasks + 8),
        "AIRFLOW__DAG_PROCESSOR__REFRESH_INTERVAL": "5",
        # The DAG files do not change during a run: parsed once, not every 30 s (the default) in the CPU measured.
        "AIRFLOW__DAG_PROCESSOR__MIN_FILE_PROCESS_INTERVAL": "600",
        "AIRFLOW__SCHEDULER__ENABLE_HEALTH_CHECK": "False",
        "AIRFLOW__LOGGING__BASE_LOG_FOLDER": str(home / "logs"),
        "AIRFLOW__CORE__DAGS_ARE_PAUSED_AT_CREATION": "True",
        "USENET_DSN": dsn,
        "USENET_NNTP_CONN_IDS": "nntp_default",
        "AIRFLOW_CONN_NNTP_DEFAULT": json.dumps(nntp),
        "USENET_BACKFILL_TASKS_PER_RUN": str(tasks),
    }


class TreeSampler(rebuild_sim.Sampler):
    """rebuild_sim's sampler over process trees: task processes come and go, their CPU reaped into a parent's.

    Its lines are the forward crawl's and the backfill partitions' article
    numbers read (the base sampler counts both: the backfill moves no watermark).
    """

    def __init__(self, dsn: str, roots: dict[str, list[int]], databases: dict[str, str] | None = None) -> None:
        # Per Postgres backend pid: (the role its database stands for, its last CPU reading). The cluster also holds
        # Airflow's metadata DB and Celery's result backend, so "postgres" alone cannot say whose statements it ran.
        self.databases = databases or {}
        self.backend_cpu: dict[int, tuple[str, float]] = {}
        super().__init__(dsn, roots)
        self.backend_start = dict(self.backend_cpu)

    def _cpu(self) -> dict[str, float]:
        """Return CPU seconds per role: per root, its own and reaped children's time plus its live descendants'.

        Each tree is summed afresh every sample (a descendant counts its own
        time and its reaped children's; once it exits its parent's reaped
        time holds it), kept monotonic per root. Until 2026-12-03 an exited
        task process's last reading was kept beside its parent's reaped
        time, counting it twice: the Airflow runs' CPU came to more than the
        box's two cores (capacity.md A5).
        """
        import psutil

        out: dict[str, float] = {}
        together: dict[str, float] = {}
        trees: list[tuple[str, list[Any]]] = [(role, procs) for role, procs in self.procs.items()]
        trees.append(("postgres", [self.postmaster]))
        for role, roots in trees:
            for root in roots:
                total = 0.0
                try:
                    members = [root, *root.children(recursive=True)]
                except psutil.Error:
                    members = [root]
                for p in members:
                    try:
                        t = p.cpu_times()
                        total += t.user + t.system + t.children_user + t.children_system
                        self.note_rss(role, p, together)
                    except psutil.Error:
                        pass
                key = f"{role}:{root.pid}"
                self.last_cpu[key] = max(self.last_cpu.get(key, 0.0), total)
        self.note_together(together)
        self._note_backends()
        for key, seconds in self.last_cpu.items():
            role = key.split(":")[0]
            out[role] = out.get(role, 0.0) + seconds
        return out

    def _note_backends(self) -> None:
        """Read each live backend's CPU under the role its database stands for (a backend's last reading is kept)."""
        import psutil

        if not self.databases:
            return
        rows = self.conn.execute("SELECT pid, datname FROM pg_stat_activity WHERE datname IS NOT NULL").fetchall()
        for r in rows:
            role = self.databases.get(r["datname"], "other")
            try:
                t = psutil.Process(r["pid"]).cpu_times()
            except psutil.Error:
                continue
            self.backend_cpu[r["pid"]] = (role, t.user + t.system)

    def postgres_by_database(self) -> dict[str, float]:
        """Return the share of the backends' sampled CPU per database role (a backend's last 5 s may be missed)."""
        total: dict[str, float] = {}
        for pid, (role, seconds) in self.backend_cpu.items():
            total[role] = total.get(role, 0.0) + seconds - self.backend_start.get(pid, (role, 0.0))[1]
        whole = sum(total.values()) or 1.0
        return {role: round(v / whole, 3) for role, v in sorted(total.items())}


def _wait(what: str, check: Any, timeout: float, proc: subprocess.Popen[bytes] | None = None) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if check():
            return
        if proc is not None and proc.poll() is not None:
            break
        time.sleep(1.0)
    raise RuntimeError(f"{what} did not come up within {timeout:.0f} s; see the logs in the scratch directory")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--connections", type=int, default=50)
    parser.add_argument("--rate", type=float, default=5800.0)
    parser.add_argument("--latency", type=float, default=0.03)
    parser.add_argument("--duration", type=float, default=1800.0, help="seconds of crawling (after Airflow is up)")
    parser.add_argument("--depth", type=int, default=0,
                        help="articles of history per group (default: more than the duration can read)")
    parser.add_argument("--partition", type=int, default=0, help="articles per backfill partition (default: ~20 s)")
    parser.add_argument("--celery-workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--servers", type=int, default=2, help="news server processes of the plain baseline")
    parser.add_argument("--batch", type=int, default=3000)
    parser.add_argument("--sample", type=float, default=5.0)
    parser.add_argument("--builders", type=int, default=1,
                        help="build processes side by side (what build_parallelism maps in usenet_build)")
    parser.add_argument("--no-baseline", action="store_true", help="skip the plain-process run (bench.rebuild_sim)")
    parser.add_argument("--path", choices=("staging", "rebuild"), default="staging",
                        help="where the history goes (the backfill_path knob): staging and the build (today's "
                             "path) or rebuild (one chunk per set per batch, settled and promoted by the builder)")
    parser.add_argument("--mix", choices=("dense", "rebuild"), default="dense",
                        help="the corpus's line mix (newsserver --synthetic-mix): 'rebuild' is REBUILD's estimate")
    parser.add_argument("--settle-quiet", type=float, default=10.0,
                        help="with --path rebuild: the builder's stand-in for rebuild_settle_hours (seconds)")
    parser.add_argument("--leases-per-task", type=int, default=1,
                        help="USENET_BACKFILL_LEASES_PER_TASK: partitions one crawl_range task reads side by side "
                             "(50 connections in 50/N task processes)")
    parser.add_argument("--pg-statements", type=int, default=0, metavar="N",
                        help="load pg_stat_statements in the private cluster and report the N statements that took "
                             "the most time during the crawl, per database (Airflow's, Celery's and ours share it)")
    parser.add_argument("--executor", choices=("celery", "local", "both"), default="celery",
                        help="Airflow executor; both: the CeleryExecutor run, then the LocalExecutor's, and their ratio")
    args = parser.parse_args()
    result: dict[str, Any] = {}
    private = None
    if args.pg_statements and os.environ.get("USENET_BENCH_ADMIN_URL"):
        raise SystemExit("--pg-statements loads pg_stat_statements into the bench's own cluster: unset "
                         "USENET_BENCH_ADMIN_URL (a shared server would also count other jobs' statements)")
    if not os.environ.get("USENET_BENCH_ADMIN_URL"):
        # A private Postgres cluster for both modes: the shared server's CPU would count other jobs' backends.
        from usenet_ops.devtools import localservices

        extra = {"shared_preload_libraries": "pg_stat_statements"} if args.pg_statements else None
        private = localservices.start_postgres(Path(tempfile.mkdtemp(prefix="bench-rebuild-pg-")), settings=extra)
        os.environ["USENET_BENCH_ADMIN_URL"] = private.url
    try:
        _both(args, result)
    finally:
        if private is not None:
            private.stop()
    print(json.dumps(result, indent=1))
    if any(((result.get(k) or {}).get("verdict") or {}).get("passed") is False for k in ("airflow", "airflow_local")):
        sys.exit(1)


def _both(args: argparse.Namespace, result: dict[str, Any]) -> None:
    if not args.no_baseline:
        plain = subprocess.run([sys.executable, "-m", "bench.rebuild_sim", "--connections", str(args.connections),
                                "--rate", str(args.rate), "--latency", str(args.latency), "--duration",
                                str(args.duration), "--batch", str(args.batch), "--servers", str(args.servers),
                                "--sample", str(args.sample), "--builders", str(args.builders), "--mix", args.mix,
                                "--path", args.path, "--settle-quiet", str(args.settle_quiet),
                                *(["--reader", "backfill"] if args.path == "staging" else [])],
                               capture_output=True, text=True, check=False, env=os.environ.copy())
        if plain.returncode != 0:
            raise SystemExit(f"the plain-process baseline failed: {plain.stderr[-2000:]}")
        result["plain"] = json.loads(plain.stdout)
    result["airflow"] = run(args, "local" if args.executor == "local" else "celery")
    if args.executor == "both":
        result["airflow_local"] = run(args, "local")
        c, loc = result["airflow"], result["airflow_local"]
        # Under the LocalExecutor the task processes are the scheduler's children (role "airflow"), under Celery
        # the workers' ("worker"): the CPU compared is every role's but the news server's.
        def every_role(r: dict[str, Any]) -> float:
            return sum(v for k, v in r["cpu_s_per_million_lines"].items() if k not in ("indexer", "server"))

        result["celery_vs_local"] = {
            "lines_per_s": round(c["lines_per_s"] / max(loc["lines_per_s"], 1), 3),
            "cpu_s_per_million_lines_but_server": round(every_role(c) / max(every_role(loc), 1e-9), 3),
        }
    if "plain" in result:
        a, p = result["airflow"], result["plain"]
        result["airflow_vs_plain"] = {
            "lines_per_s": round(a["lines_per_s"] / max(p["lines_per_s"], 1), 3),
            "indexer_cpu_s_per_million_lines": round(a["cpu_s_per_million_lines"]["indexer"]
                                                     / max(p["cpu_s_per_million_lines"]["indexer"], 1e-9), 3),
        }


def run(args: argparse.Namespace, executor: str = "celery") -> dict[str, Any]:  # noqa: PLR0915 - one sequential script
    from usenet_ops.devtools import localservices
    from usenet_ops.nntp.pool import Pool
    from usenet_ops.nntp.provider import ProviderConfig
    from usenet_ops.passes import compose, crawl
    from usenet_ops.store import db, groups, migrations, settings

    scratch = Path(tempfile.mkdtemp(prefix="bench-rebuild-af-"))
    os.chmod(scratch, 0o755)
    pg = localservices.find_or_start_postgres(os.environ.get("USENET_BENCH_ADMIN_URL"), scratch)
    redis = localservices.find_or_start_redis(os.environ.get("USENET_TEST_REDIS_URL"), scratch)
    tag = secrets.token_hex(3)
    dsn = localservices.create_database(pg.url, f"bench_rbaf_{tag}")
    af_url = localservices.create_database(pg.url, f"bench_rbaf_meta_{tag}")
    af_sqla = localservices.sqlalchemy_url(af_url)
    depth = args.depth or int(args.rate * args.duration * 2) + 100_000
    partition = args.partition or max(1000, int(args.rate * 20))
    names = [f"alt.binaries.rebuild.af{i:03d}" for i in range(args.connections)]
    shares = (synthetic.REBUILD_GARBAGE, synthetic.REBUILD_CROSSPOSTS) if args.mix == "rebuild" else (0.0, 0.0)
    specs = [GroupSpec(n, count=depth + FIRST_PASS, low=1, garbage=shares[0], crossposts=shares[1]) for n in names]
    servers: list[subprocess.Popen[str]] = []
    procs: dict[str, list[subprocess.Popen[bytes]]] = {}
    builders: list[subprocess.Popen[str]] = []
    try:
        migrations.migrate(dsn)
        with db.connect(dsn, autocommit=True) as conn:
            for g in names:
                groups.add(conn, g, tier=groups.Tier.CRITICAL)
            for knob, value in {"crawl_headroom": 0, "max_articles_per_group": FIRST_PASS, "batch": args.batch,
                                "staging_max_rows": 10**10, "backfill_partition_articles": partition,
                                "backfill_batches_per_run": 1000, "backfill_pressure_high_pct": 0,
                                "backfill_budget_sec": 3600, "backfill_path": args.path,
                                "rebuild_settle_hours": 0}.items():
                settings.set_value(conn, knob, value)
        group_args = [a for s in specs for a in ("--synthetic-group", f"{s.name}:{s.count}:{s.low}")]
        urls = []
        for _ in range(1):  # one Airflow connection id is one host:port: one server process (~300k lines/s)
            srv = subprocess.Popen(
                [sys.executable, "-m", "usenet_ops.cli.main", "newsserver", "--synthetic", str(SEED), *group_args,
                 "--lines-per-second", str(args.rate), "--command-latency", str(args.latency), "--port", "0",
                 "--json", "--max-connections", str(args.connections + 10), "--no-compression",
                 "--synthetic-mix", args.mix],
                stdout=subprocess.PIPE, text=True)
            servers.append(srv)
            line = srv.stdout.readline() if srv.stdout else ""
            if not line:
                raise RuntimeError("a news server exited before listening; run `usenet-ops newsserver --synthetic 1`")
            urls.append(json.loads(line)["port"])
        # The forward crawl's first pass (the newest FIRST_PASS articles): what the backfill reads below.
        with db.connect(dsn, autocommit=True) as conn:
            url = f"nntp://127.0.0.1:{urls[0]}"
            with Pool(ProviderConfig.from_url(url, backbone="synthetic-a")) as pool:
                for g in names:
                    crawl.crawl_group(crawl.CrawlTarget(provider=url, backbone="synthetic-a", group=g,
                                                        indexed_groups=compose.indexed_groups(conn)),
                                      conn=conn, pool=pool, settings=compose.load_settings(conn),
                                      filters=compose.load_filters(conn), owner="first-pass",
                                      staging=compose.staging_backend(compose.load_settings(conn)))
        # One provider connection id over every server port is not possible; one server per provider then.
        nntp = {"conn_type": "nntp", "host": "127.0.0.1", "port": urls[0],
                "extra": {"backbone": "synthetic-a", "connections": args.connections}}
        api_port = localservices.free_port()
        leases = max(1, min(args.leases_per_task, args.connections))
        tasks = -(-args.connections // leases)
        env = _airflow_env(scratch, af_sqla, redis.url, api_port, dsn, nntp, tasks)
        env["USENET_BACKFILL_LEASES_PER_TASK"] = str(leases)
        if executor == "local":  # task processes are the scheduler's children: counted under "airflow"
            env["AIRFLOW__CORE__EXECUTOR"] = "LocalExecutor"
        airflow = [sys.executable, "-m", "airflow"]
        subprocess.run([*airflow, "db", "migrate"], env=env, check=True, capture_output=True, timeout=900)
        subprocess.run([sys.executable, "-m", "usenet_ops.cli.main", "pools", "sync"], env=env, check=True,
                       capture_output=True, timeout=300)

        def start(role: str, cmd: list[str]) -> subprocess.Popen[bytes]:
            with (scratch / f"{role}-{len(procs.get(role, []))}.log").open("ab") as out:
                p = subprocess.Popen(cmd, env=env, stdout=out, stderr=out, start_new_session=True)
            procs.setdefault(role, []).append(p)
            return p

        api = start("airflow", [*airflow, "api-server", "--port", str(api_port)])
        start("airflow", [*airflow, "scheduler"])
        start("airflow", [*airflow, "dag-processor"])
        per = -(-tasks // max(1, args.celery_workers))
        for i in range(max(1, args.celery_workers) if executor == "celery" else 0):
            start("worker", [*airflow, "celery", "worker", "--concurrency", str(per), "--celery-hostname",
                             f"sim{i}@%h", "--without-gossip", "--without-mingle", "--skip-serve-logs"])
        _wait("the Airflow api-server", lambda: localservices.port_open("127.0.0.1", api_port), 300, api)
        meta = db.connect(af_url, autocommit=True, dict_rows=True)
        _wait("the parsed usenet_backfill DAG", lambda: meta.execute(
            "SELECT 1 FROM dag WHERE dag_id = 'usenet_backfill'").fetchone() is not None, 300)
        subprocess.run([*airflow, "dags", "unpause", "usenet_backfill"], env=env, check=True, capture_output=True,
                       timeout=300)
        subprocess.run([*airflow, "dags", "trigger", "usenet_backfill"], env=env, check=True, capture_output=True,
                       timeout=300)
        builders = [subprocess.Popen([sys.executable, "-m", "bench.rebuild_sim", "--builder", dsn,
                                      str(args.duration + 3600), "--path", args.path, "--settle-quiet",
                                      str(args.settle_quiet)], stdout=subprocess.PIPE, text=True)
                    for _ in range(args.builders)]
        sampler = TreeSampler(dsn, {"worker": [p.pid for p in procs.get("worker", [])],
                                    "airflow": [p.pid for p in procs["airflow"]],
                                    "build": [b.pid for b in builders], "server": [s.pid for s in servers]},
                              databases={f"bench_rbaf_{tag}": "indexer", f"bench_rbaf_meta_{tag}": "airflow"})
        if args.pg_statements:
            meta.execute("CREATE EXTENSION IF NOT EXISTS pg_stat_statements")
            meta.execute("SELECT pg_stat_statements_reset()")
        started = time.monotonic()
        state = "running"
        last_mapped = -1
        while time.monotonic() - started < args.duration:
            time.sleep(args.sample)
            s = sampler.sample(time.monotonic() - started)
            runs = meta.execute("SELECT state, count(*) AS n FROM dag_run WHERE dag_id = 'usenet_backfill' "
                                "GROUP BY state").fetchall()
            tis = meta.execute("SELECT state, count(*) AS n FROM task_instance WHERE dag_id = 'usenet_backfill' "
                               "AND task_id LIKE '%%crawl_range' GROUP BY state").fetchall()
            print(f"t={s['t']:.0f}s lines={s['lines']} ready={s['ready']} releases={s['releases']} "
                  f"runs={ {r['state']: r['n'] for r in runs} } tasks={ {r['state']: r['n'] for r in tis} }",
                  file=sys.stderr, flush=True)
            states = {r["state"] for r in runs}
            if states and states <= {"success", "failed"}:
                state = "failed" if "failed" in states else "success"
                # A run that plans nothing expands its mapped task to one skipped instance: only reads count.
                mapped = sum(r["n"] for r in tis if r["state"] in ("success", "failed"))
                if state == "failed" or mapped == last_mapped:
                    break  # a failure, or the last run mapped nothing: the history is read
                # One run maps at most backfill_batches_per_run partitions; the schedule would wake again after
                # backfill_interval_min, so the next run is triggered now rather than idling the connections.
                last_mapped, state = mapped, "running"
                subprocess.run([*airflow, "dags", "trigger", "usenet_backfill"], env=env, check=True,
                               capture_output=True, timeout=300)
        crawled = time.monotonic() - started
        ti_counts = {r["state"]: r["n"] for r in meta.execute(
            "SELECT state, count(*) AS n FROM task_instance WHERE dag_id = 'usenet_backfill' "
            "AND task_id LIKE '%%crawl_range' GROUP BY state")}
        verdict = None
        if state != "running":  # the run finished: drain the build, then score the whole ranges
            deadline = time.monotonic() + 300
            # On the rebuild path the open sets settle after the quiet time: the drain waits for both backlogs.
            while time.monotonic() < deadline and any(
                    v > 0 for k, v in sampler.sample(time.monotonic() - started).items() if k in ("ready", "open")):
                time.sleep(2.0)
            verdict = _score(dsn, specs)
        final = sampler.sample(time.monotonic() - started)
        final["sizes"] = rebuild_sim._sizes(sampler.conn)
        for b in builders:
            b.terminate()
        build_out = rebuild_sim.merge_builds([json.loads((b.communicate()[0] or "{}").strip() or "{}")
                                              for b in builders])
        ns = argparse.Namespace(connections=args.connections, rate=args.rate, latency=args.latency,
                                servers=1, batch=args.batch)
        out = rebuild_sim._result(ns, sampler, [], build_out, crawled, final, args.celery_workers)
        out["postgres_cpu_share_by_database"] = sampler.postgres_by_database()
        if args.pg_statements:
            out["pg_statements"] = _statements(meta, args.pg_statements)
        out.update({"executor": (f"Airflow CeleryExecutor, {args.celery_workers} Celery workers x {per} slots, "
                                 if executor == "celery" else "Airflow LocalExecutor, ")
                                + f"pool nntp_nntp_default of {args.connections}",
                    "dag_run": state, "crawl_range_tasks": ti_counts, "partition_articles": partition,
                    "depth_per_group": depth, "verdict": verdict, "scratch": str(scratch), "path": args.path,
                    "leases_per_task": leases,
                    "mix": args.mix})
        meta.close()
        return out
    finally:
        for p in [*(p for ps in procs.values() for p in ps)]:
            if p.poll() is None:
                try:
                    os.killpg(p.pid, 15)
                    p.wait(20)
                except (ProcessLookupError, subprocess.TimeoutExpired):
                    os.killpg(p.pid, 9)
        for p2 in [*servers, *builders]:
            if p2.poll() is None:
                p2.terminate()
                p2.wait(10)
        for name in (f"bench_rbaf_{tag}", f"bench_rbaf_meta_{tag}"):
            try:
                localservices.drop_database(pg.url, name)
            except Exception as exc:
                print(f"could not drop {name}: {exc}", file=sys.stderr)
        redis.stop()
        pg.stop()


def _statements(meta: Any, limit: int) -> dict[str, Any]:
    """Return pg_stat_statements' time per database and its ``limit`` costliest statements (since the reset)."""
    rows = meta.execute(
        """SELECT d.datname, s.query, s.calls, s.rows, s.total_exec_time + s.total_plan_time AS ms
             FROM pg_stat_statements s JOIN pg_database d ON d.oid = s.dbid
            ORDER BY ms DESC""").fetchall()
    by_db: dict[str, float] = {}
    for r in rows:
        by_db[r["datname"]] = by_db.get(r["datname"], 0.0) + float(r["ms"])
    return {"ms_by_database": {k: round(v) for k, v in by_db.items()},
            "top": [{"db": r["datname"], "ms": round(float(r["ms"])), "calls": r["calls"], "rows": r["rows"],
                     "query": " ".join(r["query"].split())[:300]} for r in rows[:limit]]}


def _score(dsn: str, specs: list[GroupSpec]) -> dict[str, Any]:
    """Score staging and the catalogue against the manifest of what was read: each group's covered ranges.

    One backfill run maps at most ``backfill_batches_per_run`` partitions, so
    a run that ends before the history does has read part of it: the manifest
    of the covered ranges (the forward crawl's and the backfill's, which the
    store keeps merged where they touch) is what must be built; a release crossing a covered
    range's edge into unread history is a fragment that waits, not a loss.
    Only the missing releases keep their message-ids (hundreds of millions of
    lines are scored in bounded memory).
    """
    from usenet_ops.corpus import synthetic
    from usenet_ops.domain.identity import content_hash
    from usenet_ops.store import crawl_state, db

    with db.connect(dsn, autocommit=True) as conn:
        built = {r["content_hash"] for r in conn.execute("SELECT content_hash FROM usenet.releases")}
        staged = {r["message_id"] for r in conn.execute("SELECT message_id FROM usenet.staged_segments")}
        outcomes = {r["reason"]: int(r["n"]) for r in conn.execute(
            "SELECT reason, sum(count) AS n FROM usenet.build_outcomes GROUP BY reason")}
        # The store merges overlapping and adjacent ranges as it records them (store.crawl_state.coverage_sql).
        covered = {s.name: crawl_state.coverage(conn, "synthetic-a", s.name) for s in specs}
    expected: set[str] = set()
    missing: dict[str, list[str]] = {}
    unnamed: set[str] = set()
    salvageable: set[str] = set()
    for s in specs:
        for lo, hi in covered[s.name]:
            salvageable |= incomplete_hashes(SEED, specs, s.name, lo, hi)
            for rel in synthetic.manifest(SEED, specs, s.name, lo, hi)["releases"]:
                ids = synthetic.content_ids(rel)
                h = content_hash(ids)
                if rel["obfuscated"]:
                    unnamed.add(h)
                    continue
                expected.add(h)
                if h not in built:
                    missing[h] = ids
    waiting = [h for h, ids in missing.items() if all(m in staged for m in ids)]
    rejected = rejected_by_rule(outcomes)
    lost = len(missing) - len(waiting) - rejected
    unexpected = built - expected - unnamed - salvageable
    read = sum(hi - lo + 1 for ranges in covered.values() for lo, hi in ranges)
    return {"passed": lost == 0 and not unexpected, "releases_expected": len(expected),
            "releases_built": len(built & expected), "waiting": len(waiting), "rejected_by_rule": rejected,
            "lost": lost, "unexpected": len(unexpected), "build_outcomes": outcomes, "articles_covered": read,
            "articles_in_groups": sum(s.high - s.low + 1 for s in specs)}


if __name__ == "__main__":
    main()
