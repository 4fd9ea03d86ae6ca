"""Build one release of the synthetic corpus, deterministically from the seed.

WHY: the corpus never stores article bodies or headers beyond the overview.
Everything about a release (its files, segments, subjects, message-ids,
dates, what was withheld) is a pure function of ``(seed, release id, cap)``,
so the generator and the server call the same :func:`build_release` and
always agree, and a server can rebuild any article on demand.

Posting model: a poster uploads over C connections; article k of the
release goes out on connection k mod C at t0 + (k // C) * per_article plus
jitter, so arrival order interleaves segments and files exactly as
multi-connection posters do, and releases overlap in time with each other.
"""

from __future__ import annotations

import builtins
import hashlib
import random
import re
import time
import zlib
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from usenet_ops.corpus import content, names, probes, subjects
from usenet_ops.corpus.names import Kind
from usenet_ops.domain.identity import content_hash
from usenet_ops.domain.probe import yenc

BASE_EPOCH = 1_761_955_200  # 2025-11-01T00:00:00Z
SPAN_SECONDS = 30 * 86400
PATH_HEADER = b"Path: usenet-ops.test!not-for-mail"


@dataclass(frozen=True)
class FileSpec:
    """One file of a release as posted."""

    index: int
    name: str
    role: str
    size: int
    part_size: int
    segments: int
    posted: tuple[int, ...]
    crc32: int
    part_crcs: tuple[int, ...]
    text: bytes | None = None
    # Probe targets (corpus/probes.py): parts written as NULs with real archive bytes at an offset.
    overlays: tuple[probes.Overlay, ...] = ()

    def part_range(self, segment: int) -> tuple[int, int]:
        """Return the 1-based inclusive byte range of ``segment``."""
        begin = (segment - 1) * self.part_size + 1
        return begin, min(self.size, segment * self.part_size)


# How executable bait hides (issue 16): a media name with an executable after it, or a bare executable.
BAIT_SUFFIXES = (".mkv.exe", ".mp4.exe", ".avi.scr", ".exe", ".mkv.lnk", ".1080p.mkv.exe")


@dataclass(frozen=True)
class ArticleSpec:
    """One posted article (a segment of a file, or a text post)."""

    file: int
    segment: int
    message_id: str
    subject: bytes
    date: str
    time: float
    bytes: int
    lines: int
    # A From of its own (ngPost-style random posters, one per article); None: the release's poster.
    from_header: builtins.bytes | None = None


