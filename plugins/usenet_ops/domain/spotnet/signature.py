"""Check Spotnet's RSA signatures: keys, escaped base64, hashcash and spotter ids.

Spotnet signs with RSA, PKCS#1 v1.5 padding and SHA-1 throughout (reference
spotnet.md section 3). Keys travel as a bare modulus (the exponent is always
65537, ``AQAB``) in one of two spellings: .NET ``RSAKeyValue`` XML with plain
base64 (the ``X-User-Key`` header) or Spotnet's *escaped* base64 in the From
header. This module knows nothing about spot headers; ``spotnet.py`` decides
which bytes each signature covers and what a result means.

Invariants kept here:
- Nothing here raises on hostile input: a bad key or signature is ``None`` or
  ``False``. Only ``KeyRing`` construction from the shipped table raises,
  because a broken shipped table is our bug, not the network's.
- Escaped base64 is un-escaped *before* it is padded (section 1: Spotweb pads
  first and gets away with it only because PHP's decoder is lenient).
- Keys are built from numbers (``RSAPublicNumbers``), never hand-made DER:
  Spotweb's DER builder drops the 0x00 sign byte, and all three built-in
  moduli start with a byte >= 0x80 (section 3, step 2).
- The modulus size is capped (``MAX_KEY_BITS``), so a poster cannot make
  verification expensive with a 64 kbit key. The key size is reported
  (``PublicKey.bits``): the built-in keys and Spotnet's user keys are 384
  bits, which factor on a laptop, so a caller can weigh a signature by it.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import re
import struct
import zlib
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import TYPE_CHECKING

# cryptography is imported where a key is built or a signature checked, not here: its OpenSSL bindings cost
# ~9 MiB of resident memory and 10-15 ms, and every pass imports this module through passes.compose (the key
# ring's type), while only the Spotnet passes build keys.
if TYPE_CHECKING:
    from cryptography.hazmat.primitives.asymmetric import rsa

__all__ = [
    "DEFAULT_EXPONENT",
    "MAX_KEY_BITS",
    "MIN_KEY_BITS",
    "WEAK_KEY_BITS",
    "KeyRing",
    "PublicKey",
    "decode_escaped_base64",
    "escape_base64",
    "hashcash_ok",
    "key_from_modulus",
    "parse_keyring_tsv",
    "parse_rsa_key_value",
    "spotter_id",
    "unescape_base64",
    "verify",
]

DEFAULT_EXPONENT = 65537
# 384 is what Spotnet itself uses (section 3); below 256 a "signature" is noise.
MIN_KEY_BITS = 256
# Spotweb generates 1024-bit keys; 4096 leaves room and bounds the cost of one
# verification on a poster-chosen key.
MAX_KEY_BITS = 4096
# Below this a valid signature proves little: 384-bit moduli factor in minutes.
WEAK_KEY_BITS = 1024
_MAX_ENCODED = 4 * ((MAX_KEY_BITS // 8 + 2) // 3) + 16  # base64 of a max-size value, with slack
_B64_ALPHABET = re.compile(r"[A-Za-z0-9+/]*")


def unescape_base64(text: str) -> str:
    """Undo Spotnet's escaping ("-s" -> "/", "-p" -> "+") and restore the "=" padding.

    Why this order: the escape sequences are two characters each, so the
    length is only meaningful after they are undone (spotlib ``SpecialString``,
    reference section 1). Standard base64 never contains "-", so a plain value
    passes through unchanged: one decoder serves both spellings.
    """
    plain = text.strip().rstrip("=").replace("-s", "/").replace("-p", "+")
    return plain + "=" * (-len(plain) % 4)


def escape_base64(raw: bytes) -> str:
    """Encode bytes in Spotnet's escaped base64 (what posters put in the From header)."""
    return base64.b64encode(raw).decode("ascii").rstrip("=").replace("/", "-s").replace("+", "-p")


