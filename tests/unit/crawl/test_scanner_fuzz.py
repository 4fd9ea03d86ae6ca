"""Differential fuzz of the C scanner against the pure-Python definition, on whole OVER replies (issue 15 item 11).

test_ingest_native.py holds the two paths equal on realistic lines with one
mutation each. Here the input is what a hostile or broken server sends: whole
replies of thousands of corpus lines, mangled at the byte level (any byte
anywhere, spans inserted and deleted, lines split, joined, repeated and
reordered, fields blown up to kilobytes, numbers past bigint or outside the
asked range, 65+ fields), with filters on and a random asked range. Both
paths must give the same batch result, or raise the same error.

Bounded for `make test`: a fixed number of examples (derandomized when CI is
set, tests/conftest.py), each a reply of up to ~3,000 lines.

``chunk()``, the C renderer of a staged chunk, is held to its Python twin on
large random inputs, and must refuse (not misread) objects that lie: bools,
``__index__`` objects whose value changes between reads, int subclasses and
list subclasses whose ``__getitem__`` disagrees with their storage.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from usenet_ops import corpus as corpus_mod
from usenet_ops.domain import ingest
from usenet_ops.domain.blacklist import Blacklist, BlacklistRule
from usenet_ops.domain.junk import JunkEngine, JunkRule, RuleKind, Stage
from usenet_ops.domain.overview import OverviewFormat
from usenet_ops.store.staging_pg import render_chunk

pytestmark = pytest.mark.skipif(not ingest.native_available(), reason="the C scanner was not built (no compiler)")

_CORPUS: dict[str, object] = {}
FILTERS = ingest.IngestFilters(
    junk=JunkEngine([JunkRule(id=1, name="no-albums", kind=RuleKind.REGEX, pattern=r"(?i)album|flac",
                              stage=Stage.INGEST, size_band=None, enabled=True, order=1, reason="test")]),
    blacklist=Blacklist([BlacklistRule(3, "poster", "a")]),
)
HOSTILE_BYTES = b"\x00\x01\t\r\n\x1b\x7f\x80\x9b\xc3\xe9\xed\xff ()/=?<>:[]\"0123456789yEnc"


def _replies(tmp: Path) -> tuple[list[tuple[str, list[bytes]]], frozenset[str]]:
    """Return (group, overview lines) of a generated corpus, cached for the module."""
    if "replies" not in _CORPUS:
        manifest = corpus_mod.generate(articles=6000, seed=33, out=tmp / "fuzz-corpus")
        corpus = corpus_mod.load(manifest.directory)
        backbone = corpus.backbones[0]
        replies = []
        for name in corpus.group_names():
            _, lo, hi = corpus.group_bounds(backbone, name)
            lines = list(corpus.overview_lines(backbone, name, *corpus.positions(backbone, name, lo, hi)))
            if lines:
                replies.append((name, lines))
        _CORPUS["replies"] = replies
        _CORPUS["groups"] = frozenset(corpus.group_names())
    return _CORPUS["replies"], _CORPUS["groups"]  # type: ignore[return-value]


def _normal(result: ingest.IngestResult) -> dict:
    files = {}
    for fid, f in result.files.items():
        segs = sorted(zip(f.message_ids, f.parts, f.sizes, strict=True))
        files[fid] = (f.set_id, f.group, f.base, f.poster, f.file_name, f.subject, f.file_index, f.file_total,
                      f.part_total, f.date_raw, frozenset(f.groups), f.art_lo, f.art_hi, f.name_only, segs)
    return {"files": files, "articles": result.articles, "outcomes": dict(+result.outcomes),
            "junk": dict(+result.junk_hits), "blacklist": dict(+result.blacklist_hits), "sample": result.parse_sample}


def _run(block: bytes, group: str, indexed: frozenset[str], numbers: tuple[int, int], native: bool,
         fmt: OverviewFormat | None) -> object:
    try:
        return _normal(ingest.ingest_block(block, fmt, group=group, indexed_groups=indexed, filters=FILTERS,
                                           native=native, numbers=numbers))
    except ValueError as exc:  # a cut-off reply: both paths must say so
        return ("ValueError", str(exc))


def _mutate(lines: list[bytes], rng: random.Random, ops: int) -> list[bytes]:
    """Apply ``ops`` random mutations to a reply's lines (the lines stay without their CRLF)."""
    lines = list(lines)
    for _ in range(ops):
        if not lines:
            lines.append(b"")
        i = rng.randrange(len(lines))
        line = lines[i]
        op = rng.randrange(16)
        if op == 0 and line:  # one byte becomes a hostile one
            k = rng.randrange(len(line))
            lines[i] = line[:k] + bytes([rng.choice(HOSTILE_BYTES)]) + line[k + 1:]
        elif op == 1:  # a short hostile span inserted anywhere
            k = rng.randrange(len(line) + 1)
            span = bytes(rng.choice(HOSTILE_BYTES) for _ in range(rng.randint(1, 8)))
            lines[i] = line[:k] + span + line[k:]
        elif op == 2 and line:  # a span deleted
            a = rng.randrange(len(line))
            lines[i] = line[:a] + line[a + rng.randint(1, 40):]
        elif op == 3:  # a line repeated (a server resending) or moved (out of order)
            lines.insert(rng.randrange(len(lines) + 1), line if rng.random() < 0.5 else lines.pop(i))
        elif op == 4:  # the article number: past bigint, 19 digits, zero, padded, out of any range
            fields = line.split(b"\t")
            fields[0] = rng.choice([b"99999999999999999999", b"9223372036854775807", b"9223372036854775808", b"0",
                                    b"000000000000000000000012", b"-1", b"+5", b"1_000", b"4294967297",
                                    str(rng.randrange(1, 10**12)).encode()])
            lines[i] = b"\t".join(fields)
        elif op == 5:  # a field blown up to kilobytes (subject, poster, id or Xref)
            fields = line.split(b"\t")
            k = rng.choice([1, 2, 4, len(fields) - 1]) if len(fields) > 4 else 0
            word = rng.choice([b"Words ", b"x", b"\xc3\xa9", b"=?utf-8?b?QQ==?= ", b"alt.spam:1 "])
            fields[k] = fields[k] + word * rng.randint(200, 3000)
            lines[i] = b"\t".join(fields)
        elif op == 6:  # 65+ fields, or a few extra ones
            lines[i] = line + b"\tx" * rng.choice([3, 57, 64, 80])
        elif op == 7 and i + 1 < len(lines):  # two lines joined (a lost CRLF)
            lines[i:i + 2] = [line + rng.choice([b"", b"\r", b"\n", b"\t"]) + lines[i + 1]]
        elif op == 8 and line:  # a line split in two (a stray CRLF)
            k = rng.randrange(len(line))
            lines[i:i + 1] = [line[:k], line[k:]]
        elif op == 9:  # a bare CR or LF inside a field
            k = rng.randrange(len(line) + 1)
            lines[i] = line[:k] + rng.choice([b"\r", b"\n", b"\r\r", b"\n\r"]) + line[k:]
        elif op == 10:  # :bytes lies
            fields = line.split(b"\t")
            if len(fields) > 6:
                fields[6] = rng.choice([b"-5", b"99999999999999999999", b"999999999999999999", b"", b" 1", b"1e9"])
                lines[i] = b"\t".join(fields)
        elif op == 11:  # the counter lies or moves
            lines[i] = line.replace(b"(", rng.choice([b"(0", b"(99999999/", b"(1/0)(", b"((", b"( 1 /"]), 1)
        elif op == 12:  # an encoded word with NUL, invalid UTF-8 or a surrogate before the counter
            word = rng.choice([b"=?utf-8?b?AA==?=", b"=?utf-8?b?7aCA?=", b"=?utf-8?b?wyg=?=", b"=?utf-8?q?=00?=",
                               b"=?unicode_escape?q?=5Cud800?=", b"=?UTF-8?B?wp0=?="])
            lines[i] = line.replace(b"\t", b"\t" + word + b" ", 1)
        elif op == 13:  # the Xref: controls, an indexed group first, many groups
            lines[i] = line.replace(b"Xref: ", rng.choice([
                b"Xref: h alt.binaries.\x00x:1 ", b"Xref: h alt.binaries.multimedia:5 ", b"XREF: ",
                b"Xref: h " + b" ".join(b"g.%d:%d" % (k, k) for k in range(300)) + b" ",
                b"Xref: h " + b"n" * 400 + b":3 ", b"Xref:"]), 1)
        elif op == 14:  # the message-id: controls, too long, empty, spaces
            fields = line.split(b"\t")
            if len(fields) > 4:
                fields[4] = rng.choice([b"<a\x00b@x>", b"<" + b"m" * 300 + b">", b"<>", b"", b"  <s@x>  ",
                                        b"<\x7f@x>", b"<\xe9@x>", fields[4] + b"x" * 240])
                lines[i] = b"\t".join(fields)
        else:  # pure garbage
            lines[i] = bytes(rng.randrange(256) for _ in range(rng.randint(0, 60)))
    return lines


