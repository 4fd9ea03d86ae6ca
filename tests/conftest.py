"""Test harness: real Postgres, real Redis, a real Airflow metadata database.

Services are found or started by usenet_ops.devtools.localservices (env URL, then the
local servers, then throwaway servers from the system's binaries, then a
Debian install when root). Each pytest session gets its own databases and
drops them at the end, so concurrent runs never see each other's data.

Parallel runs (pytest-xdist, ``make test``): every xdist worker is its own
pytest session process, with its own indexer and Airflow databases (named
with its pid), its own scratch directory and AIRFLOW_HOME, and its own Redis
key prefixes. What the workers share belongs to the *run*: the controller
finds (or starts) Postgres once and hands it to the workers, and the Airflow
metadata schema is migrated once per run into a template database that each
session copies (``CREATE DATABASE ... TEMPLATE``, well under a second) instead
of running ``airflow db migrate`` itself (tens of seconds). A run without
xdist is its own run. The run's template is dropped when the run ends.

Airflow reads its configuration from the environment when first imported,
so everything Airflow needs is set in pytest_configure, before any test
module is collected.
"""

from __future__ import annotations

import concurrent.futures
import fcntl
import os
import secrets
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

# Property tests: no per-example deadline (timings on a shared 2-core machine
# are noise, never a verdict), and in CI a fixed derandomized search so a run
# is repeatable; locally each run explores new examples.
from hypothesis import settings as _hypothesis_settings  # noqa: E402

_hypothesis_settings.register_profile("usenet", deadline=None)
_hypothesis_settings.register_profile("usenet-ci", deadline=None, derandomize=True, print_blob=True)
_hypothesis_settings.load_profile("usenet-ci" if os.environ.get("CI") else "usenet")

# Set by an xdist controller for its workers: the run's shared directory and tag (templates are named by it).
RUN_DIR_ENV = "USENET_TEST_RUN_DIR"
RUN_TAG_ENV = "USENET_TEST_RUN_TAG"

_state: dict = {}


def _is_xdist_controller(config: pytest.Config) -> bool:
    """Return whether this process only hands tests to xdist workers (it runs none itself)."""
    if hasattr(config, "workerinput") or config.getoption("collectonly", False):
        return False
    return config.getoption("dist", "no") != "no" and bool(config.getoption("tx", None))


def pytest_configure(config: pytest.Config) -> None:
    from usenet_ops.devtools import localservices

    if _is_xdist_controller(config):
        _register_file_scheduling(config)
        # The run's shared part: one Postgres for every worker (found, or started once), one directory for
        # the run's locks and markers. The workers inherit the environment set here.
        run_dir = Path(tempfile.mkdtemp(prefix="usenet-run-"))
        os.chmod(run_dir, 0o755)
        _state.update(role="controller", scratch=run_dir, run_dir=run_dir, run_tag=_new_tag())
        pg = localservices.find_or_start_postgres(os.environ.get("USENET_TEST_DSN"), run_dir)
        _state["pg"] = pg
        os.environ.update({"USENET_TEST_DSN": pg.url, RUN_DIR_ENV: str(run_dir), RUN_TAG_ENV: _state["run_tag"]})
        return

    scratch = Path(tempfile.mkdtemp(prefix="usenet-test-"))
    os.chmod(scratch, 0o755)
    _state["scratch"] = scratch
    tag = _new_tag()
    if os.environ.get(RUN_DIR_ENV) and hasattr(config, "workerinput"):
        _state.update(role="worker", run_dir=Path(os.environ[RUN_DIR_ENV]), run_tag=os.environ[RUN_TAG_ENV])
    else:
        _state.update(role="run", run_dir=scratch, run_tag=tag)  # a session of its own is its own run
    pg = localservices.find_or_start_postgres(os.environ.get("USENET_TEST_DSN"), scratch)
    _state["pg"] = pg
    _state["dbname"] = f"usenet_test_{tag}"
    _state["afdbname"] = f"usenet_af_{tag}"
    dsn = localservices.create_database(pg.url, _state["dbname"])
    # The Airflow database is created when a test first asks for it (airflow_db), as a copy of the run's
    # migrated template: a session that runs no Airflow test creates (and drops) no Airflow database.
    af_url = localservices.with_database(pg.url, _state["afdbname"])
    _state["dsn"] = dsn
    os.environ["USENET_DSN"] = dsn
    os.environ["USENET_INCLUDE_DIR"] = str(ROOT / "include")

    airflow_home = scratch / "airflow"
    airflow_home.mkdir()
    af_sqla = localservices.sqlalchemy_url(af_url)
    os.environ.update(
        {
            "AIRFLOW_HOME": str(airflow_home),
            "AIRFLOW__DATABASE__SQL_ALCHEMY_CONN": af_sqla,
            "AIRFLOW__CORE__DAGS_FOLDER": str(ROOT / "dags"),
            "AIRFLOW__CORE__PLUGINS_FOLDER": str(ROOT / "plugins"),
            "AIRFLOW__CORE__LOAD_EXAMPLES": "False",
            "AIRFLOW__CORE__EXECUTOR": "LocalExecutor",
            "AIRFLOW__LOGGING__BASE_LOG_FOLDER": str(airflow_home / "logs"),
            "AIRFLOW__API_AUTH__JWT_SECRET": secrets.token_hex(32),  # 64 bytes: HS512 wants its hash's length
            "AIRFLOW__CORE__FERNET_KEY": "",
        }
    )
    _state["af_sqla"] = af_sqla


