"""Measure the grouping rule on posting loads the tests never used (issue 28): how many uploads become one release.

Pure and fast: each seed's uploads (``corpus.posting``: real posting tools' subject shapes over hashed, mixed and
pack uploads, interleaved and back-to-back posting) are ingested by the one ingest path and merged by the one
plan (``domain.assembly.uploads``) the way staging applies it: after every batch, on the fragments whose files
are complete, with a fragment's run known once the numbers from ``SIBLING_GAP`` below it are read (the backfill's
coverage), in one batch and in newest-first backfill partitions. An upload counts as grouped when all its
articles end in one set holding nothing else. The real backends are held to the same answer by
tests/integration/build/test_upload_grouping.py; this measures many more loads than a test can afford.

    python -m bench.upload_grouping --seeds 1000-1199 --partitions 5
"""

from __future__ import annotations

import argparse
from collections import Counter
from typing import Any

from usenet_ops.corpus.posting import posting_load
from usenet_ops.domain import ingest
from usenet_ops.domain.assembly.uploads import SIBLING_GAP, plan_upload_merges
from usenet_ops.nntp.protocol import join_block

GROUP = "alt.binaries.heldout"


def _grouped(seed: int, partitions: int) -> tuple[Counter[str], Counter[str]]:
    ups, lines = posting_load(seed, group=GROUP, per_style=3)
    size = len(lines) // partitions + 1
    batches = [lines[k:k + size] for k in range(0, len(lines), size)][::-1]
    sets: dict[str, dict[str, Any]] = {}
    files: dict[str, dict[str, Any]] = {}
    read_from = None  # newest first: what is read is every number from here up
    for batch in batches:
        numbers = [int(x.split(b"\t", 1)[0]) for x in batch if x.split(b"\t", 1)[0].isdigit()]
        read_from = min(numbers) if read_from is None else min(read_from, *numbers)
        result = ingest.ingest_block(join_block(batch), None, group=GROUP, indexed_groups={GROUP})
        for f in result.files.values():
            fr = files.setdefault(f.file_id, {"set": f.set_id, "idx": f.file_index, "parts": set(),
                                              "total": f.part_total, "mids": set()})
            fr["parts"] |= set(f.parts)
            fr["mids"] |= set(f.message_ids)
            s = sets.setdefault(fr["set"], {"set_id": fr["set"], "group_name": GROUP, "poster": f.poster,
                                            "file_total": f.file_total, "backbone": "a", "art_lo": f.art_lo,
                                            "art_hi": f.art_hi, "posted_min": f.posted, "posted_max": f.posted,
                                            "base": f.base, "name_only": f.name_only})
            s["art_lo"], s["art_hi"] = min(s["art_lo"], f.art_lo), max(s["art_hi"], f.art_hi)
        incomplete = {fr["set"] for fr in files.values() if len(fr["parts"]) < fr["total"]}
        rows = [{**s, "run_known": max(1, s["art_lo"] - SIBLING_GAP) >= read_from} for s in sets.values()
                if s["name_only"] and s["file_total"] > 1 and s["set_id"] not in incomplete]
        plan = plan_upload_merges(rows, [(fr["set"], fr["idx"], len(fr["parts"]) >= fr["total"])
                                         for fr in files.values()])
        for target, others in plan:
            for fr in files.values():
                if fr["set"] in others:
                    fr["set"] = target
            for other in others:
                moved = sets.pop(other)
                sets[target]["art_lo"] = min(sets[target]["art_lo"], moved["art_lo"])
                sets[target]["art_hi"] = max(sets[target]["art_hi"], moved["art_hi"])
    owner = {m: fr["set"] for fr in files.values() for m in fr["mids"]}
    members: Counter[str] = Counter(owner.values())
    total: Counter[str] = Counter()
    good: Counter[str] = Counter()
    for u in ups:
        total[u.style] += 1
        got = {owner.get(m) for m in u.message_ids}
        if len(got) == 1 and None not in got and members[next(iter(got))] == len(u.message_ids):
            good[u.style] += 1
    return good, total


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", default="1000-1199", help="a range lo-hi of corpus.posting seeds")
    parser.add_argument("--partitions", type=int, default=5, help="backfill partitions, read newest first")
    args = parser.parse_args(argv)
    lo, _, hi = args.seeds.partition("-")
    for shape, parts in (("one batch", 1), (f"{args.partitions} partitions, newest first", args.partitions)):
        good: Counter[str] = Counter()
        total: Counter[str] = Counter()
        for seed in range(int(lo), int(hi or lo) + 1):
            g, t = _grouped(seed, parts)
            good += g
            total += t
        cells = ", ".join(f"{style} {good[style]}/{total[style]}" for style in sorted(total))
        print(f"{shape}: {sum(good.values())}/{sum(total.values())} uploads one release ({cells})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
