"""The walk-past sweep: sets that can never complete are evicted, or salvaged when par2 can repair them."""

from __future__ import annotations

from staging_view import age

from usenet_ops.domain.ingest import FileAggregate, file_id_for, set_id_for
from usenet_ops.passes import build, compose
from usenet_ops.store import crawl_state, settings
from usenet_ops.store.catalogue import PostgresCatalogue

GROUP = "alt.binaries.walk"


def _file(base: str, name: str, index: int, total: int, parts: int, have: list[int], first_article: int,
          size: int = 700_000) -> FileAggregate:
    set_id = set_id_for(GROUP, "poster@x", base)
    agg = FileAggregate(set_id=set_id, file_id=file_id_for(set_id, name), group=GROUP, base=base, poster="poster@x",
                        file_name=name, subject=f'{base} [{index}/{total}] - "{name}" yEnc (1/{parts})',
                        file_index=index, file_total=total, part_total=parts,
                        date_raw=b"Mon, 30 Nov 2026 10:00:00 +0000", groups={GROUP})
    for p in have:
        agg.message_ids.append(f"{base}-{index}-{p}@x")
        agg.parts.append(p)
        agg.sizes.append(size)
    agg.art_lo, agg.art_hi = first_article, first_article + parts
    return agg


def _stage(db, backend, files: list[FileAggregate], covered: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    fence = crawl_state.take_fence(db, "bb", GROUP, "test")
    backend.stage_batch(db, backbone="bb", group=GROUP, fence=fence, files=files, covered=covered,
                        next_article=covered[1] + 1)


def _run(db, backend) -> build.BuildReport:  # type: ignore[no-untyped-def]
    settings.set_value(db, "walk_past_grace_min", 1)
    age(db, backend, 600)
    return build.build_pass(db, settings=compose.load_settings(db), sink=PostgresCatalogue(),
                            filters=build.BuildFilters(), staging=backend)


def test_a_dead_set_beyond_repair_is_evicted_and_counted(db, staging_backend) -> None:
    files = [_file("Dead.Set.2024.1080p.WEB-DL.x264-GRP", f"dead.part0{i}.rar", i, 3, 10, list(range(1, 8)), 100 + i * 10)
             for i in (1, 2)]
    _stage(db, staging_backend, files, (1, 1000))
    report = _run(db, staging_backend)
    assert report.outcomes == {"walk_past": 1}
    assert staging_backend.holds_sets(db) == 0
    assert staging_backend.staged_total(db) == 0
    outcome = db.execute("SELECT reason, count, sample FROM usenet.build_outcomes").fetchone()
    assert outcome["reason"] == "walk_past" and "Dead.Set" in outcome["sample"]


def test_a_set_missing_only_par2_volumes_is_salvaged_as_a_normal_release(db, staging_backend) -> None:
    base = "Only.Par2.Missing.2024.1080p.WEB-DL.x264-GRP"
    files = [_file(base, f"{base}.part0{i}.rar", i, 4, 5, [1, 2, 3, 4, 5], 100 + i * 10) for i in (1, 2)]
    files.append(_file(base, f"{base}.par2", 3, 4, 1, [1], 150, size=20_000))
    _stage(db, staging_backend, files, (1, 1000))
    report = _run(db, staging_backend)
    assert report.outcomes == {"salvaged": 1}
    row = db.execute("SELECT title, broken, files, segments FROM usenet.releases").fetchone()
    assert row["broken"] is False and row["files"] == 3 and row["segments"] == 11


def test_data_gaps_that_surviving_par2_covers_are_salvaged_marked_broken(db, staging_backend) -> None:
    base = "Repairable.2024.1080p.WEB-DL.x264-GRP"
    files = [_file(base, f"{base}.part01.rar", 1, 3, 10, list(range(1, 10)), 100),  # one segment missing
             _file(base, f"{base}.part02.rar", 2, 3, 10, list(range(1, 11)), 120),
             _file(base, f"{base}.vol00+02.par2", 3, 3, 2, [1, 2], 140)]  # 1.4 MB of recovery >= 700 KB missing
    _stage(db, staging_backend, files, (1, 1000))
    report = _run(db, staging_backend)
    assert report.outcomes == {"salvaged": 1}
    assert db.execute("SELECT broken FROM usenet.releases").fetchone()["broken"] is True


def test_sets_outside_coverage_or_still_fresh_are_not_judged(db, staging_backend) -> None:
    files = [_file("Still.Arriving.2024-GRP", "arriving.part01.rar", 1, 2, 10, [1, 2, 3], 5000)]
    _stage(db, staging_backend, files, (1, 1000))  # its articles (5000+) lie beyond the fetched coverage
    assert _run(db, staging_backend).outcomes == {}
    assert staging_backend.holds_sets(db) == 1
    settings.set_value(db, "walk_past_grace_min", 60)
    report = build.build_pass(db, settings=compose.load_settings(db), sink=PostgresCatalogue(),
                              filters=build.BuildFilters(), staging=staging_backend)
    assert report.outcomes == {}


def test_groups_covered_on_two_backbones_are_skipped(db, staging_backend) -> None:
    files = [_file("Mixed.Backbones.2024-GRP", "mixed.part01.rar", 1, 2, 10, [1, 2], 100)]
    _stage(db, staging_backend, files, (1, 1000))
    crawl_state.add_coverage(db, "other-backbone", GROUP, 1, 1000)
    assert _run(db, staging_backend).outcomes == {}


def test_the_walk_past_switch_disables_the_sweep(db, staging_backend) -> None:
    files = [_file("Dead.Again.2024-GRP", "again.part01.rar", 1, 2, 10, [1], 100)]
    _stage(db, staging_backend, files, (1, 1000))
    settings.set_value(db, "walk_past_no_evict", True)
    assert _run(db, staging_backend).outcomes == {}


def test_a_salvage_whose_assembly_raises_is_kept_for_a_later_sweep_not_evicted(db, staging_backend) -> None:
    class BuggyEngine:
        def evaluate(self, title: str, **_: object) -> None:
            raise IndexError("list index out of range")

    base = "Salvage.Trips.2024.1080p.WEB-DL.x264-GRP"
    files = [_file(base, f"{base}.part0{i}.rar", i, 4, 5, [1, 2, 3, 4, 5], 100 + i * 10) for i in (1, 2)]
    files.append(_file(base, f"{base}.par2", 3, 4, 1, [1], 150, size=20_000))
    _stage(db, staging_backend, files, (1, 1000))
    settings.set_value(db, "walk_past_grace_min", 1)
    settings.set_value(db, "build_error_retries", 2)
    age(db, staging_backend, 600)

    def run() -> build.BuildReport:
        return build.build_pass(db, settings=compose.load_settings(db), sink=PostgresCatalogue(),
                                filters=build.BuildFilters(junk=BuggyEngine()),  # type: ignore[arg-type]
                                staging=staging_backend)

    assert run().outcomes == {"parse_error": 1}
    assert staging_backend.holds_sets(db) == 1
    assert run().outcomes == {"rejected": 1}
    assert staging_backend.holds_sets(db) == 0
    assert staging_backend.staged_total(db) == 0
