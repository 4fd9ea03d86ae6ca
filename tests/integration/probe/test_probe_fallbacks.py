"""Issue 28 through the probe pass on real Postgres and the test news server: uploads whose names say nothing
are named from their par2 by what the files are; a probe that learns nothing moves on within the release's
byte budget; a task killed mid-walk resumes where it stopped, reading nothing twice."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from probekit import catalogue, enqueue_all, pool_for, score

from usenet_ops.passes import probe as probe_pass
from usenet_ops.passes.probe import Ending, run_probes
from usenet_ops.settings import Settings
from usenet_ops.store import probe_queue

GARBAGE = [b"=ybegin part=1 total=1 line=128 size=2048 name=x", b"\x00\xff" * 60, b"=yend size=2048"]
BIG_GARBAGE = [b"=ybegin part=1 total=1 line=128 size=102400 name=x", *([b"\x01\xfe" * 64] * 800),
               b"=yend size=102400"]


def knobs(**overrides: object) -> Settings:
    return Settings.from_overrides({"probe_batch_size": 100_000, "probe_budget_mb": 100_000, **overrides})


def _queue(db: Any, probe_corpus: Any, style: str) -> dict[int, int]:
    corpus, manifest = probe_corpus
    ids = catalogue(db, corpus, manifest)
    assert enqueue_all(db, ids, manifest, style=style) > 0
    return ids


def _drain(db: Any, server: Any, **overrides: object) -> probe_pass.ProbeReport:
    pool = pool_for(server)
    try:
        return run_probes(db, pool, knobs(**overrides), provider="nntp_a", claimant="t1")
    finally:
        pool.close()


@pytest.mark.parametrize("style", ["hashed_bare", "hashed_ext"])
def test_hashed_names_with_or_without_extensions_are_named_from_their_par2(db, probe_corpus, servers,
                                                                           style: str) -> None:
    _, manifest = probe_corpus
    ids = _queue(db, probe_corpus, style)
    report = _drain(db, servers["a"])
    s = score(db, ids, manifest)
    assert s["obfuscated_with_par2"] >= 10 and s["named_correctly"] >= 0.95 * s["obfuscated_with_par2"], s["misnamed"]
    assert s["ids_found"] == s["nfo_ids"] and s["flagged"] == s["passworded"] and not s["false_flags"]
    assert report.ended is Ending.DONE and probe_queue.depth(db)["states"]["queued"] == 0
    # Within the per-release budget, and what every read article was is recorded.
    assert s["max_bytes_per_release"] <= knobs().probe_release_kb * 1024 + 4 * 1024 * 1024
    read = db.execute("SELECT content FROM usenet.probe_queue WHERE bytes_read > 0").fetchall()
    assert read and all(r["content"] for r in read)


def test_garbage_where_par2_was_expected_moves_on_to_the_next_candidate(db, probe_corpus, servers) -> None:
    _, manifest = probe_corpus
    ids = _queue(db, probe_corpus, "hashed_bare")
    # Every first candidate a nameless upload reads (its smallest file) and every par2-looking head is garbage.
    rows = db.execute("SELECT message_id FROM usenet.probe_queue WHERE kind IN ('smallest_file', 'par2_index')"
                      ).fetchall()
    servers["a"].faults.body_override = {r["message_id"].strip("<>"): GARBAGE for r in rows}
    report = _drain(db, servers["a"])
    s = score(db, ids, manifest)
    assert s["named_correctly"] >= 0.95 * s["obfuscated_with_par2"], s["misnamed"]
    assert report.ended is Ending.DONE and servers["a"].faults.counters["fault.body_override"] >= len(rows)
    notes = Counter(r["note"].split(":")[0] for r in db.execute(
        "SELECT note FROM usenet.probe_queue WHERE message_id = ANY(%s)", ([r["message_id"] for r in rows],)))
    assert set(notes) <= {"hostile", "learned nothing", ""}, notes
    assert probe_queue.depth(db)["states"] == {"queued": 0, "claimed": 0, "failed": 0,
                                               "done": probe_queue.depth(db)["states"]["done"]}


def test_the_release_budget_ends_the_walk_and_the_release_stays_unnamed(db, probe_corpus, servers) -> None:
    _queue(db, probe_corpus, "hashed_bare")
    every = db.execute("SELECT message_id FROM usenet.probe_queue").fetchall()
    servers["a"].faults.body_override = {r["message_id"].strip("<>"): BIG_GARBAGE for r in every}
    report = _drain(db, servers["a"], probe_release_kb=64)
    skipped = db.execute("SELECT count(*) AS n FROM usenet.probe_queue WHERE note LIKE 'skipped: release budget%'"
                         ).fetchone()["n"]
    assert skipped > 0 and report.named == 0
    unnamed = db.execute("SELECT count(*) AS n FROM usenet.releases WHERE NOT named").fetchone()["n"]
    assert report.still_unnamed == unnamed > 0
    outcomes = {r["reason"]: r["count"] for r in db.execute("SELECT reason, count FROM usenet.build_outcomes")}
    assert outcomes["still_unnamed"] == unnamed


class _Killed(BaseException):
    """Stands for SIGKILL: nothing after it runs, no handler sees it."""


def test_a_task_killed_mid_walk_resumes_without_reading_a_finished_candidate_again(db, probe_corpus, servers,
                                                                                  monkeypatch) -> None:
    _, manifest = probe_corpus
    ids = _queue(db, probe_corpus, "hashed_bare")
    rows = db.execute("SELECT message_id FROM usenet.probe_queue WHERE kind IN ('smallest_file', 'par2_index')"
                      ).fetchall()
    servers["a"].faults.body_override = {r["message_id"].strip("<>"): GARBAGE for r in rows}  # force the walks
    reads: Counter[str] = Counter()
    real = probe_pass._read
    limit = {"n": 40}

    def read(link, report, row, **kw):  # type: ignore[no-untyped-def]
        if limit["n"] <= 0:
            raise _Killed
        limit["n"] -= 1
        reads[row.message_id] += 1
        return real(link, report, row, **kw)

    monkeypatch.setattr(probe_pass, "_read", read)
    kills = 0
    for _ in range(20):
        try:
            _drain(db, servers["a"])
            break
        except _Killed:
            kills += 1
            # The killed task's lease runs out (as after probe_queue.DEFAULT_LEASE); the next task resumes.
            db.execute("UPDATE usenet.probe_queue SET claimed_at = claimed_at - interval '1 day'"
                       " WHERE state = 'claimed'")
            limit["n"] = 40
    assert kills >= 2
    # A candidate finished before a kill is never read again; only the one in flight at each kill may be.
    again = {m: n for m, n in reads.items() if n > 1}
    assert len(again) <= 5 * kills and all(n == 2 for n in again.values()), again
    s = score(db, ids, manifest)
    assert s["named_correctly"] >= 0.95 * s["obfuscated_with_par2"], s["misnamed"]
    assert probe_queue.depth(db)["states"]["queued"] == 0
    unnamed = db.execute("SELECT count(*) AS n FROM usenet.releases WHERE NOT named").fetchone()["n"]
    outcomes = {r["reason"]: r["count"] for r in db.execute("SELECT reason, count FROM usenet.build_outcomes")}
    assert outcomes.get("still_unnamed", 0) == unnamed  # counted once each, whatever the kills
    named = db.execute("SELECT count(*) AS n FROM usenet.release_probes WHERE outcome = 'named'").fetchone()["n"]
    assert outcomes["named"] == named  # and each named release counted once
