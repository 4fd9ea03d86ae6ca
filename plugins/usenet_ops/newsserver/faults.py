"""Hold the faults a test switches on a running news server.

WHY: every fault here is a failure a real provider produced in production
(a connection dropped mid-OVER, 480 in the middle of a session, a 502 at the
connection cap, a garbage status line). A client is only robust if tests can
provoke each one on demand, on a live listener, between two commands.

The object is mutable on purpose (a test flips a field while the server
runs); the server reads each field at the moment it applies, from its own
thread, so plain attribute assignment is enough (CPython attribute writes are
atomic).
"""

from __future__ import annotations

import threading
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field


@dataclass
class Faults:
    """Faults of one listener; every field off (None/empty) by default."""

    greeting_code: int | None = None
    drop_after_lines: int | None = None
    auth_expire_after_commands: int | None = None
    latency_per_line: float = 0.0
    latency_per_response: float = 0.0
    idle_disconnect_after: float | None = None
    truncate_block: int | None = None
    garbage_status_line: bytes | str | None = None
    garbage_sticky: bool = False
    missing_message_ids: set[str] = field(default_factory=set)
    # Health (issue 18): what this listener lost after it started serving. A takedown (a DMCA notice is
    # served per provider) and retention (articles posted before expire_before, unix seconds, are gone):
    # STAT/HEAD/BODY/ARTICLE answer 430 (423 by number); OVER still lists them, as real overviews lag.
    taken_down: set[str] = field(default_factory=set)
    expire_before: float | None = None
    bomb_bytes: int | None = None
    endless_line_bytes: int | None = None
    renumber: dict[str, int] = field(default_factory=dict)
    # Probes (issue 19): message-id (no brackets) -> body lines served by BODY/ARTICLE instead of the corpus's
    # (a truncated yEnc part, a par2 with lying lengths, an NFO bomb): what a hostile poster uploads.
    body_override: dict[str, list[bytes]] = field(default_factory=dict)
    # Settling (issue 17 item 5): (group, article number as shown) -> the line OVER/XOVER serve for that number
    # instead of the corpus's (its own number field included): a garbage or undated line among the newest.
    overview_override: dict[tuple[str, int], bytes] = field(default_factory=dict)
    # Group discovery (issue 32 item 4): raw lines appended to LIST ACTIVE and LIST COUNTS replies (garbage, NULs,
    # negative or huge numbers: what a broken or hostile server lists), and a server without LIST COUNTS (RFC 6048)
    # that answers 501 to it, so a client falls back to GROUP for counts.
    list_extra_lines: list[bytes] = field(default_factory=list)
    no_list_counts: bool = False
    # LIST ACTIVE shows low water mark 1 for every group: an active file whose low marks expire never updated
    # (INN's until `ctlinnd renumber`), so a span overstates the count GROUP reports.
    active_stale_low: bool = False
    counters: Counter[str] = field(default_factory=Counter)
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False, compare=False)

    @property
    def missing_on_backbone(self) -> set[str]:
        """Alias of ``missing_message_ids`` (the name the issue uses)."""
        return self.missing_message_ids

    @missing_on_backbone.setter
    def missing_on_backbone(self, value: set[str]) -> None:
        self.missing_message_ids = {m.strip("<>") for m in value}

    def count(self, what: str, n: int = 1) -> None:
        """Record that the server did ``what`` (a fault fired, a command ran)."""
        with self._lock:
            self.counters[what] += n

    def reset(self) -> None:
        """Switch every fault off and clear the counters."""
        self.greeting_code = None
        self.drop_after_lines = None
        self.auth_expire_after_commands = None
        self.latency_per_line = 0.0
        self.latency_per_response = 0.0
        self.idle_disconnect_after = None
        self.truncate_block = None
        self.garbage_status_line = None
        self.garbage_sticky = False
        self.missing_message_ids = set()
        self.taken_down = set()
        self.expire_before = None
        self.bomb_bytes = None
        self.endless_line_bytes = None
        self.renumber = {}
        self.body_override = {}
        self.overview_override = {}
        self.list_extra_lines = []
        self.no_list_counts = False
        self.active_stale_low = False
        with self._lock:
            self.counters.clear()

    def offset(self, group: str) -> int:
        """Return how far ``group``'s article numbers are shifted on this listener (0: as in the corpus)."""
        return self.renumber.get(group, 0) if self.renumber else 0

    def is_missing(self, message_id: str) -> bool:
        """Say whether this listener pretends not to have ``message_id``."""
        return bool(self.missing_message_ids) and message_id.strip("<>") in self.missing_message_ids

    def take_down(self, message_ids: Iterable[str]) -> None:
        """Take articles down on this listener from now on (message-ids with or without brackets)."""
        self.taken_down = self.taken_down | {m.strip().strip("<>") for m in message_ids}

    def take_garbage(self) -> bytes | None:
        """Return the garbage status line to send now (one-shot unless sticky)."""
        garbage = self.garbage_status_line
        if garbage is None:
            return None
        if not self.garbage_sticky:
            self.garbage_status_line = None
        self.count("fault.garbage_status_line")
        data = garbage.encode("latin-1") if isinstance(garbage, str) else garbage
        return data if data.endswith(b"\r\n") else data + b"\r\n"
