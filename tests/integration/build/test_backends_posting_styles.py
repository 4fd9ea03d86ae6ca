"""Issue 29: pg and Redis staging stage and build the same releases from the same articles, in every posting style.

The overview lines are written the way real posting tools post (nyuu and ngPost obfuscated with and without
extensions, a pack under one counter whose files differ in name, par2 sets as par2cmdline and ParPar name them,
a plain Newsmangler/JBinUp upload, hostile lines among them). They are ingested by the one pure ingest path,
staged into each backend in one batch, and again in backfill-like partitions taken in an adversarial order,
and built. Both backends must agree release for release, outcome for outcome, and on what is left waiting;
the partitions must give what one batch gives. (Which of these styles form complete releases is issue 28's:
this test holds the backends to one answer whatever it is.)
"""

from __future__ import annotations

import hashlib
import random

import pytest
from staging_state import clear

from usenet_ops.domain import ingest
from usenet_ops.nntp.protocol import join_block
from usenet_ops.passes import build, compose
from usenet_ops.store import crawl_state, settings
from usenet_ops.store.catalogue import PostgresCatalogue

GROUP = "alt.binaries.styles"
DATE = "Mon, 30 Nov 2026 10:00:00 +0000"


def _hash(rng: random.Random, n: int = 32) -> str:
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))


def _uploads(rng: random.Random) -> list[tuple[str, list[tuple[str, str, int]]]]:
    """Return uploads as (poster, [(subject before its (p/t) counter, file name, parts)])."""
    out = []
    # nyuu / ngPost obfuscated: every file a different hash name, with and without extensions, one counter.
    for ext in (True, False):
        files = []
        for i in range(1, 7):
            name = _hash(rng) + (f".part{i:02d}.rar" if ext and i < 5 else ".par2" if ext and i == 5
                                 else ".vol00+01.par2" if ext else "")
            files.append((f'[{i}/6] - "{name}" yEnc', name, 3 if i < 5 else 1))
        out.append((f"{_hash(rng, 8)} <{_hash(rng, 8)}@ngPost.com>", files))
    # A pack under one counter: episodes whose names differ, the pack's par2 under the first episode's name.
    pack = [(f'[{i}/6] - "[Grp] Show - {19 + i} (1080p) [{_hash(rng, 8).upper()}].mkv" yEnc',
             f"[Grp] Show - {19 + i} (1080p).mkv", 4) for i in range(1, 5)]
    pack += [('[5/6] - "[Grp] Show - 20 (1080p).par2" yEnc', "[Grp] Show - 20 (1080p).par2", 1),
             ('[6/6] - "[Grp] Show - 20 (1080p).vol00+04.par2" yEnc', "[Grp] Show - 20 (1080p).vol00+04.par2", 2)]
    out.append(("Anime Poster <anime@example.com>", pack))
    # A named upload (Newsmangler / JBinUp), par2 as par2cmdline names them (vol000+001).
    base = "Some.Movie.2024.1080p.WEB-DL.x264-GRP"
    named = [(f'{base} [{i:02d}/05] - "{base}.part{i}.rar" yEnc', f"{base}.part{i}.rar", 3) for i in range(1, 4)]
    named += [(f'{base} [04/05] - "{base}.par2" yEnc', f"{base}.par2", 1),
              (f'{base} [05/05] - "{base}.vol000+001.par2" yEnc', f"{base}.vol000+001.par2", 1)]
    out.append(("Poster <poster@example.com>", named))
    # ParPar's names (vol0+1) on a 7z set posted with a counter but no subject text before it.
    seven = _hash(rng, 20)
    sz = [(f'"{seven}.7z.00{i}" yEnc', f"{seven}.7z.00{i}", 2) for i in range(1, 3)]
    sz += [(f'"{seven}.par2" yEnc', f"{seven}.par2", 1), (f'"{seven}.vol0+1.par2" yEnc', f"{seven}.vol0+1.par2", 1)]
    out.append(("ParPar <parpar@example.com>", sz))
    return out


