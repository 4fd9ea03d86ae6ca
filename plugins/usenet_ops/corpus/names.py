"""Invent release names, posters and groups the way Usenet actually has them.

WHY: the indexer's parsers, categoriser and junk rules are scored against
this corpus, so names follow the scene's real conventions per kind (dots,
resolution, source, codec, -GROUP; SxxEyy; [SubGroup] anime; Artist-Album-
Year-GRP) and every kind maps to the Newznab category an indexer should
assign. All choices come from the caller's ``random.Random`` so a seed
reproduces them exactly.
"""

from __future__ import annotations

import random
import string
from dataclasses import dataclass
from enum import Enum


class Kind(Enum):
    """What a release is; each maps to one expected Newznab category."""

    MOVIE_HD = "movie_hd"
    MOVIE_UHD = "movie_uhd"
    TV_HD = "tv_hd"
    TV_PACK = "tv_season_pack"
    TV_SD = "tv_sd"
    ANIME = "anime"
    MP3 = "mp3"
    FLAC = "flac"
    EBOOK = "ebook"
    SOFTWARE = "software"
    SOFTWARE_ISO = "software_iso"
    XXX = "xxx"
    MISC = "misc"
    HASHED = "hashed"
    SPAM = "spam"


CATEGORY: dict[Kind, int] = {
    Kind.MOVIE_HD: 2040,
    Kind.MOVIE_UHD: 2045,
    Kind.TV_HD: 5040,
    Kind.TV_PACK: 5040,
    Kind.TV_SD: 5030,
    Kind.ANIME: 5070,
    Kind.MP3: 3010,
    Kind.FLAC: 3040,
    Kind.EBOOK: 7020,
    Kind.SOFTWARE: 4000,
    Kind.SOFTWARE_ISO: 4020,
    Kind.XXX: 6000,
    Kind.MISC: 8010,
    Kind.HASHED: 8020,
    Kind.SPAM: 8010,
}

# Relative frequency of each kind among releases (spam/junk handled apart).
KIND_WEIGHTS: tuple[tuple[Kind, int], ...] = (
    (Kind.MOVIE_HD, 14),
    (Kind.MOVIE_UHD, 4),
    (Kind.TV_HD, 22),
    (Kind.TV_PACK, 3),
    (Kind.TV_SD, 6),
    (Kind.ANIME, 7),
    (Kind.MP3, 8),
    (Kind.FLAC, 4),
    (Kind.EBOOK, 6),
    (Kind.SOFTWARE, 3),
    (Kind.SOFTWARE_ISO, 2),
    (Kind.XXX, 6),
    (Kind.MISC, 5),
    (Kind.HASHED, 10),
)

# Articles per release at full scale (700 KB parts), before the corpus cap.
KIND_ARTICLES: dict[Kind, tuple[int, int]] = {
    Kind.MOVIE_HD: (4000, 15000),
    Kind.MOVIE_UHD: (15000, 60000),
    Kind.TV_HD: (700, 4000),
    Kind.TV_PACK: (15000, 60000),
    Kind.TV_SD: (250, 800),
    Kind.ANIME: (300, 2000),
    Kind.MP3: (80, 220),
    Kind.FLAC: (350, 1100),
    Kind.EBOOK: (1, 20),
    Kind.SOFTWARE: (300, 6000),
    Kind.SOFTWARE_ISO: (1000, 9000),
    Kind.XXX: (800, 5000),
    Kind.MISC: (5, 400),
    Kind.HASHED: (800, 12000),
    Kind.SPAM: (1, 1),
}

GROUPS: dict[str, str] = {
    "alt.binaries.moovee": "Movies in MPEG, XviD, x264 and x265",
    "alt.binaries.hdtv.x264": "High definition TV and film, x264/x265",
    "alt.binaries.multimedia": "Multimedia of all kinds",
    "alt.binaries.teevee": "Television episodes",
    "alt.binaries.hdtv": "High definition television",
    "alt.binaries.tv": "Television, standard definition",
    "alt.binaries.anime": "Japanese animation",
    "alt.binaries.multimedia.anime": "Anime series and films",
    "alt.binaries.sounds.mp3": "MP3 audio",
    "alt.binaries.mp3": "MP3 audio (older group)",
    "alt.binaries.sounds.lossless": "Lossless audio: FLAC, APE, WavPack",
    "alt.binaries.sounds.flac": "FLAC audio",
    "alt.binaries.e-book": "Electronic books",
    "alt.binaries.ebook": "Electronic books (older group)",
    "alt.binaries.warez": "Software",
    "alt.binaries.cd.image": "CD and DVD images",
    "alt.binaries.erotica": "Adult material",
    "alt.binaries.xxx": "Adult material (older group)",
    "alt.binaries.misc": "Miscellaneous binaries",
    "alt.binaries.test": "Test posts",
    "alt.binaries.boneless": "Anything goes",
}

