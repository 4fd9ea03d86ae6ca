"""The C overview scanner gives the same batch result as the pure-Python path.

The scanner only takes lines it is sure about and declines the rest, so the
property is equality on anything: realistic corpus lines, and the same lines
with control characters, 8-bit bytes, encoded words, broken counters, stray
tabs, odd message-ids and crossposts spliced in at random.
"""

from __future__ import annotations

import random
from collections.abc import Collection
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from usenet_ops import corpus as corpus_mod
from usenet_ops.domain import ingest
from usenet_ops.domain.blacklist import Blacklist, BlacklistRule
from usenet_ops.domain.junk import JunkEngine, JunkRule, RuleKind, Stage
from usenet_ops.domain.overview import OverviewFormat
from usenet_ops.domain.posters import PosterWatch
from usenet_ops.nntp.protocol import join_block

pytestmark = pytest.mark.skipif(not ingest.native_available(), reason="the C scanner was not built (no compiler)")

GROUP = "alt.binaries.test"
# A Date the C scanner passes on (ten bytes or more with a time); placeholders like "d" are declined to Python.
DATE = b"1 Dec 2026 10:00:00 +0000"
INDEXED = frozenset({"alt.binaries.first", GROUP, "alt.binaries.other"})


def _normal(result: ingest.IngestResult) -> dict:
    files = {}
    for fid, f in result.files.items():
        segs = sorted(zip(f.message_ids, f.parts, f.sizes, strict=True))
        files[fid] = (f.set_id, f.group, f.base, f.poster, f.file_name, f.subject, f.file_index, f.file_total,
                      f.part_total, f.date_raw, frozenset(f.groups), f.art_lo, f.art_hi, f.name_only, segs)
    return {"files": files, "articles": result.articles, "outcomes": dict(+result.outcomes),
            "junk": dict(+result.junk_hits), "blacklist": dict(+result.blacklist_hits), "sample": result.parse_sample}


NO_FILTERS = ingest.IngestFilters()


def _ingest_both(lines: list[bytes], fmt: OverviewFormat | None = None, *, group: str = GROUP,
                 indexed: Collection[str] = INDEXED, filters=(NO_FILTERS, NO_FILTERS)):
    """Return (C scanner, pure Python) over the lines as one OVER reply (a CRLF inside a line splits it, as on the wire)."""
    block = join_block(lines)
    fast = ingest.ingest_block(block, fmt, group=group, indexed_groups=indexed, filters=filters[0])
    slow = ingest.ingest_block(block, fmt, group=group, indexed_groups=indexed, filters=filters[1], native=False)
    return fast, slow


def _both(lines: list[bytes], fmt: OverviewFormat | None = None, filters: ingest.IngestFilters = NO_FILTERS):
    fast, slow = _ingest_both(lines, fmt, filters=(filters, filters))
    return _normal(fast), _normal(slow)


def _release(rng: random.Random, start: int, files: int = 3, parts: int = 5) -> list[bytes]:
    name = rng.choice([b"Some.Show.S01E0%d.1080p.WEB-DL-GRP" % rng.randint(1, 9), b"Album - Artist (2024) [FLAC]",
                       b"Movie.2019.2160p.UHD.BluRay.x265-TEAM"])
    poster = rng.choice([b"poster <p@x.example>", b"Uploader <up@y.example>"])
    out = []
    n = start
    for f in range(1, files + 1):
        for p in range(1, parts + 1):
            subject = b'%s [%02d/%02d] - "%s.part%02d.rar" yEnc (%d/%d)' % (name, f, files, name, f, p, parts)
            xref = b"Xref: news.example %s:%d" % (GROUP.encode(), n)
            out.append(b"\t".join([str(n).encode(), subject, poster, b"Mon, 30 Nov 2026 10:00:00 +0000",
                                   b"<%d.%d.%d@%s>" % (f, p, n, name[:4]), b"", str(700000 + p).encode(), b"5000",
                                   xref]))
            n += 1
    return out


