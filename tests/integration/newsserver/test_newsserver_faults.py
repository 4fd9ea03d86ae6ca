"""Every switchable fault fires on a live listener, between two commands."""

from __future__ import annotations

import time

from usenet_ops import newsserver
from usenet_ops.corpus import Corpus

from .conftest import Raw, busiest_group


def _select(raw: Raw, c: Corpus) -> tuple[str, int, int, int]:
    g = busiest_group(c)
    assert raw.cmd(f"GROUP {g[0]}").startswith("211 ")
    return g


def test_drop_after_lines_closes_mid_over_without_terminator(
    server: newsserver.ServerHandle, peer: Raw, small_corpus: Corpus
) -> None:
    group, count, low, high = _select(peer, small_corpus)
    server.faults.drop_after_lines = 7
    assert peer.cmd(f"XOVER {low}-{high}").startswith("224 ")
    data = peer.rest()
    assert data.count(b"\r\n") == 7 and not data.endswith(b".\r\n")
    assert server.faults.counters["fault.drop_after_lines"] == 1


def test_drop_after_lines_does_not_touch_other_blocks(server: newsserver.ServerHandle, peer: Raw, small_corpus: Corpus) -> None:
    server.faults.drop_after_lines = 1
    status, lines = peer.multi("LIST ACTIVE")
    assert status.startswith("215 ") and len(lines) == len(small_corpus.group_names())


def test_greeting_400_and_502_then_close(server: newsserver.ServerHandle) -> None:
    for code in (400, 502):
        server.faults.greeting_code = code
        raw = Raw(server.host, server.port)
        assert raw.line().startswith(f"{code} ".encode())
        assert raw.line() == b""
        raw.close()
    server.faults.greeting_code = None
    raw = Raw(server.host, server.port)
    assert raw.line().startswith(b"201 ")
    raw.close()


def test_auth_expires_mid_session_with_480(small_corpus: Corpus) -> None:
    with newsserver.serve(small_corpus, require_auth=True) as srv:
        raw = Raw(srv.host, srv.port)
        raw.line()
        raw.cmd("AUTHINFO USER user")
        assert raw.cmd("AUTHINFO PASS pass").startswith("281 ")
        srv.faults.auth_expire_after_commands = 2
        group = busiest_group(small_corpus)[0]
        assert raw.cmd(f"GROUP {group}").startswith("211 ")
        assert raw.cmd("DATE").startswith("111 ")
        assert raw.cmd(f"GROUP {group}").startswith("480 ")
        assert raw.cmd(f"GROUP {group}").startswith("480 ")
        raw.cmd("AUTHINFO USER user")
        assert raw.cmd("AUTHINFO PASS pass").startswith("281 ")
        assert raw.cmd(f"GROUP {group}").startswith("211 ")
        raw.close()


def test_latency_per_response_and_per_line_slow_the_answer(
    server: newsserver.ServerHandle, peer: Raw, small_corpus: Corpus
) -> None:
    group, count, low, high = _select(peer, small_corpus)
    server.faults.latency_per_response = 0.2
    started = time.monotonic()
    assert peer.cmd("DATE").startswith("111 ")
    assert time.monotonic() - started >= 0.2
    server.faults.latency_per_response = 0.0
    server.faults.latency_per_line = 0.02
    started = time.monotonic()
    status, lines = peer.multi(f"OVER {low}-{low + 9}")
    assert len(lines) == 10 and time.monotonic() - started >= 0.2


def test_idle_disconnect_after_seconds_without_a_command(server: newsserver.ServerHandle) -> None:
    server.faults.idle_disconnect_after = 0.3
    raw = Raw(server.host, server.port)
    raw.line()
    started = time.monotonic()
    assert raw.line() == b""
    assert 0.25 <= time.monotonic() - started < 5
    assert server.faults.counters["fault.idle_disconnect"] == 1
    raw.close()


def test_truncate_block_stops_any_multiline_response(server: newsserver.ServerHandle, peer: Raw) -> None:
    server.faults.truncate_block = 3
    assert peer.cmd("LIST NEWSGROUPS").startswith("215 ")
    data = peer.rest()
    assert data.count(b"\r\n") == 3 and b"\r\n.\r\n" not in data


def test_garbage_status_line_is_one_shot_unless_sticky(server: newsserver.ServerHandle, peer: Raw) -> None:
    server.faults.garbage_status_line = b"\x00\xffgarbage"
    assert peer.cmd("DATE") == "\x00\ufffdgarbage"
    assert peer.cmd("DATE").startswith("111 ")
    server.faults.garbage_status_line = "XYZ nonsense"
    server.faults.garbage_sticky = True
    assert peer.cmd("DATE") == "XYZ nonsense"
    assert peer.cmd("DATE") == "XYZ nonsense"


def test_article_missing_on_one_backbone_present_on_the_other(small_corpus: Corpus) -> None:
    mid = small_corpus.message_id(5)
    with newsserver.serve(small_corpus, backbone="a") as a, newsserver.serve(small_corpus, backbone="b") as b:
        a.faults.missing_message_ids = {mid}
        ra, rb = Raw(a.host, a.port), Raw(b.host, b.port)
        ra.line(), rb.line()
        assert ra.cmd(f"BODY <{mid}>").startswith("430 ")
        assert rb.cmd(f"STAT <{mid}>") == f"223 0 <{mid}>"
        group, number_text = small_corpus.xref("a", 5).split(b" ")[1].decode().split(":")
        number_a = int(number_text)
        ra.cmd(f"GROUP {group}")
        assert ra.cmd(f"ARTICLE {number_a}").startswith("423 ")
        status, over = ra.multi(f"OVER {number_a}")
        assert status.startswith("224 ") and len(over) == 1
        ra.close()
        rb.close()


def test_fast_path_and_line_path_send_identical_overview(
    server: newsserver.ServerHandle, peer: Raw, small_corpus: Corpus
) -> None:
    group, count, low, high = _select(peer, small_corpus)
    status, fast = peer.multi(f"OVER {low}-{high}")
    server.faults.latency_per_line = 1e-6  # forces the line-by-line path
    status, slow = peer.multi(f"OVER {low}-{high}")
    assert fast == slow and len(fast) == count
