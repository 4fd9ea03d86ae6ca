"""Staging loads segments as columns; assembly must give the same release as from NzbSegment tuples."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given, settings

from tests.unit.build.test_assemble_release_columns import _set
from usenet_ops.domain.assembly.assemble import SegmentColumns, StagedSet, assemble, nzb_files
from usenet_ops.domain.nzb import NzbSegment


def _as_columns(staged: StagedSet) -> StagedSet:
    files = tuple(dataclasses.replace(f, segments=SegmentColumns([s.number for s in f.segments],
                                                                  [s.bytes for s in f.segments],
                                                                  [s.message_id for s in f.segments]))
                  for f in staged.files)
    return dataclasses.replace(staged, files=files)


@settings(max_examples=300)
@given(_set)
def test_columns_and_tuples_assemble_to_the_same_release(staged: StagedSet) -> None:
    a = assemble(staged, engine=None, blacklist=None)
    b = assemble(_as_columns(staged), engine=None, blacklist=None)
    assert a.outcome == b.outcome and a.detail == b.detail
    if a.release is not None and b.release is not None:
        fixed = a.release.posted_at  # "now" when nothing is dated: the two calls differ by microseconds
        assert a.release == dataclasses.replace(b.release, posted_at=fixed)
    assert nzb_files(staged) == nzb_files(_as_columns(staged))


def test_segment_columns_read_as_segments_and_refuse_ragged_columns() -> None:
    cols = SegmentColumns([2, 1], [20, 10], ["b@x", "a@x"])
    assert list(cols) == [NzbSegment(2, 20, "b@x"), NzbSegment(1, 10, "a@x")]
    assert cols[1] == NzbSegment(1, 10, "a@x") and cols[:1] == (NzbSegment(2, 20, "b@x"),)
    assert len(cols) == 2 and cols == (NzbSegment(2, 20, "b@x"), NzbSegment(1, 10, "a@x"))
    with pytest.raises(ValueError, match="corrupt"):
        SegmentColumns([1], [], ["a@x"])