def _b_words(line: bytes, rng: random.Random, charset: bytes = b"UTF-8", mangle=None) -> bytes:
    """Re-encode the subject as =?charset?B?...?= words split at random byte offsets."""
    import base64

    fields = line.split(b"\t")
    if len(fields) < 2:
        return line
    raw = fields[1].decode("latin-1").encode("utf-8") if rng.random() < 0.5 else fields[1]
    cuts = sorted(rng.sample(range(1, len(raw)), min(2, len(raw) - 1))) if len(raw) > 2 else []
    pieces = [raw[a:b] for a, b in zip([0, *cuts], [*cuts, len(raw)], strict=True)]
    words = [b"=?" + charset + b"?B?" + base64.b64encode(p) + b"?=" for p in pieces]
    if mangle is not None:
        words = mangle(words)
    fields[1] = b" ".join(words)
    return b"\t".join(fields)


MUTATIONS = [
    lambda line, rng: line.replace(b" [", b" \x01[", 1),                   # control character in the subject
    lambda line, rng: line.replace(b"Some", b"S\xe9me", 1),                 # 8-bit subject (latin-1)
    lambda line, rng: line.replace(b"Album", b"=?UTF-8?B?QWxidW0=?=", 1),   # encoded word
    lambda line, rng: line.replace(b"yEnc (", b"yEnc (x", 1),               # broken counter
    lambda line, rng: line.replace(b"yEnc (", b"yEnc (0", 1),               # counter with a leading zero
    lambda line, rng: line.replace(b")\t", b") 1.2 MB (3/4)\t", 1),         # a second counter after the first
    lambda line, rng: line.split(b"\t", 3)[0] + b"\tshort",                 # malformed: too few fields
    lambda line, rng: b"x" + line,                                          # malformed: article number
    lambda line, rng: line.replace(b"\t<", b"\t<>\t", 1)[:0] + line.replace(b"<", b"", 1).replace(b">", b"", 1),
    lambda line, rng: line.replace(b"\t<", b"\t <", 1),                     # whitespace around the message-id
    lambda line, rng: line.replace(b"<", b"<\x7f", 1),                      # control character in the id
    lambda line, rng: line.replace(b"0000\t<", b"0000\t<a ", 1),             # a space inside the id (issue 31)
    lambda line, rng: line.replace(b"0000\t<", b"0000\t<x@y>\rQUIT", 1),     # a command injected into the id
    lambda line, rng: line.replace(b"0000\t<", b"0000\t<a<", 1),             # a bracket inside the id
    lambda line, rng: line.replace(b"Xref: news.example ", b"Xref: news.example alt.binaries.first:9 ", 1),
    lambda line, rng: line.replace(b"Xref: news.example ", b"Xref: news.example ALT.BINARIES.OTHER:3 ", 1),
    lambda line, rng: line.replace(b"Xref: news.example ", b"Xref: news.example alt.binaries.unindexed:3 ", 1),
    lambda line, rng: line.replace(b"Xref: news.example ", b"Xref: news.example alt.binaries.\xe9:3 ", 1),
    lambda line, rng: line.replace(b"Xref: ", b"XREF: ", 1),
    lambda line, rng: line.replace(b"\t700", b"\t 700", 1),                 # :bytes with a space
    lambda line, rng: line.replace(b"(", b"(999999999/", 1) if b"(" in line else line,
    lambda line, rng: line.replace(b" yEnc", b" yEnc (1/99999999)", 1),
    lambda line, rng: line + b"\textra\tfields",
    lambda line, rng: line.replace(b" yEnc (", b" =?utf-8?q?x(1/2)?= yEnc (", 1),     # "(" inside an encoded word
    lambda line, rng: line.replace(b")\t", b") =?utf-8?q?tail?=\t", 1),               # encoded word after the counter
    lambda line, rng: line.replace(b" [", b" =?utf-8?q?=1B[31m?=[", 1),               # ANSI escape, encoded
    lambda line, rng: line.replace(b" [", b" \x9b31m [", 1),                          # C1 CSI as a raw byte
    lambda line, rng: line.replace(b" [", b" =?iso-2022-jp?b?GyRCJUYlOSVIGyhC?= [", 1),  # stateful charset
    lambda line, rng: line.replace(b" [", b" =?bogus?q?x?= [", 1),                    # unknown charset
    lambda line, rng: line.replace(b" [", b" \xc3 [", 1),                             # broken UTF-8
    lambda line, rng: line.replace(b"yEnc (", b"yEnc \xe9(", 1),                      # 8-bit right before the counter
    lambda line, rng: _b_words(line, rng),                                          # the whole subject in B words
    lambda line, rng: _b_words(line, rng, b"utf-8"),
    lambda line, rng: _b_words(line, rng, b"utf8"),                                 # another spelling: Python decodes
    lambda line, rng: _b_words(line, rng, b"UTF-8*en"),                             # RFC 2231 language
    lambda line, rng: _b_words(line, rng, mangle=lambda w: [x.replace(b"=?=", b"?=") for x in w]),  # padding dropped
    lambda line, rng: _b_words(line, rng, mangle=lambda w: [x.replace(b"?=", b"==?=") for x in w]),  # excess padding
    lambda line, rng: _b_words(line, rng, mangle=lambda w: [w[0][:-3] + b"B?=", *w[1:]]),          # non-zero tail bits
    lambda line, rng: _b_words(line, rng, mangle=lambda w: [*w, b"trailing"]),                      # text after words
    lambda line, rng: _b_words(line, rng, mangle=lambda w: [b"lead", *w]),                          # text before words
    lambda line, rng: _b_words(line, rng, mangle=lambda w: [b"=?UTF-8?B?wp0=?=", *w]),              # U+009D (C1)
    lambda line, rng: _b_words(line, rng, mangle=lambda w: [b"=?UTF-8?B?7aCA?=", *w]),              # a surrogate
    lambda line, rng: _b_words(line, rng, mangle=lambda w: [b"=?UTF-8?B?wA==?=", *w]),              # overlong lead byte
    lambda line, rng: _b_words(line, rng, mangle=lambda w: [b"=?UTF-8?Q?a_b?=", *w]),               # a Q word among them
    lambda line, rng: line.replace(b"(", b"[", 1).replace(b"(", b"[", 1),           # no "(" at all: not binary
]


