"""The curated newsgroup list (table ``usenet.newsgroups``) and per-group crawl progress reads (history, stalls)."""

from __future__ import annotations

import datetime as dt
import enum
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from usenet_ops.store import db
from usenet_ops.store.db import Conn

_NAME = re.compile(r"^[a-z0-9][a-z0-9+_.-]*$")


class Tier(str, enum.Enum):
    """Crawl order class: tier decides ORDER, not entitlement."""

    CRITICAL = "critical"
    NORMAL = "normal"
    LOW = "low"


class GroupError(ValueError):
    """A group operation was refused; the message says why and what to do."""


@dataclass(frozen=True)
class Newsgroup:
    """One curated group and its tuning."""

    name: str
    active: bool
    tier: Tier
    manual_order: int
    crawl_depth_days: int | None
    throttle: int | None
    description: str


_COLUMNS = "name, active, tier, manual_order, crawl_depth_days, throttle, description"
_ORDER = "CASE tier WHEN 'critical' THEN 0 WHEN 'normal' THEN 1 ELSE 2 END, manual_order, name"


def _from_row(row: dict) -> Newsgroup:
    return Newsgroup(
        name=row["name"],
        active=row["active"],
        tier=Tier(row["tier"]),
        manual_order=row["manual_order"],
        crawl_depth_days=row["crawl_depth_days"],
        throttle=row["throttle"],
        description=row["description"],
    )


def validate_name(name: str) -> str:
    """Return the normalised group name or raise GroupError."""
    normalised = name.strip().lower()
    if not _NAME.match(normalised) or len(normalised) > 255:
        raise GroupError(f"{name!r} is not a valid newsgroup name (lowercase letters, digits and . + _ -)")
    return normalised


