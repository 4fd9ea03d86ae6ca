"""A release ready for the catalogue: what the build pass hands to a ReleaseSink.

The build pass constructs these; a sink stores them. The NZB travels in its
compact form (``usenet_ops.domain.nzb.encode_compact``), never as XML: XML is
rendered on request, so the catalogue stores roughly a tenth of the bytes and a
rendering fix applies to every stored release at once.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime


class InvalidRelease(ValueError):
    """A CatalogueRelease breaks its own invariants; the message names the field to fix."""


@dataclass(frozen=True)
class ReleaseFields:
    """What the catalogue holds of a release, written and read back alike.

    WHY one declaration: the release being stored (CatalogueRelease) and the
    row the API and CLI read back (``usenet_ops.store.catalogue.ReleaseRow``)
    describe the same catalogue columns; each adds only its own side (the NZB
    and the series key going in; id, guid, added_at and grabs coming out).
    Field names are the column names of table ``releases``.
    """

    content_hash: str
    title: str
    search_name: str
    groups: tuple[str, ...]
    poster: str
    posted_at: datetime
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


@dataclass(frozen=True)
class CatalogueRelease(ReleaseFields):
    """Build one catalogue row; validated on construction so a sink never stores nonsense.

    WHY validate here: a bad row (naive datetime, 17-char hash, completion of
    250) would surface much later as a wrong pubDate or a broken guid in a
    client, far from the code that produced it.
    """

    series_key: str | None
    nzb: bytes
    # False for an upload whose name is machine-made (hashed, random): stored
    # with its NZB and probe candidates, hidden from search, feeds and browse
    # until phase 2 names it (issue 16; store.catalogue.set_named).
    named: bool = True
    # The classifier that derived category, tags and episode (domain.classifier.version); tag fill
    # re-derives releases whose version is older. None: not derived by the crawl classifier (spotnet).
    classifier_version: str | None = None

    def __post_init__(self) -> None:
        h = self.content_hash
        if len(h) != 16 or any(c not in "0123456789abcdef" for c in h):
            raise InvalidRelease(f"content_hash must be 16 lowercase hex characters, got {h!r}")
        if not self.title:
            raise InvalidRelease("title is empty: derive it from the subject before building the release")
        if self.posted_at.tzinfo is None or self.posted_at.utcoffset() is None:
            raise InvalidRelease("posted_at must be timezone-aware (UTC)")
        if not self.groups:
            raise InvalidRelease("groups is empty: a release is posted to at least one group")
        if self.size < 0 or self.files < 0 or self.segments < 0:
            raise InvalidRelease("size, files and segments must be >= 0")
        if not 0.0 <= self.completion <= 100.0:
            raise InvalidRelease(f"completion is a percentage 0..100, got {self.completion}")
        if self.imdb is not None and normalise_imdb(self.imdb) is None:
            raise InvalidRelease(f"imdb must be digits with or without 'tt', got {self.imdb!r}")
        if not self.origin:
            raise InvalidRelease("origin is empty: say where the release came from ('crawl', 'spotnet', ...)")


def normalise_imdb(value: str) -> str | None:
    """Return an IMDb id as digits zero-padded to 7 (Newznab's ``imdb`` form), or None if invalid.

    WHY: clients send ``tt0944947``, ``0944947`` and ``944947`` for the same
    title; one stored form makes the lookup an index probe.
    """
    text = value.strip().lower()
    if text.startswith("tt"):
        text = text[2:]
    if not text.isascii() or not text.isdigit() or len(text) > 12:
        return None
    if int(text) == 0:
        return None
    return text.lstrip("0").rjust(7, "0")
