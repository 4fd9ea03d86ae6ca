"""Spot From/Subject parsing (reference spotnet.md sections 1 and 7), including its own sample values."""

from __future__ import annotations

import hashlib

import pytest

from usenet_ops.domain.spotnet.categories import SubCategory
from usenet_ops.domain.spotnet.spots import (
    SPOTNET_EPOCH,
    Reason,
    Rejected,
    SpotHeader,
    parse_spot_header,
)

NOW = 1_750_000_000

# Spottarr's test data (tests/Spottarr.Tests/SpotnetHeaderParserTests.cs), quoted by the reference.
SOLEM = (
    b"solem <pizlw58KFSC94SUdwAIMBzRNxmCZrhEnZb4ihCLAX9p6ViN9s2vf-pwFFZqPKwzFF."
    b"dpeyw-ssEYgAUebInWNwvjKu6irDwuJCTpgDL7Y1k6lBQj1j4YE-sl99LqQ-sjg7fUf"
    b"@17a09b04d11b11c00c11z01.3366259428.20.1727723059.1.NL."
    b"OmepU20o1i7VxNRhQkAxC1MU8UH4fuOy-pmcHCSgOyCv71Qi-pKuuyPFADcZSY2JqI>"
)
KRID = (
    b"Krid <7oGXyqZiTFIad-sLhInYOEcYylEmweUvnYF8CapS5S5hH12pdjwdLpd05fweJAHP5."
    b"U8c7LC-sA-sq2-sw0yjuY-s-sDj1bncqGmFVlaQy3UtQyw65WkWdMEf8i3g7ImuVTS1-pc"
    b"@12a01.999.10.1727721178.1.NL.rV-sGFAvYDLhOVSllN173n2ZbEbq0rkSm9ku9j5CDmSQwKVj0kP-ph8CzB4L2PcEfr>"
)
BEAWARE = (
    b"BeAware <ys2GY-pPgAmyOVPpnUAG5wVj0AK6o0-saMWIsfCmLX4FCg834PdODIE9OhNSwQQ3XR."
    b"qoJvSsrXXhL65SUp8zhvdH-pzqhuzVFUpP1FgDqQhIsGJDN01j7yGNsJeOuLslCTL@spot.net>"
)


def parse(from_: bytes, subject: bytes = b"Test subject", mid: str = "<message123@spot.net>", **kw: object) -> SpotHeader:
    result = parse_spot_header(subject, from_, mid, now=NOW, **kw)  # type: ignore[arg-type]
    assert isinstance(result, SpotHeader), result
    return result


def rejected(from_: bytes, subject: bytes = b"Test subject", mid: str | bytes = "<m@spot.net>", **kw: object) -> Reason:
    result = parse_spot_header(subject, from_, mid, now=NOW, **kw)  # type: ignore[arg-type]
    assert isinstance(result, Rejected), result
    return result.reason


def test_reference_sample_from_header_parses_into_every_field() -> None:
    h = parse(SOLEM)
    assert h.poster == "solem"
    assert h.user_modulus == "pizlw58KFSC94SUdwAIMBzRNxmCZrhEnZb4ihCLAX9p6ViN9s2vf-pwFFZqPKwzFF"
    assert h.user_signature == "dpeyw-ssEYgAUebInWNwvjKu6irDwuJCTpgDL7Y1k6lBQj1j4YE-sl99LqQ-sjg7fUf"
    assert (h.category, h.key_id) == (1, 7)
    assert h.subcats == (
        SubCategory("a", 9), SubCategory("b", 4), SubCategory("d", 11), SubCategory("b", 11),
        SubCategory("c", 0), SubCategory("c", 11), SubCategory("z", 1),
    )
    assert h.size == 3366259428
    assert h.posted_at == 1727723059  # 2024-09-30T19:04:19Z, Spottarr's expected date
    assert h.custom_fields == ("1", "NL")
    assert h.header_signature == "OmepU20o1i7VxNRhQkAxC1MU8UH4fuOy-pmcHCSgOyCv71Qi-pKuuyPFADcZSY2JqI"
    assert h.fields[2] == "20"


def test_reference_sample_header_signature_covers_title_domain_without_signature_and_poster() -> None:
    h = parse(SOLEM, subject=b"Some Title | TAG")
    assert h.title_signed == b"Some Title"
    assert h.domain_signed == b"17a09b04d11b11c00c11z01.3366259428.20.1727723059.1.NL"
    assert h.poster_signed == b"solem"


