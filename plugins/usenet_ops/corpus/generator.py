"""Generate a corpus directory: overview store, numbering per backbone, manifest.

WHY: the server must answer OVER for millions of articles fast and with
little memory, and every test must score against a ground truth. So the
generator writes (a) each article's overview fields once (``overview.dat``
plus an offset index), (b) compact arrays mapping article numbers to
articles per (backbone, group), (c) a message-id hash index, and (d) the
manifest, streamed release by release. Bodies are never written: the server
rebuilds them from ``build_release``.

Numbering: articles are numbered in arrival order. Backbone "a" numbers each
group densely from a per-group base; backbone "b" sees every article after
its own propagation delay (so the order interleaves differently) and skips
numbers now and then (articles it holds that the corpus does not describe),
from a different base. Message-ids are identical on both.

Bytes and Lines: Lines counts body lines; Bytes counts the article as
posted, CRLF line ends, headers + blank line + body, WITHOUT the Xref line
(each backbone adds its own Xref, and the figure must be the same on both,
as it is for the message-id). The manifest's per-segment "bytes" is the same
figure.

Directory layout (format 1): ``corpus.json`` (parameters, groups, bounds),
``manifest.json``, ``overview.dat``/``overview.idx``, ``articles.rel``/
``articles.file``/``articles.seg``/``articles.gset``, ``msgid.keys``/
``msgid.idx``, ``releases.cap``, and per backbone ``{bb}.{group#}.num``/
``.art``, ``{bb}.first``, ``{bb}.cross``. Arrays are native little-endian
``array`` dumps.

With ``hostile=True`` the corpus also carries the hostile mix
(``corpus/hostile.py``): ``hostile.json`` holds its lines (served verbatim,
numbered after each group's normal articles on every backbone, with article
indexes from ``articles`` up) and what each item must be counted or built
as. Without it the directory is byte-identical to before.
"""

from __future__ import annotations

import hashlib
import json
import logging
import random
import time
from array import array
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from usenet_ops.corpus import names
from usenet_ops.corpus.hostile import HostileItem, HostileLine, hostile_mix
from usenet_ops.corpus.release import build_release

log = logging.getLogger(__name__)

FORMAT = 1
BACKBONES = ("a", "b")


@dataclass(frozen=True)
class Manifest:
    """Where a generated corpus lives and its headline numbers."""

    directory: Path
    seed: int
    articles: int
    releases: int

    @property
    def path(self) -> Path:
        """Return the manifest.json path."""
        return self.directory / "manifest.json"

    def read(self) -> dict[str, Any]:
        """Load the whole manifest (fine for test-sized corpora)."""
        with self.path.open("rb") as fh:
            return json.load(fh)  # type: ignore[no-any-return]

    def iter_releases(self) -> Iterator[dict[str, Any]]:
        """Yield release entries one at a time (for corpora too big to load whole).

        The manifest is written one release per line for exactly this reason.
        """
        with self.path.open("r", encoding="utf-8") as fh:
            next(fh)
            for line in fh:
                if line.startswith("]"):
                    return
                yield json.loads(line.rstrip().rstrip(","))

    def hostile(self) -> dict[str, Any] | None:
        """Return the hostile mix's items (what each must be counted or built as), or None without one."""
        path = self.directory / "hostile.json"
        if not path.exists():
            return None
        items: list[dict[str, Any]] = json.loads(path.read_text(encoding="utf-8"))["items"]
        return {"items": items}

    @classmethod
    def open(cls, directory: str | Path) -> Manifest:
        """Describe an existing corpus directory's manifest."""
        meta = json.loads((Path(directory) / "corpus.json").read_text(encoding="utf-8"))
        return cls(directory=Path(directory), seed=meta["seed"], articles=meta["articles"], releases=meta["releases"])


def msgid_key(message_id: str) -> int:
    """Return the 64-bit lookup key of a message-id (without brackets)."""
    return int.from_bytes(hashlib.blake2b(message_id.encode(), digest_size=8).digest(), "little")