KIND_GROUPS: dict[Kind, tuple[str, ...]] = {
    Kind.MOVIE_HD: ("alt.binaries.moovee", "alt.binaries.hdtv.x264", "alt.binaries.multimedia"),
    Kind.MOVIE_UHD: ("alt.binaries.moovee", "alt.binaries.hdtv.x264"),
    Kind.TV_HD: ("alt.binaries.teevee", "alt.binaries.hdtv", "alt.binaries.multimedia"),
    Kind.TV_PACK: ("alt.binaries.teevee", "alt.binaries.hdtv"),
    Kind.TV_SD: ("alt.binaries.teevee", "alt.binaries.tv"),
    Kind.ANIME: ("alt.binaries.anime", "alt.binaries.multimedia.anime"),
    Kind.MP3: ("alt.binaries.sounds.mp3", "alt.binaries.mp3"),
    Kind.FLAC: ("alt.binaries.sounds.lossless", "alt.binaries.sounds.flac"),
    Kind.EBOOK: ("alt.binaries.e-book", "alt.binaries.ebook"),
    Kind.SOFTWARE: ("alt.binaries.warez",),
    Kind.SOFTWARE_ISO: ("alt.binaries.cd.image", "alt.binaries.warez"),
    Kind.XXX: ("alt.binaries.erotica", "alt.binaries.xxx"),
    Kind.MISC: ("alt.binaries.misc", "alt.binaries.test"),
    Kind.HASHED: ("alt.binaries.boneless", "alt.binaries.misc"),
    Kind.SPAM: tuple(GROUPS),
}

_TITLE_WORDS = (
    "Last Silent Harbor Winter Kingdom Crimson Tide Broken Arrow Night Shift Lost Signal Iron Garden "
    "Paper Moon Hidden Valley Dark Water Golden Hour Black Summer Northern Lights Second Chance "
    "Stone Bridge Electric Dreams Wild Frontier Empty Rooms Cold Case Glass House Red Horizon "
    "Blue Planet Midnight Run Secret Agent Open Road Final Cut Deep Space Little Fires Perfect Storm"
).split()
_SHOW_WORDS = (
    "The Office Crown Station Eleven Blue Bloods Chicago Fire Dark Matter Foundation Severance "
    "Slow Horses The Bear Reacher Andor Landman Yellowjackets Shrinking Silo Fargo Ghosts Evil"
).split()
_ANIME = (
    ("進撃の巨人", "Shingeki no Kyojin"),
    ("鬼滅の刃", "Kimetsu no Yaiba"),
    ("葬送のフリーレン", "Sousou no Frieren"),
    ("呪術廻戦", "Jujutsu Kaisen"),
    ("薬屋のひとりごと", "Kusuriya no Hitorigoto"),
    ("ぼっち・ざ・ろっく！", "Bocchi the Rock"),
)
_ARTISTS = (
    "Radiohead", "Daft Punk", "Massive Attack", "Portishead", "Boards of Canada", "Aphex Twin",
    "Bonobo", "Moderat", "Björk", "Sigur Rós", "Motörhead", "Mötley Crüe", "Beyoncé", "Röyksopp",
)
_ALBUMS = ("Live at the Roundhouse", "Greatest Hits", "Remastered", "Kid A Mnesia", "Selected Works",
           "Night Drive", "Homogenic", "Sessions", "Deluxe Edition")
_AUTHORS = ("Stephen King", "Terry Pratchett", "Ursula K Le Guin", "Haruki Murakami", "Émile Zola",
            "Brandon Sanderson", "Agatha Christie", "Gabriel García Márquez")
_SOFTWARE = ("Adobe.Photoshop.2024", "Microsoft.Office.2021.ProPlus", "AutoCAD.2025", "VMware.Workstation.Pro.17",
             "WinRAR.7.01", "Ableton.Live.12.Suite", "JetBrains.PyCharm.2024.2", "DaVinci.Resolve.Studio.19")
