"""The one candidate picker (REBUILD part 5, issue 28): a few articles per release, unnamed and settled releases
first; files whose names say nothing chosen by size and recognised by their bytes; fallbacks in order."""

from __future__ import annotations

import dataclasses

from usenet_ops.domain.probe.candidates import FALLBACK_KINDS, MAX_BY_SIZE, FileArticles, choose, priority
from usenet_ops.domain.subjects import FileKind, file_kind

HASH = "9f2c4e1a7b3d5f60812a4c6e8b0d2f41"


def _files(*names: str, parts: int = 3) -> list[FileArticles]:
    return [FileArticles(n, list(range(parts, 0, -1)), [f"{n}.{p}@x" for p in range(parts, 0, -1)], 1000 * i)
            for i, n in enumerate(names, start=1)]


def _file(name: str, size: int, parts: int = 1) -> FileArticles:
    return FileArticles(name, list(range(1, parts + 1)), [f"{name}.{p}@x" for p in range(1, parts + 1)], size)


def _upload(style: str) -> list[FileArticles]:
    """An obfuscated upload in file order: 3 rar volumes, an nfo, an sfv, the par2 index and 2 volumes."""
    real = [("a.part1.rar", 50_000_000, 70), ("a.part2.rar", 50_000_000, 70), ("a.part3.rar", 20_000_000, 28),
            ("a.nfo", 3_000, 1), ("a.sfv", 400, 1), ("a.par2", 9_000, 1), ("a.vol00+01.par2", 760_000, 2),
            ("a.vol01+02.par2", 1_500_000, 3)]
    out = []
    for i, (name, size, parts) in enumerate(real):
        renamed = {"stem": name.replace("a.", f"{HASH}."), "ext": f"{i:02d}{HASH[2:]}.{name.rsplit('.', 1)[1]}",
                   "bare": f"{i:02d}{HASH[2:]}"}[style]
        out.append(_file(renamed, size, parts))
    return out


def test_one_candidate_per_kind_first_article_and_7z_tail_then_fallbacks() -> None:
    got = choose(_files(f"{HASH}.7z.001", f"{HASH}.7z.002", f"{HASH}.par2", f"{HASH}.vol00+01.par2", f"{HASH}.nfo"),
                 named=False)
    primary = {c.kind: c for c in got if c.kind not in FALLBACK_KINDS}
    assert set(primary) == {"par2_index", "nfo", "archive_first", "archive_last"}
    # An index over one article is read at both ends: par2cmdline writes its Main packet last.
    assert [c.message_id for c in got if c.kind == "par2_index"] == [f"{HASH}.par2.1@x", f"{HASH}.par2.3@x"]
    assert primary["archive_first"].message_id == f"{HASH}.7z.001.1@x"
    assert primary["archive_last"].message_id == f"{HASH}.7z.002.3@x"
    # Fallbacks: the other par2 file's first article, then the tails where the critical packets repeat.
    assert [(c.kind, c.message_id) for c in got if c.kind in FALLBACK_KINDS] == [
        ("par2_other", f"{HASH}.vol00+01.par2.1@x"), ("par2_tail", f"{HASH}.vol00+01.par2.3@x")]
    assert max(c.priority for c in got if c.kind not in FALLBACK_KINDS) < min(
        c.priority for c in got if c.kind in FALLBACK_KINDS)


def test_a_named_release_gets_no_fallbacks() -> None:
    got = choose(_upload("ext"), named=True)
    assert got and not [c for c in got if c.kind in FALLBACK_KINDS]


def test_unnamed_settled_first_then_unnamed_salvaged_then_named() -> None:
    order = [priority("par2_tail", named=False), priority("par2_index", named=False, settled=False),
             priority("par2_tail", named=False, settled=False), priority("par2_index", named=True),
             priority("par2_tail", named=True, settled=False)]
    assert order == sorted(order) and len(set(order)) == len(order)
    files = _files(f"{HASH}.mkv", f"{HASH}.par2")
    assert max(c.priority for c in choose(files, named=False, settled=False)) < min(
        c.priority for c in choose(files, named=True))


def test_garbage_files_give_no_candidate_and_never_raise() -> None:
    assert choose([FileArticles("", [], [], 0), FileArticles("\x00\xff.rar", [], [], -1),
                   FileArticles("x", [1, 2], ["a@x"], 5)], named=False) == []
    assert [c.kind for c in choose(_files("a.mkv", "b.mkv"), named=True)] == []  # no lone file among two


def test_a_kind_the_caller_found_is_used_and_the_same_as_found_here() -> None:
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
    assert [c.kind for c in choose(told, named=False)] == ["par2_index", "par2_index", "par2_other", "par2_tail"]


def test_an_upload_without_extensions_is_probed_smallest_file_first() -> None:
    got = choose(_upload("bare"), named=False)
    primary = [c for c in got if c.kind not in FALLBACK_KINDS]
    # The smallest file (here the sfv) is read first, and the first big file stands for the first archive volume.
    assert {c.kind: c.file_name[:2] for c in primary} == {"smallest_file": "04", "archive_first": "00",
                                                          "archive_last": "02"}
    nexts = [c.file_name[:2] for c in got if c.kind == "next_file"]
    assert nexts == ["03", "05", "06", "07", "02"]  # by size: the nfo, the par2 index, the volumes, then data
    tails = [c.file_name[:2] for c in got if c.kind == "par2_tail"]
    assert tails == ["06", "07"]  # multi-article small files: where a volume's critical packets repeat


def test_every_par2_named_file_is_tried_when_the_smallest_teaches_nothing() -> None:
    got = choose(_upload("ext"), named=False)
    assert [c.kind for c in got if c.kind not in FALLBACK_KINDS] == ["par2_index", "nfo", "archive_first"]
    assert next(c for c in got if c.kind == "par2_index").file_name.startswith("05")  # the smallest .par2
    others = [c.file_name[:2] for c in got if c.kind == "par2_other"]
    assert others == ["06", "07"]
    assert [c.file_name[:2] for c in got if c.kind == "par2_tail"] == ["06", "07"]


def test_fallbacks_are_ordered_next_file_then_other_par2_then_tails_and_bounded() -> None:
    files = [_file(f"{i:02d}{HASH}", 1000 + i, parts=2) for i in range(20)]
    got = choose(files, named=False)
    ranks = [c.priority for c in got if c.kind in FALLBACK_KINDS]
    assert ranks == sorted(ranks)
    firsts = {c.file_name for c in got if not c.message_id.endswith(".2@x")}
    assert {f.name for f in sorted(files, key=lambda f: f.size)[:MAX_BY_SIZE]} <= firsts
    assert len([c for c in got if c.kind == "next_file"]) <= MAX_BY_SIZE
    assert len({c.message_id for c in got}) == len(got)  # no article twice


def test_a_lone_file_without_a_name_is_read_once() -> None:
    got = choose([_file(HASH, 5_000_000, parts=7)], named=False)
    assert [c.kind for c in got] == ["lone_file", "par2_tail"]
