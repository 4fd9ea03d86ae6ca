"""Turn a verified spot and its decoded NZB into a catalogue release: pure, no database.

A spot names a release and points at its NZB (``spotnet.SpotRelease``,
``spot_payload.NzbPayload``). The catalogue row is built the way the build
pass builds one from headers, so both paths agree where it matters:

- identity: ``content_hash`` over the NZB's segment message-ids
  (``identity.content_hash``), so the spot and the same upload built from
  overview lines are ONE row, whichever arrives first (ADR 0017);
- the NZB is stored compact (``nzb.encode_compact``), rendered on request;
- size, files, segments, par2 and completion come from the NZB itself, not
  from what the spot claims: the NZB is what a client downloads;
- title, category and tags come from the spot: the spotter named and
  categorised the release (that is what a spot adds, including for uploads
  whose own subjects are obfuscated).

Not taken from the spot: the poster of the catalogue row is the uploader
the NZB names (as for a header-built release); the spotter's nickname stays
with the spot (``spots.poster``).
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Sequence

from usenet_ops.domain import episodes, identity, nzb, tags, titles
from usenet_ops.domain.assembly.release import CatalogueRelease, normalise_imdb
from usenet_ops.domain.spotnet.spots import SpotRelease
from usenet_ops.domain.subjects import FileKind, ParsedSubject, file_kind, parse_subject

__all__ = ["ORIGIN", "SPOT_GROUP", "imdb_from_text", "spot_catalogue_release", "spot_message_ids"]

ORIGIN = "spotnet"
SPOT_GROUP = "free.pt"  # where a release with no group of its own is filed (a fixed property of the protocol)

# IMDb title ids as spots carry them: the Website field or a link in the description.
_IMDB = re.compile(r"imdb\.[a-z.]{2,12}/(?:[a-z]{2}/)?title/(tt\d{5,10})", re.I)


def imdb_from_text(*texts: str) -> str | None:
    """Return the first IMDb title id linked in ``texts`` (normalised digits), or None.

    Spotters put the IMDb page in the Website field (the Spotnet client's
    form has a field for it) or link it in the description; the link is the
    only id a spot carries.
    """
    for text in texts:
        if not text or "imdb" not in text.lower():
            continue
        m = _IMDB.search(text[:4096])
        if m is not None:
            return normalise_imdb(m.group(1))
    return None


def spot_message_ids(files: Sequence[nzb.NzbFile]) -> list[str]:
    """Return every segment message-id of the NZB, without brackets (what the identity hashes)."""
    return [s.message_id for f in files for s in f.segments]


def _completion(files: Sequence[nzb.NzbFile], parsed: Sequence[ParsedSubject | None], lost: int = 0) -> float:
    """Return the share of segments the NZB lists against the (p/t) totals its subjects declare.

    A file whose subject carries no counter counts as complete: the NZB is
    all there is to know about it, less the ``lost`` segments it listed that
    were skipped (they count as missing, whatever the counters say).
    """
    have = total = 0
    for f, p in zip(files, parsed, strict=True):
        have += len(f.segments)
        total += max(p.part_total, len(f.segments)) if p is not None else len(f.segments)
    share = min(100.0, 100.0 * have / total) if total else 100.0
    if lost > 0:
        share = min(share, 100.0 * have / (have + lost))
    return round(share, 2)


def spot_catalogue_release(
    spot: SpotRelease, files: Sequence[nzb.NzbFile], *, lost_segments: int = 0
) -> CatalogueRelease:
    """Build the catalogue row of a spot from its decoded NZB files.

    ``lost_segments`` counts segments the NZB listed that were skipped (an
    id that is not a message-id, ``payload.NzbPayload.invalid_ids``): the
    release is then incomplete, and its completion says so even when no
    subject declares a part count.

    Raises ``release.InvalidRelease`` (a ValueError) if the row would break
    the catalogue's invariants; the caller counts that as a failed import.
    """
    if not files:
        raise ValueError("the spot's NZB lists no files")
    parsed = [parse_subject(f.subject) for f in files]
    names = [p.file_name if p is not None and p.file_name else f.subject for f, p in zip(files, parsed, strict=True)]
    kinds = [file_kind(n) for n in names]
    size = sum(s.bytes for f in files for s in f.segments) or max(spot.size, 0)
    dates = [f.date for f in files if f.date > 0]
    posted = min(dates) if dates else spot.posted_at
    title = spot.title.strip() or titles.release_title("", names, kinds=kinds)
    episode = episodes.parse_episode(title)
    quality = tags.parse_tags(title)
    groups = tuple(sorted({g for f in files for g in f.groups if g})) or (SPOT_GROUP,)
    poster = next((f.poster for f in files if f.poster), "") or spot.poster
    return CatalogueRelease(
        content_hash=identity.content_hash(spot_message_ids(files)),
        title=title,
        search_name=titles.search_name(title),
        groups=groups,
        poster=poster,
        posted_at=dt.datetime.fromtimestamp(max(posted, 0), tz=dt.UTC),
        size=size,
        files=len(files),
        segments=sum(len(f.segments) for f in files),
        par2=FileKind.PAR2_INDEX in kinds or FileKind.PAR2_VOLUME in kinds,
        completion=_completion(files, parsed, lost_segments),
        category=spot.category,
        tags=tuple(quality.as_list()),
        series=episode.series or None,
        series_key=episode.series_key or None,
        season=episode.season,
        episode=episode.episode,
        air_date=episode.air_date,
        pack=episode.pack,
        imdb=imdb_from_text(spot.website, spot.description),
        tvdb=None,
        origin=ORIGIN,
        broken=False,
        nzb=nzb.encode_compact(files),
    )
