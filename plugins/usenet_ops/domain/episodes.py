"""Read where a release sits in a series: season, episode, pack or air date.

Sonarr searches by (series, season, episode), by season for packs, by date
for daily shows and by absolute number for anime; the catalogue stores the
parsed fields so those searches are index lookups, not title regexes.

Markers are tried most specific first: ``S01E02`` / ``1x02``, a daily date,
a season pack (``S01``, ``Season 1``, ``S01.COMPLETE``), then an anime
absolute number (`` - 05 ``). The series is the text before the marker.
"""

from __future__ import annotations

import datetime
import re
import unicodedata
from dataclasses import dataclass

__all__ = ["Episode", "parse_episode", "series_key"]


@dataclass(frozen=True)
class Episode:
    """What a title says about a series position; the empty value when nothing.

    ``episode`` is 0 with ``pack`` True for a whole-season pack, which is a
    real thing to index and different from an episode numbered zero.
    Anime absolute numbering has ``season`` None and ``episode`` set; daily
    shows have ``air_date`` set and no season/episode.
    """

    series: str = ""
    series_key: str = ""
    season: int | None = None
    episode: int | None = None
    pack: bool = False
    air_date: datetime.date | None = None

    def found(self) -> bool:
        """Report whether the title said anything usable."""
        return self.season is not None or self.episode is not None or self.air_date is not None


_SXXEYY = re.compile(
    r"(?<![A-Za-z0-9])S(\d{1,4})[ ._-]?E(\d{1,4})(?:(?:[ ._-]?E|-)\d{1,4})*(?![0-9])", re.I
)
_NXNN = re.compile(r"(?<![A-Za-z0-9])(\d{1,2})x(\d{2,3})(?![A-Za-z0-9])", re.I)
_DAILY = re.compile(
    r"(?<![0-9])((?:19|20)\d{2})[ ._-](0[1-9]|1[0-2])[ ._-](0[1-9]|[12]\d|3[01])(?![0-9])"
)
_SEASON = re.compile(
    r"(?<![A-Za-z0-9])(?:S(\d{1,2})(?![0-9E])|Season[ ._-]?(\d{1,2}))(?![0-9])"
    r"(?:[ ._-]?(?:complete|full|pack))?(?![A-Za-z0-9]*[Ee]\d)",
    re.I,
)
# Fansub form "[Group] Title - 05 (1080p)": the leading group tag is required,
# or "Artist - 2019 - Album" would read as episode 2019.
_ANIME = re.compile(r"^\[[^\]]*\][ ._]*(.+?)[ ._]+-[ ._]+(\d{1,4})(?:v\d)?(?=[ ._]|\[|\(|$)")
# Without the group tag, only when a resolution or CRC bracket follows the
# number ("Title - 18 [1080p]"), which no album or film title has.
_ANIME_UNTAGGED = re.compile(
    r"^(.+?)[ ._]+-[ ._]+(\d{1,4})(?:v\d)?[ ._]*[\[(](?:\d{3,4}p|[0-9A-Fa-f]{8})[\])]"
)
_ACRONYM = re.compile(r"(?<![A-Za-z0-9])(?:[A-Za-z]\.){2,}(?:[A-Za-z](?![A-Za-z0-9]))?")
_LEADING_TAGS = re.compile(r"^(?:\s*[\[(【][^\])】]*[\])】]\s*)+")
_SEPARATORS = re.compile(r"[._]+")
_SPACES = re.compile(r"\s+")
_EDGE = " -–_:|[("


def _clean_series(raw: str) -> str:
    text = _LEADING_TAGS.sub("", raw)
    # "S.H.I.E.L.D." is one word, not six.
    text = _ACRONYM.sub(lambda m: m.group(0).replace(".", "") + " ", text)
    text = _SEPARATORS.sub(" ", text)
    text = _SPACES.sub(" ", text)
    return text.strip(_EDGE).strip()


def series_key(name: str) -> str:
    """Fold a series name for grouping: lowercase letters and digits only.

    Why: "Marvels.Agents.of.S.H.I.E.L.D." and "Marvel's Agents of SHIELD" are
    one show; no operator should reconcile them by hand. Accents are folded
    too ("Pokémon" == "Pokemon"); non-Latin letters are kept.
    """
    decomposed = unicodedata.normalize("NFKD", name)
    return "".join(c for c in decomposed.casefold() if c.isalnum())


def _make(series_raw: str, **fields: object) -> Episode:
    series = _clean_series(series_raw)
    return Episode(series=series, series_key=series_key(series), **fields)  # type: ignore[arg-type]


def parse_episode(title: str) -> Episode:
    """Parse a title's series position; the empty Episode when it says nothing.

    Why: one parser for every search path (tv-search, season packs, daily,
    anime), so the catalogue and the API agree on what a title means.
    """
    m = _SXXEYY.search(title)
    if m:
        return _make(title[: m.start()], season=int(m.group(1)), episode=int(m.group(2)))
    m = _NXNN.search(title)
    if m:
        return _make(title[: m.start()], season=int(m.group(1)), episode=int(m.group(2)))
    m = _DAILY.search(title)
    if m and m.start() > 0:
        try:
            day = datetime.date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
        except ValueError:
            day = None
        if day is not None:
            return _make(title[: m.start()], air_date=day)
    m = _SEASON.search(title)
    if m and m.start() > 0:
        season = int(m.group(1) or m.group(2))
        return _make(title[: m.start()], season=season, episode=0, pack=True)
    m = _ANIME.search(title) or _ANIME_UNTAGGED.search(title)
    if m:
        return _make(m.group(1), episode=int(m.group(2)))
    return Episode()
