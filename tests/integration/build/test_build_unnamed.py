"""Obfuscated uploads (issue 16 item 3): built complete but unnamed, hidden from listings, with probe candidates."""

from __future__ import annotations

from stagedsets import stage
from staging_view import backend_of

from usenet_ops.domain.ingest import FileAggregate, file_id_for, set_id_for
from usenet_ops.domain.probe.candidates import FALLBACK_KINDS
from usenet_ops.passes import build, compose
from usenet_ops.store import filters
from usenet_ops.store.catalogue import PostgresCatalogue, ReleaseQuery, set_named

GROUP = "alt.binaries.multimedia"
POSTER = "bot@example.com"
HASH = "9f2c4e1a7b3d5f60812a4c6e8b0d2f41"


def _upload(stem: str, names: list[str], *, parts: int = 12, start: int = 100) -> list[FileAggregate]:
    """A complete upload in the counter-quoted style: [i/N] - "name" yEnc (p/t)."""
    base = stem
    set_id = set_id_for(GROUP, POSTER, base)
    out = []
    for i, name in enumerate(names, start=1):
        n_parts = 1 if name.endswith((".par2", ".nfo")) else parts
        agg = FileAggregate(set_id=set_id, file_id=file_id_for(set_id, name), group=GROUP, base=base, poster=POSTER,
                            file_name=name, subject=f'[{i}/{len(names)}] - "{name}" yEnc (1/{n_parts})',
                            file_index=i, file_total=len(names), part_total=n_parts,
                            date_raw=b"Mon, 30 Nov 2026 10:00:00 +0000", groups={GROUP})
        for p in range(1, n_parts + 1):
            agg.message_ids.append(f"{set_id}.{i}.{p}@obf.example")
            agg.parts.append(p)
            agg.sizes.append(700_000 if n_parts > 1 else 20_000 + i)
        agg.art_lo, agg.art_hi = start + i * parts, start + (i + 1) * parts
        out.append(agg)
    return out


def _build(db) -> build.BuildReport:
    filters.seed_rules(db)
    return build.build_pass(db, settings=compose.load_settings(db), sink=PostgresCatalogue(),
                            filters=compose.load_build_filters(db), staging=backend_of(db))


