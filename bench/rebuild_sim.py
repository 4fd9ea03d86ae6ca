"""REBUILD at scale, simulated: N throttled provider connections feeding staging, with the build alongside.

REBUILD's target is ~50 provider connections at ~5.8k overview lines/s each
(250k+ lines/s aggregate). This runs that shape on one machine: synthetic
groups of billions of articles (corpus/synthetic.py, no corpus files) served
by news server processes that hold every connection to ``--rate`` lines/s
and add ``--latency`` per command; worker processes (``--workers``, default
the core count) each crawl their share of the connections (one crawl thread
and one NNTP connection per group, the crawl pass as a task runs it, staging
into Postgres); one build process runs build passes back to back. A sampler
records, every ``--sample`` seconds: lines read (the groups' watermarks),
ready sets waiting (build lag), Postgres writes (tuples and WAL bytes) and
the CPU and RSS of every process (workers, build, servers, Postgres).

Reported: aggregate lines/s and its fraction of the ideal (connections x
rate), the ready backlog over time and whether it stayed bounded, Postgres
write rate, CPU seconds per million lines (the indexer's side: workers,
build, Postgres; the simulated providers apart), peak RSS per process.
The baseline measured in the same run is the ideal itself: what the
throttled servers would deliver to a client that costs nothing.

    python -m bench.rebuild_sim                         # 50 connections, 30 minutes
    python -m bench.rebuild_sim --connections 4 --duration 20   # the CI short mode
    python -m bench.rebuild_sim --path rebuild --connections 8 --duration 120   # issue 30's rebuild path

``--path`` names where the history goes (issue 30, docs/adr/0021):
``staging`` (the default, today's live path: staged, then built) or
``rebuild`` (the ``backfill_path`` knob set in the bench's database: each
batch written as one chunk per set, ``compose.backfill_sink``; the builder
runs ``rebuild_settle.settle_pass`` then the ordinary ``build_pass``).
``--reader`` names what reads: ``forward`` (``crawl.crawl_group`` over a
forward window, what this bench has always measured) or ``backfill``
(``backfill.crawl_range`` over range partitions of ``--partition`` articles,
read oldest first, one group's partitions in turn on its connection). The
rebuild path exists only for the backfill, so ``--path rebuild`` reads
with ``backfill``; ``--path staging --reader backfill`` is the same reading
through staging, the fair ratio of the two sinks.

Settling judges a set once its articles are covered and it has had no
chunk for ``rebuild_settle_hours`` (24 in production). The bench sets the
knob to 0 so settling keeps up, and stands ``--settle-quiet`` seconds in for
the quiet rule (the pass is handed a ``now`` that much behind the clock):
a set whose upload the reading thread is still in the middle of is not
judged short every pass only to be reopened by its next chunk.

With ``--path rebuild`` the report adds the chunk store's bytes per line
(``store.rebuild_chunks.range_chunk_bytes``: the zstd payloads; and the
tables on disk), the settle backlog over time (open sets in ``rb_sets``)
and settling's and the build's CPU apart. ``--profile FILE`` runs the
first worker process's crawl threads under cProfile and writes their merged
stats to FILE (pstats), the first builder's to FILE.build: a figure from
such a run is not a cost.

Not yet here (docs/adr/0019-scale.md): the crawl tasks run in plain worker
processes, not Airflow's CeleryExecutor (``bench.rebuild_sim_airflow``).
"""

from __future__ import annotations

import argparse
import json
import os
import secrets
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

SEED = 2300
GROUP_ARTICLES = 20_000_000_000  # per group: far more than any run reads


def _group_names(n: int) -> list[str]:
    return [f"alt.binaries.rebuild.g{i:03d}" for i in range(n)]


# -- the worker: crawl threads, one per group/connection ------------------------------


