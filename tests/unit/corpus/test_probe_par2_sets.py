"""The corpus writes par2 sets as par2cmdline and ParPar write them (issue 28): an index of the critical packets,
volumes of recovery packets with the critical packets repeated by each tool's scheme, and unusual sets."""

from __future__ import annotations

import hashlib
from collections import Counter

import pytest

from usenet_ops.corpus import content, probes
from usenet_ops.corpus.release import build_release
from usenet_ops.domain.probe.par2 import parse_par2

FILES = [(f"Some.Movie.2024.1080p.WEB-DL.x264-GRP.part{i}.rar", 40_000_000, hashlib.md5(bytes([i])).digest())
         for i in range(1, 4)]
PART = 716_800


def _bytes(size: int, overlays: tuple[probes.Overlay, ...]) -> bytes:
    return b"".join(probes.materialise(min(PART, size - (s - 1) * PART), overlays, s)
                    or bytes(min(PART, size - (s - 1) * PART)) for s in range(1, -(-size // PART) + 1))


@pytest.mark.parametrize("tool", ["par2cmdline", "parpar"])
def test_the_index_is_the_critical_packets_and_the_creator(tool: str) -> None:
    written = probes.par2_set(probes.Par2Plan(tool, "normal", 768_000), FILES, {}, PART)
    index = parse_par2(written.index)
    assert index.complete and not index.bad_md5 and not index.skipped_bytes
    assert sorted(f.name for f in index.files) == sorted(n for n, _, _ in FILES)
    assert index.creator is not None and ("par2cmdline" in index.creator) == (tool == "par2cmdline")
    assert index.main is not None and index.main.slice_size == written.slice_size


def test_each_tool_repeats_the_critical_packets_by_its_own_scheme() -> None:
    # par2cmdline: bit_length(count) copies spread by an accumulator; ParPar: max(floor(log2 count), 1) copies.
    for count, copies in ((1, 1), (2, 2), (4, 3), (8, 4)):
        order = probes._volume_order("par2cmdline", count, 7)
        assert order.count(-1) == count and len(order) - count == copies * 7 and order[0] == -1
    for count, copies in ((1, 1), (2, 1), (4, 2), (8, 3)):
        order = probes._volume_order("parpar", count, 7)
        assert order.count(-1) == count and len(order) - count == copies * 7 and order[0] == -1
    # The first critical packets follow the first recovery slice.
    assert probes._volume_order("parpar", 1, 3) == [-1, 0, 1, 2]


@pytest.mark.parametrize("tool", ["par2cmdline", "parpar"])
@pytest.mark.parametrize("count", [1, 2, 4, 8])
def test_every_volume_carries_a_whole_listing_and_fits_its_planned_articles(tool: str, count: int) -> None:
    room = (count + 1) * PART
    written = probes.par2_set(probes.Par2Plan(tool, "normal", 768_000), FILES, {0: (0, count, room)}, PART)
    size, overlays = written.volumes[0]
    assert size <= room
    volume = parse_par2(_bytes(size, overlays))
    assert volume.complete and sorted(f.name for f in volume.files) == sorted(n for n, _, _ in FILES)


def test_a_damaged_set_spoils_only_its_smallest_volume() -> None:
    plan = probes.Par2Plan("parpar", "missing_index_damaged", 500_000)
    written = probes.par2_set(plan, FILES, {3: (0, 1, 2 * PART), 4: (1, 2, 3 * PART)}, PART)
    small, big = (parse_par2(_bytes(*written.volumes[i])) for i in (3, 4))
    assert small.bad_md5 > 0 and not small.files
    assert big.complete and not big.bad_md5


def test_the_slice_shrinks_until_the_volumes_fit_but_never_past_what_a_tool_allows() -> None:
    written = probes.par2_set(probes.Par2Plan("par2cmdline", "normal", 2_000_000), FILES, {0: (0, 1, PART)}, PART)
    assert written.volumes[0][0] <= PART and written.slice_size % 4 == 0
    assert written.slice_size >= probes.min_slice(sum(s for _, s, _ in FILES), PART)


def test_plans_are_drawn_per_release_and_a_set_without_volumes_keeps_its_index() -> None:
    shapes = Counter(probes.par2_plan(5, rid, part_size=PART, volumes=True).shape for rid in range(400))
    assert set(shapes) == {s for s, _ in probes.PAR2_SHAPES}
    assert all(not probes.par2_plan(5, rid, part_size=PART, volumes=False).missing_index for rid in range(200))
    assert probes.par2_plan(5, 7, part_size=PART, volumes=True) == probes.par2_plan(5, 7, part_size=PART, volumes=True)


def test_corpus_releases_post_their_par2_as_planned() -> None:
    seen = Counter()
    for rid in range(150):
        spec = build_release(23, rid, 100_000, 300)
        truth = spec.extra.get("probe")
        if not isinstance(truth, dict) or "par2" not in truth:
            continue
        shape = truth["par2"]["shape"]
        seen[shape] += 1
        roles = [f.role for f in spec.files]
        assert ("par2" in roles) == (not shape.startswith("missing_index")) and truth["has_par2"]
        listings = []
        for f in spec.files:
            if f.role == "par2vol":
                data = b"".join(probes.materialise(f.part_range(s)[1] - f.part_range(s)[0] + 1, f.overlays, s)
                                or content.bulk_part(23, rid, f.index, s, f.part_range(s)[1] - f.part_range(s)[0] + 1)
                                for s in range(1, f.segments + 1))
                assert len(data) == f.size
                listings.append(parse_par2(data).complete)
        # Every volume lists the set, but a damaged set's smallest volume.
        if listings:
            assert listings.count(False) == (1 if shape == "missing_index_damaged" else 0), (rid, shape)
    assert seen["normal"] and seen["missing_index"]


def test_hashed_names_rename_every_file_its_own_way() -> None:
    names = ["x.part1.rar", "x.part2.rar", "x.par2", "x.vol00+01.par2"]
    assert probes.hashed_names(1, 2, names, "stem") == names
    ext = probes.hashed_names(1, 2, names, "hashed_ext")
    bare = probes.hashed_names(1, 2, names, "hashed_bare")
    assert [n.rsplit(".", 1)[1] for n in ext] == ["rar", "rar", "par2", "par2"] and len(set(ext)) == 4
    assert all("." not in n for n in bare) and len(set(bare)) == 4
