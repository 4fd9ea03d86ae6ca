"""Benchmark the Newznab API over a 1M-release catalogue, served by gunicorn.

Run: ``.venv/bin/python -m bench.api_latency [--releases 1000000] [--samples 300] [--load-seconds 20]``

What it does (all on loopback, in a scratch database it creates and drops):
1. generates N synthetic releases (TV episodes, movies, audio/books/misc with
   realistic title vocabulary, dates over three years) and loads them with
   COPY; the heavy indexes are built after the load, by re-running the
   catalogue migration (every statement is IF NOT EXISTS);
2. starts ``usenet-ops api serve`` (gunicorn, 2 workers) with a real API key,
   so every request pays key authorisation and usage counting;
3. measures p50/p99 latency of each request kind sequentially over one
   keep-alive connection: caps, search q, tvsearch with tvdbid+season/ep,
   browse by category, get (NZB render);
4. drives a mixed load from a pool of client threads in this process (a
   process apart from the gunicorn workers) for a bounded time, and reports
   requests/s.

Figures are printed raw and as ratios to the baseline measured in the same
run: the latency of a bare DB round trip (``SELECT 1``) from this process.
"""

from __future__ import annotations

import argparse
import hashlib
import http.client
import os
import random
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

from usenet_ops.devtools import localservices
from usenet_ops.domain.nzb import NzbFile, NzbSegment, encode_compact
from usenet_ops.store import db, migrations
from usenet_ops.store.apikeys import KeyStore

WORDS = (
    "alpha bravo crimson delta echo falcon garden harbor island jungle kingdom legend meadow night ocean "
    "phoenix quest river shadow thunder union valley winter xenon yellow zenith amber blade castle dragon "
    "empire frontier ghost horizon iron jade knight lunar mirror noble orbit prairie quartz raven silver "
    "tiger ultra vortex wolf anchor beacon canyon dynasty ember forest glacier hollow ivory jasper"
).split()
GROUPS = [f"alt.binaries.{g}" for g in ("teevee", "hdtv", "movies", "mp3", "ebook", "x264", "multimedia", "misc",
                                         "boneless", "anime", "sounds.flac", "moovee", "tv", "hdtv.x264", "erotica")]
RES = ["720p", "1080p", "2160p", "480p"]
TV_CATS = {"720p": 5040, "1080p": 5040, "2160p": 5045, "480p": 5030}
MOVIE_CATS = {"720p": 2040, "1080p": 2040, "2160p": 2045, "480p": 2030}
SERIES_COUNT = 5000


def _series(i: int) -> str:
    r = random.Random(i)
    return " ".join(r.choice(WORDS).capitalize() for _ in range(r.randint(1, 3)))


def generate_rows(n: int, blobs: list[bytes], seed: int = 7):
    """Yield COPY rows for n synthetic releases."""
    rng = random.Random(seed)
    now = datetime.now(UTC)
    series = [_series(i) for i in range(SERIES_COUNT)]
    for i in range(n):
        kind = rng.random()
        res = rng.choice(RES)
        posted = now - timedelta(seconds=rng.randint(0, 3 * 365 * 86400))
        chash = hashlib.blake2b(i.to_bytes(8, "little"), digest_size=8).hexdigest()
        season = episode = tvdb = imdb = None
        ser = skey = None
        tags = [res, "WEB-DL", "x264"]
        if kind < 0.6:
            s = rng.randrange(SERIES_COUNT)
            ser = series[s]
            skey = ser.lower().replace(" ", "")
            season, episode, tvdb = rng.randint(1, 10), rng.randint(1, 24), 100000 + s
            title = f"{ser.replace(' ', '.')}.S{season:02d}E{episode:02d}.{res}.WEB-DL.x264-GRP{i % 97}"
            cat = 5070 if s % 20 == 0 else TV_CATS[res]
        elif kind < 0.85:
            name = ".".join(rng.choice(WORDS).capitalize() for _ in range(rng.randint(1, 4)))
            year = rng.randint(1970, 2026)
            imdb = f"{rng.randint(1, 9_999_999):07d}"
            title = f"{name}.{year}.{res}.BluRay.x264-GRP{i % 89}"
            cat = MOVIE_CATS[res]
            tags = [res, "BluRay", "x264"]
        else:
            name = " ".join(rng.choice(WORDS).capitalize() for _ in range(rng.randint(2, 4)))
            cat = rng.choice([3010, 3040, 7020, 8010])
            title = f"{name} ({rng.randint(1990, 2026)}) [{rng.choice(['FLAC', 'MP3', 'EPUB', 'MISC'])}]"
            tags = []
        size = rng.randint(50, 8000) * 1_000_000
        files = rng.randint(5, 120)
        yield (
            chash, title, title.replace(".", " "), [rng.choice(GROUPS)], "poster@example.com (Poster)", posted,
            size, files, files * rng.randint(20, 200), True, 100.0, cat, tags, ser, skey, season, episode, None,
            False, imdb, tvdb, "crawl", False, blobs[i % len(blobs)],
        )


