"""`filters audit --days N`: what each junk rule caught on real traffic, per day, with samples (issue 28.4).

Real Postgres (and Redis, where a staging backend is a parameter): the
samples ride in the staging transaction beside filter_hits and in the build
chunk's beside build_outcomes, so they are bounded, safe for hostile titles,
counted once per commit, windowed by day and pruned on the diagnostics horizon.
"""

from __future__ import annotations

import datetime as dt
import json

import pytest
from staging_state import clear

from usenet_ops.cli.main import main
from usenet_ops.domain import ingest, junk
from usenet_ops.domain.ingest import FileAggregate, file_id_for, set_id_for
from usenet_ops.nntp.protocol import join_block
from usenet_ops.passes import build, compose
from usenet_ops.passes.committer import Stager
from usenet_ops.store import crawl_state, filters, junk_samples, retention
from usenet_ops.store.catalogue import PostgresCatalogue
from usenet_ops.store.crawl_state import FenceLost

GROUP = "alt.binaries.test"
DATE = b"Mon, 30 Nov 2026 10:00:00 +0000"
TODAY = dt.datetime.now(dt.UTC).date()

TRAFFIC_KEYS = {"days", "from", "to", "dropped", "units", "rules"}
RULE_KEYS = {"id", "name", "stage", "unit", "rule_stage", "scope", "enabled", "hits", "share", "daily", "last_day",
             "mean", "ratio", "trend", "first_seen", "last_seen", "samples"}


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def _line(n: int, subject: bytes, poster: bytes = b"p <p@x>") -> bytes:
    return b"\t".join([str(n).encode(), subject, poster, DATE, b"<%d@x>" % n, b"", b"700000", b"10"])


def _batch(db, lines: list[bytes], *, native: bool = False) -> ingest.IngestResult:
    engine = filters.load_engine(db)
    return ingest.ingest_block(join_block(lines), group=GROUP, indexed_groups={GROUP},
                               filters=ingest.IngestFilters(junk=engine), native=native)


def _rule_id(db, name: str) -> int:
    return next(r.id for r in filters.load_rules(db) if r.name == name)


def _rows(db) -> dict[tuple[str, str], dict]:
    rows = db.execute("""SELECT j.stage, r.name, j.day, j.count, j.samples FROM usenet.junk_samples j
                         JOIN usenet.junk_rules r ON r.id = j.rule_id""").fetchall()
    return {(r["stage"], r["name"]): dict(r) for r in rows}


def _spam_lines(start: int = 1) -> list[bytes]:
    """Three articles of one spam upload, one of another, an executable bait, and a real release."""
    return [
        _line(start, b'Watch Gladiator 2 Online Free 2024 [1/3] - "w.part1.rar" yEnc (1/2)'),
        _line(start + 1, b'Watch Gladiator 2 Online Free 2024 [1/3] - "w.part1.rar" yEnc (2/2)'),
        _line(start + 2, b'Watch Gladiator 2 Online Free 2024 [2/3] - "w.part2.rar" yEnc (1/2)'),
        _line(start + 3, b'Watch Dune Part Two Online Free 2024 [1/1] - "d.rar" yEnc (1/1)'),
        _line(start + 4, b'Some.Show.S01E01.1080p [1/2] - "Some.Show.S01E01.1080p.mkv.exe" yEnc (1/3)'),
        _line(start + 5, b'Good.Release.2019.1080p-GRP [1/2] - "good.part1.rar" yEnc (1/3)'),
    ]


