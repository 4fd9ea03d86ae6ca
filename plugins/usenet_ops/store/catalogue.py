"""The release catalogue in Postgres: the ReleaseSink seam and the API's read queries.

Invariants kept here:
- a release is stored once: content_hash is unique and ``add`` is
  ``ON CONFLICT DO NOTHING``, so any re-run of the build pass inserts nothing;
- ``add`` runs inside the caller's transaction, so staging deletes and
  catalogue inserts commit (or vanish) together;
- every read answers from an index: newest first by (posted_at, id), text
  through the full-text and trigram indexes, ids through their own indexes;
- no request counts the whole catalogue: totals are exact up to a window past
  the requested page and the planner's estimate beyond it (see ``_total``).

The public guid of a release is its content_hash: already unique, stable
across rebuilds and re-imports, URL-safe, and it lets an operator go from a
client's download URL straight to the build diagnostics.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date, datetime, timezone
from typing import Any, Protocol

import psycopg
from psycopg import sql

from usenet_ops.domain.release import CatalogueRelease, normalise_imdb

# Totals are counted exactly up to offset + limit + COUNT_WINDOW rows; past
# that the planner's estimate is reported (never below what was counted).
COUNT_WINDOW = 1000

_WORD_SPLIT = re.compile(r"[\W_]+")


@dataclass(frozen=True)
class AddResult:
    """What one ``add`` did: rows inserted, rows already present, and each release's guid."""

    inserted: int
    duplicates: int
    guids: dict[str, str]


class ReleaseSink(Protocol):
    """Where the build pass puts assembled releases (the internal catalogue by default)."""

    def add(self, conn: psycopg.Connection, releases: Sequence[CatalogueRelease]) -> AddResult:
        """Store releases idempotently on content_hash, inside the caller's transaction."""
        ...


def guid_for(content_hash: str) -> str:
    """Return the public guid of a release (its content_hash; see the module docstring)."""
    return content_hash


@dataclass(frozen=True)
class ReleaseRow:
    """One catalogue row as the API and CLI read it (everything but the NZB bytes)."""

    id: int
    guid: str
    content_hash: str
    title: str
    search_name: str
    groups: tuple[str, ...]
    poster: str
    posted_at: datetime
    added_at: datetime
    size: int
    files: int
    segments: int
    par2: bool
    completion: float
    category: int
    tags: tuple[str, ...]
    series: str | None
    season: int | None
    episode: int | None
    air_date: date | None
    pack: bool
    imdb: str | None
    tvdb: int | None
    origin: str
    broken: bool
    grabs: int


@dataclass(frozen=True)
class StoredNzb:
    """A release and its compact NZB, as ``get`` needs them."""

    release: ReleaseRow
    compact: bytes


@dataclass(frozen=True)
class ReleaseQuery:
    """Filters of one search or browse request; every field is optional (None = no filter).

    ``categories`` is the already-expanded set (parents with their
    descendants); an empty frozenset means "only unknown categories were
    asked for" and matches nothing. ``nothing`` forces an empty result (a
    client sent only an id this catalogue does not hold).
    """

    words: tuple[str, ...] = ()
    categories: frozenset[int] | None = None
    group: str | None = None
    min_size: int | None = None
    max_size: int | None = None
    max_age_days: int | None = None
    tvdb: int | None = None
    imdb: str | None = None
    season: int | None = None
    episode: int | None = None
    air_date: date | None = None
    year: int | None = None
    offset: int = 0
    limit: int = 100
    nothing: bool = False


@dataclass(frozen=True)
class Page:
    """One page of results, newest first, with the total (exact or estimated) and its kind."""

    items: list[ReleaseRow]
    offset: int
    total: int
    total_exact: bool = field(default=True)


def search_words(text: str) -> tuple[str, ...]:
    """Split free text into lowercase words the way the search vector is built.

    WHY the same split on both sides: the vector is built from search_name
    with punctuation turned into spaces; a query word containing punctuation
    would never match a lexeme.
    """
    return tuple(w for w in _WORD_SPLIT.split(text.lower()) if w)


_COLUMNS = sql.SQL(
    """r.id, r.content_hash, r.title, r.search_name, r.groups, r.poster, r.posted_at, r.added_at,
       r.size, r.files, r.segments, r.par2, r.completion, r.category, r.tags, r.series, r.season,
       r.episode, r.air_date, r.pack, r.imdb, r.tvdb, r.origin, r.broken, coalesce(g.grabs, 0) AS grabs"""
)

_INSERT = """
INSERT INTO releases (content_hash, title, search_name, groups, poster, posted_at, size, files, segments,
                      par2, completion, category, tags, series, series_key, season, episode, air_date, pack,
                      imdb, tvdb, origin, broken, nzb)
VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)
ON CONFLICT (content_hash) DO NOTHING
RETURNING content_hash
"""


