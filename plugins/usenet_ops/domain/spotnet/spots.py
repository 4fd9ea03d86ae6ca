"""Parse Spotnet spots and decide how far to trust them.

A spot is an article in free.pt (reference spotnet.md, the spec for this
module; section numbers below are its). XOVER alone gives the From/Subject
pair, enough to list and verify a spot (section 1, 3); ``HEAD`` adds the
X-XML document, the poster's key and signatures (section 2). The NZB itself
lives in other articles (``spot_payload``), the keys and RSA arithmetic in
``spot_signature``, the categories in ``spot_categories``.

The import runs in stages, each a pure function returning a value or a
``Rejected`` whose ``reason`` the caller counts (never an exception for
anything a news server can send):

1. ``parse_spot_header(subject, from_, message_id, ...)`` -> ``SpotHeader``
2. ``verify_spot_header(header, keyring)`` -> ``Verdict`` (the trust label)
3. ``parse_moderation(header, verdict)`` for key id 2 (section 6)
4. ``parse_spot_head(lines)`` -> ``SpotArticle`` (X-XML reassembled, keys)
5. ``verify_spot_article(header, verdict, article, keyring)`` -> ``Verdict``
6. ``parse_spot_xml(article.xml)`` -> ``SpotPosting``
``read_spot`` chains them (``complete_spot`` runs 4-6 on a spot verified from
XOVER); ``Spot.release()`` flattens one for the catalogue.

Trust labels (``Trust``), one per spot:
- ``moderator``: the From header is signed by a built-in key (key id 2, 3
  or 4; section 3), and any user signature it carries also verifies.
- ``self-signed``: key id 7 with the hashcash, and the poster's own key
  (From LOCAL or ``X-User-Key``) verifies their signature.
- ``unsigned``: accepted without a verified signature: FTD spots (key id 1)
  posted before 2011, and key-id-7 spots whose only proof is the hashcash
  (no key, or a header signature Spotweb's own poster makes differently).
- ``invalid``: everything else; dropped and counted by reason.
A verdict also carries the signing key's size: the built-in keys and
Spotnet's user keys are 384-bit and can be forged by anyone who factors them,
so ``weak_key`` says when a label rests on such a key.

Invariants kept here:
- Signatures are checked over the raw header bytes (Latin-1), and text is
  decoded for display only afterwards (section 2 "Encodings", section 7).
- Sizes are bounded before any work: From/Subject 2 KiB, message-id 250,
  HEAD 256 KiB, X-XML 50 KiB (Spotweb's cap), lists 64..512 entries.
- The XML parser never expands entities, loads a DTD or touches the
  network, and a DOCTYPE is refused outright; lxml's huge_tree stays off.
"""

from __future__ import annotations

import email.utils
import html
import re
import threading
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from enum import Enum

from lxml import etree

from usenet_ops.domain import message_ids
from usenet_ops.domain.identity import strip_brackets
from usenet_ops.domain.rfc2047 import decode_header
from usenet_ops.domain.spotnet.categories import (
    SubCategory,
    newznab_categories,
    newznab_category,
    parse_header_subcats,
    parse_xml_subcat,
)
from usenet_ops.domain.spotnet.signature import (
    WEAK_KEY_BITS,
    KeyRing,
    PublicKey,
    decode_escaped_base64,
    hashcash_ok,
    key_from_modulus,
    parse_rsa_key_value,
    spotter_id,
    unescape_base64,
    verify,
)
from usenet_ops.domain.xmltext import xml_safe

__all__ = [
    "DISPOSE_WINDOW",
    "MAX_XML",
    "SPOTNET_EPOCH",
    "UNSIGNED_FTD_UNTIL",
    "Issuer",
    "ModerationCommand",
    "Reason",
    "Rejected",
    "Spot",
    "SpotArticle",
    "SpotHeader",
    "SpotImage",
    "SpotPosting",
    "SpotRelease",
    "TitleBinding",
    "Trust",
    "Verdict",
    "XmlSignature",
    "command_applies",
    "complete_spot",
    "description_text",
    "join_xml_pieces",
    "parse_moderation",
    "parse_spot_head",
    "parse_spot_header",
    "parse_spot_xml",
    "read_spot",
    "repair_xml",
    "verify_spot_article",
    "verify_spot_header",
]

MAX_FROM = 2048
MAX_SUBJECT = 2048
MAX_HEAD = 256 * 1024
MAX_XML = 50 * 1024  # Spotweb readFullSpot skips spots whose XML is larger
MAX_XML_PIECES = 256
MAX_LIST = 64
MAX_NZB_SEGMENTS = 512
MAX_TEXT = 16 * 1024
SPOTNET_EPOCH = 1218171600  # spotlib ignores spots dated before this (Aug 2008)
UNSIGNED_FTD_UNTIL = 1293870080  # Spotweb accepts key id 1 unsigned up to here (~1 Jan 2011)
DISPOSE_WINDOW = 432000  # a personal dispose counts within 5 days of its spot
KEY_MATERIAL_OVER = 50  # LOCAL is key material only when longer than this (spotlib)
MODERATION_VERBS = frozenset({"delete", "dispose", "remove"})


class Reason(Enum):
    """Why a spot or command was dropped: the counted rejection reasons."""

    FROM_TOO_LONG = "from_too_long"
    SUBJECT_TOO_LONG = "subject_too_long"
    NOT_A_SPOT = "from_not_spot"
    TOO_FEW_FIELDS = "from_too_few_fields"
    BAD_CATEGORY = "from_bad_category"
    BAD_TIME = "from_bad_time"
    TOO_OLD = "time_before_spotnet"
    NO_TITLE = "title_empty"
    NO_POSTER = "poster_empty"
    BAD_MESSAGE_ID = "message_id_invalid"
    UNKNOWN_KEY = "unknown_key_id"
    UNSIGNED_TOO_NEW = "unsigned_after_2011"
    NO_HEADER_SIGNATURE = "header_signature_missing"
    BAD_HEADER_SIGNATURE = "header_signature_invalid"
    NO_HASHCASH = "hashcash_missing"
    BAD_USER_KEY = "user_key_unusable"
    BAD_USER_SIGNATURE = "user_signature_invalid"
    KEY_MISMATCH = "user_key_mismatch"
    HEAD_TOO_LARGE = "head_too_large"
    NO_XML = "xml_missing"
    XML_TOO_LARGE = "xml_too_large"
    XML_DOCTYPE = "xml_doctype"
    XML_MALFORMED = "xml_malformed"
    XML_NOT_SPOTNET = "xml_not_spotnet"
    NOT_A_COMMAND = "moderation_not_a_command"
    NO_NZB = "nzb_missing"
    TITLE_UNBOUND = "title_unbound"


@dataclass(frozen=True, slots=True)
class Rejected:
    """A dropped spot: the reason to count and a short detail for DEBUG logs."""

    reason: Reason
    detail: str = ""