def read_seed(path: Path | None = None) -> list[tuple[str, Tier, int, str]]:
    """Parse include/seed/newsgroups.tsv into (name, tier, order, description)."""
    source = path or db.include_dir() / "seed" / "newsgroups.tsv"
    rows = []
    for lineno, line in enumerate(source.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        parts = line.split("\t")
        if len(parts) < 3:
            raise GroupError(f"{source.name}:{lineno}: expected name<TAB>tier<TAB>order[<TAB>description]")
        try:
            description = parts[3].strip() if len(parts) > 3 else ""
            rows.append((validate_name(parts[0]), Tier(parts[1].strip()), int(parts[2]), description))
        except ValueError as exc:
            raise GroupError(f"{source.name}:{lineno}: {exc}") from exc
    return rows


def seed(conn: Conn, path: Path | None = None) -> int:
    """Load the curated pack; keep existing rows untouched. Return how many were added."""
    rows = read_seed(path)
    cur = conn.execute(
        """INSERT INTO usenet.newsgroups (name, tier, manual_order, description)
           SELECT * FROM unnest(%s::text[], %s::text[], %s::int[], %s::text[])
           ON CONFLICT (name) DO NOTHING""",
        ([r[0] for r in rows], [r[1].value for r in rows], [r[2] for r in rows], [r[3] for r in rows]),
    )
    return cur.rowcount


def list_groups(conn: Conn, *, active_only: bool = False) -> list[Newsgroup]:
    """Return groups in crawl order (tier, then manual order, then name)."""
    where = "WHERE active" if active_only else ""
    rows = conn.execute(f"SELECT {_COLUMNS} FROM usenet.newsgroups {where} ORDER BY {_ORDER}").fetchall()
    return [_from_row(r) for r in rows]


def get(conn: Conn, name: str) -> Newsgroup | None:
    """Return one group, or None."""
    row = conn.execute(f"SELECT {_COLUMNS} FROM usenet.newsgroups WHERE name = %s", (validate_name(name),)).fetchone()
    return _from_row(row) if row else None


def add(conn: Conn, name: str, *, tier: Tier = Tier.NORMAL, manual_order: int = 0,
        description: str = "", active: bool = True) -> bool:
    """Add a group; return False when it already exists (nothing changed)."""
    cur = conn.execute(
        """INSERT INTO usenet.newsgroups (name, tier, manual_order, description, active)
           VALUES (%s, %s, %s, %s, %s) ON CONFLICT (name) DO NOTHING""",
        (validate_name(name), tier.value, manual_order, description, active),
    )
    return cur.rowcount == 1


_UNSET = object()


def tune(conn: Conn, name: str, *, active: bool | None = None, tier: Tier | None = None,
         manual_order: int | None = None, crawl_depth_days: object = _UNSET, throttle: object = _UNSET) -> Newsgroup:
    """Change a group's tuning; None for depth/throttle clears the override."""
    current = get(conn, name)
    if current is None:
        raise GroupError(f"no such group {name!r}; add it first with `usenet-ops groups add {name}`")
    for label, value in (("crawl_depth_days", crawl_depth_days), ("throttle", throttle)):
        if value is not _UNSET and value is not None and (not isinstance(value, int) or value <= 0):
            raise GroupError(f"{label} must be a positive whole number (or 'none' to clear); got {value!r}")
    row = conn.execute(
        f"""UPDATE usenet.newsgroups SET
               active = COALESCE(%s, active), tier = COALESCE(%s, tier), manual_order = COALESCE(%s, manual_order),
               crawl_depth_days = CASE WHEN %s THEN %s ELSE crawl_depth_days END,
               throttle = CASE WHEN %s THEN %s ELSE throttle END,
               updated_at = now()
            WHERE name = %s RETURNING {_COLUMNS}""",
        (
            active, tier.value if tier else None, manual_order,
            crawl_depth_days is not _UNSET, None if crawl_depth_days is _UNSET else crawl_depth_days,
            throttle is not _UNSET, None if throttle is _UNSET else throttle,
            current.name,
        ),
    ).fetchone()
    if row is None:  # removed by someone else between the read and the update
        raise GroupError(f"group {name!r} disappeared while it was being tuned; run the command again")
    return _from_row(row)


def remove(conn: Conn, name: str) -> bool:
    """Remove a group from the curated list; return whether it existed.

    Crawl state and staged data of the group are kept: removing a group from
    the list stops crawling it, it does not delete what was indexed.
    """
    cur = conn.execute("DELETE FROM usenet.newsgroups WHERE name = %s", (validate_name(name),))
    return cur.rowcount == 1


def active_count(conn: Conn) -> int:
    """Return how many curated groups are active."""
    return int(db.one(conn.execute("SELECT count(*) AS n FROM usenet.newsgroups WHERE active"))["n"])


def history_pending(conn: Conn, backbone: str | None = None, floor_at: object = None,
                    floors: Mapping[str, dt.datetime] | None = None) -> bool:
    """Return whether an active critical group still has history to pull (on that backbone; None: any).

    Real backfill progress: history remains while the coverage that reaches
    the forward crawl's first article does not reach down to the floor, the
    server's low water mark or, with ``floor_at`` (the retention floor's
    date), the article number cached for that date if higher. ``floors``
    gives a group its own floor date (its ``crawl_depth_days``) in place of
    ``floor_at``. A group marked renumbered is never backfilled, so it holds
    nothing.
    """
    own = dict(floors or {})
    row = conn.execute(
        """WITH own AS (SELECT * FROM unnest(%(names)s::text[], %(ats)s::timestamptz[]) AS o(group_name, at))
           SELECT 1 FROM usenet.group_state s JOIN usenet.newsgroups n ON n.name = s.group_name
           LEFT JOIN own o ON o.group_name = s.group_name
           CROSS JOIN LATERAL (SELECT GREATEST(s.server_low, COALESCE(
                   (SELECT f.article FROM usenet.backfill_boundaries f WHERE f.backbone = s.backbone
                      AND f.group_name = s.group_name AND f.at = COALESCE(o.at, %(at)s)), s.server_low)) AS at) fl
           WHERE n.active AND n.tier = 'critical' AND (%(b)s::text IS NULL OR s.backbone = %(b)s)
             AND s.first_article IS NOT NULL AND s.server_low IS NOT NULL AND s.renumbered_at IS NULL
             AND s.first_article > fl.at
             AND NOT EXISTS (
                 SELECT 1 FROM usenet.coverage c WHERE c.backbone = s.backbone AND c.group_name = s.group_name
                   AND c.hi >= s.first_article - 1 AND c.lo <= fl.at)
           LIMIT 1""",
        {"b": backbone, "at": floor_at, "names": list(own), "ats": list(own.values())},
    ).fetchone()
    return row is not None


# Advisory-lock class of the crawl plan's turns (the second key is the backbone's hash).
_TURNS_LOCK = 0x7475726E  # "turn"


def lock_turns(conn: Conn, backbone: str) -> None:
    """Hold the backbone's crawl-turn lock until the transaction ends: two plans on one backbone take turns in turn."""
    conn.execute("SELECT pg_advisory_xact_lock(%s, hashtext(%s))", (_TURNS_LOCK, backbone))


def crawl_turns(conn: Conn, backbone: str) -> dict[str, dt.datetime]:
    """Return when each group was last given a crawl turn on ``backbone`` (absent: never)."""
    rows = conn.execute("SELECT group_name, turn_at FROM usenet.crawl_turns WHERE backbone = %s",
                        (backbone,)).fetchall()
    return {r["group_name"]: r["turn_at"] for r in rows}


def record_turns(conn: Conn, backbone: str, names: Sequence[str]) -> None:
    """Record that ``names`` were given this run's turn on ``backbone`` (now)."""
    conn.execute(
        """INSERT INTO usenet.crawl_turns (backbone, group_name, turn_at)
           SELECT %s, g, now() FROM unnest(%s::text[]) AS g
           ON CONFLICT (backbone, group_name) DO UPDATE SET turn_at = EXCLUDED.turn_at""",
        (backbone, list(names)))


def stalled_groups(conn: Conn, *, at_least: int, limit: int) -> list[dict[str, Any]]:
    """Return (backbone, group_name, stalled_passes) of groups stalled ``at_least`` passes, most stalled first."""
    return conn.execute(
        "SELECT backbone, group_name, stalled_passes FROM usenet.group_state "
        "WHERE stalled_passes >= %s ORDER BY stalled_passes DESC LIMIT %s", (at_least, limit)).fetchall()
