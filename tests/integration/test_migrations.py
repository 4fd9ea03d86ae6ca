"""Migrations: ordered, idempotent, safe under concurrency, tamper-evident."""

from __future__ import annotations

import shutil
import threading
from pathlib import Path

import psycopg
import pytest

from usenet_ops.devtools import localservices
from usenet_ops.store import migrations


@pytest.fixture
def fresh_dsn(pg_admin_url: str):
    name = "usenet_mig_" + __import__("secrets").token_hex(4)
    dsn = localservices.create_database(pg_admin_url, name)
    yield dsn
    localservices.drop_database(pg_admin_url, name)


def test_migrate_twice_is_a_noop(fresh_dsn: str) -> None:
    first = migrations.migrate(fresh_dsn)
    assert [m.version for m in first] == [m.version for m in migrations.discover()]
    assert migrations.migrate(fresh_dsn) == []
    assert all(s.applied_at and s.checksum_ok for s in migrations.status(fresh_dsn))


def test_two_concurrent_runners_leave_one_consistent_schema(fresh_dsn: str) -> None:
    results: list[list] = []
    errors: list[BaseException] = []

    def run() -> None:
        try:
            results.append(migrations.migrate(fresh_dsn))
        except BaseException as exc:  # collected and asserted below
            errors.append(exc)

    threads = [threading.Thread(target=run) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    applied = sorted(m.version for batch in results for m in batch)
    assert applied == [m.version for m in migrations.discover()], "each migration applied exactly once"
    with psycopg.connect(fresh_dsn) as conn:
        rows = conn.execute("SELECT version FROM usenet.schema_migrations ORDER BY version").fetchall()
    assert [r[0] for r in rows] == applied


def test_failed_migration_rolls_back_with_its_version_row(fresh_dsn: str, tmp_path: Path) -> None:
    folder = tmp_path / "sql"
    folder.mkdir()
    (folder / "001_ok.sql").write_text("CREATE TABLE IF NOT EXISTS ok_table (id int);")
    (folder / "002_broken.sql").write_text("CREATE TABLE half_done (id int); SELECT no_such_function();")
    with pytest.raises(migrations.MigrationError, match="002_broken.sql failed and was rolled back"):
        migrations.migrate(fresh_dsn, folder)
    with psycopg.connect(fresh_dsn) as conn:
        versions = [r[0] for r in conn.execute("SELECT version FROM usenet.schema_migrations")]
        half = conn.execute("SELECT to_regclass('usenet.half_done')").fetchone()[0]
    assert versions == [1]
    assert half is None


def test_editing_an_applied_migration_is_refused(fresh_dsn: str, tmp_path: Path) -> None:
    folder = tmp_path / "sql"
    shutil.copytree(Path(migrations.discover()[0].path).parent, folder)
    migrations.migrate(fresh_dsn, folder)
    first = sorted(folder.glob("*.sql"))[0]
    first.write_text(first.read_text() + "\n-- edited\n")
    with pytest.raises(migrations.MigrationError, match="edited after it was applied"):
        migrations.migrate(fresh_dsn, folder)
    assert any(not s.checksum_ok for s in migrations.status(fresh_dsn, folder))


def test_misnamed_file_is_rejected(tmp_path: Path) -> None:
    (tmp_path / "1_bad.sql").write_text("SELECT 1;")
    with pytest.raises(migrations.MigrationError, match="NNN_<what>.sql"):
        migrations.discover(tmp_path)


def test_per_article_staging_is_carried_into_chunks_with_bitmaps(fresh_dsn: str, tmp_path: Path) -> None:
    """024 replaces staged_segments rows by chunks; nothing staged before the upgrade is lost."""
    folder = tmp_path / "sql"
    folder.mkdir()
    for m in migrations.discover():
        if m.version < 24:
            shutil.copy(m.path, folder / m.path.name)
    migrations.migrate(fresh_dsn, folder)
    with psycopg.connect(fresh_dsn, autocommit=True) as conn:
        conn.execute("""INSERT INTO usenet.staged_files (file_id, set_id, file_name, subject, part_total, parts_have)
                        VALUES ('f1', 's1', 'a.rar', 'a', 12, 3), ('f2', 's1', 'b.rar', 'b', 1, 1)""")
        conn.execute("""INSERT INTO usenet.staged_segments (message_id, file_id, part, bytes)
                        VALUES ('m9@x', 'f1', 9, 90), ('m1@x', 'f1', 1, 10), ('m3@x', 'f1', 3, 30), ('n1@x', 'f2', 1, 5)""")
    migrations.migrate(fresh_dsn)
    with psycopg.connect(fresh_dsn) as conn:
        chunks = conn.execute(
            "SELECT file_id, parts, sizes, message_ids FROM usenet.staged_chunks ORDER BY file_id").fetchall()
        bits = dict(conn.execute("SELECT file_id, parts_bits FROM usenet.staged_files").fetchall())
        view = conn.execute("SELECT message_id, file_id, part, bytes FROM usenet.staged_segments ORDER BY message_id").fetchall()
    assert chunks == [("f1", [1, 3, 9], [10, 30, 90], "m1@x\nm3@x\nm9@x"), ("f2", [1], [5], "n1@x")]
    assert bytes(bits["f1"]) == bytes([0b0000_0101, 0b0000_0001]) and bytes(bits["f2"]) == b"\x01"
    assert view == [("m1@x", "f1", 1, 10), ("m3@x", "f1", 3, 30), ("m9@x", "f1", 9, 90), ("n1@x", "f2", 1, 5)]


# ---- no-transaction migrations (ADR 0019 decision 10) ----------------------------------------------------------

_TABLE = ("CREATE TABLE IF NOT EXISTS usenet.big (id int, name text);\n"
          "INSERT INTO usenet.big SELECT g, 'name ' || g FROM generate_series(1, {rows}) g;\n")


def _index_valid(dsn: str, name: str) -> bool | None:
    with psycopg.connect(dsn) as conn:
        row = conn.execute("SELECT indisvalid FROM pg_index WHERE indexrelid = to_regclass(%s)", (name,)).fetchone()
    return None if row is None else bool(row[0])


def _versions(dsn: str) -> list[int]:
    with psycopg.connect(dsn) as conn:
        return [r[0] for r in conn.execute("SELECT version FROM usenet.schema_migrations ORDER BY version")]


def test_no_transaction_migration_builds_concurrently_and_is_recorded(fresh_dsn: str, tmp_path: Path) -> None:
    folder = tmp_path / "sql"
    folder.mkdir()
    (folder / "001_big.sql").write_text(_TABLE.format(rows=1000))
    (folder / "002_big_name.sql").write_text(
        f"{migrations.NO_TRANSACTION}\n-- two statements; the ';' in 'a;b' ends neither\n"
        "CREATE INDEX CONCURRENTLY IF NOT EXISTS big_name ON usenet.big (name) WHERE name <> 'a;b';\n"
        "CREATE INDEX CONCURRENTLY IF NOT EXISTS big_id ON usenet.big (id);\n")
    found = migrations.discover(folder)
    assert [m.transactional for m in found] == [True, False]
    assert [m.version for m in migrations.migrate(fresh_dsn, folder)] == [1, 2]
    assert _index_valid(fresh_dsn, "usenet.big_name") and _index_valid(fresh_dsn, "usenet.big_id")
    assert _versions(fresh_dsn) == [1, 2]
    assert migrations.migrate(fresh_dsn, folder) == []


def test_failed_no_transaction_migration_is_not_recorded_and_the_rerun_finishes_it(
        fresh_dsn: str, tmp_path: Path) -> None:
    folder = tmp_path / "sql"
    folder.mkdir()
    (folder / "001_big.sql").write_text(_TABLE.format(rows=100) + "INSERT INTO usenet.big VALUES (7, 'twin');\n")
    # A unique build over duplicate data fails after the index entered the catalog: it is left INVALID.
    (folder / "002_big_unique.sql").write_text(
        f"{migrations.NO_TRANSACTION}\n"
        "CREATE INDEX CONCURRENTLY IF NOT EXISTS big_name ON usenet.big (name);\n"
        "CREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS big_id_unique ON usenet.big (id);\n")
    with pytest.raises(migrations.MigrationError, match=r"(?s)failed at statement 2 and is not recorded.*INVALID"):
        migrations.migrate(fresh_dsn, folder)
    assert _versions(fresh_dsn) == [1]
    assert _index_valid(fresh_dsn, "usenet.big_name") is True, "the statement before the failure stays done"
    assert _index_valid(fresh_dsn, "usenet.big_id_unique") is False
    with psycopg.connect(fresh_dsn, autocommit=True) as conn:
        conn.execute("DELETE FROM usenet.big WHERE name = 'twin'")
    assert [m.version for m in migrations.migrate(fresh_dsn, folder)] == [2]
    assert _index_valid(fresh_dsn, "usenet.big_id_unique") is True, "the invalid index was dropped and rebuilt"
    assert _versions(fresh_dsn) == [1, 2]


def test_no_transaction_migration_must_be_rerunnable(fresh_dsn: str, tmp_path: Path) -> None:
    folder = tmp_path / "sql"
    folder.mkdir()
    cases = {
        "CREATE INDEX big_id ON usenet.big (id);": "CREATE INDEX CONCURRENTLY IF NOT EXISTS",
        "CREATE INDEX CONCURRENTLY big_id ON usenet.big (id);": "CREATE INDEX CONCURRENTLY IF NOT EXISTS",
        "CREATE INDEX CONCURRENTLY IF NOT EXISTS ON usenet.big (id);": "CREATE INDEX CONCURRENTLY IF NOT EXISTS",
        "DROP INDEX IF EXISTS usenet.big_id;": "DROP INDEX CONCURRENTLY IF EXISTS",
        "-- only a comment": "no statement",
    }
    (folder / "001_big.sql").write_text(_TABLE.format(rows=10))
    for n, (statement, advice) in enumerate(cases.items(), 2):
        path = folder / f"{n:03d}_case.sql"
        path.write_text(f"{migrations.NO_TRANSACTION}\n{statement}\n")
        with pytest.raises(migrations.MigrationError, match=advice):
            migrations.migrate(fresh_dsn, folder)
        path.unlink()
    assert _versions(fresh_dsn) == [1]
    assert _index_valid(fresh_dsn, "usenet.big_id") is None, "a refused file runs none of its statements"


def test_concurrent_runners_with_a_concurrent_build_neither_deadlock_nor_build_twice(
        fresh_dsn: str, tmp_path: Path) -> None:
    """A runner waiting for the lock holds no snapshot that the builder's CREATE INDEX CONCURRENTLY waits for."""
    folder = tmp_path / "sql"
    folder.mkdir()
    (folder / "001_big.sql").write_text(_TABLE.format(rows=300_000))
    (folder / "002_big_name.sql").write_text(
        f"{migrations.NO_TRANSACTION}\nCREATE INDEX CONCURRENTLY IF NOT EXISTS big_name ON usenet.big (name);\n")
    results: list[list] = []
    errors: list[BaseException] = []

    def run() -> None:
        try:
            results.append(migrations.migrate(fresh_dsn, folder))
        except BaseException as exc:  # collected and asserted below
            errors.append(exc)

    threads = [threading.Thread(target=run) for _ in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=120)
    assert errors == []
    assert sorted(m.version for batch in results for m in batch) == [1, 2], "each migration applied exactly once"
    assert _index_valid(fresh_dsn, "usenet.big_name") is True


def test_the_passes_sessions_run_without_jit_and_leave_the_servers_default_alone(pg_dsn: str) -> None:
    """JIT compiling costs a short statement up to a second (settling over many month partitions, A11); off per session."""
    from usenet_ops.store import db as store_db

    conn = store_db.connect(pg_dsn, autocommit=True)
    try:
        assert conn.execute("SHOW jit").fetchone()["jit"] == "off"
        assert conn.execute("SELECT reset_val FROM pg_settings WHERE name = 'jit'").fetchone()["reset_val"] == "off"
        server = conn.execute("SELECT boot_val FROM pg_settings WHERE name = 'jit'").fetchone()["boot_val"]
    finally:
        conn.close()
    assert server == "on"  # the server's own default is untouched: only our sessions turn it off
