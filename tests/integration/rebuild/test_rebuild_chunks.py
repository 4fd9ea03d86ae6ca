"""The chunk store and the release catalogue of history on real Postgres (store.rebuild_chunks, REBUILD parts 3-4)."""

from __future__ import annotations

import datetime as dt
import random
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from usenet_ops.domain.ingest import set_id_for
from usenet_ops.domain.rebuild.records import ChunkFile, SetChunk
from usenet_ops.store import db as store_db
from usenet_ops.store import rebuild_chunks as rc
from usenet_ops.store.backfill_state import PartitionKey
from usenet_ops.store.rebuild_chunks import ChunkRefused, SetSpan, SetState

ROOT = Path(__file__).resolve().parents[3]
GROUP = "alt.binaries.test"
RANGE_A = PartitionKey("eweka", GROUP, 2_000_000, 3)
RANGE_B = PartitionKey("eweka", GROUP, 2_000_000, 4)
# 528 B overview lines keep 140 B segments (REBUILD "Target"): WAL a segment times this is WAL a line.
SEGMENTS_PER_LINE = 140 / 528
MAR_2011 = int(dt.datetime(2011, 3, 14, 12, tzinfo=dt.UTC).timestamp())
APR_2011 = int(dt.datetime(2011, 4, 2, 8, tzinfo=dt.UTC).timestamp())


def chunk(base: str, *, segments: int = 3, files: int = 1, posted: int = MAR_2011, art: int = 1000,
          size: int = 700_000, poster: str = "poster@example.com", groups: tuple[str, ...] | None = None,
          file_total: int = 5, group: str = GROUP) -> SetChunk:
    """Return one set's chunk: ``files`` files of ``segments`` segments each, articles from ``art`` on."""
    set_id = set_id_for(group, poster, base)
    out = []
    for i in range(files):
        lo = art + i * segments
        out.append(ChunkFile(
            file_id=f"{set_id}-{i}", name=f"{base}.part{i:02d}.rar", subject=f"{base} [{i + 1}/{file_total}]",
            file_index=i + 1, part_total=segments, posted=posted, art_lo=lo, art_hi=lo + segments - 1,
            parts=tuple(range(1, segments + 1)), sizes=(size,) * segments,
            message_ids=tuple(f"{base}.{i}.{p}@news" for p in range(segments))))
    return SetChunk(set_id=set_id, group=group, poster=poster, base=base, file_total=file_total,
                    groups=(group,) if groups is None else groups, files=tuple(out))


