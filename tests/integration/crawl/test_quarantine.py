"""Poison batches (issue 15 item 4): what Postgres still refuses is quarantined and the group moves on.

Ingest's bounds leave Postgres nothing to refuse that we know of, so the
refusal is made real here: a trigger on staged_files raises SQLSTATE 22021
(character_not_in_repertoire, a DataError) for one chosen file of the
corpus, exactly as a value the bounds missed would. The crawl runs against
the test news server over a real socket.
"""

from __future__ import annotations

import json

import pytest
from staging_state import clear
from staging_view import backend_of

from usenet_ops.cli.main import main as cli
from usenet_ops.nntp.pool import Pool
from usenet_ops.nntp.provider import ProviderConfig
from usenet_ops.passes import committer, compose, crawl
from usenet_ops.passes.crawl import CrawlState
from usenet_ops.store import crawl_state, quarantine


def _run(db, server, group: str, **kw) -> crawl.GroupReport:
    provider = ProviderConfig.from_url(server.url, backbone="a")
    target = crawl.CrawlTarget(provider=server.url, backbone="a", group=group,
                               indexed_groups=compose.indexed_groups(db))
    with Pool(provider) as pool:
        return crawl.crawl_group(target, conn=db, pool=pool, settings=compose.load_settings(db),
                                 filters=compose.load_filters(db), owner="test", staging=backend_of(db), **kw)


@pytest.fixture
def poison(db):
    """Install a refusal of staged_files rows whose file name is in a set; yield the set (edit it freely)."""
    names: set[str] = set()

    def install(*, every: bool = False) -> None:
        literal = "ARRAY[" + ",".join("'" + n.replace("'", "''") + "'" for n in sorted(names)) + "]::text[]"
        cond = "true" if every else f"NEW.file_name = ANY({literal})"
        db.execute(f"""CREATE OR REPLACE FUNCTION usenet.test_poison() RETURNS trigger LANGUAGE plpgsql AS $$
                       BEGIN
                           IF {cond} THEN
                               RAISE EXCEPTION 'test poison: %', NEW.file_name USING ERRCODE = '22021';
                           END IF;
                           RETURN NEW;
                       END $$""")
        db.execute("DROP TRIGGER IF EXISTS test_poison ON usenet.staged_files")
        db.execute("""CREATE TRIGGER test_poison BEFORE INSERT ON usenet.staged_files
                      FOR EACH ROW EXECUTE FUNCTION usenet.test_poison()""")

    names_install = (names, install)
    try:
        yield names_install
    finally:
        db.execute("DROP TRIGGER IF EXISTS test_poison ON usenet.staged_files")
        db.execute("DROP FUNCTION IF EXISTS usenet.test_poison()")


def _pick(manifest: dict, group: str) -> tuple[dict, dict]:
    """Return a staged multi-file release of ``group`` and one of its files (poisoning it leaves the others)."""
    for r in manifest["releases"]:
        if (r["newsgroups"] == [group] and not r["junk"] and r["kind"] != "hashed" and len(r["files"]) >= 3
                and r["subject_form"] != "random_per_article" and all(f["segments"] for f in r["files"])):
            return r, r["files"][1]
    raise AssertionError(f"no multi-file release only in {group}")


def _ids(db) -> set[str]:
    return {r["message_id"] for r in db.execute("SELECT message_id FROM usenet.staged_segments")}


