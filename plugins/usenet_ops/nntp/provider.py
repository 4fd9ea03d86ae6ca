"""Describe one NNTP provider account as plain data: ProviderConfig.

Why: passes, the CLI and tests build clients without Airflow; the Airflow
hook only translates a Connection into this. The backbone (which server farm
numbers the articles) defaults to the host's registrable domain, because
article numbers are per backbone and two accounts on one backbone must share
crawl state while two backbones must never.
"""

from __future__ import annotations

import enum
import ipaddress
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any
from urllib.parse import unquote, urlsplit

from usenet_ops.domain.redaction import redact_urls
from usenet_ops.settings import switch

PLAIN_PORT = 119
TLS_PORT = 563
DEFAULT_CONNECTIONS = 4

# Second-level public suffixes common among provider hostnames; enough to
# keep "news.example.co.uk" from becoming backbone "co.uk".
_TWO_LABEL_SUFFIXES = frozenset(
    {"co.uk", "org.uk", "ac.uk", "com.au", "net.au", "co.nz", "co.jp", "ne.jp", "com.br", "co.za", "com.cn", "com.tw"}
)


class TLSMode(enum.Enum):
    """How the connection is secured."""

    OFF = "off"  # plain text; STARTTLS is not attempted
    IMPLICIT = "implicit"  # TLS from the first byte (port 563)
    # RFC 4642 upgrade, required: a server that does not offer STARTTLS, refuses it or fails the
    # handshake ends the session before any login (fails closed: a stripped STARTTLS never leaks
    # the password).
    STARTTLS = "starttls"
    # The explicit opt-in to the old behaviour: upgrade when offered, continue (or reconnect)
    # in plain text when it is not or fails, credentials included.
    STARTTLS_OPTIONAL = "starttls-optional"

    @classmethod
    def parse(cls, value: object) -> TLSMode:
        """Read a TLS setting from a bool, "on"/"off", "implicit", "starttls" or "starttls-optional"."""
        if isinstance(value, TLSMode):
            return value
        if isinstance(value, bool):
            return cls.IMPLICIT if value else cls.OFF
        text = str(value).strip().lower()
        if text in {"1", "true", "yes", "on", "implicit", "tls", "ssl"}:
            return cls.IMPLICIT
        if text in {"0", "false", "no", "off", "", "none", "plain"}:
            return cls.OFF
        if text == "starttls":
            return cls.STARTTLS
        if text in {"starttls-optional", "starttls_optional"}:
            return cls.STARTTLS_OPTIONAL
        raise ValueError(f"tls must be on, off, implicit, starttls or starttls-optional, not {value!r}")

    @property
    def upgrades(self) -> bool:
        """Return whether the session tries STARTTLS (required or optional)."""
        return self in (TLSMode.STARTTLS, TLSMode.STARTTLS_OPTIONAL)


class Role(enum.Enum):
    """What a provider is used for."""

    PRIMARY = "primary"  # crawled for overviews
    FILL = "fill"  # completes articles the primary lacks
    BACKUP = "backup"  # used when the primary is down


def _parse_bool(value: object, name: str) -> bool:
    parsed = switch(value)
    if parsed is None:
        raise ValueError(f"{name} must be on or off, not {value!r}")
    return parsed


def backbone_for_host(host: str) -> str:
    """Derive a backbone id from a hostname: its registrable domain.

    ``news.eweka.nl`` -> ``eweka.nl``; an IP address or a single label is
    its own backbone.
    """
    host = host.strip().rstrip(".").lower()
    try:
        ipaddress.ip_address(host)
        return host
    except ValueError:
        pass
    labels = host.split(".")
    if len(labels) <= 2:
        return host
    if ".".join(labels[-2:]) in _TWO_LABEL_SUFFIXES:
        return ".".join(labels[-3:])
    return ".".join(labels[-2:])