class Trust(Enum):
    """How far a spot is trusted (stored with the release)."""

    MODERATOR = "moderator"
    SELF_SIGNED = "self-signed"
    UNSIGNED = "unsigned"
    INVALID = "invalid"


class TitleBinding(Enum):
    """What binds a key-id-7 spot's title to the key it is attributed to (issue 31).

    Spotweb keeps a self-signed spot whose header signature fails, so with
    only the hashcash and a user signature over the message-id anyone could
    change a spot's Subject and X-XML title and keep the poster's name on it.
    Both signed forms of the title are accepted (section 3): a legitimate
    spot carries one, so requiring it costs none.
    """

    NOT_NEEDED = "not-needed"  # a built-in key signed the header, or the spot names no key (FTD, keyless key id 7)
    HEADER = "header"  # the poster's key verifies the header signature (title + domain + nick, either form)
    XML = "xml"  # the poster's key verifies the X-XML-Signature over the whole document
    PENDING = "pending"  # XOVER only: the header does not bind it; the HEAD's X-XML-Signature still may


class XmlSignature(Enum):
    """What the ``X-XML-Signature`` check found. Informational: no client gates on it."""

    NOT_CHECKED = "not-checked"
    ABSENT = "absent"
    POSTER_KEY = "poster-key"
    BUILTIN_KEY = "built-in-key"
    NO_MATCH = "no-match"


# --- 1. From / Subject ----------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SpotHeader:
    """What XOVER gives of a spot: the parsed From/Subject pair and the message-id.

    ``*_signed`` fields are the exact bytes the header signature covers;
    the plain fields are display text, decoded after the checks.
    """

    message_id: str
    poster: str
    title: str
    tag: str
    category: int
    key_id: int
    subcats: tuple[SubCategory, ...]
    size: int
    posted_at: int
    local: str
    user_modulus: str | None
    user_signature: str | None
    header_signature: str
    fields: tuple[str, ...]
    title_signed: bytes
    subject_signed: bytes
    domain_signed: bytes
    poster_signed: bytes
    hashcash: bool

    @property
    def has_key_material(self) -> bool:
        """Say whether From LOCAL carries the poster's modulus (spotlib: longer than 50)."""
        return self.user_modulus is not None

    @property
    def custom_fields(self) -> tuple[str, ...]:
        """Return fields [4] .. [last-1] (custom id and value, e.g. ("1", "NL"))."""
        return self.fields[4:-1]


def _display(raw: bytes) -> str:
    """Decode header text for display: RFC 2047 words, else UTF-8 when valid, else Latin-1."""
    if b"=?" in raw and b"?=" in raw:
        text = decode_header(raw)
    else:
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            text = raw.decode("latin-1")
    return xml_safe(text).strip()


_WS = b" \t\r\n\x00\x0b"  # PHP trim's set


def _split_subject(subject: bytes, key_id: int) -> tuple[bytes, bytes, bytes, str, str]:
    """Return (title, tag, whole subject) as the signer saw them (Latin-1 bytes), and title and tag for display.

    An encoded-word subject is decoded first and re-encoded as Latin-1
    ("?" for what Latin-1 cannot hold, as .NET does), because both clients
    sign the decoded title (Spotweb ``oldEncodingParse``, spotlib
    ``Utils.Parse``); the display text keeps the decoded characters. Key id 1
    (FTD) subjects keep Spotweb's legacy split: the tag is the last "|" field
    and the title everything before the second-last, when there are at least
    three fields.
    """
    text: str | None = None
    if b"=?" in subject and b"?=" in subject:
        text = decode_header(subject).replace("\r", "").replace("\n", "")
        subject = text.encode("latin-1", "replace")
    parts = subject.split(b"|")
    if key_id == 1 and len(parts) >= 3:
        leading, tag_at = len(parts) - 2, len(parts) - 1
    else:
        leading, tag_at = 1, 1
    title = b"|".join(parts[:leading])
    tag = parts[tag_at] if tag_at < len(parts) else b""
    if text is None:
        shown_title, shown_tag = _display(title), _display(tag)
    else:
        # "?" replacements never add a "|", so the decoded text splits the same way.
        tparts = text.split("|")
        shown_title = xml_safe("|".join(tparts[:leading])).strip()
        shown_tag = xml_safe(tparts[tag_at]).strip() if tag_at < len(tparts) else ""
    return title.strip(_WS), tag.strip(_WS), subject.strip(_WS), shown_title, shown_tag


def _message_id(raw: bytes | str) -> str | None:
    """Return the bare id when it passes ``message_ids`` (the one validation for ids from outside), else None.

    Spotnet ids go back to a server in ``HEAD``/``BODY`` commands, so an id
    that is not printable ASCII without space or brackets is refused, never
    altered.
    """
    if isinstance(raw, (bytes, bytearray)):
        try:
            raw = bytes(raw).decode("ascii")
        except UnicodeDecodeError:
            return None
    return message_ids.bare(raw.strip())


def _posted_at(fields: Sequence[str], date: bytes | str | None) -> int | None:
    f3 = fields[3].strip() if len(fields) > 3 else ""
    if f3.isdigit() and len(f3) <= 12:
        return int(f3)
    if date:
        text = date.decode("latin-1") if isinstance(date, bytes) else date
        parsed = email.utils.parsedate_tz(text.strip()[:100])
        if parsed is None:
            return None
        try:
            return email.utils.mktime_tz(parsed)  # a date without a zone reads as UTC
        except (TypeError, ValueError, OverflowError):
            return None
    return None


