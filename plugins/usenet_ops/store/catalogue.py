"""The release catalogue in Postgres: the ReleaseSink seam and the API's read queries.

Invariants kept here:
- a release is stored once: content_hash is unique and ``add`` is
  ``ON CONFLICT DO NOTHING``, so any re-run of the build pass inserts nothing;
- ``add`` runs inside the caller's transaction, so staging deletes and
  catalogue inserts commit (or vanish) together; a row Postgres refuses is
  rolled back to a savepoint and reported (``AddResult.rejected``), never
  left to abort the caller's transaction;
- every text column is bounded and storable (``domain.bounds``), whatever a
  sink is handed;
- every read answers from an index: newest first by (posted_at, id), text
  through the full-text and trigram indexes, ids through their own indexes;
- no request counts the whole catalogue: a sparse filter is counted exactly
  while its matches are collected anyway, a dense one reports the planner's
  estimate (see ``PostgresCatalogue._page``).

The public guid of a release is its content_hash: already unique, stable
across rebuilds and re-imports, URL-safe, and it lets an operator go from a
client's download URL straight to the build diagnostics.
"""

from __future__ import annotations

import re
import threading
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field, fields, replace
from datetime import UTC, date, datetime
from typing import Any, Protocol

import psycopg
from psycopg import pq, sql
from psycopg.rows import tuple_row

from usenet_ops.domain import bounds, search_windows
from usenet_ops.domain.assembly.release import CatalogueRelease, ReleaseFields, normalise_imdb
from usenet_ops.domain.categories import expand_categories
from usenet_ops.domain.probe.renaming import Derived, renamed
from usenet_ops.store.db import Conn
from usenet_ops.store.db_errors import RowRefused

# A filter the planner expects to match at most ``sparse_limits``'s threshold
# is answered by collecting every match (bitmap scans), sorting them, and
# counting them exactly; a denser one by walking the newest-first index until
# the page is full, with the planner's estimate as total. The floor below is
# where the two costs cross at ~1M releases (see docs/api.md); the threshold
# grows with the catalogue as SPARSE_SCALE * sqrt(depth * rows).
SPARSE_ROWS = 2000
SPARSE_SCALE = 0.2
# Past SPARSE_CAP_FACTOR x the threshold collected matches the sparse path's
# guess was wrong (the planner under-estimates ANDs of correlated words and
# trigram patterns): the request is answered the dense way instead.
SPARSE_CAP_FACTOR = 2

_WORD_SPLIT = re.compile(r"[\W_]+")


def sparse_limits(rows: int, depth: int) -> tuple[int, int]:
    """Return (threshold, cap) of the sparse plan for a catalogue of ``rows`` and a page ending at ``depth``.

    WHY the square root: the sparse plan reads every one of a filter's M
    matches (cost ~ M), the dense walk reads rows until ``depth`` of them
    match (cost ~ depth * rows / M, matches being spread over the posting
    dates). A fixed threshold T bounds the sparse cost but lets the dense
    walk grow with the catalogue (a filter just above T at 10M rows walks
    depth * 10M / T rows); the two costs are equal at M = sqrt(depth * rows),
    so a threshold scaled that way keeps both at O(sqrt(rows)). SPARSE_SCALE
    puts the crossing where C1 measured it at 1M releases (~2,000 matches
    for a page of 100); SPARSE_ROWS is the floor for small catalogues.

    WHY the cap is a small multiple: a sparse guess that turns out to hold
    more than ~2x the threshold is past the crossing, so the dense walk is
    cheaper from there; every match collected beyond that is a heap read
    wasted (C1: two common words of one show's name, 13 rows estimated,
    22,849 collected before the old fixed cap of 20,000 gave up).
    """
    threshold = max(SPARSE_ROWS, int(SPARSE_SCALE * (max(depth, 1) * max(rows, 0)) ** 0.5))
    return threshold, SPARSE_CAP_FACTOR * threshold


@dataclass(frozen=True)
class AddResult:
    """What one ``add`` did: rows inserted, rows already present, each release's guid, and the rows refused.

    ``rejected`` maps the content_hash of each release the catalogue refused
    (a value no column can hold, a size limit) to the database's reason; the
    other releases of the call are stored all the same.
    """

    inserted: int
    duplicates: int
    guids: dict[str, str]
    rejected: dict[str, str] = field(default_factory=dict)
    # The content_hash of each row this call inserted (the others were stored already or refused).
    inserted_hashes: frozenset[str] = frozenset()
    # content_hash -> id of each row this call inserted (the INSERT returns it: no lookup after). A sink that
    # cannot say leaves it empty and callers look the ids up (``release_ids``).
    ids: dict[str, int] = field(default_factory=dict)


class ReleaseSink(Protocol):
    """Where the build pass puts assembled releases (the internal catalogue by default)."""

    def add(self, conn: Conn, releases: Sequence[CatalogueRelease]) -> AddResult:
        """Store releases idempotently on content_hash, inside the caller's transaction.

        A release the store refuses is reported in ``AddResult.rejected`` and
        must not stop the others from being stored.
        """
        ...


def guid_for(content_hash: str) -> str:
    """Return the public guid of a release (its content_hash; see the module docstring)."""
    return content_hash


@dataclass(frozen=True)
class ReleaseRow(ReleaseFields):
    """One catalogue row as the API and CLI read it: the release's fields, where it sits, how often it was fetched,
    and its health (the verdict over the configured backbones; None until a check concluded)."""

    id: int
    guid: str
    added_at: datetime
    grabs: int
    health: str | None = None
    health_missing_pct: float | None = None
    health_checked_at: datetime | None = None
    # Where the verdict comes from ("build": a salvaged release's own verdict; "check": the health sweep) and what
    # it knows is missing (None: not known to that source).
    health_source: str | None = None
    health_missing_files: int | None = None
    health_missing_segments: int | None = None
    health_recovery_blocks: int | None = None
    health_recovery_needed: int | None = None
    # Newznab's password attr (0 none, 1 passworded, 2 possibly), set by the probe pass (store/probes.py).
    password: int = 0
    named: bool = True


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
    hide_dead: bool = False
    # Unnamed releases (machine-made names, issue 16) are hidden from search, feeds and browse until named;
    # an operator's listing may ask for them.
    include_unnamed: bool = False


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


