"""Takedown and retention at runtime: articles vanish from STAT/HEAD/BODY/ARTICLE while OVER still lists them."""

from __future__ import annotations

from usenet_ops import newsserver
from usenet_ops.corpus import Corpus, takedown

from .conftest import Raw, busiest_group


def _articles(peer: Raw, c: Corpus, n: int = 6) -> list[tuple[int, str, float]]:
    """Return (number, message-id, posted) of the first n articles of the busiest group; the group stays selected."""
    group, _, low, high = busiest_group(c)
    assert peer.cmd(f"GROUP {group}").startswith("211 ")
    status, lines = peer.multi(f"OVER {low}-{low + n - 1}")
    assert status.startswith("224 ")
    out = []
    for line in lines:
        fields = line.split(b"\t")
        out.append((int(fields[0]), fields[4].decode(), takedown.posted_epoch(fields[3]) or 0.0))
    return out


def test_a_takedown_at_runtime_answers_430_by_id_and_423_by_number(server: newsserver.ServerHandle, peer: Raw,
                                                                    small_corpus: Corpus) -> None:
    arts = _articles(peer, small_corpus)
    number, mid, _ = arts[2]
    assert peer.cmd(f"STAT {mid}").startswith("223 ")
    server.faults.take_down([mid])  # between two commands of a live session
    assert peer.cmd(f"STAT {mid}").startswith("430 ")
    assert peer.cmd(f"STAT {number}").startswith("423 ")
    assert peer.cmd(f"HEAD {mid}").startswith("430 ") and peer.cmd(f"BODY {mid}").startswith("430 ")
    assert peer.cmd(f"STAT {arts[3][1]}").startswith("223 ")  # only what was taken down
    status, lines = peer.multi(f"OVER {arts[0][0]}-{arts[-1][0]}")
    assert status.startswith("224 ") and len(lines) == len(arts)  # the overview still lists it
    assert server.faults.counters["fault.takedown"] == 4


def test_retention_removes_what_was_posted_before_the_cutoff_on_this_listener_only(small_corpus: Corpus) -> None:
    with newsserver.serve(small_corpus, backbone="a") as a, newsserver.serve(small_corpus, backbone="b") as b:
        pa, pb = Raw(a.host, a.port), Raw(b.host, b.port)
        pa.line()
        pb.line()
        arts = sorted(_articles(pa, small_corpus, 20), key=lambda t: t[2])
        cutoff = arts[10][2]
        b.faults.expire_before = cutoff
        for _, mid, posted in arts:
            assert pa.cmd(f"STAT {mid}").startswith("223 ")
            assert pb.cmd(f"STAT {mid}").startswith("430 " if posted < cutoff else "223 ")
        assert b.faults.counters["fault.expired"] == sum(1 for a_ in arts if a_[2] < cutoff) > 0
        b.faults.reset()
        assert pb.cmd(f"STAT {arts[0][1]}").startswith("223 ")
        pa.close()
        pb.close()


def test_the_takedown_plan_is_deterministic_and_round_trips(small_corpus: Corpus, tmp_path) -> None:
    from usenet_ops.corpus import Manifest

    manifest = Manifest.open(small_corpus.directory).read()
    first = takedown.plan(small_corpus, manifest, seed=3)
    again = takedown.plan(small_corpus, manifest, seed=3)
    assert first == again and first != takedown.plan(small_corpus, manifest, seed=4)
    first.write(tmp_path)
    assert takedown.TakedownPlan.read(tmp_path) == first
    scenarios = [e["scenario"] for e in first.expected.values() if e["scenario"]]
    assert sorted(set(scenarios)) == sorted(takedown.SCENARIOS)
    for e in first.expected.values():
        # The plan's intent and its computed verdicts agree.
        if e["scenario"] == "dead":
            assert e["a"] == e["b"] == e["release"] == "dead" and not e["available"]
        if e["scenario"] == "dead_on_a":
            assert e["a"] == "dead"
        if e["scenario"] == "broken":
            assert e["a"] == "broken" and e["b"] in ("broken", "dead")
        if e["scenario"] == "repairable":
            assert e["a"] == "repairable" and e["b"] in ("repairable", "dead", "broken")


def test_posted_epoch_reads_every_date_form_the_corpus_writes_and_refuses_garbage() -> None:
    from usenet_ops.corpus.release import _ZONES, format_date

    for style in _ZONES:
        assert takedown.posted_epoch(format_date(1_762_000_000, style)) == 1_762_000_000
    assert takedown.posted_epoch(b"\xff\x00 not a date") is None and takedown.posted_epoch("") is None
