"""Hostile overview lines ingest into batches that real Postgres stages (issue 15 items 2 and 3).

Before the bounds, each of these lines made Postgres (or psycopg) refuse the
whole staging transaction: a NUL in a poster or an Xref group name, a lone
surrogate from a decoder, a name-only set's poster past the btree row limit,
an article number past bigint. The batch then failed on every pass and the
group's crawl froze behind it.
"""

from __future__ import annotations

import base64

import pytest
from staging_state import clear

from usenet_ops.domain import ingest
from usenet_ops.nntp.protocol import join_block
from usenet_ops.store import crawl_state, staging_pg

GROUP = "alt.binaries.test"
DATE = b"Mon, 30 Nov 2026 10:00:00 +0000"


def _line(n: int | bytes, subject: bytes, poster: bytes = b"p <p@x>", mid: bytes | None = None,
          xref: bytes | None = None, size: bytes = b"700000") -> bytes:
    num = n if isinstance(n, bytes) else str(n).encode()
    fields = [num, subject, poster, DATE, mid or b"<%s@x>" % num, b"", size, b"10"]
    if xref is not None:
        fields.append(b"Xref: " + xref)
    return b"\t".join(fields)


def _hostile() -> list[bytes]:
    enc = b"=?UTF-8?B?" + base64.b64encode(b'N\x00ul.Release [1/1] - "n.rar" yEnc (1/1)') + b"?="
    return [
        _line(1, enc),                                                           # NUL in an encoded subject
        _line(2, b'Poster.Nul [1/1] - "p.rar" yEnc (1/1)', poster=b"=?utf-8?q?a=00b?= <a@x>"),  # NUL in a poster
        _line(3, b'Esc.Release [1/1] - "e.rar" yEnc (1/1)', poster=b"=?unicode_escape?q?=5Cud800?= <u@x>"),
        _line(4, b'Xref.Nul [1/1] - "x.rar" yEnc (1/1)', xref=b"h alt.bin\x00:4 " + GROUP.encode() + b":4"),
        # a name-only set ([i/N] and a quoted name, nothing else): its poster goes into a btree index
        _line(5, b'[1/1] - "Long.Poster.part01.rar" yEnc (1/1)', poster=b"x" * 4000 + b" <l@x>"),
        _line(b"99999999999999999999", b'Big.Number [1/1] - "b.rar" yEnc (1/1)'),  # past bigint
        _line(6, b'Big.Bytes [1/1] - "s.rar" yEnc (1/1)', size=b"-99999999999999999999999"),
        _line(7, b'Mid.Nul [1/1] - "m.rar" yEnc (1/1)', mid=b"<m\x00id@x>"),
        _line(8, b'Giant.Xref [1/1] - "g.rar" yEnc (1/1)',
              xref=b"h " + b" ".join(b"alt.g%d:%d" % (i, i) for i in range(3000)) + b" " + GROUP.encode() + b":8"),
        _line(9, b"Good.Release [1/1] - \"good.rar\" yEnc (1/1)"),
    ]


@pytest.mark.parametrize("native", [False, True])
def test_a_batch_of_hostile_lines_stages_and_every_line_is_counted(db, native: bool) -> None:
    if native and not ingest.native_available():
        pytest.skip("the C scanner was not built")
    clear(db)
    result = ingest.ingest_block(join_block(_hostile()), group=GROUP, indexed_groups={GROUP}, native=native)
    fence = crawl_state.take_fence(db, "bb", GROUP, "test")
    out = staging_pg.stage_batch(db, backbone="bb", group=GROUP, fence=fence, files=result.files.values(),
                                 covered=(1, 10), next_article=11)
    assert out.inserted == 8
    assert result.outcomes == {"staged": 8, "out_of_range": 1, "bad_message_id": 1}
    sets = {r["base"]: r for r in db.execute("SELECT base, poster, groups, name_only FROM usenet.staged_sets")}
    assert set(sets) == {"Nul.Release", "Poster.Nul", "Esc.Release", "Xref.Nul", "Long.Poster", "Big.Bytes",
                         "Giant.Xref", "Good.Release"}
    assert sets["Poster.Nul"]["poster"] == "ab <a@x>"
    assert sets["Xref.Nul"]["groups"] == [GROUP]
    assert sets["Long.Poster"]["name_only"] and len(sets["Long.Poster"]["poster"]) == ingest.MAX_POSTER_CHARS
    assert len(sets["Giant.Xref"]["groups"]) == ingest.MAX_SET_GROUPS
    sizes = {r["message_id"]: r["bytes"] for r in db.execute("SELECT message_id, bytes FROM usenet.staged_segments")}
    assert sizes["6@x"] == 0
    state = db.execute("SELECT next_article FROM usenet.group_state WHERE backbone = 'bb'").fetchone()
    assert state["next_article"] == 11
