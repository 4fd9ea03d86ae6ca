"""Issue 30's acceptance on the plain passes: history on the rebuild path finds what a full live read builds.

Against the test news server over real sockets and a real Postgres: a
full forward read through the live path (stage, build) is the reference;
then the forward crawl reads only the newest articles, the backfill reads
the rest as chunks (partitions of 97 articles: the corpus' groups are many
partitions deep and releases straddle every edge), settling promotes the
quiet complete uploads and hands the sets at the forward crawl's edge to
live staging, and the build completes those. The catalogue must hold the
same complete releases (by content hash), each once, nothing incomplete.
"""

from __future__ import annotations

import random

import pytest
from staging_state import clear

from usenet_ops.domain import backfill_plan
from usenet_ops.nntp.pool import Pool
from usenet_ops.nntp.provider import ProviderConfig
from usenet_ops.passes import backfill, build, compose, crawl, rebuild_settle
from usenet_ops.passes.crawl import CrawlState
from usenet_ops.settings import Settings
from usenet_ops.store import settings as settings_store
from usenet_ops.store.catalogue import PostgresCatalogue

SIZE = 97


def _forward(db, server, group: str, backbone: str) -> crawl.GroupReport:  # type: ignore[no-untyped-def]
    provider = ProviderConfig.from_url(server.url, backbone=backbone)
    target = crawl.CrawlTarget(provider=server.url, backbone=backbone, group=group,
                               indexed_groups=compose.indexed_groups(db))
    live = compose.load_settings(db)
    with Pool(provider) as pool:
        return crawl.crawl_group(target, conn=db, pool=pool, settings=live, filters=compose.load_filters(db),
                                 owner="forward", staging=compose.staging_backend(live))


def _range(db, server, group: str, backbone: str, part: backfill_plan.Partition,  # type: ignore[no-untyped-def]
           s: Settings) -> backfill.RangeReport:
    provider = ProviderConfig.from_url(server.url, backbone=backbone)
    target = backfill.RangeTarget(provider=server.url, backbone=backbone, group=group,
                                  indexed_groups=compose.indexed_groups(db), partition=part, size=SIZE)
    with Pool(provider) as pool:
        return backfill.crawl_range(target, conn=db, pool=pool, settings=s, filters=compose.load_filters(db),
                                    owner="bf", staging=compose.backfill_sink(
                                        s, target.key, part.lo, lambda: compose.staging_backend(s)))


def _build(db) -> None:  # type: ignore[no-untyped-def]
    s = compose.load_settings(db)
    for _ in range(4):
        report = build.build_pass(db, settings=s, sink=PostgresCatalogue(), filters=compose.load_build_filters(db),
                                  staging=compose.staging_backend(s))
        if not report.built and not report.merged:
            return


def _settle(db, window: int) -> rebuild_settle.SettleReport:  # type: ignore[no-untyped-def]
    s = compose.load_settings(db)
    return rebuild_settle.settle_pass(db, settings=s, sink=PostgresCatalogue(), edge_window=window,
                                      filters=compose.load_build_filters(db), staging=compose.staging_backend(s))


def _catalogue(db) -> dict[str, tuple[int, float]]:  # type: ignore[no-untyped-def]
    return {r["content_hash"]: (int(r["files"]), float(r["completion"])) for r in db.execute(
        "SELECT content_hash, files, completion FROM usenet.releases WHERE NOT broken")}


def _reset(db) -> None:  # type: ignore[no-untyped-def]
    clear(db)
    db.execute("TRUNCATE usenet.releases, usenet.build_outcomes, usenet.build_failures, usenet.probe_queue, "
               "usenet.backfill_partitions, usenet.rb_sets, usenet.rb_chunks, usenet.rb_ranges CASCADE")


def _reference(db, server, groups: list[str]) -> dict[str, tuple[int, float]]:  # type: ignore[no-untyped-def]
    for g in groups:
        _forward(db, server, g, "a")
    _build(db)
    return _catalogue(db)


def _history(db, server, groups: list[str], *, order: str, window: int) -> list[backfill.RangeReport]:  # type: ignore[no-untyped-def]
    settings_store.set_value(db, "max_articles_per_group", 50)
    settings_store.set_value(db, "backfill_partition_articles", SIZE)
    settings_store.set_value(db, "backfill_path", "rebuild")
    settings_store.set_value(db, "rebuild_settle_hours", 0)
    for g in groups:
        _forward(db, server, g, "a")
    s = compose.load_settings(db)
    reports: list[backfill.RangeReport] = []
    rng = random.Random(5)
    for _ in range(100):  # a run maps a bounded number of partitions: plan again until nothing is left
        todo = [(gp.group, p) for gp in backfill.plan_provider(db, s, "a", probe_for=None) for p in gp.partitions]
        if not todo:
            break
        if order == "shuffled":
            rng.shuffle(todo)
        elif order == "newest first":
            todo.sort(key=lambda t: (t[0], -t[1].lo))
        for group, part in todo:
            reports.append(_range(db, server, group, "a", part, s))
            if len(reports) % 7 == 3:
                _settle(db, window)  # settling runs beside the backfill: on partial history nothing may be promoted short
                _build(db)
    return reports


