"""The soak: crawl + build + API load on a simulated provider for hours, with faults injected at random.

REBUILD runs for weeks; what breaks there is what a short test never sees:
a slow leak, a claim left behind by a killed worker, a pool that never
reconnects after Postgres restarts, an alert that fires and never clears.
This runs the whole loop against synthetic groups that keep growing (a
poster rate per group, like a live provider) behind a throttled news server:

- crawl worker processes (``--workers``), one crawl thread and connection per
  group, passes back to back (as the crawl DAG's tasks run them; a failed
  pass is retried after a pause, as Airflow's retries do);
- one build process running build passes back to back;
- the Newznab API (``usenet-ops api serve``, gunicorn) under a steady client
  load (search, browse, getnzb);
- a watchdog running ``passes.watchdog.check_all`` every ``--watch`` seconds,
  delivering each finding through ``adapters.alerts.deliver`` (recorded in
  ``usenet.errors``), and tracking when each kind of alert is raised and
  when a later check clears it;
- a fault injector: every ``--fault-every`` seconds one of connection drops
  mid-OVER, 400 greetings, stalls (a reply delayed past the client's
  timeout), a Postgres restart, a crawl worker SIGKILL (respawned, as a
  retried task) -- each kind in turn in a seeded random order.

At the end faults stop, the groups stop growing, the crawl catches up to the
top and the build drains; then the verdict, scored against the synthetic
manifest of exactly the range read (``corpus.synthetic.manifest``):

- nothing lost: every complete named release of the range is in the
  catalogue (or still staged, waiting: counted);
- nothing doubled: no catalogue release outside the manifest, no message-id
  staged twice;
- memory flat: per process, the RSS slope (least squares after warm-up)
  predicts growth over the judged span below max(10 % of its mean, 16 MiB);
  judged only on runs of at least ``--judge-memory-after`` seconds;
- alerts raised and cleared: at least one alert during the faults and none
  open at the end (the final watchdog check is clean).

Exit status 1 names each failed verdict.

    python -m bench.soak                           # 2 hours
    python -m bench.soak --duration 180 --fault-every 15 --fault-length 6   # the short mode a test runs
"""

from __future__ import annotations

import argparse
import json
import os
import random
import secrets
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
from dataclasses import replace
from pathlib import Path
from typing import Any

from bench.verdict import incomplete_hashes, rejected_by_rule
from usenet_ops.corpus.synthetic import GroupSpec, SyntheticCorpus

SEED = 2323
RESERVOIR = 20_000
FAULTS = ("drop", "reject_400", "stall", "pg_restart", "worker_sigkill")


def _group_names(n: int) -> list[str]:
    return [f"alt.binaries.soak.g{i:02d}" for i in range(n)]


class GrowingCorpus(SyntheticCorpus):
    """A synthetic corpus whose groups' visible high water marks rise as posters post.

    The content of every number is fixed by the (huge) spec, so the manifest
    of any range read is the plain synthetic manifest; only how far the
    server lets a client see grows.
    """

    def __init__(self, seed: int, groups: list[GroupSpec], start: int) -> None:
        super().__init__(seed, groups)
        self.visible = {g.name: g.low + start - 1 for g in groups}
        self._grow_lock = threading.Lock()

    def grow(self, name: str, n: int) -> None:
        with self._grow_lock:
            self.visible[name] = min(self.visible[name] + n, self.specs[name].high)

    def group_bounds(self, backbone: str, name: str) -> tuple[int, int, int]:
        spec = self.specs[name]
        off = self._shift(backbone)
        high = self.visible[name]
        return high - spec.low + 1, spec.low + off, high + off

    def positions(self, backbone: str, group: str, lo: int, hi: int) -> tuple[int, int]:
        return super().positions(backbone, group, lo, min(hi, self.visible[group] + self._shift(backbone)))


# -- child processes ------------------------------------------------------------------


