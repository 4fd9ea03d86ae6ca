"""An index built CONCURRENTLY by the migration runner never blocks the catalogue (issue 33 deliverable 3).

The catalogue is filled for ~20 s by the project's fast fill (COPY of
``corpus.catalogue_fill`` rows, every index in place), then a no-transaction
migration builds a trigram index on usenet.releases in a thread. While
Postgres reports the build in progress, API searches (the store's search, the
SQL the API runs) keep answering and the build's insert path keeps inserting.
An interrupted build (pg_cancel_backend) leaves an INVALID index; the next run
drops and rebuilds it before recording the migration.
"""

from __future__ import annotations

import logging
import secrets
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from releasefactory import make_release

from usenet_ops.corpus import catalogue_fill
from usenet_ops.devtools import localservices
from usenet_ops.store import catalogue, db, migrations
from usenet_ops.store.catalogue import PostgresCatalogue, ReleaseQuery

FILL_SECONDS = 20.0
FILL_BATCH = 5_000

# Progress of a CREATE INDEX CONCURRENTLY on usenet.releases; 'initializing' is before any lock is taken.
_PROGRESS = """SELECT p.pid, p.phase, p.index_relid FROM pg_stat_progress_create_index p
               WHERE p.relid = to_regclass('usenet.releases') AND p.command = 'CREATE INDEX CONCURRENTLY'"""


@pytest.fixture(scope="module")
def filled_dsn(pg_admin_url: str) -> Iterator[tuple[str, int]]:
    """Yield (dsn, releases) of a migrated database filled by the fast fill for FILL_SECONDS."""
    name = "usenet_online_" + secrets.token_hex(4)
    dsn = localservices.create_database(pg_admin_url, name)
    try:
        migrations.migrate(dsn)
        with db.connect(dsn, autocommit=True) as conn:
            filled = 0
            started = time.monotonic()
            while time.monotonic() - started < FILL_SECONDS:
                with conn.transaction():
                    filled += catalogue.copy_releases(conn, catalogue_fill.COPY_COLUMNS,
                                                      catalogue_fill.rows(FILL_BATCH, start=filled))
            conn.execute("ANALYZE releases")
        yield dsn, filled
    finally:
        localservices.drop_database(pg_admin_url, name)


def _folder(tmp_path: Path, version: int, index: str) -> Path:
    folder = tmp_path / "sql"
    folder.mkdir()
    (folder / f"{version}_{index}.sql").write_text(
        f"{migrations.NO_TRANSACTION}\n"
        "-- A trigram index on titles: seconds of building on this catalogue, long enough to work beside.\n"
        f"CREATE INDEX CONCURRENTLY IF NOT EXISTS {index} ON releases USING gin (title gin_trgm_ops);\n")
    return folder


def _index(conn: db.Conn, name: str) -> dict | None:
    return conn.execute("SELECT c.oid, i.indisready, i.indisvalid FROM pg_class c JOIN pg_index i"
                        " ON i.indexrelid = c.oid WHERE c.oid = to_regclass(%s)", (f"usenet.{name}",)).fetchone()


def _recorded(conn: db.Conn, version: int) -> bool:
    return conn.execute("SELECT 1 FROM schema_migrations WHERE version = %s", (version,)).fetchone() is not None


