"""Read quality tags (resolution, source, codec, audio, language) from a title.

Clients filter and sort on these, and classification keys subcategories on
them (UHD, WEB-DL, x265, SD/HD). Each tag is the FIRST match of an ordered
table, most specific first, so "WEB-DL" never reads as "WEBRip" and
"DTS-HD MA" never reads as plain "DTS".
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["Tags", "parse_tags"]


@dataclass(frozen=True)
class Tags:
    """Quality metadata parsed from a release title; None where the title says nothing."""

    resolution: str | None = None
    source: str | None = None
    video: str | None = None
    audio: str | None = None
    language: str | None = None

    def as_list(self) -> list[str]:
        """Return the tags present, in field order (for the catalogue's tags column)."""
        return [t for t in (self.resolution, self.source, self.video, self.audio, self.language) if t]

    def empty(self) -> bool:
        """Report whether nothing was parsed."""
        return not self.as_list()


_EDGE_BEFORE = r"(?<![A-Za-z0-9])(?:"
_EDGE_AFTER = r")(?![A-Za-z0-9])"


def _word(pattern: str) -> re.Pattern[str]:
    # Tokens are delimited by anything that is not a letter or digit: titles
    # use dots, underscores, spaces, dashes and brackets interchangeably.
    return re.compile(_EDGE_BEFORE + pattern + _EDGE_AFTER, re.I)


_RESOLUTION: tuple[tuple[re.Pattern[str], str], ...] = (
    (_word(r"2160p|4k|uhd|3840x2160"), "2160p"),
    (_word(r"1080[pi]|1920x1080|fhd"), "1080p"),
    (_word(r"720p|1280x720"), "720p"),
    (_word(r"576[pi]"), "576p"),
    (_word(r"480[pi]|sd"), "480p"),
)
_SOURCE: tuple[tuple[re.Pattern[str], str], ...] = (
    (_word(r"remux|bdremux"), "Remux"),
    (
        _word(r"complete[ ._-]?blu[ ._-]?ray|bd25|bd50|bd66|bd100|avc[ ._-]?blu[ ._-]?ray"
              r"|blu[ ._-]?ray[ ._-]?(?:avc|hevc|vc-?1)"),
        "BluRay-Disc",
    ),
    (_word(r"blu[ ._-]?ray|bluray|bdrip|brrip|bd|bdr"), "BluRay"),
    (_word(r"web[ ._-]?rip|webrip"), "WEBRip"),
    # Scene "WEB" is an untouched web download, i.e. WEB-DL.
    (_word(r"web[ ._-]?dl|webdl|web|amzn|nf|dsnp|hmax|atvp|itunes"), "WEB-DL"),
    (_word(r"hdtv|pdtv|sdtv|dsr|dvb|tvrip|hdtvrip"), "HDTV"),
    (_word(r"dvd[ ._-]?rip|dvdr|dvd5|dvd9|dvd|ntsc|pal"), "DVD"),
    (_word(r"cam|hdcam|ts|telesync|hdts|tc|telecine|scr|screener|dvdscr"), "CAM"),
)
_VIDEO: tuple[tuple[re.Pattern[str], str], ...] = (
    (_word(r"x[ ._-]?265|h[ ._-]?265|hevc"), "x265"),
    (_word(r"x[ ._-]?264|h[ ._-]?264|avc"), "x264"),
    (_word(r"av1"), "AV1"),
    (_word(r"vp9"), "VP9"),
    (_word(r"xvid|divx"), "XviD"),
    (_word(r"mpeg-?2|vc-?1"), "MPEG2"),
)
_AUDIO: tuple[tuple[re.Pattern[str], str], ...] = (
    (_word(r"truehd|true[ ._-]hd"), "TrueHD"),
    (_word(r"atmos"), "Atmos"),
    (_word(r"dts[ ._-]?hd(?:[ ._-]?ma)?|dts[ ._-]?x"), "DTS-HD"),
    (_word(r"dts"), "DTS"),
    (_word(r"e-?ac-?3|ddp(?:[0-9][ ._]?[0-9])?|dd\+(?:[0-9][ ._]?[0-9])?"), "EAC3"),
    (_word(r"ac-?3|dd(?:[0-9][ ._]?[0-9])?|dolby[ ._-]?digital"), "AC3"),
    (_word(r"flac"), "FLAC"),
    (_word(r"alac"), "ALAC"),
    (_word(r"aac(?:[0-9][ ._]?[0-9])?|aac-?lc|he-?aac"), "AAC"),
    (_word(r"opus"), "Opus"),
    (_word(r"mp3|320kbps|v0"), "MP3"),
    (_word(r"lpcm|pcm"), "PCM"),
)
# Short codes that are also common words or names ("Dan", "Fin", "Nor") are
# left out: a wrong language tag hides a release from a client's filter.
_LANGUAGE: tuple[tuple[re.Pattern[str], str], ...] = (
    (_word(r"dual[ ._-]?(?:audio|lang(?:uage)?)"), "Dual Audio"),
    (_word(r"multi(?:[ ._-]?(?:subs?|lang|audio))?|multilingual"), "Multi"),
    (_word(r"german|deutsch|ger|dl[ ._-]german"), "German"),
    (_word(r"french|truefrench|vff|vfq|vostfr|fr"), "French"),
    (_word(r"dutch|nl|flemish|vlaams"), "Dutch"),
    (_word(r"spanish|espanol|castellano|esp|latino"), "Spanish"),
    (_word(r"italian|ita"), "Italian"),
    (_word(r"japanese|jpn|jap"), "Japanese"),
    (_word(r"korean|kor"), "Korean"),
    (_word(r"chinese|mandarin|cantonese|chs|cht"), "Chinese"),
    (_word(r"russian|rus"), "Russian"),
    (_word(r"polish|pl"), "Polish"),
    (_word(r"swedish|swe"), "Swedish"),
    (_word(r"danish"), "Danish"),
    (_word(r"norwegian"), "Norwegian"),
    (_word(r"finnish"), "Finnish"),
    (_word(r"portuguese|pt-?br|brazilian"), "Portuguese"),
    (_word(r"hindi"), "Hindi"),
    (_word(r"turkish"), "Turkish"),
    (_word(r"hungarian"), "Hungarian"),
    (_word(r"czech|cze"), "Czech"),
    (_word(r"english|eng"), "English"),
)


def _any(table: tuple[tuple[re.Pattern[str], str], ...]) -> re.Pattern[str]:
    """Compile one pattern that matches exactly when some pattern of the table does.

    The word edges are checked once around the alternation rather than once
    per pattern, so ruling a field out costs a quarter of the ordered scan.
    """
    inner = [p.pattern[len(_EDGE_BEFORE) : -len(_EDGE_AFTER)] for p, _ in table]
    return re.compile(_EDGE_BEFORE + "|".join(f"(?:{i})" for i in inner) + _EDGE_AFTER, re.I)


# Most titles carry no audio or language tag; the alternation says so in one search.
_AUDIO_ANY = _any(_AUDIO)
_LANGUAGE_ANY = _any(_LANGUAGE)


def _first(table: tuple[tuple[re.Pattern[str], str], ...], title: str) -> str | None:
    for pattern, value in table:
        if pattern.search(title):
            return value
    return None


def parse_tags(title: str) -> Tags:
    """Parse quality tags from a release title.

    Why: Sonarr/Radarr pick releases by these tags and the category rules
    split subcategories on them; reading them once at build time keeps search
    cheap.
    """
    return Tags(
        resolution=_first(_RESOLUTION, title),
        source=_first(_SOURCE, title),
        video=_first(_VIDEO, title),
        audio=_first(_AUDIO, title) if _AUDIO_ANY.search(title) else None,
        language=_first(_LANGUAGE, title) if _LANGUAGE_ANY.search(title) else None,
    )
