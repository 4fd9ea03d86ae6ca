"""The sets of one upload: merged by number on a backbone, by date across backbones, never mixed.

Most cases here are uploads short of a file whose sets have been idle past the sweep's grace (``IDLE``); the
gate itself, the variants of real posting and the partial states of a backfill are tested further down.
"""

from __future__ import annotations

import itertools
import random
from typing import Any

from usenet_ops.domain.assembly.uploads import SIBLING_GAP, SIBLING_SECONDS, plan_upload_merges, words

T0 = 1_764_546_000
IDLE = T0 + 86_400  # every set below was last seen at T0: idle since before this


def _plan(rows, files, idle_before: int = IDLE):  # type: ignore[no-untyped-def]
    return plan_upload_merges(rows, files, idle_before=idle_before)


def _set(set_id: str, backbone: str, lo: int, hi: int, posted: int | None = T0, *, poster: str = "p",
         total: int = 7, group: str = "alt.binaries.sounds.mp3") -> dict[str, Any]:
    return {"set_id": set_id, "group_name": group, "poster": poster, "file_total": total, "backbone": backbone,
            "art_lo": lo, "art_hi": hi, "posted_min": posted or 0, "posted_max": posted or 0, "last_seen": T0}


def _files(**slots: list[int]) -> list[tuple[str, int | None, bool]]:
    return [(sid, i, True) for sid, idx in slots.items() for i in idx]


def _groups(merges: list[tuple[str, list[str]]]) -> set[frozenset[str]]:
    return {frozenset([t, *o]) for t, o in merges}


def test_fragments_on_one_backbone_merge_by_number_and_a_far_one_stays_apart() -> None:
    rows = [_set("s1", "a", 100, 110), _set("s2", "a", 111, 130), _set("s3", "a", 130 + SIBLING_GAP + 1, 130 + SIBLING_GAP + 5)]
    merges = _plan(rows, _files(s1=[1], s2=[2, 3], s3=[4]))
    assert merges == [("s1", ["s2"])]


def test_fragments_staged_first_by_two_backbones_merge_by_date() -> None:
    # The two-backbone backfill's case: file 1 was staged first by backbone b (numbered near 292 M), files 2-7 by a.
    rows = [_set("frag_b", "b", 291_994_350, 291_994_372, T0 - 10), _set("frag_a", "a", 4_710_932, 4_710_939, T0 + 12)]
    merges = _plan(rows, _files(frag_b=[1], frag_a=[2, 3, 4, 5, 6, 7]))
    assert _groups(merges) == {frozenset({"frag_a", "frag_b"})}
    assert merges[0][0] == "frag_a"  # the target is the first in (backbone, number) order, whatever came in first


def test_across_backbones_dates_too_far_apart_or_unknown_or_clashing_slots_never_merge() -> None:
    far = [_set("x", "a", 10, 20, T0), _set("y", "b", 10, 20, T0 + SIBLING_SECONDS + 1)]
    assert _plan(far, _files(x=[1], y=[2])) == []
    undated = [_set("x", "a", 10, 20, None), _set("y", "b", 10, 20, T0)]
    assert _plan(undated, _files(x=[1], y=[2])) == []
    clash = [_set("x", "a", 10, 20), _set("y", "b", 10, 20)]
    assert _plan(clash, _files(x=[1, 2], y=[2, 3])) == []
    other_poster = [_set("x", "a", 10, 20), _set("y", "b", 10, 20, poster="q")]
    assert _plan(other_poster, _files(x=[1], y=[2])) == []
    other_total = [_set("x", "a", 10, 20), _set("y", "b", 10, 20, total=8)]
    assert _plan(other_total, _files(x=[1], y=[2])) == []


def test_an_incomplete_or_out_of_range_fragment_is_never_merged() -> None:
    rows = [_set("x", "a", 10, 20), _set("y", "b", 10, 20), _set("z", "b", 30, 40, T0 + 5)]
    files = [("x", 1, True), ("y", 2, False), ("z", 9, True)]  # y has an incomplete file; z's index is above N
    assert _plan(rows, files) == []
    assert _plan(rows, [("x", None, True), ("y", None, True)]) == []  # no slot known at all


