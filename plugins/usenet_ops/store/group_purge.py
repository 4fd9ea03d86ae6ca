"""A group's crawl state and releases, read and removed for the group purge (the seed's groups-purge).

Staging is purged by each backend (``staging_pg.purge_group``,
``RedisStaging.purge_group``); this module holds the rest: coverage, backfill
partitions, the fence, and on request the group's releases.

Invariants kept here:
- coverage goes, the watermark stays: the forward crawl carries on where it
  was and the backfill, which plans the gap complement of coverage, reads
  the group's history again (nothing below the watermark is lost for good);
- the fence token of every (backbone, group) row is bumped in the same
  transaction, so a crawl or backfill task of the group that is running now
  (holding the old token) writes nothing more: no coverage reappears from a
  batch that read before the purge;
- releases are deleted a chunk per transaction (their health, grabs and
  probes go with them, ON DELETE CASCADE), only those whose MAIN group (the
  first of ``groups``, the crosspost rule's group) is this one.
"""

from __future__ import annotations

from typing import Any

from usenet_ops.store.db import Conn, one

RELEASE_CHUNK = 1000


def preview(conn: Conn, group: str) -> dict[str, Any]:
    """Return what a purge of ``group`` would remove from Postgres (staging is counted by each backend)."""
    row = one(conn.execute(
        """SELECT (SELECT count(*) FROM usenet.coverage WHERE group_name = %(g)s) AS coverage_ranges,
                  (SELECT COALESCE(sum(hi - lo + 1), 0) FROM usenet.coverage WHERE group_name = %(g)s) AS covered,
                  (SELECT count(*) FROM usenet.backfill_partitions WHERE group_name = %(g)s) AS partitions,
                  (SELECT count(*) FROM usenet.releases WHERE groups @> ARRAY[%(g)s]::text[]
                                                          AND groups[1] = %(g)s) AS releases,
                  (SELECT count(*) FROM usenet.releases WHERE groups @> ARRAY[%(g)s]::text[]
                                                          AND groups[1] <> %(g)s) AS crossposted,
                  EXISTS (SELECT 1 FROM usenet.newsgroups WHERE name = %(g)s) AS curated,
                  EXISTS (SELECT 1 FROM usenet.group_state WHERE group_name = %(g)s) AS crawled""",
        {"g": group}))
    return {k: (int(v) if isinstance(v, int) and not isinstance(v, bool) else v) for k, v in row.items()}


def forget_coverage(conn: Conn, group: str) -> dict[str, int]:
    """Delete ``group``'s coverage and backfill partitions and fence out its running tasks, in ONE transaction."""
    with conn.transaction():
        fenced = conn.execute(
            """UPDATE usenet.group_state SET fence_token = fence_token + 1, fence_owner = 'purge',
                      fence_taken_at = now()
               WHERE group_name = %s""", (group,)).rowcount
        ranges = conn.execute("DELETE FROM usenet.coverage WHERE group_name = %s", (group,)).rowcount
        partitions = conn.execute("DELETE FROM usenet.backfill_partitions WHERE group_name = %s", (group,)).rowcount
    return {"coverage_ranges": ranges, "partitions": partitions, "fenced": fenced}


def delete_releases(conn: Conn, group: str) -> dict[str, Any]:
    """Delete the releases whose main group is ``group``, a chunk per transaction; return {releases, sample}."""
    deleted = 0
    sample: list[str] = []
    while True:
        with conn.transaction():
            rows = conn.execute(
                """DELETE FROM usenet.releases WHERE id IN (
                       SELECT id FROM usenet.releases WHERE groups @> ARRAY[%s]::text[] AND groups[1] = %s
                       ORDER BY id LIMIT %s FOR UPDATE SKIP LOCKED)
                   RETURNING title""", (group, group, RELEASE_CHUNK)).fetchall()
        deleted += len(rows)
        sample += [r["title"] for r in rows[: max(0, 5 - len(sample))]]
        if len(rows) < RELEASE_CHUNK:
            return {"releases": deleted, "sample": sample}
