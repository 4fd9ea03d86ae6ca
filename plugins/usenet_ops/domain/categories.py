"""Newznab categories: the table, its tree as clients see it, and assigning a category to a release.

The table is the standard set Prowlarr knows (docs: reference
newznab-clients.md section 1.5): clients map categories by "Parent/Sub" name
first, so the names here are exactly Prowlarr's. The ranges are Newznab's
(7000 Books, 8000 Other); ZED's swapped ranges are deliberately not followed.

The tree helpers (``expand_categories``, ``category_chain``, ``short_name``,
``display_name``, ``top_categories``) are what the API's search filter,
feeds and caps are built from: a ``cat=5000`` filter means every TV id, and
an item lists its category at every level, root first.

``classify`` returns the most specific id it can justify. Rules run in a
fixed order, because the order is the policy: adult content first (it must
never land in a family category), then obfuscated names (8020 Hashed, so a
client filtering them out can), then what the files are (books, audio,
software), then TV before Movies (an episode marker is stronger evidence
than a year), and 8010 Misc when nothing matched.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import pairwise
from types import MappingProxyType

from usenet_ops.domain.episodes import Episode, parse_episode
from usenet_ops.domain.subjects import FileKind, file_kind
from usenet_ops.domain.tags import Tags, parse_tags

__all__ = [
    "CATEGORIES",
    "Category",
    "category_chain",
    "classify",
    "descendants",
    "display_name",
    "expand_categories",
    "looks_hashed",
    "short_name",
    "top_categories",
]


@dataclass(frozen=True)
class Category:
    """One Newznab category; ``name`` is the short name, ``parent`` None for a top level."""

    id: int
    name: str
    parent: int | None

    @property
    def qualified_name(self) -> str:
        """Return "Parent/Sub" (or the parent's own name), the form Prowlarr maps by."""
        if self.parent is None:
            return self.name
        return f"{CATEGORIES[self.parent].name}/{self.name}"


_TABLE: dict[int, tuple[str, tuple[tuple[int, str], ...]]] = {
    1000: (
        "Console",
        (
            (1010, "NDS"), (1020, "PSP"), (1030, "Wii"), (1040, "XBox"), (1050, "XBox 360"),
            (1060, "Wiiware"), (1070, "XBox 360 DLC"), (1080, "PS3"), (1090, "Other"),
            (1110, "3DS"), (1120, "PS Vita"), (1130, "WiiU"), (1140, "XBox One"), (1180, "PS4"),
        ),
    ),
    2000: (
        "Movies",
        (
            (2010, "Foreign"), (2020, "Other"), (2030, "SD"), (2040, "HD"), (2045, "UHD"),
            (2050, "BluRay"), (2060, "3D"), (2070, "DVD"), (2080, "WEB-DL"), (2090, "x265"),
        ),
    ),
    3000: (
        "Audio",
        ((3010, "MP3"), (3020, "Video"), (3030, "Audiobook"), (3040, "Lossless"), (3050, "Other"), (3060, "Foreign")),
    ),
    4000: (
        "PC",
        (
            (4010, "0day"), (4020, "ISO"), (4030, "Mac"), (4040, "Mobile-Other"), (4050, "Games"),
            (4060, "Mobile-iOS"), (4070, "Mobile-Android"),
        ),
    ),
    5000: (
        "TV",
        (
            (5010, "WEB-DL"), (5020, "Foreign"), (5030, "SD"), (5040, "HD"), (5045, "UHD"),
            (5050, "Other"), (5060, "Sport"), (5070, "Anime"), (5080, "Documentary"), (5090, "x265"),
        ),
    ),
    6000: (
        "XXX",
        (
            (6010, "DVD"), (6020, "WMV"), (6030, "XviD"), (6040, "x264"), (6045, "UHD"),
            (6050, "Pack"), (6060, "ImageSet"), (6070, "Other"), (6080, "SD"), (6090, "WEB-DL"),
        ),
    ),
    7000: (
        "Books",
        ((7010, "Mags"), (7020, "EBook"), (7030, "Comics"), (7040, "Technical"), (7050, "Other"), (7060, "Foreign")),
    ),
    8000: ("Other", ((8010, "Misc"), (8020, "Hashed"))),
}


def _build() -> Mapping[int, Category]:
    out: dict[int, Category] = {}
    for pid, (pname, subs) in _TABLE.items():
        out[pid] = Category(pid, pname, None)
        for sid, sname in subs:
            out[sid] = Category(sid, sname, pid)
    return MappingProxyType(out)


CATEGORIES: Mapping[int, Category] = _build()

MISC = 8010
HASHED = 8020


def descendants(category_id: int) -> frozenset[int]:
    """Return the id and all its subcategories (a ``cat=5000`` filter means every TV id)."""
    if category_id not in CATEGORIES:
        return frozenset()
    if CATEGORIES[category_id].parent is not None:
        return frozenset({category_id})
    return frozenset({category_id, *(c.id for c in CATEGORIES.values() if c.parent == category_id)})


def expand_categories(requested: Iterable[int]) -> frozenset[int]:
    """Return requested categories with every subcategory; unknown ids are dropped (Torznab)."""
    wanted: set[int] = set()
    for cat in requested:
        if cat in CATEGORIES:
            wanted.add(cat)
            wanted.update(descendants(cat))
    return frozenset(wanted)


@lru_cache(maxsize=4096)
def category_chain(category_id: int) -> tuple[int, ...]:
    """Return a category and its ancestors, root first (e.g. (5000, 5040)); unknown ids stand alone."""
    chain: list[int] = []
    current: int | None = category_id
    while current is not None and current not in chain:
        chain.append(current)
        entry = CATEGORIES.get(current)
        current = entry.parent if entry is not None else None
    return tuple(reversed(chain))


def short_name(category_id: int) -> str:
    """Return a category's own name ("HD" for 5040), as caps lists subcategories; "Other" when unknown."""
    entry = CATEGORIES.get(category_id)
    if entry is None:
        return "Other"
    name = entry.name
    for separator in (" > ", "/", ">"):
        if separator in name:
            name = name.rsplit(separator, 1)[1]
    return name.strip()


@lru_cache(maxsize=4096)
def display_name(category_id: int) -> str:
    """Return "Parent > Sub" ("TV > HD"), the text clients show for a release's category."""
    return " > ".join(short_name(c) for c in category_chain(category_id))


def top_categories() -> list[tuple[int, list[int]]]:
    """Return every top-level category with its subcategories, both in id order (the caps tree)."""
    tops = sorted(c for c, e in CATEGORIES.items() if e.parent is None)
    return [(top, sorted(c for c, e in CATEGORIES.items() if e.parent == top)) for top in tops]


_EDGE_BEFORE = r"(?<![A-Za-z0-9])(?:"
_EDGE_AFTER = r")(?![A-Za-z0-9])"


def _word(pattern: str) -> re.Pattern[str]:
    return re.compile(_EDGE_BEFORE + pattern + _EDGE_AFTER, re.I)


_XXX = _word(r"xxx|porn|p0rn|nsfw|brazzers|bangbros|naughtyamerica|realitykings|onlyfans|milf|hentai")
_XXX_GROUP = re.compile(r"erotica|\.xxx|\.porn|sex|\.nude|hentai", re.I)
_SPORT = _word(
    r"nfl|nba|nhl|mlb|ufc|wwe|aew|f1|formula[ ._-]?1|formula1|motogp|nascar|indycar|epl|premier[ ._-]league|"
    r"bundesliga|la[ ._-]liga|serie[ ._-]a|eredivisie|uefa|champions[ ._-]league|fifa|olympics?|superbowl|"
    r"boxing|wrestling|cricket|rugby|tennis|golf|sky[ ._-]sports?|espn|dazn"
)
_DOCU = _word(r"documentary|docu|documental|dokumentation|national[ ._-]geographic|natgeo|bbc[ ._-]earth|frontline")
_ANIME_GROUP = re.compile(r"anime|\.cartoons?\.japanese", re.I)
_TV_GROUP = re.compile(r"\.tv(?:\.|$)|teevee|\.hdtv|\.tvseries|\.series", re.I)
_MOVIE_GROUP = re.compile(r"movies?|\.dvd|\.bluray|\.hd\.?(?:movies|video)|x264|\.divx|\.xvid", re.I)
_AUDIO_GROUP = re.compile(r"sounds|mp3|music|flac|lossless|audio(?!book)", re.I)
_AUDIOBOOK = _word(r"audiobooks?|audio[ ._-]?book|unabridged|abridged|hörbuch|horbuch")
_AUDIOBOOK_GROUP = re.compile(r"audiobook", re.I)
_EBOOK = _word(r"e-?books?|epub|mobi|azw3?|retail[ ._-]ebook|pdf")
_EBOOK_GROUP = re.compile(r"e-?books?|\.books?", re.I)
_COMIC = _word(r"comics?|cbr|cbz|manga|graphic[ ._-]novel")
_COMIC_GROUP = re.compile(r"comics?|manga", re.I)
_MAG = _word(
    r"magazines?|mags?|issue[ ._-]?\d+"
    r"|\d{1,2}[ ._-](?:january|february|march|april|may|june|july|august|september|october|november|december)[ ._-]\d{4}"
)
_TECH_BOOK = _word(r"o'?reilly|packt|apress|manning|wiley|programming|cookbook|for[ ._-]dummies")
_LOSSLESS = _word(r"flac|alac|lossless|wav|ape|24bit|24-?bit|hi-?res|dsd")
_MP3 = _word(r"mp3|320kbps|320|v0|vbr|cbr|web[ ._-]?mp3|aac|m4a")
_DISCOGRAPHY = _word(r"discography|album|single|ep|ost|soundtrack|va|various[ ._-]artists|cd\d?|vinyl|lp")
_MUSIC_VIDEO = _word(r"music[ ._-]?video|mvid|concert|live[ ._-]at|mdvdr|mbluray")
_CONSOLE: tuple[tuple[re.Pattern[str], int], ...] = (
    (_word(r"ps4|playstation[ ._-]?4"), 1180),
    (_word(r"ps3|playstation[ ._-]?3"), 1080),
    (_word(r"psvita|ps[ ._-]?vita|vita"), 1120),
    (_word(r"psp"), 1020),
    (_word(r"xbox[ ._-]?one|xbone"), 1140),
    (_word(r"xbox[ ._-]?360|x360"), 1050),
    (_word(r"xbox"), 1040),
    (_word(r"wiiu|wii[ ._-]u"), 1130),
    (_word(r"wiiware"), 1060),
    (_word(r"wii"), 1030),
    (_word(r"3ds"), 1110),
    (_word(r"nds"), 1010),
    (_word(r"nsw|switch|ps5|playstation[ ._-]?5|xbox[ ._-]series|gamecube|ngc|dreamcast|gba"), 1090),
)
# Matches exactly when some _CONSOLE pattern does, with the word edges checked
# once around the alternation: most titles name no console.
_ANY_CONSOLE = _word("|".join(f"(?:{p.pattern[len(_EDGE_BEFORE):-len(_EDGE_AFTER)]})" for p, _ in _CONSOLE))
_CONSOLE_GROUP = re.compile(r"console|\.games\.(?:xbox|ps\d|wii|nintendo|playstation)|\.nintendo", re.I)
_PC_GAME = _word(
    r"codex|plaza|skidrow|reloaded|flt|fairlight|gog|cpy|dodi|fitgirl|empress|tenoke|rune|razor1911|hoodlum|"
    r"prophet|darksiders|tinyiso|elamigos|pc[ ._-]?games?|steam[ ._-]?rip|repack"
)
_PC_GAME_GROUP = re.compile(r"games?(?!\.(?:xbox|ps\d|wii|nintendo))", re.I)
_MAC = _word(r"mac[ ._-]?os(?:[ ._-]?x)?|osx|macosx|mac|dmg")
_IOS = _word(r"ios|iphone|ipad|ipa")
_ANDROID = _word(r"android|apk")
_MOBILE = _word(r"symbian|blackberry|windows[ ._-]?mobile|mobile")
_APP = _word(
    r"x64|x86|windows|win[ ._-]?(?:7|8|10|11|xp)|incl[ ._-]?(?:keygen|crack|patch|serial)|keygen|"
    r"portable|multilingual|retail|setup|installer|plugin|vst|adobe|microsoft|autodesk|software"
)
_APP_GROUP = re.compile(r"warez|apps?|0day|software|\.pc(?:\.|$)|\.mac", re.I)
_ZERO_DAY_GROUP = re.compile(r"0day|0-day", re.I)
_ISO = _word(r"iso|img|bin[ ._-]?cue|dvd9|dvd5")
_THREE_D = _word(r"3d|h-?sbs|h-?ou|half[ ._-]?sbs|sbs")
_BLURAY_DISC = _word(r"complete[ ._-]?blu[ ._-]?ray|bd25|bd50|bd66|bd100|avc|vc-?1|mpeg-?2|blu[ ._-]?ray[ ._-]?disc|bdmv")
_DVD_DISC = _word(r"dvdr|dvd[ ._-]?5|dvd[ ._-]?9|dvd[ ._-]?r|video_ts|pal|ntsc")
_MOVIE_YEAR = re.compile(r"(?<![0-9])(?:19[2-9]\d|20\d\d)(?![0-9])")
_HASHED = re.compile(r"^[A-Za-z0-9]{12,}$")
_HEX = re.compile(r"^(?:[0-9a-fA-F]{16,}|[0-9a-fA-F]{8}(?:-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12})$")
_VOWELS = frozenset("aeiouyAEIOUY")


def looks_hashed(name: str) -> bool:
    """Report whether a title is an obfuscated token (hash or random string), not a name.

    Why: posters obfuscate names so takedown bots cannot read them; such a
    release is real but unsearchable by name, and clients filter 8020 Hashed
    in or out as a whole.
    """
    stem = name.strip()
    if not stem or " " in stem or "." in stem.strip("."):
        return False
    if _HEX.match(stem):
        return True
    if not _HASHED.match(stem):
        return False
    letters = [c for c in stem if c.isalpha()]
    digits = sum(c.isdigit() for c in stem)
    if not letters:
        return True
    vowel_ratio = sum(c in _VOWELS for c in letters) / len(letters)
    # Random strings switch between upper, lower and digit on most characters;
    # CamelCase names ("TheMovieName2020") switch a few times.
    switches = sum(1 for a, b in pairwise(stem) if _char_class(a) != _char_class(b))
    if digits >= 1 and switches * 2 >= len(stem):
        return True
    # Long tokens: a random mixed-case string switches on ~half its characters.
    return len(stem) >= 20 and (switches * 10 >= len(stem) * 4 or vowel_ratio < 0.25)


def _char_class(c: str) -> int:
    return 0 if c.isdigit() else 1 if c.isupper() else 2


def _kind_counts(kinds: Iterable[FileKind]) -> dict[FileKind, int]:
    counts: dict[FileKind, int] = {}
    for k in kinds:
        counts[k] = counts.get(k, 0) + 1
    return counts


def _ext_count(file_names: Sequence[str], exts: tuple[str, ...]) -> int:
    return sum(1 for n in file_names if n.lower().endswith(exts))


def _foreign(tags: Tags) -> bool:
    return tags.language not in (None, "English", "Multi", "Dual Audio")


# Resolution decides before source or codec. Clients' default category sets
# (Sonarr 5030,5040; Radarr 2000-2060) never ask for 5010/5090/2080/2090, so
# a 1080p WEB-DL filed under WEB-DL would be invisible to a default Sonarr.
# WEB-DL and x265 are used only when the title gives no resolution.


def _tv_sub(title: str, group: str, tags: Tags, anime: bool) -> int:
    if anime or _ANIME_GROUP.search(group):
        return 5070
    if _SPORT.search(title):
        return 5060
    if _DOCU.search(title):
        return 5080
    if tags.resolution == "2160p":
        return 5045
    if _foreign(tags):
        return 5020
    if tags.resolution in ("1080p", "720p"):
        return 5040
    if tags.resolution in ("576p", "480p"):
        return 5030
    if tags.source == "WEB-DL" or tags.source == "WEBRip":
        return 5010
    if tags.video == "x265":
        return 5090
    if tags.source in ("HDTV", "DVD") or tags.video in ("XviD", "x264"):
        return 5030
    return 5050


def _movie_sub(title: str, tags: Tags) -> int:
    if _THREE_D.search(title):
        return 2060
    if tags.resolution == "2160p":
        return 2045
    if tags.source == "BluRay-Disc" or tags.source == "Remux" or (
        tags.source == "BluRay" and _BLURAY_DISC.search(title) and tags.video is None
    ):
        return 2050
    if _foreign(tags):
        return 2010
    if tags.resolution in ("1080p", "720p"):
        return 2040
    if tags.resolution in ("576p", "480p"):
        return 2030
    if tags.source == "WEB-DL":
        return 2080
    if tags.video == "x265":
        return 2090
    if tags.source == "BluRay":
        return 2040
    if tags.source == "DVD" and _DVD_DISC.search(title):
        return 2070
    if tags.source in ("DVD", "CAM", "HDTV", "WEBRip") or tags.video == "XviD":
        return 2030
    return 2020


def _xxx_sub(kinds: dict[FileKind, int]) -> int:
    """XXX is filed under the parent, except image sets.

    Why: adult clients search the 6000 range as a whole; the video
    subcategories split one upload style across six ids for no search gain.
    """
    images = kinds.get(FileKind.IMAGE, 0)
    if images and not kinds.get(FileKind.VIDEO, 0) and images * 2 >= sum(kinds.values()):
        return 6060
    return 6000


def classify(
    title: str,
    *,
    group: str = "",
    file_names: Sequence[str] = (),
    size: int = 0,
    file_kinds: Sequence[FileKind] | None = None,
    tags: Tags | None = None,
    episode: Episode | None = None,
) -> int:
    """Return the most specific Newznab category id for a release.

    ``group`` is the release's (first) newsgroup, ``file_names`` its files,
    ``size`` its bytes (used only as a tie-breaker for tiny video posts).
    ``file_kinds`` (``file_kind`` of each name), ``tags`` and ``episode``
    (``parse_tags`` / ``parse_episode`` of ``title``) may be passed by a
    caller that already has them: the build pass does, once per release.
    """
    kinds = _kind_counts(map(file_kind, file_names) if file_kinds is None else file_kinds)
    total_files = sum(kinds.values()) or 1
    if tags is None:
        tags = parse_tags(title)

    if _XXX.search(title) or _XXX_GROUP.search(group):
        return _xxx_sub(kinds)

    if looks_hashed(title):
        return HASHED

    ebooks = kinds.get(FileKind.EBOOK, 0)
    audio = kinds.get(FileKind.AUDIO, 0)
    video = kinds.get(FileKind.VIDEO, 0)

    if _AUDIOBOOK.search(title) or _AUDIOBOOK_GROUP.search(group) or _ext_count(file_names, (".m4b",)):
        return 3030
    if _COMIC.search(title) or _COMIC_GROUP.search(group) or _ext_count(file_names, (".cbr", ".cbz", ".cb7")):
        return 7030
    if ebooks * 2 >= total_files and ebooks or _EBOOK.search(title) or (
        _EBOOK_GROUP.search(group) and not video and not audio
    ):
        if _MAG.search(title):
            return 7010
        if _TECH_BOOK.search(title):
            return 7040
        if _foreign(tags):
            return 7060
        return 7020

    for pattern, cat in _CONSOLE if _ANY_CONSOLE.search(title) else ():
        if pattern.search(title) and (_CONSOLE_GROUP.search(group) or _PC_GAME.search(title) or _ISO.search(title) or not video):
            return cat
    if _CONSOLE_GROUP.search(group):
        return 1090

    if _IOS.search(title):
        return 4060
    if _ANDROID.search(title) or _ext_count(file_names, (".apk",)):
        return 4070
    if _PC_GAME.search(title) or (_PC_GAME_GROUP.search(group) and not video):
        return 4050
    if _MAC.search(title) and not video:
        return 4030
    if _MOBILE.search(title) and not video:
        return 4040

    if episode is None:
        episode = parse_episode(title)
    year = _MOVIE_YEAR.search(title)
    if episode.found():
        anime_form = episode.season is None and episode.air_date is None
        return _tv_sub(title, group, tags, anime_form)
    if _ANIME_GROUP.search(group) and (video or tags.resolution):
        return 5070
    # A TV group without an episode marker: TV unless the title reads as a
    # film (a year), since groups like hdtv.x264 carry both.
    if _TV_GROUP.search(group) and not year and (video or tags.resolution or tags.source):
        return _tv_sub(title, group, tags, False)

    if audio * 2 >= total_files and audio and not video:
        if _LOSSLESS.search(title) or _ext_count(file_names, (".flac", ".alac", ".wav", ".ape", ".dsf", ".aiff")):
            return 3040
        if _foreign(tags):
            return 3060
        return 3010
    if _MUSIC_VIDEO.search(title) or (_AUDIO_GROUP.search(group) and video):
        return 3020
    if _AUDIO_GROUP.search(group) or _LOSSLESS.search(title) and tags.resolution is None:
        if _LOSSLESS.search(title):
            return 3040
        if _MP3.search(title) or _DISCOGRAPHY.search(title):
            return 3010
        return 3050

    looks_video = bool(video or tags.resolution or tags.video)
    if not looks_video and (kinds.get(FileKind.EXECUTABLE, 0) or _APP.search(title) or _APP_GROUP.search(group)):
        if _ZERO_DAY_GROUP.search(group):
            return 4010
        if _ISO.search(title) or _ext_count(file_names, (".iso", ".img")):
            return 4020
        if _MAC.search(title):
            return 4030
        return 4000

    if (year and (tags.resolution or tags.source or tags.video or video)) or (
        _MOVIE_GROUP.search(group) and (year or tags.resolution or tags.source or video)
    ):
        return _movie_sub(title, tags)
    if tags.resolution or tags.source in ("BluRay", "BluRay-Disc", "Remux", "WEB-DL", "DVD"):
        return _movie_sub(title, tags)
    if video and size >= 200 * 1024 * 1024:
        return 2020
    return MISC
