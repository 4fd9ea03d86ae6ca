"""Pace each connection like a real provider: lines per second and added latency per command.

WHY: a REBUILD crawl is bound by what each provider connection delivers
(about 5.8k overview lines a second on the big backbones), not by our
parser; one process here ingests faster than one connection. A simulation of
50 such connections is only faithful if the server holds each connection to
that rate and adds the round-trip a command costs over the Internet, so the
crawl's pipelining, batch sizes and pool sizing meet the same limits they
meet in production.

The pacing is GCRA (a virtual schedule): each batch of n lines moves the
connection's "theoretical arrival time" n/rate later and waits until it is
due, less a burst allowance. Over any stretch the connection delivers at
most rate * seconds + burst lines, whatever batch sizes the client asks for,
and an idle connection does not bank unlimited credit (as a provider's
shaper does not).

Invariants:
* the pacer is pure (time is passed in), so its arithmetic is unit-tested;
* the throttle's fields are read at each batch, so a test or the simulation
  can change the rate of a running listener.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from dataclasses import dataclass


@dataclass
class Throttle:
    """A listener's per-connection limits; ``None``/0 means unlimited.

    ``lines_per_second`` caps every connection's OVER/XOVER/HDR/XHDR data
    lines; ``burst_lines`` may leave at once after an idle spell;
    ``command_latency`` (seconds) is a round trip: a reply starts no
    earlier than that long after its command arrived, as on the Internet.
    A command pipelined behind a long reply has spent the time already, so
    a client that keeps the next OVER queued meets only the line rate.
    """

    lines_per_second: float | None = None
    burst_lines: int = 0
    command_latency: float = 0.0


class Pacer:
    """GCRA over lines: say how long to wait before sending n more lines at ``rate``."""

    def __init__(self) -> None:
        self.tat = 0.0  # theoretical arrival time of the next line
        self.sent = 0

    def delay(self, now: float, lines: int, rate: float, burst: int = 0) -> float:
        """Book ``lines`` at ``now`` and return the seconds to wait before sending them."""
        if rate <= 0:
            return 0.0
        self.tat = max(self.tat, now) + lines / rate
        self.sent += lines
        return max(0.0, self.tat - now - burst / rate)


class LineBucket:
    """One connection's pacer, reading the listener's live :class:`Throttle`."""

    def __init__(self, throttle: Throttle, clock: Callable[[], float] = time.monotonic) -> None:
        self.throttle = throttle
        self.pacer = Pacer()
        self.clock = clock

    @property
    def active(self) -> bool:
        """Say whether this listener paces lines at all."""
        return bool(self.throttle.lines_per_second)

    async def take(self, lines: int) -> None:
        """Wait until ``lines`` more lines may go out on this connection."""
        rate = self.throttle.lines_per_second
        if not rate or lines <= 0:
            return
        wait = self.pacer.delay(self.clock(), lines, rate, self.throttle.burst_lines)
        if wait > 0:
            await asyncio.sleep(wait)
