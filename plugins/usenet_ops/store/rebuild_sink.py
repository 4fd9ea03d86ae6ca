"""The backfill's partitions written as chunks (REBUILD part 3): the sink ``crawl_range`` stages through on the rebuild path.

The backfill reads a partition exactly as it does for staging (claim, fence,
coverage, quarantine, retries, the committer thread: ``passes.backfill``);
only the sink differs. Where staging read-modify-writes files, parts and
sets per batch, this writes ONE row per set per batch (its files and
segments encoded by ``domain.rebuild.chunk_codec``) and ONE upsert of the
set's aggregates, in the transaction that records the batch's coverage and
the partition's progress under the partition's fence. So a batch's chunks,
its coverage and its progress are durable together or not at all: a crash
loses the batch whole, and the re-run reads it again (coverage says it is
unread) and writes the same rows (the chunk's key is the range and the
batch's first article number: ON CONFLICT changes nothing).

A chunk sink holds no staged sets: the staging gate's pressure is 0 (the
chunk store is bounded by disk, not by a staging ceiling; operators see its
bytes in ``usenet-ops backfill status``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from usenet_ops.domain.ingest import FileAggregate
from usenet_ops.domain.rebuild import chunk_codec, edge
from usenet_ops.domain.rebuild.records import chunks_from_files
from usenet_ops.store import crawl_state, rebuild_chunks
from usenet_ops.store.backfill_state import PartitionKey
from usenet_ops.store.crawl_state import Statement
from usenet_ops.store.db import Conn
from usenet_ops.store.filters import HitCounts, record_hits
from usenet_ops.store.staging import StageOutcome

__all__ = ["ChunkSink"]


class ChunkSink:
    """Write one backfill partition's batches as chunks; ``lo`` is the partition's first article number."""

    def __init__(self, key: PartitionKey, lo: int) -> None:
        self.key = key
        self.lo = lo
        self.payload_bytes = 0
        self.chunks = 0
        self.segments = 0
        self.obfuscated = 0

    def figures(self) -> dict[str, int]:
        """Return what this sink wrote: chunks, payload bytes, segments, and the segments of obfuscated sets."""
        return {"chunks": self.chunks, "chunk_bytes": self.payload_bytes, "chunk_segments": self.segments,
                "obfuscated_segments": self.obfuscated}

    def stage_batch(self, conn: Conn, *, backbone: str, group: str, fence: int, files: Iterable[FileAggregate],
                    covered: tuple[int, int] | None, next_article: int | None, hits: HitCounts | None = None,
                    resolves: int | None = None, fence_sql: Statement | None = None,
                    also: Sequence[Statement] = ()) -> StageOutcome:
        """Write a batch's chunks with its coverage and ``also`` (the partition's progress), atomically, under the fence.

        The batch's number in its range is its first article's offset from the
        partition's start: the same batch read again names the same rows.
        A batch without coverage (never the backfill's) is refused: its rows
        would have no key a re-run could name.
        """
        if not conn.autocommit:
            raise ValueError("the chunk sink needs an autocommit connection: each batch is its own transaction")
        if covered is None:
            raise ValueError("a chunk batch needs the article range it covers (its key in the range)")
        chunks = chunks_from_files(files)
        encoded = [(c, chunk_codec.encode(c)) for c in chunks]
        with conn.transaction():
            conn.execute("SET LOCAL synchronous_commit TO off")  # as staging: a lost commit is re-read whole
            row = conn.execute(*(fence_sql or crawl_state.group_fence_sql(backbone, group))).fetchone()
            crawl_state.check_fence(row["fence_token"] if row else None, fence, backbone, group)
            written = rebuild_chunks.write_batch(conn, self.key, covered[0] - self.lo, encoded) if encoded else 0
            if hits:
                record_hits(conn, hits)
            for statement in crawl_state.batch_tail(backbone, group, covered=covered, next_article=next_article,
                                                    resolves=resolves, also=also):
                conn.execute(*statement)
        self.payload_bytes += written
        segments = sum(len(f.parts) for c in chunks for f in c.files)
        self.chunks += len(chunks)
        self.segments += segments
        self.obfuscated += edge.obfuscated_segments(chunks)
        return StageOutcome(inserted=segments, duplicates=0, sets_touched=len(chunks), ready_sets=0,
                            staged_total=None)

    def staged_total(self, conn: Conn) -> int:
        """Return 0: chunks are not staged sets, and they never fill staging."""
        return 0

    def pressure(self, staged: int, capacity: int) -> float:
        """Return 0.0: the staging gate never pauses a chunk-writing backfill (disk bounds the chunk store)."""
        return 0.0