def _row(r: dict[str, Any]) -> ReleaseRow:
    return ReleaseRow(
        id=r["id"],
        guid=guid_for(r["content_hash"]),
        content_hash=r["content_hash"],
        title=r["title"],
        search_name=r["search_name"],
        groups=tuple(r["groups"]),
        poster=r["poster"],
        posted_at=r["posted_at"].astimezone(timezone.utc),
        added_at=r["added_at"].astimezone(timezone.utc),
        size=r["size"],
        files=r["files"],
        segments=r["segments"],
        par2=r["par2"],
        completion=float(r["completion"]),
        category=r["category"],
        tags=tuple(r["tags"]),
        series=r["series"],
        season=r["season"],
        episode=r["episode"],
        air_date=r["air_date"],
        pack=r["pack"],
        imdb=r["imdb"],
        tvdb=r["tvdb"],
        origin=r["origin"],
        broken=r["broken"],
        grabs=int(r["grabs"]),
    )


def _clean_text(value: str) -> str:
    # Postgres text cannot hold NUL; a subject carrying one must not abort the pass.
    return value.replace("\x00", "")


class PostgresCatalogue:
    """The internal catalogue (schema usenet, tables releases and release_grabs); the default sink."""

    # ---- writes -----------------------------------------------------------

    def add(self, conn: psycopg.Connection, releases: Sequence[CatalogueRelease]) -> AddResult:
        """Insert releases, skipping those whose content_hash is already stored.

        Runs on the caller's connection and transaction: the caller commits.
        A content_hash repeated inside ``releases`` counts once as inserted
        and then as a duplicate.
        """
        if not releases:
            return AddResult(0, 0, {})
        params = [
            (
                r.content_hash, _clean_text(r.title), _clean_text(r.search_name), [_clean_text(g) for g in r.groups],
                _clean_text(r.poster), r.posted_at, r.size, r.files, r.segments, r.par2, r.completion, r.category,
                [_clean_text(t) for t in r.tags], _opt(r.series), _opt(r.series_key), r.season, r.episode, r.air_date,
                r.pack, normalise_imdb(r.imdb) if r.imdb else None, r.tvdb, r.origin, r.broken, r.nzb,
            )
            for r in releases
        ]
        inserted = 0
        with conn.cursor() as cur:
            cur.executemany(_INSERT, params, returning=True)
            while True:
                if cur.fetchone() is not None:
                    inserted += 1
                if not cur.nextset():
                    break
        guids = {r.content_hash: guid_for(r.content_hash) for r in releases}
        return AddResult(inserted=inserted, duplicates=len(releases) - inserted, guids=guids)

    def record_grab(self, conn: psycopg.Connection, release_id: int) -> None:
        """Count one download of a release."""
        conn.execute(
            """INSERT INTO release_grabs (release_id, grabs) VALUES (%s, 1)
               ON CONFLICT (release_id) DO UPDATE
               SET grabs = release_grabs.grabs + 1, last_grab_at = now()""",
            (release_id,),
        )

    # ---- reads ------------------------------------------------------------

    def by_guid(self, conn: psycopg.Connection, guid: str) -> ReleaseRow | None:
        """Return one release by its guid, or None."""
        if not _is_guid(guid):
            return None
        row = conn.execute(
            sql.SQL("SELECT {} FROM releases r LEFT JOIN release_grabs g ON g.release_id = r.id "
                    "WHERE r.content_hash = %s").format(_COLUMNS),
            (guid,),
        ).fetchone()
        return _row(row) if row else None

    def nzb(self, conn: psycopg.Connection, guid: str) -> StoredNzb | None:
        """Return a release with its compact NZB, or None when the guid is unknown."""
        if not _is_guid(guid):
            return None
        row = conn.execute(
            sql.SQL("SELECT {}, r.nzb FROM releases r LEFT JOIN release_grabs g ON g.release_id = r.id "
                    "WHERE r.content_hash = %s").format(_COLUMNS),
            (guid,),
        ).fetchone()
        if row is None:
            return None
        return StoredNzb(_row(row), bytes(row["nzb"]))

    def search(self, conn: psycopg.Connection, query: ReleaseQuery) -> Page:
        """Return one page of matching releases, newest first, with a cheap total."""
        if query.nothing or (query.categories is not None and not query.categories):
            return Page([], query.offset, 0)
        where, params = _where(query)
        rows = conn.execute(
            sql.SQL(
                "SELECT {cols} FROM releases r LEFT JOIN release_grabs g ON g.release_id = r.id "
                "WHERE {where} ORDER BY r.posted_at DESC, r.id DESC LIMIT %s OFFSET %s"
            ).format(cols=_COLUMNS, where=where),
            [*params, query.limit, query.offset],
        ).fetchall()
        items = [_row(r) for r in rows]
        total, exact = _total(conn, where, params, query, len(items))
        return Page(items, query.offset, total, exact)

    def latest(self, conn: psycopg.Connection, *, group: str | None = None, limit: int = 50) -> list[ReleaseRow]:
        """Return the newest releases, optionally only those posted to one group."""
        return self.search(conn, ReleaseQuery(group=group, limit=limit)).items