def decode_escaped_base64(text: str, *, max_chars: int = _MAX_ENCODED) -> bytes | None:
    """Decode escaped (or plain) base64 strictly; None when it is not base64.

    Strict because a lenient decoder turns a mangled signature into other
    bytes that then merely fail to verify, hiding the real fault.
    """
    if len(text) > max_chars:
        return None
    plain = unescape_base64(text)
    body = plain.rstrip("=")
    if not body or len(body) % 4 == 1 or _B64_ALPHABET.fullmatch(body) is None:
        return None
    try:
        return binascii.a2b_base64(plain.encode("ascii"), strict_mode=True)
    except (binascii.Error, ValueError):
        return None


@dataclass(frozen=True, slots=True)
class PublicKey:
    """An RSA public key as Spotnet carries it: modulus and exponent."""

    modulus: int
    exponent: int = DEFAULT_EXPONENT
    _key: rsa.RSAPublicKey | None = field(default=None, init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        if not MIN_KEY_BITS <= self.modulus.bit_length() <= MAX_KEY_BITS:
            raise ValueError(f"modulus of {self.modulus.bit_length()} bits is outside {MIN_KEY_BITS}..{MAX_KEY_BITS}")
        if self.modulus % 2 == 0 or self.exponent < 3 or self.exponent % 2 == 0 or self.exponent >= self.modulus:
            raise ValueError("not an RSA public key (even modulus or bad exponent)")
        from cryptography.exceptions import UnsupportedAlgorithm
        from cryptography.hazmat.primitives.asymmetric import rsa

        try:
            key = rsa.RSAPublicNumbers(self.exponent, self.modulus).public_key()
        except (ValueError, UnsupportedAlgorithm) as exc:
            raise ValueError(f"not an RSA public key ({exc})") from exc
        object.__setattr__(self, "_key", key)

    @property
    def bits(self) -> int:
        """Return the modulus size in bits (384 for Spotnet's own keys)."""
        return self.modulus.bit_length()

    @property
    def weak(self) -> bool:
        """Say whether the modulus is small enough to forge signatures cheaply."""
        return self.bits < WEAK_KEY_BITS

    @property
    def modulus_bytes(self) -> bytes:
        """Return the big-endian modulus, as .NET exports it (no sign byte)."""
        return self.modulus.to_bytes((self.modulus.bit_length() + 7) // 8, "big")

    @property
    def crypto_key(self) -> rsa.RSAPublicKey:
        """Return the ``cryptography`` key object (built once, with the value)."""
        assert self._key is not None
        return self._key


def _key(modulus: bytes | None, exponent: int = DEFAULT_EXPONENT) -> PublicKey | None:
    if not modulus:
        return None
    try:
        return PublicKey(int.from_bytes(modulus, "big"), exponent)
    except ValueError:
        return None


def key_from_modulus(escaped_modulus: str) -> PublicKey | None:
    """Build the key from a modulus in (escaped) base64 with exponent 65537; None if unusable."""
    return _key(decode_escaped_base64(escaped_modulus))


_KEY_VALUE = re.compile(rf"<\s*(Modulus|Exponent)\s*>\s*([^<]{{0,{_MAX_ENCODED}}})\s*<\s*/\s*\1\s*>", re.I)


def parse_rsa_key_value(text: str) -> PublicKey | None:
    """Read an ``X-User-Key`` value: .NET ``<RSAKeyValue>`` XML, or a bare escaped modulus.

    The XML is read with a pattern, not a parser: it is two fixed elements of
    base64 in a header, and a pattern cannot be made to expand entities or
    fetch anything. spotlib also accepts a bare escaped modulus here
    (``Spots.GetSpot``), so that is read too.
    """
    if len(text) > 4 * _MAX_ENCODED:
        return None
    found = {m.group(1).lower(): m.group(2) for m in _KEY_VALUE.finditer(text)}
    if "modulus" not in found:
        if "<" in text:
            return None
        return key_from_modulus(text)
    exponent = DEFAULT_EXPONENT
    if "exponent" in found:
        raw = decode_escaped_base64(found["exponent"])
        if raw is None or len(raw) > 8:
            return None
        exponent = int.from_bytes(raw, "big")
    return _key(decode_escaped_base64(found["modulus"]), exponent)


def verify(key: PublicKey, signature: bytes, message: bytes) -> bool:
    """Check an RSA PKCS#1 v1.5 / SHA-1 signature; False for any failure.

    A signature shorter than the modulus is left-padded with zeros: it is the
    same integer (some encoders drop leading zero bytes); a longer one cannot
    be valid.
    """
    size = (key.bits + 7) // 8
    if not signature or len(signature) > size:
        return False
    if len(signature) < size:
        signature = signature.rjust(size, b"\x00")
    from cryptography.exceptions import InvalidSignature
    from cryptography.hazmat.primitives import hashes
    from cryptography.hazmat.primitives.asymmetric import padding

    try:
        key.crypto_key.verify(signature, message, padding.PKCS1v15(), hashes.SHA1())
    except (InvalidSignature, ValueError, TypeError):
        return False
    return True


def hashcash_ok(message_id: str) -> bool:
    """Say whether SHA-1 of ``<message-id>`` (brackets included) starts with 16 zero bits.

    The id is hashed as Latin-1 bytes (spotlib ``MakeLatin``); an id outside
    Latin-1 cannot have been produced by a Spotnet client and fails.
    """
    mid = message_id.strip()
    if not (mid.startswith("<") and mid.endswith(">")):
        mid = f"<{mid}>"
    try:
        raw = mid.encode("latin-1")
    except UnicodeEncodeError:
        return False
    return hashlib.sha1(raw).digest()[:2] == b"\x00\x00"


def spotter_id(key: PublicKey) -> str:
    """Return Spotweb's spotter id: CRC-32 of the modulus bytes, 4 bytes LE, base64 without "/+="."""
    crc = zlib.crc32(key.modulus_bytes) & 0xFFFFFFFF
    return base64.b64encode(struct.pack("<I", crc)).decode("ascii").translate(str.maketrans("", "", "/+="))


@dataclass(frozen=True)
class KeyRing:
    """The trusted keys by Spotnet key id (2: moderator, 3 and 4: signing service)."""

    keys: Mapping[int, PublicKey]
    roles: Mapping[int, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        object.__setattr__(self, "keys", MappingProxyType(dict(self.keys)))
        object.__setattr__(self, "roles", MappingProxyType(dict(self.roles)))

    def get(self, key_id: int) -> PublicKey | None:
        """Return the key for a key id, or None when the ring has none."""
        return self.keys.get(key_id)

    def __contains__(self, key_id: object) -> bool:
        return key_id in self.keys

    def __iter__(self) -> Iterator[int]:
        return iter(sorted(self.keys))


def parse_keyring_tsv(text: str, *, source: str = "spotnet_moderators.tsv") -> KeyRing:
    """Parse the shipped key table (key_id, role, modulus, exponent, note; "#" comments).

    Raises ValueError naming the line: the table is our data, so a bad row
    is a release bug to fix in include/seed, not input to tolerate. A key id
    listed twice is refused for the same reason (which one would win?).
    """
    keys: dict[int, PublicKey] = {}
    roles: dict[int, str] = {}
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        cols = line.split("\t")
        if len(cols) < 4:
            raise ValueError(f"{source}:{number}: expected key_id, role, modulus, exponent separated by tabs")
        key_id_s, role, modulus, exponent_s = (c.strip() for c in cols[:4])
        if key_id_s == "key_id":
            continue
        if not key_id_s.isdigit():
            raise ValueError(f"{source}:{number}: key id {key_id_s!r} is not a number")
        key_id = int(key_id_s)
        if key_id in keys:
            raise ValueError(f"{source}:{number}: key id {key_id} is listed twice")
        raw_exp = decode_escaped_base64(exponent_s)
        raw_mod = decode_escaped_base64(modulus)
        if raw_exp is None or raw_mod is None:
            raise ValueError(f"{source}:{number}: modulus or exponent is not base64")
        try:
            keys[key_id] = PublicKey(int.from_bytes(raw_mod, "big"), int.from_bytes(raw_exp, "big"))
        except ValueError as exc:
            raise ValueError(f"{source}:{number}: {exc}") from exc
        roles[key_id] = role
    return KeyRing(keys, roles)
