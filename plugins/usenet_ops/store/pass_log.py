"""The pass log: one row per crawl of a group (``crawl_passes``) and per build pass (``build_passes``).

The crawl writes its own rows (store/telemetry.py); this module holds the
build pass's row and the reads that decide whether a crawl is due or late.
"""

from __future__ import annotations

import datetime as dt
import enum
import json
from collections.abc import Mapping
from dataclasses import dataclass

from usenet_ops.store.db import Conn, one


class PassState(str, enum.Enum):
    """How a pass without states of its own ended: build, health, probes, tag fill (``build_passes.state``, ...)."""

    DONE = "done"
    FAILED = "failed"


def crawl_started_within(conn: Conn, minutes: int) -> bool:
    """Return whether a crawl pass started less than ``minutes`` ago (database clock)."""
    row = conn.execute(
        "SELECT max(started_at) > now() - make_interval(mins => %s) AS recent FROM usenet.crawl_passes",
        (minutes,),
    ).fetchone()
    return bool(row and row["recent"])


@dataclass(frozen=True)
class CrawlActivity:
    """Whether the crawl keeps starting: active groups, the last start, and whether that is late."""

    active_groups: int
    last_started: dt.datetime | None
    late: bool


def crawl_activity(conn: Conn, *, late_after_min: int) -> CrawlActivity:
    """Return the crawl's activity; ``late`` only when groups are active and a pass ever started."""
    row = one(conn.execute(
        """SELECT (SELECT count(*) FROM usenet.newsgroups WHERE active) AS active,
                  (SELECT max(started_at) FROM usenet.crawl_passes) AS last"""))
    late = False
    if row["active"] and row["last"] is not None:
        late = one(conn.execute("SELECT %s < now() - make_interval(mins => %s) AS late",
                                (row["last"], late_after_min)))["late"]
    return CrawlActivity(active_groups=int(row["active"]), last_started=row["last"], late=bool(late))


def start_build_pass(conn: Conn, run_id: str) -> int:
    """Open a build pass row; return its id."""
    return int(one(conn.execute("INSERT INTO usenet.build_passes (run_id) VALUES (%s) RETURNING id", (run_id,)))["id"])


def finish_build_pass(conn: Conn, pass_id: int, *, rounds: int, candidates: int, built: int, segments: int,
                      outcomes: Mapping[str, int], ready_left: int, seconds: float, state: PassState) -> None:
    """Close a build pass row with its counts; ``staged_left`` is read from staging_counts at close."""
    conn.execute(
        """UPDATE usenet.build_passes SET finished_at = now(), rounds = %s, candidates = %s, built = %s,
                  segments = %s, outcomes = %s::jsonb, ready_left = %s, seconds = %s, state = %s,
                  staged_left = (SELECT COALESCE(sum(segments), 0) FROM usenet.staging_counts)
           WHERE id = %s""",
        (rounds, candidates, built, segments, json.dumps(dict(outcomes)), ready_left, seconds, state.value, pass_id),
    )