def parse_spot_header(
    subject: bytes,
    from_: bytes,
    message_id: bytes | str,
    *,
    now: int,
    date: bytes | str | None = None,
) -> SpotHeader | Rejected:
    """Parse a spot's From/Subject pair as XOVER gives them (raw bytes).

    From is ``Nickname <LOCAL@DOMAIN>`` (section 1): find the first "<", then
    split the address on "@", because a nickname may contain "@". DOMAIN is
    split on "."; fewer than six fields is not a spot (Spotweb's minimum;
    spotlib wants seven). The post time is field [3] (spotlib); the NNTP
    ``date`` is only a fallback, since old spots carry odd Date headers
    (section 7). A time after ``now`` is clamped to ``now`` (Spotweb), one
    before Aug 2008 rejected (spotlib).
    """
    if len(from_) > MAX_FROM:
        return Rejected(Reason.FROM_TOO_LONG, f"{len(from_)} bytes")
    if len(subject) > MAX_SUBJECT:
        return Rejected(Reason.SUBJECT_TOO_LONG, f"{len(subject)} bytes")
    mid = _message_id(message_id)
    if mid is None:
        return Rejected(Reason.BAD_MESSAGE_ID, repr(message_id)[:80])
    raw_from = from_.strip()
    lt = raw_from.find(b"<")
    if lt < 0 or not raw_from.endswith(b">"):
        return Rejected(Reason.NOT_A_SPOT, "no <address>")
    address = raw_from[lt + 1 : -1]
    if address.count(b"@") != 1:
        return Rejected(Reason.NOT_A_SPOT, "address has no single @")
    local_b, domain_b = address.split(b"@")
    try:
        local = local_b.decode("ascii")
        domain = domain_b.decode("ascii")
    except UnicodeDecodeError:
        return Rejected(Reason.NOT_A_SPOT, "address is not ASCII")
    fields = tuple(domain.split("."))
    if len(fields) < 6:
        return Rejected(Reason.TOO_FEW_FIELDS, f"{len(fields)} fields")
    head = fields[0]
    if len(head) < 2 or head[0] not in "123456789" or not head[1].isdigit() or not head.isascii():
        return Rejected(Reason.BAD_CATEGORY, head[:20])
    key_id = int(head[1])
    posted = _posted_at(fields, date)
    if posted is None:
        return Rejected(Reason.BAD_TIME, fields[3][:20])
    if posted < SPOTNET_EPOCH:
        return Rejected(Reason.TOO_OLD, str(posted))
    posted = min(posted, now)
    size_s = fields[1].strip()
    size = int(size_s) if size_s.isdigit() and len(size_s) <= 18 else 0
    poster_signed = raw_from[:lt].strip(_WS)
    title_signed, tag_signed, subject_signed, title, tag = _split_subject(subject, key_id)
    poster = _display(poster_signed)
    if not title_signed or not title:
        return Rejected(Reason.NO_TITLE)
    if not poster_signed or not poster:
        return Rejected(Reason.NO_POSTER)
    user_modulus = user_signature = None
    if len(local) > KEY_MATERIAL_OVER:
        user_modulus, _, sig = local.partition(".")
        user_signature = sig or None
    signature = fields[-1]
    return SpotHeader(
        message_id=mid,
        poster=poster,
        title=title,
        tag=tag,
        category=int(head[0]),
        key_id=key_id,
        subcats=parse_header_subcats(head[2:]),
        size=size,
        posted_at=posted,
        local=local,
        user_modulus=user_modulus,
        user_signature=user_signature,
        header_signature=signature,
        fields=fields,
        title_signed=title_signed,
        subject_signed=subject_signed,
        domain_signed=domain[: len(domain) - len(signature) - 1].encode("ascii"),
        poster_signed=poster_signed,
        hashcash=hashcash_ok(mid),
    )


# --- 2. Trust from the header ---------------------------------------------------


@dataclass(frozen=True, slots=True)
class Verdict:
    """The trust decision for one spot or command, and the evidence behind it."""

    trust: Trust
    reason: Reason | None = None
    spotter_id: str | None = None
    signer_bits: int | None = None
    xml_signature: XmlSignature = XmlSignature.NOT_CHECKED
    title_binding: TitleBinding = TitleBinding.NOT_NEEDED

    @property
    def accepted(self) -> bool:
        """Say whether the spot is kept (anything but ``invalid``)."""
        return self.trust is not Trust.INVALID

    @property
    def weak_key(self) -> bool:
        """Say whether the label rests on a key under 1024 bits (forgeable by factoring)."""
        return self.signer_bits is not None and self.signer_bits < WEAK_KEY_BITS


def _invalid(reason: Reason) -> Verdict:
    return Verdict(Trust.INVALID, reason)


def _sig(text: str | None) -> bytes | None:
    return decode_escaped_base64(text) if text else None


def _header_message(header: SpotHeader, title: bytes) -> bytes:
    # Section 3 "What is signed": title, DOMAIN without ".<signature>", poster.
    return title + header.domain_signed + header.poster_signed


def _header_binds(header: SpotHeader, key: PublicKey) -> bool:
    """Say whether ``key`` verifies the header signature in either form: over the title, or over "title | tag".

    Spotnet signs the title (section 3); Spotweb's own poster signs the whole
    subject, so both are tried for key id 7.
    """
    signature = _sig(header.header_signature)
    if signature is None:
        return False
    titles = [header.title_signed] + ([header.subject_signed] if header.key_id == 7 else [])
    return any(verify(key, signature, _header_message(header, t)) for t in titles)


def _user_ok(header: SpotHeader, key: PublicKey, signature: str | None, xml_signature: str | None = None) -> bool:
    sig = _sig(signature)
    if sig is None:
        return False
    if verify(key, sig, f"<{header.message_id}>".encode("latin-1")):
        return True
    if xml_signature:
        # Fallback both clients make: the user signed the X-XML-Signature text.
        # Spotweb passes it un-escaped and padded, spotlib as the raw header value.
        for text in (unescape_base64(xml_signature), xml_signature.strip()):
            if verify(key, sig, text.encode("latin-1", "replace")):
                return True
    return False


def verify_spot_header(header: SpotHeader, keyring: KeyRing) -> Verdict:
    """Decide a spot's trust from XOVER alone (section 3 "Key ids" and "What is signed").

    - key id 1: unsigned FTD spot, accepted only when posted on or before
      UNSIGNED_FTD_UNTIL (Spotweb); there is no key 1.
    - key id 7: the hashcash is required. The poster's key is From LOCAL; a
      user signature there must verify over ``<message-id>`` (else invalid),
      otherwise the header signature is tried with the poster's key (and, as
      Spotweb's own poster signs "title | tag", with the whole subject). A
      key-id-7 spot with no key stays ``unsigned``. One with a key whose
      header check fails stays ``unsigned`` too (Spotweb keeps it without a
      spotter id) but its title is not bound to the key yet
      (``TitleBinding.PENDING``): ``verify_spot_article`` rejects it
      (``title_unbound``) unless its X-XML-Signature verifies.
    - key id 2 with key material in LOCAL: a personal dispose (section 6),
      checked with the poster's key and the hashcash, never the moderator
      key. Spotweb's ``= 999`` size test is an assignment, so the size is
      not checked.
    - key ids in the ring (2, 3, 4): the header signature must verify with
      the built-in key; a user signature in LOCAL must then verify too.
    - any other key id: invalid (no client has a key for it).
    """
    if not header.header_signature and header.key_id != 1:
        return _invalid(Reason.NO_HEADER_SIGNATURE)
    if header.key_id == 1:
        if header.posted_at <= UNSIGNED_FTD_UNTIL:
            return Verdict(Trust.UNSIGNED)
        return _invalid(Reason.UNSIGNED_TOO_NEW)
    signature = _sig(header.header_signature)
    user_key = key_from_modulus(header.user_modulus) if header.user_modulus else None
    personal = header.key_id == 2 and header.has_key_material
    if header.user_modulus and user_key is None and (header.key_id == 7 or personal or header.user_signature):
        return _invalid(Reason.BAD_USER_KEY)

    if header.key_id == 7 or personal:
        if not header.hashcash:
            return _invalid(Reason.NO_HASHCASH)
        if user_key is None:
            return Verdict(Trust.UNSIGNED)
        bits = user_key.bits
        bound = _header_binds(header, user_key)
        binding = TitleBinding.NOT_NEEDED if personal else TitleBinding.HEADER if bound else TitleBinding.PENDING
        if header.user_signature:
            if _user_ok(header, user_key, header.user_signature):
                return Verdict(Trust.SELF_SIGNED, spotter_id=spotter_id(user_key), signer_bits=bits,
                               title_binding=binding)
            return _invalid(Reason.BAD_USER_SIGNATURE)
        if bound:
            return Verdict(Trust.SELF_SIGNED, spotter_id=spotter_id(user_key), signer_bits=bits, title_binding=binding)
        if header.key_id == 2:
            # A personal dispose only counts with a spotter id (removeInvalidDisposes).
            return _invalid(Reason.BAD_HEADER_SIGNATURE)
        return Verdict(Trust.UNSIGNED, title_binding=binding)

    builtin = keyring.get(header.key_id)
    if builtin is None:
        return _invalid(Reason.UNKNOWN_KEY)
    if signature is None or not verify(builtin, signature, _header_message(header, header.title_signed)):
        return _invalid(Reason.BAD_HEADER_SIGNATURE)
    if user_key is not None and header.user_signature:
        if not _user_ok(header, user_key, header.user_signature):
            return _invalid(Reason.BAD_USER_SIGNATURE)
        return Verdict(Trust.MODERATOR, spotter_id=spotter_id(user_key), signer_bits=builtin.bits)
    return Verdict(Trust.MODERATOR, signer_bits=builtin.bits)