def _new_tag() -> str:
    return f"{os.getpid()}_{secrets.token_hex(3)}"


def _airflow_template_name() -> str:
    return f"usenet_aftpl_{_state['run_tag']}"


def pytest_unconfigure(config: pytest.Config) -> None:
    from usenet_ops.devtools import localservices

    if "airflow.settings" in sys.modules:
        # Release Airflow's pooled connections before its database is dropped.
        try:
            sys.modules["airflow.settings"].dispose_orm()
        except Exception as exc:
            print(f"warning: could not dispose Airflow's engine: {exc}", file=sys.stderr)
    pg = _state.get("pg")
    if pg is not None:
        names = [_state.get("dbname"), _state.get("afdbname")]
        if _state.get("role") in ("controller", "run"):
            names.append(_airflow_template_name())  # the run's template, once every session of the run is over
        # Dropped side by side: each DROP DATABASE waits for a checkpoint, and concurrent ones share it.
        with concurrent.futures.ThreadPoolExecutor(max_workers=len(names)) as pool:
            futures = {pool.submit(localservices.drop_database, pg.url, name): name for name in names if name}
        for future, name in futures.items():
            if future.exception() is not None:  # a cleanup failure must not hide the test result
                print(f"warning: could not drop test database {name}: {future.exception()}", file=sys.stderr)
        pg.stop()
    redis_service = _state.get("redis")
    if redis_service is not None:
        redis_service.stop()
    scratch = _state.get("scratch")
    if scratch and os.environ.get("USENET_KEEP_SCRATCH"):
        # For reading what a failed run left (Airflow task and component logs): kept, and said where.
        print(f"\nscratch kept (USENET_KEEP_SCRATCH): {scratch}", file=sys.stderr)
    elif scratch:
        shutil.rmtree(scratch, ignore_errors=True)


@pytest.fixture(scope="session")
def scratch_dir() -> Path:
    """A private directory for this test session, removed at the end."""
    return _state["scratch"]


@pytest.fixture(scope="session")
def pg_admin_url() -> str:
    """URL of the Postgres server (the `postgres` database) used by this session."""
    return _state["pg"].url


@pytest.fixture(scope="session")
def pg_dsn() -> str:
    """DSN of this session's own indexer database, with every migration applied."""
    from usenet_ops.store import migrations

    migrations.migrate(_state["dsn"])
    return _state["dsn"]


# The usenet tables a test may have left something in: any with a data file that is not empty (rows, or the
# dead rows of deleted ones), or whose identity/serial sequence has been used. Every other table is already as
# TRUNCATE ... RESTART IDENTITY leaves one (no rows, an empty file, its sequences unused), so truncating just
# these gives the same state as truncating all ~50, for a fraction of the cost: a TRUNCATE makes new files for
# each table and index it names, which on a busy server took about a second per test.
_USED_TABLES = """
    SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'usenet' AND c.relkind IN ('r', 'p') AND c.relname <> 'schema_migrations'
      AND (pg_relation_size(c.oid) > 0 OR EXISTS (
          SELECT 1 FROM pg_depend d JOIN pg_class s ON s.oid = d.objid AND s.relkind = 'S'
          JOIN pg_sequences q ON q.schemaname = n.nspname AND q.sequencename = s.relname
          WHERE d.classid = 'pg_class'::regclass AND d.refclassid = 'pg_class'::regclass
            AND d.refobjid = c.oid AND d.deptype IN ('a', 'i') AND q.last_value IS NOT NULL))
"""


@pytest.fixture
def db(pg_dsn: str) -> Iterator:
    """A connection to an indexer database whose usenet tables were emptied for this test."""
    from usenet_ops.store import db as store_db

    conn = store_db.connect(pg_dsn, autocommit=True)
    tables = [r["relname"] for r in conn.execute(_USED_TABLES)]
    if tables:
        conn.execute("TRUNCATE " + ", ".join(f"usenet.{t}" for t in tables) + " RESTART IDENTITY CASCADE")
    try:
        yield conn
    finally:
        conn.close()


@pytest.fixture(scope="session")
def redis_url() -> str:
    """URL of a real Redis for this session (found or started)."""
    from usenet_ops.devtools import localservices

    if "redis" not in _state:
        _state["redis"] = localservices.find_or_start_redis(os.environ.get("USENET_TEST_REDIS_URL"), _state["scratch"])
    return _state["redis"].url


