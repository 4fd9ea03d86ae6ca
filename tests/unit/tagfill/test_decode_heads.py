"""nzb.decode_heads (tag fill's read of every release's files) answers as the field-by-field _Reader walk, bad input included."""

from __future__ import annotations

import random
import struct

import pytest
import zstandard

from usenet_ops.domain import nzb


def _reader_walk(blob: bytes) -> list[nzb.FileHead]:
    """The walk decode_heads replaced: one _Reader call per field (kept here as the reference)."""
    if not blob.startswith(nzb._MAGIC):
        raise nzb.NzbFormatError("not a compact NZB (bad magic); the column may hold another format")
    body = nzb._decompress(blob[len(nzb._MAGIC):])
    r = nzb._Reader(body)
    heads = []
    try:
        for _ in range(r.u32()):
            subject, poster, date = r.text(), r.text(), r.i64()
            groups = tuple(r.text() for _ in range(r.u32()))
            n = r.u32()
            if n:
                r.take(r.u32())
                r.take(r.u32())
                r.take(n * 16)
                r.take(r.u32())
            heads.append(nzb.FileHead(subject, poster, date, groups, n))
    except nzb.NzbFormatError:
        raise
    except (UnicodeDecodeError, struct.error, ValueError, MemoryError) as exc:
        raise nzb.NzbFormatError(f"compact NZB is corrupt ({exc})") from exc
    if r.pos != len(body):
        raise nzb.NzbFormatError("compact NZB has trailing bytes; the stored blob is corrupt")
    return heads


def _outcome(decode, blob: bytes) -> tuple[str, object]:
    try:
        return "heads", decode(blob)
    except nzb.NzbFormatError as exc:
        return "error", str(exc)


def _files(rng: random.Random) -> list[nzb.FileColumns]:
    out = []
    for _ in range(rng.randrange(4)):
        n = rng.randrange(4)
        out.append(nzb.FileColumns(
            rng.choice(["", "x", '[1/2] - "Show.S01E01.mkv" yEnc (1/3)', "ünïcødé ☃ \U0001f600", "a" * 300]),
            rng.choice(["p@x.invalid", ""]), rng.randrange(-5, 10**10),
            tuple(rng.choice(["alt.binaries.teevee", "a.b"]) for _ in range(rng.randrange(3))),
            list(range(1, n + 1)), [rng.randrange(10**9) for _ in range(n)],
            [f"part{k}.{rng.random()}@host" for k in range(n)]))
    return out


def test_decode_heads_answers_as_the_reader_walk_for_whole_truncated_mutated_and_padded_bodies() -> None:
    rng = random.Random(33)
    compress = zstandard.ZstdCompressor().compress
    for _ in range(3000):
        files = _files(rng)
        blob = nzb.encode_columns(files)
        assert nzb.decode_heads(blob) == [nzb.FileHead(f.subject, f.poster, f.date, f.groups, len(f.numbers))
                                          for f in files]
        body = nzb._decompress(blob[len(nzb._MAGIC):])
        spoil = rng.randrange(3)
        if spoil == 0:
            body = body[:rng.randrange(len(body) + 1)]
        elif spoil == 1 and body:
            mutated = bytearray(body)
            mutated[rng.randrange(len(mutated))] = rng.randrange(256)
            body = bytes(mutated)
        else:
            body += b"\x00" * rng.randrange(1, 5)
        spoilt = nzb._MAGIC + compress(body)
        assert _outcome(nzb.decode_heads, spoilt) == _outcome(_reader_walk, spoilt)


@pytest.mark.parametrize("blob", [b"", b"UNZ", b"UNZ\x01", b"UNZ\x01not zstd", b"<?xml", nzb._MAGIC + b"\x28\xb5\x2f\xfd"])
def test_decode_heads_refuses_what_is_no_compact_nzb_with_a_format_error(blob: bytes) -> None:
    with pytest.raises(nzb.NzbFormatError):
        nzb.decode_heads(blob)
