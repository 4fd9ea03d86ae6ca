"""Bytes the chunk store spends per overview line: the chunk codec against zstd over JSON and the raw ids.

REBUILD budgets the chunk store at ~3 TB for ~528 B overview lines, so the
figure that matters is bytes per overview line read (every line of the
batch, kept or not), not per segment. This generates a corpus with the
project's generator, reads each group's overview in batches of
``--batch`` lines (20,000: the edge worker's batch), runs ``ingest_block``
and ``records.chunks_from_files`` per batch, and encodes every chunk three
ways:

- ``codec``: ``domain.rebuild.chunk_codec.encode`` (checked to decode back);
- ``json_zstd``: zstd (same level) over the chunk as plain JSON, one frame a chunk;
- ``raw_ids``: the message-ids' bytes alone, uncompressed (the floor of doing nothing).

Reported per overview line and per segment, with encode and decode time
per segment and the distribution of segments per chunk.

    python -m bench.chunk_bytes                     # 300,000 articles
    python -m bench.chunk_bytes --articles 50000 --seed 3
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import tempfile
import time
from pathlib import Path

import zstandard


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--articles", type=int, default=300_000)
    parser.add_argument("--seed", type=int, default=3030)
    parser.add_argument("--batch", type=int, default=20_000, help="overview lines per ingest batch")
    parser.add_argument("--corpus", type=Path, default=None, help="an existing corpus directory (else one is generated)")
    args = parser.parse_args()

    from usenet_ops import corpus as corpus_mod
    from usenet_ops.domain import ingest
    from usenet_ops.domain.rebuild import chunk_codec
    from usenet_ops.domain.rebuild.records import chunks_from_files

    with tempfile.TemporaryDirectory() as tmp:
        t0 = time.perf_counter()
        directory = args.corpus or corpus_mod.generate(args.articles, args.seed, Path(tmp) / "corpus").directory
        generated_s = time.perf_counter() - t0
        corpus = corpus_mod.load(directory)
        backbone = corpus.backbones[0]
        names = corpus.group_names()
        indexed = set(names)
        zstd = zstandard.ZstdCompressor(level=chunk_codec._ZSTD_LEVEL)
        lines = segments = chunks = 0
        codec = plain = raw_ids = 0
        encode_s = decode_s = ingest_s = 0.0
        per_chunk: list[int] = []
        for name in names:
            _, lo, hi = corpus.group_bounds(backbone, name)
            start, end = corpus.positions(backbone, name, lo, hi)
            for pos in range(start, end, args.batch):
                stop = min(end, pos + args.batch)
                block = b"".join(line + b"\r\n" for line in corpus.overview_lines(backbone, name, pos, stop))
                lines += stop - pos
                t = time.perf_counter()
                result = ingest.ingest_block(block, group=name, indexed_groups=indexed)
                batch = chunks_from_files(result.files.values())
                ingest_s += time.perf_counter() - t
                for chunk in batch:
                    t = time.perf_counter()
                    data = chunk_codec.encode(chunk)
                    encode_s += time.perf_counter() - t
                    t = time.perf_counter()
                    back = chunk_codec.decode(data)
                    decode_s += time.perf_counter() - t
                    if back != chunk:
                        raise SystemExit(f"chunk {chunk.set_id} does not round-trip: a codec bug")
                    n = chunk.summary().segments
                    segments += n
                    chunks += 1
                    per_chunk.append(n)
                    codec += len(data)
                    plain += len(zstd.compress(json.dumps(dataclasses.asdict(chunk)).encode()))
                    raw_ids += sum(len(m) for f in chunk.files for m in f.message_ids)
    per_chunk.sort()

    def rate(total: int) -> dict[str, float]:
        return {"bytes_per_line": round(total / lines, 2), "bytes_per_segment": round(total / segments, 2),
                "total_bytes": total}

    print(json.dumps({
        "articles": args.articles, "seed": args.seed, "batch": args.batch, "generate_s": round(generated_s, 1),
        "overview_lines": lines, "segments": segments, "chunks": chunks,
        "segments_per_chunk": {"median": per_chunk[len(per_chunk) // 2] if per_chunk else 0,
                               "p90": per_chunk[int(len(per_chunk) * 0.9)] if per_chunk else 0,
                               "max": per_chunk[-1] if per_chunk else 0},
        "codec": rate(codec), "json_zstd": rate(plain), "raw_ids": rate(raw_ids),
        "codec_vs_json_zstd": round(codec / plain, 3) if plain else None,
        "encode_us_per_segment": round(encode_s / max(segments, 1) * 1e6, 2),
        "decode_us_per_segment": round(decode_s / max(segments, 1) * 1e6, 2),
        "ingest_us_per_line": round(ingest_s / max(lines, 1) * 1e6, 2),
        "zstd_level": chunk_codec._ZSTD_LEVEL,
    }, indent=1))


if __name__ == "__main__":
    main()