# A ReleaseRow's fields are columns of ``releases`` by the same names, but for the
# guid (the content_hash, see guid_for), the grab count (from release_grabs) and
# the health (from release_health).
_HEALTH = ("health", "health_missing_pct", "health_checked_at", "health_source", "health_missing_files",
           "health_missing_segments", "health_recovery_blocks", "health_recovery_needed")
_READ = tuple(f.name for f in fields(ReleaseRow) if f.name not in ("guid", "grabs", *_HEALTH))
_COLUMNS = sql.SQL(", ").join([*(sql.Identifier("r", name) for name in _READ), sql.SQL(
    "coalesce(g.grabs, 0) AS grabs, h.verdict AS health, h.missing_pct AS health_missing_pct, "
    "h.checked_at AS health_checked_at, h.source AS health_source, h.missing_files AS health_missing_files, "
    "h.missing_segments AS health_missing_segments, h.recovery_blocks AS health_recovery_blocks, "
    "h.recovery_needed AS health_recovery_needed")])
_COLUMN_NAMES = (*_READ, "grabs", *_HEALTH)
# Every read joins the grab count and the health; both are one index probe per row returned.
_JOINS = sql.SQL("LEFT JOIN release_grabs g ON g.release_id = r.id LEFT JOIN release_health h ON h.release_id = r.id")

# Every CatalogueRelease field is a column of ``releases`` by the same name.
_WRITTEN = tuple(f.name for f in fields(CatalogueRelease))
_INSERT = sql.SQL(
    "INSERT INTO releases ({columns}) VALUES ({values}) ON CONFLICT (content_hash) DO NOTHING RETURNING content_hash, id"
).format(
    columns=sql.SQL(", ").join(map(sql.Identifier, _WRITTEN)),
    values=sql.SQL(", ").join(map(sql.Placeholder, _WRITTEN)),
)


def _row(values: Sequence[Any]) -> ReleaseRow:
    """Build a ReleaseRow by field name from one tuple of ``_COLUMNS`` (fetched as tuples: this runs 100 times a page)."""
    row = dict(zip(_COLUMN_NAMES, values, strict=True))
    row.update(
        guid=guid_for(row["content_hash"]),
        groups=tuple(row["groups"]),
        tags=tuple(row["tags"]),
        posted_at=row["posted_at"].astimezone(UTC),
        added_at=row["added_at"].astimezone(UTC),
        completion=float(row["completion"]),
        grabs=int(row["grabs"]),
        health_missing_pct=None if row["health_missing_pct"] is None else float(row["health_missing_pct"]),
        health_checked_at=None if row["health_checked_at"] is None else row["health_checked_at"].astimezone(UTC),
    )
    return ReleaseRow(**row)


def _insert_params(r: CatalogueRelease) -> dict[str, Any]:
    """Return the INSERT's parameters by column name: text bounded and storable, arrays as lists, the IMDb id normalised.

    The last line of defence (the build bounds the same text already,
    ``domain.bounds``): whatever a sink is handed, no text column gets a
    NUL, a lone surrogate or an unbounded length.
    """
    params = {name: getattr(r, name) for name in _WRITTEN}
    params.update(
        title=bounds.cut_words(r.title, bounds.TITLE_CHARS),
        search_name=bounds.cut_words(r.search_name, bounds.TITLE_CHARS),
        groups=list(bounds.bound_groups(r.groups)),
        poster=bounds.cut_words(r.poster, bounds.POSTER_CHARS),
        tags=[bounds.cut_words(t, bounds.TEXT_CHARS) for t in r.tags],
        series=_opt(r.series),
        series_key=_opt(r.series_key),
        origin=bounds.cut_words(r.origin, bounds.TEXT_CHARS),
        imdb=normalise_imdb(r.imdb) if r.imdb else None,
    )
    return params


def _fetch(conn: Conn, query: sql.Composable, params: Sequence[Any]) -> list[tuple[Any, ...]]:
    with conn.cursor(row_factory=tuple_row) as cur:
        return cur.execute(query, params).fetchall()  # type: ignore[call-overload]  # psycopg runs any Composable


