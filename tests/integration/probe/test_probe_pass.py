"""The probe pass on real Postgres and the test news server: names, ids, passwords, bounds, failures, hostility."""

from __future__ import annotations

import datetime as dt

from probekit import pool_for, score

from usenet_ops.corpus import payloads
from usenet_ops.domain.probe import yenc
from usenet_ops.passes.probe import Ending, run_probes
from usenet_ops.settings import Settings
from usenet_ops.store import probe_queue
from usenet_ops.store import probes as store
from usenet_ops.store.catalogue import PostgresCatalogue, ReleaseQuery, search_words, served_ids


def knobs(**overrides: object) -> Settings:
    return Settings.from_overrides({"probe_batch_size": 100_000, "probe_budget_mb": 100_000, **overrides})


def test_probe_pass_names_obfuscated_releases_fills_ids_and_flags_passwords(db, probe_corpus, servers, queued) -> None:
    _, manifest = probe_corpus
    pool = pool_for(servers["a"])
    try:
        report = run_probes(db, pool, knobs(), provider="nntp_a", claimant="t1")
    finally:
        pool.close()
    s = score(db, queued, manifest)
    assert s["obfuscated_with_par2"] >= 5 and s["named_correctly"] >= 0.95 * s["obfuscated_with_par2"], s["misnamed"]
    assert s["nfo_ids"] >= 5 and s["ids_found"] == s["nfo_ids"], s["ids_missed"]
    assert s["passworded"] >= 2 and s["flagged"] == s["passworded"] and not s["false_flags"]
    # A few articles per release, never a whole file: a release whose first probes learn nothing walks its
    # fallbacks within probe_release_kb (and the last read may cross it by one article).
    assert s["max_articles_per_release"] <= 12
    assert s["max_bytes_per_release"] <= knobs().probe_release_kb * 1024 + 1024 * 1024
    assert report.ended is Ending.DONE and report.named == s["named_correctly"]
    # The only hostile bodies are the corpus's damaged par2 volumes, read and passed over.
    assert set(report.hostile) <= {"par2_bad_packets"}
    assert probe_queue.depth(db)["states"]["queued"] == 0
    # A renamed release is re-derived: its category is no longer "hashed", and it is found by its real name.
    named = db.execute("SELECT title, category, tags FROM usenet.releases r JOIN usenet.release_probes p"
                       " ON p.release_id = r.id WHERE p.outcome = 'named'").fetchall()
    assert named and all(r["category"] != 8020 for r in named)
    assert all(r["tags"] for r in named)  # "1080p", "WEB-DL", "x264" parsed from the true name
    status = store.status(db)
    assert status["named"] == len(named) and status["bytes_per_named_release"] > 0
    # Wired to issue 16's unnamed releases: each one named is shown to search, its outcome in the build report.
    assert report.named == db.execute("SELECT count(*) AS n FROM usenet.releases r JOIN usenet.release_probes p"
                                      " ON p.release_id = r.id WHERE r.named AND p.previous_title IS NOT NULL"
                                      ).fetchone()["n"]
    catalogue = PostgresCatalogue()
    sample = named[0]["title"]
    assert sample in [r.title for r in catalogue.search(db, ReleaseQuery(words=search_words(sample))).items]
    hidden = db.execute("SELECT count(*) AS n FROM usenet.releases WHERE NOT named").fetchone()["n"]
    assert status["unnamed"] == hidden == status["unnamed_unsolved"] == report.still_unnamed
    outcomes = {r["reason"]: r for r in db.execute("SELECT reason, count, samples FROM usenet.build_outcomes")}
    assert outcomes["named"]["count"] == report.named and outcomes["named"]["samples"]
    assert outcomes.get("still_unnamed", {"count": 0})["count"] == report.still_unnamed
    # Caps advertise the ids the probes filled on named releases.
    assert served_ids(db) == {"imdbid", "tvdbid"}
    assert status["last_day"]["passes"] == 1 and status["last_day"]["articles"] == report.articles