# --- 3. Moderation --------------------------------------------------------------


class Issuer(Enum):
    """Who issued a moderation command."""

    MODERATOR = "moderator"
    POSTER = "poster"


@dataclass(frozen=True, slots=True)
class ModerationCommand:
    """A verified delete/dispose/remove of a spot or comment (section 6)."""

    message_id: str
    verb: str
    target: str
    issuer: Issuer
    spotter_id: str | None
    stamp: int


def parse_moderation(header: SpotHeader, verdict: Verdict) -> ModerationCommand | Rejected:
    """Read a key-id-2 article's title ``<command> <target-message-id>`` into a command.

    Spotweb's verbs (delete, dispose, remove; any case) are accepted, where
    spotlib acts on dispose only: the moderator signed it either way. The
    target's angle brackets are stripped. A personal dispose (the poster's
    own key, ``Trust.SELF_SIGNED``) is issued by the POSTER and applies only
    under ``command_applies``; apply commands after inserting the batch,
    since a spot and its delete can arrive in one XOVER window.
    """
    if header.key_id != 2 or not verdict.accepted:
        return Rejected(verdict.reason or Reason.NOT_A_COMMAND, "not a verified key-id-2 article")
    words = header.title.split(" ")
    if len(words) < 2 or words[0].lower() not in MODERATION_VERBS:
        return Rejected(Reason.NOT_A_COMMAND, header.title[:60])
    target = _message_id(strip_brackets(words[1]))
    if target is None:
        return Rejected(Reason.BAD_MESSAGE_ID, words[1][:80])
    issuer = Issuer.POSTER if verdict.trust is Trust.SELF_SIGNED else Issuer.MODERATOR
    return ModerationCommand(header.message_id, words[0].lower(), target, issuer, verdict.spotter_id, header.posted_at)


def command_applies(command: ModerationCommand, *, target_spotter_id: str | None, target_stamp: int) -> bool:
    """Say whether a command removes its target.

    Moderator commands always apply. A personal dispose applies only when its
    spotter id equals the target spot's and it is within DISPOSE_WINDOW of
    the spot (Spotweb ``removeInvalidDisposes``; the reference gives no
    direction, so either side counts).
    """
    if command.issuer is Issuer.MODERATOR:
        return True
    return (
        command.spotter_id is not None
        and command.spotter_id == target_spotter_id
        and abs(command.stamp - target_stamp) <= DISPOSE_WINDOW
    )


# --- 4. HEAD: X-XML and the poster's key ------------------------------------------


@dataclass(frozen=True, slots=True)
class SpotArticle:
    """The spot headers HEAD adds: the reassembled X-XML and the poster's key material.

    ``xml`` is exactly what ``X-XML-Signature`` covers; ``boundary_repairs``
    counts the spaces ``join_xml_pieces`` restored between pieces.
    """

    xml: bytes
    pieces: int
    boundary_repairs: int
    xml_signature: str | None
    user_key: PublicKey | None
    user_key_present: bool
    user_signature: str | None
    newsreader: str | None


def _unfold(lines: Sequence[bytes]) -> list[bytes]:
    """Join RFC 5322 continuation lines (leading SP/HT) to their header, keeping the whitespace."""
    # Parts are gathered per header and joined once: appending to bytes copies the
    # header so far, quadratic in a HEAD of many short continuation lines.
    out: list[list[bytes]] = []
    for line in lines:
        line = line.rstrip(b"\r\n")
        if line[:1] in (b" ", b"\t") and out:
            out[-1].append(line)
        elif line:
            out.append([line])
    return [b"".join(parts) for parts in out]


def join_xml_pieces(values: Sequence[bytes]) -> bytes:
    """Concatenate X-XML values, repairing whitespace lost at a piece boundary.

    Writers cut the document every ~900 characters (section 2); a server
    that trims a piece's edge turns ``<Image Width=`` into ``<ImageWidth=``
    or ``' Height=`` into ``'Height=``. Spottarr adds a space when a piece
    ends in ``Image``, ``'`` or ``"``; we add it only when that end is inside a
    start tag and the next piece starts with a letter, so a boundary inside a
    description ("it'" + "s") is not touched. ``repair_xml`` fixes the same
    damage anywhere in a tag.
    """
    return _join(values)[0]


def _join(values: Sequence[bytes]) -> tuple[bytes, int]:
    out = bytearray()
    repaired = 0
    for value in values:
        if out and value[:1].isalpha() and (out.endswith(b"<Image") or out[-1:] in (b"'", b'"')) and _inside_tag(out):
            out += b" "
            repaired += 1
        out += value
    return bytes(out), repaired


def _inside_tag(buf: bytearray) -> bool:
    lt, gt = buf.rfind(b"<"), buf.rfind(b">")
    return lt > gt and not buf[lt:].startswith(b"<![CDATA[")


