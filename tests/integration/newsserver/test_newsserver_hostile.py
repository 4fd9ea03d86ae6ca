"""The news server serves the corpus's hostile mix verbatim over a real socket, and stays up."""

from __future__ import annotations

from pathlib import Path

import pytest

from usenet_ops import corpus, newsserver

from .conftest import Raw


@pytest.fixture(scope="module")
def hostile_corpus(tmp_path_factory: pytest.TempPathFactory) -> corpus.Corpus:
    out: Path = tmp_path_factory.mktemp("hostile") / "c"
    corpus.generate(articles=1000, seed=3, out=out, hostile=True)
    return corpus.load(out)


def _block(peer: Raw) -> list[bytes]:
    """Read a block up to its terminator by CRLF only: a hostile line may hold a bare LF (Raw.line splits on LF)."""
    while b"\r\n.\r\n" not in b"\r\n" + peer.buf:
        assert peer._fill(), "connection closed inside the block"
    data = b"\r\n" + peer.buf
    end = data.index(b"\r\n.\r\n")
    block, peer.buf = data[2:end + 2], data[end + 5:]
    return block.split(b"\r\n")[:-1]


@pytest.mark.parametrize("compress", [False, True], ids=["plain", "deflate"])
def test_over_returns_the_hostile_lines_verbatim_and_a_hostile_number_is_no_article(hostile_corpus,
                                                                                   compress: bool) -> None:
    import zlib

    group = hostile_corpus.group_names()[1]
    count, lo, hi = hostile_corpus.group_bounds("a", group)
    with newsserver.serve(hostile_corpus) as srv:
        peer = Raw(srv.host, srv.port)
        assert peer.line().startswith(b"201 ")
        if compress:
            assert peer.cmd("COMPRESS DEFLATE").startswith("206")
            peer.inflate, peer.deflate = zlib.decompressobj(-15), zlib.compressobj(wbits=-15)
        assert peer.cmd(f"GROUP {group}") == f"211 {count} {lo} {hi} {group}"
        assert peer.cmd(f"OVER {lo}-{hi}").startswith("224")
        lines = _block(peer)
        want = list(hostile_corpus.overview_lines("a", group, *hostile_corpus.positions("a", group, lo, hi)))
        assert lines == want
        assert any(x.startswith(b"99999999999999999999\t") for x in lines)
        assert any(b"\x00" in x for x in lines)
        assert peer.cmd(f"STAT {hi}").startswith("423")
        assert peer.cmd("DATE").startswith("111"), "the session is still in step"
        peer.close()
