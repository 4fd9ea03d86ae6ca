"""The client against a scripted server: literal replies and faults on purpose."""

from __future__ import annotations

import time
import zlib

import pytest
from scripted import Fault, Reply, Script, ScriptedServer, Session, block

from usenet_ops.nntp import replies
from usenet_ops.nntp.client import NNTPClient
from usenet_ops.nntp.errors import (
    NNTPAuthError,
    NNTPPermanentError,
    NNTPProtocolError,
    NNTPTemporaryError,
    NNTPTimeout,
    NNTPTLSError,
    NNTPTooManyConnections,
)
from usenet_ops.nntp.provider import ProviderConfig, TLSMode
from usenet_ops.nntp.values import Compression, Timeouts

FAST = Timeouts(dial=2.0, command=2.0, stat=0.5)
OVER_LINES = [
    b"1\tplain subject\tposter <p@x>\tMon, 1 Jan 2026\t<one@x>\t\t100\t2\tXref: news.x alt.test:1",
    b"2\t.dot-stuffed subject\tposter <p@x>\tMon, 1 Jan 2026\t<two@x>\t\t200\t3\tXref: news.x alt.test:2",
    "3\tcaf\u00e9 UTF-8\tposter\tMon\t<three@x>\t\t300\t4\tXref: news.x alt.test:3".encode(),
    b"4\tinvalid \xff\xfe 8-bit\tposter\tMon\t<four@x>\t\t400\t5\tXref: news.x alt.test:4",
]


def group_handler(s: Session, args: str) -> bytes:
    if args == "alt.test":
        s.group = args
        return b"211 4 1 4 alt.test\r\n"
    return b"411 no such group\r\n"


def over_handler(s: Session, args: str) -> bytes:
    low, _, high = args.partition("-")
    lo, hi = int(low), int(high or low)
    lines = [ln for ln in OVER_LINES if lo <= int(ln.split(b"\t")[0]) <= hi]
    if not lines:
        return b"423 no articles in that range\r\n"
    if s.gzip:
        return s.gzip_block(b"224 overview follows [COMPRESS=GZIP]\r\n", lines)
    return block("224 overview follows", lines)


def client_for(server: ScriptedServer, **changes: object) -> NNTPClient:
    cfg = ProviderConfig.from_url(server.url()).with_(**changes)
    return NNTPClient(cfg, FAST)


def base_script(**kw: object) -> Script:
    script = Script(**kw)  # type: ignore[arg-type]
    script.handlers.update({"GROUP": group_handler, "OVER": over_handler, "XOVER": over_handler})
    return script


def test_over_reads_dot_stuffed_utf8_and_8bit_lines_raw_with_xref_full() -> None:
    with ScriptedServer(base_script()) as server, client_for(server, compression=False) as c:
        info = c.group("alt.test")
        assert info is not None and (info.count, info.low, info.high) == (4, 1, 4)
        batch = c.over(1, 4)
        subjects = [r.subject for r in batch]
        assert subjects == [b"plain subject", b".dot-stuffed subject", "caf\u00e9 UTF-8".encode(),
                            b"invalid \xff\xfe 8-bit"]
        assert [r.xref for r in batch][1] == b"news.x alt.test:2"
        assert [r.number for r in batch] == [1, 2, 3, 4]


def test_missing_group_is_none_and_past_the_end_range_is_empty() -> None:
    with ScriptedServer(base_script()) as server, client_for(server, compression=False) as c:
        assert c.group("alt.nothing") is None
        c.group("alt.test")
        assert len(c.over(100, 200)) == 0
        before = len(server.commands)
        assert len(c.over(5, 1)) == 0  # reversed: no round trip at all
        assert len(server.commands) == before
        assert c.date().year == 2026  # the connection is still usable


def test_greeting_502_is_too_many_connections() -> None:
    with ScriptedServer(Script(greeting=b"502 too many connections\r\n")) as server:
        with pytest.raises(NNTPTooManyConnections, match="connection cap"):
            client_for(server).connect()