def parse_spot_head(lines: Sequence[bytes] | bytes) -> SpotArticle | Rejected:
    """Read a spot's HEAD reply (dot-unstuffed header lines, or the block as bytes).

    Every ``X-XML:`` header is taken in order, "X-XML: " dropped and the
    values joined with no separator (section 2). Header names are matched
    case-insensitively; only the first occurrence of single headers counts.
    """
    if isinstance(lines, (bytes, bytearray)):
        if len(lines) > MAX_HEAD:
            return Rejected(Reason.HEAD_TOO_LARGE, f"{len(lines)} bytes")
        lines = bytes(lines).split(b"\n")
    elif sum(len(x) + 2 for x in lines) > MAX_HEAD:
        return Rejected(Reason.HEAD_TOO_LARGE)
    pieces: list[bytes] = []
    single: dict[bytes, bytes] = {}
    xml_size = 0
    for line in _unfold(lines):
        name, colon, value = line.partition(b":")
        if not colon:
            continue
        key = name.strip().lower()
        if value[:1] == b" ":
            value = value[1:]
        if key == b"x-xml":
            xml_size += len(value)
            if xml_size > MAX_XML:
                return Rejected(Reason.XML_TOO_LARGE, f"over {MAX_XML} bytes")
            if len(pieces) >= MAX_XML_PIECES:
                return Rejected(Reason.XML_TOO_LARGE, f"over {MAX_XML_PIECES} pieces")
            pieces.append(value)
        elif key in (b"x-xml-signature", b"x-user-key", b"x-user-signature", b"x-newsreader"):
            single.setdefault(key, value.strip())
    if not pieces:
        return Rejected(Reason.NO_XML)
    raw_key = single.get(b"x-user-key")
    key_text = raw_key.decode("latin-1") if raw_key else None

    def text(name: bytes) -> str | None:
        value = single.get(name)
        return value.decode("latin-1")[:2048] if value else None

    xml, boundary_repairs = _join(pieces)
    return SpotArticle(
        xml=xml,
        pieces=len(pieces),
        boundary_repairs=boundary_repairs,
        xml_signature=text(b"x-xml-signature"),
        user_key=parse_rsa_key_value(key_text) if key_text else None,
        user_key_present=key_text is not None,
        user_signature=text(b"x-user-signature"),
        newsreader=text(b"x-newsreader"),
    )


def verify_spot_article(header: SpotHeader, verdict: Verdict, article: SpotArticle, keyring: KeyRing) -> Verdict:
    """Refine a header verdict with the HEAD's key and signatures (section 3, spotlib ``GetSpot``).

    - A From LOCAL modulus and an ``X-User-Key`` that differ: invalid
      (spotlib "Handtekening is niet correct").
    - A user signature (``X-User-Signature``, else the From LOCAL one) must
      verify with the poster's key over ``<message-id>``, or over the
      ``X-XML-Signature`` text (both clients' fallback). If it verifies the
      spot gets its spotter id and a key-id-7 ``unsigned`` spot becomes
      ``self-signed``. If it does not, the spot is invalid: spotlib drops it,
      Spotweb keeps it without a spotter id; a signature that is present and
      wrong is the one sign of tampering we have, so we drop it.
    - ``X-XML-Signature`` over the X-XML bytes is checked with the poster's
      key (Spotweb signs with it), then the key id's built-in key (the
      Spotnet signing service writes it). The result is recorded; it gates
      only a key-id-7 spot whose header its key does not sign: then it is
      the one thing binding the title to the key, and without it the spot is
      rejected (``title_unbound``, issue 31; stricter than Spotweb, and no
      legitimate spot lacks both signatures).
    """
    if not verdict.accepted:
        return verdict
    verdict = _verify_user(header, verdict, article, keyring)
    if not verdict.accepted or header.key_id != 7:
        return verdict
    return _bind_title(header, verdict, article)


def _bind_title(header: SpotHeader, verdict: Verdict, article: SpotArticle) -> Verdict:
    """Reject a key-id-7 spot attributed to a key that signed neither its header nor its XML (``title_unbound``).

    The X-XML-Signature binds the whole document, so the XML title is the
    spot's; a header signature binds the header title only (``Spot.title``
    then shows that one). A spot naming no key at all claims no one's name
    and is kept ``unsigned`` as before.
    """
    key = _poster_key(header, article)
    if key is None:
        return replace(verdict, title_binding=TitleBinding.NOT_NEEDED)
    if verdict.xml_signature is XmlSignature.POSTER_KEY:
        return replace(verdict, title_binding=TitleBinding.XML)
    if verdict.title_binding is TitleBinding.HEADER or _header_binds(header, key):
        return replace(verdict, title_binding=TitleBinding.HEADER)
    return Verdict(Trust.INVALID, Reason.TITLE_UNBOUND, xml_signature=verdict.xml_signature,
                   title_binding=TitleBinding.PENDING)


def _poster_key(header: SpotHeader, article: SpotArticle) -> PublicKey | None:
    local_key = key_from_modulus(header.user_modulus) if header.user_modulus else None
    return local_key or article.user_key


def _verify_user(header: SpotHeader, verdict: Verdict, article: SpotArticle, keyring: KeyRing) -> Verdict:
    if header.key_id == 1:
        # spotlib checks no user signature on FTD spots (``ParseSpotXML``).
        return replace(verdict, xml_signature=_xml_signature(header, article, None, keyring))
    local_key = key_from_modulus(header.user_modulus) if header.user_modulus else None
    if local_key is not None and article.user_key is not None and local_key.modulus != article.user_key.modulus:
        return _invalid(Reason.KEY_MISMATCH)
    key = local_key or article.user_key
    signature = article.user_signature or header.user_signature
    if signature:
        if key is None:
            return _invalid(Reason.BAD_USER_KEY)
        if not _user_ok(header, key, signature, article.xml_signature):
            return _invalid(Reason.BAD_USER_SIGNATURE)
        trust = verdict.trust
        bits = verdict.signer_bits
        if trust is Trust.UNSIGNED and header.key_id == 7:
            trust, bits = Trust.SELF_SIGNED, key.bits
        verdict = replace(verdict, trust=trust, spotter_id=spotter_id(key), signer_bits=bits)
    return replace(verdict, xml_signature=_xml_signature(header, article, key, keyring))


def _xml_signature(header: SpotHeader, article: SpotArticle, key: PublicKey | None, keyring: KeyRing) -> XmlSignature:
    sig = _sig(article.xml_signature)
    if not article.xml_signature:
        return XmlSignature.ABSENT
    if sig is None:
        return XmlSignature.NO_MATCH
    if key is not None and verify(key, sig, article.xml):
        return XmlSignature.POSTER_KEY
    builtin = keyring.get(header.key_id)
    if builtin is not None and verify(builtin, sig, article.xml):
        return XmlSignature.BUILTIN_KEY
    return XmlSignature.NO_MATCH


# --- 5. The X-XML document -----------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SpotImage:
    """The spot's image: segments to fetch (new spots) or a URL (old spots)."""

    width: int | None
    height: int | None
    segments: tuple[str, ...]
    url: str | None


