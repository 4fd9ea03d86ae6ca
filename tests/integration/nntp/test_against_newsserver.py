"""The client and pool against the project's RFC 3977 test news server, faults included."""

from __future__ import annotations

import time

import pytest

from usenet_ops import newsserver
from usenet_ops.cli.provider import provider_probe
from usenet_ops.domain.overview import split_block
from usenet_ops.nntp.client import OVER_AHEAD, NNTPClient
from usenet_ops.nntp.errors import NNTPAuthError, NNTPProtocolError, NNTPTemporaryError, NNTPTimeout, NNTPTooManyConnections
from usenet_ops.nntp.pool import Pool, PoolSettings
from usenet_ops.nntp.provider import ProviderConfig
from usenet_ops.nntp.values import Compression, Timeouts

FAST = Timeouts(dial=3.0, command=3.0, stat=1.0)


def _busiest_group(client: NNTPClient) -> tuple[str, int, int]:
    groups = [g for g in client.list_active() if g.high >= g.low]
    g = max(groups, key=lambda g: g.high - g.low)
    return g.name, g.low, g.high


def _client(srv, order: tuple[Compression, ...] = (), compression: bool = True) -> NNTPClient:  # type: ignore[no-untyped-def]
    return NNTPClient(ProviderConfig.from_url(srv.url, compression=compression), FAST, compression_order=order)


@pytest.mark.parametrize("order", [(), (Compression.DEFLATE,), (Compression.GZIP,)], ids=["plain", "deflate", "gzip"])
def test_over_yields_identical_records_plain_and_compressed(news_corpus, order) -> None:  # type: ignore[no-untyped-def]
    with newsserver.serve(news_corpus, require_auth=True) as srv:
        with _client(srv, compression=False) as plain:
            name, low, high = _busiest_group(plain)
            plain.group(name)
            expected = list(plain.over(low, high))
        with _client(srv, order=order, compression=bool(order)) as c:
            assert c.authenticated
            assert c.compression is (order[0] if order else Compression.NONE)
            c.group(name)
            got = []
            for start in range(low, high + 1, 50):
                got.extend(c.over(start, min(high, start + 49)))
            assert got == expected
            assert all(r.xref and not r.xref.lower().startswith(b"xref:") for r in got)
            if order:
                assert c.counters.wire_in < c.counters.plain_in


def test_stat_many_sees_missing_message_ids_as_absent(news_corpus) -> None:  # type: ignore[no-untyped-def]
    with newsserver.serve(news_corpus) as srv, _client(srv) as c:
        name, low, high = _busiest_group(c)
        c.group(name)
        ids = [r.message_id.decode() for r in c.over(low, high)][:40]
        srv.faults.missing_message_ids = {ids[0].strip("<>"), ids[5].strip("<>")}
        result = c.stat_many(ids)
        assert [m for m, ok in result.items() if not ok] == [ids[0], ids[5]]


@pytest.mark.parametrize("verb", ["HEAD", "BODY"])
def test_fetch_many_is_one_fetch_per_message_id_with_missing_ones_none(news_corpus, verb) -> None:  # type: ignore[no-untyped-def]
    with newsserver.serve(news_corpus) as srv, _client(srv) as c:
        name, low, high = _busiest_group(c)
        c.group(name)
        ids = [r.message_id.decode() for r in c.over(low, high)][:20]
        srv.faults.missing_message_ids = {ids[3].strip("<>")}
        one = c.head if verb == "HEAD" else c.body
        expected = {m: one(m) for m in ids}
        got = c.fetch_many(verb, ids, window=4)
        assert list(got) == ids and got[ids[3]] is None
        assert {m: a.lines if a else None for m, a in got.items()} == {m: a.lines if a else None for m, a in expected.items()}


def test_pipelined_stat_is_not_slower_than_one_at_a_time(news_corpus) -> None:  # type: ignore[no-untyped-def]
    with newsserver.serve(news_corpus) as srv, _client(srv) as c:
        name, low, high = _busiest_group(c)
        c.group(name)
        ids = [r.message_id.decode() for r in c.over(low, high)][:100]
        assert c.stat_many(ids) == {m: c.stat(m) for m in ids}


