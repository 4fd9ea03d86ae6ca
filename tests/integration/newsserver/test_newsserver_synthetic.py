"""The news server serving a synthetic group of billions of articles, throttled like a provider, over sockets."""

from __future__ import annotations

import time
import zlib
from collections.abc import Iterator

import pytest

from usenet_ops import newsserver
from usenet_ops.corpus import synthetic
from usenet_ops.corpus.synthetic import GroupSpec, SyntheticCorpus

from .conftest import Raw

HUGE = GroupSpec("alt.binaries.synth.big", count=20_000_000_000, low=5_000)
SMALL = GroupSpec("alt.binaries.synth.small", count=40_000, low=1, hostile=True)
GROUPS = [HUGE, SMALL]


@pytest.fixture()
def synth() -> Iterator[newsserver.ServerHandle]:
    with newsserver.serve(SyntheticCorpus(21, GROUPS)) as handle:
        yield handle


def _peer(handle: newsserver.ServerHandle) -> Raw:
    raw = Raw(handle.host, handle.port)
    assert raw.line().startswith(b"201 ")
    return raw


def test_group_and_list_show_a_group_of_billions(synth) -> None:
    peer = _peer(synth)
    assert peer.cmd(f"GROUP {HUGE.name}") == f"211 20000000000 5000 20000004999 {HUGE.name}"
    status, lines = peer.multi("LIST ACTIVE alt.binaries.synth.*")
    assert status.startswith("215") and len(lines) == 2
    assert lines[0].startswith(HUGE.name.encode() + b" 20000004999 0000005000 y")


def test_over_far_into_history_matches_the_manifest_of_that_range(synth) -> None:
    peer = _peer(synth)
    peer.cmd(f"GROUP {HUGE.name}")
    lo, hi = 17_000_000_123, 17_000_003_456
    status, lines = peer.multi(f"XOVER {lo}-{hi}")
    assert status.startswith("224")
    truth = synthetic.manifest(21, GROUPS, HUGE.name, lo, hi)
    assert len(lines) == truth["counts"]["lines"]
    numbers = [int(ln.split(b"\t", 1)[0]) for ln in lines]
    assert numbers == sorted(numbers) and lo <= numbers[0] and numbers[-1] <= hi
    served = {ln.split(b"\t")[4][1:-1].decode() for ln in lines}
    for release in truth["releases"]:
        assert set(synthetic.content_ids(release)) <= served
    # The same range read again on another connection is byte-identical.
    again = _peer(synth)
    again.cmd(f"GROUP {HUGE.name}")
    assert again.multi(f"XOVER {lo}-{hi}")[1] == lines


def test_articles_by_message_id_and_number_exist_and_forged_ones_do_not(synth) -> None:
    peer = _peer(synth)
    peer.cmd(f"GROUP {HUGE.name}")
    _, lines = peer.multi("OVER 9000000000-9000000040")
    fields = lines[0].split(b"\t")
    mid = fields[4].decode()
    assert peer.cmd(f"STAT {mid}") == f"223 0 {mid}"
    status, head = peer.multi(f"HEAD {int(fields[0])}")
    assert status.startswith("221") and b"Subject: " + fields[1] in head
    status, body = peer.multi(f"BODY {mid}")
    assert status.startswith("222") and body[0].startswith(b"=ybegin")
    assert peer.cmd("STAT <0000.0.1@synthetic.usenet-ops.test>").startswith("430")
    assert peer.cmd(f"STAT {mid[:-2]}x>").startswith("430")


@pytest.mark.parametrize("command, code", [
    ("OVER abc", "501"), ("OVER 99999999999999999999999-1", "423"), ("OVER 30000000000-30000000100", "423"),
    ("XOVER 1-4999", "423"), ("OVER 5-3", "423"), ("ARTICLE 18446744073709551617", "423"),
    ("XHDR Subject <nope@nowhere>", "430"), ("NEXT", "223"), ("LAST", "422"),
])
def test_hostile_requests_on_a_synthetic_group_get_codes(synth, command: str, code: str) -> None:
    peer = _peer(synth)
    peer.cmd(f"GROUP {HUGE.name}")
    status = peer.cmd(command)
    assert status.startswith(code), (command, status)
    assert peer.cmd("DATE").startswith("111"), "the session survives"