@dataclass(frozen=True)
class ReleaseSpec:
    """Everything the corpus knows about a release: the answer key and the recipe."""

    seed: int
    rid: int
    kind: Kind
    name: str
    groups: tuple[str, ...]
    poster: names.Poster
    junk: bool
    junk_reason: str | None
    withheld: dict[str, object]
    form: subjects.Form
    encoding: subjects.Encoding
    files: tuple[FileSpec, ...]
    articles: tuple[ArticleSpec, ...]
    spam_text: bytes | None = None
    extra: dict[str, object] = field(default_factory=dict)

    @property
    def complete(self) -> bool:
        """Say whether every segment of every file was posted."""
        return not self.withheld

    @property
    def category(self) -> int:
        """Return the Newznab category an indexer should assign."""
        return names.CATEGORY[self.kind]

    @property
    def expect_in_catalogue(self) -> bool:
        """Say whether a correct indexer lists this release (complete, not junk, groupable)."""
        return self.complete and not self.junk and self.form is not subjects.Form.RANDOM

    @cached_property
    def by_segment(self) -> dict[tuple[int, int], ArticleSpec]:
        """Index the posted articles by (file, segment)."""
        return {(a.file, a.segment): a for a in self.articles}

    def header_lines(self, article: ArticleSpec) -> list[bytes]:
        """Return the article's headers as posted (no Xref; the server adds it)."""
        lines = [
            PATH_HEADER,
            b"From: " + (article.from_header or self.poster.from_header),
            b"Newsgroups: " + ",".join(self.groups).encode(),
            b"Subject: " + article.subject,
            b"Date: " + article.date.encode(),
            b"Message-ID: <" + article.message_id.encode() + b">",
        ]
        if self.spam_text is not None:
            lines.append(b"Content-Type: text/plain; charset=UTF-8")
        else:
            lines.append(b"X-Newsposter: " + _TOOL_AGENT[self.poster.tool].encode())
        return lines

    def body_lines(self, article: ArticleSpec) -> list[bytes]:
        """Rebuild the article's body lines (unstuffed, no CRLF)."""
        return self.part_lines(article.file, article.segment)

    def part_lines(self, file_index: int, segment: int) -> list[bytes]:
        """Rebuild the body lines of ``segment`` of file ``file_index``."""
        if self.spam_text is not None:
            return self.spam_text.split(b"\r\n")
        f = self.files[file_index]
        begin, end = f.part_range(segment)
        length = end - begin + 1
        exact = probes.materialise(length, f.overlays, segment) if f.overlays else None
        if f.text is not None:
            lines = yenc.encode_lines(f.text[begin - 1 : end])
        elif exact is not None:
            lines = yenc.encode_lines(exact)
        else:
            head = content.part_head(self.seed, self.rid, f.index, segment, length)
            lines = yenc.encode_lines_zero_tail(head, length - len(head))
        return yenc.frame(
            lines,
            name=f.name,
            file_size=f.size,
            part=segment,
            total=f.segments,
            begin=begin,
            end=end,
            part_size=length,
            part_crc32=f.part_crcs[segment - 1],
            file_crc32=f.crc32,
        )

    def manifest(self) -> dict[str, object]:
        """Return this release's entry of the ground-truth manifest."""
        per_file: dict[int, list[dict[str, object]]] = {}
        for a in sorted(self.articles, key=lambda a: (a.file, a.segment)):
            per_file.setdefault(a.file, []).append({"number": a.segment, "message_id": a.message_id, "bytes": a.bytes})
        return {
            "id": self.rid,
            "name": self.name,
            "kind": self.kind.value,
            "category": self.category,
            "newsgroups": list(self.groups),
            "poster": self.poster.from_header.decode("utf-8", "replace"),
            "tool": self.poster.tool,
            "subject_form": self.form.value,
            "subject_encoding": self.encoding.value,
            "junk": self.junk,
            "junk_reason": self.junk_reason,
            "complete": self.complete,
            "withheld": self.withheld,
            "expect_in_catalogue": self.expect_in_catalogue,
            "size": sum(f.size for f in self.files),
            "files": [
                {
                    "name": f.name,
                    "role": f.role,
                    "size": f.size,
                    "crc32": f"{f.crc32:08x}",
                    "segments_expected": f.segments,
                    "segments_posted": len(f.posted),
                    "segments": per_file.get(f.index, []),
                }
                for f in self.files
            ],
            **self.extra,
        }


_TOOL_AGENT = {
    "nyuu": "Nyuu v0.4.2",
    "ngpost": "ngPost v4.16",
    "powerpost": "PowerPost2000/AA v2.0 RC8",
    "jbinup": "JBinUp.NET 1.2",
    "newsmangler": "newsmangler 0.01",
    "gopoststuff": "GoPostStuff 0.4",
    "camelsystem": "CamelSystem PowerPost 3.1",
    "yencpowerpost": "yEncPowerPost-A&A v11b",
}

_MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
_DAYS = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
_ZONES = {
    "rfc5322": (0, "+0000", ""),
    "gmt": (0, "GMT", ""),
    "ut": (0, "UT", ""),
    "offset_comment": (3600, "+0100", " (CET)"),
    "no_weekday": (-18000, "-0500", ""),
    "negative_offset": (-28800, "-0800", " (PST)"),
}


def format_date(epoch: int, style: str) -> str:
    """Format a Date header in one of the zone forms seen on Usenet."""
    offset, zone, comment = _ZONES[style]
    t = time.gmtime(epoch + offset)
    core = f"{t.tm_mday:02d} {_MONTHS[t.tm_mon - 1]} {t.tm_year} {t.tm_hour:02d}:{t.tm_min:02d}:{t.tm_sec:02d} {zone}{comment}"
    if style == "no_weekday":
        return core.lstrip("0")
    return f"{_DAYS[t.tm_wday]}, {core}"


