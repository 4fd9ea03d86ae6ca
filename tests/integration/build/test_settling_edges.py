"""Uncounted sets at a backfill partition's edge settle only when the history below them is covered (issue 17 item 4)."""

from __future__ import annotations

import dataclasses

from stagedsets import GROUP, complete_set
from staging_view import age

from usenet_ops.store import crawl_state


def _uncounted(first_article: int) -> list:
    """A set without [i/N]: each file complete, no total, so it settles rather than turns ready."""
    return [dataclasses.replace(f, file_total=0, file_index=0) for f in complete_set("Edge.Case", first_article=first_article)]


def _stage_at(db, backend, files, covered: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    fence = crawl_state.take_fence(db, "bb", GROUP, "test")
    backend.stage_batch(db, backbone="bb", group=GROUP, fence=fence, files=files, covered=covered,
                        next_article=covered[1] + 1)
    db.execute("UPDATE usenet.group_state SET server_low = 1, server_high = %s WHERE backbone = 'bb'",
               (covered[1] + 1000,))
    age(db, backend, 3600)


def _buildable(db, backend, history: bool) -> list[str]:  # type: ignore[no-untyped-def]
    """Return what a build would claim now (the claim is given back at once)."""
    with backend.claim_ready(db, 10, grace_min=15, history=history) as claim:
        return list(claim.ids)


def test_a_set_at_the_forward_crawls_first_article_waits_for_the_partition_below(db, staging_backend) -> None:
    files = _uncounted(first_article=5000)
    # The forward crawl's first pass started right at the set: nothing below it was read yet.
    _stage_at(db, staging_backend, files, covered=(5000, 9000))
    assert staging_backend.census(db).settling == 1
    assert _buildable(db, staging_backend, history=True) == [], "the history below may still hold files of this upload"
    assert len(_buildable(db, staging_backend, history=False)) == 1, \
        "with the backfill off nothing below will ever be read"
    # The backfill covers the partition below: the set settles.
    crawl_state.add_coverage(db, "bb", GROUP, 3000, 4999)
    assert len(_buildable(db, staging_backend, history=True)) == 1


def test_an_idle_set_settles_after_a_day_even_with_its_edge_uncovered(db, staging_backend) -> None:
    _stage_at(db, staging_backend, _uncounted(first_article=5000), covered=(5000, 9000))
    age(db, staging_backend, 25 * 3600)
    assert len(_buildable(db, staging_backend, history=True)) == 1


def test_a_set_the_crawl_has_not_read_past_waits_on_both_backends(db, staging_backend) -> None:
    """Not yet SETTLE_MARGIN articles past it and not idle past the grace: neither backend settles it."""
    _stage_at(db, staging_backend, _uncounted(first_article=5000), covered=(1, 9000))
    db.execute("UPDATE usenet.group_state SET next_article = %s WHERE backbone = 'bb'", (5000 + 3 * 3 + 50,))
    age(db, staging_backend, 60)
    assert _buildable(db, staging_backend, history=False) == []
    age(db, staging_backend, 3600)
    assert len(_buildable(db, staging_backend, history=False)) == 1
