"""Postgres repositories for the junk rules, blacklist, filter counters and poster watch.

Invariants kept here:
- seeding is idempotent: the TSV owns what a rule IS (name, kind, pattern,
  stage, size band, reason) and refreshes it on every seed; the operator owns
  whether it runs and where (enabled, position), which a reseed never touches;
- counters are written in bulk, one statement per batch (never one per
  article): the crawl calls this once per overview batch;
- rule counters (bounded, lifetime, read whole) and instrument counters
  (unbounded, paged by kind, pruned on the diagnostics horizon) live in two
  tables so the cost of reading one never grows with the other.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path
from typing import Any

from usenet_ops.domain import junk
from usenet_ops.domain.blacklist import Blacklist, BlacklistRule, check_rule
from usenet_ops.domain.posters import PosterWatch, normalise_pattern
from usenet_ops.store import db, junk_samples
from usenet_ops.store.db import Conn, Executes


class FilterStoreError(RuntimeError):
    """A filter change was refused; the message says what to do instead."""


class RuleFamily(Enum):
    """Which configured rule set a rule counter belongs to."""

    JUNK = "junk"
    BLACKLIST = "blacklist"


def default_tsv() -> Path:
    """Return the shipped rules file (include/seed/junk_rules.tsv)."""
    return db.include_dir() / "seed" / "junk_rules.tsv"


# --- junk rules -------------------------------------------------------------


# The advisory lock key of rule seeding (pg_advisory_xact_lock): "jrseed" in ASCII.
_SEED_LOCK = 0x6A7273656564


def seed_rules(conn: Conn, path: Path | None = None) -> int:
    """Insert or refresh the shipped rules from the TSV; return how many rows changed.

    Safe to run on every start: operator edits to enabled/position survive. Safe to run from several
    processes at once (a fresh install's first pass starts crawl and build tasks together, each seeding the empty
    table): an advisory lock serialises them, because ``ON CONFLICT (id)`` does not arbitrate the unique name, and
    two concurrent inserts of one rule failed the later one on ``junk_rules_name_key``.
    """
    rules = junk.load_tsv(path or default_tsv())
    changed = 0
    with conn.transaction():
        conn.execute("SELECT pg_advisory_xact_lock(%s)", (_SEED_LOCK,))
        for r in rules:
            cur = conn.execute(
                """INSERT INTO junk_rules (id, name, kind, pattern, stage, size_band, enabled, position, reason, scope)
                   VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s)
                   ON CONFLICT (id) DO UPDATE SET
                       name = EXCLUDED.name, kind = EXCLUDED.kind, pattern = EXCLUDED.pattern,
                       stage = EXCLUDED.stage, size_band = EXCLUDED.size_band, reason = EXCLUDED.reason,
                       scope = EXCLUDED.scope, updated_at = now()
                   WHERE (junk_rules.name, junk_rules.kind, junk_rules.pattern, junk_rules.stage,
                          junk_rules.size_band, junk_rules.reason, junk_rules.scope)
                      IS DISTINCT FROM (EXCLUDED.name, EXCLUDED.kind, EXCLUDED.pattern, EXCLUDED.stage,
                          EXCLUDED.size_band, EXCLUDED.reason, EXCLUDED.scope)""",
                (r.id, r.name, r.kind.value, r.pattern, r.stage.value,
                 str(r.size_band) if r.size_band else "-", r.enabled, r.order, r.reason, r.scope.value),
            )
            changed += cur.rowcount
    return changed


def has_rules(conn: Conn) -> bool:
    """Return whether junk_rules holds any row (a fresh install holds none until seeded)."""
    return conn.execute("SELECT 1 FROM usenet.junk_rules LIMIT 1").fetchone() is not None


def load_rules(conn: Conn) -> list[junk.JunkRule]:
    """Return every stored rule in evaluation order.

    A row whose size band cannot be parsed becomes a rule the engine reports
    as a problem (it keeps its place; the others keep working).
    """
    rows = conn.execute(
        "SELECT id, name, kind, pattern, stage, size_band, enabled, position, reason, scope FROM junk_rules"
        " ORDER BY position, id"
    ).fetchall()
    out: list[junk.JunkRule] = []
    for row in _dicts(rows):
        try:
            band = junk.parse_size_band(row["size_band"])
        except junk.RuleError:
            band = junk.SizeBand(0, 0)  # matches no size: fail closed
        out.append(
            junk.JunkRule(
                id=row["id"], name=row["name"], kind=junk.RuleKind(row["kind"]), pattern=row["pattern"],
                stage=junk.Stage(row["stage"]), size_band=band, enabled=row["enabled"],
                order=row["position"], reason=row["reason"], scope=_scope(row["scope"]),
            )
        )
    return out


def _scope(value: str) -> junk.Scope:
    try:
        return junk.Scope(value)
    except ValueError:
        return junk.Scope.TITLE


def load_engine(conn: Conn) -> junk.JunkEngine:
    """Return the stored rules' engine (problems are reported on it), compiled once per set of rules."""
    return junk.engine_for(load_rules(conn))


