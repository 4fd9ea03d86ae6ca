"""Stage complete sets straight into staging (pg unless told), as a crawl batch would, for build tests."""

from __future__ import annotations

from usenet_ops.domain.ingest import FileAggregate, file_id_for, set_id_for
from usenet_ops.store import crawl_state
from usenet_ops.store.staging import StagingBackend
from usenet_ops.store.staging_pg import PgStaging

GROUP = "alt.binaries.hostile"
POSTER = "poster@example.com (Poster)"


def complete_set(base: str, *, files: int = 2, parts: int = 3, group: str = GROUP, poster: str = POSTER,
                 first_article: int = 100, subject: str | None = None, groups: set[str] | None = None,
                 tag: str = "") -> list[FileAggregate]:
    """Return the files of one complete set ([i/N] counted, every (p/t) present): it stages as ready."""
    set_id = set_id_for(group, poster, base)
    out = []
    for i in range(1, files + 1):
        name = f"{tag or 'file'}{i:02d}.part{i:02d}.rar"
        agg = FileAggregate(
            set_id=set_id, file_id=file_id_for(set_id, name), group=group, base=base, poster=poster,
            file_name=name, subject=subject or f'{base} [{i}/{files}] - "{name}" yEnc (1/{parts})',
            file_index=i, file_total=files, part_total=parts, date_raw=b"Mon, 30 Nov 2026 10:00:00 +0000",
            groups=groups or {group},
        )
        for p in range(1, parts + 1):
            agg.message_ids.append(f"{set_id}.{i}.{p}@hostile.example")
            agg.parts.append(p)
            agg.sizes.append(500_000 + p)
        agg.art_lo, agg.art_hi = first_article + i * parts, first_article + (i + 1) * parts
        out.append(agg)
    return out


def stage(db, files: list[FileAggregate], *, group: str = GROUP, backbone: str = "bb",
          staging: StagingBackend | None = None) -> None:
    """Stage ``files`` as one crawl batch of ``group`` (fence taken, coverage recorded), in ``staging`` (pg)."""
    fence = crawl_state.take_fence(db, backbone, group, "test")
    hi = max(f.art_hi for f in files) + 10
    (staging or PgStaging()).stage_batch(db, backbone=backbone, group=group, fence=fence, files=files,
                                         covered=(1, hi), next_article=hi + 1)
