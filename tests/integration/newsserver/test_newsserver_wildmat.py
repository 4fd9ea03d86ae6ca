"""RFC 3977 wildmat semantics used by LIST ACTIVE / LIST NEWSGROUPS."""

from __future__ import annotations

import pytest

from usenet_ops.newsserver.wildmat import matches


@pytest.mark.parametrize(
    ("pattern", "name", "expected"),
    [
        ("alt.binaries.*", "alt.binaries.teevee", True),
        ("alt.binaries.*", "alt.binary", False),
        ("*,!*.d", "alt.binaries.misc.d", False),
        ("*,!*.d", "alt.binaries.misc", True),
        ("!*.d,alt.*", "alt.x.d", True),
        ("alt.binaries.?v", "alt.binaries.tv", True),
        ("alt.binaries.[st]*", "alt.binaries.sounds.mp3", True),
        ("alt.binaries.[^st]*", "alt.binaries.sounds.mp3", False),
        ("alt.binaries.e-book", "alt.binaries.e-book", True),
    ],
)
def test_wildmat_last_matching_pattern_decides(pattern: str, name: str, expected: bool) -> None:
    assert matches(pattern, name) is expected
