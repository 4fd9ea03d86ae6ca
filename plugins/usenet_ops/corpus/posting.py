"""Uploads posted the way real posting tools post them, rendered as overview lines (issue 28).

The synthetic corpus posts the way we imagined; the loads we are judged on
are posted by nyuu, ngPost, Newsmangler, JBinUp, GoPostStuff and PowerPost,
obfuscated or not. This module writes their subject shapes (counter first
or after a comment, ``[01/12]``, ``(1/12)``, ``File 1 of 12``, a size after
the segment counter) over the upload shapes that split by file name:
hashed names with and without extensions and of several lengths, hashed data
files with a readable par2 or nfo, episode and season packs under one
counter with extras, par2 sets named as par2cmdline (``vol000+001``) and
ParPar (``vol0+1``) name them. Posting order is real too: several uploaders
at once interleave, one poster runs two uploads at once, files go out of
order, uploads with the same N follow each other back to back.

Every upload carries the content hash it must build to (``domain.identity``
over its message-ids), so a test or a measurement scores grouping by
identity, never by title. ``STYLES`` lists the variants; a seed picks names,
sizes, counters and orders, so a measurement on seeds the tests never used is
a load the rules were not tuned on.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import random
import string
from collections.abc import Callable
from dataclasses import dataclass, field
from email.utils import format_datetime

from usenet_ops.domain.identity import content_hash

__all__ = ["PostedFile", "Upload", "STYLES", "uploads", "render", "posting_load"]

T0 = 1_764_500_000  # 2025-11-30, a fixed epoch so dates are reproducible


@dataclass
class PostedFile:
    name: str
    parts: int
    subject: str = ""  # the subject before its "(p/t)" segment counter
    size: int = 0  # the file's bytes, spread over its articles' :bytes (few articles stand for many)


@dataclass
class Upload:
    style: str
    poster: str
    files: list[PostedFile]
    message_ids: list[str] = field(default_factory=list)

    @property
    def content_hash(self) -> str:
        return content_hash(self.message_ids)


def _hex(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))


def _alnum(rng: random.Random, n: int) -> str:
    return "".join(rng.choice(string.ascii_letters + string.digits) for _ in range(n))


def _random_name(rng: random.Random) -> str:
    kind = rng.randrange(3)
    if kind == 0:
        return _hex(rng, rng.choice((16, 32, 40, 64)))
    if kind == 1:
        return _alnum(rng, rng.randint(8, 40))
    return f"{_alnum(rng, 6)}-{_hex(rng, 12)}"


def _poster(rng: random.Random) -> str:
    shape = rng.randrange(3)
    if shape == 0:
        return f"{_alnum(rng, 10)} <{_alnum(rng, 10)}@ngPost.com>"
    if shape == 1:
        return f"Nyuu <{_hex(rng, 12)}@nyuu>"
    return f"{rng.choice(['poster', 'upper', 'sender'])}{rng.randint(1, 999)}@{rng.choice(['example.com', 'usenet.local'])}"


def _par2_names(rng: random.Random, stem: str, volumes: int) -> list[str]:
    """The index and volumes as par2cmdline (vol000+001, growing) or ParPar (vol0+1) name them."""
    names = [f"{stem}.par2"]
    first = 0
    for v in range(volumes):
        count = 1 << v if rng.random() < 0.5 else 1
        names.append(f"{stem}.vol{first:03d}+{count:03d}.par2" if rng.random() < 0.5 else f"{stem}.vol{first}+{count}.par2")
        first += count
    return names


def _counter(rng: random.Random, style: int, i: int, n: int) -> str:
    width = len(str(n))
    return (f"[{i:0{width}d}/{n}]", f"({i}/{n})", f"File {i} of {n}:", f"[{i}/{n}]")[style]


def _size(rng: random.Random, name: str) -> int:
    """A real file's size for its kind: episodes and volumes of hundreds of MB, par2 index and nfo small."""
    lower = name.lower()
    if lower.endswith((".nfo", ".sfv")):
        return rng.randint(800, 12_000)
    if lower.endswith(".par2"):
        return rng.randint(20_000, 90_000) if ".vol" not in lower else rng.randint(2, 60) * 1_000_000
    if lower.endswith(".mkv"):
        return rng.randint(250, 2_500) * 1_000_000
    return rng.choice((50, 100, 250, 500)) * 1_000_000


def _comment(rng: random.Random) -> str:
    """A comment a poster writes before the counter: per upload, as JBinUp and GoPostStuff users do."""
    return rng.choice([_alnum(rng, 12), f"{rng.choice(['Backup', 'Archive', 'Stuff'])} {_hex(rng, 6)}"])