@dataclass(frozen=True)
class ProviderConfig:
    """One provider account: where to dial, how, and how it is used."""

    host: str
    port: int = PLAIN_PORT
    username: str | None = None
    password: str | None = field(default=None, repr=False)
    tls: TLSMode = TLSMode.OFF
    connections: int = DEFAULT_CONNECTIONS
    backbone: str = ""
    role: Role = Role.PRIMARY
    priority: int = 0
    compression: bool = True
    name: str = ""
    # Send the login over a plain-text connection to a host that is not this machine (the extra
    # allow_plaintext_login=on). Off: the client refuses before AUTHINFO (NNTPTLSError); see
    # ``plaintext_login_refused``.
    allow_plaintext_login: bool = False

    def __post_init__(self) -> None:
        if not self.host:
            raise ValueError("a provider needs a host")
        if self.connections < 1:
            raise ValueError("connections must be at least 1")
        object.__setattr__(self, "tls", TLSMode.parse(self.tls))
        if not isinstance(self.role, Role):
            object.__setattr__(self, "role", Role(str(self.role).strip().lower()))
        if not self.backbone:
            object.__setattr__(self, "backbone", backbone_for_host(self.host))
        if not self.name:
            object.__setattr__(self, "name", self.host)

    @classmethod
    def from_url(cls, url: str, **overrides: Any) -> ProviderConfig:
        """Build a config from ``nntp://[user:pass@]host[:port]`` or ``nntps://...``.

        Query parameters are read like connection extras
        (``?connections=8&compression=off&backbone=x``).
        """
        parts = urlsplit(url)
        scheme = parts.scheme.lower()
        if scheme not in {"nntp", "nntps", "news", "snews"} or not parts.hostname:
            raise ValueError(
                f"not an NNTP URL: expected nntp://[user:pass@]host[:port] or nntps://..., got {redact_urls(url)!r}"
            )
        tls = TLSMode.IMPLICIT if scheme in {"nntps", "snews"} else TLSMode.OFF
        extras: dict[str, str] = {}
        for pair in filter(None, parts.query.split("&")):
            key, _, value = pair.partition("=")
            extras[unquote(key)] = unquote(value)
        kwargs = extras_to_kwargs(extras)
        kwargs.setdefault("tls", tls)
        kwargs.update(overrides)
        tls_mode = TLSMode.parse(kwargs["tls"])
        return cls(
            host=parts.hostname,
            port=parts.port or (TLS_PORT if tls_mode is TLSMode.IMPLICIT else PLAIN_PORT),
            username=unquote(parts.username) if parts.username else None,
            password=unquote(parts.password) if parts.password else None,
            **kwargs,
        )

    @property
    def loopback(self) -> bool:
        """Return whether the host is this machine (127.0.0.0/8, ::1, localhost): nothing crosses a wire.

        Why it matters: a local TLS tunnel (stunnel) to a provider listens on
        127.0.0.1 in plain text, and so do the test and demo news servers.
        """
        host = self.host.strip().rstrip(".").lower()
        if host == "localhost" or host.endswith(".localhost"):
            return True
        try:
            return ipaddress.ip_address(host.strip("[]")).is_loopback
        except ValueError:
            return False

    def plaintext_login_refused(self) -> bool:
        """Return whether a login on a plain-text session to this provider must be refused.

        Allowed only to a loopback host, with ``allow_plaintext_login``, or
        under tls=starttls-optional (the documented opt-in to plain text,
        credentials included); everywhere else the password would cross the
        network readable by anyone on the path.
        """
        return not (self.loopback or self.allow_plaintext_login or self.tls is TLSMode.STARTTLS_OPTIONAL)

    def with_(self, **changes: Any) -> ProviderConfig:
        """Return a copy with some fields changed."""
        return replace(self, **changes)

    def redacted_url(self) -> str:
        """Return the provider as a URL without its password (for logs and reports)."""
        scheme = "nntps" if self.tls is TLSMode.IMPLICIT else "nntp"
        user = f"{self.username}@" if self.username else ""
        query = f"?tls={self.tls.value}" if self.tls.upgrades else ""
        return f"{scheme}://{user}{self.host}:{self.port}{query}"


EXTRA_KEYS = ("tls", "connections", "backbone", "role", "priority", "compression", "allow_plaintext_login")


def extras_to_kwargs(extras: Mapping[str, Any]) -> dict[str, Any]:
    """Read the allowlisted extras into ProviderConfig keyword arguments.

    Unknown keys are ignored, never forwarded; URI-form extras arrive as
    strings, so every value is parsed.
    """
    out: dict[str, Any] = {}
    for key in EXTRA_KEYS:
        value = extras.get(key)
        if value is None or value == "":
            continue
        if key == "tls":
            out["tls"] = TLSMode.parse(value)
        elif key == "connections":
            out["connections"] = int(value)
        elif key == "priority":
            out["priority"] = int(value)
        elif key == "role":
            out["role"] = Role(str(value).strip().lower())
        elif key in ("compression", "allow_plaintext_login"):
            out[key] = _parse_bool(value, key)
        else:
            out["backbone"] = str(value).strip().lower()
    return out
