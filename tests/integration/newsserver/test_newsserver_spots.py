"""The news server serves Spotnet groups beside its corpus: free.pt (XOVER, HEAD with X-XML) and alt.binaries.ftd.

Literal transcripts over real sockets with the bare peer: the spot articles
must leave the server as the generator wrote them (every X-XML header in
order, folded ones still folded, dot-stuffed payload lines), withheld
payloads must be 430, and the corpus groups must be unaffected.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from usenet_ops import newsserver
from usenet_ops.corpus import Corpus
from usenet_ops.corpus.spots import ServedArticle, SpotCorpus, generate_spots

from .conftest import Raw, busiest_group, unstuff


@pytest.fixture(scope="module")
def spots() -> SpotCorpus:
    return generate_spots(1)


@pytest.fixture()
def spot_peer(small_corpus: Corpus, spots: SpotCorpus) -> Iterator[tuple[Raw, newsserver.ServerHandle]]:
    with newsserver.serve(small_corpus, spots=newsserver.SpotSource.from_corpus(spots)) as srv:
        raw = Raw(srv.host, srv.port)
        assert raw.line().startswith(b"201 ")
        yield raw, srv
        raw.close()


def test_group_list_and_listgroup_show_the_spot_groups(spot_peer, spots: SpotCorpus, small_corpus: Corpus) -> None:
    peer, _ = spot_peer
    n_spots = len(spots.numbered()["free.pt"])
    assert peer.cmd("GROUP free.pt") == f"211 {n_spots} 1 {n_spots} free.pt"
    status, numbers = peer.multi("LISTGROUP free.pt 40-")
    assert status.startswith("211 ") and numbers == [str(n).encode() for n in range(40, n_spots + 1)]
    _, active = peer.multi("LIST ACTIVE free.*")
    assert active == [f"free.pt {n_spots:010d} 0000000001 y".encode()]
    _, described = peer.multi("LIST NEWSGROUPS alt.binaries.ftd")
    assert described == [b"alt.binaries.ftd\tSpotnet NZB and image payloads"]
    _, everything = peer.multi("LIST ACTIVE")
    assert len(everything) == len(small_corpus.group_names()) + 2
    name, count, low, high = busiest_group(small_corpus)
    assert peer.cmd(f"GROUP {name}") == f"211 {count} {low} {high} {name}", "the corpus groups are unchanged"


def test_xover_gives_the_spot_overview_fields_and_head_every_xml_header_in_order(spot_peer, spots) -> None:
    peer, _ = spot_peer
    numbered = dict(spots.numbered()["free.pt"])
    case = spots.case("xml_folded_header")
    number = next(n for n, a in numbered.items() if a.message_id == case.article.message_id)
    peer.cmd("GROUP free.pt")
    status, lines = peer.multi(f"XOVER {number}")
    assert status.startswith("224 ")
    fields = lines[0].split(b"\t")
    assert fields[:5] == [str(number).encode(), case.article.header("Subject"), case.article.header("From"),
                          case.article.header("Date"), f"<{case.article.message_id}>".encode()]
    status, head = peer.multi(f"HEAD <{case.article.message_id}>")
    assert status == f"221 0 <{case.article.message_id}>"
    assert head == case.article.head_lines()
    assert [ln for ln in head if ln[:1] == b" "], "a folded X-XML header stays folded"
    big = spots.case("xml_too_large").article
    _, big_head = peer.multi(f"HEAD <{big.message_id}>")
    pieces = [ln[len(b"X-XML: "):] for ln in big_head if ln.startswith(b"X-XML: ")]
    assert len(pieces) > 60 and pieces == [v for k, v in big.headers if k == "X-XML"], "every piece, in order"
    status, head_by_number = peer.multi(f"HEAD {number}")
    assert status == f"221 {number} <{case.article.message_id}>" and head_by_number == head


def test_payload_bodies_by_message_id_and_a_withheld_one_is_430(spot_peer, spots) -> None:
    peer, _ = spot_peer
    case = spots.case("nzb_segment_withheld")
    served = case.payload[0]
    status, body = peer.multi(f"BODY <{served.message_id}>")
    assert status == f"222 0 <{served.message_id}>" and unstuff(body) == list(served.body)
    assert peer.cmd(f"BODY <{case.withheld[0]}>").startswith("430 ")
    assert peer.cmd(f"STAT <{served.message_id}>") == f"223 0 <{served.message_id}>"
    assert peer.cmd("STAT <never@spot.net>").startswith("430 ")


def test_payload_lines_starting_with_a_dot_are_stuffed_once(small_corpus: Corpus) -> None:
    art = ServedArticle("dots@spot.net", "alt.binaries.ftd", (("Message-ID", b"<dots@spot.net>"),),
                        (b".leading dot", b"..two dots", b"plain", b"."))
    with newsserver.serve(small_corpus, spots=newsserver.SpotSource({"alt.binaries.ftd": [art]})) as srv:
        raw = Raw(srv.host, srv.port)
        raw.line()
        raw.cmd("BODY <dots@spot.net>")
        wire = raw.block()
        raw.close()
    assert wire == [b"..leading dot", b"...two dots", b"plain", b".."]
    assert unstuff(wire) == list(art.body)


def test_ranges_next_last_hdr_and_article_in_the_spot_group(spot_peer, spots) -> None:
    peer, _ = spot_peer
    first = spots.numbered()["free.pt"][0][1]
    assert peer.cmd("XOVER 1-2").startswith("412 "), "no group selected yet"
    peer.cmd("GROUP free.pt")
    assert peer.cmd("XOVER 9000-9100").startswith("423 ")
    assert peer.cmd("XOVER 5-2").startswith("423 ")
    assert peer.cmd("XOVER x-y").startswith("501 ")
    assert peer.cmd("STAT 1") == f"223 1 <{first.message_id}>"
    assert peer.cmd("LAST").startswith("422 ")
    assert peer.cmd("NEXT").startswith("223 2 ")
    status, hdr = peer.multi("XHDR Subject 1-2")
    assert status.startswith("221 ") and hdr[0] == b"1 " + first.header("Subject")
    status, article = peer.multi("ARTICLE 1")
    assert status.startswith("220 1 ") and b"" in article and article[article.index(b"") + 1:] == list(first.body)
    assert peer.cmd("HEAD 999").startswith("423 ")


def test_a_missing_fault_makes_a_listed_spot_430(spot_peer, spots) -> None:
    peer, srv = spot_peer
    art = spots.numbered()["free.pt"][0][1]
    srv.faults.missing_message_ids = {art.message_id}
    peer.cmd("GROUP free.pt")
    _, lines = peer.multi("XOVER 1")
    assert lines and lines[0].split(b"\t")[4] == f"<{art.message_id}>".encode(), "XOVER still lists it"
    assert peer.cmd(f"HEAD <{art.message_id}>").startswith("430 ")
    assert peer.cmd("HEAD 1").startswith("423 ")
    assert srv.faults.counters["fault.missing_on_backbone"] == 1