def _opt(value: str | None) -> str | None:
    return None if value is None else _clean_text(value)


def _is_guid(value: str) -> bool:
    return len(value) == 16 and all(c in "0123456789abcdef" for c in value)


def _where(q: ReleaseQuery) -> tuple[sql.Composable, list[Any]]:
    """Build the WHERE clause of a query; values are always bound parameters."""
    parts: list[sql.Composable] = []
    params: list[Any] = []
    if q.words:
        tsquery = " & ".join(f"{w}:*" for w in q.words)
        if all(len(w) >= 3 for w in q.words):
            # Whole and prefix words through the full-text index, partial
            # words (inside a word) through trigrams. Trigrams need >= 3
            # characters to use the index, so shorter words stay prefix-only.
            likes = sql.SQL(" AND ").join(sql.SQL("r.search_name ILIKE %s") for _ in q.words)
            parts.append(sql.SQL("(r.search_vector @@ to_tsquery('simple', %s) OR ({}))").format(likes))
            params.append(tsquery)
            params.extend(f"%{w}%" for w in q.words)
        else:
            parts.append(sql.SQL("r.search_vector @@ to_tsquery('simple', %s)"))
            params.append(tsquery)
    if q.categories is not None:
        parts.append(sql.SQL("r.category = ANY(%s)"))
        params.append(sorted(q.categories))
    if q.group is not None:
        parts.append(sql.SQL("r.groups @> %s::text[]"))
        params.append([q.group])
    if q.min_size is not None:
        parts.append(sql.SQL("r.size >= %s"))
        params.append(q.min_size)
    if q.max_size is not None:
        parts.append(sql.SQL("r.size <= %s"))
        params.append(q.max_size)
    if q.max_age_days is not None:
        parts.append(sql.SQL("r.posted_at >= now() - make_interval(days => %s)"))
        params.append(q.max_age_days)
    ids: list[sql.Composable] = []
    if q.tvdb is not None:
        ids.append(sql.SQL("r.tvdb = %s"))
        params.append(q.tvdb)
    if q.imdb is not None:
        ids.append(sql.SQL("r.imdb = %s"))
        params.append(q.imdb)
    if ids:
        # Several ids are ORed (Newznab 1.1 supportedParams revision).
        parts.append(sql.SQL("({})").format(sql.SQL(" OR ").join(ids)))
    if q.air_date is not None:
        parts.append(sql.SQL("r.air_date = %s"))
        params.append(q.air_date)
    if q.year is not None:
        # season=YYYY without a day: a daily show's year, or a show numbering seasons by year.
        parts.append(sql.SQL("(r.season = %s OR (r.air_date >= make_date(%s, 1, 1) AND r.air_date < make_date(%s, 1, 1)))"))
        params.extend([q.year, q.year, q.year + 1])
    if q.season is not None:
        parts.append(sql.SQL("r.season = %s"))
        params.append(q.season)
    if q.episode is not None:
        parts.append(sql.SQL("r.episode = %s"))
        params.append(q.episode)
    if not parts:
        return sql.SQL("true"), params
    return sql.SQL(" AND ").join(parts), params


def _total(
    conn: psycopg.Connection, where: sql.Composable, params: list[Any], q: ReleaseQuery, returned: int
) -> tuple[int, bool]:
    """Return (total, exact) without counting the whole catalogue.

    - A page that came back short is the last one: total = offset + returned.
    - Otherwise count exactly, but only up to offset + limit + COUNT_WINDOW
      rows (a LIMIT inside the count stops the scan early).
    - If the window is exhausted, report the planner's estimate for the
      whole filter (never less than what was counted): clients only need
      "there are more pages", and HYD stops when total <= offset + returned.
    """
    if 0 < returned < q.limit:
        return q.offset + returned, True
    cap = q.offset + q.limit + COUNT_WINDOW
    counted = conn.execute(
        sql.SQL("SELECT count(*) AS n FROM (SELECT 1 FROM releases r WHERE {} LIMIT %s) s").format(where),
        [*params, cap],
    ).fetchone()["n"]
    if counted < cap:
        return int(counted), True
    plan = conn.execute(
        sql.SQL("EXPLAIN (FORMAT JSON) SELECT 1 FROM releases r WHERE {}").format(where), params
    ).fetchone()
    estimate = int(_plan_rows(plan))
    return max(int(counted), estimate), False


def _plan_rows(row: dict[str, Any] | tuple[Any, ...]) -> float:
    doc = next(iter(row.values())) if isinstance(row, dict) else row[0]
    return float(doc[0]["Plan"]["Plan Rows"])
