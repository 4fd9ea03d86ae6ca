"""The client against a hostile path or server (issue 31): injected bytes at STARTTLS, logins in plain text, bad ids."""

from __future__ import annotations

import time

import pytest
from scripted import Script, ScriptedServer, block

from usenet_ops.nntp.client import NNTPClient
from usenet_ops.nntp.errors import NNTPTLSError
from usenet_ops.nntp.provider import ProviderConfig
from usenet_ops.nntp.values import Timeouts

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

