"""Posting-time windows for the finder (ADR 0022): which hours a search step asks for, as index tokens.

The catalogue's finder index (migrations 132/133) holds each named
release's filter tokens and its posting hour h at six levels of buckets,
``@<level>:<h >> 3 * level>`` (1, 8, 64, 512, 4,096 and 32,768 hours). A
search walks windows of hours newest first, growing eightfold, and asks the
index for the filter's matches inside one window at a time: the first
windows that together hold a page's matches end the search, and each
window's matches are read from the heap, never more.

WHY windows instead of the planner's estimate: the estimate decided between
"collect every match" and "walk newest first" and was 100x wrong for words
that go together and constant for partial words (docs/capacity.md C3); a
wrong guess cost a whole-catalogue read. A window's cost is bounded by its
rows or the filter's rarest token, whichever is smaller, whatever the guess.

Everything here is pure: the store turns the tokens into one tsquery.
"""

from __future__ import annotations

from collections.abc import Iterable

# Bucket levels: level L holds 8 ** L hours (8 ** 5 = 32,768 hours, ~3.7 years).
LEVELS = 6
SHIFT = 3
# The newest window holds at least the newest FIRST_HOURS hours; an older window after one with no match is
# GROWTH times wider.
FIRST_HOURS = 8
GROWTH = 8
# The newest window reaches this many top-level buckets past the current one, so releases dated a little
# into the future (a poster's clock) are found in it; beyond that (years ahead) a date is garbage.
FUTURE_TOP_BUCKETS = 1


