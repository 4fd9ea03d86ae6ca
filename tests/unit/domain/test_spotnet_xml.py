"""X-XML reassembly and parsing of the spot document (reference section 2, pitfalls in section 7)."""

from __future__ import annotations

import pytest

from usenet_ops.domain.spotnet.categories import SubCategory
from usenet_ops.domain.spotnet.spots import (
    MAX_XML,
    Reason,
    Rejected,
    SpotArticle,
    SpotPosting,
    description_text,
    join_xml_pieces,
    parse_spot_head,
    parse_spot_xml,
    repair_xml,
)

DOC = (
    "<Spotnet><Posting><Key>7</Key><Created>1727723059</Created><Poster>solem</Poster><Size>3366259428</Size>"
    "<Tag>NL</Tag><Title><![CDATA[Een &amp; Twee]]></Title>"
    "<Description><![CDATA[Regel 1[br]Regel 2[tab]x [b]vet[/b] &eacute;]]></Description>"
    "<Website><![CDATA[http://www.imdb.com/title/tt0111161/]]></Website>"
    "<Category>01<Sub>01a09</Sub><Sub>01b04</Sub><Sub>01z01</Sub></Category>"
    "<Image Width='640' Height='480'><Segment>img1@spot.net</Segment></Image>"
    "<NZB><Segment>nzb1@spot.net</Segment><Segment>nzb2@spot.net</Segment></NZB>"
    "<PREVSPOTS><Spot>old1@spot.net</Spot><Spot>bad id</Spot></PREVSPOTS>"
    "</Posting></Spotnet>"
)


def posting(xml: str | bytes) -> SpotPosting:
    result = parse_spot_xml(xml)
    assert isinstance(result, SpotPosting), result
    return result


def rejected(xml: str | bytes) -> Reason:
    result = parse_spot_xml(xml)
    assert isinstance(result, Rejected), result
    return result.reason


def test_the_reference_structure_parses_into_every_field() -> None:
    p = posting(DOC)
    assert (p.key_id, p.created, p.poster, p.size, p.tag) == (7, 1727723059, "solem", 3366259428, "NL")
    assert p.title == "Een & Twee"
    assert p.description == "Regel 1\nRegel 2\tx [b]vet[/b] é"
    assert description_text(p.description) == "Regel 1\nRegel 2\tx vet é"
    assert p.website == "http://www.imdb.com/title/tt0111161/"
    assert p.category == 1
    assert p.subcats == (SubCategory("a", 9), SubCategory("b", 4), SubCategory("z", 1))
    assert p.image is not None and (p.image.width, p.image.height, p.image.segments) == (640, 480, ("img1@spot.net",))
    assert p.nzb_segments == ("nzb1@spot.net", "nzb2@spot.net") and not p.nzb_discarded
    assert p.prev_spots == ("old1@spot.net",)
    assert p.repairs == ()


def test_spotlibs_SpotNet_root_is_accepted() -> None:
    assert posting(DOC.replace("Spotnet>", "SpotNet>")).title == "Een & Twee"


def test_ftd_spot_has_a_zero_based_category_subcat_elements_a_url_image_and_file_fields() -> None:
    xml = (
        "<Spotnet><Posting><Key>1</Key><Title>Old</Title><Description>d</Description>"
        "<Image>http://img.example/x.jpg</Image><Category>0<SubCat>0a9</SubCat><SubCat>0b4</SubCat><Sub>0z3</Sub></Category>"
        "<Filename>x.nzb</Filename><Newsgroup>alt.binaries.x</Newsgroup><Newsgroup>Other</Newsgroup></Posting></Spotnet>"
    )
    p = posting(xml)
    assert p.category == 1
    assert p.subcats == (SubCategory("a", 9), SubCategory("b", 4))  # SubCat first, as Spotweb tries it first
    assert p.image is not None and p.image.url == "http://img.example/x.jpg" and p.image.segments == ()
    assert p.filename == "x.nzb"
    assert p.newsgroups == ("alt.binaries.x",)


def test_new_spots_subtract_nothing_from_their_one_based_category() -> None:
    assert posting(DOC.replace("<Category>01", "<Category>02")).category == 2


def test_segments_lose_quotes_like_spotlib() -> None:
    p = posting(DOC.replace("<Segment>nzb1@spot.net</Segment>", '<Segment>"nzb1@spot.net"</Segment>'))
    assert p.nzb_segments[0] == "nzb1@spot.net"


@pytest.mark.parametrize("bad", ["&lt;nzb1@spot.net&gt;", "nzb1@spot.net&gt;", "nzb 1@spot.net", "x" * 300, "caf\u00e9@spot.net"])
def test_one_unusable_segment_id_drops_the_whole_list_as_spotweb_does(bad: str) -> None:
    p = posting(DOC.replace("<Segment>nzb2@spot.net</Segment>", f"<Segment>{bad}</Segment>"))
    assert p.nzb_segments == () and p.nzb_discarded