class PostgresCatalogue:
    """The internal catalogue (schema usenet, tables releases and release_grabs); the default sink.

    An instance remembers planner estimates for a few minutes (bounded), so
    the repeated browse and RSS requests clients poll with skip the EXPLAIN
    round trip; an estimate only chooses a plan and sizes a broad total, so a
    slightly stale one is harmless.
    """

    ESTIMATE_TTL_S = 300.0
    ESTIMATE_ENTRIES = 2048

    def __init__(self) -> None:
        self._estimates: dict[tuple[str, tuple[Any, ...]], tuple[float, int]] = {}
        self._bounds: tuple[float, list[float]] | None = None
        self._lock = threading.Lock()

    def _estimate(self, conn: Conn, where: sql.Composable, params: list[Any]) -> int:
        try:
            key = (where.as_string(conn), tuple(tuple(p) if isinstance(p, list) else p for p in params))
        except (TypeError, psycopg.Error):
            return _estimate(conn, where, params)
        now = time.monotonic()
        with self._lock:
            hit = self._estimates.get(key)
        if hit is not None and now - hit[0] < self.ESTIMATE_TTL_S:
            return hit[1]
        value = _estimate(conn, where, params)
        with self._lock:
            if len(self._estimates) >= self.ESTIMATE_ENTRIES:
                self._estimates.clear()
            self._estimates[key] = (now, value)
        return value

    # ---- writes -----------------------------------------------------------

    def add(self, conn: Conn, releases: Sequence[CatalogueRelease]) -> AddResult:
        """Insert releases, skipping those whose content_hash is already stored, setting aside those refused.

        Runs on the caller's connection and transaction: the caller commits.
        A content_hash repeated inside ``releases`` counts once as inserted
        and then as a duplicate.

        WHY a savepoint: one row Postgres refuses (``errors.RowRefused``)
        would abort the caller's whole transaction, and the build would meet
        the same set first in every later pass. The batch goes in under one
        savepoint (per-row savepoints cost a round trip each, measurably on
        the build pass); only when it is refused is each release retried
        under its own, and the ones still refused come back in ``rejected``.
        Any other error (a lost connection) propagates.
        """
        if not releases:
            return AddResult(0, 0, {})
        params = [_insert_params(r) for r in releases]
        rejected: dict[str, str] = {}
        if not conn.autocommit and conn.info.transaction_status == pq.TransactionStatus.IDLE:
            # The caller's transaction begins with its first statement; begin it now, so the
            # blocks below are savepoints inside it (at IDLE they would commit on their own).
            conn.execute("SELECT 1")
        new: dict[str, int] = {}
        try:
            with conn.transaction():
                new = _insert(conn, params)
        except RowRefused:
            new = {}
            for row in params:
                try:
                    with conn.transaction():
                        new.update(_insert(conn, [row]))
                except RowRefused as exc:
                    rejected[row["content_hash"]] = _refusal(exc)
        inserted = len(new)
        guids = {r.content_hash: guid_for(r.content_hash) for r in releases if r.content_hash not in rejected}
        refused = sum(1 for r in releases if r.content_hash in rejected)
        return AddResult(inserted=inserted, duplicates=len(releases) - inserted - refused, guids=guids,
                         rejected=rejected, inserted_hashes=frozenset(new), ids=new)

    def record_grab(self, conn: Conn, release_id: int) -> None:
        """Count one download of a release."""
        conn.execute(
            """INSERT INTO release_grabs (release_id, grabs) VALUES (%s, 1)
               ON CONFLICT (release_id) DO UPDATE
               SET grabs = release_grabs.grabs + 1, last_grab_at = now()""",
            (release_id,),
        )

    # ---- reads ------------------------------------------------------------

    def by_guid(self, conn: Conn, guid: str) -> ReleaseRow | None:
        """Return one release by its guid, or None."""
        found = _by_guid(conn, guid, _COLUMNS)
        return _row(found) if found else None

    def nzb(self, conn: Conn, guid: str) -> StoredNzb | None:
        """Return a release with its compact NZB, or None when the guid is unknown."""
        found = _by_guid(conn, guid, sql.SQL("{}, r.nzb").format(_COLUMNS))
        if not found:
            return None
        *columns, compact = found
        return StoredNzb(_row(columns), bytes(compact))

    def search(self, conn: Conn, query: ReleaseQuery) -> Page:
        """Return one page of matching releases, newest first, with a cheap total.

        Words are matched as whole words first; only when no release matches
        that way (and every word has >= 3 characters, the trigram minimum)
        are they matched as parts of words, so "terstel" still finds
        "Interstellar" while a common word never pays for a trigram scan.
        """
        if query.nothing or (query.categories is not None and not query.categories):
            return Page([], query.offset, 0)
        if query.group is not None and (len(query.group) > bounds.GROUP_CHARS or "\x00" in query.group):
            # No stored group is longer (domain.bounds) or holds a NUL; nor can an index token be this long.
            return Page([], query.offset, 0)
        page = self._page(conn, query)
        partial = bool(query.words) and all(len(w) >= 3 for w in query.words)  # the trigram minimum
        if partial and not page.items and query.offset:
            # Nothing at this offset says nothing of the first page: a client paging a partial word (offset 100,
            # 200, ...) must reach its partial matches as the first page did.
            whole = self._page(conn, replace(query, offset=0, limit=1))
            page = Page([], query.offset, 0) if whole.total == 0 else page
        if partial and page.total == 0:
            words, many = (None, False) if query.include_unnamed else _partial_words(conn, query.words)
            if words == "":
                return Page([], query.offset, 0)  # a part of no word of any named release: nothing has it
            page = self._page(conn, query, trigram=words is None, words=words, many=many)
        return page

    def _page(
        self, conn: Conn, q: ReleaseQuery, *, trigram: bool = False, words: str | None = None, many: bool = False,
    ) -> Page:
        """Return one page of ``q``.

        ``words`` replaces its words by this tsquery text (partial words'
        expansion); ``many``: the caller knows the matches are many (a part
        held by more than PARTIAL_WORDS_MAX words), so the finder skips its
        pass over every match.
        """
        where, params = _where(q, trigram=trigram, words=words)
        estimate = self._estimate(conn, where, params)
        named = self._estimate(conn, sql.SQL("r.named"), [])
        finds = _finds(q)
        if finds and not _plainly_dense(estimate, named, q):
            # The finder (ADR 0022) answers from its index; None: the matches are dense, so the newest-first
            # walk below is the cheap way. A planner estimate only ever sends a query straight to the walk
            # when it says the matches are many (it is reliable for one word or token, and errs low, never
            # high, for words that go together).
            # A part known to have many matches: the windows are sized by PARTIAL_MANY_SHARE of the named rows
            # (the planner's guess for a pattern is a constant); the walk is still chosen by the planner's.
            found = _finder_page(conn, q, trigram=trigram, words=words, many=many,
                                 estimate=max(estimate, int(PARTIAL_MANY_SHARE * named)) if many else estimate,
                                 broad=self._broad_categories(conn, q, named), posted_bounds=self._posted_bounds)
            if found is not None:
                return found
        elif not finds:
            # Browse, ids and the operator's listings with unnamed releases: the planner estimates a category,
            # a size or an id well, and the sparse path collects what it guessed is rare.
            threshold, cap = sparse_limits(self._estimate(conn, sql.SQL("true"), []), q.offset + q.limit)
            if estimate <= threshold:
                page = _sparse_page(conn, where, params, q, cap)
                if page is not None:
                    return page
        rows = _fetch(
            conn,
            sql.SQL(
                "SELECT {cols} FROM releases r {joins} "
                "WHERE {where} ORDER BY r.posted_at DESC, r.id DESC LIMIT %s OFFSET %s"
            ).format(cols=_COLUMNS, joins=_JOINS, where=where),
            [*params, q.limit, q.offset],
        )
        items = [_row(r) for r in rows]
        if 0 < len(items) < q.limit:
            return Page(items, q.offset, q.offset + len(items))  # the last page: exact
        if not items:
            # Nothing at this offset: at most `offset` matches exist (none at offset 0),
            # whatever the estimate said.
            return Page(items, q.offset, q.offset, total_exact=q.offset == 0)
        return Page(items, q.offset, max(estimate, q.offset + len(items)), total_exact=False)

    def _broad_categories(self, conn: Conn, q: ReleaseQuery, named: int) -> bool:
        """Whether a query's categories hold so many rows that testing them on the heap is cheaper than in GIN.

        Measured at 10 M (ADR 0022): the TV tree's ten tokens in the
        finder's query cost 15-20 ms of posting lists per step; tested on
        the heap they cost at most 1 / share extra reads of the matches.
        """
        if not q.categories:
            return False
        rows = self._estimate(conn, sql.SQL("r.named AND r.category = ANY(%s)"), [sorted(q.categories)])
        return rows >= BROAD_CATEGORY_SHARE * max(named, 1)

    def _posted_bounds(self, conn: Conn) -> list[float]:
        """Return the planner's posted_at histogram bounds (epoch seconds, ascending), cached like the estimates."""
        now = time.monotonic()
        with self._lock:
            hit = self._bounds
        if hit is not None and now - hit[0] < self.ESTIMATE_TTL_S:
            return hit[1]
        bounds = posted_bounds(conn)
        with self._lock:
            self._bounds = (now, bounds)
        return bounds

    def latest(self, conn: Conn, *, group: str | None = None, limit: int = 50) -> list[ReleaseRow]:
        """Return the newest releases, optionally only those posted to one group."""
        return self.search(conn, ReleaseQuery(group=group, limit=limit)).items