def test_two_uploads_with_the_same_total_on_two_backbones_stay_two() -> None:
    # Album one (files 1-7) posted at T0, album two at T0 + 2 h; each split across both backbones.
    rows = [_set("one_a", "a", 100, 120, T0), _set("one_b", "b", 5_000, 5_010, T0 + 30),
            _set("two_a", "a", 900, 930, T0 + 7200), _set("two_b", "b", 5_900, 5_910, T0 + 7230)]
    merges = _plan(rows, _files(one_a=[1, 2, 3], one_b=[4, 5, 6, 7], two_a=[1, 2], two_b=[3, 4, 5]))
    assert _groups(merges) == {frozenset({"one_a", "one_b"}), frozenset({"two_a", "two_b"})}


def test_the_plan_does_not_depend_on_the_order_rows_arrive_in() -> None:
    rows = [_set("f1", "b", 5_000, 5_004, T0), _set("f2", "a", 100, 110, T0 + 40), _set("f3", "a", 111, 140, T0 + 80),
            _set("f4", "b", 5_020, 5_030, T0 + 120), _set("g1", "a", 60_000, 60_010, T0 + 9000)]
    files = _files(f1=[1], f2=[2, 3], f3=[4], f4=[5, 6, 7], g1=[1])
    want = _plan(rows, files)
    assert _groups(want) == {frozenset({"f1", "f2", "f3", "f4"})}
    rng = random.Random(5)
    for perm in itertools.islice(itertools.permutations(rows), 0, 120, 7):
        shuffled = list(perm)
        rng.shuffle(files)
        assert _plan(shuffled, files) == want


def test_garbage_fields_do_not_raise() -> None:
    rows = [_set("x", "a", 10, 20), {**_set("y", "b", 10, 20), "posted_min": None, "posted_max": None},
            {**_set("z", "c", 10, 20), "posted_min": -5, "posted_max": 0}]
    assert _plan(rows, _files(x=[1], y=[2], z=[3])) == []
    assert _plan([], []) == []


def test_every_cluster_of_every_key_is_planned_whatever_precedes_it() -> None:
    # Regression: a cluster whose key differs from the last one planned was dropped, so only the first
    # key of a group could ever merge (two music uploads of the hostile pipeline stayed unbuilt).
    rows = [_set("p1", "a", 60, 66, poster="p", total=3), _set("p2", "a", 70, 76, poster="p", total=3),
            _set("q1", "a", 59, 63, poster="q", total=3), _set("q2", "a", 50, 54, poster="q", total=3),
            _set("r1", "a", 10, 12, poster="r", total=4), _set("r2", "a", 13, 20, poster="r", total=4)]
    merges = _plan(rows, _files(p1=[1], p2=[2, 3], q1=[2, 3], q2=[1], r1=[1, 2], r2=[3, 4]))
    assert _groups(merges) == {frozenset({"p1", "p2"}), frozenset({"q1", "q2"}), frozenset({"r1", "r2"})}


def test_on_one_backbone_dates_change_nothing() -> None:
    rng = random.Random(11)
    for _ in range(300):
        rows, files = [], []
        for i in range(rng.randint(2, 9)):
            lo = rng.randint(0, 60_000)
            rows.append(_set(f"s{i}", "a", lo, lo + rng.randint(0, 9), rng.choice([None, T0, T0 + 99_999]),
                             poster=rng.choice("pq"), total=rng.choice([3, 4])))
            files += [(f"s{i}", k, rng.random() < 0.9) for k in rng.sample(range(6), rng.randint(0, 2))]
        undated = [{**r, "posted_min": 0, "posted_max": 0} for r in rows]
        assert _plan(rows, files) == _plan(undated, files)


