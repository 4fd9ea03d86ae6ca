"""A staged file's part bitmap: which of its ``(p/t)`` parts are already staged.

Bit p-1 of byte (p-1)//8, least significant bit first: part 1 is bit 0 of
byte 0, part 9 is bit 0 of byte 1. The bitmap grows only to the highest part
seen, and parts are bounded by ``subjects.MAX_SEGMENTS`` (2^20: a larger
``(p/t)`` is no binary post), so a bitmap never exceeds 128 KiB.

The bitmap is staging's dedup (docs/adr/0005): a part already in it is never
staged again, whichever provider, backbone or re-read offers it. The store
keeps the bitmap in ``staged_files.parts_bits`` and applies this rule under
the file row's lock; the C ``chunk`` applies the same rule (tests hold them
equal).
"""

from __future__ import annotations

from collections.abc import Sequence


def new_parts(bits: bytearray, parts: Sequence[int]) -> list[int]:
    """Return the positions in ``parts`` not yet in ``bits``, setting their bits (first of a repeat wins).

    ``bits`` is grown as needed. Pure, so the dedup rule is tested apart
    from Postgres.
    """
    keep: list[int] = []
    size = len(bits)
    for i, p in enumerate(parts):
        byte, mask = (p - 1) >> 3, 1 << ((p - 1) & 7)
        if byte >= size:
            bits.extend(bytes(byte + 1 - size))
            size = byte + 1
        elif bits[byte] & mask:
            continue
        bits[byte] |= mask
        keep.append(i)
    return keep