@dataclass(frozen=True, slots=True)
class SpotPosting:
    """The ``<Posting>`` of a spot's XML, with text decoded and lists validated.

    ``category`` is 1-based whatever the spot's age (key 1 XML is 0-based
    and is shifted). ``description`` has entities decoded and ``[br]``,
    ``[tab]`` turned into newline and tab; BBCode stays (``description_text``
    removes it). ``nzb_discarded`` is set when Spotweb's rule dropped the
    whole segment list for an id holding "<" or ">". ``repairs`` names the
    fixes the document needed, for counting.
    """

    key_id: int | None
    created: int | None
    poster: str
    size: int | None
    tag: str
    title: str
    description: str
    website: str
    category: int | None
    subcats: tuple[SubCategory, ...]
    image: SpotImage | None
    nzb_segments: tuple[str, ...]
    nzb_discarded: bool
    prev_spots: tuple[str, ...]
    filename: str | None
    newsgroups: tuple[str, ...]
    repairs: tuple[str, ...] = field(default=())


_CONTROL = re.compile(r"[\x00-\x1f]")
_DECL = re.compile(r"^\s*<\?xml[^>]*\?>")
_ATTR_JOINED = re.compile(r"""(=\s*(?:'[^'<>]*'|"[^"<>]*"))(?=[A-Za-z_][\w.-]*\s*=)""")
_IMAGE_JOINED = re.compile(r"<Image(?=(?:Width|Height)\s*=)")
_JOINED_HINT = re.compile(r"""<Image(?:Width|Height)|['"][A-Za-z_][\w.-]*\s*=""")
_WRAP_HINT = re.compile(r"<(?:Title|Description|Image|Tag|Website)>(?!<!\[CDATA\[)")
_WRAP = ("Title", "Description", "Image", "Tag", "Website")
_REF = re.compile(r"&(?:#[xX]([0-9a-fA-F]{1,8});|#([0-9]{1,8});|([A-Za-z][A-Za-z0-9]{0,31});)?")
_XML_NAMED = frozenset({"amp", "lt", "gt", "quot", "apos"})
_NEEDS_CDATA = re.compile(r"<|&(?!(?:amp|lt|gt|quot|apos|#[0-9]{1,8}|#[xX][0-9a-fA-F]{1,8});)")
_DOCTYPE = re.compile(r"<!(?:DOCTYPE|ENTITY)", re.I)


def _spans(text: str, opener: str, closer: str) -> Iterator[tuple[int, int, int, int]]:
    """Yield (start, body start, body end, end) of each ``opener ... closer`` span, leftmost first, non-overlapping.

    What ``re.finditer(opener + "(.*?)" + closer, re.S)`` finds, in linear
    time: the regex tries every opener and scans to the end of the text from
    each one that has no closer, so a document of repeated openers costs
    quadratic time (a 50 KiB X-XML of ``<Title>`` took 3.6 s; issue 31). Here
    an opener without a closer ends the scan: no later opener can have one.
    """
    pos = 0
    while True:
        start = text.find(opener, pos)
        if start < 0:
            return
        body = start + len(opener)
        end = text.find(closer, body)
        if end < 0:
            return
        pos = end + len(closer)
        yield start, body, end, pos


def _outside_cdata(text: str) -> str:
    """Return the text with its CDATA sections removed (what markup checks look at)."""
    return "".join(_map_cdata(text, lambda s: s, drop=True))


def _map_cdata(text: str, fn: Callable[[str], str], *, drop: bool = False) -> list[str]:
    parts: list[str] = []
    pos = 0
    for start, _, _, end in _spans(text, "<![CDATA[", "]]>"):
        parts.append(fn(text[pos:start]))
        if not drop:
            parts.append(text[start:end])
        pos = end
    parts.append(fn(text[pos:]))
    return parts


def _map_outside_cdata(text: str, fn: Callable[[str], str]) -> str:
    return "".join(_map_cdata(text, fn))


def _xml_char_ok(cp: int) -> bool:
    return cp in (0x9, 0xA, 0xD) or 0x20 <= cp <= 0xD7FF or 0xE000 <= cp <= 0xFFFD or 0x10000 <= cp <= 0x10FFFF


_NUMREF = re.compile(r"&#(?:[xX]([0-9a-fA-F]{1,8})|([0-9]{1,8}));")


def _ref_value(m: re.Match[str]) -> int:
    return int(m.group(1), 16) if m.group(1) is not None else int(m.group(2))


def _join_surrogates(text: str) -> str:
    """Join UTF-16 surrogate-pair references (``&#55357;&#56845;``) into one reference.

    Spotnet writes non-ASCII as UTF-16 code units, so emoji arrive as a pair
    that strict parsers reject (section 2 "Encodings"). Joining them keeps the
    meaning both as XML and as the HTML entities of a CDATA section, so it is
    done over the whole text, CDATA included.
    """
    if "&#" not in text:
        return text
    out: list[str] = []
    pos = 0
    pending: re.Match[str] | None = None
    for m in _NUMREF.finditer(text):
        cp = _ref_value(m)
        if pending is not None and m.start() == pending.end() and 0xDC00 <= cp <= 0xDFFF:
            high = _ref_value(pending)
            out.append(text[pos : pending.start()])
            out.append(f"&#{0x10000 + ((high - 0xD800) << 10) + (cp - 0xDC00)};")
            pos = m.end()
            pending = None
            continue
        pending = m if 0xD800 <= cp <= 0xDBFF else None
    out.append(text[pos:])
    return "".join(out)


def _fix_refs(segment: str) -> str:
    """Escape stray "&", keep undefined named entities as text, repair numeric references.

    Outside CDATA only. A lone surrogate becomes U+FFFD; a reference to a
    character XML forbids (a control character, beyond U+10FFFF) is dropped.
    ``&eacute;`` and friends are not XML entities: they are kept as the text
    ``&eacute;`` and decoded with the other HTML entities after parsing.
    """

    def fix(m: re.Match[str]) -> str:
        hexd, dec, name = m.group(1), m.group(2), m.group(3)
        if name is not None:
            return m.group(0) if name in _XML_NAMED else f"&amp;{name};"
        if hexd is None and dec is None:
            return "&amp;"
        cp = int(hexd, 16) if hexd is not None else int(dec)
        if 0xD800 <= cp <= 0xDFFF:
            return "&#65533;"
        return m.group(0) if _xml_char_ok(cp) else ""

    return _REF.sub(fix, segment)


def _wrap_cdata(segment: str) -> str:
    for name in _WRAP:
        opener, closer = f"<{name}>", f"</{name}>"
        if opener not in segment:
            continue
        parts: list[str] = []
        pos = 0
        for start, body_at, body_end, end in _spans(segment, opener, closer):
            body = segment[body_at:body_end]
            if _NEEDS_CDATA.search(body) is None:
                continue  # plain text parses the same either way
            parts.append(segment[pos:start])
            parts.append(f"{opener}<![CDATA[{body.replace(']]>', ']]]]><![CDATA[>')}]]>{closer}")
            pos = end
        if parts:
            parts.append(segment[pos:])
            segment = "".join(parts)
    return segment


def _fix_tags(segment: str) -> str:
    # A quoted attribute value glued to the next attribute's name ('1'Height=)
    # can only be markup; so can "<Image" glued to Width/Height.
    return _ATTR_JOINED.sub(r"\1 ", _IMAGE_JOINED.sub("<Image ", segment))


