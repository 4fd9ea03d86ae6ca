"""Tell a server that renumbered a group from one whose old articles merely expired.

Why: article numbers are the crawl's only cursor. When a server renumbers a
group (a spool rebuilt, a group moved between backends, numbering reset to
1), the numbers we have read name other articles now. Continuing silently
either skips articles forever (the numbering moved down: new posts get
numbers below our watermark, which we never read again) or re-reads what we
have (it moved up). Neither may happen unnoticed (docs/adr/0008).

The evidence is what GROUP says now against what we knew at the last look:

* the high water mark below our watermark (the last article we read) is
  unambiguous: a server never takes back numbers it has handed out. The
  crawl's headroom keeps the watermark below the high of a lagging frontend
  in a server farm, so a lag is not mistaken for this.
* the low water mark past everything we knew existed (our watermark and the
  high water mark recorded at the last look) is what expiry does too, when a
  group was not looked at for longer than its retention. Expiry that fast is
  not real posting practice (binary retention is years, text servers keep
  weeks): when the last look is younger than ``EXPIRY_HORIZON`` it is
  renumbering; older, it is taken as expiry, which the crawl already skips
  (it starts at the server's low). Upward renumbering mistaken for expiry
  only re-reads articles (staging dedups by message-id); nothing is lost.
* an empty group (count 0, or low above high: "211 0 0 0" is common) says
  nothing about numbering: no judgement until it holds articles again.
"""

from __future__ import annotations

import datetime as dt
import enum
from dataclasses import dataclass
from typing import Any, Final

# Articles numbered after our last look already gone: no retention is this short.
EXPIRY_HORIZON: Final = dt.timedelta(hours=24)


class RenumberKind(enum.StrEnum):
    """Which evidence showed the renumbering (stored in group_state.renumbered_reason)."""

    HIGH_BELOW_WATERMARK = "high_below_watermark"
    LOW_PAST_KNOWN_HIGH = "low_past_known_high"


@dataclass(frozen=True)
class Renumbered:
    """The evidence that a group was renumbered, for the alert and the state row."""

    kind: RenumberKind
    watermark: int  # the last article number we read
    server_low: int
    server_high: int
    known_high: int  # the highest number we knew existed at the last look
    last_look: dt.datetime | None

    def describe(self) -> str:
        """Return one sentence an operator can act on."""
        if self.kind is RenumberKind.HIGH_BELOW_WATERMARK:
            return (f"the server's high water mark {self.server_high} is below the last article we read "
                    f"({self.watermark}): the group was renumbered down, and articles numbered below our watermark "
                    "would never be read")
        seen = f" at our last look ({self.last_look.astimezone(dt.UTC):%Y-%m-%d %H:%M}Z)" if self.last_look else ""
        return (f"the server's low water mark {self.server_low} jumped past every article known to exist{seen} "
                f"(up to {self.known_high}) in less than {EXPIRY_HORIZON.total_seconds() / 3600:g} h: the group "
                "was renumbered up, and reading on would re-read articles under new numbers")

    def as_dict(self) -> dict[str, Any]:
        """Return the evidence as JSON-ready values (group_state.renumbered_evidence)."""
        return {"kind": self.kind.value, "watermark": self.watermark, "server_low": self.server_low,
                "server_high": self.server_high, "known_high": self.known_high,
                "last_look": self.last_look.isoformat() if self.last_look else None}


def judge(*, next_article: int | None, count: int, low: int, high: int, last_high: int | None,
          last_look: dt.datetime | None, now: dt.datetime) -> Renumbered | None:
    """Return the evidence that the group was renumbered since the last look, or None.

    ``next_article`` is our cursor (None before the first pass), ``count``,
    ``low`` and ``high`` the GROUP reply now, ``last_high`` and
    ``last_look`` the bounds recorded at the previous look.
    """
    if next_article is None or count <= 0 or high < low:
        return None
    watermark = next_article - 1
    known_high = max(watermark, last_high or 0)
    if high < watermark:
        return Renumbered(RenumberKind.HIGH_BELOW_WATERMARK, watermark, low, high, known_high, last_look)
    if low > known_high + 1 and last_look is not None and now - last_look < EXPIRY_HORIZON:
        return Renumbered(RenumberKind.LOW_PAST_KNOWN_HIGH, watermark, low, high, known_high, last_look)
    return None
