"""Read a generated corpus for serving: overview lines, numbers, articles on demand.

WHY: the server's hot path is OVER over millions of articles; it must cost
a bisect and one slice of a memory-mapped file per line, not a parse or a
rebuild. Everything else (HEAD, BODY, ARTICLE) is rebuilt from the release
recipe (``build_release``), cached per release, so bodies never sit on disk.

Memory for N articles: about 40 bytes/article of arrays (numbering of both
backbones, message-id index, article -> release/file/segment); the overview
text stays in the page cache via mmap.
"""

from __future__ import annotations

import json
import mmap
import threading
from array import array
from bisect import bisect_left, bisect_right
from collections import OrderedDict
from collections.abc import Container, Iterator
from pathlib import Path

from usenet_ops.corpus.generator import FORMAT, msgid_key
from usenet_ops.corpus.hostile import unb64
from usenet_ops.corpus.release import PATH_HEADER, ArticleSpec, ReleaseSpec, build_release

_OVERVIEW_FIELDS = {"subject": 0, "from": 1, "date": 2, "message-id": 3, "references": 4, "bytes": 5, ":bytes": 5,
                    "lines": 6, ":lines": 6}


class CorpusError(Exception):
    """A corpus directory that cannot be read; regenerate it with `usenet-ops corpus generate`."""


