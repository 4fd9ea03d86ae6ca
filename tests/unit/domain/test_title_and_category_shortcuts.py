"""The build pass's shortcuts give the answers of the plain definitions.

Assembly computes file kinds, tags and the episode once per release and
hands them on; tags and console names are ruled out by one alternation
search; content_hash skips the bracket check on a clean join. Each is
pinned here against the straightforward form it replaces.
"""

from __future__ import annotations

import hashlib

from hypothesis import given, settings
from hypothesis import strategies as st

from usenet_ops.domain import categories, tags
from usenet_ops.domain.categories import classify
from usenet_ops.domain.episodes import parse_episode
from usenet_ops.domain.identity import content_hash, strip_brackets
from usenet_ops.domain.subjects import file_kind
from usenet_ops.domain.tags import parse_tags
from usenet_ops.domain.titles import release_title

# Title words the tables and rules key on, mixed with separators and noise.
_WORDS = [
    "Show", "Name", "S01E02", "S02", "1x03", "2019", "2021.03.04", "1080p", "720p", "2160p", "WEB-DL", "WEBRip",
    "BluRay", "x264", "x265", "HEVC", "DTS-HD", "MA", "DDP5.1", "AAC", "FLAC", "MP3", "German", "FRENCH", "Multi",
    "ENG", "PS4", "XBOX360", "Wii", "NSW", "CODEX", "EPUB", "eBook", "XXX", "Documentary", "NFL", "iOS", "APK",
    "ISO", "Album", "[FLAC]", "(2020)", "-GRP", "abcdef0123456789abcdef", "3D", "HSBS", "Complete", "Season",
]
_SEPS = [".", " ", "_", "-", " - ", ""]
_title = st.lists(st.tuples(st.sampled_from(_WORDS), st.sampled_from(_SEPS)), max_size=10).map(
    lambda parts: "".join(w + s for w, s in parts)
) | st.text(max_size=40)
_names = st.lists(
    st.tuples(_title, st.sampled_from([".rar", ".part01.rar", ".par2", ".vol00+01.par2", ".mkv", ".flac", ".epub",
                                       ".nfo", ".7z.001", ".r01", ".apk", ".m4b", ".iso", ".jpg", ""])).map(
        lambda t: t[0] + t[1]),
    max_size=6,
)


def _ordered_first(table: tuple, title: str) -> str | None:
    return next((value for pattern, value in table if pattern.search(title)), None)


@settings(max_examples=500)
@given(_title)
def test_tags_equal_the_ordered_first_match_of_every_table(title: str) -> None:
    got = parse_tags(title)
    assert (got.resolution, got.source, got.video, got.audio, got.language) == tuple(
        _ordered_first(t, title) for t in (tags._RESOLUTION, tags._SOURCE, tags._VIDEO, tags._AUDIO, tags._LANGUAGE)
    )


@settings(max_examples=500)
@given(_title)
def test_console_alternation_matches_exactly_when_a_console_pattern_does(title: str) -> None:
    assert bool(categories._ANY_CONSOLE.search(title)) == any(p.search(title) for p, _ in categories._CONSOLE)


@settings(max_examples=300)
@given(_title, _names, st.sampled_from(["alt.binaries.teevee", "alt.binaries.mp3", "alt.binaries.games", ""]),
       st.integers(0, 2**33))
def test_classify_with_the_callers_kinds_tags_and_episode_equals_classify_alone(
    title: str, names: list[str], group: str, size: int
) -> None:
    alone = classify(title, group=group, file_names=names, size=size)
    handed = classify(title, group=group, file_names=names, size=size, file_kinds=[file_kind(n) for n in names],
                      tags=parse_tags(title), episode=parse_episode(title))
    assert handed == alone


@settings(max_examples=300)
@given(_title, _names)
def test_release_title_with_the_callers_kinds_equals_release_title_alone(base: str, names: list[str]) -> None:
    assert release_title(base, names, kinds=[file_kind(n) for n in names]) == release_title(base, names)


def test_release_title_picks_the_scene_name_of_the_main_file_over_a_poster_tag() -> None:
    names = ["Show.Name.S01E02.1080p.WEB-DL.x264-GRP.part02.rar", "Show.Name.S01E02.1080p.WEB-DL.x264-GRP.part01.rar",
             "Show.Name.S01E02.1080p.WEB-DL.x264-GRP.par2"]
    assert release_title("[PRiVATE]-[WtFnZb]", names) == "Show.Name.S01E02.1080p.WEB-DL.x264-GRP"


@settings(max_examples=300)
@given(st.lists(st.text(alphabet=st.sampled_from(["a", "b", "<", ">", " ", "\t", "@", "\n", "é"]), max_size=8),
                max_size=12))
def test_content_hash_is_the_documented_scheme_for_any_ids(ids: list[str]) -> None:
    needs = any(m[:1] in ("<", " ") or m[-1:] in (">", " ") for m in ids)
    keyed = sorted(strip_brackets(m) for m in ids) if needs else sorted(ids)
    want = hashlib.sha256("\n".join(keyed).encode("utf-8", "surrogatepass")).hexdigest()[:16]
    assert content_hash(ids) == want