def hour_of(epoch_seconds: float) -> int:
    """Return the posting hour (hours since 1970, clamped at 0) as migration 132's release_times computes it."""
    return max(0, int(epoch_seconds // 3600))


def cover(lo: int, hi: int) -> list[str]:
    """Return the fewest aligned buckets whose union is the hours [lo, hi), as tokens.

    Greedy from ``lo``: the largest bucket that starts at ``lo`` and ends by
    ``hi``. A window of any length is at most 2 * 7 buckets a level.
    """
    out: list[str] = []
    lo = max(0, lo)
    while lo < hi:
        level = LEVELS - 1
        while level > 0 and (lo % (1 << (SHIFT * level)) or lo + (1 << (SHIFT * level)) > hi):
            level -= 1
        out.append(f"@{level}:{lo >> (SHIFT * level)}")
        lo += 1 << (SHIFT * level)
    return out


def first_window(now_hour: int, oldest_hour: int = 0, *, start: int | None = None) -> tuple[int, int]:
    """Return the newest search window [lo, hi) of hours.

    It holds the newest FIRST_HOURS hours, or every hour since ``start``
    when that reaches further back (where a sample of the matches or the
    posting-time histogram says a page lies), and every later hour up to
    the future's edge (FUTURE_TOP_BUCKETS top-level buckets past the
    current one); never older than ``oldest_hour`` (0, or a maxage bound).
    Each older window is sized by ``older_window``.
    """
    top_size = 1 << (SHIFT * (LEVELS - 1))
    edge = ((now_hour // top_size) + 1 + FUTURE_TOP_BUCKETS) * top_size
    back = FIRST_HOURS if start is None else max(FIRST_HOURS, now_hour + 1 - start)
    return max(0, oldest_hour, min(edge - 1, now_hour + 1 - back)), edge


def older_window(lo: int, oldest: int, width: int, matches: int, missing: int) -> tuple[int, int] | None:
    """Return the next window, older than [lo, ...), sized by the density the last one showed; None past ``oldest``.

    ``width`` hours of rows held ``matches`` matches and ``missing`` more
    are wanted: the next window is wide enough for 1.5 x that at the same
    density (posting volume grows over the years, so older hours hold
    fewer), or GROWTH x ``width`` when the last held none.
    """
    if lo <= oldest:
        return None
    width = max(1, width)
    span = width * GROWTH if matches <= 0 else -(-3 * missing * width // (2 * matches))
    return max(oldest, lo - max(1, span)), lo


def hour_holding(bounds: list[float], share: float) -> int | None:
    """Return the hour since which about ``share`` of the rows were posted, from a posting-time histogram.

    ``bounds`` are the planner's equal-frequency histogram bounds of the
    posting time (epoch seconds, ascending): each bucket between two bounds
    holds the same number of rows, so the share since a time is read by
    interpolating between the two bounds around it. None without bounds.
    """
    if len(bounds) < 2:
        return None
    share = min(1.0, max(0.0, share))
    position = (len(bounds) - 1) * (1.0 - share)
    low = min(len(bounds) - 2, int(position))
    epoch = bounds[low] + (bounds[low + 1] - bounds[low]) * (position - low)
    return hour_of(epoch)


def share_since(bounds: list[float], hour: int) -> float:
    """Return the share of rows posted since ``hour`` by the posting-time histogram (1.0 without bounds).

    The inverse of ``hour_holding``: equal-frequency buckets, interpolated
    inside the one holding the hour.
    """
    if len(bounds) < 2:
        return 1.0
    epoch = hour * 3600.0
    if epoch <= bounds[0]:
        return 1.0
    if epoch >= bounds[-1]:
        return 0.0
    buckets = len(bounds) - 1
    for i in range(buckets):
        if bounds[i] <= epoch < bounds[i + 1]:
            inside = (epoch - bounds[i]) / (bounds[i + 1] - bounds[i]) if bounds[i + 1] > bounds[i] else 0.0
            return (buckets - i - inside) / buckets
    return 0.0


def split(
    lo: int, hi: int, sample: list[int] | None = None, keep: float = 0.5, *, top: int | None = None,
) -> tuple[tuple[int, int], tuple[int, int]] | None:
    """Return (newer part, older part) of a window [lo, ``top``) holding too many matches to read; None for one hour.

    ``hi`` is where its rows end (the current hour + 1: the window reaches
    into the future only for a poster's clock), so the cut falls among
    rows; the newer part keeps everything up to ``top`` (default ``hi``).
    Without a sample the rows are halved. With ``sample`` (the posting hours
    of the matches the step read, in heap order, a sample of the window's
    matches) the newer part reaches back to the sample's ``keep`` quantile
    from the newest, so about that share of the matches is in it, but never
    more than half the rows: a dense filter shrinks to its page in a few
    steps, and a sample that is not representative (heap order following
    posting order) costs no more than halving.
    """
    top = hi if top is None else max(top, hi)
    hi = max(lo + 1, min(hi, top))
    if hi - lo <= 1:
        return None
    mid = (lo + hi) // 2
    cut = mid
    inside = sorted((h for h in sample or () if lo <= h < top), reverse=True)
    if inside:
        quantile = inside[min(len(inside) - 1, max(0, int(len(inside) * keep)))]
        cut = min(hi - 1, max(mid, quantile))
    return (cut, top), (lo, cut)


def lexeme(value: str) -> str:
    """Return a value as one quoted tsquery lexeme (quotes doubled, backslashes escaped, NULs dropped).

    WHY quoting: group names and ids come from clients; unquoted, a space,
    '&', '|', '!' or ':' would change the query instead of being matched.
    """
    text = value.replace("\x00", "").replace("\\", "\\\\").replace("'", "''")
    return f"'{text}'"


def any_of(tokens: Iterable[str]) -> str:
    """Return the tsquery text matching any of ``tokens`` (each quoted), parenthesised; '' for none."""
    quoted = [lexeme(t) for t in tokens]
    if not quoted:
        return ""
    return quoted[0] if len(quoted) == 1 else "(" + " | ".join(quoted) + ")"


def all_of(parts: Iterable[str]) -> str:
    """Return the tsquery text matching every non-empty part."""
    return " & ".join(p for p in parts if p)
