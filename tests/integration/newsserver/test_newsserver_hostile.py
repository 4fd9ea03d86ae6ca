"""The hostile modes: a renumbered group, a decompression bomb, an endless line, on a live listener."""

from __future__ import annotations

import zlib

from usenet_ops import newsserver
from usenet_ops.corpus import Corpus

from .conftest import Raw, busiest_group


def _group(peer: Raw, c: Corpus) -> tuple[str, int, int, int]:
    name, count, low, high = busiest_group(c)
    assert peer.cmd(f"GROUP {name}").startswith("211 ")
    return name, count, low, high


def _fields(status: str) -> list[str]:
    return status.split()


def test_renumber_down_shifts_every_number_the_group_shows(server: newsserver.ServerHandle, peer: Raw,
                                                           small_corpus: Corpus) -> None:
    name, count, low, high = busiest_group(small_corpus)
    server.faults.renumber[name] = 10_000  # where the group was numbered before the server reset it
    assert peer.cmd(f"GROUP {name}").startswith(f"211 {count} {low + 10_000} {high + 10_000} ")
    _, before = peer.multi(f"OVER {low + 10_000}-{low + 10_004}")
    server.faults.renumber[name] = 1 - low  # reset: the group now starts at 1, its high far below the old one
    drop = 10_000 + low - 1
    status = peer.cmd(f"GROUP {name}")
    assert _fields(status)[:4] == ["211", str(count), "1", str(high - low + 1)]
    _, after = peer.multi("OVER 1-5")
    assert len(after) == len(before) > 0
    for old, new in zip(before, after, strict=True):
        old_fields, new_fields = old.split(b"\t"), new.split(b"\t")
        assert int(new_fields[0]) == int(old_fields[0]) - drop
        assert new_fields[1:-1] == old_fields[1:-1]  # same article: subject, message-id ...
        assert f"{name}:{int(new_fields[0])}".encode() in new_fields[-1]  # its Xref agrees
    # The old numbers are gone; the new ones answer by number.
    assert peer.cmd(f"OVER {low + 10_000}-{high + 10_000}").startswith("423 ")
    msgid = before[0].split(b"\t")[4].decode()
    first = int(after[0].split(b"\t")[0])
    assert peer.cmd(f"STAT {first}") == f"223 {first} {msgid}"
    _, listed = peer.multi(f"LISTGROUP {name} 1-5")
    assert [int(n) for n in listed] == [int(line.split(b"\t")[0]) for line in after]
    _, active = peer.multi(f"LIST ACTIVE {name}")
    assert active == [f"{name} {high - low + 1:010d} {1:010d} y".encode()]
    _, xref = peer.multi(f"HDR Xref {first}-{first}")
    assert xref and xref[0].startswith(b"%d " % first) and f"{name}:{first}".encode() in xref[0]


def test_renumber_up_moves_low_past_the_old_high_and_reset_restores_it(server: newsserver.ServerHandle, peer: Raw,
                                                                      small_corpus: Corpus) -> None:
    name, count, low, high = busiest_group(small_corpus)
    server.faults.renumber[name] = 1_000_000
    assert _fields(peer.cmd(f"GROUP {name}"))[2:4] == [str(low + 1_000_000), str(high + 1_000_000)]
    assert peer.cmd(f"OVER {low}-{high}").startswith("423 ")
    status, lines = peer.multi(f"XOVER {low + 1_000_000}-{low + 1_000_002}")
    assert status.startswith("224 ") and int(lines[0].split(b"\t")[0]) == low + 1_000_000
    second = small_corpus.neighbour("a", name, low, +1)
    assert second is not None
    assert peer.cmd("NEXT").startswith(f"223 {second + 1_000_000} ")  # from GROUP's current article, the low
    server.faults.reset()
    assert _fields(peer.cmd(f"GROUP {name}"))[2:4] == [str(low), str(high)]


def _deflate_peer(peer: Raw) -> None:
    assert peer.cmd("COMPRESS DEFLATE").startswith("206 ")
    peer.inflate = zlib.decompressobj(-15)
    peer.deflate = zlib.compressobj(6, zlib.DEFLATED, -15)


def _wire_bytes(peer: Raw, until: bytes) -> tuple[int, bytes]:
    """Read raw socket bytes (before inflation) until the inflated stream ends with ``until`` or EOF."""
    wire = 0
    plain_tail = b""
    plain_total = 0
    while True:
        chunk = peer.sock.recv(65536)
        if not chunk:
            return wire, plain_tail
        wire += len(chunk)
        plain = peer.inflate.decompress(chunk) if peer.inflate else chunk
        plain_total += len(plain)
        plain_tail = (plain_tail + plain)[-64:]
        if plain_tail.endswith(until):
            return wire, plain_tail


def test_a_deflate_bomb_is_a_few_kib_on_the_wire_for_megabytes_of_lines(server: newsserver.ServerHandle,
                                                                       peer: Raw, small_corpus: Corpus) -> None:
    name, _, low, high = _group(peer, small_corpus)
    _deflate_peer(peer)
    server.faults.bomb_bytes = 32 * 1024 * 1024
    peer.send(f"OVER {low}-{high}")
    wire, tail = _wire_bytes(peer, b"\r\n.\r\n")
    assert tail.endswith(b"\r\n.\r\n")
    assert wire < 32 * 1024 * 1024 // 50, f"{wire} wire bytes: not a bomb"
    assert server.faults.counters["fault.bomb"] == 1
    server.faults.bomb_bytes = None
    assert peer.cmd("DATE").startswith("111 ")  # the session goes on after a bomb


def test_a_gzip_bomb_is_one_zlib_block_then_the_terminator(server: newsserver.ServerHandle, peer: Raw,
                                                          small_corpus: Corpus) -> None:
    name, _, low, high = _group(peer, small_corpus)
    assert peer.cmd("XFEATURE COMPRESS GZIP").startswith("290 ")
    server.faults.bomb_bytes = 16 * 1024 * 1024
    status = peer.cmd(f"XOVER {low}-{high}")
    assert status.endswith("[COMPRESS=GZIP]")
    inflater = zlib.decompressobj()
    plain = 0
    wire = 0
    while not inflater.eof:
        chunk = peer.sock.recv(65536) if not peer.buf else peer.buf
        peer.buf = b""
        wire += len(chunk)
        plain += len(inflater.decompress(chunk, 1 << 20))
        while inflater.unconsumed_tail and not inflater.eof:
            plain += len(inflater.decompress(inflater.unconsumed_tail, 1 << 20))
    assert plain == 16 * 1024 * 1024 // len(_bomb_line()) * len(_bomb_line()) + 3  # the lines and ".\r\n"
    assert wire < plain // 50
    assert inflater.unused_data + peer.raw(3 - len(inflater.unused_data)) == b".\r\n"


def _bomb_line() -> bytes:
    from usenet_ops.newsserver.server import _BOMB_LINE

    return _BOMB_LINE


def test_an_endless_line_never_reaches_crlf_and_the_connection_closes(server: newsserver.ServerHandle, peer: Raw,
                                                                      small_corpus: Corpus) -> None:
    name, _, low, high = _group(peer, small_corpus)
    server.faults.endless_line_bytes = 3 * 1024 * 1024
    assert peer.cmd(f"OVER {low}-{high}").startswith("224 ")
    rest = peer.rest()
    assert len(rest) == 3 * 1024 * 1024 and b"\r\n" not in rest
    assert server.faults.counters["fault.endless_line"] == 1