def test_a_second_run_reads_nothing_and_changes_nothing(db, probe_corpus, servers, queued) -> None:
    pool = pool_for(servers["a"])
    try:
        run_probes(db, pool, knobs(), provider="nntp_a", claimant="t1")
        before = db.execute("SELECT * FROM usenet.release_probes ORDER BY release_id").fetchall()
        titles = db.execute("SELECT id, title, imdb, tvdb, password FROM usenet.releases ORDER BY id").fetchall()
        again = run_probes(db, pool, knobs(), provider="nntp_a", claimant="t2")
    finally:
        pool.close()
    assert again.articles == 0 and again.claimed == 0
    assert db.execute("SELECT id, title, imdb, tvdb, password FROM usenet.releases ORDER BY id").fetchall() == titles
    assert [dict(r, probed_at=None) for r in db.execute(
        "SELECT * FROM usenet.release_probes ORDER BY release_id").fetchall()] == [dict(r, probed_at=None) for r in before]


def test_the_byte_budget_stops_the_task_and_hands_back_what_it_did_not_read(db, servers, queued) -> None:
    pool = pool_for(servers["a"])
    try:
        report = run_probes(db, pool, knobs(probe_budget_mb=2), provider="nntp_a", claimant="t1")
    finally:
        pool.close()
    assert report.ended is Ending.BUDGET
    # It stops within one release's articles of the budget.
    assert 2 * 1024 * 1024 <= report.bytes_read <= 2 * 1024 * 1024 + 4 * 1024 * 1024
    depth = probe_queue.depth(db)
    assert depth["states"]["claimed"] == 0 and depth["states"]["queued"] > 0 and report.handed_back > 0


def test_an_article_missing_on_one_provider_is_read_on_the_other(db, probe_corpus, servers, queued) -> None:
    _, manifest = probe_corpus
    first = db.execute("SELECT id, release_id, message_id FROM usenet.probe_queue WHERE kind = 'par2_index'"
                       " ORDER BY priority, id LIMIT 3").fetchall()
    servers["a"].faults.missing_message_ids = {r["message_id"].strip("<>") for r in first}
    pool_a, pool_b = pool_for(servers["a"]), pool_for(servers["b"])
    try:
        ra = run_probes(db, pool_a, knobs(), provider="nntp_a", claimant="a")
        assert ra.failures["absent"] == 3
        left = db.execute("SELECT state, failed_providers FROM usenet.probe_queue WHERE id = ANY(%s)",
                          ([r["id"] for r in first],)).fetchall()
        assert all(r["state"] == "queued" and r["failed_providers"] == ["nntp_a"] for r in left)
        rb = run_probes(db, pool_b, knobs(), provider="nntp_b", claimant="b")
    finally:
        pool_a.close()
        pool_b.close()
    assert rb.articles == 3
    assert probe_queue.depth(db)["states"]["queued"] == 0
    s = score(db, queued, manifest)
    assert s["named_correctly"] >= 0.95 * s["obfuscated_with_par2"]


