"""The seed's remaining admin actions from the CLI: filter counter reset and group purge (both staging backends).

Real Postgres, a real Redis, and a real crawl over sockets stage what the
purge removes; every change and every refusal is in the audit log.
"""

from __future__ import annotations

import getpass
import json

import pytest

from usenet_ops.cli.main import main
from usenet_ops.nntp.pool import Pool
from usenet_ops.nntp.provider import ProviderConfig
from usenet_ops.passes import build, compose, crawl
from usenet_ops.store import audit, filters, staging_pg, staging_redis
from usenet_ops.store.filters import HitCounts, RuleFamily


def _last_audit(db) -> dict:
    return dict(audit.recent(db, limit=1)[0])


# --- filter counter reset ------------------------------------------------------------------------------------


@pytest.fixture
def counted(db) -> dict[str, int]:
    """Seeded junk rules, one blacklist rule, and hits on two junk rules and the blacklist rule."""
    filters.seed_rules(db)
    rules = filters.load_rules(db)[:2]
    black = filters.add_blacklist(db, "poster", "spam@example")
    hits = HitCounts()
    hits.add_rule(RuleFamily.JUNK, rules[0].id, 40)
    hits.add_rule(RuleFamily.JUNK, rules[1].id, 7)
    hits.add_rule(RuleFamily.BLACKLIST, black, 3)
    filters.record_hits(db, hits)
    return {"first": rules[0].id, "second": rules[1].id, "black": black, "first_name": rules[0].name}