def test_too_many_segments_drop_the_list() -> None:
    many = "".join(f"<Segment>s{i}@spot.net</Segment>" for i in range(600))
    p = posting(DOC.replace("<Segment>nzb1@spot.net</Segment>", many))
    assert p.nzb_discarded


# --- reassembly -----------------------------------------------------------------------


def head(*pieces: bytes, extra: tuple[bytes, ...] = ()) -> list[bytes]:
    return [b"From: x", *(b"X-XML: " + p for p in pieces), *extra]


def article(lines: list[bytes] | bytes) -> SpotArticle:
    result = parse_spot_head(lines)
    assert isinstance(result, SpotArticle), result
    return result


def test_pieces_are_joined_in_order_with_no_separator() -> None:
    data = DOC.encode()
    a = article(head(data[:900], data[900:]))
    assert a.xml == data and a.pieces == 2
    assert posting(a.xml).title == "Een & Twee"


def test_only_the_single_space_after_the_colon_is_dropped() -> None:
    a = article([b"X-XML:  <Spotnet>", b"x-xml: </Spotnet>"])
    assert a.xml == b" <Spotnet></Spotnet>"


def test_folded_x_xml_headers_are_unfolded_keeping_the_whitespace() -> None:
    data = DOC.encode()
    cut = data.index(b" Height")
    a = article([b"X-XML: " + data[:cut], data[cut:]])
    assert a.xml == data


def test_head_given_as_one_block_parses_too() -> None:
    a = article(b"From: x\r\nX-XML: " + DOC.encode() + b"\r\nX-XML-Signature: abc\r\n")
    assert a.xml == DOC.encode() and a.xml_signature == "abc"


@pytest.mark.parametrize(
    ("pieces", "expected"),
    [
        ([b"<Spotnet><Posting><Image", b"Width='1' Height='2'>"], b"<Spotnet><Posting><Image Width='1' Height='2'>"),
        ([b"<Image Width='1'", b"Height='2'>"], b"<Image Width='1' Height='2'>"),
        ([b'<Image Width="1"', b'Height="2">'], b'<Image Width="1" Height="2">'),
        ([b"<Title><![CDATA[it'", b"s fine]]>"], b"<Title><![CDATA[it's fine]]>"),
        ([b"<Description>it'", b"s fine"], b"<Description>it's fine"),
    ],
)
def test_whitespace_trimmed_at_a_piece_boundary_is_restored_only_inside_a_tag(pieces: list[bytes], expected: bytes) -> None:
    assert join_xml_pieces(pieces) == expected


def test_a_boundary_repair_is_counted() -> None:
    assert article(head(b"<Spotnet><Posting><Image", b"Width='1'>")).boundary_repairs == 1


def test_the_posters_key_and_signatures_are_read_from_the_head() -> None:
    from usenet_ops.corpus.spots import make_key

    key = make_key("xml-head")
    a = article(
        head(
            b"<Spotnet/>",
            extra=(b"X-User-Key: " + key.key_value_xml().encode(), b"X-User-Signature: s-pig", b"X-XML-Signature: x-sy"),
        )
    )
    assert a.user_key == key.public and a.user_key_present
    assert (a.user_signature, a.xml_signature) == ("s-pig", "x-sy")


def test_head_without_x_xml_is_a_rejection() -> None:
    assert parse_spot_head([b"From: x", b"Subject: y"]) == Rejected(Reason.NO_XML)