def _subjects(rng: random.Random, names: list[str], *, comment: str = "") -> list[str]:
    """The subjects a tool writes for a file list: one tool's shape for the whole upload."""
    n = len(names)
    style = rng.randrange(4)
    shape = rng.randrange(4)
    out = []
    for i, name in enumerate(names, start=1):
        c = _counter(rng, style, i, n)
        if shape == 0:  # nyuu's and ngPost's default: counter, dash, quoted name
            s = f'{c} - "{name}" yEnc'
        elif shape == 1:  # Newsmangler / JBinUp / GoPostStuff: a comment first
            s = f'{comment or "Upload"} {c} - "{name}" yEnc'
        elif shape == 2:  # the name first, the counter after (PowerPost)
            s = f'"{name}" {c} yEnc'
        else:  # no dash, leading space (nyuu with an empty comment)
            s = f' {c} "{name}" yEnc'
        out.append(s)
    return out


def _hashed(rng: random.Random, *, extensions: bool) -> list[str]:
    volumes = rng.randint(4, 14)
    names = []
    exts = [f".part{k:02d}.rar" for k in range(1, volumes + 1)] if rng.random() < 0.6 else \
        [".rar", *(f".r{k:02d}" for k in range(volumes - 1))]
    exts += [".par2", *(f".vol{k:02d}+{k + 1:02d}.par2" for k in range(rng.randint(1, 4)))]
    for ext in exts:
        names.append(_random_name(rng) + (ext if extensions else ""))
    return names


def _mixed(rng: random.Random) -> list[str]:
    title = f"{rng.choice(['Some', 'Other', 'Night'])}.{rng.choice(['Movie', 'Show'])}.{rng.randint(1990, 2026)}." \
            f"1080p.WEB-DL.x264-{rng.choice(['GRP', 'NTb', 'FLUX'])}"
    data = [_random_name(rng) + rng.choice(("", ".bin", ".rar")) for _ in range(rng.randint(3, 10))]
    extras = _par2_names(rng, title, rng.randint(1, 3))
    if rng.random() < 0.5:
        extras.append(f"{title}.nfo")
    return data + extras


def _episode_pack(rng: random.Random) -> list[str]:
    grp = rng.choice(["SubsPlease", "Erai-raws", "ASW", "Judas"])
    show = rng.choice(["Kaiju No 8", "Frieren", "Dandadan", "One Piece", "Blue Lock"])
    first = rng.randint(1, 20)
    eps = [f"[{grp}] {show} - {first + k:02d} (1080p) [{_hex(rng, 8).upper()}].mkv" for k in range(rng.randint(2, 8))]
    return eps + _par2_names(rng, eps[0].rsplit(".", 1)[0], rng.randint(0, 2))


def _season_pack(rng: random.Random) -> list[str]:
    show = rng.choice(["The.Expanse", "Severance", "Shrinking", "Slow.Horses"])
    season = rng.randint(1, 5)
    tail = rng.choice(["1080p.WEB-DL.DDP5.1.H.264-NTb", "720p.HDTV.x264-KILLERS", "2160p.AMZN.WEB-DL.x265-FLUX"])
    eps = [f"{show}.S{season:02d}E{k:02d}.{tail}.mkv" for k in range(1, rng.randint(3, 10))]
    first = eps[0].rsplit(".", 1)[0]
    extras = [f"{show}.S{season:02d}.{tail}.nfo", f"{show}.S{season:02d}.{tail}.sfv", *_par2_names(rng, first, 2)]
    rng.shuffle(extras)
    return eps + extras


STYLES: dict[str, Callable[[random.Random], list[str]]] = {
    "hashed_ext": lambda rng: _hashed(rng, extensions=True),
    "hashed_bare": lambda rng: _hashed(rng, extensions=False),
    "mixed": _mixed,
    "episode_pack": _episode_pack,
    "season_pack": _season_pack,
}


def uploads(seed: int, per_style: int = 3) -> list[Upload]:
    """Return ``per_style`` uploads of every style, each by its own poster except where one poster posts two."""
    rng = random.Random(seed)
    out = []
    for style, make in STYLES.items():
        for _ in range(per_style):
            names = make(rng)
            subjects = _subjects(rng, names, comment=_comment(rng))
            files = [PostedFile(name, rng.choice((1, 1, 2, 3, 4)), subject, _size(rng, name))
                     for name, subject in zip(names, subjects, strict=True)]
            out.append(Upload(style, _poster(rng), files))
    return out


@dataclass
class _Article:
    upload: int
    subject: str
    mid: str
    size: int


def _show(upload: Upload) -> str:
    """The show a pack's first episode names ("[Grp] Show - 01 (1080p) [CRC].mkv" -> "show")."""
    return upload.files[0].name.split("] ", 1)[-1].rsplit(" - ", 1)[0].lower()