def test_scanner_matches_python_on_clean_lines_and_every_mutation() -> None:
    rng = random.Random(5)
    lines = [line for k in range(6) for line in _release(rng, 1 + k * 100)]
    assert _both(lines)[0] == _both(lines)[1]
    for mutate in MUTATIONS:
        mutated = [mutate(line, rng) if rng.random() < 0.3 else line for line in lines]
        fast, slow = _both(mutated)
        assert fast == slow, mutate


@settings(max_examples=400)
@given(st.randoms(use_true_random=False), st.lists(st.integers(0, len(MUTATIONS) - 1), max_size=8),
       st.lists(st.binary(max_size=40), max_size=4))
def test_scanner_matches_python_on_random_damage(rng: random.Random, picks: list[int], garbage: list[bytes]) -> None:
    lines = [line for k in range(3) for line in _release(rng, 1 + k * 50, files=2, parts=rng.randint(1, 6))]
    rng.shuffle(lines)
    for pick in picks:
        i = rng.randrange(len(lines))
        lines[i] = MUTATIONS[pick](lines[i], rng)
    for g in garbage:
        lines.insert(rng.randrange(len(lines) + 1), g)
    fast, slow = _both(lines)
    assert fast == slow


@pytest.mark.parametrize("charset", [b"utf-8", b"UTF-8", b"iso-8859-1"])
@pytest.mark.parametrize("inner", [b"=?{cs}?q?x(1/2)?=", b"=?{cs}?Q?=C3=A9t=C3=A9?=", b"=?{cs}?b?w6k=?=", b"\xc3\xa9"])
def test_a_prefix_still_to_decode_never_joins_decoded_words_that_spell_it(charset: bytes, inner: bytes) -> None:
    """Found by the random-damage property: B words decoding to a prefix that spells an encoded word literally.

    The raw line's prefix is decoded by Python (to "x(1/2)", "été", ...); the
    B-word line's decoded prefix keeps the literal text. Same bytes, other
    bases: two files in Python, and the scanner must not make them one.
    """
    import base64

    word = inner.replace(b"{cs}", charset)
    name = b'Album - Artist (2024) [FLAC] [01/02] - "Album.part01.rar" ' + word + b" yEnc "
    raw = b"1\t" + name + b"(1/6)\tUp <up@y.example>\tMon, 30 Nov 2026 10:00:00 +0000\t<a.1@x>\t\t700001\t5000"
    spelled = base64.b64encode(name + b"(6/6)")
    encoded = (b"6\t=?UTF-8?B?" + spelled + b"?=\tUp <up@y.example>\tMon, 30 Nov 2026 10:00:00 +0000\t<a.6@x>\t\t"
               b"700006\t5000")
    for lines in ([raw, encoded], [encoded, raw], [raw, encoded, raw.replace(b"<a.1@", b"<a.2@")]):
        fast, slow = _both(lines)
        assert fast == slow
    assert sum(fast["outcomes"].values()) == 3


