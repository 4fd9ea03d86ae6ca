"""Provider roles: primaries crawl, fill never, a backup only while its backbone's primaries fail; one crawl per group."""

from __future__ import annotations

import pytest

from usenet_ops.domain import provider_roles as roles
from usenet_ops.domain.provider_roles import Account, Share

GROUPS = [f"alt.binaries.group{i:02d}" for i in range(40)]


def _crawled(duties: dict[str, roles.Duty], backbone: str) -> dict[str, list[str]]:
    return {cid: roles.owned_groups(d.share, GROUPS) for cid, d in duties.items()
            if d.crawls and d.account.backbone == backbone}


def test_two_primaries_on_one_backbone_split_the_groups_without_overlap_and_cover_every_one() -> None:
    duties = roles.duties([Account("a", "bb"), Account("b", "bb")], failing=())
    crawled = _crawled(duties, "bb")
    assert set(crawled) == {"a", "b"}
    assert not set(crawled["a"]) & set(crawled["b"])
    assert sorted(crawled["a"] + crawled["b"]) == sorted(GROUPS)
    assert crawled["a"] and crawled["b"], "CRC-32 spreads 40 names over both accounts"


def test_shares_follow_priority_then_conn_id_so_every_process_agrees() -> None:
    one = roles.duties([Account("z", "bb", priority=0), Account("a", "bb", priority=1)], failing=())
    other = roles.duties([Account("a", "bb", priority=1), Account("z", "bb", priority=0)], failing=())
    assert one == other
    assert one["z"].share == Share(0, 2) and one["a"].share == Share(1, 2)


def test_a_fill_account_never_crawls() -> None:
    duties = roles.duties([Account("main", "bb"), Account("blocks", "bb", role=roles.FILL)], failing=())
    assert not duties["blocks"].crawls and duties["blocks"].share is None
    assert roles.owned_groups(duties["blocks"].share, GROUPS) == []
    assert duties["blocks"].doing() == "fill: probes and health only, never crawls"
    assert duties["main"].share == Share(0, 1), "the fill account takes no share from the primary"


def test_a_fill_account_alone_on_its_backbone_still_never_crawls() -> None:
    duties = roles.duties([Account("blocks", "other", role=roles.FILL)], failing=())
    assert not duties["blocks"].crawls


def test_a_backup_stands_by_while_its_primary_passes_its_check() -> None:
    accounts = [Account("main", "bb"), Account("spare", "bb", role=roles.BACKUP)]
    duties = roles.duties(accounts, failing=())
    assert duties["main"].crawls and duties["main"].share == Share(0, 1)
    assert not duties["spare"].crawls
    assert duties["spare"].doing() == "backup: standing by while main answers"


def test_a_backup_takes_the_whole_backbone_when_the_primarys_latest_check_failed() -> None:
    accounts = [Account("main", "bb"), Account("spare", "bb", role=roles.BACKUP)]
    duties = roles.duties(accounts, failing={"main"})
    assert duties["spare"].crawls and duties["spare"].share == Share(0, 1)
    assert roles.owned_groups(duties["spare"].share, GROUPS) == GROUPS
    assert not duties["main"].crawls
    assert "main failed its latest check" in duties["spare"].doing(40, 40)
    assert duties["spare"].doing(40, 40).startswith("backup: crawls 40 of 40 groups on backbone bb")


def test_a_backup_stands_by_while_any_primary_of_its_backbone_answers() -> None:
    accounts = [Account("p1", "bb"), Account("p2", "bb"), Account("spare", "bb", role=roles.BACKUP)]
    duties = roles.duties(accounts, failing={"p1"})
    assert duties["p2"].crawls and duties["p2"].share == Share(0, 1), "the answering primary takes p1's groups"
    assert not duties["p1"].crawls and not duties["spare"].crawls


def test_when_nothing_on_a_backbone_answers_its_primaries_crawl_anyway() -> None:
    accounts = [Account("main", "bb"), Account("spare", "bb", role=roles.BACKUP)]
    duties = roles.duties(accounts, failing={"main", "spare"})
    assert duties["main"].crawls, "a stale failed check must not stop the crawl for good"
    assert not duties["spare"].crawls


def test_an_account_never_checked_is_not_failing() -> None:
    duties = roles.duties([Account("main", "bb"), Account("spare", "bb", role=roles.BACKUP)], failing={"elsewhere"})
    assert duties["main"].crawls and not duties["spare"].crawls


def test_another_backbones_accounts_are_independent() -> None:
    accounts = [Account("a1", "one"), Account("a2", "one"), Account("b", "two"),
                Account("b-spare", "two", role=roles.BACKUP)]
    duties = roles.duties(accounts, failing={"b"})
    assert duties["a1"].share == Share(0, 2) and duties["a2"].share == Share(1, 2)
    assert duties["b-spare"].crawls and duties["b-spare"].share == Share(0, 1)
    assert _crawled(duties, "two") == {"b-spare": GROUPS}, "backbone two crawls every group again"


def test_a_share_owns_by_crc32_not_the_salted_builtin_hash() -> None:
    import zlib

    share = Share(1, 3)
    assert [g for g in GROUPS if share.owns(g)] == [g for g in GROUPS if zlib.crc32(g.encode()) % 3 == 1]


def test_the_cap_is_split_in_proportion_so_each_share_keeps_the_turn_bound() -> None:
    import math

    everyone = (4, 36)  # the shipped pack's tiers, roughly: a few critical, the rest by turn
    mine = [(3, 15), (1, 21)]  # an uneven CRC-32 split
    caps = [Share(i, 2).cap(20, m, everyone) for i, m in enumerate(mine)]
    bound = math.ceil(36 / (20 - 4))
    for (crit, others), cap in zip(mine, caps, strict=True):
        assert cap > crit and math.ceil(others / (cap - crit)) <= bound, "an even 10/10 split needs 3 runs for 21"
    assert sum(caps) <= 20 + 1, "the cap is split, not doubled"
    assert Share(0, 1).cap(20, everyone, everyone) == 20
    assert Share(0, 2).cap(0, (1, 1), (2, 2)) == 0, "no cap stays no cap"


@pytest.mark.parametrize(("index", "of"), [(-1, 2), (2, 2), (0, 0)])
def test_an_impossible_share_is_refused(index: int, of: int) -> None:
    with pytest.raises(ValueError, match="a share is an index below its count"):
        Share(index, of)
