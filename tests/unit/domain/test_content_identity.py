"""content_hash: pinned to the host's scheme, order- and bracket-insensitive."""

from __future__ import annotations

import hashlib

from hypothesis import given
from hypothesis import strategies as st

from usenet_ops.domain.identity import content_hash, strip_brackets


def test_content_hash_is_pinned_to_the_documented_scheme() -> None:
    ids = ["<b@x>", "a@x", "<c@y>"]
    expected = hashlib.sha256(b"a@x\nb@x\nc@y").hexdigest()[:16]
    assert content_hash(ids) == expected
    # Pinned literal: a change to the scheme splits every identity in the catalogue.
    assert content_hash(["<part2of2.abc@poster.local>", "part1of2.abc@poster.local"]) == "af731df3f5f00514"


def test_content_hash_ignores_order_and_angle_brackets() -> None:
    assert content_hash(["<1@a>", "<2@a>"]) == content_hash(["2@a", "1@a"])


def test_content_hash_differs_when_one_article_differs() -> None:
    assert content_hash(["1@a", "2@a"]) != content_hash(["1@a", "3@a"])


def test_content_hash_is_16_lowercase_hex() -> None:
    h = content_hash(["x@y"])
    assert len(h) == 16 and all(c in "0123456789abcdef" for c in h)


def test_strip_brackets_only_strips_a_matched_pair() -> None:
    assert strip_brackets("<a@b>") == "a@b"
    assert strip_brackets(" <a@b> ") == "a@b"
    assert strip_brackets("a@b") == "a@b"
    assert strip_brackets("<a@b") == "<a@b"


@given(st.lists(st.text(min_size=1, max_size=20), max_size=20))
def test_content_hash_is_a_function_of_the_set_order(ids: list[str]) -> None:
    assert content_hash(ids) == content_hash(list(reversed(ids)))