def test_scanner_matches_python_with_filters_and_poster_tallies() -> None:
    rng = random.Random(9)
    lines = [line for k in range(8) for line in _release(rng, 1 + k * 100)]
    junk = JunkEngine([JunkRule(id=1, name="no-albums", kind=RuleKind.REGEX, pattern=r"^Album", stage=Stage.INGEST,
                                size_band=None, enabled=True, order=1, reason="test")])
    watches = [PosterWatch(["up@y.example"]) for _ in range(2)]
    fast, slow = _ingest_both(lines, filters=tuple(
        ingest.IngestFilters(junk=junk, blacklist=Blacklist([BlacklistRule(3, "subject", "Movie.2019")]), posters=w)
        for w in watches))
    assert _normal(fast) == _normal(slow)
    assert fast.outcomes.get("junk:no-albums", 0) > 0 and fast.outcomes.get("blacklist:3", 0) > 0
    assert watches[0].drain() == watches[1].drain() != []


def test_per_article_random_froms_without_a_counter_are_counted_alike_with_and_without_a_watch() -> None:
    # ngPost's --obfuscate: a random subject and a random From on every article. Without a poster watch the count
    # is one sum (no From decoded); with one, the watched poster's articles are tallied on both paths.
    rng = random.Random(4)
    lines = [b"\t".join([str(n).encode(), b"%032x" % rng.getrandbits(128),
                         b"%08x@%06x.com" % (rng.getrandbits(32), rng.getrandbits(24)) if n % 7 else b"up@y.example",
                         b"Mon, 30 Nov 2026 10:00:00 +0000", b"<g%d@x>" % n, b"", b"790000", b"6100",
                         b"Xref: news.example %s:%d" % (GROUP.encode(), n)]) for n in range(1, 701)]
    lines += _release(rng, 1_000)
    plain_fast, plain_slow = _both(lines)
    assert plain_fast == plain_slow and plain_fast["outcomes"]["not_binary"] == 700
    watches = [PosterWatch(["up@y.example"]) for _ in range(2)]
    fast, slow = _ingest_both(lines, filters=tuple(ingest.IngestFilters(posters=w) for w in watches))
    assert _normal(fast) == _normal(slow) == plain_fast
    tallies = [watches[0].drain(), watches[1].drain()]
    assert tallies[0] == tallies[1]
    assert sum(t.count for t in tallies[0] if t.reason == "not_binary") == 100