def rules_version(conn: Conn) -> str:
    """Return a fingerprint of everything that shapes the engine; it changes on any edit.

    A digest of the rows rather than max(updated_at): two edits can share a
    timestamp, and a refresh that misses one would keep running old rules.
    """
    row = conn.execute(
        """SELECT md5(coalesce(string_agg(
                  concat_ws(chr(31), id, name, kind, pattern, stage, size_band, enabled, position, reason, scope),
                  chr(30) ORDER BY id), '')) AS v
           FROM junk_rules"""
    ).fetchone()
    return str(_dict(row)["v"])


def new_holder(conn: Conn) -> junk.EngineHolder:
    """Build an EngineHolder loaded from the table (seed first on an empty table)."""
    return junk.EngineHolder(load_engine(conn), rules_version(conn))


def refresh(conn: Conn, holder: junk.EngineHolder) -> bool:
    """Reload the holder's engine if the rules changed since it was built; return whether it swapped.

    The new engine is compiled completely before the swap, so readers see
    either the old rules or the new ones, never a mixture.
    """
    version = rules_version(conn)
    if version == holder.version:
        return False
    holder.swap(load_engine(conn), version)
    return True


def _resolve_rule(conn: Conn, rule: str | int) -> dict:
    key = str(rule)
    row = conn.execute(
        "SELECT id, name, position FROM junk_rules WHERE name = %s OR id::text = %s", (key, key)
    ).fetchone()
    if row is None:
        raise FilterStoreError(f"no junk rule {key!r}; `usenet-ops filters list` shows ids and names")
    return _dict(row)


def set_enabled(conn: Conn, rule: str | int, enabled: bool) -> int:
    """Enable or disable a rule by id or name; return its id."""
    target = _resolve_rule(conn, rule)
    conn.execute("UPDATE junk_rules SET enabled = %s, updated_at = now() WHERE id = %s", (enabled, target["id"]))
    return int(target["id"])


def move_rule(conn: Conn, rule: str | int, position: int) -> list[int]:
    """Move a rule to a 1-based place in evaluation order; renumber all; return ids in the new order."""
    if position < 1:
        raise FilterStoreError("positions start at 1 (the first rule evaluated)")
    with conn.transaction():
        target = _resolve_rule(conn, rule)
        ids = [r["id"] for r in _dicts(conn.execute(
            "SELECT id FROM junk_rules ORDER BY position, id FOR UPDATE").fetchall())]
        ids.remove(target["id"])
        ids.insert(min(position, len(ids) + 1) - 1, target["id"])
        conn.execute(
            """UPDATE junk_rules r SET position = v.pos, updated_at = now()
               FROM unnest(%s::int[], %s::int[]) AS v(id, pos)
               WHERE r.id = v.id AND r.position IS DISTINCT FROM v.pos""",
            (ids, [10 * (i + 1) for i in range(len(ids))]),
        )
    return ids


@dataclass(frozen=True)
class RuleStat:
    """A rule as the operator sees it: place, lifetime hits, share and drift.

    drift = place in evaluation order minus place by hit volume (among
    enabled rules); a large positive drift is a high-volume rule sitting late.
    """

    rule: junk.JunkRule
    place: int
    hits: int
    share: float
    drift: int | None


