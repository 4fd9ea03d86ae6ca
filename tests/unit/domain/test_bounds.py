"""Bounded catalogue text: titles cut at a word, subjects cut in the middle, groups filtered, never a NUL."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from usenet_ops.domain import bounds
from usenet_ops.domain.bounds import bound_groups, cut_middle, cut_words, text_safe

# Any code point, lone surrogates included (decoders hand those over), with separators frequent.
TEXT = st.text(alphabet=st.one_of(st.characters(), st.sampled_from(" ._-\x00")), max_size=1500)


def test_a_long_title_is_cut_at_the_last_word_boundary_and_loses_trailing_separators() -> None:
    words = " ".join(f"word{i}" for i in range(200))
    cut = cut_words(words, 512)
    assert len(cut) <= 512 and words.startswith(cut) and words[len(cut)] == " "
    assert cut_words("Show.Name.S01E02.1080p.WEB-DL.x264-GRP", 20) == "Show.Name.S01E02"
    assert cut_words("a" * 600, 512) == "a" * 512, "a run without separators is cut hard"
    assert cut_words("short title", 512) == "short title"


def test_a_byte_bound_never_splits_a_character() -> None:
    cut = cut_words("日本語" * 100, 512, 100)
    assert len(cut.encode()) == 99 and cut == "日本語" * 11


def test_nul_is_removed_and_lone_surrogates_are_replaced() -> None:
    assert text_safe("a\x00b\udc80c") == "ab\ufffdc"
    assert cut_words("x\x00" * 5, 512) == "xxxxx"


def test_a_long_subject_keeps_its_head_and_its_tail_with_the_file_name() -> None:
    subject = "[1/9] - " + "filler " * 500 + '"release.part01.rar" yEnc (1/50)'
    cut = cut_middle(subject, bounds.SUBJECT_CHARS)
    assert len(cut) == bounds.SUBJECT_CHARS and cut.startswith("[1/9] - filler")
    assert cut.endswith('"release.part01.rar" yEnc (1/50)') and " … " in cut


def test_groups_drop_what_is_no_group_name_keep_the_own_group_and_stay_bounded() -> None:
    many = tuple(f"alt.binaries.g{i:03d}" for i in range(200))
    kept = bound_groups((*many, "zz.own.group"), first="zz.own.group")
    assert len(kept) == bounds.GROUPS_MAX and "zz.own.group" in kept
    assert bound_groups(("alt.ok", "x" * 300, "has space", "ctl\x07", "", "alt.ok")) == ("alt.ok",)
    assert bound_groups(("\x00only.bad\x00",)) == ("only.bad",), "a release keeps a group even when all are bad"


@given(TEXT, st.integers(1, 600), st.one_of(st.none(), st.integers(4, 2000)))
def test_cut_words_is_a_bounded_storable_prefix(text: str, max_chars: int, max_bytes: int | None) -> None:
    cut = cut_words(text, max_chars, max_bytes)
    assert len(cut) <= max_chars and "\x00" not in cut
    assert max_bytes is None or len(cut.encode("utf-8")) <= max_bytes
    assert text_safe(text).startswith(cut)


@given(TEXT, st.integers(8, 600))
def test_cut_middle_is_bounded_and_keeps_both_ends(text: str, max_chars: int) -> None:
    cut = cut_middle(text, max_chars)
    safe = text_safe(text)
    assert len(cut) <= max_chars and "\x00" not in cut
    cut.encode("utf-8")  # storable: no lone surrogate
    if len(safe) > max_chars:
        head, _, tail = cut.partition(" … ")
        assert safe.startswith(head) and safe.endswith(tail) and abs(len(head) - len(tail)) <= 1


@given(st.lists(TEXT, max_size=120), st.booleans())
def test_bound_groups_returns_usable_names_only(groups: list[str], with_first: bool) -> None:
    first = groups[0] if with_first and groups else None
    kept = bound_groups(tuple(groups), first=first)
    assert len(kept) <= bounds.GROUPS_MAX and (kept or not groups)
    if first is not None and 0 < len(first) <= bounds.GROUP_CHARS and first.isprintable() and " " not in first:
        assert first in kept
    for g in kept:
        g.encode("utf-8")
        assert "\x00" not in g and len(g) <= bounds.GROUP_CHARS
