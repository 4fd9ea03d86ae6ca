"""Quiet or dead: per group releases built in 1/7/30 days, the last release and the last article seen (issue 32).

In the Groups tab's JSON, `usenet-ops groups list` (table and --json) and the depth's floor beside them.
"""

from __future__ import annotations

import datetime as dt
import json

import pytest

from usenet_ops.adapters import panels
from usenet_ops.cli.main import main
from usenet_ops.domain import backfill_plan
from usenet_ops.store import backfill_state, dashboard, groups, settings

QUIET, DEAD, BUSY = "alt.binaries.quiet", "alt.binaries.dead", "alt.binaries.busy"


def _release(db, n: int, group_names: list[str], age: dt.timedelta) -> None:
    db.execute("""INSERT INTO usenet.releases (content_hash, title, search_name, groups, poster, posted_at, size, files,
                  segments, par2, completion, category, tags, origin, broken, nzb, added_at)
                  VALUES (%s, 'A.Release', 'A Release', %s, 'p', now(), 1, 1, 1, false, 100, 8010, ARRAY[]::text[],
                          'crawl', false, '\\x00'::bytea, now() - %s)""", (f"{n:016x}", group_names, age))


def _state(db, group: str, next_article: int, progress_age: dt.timedelta) -> None:
    db.execute("""INSERT INTO usenet.group_state (backbone, group_name, first_article, next_article, server_low,
                                                  server_high, last_progress_at)
                  VALUES ('bb', %s, 1, %s, 1, %s, now() - %s)""", (group, next_article, next_article, progress_age))


@pytest.fixture
def catalogue(db):  # type: ignore[no-untyped-def]
    for name in (QUIET, DEAD, BUSY):
        groups.add(db, name)
    day = dt.timedelta(days=1)
    today = dt.datetime.now(dt.UTC) - dt.datetime.now(dt.UTC).replace(hour=0, minute=0, second=0, microsecond=0)
    # Dead: its last release 90 days ago (ids ascend with build time, as in the catalogue).
    _release(db, 1, [DEAD], 90 * day)
    # Busy: one 20 days ago, one five days ago, three today (two of them crossposted to quiet), one in the lag.
    _release(db, 2, [BUSY], 20 * day)
    _release(db, 3, [BUSY], 5 * day)
    _release(db, 4, [BUSY], min(today, dt.timedelta(hours=1)))
    _release(db, 5, [BUSY, QUIET], min(today, dt.timedelta(minutes=30)))
    _release(db, 6, [BUSY, QUIET], dt.timedelta(seconds=5))
    # Dead: its server has had nothing new for 60 days.
    _state(db, DEAD, 5001, 60 * day)
    # Quiet: articles keep arriving (an hour ago) while releases are rare.
    _state(db, QUIET, 90001, dt.timedelta(hours=1))
    return db


def test_activity_counts_each_window_and_the_last_release_and_article(catalogue) -> None:
    got = dashboard.group_activity(catalogue)
    assert (got[BUSY]["built_1d"], got[BUSY]["built_7d"], got[BUSY]["built_30d"]) == (3, 4, 5)
    assert (got[QUIET]["built_1d"], got[QUIET]["built_7d"], got[QUIET]["built_30d"]) == (2, 2, 2)
    assert (got[DEAD]["built_1d"], got[DEAD]["built_7d"], got[DEAD]["built_30d"]) == (0, 0, 0)
    now = dt.datetime.now(dt.UTC)
    assert now - got[DEAD]["last_release_at"] > dt.timedelta(days=89), "a dead group keeps its last release's time"
    assert now - got[QUIET]["last_release_at"] < dt.timedelta(minutes=1), "a release built seconds ago counts now"
    assert got[DEAD]["last_article"] == 5000 and now - got[DEAD]["last_article_at"] > dt.timedelta(days=59)
    assert got[QUIET]["last_article"] == 90000 and now - got[QUIET]["last_article_at"] < dt.timedelta(hours=2)
    assert got[BUSY]["last_article"] is None