# The edge window: the default (every set of this small corpus lies within it of the forward crawl's first article,
# so all of history meets the crawl's part in live staging), and one a few uploads wide (the corpus' uploads span
# tens of articles; most of history is then promoted from its chunks, and the uploads at the edge still meet the
# crawl's part).
@pytest.mark.parametrize(("order", "window"), [("oldest first", 200), ("shuffled", 200), ("newest first", 200),
                                               ("shuffled", 20_000)])
def test_history_on_the_rebuild_path_catalogues_what_a_full_live_read_builds(crawl_db, server_a, corpus_groups,
                                                                             crawl_corpus, order: str,
                                                                             window: int) -> None:
    db = crawl_db
    expected = _reference(db, server_a, corpus_groups)
    assert len(expected) > 10
    _reset(db)
    reports = _history(db, server_a, corpus_groups, order=order, window=window)
    written = [r.as_dict() for r in reports if r.sink.get("chunks")]
    assert written and all(w["chunk_bytes"] > 0 and w["chunk_segments"] >= w["obfuscated_segments"] for w in written)
    assert sum(w["obfuscated_segments"] for w in written) > 0, "the corpus posts hashed uploads: counted per lease"
    per_group = {g: sum(1 for r in reports if r.group == g) for g in corpus_groups}
    assert max(per_group.values()) > 3, f"several partitions in a deep group: {per_group}"
    assert all(r.state is CrawlState.DONE for r in reports), [r.message for r in reports if r.state != CrawlState.DONE]
    staged_history = db.execute("SELECT count(*) AS n FROM usenet.staged_segments").fetchone()["n"]
    chunks = db.execute("SELECT count(*) AS n, sum(segments) AS s FROM usenet.rb_chunks").fetchone()
    assert chunks["n"] > 0 and chunks["s"] > staged_history, "history went to chunks, not to staging"
    settled = _settle(db, window)
    _build(db)
    assert settled.corrupt == 0
    got = _catalogue(db)
    missing = sorted(set(expected) - set(got))
    extra = sorted(set(got) - set(expected))
    assert not missing and not extra, (len(expected), len(missing), len(extra), settled.as_dict())
    assert got == expected
    # Nothing is left open or waiting: every set was promoted, handed over (and built) or judged.
    states = {r["state"]: r["n"] for r in db.execute("SELECT state, count(*) AS n FROM usenet.rb_sets GROUP BY state")}
    assert states.get("open", 0) == 0, states
    rebuilt = db.execute("SELECT count(*) AS n FROM usenet.releases WHERE origin = 'rebuild'").fetchone()["n"]
    handed = states.get("settled", 0)
    assert handed > 0, "the sets at the forward crawl's edge met its part in live staging"
    if window < 20_000:
        assert rebuilt > len(expected) // 6, (rebuilt, len(expected))
    # A crossposted article is read into its main group only: no message-id is in the chunks of two groups.
    from usenet_ops.domain.rebuild import chunk_codec

    groups_of: dict[str, set[str]] = {}
    for r in db.execute("SELECT group_name, payload FROM usenet.rb_chunks"):
        for f in chunk_codec.decode(bytes(r["payload"])).files:
            for mid in f.message_ids:
                groups_of.setdefault(mid, set()).add(r["group_name"])
    crossposted = [r for r in crawl_corpus[1]["releases"] if len(r["newsgroups"]) > 1]
    assert crossposted, "the corpus crossposts"
    assert all(len(g) == 1 for g in groups_of.values())
    # Obfuscated uploads promoted from history get their probe candidates, as a live build gives them.
    unnamed = db.execute("""SELECT r.id, count(q.*) AS probes FROM usenet.releases r
                            LEFT JOIN usenet.probe_queue q ON q.release_id = r.id
                            WHERE r.origin = 'rebuild' AND NOT r.named GROUP BY r.id""").fetchall()
    if window < 20_000:
        assert unnamed and all(u["probes"] > 0 for u in unnamed), unnamed
    # A second settle and build change nothing.
    again = _settle(db, window)
    _build(db)
    assert again.promoted == 0 and again.handed == 0 and _catalogue(db) == expected