def repair_xml(text: str) -> tuple[str, tuple[str, ...]]:
    """Apply the repairs real spots need before parsing; return the text and the repair names.

    In order (section 2 "Repairs", section 7):
    - strip control characters 0x00-0x1F (Spotweb; the document is header
      text, newlines in it were folding);
    - fix the broken segment endings ``spot.net></Segment>`` / ``spot.ne</Segment>``;
    - restore a space lost inside a start tag (``<ImageWidth=``, ``'Height=``);
    - wrap Title, Description, Image, Tag and Website in CDATA when a client
      forgot (Spotweb ``correctElmContents``, per element, ``]]>`` kept safe);
    - outside CDATA, escape stray "&", keep undefined named entities as text
      and repair numeric references (``_fix_refs``).
    The 4-byte-UTF-8 rewrite Spotweb does for MySQL is not needed and not done.
    """
    repairs: list[str] = []

    def step(name: str, new: str) -> None:
        nonlocal text
        if new != text:
            repairs.append(name)
            text = new

    step("declaration", _DECL.sub("", text, count=1))
    step("surrogate_pairs", _join_surrogates(text))
    step("control_chars", _CONTROL.sub("", text))
    if "spot.ne" in text:
        fixed = text.replace("spot.net></Segment>", "spot.net</Segment>").replace("spot.ne</Segment>", "spot.net</Segment>")
        step("segment_ending", fixed)
    # Each pass splits out CDATA; the hints skip passes that cannot change anything.
    if _JOINED_HINT.search(text):
        step("tag_whitespace", _map_outside_cdata(text, _fix_tags))
    if _WRAP_HINT.search(text):
        step("cdata_wrapped", _map_outside_cdata(text, _wrap_cdata))
    if "&" in text:
        step("references", _map_outside_cdata(text, _fix_refs))
    return text, tuple(r for r in repairs if r != "declaration")


class _Parsers(threading.local):
    def __init__(self) -> None:
        options = {
            "resolve_entities": False,
            "no_network": True,
            "load_dtd": False,
            "dtd_validation": False,
            "huge_tree": False,
            "remove_comments": True,
            "remove_pis": True,
            "strip_cdata": True,
        }
        self.strict = etree.XMLParser(recover=False, **options)  # type: ignore[arg-type]
        self.lenient = etree.XMLParser(recover=True, **options)  # type: ignore[arg-type]


_PARSERS = _Parsers()


def _text(el: etree._Element | None, limit: int = MAX_TEXT) -> str:
    if el is None:
        return ""
    return xml_safe(html.unescape("".join(el.itertext())[:limit])).strip()


_LEADING_INT = re.compile(r"\s*(\d{1,18})")


def _int(text: str | None) -> int | None:
    m = _LEADING_INT.match(text or "")
    return int(m.group(1)) if m else None


def _segments(parent: etree._Element | None, tag: str, limit: int) -> tuple[tuple[str, ...], bool]:
    """Return the ids under ``parent`` (quotes stripped, as spotlib does) and whether the list was dropped.

    Spotweb drops the whole list when any id holds "<" or ">" (``validMessageId``);
    we drop it for any id ``message_ids`` refuses (whitespace, control
    characters, no "@", over-long), which could otherwise reach an NNTP
    command line. The whole list, not the one id: the payload is one DEFLATE
    stream, so a list missing a piece cannot decode anyway.
    """
    if parent is None:
        return (), False
    ids: list[str] = []
    for seg in parent.iterfind(tag):
        mid = "".join(seg.itertext()).strip().replace('"', "")
        if not mid:
            continue
        if _message_id(mid) is None or mid.startswith("<"):
            return (), True
        ids.append(mid)
        if len(ids) > limit:
            return (), True
    return tuple(ids), False


def parse_spot_xml(xml: bytes | str, *, max_bytes: int = MAX_XML) -> SpotPosting | Rejected:
    """Parse a spot's X-XML document (section 2) after ``repair_xml``.

    lxml with a hardened parser (no entity expansion, no DTD, no network,
    huge_tree off): the same parser family ``nzb.py`` uses, C speed on the
    import path, and a DOCTYPE is refused before parsing. Strict parsing is
    tried first; if the repaired document is still not well-formed, lxml's
    recovering parser is tried and ``repairs`` says "recovered". The root is
    ``Spotnet`` or ``SpotNet`` (spotlib accepts both).

    Bytes are read as UTF-8 (Spotweb writes it; Spotnet's pure-ASCII XML is
    UTF-8 too) and as Latin-1 when they are not UTF-8. ``max_bytes`` is
    Spotweb's cap; ``corpus.hostile_spot_inputs`` lifts it to measure the
    cost per byte past it. Spotweb's extra
    Latin-1-to-UTF-8 conversion of Poster and Tag is not repeated: applied to
    text that is already decoded it only double-encodes.
    """
    if len(xml) > max_bytes:
        return Rejected(Reason.XML_TOO_LARGE, f"{len(xml)} bytes")
    if isinstance(xml, (bytes, bytearray)):
        try:
            text = bytes(xml).decode("utf-8")
        except UnicodeDecodeError:
            text = bytes(xml).decode("latin-1")
    else:
        text = xml
    text, repairs = repair_xml(text)
    if _DOCTYPE.search(_outside_cdata(text)):
        return Rejected(Reason.XML_DOCTYPE, "a DOCTYPE or ENTITY declaration is refused")
    data = text.encode("utf-8", "replace")
    try:
        root = etree.fromstring(data, _PARSERS.strict)
    except etree.XMLSyntaxError as exc:
        try:
            root = etree.fromstring(data, _PARSERS.lenient)
        except etree.XMLSyntaxError:
            root = None
        if root is None:
            return Rejected(Reason.XML_MALFORMED, str(exc)[:200])
        repairs = (*repairs, "recovered")
    if not isinstance(root.tag, str) or root.tag.lower() != "spotnet":
        return Rejected(Reason.XML_NOT_SPOTNET, f"root <{root.tag}>"[:80])
    posting = root.find("Posting")
    if posting is None:
        return Rejected(Reason.XML_NOT_SPOTNET, "no <Posting>")
    key_id = _int(posting.findtext("Key"))
    category_el = posting.find("Category")
    category = _int(category_el.text) if category_el is not None else None
    if category is not None and key_id == 1:
        category += 1  # FTD XML is 0-based (section 2)
    subcats: list[SubCategory] = []
    if category_el is not None:
        subs = category_el.findall("SubCat") or category_el.findall("Sub")
        for sub in subs[:MAX_LIST]:
            parsed = parse_xml_subcat("".join(sub.itertext()))
            if parsed is not None:
                subcats.append(parsed)
    image_el = posting.find("Image")
    image = None
    if image_el is not None:
        segs, _ = _segments(image_el, "Segment", MAX_LIST)
        if len(image_el) and image_el.find("Segment") is not None:
            image = SpotImage(_int(image_el.get("Width")), _int(image_el.get("Height")), segs, None)
        else:
            url = _text(image_el, 2048)
            image = SpotImage(None, None, (), url or None)
    nzb, discarded = _segments(posting.find("NZB"), "Segment", MAX_NZB_SEGMENTS)
    # Spotweb keeps the valid PREVSPOTS ids one by one (unlike NZB segments).
    prev_ids = (_text(s, 300).replace('"', "") for s in posting.iterfind("PREVSPOTS/Spot"))
    prev = tuple(mid for mid in prev_ids if _message_id(mid))[:MAX_LIST]
    description = re.sub(r"\[br\]", "\n", _text(posting.find("Description")), flags=re.I)
    description = re.sub(r"\[tab\]", "\t", description, flags=re.I)
    filename = _text(posting.find("Filename"), 1024) or None
    groups = tuple(g for g in (_text(n, 200) for n in posting.iterfind("Newsgroup")) if g and g != "Other")[:MAX_LIST]
    return SpotPosting(
        key_id=key_id,
        created=_int(posting.findtext("Created")),
        poster=_text(posting.find("Poster"), 256),
        size=_int(posting.findtext("Size")),
        tag=_text(posting.find("Tag"), 256),
        title=_text(posting.find("Title"), 1024),
        description=description,
        website=_text(posting.find("Website"), 2048),
        category=category,
        subcats=tuple(subcats),
        image=image,
        nzb_segments=nzb,
        nzb_discarded=discarded,
        prev_spots=prev,
        filename=filename,
        newsgroups=groups,
        repairs=repairs,
    )


