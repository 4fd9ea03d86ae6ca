"""No rendered NZB carries a segment id domain.message_ids refuses (issue 31, item 2).

Ingest and the spot import refuse such ids; this is the last guard for a row
stored before they did. A segment whose id could inject a command into a
downloader's ``BODY <id>`` is left out (missing, as an absent article is);
a file left with no segment is left out; everything else is rendered as
before.
"""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from usenet_ops.domain import message_ids
from usenet_ops.domain.nzb import NzbFile, NzbSegment, encode_compact, parse_nzb, render_compact, render_nzb

HOSTILE = ["x@y>\r\nQUIT", "a b@x", "a\tb@x", "a\x00b@x", "a\x7fb@x", "a\x85b@x", "a<b@x", "<a@x>", "caf\u00e9@x",
           "no-at-sign", "x" * 247 + "@x", ""]
# A control character anywhere in the served bytes, or one written as a character reference.
_CONTROL = re.compile(rb"[\x00-\x09\x0b-\x1f\x7f]|&#(?:x[0-9a-fA-F]+|[0-9]+);")


def _file(ids: list[str], name: str = "a.rar") -> NzbFile:
    return NzbFile(f'"{name}" yEnc (1/{len(ids)})', "p@x (P)", 1, ("alt.binaries.test",),
                   tuple(NzbSegment(n, 100 * n, m) for n, m in enumerate(ids, 1)))


def test_segments_with_hostile_ids_are_left_out_and_the_rest_served_in_order() -> None:
    good = [f"part{k}@x.example" for k in range(len(HOSTILE) + 1)]
    mixed = [x for pair in zip(good, HOSTILE, strict=False) for x in pair] + good[len(HOSTILE):]
    out = render_nzb([_file(mixed)], title="T")
    assert _CONTROL.search(out) is None
    (got,) = parse_nzb(out)
    assert [s.message_id for s in got.segments] == good
    assert [s.number for s in got.segments] == [n for n, m in enumerate(mixed, 1) if m in good]
    assert render_compact(encode_compact([_file(mixed)]), title="T") == out


def test_a_file_whose_every_id_is_hostile_is_left_out() -> None:
    files = [_file(["a@x"], "a.rar"), _file(HOSTILE, "b.rar"), _file(["c@x"], "c.rar")]
    parsed = parse_nzb(render_nzb(files))
    assert [f.segments[0].message_id for f in parsed] == ["a@x", "c@x"]


def test_clean_files_render_as_before_the_guard() -> None:
    ids = [f"part{k}of9.Xk3Fq9wZ$a@powerpost2000AA.local" for k in range(1, 10)] + ["a&b'\"@x"]
    out = render_nzb([_file(ids)])
    assert [s.message_id for s in parse_nzb(out)[0].segments] == ids
    assert b"a&amp;b'\"@x</segment>" in out


@settings(max_examples=300)
@given(st.lists(st.one_of(st.sampled_from(HOSTILE), st.text(max_size=12), st.just("ok@x")), min_size=1, max_size=8))
def test_whatever_ids_are_stored_no_served_nzb_holds_a_control_character(ids: list[str]) -> None:
    out = render_nzb([_file(ids), _file(["ok@x"], "z.rar")])
    assert _CONTROL.search(out) is None
    assert all(message_ids.valid_bare(s.message_id) for f in parse_nzb(out) for s in f.segments)