def rule_stats(conn: Conn) -> list[RuleStat]:
    """Return every junk rule in evaluation order with its counters."""
    rules = load_rules(conn)
    hits = read_rule_hits(conn, RuleFamily.JUNK)
    total = sum(hits.get(r.id, 0) for r in rules)
    enabled = [r for r in rules if r.enabled]
    by_volume = sorted(enabled, key=lambda r: (-hits.get(r.id, 0), r.order, r.id))
    volume_place = {r.id: i + 1 for i, r in enumerate(by_volume)}
    order_place = {r.id: i + 1 for i, r in enumerate(enabled)}
    return [
        RuleStat(
            rule=r, place=i + 1, hits=hits.get(r.id, 0),
            share=(hits.get(r.id, 0) / total) if total else 0.0,
            drift=(order_place[r.id] - volume_place[r.id]) if r.enabled else None,
        )
        for i, r in enumerate(rules)
    ]


# --- filter counters --------------------------------------------------------


@dataclass
class HitCounts:
    """A batch's filter counters, accumulated in memory and written once.

    ``rules`` counts articles dropped per configured rule; ``instruments``
    counts observations (kind, key) with the first sample seen.
    """

    rules: Counter[tuple[RuleFamily, int]] = field(default_factory=Counter)
    instruments: dict[tuple[str, str], list] = field(default_factory=dict)
    # A few distinct titles per junk rule (store.junk_samples), written with the junk counts.
    junk_samples: dict[int, list[str]] = field(default_factory=dict)

    def add_rule(self, family: RuleFamily, rule_id: int, n: int = 1) -> None:
        self.rules[(family, rule_id)] += n

    def add_junk(self, hits: Mapping[int, int]) -> None:
        """Fold in a BatchEvaluator's per-rule article counts."""
        for rule_id, n in hits.items():
            self.rules[(RuleFamily.JUNK, rule_id)] += n

    def add_junk_samples(self, samples: Mapping[int, Iterable[str]]) -> None:
        """Fold in a batch's sample titles per junk rule (bounded per rule)."""
        junk_samples.merge_samples(self.junk_samples, samples)

    def observe(self, kind: str, key: str, sample: str = "", n: int = 1) -> None:
        entry = self.instruments.get((kind, key))
        if entry is None:
            self.instruments[(kind, key)] = [n, sample]
        else:
            entry[0] += n
            entry[1] = entry[1] or sample

    def __bool__(self) -> bool:
        return bool(self.rules) or bool(self.instruments)


def record_hits(conn: Executes, counts: HitCounts) -> None:
    """Write a batch's counters: one statement for rule counters, one for today's junk drops and samples
    (``store.junk_samples``, ingest stage), one for instruments."""
    junk_counts = {rule_id: n for (family, rule_id), n in counts.rules.items() if family is RuleFamily.JUNK}
    junk_samples.record(conn, junk.Stage.INGEST, junk_counts, counts.junk_samples)
    if counts.rules:
        keys = sorted(counts.rules, key=lambda k: (k[0].value, k[1]))
        conn.execute(
            """INSERT INTO filter_hits (kind, rule_id, hits)
               SELECT * FROM unnest(%s::text[], %s::bigint[], %s::bigint[])
               ON CONFLICT (kind, rule_id) DO UPDATE
               SET hits = filter_hits.hits + EXCLUDED.hits, last_seen = now()""",
            ([k[0].value for k in keys], [k[1] for k in keys], [counts.rules[k] for k in keys]),
        )
    if counts.instruments:
        keys2 = sorted(counts.instruments)
        conn.execute(
            """INSERT INTO filter_instruments (kind, key, count, sample)
               SELECT * FROM unnest(%s::text[], %s::text[], %s::bigint[], %s::text[])
               ON CONFLICT (kind, key) DO UPDATE
               SET count = filter_instruments.count + EXCLUDED.count,
                   sample = CASE WHEN filter_instruments.sample = '' THEN EXCLUDED.sample
                                 ELSE filter_instruments.sample END,
                   last_seen = now()""",
            ([k[0] for k in keys2], [k[1] for k in keys2],
             [counts.instruments[k][0] for k in keys2], [counts.instruments[k][1] for k in keys2]),
        )


def read_rule_hits(conn: Conn, family: RuleFamily) -> dict[int, int]:
    """Return lifetime hits per rule id for one family (the whole, bounded set)."""
    rows = conn.execute("SELECT rule_id, hits FROM filter_hits WHERE kind = %s", (family.value,)).fetchall()
    return {r["rule_id"]: r["hits"] for r in _dicts(rows)}


