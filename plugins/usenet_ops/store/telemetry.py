"""Crawl telemetry and state reads: rows any process can read live.

The crawl writes one ``crawl_passes`` row per group per task run, updated
every few seconds while it runs and closed with its summary, so status.json,
the CLI and the Airflow view show accurate numbers from any process.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from usenet_ops.store.db import Conn, one

if TYPE_CHECKING:
    from usenet_ops.domain.ingest import IngestFilters, IngestResult
    from usenet_ops.store.filters import HitCounts

@dataclass(frozen=True)
class PassFigures:
    """What a crawl pass has done so far, as its crawl_passes row records it.

    ``state`` is one of the crawl's state strings (done, missing, fenced,
    pressure, failed): a stable contract read by status.json and alerts.
    """

    state: str
    batches: int
    failed_batches: int
    articles: int
    staged: int
    duplicates: int
    dropped: Mapping[str, int]  # articles not staged, per reason
    wire_bytes: int
    backlog: int
    articles_per_sec: float
    message: str


def group_state(conn: Conn, backbone: str, group: str) -> dict[str, Any]:
    """Return the state row of (backbone, group) as a dict ({} when none)."""
    row = conn.execute(
        "SELECT * FROM usenet.group_state WHERE backbone = %s AND group_name = %s", (backbone, group)
    ).fetchone()
    return dict(row) if row else {}


def record_bounds(conn: Conn, backbone: str, group: str, *, low: int, high: int, count: int) -> None:
    """Store the server's GROUP bounds (low and high water marks, estimated count) for (backbone, group)."""
    conn.execute(
        """UPDATE usenet.group_state SET server_low = %s, server_high = %s, server_count = %s, bounds_at = now()
           WHERE backbone = %s AND group_name = %s""",
        (low, high, count, backbone, group),
    )


def start_crawl_pass(conn: Conn, run_id: str, provider: str, backbone: str, group: str) -> int:
    """Open a crawl_passes row; return its id."""
    row = one(conn.execute(
        """INSERT INTO usenet.crawl_passes (run_id, provider, backbone, group_name) VALUES (%s, %s, %s, %s)
           RETURNING id""",
        (run_id, provider, backbone, group),
    ))
    return int(row["id"])


def _write_pass(conn: Conn, pass_id: int, figures: PassFigures, *, finished: bool) -> None:
    f = figures
    conn.execute(
        """UPDATE usenet.crawl_passes SET batches = %s, failed_batches = %s, articles = %s, staged = %s,
                  duplicates = %s, dropped = %s::jsonb, wire_bytes = %s, backlog = %s, articles_per_sec = %s,
                  message = %s, updated_at = now(),
                  finished_at = CASE WHEN %s THEN now() ELSE finished_at END,
                  state = CASE WHEN %s THEN %s ELSE state END
           WHERE id = %s""",
        (f.batches, f.failed_batches, f.articles, f.staged, f.duplicates, json.dumps(dict(f.dropped)), f.wire_bytes,
         f.backlog, f.articles_per_sec, f.message, finished, finished, f.state, pass_id),
    )


def update_crawl_pass(conn: Conn, pass_id: int, figures: PassFigures) -> None:
    """Publish a running pass's progress."""
    _write_pass(conn, pass_id, figures, finished=False)


def finish_crawl_pass(conn: Conn, pass_id: int, figures: PassFigures) -> None:
    """Close a pass with its summary and final state."""
    _write_pass(conn, pass_id, figures, finished=True)


def filter_counts(results: Iterable[IngestResult]) -> HitCounts:
    """Return the batches' rule counters and instruments (staging writes them in the batches' transaction)."""
    from usenet_ops.store import filters as filter_store

    counts = filter_store.HitCounts()
    for result in results:
        counts.add_junk(result.junk_hits)
        counts.add_junk_samples(result.junk_samples)
        for rule_id, n in result.blacklist_hits.items():
            counts.add_rule(filter_store.RuleFamily.BLACKLIST, rule_id, n)
        if result.outcomes.get("parse_dropped"):
            counts.observe("parse_dropped", "overview", result.parse_sample or "", result.outcomes["parse_dropped"])
    return counts


def flush_poster_tallies(conn: Conn, filters: IngestFilters) -> None:
    """Write the poster tallies ingest has gathered since the last flush (one statement), if any."""
    from usenet_ops.store import filters as filter_store

    if filters.posters is not None and filters.posters.pending():
        filter_store.flush_poster_watch(conn, filters.posters)


def mark_stall(conn: Conn, backbone: str, group: str, stuck: bool) -> int:
    """Count consecutive passes without progress; return the current count."""
    row = conn.execute(
        """UPDATE usenet.group_state SET stalled_passes = CASE WHEN %s THEN stalled_passes + 1 ELSE 0 END
           WHERE backbone = %s AND group_name = %s RETURNING stalled_passes""",
        (stuck, backbone, group),
    ).fetchone()
    if row is None:
        return 0
    return int(row["stalled_passes"] if isinstance(row, dict) else row[0])
