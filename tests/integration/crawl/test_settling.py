"""A quiet group's newest articles, above the headroom, covered at once when their Dates are past the delay.

Issue 17 item 5's second rule (docs/adr/0010): the crawl reads to the high
mark, covers what lies below ``high - crawl_headroom``, and now also the
prefix of the rest whose every line is dated before now minus
``crawl_settle_delay_min``. The corpus is dated November 2025; each test
fixes the crawl's wall clock, so the verdicts do not depend on today.
"""

from __future__ import annotations

import pytest
from staging_state import clear, snapshot
from staging_view import backend_of, staged_message_ids

from usenet_ops.corpus.release import BASE_EPOCH, SPAN_SECONDS
from usenet_ops.domain.ingest import parse_date
from usenet_ops.nntp.pool import Pool
from usenet_ops.nntp.provider import ProviderConfig
from usenet_ops.passes import compose, crawl
from usenet_ops.store import crawl_state
from usenet_ops.store import filters as filter_store
from usenet_ops.store import settings as settings_store

HEADROOM = 40
LATER = BASE_EPOCH + SPAN_SECONDS + 10 * 86400  # ten days after the corpus's last post: everything is settled
BEFORE = BASE_EPOCH - 86400  # a day before its first: every Date lies in the future


def _forward(db, server, group: str, *, wall: float = LATER) -> crawl.GroupReport:  # type: ignore[no-untyped-def]
    provider = ProviderConfig.from_url(server.url, backbone="a")
    target = crawl.CrawlTarget(provider=server.url, backbone="a", group=group,
                               indexed_groups=compose.indexed_groups(db))
    with Pool(provider) as pool:
        return crawl.crawl_group(target, conn=db, pool=pool, settings=compose.load_settings(db),
                                 filters=compose.load_filters(db), owner="forward", wall=lambda: wall,
                                 staging=backend_of(db))


def _watermark(db, group: str) -> int | None:  # type: ignore[no-untyped-def]
    row = db.execute("SELECT next_article FROM usenet.group_state WHERE backbone = 'a' AND group_name = %s",
                     (group,)).fetchone()
    return None if row is None else row["next_article"]


def _overs(server) -> int:  # type: ignore[no-untyped-def]
    return server.faults.counters["cmd.OVER"] + server.faults.counters["cmd.XOVER"]


def _staging_only(snap: dict) -> dict:
    return {k: v for k, v in snap.items() if k in ("segments", "files", "sets", "counts")}


def _accounting(db) -> dict:  # type: ignore[no-untyped-def]
    """Return the rule counters and the poster watch's tallies: what the settled part must count once."""
    hits = sorted((r["kind"], r["rule_id"], r["hits"]) for r in db.execute("SELECT kind, rule_id, hits FROM filter_hits"))
    posters = sorted((r["pattern"], r["stage"], r["reason"], r["count"]) for r in filter_store.poster_report(db))
    return {"hits": hits, "posters": posters}


def _line(crawl_corpus, group: str, number: int) -> bytes:  # type: ignore[no-untyped-def]
    store = crawl_corpus[0]
    idx = store.lookup_number("a", group, number)
    assert idx is not None, f"{group} has no article {number} on backbone a"
    return store.overview_line("a", idx, number)


def _watch_posters_of(db, crawl_corpus, group: str, numbers: range) -> None:  # type: ignore[no-untyped-def]
    """Watch the posters of articles ``numbers`` (the tail), so their tallies show what was counted."""
    for n in numbers:
        poster = _line(crawl_corpus, group, n).split(b"\t")[2].decode("utf-8", "replace")
        address = poster[poster.find("<") + 1: poster.find(">")] if "<" in poster else poster
        filter_store.watch_poster(db, address)


@pytest.fixture
def quiet(crawl_db, corpus_groups):  # type: ignore[no-untyped-def]
    """A quiet group: the crawl leaves HEADROOM articles below the high mark (the delay is the default's)."""
    settings_store.set_value(crawl_db, "crawl_headroom", HEADROOM)
    return corpus_groups[0]


def test_a_quiet_group_dated_past_the_delay_is_covered_to_the_high_mark_in_one_pass(crawl_db, server_a, quiet,
                                                                                    staging_backend) -> None:
    db, group = crawl_db, quiet
    report = _forward(db, server_a, group)
    high = report.server_high
    assert report.state is crawl.CrawlState.DONE and high is not None
    assert report.settled == HEADROOM and report.unsettled == 0  # backbone a numbers densely: 40 articles
    assert crawl_state.coverage(db, "a", group)[-1][1] == high
    assert _watermark(db, group) == high + 1
    assert report.as_dict()["settled"] == HEADROOM
    staged = staged_message_ids(db)
    overs = _overs(server_a)
    # A re-run with nothing new posted reads nothing (not one OVER) and stages nothing.
    again = _forward(db, server_a, group)
    assert again.state is crawl.CrawlState.DONE
    assert (again.articles, again.settled, again.unsettled, again.staged) == (0, 0, 0, 0)
    assert _overs(server_a) == overs
    assert staged_message_ids(db) == staged
    assert _watermark(db, group) == high + 1