def _history_content(db) -> dict[str, object]:  # type: ignore[no-untyped-def]
    """What the chunk store holds, independent of how batches were grouped into commits: each set merged."""
    from usenet_ops.domain.rebuild import chunk_codec
    from usenet_ops.domain.rebuild.settle import merge_set
    from usenet_ops.store import rebuild_chunks

    ids = [r["set_id"] for r in db.execute("SELECT set_id FROM usenet.rb_sets ORDER BY set_id")]
    loaded = rebuild_chunks.set_chunks(db, ids)
    merged = {k: merge_set(chunk_codec.decode(p) for _, p in loaded[k]) for k in ids}
    sets = [dict(r) for r in db.execute(
        "SELECT set_id, segments, size, file_total, posted_min, posted_max, art_lo, art_hi, state "
        "FROM usenet.rb_sets ORDER BY set_id")]
    return {"merged": merged, "sets": sets}


def test_a_crash_mid_partition_then_a_rerun_writes_the_same_history(crawl_db, server_a, corpus_groups,
                                                                     monkeypatch) -> None:
    """A task killed between commits (the third batch's commit never happens) and re-run: nothing lost, nothing twice."""
    from usenet_ops.store.rebuild_sink import ChunkSink

    db = crawl_db
    group = corpus_groups[0]
    settings_store.set_value(db, "batch", 30)
    settings_store.set_value(db, "max_articles_per_group", 50)
    settings_store.set_value(db, "backfill_partition_articles", SIZE)
    settings_store.set_value(db, "backfill_path", "rebuild")
    _forward(db, server_a, group, "a")
    s = compose.load_settings(db)
    parts = backfill.plan_provider(db, s, "a", probe_for=None, group=group)[0].partitions
    for part in parts:
        assert _range(db, server_a, group, "a", part, s).state is CrawlState.DONE
    whole = _history_content(db)
    assert whole["sets"]
    _reset(db)
    _forward(db, server_a, group, "a")
    victim = max(parts, key=lambda p: p.articles)
    assert victim.articles > 60  # more than two batches of 30
    calls = {"n": 0}
    real = ChunkSink.stage_batch

    def dies_on_the_third_commit(self, conn, **kw):  # type: ignore[no-untyped-def]
        calls["n"] += 1
        if calls["n"] == 3:
            raise SystemExit("killed")  # what a SIGKILL leaves: two commits in, the third never happened
        return real(self, conn, **kw)

    with monkeypatch.context() as mp:
        mp.setattr(ChunkSink, "stage_batch", dies_on_the_third_commit)
        with pytest.raises(SystemExit):
            _range(db, server_a, group, "a", victim, s)
    assert db.execute("SELECT count(*) AS n FROM usenet.rb_chunks").fetchone()["n"] > 0, "two commits are in"
    for part in [victim] + [p for p in parts if p != victim]:
        assert _range(db, server_a, group, "a", part, s).state is CrawlState.DONE
    again = _history_content(db)
    assert again["sets"] == whole["sets"]
    assert again["merged"] == whole["merged"]


def test_two_backbones_read_in_an_adversarial_order_catalogue_what_one_full_read_builds(
        crawl_db, server_a, server_b, corpus_groups) -> None:
    """History read on two backbones (numbers that say nothing of each other), partitions of 11 articles, a's every
    other one first, then all of b's, then the rest of a's: the same catalogue as one full live read."""
    db = crawl_db
    expected = _reference(db, server_a, corpus_groups)
    _reset(db)
    settings_store.set_value(db, "max_articles_per_group", 50)
    settings_store.set_value(db, "backfill_path", "rebuild")
    settings_store.set_value(db, "rebuild_settle_hours", 0)
    for g in corpus_groups:
        _forward(db, server_a, g, "a")
        _forward(db, server_b, g, "b")
    settings_store.set_value(db, "backfill_partition_articles", 11)
    s = compose.load_settings(db)
    for backbone, server, pick in (("a", server_a, 0), ("b", server_b, None), ("a", server_a, None)):
        while plans := [gp for gp in backfill.plan_provider(db, s, backbone, probe_for=None) if gp.partitions]:
            for gp in plans:
                ordered = sorted(gp.partitions, key=lambda p: p.lo)
                for part in ordered[pick::2] if pick is not None else ordered:
                    target = backfill.RangeTarget(provider=server.url, backbone=backbone, group=gp.group,
                                                  indexed_groups=compose.indexed_groups(db), partition=part, size=11)
                    with Pool(ProviderConfig.from_url(server.url, backbone=backbone)) as pool:
                        report = backfill.crawl_range(
                            target, conn=db, pool=pool, settings=s, filters=compose.load_filters(db), owner="bf",
                            staging=compose.backfill_sink(s, target.key, part.lo, lambda: compose.staging_backend(s)))
                    assert report.state is CrawlState.DONE, report.message
            if pick is not None:
                break
    for _ in range(3):
        _settle(db, 200)
        _build(db)
    got = _catalogue(db)
    assert got == expected, {"missing": len(set(expected) - set(got)), "extra": len(set(got) - set(expected))}
