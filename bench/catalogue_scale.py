"""Benchmark the catalogue at 10M releases: load rate, bytes per release, API p50/p99, build insert rate.

Run: ``.venv/bin/python -m bench.catalogue_scale [--releases 10000000] [--baseline 50000] [--partitioned]``
(``--releases 50000 --baseline 5000 --samples 20`` is the short mode a test runs).

What it does, in a Postgres cluster of its own (started in a scratch
directory with production-like memory settings and fsync on, so the figures
are not bent by the 128 MB default or by other engineers' test databases):

1. **Load** N synthetic releases into a migrated database with one COPY
   (text format, FREEZE, in the transaction that truncates the table, so
   nothing is WAL-logged at the cluster's ``wal_level = minimal``), the rows
   generated in ``--jobs`` processes: the secondary indexes the migrations
   define are read from ``pg_indexes``, dropped, rebuilt after the load from
   their own definitions, then ANALYZE.
   It reports the load rate (releases/s, per stage) and the bytes per release
   of the heap, TOAST (the NZBs) and every index.
2. **Baseline**: the same generator's first ``--baseline`` releases in a
   second database, loaded the same way. Every figure below is measured on
   both, in the same run, and reported as a ratio big / baseline.
3. **The API**, through the real Flask app (``usenet_ops.api.create_app``,
   its pool, key authorisation and usage counting, the Newznab XML) with
   Flask's test client in this process: p50/p99 of t=search with a common
   word, two common words, a rare word and a partial word (the trigram path);
   t=tvsearch by q + season + ep and by tvdbid + season + ep; t=movie by
   imdbid and by q; t=music by artist + album and t=book by author + title;
   browse (t=search, no q) by category, by group, deep offsets and the whole
   catalogue; t=get (the NZB render).
4. **The build's insert rate**: ``PostgresCatalogue.add`` (the build's sink)
   in transactions of 100 releases, as the build pass chunks them, with the
   catalogue present; the inserted rows are deleted afterwards.
5. ``--partitioned``: a copy of the big catalogue in schema
   ``usenet_part``, range-partitioned by posting month, with the same
   indexes (the unique ones can only be unique per partition: see ADR 0019);
   the API is measured again with that table swapped in as
   ``usenet.releases`` (the code is unchanged), and the build's insert is
   measured through a global identity table, the design ADR 0019 requires.

The synthetic catalogue follows real posting practice, not our test corpus:
word frequencies, shows, movies, groups and posters are Zipf-distributed
(a few very common, a long tail); ~25 % of releases are unnamed
(obfuscated, hidden until named, migration 092); TV is the largest share
with packs and daily shows; posting dates spread over ``--years`` (default
19, REBUILD's 7,000 days) with volume growing ~25 % a year; older releases
are more often dead; NZBs are real compact NZBs (``domain.nzb``) of 80 to
~600 segments, every one large enough to live in TOAST as real ones do.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import multiprocessing
import os
import random
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from psycopg import sql

from usenet_ops.devtools import localservices
from usenet_ops.domain.assembly.release import CatalogueRelease
from usenet_ops.domain.episodes import series_key
from usenet_ops.domain.nzb import NzbFile, NzbSegment, encode_compact
from usenet_ops.store import catalogue, db, migrations
from usenet_ops.store.apikeys import KeyStore

SCHEMA = "usenet"
PART_SCHEMA = "usenet_part"
PLAIN_SCHEMA = "usenet_plain"
# Server settings of the benchmark's own cluster: a modest production server's, scaled to this 24 GiB machine.
PG_SETTINGS = {
    "shared_buffers": "2GB", "effective_cache_size": "12GB", "maintenance_work_mem": "1GB", "work_mem": "16MB",
    "max_wal_size": "16GB", "checkpoint_timeout": "15min", "random_page_cost": "1.1",
    "max_parallel_maintenance_workers": "1", "max_locks_per_transaction": "1024",
    # The loader's one-transaction COPY skips WAL only at wal_level minimal (see load); the API and
    # insert measurements do not depend on it (a row insert is logged the same at minimal and replica).
    "wal_level": "minimal", "max_wal_senders": "0",
}
CHUNK_ROWS = 5_000  # ~26 MB of COPY text: what one generator hands the backend at a time
INSERT_BATCH = 100  # releases per transaction: passes/build.py's CHUNK
INSERT_BASE = 1 << 40  # release numbers of the insert measurement: never among the loaded ones

COLUMNS = ("content_hash", "title", "search_name", "groups", "poster", "posted_at", "added_at", "size", "files",
           "segments", "par2", "completion", "category", "tags", "series", "series_key", "season", "episode",
           "air_date", "pack", "imdb", "tvdb", "origin", "broken", "nzb", "named", "dead", "password")

SYLLABLES = [c + v for c in "bcdfghjklmnprstvwz" for v in ("a", "e", "i", "o", "u", "ai", "or", "an")]
RESOLUTIONS = (("1080p", 0.45), ("720p", 0.25), ("2160p", 0.15), ("480p", 0.15))
TV_CATS = {"1080p": 5040, "720p": 5040, "2160p": 5045, "480p": 5030}
MOVIE_CATS = {"1080p": 2040, "720p": 2040, "2160p": 2045, "480p": 2030}
SOURCES = ("WEB-DL", "WEBRip", "BluRay", "HDTV", "AMZN.WEB-DL", "NF.WEB-DL")
CODECS = ("x264", "x265", "H.264", "HEVC", "AV1")
AUDIO = ("FLAC", "MP3", "320kbps", "WEB.FLAC", "CD.FLAC")


YEAR_S = 365.25 * 86400
GROWTH = 0.25  # posting volume grows ~25 % a year: newer months hold more releases


@dataclass(frozen=True)
class Universe:
    """Everything rows are drawn from, a pure function of the seed (built once; generator processes fork after it)."""

    words: list[str]  # capitalised, by frequency rank
    series: list[tuple[str, str, str, int | None, int]]  # dotted name, spaced name, key, tvdb, seasons; by popularity
    movies: list[tuple[str, int, str]]  # dotted name, year, imdb; by popularity
    groups: list[str]
    posters: list[str]
    teams: list[str]
    nzbs: list[tuple[bytes, int, int]]  # compact NZB, files, segments
    nzb_hex: list[str]  # the same NZBs as COPY text (bytea hex, backslash escaped)
    days: dict[int, str]  # day number -> "YYYY-MM-DD", filled as rows need them


def zipf(n: int, u: float) -> int:
    """Return a rank in [0, n) with P(rank = k) ~ 1 / (k + 1) (Zipf, s = 1), from one uniform draw u in [0, 1).

    WHY: word, show, film, group and poster popularity all follow Zipf's law
    closely; n ** u is its continuous inverse CDF, one C-level power a draw.
    """
    return min(n - 1, int(n ** u) - 1)


def make_universe(seed: int = 23, *, vocabulary: int = 50_000, shows: int = 40_000, films: int = 150_000) -> Universe:
    """Build the vocabulary, shows, movies, groups, posters, release teams and the NZB pool."""
    rng = random.Random(seed)
    r = rng.random
    words: list[str] = []
    seen: set[str] = set()
    count = len(SYLLABLES)
    while len(words) < vocabulary:
        word = "".join(SYLLABLES[int(r() * count)] for _ in range(2 + int(r() * 2.6)))
        if word not in seen:
            seen.add(word)
            words.append(word.capitalize())

    def name(lo: int, extra: int) -> list[str]:
        return [words[zipf(vocabulary, r())] for _ in range(lo + int(r() * (extra + 1)))]

    series = []
    for i in range(shows):
        parts = name(1, 2)
        series.append((".".join(parts), " ".join(parts), series_key(" ".join(parts)),
                       (70_000 + i) if r() < 0.9 else None, 1 + int(r() * 12)))
    movies = [(".".join(name(1, 3)), 1950 + int(r() * 77), f"{100_000 + i * 7:07d}") for i in range(films)]
    groups = [f"alt.binaries.{words[int(r() * 5000)].lower()}"
              + (f".{words[int(r() * 5000)].lower()}" if r() < 0.3 else "") for _ in range(1000)]
    posters = [f"{words[int(r() * vocabulary)].lower()}{int(r() * 999)}@{words[int(r() * 5000)].lower()}.com "
               f"({words[int(r() * vocabulary)]})" for _ in range(5000)]
    teams = [words[int(r() * vocabulary)].upper()[: 3 + int(r() * 6)] for _ in range(3000)]
    nzbs = []
    for b in range(256):
        segments = min(2000, 80 + int(rng.lognormvariate(3.9, 0.7)))
        per_file = max(1, segments // (5 + int(r() * 36)))
        files = []
        left, f = segments, 0
        while left > 0:
            f += 1
            take = min(per_file, left)
            left -= take
            files.append(NzbFile(
                subject=f'"nzb{b}.part{f:03d}.rar" yEnc (1/{take})', poster="poster@example.com (Poster)",
                date=1_700_000_000, groups=("alt.binaries.test",),
                segments=tuple(NzbSegment(s, 716_800 + int(r() * 99), f"{rng.getrandbits(96):x}@news.example")
                               for s in range(1, take + 1))))
        nzbs.append((encode_compact(files), f, segments))
    return Universe(words, series, movies, groups, posters, teams, nzbs,
                    ["\\\\x" + blob.hex() for blob, _, _ in nzbs], {})


def _resolution(u: float) -> str:
    return "1080p" if u < 0.45 else "720p" if u < 0.70 else "2160p" if u < 0.85 else "480p"


def _words(u: Universe, r: Callable[[], float], lo: int, extra: int, sep: str) -> str:
    n = len(u.words)
    return sep.join([u.words[zipf(n, r())] for _ in range(lo + int(r() * (extra + 1)))])


def release_values(u: Universe, number: int, r: Callable[[], float], now: float, years: float) -> tuple[Any, ...]:
    """Return one release's column values in COLUMNS order (times as epoch seconds, nzb as its pool index).

    ``r`` is a seeded ``random.Random().random``: the rows are a pure function of the seed and the numbers.
    """
    age_years = -math.log(1 - r() * (1 - math.exp(-GROWTH * years))) / GROWTH
    posted = now - age_years * YEAR_S
    team = u.teams[zipf(len(u.teams), r())]
    res = _resolution(r())
    season = episode = tvdb = imdb = air = series = skey = None
    pack = False
    named = True
    tags: list[str] = []
    kind = r()
    if kind < 0.25:
        named = False
        title = f"{int(r() * 2**64):016x}{int(r() * 2**64):016x}"
        category = 8010
    elif kind < 0.60:
        dotted, series, skey, tvdb, seasons = u.series[zipf(len(u.series), r())]
        tags = [res, SOURCES[int(r() * len(SOURCES))]]
        tail = f"{res}.{tags[1]}.{CODECS[int(r() * len(CODECS))]}-{team}"
        form = r()
        if form < 0.08:
            air = datetime.fromtimestamp(posted, UTC).date()
            title = f"{dotted}.{air:%Y.%m.%d}.{tail}"
            season = air.year
        elif form < 0.13:
            season, pack = 1 + int(r() * seasons), True
            title = f"{dotted}.S{season:02d}.{tail}"
        else:
            season, episode = 1 + int(r() * seasons), 1 + int(r() * 24)
            title = f"{dotted}.S{season:02d}E{episode:02d}.{tail}"
        category = 5070 if (tvdb or 0) % 17 == 0 else TV_CATS[res]
    elif kind < 0.75:
        dotted, year, imdb = u.movies[zipf(len(u.movies), r())]
        tags = [res, SOURCES[int(r() * len(SOURCES))]]
        title = f"{dotted}.{year}.{res}.{tags[1]}.{CODECS[int(r() * len(CODECS))]}-{team}"
        category = MOVIE_CATS[res]
    elif kind < 0.84:
        fmt = AUDIO[int(r() * len(AUDIO))]
        title = f"{_words(u, r, 1, 1, '.')}-{_words(u, r, 1, 3, '.')}-{1960 + int(r() * 67)}-{fmt}-{team}"
        category = 3040 if "FLAC" in fmt else 3010
    elif kind < 0.88:
        book = ("EPUB", "PDF", "MOBI", "AZW3")[int(r() * 4)]
        title = f"{_words(u, r, 2, 4, ' ')} ({1990 + int(r() * 37)}) [{book}]"
        category = 7020
    elif kind < 0.92:
        title = f"{_words(u, r, 1, 2, '.')}.v{1 + int(r() * 20)}.{int(r() * 10)}.{int(r() * 100)}-{team}"
        category = 4050 if r() < 0.5 else 4010
    elif kind < 0.97:
        title = f"{_words(u, r, 2, 2, '.')}.{datetime.fromtimestamp(posted, UTC):%y.%m.%d}.XXX.{res}.MP4-{team}"
        category = 6040
    else:
        title = f"{_words(u, r, 2, 3, ' ')} {int(r() * 9999)}"
        category = 8010
    blob = int(r() * len(u.nzbs))
    _, files, segments = u.nzbs[blob]
    group = u.groups[zipf(len(u.groups), r())]
    groups = [group] if r() < 0.8 else [group, u.groups[zipf(len(u.groups), r())]]
    p = r()
    return (
        hashlib.blake2b(number.to_bytes(8, "little"), digest_size=8).hexdigest(), title,
        title.replace(".", " ").replace("_", " "), groups, u.posters[zipf(len(u.posters), r())], posted,
        posted + 60 + int(r() * 6 * 3600), segments * 716_800, files, segments, r() < 0.9,
        100.0 if r() < 0.92 else round(90 + r() * 9.9, 1), category, tags, series, skey, season,
        episode, air, pack, imdb, tvdb, "crawl", False, blob, named, r() < 0.25 * age_years / years,
        1 if p < 0.03 else 2 if p < 0.05 else 0,
    )


def _ts(u: Universe, epoch: float) -> str:
    day, second = divmod(int(epoch), 86400)
    text = u.days.get(day)
    if text is None:
        text = u.days[day] = datetime.fromtimestamp(day * 86400, UTC).strftime("%Y-%m-%d")
    hour, rest = divmod(second, 3600)
    return f"{text} {hour:02d}:{rest // 60:02d}:{rest % 60:02d}+00"


def _n(value: Any) -> str:
    return "\\N" if value is None else str(value)


def copy_chunk(u: Universe, start: int, count: int, seed: int, now: float, years: float) -> bytes:
    """Return COPY text for releases [start, start + count): a pure function of its arguments."""
    r = random.Random(seed * 1_000_003 + start).random
    lines = []
    for number in range(start, start + count):
        (h, title, sname, groups, poster, posted, added, size, files, segments, par2, completion, category, tags,
         series, skey, season, episode, air, pack, imdb, tvdb, origin, broken, blob, named, dead,
         password) = release_values(u, number, r, now, years)
        lines.append(
            f"{h}\t{title}\t{sname}\t{{{','.join(groups)}}}\t{poster}\t{_ts(u, posted)}\t{_ts(u, added)}\t{size}\t"
            f"{files}\t{segments}\t{'t' if par2 else 'f'}\t{completion}\t{category}\t{{{','.join(tags)}}}\t"
            f"{_n(series)}\t{_n(skey)}\t{_n(season)}\t{_n(episode)}\t{_n(air)}\t{'t' if pack else 'f'}\t{_n(imdb)}\t"
            f"{_n(tvdb)}\t{origin}\t{'t' if broken else 'f'}\t{u.nzb_hex[blob]}\t{'t' if named else 'f'}\t"
            f"{'t' if dead else 'f'}\t{password}\n")
    return "".join(lines).encode()


def as_release(u: Universe, values: tuple[Any, ...]) -> CatalogueRelease:
    """Return the values of one generated row as the build hands it to the catalogue."""
    row = dict(zip(COLUMNS, values, strict=True))
    for name in ("added_at", "dead", "password"):
        del row[name]
    row.update(groups=tuple(row["groups"]), tags=tuple(row["tags"]), nzb=u.nzbs[row["nzb"]][0],
               posted_at=datetime.fromtimestamp(row["posted_at"], UTC))
    return CatalogueRelease(**row)


# ---- load ---------------------------------------------------------------------

_WORKER: dict[str, Any] = {}


def _generate(job: tuple[int, int, int, float, float]) -> tuple[int, float, bytes]:
    """Return (rows, generator CPU seconds, COPY text) of one chunk: runs in a generator process."""
    start, count, seed, now, years = job
    t0 = time.process_time()
    data = copy_chunk(_WORKER["universe"], start, count, seed, now, years)
    return count, time.process_time() - t0, data


def secondary_indexes(conn: db.Conn, schema: str = SCHEMA) -> list[tuple[str, str]]:
    """Return (name, definition) of every index of releases but the primary key and content_hash's unique one."""
    rows = conn.execute(
        "SELECT i.indexname, i.indexdef FROM pg_indexes i JOIN pg_class c ON c.relname = i.indexname "
        "JOIN pg_index x ON x.indexrelid = c.oid AND c.relnamespace = %s::regnamespace "
        "WHERE i.schemaname = %s AND i.tablename = 'releases' AND NOT x.indisunique ORDER BY i.indexname",
        (schema, schema)).fetchall()
    return [(r["indexname"], r["indexdef"]) for r in rows]


