"""Issue 31 through the real passes: an NZB payload carrying an injected message-id, and a re-titled self-signed spot.

The spots are served by the test news server over a socket, indexed and
fetched by the passes, and what the catalogue stores (and would serve) is
read back from Postgres.
"""

from __future__ import annotations

import dataclasses

from spot_helpers import Runner, install_keys, outcomes, spot_rows

from usenet_ops import newsserver
from usenet_ops.corpus.spots import NOW, ServedArticle, _build_spot, _Builder, _SpotSpec, make_key, spot_for_nzb
from usenet_ops.domain import nzb
from usenet_ops.domain.nzb import NzbFile, NzbSegment
from usenet_ops.domain.spotnet.payload import encode_payload
from usenet_ops.store import settings as settings_store
from usenet_ops.store import spot_records


def _serve(small_corpus, spots: list[ServedArticle], payloads: list[ServedArticle]) -> newsserver.ServerHandle:  # type: ignore[no-untyped-def]
    return newsserver.serve(small_corpus[0], spots=newsserver.SpotSource({"free.pt": spots, "alt.binaries.ftd": payloads}))


def test_an_injected_segment_id_is_counted_skipped_and_never_stored(db, small_corpus, spot_corpus) -> None:  # type: ignore[no-untyped-def]
    spot_records.seed_keys(db)
    install_keys(db, spot_corpus)
    settings_store.set_value(db, "spot_batch_size", 10)
    segments = (NzbSegment(1, 700_000, "good1@poster.example"), NzbSegment(2, 700_000, "slot@placeholder"),
                NzbSegment(3, 10_000, "good3@poster.example"))
    files = [NzbFile('Injected [1/1] - "injected.rar" yEnc (1/3)', "P <p@example.com>", NOW - 86_400,
                     ("alt.binaries.test",), segments)]
    case = spot_for_nzb(files, title="Injected.Release.2024.1080p-GRP", name="injected")
    # Our NZB writer would not write the id, so the spotter's payload is written by hand: CR LF as references.
    xml = nzb.render_nzb(files, title="x").replace(b"slot@placeholder", b"x@y&gt;&#13;&#10;QUIT")
    (article,) = case.payload
    payload = dataclasses.replace(article, body=tuple(encode_payload(xml)[0]))
    with _serve(small_corpus, [case.article], [payload]) as srv:
        runner = Runner(db, srv.url, spot_corpus.now)
        runner.index()
        fetch = runner.fetch()
    row = spot_rows(db)[case.article.message_id]
    assert row["state"] == "imported", row
    assert fetch.outcomes["nzb_segment_id_invalid"] == 1
    assert outcomes(db)["nzb_segment_id_invalid"] == 1
    stored = db.execute("SELECT nzb, completion FROM usenet.releases WHERE origin = 'spotnet'").fetchall()
    assert len(stored) == 1
    ids = [s.message_id for f in nzb.decode_compact(stored[0]["nzb"]) for s in f.segments]
    assert ids == ["good1@poster.example", "good3@poster.example"]
    rendered = nzb.render_compact(stored[0]["nzb"], title="t", category="5040")
    assert b"QUIT" not in rendered and not any(c < 0x20 and c not in (9, 10, 13) for c in rendered)
    assert float(stored[0]["completion"]) < 100.0


def test_a_self_signed_spot_retitled_after_signing_is_counted_title_unbound(db, small_corpus, spot_corpus) -> None:  # type: ignore[no-untyped-def]
    spot_records.seed_keys(db)
    install_keys(db, spot_corpus)
    b = _Builder(5, NOW)
    poster = make_key("injected:poster", 1024)
    spec = _SpotSpec(key_id=7, user_key=poster, local_modulus=True, local_user_sig=True, title="Honest.Title.2024",
                     subcats="a09z00", xml_subs=("a09", "z00"), image_segment="img@spot.net")
    honest = _build_spot(b, dataclasses.replace(spec), ["n1@spot.net"])
    signed = _build_spot(b, dataclasses.replace(spec), ["n2@spot.net"])
    # Subject and X-XML edited after signing; the hashcash id and the user signature over it stay valid.
    forged = ServedArticle(signed.message_id, signed.group,
                           tuple((k, v.replace(b"Honest.Title.2024", b"Forged.Title.2024"))
                                 if k in ("Subject", "X-XML") else (k, v) for k, v in signed.headers), signed.body)
    assert forged.header("Subject") != signed.header("Subject")
    with _serve(small_corpus, [honest, forged], []) as srv:
        report = Runner(db, srv.url, spot_corpus.now).index()
    stored = spot_rows(db)
    assert honest.message_id in stored and stored[honest.message_id]["title"] == "Honest.Title.2024"
    assert forged.message_id not in stored
    assert report.outcomes["title_unbound"] == 1
    assert outcomes(db)["title_unbound"] == 1