def _lines(seed: int) -> list[bytes]:
    """Return the uploads' overview lines in posting order with hostile lines among them, numbered from 1."""
    rng = random.Random(seed)
    articles: list[tuple[str, str, str]] = []
    for poster, files in _uploads(rng):
        for subject, name, parts in files:
            for p in range(1, parts + 1):
                mid = hashlib.sha1(f"{seed}{name}{p}".encode()).hexdigest()[:24] + "@news.example"
                articles.append((f"{subject} ({p}/{parts})", poster, mid))
    rng.shuffle(articles)  # several uploaders at once, as a busy group interleaves them
    out = []
    for n, (subject, poster, mid) in enumerate(articles, start=1):
        out.append(f"{n}\t{subject}\t{poster}\t{DATE}\t<{mid}>\t\t{700_000 + n}\t5000\tXref: news.example {GROUP}:{n}"
                   .encode())
    hostile = [b"\x00\x00\tNUL\tin\tfields", b"1x\t" + b"A" * 70_000 + b" yEnc (1/2)\tp\td\t<x@y>\t\t1\t1",
               b"999\t[1/2] - \"a.rar\" yEnc (7/3)\tp <p@x>\t" + DATE.encode() + b"\t<lying@x>\t\t10\t1"]
    for line in hostile:
        out.insert(rng.randrange(len(out) + 1), line)
    return out


def _stage_and_build(db, backend, batches: list[list[bytes]]) -> tuple[dict, dict, set]:  # type: ignore[no-untyped-def]
    from staging_view import staged_sets

    for lines in batches:
        result = ingest.ingest_block(join_block(lines), None, group=GROUP, indexed_groups={GROUP},
                                     filters=compose.load_filters(db))
        fence = crawl_state.take_fence(db, "bb", GROUP, "test")
        numbers = [int(x.split(b"\t", 1)[0]) for x in lines if x.split(b"\t", 1)[0].isdigit()]
        backend.stage_batch(db, backbone="bb", group=GROUP, fence=fence, files=list(result.files.values()),
                            covered=(min(numbers), max(numbers)), next_article=None)
    for _ in range(4):
        report = build.build_pass(db, settings=compose.load_settings(db), sink=PostgresCatalogue(),
                                  filters=compose.load_build_filters(db), staging=backend)
        if not report.built and not report.merged:
            break
    releases = {r["content_hash"]: (r["title"], r["files"], r["segments"], r["size"], r["named"])
                for r in db.execute("SELECT content_hash, title, files, segments, size, named FROM usenet.releases")}
    outcomes = {r["reason"]: int(r["count"]) for r in db.execute("SELECT reason, count FROM usenet.build_outcomes")}
    waiting = set(staged_sets(db, backend).values())  # (group, base, file_total, files, segments) of each set left
    return releases, outcomes, waiting


def _reset(db) -> None:  # type: ignore[no-untyped-def]
    clear(db)
    db.execute("TRUNCATE usenet.releases, usenet.build_outcomes, usenet.build_failures, usenet.sweep_cursors, "
               "usenet.probe_queue, usenet.filter_hits CASCADE")


@pytest.mark.parametrize("seed", [7, 11, 23])
def test_both_backends_and_backfill_partitions_build_the_same_releases_in_every_posting_style(
        db, redis_url, redis_prefix, monkeypatch, seed: int) -> None:  # type: ignore[no-untyped-def]
    lines = _lines(seed)
    # Backfill-like partitions taken newest first, as a backfill walks history, each its own batch.
    size = len(lines) // 3 + 1
    partitions = [lines[k:k + size] for k in range(0, len(lines), size)][::-1]

    results = {}
    for mode in ("pg", "redis"):
        for shape, batches in (("one batch", [lines]), ("partitions", partitions)):
            _reset(db)
            if mode == "redis":  # a key prefix of its own for each run: a fresh, empty Redis staging
                monkeypatch.setenv("USENET_REDIS_URL", redis_url)
                monkeypatch.setenv("USENET_STAGING_REDIS_PREFIX", f"{redis_prefix}{len(results)}:")
            settings.set_value(db, "staging", mode, guarded_ok=True)
            backend = compose.staging_backend(compose.load_settings(db))
            assert backend.mode == mode
            results[mode, shape] = _stage_and_build(db, backend, batches)

    reference = results["pg", "one batch"]
    assert reference[0], "the named upload at least is built"
    assert any(title.startswith("Some.Movie.2024") for title, *_ in reference[0].values())
    for key, got in results.items():
        assert got[0] == reference[0], (key, sorted(set(got[0]) ^ set(reference[0]))[:4])
        assert got[1] == reference[1], key
        assert got[2] == reference[2], key
