"""The reply table: one meaning per code, per command; what a reconnect can cure; what needs a config fix."""

from __future__ import annotations

import pytest

from usenet_ops.nntp import replies
from usenet_ops.nntp.errors import (
    NNTPAuthError,
    NNTPPermanentError,
    NNTPProtocolError,
    NNTPProviderDown,
    NNTPTemporaryError,
    NNTPTimeout,
    NNTPTooManyConnections,
)
from usenet_ops.nntp.protocol import Response
from usenet_ops.nntp.replies import ReplyKind


def test_every_absent_code_is_an_outcome_and_every_success_code_is_below_400() -> None:
    for verb, cmd in replies.COMMANDS.items():
        assert all(replies.classify(c) is ReplyKind.OUTCOME for c in cmd.absent), verb
        assert all(c < 400 for c in cmd.ok), verb
        assert cmd.block <= cmd.ok, verb


@pytest.mark.parametrize(("verb", "code", "absent"), [
    ("GROUP", 411, True), ("OVER", 423, True), ("OVER", 420, True), ("OVER", 430, False),
    ("STAT", 430, True), ("HEAD", 423, True), ("HDR", 430, True), ("DATE", 411, False),
])
def test_absent_depends_on_the_command(verb: str, code: int, absent: bool) -> None:
    assert replies.absent(Response(code, "", None, verb)) is absent


def test_the_same_code_is_single_line_for_one_command_and_a_block_for_another() -> None:
    assert 211 not in replies.command("GROUP").block and 211 in replies.command("LISTGROUP").block
    assert replies.command("NOSUCHVERB").ok == frozenset()


@pytest.mark.parametrize(("code", "greeting", "error"), [
    (400, True, NNTPTemporaryError), (502, True, NNTPTooManyConnections), (502, False, NNTPPermanentError),
    (403, False, NNTPTemporaryError), (480, False, NNTPAuthError), (481, False, NNTPAuthError),
    (483, False, NNTPAuthError), (500, False, NNTPPermanentError), (205, False, NNTPProtocolError),
])
def test_error_for_builds_one_class_per_meaning(code: int, greeting: bool, error: type) -> None:
    exc = replies.error_for(Response(code, "text", None, "OVER"), greeting=greeting)
    assert type(exc) is error
    assert exc.code == code


def test_closing_codes() -> None:
    assert replies.closes_session(400) and replies.closes_session(205)
    assert replies.closes_session(502, greeting=True) and not replies.closes_session(502)
    assert not replies.closes_session(411) and not replies.closes_session(480)


@pytest.mark.parametrize(("exc", "cured", "config"), [
    (NNTPAuthError("expired login", 480), True, False),
    (NNTPAuthError("wrong password", 481), False, True),
    (NNTPAuthError("sequence", 482), False, True),
    (NNTPAuthError("needs TLS", 483), False, True),
    (NNTPPermanentError("unsupported", 500), False, False),
    (NNTPTemporaryError("closing", 400), True, False),
    (NNTPProtocolError("drop"), True, False),
    (NNTPTimeout("slow"), True, False),
    (NNTPTooManyConnections("cap", 502), True, False),
    (NNTPProviderDown("benched", 60.0), False, False),
])
def test_what_a_reconnect_cures_and_what_needs_a_configuration_fix(exc: Exception, cured: bool,
                                                                    config: bool) -> None:
    assert replies.cured_by_reconnect(exc) is cured  # type: ignore[arg-type]
    assert replies.needs_configuration(exc) is config  # type: ignore[arg-type]
