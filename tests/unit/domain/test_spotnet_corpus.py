"""The generated spot corpus round-trips through the spot layer to exactly its manifest.

Each case is read as the import will read it: XOVER fields, then HEAD, then
BODY of every NZB segment (a withheld segment is a 430, as on a real server).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from usenet_ops.corpus.spots import NOW, SpotCase, SpotCorpus, generate_spots
from usenet_ops.domain.spotnet.payload import NzbPayload, PayloadRejected, decode_image_payload, decode_nzb_payload
from usenet_ops.domain.spotnet.signature import parse_keyring_tsv
from usenet_ops.domain.spotnet.spots import (
    Issuer,
    ModerationCommand,
    Reason,
    Rejected,
    Spot,
    SpotRelease,
    command_applies,
    parse_spot_head,
    parse_spot_header,
    read_spot,
    verify_spot_header,
)

ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture(scope="module")
def corpus() -> SpotCorpus:
    return generate_spots(1)


def _cases() -> Iterator[Any]:
    for case in generate_spots(1).cases:
        yield pytest.param(case.name, id=case.name)


def read(corpus: SpotCorpus, case: SpotCase, *, with_head: bool = True) -> Spot | ModerationCommand | Rejected:
    ov = case.article.overview()
    return read_spot(
        subject=ov["subject"], from_=ov["from"], message_id=ov["message_id"], date=ov["date"],
        head=case.article.head_lines() if with_head else None, keyring=corpus.keyring, now=corpus.now,
    )


def fetch(corpus: SpotCorpus, ids: tuple[str, ...]) -> list[tuple[bytes, ...]] | None:
    served = {a.message_id: a for a in corpus.articles()}
    bodies = [served[m].body for m in ids if m in served]
    return bodies if len(bodies) == len(ids) else None


@pytest.mark.parametrize("name", list(_cases()))
def test_case_matches_its_manifest(corpus: SpotCorpus, name: str) -> None:
    case = corpus.case(name)
    expect = case.expect
    result = read(corpus, case)
    if expect["outcome"] == "rejected":
        assert isinstance(result, Rejected), result
        assert result.reason.value == expect["reason"]
        if expect.get("stage") == "header":
            # Rejected from XOVER alone: the HEAD is never needed.
            assert isinstance(read(corpus, case, with_head=False), Rejected)
        return
    if expect["kind"] == "command":
        assert isinstance(result, ModerationCommand), result
        assert (result.verb, result.issuer.value, result.target) == (expect["verb"], expect["issuer"], expect["target"])
        target = corpus.case(next(c.name for c in corpus.cases if c.article.message_id == result.target))
        spot = read(corpus, target)
        assert isinstance(spot, Spot)
        applies = command_applies(result, target_spotter_id=spot.verdict.spotter_id, target_stamp=spot.header.posted_at)
        assert applies is expect["applies"]
        return
    assert isinstance(result, Spot), result
    assert result.verdict.trust.value == expect["trust"]
    assert result.category_id == expect["category"]
    assert result.title == expect["title"]
    if "spotter_id" in expect:
        assert (result.verdict.spotter_id is not None) is expect["spotter_id"]
    if "xml_signature" in expect:
        assert result.verdict.xml_signature.value == expect["xml_signature"]
    if "weak_key" in expect:
        assert result.verdict.weak_key is expect["weak_key"]
    assert result.posting is not None
    for repair in expect.get("repairs", ()):
        assert repair in result.posting.repairs
    if expect.get("image"):
        assert result.posting.image is not None and result.posting.image.segments
    release = result.release()
    if expect["nzb"] == "nzb_missing":
        assert isinstance(release, Rejected) and release.reason is Reason.NO_NZB
        return
    assert isinstance(release, SpotRelease)
    assert (release.trust, release.category, release.title) == (expect["trust"], expect["category"], expect["title"])
    if case.withheld:
        assert fetch(corpus, release.nzb_segments) is None  # the server answers 430 for the withheld one
        present = [a.body for a in case.payload if a.message_id in release.nzb_segments]
        payload = decode_nzb_payload(present)
    else:
        bodies = fetch(corpus, release.nzb_segments)
        assert bodies is not None
        payload = decode_nzb_payload(bodies)
    if expect["nzb"] == "ok":
        assert isinstance(payload, NzbPayload), payload
        assert len(payload.files) == expect["nzb_files"]
        assert len(release.nzb_segments) == expect["nzb_segments"]
        if "container" in expect:
            assert payload.container == expect["container"]
        if "nzb_title" in expect:
            assert expect["nzb_title"] in payload.files[0].subject
    else:
        assert isinstance(payload, PayloadRejected) and payload.reason.value == expect["nzb"]
    if release.image_segments:
        image = fetch(corpus, release.image_segments)
        assert image is not None and isinstance(decode_image_payload(image), bytes)


def test_every_trust_label_and_moderation_outcome_is_covered(corpus: SpotCorpus) -> None:
    expects = [c.expect for c in corpus.cases]
    assert {e["trust"] for e in expects if e.get("trust")} == {"moderator", "self-signed", "unsigned"}
    assert {e["reason"] for e in expects if e["outcome"] == "rejected"} >= {
        "header_signature_invalid", "user_signature_invalid", "hashcash_missing", "user_key_mismatch",
        "unknown_key_id", "unsigned_after_2011", "xml_doctype", "xml_too_large", "xml_malformed",
    }
    assert {(e.get("issuer"), e.get("applies")) for e in expects if e["kind"] == "command" and e["outcome"] == "accepted"} == {
        ("moderator", True), ("poster", True), ("poster", False),
    }
    assert {e["nzb"] for e in expects if "nzb" in e} >= {
        "ok", "payload_truncated", "payload_inflates_past_cap", "payload_not_nzb", "payload_not_deflate", "nzb_missing",
    }


def test_generation_is_deterministic_byte_for_byte() -> None:
    again = generate_spots.__wrapped__(1)  # bypass the cache
    first = generate_spots(1)
    assert [a.to_bytes() for a in again.articles()] == [a.to_bytes() for a in first.articles()]
    assert again.manifest() == first.manifest()


def test_another_seed_gives_other_keys_and_ids() -> None:
    one, two = generate_spots(1), generate_spots(2)
    assert one.keyring.keys[3] != two.keyring.keys[3]
    assert not {a.message_id for a in one.articles()} & {a.message_id for a in two.articles()}


def test_the_manifest_is_json_and_names_every_article(corpus: SpotCorpus) -> None:
    manifest = json.loads(json.dumps(corpus.manifest()))
    assert manifest["now"] == NOW
    assert len(manifest["cases"]) == len(corpus.cases)
    assert {c["message_id"] for c in manifest["cases"]} == {c.article.message_id for c in corpus.cases}
    assert set(manifest["keys"]) == {"2", "3", "4"}


def test_served_articles_are_well_formed_news_articles(corpus: SpotCorpus) -> None:
    for art in corpus.articles():
        raw = art.to_bytes()
        head, sep, _ = raw.partition(b"\r\n\r\n")
        assert sep
        assert f"<{art.message_id}>".encode() in head
        assert all(b"\r" not in line and b"\n" not in line for line in art.body)
        assert art.group in ("free.pt", "alt.binaries.ftd")


def test_a_spot_reads_the_same_from_the_whole_article_bytes(corpus: SpotCorpus) -> None:
    case = corpus.case("moderator_signed")
    head = case.article.to_bytes().partition(b"\r\n\r\n")[0]
    article = parse_spot_head(head)
    assert not isinstance(article, Rejected)
    assert article.xml == b"".join(v for k, v in case.article.headers if k == "X-XML")


def test_the_shipped_keyring_does_not_trust_test_signatures(corpus: SpotCorpus) -> None:
    shipped = parse_keyring_tsv((ROOT / "include" / "seed" / "spotnet_moderators.tsv").read_text())
    case = corpus.case("moderator_signed")
    ov = case.article.overview()
    header = parse_spot_header(ov["subject"], ov["from"], ov["message_id"], now=NOW)
    assert not isinstance(header, Rejected)
    assert verify_spot_header(header, shipped).reason is Reason.BAD_HEADER_SIGNATURE


def test_a_deleted_spot_is_named_by_a_verified_moderator_command(corpus: SpotCorpus) -> None:
    command = read(corpus, corpus.case("moderator_delete_command"))
    assert isinstance(command, ModerationCommand) and command.issuer is Issuer.MODERATOR
    assert command.target == corpus.case("deleted_by_moderator").article.message_id


def test_articles_are_numbered_per_group_and_have_overview_lines(corpus: SpotCorpus) -> None:
    numbered = corpus.numbered()
    spots = numbered["free.pt"]
    assert [n for n, _ in spots] == list(range(1, len(spots) + 1))
    withheld = {m for c in corpus.cases for m in c.withheld}
    assert withheld and not withheld & {a.message_id for _, a in numbered["alt.binaries.ftd"]}
    number, art = spots[0]
    fields = art.overview_line(number).split(b"\t")
    assert fields[0] == b"1" and fields[4] == f"<{art.message_id}>".encode()
    assert fields[2] == art.header("From")


def test_the_corpus_writes_articles_and_its_manifest(corpus: SpotCorpus, tmp_path: Path) -> None:
    path = corpus.write(tmp_path)
    assert json.loads(path.read_text()) == json.loads(json.dumps(corpus.manifest()))
    first = (tmp_path / "articles" / "free.pt" / "1").read_bytes()
    assert first == corpus.numbered()["free.pt"][0][1].to_bytes()