def load(dsn: str, n: int, u: Universe, *, seed: int, jobs: int, years: float, now: float) -> dict[str, Any]:
    """Load n releases into a migrated, empty catalogue; return the timings of each stage.

    WHY one COPY in one transaction that first truncates the table: under
    the cluster's ``wal_level = minimal`` a relation truncated in the loading
    transaction is written without WAL (fsynced once at commit) and ``FREEZE``
    writes its rows frozen and all-visible, so no VACUUM pass re-reads ~40 GB
    afterwards. Postgres then spends its one backend on parsing, TOAST and the
    two unique indexes, while ``jobs`` processes generate the rows; at most
    ``2 * jobs`` chunks are in flight, so a slow backend never lets generated
    text pile up in memory. The secondary indexes are dropped first and built
    after, sorted, from their own definitions (C1 built them the same way).
    """
    _WORKER.clear()
    _WORKER["universe"] = u  # the generator processes fork after this: built once
    with db.connect(dsn, autocommit=True) as conn:
        indexes = secondary_indexes(conn)
        for name, _ in indexes:
            conn.execute(f"DROP INDEX {SCHEMA}.{name}")
    started = time.perf_counter()
    chunks = [(s, min(CHUNK_ROWS, n - s), seed, now, years) for s in range(0, n, CHUNK_ROWS)]
    gen_cpu = 0.0
    done = 0
    columns = ", ".join(COLUMNS)
    with multiprocessing.get_context("fork").Pool(jobs) as pool, db.connect(dsn) as conn:
        conn.execute("TRUNCATE releases CASCADE")
        # 135's triggers add each named row's words one by one; the words of the whole load are added after it.
        conn.execute("ALTER TABLE releases DISABLE TRIGGER USER")
        with conn.cursor() as cur, cur.copy(f"COPY releases ({columns}) FROM STDIN (FREEZE)") as copy:
            pending = [pool.apply_async(_generate, (job,)) for job in chunks[:2 * jobs]]
            queued = len(pending)
            while pending:
                count, gen, data = pending.pop(0).get()
                if queued < len(chunks):
                    pending.append(pool.apply_async(_generate, (chunks[queued],)))
                    queued += 1
                copy.write(data)
                done += count
                gen_cpu += gen
                if done % 1_000_000 < CHUNK_ROWS and n >= 1_000_000:
                    rate = done / (time.perf_counter() - started)
                    print(f"  copied {done:,} releases ({rate:,.0f}/s)", file=sys.stderr, flush=True)
        conn.execute("ALTER TABLE releases ENABLE TRIGGER USER")
        conn.commit()
    copy_s = time.perf_counter() - started
    index_s: dict[str, float] = {}
    with db.connect(dsn, autocommit=True) as conn:
        conn.execute("SET maintenance_work_mem = '1GB'")
        for name, definition in indexes:
            t0 = time.perf_counter()
            conn.execute(definition)
            index_s[name] = round(time.perf_counter() - t0, 1)
            print(f"  index {name}: {index_s[name]} s", file=sys.stderr, flush=True)
        t0 = time.perf_counter()
        conn.execute("TRUNCATE release_words")
        catalogue.fill_release_words(conn)
        index_s["release_words"] = round(time.perf_counter() - t0, 1)
        print(f"  release words: {index_s['release_words']} s", file=sys.stderr, flush=True)
        t0 = time.perf_counter()
        conn.execute("ANALYZE releases")  # FREEZE left the rows all-visible: no VACUUM needed
        conn.execute("ANALYZE release_words")
        vacuum_s = time.perf_counter() - t0
    total = time.perf_counter() - started
    return {"releases": n, "copy_s": round(copy_s, 1), "copy_per_s": round(n / copy_s),
            "generate_cpu_s": round(gen_cpu, 1), "index_s": index_s, "index_total_s": round(sum(index_s.values()), 1),
            "analyze_s": round(vacuum_s, 1), "total_s": round(total, 1), "load_per_s": round(n / total)}


