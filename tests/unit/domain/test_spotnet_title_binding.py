"""A key-id-7 spot's title must be bound to the key it is attributed to (issue 31, item 5).

Spotweb keeps a self-signed spot whose header signature fails, so anyone can
change a spot's Subject and X-XML title after signing and keep the poster's
name on it. These spots are built by the corpus generator and then edited as
an attacker would: the signatures stay over what the poster signed.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from usenet_ops.corpus.spots import (
    NOW,
    ServedArticle,
    _build_spot,
    _Builder,
    _SpotSpec,
    make_key,
)
from usenet_ops.domain.spotnet.spots import Reason, Rejected, Spot, TitleBinding, Trust, read_spot

POSTER = make_key("title-binding:poster", 1024)
TITLE = "Some.Movie.2024.1080p.BluRay.x264-GRP"
FORGED = "Other.Movie.2024.1080p.BluRay.x264-EVIL"


def _spot(spec: _SpotSpec, seed: int = 7) -> tuple[ServedArticle, _Builder]:
    b = _Builder(seed, NOW)
    spec = dataclasses.replace(spec, title=spec.title or TITLE, image_segment="img1@spot.net")
    return _build_spot(b, spec, ["nzb1@spot.net"]), b


def _self_signed(**kw: object) -> _SpotSpec:
    base: dict[str, object] = {"key_id": 7, "user_key": POSTER, "local_modulus": True, "local_user_sig": True,
                               "subcats": "a09z00", "xml_subs": ("a09", "z00")}
    base.update(kw)
    return _SpotSpec(**base)  # type: ignore[arg-type]


def _edit(article: ServedArticle, *, subject: Callable[[bytes], bytes] | None = None,
          xml: Callable[[bytes], bytes] | None = None, xml_signature: bytes | None = None,
          from_: Callable[[bytes], bytes] | None = None) -> ServedArticle:
    """Edit headers after signing, as an attacker or a relay would; the X-XML is re-cut at 900 bytes."""
    doc = b"".join(v for k, v in article.headers if k == "X-XML")
    if xml is not None:
        doc = xml(doc)
    headers: list[tuple[str, bytes]] = []
    placed = False
    for k, v in article.headers:
        if k == "X-XML":
            if not placed:
                headers.extend(("X-XML", doc[i:i + 900]) for i in range(0, len(doc), 900))
                placed = True
            continue
        if k == "Subject" and subject is not None:
            v = subject(v)
        if k == "From" and from_ is not None:
            v = from_(v)
        if k == "X-XML-Signature" and xml_signature is not None:
            v = xml_signature
        headers.append((k, v))
    return ServedArticle(article.message_id, article.group, tuple(headers), article.body)


def _read(article: ServedArticle) -> Spot | Rejected:
    ov = article.overview()
    result = read_spot(subject=ov["subject"], from_=ov["from"], message_id=ov["message_id"], date=ov["date"],
                       head=article.head_lines(), keyring=_Builder(7, NOW).keyring, now=NOW)
    assert isinstance(result, (Spot, Rejected)), result
    return result


def _retitle(value: bytes) -> bytes:
    return value.replace(TITLE.encode(), FORGED.encode())


def test_spotnet_header_form_binds_the_title_and_the_spot_is_self_signed() -> None:
    article, _ = _spot(_self_signed())
    spot = _read(article)
    assert isinstance(spot, Spot), spot
    assert spot.verdict.trust is Trust.SELF_SIGNED
    assert spot.verdict.title_binding in (TitleBinding.XML, TitleBinding.HEADER)
    assert spot.title == TITLE


def test_spotweb_header_form_title_pipe_tag_binds_the_title() -> None:
    # Spotweb's own poster signs "title | tag"; the X-XML-Signature is made useless so the header alone decides.
    article, _ = _spot(_self_signed(header_signs_tag=True))
    article = _edit(article, xml_signature=b"AAAA")
    spot = _read(article)
    assert isinstance(spot, Spot), spot
    assert spot.verdict.title_binding is TitleBinding.HEADER
    assert spot.title == TITLE


def test_title_changed_in_subject_and_xml_after_signing_is_rejected_as_title_unbound() -> None:
    # Before issue 31 this spot was imported under FORGED, self-signed, with the poster's spotter id.
    article, _ = _spot(_self_signed())
    article = _edit(article, subject=_retitle, xml=_retitle)
    result = _read(article)
    assert isinstance(result, Rejected), result
    assert result.reason is Reason.TITLE_UNBOUND
    assert result.reason.value == "title_unbound"


def test_tampered_xml_with_an_intact_header_keeps_the_signed_header_title() -> None:
    # The header signature binds the Subject's title; the edited XML's title is not the poster's.
    article, _ = _spot(_self_signed())
    article = _edit(article, xml=_retitle)
    spot = _read(article)
    assert isinstance(spot, Spot), spot
    assert spot.verdict.title_binding is TitleBinding.HEADER
    assert spot.title == TITLE
    release = spot.release()
    assert not isinstance(release, Rejected) and release.title == TITLE


def test_xml_signature_alone_binds_the_title_when_the_header_signature_fails() -> None:
    stranger = make_key("title-binding:stranger")
    article, _ = _spot(_self_signed(header_signer=stranger))
    spot = _read(article)
    assert isinstance(spot, Spot), spot
    assert spot.verdict.title_binding is TitleBinding.XML
    assert spot.title == TITLE


def test_neither_signature_binding_the_title_is_rejected_even_without_a_user_signature() -> None:
    stranger = make_key("title-binding:stranger")
    article, _ = _spot(_self_signed(header_signer=stranger, local_user_sig=False))
    article = _edit(article, xml_signature=b"AAAA")
    result = _read(article)
    assert isinstance(result, Rejected) and result.reason is Reason.TITLE_UNBOUND


def test_replayed_header_signature_on_a_new_spot_with_another_title_is_rejected() -> None:
    # The attacker copies a signed spot's From (the poster's key and header signature) onto their own
    # spot (a fresh hashcash id, their own title and XML); the user signature is left out, it names the old id.
    original, _ = _spot(_self_signed(local_user_sig=False))
    from_ = original.header("From") or b""
    replay, _ = _spot(_self_signed(local_user_sig=False, title=FORGED, xml_signer=make_key("title-binding:evil")),
                      seed=8)
    replay = _edit(replay, from_=lambda _: from_)
    result = _read(replay)
    assert isinstance(result, Rejected), result
    assert result.reason is Reason.TITLE_UNBOUND


def test_a_key_id_7_spot_naming_no_key_claims_no_one_and_stays_unsigned() -> None:
    article, _ = _spot(_SpotSpec(key_id=7, subcats="a09z00", xml_subs=("a09", "z00")))
    spot = _read(article)
    assert isinstance(spot, Spot), spot
    assert spot.verdict.trust is Trust.UNSIGNED and spot.verdict.spotter_id is None
    assert spot.verdict.title_binding is TitleBinding.NOT_NEEDED

