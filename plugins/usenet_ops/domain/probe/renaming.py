"""Re-derive a release's descriptive fields from a name phase 2 learned.

WHY: an obfuscated upload is built with a hashed title and so a wrong
category ("other: hashed"), no tags and no episode. When its par2 index or
archive listing gives the real name, every field the build derives from a
title must be derived again, by the same classifiers the build uses
(``domain.assembly.assemble``), or the release is findable by name but still in the
wrong category and missing from tvsearch.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass

from usenet_ops.domain import bounds, categories, episodes, tags, titles
from usenet_ops.domain.categories import looks_hashed
from usenet_ops.domain.subjects import file_kind

__all__ = ["Derived", "needs_name", "renamed"]


@dataclass(frozen=True)
class Derived:
    """A release's title and the ``releases`` columns the build derives from it (``renamed``).

    Naming writes all of them (``store.catalogue.set_named``); tag fill
    (``domain.rederive``) compares and rewrites all but the title.
    """

    title: str
    search_name: str
    category: int
    tags: tuple[str, ...]
    series: str | None
    series_key: str | None
    season: int | None
    episode: int | None
    air_date: dt.date | None
    pack: bool


def needs_name(title: str) -> bool:
    """Say whether a release's current title is an obfuscated one that a learned name should replace."""
    return looks_hashed(title) or not any(c.isalpha() for c in title)


def renamed(name: str, *, group: str, file_names: Sequence[str], size: int) -> Derived:
    """Return the title, search name, category, tags and episode fields the build would give ``name``."""
    title = bounds.cut_words(name.strip(), bounds.TITLE_CHARS)
    kinds = [file_kind(n) for n in file_names]
    episode = episodes.parse_episode(title)
    quality = tags.parse_tags(title)
    return Derived(
        title=title,
        search_name=titles.search_name(title),
        category=categories.classify(title, group=group, file_names=file_names, size=size, file_kinds=kinds,
                                     tags=quality, episode=episode),
        tags=tuple(quality.as_list()),
        series=episode.series or None,
        series_key=episode.series_key or None,
        season=episode.season,
        episode=episode.episode,
        air_date=episode.air_date,
        pack=episode.pack,
    )
