"""The edge worker's core (REBUILD part 2): one lease's OVER batches in, per batch one chunk per set out.

Per batch it parses with the live ingest (the C scanner where built), so
every rule the forward crawl applies applies here in the same code: a
crossposted article is read into its main group only (the first indexed
group in Xref), junk and the blacklist drop garbage and are counted by rule,
per-article random subjects are counted under their rule and never kept,
articles numbered outside the lease are refused. What is left is grouped
into files and files into sets by the live keys (``records``), and returned
as write-once chunks with the batch's counters.

Nothing is kept between batches but totals: a set or a file that crosses
a batch or the lease's edge is the same key in every chunk, and settling
merges them. So the lease holds no state a crash could lose, and a re-run
of the lease reproduces its chunks byte for byte.

Obfuscated uploads are kept (phase 2 names them) and counted here: the
articles of sets whose base is a machine-made token.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection
from dataclasses import dataclass, field

from usenet_ops.domain import ingest
from usenet_ops.domain.overview import OverviewFormat
from usenet_ops.domain.rebuild.records import SetChunk, chunks_from_files
from usenet_ops.domain.tokens import is_random_token

__all__ = ["EdgeBatch", "EdgeLease", "OBFUSCATED", "obfuscated_segments"]

# Counter name: staged articles of sets whose name is a machine-made token (kept for phase 2 to name).
OBFUSCATED = "obfuscated"


@dataclass
class EdgeBatch:
    """What one batch yielded: its chunks and the fate of every article in it."""

    chunks: list[SetChunk]
    articles: int
    outcomes: Counter[str]
    junk_hits: Counter[int]
    blacklist_hits: Counter[int]

    @property
    def segments(self) -> int:
        return sum(len(f.parts) for c in self.chunks for f in c.files)


@dataclass
class EdgeLease:
    """One lease (a backfill partition of one group on one backbone), read batch by batch in article order."""

    group: str
    lo: int
    hi: int
    indexed_groups: Collection[str]
    filters: ingest.IngestFilters = field(default_factory=ingest.IngestFilters)
    native: bool = True
    batches: int = 0
    articles: int = 0
    outcomes: Counter[str] = field(default_factory=Counter)

    def feed(self, block: bytes, fmt: OverviewFormat | None = None, *, numbers: tuple[int, int] | None = None
             ) -> EdgeBatch:
        """Ingest one OVER reply (``numbers``: the range it answered, within the lease) into chunks.

        Raises ValueError for a range outside the lease: the caller's bug,
        never the server's (a server's out-of-range lines are counted).
        """
        lo, hi = numbers or (self.lo, self.hi)
        if not (self.lo <= lo <= hi <= self.hi):
            raise ValueError(f"batch {lo}-{hi} is outside the lease {self.lo}-{self.hi}")
        result = ingest.ingest_block(block, fmt, group=self.group, indexed_groups=self.indexed_groups,
                                     filters=self.filters, native=self.native, numbers=(lo, hi))
        chunks = chunks_from_files(result.files.values())
        outcomes = Counter(result.outcomes)
        obfuscated = obfuscated_segments(chunks)
        if obfuscated:
            outcomes[OBFUSCATED] += obfuscated
        self.batches += 1
        self.articles += result.articles
        self.outcomes.update(outcomes)
        return EdgeBatch(chunks, result.articles, outcomes, Counter(result.junk_hits), Counter(result.blacklist_hits))


def obfuscated_segments(chunks: list[SetChunk]) -> int:
    """Return the segments of chunks whose set is named by a machine-made token (kept for phase 2 to name)."""
    return sum(len(f.parts) for c in chunks if _machine_named(c.base) for f in c.files)


def _machine_named(base: str) -> bool:
    """Say whether a set's name is a machine-made token (a hash or random letters), not words."""
    stem = base.rsplit(".", 1)[0] if "." in base[-6:] else base
    return bool(stem) and " " not in stem.strip() and is_random_token(stem.strip())
