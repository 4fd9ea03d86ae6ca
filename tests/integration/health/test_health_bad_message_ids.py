"""A stored segment id that is not a message-id is counted and judged absent, never sent (issue 31, item 2).

A catalogue row whose NZB carries `x@y>\\r\\nQUIT` (from before ingest
validated ids, or from a path that did not) used to raise a plain ValueError
in the NNTP client and fail every health run. Now the pass counts it
(``bad_message_ids``), sends no STAT for it, and the release is judged on
what a downloader can fetch: not healthy.
"""

from __future__ import annotations

import pytest
from healthkit import knobs, pool_for

from usenet_ops.domain import health_verdicts
from usenet_ops.domain.nzb import FileColumns, decode_columns, encode_columns
from usenet_ops.passes import health

BACKBONES = ("synthetic-a", "synthetic-b")
INJECTED = "x@y>\r\nQUIT"


def _target() -> health.HealthTarget:
    return health.HealthTarget(provider="nntp_a", backbone="synthetic-a", backbones=BACKBONES, run_id="t")


def _inject(db, release_id: int, bad: str) -> None:
    """Replace the first segment id of the release's first data file by ``bad``, in its stored NZB."""
    nzb = db.execute("SELECT nzb FROM usenet.releases WHERE id = %s", (release_id,)).fetchone()["nzb"]
    files = decode_columns(nzb)
    layout = health_verdicts.layout_of(files)
    k = next(i for i, f in enumerate(layout.files) if f.role is health_verdicts.Role.DATA)
    f = files[k]
    files[k] = FileColumns(f.subject, f.poster, f.date, f.groups, f.numbers, f.sizes, [bad, *f.message_ids[1:]])
    db.execute("UPDATE usenet.releases SET nzb = %s WHERE id = %s", (encode_columns(files), release_id))


def _verdicts(db) -> dict[int, str]:
    return {r["release_id"]: r["verdict"] for r in db.execute(
        "SELECT release_id, verdict FROM usenet.release_checks WHERE backbone = 'synthetic-a'").fetchall()}


@pytest.mark.parametrize("mode", ["full", "sample", "par2"])
def test_an_injected_segment_id_is_counted_never_sent_and_the_release_is_not_healthy(db, servers, catalogued,
                                                                                      mode) -> None:
    settings = knobs(health_mode=mode)
    ids = [i for b in health.plan(db, "synthetic-a", settings).batches for i in b][:12]
    with pool_for(servers["a"]) as pool:
        health.check_releases(db, pool, _target(), ids, settings)
    before = _verdicts(db)
    # A healthy release whose par2 volumes can repair one missing article.
    bad = next(rid for rid in ids if before[rid] == "healthy" and health_verdicts.layout_of(decode_columns(
        db.execute("SELECT nzb FROM usenet.releases WHERE id = %s", (rid,)).fetchone()["nzb"])).declared_blocks)
    _inject(db, bad, INJECTED)
    stats_before = servers["a"].faults.counters["cmd.STAT"]
    with pool_for(servers["a"]) as pool:
        report = health.check_releases(db, pool, _target(), ids, settings, only_due=False)
    assert report.ended is health.Ending.DONE and report.concluded == len(ids)
    assert report.bad_message_ids == 1 and report.as_dict()["bad_message_ids"] == 1
    # Every STAT the server saw was one the pass sent for a valid id: the injected one never reached the wire.
    assert servers["a"].faults.counters["cmd.STAT"] - stats_before == report.stats
    after = _verdicts(db)
    assert after[bad] == "repairable"  # one article no downloader can fetch, within the par2 recovery
    assert {rid: v for rid, v in after.items() if rid != bad} == {rid: v for rid, v in before.items() if rid != bad}


def test_a_release_whose_every_id_is_hostile_is_dead_and_costs_no_stat(db, servers, catalogued) -> None:
    settings = knobs(health_mode="full")
    rid = [i for b in health.plan(db, "synthetic-a", settings).batches for i in b][0]
    nzb = db.execute("SELECT nzb FROM usenet.releases WHERE id = %s", (rid,)).fetchone()["nzb"]
    files = [FileColumns(f.subject, f.poster, f.date, f.groups, f.numbers, f.sizes,
                         [f"{m} QUIT" for m in f.message_ids]) for f in decode_columns(nzb)]
    db.execute("UPDATE usenet.releases SET nzb = %s WHERE id = %s", (encode_columns(files), rid))
    segments = sum(len(f.message_ids) for f in files)
    with pool_for(servers["a"]) as pool:
        report = health.check_releases(db, pool, _target(), [rid], settings)
    assert report.stats == 0 and report.bad_message_ids == segments and report.verdicts == {"dead": 1}
    assert health.summarize_reports([report.as_dict(), report.as_dict()])["bad_message_ids"] == 2 * segments
