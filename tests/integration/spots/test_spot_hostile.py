"""Hostile input through the spot import: every bad article is counted and skipped, no pass stops or stalls.

Garbage is served by the real news server over a socket: overview lines that
lie or are cut, From/Subject full of NULs and invalid bytes, HEADs whose X-XML
is binary junk, nested past any sane depth, split into thousands of pieces,
or too large, and NZB payloads past the byte cap. The valid spots served
beside them are imported as if the garbage were not there.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

import pytest
from spot_helpers import Runner, outcomes, spot_rows

from usenet_ops import newsserver
from usenet_ops.corpus.spots import ServedArticle, SpotCorpus
from usenet_ops.passes import spot_fetch, spot_index
from usenet_ops.passes.spot_pass import SpotPassState


@dataclasses.dataclass(frozen=True)
class RawOverview(ServedArticle):
    """An article whose overview line is whatever bytes a broken server sends."""

    raw: bytes = b""

    def overview_line(self, number: int) -> bytes:
        return self.raw.replace(b"{n}", str(number).encode())


def _raw(i: int, line: bytes) -> RawOverview:
    return RawOverview(f"raw{i}@hostile.test", "free.pt", (("Subject", b"x"),), (b"x",), line)


GARBAGE_LINES = [
    b"notanumber\tsubject\tfrom\tdate\t<a@b>\t\t1\t1",  # non-numeric article number
    b"{n}\tonly\tfour",  # too few fields
    b"{n}\t" + b"S" * 60_000 + b"\tfrom\tdate\t<big@x>\t\t1\t1",  # a 60 KB subject
    b"{n}\tTitle\x00 | T\tNick <" + b"\xff\xfe" * 40 + b"@12a01.1.2.3.4.5.sig>\tdate\t<nul@x>\t\t1\t1",
    b"{n}\tTitle\tNick <k@13a09.1.20.1749990000.1.NL.sig>\tdate\t<has space@x>\t\t-5\tlots",
    b"{n}\tTitle\tNick <k@13a09.1.20.99999999999999999999.1.NL.sig>\tdate\t<time@x>\t\t1\t1",
    b"{n}\t=?utf-8?b?" + b"A" * 3000 + b"?=\tNick <k@1@3@a.b>\t\t<enc@x>\t\t1\t1",
    b"{n}\t\t\t\t\t\t\t",  # every field empty
]


def _with_xml(article: ServedArticle, mid: str, xml_headers: list[bytes] | None = None,
              extra: list[tuple[str, bytes]] | None = None) -> ServedArticle:
    """Copy a valid key-4 spot (its header signature does not cover the message-id) with other HEAD content."""
    headers: list[tuple[str, bytes]] = []
    placed = False
    for key, value in article.headers:
        if key == "Message-ID":
            value = f"<{mid}>".encode()
        if key == "X-XML" and xml_headers is not None:
            if not placed:
                headers += [("X-XML", v) for v in xml_headers]
                placed = True
            continue
        headers.append((key, value))
    headers += extra or []
    return ServedArticle(mid, article.group, tuple(headers), article.body)


def _hostile_heads(corpus: SpotCorpus) -> list[ServedArticle]:
    base = corpus.case("moderator_signed_key4_plain").article
    deep = b"<Spotnet><Posting>" + b"<a>" * 50_000 + b"x" + b"</a>" * 50_000 + b"</Posting></Spotnet>"
    return [
        _with_xml(base, "junk1@hostile.test", [bytes(range(256)) * 4]),
        _with_xml(base, "junk2@hostile.test", [deep[i:i + 900] for i in range(0, 40_000, 900)]),
        _with_xml(base, "junk3@hostile.test", [b"<a>"] * 2000),
        _with_xml(base, "junk4@hostile.test", [b"x" * 300_000]),
        _with_xml(base, "junk5@hostile.test", None, [("X-User-Key", b"<RSAKeyValue><Modulus>" + b"A" * 12000
                                                      + b"</Modulus><Exponent>AQAB</Exponent></RSAKeyValue>"),
                                                     ("X-User-Signature", b"\x00\x01garbage")]),
        _with_xml(base, "junk6@hostile.test", [b"<Spotnet><Posting><Title>T</Title><NZB>"
                                               + b"".join(b"<Segment>s%d@x</Segment>" % i for i in range(600))
                                               + b"</NZB></Posting></Spotnet>"]),
    ]


@pytest.fixture
def hostile_runner(spot_db, small_corpus, spot_corpus: SpotCorpus):
    garbage = [_raw(i, line) for i, line in enumerate(GARBAGE_LINES)] + _hostile_heads(spot_corpus)
    source = newsserver.SpotSource.from_corpus(spot_corpus, extra=garbage[:5], append=garbage[5:])
    with newsserver.serve(small_corpus[0], spots=source) as srv:
        yield Runner(spot_db, srv.url, spot_corpus.now), len(garbage)


def test_garbage_overview_lines_and_heads_are_counted_and_skipped(hostile_runner, spot_corpus) -> None:
    runner, garbage = hostile_runner
    index, fetch = runner.both()
    assert index.state is SpotPassState.DONE and fetch.state is SpotPassState.DONE
    assert index.articles == len(spot_corpus.numbered()["free.pt"]) + garbage
    counted = outcomes(runner.conn)
    assert ("error" not in counted), f"an article raised inside the parser: {counted}"
    # One fate per article read; on top of it, events: a spot without NZB segments is counted as such beside
    # its label, and a stored spot a command removes beside its acceptance.
    events = ("nzb_missing", "spot_deleted", "release_removed")
    assert sum(n for k, n in index.outcomes.items() if k not in events) == index.articles
    assert counted["overview_malformed"] == 2
    assert counted["xml_too_large"] >= 2 and counted["head_too_large"] == 1
    stored = spot_rows(runner.conn)
    assert not {m for m in stored if m.endswith("@hostile.test")} - {"junk2@hostile.test", "junk5@hostile.test",
                                                                    "junk6@hostile.test"}
    for mid in ("junk2@hostile.test", "junk6@hostile.test"):
        if mid in stored:
            assert stored[mid]["state"] == "failed" and stored[mid]["reason"] == "nzb_missing"
    imported = [r for r in stored.values() if r["state"] == "imported"]
    assert len(imported) == fetch.imported + fetch.joined > 15, "the valid spots around the garbage are imported"


def test_a_payload_past_the_byte_cap_stops_fetching_early(runner: Runner, spot_corpus, spot_server,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    runner.index()
    case = spot_corpus.case("nzb_multi_segment")
    runner.conn.execute("UPDATE usenet.spots SET state = 'failed' WHERE message_id <> %s", (case.article.message_id,))
    monkeypatch.setattr(spot_fetch, "MAX_PAYLOAD", 2000)  # the first ~2.5 KB segment passes it
    monkeypatch.setattr(spot_fetch, "BODY_WINDOW", 1)
    monkeypatch.setattr(spot_fetch, "PIPELINE_SEGMENTS", 1)  # its two segments: fetched alone, one at a time
    before = spot_server.faults.counters["cmd.BODY"]
    report = runner.fetch()
    fetched = spot_server.faults.counters["cmd.BODY"] - before
    row = spot_rows(runner.conn)[case.article.message_id]
    assert (row["state"], row["reason"]) == ("failed", "payload_too_large")
    assert fetched < len(row["nzb_segments"]), f"{fetched} bodies read for {len(row['nzb_segments'])} segments"
    assert report.outcomes["payload_too_large"] == 1


@pytest.mark.parametrize("breaker", ["parse", "release"])
def test_an_unexpected_error_on_one_spot_is_counted_and_the_pass_goes_on(
        runner: Runner, spot_corpus, monkeypatch: pytest.MonkeyPatch, breaker: str) -> None:
    victim = spot_corpus.case("moderator_signed_key4_plain").article.message_id.encode()
    module = spot_index if breaker == "parse" else spot_fetch
    real: Callable = spot_index.read_spot if breaker == "parse" else spot_fetch.spot_catalogue_release

    def flaky(*args, **kw):  # type: ignore[no-untyped-def]
        target = kw.get("message_id") if breaker == "parse" else args[0].message_id.encode()
        if target in (victim, b"<" + victim + b">"):
            raise RuntimeError("a bug the pass must survive")
        return real(*args, **kw)

    monkeypatch.setattr(module, "read_spot" if breaker == "parse" else "spot_catalogue_release", flaky)
    index, fetch = runner.both()
    assert index.state is SpotPassState.DONE and fetch.state is SpotPassState.DONE
    counted = outcomes(runner.conn)
    if breaker == "parse":
        assert counted["error"] == 1 and victim.decode() not in spot_rows(runner.conn)
    else:
        assert spot_rows(runner.conn)[victim.decode()]["reason"] == "error" and counted["error"] == 1
    assert fetch.imported >= 15


def test_a_spot_the_database_refuses_is_quarantined_and_its_batch_goes_on(runner: Runner, spot_corpus,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    from usenet_ops.store import spot_records

    victim = spot_corpus.case("moderator_signed_key4_plain").article.message_id
    real = spot_records._spot_params

    def refused(spot):  # type: ignore[no-untyped-def]
        params = real(spot)
        if params["message_id"] == victim:
            params["size"] = 2**70  # no bigint holds it: the database refuses the row, not the batch
        return params

    monkeypatch.setattr(spot_records, "_spot_params", refused)
    index, fetch = runner.both()
    assert index.state is SpotPassState.DONE and index.outcomes["store_refused"] == 1
    stored = spot_rows(runner.conn)
    assert victim not in stored and len(stored) >= 25
    assert fetch.imported >= 19


def test_a_release_the_database_refuses_fails_its_spot_only(runner: Runner, spot_corpus,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    victim = spot_corpus.case("moderator_signed_key4_plain").article.message_id
    real = spot_fetch.spot_catalogue_release

    def marked(spot, files, **kw):  # type: ignore[no-untyped-def]
        release = real(spot, files, **kw)
        return dataclasses.replace(release, title="refuse me") if spot.message_id == victim else release

    # A row the database itself refuses (a CHECK constraint), not one the store's bounds would clamp.
    monkeypatch.setattr(spot_fetch, "spot_catalogue_release", marked)
    runner.conn.execute("ALTER TABLE usenet.releases ADD CONSTRAINT test_refuse CHECK (title <> 'refuse me')")
    runner.index()
    fetch = runner.fetch()
    assert fetch.state is SpotPassState.DONE and fetch.outcomes["store_refused"] == 1
    assert spot_rows(runner.conn)[victim]["reason"] == "store_refused"
    assert fetch.imported == 19