def _runs(rng: random.Random, ups: list[Upload]) -> list[list[int]]:
    """Return the upload indexes in the order their files go out, and who posts with whom.

    One poster posts two packs at once (same N, interleaved file by file),
    one poster posts two hashed uploads with the same N back to back, one
    upload goes out of order; the rest post concurrently with each other.
    """
    by_style: dict[str, list[int]] = {}
    for i, u in enumerate(ups):
        by_style.setdefault(u.style, []).append(i)
    # Two packs of two shows by one poster, same N, interleaved. (Two packs of one show by one release group,
    # interleaved, carry nothing that tells them apart but the par2's file list: not posted here.)
    packs = by_style.get("episode_pack", [])
    pairs = [(a, b) for i, a in enumerate(packs) for b in packs[i + 1:] if _show(ups[a]) != _show(ups[b])]
    packs = list(pairs[0]) if pairs else []
    if len(packs) >= 2:
        a, b = packs[:2]
        n = min(len(ups[a].files), len(ups[b].files))
        ups[a].files, ups[b].files = ups[a].files[:n], ups[b].files[:n]
        for u in (ups[a], ups[b]):
            subjects = _subjects(rng, [f.name for f in u.files], comment=_comment(rng))
            for f, s in zip(u.files, subjects, strict=False):
                f.subject = s
        ups[b].poster = ups[a].poster
    hashed = by_style.get("hashed_bare", [])
    if len(hashed) >= 2:  # back to back, same poster, same N
        a, b = hashed[:2]
        n = min(len(ups[a].files), len(ups[b].files))
        for u in (ups[a], ups[b]):
            u.files = u.files[:n]
            for f, s in zip(u.files, _subjects(rng, [f.name for f in u.files], comment=_comment(rng)), strict=False):
                f.subject = s
        ups[b].poster = ups[a].poster
    return [[a, b] for a, b in ([packs[:2]] if len(packs) >= 2 else [])]


def render(ups: list[Upload], seed: int, *, group: str, noise: int = 200) -> list[bytes]:
    """Return overview lines numbered from 1, in posting order, with other traffic between them.

    Concurrent uploaders interleave article by article; ``noise`` single-part
    posts by other posters sit among them.
    """
    rng = random.Random(seed * 7919 + 1)
    interleaved = _runs(rng, ups)
    paired = {i for pair in interleaved for i in pair}
    streams: list[list[_Article]] = []

    def articles(i: int) -> list[list[_Article]]:
        u = ups[i]
        files = []
        for f in u.files:
            arts = []
            for p in range(1, f.parts + 1):
                mid = hashlib.sha1(f"{seed}/{i}/{f.name}/{p}".encode()).hexdigest()[:28] + "@posting.example"
                u.message_ids.append(mid)
                arts.append(_Article(i, f"{f.subject} ({p}/{f.parts})", mid, max(1, (f.size or 700_000) // f.parts)))
            files.append(arts)
        return files

    for pair in interleaved:
        a, b = (articles(i) for i in pair)
        stream: list[_Article] = []
        for fa, fb in zip(a, b, strict=False):
            stream += fa + fb
        streams.append(stream)
    back_to_back: list[_Article] = []
    for i in range(len(ups)):
        if i in paired:
            continue
        files = articles(i)
        if ups[i].style == "season_pack" and rng.random() < 0.7:
            rng.shuffle(files)  # posted out of order
        flat = [a for f in files for a in f]
        if ups[i].style == "hashed_bare" and not back_to_back:
            back_to_back = flat
            continue
        if back_to_back and ups[i].style == "hashed_bare":
            flat = back_to_back + flat
            back_to_back = []
        streams.append(flat)
    if back_to_back:
        streams.append(back_to_back)
    for k in range(noise):
        mid = hashlib.sha1(f"{seed}/noise/{k}".encode()).hexdigest()[:24] + "@noise.example"
        streams.append([_Article(-1 - k, f"Re: a question {k}", mid, 2_000)])
    # Merge the streams as concurrent posters do: each step, a random stream posts its next article.
    cursors = [0] * len(streams)
    live = list(range(len(streams)))
    lines = []
    n = 0
    while live:
        s = rng.choice(live)
        art = streams[s][cursors[s]]
        cursors[s] += 1
        if cursors[s] == len(streams[s]):
            live.remove(s)
        n += 1
        poster = ups[art.upload].poster if art.upload >= 0 else f"someone{-art.upload}@example.net"
        date = format_datetime(dt.datetime.fromtimestamp(T0 + n, dt.UTC))
        lines.append(f"{n}\t{art.subject}\t{poster}\t{date}\t<{art.mid}>\t\t{art.size}\t5000\t"
                     f"Xref: news.example {group}:{n}".encode())
    return lines


def posting_load(seed: int, *, group: str, per_style: int = 3, noise: int = 200) -> tuple[list[Upload], list[bytes]]:
    """Return the uploads of one seed and their overview lines (message ids filled in)."""
    ups = uploads(seed, per_style)
    lines = render(ups, seed, group=group, noise=noise)
    return ups, lines
