"""A hostile mix for the synthetic corpus: overview lines posted (or served) to break an indexer.

WHY: alt.binaries is written by anyone, some of them on purpose to stop
indexers, and servers relay whatever they hold. Every item below is a form
that stopped, stalled or corrupted an indexer's pipeline (issue 15): a
multi-KB subject, NUL and broken UTF-8 inside encoded words, an escape codec
named as a charset, a NUL or 5 KB poster, control characters and a bare CR
inside fields, 65+ fields, a Xref naming hundreds of groups or a group with
a NUL, lying :bytes, article numbers of 20 digits or outside what was asked
(a server re-listing an old article, or one far past its high water mark),
signed numbers, garbage lines, bad message-ids, and one article listed in two
groups under one message-id without a crosspost Xref.

Each item says what the crawl must count it as (``expect``: outcome ->
articles) and, when it is a whole release, what the build must store
(``release``: the manifest form, message-ids included). The generator
appends the items' lines to their groups after the normal articles (each
backbone numbers them after its own high water mark), and the corpus serves
them verbatim; a line's own number field may lie about its number.

Deterministic from the seed, like the rest of the corpus.
"""

from __future__ import annotations

import base64
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from usenet_ops.corpus.release import BASE_EPOCH, format_date

HOST = b"news-hostile.usenet-ops.test"
PART_BYTES = 760_000  # a typical yEnc article: the releases stay clear of the junk rules' size bands
PARTS = 12


@dataclass(frozen=True)
class HostileLine:
    """One overview line as served: its fields after the number, and a literal number field when it lies."""

    group: str
    rest: bytes
    number: bytes | None = None  # None: the number the backbone gives it

    def as_json(self, idx: int) -> dict[str, Any]:
        return {"idx": idx, "group": self.group, "number": None if self.number is None else _b64(self.number),
                "rest": _b64(self.rest)}


@dataclass(frozen=True)
class HostileItem:
    """One hostile form: its lines, the crawl outcomes it must be counted under, the release it must build."""

    kind: str
    lines: tuple[HostileLine, ...]
    expect: dict[str, int]
    release: dict[str, Any] | None = None
    duplicates: int = 0  # releases the build must count as duplicates of this one (same content hash)
    extra: dict[str, Any] = field(default_factory=dict)

    def manifest(self) -> dict[str, Any]:
        return {"kind": self.kind, "groups": sorted({ln.group for ln in self.lines}), "lines": len(self.lines),
                "expect": self.expect, "release": self.release, "duplicates": self.duplicates, **self.extra}


def _b64(raw: bytes) -> str:
    return base64.b64encode(raw).decode("ascii")


def unb64(text: str) -> bytes:
    """Decode a field of hostile.json."""
    return base64.b64decode(text)


def _fields(subject: bytes, poster: bytes, date: bytes, mid: bytes, size: bytes = b"%d" % PART_BYTES,
            lines: bytes = b"5850", xref: bytes | None = None, extra: Sequence[bytes] = ()) -> bytes:
    out = [subject, poster, date, mid, b"", size, lines]
    if xref is not None:
        out.append(b"Xref: " + xref)
    return b"\t".join([*out, *extra])


