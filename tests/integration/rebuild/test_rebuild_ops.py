"""Operators see the rebuild path (issue 30 deliverable 7), and a backfill reset replaces a group's chunks.

On real Postgres: `usenet-ops backfill status [--json]` gains chunk bytes and
the group's history sets by state, status.json a ``rebuild`` section, the
Usenet view's Groups tab a line per backbone on the rebuild path only; and
`backfill reset` on the rebuild path empties the ranges it makes the next
runs read again (their sets' aggregates become what is left; a promoted set
stays with its content hash).
"""

from __future__ import annotations

import json
import time

import pytest

from usenet_ops.adapters import panels
from usenet_ops.adapters import status as status_json
from usenet_ops.cli.main import main
from usenet_ops.domain import backfill_plan
from usenet_ops.domain.ingest import set_id_for
from usenet_ops.domain.rebuild.records import ChunkFile, SetChunk
from usenet_ops.passes import backfill, compose
from usenet_ops.store import backfill_state, crawl_state, groups
from usenet_ops.store import rebuild_chunks as rc
from usenet_ops.store import settings as settings_store
from usenet_ops.store.backfill_state import PartitionKey
from usenet_ops.store.rebuild_chunks import SetState

GROUP, NO_CHUNKS = "alt.binaries.history", "alt.binaries.nochunks"
SIZE = 2_000_000
FIRST = 5 * SIZE  # the forward crawl's first article: history is everything below it
A, B = PartitionKey("eweka", GROUP, SIZE, 3), PartitionKey("eweka", GROUP, SIZE, 4)
ASTRA = PartitionKey("astraweb", GROUP, SIZE, 3)
POSTED = 0  # undated: the default partition, so these tests attach no month partition that outlives them
HASH = "0123456789abcdef"


def chunk(base: str, art: int, *, segments: int = 3) -> SetChunk:
    """Return one set's chunk: one file of ``segments`` segments from article ``art`` on."""
    set_id = set_id_for(GROUP, "poster@example.com", base)
    part = ChunkFile(file_id=f"{set_id}-0", name=f"{base}.rar", subject=f"{base} [1/2]", file_index=1,
                     part_total=segments, posted=POSTED, art_lo=art, art_hi=art + segments - 1,
                     parts=tuple(range(1, segments + 1)), sizes=(500_000,) * segments,
                     message_ids=tuple(f"{base}.{art}.{p}@news" for p in range(segments)))
    return SetChunk(set_id=set_id, group=GROUP, poster="poster@example.com", base=base, file_total=2, groups=(GROUP,),
                    files=(part,))


def sid(base: str) -> str:
    return set_id_for(GROUP, "poster@example.com", base)


def write(db, key: PartitionKey, batch: int, *chunks: SetChunk) -> int:
    """Write one batch; payloads are opaque here (30 bytes a segment, distinct per set and range)."""
    return rc.write_batch(db, key, batch, [(c, (f"{c.set_id}{key.backbone}{key.block}" * 9)[:30 * 3].encode())
                                           for c in chunks])


def state_row(db, backbone: str, group: str) -> None:
    db.execute("""INSERT INTO usenet.group_state (backbone, group_name, first_article, next_article, server_low,
                                                  server_high) VALUES (%s, %s, %s, %s, 1, %s)""",
               (backbone, group, FIRST, FIRST + 1000, FIRST + 1000))


def partition(db, key: PartitionKey, *, articles: int, done: bool) -> None:
    lo = key.block * key.size
    part = backfill_plan.Partition(key.block, lo, lo + key.size - 1)
    fence = backfill_state.claim(db, key, part, owner="test", run_id="r")
    assert fence is not None
    db.execute(*backfill_state.progress_sql(key, read_to=part.hi, articles=articles))
    if done:
        assert backfill_state.finish(db, key, fence, state="done", staged=0, seconds=1.0)


