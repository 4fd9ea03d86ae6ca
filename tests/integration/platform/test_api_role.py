"""The API's own Postgres role serves every API function and can change nothing else (issue 31).

deploy/postgres-init.sql (roles and databases, as the superuser) and
deploy/api-grants.sql (as the owner, after the migrations) are run with psql
against the real test server, as db-setup and airflow-init run them; the
migrations run as the owner role, not the superuser. Role and database names
are the test's own (psql variables), so runs on a shared server never meet.
"""

from __future__ import annotations

import os
import secrets
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import psycopg
import pytest
from psycopg import errors

from usenet_ops.devtools import localservices

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT / "tests" / "integration" / "catalogue"))

from releasefactory import make_release  # noqa: E402

# What the API may do, and nothing more (deploy/api-grants.sql).
EXPECTED_GRANTS = (
    {(t, "SELECT") for t in ("releases", "release_health", "release_probes", "spots", "settings", "api_keys",
                             "newsgroups")}
    | {(t, p) for t in ("api_usage", "release_grabs") for p in ("SELECT", "INSERT", "UPDATE")}
    # t=details&recheck=1 (issue 32): a recheck request per release, and whether a check answered it since.
    | {("health_rechecks", p) for p in ("SELECT", "INSERT", "UPDATE")} | {("release_checks", "SELECT")}
)


@dataclass(frozen=True)
class Deployment:
    admin_url: str
    names: dict[str, str]
    passwords: dict[str, str]

    def url(self, role: str, db: str) -> str:
        return psycopg.conninfo.make_conninfo(self.admin_url, user=self.names[role], password=self.passwords[role],
                                              dbname=self.names[db])

    def psql(self, url: str, script: str) -> subprocess.CompletedProcess[str]:
        argv = ["psql", "--no-psqlrc", "-q", url, "-f", str(ROOT / "deploy" / script)]
        argv += [arg for name, value in self.names.items() for arg in ("-v", f"{name}={value}")]
        env = {**os.environ, "AIRFLOW_DB_PASSWORD": self.passwords["airflow_role"],
               "USENET_DB_PASSWORD": self.passwords["usenet_role"],
               "USENET_API_DB_PASSWORD": self.passwords["api_role"]}
        return subprocess.run(argv, env=env, capture_output=True, text=True, timeout=120)


def _grants(owner_url: str, role: str) -> set[tuple[str, str]]:
    with psycopg.connect(owner_url) as conn:
        rows = conn.execute("SELECT table_name, privilege_type FROM information_schema.role_table_grants "
                            "WHERE grantee = %s AND table_schema = 'usenet'", (role,)).fetchall()
    return {(str(t), str(p)) for t, p in rows}


@pytest.fixture(scope="module")
def deployment(pg_admin_url: str) -> Iterator[Deployment]:
    from usenet_ops.store import migrations

    tag = secrets.token_hex(4)
    names = {"airflow_role": f"t_airflow_{tag}", "airflow_db": f"t_airflowdb_{tag}", "usenet_role": f"t_usenet_{tag}",
             "usenet_db": f"t_usenetdb_{tag}", "api_role": f"t_usenet_api_{tag}"}
    passwords = {r: secrets.token_urlsafe(32) for r in ("airflow_role", "usenet_role", "api_role")}
    d = Deployment(pg_admin_url, names, passwords)
    try:
        made = d.psql(pg_admin_url, "postgres-init.sql")
        assert made.returncode == 0, made.stderr
        migrations.migrate(d.url("usenet_role", "usenet_db"))
        granted = d.psql(d.url("usenet_role", "usenet_db"), "api-grants.sql")
        assert granted.returncode == 0, granted.stderr
        yield d
    finally:
        for db in (names["airflow_db"], names["usenet_db"]):
            localservices.drop_database(pg_admin_url, db)
        with psycopg.connect(pg_admin_url, autocommit=True) as conn:
            for role in ("api_role", "usenet_role", "airflow_role"):
                conn.execute(psycopg.sql.SQL("DROP ROLE IF EXISTS {}").format(psycopg.sql.Identifier(names[role])))


def test_no_role_is_a_superuser_and_the_api_may_connect_to_the_indexer_only(deployment: Deployment) -> None:
    with psycopg.connect(deployment.admin_url) as conn:
        rows = conn.execute("SELECT rolname, rolsuper, rolcreaterole, rolcreatedb, rolbypassrls FROM pg_roles "
                            "WHERE rolname = ANY(%s)", ([deployment.names[r] for r in
                                                         ("airflow_role", "usenet_role", "api_role")],)).fetchall()
    assert len(rows) == 3 and all(not any(flags) for _, *flags in rows)
    with pytest.raises(psycopg.OperationalError, match="permission denied for database"):
        psycopg.connect(deployment.url("api_role", "airflow_db")).close()
    with pytest.raises(psycopg.OperationalError, match="permission denied for database"):
        psycopg.connect(deployment.url("airflow_role", "usenet_db")).close()


