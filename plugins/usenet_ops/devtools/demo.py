"""`make demo`: the whole indexer on an embedded default, through Airflow.

Starts (or reuses, on a second run) everything under .demo/:
  1. a Postgres cluster (unless USENET_DSN names one) with the indexer's and
     Airflow's databases;
  2. the project's news server with a generated corpus (unless an NNTP
     provider is configured as AIRFLOW_CONN_NNTP_DEFAULT);
  3. Airflow (scheduler, dag-processor, api-server, triggerer; LocalExecutor)
     on that Postgres, with the nntp connection and pools in place and the
     usenet DAGs unpaused;
then triggers the crawl, waits for the build, starts the Newznab API and
prints the Airflow UI address and login, the Usenet view's address, the API
address with a demo key, a sample search result and a saved NZB.

On the generated corpus (posted over November 2025) the first crawl starts
each group at HISTORY_SPLIT: the older posts are left for history by date
(`airflow backfill create --dag-id usenet_history ...`). .demo/env holds
what a shell needs to drive the running demo with `airflow` and
`usenet-ops` (`. .demo/env`); the demo prints how.

Stopping: Ctrl-C, SIGTERM and SIGHUP all stop everything the demo started
(the Airflow components, the news server, the API, the embedded Postgres),
in the same order; so does the output pipe closing (`make demo | head`), and
Ctrl-C still does when the output is piped (`make demo | tee demo.log`: tee
dies with the same Ctrl-C, and the demo's farewell lines must not kill the
cleanup). USENET_DEMO_EXIT=1 stops after showing the results (for scripts
and CI). The Airflow UI listens on 127.0.0.1 unless USENET_DEMO_HOST says
otherwise (e.g. 0.0.0.0 to reach it from another machine).
"""

from __future__ import annotations

import datetime as dt
import errno
import json
import os
import secrets
import select
import shlex
import shutil
import signal
import subprocess
import sys
import time
import urllib.parse
import urllib.request
from pathlib import Path

from usenet_ops.devtools import localservices

# The checkout: plugins/usenet_ops/devtools/demo.py -> four levels up.
ROOT = Path(__file__).resolve().parents[3]
STATE_DIR = Path(os.environ.get("USENET_DEMO_DIR", ROOT / ".demo"))
BIN = Path(sys.executable).parent
ARTICLES = int(os.environ.get("USENET_DEMO_ARTICLES", "20000"))
DAGS = ("usenet_crawl", "usenet_build", "usenet_watchdog", "usenet_health", "usenet_history")
# The generated corpus is posted over November 2025 (corpus.release.BASE_EPOCH, SPAN_SECONDS): the first crawl
# reads from the 21st, and the three weeks before are history for usenet_history's backfill (three weekly runs).
HISTORY_SPLIT = dt.datetime(2025, 11, 21, tzinfo=dt.UTC)
HISTORY_FROM = dt.datetime(2025, 11, 1, tzinfo=dt.UTC)
# The news server's numbering (`usenet-ops newsserver --backbone`, default a) and the connection's backbone extra.
SERVED_NUMBERING, BACKBONE = "a", "demo"
HOST = os.environ.get("USENET_DEMO_HOST", "127.0.0.1")
STOP_SIGNALS = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)
# HS512 (Airflow's algorithm for a shared JWT secret) wants a key of at least its hash's 64 bytes (RFC 7518 3.2).
JWT_SECRET_BYTES = 64


class DemoStopped(Exception):
    """Stop was asked for: SIGTERM, SIGHUP, or the output pipe closed (Ctrl-C arrives as KeyboardInterrupt)."""