def test_silent_server_times_out_within_the_dial_deadline() -> None:
    with ScriptedServer(Script(greeting=None)) as server:
        started = time.monotonic()
        with pytest.raises(NNTPTimeout):
            client_for(server).connect()
        assert time.monotonic() - started < FAST.dial + 1.5


def test_greeting_400_is_temporary() -> None:
    with ScriptedServer(Script(greeting=b"400 service temporarily unavailable\r\n")) as server:
        with pytest.raises(NNTPTemporaryError):
            client_for(server).connect()


def test_garbage_greeting_is_a_protocol_error() -> None:
    with ScriptedServer(Script(greeting=b"SSH-2.0-OpenSSH_9\r\n")) as server:
        with pytest.raises(NNTPProtocolError, match="garbled"):
            client_for(server).connect()


def test_garbage_status_line_mid_session_closes_the_connection() -> None:
    script = base_script()
    script.handlers["DATE"] = lambda s, a: b"HTTP/1.1 200 OK\r\n"
    with ScriptedServer(script) as server:
        c = client_for(server, compression=False).connect()
        with pytest.raises(NNTPProtocolError):
            c.date()
        assert not c.connected
        with pytest.raises(NNTPProtocolError):
            c.group("alt.test")


def test_drop_mid_over_is_a_protocol_error_and_closes() -> None:
    script = base_script()
    half = block("224 overview follows", OVER_LINES)[:150]
    script.handlers["OVER"] = lambda s, a: Reply(half, Fault.DROP)
    with ScriptedServer(script) as server:
        c = client_for(server, compression=False).connect()
        c.group("alt.test")
        with pytest.raises(NNTPProtocolError, match="truncated|closed"):
            c.over(1, 4)
        assert not c.connected


def test_truncated_block_then_stall_times_out_within_the_command_deadline() -> None:
    script = base_script()
    script.handlers["OVER"] = lambda s, a: Reply(b"224 overview follows\r\n" + OVER_LINES[0] + b"\r\n", Fault.STALL)
    with ScriptedServer(script) as server:
        c = client_for(server, compression=False).connect()
        c.group("alt.test")
        started = time.monotonic()
        with pytest.raises(NNTPTimeout):
            c.over(1, 4)
        assert time.monotonic() - started < FAST.command + 1.5
        assert not c.connected


def test_480_mid_session_is_an_auth_error_and_the_stream_stays_in_step() -> None:
    script = base_script()
    script.handlers["OVER"] = lambda s, a: b"480 authentication required\r\n"
    with ScriptedServer(script) as server:
        c = client_for(server, compression=False).connect()
        c.group("alt.test")
        with pytest.raises(NNTPAuthError, match="login"):
            c.over(1, 4)
        assert c.date().year == 2026


def test_5xx_is_permanent() -> None:
    script = base_script()
    script.handlers["GROUP"] = lambda s, a: b"502 access restricted\r\n"
    with ScriptedServer(script) as server, client_for(server, compression=False) as c:
        with pytest.raises(NNTPPermanentError):
            c.group("alt.test")


def test_stalled_stat_hits_the_short_per_stat_deadline() -> None:
    script = base_script()
    script.handlers["STAT"] = lambda s, a: Fault.STALL
    with ScriptedServer(script) as server:
        c = client_for(server, compression=False).connect()
        started = time.monotonic()
        with pytest.raises(NNTPTimeout):
            c.stat_many(["<a@x>", "<b@x>"])
        assert time.monotonic() - started < FAST.stat + 1.5
        assert not c.connected


