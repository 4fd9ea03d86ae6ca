"""The shortcuts for a file read whole by one batch give exactly what the per-part merge and sort give.

merge_set (settling) and chunks_from_files (the edge worker) each skip their per-segment work for one copy of
a file whose parts are unique and ascending; these compare them with the general path on arbitrary parts.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from usenet_ops.domain import nzb
from usenet_ops.domain.ingest import FileAggregate
from usenet_ops.domain.rebuild.records import ChunkFile, SetChunk, chunks_from_files
from usenet_ops.domain.rebuild.settle import merge_set


def _reference(chunks: list[SetChunk]) -> dict[str, tuple[nzb.NzbSegment, ...]]:
    """Every copy of every file merged part by part: the smallest message-id of a part wins."""
    out: dict[str, dict[int, nzb.NzbSegment]] = {}
    for c in chunks:
        for f in c.files:
            segs = out.setdefault(f.file_id, {})
            for part, size, mid in zip(f.parts, f.sizes, f.message_ids, strict=True):
                have = segs.get(part)
                if have is None or mid < have.message_id:
                    segs[part] = nzb.NzbSegment(part, size, mid)
    return {k: tuple(v[p] for p in sorted(v)) for k, v in out.items()}


_parts = st.lists(st.integers(min_value=1, max_value=12), min_size=0, max_size=10)


@st.composite
def _file(draw: st.DrawFn, file_id: str) -> ChunkFile:
    parts = draw(st.one_of(_parts, _parts.map(lambda p: sorted(set(p)))))  # ordered and unique, or anything
    mids = tuple(f"{file_id}.{p}.{draw(st.integers(0, 3))}@x" for p in parts)
    return ChunkFile(file_id=file_id, name=f"{file_id}.bin", subject=f"{file_id} (1/12)", file_index=None,
                     part_total=12, posted=draw(st.integers(0, 5)), art_lo=1, art_hi=9, parts=tuple(parts),
                     sizes=tuple(700_000 + p for p in parts), message_ids=mids)


@st.composite
def _chunks(draw: st.DrawFn) -> list[SetChunk]:
    chunks = []
    for _ in range(draw(st.integers(1, 3))):
        ids = draw(st.lists(st.sampled_from(["a", "b", "c"]), min_size=1, max_size=3, unique=True))
        chunks.append(SetChunk(set_id="s", group="alt.binaries.x", poster="p", base="b", file_total=3,
                               groups=("alt.binaries.x",), files=tuple(draw(_file(i)) for i in ids)))
    return chunks


@settings(max_examples=300, deadline=None)
@given(chunks=_chunks())
def test_merged_segments_equal_the_part_by_part_merge(chunks: list[SetChunk]) -> None:
    merged = merge_set(chunks)
    assert {f.file_id: f.segments for f in merged.files} == _reference(chunks)


def test_a_file_whose_lists_disagree_is_refused() -> None:
    f = ChunkFile(file_id="a", name="a.bin", subject="a (1/2)", file_index=None, part_total=2, posted=0, art_lo=1,
                  art_hi=2, parts=(1, 2), sizes=(1,), message_ids=("m1@x", "m2@x"))
    chunk = SetChunk(set_id="s", group="g", poster="p", base="b", file_total=0, groups=("g",), files=(f,))
    with pytest.raises(ValueError, match="2 parts, 1 sizes"):
        merge_set([chunk])


def _chunk_reference(aggs: list[FileAggregate]) -> dict[str, tuple[tuple[int, ...], tuple[int, ...], tuple[str, ...]]]:
    """Each file's (part, id, size) triples over all its aggregates, deduplicated and sorted: the chunk's columns."""
    out = {}
    for file_id in {a.file_id for a in aggs}:
        order = sorted({t for a in aggs if a.file_id == file_id for t in zip(a.parts, a.message_ids, a.sizes, strict=True)})
        out[file_id] = (tuple(p for p, _, _ in order), tuple(s for _, _, s in order), tuple(m for _, m, _ in order))
    return out


@settings(max_examples=300, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["a", "b"]), st.one_of(_parts, _parts.map(lambda p: sorted(set(p))))),
                min_size=1, max_size=4))
def test_chunk_columns_equal_the_sorted_triples(specs: list[tuple[str, list[int]]]) -> None:
    # One aggregate in order takes the shortcut; several, or parts out of order or repeated, the sort.
    aggs = [FileAggregate(set_id="s", file_id=fid, group="g", base="b", poster="p", file_name=f"{fid}.bin",
                          subject=f"{fid} (1/12)", file_index=None, file_total=0, part_total=12, date_raw=b"",
                          groups={"g"}, message_ids=[f"{fid}.{p}.{k}@x" for p in parts], parts=list(parts),
                          sizes=[700_000 + p for p in parts])
            for k, (fid, parts) in enumerate(specs)]
    (chunk,) = chunks_from_files(aggs)
    assert {f.file_id: (f.parts, f.sizes, f.message_ids) for f in chunk.files} == _chunk_reference(aggs)
