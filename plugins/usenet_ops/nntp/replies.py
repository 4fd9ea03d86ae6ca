"""Classify NNTP status codes once: success, expected outcome, or which error.

Why: every reply code has one stated meaning (RFC 3977 3.2, RFC 4643 for
AUTHINFO). 411/420/423/430 say "not there", which is an answer, not a
failure; treating them as exceptions is how a health check reports a whole
catalogue as broken. Everything else that is not success maps to exactly one
error class, so callers never parse reply text.
"""

from __future__ import annotations

import enum

from usenet_ops.nntp.errors import (
    NNTPAuthError,
    NNTPError,
    NNTPPermanentError,
    NNTPProtocolError,
    NNTPTemporaryError,
    NNTPTooManyConnections,
)
from usenet_ops.nntp.protocol import Response

NO_SUCH_GROUP = 411
NO_GROUP_SELECTED = 412
NO_CURRENT_ARTICLE = 420
NO_ARTICLE_IN_RANGE = 423
NO_SUCH_ARTICLE = 430
# The reply says the thing asked for is absent: a value, not an error.
OUTCOME_CODES = frozenset({NO_SUCH_GROUP, NO_CURRENT_ARTICLE, NO_ARTICLE_IN_RANGE, NO_SUCH_ARTICLE})
AUTH_CODES = frozenset({480, 481, 482, 483})


class ReplyKind(enum.Enum):
    """What a status code means for the caller."""

    SUCCESS = "success"
    OUTCOME = "outcome"  # expected absence: 411, 420, 423, 430
    TEMPORARY = "temporary"
    PERMANENT = "permanent"
    AUTH = "auth"
    TOO_MANY_CONNECTIONS = "too_many_connections"


def classify(code: int, *, greeting: bool = False) -> ReplyKind:
    """Return what ``code`` means; 502 means "too many connections" only on the greeting."""
    if code < 400:
        return ReplyKind.SUCCESS
    if code in OUTCOME_CODES:
        return ReplyKind.OUTCOME
    if code in AUTH_CODES:
        return ReplyKind.AUTH
    if greeting and code == 502:
        return ReplyKind.TOO_MANY_CONNECTIONS
    if code < 500:
        return ReplyKind.TEMPORARY
    return ReplyKind.PERMANENT


def error_for(response: Response, *, greeting: bool = False, command: str = "") -> NNTPError:
    """Build the error a non-success, non-outcome reply stands for."""
    what = command or response.verb or "command"
    status = response.status_line
    kind = classify(response.code, greeting=greeting)
    if kind is ReplyKind.TOO_MANY_CONNECTIONS:
        return NNTPTooManyConnections(
            f"server refused the connection ({status}): the account's connection cap is reached; "
            "lower 'connections' for this provider or wait for other sessions to close",
            response.code,
            status,
        )
    if kind is ReplyKind.AUTH:
        hint = {
            480: "the server wants a login for this command; set username and password on the connection",
            481: "the server rejected the username or password; check the connection's credentials",
            482: "the server refused the authentication sequence; check the credentials and retry on a fresh connection",
            483: "the server wants TLS before this command; set tls=on or tls=starttls",
        }[response.code]
        return NNTPAuthError(f"{what}: {status}: {hint}", response.code, status)
    if kind is ReplyKind.TEMPORARY:
        if greeting or response.code == 400:
            hint = "the server is unavailable or closing the session; retry later on a fresh connection"
        else:
            hint = "temporary server-side failure; retry later"
        return NNTPTemporaryError(f"{what}: {status}: {hint}", response.code, status)
    if kind is ReplyKind.PERMANENT:
        return NNTPPermanentError(
            f"{what}: {status}: the server will refuse this again; check the command is supported and its arguments",
            response.code,
            status,
        )
    return NNTPProtocolError(f"{what}: unexpected reply {status}; the connection was dropped", response.code, status)
