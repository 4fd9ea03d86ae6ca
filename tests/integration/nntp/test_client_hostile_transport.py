"""The client against a hostile path or server (issue 31): injected bytes at STARTTLS, logins in plain text, bad ids."""

from __future__ import annotations

import logging
import socket
import time

import pytest
from scripted import Script, ScriptedServer, Session, block

from usenet_ops.nntp import replies
from usenet_ops.nntp.client import NNTPClient
from usenet_ops.nntp.errors import NNTPBadMessageId, NNTPProtocolError, NNTPTLSError
from usenet_ops.nntp.pool import Pool, PoolSettings
from usenet_ops.nntp.provider import ProviderConfig
from usenet_ops.nntp.values import StatOutcome, Timeouts

FAST = Timeouts(dial=2.0, command=2.0, stat=0.5)

# What a man in the middle appends to the 382: a capability list of its own choosing, then a login reply.
INJECTED = block("101 Capability list:", [b"VERSION 2", b"READER", b"INJECTED-BY-MITM"]) + b"281 welcome\r\n"


def _authinfo(server: ScriptedServer) -> list[str]:
    return [c for c in server.commands if c.upper().startswith("AUTHINFO")]


def _starttls_script(server_ctx: object, reply: bytes) -> Script:
    script = Script(capabilities=["VERSION 2", "READER", "STARTTLS", "AUTHINFO USER"], users={"u": "secret"},
                    tls_context=server_ctx)  # type: ignore[arg-type]
    # Bytes, not a Reply: the scripted server then really starts TLS after sending them (one write).
    script.handlers["STARTTLS"] = lambda s, a: reply
    return script


def test_lines_sent_with_the_382_are_refused_not_read_as_tls_data(tls_pair) -> None:  # type: ignore[no-untyped-def]
    server_ctx, client_ctx = tls_pair
    with ScriptedServer(_starttls_script(server_ctx, b"382 continue with TLS negotiation\r\n" + INJECTED)) as server:
        cfg = ProviderConfig.from_url(server.url("u", "secret"), tls="starttls", compression=False)
        client = NNTPClient(cfg, FAST, ssl_context=client_ctx)
        with pytest.raises(NNTPTLSError) as caught:
            client.connect()
        time.sleep(0.05)
        assert "after the 382" in str(caught.value) and "INJECTED" not in repr(client.caps.labels)
        assert not caught.value.configuration  # a fresh connection may go through
        assert not client.connected
        assert _authinfo(server) == [] and server.connections == 1


def test_lines_sent_with_the_382_make_an_optional_starttls_start_again_plain(tls_pair) -> None:  # type: ignore[no-untyped-def]
    server_ctx, client_ctx = tls_pair
    with ScriptedServer(_starttls_script(server_ctx, b"382 continue with TLS negotiation\r\n" + INJECTED)) as server:
        cfg = ProviderConfig.from_url(server.url("u", "secret"), tls="starttls-optional", compression=False)
        with NNTPClient(cfg, FAST, ssl_context=client_ctx) as c:
            assert not c.tls_active and not c.caps.has("INJECTED-BY-MITM")
        assert server.connections == 2  # the tainted session was dropped, the opt-in redone plain


def test_a_clean_382_still_upgrades_and_reads_capabilities_over_tls(tls_pair) -> None:  # type: ignore[no-untyped-def]
    server_ctx, client_ctx = tls_pair
    with ScriptedServer(_starttls_script(server_ctx, b"382 continue with TLS negotiation\r\n")) as server:
        cfg = ProviderConfig.from_url(server.url("u", "secret"), tls="starttls", compression=False)
        with NNTPClient(cfg, FAST, ssl_context=client_ctx) as c:
            assert c.tls_active and c.authenticated and c.caps.has("READER")
        assert server.commands.index("STARTTLS") < server.commands.index("AUTHINFO USER u")



# Ids a hostile overview, spot or NZB may carry: each would end or split the command (or exceed RFC 3977 3.6).
BAD_IDS = ["x@y>\r\nQUIT", "<a b@c>", "<a>b@c>", "<a@b\x00>", "no-at-sign", "<>", "<" + "a" * 250 + "@b>", ""]


def _article_script() -> Script:
    script = Script()

    def stat(s: Session, a: str) -> bytes:
        return b"430 no such article\r\n" if a == "<gone@x>" else f"223 0 {a}\r\n".encode()

    def body(s: Session, a: str) -> bytes:
        return block(f"222 0 {a} body", [b"line"])

    script.handlers.update({"STAT": stat, "BODY": body, "HEAD": body, "ARTICLE": body,
                            "HDR": lambda s, a: block("225 headers", [b"0 value"])})
    return script


def _sent_after_setup(server: ScriptedServer, setup: int) -> list[str]:
    return server.commands[setup:]


@pytest.mark.parametrize("bad", BAD_IDS, ids=lambda v: repr(v)[:20])
def test_a_bad_message_id_is_refused_before_anything_is_written(bad: str) -> None:
    with ScriptedServer(_article_script()) as server:
        with NNTPClient(ProviderConfig.from_url(server.url(), compression=False), FAST) as c:
            setup = len(server.commands)
            for call in (c.body, c.head, c.article, c.stat, lambda k: c.hdr("Subject", k)):
                with pytest.raises(NNTPBadMessageId) as caught:
                    call(bad)
                assert isinstance(caught.value, NNTPProtocolError) and not replies.cured_by_reconnect(caught.value)
                assert "\r" not in str(caught.value) and "\n" not in str(caught.value)
            time.sleep(0.05)
            assert _sent_after_setup(server, setup) == []
            assert c.reusable and c.body("<fine@x>") is not None  # the session is untouched and in step