# --- issue 28: the upload as the unit ---------------------------------------------------------------------------


def _frag(set_id: str, lo: int, slots: list[int], base: str, *, hi: int | None = None, poster: str = "p", total: int = 8,
          backbone: str = "a", posted: int = T0, seen: int = T0) -> tuple[dict[str, Any], list[tuple[str, int, bool]]]:
    row = {**_set(set_id, backbone, lo, hi if hi is not None else lo + 3, posted, poster=poster, total=total),
           "base": base, "last_seen": seen}
    return row, [(set_id, s, True) for s in slots]


def _run(*frags: tuple[dict[str, Any], list[tuple[str, int, bool]]], idle_before: int = 0) -> set[frozenset[str]]:
    rows = [r for r, _ in frags]
    files = [f for _, fs in frags for f in fs]
    return _groups(plan_upload_merges(rows, files, idle_before=idle_before))


def test_a_complete_upload_merges_at_once_and_one_short_of_a_file_waits_until_idle() -> None:
    hashed = [_frag(f"h{i}", 10 * i, [i], f"{i:x}9f0c2a7be41d{i:x}", total=4) for i in range(1, 5)]
    assert _run(*hashed) == {frozenset({"h1", "h2", "h3", "h4"})}
    short = hashed[:3]
    assert _run(*short) == set()  # file 4 may still come
    assert _run(*short, idle_before=T0 + 1) == {frozenset({"h1", "h2", "h3"})}  # idle: the sweep judges the upload
    seen_late = [*short[:2], _frag("h3", 30, [3], "c0ffee1234abcd99", total=4, seen=T0 + 10)]
    assert _run(*seen_late, idle_before=T0 + 1) == set()  # one fragment still active: the upload is not idle


def test_hashed_uploads_of_one_poster_with_the_same_n_back_to_back_stay_two_at_any_stage() -> None:
    # A(1..4) then B(1..4), each file a fresh hash; B's files are seen first (a backfill reads newest first).
    a = [_frag(f"a{i}", 100 + 10 * i, [i], f"{i}d41d8cd98f00b204e9800998ecf8427{i}", total=4) for i in range(1, 5)]
    b = [_frag(f"b{i}", 200 + 10 * i, [i], f"{i}e3b0c44298fc1c149afbf4c8996fb924{i}", total=4) for i in range(1, 5)]
    both = {frozenset(f"a{i}" for i in range(1, 5)), frozenset(f"b{i}" for i in range(1, 5))}
    assert _run(*a, *b) == both
    # The tail of A beside all of B, A's head unread: the tail and B's head fill 1..4 and look complete, but the
    # run below the tail is not read yet, so nothing of it merges; B's own tail is short and waits too.
    unread = [({**r, "run_known": False}, f) for r, f in a[2:]]
    assert _run(*unread, *b) == set()
    # Once the head is read the whole picture decides.
    assert _run(*a[:2], *a[2:], *b) == both
    # Where the history cannot say (a group read on two backbones), posting order does: B's head, lower slots
    # posted after A's tail, is the counter's restart.
    unjudged = [({**r, "run_known": None}, f) for r, f in (*a[2:], *b)]
    assert _run(*unjudged) == {frozenset(f"b{i}" for i in range(1, 5))}
    assert _run(*unjudged, idle_before=T0 + 1) == {frozenset({"a3", "a4"}), frozenset(f"b{i}" for i in range(1, 5))}


def test_hashed_upload_posted_out_of_counter_order_is_one() -> None:
    # par2 first (slots 5, 6), then the data 1..4, then a shuffled tail: order is no evidence where history is read.
    order = [5, 6, 1, 3, 2, 4]
    frags = [_frag(f"h{slot}", 100 + 10 * k, [slot], f"{slot}c0ffee{slot}d41d8cd98f00b204e98", total=6)
             for k, slot in enumerate(order)]
    assert _run(*frags) == {frozenset(f"h{i}" for i in range(1, 7))}