def test_scanner_matches_python_on_the_synthetic_corpus(tmp_path: Path) -> None:
    manifest = corpus_mod.generate(articles=3000, seed=21, out=tmp_path / "c")
    corpus = corpus_mod.load(manifest.directory)
    backbone = corpus.backbones[0]
    checked = 0
    for name in corpus.group_names():
        _, lo, hi = corpus.group_bounds(backbone, name)
        lines = list(corpus.overview_lines(backbone, name, *corpus.positions(backbone, name, lo, hi)))
        fast, slow = _ingest_both(lines, group=name, indexed=set(corpus.group_names()))
        assert _normal(fast) == _normal(slow), name
        checked += len(lines)
    assert checked >= 3000


def test_declined_lines_are_reported_not_guessed() -> None:
    from usenet_ops import _overview_scan

    lines = [b"1\tok \x01 (1/2)\tp\t" + DATE + b"\t<m@x>\t\t10\t1",
             b"2\tok (1/2)\tp\t" + DATE + b"\t<m2@x>\t\t10\t1", b"bad"]
    groups, slow, _, slow_lines = _overview_scan.scan_block(join_block(lines), -1, True, GROUP, INDEXED, ingest.scanner_limits())
    assert slow == [0, 2] and slow_lines == [lines[0], lines[2]]
    assert len(groups) == 1 and groups[0][1] == 1 and groups[0][10] == ["m2@x"] and groups[0][11] == [1]
    with pytest.raises(TypeError):
        _overview_scan.scan_block("not bytes", -1, True, GROUP, INDEXED, ingest.scanner_limits())


def test_encoded_prefixes_stay_on_the_fast_path_and_come_back_raw() -> None:
    from usenet_ops import _overview_scan

    lines = [b"%d\t=?UTF-8?B?QWxidW0=?= [1/1] - \"a.rar\" yEnc (%d/2)\tp\t1 Dec 2026 10:00:00 +0000\t<m%d@x>\t\t10\t1" % (n, n, n)
             for n in (1, 2)]
    lines.append(b"3\tAlbum [1/1] yEnc (1/2) =?utf-8?q?t?=\tp\t" + DATE + b"\t<m3@x>\t\t10\t1")  # encoded word in the tail
    groups, slow, _, _ = _overview_scan.scan_block(join_block(lines), -1, True, GROUP, INDEXED, ingest.scanner_limits())
    assert slow == [2]
    assert len(groups) == 1 and groups[0][1] == 2 and groups[0][4] == lines[0].split(b"\t")[1]


def test_whole_subject_b_words_are_decoded_in_c_and_grouped_per_file() -> None:
    from usenet_ops import _overview_scan

    rng = random.Random(3)
    lines = [_b_words(line, rng) for line in _release(rng, 1, files=1, parts=6)]
    groups, slow, not_binary, _ = _overview_scan.scan_block(join_block(lines), -1, True, GROUP, INDEXED, ingest.scanner_limits())
    assert slow == [] and not_binary == {} and len(groups) == 1 and groups[0][1] == 6
    assert isinstance(groups[0][4], str) and groups[0][4].endswith("yEnc (1/6)")
    plain = [b"%d\tno counter here\tp <p@x>\t1 Dec 2026 10:00:00 +0000\t<n%d@x>\t\t1\t1" % (n, n) for n in (1, 2)]
    assert _overview_scan.scan_block(join_block(plain), -1, True, GROUP, INDEXED, ingest.scanner_limits())[2] == {b"p <p@x>": 2}


def test_a_file_crossposted_entirely_elsewhere_is_only_counted() -> None:
    rng = random.Random(4)
    lines = [line.replace(b"Xref: news.example ", b"Xref: news.example alt.binaries.first:9 ")
             for line in _release(rng, 1, files=1, parts=4)] + _release(rng, 50, files=1, parts=2)
    fast, slow = _both(lines)
    assert fast == slow and fast["outcomes"] == {"crosspost": 4, "staged": 2}


