"""A probe candidate whose stored id is not a message-id is counted and finished unread (issue 31, item 2).

A candidate id of `x@y>\\r\\nQUIT` (from a catalogue row from before ingest
validated ids, or a path that did not) used to raise a plain ValueError in
the NNTP client and fail every probe run. Now it is never sent: counted
``hostile["bad_message_id"]``, its row finished (another provider would be
sent the same bytes, so it is not handed back), and the pass goes on.
"""

from __future__ import annotations

from probekit import pool_for

from usenet_ops.passes.probe import BAD_MESSAGE_ID, Ending, run_probes
from usenet_ops.settings import Settings
from usenet_ops.store import probe_queue


def knobs() -> Settings:
    return Settings.from_overrides({"probe_batch_size": 100_000, "probe_budget_mb": 100_000})


BAD = ["x@y>\r\nQUIT", "<a b@x>", "a\x7f@x", "<<a@x>>"]


def test_candidates_with_injected_message_ids_are_counted_finished_and_never_sent(db, servers, queued) -> None:
    rows = db.execute("SELECT DISTINCT ON (release_id) id FROM usenet.probe_queue ORDER BY release_id, priority, id"
                      " LIMIT %s", (len(BAD),)).fetchall()
    ids = [r["id"] for r in rows]
    for rid, bad in zip(ids, BAD, strict=True):
        db.execute("UPDATE usenet.probe_queue SET message_id = %s WHERE id = %s", (bad, rid))
    pool = pool_for(servers["a"])
    try:
        report = run_probes(db, pool, knobs(), provider="nntp_a", claimant="t1")
    finally:
        pool.close()
    assert report.ended is Ending.DONE and report.hostile[BAD_MESSAGE_ID] == len(BAD)
    assert report.as_dict()["hostile_by_fault"][BAD_MESSAGE_ID] == len(BAD)
    got = db.execute("SELECT state, note, failed_providers FROM usenet.probe_queue WHERE id = ANY(%s)",
                     (ids,)).fetchall()
    assert all(r["state"] == "done" and r["note"].startswith(f"hostile: {BAD_MESSAGE_ID}") for r in got), got
    assert not any(r["failed_providers"] for r in got)  # not handed to another provider: it would get the same bytes
    # Every other candidate was read: bad rows cost the pass nothing else.
    assert probe_queue.depth(db)["states"]["queued"] == 0 and report.named > 0
    # The server saw one BODY per article read or answered absent, none for a refused id.
    assert servers["a"].faults.counters["cmd.BODY"] == report.articles + report.failures["absent"]
