"""The protocol core at STARTTLS and on over-long overview lines (issue 31), fed literal bytes."""

from __future__ import annotations

import pytest

from usenet_ops.nntp.errors import NNTPProtocolError, NNTPTLSError
from usenet_ops.nntp.protocol import NNTPProtocol, ProtocolState


def _ready() -> NNTPProtocol:
    proto = NNTPProtocol()
    proto.receive_data(b"200 ready\r\n")
    assert proto.next_response() is not None
    return proto


def test_start_tls_with_nothing_buffered_goes_ahead() -> None:
    proto = _ready()
    proto.command("STARTTLS")
    proto.receive_data(b"382 continue\r\n")
    resp = proto.next_response()
    assert resp is not None and resp.code == 382
    proto.start_tls()
    assert proto.state is ProtocolState.OPEN


def test_start_tls_refuses_bytes_that_came_with_the_382() -> None:
    proto = _ready()
    proto.command("STARTTLS")
    proto.receive_data(b"382 continue\r\n101 Capability list:\r\nFAKE\r\n.\r\n")
    assert proto.next_response() is not None
    with pytest.raises(NNTPTLSError) as caught:
        proto.start_tls()
    assert not caught.value.configuration and "101 Capability" in str(caught.value)
    assert proto.state is ProtocolState.BROKEN
    with pytest.raises(NNTPProtocolError):
        proto.next_response()


def test_start_tls_refuses_while_a_reply_is_still_owed() -> None:
    proto = _ready()
    proto.commands(["STARTTLS", "CAPABILITIES"])  # a pipelined command would be answered in plain text
    proto.receive_data(b"382 continue\r\n")
    assert proto.next_response() is not None
    with pytest.raises(NNTPTLSError):
        proto.start_tls()