def _insert(conn: Conn, params: list[dict[str, Any]]) -> dict[str, int]:
    """Run the INSERT for each row (pipelined); return content_hash -> id of each row that was new."""
    inserted: dict[str, int] = {}
    with conn.cursor() as cur:
        cur.executemany(_INSERT, params, returning=True)
        while True:
            row = cur.fetchone()
            if row is not None:
                content_hash, release_id = row if isinstance(row, tuple) else tuple(row.values())
                inserted[str(content_hash)] = int(release_id)
            if not cur.nextset():
                break
    return inserted


def release_ids(conn: Conn, content_hashes: Sequence[str]) -> dict[str, int]:
    """Return the id of each stored release among ``content_hashes`` (one index probe each)."""
    if not content_hashes:
        return {}
    rows = _fetch(conn, sql.SQL("SELECT content_hash, id FROM releases WHERE content_hash = ANY(%s)"),
                  [list(content_hashes)])
    return {str(h): int(i) for h, i in rows}


@dataclass(frozen=True)
class SalvagedRelease:
    """A stored salvaged (broken) release, as the build weighs it against a complete upload."""

    id: int
    content_hash: str
    title: str
    poster: str
    groups: tuple[str, ...]
    nzb: bytes


# The most salvaged releases of one chunk's posters weighed at once: a poster with more is checked against the newest.
SALVAGED_PER_CHUNK = 500


def salvaged_of(conn: Conn, posters: Sequence[str]) -> list[SalvagedRelease]:
    """Return the stored salvaged releases of these posters, newest first (127's partial index: a few rows)."""
    if not posters:
        return []
    rows = _fetch(conn, sql.SQL(
        "SELECT id, content_hash, title, poster, groups, nzb FROM releases WHERE broken AND poster = ANY(%s)"
        " ORDER BY id DESC LIMIT %s"), [sorted(set(posters)), SALVAGED_PER_CHUNK])
    return [SalvagedRelease(int(i), str(h), str(t), str(p), tuple(g), bytes(n)) for i, h, t, p, g, n in rows]


def served_ids(conn: Conn) -> frozenset[str]:
    """Return the Newznab id parameters some listed release carries ("tvdbid", "imdbid"): what caps may advertise.

    Two probes of the partial id indexes (030's releases_tvdb, releases_imdb), each stopping at the first row.
    """
    rows = _fetch(conn, sql.SQL(
        "SELECT EXISTS (SELECT 1 FROM releases WHERE tvdb IS NOT NULL AND named), "
        "EXISTS (SELECT 1 FROM releases WHERE imdb IS NOT NULL AND named)"), [])
    tvdb, imdb = rows[0] if rows else (False, False)
    return frozenset(name for name, present in (("tvdbid", tvdb), ("imdbid", imdb)) if present)


def copy_releases(conn: Conn, columns: Sequence[str], rows: Iterable[Sequence[Any]]) -> int:
    """COPY rows straight into ``releases`` (benchmarks and scale tests: no bounds, no conflict handling)."""
    n = 0
    with conn.cursor() as cur, cur.copy(
            sql.SQL("COPY releases ({}) FROM STDIN").format(sql.SQL(", ").join(map(sql.Identifier, columns)))) as copy:
        for row in rows:
            copy.write_row(row)
            n += 1
    return n


def set_named(conn: Conn, release_id: int, name: str | Derived, *, rename_hashed: bool = False) -> bool:
    """Name a release (phase 2's one seam): title, search name, category, tags and episode fields, named = true.

    ``name`` is either what ``domain.probe.renaming.renamed`` derived (the probe
    pass: it knows the release's file names) or a bare title, derived here
    from the row's group and size by the same classifiers. Every field the
    build derives from a title is derived again, so the release enters
    search, feeds, browse and tvsearch in the right category.

    Only an unnamed release is named (``rename_hashed`` also lets a named row
    whose title the caller judged machine-made, ``renaming.needs_name``, be
    renamed: rows built before unnamed releases existed). Returns False when
    the release does not exist or was named already, so a probe re-run names
    nothing twice. Its identity (content_hash, NZB) is never rewritten:
    phase 2 adds to what phase 1 stored. No commit.
    """
    if isinstance(name, str):
        title = bounds.cut_words(name.strip(), bounds.TITLE_CHARS)
        if not title:
            raise ValueError("a release is named with a non-empty title")
        rows = _fetch(conn, sql.SQL("SELECT groups, size FROM releases WHERE id = %s"), [release_id])
        if not rows:
            return False
        groups, size = rows[0]
        name = renamed(title, group=groups[0] if groups else "", file_names=(), size=int(size))
    if not name.title.strip():
        raise ValueError("a release is named with a non-empty title")
    cur = conn.execute(
        "UPDATE releases SET title = %s, search_name = %s, category = %s, tags = %s, series = %s, series_key = %s,"
        " season = %s, episode = %s, air_date = %s, pack = %s, named = true"
        " WHERE id = %s AND (NOT named OR %s)",
        (bounds.cut_words(name.title, bounds.TITLE_CHARS), bounds.cut_words(name.search_name, bounds.TITLE_CHARS),
         name.category, [bounds.cut_words(t, bounds.TEXT_CHARS) for t in name.tags], name.series, name.series_key,
         name.season, name.episode, name.air_date, name.pack, release_id, rename_hashed),
    )
    return cur.rowcount == 1


def _refusal(exc: Exception) -> str:
    """Return why Postgres refused a row, in one bounded line (its SQLSTATE and message)."""
    state = getattr(exc, "sqlstate", None) or type(exc).__name__
    message = " ".join(str(exc).split())
    return f"{state}: {message}"[:300]


