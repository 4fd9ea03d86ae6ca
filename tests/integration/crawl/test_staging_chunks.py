"""Staged chunks: hostile message-ids survive the hand-written array literals, and dedup is by (file, part)."""

from __future__ import annotations

from itertools import pairwise

import pytest
from staging_state import clear, snapshot

from usenet_ops.domain.ingest import FileAggregate
from usenet_ops.store import crawl_state, staging, staging_pg
from usenet_ops.store import db as db_mod

HOSTILE = ['plain@x', 'with space@x', 'quote"in@x', 'back\\slash@x', 'comma,brace{}@x', 'NULL', 'caf\u00e9@\u4f8b',
           'end\\', '"', '\\"both"\\']


def _file(parts: list[int], ids: list[str], file_id: str = "f1", sizes: list[int] | None = None) -> FileAggregate:
    return FileAggregate(set_id="s1", file_id=file_id, group="alt.binaries.test", base="Base", poster="p",
                         file_name="a.rar", subject="Base [1/1] - \"a.rar\" yEnc (1/20)", file_index=1, file_total=1,
                         part_total=20, date_raw=b"", groups={"alt.binaries.test"}, message_ids=ids, parts=parts,
                         sizes=sizes or [100 + p for p in parts], art_lo=1, art_hi=len(parts))


def _stage(db, files: list[FileAggregate], fence: int, hi: int) -> staging.StageOutcome:
    return staging_pg.stage_batch(db, backbone="b", group="alt.binaries.test", fence=fence, files=files,
                                  covered=(1, hi), next_article=hi + 1)


def test_hostile_message_ids_round_trip_exactly(db) -> None:
    fence = crawl_state.take_fence(db, "b", "alt.binaries.test", "t")
    parts = list(range(1, len(HOSTILE) + 1))
    out = _stage(db, [_file(parts, HOSTILE)], fence, 10)
    assert out.inserted == len(HOSTILE)
    rows = db.execute("SELECT message_id, part, bytes FROM usenet.staged_segments ORDER BY part").fetchall()
    expected = [(m, p, 100 + p) for m, p in zip(HOSTILE, parts, strict=True)]
    assert [(r["message_id"], r["part"], r["bytes"]) for r in rows] == expected


def test_re_reads_and_repeats_add_nothing_and_counts_stay_exact(db) -> None:
    fence = crawl_state.take_fence(db, "b", "alt.binaries.test", "t")
    first = _stage(db, [_file([1, 2, 3, 3], ["a@x", "b@x", "c@x", "c2@x"])], fence, 4)
    again = _stage(db, [_file([3, 2, 4], ["c@x", "b@x", "d@x"])], fence, 7)
    assert (first.inserted, first.duplicates) == (3, 1)
    assert (again.inserted, again.duplicates) == (1, 2)
    f = db.execute("SELECT parts_have, bytes FROM usenet.staged_files WHERE file_id = 'f1'").fetchone()
    assert f["parts_have"] == 4 and f["bytes"] == 101 + 102 + 103 + 104
    ids = [r["message_id"] for r in db.execute("SELECT message_id FROM usenet.staged_segments ORDER BY part")]
    assert ids == ["a@x", "b@x", "c@x", "d@x"]  # the first arrival of part 3 wins
    assert staging_pg.PgStaging().staged_total(db) == 4


def test_a_lying_bytes_field_is_clamped_not_fatal(db) -> None:
    fence = crawl_state.take_fence(db, "b", "alt.binaries.test", "t")
    out = _stage(db, [_file([1], ["big@x"], sizes=[10**12])], fence, 1)
    assert out.inserted == 1
    assert db.execute("SELECT bytes FROM usenet.staged_segments").fetchone()["bytes"] == 2_147_483_647


def test_text_array_literal_round_trips_anything(db) -> None:
    values = HOSTILE + ["", "{1,2}", "a\nb", "  spaced  "]
    got = db.execute("SELECT %s::text[] AS a", (db_mod.text_array(values),)).fetchone()["a"]
    assert got == values
    assert db.execute("SELECT %s::text[] AS a", (db_mod.text_array([]),)).fetchone()["a"] == []


def test_array_literal_round_trips_each_element_type(db) -> None:
    cases = [
        ("int[]", [1, None, -7, 2**31 - 1]),
        ("bigint[]", [0, 2**62, None]),
        ("boolean[]", [True, False, None]),
        ("bytea[]", [b"", b"\x00\x01\\\"{}", bytes(range(256))]),
        ("text[]", HOSTILE + ["NULL", "", "x\x1fy"]),
    ]
    for cast, values in cases:
        got = db.execute(f"SELECT %s::{cast} AS a", (db_mod.array_literal(values),)).fetchone()["a"]
        assert got == values, cast


