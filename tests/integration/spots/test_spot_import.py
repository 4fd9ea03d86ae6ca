"""The Spotnet import against the test news server over real sockets, scored by the spot corpus's manifest.

Every case of ``generate_spots(1)`` is served in free.pt (its payloads in
alt.binaries.ftd, withheld ones answering 430), read by the index pass with
small batches (so the backfill reads commands before their targets), fetched
by the fetch pass, and compared with what the manifest says must happen.
"""

from __future__ import annotations

from collections import Counter

import pytest
from spot_helpers import Runner, outcomes, release_rows, spot_rows

from usenet_ops import newsserver
from usenet_ops.corpus.spots import SpotCorpus
from usenet_ops.domain import nzb
from usenet_ops.domain.blacklist import Blacklist, BlacklistRule
from usenet_ops.passes.spot_pass import SpotPassState
from usenet_ops.store import settings as settings_store


def _deleted_targets(corpus: SpotCorpus) -> set[str]:
    return {c.expect["target"] for c in corpus.cases
            if c.expect["kind"] == "command" and c.expect["outcome"] == "accepted" and c.expect["applies"]}


def test_every_case_ends_as_its_manifest_says(runner: Runner, spot_corpus: SpotCorpus) -> None:
    index, fetch = runner.both()
    assert index.state is SpotPassState.DONE and fetch.state is SpotPassState.DONE
    assert index.backfill_batches >= 5 and index.forward_batches == 0, "a first pass reads the history newest first"
    assert (index.backlog, index.history_left, index.more) == (0, 0, False)
    stored = spot_rows(runner.conn)
    releases = release_rows(runner.conn)
    commands = {r["message_id"]: r for r in runner.conn.execute("SELECT * FROM usenet.spot_commands")}
    deleted = _deleted_targets(spot_corpus)
    rejected: Counter[str] = Counter()
    for case in spot_corpus.cases:
        mid, expect = case.article.message_id, case.expect
        if expect["outcome"] == "rejected":
            rejected[expect["reason"]] += 1
            assert mid not in stored and mid not in commands, case.name
            continue
        if expect["kind"] == "command":
            row = commands[mid]
            assert (row["verb"], row["issuer"], row["target"]) == (expect["verb"], expect["issuer"], expect["target"])
            continue
        if mid in deleted:
            assert mid not in stored or stored[mid]["state"] == "deleted", case.name
            assert stored.get(mid, {}).get("content_hash") is None or stored[mid]["content_hash"] not in releases
            continue
        row = stored[mid]
        assert (row["trust"], row["category"], row["title"]) == (expect["trust"], expect["category"], expect["title"]), \
            case.name
        if "weak_key" in expect:
            assert row["weak_key"] is expect["weak_key"], case.name
        if "spotter_id" in expect:
            assert (row["spotter_id"] is not None) is expect["spotter_id"], case.name
        if expect["nzb"] == "ok":
            assert row["state"] == "imported", (case.name, row["state"], row["reason"])
            release = releases[row["content_hash"]]
            assert (release["title"], release["category"], release["origin"]) == (expect["title"], expect["category"],
                                                                                  "spotnet")
            assert release["files"] == expect["nzb_files"], case.name
        else:
            assert (row["state"], row["reason"]) == ("failed", expect["nzb"]), case.name
    counted = outcomes(runner.conn)
    assert {k: counted.get(k, 0) for k in rejected} == dict(rejected), "every rejection is counted by its reason"
    for trust in ("moderator", "self-signed", "unsigned"):
        assert counted.get(f"accepted_{trust}", 0) == sum(1 for r in stored.values() if r["trust"] == trust)
    imported = [r for r in stored.values() if r["state"] == "imported"]
    assert counted["imported"] == len(releases) == len({r["content_hash"] for r in imported}) == fetch.imported
    assert counted.get("deleted_unread", 0) + counted.get("spot_deleted", 0) == len(deleted) == index.deleted