def storage(conn: db.Conn, schema: str = SCHEMA) -> dict[str, Any]:
    """Return bytes of the releases table (heap, TOAST, each index) in total and per release."""
    count = conn.execute(f"SELECT count(*) AS n FROM {schema}.releases").fetchone()["n"]  # type: ignore[index]
    parts = conn.execute(
        "SELECT coalesce(sum(pg_relation_size(c.oid)), 0) AS heap, "
        "coalesce(sum(pg_total_relation_size(c.reltoastrelid)) FILTER (WHERE c.reltoastrelid <> 0), 0) AS toast "
        "FROM pg_class c WHERE c.oid = %s::regclass OR c.oid IN "
        "(SELECT inhrelid FROM pg_inherits WHERE inhparent = %s::regclass)",
        (f"{schema}.releases", f"{schema}.releases")).fetchone()
    idx = conn.execute(
        "SELECT i.relname AS name, pg_relation_size(i.oid) "
        "+ coalesce((SELECT sum(pg_relation_size(inhrelid)) FROM pg_inherits WHERE inhparent = i.oid), 0) AS bytes "
        "FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid WHERE x.indrelid = %s::regclass ORDER BY 2 DESC",
        (f"{schema}.releases",)).fetchall()
    indexes = {r["name"]: int(r["bytes"]) for r in idx}
    heap, toast = int(parts["heap"]), int(parts["toast"])  # type: ignore[index]
    total = heap + toast + sum(indexes.values())
    per = max(1, int(count))
    return {"releases": int(count), "heap_bytes": heap, "toast_bytes": toast, "index_bytes": sum(indexes.values()),
            "total_bytes": total, "per_release": {"heap": round(heap / per), "toast": round(toast / per),
                                                  "indexes": round(sum(indexes.values()) / per),
                                                  "total": round(total / per)},
            "index_per_release": {k: round(v / per, 1) for k, v in indexes.items()}}