def _by_guid(conn: Conn, guid: str, columns: sql.Composable) -> tuple[Any, ...] | None:
    """Return ``columns`` of the release with this guid, or None (also for a string no guid can be)."""
    if not _is_guid(guid):
        return None
    rows = _fetch(
        conn,
        sql.SQL("SELECT {} FROM releases r {} WHERE r.content_hash = %s").format(columns, _JOINS),
        (guid,),
    )
    return rows[0] if rows else None


def _opt(value: str | None) -> str | None:
    return None if value is None else bounds.cut_words(value, bounds.TEXT_CHARS)


def _is_guid(value: str) -> bool:
    return len(value) == 16 and all(c in "0123456789abcdef" for c in value)


def _where(q: ReleaseQuery, *, trigram: bool = False, words: str | None = None) -> tuple[sql.Composable, list[Any]]:
    """Build the WHERE clause of a query; values are always bound parameters.

    ``trigram`` matches the words as substrings (the fallback for partial
    words) instead of as whole words; ``words`` (a tsquery text) replaces
    the query's words (the whole words partial ones are part of).
    """
    parts: list[sql.Composable] = []
    params: list[Any] = []
    if not q.include_unnamed:
        # Matches 093's partial indexes (WHERE named): the newest-first walk never meets an unnamed row.
        parts.append(sql.SQL("r.named"))
    if q.hide_dead:
        # Matches 093's releases_posted_live_named (WHERE named AND NOT dead): the walk never meets a dead row.
        parts.append(sql.SQL("NOT r.dead"))
    if words is not None:
        parts.append(sql.SQL("r.search_vector @@ %s::tsquery"))
        params.append(words)
    elif q.words:
        if trigram:
            # Partial words: each must appear inside the name (trigram index).
            parts.extend(sql.SQL("r.search_name ILIKE %s") for _ in q.words)
            params.extend(f"%{w}%" for w in q.words)
        else:
            # Whole words through the full-text index; exact lexemes keep the
            # GIN lookup an intersection of posting lists.
            parts.append(sql.SQL("r.search_vector @@ to_tsquery('simple', %s)"))
            params.append(" & ".join(q.words))
    if q.categories is not None and len(q.categories) == 1:
        # One category: "=" lets the (category, posted_at) index return rows already in order.
        parts.append(sql.SQL("r.category = %s"))
        params.append(next(iter(q.categories)))
    elif q.categories is not None:
        parts.append(sql.SQL("r.category = ANY(%s)"))
        params.append(sorted(q.categories))
    if q.group is not None:
        parts.append(sql.SQL("r.groups @> %s::text[]"))
        params.append([q.group])
    _row_filters(q, parts, params)
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
    if q.season is not None:
        parts.append(sql.SQL("r.season = %s"))
        params.append(q.season)
    if q.episode is not None:
        parts.append(sql.SQL("r.episode = %s"))
        params.append(q.episode)
    if not parts:
        return sql.SQL("true"), params
    return sql.SQL(" AND ").join(parts), params


def _estimate(conn: Conn, where: sql.Composable, params: list[Any]) -> int:
    """Return the planner's row estimate for a filter (planning only, no execution)."""
    plan = conn.execute(
        sql.SQL("EXPLAIN (FORMAT JSON) SELECT 1 FROM releases r WHERE {}").format(where), params
    ).fetchone()
    if plan is None:
        return 0
    return int(_plan_rows(plan))


# A partial word is looked up among the catalogue's words (135) only when it holds nothing but these characters:
# a run of them in a name is always inside one word of its search vector (punctuation and spaces are what split
# it), so "a word holds it" and "the name holds it" agree. Any other (a letter with an accent, another script,
# where the text parser's split is its own) takes the trigram path.
_PLAIN_PART = re.compile(r"[0-9a-z]+")
# A partial word held by more words than this is looked up by trigram over the names: the OR of more posting
# lists costs more than the trigram lists (docs/capacity.md C6: 80 of the bench's 4-letter parts at 10 M were
# even at 64, and 200 words a part took the kind's p99 from 96 to 153 ms; C7: up to 400 words, windows first,
# 119 -> 298 ms).
PARTIAL_WORDS_MAX = 64
# What a part known to have many matches is taken to hold, as a share of the named rows: the planner's guess for
# a pattern is a constant, and sizing the first window by too few matches costs a window past the cap.
PARTIAL_MANY_SHARE = 0.02


def _partial_words(conn: Conn, parts: Sequence[str]) -> tuple[str | None, bool]:
    """Return the tsquery text of the words each part is in (ANDed: any word of each), from 135's words, and many.

    '' when some part is in no word (no named release can hold it); None
    when the words cannot answer: 135 is not complete yet (its trigram index
    is built after the fill, so a valid one means every word is there), a
    part has other characters than ``_PLAIN_PART``, or one is in more than
    ``PARTIAL_WORDS_MAX`` words: then ``many`` is true (its matches are
    many, the trigram path's finder starts with windows). Only named
    releases' words are kept: the caller asks only for them.
    """
    if not all(_PLAIN_PART.fullmatch(p) for p in parts):
        return None, False
    with _bitmap_only(conn) as cur:
        ready = cur.execute("SELECT indisvalid FROM pg_index WHERE indexrelid = to_regclass('release_words_trgm')"
                            ).fetchone()
        if not ready or not ready[0]:
            return None, False
        rows = cur.execute(
            "SELECT q.i, w.word FROM unnest(%s::text[]) WITH ORDINALITY AS q(part, i) "
            "CROSS JOIN LATERAL (SELECT DISTINCT x.word FROM release_words x WHERE x.word LIKE '%%' || q.part || '%%' "
            "LIMIT %s) w", [list(parts), PARTIAL_WORDS_MAX + 1]).fetchall()
    found: dict[int, list[str]] = {i: [] for i in range(1, len(parts) + 1)}
    for i, word in rows:
        found[int(i)].append(str(word))
    if not all(found.values()):
        return "", False
    if any(len(words) > PARTIAL_WORDS_MAX for words in found.values()):
        return None, True
    return search_windows.all_of(search_windows.any_of(sorted(words)) for _, words in sorted(found.items())), False


