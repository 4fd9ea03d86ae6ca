"""The runner's reading of migration files: statement splitting, hostile text, and the index-build rule.

The rule (ADR 0019 decision 10): an index on a table that already exists is
built CONCURRENTLY in a no-transaction migration; a transactional CREATE
INDEX blocks every write to the table for the whole build (~16 minutes at
115 M releases). Migrations written before the rule are listed, never added to.
"""

from __future__ import annotations

import re
import time
from pathlib import Path

import pytest

from usenet_ops.store import migrations

# Built inside a transaction on a table an earlier migration made, before the rule: they ran everywhere and an
# applied file is never edited. On a new install each ran on an empty table. NEVER ADD TO THIS LIST: write a
# no-transaction migration (first line migrations.NO_TRANSACTION) with CREATE INDEX CONCURRENTLY IF NOT EXISTS.
BEFORE_THE_RULE = frozenset({
    (23, "staged_sets_name_only"), (32, "releases_posted_cover"), (33, "releases_posted_search"),
    (70, "releases_posted"), (81, "releases_posted_live"), (93, "releases_posted_named"),
    (93, "releases_posted_live_named"), (93, "releases_category_posted_named"), (98, "tagfill_passes_running"),
    (110, "releases_season_episode"), (111, "releases_search_category"), (127, "releases_broken_poster"),
    (129, "staging_eviction_samples_run"), (131, "rb_sets_group_state"),
})
_CREATE_TABLE = re.compile(r"^CREATE\s+(?:UNLOGGED\s+)?TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?([\w.]+)", re.IGNORECASE)


def _blocking_builds(m: migrations.Migration) -> set[tuple[int, str]]:
    """Return the indexes this migration builds inside a transaction on a table it did not create."""
    found = migrations.statements(m.sql)
    created = {match.group(1).lower().rpartition(".")[2] for s in found if (match := _CREATE_TABLE.match(s))}
    blocking: set[tuple[int, str]] = set()
    for statement in found:
        build = migrations.index_build(statement)
        if build is None or build.table.rpartition(".")[2] in created:
            continue  # a table made in the same migration is empty: its index costs nothing to build
        if m.transactional or not build.concurrently:
            blocking.add((m.version, build.name or "<unnamed>"))
    return blocking


def test_no_migration_builds_an_index_on_an_existing_table_inside_a_transaction() -> None:
    blocking = set().union(*(_blocking_builds(m) for m in migrations.discover()))
    new = sorted(blocking - BEFORE_THE_RULE)
    assert not new, (
        f"{new}: an index on a table that may hold rows (releases: ~115 M) blocks its writers for the whole build "
        "inside a transaction. Put it in a migration of its own whose first line is "
        f"'{migrations.NO_TRANSACTION}', as CREATE INDEX CONCURRENTLY IF NOT EXISTS <name> ON ... (ADR 0019, 10).")
    assert BEFORE_THE_RULE <= blocking, "the list names only what the files hold"


def test_the_rule_catches_a_transactional_index_on_the_releases_table(tmp_path: Path) -> None:
    (tmp_path / "200_releases_poster.sql").write_text("-- why\nCREATE INDEX IF NOT EXISTS releases_poster ON releases "
                                                      "(poster);\n")
    (tmp_path / "201_new_table.sql").write_text("CREATE TABLE IF NOT EXISTS usenet.fresh (id int);\n"
                                                "CREATE INDEX IF NOT EXISTS fresh_id ON usenet.fresh (id);\n")
    (tmp_path / "202_releases_group.sql").write_text(
        f"{migrations.NO_TRANSACTION}\nCREATE INDEX CONCURRENTLY IF NOT EXISTS releases_g ON releases (poster);\n")
    found = {m.version: _blocking_builds(m) for m in migrations.discover(tmp_path)}
    assert found == {200: {(200, "releases_poster")}, 201: set(), 202: set()}


def test_statements_split_on_semicolons_outside_quotes_comments_and_bodies() -> None:
    text = """-- a comment; not a statement
CREATE INDEX CONCURRENTLY IF NOT EXISTS a ON t (x) WHERE x <> 'semi;colon' AND y <> 'it''s; fine';
/* block; comment */ CREATE INDEX CONCURRENTLY IF NOT EXISTS "b" ON s.t (y);
CREATE FUNCTION f() RETURNS int LANGUAGE sql AS $body$ SELECT 1; $body$;
DO $$ BEGIN PERFORM 1; END $$
"""
    found = migrations.statements(text)
    assert len(found) == 4
    assert found[0].endswith("'it''s; fine'") and "comment" not in found[0]
    assert found[2].endswith("$body$ SELECT 1; $body$")
    assert found[3] == "DO $$ BEGIN PERFORM 1; END $$"
    build = migrations.index_build(found[0])
    assert build == migrations.IndexBuild("a", "t", True, True)
    assert build.qualified_name == "a"
    assert migrations.index_build("CREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS k ON usenet.releases (id)"
                                  ).qualified_name == "usenet.k"  # type: ignore[union-attr]


@pytest.mark.parametrize("text, advice", [
    ("SELECT 'never closed;", "unterminated string"),
    ('SELECT "never closed;', "unterminated quoted identifier"),
    ("SELECT 1; /* never closed", "unterminated /\\* comment"),
    ("DO $x$ BEGIN; END", "unterminated \\$x\\$"),
])
def test_truncated_text_is_refused_with_what_to_close(text: str, advice: str) -> None:
    with pytest.raises(migrations.MigrationError, match=advice):
        migrations.statements(text)


def test_a_migration_that_is_not_utf8_is_refused_by_name(tmp_path: Path) -> None:
    path = tmp_path / "001_garbage.sql"
    path.write_bytes(migrations.NO_TRANSACTION.encode() + b"\nCREATE \xff\xfe\x00 INDEX;\n")
    [m] = migrations.discover(tmp_path)
    assert not m.transactional
    with pytest.raises(migrations.MigrationError, match="001_garbage.sql is not UTF-8"):
        migrations.check_no_transaction(m)


def test_huge_hostile_text_is_split_in_linear_time() -> None:
    quotes = "'" + "x;" * 2_000_000 + "'"  # one 4 MB string literal full of semicolons
    semis = ";" * 2_000_000
    dashes = "-- " + "-" * 2_000_000 + "\n"
    started = time.monotonic()
    assert migrations.statements(quotes) == [quotes]
    assert migrations.statements(semis) == []
    assert migrations.statements(dashes + "SELECT 1") == ["SELECT 1"]
    assert migrations.statements("$" * 100_000) == ["$" * 100_000]
    assert time.monotonic() - started < 20
