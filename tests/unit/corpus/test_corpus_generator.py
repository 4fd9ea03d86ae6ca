"""The corpus generator: deterministic, exact, realistic, and self-consistent."""

from __future__ import annotations

import email.header
import filecmp
import json
import re
from pathlib import Path

import pytest

from usenet_ops import corpus
from usenet_ops.corpus import subjects
from usenet_ops.corpus.release import build_release


@pytest.fixture(scope="module")
def big(tmp_path_factory: pytest.TempPathFactory) -> tuple[corpus.Manifest, dict]:
    m = corpus.generate(articles=30_000, seed=5, out=tmp_path_factory.mktemp("big"))
    return m, m.read()


def test_same_seed_gives_byte_identical_directories(tmp_path: Path) -> None:
    corpus.generate(articles=2000, seed=42, out=tmp_path / "one")
    corpus.generate(articles=2000, seed=42, out=tmp_path / "two")
    names = sorted(p.name for p in (tmp_path / "one").iterdir())
    assert names == sorted(p.name for p in (tmp_path / "two").iterdir())
    match, mismatch, errors = filecmp.cmpfiles(tmp_path / "one", tmp_path / "two", names, shallow=False)
    assert mismatch == [] and errors == [] and len(match) == len(names)
    one, two = corpus.load(tmp_path / "one"), corpus.load(tmp_path / "two")
    for idx in (0, 7, 1999):
        assert one.body_lines(idx) == two.body_lines(idx)
        assert one.head_lines("b", idx) == two.head_lines("b", idx)


def test_another_seed_gives_another_corpus(tmp_path: Path) -> None:
    corpus.generate(articles=500, seed=1, out=tmp_path / "one")
    corpus.generate(articles=500, seed=2, out=tmp_path / "two")
    assert (tmp_path / "one" / "manifest.json").read_bytes() != (tmp_path / "two" / "manifest.json").read_bytes()


@pytest.mark.parametrize("articles", [1, 2, 3, 17, 2000])
def test_the_corpus_holds_exactly_the_requested_number_of_articles(tmp_path: Path, articles: int) -> None:
    m = corpus.generate(articles=articles, seed=9, out=tmp_path)
    data = m.read()
    posted = sum(len(f["segments"]) for r in data["releases"] for f in r["files"])
    assert posted == articles == m.articles == corpus.load(tmp_path).articles


def test_manifest_release_entries_carry_the_answer_key(big: tuple[corpus.Manifest, dict]) -> None:
    _, data = big
    keys = {"id", "name", "kind", "category", "newsgroups", "poster", "junk", "junk_reason", "complete", "withheld",
            "expect_in_catalogue", "files", "subject_form", "subject_encoding"}
    mids = set()
    for r in data["releases"]:
        assert keys <= r.keys()
        for f in r["files"]:
            assert {"name", "size", "crc32", "segments_expected", "segments_posted", "segments"} <= f.keys()
            assert re.fullmatch(r"[0-9a-f]{8}", f["crc32"])
            for s in f["segments"]:
                assert not s["message_id"].startswith("<") and "@" in s["message_id"]
                assert s["bytes"] > 0
                mids.add(s["message_id"])
    assert len(mids) == data["articles"], "message-ids are unique"


def test_corpus_covers_every_kind_form_encoding_and_defect(big: tuple[corpus.Manifest, dict]) -> None:
    _, data = big
    releases = data["releases"]
    kinds = {r["kind"] for r in releases}
    assert {"movie_hd", "tv_hd", "anime", "mp3", "flac", "ebook", "hashed", "xxx", "spam"} <= kinds
    assert {r["subject_form"] for r in releases} >= {f.value for f in subjects.Form}
    encodings = {r["subject_encoding"] for r in releases}
    assert {"plain", "rfc2047_utf8_b_whole", "raw_utf8"} <= encodings
    withheld = {k for r in releases for k in r["withheld"]}
    assert withheld == {"missing_segments", "missing_files", "truncated_after_articles"}
    assert {r["junk_reason"] for r in releases if r["junk"]} >= {"spam", "executable"}
    assert any(len(r["newsgroups"]) > 1 for r in releases)
    assert {r["category"] for r in releases} >= {2040, 5040, 5070, 3010, 7020, 8020}


def test_encoded_subjects_decode_to_the_true_name() -> None:
    found = set()
    for rid in range(3000):
        spec = build_release(3, rid, 10_000, 200)
        if spec.encoding not in (subjects.Encoding.B_WHOLE, subjects.Encoding.ISO2022JP, subjects.Encoding.LATIN1_Q,
                                 subjects.Encoding.Q_TITLE) or not spec.articles:
            continue
        if spec.form is subjects.Form.RANDOM:
            continue
        raw = spec.articles[0].subject.decode("ascii")
        decoded = str(email.header.make_header(email.header.decode_header(raw)))
        display = spec.extra.get("obfuscated_name", spec.name)
        if spec.form in (subjects.Form.NAME_COUNTER_QUOTED, subjects.Form.NO_FILE_COUNTER, subjects.Form.SIZE_SUFFIX):
            assert display in decoded
        assert re.search(r"yEnc \(\d+/\d+\)", decoded), decoded
        found.add(spec.encoding)
        if len(found) == 4:
            break
    assert subjects.Encoding.B_WHOLE in found and subjects.Encoding.ISO2022JP in found


def test_posting_interleaves_segments_out_of_order(big: tuple[corpus.Manifest, dict]) -> None:
    m, _ = big
    c = corpus.load(m.directory)
    group = max(c.group_names(), key=lambda g: c.group_bounds("a", g)[0])
    count, low, high = c.group_bounds("a", group)
    start, end = c.positions("a", group, low, high)
    last_seg: dict[tuple[int, int], int] = {}
    backwards = 0
    for pos in range(start, end):
        idx = c.lookup_number("a", group, c.numbers_in_range("a", group, low, high)[pos - start])
        key = (c._rel[idx], c._file[idx])
        seg = c._seg[idx]
        if seg < last_seg.get(key, 0):
            backwards += 1
        last_seg[key] = seg
    assert backwards > 0


def test_one_million_articles_is_not_needed_to_reach_realistic_article_sizes(big: tuple[corpus.Manifest, dict]) -> None:
    _, data = big
    sizes = [s["bytes"] for r in data["releases"] if r["kind"] != "spam" for f in r["files"] if f["role"] == "rar"
             for s in f["segments"]]
    assert 300_000 < sorted(sizes)[len(sizes) // 2] < 900_000


def test_info_summary_is_stored_with_the_corpus(big: tuple[corpus.Manifest, dict]) -> None:
    m, data = big
    meta = json.loads((m.directory / "corpus.json").read_text())
    assert meta["summary"] == data["summary"]
    assert meta["summary"]["releases"] == len(data["releases"])


def test_streaming_the_manifest_yields_the_same_releases(big: tuple[corpus.Manifest, dict]) -> None:
    m, data = big
    assert list(corpus.Manifest.open(m.directory).iter_releases()) == data["releases"]
