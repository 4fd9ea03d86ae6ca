"""The chunk codec's C body (plugins/usenet_ops/_native/chunk_codec.c) against the Python body it must equal.

Encode: for every chunk the C writes exactly the Python body's bytes or
declines (None); it declines every chunk the Python refuses (so ``encode``
raises the same errors). Decode: for every body the C returns exactly the
Python reader's fields or declines; it declines every body the Python
reader refuses (so ``decode`` names the same faults). Hostile objects (a
bool, an int subclass, a list where a tuple belongs, a property that runs
code) never crash it; forged counts cost nothing.
"""

from __future__ import annotations

import dataclasses
import random
import time
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.unit.domain.test_chunk_codec import VALID_ID, set_chunks
from usenet_ops.domain import ingest
from usenet_ops.domain.rebuild import chunk_codec as cc
from usenet_ops.domain.rebuild.records import ChunkFile, SetChunk
from usenet_ops.fastpath import scanner

pytestmark = pytest.mark.skipif(not ingest.native_available(), reason="the C extension was not built (no compiler)")


def _c_body(chunk: Any, max_segments: int = cc.MAX_SEGMENTS, max_body: int = cc.MAX_BODY) -> bytes | None:
    assert scanner is not None
    return scanner.chunk_body(chunk, max_segments, max_body, cc.MAX_BARE)


def _c_decode(body: bytes) -> SetChunk | None:
    assert scanner is not None
    fields = scanner.chunk_unbody(body, cc.MAX_SEGMENTS, cc.MAX_BARE)
    if fields is None:
        return None
    set_id, group, poster, base, file_total, groups, rows = fields
    return SetChunk(set_id, group, poster, base, file_total, groups, tuple(ChunkFile(*row) for row in rows))


def _file(**changes: Any) -> ChunkFile:
    f = ChunkFile("f", "name.mkv", "subject", 3, 10, 1_700_000_000, 100, 109, tuple(range(1, 11)),
                  (716_800,) * 9 + (1234,), tuple(f"part{k}of10.{k * 7}@nyuu" for k in range(1, 11)))
    return dataclasses.replace(f, **changes)


def _chunk(*files: ChunkFile, **changes: Any) -> SetChunk:
    c = SetChunk("set", "alt.binaries.x", "poster <p@x>", "base", 2, ("alt.binaries.x",), files or (_file(),))
    return dataclasses.replace(c, **changes)


# --- encode -------------------------------------------------------------------------------------------------


