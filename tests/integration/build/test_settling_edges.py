"""Uncounted sets at a backfill partition's edge settle only when the history below them is covered (issue 17 item 4)."""

from __future__ import annotations

import dataclasses

from stagedsets import GROUP, complete_set

from usenet_ops.store import building, staging


def _uncounted(first_article: int) -> list:
    """A set without [i/N]: each file complete, no total, so it settles rather than turns ready."""
    return [dataclasses.replace(f, file_total=0, file_index=0) for f in complete_set("Edge.Case", first_article=first_article)]


def _stage_at(db, files, covered: tuple[int, int]) -> None:
    fence = staging.take_fence(db, "bb", GROUP, "test")
    staging.stage_batch(db, backbone="bb", group=GROUP, fence=fence, files=files, covered=covered,
                        next_article=covered[1] + 1)
    db.execute("UPDATE usenet.group_state SET server_low = 1, server_high = %s WHERE backbone = 'bb'",
               (covered[1] + 1000,))
    db.execute("UPDATE usenet.staged_sets SET last_seen = now() - interval '1 hour'")


def _buildable(db, history: bool) -> list[str]:
    with db.transaction():
        return building.lock_ready(db, 10, grace_min=15, history=history)


def test_a_set_at_the_forward_crawls_first_article_waits_for_the_partition_below(db) -> None:
    files = _uncounted(first_article=5000)
    # The forward crawl's first pass started right at the set: nothing below it was read yet.
    _stage_at(db, files, covered=(5000, 9000))
    assert db.execute("SELECT status FROM usenet.staged_sets").fetchone()["status"] == "settling"
    assert _buildable(db, history=True) == [], "the history below may still hold files of this upload"
    assert len(_buildable(db, history=False)) == 1, "with the backfill off nothing below will ever be read"
    # The backfill covers the partition below: the set settles.
    staging.add_coverage(db, "bb", GROUP, 3000, 4999)
    assert len(_buildable(db, history=True)) == 1


def test_an_idle_set_settles_after_a_day_even_with_its_edge_uncovered(db) -> None:
    _stage_at(db, _uncounted(first_article=5000), covered=(5000, 9000))
    db.execute("UPDATE usenet.staged_sets SET last_seen = now() - interval '25 hours'")
    assert len(_buildable(db, history=True)) == 1
