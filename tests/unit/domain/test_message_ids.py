"""The one message-id validation (issue 31): what a command or an NZB can carry safely."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from usenet_ops.domain import message_ids


@pytest.mark.parametrize(
    "value, expected",
    [
        ("<part1of3.abc$x@news.example.com>", "part1of3.abc$x@news.example.com"),
        ("part1of3.abc@news.example.com", "part1of3.abc@news.example.com"),
        (" <a%b@c> \r\n", "a%b@c"),
        ("x@y>\r\nQUIT", None),  # the injection the issue reproduced
        ("<x@y>\r\nQUIT", None),
        ("<a b@c>", None),
        ("<a@b\x00>", None),
        ("<a<b@c>", None),
        ("<a>b@c>", None),
        ("@b", None),
        ("a@", None),
        ("ab", None),
        ("é@b", None),
        ("a" * 246 + "@b", "a" * 246 + "@b"),  # 250 octets bracketed
        ("a" * 247 + "@b", None),
        ("", None),
    ],
)
def test_bare_accepts_real_ids_and_refuses_what_breaks_a_command(value: str, expected: str | None) -> None:
    assert message_ids.bare(value) == expected
    assert message_ids.bracketed(value) == (None if expected is None else f"<{expected}>")


@given(st.text(max_size=300))
def test_nothing_that_passes_can_end_a_command(value: str) -> None:
    out = message_ids.bracketed(value)
    if out is not None:
        assert len(out) <= message_ids.MAX_BRACKETED
        inner = out[1:-1]
        assert not any(c in inner for c in "<> \t\r\n\x00")
        assert all(0x21 <= ord(c) <= 0x7E for c in inner)
        assert message_ids.bare(out) == inner


def test_non_strings_are_refused() -> None:
    assert message_ids.bare(None) is None  # type: ignore[arg-type]
    assert message_ids.valid_bare(b"a@b") is False  # type: ignore[arg-type]
