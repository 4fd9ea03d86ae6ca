"""domain.rederive.judge: the build's derivation from a stored row; the sweep's verdicts; hostile rows raise one error."""

from __future__ import annotations

from dataclasses import replace

import pytest

from usenet_ops.corpus import catalogue_fill
from usenet_ops.domain import nzb, rederive
from usenet_ops.domain.blacklist import Blacklist, BlacklistRule
from usenet_ops.domain.junk import JunkEngine, load_tsv
from usenet_ops.domain.probe.renaming import Derived
from usenet_ops.store.filters import default_tsv

ENGINE = JunkEngine(load_tsv(default_tsv()))
STALE = Derived("", "", 8010, (), None, None, None, None, None, False)


def _stored(i: int) -> rederive.StoredRelease:
    row = next(catalogue_fill.rows(1, start=i))
    return rederive.StoredRelease(id=i, poster=row[4], size=row[6], groups=tuple(row[3]), nzb=row[15],
                                  derived=replace(STALE, title=row[1]))


def _titled(r: rederive.StoredRelease, title: str) -> rederive.StoredRelease:
    return replace(r, derived=replace(r.derived, title=title))


def test_an_episode_gets_its_category_tags_and_episode_fields() -> None:
    r = next(s for s in map(_stored, range(1, 60)) if ".S" in s.title and "E" in s.title.split(".S", 1)[1][:4])
    v = rederive.judge(r, engine=ENGINE, blacklist=None)
    assert v.changed and v.removal is None
    assert v.derived.category // 1000 == 5 and v.derived.season is not None and v.derived.episode is not None
    assert v.derived.tags, "quality tags from the title"
    assert v.derived.title == r.title, "the title is never rewritten"
    again = rederive.judge(replace(r, derived=v.derived), engine=ENGINE, blacklist=None)
    assert not again.changed, "judging the derived row again changes nothing"


def test_blacklist_and_file_rules_remove_and_obfuscation_does_not() -> None:
    junk = _stored(0)  # JUNK_EVERY divides 0: the marker title
    hit = rederive.judge(junk, engine=ENGINE, blacklist=Blacklist([BlacklistRule(5, "name", "spambot")]))
    assert hit.removal == rederive.Removal("blacklist", 5, "name ~ spambot", f"name: {junk.title}")
    assert rederive.judge(junk, engine=ENGINE, blacklist=None, sweep=False).removal is None
    bait = replace(_titled(junk, "Show.S01E01.1080p"), nzb=nzb.encode_columns([
        nzb.FileColumns('"Show.S01E01.1080p.mkv.exe" yEnc (1/1)', "p", 1, ("alt.binaries.teevee",), [1],
                        [500_000_000], ["a@b"])]))
    removal = rederive.judge(bait, engine=ENGINE, blacklist=None).removal
    assert removal is not None and removal.family == "junk" and removal.rule_name == "double_extension_exe"
    hashed = next(s for s in map(_stored, range(1, 200)) if len(s.title) == 40 and "." not in s.title)
    assert rederive.judge(hashed, engine=ENGINE, blacklist=None).removal is None


@pytest.mark.parametrize("blob", [b"", b"UNZ\x01garbage", b"\x00" * 64, b"UNZ\x01" + b"\x28\xb5\x2f\xfd" + b"\xff" * 40])
def test_a_corrupt_nzb_raises_unjudgeable(blob: bytes) -> None:
    with pytest.raises(rederive.UnjudgeableRelease, match="its NZB"):
        rederive.judge(replace(_stored(1), nzb=blob), engine=ENGINE, blacklist=None)


def test_a_huge_or_nul_title_raises_unjudgeable() -> None:
    r = _stored(1)
    with pytest.raises(rederive.UnjudgeableRelease, match="characters"):
        rederive.judge(_titled(r, "x" * 100_000), engine=ENGINE, blacklist=None)
    with pytest.raises(rederive.UnjudgeableRelease, match="NUL"):
        rederive.judge(_titled(r, "a\x00b"), engine=ENGINE, blacklist=None)


def test_decode_heads_matches_the_full_decode() -> None:
    blob = _stored(3).nzb
    full = nzb.decode_columns(blob)
    heads = nzb.decode_heads(blob)
    assert [(h.subject, h.poster, h.date, h.groups, h.segments) for h in heads] == [
        (f.subject, f.poster, f.date, f.groups, len(f.message_ids)) for f in full]