@pytest.fixture
def history(db):  # type: ignore[no-untyped-def]
    """Two ranges of GROUP read on eweka (A done, B still being read), one on astraweb, and sets in every state.

    Shared crosses A's edge into B and was read on astraweb too; Quiet.A is open in a finished range only.
    """
    for name in (GROUP, NO_CHUNKS):
        groups.add(db, name)
    for backbone, group in (("eweka", GROUP), ("astraweb", GROUP), ("eweka", NO_CHUNKS)):
        state_row(db, backbone, group)
    end_a = (A.block + 1) * SIZE
    bytes_a = write(db, A, 0, chunk("Shared", end_a - 2), chunk("Quiet.A", 6_100_000), chunk("Promoted", 6_200_000),
                    chunk("Only.A", 6_300_000), chunk("Junk", 6_400_000))
    bytes_b = write(db, B, 0, chunk("Shared", end_a + 1), chunk("Only.B", 8_100_000), chunk("Handed", 8_200_000))
    bytes_astra = write(db, ASTRA, 0, chunk("Shared", 7_500_000))
    partition(db, A, articles=1000, done=True)
    partition(db, B, articles=500, done=False)
    crawl_state.add_coverage(db, "eweka", GROUP, A.block * SIZE, end_a + 1000)
    crawl_state.add_coverage(db, "eweka", GROUP, FIRST, FIRST + 1000)
    rc.mark(db, [sid("Promoted")], SetState.PROMOTED, content_hash=HASH, release_id=7)
    rc.mark(db, [sid("Only.A")], SetState.INCOMPLETE)
    rc.mark(db, [sid("Junk")], SetState.DROPPED)
    rc.mark(db, [sid("Handed")], SetState.SETTLED)
    return {"db": db, "bytes_a": bytes_a, "bytes_b": bytes_b, "bytes_astra": bytes_astra}


def status_lines(pg_dsn: str, capsys, *args: str) -> dict[tuple[str, str], dict]:
    capsys.readouterr()
    assert main(["backfill", "status", "--json", "--dsn", pg_dsn, *args]) == 0
    return {(r["backbone"], r["group"]): r for r in map(json.loads, capsys.readouterr().out.splitlines())}


def test_backfill_status_adds_chunk_bytes_and_the_groups_history_sets(history, pg_dsn, capsys) -> None:
    db = history["db"]
    settings_store.set_value(db, "backfill_path", "rebuild")
    rows = status_lines(pg_dsn, capsys)
    eweka, astra, bare = rows[("eweka", GROUP)], rows[("astraweb", GROUP)], rows[("eweka", NO_CHUNKS)]
    # The keys the contract had are all still there.
    assert {"floor", "ceiling", "remaining", "covered_pct", "partitions_done", "articles_per_sec", "eta_sec",
            "floor_date", "floor_resolved", "depth_source"} <= set(eweka)
    assert eweka["path"] == "rebuild" and eweka["partitions_done"] == 1
    assert eweka["chunk_bytes"] == history["bytes_a"] + history["bytes_b"] == rc.range_chunk_bytes(db, A) + \
        rc.range_chunk_bytes(db, B) > 0
    assert eweka["chunk_bytes_per_line"] == round((history["bytes_a"] + history["bytes_b"]) / 1500, 2)
    # Counted per group: every backbone's row shows the group's catalogue.
    sets = {k: eweka[k] for k in ("sets_open", "sets_waiting", "sets_promoted", "sets_incomplete", "sets_handed",
                                  "sets_dropped", "sets_exact")}
    assert sets == {"sets_open": 3, "sets_waiting": 2, "sets_promoted": 1, "sets_incomplete": 1, "sets_handed": 1,
                    "sets_dropped": 1, "sets_exact": True}
    assert {k: astra[k] for k in sets} == sets
    # astraweb's range has no partition row: its bytes count, its bytes per line are unknown, not a division by 0.
    assert astra["chunk_bytes"] == history["bytes_astra"] and astra["chunk_bytes_per_line"] is None
    assert (bare["chunk_bytes"], bare["chunk_bytes_per_line"], bare["sets_open"], bare["sets_waiting"]) == (0, None, 0, 0)
    # B read to the end: Only.B is merely open; Shared still waits for astraweb's range (no partition row: not
    # known to be read), until that range's partition is done too.
    backfill_state.finish(db, B, backfill_state.holder(db, B)["fence_token"], state="done", staged=0, seconds=1)
    after = status_lines(pg_dsn, capsys, "--group", GROUP, "--backbone", "eweka")
    assert list(after) == [("eweka", GROUP)] and after[("eweka", GROUP)]["sets_waiting"] == 1
    assert after[("eweka", GROUP)]["sets_open"] == 3 and after[("eweka", GROUP)]["chunk_bytes"] == eweka["chunk_bytes"]
    partition(db, ASTRA, articles=10, done=True)
    assert status_lines(pg_dsn, capsys)[("eweka", GROUP)]["sets_waiting"] == 0
    # The table: chunk bytes and the open (waiting) / promoted figures in their columns.
    assert main(["backfill", "status", "--group", GROUP, "--backbone", "eweka", "--dsn", pg_dsn]) == 0
    table = capsys.readouterr().out
    assert "chunk bytes" in table and "sets open (waiting)" in table and "promoted" in table
    line = next(x for x in table.splitlines() if x.startswith("eweka"))
    assert str(eweka["chunk_bytes"]) in line and "3 (0)" in line