def test_a_rerun_imports_nothing_new_and_a_reread_fetches_no_head_twice(runner: Runner, spot_server,
                                                                        spot_corpus: SpotCorpus) -> None:
    runner.both()
    before = (spot_rows(runner.conn), release_rows(runner.conn), outcomes(runner.conn))
    index, fetch = runner.both()
    assert (index.batches, index.spots, fetch.candidates, fetch.imported) == (0, 0, 0, 0)
    assert (spot_rows(runner.conn), release_rows(runner.conn), outcomes(runner.conn)) == before
    # Lose the read position (as after a renumbered group): everything is read again and found known.
    runner.conn.execute("DELETE FROM usenet.spot_state")
    heads = spot_server.faults.counters["cmd.HEAD"]
    index, fetch = runner.both()
    assert index.batches > 0 and index.spots == 0 and fetch.candidates == 0
    # Only the spots the HEAD stage rejected are read again (nothing remembers a rejection): never a stored
    # or deleted one.
    head_rejected = sum(1 for c in spot_corpus.cases
                        if c.expect["outcome"] == "rejected" and c.expect.get("stage", "header") != "header")
    assert spot_server.faults.counters["cmd.HEAD"] - heads == head_rejected
    after = (spot_rows(runner.conn), release_rows(runner.conn))
    assert after == before[:2]
    assert outcomes(runner.conn)["known"] >= len(before[0])


def test_commands_read_after_their_targets_delete_them_and_their_releases(spot_db, small_corpus,
                                                                          spot_corpus: SpotCorpus) -> None:
    """Forward reading: the spots come in one pass, the commands in a later one."""
    numbered = spot_corpus.numbered()
    kinds = {c.article.message_id: c.expect["kind"] for c in spot_corpus.cases}
    spots_first = [art for _, art in numbered["free.pt"] if kinds[art.message_id] == "spot"]
    commands_later = [art for _, art in numbered["free.pt"] if kinds[art.message_id] == "command"]
    payloads = [art for _, art in numbered["alt.binaries.ftd"]]
    early = newsserver.SpotSource({"free.pt": spots_first, "alt.binaries.ftd": payloads})
    with newsserver.serve(small_corpus[0], spots=early) as srv:
        Runner(spot_db, srv.url, spot_corpus.now).both()
    doomed = _deleted_targets(spot_corpus)
    stored = spot_rows(spot_db)
    assert doomed <= stored.keys() and all(stored[m]["state"] == "imported" for m in doomed)
    hashes = {stored[m]["content_hash"] for m in doomed}
    assert hashes <= release_rows(spot_db).keys()
    later = newsserver.SpotSource({"free.pt": spots_first + commands_later, "alt.binaries.ftd": payloads})
    with newsserver.serve(small_corpus[0], spots=later) as srv:
        index, _ = Runner(spot_db, srv.url, spot_corpus.now).both()
    assert index.forward_batches > 0 and index.backfill_batches == 0
    stored = spot_rows(spot_db)
    assert all(stored[m]["state"] == "deleted" for m in doomed)
    assert not hashes & release_rows(spot_db).keys(), "a deleted spot's own release leaves the catalogue"
    assert outcomes(spot_db)["release_removed"] == len(hashes)


@pytest.mark.parametrize("names", [("dispose_by_other_poster",), ("forged_delete_command",),
                                   ("dispose_by_other_poster", "forged_delete_command", "not_a_command")])
def test_a_dispose_by_another_poster_or_a_forged_delete_removes_nothing(spot_db, small_corpus, spot_corpus, names) -> None:
    numbered = spot_corpus.numbered()
    kinds = {c.article.message_id: c.expect["kind"] for c in spot_corpus.cases}
    spots_ = [art for _, art in numbered["free.pt"] if kinds[art.message_id] == "spot"]
    commands = [spot_corpus.case(n).article for n in names]
    source = newsserver.SpotSource({"free.pt": spots_ + commands,
                                    "alt.binaries.ftd": [a for _, a in numbered["alt.binaries.ftd"]]})
    with newsserver.serve(small_corpus[0], spots=source) as srv:
        index, _ = Runner(spot_db, srv.url, spot_corpus.now).both()
    assert index.deleted == 0
    stored = spot_rows(spot_db)
    for name in ("disposed_by_poster", "deleted_by_moderator"):
        assert stored[spot_corpus.case(name).article.message_id]["state"] == "imported", name