def worker(dsn: str, url: str, groups_: list[str], slot: str, pass_budget: float) -> None:
    """Crawl each group on its own thread, pass after pass, until killed; a failed pass is retried after a pause."""
    from usenet_ops.nntp.pool import Pool, PoolSettings
    from usenet_ops.nntp.provider import ProviderConfig
    from usenet_ops.passes import compose, crawl
    from usenet_ops.store import db

    def loop(group: str) -> None:
        while True:
            conn = None
            try:
                conn = db.connect(dsn, autocommit=True)
                live = compose.load_settings(conn)
                target = crawl.CrawlTarget(provider=url, backbone="a", group=group,
                                           indexed_groups=compose.indexed_groups(conn))
                with Pool(ProviderConfig.from_url(url, backbone="a"), PoolSettings.from_knobs(live)) as pool:
                    report = crawl.crawl_group(target, conn=conn, pool=pool, settings=live,
                                               filters=compose.load_filters(conn), owner=f"soak-{slot}-{group}",
                                               budget_sec=pass_budget, staging=compose.staging_backend(live))
                print(json.dumps({"group": group, "state": str(report.state), "articles": report.articles,
                                  "failed_batches": report.failed_batches}), file=sys.stderr, flush=True)
                time.sleep(0.5)
            except Exception as exc:  # a failed pass: the next one retries it, as the task's retry would
                print(f"pass failed ({group}): {type(exc).__name__}: {exc}", file=sys.stderr, flush=True)
                time.sleep(2.0)
            finally:
                if conn is not None:
                    try:
                        conn.close()
                    except Exception:  # noqa: S110 - the server may be gone; nothing to close then
                        pass

    threads = [threading.Thread(target=loop, args=(g,), daemon=True) for g in groups_]
    for t in threads:
        t.start()
    for t in threads:
        t.join()


def builder(dsn: str) -> None:
    """Run build passes back to back until terminated; a failed pass is retried after a pause."""
    from usenet_ops.passes import build, compose
    from usenet_ops.store import db
    from usenet_ops.store.catalogue import PostgresCatalogue

    while True:
        try:
            with db.connect(dsn, autocommit=True) as conn:
                while True:
                    report = build.build_pass(conn, settings=compose.load_settings(conn), sink=PostgresCatalogue(),
                                              filters=compose.load_build_filters(conn), budget_sec=10.0,
                                              staging=compose.staging_backend(compose.load_settings(conn)))
                    if report.candidates == 0:
                        time.sleep(1.0)
        except Exception as exc:
            print(f"build pass failed: {type(exc).__name__}: {exc}", file=sys.stderr, flush=True)
            time.sleep(2.0)


# -- the driver's parts -----------------------------------------------------------------


class Postgres:
    """The soak's own Postgres cluster (restartable: a shared server must not be restarted)."""

    def __init__(self, scratch: Path) -> None:
        from usenet_ops.devtools import localservices

        self.dir = scratch / "postgres"
        self.service = localservices.start_postgres(self.dir)
        self.port = int(self.service.url.rsplit(":", 1)[1].split("/")[0])

    def restart(self, down: float) -> None:
        from usenet_ops.devtools import localservices

        self.service.stop()
        time.sleep(down)
        self.service = localservices.start_postgres(self.dir, self.port)

    def stop(self) -> None:
        self.service.stop()


