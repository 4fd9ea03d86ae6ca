"""Hostile input never raises: random and mutated spots give a value or a counted rejection."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from usenet_ops.corpus.spots import generate_spots
from usenet_ops.domain.spotnet.payload import NzbPayload, PayloadRejected, decode_image_payload, decode_nzb_payload
from usenet_ops.domain.spotnet.signature import decode_escaped_base64, parse_rsa_key_value
from usenet_ops.domain.spotnet.spots import (
    ModerationCommand,
    Rejected,
    Spot,
    SpotArticle,
    SpotHeader,
    SpotPosting,
    parse_spot_head,
    parse_spot_header,
    parse_spot_xml,
    read_spot,
    verify_spot_header,
)
from usenet_ops.domain.xmltext import xml_safe

NOW = 1_750_000_000
CORPUS = generate_spots(1)
SPOTS = [c for c in CORPUS.cases if c.expect["outcome"] == "accepted" and c.expect["kind"] == "spot"]
XML_DOCS = [b"".join(v for k, v in c.article.headers if k == "X-XML") for c in SPOTS]
NZB_BODIES = [c.payload[0].body for c in SPOTS if c.payload and c.expect.get("nzb") == "ok"]
FUZZ = settings(
    max_examples=int(__import__("os").environ.get("SPOT_FUZZ", "300")),
    suppress_health_check=[HealthCheck.too_slow],
    deadline=None,
)


@st.composite
def mutated(draw: st.DrawFn, originals: list[bytes]) -> bytes:
    """A real value with a few bytes flipped, inserted, deleted or a slice duplicated."""
    data = bytearray(draw(st.sampled_from(originals)))
    for _ in range(draw(st.integers(1, 6))):
        op = draw(st.sampled_from(("flip", "insert", "delete", "dup", "special")))
        pos = draw(st.integers(0, max(len(data) - 1, 0)))
        if op == "flip" and data:
            data[pos] ^= 1 << draw(st.integers(0, 7))
        elif op == "insert":
            data[pos:pos] = draw(st.binary(min_size=1, max_size=8))
        elif op == "delete" and data:
            del data[pos : pos + draw(st.integers(1, 16))]
        elif op == "dup" and data:
            data[pos:pos] = data[pos : pos + draw(st.integers(1, 64))]
        elif op == "special":
            data[pos:pos] = draw(
                st.sampled_from(
                    (b"<", b">", b"&", b"]]>", b"<![CDATA[", b"&#55357;", b"@", b".", b"|", b"=?", b"\x00", b"-s", b"=")
                )
            )
    return bytes(data)


FROMS = [c.article.header("From") or b"" for c in CORPUS.cases]
SUBJECTS = [c.article.header("Subject") or b"" for c in CORPUS.cases]


def _check_text(*texts: str) -> None:
    for text in texts:
        assert xml_safe(text) == text


@FUZZ
@given(st.binary(max_size=400), st.binary(max_size=400), st.binary(max_size=60))
def test_random_header_bytes_never_raise(subject: bytes, from_: bytes, mid: bytes) -> None:
    result = parse_spot_header(subject, from_, mid, now=NOW)
    assert isinstance(result, (SpotHeader, Rejected))


@FUZZ
@given(mutated(SUBJECTS), mutated(FROMS), st.sampled_from([c.article.message_id for c in CORPUS.cases]))
def test_mutated_spot_headers_parse_and_verify_without_raising(subject: bytes, from_: bytes, mid: str) -> None:
    header = parse_spot_header(subject, from_, mid, now=NOW)
    if isinstance(header, SpotHeader):
        _check_text(header.title, header.poster, header.tag)
        verdict = verify_spot_header(header, CORPUS.keyring)
        assert verdict.accepted or verdict.reason is not None


@FUZZ
@given(mutated(XML_DOCS))
def test_mutated_documents_parse_to_a_posting_or_a_rejection(xml: bytes) -> None:
    result = parse_spot_xml(xml)
    assert isinstance(result, (SpotPosting, Rejected))
    if isinstance(result, SpotPosting):
        _check_text(result.title, result.description, result.poster, result.tag, result.website)
        for mid in result.nzb_segments:
            assert "<" not in mid and ">" not in mid and " " not in mid and len(mid) <= 250


@FUZZ
@given(st.text(max_size=300))
def test_random_text_as_a_document_never_raises(xml: str) -> None:
    assert isinstance(parse_spot_xml(xml), (SpotPosting, Rejected))


@FUZZ
@given(st.lists(st.binary(max_size=200), max_size=30))
def test_random_head_lines_never_raise(lines: list[bytes]) -> None:
    assert isinstance(parse_spot_head(lines), (SpotArticle, Rejected))


@FUZZ
@given(st.lists(st.sampled_from(NZB_BODIES).flatmap(lambda body: mutated([b"\r\n".join(body)])), min_size=1, max_size=3))
def test_mutated_payloads_decode_or_are_rejected(bodies: list[bytes]) -> None:
    assert isinstance(decode_nzb_payload(bodies, max_inflated=4 * 1024 * 1024), (NzbPayload, PayloadRejected))
    assert isinstance(decode_image_payload(bodies), (bytes, PayloadRejected))


@FUZZ
@given(st.text(max_size=200))
def test_random_keys_and_base64_never_raise(text: str) -> None:
    parse_rsa_key_value(text)
    decode_escaped_base64(text)


@settings(max_examples=150, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(st.sampled_from(SPOTS), st.integers(0, 10_000), st.binary(min_size=1, max_size=4))
def test_a_spot_article_with_damaged_head_bytes_never_raises(case: object, at: int, junk: bytes) -> None:
    art = case.article  # type: ignore[attr-defined]
    raw = art.to_bytes().partition(b"\r\n\r\n")[0]
    pos = at % max(len(raw), 1)
    damaged = raw[:pos] + junk + raw[pos + len(junk) :]
    ov = art.overview()
    result = read_spot(
        subject=ov["subject"], from_=ov["from"], message_id=ov["message_id"], head=damaged, keyring=CORPUS.keyring, now=NOW
    )
    assert isinstance(result, (Spot, ModerationCommand, Rejected))
    if isinstance(result, Spot):
        release = result.release()
        assert release is not None
