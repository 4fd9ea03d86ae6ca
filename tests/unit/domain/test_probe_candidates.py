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


def test_a_kind_the_caller_found_is_used_and_the_same_as_found_here() -> None:
    import dataclasses

    from usenet_ops.domain.subjects import FileKind, file_kind

    names = (f"{HASH}.part01.rar", f"{HASH}.part02.rar", f"{HASH}.rar", f"{HASH}.r00", f"{HASH}.7z.001",
             f"{HASH}.7z.002", f"{HASH}.par2", f"{HASH}.vol03+04.par2", f"{HASH}.nfo", f"{HASH}.mkv", "no extension",
             f"{HASH}.sfv", "", "\x00\xff.rar")
    for k in range(len(names)):
        files = _files(*names[k:k + 5])
        kinded = [dataclasses.replace(f, kind=file_kind(f.name)) for f in files]
        for named in (True, False):
            assert choose(kinded, named=named) == choose(files, named=named), names[k:k + 5]
    # The build hands over the kinds it found: choose reads them rather than the names.
    told = [dataclasses.replace(f, kind=FileKind.PAR2_INDEX) for f in _files(HASH, f"{HASH}x", parts=2)]
    assert [c.kind for c in choose(told, named=False)] == ["par2_index"]