def test_hostile_group_lines_are_served_verbatim_and_counted_by_the_manifest(synth) -> None:
    peer = _peer(synth)
    peer.cmd(f"GROUP {SMALL.name}")
    _, lines = peer.multi("XOVER 1-40000")
    truth = synthetic.manifest(21, GROUPS, SMALL.name, 1, 40_000, releases=False)["counts"]
    assert len(lines) == truth["lines"]
    assert sum(1 for ln in lines if ln.count(b"\t") < 8) == sum(
        1 for ln in lines if b"truncated.bin" in ln) > 0
    assert any(b"\xe9\xff\xfe" in ln for ln in lines)


def test_a_throttled_connection_delivers_at_most_its_rate(synth) -> None:
    synth.throttle.lines_per_second = 20_000
    peer = _peer(synth)
    peer.cmd(f"GROUP {HUGE.name}")
    started = time.monotonic()
    got = 0
    for lo in range(1_000_000_000, 1_000_012_000, 3000):
        got += len(peer.multi(f"XOVER {lo}-{lo + 2999}")[1])
    took = time.monotonic() - started
    assert got > 11_000
    assert took >= 0.95 * got / 20_000, f"{got} lines in {took:.2f}s: faster than 20k lines/s"


def test_the_throttle_paces_gzip_blocks_too_and_can_be_lifted_live(synth) -> None:
    synth.throttle.lines_per_second = 5_000
    peer = _peer(synth)
    assert peer.cmd("XFEATURE COMPRESS GZIP TERMINATOR").startswith("290")
    peer.cmd(f"GROUP {HUGE.name}")
    started = time.monotonic()
    assert peer.cmd("XOVER 2000000000-2000002999").endswith("[COMPRESS=GZIP]")
    inflate = zlib.decompressobj()
    data = b""
    while not data.endswith(b"\r\n.\r\n"):
        data += inflate.decompress(peer.raw(1)) if not peer.buf else inflate.decompress(peer.raw(len(peer.buf)))
    assert time.monotonic() - started >= 0.95 * data.count(b"\r\n") / 5_000
    synth.throttle.lines_per_second = None
    assert peer.cmd("DATE").startswith("111")


def test_command_latency_is_added_to_every_reply(synth) -> None:
    synth.throttle.command_latency = 0.05
    peer = _peer(synth)
    started = time.monotonic()
    for _ in range(6):
        assert peer.cmd("DATE").startswith("111")
    assert time.monotonic() - started >= 0.3


def test_pipelined_commands_share_one_round_trip(synth) -> None:
    """Six commands sent at once answer after about one round trip, not six (a provider does not serialise them)."""
    # The margins are whole round trips, so a busy machine cannot turn one answer into the other.
    synth.throttle.command_latency = 0.8
    peer = _peer(synth)
    started = time.monotonic()
    peer.sock.sendall(b"DATE\r\n" * 6)
    for _ in range(6):
        assert peer.line().startswith(b"111 ")
    took = time.monotonic() - started
    assert 0.79 <= took < 2.4, f"{took:.2f}s for six pipelined commands at a 0.8 s round trip (serial: 4.8 s)"
    # Sent one at a time, each waits its own round trip.
    synth.throttle.command_latency = 0.2
    started = time.monotonic()
    for _ in range(3):
        assert peer.cmd("DATE").startswith("111")
    assert time.monotonic() - started >= 0.59


@pytest.mark.parametrize("compress", [False, True])
def test_an_over_sent_ahead_follows_the_previous_reply_without_a_second_round_trip(synth, compress: bool) -> None:
    """The next OVER, sent while the previous reply is paced out, costs no extra round trip: the pipe stays full.

    Both ways through RFC 8054 deflate too, where the commands after COMPRESS arrive compressed.
    """
    peer = _peer(synth)
    if compress:
        assert peer.cmd("COMPRESS DEFLATE").startswith("206")
        peer.inflate, peer.deflate = zlib.decompressobj(-15), zlib.compressobj(1, zlib.DEFLATED, -15)
    peer.cmd(f"GROUP {HUGE.name}")
    synth.throttle.lines_per_second = 20_000
    synth.throttle.command_latency = 0.8
    started = time.monotonic()
    lo = 3_000_000_000
    peer.send(f"XOVER {lo}-{lo + 2999}")
    peer.send(f"XOVER {lo + 3000}-{lo + 5999}")
    got = 0
    for _ in range(2):
        assert peer.line().startswith(b"224 ")
        got += len(peer.block())
    took = time.monotonic() - started
    paced = got / 20_000
    assert got > 5_000
    # One round trip plus the lines at the rate; serialised it would be two round trips (>= paced + 1.6).
    assert paced + 0.79 <= took < paced + 1.4, f"{got} lines in {took:.2f}s at 20k lines/s and a 0.8 s round trip"
