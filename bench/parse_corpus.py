"""Generate realistic overview lines for the parse benchmarks (deterministic).

A real group interleaves many concurrent uploads: each file is 20-140
segments, releases are 5-60 files, subjects come in a handful of poster
styles, a few percent are RFC 2047 encoded or 8-bit. The cache in
``parse_subject`` depends on that shape, so the corpus reproduces it rather
than repeating one subject.
"""

from __future__ import annotations

import base64
import random
import string

STYLES = ("bracket_quoted", "name_bracket", "private", "no_counter", "of_counter", "size_suffix", "plain_quoted")


def _word(rng: random.Random) -> str:
    return "".join(rng.choice(string.ascii_letters) for _ in range(rng.randint(3, 9)))


def _release_name(rng: random.Random) -> str:
    words = ".".join(_word(rng).capitalize() for _ in range(rng.randint(2, 4)))
    tail = rng.choice([f"S{rng.randint(1, 12):02d}E{rng.randint(1, 24):02d}", str(rng.randint(1990, 2025))])
    res = rng.choice(["720p", "1080p", "2160p"])
    src = rng.choice(["WEB", "BluRay", "HDTV"])
    return f"{words}.{tail}.{res}.{src}.x264-{_word(rng).upper()}"


def _subject(rng: random.Random, style: str, rel: str, i: int, n: int, fname: str, p: int, t: int) -> str:
    if style == "bracket_quoted":
        return f'[{i:02d}/{n:02d}] - "{fname}" yEnc ({p}/{t})'
    if style == "name_bracket":
        return f'{rel} [{i:02d}/{n:02d}] - "{fname}" yEnc ({p:02d}/{t:02d})'
    if style == "private":
        return f'[PRiVATE]-[WtFnZb]-[{rel}/{fname}]-[{i}/{n}] - "" yEnc ({p}/{t})'
    if style == "no_counter":
        return f'{rel} - "{fname}" yEnc ({p}/{t})'
    if style == "of_counter":
        return f'{rel} ({i} of {n}) "{fname}" yEnc ({p}/{t})'
    if style == "size_suffix":
        return f'{rel} [{i}/{n}] - "{fname}" yEnc ({p}/{t}) {t * 716800}'
    return f'"{fname}" yEnc ({p}/{t})'


def overview_lines(count: int, *, seed: int = 7, concurrent: int = 40, cold: bool = False) -> list[bytes]:
    """Return ``count`` overview lines (tab-separated, as OVER returns them).

    ``cold`` makes every line a new file (the cache never hits): the
    worst case, for a bound rather than the expected rate.
    """
    rng = random.Random(seed)
    lines: list[bytes] = []
    # Each active upload is a generator of (subject) in posting order.
    uploads: list[list[str]] = []

    def new_upload() -> list[str]:
        rel = _release_name(rng)
        style = rng.choice(STYLES)
        nfiles = rng.randint(5, 60)
        stem = rel if rng.random() < 0.7 else "".join(rng.choice("0123456789abcdef") for _ in range(16))
        subjects: list[str] = []
        for i in range(1, nfiles + 1):
            fname = f"{stem}.part{i:02d}.rar" if i < nfiles else f"{stem}.vol{i:02d}+04.par2"
            t = rng.randint(20, 140)
            for p in range(1, t + 1):
                subjects.append(_subject(rng, style, rel, i, nfiles, fname, p, t))
        subjects.reverse()  # pop() from the end yields posting order
        return subjects

    art = 100_000_000
    while len(lines) < count:
        if cold:
            rel = _release_name(rng)
            subject = f'{rel} [{rng.randint(1, 50)}/50] - "{rel}.{_word(rng)}.rar" yEnc ({rng.randint(1, 9)}/9)'
        else:
            while len(uploads) < concurrent:
                uploads.append(new_upload())
            k = rng.randrange(len(uploads))
            subject = uploads[k].pop()
            if not uploads[k]:
                uploads.pop(k)
        raw = subject.encode()
        r = rng.random()
        if r < 0.03:
            raw = b"=?UTF-8?B?" + base64.b64encode(raw) + b"?="
        elif r < 0.05:
            raw = raw.replace(b"[", "Café [".encode(), 1)
        art += 1
        mid = f"<part{art}.{rng.getrandbits(40):x}@powerpost2000AA.local>".encode()
        lines.append(
            b"\t".join(
                [
                    str(art).encode(),
                    raw,
                    b"poster@example.com (Poster)",
                    b"Mon, 30 Nov 2026 12:00:00 +0000",
                    mid,
                    b"",
                    b"739213",
                    b"5678",
                    b"Xref: news.example.com alt.binaries.test:" + str(art).encode(),
                ]
            )
        )
    return lines
