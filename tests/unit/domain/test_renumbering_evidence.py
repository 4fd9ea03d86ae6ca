"""domain.renumbering.judge: renumbering told from expiry, lag and empty groups."""

from __future__ import annotations

import datetime as dt

import pytest

from usenet_ops.domain.renumbering import EXPIRY_HORIZON, RenumberKind, judge

NOW = dt.datetime(2026, 3, 1, 12, 0, tzinfo=dt.UTC)
RECENT = NOW - dt.timedelta(minutes=15)
LONG_AGO = NOW - EXPIRY_HORIZON - dt.timedelta(minutes=1)


def _judge(next_article: int | None, count: int, low: int, high: int, last_high: int | None = 5000,
           last_look: dt.datetime | None = RECENT):  # type: ignore[no-untyped-def]
    return judge(next_article=next_article, count=count, low=low, high=high, last_high=last_high,
                 last_look=last_look, now=NOW)


@pytest.mark.parametrize(("count", "low", "high", "why"), [
    (4000, 1, 5200, "new posts above the watermark"),
    (4000, 1, 4999, "the high exactly at our watermark: nothing new, nothing taken back"),
    (3000, 2500, 5100, "old articles expired below the watermark"),
    (100, 5001, 5100, "everything we knew expired, the next number exists: low = known high + 1"),
    (0, 0, 0, "an empty group reported as 0 0 0"),
    (0, 5101, 5100, "an empty group reported as high = low - 1"),
    (0, 10, 3, "an empty group with nonsense bounds"),
])
def test_what_is_not_renumbering(count: int, low: int, high: int, why: str) -> None:
    assert _judge(5000, count, low, high) is None, why


def test_before_the_first_pass_there_is_nothing_to_compare() -> None:
    assert _judge(None, 100, 1, 50, last_high=None, last_look=None) is None


@pytest.mark.parametrize(("low", "high"), [(1, 4998), (1, 120), (1, 1)])
def test_a_high_below_our_watermark_is_renumbering_down(low: int, high: int) -> None:
    found = _judge(5000, high - low + 1, low, high)
    assert found is not None and found.kind is RenumberKind.HIGH_BELOW_WATERMARK
    assert (found.watermark, found.server_high) == (4999, high)
    assert "renumbered down" in found.describe() and str(high) in found.describe()


def test_a_high_below_the_watermark_is_renumbering_however_long_ago_we_looked() -> None:
    found = _judge(5000, 10, 1, 10, last_look=LONG_AGO)
    assert found is not None and found.kind is RenumberKind.HIGH_BELOW_WATERMARK


def test_a_low_past_everything_known_since_a_recent_look_is_renumbering_up() -> None:
    found = _judge(5000, 5000, 1_000_000, 1_005_000)
    assert found is not None and found.kind is RenumberKind.LOW_PAST_KNOWN_HIGH
    assert found.known_high == 5000 and "renumbered up" in found.describe()
    assert found.as_dict()["last_look"] == RECENT.isoformat()


def test_the_known_high_is_the_larger_of_our_watermark_and_the_last_recorded_high() -> None:
    # The catch-up read past the high recorded at the pass start: our watermark is the known high.
    assert _judge(9001, 100, 9001, 9100, last_high=5000) is None
    found = _judge(9001, 100, 9100, 9200, last_high=5000)
    assert found is not None and found.known_high == 9000


def test_a_low_past_everything_known_after_a_long_absence_is_expiry() -> None:
    assert _judge(5000, 100, 1_000_000, 1_000_100, last_look=LONG_AGO) is None
    assert _judge(5000, 100, 1_000_000, 1_000_100, last_look=None) is None