def test_a_spot_without_nzb_segments_is_kept_with_its_label_and_never_fetched(runner: Runner, spot_corpus,
                                                                               spot_server) -> None:
    runner.index()
    case = spot_corpus.case("nzb_segment_with_brackets")
    row = spot_rows(runner.conn)[case.article.message_id]
    assert (row["state"], row["reason"], row["trust"], row["nzb_segments"]) == ("failed", "nzb_missing", "moderator", [])
    bodies = spot_server.faults.counters["cmd.BODY"]
    runner.fetch()
    assert spot_server.faults.counters["cmd.BODY"] > bodies
    assert spot_rows(runner.conn)[case.article.message_id]["state"] == "failed"


def test_every_nzb_segment_is_fetched_in_order_and_a_withheld_one_fails_the_spot(runner: Runner, spot_corpus) -> None:
    runner.index()
    report = runner.fetch()
    multi = spot_corpus.case("nzb_multi_segment")
    row = spot_rows(runner.conn)[multi.article.message_id]
    assert len(row["nzb_segments"]) == multi.expect["nzb_segments"] > 1 and row["state"] == "imported"
    withheld = spot_corpus.case("nzb_segment_withheld")
    assert spot_rows(runner.conn)[withheld.article.message_id]["reason"] == "payload_truncated"
    assert report.segments_missing == len(withheld.withheld) == 1


def test_retry_puts_failed_spots_back_and_a_fixed_server_imports_them(runner: Runner, spot_corpus, spot_server) -> None:
    from usenet_ops.store import spot_records

    spot_server.faults.missing_message_ids = {a.message_id for a in spot_corpus.case("moderator_signed").payload}
    runner.both()
    mid = spot_corpus.case("moderator_signed").article.message_id
    assert spot_rows(runner.conn)[mid]["reason"] == "payload_empty"
    spot_server.faults.missing_message_ids = set()
    assert spot_records.retry_failed(runner.conn, "payload_empty") == 1
    report = runner.fetch()
    assert report.imported == 1 and spot_rows(runner.conn)[mid]["state"] == "imported"
    assert spot_records.retry_failed(runner.conn, "nzb_missing") == 0, "a spot without segments has nothing to retry"


def test_the_blacklist_applies_to_spot_releases(runner: Runner, spot_corpus) -> None:
    runner.index()
    case = spot_corpus.case("moderator_signed_key4_plain")
    blacklist = Blacklist([BlacklistRule(id=1, field="name", pattern=rf"^{case.expect['title']}$", enabled=True)])
    report = runner.fetch(blacklist=blacklist)
    row = spot_rows(runner.conn)[case.article.message_id]
    assert (row["state"], row["reason"]) == ("failed", "blacklist")
    assert report.outcomes["blacklist"] == 1


def test_the_release_nzb_is_the_spots_nzb(runner: Runner, spot_corpus) -> None:
    from usenet_ops.store.catalogue import PostgresCatalogue

    runner.both()
    case = spot_corpus.case("nzb_latin1")
    row = spot_rows(runner.conn)[case.article.message_id]
    stored = PostgresCatalogue().nzb(runner.conn, row["content_hash"])
    assert stored is not None
    files = nzb.decode_compact(stored.compact)
    assert "Caf\u00e9.Release" in files[0].subject
    assert stored.release.segments == sum(len(f.segments) for f in files) == 12


