"""The learned title scorer (issue 28 item 3): guarded, measured on a split it never saw, a rule like the others.

tests/data/junk/scorer/test.tsv is the held-apart split (make_corpus.py fixes
it before training; train.py never reads it); its ``held_apart:*`` families
are spam intents and legitimate shapes absent from training. The bars below
are the figures measured on the first run of the frozen model
(docs/junk-rules.md), kept as floors: a change that loses recall or adds a
false positive fails here.
"""

from __future__ import annotations

import importlib.util
import json
import random
import string
import subprocess
import sys
import time
from pathlib import Path
from types import ModuleType

import pytest

from usenet_ops.cli.main import main as cli
from usenet_ops.domain import junk, junk_score, junk_score_model

ROOT = Path(__file__).resolve().parents[3]
DATA = ROOT / "tests" / "data" / "junk"
SCORER = DATA / "scorer"
TSV = ROOT / "include" / "seed" / "junk_rules.tsv"
# The shipped rule's threshold (title_score:threshold=T in the TSV): what "the scorer alone" means in these tests.
SHIPPED_THRESHOLD = float(next(r.pattern for r in junk.load_tsv(TSV) if r.name == "title_score").split("=", 1)[1])


def _module(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"scorer_{name}", SCORER / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _split(name: str) -> list[tuple[int, str, str]]:
    rows = []
    for line in (SCORER / name).read_text(encoding="utf-8").splitlines():
        if line and not line.startswith(("#", "LABEL\t")):  # fresh27.tsv's writer gave it a header row
            label, family, title = line.split("\t", 3)[:3]  # a fourth column, where a split has one, is the group
            rows.append((1 if label == "junk" else 0, family, title))
    return rows


def _groups(name: str) -> dict[str, str]:
    """Return each title's newsgroup, for a split written with a fourth column (fresh11.tsv on)."""
    out = {}
    for line in (SCORER / name).read_text(encoding="utf-8").splitlines():
        fields = line.split("\t")
        if len(fields) >= 4 and fields[3] and fields[0] != "LABEL":
            out[fields[2]] = fields[3]
    return out


def _entries(name: str) -> list[junk.AuditEntry]:
    lines = (DATA / name).read_text(encoding="utf-8").splitlines()
    return [e for e in (junk.parse_audit_line(line) for line in lines) if e is not None]


@pytest.fixture(scope="module")
def rules() -> list[junk.JunkRule]:
    # These tests judge title_score switched on, as an operator runs it, whatever the seed's enabled column says
    # (an operator owns that column; docs/junk-rules.md says when to switch it off).
    return [r if r.name != "title_score" else junk.JunkRule(**{**r.__dict__, "enabled": True})
            for r in junk.load_tsv(TSV)]


@pytest.fixture(scope="module")
def engine(rules: list[junk.JunkRule]) -> junk.JunkEngine:
    return junk.JunkEngine(rules)


def _dropped(engine: junk.JunkEngine, title: str, size: int | None = None, group: str | None = None) -> bool:
    return engine.evaluate(title, size=size, group=group, stage=junk.Stage.BUILD) is not None


def _scored_junk(title: str, threshold: float | None = None) -> bool:
    """Say whether the scorer alone calls ``title`` junk at ``threshold`` (default: the shipped rule's)."""
    threshold = SHIPPED_THRESHOLD if threshold is None else threshold
    score = junk_score.shipped().judge(junk.name_parts(title), whole=junk.strip_transport(title))
    return score is not None and score.is_junk(threshold)


# --- the structure guard ----------------------------------------------------------


STRUCTURED = [
    "Free.Guy.2021.1080p.BluRay.x264-SPARKS",
    "Casino.Royale.2006.2160p.UHD.BluRay.REMUX.HDR.HEVC.Atmos-FGT",
    "Get.Rich.or.Die.Tryin.2005.720p.WEB-DL.DD5.1.H.264-NTb",
    "Watch.Dogs.Legion.v1.3.0-CODEX",
    "Make.Money.Fast.S01E03.Click.Here.720p.HDTV.x264-GRP",
    "[SubsPlease] Free! - 05 (1080p) [A1B2C3D4].mkv",
    "Buy Now Pay Later S02E04 1080p WEB h264-ETHEL",
    "Cheap Thrills - Lowest Prices (2019) [FLAC 24bit-96kHz]",
    "Winner Takes All 第3話 (テレ朝 1920x1080 x264 AAC).mp4",
    "Hot.Deals.2024.German.DL.1080p.WEB.x264-GRP",
    "Viagra.Boys-Cave.World-(YEP123)-WEB-2022-OMA",
    "Your Account Has Been Suspended 2023 576p DVDRip XviD",
    "03-abba-money_money_money",
    "01-cheap_trick-i_want_you_to_want_me",
]


@pytest.mark.parametrize("title", STRUCTURED)
def test_a_title_with_release_structure_is_never_scored_junk_even_by_a_model_that_calls_everything_junk(title: str) -> None:
    paranoid = junk_score.TitleScorer({"bias": 50.0})
    score = paranoid.judge(junk.name_parts(title), whole=junk.strip_transport(title))
    assert score is not None and score.structure is not None and score.probability == 0.0
    assert paranoid.judge(["cheap pills online now"]) is not None
    assert paranoid.judge(["cheap pills online now"]).probability > 0.99  # type: ignore[union-attr]


def test_every_structured_legitimate_title_of_the_corpora_is_guarded() -> None:
    # v3-v5 families are legitimate names without release structure by design (podcasts, sermons, bare works).
    unstructured = ("v3:", "v4:", "v5:")
    titles = [t for label, f, t in _split("train.tsv") + _split("test.tsv") if not label and not f.startswith(unstructured)]
    titles += [e.title for name in ("legit.txt", "legit_handwritten.txt", "independent/legit.txt") for e in _entries(name)]
    guarded = [t for t in titles if any(junk_score.release_structure(p) for p in junk.name_parts(t))]
    assert len(guarded) / len(titles) > 0.7
    paranoid = junk_score.TitleScorer({"bias": 50.0})
    for title in guarded:
        score = paranoid.judge(junk.name_parts(title), whole=junk.strip_transport(title))
        assert score is not None and score.structure is not None, title


def test_a_machine_made_name_is_never_the_scorers_to_drop(engine: junk.JunkEngine) -> None:
    """Hashes and random base62 names are obfuscation: kept unnamed for the probes, never a title_score drop.

    The shapes the posting tools write (hex of 16-64, base62 of 6-40, ``ubyNLO-41aebb8f010b``), bare or in a
    yEnc shell, with or without an extension: a drop here would lose the upload at ingest before it groups.
    """
    rng = random.Random(28)

    def hexa(n: int) -> str:
        return "".join(rng.choice("0123456789abcdef") for _ in range(n))

    def alnum(n: int) -> str:
        return "".join(rng.choice(string.ascii_letters + string.digits) for _ in range(n))

    for i in range(3000):
        shape = i % 3
        name = hexa(rng.choice((16, 32, 40, 64))) if shape == 0 else alnum(rng.randint(6, 40)) if shape == 1 \
            else f"{alnum(6)}-{hexa(12)}"
        name += rng.choice(["", ".bin", ".rar", ".7z.001", ".vol01+02.par2", ".mkv"])
        for title in (name, f'[{i % 20 + 1}/20] - "{name}" yEnc (1/{rng.randint(1, 50)})'):
            verdict = engine.evaluate(title, stage=junk.Stage.INGEST)
            assert verdict is None or verdict.name != "title_score", title


def test_a_year_alone_is_not_structure_but_a_year_with_a_format_or_tag_is() -> None:
    assert junk_score.release_structure("Make money fast 2024") is None
    assert junk_score.release_structure("Secrets of the Dead (2019)") is not None
    assert junk_score.release_structure("Author - Title (2021) (retail) (epub)") is not None
    assert junk_score.release_structure("call now 1-888-555-0142") is None


def test_a_readable_subject_with_an_obfuscated_file_name_is_judged_by_its_most_release_like_part() -> None:
    title = 'Northern Lights Over Harbor [05/77] - "9kX3mQp7LwZr2VbN.part05.rar" yEnc (1/50)'
    score = junk_score.shipped().judge(junk.name_parts(title), whole=junk.strip_transport(title))
    assert score is not None and "Northern" in score.part


@pytest.mark.parametrize("title", [
    '(18/20) "inheritance claim: next of kin needed for your family" - 48,577 bytes yEnc',
    'Your ATM card worth 7,850,000 euro is ready for delivery [2/3] - "d95fdfhs.part02.rar" yEnc (1/1)',
    'Re: [04/05] - "HR department: you have been shortlisted, reply to confirm" yEnc (1/3)',
    'Grow your channel: views, likes, subscribers, call now [3/3] - "pvmc89xj.part03.rar" yEnc (1/9)',
    'Lonely housewives near you looking for fun [2/3] - "znpxhevq.part02.rar" yEnc (1/9)',
    'Fw: "Lonely housewives near you looking for fun tonight.rar" yEnc (7/9)',
])
def test_a_part_that_carries_no_name_does_not_decide(title: str) -> None:
    """A random file name, the shell's byte count or a reply prefix says nothing; the sentence beside it is judged."""
    score = junk_score.shipped().judge(junk.name_parts(title), whole=junk.strip_transport(title))
    assert score is not None and score.is_junk(0.8), score
    assert not any(w in score.part for w in ("bytes", "d95fdfhs", "pvmc89xj", "znpxhevq")) and score.part != "Re"


@pytest.mark.parametrize("parts,kept", [
    (["zz86fvm9", "Some words of a sentence here"], ["Some words of a sentence here"]),
    (["48,577 bytes", "inheritance claim"], ["inheritance claim"]),
    (["ifdeypdc", "three real words"], ["three real words"]),
    (["Keijo", "Keijo"], ["Keijo", "Keijo"]),  # one word beside one word: both stay
    (["Se7en", "Se7en Directors Cut"], ["Se7en Directors Cut"]),
    (["cfbad770c5e1", "7a88897adf21"], ["cfbad770c5e1", "7a88897adf21"]),  # nothing carries a name: all judged
    (["38472 93847", "29384"], ["38472 93847", "29384"]),
    (["", "  ", "Re"], ["Re"]),
])
def test_parts_judged_are_those_that_carry_a_name(parts: list[str], kept: list[str]) -> None:
    assert junk_score._named(parts) == kept


@pytest.mark.parametrize("title", [
    "[PRiVATE]-[WtFnZb]-[9f2c4e1a7b3d5f60812a4c6e8b0d2f41.mkv]-[1/3] - \"\" yEnc",
    "WtFnZb PRiVATE", "aB3dE9fG hJ2kL7mN", "xK9pQ2 zR4tY8",
])
def test_a_sure_score_is_evidence_only_on_written_words(title: str) -> None:
    score = junk_score.shipped().judge(junk.name_parts(title), whole=junk.strip_transport(title))
    assert score is None or "sure" not in score.evidence


def test_a_sure_score_on_written_words_needs_no_listed_cue() -> None:
    title = "Prestiti veloci anche a cattivi pagatori"  # plain Italian ad copy: no cue of EVIDENCE matches it
    feats = junk_score.features(title)
    assert not [k for k in junk_score.EVIDENCE if k in feats]
    score = junk_score.shipped().judge([title], whole=title)
    assert score is not None and score.evidence == ("sure",) and score.is_junk(0.8)


@pytest.mark.parametrize("text,words", [
    ("दिलवाले दुल्हनिया ले जायेंगे", 4), ("ฉลาดเกมส์โกง", 1), ("Cafe\u0301 de Flore", 3), ("Слово пацана", 2),
    ("مسلسل الهيبة", 2), ("co\u0301digo da Vinci", 3),
])
def test_combining_marks_stay_inside_their_words(text: str, words: int) -> None:
    assert len(junk_score._WORDS.findall(text)) == words
    assert "repeated_word" not in junk_score.features(text)


@pytest.mark.parametrize("title", [
    "Packers v Chiefs full game 2024", "PSG v Atletico Madrid full match", "Liverpool vs Everton 2023-24 Matchday 12",
    "Lakers vs. Celtics Game 7 1984", "Federer v Nadal Wimbledon Final 2008", "ajax - feyenoord vs psv replay",
    "Real Madrid vs Barcelona extended highlights",
])
def test_a_match_named_as_a_recording_is_release_structure(title: str) -> None:
    assert junk_score.release_structure(title) is not None


@pytest.mark.parametrize("title", [
    "Watch Chiefs vs Eagles live free HD", "Chiefs vs Eagles 2024 live stream", "Arsenal v Chelsea 2024 >> www.tvhd.cc",
    "Kramer vs. Kramer", "Chiefs vs Eagles", "Man City v Liverpool online free",
])
def test_a_match_sold_as_a_stream_or_without_a_recording_marker_is_not(title: str) -> None:
    assert junk_score._sports_match(title) is None


# --- measured on the held-apart split and the shipped sets -------------------------


@pytest.mark.parametrize("text,structured", [
    ("[SubsPlease] Frieren - 05 [A1B2C3D4]", True), ("[Erai-raws] Movie Title [B5C6D7E8]", True),
    ("Some Show 05 [A1B2C3D4].mkv", True), ("Good day. I got your contact through the directory [35c408fb]", False),
    ("We are a manufacturer of LED strip lights - factory price [4335567c]", False),
    ("Driver updater: 85 outdated drivers found [cc3f948f]", False),
])
def test_a_crc_is_a_fansubs_only_with_the_fansubs_shape(text: str, structured: bool) -> None:
    """v10: a bracketed 8-hex token alone marked a release, so ad copy padded with one was never scored (fresh8.tsv)."""
    assert (junk_score.release_structure(text) is not None) is structured


def _rates(engine: junk.JunkEngine, rows: list[tuple[int, str, str]],
           groups: dict[str, str] | None = None) -> tuple[float, int, int]:
    junk_rows = [t for label, _, t in rows if label]
    legit_rows = [t for label, _, t in rows if not label]
    where = groups or {}
    caught = sum(_dropped(engine, t, group=where.get(t)) for t in junk_rows)
    fps = sum(_dropped(engine, t, group=where.get(t)) for t in legit_rows)
    return caught / len(junk_rows), fps, len(legit_rows)


def test_the_held_apart_split_is_fixed_and_disjoint_from_training() -> None:
    train = _split("train.tsv")
    test = _split("test.tsv")
    trained = {t for _, _, t in train}
    assert not trained & {t for _, _, t in test}
    assert not trained & {t for _, _, t in _split("fresh.tsv") + _split("fresh2.tsv")}
    fresh_families = {f for _, f, _ in _split("fresh.tsv") + _split("fresh2.tsv")}
    assert not fresh_families & {f for _, f, _ in train + test}
    # fresh3.tsv and fresh4.tsv were written blind and each looked at once; since v6 they are training rows, whole
    # and as written (make_corpus.ADOPTED_SPLITS), and a split not yet looked at measures the model instead.
    for name in ADOPTED:
        measuring = {t for _, _, t in test + _split("fresh.tsv") + _split("fresh2.tsv")}
        adopted = {(label, t) for label, _, t in _split(name) if t not in measuring}
        assert len(adopted) >= 2000 and adopted <= {(label, t) for label, _, t in train}, name
    assert not {f for _, f, _ in train if f.startswith("held_apart:")}
    held = {f for _, f, _ in test if f.startswith("held_apart:")}
    assert len(held) >= 6 and any(label for label, f, _ in test if f in held)
    assert len(train) >= 6000 and len(test) >= 2000


def test_the_splits_are_reproducible(tmp_path: Path) -> None:
    for generator in ("make_corpus", "make_fresh", "make_fresh2", "make_fresh3"):
        _module(generator).main(tmp_path)
    for name in ("train.tsv", "test.tsv", "fresh.tsv", "fresh2.tsv", "fresh3.tsv"):
        assert (tmp_path / name).read_bytes() == (SCORER / name).read_bytes(), name


@pytest.mark.parametrize("generator,split", [
    ("make_fresh5.py", "fresh5.tsv"), ("make_fresh6.py", "fresh6.tsv"), ("make_fresh7.py", "fresh7.tsv"),
    ("make_fresh8.py", "fresh8.tsv"),
    ("make_fresh9.py", "fresh9.tsv"),
    ("make_fresh10.py", "fresh10.tsv"),
    ("make_fresh11.py", "fresh11.tsv"),
    ("make_fresh12.py", "fresh12.tsv"),
    ("make_fresh13.py", "fresh13.tsv"),
    ("make_fresh14.py", "fresh14.tsv"),
    ("make_fresh15.py", "fresh15.tsv"),
    ("make_fresh16.py", "fresh16.tsv"),
    ("make_fresh17.py", "fresh17.tsv"),
    ("make_fresh18.py", "fresh18.tsv"),
    ("make_fresh19.py", "fresh19.tsv"),
    ("make_fresh20.py", "fresh20.tsv"),
    ("make_fresh21.py", "fresh21.tsv"),
    ("make_fresh22.py", "fresh22.tsv"),
    ("make_fresh23.py", "fresh23.tsv"),
    ("make_fresh24.py", "fresh24.tsv"),
    ("make_fresh25.py", "fresh25.tsv"),
    ("make_fresh26.py", "fresh26.tsv"),
    ("make_fresh27.py", "fresh27.tsv"),
    ("make_fresh28.py", "fresh28.tsv"),
    ("make_fresh29.py", "fresh29.tsv"),
    ("make_fresh30.py", "fresh30.tsv"),
    ("make_fresh31.py", "fresh31.tsv"),
])
def test_the_blind_generators_reproduce_their_splits(tmp_path: Path, generator: str, split: str) -> None:
    """A blind split's generator is run as its writer left it (a script writing next to itself), from a copy."""
    script = tmp_path / generator
    script.write_bytes((SCORER / generator).read_bytes())
    subprocess.run([sys.executable, str(script)], check=True, cwd=tmp_path, timeout=120)
    assert (tmp_path / split).read_bytes() == (SCORER / split).read_bytes()


@pytest.mark.parametrize("split", [
    "fresh25.tsv", "fresh26.tsv", "fresh27.tsv", "fresh28.tsv", "fresh29.tsv", "fresh30.tsv", "fresh31.tsv",
])
def test_the_newest_blind_splits_train_nothing_and_keep_their_measured_figures(
    engine: junk.JunkEngine, split: str,
) -> None:
    """fresh25.tsv and fresh26.tsv were written blind after the engine at 9d3bbc2 (v23: fresh23 and fresh24 adopted,
    repeated_word counting a function word only in a part of few other words, real works with their edition in their
    own language) was frozen: their one look each.

    The figures are a floor and a ceiling, not targets, both below the issue's 95% recall: fresh25 82.78% with no
    legitimate title of 2,112 dropped (v22 at 1e73d81: 82.89%, none); fresh26 83.77% with 4 dropped (0.19%: three
    installers named with underscored versions in software groups, kept since; an e-book titled "Urgent Reply
    Needed"; v22: 82.67%, 3); docs/junk-rules.md, "v23". fresh27.tsv was written blind after 350e3e8 (v23 and the
    underscored-version reading): 77.04%, none of 2,112 dropped. fresh28.tsv was written blind after ef7aa97 (v24: asks, bot
    keepalives, self-vouching leaks, encoding garbage, links with a path) with the labelling spec that asks are junk
    and fills are not: 80.02%, none of 2,112 dropped. fresh29.tsv and fresh30.tsv after 06daf03 (v25): 77.26%
    (six legitimate titles seen before the freeze) and 83.89% with 6 dropped by rules older than v24. fresh31.tsv after
    d23d4c8 (v26): 81.79%, 4 dropped. Some of their
    titles are also training rows: short generic titles other writers wrote too.
    """
    recall_floor, dropped_ceiling, shared_ceiling, shared_spam_ceiling = NEWEST_BLIND[split]
    newest = _split(split)
    trained = {t for _, _, t in _split("train.tsv")}
    shared = [(label, t) for label, _, t in newest if t in trained]
    assert len(newest) >= 3000 and len(shared) <= shared_ceiling
    assert len([t for label, t in shared if label]) <= shared_spam_ceiling
    groups = _groups(split)
    recall, _, legit = _rates(engine, newest, groups)
    dropped = [t for label, _, t in newest if not label and _drops(engine, t, groups.get(t))]
    assert recall >= recall_floor and len(dropped) <= dropped_ceiling and legit >= 2100, dropped[:10]


def _drops(engine: junk.JunkEngine, title: str, group: str | None) -> bool:
    verdict = engine.evaluate(title, group=group, stage=junk.Stage.BUILD)
    return verdict is not None and not verdict.unnamed


def test_the_shipped_model_was_trained_from_the_committed_corpus(tmp_path: Path) -> None:
    train = _module("train")
    assert junk_score_model.VERSION == train.model_version(SCORER / "train.tsv"), "re-run tests/data/junk/scorer/train.py"
    train.main(["--out", str(tmp_path / "model.py")])
    shipped = ROOT / "plugins" / "usenet_ops" / "domain" / "junk_score_model.py"
    assert (tmp_path / "model.py").read_bytes() == shipped.read_bytes()


def test_whole_engine_on_the_held_apart_split_meets_the_measured_bars(engine: junk.JunkEngine) -> None:
    v1_rows = [r for r in _split("test.tsv") if not r[1].startswith(("v5:", "v6:"))]
    recall, fps, legit = _rates(engine, v1_rows)
    assert fps <= FALSE_POSITIVES_TEST_V1_ROWS, fps
    assert recall >= RECALL_TEST_V1_ROWS
    # v5's phrase-disjoint rows: titled like ad copy on purpose (podcast episodes such as "Buy Now Pay Later"), where
    # the written phrase rules drop 17 and the scorer 3 (docs/junk-rules.md, v5); a floor and a ceiling, not a target.
    v5_rows = [r for r in _split("test.tsv") if r[1].startswith("v5:")]
    recall, fps, _ = _rates(engine, v5_rows)
    assert fps <= FALSE_POSITIVES_TEST_V5 and recall >= RECALL_TEST_V5
    # v6's legitimate rows: real works in non-Latin scripts and sports matches named without scene tags.
    v6_legit = [t for label, f, t in _split("test.tsv") if f.startswith("v6:") and not label]
    assert len(v6_legit) >= 60 and len([t for t in v6_legit if _dropped(engine, t)]) <= FALSE_POSITIVES_TEST_V6


def test_held_apart_families_spam_the_model_never_saw(engine: junk.JunkEngine) -> None:
    rows = [r for r in _split("test.tsv") if r[1].startswith("held_apart:")]
    recall, fps, _ = _rates(engine, rows)
    assert fps == 0
    assert recall >= RECALL_HELD_APART_FAMILIES
    alone = [t for label, _, t in rows if label]
    assert sum(_scored_junk(t) for t in alone) / len(alone) >= RECALL_HELD_APART_SCORER_ALONE


def test_the_later_held_apart_splits_keep_their_measured_figures(engine: junk.JunkEngine) -> None:
    """fresh.tsv (v2's one look) and fresh2.tsv (v3's): no lost recall, no new false positive.

    fresh2.tsv's 30 false positives (real works whose names read like advertising: How to Train Your Dragon,
    Cheap Trick - I Want You to Want Me) went when v4 trained on other real works of that kind; v6 brought one
    back (FALSE_POSITIVES_FRESH2). fresh3.tsv and fresh4.tsv are training rows since v6: what is asserted of them
    is the fit (a model that lost it would have lost what two blind looks taught).
    """
    recall, fps, _ = _rates(engine, _split("fresh.tsv"))
    assert fps == 0 and recall >= RECALL_FRESH
    recall, fps, _ = _rates(engine, _split("fresh2.tsv"))
    assert fps <= FALSE_POSITIVES_FRESH2 and recall >= RECALL_FRESH2
    for name, (floor, ceiling) in ADOPTED.items():
        recall, fps, legit = _rates(engine, _split(name), _groups(name))
        assert fps <= ceiling and recall >= floor and legit >= 2000, name


def test_the_scorer_adds_recall_the_rules_alone_do_not_have(rules: list[junk.JunkRule], engine: junk.JunkEngine) -> None:
    without = junk.JunkEngine([r for r in rules if r.name != "title_score"])
    rows = _split("test.tsv")
    assert _rates(engine, rows)[0] > _rates(without, rows)[0] + 0.2


def test_independent_spam_and_the_held_out_spam(engine: junk.JunkEngine) -> None:
    spam = _entries("independent/spam.txt") + _entries("independent/spam_heldout.txt")
    assert all(_dropped(engine, e.title, e.size, e.group) for e in spam)
    held = _entries("independent/spam_heldout.txt")
    assert sum(_scored_junk(e.title) for e in held) >= SCORER_ALONE_SPAM_HELDOUT


@pytest.mark.parametrize("name", ["legit.txt", "legit_handwritten.txt", "independent/legit.txt"])
def test_the_shipped_legitimate_sets_stay_at_zero_false_positives_with_the_whole_engine(
    engine: junk.JunkEngine, name: str
) -> None:
    dropped = [(e.title, v.name) for e in _entries(name)
               if (v := engine.evaluate(e.title, size=e.size, group=e.group, stage=junk.Stage.BUILD)) is not None]
    assert dropped == []


# --- a rule like the others ----------------------------------------------------------


SPAM_ONLY_THE_SCORER_CATCHES = "Congratulations! You have been selected to receive a free iPhone"


def test_the_verdict_names_the_rule_its_reason_and_the_score(engine: junk.JunkEngine, rules: list[junk.JunkRule]) -> None:
    without = junk.JunkEngine([r for r in rules if r.name != "title_score"])
    assert without.evaluate(SPAM_ONLY_THE_SCORER_CATCHES, stage=junk.Stage.INGEST) is None
    verdict = engine.evaluate(SPAM_ONLY_THE_SCORER_CATCHES, stage=junk.Stage.INGEST)
    assert verdict is not None and verdict.name == "title_score" and verdict.scope is junk.Scope.TITLE
    rule = next(r for r in rules if r.name == "title_score")
    assert verdict.rule_id == rule.id and verdict.reason == rule.reason and "structure" in rule.reason
    assert verdict.detail.startswith(("title score 0.", "title score 1.000")) and f">= {SHIPPED_THRESHOLD:.2f}" in verdict.detail
    assert "cues:" in verdict.detail


def test_hits_are_counted_per_article_and_memoised_per_base(engine: junk.JunkEngine) -> None:
    batch = engine.evaluator(junk.Stage.INGEST, group="alt.binaries.misc")
    for _ in range(5):
        batch.check(SPAM_ONLY_THE_SCORER_CATCHES)
    batch.check("Some.Show.S01E01.1080p.WEB.h264-GRP")
    rule_id = next(r.id for r in engine.rules if r.name == "title_score")
    assert batch.hits[rule_id] == 5 and batch.distinct == 2


def test_the_rule_is_switchable_and_movable_like_any_row(rules: list[junk.JunkRule]) -> None:
    off = [r if r.name != "title_score" else junk.JunkRule(**{**r.__dict__, "enabled": False}) for r in rules]
    assert junk.JunkEngine(off).evaluate(SPAM_ONLY_THE_SCORER_CATCHES, stage=junk.Stage.BUILD) is None
    p = junk_score.shipped().probability(SPAM_ONLY_THE_SCORER_CATCHES)
    above = f"title_score:threshold={min((p + 1.0) / 2.0, 0.9999999999):.12f}"
    strict = [r if r.name != "title_score" else junk.JunkRule(**{**r.__dict__, "pattern": above}) for r in rules]
    assert junk.JunkEngine(strict).evaluate(SPAM_ONLY_THE_SCORER_CATCHES, stage=junk.Stage.BUILD) is None
    first = [r if r.name != "title_score" else junk.JunkRule(**{**r.__dict__, "order": 1}) for r in rules]
    assert junk.JunkEngine(first).active(junk.Stage.INGEST)[0].name == "title_score"


@pytest.mark.parametrize("pattern", ["title_score:threshold=abc", "title_score:threshold=0.2", "title_score:threshold=1.5"])
def test_a_bad_threshold_is_a_reported_problem_not_a_crash(rules: list[junk.JunkRule], pattern: str) -> None:
    bad = [r if r.name != "title_score" else junk.JunkRule(**{**r.__dict__, "pattern": pattern}) for r in rules]
    engine = junk.JunkEngine(bad)
    assert [p.name for p in engine.problems] == ["title_score"]
    assert engine.evaluate("Cheap Viagra Cialis no prescription needed", stage=junk.Stage.BUILD) is not None


def test_filters_audit_reports_the_scorer_like_any_rule(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    titles = tmp_path / "titles.txt"
    titles.write_text(f"{SPAM_ONLY_THE_SCORER_CATCHES}\nDune.Part.Two.2024.2160p.WEB-DL.DDP5.1.HEVC-GRP\n", encoding="utf-8")
    assert cli(["filters", "audit", "--from-seed", "--json", str(titles)]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["dropped"] == 1
    assert [(r["name"], r["count"], r["samples"]) for r in report["rules"]] == [
        ("title_score", 1, [SPAM_ONLY_THE_SCORER_CATCHES])]


# --- hostile input and cost ---------------------------------------------------------------


HOSTILE = [
    "", " ", "\0", "\0" * 1000, "abc\0def ghi", "\ud800\udfff lone surrogates \udc80", "\x1b[31mred\x1b[0m",
    "x" * 1_000_000, "free " * 200_000, "🔥" * 50_000, "[" * 10_000 + "]" * 10_000, ".".join(["a"] * 100_000) + "-GRP",
    "S01E01" * 10_000, "\u202egnp.exe", "ＦＲＥＥ　ＭＯＶＩＥ", "\ufeff\u200b\u200b",
]


@pytest.mark.parametrize("title", HOSTILE, ids=range(len(HOSTILE)))
def test_hostile_titles_never_raise_and_stay_cheap(engine: junk.JunkEngine, title: str) -> None:
    started = time.perf_counter()
    junk_score.shipped().judge(junk.name_parts(title), whole=junk.strip_transport(title))
    junk_score.shipped().judge([title])
    engine.evaluate(title, stage=junk.Stage.INGEST)
    assert time.perf_counter() - started < 5.0


def test_the_scorer_costs_well_under_a_millisecond_per_distinct_title() -> None:
    titles = [t for _, _, t in _split("test.tsv")][:1000]
    scorer = junk_score.shipped()
    views = [(junk.name_parts(t), junk.strip_transport(t)) for t in titles]
    started = time.perf_counter()
    for parts, whole in views:
        scorer.judge(parts, whole=whole)
    per_title = (time.perf_counter() - started) / len(views)
    assert per_title < 0.002, f"{per_title * 1e6:.0f} us per title"


# Measured with the shipped model (v8, threshold 0.8, docs/junk-rules.md); floors, not targets. v4 traded recall
# on the seen splits (test.tsv 88.0% -> 83.7%) for fresh2.tsv's false positives (30 -> 0); v5 trained on 37 more
# spam intents and the legitimate shapes that share their words; v6 judges the parts that carry a name, lets a sure
# score on written words be its own evidence and trains on the blind splits already looked at; v7 widened the
# password, codec and placeholder rules, added survey_lure and reads past the EFNet request shell; v8 adopts
# fresh6.tsv, counts words of uncased scripts as written and trains on no spam the guard keeps from the scorer.
FALSE_POSITIVES_TEST_V1_ROWS = 0  # of 790 (v13: 1, "Job.Light.Green.Être" at 0.82: "Job" is a commerce word)
RECALL_TEST_V1_ROWS = 0.85  # 86.39% at v23, 87.05% at v22, 86.63% at v21, 85.42% at v20 (threshold 0.9, the looked-at splits
# adopted); v19 89.82% (v13: 88.55%,
# v12: 88.86%, v11: 89.04%, v10: 88.55%, v9: 87.77%, v7: 89.04%)
RECALL_TEST_V5 = 0.89  # 89.47% at v23 (fresh23 and fresh24 adopted), 90.26% at v22, 90.35% at v21, 89.91% at v20 (v19 92.19%) of
# v5's phrase-disjoint spam rows (v13: 91.84%, v12: 93.25%,
# v11: 92.81%, v5: 79.21%)
FALSE_POSITIVES_TEST_V5 = 8  # of 420 at v23 and v22 (7 as frozen; v21: 10, v20: 5, v19: 7, v13: 8, v11: 26, v10: 24, v9: 19, v8:
# 21): by
# title_score on
# podcast episodes written like ads on purpose ("Moneybox Live #23: Is Bitcoin Dead?"); v12's ad_phrase keeps the 17
# that spam_marketing and
# ad_phrase_padding dropped as phrases ("Panorama - Gift Card Scams", "Tagesschau - Buy Now Pay Later")
RECALL_HELD_APART_FAMILIES = 0.835  # 86.67% at v21, 83.70% at v20, whose seven adopted writers label digit groups and bare
# numbers as unnamed uploads where our held-apart symbol_noise calls them noise; v19 91.30% (v13: 90.74%, v12: 92.22%,
# v11: 92.04%, v10: 92.41%, v5: 86.30%)
RECALL_HELD_APART_SCORER_ALONE = 0.835  # 86.67% at v21, 83.70% at v20 (v19 91.30%; v13: 90.74%, v12: 92.22%,
# v11: 92.04%, v10: 92.41%)
RECALL_FRESH = 0.915  # 92.50% at v23, 92.92% at v22, 92.50% at v21, 91.67% at v20 (v19 92.71%; v13: 92.71%, v12: 95.21%, v11:
# 93.96%,
# v10: 92.08%, v9: 91.67%,
# v8: 93.12%, v5: 78.75%; v7 reads unfilled templates as placeholders; v9 lost 12 titles scored 0.8-0.86 by v8,
# mostly prose with padding, to a
# training with more real works that read like ads (fresh7.tsv adopted) and won back four %TITLE% - %GROUP% templates)
RECALL_FRESH2 = 0.945  # 95.00% at v23, 94.58% at v22; 95.00% (v13: 95.42%, v12: 95.83%, v11: 95.42%, v10: 94.17%, v9: 95.0%; v3
# as frozen: 92.9%
# with 30 false positives on its one honest look)
FALSE_POSITIVES_TEST_V6 = 0  # of 80 (v6: 1, "springboks vs all blacks")
FALSE_POSITIVES_FRESH2 = 5  # of 240 at v22, 0 at v23 (v21: 5, v20: 1, v19: 5, "Cheap Trick - I Want You to Want Me" in five
# shells), a coin
# flip between trainings (v12: 8 with "Simple Minds - Don't You Forget About Me" in three; v11: 5, v7: 1, v5: 0)
RECALL_FRESH25 = 0.825  # 82.78% on its one look at v23 (v22: 82.89%); misses led by requests posted as binaries
# (24 of 30), keyboard mash (16), encoding garbage (14), bot floods (13)
VERDICTS_ON_LEGIT_FRESH25 = 0  # of 2,112 dropped (v22: 0); kept unnamed are not drops
RECALL_FRESH26 = 0.835  # 83.77% on its one look at v23 (v22: 82.67%); misses led by requests posted as binaries
# (29 of 30), bot floods (17), keyboard mash (14), encoding garbage (12)
VERDICTS_ON_LEGIT_FRESH26 = 1  # of 2,112 dropped: "Urgent Reply Needed: Stories" (ad_copy_release_name); 4 (0.19%)
# as frozen at v23, three of them installers with underscored versions, read as versions since (v22: 3)
# split: (recall floor, legitimate titles dropped at most, titles also in training at most, of them spam at most)
RECALL_FRESH27 = 0.77  # 77.04% on its one look at 350e3e8; misses led by requests posted as binaries (28 of 29),
# bot floods (23), fake leaks (21), encoding garbage (16), keyboard mash (14)
VERDICTS_ON_LEGIT_FRESH27 = 0  # of 2,112 dropped; 80 hash-named uploads kept unnamed are not drops
RECALL_FRESH28 = 0.80  # 80.02% on its one look at v24 (ef7aa97; v23's rules on it: 73.51%); misses led by asks in
# other languages (17 of 29), fake leaks (15), bot keepalives (14), keyword stuffing and asks in English (12 each)
VERDICTS_ON_LEGIT_FRESH28 = 0  # of 2,112 dropped, 81 fills and reposts named after requests among them; 69 kept unnamed
RECALL_FRESH29 = 0.77  # 77.26% at v25 (06daf03; v24 74.61%, v23's rules 68.32%); six of its legitimate titles were seen
# while v25 was built (episodes titled "The Leak"), so it is not v25's blind figure; misses led by asks in English (20),
# chatter (19), repost pleas and asks in other languages (14 each)
VERDICTS_ON_LEGIT_FRESH29 = 0  # of 2,112 dropped; 62 kept unnamed
RECALL_FRESH30 = 0.835  # 83.89% on its one look at v25 (06daf03; v24 80.24%, v23's rules 74.39%); misses led by asks
# starting wtb/looking for (19), bot keepalives (14), political floods (13), asks in other languages (12)
VERDICTS_ON_LEGIT_FRESH30 = 2  # of 2,112 since v26 (6, 0.28%, on its look at v25, each by a rule older than v24: four scene
# software releases with their keygen ("SketchUp Pro v2024 v24.4.55 Incl Keygen-HCiSO": keygen_offer), two Turkish
# episodes "Teskilat 81. Bolum FULL HD izle" (title_score: "izle" is "watch"); v26 keeps the scene software)
RECALL_FRESH31 = 0.815  # 81.79% on its one look at v26 (d23d4c8; v25 80.68%, v24 78.92%, v23's rules 75.28%); misses led by
# political floods (17 of 29), bot keepalives (15), asks in English and keyboard mash (15 each), asks in other languages (12)
VERDICTS_ON_LEGIT_FRESH31 = 4  # of 2,112 (0.19%): a scene tool '+ Keygen [CracksNow]' (keygen_offer), a macOS installer
# .dmg under a community's signature (blocked_executable), '[Uncensored Leaked] STARS-056' (fake_leak since v25: a JAV
# tag), an obfuscated name read as noise (title_score); v23-v24 dropped three of them
NEWEST_BLIND = {
    "fresh25.tsv": (RECALL_FRESH25, VERDICTS_ON_LEGIT_FRESH25, 19, 10),
    "fresh26.tsv": (RECALL_FRESH26, VERDICTS_ON_LEGIT_FRESH26, 20, 12),
    "fresh27.tsv": (RECALL_FRESH27, VERDICTS_ON_LEGIT_FRESH27, 15, 2),
    "fresh28.tsv": (RECALL_FRESH28, VERDICTS_ON_LEGIT_FRESH28, 32, 8),
    "fresh29.tsv": (RECALL_FRESH29, VERDICTS_ON_LEGIT_FRESH29, 27, 8),
    "fresh30.tsv": (RECALL_FRESH30, VERDICTS_ON_LEGIT_FRESH30, 10, 2),
    "fresh31.tsv": (RECALL_FRESH31, VERDICTS_ON_LEGIT_FRESH31, 21, 10),
}
ADOPTED = {
    "fresh3.tsv": (0.975, 0),  # 98.01%; v12 keeps "Fifth Harmony - Work from Home" (spam_marketing: a work's title)
    "fresh4.tsv": (0.985, 0),  # 99.22% (v20 99.33%); v12 keeps "The Great Courses - How to Make Money in Stocks" twice
    "fresh5.tsv": (0.97, 5),  # v20 97.19%  # 97.67%; 5 scene names posted as .exe (labelled legitimate: bait, media_named_program
    # since v13); v12 keeps "How to Make Money in Stocks by William J. ONeil" and "Buy Now The Shopping Conspiracy 2024"
    "fresh6.tsv": (0.95, 12),  # 95.24% (v8 93.32%, 88.26% before ad_in_release_tags: ~95 of its spam rows are dressed
    # as releases, Film.2023.YOU.WON.CLAIM.PRIZE.2160p.BluRay.x265, which only the written rules may drop); 12
    # obfuscated uploads kept unnamed for the probes; v13 keeps its 15 installers, v12 "Viagra Boys"
    "fresh7.tsv": (0.98, 2),  # 98.54% (v8's blind look 91.60%); a game without a group, a scene name as .exe
    "fresh8.tsv": (0.965, 18),  # 96.78% at v21, 97.32% at v12 (v13 97.75%) (v9's blind look 90.56%); 16 obfuscated
    # uploads kept unnamed, 1 installer
    "fresh9.tsv": (0.945, 0),  # 94.94% (v10's blind look 86.80%): ad_copy_release_name reads ~35 of its misses
    "fresh10.tsv": (0.985, 10),  # 98.88% (v11's blind look 95.74%); 1 installer without a group; since v24 9 asks its
    # writer labelled legitimate ("Anyone have X? repost please", "Looking for: X"): request_ask, by the spec fresh28's had
    "fresh11.tsv": (0.95, 68),  # 95.08% (v12's blind look 86.95%); 62 obfuscated uploads kept unnamed (52 random or
    # hashed, 10 UUID-named: uuid_name's scope is obfuscation since v13), a GOG installer without a version
    "fresh12.tsv": (0.935, 88),  # 93.98% (v13's blind look 87.29%); 70 obfuscated uploads kept unnamed, none dropped
    # until v24 (16 asks since v24 and 2 since v26, as fresh11's 5, fresh13's 4 and fresh14's 18: request_ask, request_phrase)
    # v20 adopts the seven splits v14-v19 looked at (make_corpus.ADOPTED_SPLITS): what is asserted of them is the fit,
    # dropped titles plus obfuscated uploads kept unnamed (their blind looks: docs/junk-rules.md)
    "fresh13.tsv": (0.94, 100),  # 94.42% (v14's blind look 89.25%); 96 kept unnamed, none dropped
    "fresh14.tsv": (0.945, 126),  # 95.03% (v15's blind look 91.30%); 108 kept unnamed, none dropped
    "fresh15.tsv": (0.925, 130),  # 93.04% at v21, 93.15% at v20 (the look at 7ae3888: 81.66%); 129 kept unnamed, none dropped
    "fresh16.tsv": (0.92, 107),  # 92.27% (v16's blind look 85.98%); 107 kept unnamed, none dropped
    "fresh17.tsv": (0.895, 136),  # 90.22% (v17's blind look 83.08%); 128 kept unnamed, 8 dropped
    "fresh18.tsv": (0.895, 145),  # 90.17% at v21, 90.07% at v20 (v18's blind look 81.88%); 137 kept unnamed, 6 dropped
    "fresh19.tsv": (0.925, 145),  # 93.56% (v19's blind look 87.00%); 136 kept unnamed, 3 dropped since v21's signatures;
    # fresh18 and fresh19 each keep one Cyrillic name whose C1 bytes were lost unnamed since v24 (encoding_garbage)
    # v21 adopts the two splits v20 looked at
    "fresh20.tsv": (0.93, 134),  # 93.33% (v20's blind look 85.33%, 0 dropped); 134 kept unnamed, none dropped
    "fresh21.tsv": (0.89, 104),  # 89.11% (v20's blind look 79.67%, 47 dropped: 44 under one community's signature);
    # 102 kept unnamed, 2 dropped
    "fresh22.tsv": (0.905, 105),  # 91.00% (v21's blind look 84.44%, 3 dropped); 105 kept unnamed, none dropped (v22)
    # v23 adopts the two splits v22 looked at
    "fresh23.tsv": (0.895, 133),  # 90.29% (v22's blind look 83.22%, 2 dropped); 133 kept unnamed, none dropped
    "fresh24.tsv": (0.89, 93),  # 89.74% (v22's blind look 81.57%, 1 dropped); 93 kept unnamed, none dropped
}
SCORER_ALONE_SPAM_HELDOUT = 27  # of 30 at v22 and v21, 28 at v23 and v20; the whole engine drops all 30


@pytest.mark.parametrize("title", [
    # v17 (after fresh15.tsv's and fresh16.tsv's looks): an uploader telling how the copy was made is no advertising
    "ripped our school choir concert (parents asked for it), all 4 discs, menus intact - no reposts please",
    "Converted a VHS tape of Mayday from 1994, lossless, par2 at 10% - thanks to everyone who asked",
    "captured the the chemical brothers cassette i found in the loft, 320k mp3 - thanks to everyone who asked",
    "Digitised.my.copy.of.Die.Hard.deinterlaced.MKV.-.no.reposts.please",
    "I finally scanned my grandmother's recipe cards, 300 dpi, more to come",
    "we recorded the whole village fete on a camcorder, 2 hours, enjoy",
])
def test_an_account_of_how_a_copy_was_made_is_not_junk(title: str) -> None:
    score = junk_score.shipped().judge(junk.name_parts(title), whole=junk.strip_transport(title))
    assert score is not None and not score.is_junk(0.8)


@pytest.mark.parametrize("title", [
    # ...while a pitch that starts with the same verbs keeps its evidence
    "Converted my savings into $5000 a week - ask me how",
    "Recorded proof: you can earn 500 a day from home",
    "ripped off by my bank? claim your refund now",
])
def test_a_pitch_told_in_the_past_tense_is_still_judged(title: str) -> None:
    score = junk_score.shipped().judge(junk.name_parts(title), whole=junk.strip_transport(title))
    assert score is not None and score.is_junk(0.8)


@pytest.mark.parametrize("broken,fixed", [
    # v19 (after fresh18.tsv's look): UTF-8 read as Windows-1252/Latin-1 or as Windows-1251, repaired before judging
    ("ÐšÐ¸Ð½Ð¾ - Ð—Ð²ÐµÐ·Ð´Ð° Ð¿Ð¾ Ð¸Ð¼ÐµÐ½Ð¸ Ð¡Ð¾Ð»Ð½Ñ†Ðµ", "Кино - Звезда по имени Солнце"),
    ("еЌѓгЃЁеЌѓе°‹гЃ®зҐћйљ\xa0гЃ—", "千と千尋の神隠し"),
    ("BjÃ¶rk - HomogenicÂ\xa0(1997)", "Björk - Homogenic\xa0(1997)"),
    # ...and text that only looks foreign is left as written (the strict round trip fails)
    ("Élodie Frégé - Le Jeu (2003)", "Élodie Frégé - Le Jeu (2003)"),
    ("Mötley Crüe - Dr. Feelgood", "Mötley Crüe - Dr. Feelgood"),
    ("Ðèçà", "Ðèçà"), ("Ñandú (2019)", "Ñandú (2019)"),
])
def test_text_decoded_twice_is_repaired_before_it_is_judged(broken: str, fixed: str) -> None:
    assert junk_score.repair_mojibake(broken) == fixed


@pytest.mark.parametrize("title", [
    "еЌѓгЃЁеЌѓе°‹гЃ®зҐћйљ\xa0гЃ—", "ÐšÐ¸Ð½Ð¾ - Ð—Ð²ÐµÐ·Ð´Ð° Ð¿Ð¾ Ð¸Ð¼ÐµÐ½Ð¸ Ð¡Ð¾Ð»Ð½Ñ†Ðµ",
    '[#a.b.inner-sanctum@EFNet]-[FULL]-[еЌѓгЃЁеЌѓе°‹гЃ®зҐћйљ\xa0гЃ—]-[21/31] - "еЌѓгЃЁ.7z" yEnc (20/164)',
])
def test_a_name_decoded_twice_is_not_junk(engine: junk.JunkEngine, title: str) -> None:
    assert engine.evaluate(title, group="alt.binaries.sounds.flac", stage=junk.Stage.BUILD) is None
