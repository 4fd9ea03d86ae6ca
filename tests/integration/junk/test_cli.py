"""The filters, blacklist and posters CLI against real Postgres; --json outputs are a contract."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from usenet_ops.cli.main import main
from usenet_ops.store import filters
from usenet_ops.store.filters import HitCounts


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_filters_list_shows_rules_in_order_with_hits_share_and_drift(db, pg_dsn: str, capsys) -> None:
    code, out, _ = run(capsys, "filters", "seed", "--dsn", pg_dsn, "--json")
    assert code == 0 and json.loads(out)["rules"] >= 24
    rules = filters.load_rules(db)
    counts = HitCounts()
    counts.add_junk({rules[-1].id: 3, rules[0].id: 1})
    filters.record_hits(db, counts)
    code, out, _ = run(capsys, "filters", "list", "--dsn", pg_dsn, "--json")
    listed = json.loads(out)
    assert code == 0 and listed["problems"] == []
    assert [r["place"] for r in listed["rules"]] == list(range(1, len(rules) + 1))
    last = listed["rules"][-1]
    assert last["hits"] == 3 and last["share"] == 0.75 and last["drift"] == len(rules) - 1
    code, out, _ = run(capsys, "filters", "list", "--dsn", pg_dsn)
    assert "high_special_chars" in out and "75.0%" in out


def test_filters_test_says_which_rule_fires_and_why(db, pg_dsn: str, capsys) -> None:
    filters.seed_rules(db)
    code, out, _ = run(capsys, "filters", "test", "--dsn", pg_dsn, "--json",
                       "Show.S01E01.1080p.WEB-DL.x264-GRP", "--size", "3000000")
    verdict = json.loads(out)
    assert code == 0 and verdict["junk"] is True and verdict["rule"] == "under_5mib" and verdict["reason"]
    code, out, _ = run(capsys, "filters", "test", "--dsn", pg_dsn, "Keijo!!!!!!!!")
    assert code == 0 and out.startswith("KEEP")


def test_filters_test_stdin_prints_one_json_object_per_line(db, pg_dsn: str, capsys, monkeypatch) -> None:
    filters.seed_rules(db)
    lines = "\n".join([
        "Some.Movie.2019.1080p.BluRay.x264-GRP",
        "Player_Setup.exe\t-\talt.binaries.movies",
        json.dumps({"title": "Player_Setup.exe", "group": "alt.binaries.warez"}),
        "x\tnot-a-size",
        "",
    ])
    monkeypatch.setattr("sys.stdin", io.StringIO(lines))
    code, out, _ = run(capsys, "filters", "test", "--dsn", pg_dsn, "--stdin")
    rows = [json.loads(line) for line in out.splitlines()]
    assert code == 0 and len(rows) == 4
    assert rows[0]["junk"] is False
    assert rows[1]["rule"] == "blocked_executable"
    assert rows[2]["junk"] is False and rows[2]["group"] == "alt.binaries.warez"
    assert "error" in rows[3] and rows[3]["line"] == 4


def test_filters_enable_disable_move_change_the_live_rule_set(db, pg_dsn: str, capsys) -> None:
    filters.seed_rules(db)
    assert run(capsys, "filters", "disable", "--dsn", pg_dsn, "password_bait")[0] == 0
    _, out, _ = run(capsys, "filters", "test", "--dsn", pg_dsn, "--json", "Password at www.x.net - Film")
    assert json.loads(out)["rule"] != "password_bait"
    assert run(capsys, "filters", "enable", "--dsn", pg_dsn, "password_bait")[0] == 0
    assert run(capsys, "filters", "move", "--dsn", pg_dsn, "password_bait", "1")[0] == 0
    assert filters.load_rules(db)[0].name == "password_bait"
    code, _, err = run(capsys, "filters", "move", "--dsn", pg_dsn, "nope", "1")
    assert code == 1 and "filters list" in err


def test_filters_audit_reports_per_rule_drops(db, pg_dsn: str, capsys, tmp_path: Path) -> None:
    filters.seed_rules(db)
    f = tmp_path / "titles.txt"
    f.write_text("# comment\nSome.Movie.2019.1080p-GRP\na3f5c8e2d9b14f7a6c0e8d2b5f9a1c3e\nTiny Pack 3\t1000\n")
    code, out, _ = run(capsys, "filters", "audit", "--dsn", pg_dsn, "--json", str(f))
    report = json.loads(out)
    assert code == 0 and report["total"] == 3 and report["dropped"] == 2 and report["kept"] == 1
    assert {r["name"]: r["count"] for r in report["rules"]} == {"hex_digest_name": 1, "under_1mib": 1}
    bad = tmp_path / "bad.txt"
    bad.write_text("title\tbig\n")
    code, _, err = run(capsys, "filters", "audit", "--from-seed", str(bad))
    assert code == 1 and "byte count" in err


def test_filters_list_on_an_empty_table_says_to_seed(db, pg_dsn: str, capsys) -> None:
    code, _, err = run(capsys, "filters", "list", "--dsn", pg_dsn)
    assert code == 1 and "filters seed" in err


def test_blacklist_add_list_remove(db, pg_dsn: str, capsys) -> None:
    code, out, _ = run(capsys, "blacklist", "add", "--dsn", pg_dsn, "--json", "poster", r"spam@example\.com")
    rule_id = json.loads(out)["id"]
    code, _, err = run(capsys, "blacklist", "add", "--dsn", pg_dsn, "headers", "x")
    assert code == 1 and "unknown field" in err
    db.execute("INSERT INTO blacklist (field, pattern) VALUES ('subject', '(bad')")
    counts = HitCounts()
    counts.add_rule(filters.RuleFamily.BLACKLIST, rule_id, 5)
    filters.record_hits(db, counts)
    _, out, _ = run(capsys, "blacklist", "list", "--dsn", pg_dsn, "--json")
    rules = {r["pattern"]: r for r in json.loads(out)["rules"]}
    assert rules[r"spam@example\.com"]["hits"] == 5 and rules[r"spam@example\.com"]["problem"] is None
    assert "invalid regex" in rules["(bad"]["problem"]
    assert run(capsys, "blacklist", "remove", "--dsn", pg_dsn, str(rule_id))[0] == 0
    assert run(capsys, "blacklist", "remove", "--dsn", pg_dsn, str(rule_id))[0] == 1


def test_posters_watch_report_unwatch(db, pg_dsn: str, capsys) -> None:
    assert run(capsys, "posters", "watch", "--dsn", pg_dsn, "Uploader@Example.com")[0] == 0
    watch = filters.load_poster_watch(db)
    watch.tally("uploader@example.com", "build", "built", sample="Show.S01E01")
    watch.tally("uploader@example.com", "ingest", "junk:random_name")
    filters.flush_poster_watch(db, watch)
    _, out, _ = run(capsys, "posters", "report", "--dsn", pg_dsn, "--json")
    poster = json.loads(out)["posters"][0]
    assert poster["pattern"] == "uploader@example.com" and poster["total"] == 2
    assert {(o["stage"], o["reason"]) for o in poster["outcomes"]} == {("build", "built"), ("ingest", "junk:random_name")}
    assert run(capsys, "posters", "unwatch", "--dsn", pg_dsn, "uploader@example.com")[0] == 0
    code, _, err = run(capsys, "posters", "report", "--dsn", pg_dsn, "uploader@example.com")
    assert code == 1 and "not watched" in err


@pytest.mark.parametrize("argv", [["filters", "test", "--from-seed"], ["filters", "test", "--from-seed", "--stdin", "x"]])
def test_filters_test_needs_exactly_one_input(argv: list[str], capsys) -> None:
    code, _, err = run(capsys, *argv)
    assert code == 1 and "--stdin" in err