@pytest.mark.parametrize("native", [False, True])
def test_a_crawl_commit_records_each_rules_drops_and_samples_beside_filter_hits(db, staging_backend,
                                                                                native: bool) -> None:
    if native and not ingest.native_available():
        pytest.skip("the C scanner was not built")
    filters.seed_rules(db)
    clear(db)
    fence = crawl_state.take_fence(db, "bb", GROUP, "test")
    stager = Stager(db, None, staging=staging_backend, backbone="bb", group=GROUP, fence=fence)
    stager.submit(_batch(db, _spam_lines(), native=native), 1, 6)
    rows = _rows(db)
    watch = rows[("ingest", "watch_online_spam")]
    assert watch["day"] == TODAY and watch["count"] == 4, "articles, as filter_hits counts them"
    assert watch["samples"] == ["Watch Gladiator 2 Online Free 2024", "Watch Dune Part Two Online Free 2024"], (
        "one sample per distinct release, not one per article or file")
    exe = rows[("ingest", "double_extension_exe")]
    assert exe["count"] == 1 and exe["samples"] == ["Some.Show.S01E01.1080p.mkv.exe in Some.Show.S01E01.1080p"]
    hits = filters.read_rule_hits(db, filters.RuleFamily.JUNK)
    assert {name: row["count"] for (stage, name), row in rows.items()} == {
        r.name: hits[r.id] for r in filters.load_rules(db) if r.id in hits}


def test_samples_stay_bounded_and_distinct_over_many_batches(db) -> None:
    filters.seed_rules(db)
    clear(db)
    fence = crawl_state.take_fence(db, "bb", GROUP, "test")
    stager = Stager(db, None, staging=compose.staging_backend(compose.load_settings(db)), backbone="bb",
                    group=GROUP, fence=fence)
    n = 1
    for batch in range(6):
        lines = []
        for i in range(40):  # 40 distinct spam releases a batch: ingest keeps JUNK_SAMPLES of them
            lines.append(_line(n, b'Watch Movie %d Online Free 2024 [1/1] - "m.rar" yEnc (1/1)' % (batch * 100 + i)))
            n += 1
        result = _batch(db, lines)
        assert len(result.junk_samples[_rule_id(db, "watch_online_spam")]) == ingest.JUNK_SAMPLES
        stager.submit(result, n - 40, n - 1)
    row = _rows(db)[("ingest", "watch_online_spam")]
    assert row["count"] == 240
    assert len(row["samples"]) == junk_samples.SAMPLES_PER_DAY == len(set(row["samples"]))
    assert row["samples"][0] == "Watch Movie 0 Online Free 2024", "the day keeps its first samples"


def test_hostile_titles_are_stored_safely_and_bounded(db) -> None:
    filters.seed_rules(db)
    rule = _rule_id(db, "watch_online_spam")
    hostile = ["Nul\x00Title", "lone \ud800 surrogate", "esc \x1b[31mred\x1b[0m and \x07bell", "x" * 100_000,
               "Ünïcödé 【推しの子】 ok", "", "\x00\x01"]
    junk_samples.record(db, junk.Stage.INGEST, {rule: 7}, {rule: hostile})
    (row,) = db.execute("SELECT count, samples FROM usenet.junk_samples").fetchall()
    assert row["count"] == 7
    samples = row["samples"]
    assert samples[:3] == ["NulTitle", "lone  surrogate", "esc red and bell"]
    assert len(samples[3]) == junk_samples.SAMPLE_CHARS and " … " in samples[3]
    assert samples[4] == "Ünïcödé 【推しの子】 ok" and len(samples) == 5, "empty titles are not samples"
    assert all(c.isprintable() for s in samples for c in s)


def test_a_rolled_back_commit_counts_nothing_and_its_rerun_counts_once(db) -> None:
    filters.seed_rules(db)
    clear(db)
    backend = compose.staging_backend(compose.load_settings(db))
    stale = crawl_state.take_fence(db, "bb", GROUP, "old-task")
    fence = crawl_state.take_fence(db, "bb", GROUP, "takeover")  # the old task lost the group
    result = _batch(db, _spam_lines())
    with pytest.raises(FenceLost):
        Stager(db, None, staging=backend, backbone="bb", group=GROUP, fence=stale).submit(result, 1, 6)
    assert db.execute("SELECT count(*) AS n FROM usenet.junk_samples").fetchone()["n"] == 0
    assert not filters.read_rule_hits(db, filters.RuleFamily.JUNK)
    Stager(db, None, staging=backend, backbone="bb", group=GROUP, fence=fence).submit(result, 1, 6)
    assert _rows(db)[("ingest", "watch_online_spam")]["count"] == 4