def test_batched_calls_skip_bad_ids_per_id_and_send_only_the_good_ones() -> None:
    ids = ["<ok@x>", "x@y>\r\nQUIT", "gone@x", "<a b@c>", "<ok@x>"]
    with ScriptedServer(_article_script()) as server:
        with NNTPClient(ProviderConfig.from_url(server.url(), compression=False), FAST) as c:
            setup = len(server.commands)
            assert c.stat_outcomes(ids) == [StatOutcome.PRESENT, StatOutcome.UNUSABLE, StatOutcome.ABSENT,
                                            StatOutcome.UNUSABLE, StatOutcome.PRESENT]
            assert c.stat_numbers(ids) == {"<ok@x>": 0, "x@y>\r\nQUIT": None, "gone@x": None, "<a b@c>": None}
            assert c.stat_many(ids) == {"<ok@x>": True, "x@y>\r\nQUIT": False, "gone@x": False, "<a b@c>": False}
            got = c.fetch_many("BODY", ids, window=4)
            assert got["x@y>\r\nQUIT"] is None and got["<a b@c>"] is None
            ok = got["<ok@x>"]
            assert ok is not None and ok.message_id == "<ok@x>" and ok.lines == [b"line"]
            assert c.bad_message_ids == 8  # two bad ids in each of four calls
            time.sleep(0.05)
            sent = _sent_after_setup(server, setup)
            assert sent.count("STAT <ok@x>") == 6 and "STAT <gone@x>" in sent
            assert all(cmd.split(" ", 1)[1] in {"<ok@x>", "<gone@x>"} for cmd in sent), sent
            assert c.reusable


def test_the_pool_lends_again_a_connection_that_refused_a_bad_id() -> None:
    with ScriptedServer(_article_script()) as server:
        with Pool(ProviderConfig.from_url(server.url(), compression=False, connections=1),
                  PoolSettings(keepalive_s=0, timeouts=FAST)) as pool:
            with pytest.raises(NNTPBadMessageId):
                with pool.borrow(timeout=2) as c:
                    first = c
                    c.stat("x@y>\r\nQUIT")
            with pool.borrow(timeout=2) as c:
                assert c is first and c.stat("<ok@x>")
        assert server.connections == 1


def _named_host() -> str:
    """A name for this machine that is not a loopback literal (the login rule judges the configured host)."""
    name = socket.gethostname()
    try:
        socket.gethostbyname(name)
    except OSError:
        pytest.skip(f"this machine's name {name!r} does not resolve")
    return name


def _login_script() -> Script:
    return Script(capabilities=["VERSION 2", "READER", "AUTHINFO USER"], users={"u": "secret"})


def test_a_login_over_plain_text_to_another_host_is_refused_before_authinfo() -> None:
    host = _named_host()
    with ScriptedServer(_login_script(), bind="0.0.0.0") as server:
        cfg = ProviderConfig.from_url(f"nntp://u:secret@{host}:{server.port}", compression=False)
        assert not cfg.loopback
        client = NNTPClient(cfg, FAST)
        with pytest.raises(NNTPTLSError) as caught:
            client.connect()
        time.sleep(0.05)
        assert caught.value.configuration and replies.needs_configuration(caught.value)
        assert "allow_plaintext_login=on" in str(caught.value) and "tls=on" in str(caught.value)
        assert "secret" not in str(caught.value)
        assert _authinfo(server) == [] and not client.connected


def test_allow_plaintext_login_sends_it_with_one_warning_per_provider(caplog: pytest.LogCaptureFixture) -> None:
    host = _named_host()
    with ScriptedServer(_login_script(), bind="0.0.0.0") as server:
        cfg = ProviderConfig.from_url(f"nntp://u:secret@{host}:{server.port}?allow_plaintext_login=on",
                                      compression=False, name=f"plain-{server.port}")
        assert cfg.allow_plaintext_login
        with caplog.at_level(logging.WARNING, logger="usenet_ops.nntp.client"):
            for _ in range(3):
                with NNTPClient(cfg, FAST) as c:
                    assert c.authenticated and not c.tls_active
        warned = [r for r in caplog.records if "plain-text connection" in r.getMessage()]
        assert len(warned) == 1 and "secret" not in warned[0].getMessage()
        assert _authinfo(server).count("AUTHINFO PASS secret") == 3


def test_a_login_to_a_loopback_host_goes_through_without_tls() -> None:
    with ScriptedServer(_login_script()) as server:
        for host in ("127.0.0.1", "localhost"):
            cfg = ProviderConfig.from_url(f"nntp://u:secret@{host}:{server.port}", compression=False)
            assert cfg.loopback and not cfg.allow_plaintext_login
            with NNTPClient(cfg, FAST) as c:
                assert c.authenticated


def test_the_plaintext_rule_is_judged_on_the_configured_host() -> None:
    assert ProviderConfig("127.0.0.5").loopback and ProviderConfig("::1").loopback
    assert not ProviderConfig("news.example.com").loopback and not ProviderConfig("127.0.0.1.example.com").loopback
    assert ProviderConfig("news.example.com").plaintext_login_refused()
    assert not ProviderConfig("news.example.com", tls="starttls-optional").plaintext_login_refused()
    assert not ProviderConfig.from_url("nntp://u:p@news.example.com?allow_plaintext_login=yes").plaintext_login_refused()
    with pytest.raises(ValueError, match="allow_plaintext_login"):
        ProviderConfig.from_url("nntp://u:p@news.example.com?allow_plaintext_login=maybe")