@pytest.mark.parametrize("committer_thread", [False, True], ids=["synchronous", "committer-thread"])
def test_a_refused_file_is_quarantined_the_group_moves_on_and_a_retry_stages_it(
        crawl_db, crawl_corpus, corpus_groups, server_a, poison, pg_dsn, capsys, committer_thread) -> None:
    from usenet_ops.store import db as store_db

    _, manifest = crawl_corpus
    group = max(corpus_groups, key=lambda g: sum(1 for r in manifest["releases"] if r["newsgroups"] == [g]))
    release, bad = _pick(manifest, group)
    names, install = poison
    names.add(bad["name"])
    install()
    kw = {"stage_connect": lambda: store_db.connect(pg_dsn, autocommit=True)} if committer_thread else {}

    report = _run(crawl_db, server_a, group, **kw)
    assert report.state is CrawlState.DONE, report.message
    assert len(report.quarantined) == 1, report.quarantined
    entry = report.quarantined[0]
    bad_ids = {s["message_id"] for s in bad["segments"]}
    assert entry["articles"] == len(bad_ids) == report.outcomes["quarantined"]
    assert "CharacterNotInRepertoire [22021]" in entry["error"]
    assert report.articles == sum(report.outcomes.values())
    # Every other file, of this release and all others, is staged; the refused one is not.
    staged = _ids(crawl_db)
    assert not bad_ids & staged
    others = {s["message_id"] for f in release["files"] if f is not bad for s in f["segments"]}
    assert others <= staged
    # The watermark moved past the whole group; coverage leaves exactly the quarantined span out.
    state = crawl_db.execute(
        "SELECT next_article, first_article, server_high FROM usenet.group_state WHERE group_name = %s",
        (group,)).fetchone()
    assert state["next_article"] == state["server_high"] + 1
    covered = crawl_state.coverage(crawl_db, "a", group)
    (row,) = quarantine.entries(crawl_db, group=group)
    assert (row.lo, row.hi) == (entry["lo"], entry["hi"]) and row.id == entry["id"]
    assert covered == quarantine.outside(state["first_article"], state["server_high"], [(row.lo, row.hi)])
    assert row.hi - row.lo < 100, "the refused file's span, not its batch"
    assert bad["name"] in row.sample and row.provider == server_a.url

    # A second pass is a no-op: nothing new is read, nothing new is quarantined.
    again = _run(crawl_db, server_a, group, **kw)
    assert again.state is CrawlState.DONE and again.articles == 0 and again.quarantined == []

    # The CLI lists it; a retry while Postgres still refuses keeps it open and counts the attempt.
    capsys.readouterr()
    assert cli(["crawl", "quarantine", "list", "--group", group, "--json"]) == 0
    listed = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    assert [(x["id"], x["lo"], x["hi"], x["open"]) for x in listed] == [(row.id, row.lo, row.hi, True)]
    assert cli(["crawl", "quarantine", "retry", "--id", str(row.id), "--provider", server_a.url]) == 1
    assert "on backbone '127.0.0.1'" in capsys.readouterr().err, "a provider of another backbone is refused"
    assert cli(["crawl", "quarantine", "retry", "--id", str(row.id), "--provider", server_a.url + "?backbone=a",
                "--json"]) == 1
    refused = json.loads(capsys.readouterr().out)
    assert refused["state"] == "refused" and "22021" in refused["message"]
    (still,) = quarantine.entries(crawl_db, group=group)
    assert still.open and still.attempts == 1 and "22021" in still.last_error

    # Fixed (the trigger goes): the retry stages the range, covers it and clears the row.
    names.clear()
    install()
    assert cli(["crawl", "quarantine", "retry", "--group", group, "--provider", server_a.url + "?backbone=a",
                "--json"]) == 0
    cleared = json.loads(capsys.readouterr().out)
    assert cleared["state"] == "cleared" and cleared["staged"] == len(bad_ids)
    assert bad_ids <= _ids(crawl_db)
    assert quarantine.entries(crawl_db, group=group) == []
    (closed,) = quarantine.entries(crawl_db, group=group, include_cleared=True)
    assert closed.cleared_at is not None and closed.attempts == 2
    covered = crawl_state.coverage(crawl_db, "a", group)
    assert len(covered) == 1 and covered[0][1] == state["server_high"]
    after = crawl_db.execute("SELECT next_article FROM usenet.group_state WHERE group_name = %s",
                             (group,)).fetchone()
    assert after["next_article"] == state["next_article"], "a retry never moves the watermark"


def test_a_refusal_of_every_file_is_not_poison_it_fails_the_pass_and_moves_nothing(
        crawl_db, corpus_groups, server_a, poison) -> None:
    _, install = poison
    install(every=True)
    group = corpus_groups[0]
    clear(crawl_db)
    with pytest.raises(committer.PoisonNotLocalized, match="not a few poisoned posts"):
        _run(crawl_db, server_a, group)
    state = crawl_db.execute("SELECT next_article FROM usenet.group_state WHERE group_name = %s",
                             (group,)).fetchone()
    assert state["next_article"] is None
    assert quarantine.entries(crawl_db) == [] and crawl_state.coverage(crawl_db, "a", group) == []


