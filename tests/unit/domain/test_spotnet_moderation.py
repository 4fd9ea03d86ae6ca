"""Moderation commands and personal disposes (reference section 6)."""

from __future__ import annotations

import hashlib

import pytest

from usenet_ops.corpus.spots import SigningKey, make_key
from usenet_ops.domain.spotnet.signature import KeyRing, escape_base64
from usenet_ops.domain.spotnet.spots import (
    DISPOSE_WINDOW,
    Issuer,
    ModerationCommand,
    Reason,
    Rejected,
    SpotHeader,
    Trust,
    Verdict,
    command_applies,
    parse_moderation,
    parse_spot_header,
    read_spot,
    verify_spot_header,
)

NOW = 1_750_000_000
MODERATOR = make_key("mod:2")
RING = KeyRing({2: MODERATOR.public})
POSTER = make_key("mod:poster")
MID = next(f"c{n}@spot.net" for n in range(10**7) if hashlib.sha1(f"<c{n}@spot.net>".encode()).digest()[:2] == b"\0\0")


def command_article(title: str, *, signer: SigningKey = MODERATOR, poster: SigningKey | None = None) -> tuple[bytes, bytes]:
    domain = f"12a01.{'999' if poster else '0'}.10.1749990000.1.NL"
    local = "abc" if poster is None else escape_base64(poster.public.modulus_bytes)
    sig = escape_base64(signer.sign(title.encode() + domain.encode() + b"Mod"))
    return title.encode(), f"Mod <{local}@{domain}.{sig}>".encode()


def read(title: str, **kw: SigningKey) -> ModerationCommand | Rejected:
    subject, from_ = command_article(title, **kw)
    result = read_spot(subject=subject, from_=from_, message_id=f"<{MID}>", keyring=RING, now=NOW)
    assert not hasattr(result, "verdict"), "a key-id-2 article is never a spot"
    return result  # type: ignore[return-value]


@pytest.mark.parametrize("verb", ["delete", "Dispose", "REMOVE"])
def test_spotwebs_three_verbs_are_commands_in_any_case(verb: str) -> None:
    result = read(f"{verb} abc@spot.net")
    assert isinstance(result, ModerationCommand)
    assert (result.verb, result.target, result.issuer) == (verb.lower(), "abc@spot.net", Issuer.MODERATOR)
    assert result.stamp == 1749990000


def test_the_target_loses_its_angle_brackets() -> None:
    result = read("delete <abc@spot.net>")
    assert isinstance(result, ModerationCommand) and result.target == "abc@spot.net"


@pytest.mark.parametrize(("title", "reason"), [("hello abc@spot.net", Reason.NOT_A_COMMAND), ("delete", Reason.NOT_A_COMMAND),
                                               ("delete a<b", Reason.BAD_MESSAGE_ID)])
def test_other_titles_are_not_commands(title: str, reason: Reason) -> None:
    result = read(title)
    assert isinstance(result, Rejected) and result.reason is reason


def test_a_command_not_signed_by_the_moderator_key_is_dropped() -> None:
    result = read("delete abc@spot.net", signer=make_key("mod:intruder"))
    assert isinstance(result, Rejected) and result.reason is Reason.BAD_HEADER_SIGNATURE


def test_a_personal_dispose_is_issued_by_the_poster_with_their_spotter_id() -> None:
    result = read("dispose abc@spot.net", signer=POSTER, poster=POSTER)
    assert isinstance(result, ModerationCommand)
    assert result.issuer is Issuer.POSTER and result.spotter_id


def test_moderator_commands_always_apply() -> None:
    cmd = ModerationCommand("m", "delete", "t", Issuer.MODERATOR, None, 0)
    assert command_applies(cmd, target_spotter_id=None, target_stamp=10**9)


def test_a_personal_dispose_applies_only_to_the_same_spotter_within_five_days() -> None:
    cmd = ModerationCommand("m", "dispose", "t", Issuer.POSTER, "abc", 1_000_000)
    assert command_applies(cmd, target_spotter_id="abc", target_stamp=1_000_000 - DISPOSE_WINDOW)
    assert not command_applies(cmd, target_spotter_id="abc", target_stamp=1_000_000 - DISPOSE_WINDOW - 1)
    assert not command_applies(cmd, target_spotter_id="xyz", target_stamp=1_000_000)
    assert not command_applies(cmd, target_spotter_id=None, target_stamp=1_000_000)
    anonymous = ModerationCommand("m", "dispose", "t", Issuer.POSTER, None, 1_000_000)
    assert not command_applies(anonymous, target_spotter_id=None, target_stamp=1_000_000)


def test_parse_moderation_refuses_non_command_headers() -> None:
    subject, from_ = command_article("delete abc@spot.net")
    header = parse_spot_header(subject, from_.replace(b"@12a01", b"@13a01"), MID, now=NOW)
    assert isinstance(header, SpotHeader)
    assert isinstance(parse_moderation(header, Verdict(Trust.MODERATOR)), Rejected)
    header2 = parse_spot_header(subject, from_, MID, now=NOW)
    assert isinstance(header2, SpotHeader)
    assert verify_spot_header(header2, RING).trust is Trust.MODERATOR
    assert isinstance(parse_moderation(header2, Verdict(Trust.INVALID, Reason.BAD_HEADER_SIGNATURE)), Rejected)
