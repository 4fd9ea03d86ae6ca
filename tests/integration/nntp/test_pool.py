"""The pool against the scripted server: lazy dials, caps, dead connections, benching."""

from __future__ import annotations

import threading
import time

import pytest
from scripted import Script, ScriptedServer

from usenet_ops.nntp.errors import (
    NNTPAuthError,
    NNTPPoolBusy,
    NNTPProtocolError,
    NNTPProviderDown,
    NNTPTemporaryError,
    NNTPTimeout,
)
from usenet_ops.nntp.pool import Pool, PoolSettings
from usenet_ops.nntp.provider import ProviderConfig
from usenet_ops.nntp.values import Timeouts

FAST = PoolSettings(keepalive_s=0, cooldown_s=60, down_after_failures=2, timeouts=Timeouts(dial=1.0, command=1.0, stat=0.5))


def pool_for(server: ScriptedServer, connections: int = 2, settings: PoolSettings = FAST, **kw: object) -> Pool:
    cfg = ProviderConfig.from_url(server.url(), connections=connections, compression=False)
    return Pool(cfg, settings, **kw)  # type: ignore[arg-type]


def test_pool_dials_lazily_and_reuses_idle_connections() -> None:
    with ScriptedServer() as server, pool_for(server) as pool:
        assert server.connections == 0 and not pool.stats().dialled
        with pool.borrow(1) as c:
            c.date()
        with pool.borrow(1) as c:
            c.date()
        assert server.connections == 1
        s = pool.stats()
        assert (s.open, s.idle, s.busy, s.dialled) == (1, 1, 0, True)


def test_pool_never_exceeds_its_cap_and_try_borrow_says_busy_at_once() -> None:
    with ScriptedServer() as server, pool_for(server, connections=2) as pool:
        with pool.borrow(1), pool.borrow(1):
            started = time.monotonic()
            with pytest.raises(NNTPPoolBusy):
                with pool.try_borrow():
                    pass
            assert time.monotonic() - started < 0.1
            with pytest.raises(NNTPPoolBusy):
                with pool.borrow(0.2):
                    pass
            assert pool.stats().busy == 2
        assert server.connections == 2


def test_borrow_waits_for_a_connection_to_come_back() -> None:
    with ScriptedServer() as server, pool_for(server, connections=1) as pool:
        got: list[float] = []
        with pool.borrow(1):
            t = threading.Thread(target=lambda: got.append(_borrow_and_date(pool)))
            t.start()
            time.sleep(0.2)
            assert not got
        t.join(2)
        assert got and server.connections == 1


def _borrow_and_date(pool: Pool) -> float:
    with pool.borrow(2) as c:
        c.date()
    return time.monotonic()


def test_dead_idle_connection_is_replaced_transparently_once() -> None:
    with ScriptedServer() as server, pool_for(server) as pool:
        with pool.borrow(1) as c:
            c.date()
            first = c
        first._sock.shutdown(2)  # type: ignore[union-attr]  # the provider reaped the idle session
        with pool.borrow(1) as c:
            assert c is not first
            assert c.date().year == 2026
        assert pool.stats().resets == 1
        assert server.connections == 2


def test_connection_that_failed_is_discarded_not_lent_again() -> None:
    script = Script()
    script.handlers["GROUP"] = lambda s, a: b"garbage\r\n"
    with ScriptedServer(script) as server, pool_for(server) as pool:
        with pytest.raises(NNTPProtocolError):
            with pool.borrow(1) as c:
                c.group("x")
        s = pool.stats()
        assert (s.open, s.resets) == (0, 1)
        with pool.borrow(1) as c:
            assert c.date().year == 2026


def test_provider_that_keeps_failing_is_benched_for_the_cooldown() -> None:
    now = [1000.0]
    with ScriptedServer(Script(greeting=b"400 go away\r\n")) as server:
        pool = pool_for(server, clock=lambda: now[0])
        for _ in range(2):
            with pytest.raises(NNTPTemporaryError):  # 400: the service is unavailable for now
                with pool.borrow(1):
                    pass
        with pytest.raises(NNTPProviderDown) as info:
            with pool.borrow(1):
                pass
        assert info.value.retry_after_s == pytest.approx(60)
        dials = server.connections
        now[0] += 61
        with pytest.raises(Exception) as again:
            with pool.borrow(1):
                pass
        assert not isinstance(again.value, NNTPProviderDown)
        assert server.connections == dials + 1


def test_refused_credentials_bench_the_provider_at_once() -> None:
    with ScriptedServer(Script(users={"u": "right"})) as server:
        cfg = ProviderConfig.from_url(server.url("u", "wrong"), compression=False)
        pool = Pool(cfg, FAST)
        with pytest.raises(NNTPAuthError):
            with pool.borrow(1):
                pass
        assert pool.down


def test_keepalive_probes_idle_connections_and_drops_dead_ones() -> None:
    settings = PoolSettings(keepalive_s=0.01, timeouts=FAST.timeouts)
    with ScriptedServer() as server, pool_for(server, settings=settings) as pool:
        with pool.borrow(1) as a, pool.borrow(1) as b:
            a.date(), b.date()
        time.sleep(0.05)
        pool._stop.set()  # stop the background thread; probe by hand
        time.sleep(0.05)
        probes_before = server.commands.count("DATE")
        victim = pool._idle[0]
        victim._sock.shutdown(2)  # type: ignore[union-attr]
        time.sleep(0.05)
        assert pool.keepalive() == 1
        assert server.commands.count("DATE") == probes_before + 1
        assert pool.stats().open == 1


