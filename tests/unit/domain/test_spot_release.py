"""A spot and its NZB become a catalogue row the way a header-built release does (identity first)."""

from __future__ import annotations

import dataclasses

import pytest

from usenet_ops.corpus.spots import NOW, generate_spots
from usenet_ops.domain import identity, nzb
from usenet_ops.domain.assembly.release import InvalidRelease
from usenet_ops.domain.categories import category_chain
from usenet_ops.domain.nzb import NzbFile, NzbSegment
from usenet_ops.domain.spotnet.release import ORIGIN, imdb_from_text, spot_catalogue_release
from usenet_ops.domain.spotnet.spots import Spot, SpotRelease, read_spot


def _spot(name: str = "moderator_signed") -> SpotRelease:
    corpus = generate_spots(1)
    art = corpus.case(name).article
    ov = art.overview()
    spot = read_spot(subject=ov["subject"], from_=ov["from"], message_id=ov["message_id"], date=ov["date"],
                     head=art.head_lines(), keyring=corpus.keyring, now=NOW)
    assert isinstance(spot, Spot)
    release = spot.release()
    assert isinstance(release, SpotRelease)
    return release


def _files(*subjects: str, segments: int = 3, date: int = NOW - 86400) -> list[NzbFile]:
    return [NzbFile(subject, "Uploader <up@example.com>", date, ("alt.binaries.hdtv", "alt.binaries.multimedia"),
                    tuple(NzbSegment(n, 1000 + n, f"f{i}s{n}@ngPost.com") for n in range(1, segments + 1)))
            for i, subject in enumerate(subjects)]


RAR = 'Some.Movie [01/02] - "Some.Movie.part01.rar" yEnc (1/3)'
PAR = 'Some.Movie [02/02] - "Some.Movie.par2" yEnc (1/3)'


def test_identity_is_the_content_hash_of_the_nzbs_message_ids_whatever_the_file_order() -> None:
    files = _files(RAR, PAR)
    release = spot_catalogue_release(_spot(), files)
    ids = [s.message_id for f in files for s in f.segments]
    assert release.content_hash == identity.content_hash(ids)
    assert spot_catalogue_release(_spot(), list(reversed(files))).content_hash == release.content_hash


def test_the_spot_names_and_categorises_the_nzb_measures() -> None:
    spot = _spot()
    release = spot_catalogue_release(spot, _files(RAR, PAR))
    assert (release.title, release.category, release.origin) == (spot.title, spot.category, ORIGIN)
    assert category_chain(release.category)[0] == 5000
    assert release.size == sum(1000 + n for n in (1, 2, 3)) * 2 != spot.size
    assert (release.files, release.segments, release.par2) == (2, 6, True)
    assert release.groups == ("alt.binaries.hdtv", "alt.binaries.multimedia")
    assert release.poster == "Uploader <up@example.com>"
    assert release.posted_at.timestamp() == NOW - 86400
    assert nzb.decode_compact(release.nzb) == _files(RAR, PAR)
    assert release.search_name == release.title.replace(".", " ")


def test_completion_follows_the_subject_counters() -> None:
    files = _files('Some.Movie - "a.rar" yEnc (1/4)', segments=3)
    assert spot_catalogue_release(_spot(), files).completion == 75.0
    assert spot_catalogue_release(_spot(), _files("no counter at all", segments=2)).completion == 100.0


def test_an_nzb_without_groups_or_dates_falls_back_to_the_spot() -> None:
    spot = _spot()
    bare = [NzbFile("x (1/1)", "", 0, (), (NzbSegment(1, 0, "a@b"),))]
    release = spot_catalogue_release(spot, bare)
    assert release.groups == ("free.pt",)
    assert release.posted_at.timestamp() == spot.posted_at
    assert release.poster == spot.poster
    assert release.size == spot.size, "no segment sizes: the size the spot declares"


def test_the_imdb_link_of_the_spot_becomes_the_release_id() -> None:
    spot = _spot()
    assert spot.website == "http://www.imdb.com/title/tt0111161/"
    assert spot_catalogue_release(spot, _files(RAR)).imdb == "0111161"
    assert imdb_from_text("", "zie https://m.imdb.com/nl/title/tt1375666/?ref=x") == "1375666"
    assert imdb_from_text("http://www.imdb.com/name/nm0000123/", "http://example.com/tt1234567") is None
    assert imdb_from_text("https://www.IMDB.com/title/tt0000000/") is None, "tt0 is no title"


def test_tv_titles_get_their_episode_fields() -> None:
    spot = dataclasses.replace(_spot(), title="Show.Name.S02E05.1080p.WEB.h264-GRP")
    release = spot_catalogue_release(spot, _files(RAR))
    assert (release.series, release.season, release.episode) == ("Show Name", 2, 5)
    assert "1080p" in release.tags


def test_an_empty_nzb_is_refused_and_a_blank_title_is_named_from_the_files() -> None:
    with pytest.raises(ValueError, match="no files"):
        spot_catalogue_release(_spot(), [])
    release = spot_catalogue_release(dataclasses.replace(_spot(), title="  "), _files(RAR, PAR))
    assert release.title == "Some.Movie"


def test_a_release_that_breaks_the_catalogue_invariants_is_refused() -> None:
    with pytest.raises(InvalidRelease, match=">= 0"):
        spot_catalogue_release(_spot(), [NzbFile("x (1/1)", "p", 1, ("g",), (NzbSegment(1, -5, "a@b"),))])