class Output:
    """The demo's stdout, which may be a pipe whose reader goes away (tee killed by Ctrl-C, head satisfied).

    A write to a closed pipe, or a poll that finds it closed, turns stdout
    into /dev/null and asks the demo to stop; while stopping, writes that
    fail are dropped, so the cleanup always runs to its end.
    """

    def __init__(self) -> None:
        self.closed = False
        self.stopping = False

    def write(self, text: str) -> None:
        if self.closed:
            return
        try:
            sys.stdout.write(text)
            sys.stdout.flush()
        except OSError as exc:  # BrokenPipeError, or EPIPE/EIO from a terminal that went away
            if exc.errno not in (errno.EPIPE, errno.EIO) and not isinstance(exc, BrokenPipeError):
                raise
            self._close()
            if not self.stopping:
                raise DemoStopped("the output pipe closed") from None

    def check(self) -> None:
        """Ask to stop when stdout is a pipe whose reader has closed it (polled while the demo waits)."""
        if self.closed or self.stopping:
            return
        try:
            fd = sys.stdout.fileno()
            poller = select.poll()
            poller.register(fd, select.POLLOUT)
            events = poller.poll(0)
        except (OSError, ValueError):
            return
        if any(mask & (select.POLLERR | select.POLLHUP) for _, mask in events):
            self._close()
            raise DemoStopped("the output pipe closed")

    def _close(self) -> None:
        self.closed = True
        try:  # later writes (ours, and Python's flush at exit) go nowhere instead of raising again
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
            os.close(devnull)
        except (OSError, ValueError):
            pass


OUT = Output()


def say(message: str) -> None:
    OUT.write(f"[demo {time.strftime('%H:%M:%S')}] {message}\n")


def show_line(text: str = "") -> None:
    OUT.write(text + "\n")


def _stop_signal(signum: int, frame: object) -> None:
    raise DemoStopped(signal.Signals(signum).name)