def fill_release_words(conn: Conn) -> int:
    """Add every named release's words missing from 135's list; return how many were added.

    Migration 135 runs the same statement once; a bulk load that writes
    releases with the triggers disabled (bench.catalogue_scale's COPY) runs
    it after. Re-runnable: a word already there is not added again.
    """
    with conn.cursor() as cur:
        cur.execute(
            "INSERT INTO release_words (word) "
            "SELECT s.w FROM (SELECT DISTINCT unnest(tsvector_to_array(search_vector)) AS w FROM releases WHERE named) s "
            "WHERE NOT EXISTS (SELECT 1 FROM release_words x WHERE x.word = s.w)")
        return cur.rowcount


def _sparse_page(
    conn: Conn, where: sql.Composable, params: list[Any], q: ReleaseQuery, cap: int
) -> Page | None:
    """Collect every match (id, posted_at), count and sort them, fetch one page; None if there are too many.

    WHY a materialised CTE: it pins the plan to the indexes that find the
    matches (GIN, id, category) instead of a newest-first walk that a
    mis-estimate could turn into a scan of most of the catalogue, and it
    makes the total exact for free.
    """
    rows = _fetch(
        conn,
        sql.SQL(
            "WITH m AS MATERIALIZED (SELECT r.id, r.posted_at FROM releases r WHERE {where} LIMIT %s), "
            "n AS (SELECT count(*) AS total FROM m), "
            "p AS (SELECT id, posted_at FROM m ORDER BY posted_at DESC, id DESC LIMIT %s OFFSET %s) "
            "SELECT n.total, {cols} FROM n LEFT JOIN p ON true "
            "LEFT JOIN releases r ON r.id = p.id {joins} "
            "ORDER BY p.posted_at DESC, p.id DESC"
        ).format(where=where, cols=_COLUMNS, joins=_JOINS),
        [*params, cap + 1, q.limit, q.offset],
    )
    total = int(rows[0][0]) if rows else 0
    if total > cap:
        return None
    items = [_row(r[1:]) for r in rows if r[1] is not None]
    return Page(items, q.offset, total)


def _plan_rows(row: dict[str, Any] | tuple[Any, ...]) -> float:
    doc = next(iter(row.values())) if isinstance(row, dict) else row[0]
    return float(doc[0]["Plan"]["Plan Rows"])


# ---- the finder (migrations 132/133, 135/136, ADR 0022) --------------------------

# The expressions exactly as 136's finder index holds them: the planner matches an index by its expression.
_TOKENS = sql.SQL("release_finder_tokens(r.search_vector, r.category, r.season, r.episode, r.groups, r.imdb, r.tvdb)")
_TIMES = sql.SQL("release_finder_times(r.posted_at)")
# 133's trigram index holds the hours as release_times: a step of partial words matched by trigram reads that index.
_TRIGRAM_TIMES = sql.SQL("release_times(r.posted_at)")
# A finder step reads at most this many matches (or twice a page's depth) from the heap; past it the window is
# split, and a single hour past it is answered by the newest-first walk.
FINDER_MIN_CAP = 1000
# A planner estimate this dense sends a finder query straight to the newest-first walk: it reads at most this
# many rows for a page (need * named rows / estimate).
DENSE_WALK_ROWS = 4000
# An estimate of this many times cap skips the first pass over every match (the estimate errs low, not high).
FINDER_SPREAD = 8
# Past cap in the first pass, the first window reaches back to the sample's (need x this)th newest match.
FINDER_SAMPLE_SHARE = 0.25
# Categories holding at least this share of the named rows are tested on the heap, not as index tokens.
BROAD_CATEGORY_SHARE = 0.2
# Trees with a finder index of their own (migration 137, WHERE named AND category in the tree): a query confined to
# one is asked with that predicate as literals, so the planner proves the partial index usable. The TV tree was
# measured and not given one (docs/capacity.md C7: tvsearch by name p99 53.0 against 50.6 ms at 10 M).
TREE_FINDERS = frozenset({2000})


def _finds(q: ReleaseQuery) -> bool:
    """Whether the finder answers a query: named releases only, with words, a group, a season, an episode or imdb.

    Browse (a category, a size, an age alone) stays a walk of the
    (category, posted_at) or posted_at index, already in order; a tvdbid
    has its (tvdb, season, episode) btree, which finds an episode directly
    (ADR 0022: the finder's posting lists cost more there). An imdbid's
    btree holds the film, not the page: a film with thousands of releases
    was collected whole by the sparse path.
    """
    return not q.include_unnamed and q.tvdb is None and bool(
        q.words or q.group is not None or q.season is not None or q.episode is not None or q.imdb is not None)


def _plainly_dense(estimate: int, named: int, q: ReleaseQuery) -> bool:
    """Whether the planner's estimate says the newest-first walk fills the page within DENSE_WALK_ROWS rows."""
    return estimate > 0 and (q.offset + q.limit) * named <= DENSE_WALK_ROWS * estimate