def test_on_the_staging_path_the_keys_are_there_and_the_table_is_unchanged(db, pg_dsn, capsys) -> None:
    groups.add(db, NO_CHUNKS)
    state_row(db, "eweka", NO_CHUNKS)
    row = status_lines(pg_dsn, capsys)[("eweka", NO_CHUNKS)]
    assert row["path"] == "staging" and row["chunk_bytes"] == 0 and row["sets_promoted"] == 0
    assert main(["backfill", "status", "--dsn", pg_dsn]) == 0
    assert "chunk bytes" not in capsys.readouterr().out


def test_polled_set_counts_stop_at_the_cap_and_say_so(history) -> None:
    db = history["db"]
    s = compose.load_settings(db)
    rows = {(r["backbone"], r["group"]): r for r in backfill.status(db, s, sets_cap=2)}
    row = rows[("eweka", GROUP)]
    assert row["sets_open"] == 2 and row["sets_promoted"] == 1 and row["sets_exact"] is False
    assert rows[("eweka", NO_CHUNKS)]["sets_exact"] is True
    with pytest.raises(ValueError, match="cap"):
        rc.group_set_counts(db, [GROUP], cap=0)
    # Garbage asked for: no group, an empty name, a name no table holds, 10k characters: zeros, not an error.
    assert rc.group_set_counts(db, []) == {} and rc.waiting_sets(db, [""]) == {}
    huge = "alt." + "x" * 10_000
    assert rc.group_set_counts(db, [huge])[huge] == dict.fromkeys(SetState, 0) and rc.waiting_sets(db, [huge]) == {huge: 0}


def test_a_range_whose_partition_counted_no_lines_has_no_bytes_per_line(db) -> None:
    groups.add(db, GROUP)
    state_row(db, "eweka", GROUP)
    written = write(db, A, 0, chunk("Lonely", 6_000_010))
    partition(db, A, articles=0, done=True)
    figures = rc.group_chunk_figures(db)[("eweka", GROUP)]
    assert (figures.ranges, figures.chunks, figures.payload_bytes, figures.articles) == (1, 1, written, 0)
    assert figures.bytes_per_line is None
    row = backfill.status(db, compose.load_settings(db), group=GROUP)[0]
    assert row["chunk_bytes"] == written and row["chunk_bytes_per_line"] is None and row["sets_waiting"] == 0


def test_per_group_counts_read_the_group_state_index(db) -> None:
    """Measured on 6,000 sets in 30 groups: EXPLAIN shows the (group_name, state) index, never a scan of rb_sets."""
    db.execute("""INSERT INTO usenet.rb_sets (set_id, group_name, poster, base, state)
                  SELECT 's' || i, 'alt.binaries.g' || (i % 30), 'p', 'b' || i,
                         (ARRAY['open', 'settled', 'promoted', 'promoted', 'promoted', 'incomplete', 'dropped'])[i % 7 + 1]
                  FROM generate_series(1, 6000) i""")
    db.execute("ANALYZE usenet.rb_sets")
    plan = "\n".join(r["QUERY PLAN"] for r in db.execute(
        """EXPLAIN SELECT count(*) FROM usenet.rb_sets WHERE group_name = 'alt.binaries.g7' AND state = 'promoted'"""))
    assert "rb_sets_group_state" in plan and "Seq Scan" not in plan, plan
    started = time.perf_counter()
    counts = rc.group_set_counts(db, [f"alt.binaries.g{i}" for i in range(30)])
    elapsed = time.perf_counter() - started
    assert sum(sum(by.values()) for by in counts.values()) == 6000
    assert counts["alt.binaries.g7"][SetState.PROMOTED] == db.execute(
        """SELECT count(*) AS n FROM usenet.rb_sets WHERE group_name = 'alt.binaries.g7'
           AND state = 'promoted'""").fetchone()["n"]
    assert elapsed < 5, f"150 (group, state) counts over 6,000 sets took {elapsed:.2f}s"
    # The whole catalogue's totals: exact up to the cap, then the planner's statistics (never below the cap).
    exact, is_exact = rc.set_totals(db, cap=10_000)
    assert is_exact and exact[SetState.PROMOTED] == sum(1 for i in range(1, 6001) if i % 7 + 1 in (3, 4, 5))
    estimated, is_exact = rc.set_totals(db, cap=100)
    assert not is_exact and estimated[SetState.PROMOTED] >= 100
    assert abs(estimated[SetState.PROMOTED] - exact[SetState.PROMOTED]) <= exact[SetState.PROMOTED] * 0.2


