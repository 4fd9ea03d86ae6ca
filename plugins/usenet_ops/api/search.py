"""Turn a Newznab search request (search, tvsearch, movie, music, book, rss) into a ReleaseQuery.

Rules, each from a client's behaviour (newznab-clients.md):
- no ``cat`` means the function's own tree (tvsearch: TV, movie: Movies,
  music: Audio, book: Books; search and rss: everything); requested
  categories include their subcategories; only unknown ones -> empty;
- several ids are ORed; an id this catalogue cannot answer (rid, tvmazeid,
  tmdbid, traktid) given alone yields an empty result, never the unfiltered
  catalogue (Newznab 1.1: a service must not ignore what it cannot honour,
  and NZBHydra2 treats >= 10,000 hits for an id query as "ids ignored");
- Prowlarr copies maxage into minsize/maxsize (a known bug), so a size
  bound equal to maxage is ignored rather than emptying every result.
"""

from __future__ import annotations

import dataclasses

from usenet_ops.api.config import ApiConfig
from usenet_ops.api.params import (
    Params,
    parse_categories,
    parse_episode,
    parse_imdb,
    parse_int,
    parse_limit,
    parse_offset,
    parse_words_param,
)
from usenet_ops.domain.categories import expand_categories
from usenet_ops.store.catalogue import ReleaseQuery, search_words

_DEFAULT_TREE = {"tvsearch": 5000, "movie": 2000, "music": 3000, "book": 7000}
_TEXT_PARAMS = {
    "search": ("q",),
    "tvsearch": ("q",),
    "movie": ("q",),
    "music": ("q", "artist", "album", "track"),
    "book": ("q", "title", "author"),
}
_UNSUPPORTED_IDS = {
    "tvsearch": ("rid", "tvmazeid", "tmdbid", "traktid"),
    "movie": ("tmdbid", "traktid"),
}
_MAX_AGE_DAYS = 36_500
# At most this many words reach the index; more only slow the query down.
_MAX_WORDS = 12


def search_title(function: str) -> str:
    """Return the channel description for a function."""
    return {"tvsearch": "TV search", "movie": "movie search", "music": "music search",
            "book": "book search"}.get(function, "search")


def build_query(function: str, params: Params, config: ApiConfig, *, hide_dead: bool = False) -> ReleaseQuery:
    """Parse one request's filters; raises ApiError 201 on a value that cannot be used.

    ``hide_dead`` (knob ``health_hide_dead``) leaves out releases the health
    sweep found dead on every configured backbone.
    """
    limit = parse_limit(params, config.default_limit, config.max_limit)
    offset = parse_offset(params, config.max_offset)
    words: list[str] = []
    for name in _TEXT_PARAMS.get(function, ("q",)):
        value = parse_words_param(params, name, config.max_query_chars)
        if value:
            words.extend(search_words(value))
    words = list(dict.fromkeys(words))[:_MAX_WORDS]

    requested = parse_categories(params)
    if requested is None and function in _DEFAULT_TREE:
        requested = (_DEFAULT_TREE[function],)
    categories = None if requested is None else expand_categories(requested)

    max_age = parse_int(params, "maxage")
    if max_age is not None:
        # Beyond a century is "no limit"; a larger interval overflows Postgres' timestamp range.
        max_age = min(max_age, _MAX_AGE_DAYS)
    min_size = parse_int(params, "minsize", maximum=2**62)
    max_size = parse_int(params, "maxsize", maximum=2**62)
    if max_age is not None:
        if min_size == max_age:
            min_size = None
        if max_size == max_age:
            max_size = None

    tvdb = imdb = None
    season = episode = year = None
    air_date = None
    nothing = False
    if function in {"tvsearch", "movie"}:
        imdb = parse_imdb(params)
    if function == "tvsearch":
        tvdb = parse_int(params, "tvdbid", minimum=0)
        if tvdb == 0:
            tvdb = None
        ep = parse_episode(params)
        season, episode, air_date, year = ep.season, ep.episode, ep.air_date, ep.year
    if function in _UNSUPPORTED_IDS and tvdb is None and imdb is None:
        if any(params.get(name) for name in _UNSUPPORTED_IDS[function]):
            nothing = True

    return ReleaseQuery(
        words=tuple(words),
        categories=categories,
        group=params.get("group") if function == "search" else None,
        min_size=min_size,
        max_size=max_size,
        max_age_days=max_age,
        tvdb=tvdb,
        imdb=imdb,
        season=season,
        episode=episode,
        air_date=air_date,
        year=year,
        offset=offset,
        limit=limit,
        nothing=nothing,
        hide_dead=hide_dead,
    )


def id_then_name(query: ReleaseQuery) -> tuple[ReleaseQuery, ReleaseQuery | None]:
    """Return (the query to run first, the name-only query to run when it finds nothing, or None).

    Why: until phase 2 fills ids no release carries one, and a client that
    sends both an id and ``q`` wants the episode: the id decides when it
    matches (a release's name may differ from the client's title), and an id
    that matches nothing falls back to the name (issue 16). An id sent alone
    stays an id query (NZBHydra2 reads a flood of results as "ids ignored").
    """
    if not query.words or not (query.tvdb is not None or query.imdb is not None or query.nothing):
        return query, None
    by_name = dataclasses.replace(query, tvdb=None, imdb=None, nothing=False)
    if query.nothing:  # only ids this catalogue cannot answer (rid, tvmazeid, ...): the name is all there is
        return by_name, None
    return dataclasses.replace(query, words=()), by_name