def test_authentication_succeeds_and_password_is_never_logged(caplog: pytest.LogCaptureFixture) -> None:
    script = base_script(users={"alice": "s3cret-pw"}, capabilities=["VERSION 2", "READER", "AUTHINFO USER"])
    caplog.set_level("DEBUG", logger="usenet_ops.nntp")
    with ScriptedServer(script) as server:
        cfg = ProviderConfig.from_url(server.url("alice", "s3cret-pw"), compression=False)
        with NNTPClient(cfg, FAST) as c:
            assert c.authenticated
    assert "AUTHINFO PASS s3cret-pw" in server.commands
    assert "s3cret-pw" not in caplog.text
    assert "s3cret-pw" not in repr(cfg)


def test_wrong_password_is_an_auth_error() -> None:
    script = base_script(users={"alice": "right"})
    with ScriptedServer(script) as server:
        cfg = ProviderConfig.from_url(server.url("alice", "wrong"))
        with pytest.raises(NNTPAuthError, match="credentials"):
            NNTPClient(cfg, FAST).connect()


def test_auth_happens_before_compression() -> None:
    script = base_script(users={"u": "p"}, capabilities=["VERSION 2", "READER", "AUTHINFO USER", "COMPRESS DEFLATE"])
    script.handlers["COMPRESS"] = lambda s, a: b"206 compression active\r\n"
    with ScriptedServer(script) as server:
        with NNTPClient(ProviderConfig.from_url(server.url("u", "p")), FAST) as c:
            assert c.compression is Compression.DEFLATE
    verbs = [cmd.split(" ")[0] + (" " + cmd.split(" ")[1] if cmd.startswith("AUTHINFO") else "") for cmd in server.commands]
    assert verbs.index("AUTHINFO PASS") < verbs.index("COMPRESS")


def test_compress_deflate_over_reads_the_same_records() -> None:
    script = base_script(capabilities=["VERSION 2", "READER", "OVER", "COMPRESS DEFLATE"])
    script.handlers["COMPRESS"] = lambda s, a: b"206 compression active\r\n"
    with ScriptedServer(script) as server, client_for(server) as c:
        assert c.compression is Compression.DEFLATE
        c.group("alt.test")
        assert [r.message_id for r in c.over(1, 4)] == [b"<one@x>", b"<two@x>", b"<three@x>", b"<four@x>"]
        assert c.counters.wire_in > 0 and c.counters.plain_in > 0


@pytest.mark.parametrize("inside", [False, True])
def test_xfeature_gzip_over_reads_the_same_records(inside: bool) -> None:
    script = base_script(gzip_terminator_inside=inside)
    if inside:
        script.capabilities.append("XFEATURE-COMPRESS GZIP TERMINATOR")

    def xfeature(s: Session, a: str) -> bytes:
        s.gzip = True
        return b"290 feature enabled\r\n"

    script.handlers["XFEATURE"] = xfeature
    with ScriptedServer(script) as server, client_for(server) as c:
        assert c.compression is Compression.GZIP
        c.group("alt.test")
        recs = list(c.over(1, 4))
        assert [r.subject for r in recs][1] == b".dot-stuffed subject"
        sent = [cmd for cmd in server.commands if cmd.startswith("XFEATURE")]
        assert sent == ["XFEATURE COMPRESS GZIP" + (" TERMINATOR" if inside else "")]
        assert c.date().day == 2  # the stream is in step after the compressed block


def test_advertised_compress_that_fails_is_treated_as_absent() -> None:
    script = base_script(capabilities=["VERSION 2", "READER", "OVER", "COMPRESS DEFLATE"])
    script.handlers["COMPRESS"] = lambda s, a: b"403 unable to activate compression\r\n"
    with ScriptedServer(script) as server, client_for(server) as c:
        assert c.compression is Compression.NONE
        c.group("alt.test")
        assert len(c.over(1, 4)) == 4


def test_over_falls_back_to_xover_when_over_is_unknown() -> None:
    script = base_script(capabilities=["VERSION 2", "READER"])
    script.handlers["OVER"] = lambda s, a: b"500 what?\r\n"
    with ScriptedServer(script) as server, client_for(server, compression=False) as c:
        c.group("alt.test")
        assert len(c.over(1, 4)) == 4
        assert any(cmd.startswith("XOVER") for cmd in server.commands)


