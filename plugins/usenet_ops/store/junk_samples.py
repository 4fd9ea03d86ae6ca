"""Per-day drops and sample titles of each junk rule (table junk_samples, migration 122).

What ``usenet-ops filters audit --days N`` reads (``domain.junk_traffic``
summarises it). Ingest writes it beside ``filter_hits`` (``filters.record_hits``,
inside the staging transaction), the build beside ``build_outcomes`` (inside
the chunk's transaction).

Invariants kept here:

1. One statement per write (a staging transaction, a build chunk), never one
   per article or per release.
2. A row holds at most ``SAMPLES_PER_DAY`` distinct samples (the first ones
   of its day), each at most ``SAMPLE_CHARS`` characters and free of what
   Postgres refuses (NUL, lone surrogates) or a terminal misreads (controls):
   a hostile title can neither grow the table nor fail the statement, and
   with it the staging transaction it rides in.
3. Counts commit with what they count, so they are counted exactly as often
   as ``filter_hits`` (ingest) and ``build_outcomes`` (build) are: a rolled
   back batch or chunk counts nothing, a batch re-read after a crash before
   its commit counts once. Where those counters count twice (a quarantined
   range retried, a Redis-staged chunk built again after a crash between the
   Postgres COMMIT and the Redis delete), so does this.
"""

from __future__ import annotations

import datetime as dt
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from usenet_ops.domain import bounds, junk, junk_traffic
from usenet_ops.domain.junk_traffic import DayCount, TrafficReport
from usenet_ops.domain.text import strip_controls

if TYPE_CHECKING:
    from usenet_ops.store.db import Conn, Executes

SAMPLES_PER_DAY = 10
SAMPLE_CHARS = 300


def clean_sample(text: str) -> str:
    """Return a title fit to store and show: no control character, NUL or surrogate; at most SAMPLE_CHARS."""
    return bounds.cut_middle(strip_controls(text), SAMPLE_CHARS)


def merge_samples(into: dict[int, list[str]], samples: Mapping[int, Iterable[str]]) -> None:
    """Add samples to ``into``, keeping up to SAMPLES_PER_DAY distinct clean ones per rule (the first offered)."""
    for rule_id, texts in samples.items():
        kept = into.setdefault(rule_id, [])
        for text in texts:
            if len(kept) >= SAMPLES_PER_DAY:
                break
            text = clean_sample(text)
            if text and text not in kept:
                kept.append(text)


@dataclass
class Tally:
    """Drops per rule with a few distinct samples each, gathered in memory and written once."""

    counts: Counter[int] = field(default_factory=Counter)
    samples: dict[int, list[str]] = field(default_factory=dict)

    def add(self, rule_id: int, sample: str = "", n: int = 1) -> None:
        self.counts[rule_id] += n
        if sample:
            self.add_samples({rule_id: (sample,)})

    def add_samples(self, samples: Mapping[int, Iterable[str]]) -> None:
        merge_samples(self.samples, samples)

    def __bool__(self) -> bool:
        return bool(self.counts)


def record(conn: Executes, stage: junk.Stage, counts: Mapping[int, int], samples: Mapping[int, Sequence[str]],
           day: dt.date | None = None) -> None:
    """Add one write's drops and samples to the day's rows (one statement; nothing when nothing was dropped)."""
    rule_ids = sorted(r for r, n in counts.items() if n > 0)
    if not rule_ids:
        return
    sample_rules: list[int] = []
    sample_texts: list[str] = []
    for rule_id in rule_ids:
        kept: list[str] = []
        for text in samples.get(rule_id, ()):
            text = clean_sample(text)
            if text and text not in kept and len(kept) < SAMPLES_PER_DAY:
                kept.append(text)
        sample_rules += [rule_id] * len(kept)
        sample_texts += kept
    conn.execute(
        """WITH s AS (SELECT rule_id, array_agg(sample ORDER BY o) AS samples
                      FROM unnest(%s::bigint[], %s::text[]) WITH ORDINALITY AS s(rule_id, sample, o)
                      GROUP BY rule_id)
           INSERT INTO usenet.junk_samples AS j (day, stage, rule_id, count, samples)
           SELECT %s::date, %s, c.rule_id, c.count, coalesce(s.samples, '{}')
           FROM unnest(%s::bigint[], %s::bigint[]) AS c(rule_id, count) LEFT JOIN s USING (rule_id)
           ON CONFLICT (day, stage, rule_id) DO UPDATE SET
               count = j.count + EXCLUDED.count, last_seen = now(),
               samples = CASE WHEN cardinality(j.samples) >= %s THEN j.samples
                              ELSE ARRAY(SELECT u.x FROM unnest(j.samples || EXCLUDED.samples)
                                                         WITH ORDINALITY AS u(x, o)
                                         GROUP BY u.x ORDER BY min(u.o) LIMIT %s) END""",
        (sample_rules, sample_texts, day or today(), stage.value, rule_ids, [counts[r] for r in rule_ids],
         SAMPLES_PER_DAY, SAMPLES_PER_DAY),
    )


def record_tally(conn: Executes, stage: junk.Stage, tally: Tally, day: dt.date | None = None) -> None:
    """Write a Tally (see ``record``)."""
    record(conn, stage, tally.counts, tally.samples, day)


def today() -> dt.date:
    """Return the UTC day rows are written under (build_outcomes' day too)."""
    return dt.datetime.now(dt.UTC).date()


def read(conn: Conn, since: dt.date, rule_id: int | None = None) -> list[DayCount]:
    """Return the rows from ``since`` on (one rule's, or all), oldest first."""
    rows = conn.execute(
        """SELECT day, stage, rule_id, count, samples, first_seen, last_seen FROM usenet.junk_samples
           WHERE day >= %s AND (%s::bigint IS NULL OR rule_id = %s)
           ORDER BY day, stage, rule_id""",
        (since, rule_id, rule_id),
    ).fetchall()
    return [DayCount(day=r["day"], stage=r["stage"], rule_id=int(r["rule_id"]), count=int(r["count"]),
                     samples=tuple(r["samples"]), first_seen=r["first_seen"], last_seen=r["last_seen"])
            for r in rows]


def traffic(conn: Conn, rules: Mapping[int, junk.JunkRule], *, days: int, samples: int, only: int | None = None,
            now: dt.datetime | None = None) -> TrafficReport:
    """Return what each rule caught over the last ``days`` UTC days (``only``: that rule is reported even unhit).

    Every rule's rows are read (bounded: days x rules x two stages) so shares
    stay over all drops when one rule is asked for.
    """
    now = now or dt.datetime.now(dt.UTC)
    first, _ = junk_traffic.window(now.date(), days)
    midnight = dt.datetime.combine(now.date(), dt.time(), tzinfo=dt.UTC)
    include = [(only, rules[only].stage.value)] if only is not None and only in rules else []
    return junk_traffic.summarise(read(conn, first), today=now.date(), days=days,
                                  elapsed=(now - midnight).total_seconds() / 86400, samples=samples, include=include)