def test_more_than_fifty_kib_of_x_xml_is_refused_as_spotweb_does() -> None:
    pieces = [b"x" * 900] * (MAX_XML // 900 + 2)
    result = parse_spot_head(head(*pieces))
    assert isinstance(result, Rejected) and result.reason is Reason.XML_TOO_LARGE
    assert rejected("x" * (MAX_XML + 1)) is Reason.XML_TOO_LARGE


def test_an_oversized_head_is_refused() -> None:
    result = parse_spot_head(b"X-Junk: " + b"x" * 300_000)
    assert isinstance(result, Rejected) and result.reason is Reason.HEAD_TOO_LARGE


# --- repairs -------------------------------------------------------------------------------


def test_unescaped_ampersand_and_angle_bracket_in_title_are_wrapped_in_cdata() -> None:
    p = posting(DOC.replace("<Title><![CDATA[Een &amp; Twee]]></Title>", "<Title>Tom & Jerry <3</Title>"))
    assert p.title == "Tom & Jerry <3"
    assert "cdata_wrapped" in p.repairs


def test_cdata_wrapping_keeps_a_literal_cdata_end_safe() -> None:
    p = posting(DOC.replace("<Title><![CDATA[Een &amp; Twee]]></Title>", "<Title>a & b ]]> c</Title>"))
    assert p.title == "a & b ]]> c"


def test_plain_text_elements_are_not_counted_as_repaired() -> None:
    assert posting(DOC.replace("<Tag>NL</Tag>", "<Tag>Plain</Tag>")).repairs == ()


def test_stray_ampersands_and_html_entities_outside_cdata_survive_in_other_elements() -> None:
    p = posting(DOC.replace("<Poster>solem</Poster>", "<Poster>Jos &amp; Jan &eacute; & co</Poster>"))
    assert p.poster == "Jos & Jan é & co"
    assert "references" in p.repairs


def test_surrogate_pair_references_become_one_character() -> None:
    p = posting(DOC.replace("<Title><![CDATA[Een &amp; Twee]]></Title>", "<Title>Smile &#55357;&#56845;</Title>"))
    assert p.title == "Smile \U0001f60d"
    assert "surrogate_pairs" in p.repairs


def test_surrogate_pairs_inside_cdata_decode_too() -> None:
    p = posting(DOC.replace("Een &amp; Twee", "Smile &#xD83D;&#xDE0D;"))
    assert p.title == "Smile \U0001f60d"


def test_lone_surrogates_and_forbidden_character_references_do_not_break_the_parse() -> None:
    p = posting(DOC.replace("<Poster>solem</Poster>", "<Poster>a&#55357;b&#1;c&#x110000;d</Poster>"))
    assert p.poster == "a\ufffdbcd"


def test_control_characters_are_stripped() -> None:
    p = posting(DOC.replace("Regel 1", "Regel\x01 1\x1b"))
    assert p.description.startswith("Regel 1\n")
    assert "control_chars" in p.repairs


def test_broken_segment_endings_are_fixed() -> None:
    p = posting(
        DOC.replace("nzb1@spot.net</Segment>", "nzb1@spot.net></Segment>").replace(
            "nzb2@spot.net</Segment>", "nzb2@spot.ne</Segment>"
        )
    )
    assert p.nzb_segments == ("nzb1@spot.net", "nzb2@spot.net")
    assert "segment_ending" in p.repairs


def test_tags_joined_by_a_lost_space_are_separated() -> None:
    p = posting(DOC.replace("<Image Width='640' Height='480'>", "<ImageWidth='640'Height='480'>"))
    assert p.image is not None and (p.image.width, p.image.height) == (640, 480)
    assert "tag_whitespace" in p.repairs


def test_an_xml_declaration_is_dropped_before_parsing() -> None:
    p = posting('<?xml version="1.0" encoding="utf-8"?>' + DOC)
    assert p.title == "Een & Twee" and p.repairs == ()


def test_latin1_bytes_are_read_when_not_utf8() -> None:
    p = posting(DOC.replace("solem", "J\u00fcrgen").encode("latin-1"))
    assert p.poster == "Jürgen"


def test_utf8_written_by_spotweb_is_not_double_encoded() -> None:
    assert posting(DOC.replace("solem", "J\u00fcrgen").encode("utf-8")).poster == "Jürgen"


def test_repair_xml_names_what_it_did() -> None:
    text, repairs = repair_xml("<Spotnet><Posting><Title>a & b</Title>\x01</Posting></Spotnet>")
    assert repairs == ("control_chars", "cdata_wrapped")
    assert "<![CDATA[a & b]]>" in text


def test_a_document_still_broken_after_repair_is_recovered_when_lxml_can() -> None:
    p = posting(DOC.replace("<Poster>solem</Poster>", "<Poster>so<lem</Poster>"))
    assert "recovered" in p.repairs
    assert p.nzb_segments == ("nzb1@spot.net", "nzb2@spot.net")


# --- hostile documents -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "xml",
    [
        '<!DOCTYPE Spotnet [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;&a;">]>' + DOC.replace("<Tag>NL</Tag>", "<Tag>&b;</Tag>"),
        '<!DOCTYPE Spotnet SYSTEM "http://attacker.example/x.dtd">' + DOC,
        '<!DOCTYPE Spotnet [<!ENTITY x SYSTEM "file:///etc/passwd">]>' + DOC.replace("<Tag>NL</Tag>", "<Tag>&x;</Tag>"),
    ],
)
def test_doctypes_and_entity_declarations_are_refused(xml: str) -> None:
    assert rejected(xml) is Reason.XML_DOCTYPE


def test_a_doctype_inside_cdata_text_is_just_text() -> None:
    p = posting(DOC.replace("Regel 1", "see <!DOCTYPE html>"))
    assert "<!DOCTYPE html>" in p.description


@pytest.mark.parametrize("xml", ["", "not xml", "<<<>>>", "\x00\x01"])
def test_garbage_is_malformed(xml: str) -> None:
    assert rejected(xml) is Reason.XML_MALFORMED


@pytest.mark.parametrize("xml", ["<Other><Posting/></Other>", "<Spotnet><Nothing/></Spotnet>"])
def test_documents_that_are_not_spots_are_rejected(xml: str) -> None:
    assert rejected(xml) is Reason.XML_NOT_SPOTNET


def test_deep_nesting_is_bounded_by_the_size_cap_and_never_crashes() -> None:
    deep = "<Spotnet><Posting>" + "<a>" * 6000 + "</a>" * 6000 + "</Posting></Spotnet>"
    result = parse_spot_xml(deep)
    assert isinstance(result, (SpotPosting, Rejected))
