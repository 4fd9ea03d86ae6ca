"""redact_urls: no password of a scheme://user:password@ URL survives, whatever surrounds it."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from usenet_ops.domain.redaction import redact_urls


@pytest.mark.parametrize(("text", "expected"), [
    ("nntp://user:pw@news.example.com:119", "nntp://user:***@news.example.com:119"),
    ("got 'nntps://u:p%40ss@h' here", "got 'nntps://u:***@h' here"),
    ("nntp://u:p@ss@host/x", "nntp://u:***@host/x"),  # an unescaped "@" in the password
    ("a nntp://a:1@h1 and b postgresql://b:2@h2/db", "a nntp://a:***@h1 and b postgresql://b:***@h2/db"),
    ("redis://:only-a-password@cache:6379/0", "redis://:***@cache:6379/0"),
    ("nntp://user@host has no password", "nntp://user@host has no password"),
    ("no url at all: user:pw@host", "no url at all: user:pw@host"),
    ("http://host:8080/path?x=1", "http://host:8080/path?x=1"),
])
def test_passwords_are_masked_and_everything_else_kept(text: str, expected: str) -> None:
    assert redact_urls(text) == expected


_PASSWORD = st.text(alphabet=st.characters(blacklist_characters="/ \t\n\r'\"@", min_codepoint=33, max_codepoint=0x2FF),
                    min_size=1, max_size=30)


@given(password=_PASSWORD, user=st.from_regex(r"[a-z0-9._-]{0,12}", fullmatch=True),
       before=st.text(max_size=20), after=st.sampled_from(["", " tail", "'", "/path", ":119 x"]))
def test_no_generated_password_survives(password: str, user: str, before: str, after: str) -> None:
    text = f"{before} nntp://{user}:{password}@news.example.com{after}"
    out = redact_urls(text)
    assert f":{password}@" not in out
    assert f"nntp://{user}:***@news.example.com{after}" in out