def payload(c: SetChunk, tag: str = "") -> bytes:
    """Return an opaque payload of 20 bytes a segment, distinct per chunk and tag (the codec is not ours)."""
    seed = f"{c.set_id}{tag}".encode()
    return (seed * (20 * c.summary().segments // len(seed) + 1))[: 20 * c.summary().segments]


def chunk_rows(db, where: str = "TRUE", params: tuple = ()) -> list[dict]:
    return db.execute(f"""SELECT tableoid::regclass::text AS part, backbone, block, batch, set_id, posted_month,
                                 segments, size, payload FROM usenet.rb_chunks WHERE {where}
                          ORDER BY block, batch, set_id""", params).fetchall()


def month_partitions(db) -> list[str]:
    return [r["name"] for r in db.execute(
        """SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
           WHERE i.inhparent = 'usenet.rb_chunks'::regclass AND c.relname <> 'rb_chunks_default' ORDER BY 1""")]


def sums_from_chunks(db) -> dict[str, tuple]:
    """Return each set's aggregates as its chunk rows add them up (what rb_sets must equal)."""
    return {r["set_id"]: (r["chunks"], r["segments"], r["size"], r["posted_min"], r["posted_max"], r["art_lo"],
                          r["art_hi"], r["file_total"])
            for r in db.execute(
                """SELECT set_id, count(*)::int AS chunks, sum(segments)::bigint AS segments, sum(size)::bigint AS size,
                          COALESCE(min(NULLIF(posted_min, 0)), 0) AS posted_min, max(posted_max) AS posted_max,
                          COALESCE(min(NULLIF(art_lo, 0)), 0) AS art_lo, max(art_hi) AS art_hi,
                          max(file_total) AS file_total
                   FROM usenet.rb_chunks GROUP BY set_id""")}


def sums_in_catalogue(db) -> dict[str, tuple]:
    return {r["set_id"]: (r["chunks"], r["segments"], r["size"], r["posted_min"], r["posted_max"], r["art_lo"],
                          r["art_hi"], r["file_total"])
            for r in db.execute("""SELECT set_id, chunks, segments, size, posted_min, posted_max, art_lo, art_hi,
                                          file_total FROM usenet.rb_sets""")}


@pytest.fixture
def rb(db) -> Iterator:
    """The emptied database without month partitions other tests attached (they outlive a test's TRUNCATE)."""
    for name in month_partitions(db):
        db.execute(f"DROP TABLE usenet.{name}")
    yield db


def test_rewriting_a_batch_adds_nothing(rb) -> None:
    chunks = [(c, payload(c)) for c in (chunk("One.Set", segments=4), chunk("Two.Set", segments=2, files=3))]
    written = rc.write_batch(rb, RANGE_A, 0, chunks)
    before = sums_in_catalogue(rb)
    assert written == 20 * 4 + 20 * 6
    assert rc.write_batch(rb, RANGE_A, 0, chunks) == 0
    assert sums_in_catalogue(rb) == before == sums_from_chunks(rb)
    assert before[chunks[1][0].set_id][:3] == (1, 6, 6 * 700_000)
    assert len(chunk_rows(rb)) == 2
    assert rc.range_chunk_bytes(rb, RANGE_A) == rc.range_chunk_bytes(rb) == written


def test_an_empty_batch_writes_nothing(rb) -> None:
    assert rc.write_batch(rb, RANGE_A, 0, []) == 0
    assert chunk_rows(rb) == [] and sums_in_catalogue(rb) == {}


def test_begin_range_replaces_exactly_that_range(rb) -> None:
    shared, only_a, promoted = chunk("Shared.Set"), chunk("Only.In.A"), chunk("Promoted.Set")
    rc.write_batch(rb, RANGE_A, 0, [(shared, payload(shared, "a0")), (only_a, payload(only_a)),
                                    (promoted, payload(promoted))])
    rc.write_batch(rb, RANGE_A, 1, [(shared, payload(shared, "a1"))])
    later = chunk("Shared.Set", segments=7, art=2_000_000 * 4 + 10, posted=APR_2011, file_total=9)
    rc.write_batch(rb, RANGE_B, 0, [(later, payload(later, "b0"))])
    rc.mark(rb, [promoted.set_id], SetState.PROMOTED, content_hash="00aa", release_id=42)
    full = sums_in_catalogue(rb)
    assert full[shared.set_id][:2] == (3, 3 + 3 + 7)

    assert rc.begin_range(rb, RANGE_A) == 4

    assert {r["block"] for r in chunk_rows(rb)} == {RANGE_B.block}
    left = sums_in_catalogue(rb)
    assert left[shared.set_id] == sums_from_chunks(rb)[shared.set_id] == \
        (1, 7, 7 * 700_000, APR_2011, APR_2011, later.summary().art_lo, later.summary().art_hi, 9)
    assert only_a.set_id not in left
    kept = rc.get_set(rb, promoted.set_id)
    assert kept is not None and (kept.state, kept.release_id, kept.content_hash) == (SetState.PROMOTED, 42, "00aa")
    assert (kept.chunks, kept.segments, kept.size, kept.spans) == (0, 0, 0, ())
    assert rc.range_chunk_bytes(rb, RANGE_A) == 0 and rc.range_chunk_bytes(rb) == 20 * 7

    assert rc.begin_range(rb, RANGE_A) == 0
    assert sums_in_catalogue(rb) == left
    # The re-run writes the range again: the catalogue is what the first run left.
    rc.write_batch(rb, RANGE_A, 0, [(shared, payload(shared, "a0")), (only_a, payload(only_a)),
                                    (promoted, payload(promoted))])
    rc.write_batch(rb, RANGE_A, 1, [(shared, payload(shared, "a1"))])
    assert sums_in_catalogue(rb) == full


def test_writers_never_attach_and_attach_months_moves_each_month_out_of_the_default(rb) -> None:
    march, april = chunk("March.Set", posted=MAR_2011), chunk("April.Set", posted=APR_2011)
    rc.write_batch(rb, RANGE_A, 0, [(march, payload(march)), (april, payload(april))])
    assert month_partitions(rb) == []  # a writer routes a month without a partition to the default
    assert {r["part"] for r in chunk_rows(rb)} == {"rb_chunks_default"}
    before_rows = {r["set_id"]: (r["payload"], r["segments"], r["size"]) for r in chunk_rows(rb)}
    before_sums = sums_in_catalogue(rb)

    done = rc.attach_months(rb)

    assert done == rc.MonthsAttached(("rb_chunks_2011_03", "rb_chunks_2011_04"), (), 2)
    assert month_partitions(rb) == ["rb_chunks_2011_03", "rb_chunks_2011_04"]
    placed = {r["set_id"]: (r["part"], r["posted_month"]) for r in chunk_rows(rb)}
    assert placed == {march.set_id: ("rb_chunks_2011_03", dt.date(2011, 3, 1)),
                      april.set_id: ("rb_chunks_2011_04", dt.date(2011, 4, 1))}
    assert {r["set_id"]: (r["payload"], r["segments"], r["size"]) for r in chunk_rows(rb)} == before_rows
    assert sums_in_catalogue(rb) == before_sums == sums_from_chunks(rb)
    storage = rb.execute("""SELECT attstorage FROM pg_attribute
                            WHERE attrelid = 'usenet.rb_chunks_2011_03'::regclass AND attname = 'payload'""").fetchone()
    assert storage["attstorage"] == "e"  # zstd already: no second compression
    # The month's later rows go straight to its partition; a re-written batch still adds nothing.
    again = chunk("March.Again", posted=MAR_2011 + 86400)
    rc.write_batch(rb, RANGE_A, 1, [(again, payload(again))])
    assert chunk_rows(rb, "set_id = %s", (again.set_id,))[0]["part"] == "rb_chunks_2011_03"
    assert rc.write_batch(rb, RANGE_A, 0, [(march, payload(march)), (april, payload(april))]) == 0
    assert rc.attach_months(rb) == rc.MonthsAttached()
    assert month_partitions(rb) == ["rb_chunks_2011_03", "rb_chunks_2011_04"]


def test_attach_months_needs_an_autocommit_connection(rb, pg_dsn: str) -> None:
    conn = store_db.connect(pg_dsn, autocommit=False)
    try:
        with pytest.raises(ValueError, match="autocommit"):
            rc.attach_months(conn)
    finally:
        conn.close()


def test_undated_and_implausible_dates_stay_in_the_default_partition(rb) -> None:
    future = int(dt.datetime(2090, 6, 1, tzinfo=dt.UTC).timestamp())
    odd = {"Undated": 0, "Before.1970": -86400 * 30, "Year.2090": future, "Beyond.Year.9999": 2**62,
           "Before.Binaries": int(dt.datetime(1985, 5, 5, tzinfo=dt.UTC).timestamp())}
    chunks = [chunk(base, posted=posted) for base, posted in odd.items()]
    rc.write_batch(rb, RANGE_A, 0, [(c, payload(c)) for c in chunks])
    assert rc.attach_months(rb) == rc.MonthsAttached()
    assert month_partitions(rb) == []
    rows = chunk_rows(rb)
    assert {r["part"] for r in rows} == {"rb_chunks_default"}
    months = {r["set_id"]: r["posted_month"] for r in rows}
    assert months[chunks[0].set_id] == months[chunks[1].set_id] == months[chunks[3].set_id] == rc.UNKNOWN_MONTH
    assert months[chunks[2].set_id] == dt.date(2090, 6, 1) and months[chunks[4].set_id] == dt.date(1985, 5, 1)
    assert rc.write_batch(rb, RANGE_A, 0, [(c, payload(c)) for c in chunks]) == 0


@pytest.mark.parametrize(("today", "attached"), [
    (dt.date(2011, 2, 10), ["rb_chunks_2011_03"]),  # March is next month: April is still a lie
    (dt.date(2011, 1, 31), []),
    (dt.date(2011, 4, 1), ["rb_chunks_2011_03", "rb_chunks_2011_04"]),
])
def test_months_after_next_month_stay_in_the_default(rb, today: dt.date, attached: list[str]) -> None:
    march, april = chunk("March.Set", posted=MAR_2011), chunk("April.Set", posted=APR_2011)
    rc.write_batch(rb, RANGE_A, 0, [(march, payload(march)), (april, payload(april))])
    assert list(rc.attach_months(rb, today=today).attached) == attached
    assert month_partitions(rb) == attached
    assert len(chunk_rows(rb)) == 2


def test_a_month_whose_attach_fails_stays_in_the_default_and_is_tried_again(
        rb, caplog: pytest.LogCaptureFixture) -> None:
    may = chunk("In.May", posted=int(dt.datetime(2011, 5, 9, tzinfo=dt.UTC).timestamp()))
    march = chunk("In.March")
    rc.write_batch(rb, RANGE_A, 0, [(may, payload(may)), (march, payload(march))])
    rb.execute("CREATE TABLE usenet.rb_chunks_2011_05 (unrelated int)")  # the name is taken: the attach fails
    try:
        done = rc.attach_months(rb)
        assert done.attached == ("rb_chunks_2011_03",) and done.waiting == (dt.date(2011, 5, 1),)
        assert {r["set_id"]: r["part"] for r in chunk_rows(rb)} == {may.set_id: "rb_chunks_default",
                                                                     march.set_id: "rb_chunks_2011_03"}
        assert rc.get_set(rb, may.set_id) is not None
        assert "month 2011-05-01 stays in the default partition for now" in caplog.text
    finally:
        rb.execute("DROP TABLE usenet.rb_chunks_2011_05")
    assert rc.attach_months(rb).attached == ("rb_chunks_2011_05",)
    assert chunk_rows(rb, "set_id = %s", (may.set_id,))[0]["part"] == "rb_chunks_2011_05"


def test_attach_months_waits_for_a_writer_at_most_its_lock_timeout(rb, pg_dsn: str) -> None:
    """A batch in flight holds the month back for this call only; nothing it wrote is lost or misplaced."""
    mine, theirs = chunk("Mine"), chunk("Theirs", poster="other@example.com")
    writer = store_db.connect(pg_dsn, autocommit=True)
    try:
        with writer.transaction():
            rc.write_batch(writer, RANGE_B, 0, [(theirs, payload(theirs))])
            rc.write_batch(rb, RANGE_A, 0, [(mine, payload(mine))])
            started = time.monotonic()
            done = rc.attach_months(rb, lock_timeout_ms=200)
            assert time.monotonic() - started < 10
            assert done == rc.MonthsAttached((), (dt.date(2011, 3, 1),), 0)
            # The writer's transaction goes on writing after the failed attach.
            rc.write_batch(writer, RANGE_B, 1, [(theirs, payload(theirs, "1"))])
    finally:
        writer.close()
    assert month_partitions(rb) == []
    done = rc.attach_months(rb)
    assert done.attached == ("rb_chunks_2011_03",) and done.rows_moved == 3
    assert {r["part"] for r in chunk_rows(rb)} == {"rb_chunks_2011_03"}
    assert sums_in_catalogue(rb) == sums_from_chunks(rb)


def test_writers_racing_with_attach_months_all_commit_and_end_in_their_months(rb, pg_dsn: str) -> None:
    months = [int(dt.datetime(2012, m, 10, tzinfo=dt.UTC).timestamp()) for m in range(1, 7)]
    conns = [store_db.connect(pg_dsn, autocommit=True) for _ in range(3)]
    attacher = store_db.connect(pg_dsn, autocommit=True)
    start = threading.Barrier(len(conns) + 1)
    writing = threading.Event()
    errors: list[BaseException] = []
    attached: list[str] = []

    def writer(i: int) -> None:
        try:
            start.wait(10)
            for batch in range(24):
                posted = months[(batch + i) % len(months)] + batch
                c = chunk(f"Racer.{i}.{batch}", posted=posted)
                d = chunk(f"Undated.{i}.{batch}", posted=0)  # every batch also routes a row to the default
                with conns[i].transaction():
                    rc.write_batch(conns[i], PartitionKey("eweka", GROUP, 2_000_000, 10 + i), batch,
                                   [(c, payload(c)), (d, payload(d))])
        except BaseException as exc:  # noqa: BLE001  (reported by the assertion below)
            errors.append(exc)

    def attach() -> None:
        try:
            start.wait(10)
            while writing.is_set():
                attached.extend(rc.attach_months(attacher, lock_timeout_ms=500).attached)
        except BaseException as exc:  # noqa: BLE001
            errors.append(exc)

    writing.set()
    threads = [threading.Thread(target=writer, args=(i,)) for i in range(len(conns))]
    helper = threading.Thread(target=attach)
    try:
        helper.start()
        for t in threads:
            t.start()
        for t in threads:
            t.join(120)
        writing.clear()
        helper.join(60)
    finally:
        for c in [*conns, attacher]:
            c.close()
    assert errors == [] and not any(t.is_alive() for t in [*threads, helper])
    assert attached, "the attacher never got its lock between the writers' batches"
    attached.extend(rc.attach_months(rb).attached)
    assert sorted(attached) == month_partitions(rb) == [f"rb_chunks_2012_{m:02d}" for m in range(1, 7)]
    rows = chunk_rows(rb)
    assert len(rows) == 3 * 24 * 2
    assert all(r["part"] == (f"rb_chunks_2012_{r['posted_month'].month:02d}" if r["posted_month"].year == 2012
                             else "rb_chunks_default") for r in rows)
    assert sums_in_catalogue(rb) == sums_from_chunks(rb)


def test_aggregates_after_many_batches_equal_the_chunk_rows(rb) -> None:
    rng = random.Random(7)
    bases = [f"Release.{i:03d}" for i in range(40)]
    expected: dict[str, list] = {}
    for block in (3, 4):
        key = PartitionKey("eweka", GROUP, 2_000_000, block)
        for batch in range(15):
            chunks = []
            for base in rng.sample(bases, 12):
                posted = rng.choice([0, MAR_2011 + rng.randrange(86400 * 40)])
                c = chunk(base, segments=rng.randrange(1, 30), files=rng.randrange(1, 4), posted=posted,
                          art=block * 2_000_000 + batch * 1000 + rng.randrange(900), size=rng.randrange(1, 800_000),
                          file_total=rng.randrange(0, 50))
                chunks.append((c, payload(c, f"{block}.{batch}")))
                s = c.summary()
                expected.setdefault(c.set_id, []).append(s)
            rc.write_batch(rb, key, batch, chunks)
    catalogue = sums_in_catalogue(rb)
    assert catalogue == sums_from_chunks(rb)
    for set_id, summaries in expected.items():
        dated = [s.posted_min for s in summaries if s.posted_min]
        assert catalogue[set_id][:5] == (len(summaries), sum(s.segments for s in summaries),
                                         sum(s.size for s in summaries), min(dated, default=0),
                                         max(s.posted_max for s in summaries))
    assert rc.range_chunk_bytes(rb) == rb.execute(
        "SELECT sum(octet_length(payload))::bigint AS n FROM usenet.rb_chunks").fetchone()["n"]


def test_a_settled_set_that_grows_is_open_again(rb) -> None:
    settled, incomplete, promoted, dropped = (chunk(b) for b in ("Settled", "Incomplete", "Promoted", "Dropped"))
    rc.write_batch(rb, RANGE_A, 0, [(c, payload(c)) for c in (settled, incomplete, promoted, dropped)])
    assert rc.mark(rb, [settled.set_id], SetState.SETTLED, content_hash="0123456789abcdef") == 1
    rc.mark(rb, [incomplete.set_id], SetState.INCOMPLETE)
    rc.mark(rb, [promoted.set_id], SetState.PROMOTED, release_id=7)
    rc.mark(rb, [dropped.set_id], SetState.DROPPED)
    judged = rc.get_set(rb, settled.set_id)
    assert judged is not None and judged.state is SetState.SETTLED and judged.settled_at is not None

    grown = [chunk(b, art=5000) for b in ("Settled", "Incomplete", "Promoted", "Dropped")]
    rc.write_batch(rb, RANGE_A, 1, [(c, payload(c, "more")) for c in grown])
    states = {c.set_id: rc.get_set(rb, c.set_id) for c in (settled, incomplete, promoted, dropped)}
    assert {s.base: s.state for s in states.values() if s} == {
        "Settled": SetState.OPEN, "Incomplete": SetState.OPEN, "Promoted": SetState.PROMOTED,
        "Dropped": SetState.DROPPED}
    reopened = states[settled.set_id]
    assert reopened is not None and reopened.settled_at is None and reopened.chunks == 2
    assert reopened.content_hash == "0123456789abcdef"  # kept until settling hashes the grown set again
    assert states[promoted.set_id] is not None and states[promoted.set_id].release_id == 7  # type: ignore[union-attr]


def test_settle_candidates_are_quiet_open_sets_with_their_spans_per_backbone(rb) -> None:
    quiet, busy, judged = chunk("Quiet"), chunk("Busy"), chunk("Judged")
    rc.write_batch(rb, RANGE_A, 0, [(c, payload(c)) for c in (quiet, busy, judged)])
    other = chunk("Quiet", art=77)
    rc.write_batch(rb, PartitionKey("astraweb", GROUP, 2_000_000, 0), 0, [(other, payload(other))])
    rc.mark(rb, [judged.set_id], SetState.INCOMPLETE)
    rb.execute("UPDATE usenet.rb_sets SET last_chunk_at = now() - interval '2 days' WHERE set_id = ANY(%s)",
               ([quiet.set_id, judged.set_id],))
    day_ago = dt.datetime.now(dt.UTC) - dt.timedelta(days=1)

    found = rc.settle_candidates(rb, idle_before=day_ago, limit=10)
    assert [s.set_id for s in found] == [quiet.set_id]
    assert found[0].spans == (rc.SetSpan("astraweb", GROUP, 77, 79), rc.SetSpan("eweka", GROUP, 1000, 1002))
    assert (found[0].chunks, found[0].segments, found[0].group, found[0].groups) == (2, 6, GROUP, (GROUP,))
    assert rc.settle_candidates(rb, idle_before=day_ago, limit=0) == []
    assert len(rc.settle_candidates(rb, idle_before=dt.datetime.now(dt.UTC) + dt.timedelta(seconds=5),
                                    limit=2)) == 2
    with pytest.raises(ValueError, match="timezone-aware"):
        rc.settle_candidates(rb, idle_before=dt.datetime.now(), limit=1)


def test_set_payloads_come_in_range_and_batch_order(rb) -> None:
    c = chunk("Ordered")
    for key, batch in ((RANGE_B, 0), (RANGE_A, 2), (RANGE_A, 0), (RANGE_A, 1)):
        rc.write_batch(rb, key, batch, [(c, f"{key.block}:{batch}".encode())])
    assert rc.set_payloads(rb, c.set_id) == [b"3:0", b"3:1", b"3:2", b"4:0"]
    assert rc.set_payloads(rb, "no-such-set") == []


def test_mark_keeps_what_it_is_not_given_and_counts_rows(rb) -> None:
    a, b = chunk("Mark.A"), chunk("Mark.B")
    rc.write_batch(rb, RANGE_A, 0, [(a, payload(a)), (b, payload(b))])
    assert rc.mark(rb, [a.set_id, b.set_id, "missing"], SetState.PROMOTED, content_hash="h1", release_id=9) == 2
    assert rc.mark(rb, [a.set_id], SetState.DROPPED) == 1
    row = rc.get_set(rb, a.set_id)
    assert row is not None and (row.state, row.content_hash, row.release_id) == (SetState.DROPPED, "h1", 9)
    assert rc.mark(rb, [], SetState.OPEN) == 0
    assert rc.mark(rb, [a.set_id], SetState.OPEN) == 1
    reopened = rc.get_set(rb, a.set_id)
    assert reopened is not None and reopened.settled_at is None
    with pytest.raises(ValueError):
        rc.mark(rb, [a.set_id], "finished")  # type: ignore[arg-type]


def test_mark_promoted_sets_each_sets_own_hash_in_one_statement(rb) -> None:
    a, b, c = chunk("Promote.A"), chunk("Promote.B"), chunk("Promote.C")
    rc.write_batch(rb, RANGE_A, 0, [(x, payload(x)) for x in (a, b, c)])
    rc.mark(rb, [b.set_id], SetState.SETTLED, release_id=5)
    assert rc.mark_promoted(rb, {a.set_id: "hash-a", b.set_id: "hash-b", "missing": "hash-x"}) == 2
    got = {s: rc.get_set(rb, s) for s in (a.set_id, b.set_id, c.set_id)}
    assert (got[a.set_id].state, got[a.set_id].content_hash) == (SetState.PROMOTED, "hash-a")
    # The release id it had is kept, and settled_at stamped once (a later promotion keeps the first stamp).
    assert (got[b.set_id].state, got[b.set_id].content_hash, got[b.set_id].release_id) == (SetState.PROMOTED, "hash-b", 5)
    assert got[a.set_id].settled_at is not None
    assert got[c.set_id].state is SetState.OPEN and got[c.set_id].content_hash is None
    first = got[a.set_id].settled_at
    assert rc.mark_promoted(rb, {a.set_id: "hash-a2"}) == 1
    again = rc.get_set(rb, a.set_id)
    assert again.content_hash == "hash-a2" and again.settled_at == first
    assert rc.mark_promoted(rb, {}) == 0


def test_odd_but_storable_input_is_stored_bounded(rb) -> None:
    top = 2**63 - 1
    odd = chunk("Odd", posted=0, art=top - 2, groups=())
    rtl = chunk("\u202eevil\u202c.\u0301\U0001F4A9.\ufeff名前.mkv", poster="\u00e9\u0308 \U0001F600 <x@y>")
    hostile = SetChunk(set_id=set_id_for(GROUP, "p", "Hostile"), group=GROUP, poster="nul\x00in\ud800poster",
                       base="Long." * 5000, file_total=1, groups=(GROUP, "bad group", "x" * 300, "alt.ok"),
                       files=rtl.files)
    rc.write_batch(rb, RANGE_A, 0, [(c, payload(c)) for c in (odd, rtl, hostile)])
    stored = rc.get_set(rb, odd.set_id)
    assert stored is not None
    assert (stored.art_lo, stored.art_hi, stored.posted_min, stored.groups) == (top - 2, top, 0, ())
    assert stored.spans == (rc.SetSpan("eweka", GROUP, top - 2, top),)
    named = rc.get_set(rb, rtl.set_id)
    assert named is not None and (named.base, named.poster) == (rtl.base, rtl.poster)
    bounded = rc.get_set(rb, hostile.set_id)
    assert bounded is not None
    assert bounded.poster == "nulin\ufffdposter" and len(bounded.base) <= 512
    assert bounded.groups == ("alt.binaries.test", "alt.ok")
    # One more chunk of the highest articles: the spans still add up, nothing overflows.
    rc.write_batch(rb, RANGE_A, 1, [(odd, payload(odd, "again"))])
    again = rc.get_set(rb, odd.set_id)
    assert again is not None and (again.art_hi, again.chunks) == (top, 2)


def test_sizes_past_bigint_saturate_instead_of_refusing_the_batch(rb) -> None:
    big = chunk("Huge", segments=1, size=2**62)
    rc.write_batch(rb, RANGE_A, 0, [(big, payload(big))])
    rc.write_batch(rb, RANGE_A, 1, [(big, payload(big, "1"))])
    rc.write_batch(rb, RANGE_A, 2, [(big, payload(big, "2"))])
    stored = rc.get_set(rb, big.set_id)
    assert stored is not None and (stored.size, stored.chunks) == (2**63 - 1, 3)
    rc.write_batch(rb, RANGE_B, 0, [(big, payload(big, "b"))])
    assert rc.begin_range(rb, RANGE_B) == 1  # the recompute over the three chunks left saturates the same way
    again = rc.get_set(rb, big.set_id)
    assert again is not None and (again.size, again.chunks, again.segments) == (2**63 - 1, 3, 3)


@pytest.mark.parametrize(("case", "message"), [
    ("size", "size .* is outside"),
    ("duplicate", "appears twice"),
    ("empty payload", "payload"),
    ("set id", "not an ingest key"),
    ("batch", "batch -1"),
    ("key", "range key"),
])
def test_records_that_cannot_be_stored_are_refused_with_the_set_and_the_fix(rb, case: str, message: str) -> None:
    good = chunk("Good")
    batch, key = 0, RANGE_A
    bad: list[tuple[SetChunk, bytes]] = [(good, payload(good))]
    if case == "size":
        huge = chunk("Huge", segments=2, size=2**63 - 1)
        bad.append((huge, payload(huge)))
    elif case == "duplicate":
        bad.append((good, payload(good, "twice")))
    elif case == "empty payload":
        bad.append((chunk("Empty"), b""))
    elif case == "set id":
        wrong = chunk("Wrong")
        bad.append((SetChunk(set_id="x\x00" * 40, group=wrong.group, poster=wrong.poster, base=wrong.base,
                             file_total=1, groups=wrong.groups, files=wrong.files), b"p"))
    elif case == "batch":
        batch = -1
    else:
        key = PartitionKey("eweka", "nul\x00group", 2_000_000, 3)
    with pytest.raises(ChunkRefused, match=message):
        rc.write_batch(rb, key, batch, bad)
    assert chunk_rows(rb) == [] and sums_in_catalogue(rb) == {}


def test_a_refused_batch_leaves_the_callers_transaction_usable(rb) -> None:
    good = chunk("Good")
    with rb.transaction():
        with pytest.raises(ChunkRefused):
            rc.write_batch(rb, RANGE_A, 0, [(good, payload(good)), (good, payload(good))])
        rc.write_batch(rb, RANGE_A, 0, [(good, payload(good))])
    assert len(chunk_rows(rb)) == 1


def test_wal_per_chunk_row_and_segment_of_a_realistic_batch(rb, capsys: pytest.CaptureFixture[str]) -> None:
    """Measure (and bound) the WAL one batch of 500 sets x 40 segments writes; REBUILD's budget is 25 B a line.

    pg_walinspect reads only this transaction's records (the server is shared
    with other sessions); full-page images are reported apart: how many a
    batch causes depends on when the last checkpoint ran, not on this code.
    """
    rb.execute("CREATE EXTENSION IF NOT EXISTS pg_walinspect")  # contrib, shipped with every Postgres >= 15

    def batch_of(block: int, tag: str) -> list[tuple[SetChunk, bytes]]:
        out = []
        for i in range(500):
            c = chunk(f"Realistic.Release.{tag}.{i:04d}.1080p.WEB-DL-GRP", segments=20, files=2,
                      art=block * 2_000_000 + i * 40, posted=MAR_2011 + i)
            out.append((c, payload(c)))
        return out

    rc.write_batch(rb, PartitionKey("eweka", GROUP, 2_000_000, 50), 0, batch_of(50, "warm"))  # attaches the month
    figures = {}
    for label, block, tag in (("new sets", 51, "new"), ("existing sets", 50, "warm")):
        chunks = batch_of(block, tag)
        segments = sum(c.summary().segments for c, _ in chunks)
        with rb.transaction():
            xid = rb.execute("SELECT txid_current()::text::xid AS xid").fetchone()["xid"]
            start = rb.execute("SELECT pg_current_wal_insert_lsn() AS l").fetchone()["l"]
            written = rc.write_batch(rb, PartitionKey("eweka", GROUP, 2_000_000, block), 1 if tag == "warm" else 0,
                                     chunks)
        # The commit flushed this transaction's records; the insert position may already be past what is flushed
        # (other sessions write too), and pg_walinspect reads flushed WAL only.
        end = rb.execute("SELECT pg_current_wal_flush_lsn() AS l").fetchone()["l"]
        wal = rb.execute(
            """SELECT COALESCE(sum(record_length), 0)::bigint AS total, COALESCE(sum(fpi_length), 0)::bigint AS fpi,
                      count(*) AS records
               FROM pg_get_wal_records_info(%s, %s) WHERE xid = %s""", (start, end, xid)).fetchone()
        lsn_diff = rb.execute("SELECT pg_wal_lsn_diff(%s, %s)::bigint AS d", (end, start)).fetchone()["d"]
        no_fpi = wal["total"] - wal["fpi"]
        figures[label] = (no_fpi / len(chunks), no_fpi / segments, wal["fpi"], lsn_diff, written)
        with capsys.disabled():
            print(f"\nWAL, {label}: {len(chunks)} chunks, {segments} segments, {written} payload bytes: "
                  f"{wal['records']} records, {wal['total']} B ({wal['fpi']} B of full-page images; "
                  f"server-wide lsn diff {lsn_diff} B); without images {no_fpi / len(chunks):.0f} B a chunk row, "
                  f"{no_fpi / segments:.1f} B a segment, {no_fpi / segments * SEGMENTS_PER_LINE:.1f} B an overview line")
        assert written == 20 * segments
    # The payload alone is 20 B a segment. Measured when written: 45 B (new sets) and 48 B (existing sets) a
    # segment, i.e. 12-13 B an overview line, half of REBUILD's 25 B for the whole pipeline; 60 B a segment
    # (16 B a line) means a row, key or index grew and the budget needs a look.
    for label, (_per_row, per_segment, _fpi, _diff, _written) in figures.items():
        assert 20 < per_segment < 60, (label, per_segment)


def test_set_chunks_loads_many_sets_with_their_backbones_in_order(rb) -> None:
    a, b = chunk("Loaded.A"), chunk("Loaded.B")
    rc.write_batch(rb, RANGE_B, 0, [(a, b"a-b0")])
    rc.write_batch(rb, RANGE_A, 1, [(a, b"a-a1"), (b, b"b-a1")])
    rc.write_batch(rb, PartitionKey("astraweb", GROUP, 2_000_000, 0), 0, [(a, b"a-astra")])
    assert rc.set_chunks(rb, [b.set_id, a.set_id, "absent", a.set_id]) == {
        a.set_id: [("astraweb", b"a-astra"), ("eweka", b"a-a1"), ("eweka", b"a-b0")],
        b.set_id: [("eweka", b"b-a1")]}
    assert rc.set_chunks(rb, []) == {}


def test_edge_candidates_are_open_sets_reaching_the_edge_of_their_group(rb) -> None:
    edge = 2_000_000 * 4 + 500
    old, near, judged = chunk("Old", art=1000 + 2_000_000 * 3), chunk("Near", art=edge - 2), chunk("Judged", art=edge)
    elsewhere = chunk("Elsewhere", art=edge, group="alt.binaries.other")
    rc.write_batch(rb, RANGE_A, 0, [(old, payload(old))])
    rc.write_batch(rb, RANGE_B, 0, [(near, payload(near)), (judged, payload(judged))])
    rc.write_batch(rb, PartitionKey("eweka", "alt.binaries.other", 2_000_000, 4), 0, [(elsewhere, payload(elsewhere))])
    rc.write_batch(rb, PartitionKey("astraweb", GROUP, 2_000_000, 4), 0, [(old, payload(old, "astra"))])
    rc.mark(rb, [judged.set_id], SetState.SETTLED)
    assert [s.set_id for s in rc.edge_candidates(rb, "eweka", GROUP, edge)] == [near.set_id]
    assert sorted(s.set_id for s in rc.edge_candidates(rb, "eweka", GROUP, 0)) == sorted([old.set_id, near.set_id])
    assert rc.edge_candidates(rb, "giganews", GROUP, 0) == []
    assert rc.read_groups(rb) == [("astraweb", GROUP), ("eweka", "alt.binaries.other"), ("eweka", GROUP)]


def test_a_sets_chunks_are_found_in_every_month_they_were_stored_in(rb) -> None:
    """The lookups by set narrow rb_chunks to the months the set's row spans: no chunk may fall outside them.

    One set's chunks dated across months (and undated, before 1970, after
    year 9999, in 2090), another's only undated, a third's only in a month
    past the partition window; with the months attached and without.
    """
    def at(y: int, m: int, d: int = 9) -> int:
        return int(dt.datetime(y, m, d, tzinfo=dt.UTC).timestamp())

    postings = {
        "Spread": [at(2011, 3), at(2011, 5, 31), 0, -86400 * 400, 2**62, at(2090, 6), at(2011, 4, 1), at(1985, 1)],
        "Undated": [0, 0],
        "Far.Future": [at(2090, 1), 2**62, at(5000, 1)],
        "Before.Binaries": [at(1985, 5), at(1988, 2)],
    }
    for batch in range(8):
        chunks = [chunk(base, posted=dates[batch], art=1000 + batch * 10)
                  for base, dates in postings.items() if batch < len(dates)]
        rc.write_batch(rb, RANGE_A, batch, [(c, payload(c, str(batch))) for c in chunks])
    ids = {base: set_id_for(GROUP, "poster@example.com", base) for base in postings}

    def direct(set_id: str) -> list[bytes]:
        return [bytes(r["payload"]) for r in rb.execute(
            "SELECT payload FROM usenet.rb_chunks WHERE set_id = %s ORDER BY backbone, group_name, part_size, block, "
            "batch", (set_id,))]

    for attach in (False, True):
        if attach:
            assert rc.attach_months(rb).attached == ("rb_chunks_2011_03", "rb_chunks_2011_04", "rb_chunks_2011_05")
        loaded = rc.set_chunks(rb, list(ids.values()))
        for base, set_id in ids.items():
            assert len(direct(set_id)) == len(postings[base])
            assert rc.set_payloads(rb, set_id) == direct(set_id), (attach, base)
            assert [p for _, p in loaded[set_id]] == direct(set_id), (attach, base)
            got = rc.get_set(rb, set_id)
            span = rb.execute("SELECT min(art_lo) AS lo, max(art_hi) AS hi FROM usenet.rb_chunks WHERE set_id = %s",
                              (set_id,)).fetchone()
            assert got is not None and got.spans == (SetSpan("eweka", GROUP, span["lo"], span["hi"]),), (attach, base)
            assert [s.set_id for s in rc.settle_candidates(
                rb, idle_before=dt.datetime.now(dt.UTC) + dt.timedelta(hours=1), limit=10) if s.set_id == set_id
                    and s.spans == got.spans] == [set_id]
    # A re-read range is recomputed from the chunks left, wherever they are.
    other = chunk("Spread", posted=at(2011, 4, 2), art=2_000_000 * 4 + 5)
    rc.write_batch(rb, RANGE_B, 0, [(other, payload(other))])
    rc.begin_range(rb, RANGE_A)
    assert sums_in_catalogue(rb) == sums_from_chunks(rb)
    assert rc.set_payloads(rb, ids["Spread"]) == direct(ids["Spread"]) == [payload(other)]


def test_ranges_keep_the_months_of_their_dated_chunks_and_lookups_by_range_find_every_chunk(rb) -> None:
    def at(y: int, m: int, d: int = 9) -> int:
        return int(dt.datetime(y, m, d, tzinfo=dt.UTC).timestamp())

    mixed = [chunk(f"Mixed.{i}", posted=p, art=1000 + i) for i, p in
             enumerate([at(2011, 3), 0, at(1985, 1), at(5000, 1), 2**62, at(2011, 5)])]
    undated = [chunk(f"Undated.{i}", posted=0, art=2_000_000 * 4 + i) for i in range(3)]
    rc.write_batch(rb, RANGE_A, 0, [(c, payload(c)) for c in mixed[:3]])
    rc.write_batch(rb, RANGE_A, 1, [(c, payload(c)) for c in mixed[3:]])
    rc.write_batch(rb, RANGE_B, 0, [(c, payload(c)) for c in undated])
    months = {r["block"]: (r["month_lo"], r["month_hi"]) for r in rb.execute(
        "SELECT block, month_lo, month_hi FROM usenet.rb_ranges ORDER BY block")}
    assert months == {RANGE_A.block: (dt.date(1985, 1, 1), dt.date(5000, 1, 1)), RANGE_B.block: (None, None)}
    for attach in (False, True):
        if attach:
            assert rc.attach_months(rb).attached == ("rb_chunks_2011_03", "rb_chunks_2011_05")
        found = {s.set_id for s in rc.edge_candidates(rb, "eweka", GROUP, 0)}
        assert found == {c.set_id for c in mixed + undated}, attach
        assert {s.set_id for s in rc.edge_candidates(rb, "eweka", GROUP, 2_000_000 * 4)} == {c.set_id for c in undated}
        assert rc.waiting_sets(rb, [GROUP]) == {GROUP: len(mixed) + len(undated)}
    # A re-read range starts its window again.
    rc.begin_range(rb, RANGE_A)
    rc.write_batch(rb, RANGE_A, 0, [(mixed[0], payload(mixed[0]))])
    assert rb.execute("SELECT month_lo, month_hi FROM usenet.rb_ranges WHERE block = %s",
                      (RANGE_A.block,)).fetchone() == {"month_lo": dt.date(2011, 3, 1), "month_hi": dt.date(2011, 3, 1)}


def test_migration_138_gives_ranges_written_before_it_the_widest_window(pg_dsn: str) -> None:
    """A range whose months were never kept must not be narrowed by the first batch written after the upgrade."""
    text = (ROOT / "include" / "sql" / "138_rb_ranges_months.sql").read_text()
    statements = [s for s in "\n".join(line for line in text.splitlines() if not line.startswith("--")).split(";")
                  if s.strip()]
    conn = store_db.connect(pg_dsn, autocommit=True)
    try:
        with conn.transaction():
            conn.execute("CREATE TEMP TABLE rb_ranges (LIKE usenet.rb_ranges INCLUDING DEFAULTS)")
            conn.execute("ALTER TABLE pg_temp.rb_ranges DROP COLUMN month_lo, DROP COLUMN month_hi")
            conn.execute("INSERT INTO pg_temp.rb_ranges (backbone, group_name, part_size, block, chunks, payload_bytes) "
                         "VALUES ('b', 'g', 10, 1, 5, 100), ('b', 'g', 10, 2, 0, 0)")
            conn.execute("SET LOCAL search_path = pg_temp")
            for statement in statements:
                conn.execute(statement)
            rows = conn.execute("SELECT block, month_lo::text AS lo, month_hi::text AS hi FROM pg_temp.rb_ranges "
                                "ORDER BY block").fetchall()
            conn.execute("DROP TABLE pg_temp.rb_ranges")
    finally:
        conn.close()
    assert len(statements) == 2
    assert [(r["block"], r["lo"], r["hi"]) for r in rows] == [(1, "-infinity", "infinity"), (2, None, None)]


def _waiting_on_a_lock(db, pid: int) -> bool:
    row = db.execute("SELECT wait_event_type FROM pg_stat_activity WHERE pid = %s", (pid,)).fetchone()
    return bool(row) and row["wait_event_type"] in ("Lock", "LWLock")


def test_two_attachers_waiting_on_one_writer_attach_the_month_once(rb, pg_dsn: str) -> None:
    mine = chunk("Mine")
    rc.write_batch(rb, RANGE_A, 0, [(mine, payload(mine))])
    writer = store_db.connect(pg_dsn, autocommit=True)
    attachers = [store_db.connect(pg_dsn, autocommit=True) for _ in range(2)]
    results: list[rc.MonthsAttached] = []
    errors: list[BaseException] = []

    def attach(conn) -> None:
        try:
            results.append(rc.attach_months(conn, lock_timeout_ms=30_000))
        except BaseException as exc:  # noqa: BLE001  (reported by the assertion below)
            errors.append(exc)

    threads = [threading.Thread(target=attach, args=(c,)) for c in attachers]
    try:
        with writer.transaction():
            other = chunk("Theirs", poster="other@example.com")
            rc.write_batch(writer, RANGE_B, 0, [(other, payload(other))])
            for t in threads:
                t.start()
            deadline = time.monotonic() + 20
            while sum(_waiting_on_a_lock(rb, c.info.backend_pid) for c in attachers) < 2:
                assert time.monotonic() < deadline, "the attachers never queued behind the writer"
                time.sleep(0.05)
        for t in threads:
            t.join(60)
    finally:
        for c in [writer, *attachers]:
            c.close()
    assert errors == [] and not any(t.is_alive() for t in threads)
    assert sorted(r.attached for r in results) == [(), ("rb_chunks_2011_03",)]
    assert all(r.waiting == () for r in results)
    assert {r["part"] for r in chunk_rows(rb)} == {"rb_chunks_2011_03"} and len(chunk_rows(rb)) == 2