@settings(max_examples=600, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(set_chunks())
def test_the_c_body_is_the_python_body_byte_for_byte(chunk: SetChunk) -> None:
    try:
        want = cc._python_body(chunk)
    except ValueError:
        assert _c_body(chunk) is None
        return
    assert _c_body(chunk) == want
    assert cc._body(chunk) == want


class _Int(int):
    pass


class _Str(str):
    pass


@pytest.mark.parametrize("field,value", [
    ("file_index", True), ("part_total", False), ("posted", _Int(5)), ("art_lo", 2**63), ("art_hi", -(2**63) - 1),
    ("parts", (1, True)), ("parts", [1, 2]), ("sizes", (1, 2**64)), ("sizes", (_Int(1),)), ("sizes", (1.0,)),
    ("message_ids", ["a@b"]), ("message_ids", (_Str("a@b"),)), ("message_ids", ("a b@c",)),
    ("message_ids", ("<a@b>",)), ("message_ids", ("ab@",)), ("message_ids", ("@ab",)), ("message_ids", ("a@",)),
    ("message_ids", ("é@x.y",)), ("message_ids", ("a@b\n",)), ("message_ids", ("a@b\x00",)),
    ("message_ids", ("x" * cc.MAX_BARE + "@h",)), ("name", b"bytes"), ("name", _Str("n")), ("subject", None),
    ("file_id", "\udc80 surrogate"),
])
def test_a_field_the_c_body_does_not_vouch_for_is_left_to_python(field: str, value: Any) -> None:
    chunk = _chunk(_file(**{field: value}))
    try:
        want = cc._python_body(chunk)
    except (ValueError, TypeError, AttributeError) as exc:
        assert _c_body(chunk) is None
        with pytest.raises(type(exc)):
            cc.encode(chunk)
        return
    got = _c_body(chunk)
    assert got is None or got == want
    assert cc.decode(cc.encode(chunk)) == cc._python_decode_body(want)


def test_differences_past_int64_are_written_as_python_writes_them() -> None:
    # Two int64s whose difference needs 65 bits: posted, art_lo and the sizes, one file after another.
    lo, hi = -(2**63), 2**63 - 1
    a = _file(posted=hi, art_lo=lo, art_hi=hi, parts=(lo, hi), sizes=(hi, lo), message_ids=("a@b", "c@d"))
    b = _file(posted=lo, art_lo=hi, art_hi=hi, parts=(hi,), sizes=(lo,), message_ids=("e@f",), file_index=lo)
    chunk = _chunk(a, b, file_total=lo)
    assert _c_body(chunk) == cc._python_body(chunk)
    assert cc.decode(cc.encode(chunk)) == chunk


def test_caps_are_left_to_python_which_names_them() -> None:
    chunk = _chunk(_file(), _file(file_id="g"))
    assert _c_body(chunk, max_segments=19) is None
    assert _c_body(chunk, max_segments=20) == cc._python_body(chunk)
    body = cc._python_body(chunk)
    assert _c_body(chunk, max_body=len(body) - 1) is None
    assert _c_body(chunk, max_body=len(body)) == body
    assert _c_body(chunk, max_body=len(body) + 64) == body
    small = _chunk(_file(parts=(1,), sizes=(5,), message_ids=("a@b",)))  # inside the buffer's first allocation
    body = cc._python_body(small)
    assert len(body) < 200  # the C buffer starts at 256 bytes
    assert _c_body(small, max_body=len(body) - 1) is None
    assert _c_body(small, max_body=len(body)) == body


def test_objects_that_are_not_chunks_are_declined_not_crashed() -> None:
    class Shifty:
        """A chunk whose files property answers a longer tuple each time it is read."""

        set_id = group = poster = base = "x"
        file_total = 1
        groups = ("g",)
        reads = 0

        @property
        def files(self) -> tuple[ChunkFile, ...]:
            Shifty.reads += 1
            return (_file(),) * Shifty.reads

    for thing in (None, 1, "chunk", object(), _chunk(files=[_file()]), _chunk(groups=["g"]),
                  _chunk(files=(object(),)), _chunk(files=(None,))):
        assert _c_body(thing) is None
    shifty = Shifty()
    got = _c_body(shifty)
    assert got is not None and Shifty.reads == 1  # read once: the slots it sized are the ones it fills


def test_the_id_template_matches_in_its_corner_cases() -> None:
    cases = [
        ("a@b",), ("a@b", "a@b", "a@b"), ("a@b@",), ("x@y", "x@yz"), ("x@yz", "x@y"), ("ab@h", "b@h"),
        ("1@h.example", "2@h.example", "10@h.example"), ("p1@h", "p1@h", "p2@h"), ("abc@abc", "abc@abcabc"),
    ]
    for ids in cases:
        f = _file(parts=tuple(range(1, len(ids) + 1)), sizes=(5,) * len(ids), message_ids=ids)
        chunk = _chunk(f)
        assert _c_body(chunk) == cc._python_body(chunk), ids
        assert cc.decode(cc.encode(chunk)) == chunk


@given(st.lists(VALID_ID, min_size=1, max_size=20))
def test_any_valid_ids_template_as_python_does(ids: list[str]) -> None:
    f = _file(parts=tuple(range(1, len(ids) + 1)), sizes=(5,) * len(ids), message_ids=tuple(ids))
    assert _c_body(_chunk(f)) == cc._python_body(_chunk(f))


# --- decode -------------------------------------------------------------------------------------------------


def _reads_as_python_does(body: bytes) -> None:
    """The C reader declines what the Python reader refuses, and returns what it returns for the rest."""
    try:
        want = cc._python_decode_body(body)
    except cc.ChunkCorrupt:
        assert _c_decode(body) is None
        return
    assert _c_decode(body) == want


def _mutate(body: bytes, rnd: random.Random) -> bytes:
    b = bytearray(body)
    for _ in range(rnd.randint(1, 3)):
        op = rnd.random()
        if op < 0.4 and b:
            b[rnd.randrange(len(b))] = rnd.randrange(256)
        elif op < 0.6:
            del b[rnd.randrange(len(b) + 1):]
        elif op < 0.8:
            b.insert(rnd.randrange(len(b) + 1), rnd.randrange(256))
        elif b:
            del b[rnd.randrange(len(b))]
    return bytes(b)


@settings(max_examples=800, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(set_chunks(), st.randoms(use_true_random=False))
def test_the_c_reader_accepts_exactly_what_the_python_reader_accepts(chunk: SetChunk, rnd: random.Random) -> None:
    data = cc.encode(chunk)
    assert cc.decode(data) == chunk == cc.decode(data, native=False)
    _reads_as_python_does(_mutate(cc._unwrap(data), rnd))


@settings(max_examples=500)
@given(st.binary(max_size=300))
def test_random_bodies_are_declined_or_read_as_python_reads_them(body: bytes) -> None:
    _reads_as_python_does(body)


def _uvar(v: int) -> bytes:
    out = bytearray()
    cc._uvar(out, v)
    return bytes(out)


def test_forged_counts_and_overlong_numbers_are_declined_at_once() -> None:
    head = b"\x00" * 4 + b"\x02"  # four empty texts, file_total 1
    forged = [
        head + _uvar(2**69),  # groups: more than the bytes could hold
        head + b"\x00" + _uvar(2**62),  # files
        head + b"\x00\x01" + b"\x00" * 3 + b"\x00" * 5 + _uvar(cc.MAX_SEGMENTS + 1) + b"\x00\x00",  # parts over the cap
        head + b"\xff" * 11,  # a number running past its 10 bytes
        b"\x80" * 10 + b"\x01",  # the same, at the first field
        head + b"\x00\x01" + b"\x00" * 3 + b"\x00" * 5 + b"\x01\x01\x01" + _uvar(2**40) + b"\x00",  # runs
    ]
    for body in forged:
        started = time.perf_counter()
        assert _c_decode(body) is None
        with pytest.raises(cc.ChunkCorrupt):
            cc._python_decode_body(body)
        assert time.perf_counter() - started < 1.0  # generous: it is microseconds; a loop over 2**62 is not


def test_sizes_packed_at_every_width_and_as_varints_read_back() -> None:
    for step in (1, 200, 70_000, 2**40):
        sizes = tuple(1_000 + k * step for k in range(5))
        chunk = _chunk(_file(parts=tuple(range(1, 6)), sizes=sizes, message_ids=tuple(f"{k}@h" for k in range(5))))
        body = cc._python_body(chunk)
        assert _c_body(chunk) == body
        assert _c_decode(body) == chunk


def test_stored_chunks_read_the_same_either_way_on_every_truncation() -> None:
    chunk = _chunk(_file(), _file(file_id="g", file_index=None, parts=(1, 3, 4), sizes=(9, 9, 2),
                                   message_ids=("x1@h", "x3@h", "x4@h")))
    body = cc._python_body(chunk)
    assert _c_decode(body) == chunk
    for cut in range(len(body)):
        assert _c_decode(body[:cut]) is None
        with pytest.raises(cc.ChunkCorrupt):
            cc._python_decode_body(body[:cut])
    assert _c_decode(body + b"\x00") is None