def test_staging_refuses_a_connection_with_its_own_transaction(pg_dsn) -> None:
    import psycopg
    from psycopg.rows import dict_row

    with psycopg.connect(pg_dsn, row_factory=dict_row) as conn:  # not autocommit
        with pytest.raises(ValueError, match="autocommit"):
            _stage(conn, [_file([1], ["a@x"])], 1, 1)


def test_a_lost_fence_rolls_back_the_files_upsert_and_leaves_no_transaction_open(db) -> None:
    from psycopg.pq import TransactionStatus

    stale = crawl_state.take_fence(db, "b", "alt.binaries.test", "old")
    crawl_state.take_fence(db, "b", "alt.binaries.test", "new")
    with pytest.raises(crawl_state.FenceLost, match="superseded"):
        _stage(db, [_file([1, 2], ["a@x", "b@x"])], stale, 2)
    assert db.info.transaction_status == TransactionStatus.IDLE
    assert db.execute("SELECT count(*) AS n FROM usenet.staged_files").fetchone()["n"] == 0
    assert db.execute("SELECT count(*) AS n FROM usenet.staged_chunks").fetchone()["n"] == 0


def test_batches_staged_together_equal_the_same_batches_staged_one_by_one(db, tmp_path) -> None:
    """The committer merges queued batches into one transaction; the staged state must not tell the difference,
    with files straddling batches, repeats across them and a re-read of one batch."""
    from usenet_ops import corpus as corpus_mod
    from usenet_ops.domain import ingest

    manifest = corpus_mod.generate(articles=4000, seed=33, out=tmp_path / "c")
    corpus = corpus_mod.load(manifest.directory)
    backbone = corpus.backbones[0]
    name = max(corpus.group_names(), key=lambda g: corpus.group_bounds(backbone, g)[2] - corpus.group_bounds(backbone, g)[1])
    _, lo, hi = corpus.group_bounds(backbone, name)
    lines = list(corpus.overview_lines(backbone, name, *corpus.positions(backbone, name, lo, hi)))
    assert len(lines) >= 400
    cuts = [lines[i:i + 25] for i in range(0, 400, 25)]  # 16 batches, short enough that files straddle them
    cuts.append(cuts[1])  # a re-read of batch 2: only duplicates
    numbers = [(int(c[0].split(b"\t", 1)[0]), int(c[-1].split(b"\t", 1)[0])) for c in cuts]
    indexed = set(corpus.group_names())
    results = [ingest.ingest_lines(c, group=name, indexed_groups=indexed) for c in cuts]
    assert any(set(a.files) & set(b.files) for a, b in pairwise(results[:16])), "files should straddle batches"

    def stage(groups: list[list[int]]) -> dict:
        fence = crawl_state.take_fence(db, "b", name, "t")
        for run in groups:
            files = [f for i in run for f in results[i].files.values()]
            staging_pg.stage_batch(db, backbone="b", group=name, fence=fence, files=files,
                                   covered=(numbers[run[0]][0], numbers[run[-1]][1]), next_article=numbers[run[-1]][1] + 1)
        snap = snapshot(db)
        clear(db)
        return snap

    # The re-read does not follow batch 16 in article numbers, so it is staged on its own in every run.
    one_by_one = stage([[i] for i in range(17)])
    assert one_by_one["segments"]
    assert stage([[i, i + 1] for i in range(0, 16, 2)] + [[16]]) == one_by_one
    assert stage([[0, 1, 2], [3, 4, 5, 6, 7, 8], list(range(9, 16)), [16]]) == one_by_one
    assert stage([list(range(16)), [16]]) == one_by_one


def test_pending_sets_carry_a_set_status_and_the_cli_prints_its_string(db, pg_dsn, capsys) -> None:
    import json

    from usenet_ops.cli.main import main

    fence = crawl_state.take_fence(db, "b", "alt.binaries.test", "t")
    _stage(db, [_file([1, 2], ["a@x", "b@x"])], fence, 2)  # 2 of 20 parts: forming
    info = staging_pg.PgStaging().census(db)
    assert [p.status for p in info.pending] == [staging.SetStatus.FORMING]
    assert type(info.pending[0].status) is staging.SetStatus
    assert main(["staging", "status", "--json", "--dsn", pg_dsn]) == 0
    assert json.loads(capsys.readouterr().out)["pending"][0]["status"] == "forming"  # a stable output contract
    assert main(["staging", "status", "--dsn", pg_dsn]) == 0
    table = capsys.readouterr().out
    assert " forming " in table and "SetStatus" not in table