def _finder_tree(q: ReleaseQuery) -> int | None:
    """Return the tree with its own finder index (TREE_FINDERS) that holds every category asked, or None."""
    tops = {int(c) // 1000 * 1000 for c in q.categories or ()}
    if len(tops) != 1:
        return None
    top = next(iter(tops))
    return top if top in TREE_FINDERS else None


def _filter_tokens(q: ReleaseQuery, *, categories: bool = True, tree: int | None = None) -> str:
    """Return the tsquery text of every filter 132's release_tokens holds but the words.

    Within a ``tree``'s own index every row is in the tree: its '#p' token
    would be a list of every row there, so it is left out.
    """
    ids: list[str] = []
    if q.imdb is not None:
        ids.append(f"#i{q.imdb}")
    if q.tvdb is not None:
        ids.append(f"#t{q.tvdb}")
    return search_windows.all_of([
        search_windows.any_of([t for t in _category_tokens(q.categories or frozenset()) if t != f"#p{tree}"]
                              if categories else []),
        search_windows.any_of([f"#g{q.group}"] if q.group is not None else []),
        # One episode as one token (132: its posting list is ~24x shorter than the episode number's).
        search_windows.any_of([f"#x{int(q.season)}.{int(q.episode)}"] if q.season is not None and q.episode is not None
                              else [f"#s{int(q.season)}"] if q.season is not None else []),
        search_windows.any_of([f"#e{int(q.episode)}"] if q.episode is not None and q.season is None else []),
        search_windows.any_of(ids),  # several ids are ORed (Newznab 1.1), as in _where
    ])


def _category_tokens(categories: frozenset[int]) -> list[str]:
    """Return 136's tokens for a set of categories: one '#p<top>' per whole tree in it, '#<id>' for the rest.

    WHY: a GIN pass checks each candidate against every list it ANDs, and a
    tree's ten or so subcategories are as many lists (docs/capacity.md C6).
    A release's category is one the classifier knows, so "in the tree" and
    "one of the tree's categories" are the same rows.
    """
    left = set(categories)
    tokens: list[str] = []
    for top in sorted({int(c) // 1000 * 1000 for c in categories}):
        tree = expand_categories([top])
        if top in left and tree <= left:
            tokens.append(f"#p{top}")
            left -= tree
    return tokens + [f"#{int(c)}" for c in sorted(left)]


def _finder_where(
    q: ReleaseQuery, *, trigram: bool, broad: bool = False, words: str | None = None,
) -> tuple[sql.Composable, list[Any]]:
    """Return a named query's filter in the finder's form: tokens (and words) in the index, the rest on the heap.

    The heap keeps what has no token: dead, size, maxage (the windows end
    at its hour; the exact instant is tested here), air date and a year,
    and the categories when they are ``broad``. A query confined to a tree
    in TREE_FINDERS (not by trigram: that index holds names, not tokens)
    carries the tree's index predicate, so its steps read that tree's lists.
    """
    parts: list[sql.Composable] = [sql.SQL("r.named")]
    params: list[Any] = []
    tree = None if trigram else _finder_tree(q)
    if tree is not None:
        # Literals, as 137 writes its predicate: a parameter would not prove the partial index usable.
        parts.append(sql.SQL("r.category >= {} AND r.category < {}").format(sql.Literal(tree), sql.Literal(tree + 1000)))
    tokens = _filter_tokens(q, categories=not broad, tree=tree)
    if words is not None:
        parts.append(sql.SQL("{} @@ %s::tsquery").format(_TOKENS))
        params.append(search_windows.all_of([words, tokens]))
    elif trigram:
        parts.extend(sql.SQL("r.search_name ILIKE %s") for _ in q.words)
        params.extend(f"%{w}%" for w in q.words)
        if tokens:
            parts.append(sql.SQL("{} @@ %s::tsquery").format(_TOKENS))
            params.append(tokens)
    elif q.words and tokens:
        parts.append(sql.SQL("{} @@ (to_tsquery('simple', %s) && %s::tsquery)").format(_TOKENS))
        params.extend([" & ".join(q.words), tokens])
    elif q.words:
        parts.append(sql.SQL("{} @@ to_tsquery('simple', %s)").format(_TOKENS))
        params.append(" & ".join(q.words))
    else:
        parts.append(sql.SQL("{} @@ %s::tsquery").format(_TOKENS))
        params.append(tokens)
    if broad and q.categories:
        # "+ 0": the test stays a heap filter, never a bitmap of every row of the categories.
        parts.append(sql.SQL("r.category + 0 = ANY(%s)"))
        params.append(sorted(q.categories))
    if q.hide_dead:
        parts.append(sql.SQL("NOT r.dead"))
    _row_filters(q, parts, params)
    return sql.SQL(" AND ").join(parts), params


def _row_filters(q: ReleaseQuery, parts: list[sql.Composable], params: list[Any]) -> None:
    """Append the filters every plan tests on the row: size, maxage, air date and a year."""
    if q.min_size is not None:
        parts.append(sql.SQL("r.size >= %s"))
        params.append(q.min_size)
    if q.max_size is not None:
        parts.append(sql.SQL("r.size <= %s"))
        params.append(q.max_size)
    if q.max_age_days is not None:
        parts.append(sql.SQL("r.posted_at >= now() - make_interval(days => %s)"))
        params.append(q.max_age_days)
    if q.air_date is not None:
        parts.append(sql.SQL("r.air_date = %s"))
        params.append(q.air_date)
    if q.year is not None:
        # season=YYYY without a day: a daily show's year, or a show numbering seasons by year.
        parts.append(sql.SQL("(r.season = %s OR (r.air_date >= make_date(%s, 1, 1) AND r.air_date < make_date(%s, 1, 1)))"))
        params.extend([q.year, q.year, q.year + 1])


def _finder_page(
    conn: Conn, q: ReleaseQuery, *, trigram: bool, estimate: int, broad: bool,
    posted_bounds: Callable[[Conn], list[float]], words: str | None = None, many: bool = False,
) -> Page | None:
    """Find a page inside the finder's index: the whole history first, then windows of hours; None when dense.

    The first step asks for every match (id and posting time only, at most
    ``cap`` + 1 of them): a filter with at most ``cap`` matches is answered
    from them, exactly, in one posting-list pass. Past ``cap``, the first
    window reaches back to the (need / 4)th newest of those matches (they
    are a sample), or, when the estimate alone says the matches are many
    (>= FINDER_SPREAD x ``cap``), to where the planner's posted_at histogram
    puts about two pages of them, skipping that pass. Each next window is
    older and sized by the density the last one showed. Windows are
    disjoint and every one is older than the last, so once the collected
    matches fill the page, the page is the newest matches there are. A
    window holding more than ``cap`` is split at its own sample's quantile,
    newer part first; a single hour holding more means the matches are
    dense: None, and the caller walks newest first.

    WHY bitmap scans only: with LIMIT and no ORDER BY, a planner that
    believes the filter common would walk the table and stop at the limit;
    the finder's index is the only one matching the expressions, so a step
    is always its bitmap, whose heap reads are the step's matches.

    The total is exact when every match was read; otherwise it is the
    matches found, extrapolated by the share of rows posted since the
    oldest window read (the planner's posted_at histogram, cached); when
    that says the filter is rare (<= ``cap``), the rest is counted in one
    more step, unless the first pass already read more than ``cap`` (the
    count could only say "more", at the cost of a pass over the history).
    """
    need = q.offset + q.limit
    cap = max(FINDER_MIN_CAP, 2 * need)
    if many:
        # The caller knows the matches are many (a part in more words than PARTIAL_WORDS_MAX), whatever the
        # planner guesses for a trigram pattern (a constant): windows from the start. Measured at 10 M (docs/
        # capacity.md C6): such parts' p99 79 -> 47 ms, the same pages.
        estimate = max(estimate, FINDER_SPREAD * (cap + 1))
    where, params = _finder_where(q, trigram=trigram, broad=broad, words=words)
    now_hour = search_windows.hour_of(time.time())
    oldest = 0 if q.max_age_days is None else max(0, now_hour - q.max_age_days * 24 - 1)
    step = sql.SQL("SELECT r.id, r.posted_at FROM releases r WHERE {where} AND {times} @@ %s::tsquery LIMIT %s").format(
        where=where, times=_TRIGRAM_TIMES if trigram else _TIMES)
    found: list[tuple[int, datetime]] = []
    oldest_read = None
    too_dense = False
    at_least = 0  # matches known to exist (the first pass read more than cap)
    with _bitmap_only(conn) as cur:
        start = None
        if q.max_age_days is None and estimate < FINDER_SPREAD * (cap + 1):
            whole = sql.SQL("SELECT r.id, r.posted_at FROM releases r WHERE {where} LIMIT %s").format(where=where)
            sample = cur.execute(whole, [*params, cap + 1]).fetchall()  # type: ignore[call-overload]
            if len(sample) <= cap:
                return _exact_page(conn, q, sample)
            at_least = len(sample)
            # More than cap matches, maybe many more: the ones read are a sample of them (heap order), and
            # the window since the sample's (need / 4)th newest holds ~need / 4 / (cap + 1) of them: a page
            # when they are 4 x cap (fewer: the next window is sized by the density this one shows; more: it
            # splits by its own sample).
            hours = sorted((search_windows.hour_of(r[1].timestamp()) for r in sample), reverse=True)
            start = hours[min(len(hours) - 1, max(0, int(need * FINDER_SAMPLE_SHARE) - 1))]
        elif q.max_age_days is None:
            # The estimate says many more than cap (it errs low, not high): the first window holds about two
            # pages of them by the planner's posted_at histogram, without a pass over every match first.
            start = search_windows.hour_holding(posted_bounds(conn), 2 * need / estimate)
        todo = [search_windows.first_window(now_hour, oldest, start=start)]
        while todo and len(found) < need:
            lo, hi = todo.pop()
            window = search_windows.any_of(search_windows.cover(lo, hi))
            rows = cur.execute(step, [*params, window, cap + 1]).fetchall()  # type: ignore[call-overload]
            if len(rows) > cap:
                # The rows read are a sample of the window's matches: the newer part keeps about a page of them.
                hours = [search_windows.hour_of(r[1].timestamp()) for r in rows]
                halves = search_windows.split(lo, min(hi, now_hour + 1), hours, keep=need / len(rows), top=hi)
                if halves is None:
                    too_dense = True
                    break
                todo.extend(reversed(halves))  # the newer half is popped first
                continue
            found.extend(rows)
            oldest_read = lo
            if not todo and len(found) < need:
                # The next older window, sized by this one's density (split parts pending are older anyway).
                nxt = search_windows.older_window(lo, oldest, min(hi, now_hour + 1) - lo, len(rows), need - len(found))
                if nxt is not None:
                    todo.append(nxt)
    if too_dense:
        return None  # one hour held more than a step may read: the caller walks newest first
    if not todo and (oldest_read is None or oldest_read <= oldest):
        return _exact_page(conn, q, found)  # every window down to the oldest hour was read
    found.sort(key=lambda r: (r[1], r[0]), reverse=True)
    items = _by_ids(conn, [r[0] for r in found[q.offset:need]])
    bounds = posted_bounds(conn)
    read = search_windows.share_since(bounds, oldest_read if oldest_read is not None else now_hour)
    asked = search_windows.share_since(bounds, oldest)
    guess = max(at_least, int(len(found) * asked / read) if read > 0 else len(found))
    if guess <= cap and oldest_read is not None:
        # Few matches by the density found so far: count the rest exactly (at most cap - found heap reads),
        # as clients page by the total (NZBHydra2 asks for offset + limit until it is reached).
        with _bitmap_only(conn) as cur:
            rest = cur.execute(sql.SQL("SELECT count(*) FROM ({step}) s").format(step=step), [  # type: ignore[call-overload]
                *params, search_windows.any_of(search_windows.cover(oldest, oldest_read)),
                cap - len(found) + 1]).fetchone()
        more = int(rest[0]) if rest else 0
        if len(found) + more <= cap:
            return Page(items, q.offset, len(found) + more)
    return Page(items, q.offset, max(len(found), guess), total_exact=False)


def posted_bounds(conn: Conn) -> list[float]:
    """Return the posted_at histogram bounds ANALYZE keeps for releases (epoch seconds, ascending); [] without."""
    row = _fetch(conn, sql.SQL(
        "SELECT array(SELECT extract(epoch FROM b) FROM unnest(histogram_bounds::text::timestamptz[]) b) "
        "FROM pg_stats WHERE schemaname = current_schema() AND tablename = 'releases' AND attname = 'posted_at'"), [])
    return [float(v) for v in row[0][0]] if row and row[0][0] else []


def _exact_page(conn: Conn, q: ReleaseQuery, matches: list[tuple[int, datetime]]) -> Page:
    """Return the page of every match, newest first, with its exact total."""
    ordered = sorted(matches, key=lambda r: (r[1], r[0]), reverse=True)
    return Page(_by_ids(conn, [r[0] for r in ordered[q.offset:q.offset + q.limit]]), q.offset, len(matches))


@contextmanager
def _bitmap_only(conn: Conn) -> Iterator[psycopg.Cursor[tuple[Any, ...]]]:
    """Yield a tuple cursor in a transaction whose plans may only use bitmap scans (the finder's steps).

    Inside a caller's transaction the block is a savepoint, and SET LOCAL
    would outlive it: the settings are put back before it ends.
    """
    nested = conn.info.transaction_status != pq.TransactionStatus.IDLE
    with conn.transaction(), conn.cursor(row_factory=tuple_row) as cur:
        cur.execute("SET LOCAL enable_seqscan = off; SET LOCAL enable_indexscan = off")
        try:
            yield cur
        finally:
            if nested and conn.info.transaction_status == pq.TransactionStatus.INTRANS:
                cur.execute("SET LOCAL enable_seqscan TO DEFAULT; SET LOCAL enable_indexscan TO DEFAULT")


def _by_ids(conn: Conn, ids: list[int]) -> list[ReleaseRow]:
    """Return the rows of ``ids`` with their grabs and health, in the order given."""
    if not ids:
        return []
    rows = _fetch(conn, sql.SQL("SELECT {cols} FROM releases r {joins} WHERE r.id = ANY(%s)").format(
        cols=_COLUMNS, joins=_JOINS), [ids])
    by_id = {r[_COLUMN_NAMES.index("id")]: r for r in rows}
    return [_row(by_id[i]) for i in ids if i in by_id]