class ApiLoad:
    """Keep a steady request load on the API; count outcomes per minute and keep latencies."""

    def __init__(self, port: int, key: str, dsn: str, threads: int) -> None:
        self.port, self.key, self.dsn = port, key, dsn
        self.stop = threading.Event()
        self.lock = threading.Lock()
        self.ok = 0
        self.errors = 0
        self.by_minute: dict[int, list[int]] = {}
        self.latency_ms: list[float] = []  # a reservoir sample: memory stays flat however long the run
        self.seen = 0
        self.guids: list[str] = []
        self.started = time.monotonic()
        self.threads = [threading.Thread(target=self._run, args=(i,), daemon=True) for i in range(threads)]

    def start(self) -> None:
        for t in self.threads:
            t.start()

    def refresh_guids(self, conn: Any) -> None:
        rows = conn.execute("SELECT content_hash FROM usenet.releases ORDER BY random() LIMIT 200").fetchall()
        self.guids = [r["content_hash"] for r in rows]

    def _path(self, rng: random.Random) -> str:
        kind = rng.choice(("search", "browse", "get"))
        if kind == "get" and self.guids:
            return f"/getnzb/{rng.choice(self.guids)}.nzb?apikey={self.key}"
        if kind == "browse":
            return f"/api?t=search&cat=5000&extended=1&limit=50&apikey={self.key}"
        return f"/api?t=search&q={rng.choice(('hdtv', 'web', 'x264', 'road', 'winter'))}&limit=50&apikey={self.key}"

    def _run(self, i: int) -> None:
        rng = random.Random(i)
        while not self.stop.is_set():
            started = time.monotonic()
            ok = False
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{self.port}{self._path(rng)}", timeout=15) as r:
                    r.read()
                    ok = r.status == 200
            except urllib.error.HTTPError as exc:
                ok = exc.code == 404  # a guid the build replaced: an answer, not a failure
            except Exception:  # noqa: S110 - refused or timed out: counted as an error below
                pass
            took = (time.monotonic() - started) * 1000
            minute = int((time.monotonic() - self.started) // 60)
            with self.lock:
                row = self.by_minute.setdefault(minute, [0, 0])
                if ok:
                    self.ok += 1
                    row[0] += 1
                    self.seen += 1
                    if len(self.latency_ms) < RESERVOIR:
                        self.latency_ms.append(took)
                    elif (slot := rng.randrange(self.seen)) < RESERVOIR:
                        self.latency_ms[slot] = took
                else:
                    self.errors += 1
                    row[1] += 1
            time.sleep(0.05)


class Watchdog:
    """Run the watchdog's checks periodically; deliver each finding as an alert; track raised -> cleared."""

    def __init__(self, dsn: str, url: str) -> None:
        self.dsn, self.url = dsn, url
        self.open: dict[str, float] = {}  # alert kind -> when raised (monotonic)
        self.raised: dict[str, int] = {}
        self.cleared: dict[str, int] = {}
        self.clear_after_s: list[float] = []
        self.delivered = 0
        self.last_findings: list[str] = []

    def _provider_test(self) -> tuple[bool, str]:
        from usenet_ops.nntp.client import NNTPClient, Timeouts
        from usenet_ops.nntp.provider import ProviderConfig

        client = NNTPClient(ProviderConfig.from_url(self.url, backbone="a"), Timeouts(dial=5.0, command=5.0, stat=5.0))
        with client:
            client.date()
        return True, "ok"

    def check(self, label: str) -> list[str]:
        from usenet_ops.adapters.alerts import Alert, deliver
        from usenet_ops.passes import compose, watchdog
        from usenet_ops.store import db

        kinds: dict[str, str] = {}
        try:
            with db.connect(self.dsn, autocommit=True) as conn:
                live = compose.load_settings(conn)
                for f in watchdog.check_all(conn, live, {"soak": self._provider_test},
                                            staging=compose.staging_backend(live)):
                    kinds.setdefault(f"{f.check.value}", f"{f.message} -- check: {f.hint}")
        except Exception as exc:  # the watchdog could not run (Postgres down): an alert of its own
            kinds["database"] = f"{type(exc).__name__}: {exc}"
        now = time.monotonic()
        for kind, message in kinds.items():
            if kind not in self.open:
                self.open[kind] = now
                self.raised[kind] = self.raised.get(kind, 0) + 1
                deliver(Alert(job="soak", task=f"watchdog.{kind}", run_id=label, map_index=-1, try_number=1,
                              error=message, hint="", kind="watchdog"), self.dsn)
                self.delivered += 1
        for kind in [k for k in self.open if k not in kinds]:
            self.clear_after_s.append(now - self.open.pop(kind))
            self.cleared[kind] = self.cleared.get(kind, 0) + 1
        self.last_findings = sorted(kinds)
        return self.last_findings


def _rss_slope(points: list[tuple[float, float]]) -> float:
    """Least-squares slope of (seconds, MiB) points, in MiB per second."""
    if len(points) < 3:
        return 0.0
    mt = statistics.fmean(t for t, _ in points)
    mr = statistics.fmean(r for _, r in points)
    den = sum((t - mt) ** 2 for t, _ in points)
    return sum((t - mt) * (r - mr) for t, r in points) / den if den else 0.0


# -- the run ------------------------------------------------------------------------


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--duration", type=float, default=7200.0, help="seconds of crawling under faults")
    parser.add_argument("--groups", type=int, default=4)
    parser.add_argument("--post-rate", type=float, default=1500.0, help="articles/s posted per group")
    parser.add_argument("--rate", type=float, default=4000.0, help="lines/s per connection (the provider's throttle)")
    parser.add_argument("--latency", type=float, default=0.03, help="seconds added to every command")
    parser.add_argument("--workers", type=int, default=2, help="crawl worker processes")
    parser.add_argument("--pass-budget", type=float, default=20.0, help="seconds per crawl pass")
    parser.add_argument("--fault-every", type=float, default=120.0)
    parser.add_argument("--fault-length", type=float, default=30.0)
    parser.add_argument("--watch", type=float, default=10.0, help="seconds between watchdog checks")
    parser.add_argument("--sample", type=float, default=10.0)
    parser.add_argument("--api-threads", type=int, default=2)
    parser.add_argument("--judge-memory-after", type=float, default=900.0,
                        help="judge the RSS slope only on runs at least this long (warm-up dominates shorter ones)")
    parser.add_argument("--seed", type=int, default=23)
    parser.add_argument("--worker", nargs=5, help=argparse.SUPPRESS)
    parser.add_argument("--builder", nargs=1, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        dsn, url, groups_, slot, budget = args.worker
        worker(dsn, url, groups_.split(","), slot, float(budget))
        return
    if args.builder:
        builder(args.builder[0])
        return
    sys.exit(run(args))


def _spawn(args: list[str], log: Path, env: dict[str, str] | None = None) -> subprocess.Popen[bytes]:
    with log.open("ab") as out:
        return subprocess.Popen([sys.executable, "-m", "bench.soak", *args], stdout=out, stderr=out,
                                start_new_session=True, env=env)


def run(args: argparse.Namespace) -> int:  # noqa: C901, PLR0912, PLR0915 - one sequential script
    import psutil

    from usenet_ops import newsserver
    from usenet_ops.devtools import localservices
    from usenet_ops.newsserver import Faults, Throttle
    from usenet_ops.store import db, groups, migrations, settings
    from usenet_ops.store.apikeys import KeyStore

    rng = random.Random(args.seed)
    scratch = Path(tempfile.mkdtemp(prefix="bench-soak-"))
    pg = Postgres(scratch)
    dsn = localservices.create_database(pg.service.url, f"soak_{secrets.token_hex(3)}")
    names = _group_names(args.groups)
    # Room for the whole run's posts; numbers start high, as on a real server.
    specs = [GroupSpec(n, count=10_000_000_000, low=5_000_000) for n in names]
    corpus = GrowingCorpus(SEED, specs, start=200_000)
    faults = Faults()
    throttle = Throttle(lines_per_second=args.rate, command_latency=args.latency)
    procs: dict[str, subprocess.Popen[bytes]] = {}
    api: subprocess.Popen[bytes] | None = None
    stop = threading.Event()
    events: list[dict[str, Any]] = []
    result: dict[str, Any] = {"scratch": str(scratch)}
    try:
        migrations.migrate(dsn)
        with db.connect(dsn, autocommit=True) as conn:
            for g in names:
                groups.add(conn, g, tier=groups.Tier.CRITICAL)
            for knob, value in {"crawl_headroom": 0, "max_articles_per_group": 100_000, "batch": 1000,
                                "op_timeout_sec": 8, "dial_timeout_sec": 5}.items():
                settings.set_value(conn, knob, value)
            key = KeyStore().create(conn, "soak").key
        server = newsserver.serve(corpus, faults=faults, throttle=throttle, compression=False,
                                  max_connections=4 * args.groups + 20)
        url = server.url

        def grow() -> None:
            carry = 0.0
            while not stop.wait(1.0):
                carry += args.post_rate
                for g in names:
                    corpus.grow(g, int(carry))
                carry -= int(carry)

        grower = threading.Thread(target=grow, daemon=True)
        grower.start()

        shares = {f"w{i}": names[i::args.workers] for i in range(max(1, min(args.workers, len(names))))}

        def spawn_worker(slot: str) -> None:
            procs[slot] = _spawn(["--worker", dsn, url, ",".join(shares[slot]), slot, str(args.pass_budget)],
                                 scratch / f"{slot}.log")

        for slot in shares:
            spawn_worker(slot)
        procs["build"] = _spawn(["--builder", dsn], scratch / "build.log")
        api_port = localservices.free_port()
        with (scratch / "api.log").open("ab") as out:
            api = subprocess.Popen([sys.executable, "-m", "usenet_ops.cli.main", "api", "serve", "--port",
                                    str(api_port), "--workers", "2", "--threads", "4"],
                                   env={**os.environ, "USENET_DSN": dsn, "USENET_API_POOL_MAX": "4"},
                                   stdout=out, stderr=out, start_new_session=True)
        deadline = time.monotonic() + 60
        while not localservices.port_open("127.0.0.1", api_port):
            if time.monotonic() > deadline or api.poll() is not None:
                raise RuntimeError(f"the API did not start; see {scratch / 'api.log'}")
            time.sleep(0.3)
        load = ApiLoad(api_port, key, dsn, args.api_threads)
        load.start()
        watch = Watchdog(dsn, url)
        started = time.monotonic()

        def rss() -> dict[str, float]:
            out: dict[str, float] = {}
            members = {"driver": [psutil.Process()]}
            for role, p in procs.items():
                members[role] = [psutil.Process(p.pid)] if p.poll() is None else []
            try:
                members["api"] = psutil.Process(api.pid).children() if api else []
            except psutil.Error:
                members["api"] = []
            for role, ps in members.items():
                for p in ps:
                    try:
                        out[f"{role}:{p.pid}"] = p.memory_info().rss / 2**20
                    except psutil.Error:
                        pass
            return out

        samples: list[dict[str, Any]] = []
        order: list[str] = []
        next_fault = started + args.fault_every
        next_watch = started
        next_sample = started
        fault_off_at: float | None = None
        fault_undo: Any = None

        def inject(kind: str) -> Any:
            if kind == "drop":
                faults.drop_after_lines = rng.randint(50, 900)
                return lambda: setattr(faults, "drop_after_lines", None)
            if kind == "reject_400":
                faults.greeting_code = 400
                # Connections already open keep working on a real provider too; drop them so the pool redials.
                faults.drop_after_lines = 200
                return lambda: (setattr(faults, "greeting_code", None), setattr(faults, "drop_after_lines", None))
            if kind == "stall":
                faults.latency_per_response = args.fault_length
                return lambda: setattr(faults, "latency_per_response", 0.0)
            if kind == "pg_restart":  # in the background: the watchdog and the API load see it down
                threading.Thread(target=pg.restart, args=(min(10.0, args.fault_length / 2),), daemon=True).start()
                return None
            victim = rng.choice(sorted(shares))
            os.killpg(procs[victim].pid, signal.SIGKILL)
            procs[victim].wait(10)
            time.sleep(min(5.0, args.fault_length / 2))  # the retry's delay
            spawn_worker(victim)
            return None

        while True:
            now = time.monotonic()
            t = now - started
            if t >= args.duration and fault_off_at is None:
                break
            if fault_off_at is not None and now >= fault_off_at:
                fault_undo()
                fault_off_at = fault_undo = None
            if now >= next_fault and fault_off_at is None and t < args.duration - args.fault_length:
                if not order:
                    order = list(FAULTS)
                    rng.shuffle(order)
                kind = order.pop()
                undo = inject(kind)
                events.append({"t": round(time.monotonic() - started, 1), "fault": kind})
                print(f"t={t:.0f}s fault {kind}", file=sys.stderr, flush=True)
                if undo is not None:
                    fault_undo, fault_off_at = undo, time.monotonic() + args.fault_length
                next_fault = time.monotonic() + args.fault_every
            if now >= next_watch:
                found = watch.check(f"t{int(t)}")
                if found:
                    events.append({"t": round(t, 1), "open_alerts": found})
                next_watch = now + args.watch
            if now >= next_sample:
                row: dict[str, Any] = {"t": round(t, 1), "rss": rss(), "api_ok": load.ok, "api_errors": load.errors}
                try:
                    with db.connect(dsn, autocommit=True) as conn:
                        got = conn.execute(
                            """SELECT COALESCE(sum(next_article - first_article), 0) AS lines,
                                      (SELECT count(*) FROM usenet.staged_sets WHERE status = 'ready') AS ready,
                                      (SELECT count(*) FROM usenet.releases) AS releases
                                 FROM usenet.group_state""").fetchone()
                        row.update({k: int(v) for k, v in got.items()})
                        load.refresh_guids(conn)
                except Exception as exc:
                    row["db"] = type(exc).__name__
                posted = sum(corpus.visible[g] for g in names) - len(names) * (specs[0].low + 200_000 - 1)
                row["posted"] = posted
                samples.append(row)
                print(f"t={t:.0f}s lines={row.get('lines')} ready={row.get('ready')} releases={row.get('releases')} "
                      f"posted={posted} api ok/err={load.ok}/{load.errors} alerts open={watch.last_findings}",
                      file=sys.stderr, flush=True)
                next_sample = now + args.sample
            time.sleep(0.2)

        # -- the end: faults off, posting stops, the crawl catches up, the build drains
        stop.set()
        faults.reset()
        crawl_end = time.monotonic() - started
        tops = dict(corpus.visible)
        caught_up = False
        drain_deadline = time.monotonic() + max(300.0, args.duration / 4)
        while time.monotonic() < drain_deadline:
            with db.connect(dsn, autocommit=True) as conn:
                rows = conn.execute("""SELECT group_name, next_article FROM usenet.group_state
                                        WHERE backbone = 'a'""").fetchall()
                ready = conn.execute("""SELECT count(*) AS n FROM usenet.staged_sets
                                         WHERE status = 'ready'""").fetchone()["n"]
            at = {r["group_name"]: r["next_article"] for r in rows}
            caught_up = all((at.get(g) or 0) > tops[g] for g in names)
            if caught_up and ready == 0:
                break
            time.sleep(3.0)
        time.sleep(2 * args.watch)  # let a clean check follow the last fault
        final_findings = watch.check("final")
        if final_findings:  # one more, after the build's last pass
            time.sleep(args.watch)
            final_findings = watch.check("final2")
        load.stop.set()
        for slot in shares:
            os.killpg(procs[slot].pid, signal.SIGTERM)
        drained = time.monotonic() - started - crawl_end
        result.update(_verdict(args, dsn, names, specs, samples, events, watch, load, crawl_end, drained,
                               caught_up, final_findings))
    finally:
        stop.set()
        for p in [*procs.values(), *([api] if api else [])]:
            if p.poll() is None:
                try:
                    os.killpg(p.pid, signal.SIGTERM)
                    p.wait(15)
                except (ProcessLookupError, subprocess.TimeoutExpired):
                    os.killpg(p.pid, signal.SIGKILL)
        try:
            pg.stop()
        except Exception as exc:
            print(f"could not stop the soak's Postgres: {exc}", file=sys.stderr)
    print(json.dumps(result, indent=1))
    return 0 if result.get("passed") else 1


def _verdict(args: argparse.Namespace, dsn: str, names: list[str], specs: list[GroupSpec],
             samples: list[dict[str, Any]], events: list[dict[str, Any]], watch: Watchdog, load: ApiLoad,
             crawl_end: float, drained: float, caught_up: bool, final_findings: list[str]) -> dict[str, Any]:
    from usenet_ops.corpus import synthetic
    from usenet_ops.domain.identity import content_hash
    from usenet_ops.store import db

    with db.connect(dsn, autocommit=True) as conn:
        ranges = {r["group_name"]: (int(r["first_article"]), int(r["next_article"]) - 1) for r in conn.execute(
            "SELECT group_name, first_article, next_article FROM usenet.group_state WHERE backbone = 'a'")}
        catalogue = [r["content_hash"] for r in conn.execute("SELECT content_hash FROM usenet.releases")]
        staged = {r["message_id"] for r in conn.execute("SELECT message_id FROM usenet.staged_segments")}
        staged_twice = conn.execute("""SELECT count(*) AS n FROM (SELECT message_id FROM usenet.staged_segments
                                        GROUP BY message_id HAVING count(*) > 1) d""").fetchone()["n"]
        outcomes = {r["reason"]: int(r["n"]) for r in conn.execute(
            "SELECT reason, sum(count) AS n FROM usenet.build_outcomes GROUP BY reason")}
        alerts_recorded = conn.execute("SELECT count(*) AS n FROM usenet.errors WHERE job = 'soak'").fetchone()["n"]
    expected: dict[str, list[str]] = {}
    obfuscated: set[str] = set()
    salvageable: set[str] = set()
    lines = 0
    full_specs = [replace(s) for s in specs]
    for g in names:
        lo, hi = ranges.get(g, (1, 0))
        truth = synthetic.manifest(SEED, full_specs, g, lo, hi)
        lines += truth["counts"]["lines"]
        salvageable |= incomplete_hashes(SEED, full_specs, g, lo, hi)
        for rel in truth["releases"]:
            ids = synthetic.content_ids(rel)
            (obfuscated.add(content_hash(ids)) if rel["obfuscated"] else expected.setdefault(content_hash(ids), ids))
    built = set(catalogue)
    missing = [h for h in expected if h not in built]
    waiting = [h for h in missing if all(m in staged for m in expected[h])]
    # The build turns some complete releases away by rule (junk: a 1080p release of a few MB); those are
    # counted by reason in build_outcomes, not lost. What is neither built, staged nor rejected is lost.
    # Only rules turn a complete set away (junk); walk_past (a dead incomplete set) and salvaged (one built from
    # it) are about the manifest's incomplete releases. Junk may also take incomplete or unnamed sets, so this
    # is a bound: more complete named releases missing than rule rejections is a loss.
    rejected = rejected_by_rule(outcomes)
    lost = len(missing) - len(waiting) - rejected
    salvaged = (built - set(expected) - obfuscated) & salvageable
    unexpected = built - set(expected) - obfuscated - salvageable
    # Memory: per process alive across the judged span (after a 20 % warm-up).
    judged_from = crawl_end * 0.2
    series: dict[str, list[tuple[float, float]]] = {}
    for s in samples:
        if judged_from <= s["t"] <= crawl_end:
            for key, mib in s["rss"].items():
                series.setdefault(key, []).append((s["t"], mib))
    span = crawl_end - judged_from
    memory: dict[str, Any] = {}
    for key, pts in series.items():
        if len(pts) < 3 or pts[-1][0] - pts[0][0] < span * 0.5:
            continue  # a process restarted mid-run (the SIGKILL'd worker): judged by its successor
        slope = _rss_slope(pts)
        mean = statistics.fmean(r for _, r in pts)
        growth = slope * (pts[-1][0] - pts[0][0])
        memory[key] = {"mean_mib": round(mean, 1), "slope_mib_per_h": round(slope * 3600, 2),
                       "growth_mib": round(growth, 1), "flat": growth < max(0.1 * mean, 16.0)}
    judged_memory = crawl_end >= args.judge_memory_after
    lat = sorted(load.latency_ms)
    quiet = [row for m, row in sorted(load.by_minute.items())][-2:]
    faults_seen = sorted({e["fault"] for e in events if "fault" in e})
    checks = {
        "crawl_caught_up": caught_up,
        "nothing_lost": lost <= 0,
        # A set built twice, or a rejection counted twice, shows as more outcomes than the manifest has releases.
        "nothing_doubled": not unexpected and staged_twice == 0 and len(catalogue) == len(built),
        "memory_flat": (all(m["flat"] for m in memory.values()) if judged_memory else None),
        "alerts_raised": sum(watch.raised.values()) > 0,
        "alerts_cleared": not final_findings and not watch.open,
        "api_answered": load.ok > 0,
    }
    return {
        "passed": all(v is not False for v in checks.values()),
        "checks": checks,
        "duration_s": round(crawl_end, 1), "drain_s": round(drained, 1),
        "groups": len(names), "post_rate_per_group": args.post_rate, "rate_per_connection": args.rate,
        "lines_read": lines, "lines_per_s": round(lines / max(crawl_end, 1e-9)),
        "releases_expected": len(expected), "releases_built": len(built & set(expected)),
        "releases_waiting_in_staging": len(waiting), "releases_rejected_by_rule": rejected,
        "releases_lost": max(lost, 0), "build_outcomes": outcomes,
        "releases_unexpected": len(unexpected), "incomplete_salvaged": len(salvaged),
        "unexpected_sample": sorted(unexpected)[:5], "obfuscated_built": len(built & obfuscated),
        "staged_twice": staged_twice,
        "faults": events and [e for e in events if "fault" in e], "fault_kinds": faults_seen,
        "alerts": {"raised": watch.raised, "cleared": watch.cleared, "open_at_end": sorted(watch.open),
                   "final_findings": final_findings, "recorded_in_usenet_errors": alerts_recorded,
                   "median_clear_s": round(statistics.median(watch.clear_after_s), 1) if watch.clear_after_s else None},
        "api": {"ok": load.ok, "errors": load.errors, "error_rate": round(load.errors / max(load.ok + load.errors, 1), 4),
                "p50_ms": round(lat[len(lat) // 2], 1) if lat else None,
                "p99_ms": round(lat[int(len(lat) * 0.99)], 1) if lat else None,
                "errors_last_minutes": [row[1] for row in quiet]},
        "memory_judged": judged_memory, "memory": memory,
        "timeline": [{k: s.get(k) for k in ("t", "lines", "posted", "ready", "releases", "api_errors")}
                     for s in samples[:: max(1, len(samples) // 40)]],
    }


if __name__ == "__main__":
    main()
