"""The build's verdict on a salvaged release in release_health (issue 32 item 6): kept until a check concludes."""

from __future__ import annotations

import datetime as dt

from usenet_ops.domain.assembly.release import CatalogueRelease
from usenet_ops.domain.health_verdicts import BuildHealth, CheckResult, Verdict
from usenet_ops.domain.nzb import NzbFile, NzbSegment, encode_compact
from usenet_ops.store import health_records
from usenet_ops.store.catalogue import PostgresCatalogue


def _salvaged(db) -> int:  # type: ignore[no-untyped-def]
    files = [NzbFile('"Salvaged.2024.1080p.WEB-DL-GRP.part01.rar" yEnc (1/3)', "p@x", 1_700_000_000,
                     ("alt.binaries.test",), tuple(NzbSegment(n, 700_000, f"s{n}@x") for n in (1, 3)))]
    release = CatalogueRelease(
        content_hash="00112233445566ff", title="Salvaged.2024.1080p.WEB-DL-GRP", search_name="salvaged 2024",
        groups=("alt.binaries.test",), poster="p@x", posted_at=dt.datetime(2023, 11, 14, tzinfo=dt.UTC),
        size=1_400_000, files=1, segments=2, par2=False, completion=66.67, category=2040, tags=(), series=None,
        season=None, episode=None, air_date=None, pack=False, imdb=None, tvdb=None, origin="crawl", broken=True,
        series_key=None, nzb=encode_compact(files))
    PostgresCatalogue().add(db, [release])
    return int(db.execute("SELECT id FROM usenet.releases WHERE content_hash = %s",
                          (release.content_hash,)).fetchone()["id"])


def _healthy() -> CheckResult:
    return CheckResult(verdict=Verdict.HEALTHY, mode="full", segments=3, checked=3, present=3, missing=0, unusable=0,
                       data_segments=3, data_checked=3, missing_data=0, recovery_blocks=0, recovery_available=0)


def _row(db, release_id: int):  # type: ignore[no-untyped-def]
    return db.execute("SELECT verdict, source, missing_files, missing_segments, recovery_blocks, recovery_needed"
                      " FROM usenet.release_health WHERE release_id = %s", (release_id,)).fetchone()


def test_the_builds_verdict_stands_until_a_check_on_a_configured_backbone_concludes(db) -> None:
    rid = _salvaged(db)
    health_records.record_build(db, {rid: BuildHealth(Verdict.REPAIRABLE, 1, 1, 3, 2)})
    assert dict(_row(db, rid)) == {"verdict": "repairable", "source": "build", "missing_files": 1,
                                   "missing_segments": 1, "recovery_blocks": 2, "recovery_needed": 1}
    later = dt.datetime.now(dt.UTC) + dt.timedelta(days=1)
    # A check on a backbone no longer configured leaves no verdict over the configured ones: the build's stays.
    health_records.write(db, "old", provider="p", backbones=["a"],
                         outcomes=[health_records.Outcome(rid, _healthy(), later)])
    assert _row(db, rid)["source"] == "build"
    health_records.write(db, "a", provider="p", backbones=["a"],
                         outcomes=[health_records.Outcome(rid, _healthy(), later)])
    assert dict(_row(db, rid)) == {"verdict": "healthy", "source": "check", "missing_files": None,
                                   "missing_segments": 0, "recovery_blocks": 0, "recovery_needed": 0}
    # A build's verdict never overwrites a check's.
    health_records.record_build(db, {rid: BuildHealth(Verdict.BROKEN, 0, 3, 3, 0)})
    assert _row(db, rid)["verdict"] == "healthy"
