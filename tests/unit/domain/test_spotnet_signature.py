"""Spotnet keys, escaped base64, RSA/SHA-1 verification and the trust decision (reference section 3)."""

from __future__ import annotations

import base64
import binascii
import hashlib
import struct
from pathlib import Path

import pytest
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.asymmetric import padding, rsa
from hypothesis import given
from hypothesis import strategies as st

from usenet_ops.corpus.spots import SigningKey, make_key
from usenet_ops.domain.spotnet.signature import (
    KeyRing,
    PublicKey,
    decode_escaped_base64,
    escape_base64,
    hashcash_ok,
    key_from_modulus,
    parse_keyring_tsv,
    parse_rsa_key_value,
    spotter_id,
    unescape_base64,
    verify,
)
from usenet_ops.domain.spotnet.spots import (
    Reason,
    SpotHeader,
    Trust,
    parse_spot_header,
    verify_spot_header,
)

ROOT = Path(__file__).resolve().parents[3]
SHIPPED = ROOT / "include" / "seed" / "spotnet_moderators.tsv"
NOW = 1_750_000_000
REFERENCE_MODULI = {
    2: "ys8WSlqonQMWT8ubG0tAA2Q07P36E+CJmb875wSR1XH7IFhEi0CCwlUzNqBFhC+P",
    3: "uiyChPV23eguLAJNttC/o0nAsxXgdjtvUvidV2JL+hjNzc4Tc/PPo2JdYvsqUsat",
    4: "1k6RNDVD6yBYWR6kHmwzmSud7JkNV4SMigBrs+jFgOK5Ldzwl17mKXJhl+su/GR9",
}


# --- escaped base64 ------------------------------------------------------------------


def test_escapes_are_two_characters_not_the_url_safe_alphabet() -> None:
    raw = bytes([0xFB, 0xFF, 0xBF])  # standard base64 "+/+/"
    assert base64.b64encode(raw) == b"+/+/"
    assert escape_base64(raw) == "-p-s-p-s"
    assert decode_escaped_base64("-p-s-p-s") == raw
    # Reading "-" as URL-safe shifts every later byte: the failure the seed's spike hit.
    assert base64.urlsafe_b64decode("-p-s-p-s") != raw


def test_unescaping_happens_before_padding() -> None:
    raw = b"\xff\xff"  # base64 "//8=", escaped "-s-s8" (5 characters)
    assert escape_base64(raw) == "-s-s8"
    assert unescape_base64("-s-s8") == "//8="
    assert decode_escaped_base64("-s-s8") == raw
    # Spotweb pads first: "-s-s8===" -> "//8===", which a strict decoder refuses.
    with pytest.raises(binascii.Error):
        binascii.a2b_base64(b"//8===", strict_mode=True)


def test_plain_base64_passes_through_the_same_decoder() -> None:
    assert decode_escaped_base64(REFERENCE_MODULI[3]) == base64.b64decode(REFERENCE_MODULI[3])


@pytest.mark.parametrize("text", ["", "=", "a", "abcde", "ab$d", "-x", "a" * 5000])
def test_non_base64_decodes_to_none(text: str) -> None:
    assert decode_escaped_base64(text) is None


@given(st.binary(min_size=1, max_size=600))
def test_escaped_base64_round_trips(raw: bytes) -> None:
    assert decode_escaped_base64(escape_base64(raw)) == raw


# --- keys ------------------------------------------------------------------------------


