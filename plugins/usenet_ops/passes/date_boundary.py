"""Where a posting date starts in a group: a binary search over article dates, its boundaries cached.

Why a module of its own: the backfill resolves its floor and its date
windows with it, and a forward crawl's first pass resolves a group's
``crawl_depth_days`` floor the same way (issue 32), so it sits below both.
Numbers ascend with arrival, not exactly with the Date header, so a
boundary is exact only up to a poster's clock and a backbone's relay jitter.
"""

from __future__ import annotations

import datetime as dt
import logging
from collections.abc import Callable

from usenet_ops.domain import ingest as ingest_mod
from usenet_ops.domain.overview import split_block
from usenet_ops.nntp.client import NNTPClient
from usenet_ops.store import backfill_state
from usenet_ops.store.db import Conn

log = logging.getLogger(__name__)

# Articles one date probe reads: the first dated article at or after the probed number
# (numbering has gaps: cancelled, expired, crossposted elsewhere).
PROBE_SPAN = 32

Probe = Callable[[int], tuple[int, int] | None]  # article number -> (first dated article >= it, its unix time)


def over_probe(client: NNTPClient) -> Probe:
    """Return a probe reading the dates of ``PROBE_SPAN`` articles by OVER (the group must be selected).

    The Date is the third field after the number in every overview format
    (RFC 3977 8.4: the first seven fields are fixed).
    """

    def probe(number: int) -> tuple[int, int] | None:
        for line in split_block(client.over_block(number, number + PROBE_SPAN - 1)):
            fields = line.split(b"\t", 4)
            if len(fields) < 5 or not fields[0].isdigit():
                continue  # a garbage line is skipped: a probe needs one readable date
            when = ingest_mod.parse_date(fields[3].strip())
            if when > 0:
                return int(fields[0]), when
        return None

    return probe


# Probes one step of the search may spend crossing a run of numbers without a dated article.
MAX_EMPTY_PROBES = 8


def search_boundary(probe: Probe, at: int, low: int, high: int) -> tuple[int, int]:
    """Return (first article number posted at or after unix time ``at`` within [low, high], probes used).

    Binary search over article dates. Numbers ascend with arrival, not
    exactly with the Date header (a poster's clock, a backbone's relay
    jitter), so the boundary is exact only up to that jitter: a window's
    edge may move an article into its neighbour window, never out of the
    history (the scheduled runs walk every gap by number). ``high + 1`` when
    nothing is that new.
    """
    lo, hi, best, probes = low, high + 1, high + 1, 0
    while lo < hi:
        mid = (lo + hi) // 2
        got = None
        at_n = mid
        for _ in range(MAX_EMPTY_PROBES):  # the first dated article in [mid, hi)
            probes += 1
            got = probe(at_n)
            if got is not None or at_n + PROBE_SPAN >= hi:
                break
            at_n += PROBE_SPAN
        if got is None or got[0] >= hi:
            hi = mid  # nothing dated in [mid, hi): the answer is below mid, or the best found so far
        elif got[1] >= at:
            best, hi = got[0], mid
        else:
            lo = got[0] + 1
    return min(best, high + 1), probes


def resolve(conn: Conn, probe: Probe | None, backbone: str, group: str, at: dt.datetime, low: int,
            high: int) -> int | None:
    """Return the cached boundary for ``at``, searching (and caching) it with ``probe`` when needed."""
    cached = backfill_state.boundary(conn, backbone, group, at)
    if cached is not None or probe is None:
        return cached
    article, probes = search_boundary(probe, int(at.timestamp()), low, high)
    backfill_state.save_boundary(conn, backbone, group, at, article, probes)
    log.info("%s [%s]: posts from %s start at article %d (%d probes)", group, backbone, at.isoformat(), article,
             probes)
    return article
