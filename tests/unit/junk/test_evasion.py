"""Disguises undone (evasion.reveal): spam's leetspeak, spaced letters and odd separators read as the words they hide.

What must hold both ways: disguised spam reads as its words (so the rules and the scorer see them), and release
names, whose digits are versions, codecs, resolutions and episode markers, read exactly as they were.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from usenet_ops.domain import evasion, junk, junk_score
from usenet_ops.domain.junk import JunkEngine, Stage

TSV = Path(__file__).resolve().parents[3] / "include" / "seed" / "junk_rules.tsv"
KNOWN = junk_score.shipped().vocabulary


@pytest.fixture(scope="module")
def engine() -> JunkEngine:
    return JunkEngine(junk.load_tsv(TSV))


@pytest.mark.parametrize("token,word", [
    ("pr35cr1p710n", "prescription"), ("d311v3ry", "delivery"), ("c0nf1rm", "confirm"), ("p4ssw0rd", "password"),
    ("V14GR4", "viagra"), ("fr33", "free"), ("7o", "to"), ("y0u", "you"), ("1n5t4ll", "install"), ("w1nn3r", "winner"),
    ("b1tc01n", "bitcoin"), ("cr4ck", "crack"), ("m0n3y", "money"), ("5urv3y", "survey"),
])
def test_leet_tokens_decode_to_the_known_word_they_spell(token: str, word: str) -> None:
    assert evasion.decode_leet(token, KNOWN) == word


@pytest.mark.parametrize("token", [
    "x264", "x265", "h264", "1080p", "2160p", "720p", "S01E01", "s02e13", "DDP5", "AAC2", "10bit", "4K", "3D", "5G",
    "2nd", "1st", "MP3", "B2B", "E01", "zz86fvm9", "m5N2Wl5zKpS4GhqPPAJhBY", "a3f9c2e1b7d4", "WtFnZb", "2019", "007",
    "1" * 20 + "a", "",
])
def test_release_tokens_and_random_names_decode_to_nothing(token: str) -> None:
    assert evasion.decode_leet(token, KNOWN) is None


@pytest.mark.parametrize("title", [
    "The.Boys.S03E01.1080p.WEB-DL.DDP5.1.H.264-NTb", "Dune.Part.Two.2024.2160p.UHD.BluRay.x265.10bit.HDR-GRP",
    "Agents.of.S.H.I.E.L.D.S01E01.720p.HDTV", "R.E.M. - Automatic for the People (1992) [FLAC]",
    "[SubsPlease] Frieren - 05 (1080p) [A1B2C3D4].mkv", "Notepad++ v8.7.1 x64", "C++ Primer 5th Edition.pdf",
    "Blink-182 - Enema of the State (1999) [MP3 320]", "進撃の巨人 第1話 (1080p)", "Артист - Альбом (2020) [FLAC]",
    '[01/15] - "8f3kq0zz1p.part01.rar" yEnc (1/150)', "Se7en.1995.1080p.BluRay.x264-GRP", "U.N.C.L.E.1964.S01",
])
def test_release_names_read_as_they_were(title: str) -> None:
    shown = evasion.reveal(title, KNOWN)
    assert shown.text == title and not shown.disguised


@pytest.mark.parametrize("title,reads", [
    ("P_A_S_S_W_O_R_T gibt es auf unserer Seite", "PASSWORT gibt es auf unserer Seite"),
    ("e a r n $250 per assignment", "earn $250 per assignment"),
    ("F*R*E*E V*I*A*G*R*A", "FREE VIAGRA"),
    ("Р_О_Б_У_К_С_Ы без верификации", "РОБУКСЫ без верификации"),
    ("Complete~one~short~survey~to~unlock", "Complete one short survey to unlock"),
    ("requires | codec | pack, download at", "requires codec pack, download at"),
    ("Нова*Пошта:*ваша*посилка", "Нова Пошта: ваша посилка"),
    ("Y0ur pr35cr1p710n r3fi1l f0r X4nax", "your prescription refill for xanax"),
])
def test_disguised_text_reads_as_its_words(title: str, reads: str) -> None:
    shown = evasion.reveal(title, KNOWN)
    assert shown.text == reads and shown.disguised


@pytest.mark.parametrize("title,reads", [
    ("Ambi\u0435n.N\u043e.Pres\u0441ri\u0440t\u0456on.Need\u0435d.1080p", "Ambien.No.Prescription.Needed.1080p"),
    ("Bl\u0430d\u0435.Runner.1982.1080\u0440.W\u0415B-DL", "Blade.Runner.1982.1080p.WEB-DL"),
    ("YEL\u0420 RE\u0420UTATION R\u0415PAIR", "YELP REPUTATION REPAIR"),
    ("N\u03bfw \u03bfnly $9", "Now only $9"),  # Greek omicron
])
def test_look_alike_letters_inside_latin_words_read_as_latin(title: str, reads: str) -> None:
    shown = evasion.reveal(title, KNOWN)
    assert shown.text == reads and shown.lookalikes >= 1


@pytest.mark.parametrize("title", [
    "\u041c\u0430\u0441\u0442\u0435\u0440 \u0438 \u041c\u0430\u0440\u0433\u0430\u0440\u0438\u0442\u0430 (2024) WEB-DL 1080p",
    "\u0396\u03bf\u03c1\u03bc\u03c0\u03ac\u03c2 (1964)", "\u0422-34 (2018) BDRip", "\u0411\u0440\u0430\u0442 2",
    "Ka\u017eds zina - Latvian.Folk.2020.FLAC",
])
def test_words_written_in_one_script_are_not_look_alikes(title: str) -> None:
    assert evasion.reveal(title, KNOWN).lookalikes == 0


def test_one_odd_separator_is_punctuation_not_a_disguise() -> None:
    assert not evasion.reveal("Simon + Garfunkel - Bookends", KNOWN).disguised
    assert evasion.reveal("Simon+Garfunkel+Bookends+Live", KNOWN).separators == 3


@pytest.mark.parametrize("title,rule,leet", [
    ("W1ck3d.2024.1080p - p4ss = www.cl0udclub.ws", "password_bait", True),
    ("John.Wick.4.2023.1080p - P_A_S_S_W_O_R_T gibt es auf unserer Seite key194.co", "password_bait", False),
    ("Complete~one~short~survey~to~unlock~download~-~Fast~X~(2023)", "survey_lure", False),
    ("Top.Gun.2022.720p.CAM [in5t41l includ3d play3r 7o w4tch]", "codec_player_bait", True),
    ("[HOT] Mystery shoppers needed - e a r n $250 per assignment", "spam_marketing", False),
    ("Godzilla.2024.1080p.WEB-DL | - | requires | codec | pack, | download | at | freedl.click", "domain_pitch", False),
])
def test_the_rules_read_a_disguised_title_again_and_say_what_they_read(title: str, rule: str, leet: bool) -> None:
    # The scorer and the rule that asks it read disguises themselves.
    rules = [r for r in junk.load_tsv(TSV) if r.name not in ("title_score", "ad_copy_release_name")]
    verdict = JunkEngine(rules).evaluate(title, stage=Stage.BUILD)
    assert verdict is not None and verdict.name == rule, verdict
    assert "read with its disguise undone as" in verdict.detail
    # With no known words nothing decodes: the leet titles are kept, what separators and spacing hid is still read.
    blind = JunkEngine(rules, vocabulary=()).evaluate(title, stage=Stage.BUILD)
    assert (blind is None) == leet, blind


def test_a_disguise_is_read_again_by_the_title_rules_only(engine: JunkEngine) -> None:
    # Spaced letters joined into a long token must not make the obfuscation scope fire on what it never saw.
    title = "N_O_T_A_R_A_N_D_O_M_W_O_R_D_H_E_R_E_X_Q"
    verdict = engine.evaluate(title, stage=Stage.BUILD)
    assert verdict is None or verdict.scope is junk.Scope.TITLE


def test_the_scorer_reads_the_words_a_disguise_hides() -> None:
    plain = "Your prescription refill for Xanax is ready - confirm delivery address"
    leet = "Y0ur pr35cr1p710n r3fi1l f0r X4nax 15 r3ady - c0nf1rm d311v3ry 4ddre55"
    scorer = junk_score.shipped()
    score = scorer.judge([leet], whole=leet)
    assert score is not None and "leet" in score.evidence
    assert abs(scorer.probability(leet) - scorer.probability(plain)) < 0.25
    assert score.is_junk(0.8)


HOSTILE = [
    "", "\0" * 10_000, "\ud800 lone \udc80", "x" * 1_000_000, "a1" * 500_000, "1" * 1_000_000 + "a",
    "a b " * 200_000, "a_" * 300_000, "*a" * 300_000, "|" * 100_000, "\u0301" * 10_000, "0o1i3e" * 100_000,
    "A\u0000B\u0000C\u0000D", "ｆ１ｒ３３ ｍ０ｎ３ｙ",
]


@pytest.mark.parametrize("title", HOSTILE, ids=range(len(HOSTILE)))
def test_garbage_is_read_without_raising_and_within_bounds(engine: JunkEngine, title: str) -> None:
    shown = evasion.reveal(title, KNOWN)
    assert len(shown.text) <= evasion.MAX_CHARS
    engine.evaluate(title, stage=Stage.BUILD)
    junk_score.shipped().judge(junk.name_parts(title), whole=junk.strip_transport(title))


@pytest.mark.parametrize("title,reads", [
    ("visit easycodec dot ru", "visit easycodec.ru"), ("bestshop365(.)biz", "bestshop365.biz"),
    ("codec at site[.]com/offer", "codec at site.com/offer"), ("meds (dot) net now", "meds.net now"),
    ("PILLS{.}XYZ", "PILLS.XYZ"), ("go to deals DOT com", "go to deals.com"), ("mirror [dot] cc", "mirror.cc"),
])
def test_a_defanged_site_reads_as_the_site(title: str, reads: str) -> None:
    shown = evasion.reveal(title, KNOWN)
    assert shown.text == reads and shown.defanged == 1 and shown.disguised


@pytest.mark.parametrize("title", [
    "The Dot in the Sky", "from one dot to another", "Connect the Dots 2024", "Dot.Com.2007.DVDRip.x264",
    "Polka Dot Shorts S01E02", "Dot to Dot (1991) [FLAC]", "Dot Dot Dot - Live in Tokyo",
])
def test_the_word_dot_in_a_name_is_no_site(title: str) -> None:
    shown = evasion.reveal(title, KNOWN)
    assert shown.text == title and not shown.defanged


def test_a_defanged_site_is_read_again_by_the_link_rules(engine: JunkEngine) -> None:
    verdict = engine.evaluate("Tinnitus.Gone.2024.PROPER.AAC-GRP visit easycodec dot ru", stage=Stage.BUILD)
    assert verdict is not None and "read with its disguise undone" in verdict.detail


@pytest.mark.parametrize("title,words", [
    ("CoMpRaR sEgUiDoReS rEaIs InStAgRaM", 4), ("gUeSt PoStInG oN 500+ hIgH aUtHoRiTy SiTeS", 5),
    ("LeDgEr.UrGeNt.FiRmWaRe.UpDaTe", 4), ("aBnEhMeN oHnE dIäT", 3),
])
def test_words_in_alternating_case_are_counted(title: str, words: int) -> None:
    shown = evasion.reveal(title, KNOWN)
    assert shown.alternating == words and shown.text == title


@pytest.mark.parametrize("title", [
    "LaTeX Beginner's Guide (2nd Edition).pdf", "Show.S01E01.DiRFiX.720p.HDTV.x264-GRP", "PlayStation 5 McDonald's iPhone",
    "YouTube Rewind 2018", "deadmau5 - 4x4=12 (2010) [FLAC]", "iNTERNAL.NFOFiX.DVDRip", "WALL-E (2008) 1080p",
])
def test_names_with_their_own_capitals_do_not_alternate(title: str) -> None:
    assert evasion.reveal(title, KNOWN).alternating <= 1


def test_the_scorer_takes_two_alternating_words_as_evidence() -> None:
    _, feats = junk_score.read("CoMpRaR sEgUiDoReS rEaIs InStAgRaM", KNOWN)
    assert feats.get("alternating_case") == 1.0 and "alternating_case" in junk_score.EVIDENCE
    _, feats = junk_score.read("LaTeX Beginner's Guide", KNOWN)
    assert "alternating_case" not in feats
