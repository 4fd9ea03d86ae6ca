"""Issue 30: the edge worker's chunks, merged and judged at settling, find exactly the uploads that were posted.

Loads posted the way real tools post (``corpus.posting``: hashed names with
and without extensions, mixed, episode and season packs, several counter
encodings, interleaved packs, back-to-back uploads with the same N) are cut
into leases (backfill partitions) and batches, fed to ``EdgeLease`` in an
adversarial order of leases, on one backbone and on two; every set's chunks
are merged, the uploads planned with the live grouping rule, judged, and
built with the live ``assemble``. Scored by content hash, never by title.
"""

from __future__ import annotations

import random
from collections import defaultdict

import pytest

from usenet_ops.corpus.posting import posting_load
from usenet_ops.domain import identity
from usenet_ops.domain.assembly.assemble import assemble
from usenet_ops.domain.rebuild.edge import OBFUSCATED, EdgeLease
from usenet_ops.domain.rebuild.records import SetChunk
from usenet_ops.domain.rebuild.settle import candidate, judge, merge_set, plan_uploads
from usenet_ops.nntp.protocol import join_block

GROUP = "alt.binaries.uploads"
OTHER_OFFSET = 7_000_000
COLLISION_SPAN = 1_000_000


def _number(line: bytes) -> int:
    return int(line.split(b"\t", 1)[0])


def _on_other_backbone(line: bytes) -> bytes:
    fields = line.split(b"\t")
    n = int(fields[0]) + OTHER_OFFSET
    fields[0] = str(n).encode()
    fields[-1] = f"Xref: other.example {GROUP}:{n}".encode()
    return b"\t".join(fields)


def _read(lines: list[bytes], *, leases: int, batch: int, order: str, backbones: bool = False,
          native: bool = True) -> list[tuple[str, int, int, SetChunk]]:
    """Feed the lines as leases in ``order``; return every chunk with (backbone, lease, batch)."""
    lines = sorted(lines, key=_number)
    lo, hi = _number(lines[0]), _number(lines[-1])
    width = (hi - lo) // leases + 1
    spans = [(lo + k * width, min(hi, lo + (k + 1) * width - 1)) for k in range(leases)]
    indices = list(range(leases))
    if order == "newest first":
        indices.reverse()
    elif order == "shuffled":
        random.Random(7).shuffle(indices)
    out = []
    for k in indices:
        a, b = spans[k]
        backbone = "b" if backbones and k % 2 else "a"
        offset = OTHER_OFFSET if backbone == "b" else 0
        mine = [x for x in lines if a <= _number(x) <= b]
        if backbone == "b":
            mine = [_on_other_backbone(x) for x in mine]
        lease = EdgeLease(GROUP, a + offset, b + offset, {GROUP}, native=native)
        for j in range(0, len(mine), batch):
            part = mine[j:j + batch]
            nums = (_number(part[0]), _number(part[-1]))
            for chunk in lease.feed(join_block(part), numbers=nums).chunks:
                out.append((backbone, k, j, chunk))
        assert lease.articles == len(mine)
    return out


def _settle(chunks: list[tuple[str, int, int, SetChunk]]) -> dict[str, int]:
    """Merge, plan, judge and assemble: content hash -> files, for every complete upload built."""
    by_set: dict[str, list[tuple[str, int, int, SetChunk]]] = defaultdict(list)
    for entry in chunks:
        by_set[entry[3].set_id].append(entry)
    candidates = {}
    for set_id, entries in by_set.items():
        entries.sort(key=lambda e: (e[0], e[1], e[2]))
        # A history read on several backbones: no backbone's numbers alone show a poster's run.
        several = len({e[0] for e in chunks}) > 1
        candidates[set_id] = candidate([(e[0], e[3]) for e in entries], run_known=None if several else True)
    built = {}
    for members in plan_uploads(candidates.values()):
        ordered = sorted((e for m in members for e in by_set[m]), key=lambda e: (e[0], e[1], e[2]))
        staged = merge_set((e[3] for e in ordered), set_id=members[0])
        verdict = judge(staged, collision_span=COLLISION_SPAN)
        if not verdict.complete:
            continue
        made = assemble(staged, engine=None, blacklist=None, origin="rebuild")
        if made.release is not None:
            built[made.release.content_hash] = made.release.files
    return built