def size_cap_for(articles: int) -> int:
    """Return the largest release (in articles) a corpus of this size plans."""
    return max(24, articles // 200)


def _ov_field(value: bytes) -> bytes:
    return value.replace(b"\t", b" ").replace(b"\r", b" ").replace(b"\n", b" ")


def generate(articles: int, seed: int, out: str | Path, *, hostile: bool = False) -> Manifest:
    """Generate a corpus of exactly ``articles`` articles into ``out`` (created if missing).

    ``hostile`` adds the hostile mix (``hostile.json``; ``Manifest.hostile()``),
    beyond the ``articles`` counted here.
    """
    if articles < 1:
        raise ValueError("articles must be at least 1")
    started = time.monotonic()
    directory = Path(out)
    directory.mkdir(parents=True, exist_ok=True)
    size_cap = size_cap_for(articles)
    group_names = sorted(names.GROUPS)
    group_index = {g: i for i, g in enumerate(group_names)}

    rel = array("I")
    fil = array("I")
    seg = array("I")
    gset = array("I")
    times = array("d")
    keys = array("Q")
    offsets = array("Q", [0])
    caps = array("I")
    gsets: dict[tuple[int, ...], int] = {}
    gset_list: list[tuple[int, ...]] = []
    summary = {"releases": 0, "junk": 0, "incomplete": 0, "crossposted": 0, "expect_in_catalogue": 0}
    by_kind: dict[str, int] = {}

    remaining = articles
    rid = 0
    position = 0
    with (directory / "overview.dat").open("wb") as ov, (directory / "manifest.json").open("w", encoding="utf-8") as mf:
        mf.write(json.dumps({"format": FORMAT, "seed": seed, "articles": articles, "backbones": list(BACKBONES)})[:-1])
        mf.write(', "releases": [\n')
        first = True
        chunks: list[bytes] = []
        while remaining > 0:
            spec = build_release(seed, rid, remaining, size_cap)
            caps.append(remaining)
            ids = tuple(group_index[g] for g in spec.groups)
            gid = gsets.get(ids)
            if gid is None:
                gid = gsets[ids] = len(gset_list)
                gset_list.append(ids)
            from_field = _ov_field(spec.poster.from_header)
            for a in spec.articles:
                who = _ov_field(a.from_header) if a.from_header else from_field
                line = b"\t".join(
                    (_ov_field(a.subject), who, a.date.encode(), b"<" + a.message_id.encode() + b">", b"",
                     str(a.bytes).encode(), str(a.lines).encode())
                )
                chunks.append(line)
                position += len(line)
                offsets.append(position)
                rel.append(rid)
                fil.append(a.file)
                seg.append(a.segment)
                gset.append(gid)
                times.append(a.time)
                keys.append(msgid_key(a.message_id))
            if len(chunks) > 20000:
                ov.write(b"".join(chunks))
                chunks.clear()
            remaining -= len(spec.articles)
            entry = spec.manifest()
            mf.write(("" if first else ",\n") + json.dumps(entry, ensure_ascii=False, sort_keys=False))
            first = False
            summary["releases"] += 1
            summary["junk"] += int(spec.junk)
            summary["incomplete"] += int(not spec.complete)
            summary["crossposted"] += int(len(spec.groups) > 1)
            summary["expect_in_catalogue"] += int(spec.expect_in_catalogue)
            by_kind[spec.kind.value] = by_kind.get(spec.kind.value, 0) + 1
            rid += 1
        ov.write(b"".join(chunks))
        summary["by_kind"] = by_kind  # type: ignore[assignment]
        mf.write('\n], "summary": ' + json.dumps(summary, sort_keys=True) + "}\n")
    n = len(rel)
    gen_seconds = time.monotonic() - started

    for fname, arr in (("overview.idx", offsets), ("articles.rel", rel), ("articles.file", fil), ("articles.seg", seg),
                       ("articles.gset", gset), ("releases.cap", caps)):
        with (directory / fname).open("wb") as fh:
            arr.tofile(fh)

    order = sorted(range(n), key=keys.__getitem__)
    with (directory / "msgid.keys").open("wb") as fh:
        array("Q", (keys[i] for i in order)).tofile(fh)
    with (directory / "msgid.idx").open("wb") as fh:
        array("I", order).tofile(fh)
    del order

    items: list[HostileItem] = hostile_mix(seed, group_names[:4]) if hostile else []
    tail: dict[int, list[int]] = {}  # group index -> article indexes of its hostile lines, in order
    hostile_lines: list[HostileLine] = []
    for item in items:
        for hl in item.lines:
            tail.setdefault(group_index[hl.group], []).append(n + len(hostile_lines))
            hostile_lines.append(hl)
    bounds: dict[str, dict[str, list[int]]] = {}
    for bb in BACKBONES:
        bounds[bb] = _number(directory, bb, seed, times, gset, gset_list, group_names, tail)
    if hostile:
        (directory / "hostile.json").write_text(json.dumps({
            "lines": [hl.as_json(n + k) for k, hl in enumerate(hostile_lines)],
            "items": [item.manifest() for item in items],
        }, indent=1) + "\n", encoding="utf-8")

    meta = {
        "format": FORMAT,
        "seed": seed,
        "articles": n,
        "releases": rid,
        "size_cap": size_cap,
        "groups": [{"name": g, "description": names.GROUPS[g]} for g in group_names],
        "group_sets": [list(s) for s in gset_list],
        "backbones": bounds,
        "summary": summary,
    }
    if hostile:
        meta["hostile_lines"] = len(hostile_lines)
    # Timing goes to the log, never into the directory: it must be byte-identical per seed.
    (directory / "corpus.json").write_text(json.dumps(meta, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    log.info(
        "corpus generated: %d articles, %d releases in %.1fs (%.0f articles/s), seed %d -> %s",
        n, rid, time.monotonic() - started, n / max(gen_seconds, 1e-9), seed, directory,
    )
    return Manifest(directory=directory, seed=seed, articles=n, releases=rid)


def _number(
    directory: Path,
    bb: str,
    seed: int,
    times: array,
    gset: array,
    gset_list: list[tuple[int, ...]],
    group_names: list[str],
    tail: dict[int, list[int]] | None = None,
) -> dict[str, list[int]]:
    """Number every article per group on backbone ``bb``; write the arrays; return bounds.

    ``tail`` maps a group to article indexes numbered after its last article
    (the hostile mix's lines, in order).
    """
    rng = random.Random(f"usenet-ops:{seed}:numbering:{bb}")
    n = len(times)
    if bb == "a":
        order = sorted(range(n), key=times.__getitem__)
    else:
        arrival = array("d", (t + rng.uniform(0.0, 90.0) for t in times))
        order = sorted(range(n), key=arrival.__getitem__)
        del arrival
    nums: list[array] = [array("Q") for _ in group_names]
    arts: list[array] = [array("I") for _ in group_names]
    nxt = [rng.randint(1_000, 9_000_000) if bb == "a" else rng.randint(100_000_000, 900_000_000) for _ in group_names]
    first = array("Q", bytes(8 * n))
    cross = array("Q")
    gap = bb != "a"
    for i in order:
        groups = gset_list[gset[i]]
        got = []
        for g in groups:
            number = nxt[g]
            nxt[g] = number + (1 + rng.randint(1, 4) if gap and rng.random() < 0.05 else 1)
            nums[g].append(number)
            arts[g].append(i)
            got.append(number)
        first[i] = got[0]
        if len(got) > 1:
            cross.append(i)
            cross.extend(got + [0] * (4 - len(got)) if len(got) < 4 else got[:4])
    for g, extra in (tail or {}).items():
        for idx in extra:
            nums[g].append(nxt[g])
            arts[g].append(idx)
            nxt[g] += 1
    bounds: dict[str, list[int]] = {}
    for g, name in enumerate(group_names):
        with (directory / f"{bb}.{g}.num").open("wb") as fh:
            nums[g].tofile(fh)
        with (directory / f"{bb}.{g}.art").open("wb") as fh:
            arts[g].tofile(fh)
        if len(nums[g]):
            bounds[name] = [len(nums[g]), nums[g][0], nums[g][-1]]
        else:
            bounds[name] = [0, nxt[g], nxt[g] - 1]
    with (directory / f"{bb}.first").open("wb") as fh:
        first.tofile(fh)
    with (directory / f"{bb}.cross").open("wb") as fh:
        cross.tofile(fh)
    return bounds
