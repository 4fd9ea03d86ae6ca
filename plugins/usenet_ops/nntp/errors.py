"""The NNTP error hierarchy: one class per way a reply or a transport can fail.

Why: callers decide what to do from the class alone. A crawl retries a
temporary error, stops on a permanent one, benches a provider on an auth
error and drops the connection on a protocol error or timeout. Expected
outcomes (411 no such group, 420/423 no article, 430 no such article) are
NOT errors: they come back as values (see ``usenet_ops.nntp.client``).

Local errors (ours: a timeout, a dropped socket, garbage on the wire) are
distinct from remote errors (theirs: a status code the server chose).
Every message says what to do next.
"""

from __future__ import annotations


class NNTPError(Exception):
    """Any NNTP failure; ``code`` is the server's status code when there is one."""

    def __init__(self, message: str, code: int | None = None, reply: str = "") -> None:
        super().__init__(message)
        self.code = code
        self.reply = reply


class NNTPTemporaryError(NNTPError):
    """A 4xx reply that is not an expected outcome: retry later, maybe elsewhere."""


class NNTPPermanentError(NNTPError):
    """A 5xx reply: the same command will fail again; fix the request or config."""


class NNTPAuthError(NNTPError):
    """480/481/482/483: credentials missing, wrong, or refused for this command."""


class NNTPTooManyConnections(NNTPError):
    """502 on the greeting: the account's connection cap is reached."""


class NNTPProtocolError(NNTPError):
    """The bytes on the wire are not NNTP: garbled status, truncated block, drop.

    The connection that raised it is unusable and has been closed.
    """


class NNTPCompressionError(NNTPProtocolError):
    """A negotiated compression produced data that does not inflate.

    The pool then dials this provider without compression: a failed optional
    capability is treated as absent.
    """


class NNTPReplyTooLarge(NNTPProtocolError):
    """A line or a reply went past its cap (``ReplyLimits``): a bomb, an endless line, or a cap set too low.

    ``cap`` names the knob (``max_line_kib`` or ``max_reply_mib``) so the
    caller can tell an operator what to change; the connection was dropped.
    """

    def __init__(self, message: str, cap: str) -> None:
        super().__init__(message)
        self.cap = cap


class NNTPTLSError(NNTPProtocolError):
    """TLS was required (tls=starttls or implicit) and could not be had: the session was closed before any login.

    ``configuration`` is True when only a change can cure it (the server does
    not offer or refuses STARTTLS, its certificate does not verify), False
    for a handshake that may succeed on a fresh connection.
    """

    def __init__(self, message: str, *, configuration: bool) -> None:
        super().__init__(message)
        self.configuration = configuration


class NNTPBadMessageId(NNTPProtocolError):
    """A message-id we were asked to send is not one (``domain.message_ids``): nothing was written.

    Why: an id from an overview, a spot or an NZB that carries CR, LF, a
    space or a bracket would end ``BODY <id>`` early and start a command of
    the poster's choosing on the account. Unlike its parent, the connection
    is untouched and still in step (the pool lends it again); the same id
    fails the same way, so a reconnect never cures it. The caller counts and
    skips the id. ``message_id`` is the refused value, shown escaped.
    """

    def __init__(self, message_id: object) -> None:
        shown = repr(message_id)[:120]
        super().__init__(f"{shown} is not a valid message-id (controls, spaces or brackets inside, no '@', or over "
                         "250 octets); nothing was sent. Count and skip it: it came from hostile or broken input")
        self.message_id = message_id


class NNTPTimeout(NNTPError):
    """A dial, a command or a single STAT did not finish before its deadline.

    The connection that raised it is unusable and has been closed.
    """


class NNTPPoolBusy(NNTPError):
    """The pool had no connection to lend within the time asked for."""


class NNTPProviderDown(NNTPError):
    """The provider is benched after repeated failures; try again after cooldown."""

    def __init__(self, message: str, retry_after_s: float) -> None:
        super().__init__(message)
        self.retry_after_s = retry_after_s
