"""`usenet-ops groups fetch`: a server's group list over real sockets, ranked, checked, added to the curated list."""

from __future__ import annotations

import json

import pytest

from usenet_ops.cli.main import main
from usenet_ops.nntp.client import NNTPClient
from usenet_ops.nntp.provider import ProviderConfig
from usenet_ops.passes import groups_fetch
from usenet_ops.passes.actions import Actor
from usenet_ops.store import audit, groups
from usenet_ops.store.audit import Source

ACTOR = Actor("tester", Source.CLI)

# What a broken or hostile server lists beside its real groups ({n} is the count field of LIST COUNTS, absent
# from LIST ACTIVE): each must be counted and skipped.
HOSTILE = [
    b"garbage",
    b"alt.binaries.nul\x00 0000000100 0000000001{n} y",
    b"alt.binaries.negative -5 1{n} y",
    b"alt.binaries.huge 99999999999999999999999 1{n} y",
    b"alt.binaries." + b"x" * 2000 + b" 10 1{n} y",
    b"alt.binaries.\xff\xfe 10 1{n} y",
    b"Alt.Binaries.Bad/Name 10 1{n} y",
    b"alt.binaries.alias 10 1{n} =alt.binaries.other",
    b"alt.binaries.digits \xd9\xa1\xd9\xa2 1{n} y",
]
SKIPPED = {"malformed": 2, "control_chars": 1, "negative": 1, "out_of_range": 1, "too_long": 1, "bad_encoding": 1,
           "bad_name": 1, "alias": 1}


def _counts(server) -> dict[str, int]:
    corpus = server.corpus
    return {name: corpus.group_bounds("a", name)[0] for name in corpus.group_names()}


def _fetch(server, request: groups_fetch.FetchRequest, db) -> groups_fetch.GroupsFetchReport:
    with NNTPClient(ProviderConfig.from_url(server.url)) as client:
        return groups_fetch.fetch_groups(db, client, request, actor=ACTOR, provider="test")


def test_counts_rank_the_top_groups_and_add_them_inactive(db, server_a) -> None:
    counts = _counts(server_a)
    expected = sorted(counts, key=lambda n: (-counts[n], n))[:2]
    report = _fetch(server_a, groups_fetch.FetchRequest(top=2), db)
    assert report.source == "counts"
    assert [g.name for g in report.ranked] == expected
    assert [g.count for g in report.ranked] == [counts[n] for n in expected]
    assert sorted(report.added) == sorted(expected)
    listed = {g.name: g for g in groups.list_groups(db)}
    assert set(listed) == set(expected) and not any(g.active for g in listed.values())
    row = audit.recent(db, limit=1)[0]
    assert (row["action"], row["outcome"], row["detail"]["added"]) == ("group.fetch", "ok", report.added)


def test_activate_activates_a_listed_inactive_group_and_keeps_its_tuning(db, server_a) -> None:
    name = sorted(_counts(server_a))[0]
    groups.add(db, name, tier=groups.Tier.LOW, manual_order=7, active=False)
    report = _fetch(server_a, groups_fetch.FetchRequest(pattern=name, top=5, activate=True), db)
    assert report.activated == [name] and report.added == []
    g = groups.get(db, name)
    assert g is not None and g.active and g.tier is groups.Tier.LOW and g.manual_order == 7


@pytest.mark.parametrize("counts", [True, False], ids=["list-counts", "list-active"])
def test_hostile_list_lines_are_counted_and_skipped_and_the_rest_is_taken(db, server_a, counts: bool) -> None:
    server_a.faults.no_list_counts = not counts
    server_a.faults.list_extra_lines = [line.replace(b"{n}", b" 10" if counts else b"") for line in HOSTILE]
    report = _fetch(server_a, groups_fetch.FetchRequest(top=1000), db)
    assert report.source == ("counts" if counts else "active")
    assert report.skipped == SKIPPED
    assert report.lines == len(_counts(server_a)) + len(HOSTILE)
    assert {g.name for g in groups.list_groups(db)} == set(_counts(server_a))
    assert "\\x00" in report.samples["control_chars"]  # shown escaped, never raw


def test_without_list_counts_spans_are_replaced_by_group_counts(db, server_a) -> None:
    server_a.faults.no_list_counts = True
    server_a.faults.active_stale_low = True  # LIST ACTIVE's spans overstate: only GROUP's counts rank right
    counts = _counts(server_a)
    report = _fetch(server_a, groups_fetch.FetchRequest(top=2), db)
    assert report.source == "active"
    expected = sorted(counts, key=lambda n: (-counts[n], n))[:2]
    assert [g.name for g in report.ranked] == expected
    assert [g.count for g in report.ranked] == [counts[n] for n in expected]
    assert all(g.counted for g in report.ranked) and not report.counts_estimated
    assert 2 <= report.group_asked <= len(counts)
    assert server_a.faults.counters["cmd.GROUP"] == report.group_asked


def test_wildmat_negation_and_min_articles_choose_the_groups(db, server_a) -> None:
    counts = _counts(server_a)
    names = sorted(counts)
    excluded = names[0]
    report = _fetch(server_a, groups_fetch.FetchRequest(pattern=f"*,!{excluded}", top=1000, min_articles=1), db)
    assert {g.name for g in report.ranked} == {n for n in names if n != excluded and counts[n] >= 1}
    # A class is INN's extension: not sent to the server, applied here.
    first = excluded[0]
    report = _fetch(server_a, groups_fetch.FetchRequest(pattern=f"[{first}]*", top=1000), db)
    assert {g.name for g in report.ranked} == {n for n in names if n.startswith(first)}


def test_a_bad_wildmat_is_refused_and_audited_before_anything_is_read(db, server_a) -> None:
    with pytest.raises(groups_fetch.FetchRefused, match="unclosed"):
        _fetch(server_a, groups_fetch.FetchRequest(pattern="alt.[bin"), db)
    assert server_a.faults.counters["cmd.LIST"] == 0
    row = audit.recent(db, limit=1)[0]
    assert (row["action"], row["outcome"]) == ("group.fetch", "refused")


def test_cli_fetch_prints_the_ranked_json_report(db, server_a, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["groups", "fetch", server_a.url, "--top", "3", "--activate", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["source"] == "counts" and out["added"] == 3 and len(out["groups"]) == 3
    assert [g["rank"] for g in out["groups"]] == [1, 2, 3]
    assert all(g["change"] == "added" for g in out["groups"])
    assert {g.name for g in groups.list_groups(db, active_only=True)} == {g["name"] for g in out["groups"]}
    assert main(["groups", "fetch", server_a.url, "--pattern", "a b"]) == 1
    assert "spaces" in capsys.readouterr().err
