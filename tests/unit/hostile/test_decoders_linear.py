"""Every decoder of bytes from Usenet does work and holds memory linear in its input, on inputs aimed at its loops.

Work is counted, never timed: the Python bytecodes a decode runs (a tracer
with opcode events) and the peak of the memory Python allocates for it
(tracemalloc). C-level passes (MD5, regexes, bytes.split) are bounded by
the decoders' own counters (PAR2's ``hashed_bytes``) or by their inputs'
caps, which the tests below pin. Hypothesis draws each shape's parameters
(period, claim, name length, record count...) from
``corpus.hostile_inputs``; the shape is then built at a size and at four
times that size, and the larger may cost at most 1.5 times linear. Item
sizes are drawn well below the smaller size (a header longer than it
would be counted whole in one and cut in the other); the longest items
have tests of their own.
"""

from __future__ import annotations

import struct
import sys
import tracemalloc
import zlib
from collections.abc import Callable
from types import FrameType
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from usenet_ops.corpus import hostile_inputs as hi
from usenet_ops.domain.probe import archives, yenc
from usenet_ops.domain.probe.archives import SEVENZIP_MARKER, PasswordVerdict, inspect_sevenzip
from usenet_ops.domain.probe.par2 import parse_par2

SMALL = 4 * 1024
BIG = 4 * SMALL
LINEAR = 1.5
# Bytecodes and bytes a decode spends whatever its input (setup, the result's objects).
OPS_SLACK = 20_000
MEMORY_SLACK = 256 * 1024


def _ops(fn: Callable[[], object]) -> int:
    """Count the bytecodes ``fn`` runs, in every Python frame it enters."""
    count = 0

    def local(frame: FrameType, event: str, arg: Any) -> Any:
        nonlocal count
        if event == "opcode":
            count += 1
        return local

    def global_(frame: FrameType, event: str, arg: Any) -> Any:
        frame.f_trace_opcodes = True
        return local

    sys.settrace(global_)
    try:
        fn()
    finally:
        sys.settrace(None)
    return count


def _peak(fn: Callable[[], object]) -> int:
    tracemalloc.start()
    try:
        fn()
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def _assert_linear(make: Callable[[int], bytes], decode: Callable[[bytes], object]) -> None:
    small, big = make(SMALL), make(BIG)
    decode(make(256))  # lazy imports and compiled patterns are not the input's cost
    ratio = len(big) / max(1, len(small))
    ops_small, ops_big = _ops(lambda: decode(small)), _ops(lambda: decode(big))
    assert ops_big <= LINEAR * ratio * ops_small + OPS_SLACK, (ops_small, ops_big)
    mem_small, mem_big = _peak(lambda: decode(small)), _peak(lambda: decode(big))
    assert mem_big <= LINEAR * ratio * mem_small + MEMORY_SLACK, (mem_small, mem_big)


HYPOTHESIS = settings(max_examples=12, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])