@pytest.fixture
def redis_prefix(redis_url: str) -> Iterator[str]:
    """A key prefix private to one test; its keys are deleted afterwards."""
    import redis

    prefix = f"usenet-test:{os.getpid()}:{secrets.token_hex(4)}:"
    yield prefix
    client = redis.Redis.from_url(redis_url)
    keys = list(client.scan_iter(match=prefix + "*", count=1000))
    if keys:
        client.delete(*keys)


def _migrated_airflow_template() -> str:
    """Return the run's Airflow template database, running ``airflow db migrate`` into it if no session has yet.

    One lock file in the run's directory serialises the sessions of a run: the first that needs Airflow
    migrates, the others wait for it and then only copy. A ready-marker is written after the migration
    succeeded, so a failed one is retried (and reported) by the next session rather than copied.
    """
    from usenet_ops.devtools import localservices

    name = _airflow_template_name()
    run_dir: Path = _state["run_dir"]
    with open(run_dir / f"{name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        ready = run_dir / f"{name}.ready"
        if not ready.exists():
            url = localservices.create_database(_state["pg"].url, name)
            env = {**os.environ, "AIRFLOW__DATABASE__SQL_ALCHEMY_CONN": localservices.sqlalchemy_url(url)}
            proc = subprocess.run(
                [str(Path(sys.executable).parent / "airflow"), "db", "migrate"],
                capture_output=True,
                text=True,
                timeout=600,
                env=env,
            )
            if proc.returncode != 0:
                raise RuntimeError(f"airflow db migrate failed:\n{proc.stdout[-3000:]}\n{proc.stderr[-3000:]}")
            ready.write_text(name)
    return name


@pytest.fixture(scope="session")
def airflow_db() -> str:
    """This session's Airflow metadata database (real Postgres), migrated once per run; return its URL.

    The session's database is a copy of the run's migrated template: the schema and rows ``airflow db
    migrate`` leaves, without migrating again.
    """
    from usenet_ops.devtools import localservices

    if not _state.get("af_migrated"):
        localservices.create_database(_state["pg"].url, _state["afdbname"], template=_migrated_airflow_template())
        _state["af_migrated"] = True
    return _state["af_sqla"]



# Under xdist, `--dist loadfile` (as `make test` runs it) makes every test file one unit of work: its tests
# run in file order on one worker and its module fixtures are built once. The files below are the exception:
# long tests that share nothing but session fixtures (each runs its own DAGs or Airflow components on the
# session's databases, emptied per test), handed out one test at a time so they spread over the workers.
SPREAD_FILES = frozenset({
    "tests/e2e/test_backfill_dag.py",
})


# With --long-first (`make test-fast` passes it) the longest integration files are collected first. Work goes to
# the workers in collection order, so a file of one 100-second test collected late runs alone at the end while
# the other workers sit idle (measured: a fresh `make test-fast` ended with the soak's 110 s on one worker and
# two idle; 5:38 -> 4:21 with it first). The full `make test` keeps the collection order: its Airflow
# end-to-end files come first anyway, and moving the soak in among them made it slower (7:34 -> 8:42 and 8:59
# from a fresh clone, the heavy runs competing for two cores). The tests inside a file keep their order.
LONG_FIRST = (
    "tests/integration/platform/test_soak_short.py",
    "tests/integration/platform/test_crawl_process_short.py",
    "tests/integration/ops/test_crawl_run_state.py",
    "tests/integration/crawl/test_backfill.py",
    "tests/integration/platform/test_rebuild_sim_short.py",
    "tests/integration/probe/test_probe_cli_and_crash.py",
)


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--long-first", action="store_true", default=False,
                     help="collect the longest integration files first (LONG_FIRST in tests/conftest.py)")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """With --long-first, move LONG_FIRST's files to the front in its order (a stable sort)."""
    if not config.getoption("long_first"):
        return
    rank = {path: i for i, path in enumerate(LONG_FIRST)}
    items.sort(key=lambda item: rank.get(item.nodeid.split("::", 1)[0], len(rank)))


def _register_file_scheduling(config: pytest.Config) -> None:
    """Under ``--dist loadfile``, schedule by file except SPREAD_FILES (per test), through xdist's own hook.

    (xdist's ``loadgroup`` would do this with markers, but its group suffix is lost on pytest 9's node ids.)
    """
    if config.getoption("dist", "no") != "loadfile":
        return
    from xdist.scheduler import LoadFileScheduling

    class FilesExceptSpread(LoadFileScheduling):
        def _split_scope(self, nodeid: str) -> str:
            return nodeid if nodeid.split("::", 1)[0] in SPREAD_FILES else super()._split_scope(nodeid)

    class Plugin:
        @pytest.hookimpl(tryfirst=True)
        def pytest_xdist_make_scheduler(self, config: pytest.Config, log):  # type: ignore[no-untyped-def]
            return FilesExceptSpread(config, log)

    config.pluginmanager.register(Plugin(), "usenet-file-scheduling")