def message_id(tool: str, key: bytes, segment: int, segments: int, epoch: int) -> str:
    """Return a Message-ID (no brackets) in the style of ``tool``; unique by a 64-bit hash of ``key``."""
    h = hashlib.blake2b(key, digest_size=12).hexdigest()
    if tool == "nyuu":
        return f"{h[:16]}-{epoch}{h[16:20]}@nyuu"
    if tool == "ngpost":
        return f"{h}@ngPost"
    if tool == "powerpost":
        return f"part{segment}of{segments}.{h[:16].upper()}@powerpost2000AA.local"
    if tool == "jbinup":
        return f"{epoch}.{int(h[:15], 16)}@JBinUp.local"
    if tool == "newsmangler":
        return f"{epoch}.{h[:16]}$nm@newsmangler"
    if tool == "gopoststuff":
        return f"{epoch}.{h[:16]}@gps.local"
    if tool == "camelsystem":
        return f"{h[:20]}$cs{segment}@camelsystem-powerpost.local"
    return f"part{segment}of{segments}.{h[:18]}@yEncPowerPost.local"


@dataclass
class _PlannedFile:
    name: str
    role: str
    size: int
    segments: int
    text: bytes | None = None


def _weighted(rng: random.Random, pairs: tuple[tuple[object, int], ...]) -> object:
    total = sum(w for _, w in pairs)
    roll = rng.randrange(total)
    for value, weight in pairs:
        roll -= weight
        if roll < 0:
            return value
    return pairs[-1][0]