_SITES = ("BrazzersExxtra", "RealityKings", "Vixen", "Tushy", "MetArtX", "NubileFilms")
_PERFORMERS = ("Anna.Bell", "Mia.Sky", "Eva.Lovia", "Lena.Reif", "Kira.Noir")
_GROUPS_SCENE = ("SPARKS", "FLUX", "NTb", "GGEZ", "KiNGS", "EDITH", "SYNCOPY", "RARBG", "TEPES", "playWEB",
                 "NOGRP", "DiMEPiECE", "SMURF", "CAKES", "ROVERS", "PHOENiX")
_SUBGROUPS = ("SubsPlease", "Erai-raws", "HorribleSubs", "Judas", "ASW", "EMBER")
_MUSIC_GROUPS = ("FATHEAD", "YARD", "ENRiCH", "MOD", "BFHMP3", "PERFECT", "WEB", "JLM")


@dataclass(frozen=True)
class Poster:
    """Who posts: the From header, the posting tool and its habits."""

    from_header: bytes
    tool: str
    date_style: str
    connections: int
    part_size: int


# Tools whose Message-ID and header habits the corpus imitates.
TOOLS = ("nyuu", "ngpost", "powerpost", "jbinup", "newsmangler", "gopoststuff", "camelsystem", "yencpowerpost")
DATE_STYLES = ("rfc5322", "gmt", "ut", "offset_comment", "no_weekday", "negative_offset")
_FIRST = ("John", "Anna", "Poster", "Uploader", "Mike", "Sara", "Xenon", "Bob", "Élodie", "Jürgen")
_DOMAINS = ("example.com", "news.invalid", "gmail.invalid", "posting.local", "nyuu.local", "camelsystem.local")


def poster(rng: random.Random) -> Poster:
    """Invent a poster: From header style, tool, date style, connections, article size."""
    tool = rng.choice(TOOLS)
    style = rng.randrange(6)
    first = rng.choice(_FIRST)
    if style == 0:
        header = f"{first} <{first.lower()}{rng.randrange(100)}@{rng.choice(_DOMAINS)}>"
    elif style == 1:
        header = "yEncBin@Poster.com (yEncBin)"
    elif style == 2:
        local = "".join(rng.choice("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") for _ in range(12))
        header = f"{local}@{local[:5].lower()}.com"
    elif style == 3:
        header = f"\"{first} {rng.choice(('Smith', 'Müller', 'Dupont', 'Tanaka'))}\" <{first[:3].lower()}@{rng.choice(_DOMAINS)}>"
    elif style == 4:
        header = f"{first.lower()}@{rng.choice(_DOMAINS)} ({first})"
    else:
        header = f"Anonymous <anonymous@{rng.choice(_DOMAINS)}>"
    raw = header.encode("utf-8")
    if rng.random() < 0.2 and not header.isascii():
        # Some posters send the From display name as an RFC 2047 word.
        name, _, addr = header.partition(" <")
        import base64

        raw = b"=?UTF-8?B?" + base64.b64encode(name.strip('"').encode()) + b"?= <" + addr.encode()
    return Poster(
        from_header=raw,
        tool=tool,
        date_style=rng.choice(DATE_STYLES),
        connections=rng.choice((1, 4, 8, 10, 20, 30, 50)),
        part_size=rng.choice((384000, 640000, 716800, 716800, 768000)),
    )


def _dotted(words: list[str]) -> str:
    return ".".join(w.replace(" ", ".") for w in words)