SHAPES: dict[str, tuple[st.SearchStrategy[dict[str, Any]], Callable[..., bytes], str]] = {
    "yenc": (
        st.fixed_dictionaries(
            {"escape_every": st.integers(1, 8), "line": st.integers(1, 256), "keyword_line": st.integers(0, 3000)}
        ),
        hi.yenc_body,
        "yenc_escapes",
    ),
    "par2_claims": (
        st.fixed_dictionaries({"period": st.integers(16, 200), "shrink": st.integers(0, 2048)}),
        hi.par2_claims,
        "par2_claims",
    ),
    "par2_filedescs": (
        st.fixed_dictionaries({"name_len": st.integers(13, 80), "sets": st.integers(1, 400)}),
        hi.par2_filedescs,
        "par2_filedescs",
    ),
    "nfo": (
        st.fixed_dictionaries({"unit": st.sampled_from(["url", "imdb", "label", "slashes"])}),
        hi.nfo_ids,
        "nfo_urls",
    ),
    "rar4": (st.fixed_dictionaries({"name_len": st.integers(8, SMALL // 8)}), hi.rar4_unicode_names, "rar4_unicode_names"),
    "rar5": (
        st.fixed_dictionaries({"records": st.integers(1, 200), "name_len": st.integers(1, 64)}),
        hi.rar5_extra_records,
        "rar5_extra_records",
    ),
    "7z": (st.fixed_dictionaries({"name_chars": st.integers(1, 64)}), hi.sevenzip_names, "7z_names"),
    "nzb": (st.fixed_dictionaries({"id_len": st.integers(3, 120)}), hi.nzb_segments, "nzb_segments"),
    "chunk": (st.fixed_dictionaries({"id_len": st.integers(3, 120)}), hi.chunk_ids, "chunk_ids"),
}


@pytest.mark.parametrize("shape", list(SHAPES))
def test_worst_case_shapes_cost_at_most_linear_work_and_memory(shape: str) -> None:
    strategy, build, decoder = SHAPES[shape]
    decode = hi.DECODERS[decoder][1]

    @HYPOTHESIS
    @given(strategy)
    def check(params: dict[str, Any]) -> None:
        _assert_linear(lambda size: build(size, **params), decode)

    check()


@pytest.mark.parametrize("name", list(hi.DECODERS))
def test_every_registered_worst_case_decodes_without_raising_in_linear_work(name: str) -> None:
    make, decode = hi.DECODERS[name]
    payload = make(BIG)
    assert len(payload) <= BIG + 256
    decode(payload)  # its own failures are values: any exception fails here
    _assert_linear(make, decode)


def test_every_decoder_of_the_probe_has_a_worst_case_and_a_cap() -> None:
    families = {"yenc", "par2", "nfo", "rar4", "rar5", "7z", "nzb"}
    assert families <= {name.split("_")[0] for name in hi.DECODERS}
    assert set(hi.CAPS) == set(hi.DECODERS)


# --- C-level passes: bounded by counters and caps ------------------------------------------------------


@HYPOTHESIS
@given(st.integers(16, 128), st.integers(0, 4096), st.integers(1 << 12, 1 << 18))
def test_par2_hashes_at_most_twice_its_input_whatever_the_claims(period: int, shrink: int, size: int) -> None:
    payload = hi.par2_claims(size, period=period, shrink=shrink)
    assert parse_par2(payload).hashed_bytes <= 2 * len(payload)


def test_yenc_keywords_are_read_from_a_bounded_head_of_the_line() -> None:
    # The keyword pattern only ever sees _MAX_KEYWORDS bytes of a line, so even a backtracking pattern costs a
    # constant per line; a keyword past the head is not read (yEnc's own keywords take under 100 bytes).
    line = b"=ybegin " + b"a" * (2 * yenc._MAX_KEYWORDS) + b" size=5 name=x"
    fields = yenc._fields(line, rest_is_name=True)
    assert "size" not in fields and fields["name"] == b"x"
    assert yenc._fields(b"=ybegin part=1 size=5 name=x", rest_is_name=True)["size"] == b"5"


def test_yenc_body_of_short_lines_is_not_held_as_a_list_of_lines() -> None:
    payload = hi.yenc_body(1 << 20, escape_every=2, line=2)
    # A list of 256 K line objects held ~40 bytes a line; the offsets walk holds a few copies of the body.
    assert _peak(lambda: hi.DECODERS["yenc_short_lines"][1](payload)) <= 6 * len(payload)


def test_yenc_escape_runs_decode_as_one_escape_each() -> None:
    # "=" never follows an escape in yEnc; a run of them escapes the byte after the run (as before, now linear).
    body = b"=ybegin size=2 name=x\r\n" + b"=" * 5000 + b"j*\r\n=yend size=2\r\n"
    assert yenc.decode(body).data == bytes([(ord("j") - 64 - 42) & 0xFF, 0])


def test_rar4_unicode_name_work_stops_at_the_longest_name_kept() -> None:
    def ops(name_len: int) -> int:
        payload = hi.rar4_unicode_names(name_len + 200, name_len=name_len)
        return _ops(lambda: archives.inspect_rar(payload))

    # Before, the op loop ran over the whole 60 KB name and the name was then cut to 4096 characters.
    assert ops(60_000) <= 1.2 * ops(20_000)


def test_rar5_header_with_more_extra_records_than_any_writer_is_damage() -> None:
    info = archives.inspect_rar(hi.rar5_extra_records(8192, records=archives._R5_MAX_RECORDS + 1))
    assert info.damaged and "extra records" in info.reason and info.verdict is PasswordVerdict.UNKNOWN
    fine = archives.inspect_rar(hi.rar5_extra_records(600, records=archives._R5_MAX_RECORDS))
    assert not fine.damaged and fine.verdict is PasswordVerdict.NONE


def test_7z_listing_splits_no_more_names_than_it_keeps() -> None:
    payload = hi.sevenzip_names(1 << 20, name_chars=2)
    info = inspect_sevenzip(payload, payload)
    assert len(info.entries) == archives.MAX_ENTRIES
    # 175 K two-character names were each a str object (~60 bytes for 6 header bytes).
    assert _peak(lambda: inspect_sevenzip(payload, payload)) <= 6 * len(payload)


def _num(value: int) -> bytes:
    assert value < 0x80
    return bytes([value])


def _encoded(pack_pos: int, packed: bytes) -> bytes:
    """A kEncodedHeader whose one folder copies ``packed`` (the Copy coder) from ``pack_pos``."""
    return (
        b"\x17\x06" + _num(pack_pos) + b"\x01\x09" + _num(len(packed)) + b"\x00"
        + b"\x07\x0b\x01\x00" + b"\x01\x01\x00" + b"\x0c" + _num(len(packed)) + b"\x00" + b"\x00"
    )


def _sevenzip(header: bytes, packed: bytes) -> bytes:
    start = struct.pack("<QQI", len(packed), len(header), zlib.crc32(header))
    return SEVENZIP_MARKER + b"\x00\x04" + struct.pack("<I", zlib.crc32(start)) + start + packed + header


def test_7z_reads_one_encoded_header_level_as_7zip_does() -> None:
    plain = b"\x01\x05\x01\x11\x05\x00x\x00\x00\x00\x00\x00"  # one file named "x"
    once = _sevenzip(_encoded(0, plain), plain)
    assert inspect_sevenzip(once, once).names == ("x",)
    # A header encoded twice: each level could inflate another MAX_HEADER_BYTES from the same packed bytes.
    inner = _encoded(0, plain)
    twice = _sevenzip(_encoded(len(plain), inner), plain + inner)
    info = inspect_sevenzip(twice, twice)
    assert info.damaged and "nest" in info.reason and info.names == ()
