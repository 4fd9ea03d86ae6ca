"""Overview message-ids pass domain.message_ids on both ingest paths (issue 31, item 2).

An id that carries a CR, LF, space, NUL or a bracket inside, or is longer
than RFC 3977 allows, is counted ``bad_message_id`` and never staged: stored,
it would be served in the NZB to every downloader that writes ``BODY <id>``
without cleaning it, and would break our own health and probe passes. The C
scanner must refuse exactly what the Python path refuses (it declines such a
line, and Python counts it).
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from usenet_ops.domain import ingest, message_ids
from usenet_ops.fastpath import scanner
from usenet_ops.nntp.protocol import join_block

GROUP = "alt.binaries.test"
INDEXED = frozenset({GROUP})
DATE = b"Mon, 30 Nov 2026 10:00:00 +0000"
NATIVE = [False, True] if ingest.native_available() else [False]
needs_c = pytest.mark.skipif(not ingest.native_available(), reason="the C scanner was not built (no compiler)")


def line(number: int, mid: bytes, part: int = 1) -> bytes:
    subject = b'Rel [1/1] - "a.rar" yEnc (%d/9)' % part
    return b"\t".join([str(number).encode(), subject, b"p <p@x>", DATE, mid, b"", b"700000", b"10"])


def ingest_one(lines: list[bytes], native: bool) -> ingest.IngestResult:
    return ingest.ingest_block(join_block(lines), group=GROUP, indexed_groups=INDEXED, native=native)


def staged_ids(result: ingest.IngestResult) -> list[str]:
    return sorted(m for f in result.files.values() for m in f.message_ids)


HOSTILE = {
    "space inside": b"<a b@x>",
    "bare CR inside": b"<a\rb@x>",
    "bare LF inside": b"<a\nb@x>",
    "the injection": b"<x@y>\rQUIT",
    "NUL": b"<a\x00b@x>",
    "DEL": b"<a\x7fb@x>",
    "vertical tab inside": b"<a\x0bb@x>",
    "'>' inside": b"<a>b@x>",
    "'<' inside": b"<a<b@x>",
    "doubled brackets": b"<<a@x>>",
    "unclosed": b"<a@x",
    "unopened": b"a@x>",
    "no @": b"<nobody.example>",
    "@ first": b"<@x.example>",
    "@ last": b"<x.example@>",
    "8-bit byte": b"<caf\xe9@x>",
    "UTF-8 text": b"<caf\xc3\xa9@x>",
    "overlong bare": b"x" * 247 + b"@x",  # 249 octets: 251 once bracketed
    "overlong bracketed": b"<" + b"x" * 247 + b"@x>",
    "spaces only": b"< >",
}
VALID = {
    "bracketed": (b"<a@x>", "a@x"),
    "bare": (b"a@x", "a@x"),
    "framing whitespace": (b" <a@x> ", "a@x"),
    "the longest": (b"<" + b"x" * 246 + b"@x>", "x" * 246 + "@x"),
    "dollar and percent": (b"<$%!#@x.y>", "$%!#@x.y"),
    "several @": (b"<a@b@c>", "a@b@c"),
}


@pytest.mark.parametrize("native", NATIVE)
@pytest.mark.parametrize("mid", HOSTILE.values(), ids=HOSTILE.keys())
def test_a_hostile_overview_message_id_is_counted_and_never_staged(mid: bytes, native: bool) -> None:
    result = ingest_one([line(1, mid), line(2, b"<ok@x>", part=2)], native)
    assert result.outcomes == {"bad_message_id": 1, "staged": 1}
    assert staged_ids(result) == ["ok@x"]


@pytest.mark.parametrize("native", NATIVE)
@pytest.mark.parametrize(("mid", "want"), VALID.values(), ids=VALID.keys())
def test_a_valid_overview_message_id_is_staged_without_brackets(mid: bytes, want: str, native: bool) -> None:
    result = ingest_one([line(1, mid)], native)
    assert result.outcomes == {"staged": 1}
    assert staged_ids(result) == [want]


@pytest.mark.parametrize("native", NATIVE)
@pytest.mark.parametrize("mid", [b"", b"<>", b"  "])
def test_an_empty_message_id_is_counted_as_missing(mid: bytes, native: bool) -> None:
    assert ingest_one([line(1, mid)], native).outcomes == {"no_message_id": 1}


@needs_c
def test_the_scanner_declines_every_hostile_id_and_keeps_every_valid_one() -> None:
    lines = [line(i, mid) for i, mid in enumerate(HOSTILE.values(), 1)]
    lines += [line(100 + i, mid) for i, (mid, _) in enumerate(VALID.values())]
    assert scanner is not None
    groups, slow, _, _ = scanner.scan_block(join_block(lines), -1, True, GROUP, INDEXED, ingest.scanner_limits())
    assert slow == list(range(len(HOSTILE)))
    assert sorted(m for g in groups for m in g[10]) == sorted(want for _, want in VALID.values())


# Pieces aimed at the validator's rules: the '@' and its position, brackets at either end and inside, whitespace
# the framing strips and whitespace it does not, controls, 8-bit bytes, and runs that cross the length bound.
_pieces = st.sampled_from([
    b"@", b"<", b">", b" ", b"\t", b"\r", b"\n", b"\x0b", b"\x0c", b"\x00", b"\x7f", b"\x80", b"\xe9", b"a", b"x.y",
    b"$", b"%", b"=", b"?", b"[", b"]", b"a" * 60, b"b" * 123, b"c" * 247,
])
_mid = st.lists(_pieces, max_size=8).map(b"".join)


@settings(max_examples=400, deadline=None)
@given(st.lists(_mid, min_size=1, max_size=12))
def test_both_paths_stage_only_valid_ids_and_agree(mids: list[bytes]) -> None:
    lines = [line(i, mid.replace(b"\t", b" "), part=i) for i, mid in enumerate(mids, 1)]
    results = [ingest_one(lines, native) for native in NATIVE]
    for result in results:
        assert all(message_ids.valid_bare(m) for m in staged_ids(result))
        assert result.articles == sum(result.outcomes.values())
    first = results[0]
    for other in results[1:]:
        assert other.outcomes == first.outcomes
        assert staged_ids(other) == staged_ids(first)
