"""Give every NNTP reply one meaning, in one table: success, an answer that something is absent, or which error.

Why: every reply code has one stated meaning (RFC 3977 3.2, RFC 4643 for
AUTHINFO). 411/420/423/430 say "not there", which is an answer, not a
failure; treating them as exceptions is how a health check reports a whole
catalogue as broken. Everything else that is not success maps to exactly one
error class, so callers never parse reply text and never spell out codes:
the client asks this module, per command, what a reply means.

Two tables: ``CODES`` (what a status code means whatever the command, and
whether the server closes the session after it) and ``COMMANDS`` (per verb:
its success codes, which of them carry a multi-line block, and which replies
mean "absent"). The protocol core frames replies from ``COMMANDS`` and
closes on ``CODES``; the client classifies from both.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final

from usenet_ops.nntp.errors import (
    NNTPAuthError,
    NNTPBadMessageId,
    NNTPError,
    NNTPPermanentError,
    NNTPProtocolError,
    NNTPProviderDown,
    NNTPReplyTooLarge,
    NNTPTemporaryError,
    NNTPTLSError,
    NNTPTooManyConnections,
)
from usenet_ops.nntp.values import Response


class ReplyKind(enum.Enum):
    """What a status code means for the caller."""

    SUCCESS = "success"
    OUTCOME = "outcome"  # expected absence: 411, 420, 423, 430
    TEMPORARY = "temporary"
    PERMANENT = "permanent"
    AUTH = "auth"
    TOO_MANY_CONNECTIONS = "too_many_connections"


@dataclass(frozen=True, slots=True)
class Meaning:
    """One status code: its kind, what to do next, and what it does to the session."""

    kind: ReplyKind
    hint: str = ""
    # RFC 3977 3.2.1 (400) and 5.4 (205): the server closes the session right after this reply.
    closes: bool = False
    # A fresh connection (a new login) can cure it; False: only a fix of the configuration can.
    reconnect_cures: bool = True


POSTING_ALLOWED = 200  # the greeting or MODE READER: 200 posting allowed, 201 not
CONNECTION_CLOSING = 205
AUTH_ACCEPTED = 281
PASSWORD_REQUIRED = 381
SERVICE_UNAVAILABLE = 400
NO_SUCH_GROUP = 411
NO_GROUP_SELECTED = 412
NO_CURRENT_ARTICLE = 420
NO_ARTICLE_IN_RANGE = 423
NO_SUCH_ARTICLE = 430
LOGIN_REQUIRED = 480
CREDENTIALS_REFUSED = 481
AUTH_SEQUENCE_REFUSED = 482
TLS_REQUIRED = 483
UNKNOWN_COMMAND = 500
SYNTAX_ERROR = 501
ACCESS_DENIED = 502

CODES: Final[Mapping[int, Meaning]] = {
    CONNECTION_CLOSING: Meaning(ReplyKind.SUCCESS, "the server closes the session", closes=True),
    SERVICE_UNAVAILABLE: Meaning(
        ReplyKind.TEMPORARY, "the server is unavailable or closing the session; retry later on a fresh connection",
        closes=True,
    ),
    NO_SUCH_GROUP: Meaning(ReplyKind.OUTCOME, "no such newsgroup"),
    NO_CURRENT_ARTICLE: Meaning(ReplyKind.OUTCOME, "no article (none current, or none in that range)"),
    NO_ARTICLE_IN_RANGE: Meaning(ReplyKind.OUTCOME, "no article with that number, or none in that range"),
    NO_SUCH_ARTICLE: Meaning(ReplyKind.OUTCOME, "no article with that message-id"),
    LOGIN_REQUIRED: Meaning(
        ReplyKind.AUTH, "the server wants a login for this command; set username and password on the connection"
    ),
    CREDENTIALS_REFUSED: Meaning(
        ReplyKind.AUTH, "the server rejected the username or password; check the connection's credentials",
        reconnect_cures=False,
    ),
    AUTH_SEQUENCE_REFUSED: Meaning(
        ReplyKind.AUTH,
        "the server refused the authentication sequence; check the credentials and retry on a fresh connection",
        reconnect_cures=False,
    ),
    TLS_REQUIRED: Meaning(
        ReplyKind.AUTH, "the server wants TLS before this command; set tls=on or tls=starttls", reconnect_cures=False
    ),
}

_TEMPORARY: Final = Meaning(ReplyKind.TEMPORARY, "temporary server-side failure; retry later")
_PERMANENT: Final = Meaning(
    ReplyKind.PERMANENT, "the server will refuse this again; check the command is supported and its arguments",
    reconnect_cures=False,
)
_SUCCESS: Final = Meaning(ReplyKind.SUCCESS)
# On the greeting (RFC 3977 5.1.1) 400 and 502 both end the session; 502 there
# is the account's connection cap (SABnzbd reads it the same way).
_GREETING: Final[Mapping[int, Meaning]] = {
    SERVICE_UNAVAILABLE: CODES[SERVICE_UNAVAILABLE],
    ACCESS_DENIED: Meaning(
        ReplyKind.TOO_MANY_CONNECTIONS,
        "the account's connection cap is reached; lower 'connections' for this provider or wait for other "
        "sessions to close",
        closes=True,
    ),
}


def meaning(code: int, *, greeting: bool = False) -> Meaning:
    """Return what ``code`` means; 502 means "too many connections" only on the greeting."""
    found = (_GREETING.get(code) if greeting else None) or CODES.get(code)
    if found is not None:
        return found
    if code < 400:
        return _SUCCESS
    if greeting and code < 500:
        return CODES[SERVICE_UNAVAILABLE]
    return _TEMPORARY if code < 500 else _PERMANENT


def classify(code: int, *, greeting: bool = False) -> ReplyKind:
    """Return the kind of ``code``."""
    return meaning(code, greeting=greeting).kind


def closes_session(code: int, *, greeting: bool = False) -> bool:
    """Return whether the server ends the session after sending ``code``."""
    return meaning(code, greeting=greeting).closes


@dataclass(frozen=True, slots=True)
class Command:
    """What one command's replies mean: success, a multi-line block after it, "absent"."""

    ok: frozenset[int]
    block: frozenset[int] = frozenset()  # success codes followed by a multi-line block
    absent: frozenset[int] = frozenset()  # "the thing asked for is not there": a value, never an error