def test_server_without_capabilities_gets_mode_reader_and_default_overview_format() -> None:
    script = base_script(capabilities=[])
    script.handlers["CAPABILITIES"] = lambda s, a: b"500 unknown command\r\n"
    script.handlers["LIST"] = lambda s, a: b"503 no overview.fmt\r\n"
    with ScriptedServer(script) as server, client_for(server, compression=False) as c:
        assert "MODE READER" in server.commands
        c.group("alt.test")
        recs = list(c.over(1, 4))
        assert recs[0].xref == b"news.x alt.test:1"  # sniffed from its prefix


def test_pipelined_stat_many_maps_each_message_id() -> None:
    present = {"<one@x>", "<three@x>"}
    script = base_script()
    script.handlers["STAT"] = lambda s, a: (f"223 0 {a}\r\n" if a in present else "430 no such article\r\n").encode()
    with ScriptedServer(script) as server, client_for(server, compression=False) as c:
        ids = [f"<{n}@x>" for n in ("one", "two", "three", "four")] * 60
        result = c.stat_many(ids, window=50)
        assert result["<one@x>"] and result["<three@x>"]
        assert not result["<two@x>"] and not result["<four@x>"]
        assert c.date().year == 2026


def test_head_and_body_by_message_id_and_absent_article() -> None:
    script = base_script()
    script.handlers["HEAD"] = lambda s, a: (block(f"221 0 {a}", [b"Subject: x \xff", b"Xref: h g:1"])
                                            if a == "<one@x>" else b"430 no such article\r\n")
    with ScriptedServer(script) as server, client_for(server, compression=False) as c:
        art = c.head("one@x")
        assert art is not None and art.lines[0] == b"Subject: x \xff"
        assert c.head("<none@x>") is None


def test_implicit_tls_connects_with_a_trusted_certificate(tls_pair) -> None:  # type: ignore[no-untyped-def]
    server_ctx, client_ctx = tls_pair
    with ScriptedServer(base_script(), tls=server_ctx) as server:
        cfg = ProviderConfig.from_url(server.url(scheme="nntps").replace("nntps://127.0.0.1", "nntps://127.0.0.1"),
                                      compression=False)
        assert cfg.tls is TLSMode.IMPLICIT
        with NNTPClient(cfg, FAST, ssl_context=client_ctx) as c:
            assert c.tls_active
            assert c.group("alt.test") is not None


def test_starttls_is_used_when_offered(tls_pair) -> None:  # type: ignore[no-untyped-def]
    server_ctx, client_ctx = tls_pair
    script = base_script(capabilities=["VERSION 2", "READER", "STARTTLS"], tls_context=server_ctx)
    script.handlers["STARTTLS"] = lambda s, a: b"382 continue with TLS negotiation\r\n"
    with ScriptedServer(script) as server:
        cfg = ProviderConfig.from_url(server.url(), tls="starttls", compression=False)
        with NNTPClient(cfg, FAST, ssl_context=client_ctx) as c:
            assert c.tls_active
            assert c.group("alt.test") is not None


def _authinfo(server: ScriptedServer) -> list[str]:
    return [c for c in server.commands if c.upper().startswith("AUTHINFO")]


def test_starttls_refused_continues_plain_only_when_optional() -> None:
    script = base_script(capabilities=["VERSION 2", "READER", "STARTTLS"], users={"u": "secret"})
    script.handlers["STARTTLS"] = lambda s, a: b"580 can not initiate TLS negotiation\r\n"
    with ScriptedServer(script) as server:
        cfg = ProviderConfig.from_url(server.url("u", "secret"), tls="starttls-optional", compression=False)
        assert cfg.tls is TLSMode.STARTTLS_OPTIONAL
        with NNTPClient(cfg, FAST) as c:
            assert not c.tls_active and c.authenticated
            assert c.group("alt.test") is not None
        assert "AUTHINFO PASS secret" in server.commands  # the opt-in: plain text, as asked


