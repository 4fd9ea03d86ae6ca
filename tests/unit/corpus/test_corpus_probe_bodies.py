"""The corpus's probe targets carry real bytes whose answer is the manifest's "probe" entry."""

from __future__ import annotations

import collections
from pathlib import Path
from zlib import crc32

import pytest

from usenet_ops import corpus
from usenet_ops.corpus import generator, probes
from usenet_ops.corpus.names import Kind
from usenet_ops.domain.assembly.release import normalise_imdb
from usenet_ops.domain.probe import yenc
from usenet_ops.domain.probe.findings import ProbeKind, learn, summarise


@pytest.fixture(scope="module")
def probe_corpus(tmp_path_factory: pytest.TempPathFactory) -> tuple[generator.Manifest, corpus.Corpus]:
    directory = tmp_path_factory.mktemp("probe-corpus")
    manifest = generator.generate(12000, 19, Path(directory))
    return manifest, corpus.load(directory)


def test_probe_articles_decode_to_the_manifest_truth(probe_corpus: tuple[generator.Manifest, corpus.Corpus]) -> None:
    manifest, c = probe_corpus
    seen: collections.Counter[str] = collections.Counter()
    for entry in manifest.iter_releases():
        truth = entry.get("probe")
        if not truth or not entry["complete"]:
            continue
        spec = c.release(entry["id"], with_articles=False)
        findings = []
        for f in spec.files:
            if f.role == "par2":
                findings.append(learn(ProbeKind.PAR2_INDEX, spec.part_lines(f.index, 1)))
            if f.role == "nfo":
                findings.append(learn(ProbeKind.NFO, spec.part_lines(f.index, 1)))
        volumes = [f for f in spec.files if f.role == "rar"]
        if volumes:
            findings.append(learn(ProbeKind.ARCHIVE_FIRST, spec.part_lines(volumes[0].index, 1)))
            if truth["archive"] == "7z":
                last = volumes[-1]
                findings.append(learn(ProbeKind.ARCHIVE_LAST, spec.part_lines(last.index, last.segments)))
        got = summarise(findings)
        if entry["kind"] == "hashed" and truth["has_par2"]:
            assert got.name is not None and got.name.name == truth["true_name"], entry["id"]
            seen["named"] += 1
        if truth["imdb"]:
            assert got.imdb is not None and normalise_imdb(got.imdb) == normalise_imdb(truth["imdb"]), entry["id"]
            seen["imdb"] += 1
        if truth["tvdb"]:
            assert got.tvdb == truth["tvdb"], entry["id"]
            seen["tvdb"] += 1
        if truth["passworded"]:
            assert got.password.value == "passworded", (entry["id"], got.password_reason)
            seen[f"pw_{truth['archive']}"] += 1
        else:
            assert got.password.value not in ("passworded", "possibly"), (entry["id"], got.password_reason)
        if truth["archive"]:
            seen[truth["archive"]] += 1
    # The mix holds every variant the probe pass must meet.
    assert seen["named"] >= 5 and seen["imdb"] >= 5 and seen["tvdb"] >= 3
    assert seen["rar4"] and seen["rar5"] and seen["7z"]
    assert sum(v for k, v in seen.items() if k.startswith("pw_")) >= 3


def test_overlaid_parts_keep_their_declared_crc(probe_corpus: tuple[generator.Manifest, corpus.Corpus]) -> None:
    manifest, c = probe_corpus
    checked = 0
    for entry in manifest.iter_releases():
        if not (entry.get("probe") or {}).get("archive"):
            continue
        spec = c.release(entry["id"], with_articles=False)
        for f in spec.files:
            for seg, _, _ in f.overlays:
                part = yenc.decode(spec.part_lines(f.index, seg))
                assert part.crc_ok and crc32(part.data) == f.part_crcs[seg - 1]
                checked += 1
        if checked > 30:
            break
    assert checked > 10


def test_probe_truth_comes_from_its_own_random_stream() -> None:
    a = probes.choose(5, 11, Kind.MOVIE_HD, has_archive=True)
    assert a == probes.choose(5, 11, Kind.MOVIE_HD, has_archive=True)
    assert probes.choose(5, 11, Kind.MP3, has_archive=False).archive is None


def test_a_name_the_nfo_code_page_cannot_hold_is_written_in_utf8() -> None:
    truth = probes.ProbeTruth(None, False, False, "tt0944947", None, None, "latin-1", "url", ".mkv")
    data = probes.nfo_bytes(truth, "\u6771\u4eac.Story.2020.1080p")
    assert "\u6771\u4eac".encode() in data and b"tt0944947" in data