def reset_rule_hits(conn: Conn, family: RuleFamily | None = None, rule: str | int | None = None) -> list[dict[str, Any]]:
    """Zero rule counters (the seed's filter-reset); return what each held ({kind, rule_id, hits, first_seen}).

    ``rule`` names one rule (a junk rule by id or name, a blacklist rule by
    id; ``family`` says which); without it every counter of ``family`` (or
    of both families) is reset. The rows are deleted, not zeroed: a counter
    starts again at the next hit with a fresh ``first_seen``, so "since"
    stays true. The caller records the returned totals (the audit row), the
    only place the old lifetime figures survive.
    """
    if rule is not None:
        if family is None:
            raise FilterStoreError("say which family the rule is in: junk or blacklist")
        if family is RuleFamily.JUNK:
            rule_id = int(_resolve_rule(conn, rule)["id"])
        else:
            try:
                rule_id = int(rule)
            except ValueError:
                raise FilterStoreError(f"a blacklist rule is named by its id, not {str(rule)[:60]!r}; "
                                       "`usenet-ops blacklist list` shows them") from None
            if conn.execute("SELECT 1 FROM blacklist WHERE id = %s", (rule_id,)).fetchone() is None:
                raise FilterStoreError(f"no blacklist rule {rule_id}; `usenet-ops blacklist list` shows them")
        rows = conn.execute("DELETE FROM filter_hits WHERE kind = %s AND rule_id = %s"
                            " RETURNING kind, rule_id, hits, first_seen", (family.value, rule_id)).fetchall()
        return _dicts(rows) or [{"kind": family.value, "rule_id": rule_id, "hits": 0, "first_seen": None}]
    kinds = [family.value] if family is not None else [f.value for f in RuleFamily]
    rows = conn.execute("DELETE FROM filter_hits WHERE kind = ANY(%s) RETURNING kind, rule_id, hits, first_seen",
                        (kinds,)).fetchall()
    return sorted(_dicts(rows), key=lambda r: (r["kind"], r["rule_id"]))


@dataclass(frozen=True)
class Instrument:
    """One instrument counter row."""

    kind: str
    key: str
    count: int
    sample: str
    first_seen: Any
    last_seen: Any


def list_instruments(
    conn: Conn, kind: str, *, limit: int = 100, after: tuple[int, str] | None = None
) -> list[Instrument]:
    """Return one page of a kind's instrument counters, busiest first.

    ``after`` is the (count, key) of the previous page's last row (keyset
    paging on the (kind, count DESC, key) index; no OFFSET scans).
    """
    if after is None:
        rows = conn.execute(
            """SELECT kind, key, count, sample, first_seen, last_seen FROM filter_instruments
               WHERE kind = %s ORDER BY count DESC, key LIMIT %s""",
            (kind, limit),
        ).fetchall()
    else:
        rows = conn.execute(
            """SELECT kind, key, count, sample, first_seen, last_seen FROM filter_instruments
               WHERE kind = %s AND (count < %s OR (count = %s AND key > %s))
               ORDER BY count DESC, key LIMIT %s""",
            (kind, after[0], after[0], after[1], limit),
        ).fetchall()
    return [Instrument(**r) for r in _dicts(rows)]


def prune_instruments(conn: Conn, horizon_days: int) -> int:
    """Delete instrument counters not seen within the horizon; return rows deleted.

    Rule counters are never pruned: they are bounded and their lifetime
    totals are the point.
    """
    if horizon_days < 1:
        raise FilterStoreError("the diagnostics horizon must be at least 1 day")
    cur = conn.execute(
        "DELETE FROM filter_instruments WHERE last_seen < now() - make_interval(days => %s)", (horizon_days,)
    )
    return cur.rowcount


# --- blacklist --------------------------------------------------------------


def add_blacklist(conn: Conn, field: str, pattern: str, note: str = "") -> int:
    """Add a blacklist rule after validating it; return its id (existing id when already present)."""
    problem = check_rule(field, pattern)
    if problem is not None:
        raise FilterStoreError(f"refused: {problem}")
    row = conn.execute(
        """INSERT INTO blacklist (field, pattern, note) VALUES (%s, %s, %s)
           ON CONFLICT (field, pattern) DO UPDATE SET enabled = true
           RETURNING id""",
        (field, pattern, note),
    ).fetchone()
    return int(_dict(row)["id"])


def remove_blacklist(conn: Conn, rule_id: int) -> bool:
    """Delete a blacklist rule and its counter; return whether it existed."""
    with conn.transaction():
        cur = conn.execute("DELETE FROM blacklist WHERE id = %s", (rule_id,))
        conn.execute("DELETE FROM filter_hits WHERE kind = 'blacklist' AND rule_id = %s", (rule_id,))
    return cur.rowcount > 0


