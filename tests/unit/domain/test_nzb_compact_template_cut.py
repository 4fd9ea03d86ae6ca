"""Compact NZB encoding: the fast template cut writes the bytes the per-id definition does.

The catalogue stores these bytes for every release, so the encoder's fast
paths (one replace over the joined ids, a compressor reused per thread, the
column entry point the build pass uses) are pinned against the plain
definition below: slice each id, encode each middle.
"""

from __future__ import annotations

import struct
import threading
from array import array

import zstandard
from hypothesis import given, settings
from hypothesis import strategies as st

from usenet_ops.domain.nzb import FileColumns, NzbFile, NzbSegment, decode_compact, encode_columns, encode_compact


def _definition_body(files: list[NzbFile]) -> bytes:
    """The compact body as the format defines it, one id at a time."""

    def sized(text: str) -> bytes:
        b = text.encode("utf-8", "surrogatepass")
        return struct.pack("<I", len(b)) + b

    out = struct.pack("<I", len(files))
    for f in files:
        out += sized(f.subject) + sized(f.poster) + struct.pack("<q", f.date) + struct.pack("<I", len(f.groups))
        for g in f.groups:
            out += sized(g)
        ids = [s.message_id for s in f.segments]
        out += struct.pack("<I", len(ids))
        if not ids:
            continue
        lo, hi = min(ids), max(ids)
        plen = 0
        while plen < min(len(lo), len(hi)) and lo[plen] == hi[plen]:
            plen += 1
        at = ids[0].rfind("@")
        suffix = ids[0][at:] if at >= plen else ""
        if suffix and any(len(m) < plen + len(suffix) or not m.endswith(suffix) for m in ids):
            suffix = ""
        middles = [(m[plen : len(m) - len(suffix)]).encode("utf-8", "surrogatepass") for m in ids]
        out += sized(ids[0][:plen]) + sized(suffix)
        out += array("I", [s.number for s in f.segments]).tobytes()
        out += array("q", [s.bytes for s in f.segments]).tobytes()
        out += array("I", [len(m) for m in middles]).tobytes()
        joined = b"".join(middles)
        out += struct.pack("<I", len(joined)) + joined
    return out


def _body(blob: bytes) -> bytes:
    return zstandard.ZstdDecompressor().decompress(blob[4:])


def _columns(files: list[NzbFile]) -> list[FileColumns]:
    return [
        FileColumns(f.subject, f.poster, f.date, f.groups, [s.number for s in f.segments],
                    [s.bytes for s in f.segments], [s.message_id for s in f.segments])
        for f in files
    ]


# Ids built from a shared prefix and host with tricky middles: "@" and "\n"
# inside, non-ASCII, a lone surrogate, ids shorter than prefix + suffix.
_piece = st.lists(st.sampled_from(["a", "Z", "0", "@", "\n", ".", "$", "é", "\ud800", "@h.com", "part"]),
                  max_size=5).map("".join)


@st.composite
def _templated_file(draw: st.DrawFn) -> NzbFile:
    prefix, host = draw(_piece), draw(_piece)
    ids = draw(st.lists(st.builds(lambda m, keep: prefix + m + (host if keep else ""), _piece,
                                  st.booleans() | st.just(True) | st.just(True)), min_size=1, max_size=8))
    segments = tuple(NzbSegment(n + 1, n * 1000, m) for n, m in enumerate(ids))
    return NzbFile(draw(st.text(max_size=8)), "p", draw(st.integers(0, 2**40)), ("g",), segments)


@settings(max_examples=400)
@given(st.lists(_templated_file(), max_size=4))
def test_compact_body_matches_the_per_id_definition(files: list[NzbFile]) -> None:
    blob = encode_compact(files)
    assert _body(blob) == _definition_body(files)
    assert decode_compact(blob) == files


@settings(max_examples=200)
@given(st.lists(_templated_file(), max_size=4))
def test_encode_columns_writes_the_same_bytes_as_encode_compact(files: list[NzbFile]) -> None:
    assert encode_columns(_columns(files)) == encode_compact(files)


def test_common_posting_tool_ids_cut_to_their_template() -> None:
    ids = [f"part{n}of50.AbCdEf123@news.example.com" for n in range(1, 51)]
    files = [NzbFile("s", "p", 1, ("g",), tuple(NzbSegment(n, 700_000, m) for n, m in enumerate(ids, 1)))]
    body = _body(encode_compact(files))
    assert body == _definition_body(files)
    assert b"@news.example.com" in body and body.count(b"news.example.com") == 1


def test_a_reused_compressor_writes_what_a_fresh_one_does_from_any_thread() -> None:
    files = [NzbFile("s", "p", 1, ("g",), tuple(NzbSegment(n, n, f"{n}x@h") for n in range(1, 200)))]
    fresh = b"UNZ\x01" + zstandard.ZstdCompressor(level=3).compress(_definition_body(files))
    results: list[bytes] = []

    def encode_many() -> None:
        for _ in range(20):
            results.append(encode_compact(files))

    threads = [threading.Thread(target=encode_many) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(results) == 80
    assert set(results) == {fresh}