def worker(dsn: str, urls: list[str], groups_: list[str], budget: float, *, reader: str = "forward",
           partition: int = 0, first: int = 1, profile: str = "") -> None:
    """Crawl each group on its own thread and connection until the budget ends; print the reports as JSON.

    ``reader`` forward: one ``crawl_group`` over the group's forward window.
    backfill: ``crawl_range`` over the group's partitions of ``partition``
    articles from ``first`` up, in turn on one pool (one connection), each
    through ``compose.backfill_sink`` (the ``backfill_path`` knob picks
    staging or chunks), until the budget ends. ``profile``: a pstats file the
    threads' merged cProfile stats are written to.
    """
    from usenet_ops.domain import backfill_plan
    from usenet_ops.nntp.pool import Pool, PoolSettings
    from usenet_ops.nntp.provider import ProviderConfig
    from usenet_ops.passes import backfill, compose, crawl
    from usenet_ops.store import db

    reports: list[dict[str, Any]] = []
    profiles: list[Any] = []
    lock = threading.Lock()
    end = time.monotonic() + budget

    def partitions(group: str, url: str, conn: db.Conn, live: Any, pool: Pool) -> None:
        owner = f"sim-{os.getpid()}"
        parts = backfill_plan.partitions(first, GROUP_ARTICLES, [], size=partition,
                                         order=backfill_plan.Order.OLDEST_FIRST)
        indexed = compose.indexed_groups(conn)
        filters = compose.load_filters(conn)
        done = articles = 0
        for part in parts:
            left = end - time.monotonic()
            if left <= 0.5:
                break
            target = backfill.RangeTarget(provider=url, backbone="a", group=group, indexed_groups=indexed,
                                          partition=part, size=partition)
            report = backfill.crawl_range(target, conn=conn, pool=pool, settings=live, filters=filters,
                                          owner=owner, budget_sec=left,
                                          staging=compose.backfill_sink(live, target.key, part.lo,
                                                                        lambda: compose.staging_backend(live)))
            articles += report.articles
            if report.state.value not in ("done", "budget"):
                with lock:
                    reports.append(report.as_dict())
                return
            done += 1
        with lock:
            reports.append({"group": group, "state": "done", "partitions": done, "articles": articles})

    def one(url: str, group: str) -> None:
        prof = None
        if profile:
            import cProfile

            prof = cProfile.Profile()
            prof.enable()
        conn = db.connect(dsn, autocommit=True)
        try:
            live = compose.load_settings(conn)
            provider = ProviderConfig.from_url(url, backbone="a")
            with Pool(provider, PoolSettings.from_knobs(live)) as pool:
                if reader == "backfill":
                    partitions(group, url, conn, live, pool)
                    return
                target = crawl.CrawlTarget(provider=url, backbone="a", group=group,
                                           indexed_groups=compose.indexed_groups(conn))
                report = crawl.crawl_group(target, conn=conn, pool=pool, settings=live,
                                           filters=compose.load_filters(conn), owner=f"sim-{os.getpid()}",
                                           budget_sec=budget, staging=compose.staging_backend(live))
            with lock:
                reports.append(report.as_dict())
        except Exception as exc:  # one failed group must not hide the others' figures
            with lock:
                reports.append({"group": group, "error": f"{type(exc).__name__}: {exc}"})
        finally:
            conn.close()
            if prof is not None:
                prof.disable()
                with lock:
                    profiles.append(prof)

    threads = [threading.Thread(target=one, args=(urls[i % len(urls)], g), daemon=True) for i, g in enumerate(groups_)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    if profiles:
        import pstats

        stats = pstats.Stats(profiles[0])
        for prof in profiles[1:]:
            stats.add(prof)
        stats.dump_stats(profile)
    print(json.dumps(reports), flush=True)


def builder(dsn: str, duration: float, *, path: str = "staging", quiet: float = 10.0, profile: str = "",
            drain: float = 0.0) -> None:
    """Run build passes back to back until the duration ends; print totals as JSON.

    On the rebuild path each round is a settling pass (``now`` held ``quiet``
    seconds behind the clock: the bench's stand-in for the day-long quiet
    rule, with ``rebuild_settle_hours`` 0) and then the ordinary build pass,
    as ``usenet_build`` runs its ``settle`` task before the build. The CPU
    of each is kept apart (the process's CPU time around each call).
    ``profile``: a pstats file this process's cProfile stats are written to.
    ``drain``: seconds past the duration the builder may go on while a
    round still finds work, so the CPU counted is that of everything read.
    """
    if profile:
        import cProfile

        prof = cProfile.Profile()
        prof.runcall(builder, dsn, duration, path=path, quiet=quiet, drain=drain)
        prof.dump_stats(profile)
        return
    import datetime as dt

    from usenet_ops.passes import build, compose, rebuild_settle
    from usenet_ops.store import db
    from usenet_ops.store.catalogue import PostgresCatalogue

    conn = db.connect(dsn, autocommit=True)
    totals: dict[str, Any] = {"passes": 0, "built": 0, "candidates": 0, "segments": 0, "seconds": 0.0,
                              "build_cpu_s": 0.0}
    if path == "rebuild":
        totals.update({"settle_passes": 0, "settle_candidates": 0, "settle_waiting": 0, "settle_uploads": 0,
                       "settle_promoted": 0, "settle_incomplete": 0, "settle_dropped": 0, "settle_kept": 0,
                       "settle_handed": 0, "settle_corrupt": 0, "settle_months_attached": 0,
                       "settle_months_waiting": 0, "settle_seconds": 0.0, "settle_cpu_s": 0.0})
    end = time.monotonic() + duration
    busy = True
    # SIGTERM (bench.rebuild_sim_airflow ends its builders so) finishes the round and prints the totals: the
    # settle/build split of the CPU is then reported for runs that stop the builder rather than wait for it.
    stopping: list[bool] = []
    signal.signal(signal.SIGTERM, lambda *_: stopping.append(True))
    while not stopping and (time.monotonic() < end or (busy and time.monotonic() < end + drain)):
        live = compose.load_settings(conn)
        settled = 0
        if path == "rebuild":
            cpu = time.process_time()
            got = rebuild_settle.settle_pass(conn, settings=live, sink=PostgresCatalogue(),
                                             filters=compose.load_build_filters(conn),
                                             staging=compose.staging_backend(live),
                                             now=dt.datetime.now(dt.UTC) - dt.timedelta(seconds=quiet))
            totals["settle_cpu_s"] += time.process_time() - cpu
            totals["settle_passes"] += 1
            for key, value in got.as_dict().items():
                if isinstance(value, (int, float)) and key != "kind":
                    totals[f"settle_{key}"] = totals.get(f"settle_{key}", 0) + value
            settled = got.promoted + got.incomplete + got.dropped + got.handed
        cpu = time.process_time()
        until = end if time.monotonic() < end else end + drain
        report = build.build_pass(conn, settings=live, sink=PostgresCatalogue(),
                                  filters=compose.load_build_filters(conn), budget_sec=max(1.0, until - time.monotonic()),
                                  staging=compose.staging_backend(live))
        totals["build_cpu_s"] += time.process_time() - cpu
        totals["passes"] += 1
        totals["built"] += report.built
        totals["candidates"] += report.candidates
        totals["segments"] += report.segments
        totals["seconds"] += report.seconds
        busy = report.candidates > 0 or settled > 0
        if not busy:
            time.sleep(1.0)
    conn.close()
    print(json.dumps({k: round(v, 2) if isinstance(v, float) else v for k, v in totals.items()}), flush=True)


def merge_builds(outs: list[dict[str, Any]]) -> dict[str, Any]:
    """Fold the totals of several builder processes (``--builders``) into one, with how many there were."""
    merged: dict[str, Any] = {"builders": len(outs)}
    for out in outs:
        for key, value in out.items():
            merged[key] = merged.get(key, 0) + value
    return merged


# -- the driver ---------------------------------------------------------------------


class Sampler:
    """Sample watermarks, ready sets, Postgres counters and every process's CPU and RSS."""

    def __init__(self, dsn: str, procs: dict[str, list[int]]) -> None:
        import psutil

        from usenet_ops.store import db

        self.conn = db.connect(dsn, autocommit=True)
        backend = self.conn.execute("SELECT pg_backend_pid() AS pid").fetchone()["pid"]
        self.postmaster = psutil.Process(backend).parent()
        self.procs = {role: [psutil.Process(p) for p in pids] for role, pids in procs.items()}
        self.samples: list[dict[str, Any]] = []
        self.peak_rss: dict[str, float] = {}
        # Per role, the most RSS its live processes held together at one sample (the memory a host must have).
        self.peak_rss_total: dict[str, float] = {}
        self.last_cpu: dict[str, float] = {}  # per role:pid, the last reading (kept after the process exits)
        self.cpu_start = self._cpu()

    def _pg_procs(self) -> list[Any]:
        import psutil

        try:
            return [self.postmaster, *self.postmaster.children()]
        except psutil.Error:
            return []

    def _cpu(self) -> dict[str, float]:
        """Return CPU seconds (user+system) per role, Postgres included (its exited backends are lost: a floor)."""
        import psutil

        together: dict[str, float] = {}
        for role, procs in [*self.procs.items(), ("postgres", self._pg_procs())]:
            for p in procs:
                key = f"{role}:{p.pid}"
                try:
                    t = p.cpu_times()
                    self.last_cpu[key] = t.user + t.system
                    self.note_rss(role, p, together)
                except psutil.Error:
                    pass
        self.note_together(together)
        out: dict[str, float] = {}
        for key, seconds in self.last_cpu.items():
            role = key.split(":")[0]
            out[role] = out.get(role, 0.0) + seconds
        return out

    def note_rss(self, role: str, proc: Any, together: dict[str, float]) -> None:
        """Read one process's RSS: its own peak, and its share of its role's sum at this sample (``together``)."""
        key = f"{role}:{proc.pid}"
        rss = proc.memory_info().rss / 2**20
        self.peak_rss[key] = max(self.peak_rss.get(key, 0.0), rss)
        together[role] = together.get(role, 0.0) + rss

    def note_together(self, together: dict[str, float]) -> None:
        """Keep each role's largest sum of RSS over its live processes at one sample."""
        for role, mib in together.items():
            self.peak_rss_total[role] = max(self.peak_rss_total.get(role, 0.0), mib)

    def sample(self, t: float) -> dict[str, Any]:
        """Record one sample: lines read (the forward watermarks' and the backfill partitions' article numbers)."""
        row = self.conn.execute(
            """SELECT COALESCE(sum(next_article - first_article), 0)
                      + (SELECT COALESCE(sum(read_to - lo + 1), 0) FROM usenet.backfill_partitions
                          WHERE read_to IS NOT NULL) AS lines,
                      (SELECT count(*) FROM usenet.staged_sets WHERE status = 'ready') AS ready,
                      (SELECT count(*) FROM usenet.rb_sets WHERE state = 'open') AS open,
                      (SELECT count(*) FROM usenet.releases) AS releases,
                      (SELECT tup_inserted + tup_updated + tup_deleted FROM pg_stat_database
                        WHERE datname = current_database()) AS tuples,
                      pg_wal_lsn_diff(pg_current_wal_lsn(), '0/0') AS wal
                 FROM usenet.group_state""").fetchone()
        assert row is not None  # an aggregate always returns its row
        s = {"t": round(t, 1), "lines": int(row["lines"]), "ready": int(row["ready"]), "open": int(row["open"]),
             "releases": int(row["releases"]), "tuples": int(row["tuples"]), "wal": int(row["wal"]),
             "cpu": self._cpu()}
        self.samples.append(s)
        return s


def _spawn(args: list[str]) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, "-m", "bench.rebuild_sim", *args], stdout=subprocess.PIPE, text=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--connections", type=int, default=50)
    parser.add_argument("--rate", type=float, default=5800.0, help="lines/s per connection (a provider's throttle)")
    parser.add_argument("--latency", type=float, default=0.03, help="seconds added to every command (round trip)")
    parser.add_argument("--duration", type=float, default=1800.0, help="seconds of crawling")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1, help="crawl worker processes")
    parser.add_argument("--servers", type=int, default=2, help="news server processes (the simulated providers)")
    parser.add_argument("--batch", type=int, default=3000, help="the crawl's batch knob (articles per OVER)")
    parser.add_argument("--sample", type=float, default=5.0, help="seconds between samples")
    parser.add_argument("--builders", type=int, default=1,
                        help="build processes side by side (what build_parallelism maps in usenet_build)")
    parser.add_argument("--path", choices=("staging", "rebuild"), default="staging",
                        help="where history goes: staging (the live path) or rebuild (chunks, then settling; issue 30)")
    parser.add_argument("--reader", choices=("forward", "backfill"), default=None,
                        help="crawl_group over a forward window, or crawl_range over partitions (default: forward "
                             "on staging; rebuild always reads backfill partitions)")
    parser.add_argument("--partition", type=int, default=0,
                        help="articles per backfill partition (default: ~20 s of one connection's rate)")
    parser.add_argument("--settle-quiet", type=float, default=10.0,
                        help="seconds without a chunk before settling judges a set (the bench's quiet rule)")
    parser.add_argument("--drain", type=float, default=0.0,
                        help="seconds the build (and settling) may run on after the crawl while it finds work")
    parser.add_argument("--mix", choices=("dense", "rebuild"), default="dense",
                        help="the corpus's line mix (`newsserver --synthetic-mix`): 'dense', nearly every line a "
                             "release's segment (what this bench always read), or 'rebuild', REBUILD's estimated "
                             "mix (~26%% kept segments; per-line costs comparable with its targets)")
    parser.add_argument("--profile", default="", help="write the first worker process's cProfile stats here")
    parser.add_argument("--worker", nargs=4, metavar=("DSN", "URLS", "GROUPS", "BUDGET"), help=argparse.SUPPRESS)
    parser.add_argument("--builder", nargs=2, metavar=("DSN", "DURATION"), help=argparse.SUPPRESS)
    parser.add_argument("--first", type=int, default=1, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.reader is None:
        args.reader = "backfill" if args.path == "rebuild" else "forward"
    if args.path == "rebuild" and args.reader != "backfill":
        parser.error("--path rebuild reads backfill partitions (the chunk sink is the backfill's): drop --reader "
                     "forward")
    if args.worker:
        dsn, urls, groups_, budget = args.worker
        worker(dsn, urls.split(","), groups_.split(","), float(budget), reader=args.reader,
               partition=args.partition, first=args.first, profile=args.profile)
        return
    if args.builder:
        builder(args.builder[0], float(args.builder[1]), path=args.path, quiet=args.settle_quiet, profile=args.profile,
                drain=args.drain)
        return
    run(args)


def run(args: argparse.Namespace) -> None:
    from usenet_ops.devtools import localservices
    from usenet_ops.store import db, groups, migrations, settings

    scratch = Path(tempfile.mkdtemp(prefix="bench-rebuild-"))
    # USENET_BENCH_ADMIN_URL: a private cluster (bench.rebuild_sim_airflow passes its own), so Postgres CPU is ours.
    pg = localservices.find_or_start_postgres(os.environ.get("USENET_BENCH_ADMIN_URL"), scratch)
    name = f"bench_rebuild_{secrets.token_hex(3)}"
    dsn = localservices.create_database(pg.url, name)
    names = _group_names(args.connections)
    servers: list[subprocess.Popen[str]] = []
    children: list[subprocess.Popen[str]] = []
    builders: list[subprocess.Popen[str]] = []
    try:
        migrations.migrate(dsn)
        with db.connect(dsn, autocommit=True) as conn:
            for g in names:
                groups.add(conn, g, tier=groups.Tier.CRITICAL)
            reach = int(args.rate * args.duration * 2) + 100_000
            knobs: dict[str, Any] = {"crawl_headroom": 0, "max_articles_per_group": reach, "batch": args.batch,
                                     "staging_max_rows": 10**10, "crawl_max_batches": 10**7}
            if args.reader == "backfill":
                args.partition = args.partition or max(1000, int(args.rate * 20))
                # The gate off (as bench.rebuild_sim_airflow): staging's ceiling is not what is measured.
                knobs.update({"backfill_partition_articles": args.partition, "backfill_pressure_high_pct": 0,
                              "backfill_path": args.path, "rebuild_settle_hours": 0,
                              "backfill_budget_sec": int(args.duration) + 60})
            for knob, value in knobs.items():
                settings.set_value(conn, knob, value)
        group_args = [a for g in names for a in ("--synthetic-group", f"{g}:{GROUP_ARTICLES}")]
        urls = []
        for _ in range(max(1, args.servers)):
            proc = subprocess.Popen(
                [sys.executable, "-m", "usenet_ops.cli.main", "newsserver", "--synthetic", str(SEED), *group_args,
                 "--lines-per-second", str(args.rate), "--command-latency", str(args.latency), "--port", "0",
                 "--json", "--max-connections", str(args.connections + 10), "--no-compression",
                 "--synthetic-mix", args.mix],
                stdout=subprocess.PIPE, text=True)
            servers.append(proc)
            line = proc.stdout.readline() if proc.stdout else ""
            if not line:
                raise RuntimeError("a news server exited before listening; run `usenet-ops newsserver --synthetic 1`")
            urls.append(f"nntp://127.0.0.1:{json.loads(line)['port']}")
        workers = max(1, min(args.workers, args.connections))
        shares = [names[i::workers] for i in range(workers)]
        started = time.monotonic()
        # The backfill reads the forward crawl's window (the newest `reach` articles), oldest first.
        how = ["--reader", args.reader, "--partition", str(args.partition), "--first", str(GROUP_ARTICLES - reach)]
        for i, share in enumerate(shares):
            profile = ["--profile", args.profile] if args.profile and i == 0 else []
            children.append(_spawn(["--worker", dsn, ",".join(urls), ",".join(share), str(args.duration), *how,
                                    *profile]))
        settle = ["--path", args.path, "--settle-quiet", str(args.settle_quiet), "--drain", str(args.drain)]
        tail = args.duration + 5 + (args.settle_quiet if args.path == "rebuild" else 0)
        builders = [_spawn(["--builder", dsn, str(tail), *settle,
                            *(["--profile", f"{args.profile}.build"] if args.profile and i == 0 else [])])
                    for i in range(args.builders)]
        sampler = Sampler(dsn, {"worker": [c.pid for c in children], "build": [b.pid for b in builders],
                                "server": [s.pid for s in servers]})
        crawled = 0.0
        # Sampled until the builders end too: the build's (and settling's) catch-up after the crawl is the run's cost.
        while any(p.poll() is None for p in [*children, *builders]):
            time.sleep(args.sample)
            s = sampler.sample(time.monotonic() - started)
            if not crawled and all(c.poll() is not None for c in children):
                crawled = time.monotonic() - started
            print(f"t={s['t']:.0f}s lines={s['lines']} ({s['lines'] / max(s['t'], 1e-9):,.0f}/s) "
                  f"ready={s['ready']} open={s['open']} releases={s['releases']}", file=sys.stderr, flush=True)
        crawled = crawled or time.monotonic() - started
        reports = [r for c in children for r in json.loads((c.communicate()[0] or "[]").strip() or "[]")]
        build_out = merge_builds([json.loads((b.communicate()[0] or "{}").strip() or "{}") for b in builders])
        final = sampler.sample(time.monotonic() - started)
        final["sizes"] = _sizes(sampler.conn)
        print(json.dumps(_result(args, sampler, reports, build_out, crawled, final, workers), indent=1))
    finally:
        for proc in [*children, *builders, *servers]:
            if proc.poll() is None:
                proc.terminate()
                proc.wait(10)
        localservices.drop_database(pg.url, name)
        pg.stop()


def _bounded(ready: list[int]) -> bool:
    """Say whether the ready backlog stopped growing: last quarter's peak <= third quarter's x 1.2 (or < 200)."""
    q = len(ready) // 4
    if q == 0:
        return max(ready or [0]) < 200
    third, last = ready[2 * q : 3 * q], ready[3 * q :]
    return max(last) < 200 or max(last) <= 1.2 * max(third)


def _sizes(conn: Any) -> dict[str, Any]:
    """Return on-disk bytes (tables, TOAST, indexes) of the catalogue and of staging, and what they hold."""
    row = conn.execute(
        """SELECT pg_total_relation_size('usenet.releases') AS releases_bytes,
                  (SELECT count(*) FROM usenet.releases) AS releases,
                  (SELECT COALESCE(sum(segments), 0) FROM usenet.releases) AS release_segments,
                  (SELECT COALESCE(sum(pg_total_relation_size(c.oid)), 0) FROM pg_class c
                     JOIN pg_namespace n ON n.oid = c.relnamespace
                    WHERE n.nspname = 'usenet' AND c.relkind = 'r' AND c.relname LIKE 'staged%%') AS staging_bytes,
                  (SELECT COALESCE(sum(parts_have), 0) FROM usenet.staged_files) AS staged_segments""").fetchone()
    out: dict[str, Any] = {k: int(v) for k, v in row.items()}
    out.update(_chunk_sizes(conn))
    out["bytes_per_release"] = round(out["releases_bytes"] / max(out["releases"], 1))
    out["bytes_per_release_segment"] = round(out["releases_bytes"] / max(out["release_segments"], 1), 1)
    out["bytes_per_staged_segment"] = round(out["staging_bytes"] / max(out["staged_segments"], 1), 1)
    return out


def _chunk_sizes(conn: Any) -> dict[str, Any]:
    """Return the rebuild path's store: chunk payload bytes (rb_ranges' count), the tables on disk, sets by state."""
    from usenet_ops.store import rebuild_chunks

    row = conn.execute(
        """SELECT (SELECT COALESCE(sum(pg_total_relation_size(i.inhrelid)), 0) FROM pg_inherits i
                     WHERE i.inhparent = 'usenet.rb_chunks'::regclass) AS chunk_disk_bytes,
                  (SELECT count(*) FROM usenet.rb_chunks) AS chunks,
                  pg_total_relation_size('usenet.rb_sets') AS rb_sets_bytes""").fetchone()
    states = {r["state"]: int(r["n"]) for r in conn.execute(
        "SELECT state, count(*) AS n FROM usenet.rb_sets GROUP BY state")}
    return {"chunk_payload_bytes": rebuild_chunks.range_chunk_bytes(conn), "chunk_disk_bytes": int(
        row["chunk_disk_bytes"]), "chunks": int(row["chunks"]), "rb_sets_bytes": int(row["rb_sets_bytes"]),
            "rb_sets_by_state": states}


def _result(args: argparse.Namespace, sampler: Sampler, reports: list[dict[str, Any]], build_out: dict[str, Any],
            crawled: float, final: dict[str, Any], workers: int) -> dict[str, Any]:
    samples = sampler.samples
    lines = final["lines"]
    articles = sum(r.get("articles", 0) for r in reports)
    ideal = args.connections * args.rate
    rate = lines / crawled if crawled else 0.0
    cpu0, cpu1 = sampler.cpu_start, final["cpu"]
    cpu = {role: round(cpu1.get(role, 0.0) - cpu0.get(role, 0.0), 1) for role in cpu1}
    # Every role but the simulated providers: the workers (and through Airflow their task processes), the build and
    # settling, Postgres, and Airflow's own processes where there are any (before 2026-12-03 those were left out).
    indexer_cpu = sum(v for role, v in cpu.items() if role != "server")
    # Steady state: from the first sample with lines read to the last that still saw lines rise (process
    # start-up and the crawls' ends are not the rate a weeks-long run sees).
    moving = [s for s in samples if s["lines"] > 0]
    rising = [b for a, b in zip(moving, moving[1:], strict=False) if b["lines"] > a["lines"]]
    steady = (rising[-1]["lines"] - moving[0]["lines"]) / max(rising[-1]["t"] - moving[0]["t"], 1e-9) if rising else 0.0
    # The backlogs are judged while the crawl ran: the samples of the build's drain after it fall by design.
    during = [s for s in samples if s["t"] <= crawled] or samples
    ready = [s["ready"] for s in during]
    half = ready[len(ready) // 2:] or [0]
    first, last = samples[0], final
    span = max(last["t"] - first["t"], 1e-9)
    per_role: dict[str, float] = {}
    for key, mib in sampler.peak_rss.items():
        role = key.split(":")[0]
        per_role[role] = max(per_role.get(role, 0.0), mib)
    return {
        "connections": args.connections, "rate_per_connection": args.rate, "latency_s": args.latency,
        "duration_s": round(crawled, 1), "workers": workers, "servers": args.servers, "cores": os.cpu_count(),
        "batch": args.batch,
        "lines": lines, "articles_reported": articles,
        "lines_per_s_whole_run": round(rate), "lines_per_s": round(steady), "ideal_lines_per_s": round(ideal),
        "fraction_of_ideal": round(steady / ideal, 3),
        "goal_lines_per_s": 250_000, "fraction_of_goal": round(steady / 250_000, 3),
        "load_average_1m_at_end": round(os.getloadavg()[0], 2),
        "failed_groups": [r.get("group") for r in reports if r.get("error") or r.get("state") not in ("done", "budget")],
        # What each of them said (state, error, message, failed batches): a failed group is diagnosable from the report.
        "failures": [{k: r.get(k) for k in ("group", "state", "error", "message", "failed_batches", "batches",
                                            "articles", "outcomes") if k in r}
                     for r in reports if r.get("error") or r.get("state") not in ("done", "budget")],
        "ready_sets_max": max(ready or [0]), "ready_sets_last": ready[-1] if ready else 0,
        "ready_sets_median_second_half": statistics.median(half),
        # Bounded: the last quarter's peak is no higher than the third quarter's (+20 %, or 200 sets of noise).
        "backlog_bounded": _bounded(ready),
        "releases_built": final["releases"], "build": build_out, "storage": final.get("sizes", {}),
        "pg_tuples_per_s": round((last["tuples"] - first["tuples"]) / span),
        "pg_wal_mib_per_s": round((last["wal"] - first["wal"]) / span / 2**20, 2),
        "pg_wal_bytes_per_line": round((last["wal"] - first["wal"]) / max(last["lines"] - first["lines"], 1), 1),
        "cpu_s": cpu,
        "cpu_s_per_million_lines": {
            "indexer": round(indexer_cpu / max(lines, 1) * 1e6, 2),
            **{role: round(v / max(lines, 1) * 1e6, 2) for role, v in cpu.items()},
        },
        "peak_rss_mib": {role: round(v, 1) for role, v in per_role.items()},
        # Summed over a role's processes at one sample (RSS: pages shared between forks count once per process).
        "peak_rss_total_mib": {role: round(v, 1) for role, v in getattr(sampler, "peak_rss_total", {}).items()},
        **_rebuild_figures(samples, final, build_out, lines, crawled),
        "timeline": [{"t": s["t"], "lines": s["lines"], "ready": s["ready"], "open": s.get("open", 0),
                      "releases": s["releases"]} for s in samples[:: max(1, len(samples) // 40)]],
        "path": getattr(args, "path", "staging"), "reader": getattr(args, "reader", "forward"),
        "mix": getattr(args, "mix", "dense"),
        "partition_articles": getattr(args, "partition", 0) or None,
        "executor": "worker processes (not Airflow's CeleryExecutor yet: ADR 0019)",
    }


def _rebuild_figures(samples: list[dict[str, Any]], final: dict[str, Any], build_out: dict[str, Any],
                     lines: int, crawled: float) -> dict[str, Any]:
    """Return the rebuild path's figures: chunk-store bytes per line, the settle backlog, settling's share of the CPU.

    The settle backlog is the open sets in ``rb_sets`` (read but not judged:
    the sets the reading threads are in the middle of, and those waiting
    for ``--settle-quiet``); bounded as the ready backlog is judged, over the
    crawl's samples. ``settle_drain_s``: from the crawl's end until no set
    was open (None: not within the run; see ``--drain``).
    """
    opened = [s.get("open", 0) for s in samples if s["t"] <= crawled] or [0]
    after = [s for s in samples if s["t"] > crawled]
    drained = next((s["t"] - crawled for s in after if s.get("open", 0) == 0), None)
    sizes = final.get("sizes", {})
    half = opened[len(opened) // 2:] or [0]
    out: dict[str, Any] = {
        "open_sets_max": max(opened), "open_sets_at_crawl_end": opened[-1],
        "open_sets_last": final.get("open", 0), "settle_drain_s": round(drained, 1) if drained is not None else None,
        "open_sets_median_second_half": statistics.median(half), "settle_backlog_bounded": _bounded(opened),
    }
    if sizes.get("chunks"):
        out["chunk_store_bytes_per_line"] = round(sizes["chunk_payload_bytes"] / max(lines, 1), 2)
        out["chunk_store_disk_bytes_per_line"] = round(sizes["chunk_disk_bytes"] / max(lines, 1), 2)
        out["rb_sets_disk_bytes_per_line"] = round(sizes["rb_sets_bytes"] / max(lines, 1), 2)
    if "settle_cpu_s" in build_out:
        out["builder_cpu_s_per_million_lines"] = {
            "settle": round(build_out["settle_cpu_s"] / max(lines, 1) * 1e6, 2),
            "build": round(build_out["build_cpu_s"] / max(lines, 1) * 1e6, 2)}
    return out


if __name__ == "__main__":
    main()