def _load(path: Path, code: str) -> array:
    arr = array(code)
    size = path.stat().st_size
    with path.open("rb") as fh:
        arr.fromfile(fh, size // arr.itemsize)
    return arr


class Corpus:
    """A loaded corpus directory, shared read-only by every listener."""

    def __init__(self, directory: str | Path) -> None:
        self.directory = Path(directory)
        meta_path = self.directory / "corpus.json"
        if not meta_path.exists():
            raise CorpusError(f"{self.directory} holds no corpus.json; run `usenet-ops corpus generate --out {self.directory}`")
        meta = json.loads(meta_path.read_text(encoding="utf-8"))
        if meta.get("format") != FORMAT:
            raise CorpusError(f"{self.directory} has corpus format {meta.get('format')}, expected {FORMAT}; regenerate it")
        self.meta = meta
        self.seed: int = meta["seed"]
        self.articles: int = meta["articles"]
        self.size_cap: int = meta["size_cap"]
        self._groups: list[str] = [g["name"] for g in meta["groups"]]
        self._descriptions = {g["name"]: g["description"] for g in meta["groups"]}
        self._gindex = {g: i for i, g in enumerate(self._groups)}
        self._gname_b = [g.encode() for g in self._groups]
        self.group_sets: list[tuple[int, ...]] = [tuple(s) for s in meta["group_sets"]]
        self.backbones: tuple[str, ...] = tuple(sorted(meta["backbones"]))
        self._bounds = {bb: {g: tuple(v) for g, v in b.items()} for bb, b in meta["backbones"].items()}
        d = self.directory
        self._offsets = _load(d / "overview.idx", "Q")
        self._rel = _load(d / "articles.rel", "I")
        self._file = _load(d / "articles.file", "I")
        self._seg = _load(d / "articles.seg", "I")
        self._gset = _load(d / "articles.gset", "I")
        self._caps = _load(d / "releases.cap", "I")
        self._keys = _load(d / "msgid.keys", "Q")
        self._key_idx = _load(d / "msgid.idx", "I")
        self._nums: dict[str, list[array]] = {}
        self._arts: dict[str, list[array]] = {}
        self._first: dict[str, array] = {}
        self._cross: dict[str, dict[int, int]] = {}
        self._cross_flat: dict[str, array] = {}
        for bb in self.backbones:
            self._nums[bb] = [_load(d / f"{bb}.{g}.num", "Q") for g in range(len(self._groups))]
            self._arts[bb] = [_load(d / f"{bb}.{g}.art", "I") for g in range(len(self._groups))]
            self._first[bb] = _load(d / f"{bb}.first", "Q")
            flat = _load(d / f"{bb}.cross", "Q")
            # Crossposted article -> offset of its 4 numbers in ``flat`` (built in C by zip).
            self._cross[bb] = dict(zip(flat[0::5], range(1, len(flat), 5), strict=True))
            self._cross_flat[bb] = flat
        fh = (d / "overview.dat").open("rb")
        self._ov = mmap.mmap(fh.fileno(), 0, access=mmap.ACCESS_READ) if self._offsets[-1] else b""
        fh.close()
        # The hostile mix (corpus/hostile.py): article index -> (literal number field or None, the rest of
        # the line). Served verbatim; no article behind them (ARTICLE/HEAD/STAT by number answer 423).
        self._hostile: dict[int, tuple[bytes | None, bytes]] = {}
        self._hostile_groups: set[int] = set()
        hostile_path = d / "hostile.json"
        if hostile_path.exists():
            for line in json.loads(hostile_path.read_text(encoding="utf-8"))["lines"]:
                number = unb64(line["number"]) if line["number"] is not None else None
                self._hostile[line["idx"]] = (number, unb64(line["rest"]))
                self._hostile_groups.add(self._gindex[line["group"]])
        self._cache: OrderedDict[int, ReleaseSpec] = OrderedDict()
        self._files_cache: OrderedDict[int, ReleaseSpec] = OrderedDict()
        self._lock = threading.Lock()

    # -- groups -------------------------------------------------------------

    def group_names(self) -> list[str]:
        """Return every group name, sorted."""
        return list(self._groups)

    def has_group(self, name: str) -> bool:
        """Say whether the corpus carries ``name``."""
        return name in self._gindex

    def group_description(self, name: str) -> str:
        """Return the group's LIST NEWSGROUPS description."""
        return self._descriptions[name]

    def group_bounds(self, backbone: str, name: str) -> tuple[int, int, int]:
        """Return (count, low, high) of ``name`` on ``backbone`` (count 0: low = high + 1)."""
        count, low, high = self._bounds[backbone][name]
        return count, low, high

    def positions(self, backbone: str, group: str, lo: int, hi: int) -> tuple[int, int]:
        """Return the [start, end) positions of numbers lo..hi in the group's sorted numbers."""
        if lo > hi:
            return 0, 0
        nums = self._nums[backbone][self._gindex[group]]
        return bisect_left(nums, lo), bisect_right(nums, hi)

    def numbers_in_range(self, backbone: str, group: str, lo: int, hi: int) -> array:
        """Return the article numbers that exist in lo..hi."""
        start, end = self.positions(backbone, group, lo, hi)
        return self._nums[backbone][self._gindex[group]][start:end]

    def lookup_number(self, backbone: str, group: str, number: int) -> int | None:
        """Return the article index numbered ``number`` in ``group``, or None."""
        nums = self._nums[backbone][self._gindex[group]]
        pos = bisect_left(nums, number)
        if pos < len(nums) and nums[pos] == number:
            idx = self._arts[backbone][self._gindex[group]][pos]
            return idx if idx < self.articles else None  # a hostile line has no article behind it
        return None

    def neighbour(self, backbone: str, group: str, number: int, direction: int) -> int | None:
        """Return the next (+1) or previous (-1) existing number, or None."""
        nums = self._nums[backbone][self._gindex[group]]
        if direction > 0:
            pos = bisect_right(nums, number)
            return nums[pos] if pos < len(nums) else None
        pos = bisect_left(nums, number) - 1
        return nums[pos] if pos >= 0 else None

    # -- articles -----------------------------------------------------------

    def lookup_message_id(self, message_id: str) -> int | None:
        """Return the article index of ``message_id`` (no brackets), or None."""
        key = msgid_key(message_id)
        keys = self._keys
        pos = bisect_left(keys, key)
        while pos < len(keys) and keys[pos] == key:
            idx = self._key_idx[pos]
            if self.message_id(idx) == message_id:
                return idx
            pos += 1
        return None

    def _common(self, idx: int) -> bytes:
        return self._ov[self._offsets[idx] : self._offsets[idx + 1]]

    def overview_fields(self, idx: int) -> list[bytes]:
        """Return Subject, From, Date, Message-ID, References, Bytes, Lines of article ``idx``."""
        if idx >= self.articles:
            return self._hostile[idx][1].split(b"\t")[:7]
        return self._common(idx).split(b"\t")

    def message_id(self, idx: int) -> str:
        """Return the message-id of article ``idx`` without brackets."""
        return self.overview_fields(idx)[3][1:-1].decode("utf-8", "replace")

    def xref(self, backbone: str, idx: int) -> bytes:
        """Return the Xref header value of article ``idx`` on ``backbone``."""
        if idx >= self.articles:
            fields = self._hostile[idx][1].split(b"\t")
            return next((f[6:] for f in fields[7:] if f[:6].lower() == b"xref: "), b"")
        groups = self.group_sets[self._gset[idx]]
        host = f"news-{backbone}.usenet-ops.test".encode()
        at = self._cross[backbone].get(idx)
        if at is None:
            numbers: tuple[int, ...] | array = (self._first[backbone][idx],)
        else:
            numbers = self._cross_flat[backbone][at : at + 4]
        # A crosspost's numbers are padded with zeros to 4 (generator.py): they may outnumber its groups.
        pairs = zip(groups, numbers, strict=False)
        return host + b" " + b" ".join(self._gname_b[g] + b":" + str(n).encode() for g, n in pairs)

    def overview_line(self, backbone: str, idx: int, number: int) -> bytes:
        """Return one overview line (number field as given) with Xref:full."""
        return b"%d\t%s\tXref: %s" % (number, self._common(idx), self.xref(backbone, idx))

    def _group_view(self, backbone: str, group: str) -> tuple[array, array, Container[int], bytes]:
        """Return what rendering the group's overview needs: numbers, article indexes, the
        crossposted articles (which carry a full Xref) and the Xref prefix of all others."""
        gi = self._gindex[group]
        single = b"Xref: news-" + backbone.encode() + b".usenet-ops.test " + self._gname_b[gi] + b":"
        return self._nums[backbone][gi], self._arts[backbone][gi], self._cross[backbone], single

    def overview_lines(self, backbone: str, group: str, start: int, end: int) -> Iterator[bytes]:
        """Yield the overview lines of positions [start, end) of ``group``."""
        if self._gindex[group] in self._hostile_groups:
            yield from self._lines_with_hostile(backbone, group, start, end)
            return
        nums, arts, cross, single = self._group_view(backbone, group)
        ov = self._ov
        offs = self._offsets
        for pos in range(start, end):
            idx = arts[pos]
            if idx in cross:
                yield b"%d\t%s\tXref: %s" % (nums[pos], ov[offs[idx] : offs[idx + 1]], self.xref(backbone, idx))
            else:
                yield b"%d\t%s\t%s%d" % (nums[pos], ov[offs[idx] : offs[idx + 1]], single, nums[pos])

    def overview_chunks(self, backbone: str, group: str, start: int, end: int, size: int = 2000) -> Iterator[bytes]:
        """Yield CRLF-terminated blocks of overview lines for positions [start, end).

        WHY: the server's OVER hot path; building a block per list
        comprehension costs half of yielding line by line. Overview lines
        start with a digit, so they never need dot-stuffing (a hostile line
        that does not start with a digit never starts with a dot either).
        """
        if self._gindex[group] in self._hostile_groups:
            for lo in range(start, end, size):
                lines = list(self._lines_with_hostile(backbone, group, lo, min(end, lo + size)))
                lines.append(b"")
                yield b"\r\n".join(lines)
            return
        nums, arts, cross, single = self._group_view(backbone, group)
        ov = self._ov
        offs = self._offsets
        xref = self.xref
        for lo in range(start, end, size):
            hi = min(end, lo + size)
            lines = [
                b"%d\t%s\t%s%d" % (n, ov[offs[i] : offs[i + 1]], single, n)
                if i not in cross
                else b"%d\t%s\tXref: %s" % (n, ov[offs[i] : offs[i + 1]], xref(backbone, i))
                for n, i in zip(nums[lo:hi], arts[lo:hi], strict=True)
            ]
            lines.append(b"")
            yield b"\r\n".join(lines)

    def _lines_with_hostile(self, backbone: str, group: str, start: int, end: int) -> Iterator[bytes]:
        """Yield positions [start, end) of a group that holds hostile lines (the slow path: a few groups)."""
        nums, arts, cross, single = self._group_view(backbone, group)
        ov, offs, hostile = self._ov, self._offsets, self._hostile
        for pos in range(start, end):
            idx = arts[pos]
            if idx >= self.articles:
                number, rest = hostile[idx]
                yield (number if number is not None else b"%d" % nums[pos]) + b"\t" + rest
            elif idx in cross:
                yield b"%d\t%s\tXref: %s" % (nums[pos], ov[offs[idx] : offs[idx + 1]], self.xref(backbone, idx))
            else:
                yield b"%d\t%s\t%s%d" % (nums[pos], ov[offs[idx] : offs[idx + 1]], single, nums[pos])

    def header_value(self, backbone: str, idx: int, field: str) -> bytes | None:
        """Return one header (or :bytes/:lines) of article ``idx``; None when absent."""
        key = field.lower()
        if key in _OVERVIEW_FIELDS:
            value = self.overview_fields(idx)[_OVERVIEW_FIELDS[key]]
            return value if value else None
        if key == "xref":
            return self.xref(backbone, idx)
        if idx >= self.articles:  # a hostile line: only its overview fields exist
            return None
        if key == "newsgroups":
            # Group sets keep the Newsgroups header's order; no release rebuild needed.
            return b",".join(self._gname_b[g] for g in self.group_sets[self._gset[idx]])
        if key == "path":
            return PATH_HEADER.split(b": ", 1)[1]
        prefix = key.encode() + b":"
        for line in self.head_lines(backbone, idx):
            if line[: len(prefix)].lower() == prefix:
                return line[len(prefix) :].lstrip()
        return None

    def header_lines(self, backbone: str, group: str, start: int, end: int, field: str) -> Iterator[bytes]:
        """Yield "number value" lines for HDR/XHDR over positions [start, end)."""
        gi = self._gindex[group]
        nums = self._nums[backbone][gi]
        arts = self._arts[backbone][gi]
        for pos in range(start, end):
            value = self.header_value(backbone, arts[pos], field)
            yield b"%d %s" % (nums[pos], value or b"")

    def release(self, rid: int, *, with_articles: bool = True) -> ReleaseSpec:
        """Return release ``rid`` rebuilt from the seed (small LRU caches).

        ``with_articles=False`` returns the cheaper files-only recipe, which
        is all a BODY needs.
        """
        cache = self._cache if with_articles else self._files_cache
        with self._lock:
            spec = cache.get(rid)
            if spec is not None:
                cache.move_to_end(rid)
                return spec
        spec = build_release(self.seed, rid, self._caps[rid], self.size_cap, with_articles=with_articles)
        with self._lock:
            cache[rid] = spec
            while len(cache) > 64:
                cache.popitem(last=False)
        return spec

    def article(self, idx: int) -> tuple[ReleaseSpec, ArticleSpec]:
        """Return the release and article recipe of article ``idx``."""
        spec = self.release(self._rel[idx])
        return spec, spec.by_segment[(self._file[idx], self._seg[idx])]

    def head_lines(self, backbone: str, idx: int) -> list[bytes]:
        """Return the article's header lines as this backbone serves them (Xref last)."""
        spec, art = self.article(idx)
        return [*spec.header_lines(art), b"Xref: " + self.xref(backbone, idx)]

    def body_lines(self, idx: int) -> list[bytes]:
        """Return the article's body lines (unstuffed)."""
        return self.release(self._rel[idx], with_articles=False).part_lines(self._file[idx], self._seg[idx])


def load(directory: str | Path) -> Corpus:
    """Load a corpus directory written by :func:`usenet_ops.corpus.generate`."""
    return Corpus(directory)