def _junk_set(base: str, parts: int = 3) -> list[FileAggregate]:
    set_id = set_id_for(GROUP, "p <p@x>", base)
    out = []
    for i in (1, 2):
        name = f"file{i:02d}.part{i:02d}.rar"
        agg = FileAggregate(set_id=set_id, file_id=file_id_for(set_id, name), group=GROUP, base=base,
                            poster="p <p@x>", file_name=name, subject=f'{base} [{i}/2] - "{name}" yEnc (1/{parts})',
                            file_index=i, file_total=2, part_total=parts, date_raw=DATE, groups={GROUP})
        for p in range(1, parts + 1):
            agg.message_ids.append(f"{set_id}.{i}.{p}@x")
            agg.parts.append(p)
            agg.sizes.append(500_000)
        agg.art_lo, agg.art_hi = 100 + i * parts, 100 + (i + 1) * parts
        out.append(agg)
    return out


def test_the_build_records_its_drops_per_rule_with_the_title(db, staging_backend) -> None:
    filters.seed_rules(db)
    clear(db)
    fence = crawl_state.take_fence(db, "bb", GROUP, "test")
    files = _junk_set("Show.S01E01.1080p.WEB-DL.x264-GRP") + _junk_set("Other.Show.S02E03.2160p.WEB-DL.x265-GRP")
    staging_backend.stage_batch(db, backbone="bb", group=GROUP, fence=fence, files=files, covered=(1, 200),
                                next_article=201)
    report = build.build_pass(db, settings=compose.load_settings(db), sink=PostgresCatalogue(),
                              filters=compose.load_build_filters(db), staging=staging_backend)
    assert report.outcomes["junk"] == 2
    builds = {name: row for (stage, name), row in _rows(db).items() if stage == "build"}
    assert sum(r["count"] for r in builds.values()) == 2, "releases, as build_outcomes counts them"
    assert sorted(s for r in builds.values() for s in r["samples"]) == [
        "Other.Show.S02E03.2160p.WEB-DL.x265-GRP", "Show.S01E01.1080p.WEB-DL.x264-GRP"]


def _seed_days(db) -> tuple[int, int]:
    """A steady rule over the whole window, a new one today only, and an old day outside any short window."""
    filters.seed_rules(db)
    steady, new = _rule_id(db, "spam_marketing"), _rule_id(db, "pay_site_pitch")
    for back in range(1, 7):
        junk_samples.record(db, junk.Stage.INGEST, {steady: 10}, {steady: [f"old ad {back}"]},
                            day=TODAY - dt.timedelta(days=back))
    junk_samples.record(db, junk.Stage.INGEST, {steady: 900}, {steady: ["ancient ad"]},
                        day=TODAY - dt.timedelta(days=30))
    junk_samples.record(db, junk.Stage.INGEST, {new: 50}, {new: ["Hot site pitch A", "Hot site pitch B"]})
    junk_samples.record(db, junk.Stage.BUILD, {new: 2}, {new: ["Hot.Site.Release"]})
    return steady, new


