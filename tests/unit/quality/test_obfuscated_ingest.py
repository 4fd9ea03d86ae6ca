"""Obfuscated uploads at ingest (issue 16 item 3): kept when their articles group into files, else counted only."""

from __future__ import annotations

import pytest

from usenet_ops.domain import ingest, junk
from usenet_ops.nntp.protocol import join_block
from usenet_ops.store.filters import default_tsv

FILTERS = ingest.IngestFilters(junk=junk.JunkEngine(junk.load_tsv(default_tsv())))
GROUP = "alt.binaries.multimedia"


def _line(n: int, subject: str) -> bytes:
    return b"\t".join([str(n).encode(), subject.encode(), b"bot <b@x.example>", b"Mon, 30 Nov 2026 10:00:00 +0000",
                       f"<{n}@obf>".encode(), b"", b"716800", b"5000"])


@pytest.mark.parametrize("native", [True, False], ids=["c-scanner", "python"])
@pytest.mark.parametrize("subject", [
    '[1/5] - "9f2c4e1a7b3d5f60812a4c6e8b0d2f41.part01.rar" yEnc',
    '"9f2c4e1a7b3d5f60812a4c6e8b0d2f41.part01.rar" yEnc',
    '[PRiVATE]-[WtFnZb]-[9f2c4e1a7b3d5f60812a4c6e8b0d2f41.mkv]-[1/3] - "" yEnc',
    'k3J9xQ2mZp7LwR4tY8vB1nC6 [1/4] - "k3J9xQ2mZp7LwR4tY8vB1nC6.7z.001" yEnc',
])
def test_an_obfuscated_upload_that_groups_into_files_is_staged(subject: str, native: bool) -> None:
    if native and not ingest.native_available():
        pytest.skip("the C scanner was not built")
    lines = [_line(n, f"{subject} ({n}/20)") for n in range(1, 21)]
    result = ingest.ingest_block(join_block(lines), group=GROUP, indexed_groups={GROUP}, filters=FILTERS,
                                 native=native)
    assert result.outcomes == {"staged": 20}, result.outcomes
    assert len(result.files) == 1


@pytest.mark.parametrize("native", [True, False], ids=["c-scanner", "python"])
def test_per_article_random_subjects_stay_counted_only(native: bool) -> None:
    if native and not ingest.native_available():
        pytest.skip("the C scanner was not built")
    subjects = ["aZ8kQ2xP9mL4wR7tY3vB", "Qm7LpX2kZ9rT4wY8vN3b", "9f2c4e1a7b3d5f60812a4c6e8b0d2f41"]
    lines = [_line(n, f"{s} yEnc (1/1)") for n, s in enumerate(subjects, start=1)]
    result = ingest.ingest_block(join_block(lines), group=GROUP, indexed_groups={GROUP}, filters=FILTERS,
                                 native=native)
    assert not result.files
    assert sum(v for k, v in result.outcomes.items() if k in ("junk:random_name", "junk:hex_digest_name")) == 3
