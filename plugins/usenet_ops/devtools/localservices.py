"""Find or start the Postgres and Redis that tests and the demo need.

Order of preference (the platform contract, see README):
1. an explicit URL (USENET_TEST_DSN / USENET_TEST_REDIS_URL, or the demo's
   USENET_DSN);
2. the local servers, when they answer on localhost 5432 / 6379;
3. throwaway servers started from the system's binaries (initdb + pg_ctl,
   redis-server) in a private directory on free ports;
4. when running as root, those binaries installed from Debian packages first;
5. otherwise one error naming what is missing and how to provide it.
"""

from __future__ import annotations

import fcntl
import glob
import logging
import os
import pwd
import shutil
import socket
import subprocess
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

import psycopg

log = logging.getLogger(__name__)


class ServiceUnavailable(RuntimeError):
    """A needed service could neither be found nor started; says how to fix it."""


@dataclass
class Service:
    """A reachable service, and how to stop it if we started it."""

    url: str
    started: bool = False
    process: subprocess.Popen | None = None
    stop_cmd: list[str] = field(default_factory=list)
    run_as: str | None = None

    def stop(self) -> None:
        """Stop the service if this process started it."""
        if not self.started:
            return
        if self.stop_cmd:
            subprocess.run(_as_user(self.stop_cmd, self.run_as), check=False, capture_output=True, timeout=60)
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()