def test_starttls_handshake_failure_reconnects_plain_only_when_optional() -> None:
    script = base_script(capabilities=["VERSION 2", "READER", "STARTTLS"])
    script.handlers["STARTTLS"] = lambda s, a: Reply(b"382 go ahead\r\nthis is not a TLS record\r\n", Fault.DROP)
    with ScriptedServer(script) as server:
        cfg = ProviderConfig.from_url(server.url(), tls="starttls-optional", compression=False)
        with NNTPClient(cfg, FAST) as c:
            assert not c.tls_active
            assert c.group("alt.test") is not None
        assert server.connections == 2


@pytest.mark.parametrize("code", [b"580 can not initiate TLS negotiation", b"502 not now", b"403 internal fault"])
def test_a_refused_starttls_fails_closed_and_never_sends_the_password(code: bytes) -> None:
    script = base_script(capabilities=["VERSION 2", "READER", "STARTTLS", "AUTHINFO USER"], users={"u": "secret"})
    script.handlers["STARTTLS"] = lambda s, a: code + b"\r\n"
    with ScriptedServer(script) as server:
        cfg = ProviderConfig.from_url(server.url("u", "secret"), tls="starttls", compression=False)
        client = NNTPClient(cfg, FAST)
        with pytest.raises(NNTPTLSError) as caught:
            client.connect()
        time.sleep(0.05)
        assert caught.value.configuration and replies.needs_configuration(caught.value)
        assert "refused STARTTLS" in str(caught.value) and "starttls-optional" in str(caught.value)
        assert "secret" not in str(caught.value)
        assert not client.connected
        assert _authinfo(server) == [], server.commands
        assert server.connections == 1, "no plain reconnect"


def test_a_failed_tls_handshake_after_starttls_fails_closed_and_never_sends_the_password() -> None:
    script = base_script(capabilities=["VERSION 2", "READER", "STARTTLS", "AUTHINFO USER"], users={"u": "secret"})
    script.handlers["STARTTLS"] = lambda s, a: Reply(b"382 go ahead\r\nthis is not a TLS record\r\n", Fault.DROP)
    with ScriptedServer(script) as server:
        cfg = ProviderConfig.from_url(server.url("u", "secret"), tls="starttls", compression=False)
        with pytest.raises(NNTPTLSError) as caught:
            NNTPClient(cfg, FAST).connect()
        time.sleep(0.05)
        assert not caught.value.configuration and replies.cured_by_reconnect(caught.value)  # may work next time
        assert _authinfo(server) == [] and server.connections == 1


def test_a_certificate_that_does_not_verify_after_starttls_fails_closed(tls_pair) -> None:  # type: ignore[no-untyped-def]
    server_ctx, _ = tls_pair
    script = base_script(capabilities=["VERSION 2", "READER", "STARTTLS", "AUTHINFO USER"], users={"u": "secret"},
                         tls_context=server_ctx)
    script.handlers["STARTTLS"] = lambda s, a: b"382 continue with TLS negotiation\r\n"
    with ScriptedServer(script) as server:
        cfg = ProviderConfig.from_url(server.url("u", "secret"), tls="starttls", compression=False)
        with pytest.raises(NNTPTLSError) as caught:
            NNTPClient(cfg, FAST).connect()  # the system's CAs: the self-signed certificate does not verify
        assert caught.value.configuration and "certificate" in str(caught.value)
        assert _authinfo(server) == []


