"""domain.rederive.Judge (tag fill's batch path, memoised) answers exactly what the per-release ``judge`` answers."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from usenet_ops.corpus import catalogue_fill, names
from usenet_ops.domain import nzb, rederive
from usenet_ops.domain.blacklist import Blacklist, BlacklistRule
from usenet_ops.domain.junk import JunkEngine, load_tsv
from usenet_ops.domain.probe.renaming import Derived
from usenet_ops.store.filters import default_tsv

ENGINE = JunkEngine(load_tsv(default_tsv()))
BLACKLIST = Blacklist([BlacklistRule(5, "name", "spambot"), BlacklistRule(9, "poster", "poster7@")])
STALE = Derived("", "", 8010, (), None, None, None, None, None, False)
GROUPS = ("alt.binaries.teevee", "alt.binaries.movies", "alt.binaries.sounds.flac", "alt.binaries.misc")


def _release(i: int, title: str, files: list[str], group: str, *, size: int = 450_000_000,
             poster: str = "p@example.invalid", derived: Derived | None = None) -> rederive.StoredRelease:
    columns = [nzb.FileColumns(f'[{k}/{len(files)}] - "{name}" yEnc (1/1)', poster, 1_700_000_000, (group,), [1],
                               [size // max(len(files), 1)], [f"r{i}f{k}@t"]) for k, name in enumerate(files, 1)]
    return rederive.StoredRelease(id=i, poster=poster, size=size, groups=(group,), nzb=nzb.encode_columns(columns),
                                  derived=derived or replace(STALE, title=title))


def _varied_catalogue() -> list[rederive.StoredRelease]:
    """Corpus names of every kind, the synthetic fill (junk, episodes, packs, hashes), unicode, long, repeated rows."""
    rng = random.Random(33)
    out: list[rederive.StoredRelease] = []
    for i in range(600):
        kind = rng.choice(list(names.Kind))
        title = names.release_name(kind, rng)
        ext = rng.choice((".mkv", ".part01.rar", ".flac", ".epub", ".iso", ".nfo", ".mkv.exe", ""))
        files = [f"{title}{ext}", f"{title}.par2", rng.choice(("sample.mkv", "01-track.flac", f"{title}.nfo"))]
        out.append(_release(i, title, files, rng.choice(GROUPS), size=rng.choice((1_000, 150_000_000, 4_000_000_000)),
                            poster=f"poster{rng.randrange(10)}@example.invalid"))
    for i, row in enumerate(catalogue_fill.rows(400, start=19_800), start=1_000):  # wraps to repeated shapes
        out.append(rederive.StoredRelease(id=i, poster=row[4], size=row[6], groups=tuple(row[3]), nzb=row[15],
                                          derived=replace(STALE, title=row[1])))
    odd = ["Amélie.2001.1080p.BluRay.x264-ÉQUIPE", "进击的巨人.S04E28.1080p.WEB-DL", "Ōkami.Kakushi.E05.720p",
           "Тихий.Дон.S01E01.1080p", "Show Name - 1x05 - Pilot [720p]", "Show.Name.S01-S05.COMPLETE.1080p",
           "Show.Name.2024.05.17.720p.HDTV", "\u200bZero.Width.S01E01", "x" * 520 + ".S01E01.1080p",
           ("Very.Long." * 400)[:4096], "SPAMBOT.Free.Download.1", "a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6"]
    for k, title in enumerate(odd, start=2_000):
        out.append(_release(k, title, [f"{title[:200]}.mkv", f"{title[:200]}.par2"], GROUPS[k % 4]))
    # The same inputs again under new ids (reposts), some already carrying their derived fields: memo hits.
    for k, r in enumerate(out[:150], start=3_000):
        out.append(replace(r, id=k, derived=rederive.judge(r, engine=ENGINE, blacklist=None).derived)
                   if k % 2 else replace(r, id=k))
    return out


def _outcome(judge, r: rederive.StoredRelease, sweep: bool) -> object:
    try:
        return judge(r, sweep)
    except rederive.UnjudgeableRelease as exc:
        return ("unjudgeable", str(exc))


@pytest.mark.parametrize("sweep", [True, False])
def test_the_batch_judge_answers_exactly_what_the_per_release_judge_answers(sweep: bool) -> None:
    catalogue = _varied_catalogue()
    catalogue.append(replace(catalogue[0], id=9_000, nzb=b"UNZ\x01garbage"))
    catalogue.append(replace(catalogue[1], id=9_001, derived=replace(STALE, title="y" * 100_000)))
    bulk = rederive.Judge(engine=ENGINE, blacklist=BLACKLIST, memo_entries=64)  # small: the memo empties mid-run
    got = [_outcome(lambda r, s: bulk(r, sweep=s), r, sweep) for r in catalogue]
    want = [_outcome(lambda r, s: rederive.judge(r, engine=ENGINE, blacklist=BLACKLIST, sweep=s), r, sweep)
            for r in catalogue]
    assert got == want
    verdicts = [v for v in want if isinstance(v, rederive.Verdict)]
    # The catalogue is varied enough to mean something: every outcome occurs.
    assert sum(v.changed for v in verdicts) > 500 and any(not v.changed for v in verdicts)
    assert sum(isinstance(v, tuple) for v in want) >= 2
    assert {v.derived.category // 1000 for v in verdicts} >= {2, 3, 5, 7}
    assert any(v.derived.episode is not None for v in verdicts) and any(v.derived.pack for v in verdicts)
    if sweep:
        assert {v.removal.family for v in verdicts if v.removal is not None} == {"junk", "blacklist"}


def test_the_batch_judge_memo_stays_bounded_in_keys_and_key_size() -> None:
    bulk = rederive.Judge(engine=ENGINE, blacklist=None, memo_entries=10)
    huge = _release(1, "Huge.Files.S01E01.1080p", ["Huge.Files." + "x" * 60_000 + ".mkv"] * 3, GROUPS[0])
    catalogue = [*_varied_catalogue()[:200], huge]
    for r in catalogue:
        try:
            assert bulk(r) == rederive.judge(r, engine=ENGINE, blacklist=None)
        except rederive.UnjudgeableRelease:
            pass
    memos = (bulk._names, bulk._derived, bulk._titles, bulk._files)
    assert all(0 < len(m) <= 10 for m in memos)
    assert max(len(repr(k)) for m in memos for k in m) < 2 * rederive.MEMO_KEY_CHARS, "a huge input is not kept"