def test_shipped_key_table_holds_the_reference_moduli_as_384_bit_keys() -> None:
    ring = parse_keyring_tsv(SHIPPED.read_text())
    assert list(ring) == [2, 3, 4]
    assert dict(ring.roles) == {2: "moderator", 3: "signing-service", 4: "signing-service"}
    for key_id, modulus in REFERENCE_MODULI.items():
        key = ring.get(key_id)
        assert key is not None
        assert key.modulus_bytes == base64.b64decode(modulus)
        assert key.exponent == 65537
        assert key.bits == 384 and key.weak
        # Every built-in modulus starts with a byte >= 0x80: hand-made DER without
        # the sign byte (Spotweb) would read it as negative (section 3, step 2).
        assert key.modulus_bytes[0] >= 0x80
    assert ring.get(1) is None and ring.get(7) is None


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("x\tmoderator\tAAAA\tAQAB", "not a number"),
        ("2\tmoderator\t$$$\tAQAB", "not base64"),
        ("2\tmoderator\tAAAA\tAQAB", "outside"),
        ("2\tmoderator", "separated by tabs"),
    ],
)
def test_a_broken_shipped_table_fails_loudly_naming_the_line(line: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        parse_keyring_tsv("# comment\n" + line)


def test_a_key_id_listed_twice_is_refused() -> None:
    row = f"3\tsigning-service\t{REFERENCE_MODULI[3]}\tAQAB"
    with pytest.raises(ValueError, match="twice"):
        parse_keyring_tsv(row + "\n" + row)


def test_dotnet_rsa_key_value_parses_with_plain_base64() -> None:
    key = parse_rsa_key_value(f"<RSAKeyValue><Modulus>{REFERENCE_MODULI[2]}</Modulus><Exponent>AQAB</Exponent></RSAKeyValue>")
    assert key is not None and key.modulus_bytes == base64.b64decode(REFERENCE_MODULI[2])


def test_bare_escaped_modulus_is_accepted_as_a_user_key_like_spotlib() -> None:
    key = make_key("bare")
    parsed = parse_rsa_key_value(escape_base64(key.public.modulus_bytes))
    assert parsed == key.public


@pytest.mark.parametrize(
    "text",
    [
        "<RSAKeyValue><Modulus>!!!</Modulus></RSAKeyValue>",
        "<RSAKeyValue><Exponent>AQAB</Exponent></RSAKeyValue>",
        "<RSAKeyValue><Modulus>AAAA</Modulus><Exponent>AQAB</Exponent></RSAKeyValue>",
        f"<RSAKeyValue><Modulus>{REFERENCE_MODULI[2]}</Modulus><Exponent>AAAAAAAAAAAAAA</Exponent></RSAKeyValue>",
        f"<RSAKeyValue><Modulus>{base64.b64encode(bytes(600)).decode()}</Modulus></RSAKeyValue>",
        "<!DOCTYPE x [<!ENTITY e 'x'>]><RSAKeyValue><Modulus>&e;</Modulus></RSAKeyValue>",
    ],
)
def test_unusable_user_keys_are_none(text: str) -> None:
    assert parse_rsa_key_value(text) is None


def test_keys_outside_the_size_bounds_or_even_are_refused() -> None:
    assert key_from_modulus(escape_base64((2**1023 + 1).to_bytes(128, "big"))) is not None
    assert key_from_modulus(escape_base64((2**200 + 1).to_bytes(26, "big"))) is None
    assert key_from_modulus(escape_base64((2**5000 + 1).to_bytes(626, "big"))) is None
    assert key_from_modulus(escape_base64((2**1023).to_bytes(128, "big"))) is None


# --- verification --------------------------------------------------------------------


def _crypto_private(key: SigningKey) -> rsa.RSAPrivateKey:
    # Recover p and q from (n, e, d) to hand cryptography a private key.
    p, q = rsa.rsa_recover_prime_factors(key.n, key.e, key.d)
    numbers = rsa.RSAPrivateNumbers(
        p,
        q,
        key.d,
        rsa.rsa_crt_dmp1(key.d, p),
        rsa.rsa_crt_dmq1(key.d, q),
        rsa.rsa_crt_iqmp(p, q),
        rsa.RSAPublicNumbers(key.e, key.n),
    )
    return numbers.private_key(unsafe_skip_rsa_key_validation=True)


def test_test_keys_sign_exactly_as_cryptography_does() -> None:
    key = make_key("cross-check")
    message = b"<abc@spot.net>"
    theirs = _crypto_private(key).sign(message, padding.PKCS1v15(), hashes.SHA1())
    assert key.sign(message) == theirs  # PKCS#1 v1.5 is deterministic
    assert verify(key.public, theirs, message)


def test_a_384_bit_signature_verifies_and_fails_on_other_bytes() -> None:
    key = make_key("verify")
    sig = key.sign(b"<m@spot.net>")
    assert len(sig) == 48
    assert verify(key.public, sig, b"<m@spot.net>")
    assert not verify(key.public, sig, b"m@spot.net")
    assert not verify(make_key("someone else").public, sig, b"<m@spot.net>")


def test_signatures_of_the_wrong_length_do_not_verify_and_short_ones_are_left_padded() -> None:
    key = make_key("lengths")
    message = next(m for m in (f"<{i}@x>".encode() for i in range(5000)) if key.sign(m)[0] == 0)
    sig = key.sign(message)
    assert verify(key.public, sig[1:], message)  # the same integer without its leading zero byte
    assert not verify(key.public, sig + b"\x00", message)
    assert not verify(key.public, b"", message)


def test_hashcash_is_sha1_of_the_bracketed_id_starting_with_sixteen_zero_bits() -> None:
    mid = next(f"{n}@spot.net" for n in range(10**6) if hashlib.sha1(f"<{n}@spot.net>".encode()).digest()[:2] == b"\0\0")
    assert hashcash_ok(mid) and hashcash_ok(f"<{mid}>")
    assert not hashcash_ok("nope@spot.net")
    assert not hashcash_ok("\u20ac@spot.net")  # outside Latin-1: no Spotnet client made it


def test_spotter_id_is_crc32_of_the_modulus_little_endian_in_base64_without_padding_characters() -> None:
    key = PublicKey(int.from_bytes(base64.b64decode(REFERENCE_MODULI[2]), "big"))
    crc = binascii.crc32(base64.b64decode(REFERENCE_MODULI[2]))
    expected = base64.b64encode(struct.pack("<I", crc)).decode().replace("/", "").replace("+", "").replace("=", "")
    assert spotter_id(key) == expected
    assert len(spotter_id(key)) <= 6


# --- the trust decision ---------------------------------------------------------------


MODERATOR = make_key("unit:moderator")
SERVICE = make_key("unit:service")
RING = KeyRing({2: MODERATOR.public, 3: SERVICE.public})
POSTER = make_key("unit:poster")


def _hashcash_id() -> str:
    return next(f"u{n}@spot.net" for n in range(10**7) if hashlib.sha1(f"<u{n}@spot.net>".encode()).digest()[:2] == b"\0\0")


HASHCASH_ID = _hashcash_id()


def header(
    *,
    key_id: int,
    signer: SigningKey | None,
    title: str = "A Title",
    signed_title: str | None = None,
    local: str = "shortrandom",
    mid: str = HASHCASH_ID,
    posted: int = 1_700_000_000,
    nick: str = "nick",
) -> SpotHeader:
    domain = f"1{key_id}a09z00.1000.20.{posted}.1.NL"
    sig = escape_base64(signer.sign((signed_title or title).encode() + domain.encode() + nick.encode())) if signer else "x"
    result = parse_spot_header(f"{title} | TAG".encode(), f"{nick} <{local}@{domain}.{sig}>".encode(), mid, now=NOW)
    assert isinstance(result, SpotHeader), result
    return result


def poster_local(key: SigningKey, mid: str = HASHCASH_ID, *, with_signature: bool = True, over: str | None = None) -> str:
    local = escape_base64(key.public.modulus_bytes)
    if with_signature:
        local += "." + escape_base64(key.sign((over or f"<{mid}>").encode()))
    return local


def test_builtin_key_signature_makes_a_moderator_spot() -> None:
    v = verify_spot_header(header(key_id=3, signer=SERVICE), RING)
    assert v.trust is Trust.MODERATOR and v.accepted
    assert v.signer_bits == 384 and v.weak_key
    assert v.spotter_id is None


def test_builtin_key_spot_with_a_user_signature_gets_a_spotter_id() -> None:
    v = verify_spot_header(header(key_id=3, signer=SERVICE, local=poster_local(POSTER)), RING)
    assert v.trust is Trust.MODERATOR
    assert v.spotter_id == spotter_id(POSTER.public)


def test_a_valid_signature_over_other_bytes_is_invalid() -> None:
    v = verify_spot_header(header(key_id=3, signer=SERVICE, signed_title="Another Title"), RING)
    assert (v.trust, v.reason) == (Trust.INVALID, Reason.BAD_HEADER_SIGNATURE)


def test_a_signature_by_another_builtin_key_is_invalid() -> None:
    v = verify_spot_header(header(key_id=3, signer=MODERATOR), RING)
    assert v.reason is Reason.BAD_HEADER_SIGNATURE


def test_key_ids_without_a_key_are_invalid() -> None:
    assert verify_spot_header(header(key_id=4, signer=SERVICE), RING).reason is Reason.UNKNOWN_KEY
    assert verify_spot_header(header(key_id=9, signer=SERVICE), RING).reason is Reason.UNKNOWN_KEY


def test_a_failing_user_signature_on_a_moderator_spot_is_invalid() -> None:
    local = poster_local(POSTER, over="<other@spot.net>")
    assert verify_spot_header(header(key_id=3, signer=SERVICE, local=local), RING).reason is Reason.BAD_USER_SIGNATURE


def test_self_signed_needs_the_hashcash() -> None:
    h = header(key_id=7, signer=POSTER, local=poster_local(POSTER, "plain@spot.net"), mid="plain@spot.net")
    assert verify_spot_header(h, RING).reason is Reason.NO_HASHCASH


def test_self_signed_by_user_signature_over_the_message_id() -> None:
    v = verify_spot_header(header(key_id=7, signer=None, local=poster_local(POSTER)), RING)
    assert v.trust is Trust.SELF_SIGNED
    assert v.spotter_id == spotter_id(POSTER.public)


def test_self_signed_user_signature_over_another_id_is_invalid() -> None:
    v = verify_spot_header(header(key_id=7, signer=POSTER, local=poster_local(POSTER, over="<x@spot.net>")), RING)
    assert v.reason is Reason.BAD_USER_SIGNATURE


def test_self_signed_by_header_signature_with_the_posters_key() -> None:
    v = verify_spot_header(header(key_id=7, signer=POSTER, local=poster_local(POSTER, with_signature=False)), RING)
    assert v.trust is Trust.SELF_SIGNED


def test_spotwebs_poster_signs_title_and_tag_and_that_is_accepted_for_key_7() -> None:
    h = header(key_id=7, signer=POSTER, local=poster_local(POSTER, with_signature=False), signed_title="A Title | TAG")
    assert verify_spot_header(h, RING).trust is Trust.SELF_SIGNED


def test_key_7_whose_header_check_fails_is_unsigned_not_invalid_as_in_spotweb() -> None:
    h = header(key_id=7, signer=SERVICE, local=poster_local(POSTER, with_signature=False))
    v = verify_spot_header(h, RING)
    assert (v.trust, v.spotter_id) == (Trust.UNSIGNED, None)


def test_key_7_without_key_material_rests_on_the_hashcash_alone() -> None:
    assert verify_spot_header(header(key_id=7, signer=None), RING).trust is Trust.UNSIGNED


def test_key_7_with_unusable_key_material_is_invalid() -> None:
    assert verify_spot_header(header(key_id=7, signer=None, local="A" * 60), RING).reason is Reason.BAD_USER_KEY


def test_ftd_spots_are_unsigned_until_2011_and_invalid_after() -> None:
    assert verify_spot_header(header(key_id=1, signer=None, posted=1_262_304_000), RING).trust is Trust.UNSIGNED
    assert verify_spot_header(header(key_id=1, signer=None, posted=1_293_870_081), RING).reason is Reason.UNSIGNED_TOO_NEW


def test_a_missing_header_signature_is_invalid() -> None:
    h = parse_spot_header(b"T | X", b"n <abc@13a09.1.20.1700000000.1.NL.>", "<a@b>", now=NOW)
    assert isinstance(h, SpotHeader)
    assert verify_spot_header(h, RING).reason is Reason.NO_HEADER_SIGNATURE


def test_moderator_command_is_checked_with_key_2() -> None:
    assert verify_spot_header(header(key_id=2, signer=MODERATOR, title="delete abc@spot.net"), RING).trust is Trust.MODERATOR
    assert (
        verify_spot_header(header(key_id=2, signer=SERVICE, title="delete abc@spot.net"), RING).reason
        is Reason.BAD_HEADER_SIGNATURE
    )


def test_personal_dispose_is_checked_with_the_posters_key_and_hashcash_never_the_moderator_key() -> None:
    h = header(key_id=2, signer=POSTER, title="dispose abc@spot.net", local=poster_local(POSTER, with_signature=False))
    v = verify_spot_header(h, RING)
    assert v.trust is Trust.SELF_SIGNED and v.spotter_id == spotter_id(POSTER.public)
    forged = header(key_id=2, signer=MODERATOR, title="dispose abc@spot.net", local=poster_local(POSTER, with_signature=False))
    assert verify_spot_header(forged, RING).reason is Reason.BAD_HEADER_SIGNATURE
    no_cash = header(
        key_id=2,
        signer=POSTER,
        title="dispose abc@spot.net",
        mid="plain@spot.net",
        local=poster_local(POSTER, "plain@spot.net", with_signature=False),
    )
    assert verify_spot_header(no_cash, RING).reason is Reason.NO_HASHCASH


def test_a_1024_bit_self_signed_key_is_not_weak() -> None:
    big = make_key("unit:1024", 1024)
    v = verify_spot_header(header(key_id=7, signer=None, local=poster_local(big)), RING)
    assert v.trust is Trust.SELF_SIGNED and v.signer_bits == 1024 and not v.weak_key