def release_name(kind: Kind, rng: random.Random) -> str:
    """Invent a release's true name for ``kind`` (scene conventions)."""
    title = [rng.choice(_TITLE_WORDS) for _ in range(rng.randint(1, 3))]
    year = rng.randint(1978, 2026)
    grp = rng.choice(_GROUPS_SCENE)
    if kind is Kind.MOVIE_HD:
        res = rng.choice(("1080p", "720p"))
        src = rng.choice(("BluRay", "WEB-DL", "WEBRip", "BDRip"))
        return f"{_dotted(title)}.{year}.{res}.{src}.{rng.choice(('x264', 'x265', 'H.264', 'DDP5.1.H.264'))}-{grp}"
    if kind is Kind.MOVIE_UHD:
        src = rng.choice(("UHD.BluRay", "WEB-DL", "BluRay.REMUX"))
        codec = rng.choice(("x265", "HEVC", "DV.HDR.H.265"))
        return f"{_dotted(title)}.{year}.2160p.{src}.{codec}-{grp}"
    show = [rng.choice(_SHOW_WORDS) for _ in range(rng.randint(1, 2))]
    season = rng.randint(1, 12)
    if kind is Kind.TV_HD:
        episode = rng.randint(1, 22)
        res = rng.choice(("720p", "1080p"))
        src = rng.choice(("HDTV", "WEB", "WEB-DL", "AMZN.WEB-DL"))
        codec = rng.choice(("x264", "x265", "H.264"))
        return f"{_dotted(show)}.S{season:02d}E{episode:02d}.{res}.{src}.{codec}-{grp}"
    if kind is Kind.TV_PACK:
        res = rng.choice(("1080p", "2160p"))
        src = rng.choice(("WEB-DL", "BluRay"))
        codec = rng.choice(("x264", "x265"))
        return f"{_dotted(show)}.S{season:02d}.{res}.{src}.{codec}-{grp}"
    if kind is Kind.TV_SD:
        episode = rng.randint(1, 22)
        src = rng.choice(("HDTV", "DSR", "PDTV"))
        codec = rng.choice(("XviD", "x264"))
        return f"{_dotted(show)}.S{season:02d}E{episode:02d}.{src}.{codec}-{grp}"
    if kind is Kind.ANIME:
        jp, romaji = rng.choice(_ANIME)
        title_text = jp if rng.random() < 0.5 else romaji
        return f"[{rng.choice(_SUBGROUPS)}] {title_text} - {rng.randint(1, 24):02d} [{rng.choice(('1080p', '720p'))}]"
    if kind in (Kind.MP3, Kind.FLAC):
        artist = rng.choice(_ARTISTS).replace(" ", "_")
        album = rng.choice(_ALBUMS).replace(" ", "_")
        mgrp = rng.choice(_MUSIC_GROUPS)
        if kind is Kind.FLAC:
            return f"{artist}-{album}-(CAT{rng.randint(100, 999)})-WEB-FLAC-{year}-{mgrp}"
        return f"{artist}-{album}-{rng.choice(('WEB', 'CD', '2CD'))}-{year}-{mgrp}"
    if kind is Kind.EBOOK:
        return f"{rng.choice(_AUTHORS)} - {' '.join(title)} ({year}) {rng.choice(('epub', 'pdf', 'mobi', 'azw3'))}"
    if kind is Kind.SOFTWARE:
        return f"{rng.choice(_SOFTWARE)}.v{rng.randint(1, 30)}.{rng.randint(0, 9)}.{rng.randint(0, 999)}.x64.Multilingual-{grp}"
    if kind is Kind.SOFTWARE_ISO:
        return f"{rng.choice(_SOFTWARE)}.ISO.x64.Retail-{grp}"
    if kind is Kind.XXX:
        site = rng.choice(_SITES)
        month, day = rng.randint(1, 12), rng.randint(1, 28)
        performer = rng.choice(_PERFORMERS)
        res = rng.choice(("1080p", "2160p", "720p"))
        xgrp = rng.choice(("XXX", "P2P", "KTR"))
        return f"{site}.{year % 100:02d}.{month:02d}.{day:02d}.{performer}.XXX.{res}.MP4-{xgrp}"
    if kind is Kind.MISC:
        what = rng.choice(("Family photos", "Holiday videos", "Old scans", "Backup", "Misc files"))
        return f"{what} {year} part {rng.randint(1, 9)}"
    if kind is Kind.HASHED:
        return f"{_dotted(title)}.{year}.1080p.WEB-DL.x264-{grp}"
    return "spam"


def hash_name(rng: random.Random, length: int = 32) -> str:
    """Return an obfuscated hex or alphanumeric name, as obfuscating posters use."""
    alphabet = "0123456789abcdef" if rng.random() < 0.6 else "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
    return "".join(rng.choice(alphabet) for _ in range(length))


SPAM_SUBJECTS = (
    "!!! Cheap meds online - no prescription needed !!!",
    "Make $5000 a week from home - click here",
    "HOT singles in your area want to meet",
    "Get a FREE iPhone now >>> limited offer",
    "Re: Your account has been suspended - verify now",
    "Bitcoin doubler - 100% guaranteed returns",
)


def random_from(rng: random.Random) -> bytes:
    """Return a fresh random From header, as ngPost writes one per article (``Xk3jQ9 <Xk3jQ9@ngPost.com>``)."""
    token = "".join(rng.choice(string.ascii_letters + string.digits) for _ in range(rng.randint(8, 14)))
    return f"{token} <{token}@ngPost.com>".encode()