def _cmd(ok: set[int], *, block: bool = False, absent: frozenset[int] = frozenset()) -> Command:
    codes = frozenset(ok)
    return Command(codes, codes if block else frozenset(), absent)


_GROUP_ABSENT: Final = frozenset({NO_SUCH_GROUP})
_RANGE_EMPTY: Final = frozenset({NO_CURRENT_ARTICLE, NO_ARTICLE_IN_RANGE})
_ARTICLE_ABSENT: Final = frozenset({NO_CURRENT_ARTICLE, NO_ARTICLE_IN_RANGE, NO_SUCH_ARTICLE})

# RFC 3977, RFC 2980 for the X-commands, RFC 4643 (AUTHINFO), RFC 4642
# (STARTTLS), RFC 8054 (COMPRESS). The same code can be single-line for one
# command and multi-line for another (211: GROUP vs LISTGROUP).
COMMANDS: Final[Mapping[str, Command]] = {
    "GREETING": _cmd({POSTING_ALLOWED, 201}),
    "CAPABILITIES": _cmd({101}, block=True),
    "HELP": _cmd({100}, block=True),
    "MODE": _cmd({POSTING_ALLOWED, 201}),
    "AUTHINFO": _cmd({AUTH_ACCEPTED, PASSWORD_REQUIRED}),
    "STARTTLS": _cmd({382}),
    "COMPRESS": _cmd({206}),
    "XFEATURE": _cmd({290}),
    "DATE": _cmd({111}),
    "QUIT": _cmd({CONNECTION_CLOSING}),
    "GROUP": _cmd({211}, absent=_GROUP_ABSENT),
    "LISTGROUP": _cmd({211}, block=True, absent=_GROUP_ABSENT),
    "LIST": _cmd({215}, block=True),
    "NEWGROUPS": _cmd({231}, block=True),
    "NEWNEWS": _cmd({230}, block=True),
    "OVER": _cmd({224}, block=True, absent=_RANGE_EMPTY),
    "XOVER": _cmd({224}, block=True, absent=_RANGE_EMPTY),
    "HDR": _cmd({225}, block=True, absent=_ARTICLE_ABSENT),
    "XHDR": _cmd({221}, block=True, absent=_ARTICLE_ABSENT),
    "HEAD": _cmd({221}, block=True, absent=_ARTICLE_ABSENT),
    "BODY": _cmd({222}, block=True, absent=_ARTICLE_ABSENT),
    "ARTICLE": _cmd({220}, block=True, absent=_ARTICLE_ABSENT),
    "STAT": _cmd({223}, absent=_ARTICLE_ABSENT),
}
_UNKNOWN: Final = Command(frozenset())