def test_every_special_byte_at_every_offset_of_the_subject() -> None:
    """The scanner skips ordinary subject bytes eight at a time: a special byte
    (control, DEL, 8-bit, "(", "=?", "?=") at any offset, on either side of a
    word boundary and of the counter, is still seen."""
    base = b"Show.Name.S01E02.1080p.WEB-DL-GRP - \"file.part01.rar\" yEnc"
    specials = [b"\x01", b"\x1f", b"\x7f", b"\x80", b"\xe9", b"\xff", b"(", b"=?", b"?=", b"=?utf-8?b?QQ==?=", b"(1/2)"]
    lines = []
    n = 1
    for special in specials:
        for at in range(0, len(base) + 1):
            subject = base[:at] + special + base[at:] + b" (%d/40)" % (1 + n % 40)
            lines.append(b"\t".join([str(n).encode(), subject, b"p <p@x.example>", b"Mon, 30 Nov 2026 10:00:00 +0000",
                                     b"<%d@x>" % n, b"", b"700000", b"5000"]))
            n += 1
        tail = base + b" (3/40)" + special  # after the counter
        lines.append(b"\t".join([str(n).encode(), tail, b"p <p@x.example>", b"Mon, 30 Nov 2026 10:00:00 +0000",
                                 b"<%d@x>" % n, b"", b"700000", b"5000"]))
        n += 1
    fast, slow = _both(lines)
    assert fast == slow
    assert fast["outcomes"].get("staged", 0) > 0 and fast["outcomes"].get("not_binary", 0) >= 0


def test_a_block_without_lines_and_a_cut_off_block() -> None:
    for native in (True, False):
        empty = ingest.ingest_block(b"", group=GROUP, indexed_groups=INDEXED, native=native)
        assert empty.articles == 0 and not empty.files
        blank = ingest.ingest_block(b"\r\n", group=GROUP, indexed_groups=INDEXED, native=native)
        assert blank.articles == 1 and blank.outcomes["parse_dropped"] == 1
        with pytest.raises(ValueError, match="cut off"):
            ingest.ingest_block(b"1\tS (1/2)\tF\tD\t<m>\t\t10\t2\r\n2\tS", group=GROUP, indexed_groups=INDEXED,
                                native=native)


def test_a_bare_lf_or_cr_inside_a_line_does_not_end_it_in_a_block() -> None:
    rng = random.Random(5)
    lines = _release(rng, 1)
    lines[1] = lines[1].replace(b" yEnc", b"\n yEnc")  # a bare LF in the subject
    lines[2] = lines[2] + b"\r"  # a line ending in CR, then the CRLF
    lines[3] = b"\n" + lines[3]
    fast, slow = _both(lines)
    assert fast == slow
    block = ingest.ingest_block(join_block(lines), group=GROUP, indexed_groups=INDEXED)
    assert block.articles == len(lines)


@pytest.mark.parametrize("first_date", [
    b"\x00 Nov 2025 18:38:18 -0500",  # found by test_scanner_fuzz: ten bytes and a ':' but no day
    b"8 Nox 2025 18:38:18 -0500", b"Sun, 8 Nov 0025 18:38:18 -0500", b"8 Nov 2025 18:38 -0500",
    b"8 Nov 2025 18:38:18 +05", b"8 Nov 2025 1x:38:18 GMT", b"Sun,", b"Sun, 8 Nov 2025",
])
def test_a_files_first_date_python_cannot_read_gives_way_to_the_next_on_both_paths(first_date: bytes) -> None:
    """A file's date is its first READABLE one; the scanner passes a group's first date on unread only when Python
    reads it (its canonical form), else the line is Python's and a later readable date is adopted on both paths."""
    lines = _release(random.Random(3), 100, files=1, parts=4)
    fields = lines[0].split(b"\t")
    fields[3] = first_date
    lines[0] = b"\t".join(fields)
    fast, slow = _both(lines)
    assert fast == slow
    (only,) = slow["files"].values()
    assert ingest.parse_date(only[9]) > 0, "the readable date of the next article is the file's"