class Demo:
    """The processes the demo started, stopped in reverse order."""

    def __init__(self) -> None:
        STATE_DIR.mkdir(parents=True, exist_ok=True)
        (STATE_DIR / "logs").mkdir(exist_ok=True)
        self.state_file = STATE_DIR / "state.json"
        self.state: dict = json.loads(self.state_file.read_text()) if self.state_file.exists() else {}
        self.processes: list[tuple[str, subprocess.Popen]] = []
        self.services: list[localservices.Service] = []
        self.env = dict(os.environ)
        self.history_left = False

    def save(self) -> None:
        """Write the state (it holds the JWT secret and the demo's API key) readable by its owner only.

        Written to a 0600 file beside it and renamed over the old one, so no moment exists where the secrets
        sit in a file the default umask left world-readable (a state.json from before this rule included).
        """
        temporary = self.state_file.with_name(self.state_file.name + ".tmp")
        fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        os.fchmod(fd, 0o600)  # O_CREAT's mode applies only to a new file; a leftover temporary keeps its own
        with os.fdopen(fd, "w") as out:
            out.write(json.dumps(self.state, indent=1))
        os.replace(temporary, self.state_file)

    def jwt_secret(self) -> str:
        """Return the Airflow JWT secret, made anew when none is saved or the saved one is shorter than HS512 wants.

        Airflow signs its tokens with HS512 when given a shared secret, and RFC 7518 3.2 asks for a key at
        least as long as the hash (64 bytes); PyJWT warns on every token otherwise. A new secret only means
        the components started by this run issue new tokens.
        """
        secret = self.state.get("jwt_secret")
        if not isinstance(secret, str) or len(secret.encode()) < JWT_SECRET_BYTES:
            secret = self.state["jwt_secret"] = secrets.token_hex(JWT_SECRET_BYTES // 2)
            self.save()
        return secret

    def port(self, name: str, preferred: int) -> int:
        """Return the port for a component: the saved one, else the preferred if free, else any free one."""
        saved = self.state.get(f"port_{name}")
        candidate = saved or preferred
        # Free means bindable, not merely "nobody answers": 55432 and friends sit in the ephemeral range,
        # where an outgoing connection's local port refuses a bind while nothing listens there.
        if not localservices.port_bindable(HOST if name == "airflow" else "127.0.0.1", candidate):
            candidate = localservices.free_port()
        self.state[f"port_{name}"] = candidate
        self.save()
        return candidate

    def spawn(self, name: str, argv: list[str]) -> subprocess.Popen:
        log = open(STATE_DIR / "logs" / f"{name}.log", "ab")
        proc = subprocess.Popen(argv, env=self.env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
        self.processes.append((name, proc))
        return proc

    def run(self, argv: list[str], *, check: bool = True, quiet: bool = True) -> subprocess.CompletedProcess:
        proc = subprocess.run(argv, env=self.env, capture_output=quiet, text=True, timeout=900)
        if check and proc.returncode != 0:
            raise SystemExit(f"demo: `{' '.join(argv[:4])} ...` failed:\n{proc.stdout[-3000:]}\n{proc.stderr[-3000:]}")
        return proc

    def stop(self) -> None:
        # Once stopping, further signals (a second Ctrl-C, the SIGHUP of a closing terminal) must not
        # cut the cleanup short: every step below is bounded by its own timeout.
        OUT.stopping = True
        for signum in STOP_SIGNALS:
            signal.signal(signum, signal.SIG_IGN)
        # The scheduler first: with a task in flight it hangs once the api-server is gone.
        # The rest in reverse start order (sorted is stable, so the reversal decides ties).
        order = {"scheduler": 0, "triggerer": 1, "dag-processor": 2, "api-server": 3}
        newest_first = self.processes[::-1]
        for name, proc in sorted(newest_first, key=lambda p: order.get(p[0], len(order))):
            if proc.poll() is None:
                say(f"stopping {name}")
                try:
                    os.killpg(proc.pid, signal.SIGTERM)
                    proc.wait(timeout=20)
                except (ProcessLookupError, subprocess.TimeoutExpired):
                    try:
                        os.killpg(proc.pid, signal.SIGKILL)
                    except ProcessLookupError:
                        pass
        for service in reversed(self.services):
            say("stopping the embedded Postgres")
            service.stop()

    # -- steps ---------------------------------------------------------------

    def postgres(self) -> None:
        if os.environ.get("USENET_DSN"):
            say("using the indexer database from USENET_DSN")
            admin = os.environ["USENET_DSN"]
            self.env["USENET_DSN"] = admin
            af = os.environ.get("AIRFLOW__DATABASE__SQL_ALCHEMY_CONN")
            if not af:
                url = localservices.with_database(admin, "usenet_airflow")
                self._ensure_db(admin, "usenet_airflow")
                af = localservices.sqlalchemy_url(url)
            self.env["AIRFLOW__DATABASE__SQL_ALCHEMY_CONN"] = af
            return
        port = self.port("postgres", 55432)
        say(f"starting the embedded Postgres in {STATE_DIR / 'postgres'} on port {port}")
        try:
            service = localservices.start_postgres(STATE_DIR / "postgres", port, persistent=True)
        except localservices.ServiceUnavailable as exc:
            # The port was bindable when chosen and taken before Postgres bound it (another demo or test starting
            # at the same moment): take any free port once, and remember it, rather than fail the whole demo.
            if "already in use" not in str(exc):
                raise
            port = self.state["port_postgres"] = localservices.free_port()
            self.save()
            say(f"port taken meanwhile; starting the embedded Postgres on port {port}")
            service = localservices.start_postgres(STATE_DIR / "postgres", port, persistent=True)
        self.services.append(service)
        for name in ("usenet", "airflow"):
            self._ensure_db(service.url, name)
        self.env["USENET_DSN"] = localservices.with_database(service.url, "usenet")
        self.env["AIRFLOW__DATABASE__SQL_ALCHEMY_CONN"] = localservices.sqlalchemy_url(
            localservices.with_database(service.url, "airflow"))

    def _ensure_db(self, admin_url: str, name: str) -> None:
        import psycopg

        with psycopg.connect(admin_url, autocommit=True) as conn:
            if not conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", (name,)).fetchone():
                conn.execute(f'CREATE DATABASE "{name}"')

    def indexer(self) -> list[str]:
        say("migrating the indexer database")
        self.run([str(BIN / "usenet-ops"), "db", "migrate"])
        return []

    def news(self) -> list[str]:
        if os.environ.get("AIRFLOW_CONN_NNTP_DEFAULT"):
            say("using the NNTP provider from AIRFLOW_CONN_NNTP_DEFAULT; seeding the curated groups")
            self.run([str(BIN / "usenet-ops"), "groups", "seed"])
            return []
        corpus = STATE_DIR / "corpus"
        if not (corpus / "manifest.json").exists():
            say(f"generating a synthetic corpus of {ARTICLES} articles in {corpus}")
            shutil.rmtree(corpus, ignore_errors=True)
            self.run([str(BIN / "usenet-ops"), "corpus", "generate", "--articles", str(ARTICLES), "--seed", "2026",
                      "--out", str(corpus)])
        manifest = json.loads((corpus / "manifest.json").read_text())
        groups = sorted({g for r in manifest["releases"] for g in r["newsgroups"]})
        port = self.port("nntp", 11900)
        say(f"starting the news server on 127.0.0.1:{port} ({len(manifest['releases'])} posts in {len(groups)} groups)")
        self.spawn("newsserver", [str(BIN / "usenet-ops"), "newsserver", "--corpus", str(corpus), "--port", str(port),
                                  "--require-auth", "--user", "demo:demo"])
        _wait(lambda: localservices.port_open("127.0.0.1", port), 30, "the news server")
        self.env["AIRFLOW_CONN_NNTP_DEFAULT"] = json.dumps({
            "conn_type": "nntp", "host": "127.0.0.1", "port": port, "login": "demo", "password": "demo",
            "extra": {"backbone": "demo", "connections": 4, "compression": "on"}})
        for name in groups:
            self.run([str(BIN / "usenet-ops"), "groups", "add", name, "--tier", "critical"])
        # A static corpus: read it to its top (no headroom) and settle quickly.
        for knob, value in (("crawl_headroom", "0"), ("max_articles_per_group", "10000000"),
                            ("walk_past_grace_min", "1"), ("max_groups", "0")):
            self.run([str(BIN / "usenet-ops"), "settings", "set", knob, value])
        left = self.leave_history(corpus, groups)
        if left:
            say(f"the first crawl starts each group at {HISTORY_SPLIT:%Y-%m-%d}: {left} older articles are left "
                "for the backfill (usenet_history)")
        self.history_left = True
        return groups

    def leave_history(self, corpus_dir: Path, groups: list[str]) -> int:
        """Start each group's first crawl at its first article posted on or after HISTORY_SPLIT; return how many are left.

        The demo's corpus would otherwise be read whole by the first pass and
        leave nothing to try a backfill by date on. Only groups without crawl
        state on the demo's backbone are set (a second `make demo` keeps what
        the first one read): their state row is made by taking the group's
        fence, then the watermark is set as `usenet-ops groups
        reset-watermark --to` sets it.
        """
        from usenet_ops.corpus.store import Corpus
        from usenet_ops.store import crawl_state, db, renumber_marks, telemetry

        store = Corpus(corpus_dir)
        left = 0
        with db.connect(self.env["USENET_DSN"], autocommit=True) as conn:
            for name in groups:
                if telemetry.group_state(conn, BACKBONE, name):
                    continue
                _, low, high = store.group_bounds(SERVED_NUMBERING, name)
                first = first_posted_at(store, name, HISTORY_SPLIT)
                # A group whose posts are all older keeps its newest article: the backfill starts below the
                # forward crawl's first article, so the crawl must have read one.
                start = high if first is None else first
                crawl_state.take_fence(conn, BACKBONE, name, owner="demo")
                renumber_marks.reset_watermark(conn, BACKBONE, name, to=start - 1, owner="demo")
                left += len(store.numbers_in_range(SERVED_NUMBERING, name, low, start - 1))
        return left

    def write_env(self) -> Path:
        """Write .demo/env: the exports a shell needs to drive the running demo with `airflow` and `usenet-ops`.

        The Airflow and indexer variables the demo's components run with
        (AIRFLOW_HOME, the metadata and indexer databases, the nntp
        connection, the JWT secret, USENET_*) and the venv on PATH; 0600,
        like state.json, for the secrets in it.
        """
        lines = ["# `. .demo/env` in a shell: `airflow` and `usenet-ops` then talk to the running demo",
                 f"export PATH={shlex.quote(str(BIN))}:\"$PATH\""]
        for key in sorted(self.env):
            if key.startswith(("AIRFLOW", "USENET_")):
                lines.append(f"export {key}={shlex.quote(self.env[key])}")
        target = STATE_DIR / "env"
        temporary = target.with_name(target.name + ".tmp")
        fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        os.fchmod(fd, 0o600)
        with os.fdopen(fd, "w") as out:
            out.write("\n".join(lines) + "\n")
        os.replace(temporary, target)
        return target

    def airflow(self) -> tuple[int, str]:
        home = STATE_DIR / "airflow"
        home.mkdir(exist_ok=True)
        # Airflow writes the UI's generated admin password here with the default umask: the folder keeps it private.
        home.chmod(0o700)
        secret = self.jwt_secret()
        port = self.port("airflow", 8080)
        self.env.update({
            "AIRFLOW_HOME": str(home),
            "AIRFLOW__CORE__DAGS_FOLDER": str(ROOT / "dags"),
            "AIRFLOW__CORE__PLUGINS_FOLDER": str(ROOT / "plugins"),
            "AIRFLOW__CORE__LOAD_EXAMPLES": "False",
            "AIRFLOW__CORE__EXECUTOR": "LocalExecutor",
            "AIRFLOW__CORE__PARALLELISM": "4",
            "AIRFLOW__CORE__TEST_CONNECTION": "Enabled",
            "AIRFLOW__CORE__SIMPLE_AUTH_MANAGER_USERS": "admin:admin",
            "AIRFLOW__API_AUTH__JWT_SECRET": secret,
            "AIRFLOW__API__PORT": str(port),
            "AIRFLOW__API__BASE_URL": f"http://127.0.0.1:{port}",
            "AIRFLOW__API__HOST": HOST,
            "AIRFLOW__CORE__EXECUTION_API_SERVER_URL": f"http://127.0.0.1:{port}/execution/",
            "AIRFLOW__DAG_PROCESSOR__REFRESH_INTERVAL": "15",
            "AIRFLOW__DAG_PROCESSOR__MIN_FILE_PROCESS_INTERVAL": "15",
            "USENET_INCLUDE_DIR": str(ROOT / "include"),
        })
        self.save()
        migrated = self._airflow_revision()
        if migrated is None or migrated != self.state.get("airflow_migrated"):
            say("migrating Airflow's metadata database (first run: ~20 s)")
            self.run([str(BIN / "airflow"), "db", "migrate"])
            self.state["airflow_migrated"] = self._airflow_revision()
            self.save()
        else:
            # A second run of the same Airflow on the same database: `airflow db migrate` would only import
            # Airflow and compare revisions (seconds of CPU) to change nothing.
            say(f"Airflow's metadata database is at revision {migrated}, as this demo left it")
        say("creating the nntp pools")
        self.run([str(BIN / "usenet-ops"), "pools", "sync"])
        for component in ("scheduler", "dag-processor", "triggerer", "api-server"):
            say(f"starting airflow {component}")
            argv = [str(BIN / "airflow"), component]
            if component == "api-server":
                argv += ["--host", HOST, "--port", str(port)]
            self.spawn(component, argv)
        _wait(lambda: _http_ok(f"http://127.0.0.1:{port}/api/v2/monitor/health"), 180, "the Airflow api-server")
        login = self._login(home)
        say(f"Airflow UI up on {HOST}:{port}; the Usenet view: {view_url(port)} (login {login})")
        return port, login

    def _airflow_revision(self) -> str | None:
        """Return the Airflow metadata database's schema revision with Airflow's version, or None if not migrated."""
        import importlib.metadata

        import psycopg

        url = self.env["AIRFLOW__DATABASE__SQL_ALCHEMY_CONN"].replace("postgresql+psycopg://", "postgresql://", 1)
        try:
            with psycopg.connect(url, connect_timeout=10) as conn:
                row = conn.execute("SELECT version_num FROM alembic_version").fetchone()
        except psycopg.Error:
            return None  # no such table yet (or the database cannot be read): migrate
        return f"{importlib.metadata.version('apache-airflow')}/{row[0]}" if row else None

    def _login(self, home: Path) -> str:
        generated = home / "simple_auth_manager_passwords.json.generated"
        _wait(generated.exists, 60, "Airflow's generated admin password")
        password = json.loads(generated.read_text()).get("admin", "?")
        return f"admin / {password}"

    def dags_ready(self) -> None:
        import psycopg

        url = self.env["AIRFLOW__DATABASE__SQL_ALCHEMY_CONN"].replace("postgresql+psycopg://", "postgresql://")
        say("waiting for the dag-processor to parse the usenet DAGs")

        def parsed() -> bool:
            try:
                with psycopg.connect(url) as conn:
                    rows = conn.execute("SELECT dag_id FROM dag WHERE dag_id = ANY(%s)", (list(DAGS),)).fetchall()
                return len(rows) == len(DAGS)
            except psycopg.Error:
                return False

        _wait(parsed, 240, "the DAGs to be parsed")
        self.started = time.time()
        for dag_id in DAGS:
            self.run([str(BIN / "airflow"), "dags", "unpause", dag_id])
        say("usenet DAGs unpaused")

    def crawl_and_build(self) -> int:
        import psycopg

        run_id = f"demo__{time.strftime('%Y%m%dT%H%M%S')}"
        say("triggering usenet_crawl (the build follows on the staging Asset)")
        self.run([str(BIN / "airflow"), "dags", "trigger", "usenet_crawl", "--run-id", run_id])
        af_url = self.env["AIRFLOW__DATABASE__SQL_ALCHEMY_CONN"].replace("postgresql+psycopg://", "postgresql://")
        last = ""
        deadline = time.time() + 1200
        with psycopg.connect(self.env["USENET_DSN"], autocommit=True) as conn, \
                psycopg.connect(af_url, autocommit=True) as af:
            while time.time() < deadline:
                # Unpausing also starts the latest scheduled crawl run: follow every
                # crawl run since the DAGs were unpaused, and ours to its end.
                run = af.execute("SELECT state FROM dag_run WHERE dag_id = 'usenet_crawl' AND run_id = %s",
                                 (run_id,)).fetchone()
                state = run[0] if run else "queued"
                ended = _one(af,
                    """SELECT max(end_date) FROM dag_run WHERE dag_id = 'usenet_crawl'
                       AND start_date >= to_timestamp(%s) AND state IN ('success', 'failed')
                       AND NOT EXISTS (SELECT 1 FROM dag_run r WHERE r.dag_id = 'usenet_crawl'
                                       AND r.state IN ('running', 'queued'))""", (self.started,))[0]
                crawl = _one(conn,
                             """SELECT count(*), count(finished_at), COALESCE(sum(articles), 0), COALESCE(sum(staged), 0)
                                FROM usenet.crawl_passes WHERE started_at >= to_timestamp(%s)""", (self.started,))
                build = _one(conn, """SELECT count(*), COALESCE(sum(built), 0) FROM usenet.build_passes
                                      WHERE finished_at IS NOT NULL AND started_at >= %s""", (ended,)) if ended else (0, 0)
                releases = _one(conn, "SELECT count(*) FROM usenet.releases")[0]
                line = (f"crawl run {run_id} {state}: {crawl[1]}/{crawl[0]} group passes done, {crawl[2]} articles read, "
                        f"{crawl[3]} staged; build passes since: {build[0]} (+{build[1]} releases); "
                        f"catalogue: {releases} releases")
                if line != last:
                    say(line)
                    last = line
                OUT.check()
                if state == "failed":
                    raise SystemExit("demo: the crawl run failed; see the Airflow UI or .demo/logs/scheduler.log")
                if state == "success" and build[0] > 0:
                    return releases
                time.sleep(2)
        raise SystemExit("demo: the build did not finish in 20 minutes; see .demo/logs/scheduler.log")

    def api(self) -> tuple[int, str]:
        port = self.port("api", 5080)
        key = self.state.get("api_key")
        if not key:
            out = self.run([str(BIN / "usenet-ops"), "apikey", "create", "demo", "--json"]).stdout
            key = json.loads(out.strip().splitlines()[-1])["key"]
            self.state["api_key"] = key
            self.save()
        self.env["USENET_API_BASE_URL"] = f"http://127.0.0.1:{port}"
        say(f"starting the Newznab API on 127.0.0.1:{port}")
        self.spawn("api", [str(BIN / "usenet-ops"), "api", "serve", "--host", "127.0.0.1", "--port", str(port),
                           "--workers", "2"])
        _wait(lambda: _http_ok(f"http://127.0.0.1:{port}/api?t=caps"), 60, "the API")
        return port, key

    def show(self, api_port: int, key: str) -> None:
        import psycopg
        from lxml import etree

        with psycopg.connect(self.env["USENET_DSN"]) as conn:
            title = _one(conn, "SELECT title FROM usenet.releases ORDER BY size DESC LIMIT 1")[0]
        word = title.replace(".", " ").replace("_", " ").split()[0]
        url = f"http://127.0.0.1:{api_port}/api?t=search&q={urllib.parse.quote(word)}&apikey={key}&limit=5"
        with urllib.request.urlopen(url, timeout=30) as response:
            feed = etree.fromstring(response.read())
        items = feed.findall(".//item")
        show_line(f"\n== search q={word!r}: {len(items)} result(s); first:")
        if items:
            item = items[0]
            for tag in ("title", "guid", "pubDate", "link"):
                node = item.find(tag)
                show_line(f"   {tag}: {node.text if node is not None else ''}")
            size = [a.get("value") for a in item.findall("{http://www.newznab.com/DTD/2010/feeds/attributes/}attr")
                    if a.get("name") in ("size", "category")]
            show_line(f"   size, category: {', '.join(size)}")
            link = item.find("enclosure").get("url")
            with urllib.request.urlopen(link, timeout=30) as response:
                data = response.read()
            target = STATE_DIR / "sample.nzb"
            target.write_bytes(data)
            show_line(f"\n== NZB saved to {target} ({len(data)} bytes); head:")
            show_line("\n".join(data.decode("utf-8", "replace").splitlines()[:12]))


def first_posted_at(store, group: str, when: dt.datetime) -> int | None:
    """Return the group's first article (in the served numbering) posted on or after ``when``; None if none is.

    Backbone a numbers a group's articles in posting order, so the dates
    rise with the numbers and a bisection finds the edge.
    """
    from email.utils import parsedate_to_datetime

    _, low, high = store.group_bounds(SERVED_NUMBERING, group)
    numbers = store.numbers_in_range(SERVED_NUMBERING, group, low, high)

    def posted(number: int) -> dt.datetime:
        idx = store.lookup_number(SERVED_NUMBERING, group, number)
        return parsedate_to_datetime(store.overview_fields(idx)[2].decode()) if idx is not None else when

    lo, hi = 0, len(numbers)
    while lo < hi:
        mid = (lo + hi) // 2
        if posted(numbers[mid]) < when:
            lo = mid + 1
        else:
            hi = mid
    return numbers[lo] if lo < len(numbers) else None


def _one(conn, query: str, params: tuple = ()) -> tuple:
    """Return the one row an aggregate query yields."""
    row = conn.execute(query, params).fetchone()
    if row is None:
        raise SystemExit(f"demo: expected a row from: {query[:60]}")
    return row


def _http_ok(url: str) -> bool:
    try:
        with urllib.request.urlopen(url, timeout=3) as response:
            return response.status == 200
    except Exception:
        return False


def view_url(port: int) -> str:
    """Return the Usenet view's address in the Airflow UI (the nav entry "Usenet" opens the same page)."""
    return f"http://127.0.0.1:{port}/plugin/usenet"


def _wait(predicate, seconds: float, what: str) -> None:
    deadline = time.time() + seconds
    while time.time() < deadline:
        if predicate():
            return
        OUT.check()
        time.sleep(1)
    raise SystemExit(f"demo: timed out waiting for {what}; logs are in {STATE_DIR / 'logs'}")


def main() -> int:
    for signum in STOP_SIGNALS[1:]:
        signal.signal(signum, _stop_signal)
    demo = Demo()
    try:
        demo.postgres()
        demo.indexer()
        demo.news()
        airflow_port, login = demo.airflow()
        demo.dags_ready()
        releases = demo.crawl_and_build()
        api_port, key = demo.api()
        env_file = demo.write_env()
        show_line("\n" + "=" * 72)
        show_line(f"Airflow UI:      http://127.0.0.1:{airflow_port}   login {login}   (listening on {HOST})")
        show_line(f"Usenet view:     {view_url(airflow_port)}   (the UI's nav entry \"Usenet\"; same login)")
        show_line(f"Newznab API:     http://127.0.0.1:{api_port}/api?t=caps   apikey {key}")
        show_line(f"Catalogue:       {releases} releases")
        show_line(f"Shell:           . {env_file}   (then `airflow ...` and `usenet-ops ...` drive this demo)")
        if demo.history_left:
            show_line(f"History:         posts before {HISTORY_SPLIT:%Y-%m-%d} are left for the backfill; read them with")
            show_line(f"                 airflow backfill create --dag-id usenet_history --from-date "
                      f"{HISTORY_FROM:%Y-%m-%d} --to-date {HISTORY_SPLIT - dt.timedelta(days=1):%Y-%m-%d}")
            show_line("                 (a week per run) and follow them with `usenet-ops backfill status`")
        show_line("=" * 72)
        demo.show(api_port, key)
        if os.environ.get("USENET_DEMO_EXIT"):
            return 0
        show_line("\nEverything keeps running; Ctrl-C (or SIGTERM, SIGHUP) stops what the demo started.")
        while True:
            OUT.check()
            time.sleep(1)
    except KeyboardInterrupt:
        OUT.stopping = True  # from here a dead pipe (tee took the same Ctrl-C) only drops the line
        show_line()
        return 0
    except DemoStopped as exc:
        OUT.stopping = True
        say(f"stopping: {exc}")
        return 0
    finally:
        demo.stop()


if __name__ == "__main__":
    sys.exit(main())
