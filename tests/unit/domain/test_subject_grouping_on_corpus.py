"""Grouping against the generated corpus: the ground truth the acceptance tests score on.

Every expected release must parse into ONE base (its files group), and no two
releases may share a (group, poster, base) set key (they must not merge). The
documented exceptions: album tracks named "NN-artist-track_NN" with nothing
outside the quoted name, whose par2 is named after the album (docs/subjects.md),
and obfuscated uploads whose every file carries its own hash and episode packs
under one counter (issue 28): their
sets are one upload by the grouping rule (``domain.assembly.uploads``), which
must join them into one.
"""

from __future__ import annotations

from collections import defaultdict

import pytest

from usenet_ops.corpus.generator import size_cap_for
from usenet_ops.corpus.release import build_release
from usenet_ops.domain.assembly.uploads import plan_upload_merges
from usenet_ops.domain.rfc2047 import decode_header
from usenet_ops.domain.subjects import parse_subject


def _specs(seed: int, articles: int):
    remaining, rid = articles, 0
    while remaining > 0:
        spec = build_release(seed, rid, remaining, size_cap_for(articles))
        remaining -= len(spec.articles)
        rid += 1
        yield spec


def _track_named(spec) -> bool:
    names = [f.name for f in spec.files if f.role not in ("par2", "par2vol", "nfo", "sfv")]
    return bool(names) and all(n[:2].isdigit() and n[2] == "-" for n in names)


def _one_upload(spec) -> bool:
    """Whether the grouping rule joins a split upload's sets into one (articles numbered in posting order)."""
    rows: dict[str, dict] = {}
    files = set()
    for n, a in enumerate(spec.articles, start=1):
        p = parse_subject(decode_header(a.subject))
        row = rows.setdefault(p.base, {"set_id": p.base, "group_name": "g", "poster": "p", "base": p.base,
                                       "file_total": p.file_total or 0, "backbone": "a", "art_lo": n, "art_hi": n})
        row["art_hi"] = n
        files.add((p.base, p.file_index, True))
    merges = plan_upload_merges(list(rows.values()), sorted(files, key=str))
    return len(rows) == 1 or (len(merges) == 1 and len(merges[0][1]) == len(rows) - 1)


@pytest.mark.parametrize(("seed", "articles"), [(11, 4000), (42, 30000)])
def test_every_expected_release_groups_into_one_set_and_none_merge(seed: int, articles: int) -> None:
    owners: dict[tuple, set[int]] = defaultdict(set)
    split = []
    checked = 0
    for spec in _specs(seed, articles):
        if not spec.expect_in_catalogue:
            continue
        checked += 1
        keys = set()
        file_keys: dict[int, set[str]] = defaultdict(set)
        for a in spec.articles:
            p = parse_subject(decode_header(a.subject))
            assert p is not None, a.subject
            assert p.part == a.segment
            keys.add((spec.groups[0], spec.poster.from_header, p.base))
            file_keys[a.file].add(p.file_key)
        assert all(len(v) == 1 for v in file_keys.values()), spec.name
        assert len({next(iter(v)) for v in file_keys.values()}) == len(file_keys), spec.name
        for k in keys:
            owners[k].add(spec.rid)
        if len(keys) > 1:
            split.append(spec)
    assert checked > 100
    by_upload = [s for s in split if s.extra.get("hashed_style") not in (None, "stem") or s.extra.get("episode_pack")]
    unexpected = [s.name for s in split if not _track_named(s) and s not in by_upload]
    assert not unexpected, unexpected
    assert by_upload, "the corpus posts uploads only the grouping rule can join"
    assert all(_one_upload(s) for s in by_upload), [s.name for s in by_upload if not _one_upload(s)]
    merged = {k: r for k, r in owners.items() if len(r) > 1}
    assert not merged, merged