def test_audit_days_reports_hits_per_day_share_trend_and_samples_in_json(db, pg_dsn: str, capsys) -> None:
    steady, new = _seed_days(db)
    code, out, _ = run(capsys, "filters", "audit", "--dsn", pg_dsn, "--days", "7", "--json", "--samples", "2")
    report = json.loads(out)
    assert code == 0 and set(report) == TRAFFIC_KEYS
    assert report["days"] == 7 and report["to"] == TODAY.isoformat()
    assert report["from"] == (TODAY - dt.timedelta(days=6)).isoformat()
    assert report["dropped"] == {"ingest": 110, "build": 2}, "the day 30 days ago is outside the window"
    assert report["units"] == {"ingest": "articles", "build": "releases"}
    entries = [(r["name"], r["stage"]) for r in report["rules"]]
    assert entries[:2] == [("pay_site_pitch", "ingest"), ("pay_site_pitch", "build")], "new rules come first"
    first = report["rules"][0]
    assert set(first) == RULE_KEYS
    assert first["id"] == new and first["trend"] == "new" and first["hits"] == 50 and first["last_day"] == 50
    assert first["share"] == pytest.approx(50 / 110, abs=1e-6) and first["mean"] == 0
    assert first["samples"] == ["Hot site pitch A", "Hot site pitch B"]
    assert [d["hits"] for d in first["daily"]] == [0, 0, 0, 0, 0, 0, 50]
    ad = next(r for r in report["rules"] if r["id"] == steady)
    assert ad["hits"] == 60 and ad["trend"] == "quiet" and ad["mean"] == 10 and ad["last_day"] == 0
    assert ad["samples"] == ["old ad 1", "old ad 2"], "newest day first, --samples of them"
    assert [d["day"] for d in ad["daily"]] == [(TODAY - dt.timedelta(days=6 - i)).isoformat() for i in range(7)]


def test_audit_days_rule_filter_and_text_output(db, pg_dsn: str, capsys) -> None:
    steady, _ = _seed_days(db)
    code, out, _ = run(capsys, "filters", "audit", "--dsn", pg_dsn, "--days", "3", "--rule", "spam_marketing",
                       "--json")
    report = json.loads(out)
    assert code == 0 and [(r["id"], r["hits"]) for r in report["rules"]] == [(steady, 20)]
    assert report["dropped"] == {"ingest": 70, "build": 2}, "shares stay over every rule's drops"
    code, out, _ = run(capsys, "filters", "audit", "--dsn", pg_dsn, "--days", "7", "--rule", "test_post", "--json")
    (quiet,) = json.loads(out)["rules"]
    assert code == 0 and quiet["name"] == "test_post" and quiet["hits"] == 0 and quiet["trend"] == "quiet"
    code, out, _ = run(capsys, "filters", "audit", "--dsn", pg_dsn, "--days", "7")
    assert code == 0 and "pay_site_pitch" in out and "Hot site pitch A" in out and "new" in out
    code, _, err = run(capsys, "filters", "audit", "--dsn", pg_dsn, "--days", "7", "--rule", "no_such_rule")
    assert code == 1 and "filters list" in err


def test_audit_keeps_its_title_list_form_and_refuses_a_mixture(db, pg_dsn: str, capsys, tmp_path) -> None:
    filters.seed_rules(db)
    f = tmp_path / "titles.txt"
    f.write_text("Some.Movie.2019.1080p-GRP\na3f5c8e2d9b14f7a6c0e8d2b5f9a1c3e\n")
    code, out, _ = run(capsys, "filters", "audit", "--dsn", pg_dsn, "--json", str(f))
    report = json.loads(out)
    assert code == 0 and set(report) == {"total", "dropped", "kept", "rules"}
    assert set(report["rules"][0]) == {"id", "name", "count", "share", "samples"}
    code, _, err = run(capsys, "filters", "audit", "--dsn", pg_dsn, "--days", "7", str(f))
    assert code == 1 and "not both" in err
    code, _, err = run(capsys, "filters", "audit", "--dsn", pg_dsn)
    assert code == 1 and "--days" in err
    code, _, err = run(capsys, "filters", "audit", "--dsn", pg_dsn, "--days", "0")
    assert code == 1


def test_retention_removes_days_past_the_diagnostics_horizon(db) -> None:
    _seed_days(db)
    deleted = retention.delete_diagnostics(db, 14)
    assert deleted["junk_samples"] == 1
    days = {r["day"] for r in db.execute("SELECT day FROM usenet.junk_samples")}
    assert min(days) == TODAY - dt.timedelta(days=6) and TODAY in days