def _hostile_bodies() -> dict[str, list[bytes]]:
    """Bodies hostile posters upload, by what they are."""
    par2 = payloads.par2_index([payloads.Par2Source("Real.Name.2020.1080p.mkv", 10_000_000)])
    liar = bytearray(par2)
    liar[8:16] = (2**62).to_bytes(8, "little")  # the Main packet's length field lies
    nfo_bomb = b"\x1f\x8b" + b"PK\x03\x04" + b"A" * 3_000_000  # a compressed-looking NFO far over the NFO cap
    truncated = yenc.encode_part(par2, name="x.par2", file_size=len(par2), part=1, total=1)
    return {
        "truncated_yenc": [ln.rstrip(b"\r\n") for ln in truncated[: len(truncated) // 2]],
        "lying_par2": [ln.rstrip(b"\r\n") for ln in yenc.encode_part(bytes(liar), name="y.par2",
                                                                      file_size=len(liar), part=1, total=1)],
        "nfo_bomb": [ln.rstrip(b"\r\n") for ln in yenc.encode_part(nfo_bomb, name="z.nfo",
                                                                    file_size=len(nfo_bomb), part=1, total=1)],
        "not_yenc": [b"This article was removed", b"", b"\x00\xff garbage"],
        "huge": [b"=ybegin part=1 total=1 line=128 size=99999999 name=h.rar"] + [b"A" * 127] * 60_000,
    }


def test_hostile_bodies_are_counted_and_never_stop_the_pass(db, servers, queued) -> None:
    rows = db.execute("SELECT id, message_id FROM usenet.probe_queue ORDER BY priority, id LIMIT 5").fetchall()
    bodies = _hostile_bodies()
    servers["a"].faults.body_override = {r["message_id"].strip("<>"): body
                                         for r, body in zip(rows, bodies.values(), strict=True)}
    pool = pool_for(servers["a"])
    try:
        report = run_probes(db, pool, knobs(probe_article_kb=4096), provider="nntp_a", claimant="t1")
    finally:
        pool.close()
    assert servers["a"].faults.counters["fault.body_override"] == 5
    assert sum(report.hostile.values()) >= 4, report.hostile
    assert report.ended is Ending.DONE and report.releases > 5
    states = db.execute("SELECT state, note FROM usenet.probe_queue WHERE id = ANY(%s)",
                        ([r["id"] for r in rows],)).fetchall()
    assert all(r["state"] == "done" for r in states)
    assert sum(r["note"].startswith("hostile") for r in states) >= 4
    assert probe_queue.depth(db)["states"]["queued"] == 0


def test_a_killed_task_s_claims_come_back_after_the_lease(db, probe_corpus, servers, queued) -> None:
    _, manifest = probe_corpus
    # A task that claimed and died: rows claimed, nothing written.
    dead = probe_queue.claim(db, claimant="dead", provider="nntp_a", limit=10)
    assert dead
    pool = pool_for(servers["a"])
    try:
        run_probes(db, pool, knobs(), provider="nntp_a", claimant="t1", lease=dt.timedelta(0))
    finally:
        pool.close()
    assert probe_queue.depth(db)["states"] == {"queued": 0, "claimed": 0, "done": probe_queue.depth(db)["states"]["done"],
                                               "failed": 0}
    s = score(db, queued, manifest)
    assert s["named_correctly"] >= 0.95 * s["obfuscated_with_par2"] and s["ids_found"] == s["nfo_ids"]


def test_an_unnamed_release_whose_probes_learn_nothing_stays_hidden_and_is_counted(db, servers, queued) -> None:
    (target,) = db.execute("SELECT id, title FROM usenet.releases WHERE NOT named ORDER BY id LIMIT 1").fetchall()
    rows = db.execute("SELECT message_id FROM usenet.probe_queue WHERE release_id = %s", (target["id"],)).fetchall()
    servers["a"].faults.body_override = {r["message_id"].strip("<>"): [b"This article was removed", b"\x00\xff"]
                                         for r in rows}
    pool = pool_for(servers["a"])
    try:
        report = run_probes(db, pool, knobs(), provider="nntp_a", claimant="t1")
    finally:
        pool.close()
    assert report.still_unnamed == 1 and report.named > 0
    row = db.execute("SELECT title, named FROM usenet.releases WHERE id = %s", (target["id"],)).fetchone()
    assert row == {"title": target["title"], "named": False}
    assert target["title"] not in [r.title for r in PostgresCatalogue().search(db, ReleaseQuery()).items]
    outcomes = {r["reason"]: r for r in db.execute("SELECT reason, count, samples FROM usenet.build_outcomes")}
    assert outcomes["still_unnamed"]["count"] == 1 and outcomes["still_unnamed"]["samples"] == [target["title"]]
    assert outcomes["named"]["count"] == report.named
    assert store.status(db)["unnamed_unsolved"] == 1