def test_starttls_not_offered_is_a_stripping_attack_until_proven_otherwise() -> None:
    script = base_script(capabilities=["VERSION 2", "READER", "AUTHINFO USER"], users={"u": "secret"})
    with ScriptedServer(script) as server:
        cfg = ProviderConfig.from_url(server.url("u", "secret"), tls="starttls", compression=False)
        with pytest.raises(NNTPTLSError) as caught:
            NNTPClient(cfg, FAST).connect()
        time.sleep(0.05)
        assert "does not offer STARTTLS" in str(caught.value) and caught.value.configuration
        assert [c for c in server.commands if c.split()[0].upper() not in {"CAPABILITIES"}] == [], server.commands


def test_starttls_offered_only_in_reader_mode_is_found_after_mode_reader(tls_pair) -> None:  # type: ignore[no-untyped-def]
    server_ctx, client_ctx = tls_pair
    script = base_script(capabilities=["VERSION 2", "MODE-READER"], users={"u": "secret"}, tls_context=server_ctx)
    script.handlers["STARTTLS"] = lambda s, a: b"382 continue with TLS negotiation\r\n"

    def mode(s: Session, a: str) -> bytes:
        server.script.capabilities = ["VERSION 2", "READER", "STARTTLS", "AUTHINFO USER"]
        return b"200 reader mode\r\n"

    script.handlers["MODE"] = mode
    with ScriptedServer(script) as server:
        cfg = ProviderConfig.from_url(server.url("u", "secret"), tls="starttls", compression=False)
        with NNTPClient(cfg, FAST, ssl_context=client_ctx) as c:
            assert c.tls_active and c.authenticated
        assert server.commands.index("STARTTLS") < server.commands.index("AUTHINFO USER u")


def test_a_provider_url_with_a_password_is_redacted_in_parse_errors() -> None:
    with pytest.raises(ValueError) as caught:
        ProviderConfig.from_url("http://user:hunter2@news.example.com")
    assert "hunter2" not in str(caught.value) and "user:***@" in str(caught.value)
    cfg = ProviderConfig.from_url("nntp://user:hunter2@news.example.com?tls=starttls")
    assert "hunter2" not in cfg.redacted_url() + repr(cfg)
    assert cfg.redacted_url() == "nntp://user@news.example.com:119?tls=starttls"


def test_corrupt_gzip_block_is_a_protocol_error_not_a_hang() -> None:
    script = base_script()

    def xfeature(s: Session, a: str) -> bytes:
        s.gzip = True
        return b"290 feature enabled\r\n"

    script.handlers["XFEATURE"] = xfeature
    script.handlers["XOVER"] = lambda s, a: b"224 data\r\nx\x9c" + zlib.compress(b"abc")[2:6] + b"garbage\r\n.\r\n"
    script.capabilities = ["VERSION 2", "READER"]
    with ScriptedServer(script) as server:
        c = client_for(server).connect()
        c.group("alt.test")
        with pytest.raises((NNTPProtocolError, NNTPTimeout)):
            c.over(1, 4)
        assert not c.connected


def test_400_mid_session_closes_the_connection_and_says_retry_later() -> None:
    script = base_script()
    script.handlers["OVER"] = lambda s, a: Reply(b"400 idle timeout, closing connection\r\n", Fault.DROP)
    with ScriptedServer(script) as server:
        c = client_for(server, compression=False).connect()
        c.group("alt.test")
        with pytest.raises(NNTPTemporaryError, match="closing the session"):
            c.over(1, 4)
        assert not c.connected and not c.reusable


def test_400_in_a_stat_pipeline_raises_at_once_instead_of_waiting_for_replies_that_never_come() -> None:
    script = base_script()
    script.handlers["STAT"] = lambda s, a: Reply(b"400 shutting down\r\n", Fault.STALL)
    with ScriptedServer(script) as server:
        c = client_for(server, compression=False).connect()
        started = time.monotonic()
        with pytest.raises(NNTPTemporaryError):
            c.stat_many([f"<{n}@x>" for n in range(20)], window=10)
        assert time.monotonic() - started < FAST.stat  # no per-STAT deadline was waited out
        assert not c.connected


