"""Build CPU cost: segments/s through ``assemble`` alone, no database.

The build pass spends about half its time in per-set Python work (compact
NZB, content hash, title, classification, junk filter); this measures that
half on staged sets synthesised in memory, shaped like what
``store.staging_pg.load_sets`` returns: files in arbitrary order, some files'
segments out of order, message-ids in the common posting-tool forms.

Figures, all from the same run:
- assemble segments/s (best of ``--repeat``), against a baseline of a bare
  loop over the same segments building one tuple per segment -- the floor
  any per-segment Python work must pay;
- ``output_sha256``: a digest of every release field (compact NZB bytes and
  the XML rendered from them included), so an optimisation can be checked to
  leave the outputs byte-identical.

    python -m bench.build_assemble --sets 500 --files 10 --parts 50
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import string
import time
from collections.abc import Sequence

from usenet_ops.domain import junk, nzb
from usenet_ops.domain.assembly.assemble import Assembly, StagedFile, StagedSet, assemble

_ALNUM = string.ascii_letters + string.digits

# (base template, file stem template, extensions of the data files)
_SHAPES: tuple[tuple[str, str, str], ...] = (
    ("Show.Name.{n}.S01E{e:02d}.1080p.WEB-DL.x264-GRP", "Show.Name.{n}.S01E{e:02d}", "rar"),
    (
        "[PRiVATE]-[WtFnZb]-[Series.{n}.S03E{e:02d}.720p.HDTV.x264-KILLERS]",
        "Series.{n}.S03E{e:02d}.720p.HDTV.x264-KILLERS",
        "rar",
    ),
    ("Movie.Title.{n}.2019.2160p.UHD.BluRay.x265.10bit.HDR.DTS-HD.MA.5.1-SWTYBLZ", "Movie.Title.{n}.2019.2160p", "rar"),
    ("Artist {n} - Album Name (2021) [FLAC]", "01 - Artist {n} - Track", "flac"),
    ("Some.Author.{n}.The.Book.Title.2020.RETAIL.EPUB.eBook-BitBook", "Some.Author.{n}.The.Book.Title", "rar"),
    ("{h}", "{h}", "rar"),
    ("Show.Name.{n}.S02.COMPLETE.1080p.AMZN.WEB-DL.DDP5.1.H.264-NTb", "Show.Name.{n}.S02.1080p", "mkv"),
    ("Game.Title.{n}-CODEX", "codex-game.{n}", "rar"),
)


def _token(rng: random.Random, n: int) -> str:
    return "".join(rng.choices(_ALNUM, k=n))


def _message_ids(rng: random.Random, style: int, parts: int) -> list[str]:
    if style == 0:  # "part12of50.AbCdEf123@news.example.com"
        tok = _token(rng, 9)
        return [f"part{p}of{parts}.{tok}@news.example.com" for p in range(1, parts + 1)]
    if style == 1:  # ngPost / Nyuu: random local part, shared host
        return [f"{_token(rng, 32)}@ngPost.com" for _ in range(parts)]
    # powerpost style: a random prefix per article and a shared tail
    return [f"{_token(rng, 16)}${rng.randrange(10**9)}$1@powerpost2000AA.local" for _ in range(parts)]


def synth_sets(sets: int, files: int, parts: int, seed: int = 1) -> list[StagedSet]:
    """Return ``sets`` staged sets of ``files`` files x ``parts`` segments, deterministically."""
    rng = random.Random(seed)
    out: list[StagedSet] = []
    for i in range(sets):
        base_t, stem_t, ext = _SHAPES[i % len(_SHAPES)]
        h = _token(rng, 24)
        base = base_t.format(n=i, e=i % 24 + 1, h=h)
        stem = stem_t.format(n=i, e=i % 24 + 1, h=h)
        posted = 1_764_000_000 + i * 60
        staged_files: list[StagedFile] = []
        data_files = max(1, files - 2)
        for f in range(1, files + 1):
            if f <= data_files:
                name = f"{stem}.part{f:02d}.rar" if ext == "rar" else f"{stem}.{f:02d}.{ext}"
            elif f == data_files + 1:
                name = f"{stem}.par2"
            else:
                name = f"{stem}.vol{f - data_files - 2:02d}+01.par2"
            ids = _message_ids(rng, (i + f) % 3, parts)
            segs = [nzb.NzbSegment(p, 716_800 if p < parts else 300_000 + rng.randrange(400_000), ids[p - 1])
                    for p in range(1, parts + 1)]
            if rng.random() < 0.3:  # staging rows come back in heap order, not part order
                rng.shuffle(segs)
            staged_files.append(StagedFile(
                file_id=f"s{i}-f{f}", file_name=name,
                subject=f'{base} [{f:02d}/{files:02d}] - "{name}" yEnc (1/{parts})',
                file_index=f, part_total=parts, posted=posted + f, segments=tuple(segs),
            ))
        rng.shuffle(staged_files)
        out.append(StagedSet(
            set_id=f"s{i}", group="alt.binaries.teevee", base=base, poster="Poster <poster@example.com>",
            groups=("alt.binaries.teevee", "alt.binaries.multimedia"), file_total=files, posted_min=posted,
            files=tuple(staged_files),
        ))
    return out


def digest(results: Sequence[Assembly]) -> str:
    """Return a sha256 over every output field, the XML rendered from the compact NZB included."""
    h = hashlib.sha256()
    for a in results:
        h.update(repr((a.outcome.value, a.detail, a.rule_id)).encode("utf-8", "surrogatepass"))
        r = a.release
        if r is None:
            continue
        fields = {k: v for k, v in vars(r).items() if k != "nzb"}
        h.update(repr(sorted(fields.items())).encode("utf-8", "surrogatepass"))
        h.update(r.nzb)
        h.update(nzb.render_compact(r.nzb, title=r.title))
    return h.hexdigest()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sets", type=int, default=500)
    parser.add_argument("--files", type=int, default=10)
    parser.add_argument("--parts", type=int, default=50)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()

    from usenet_ops.store.filters import default_tsv

    engine = junk.JunkEngine(junk.load_tsv(default_tsv()))
    sets = synth_sets(args.sets, args.files, args.parts)
    segments = sum(len(f.segments) for s in sets for f in s.files)

    def floor() -> None:
        # The baseline: touch every segment's three fields once, as assembling must.
        for s in sets:
            for f in s.files:
                for g in f.segments:
                    _ = (g.number, g.bytes, g.message_id)

    def run() -> list[Assembly]:
        return [assemble(s, engine=engine, blacklist=None) for s in sets]

    def best(fn, clock) -> float:  # type: ignore[no-untyped-def]
        times = []
        for _ in range(args.repeat):
            t0 = clock()
            fn()
            times.append(clock() - t0)
        return min(times)

    results = run()  # warm the per-process caches (subject parse, regexes) as a pass would
    # Wall time and this process's CPU time: on a shared machine the CPU
    # figure is the steadier one (time spent descheduled is not counted).
    baseline_s = best(floor, time.perf_counter)
    assemble_s = best(run, time.perf_counter)
    baseline_cpu = best(floor, time.process_time)
    assemble_cpu = best(run, time.process_time)
    built = sum(1 for a in results if a.release is not None)
    print(json.dumps({
        "sets": args.sets, "segments": segments, "built": built,
        "baseline_tuple_loop_segments_per_s": round(segments / baseline_s),
        "assemble_segments_per_s": round(segments / assemble_s),
        "assemble_sets_per_s": round(args.sets / assemble_s, 1),
        "ratio_assemble_vs_baseline": round(baseline_s / assemble_s, 4),
        "assemble_segments_per_cpu_s": round(segments / assemble_cpu),
        "ratio_assemble_vs_baseline_cpu": round(baseline_cpu / assemble_cpu, 4),
        "assemble_s": round(assemble_s, 4),
        "output_sha256": digest(results),
    }, indent=1))


if __name__ == "__main__":
    main()