# ---- the API ------------------------------------------------------------------


def pct(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def request_kinds(u: Universe, key: str, guids: list[str], seed: int) -> dict[str, Callable[[], str]]:
    """Return the request kinds, each a function making the next request's path (the same sequence per seed)."""
    rng = random.Random(seed)
    k = f"&apikey={key}"
    popular_shows = u.series[:200]

    def common() -> str:
        return f"/api?t=search&q={u.words[rng.randrange(10)]}&extended=1&limit=100{k}"

    def two_common() -> str:
        return f"/api?t=search&q={u.words[rng.randrange(40)]}%20{u.words[rng.randrange(40)]}&extended=1&limit=100{k}"

    def rare() -> str:
        return f"/api?t=search&q={u.words[rng.randrange(5_000, 20_000)]}&extended=1&limit=100{k}"

    def partial() -> str:
        word = u.words[rng.randrange(200, 2_000)]
        return f"/api?t=search&q={word[1:5]}&extended=1&limit=100{k}"

    def tv_q() -> str:
        _, words, _, _, seasons = rng.choice(popular_shows)
        q = words.replace(" ", "%20")
        return f"/api?t=tvsearch&q={q}&season={rng.randint(1, seasons)}&ep={rng.randint(1, 24)}&extended=1{k}"

    def tv_id() -> str:
        tvdb = None
        while tvdb is None:
            _, _, _, tvdb, seasons = rng.choice(popular_shows)
        return f"/api?t=tvsearch&tvdbid={tvdb}&season={rng.randint(1, seasons)}&ep={rng.randint(1, 24)}&extended=1{k}"

    def movie_id() -> str:
        return f"/api?t=movie&imdbid=tt{u.movies[rng.randrange(2_000)][2]}&extended=1{k}"

    def movie_q() -> str:
        return f"/api?t=movie&q={u.movies[rng.randrange(2_000)][0].replace('.', '%20')}&extended=1{k}"

    def browse_cat() -> str:
        cat = rng.choice(("5000", "5030,5040", "2000", "3000", "7020", "5070", "6000"))
        return f"/api?t=search&cat={cat}&extended=1&limit=100{k}"

    def browse_deep() -> str:
        cat = rng.choice(("&cat=5000", "&cat=2000", ""))
        return f"/api?t=search{cat}&offset={rng.choice((1000, 2500, 5000))}&limit=100{k}"

    def browse_all() -> str:
        return f"/api?t=search&extended=1&limit=100&offset={rng.choice((0, 0, 100, 200))}{k}"

    def music() -> str:
        artist, album = u.words[rng.randrange(20, 3_000)], u.words[rng.randrange(20, 3_000)]
        return f"/api?t=music&artist={artist}&album={album}&extended=1{k}"

    def book() -> str:
        author, title = u.words[rng.randrange(20, 3_000)], u.words[rng.randrange(20, 3_000)]
        return f"/api?t=book&author={author}&title={title}&extended=1{k}"

    def by_group() -> str:
        group = u.groups[min(len(u.groups) - 1, int(len(u.groups) ** rng.random()) - 1)]  # Zipf, as posted
        return f"/api?t=search&group={group}&extended=1&limit=100{k}"

    def get() -> str:
        return f"/api?t=get&id={rng.choice(guids)}{k}"

    return {"search common word": common, "search two common words": two_common, "search rare word": rare,
            "search partial word": partial, "tvsearch q+season+ep": tv_q, "tvsearch tvdbid+season+ep": tv_id,
            "movie imdbid": movie_id, "movie q": movie_q, "browse by cat": browse_cat,
            "browse deep offset": browse_deep, "browse all": browse_all, "music artist+album": music,
            "book author+title": book, "browse by group": by_group, "get (NZB)": get}


def prewarm(dsn: str) -> float:
    """Read the releases heap and its indexes into the OS page cache (pg_prewarm 'read'); return the seconds taken.

    WHY: a catalogue server serves from RAM (docs/capacity.md sizes it for
    the heap and the indexes); a cluster just started, or just loaded, would
    otherwise measure the disk on its first requests, and with 100 samples a
    kind the p99 is those requests. The NZBs (TOAST) are not read: t=get
    reads one each, as a server whose RAM does not hold them all would.
    """
    started = time.perf_counter()
    with db.connect(dsn, autocommit=True) as conn:
        conn.execute("CREATE EXTENSION IF NOT EXISTS pg_prewarm WITH SCHEMA public")
        names = ["releases", *(r["indexname"] for r in conn.execute(
            "SELECT indexname FROM pg_indexes WHERE schemaname = %s AND tablename = 'releases'", (SCHEMA,)))]
        for name in names:
            conn.execute("SELECT public.pg_prewarm(%s::regclass, 'read')", (f"{SCHEMA}.{name}",))
    return round(time.perf_counter() - started, 1)


def measure_api(dsns: dict[str, str], u: Universe, samples: int, seed: int) -> dict[str, dict[str, dict[str, float]]]:
    """Return p50/p99 ms of each request kind on each catalogue, through the real Flask app (test client).

    WHY interleaved: the catalogues are asked in turn, request by request, so
    a burst of load from other jobs on this shared machine falls on both
    sides of a ratio instead of on whichever was being measured at the time.
    """
    from usenet_ops.api import create_app
    from usenet_ops.api.config import ApiConfig

    clients = {}
    for label, dsn in dsns.items():
        with db.connect(dsn, autocommit=True) as conn:
            key = KeyStore().create(conn, f"bench-{time.monotonic_ns()}").key
            guids = [r["content_hash"] for r in conn.execute(
                "SELECT content_hash FROM releases TABLESAMPLE SYSTEM (0.5) REPEATABLE (7) LIMIT 1000")]
            if len(guids) < 50:
                guids = [r["content_hash"] for r in conn.execute("SELECT content_hash FROM releases LIMIT 1000")]
        app = create_app(ApiConfig(dsn=dsn, pool_max=2, statement_timeout_ms=120_000, max_offset=10_000))
        clients[label] = (app.test_client(), request_kinds(u, key, guids, seed))
    out: dict[str, dict[str, dict[str, float]]] = {label: {} for label in dsns}
    for name in request_kinds(u, "", ["0" * 16], seed):
        times: dict[str, list[float]] = {label: [] for label in dsns}
        for i in range(samples + 5):  # the first 5: warm-up (the pool's connection, plan and estimate caches)
            for label, (client, kinds) in clients.items():
                path = kinds[name]()
                t0 = time.perf_counter()
                response = client.get(path)
                elapsed = (time.perf_counter() - t0) * 1000
                if response.status_code != 200 or b"<error" in response.data[:300]:
                    raise RuntimeError(f"{path} answered {response.status_code}: {response.data[:300]!r}")
                if i >= 5:
                    times[label].append(elapsed)
        for label, values in times.items():
            out[label][name] = {"p50_ms": round(statistics.median(values), 2), "p99_ms": round(pct(values, 99), 2)}
        print(f"  {name:<28} " + "  ".join(f"{label} p50 {out[label][name]['p50_ms']:>8.2f} p99 "
                                             f"{out[label][name]['p99_ms']:>8.2f} ms" for label in dsns),
              file=sys.stderr, flush=True)
    return out


# ---- the build's insert -------------------------------------------------------


def _insert_releases(u: Universe, count: int, seed: int, now: float, years: float) -> list[CatalogueRelease]:
    r = random.Random(seed + 99).random
    return [as_release(u, release_values(u, INSERT_BASE + i, r, now, years)) for i in range(count)]


def measure_insert(dsn: str, releases: list[CatalogueRelease],
                   add: Callable[[db.Conn, list[CatalogueRelease]], int] | None = None) -> dict[str, float]:
    """Insert releases as the build does (PostgresCatalogue.add, 100 per transaction); delete them afterwards."""
    from usenet_ops.store.catalogue import PostgresCatalogue

    sink = PostgresCatalogue()

    def default_add(conn: db.Conn, batch: list[CatalogueRelease]) -> int:
        return sink.add(conn, batch).inserted

    insert = add or default_add
    inserted = 0
    batch_ms = []
    with db.connect(dsn) as conn:
        started = time.perf_counter()
        for s in range(0, len(releases), INSERT_BATCH):
            t0 = time.perf_counter()
            inserted += insert(conn, releases[s:s + INSERT_BATCH])
            conn.commit()
            batch_ms.append((time.perf_counter() - t0) * 1000)
        elapsed = time.perf_counter() - started
        conn.execute("DELETE FROM releases WHERE content_hash = ANY(%s)", ([r.content_hash for r in releases],))
        conn.commit()
    if inserted != len(releases):
        raise RuntimeError(f"inserted {inserted} of {len(releases)} new releases")
    return {"releases_per_s": round(len(releases) / elapsed), "batch_p50_ms": round(statistics.median(batch_ms), 1),
            "batch_p99_ms": round(pct(batch_ms, 99), 1)}


# ---- partitioned by posting month ---------------------------------------------


def build_partitioned(dsn: str) -> dict[str, Any]:
    """Copy releases into PART_SCHEMA.releases, partitioned by posting month, with the same indexes."""
    started = time.perf_counter()
    with db.connect(dsn, autocommit=True) as conn:
        lo, hi = conn.execute(
            "SELECT date_trunc('month', min(posted_at)) AS lo, date_trunc('month', max(posted_at)) AS hi "
            "FROM releases").fetchone().values()  # type: ignore[union-attr]
        indexes = secondary_indexes(conn)
        conn.execute(f"DROP SCHEMA IF EXISTS {PART_SCHEMA} CASCADE")
        conn.execute(f"CREATE SCHEMA {PART_SCHEMA}")
        conn.execute(f"CREATE TABLE {PART_SCHEMA}.releases (LIKE {SCHEMA}.releases INCLUDING DEFAULTS "
                     "INCLUDING GENERATED INCLUDING CONSTRAINTS) PARTITION BY RANGE (posted_at)")
        month = lo
        partitions = 0
        while month <= hi + timedelta(days=62):
            nxt = (month + timedelta(days=32)).replace(day=1)
            conn.execute(sql.SQL("CREATE TABLE {}.{} PARTITION OF {}.releases FOR VALUES FROM ({}) TO ({})").format(
                sql.Identifier(PART_SCHEMA), sql.Identifier(f"releases_{month:%Y%m}"), sql.Identifier(PART_SCHEMA),
                sql.Literal(month), sql.Literal(nxt)))
            month = nxt
            partitions += 1
        columns = ", ".join(dict.fromkeys(("id", *COLUMNS)))
        t0 = time.perf_counter()
        conn.execute(f"INSERT INTO {PART_SCHEMA}.releases ({columns}) SELECT {columns} FROM {SCHEMA}.releases")
        copy_s = time.perf_counter() - t0
        conn.execute("SET maintenance_work_mem = '1GB'")
        t0 = time.perf_counter()
        # Unique only with the partition key: Postgres requires it (ADR 0019). content_hash gets a plain index.
        conn.execute(f"ALTER TABLE {PART_SCHEMA}.releases ADD PRIMARY KEY (id, posted_at)")
        conn.execute(f"CREATE INDEX releases_content_hash_p ON {PART_SCHEMA}.releases (content_hash)")
        for name, definition in indexes:
            conn.execute(definition.replace(f"INDEX {name} ON {SCHEMA}.releases",
                                            f"INDEX {name}_p ON {PART_SCHEMA}.releases"))
        index_s = time.perf_counter() - t0
        conn.execute(f"CREATE TABLE {PART_SCHEMA}.release_identity (content_hash text PRIMARY KEY, "
                     "posted_at timestamptz NOT NULL)")
        conn.execute(f"INSERT INTO {PART_SCHEMA}.release_identity SELECT content_hash, posted_at FROM {SCHEMA}.releases")
        conn.execute(f"VACUUM (ANALYZE) {PART_SCHEMA}.releases")
        conn.execute(f"VACUUM (ANALYZE) {PART_SCHEMA}.release_identity")
    return {"partitions": partitions, "copy_s": round(copy_s, 1), "index_s": round(index_s, 1),
            "total_s": round(time.perf_counter() - started, 1)}


def swap_in_partitioned(dsn: str, partitioned: bool) -> None:
    """Make usenet.releases the partitioned copy (True) or the plain table again (False), in one transaction."""
    with db.connect(dsn) as conn:
        conn.execute(f"CREATE SCHEMA IF NOT EXISTS {PLAIN_SCHEMA}")
        if partitioned:
            conn.execute(f"ALTER TABLE {SCHEMA}.releases SET SCHEMA {PLAIN_SCHEMA}")
            conn.execute(f"ALTER TABLE {PART_SCHEMA}.releases SET SCHEMA {SCHEMA}")
        else:
            conn.execute(f"ALTER TABLE {SCHEMA}.releases SET SCHEMA {PART_SCHEMA}")
            conn.execute(f"ALTER TABLE {PLAIN_SCHEMA}.releases SET SCHEMA {SCHEMA}")
        conn.commit()


_IDENTITY = (f"INSERT INTO {PART_SCHEMA}.release_identity (content_hash, posted_at) "
             "VALUES (%(content_hash)s, %(posted_at)s) ON CONFLICT DO NOTHING RETURNING content_hash")


def partitioned_add(conn: db.Conn, batch: list[CatalogueRelease]) -> int:
    """Insert as the build would into the partitioned table: the global identity first, then the new rows.

    The identity table (content_hash PRIMARY KEY) keeps a release unique
    across months, which no index of a partitioned table can (ADR 0019);
    both inserts run in the caller's transaction, pipelined.
    """
    from usenet_ops.store.catalogue import _insert_params

    params = [_insert_params(r) for r in batch]
    new: set[str] = set()
    with conn.cursor() as cur:
        cur.executemany(_IDENTITY, [{"content_hash": p["content_hash"], "posted_at": p["posted_at"]} for p in params],
                        returning=True)
        while True:
            new.update(next(iter(row.values())) for row in cur.fetchall())
            if not cur.nextset():
                break
        rows = [p for p in params if p["content_hash"] in new]
        if rows:
            names = list(rows[0])
            cur.executemany(f"INSERT INTO releases ({', '.join(names)}) "  # type: ignore[arg-type]  # names are ours
                            f"VALUES ({', '.join(f'%({n})s' for n in names)})", rows)
    return len(rows)


# ---- the run --------------------------------------------------------------------


def ratio(big: float, base: float) -> float:
    return round(big / base, 2) if base else float("nan")


def _iter_kinds(a: dict[str, dict[str, float]], b: dict[str, dict[str, float]]) -> Iterator[tuple[str, dict[str, Any]]]:
    for name in a:
        yield name, {"p50_ms": a[name]["p50_ms"], "p99_ms": a[name]["p99_ms"],
                     "p50_ratio": ratio(a[name]["p50_ms"], b[name]["p50_ms"]),
                     "p99_ratio": ratio(a[name]["p99_ms"], b[name]["p99_ms"])}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--releases", type=int, default=10_000_000)
    parser.add_argument("--baseline", type=int, default=50_000, help="the baseline catalogue's size (same run)")
    parser.add_argument("--years", type=float, default=19.2, help="posting dates spread over this many years")
    parser.add_argument("--jobs", type=int, default=2, help="row generator processes")
    parser.add_argument("--samples", type=int, default=200, help="requests per kind")
    parser.add_argument("--part-samples", type=int, default=15,
                        help="requests per kind on the partitioned copy (each plans every partition: seconds)")
    parser.add_argument("--inserts", type=int, default=5_000, help="releases inserted through the build's sink")
    parser.add_argument("--partitioned", action="store_true", help="also measure a copy partitioned by month")
    parser.add_argument("--seed", type=int, default=23)
    parser.add_argument("--shared-buffers", default=PG_SETTINGS["shared_buffers"],
                        help="the cluster's shared_buffers (the short mode runs with a small one)")
    parser.add_argument("--data-dir", type=Path, default=None,
                        help="the cluster's directory (kept when given; re-used with --reuse)")
    parser.add_argument("--reuse", action="store_true", help="measure the catalogues already loaded in --data-dir")
    args = parser.parse_args(argv)
    if args.reuse and args.data_dir is None:
        parser.error("--reuse needs --data-dir")

    scratch = args.data_dir or Path(tempfile.mkdtemp(prefix="usenet-bench-catalogue-"))
    settings = {**PG_SETTINGS, "shared_buffers": args.shared_buffers}
    pg = localservices.start_postgres(scratch, persistent=True, settings=settings)
    now = datetime.now(UTC).timestamp() if not args.reuse else float(
        json.loads((scratch / "now.json").read_text())["now"])
    result: dict[str, Any] = {"releases": args.releases, "baseline_releases": args.baseline, "years": args.years,
                              "pg_settings": settings}
    try:
        u = make_universe(args.seed)
        dsns = {}
        for label, n in (("baseline", args.baseline), ("big", args.releases)):
            dbname = f"catalogue_{label}"
            if args.reuse:
                dsns[label] = localservices.with_database(pg.url, dbname)
                migrations.migrate(dsns[label])  # what was added since the load (CONCURRENTLY on a big catalogue)
                continue
            dsns[label] = localservices.create_database(pg.url, dbname)
            migrations.migrate(dsns[label])
            print(f"loading {n:,} releases into {dbname} ...", file=sys.stderr, flush=True)
            result[f"load_{label}"] = load(dsns[label], n, u, seed=args.seed, jobs=args.jobs, years=args.years, now=now)
            print(f"  {json.dumps(result[f'load_{label}'])}", file=sys.stderr, flush=True)
        (scratch / "now.json").write_text(json.dumps({"now": now}))
        for label, dsn in dsns.items():
            with db.connect(dsn, autocommit=True) as conn:
                result[f"storage_{label}"] = storage(conn)
        api: dict[str, dict[str, dict[str, float]]] = {}
        inserts: dict[str, dict[str, float]] = {}
        new = _insert_releases(u, args.inserts, args.seed, now, args.years)
        for label, dsn in dsns.items():
            result[f"prewarm_{label}_s"] = prewarm(dsn)
        print("API, big and baseline in turn ...", file=sys.stderr, flush=True)
        api = measure_api(dsns, u, args.samples, args.seed)
        for label in ("baseline", "big", "baseline", "big"):  # twice each, alternating; the better of two
            got = measure_insert(dsns[label], new)
            if label not in inserts or got["releases_per_s"] > inserts[label]["releases_per_s"]:
                inserts[label] = got
            print(f"  insert {label}: {got}", file=sys.stderr, flush=True)
        result["api"] = dict(_iter_kinds(api["big"], api["baseline"]))
        result["insert"] = {**inserts["big"], "baseline": inserts["baseline"],
                            "ratio": ratio(inserts["big"]["releases_per_s"], inserts["baseline"]["releases_per_s"])}
        if args.partitioned:
            print("partitioned copy ...", file=sys.stderr, flush=True)
            result["partitioned_build"] = build_partitioned(dsns["big"])
            swap_in_partitioned(dsns["big"], True)
            try:
                with db.connect(dsns["big"], autocommit=True) as conn:
                    result["storage_partitioned"] = storage(conn)
                print("API on the partitioned copy ...", file=sys.stderr, flush=True)
                part = measure_api({"partitioned": dsns["big"]}, u, args.part_samples, args.seed)["partitioned"]
                result["partitioned_api"] = {name: {**v, "p50_vs_plain": ratio(v["p50_ms"], api["big"][name]["p50_ms"]),
                                                    "p99_vs_plain": ratio(v["p99_ms"], api["big"][name]["p99_ms"])}
                                             for name, v in part.items()}
                ins = measure_insert(dsns["big"], new, partitioned_add)
                result["partitioned_insert"] = {**ins, "vs_plain": ratio(ins["releases_per_s"],
                                                                         inserts["big"]["releases_per_s"])}
                with db.connect(dsns["big"], autocommit=True) as conn:
                    conn.execute(f"DELETE FROM {PART_SCHEMA}.release_identity WHERE content_hash = ANY(%s)",
                                 ([r.content_hash for r in new],))
            finally:
                swap_in_partitioned(dsns["big"], False)
        print(json.dumps(result, indent=2))
    finally:
        pg.stop()
        if args.data_dir is None:
            shutil.rmtree(scratch, ignore_errors=True)
    return 0


if __name__ == "__main__":
    os.environ.setdefault("PYTHONHASHSEED", "0")
    sys.exit(main())