class _Mix:
    """Builds the items: one place for the date, the ids and the release manifest entries."""

    def __init__(self, seed: int, groups: Sequence[str]) -> None:
        self.rng = random.Random(f"usenet-ops:{seed}:hostile")
        self.seed = seed
        self.groups = list(groups)
        epoch = BASE_EPOCH + self.rng.randrange(0, 20 * 86400)
        self.date = format_date(epoch, "rfc5322").encode()
        self.items: list[HostileItem] = []
        self.n = 0

    def group(self, k: int = 0) -> str:
        return self.groups[k % len(self.groups)]

    def mid(self, kind: str) -> bytes:
        self.n += 1
        return b"<hostile.%d.%s.%d@usenet-ops.test>" % (self.seed, kind.encode(), self.n)

    def xref(self, group: str) -> bytes:
        return HOST + b" " + group.encode() + b":1"

    def release(self, kind: str, name: str, subject: bytes, *, group: str | None = None, poster: bytes | None = None,
                file_name: str | None = None, size: bytes | None = None, xref: bytes | None = None,
                extra: Sequence[bytes] = (), parts: int = PARTS, part_bytes: Sequence[int] | None = None,
                title: str | None = None, also_in: str | None = None) -> None:
        """Add a complete one-file release whose every line carries the hostile form; it must be built.

        ``subject`` holds ``%d`` for the segment counter's part; ``also_in``
        lists the same lines (same message-ids) in a second group as well.
        """
        group = group or self.group()
        poster = poster or b"Hostile Poster <hostile@usenet-ops.test>"
        lines: list[HostileLine] = []
        segments: list[dict[str, Any]] = []
        for p in range(1, parts + 1):
            mid = self.mid(kind)
            nbytes = part_bytes[p - 1] if part_bytes else PART_BYTES
            rest = _fields(subject % p, poster, self.date, mid, size if size is not None else b"%d" % nbytes,
                           xref=xref if xref is not None else self.xref(group), extra=extra)
            lines.append(HostileLine(group, rest))
            if also_in:
                lines.append(HostileLine(also_in, _fields(subject % p, poster, self.date, mid,
                                                          size if size is not None else b"%d" % nbytes,
                                                          xref=self.xref(also_in), extra=extra)))
            segments.append({"number": p, "message_id": mid[1:-1].decode(), "bytes": nbytes})
        staged = parts * (2 if also_in else 1)
        entry = {"name": title or name, "newsgroups": [group], "files": [
            {"name": file_name or f"{name}.mkv", "segments": segments}], "expect_in_catalogue": True,
            "size": sum(s["bytes"] for s in segments)}
        self.items.append(HostileItem(kind, tuple(lines), {"staged": staged}, entry, duplicates=1 if also_in else 0))

    def declined(self, kind: str, reason: str, rests: Sequence[bytes], numbers: Sequence[bytes | None] | None = None,
                 group: str | None = None) -> None:
        """Add lines the crawl must decline, each counted under ``reason``."""
        group = group or self.group(1)
        nums = numbers or [None] * len(rests)
        lines = tuple(HostileLine(group, rest, number) for rest, number in zip(rests, nums, strict=True))
        self.items.append(HostileItem(kind, lines, {reason: len(lines)}))

    def post(self, kind: str, name: str) -> bytes:
        """Return the fields of an ordinary one-article post (for lines whose number field is the hostile part)."""
        return _fields(b'%s [1/1] - "%s.rar" yEnc (1/1)' % (name.encode(), name.encode()),
                       b"Poster <p@usenet-ops.test>", self.date, self.mid(kind), xref=self.xref(self.group(1)))


_VOCABULARY = """
    Holiday Video Collection Complete Remastered Edition Season Extended Directors Cut Special Anniversary
    Volume Chapter Story River Mountain Valley Ocean Forest Garden Winter Summer Autumn Spring Morning Evening
    Night Light Shadow Silver Golden Iron Stone Glass Paper Letter Window Bridge Harbor Island Castle Tower
    Station Market Village City Country Kingdom Empire Republic Journey Voyage Return Escape Rescue Promise
    Secret Mystery Legend Ballad Chronicle Diary Portrait Landscape Symphony Concert Orchestra Quartet Piano
    Guitar Violin Drum Choir Dance Theatre Cinema Studio Gallery Museum Library School College Academy
    Doctor Teacher Captain Pilot Sailor Farmer Hunter Keeper Builder Painter Writer Singer Dancer Runner
    Brother Sister Mother Father Family Friends Neighbours Strangers Travellers Pioneers Heroes Rebels
    Thunder Lightning Rain Snow Storm Wind Cloud Sunrise Sunset Horizon Meadow Prairie Desert Canyon Glacier
    Lantern Compass Anchor Harvest Orchard Vineyard Cottage Palace Fortress Cathedral Chapel Monastery
    Railway Highway Avenue Boulevard Crossing Harbour Lighthouse Windmill Bakery Workshop Factory Foundry
"""


