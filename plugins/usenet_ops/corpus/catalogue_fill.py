"""Synthetic catalogue rows for a COPY (``store.catalogue.copy_releases``): a million in tens of seconds.

WHY: tag fill is measured at catalogue scale (1M releases) and its SIGKILL
test needs enough rows that a kill lands mid-pass; a crawl and build of that
many releases would take hours. The rows are shaped like the build's (a real
compact NZB whose subjects name real files, titles of the kinds posters use:
episodes, season packs, movies, music, software, machine-made names) but
carry stale derived fields (category Other/Misc, no tags, no episode) and an
old classifier version, so a tag fill walk has real work on every row.

Deterministic from the seed. Not a test of the build: no row here went
through it.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import random
from collections.abc import Iterator

from usenet_ops.domain import nzb

STALE_VERSION = "synthetic-old"

_SHOWS = ("The.Expanse", "Slow.Horses", "Severance", "Taskmaster", "Only.Murders.in.the.Building", "Bluey",
          "The.Great.British.Bake.Off", "Shogun", "Fallout", "Doctor.Who")
_MOVIES = ("Dune.Part.Two", "Oppenheimer", "Past.Lives", "Perfect.Days", "The.Zone.of.Interest", "Anatomy.of.a.Fall")
_ARTISTS = ("Radiohead", "Beyonce", "Kraftwerk", "Nils.Frahm", "Taylor.Swift", "Fever.Ray")
_APPS = ("Adobe.Photoshop.2024", "Blender.4.1", "JetBrains.PyCharm.2024.1", "Microsoft.Office.LTSC.2024")
_QUALITY = ("1080p.WEB-DL.DDP5.1.H.264", "2160p.WEB-DL.DV.HDR.H.265", "720p.HDTV.x264", "1080p.BluRay.x264",
            "2160p.UHD.BluRay.REMUX.HEVC.TrueHD.Atmos")
_TEAMS = ("NTb", "FLUX", "SiGMA", "CAKES", "EDITH", "GGEZ", "KOGi")
GROUPS = ("alt.binaries.teevee", "alt.binaries.hdtv.x264", "alt.binaries.movies", "alt.binaries.sounds.flac",
          "alt.binaries.warez", "alt.binaries.misc", "alt.binaries.boneless")
# A title this fill makes for every ``JUNK_EVERY``-th release: a marker a test's blacklist rule can catch.
JUNK_MARKER = "SPAMBOT"
JUNK_EVERY = 97


def _title(rng: random.Random, i: int) -> tuple[str, list[str], str]:
    """Return (title, file names, group) of release ``i``."""
    kind = rng.randrange(10)
    if i % JUNK_EVERY == 0:
        name = f"{JUNK_MARKER}.Free.Download.{i}"
        return name, [f"{name}.rar", f"{name}.par2"], "alt.binaries.misc"
    if kind < 4:
        show = rng.choice(_SHOWS)
        name = f"{show}.S{rng.randint(1, 12):02d}E{rng.randint(1, 24):02d}.{rng.choice(_QUALITY)}-{rng.choice(_TEAMS)}"
        return name, [f"{name}.mkv", f"{name}.par2", f"{name}.vol00+01.par2"], rng.choice(GROUPS[:2])
    if kind < 5:
        show = rng.choice(_SHOWS)
        name = f"{show}.S{rng.randint(1, 9):02d}.{rng.choice(_QUALITY)}-{rng.choice(_TEAMS)}"
        return name, [f"{name}.part{n:02d}.rar" for n in range(1, 4)] + [f"{name}.par2"], GROUPS[0]
    if kind < 7:
        movie = rng.choice(_MOVIES)
        name = f"{movie}.{rng.randint(1990, 2024)}.{rng.choice(_QUALITY)}-{rng.choice(_TEAMS)}"
        return name, [f"{name}.mkv", f"{name}.nfo", f"{name}.par2"], GROUPS[2]
    if kind < 8:
        name = f"{rng.choice(_ARTISTS)}-Album.{rng.randint(1, 99)}-{rng.randint(1995, 2024)}-FLAC"
        return name, [f"{n:02d}-track.flac" for n in range(1, 6)], GROUPS[3]
    if kind < 9:
        name = f"{rng.choice(_APPS)}.x64.Multilingual-{rng.choice(_TEAMS)}"
        return name, [f"{name}.iso", f"{name}.par2"], GROUPS[4]
    digest = hashlib.sha1(f"obf{i}".encode()).hexdigest()
    return digest, [f"{digest}.{n}" for n in range(1, 3)], GROUPS[6]


def _nzb(title: str, files: list[str], group: str, poster: str, posted: int, i: int) -> tuple[bytes, int, int]:
    """Return (compact NZB, size, segments) with two segments per file and message-ids unique to release ``i``."""
    columns = []
    size = 0
    for k, name in enumerate(files, 1):
        subject = f'[{k}/{len(files)}] - "{name}" yEnc (1/2)'
        ids = [f"r{i}f{k}p{p}@synthetic.fill" for p in (1, 2)]
        sizes = [300_000_000, 150_000_000]  # real posts: tens to thousands of MiB (no size-band rule fires)
        size += sum(sizes)
        columns.append(nzb.FileColumns(subject, poster, posted, (group,), [1, 2], sizes, ids))
    return nzb.encode_columns(columns), size, 2 * len(files)


# Past this many rows, release i repeats the title and NZB of release i % SHAPES (its identity stays its own):
# encoding a million NZBs would make the loader, not the COPY, the cost of a catalogue-scale benchmark.
SHAPES = 20_000


def rows(count: int, *, seed: int = 21, start: int = 0) -> Iterator[tuple]:
    """Yield ``count`` catalogue rows in ``COPY_COLUMNS`` order."""
    rng = random.Random(seed * 1_000_003 + start)
    epoch = int(dt.datetime(2024, 1, 1, tzinfo=dt.UTC).timestamp())
    shapes: dict[int, tuple[str, list[str], str, str, int, bytes, int, int]] = {}
    for i in range(start, start + count):
        posted = epoch + i * 37
        shape = shapes.get(i % SHAPES)
        if shape is None:
            title, files, group = _title(rng, i)
            poster = f"poster{rng.randrange(50)}@example.invalid"
            blob, size, segments = _nzb(title, files, group, poster, posted, i)
            if i - start < SHAPES:
                shapes[i % SHAPES] = (title, files, group, poster, posted, blob, size, segments)
        else:
            title, files, group, poster, _, blob, size, segments = shape
        content_hash = hashlib.sha256(f"synthetic-{seed}-{i}".encode()).hexdigest()[:16]
        yield (content_hash, title, title.replace(".", " "), [group], poster,
               dt.datetime.fromtimestamp(posted, tz=dt.UTC), size, len(files), segments, any(f.endswith(".par2")
                                                                                          for f in files),
               100.0, 8010, [], "crawl", False, blob, STALE_VERSION)


COPY_COLUMNS = ("content_hash", "title", "search_name", "groups", "poster", "posted_at", "size", "files", "segments",
                "par2", "completion", "category", "tags", "origin", "broken", "nzb", "classifier_version")

