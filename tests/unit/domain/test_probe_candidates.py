"""The one candidate picker (REBUILD part 5): a few articles per release, unnamed and settled releases first."""

from __future__ import annotations

from usenet_ops.domain.probe.candidates import FileArticles, choose, priority

HASH = "9f2c4e1a7b3d5f60812a4c6e8b0d2f41"


def _files(*names: str, parts: int = 3) -> list[FileArticles]:
    return [FileArticles(n, list(range(parts, 0, -1)), [f"{n}.{p}@x" for p in range(parts, 0, -1)], 1000 * i)
            for i, n in enumerate(names, start=1)]


def test_one_candidate_per_kind_first_article_and_7z_tail() -> None:
    got = {c.kind: c for c in choose(_files(f"{HASH}.7z.001", f"{HASH}.7z.002", f"{HASH}.par2",
                                            f"{HASH}.vol00+01.par2", f"{HASH}.nfo"), named=False)}
    assert set(got) == {"par2_index", "nfo", "archive_first", "archive_last"}
    assert got["par2_index"].file_name == f"{HASH}.par2" and got["par2_index"].message_id.endswith(".1@x")
    assert got["archive_first"].message_id == f"{HASH}.7z.001.1@x"
    assert got["archive_last"].message_id == f"{HASH}.7z.002.3@x"


def test_unnamed_settled_first_then_unnamed_salvaged_then_named() -> None:
    order = [priority("archive_last", named=False), priority("par2_index", named=False, settled=False),
             priority("archive_last", named=False, settled=False), priority("par2_index", named=True),
             priority("par2_index", named=True, settled=False)]
    assert order == sorted(order) and len(set(order)) == len(order)
    files = _files(f"{HASH}.mkv", f"{HASH}.par2")
    assert max(c.priority for c in choose(files, named=False, settled=False)) < min(
        c.priority for c in choose(files, named=True))


def test_garbage_files_give_no_candidate_and_never_raise() -> None:
    assert choose([FileArticles("", [], [], 0), FileArticles("\x00\xff.rar", [], [], -1)], named=False) == []
    assert [c.kind for c in choose(_files("a.mkv", "b.mkv"), named=True)] == []  # no lone file among two
