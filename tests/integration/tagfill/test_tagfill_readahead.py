"""A batch judges each next chunk from rows read ahead; what it writes is still judged from the row version it locked."""

from __future__ import annotations

import pytest
from psycopg.pq import TransactionStatus

from usenet_ops.corpus import catalogue_fill
from usenet_ops.domain import rederive
from usenet_ops.passes import compose, tagfill
from usenet_ops.store import catalogue, filters, tagfill_state
from usenet_ops.store import db as store_db

ROWS = 2 * tagfill.CHUNK + 200  # three chunks


def _stored(db, release_id: int) -> rederive.StoredRelease:
    with db.transaction():
        (row,) = tagfill_state.lock_outdated(db, release_id, release_id + 1, "no-such-version", after=0, limit=1)
    return row


def test_a_row_edited_after_it_was_read_ahead_is_judged_again_from_the_version_the_chunk_locks(db, pg_dsn,
                                                                                                monkeypatch) -> None:
    catalogue.copy_releases(db, catalogue_fill.COPY_COLUMNS, catalogue_fill.rows(ROWS))
    filters.add_blacklist(db, "name", catalogue_fill.JUNK_MARKER, "test")
    settings = compose.load_settings(db)
    build_filters = compose.load_build_filters(db)
    renamed, spammed = tagfill.CHUNK + 100, tagfill.CHUNK + 101  # both in the second chunk
    assert catalogue_fill.JUNK_MARKER not in _stored(db, spammed).title
    seen: list[set[int]] = []
    advance = tagfill_state.ChunkWalk.advance

    def advance_then_edit(self, after, finish=None):
        chunk = advance(self, after, finish)
        seen.append({r.id for _, r in chunk.ahead})
        if len(seen) == 1:  # chunk 2 was read ahead, not locked: another writer edits two of its rows now
            with store_db.connect(pg_dsn, autocommit=True) as other:
                other.execute("UPDATE usenet.releases SET title = 'Severance.S02E07.2160p.WEB-DL.DV.HDR.H.265-FLUX'"
                              " WHERE id = %s", (renamed,))
                other.execute("UPDATE usenet.releases SET title = %s WHERE id = %s",
                              (f"{catalogue_fill.JUNK_MARKER}.Edited.After.Reading", spammed))
        return chunk

    monkeypatch.setattr(tagfill_state.ChunkWalk, "advance", advance_then_edit)
    report = tagfill.run_batch(db, 1, ROWS + 1, settings=settings, filters=build_filters)

    assert {renamed, spammed} <= seen[0], "the edited rows were read ahead before the edit"
    assert report.examined == ROWS
    row = _stored(db, renamed)
    assert row.title.startswith("Severance.S02E07")
    verdict = rederive.judge(row, engine=build_filters.junk, blacklist=build_filters.blacklist)
    assert not verdict.changed and verdict.derived.series == "Severance" and verdict.derived.episode == 7, \
        "its fields are derived from the edited title, not from the copy read ahead"
    assert db.execute("SELECT title FROM usenet.release_removals WHERE release_id = %s",
                      (spammed,)).fetchone()["title"].startswith(catalogue_fill.JUNK_MARKER), \
        "the sweep judged the edited title"
    assert db.execute("SELECT count(*) AS n FROM usenet.releases WHERE classifier_version IS DISTINCT FROM %s",
                      (build_filters.classifier_version,)).fetchone()["n"] == 0


def test_a_failing_write_rolls_its_chunk_back_leaves_the_connection_idle_and_a_rerun_finishes(db, monkeypatch) -> None:
    catalogue.copy_releases(db, catalogue_fill.COPY_COLUMNS, catalogue_fill.rows(ROWS))
    settings = compose.load_settings(db)
    build_filters = compose.load_build_filters(db)
    version = build_filters.classifier_version
    write = tagfill_state.write_derived
    calls = []

    def write_then_fail(conn, *args, **kwargs):
        calls.append(1)
        write(conn, *args, **kwargs)
        if len(calls) == 2:
            raise RuntimeError("the database went away mid-chunk")

    monkeypatch.setattr(tagfill_state, "write_derived", write_then_fail)
    with pytest.raises(RuntimeError, match="went away"):
        tagfill.run_batch(db, 1, ROWS + 1, settings=settings, filters=build_filters)
    assert db.info.transaction_status == TransactionStatus.IDLE
    at_version = db.execute("SELECT array_agg(id ORDER BY id) AS ids FROM usenet.releases"
                            " WHERE classifier_version = %s", (version,)).fetchone()["ids"]
    assert at_version == list(range(1, tagfill.CHUNK + 1)), "the first chunk committed, the second rolled back whole"
    assert db.execute("SELECT state FROM usenet.tagfill_passes").fetchone()["state"] == "failed"

    monkeypatch.setattr(tagfill_state, "write_derived", write)
    again = tagfill.run_batch(db, 1, ROWS + 1, settings=settings, filters=build_filters)
    assert again.examined == ROWS - tagfill.CHUNK, "the re-run reads exactly the rows the failed chunk left"
    assert db.execute("SELECT count(*) AS n FROM usenet.releases WHERE classifier_version IS DISTINCT FROM %s",
                      (version,)).fetchone()["n"] == 0