def make_blobs(count: int = 32) -> list[bytes]:
    """Return a few compact NZBs of realistic size (10 files x 40 segments)."""
    rng = random.Random(3)
    blobs = []
    for b in range(count):
        files = [
            NzbFile(
                subject=f'"release{b}.part{f:02d}.rar" yEnc ({f}/10)', poster="poster@example.com (Poster)",
                date=1_700_000_000, groups=("alt.binaries.test",),
                segments=tuple(NzbSegment(s, 700_000 + rng.randint(0, 99), f"{rng.getrandbits(64):x}@news.example")
                               for s in range(1, 41)),
            )
            for f in range(1, 11)
        ]
        blobs.append(encode_compact(files))
    return blobs


COLUMNS = ("content_hash, title, search_name, groups, poster, posted_at, size, files, segments, par2, completion, "
           "category, tags, series, series_key, season, episode, air_date, pack, imdb, tvdb, origin, broken, nzb")
HEAVY_INDEXES = ("releases_search_vector", "releases_finder", "releases_finder_parents", "releases_finder_movies",
                 "releases_finder_trgm", "releases_category_posted",
                 "releases_posted",
                 "releases_posted_live", "releases_posted_named", "releases_posted_live_named",
                 "releases_category_posted_named",
                 "releases_tvdb", "releases_series", "releases_imdb", "releases_groups")


def load(dsn: str, n: int) -> float:
    """Load n releases; return seconds taken (COPY + index build + ANALYZE)."""
    started = time.perf_counter()
    blobs = make_blobs()
    with db.connect(dsn, autocommit=True) as conn:
        for index in HEAVY_INDEXES:
            conn.execute(f"DROP INDEX IF EXISTS {index}")
        with conn.cursor() as cur, cur.copy(f"COPY releases ({COLUMNS}) FROM STDIN") as copy:
            for row in generate_rows(n, blobs):
                copy.write_row(row)
        conn.execute("SET maintenance_work_mem = '512MB'")
        # Rebuild what was dropped, as the migrations define it (every statement is IF NOT EXISTS;
        # 030 builds releases_posted, the newest-first index 070 went back to; 081 its live-only part;
        # 093 the named-only walks that replace 081's and 030's category index).
        for name in ("030_catalogue.sql", "081_releases_live_cover.sql", "093_releases_named_listing.sql"):
            conn.execute((db.include_dir() / "sql" / name).read_text(encoding="utf-8"))
        # 133: the finder's indexes, and the drop of 030's trigram index they replace; 136: the finder's index with
        # top categories, which replaces 133's; 137: the movie tree's own (one statement at a time: CONCURRENTLY
        # refuses a multi-statement string).
        for name in ("133_releases_finder.sql", "136_finder_parent_categories.sql", "137_finder_trees.sql"):
            for statement in migrations.statements((db.include_dir() / "sql" / name).read_text()):
                conn.execute(statement)
        conn.execute("VACUUM ANALYZE releases")
    return time.perf_counter() - started


