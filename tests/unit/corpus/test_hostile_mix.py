"""The corpus's hostile mix: deterministic, appended after the normal articles, served verbatim, self-describing."""

from __future__ import annotations

import filecmp
from collections import Counter
from pathlib import Path

import pytest

from usenet_ops import corpus
from usenet_ops.corpus.hostile import hostile_mix
from usenet_ops.domain import ingest

KINDS = {"multi_kb_subject", "huge_subject", "nul_in_encoded_word", "invalid_utf8_in_encoded_word", "escape_codec_charset",
         "nul_in_poster", "huge_poster", "controls_and_cr_in_fields", "sixty_five_plus_fields", "giant_xref",
         "xref_group_with_nul", "lying_bytes", "duplicate_message_ids_across_groups", "number_past_bigint",
         "number_past_high", "number_below_low", "signed_or_spaced_number", "garbage_line",
         "message_id_with_controls", "empty_message_id"}


@pytest.fixture(scope="module")
def hostile(tmp_path_factory: pytest.TempPathFactory) -> tuple[corpus.Manifest, corpus.Corpus]:
    m = corpus.generate(articles=1500, seed=9, out=tmp_path_factory.mktemp("hostile") / "c", hostile=True)
    return m, corpus.load(m.directory)


def test_the_mix_is_deterministic_and_absent_unless_asked(tmp_path: Path) -> None:
    a = corpus.generate(articles=800, seed=4, out=tmp_path / "a", hostile=True)
    b = corpus.generate(articles=800, seed=4, out=tmp_path / "b", hostile=True)
    plain = corpus.generate(articles=800, seed=4, out=tmp_path / "plain")
    names = sorted(p.name for p in a.directory.iterdir())
    assert filecmp.cmpfiles(a.directory, b.directory, names, shallow=False)[1] == []
    assert plain.hostile() is None and not (plain.directory / "hostile.json").exists()
    # The normal articles are the same with or without the mix: only their groups' tails grow.
    for name in ("manifest.json", "overview.dat", "msgid.keys"):
        assert (a.directory / name).read_bytes() == (plain.directory / name).read_bytes()


def test_every_hostile_form_is_there_and_says_what_it_must_become(hostile) -> None:
    manifest, _ = hostile
    items = manifest.hostile()["items"]
    assert {i["kind"] for i in items} == KINDS
    for item in items:
        assert item["expect"] and all(n > 0 for n in item["expect"].values()), item["kind"]
        assert sum(item["expect"].values()) == item["lines"], item["kind"]
        if item["release"]:
            assert item["expect"] == {"staged": item["lines"]}
            assert all(f["segments"] for f in item["release"]["files"])
    with pytest.raises(ValueError, match="two groups"):
        hostile_mix(1, ["alt.one"])


def test_hostile_lines_follow_each_group_and_ingest_counts_them_as_declared(hostile) -> None:
    manifest, served = hostile
    expected: Counter[str] = Counter()
    for item in manifest.hostile()["items"]:
        expected.update(item["expect"])
    for backbone in served.backbones:
        got: Counter[str] = Counter()
        for group in served.group_names():
            count, lo, hi = served.group_bounds(backbone, group)
            if not count:
                continue
            start, end = served.positions(backbone, group, lo, hi)
            block = b"".join(served.overview_chunks(backbone, group, start, end))
            assert block == b"".join(x + b"\r\n" for x in served.overview_lines(backbone, group, start, end))
            result = ingest.ingest_block(block, group=group, indexed_groups=set(served.group_names()),
                                         numbers=(lo, hi))
            got.update(result.outcomes)
        for reason in ("subject_too_long", "out_of_range", "bad_message_id", "no_message_id", "parse_dropped"):
            assert got[reason] == expected[reason], (backbone, reason)


def test_a_hostile_number_has_no_article_behind_it_and_header_reads_do_not_break(hostile) -> None:
    _, served = hostile
    group = served.group_names()[0]
    count, lo, hi = served.group_bounds("a", group)
    idx = served.lookup_number("a", group, hi)
    assert idx is None, "the last number of a group with hostile lines is a hostile line: 423, not an article"
    start, end = served.positions("a", group, hi - 3, hi)
    assert len(list(served.header_lines("a", group, start, end, "Subject"))) == end - start
    assert len(list(served.header_lines("a", group, start, end, "Newsgroups"))) == end - start
