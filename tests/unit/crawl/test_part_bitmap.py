"""The staging dedup rule: a file's part bitmap admits each part once, first arrival wins."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from usenet_ops.domain.part_bitmap import new_parts


def _model(present: set[int], parts: list[int]) -> list[int]:
    seen = set(present)
    keep = []
    for i, p in enumerate(parts):
        if p not in seen:
            seen.add(p)
            keep.append(i)
    return keep


def _bits(parts: set[int]) -> bytearray:
    out = bytearray()
    for p in parts:
        new_parts(out, [p])
    return out


@given(st.sets(st.integers(1, 3000), max_size=60), st.lists(st.integers(1, 3000), max_size=200))
def test_new_parts_keeps_first_arrival_of_each_absent_part(present: set[int], parts: list[int]) -> None:
    bits = _bits(present)
    keep = new_parts(bits, parts)
    assert keep == _model(present, parts)
    # The bitmap now holds exactly the union, and a second offer adds nothing.
    union = present | set(parts)
    assert {p for p in range(1, 3001) if len(bits) > (p - 1) >> 3 and bits[(p - 1) >> 3] >> ((p - 1) & 7) & 1} == union
    assert new_parts(bits, parts) == []
    assert sum(b.bit_count() for b in bits) == len(union)


def test_bitmap_layout_is_lsb_first_and_grows_only_to_the_highest_part() -> None:
    bits = bytearray()
    assert new_parts(bits, [1, 9, 9, 16]) == [0, 1, 3]
    assert bytes(bits) == bytes([0b0000_0001, 0b1000_0001])


@given(st.binary(max_size=40), st.lists(st.tuples(st.integers(1, 400), st.integers(-2**70, 2**70),
                                                  st.text(min_size=1, max_size=12).filter(lambda t: "\n" not in t)),
                                        max_size=80))
def test_c_chunk_renders_exactly_what_python_renders(stored: bytes, segs: list[tuple[int, int, str]]) -> None:
    import pytest

    native = pytest.importorskip("usenet_ops._overview_scan")
    from usenet_ops.store.staging_pg import render_chunk

    parts, sizes, ids = [s[0] for s in segs], [s[1] for s in segs], [s[2] for s in segs]
    assert native.chunk(stored, parts, sizes, ids) == render_chunk(stored, parts, sizes, ids)


def test_c_chunk_rejects_what_staging_must_never_see() -> None:
    import pytest

    native = pytest.importorskip("usenet_ops._overview_scan")
    with pytest.raises(ValueError, match="1..2"):
        native.chunk(b"", [0], [1], ["a"])
    with pytest.raises(ValueError, match="differ in length"):
        native.chunk(b"", [1, 2], [1], ["a"])
