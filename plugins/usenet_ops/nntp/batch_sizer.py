"""Size OVER ranges from measured reply times: OverBatchSizer.

Why: each OVER reply costs one round trip plus, on a compressed stream, a
possible delayed-ACK stall; with small ranges that fixed cost dominates and
the crawl crawls. With huge ranges one reply can outlast the command
timeout, and a discarded connection costs far more (the seed's "reconnect
storm"). The sizer grows the range while replies are quick and shrinks it
when one gets close to the deadline. Pure: the caller measures and reports.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class OverBatchSizer:
    """Pick the next OVER range size from how long the last replies took.

    ``target_s`` is the reply time to aim for (long enough that latency is a
    small share of it); ``ceiling_s`` is the time past which the range is
    halved (keep it well under the command timeout).
    """

    batch: int = 3000
    minimum: int = 100
    maximum: int = 50_000
    target_s: float = 1.0
    ceiling_s: float = 20.0

    def next_range(self, low: int, high: int) -> tuple[int, int]:
        """Return the next (low, high) sub-range starting at ``low`` (empty when low > high)."""
        return low, min(high, low + self.batch - 1)

    def observe(self, articles: int, seconds: float) -> int:
        """Record one reply for a range of ``articles`` that took ``seconds``; return the new batch."""
        if articles <= 0:
            return self.batch
        if seconds >= self.ceiling_s:
            self.batch = max(self.minimum, self.batch // 2)
        elif seconds < self.target_s / 2 and articles >= self.batch:
            # Only a full-size range says anything about a bigger one.
            self.batch = min(self.maximum, self.batch * 2)
        return self.batch