@settings(max_examples=60, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(st.randoms(use_true_random=False), st.integers(0, 400), st.booleans(), st.integers(0, 3))
def test_scanner_equals_python_on_whole_mutated_replies(tmp_path_factory, rng: random.Random, ops: int,
                                                        narrow: bool, fmt_kind: int) -> None:
    replies, indexed = _replies(tmp_path_factory.getbasetemp())
    group, lines = rng.choice(replies)
    start = rng.randrange(len(lines))
    lines = lines[start:start + rng.randint(1, 3000)]
    mutated = _mutate(lines, rng, ops)
    block = b"".join(line + b"\r\n" for line in mutated)
    if narrow:  # the range asked for: a slice of the numbers present, so some lines fall outside
        numbers = sorted(int(x.split(b"\t", 1)[0]) for x in lines)
        numbers_range = (numbers[len(numbers) // 4], numbers[-1 - len(numbers) // 4])
    else:
        numbers_range = ingest.ANY_NUMBER
    fmt = [None, OverviewFormat.from_lines([b"Subject:", b"From:", b"Date:", b"Message-ID:", b"References:",
                                            b":bytes", b":lines", b"Xref:full"]),
           OverviewFormat.from_lines([b"Subject:", b"From:", b"Date:", b"Message-ID:", b"References:", b"Bytes:",
                                      b"Lines:"]), None][fmt_kind]
    subset = indexed if fmt_kind != 3 else frozenset({group})
    fast = _run(block, group, subset, numbers_range, True, fmt)
    slow = _run(block, group, subset, numbers_range, False, fmt)
    assert fast == slow


def test_a_cut_off_mutated_reply_raises_the_same_on_both_paths(tmp_path_factory) -> None:
    replies, indexed = _replies(tmp_path_factory.getbasetemp())
    group, lines = replies[0]
    block = b"\r\n".join(lines[:500])  # no CRLF after the last line
    assert _run(block, group, indexed, ingest.ANY_NUMBER, True, None) == \
        _run(block, group, indexed, ingest.ANY_NUMBER, False, None) == \
        ("ValueError", "a block's last line must end in CRLF: it was cut off")


# -- chunk() -----------------------------------------------------------------------------------------------------


@settings(max_examples=150)
@given(st.binary(max_size=2000),
       st.lists(st.tuples(st.integers(1, 1 << 20), st.integers(-2**80, 2**80),
                          st.text(min_size=1, max_size=30).filter(lambda t: "\n" not in t)), max_size=3000))
def test_c_chunk_equals_python_on_large_inputs(stored: bytes, segs: list[tuple[int, int, str]]) -> None:
    from usenet_ops import _overview_scan

    parts, sizes, ids = [s[0] for s in segs], [s[1] for s in segs], [s[2] for s in segs]
    assert _overview_scan.chunk(stored, parts, sizes, ids) == render_chunk(stored, parts, sizes, ids)


class _Shifty:
    """An __index__ that answers 1 the first time and 10**9 after: read twice, it writes past the bitmap."""

    def __init__(self) -> None:
        self.calls = 0

    def __index__(self) -> int:
        self.calls += 1
        return 1 if self.calls == 1 else 10**9


class _LyingList(list):
    def __getitem__(self, i):  # type: ignore[no-untyped-def]
        return 10**9


class _MyInt(int):
    pass


@pytest.mark.parametrize("parts, sizes, ids", [
    ([_Shifty()], [1], ["a"]),
    ([True], [1], ["a"]),
    ([1], [False], ["a"]),
    ([_MyInt(1)], [1], ["a"]),
    ([1], [_Shifty()], ["a"]),
    (_LyingList([1]), [1], ["a"]),
    ([1], _LyingList([1]), ["a"]),
    ([1], [1], _LyingList(["a"])),
    ((1,), [1], ["a"]),
    ([1], [1], [b"a"]),
], ids=["index-shifts", "bool-part", "bool-size", "int-subclass", "index-size", "list-subclass-parts",
        "list-subclass-sizes", "list-subclass-ids", "tuple", "bytes-id"])
def test_chunk_refuses_values_that_could_lie_and_so_does_its_twin(parts, sizes, ids) -> None:  # type: ignore[no-untyped-def]
    from usenet_ops import _overview_scan

    with pytest.raises(TypeError):
        _overview_scan.chunk(b"", parts, sizes, ids)
    with pytest.raises(TypeError):
        render_chunk(b"", parts, sizes, ids)


@pytest.mark.parametrize("part", [0, -1, (1 << 24) + 1, 1 << 64, -(1 << 64)])
def test_chunk_refuses_parts_outside_the_bitmap_bound_and_so_does_its_twin(part: int) -> None:
    from usenet_ops import _overview_scan

    with pytest.raises(ValueError, match="1..2"):
        _overview_scan.chunk(b"", [1, part], [1, 1], ["a", "b"])
    with pytest.raises(ValueError, match="1..2"):
        render_chunk(b"", [1, part], [1, 1], ["a", "b"])


def test_chunk_reads_each_value_once_even_when_lists_are_shared() -> None:
    from usenet_ops import _overview_scan

    shared = [3, 1, 3, 2]
    out = _overview_scan.chunk(b"", shared, shared, ["a", "b", "c", "d"])
    assert out == render_chunk(b"", shared, shared, ["a", "b", "c", "d"])
    assert out[1:5] == ("{3,1,2}", "{3,1,2}", "a\nb\nd", 3)