def test_failing_passes_count_towards_the_stall_limit(crawl_db, corpus_groups, server_a, poison) -> None:
    """A pass that raises makes no progress either: three in a row raise the stall alert, naming the failure."""
    _, install = poison
    install(every=True)
    group = corpus_groups[0]
    for stalled in (1, 2):
        with pytest.raises(committer.PoisonNotLocalized):
            _run(crawl_db, server_a, group)
        row = crawl_db.execute("SELECT stalled_passes FROM usenet.group_state WHERE group_name = %s",
                               (group,)).fetchone()
        assert row["stalled_passes"] == stalled
    with pytest.raises(crawl.CrawlStalled, match="3 passes in a row made no forward progress") as info:
        _run(crawl_db, server_a, group)
    assert isinstance(info.value.__cause__, committer.PoisonNotLocalized)
    assert "quarantine list" in info.value.hint


def test_outside_subtracts_holes_from_a_range() -> None:
    assert quarantine.outside(1, 10, []) == [(1, 10)]
    assert quarantine.outside(1, 10, [(3, 4), (7, 7)]) == [(1, 2), (5, 6), (8, 10)]
    assert quarantine.outside(1, 10, [(1, 10)]) == []
    assert quarantine.outside(1, 10, [(0, 2), (9, 12)]) == [(3, 8)]
    assert quarantine.outside(5, 6, [(5, 5), (5, 6)]) == []


def test_refused_data_names_what_follows_the_values_from_real_postgres_errors(db) -> None:
    import random

    import psycopg

    from usenet_ops.store.db_errors import describe, refused_data

    def error_of(sql: str, params: tuple = ()) -> BaseException:
        try:
            db.execute(sql, params)
        except Exception as exc:  # noqa: BLE001 - the point is to look at it
            return exc
        raise AssertionError(f"{sql} did not fail")

    db.execute("CREATE TEMP TABLE refuse_t (a text CHECK (a <> 'no'))")
    db.execute("CREATE INDEX ON refuse_t (a)")
    refused = [
        error_of("SELECT %s::text", ("a\x00b",)),                           # psycopg: NUL in text
        error_of("SELECT %s::text", ("\ud800",)),                           # psycopg: a lone surrogate
        error_of("SELECT 99999999999999999999::bigint"),                    # 22003
        error_of("SELECT convert_from('\\xc328'::bytea, 'UTF8')"),          # 22021
        error_of("INSERT INTO refuse_t VALUES (%s)", (random.Random(1).randbytes(6000).hex(),)),  # 54000: btree row
        error_of("INSERT INTO refuse_t VALUES ('no')"),                     # 23514
    ]
    assert all(refused_data(e) for e in refused), [describe(e) for e in refused]
    assert describe(refused[2]).startswith("NumericValueOutOfRange [22003]: ")
    not_refused = [error_of("SELEC 1"), error_of("SELECT * FROM no_such_table"), psycopg.OperationalError("gone"),
                   ValueError("ours")]
    assert not any(refused_data(e) for e in not_refused)


def test_crawl_run_from_the_cli_names_a_quarantined_range_and_exits_non_zero(crawl_db, crawl_corpus, corpus_groups,
                                                                           server_a, poison, capsys) -> None:
    _, manifest = crawl_corpus
    group = max(corpus_groups, key=lambda g: sum(1 for r in manifest["releases"] if r["newsgroups"] == [g]))
    _, bad = _pick(manifest, group)
    names, install = poison
    names.add(bad["name"])
    install()
    assert cli(["crawl", "run", server_a.url + "?backbone=a", "--group", group]) == 1
    out = capsys.readouterr().out
    (row,) = quarantine.entries(crawl_db, group=group)
    assert f"quarantined articles {row.lo}-{row.hi}" in out and f"--id {row.id}" in out