@pytest.mark.parametrize("seed", [3, 4, 11])
@pytest.mark.parametrize(("leases", "order", "backbones"), [
    (1, "oldest first", False), (6, "oldest first", False), (6, "newest first", False),
    (9, "shuffled", False), (5, "newest first", True), (8, "shuffled", True)])
def test_every_posted_upload_settles_as_one_complete_release(seed: int, leases: int, order: str,
                                                             backbones: bool) -> None:
    uploads, lines = posting_load(seed, group=GROUP, per_style=3)
    built = _settle(_read(lines, leases=leases, batch=97, order=order, backbones=backbones))
    missed = [f"{u.style} ({len(u.files)} files)" for u in uploads if built.get(u.content_hash) != len(u.files)]
    assert not missed, (leases, order, missed)
    assert len(built) == len(uploads), "a release that is no upload was built"


def test_a_reread_lease_gives_identical_chunks_and_the_scanner_agrees_with_python() -> None:
    _, lines = posting_load(5, group=GROUP, per_style=2)
    first = _read(lines, leases=4, batch=200, order="oldest first")
    again = _read(lines, leases=4, batch=200, order="oldest first")
    python = _read(lines, leases=4, batch=200, order="oldest first", native=False)
    assert first == again
    assert [(b, k, j, c.set_id, {f.file_id: f.message_ids for f in c.files}) for b, k, j, c in first] == \
        [(b, k, j, c.set_id, {f.file_id: f.message_ids for f in c.files}) for b, k, j, c in python]


def test_batches_cut_anywhere_give_the_same_releases() -> None:
    uploads, lines = posting_load(8, group=GROUP, per_style=2)
    results = [_settle(_read(lines, leases=3, batch=size, order="oldest first")) for size in (1, 13, 500, 10**6)]
    assert all(r == results[0] for r in results)
    assert {u.content_hash for u in uploads} <= set(results[0])


def test_a_crossposted_article_is_read_into_its_main_group_only() -> None:
    other = "alt.binaries.other"
    _, lines = posting_load(6, group=GROUP, per_style=1, noise=0)
    crossed = []
    for line in lines:
        fields = line.split(b"\t")
        n = int(fields[0])
        fields[-1] = f"Xref: news.example {other}:{n + 5} {GROUP}:{n}".encode()  # the main group: the first listed
        crossed.append(b"\t".join(fields))
    block = join_block(sorted(crossed, key=_number))
    lo, hi = _number(min(crossed, key=_number)), _number(max(crossed, key=_number))
    here = EdgeLease(GROUP, lo, hi, {GROUP, other}).feed(block)
    there = EdgeLease(other, lo, hi, {GROUP, other}).feed(block)
    assert here.chunks == [] and here.outcomes["crosspost"] == len(crossed)
    assert sum(len(f.parts) for c in there.chunks for f in c.files) == len(crossed)
    # With only this group indexed, the article is this group's.
    alone = EdgeLease(GROUP, lo, hi, {GROUP}).feed(block)
    assert alone.segments == len(crossed)


def test_obfuscated_uploads_are_kept_and_counted() -> None:
    uploads, lines = posting_load(3, group=GROUP, per_style=2, noise=0)
    block = join_block(sorted(lines, key=_number))
    batch = EdgeLease(GROUP, 0, 10**12, {GROUP}).feed(block)
    hashed = [u for u in uploads if u.style.startswith("hashed")]
    assert hashed
    hashed_articles = sum(len(u.message_ids) for u in hashed)
    assert batch.outcomes[OBFUSCATED] >= hashed_articles
    assert batch.outcomes[OBFUSCATED] < batch.segments, "readable packs are not obfuscated"
    kept = {m for c in batch.chunks for f in c.files for m in f.message_ids}
    assert all(set(u.message_ids) <= kept for u in hashed)