def free_port() -> int:
    """Return a TCP port free on loopback right now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def port_bindable(host: str, port: int) -> bool:
    """Return whether a server could bind host:port right now (nothing listens there, no socket holds it)."""
    with socket.socket() as s:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as servers bind: TIME_WAIT leftovers are fine
        try:
            s.bind((host, port))
        except OSError:
            return False
    return True


def port_open(host: str, port: int, timeout: float = 0.5) -> bool:
    """Return whether something accepts TCP connections at host:port."""
    try:
        with socket.create_connection((host, port), timeout=timeout):
            return True
    except OSError:
        return False


def postgres_answers(dsn: str) -> bool:
    """Return whether a Postgres at dsn accepts a connection."""
    try:
        with psycopg.connect(dsn, connect_timeout=3) as conn:
            conn.execute("SELECT 1")
        return True
    except psycopg.Error:
        return False


def redis_answers(url: str) -> bool:
    """Return whether a Redis at url answers PING."""
    import redis

    try:
        return bool(redis.Redis.from_url(url, socket_connect_timeout=2, socket_timeout=2).ping())
    except redis.RedisError:
        return False


def _is_root() -> bool:
    return os.geteuid() == 0


def _as_user(cmd: list[str], user: str | None) -> list[str]:
    if user is None:
        return cmd
    runuser = shutil.which("runuser")
    if runuser:
        return [runuser, "-u", user, "--", *cmd]
    return ["su", user, "-s", "/bin/sh", "-c", " ".join(cmd)]


# One install at a time across this machine's test workers: two browser-test modules on two workers of a fresh
# machine each installed Chromium, and the second apt-get, refused dpkg's lock, left its test without a browser.
_APT_LOCK = Path("/tmp/usenet-ops-apt.lock")


def _apt_install(packages: list[str]) -> None:
    """Install Debian packages as root (the services and the browser the tests need), one install at a time.

    Our callers take a file lock; apt-get also waits up to 10 minutes for
    dpkg's own lock (held by an install this process did not start).
    """
    if not _is_root() or not shutil.which("apt-get"):
        return
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    wait = ["-o", "DPkg::Lock::Timeout=600"]
    with _APT_LOCK.open("a") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            missing = [p for p in packages if subprocess.run(
                ["dpkg-query", "-W", "-f=${Status}", p], check=False, capture_output=True, text=True,
            ).stdout.strip() != "install ok installed"]
            if not missing:
                return  # another worker installed them while this one waited for the lock
            log.warning("installing %s from Debian packages (one-time)", " ".join(missing))
            subprocess.run(["apt-get", *wait, "update", "-q"], check=False, capture_output=True, env=env, timeout=900)
            subprocess.run(
                ["apt-get", *wait, "install", "-y", "-q", "--no-install-recommends", *missing],
                check=False,
                capture_output=True,
                env=env,
                timeout=1800,
            )
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


def postgres_bindir() -> Path | None:
    """Return the directory holding initdb and pg_ctl, if Postgres is installed."""
    candidates = sorted(glob.glob("/usr/lib/postgresql/*/bin"), key=lambda p: int(p.split("/")[4]), reverse=True)
    for directory in candidates:
        if Path(directory, "initdb").exists() and Path(directory, "pg_ctl").exists():
            return Path(directory)
    initdb = shutil.which("initdb")
    if initdb and shutil.which("pg_ctl"):
        return Path(initdb).resolve().parent
    return None


def _service_user() -> str | None:
    """initdb refuses to run as root: pick an unprivileged account to own the cluster."""
    if not _is_root():
        return None
    for name in ("postgres", "nobody"):
        try:
            pwd.getpwnam(name)
            return name
        except KeyError:
            continue
    raise ServiceUnavailable("running as root with no 'postgres' or 'nobody' account to own a Postgres cluster")


def start_postgres(
    data_dir: Path, port: int | None = None, *, persistent: bool = False, settings: Mapping[str, str] | None = None
) -> Service:
    """Start (initialising if needed) a Postgres cluster in data_dir on loopback.

    With persistent=True the cluster is reused across runs (the demo); the
    caller decides when to stop it. ``settings`` are extra server settings
    (``-c name=value``), e.g. a benchmark sizing shared_buffers like a
    production server instead of the 128 MB default.
    """
    bindir = postgres_bindir()
    if bindir is None:
        _apt_install(["postgresql"])
        bindir = postgres_bindir()
    if bindir is None:
        raise ServiceUnavailable(
            "Postgres is not reachable on localhost:5432 and no initdb/pg_ctl were found. "
            "Install PostgreSQL (apt-get install postgresql) or set USENET_TEST_DSN to a server you control."
        )
    user = _service_user()
    port = port or free_port()
    data_dir.mkdir(parents=True, exist_ok=True)
    if user:
        info = pwd.getpwnam(user)
        for path in [data_dir, *data_dir.parents]:
            if path == Path("/") or str(path) in ("/tmp", "/work"):
                break
            # The service account must be able to reach its data directory.
            os.chmod(path, os.stat(path).st_mode | 0o011)
        shutil.chown(data_dir, info.pw_uid, info.pw_gid)
    pgdata = data_dir / "pgdata"
    if not (pgdata / "PG_VERSION").exists():
        subprocess.run(
            _as_user(
                [str(bindir / "initdb"), "-D", str(pgdata), "-U", "postgres", "--auth=trust", "-E", "UTF8",
                 "--locale=C.UTF-8", "--no-sync"],
                user,
            ),
            check=True,
            capture_output=True,
            timeout=120,
        )
    logfile = data_dir / "postgres.log"
    fsync = "on" if persistent else "off"
    options = f"-p {port} -k {data_dir} -c listen_addresses=127.0.0.1 -c fsync={fsync} -c max_connections=200"
    options += "".join(f" -c {name}={value}" for name, value in (settings or {}).items())
    proc = subprocess.run(
        _as_user([str(bindir / "pg_ctl"), "-D", str(pgdata), "-l", str(logfile), "-o", options, "-w", "-t", "60", "start"], user),
        capture_output=True,
        text=True,
        timeout=90,
    )
    if proc.returncode != 0:
        tail = logfile.read_text(errors="replace")[-2000:] if logfile.exists() else proc.stderr
        raise ServiceUnavailable(f"pg_ctl could not start Postgres in {pgdata}: {tail}")
    url = f"postgresql://postgres@127.0.0.1:{port}/postgres"
    stop_cmd = [str(bindir / "pg_ctl"), "-D", str(pgdata), "-m", "fast", "-w", "stop"]
    return Service(url, started=True, stop_cmd=stop_cmd, run_as=user)


def start_redis(data_dir: Path, port: int | None = None) -> Service:
    """Start a throwaway redis-server on loopback that keeps nothing on disk."""
    binary = shutil.which("redis-server")
    if binary is None:
        _apt_install(["redis-server"])
        binary = shutil.which("redis-server")
    if binary is None:
        raise ServiceUnavailable(
            "Redis is not reachable on localhost:6379 and redis-server was not found. "
            "Install it (apt-get install redis-server) or set USENET_TEST_REDIS_URL."
        )
    port = port or free_port()
    data_dir.mkdir(parents=True, exist_ok=True)
    process = subprocess.Popen(
        [binary, "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no",
         "--dir", str(data_dir), "--logfile", str(data_dir / "redis.log")],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    url = f"redis://127.0.0.1:{port}/0"
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        if redis_answers(url):
            return Service(url, started=True, process=process)
        if process.poll() is not None:
            break
        time.sleep(0.1)
    process.kill()
    raise ServiceUnavailable(f"redis-server did not start on port {port}; see {data_dir / 'redis.log'}")


def find_or_start_postgres(explicit: str | None, scratch: Path) -> Service:
    """Return a Postgres admin URL per the module's order of preference."""
    if explicit:
        if not postgres_answers(explicit):
            raise ServiceUnavailable(f"the Postgres named by the environment does not answer: {explicit}")
        return Service(explicit)
    local = "postgresql://postgres@127.0.0.1:5432/postgres"
    if port_open("127.0.0.1", 5432) and postgres_answers(local):
        return Service(local)
    return start_postgres(scratch / "postgres")