def test_the_settled_pass_stages_covers_and_counts_exactly_what_a_full_read_does(crawl_db, server_a, quiet,
                                                                                  crawl_corpus) -> None:
    db, group = crawl_db, quiet
    probe = _forward(db, server_a, group)
    _watch_posters_of(db, crawl_corpus, group, range(probe.server_high - HEADROOM + 1, probe.server_high + 1))
    clear(db)
    db.execute("TRUNCATE filter_hits, poster_hits")
    settings_store.set_value(db, "crawl_headroom", 0)  # a full read: no tail at all
    _forward(db, server_a, group)
    full, full_counts = snapshot(db), _accounting(db)
    assert any(p[3] for p in full_counts["posters"]), "the watched posters were seen"
    clear(db)
    db.execute("TRUNCATE filter_hits, poster_hits")
    settings_store.set_value(db, "crawl_headroom", HEADROOM)
    report = _forward(db, server_a, group)
    assert report.settled == HEADROOM
    assert snapshot(db) == full  # rows, coverage and the watermark
    assert _accounting(db) == full_counts  # rule counters and poster tallies counted once, as the main loop does


@pytest.mark.parametrize("how", ["delay_off", "dates_in_the_future", "delay_longer_than_their_age"])
def test_without_settled_dates_coverage_stops_at_the_headroom_as_before(crawl_db, server_a, quiet, how: str) -> None:
    db, group = crawl_db, quiet
    wall = LATER
    if how == "delay_off":
        settings_store.set_value(db, "crawl_settle_delay_min", 0)
    elif how == "dates_in_the_future":
        wall = BEFORE
    else:
        settings_store.set_value(db, "crawl_settle_delay_min", (LATER - BASE_EPOCH) // 60 + 1)
    report = _forward(db, server_a, group, wall=wall)
    high = report.server_high
    assert report.settled == 0 and report.unsettled == HEADROOM
    assert crawl_state.coverage(db, "a", group)[-1][1] == high - HEADROOM
    assert _watermark(db, group) == high - HEADROOM + 1
    top = db.execute("SELECT max(art_hi) AS hi FROM usenet.staged_sets WHERE group_name = %s", (group,)).fetchone()
    assert top["hi"] > high - HEADROOM  # staged all the same
    before = snapshot(db)
    overs = _overs(server_a)
    # Nothing can have settled since (issue 29): the tail is not read again, not one OVER is sent for it.
    again = _forward(db, server_a, group, wall=wall)
    assert (again.articles, again.unsettled, again.staged) == (0, 0, 0)
    assert _overs(server_a) == overs
    assert snapshot(db) == before
    state = db.execute("SELECT tail_staged_to, tail_settles_at FROM usenet.group_state WHERE backbone = 'a' "
                       "AND group_name = %s", (group,)).fetchone()
    assert state["tail_staged_to"] == high
    assert (state["tail_settles_at"] is None) == (how == "delay_off")


def test_the_staged_tail_is_read_again_once_its_first_unsettled_date_has_settled(crawl_db, server_a, quiet,
                                                                                 crawl_corpus) -> None:
    """Issue 29: between passes, only what arrived above the staged tail is read; once the first unsettled
    line's Date is older than the delay, the tail is read again and covered as far as it settled."""
    db, group = crawl_db, quiet
    bounds = _forward(db, server_a, group, wall=BEFORE)
    high = bounds.server_high
    clear(db)
    tail = range(high - HEADROOM + 1, high + 1)
    dates = {n: parse_date(_line(crawl_corpus, group, n).split(b"\t")[3]) for n in tail}
    cutoff = sorted(dates.values())[HEADROOM // 2]
    first_not_older = next(n for n in tail if dates[n] >= cutoff)
    delay = 240 * 60
    first = _forward(db, server_a, group, wall=cutoff + delay)
    assert first.unsettled == high - first_not_older + 1
    settles = db.execute("SELECT tail_settles_at FROM usenet.group_state WHERE backbone = 'a' AND group_name = %s",
                         (group,)).fetchone()["tail_settles_at"]
    assert settles == dates[first_not_older] + delay
    # Before it settles: nothing is read again.
    quiet_pass = _forward(db, server_a, group, wall=settles - 1)
    assert (quiet_pass.articles, quiet_pass.unsettled) == (0, 0)
    assert crawl_state.coverage(db, "a", group)[-1][1] == first_not_older - 1
    # Once it has: the tail is read again from the watermark and covered as far as its Dates allow now.
    later = max(dates.values()) + delay + 1
    settled = _forward(db, server_a, group, wall=later)
    assert settled.settled == high - first_not_older + 1 and settled.unsettled == 0
    assert crawl_state.coverage(db, "a", group)[-1][1] == high
    assert _watermark(db, group) == high + 1


def test_a_reset_watermark_forgets_the_staged_tail(crawl_db, server_a, quiet) -> None:
    from usenet_ops.store import renumber_marks

    db, group = crawl_db, quiet
    settings_store.set_value(db, "crawl_settle_delay_min", 0)
    _forward(db, server_a, group)
    renumber_marks.reset_watermark(db, "a", group, to=None, owner="operator")
    row = db.execute("SELECT tail_staged_to, tail_settles_at FROM usenet.group_state WHERE backbone = 'a' "
                     "AND group_name = %s", (group,)).fetchone()
    assert (row["tail_staged_to"], row["tail_settles_at"]) == (None, None)


def test_a_cutoff_among_the_tails_own_dates_covers_up_to_the_first_article_not_older(crawl_db, server_a, quiet,
                                                                                    crawl_corpus) -> None:
    db, group = crawl_db, quiet
    bounds = _forward(db, server_a, group, wall=BEFORE)  # learn the bounds; nothing settled
    high = bounds.server_high
    clear(db)
    tail = range(high - HEADROOM + 1, high + 1)
    dates = {n: parse_date(_line(crawl_corpus, group, n).split(b"\t")[3]) for n in tail}
    assert all(dates.values()), "the corpus's dates are readable"
    cutoff = sorted(dates.values())[HEADROOM // 2]  # about half the tail is older
    first_not_older = next(n for n in tail if dates[n] >= cutoff)
    report = _forward(db, server_a, group, wall=cutoff + 240 * 60)
    assert report.settled == first_not_older - tail[0]
    assert report.unsettled == high - first_not_older + 1
    assert crawl_state.coverage(db, "a", group)[-1][1] == first_not_older - 1
    assert _watermark(db, group) == first_not_older


@pytest.mark.parametrize("garbage", ["undated", "garbage_date", "nul_in_date", "future_date", "no_number"])
def test_a_garbage_or_undated_line_among_the_newest_stops_the_settled_prefix_there(crawl_db, server_a, quiet,
                                                                                     crawl_corpus, garbage: str) -> None:
    db, group = crawl_db, quiet
    bounds = _forward(db, server_a, group, wall=BEFORE)
    high = bounds.server_high
    clear(db)
    settings_store.set_value(db, "crawl_headroom", 0)
    _forward(db, server_a, group)
    full = snapshot(db)
    clear(db)
    settings_store.set_value(db, "crawl_headroom", HEADROOM)
    bad = high - 10
    fields = _line(crawl_corpus, group, bad).split(b"\t")
    fields[3] = {"undated": b"", "garbage_date": b"not a date at all", "nul_in_date": fields[3] + b"\x00",
                 "future_date": b"Fri, 01 Dec 2999 00:00:00 +0000", "no_number": fields[3]}[garbage]
    if garbage == "no_number":
        fields[0] = b"x%d" % bad
    server_a.faults.overview_override = {(group, bad): b"\t".join(fields)}
    report = _forward(db, server_a, group)
    assert server_a.faults.counters["fault.overview_override"] >= 1
    assert report.settled == bad - (high - HEADROOM + 1)  # the articles before the bad line
    assert report.unsettled > 0
    assert crawl_state.coverage(db, "a", group)[-1][1] == bad - 1
    assert _watermark(db, group) == bad
    # Re-run with the bad line still served: no Date will settle it (a future one not for centuries), so the
    # rest is not read again; nothing is staged twice, coverage holds.
    before = snapshot(db)
    again = _forward(db, server_a, group)
    assert (again.settled, again.unsettled, again.articles, again.staged) == (0, 0, 0, 0)
    assert snapshot(db) == before
    # The headroom rule covers it when the group grows past it (here: no headroom), as a full read would.
    server_a.faults.overview_override = {}
    settings_store.set_value(db, "crawl_headroom", 0)
    fixed = _forward(db, server_a, group)
    assert fixed.articles == high - bad + 1
    got = snapshot(db)
    if garbage == "future_date":
        # A lying clock on a file's first article is that file's date (nothing in one batch says otherwise); the
        # read that saw the true Date differs in those dates only, and only when the line opens its file.
        for snap in (got, full):
            for r in (*snap["files"], *snap["sets"]):
                for k in ("posted", "posted_min", "posted_max"):
                    r.pop(k, None)
    assert got == full