def test_a_hashed_upload_is_built_unnamed_with_its_probe_candidates_and_hidden_from_listings(db) -> None:
    names = [f"{HASH}.part01.rar", f"{HASH}.part02.rar", f"{HASH}.nfo", f"{HASH}.par2", f"{HASH}.vol00+01.par2"]
    stage(db, _upload(HASH, names) + _upload("Some.Show.S01E01.1080p.WEB.H264-GRP", [
        "Some.Show.S01E01.1080p.WEB.H264-GRP.mkv", "Some.Show.S01E01.1080p.WEB.H264-GRP.par2"], start=900),
        group=GROUP)
    report = _build(db)
    assert report.outcomes == {"unnamed": 1, "built": 1}, report.outcomes
    assert report.samples["unnamed"] == HASH
    (row,) = db.execute("SELECT id, title, named, files FROM usenet.releases WHERE NOT named").fetchall()
    assert row["title"] == HASH and row["files"] == 5
    probes = {r["kind"]: r for r in db.execute(
        "SELECT kind, message_id, file_name, priority FROM usenet.probe_queue WHERE release_id = %s",
        (row["id"],)).fetchall()}
    # The primary candidates; an unnamed release also gets fallbacks (issue 28: another par2 file, tails).
    assert {k for k in probes if k not in FALLBACK_KINDS} == {"par2_index", "nfo", "archive_first"}
    assert probes["par2_other"]["file_name"] == f"{HASH}.vol00+01.par2"
    assert probes["par2_index"]["file_name"] == f"{HASH}.par2"
    assert probes["archive_first"]["file_name"] == f"{HASH}.part01.rar"
    assert probes["archive_first"]["message_id"].endswith(".1.1@obf.example")
    named_probes = db.execute("SELECT min(priority) AS p FROM usenet.probe_queue q JOIN usenet.releases r "
                              "ON r.id = q.release_id WHERE r.named").fetchone()["p"]
    assert max(p["priority"] for p in probes.values()) < named_probes, "unnamed releases are probed first"

    catalogue = PostgresCatalogue()
    listed = catalogue.search(db, ReleaseQuery())
    assert [r.title for r in listed.items] == ["Some.Show.S01E01.1080p.WEB.H264-GRP"]
    assert catalogue.search(db, ReleaseQuery(words=(HASH,))).items == []
    assert [r.named for r in catalogue.search(db, ReleaseQuery(include_unnamed=True)).items].count(False) == 1
    assert catalogue.by_guid(db, db.execute("SELECT content_hash FROM usenet.releases WHERE NOT named")
                             .fetchone()["content_hash"]) is not None, "its NZB stays fetchable by guid"

    # Phase 2's seam: naming it shows it, once.
    assert set_named(db, row["id"], "The.Film.2024.1080p.BluRay.x264-TEAM")
    assert not set_named(db, row["id"], "Another.Name")
    found = catalogue.search(db, ReleaseQuery(words=("film", "2024")))
    assert [r.title for r in found.items] == ["The.Film.2024.1080p.BluRay.x264-TEAM"]
    # The seam re-derives what the build derives from a title: no longer "other: hashed", tagged.
    (named,) = found.items
    assert named.category != 8020 and "1080p" in named.tags
    # A named release is never renamed, unless the caller judged its title machine-made (rows built before 092).
    shown = db.execute("SELECT id FROM usenet.releases WHERE title = 'Some.Show.S01E01.1080p.WEB.H264-GRP'").fetchone()
    assert not set_named(db, shown["id"], "Wrong.Name.2020")
    assert set_named(db, shown["id"], "Some.Show.S01E02.720p.WEB.H264-GRP", rename_hashed=True)
    assert catalogue.search(db, ReleaseQuery(words=("some", "show"))).items[0].episode == 2
    assert not set_named(db, 10**12, "No.Such.Release")


def test_a_rebuild_adds_no_probe_twice(db) -> None:
    names = [f"{HASH}.7z.001", f"{HASH}.7z.002", f"{HASH}.7z.003"]
    stage(db, _upload(HASH, names), group=GROUP)
    _build(db)
    kinds = sorted(r["kind"] for r in db.execute("SELECT kind FROM usenet.probe_queue").fetchall())
    assert kinds == ["archive_first", "archive_last"]
    last = db.execute("SELECT message_id, file_name FROM usenet.probe_queue WHERE kind = 'archive_last'").fetchone()
    assert last["file_name"] == f"{HASH}.7z.003" and last["message_id"].endswith(".3.12@obf.example")
    stage(db, _upload(HASH, names), group=GROUP)  # the same articles again (a re-run)
    again = _build(db)
    assert again.outcomes == {"duplicate": 1}
    assert db.execute("SELECT count(*) AS n FROM usenet.probe_queue").fetchone()["n"] == 2


def test_the_build_report_names_each_rule_with_samples(db) -> None:
    stage(db, _upload("Some.Show.S01E01.1080p", ["Some.Show.S01E01.1080p.mkv.exe"]), group=GROUP)
    stage(db, _upload(HASH, [f"{HASH}.mkv"], start=500), group=GROUP)
    report = _build(db)
    assert report.outcomes == {"blocked_ext": 1, "unnamed": 1}, report.outcomes
    rows = {r["reason"]: r for r in db.execute("SELECT reason, count, samples FROM usenet.build_outcomes").fetchall()}
    assert set(rows) == {"blocked_ext", "blocked_ext:double_extension_exe", "unnamed"}
    assert rows["blocked_ext:double_extension_exe"]["samples"][0].startswith(
        "double_extension_exe: Some.Show.S01E01.1080p.mkv.exe")
    assert rows["unnamed"]["samples"] == [HASH]
