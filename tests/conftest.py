"""Test harness: real Postgres, real Redis, a real Airflow metadata database.

Services are found or started by usenet_ops.devtools.localservices (env URL, then the
local servers, then throwaway servers from the system's binaries, then a
Debian install when root). Each pytest session gets its own databases and
drops them at the end, so concurrent runs never see each other's data.

Airflow reads its configuration from the environment when first imported,
so everything Airflow needs is set in pytest_configure, before any test
module is collected.
"""

from __future__ import annotations

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

_state: dict = {}


def pytest_configure(config: pytest.Config) -> None:
    from usenet_ops.devtools import localservices

    scratch = Path(tempfile.mkdtemp(prefix="usenet-test-"))
    os.chmod(scratch, 0o755)
    _state["scratch"] = scratch
    pg = localservices.find_or_start_postgres(os.environ.get("USENET_TEST_DSN"), scratch)
    _state["pg"] = pg
    tag = f"{os.getpid()}_{secrets.token_hex(3)}"
    _state["dbname"] = f"usenet_test_{tag}"
    _state["afdbname"] = f"usenet_af_{tag}"
    dsn = localservices.create_database(pg.url, _state["dbname"])
    af_url = localservices.create_database(pg.url, _state["afdbname"])
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
            "AIRFLOW__API_AUTH__JWT_SECRET": secrets.token_hex(16),
            "AIRFLOW__CORE__FERNET_KEY": "",
        }
    )
    _state["af_sqla"] = af_sqla


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
        for name in (_state.get("dbname"), _state.get("afdbname")):
            if name:
                try:
                    localservices.drop_database(pg.url, name)
                except Exception as exc:  # a cleanup failure must not hide the test result
                    print(f"warning: could not drop test database {name}: {exc}", file=sys.stderr)
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


@pytest.fixture
def db(pg_dsn: str) -> Iterator:
    """A connection to an indexer database whose usenet tables were emptied for this test."""
    from usenet_ops.store import db as store_db

    conn = store_db.connect(pg_dsn, autocommit=True)
    tables = [
        r["tablename"]
        for r in conn.execute(
            "SELECT tablename FROM pg_tables WHERE schemaname = 'usenet' AND tablename <> 'schema_migrations'"
        )
    ]
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


@pytest.fixture(scope="session")
def airflow_db() -> str:
    """Migrate this session's Airflow metadata database (real Postgres) once; return its URL."""
    if not _state.get("af_migrated"):
        proc = subprocess.run(
            [str(Path(sys.executable).parent / "airflow"), "db", "migrate"],
            capture_output=True,
            text=True,
            timeout=600,
            env=os.environ.copy(),
        )
        if proc.returncode != 0:
            raise RuntimeError(f"airflow db migrate failed:\n{proc.stdout[-3000:]}\n{proc.stderr[-3000:]}")
        _state["af_migrated"] = True
    return _state["af_sqla"]
