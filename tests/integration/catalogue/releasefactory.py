"""Build CatalogueRelease values with real compact NZBs for catalogue and API tests."""

from __future__ import annotations

import itertools
from datetime import UTC, date, datetime, timedelta
from typing import Any

from usenet_ops.domain.assembly.release import CatalogueRelease
from usenet_ops.domain.identity import content_hash
from usenet_ops.domain.nzb import NzbFile, NzbSegment, encode_compact

_counter = itertools.count(1)
BASE_TIME = datetime(2026, 11, 1, 12, 0, tzinfo=UTC)


def make_release(title: str = "Some.Show.S01E02.1080p.WEB-DL.x264-GRP", **overrides: Any) -> CatalogueRelease:
    """Return a valid release; every field can be overridden; message-ids are unique per call."""
    n = next(_counter)
    files_count = overrides.pop("files_count", 2)
    subject = overrides.pop("subject", f'"{title}.part{{i}}.rar" yEnc (1/2)')
    poster = overrides.get("poster", "poster@example.com (Poster)")
    groups = overrides.get("groups", ("alt.binaries.test",))
    files = []
    for i in range(1, files_count + 1):
        files.append(
            NzbFile(
                subject=subject.replace("{i}", str(i)),
                poster=poster,
                date=int(BASE_TIME.timestamp()),
                groups=tuple(groups),
                segments=(
                    NzbSegment(1, 500_000, f"part1of2.{n}.{i}@example.com"),
                    NzbSegment(2, 250_000, f"part2of2.{n}.{i}@example.com"),
                ),
            )
        )
    ids = [s.message_id for f in files for s in f.segments]
    values: dict[str, Any] = {
        "content_hash": content_hash(ids),
        "title": title,
        "search_name": title.replace(".", " "),
        "groups": tuple(groups),
        "poster": poster,
        "posted_at": BASE_TIME - timedelta(minutes=n),
        "size": sum(s.bytes for f in files for s in f.segments),
        "files": len(files),
        "segments": len(ids),
        "par2": False,
        "completion": 100.0,
        "category": 5040,
        "tags": ("1080p", "WEB-DL", "x264"),
        "series": None,
        "series_key": None,
        "season": None,
        "episode": None,
        "air_date": None,
        "pack": False,
        "imdb": None,
        "tvdb": None,
        "origin": "crawl",
        "broken": False,
        "nzb": encode_compact(files),
    }
    values.update(overrides)
    return CatalogueRelease(**values)


def episode(series: str, season: int, ep: int, **overrides: Any) -> CatalogueRelease:
    """Return a TV episode release with parsed fields filled in."""
    title = overrides.pop("title", f"{series.replace(' ', '.')}.S{season:02d}E{ep:02d}.1080p.WEB-DL.x264-GRP")
    return make_release(
        title, series=series, series_key=series.lower().replace(" ", ""), season=season, episode=ep, **overrides
    )


def daily(series: str, aired: date, **overrides: Any) -> CatalogueRelease:
    """Return a daily-show release (season = year, air date set)."""
    title = f"{series.replace(' ', '.')}.{aired:%Y.%m.%d}.720p.HDTV.x264-GRP"
    return make_release(title, series=series, series_key=series.lower().replace(" ", ""), season=aired.year,
                        air_date=aired, **overrides)
