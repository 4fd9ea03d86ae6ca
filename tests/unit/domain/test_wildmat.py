"""Wildmats as RFC 3977 section 4 defines them (and INN's classes): the rightmost match decides, cost stays linear."""

from __future__ import annotations

import time

import pytest

from usenet_ops.domain import wildmat


@pytest.mark.parametrize(("pattern", "name", "expected"), [
    ("alt.binaries.*", "alt.binaries.tv", True),
    ("alt.binaries.*", "alt.binaries", False),
    ("alt.binaries.*,!*.d", "alt.binaries.tv.d", False),
    ("alt.binaries.*,!*.d", "alt.binaries.tv", True),
    ("!*.d", "comp.lang.c", False),  # RFC 3977 4.2: no pattern matches, so the wildmat does not
    ("*,!alt.*,alt.binaries.tv", "alt.binaries.tv", True),  # the rightmost matching pattern decides
    ("*,!alt.*,alt.binaries.tv", "alt.test", False),
    ("a?c", "abc", True),
    ("a?c", "ac", False),
    ("a?c", "aéc", True),  # ? is one character, not one octet
    ("*", "", True),
    ("alt.binaries.[0-9]*", "alt.binaries.0day", True),
    ("alt.binaries.[0-9]*", "alt.binaries.tv", False),
    ("alt.binaries.[^0-9]*", "alt.binaries.tv", True),
    ("a.[]x]", "a.]", True),
    ("a.[^]-]", "a.-", False),
    ("a.[^]-]", "a.q", True),
    ("a.[a-]", "a.-", True),
    ("alt.b[,]z", "alt.b,z", True),  # a comma inside a class belongs to it
    ("a\\*", "a*", True),
    ("a\\*", "ab", False),
    ("Alt.*", "alt.binaries", False),  # case-sensitive, as INN matches
])
def test_matches_as_rfc_3977_and_inn_read_it(pattern: str, name: str, expected: bool) -> None:
    assert wildmat.matches(pattern, name) is expected


@pytest.mark.parametrize(("pattern", "message"), [
    ("", "empty"),
    ("alt.* comp.*", "spaces"),
    ("alt.*,,comp.*", "empty pattern"),
    ("!", "empty pattern"),
    ("alt.[bin", "unclosed"),
    ("alt\\", "ends a pattern"),
    ("alt.\x00", "control"),
    ("alt.\r\nQUIT", "control"),
    ("[z-a]", "reversed"),
    ("a" * 600, "command line"),
])
def test_a_malformed_wildmat_is_refused_naming_the_fault(pattern: str, message: str) -> None:
    with pytest.raises(wildmat.WildmatError, match=message):
        wildmat.parse(pattern)


def test_only_rfc_3977_syntax_is_called_standard_and_may_be_sent_to_a_server() -> None:
    assert wildmat.parse("alt.binaries.*,!*.d").standard
    assert not wildmat.parse("alt.binaries.[a-z]*").standard
    assert not wildmat.parse("alt\\*").standard


def test_a_pattern_of_many_stars_costs_linear_time_on_a_long_name() -> None:
    pattern = "*a" * 30 + "*b"
    name = "a" * 255
    started = time.perf_counter()
    for _ in range(20):
        assert not wildmat.matches(pattern, name)
    assert time.perf_counter() - started < 2.0  # a backtracking regex takes minutes here
