"""Hold the plain values the NNTP layer takes and returns: deadlines, capabilities, replies, group bounds, articles.

Why: the socket client, the pool, the passes and the CLI all speak in these
types; keeping them apart from the client lets a caller name a GroupInfo or
a Timeouts without pulling in the socket shell. Frozen dataclasses: built a
few times per session, never per article (overview records are NamedTuples
in ``usenet_ops.domain.overview``, see ADR 0001); a Response, one per reply,
also has slots.

A Response lives here, not in the protocol core that frames it, because
``replies`` classifies it and the core reads ``replies``'s tables: with it
in either of the two, they would import each other.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Timeouts:
    """Deadlines in seconds: dial (connect + greeting), one command, one STAT."""

    dial: float = 30.0
    command: float = 60.0
    stat: float = 10.0


class StatOutcome(enum.Enum):
    """What one pipelined STAT said about its article (``NNTPClient.stat_outcomes``)."""

    PRESENT = "present"  # 223 naming the message-id asked for
    ABSENT = "absent"  # 430/423/420: the server says it does not have it
    UNUSABLE = "unusable"  # any other reply, or a 223 naming another article: the server answered, but not usably


@dataclass(frozen=True)
class ReplyLimits:
    """The most a server may send: one line, and one reply (or block) before it is read whole.

    Why: a server (or a poster, through the headers it echoes) controls how
    many bytes arrive; without a bound a decompression bomb or an endless
    line exhausts the worker's memory (docs/adr/0008). Defaults: a line may
    be as long as an article a server accepts (~1 MB: a poster controls a
    header's length up to that, so a lower cap would let one post stop a
    group's crawl); a reply 256 MiB (an OVER of the largest ``batch``,
    100,000 articles, at ~1 KB a line is ~100 MB).
    """

    max_line_bytes: int = 1024 * 1024
    max_reply_bytes: int = 256 * 1024 * 1024

    def __post_init__(self) -> None:
        if self.max_line_bytes < 16 or self.max_reply_bytes < 16:
            raise ValueError("reply limits must allow at least a status line: set max_line_kib and max_reply_mib >= 1")


@dataclass(frozen=True, slots=True)
class Response:
    """One complete reply: its status and, for multi-line replies, the lines.

    ``lines`` is None for a single-line reply and a list (possibly empty) of
    raw, dot-unstuffed lines without CRLF for a multi-line one, unless the
    command asked for ``block``.
    """

    code: int
    message: str
    lines: list[bytes] | None = None
    verb: str = ""
    # Instead of ``lines``, when the command asked for its body whole: the
    # dot-unstuffed lines as read, each ending in CRLF (b"" for no line).
    block: bytes | None = None
    # Lines over ``max_line_bytes`` dropped from an OVER/XOVER/HDR/XHDR block as
    # they arrived (protocol invariant 9): (article number or 0, length), in order.
    long_lines: tuple[tuple[int, int], ...] = ()

    @property
    def status_line(self) -> str:
        """Return the status line as the server sent it (for messages and logs)."""
        return f"{self.code} {self.message}".rstrip()


class Compression(enum.Enum):
    """Which compression the session negotiated."""

    NONE = "none"
    DEFLATE = "deflate"  # RFC 8054 COMPRESS DEFLATE: the whole stream
    GZIP = "gzip"  # XFEATURE COMPRESS GZIP: OVER/XOVER/HDR/XHDR blocks


@dataclass(frozen=True)
class Capabilities:
    """The CAPABILITIES list: label -> arguments (labels upper-cased)."""

    labels: dict[str, tuple[str, ...]] = field(default_factory=dict)
    advertised: bool = False  # False: the server has no CAPABILITIES (pre-RFC 3977)

    @classmethod
    def from_lines(cls, lines: Sequence[bytes]) -> Capabilities:
        """Parse CAPABILITIES lines (``b"COMPRESS DEFLATE"`` -> ``{"COMPRESS": ("DEFLATE",)}``)."""
        labels: dict[str, tuple[str, ...]] = {}
        for raw in lines:
            words = raw.decode("utf-8", "replace").split()
            if words:
                labels[words[0].upper()] = tuple(w.upper() for w in words[1:])
        return cls(labels, True)

    def has(self, label: str, argument: str | None = None) -> bool:
        """Return whether ``label`` (and optionally one of its arguments) is advertised."""
        args = self.labels.get(label.upper())
        if args is None:
            return False
        return argument is None or argument.upper() in args


@dataclass(frozen=True)
class GroupInfo:
    """A GROUP reply: estimated count and the low/high article numbers."""

    name: str
    count: int
    low: int
    high: int


@dataclass(frozen=True)
class ActiveGroup:
    """One LIST ACTIVE line."""

    name: str
    high: int
    low: int
    status: str


@dataclass(frozen=True)
class ArticleData:
    """A HEAD/BODY/ARTICLE reply: number (0 by message-id), message-id and raw lines."""

    number: int
    message_id: str
    lines: list[bytes]


@dataclass(frozen=True)
class WireCounters:
    """Bytes on the wire vs after decompression, for telemetry."""

    wire_in: int
    plain_in: int
    wire_out: int
