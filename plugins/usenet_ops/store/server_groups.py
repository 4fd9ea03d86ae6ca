"""Add groups taken from a server's list to the curated list (table ``usenet.newsgroups``).

Kept apart from ``store.groups`` (the same table) because this is the one
writer that takes names from a server rather than from an operator: the
names arrive checked by ``domain.group_listing`` and are checked again here
against the curated list's own rule before any SQL runs.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from usenet_ops.store import groups
from usenet_ops.store.db import Conn


@dataclass(frozen=True)
class Upserted:
    """What taking groups from a server changed: names added, names activated, names left as they were."""

    added: list[str]
    activated: list[str]
    kept: list[str]


def upsert_from_server(conn: Conn, names: Sequence[str], descriptions: Sequence[str], *,
                       activate: bool) -> Upserted:
    """Add the groups not in the list yet (active only with ``activate``); with it, activate listed inactive ones.

    A group already in the list keeps its tier, order, depth, throttle and
    description: an operator's tuning is never overwritten by a server's
    list. One statement, so a concurrent ``groups add`` of the same name
    cannot make it fail.
    """
    if len(names) != len(descriptions):
        raise ValueError("upsert_from_server needs one description per name")
    clean = [groups.validate_name(n) for n in names]
    rows = conn.execute(
        """WITH incoming AS (
               SELECT * FROM unnest(%(names)s::text[], %(descriptions)s::text[]) WITH ORDINALITY AS i(name, description, pos)),
           ins AS (
               INSERT INTO usenet.newsgroups (name, active, description)
               SELECT name, %(activate)s, description FROM incoming ORDER BY pos
               ON CONFLICT (name) DO NOTHING RETURNING name),
           upd AS (
               UPDATE usenet.newsgroups n SET active = true, updated_at = now() FROM incoming i
               WHERE %(activate)s AND n.name = i.name AND NOT n.active RETURNING n.name)
           SELECT i.name, (i.name IN (SELECT name FROM ins)) AS added, (i.name IN (SELECT name FROM upd)) AS activated
           FROM incoming i ORDER BY i.pos""",
        {"names": clean, "descriptions": list(descriptions), "activate": activate},
    ).fetchall()
    return Upserted(added=[r["name"] for r in rows if r["added"]],
                    activated=[r["name"] for r in rows if r["activated"] and not r["added"]],
                    kept=[r["name"] for r in rows if not r["added"] and not r["activated"]])


CAPS_GROUPS = 10_000  # caps lists at most this many (a client reads the whole document on every refresh)


def indexed_for_caps(conn: Conn) -> tuple[tuple[str, str], ...]:
    """Return the active groups (name, description) in name order: what the API's caps lists in ``<groups>``.

    Read by the API's own role (deploy/api-grants.sql grants it SELECT on
    ``usenet.newsgroups``): one index-ordered read of a list an operator
    keeps in the hundreds or thousands, bounded by CAPS_GROUPS.
    """
    rows = conn.execute(
        "SELECT name, description FROM usenet.newsgroups WHERE active ORDER BY name LIMIT %s", (CAPS_GROUPS,)
    ).fetchall()
    return tuple((r["name"], r["description"]) for r in rows)
