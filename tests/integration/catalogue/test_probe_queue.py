"""The probe queue: idempotent enqueue, leased claims in priority order, retries on another provider."""

from __future__ import annotations

import datetime as dt

from releasefactory import make_release

from usenet_ops.store import probe_queue as pq
from usenet_ops.store.catalogue import PostgresCatalogue


def _release_id(db, title: str) -> int:
    r = make_release(title)
    PostgresCatalogue().add(db, [r])
    db.commit()
    return int(db.execute("SELECT id FROM releases WHERE content_hash = %s", (r.content_hash,)).fetchone()["id"])


def test_enqueue_is_idempotent_and_drops_garbage(db):
    rid = _release_id(db, "Probe.Idem-GRP")
    cands = [pq.Candidate(rid, "par2_index", "<a@x>", "x.par2", 1000, 10),
             pq.Candidate(rid, "nfo", "<b@x>", "x.nfo", 500, 20),
             pq.Candidate(rid, "bogus_kind", "<c@x>"),
             pq.Candidate(rid, "nfo", "x" * 600)]
    assert pq.enqueue(db, cands) == 2
    assert pq.enqueue(db, cands) == 0
    db.commit()
    assert [r["kind"] for r in pq.for_release(db, rid)] == ["par2_index", "nfo"]


def test_claims_are_leased_in_priority_order_and_never_shared(db):
    rid = _release_id(db, "Probe.Claim-GRP")
    pq.enqueue(db, [pq.Candidate(rid, "lone_file", f"<m{i}@x>", priority=100 - i) for i in range(5)])
    db.commit()
    first = pq.claim(db, claimant="t1", provider="p1", limit=2)
    second = pq.claim(db, claimant="t2", provider="p1", limit=10)
    assert [c.message_id for c in first] == ["<m4@x>", "<m3@x>"]
    assert {c.message_id for c in second} == {"<m0@x>", "<m1@x>", "<m2@x>"}
    assert pq.claim(db, claimant="t3", provider="p1", limit=10) == []
    # A dead task's lease runs out: its rows are taken back, and its late finish writes nothing.
    back = pq.claim(db, claimant="t3", provider="p1", limit=10, lease=dt.timedelta(seconds=0))
    assert len(back) == 5
    assert pq.finish(db, first[0].id, claimant="t1", bytes_read=10) is False
    assert pq.finish(db, first[0].id, claimant="t3", bytes_read=10) is True
    db.commit()
    assert pq.depth(db)["states"] == {"queued": 0, "claimed": 4, "done": 1, "failed": 0}


def test_a_failed_article_goes_to_another_provider_then_fails_for_good(db):
    rid = _release_id(db, "Probe.Fail-GRP")
    pq.enqueue(db, [pq.Candidate(rid, "par2_index", "<gone@x>")])
    db.commit()
    (c,) = pq.claim(db, claimant="t1", provider="p1", limit=1)
    assert pq.fail(db, c.id, claimant="t1", provider="p1", error="430 no such article", max_attempts=2) == "queued"
    db.commit()
    assert pq.claim(db, claimant="t2", provider="p1", limit=1) == []
    (again,) = pq.claim(db, claimant="t2", provider="p2", limit=1)
    assert again.attempts == 2
    assert pq.fail(db, again.id, claimant="t2", provider="p2", error="430", max_attempts=2) == "failed"
    db.commit()
    assert pq.depth(db)["states"]["failed"] == 1


def test_rows_go_with_their_release(db):
    rid = _release_id(db, "Probe.Cascade-GRP")
    pq.enqueue(db, [pq.Candidate(rid, "nfo", "<n@x>")])
    db.execute("DELETE FROM releases WHERE id = %s", (rid,))
    db.commit()
    assert pq.for_release(db, rid) == []