def test_two_packs_by_one_poster_interleaved_are_told_apart_by_their_names_even_half_seen() -> None:
    one = [_frag(f"o{i}", 100 + 20 * i, [i], f"[SubsPlease] One Piece - {i:02d} (1080p) [ABCD{i:04d}]", total=4)
           for i in range(1, 5)]
    two = [_frag(f"k{i}", 110 + 20 * i, [i], f"[SubsPlease] Kaiju No 8 - {i:02d} (1080p) [EF01{i:04d}]", total=4)
           for i in range(1, 5)]
    assert _run(*one, *two) == {frozenset(f"o{i}" for i in range(1, 5)), frozenset(f"k{i}" for i in range(1, 5))}
    # Half of each seen, in posting order, idle: still two uploads, never a complete-looking mixture.
    assert _run(*one[2:], *two[:2], idle_before=T0 + 1) == {frozenset({"o3", "o4"}), frozenset({"k1", "k2"})}
    # One show by two release groups, interleaved: the group in the name tells them apart.
    judas = [_frag(f"j{i}", 101 + 20 * i, [i], f"[Judas] One Piece - {i:02d} (1080p)", total=4) for i in range(1, 5)]
    assert _run(*one[:2], *judas[2:], idle_before=T0 + 1) == {frozenset({"o1", "o2"}), frozenset({"j3", "j4"})}


def test_a_season_pack_posted_out_of_order_with_extras_is_one_upload() -> None:
    tail = "1080p.WEB-DL.DDP5.1.H.264-NTb"
    names = {1: f"Show.S01E01.{tail}", 2: f"Show.S01E02.{tail}", 3: f"Show.S01E03.{tail}", 4: f"Show.S01.{tail}",
             5: f"Show.S01.{tail}", 6: f"Show.S01E01.{tail}"}  # 4 nfo, 5 sfv, 6 the par2 named after episode one
    order = [3, 6, 1, 5, 2, 4]
    frags = [_frag(f"s{slot}", 100 + 10 * k, [slot], names[slot], total=6) for k, slot in enumerate(order)]
    assert _run(*frags) == {frozenset(f"s{i}" for i in range(1, 7))}


def test_a_mixed_upload_hashed_data_with_a_readable_par2_and_nfo_is_one() -> None:
    data = [_frag(f"d{i}", 10 * i, [i], f"{i}7a88897a6c1e94bd5b0e{i}f", total=6) for i in range(1, 5)]
    # The par2 and the nfo share their stem, so they stage as one set (one key); a sample by another name is another.
    extras = [_frag("par", 60, [5, 6], "Some.Movie.2024.1080p.WEB-DL.x264-GRP", total=6),
              _frag("sample", 70, [0], "sample-some.movie.2024", total=6)]
    assert _run(*data, *extras) == {frozenset({"d1", "d2", "d3", "d4", "par", "sample"})}


def test_an_album_whose_tracks_share_words_not_a_prefix_is_one_upload() -> None:
    tracks = [_frag(f"t{i}", 10 * i, [i], f"{i:02d}-artist_name-track_{w}", total=4)
              for i, w in enumerate(["one", "two", "three", "four"], start=1)]
    other = [_frag(f"x{i}", 12 + 10 * i, [i], f"{i:02d}-other_band-song_{i}", total=4, poster="p") for i in (1, 2)]
    assert _run(*tracks, *other, idle_before=T0 + 1) == {frozenset(f"t{i}" for i in range(1, 5)),
                                                         frozenset({"x1", "x2"})}


