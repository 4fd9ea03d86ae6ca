"""What the server serves agrees with the manifest, on both backbones."""

from __future__ import annotations

import zlib
from collections import defaultdict

from usenet_ops import newsserver
from usenet_ops.corpus import Corpus
from usenet_ops.corpus.content import parse_par2_names
from usenet_ops.domain.probe import yenc

from .conftest import Raw, unstuff


def _manifest(c: Corpus) -> dict:
    import json

    return json.loads((c.directory / "manifest.json").read_text(encoding="utf-8"))


def _overview_by_group(raw: Raw, c: Corpus, backbone: str) -> dict[str, list[list[bytes]]]:
    out = {}
    for group in c.group_names():
        count, low, high = c.group_bounds(backbone, group)
        status = raw.cmd(f"GROUP {group}")
        assert status == f"211 {count} {low} {high} {group}"
        if count == 0:
            out[group] = []
            continue
        status, lines = raw.multi(f"XOVER {low}-{high}")
        assert len(lines) == count
        out[group] = [ln.split(b"\t") for ln in lines]
    return out


def test_overview_of_every_group_lists_exactly_the_manifest_message_ids(small_corpus: Corpus) -> None:
    manifest = _manifest(small_corpus)
    expected: dict[str, set[str]] = defaultdict(set)
    total = 0
    for release in manifest["releases"]:
        for f in release["files"]:
            for s in f["segments"]:
                total += 1
                for g in release["newsgroups"]:
                    expected[g].add(s["message_id"])
    assert total == manifest["articles"] == small_corpus.articles
    seen_numbers: dict[str, dict[str, dict[str, int]]] = {}
    for backbone in ("a", "b"):
        with newsserver.serve(small_corpus, backbone=backbone) as srv:
            raw = Raw(srv.host, srv.port)
            raw.line()
            over = _overview_by_group(raw, small_corpus, backbone)
            raw.close()
        numbers: dict[str, dict[str, int]] = {}
        for group, rows in over.items():
            mids = {r[4][1:-1].decode() for r in rows}
            assert mids == expected.get(group, set()), group
            for r in rows:
                numbers.setdefault(r[4][1:-1].decode(), {})[group] = int(r[0])
        # Xref:full names every group with the number that group's OVER gave.
        for rows in over.values():
            for r in rows:
                xref = r[8].split(b" ")
                assert xref[0] == b"Xref:" and xref[1] == f"news-{backbone}.usenet-ops.test".encode()
                listed = {g.decode(): int(n) for g, n in (p.split(b":") for p in xref[2:])}
                assert listed == numbers[r[4][1:-1].decode()]
        seen_numbers[backbone] = numbers
    # Same message-ids, different numbering on the second backbone.
    assert seen_numbers["a"].keys() == seen_numbers["b"].keys()
    assert all(seen_numbers["a"][m] != seen_numbers["b"][m] for m in seen_numbers["a"])


def test_bytes_and_lines_match_the_served_article_and_bodies_decode_to_manifest_crcs(small_corpus: Corpus) -> None:
    manifest = _manifest(small_corpus)
    with newsserver.serve(small_corpus) as srv:
        raw = Raw(srv.host, srv.port)
        raw.line()
        checked_files = 0
        for release in manifest["releases"]:
            if release["kind"] == "spam":
                continue
            for f in release["files"]:
                if f["segments_posted"] != f["segments_expected"]:
                    continue
                data = b""
                crc = 0
                offset = 0
                for s in f["segments"]:
                    status, article = raw.multi(f"ARTICLE <{s['message_id']}>")
                    assert status.startswith("220 ")
                    head = article[: article.index(b"")]
                    body = unstuff(article[article.index(b"") + 1 :])
                    octets = sum(len(x) + 2 for x in unstuff(article) if not x.startswith(b"Xref: "))
                    assert octets == s["bytes"]
                    part = yenc.decode(body)
                    assert part.crc_ok and part.size_ok and part.name == f["name"]
                    assert part.begin == offset + 1 and part.end == offset + len(part.data)
                    data_part = part.data
                    offset += len(data_part)
                    data += data_part if f["size"] < 200_000 else b""
                    crc = yenc.crc32_combine(crc, zlib.crc32(data_part), len(data_part))
                    assert part.file_crc32 == int(f["crc32"], 16)
                    assert any(h.startswith(b"Subject: ") for h in head)
                assert f"{crc:08x}" == f["crc32"]
                assert offset == f["size"]
                if f["role"] == "par2":
                    listed = {name for name, _ in parse_par2_names(data)}
                    data_files = {x["name"] for x in release["files"] if x["role"] in ("rar", "media", "exe")}
                    if release.get("obfuscated_name"):  # an obfuscated upload's par2 keeps the true names
                        data_files = {n.replace(release["obfuscated_name"], release["name"]) for n in data_files}
                    assert listed == data_files
                if f["role"] == "sfv":
                    text = data.decode()
                    for x in release["files"]:
                        if x["role"] in ("rar", "media", "exe"):
                            assert f"{x['name']} {x['crc32'].upper()}" in text
                checked_files += 1
            if checked_files > 40:
                break
        raw.close()
    assert checked_files > 40


def test_withheld_segments_are_absent_and_reported(small_corpus: Corpus) -> None:
    manifest = _manifest(small_corpus)
    incomplete = [r for r in manifest["releases"] if not r["complete"]]
    assert incomplete, "the corpus must contain incomplete releases"
    for r in incomplete:
        assert r["withheld"]
        assert sum(f["segments_posted"] for f in r["files"]) < sum(f["segments_expected"] for f in r["files"])
        for f in r["files"]:
            assert [s["number"] for s in f["segments"]] == sorted(s["number"] for s in f["segments"])
            assert len(f["segments"]) == f["segments_posted"]


def test_hdr_of_every_header_matches_the_served_head(small_corpus: Corpus) -> None:
    group = max(small_corpus.group_names(), key=lambda g: small_corpus.group_bounds("a", g)[0])
    count, low, high = small_corpus.group_bounds("a", group)
    with newsserver.serve(small_corpus) as srv:
        raw = Raw(srv.host, srv.port)
        raw.line()
        raw.cmd(f"GROUP {group}")
        status, head = raw.multi(f"HEAD {low}")
        for line in head:
            name, value = line.split(b": ", 1)
            status, hdr = raw.multi(f"HDR {name.decode()} {low}")
            assert hdr == [f"{low} ".encode() + value.replace(b"\t", b" ") if name == b"Subject" else f"{low} ".encode() + value]
        raw.close()
