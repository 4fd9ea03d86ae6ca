"""Derive a release's human title and its search name.

The base a subject parses into is a grouping key, not a title: it can carry
poster tags ("[PRiVATE]-[WtFnZb]"), obfuscation prefixes or nothing but a
stem. Clients match releases by scene-style names
("Show.Name.S01E02.1080p.WEB.H264-GRP"), so the title prefers such a name
wherever it appears (the base, then the main file's name) and falls back to
the cleaned base.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from usenet_ops.domain.bounds import TITLE_CHARS, cut_words
from usenet_ops.domain.categories import looks_hashed
from usenet_ops.domain.subjects import FileKind, file_kind, file_stem, volume_number

__all__ = ["release_title", "search_name"]

_TOKEN_SPLIT = re.compile(r"[\s\"\[\]{}<>|\\]+|(?<=\S) - (?=\S)")
# Dotted words, optionally ending in "-GROUP": the scene naming convention.
_SCENE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9.\-_()+&',!]*$")
_WORDS = re.compile(r"[^._\-]+")
_ALPHA_WORDS = re.compile(r"[^._\-]*[A-Za-z][^._\-]*")
_SCENE_GROUP = re.compile(r"-[A-Za-z0-9]{2,}$")
# Leading tags followed by a separator ("[PRiVATE]-[WtFnZb] - ", "[N3wZ] \\x\\ - "),
# but not a fansub group that begins a title ("[ASW] Show - 05").
_POSTER_TAGS = re.compile(r"^(?:(?:\s*(?:\[[^\]]*\]|\\[^\\]*\\))+\s*(?:[-–:]+\s*)+)+")
_YENC = re.compile(r"(?<![\w.])yenc(?![\w.])", re.I)
_SPACES = re.compile(r"\s+")
_SEARCH_SEP = re.compile(r"[._]+")
_SEPARATORS = str.maketrans(" _", "..")
_EDGE = " -–_|:.,;\"'"

_MAIN_KINDS = (
    FileKind.VIDEO, FileKind.RAR, FileKind.RAR_PART, FileKind.SEVENZ, FileKind.ARCHIVE_SPLIT, FileKind.AUDIO, FileKind.EBOOK,
)


def _scene_score(token: str) -> int:
    """Score how scene-like a token is; 0 when it is not a release name at all."""
    token = token.strip(_EDGE)
    if len(token) < 8 or not _SCENE.match(token) or looks_hashed(token):
        return 0
    # _SCENE admits ASCII only, so "has a letter" is [A-Za-z]; one findall
    # per count instead of a generator per word (this runs per file name).
    words = len(_WORDS.findall(token))
    alpha_words = len(_ALPHA_WORDS.findall(token))
    if words < 3 or alpha_words < 2:
        return 0
    return words + (5 if _SCENE_GROUP.search(token) else 0)


def _best_scene_name(text: str) -> tuple[str | None, int]:
    best, best_score = None, 0
    for token in _TOKEN_SPLIT.split(text):
        token = token.strip(_EDGE)
        score = _scene_score(token)
        if score > best_score:
            best, best_score = token, score
    return best, best_score


def _main_file(file_names: Sequence[str], kinds: Sequence[FileKind]) -> str | None:
    """Pick the file that names the release: a video, else the first archive volume."""
    by_kind: dict[FileKind, list[str]] = {}
    for n, k in zip(file_names, kinds, strict=True):
        if n:
            by_kind.setdefault(k, []).append(n)
    if not by_kind:
        return None
    for kind in _MAIN_KINDS:
        candidates = by_kind.get(kind)
        if candidates:
            return min(candidates, key=lambda n: (volume_number(n) or 0, n))
    return min([n for n in file_names if n], key=len)


def _name_stem(name: str, kind: FileKind) -> str:
    stem = file_stem(name).strip(_EDGE)
    if kind in (FileKind.ARCHIVE_SPLIT, FileKind.PAR2_INDEX, FileKind.PAR2_VOLUME):
        # "x.mkv.001", "x.mkv.par2": the stem keeps the inner extension.
        inner = file_stem(stem).strip(_EDGE)
        if inner != stem and len(stem) - len(inner) <= 5:
            stem = inner
    return stem


def _subject_casing(base: str, name: str) -> str:
    """Return ``name`` in the subject's casing when the subject holds the same name but for case.

    Why: posting tools often lower-case file names ("some.show.s01e02.1080p-grp.mkv")
    while the subject keeps the poster's "Some.Show.S01E02.1080p-GRP"; the
    title is what users read and clients match, so it takes the poster's form
    (issue 16: about 1% of releases came out lower-cased).
    """
    if not base.isascii() or not name.isascii() or not name.islower():
        return name
    # Separators may differ too ("Some Show S01E02" over "some.show.s01e02"): the name keeps its own.
    at = base.lower().translate(_SEPARATORS).find(name.translate(_SEPARATORS))
    if at < 0:
        return name
    return "".join(b if b.isalnum() else n for b, n in zip(base[at : at + len(name)], name, strict=True))


def _clean_base(base: str) -> str:
    text = _YENC.sub(" ", base)
    text = _SPACES.sub(" ", text).strip(_EDGE)
    stripped = _POSTER_TAGS.sub("", text).strip(_EDGE)
    return stripped or text


def release_title(base: str, file_names: Sequence[str], *, kinds: Sequence[FileKind] | None = None) -> str:
    """Return a human title for a release built from ``base`` and its files, at most TITLE_CHARS long.

    Why: the title is what clients parse (series, season, quality) and what
    users search; a poster tag or an obfuscated stem as the title makes a
    complete release unfindable. ``kinds`` is ``file_kind`` of each name,
    for a caller that has them already. A longer title (a subject of
    several KB of words) is cut at a word boundary (``domain.bounds``).
    """
    return cut_words(_title(base, file_names, kinds), TITLE_CHARS) or "untitled"


def _title(base: str, file_names: Sequence[str], kinds: Sequence[FileKind] | None) -> str:
    # Candidates in order of trust: the base, the main file, then the other
    # files (an album's par2 and nfo carry the release name its "01-track"
    # files do not). The highest scene score wins; ties keep the earlier.
    if kinds is None:
        kinds = [file_kind(n) for n in file_names]
    best, best_score = _best_scene_name(base)
    main = _main_file(file_names, kinds)
    if main:
        kind_of = dict(zip(file_names, kinds, strict=True))
        # A name or stem seen before scores the same, and only a higher score wins.
        seen_names: set[str] = set()
        seen_stems: set[str] = set()
        for name in (main, *file_names):
            if name in seen_names:
                continue
            seen_names.add(name)
            stem = _name_stem(name, kind_of[name])
            if stem in seen_stems:
                continue
            seen_stems.add(stem)
            score = _scene_score(stem)
            if score > best_score:
                best, best_score = _subject_casing(base, stem), score
    if best:
        return best
    cleaned = _clean_base(base)
    # A base still holding an encoded-word is a raw header kept on purpose
    # (stateful charset); a file name reads better.
    undecoded = "=?" in cleaned and "?=" in cleaned
    if cleaned and any(c.isalnum() for c in cleaned) and not (undecoded and main):
        return cleaned
    if main:
        return file_stem(main).strip(_EDGE) or main
    return cleaned or "untitled"


def search_name(title: str) -> str:
    """Return the title with dots and underscores as spaces, whitespace collapsed.

    Why: full-text search splits on spaces; "Show.Name.S01E02" must match a
    query for "show name". Bounded like the title (a caller may pass any text).
    """
    return cut_words(_SPACES.sub(" ", _SEARCH_SEP.sub(" ", title)).strip(), TITLE_CHARS)