def test_reset_on_the_rebuild_path_deletes_the_groups_chunks_and_keeps_promoted_sets(history, pg_dsn, capsys) -> None:
    db = history["db"]
    settings_store.set_value(db, "backfill_path", "rebuild")
    rows_a_b = db.execute("""SELECT count(*) AS n FROM usenet.rb_chunks WHERE backbone = 'eweka'""").fetchone()["n"]
    capsys.readouterr()
    assert main(["backfill", "reset", GROUP, "--backbone", "eweka", "--yes", "--json", "--dsn", pg_dsn]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["path"] == "rebuild" and out["chunk_ranges_replaced"] == 2 and out["chunks_removed"] == rows_a_b == 8
    assert out["below"] == FIRST and out["partitions_removed"] == 2
    assert db.execute("SELECT count(*) AS n FROM usenet.rb_chunks WHERE backbone = 'eweka'").fetchone()["n"] == 0
    assert rc.group_ranges(db, "eweka", GROUP) == [] and rc.range_chunk_bytes(db) == history["bytes_astra"]
    left = {r["set_id"]: r for r in db.execute("SELECT * FROM usenet.rb_sets")}
    # Shared keeps what astraweb read of it; Promoted stays, emptied, with its release; the rest had nothing else.
    assert set(left) == {sid("Shared"), sid("Promoted")}
    shared = left[sid("Shared")]
    assert (shared["chunks"], shared["segments"], shared["art_lo"], shared["art_hi"]) == (1, 3, 7_500_000, 7_500_002)
    promoted = left[sid("Promoted")]
    assert promoted["state"] == "promoted" and promoted["content_hash"] == HASH and promoted["release_id"] == 7
    assert (promoted["chunks"], promoted["segments"], promoted["size"]) == (0, 0, 0)
    # The other backbone's range and its sets are untouched; the forward crawl's coverage stays.
    assert rc.group_ranges(db, "astraweb", GROUP) == [ASTRA]
    assert crawl_state.coverage(db, "eweka", GROUP) == [(FIRST, FIRST + 1000)]
    audit = db.execute("SELECT detail FROM usenet.audit_log WHERE action = 'backfill.reset'").fetchone()
    assert audit["detail"]["chunks_removed"] == 8 and audit["detail"]["chunk_ranges_replaced"] == 2
    rows = status_lines(pg_dsn, capsys)
    assert rows[("eweka", GROUP)]["chunk_bytes"] == 0 and rows[("eweka", GROUP)]["sets_promoted"] == 1
    # Run again: nothing left to delete, nothing fails.
    again = backfill.reset(db, compose.load_settings(db), "eweka", GROUP, below=None)
    assert again["chunk_ranges_replaced"] == 0 and again["chunks_removed"] == 0


def test_a_cut_inside_a_range_moves_to_its_end_and_a_cut_at_its_start_keeps_it(history) -> None:
    db = history["db"]
    settings_store.set_value(db, "backfill_path", "rebuild")
    s = compose.load_settings(db)
    kept = backfill.reset(db, s, "eweka", GROUP, below=B.block * SIZE)  # exactly B's first article
    assert kept["below"] == B.block * SIZE and kept["chunk_ranges_replaced"] == 1
    assert rc.group_ranges(db, "eweka", GROUP) == [B]
    assert crawl_state.coverage(db, "eweka", GROUP)[0] == (B.block * SIZE, B.block * SIZE + 1000)
    inside = backfill.reset(db, s, "eweka", GROUP, below=B.block * SIZE + 500)
    # B is replaced whole, so its articles above the asked cut are forgotten too (else covered, yet chunkless).
    assert inside["below"] == FIRST and inside["chunk_ranges_replaced"] == 1 and inside["chunks_removed"] == 3
    assert rc.group_ranges(db, "eweka", GROUP) == [] and crawl_state.coverage(db, "eweka", GROUP) == [(FIRST, FIRST + 1000)]


def test_reset_on_the_staging_path_and_of_a_group_without_ranges_leaves_chunks_alone(history) -> None:
    db = history["db"]
    before = rc.range_chunk_bytes(db)
    staged = backfill.reset(db, compose.load_settings(db), "eweka", GROUP, below=None)
    assert staged["path"] == "staging" and staged["chunk_ranges_replaced"] == 0 and staged["partitions_removed"] == 2
    assert rc.range_chunk_bytes(db) == before
    settings_store.set_value(db, "backfill_path", "rebuild")
    bare = backfill.reset(db, compose.load_settings(db), "eweka", NO_CHUNKS, below=None)
    assert bare["chunk_ranges_replaced"] == 0 and bare["below"] == FIRST and rc.range_chunk_bytes(db) == before


def test_status_json_has_a_rebuild_section(history) -> None:
    db = history["db"]
    settings_store.set_value(db, "backfill_path", "rebuild")
    report = status_json.report(db, compose.load_settings(db))
    json.dumps(report)
    section = report["rebuild"]
    assert section["path"] == "rebuild" and section["sets_exact"] is True
    assert section["chunk_bytes"] == history["bytes_a"] + history["bytes_b"] + history["bytes_astra"]
    assert section["sets"] == {"open": 3, "settled": 1, "promoted": 1, "incomplete": 1, "dropped": 1}
    # The last settle pass is read from this session's Airflow metadata: another test's usenet_build run may have
    # left one there. Without one, that is said, not guessed (a pass read from Airflow: the test below).
    if section["last_settle"] is None:
        assert "rb_sets" in section["note"]
    else:
        assert section["last_settle"]["kind"] == "settle" and section["note"] is None
    entry = next(g for g in report["backfill"]["groups"] if (g["backbone"], g["group"]) == ("eweka", GROUP))
    assert entry["chunk_bytes"] == history["bytes_a"] + history["bytes_b"] and entry["sets_waiting"] == 2


def test_the_groups_tab_shows_history_only_on_the_rebuild_path(history) -> None:
    db = history["db"]

    def cells() -> dict[str, dict]:
        tab = panels.tab(db, "groups")
        return {f"{g['name']}/{b['backbone']}": b["backfill"] for g in tab["groups"] for b in g["backbones"]}

    assert all("rebuild" not in c for c in cells().values() if c), "staging path: nothing new"
    settings_store.set_value(db, "backfill_path", "rebuild")
    got = cells()
    assert got[f"{GROUP}/eweka"]["rebuild"] == {
        "chunk_bytes": history["bytes_a"] + history["bytes_b"],
        "chunk_bytes_per_line": round((history["bytes_a"] + history["bytes_b"]) / 1500, 2),
        "open": 3, "waiting": 2, "promoted": 1, "incomplete": 1, "cap": None}
    assert got[f"{NO_CHUNKS}/eweka"]["rebuild"]["chunk_bytes"] == 0


@pytest.mark.airflow
def test_status_json_reads_the_last_settle_pass_from_airflow(airflow_db, db) -> None:
    from pathlib import Path

    from airflow.dag_processing.dagbag import DagBag

    bag = DagBag(dag_folder=str(Path(__file__).resolve().parents[3] / "dags"))
    assert bag.import_errors == {}
    run = bag.dags["usenet_build"].test()
    assert run.state == "success"
    settle = status_json.report(db, compose.load_settings(db))["rebuild"]["last_settle"]
    assert settle is not None and settle["kind"] == "settle" and settle["run_id"] == run.run_id
    assert settle["candidates"] == 0 and settle["promoted"] == 0 and settle["at"]