def _bulk_size(rng: random.Random, segments: int, part_size: int) -> int:
    return (segments - 1) * part_size + rng.randint(max(1, part_size // 5), part_size)


def _plan_files(kind: Kind, name: str, target: int, part_size: int, rng: random.Random, hashed: str | None) -> list[_PlannedFile]:
    """Split ``target`` segments into the files a poster of ``kind`` uploads."""
    base = hashed or name
    files: list[_PlannedFile] = []
    extras = 0
    want_par2 = target >= 4
    want_nfo = target >= 6 and rng.random() < 0.7
    want_sfv = target >= 8 and rng.random() < 0.5
    extras = int(want_par2) + int(want_nfo) + int(want_sfv)
    vol_budget = max(1, target // 12) if target >= 24 else 0
    data_segments = max(1, target - extras - vol_budget)
    if kind in (Kind.ANIME, Kind.EBOOK) or (kind is Kind.MISC and rng.random() < 0.5):
        ext = {Kind.ANIME: ".mkv", Kind.EBOOK: "." + name.rsplit(" ", 1)[-1], Kind.MISC: ".zip"}[kind]
        fname = (name.rsplit(" ", 1)[0] if kind is Kind.EBOOK else name) + ext
        files.append(_PlannedFile(fname, "media", _bulk_size(rng, data_segments, part_size), data_segments))
    elif kind in (Kind.MP3, Kind.FLAC):
        tracks = max(1, min(16, data_segments // 8 or 1))
        per = max(1, data_segments // tracks)
        artist = name.split("-")[0].lower()
        for t in range(1, tracks + 1):
            segs = per if t < tracks else data_segments - per * (tracks - 1)
            ext = ".flac" if kind is Kind.FLAC else ".mp3"
            files.append(_PlannedFile(f"{t:02d}-{artist}-track_{t:02d}{ext}", "media", _bulk_size(rng, segs, part_size), segs))
    else:
        vol_segments = rng.choice((50, 67, 100, 137))
        vol_segments = max(1, min(vol_segments, -(-data_segments // 3))) if data_segments < 3 * vol_segments else vol_segments
        nvol = -(-data_segments // vol_segments)
        vol_size = vol_segments * part_size - rng.randint(0, part_size // 2)
        old_style = rng.random() < 0.35
        width = max(2, len(str(nvol)))
        for v in range(nvol):
            segs = vol_segments if v < nvol - 1 else data_segments - vol_segments * (nvol - 1)
            size = vol_size if v < nvol - 1 else _bulk_size(rng, segs, part_size)
            if nvol == 1:
                vname = f"{base}.rar"
            elif old_style:
                vname = f"{base}.rar" if v == 0 else f"{base}.r{v - 1:02d}"
            else:
                vname = f"{base}.part{v + 1:0{width}d}.rar"
            files.append(_PlannedFile(vname, "rar", size, segs))
    if want_nfo:
        files.append(_PlannedFile(f"{base}.nfo", "nfo", 0, 1))
    if want_sfv:
        files.append(_PlannedFile(f"{base}.sfv", "sfv", 0, 1))
    if want_par2:
        files.append(_PlannedFile(f"{base}.par2", "par2", 0, 1))
    if vol_budget:
        start, count = 0, 1
        left = vol_budget
        while left > 0:
            segs = min(left, max(1, count))
            files.append(
                _PlannedFile(f"{base}.vol{start:03d}+{count:02d}.par2", "par2vol", _bulk_size(rng, segs, part_size), segs)
            )
            left -= segs
            start += count
            count *= 2
    return files


# Share of anime uploads posted as an episode pack, and the subject forms a pack is posted in (a counter and
# the quoted name: the form that splits by file name; the others either name the pack outside the quotes or
# carry no counter at all).
PACK_SHARE = 0.4
_PACK_FORMS = (subjects.Form.COUNTER_QUOTED, subjects.Form.NAME_COUNTER_QUOTED, subjects.Form.SIZE_SUFFIX)
_EPISODE = re.compile(r"^(?P<head>.* - )(?P<ep>\d{2})(?P<tail>\b.*)$")


def _episode_pack(planned: list[_PlannedFile], name: str, rng: random.Random, part_size: int) -> list[_PlannedFile]:
    """Split an anime upload's one episode into consecutive episodes of the same show (names differ per file)."""
    media = [p for p in planned if p.role == "media"]
    m = _EPISODE.match(name)
    if len(media) != 1 or media[0].segments < 4 or m is None:
        return planned
    count = rng.randint(2, min(6, media[0].segments // 2))
    first = int(m["ep"])
    per = media[0].segments // count
    episodes = []
    for k in range(count):
        segs = per if k < count - 1 else media[0].segments - per * (count - 1)
        ep_name = f"{m['head']}{first + k:02d}{m['tail']}.mkv"
        episodes.append(_PlannedFile(ep_name, "media", _bulk_size(rng, segs, part_size), segs))
    i = planned.index(media[0])
    return planned[:i] + episodes + planned[i + 1:]


def build_release(seed: int, rid: int, cap: int, size_cap: int, *, with_articles: bool = True) -> ReleaseSpec:
    """Build release ``rid``: at most ``cap`` posted articles, ``size_cap`` articles planned.

    Pure and deterministic: the same arguments give the same release, byte
    for byte, in the generator and in the server. ``with_articles=False``
    stops after the files (names, sizes, CRCs, what was posted): enough to
    synthesise any body, at a fraction of the cost (the per-article loop
    runs last, so skipping it changes nothing before it).
    """
    rng = random.Random(f"usenet-ops:{seed}:release:{rid}")
    poster = names.poster(rng)
    t0 = BASE_EPOCH + rng.uniform(0, SPAN_SECONDS)
    if cap <= 2 or rng.random() < 0.03:
        return _spam(seed, rid, rng, poster, t0)
    kind: Kind = _weighted(rng, names.KIND_WEIGHTS)  # type: ignore[assignment]
    name = names.release_name(kind, rng)
    junk_reason: str | None = None
    roll = rng.random()
    if roll < 0.02:
        junk_reason = "executable"
    elif roll < 0.035:
        junk_reason = "tiny_fake"
    elif roll < 0.045:
        junk_reason = "test_post"
        kind = Kind.MISC
        name = f"yEnc test {rng.randint(1, 999)}"
    lo, hi = names.KIND_ARTICLES[kind]
    target = max(1, min(rng.randint(lo, hi), size_cap, cap))
    if junk_reason in ("executable", "tiny_fake", "test_post"):
        small = min(target, rng.randint(1, 3))
        # Bait is posted at the size of what it imitates (tens of MB), named like a real episode or film.
        target = max(small, min(target, 60)) if junk_reason == "executable" else small
    part_size = poster.part_size
    hashed = names.hash_name(rng) if kind is Kind.HASHED else None
    form: subjects.Form = _weighted(rng, subjects.FORM_WEIGHTS)  # type: ignore[assignment]
    if hashed and form is subjects.Form.PRIVATE:
        form = subjects.Form.COUNTER_QUOTED
    encoding = subjects.choose_encoding(name, rng)
    if form is subjects.Form.RANDOM:
        encoding = subjects.Encoding.PLAIN  # a random subject carries no name to encode
    if junk_reason == "executable":
        bait = random.Random(f"{seed}/{rid}/bait").choice(BAIT_SUFFIXES)
        planned = [_PlannedFile(f"{name}{bait}", "exe", _bulk_size(rng, target, part_size), target)]
    elif junk_reason == "tiny_fake":
        planned = [_PlannedFile(f"{name}.part1.rar", "rar", rng.randint(5000, 60000), 1)]
        part_size = max(part_size, planned[0].size)
    elif junk_reason == "test_post":
        planned = [_PlannedFile("test.bin", "media", rng.randint(100, 5000), 1)]
    else:
        planned = _plan_files(kind, name, target, part_size, rng, hashed)
    truth: probes.ProbeTruth | None = None
    par2_plan: probes.Par2Plan | None = None
    if junk_reason is None:
        truth = probes.choose(seed, rid, kind, has_archive=any(p.role == "rar" for p in planned))
        if any(p.role == "par2" for p in planned):
            # par2 written as par2cmdline or ParPar write it, some sets unusual (issue 28); its own stream.
            par2_plan = probes.par2_plan(seed, rid, part_size=part_size,
                                         volumes=any(p.role == "par2vol" for p in planned))
            if par2_plan.missing_index:
                planned = [p for p in planned if p.role != "par2"]
        if truth.archive == "7z":
            vols = [p for p in planned if p.role == "rar"]
            for p, vname in zip(vols, probes.sevenzip_names(hashed or name, len(vols)), strict=True):
                p.name = vname
    pack = False
    if (kind is Kind.ANIME and junk_reason is None and form in _PACK_FORMS
            and random.Random(f"usenet-ops:{seed}:pack:{rid}").random() < PACK_SHARE):
        # An episode pack (issue 28), from a stream of its own: one [i/N] counter over episodes whose names
        # differ, the pack's par2/nfo/sfv under the first episode's name, nothing outside the quoted names.
        before = len(planned)
        planned = _episode_pack(planned, name, random.Random(f"usenet-ops:{seed}:pack-files:{rid}"), part_size)
        pack = len(planned) > before
        if pack:
            form = subjects.Form.COUNTER_QUOTED
    # The names par2 and the NFO know (par2 is made before an obfuscating poster renames the files).
    true_names = [p.name.replace(hashed, name) if hashed else p.name for p in planned]
    # How the poster obfuscates (issue 28), from a stream of its own so every other release stays as it was: one
    # hash for the upload, or a hash per file with or without its extension (nyuu/ngPost), always under one [i/N]
    # counter and nothing else in the subject: only the counter and the run tie the files together. Junk keeps
    # its own names (bait must look like what it imitates).
    style = ""
    if hashed and junk_reason is None:
        style = random.Random(f"usenet-ops:{seed}:hashed-style:{rid}").choice(probes.HASHED_STYLES)
        if style != "stem":
            for p, renamed in zip(planned, probes.hashed_names(seed, rid, [p.name for p in planned], style),
                                  strict=True):
                p.name = renamed
            if form is not subjects.Form.RANDOM:
                form = subjects.Form.COUNTER_QUOTED
    pool = names.KIND_GROUPS[kind]
    groups = ["alt.binaries.test"] if junk_reason == "test_post" else [rng.choice(pool)]
    if rng.random() < 0.10:
        others = [g for g in (*pool, "alt.binaries.boneless", "alt.binaries.multimedia") if g not in groups]
        for g in rng.sample(others, k=min(len(others), rng.randint(1, 2))):
            groups.append(g)
    private_tag = names.hash_name(rng, 6) if form is subjects.Form.PRIVATE else ""
    connections = poster.connections
    per_article = part_size / rng.uniform(400_000, 3_000_000)
    par2_first = rng.random() < 0.3
    shuffle_files = rng.random() < 0.2

    # Decide what is withheld (incomplete releases), before any article exists.
    withheld: dict[str, object] = {}
    posted_sets = [set(range(1, f.segments + 1)) for f in planned]
    data_idx = [i for i, f in enumerate(planned) if f.role in ("rar", "media")]
    total_segments = sum(f.segments for f in planned)
    truncate_at: int | None = None
    if junk_reason is None and total_segments >= 10 and rng.random() < 0.15:
        mode = rng.choice(("missing_segments", "missing_file", "truncated"))
        if mode == "missing_file" and len(data_idx) < 2:
            mode = "missing_segments"
        if mode == "missing_segments":
            victims = []
            for _ in range(rng.randint(1, 3)):
                fi = rng.choice(data_idx)
                seg = rng.randint(1, planned[fi].segments)
                if seg in posted_sets[fi]:
                    posted_sets[fi].discard(seg)
                    victims.append({"file": planned[fi].name, "segment": seg})
            withheld["missing_segments"] = victims
        elif mode == "missing_file":
            fi = rng.choice(data_idx[:-1])
            posted_sets[fi] = set()
            withheld["missing_files"] = [planned[fi].name]
        else:
            truncate_at = int(total_segments * rng.uniform(0.55, 0.95))
            withheld["truncated_after_articles"] = truncate_at

    # Contents and CRCs.
    files: list[FileSpec] = []
    md5s: dict[int, bytes] = {}
    overlays: dict[int, tuple[probes.Overlay, ...]] = {}
    if truth is not None:
        overlays = probes.archive_overlays(
            truth, name, [(i, p.size, part_size) for i, p in enumerate(planned) if p.role == "rar"])
    for i, pf in enumerate(planned):
        if pf.role in ("nfo", "sfv", "par2") or (pf.role == "par2vol" and par2_plan is not None):
            files.append(FileSpec(i, pf.name, pf.role, 0, part_size, 1, (), 0, ()))
            continue
        crcs = []
        file_crc = 0
        mine = overlays.get(i, ())
        first_part: bytes | None = None
        for seg in range(1, pf.segments + 1):
            length = min(part_size, pf.size - (seg - 1) * part_size)
            exact = probes.materialise(length, mine, seg) if mine else None
            c = zlib.crc32(exact) if exact is not None else content.bulk_part_crc(seed, rid, i, seg, length)
            if seg == 1:
                first_part = exact
            crcs.append(c)
            file_crc = yenc.crc32_combine(file_crc, c, length)
        files.append(FileSpec(i, pf.name, pf.role, pf.size, part_size, pf.segments, (), file_crc, tuple(crcs),
                              overlays=mine))
        if pf.role in ("rar", "media", "exe"):
            if first_part is not None and len(first_part) >= min(16384, pf.size):
                md5s[i] = hashlib.md5(first_part[:16384]).digest()
            else:
                md5s[i] = content.bulk_md5_16k(seed, rid, i, part_size, pf.size)
    data_files = [f for f in files if f.role in ("rar", "media", "exe")]
    par2_written: probes.Par2Set | None = None
    if par2_plan is not None:
        # An obfuscated upload's par2 keeps the true names (par2 was made before the rename).
        par2_written = probes.par2_set(
            par2_plan, [(true_names[d.index], d.size, md5s[d.index]) for d in data_files],
            {i: (*(probes.volume_blocks(p.name) or (0, 1)), p.segments * part_size)
             for i, p in enumerate(planned) if p.role == "par2vol"}, part_size)
    for i, f in enumerate(files):
        if f.role == "par2vol" and par2_written is not None:
            size, mine = par2_written.volumes[i]
            segs = max(1, -(-size // part_size))
            crcs = []
            file_crc = 0
            for seg in range(1, segs + 1):
                length = min(part_size, size - (seg - 1) * part_size)
                exact = probes.materialise(length, mine, seg)
                c = zlib.crc32(exact) if exact is not None else content.bulk_part_crc(seed, rid, i, seg, length)
                crcs.append(c)
                file_crc = yenc.crc32_combine(file_crc, c, length)
            files[i] = FileSpec(i, f.name, f.role, size, part_size, segs, (), file_crc, tuple(crcs), overlays=mine)
            posted_sets[i] = set(range(1, segs + 1))
            continue
        if f.role == "nfo":
            text = probes.nfo_bytes(truth, name) if truth is not None else content.nfo(
                name, sum(d.size for d in data_files), len(data_files), groups[0])
        elif f.role == "sfv":
            text = content.sfv([(d.name, d.crc32) for d in data_files])
        elif f.role == "par2" and par2_written is not None:
            text = par2_written.index
        elif f.role == "par2":
            # An obfuscated upload's par2 keeps the true names (par2 was made before the rename).
            text = content.par2_index([(true_names[d.index], d.size, md5s[d.index]) for d in data_files], 768000)
        else:
            continue
        segs = max(1, -(-len(text) // part_size))
        crcs = []
        for seg in range(1, segs + 1):
            crcs.append(zlib.crc32(text[(seg - 1) * part_size : seg * part_size]))
        files[i] = FileSpec(i, f.name, f.role, len(text), part_size, segs, (), zlib.crc32(text), tuple(crcs), text)
        posted_sets[i] = set(range(1, segs + 1))

    # Posting order.
    order = list(range(len(files)))
    if shuffle_files:
        rng.shuffle(order)
    elif par2_first:
        order.sort(key=lambda i: files[i].role != "par2")
    queue = [(fi, seg) for fi in order for seg in range(1, files[fi].segments + 1)]
    if truncate_at is not None:
        cut = queue[truncate_at:]
        queue = queue[:truncate_at]
        for fi, seg in cut:
            posted_sets[fi].discard(seg)
    queue = [(fi, seg) for fi, seg in queue if seg in posted_sets[fi]]

    file_no = {fi: n + 1 for n, fi in enumerate(sorted(range(len(files)), key=lambda i: files[i].name))}
    display = name if hashed is None else hashed
    articles = []
    header_base = len(PATH_HEADER) + 2 + len(b"From: ") + len(poster.from_header) + 2
    header_base += len(b"Newsgroups: ") + len(",".join(groups)) + 2
    header_base += len(b"X-Newsposter: ") + len(_TOOL_AGENT[poster.tool]) + 2
    # The bracketed-name style's posting variations (issue 16), from an RNG of their own so every other
    # release of a seed stays as it was: ngPost's random From per article, a size after yEnc, the file
    # counter before the name, the release folder inside the brackets.
    private_variant = "plain"
    random_from = False
    variant_rng = random.Random(f"{seed}/{rid}/private")
    if form is subjects.Form.PRIVATE:
        private_variant = variant_rng.choice(subjects.PRIVATE_VARIANTS)
        random_from = variant_rng.random() < 0.6
    for k, (fi, seg) in enumerate(queue if with_articles else ()):
        f = files[fi]
        when = t0 + (k // connections) * per_article + rng.uniform(0, per_article * 0.9)
        epoch = int(when)
        subject = subjects.binary_subject(
            form,
            display=display,
            filename=f.name,
            file_no=file_no[fi],
            file_count=len(files),
            segment=seg,
            segments=f.segments,
            file_size=f.size,
            private_tag=private_tag,
            encoding=encoding,
            rng=rng,
            private_variant=private_variant,
            folder=name,
        )
        from_header = names.random_from(variant_rng) if random_from else None
        mid = message_id(poster.tool, f"{seed}/{rid}/{fi}/{seg}".encode(), seg, f.segments, epoch)
        date = format_date(epoch, poster.date_style)
        begin, end = f.part_range(seg)
        length = end - begin + 1
        exact = probes.materialise(length, f.overlays, seg) if f.overlays else None
        if f.text is not None or exact is not None:
            data_lines = yenc.encode_lines(f.text[begin - 1 : end] if f.text is not None else exact or b"")
            octets, nlines = sum(len(x) + 2 for x in data_lines), len(data_lines)
        else:
            head_bytes = content.part_head(seed, rid, fi, seg, length)
            octets, nlines = yenc.encoded_shape(head_bytes, length - min(length, content.HEAD_BYTES))
        framing = yenc.frame(
            [], name=f.name, file_size=f.size, part=seg, total=f.segments, begin=begin, end=end,
            part_size=length, part_crc32=f.part_crcs[seg - 1], file_crc32=f.crc32,
        )
        octets += sum(len(x) + 2 for x in framing)
        nlines += len(framing)
        head = header_base + 9 + len(subject) + 2 + 6 + len(date) + 2 + 14 + len(mid) + 2
        if from_header is not None:
            head += len(from_header) - len(poster.from_header)
        articles.append(ArticleSpec(fi, seg, mid, subject, date, when, head + 2 + octets, nlines, from_header))

    final_files = tuple(
        FileSpec(f.index, f.name, f.role, f.size, f.part_size, f.segments, tuple(sorted(posted_sets[f.index])),
                 f.crc32, f.part_crcs, f.text, f.overlays)
        for f in files
    )
    extra: dict[str, object] = {}
    if hashed:
        extra["obfuscated_name"] = hashed
        extra["hashed_style"] = style or "stem"
    if pack:
        extra["episode_pack"] = sum(1 for f in final_files if f.role == "media")
    if form is subjects.Form.PRIVATE:
        extra["private_tag"] = private_tag
        extra["private_variant"] = private_variant
        extra["random_from"] = random_from
    if truth is not None:
        extra["probe"] = truth.manifest(name, has_par2=any(f.role in ("par2", "par2vol") for f in final_files),
                                        has_nfo=any(f.role == "nfo" for f in final_files))
        if par2_plan is not None and par2_written is not None:
            extra["probe"]["par2"] = {"tool": par2_plan.tool, "shape": par2_plan.shape,  # type: ignore[index]
                                      "slice_size": par2_written.slice_size}
    return ReleaseSpec(
        seed=seed, rid=rid, kind=kind, name=name, groups=tuple(groups), poster=poster,
        junk=junk_reason is not None, junk_reason=junk_reason, withheld=withheld, form=form,
        encoding=encoding, files=final_files, articles=tuple(articles), extra=extra,
    )


def _spam(seed: int, rid: int, rng: random.Random, poster: names.Poster, t0: float) -> ReleaseSpec:
    subject = rng.choice(names.SPAM_SUBJECTS)
    groups = tuple(rng.sample(list(names.GROUPS), k=rng.randint(1, 4)))
    text = (
        f"{subject}\r\n\r\nVisit http://spam-{rng.randint(100, 999)}.invalid/offer now!\r\n"
        f".hidden line that starts with a dot\r\n..and one with two\r\n-- \r\nunsubscribe: reply STOP"
    ).encode()
    epoch = int(t0)
    mid = message_id(poster.tool, f"{seed}/{rid}/spam".encode(), 1, 1, epoch)
    date = format_date(epoch, poster.date_style)
    body_octets = len(text) + 2
    spec = ReleaseSpec(
        seed=seed, rid=rid, kind=Kind.SPAM, name=subject, groups=groups, poster=poster, junk=True,
        junk_reason="spam", withheld={}, form=subjects.Form.RANDOM, encoding=subjects.Encoding.PLAIN,
        files=(FileSpec(0, "", "text", len(text), len(text), 1, (1,), zlib.crc32(text), (zlib.crc32(text),)),),
        articles=(), spam_text=text,
    )
    probe = ArticleSpec(0, 1, mid, subject.encode(), date, t0, 0, 0)
    head = sum(len(h) + 2 for h in spec.header_lines(probe))
    article = ArticleSpec(0, 1, mid, subject.encode(), date, t0, head + 2 + body_octets, text.count(b"\r\n") + 1)
    return ReleaseSpec(
        seed=seed, rid=rid, kind=Kind.SPAM, name=subject, groups=groups, poster=poster, junk=True,
        junk_reason="spam", withheld={}, form=subjects.Form.RANDOM, encoding=subjects.Encoding.PLAIN,
        files=spec.files, articles=(article,), spam_text=text,
    )


def manifest_content_hash(entry: dict[str, Any]) -> str:
    """Return the content hash (the catalogue's guid) a manifest release entry builds to.

    The hash is over the release's message-ids in file and segment order, as
    the build computes it; tests score the catalogue against the manifest by it.
    """
    return content_hash([s["message_id"] for f in entry["files"] for s in f["segments"]])