def find_or_start_redis(explicit: str | None, scratch: Path) -> Service:
    """Return a Redis URL per the module's order of preference."""
    if explicit:
        if not redis_answers(explicit):
            raise ServiceUnavailable(f"the Redis named by the environment does not answer: {explicit}")
        return Service(explicit)
    local = "redis://127.0.0.1:6379/0"
    if port_open("127.0.0.1", 6379) and redis_answers(local):
        return Service(local)
    return start_redis(scratch / "redis")


def with_database(url: str, dbname: str) -> str:
    """Return url pointing at another database on the same server."""
    info = psycopg.conninfo.conninfo_to_dict(url)
    info["dbname"] = dbname
    return psycopg.conninfo.make_conninfo("", **info)


def sqlalchemy_url(conninfo: str) -> str:
    """Return a libpq DSN as the postgresql+psycopg:// URL Airflow's SQLAlchemy wants."""
    from urllib.parse import quote

    info = psycopg.conninfo.conninfo_to_dict(conninfo)
    password = f":{quote(str(info['password']))}" if info.get("password") else ""
    return (f"postgresql+psycopg://{info.get('user', 'postgres')}{password}@{info.get('host', '127.0.0.1')}:"
            f"{info.get('port', 5432)}/{info['dbname']}")


def create_database(admin_url: str, dbname: str, *, template: str | None = None) -> str:
    """Create a database (dropping a leftover of the same name); return its URL.

    With ``template`` the new database is a copy of that one (``CREATE DATABASE ... TEMPLATE``): a copy of
    a migrated schema takes well under a second where migrating again takes tens. Postgres refuses the
    copy while anything is connected to the template, so a template is only ever connected to while it is
    being built.
    """
    with psycopg.connect(admin_url, autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{dbname}" WITH (FORCE)')
        conn.execute(f'CREATE DATABASE "{dbname}"' + (f' TEMPLATE "{template}"' if template else ""))
    return with_database(admin_url, dbname)


def drop_database(admin_url: str, dbname: str) -> None:
    """Drop a database, disconnecting its sessions."""
    with psycopg.connect(admin_url, autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{dbname}" WITH (FORCE)')


# Flags for headless Chromium on this kind of machine (root, no GPU, no network beyond package registries).
CHROMIUM_FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                  "--disable-background-networking", "--disable-component-update", "--disable-sync",
                  "--disable-dev-shm-usage")


def find_chromium() -> tuple[Path, Path]:
    """Return (chromium, chromedriver) from the system, installing Debian's packages first when root.

    The browser tests drive the system's Chromium through its matching
    chromedriver (one Debian version for both): no browser build of its own
    is downloaded, which this machine could not do anyway.
    """
    def located() -> tuple[Path, Path] | None:
        browser = shutil.which("chromium") or shutil.which("chromium-browser")
        driver = shutil.which("chromedriver")
        return (Path(browser), Path(driver)) if browser and driver else None

    found = located()
    if found is None:
        _apt_install(["chromium", "chromium-driver", "fonts-liberation"])  # fonts: readable screenshots
        found = located()
    if found is None:
        raise ServiceUnavailable(
            "the browser tests need Chromium and its chromedriver: `apt-get install chromium chromium-driver` "
            "as root (Debian's packages), then run the tests again")
    return found
