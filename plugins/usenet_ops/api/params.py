"""Lenient, strict-where-it-matters parsing of Newznab request parameters.

Lenient: names are case-insensitive, unknown parameters are ignored, an
empty value is the same as no value, ``imdbid`` comes with or without ``tt``,
``season`` as ``13``, ``S13`` or ``00``, ``ep`` as ``13``, ``E13`` or a daily
``MM/DD``, and a limit above the maximum is clamped (Torznab's service
guidelines; the client request shapes in newznab-clients.md §3-§5).

Strict: bytes that are not UTF-8, NUL characters, one name repeated with
different values, a number that is not a number, an oversized ``q``: each is
refused with error 201 rather than guessed at, because a guess here becomes a
wrong page in a client that cannot tell.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date
from urllib.parse import unquote_to_bytes

from usenet_ops.api.errors import incorrect, missing
from usenet_ops.domain.assembly.release import normalise_imdb

# Postgres integer range: anything larger is not a page size, an id or a day count.
_INT_MAX = 2**31 - 1
# Any value longer than this is hostile or broken; q has its own, smaller cap.
_VALUE_MAX = 2048

_SEASON = re.compile(r"^s?(\d{1,4})$", re.IGNORECASE)
_EPISODE = re.compile(r"^e?(\d{1,4})$", re.IGNORECASE)
_DAILY = re.compile(r"^(\d{1,2})[/-](\d{1,2})$")
_CATEGORY_LIST = re.compile(r"^\d{1,9}(,\d{1,9})*$")


@dataclass(frozen=True)
class Params:
    """The request's parameters: lower-cased names, values stripped; empty values dropped."""

    values: Mapping[str, str]

    def get(self, name: str) -> str | None:
        """Return a parameter's value, or None when absent or empty."""
        return self.values.get(name)

    def first(self, *names: str) -> str | None:
        """Return the first present parameter among aliases (``id`` / ``guid``)."""
        for name in names:
            value = self.values.get(name)
            if value is not None:
                return value
        return None


def parse_query_string(raw: bytes) -> Params:
    """Decode a raw query string into Params, refusing what cannot be read unambiguously."""
    pairs: list[tuple[str, str]] = []
    for piece in raw.split(b"&"):
        if not piece:
            continue
        raw_name, _, raw_value = piece.partition(b"=")
        try:
            pairs.append((_decode(raw_name), _decode(raw_value)))
        except UnicodeDecodeError:
            label = raw_name.decode("ascii", "replace")[:20] or "query"
            raise incorrect(label, "not valid UTF-8; percent-encode UTF-8 bytes") from None
    values: dict[str, str] = {}
    for name, value in pairs:
        key = name.strip().lower()
        if not key:
            continue
        if "\x00" in value or "\x00" in key:
            raise incorrect(key, "NUL characters are not allowed")
        if len(value) > _VALUE_MAX:
            raise incorrect(key, f"longer than {_VALUE_MAX} characters")
        value = value.strip()
        previous = values.get(key)
        if previous is not None and previous != value:
            raise incorrect(key, "given more than once with different values; send it once")
        values[key] = value
    return Params({k: v for k, v in values.items() if v != ""})


def _decode(component: bytes) -> str:
    # Percent-decoding happens on bytes, then ONE strict UTF-8 decode: raw
    # UTF-8 and %-escaped UTF-8 both work, and nothing is silently replaced.
    return unquote_to_bytes(component.replace(b"+", b" ")).decode("utf-8", "strict")


def parse_int(params: Params, name: str, *, minimum: int = 0, maximum: int = _INT_MAX) -> int | None:
    """Return an integer parameter, None when absent; 201 when not a whole number in range."""
    raw = params.get(name)
    if raw is None:
        return None
    if not (raw.isascii() and raw.isdigit()) or len(raw) > 12:
        raise incorrect(name, f"must be a whole number >= {minimum}")
    value = int(raw)
    if value < minimum or value > maximum:
        raise incorrect(name, f"must be between {minimum} and {maximum}")
    return value


