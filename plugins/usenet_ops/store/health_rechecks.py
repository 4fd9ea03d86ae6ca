"""Health recheck requests (table ``usenet.health_rechecks``): a person asked for one release to be checked again.

The seed's recheck button: the request is queued, taken first by the next
health pass whatever the release's due date, and answered by that pass.

Invariants kept here:
- one row per release: asking again while a request is pending keeps the
  earlier time (the queue position), asking after it was serviced starts a
  new request;
- a request is serviced on a backbone once that backbone's ``release_checks``
  row was attempted at or after ``requested_at``: a verdict, or a stamp
  (the seed's row skip, "we genuinely cannot tell", clears the request too).
  A transport or pool skip writes no row, so the request stays queued: that
  check never happened. The health pass writes nothing of its own here.
- the queue a pass reads is bounded by its ``limit`` and by the requests
  (a few rows a person made), never a scan of ``release_checks``.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from usenet_ops.store.db import Conn

# A request that was never serviced on a backbone is dropped from that backbone's queue after this long: the release
# is on a backbone nobody checks any more (a provider removed), and it must not lead every plan forever.
PENDING_DAYS = 30


class RecheckError(ValueError):
    """A recheck request was refused; the message says what to do."""


@dataclass(frozen=True)
class Recheck:
    """One release's recheck request and where it stands."""

    release_id: int
    guid: str
    title: str
    requested_at: dt.datetime
    requested_by: str
    source: str
    serviced_on: tuple[str, ...]  # backbones that checked it since the request

    @property
    def state(self) -> str:
        """Return "queued" until some backbone checked the release after the request, then "checked"."""
        return "checked" if self.serviced_on else "queued"


_STATE = """
SELECT q.release_id, r.content_hash AS guid, r.title, q.requested_at, q.requested_by, q.source,
       ARRAY(SELECT c.backbone FROM usenet.release_checks c
             WHERE c.release_id = q.release_id AND c.attempted_at >= q.requested_at ORDER BY c.backbone) AS serviced_on
FROM usenet.health_rechecks q JOIN usenet.releases r ON r.id = q.release_id"""


def _recheck(row: dict[str, Any]) -> Recheck:
    return Recheck(int(row["release_id"]), row["guid"], row["title"], row["requested_at"], row["requested_by"],
                   row["source"], tuple(row["serviced_on"] or ()))


def request(conn: Conn, guid: str, *, by: str, source: str) -> Recheck:
    """Queue a recheck of the release with this guid; return the request (an earlier pending one keeps its place).

    Raises RecheckError when no release has this guid.
    """
    conn.execute(
        """WITH r AS (SELECT id FROM usenet.releases WHERE content_hash = %(guid)s)
           INSERT INTO usenet.health_rechecks AS q (release_id, requested_by, source)
           SELECT id, %(by)s, %(source)s FROM r
           ON CONFLICT (release_id) DO UPDATE
           SET requested_at = now(), requested_by = EXCLUDED.requested_by, source = EXCLUDED.source
           WHERE EXISTS (SELECT 1 FROM usenet.release_checks c
                         WHERE c.release_id = q.release_id AND c.attempted_at >= q.requested_at)""",
        {"guid": guid, "by": by[:200], "source": source},
    )
    found = state(conn, guid)
    if found is None:
        raise RecheckError(f"no release has the guid {guid[:80]!r}; the API's search or the Builder tab shows guids")
    return found


def state(conn: Conn, guid: str) -> Recheck | None:
    """Return the recheck request of the release with this guid, None when none was ever made."""
    row = conn.execute(_STATE + " WHERE r.content_hash = %s", (guid,)).fetchone()
    return _recheck(row) if row else None


def recent(conn: Conn, *, limit: int = 20) -> list[Recheck]:
    """Return the newest requests (queued and answered), newest first."""
    return [_recheck(r) for r in conn.execute(_STATE + " ORDER BY q.requested_at DESC LIMIT %s", (limit,))]


def queued_count(conn: Conn) -> int:
    """Return how many requests no backbone has answered yet."""
    row = conn.execute(
        """SELECT count(*) AS n FROM usenet.health_rechecks q
           WHERE NOT EXISTS (SELECT 1 FROM usenet.release_checks c
                             WHERE c.release_id = q.release_id AND c.attempted_at >= q.requested_at)""").fetchone()
    return int(row["n"]) if row else 0


_PENDING = """
SELECT q.release_id FROM usenet.health_rechecks q
WHERE q.requested_at > now() - make_interval(days => %(days)s)
  AND NOT EXISTS (SELECT 1 FROM usenet.release_checks c
                  WHERE c.release_id = q.release_id AND c.backbone = %(bb)s AND c.attempted_at >= q.requested_at)"""


def pending(conn: Conn, backbone: str, *, limit: int) -> list[int]:
    """Return up to ``limit`` release ids whose request ``backbone`` has not answered, oldest request first."""
    return [int(r["release_id"]) for r in conn.execute(
        _PENDING + " ORDER BY q.requested_at, q.release_id LIMIT %(limit)s",
        {"bb": backbone, "days": PENDING_DAYS, "limit": max(0, limit)})]


def pending_among(conn: Conn, backbone: str, release_ids: Sequence[int]) -> set[int]:
    """Return which of ``release_ids`` still wait for ``backbone`` to answer their request."""
    if not release_ids:
        return set()
    return {int(r["release_id"]) for r in conn.execute(
        _PENDING + " AND q.release_id = ANY(%(ids)s)",
        {"bb": backbone, "days": PENDING_DAYS, "ids": list(release_ids)})}
