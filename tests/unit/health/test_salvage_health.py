"""A salvaged upload's health at build (issue 32 item 6): the health rule over what the build saw, and nzb-heal."""

from __future__ import annotations

from usenet_ops.domain.health_verdicts import UploadFile, Verdict, build_health, completes

BASE = "Valley.Wild.2020.1080p.WEBRip.H.264-PHOENiX"


def _upload(missing_data: int, vols: tuple[tuple[str, int, int], ...]) -> list[UploadFile]:
    return [UploadFile(f"{BASE}.part01.rar", 7, 7 - missing_data), UploadFile(f"{BASE}.part02.rar", 7, 7),
            UploadFile(f"{BASE}.nfo", 1, 0), UploadFile(f"{BASE}.par2", 1, 1),
            *(UploadFile(f"{BASE}.{name}", total, present) for name, total, present in vols)]


def test_gaps_within_the_par2_volumes_that_arrived_are_repairable_with_the_figures() -> None:
    health = build_health(_upload(2, (("vol000+01.par2", 1, 1), ("vol001+02.par2", 1, 1))), missing_files=1)
    assert health.verdict is Verdict.REPAIRABLE
    assert (health.missing_files, health.missing_segments, health.data_segments) == (1, 2, 14)
    assert (health.recovery_blocks, health.recovery_needed) == (3, 2)
    assert health.missing_pct == 14.29


def test_gaps_beyond_the_recovery_there_are_broken() -> None:
    health = build_health(_upload(4, (("vol000+01.par2", 1, 1), ("vol001+02.par2", 1, 1))))
    assert health.verdict is Verdict.BROKEN and health.recovery_needed > health.recovery_blocks


def test_a_par2_volume_missing_articles_counts_in_proportion_and_extras_never_count() -> None:
    # vol003+04 with one of its two articles: 2 blocks, not 4; the .nfo that never came is no data.
    health = build_health(_upload(3, (("vol003+04.par2", 2, 1),)))
    assert health.recovery_blocks == 2 and health.missing_segments == 3
    assert health.verdict is Verdict.BROKEN


def test_an_upload_with_every_data_article_is_healthy() -> None:
    assert build_health(_upload(0, ())).verdict is Verdict.HEALTHY


def test_only_a_strict_superset_completes_a_salvaged_release() -> None:
    part = ["a@x", "b@x"]
    assert completes(part, ["a@x", "b@x", "c@x"])
    assert not completes(part, ["a@x", "b@x"])  # the same upload is not its own completion
    assert not completes(part, ["a@x", "c@x", "d@x"])  # an article the new one lacks: another upload
    assert not completes([], ["a@x"])