def test_stat_outcomes_tell_absent_from_unusable_and_keep_going_past_a_refusal() -> None:
    from usenet_ops.nntp.values import StatOutcome

    def stat(s: Session, a: str) -> bytes:
        if a == "<gone@x>":
            return b"430 no such article\r\n"
        if a == "<dmca@x>":
            return b"451 removed by request\r\n"  # a 4xx no RFC gives STAT: answered, not usable
        if a == "<denied@x>":
            return b"502 access restricted\r\n"
        if a == "<liar@x>":
            return b"223 0 <someone-else@x>\r\n"  # names another article
        if a == "<bare@x>":
            return b"223 0\r\n"  # no message-id echoed: still an answer about this one
        if a == "<huge@x>":
            return b"223 99999999999999999999999999999 <huge@x>\r\n"  # a lying counter is not read
        return f"223 0 {a}\r\n".encode()

    script = base_script()
    script.handlers["STAT"] = stat
    ids = ["<ok@x>", "gone@x", "<dmca@x>", "<denied@x>", "<liar@x>", "<bare@x>", "<huge@x>"] * 40
    with ScriptedServer(script) as server, client_for(server, compression=False) as c:
        got = c.stat_outcomes(ids, window=25)
        assert got[:7] == [StatOutcome.PRESENT, StatOutcome.ABSENT, StatOutcome.UNUSABLE, StatOutcome.UNUSABLE,
                           StatOutcome.UNUSABLE, StatOutcome.PRESENT, StatOutcome.PRESENT]
        assert len(got) == len(ids) and got[7:14] == got[:7]
        assert c.reusable and c.date().year >= 2026  # still in step after 80 refusals


def test_stat_outcomes_raise_on_480_after_reading_what_is_owed() -> None:
    script = base_script()
    script.handlers["STAT"] = lambda s, a: b"480 authentication required\r\n" if a == "<5@x>" else f"223 0 {a}\r\n".encode()
    with ScriptedServer(script) as server, client_for(server, compression=False) as c:
        with pytest.raises(NNTPAuthError):
            c.stat_outcomes([f"<{n}@x>" for n in range(20)], window=8)
        assert c.reusable  # every reply owed was read: the stream is in step


def test_stat_outcomes_on_a_400_end_at_once() -> None:
    script = base_script()
    script.handlers["STAT"] = lambda s, a: Reply(b"400 shutting down\r\n", Fault.STALL)
    with ScriptedServer(script) as server:
        c = client_for(server, compression=False).connect()
        started = time.monotonic()
        with pytest.raises(NNTPTemporaryError):
            c.stat_outcomes([f"<{n}@x>" for n in range(20)], window=10)
        assert time.monotonic() - started < FAST.stat and not c.connected
@pytest.mark.parametrize("reply", [
    b"211 5 -3 -1 alt.test",
    b"211 5 1 99999999999999999999 alt.test",
    b"211 5 18446744073709551615 18446744073709551616 alt.test",
])
def test_a_group_reply_with_impossible_article_numbers_is_a_protocol_error(reply: bytes) -> None:
    script = base_script()
    script.handlers["GROUP"] = lambda s, a: reply + b"\r\n"
    with ScriptedServer(script) as server, client_for(server, compression=False) as c:
        with pytest.raises(NNTPProtocolError, match="outside 0.."):
            c.group("alt.test")
        assert not c.connected


def test_a_lying_group_count_is_clamped_not_trusted() -> None:
    script = base_script()
    script.handlers["GROUP"] = lambda s, a: b"211 99999999999999999999999 1 4 alt.test\r\n"
    with ScriptedServer(script) as server, client_for(server, compression=False) as c:
        info = c.group("alt.test")
        assert info is not None and info.count == 2**63 - 1 and (info.low, info.high) == (1, 4)
        script.handlers["GROUP"] = lambda s, a: b"211 -7 1 4 alt.test\r\n"
        info = c.group("alt.test")
        assert info is not None and info.count == 0