_BBCODE = re.compile(r"\[/?(?:b|i|u)\]", re.I)


def description_text(description: str) -> str:
    """Return the description as plain text: BBCode ``[b] [i] [u]`` removed (spotlib does the same)."""
    return _BBCODE.sub("", description)


# --- 6. The whole spot ------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SpotRelease:
    """One spot as a catalogue release: what the lead's table needs, flat."""

    message_id: str
    title: str
    poster: str
    tag: str
    description: str
    category: int
    categories: tuple[int, ...]
    subcats: str
    size: int
    posted_at: int
    trust: str
    key_id: int
    spotter_id: str | None
    signer_bits: int | None
    weak_key: bool
    xml_signature: str
    nzb_segments: tuple[str, ...]
    image_segments: tuple[str, ...]
    image_url: str | None
    website: str


@dataclass(frozen=True, slots=True)
class Spot:
    """A parsed, verified spot; ``posting`` and ``article`` are None when only XOVER was read."""

    header: SpotHeader
    verdict: Verdict
    article: SpotArticle | None = None
    posting: SpotPosting | None = None

    @property
    def title(self) -> str:
        """Return the XML title when there is one (properly encoded, section 2), else the header's.

        A self-signed spot whose key signed its header but not its XML shows
        the header title: that one is bound to the key, the XML's is not.
        """
        if self.verdict.title_binding is TitleBinding.HEADER:
            return self.header.title
        if self.posting is not None and self.posting.title:
            return self.posting.title
        return self.header.title

    @property
    def subcats(self) -> tuple[SubCategory, ...]:
        """Return the signed header subcategories, or the XML ones when the header lists none."""
        if self.header.subcats or self.posting is None:
            return self.header.subcats
        return self.posting.subcats

    @property
    def category_id(self) -> int:
        """Return the Newznab category id (``spot_categories.newznab_category``)."""
        return newznab_category(self.header.category, self.subcats)

    def release(self, *, allow_no_nzb: bool = False) -> SpotRelease | Rejected:
        """Flatten the spot into a catalogue release; a spot without NZB segments cannot be one.

        ``allow_no_nzb`` flattens such a spot anyway (empty ``nzb_segments``):
        the import stores every accepted spot with its label, and records
        that no release can come of it.
        """
        posting = self.posting
        if posting is None or (not posting.nzb_segments and not allow_no_nzb):
            return Rejected(Reason.NO_NZB, "the spot names no NZB segments" if posting else "the spot's XML was not read")
        image = posting.image
        return SpotRelease(
            message_id=self.header.message_id,
            title=self.title,
            poster=self.header.poster,
            tag=self.header.tag or posting.tag,
            description=description_text(posting.description),
            category=self.category_id,
            categories=newznab_categories(self.header.category, self.subcats),
            subcats="".join(s.wire() for s in self.subcats),
            size=self.header.size or posting.size or 0,
            posted_at=self.header.posted_at,
            trust=self.verdict.trust.value,
            key_id=self.header.key_id,
            spotter_id=self.verdict.spotter_id,
            signer_bits=self.verdict.signer_bits,
            weak_key=self.verdict.weak_key,
            xml_signature=self.verdict.xml_signature.value,
            nzb_segments=posting.nzb_segments,
            image_segments=image.segments if image else (),
            image_url=image.url if image else None,
            website=posting.website,
        )


def read_spot(
    *,
    subject: bytes,
    from_: bytes,
    message_id: bytes | str,
    keyring: KeyRing,
    now: int,
    date: bytes | str | None = None,
    head: Sequence[bytes] | bytes | None = None,
) -> Spot | ModerationCommand | Rejected:
    """Run every stage for one article: a verified ``Spot``, a ``ModerationCommand``, or a rejection.

    Without ``head`` only the XOVER stages run (a listing pass); with it the
    X-XML is parsed and the HEAD's signatures refine the verdict.
    """
    header = parse_spot_header(subject, from_, message_id, now=now, date=date)
    if isinstance(header, Rejected):
        return header
    verdict = verify_spot_header(header, keyring)
    if not verdict.accepted:
        return Rejected(verdict.reason or Reason.BAD_HEADER_SIGNATURE)
    if header.key_id == 2:
        return parse_moderation(header, verdict)
    if head is None:
        return Spot(header, verdict)
    return complete_spot(Spot(header, verdict), head, keyring)


def complete_spot(listed: Spot, head: Sequence[bytes] | bytes, keyring: KeyRing) -> Spot | Rejected:
    """Run the HEAD stages (4-6) on a spot already verified from XOVER (``read_spot`` without ``head``).

    A listing pass verifies every overview line, then fetches the HEAD of the
    new spots only; this finishes those without checking the header twice.
    """
    article = parse_spot_head(head)
    if isinstance(article, Rejected):
        return article
    verdict = verify_spot_article(listed.header, listed.verdict, article, keyring)
    if not verdict.accepted:
        return Rejected(verdict.reason or Reason.BAD_USER_SIGNATURE)
    posting = parse_spot_xml(article.xml)
    if isinstance(posting, Rejected):
        return posting
    if verdict.title_binding is TitleBinding.XML and not posting.title:
        return Rejected(Reason.TITLE_UNBOUND, "only the X-XML-Signature binds the title, and the XML has none")
    return Spot(listed.header, verdict, article, posting)
