"""Probes read by what the bytes are (issue 28): par2 packets wherever they sit (an index, a volume's head or
tail), several articles of one set listed together, text in a nameless file read as an NFO, garbage learns
nothing and never raises."""

from __future__ import annotations

import hashlib

import pytest

from usenet_ops.corpus import payloads, probes
from usenet_ops.domain.probe import yenc
from usenet_ops.domain.probe.findings import ContentKind, ProbeKind, content_label, learn, summarise

FILES = [("Real.Show.S01E02.1080p.WEB-DL.x264-GRP.part1.rar", 50_000_000, hashlib.md5(b"1").digest()),
         ("Real.Show.S01E02.1080p.WEB-DL.x264-GRP.part2.rar", 30_000_000, hashlib.md5(b"2").digest()),
         ("Real.Show.S01E02.1080p.WEB-DL.x264-GRP.nfo", 2_000, hashlib.md5(b"3").digest())]
PART = 716_800


def _volume(tool: str, count: int, shape: str = "normal", slice_size: int = 1_000_000) -> tuple[bytes, int]:
    """Return (the bytes of one volume, its size) as the corpus writes it: NUL slices, packets overlaid."""
    plan = probes.Par2Plan(tool, shape, slice_size)
    written = probes.par2_set(plan, FILES, {0: (0, count, (count + 1) * PART)}, PART)
    size, overlays = written.volumes[0]
    parts = []
    for seg in range(1, -(-size // PART) + 1):
        length = min(PART, size - (seg - 1) * PART)
        parts.append(probes.materialise(length, overlays, seg) or bytes(length))
    return b"".join(parts), size


def _article(data: bytes, begin: int, length: int, size: int, name: str = "x") -> list[bytes]:
    chunk = data[begin : begin + length]
    return [ln.rstrip(b"\r\n") for ln in yenc.encode_part(chunk, name=name, file_size=size, part=1 + begin // PART,
                                                            total=-(-size // PART), begin=begin + 1)]


@pytest.mark.parametrize("tool", ["par2cmdline", "parpar"])
def test_a_volume_s_tail_names_the_release_whatever_the_file_is_called(tool: str) -> None:
    data, size = _volume(tool, 1)
    last = (size - 1) // PART * PART
    finding = learn(ProbeKind.PAR2_TAIL, _article(data, last, PART, size, name="5f0c2a9e1b"))
    assert finding.content is ContentKind.PAR2 and finding.par2 is not None and finding.par2.complete
    assert finding.name is not None and finding.name.name == "Real.Show.S01E02.1080p.WEB-DL.x264-GRP"
    assert content_label(finding) == "par2"
    # The head of the same volume is a recovery slice: par2, but it lists nothing yet.
    head = learn(ProbeKind.NEXT_FILE, _article(data, 0, PART, size))
    assert head.par2 is not None and not head.par2.files and head.name is None
    assert content_label(head) == "par2_partial" and not head.par2.bad_md5 and not head.par2.bad_length


def test_packets_of_one_set_from_several_articles_are_listed_together() -> None:
    index = probes.par2_set(probes.Par2Plan("par2cmdline", "normal", 600_000), FILES, {}, PART).index
    cut = index.index(b"PAR2\x00PKT", index.index(b"FileDesc") + 8)  # after the first FileDesc
    first = learn(ProbeKind.PAR2_INDEX, _article(index, 0, cut, len(index)))
    rest = learn(ProbeKind.PAR2_TAIL, _article(index, cut, len(index) - cut, len(index)))
    assert first.par2 is not None and len(first.par2.files) == 1
    merged = summarise([first, rest])
    assert merged.name is not None and merged.name.name == "Real.Show.S01E02.1080p.WEB-DL.x264-GRP"


@pytest.mark.parametrize("kind", [ProbeKind.PAR2_INDEX, ProbeKind.SMALLEST_FILE, ProbeKind.NEXT_FILE,
                                  ProbeKind.PAR2_OTHER, ProbeKind.PAR2_TAIL])
@pytest.mark.parametrize("garbage", [b"\x00" * 5000, bytes(range(256)) * 40, b"PAR2\x00PKT" + b"\xff" * 3000,
                                     b"PAR2\x00PKT" + (2**62).to_bytes(8, "little") + b"\x00" * 200])
def test_garbage_where_par2_was_expected_learns_nothing(kind: ProbeKind, garbage: bytes) -> None:
    finding = learn(kind, _article(garbage, 0, len(garbage), len(garbage)))
    assert finding.name is None and summarise([finding]).name is None


def test_a_damaged_volume_learns_nothing_and_says_so() -> None:
    data, size = _volume("parpar", 1, shape="missing_index_damaged")
    last = (size - 1) // PART * PART
    finding = learn(ProbeKind.PAR2_TAIL, _article(data, last, PART, size))
    assert finding.name is None and finding.par2 is not None and finding.par2.bad_md5 > 0


def test_text_in_a_nameless_file_is_read_as_an_nfo() -> None:
    text = payloads.nfo_bytes(payloads.nfo_text("Real.Show", imdb="tt0111161", tvdb=None, tvmaze=None,
                                                style=payloads.NfoStyle.URL, art=False), payloads.NfoEncoding.UTF8)
    finding = learn(ProbeKind.SMALLEST_FILE, _article(text, 0, len(text), len(text), name="a1b2c3d4e5f6"))
    assert finding.content is ContentKind.TEXT and finding.nfo_ids is not None
    assert summarise([finding]).imdb == "tt0111161"