def test_drop_mid_over_is_a_protocol_error(news_corpus) -> None:  # type: ignore[no-untyped-def]
    with newsserver.serve(news_corpus) as srv:
        c = _client(srv, compression=False).connect()
        name, low, high = _busiest_group(c)
        c.group(name)
        srv.faults.drop_after_lines = 3
        with pytest.raises(NNTPProtocolError):
            c.over(low, high)
        assert not c.connected


def test_truncated_block_is_a_protocol_error(news_corpus) -> None:  # type: ignore[no-untyped-def]
    with newsserver.serve(news_corpus) as srv:
        c = _client(srv, compression=False).connect()
        name, low, high = _busiest_group(c)
        c.group(name)
        srv.faults.truncate_block = 2
        with pytest.raises(NNTPProtocolError):
            c.over(low, high)


def test_garbage_status_line_is_a_protocol_error(news_corpus) -> None:  # type: ignore[no-untyped-def]
    with newsserver.serve(news_corpus) as srv:
        c = _client(srv, compression=False).connect()
        srv.faults.garbage_status_line = b"\x00\x01 what"
        with pytest.raises(NNTPProtocolError):
            c.date()
        assert not c.connected


@pytest.mark.parametrize(("code", "error"), [(502, NNTPTooManyConnections), (400, NNTPTemporaryError)])
def test_greeting_faults_are_typed(news_corpus, code, error) -> None:  # type: ignore[no-untyped-def]
    with newsserver.serve(news_corpus) as srv:
        srv.faults.greeting_code = code
        with pytest.raises(error):
            _client(srv).connect()


def test_auth_expiring_mid_session_is_an_auth_error_with_a_clean_stream(news_corpus) -> None:  # type: ignore[no-untyped-def]
    with newsserver.serve(news_corpus, require_auth=True) as srv:
        c = _client(srv, compression=False).connect()
        srv.faults.auth_expire_after_commands = 1
        with pytest.raises(NNTPAuthError):
            for _ in range(5):
                c.date()
        srv.faults.auth_expire_after_commands = None
        c.authenticate()
        assert c.date().year > 2000


def test_stall_times_out_within_the_deadline(news_corpus) -> None:  # type: ignore[no-untyped-def]
    with newsserver.serve(news_corpus) as srv:
        c = _client(srv, compression=False).connect()
        srv.faults.latency_per_response = 5.0
        started = time.monotonic()
        with pytest.raises(NNTPTimeout):
            c.date()
        assert time.monotonic() - started < FAST.command + 1.5


def test_pool_replaces_a_connection_the_server_reaped_while_idle(news_corpus) -> None:  # type: ignore[no-untyped-def]
    with newsserver.serve(news_corpus) as srv:
        cfg = ProviderConfig.from_url(srv.url, connections=2)
        # Set before the first session: the server arms its idle timer when it starts waiting for a command.
        srv.faults.idle_disconnect_after = 0.3
        with Pool(cfg, PoolSettings(keepalive_s=0, timeouts=FAST)) as pool:
            with pool.borrow(1) as c:
                c.date()
            time.sleep(0.8)
            with pool.borrow(1) as c:
                assert c.date().year > 2000
            assert pool.stats().resets == 1


def test_probe_tells_backbones_apart(news_corpus) -> None:  # type: ignore[no-untyped-def]
    with newsserver.serve(news_corpus, backbone="a") as a, newsserver.serve(news_corpus, backbone="b") as b, \
            newsserver.serve(news_corpus, backbone="a") as a2:
        with _client(a) as c:
            name, _, _ = _busiest_group(c)
        cfg_a, cfg_b, cfg_a2 = (ProviderConfig.from_url(s.url) for s in (a, b, a2))
        different = provider_probe(cfg_b, cfg_a, name, 50, 5.0)
        same = provider_probe(cfg_a2, cfg_a, name, 50, 5.0)
    assert different["shared"] > 0 and different["verdict"] == "different backbone"
    assert same["verdict"] == "same backbone"