def test_the_rollup_counts_each_release_once_however_often_it_is_read(catalogue) -> None:
    first = dashboard.group_activity(catalogue)
    rolled = dashboard.refresh_release_days(catalogue)
    assert rolled == 0, "the refresh inside group_activity already rolled up everything past the lag"
    assert dashboard.group_activity(catalogue) == first
    cursor = catalogue.execute("SELECT rolled_to FROM usenet.group_release_cursor").fetchone()["rolled_to"]
    assert 3 <= cursor < 6, "releases older than the lag are in the rollup; the one built seconds ago is counted live"
    # Once the fresh ones are older than the lag they move into the rollup: the figures do not change.
    catalogue.execute("UPDATE usenet.releases SET added_at = added_at - interval '11 minutes' WHERE id > %s", (cursor,))
    moved = dashboard.refresh_release_days(catalogue)
    assert moved >= 1
    after = dashboard.group_activity(catalogue)
    assert after[BUSY]["built_30d"] == first[BUSY]["built_30d"] == 5


def test_the_rollup_steps_are_bounded_and_catch_up(db) -> None:
    groups.add(db, BUSY)
    for n in range(1, 8):
        _release(db, n, [BUSY], dt.timedelta(hours=2))
    db.execute("UPDATE usenet.group_release_cursor SET rolled_to = 0")
    assert dashboard.refresh_release_days(db, steps=1, step=3) == 3
    assert dashboard.refresh_release_days(db, steps=5, step=3) == 4
    assert dashboard.refresh_release_days(db, steps=5, step=3) == 0
    assert dashboard.group_activity(db)[BUSY]["built_7d"] == 7


def test_the_groups_tab_shows_activity_and_the_depth_floor(catalogue) -> None:
    groups.tune(catalogue, QUIET, crawl_depth_days=7)
    at = backfill_plan.floor_day(dt.datetime.now(dt.UTC), 0, 7)
    assert at is not None
    backfill_state.save_boundary(catalogue, "bb", QUIET, at, 42_000, 3)
    tab = panels.tab(catalogue, "groups")
    rows = {g["name"]: g for g in tab["groups"]}
    assert rows[BUSY]["activity"]["built_1d"] == 3 and rows[BUSY]["activity"]["built_30d"] == 5
    assert rows[DEAD]["activity"]["built_30d"] == 0 and rows[DEAD]["activity"]["last_release_at"]
    assert rows[QUIET]["activity"]["last_article"] == 90000
    assert rows[QUIET]["depth_days_effective"] == 7 and rows[QUIET]["floor_date"] == at.date().isoformat()
    cell = rows[QUIET]["backbones"][0]["backfill"]
    assert cell["floor"] == 42_000 and cell["floor_resolved"] is True
    assert rows[BUSY]["floor_date"] is None, "retention_days 0 and no depth: all the server holds"
    settings.set_value(catalogue, "retention_days", 100)
    busy = {g["name"]: g for g in panels.tab(catalogue, "groups")["groups"]}[BUSY]
    assert busy["depth_days_effective"] == 100 and busy["floor_date"]


def test_groups_list_prints_activity_and_floor(catalogue, pg_dsn, capsys, monkeypatch) -> None:
    monkeypatch.setenv("USENET_DSN", pg_dsn)
    groups.tune(catalogue, QUIET, crawl_depth_days=7)
    assert main(["groups", "list", "--json"]) == 0
    rows = {r["name"]: r for r in map(json.loads, capsys.readouterr().out.splitlines())}
    assert {"crawl_depth_days", "throttle", "tier", "active"} <= set(rows[QUIET]), "the old keys stay"
    assert (rows[BUSY]["built_1d"], rows[BUSY]["built_7d"], rows[BUSY]["built_30d"]) == (3, 4, 5)
    assert rows[QUIET]["depth_days_effective"] == 7 and rows[QUIET]["floor_date"]
    assert rows[QUIET]["floors"] == [{"backbone": "bb", "floor_article": 1, "floor_resolved": False}]
    assert rows[DEAD]["last_article"] == 5000 and rows[DEAD]["last_release_at"]
    assert main(["groups", "list"]) == 0
    table = capsys.readouterr().out
    assert "built 1d/7d/30d" in table and "3/4/5" in table and "#5000" in table
