"""The key ring in the database: seeded from the shipped TSV, overridden by the operator, never silently reverted."""

from __future__ import annotations

from pathlib import Path

import pytest
from spot_helpers import Runner

from usenet_ops.corpus.spots import SpotCorpus, make_key
from usenet_ops.domain.spotnet.signature import escape_base64, parse_keyring_tsv
from usenet_ops.passes import compose
from usenet_ops.store import spot_records

ROOT = Path(__file__).resolve().parents[3]
SHIPPED = parse_keyring_tsv((ROOT / "include" / "seed" / "spotnet_moderators.tsv").read_text())


def test_a_fresh_install_verifies_with_the_shipped_keys(db) -> None:
    assert not spot_records.has_keys(db)
    ring = compose.load_keyring(db)
    assert set(ring) == {2, 3, 4}
    assert all(ring.keys[k] == SHIPPED.keys[k] for k in ring) and ring.roles[2] == "moderator"
    assert {r.source for r in spot_records.key_rows(db)} == {"shipped"}
    assert all(k.bits == 384 for k in ring.keys.values()), "Spotnet's built-in keys are 384-bit"
    assert spot_records.seed_keys(db) == 0, "a reseed of an unchanged table changes nothing"


def test_an_operator_key_replaces_the_shipped_one_and_survives_a_reseed(db, tmp_path: Path) -> None:
    spot_records.seed_keys(db)
    rotated = make_key("rotated-moderator", 1024)
    row = spot_records.set_key(db, 2, escape_base64(rotated.public.modulus_bytes), role="moderator", note="rotated")
    assert (row.source, row.public_key().bits) == ("operator", 1024)
    edited = tmp_path / "keys.tsv"
    edited.write_text((ROOT / "include" / "seed" / "spotnet_moderators.tsv").read_text()
                      .replace("spots signed by the Spotnet signing service", "signing service (note edited)"))
    assert spot_records.seed_keys(db, edited) == 3 - 1, "the shipped rows refresh, the operator's stays"
    assert compose.load_keyring(db).keys[2] == rotated.public
    assert spot_records.reset_key(db, 2) is True
    assert compose.load_keyring(db).keys[2] == SHIPPED.keys[2]
    assert spot_records.reset_key(db, 2) is False


@pytest.mark.parametrize(("key_id", "modulus", "match"), [
    (1, "AQAB", "no key by design"),
    (7, "AQAB", "no key by design"),
    (12, "AQAB", "outside 0..9"),
    (2, "not base64!", "not base64"),
    (2, escape_base64(b"\x01" * 8), "outside 256..4096"),
    (2, escape_base64(b"\xff" * 47 + b"\xfe"), "not an RSA public key"),
])
def test_an_unusable_operator_key_is_refused_naming_why(db, key_id: int, modulus: str, match: str) -> None:
    with pytest.raises(spot_records.SpotKeyError, match=match):
        spot_records.set_key(db, key_id, modulus, role="moderator")
    assert spot_records.key_rows(db) == []


def test_with_the_shipped_ring_the_test_spots_are_forgeries_and_nothing_is_imported(db, spot_server,
                                                                                    spot_corpus: SpotCorpus) -> None:
    report = Runner(db, spot_server.url, spot_corpus.now).index()
    counted = dict(report.outcomes)
    assert counted["header_signature_invalid"] >= 20, "key 2/3/4 test signatures do not verify with the real keys"
    trusted = {k for k in counted if k.startswith("accepted_")}
    assert trusted <= {"accepted_self-signed", "accepted_unsigned"}, "only spots that need no built-in key remain"