@pytest.mark.parametrize("garbage", [
    b"\x00\x00\x00\r\n", b"not a number\tsubject\r\n", b"12\t" + b"x" * 70000 + b"\r\n",
    b"99999999999999999999999\t[1/2] - \"a.rar\" yEnc (1/1)\tp@x\tMon, 1 Jan 2024 00:00:00 +0000\t<a@b>\t\t1\t1\r\n",
    b"15\t[1/2] - \"a.rar\" yEnc (1/1)\tp@x\tdate\t<bad id with spaces>\t\t1\t1\r\n",
    b"16\t\xff\xfe[1/2] - \"\xc3(.rar\" yEnc (1/1)\tp\x00@x\tMon, 1 Jan 2024\t<ok@id>\t\t1\t1\r\n",
])
def test_garbage_lines_are_counted_never_fatal(garbage: bytes) -> None:
    _, lines = posting_load(4, group=GROUP, per_style=1, noise=0)
    lines = sorted(lines, key=_number)
    lo, hi = _number(lines[0]), _number(lines[-1])
    clean = EdgeLease(GROUP, 0, 10**12, {GROUP}).feed(join_block(lines), numbers=(lo, hi))
    dirty = EdgeLease(GROUP, 0, 10**12, {GROUP}).feed(join_block(lines[:5]) + garbage + join_block(lines[5:]),
                                                      numbers=(lo, hi))
    assert dirty.articles >= clean.articles
    assert {c.set_id for c in clean.chunks} <= {c.set_id for c in dirty.chunks}
    kept = {x.set_id for x in clean.chunks}
    assert identity.content_hash(m for c in clean.chunks for f in c.files for m in f.message_ids) == \
        identity.content_hash(m for c in dirty.chunks if c.set_id in kept for f in c.files for m in f.message_ids)
    assert sum(dirty.outcomes.values()) >= sum(clean.outcomes.values()) + 1, "the garbage line is counted"


def test_a_batch_outside_the_lease_is_the_callers_bug() -> None:
    with pytest.raises(ValueError, match="outside the lease"):
        EdgeLease(GROUP, 100, 200, {GROUP}).feed(b"", numbers=(150, 250))


def test_an_incomplete_upload_is_judged_forming_with_its_figures() -> None:
    uploads, lines = posting_load(3, group=GROUP, per_style=1, noise=0)
    pack = next(u for u in uploads if u.style == "season_pack")
    drop = set(pack.message_ids[:1])
    kept = [x for x in lines if x.split(b"\t")[4].strip(b"<>").decode() not in drop]
    chunks = _read(kept, leases=2, batch=50, order="oldest first")
    built = _settle(chunks)
    assert pack.content_hash not in built
    mine = [c for _, _, _, c in chunks if set(pack.message_ids[1:2]) & {m for f in c.files for m in f.message_ids}]
    verdict = judge(merge_set(mine), collision_span=COLLISION_SPAN)
    assert not verdict.complete and verdict.status == "forming"
    assert verdict.segments_found == verdict.segments_expected - 1 or verdict.files_complete < verdict.files_expected
    with pytest.raises(ValueError, match="no chunks"):
        merge_set([])


def test_two_batches_committed_together_make_one_file_per_chunk() -> None:
    """The committer stages consecutive batches together when it lags: a file's aggregates become one chunk file."""
    from usenet_ops.domain import ingest
    from usenet_ops.domain.rebuild.records import chunks_from_files

    _, lines = posting_load(9, group=GROUP, per_style=1, noise=0)
    lines = sorted(lines, key=_number)
    half = len(lines) // 2
    first = ingest.ingest_block(join_block(lines[:half]), group=GROUP, indexed_groups={GROUP})
    second = ingest.ingest_block(join_block(lines[half:]), group=GROUP, indexed_groups={GROUP})
    whole = ingest.ingest_block(join_block(lines), group=GROUP, indexed_groups={GROUP})
    together = chunks_from_files([*first.files.values(), *second.files.values()])
    assert all(len({f.file_id for f in c.files}) == len(c.files) for c in together)
    assert together == chunks_from_files(whole.files.values())
