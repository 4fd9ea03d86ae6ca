"""Newznab errors: one exception type, rendered by one handler as ``<error code description/>``.

WHY one class: every refusal (bad key, bad parameter, unknown item, limit
reached) must reach the client in the protocol's own shape, HTTP 200 with
the code; only rate limits use HTTP 429 (+ Retry-After), which Sonarr,
Radarr and NZBHydra2 honour as a back-off. A stack trace never reaches a
client.
"""

from __future__ import annotations

from enum import IntEnum


class ErrorCode(IntEnum):
    """Newznab API error codes (newznab API spec; 500/501 from nZEDb's variant)."""

    BAD_CREDENTIALS = 100
    ACCOUNT_SUSPENDED = 101
    NO_PRIVILEGE = 102
    MISSING_PARAMETER = 200
    INCORRECT_PARAMETER = 201
    NO_SUCH_FUNCTION = 202
    FUNCTION_NOT_AVAILABLE = 203
    NO_SUCH_ITEM = 300
    REQUEST_LIMIT = 500
    DOWNLOAD_LIMIT = 501
    UNKNOWN_ERROR = 900
    API_DISABLED = 910


class ApiError(Exception):
    """A request the service refuses; rendered as a Newznab error element."""

    def __init__(self, code: ErrorCode, description: str, *, status: int = 200, retry_after: int | None = None) -> None:
        super().__init__(description)
        self.code = code
        self.description = description
        self.status = status
        self.retry_after = retry_after


def missing(name: str) -> ApiError:
    """Return the error for a required parameter that was not sent."""
    return ApiError(ErrorCode.MISSING_PARAMETER, f"Missing parameter ({name})")


def incorrect(name: str, why: str) -> ApiError:
    """Return the error for a parameter whose value cannot be used."""
    return ApiError(ErrorCode.INCORRECT_PARAMETER, f"Incorrect parameter ({name[:40]}): {why}")


def rate_limited(code: ErrorCode, retry_after: int) -> ApiError:
    """Return a limit error: HTTP 429 with Retry-After; the description Sonarr keys its back-off on."""
    text = "Request limit reached" if code is ErrorCode.REQUEST_LIMIT else "Download limit reached"
    return ApiError(code, text, status=429, retry_after=retry_after)