def test_a_junk_rule_counter_is_reset_alone_and_the_audit_keeps_what_it_held(db, counted, capsys) -> None:
    assert main(["filters", "reset", "--rule", counted["first_name"], "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert [(r["kind"], r["rule_id"], r["hits"]) for r in out["reset"]] == [("junk", counted["first"], 40)]
    junk = filters.read_rule_hits(db, RuleFamily.JUNK)
    assert counted["first"] not in junk and junk[counted["second"]] == 7
    assert filters.read_rule_hits(db, RuleFamily.BLACKLIST) == {counted["black"]: 3}
    row = _last_audit(db)
    assert (row["actor"], row["source"], row["action"], row["outcome"]) == (getpass.getuser(), "cli", "filters.reset",
                                                                             "ok")
    assert row["detail"]["was"] == {f"junk:{counted['first']}": 40} and row["detail"]["hits"] == 40
    # The rule's next hit starts its counter again.
    again = HitCounts()
    again.add_rule(RuleFamily.JUNK, counted["first"], 1)
    filters.record_hits(db, again)
    assert filters.read_rule_hits(db, RuleFamily.JUNK)[counted["first"]] == 1


def test_all_counters_reset_and_an_unknown_rule_is_refused_and_audited(db, counted, capsys) -> None:
    assert main(["filters", "reset", "--rule", "no-such-rule"]) == 1
    assert "no junk rule 'no-such-rule'" in capsys.readouterr().err
    assert _last_audit(db)["outcome"] == "refused"
    assert main(["filters", "reset", "--blacklist-rule", str(counted["black"])]) == 0
    assert filters.read_rule_hits(db, RuleFamily.BLACKLIST) == {}
    assert main(["filters", "reset", "--all", "both"]) == 0
    assert "reset 2 counter(s) holding 47 hit(s)" in capsys.readouterr().out
    assert filters.read_rule_hits(db, RuleFamily.JUNK) == {}
    assert [r["action"] for r in audit.recent(db, limit=3)] == ["filters.reset"] * 3


# --- group purge ---------------------------------------------------------------------------------------------


@pytest.fixture
def both_backends(db, redis_url, redis_prefix, monkeypatch) -> tuple[staging_pg.PgStaging, staging_redis.RedisStaging]:
    """pg staging and a Redis of the test's own prefix, both configured (as after a staging switch)."""
    monkeypatch.setenv("USENET_REDIS_URL", redis_url)
    monkeypatch.setenv("USENET_STAGING_REDIS_PREFIX", redis_prefix)
    return staging_pg.PgStaging(), staging_redis.RedisStaging(redis_url, prefix=redis_prefix)


def _crawl(conn, server, group: str, staging) -> crawl.GroupReport:
    settings = compose.load_settings(conn)
    with Pool(ProviderConfig.from_url(server.url, backbone="a")) as pool:
        return crawl.crawl_group(crawl.CrawlTarget(provider=server.url, backbone="a", group=group,
                                                   indexed_groups=compose.indexed_groups(conn)),
                                 conn=conn, pool=pool, settings=settings, filters=compose.load_filters(conn),
                                 owner="test", run_id="purge", staging=staging)


def _coverage(conn, group: str) -> int:
    return int(conn.execute("SELECT count(*) AS n FROM usenet.coverage WHERE group_name = %s", (group,)).fetchone()["n"])


def test_purge_removes_a_groups_staging_on_both_backends_its_coverage_and_on_request_its_releases(
        crawl_db, server_a, corpus_groups, both_backends, capsys) -> None:
    db = crawl_db
    pg, redis_backend = both_backends
    in_pg, in_redis, built = corpus_groups[:3]
    assert _crawl(db, server_a, built, pg).staged > 0
    settings = compose.load_settings(db)
    build.build_pass(db, settings=settings, sink=compose.release_sink(), filters=compose.load_build_filters(db),
                     budget_sec=60, staging=pg)
    assert _crawl(db, server_a, in_pg, pg).staged > 0  # staged after the build: still in staging
    assert _crawl(db, server_a, in_redis, redis_backend).staged > 0
    main_releases = "SELECT count(*) AS n FROM usenet.releases WHERE groups[1] = %s"
    assert db.execute(main_releases, (built,)).fetchone()["n"] > 0
    others = db.execute("SELECT count(*) AS n FROM usenet.releases WHERE groups[1] <> %s", (built,)).fetchone()["n"]
    held_pg = staging_pg.staged_in_group(db, in_pg)
    held_redis = redis_backend.staged_in_group(in_redis)
    assert held_pg["sets"] > 0 and held_redis["sets"] > 0
    marks = list(redis_backend.client.scan_iter(match=f"{redis_backend.prefix}batch:*:{in_redis}:*"))
    assert marks

    # Without --yes: what would go, and nothing changes.
    assert main(["groups", "purge", in_pg, "--json"]) == 1
    preview = json.loads(capsys.readouterr().out)
    assert preview["purged"] is False and preview["would_remove"]["staging"]["pg"] == held_pg
    assert staging_pg.staged_in_group(db, in_pg) == held_pg and _coverage(db, in_pg) > 0

    assert main(["groups", "purge", in_pg, "--yes", "--json"]) == 0
    removed = json.loads(capsys.readouterr().out)["removed"]
    assert removed["staging_pg"]["sets"] == held_pg["sets"] and removed["staging_pg"]["segments"] == held_pg["segments"]
    assert staging_pg.staged_in_group(db, in_pg) == {"sets": 0, "segments": 0} and _coverage(db, in_pg) == 0

    assert main(["groups", "purge", in_redis, "--yes", "--json"]) == 0
    removed = json.loads(capsys.readouterr().out)["removed"]
    assert removed["staging_redis"]["sets"] == held_redis["sets"] and removed["staging_redis"]["marks"] == len(marks)
    assert redis_backend.staged_in_group(in_redis) == {"sets": 0, "segments": 0} and _coverage(db, in_redis) == 0
    assert not list(redis_backend.client.scan_iter(match=f"{redis_backend.prefix}batch:*:{in_redis}:*"))

    assert main(["groups", "purge", built, "--yes", "--releases"]) == 0
    assert f"purged {built}" in capsys.readouterr().out
    assert db.execute(main_releases, (built,)).fetchone()["n"] == 0
    assert db.execute("SELECT count(*) AS n FROM usenet.releases").fetchone()["n"] == others
    # The fence moved: a task of the group holding the old token writes nothing more.
    assert db.execute("SELECT fence_owner FROM usenet.group_state WHERE group_name = %s",
                      (built,)).fetchone()["fence_owner"] == "purge"
    rows = [dict(r) for r in audit.recent(db, limit=3)]
    assert [(r["action"], r["target"], r["outcome"]) for r in rows] == [
        ("group.purge", built, "ok"), ("group.purge", in_redis, "ok"), ("group.purge", in_pg, "ok")]
    assert rows[0]["detail"]["releases"]["releases"] > 0 and rows[0]["detail"]["with_releases"] is True


def test_a_purge_of_an_unknown_group_is_refused_and_audited(db, capsys) -> None:
    assert main(["groups", "purge", "alt.binaries.never.seen", "--yes"]) == 1
    assert "nothing to purge" in capsys.readouterr().err
    row = _last_audit(db)
    assert (row["action"], row["target"], row["outcome"]) == ("group.purge", "alt.binaries.never.seen", "refused")
