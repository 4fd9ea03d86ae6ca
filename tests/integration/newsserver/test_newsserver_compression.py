"""COMPRESS DEFLATE (RFC 8054) and XFEATURE COMPRESS GZIP [TERMINATOR] on the wire."""

from __future__ import annotations

import zlib

from usenet_ops import newsserver
from usenet_ops.corpus import Corpus

from .conftest import Raw, busiest_group


def _plain_over(small_corpus: Corpus, server: newsserver.ServerHandle, lo: int, hi: int) -> list[bytes]:
    raw = Raw(server.host, server.port)
    raw.line()
    raw.cmd(f"GROUP {busiest_group(small_corpus)[0]}")
    status, lines = raw.multi(f"OVER {lo}-{hi}")
    raw.close()
    return lines


def test_compress_deflate_switches_both_directions_to_raw_deflate(
    server: newsserver.ServerHandle, peer: Raw, small_corpus: Corpus
) -> None:
    group, count, low, high = busiest_group(small_corpus)
    expected = _plain_over(small_corpus, server, low, high)
    assert peer.cmd("COMPRESS DEFLATE") == "206 Compression active"
    peer.inflate = zlib.decompressobj(-15)
    peer.deflate = zlib.compressobj(6, zlib.DEFLATED, -15)
    assert peer.cmd(f"GROUP {group}").startswith("211 ")
    status, lines = peer.multi(f"OVER {low}-{high}")
    assert lines == expected
    assert peer.cmd("COMPRESS DEFLATE").startswith("502 ")
    status, caps = peer.multi("CAPABILITIES")
    assert b"COMPRESS DEFLATE" not in caps
    assert peer.cmd("QUIT").startswith("205 ")


def test_commands_pipelined_behind_compress_are_read_compressed(peer: Raw) -> None:
    peer.sock.sendall(b"COMPRESS DEFLATE\r\n")
    assert peer.line().startswith(b"206 ")
    deflate = zlib.compressobj(6, zlib.DEFLATED, -15)
    peer.inflate = zlib.decompressobj(-15)
    peer.sock.sendall(deflate.compress(b"DATE\r\nDATE\r\n") + deflate.flush(zlib.Z_SYNC_FLUSH))
    assert peer.line().startswith(b"111 ") and peer.line().startswith(b"111 ")


def test_xfeature_gzip_sends_zlib_block_then_plain_terminator(
    server: newsserver.ServerHandle, peer: Raw, small_corpus: Corpus
) -> None:
    group, count, low, high = busiest_group(small_corpus)
    expected = _plain_over(small_corpus, server, low, high)
    assert peer.cmd("XFEATURE COMPRESS GZIP") == "290 Feature enabled"
    peer.cmd(f"GROUP {group}")
    status = peer.cmd(f"XOVER {low}-{high}")
    assert status.endswith("[COMPRESS=GZIP]") and status.startswith("224 ")
    inflate = zlib.decompressobj()
    inflated = b""
    while not inflate.eof:
        inflated += inflate.decompress(peer.raw(1))
    assert inflated == b"".join(ln + b"\r\n" for ln in expected) + b".\r\n"
    assert peer.line() == b".\r\n"
    # Non-overview responses stay plain.
    assert peer.cmd("DATE").startswith("111 ")
    status, lines = peer.multi("LIST OVERVIEW.FMT")
    assert lines[-1] == b"Xref:full"


def test_xfeature_gzip_terminator_puts_the_terminator_inside_the_stream(
    server: newsserver.ServerHandle, peer: Raw, small_corpus: Corpus
) -> None:
    group, count, low, high = busiest_group(small_corpus)
    assert peer.cmd("XFEATURE COMPRESS GZIP TERMINATOR").startswith("290 ")
    peer.cmd(f"GROUP {group}")
    assert peer.cmd(f"XHDR Subject {low}-{low + 4}").endswith("[COMPRESS=GZIP]")
    inflate = zlib.decompressobj()
    inflated = b""
    while not inflate.eof:
        inflated += inflate.decompress(peer.raw(1))
    assert inflated.endswith(b"\r\n.\r\n") and inflated.count(b"\r\n") == 6
    assert peer.cmd("DATE").startswith("111 ")


def test_compression_can_be_refused_per_listener(small_corpus: Corpus) -> None:
    with newsserver.serve(small_corpus, compression=False) as srv:
        raw = Raw(srv.host, srv.port)
        raw.line()
        status, caps = raw.multi("CAPABILITIES")
        assert not any(c.startswith(b"COMPRESS") or c.startswith(b"XFEATURE") for c in caps)
        assert raw.cmd("COMPRESS DEFLATE").startswith("403 ")
        assert raw.cmd("XFEATURE COMPRESS GZIP").startswith("503 ")
        raw.close()