def hostile_mix(seed: int, groups: Sequence[str]) -> list[HostileItem]:
    """Return the hostile items for a corpus of ``groups`` (two or more; items spread over the first few)."""
    if len(groups) < 2:
        raise ValueError("the hostile mix needs at least two groups (one item lists an article in two)")
    m = _Mix(seed, groups)
    # Several KB of ordinary words, each at most four times (five repeats is the junk rule repeated_word's
    # keyword stuffing, which would drop the post before the catalogue is reached).
    vocabulary = _VOCABULARY.split()
    picked = [w for w in vocabulary for _ in range(4)]
    m.rng.shuffle(picked)
    words = " ".join(picked).encode()

    # Multi-KB subjects of ordinary words: staged and built, the title bounded at the catalogue (issue 15 item 1).
    m.release("multi_kb_subject", "Hostile.Long",
              b"Hostile.Long " + words + b' [1/1] - "hostile.long.mkv" yEnc (%d/12)', file_name="hostile.long.mkv")
    # Past ingest.MAX_SUBJECT_BYTES (16 KiB) a subject is an attack, not a post: declined and counted.
    m.declined("huge_subject", "subject_too_long", [
        _fields(b"Hostile.Huge " + words * 5 + b' [1/1] - "huge.rar" yEnc (%d/3)' % p, b"Huge <h@usenet-ops.test>",
                m.date, m.mid("huge_subject"), xref=m.xref(m.group(1))) for p in (1, 2, 3)])

    # Encoded words carrying NUL, broken UTF-8 and a surrogate (through an escape codec): cleaned, built.
    nul = base64.b64encode(b"Hostile.Nul\x00Word.S01E01.1080p.WEB-DL-HST")
    m.release("nul_in_encoded_word", "Hostile.NulWord.S01E01.1080p.WEB-DL-HST",
              b"=?UTF-8?B?" + nul + b'?= [1/1] - "hostile.nul.mkv" yEnc (%d/12)', file_name="hostile.nul.mkv")
    m.release("invalid_utf8_in_encoded_word", "Hostile.Broken\u00c3(Utf8.S01E02.1080p.WEB-DL-HST",
              b"=?utf-8?q?Hostile.Broken=C3=28Utf8.S01E02.1080p.WEB-DL-HST?= [1/1] - \"hostile.utf8.mkv\" "
              b"yEnc (%d/12)", file_name="hostile.utf8.mkv")
    m.release("escape_codec_charset", "Hostile.Escape\\ud800.S01E03.1080p.WEB-DL-HST",
              b"=?unicode_escape?q?Hostile.Escape=5Cud800.S01E03.1080p.WEB-DL-HST?= [1/1] - \"hostile.esc.mkv\" "
              b"yEnc (%d/12)", file_name="hostile.esc.mkv")
    # Posters: a NUL in an encoded word, and 5 KB of name on a name-only set (whose poster is indexed).
    m.release("nul_in_poster", "Hostile.Poster.Nul.S01E04.1080p.WEB-DL-HST",
              b'Hostile.Poster.Nul.S01E04.1080p.WEB-DL-HST [1/1] - "hostile.poster.mkv" yEnc (%d/12)',
              poster=b"=?utf-8?q?Nul=00Poster?= <nul@usenet-ops.test>", file_name="hostile.poster.mkv")
    m.release("huge_poster", "Hostile.Huge.Poster.S01E05.1080p.WEB-DL-HST",
              b'[1/1] - "Hostile.Huge.Poster.S01E05.1080p.WEB-DL-HST.mkv" yEnc (%d/12)',
              poster=b"Huge " + b"x" * 5000 + b" <huge@usenet-ops.test>",
              file_name="Hostile.Huge.Poster.S01E05.1080p.WEB-DL-HST.mkv")
    # Control characters, an ANSI escape and a bare CR inside the subject and the From.
    m.release("controls_and_cr_in_fields", "Hostile.Controls.S01E06.1080p.WEB-DL-HST",
              b'Hostile.Con\x1b[31mtrols.S01E06\r.1080p.WEB-DL-HST [1/1] - "hostile.ctl\x07.mkv" yEnc (%d/12)',
              poster=b"Con\rtrol \x01Poster <ctl@usenet-ops.test>", file_name="hostile.ctl.mkv")
    # 70 fields on every line (the C scanner takes at most 64; Python takes the rest).
    m.release("sixty_five_plus_fields", "Hostile.Fields.S01E07.1080p.WEB-DL-HST",
              b'Hostile.Fields.S01E07.1080p.WEB-DL-HST [1/1] - "hostile.fields.mkv" yEnc (%d/12)',
              file_name="hostile.fields.mkv", extra=[b"X-Extra-%d: v" % k for k in range(62)])
    # A Xref naming 600 groups before ours (13 KB), and one naming a group with a NUL.
    giant = HOST + b" " + b" ".join(b"alt.spam.hostile.%d:%d" % (k, k) for k in range(600))
    m.release("giant_xref", "Hostile.Giant.Xref.S01E08.1080p.WEB-DL-HST",
              b'Hostile.Giant.Xref.S01E08.1080p.WEB-DL-HST [1/1] - "hostile.xref.mkv" yEnc (%d/12)',
              file_name="hostile.xref.mkv", xref=giant + b" " + m.group().encode() + b":1")
    m.release("xref_group_with_nul", "Hostile.Xref.Nul.S01E09.1080p.WEB-DL-HST",
              b'Hostile.Xref.Nul.S01E09.1080p.WEB-DL-HST [1/1] - "hostile.xnul.mkv" yEnc (%d/12)',
              file_name="hostile.xnul.mkv", xref=HOST + b" alt.bin\x00aries.x:4 " + m.group().encode() + b":1")
    # :bytes that lie: negative, past bigint, 30 digits (clamped to 0 and 2**31-1).
    lies = [b"-5", b"99999999999999999999", b"1" + b"0" * 30] + [b"%d" % PART_BYTES] * (PARTS - 3)
    lie_sizes = [0, 2**31 - 1, 2**31 - 1] + [PART_BYTES] * (PARTS - 3)
    m.items.append(_sizes_item(m, lies, lie_sizes))
    # One article listed in two groups under one message-id, each Xref naming only its own group: staged in
    # both (nothing says it is a crosspost), built once; the second is the build's duplicate.
    m.release("duplicate_message_ids_across_groups", "Hostile.Twice.S01E10.1080p.WEB-DL-HST",
              b'Hostile.Twice.S01E10.1080p.WEB-DL-HST [1/1] - "hostile.twice.mkv" yEnc (%d/12)',
              file_name="hostile.twice.mkv", also_in=m.group(1))

    # Numbers: 20 digits (past bigint), one far past the high water mark, one below the low (a re-listed
    # old article): never in a range the crawl asks for.
    m.declined("number_past_bigint", "out_of_range", [m.post("n20", "Hostile.N20")], [b"99999999999999999999"])
    m.declined("number_past_high", "out_of_range", [m.post("nhigh", "Hostile.NHigh")], [b"999999999999"])
    m.declined("number_below_low", "out_of_range", [m.post("nlow", "Hostile.NLow")], [b"1"])
    m.declined("signed_or_spaced_number", "parse_dropped",
               [m.post("nsign", f"Hostile.NSign{k}") for k in range(4)], [b"-5", b"+7", b"1_0", b" 12"])
    m.declined("garbage_line", "parse_dropped", [b"\x00\xff garbage \x1b[2J no fields at all"], [b"\x00junk"])
    m.declined("message_id_with_controls", "bad_message_id", [
        _fields(b'Hostile.BadId.%d [1/1] - "b%d.rar" yEnc (1/1)' % (k, k), b"B <b@usenet-ops.test>", m.date, mid,
                xref=m.xref(m.group(1)))
        for k, mid in enumerate([b"<bad\x00id@usenet-ops.test>", b"<bad\nid@usenet-ops.test>",
                                 b"<" + b"x" * 300 + b"@usenet-ops.test>"])])
    m.declined("empty_message_id", "no_message_id", [
        _fields(b'Hostile.NoId [1/1] - "n.rar" yEnc (1/1)', b"N <n@usenet-ops.test>", m.date, b"<>",
                xref=m.xref(m.group(1)))])
    return m.items


def _sizes_item(m: _Mix, lies: list[bytes], sizes: list[int]) -> HostileItem:
    group = m.group()
    name = "Hostile.Lying.Bytes.S01E11.1080p.WEB-DL-HST"
    lines: list[HostileLine] = []
    segments: list[dict[str, Any]] = []
    for p, (raw, size) in enumerate(zip(lies, sizes, strict=True), 1):
        mid = m.mid("lying_bytes")
        subject = b'%s [1/1] - "hostile.bytes.mkv" yEnc (%d/%d)' % (name.encode(), p, len(lies))
        lines.append(HostileLine(group, _fields(subject, b"Bytes <by@usenet-ops.test>", m.date, mid, raw,
                                                xref=m.xref(group))))
        segments.append({"number": p, "message_id": mid[1:-1].decode(), "bytes": size})
    entry = {"name": name, "newsgroups": [group], "files": [{"name": "hostile.bytes.mkv", "segments": segments}],
             "expect_in_catalogue": True, "size": sum(sizes)}
    return HostileItem("lying_bytes", tuple(lines), {"staged": len(lines)}, entry)