class Client:
    """One keep-alive HTTP connection to the service."""

    def __init__(self, port: int) -> None:
        self.conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)

    def get(self, path: str) -> tuple[int, bytes]:
        self.conn.request("GET", path, headers={"Connection": "keep-alive"})
        response = self.conn.getresponse()
        return response.status, response.read()


def pct(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def request_kinds(key: str, guids: list[str], rng: random.Random) -> dict[str, callable]:
    def search() -> str:
        words = [rng.choice(WORDS)] + ([rng.choice(WORDS)] if rng.random() < 0.5 else [])
        if rng.random() < 0.3:
            words = [rng.choice(WORDS)[1:5]]  # a partial word: the trigram path
        return f"/api?t=search&q={'%20'.join(words)}&extended=1&limit=100&apikey={key}"

    def tvsearch() -> str:
        s = rng.randrange(SERIES_COUNT)
        return (f"/api?t=tvsearch&cat=5030,5040,5045,5070&extended=1&tvdbid={100000 + s}&season={rng.randint(1, 10)}"
                f"&ep={rng.randint(1, 24)}&limit=100&apikey={key}")

    def browse() -> str:
        cat = rng.choice(["5030,5040", "2000", "5000", "3000", "5070"])
        return f"/api?t=search&cat={cat}&extended=1&offset={rng.choice([0, 0, 0, 100, 200])}&limit=100&apikey={key}"

    def caps() -> str:
        return "/api?t=caps"

    def get() -> str:
        return f"/getnzb/{rng.choice(guids)}.nzb?apikey={key}"

    return {"caps": caps, "search q": search, "tvsearch season/ep": tvsearch, "browse by cat": browse, "get": get}


def measure_latency(port: int, kinds: dict, samples: int) -> dict[str, tuple[float, float]]:
    client = Client(port)
    out = {}
    for name, make in kinds.items():
        for _ in range(10):  # warm-up: pool connections, plan caches
            client.get(make())
        times = []
        for _ in range(samples):
            path = make()
            t0 = time.perf_counter()
            status, body = client.get(path)
            times.append((time.perf_counter() - t0) * 1000)
            if status != 200:
                raise RuntimeError(f"{path} answered {status}: {body[:200]!r}")
        out[name] = (statistics.median(times), pct(times, 99))
    return out


def measure_load(port: int, kinds: dict, seconds: float, threads: int) -> tuple[float, int, int]:
    names = list(kinds)
    weights = {"caps": 1, "search q": 3, "tvsearch season/ep": 3, "browse by cat": 3, "get": 1}
    stop = time.monotonic() + seconds
    done = [0] * threads
    errors = [0] * threads

    def worker(slot: int) -> None:
        rng = random.Random(slot)
        client = Client(port)
        while time.monotonic() < stop:
            name = rng.choices(names, weights=[weights[n] for n in names])[0]
            try:
                status, _ = client.get(kinds[name]())
            except OSError:
                errors[slot] += 1
                client = Client(port)
                continue
            if status == 200:
                done[slot] += 1
            else:
                errors[slot] += 1

    started = time.monotonic()
    pool = [threading.Thread(target=worker, args=(i,)) for i in range(threads)]
    for t in pool:
        t.start()
    for t in pool:
        t.join()
    elapsed = time.monotonic() - started
    return sum(done) / elapsed, sum(done), sum(errors)


def baseline_roundtrip_ms(dsn: str, samples: int = 300) -> float:
    with db.connect(dsn, autocommit=True) as conn:
        times = []
        for _ in range(samples):
            t0 = time.perf_counter()
            conn.execute("SELECT 1").fetchone()
            times.append((time.perf_counter() - t0) * 1000)
    return statistics.median(times)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--releases", type=int, default=1_000_000)
    parser.add_argument("--samples", type=int, default=300)
    parser.add_argument("--load-seconds", type=float, default=20.0)
    parser.add_argument("--threads", type=int, default=8)
    parser.add_argument("--keep", action="store_true", help="keep the scratch database (for re-runs)")
    parser.add_argument("--reuse", default=None, metavar="DBNAME",
                        help="measure a database kept by an earlier --keep run instead of loading a new one")
    args = parser.parse_args(argv)

    scratch = Path(tempfile.mkdtemp(prefix="usenet-bench-api-"))
    pg = localservices.find_or_start_postgres(os.environ.get("USENET_BENCH_ADMIN_URL"), scratch)
    dbname = args.reuse or f"usenet_bench_api_{os.getpid()}"
    dsn = localservices.with_database(pg.url, dbname) if args.reuse else localservices.create_database(pg.url, dbname)
    proc = None
    try:
        migrations.migrate(dsn)
        if not args.reuse:
            print(f"loading {args.releases:,} synthetic releases ...", flush=True)
            load_s = load(dsn, args.releases)
            print(f"loaded in {load_s:.1f} s ({args.releases / load_s:,.0f} releases/s incl. index build)")
        with db.connect(dsn, autocommit=True) as conn:
            conn.execute("VACUUM ANALYZE releases")
            count = conn.execute("SELECT reltuples::bigint AS n FROM pg_class WHERE oid = 'releases'::regclass").fetchone()["n"]
            print(f"catalogue: ~{count:,} releases")
            key = KeyStore().create(conn, "bench").key
            guids = [r["content_hash"] for r in conn.execute(
                "SELECT content_hash FROM releases TABLESAMPLE SYSTEM (1) LIMIT 2000")]
            size = conn.execute("SELECT pg_size_pretty(pg_total_relation_size('releases')) AS s").fetchone()["s"]
        print(f"catalogue size on disk: {size}")

        port = localservices.free_port()
        env = {**os.environ, "USENET_DSN": dsn, "USENET_API_POOL_MAX": "4"}
        proc = subprocess.Popen(
            [sys.executable, "-m", "usenet_ops.cli.main", "api", "serve", "--port", str(port), "--workers", "2",
             "--threads", "4"],
            env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True,
        )
        deadline = time.monotonic() + 30
        while not localservices.port_open("127.0.0.1", port):
            if time.monotonic() > deadline or proc.poll() is not None:
                raise RuntimeError("gunicorn did not start")
            time.sleep(0.2)

        base = baseline_roundtrip_ms(dsn)
        kinds = request_kinds(key, guids, random.Random(11))
        latencies = measure_latency(port, kinds, args.samples)
        rps, count, errors = measure_load(port, request_kinds(key, guids, random.Random(12)), args.load_seconds,
                                          args.threads)

        print(f"\nbaseline: SELECT 1 round trip p50 = {base:.3f} ms")
        print(f"{'request':<22}{'p50 ms':>9}{'p99 ms':>9}{'p50/base':>10}{'p99/base':>10}")
        for name, (p50, p99) in latencies.items():
            print(f"{name:<22}{p50:>9.2f}{p99:>9.2f}{p50 / base:>10.1f}{p99 / base:>10.1f}")
        print(f"\nload: {rps:,.0f} requests/s over {args.load_seconds:.0f} s, {args.threads} client threads, "
              f"gunicorn 2 workers x 4 threads ({count:,} ok, {errors} errors)")
        targets = [("search q p99 <= 50 ms", latencies["search q"][1] <= 50),
                   ("caps p99 <= 5 ms", latencies["caps"][1] <= 5), (">= 300 requests/s", rps >= 300)]
        for label, ok in targets:
            print(f"target {label}: {'met' if ok else 'NOT met'}")
    finally:
        if proc is not None:
            os.killpg(proc.pid, signal.SIGTERM)
            proc.wait(timeout=30)
        if not args.keep and not args.reuse:
            localservices.drop_database(pg.url, dbname)
        else:
            print(f"kept scratch database {dbname}")
        pg.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
