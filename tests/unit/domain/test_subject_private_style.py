"""The bracketed-name style, ``[PRiVATE]-[WtFnZb]-[file.name.ext]-[i/N] - "" yEnc (p/t)``, with its variations (issue 16)."""

from __future__ import annotations

import pytest

from usenet_ops.domain import ingest
from usenet_ops.domain.overview import OverviewRecord
from usenet_ops.domain.subjects import name_in_brackets, parse_subject

REL = "Some.Show.S02E07.1080p.WEB.H264-GRP"
FILES = [f"{REL}.mkv", f"{REL}.nfo", f"{REL}.par2", f"{REL}.vol00+01.par2", f"{REL}.vol01+02.par2"]
BASE = f"[PRiVATE]-[WtFnZb] - {REL}"

VARIANTS = {
    "plain": '[PRiVATE]-[WtFnZb]-[{name}]-[{i}/{n}] - "" yEnc ({p}/{t})',
    "no_yenc": '[PRiVATE]-[WtFnZb]-[{name}]-[{i}/{n}] - "" ({p}/{t})',
    "zero_padded": '[PRiVATE]-[WtFnZb]-[{name}]-[{i:02d}/{n:02d}] - "" yEnc ({p}/{t})',
    "size_after_yenc": '[PRiVATE]-[WtFnZb]-[{name}]-[{i}/{n}] - "" yEnc {size} ({p}/{t})',
    "size_in_mb": '[PRiVATE]-[WtFnZb]-[{name}]-[{i}/{n}] - "" yEnc {mb:.2f} MB ({p}/{t})',
    "counter_first": '[PRiVATE]-[WtFnZb]-[{i}/{n}]-[{name}] - "" yEnc ({p}/{t})',
    "folder": '[PRiVATE]-[WtFnZb]-[' + REL + '/{name}]-[{i}/{n}] - "" yEnc ({p}/{t})',
    "spaced": '[PRiVATE] - [WtFnZb] - [{name}] - [{i}/{n}] - "" yEnc ({p}/{t})',
    "of_counter": '[PRiVATE]-[WtFnZb]-[{name}]-[{i} of {n}] - "" yEnc ({p}/{t})',
    "name_also_quoted": '[PRiVATE]-[WtFnZb]-[{name}]-[{i}/{n}] - "{name}" yEnc ({p}/{t})',
}


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_every_file_of_one_upload_parses_to_one_base_with_its_name_and_counter(variant: str) -> None:
    bases = set()
    for i, name in enumerate(FILES, start=1):
        size = 523 if name.endswith(".nfo") else 734_003_200 + 7919 * i
        subject = VARIANTS[variant].format(name=name, i=i, n=len(FILES), p=3, t=40, size=size, mb=size / 1048576)
        parsed = parse_subject(subject)
        assert parsed is not None, subject
        assert parsed.file_name == name, subject
        assert (parsed.file_index, parsed.file_total) == (i, len(FILES)), subject
        assert (parsed.part, parsed.part_total) == (3, 40)
        bases.add(parsed.base)
    assert len(bases) == 1, bases
    if variant not in ("spaced",):
        assert bases == {BASE}


def test_a_name_carrying_its_own_brackets_is_read_whole() -> None:
    parsed = parse_subject('[PRiVATE]-[WtFnZb]-[[ASW] Show - 11 [1080p][ABCD1234].mkv]-[1/3] - "" yEnc (1/20)')
    assert parsed is not None and parsed.file_name == "[ASW] Show - 11 [1080p][ABCD1234].mkv"
    assert parsed.file_index == 1 and parsed.file_total == 3


def test_the_style_is_recognised_and_keyed_without_its_random_posters() -> None:
    subject = f'[PRiVATE]-[WtFnZb]-[{FILES[0]}]-[1/5] - "" yEnc (1/40)'
    parsed = parse_subject(subject)
    assert parsed is not None and name_in_brackets(parsed, subject)
    quoted = parse_subject(f'{REL} [1/5] - "{FILES[0]}" yEnc (1/40)')
    assert quoted is not None and not name_in_brackets(quoted, f'{REL} [1/5] - "{FILES[0]}" yEnc (1/40)')


def test_articles_under_random_posters_stage_as_one_set_with_files_whole() -> None:
    records = []
    n = 1
    for i, name in enumerate(FILES, start=1):
        for p in range(1, 4):
            subject = f'[PRiVATE]-[WtFnZb]-[{name}]-[{i}/5] - "" yEnc ({p}/3)'.encode()
            poster = f"R{n:05d}x <R{n:05d}x@ngPost.com>".encode()  # a fresh From on every article
            records.append(OverviewRecord(n, subject, poster, b"Mon, 30 Nov 2026 10:00:00 +0000", b"<%d@x>" % n,
                                          b"", 700_000, 10, None))
            n += 1
    result = ingest.ingest(records, group="alt.binaries.multimedia", indexed_groups=set())
    assert result.outcomes == {"staged": 15}
    assert len({f.set_id for f in result.files.values()}) == 1
    assert sorted(sorted(f.parts) for f in result.files.values()) == [[1, 2, 3]] * 5