def test_short_stat_deadline_does_not_follow_the_connection_to_the_next_lease() -> None:
    with ScriptedServer() as server, pool_for(server) as pool:
        with pool.borrow(1) as c:
            c.timeouts = Timeouts(dial=1, command=0.001, stat=0.001)
        with pool.borrow(1) as c:
            assert c.timeouts == FAST.timeouts


def test_stalled_connection_times_out_and_is_discarded() -> None:
    from scripted import Fault

    script = Script()
    script.handlers["GROUP"] = lambda s, a: Fault.STALL
    with ScriptedServer(script) as server, pool_for(server) as pool:
        with pytest.raises(NNTPTimeout):
            with pool.borrow(1) as c:
                c.group("x")
        assert pool.stats().open == 0


def test_compression_that_corrupts_data_is_dropped_for_later_dials() -> None:
    from scripted import Session

    from usenet_ops.nntp.errors import NNTPCompressionError

    script = Script(capabilities=["VERSION 2", "READER"])

    def xfeature(s: Session, a: str) -> bytes:
        s.gzip = True
        return b"290 feature enabled\r\n"

    script.handlers["XFEATURE"] = xfeature
    script.handlers["GROUP"] = lambda s, a: b"211 1 1 1 g\r\n"
    script.handlers["XOVER"] = lambda s, a: (b"224 data\r\nx\x9cgarbage, not zlib\r\n.\r\n" if s.gzip
                                             else b"224 data\r\n1\ts\tf\td\t<m@x>\t\t1\t1\r\n.\r\n")
    with ScriptedServer(script) as server:
        cfg = ProviderConfig.from_url(server.url(), connections=2)
        with Pool(cfg, FAST) as pool:
            with pytest.raises(NNTPCompressionError):
                with pool.borrow(1) as c:
                    c.group("g")
                    c.over(1, 1)
            with pool.borrow(1) as c:
                c.group("g")
                assert [r.message_id for r in c.over(1, 1)] == [b"<m@x>"]
            assert not pool.config.compression


def test_pool_settings_from_the_indexer_knobs() -> None:
    from usenet_ops.settings import Settings

    settings = PoolSettings.from_knobs(Settings())
    assert settings.keepalive_s == 120 and settings.cooldown_s == 600
    assert settings.timeouts == Timeouts(dial=30, command=60, stat=10)


def test_acquire_and_release_apply_the_same_rules_as_borrow() -> None:
    script = Script()
    script.handlers["GROUP"] = lambda s, a: b"garbage\r\n"
    with ScriptedServer(script) as server, pool_for(server) as pool:
        held = pool.acquire(1)
        held.date()
        pool.release(held)  # in step: lent again
        assert pool.acquire(1) is held
        with pytest.raises(NNTPProtocolError) as failure:
            held.group("x")
        pool.release(held, failure.value)
        s = pool.stats()
        assert (s.open, s.idle, s.resets) == (0, 0, 1)
        assert pool.acquire(1) is not held


def test_a_connection_with_a_reply_outstanding_is_not_lent_again() -> None:
    script = Script()
    script.handlers["GROUP"] = lambda s, a: b"211 3 1 3 g\r\n"
    script.handlers["OVER"] = lambda s, a: b"224 data\r\n1\ts\tf\td\t<m@x>\t\t1\t1\r\n.\r\n"
    with ScriptedServer(script) as server, pool_for(server) as pool:
        client = pool.acquire(1)
        client.group("g")
        client.over_prefetch(1, 3)
        pool.release(client)
        assert pool.stats().open == 0
        assert pool.acquire(1) is not client


def test_a_compressed_connection_handed_back_after_compression_was_dropped_is_discarded() -> None:
    from scripted import Session

    from usenet_ops.nntp.errors import NNTPCompressionError

    script = Script(capabilities=["VERSION 2", "READER"])

    def xfeature(s: Session, a: str) -> bytes:
        s.gzip = True
        return b"290 feature enabled\r\n"

    script.handlers["XFEATURE"] = xfeature
    with ScriptedServer(script) as server:
        cfg = ProviderConfig.from_url(server.url(), connections=2)
        with Pool(cfg, FAST) as pool:
            first, second = pool.acquire(1), pool.acquire(1)
            assert first.compression.value == second.compression.value == "gzip"
            pool.release(first, NNTPCompressionError("corrupt block"))
            pool.release(second)  # healthy and idle, but compressed: never lent again
            assert pool.stats().open == 0
            third = pool.acquire(1)
            assert third.compression.value == "none"


def test_try_acquire_lends_only_what_is_free_and_raises_busy_at_once() -> None:
    with ScriptedServer(Script()) as server:
        pool = pool_for(server, connections=1)
        held = pool.try_acquire()
        started = time.monotonic()
        with pytest.raises(NNTPPoolBusy, match="in use"):
            pool.try_acquire()
        assert time.monotonic() - started < 0.2
        pool.release(held)
        again = pool.try_acquire()
        assert again is held  # the idle one, not a new dial
        pool.release(again)
        assert server.connections == 1
        pool.close()
