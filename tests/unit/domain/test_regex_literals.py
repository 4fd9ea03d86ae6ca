"""regex_literals: a guard may say "maybe" when the regex misses, never "no" when it matches."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from usenet_ops.domain import regex_literals as rl


@pytest.mark.parametrize(("pattern", "need"), [
    (r"(?i)\bkeygen\b", {"keygen"}),
    (r"(?i)\b(?:bit\.ly|t\.me)/", {"bit.ly", "t.me"}),  # an escaped dot is a dot
    (r"password\s*(?:is\s+)?(?:at|on)\s+www\.", {"password"}),  # the longest run wins over a union of short words
    (r"(?:ab){2}x", {"ab"}),  # a repeat of at least one needs its body
    (r"(?x) foo \s+ bars ", {"bars"}),  # verbose: whitespace is not a literal; the longer run wins
    (r"(?i:SPAM)\d+", {"spam"}),  # scoped flags, lower-cased
    (r"[Kk]eygen", {"eygen"}),  # a class is not a literal; the run after it is
    # The parser factors an alternation's common prefix out ("o" then "t" | "/t"): the run joins each branch.
    (r"(?i)(?:ot|o/t)\s*:", {"ot", "o/t"}),
    (r"\[\s*(?:ot|off[\s-]?topic)\s*\]", {"ot", "off"}),
    (r"(?i)\bth(?:is|e)\s+group", {"group"}),  # the longer run still wins
    (r"(?i)\bth(?:is|e)\s+ng", {"this", "the"}),
])
def test_needs_read_from_the_parse(pattern: str, need: set[str]) -> None:
    assert rl.required_literals(pattern) == frozenset(need)


@pytest.mark.parametrize("pattern", [
    r"(?:keygen|)",  # an empty branch matches anything
    r"(?:keygen)?",  # optional
    r"(?:keygen)*x",  # zero repeats allowed, and "x" is one character
    r"(?=keygen)",  # lookaround consumes nothing we can count on
    r"[a-z]{8}",  # no literal at all
    r"(a)\1",  # a backreference and a one-character run
    r"(?i)ſecret|\u212aey",  # non-ASCII literals: IGNORECASE folds them onto ASCII text ('s', 'k')
    # too many to be worth testing (no common prefix: the parser would factor one out, and it would be the need)
    r"(?:" + "|".join(chr(97 + i % 26) + chr(97 + i // 26) + "zz" for i in range(rl.MAX_LITERALS + 1)) + ")",
    r"(?:ab|a)c",  # factored: "a" then ("b" | ""): "a" alone is too short, and so is "c"
    r"x(?:y|[a-z]z)",  # factored: a branch that starts with a class adds nothing to the run "x"
    r"(unbalanced",  # does not compile: no guard, the engine reports it
    "",
])
def test_no_need_when_nothing_is_certain(pattern: str) -> None:
    assert rl.required_literals(pattern) is None
    assert rl.guard_for(rl.required_literals(pattern)) is None


def test_a_guard_answers_only_for_ascii_text() -> None:
    guard = rl.guard_for(rl.required_literals(r"(?i)\bpassword\b"))
    assert guard is not None
    assert guard.may_match(rl.fold("Get the PASSWORD here"))
    assert not guard.may_match(rl.fold("Show.S01E01.1080p.WEB-DL"))
    # Python's IGNORECASE equates 'ı' with 'i' and 'ſ' with 's': a non-ASCII text is always "maybe".
    assert re.search(r"(?i)password", "paſſword") and rl.fold("paſſword") is None and guard.may_match(None)


def test_present_reports_overlapping_and_prefix_literals() -> None:
    guard = rl.guard_for(frozenset({"pass", "password", "sword", "word", "www."}))
    assert guard is not None
    assert guard.present("the password at www.x") == {"pass", "password", "sword", "word", "www."}
    assert guard.present("passport") == {"pass"}
    assert guard.present("nothing here") == set()


_PATTERNS = [
    r"(?i)\b(?:password|passwort|pass|pw)\b\s*[:=]?\s*(?:in|at|on)\s+(?:the\s+)?(?:site|url|www)",
    r"(?i)\b(?:free\s+download|click\s+(?:here|the\s+link))\b",
    r"(?i)(?:https?://|www\.)[a-z0-9-]+\.(?:xyz|top|click)\b",
    r"(?i)\b(?:bitcoin|btc|eth(?:ereum)?)\b.{0,40}\b(?:giveaway|doubler?)\b",
    r"(?i)\.(?:mkv|avi|mp4)\.(?:exe|scr|bat)\b",
    r"(?i)^(?!.*\bsubs?\b).*\b(?:2160p|1080p)\b",
    r"Kelvin|(?i:kEyGeN)|ab+c",
    r"(?i)\[\s*(?:ot|off[\s-]?topic)\s*\]|^(?:re:\s*)*(?:ot|o/t)\s*:|\bth(?:is|e)\s+ng\b",  # factored prefixes
]
_PIECES = ["password", "PASS", "pw", " at ", " in ", "the ", "site", "www", ".", "://", "http", "free", " ",
           "download", "Click", "here", "xyz", "top", "btc", "ETH", "ereum", "giveaway", "doubler", "mkv", "exe",
           "subs", "2160p", "1080p", "Kelvin", "KEYGEN", "abbbc", "-", "x", "ſ", "ı", "é", "\u212a", "\x00",
           "[", "]", "OT", "o/t", "off", "topic", ":", "re:", "this", "The", "ng"]


@settings(max_examples=400, deadline=None)
@given(text=st.lists(st.one_of(st.sampled_from(_PIECES), st.text(max_size=3)), max_size=14).map("".join))
def test_a_guard_never_says_no_to_a_match(text: str) -> None:
    for pattern in _PATTERNS:
        need = rl.required_literals(pattern)
        guard = rl.guard_for(need)
        if guard is None or re.search(pattern, text) is None:
            continue
        folded = rl.fold(text)
        assert guard.may_match(folded), (pattern, text)
        if folded is not None:
            assert guard.present(folded), (pattern, text)


@pytest.mark.parametrize(("pattern", "need"), [
    ("(?:" * 5000 + "keygen" + ")" * 5000, None),  # nesting past the parser's recursion: no guard, never a raise
    ("(?:" + "|".join(f"w{i}zz" for i in range(20_000)) + ")", None),  # an operator's 20k-word rule: too many
    ("key\x00gen", {"key\x00gen"}),  # a NUL is a literal like any other (the title must hold it too)
    ("[", None),
    ("(?P<x>a)(?P=x)keygen", {"keygen"}),  # a backreference needs nothing; the run after it does
])
def test_hostile_operator_patterns_never_raise(pattern: str, need: set[str] | None) -> None:
    # Junk rules are operator input (the junk_rules table): a pattern the parser chokes on gets no guard.
    got = rl.required_literals(pattern)
    assert got == (None if need is None else frozenset(need))