@pytest.mark.parametrize("order", [(), (Compression.DEFLATE,)], ids=["plain", "deflate"])
def test_overs_sent_ahead_are_taken_by_their_reads_and_never_desynchronise(news_corpus, order) -> None:  # type: ignore[no-untyped-def]
    with newsserver.serve(news_corpus) as srv, _client(srv, order=order, compression=bool(order)) as c:
        name, low, high = _busiest_group(c)
        c.group(name)
        expected = c.over_lines(low, high)
        mid = (low + high) // 2
        # Sent ahead and read for the same range: the same lines, one command.
        c.over_prefetch(low, mid)
        assert c.over_lines(low, mid) == [ln for ln in expected if int(ln.split(b"\t", 1)[0]) <= mid]
        # Sent ahead but another range asked for: the stale reply is dropped.
        c.over_prefetch(low, low + 3)
        assert c.over_lines(mid + 1, high) == [ln for ln in expected if int(ln.split(b"\t", 1)[0]) > mid]
        # Sent ahead, then another command: its reply is read first, the session stays in step.
        c.over_prefetch(low, high)
        info = c.group(name)
        assert info is not None and (info.low, info.high) == (low, high)
        assert c.over_lines(low, high) == expected
        # Two in flight (OVER_AHEAD): taken in order, each range sent once, stale ones dropped.
        third = (high - low) // 3
        a, b, d = (low, low + third), (low + third + 1, low + 2 * third), (low + 2 * third + 1, high)

        def part(lo: int, hi: int) -> list[bytes]:
            return [ln for ln in expected if lo <= int(ln.split(b"\t", 1)[0]) <= hi]

        assert OVER_AHEAD == 2
        sent = srv.faults.counters["cmd.OVER"]
        c.over_prefetch(*a)
        c.over_prefetch(*b)
        c.over_prefetch(*b)  # already in flight: not sent twice
        c.over_prefetch(*d)  # a third: beyond OVER_AHEAD, not sent
        assert c.over_lines(*a) == part(*a)
        c.over_prefetch(*d)  # now there is room
        assert c.over_lines(*b) == part(*b)
        assert c.over_lines(*d) == part(*d)
        assert srv.faults.counters["cmd.OVER"] == sent + 3  # each of the three once
        assert c.reusable
        # The second in flight asked for: the first's reply is read and dropped, the second's used.
        c.over_prefetch(*a)
        c.over_prefetch(*b)
        assert c.over_lines(*b) == part(*b)
        # A range neither of them: both dropped, the range asked for read in turn.
        c.over_prefetch(*a)
        c.over_prefetch(*b)
        assert c.over_lines(*d) == part(*d)
        # Another command behind two: both replies are read first.
        c.over_prefetch(*a)
        c.over_prefetch(*b)
        info = c.group(name)
        assert info is not None and (info.low, info.high) == (low, high)
        assert c.reusable and c.over_lines(low, high) == expected


@pytest.mark.parametrize("order", [(), (Compression.DEFLATE,)], ids=["plain", "deflate"])
def test_over_block_is_the_same_reply_whole_sent_ahead_or_not(news_corpus, order) -> None:  # type: ignore[no-untyped-def]
    with newsserver.serve(news_corpus) as srv, _client(srv, order=order, compression=bool(order)) as c:
        name, low, high = _busiest_group(c)
        c.group(name)
        expected = c.over_lines(low, high)
        assert expected
        block = c.over_block(low, high)
        assert block.endswith(b"\r\n") and split_block(block) == expected
        # Sent ahead as a block, taken as lines, and the other way round: either form serves.
        c.over_prefetch(low, high, block=True)
        assert c.over_lines(low, high) == expected
        c.over_prefetch(low, high)
        assert c.over_block(low, high) == block
        c.over_prefetch(low, high, block=True)
        assert c.over_block(low, high) == block
        # Nothing in range: an empty block, no round trip for a reversed one.
        assert c.over_block(high + 10_000, high + 20_000) == b""
        assert c.over_block(high, low) == b""


@pytest.mark.parametrize("block", [False, True], ids=["lines", "block"])
def test_a_dropped_connection_under_an_over_sent_ahead_fails_the_read_cleanly(news_corpus, block) -> None:  # type: ignore[no-untyped-def]
    with newsserver.serve(news_corpus) as srv, _client(srv) as c:
        name, low, high = _busiest_group(c)
        c.group(name)
        srv.faults.drop_after_lines = 3  # the peer is gone mid-reply (a local shutdown raced a fast reply)
        c.over_prefetch(low, high, block=block)
        with pytest.raises(NNTPProtocolError):
            c.over_block(low, high) if block else c.over_lines(low, high)
        assert not c.connected