def test_reference_personal_dispose_sample_has_size_999_and_key_id_2() -> None:
    h = parse(KRID)
    assert (h.poster, h.category, h.key_id, h.size) == ("Krid", 1, 2, 999)
    assert h.subcats == (SubCategory("a", 1),)
    assert h.posted_at == 1727721178
    assert h.user_modulus == "7oGXyqZiTFIad-sLhInYOEcYylEmweUvnYF8CapS5S5hH12pdjwdLpd05fweJAHP5"
    assert h.has_key_material


def test_reference_from_without_domain_fields_is_not_a_spot() -> None:
    assert rejected(BEAWARE) is Reason.TOO_FEW_FIELDS


def test_nickname_may_contain_an_at_sign_because_the_address_starts_at_the_first_angle_bracket() -> None:
    h = parse(b"me@home <abc@17a09.100.20.1727723059.1.NL.SIG>")
    assert h.poster == "me@home"
    assert h.local == "abc"


@pytest.mark.parametrize(
    ("from_", "reason"),
    [
        (b"no address at all", Reason.NOT_A_SPOT),
        (b"nick <no-at-sign>", Reason.NOT_A_SPOT),
        (b"nick <a@b@17a09.1.20.1727723059.1.NL.S>", Reason.NOT_A_SPOT),
        (b"nick <a@17a09.1.20.1727723059.1>", Reason.TOO_FEW_FIELDS),
        (b"nick <a@x7a09.1.20.1727723059.1.NL.S>", Reason.BAD_CATEGORY),
        (b"nick <a@07a09.1.20.1727723059.1.NL.S>", Reason.BAD_CATEGORY),
        (b"nick <a@1xa09.1.20.1727723059.1.NL.S>", Reason.BAD_CATEGORY),
        (b"nick <a@1.1.20.1727723059.1.NL.S>", Reason.BAD_CATEGORY),
        (b"nick <a@17a09.1.20.notatime.1.NL.S>", Reason.BAD_TIME),
        (b"nick <a@17a09.1.20.1000000000.1.NL.S>", Reason.TOO_OLD),
        (b" <a@17a09.1.20.1727723059.1.NL.S>", Reason.NO_POSTER),
        (b"nick <a\xff@17a09.1.20.1727723059.1.NL.S>", Reason.NOT_A_SPOT),
    ],
)
def test_malformed_from_headers_are_counted_rejections(from_: bytes, reason: Reason) -> None:
    assert rejected(from_) is reason


def test_six_fields_is_enough_as_in_spotweb() -> None:
    h = parse(b"nick <a@17a09.1.20.1727723059.1.SIG>")
    assert h.header_signature == "SIG"
    assert h.custom_fields == ("1",)


def test_oversized_headers_are_refused_before_any_work() -> None:
    assert rejected(b"n <" + b"a" * 3000 + b"@17a09.1.20.1727723059.1.NL.S>") is Reason.FROM_TOO_LONG
    assert rejected(b"n <a@17a09.1.20.1727723059.1.NL.S>", subject=b"x" * 5000) is Reason.SUBJECT_TOO_LONG


def test_post_time_comes_from_field_three_and_the_date_header_is_only_a_fallback() -> None:
    h = parse(b"n <a@17a09.1.20.1727723059.1.NL.S>", date="Tue, 14 Aug 18 16:33:38 CEST")
    assert h.posted_at == 1727723059
    h = parse(b"n <a@17a09.1.20.x.1.NL.S>", date="Mon, 30 Sep 2024 19:04:19 +0000")
    assert h.posted_at == 1727723059


def test_a_post_time_in_the_future_is_clamped_to_now() -> None:
    assert parse(b"n <a@17a09.1.20.1999999999.1.NL.S>").posted_at == NOW


def test_times_before_spotnet_existed_are_rejected() -> None:
    assert rejected(f"n <a@17a09.1.20.{SPOTNET_EPOCH - 1}.1.NL.S>".encode()) is Reason.TOO_OLD
    assert parse(f"n <a@17a09.1.20.{SPOTNET_EPOCH}.1.NL.S>".encode()).posted_at == SPOTNET_EPOCH


def test_a_non_numeric_size_reads_as_zero_as_spotlib_does() -> None:
    assert parse(b"n <a@17a09.big.20.1727723059.1.NL.S>").size == 0