def test_reads_and_inserts_go_on_while_an_index_is_built_concurrently(
        filled_dsn: tuple[str, int], tmp_path: Path) -> None:
    dsn, filled = filled_dsn
    index, version = "releases_title_trgm_online", 990
    folder = _folder(tmp_path, version, index)
    outcome: list[object] = []

    def build() -> None:
        try:
            outcome.append(migrations.migrate(dsn, folder))
        except BaseException as exc:  # asserted below
            outcome.append(exc)

    store = PostgresCatalogue()
    reads = inserts = 0
    reads_during = inserts_during = 0
    phases: set[str] = set()
    seen_invalid = False
    with db.connect(dsn, autocommit=True) as watch, db.connect(dsn, autocommit=True) as api, \
            db.connect(dsn) as writer:
        builder = threading.Thread(target=build)
        started = time.monotonic()
        builder.start()
        while builder.is_alive() and time.monotonic() - started < 120:
            before = watch.execute(_PROGRESS).fetchone()
            read = reads <= inserts
            if read:
                page = store.search(api, ReleaseQuery(words=("expanse",), limit=50))
                assert page.items, "the search answered with releases"
                reads += 1
            else:
                added = store.add(writer, [make_release(f"Online.Build.S01E{inserts:03d}.1080p.WEB-DL.x264-GRP")])
                writer.commit()
                assert added.inserted == 1
                inserts += 1
            after = watch.execute(_PROGRESS).fetchone()
            if before and after and before["pid"] == after["pid"] and before["phase"] != "initializing":
                # Postgres reported the build in progress when the request began and after it had answered.
                phases.update((before["phase"], after["phase"]))
                reads_during += read
                inserts_during += not read
                state = _index(watch, index)
                seen_invalid = seen_invalid or bool(state and not state["indisvalid"])
        builder.join(timeout=120)
        elapsed = time.monotonic() - started
        assert outcome and outcome[0] == migrations.discover(folder), f"the build finished: {outcome}"
        state = _index(watch, index)
        assert state is not None and state["indisvalid"] and state["indisready"]
        assert _recorded(watch, version)
        rows = watch.execute("SELECT count(*) AS n FROM releases").fetchone()["n"]
    print(f"\n{filled} releases filled; build {elapsed:.1f} s; {reads} reads ({reads_during} during the build), "
          f"{inserts} inserts ({inserts_during} during), phases {sorted(phases)}")
    assert reads_during >= 3 and inserts_during >= 3, (reads_during, inserts_during, phases)
    assert seen_invalid, "the index existed, not yet valid, while the requests ran"
    assert rows == filled + inserts


def test_a_cancelled_build_leaves_an_invalid_index_that_the_rerun_rebuilds(
        filled_dsn: tuple[str, int], tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    dsn, _ = filled_dsn
    index, version = "releases_title_trgm_cancelled", 991
    folder = _folder(tmp_path, version, index)
    outcome: list[object] = []

    def build() -> None:
        try:
            outcome.append(migrations.migrate(dsn, folder))
        except BaseException as exc:  # asserted below
            outcome.append(exc)

    with db.connect(dsn, autocommit=True) as watch:
        builder = threading.Thread(target=build)
        builder.start()
        deadline = time.monotonic() + 60
        cancelled = False
        while not cancelled and time.monotonic() < deadline and builder.is_alive():
            row = watch.execute(_PROGRESS + " AND p.index_relid = to_regclass(%s)"
                                " AND p.phase = 'building index'", (f"usenet.{index}",)).fetchone()
            if row:
                cancelled = watch.execute("SELECT pg_cancel_backend(%s) AS ok", (row["pid"],)).fetchone()["ok"]
            else:
                time.sleep(0.02)
        builder.join(timeout=60)
        assert cancelled, "the build was caught in progress and cancelled"
        assert len(outcome) == 1 and isinstance(outcome[0], migrations.MigrationError), outcome
        assert "not recorded as applied" in str(outcome[0]) and "INVALID" in str(outcome[0])
        left = _index(watch, index)
        assert left is not None and not left["indisvalid"], "the interrupted build left an INVALID index"
        assert not _recorded(watch, version)

        with caplog.at_level(logging.WARNING, logger=migrations.__name__):
            applied = migrations.migrate(dsn, folder)
        assert [m.version for m in applied] == [version]
        rebuilt = _index(watch, index)
        assert rebuilt is not None and rebuilt["indisvalid"]
        assert rebuilt["oid"] != left["oid"], "the invalid index was dropped and built again, not kept"
        assert any("INVALID" in r.getMessage() and index in r.getMessage() for r in caplog.records)
        assert _recorded(watch, version)
        assert migrations.migrate(dsn, folder) == [], "recorded: the next run has nothing to do"