def test_the_api_role_holds_exactly_its_grants_and_running_both_scripts_again_changes_nothing(
        deployment: Deployment) -> None:
    owner = deployment.url("usenet_role", "usenet_db")
    role = deployment.names["api_role"]
    assert _grants(owner, role) == EXPECTED_GRANTS
    again = deployment.psql(deployment.admin_url, "postgres-init.sql")
    assert again.returncode == 0, again.stderr
    again = deployment.psql(owner, "api-grants.sql")
    assert again.returncode == 0, again.stderr
    assert _grants(owner, role) == EXPECTED_GRANTS


def test_a_missing_password_stops_the_role_script(deployment: Deployment) -> None:
    argv = ["psql", "--no-psqlrc", "-q", deployment.admin_url, "-f", str(ROOT / "deploy" / "postgres-init.sql"),
            "-v", f"airflow_role={deployment.names['airflow_role']}"]
    env = {k: v for k, v in os.environ.items() if not k.endswith("_DB_PASSWORD")}
    result = subprocess.run(argv, env=env, capture_output=True, text=True, timeout=60)
    assert result.returncode != 0 and "AIRFLOW_DB_PASSWORD is not set" in result.stderr


def test_the_api_as_its_own_role_serves_search_details_nzb_and_nfo_and_counts_them(deployment: Deployment) -> None:
    from usenet_ops.api import create_app
    from usenet_ops.api.config import ApiConfig
    from usenet_ops.store import db as store_db
    from usenet_ops.store.apikeys import KeyStore
    from usenet_ops.store.catalogue import PostgresCatalogue

    owner = store_db.connect(deployment.url("usenet_role", "usenet_db"), autocommit=True)
    try:
        release = make_release("Role.Test.Show.S01E01.1080p.WEB-DL.x264-GRP")
        PostgresCatalogue().add(owner, [release])
        key = KeyStore().create(owner, "role-test").key
        app = create_app(ApiConfig(dsn=deployment.url("api_role", "usenet_db")))
        try:
            client = app.test_client()
            owner.execute("INSERT INTO newsgroups (name) VALUES ('alt.binaries.role')")
            caps = client.get("/api?t=caps")
            assert caps.status_code == 200 and b'<group name="alt.binaries.role"' in caps.data
            found = client.get(f"/api?t=search&q=Role+Test+Show&apikey={key}")
            assert found.status_code == 200 and b"Role.Test.Show.S01E01" in found.data
            assert client.get(f"/api?t=tvsearch&q=Role+Test+Show&season=1&ep=1&apikey={key}").status_code == 200
            guid = release.content_hash
            details = client.get(f"/api?t=details&id={guid}&apikey={key}")
            assert details.status_code == 200 and b"Role.Test.Show" in details.data
            nzb = client.get(f"/api?t=get&id={guid}&apikey={key}")
            assert nzb.status_code == 200 and b"<nzb" in nzb.data
            nfo = client.get(f"/api?t=getnfo&id={guid}&apikey={key}")
            assert b"No NFO for this item" in nfo.data, "the NFO lookup reads release_probes"
        finally:
            app.extensions["usenet_catalogue"].close()
        usage = owner.execute("SELECT requests, grabs FROM api_usage").fetchone()
        grabs = owner.execute("SELECT grabs FROM release_grabs").fetchone()
    finally:
        owner.close()
    assert usage is not None and usage["requests"] >= 5 and usage["grabs"] == 1
    assert grabs is not None and grabs["grabs"] == 1


@pytest.mark.parametrize("statement", [
    "INSERT INTO releases DEFAULT VALUES",
    "UPDATE releases SET title = 'relabelled'",
    "DELETE FROM releases",
    "TRUNCATE releases",
    "UPDATE spots SET state = 'imported'",
    "INSERT INTO api_keys (name, key_hash, prefix) VALUES ('mine', repeat('a', 64), 'aaaaaaaa')",
    "UPDATE api_keys SET revoked_at = NULL",
    "DELETE FROM api_usage",
    "UPDATE settings SET value = value",
    "SELECT * FROM staged_sets",
    "SELECT * FROM audit_log",
    "SELECT * FROM schema_migrations",
    "CREATE TABLE usenet.planted (x int)",
    "CREATE TABLE public.planted (x int)",
])
def test_the_api_role_cannot_change_the_catalogue_or_read_beyond_what_it_serves(deployment: Deployment,
                                                                                statement: str) -> None:
    from usenet_ops.store import db as store_db

    with store_db.connect(deployment.url("api_role", "usenet_db"), autocommit=True) as conn:
        with pytest.raises(errors.InsufficientPrivilege):
            conn.execute(statement)