def test_title_is_the_text_before_the_first_bar_and_the_tag_the_next_field() -> None:
    h = parse(b"n <a@17a09.1.20.1727723059.1.NL.S>", subject=b"  Movie Title  |  TAG | rest")
    assert (h.title, h.tag) == ("Movie Title", "TAG")
    assert h.title_signed == b"Movie Title"
    assert h.subject_signed == b"Movie Title  |  TAG | rest"


def test_ftd_subjects_keep_spotwebs_legacy_split() -> None:
    h = parse(b"n <a@11a9b4.1.20.1262304000.1.NL.S>", subject=b"Old | Movie | poster | TAG")
    assert (h.title, h.tag) == ("Old | Movie", "TAG")


def test_latin1_subject_is_signed_as_raw_bytes_and_shown_decoded() -> None:
    h = parse(b"J\xfcrgen <a@17a09.1.20.1727723059.1.NL.S>", subject=b"Caf\xe9 Society | NL")
    assert h.title_signed == b"Caf\xe9 Society"
    assert h.poster_signed == b"J\xfcrgen"
    assert (h.title, h.poster) == ("Café Society", "Jürgen")


def test_utf8_subject_is_shown_as_utf8_and_signed_as_its_bytes() -> None:
    h = parse(b"n <a@17a09.1.20.1727723059.1.NL.S>", subject="Café | NL".encode())
    assert h.title == "Café"
    assert h.title_signed == "Café".encode()


def test_encoded_word_subject_is_decoded_before_signing_as_latin1() -> None:
    h = parse(b"n <a@17a09.1.20.1727723059.1.NL.S>", subject=b"=?ISO-8859-1?Q?Caf=E9_Society?= | NL")
    assert h.title == "Café Society"
    assert h.title_signed == b"Caf\xe9 Society"


def test_encoded_word_characters_outside_latin1_sign_as_question_marks_like_dotnet() -> None:
    h = parse(b"n <a@17a09.1.20.1727723059.1.NL.S>", subject=b"=?UTF-8?Q?Smile_=F0=9F=98=8D?=")
    assert h.title == "Smile \U0001F60D"
    assert h.title_signed == b"Smile ?"


def test_an_empty_title_is_rejected() -> None:
    assert rejected(b"n <a@17a09.1.20.1727723059.1.NL.S>", subject=b"  | TAG") is Reason.NO_TITLE


@pytest.mark.parametrize(
    "mid",
    ["", "<>", "<a b@spot.net>", "<a<b@spot.net>", "<" + "a" * 300 + "@spot.net>", "<a\x00b@x>", "<caf\u00e9@x>", b"<caf\xe9@x>"],
)
def test_unusable_message_ids_are_rejected_never_altered(mid: str | bytes) -> None:
    assert rejected(b"n <a@17a09.1.20.1727723059.1.NL.S>", mid=mid) is Reason.BAD_MESSAGE_ID


def test_message_id_is_kept_without_brackets_and_its_hashcash_is_over_the_bracketed_form() -> None:
    # Find a hashcash id by counting, as a poster does.
    mid = next(
        f"{n}@spot.net" for n in range(10**6) if hashlib.sha1(f"<{n}@spot.net>".encode()).hexdigest().startswith("0000")
    )
    h = parse(b"n <a@17a09.1.20.1727723059.1.NL.S>", mid=f"<{mid}>")
    assert h.message_id == mid
    assert h.hashcash
    assert parse(b"n <a@17a09.1.20.1727723059.1.NL.S>", mid=mid).hashcash
    assert not parse(b"n <a@17a09.1.20.1727723059.1.NL.S>", mid="<plain@free.pt>").hashcash


def test_local_part_is_key_material_only_when_longer_than_fifty_characters() -> None:
    short = parse(b"n <" + b"x" * 50 + b"@17a09.1.20.1727723059.1.NL.S>")
    assert not short.has_key_material
    long = parse(b"n <" + b"x" * 51 + b"@17a09.1.20.1727723059.1.NL.S>")
    assert long.user_modulus == "x" * 51 and long.user_signature is None


def test_ftd_subcategories_with_unpadded_numbers_parse() -> None:
    h = parse(b"n <a@11a9b4c0d5d15.1.20.1262304000.1.NL.S>")
    assert [s.wire() for s in h.subcats] == ["a09", "b04", "c00", "d05", "d15"]


def test_unknown_subcategory_letters_are_skipped() -> None:
    h = parse(b"n <a@17a09x03q4z01.1.20.1727723059.1.NL.S>")
    assert [s.wire() for s in h.subcats] == ["a09", "z01"]