def parse_limit(params: Params, default: int, maximum: int) -> int:
    """Return the page size: the default when absent or 0, clamped to the maximum."""
    value = parse_int(params, "limit", maximum=10**12)
    if not value:
        return default
    return min(value, maximum)


def parse_offset(params: Params, maximum: int) -> int:
    """Return the offset; offsets past ``maximum`` are refused (deep paging is a scan)."""
    value = parse_int(params, "offset") or 0
    if value > maximum:
        raise incorrect("offset", f"at most {maximum}; narrow the search (cat, q, maxage) instead of paging deeper")
    return value


def parse_categories(params: Params) -> tuple[int, ...] | None:
    """Return the requested category ids, or None for "all categories"."""
    raw = params.get("cat")
    if raw is None:
        return None
    compact = ",".join(piece.strip() for piece in raw.split(",") if piece.strip())
    if not compact:
        return None
    if not _CATEGORY_LIST.match(compact):
        raise incorrect("cat", "must be category ids separated by commas, e.g. 5030,5040")
    return tuple(dict.fromkeys(int(piece) for piece in compact.split(",")))


@dataclass(frozen=True)
class EpisodeFilter:
    """season/ep as the catalogue stores them: numbers, or a daily show's air date or year."""

    season: int | None = None
    episode: int | None = None
    air_date: date | None = None
    year: int | None = None


def parse_episode(params: Params) -> EpisodeFilter:
    """Parse ``season`` and ``ep`` in every form clients send (13, S13, 00, E05, YYYY + MM/DD)."""
    season_raw = params.get("season")
    ep_raw = params.get("ep")
    season: int | None = None
    if season_raw is not None:
        match = _SEASON.match(season_raw)
        if not match:
            raise incorrect("season", "must be a season number such as 1, 01 or S01 (or a year for daily shows)")
        season = int(match.group(1))
    if ep_raw is not None:
        daily = _DAILY.match(ep_raw)
        if daily:
            if season is None or season < 1000:
                raise incorrect("ep", "a MM/DD episode needs season=YYYY (daily shows)")
            try:
                return EpisodeFilter(air_date=date(season, int(daily.group(1)), int(daily.group(2))))
            except ValueError:
                raise incorrect("ep", f"{season}-{daily.group(1)}-{daily.group(2)} is not a calendar date") from None
        match = _EPISODE.match(ep_raw)
        if not match:
            raise incorrect("ep", "must be an episode number such as 5, 05 or E05, or MM/DD for daily shows")
        episode = int(match.group(1))
        return EpisodeFilter(season=season, episode=episode)
    if season is not None and season >= 1000:
        return EpisodeFilter(year=season)
    return EpisodeFilter(season=season)


def parse_imdb(params: Params) -> str | None:
    """Return ``imdbid`` as stored (digits, zero-padded to 7), None when absent."""
    raw = params.get("imdbid")
    if raw is None:
        return None
    value = normalise_imdb(raw)
    if value is None:
        raise incorrect("imdbid", "must be an IMDb id such as tt0944947 or 0944947")
    return value


def parse_words_param(params: Params, name: str, max_chars: int) -> str | None:
    """Return a free-text parameter, refusing one longer than ``max_chars``."""
    raw = params.get(name)
    if raw is None:
        return None
    if len(raw) > max_chars:
        raise incorrect(name, f"longer than {max_chars} characters")
    return raw


def parse_output(params: Params) -> str:
    """Return the output format: ``xml`` (default) or ``json``."""
    raw = (params.get("o") or "xml").lower()
    if raw not in {"xml", "json"}:
        raise incorrect("o", "must be xml or json")
    return raw


def require(params: Params, *names: str) -> str:
    """Return the first of ``names`` present, or raise 200 Missing parameter."""
    value = params.first(*names)
    if value is None:
        raise missing(names[0])
    return value