def test_slot_zero_extras_ride_along_and_a_pack_split_across_backbones_joins_by_date() -> None:
    frags = [_frag("nfo", 5, [0], "a9f3c01d77e2b6c4d5e6", total=3),
             *(_frag(f"h{i}", 10 * i, [i], f"{i}0b1c2d3e4f5a6b7c8d9", total=3) for i in range(1, 4))]
    assert _run(*frags) == {frozenset({"nfo", "h1", "h2", "h3"})}
    ep = "[ASW] Dandadan - {:02d} (1080p)"
    a = [_frag(f"a{i}", 100 + i, [i], ep.format(i), total=4, posted=T0 + 60 * i) for i in (1, 2)]
    b = [_frag(f"b{i}", 9_000_000 + i, [i], ep.format(i), total=4, posted=T0 + 60 * i, backbone="b") for i in (3, 4)]
    assert _run(*a, *b) == {frozenset({"a1", "a2", "b3", "b4"})}


def test_words_see_readable_names_only() -> None:
    from usenet_ops.domain.assembly.uploads import release_group, words

    assert words("[SubsPlease] One Piece - 04 (1080p) [7786305B]") == {"one", "piece"}
    assert words("Severance.S02E01.2160p.AMZN.WEB-DL.x265-FLUX") == {"severance"}
    for machine in ("OLeMa61EqJomTEI1JEzO3joOj37HyVaQXekW9L", "LNABIL-e8af75e95a7c", "ubyNLO-41aebb8f010b",
                    "8a9970969bdca7ec6b4b1928e3364a6608", "qnwgpq", ""):
        assert words(machine) == frozenset(), machine
    assert release_group("[Judas] One Piece - 01") == "judas" and release_group("Show.S01E01.720p-FLUX") == "flux"


def test_hostile_rows_never_raise_and_the_plan_is_order_free() -> None:
    rng = random.Random(28)
    bases = ["", "\x00\x00", "x" * 5000, "[", "[]()", "-", "ünïcödé wörds", "a9f3c01d77e2b6c4", "Show.S01E01-GRP"]
    for _ in range(200):
        frags = [_frag(f"s{i}", rng.randint(0, 50_000), rng.sample(range(0, 6), rng.randint(1, 2)), rng.choice(bases),
                       total=rng.choice([3, 5]), poster=rng.choice("pq"), backbone=rng.choice("ab"),
                       posted=rng.choice([0, T0, T0 + 5_000]), seen=rng.choice([0, T0]))
                 for i in range(rng.randint(2, 12))]
        want = _run(*frags, idle_before=T0 + 1)
        rng.shuffle(frags)
        assert _run(*frags, idle_before=T0 + 1) == want


def test_a_pack_meets_a_hashed_upload_of_its_poster_and_joins_its_own_episodes_by_name_first() -> None:
    # The pack's second episode is posted first, right after a hashed upload with the same N whose slot 2 is free:
    # by order alone it would join the hash (which then looks complete with it); by name it joins its pack.
    hashed = [_frag(f"h{i}", 10 * i, [i], f"{i}9f0c2a7be41d{i}c0ffee{i}", total=4) for i in (1, 3, 4)]
    ep = "[ASW] 葬送のフリーレン - {:02d} [720p]"
    pack = [_frag("e2", 45, [2], ep.format(14), total=4), _frag("e1", 50, [1, 3, 4], ep.format(13), total=4)]
    got = _run(*hashed, *pack, idle_before=T0 + 1)
    assert frozenset({"e1", "e2"}) in got and frozenset({"h1", "h3", "h4"}) in got
    assert words("葬送のフリーレン") and not words("9f0c2a7be41d")


def test_machine_made_names_share_no_evidence_and_one_work_twice_is_two_uploads() -> None:
    # Two hashes that happen to begin alike are not a name shared; the same episode in two packs is two uploads.
    a = [_frag("a1", 10, [1], "c21de3338b69bf19aa", total=2), _frag("b1", 20, [2], "c21d67bb663e734844", total=2)]
    assert _run(*a) == {frozenset({"a1", "b1"})}  # joined by counter and run, not by the chance prefix
    twice = [_frag("p", 10, [1], "[Grp] Show - 08 (1080p) [AAAA1111]", total=2),
             _frag("q", 20, [2], "[Grp] Show - 08 (1080p) [BBBB2222]", total=2)]
    assert _run(*twice, idle_before=T0 + 1) == set()
