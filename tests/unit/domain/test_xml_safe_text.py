"""xml_safe: every character XML 1.0 forbids is removed, everything else kept."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st
from lxml import etree

from usenet_ops.domain.xmltext import xml_safe


def test_control_characters_except_tab_newline_cr_are_removed() -> None:
    assert xml_safe("a\x00b\x01c\x08d\x0be\x0cf\x1fg\x7fh") == "abcdefg\x7fh"
    assert xml_safe("a\tb\nc\rd") == "a\tb\nc\rd"


def test_noncharacters_and_lone_surrogates_are_removed() -> None:
    assert xml_safe("a\ufffeb\uffffc\ud800d\udfffe") == "abcde"


def test_valid_text_is_returned_unchanged() -> None:
    s = "Café – 日本語 😀 \U0010fffd"
    assert xml_safe(s) is s


@given(st.text())
def test_xml_safe_output_is_always_a_valid_xml_text_node(text: str) -> None:
    safe = xml_safe(text)
    el = etree.Element("x")
    el.text = safe  # lxml refuses any character XML cannot carry
    back = etree.fromstring(etree.tostring(el)).text
    assert (back or "") == safe