def load_blacklist_rules(conn: Conn) -> list[BlacklistRule]:
    """Return every stored blacklist rule."""
    rows = conn.execute("SELECT id, field, pattern, enabled, note FROM blacklist ORDER BY id").fetchall()
    return [BlacklistRule(**r) for r in _dicts(rows)]


def load_blacklist(conn: Conn) -> Blacklist:
    """Compile the stored blacklist (bad rows are isolated into ``problems``)."""
    return Blacklist(load_blacklist_rules(conn))


# --- poster watch -----------------------------------------------------------


def watch_poster(conn: Conn, pattern: str, note: str = "") -> str:
    """Watch a poster pattern (idempotent); return the stored (lowercased) pattern."""
    try:
        value = normalise_pattern(pattern)
    except ValueError as exc:
        raise FilterStoreError(str(exc)) from exc
    conn.execute(
        "INSERT INTO poster_watch (pattern, note) VALUES (%s, %s) ON CONFLICT (pattern) DO NOTHING", (value, note)
    )
    return value


def unwatch_poster(conn: Conn, pattern: str) -> bool:
    """Stop watching a pattern (its tallies go with it); return whether it was watched."""
    cur = conn.execute("DELETE FROM poster_watch WHERE pattern = %s", (pattern.strip().lower(),))
    return cur.rowcount > 0


def load_poster_watch(conn: Conn) -> PosterWatch:
    """Return a PosterWatch over the watched patterns."""
    return PosterWatch(r["pattern"] for r in _dicts(conn.execute("SELECT pattern FROM poster_watch").fetchall()))


def flush_poster_watch(conn: Conn, watch: PosterWatch) -> int:
    """Write and clear a watch's tallies in one statement; return how many tallies were written.

    Tallies for a pattern unwatched meanwhile are dropped (the statement
    joins on poster_watch), never an error on the ingest path.
    """
    tallies = watch.drain()
    if not tallies:
        return 0
    cur = conn.execute(
        """INSERT INTO poster_hits (pattern, stage, reason, count, sample)
           SELECT v.pattern, v.stage, v.reason, v.count, v.sample
           FROM unnest(%s::text[], %s::text[], %s::text[], %s::bigint[], %s::text[])
                AS v(pattern, stage, reason, count, sample)
           JOIN poster_watch w ON w.pattern = v.pattern
           ON CONFLICT (pattern, stage, reason) DO UPDATE
           SET count = poster_hits.count + EXCLUDED.count,
               sample = CASE WHEN poster_hits.sample = '' THEN EXCLUDED.sample ELSE poster_hits.sample END,
               last_seen = now()""",
        ([t.pattern for t in tallies], [t.stage for t in tallies], [t.reason for t in tallies],
         [t.count for t in tallies], [t.sample for t in tallies]),
    )
    return cur.rowcount


def poster_report(conn: Conn, pattern: str | None = None) -> list[dict]:
    """Return watched patterns with their tallies (a watched pattern with no tallies appears with none)."""
    rows = conn.execute(
        """SELECT w.pattern, w.note, h.stage, h.reason, h.count, h.sample, h.first_seen, h.last_seen
           FROM poster_watch w LEFT JOIN poster_hits h ON h.pattern = w.pattern
           WHERE %s::text IS NULL OR w.pattern = %s
           ORDER BY w.pattern, h.stage, h.count DESC NULLS LAST, h.reason""",
        (pattern.strip().lower() if pattern else None, pattern.strip().lower() if pattern else None),
    ).fetchall()
    return _dicts(rows)


def _dict(row: Any) -> dict:
    if row is None or isinstance(row, dict):
        return row  # type: ignore[return-value]  # None only where the caller allows it
    raise FilterStoreError("the filters store needs a dict-row connection; open it with usenet_ops.store.db.connect")


def _dicts(rows: Iterable[Any]) -> list[dict]:
    return [_dict(r) for r in rows]


def set_blacklist_enabled(conn: Conn, rule_id: int, enabled: bool) -> bool:
    """Enable or disable a blacklist rule (its counter is kept); return whether it exists."""
    cur = conn.execute("UPDATE blacklist SET enabled = %s WHERE id = %s", (enabled, rule_id))
    return cur.rowcount > 0