# The server does not take this verb in this form (500 unknown command, 501
# syntax): try its RFC 2980 spelling (OVER -> XOVER, HDR -> XHDR).
TRY_OLDER_VERB: Final = frozenset({UNKNOWN_COMMAND, SYNTAX_ERROR})


def command(verb: str) -> Command:
    """Return the reply table of ``verb`` (upper-case); an unknown verb has no success and no block."""
    return COMMANDS.get(verb, _UNKNOWN)


def succeeded(response: Response) -> bool:
    """Return whether the reply is a success code of the command it answers."""
    return response.code in command(response.verb).ok


def absent(response: Response) -> bool:
    """Return whether the reply says the group or article asked for is not there (a value, not an error)."""
    return response.code in command(response.verb).absent


def refused_for_good(response: Response) -> bool:
    """Return whether the server will refuse the command whatever we do (any 5xx): an optional command is absent."""
    return classify(response.code) is ReplyKind.PERMANENT


def cured_by_reconnect(exc: NNTPError) -> bool:
    """Return whether a fresh connection can cure this failure.

    A 480 in the middle of a session is an expired login: a new connection
    logs in again. 481/482 (credentials refused), 483 (TLS required), 5xx
    replies and a reply over the caps fail the same way every time; a benched
    provider stays benched for its cooldown.
    """
    if isinstance(exc, NNTPAuthError):
        return exc.code is not None and meaning(exc.code).reconnect_cures
    if isinstance(exc, NNTPTLSError):
        return not exc.configuration  # a handshake may succeed next time; a refused STARTTLS will not
    if isinstance(exc, NNTPBadMessageId):
        return False  # the id is bad on every connection
    # The same request gets the same bomb or endless line; the crawl asks for less instead.
    return not isinstance(exc, (NNTPPermanentError, NNTPProviderDown, NNTPReplyTooLarge))


def needs_configuration(exc: NNTPError) -> bool:
    """Return whether only a change of the provider's configuration can cure this (credentials, TLS).

    The Airflow adapter fails such a task at once instead of retrying it.
    """
    if isinstance(exc, NNTPTLSError):
        return exc.configuration  # STARTTLS not offered or refused, a certificate that does not verify
    return isinstance(exc, NNTPAuthError) and exc.code is not None and not meaning(exc.code).reconnect_cures


def error_for(response: Response, *, greeting: bool = False, command: str = "") -> NNTPError:
    """Build the error a non-success, non-outcome reply stands for."""
    what = command or response.verb or "command"
    status = response.status_line
    found = meaning(response.code, greeting=greeting)
    kind = found.kind
    if kind is ReplyKind.TOO_MANY_CONNECTIONS:
        return NNTPTooManyConnections(f"server refused the connection ({status}): {found.hint}", response.code, status)
    if kind is ReplyKind.AUTH:
        return NNTPAuthError(f"{what}: {status}: {found.hint}", response.code, status)
    if kind is ReplyKind.TEMPORARY:
        return NNTPTemporaryError(f"{what}: {status}: {found.hint}", response.code, status)
    if kind is ReplyKind.PERMANENT:
        return NNTPPermanentError(f"{what}: {status}: {found.hint}", response.code, status)
    return NNTPProtocolError(f"{what}: unexpected reply {status}; the connection was dropped", response.code, status)


__all__ = [
    "CODES",
    "COMMANDS",
    "Command",
    "Meaning",
    "ReplyKind",
    "TRY_OLDER_VERB",
    "absent",
    "classify",
    "closes_session",
    "command",
    "cured_by_reconnect",
    "error_for",
    "meaning",
    "needs_configuration",
    "refused_for_good",
    "succeeded",
]