def test_a_moved_read_position_writes_nothing(runner: Runner) -> None:
    from usenet_ops.store import spot_records

    real = spot_records.advance
    calls = []

    def racing(conn, *args, **kw):  # type: ignore[no-untyped-def]
        calls.append(kw["expect"])
        if len(calls) == 3:  # another runner moved the position just before this batch's commit
            with conn.transaction():
                conn.execute("UPDATE usenet.spot_state SET back_article = back_article - 1")
        return real(conn, *args, **kw)

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(spot_records, "advance", racing)
        report = runner.index()
    assert report.state is SpotPassState.MOVED and report.batches == 1
    assert len(calls) == 3


def test_settings_bound_a_pass_and_the_next_continues(runner: Runner, spot_corpus) -> None:
    settings_store.set_value(runner.conn, "spot_max_batches", 2)
    first = runner.index()
    assert first.batches == 2 and first.more and first.history_left > 0
    from usenet_ops.store import spot_records

    assert spot_records.index_due(runner.conn, 15), "a pass that left unread articles is due again at once"
    while runner.index().more:
        pass
    assert not spot_records.index_due(runner.conn, 15), "caught up, and a pass started within spot_interval_min"
    total = len(spot_corpus.numbered()["free.pt"])
    state = spot_records.read_state(runner.conn, "a", "free.pt")
    assert state is not None and (state.back_article, state.next_article) == (1, total + 1)


def _live_accepted(corpus: SpotCorpus) -> set[str]:
    deleted = _deleted_targets(corpus)
    return {c.article.message_id for c in corpus.cases if c.expect["kind"] == "spot"
            and c.expect["outcome"] == "accepted" and c.article.message_id not in deleted}


def test_a_one_off_fault_mid_batch_is_retried_on_a_fresh_connection(runner: Runner, spot_server, spot_corpus) -> None:
    spot_server.faults.garbage_status_line = b"\x00\xffnot a status line"
    report = runner.index()
    assert report.state is SpotPassState.DONE and report.failed_batches == 0
    assert spot_server.faults.counters["fault.garbage_status_line"] == 1
    assert _live_accepted(spot_corpus) <= spot_rows(runner.conn).keys()


def test_a_server_that_keeps_failing_fails_the_pass_and_moves_nothing(runner: Runner, spot_server, spot_corpus) -> None:
    from usenet_ops.passes.spot_pass import SpotPassFailed
    from usenet_ops.store import spot_records

    spot_server.faults.drop_after_lines = 3  # every XOVER of more lines is cut: three attempts, then give up
    with pytest.raises(SpotPassFailed, match="left for the next pass"):
        runner.index()
    state = spot_records.read_state(runner.conn, "a", "free.pt")
    assert state is not None and state.back_article == state.next_article, "nothing read, nothing recorded"
    assert spot_rows(runner.conn) == {}
    row = runner.conn.execute("SELECT state, report FROM usenet.spot_passes ORDER BY id DESC LIMIT 1").fetchone()
    assert row["state"] == "failed" and row["report"]["failed_batches"] == 1
    spot_server.faults.reset()
    while runner.index().more:
        pass
    assert _live_accepted(spot_corpus) <= spot_rows(runner.conn).keys()


def test_a_renumbered_group_is_read_again_from_its_top_and_nothing_doubles(runner: Runner, spot_db, small_corpus,
                                                                           spot_corpus: SpotCorpus) -> None:
    from usenet_ops.store import spot_records

    runner.both()
    before = (spot_rows(spot_db), release_rows(spot_db))
    numbered = spot_corpus.numbered()
    shrunk = newsserver.SpotSource({"free.pt": [a for _, a in numbered["free.pt"]][:20],
                                    "alt.binaries.ftd": [a for _, a in numbered["alt.binaries.ftd"]]})
    with newsserver.serve(small_corpus[0], spots=shrunk) as srv:
        index, fetch = Runner(spot_db, srv.url, spot_corpus.now).both()
    assert index.outcomes["renumbered"] == 1 and index.spots == 0 and fetch.candidates == 0
    state = spot_records.read_state(spot_db, "a", "free.pt")
    assert state is not None and (state.back_article, state.next_article) == (1, 21)
    assert (spot_rows(spot_db), release_rows(spot_db)) == before
